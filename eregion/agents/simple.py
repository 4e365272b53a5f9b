"""The baseline agents: uniform random and one-step greedy on the game's heuristic."""

from __future__ import annotations

from eregion.agents.base import Agent
from eregion.core import Action, Rng, State


class RandomAgent(Agent):
    """Uniformly random among the legal actions; reproducible from its seed."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())


class GreedyAgent(Agent):
    """Tries each legal action on a determinized copy and keeps the best by the game's heuristic.

    Determinizing first means the look-ahead never sees a card the player could not see; ties are
    broken at random so the agent is not predictable.
    """

    name = "greedy"
    needs_heuristic = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        heuristic = state.game.heuristic
        if heuristic is None:
            raise ValueError(f"the greedy agent needs a heuristic, and {state.game.name} has none")
        player = state.decision.player  # type: ignore[union-attr]
        world = state.determinize(player, self.rng)
        best: list[Action] = []
        best_value = float("-inf")
        for a in actions:
            nxt = world.clone()
            nxt.apply(a)
            v = heuristic(nxt, player)
            if v > best_value + 1e-9:
                best, best_value = [a], v
            elif v >= best_value - 1e-9:
                best.append(a)
        return best[0] if len(best) == 1 else self.rng.choice(best)
