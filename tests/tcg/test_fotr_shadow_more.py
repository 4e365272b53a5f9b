"""One scenario per Shadow card and site of set 1 encoded in the second batch (``eregion/games/tcg/fotr``):
cards discarded at random from hand, a bearer's skirmish wins, limited pumps on a bearer, the minion
archery and move limit, sites that play a companion from the draw deck.

Player 0 is the Free Peoples player and player 1 the Shadow player. Docstrings paraphrase the card in our
words; the rules are the expanded starter rulebook's (002): events in their phase, costs before effects,
site text while the fellowship is there, and CR 4.2 "Draw deck": a deck looked through is reshuffled.
"""

from __future__ import annotations

import pytest

from eregion.games.tcg import rules as R
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

SH = 1


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def choose(s: TcgState, uid: int) -> TcgState:
    """Pick this card where the ability asks (a card from hand or the draw deck is always asked for,
    so that being asked tells nothing of what is there)."""
    if f"pick:{uid}" in ids(s):
        act(s, f"pick:{uid}")
    return s


def maneuver(s: TcgState) -> TcgState:
    """Start the maneuver phase and pass the Free Peoples player's first action."""
    start_phase(s, "maneuver")
    act(s, "pass")
    return s


SIX = [
    "Aragorn, King in Exile",
    "Boromir, Son of Denethor",
    "Gimli, Dwarf of Erebor",
    "Legolas, Prince of Mirkwood",
]
SIX += ["Sam, Son of Hamfast"]  # with Frodo: 6 companions


# --- Isengard --------------------------------------------------------------------------------------


def test_greed_needs_6_companions_and_2_twilight_to_wound_a_companion_not_the_ring_bearer() -> None:
    s = table(site=5, fellowship=SIX, minions=["Uruk Savage"], shadow_support=["Greed"], pool=2)
    maneuver(s)
    act(s, use(s, "Greed"))
    assert all(not a.endswith(f":{find(s, 'Frodo')}") for a in ids(s))  # never the Ring-bearer
    act(s, pick(s, "Sam"))
    assert wounds(s, "Sam") == 1 and s.pool == 0
    s = table(site=5, fellowship=SIX[:-1], minions=["Uruk Savage"], shadow_support=["Greed"], pool=2)
    maneuver(s)
    assert "Greed" not in offered(s, SH)


def test_sarumans_power_exerts_an_isengard_minion_to_discard_every_condition() -> None:
    s = table(
        site=5,
        fellowship=["Aragorn, King in Exile"],
        support=["Lord of Moria"],
        minions=["Uruk Savage"],
        shadow_support=["Pinned Down"],
        shadow_hand=["Saruman's Power"],
        pool=2,
    )
    start_phase(s, "shadow")
    act(s, play(s, "Saruman's Power"))
    assert (
        s.cards[find(s, "Lord of Moria")].zone == "discard"
        and s.cards[find(s, "Pinned Down")].zone == "discard"
    )
    assert wounds(s, "Uruk Savage") == 1


def test_savagery_is_plus_2_or_with_5_companions_plus_4_and_fierce() -> None:
    s = table(
        site=5, fellowship=SIX[:4], minions=["Uruk Savage"], shadow_hand=["Savagery to Match Their Numbers"]
    )
    start_skirmish(s, "Aragorn", ["Uruk Savage"])
    act(s, "pass")
    u = find(s, "Uruk Savage")
    before = R.strength(s, u)
    act(s, play(s, "Savagery"))
    opts = ids(s)
    assert opts == ["opt:0", "opt:1"]
    act(s, "opt:1")
    assert R.strength(s, u) == before + 4 and R.keyword(s, u, "fierce")
    s = table(
        site=5, fellowship=SIX[:2], minions=["Uruk Savage"], shadow_hand=["Savagery to Match Their Numbers"]
    )
    start_skirmish(s, "Aragorn", ["Uruk Savage"])
    act(s, "pass")
    u = find(s, "Uruk Savage")
    before = R.strength(s, u)
    act(s, play(s, "Savagery"))
    assert R.strength(s, u) == before + 2 and not R.keyword(s, u, "fierce")


