"""Duel speed figures as one JSON object.

    python benchmarks/duel_speed.py [GAMES]                      # = eregion bench duel --json
    python benchmarks/duel_speed.py --against TREE [--rounds N] [GAMES]
    python benchmarks/duel_speed.py --bytecodes [GAMES]
    python benchmarks/duel_speed.py --instructions [--against TREE] [GAMES]

With ``--against``, random playouts of this checkout and of another one (TREE, e.g. an older commit
unpacked with ``git archive``) are timed side by side: each round runs one process per tree, in
turn, on the same seeds. A shared machine slows whichever run it disturbs, so the figure kept for
each tree is its best round, in games per second of CPU time (wall-clock figures alongside).

``--bytecodes`` counts the bytecodes executed and the Python calls made per random game (after 300
games that warm the caches), a figure that a busy machine cannot blur.

``--instructions`` counts the machine instructions per random game of this checkout (and of TREE,
with ``--against``) under valgrind's cachegrind: the same playouts with and without GAMES more games,
the difference divided by GAMES. Load cannot blur it either, and unlike bytecodes it weighs what
each bytecode costs (a call, an allocation); a ratio of counts tracks the ratio of CPU times.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from counting import counted  # (benchmarks/: the script's own folder)

from eregion.bench import run

HERE = Path(__file__).resolve().parent.parent

# Random playouts through the public protocol, as `eregion bench` plays them (seeds 0.., one
# uniform choice per move); written against the protocol only, so that any tree can run it.
PLAYOUTS = """
import sys, time
from eregion.core import Rng
from eregion.games import get_game

def play(games):
    game, rng = get_game("duel"), Rng(0)
    for g in range(games):
        state = game.new_game(g)
        while True:
            actions = state.legal_actions()
            if not actions:
                break
            state.apply(actions[rng.next64() % len(actions)])

play(20)
games = int(sys.argv[1])
cpu, wall = time.process_time(), time.perf_counter()
play(games)
print(games / (time.process_time() - cpu), games / (time.perf_counter() - wall))
"""


def _run_playouts(tree: Path, games: int, prefix: Sequence[str] = ()) -> subprocess.CompletedProcess[str]:
    """The playouts in a fresh process run in the tree (``-c`` puts the working directory first on
    the import path), optionally under a tool (``prefix``)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    return subprocess.run(
        [*prefix, sys.executable, "-c", PLAYOUTS, str(games)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )


def _playouts(tree: Path, games: int) -> tuple[float, float]:
    """(CPU-time, wall-clock) random games/s of the tree."""
    out = _run_playouts(tree, games).stdout.split()
    return float(out[0]), float(out[1])


def _instructions(tree: Path, games: int) -> int:
    """Machine instructions per random game of the tree, counted by cachegrind."""
    tool = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]

    def total(n: int) -> int:
        report = _run_playouts(tree, n, tool).stderr
        return int(re.search(r"I\s+refs:\s+([\d,]+)", report).group(1).replace(",", ""))

    return round((total(games) - total(0)) / games)


def instructions(trees: dict[str, Path], games: int) -> dict[str, Any]:
    """Instructions per random game of each tree (``this`` among them), and the speed-up of ``this``
    over each other tree (their count over its count)."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
    counts = {k: _instructions(v.resolve(), games) for k, v in trees.items()}
    this = counts.pop("this")
    return {
        "game": "duel",
        "games": games,
        "instructions_per_game": {"this": this, **counts},
        "speedup_over": {k: round(v / this, 3) for k, v in counts.items()},
    }


def bytecodes(games: int) -> dict[str, Any]:
    """Bytecodes executed and Python calls made per random game, counted with ``sys.settrace``."""
    from eregion.bench import _random_games

    _random_games("duel", 300, 0)
    _, counts = counted(lambda: _random_games("duel", games, 100))
    return {"game": "duel", "games": games, **{f"{k}_per_game": round(v / games) for k, v in counts.items()}}


def side_by_side(other: Path, games: int, rounds: int) -> dict[str, Any]:
    """Best-of-``rounds`` random games/s of this checkout and of ``other``, and their ratio."""
    trees = {"this": HERE, "other": other.resolve()}
    cpu: dict[str, list[float]] = {k: [] for k in trees}
    wall: dict[str, list[float]] = {k: [] for k in trees}
    for _ in range(rounds):
        for name, tree in trees.items():
            c, w = _playouts(tree, games)
            cpu[name].append(c)
            wall[name].append(w)
    best = {k: max(v) for k, v in cpu.items()}
    return {
        "game": "duel",
        "games_per_round": games,
        "rounds": rounds,
        "trees": {k: str(v) for k, v in trees.items()},
        "random_games_per_cpu_s": {k: round(v, 1) for k, v in best.items()},
        "random_games_per_s_wall": {k: round(max(v), 1) for k, v in wall.items()},
        "ratio": round(best["this"] / best["other"], 3),
        "rounds_cpu": {k: [round(x) for x in v] for k, v in cpu.items()},
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", type=int, nargs="?", default=None)
    parser.add_argument("--against", type=Path, help="another checkout to time side by side")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--bytecodes", action="store_true", help="count bytecodes per game instead")
    parser.add_argument(
        "--instructions", action="store_true", help="count machine instructions per game (valgrind)"
    )
    args = parser.parse_args()
    if args.bytecodes:
        print(json.dumps(bytecodes(args.games or 30)))
    elif args.instructions:
        trees = {"this": HERE} if args.against is None else {"this": HERE, "other": args.against}
        print(json.dumps(instructions(trees, args.games or 200)))
    elif args.against is None:
        print(json.dumps(run("duel", args.games or 1000)))
    else:
        print(json.dumps(side_by_side(args.against, args.games or 300, args.rounds)))
