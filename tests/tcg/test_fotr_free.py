"""One scenario per Free Peoples card of set 1 encoded beyond the starters (``eregion/games/tcg/fotr``).

Player 0 is the Free Peoples player and player 1 the Shadow player. Each docstring paraphrases what the
card does in our words; the rules they rest on are the expanded starter rulebook's (002): events played
in their phase, costs paid before effects, special abilities of active cards.
"""

from __future__ import annotations

import pytest

from eregion.games.tcg import rules as R
from eregion.games.tcg.state import TcgState
from tcg.harness import act, find, ids, offered, pick, play, start_phase, start_skirmish, table, use, wounds

SH = 1


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def exerted(s: TcgState, name: str) -> bool:
    return s.cards[find(s, name)].wounds == 1


# --- Dwarven ---------------------------------------------------------------------------------------


def test_battle_fury_exerts_a_dwarf_for_strength_plus_3_and_damage_plus_1() -> None:
    s = table(site=4, fellowship=["Gimli, Dwarf of Erebor"], minions=["Goblin Runner"], hand=["Battle Fury"])
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    gimli = find(s, "Gimli")
    before, damage = R.strength(s, gimli), R.keyword(s, gimli, "damage")
    act(s, play(s, "Battle Fury"))
    assert exerted(s, "Gimli") and R.strength(s, gimli) == before + 3
    assert R.keyword(s, gimli, "damage") == damage + 1


def test_cleaving_blow_makes_a_dwarf_strength_plus_2_and_damage_plus_1() -> None:
    s = table(
        site=4, fellowship=["Gimli, Dwarf of Erebor"], minions=["Goblin Runner"], hand=["Cleaving Blow"]
    )
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    gimli = find(s, "Gimli")
    before, damage = R.strength(s, gimli), R.keyword(s, gimli, "damage")
    act(s, play(s, "Cleaving Blow"))
    assert R.strength(s, gimli) == before + 2 and R.keyword(s, gimli, "damage") == damage + 1
    assert wounds(s, "Gimli") == 0 and s.pool == 1


def test_delving_exerts_a_dwarf_companion_to_draw_3() -> None:
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"], hand=["Delving"])
    start_phase(s, "fellowship")
    act(s, play(s, "Delving"))
    assert exerted(s, "Gimli") and len(s.zones[(0, "hand")]) == 3


def test_dwarf_guard_needs_a_dwarf_to_be_played() -> None:
    s = table(site=2, hand=["Dwarf Guard"])
    start_phase(s, "fellowship")
    assert offered(s) == []
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"], hand=["Dwarf Guard"])
    start_phase(s, "fellowship")
    assert "Dwarf Guard" in offered(s)


def test_farin_needs_a_dwarf_and_is_strength_plus_2_against_an_orc() -> None:
    s = table(
        site=4, fellowship=["Gimli, Dwarf of Erebor", "Farin"], minions=["Goblin Runner", "Uruk Savage"]
    )
    farin = find(s, "Farin")
    assert R.strength(s, farin) == 5
    start_skirmish(s, "Farin", ["Goblin Runner"])
    assert R.strength(s, farin) == 7
    s = table(site=2, hand=["Farin"])
    start_phase(s, "fellowship")
    assert offered(s) == []


def test_farin_is_not_stronger_against_an_uruk() -> None:
    s = table(site=5, fellowship=["Farin"], minions=["Uruk Savage"])
    start_skirmish(s, "Farin", ["Uruk Savage"])
    assert R.strength(s, find(s, "Farin")) == 5


def test_gimli_son_of_gloin_exerts_for_strength_plus_2() -> None:
    s = table(site=4, fellowship=["Gimli, Son of Glóin"], minions=["Goblin Runner"])
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    act(s, use(s, "Gimli"))
    assert R.strength(s, find(s, "Gimli")) == 8 and exerted(s, "Gimli")


