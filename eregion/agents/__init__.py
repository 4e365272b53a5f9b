"""Agents, selected by a spec string: ``random``, ``greedy`` (more kinds come with parameters,
e.g. ``ismcts:sims=400``)."""

from __future__ import annotations

from eregion.agents.base import Agent
from eregion.agents.simple import GreedyAgent, RandomAgent
from eregion.core import EregionError

AGENTS: dict[str, type[Agent]] = {"random": RandomAgent, "greedy": GreedyAgent}


class UnknownAgent(EregionError, ValueError):
    """An agent spec that names no agent or a parameter it does not take."""


def make_agent(spec: str, seed: int = 0) -> Agent:
    """Build an agent from its spec; an unknown name lists the known ones."""
    name, _, params = spec.partition(":")
    if name not in AGENTS:
        raise UnknownAgent(f"unknown agent {name!r}; available: {', '.join(AGENTS)}")
    if params:
        raise UnknownAgent(f"agent {name!r} takes no parameters (got {params!r})")
    return AGENTS[name](seed)


__all__ = ["AGENTS", "Agent", "GreedyAgent", "RandomAgent", "UnknownAgent", "make_agent"]
