"""One scenario per Shadow card and site of set 1 encoded beyond the starters (``eregion/games/tcg/fotr``).

Player 0 is the Free Peoples player and player 1 the Shadow player. Each docstring paraphrases what the
card does in our words; the rules are the expanded starter rulebook's (002): the action procedure (the
Free Peoples player first, then in turn), static abilities while a card is active, site text while
the fellowship is there.
"""

from __future__ import annotations

import pytest

from eregion.games.tcg import rules as R
from eregion.games.tcg.state import TcgState
from tcg.harness import (
    act,
    find,
    offered,
    pick,
    play,
    put_site,
    start_phase,
    start_skirmish,
    table,
    use,
)

SH = 1


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def wounds(s: TcgState, name: str) -> int:
    return s.cards[find(s, name)].wounds


def fierce(s: TcgState, name: str) -> bool:
    return R.keyword(s, find(s, name), "fierce") > 0


def maneuver(s: TcgState, card: str) -> TcgState:
    """Start the maneuver phase and pass the Free Peoples player's first action, then play/use ``card``."""
    start_phase(s, "maneuver")
    act(s, "pass")
    return s


def test_hunt_them_down_makes_an_uruk_fierce_until_regroup() -> None:
    s = table(
        site=5, fellowship=["Aragorn"], minions=["Uruk Savage"], shadow_hand=["Hunt Them Down!"], pool=3
    )
    maneuver(s, "Hunt Them Down!")
    act(s, play(s, "Hunt Them Down!"))
    assert fierce(s, "Uruk Savage") and s.pool == 0


def test_lurtz_spots_another_uruk_to_become_fierce() -> None:
    s = table(site=5, fellowship=["Aragorn"], minions=["Lurtz, Servant of Isengard", "Uruk Savage"])
    maneuver(s, "Lurtz")
    act(s, use(s, "Lurtz, Servant"))
    assert fierce(s, "Lurtz, Servant") and not fierce(s, "Uruk Savage")
    s = table(site=5, fellowship=["Aragorn"], minions=["Lurtz, Servant of Isengard"])
    start_phase(s, "maneuver")
    assert offered(s, SH) == []


def test_lurtzs_battle_cry_trades_strength_for_damage() -> None:
    s = table(
        site=5, fellowship=["Aragorn"], minions=["Uruk Savage"], shadow_hand=["Lurtz's Battle Cry"], pool=1
    )
    start_skirmish(s, "Aragorn", ["Uruk Savage"])
    savage = find(s, "Uruk Savage")
    before = R.strength(s, savage)
    act(s, "pass")
    act(s, play(s, "Lurtz's Battle Cry"))
    assert R.strength(s, savage) == before - 1 and R.keyword(s, savage, "damage") == 2


@pytest.mark.parametrize(("minion", "companions"), [("Uruk Fighter", 5), ("Uruk Warrior", 6)])
def test_uruk_fighter_and_warrior_are_fierce_with_enough_companions(minion: str, companions: int) -> None:
    many = [
        "Aragorn",
        "Boromir, Son of Denethor",
        "Gimli, Dwarf of Erebor",
        "Legolas, Prince of Mirkwood",
        "Sam",
    ]
    s = table(site=5, fellowship=many[: companions - 2], minions=[minion])
    start_phase(s, "maneuver")
    assert offered(s, SH) == []  # one companion short (Frodo counts)
    s = table(site=5, fellowship=many[: companions - 1], minions=[minion])
    maneuver(s, minion)
    act(s, use(s, minion))
    assert fierce(s, minion)


def test_uruk_lieutenant_is_strength_plus_1_per_other_uruk() -> None:
    s = table(site=5, minions=["Uruk Lieutenant", "Uruk Savage", "Uruk Savage"])
    assert R.strength(s, find(s, "Uruk Lieutenant")) == 10


def test_uruk_messenger_is_stronger_while_a_weather_condition_is_spotted() -> None:
    s = table(site=5, minions=["Uruk Messenger"])
    assert R.strength(s, find(s, "Uruk Messenger")) == 6
    s = table(site=5, minions=["Uruk Messenger"], shadow_support=["Saruman's Chill"])
    assert R.strength(s, find(s, "Uruk Messenger")) == 9


@pytest.mark.parametrize(
    ("minion", "others", "bonus"),
    [
        ("Ancient Chieftain", ["Goblin Runner", "Goblin Archer"], 2),
        ("Morgul Warden", ["Orc Soldier"], 1),
        ("The Witch-king", ["Úlairë Attëa", "Úlairë Otsëa"], 4),
    ],
)
def test_strength_for_each_other_minion_of_a_kind(minion: str, others: list[str], bonus: int) -> None:
    """Ancient Chieftain (+1 per other [moria] Orc), Morgul Warden (+1 per other [sauron] Orc), The
    Witch-king (+2 per other Nazgûl)."""
    alone = table(site=3, minions=[minion])
    s = table(site=3, minions=[minion, *others])
    assert R.strength(s, find(s, minion)) == R.strength(alone, find(alone, minion)) + bonus


