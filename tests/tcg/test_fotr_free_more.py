"""One scenario per Free Peoples card of set 1 encoded in the second batch (``eregion/games/tcg/fotr/free.py``):
bearers' skirmish wins, start-of-turn healing, cards shuffled into the draw deck, tales discarded to pump
their bearer, archery totals and the move limit changed by an event.

Player 0 is the Free Peoples player and player 1 the Shadow player. Docstrings paraphrase the card in our
words; the rules are the expanded starter rulebook's (002): events in their phase, costs before effects,
special abilities of active cards, "each time" and "at the start of" text acting when the moment comes.
"""

from __future__ import annotations

import pytest

from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.state import TcgState
from tcg.harness import (
    _take,
    act,
    find,
    ids,
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


def maneuver(s: TcgState) -> TcgState:
    start_phase(s, "maneuver")
    return s


# --- Dwarven ---------------------------------------------------------------------------------------


def test_axe_strike_is_plus_3_for_a_dwarf_bearing_a_dwarven_hand_weapon() -> None:
    s = table(site=4, fellowship=["Gimli, Dwarf of Erebor"], minions=["Goblin Runner"], hand=["Axe Strike"])
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    gimli = find(s, "Gimli")
    before = R.strength(s, gimli)
    act(s, play(s, "Axe Strike"))
    assert R.strength(s, gimli) == before + 2
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        items={"Gimli": ["Gimli's Battle Axe"]},
        minions=["Goblin Runner"],
        hand=["Axe Strike"],
    )
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    gimli = find(s, "Gimli")
    before = R.strength(s, gimli)
    act(s, play(s, "Axe Strike"))
    assert R.strength(s, gimli) == before + 3


def test_dwarven_armor_makes_its_bearer_hard_to_overwhelm() -> None:
    s = table(site=4, fellowship=["Gimli, Dwarf of Erebor"], items={"Gimli": ["Dwarven Armor"]})
    assert R.overwhelm_multiplier(s, find(s, "Gimli")) == 3
    assert R.overwhelm_multiplier(s, find(s, "Frodo")) == 2


def test_dwarven_heart_heals_twice_when_played_and_exerts_at_the_start_of_turn() -> None:
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"], hand=["Dwarven Heart"])
    s.card_mut(find(s, "Gimli")).wounds = 3
    start_phase(s, "fellowship")
    act(s, play(s, "Dwarven Heart"))
    if "pick" in " ".join(ids(s)):
        act(s, pick(s, "Gimli"))
    assert wounds(s, "Gimli") == 1
    s.stack = [("fellowship",), ("start_of_turn",)]
    S.RULES.run(s)
    assert wounds(s, "Gimli") == 2


def test_gimlis_battle_axe_may_wound_an_orc_when_gimli_wins() -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        items={"Gimli": ["Gimli's Battle Axe"]},
        minions=["Goblin Runner", "Moria Scout"],
    )
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    assert R.keyword(s, find(s, "Gimli"), "damage") == 2  # Gimli's own damage +1 and the axe's
    passes(s)
    assert ids(s) == ["yes", "no"]
    act(s, "yes")
    act(s, pick(s, "Moria Scout"))
    assert wounds(s, "Moria Scout") == 1


def test_grimir_shuffles_a_dwarven_event_from_discard_into_the_draw_deck() -> None:
    s = table(site=2, support=["Grimir"], discard=["Axe Strike", "Elf-song"])
    n = len(s.zones[(0, "draw")])
    start_phase(s, "fellowship")
    act(s, use(s, "Grimir"))
    assert [R.DEFS[s.cards[u].cid].name for u in s.zones[(0, "discard")]] == ["Elf-song"]
    assert len(s.zones[(0, "draw")]) == n + 1 and wounds(s, "Grimir") == 1
    assert any(R.DEFS[s.cards[u].cid].name == "Axe Strike" for u in s.zones[(0, "draw")])


