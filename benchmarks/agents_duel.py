"""Win rate of one agent against another at Duel, seats alternated, as one JSON object.

    python benchmarks/agents_duel.py greedy random 1000

Reports wins, draws (shared victories) and losses of the first agent, its score rate
(win = 1, shared = 0.5) with a Wilson 95% interval on the win rate, and seconds per decision.
"""

from __future__ import annotations

import json
import math
import sys
import time

from eregion.agents import make_agent
from eregion.games.duel import new_game


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def main(a: str, b: str, games: int, seed: int = 0) -> dict:
    wins = draws = losses = 0
    decisions = [0, 0]
    seconds = [0.0, 0.0]
    for g in range(games):
        seat = g % 2  # the first agent plays the Fellowship in even games, Sauron in odd ones
        agents = [None, None]
        agents[seat] = make_agent(a, seed + 2 * g)
        agents[1 - seat] = make_agent(b, seed + 2 * g + 1)
        state = new_game(seed + g)
        while not state.is_over:
            p = state.decision.player
            who = 0 if p == seat else 1
            t = time.perf_counter()
            action = agents[p].choose(state)
            seconds[who] += time.perf_counter() - t
            decisions[who] += 1
            state.apply(action)
        r = state.returns()[seat]
        wins += r > 0
        draws += r == 0
        losses += r < 0
    lo, hi = wilson(wins, games)
    return {
        "agent": a,
        "opponent": b,
        "games": games,
        "wins": wins,
        "draws": draws,
        "losses": losses,
        "win_rate": round(wins / games, 4),
        "win_rate_wilson95": [round(lo, 4), round(hi, 4)],
        "score_rate": round((wins + 0.5 * draws) / games, 4),
        "seconds_per_decision": {a: seconds[0] / max(1, decisions[0]), b: seconds[1] / max(1, decisions[1])},
    }


if __name__ == "__main__":
    args = sys.argv[1:]
    print(json.dumps(main(args[0] if args else "greedy", args[1] if len(args) > 1 else "random",
                          int(args[2]) if len(args) > 2 else 200)))
