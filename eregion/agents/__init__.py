"""Agents, selected by a spec string such as ``random``, ``greedy`` or ``ismcts:sims=400,c=0.7``.

Every agent works for every game through the core protocol; ``mcts`` alone reads hidden state (a
perfect-information baseline).
"""

from __future__ import annotations

from eregion.agents.base import Agent
from eregion.agents.search import ISMCTS, MCTS, FlatMC
from eregion.agents.simple import GreedyAgent, RandomAgent
from eregion.agents.spec import UnknownAgent, parse

AGENTS: dict[str, type[Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "flatmc": FlatMC,
    "mcts": MCTS,
    "ismcts": ISMCTS,
}


def make_agent(spec: str, seed: int = 0) -> Agent:
    """Build an agent from its spec; an unknown name, parameter or value says what exists."""
    name, _, params = spec.strip().partition(":")
    if name not in AGENTS:
        raise UnknownAgent(f"unknown agent {name!r}; available: {', '.join(AGENTS)}")
    cls = AGENTS[name]
    return cls(seed, **parse(params, cls.PARAMS, name))


__all__ = [
    "AGENTS",
    "Agent",
    "FlatMC",
    "GreedyAgent",
    "ISMCTS",
    "MCTS",
    "RandomAgent",
    "UnknownAgent",
    "make_agent",
]