def test_lord_of_moria_makes_each_dwarf_damage_plus_1() -> None:
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"], support=["Lord of Moria"])
    assert R.keyword(s, find(s, "Gimli"), "damage") == 2 and R.keyword(s, find(s, "Frodo"), "damage") == 0


# --- Elven -----------------------------------------------------------------------------------------


def test_bow_of_the_galadhrim_may_wound_a_minion_when_legolas_wins() -> None:
    s = table(
        site=4,
        fellowship=["Legolas, Prince of Mirkwood"],
        items={"Legolas": ["Bow of the Galadhrim"]},
        minions=["Goblin Runner", "Moria Scout"],
    )
    start_skirmish(s, "Legolas", ["Goblin Runner"])
    passes(s)
    act(s, "yes")
    act(s, pick(s, "Moria Scout"))
    assert wounds(s, "Moria Scout") == 1


def test_celeborn_exerts_to_heal_another_elven_ally() -> None:
    s = table(site=2, support=["Celeborn", "Elrond"])
    s.card_mut(find(s, "Elrond")).wounds = 1
    s.card_mut(find(s, "Celeborn")).wounds = 1
    start_phase(s, "fellowship")
    act(s, use(s, "Celeborn"))
    assert wounds(s, "Elrond") == 0 and wounds(s, "Celeborn") == 2


def test_the_council_of_elrond_plays_a_tale_from_the_draw_deck() -> None:
    s = table(site=2, fellowship=["Legolas, Prince of Mirkwood"], hand=["The Council of Elrond"])
    tale = on_top_of_deck(s, "The Tale of Gil-galad")
    start_phase(s, "fellowship")
    act(s, play(s, "The Council of Elrond"))
    act(s, f"pick:{tale}")
    if s.cards[tale].zone != "attached":
        act(s, pick(s, "Legolas"))
    assert s.cards[tale].zone == "attached" and s.cards[tale].host == find(s, "Legolas")


def on_top_of_deck(s: TcgState, name: str) -> int:
    """Put a new copy of a card on top of the Free Peoples player's draw deck."""
    u = _take(s, 0, name, "hand")
    s.move(u, 0, "draw")
    return u


def test_double_shot_and_lightfootedness_change_the_archery_totals_for_the_phase() -> None:
    s = table(
        site=4, fellowship=["Legolas, Prince of Mirkwood"], minions=["Goblin Archer"], hand=["Double Shot"]
    )
    start_phase(s, "archery")
    before = R.archery_total(s, "free")
    act(s, play(s, "Double Shot"))
    assert R.archery_total(s, "free") == before + 1
    s = table(
        site=4,
        fellowship=["Legolas, Prince of Mirkwood"],
        minions=["Goblin Archer"],
        hand=["Lightfootedness"],
    )
    start_phase(s, "archery")
    before = R.archery_total(s, "shadow")
    act(s, play(s, "Lightfootedness"))
    assert R.archery_total(s, "shadow") == max(0, before - 1)


def test_elrond_needs_gandalf_or_an_elf_heals_home_3_allies_and_draws() -> None:
    s = table(site=2, hand=["Elrond"])
    start_phase(s, "fellowship")
    assert "Elrond, Lord of Rivendell" not in offered(s)
    s = table(site=2, support=["Elrond", "Bilbo, Retired Adventurer", "Farmer Maggot, Chaser of Rascals"])
    for name in ("Elrond", "Bilbo", "Farmer Maggot"):
        s.card_mut(find(s, name)).wounds = 1
    s.stack = [("fellowship",), ("start_of_turn",)]
    S.RULES.run(s)
    assert [wounds(s, n) for n in ("Elrond", "Bilbo", "Farmer Maggot")] == [0, 0, 1]  # home 3, 3 and 1
    hand = len(s.zones[(0, "hand")])
    act(s, use(s, "Elrond"))
    assert len(s.zones[(0, "hand")]) == hand + 1 and wounds(s, "Elrond") == 1


