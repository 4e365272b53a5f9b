"""One scenario per card of set 1 encoded by tcg-cards-a (issue 16, item 1): Asfaloth, Ancient Enmity,
Halls of My Home, Return to Its Master and the loop cards (Shoulder to Shoulder, The Choice of
Lúthien, Hobbit Party Guest).

Player 0 is the Free Peoples player and player 1 the Shadow player. Docstrings paraphrase the card in our
words; the rules are the expanded starter rulebook's (002) unless the Comprehensive Rules 4.2 (CR) are
named.
"""

from __future__ import annotations

import pytest

from eregion.core.rng import Rng
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.state import TcgState
from tcg.harness import (
    _take,
    act,
    begin,
    find,
    ids,
    logged,
    offered,
    passes,
    pick,
    play,
    start_phase,
    start_skirmish,
    table,
    use,
    wounds,
)

pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def test_asfaloth_costs_2_less_on_arwen_only() -> None:
    """Asfaloth: bearer must be an Elf; its twilight cost is -2 when played on Arwen (002, "Playing
    possessions": the bearer is chosen as the card is played, so the cost is known then; ruling 93)."""
    s = table(site=3, fellowship=["Arwen, Daughter", "Legolas, Greenleaf"], hand=["Asfaloth"])
    start_phase(s, "fellowship")
    frodo = s.rb[0]
    act(s, play(s, "Asfaloth"))
    bearers = {a.id for a in s.legal_actions()}
    assert f"pick:{frodo}" not in bearers  # a Hobbit may not bear it
    act(s, pick(s, "Arwen"))
    assert s.pool == 0 and s.cards[find(s, "Asfaloth", zone="attached")].host == find(s, "Arwen")


def test_asfaloth_costs_its_full_2_on_another_elf() -> None:
    s = table(site=3, fellowship=["Legolas, Greenleaf"], hand=["Asfaloth"])
    start_phase(s, "fellowship")
    act(s, play(s, "Asfaloth"))
    if s.decision is not None and "which character" in s.decision.prompt:
        act(s, pick(s, "Legolas"))
    assert s.pool == 2


def test_asfaloth_is_plus_2_at_a_plains_site_and_goes_at_an_underground_site() -> None:
    """While at a plains site bearer is strength +2 (Midgewater Moors, site 2, is a plains site);
    discarded when at an underground site (Moria Stairway)."""
    s = table(
        site=3, sites=["Midgewater Moors"], fellowship=["Legolas, Greenleaf"], items={"Legolas": ["Asfaloth"]}
    )
    legolas = find(s, "Legolas")
    base = R.DEFS[s.cards[legolas].cid].strength or 0
    assert R.strength(s, legolas) == base  # site 3 is not a plains site
    s.pos[0] = 2
    s.memo.clear()
    assert R.strength(s, legolas) == base + 2
    s = table(site=4, sites=["Moria Stairway"], fellowship=["Legolas, Greenleaf"], hand=["Asfaloth"])
    start_phase(s, "fellowship")
    act(s, play(s, "Asfaloth"))
    if s.decision is not None and "which character" in s.decision.prompt:
        act(s, pick(s, "Legolas"))
    assert s.cards[find(s, "Asfaloth")].zone == "discard"


# --- loops (CR 4.2, "loops"; ruling 18) ----------------------------------------------------------------


def test_hobbit_party_guests_heal_each_other_until_the_position_comes_back() -> None:
    """Hobbit Party Guest: exert it to heal another Hobbit ally whose home is site 1. Two of them make a
    loop (CR 4.2, "loops": the player names a number of repetitions): each use is one action, and a use
    that brings back a position of this phase ends that card's part in the loop (ruling 18)."""
    s = table(site=1, support=["Hobbit Party Guest", "Hobbit Party Guest"])
    a, b = find(s, "Hobbit Party Guest", nth=0), find(s, "Hobbit Party Guest", nth=1)
    s.card_mut(a).wounds = 1
    start_phase(s, "fellowship")
    act(s, f"use:{b}")  # b exerts to heal a
    assert (s.cards[a].wounds, s.cards[b].wounds) == (0, 1)
    act(s, f"use:{a}")  # a heals b: the position the phase began with
    assert (s.cards[a].wounds, s.cards[b].wounds) == (1, 0)
    assert f"use:{a}" not in ids(s) and f"use:{b}" in ids(s)
    act(s, f"use:{b}")  # b heals a again: a position seen already
    assert (s.cards[a].wounds, s.cards[b].wounds) == (0, 1)
    assert not [i for i in ids(s) if i.startswith("use:")]


def test_an_ability_that_only_removes_twilight_is_no_loop() -> None:
    """Uruk Brood with no other Uruk-hai to spot changes nothing but the pool, which it empties: each use
    leaves fewer tokens than before, so it is offered again (the loop check asks for as many or more)."""
    s = table(site=5, fellowship=["Aragorn, King"], minions=["Uruk Brood"], pool=6)
    start_skirmish(s, "Aragorn", ["Uruk Brood"])
    for pool in (4, 2):
        act(s, "pass")  # the Free Peoples player
        act(s, use(s, "Uruk Brood"))
        assert s.pool == pool
    act(s, "pass")
    assert use(s, "Uruk Brood")


