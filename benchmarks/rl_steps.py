"""Environment steps per second per game, beside the raw engine's, as one JSON object.

    python benchmarks/rl_steps.py [--steps N] [--rounds R] [GAME ...]

Both loops play random games with seeds 0, 1, 2... and one uniform choice among the legal actions per
move, on one core. The raw loop calls ``legal_actions`` and ``apply``; the environment loop is
PettingZoo's (``last()`` builds the mover's observation and legal-action mask, a random index is
drawn among the mask's ones, ``step``), with the finished agents' closing ``step(None)`` included.
Each figure is the best of R rounds in moves per CPU second; ``overhead`` is raw / environment
(issue 18 asks for below 2). Two more loops tell where the time goes: the raw loop that also builds
the mover's JSON view at each move (what an eregion agent is given), and the environment loop with a
blank observation (PettingZoo's bookkeeping and the mask alone, the least an observation can cost).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import numpy as np

from eregion.core import Rng
from eregion.games import get_game, names
from eregion.rl import env


class _Blank:
    """An encoding that leaves the observation blank and keeps the mask."""

    def __init__(self, encoding: Any) -> None:
        self.encoding = encoding

    def observe(self, state: Any, player: int) -> np.ndarray:
        return np.zeros(self.encoding.size, np.float32)

    def mask(self, state: Any, player: int) -> np.ndarray:
        return self.encoding.mask(state, player)  # type: ignore[no-any-return]


def raw(name: str, steps: int, views: bool = False) -> float:
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
            if views:
                state.view(state.decision.player)  # type: ignore[union-attr]
            state.apply(actions[rng.next64() % len(actions)])
            moves += 1
    return moves / (time.process_time() - start)


def environment(name: str, steps: int, blank: bool = False) -> float:
    e, rng = env(name), Rng(0)
    if blank:
        e.encoding = _Blank(e.encoding)  # type: ignore[assignment]
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
        best = {"raw": 0.0, "env": 0.0, "raw_with_views": 0.0, "env_blank": 0.0}
        for _ in range(args.rounds):
            best["raw"] = max(best["raw"], raw(name, args.steps))
            best["env"] = max(best["env"], environment(name, args.steps))
            best["raw_with_views"] = max(best["raw_with_views"], raw(name, args.steps, views=True))
            best["env_blank"] = max(best["env_blank"], environment(name, args.steps, blank=True))
        out[name] = {
            "raw_steps_per_s": round(best["raw"]),
            "env_steps_per_s": round(best["env"]),
            "overhead": round(best["raw"] / best["env"], 2),
            "raw_with_views_steps_per_s": round(best["raw_with_views"]),
            "env_blank_observation_steps_per_s": round(best["env_blank"]),
            "blank_overhead": round(best["raw"] / best["env_blank"], 2),
        }
    print(json.dumps({"steps": args.steps, "rounds": args.rounds, "games": out}, indent=1))


if __name__ == "__main__":
    main()
