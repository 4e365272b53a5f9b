"""Encounter card abilities: When Revealed, shadow, forced and travel effects on scripted positions."""

from __future__ import annotations

from eregion.games.lcg import rules as R
from eregion.games.lcg.rules import ENC
from lcg.harness import find, hero, ids, on_top, put, ready_game, run_steps


def test_ungoliants_spawn_lowers_committed_willpower_for_the_phase():
    """When Revealed: each committed character -1 willpower until the end of the phase."""
    s = ready_game()
    a = hero(s, 0)
    s.committed = (a,)
    wp = R.willpower(s, a)
    spawn = find(s, "01076")
    on_top(s, spawn)
    run_steps(s, ("reveal", 0, -1))
    assert R.willpower(s, a) == wp - 1
    run_steps(s, ("phase", "travel"))
    assert R.willpower(s, a) == wp


def test_hummerhorns_forced_damage_after_engaging():
    s = ready_game()
    hh = put(s, "01075", ENC, "staging")
    run_steps(s, ("opt_engage", 0))
    s.apply(f"engage:{hh}")
    h = hero(s, 0, 1)
    s.apply(f"pick:{h}")
    assert s.cards[h].zone == "discard" or s.cards[h].wounds == 5


def test_despair_shadow_ignores_the_defense():
    """Shadow: the defending character's defense does not count."""
    s = ready_game("journey-along-the-anduin", players=1)
    enemy = put(s, "01084", 0, "engaged")  # Marsh Adder: 4 attack, forced threat +1 on attack
    despair = put(s, "01086", ENC, "shadow")
    s.cards[despair].host = enemy
    a = hero(s, 0)
    t = s.threat[0]
    run_steps(s, ("attack", 0, enemy, 0, -1, 0))
    s.apply(f"defend:{a}")
    assert s.cards[a].zone == "discard" or s.cards[a].wounds == R.attack(s, enemy)
    assert s.threat[0] == t + 1  # Marsh Adder's forced effect


def test_forced_travel_effect_before_strength_of_will():
    """FAQ 1.09: a forced effect on travelling resolves before responses to the same travel: The
    Brown Lands' own progress explores it (1 quest point) before Strength of Will could be played,
    so there is nothing left to respond to."""
    s = ready_game("journey-along-the-anduin", deck1="spirit")
    sow = put(s, "01047", 0, "hand")
    s.cards[hero(s, 0, 0)].tokens = 1
    lands = put(s, "01087", ENC, "staging")
    run_steps(s, ("travel",))
    s.apply(f"travel:{lands}")
    assert s.cards[lands].zone in ("ediscard", "victory")  # forced first: explored
    assert f"play:{sow}" not in ids(s) and s.cards[sow].zone == "hand"


def test_great_forest_web_travel_needs_a_ready_hero_each():
    s = ready_game()
    web = put(s, "01077", ENC, "staging")
    for h in R.heroes(s, 0):
        s.cards[h].exhausted = True
    run_steps(s, ("travel",))
    assert s.zones[(ENC, "active")] == []  # the cost cannot be paid: no travel offered
    s.cards[hero(s, 0)].exhausted = False
    run_steps(s, ("travel",))
    s.apply(f"travel:{web}")
    assert s.cards[hero(s, 0)].exhausted and R.active_location(s) == web


def test_enchanted_stream_stops_drawing():
    s = ready_game()
    put(s, "01095", ENC, "active")
    n = len(s.zones[(0, "hand")])
    run_steps(s, ("collect",))
    assert len(s.zones[(0, "hand")]) == n
