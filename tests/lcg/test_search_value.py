"""The round search's value (``expert/value.py``): a chance in [0, 1], certain once the game is over,
read only from what the player sees, and moved the way the game's end is decided (threat against the
50 limit, 14.9; progress towards the last stage). No strength figures: those are benchmarks."""

from __future__ import annotations

from eregion.core import Rng
from eregion.games.lcg import rules as R
from eregion.games.lcg.expert.value import FEATURES, WEIGHTS, features, win_chance
from lcg.harness import hero, put, ready_game


def test_a_chance_between_zero_and_one_and_certain_at_the_end() -> None:
    s = ready_game()
    assert 0.0 < win_chance(s) < 1.0
    assert len(features(s)) == len(FEATURES) == len(WEIGHTS)
    s.result = ("win", "the last quest stage is defeated")
    assert win_chance(s) == 1.0
    s.result = ("loss", "all players eliminated")
    assert win_chance(s) == 0.0


def test_reads_only_what_the_player_sees() -> None:
    """Every determinization of the position (other deck orders, other face-down cards) has the same
    value."""
    s = ready_game(seed=3, players=2, deck2="lore")
    for seed in range(4):
        assert win_chance(s.determinize(0, Rng(seed))) == win_chance(s)


def test_threat_near_50_progress_and_a_dead_hero_move_it_the_right_way() -> None:
    """More threat (14.9: 50 eliminates) lowers the chance; a stage defeated raises it; a hero lost
    lowers it."""
    s = ready_game()
    base = win_chance(s)
    high = s.clone()
    high.threat[0] = 45
    assert win_chance(high) < base
    dead = s.clone()
    h = hero(dead, 0, 1)
    dead.card_mut(h).wounds = R.hit_points(dead, h)
    dead.move(h, 0, "discard")
    assert win_chance(dead) < base
    staged = s.clone()
    put(staged, "01096", R.ENC, "staging")  # a Forest Spider waiting in the staging area
    assert win_chance(staged) < base