def test_morgul_hunter_is_strength_plus_1_per_companion() -> None:
    s = table(site=6, fellowship=["Aragorn", "Sam"], minions=["Morgul Hunter"])
    assert R.strength(s, find(s, "Morgul Hunter")) == 9 + 3  # Frodo, Aragorn and Sam


def test_bitter_hatred_spots_a_moria_archer_to_wound_an_elf() -> None:
    s = table(
        site=4,
        pool=1,
        fellowship=["Legolas, Prince of Mirkwood"],
        minions=["Goblin Archer"],
        shadow_hand=["Bitter Hatred"],
    )
    start_phase(s, "archery")
    act(s, "pass")
    act(s, play(s, "Bitter Hatred"))
    assert wounds(s, "Legolas") == 1


def test_cave_trolls_hammer_makes_the_troll_damage_plus_2_in_all() -> None:
    s = table(site=4, minions=["Cave Troll of Moria"])
    troll = find(s, "Cave Troll")
    put = table(site=4, minions=["Cave Troll of Moria"], items={"Cave Troll": ["Cave Troll's Hammer"]})
    assert R.keyword(s, troll, "damage") == 1 and R.keyword(put, find(put, "Cave Troll"), "damage") == 2


def test_goblin_archer_cuts_the_fellowship_archery_beside_another_moria_orc() -> None:
    s = table(site=4, fellowship=["Legolas, Prince of Mirkwood", "Aragorn"], minions=["Goblin Archer"])
    assert R.archery_total(s, "free") == 1
    s = table(site=4, fellowship=["Legolas, Prince of Mirkwood"], minions=["Goblin Archer", "Goblin Runner"])
    assert R.archery_total(s, "free") == 0


def test_goblin_wallcrawler_underground_and_beside_another_moria_orc() -> None:
    s = table(site=4, fellowship=["Legolas, Prince of Mirkwood"], minions=["Goblin Wallcrawler"])
    put_site(s, "Balin's Tomb")  # an underground site 4
    assert R.strength(s, find(s, "Goblin Wallcrawler")) == 8 and R.archery_total(s, "free") == 1
    s = table(
        site=4, fellowship=["Legolas, Prince of Mirkwood"], minions=["Goblin Wallcrawler", "Goblin Runner"]
    )
    assert R.archery_total(s, "free") == 0


def test_guard_commander_removes_3_twilight_to_make_a_moria_orc_stronger() -> None:
    s = table(site=4, fellowship=["Aragorn"], minions=["Guard Commander", "Goblin Runner"], pool=3)
    start_skirmish(s, "Aragorn", ["Goblin Runner"])
    runner = find(s, "Goblin Runner")
    before = R.strength(s, runner)
    act(s, "pass")
    act(s, use(s, "Guard Commander"))
    act(s, pick(s, "Goblin Runner"))
    assert R.strength(s, runner) == before + 2 and s.pool == 0


def test_moria_axe_damage_plus_1_and_exert_bearer_for_strength_plus_2() -> None:
    s = table(
        site=4, fellowship=["Aragorn"], minions=["Goblin Runner"], items={"Goblin Runner": ["Moria Axe"]}
    )
    runner = find(s, "Goblin Runner")
    assert R.keyword(s, runner, "damage") == 1
    s = table(
        site=4,
        fellowship=["Aragorn"],
        minions=["Ancient Chieftain"],
        items={"Ancient Chieftain": ["Moria Axe"]},
    )
    start_skirmish(s, "Aragorn", ["Ancient Chieftain"])
    chief = find(s, "Ancient Chieftain")
    before = R.strength(s, chief)
    act(s, "pass")
    act(s, use(s, "Moria Axe"))
    assert R.strength(s, chief) == before + 2 and wounds(s, "Ancient Chieftain") == 1


def test_pinned_down_while_a_moria_archer_is_spotted() -> None:
    s = table(site=4, fellowship=["Legolas, Prince of Mirkwood", "Aragorn"], shadow_support=["Pinned Down"])
    assert R.archery_total(s, "free") == 1
    s = table(
        site=4,
        fellowship=["Legolas, Prince of Mirkwood"],
        minions=["Goblin Marksman"],
        shadow_support=["Pinned Down"],
    )
    assert R.archery_total(s, "free") == 0


