"""One scenario per Shadow card with an ability in the two starters (Isengard Uruk-hai, Moria Orcs).

Player 0 is the Free Peoples player and player 1 the Shadow player. Each docstring paraphrases what the
card does, or the rule of the expanded starter rulebook (002) the scenario shows.
"""

from __future__ import annotations

import dataclasses

import pytest

from eregion.games.tcg import rules as R
from eregion.games.tcg.state import TcgState
from tcg.harness import (
    act,
    find,
    offered,
    passes,
    pick,
    play,
    skirmish_totals,
    start_phase,
    start_skirmish,
    table,
    use,
)

SH = 1


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def wounds(s: TcgState, uid: int) -> int:
    return s.cards[uid].wounds


def shadow(s: TcgState, name: str, nth: int = 0) -> int:
    """A minion of the Shadow player in play."""
    return find(s, name, zone="shadow", nth=nth)


def in_hand(s: TcgState, name: str, owner: int = SH) -> int:
    return find(s, name, zone="hand", owner=owner)


def in_discard(s: TcgState, name: str, owner: int = SH) -> int:
    return find(s, name, zone="discard", owner=owner)


# --- Isengard ---------------------------------------------------------------------------------------


def test_bred_for_battle_exerts_an_uruk_to_make_it_stronger() -> None:
    """Bred for Battle: skirmish event, exert an Uruk-hai to make it strength +3. Uruk Savage (5 + 3)
    ties Aragorn (8): the tie goes to the Shadow, and damage +1 makes it two wounds."""
    s = table(
        site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Savage"], shadow_hand=["Bred for"]
    )
    savage, aragorn = shadow(s, "Uruk Savage"), find(s, "Aragorn")
    start_skirmish(s, "Aragorn", ["Uruk Savage"])
    act(s, "pass")
    act(s, play(s, "Bred for Battle"))
    assert R.strength(s, savage) == 8 and wounds(s, savage) == 1
    passes(s)
    assert skirmish_totals(s) == (8, 8) and wounds(s, aragorn) == 2


