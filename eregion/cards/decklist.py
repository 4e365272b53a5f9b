"""Deck lists as plain text, shared by the card games: ``3x Guard of the Citadel`` per line.

Each game checks its own construction rules; this module reads the lines and folds names so
matching ignores case, accents, curly apostrophes and spacing ("khazad-dum" finds "Khazad-dûm").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path

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


class Unplayable(ValueError):
    """Raised by a game's card lookup when a list's entry names no card it can use; the message says
    why ("unknown card ...") and is reported after the entry's line."""


def entry(line: str) -> str:
    """A line without its comment."""
    return line.split("#", 1)[0].strip()


def where(line_nos: Sequence[int], lines: Sequence[str]) -> str:
    """How a problem names the lines it is about: the line and its entry, or the line numbers."""
    nos = sorted(set(line_nos))
    if len(nos) == 1:
        return f'line {nos[0]} "{entry(lines[nos[0] - 1])}"'
    return "lines " + ", ".join(map(str, nos))


def read_entries(
    lines: Sequence[str], lookup: Callable[[str], str]
) -> tuple[list[tuple[int, str, int]], list[str]]:
    """The entries of a list's ``lines`` as (line number, card id, count), and a problem for each line
    that cannot be read: not ``<count>x <card>``, a count below 1, or a card ``lookup`` refuses (it
    returns the id a name means or raises :class:`Unplayable`). Every line is read, so that all the
    problems are reported together."""
    problems: list[str] = []
    entries: list[tuple[int, str, int]] = []
    for no, raw in enumerate(lines, 1):
        body = entry(raw)
        if not body:
            continue
        at = f'line {no} "{body}"'
        m = LINE.fullmatch(body)
        if m is None:
            problems.append(f'{at}: expected "<count>x <card name or id>"')
            continue
        count, wanted = int(m["count"]), m["card"].strip()
        if count < 1:
            problems.append(f"{at}: the count must be at least 1, got {count}")
            continue
        try:
            entries.append((no, lookup(wanted), count))
        except Unplayable as e:
            problems.append(f"{at}: {e}")
    return entries, problems


def list_source(
    name_or_path: str, starter: str | None, starters: Sequence[str], folder: Path
) -> tuple[str, str]:
    """The name and list text of a deck: the built-in ``starter`` a game recognised in the name (its
    file in ``folder``), or else a deck list file at that path. A setup can carry the text, so a saved
    game never depends on the file again."""
    if starter is not None:
        path, name = folder / f"{starter}.txt", starter
    else:
        path = Path(name_or_path).expanduser()
        name = path.stem
        if not path.is_file():
            builtin = ", ".join(starters)
            why = (
                f"unknown deck {name_or_path!r}: the built-in decks are {builtin} (or give a .txt file path)"
            )
            raise DeckError(name_or_path, [why], heading=False)
    try:
        return name, path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise DeckError(name, [f"cannot read {path}: {e}"], heading=False) from None