@pytest.mark.parametrize("option", [0, 1])
def test_here_lies_balin_wounds_two_orcs_or_one_orc_twice(option: int) -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        minions=["Cave Troll of Moria", "Goblin Archer", "Ancient Chieftain"],
        hand=["Here Lies Balin"],
    )
    start_phase(s, "maneuver")
    act(s, play(s, "Here Lies Balin"), f"opt:{option}")
    assert sorted(R.d(s, int(a[5:])).title for a in ids(s) if a.startswith("pick:")) == [
        "Ancient Chieftain",
        "Goblin Archer",
    ]  # the troll is no Orc; Gimli paid already
    act(s, pick(s, "Goblin Archer"))  # (option 0: the other Orc is the only one left, taken at once)
    if option == 0:
        assert wounds(s, "Goblin Archer") == 1 and wounds(s, "Ancient Chieftain") == 1
    else:
        assert wounds(s, "Goblin Archer") == 2 and wounds(s, "Ancient Chieftain") == 0
    assert exerted(s, "Gimli") and wounds(s, "Cave Troll") == 0


# --- Elven -----------------------------------------------------------------------------------------


def test_arwen_is_strength_plus_3_against_a_nazgul() -> None:
    s = table(site=3, fellowship=["Arwen, Daughter of Elrond"], minions=["The Witch-king"])
    start_skirmish(s, "Arwen", ["The Witch-king"])
    assert R.strength(s, find(s, "Arwen")) == 9


@pytest.mark.parametrize(("minion", "bonus"), [("Goblin Marksman", 4), ("Goblin Runner", 2)])
def test_border_defenses_plus_2_or_plus_4_against_an_archer(minion: str, bonus: int) -> None:
    s = table(site=4, fellowship=["Legolas, Prince of Mirkwood"], minions=[minion], hand=["Border Defenses"])
    start_skirmish(s, "Legolas", [minion])
    legolas = find(s, "Legolas")
    before = R.strength(s, legolas)
    act(s, play(s, "Border Defenses"))
    assert R.strength(s, legolas) == before + bonus


def test_elf_song_spots_an_elf_to_remove_a_burden() -> None:
    s = table(site=2, fellowship=["Legolas, Prince of Mirkwood"], hand=["Elf-song"], burdens=2)
    start_phase(s, "fellowship")
    act(s, play(s, "Elf-song"))
    assert s.burdens[0] == 1


def test_elven_bow_makes_its_elf_an_archer() -> None:
    s = table(site=2, fellowship=["Arwen, Daughter of Elrond"], items={"Arwen": ["Elven Bow"]})
    assert R.keyword(s, find(s, "Arwen"), "archer") == 1 and R.archery_total(s, "free") == 1


def test_lorien_elf_needs_an_elf_to_be_played() -> None:
    s = table(site=2, fellowship=["Legolas, Prince of Mirkwood"], hand=["Lórien Elf"])
    start_phase(s, "fellowship")
    assert offered(s) == ["Lórien Elf"]


@pytest.mark.parametrize(("ally", "minion"), [("Orophin", "Uruk Savage"), ("Rúmil", "Goblin Archer")])
def test_lorien_bowmen_exert_in_archery_to_wound_their_foes(ally: str, minion: str) -> None:
    """Orophin wounds an Uruk-hai, Rúmil an Orc."""
    s = table(site=5, support=[ally], minions=[minion])
    start_phase(s, "archery")
    act(s, use(s, ally))
    assert wounds(s, ally) == 1 and wounds(s, minion) == 1


def test_the_seen_and_the_unseen_exerts_two_elves_to_discard_a_condition() -> None:
    s = table(
        site=5,
        fellowship=["Legolas, Prince of Mirkwood", "Arwen, Daughter of Elrond"],
        shadow_support=["Uruk-hai Armory"],
        hand=["The Seen and the Unseen"],
    )
    start_phase(s, "fellowship")
    act(s, play(s, "The Seen and the Unseen"))
    act(s, pick(s, "Legolas"))
    assert exerted(s, "Legolas") and exerted(s, "Arwen")
    assert s.cards[find(s, "Uruk-hai Armory")].zone == "discard"


def test_stand_against_darkness_discards_a_sauron_minion() -> None:
    s = table(
        site=6,
        fellowship=["Legolas, Prince of Mirkwood"],
        minions=["Orc Soldier"],
        hand=["Stand Against Darkness"],
    )
    start_phase(s, "maneuver")
    act(s, play(s, "Stand Against Darkness"))
    assert exerted(s, "Legolas") and s.cards[find(s, "Orc Soldier")].zone == "discard"


