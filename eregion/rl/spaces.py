"""What both environments share: the spaces of a game, the action an index stands for, and the games
a sequence of resets plays."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces

from eregion.core import IllegalAction, Rng, State
from eregion.rl.encoding import Encoding


def spaces_of(encoding: Encoding) -> tuple[spaces.Dict, spaces.Discrete]:
    """The observation and action spaces of a game."""
    observation = spaces.Dict(
        {
            "observation": spaces.Box(-encoding.high, encoding.high, (encoding.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (encoding.actions,), np.int8),
        }
    )
    return observation, spaces.Discrete(encoding.actions)


def chosen(state: State, index: int) -> Any:
    """The pending option whose index is ``index``; raises :class:`IllegalAction` naming the legal
    indices otherwise (nothing changes)."""
    d = state.decision
    if d is not None:
        for a in d.options:
            if a.index == index:
                return a
    legal = () if d is None else tuple(f"{a.index} ({a.id})" for a in d.options)
    raise IllegalAction(f"action index {index}", None if d is None else d.prompt, legal)


class Seeds:
    """The games a sequence of resets plays: a seed given plays that game, and the seedless resets after
    it follow from it (from 0 before any seed is given)."""

    def __init__(self) -> None:
        self.rng = Rng(0)

    def next(self, seed: int | None) -> int:
        if seed is None:
            return self.rng.randrange(2**31)
        self.rng = Rng(seed)
        return seed
