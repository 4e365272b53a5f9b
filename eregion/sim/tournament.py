"""A round robin: one run for every pair of agents, found again by what it plays.

Running the same tournament twice continues it: each pairing's run is looked up in the store by its
game, rules version, options, agents and first seed, and only its missing games are played (a larger
``games`` raises the target). In a co-operative game the agents are not opponents, so each one gets a
run of its own on the same seeds and the tournament compares win rates instead of ratings.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from eregion.core import Game
from eregion.sim.backends import make_backend
from eregion.sim.play import Lookup
from eregion.sim.runner import Outcome, check_agent, new_run, run_games
from eregion.store import RunInfo, Store


def pairings(game: Game, agents: Sequence[str]) -> list[tuple[str, ...]]:
    """The runs a round robin of ``agents`` needs: every pair once (the first named plays side 0 in the
    even games), or each agent alone in a co-operative game. Raises ``ValueError`` for fewer than two
    agents, or the same agent twice."""
    specs = tuple(check_agent(a, game) for a in agents)
    if len(set(specs)) != len(specs):
        twice = sorted({s for s in specs if specs.count(s) > 1})
        raise ValueError(f"each agent plays once in a tournament; named twice: {', '.join(twice)}")
    if game.cooperative:
        if not specs:
            raise ValueError("name at least one agent")
        return [(s,) for s in specs]
    if len(specs) < 2:
        raise ValueError(f"a round robin needs at least two agents, got {len(specs)}")
    return list(combinations(specs, 2))


def tournament_runs(
    store: Store, game: Game, agents: Sequence[str], games: int, seed: int, options: dict[str, Any]
) -> list[RunInfo]:
    """The tournament's runs, one per pairing: the stored one that plays exactly it (raised to ``games``
    when its target is lower), or a new one."""
    opts = game.resolve_options(options)
    stored = [
        r
        for r in store.runs()
        if r.game == game.name
        and r.rules_version == game.rules_version
        and r.options == opts
        and r.seed == seed
    ]
    runs = []
    for pair in pairings(game, agents):
        found = next((r for r in stored if r.agents == pair), None)
        if found is None:
            found = new_run(store, game, pair, games, seed, opts)
        elif found.target < games:
            store.set_target(found.id, games)
            found = store.run(found.id)
        runs.append(found)
    return runs


def play_tournament(
    store: Store,
    runs: Sequence[RunInfo],
    lookup: Lookup,
    workers: int | None = 1,
    progress: Callable[[RunInfo, int], None] | None = None,
) -> list[Outcome]:
    """Play every run's missing games in turn, on a local process pool of ``workers``; stops at the
    first interrupted run (its finished games are kept, and the next call continues)."""
    outcomes = []
    for run in runs:
        backend = make_backend("local", lookup, run.game, run.rules_version, run.agents, run.options, workers)
        step = None if progress is None else (lambda k, r=run: progress(r, k))
        outcome = run_games(store, run, backend, step)
        outcomes.append(outcome)
        if outcome.interrupted:
            break
    return outcomes