def test_uruk_hai_sword_mills_the_top_card_each_time_its_bearer_wins() -> None:
    s = table(
        site=5,
        fellowship=["Gimli, Dwarf of Erebor"],
        minions=["Uruk Savage"],
        items={"Uruk Savage": ["Uruk-hai Sword"]},
    )
    deck = list(s.zones[(0, "draw")])
    start_skirmish(s, "Gimli", ["Uruk Savage"])
    passes(s)
    assert s.zones[(0, "draw")] == deck[:-1] and s.zones[(0, "discard")][-1:] == deck[-1:]


# --- Moria -----------------------------------------------------------------------------------------


def test_goblin_warrior_may_discard_a_dwarven_ally_or_condition_when_played() -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        support=["Lord of Moria"],
        shadow_hand=["Goblin Warrior"],
        pool=4,
    )
    start_phase(s, "shadow")
    act(s, play(s, "Goblin Warrior"))
    act(s, "yes")
    assert s.cards[find(s, "Lord of Moria")].zone == "discard"


def test_trolls_keyward_makes_the_cave_troll_cost_2_less() -> None:
    s = table(site=4, minions=["Troll's Keyward"], shadow_hand=["Cave Troll of Moria"])
    troll = find(s, "Cave Troll")
    alone = table(site=4, shadow_hand=["Cave Troll of Moria"])
    assert R.twilight_cost(s, troll) == R.twilight_cost(alone, find(alone, "Cave Troll")) - 2


# --- Ringwraith ------------------------------------------------------------------------------------


def test_all_veils_removed_is_plus_5_while_the_ring_is_worn() -> None:
    for wearing, bonus in ((False, 2), (True, 5)):
        s = table(
            site=3,
            fellowship=["Aragorn, King in Exile"],
            minions=["Úlairë Attëa"],
            shadow_hand=["All Veils Removed"],
            pool=1,
        )
        start_skirmish(s, "Aragorn", ["Úlairë Attëa"])
        s.wearing = wearing
        act(s, "pass")
        u = find(s, "Úlairë Attëa")
        before = R.strength(s, u)
        act(s, play(s, "All Veils Removed"))
        assert R.strength(s, u) == before + bonus


def test_threshold_of_shadow_is_plus_4_with_5_burdens() -> None:
    for burdens, bonus in ((4, 2), (5, 4)):
        s = table(
            site=3,
            fellowship=["Aragorn, King in Exile"],
            minions=["Úlairë Attëa"],
            shadow_hand=["Threshold of Shadow"],
            burdens=burdens,
            pool=1,
        )
        start_skirmish(s, "Aragorn", ["Úlairë Attëa"])
        act(s, "pass")
        u = find(s, "Úlairë Attëa")
        before = R.strength(s, u)
        act(s, play(s, "Threshold of Shadow"))
        assert R.strength(s, u) == before + bonus


def test_morgul_gates_plays_a_nazgul_for_2_less() -> None:
    s = table(
        site=3, fellowship=["Aragorn, King in Exile"], shadow_hand=["Morgul Gates", "Úlairë Attëa"], pool=6
    )
    start_phase(s, "shadow")
    cost = R.play_cost(s, find(s, "Úlairë Attëa"))
    act(s, play(s, "Morgul Gates"))
    act(s, pick(s, "Úlairë Attëa"))
    assert s.cards[find(s, "Úlairë Attëa")].zone == "shadow" and s.pool == 6 - (cost - 2)


def test_not_easily_destroyed_removes_3_to_heal_a_nazgul() -> None:
    s = table(
        site=3,
        fellowship=["Aragorn, King in Exile"],
        minions=["Úlairë Attëa"],
        shadow_support=["Not Easily Destroyed"],
        pool=3,
    )
    s.card_mut(find(s, "Úlairë Attëa")).wounds = 2
    maneuver(s)
    act(s, use(s, "Not Easily Destroyed"))
    assert wounds(s, "Úlairë Attëa") == 1 and s.pool == 0


