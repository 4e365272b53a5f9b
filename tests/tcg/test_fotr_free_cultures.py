"""One scenario per Free Peoples card of set 1 encoded in the per-culture modules
(``eregion/games/tcg/fotr/{dwarven,elven,gandalf,gondor,shire}.py``, issue 16).

Player 0 is the Free Peoples player and player 1 the Shadow player. Docstrings paraphrase the card in our
words; the rules are the expanded starter rulebook's (002) unless the Comprehensive Rules 4.2 (CR) are
named: events in their phase, costs before effects ("Costs and effects"), special abilities of active
cards, allies taking part in archery and skirmishes only at home ("Allies") unless a card allows it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.combat import defenders
from eregion.games.tcg.state import TcgState
from tcg.harness import (
    _take,
    act,
    find,
    ids,
    logged,
    manual,
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


@pytest.fixture(autouse=True)
def _ask_phase_actions() -> Iterator[None]:
    with manual():
        yield


def names(s: TcgState, p: int, zone: str) -> list[str]:
    return [R.DEFS[s.cards[u].cid].name for u in s.zones[(p, zone)]]


def on_top(s: TcgState, p: int, *cards: str) -> None:
    """Put new copies of cards on top of player ``p``'s draw deck, the last named on top."""
    for name in cards:
        u = _take(s, p, name, "hand")
        s.move(u, p, "draw")


def passes_to(s: TcgState, p: int) -> None:
    """The other player passes until ``p`` is asked again (the skirmish action procedure)."""
    while s.decision is not None and s.decision.player != p:
        act(s, "pass")


# --- Dwarven ---------------------------------------------------------------------------------------


def test_dwarven_axe_mills_the_shadow_player_for_each_minion_losing_to_its_bearer() -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        items={"Gimli": ["Dwarven Axe"]},
        minions=["Goblin Runner", "Goblin Sneak"],
    )
    start_skirmish(s, "Gimli", ["Goblin Runner", "Goblin Sneak"])
    S.modify(s, find(s, "Gimli"), "strength", 5, "skirmish", -1)
    passes(s)
    assert [e[1] for e in logged(s, "mill")] == [1, 1]  # both minions lost to Gimli: 2 cards, the Shadow's


def test_gimlis_helm_caps_wounds_and_is_discarded_to_prevent_them_all() -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        items={"Gimli": ["Gimli's Helm"]},
        minions=["Goblin Runner"],
    )
    assert R.max_skirmish_wounds(s, find(s, "Gimli")) == 1
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    act(s, use(s, "Gimli's Helm"))
    assert "Gimli's Helm" in names(s, 0, "discard")
    assert R.max_skirmish_wounds(s, find(s, "Gimli")) == 0


def test_greatest_kingdom_exerts_a_dwarf_and_mills_for_each_orc_the_opponent_plays() -> None:
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"], hand=["Greatest Kingdom of My People"])
    start_phase(s, "fellowship")
    act(s, play(s, "Greatest Kingdom"))
    assert wounds(s, "Gimli") == 1  # the cost to play it
    s.phase = "shadow"
    u = _take(s, 1, "Goblin Runner", "hand")
    deck = len(s.zones[(1, "draw")])
    s.pool = 5
    S.start_play(s, 1, u)
    S.RULES.run(s)
    assert len(s.zones[(1, "draw")]) == deck - 1


def test_stairs_of_khazad_dum_makes_a_dwarf_skirmishing_a_moria_minion_stronger() -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        support=["Stairs of Khazad-dûm"],
        minions=["Goblin Runner"],
    )
    gimli = find(s, "Gimli")
    before = R.strength(s, gimli)
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    assert R.strength(s, gimli) == before + 1


def test_thrarin_exerts_to_take_part_away_from_home() -> None:
    s = table(site=4, support=["Thrarin"], minions=["Goblin Runner"])
    start_phase(s, "maneuver")
    thrarin = find(s, "Thrarin")
    assert thrarin not in defenders(s)  # home site 3 (002, "Allies")
    act(s, use(s, "Thrarin"))
    assert wounds(s, "Thrarin") == 1 and thrarin in defenders(s)


