"""Win rate of one agent against another at the LOTR TCG (the two starter decks), seats alternated, as JSON.

    python benchmarks/agents_tcg.py expert random 200 [FIRST] > results.jsonl

Game i (seed i) puts the first agent in seat 1 (the Aragorn starter) when i is even, in seat 2 (the
Gandalf starter) when it is odd; bids decide who goes first, so both agents play both sides.
Each finished game is printed as one JSON line as it ends (so a long run can be split into pieces
with FIRST and stopped at any time); the last line is the summary. ``--summary FILE...`` summarizes
lines from earlier runs: wins, shared victories and losses of the first agent, its win rate with a
Wilson 95% interval, the same split by whether the first agent went first, and mean seconds per
decision (first agent, opponent).
"""

from __future__ import annotations

import json
import math
import sys
import time
from collections import Counter

from eregion.agents import make_agent
from eregion.games.tcg import GAME


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def play(a: str, b: str, g: int) -> dict:
    seat = g % 2
    agents = {seat: make_agent(a, 2 * g, GAME), 1 - seat: make_agent(b, 2 * g + 1, GAME)}
    decisions, seconds = [0, 0], [0.0, 0.0]
    state = GAME.new_game(g)
    while not state.is_over:
        p = state.decision.player
        who = 0 if p == seat else 1
        t = time.perf_counter()
        action = agents[p].choose(state)
        seconds[who] += time.perf_counter() - t
        decisions[who] += 1
        state.apply(action)
    return {
        "game": g,
        "agent": a,
        "opponent": b,
        "seat": seat,
        "return": state.returns()[seat],
        "reason": state.result[1] if state.result else None,
        "went_first": state.first == seat,
        "turns": state.turn,
        "decisions": decisions,
        "seconds": seconds,
    }


def _rate(rows: list[dict]) -> list[float | int] | None:
    """[games, win rate] of a subset, or None when empty."""
    if not rows:
        return None
    return [len(rows), round(sum(r["return"] > 0 for r in rows) / len(rows), 4)]


def summary(rows: list[dict]) -> dict:
    n = len(rows)
    wins = sum(r["return"] > 0 for r in rows)
    draws = sum(r["return"] == 0 for r in rows)
    lo, hi = wilson(wins, n)
    per = [sum(r["seconds"][i] for r in rows) / max(1, sum(r["decisions"][i] for r in rows)) for i in (0, 1)]
    return {
        "summary": True,
        "agent": rows[0]["agent"] if rows else None,
        "opponent": rows[0]["opponent"] if rows else None,
        "games": n,
        "wins": wins,
        "draws": draws,
        "losses": n - wins - draws,
        "win_rate": round(wins / n, 4) if n else None,
        "win_rate_wilson95": [round(lo, 4), round(hi, 4)],
        "score_rate": round((wins + 0.5 * draws) / n, 4) if n else None,
        "reasons": dict(
            sorted(Counter(("win " if r["return"] > 0 else "loss ") + str(r["reason"]) for r in rows).items())
        ),
        "win_rate_going_first": _rate([r for r in rows if r["went_first"]]),
        "win_rate_going_second": _rate([r for r in rows if not r["went_first"]]),
        "seconds_per_decision": [round(per[0], 5), round(per[1], 5)],
    }


def main(argv: list[str]) -> None:
    if argv and argv[0] == "--summary":
        rows = []
        for name in argv[1:]:
            with open(name) as f:
                rows += [json.loads(line) for line in f if line.strip() and '"summary"' not in line]
        print(json.dumps(summary(rows)))
        return
    a = argv[0] if argv else "expert"
    b = argv[1] if len(argv) > 1 else "random"
    games = int(argv[2]) if len(argv) > 2 else 200
    first = int(argv[3]) if len(argv) > 3 else 0
    rows = []
    for g in range(first, first + games):
        rows.append(play(a, b, g))
        print(json.dumps(rows[-1]), flush=True)
    print(json.dumps(summary(rows)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