# --- Gandalf, Gondor, Shire --------------------------------------------------------------------------


def test_servant_of_the_secret_fire_makes_a_minion_strength_minus_3() -> None:
    s = table(site=4, fellowship=["Gandalf, The Grey Wizard"], minions=["Goblin Runner"], hand=["Servant"])
    start_skirmish(s, "Gandalf", ["Goblin Runner"])
    runner = find(s, "Goblin Runner")
    before = R.strength(s, runner)
    act(s, play(s, "Servant of the Secret Fire"))
    assert R.strength(s, runner) == before - 3


@pytest.mark.parametrize(("exert", "stronger"), [("Aragorn", "Arwen"), ("Arwen", "Aragorn")])
def test_arwens_fate_exerts_one_lover_to_make_the_other_stronger(exert: str, stronger: str) -> None:
    s = table(
        site=3,
        fellowship=["Aragorn, King in Exile", "Arwen, Daughter of Elrond"],
        minions=["The Witch-king"],
        hand=["Arwen's Fate"],
    )
    start_skirmish(s, stronger, ["The Witch-king"])
    u = find(s, stronger)
    before = R.strength(s, u)
    act(s, play(s, "Arwen's Fate"), "opt:0" if exert == "Aragorn" else "opt:1")
    assert exerted(s, exert) and R.strength(s, u) == before + 3


def test_elendils_valor_makes_a_gondor_companion_defender_until_regroup() -> None:
    s = table(
        site=4, fellowship=["Boromir, Son of Denethor"], minions=["Goblin Runner"], hand=["Elendil's Valor"]
    )
    start_phase(s, "maneuver")
    act(s, play(s, "Elendil's Valor"))
    assert R.keyword(s, find(s, "Boromir"), "defender") == 1


def test_foes_of_mordor_exerts_a_gondor_character_to_wound_a_sauron_minion() -> None:
    s = table(
        site=6, fellowship=["Boromir, Son of Denethor"], support=["Foes of Mordor"], minions=["Orc Soldier"]
    )
    start_phase(s, "maneuver")
    act(s, use(s, "Foes of Mordor"))
    assert exerted(s, "Boromir") and wounds(s, "Orc Soldier") == 1


def test_pursuit_just_behind_wounds_every_minion() -> None:
    s = table(
        site=4,
        fellowship=["Aragorn, King in Exile"],
        minions=["Cave Troll of Moria", "Goblin Runner"],
        hand=["Pursuit Just Behind"],
    )
    start_phase(s, "regroup")
    act(s, play(s, "Pursuit Just Behind"))
    assert exerted(s, "Aragorn") and wounds(s, "Cave Troll") == 1
    assert s.cards[find(s, "Goblin Runner")].zone == "discard"  # vitality 1


def test_rangers_sword_makes_aragorn_damage_plus_1() -> None:
    s = table(site=2, fellowship=["Aragorn, King in Exile"], items={"Aragorn": ["Ranger's Sword"]})
    aragorn = find(s, "Aragorn")
    assert R.keyword(s, aragorn, "damage") == 1 and R.strength(s, aragorn) == 10


def test_halfling_deftness_exerts_a_hobbit_for_strength_plus_3() -> None:
    s = table(site=2, minions=["Goblin Runner"], hand=["Halfling Deftness"])
    start_skirmish(s, "Frodo", ["Goblin Runner"])
    before = R.strength(s, find(s, "Frodo"))
    act(s, play(s, "Halfling Deftness"))
    assert R.strength(s, find(s, "Frodo")) == before + 3 and exerted(s, "Frodo")


def test_stout_and_sturdy_heals_a_hobbit() -> None:
    s = table(site=2, minions=["Goblin Runner"], hand=["Stout and Sturdy"])
    s.card_mut(find(s, "Frodo")).wounds = 2
    start_phase(s, "maneuver")
    act(s, play(s, "Stout and Sturdy"))
    assert wounds(s, "Frodo") == 1
