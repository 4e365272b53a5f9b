"""The round search's value (``expert/value.py``): a chance in [0, 1], certain once the game is over,
read only from what the player sees, and moved the way the game's end is decided (threat against the
50 limit, 14.9; progress towards the last stage). No strength figures: those are benchmarks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from eregion.core import Rng
from eregion.games.lcg import rules as R
from eregion.games.lcg.expert.value import FEATURES, features, weights, win_chance
from lcg.harness import hero, put, ready_game


def test_a_chance_between_zero_and_one_and_certain_at_the_end() -> None:
    s = ready_game()
    assert 0.0 < win_chance(s) < 1.0
    assert len(features(s)) == len(FEATURES) == len(weights())
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


FIT = Path(__file__).resolve().parents[2] / "benchmarks" / "lcg_value_fit.py"


def test_the_fit_is_reproducible_and_written_as_the_value_reads_it(tmp_path: Path) -> None:
    """The same games give the same weights under any hash seed, in :data:`FEATURES` order, in the
    form ``weights`` reads (without ``--write`` the project's file is left alone)."""
    pytest.importorskip("numpy", reason="the fit needs numpy: the rl extra")
    runs = [
        subprocess.run(
            [sys.executable, str(FIT), "--games", "10", "--first", "10000"],
            check=True,
            capture_output=True,
            text=True,
            timeout=300,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        ).stdout
        for hash_seed in ("1", "2")
    ]
    assert runs[0] == runs[1]
    fitted = json.loads(runs[0])
    assert list(fitted["weights"]) == list(FEATURES) and fitted["games"] == 10
    path = tmp_path / "value.json"
    path.write_text(runs[0])
    assert weights(path) == tuple(fitted["weights"].values())


def test_weights_for_other_features_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "value.json"
    path.write_text(json.dumps({"weights": {"bias": 1.0, "threat": -2.0}}))
    with pytest.raises(ValueError, match="expected"):
        weights(path)
