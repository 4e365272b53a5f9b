"""The expert agent: plays the game's hand-written policy (``Game.expert``).

The generic part is tiny on purpose: what makes a move sensible is game knowledge, so each game
supplies its own rule-based policy; this class only gives it a reproducible random stream and
takes forced moves without asking.
"""

from __future__ import annotations

from eregion.agents.base import Agent
from eregion.core import Action, Rng, State


class ExpertAgent(Agent):
    """Delegates every decision to the game's expert policy; a lone legal action is taken at once."""

    name = "expert"
    needs_expert = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        policy = state.game.expert
        if policy is None:
            raise ValueError(f"the expert agent needs an expert policy, and {state.game.name} has none")
        action = policy(state, self.rng)
        return action
