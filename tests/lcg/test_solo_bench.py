"""``benchmarks/lcg_solo.py``, the solo win-rate runner that long runs are split and resumed with: a split
run plays exactly the seeds asked for, and ``--summary`` joins the per-game files it writes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "lcg_solo.py"
SETUP = ["--scenario", "passage-through-mirkwood", "--deck", "leadership", "--mode", "easy"]


def solo(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], check=False, capture_output=True, text=True, timeout=300
    )


def test_a_split_run_plays_its_seeds_and_the_summary_joins_the_per_game_files(tmp_path: Path) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert solo(*SETUP, "--each", str(a), "--first", "3", "--games", "2").returncode == 0
    assert solo(*SETUP, "--each", str(b), "--first", "5", "--games", "1").returncode == 0
    seeds = [json.loads(line)["seed"] for f in (a, b) for line in f.read_text().splitlines()]
    assert seeds == [3, 4, 5]
    done = solo("--summary", str(a), str(b))
    assert done.returncode == 0, done.stderr
    total = json.loads(done.stdout)
    assert total["games"] == 3 and total["configurations"] == 1


def test_no_games_is_an_error_that_says_so(tmp_path: Path) -> None:
    done = solo(*SETUP, "--each", str(tmp_path / "c.jsonl"), "--first", "5", "--games", "0")
    assert done.returncode != 0 and "--games must be at least 1" in done.stderr
    assert not (tmp_path / "c.jsonl").exists()