def test_ulaire_enquea_wounds_a_companion_with_6_companions_or_5_burdens() -> None:
    s = table(site=3, fellowship=SIX[:3], minions=["Úlairë Enquëa"])
    maneuver(s)
    assert "Úlairë Enquëa, Lieutenant of Morgul" not in offered(s, SH)
    s = table(site=3, fellowship=SIX[:3], minions=["Úlairë Enquëa"], burdens=5)
    maneuver(s)
    act(s, use(s, "Úlairë Enquëa"))
    assert all(not a.endswith(f":{find(s, 'Frodo')}") for a in ids(s))  # never the Ring-bearer
    act(s, pick(s, "Gimli"))
    assert wounds(s, "Gimli") == 1 and wounds(s, "Úlairë Enquëa") == 1
    s = table(site=3, fellowship=SIX, minions=["Úlairë Enquëa"])
    maneuver(s)
    assert "Úlairë Enquëa, Lieutenant of Morgul" in offered(s, SH)


def test_wreathed_in_shadow_removes_1_to_lower_the_fellowship_archery_total() -> None:
    s = table(
        site=3,
        fellowship=["Legolas, Prince of Mirkwood"],
        minions=["Úlairë Attëa"],
        shadow_support=["Wreathed in Shadow"],
        pool=1,
    )
    start_phase(s, "archery")
    before = R.archery_total(s, "free")
    act(s, "pass")
    act(s, use(s, "Wreathed in Shadow"))
    assert R.archery_total(s, "free") == before - 1 and s.pool == 0


# --- Sauron ----------------------------------------------------------------------------------------


def test_orc_inquisitor_may_make_the_free_peoples_player_discard_at_random() -> None:
    s = table(
        site=6,
        fellowship=["Aragorn, King in Exile"],
        hand=["Elf-song", "Axe Strike"],
        shadow_hand=["Orc Inquisitor"],
        pool=3,
    )
    start_phase(s, "shadow")
    act(s, play(s, "Orc Inquisitor"))
    act(s, "yes")
    assert len(s.zones[(0, "hand")]) == 1 and len(s.zones[(0, "discard")]) == 1


def test_orc_scimitar_pumps_its_bearer_at_most_plus_3() -> None:
    s = table(
        site=6,
        fellowship=["Aragorn, King in Exile"],
        minions=["Orc Soldier"],
        items={"Orc Soldier": ["Orc Scimitar"]},
        pool=5,
    )
    start_skirmish(s, "Aragorn", ["Orc Soldier"])
    u = find(s, "Orc Soldier")
    before = R.strength(s, u)
    for _ in range(3):
        act(s, "pass")
        act(s, use(s, "Orc Scimitar"))
    assert R.strength(s, u) == before + 3 and s.pool == 2
    act(s, "pass")
    assert "Orc Scimitar" not in offered(s, SH)


def test_tower_lieutenant_makes_the_loser_discard_2_at_random_when_it_wins() -> None:
    s = table(
        site=6,
        fellowship=["Gimli, Dwarf of Erebor"],
        hand=["Elf-song", "Axe Strike", "Delving"],
        minions=["Tower Lieutenant"],
    )
    start_skirmish(s, "Gimli", ["Tower Lieutenant"])
    passes(s)
    assert len(s.zones[(0, "hand")]) == 1 and len(s.zones[(0, "discard")]) >= 2


# --- sites -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("site", "cost", "companion"),
    [
        ("Green Dragon Inn", "exert", "Sam, Son of Hamfast"),
        ("Farmer Maggot's Fields", "exert", "Merry, Friend to Sam"),
        ("The Prancing Pony", "burden", "Aragorn, King in Exile"),
    ],
)
def test_site_1_plays_a_companion_from_the_draw_deck_and_reshuffles(
    site: str, cost: str, companion: str
) -> None:
    s = table(site=1, sites=[site])
    u = _take(s, 0, companion, "hand")
    s.move(u, 0, "draw")
    start_phase(s, "fellowship")
    act(s, use(s, site))
    choose(s, u)
    assert s.cards[u].zone == "fellowship"
    if cost == "exert":
        assert wounds(s, "Frodo") == 1
    else:
        assert s.burdens[0] == 1


