"""Win rates of an agent playing a co-operative game solo over a grid of set-ups: for the LCG, each
starter deck on each scenario, standard and easy (``eregion bench lcg --solo-games N``, and
``benchmarks/lcg_solo.py`` for runs split into pieces).

The grid comes from the game's options: every ``scenario``, every ``deck1`` and both values of
``easy``. Game i of a set-up uses seed i, so a figure can be re-measured exactly.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Iterator
from itertools import product
from typing import Any

from eregion.agents import make_agent
from eregion.games import get_game
from eregion.sim.stats import wilson
from eregion.workers import end_now, spawn_pool

CHUNK = 25  # games per task at most: small enough to keep every worker busy to the end


def grid(game_name: str) -> list[tuple[str, str, bool]]:
    """(scenario, deck, easy) for every set-up the game's options allow."""
    choices = {o.name: o.choices for o in get_game(game_name).options}
    if not {"scenario", "deck1", "easy"} <= set(choices):
        raise ValueError(f"{game_name} has no scenarios, decks and easy mode to play solo")
    return list(product(choices["scenario"], choices["deck1"], choices["easy"]))


def play(
    game_name: str,
    agent: str,
    scenario: str,
    deck: str,
    easy: bool,
    seeds: range,
    more: dict[str, Any] | None = None,
) -> list[dict[str, Any]]:
    """Play these seeds of one set-up (``more``: further options, such as a second player's deck); one
    row per game, the agent playing every seat."""
    game = get_game(game_name)
    rows = []
    for seed in seeds:
        state = game.new_game(seed, {"scenario": scenario, "deck1": deck, "easy": easy, **(more or {})})
        ai = make_agent(agent, seed, game)
        decisions, start = 0, time.perf_counter()
        while not state.is_over:
            state.apply(ai.choose(state))
            decisions += 1
        result = state.view(None).get("result") or {}
        rows.append(
            {
                "seed": seed,
                "won": state.returns()[0] > 0,
                "reason": result.get("reason"),
                "rounds": getattr(state, "round", 0),
                "decisions": decisions,
                "seconds": time.perf_counter() - start,
            }
        )
    return rows


def summary(agent: str, scenario: str, deck: str, easy: bool, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """One set-up's figures: wins with a Wilson 95% interval, mean rounds, endings, time."""
    n = len(rows)
    wins = sum(r["won"] for r in rows)
    lo, hi = wilson(wins, n)
    seconds = sum(r["seconds"] for r in rows)
    endings = Counter(("win: " if r["won"] else "loss: ") + str(r["reason"]) for r in rows)
    return {
        "agent": agent,
        "scenario": scenario,
        "deck": deck,
        "mode": "easy" if easy else "normal",
        "games": n,
        "wins": wins,
        "win_rate": round(wins / n, 4),
        "win_rate_wilson95": [round(lo, 4), round(hi, 4)],
        "mean_rounds": round(sum(r["rounds"] for r in rows) / n, 2),
        "endings": dict(sorted(endings.items())),
        "seconds_per_game": round(seconds / n, 4),
        "seconds_per_decision": round(seconds / max(1, sum(r["decisions"] for r in rows)), 6),
    }


def overall(lines: list[dict[str, Any]]) -> dict[str, Any]:
    """All set-ups together, with a compact table (scenario, deck, mode, games, rate, interval)."""
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


def run(
    game_name: str,
    games: int,
    agent: str = "expert",
    workers: int = 2,
    setups: list[tuple[str, str, bool]] | None = None,
) -> Iterator[dict[str, Any]]:
    """Each set-up's summary as it finishes (progress on stderr), over a pool of ``workers`` processes."""
    make_agent(agent, 0, get_game(game_name))  # a bad spec fails before any process starts
    todo = setups if setups is not None else grid(game_name)
    size = max(1, min(CHUNK, games // (4 * workers)))  # slow agents: a few games per task
    chunks = [range(k, min(k + size, games)) for k in range(0, games, size)]
    pool, finished = spawn_pool(workers), False
    try:
        for i, (scenario, deck, easy) in enumerate(todo, 1):
            jobs = [pool.submit(play, game_name, agent, scenario, deck, easy, c) for c in chunks]
            rows = [r for j in jobs for r in j.result()]
            line = summary(agent, scenario, deck, easy, rows)
            mode = line["mode"]
            print(
                f"[{i}/{len(todo)}] {scenario} {deck} {mode}: {line['win_rate']:.1%}",
                file=sys.stderr,
                flush=True,
            )
            yield line
        finished = True
    finally:
        if finished:
            pool.shutdown()
        else:  # Ctrl-C or an error: stop at once, games under way included
            end_now(pool)
