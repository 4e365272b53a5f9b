"""Speed and memory figures for any game, from a single process: ``eregion bench GAME --json``.

Random games are played with a uniformly random choice among the legal actions, through the public
protocol (``legal_actions`` and ``apply`` with its legality check), so the figure is what an agent
or the simulator gets.
"""

from __future__ import annotations

import resource
import time
import tracemalloc
from typing import Any

from eregion.core import Rng, State
from eregion.games import get_game


def _random_games(
    game_name: str, games: int, seed: int, options: dict[str, Any] | None = None, random_decks: bool = False
) -> tuple[float, int, list[State]]:
    """Play ``games`` random games (between random legal decks with ``random_decks``); returns seconds,
    moves, and a sample of mid-game states."""
    game = get_game(game_name)
    rng = Rng(seed)
    moves = 0
    samples: list[State] = []
    start = time.perf_counter()
    for g in range(games):
        setup = game.random_setup(seed + g) if random_decks and game.random_setup else None
        state = game.new_game(seed + g, options, setup)
        n = 0
        while True:
            actions = state.legal_actions()
            if not actions:
                break
            state.apply(actions[rng.next64() % len(actions)])
            n += 1
            if n == 40 and g < 50:
                samples.append(state.clone())
        moves += n
    return time.perf_counter() - start, moves, samples


def _clones_per_s(samples: list[State], seconds: float = 1.0) -> float:
    count = 0
    start = time.perf_counter()
    while True:
        for s in samples:
            s.clone()
        count += len(samples)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count / elapsed


def _bytes_per_state(sample: State, copies: int = 2000) -> float:
    """Memory a clone adds, parts shared with the original excluded (what a search tree pays)."""
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = [sample.clone() for _ in range(copies)]
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    return (after - before) / copies


def _search_sims_per_s(game_name: str, spec: str, seed: int, sims: int = 2000) -> float:
    """Simulations per second of a search agent deciding at the root of a new game."""
    from eregion.agents import make_agent

    state = get_game(game_name).new_game(seed)
    agent = make_agent(f"{spec}:sims={sims}", seed)
    start = time.perf_counter()
    agent.choose(state)
    return sims / (time.perf_counter() - start)


BREAKDOWNS = ("scenario", "heroes")
"""Options whose every value gets its own random-play figures: the LCG's scenarios, MEQ's hero counts."""


def _per_option(game_name: str, games: int, seed: int) -> dict[str, Any]:
    """Random-play speed for each value of the game's breakdown options (``per_scenario``, ``per_heroes``)."""
    out: dict[str, Any] = {}
    for option in get_game(game_name).options:
        if option.name not in BREAKDOWNS:
            continue
        figures = {}
        for value in option.choices:
            seconds, moves, _ = _random_games(game_name, games, seed, {option.name: value})
            figures[str(value)] = {
                "games": games,
                "random_games_per_s": round(games / seconds, 1),
                "mean_moves_per_game": round(moves / games, 1),
            }
        out[f"per_{option.name}"] = figures
    return out


def _random_decks(game_name: str, games: int, seed: int) -> dict[str, Any]:
    """Random play between random legal decks from the whole card pool, where the game builds decks."""
    if get_game(game_name).random_setup is None:
        return {}
    seconds, moves, _ = _random_games(game_name, games, seed, random_decks=True)
    return {
        "random_deck_games_per_s": round(games / seconds, 1),
        "random_deck_mean_moves_per_game": round(moves / games, 1),
    }


def run(game: str, games: int = 1000, seed: int = 0) -> dict[str, Any]:
    """The benchmark figures as one JSON-ready dict."""
    get_game(game)  # an unknown game fails here, before any timing
    _random_games(game, min(games, 20), seed)  # warm-up: imports, caches
    seconds, moves, samples = _random_games(game, games, seed)
    return {
        "game": game,
        "games": games,
        "random_games_per_s": round(games / seconds, 1),
        "moves_per_s": round(moves / seconds, 1),
        "mean_moves_per_game": round(moves / games, 1),
        "clones_per_s": round(_clones_per_s(samples), 1),
        "bytes_per_state": round(_bytes_per_state(samples[0]), 1),
        "mcts_sims_per_s": round(_search_sims_per_s(game, "mcts", seed), 1),
        "ismcts_sims_per_s": round(_search_sims_per_s(game, "ismcts", seed), 1),
        **_per_option(game, games, seed),
        **_random_decks(game, games, seed),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }
