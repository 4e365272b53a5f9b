"""Agents, selected by a spec string such as ``random``, ``greedy`` or ``ismcts:sims=400,c=0.7``.

Every agent works for every game through the core protocol; ``mcts`` alone reads hidden state (a
perfect-information baseline).
"""

from __future__ import annotations

from eregion.agents.base import Agent
from eregion.agents.expert import ExpertAgent
from eregion.agents.guided import GuidedSearch
from eregion.agents.policy import PolicyAgent
from eregion.agents.search import ISMCTS, MCTS, FlatMC
from eregion.agents.simple import GreedyAgent, RandomAgent
from eregion.agents.spec import UnknownAgent, parse
from eregion.core import Game
from eregion.games.lcg.expert.search import RoundSearch

AGENTS: dict[str, type[Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "flatmc": FlatMC,
    "mcts": MCTS,
    "ismcts": ISMCTS,
    "expert": ExpertAgent,
    "guided": GuidedSearch,
    "policy": PolicyAgent,
    "lcg-search": RoundSearch,
}


def _resolve(spec: str) -> tuple[type[Agent], dict[str, object]]:
    name, _, params = spec.strip().partition(":")
    if name not in AGENTS:
        raise UnknownAgent(f"unknown agent {name!r}; available: {', '.join(AGENTS)}")
    cls = AGENTS[name]
    return cls, parse(params, cls.PARAMS, name)


def make_agent(spec: str, seed: int = 0, game: Game | None = None) -> Agent:
    """Build an agent from its spec; an unknown name, parameter or value says what exists.

    With ``game``, also refuse an agent that cannot play it (greedy needs the game's heuristic, expert
    the game's expert policy, a trained policy the game it was trained on).
    """
    cls, kwargs = _resolve(spec)
    if game is not None and cls.needs_heuristic and game.heuristic is None:
        raise UnknownAgent(f"agent {cls.name!r} needs a heuristic, and {game.name} has none")
    if game is not None and game.expert is None and (cls.needs_expert or kwargs.get("rollout") == "expert"):
        raise UnknownAgent(
            f"agent {cls.name!r} needs the game's expert policy, and {game.name} has no expert"
        )
    agent = cls(seed, **kwargs)
    if game is not None:
        agent.check(game)
    return agent


def canonical_spec(spec: str) -> str:
    """One spelling per agent: parameters in declared order, defaults left out
    (``ismcts:c=0.7,sims=400`` and ``ismcts:sims=400,c=0.7`` are the same player)."""
    cls, kwargs = _resolve(spec)
    given = [f"{p.name}={kwargs[p.name]}" for p in cls.PARAMS if kwargs[p.name] != p.default]
    return cls.name + (":" + ",".join(given) if given else "")


__all__ = [
    "AGENTS",
    "ISMCTS",
    "MCTS",
    "Agent",
    "ExpertAgent",
    "FlatMC",
    "GreedyAgent",
    "GuidedSearch",
    "PolicyAgent",
    "RandomAgent",
    "RoundSearch",
    "UnknownAgent",
    "canonical_spec",
    "make_agent",
]
