"""Environment steps per second per game, beside the raw engine's, as one JSON object.

    python benchmarks/rl_steps.py [--steps N] [--rounds R] [--envs E] [GAME ...]

Both loops play the same random games, on one core: games with seeds 0, 1, 2... and one uniform
choice among the legal actions per move, drawn once (untimed) and then replayed by each loop, so that
neither loop is timed on games of its own (a game's moves cost more or less as it goes on, and N moves
hold only a few games of the card games). The raw loop calls ``legal_actions`` and ``apply``; the
environment loop is PettingZoo's (``last()`` builds the mover's observation and legal-action mask,
``step`` plays the move's index), with the finished agents' closing ``step(None)`` included. Each
figure is the best of R rounds in moves per CPU second; ``overhead`` is raw / environment (issue 18
asks for below 2). Two more loops tell where the time goes: the raw loop that also builds the mover's
JSON view at each move (what an eregion agent is given), and the environment loop with a blank
observation (PettingZoo's bookkeeping and the mask alone, the least an observation can cost). With
``--envs E``, E environments stepped in turn in one thread, a move each, as a vector environment
steps them (each writes on sheets of its own, so this is about the single environment's rate).

Timings move with the machine's load; instructions do not. Under Valgrind, ``--callgrind`` runs the
raw loop, the environment loop and the blank one once each (after one game of each untimed) and dumps
the counters after each (``callgrind_control -d``): each dump's ``totals:`` line is its loop's count.

    valgrind --tool=callgrind --callgrind-out-file=cg.%p python benchmarks/rl_steps.py --callgrind --steps 1000 duel
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from eregion.core import Rng
from eregion.games import get_game, names
from eregion.rl import env


class _Blank:
    """An encoding that leaves the observation blank and keeps the mask."""

    def __init__(self, encoding: Any) -> None:
        self.encoding = encoding

    def observer(self) -> Callable[[Any, int], np.ndarray]:
        size = self.encoding.size
        return lambda state, player: np.zeros(size, np.float32)

    def mask(self, state: Any, player: int) -> np.ndarray:
        return self.encoding.mask(state, player)  # type: ignore[no-any-return]


Game = tuple[int, list[tuple[int, int]]]
"""A game to replay: its seed, and per move the chosen action's place among the legal actions and
its index in the action space."""


def games(name: str, steps: int) -> list[Game]:
    """Random games from seed 0 on, ``steps`` moves in all (the last game played to its end)."""
    game, rng = get_game(name), Rng(0)
    out: list[Game] = []
    moves = 0
    while moves < steps:
        state, played = game.new_game(len(out)), []
        while True:
            actions = state.legal_actions()
            if not actions:
                break
            k = rng.next64() % len(actions)
            played.append((k, actions[k].index))
            state.apply(actions[k])
        out.append((len(out), played))
        moves += len(played)
    return out


def raw(name: str, played: list[Game], views: bool = False) -> float:
    game = get_game(name)
    moves = 0
    start = time.process_time()
    for seed, game_moves in played:
        state = game.new_game(seed)
        for k, _ in game_moves:
            actions = state.legal_actions()
            if views:
                state.view(state.decision.player)  # type: ignore[union-attr]
            state.apply(actions[k])
        moves += len(game_moves)
    return moves / (time.process_time() - start)


def environment(name: str, played: list[Game], blank: bool = False) -> float:
    e = env(name)
    if blank:
        e.encoding = _Blank(e.encoding)  # type: ignore[assignment]
    moves = 0
    start = time.process_time()
    for seed, game_moves in played:
        e.reset(seed=seed)
        indexes = iter([i for _, i in game_moves])
        for _agent in e.agent_iter():
            _obs, _reward, done, cut, _info = e.last()
            e.step(None if done or cut else next(indexes))
        moves += len(game_moves)
    return moves / (time.process_time() - start)


def in_turn(name: str, played: list[Game], envs: int) -> float:
    """PettingZoo's loop on ``envs`` environments stepped in turn, a move each, in one thread (as a
    vector environment steps them): environment k plays games k, k + envs, k + 2 envs..."""

    def play(e: Any, games: list[Game]) -> Iterator[bool]:
        for seed, game_moves in games:
            e.reset(seed=seed)
            indexes = iter([i for _, i in game_moves])
            for _agent in e.agent_iter():
                _obs, _reward, done, cut, _info = e.last()
                e.step(None if done or cut else next(indexes))
                yield True

    running = [play(env(name), played[k::envs]) for k in range(envs)]
    start = time.process_time()
    while running:
        running = [loop for loop in running if next(loop, False)]
    return sum(len(m) for _, m in played) / (time.process_time() - start)


def counted(name: str, steps: int) -> dict[str, int]:
    """Run each loop once under Valgrind's callgrind, its counters dumped after each: the dumps
    ``NAME setup`` (imports, the games drawn, one game of each loop), ``NAME raw``, ``NAME env`` and
    ``NAME blank`` hold each loop's instructions."""
    played = games(name, steps)
    raw(name, played[:1]), environment(name, played[:1]), environment(name, played[:1], blank=True)

    def dump(label: str) -> None:
        subprocess.run(
            ["callgrind_control", "-d", f"{name} {label}", str(os.getpid())], check=True, capture_output=True
        )

    dump("setup")
    raw(name, played)
    dump("raw")
    environment(name, played)
    dump("env")
    environment(name, played, blank=True)
    dump("blank")
    return {"moves": sum(len(m) for _, m in played), "games": len(played)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", default=names())
    ap.add_argument("--steps", type=int, default=5000, help="moves per loop and round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--envs", type=int, default=1, help="also time N environments stepped in turn")
    ap.add_argument("--callgrind", action="store_true", help="count instructions under Valgrind instead")
    args = ap.parse_args()
    if args.callgrind:
        print(json.dumps({name: counted(name, args.steps) for name in args.games}, indent=1))
        return
    out = {}
    for name in args.games:
        played = games(name, args.steps)
        best = {"raw": 0.0, "env": 0.0, "raw_with_views": 0.0, "env_blank": 0.0}
        for _ in range(args.rounds):
            best["raw"] = max(best["raw"], raw(name, played))
            best["env"] = max(best["env"], environment(name, played))
            best["raw_with_views"] = max(best["raw_with_views"], raw(name, played, views=True))
            best["env_blank"] = max(best["env_blank"], environment(name, played, blank=True))
            if args.envs > 1:
                best["in_turn"] = max(best.get("in_turn", 0.0), in_turn(name, played, args.envs))
        out[name] = {
            "moves": sum(len(m) for _, m in played),
            "games": len(played),
            "raw_steps_per_s": round(best["raw"]),
            "env_steps_per_s": round(best["env"]),
            "overhead": round(best["raw"] / best["env"], 2),
            "raw_with_views_steps_per_s": round(best["raw_with_views"]),
            "env_blank_observation_steps_per_s": round(best["env_blank"]),
            "blank_overhead": round(best["raw"] / best["env_blank"], 2),
        }
        if args.envs > 1:
            out[name][f"{args.envs}_envs_in_turn_steps_per_s"] = round(best["in_turn"])
    print(json.dumps({"steps": args.steps, "rounds": args.rounds, "games": out}, indent=1))


if __name__ == "__main__":
    main()