def test_threat_of_the_unknown_exerts_your_moria_orc_to_draw_2() -> None:
    s = table(site=4, minions=["Goblin Archer"], shadow_hand=["Threat of the Unknown"])
    start_phase(s, "shadow")
    act(s, play(s, "Threat of the Unknown"))
    assert wounds(s, "Goblin Archer") == 1 and len(s.zones[(SH, "hand")]) == 2


@pytest.mark.parametrize(("minion", "bonus"), [("Legolas, Prince of Mirkwood", 4), ("Aragorn", 2)])
def test_unfamiliar_territory_plus_4_against_an_archer(minion: str, bonus: int) -> None:
    s = table(site=4, fellowship=[minion], minions=["Goblin Runner"], shadow_hand=["Unfamiliar Territory"])
    start_skirmish(s, minion.split(",")[0], ["Goblin Runner"])
    runner = find(s, "Goblin Runner")
    before = R.strength(s, runner)
    act(s, "pass")
    act(s, play(s, "Unfamiliar Territory"))
    assert R.strength(s, runner) == before + bonus


def test_what_is_this_new_devilry_from_site_5_companions_cost_2_more() -> None:
    s = table(site=5, hand=["Sam"], shadow_support=["What Is This New Devilry?"])
    sam = find(s, "Sam")
    assert R.twilight_cost(s, sam) == 2 + 2
    s = table(site=4, hand=["Sam"], shadow_support=["What Is This New Devilry?"])
    assert R.twilight_cost(s, find(s, "Sam")) == 2


def test_fear_exerts_your_nazgul_to_discard_an_ally() -> None:
    s = table(site=3, support=["Barliman Butterbur"], minions=["Úlairë Otsëa"], shadow_hand=["Fear"], pool=1)
    maneuver(s, "Fear")
    act(s, play(s, "Fear"))
    assert wounds(s, "Úlairë Otsëa") == 1 and s.cards[find(s, "Barliman")].zone == "discard"


def test_nazgul_sword_is_damage_plus_1_while_3_burdens() -> None:
    s = table(site=3, minions=["Úlairë Otsëa"], items={"Úlairë Otsëa": ["Nazgûl Sword"]}, burdens=2)
    otsea = find(s, "Úlairë Otsëa")
    assert R.keyword(s, otsea, "damage") == 0
    s.burdens[0] = 3
    assert R.keyword(s, otsea, "damage") == 1


def test_relentless_charge_wounds_every_archer_companion() -> None:
    s = table(
        site=3,
        fellowship=["Legolas, Prince of Mirkwood", "Aragorn"],
        minions=["Úlairë Otsëa"],
        shadow_hand=["Relentless Charge"],
    )
    maneuver(s, "Relentless Charge")
    act(s, play(s, "Relentless Charge"))
    assert wounds(s, "Legolas") == 1 and wounds(s, "Aragorn") == 0


def test_their_power_is_in_terror_wounds_every_ally() -> None:
    s = table(
        site=3,
        support=["Barliman Butterbur"],
        minions=["Úlairë Otsëa"],
        shadow_hand=["Their Power Is in Terror"],
    )
    maneuver(s, "Their Power Is in Terror")
    act(s, play(s, "Their Power Is in Terror"))
    assert wounds(s, "Barliman") == 1


def test_ulaire_attea_pumps_itself_up_to_plus_5() -> None:
    s = table(site=3, fellowship=["Aragorn"], minions=["Úlairë Attëa"], pool=6)
    start_skirmish(s, "Aragorn", ["Úlairë Attëa"])
    attea = find(s, "Úlairë Attëa")
    act(s, "pass")
    for _ in range(5):
        act(s, use(s, "Úlairë Attëa"), "pass")
    assert R.strength(s, attea) == 17 and s.pool == 1 and offered(s, SH) == []


def test_ulaire_otsea_exerts_to_make_a_ringwraith_minion_fierce() -> None:
    s = table(site=3, fellowship=["Aragorn"], minions=["Úlairë Otsëa", "Úlairë Lemenya"])
    start_phase(s, "shadow")
    act(s, use(s, "Úlairë Otsëa"))
    act(s, pick(s, "Úlairë Lemenya"))
    assert fierce(s, "Úlairë Lemenya") and wounds(s, "Úlairë Otsëa") == 1


def test_curse_from_mordor_spots_a_sauron_orc_to_discard_an_elven_condition() -> None:
    s = table(site=6, support=["Mallorn-trees"], minions=["Orc Soldier"], shadow_hand=["Curse From Mordor"])
    start_phase(s, "shadow")
    act(s, play(s, "Curse From Mordor"))
    assert s.cards[find(s, "Mallorn-trees")].zone == "discard"


def test_hate_wounds_a_companion_but_never_the_ring_bearer() -> None:
    s = table(site=6, fellowship=["Aragorn"], minions=["Orc Soldier"], shadow_hand=["Hate"])
    maneuver(s, "Hate")
    act(s, play(s, "Hate"))
    assert wounds(s, "Aragorn") == 1 and wounds(s, "Frodo") == 0 and wounds(s, "Orc Soldier") == 1


def test_journey_into_danger_while_5_companions() -> None:
    five = ["Aragorn", "Boromir, Son of Denethor", "Gimli, Dwarf of Erebor", "Legolas, Prince of Mirkwood"]
    s = table(site=6, fellowship=five, hand=["Sam"], shadow_support=["Journey Into Danger"])
    assert R.twilight_cost(s, find(s, "Sam")) == 4
    s = table(site=6, fellowship=five[:3], hand=["Sam"], shadow_support=["Journey Into Danger"])
    assert R.twilight_cost(s, find(s, "Sam")) == 2


def test_mordors_strength_wounds_the_character_an_orc_skirmishes() -> None:
    s = table(
        site=6, fellowship=["Aragorn"], minions=["Orc Soldier"], shadow_hand=["Mordor's Strength"], pool=1
    )
    start_skirmish(s, "Aragorn", ["Orc Soldier"])
    act(s, "pass")
    act(s, play(s, "Mordor's Strength"))
    assert wounds(s, "Orc Soldier") == 1 and wounds(s, "Aragorn") == 1


@pytest.mark.parametrize("minion", ["Orc Hunters", "Orc Soldier", "Orc War Band"])
def test_orcs_exert_to_wound_the_character_they_skirmish(minion: str) -> None:
    s = table(site=6, fellowship=["Aragorn", "Sam"], minions=[minion])
    start_skirmish(s, "Aragorn", [minion])
    act(s, "pass")
    act(s, use(s, minion))
    assert wounds(s, minion) == 1 and wounds(s, "Aragorn") == 1 and wounds(s, "Sam") == 0


def test_an_orc_not_in_the_skirmish_has_no_one_to_wound() -> None:
    s = table(site=6, fellowship=["Aragorn", "Sam"], minions=["Orc Soldier", "Orc Hunters"])
    start_skirmish(s, "Aragorn", ["Orc Hunters"])
    act(s, "pass")
    assert offered(s, SH) == ["Orc Hunters"]


def test_orc_bowmen_add_to_the_minion_archery_while_a_sauron_orc() -> None:
    s = table(site=6, shadow_support=["Orc Bowmen"])
    assert R.archery_total(s, "shadow") == 0
    s = table(site=6, minions=["Orc Soldier"], shadow_support=["Orc Bowmen"])
    assert R.archery_total(s, "shadow") == 1


def test_seeking_its_master_exerts_an_orc_and_removes_2_to_draw() -> None:
    s = table(site=6, minions=["Orc Soldier"], shadow_support=["Seeking Its Master"], pool=2)
    start_phase(s, "shadow")
    act(s, use(s, "Seeking Its Master"))
    assert wounds(s, "Orc Soldier") == 1 and s.pool == 0 and len(s.zones[(SH, "hand")]) == 1


def test_shadows_reach_discards_a_free_peoples_condition() -> None:
    s = table(
        site=6, support=["Mallorn-trees"], minions=["Orc Soldier"], shadow_hand=["Shadow's Reach"], pool=1
    )
    start_phase(s, "shadow")
    act(s, play(s, "Shadow's Reach"))
    assert s.cards[find(s, "Mallorn-trees")].zone == "discard" and wounds(s, "Orc Soldier") == 1


def test_strength_born_of_fear_removes_3_for_a_sauron_orc_plus_1() -> None:
    s = table(
        site=6, fellowship=["Aragorn"], minions=["Orc Soldier"], shadow_support=["Strength Born"], pool=3
    )
    start_skirmish(s, "Aragorn", ["Orc Soldier"])
    soldier = find(s, "Orc Soldier")
    before = R.strength(s, soldier)
    act(s, "pass")
    act(s, use(s, "Strength Born of Fear"))
    assert R.strength(s, soldier) == before + 1 and s.pool == 0


def test_green_hill_country_hobbits_cost_1_less_there() -> None:
    s = table(site=1, hand=["Sam"])
    put_site(s, "Green Hill Country")
    assert R.twilight_cost(s, find(s, "Sam")) == 1


def test_weatherhills_nazgul_cost_1_less_and_weathertop_makes_them_fierce() -> None:
    s = table(site=2, shadow_hand=["Úlairë Otsëa"])
    put_site(s, "Weatherhills")
    assert R.twilight_cost(s, find(s, "Úlairë Otsëa")) == 3
    s = table(site=2, minions=["Úlairë Otsëa"])
    assert not fierce(s, "Úlairë Otsëa")
    put_site(s, "Weathertop")
    assert fierce(s, "Úlairë Otsëa")