def test_bag_end_plays_the_gaffer_from_the_draw_deck() -> None:
    s = table(site=1, sites=["Bag End"])
    u = _take(s, 0, "The Gaffer, Sam's Father", "hand")
    s.move(u, 0, "draw")
    start_phase(s, "fellowship")
    act(s, use(s, "Bag End"))
    choose(s, u)
    assert s.cards[u].zone == "support" and wounds(s, "Frodo") == 1


def test_midgewater_marshes_exerts_each_hobbit_companion_moving_there() -> None:
    s = table(
        site=1, fellowship=["Sam, Son of Hamfast", "Aragorn, King in Exile"], sites=["Midgewater Marshes"]
    )
    start_phase(s, "fellowship")
    act(s, "move")
    assert (wounds(s, "Frodo"), wounds(s, "Sam"), wounds(s, "Aragorn")) == (1, 1, 0)


@pytest.mark.parametrize(
    ("site", "card"),
    [("Frodo's Bedroom", "Sam, Son of Hamfast"), ("Rivendell Valley", "Legolas, Prince of Mirkwood")],
)
def test_sanctuaries_play_a_character_to_draw_a_card(site: str, card: str) -> None:
    s = table(site=3, sites=[site], hand=[card])
    start_phase(s, "fellowship")
    act(s, use(s, site))
    choose(s, find(s, card.split(",")[0]))
    assert s.cards[find(s, card.split(",")[0])].zone == "fellowship" and len(s.zones[(0, "hand")]) == 1


def test_rivendell_waterfall_adds_a_move_while_a_ranger_is_spotted() -> None:
    s = table(site=3, sites=["Rivendell Waterfall"])
    assert R.move_limit(s) == 2
    s = table(site=3, sites=["Rivendell Waterfall"], fellowship=["Aragorn, King in Exile"])
    assert R.move_limit(s) == 3


def test_dwarrowdelf_chamber_exerts_gimli_or_two_others() -> None:
    s = table(
        site=3, fellowship=["Gimli, Dwarf of Erebor", "Sam, Son of Hamfast"], sites=["Dwarrowdelf Chamber"]
    )
    start_phase(s, "fellowship")
    act(s, "move")
    act(s, "opt:0")
    assert wounds(s, "Gimli") == 1 and wounds(s, "Sam") == 0


def test_moria_stairway_makes_hand_weapon_bearers_damage_plus_1() -> None:
    s = table(
        site=4,
        sites=["Moria Stairway"],
        fellowship=["Boromir, Son of Denethor", "Sam, Son of Hamfast"],
        items={"Boromir": ["Blade of Gondor"]},
    )
    b = find(s, "Boromir")
    assert R.keyword(s, b, "damage") == 2 and R.keyword(s, find(s, "Sam"), "damage") == 0


def test_lothlorien_woods_makes_home_6_allies_plus_3() -> None:
    s = table(site=6, sites=["Lothlórien Woods"], support=["Celeborn", "Elrond"])
    assert R.strength(s, find(s, "Celeborn")) == 6 + 3 and R.strength(s, find(s, "Elrond")) == 8


def test_caradhras_has_not_forgiven_us_discards_an_exhausted_companion() -> None:
    s = table(
        site=5,
        fellowship=SIX[:4],
        minions=["Uruk Savage"],
        shadow_hand=["Caradhras Has Not Forgiven Us"],
        pool=3,
    )
    s.card_mut(find(s, "Gimli")).wounds = R.vitality(s, find(s, "Gimli")) - 1
    s.card_mut(find(s, "Frodo")).wounds = R.vitality(s, find(s, "Frodo")) - 1
    maneuver(s)
    act(s, play(s, "Caradhras Has Not Forgiven Us"))
    assert s.cards[find(s, "Gimli")].zone == "discard" and s.cards[find(s, "Frodo")].zone == "fellowship"
    assert wounds(s, "Uruk Savage") == 1


