"""Middle-earth Quest: one agent against another, each playing a whole side, sides alternated; JSON.

    python benchmarks/meq_agents.py A B [--games N] [--heroes H] [--first F]

Game i (seed i) seats agent A as Sauron and B as every hero when i is even, and the other way round
when it is odd. Each finished game is one JSON line; the last line sums up A's wins as each side
with a Wilson 95% interval, how games ended, and each agent's mean and longest seconds per decision,
in wall-clock and in CPU time (which a busy machine disturbs less).
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from typing import Any

from eregion.agents import make_agent
from eregion.games import get_game
from eregion.sim.stats import wilson


def play(a: str, b: str, g: int, heroes: int) -> dict[str, Any]:
    rules = get_game("meq")
    a_is_sauron = g % 2 == 0
    state = rules.new_game(g, {"heroes": heroes})
    seats = range(heroes + 1)
    agents = {p: make_agent(a if (p == 0) == a_is_sauron else b, 10 * g + p, rules) for p in seats}
    decisions, seconds, longest = [0, 0], [0.0, 0.0], [0.0, 0.0]
    cpu, cpu_longest = [0.0, 0.0], [0.0, 0.0]
    while not state.is_over:
        p = state.decision.player
        who = 0 if (p == 0) == a_is_sauron else 1
        t, c = time.perf_counter(), time.process_time()
        action = agents[p].choose(state)
        dt = time.perf_counter() - t
        dc = time.process_time() - c
        cpu[who] += dc
        cpu_longest[who] = max(cpu_longest[who], dc)
        seconds[who] += dt
        longest[who] = max(longest[who], dt)
        decisions[who] += 1
        state.apply(action)
    side, why = state.result
    return {
        "game": g,
        "heroes": heroes,
        "a_side": "sauron" if a_is_sauron else "heroes",
        "a_won": side == ("sauron" if a_is_sauron else "heroes"),
        "winner": side,
        "reason": why,
        "rounds": state.turn,
        "decisions": decisions,
        "seconds": [round(x, 3) for x in seconds],
        "longest": [round(x, 3) for x in longest],
        "cpu": [round(x, 3) for x in cpu],
        "longest_cpu": [round(x, 3) for x in cpu_longest],
    }


def summary(a: str, b: str, heroes: int, rows: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {"summary": True, "a": a, "b": b, "heroes": heroes, "games": len(rows)}
    for side in ("sauron", "heroes"):
        mine = [r for r in rows if r["a_side"] == side]
        wins = sum(r["a_won"] for r in mine)
        lo, hi = wilson(wins, len(mine)) if mine else (0.0, 0.0)
        out[f"a_as_{side}"] = {
            "games": len(mine),
            "wins": wins,
            "win_rate": round(wins / len(mine), 4) if mine else None,
            "wilson95": [round(lo, 4), round(hi, 4)],
        }
    out["endings"] = dict(Counter(f"{r['winner']}: {r['reason']}" for r in rows).most_common())
    for who, name in ((0, "a"), (1, "b")):
        n = sum(r["decisions"][who] for r in rows)
        out[f"{name}_seconds_per_decision"] = round(sum(r["seconds"][who] for r in rows) / max(1, n), 5)
        out[f"{name}_cpu_per_decision"] = round(sum(r["cpu"][who] for r in rows) / max(1, n), 5)
        out[f"{name}_longest_decision"] = max((r["longest"][who] for r in rows), default=0.0)
        out[f"{name}_longest_decision_cpu"] = max((r["longest_cpu"][who] for r in rows), default=0.0)
    out["mean_rounds"] = round(sum(r["rounds"] for r in rows) / max(1, len(rows)), 2)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", help="agent spec of the first agent (Sauron in even games)")
    ap.add_argument("b", help="agent spec of the second agent")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--heroes", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--first", type=int, default=0, help="seed of the first game")
    args = ap.parse_args()
    rows = []
    for g in range(args.first, args.first + args.games):
        row = play(args.a, args.b, g, args.heroes)
        rows.append(row)
        print(json.dumps(row), flush=True)
    print(json.dumps(summary(args.a, args.b, args.heroes, rows)), flush=True)


if __name__ == "__main__":
    main()
