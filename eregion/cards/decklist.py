"""Deck lists as plain text, shared by the card games: ``3x Guard of the Citadel`` per line.

Each game checks its own construction rules; this module reads the lines and folds names so
matching ignores case, accents, curly apostrophes and spacing ("khazad-dum" finds "Khazad-dûm").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from eregion.core.errors import EregionError

# "<count>x <card>", "<count> x <card>", "<count> <card>", "<count>x<id>"; an x must be followed by a
# space or a digit so that "2 Xenon" still reads as two Xenons.
LINE = re.compile(r"(?P<count>[-+]?\d+)\s*(?:[xX×](?=[\s\d])\s*|\s+)(?P<card>\S.*)")


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Case-, accent- and spacing-insensitive form of a name: NFKD splits "ú" into "u" and a combining
    mark, which is dropped; curly apostrophes become straight ones. Cached: the LCG's rules fold card
    names and traits on every query."""
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    text = "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
    return " ".join(text.casefold().split())


class DeckError(EregionError, ValueError):
    """A deck list that cannot be played; ``problems`` holds one line per problem, naming its line."""

    def __init__(self, name: str, problems: Sequence[str], heading: bool = True) -> None:
        self.name = name
        self.problems = tuple(problems)
        if heading:
            n = len(self.problems)
            head = f"deck {name!r} is not legal ({n} problem{'s' if n > 1 else ''}):\n"
            super().__init__(head + "\n".join(f"  {p}" for p in self.problems))
        else:
            super().__init__("\n".join(self.problems))
