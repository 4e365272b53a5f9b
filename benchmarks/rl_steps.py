"""Environment steps per second per game, beside the raw engine's, as one JSON object.

    python benchmarks/rl_steps.py [--steps N] [--rounds R] [GAME ...]

Both loops play random games with seeds 0, 1, 2... and one uniform choice among the legal actions per
move, on one core. The raw loop calls ``legal_actions`` and ``apply``; the environment loop is
PettingZoo's (``last()`` builds the mover's observation and legal-action mask, a random index is
drawn among the mask's ones, ``step``), with the finished agents' closing ``step(None)`` included.
Each figure is the best of R rounds in moves per CPU second; ``overhead`` is raw / environment
(issue 18 asks for below 2).
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np

from eregion.core import Rng
from eregion.games import get_game, names
from eregion.rl import env


def raw(name: str, steps: int) -> float:
    game, rng = get_game(name), Rng(0)
    moves, seed = 0, 0
    start = time.process_time()
    while moves < steps:
        state = game.new_game(seed)
        seed += 1
        while True:
            actions = state.legal_actions()
            if not actions:
                break
            state.apply(actions[rng.next64() % len(actions)])
            moves += 1
    return moves / (time.process_time() - start)


def environment(name: str, steps: int) -> float:
    e, rng = env(name), Rng(0)
    moves, seed = 0, 0
    start = time.process_time()
    while moves < steps:
        e.reset(seed=seed)
        seed += 1
        for _agent in e.agent_iter():
            obs, _reward, done, cut, _info = e.last()
            if done or cut:
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            e.step(int(legal[rng.next64() % len(legal)]))
            moves += 1
    return moves / (time.process_time() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", default=names())
    ap.add_argument("--steps", type=int, default=5000, help="moves per loop and round")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    out = {}
    for name in args.games:
        best_raw = best_env = 0.0
        for _ in range(args.rounds):
            best_raw = max(best_raw, raw(name, args.steps))
            best_env = max(best_env, environment(name, args.steps))
        out[name] = {
            "raw_steps_per_s": round(best_raw),
            "env_steps_per_s": round(best_env),
            "overhead": round(best_raw / best_env, 2),
        }
    print(json.dumps({"steps": args.steps, "rounds": args.rounds, "games": out}, indent=1))


if __name__ == "__main__":
    main()
