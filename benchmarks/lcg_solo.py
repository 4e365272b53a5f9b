"""Win rate of an agent playing the LCG solo: each starter deck on each scenario, standard and easy.

    python benchmarks/lcg_solo.py [--games 500] [--agent expert] [--workers 2] [--scenario S ...]
                                  [--deck D ...] [--mode normal|easy ...] > results.jsonl
    python benchmarks/lcg_solo.py --summary results.jsonl [more.jsonl ...]

Game i of a configuration uses seed i. Each finished configuration is printed as one JSON line (games,
wins, win rate with a Wilson 95% interval, mean rounds, how games ended, seconds per game and per
decision); the last line gathers them all, so a long run can be split by scenario, deck or mode and
the pieces joined with --summary.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from itertools import product
from typing import Any

from eregion.agents import make_agent
from eregion.games import get_game
from eregion.games.lcg.components import scenarios
from eregion.games.lcg.decks import STARTERS
from eregion.sim.stats import wilson

MODES = ("normal", "easy")
CHUNK = 25  # games per task: small enough to keep both workers busy to the end


def play(agent: str, scenario: str, deck: str, mode: str, seeds: range) -> list[dict[str, Any]]:
    """Play these seeds of one configuration; one row per game."""
    game = get_game("lcg")
    rows = []
    for seed in seeds:
        state = game.new_game(seed, {"scenario": scenario, "deck1": deck, "easy": mode == "easy"})
        ai = make_agent(agent, seed, game)
        decisions, start = 0, time.perf_counter()
        while not state.is_over:
            state.apply(ai.choose(state))
            decisions += 1
        result = state.view(None)["result"] or {}
        rows.append(
            {
                "seed": seed,
                "won": state.returns()[0] > 0,
                "reason": result.get("reason"),
                "rounds": state.round,
                "decisions": decisions,
                "seconds": time.perf_counter() - start,
            }
        )
    return rows


def summary(agent: str, scenario: str, deck: str, mode: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    wins = sum(r["won"] for r in rows)
    lo, hi = wilson(wins, n)
    seconds = sum(r["seconds"] for r in rows)
    return {
        "agent": agent,
        "scenario": scenario,
        "deck": deck,
        "mode": mode,
        "games": n,
        "wins": wins,
        "win_rate": round(wins / n, 4),
        "win_rate_wilson95": [round(lo, 4), round(hi, 4)],
        "mean_rounds": round(sum(r["rounds"] for r in rows) / n, 2),
        "endings": dict(
            sorted(Counter(("win: " if r["won"] else "loss: ") + str(r["reason"]) for r in rows).items())
        ),
        "seconds_per_game": round(seconds / n, 4),
        "seconds_per_decision": round(seconds / max(1, sum(r["decisions"] for r in rows)), 6),
    }


def overall(lines: list[dict[str, Any]]) -> dict[str, Any]:
    games = sum(x["games"] for x in lines)
    wins = sum(x["wins"] for x in lines)
    lo, hi = wilson(wins, games)
    return {
        "summary": True,
        "configurations": len(lines),
        "games": games,
        "wins": wins,
        "win_rate": round(wins / max(1, games), 4),
        "win_rate_wilson95": [round(lo, 4), round(hi, 4)],
        "table": [
            [x["scenario"], x["deck"], x["mode"], x["games"], x["win_rate"], x["win_rate_wilson95"]]
            for x in lines
        ],
    }


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=500, help="games per configuration")
    ap.add_argument("--agent", default="expert", help="agent spec (default expert)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--scenario", action="append", choices=list(scenarios()))
    ap.add_argument("--deck", action="append", choices=list(STARTERS))
    ap.add_argument("--mode", action="append", choices=list(MODES))
    ap.add_argument("--summary", nargs="+", metavar="FILE", help="join earlier results")
    args = ap.parse_args(argv)
    if args.summary:
        lines = []
        for name in args.summary:
            with open(name) as f:
                lines += [x for x in map(json.loads, filter(str.strip, f)) if not x.get("summary")]
        print(json.dumps(overall(lines)))
        return
    configs = list(product(args.scenario or scenarios(), args.deck or STARTERS, args.mode or MODES))
    lines = []
    with ProcessPoolExecutor(args.workers) as pool:
        for sc, deck, mode in configs:
            chunks = [range(i, min(i + CHUNK, args.games)) for i in range(0, args.games, CHUNK)]
            rows = [
                r
                for part in pool.map(play, *zip(*((args.agent, sc, deck, mode, c) for c in chunks)))
                for r in part
            ]
            lines.append(summary(args.agent, sc, deck, mode, rows))
            print(json.dumps(lines[-1]), flush=True)
            print(f"{sc} {deck} {mode}: {lines[-1]['win_rate']:.1%}", file=sys.stderr, flush=True)
    print(json.dumps(overall(lines)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