def test_elven_cloak_needs_an_elf_and_lowers_the_minion_archery_total() -> None:
    s = table(site=4, fellowship=["Legolas, Prince of Mirkwood"], minions=["Goblin Archer", "Goblin Runner"])
    before = R.archery_total(s, "shadow")
    s = table(
        site=4,
        fellowship=["Legolas, Prince of Mirkwood"],
        items={"Frodo": ["Elven Cloak"]},
        minions=["Goblin Archer", "Goblin Runner"],
    )
    assert R.archery_total(s, "shadow") == max(0, before - 1)
    s = table(site=2, hand=["Elven Cloak"])
    start_phase(s, "fellowship")
    assert offered(s) == []


@pytest.mark.parametrize(
    ("tale", "bearer"), [("The Tale of Gil-galad", "Legolas"), ("The Saga of Elendil", "Aragorn")]
)
def test_a_tale_is_discarded_to_make_its_bearer_strength_plus_2(tale: str, bearer: str) -> None:
    full = {"Legolas": "Legolas, Prince of Mirkwood", "Aragorn": "Aragorn, King in Exile"}[bearer]
    s = table(site=4, fellowship=[full], items={bearer: [tale]}, minions=["Goblin Runner"])
    start_skirmish(s, bearer, ["Goblin Runner"])
    u = find(s, bearer)
    before = R.strength(s, u)
    act(s, use(s, tale))
    assert R.strength(s, u) == before + 2 and s.cards[find(s, tale)].zone == "discard"


# --- Gandalf ---------------------------------------------------------------------------------------


def test_albert_dreary_exerts_to_discard_an_isengard_or_moria_condition() -> None:
    s = table(
        site=4,
        fellowship=["Gandalf"],
        support=["Albert Dreary"],
        minions=["Goblin Runner"],
        shadow_support=["Pinned Down"],
    )
    maneuver(s)
    act(s, use(s, "Albert Dreary"))
    assert s.cards[find(s, "Pinned Down")].zone == "discard" and wounds(s, "Albert Dreary") == 1


def test_durins_secret_makes_the_move_limit_plus_1_this_turn() -> None:
    s = table(
        site=2,
        fellowship=["Gandalf", "Gimli, Dwarf of Erebor", "Legolas, Prince of Mirkwood"],
        hand=["Durin's Secret"],
    )
    start_phase(s, "fellowship")
    limit = R.move_limit(s)
    act(s, play(s, "Durin's Secret"))
    assert R.move_limit(s) == limit + 1
    s = table(site=2, fellowship=["Gandalf", "Gimli, Dwarf of Erebor"], hand=["Durin's Secret"])
    start_phase(s, "fellowship")
    assert "Durin's Secret" not in offered(s)  # no Elf to spot


# --- Gondor ----------------------------------------------------------------------------------------


def test_aragorn_ranger_of_the_north_exerts_to_be_defender_until_regroup() -> None:
    s = table(site=4, fellowship=["1_89"], minions=["Goblin Runner"])
    maneuver(s)
    act(s, use(s, "Aragorn"))
    assert R.keyword(s, find(s, "Aragorn"), "defender") == 1 and wounds(s, "Aragorn") == 1


def test_blade_of_gondor_exerts_boromir_to_wound_an_orc_he_skirmishes() -> None:
    s = table(
        site=4,
        fellowship=["Boromir, Son of Denethor"],
        items={"Boromir": ["Blade of Gondor"]},
        minions=["Moria Scout", "Guard Commander"],
    )
    start_skirmish(s, "Boromir", ["Moria Scout"])
    act(s, use(s, "Blade of Gondor"))
    assert wounds(s, "Boromir") == 1 and wounds(s, "Moria Scout") == 1 and wounds(s, "Guard Commander") == 0


def test_boromir_lord_of_gondor_is_overwhelmed_only_at_triple() -> None:
    s = table(site=2, fellowship=["Boromir, Lord of Gondor"])
    assert R.overwhelm_multiplier(s, find(s, "Boromir")) == 3