def test_hobbit_party_guest_heals_itself_at_the_start_of_its_turn_and_not_a_companion() -> None:
    s = table(site=1, support=["Hobbit Party Guest"], fellowship=["Sam, Faithful"])
    guest = find(s, "Hobbit Party Guest")
    s.card_mut(guest).wounds = 1
    s.card_mut(find(s, "Sam")).wounds = 1
    begin(s, ("turn",))
    assert s.cards[guest].wounds == 0
    assert f"use:{guest}" not in ids(s)  # Sam is no ally, and no other guest is wounded


def test_the_choice_of_luthien_exerts_one_of_aragorn_and_arwen_to_heal_the_other() -> None:
    """The Choice of Lúthien: maneuver: exert Aragorn to heal Arwen, or Arwen to heal Aragorn."""
    s = table(
        site=3,
        fellowship=["Aragorn, King", "Arwen, Daughter"],
        support=["The Choice of Lúthien"],
        minions=["Orc Soldier"],
    )
    aragorn, arwen = find(s, "Aragorn"), find(s, "Arwen")
    s.card_mut(arwen).wounds = 1
    start_phase(s, "maneuver")
    act(s, use(s, "The Choice"))  # only Arwen is wounded: the lone option, Aragorn exerts, is taken
    assert (s.cards[aragorn].wounds, s.cards[arwen].wounds) == (1, 0)
    act(s, "pass")  # the Shadow player passes; now Arwen heals him
    act(s, use(s, "The Choice"))
    assert (s.cards[aragorn].wounds, s.cards[arwen].wounds) == (0, 1)
    assert "The Choice of Lúthien" not in offered(s)


def test_shoulder_to_shoulder_adds_1_and_exerts_a_dwarf_to_heal_an_elf() -> None:
    """Shoulder to Shoulder: maneuver: add (1) and exert a Dwarf to heal an Elf, or the other way round.
    Used back and forth it is a loop (CR 4.2, "loops"): once the wounds are back where they were, only
    the twilight pool differs, and it is not offered again this phase (ruling 18)."""
    s = table(
        site=3,
        fellowship=["Gimli, Dwarf of Erebor", "Legolas, Greenleaf"],
        support=["Shoulder to Shoulder"],
        minions=["Orc Soldier"],
    )
    gimli, legolas = find(s, "Gimli"), find(s, "Legolas")
    s.card_mut(legolas).wounds = 1
    start_phase(s, "maneuver")
    act(s, use(s, "Shoulder"))  # only the Elf is wounded: the lone option is taken
    assert (s.cards[gimli].wounds, s.cards[legolas].wounds, s.pool) == (1, 0, 1)
    act(s, "pass")
    act(s, use(s, "Shoulder"))
    assert (s.cards[gimli].wounds, s.cards[legolas].wounds, s.pool) == (0, 1, 2)
    assert "Shoulder to Shoulder" not in offered(s)


# --- Ancient Enmity: a delayed trigger left by an event --------------------------------------------


@pytest.mark.parametrize(("minion", "discarded"), [("Goblin Runner", 2), ("Orc Soldier", 0)])
def test_ancient_enmity_costs_the_losing_minions_owner_2_random_cards(minion: str, discarded: int) -> None:
    """Ancient Enmity: make an Elf strength +1; if a minion loses this skirmish to that Elf, its owner
    discards 2 cards at random from hand. Legolas (6, +1) beats Goblin Runner (5); against Orc Soldier
    (7) the tie goes to the Shadow (002, "Resolve that skirmish"), so nothing is discarded."""
    s = table(
        site=4,
        fellowship=["Legolas, Greenleaf"],
        minions=[minion],
        hand=["Ancient Enmity"],
        shadow_hand=["Goblin Runner", "Goblin Runner", "Goblin Runner"],
    )
    start_skirmish(s, "Legolas", [minion])
    act(s, play(s, "Ancient Enmity"))
    passes(s)
    assert len(s.zones[(1, "hand")]) == 3 - discarded
    assert len(s.zones[(1, "discard")]) >= discarded
    assert not [m for m in s.mods if m.stat == "delayed"]  # it lasted for that skirmish only


# --- Halls of My Home: the top of any draw deck, returned in an order chosen -----------------------


def _on_top(s: TcgState, p: int, *cards: str) -> list[int]:
    """New copies of cards on top of ``p``'s draw deck, the last named on top."""
    out = [_take(s, p, name, "hand") for name in cards]  # (taken first: _take looks in the draw deck)
    for u in out:
        s.move(u, p, "draw")
    return out


