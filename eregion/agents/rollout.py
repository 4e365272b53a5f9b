"""Playouts shared by the search agents: random moves (or the game's expert policy) to the end, or
for a few moves and then the game's heuristic squashed into [-1, 1]."""

from __future__ import annotations

import math

from eregion.core import Rng, State


def playout(state: State, rng: Rng, depth: int, scale: float, expert: bool = False) -> tuple[float, ...]:
    """Play random moves on ``state`` (which is consumed) and return a value per player.

    ``depth`` 0 plays to the end; otherwise after ``depth`` moves the game's heuristic estimates the
    outcome (when the game has one). With ``expert`` the moves are the game's expert policy's (its
    ``playout_policy`` where it has one): it sees only the determinized world being played out, so it
    learns nothing hidden.
    """
    heuristic = state.game.heuristic if depth else None
    policy = (state.game.playout_policy or state.game.expert) if expert else None
    n = 0
    while True:
        actions = state.legal_actions()
        if not actions:
            return state.returns()
        if heuristic is not None and n >= depth:
            return tuple(math.tanh(heuristic(state, p) / scale) for p in range(state.num_players))
        if policy is not None and len(actions) > 1:
            state.apply(policy(state, rng))
        else:
            state.apply(actions[rng.next64() % len(actions)])
        n += 1