def test_boromirs_cloak_exerts_boromir_to_discard_a_weather_condition() -> None:
    s = table(
        site=4,
        fellowship=["Boromir, Son of Denethor"],
        items={"Boromir": ["Boromir's Cloak"]},
        minions=["Goblin Runner"],
        shadow_support=["Saruman's Chill"],
    )
    maneuver(s)
    act(s, use(s, "Boromir's Cloak"))
    assert s.cards[find(s, "Saruman's Chill")].zone == "discard" and wounds(s, "Boromir") == 1


def test_dagger_strike_needs_a_gondor_or_shire_companion_bearing_a_hand_weapon() -> None:
    s = table(
        site=4, fellowship=["Boromir, Son of Denethor"], minions=["Goblin Runner"], hand=["Dagger Strike"]
    )
    start_skirmish(s, "Boromir", ["Goblin Runner"])
    assert "Dagger Strike" not in offered(s)
    s = table(
        site=4,
        fellowship=["Boromir, Son of Denethor"],
        items={"Boromir": ["Blade of Gondor"]},
        minions=["Goblin Runner"],
        hand=["Dagger Strike"],
    )
    start_skirmish(s, "Boromir", ["Goblin Runner"])
    b = find(s, "Boromir")
    before, damage = R.strength(s, b), R.keyword(s, b, "damage")
    act(s, play(s, "Dagger Strike"))
    assert R.strength(s, b) == before + 2 and R.keyword(s, b, "damage") == damage + 1


def test_what_are_they_spots_a_ranger_to_discard_a_roaming_minion() -> None:
    s = table(
        site=2, fellowship=["Aragorn, King in Exile"], minions=["Goblin Runner"], hand=["What Are They?"]
    )
    maneuver(s)
    act(s, play(s, "What Are They?"))
    assert s.cards[find(s, "Goblin Runner")].zone == "discard"


# --- Shire -----------------------------------------------------------------------------------------


def test_bilbo_exerts_to_shuffle_a_shire_card_into_the_draw_deck() -> None:
    s = table(site=2, support=["Bilbo, Retired Adventurer"], discard=["Stout and Sturdy"])
    start_phase(s, "fellowship")
    act(s, use(s, "Bilbo"))
    assert s.zones[(0, "discard")] == [] and wounds(s, "Bilbo") == 1
    assert any(R.DEFS[s.cards[u].cid].name == "Stout and Sturdy" for u in s.zones[(0, "draw")])


@pytest.mark.parametrize(
    ("ally", "heals", "not_heals"),
    [("Farmer Maggot, Chaser of Rascals", "Merry", "Sam"), ("The Gaffer, Sam's Father", "Sam", "Merry")],
)
def test_hobbit_allies_exert_to_heal_named_hobbits(ally: str, heals: str, not_heals: str) -> None:
    s = table(site=2, fellowship=["Merry, Friend to Sam", "Sam, Son of Hamfast"], support=[ally])
    s.card_mut(find(s, "Merry")).wounds = 1
    s.card_mut(find(s, "Sam")).wounds = 1
    start_phase(s, "fellowship")
    act(s, use(s, ally))
    assert wounds(s, heals) == 0 and wounds(s, not_heals) == 1 and wounds(s, ally.split(",")[0]) == 1


def test_frodo_old_bilbos_heir_may_heal_a_hobbit_ally_at_the_start_of_turn() -> None:
    s = table(site=2, support=["Bilbo, Retired Adventurer"])
    s.rb[0] = frodo_old_bilbos_heir(s)
    s.card_mut(find(s, "Bilbo")).wounds = 1
    s.stack = [("fellowship",), ("start_of_turn",)]
    S.RULES.run(s)
    act(s, "yes")
    assert wounds(s, "Bilbo") == 0


