"""Errors raised by the engine. Every one names what was wrong so a user can fix it."""

from __future__ import annotations

from collections.abc import Sequence


class EregionError(Exception):
    """Base class for every error the engine raises on purpose."""


class IllegalAction(EregionError):
    """An action that is not among the pending decision's options.

    Raised before anything changes: the state is exactly as it was.
    """

    def __init__(self, action: str, prompt: str | None, legal: Sequence[str]) -> None:
        self.action = action
        self.prompt = prompt
        self.legal = tuple(legal)
        if prompt is None:
            msg = f"illegal action {action!r}: the game is over"
        else:
            shown = ", ".join(self.legal[:40]) + (" ..." if len(self.legal) > 40 else "")
            msg = f"illegal action {action!r} for decision {prompt!r}; legal: {shown}"
        super().__init__(msg)


class DataError(EregionError):
    """A component data file is broken; the message names the file, entry and field."""


class ReplayError(EregionError):
    """A save or replay file cannot be read or does not replay."""


class UnknownGame(EregionError):
    """A game name that no package provides."""


class InvalidSetup(EregionError, ValueError):
    """Options or a pinned setup that do not describe a legal start; the message names the entry."""