def test_sarumans_ambition_discounts_isengard_events_and_pumps_an_uruk(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Saruman's Ambition (support area): your [isengard] events cost 1 less; skirmish action, discard it
    to make an Uruk-hai strength +2. No starter Isengard event costs more than 0, so Bred for Battle is
    given cost 2 for this test."""
    monkeypatch.setitem(R.DEFS, "1_121", dataclasses.replace(R.DEFS["1_121"], twilight=2))
    s = table(
        site=5,
        fellowship=["Aragorn, King in Exile"],
        minions=["Uruk Savage"],
        shadow_support=["Saruman's Ambition"],
        shadow_hand=["Bred for Battle"],
    )
    assert R.twilight_cost(s, in_hand(s, "Bred for Battle")) == 1
    savage = shadow(s, "Uruk Savage")
    start_skirmish(s, "Aragorn", ["Uruk Savage"])
    act(s, "pass")
    act(s, use(s, "Saruman's Ambition"))
    assert R.strength(s, savage) == 7 and find(s, "Saruman's Ambition", owner=SH) == in_discard(
        s, "Saruman's"
    )
    assert R.twilight_cost(s, in_hand(s, "Bred for Battle")) == 2


def test_their_arrows_enrage_needs_an_uruk_and_weakens_archers() -> None:
    """Their Arrows Enrage: to play, spot Saruman or an Uruk-hai; plays to the support area; each archer
    companion or ally is strength -1 (Legolas 6 -> 5, Gimli unchanged)."""
    s = table(
        site=5, fellowship=["Legolas, Prince of Mirkwood", "Gimli"], pool=1, shadow_hand=["Their Arrows"]
    )
    s.phase = "shadow"
    assert offered(s, SH) == []  # no Uruk-hai to spot
    s = table(
        site=5,
        fellowship=["Legolas, Prince of Mirkwood", "Gimli"],
        minions=["Uruk Savage"],
        pool=1,
        shadow_hand=["Their Arrows"],
    )
    start_phase(s, "shadow")
    act(s, play(s, "Their Arrows"))
    assert s.pool == 0 and s.cards[find(s, "Their Arrows")].zone == "support"
    assert R.strength(s, find(s, "Legolas")) == 5 and R.strength(s, find(s, "Gimli")) == 6


def test_uruk_brood_is_stronger_for_each_other_uruk() -> None:
    """Uruk Brood: skirmish action, remove 2 twilight to make it strength +1 for each other Uruk-hai you
    spot (two others: +2)."""
    s = table(
        site=5,
        fellowship=["Aragorn, King in Exile"],
        minions=["Uruk Brood", "Uruk Savage", "Uruk Soldier"],
        pool=3,
    )
    brood = shadow(s, "Uruk Brood")
    start_skirmish(s, "Aragorn", ["Uruk Brood"])
    act(s, "pass")
    act(s, use(s, "Uruk Brood"))
    assert R.strength(s, brood) == 11 and s.pool == 1
    act(s, "pass")
    assert offered(s, SH) == []  # 1 twilight left: cannot pay 2


def test_uruk_rager_mills_two_when_it_wins() -> None:
    """Uruk Rager: each time it wins a skirmish, the Free Peoples player discards the top 2 cards of his
    draw deck."""
    s = table(site=5, fellowship=["Gimli"], minions=["Uruk Rager"])
    deck = list(s.zones[(0, "draw")])
    start_skirmish(s, "Gimli", ["Uruk Rager"])
    passes(s)
    assert s.zones[(0, "draw")] == deck[:-2] and s.zones[(0, "discard")][-2:] == deck[:-3:-1]


def test_uruk_rager_mills_nothing_when_it_loses() -> None:
    s = table(site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Rager"], hand=["Swordsman"])
    n = len(s.zones[(0, "draw")])
    start_skirmish(s, "Aragorn", ["Uruk Rager"])
    act(s, play(s, "Swordsman"))  # Aragorn 10 > 9
    passes(s)
    assert len(s.zones[(0, "draw")]) == n


def test_uruk_shaman_heals_an_uruk_in_the_maneuver_phase() -> None:
    """Uruk Shaman: maneuver action, remove 2 twilight to heal an Uruk-hai."""
    s = table(site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Shaman", "Uruk Savage"], pool=2)
    savage = shadow(s, "Uruk Savage")
    s.card_mut(savage).wounds = 2
    start_phase(s, "maneuver")
    act(s, "pass")
    act(s, use(s, "Uruk Shaman"))
    assert wounds(s, savage) == 1 and s.pool == 0


def test_uruk_slayer_pumps_itself_up_to_plus_3() -> None:
    """Uruk Slayer: skirmish action, remove 1 twilight to make it strength +1, at most +3 a phase."""
    s = table(site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Slayer"], pool=5)
    slayer = shadow(s, "Uruk Slayer")
    start_skirmish(s, "Aragorn", ["Uruk Slayer"])
    act(s, "pass")
    for _ in range(3):
        act(s, use(s, "Uruk Slayer"), "pass")
    assert R.strength(s, slayer) == 12 and s.pool == 2
    assert offered(s, SH) == []  # the limit is reached, though twilight is left


def test_uruk_soldier_may_mill_one_when_played() -> None:
    """Uruk Soldier: when you play it, you may make the Free Peoples player discard his top card. Site 5
    is its site (cost 2); at site 4 it would roam (cost 4)."""
    s = table(site=5, pool=2, shadow_hand=["Uruk Soldier"])
    top = s.zones[(0, "draw")][-1]
    start_phase(s, "shadow")
    act(s, play(s, "Uruk Soldier"), "yes")
    assert s.cards[top].zone == "discard" and s.pool == 0
    s = table(site=4, pool=3, shadow_hand=["Uruk Soldier"])
    s.phase = "shadow"
    assert offered(s, SH) == []


def test_uruk_hai_armory_while_you_can_spot_an_uruk() -> None:
    """Uruk-hai Armory: while you can spot an Uruk-hai, the fellowship archery total is -1."""
    s = table(site=5, fellowship=["Legolas, Prince of Mirkwood"], shadow_support=["Uruk-hai Armory"])
    assert R.archery_total(s, "free") == 1
    s = table(
        site=5,
        fellowship=["Legolas, Prince of Mirkwood"],
        minions=["Uruk Savage"],
        shadow_support=["Uruk-hai Armory"],
    )
    assert R.archery_total(s, "free") == 0


def test_keyword_only_minions() -> None:
    """Uruk Savage and Uruk-hai Raiding Party are damage +1, Goblin Marksman an archer (its reminder text
    adds nothing: 002, "Reminder text"), Goblin Patrol Troop has no text."""
    s = table(site=5, minions=["Uruk Savage", "Uruk-hai Raiding", "Goblin Marksman", "Goblin Patrol Troop"])
    assert R.keyword(s, shadow(s, "Uruk Savage"), "damage") == 1
    assert R.keyword(s, shadow(s, "Uruk-hai Raiding"), "damage") == 1
    assert R.archery_total(s, "shadow") == 1


# --- Moria ------------------------------------------------------------------------------------------


def test_drums_in_the_deep_plus_4_against_a_dwarf() -> None:
    """Drums in the Deep: a [moria] Orc strength +2, or +4 if skirmishing a Dwarf."""
    for defender, bonus in (("Gimli", 4), ("Legolas", 2)):
        s = table(
            site=4,
            fellowship=["Gimli", "Legolas, Prince of Mirkwood"],
            minions=["Goblin Runner"],
            shadow_hand=["Drums in the Deep"],
        )
        start_skirmish(s, defender, ["Goblin Runner"])
        act(s, "pass")
        act(s, play(s, "Drums"))
        assert R.strength(s, shadow(s, "Goblin Runner")) == 5 + bonus


def test_goblin_runner_may_add_two_twilight() -> None:
    """Goblin Runner: when you play it, you may add 2 twilight."""
    s = table(site=4, pool=1, shadow_hand=["Goblin Runner"])
    start_phase(s, "shadow")
    act(s, play(s, "Goblin Runner"), "yes")
    assert s.pool == 2 and shadow(s, "Goblin Runner") >= 0


def test_goblin_scavengers_play_a_weapon_from_discard() -> None:
    """Goblin Scavengers: when you play it, you may play a weapon from your discard pile on your [moria]
    Orc (here Goblin Scimitar, cost 0, on the Scavengers themselves: 8 + 2)."""
    s = table(site=4, pool=3, shadow_hand=["Goblin Scavengers"], shadow_discard=["Goblin Scimitar"])
    start_phase(s, "shadow")
    act(s, play(s, "Goblin Scavengers"), "yes")
    act(s, "no")  # the Scimitar's own "you may draw a card"
    scav = shadow(s, "Goblin Scavengers")
    assert s.cards[find(s, "Goblin Scimitar", owner=SH, zone="attached")].host == scav
    assert R.strength(s, scav) == 10 and s.pool == 0


def test_goblin_scimitar_on_a_moria_orc_and_draws() -> None:
    """Goblin Scimitar: bearer must be a [moria] Orc (strength +2); when played you may draw a card."""
    s = table(site=4, minions=["Goblin Runner"], shadow_hand=["Goblin Scimitar"])
    start_phase(s, "shadow")
    hand = len(s.zones[(SH, "hand")])
    act(s, play(s, "Goblin Scimitar"), "yes")
    assert len(s.zones[(SH, "hand")]) == hand  # one played, one drawn
    assert R.strength(s, shadow(s, "Goblin Runner")) == 7
    s = table(site=5, minions=["Uruk Savage"], shadow_hand=["Goblin Scimitar"])
    s.phase = "shadow"
    assert offered(s, SH) == []  # an Uruk-hai is not a [moria] Orc


def test_goblin_sneak_puts_an_orc_from_discard_beneath_the_deck() -> None:
    """Goblin Sneak: when you play it, you may place a [moria] Orc from your discard pile beneath your
    draw deck."""
    s = table(site=4, pool=1, shadow_hand=["Goblin Sneak"], shadow_discard=["Goblin Marksman", "Drums"])
    marksman = in_discard(s, "Goblin Marksman")
    start_phase(s, "shadow")
    act(s, play(s, "Goblin Sneak"), "yes")
    assert s.zones[(SH, "draw")][0] == marksman and in_discard(s, "Drums") >= 0


def test_host_of_thousands_plays_an_orc_from_discard() -> None:
    """Host of Thousands: Shadow event, play a [moria] Orc from your discard pile (paying its cost)."""
    s = table(site=4, pool=3, shadow_hand=["Host of Thousands"], shadow_discard=["Goblin Marksman"])
    start_phase(s, "shadow")
    act(s, play(s, "Host of Thousands"))
    assert shadow(s, "Goblin Marksman") >= 0 and s.pool == 0
    s = table(site=4, pool=2, shadow_hand=["Host of Thousands"], shadow_discard=["Goblin Marksman"])
    s.phase = "shadow"
    assert offered(s, SH) == []  # the Marksman costs 3


def test_moria_scout_adds_two_if_you_spot_an_elf() -> None:
    """Moria Scout: when you play it, spot an Elf to add 2 twilight."""
    s = table(site=4, pool=2, fellowship=["Legolas, Prince of Mirkwood"], shadow_hand=["Moria Scout"])
    start_phase(s, "shadow")
    act(s, play(s, "Moria Scout"))
    assert s.pool == 2
    s = table(site=4, pool=2, fellowship=["Gimli"], shadow_hand=["Moria Scout"])
    start_phase(s, "shadow")
    act(s, play(s, "Moria Scout"))
    assert s.pool == 0


def test_they_are_coming_discards_three_to_play_an_orc() -> None:
    """They Are Coming (support area): Shadow action, discard 3 cards from hand to play a [moria] Orc from
    your discard pile; the Orc may not be one of the three just discarded (CR 4.2, "effect")."""
    s = table(
        site=4,
        pool=1,
        shadow_support=["They Are Coming"],
        shadow_hand=["Drums", "Drums", "Goblin Sneak"],
        shadow_discard=["Goblin Runner"],
    )
    runner = in_discard(s, "Goblin Runner")
    start_phase(s, "shadow")
    act(s, use(s, "They Are Coming"))
    act(s, pick(s, "Goblin Sneak"))
    act(s, pick(s, "Drums"))  # the last Drums is discarded at once, and the Runner played
    act(s, "no")  # the Runner's "you may add 2"
    assert s.cards[runner].zone == "shadow" and s.zones[(SH, "hand")] == [] and s.pool == 0


def test_they_are_coming_needs_three_cards_and_another_orc() -> None:
    """The discard of 3 cards is a cost: with 2 cards in hand, or with only an Orc that would be
    discarded to pay, the ability is not offered."""
    s = table(
        site=4,
        pool=5,
        shadow_support=["They Are Coming"],
        shadow_hand=["Drums", "Drums"],
        shadow_discard=["Goblin Runner"],
    )
    s.phase = "shadow"
    assert offered(s, SH) == []
    s = table(
        site=4, pool=5, shadow_support=["They Are Coming"], shadow_hand=["Drums", "Drums", "Goblin Runner"]
    )
    s.phase = "shadow"
    assert offered(s, SH) == ["Goblin Runner"]  # playable from hand, but not the special ability
