"""The agent interface, written once against the core protocol and used for every game."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar

from eregion.agents.spec import Param
from eregion.core import Action, Game, State


class Agent(ABC):
    """Chooses an action for the player who owes the state's decision.

    Agents may read the legal actions, ``state.view(player)``, and what
    ``state.determinize(player, rng)`` gives; never the hidden parts of ``state`` itself.
    """

    name: str = "agent"
    PARAMS: ClassVar[tuple[Param, ...]] = ()
    needs_heuristic: ClassVar[bool] = False  # true for agents that cannot play a game without one
    needs_expert: ClassVar[bool] = False  # true for agents that play through the game's expert policy

    @abstractmethod
    def choose(self, state: State) -> Action:
        """An action among ``state.legal_actions()``."""

    def check(self, game: Game) -> None:
        """Raise :class:`~eregion.agents.spec.UnknownAgent` if this agent cannot play ``game`` (a policy
        trained on another game); :func:`~eregion.agents.make_agent` asks when it is given the game."""

    def __repr__(self) -> str:
        return self.name