def test_halls_of_my_home_discards_a_shadow_card_and_returns_the_rest_in_the_order_chosen() -> None:
    """Halls of My Home: exert a Dwarf to reveal the top 3 cards of any draw deck (here the Shadow
    player's); you may discard 1 Shadow card revealed; return the rest in any order. The cards returned
    are known to both players while they stay on top (ruling 91): determinize keeps them."""
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"], hand=["Halls of My Home"])
    axe, runner, soldier = _on_top(s, 1, "Gimli's Battle Axe", "Goblin Runner", "Orc Soldier")
    start_phase(s, "fellowship")
    act(s, play(s, "Halls of My Home"))  # Gimli, the only Dwarf, exerts
    assert wounds(s, "Gimli") == 1
    act(s, "opt:1")  # the Shadow player's draw deck
    assert "Orc Soldier" in logged(s, "reveal_deck")[-1][-1]
    act(s, "yes", f"pick:{runner}")  # discard Goblin Runner
    assert s.cards[runner].zone == "discard"
    act(s, f"pick:{soldier}")  # returned first: beneath the other
    assert s.zones[(1, "draw")][-2:] == [soldier, axe]  # the last returned (the axe) is on top
    assert {soldier, axe} <= set(s.known_top[1])
    for viewer in (0, 1):
        for seed in range(5):
            d = s.determinize(viewer, Rng(seed))
            assert (d.cards[axe].cid, d.cards[soldier].cid) == (s.cards[axe].cid, s.cards[soldier].cid)


def test_a_shuffle_forgets_the_cards_known_on_top() -> None:
    """Once the deck is shuffled (CR 4.2, "Draw deck"), nothing is known of its top any more."""
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"], hand=["Halls of My Home"])
    _on_top(s, 0, "Goblin Runner", "Goblin Runner", "Goblin Runner")
    start_phase(s, "fellowship")
    act(s, play(s, "Halls of My Home"), "opt:0", "yes")
    act(s, pick(s, "Goblin Runner"))  # one is discarded
    act(s, pick(s, "Goblin Runner"))  # one returned first, then the last (a lone choice) on top
    assert len(s.known_top[0]) == 3  # the three revealed (one of them now discarded)
    S.shuffle_deck(s, 0)
    assert s.known_top[0] == ()


# --- Return to Its Master: an assignment at the end of a skirmish phase ------------------------------


def test_return_to_its_master_sends_a_nazgul_at_the_ring_bearer_without_the_rings_text() -> None:
    """Return to Its Master: response: if the Ring-bearer wears The One Ring at the end of a skirmish
    phase, cancel all remaining assignments and assign a Nazgûl to skirmish the Ring-bearer; The One
    Ring's game text does not apply during that skirmish (ruling 92). Aragorn's skirmish ends, Sam's
    is cancelled, and Frodo skirmishes Úlairë Attëa (freed from Sam's skirmish) with no wound turned
    into a burden."""
    s = table(
        site=4,
        phase="assignment",
        fellowship=["Aragorn, King", "Sam, Faithful"],
        minions=["Orc Soldier", "Goblin Runner", "Úlairë Attëa"],
        shadow_hand=["Return to Its Master"],
    )
    frodo, aragorn, sam = s.rb[0], find(s, "Aragorn"), find(s, "Sam")
    soldier, runner, attea = find(s, "Orc Soldier"), find(s, "Goblin Runner"), find(s, "Úlairë Attëa")
    s.wearing = True
    s.assign = ((aragorn, (soldier,)), (sam, (runner, attea)))  # Attëa is assigned to Sam
    begin(s, ("skirmishes", 0))
    act(s, f"pick:{aragorn}")
    passes(s)  # Aragorn's skirmish resolves; its skirmish phase ends
    assert s.decision is not None and s.decision.player == 1
    act(s, play(s, "Return to Its Master"))
    assert s.skirmish == (frodo, (attea,))  # Sam's skirmish is gone: Frodo's is the only one left
    assert R.ring_burdens(s, frodo) == 0  # the Ring's text does not apply
    assert logged(s, "cancel_assignments")
    S.modify(s, frodo, "strength", 20, "skirmish", -1)  # Frodo wins this one
    passes(s)
    assert s.skirmish is None and not [m for m in s.mods if m.stat == "no_text"]  # for that skirmish only


def test_return_to_its_master_needs_the_ring_worn() -> None:
    s = table(
        site=4,
        phase="assignment",
        fellowship=["Aragorn, King"],
        minions=["Orc Soldier", "Úlairë Attëa"],
        shadow_hand=["Return to Its Master"],
    )
    aragorn, soldier = find(s, "Aragorn"), find(s, "Orc Soldier")
    s.assign = ((aragorn, (soldier,)),)
    begin(s, ("skirmishes", 0))
    passes(s)
    assert s.decision is not None and "skirmish phase ends" in s.decision.prompt  # asked (ruling 31)
    assert ids(s) == ["pass"]  # but the Ring is not worn
