"""Stacking (CR 4.2, "stack": "Stacking a card is not playing a card. Stacked cards are placed face up
and may be looked at by any player at any time ... not in play and are not active"; "leaving play":
cards stacked on a card that leaves play are discarded; ruling 102): Gandalf's Cart (1_73) and Goblin
Swarms (1_183)."""

from __future__ import annotations

from eregion.games.tcg import rules as R
from eregion.games.tcg.state import TcgState
from eregion.games.tcg.steps import discard
from tests.tcg.harness import (
    _take,
    act,
    find,
    ids,
    logged,
    pass_until,
    start_phase,
    start_skirmish,
    table,
    use,
    wounds,
)

SH = 1


def _cart(hand: list[str], stacked: str = "") -> TcgState:
    """The Cart in the fellowship phase (``stacked``: a card already stacked on it)."""
    s = table(site=2, support=["Gandalf's Cart"], fellowship=["Aragorn, King in Exile"], hand=hand)
    if stacked:
        s.card_mut(_take(s, 0, stacked, "stacked")).host = find(s, "Gandalf's Cart")
    start_phase(s, "fellowship")
    return s


def test_gandalfs_cart_stacks_a_possession_from_hand_face_up() -> None:
    """Fellowship: stack a Free Peoples possession from hand on the Cart: not played (no twilight), face
    up in every view, not in play, and not a card one may stack twice."""
    s = _cart(["Ranger's Sword"])
    sword, cart = find(s, "Ranger's Sword"), find(s, "Gandalf's Cart")
    act(s, use(s, "Gandalf's Cart"))
    if s.decision is not None and "opt:0" in ids(s):
        act(s, "opt:0")
    if f"pick:{sword}" in ids(s):
        act(s, f"pick:{sword}")
    assert s.cards[sword].zone == "stacked" and s.cards[sword].host == cart and s.pool == 0
    assert not R.in_play(s, sword) and R.stacked_on(s, cart) == [sword]
    for viewer in (0, 1, None):
        cart_view = next(c for c in s.view(viewer)["players"][0]["support"] if c["uid"] == cart)
        assert [c["name"] for c in cart_view["stacked"]] == ["Ranger's Sword"]
    assert "Player 1 stacks Ranger's Sword on Gandalf's Cart" in [e.text for e in s.log(last=3)]


def test_gandalfs_cart_plays_a_stacked_card_as_if_from_hand() -> None:
    """Fellowship: play a card stacked on the Cart as if from hand: its twilight cost is added and its
    bearer rule holds (Ranger's Sword: on Aragorn)."""
    s = _cart([], stacked="Ranger's Sword")
    sword = find(s, "Ranger's Sword")
    act(s, use(s, "Gandalf's Cart"))
    if "opt:1" in ids(s):
        act(s, "opt:1")
    if f"pick:{sword}" in ids(s):
        act(s, f"pick:{sword}")
    assert s.cards[sword].zone == "attached" and s.cards[sword].host == find(s, "Aragorn")
    play = logged(s, "play")[-1]  # ("play", player, uid, twilight paid, bearer, line)
    assert play[2:5] == (sword, R.DEFS[s.cards[sword].cid].twilight, find(s, "Aragorn"))


def test_cards_stacked_on_a_card_leaving_play_are_discarded() -> None:
    s = _cart([], stacked="Ranger's Sword")
    cart, sword = find(s, "Gandalf's Cart"), find(s, "Ranger's Sword")
    discard(s, cart)
    assert s.cards[sword].zone == "discard" and s.cards[sword].host is None


def _orc_wins() -> TcgState:
    s = table(site=4, fellowship=["Sam, Son of Hamfast"], minions=["Goblin Runner"], items={})
    _take(s, SH, "Goblin Swarms", "support")
    runner = find(s, "Goblin Runner")
    scimitar = _take(s, SH, "Goblin Scimitar", "attached")
    s.card_mut(scimitar).host = runner
    s.card_mut(runner).wounds = 1
    start_skirmish(s, "Sam", ["Goblin Runner"])
    pass_until(s, "wins a skirmish")
    assert s.decision is not None and s.decision.player == SH
    return s


def test_goblin_swarms_stacks_the_moria_orc_that_won() -> None:
    """Response: if your [moria] Orc wins a skirmish, discard the cards and wounds on it and stack it on
    Goblin Swarms."""
    s = _orc_wins()
    runner, swarms = find(s, "Goblin Runner"), find(s, "Goblin Swarms")
    scimitar = find(s, "Goblin Scimitar")
    act(s, use(s, "Goblin Swarms"))
    assert s.cards[runner].zone == "stacked" and s.cards[runner].host == swarms
    assert s.cards[runner].wounds == 0 and s.cards[scimitar].zone == "discard"
    assert runner not in R.minions(s)


def test_goblin_swarms_plays_a_stacked_orc_in_the_shadow_phase() -> None:
    """Shadow: play an Orc stacked on Goblin Swarms as if from hand, paying its twilight cost."""
    s = table(site=4, fellowship=["Sam, Son of Hamfast"], pool=5)
    swarms = _take(s, SH, "Goblin Swarms", "support")
    runner = _take(s, SH, "Goblin Runner", "stacked")
    s.card_mut(runner).host = swarms
    start_phase(s, "shadow")
    act(s, use(s, "Goblin Swarms"))
    if f"pick:{runner}" in ids(s):
        act(s, f"pick:{runner}")
    assert s.cards[runner].zone == "shadow" and s.cards[runner].host is None
    assert logged(s, "play")[-1][2] == runner
    assert wounds(s, "Goblin Runner") == 0
