"""The ``policy`` agent: plays a policy trained in :mod:`eregion.rl` and saved to a file."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from eregion.agents.base import Agent
from eregion.agents.spec import Param, UnknownAgent
from eregion.core import Action, Game, State


@lru_cache(maxsize=8)
def _load(policy: Any, path: str, mtime: int) -> Any:
    """A policy read once per file version: the server builds an agent for every move it plays."""
    return policy.load(path)


class PolicyAgent(Agent):
    """The saved policy's move (``policy:path=duel.npz``); needs the ``rl`` extra (NumPy)."""

    name = "policy"
    PARAMS = (Param("path", str, "", "the policy file (.npz) that examples/train_duel.py writes"),)

    def __init__(self, seed: int = 0, path: str = "") -> None:
        if not path:
            raise UnknownAgent("agent 'policy' needs path=FILE, a policy saved by eregion.rl")
        try:
            from eregion.rl.policy import Policy, PolicyError
        except ImportError as e:
            raise UnknownAgent(f"agent 'policy' needs the rl extra (pip install eregion[rl]): {e}") from None
        try:
            self.policy: Any = _load(Policy, path, Path(path).stat().st_mtime_ns)
        except (OSError, PolicyError) as e:
            raise UnknownAgent(f"agent 'policy': {e}") from None

    def choose(self, state: State) -> Action:
        return self.policy.act(state)  # type: ignore[no-any-return]

    def check(self, game: Game) -> None:
        if self.policy.game != game.name:
            raise UnknownAgent(f"agent 'policy': this policy plays {self.policy.game}, not {game.name}")