def test_relics_of_moria_removes_2_to_play_a_moria_possession_from_discard() -> None:
    s = table(
        site=4,
        fellowship=["Aragorn, King in Exile"],
        minions=["Goblin Runner"],
        shadow_support=["Relics of Moria"],
        shadow_discard=["Goblin Scimitar"],
        pool=3,
    )
    start_phase(s, "shadow")
    act(s, use(s, "Relics of Moria"))
    choose(s, find(s, "Goblin Scimitar"))
    scimitar = find(s, "Goblin Scimitar")
    assert s.cards[scimitar].zone == "attached" and s.cards[scimitar].host == find(s, "Goblin Runner")
    assert s.pool == 3 - 2 - R.DEFS[s.cards[scimitar].cid].twilight


def test_ulaire_lemenya_weakens_characters_bearing_a_ringwraith_condition() -> None:
    s = table(
        site=3, fellowship=["Aragorn, King in Exile", "Sam, Son of Hamfast"], minions=["Úlairë Lemenya"]
    )
    aragorn, sam = find(s, "Aragorn"), find(s, "Sam")
    before = (R.strength(s, aragorn), R.strength(s, sam))
    black_breath = _take(s, 1, "Black Breath", "attached")
    s.card_mut(black_breath).host = aragorn
    s.memo.clear()
    assert (R.strength(s, aragorn), R.strength(s, sam)) == (before[0] - 2, before[1])


def test_forces_of_mordor_adds_1_per_sauron_minion() -> None:
    s = table(
        site=6,
        fellowship=["Aragorn, King in Exile"],
        minions=["Orc Soldier", "Orc Hunters", "Goblin Runner"],
        shadow_hand=["Forces of Mordor"],
    )
    start_phase(s, "shadow")
    pool = s.pool
    act(s, play(s, "Forces of Mordor"))
    assert s.pool == pool + 2


def test_mordor_enraged_exerts_its_bearer_to_add_1_per_archer_companion() -> None:
    s = table(
        site=6,
        fellowship=["Legolas, Prince of Mirkwood", "Aragorn, King in Exile"],
        minions=["Orc Soldier"],
        items={"Orc Soldier": ["Mordor Enraged"]},
    )
    start_phase(s, "shadow")
    pool = s.pool
    act(s, use(s, "Mordor Enraged"))
    assert s.pool == pool + 1 and wounds(s, "Orc Soldier") == 1  # Legolas is the one archer


def test_orc_scouting_band_lowers_the_roaming_penalty_of_sauron_minions() -> None:
    s = table(site=2, fellowship=["Aragorn, King in Exile"], shadow_hand=["Orc Soldier"])
    alone = R.roaming_penalty(s, find(s, "Orc Soldier"))
    s = table(
        site=2,
        fellowship=["Aragorn, King in Exile"],
        minions=["Orc Scouting Band"],
        shadow_hand=["Orc Soldier"],
    )
    assert alone == 2 and R.roaming_penalty(s, find(s, "Orc Soldier")) == 1


def test_bree_streets_lowers_the_roaming_penalty_of_nazgul_by_2() -> None:
    s = table(site=2, sites=["Bree Streets"], shadow_hand=["Úlairë Attëa", "Orc Soldier"])
    assert R.roaming_penalty(s, find(s, "Úlairë Attëa")) == 0
    assert R.roaming_penalty(s, find(s, "Orc Soldier")) == 2


def test_the_nine_servants_may_exert_a_hobbit_not_the_ring_bearer_when_a_nazgul_is_played() -> None:
    s = table(
        site=3,
        fellowship=["Sam, Son of Hamfast"],
        shadow_support=["The Nine Servants of Sauron"],
        shadow_hand=["Úlairë Attëa"],
        pool=8,
    )
    start_phase(s, "shadow")
    act(s, play(s, "Úlairë Attëa"))
    act(s, "yes")
    assert wounds(s, "Sam") == 1 and wounds(s, "Frodo") == 0


def test_morgul_skirmisher_removes_3_to_exert_a_hobbit_not_the_ring_bearer() -> None:
    s = table(site=6, fellowship=["Sam, Son of Hamfast"], minions=["Morgul Skirmisher"], pool=3)
    maneuver(s)
    act(s, use(s, "Morgul Skirmisher"))
    assert wounds(s, "Sam") == 1 and wounds(s, "Frodo") == 0 and s.pool == 0
