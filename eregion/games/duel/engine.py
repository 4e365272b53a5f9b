"""Duel's table of step handlers, made below the state: the state answers a move with the engine's
``resolve`` itself (its ``_apply``), and the rules modules register their handlers on the table."""

from __future__ import annotations

from eregion.core import DecisionKind
from eregion.core.engine import Rules

RULES = Rules(always_ask=(DecisionKind.TURN,))
"""A decision with one option is taken at once, except the turn itself."""