def frodo_old_bilbos_heir(s: TcgState) -> int:
    return _take(s, 0, "Frodo, Old Bilbo's Heir", "fellowship")


def test_merry_from_oer_the_brandywine_is_plus_2_with_a_weapon() -> None:
    s = table(site=2, fellowship=["Merry, From O'er the Brandywine"])
    m = find(s, "Merry")
    assert R.strength(s, m) == 3
    s = table(site=2, fellowship=["Merry, From O'er the Brandywine"], items={"Merry": ["Hobbit Sword"]})
    assert R.strength(s, find(s, "Merry")) == 3 + 2 + 2  # the sword's own +2 and Merry's


def test_old_toby_plays_to_support_and_may_draw() -> None:
    s = table(site=2, hand=["Old Toby"])
    start_phase(s, "fellowship")
    act(s, play(s, "Old Toby"), "yes")
    assert s.cards[find(s, "Old Toby")].zone == "support" and len(s.zones[(0, "hand")]) == 1


def test_pippin_removes_a_burden_or_heals_a_companion_when_played() -> None:
    s = table(site=2, hand=["Pippin, Hobbit of Some Intelligence"], burdens=2)
    start_phase(s, "fellowship")
    act(s, play(s, "Pippin"))
    assert s.burdens[0] == 1  # nobody wounded: the only full option is removing a burden


def test_there_and_back_again_makes_each_hobbit_companion_plus_2_until_regroup() -> None:
    s = table(
        site=4,
        fellowship=["Sam, Son of Hamfast"],
        items={"Sam": ["There and Back Again"]},
        minions=["Goblin Runner"],
    )
    maneuver(s)
    frodo, sam = find(s, "Frodo"), find(s, "Sam")
    before = (R.strength(s, frodo), R.strength(s, sam))
    act(s, use(s, "There and Back Again"))
    assert (R.strength(s, frodo), R.strength(s, sam)) == (before[0] + 2, before[1] + 2)


def test_wealth_of_moria_reveals_3_and_keeps_the_free_peoples_cards() -> None:
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"], hand=["Wealth of Moria"])
    deck = s.zones[(0, "draw")]
    top = deck[-3:]
    free = [u for u in top if R.DEFS[s.cards[u].cid].side == "free"]
    start_phase(s, "fellowship")
    act(s, play(s, "Wealth of Moria"))
    assert [u for u in top if s.cards[u].zone == "hand"] == free
    assert all(s.cards[u].zone == "discard" for u in top if u not in free)


def test_master_proudfoot_adds_2_to_reveal_3_and_keep_the_shire_cards() -> None:
    s = table(site=2, support=["Master Proudfoot"], pool=3)
    start_phase(s, "fellowship")
    assert "Master Proudfoot" not in offered(s)  # 3 twilight tokens: not fewer than 3
    s = table(site=2, support=["Master Proudfoot"])
    top = s.zones[(0, "draw")][-3:]
    shire = [u for u in top if R.DEFS[s.cards[u].cid].culture == "shire"]
    start_phase(s, "fellowship")
    act(s, use(s, "Master Proudfoot"))
    assert s.pool == 2 and [u for u in top if s.cards[u].zone == "hand"] == shire
    assert all(s.cards[u].zone == "discard" for u in top if u not in shire)


def test_songs_of_the_blessed_realm_may_remove_a_burden_when_an_elven_tale_is_played() -> None:
    s = table(
        site=2,
        fellowship=["Legolas, Prince of Mirkwood"],
        support=["Songs of the Blessed Realm"],
        hand=["The Tale of Gil-galad", "Elven Cloak"],
        burdens=2,
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Elven Cloak"))
    act(s, pick(s, "Legolas"))
    assert s.decision is not None and "use it?" not in s.decision.prompt  # not a tale: nothing fires
    act(s, play(s, "The Tale of Gil-galad"))  # Legolas its one possible bearer
    act(s, "yes")
    assert s.burdens[0] == 1
