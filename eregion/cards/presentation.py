"""How a card game's state reads to people: its actions' labels and each player's view.

A game's state module sits below its rules, and the modules that word actions and build views read
the rules, so the state cannot import them. The game's catalogue entry (``game``), which sits above
them all, binds them to the state class instead; the state's ``describe_action`` and ``view`` call
through it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from eregion.core import JSON, Action

S = TypeVar("S")


@dataclass(frozen=True)
class Presentation(Generic[S]):
    """A game's ``describe_action(state, action)`` and ``view(state, player)``."""

    describe_action: Callable[[S, Action], str]
    view: Callable[[S, int | None], JSON]


def plural(n: int, word: str) -> str:
    """A count with its noun in the right number ("1 resource", "3 cards")."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def asked_by(name: str | None, prompt: str) -> str:
    """A prompt named by the card that asks it ("Athelas: heal which character?"); as it is when no
    card may be named (the rules ask, or the card is out of view)."""
    return f"{name}: {prompt[:1].lower()}{prompt[1:]}" if name else prompt
