"""Agent specs: ``name`` or ``name:key=value,key=value`` (``ismcts:sims=400,c=0.7``).

Each agent class declares its parameters; a spec naming an unknown agent or parameter, or a value of
the wrong type, raises :class:`UnknownAgent` saying what exists.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eregion.core import EregionError


class UnknownAgent(EregionError, ValueError):
    """An agent spec that names no agent, or a parameter or value the agent does not take."""


@dataclass(frozen=True)
class Param:
    name: str
    type: type
    default: Any
    help: str
    choices: tuple[Any, ...] = ()


def parse(spec: str, params: tuple[Param, ...], agent: str) -> dict[str, Any]:
    """The keyword arguments a spec's ``key=value`` list gives, defaults filled in."""
    known = {p.name: p for p in params}
    out = {p.name: p.default for p in params}
    if not spec:
        return out
    for item in spec.split(","):
        key, eq, raw = item.partition("=")
        key = key.strip()
        if not eq:
            raise UnknownAgent(f"agent parameter {item!r} should read key=value")
        if key not in known:
            names = ", ".join(known) or "none"
            raise UnknownAgent(f"agent {agent!r} has no parameter {key!r}; parameters: {names}")
        p = known[key]
        try:
            value = p.type(raw.strip())
        except ValueError:
            raise UnknownAgent(
                f"agent {agent!r} parameter {key!r} needs a {p.type.__name__}, got {raw!r}"
            ) from None
        if p.choices and value not in p.choices:
            raise UnknownAgent(
                f"agent {agent!r} parameter {key!r} must be one of {', '.join(map(str, p.choices))}"
            )
        if isinstance(value, (int, float)) and value < 0:
            raise UnknownAgent(f"agent {agent!r} parameter {key!r} cannot be negative")
        out[key] = value
    return out
