"""Playing the games of a run: what a worker does, on any backend.

Game ``i`` of a run with seed ``S`` is dealt with seed ``S + i``; the agents take the sides by rotation
(agent A on side ``i % 2`` of a two-sided game: a seat in Duel, Sauron or every hero in MEQ) and
their seeds derive from the game's seed alone, so a game's result is the same whichever worker,
process or machine plays it.
"""

from __future__ import annotations

import json
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from eregion.agents import make_agent
from eregion.core import EregionError, Game, Replay, Rng
from eregion.store import GameRecord

Lookup = Callable[[str], Game]

_AGENT_SALT = 0x5EEDA6E70FE4E610


class RulesMismatch(EregionError):
    """A worker's rules version differs from the run's (another eregion installed there)."""


class GameFailed(EregionError):
    """A game raised an error while being played (a bug in a game or an agent); names the game."""


def seating(
    index: int,
    agents: int,
    seats: int | None = None,
    cooperative: bool = False,
    sides: Sequence[int] | None = None,
) -> tuple[int, ...]:
    """``seats[s]`` is the agent (0 = A) on seat ``s`` in game ``index``: the sides rotate among the
    agents by the index (``sides[s]`` is the side of seat ``s``, by default each seat its own), and
    every seat of a side gets its side's agent; in a co-operative game one agent plays every seat,
    agent ``index % agents``, so a run compares the agents' results on the same game."""
    if cooperative:
        return (index % agents,) * (seats or agents)
    return tuple((side - index) % agents for side in (range(agents) if sides is None else sides))


def agent_seeds(game_seed: int, seats: int) -> list[int]:
    """One seed per seat, derived from the game's seed only (and not the game's own stream)."""
    rng = Rng(game_seed ^ _AGENT_SALT)
    return [rng.next64() for _ in range(seats)]


def play_game(game: Game, specs: Sequence[str], options: dict[str, Any], index: int, seed: int) -> GameRecord:
    """Play one game to its end and record it."""
    seats = seating(index, len(specs), len(game.players), game.cooperative, game.seat_sides)
    seeds = agent_seeds(seed, len(seats))
    agents = [make_agent(specs[a], seeds[s]) for s, a in enumerate(seats)]
    decisions = [0] * len(seats)
    spent = [0.0] * len(seats)
    clock = time.perf_counter
    start = clock()
    state = game.new_game(seed, options)
    while True:
        d = state.decision
        if d is None:
            break
        p = d.player
        t = clock()
        action = agents[p].choose(state)
        spent[p] += clock() - t
        state.apply(action)
        decisions[p] += 1
    seconds = clock() - start
    replay = json.dumps(Replay.of(state).to_json(), separators=(",", ":"), ensure_ascii=False)
    return GameRecord(
        index=index,
        seed=seed,
        seats=seats,
        returns=tuple(float(r) for r in state.returns()),
        length=sum(decisions),
        seconds=seconds,
        decisions=tuple(decisions),
        decision_seconds=tuple(spent),
        replay=replay,
    )


def load_game(lookup: Lookup, game_name: str, rules_version: str) -> Game:
    """The run's game, checked to have the run's rules version."""
    game = lookup(game_name)
    if game.rules_version != rules_version:
        raise RulesMismatch(
            f"this eregion has {game_name} rules version {game.rules_version!r}; the run needs {rules_version!r}"
        )
    return game


def play_checked(
    game: Game, specs: Sequence[str], options: dict[str, Any], index: int, seed: int
) -> GameRecord:
    """:func:`play_game`, with an error inside a game or agent turned into :class:`GameFailed`."""
    try:
        return play_game(game, specs, options, index, seed)
    except Exception as e:  # noqa: BLE001 (any bug in a game or agent is reported, naming the game)
        where = traceback.extract_tb(e.__traceback__)[-1]
        raise GameFailed(
            f"game {index} (seed {seed}) of {game.name} failed: {type(e).__name__}: {e} "
            f"(at {Path(where.filename).name}:{where.lineno})"
        ) from None


def play_chunk(
    lookup: Lookup,
    game_name: str,
    rules_version: str,
    specs: Sequence[str],
    options: dict[str, Any],
    tasks: Sequence[tuple[int, int]],
) -> list[GameRecord]:
    """Play the games ``tasks`` (``(index, seed)`` pairs) of one run; the unit of work of a worker."""
    game = load_game(lookup, game_name, rules_version)
    return [play_checked(game, specs, options, index, seed) for index, seed in tasks]
