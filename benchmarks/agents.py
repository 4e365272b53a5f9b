"""Win rate of one agent against another at any game, seats alternated, as JSON lines.

    python benchmarks/agents.py GAME A B [GAMES] [FIRST] [--random-decks] > results.jsonl
    python benchmarks/agents.py --summary results.jsonl [more.jsonl ...]

Game i (seed i) seats the first agent as player 0 when i is even and as player 1 when it is odd.
With ``--random-decks`` (games that have ``Game.random_setup``: the TCG) game i is played with the
random legal decks of ``random_setup(i)`` instead of the default setup.
Each finished game is printed as one JSON line as it ends (so a long run can be split into pieces
with FIRST and stopped at any time); the last line is the summary: wins, draws and losses of the
first agent, its win rate with a Wilson 95% interval, how games ended, the win rate by whether it
moved first (where the game records who did) and mean seconds per decision (first agent, opponent).
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from typing import Any

from eregion.agents import make_agent
from eregion.games import get_game
from eregion.sim.stats import wilson


def ending(state: Any) -> str | None:
    """How the game ended, in the game's words (Duel's victory type, the TCG's reason)."""
    result = state.view(None).get("result") or {}
    return result.get("victory") or result.get("reason")


def play(game: str, a: str, b: str, g: int, random_decks: bool = False) -> dict[str, Any]:
    rules = get_game(game)
    seat = g % 2
    agents = {seat: make_agent(a, 2 * g, rules), 1 - seat: make_agent(b, 2 * g + 1, rules)}
    decisions, seconds = [0, 0], [0.0, 0.0]
    if random_decks:
        if rules.random_setup is None:
            sys.exit(f"{game} has no random decks")
        state = rules.new_game(g, None, rules.random_setup(g))
    else:
        state = rules.new_game(g)
    while not state.is_over:
        p = state.decision.player
        who = 0 if p == seat else 1
        t = time.perf_counter()
        action = agents[p].choose(state)
        seconds[who] += time.perf_counter() - t
        decisions[who] += 1
        state.apply(action)
    row: dict[str, Any] = {
        "game": g,
        "agent": a,
        "opponent": b,
        "seat": seat,
        "return": state.returns()[seat],
    }
    row["reason"] = ending(state)
    if hasattr(state, "first"):  # games where a bid or a die decides who moves first
        row["went_first"] = state.first == seat
    row["decisions"], row["seconds"] = decisions, seconds
    return row


def _rate(rows: list[dict[str, Any]]) -> list[float | int] | None:
    """[games, win rate] of a subset, or None when empty."""
    if not rows:
        return None
    return [len(rows), round(sum(r["return"] > 0 for r in rows) / len(rows), 4)]


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    wins = sum(r["return"] > 0 for r in rows)
    draws = sum(r["return"] == 0 for r in rows)
    lo, hi = wilson(wins, n)
    per = [sum(r["seconds"][i] for r in rows) / max(1, sum(r["decisions"][i] for r in rows)) for i in (0, 1)]
    out = {
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
        "endings": dict(
            sorted(
                Counter(("win " if r["return"] > 0 else "loss ") + str(r.get("reason")) for r in rows).items()
            )
        ),
        "seconds_per_decision": [round(per[0], 5), round(per[1], 5)],
    }
    if rows and "went_first" in rows[0]:
        out["win_rate_going_first"] = _rate([r for r in rows if r["went_first"]])
        out["win_rate_going_second"] = _rate([r for r in rows if not r["went_first"]])
    return out


def main(argv: list[str]) -> None:
    if argv and argv[0] == "--summary":
        rows = []
        for name in argv[1:]:
            with open(name) as f:
                rows += [json.loads(line) for line in f if line.strip() and '"summary"' not in line]
        print(json.dumps(summary(rows)))
        return
    random_decks = "--random-decks" in argv
    argv = [x for x in argv if x != "--random-decks"]
    if len(argv) < 3:
        sys.exit(__doc__)
    game, a, b = argv[:3]
    games = int(argv[3]) if len(argv) > 3 else 200
    first = int(argv[4]) if len(argv) > 4 else 0
    rows = []
    for g in range(first, first + games):
        rows.append(play(game, a, b, g, random_decks))
        print(json.dumps(rows[-1]), flush=True)
    print(json.dumps(summary(rows)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
