"""Card-game state speed, side by side: source trees measured in alternating subprocesses, as JSON.

    python benchmarks/card_state_speed.py base=/work/wt/base new=. [--rounds 5] [--games 200]
    python benchmarks/card_state_speed.py base=/work/wt/base new=. --counts [--games 40]

Each round runs every tree once per game (TCG, LCG), in turn and in alternating order, each in a
fresh process importing ``eregion`` from that tree (``PYTHONPATH``); a run measures what
``eregion bench GAME`` does (``eregion.bench``): random games per second and moves per second,
clones per second of mid-game states, and bytes a clone adds. The output gives each figure's median
over the rounds per tree, its ratio to the first tree's, and every round's figure (``runs``): on a
shared, noisy machine only ratios from one run mean anything, and rates per CPU second (``_cpu_s``)
are steadier than rates per wall-clock second. Figures from different trees whose games play differently (a rule
change) compare games per second over different games: moves per second says more there.

``--counts`` gives instead, per tree and game, the bytecodes executed and the Python calls made per
random game and per move (``sys.settrace``, after 20 games that warm the caches): figures a busy
machine cannot blur, one run each.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

from counting import counted  # (benchmarks/: the script's own folder)

GAMES = ("tcg", "lcg")
FIGURES = (
    "random_games_per_s",
    "random_games_per_cpu_s",
    "moves_per_s",
    "clones_per_s",
    "clones_per_cpu_s",
    "bytes_per_state",
)


def measure(game: str, games: int) -> dict[str, float]:
    """One tree's figures for one game (run in the worker process). Rates are given per wall-clock
    second, as ``eregion bench`` gives them, and per CPU second of this process (``_cpu``), which a
    busy machine disturbs less."""
    from eregion import bench

    bench._random_games(game, min(games, 20), 0)  # warm-up: imports, caches
    cpu = time.process_time()
    seconds, moves, samples = bench._random_games(game, games, 0)
    cpu = time.process_time() - cpu
    clones, wall, cpu_clones = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - wall < 1.0:
        for s in samples:
            s.clone()
        clones += len(samples)
    wall, cpu_clones = time.perf_counter() - wall, time.process_time() - cpu_clones
    return {
        "random_games_per_s": games / seconds,
        "random_games_per_cpu_s": games / cpu,
        "moves_per_s": moves / seconds,
        "clones_per_s": clones / wall,
        "clones_per_cpu_s": clones / cpu_clones,
        "bytes_per_state": bench._bytes_per_state(samples[0]),
    }


def count(game: str, games: int) -> dict[str, float]:
    """Bytecodes and Python calls per random game and per move of one tree (run in the worker process)."""
    from eregion import bench

    bench._random_games(game, 20, 1000)  # warm-up: imports, caches
    (_, moves, _), counts = counted(lambda: bench._random_games(game, games, 0))
    return {
        "moves_per_game": moves / games,
        **{f"{k}_per_game": v / games for k, v in counts.items()},
        **{f"{k}_per_move": v / moves for k, v in counts.items()},
    }


def run_tree(path: str, game: str, games: int, mode: str = "--worker") -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": os.path.abspath(path)}
    out = subprocess.run(
        [sys.executable, __file__, mode, game, str(games)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout)


def compare(trees: dict[str, str], rounds: int, games: int) -> dict[str, Any]:
    names = list(trees)
    runs: dict[str, dict[str, list[dict[str, float]]]] = {g: {n: [] for n in names} for g in GAMES}
    for r in range(rounds):
        order = names if r % 2 == 0 else names[::-1]
        for game in GAMES:
            for name in order:
                runs[game][name].append(run_tree(trees[name], game, games))
    first = names[0]
    out: dict[str, Any] = {"trees": trees, "rounds": rounds, "games_per_run": games}
    for game in GAMES:
        med = {n: {f: statistics.median(x[f] for x in runs[game][n]) for f in FIGURES} for n in names}
        out[game] = {
            n: {
                **{f: round(v, 1) for f, v in med[n].items()},
                "ratio": {f: round(med[n][f] / med[first][f], 2) for f in FIGURES},
                "runs": {f: [round(x[f], 1) for x in runs[game][n]] for f in FIGURES},
            }
            for n in names
        }
    return out


def compare_counts(trees: dict[str, str], games: int) -> dict[str, Any]:
    """Each tree's counts per game and move, and their ratio to the first tree's."""
    names = list(trees)
    out: dict[str, Any] = {"trees": trees, "games": games}
    for game in GAMES:
        got = {n: run_tree(trees[n], game, games, "--count-worker") for n in names}
        first = got[names[0]]
        out[game] = {
            n: {
                **{k: round(v, 1) for k, v in c.items()},
                "ratio": {k: round(v / first[k], 3) for k, v in c.items()},
            }
            for n, c in got.items()
        }
    return out


def main(argv: list[str]) -> None:
    if argv[:1] == ["--worker"]:
        print(json.dumps(measure(argv[1], int(argv[2]))))
        return
    if argv[:1] == ["--count-worker"]:
        print(json.dumps(count(argv[1], int(argv[2]))))
        return
    rounds, games, trees, counts = 5, None, {}, False
    it = iter(argv)
    for arg in it:
        if arg == "--rounds":
            rounds = int(next(it))
        elif arg == "--games":
            games = int(next(it))
        elif arg == "--counts":
            counts = True
        elif "=" in arg:
            name, path = arg.split("=", 1)
            trees[name] = os.path.abspath(path)
        else:
            sys.exit(f"unexpected argument {arg!r}: give NAME=PATH trees, --rounds N, --games N, --counts")
    if not trees:
        sys.exit("give at least one NAME=PATH tree (the first is the baseline)")
    if counts:
        print(json.dumps(compare_counts(trees, games or 40), indent=1))
    else:
        print(json.dumps(compare(trees, rounds, games or 200), indent=1))


if __name__ == "__main__":
    main(sys.argv[1:])