# --- Elven -----------------------------------------------------------------------------------------


def test_curse_their_foul_feet_makes_the_opponent_discard_a_card_for_each_orc_revealed() -> None:
    s = table(
        site=2,
        fellowship=["Legolas, Greenleaf"],
        hand=["Curse Their Foul Feet!"],
        shadow_hand=["Goblin Runner", "Goblin Sneak", "Uruk Savage"],
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Curse Their Foul Feet!"))
    assert wounds(s, "Legolas") == 1 and logged(s, "reveal_hand")
    assert s.decision is not None and s.decision.player == 1  # he chooses what to discard
    act(s, pick(s, "Uruk Savage"))
    act(s, pick(s, "Goblin Sneak"))
    assert names(s, 1, "hand") == ["Goblin Runner"]  # two Orcs revealed: two cards discarded


def test_far_seeing_eyes_makes_the_opponent_discard_each_time_you_play_an_elf() -> None:
    s = table(
        site=2,
        support=["Far-seeing Eyes"],
        hand=["Legolas, Greenleaf"],
        shadow_hand=["Goblin Runner", "Goblin Sneak"],
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Legolas"))
    assert s.decision is not None and s.decision.player == 1
    act(s, pick(s, "Goblin Runner"))
    assert names(s, 1, "hand") == ["Goblin Sneak"] and "Goblin Runner" in names(s, 1, "discard")


def test_galadriel_heals_home_6_allies_and_exerts_to_play_an_elf_for_free() -> None:
    s = table(site=2, support=["Galadriel, Lady of Light"], hand=["Legolas, Greenleaf"])
    s.card_mut(find(s, "Galadriel")).wounds = 1
    s.stack = [("fellowship",), ("start_of_turn",)]
    S.RULES.run(s)
    assert wounds(s, "Galadriel") == 0
    pool = s.pool
    act(s, use(s, "Galadriel"))
    act(s, pick(s, "Legolas"))
    assert wounds(s, "Galadriel") == 1 and find(s, "Legolas", zone="fellowship") >= 0 and s.pool == pool


def test_gwemegil_pumps_arwen_for_an_exertion_or_two_cards_from_hand() -> None:
    s = table(
        site=4,
        fellowship=["Arwen, Daughter of Elrond"],
        items={"Arwen": ["Gwemegil"]},
        minions=["Goblin Runner"],
        hand=["Elf-song", "Axe Strike"],
    )
    arwen = find(s, "Arwen")
    assert R.keyword(s, arwen, "damage") == 1
    start_skirmish(s, "Arwen", ["Goblin Runner"])
    before = R.strength(s, arwen)
    act(s, use(s, "Gwemegil"), "opt:1")
    assert s.decision is not None
    while "pick" in " ".join(ids(s)):
        act(s, ids(s)[0])
    assert len(s.zones[(0, "hand")]) == 0 and wounds(s, "Arwen") == 0
    assert R.strength(s, arwen) == before + 1
    passes_to(s, 0)
    act(s, use(s, "Gwemegil"))  # only the exertion is left: taken at once
    assert wounds(s, "Arwen") == 1 and R.strength(s, arwen) == before + 2


def test_haldir_needs_an_elf_and_is_stronger_at_sites_6_to_8() -> None:
    s = table(site=2, hand=["Haldir"])
    start_phase(s, "fellowship")
    assert "Haldir, Elf of the Golden Wood" not in offered(s)
    for site, bonus in ((5, 0), (6, 2), (8, 2), (9, 0)):
        s = table(site=site, fellowship=["Haldir"])
        assert R.strength(s, find(s, "Haldir")) == 5 + bonus, site


def test_the_last_alliance_counts_elves_up_to_plus_3() -> None:
    s = table(
        site=2,
        fellowship=["Aragorn, Ranger of the North", "Legolas, Greenleaf"],
        items={"Aragorn": ["The Last Alliance of Elves and Men"]},
    )
    aragorn = find(s, "Aragorn")
    assert R.strength(s, aragorn) == 8 + 1
    for elf in ("Arwen, Daughter of Elrond", "Haldir", "Lórien Elf"):
        _take(s, 0, elf, "fellowship")
    s.memo.clear()  # (cards made by the harness, not moved)
    assert R.strength(s, aragorn) == 8 + 3  # 4 Elves, limit +3


def test_legolas_shoots_on_his_own_and_then_does_not_add_to_the_archery_total() -> None:
    s = table(site=4, fellowship=["Legolas, Greenleaf"], minions=["Goblin Runner", "Goblin Sneak"])
    start_phase(s, "archery")
    assert R.archery_total(s, "free") == 1
    act(s, use(s, "Legolas"))
    act(s, pick(s, "Goblin Runner"))
    assert "Goblin Runner" in names(s, 1, "discard") and wounds(s, "Legolas") == 1  # vitality 1
    assert R.archery_total(s, "free") == 0
    passes_to(s, 0)
    act(s, use(s, "Legolas"))  # again (the only minion left is chosen at once): he still adds nothing
    assert "Goblin Sneak" in names(s, 1, "discard") and wounds(s, "Legolas") == 2
    assert R.archery_total(s, "free") == 0


def test_mallorn_trees_reveals_an_elven_card_and_puts_it_under_the_deck() -> None:
    s = table(site=2, support=["Mallorn-trees"], hand=["Elf-song", "Axe Strike"])
    start_phase(s, "fellowship")
    act(s, use(s, "Mallorn-trees"))
    act(s, pick(s, "Elf-song"))
    assert names(s, 0, "hand") == ["Axe Strike"] and names(s, 0, "draw")[0] == "Elf-song"
    assert "Elf-song" in logged(s, "beneath_deck")[-1][-1]  # shown, so named


def test_the_splendor_of_their_banners_needs_an_archer_bearer() -> None:
    s = table(
        site=4,
        fellowship=["Legolas, Greenleaf"],
        items={"Legolas": ["The Splendor of Their Banners"]},
        minions=["Goblin Runner"],
    )
    start_phase(s, "archery")
    act(s, use(s, "The Splendor"))
    assert R.archery_total(s, "free") == 2 and wounds(s, "Legolas") == 1
    s = table(
        site=4,
        fellowship=["Arwen, Daughter of Elrond"],
        items={"Arwen": ["The Splendor of Their Banners"]},
        minions=["Goblin Runner"],
    )
    start_phase(s, "archery")
    assert "The Splendor of Their Banners" not in offered(s)


def test_the_white_arrows_of_lorien_discard_2_cards_at_random() -> None:
    s = table(
        site=4,
        fellowship=["Legolas, Greenleaf"],
        items={"Legolas": ["The White Arrows of Lórien"]},
        minions=["Goblin Runner"],
        shadow_hand=["Goblin Sneak", "Uruk Savage", "Moria Scout"],
    )
    start_phase(s, "archery")
    act(s, use(s, "The White Arrows"))
    assert len(s.zones[(1, "hand")]) == 1 and len(s.zones[(1, "discard")]) == 2


@pytest.mark.parametrize(
    ("event", "ally"), [("Support of the Last", "Thrarin"), ("Swan-ship", "Galadriel, Lady of Light")]
)
def test_an_elf_ally_event_pumps_and_lets_a_home_ally_fight_until_regroup(event: str, ally: str) -> None:
    s = table(site=4, support=[ally], minions=["Goblin Runner"], hand=[event])
    start_phase(s, "maneuver")
    if ally == "Thrarin":  # a Dwarf: not an Elf ally of site 3
        assert not any(n.startswith(event) for n in offered(s))
        return
    u = find(s, ally)
    before = R.strength(s, u)
    act(s, play(s, event))
    assert wounds(s, ally) == 1 and R.strength(s, u) == before + 3 and u in defenders(s)
