"""Playouts shared by the search agents: random moves to the end, or for a few moves and then the
game's heuristic squashed into [-1, 1]."""

from __future__ import annotations

import math

from eregion.core import Rng, State


def playout(state: State, rng: Rng, depth: int, scale: float) -> tuple[float, ...]:
    """Play random moves on ``state`` (which is consumed) and return a value per player.

    ``depth`` 0 plays to the end; otherwise after ``depth`` moves the game's heuristic estimates the
    outcome (when the game has one).
    """
    heuristic = state.game.heuristic if depth else None
    n = 0
    while True:
        actions = state.legal_actions()
        if not actions:
            return state.returns()
        if heuristic is not None and n >= depth:
            return tuple(math.tanh(heuristic(state, p) / scale) for p in range(state.num_players))
        state.apply(actions[rng.next64() % len(actions)])
        n += 1
