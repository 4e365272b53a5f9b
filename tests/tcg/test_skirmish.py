"""Skirmish resolution (002 rulebook, "Resolve that skirmish"), worked with starter cards."""

from __future__ import annotations

from eregion.games.tcg import rules as R
from tcg.harness import act, find, start_skirmish, table


def test_winner_wounds_each_loser_once() -> None:
    """Aragorn (8) against Uruk Savage (5): not double, so "Place one wound on each character on the
    losing side"; with no skirmish actions both players' passes are automatic."""
    s = table(fp=0, site=4, fellowship=["Aragorn, King in Exile"], minions=["Uruk Savage"])
    savage = find(s, "Uruk Savage", zone="shadow")
    aragorn = find(s, "Aragorn")
    assert R.strength(s, aragorn) == 8 and R.strength(s, savage) == 5
    start_skirmish(s, "Aragorn", ["Uruk Savage"])
    assert s.cards[savage].wounds == 1 and s.cards[aragorn].wounds == 0


def test_tie_goes_to_the_shadow_and_damage_adds_a_wound() -> None:
    """Boromir (7) against Uruk Soldier (7): "If there is a tie, the Shadow side wins"; the Soldier's
    damage +1 makes it two wounds."""
    s = table(fp=0, site=5, fellowship=["Boromir, Son of Denethor"], minions=["Uruk Soldier"])
    boromir = find(s, "Boromir")
    start_skirmish(s, "Boromir", ["Uruk Soldier"])
    act(s, "pass")  # Boromir could exert to help a Hobbit; he passes, and the Shadow has nothing
    assert s.cards[boromir].wounds == 2


def test_double_strength_overwhelms() -> None:
    """Uruk Rager (9) against Frodo (3 + 1 for the Ring = 4): 9 >= 2 x 4, Frodo is overwhelmed and
    killed, and without Sam the game is lost (002, "What happens when he is killed?")."""
    s = table(fp=0, site=5, minions=["Uruk Rager"])
    start_skirmish(s, "Frodo", ["Uruk Rager"])
    assert s.result == (1, "ring-bearer killed")
