"""A game's components as people look them up: ``eregion cards``, the terminal's ``card NAME``.

Each game lists its cards (tiles, tokens...) with their facts and a text generated from the encoding the
engine runs, never pasted from the printed card: a card that behaves wrongly reads wrongly, so the text is
also a check on the encoding.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class CardEntry:
    """One component: its id, name and kind, what it does in words, whether the engine plays all of it,
    and its facts (costs, stats, keywords) as plain JSON values."""

    id: str
    name: str
    kind: str
    text: str
    implemented: bool = True
    facts: Mapping[str, Any] = field(default_factory=dict)

    @property
    def title(self) -> str:
        """How a list names it: "Minas Tirith (L-03)", or just the id where the id is its name."""
        return self.id if self.name == self.id else f"{self.name} ({self.id})"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "kind": self.kind,
            "text": self.text,
            "implemented": self.implemented,
            **dict(self.facts),
        }


def _fold(text: str) -> str:
    """Case, accents and punctuation ignored: "Theoden" finds Théoden."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(ch for ch in plain.lower() if ch.isalnum())


def find(entries: Iterable[CardEntry], query: str) -> list[CardEntry]:
    """The entries ``query`` names: an exact id or name first; else every one whose id or name contains it."""
    wanted = _fold(query)
    pool = list(entries)
    exact = [e for e in pool if wanted in (_fold(e.id), _fold(e.name))]
    return exact or [e for e in pool if wanted and (wanted in _fold(e.id) or wanted in _fold(e.name))]
