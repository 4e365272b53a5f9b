"""Card data files, read and checked the same way by every card game.

A game keeps its card facts in its own JSON list of records (no game text). Every broken record raises
:class:`~eregion.core.errors.DataError` naming the file, the record (``card 1_12``) and the field, so a
typo is caught when the file is loaded instead of halfway through a game. A game says which fields a
record has and how each is read; this module holds the checks every game's fields share: ids of the
game's form, unique and in order, no missing or unknown field, strings, flags, bounded numbers,
enumerations and keyword maps.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from eregion.core.errors import DataError


def read_json(path: Path) -> Any:
    """The parsed contents of a data file; an unreadable file or bad JSON is a DataError naming it."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise DataError(f"{path.name}: cannot read: {e.strerror or e}") from None
    except json.JSONDecodeError as e:
        raise DataError(f"{path.name}: not valid JSON: {e}") from None


class Record:
    """One record being checked; every failure names the file, the record and the field."""

    def __init__(self, file: str, where: str, raw: dict[str, Any]) -> None:
        self.file, self.where, self.raw = file, where, raw

    def fail(self, field: str, problem: str) -> DataError:
        return DataError(f"{self.file}: {self.where}: field {field!r}: {problem}")

    def keys(self, wanted: tuple[str, ...], optional: tuple[str, ...] = ()) -> None:
        """Every ``wanted`` field is there, and no field but those and the ``optional`` ones."""
        missing = [f for f in wanted if f not in self.raw]
        if missing:
            raise self.fail(missing[0], "missing")
        extra = sorted(set(self.raw) - set(wanted) - set(optional))
        if extra:
            raise self.fail(extra[0], "unknown field")

    def text(self, field: str, optional: bool = False) -> str | None:
        v = self.raw[field]
        if v is None and optional:
            return None
        if not isinstance(v, str) or not v.strip():
            raise self.fail(field, f"expected a non-empty string{' or null' if optional else ''}, got {v!r}")
        return v

    def flag(self, field: str) -> bool:
        v = self.raw[field]
        if not isinstance(v, bool):
            raise self.fail(field, f"expected true or false, got {v!r}")
        return v

    def number(self, field: str, lo: int = 0, hi: int = 99, optional: bool = True) -> int | None:
        v = self.raw[field]
        if v is None and optional:
            return None
        if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
            raise self.fail(
                field, f"expected an integer {lo}..{hi}{' or null' if optional else ''}, got {v!r}"
            )
        return v

    def one_of(self, field: str, names: tuple[str, ...], optional: bool = True) -> str | None:
        v = self.raw[field]
        if v is None and optional:
            return None
        if v not in names:
            raise self.fail(field, f"{v!r} is not one of {', '.join(names)}{' or null' if optional else ''}")
        return v

    def keywords(
        self, known: tuple[str, ...], numbered: tuple[str, ...] | None = None
    ) -> tuple[tuple[str, int], ...]:
        """The ``keywords`` object (keyword -> positive number) as sorted pairs. Where the game says
        which keywords carry a number (``numbered``), the others must be written with 1."""
        v = self.raw["keywords"]
        if not isinstance(v, dict):
            raise self.fail("keywords", f"expected an object of keyword -> number, got {v!r}")
        for k, n in v.items():
            if k not in known:
                raise self.fail("keywords", f"{k!r} is not one of {', '.join(known)}")
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                raise self.fail("keywords", f"{k!r} needs a positive number, got {n!r}")
            if numbered is not None and k not in numbered and n != 1:
                raise self.fail("keywords", f"{k!r} carries no number: write 1, got {n!r}")
        return tuple(sorted(v.items()))


R = TypeVar("R", bound=Record)


def card_records(
    records: Any,
    file: str,
    form: re.Pattern[str],
    form_text: str,
    order: Callable[[str], Any],
    order_text: str,
    record: type[R] = Record,  # type: ignore[assignment]
) -> Iterator[tuple[R, str]]:
    """Each record of a cards file (the parsed JSON list) with its id, once these hold: the record is
    an object whose ``id`` is a string of the game's ``form`` (described by ``form_text``), not seen
    before, and after the one before by ``order`` (``order_text`` names that order). The game then
    checks the record's fields on the ``record`` (a game's :class:`Record` subclass), which names the card
    from here on."""
    if not isinstance(records, list):
        raise DataError(f"{file}: expected a list of card records")
    last: str | None = None
    seen: set[str] = set()
    for n, raw in enumerate(records):
        if not isinstance(raw, dict):
            raise DataError(f"{file}: record [{n}]: expected an object")
        r = record(file, f"record [{n}]", raw)
        if "id" not in raw:
            raise r.fail("id", "missing")
        ident = r.text("id")
        assert ident is not None
        r.where = f"card {ident}"
        if not form.fullmatch(ident):
            raise r.fail("id", f"expected {form_text}, got {ident!r}")
        if ident in seen:
            raise r.fail("id", "duplicate id")
        if last is not None and order(ident) < order(last):
            raise r.fail("id", f"out of {order_text} (after {last})")
        seen.add(ident)
        last = ident
        yield r, ident


T = TypeVar("T")


def known(defs: dict[str, T], card_id: str, file: str) -> T:
    """The card ``card_id`` of ``defs`` (loaded from ``file``); an unknown id is a DataError that names
    it and the file (not a bare KeyError)."""
    found = defs.get(card_id)
    if found is None:
        raise DataError(f"{file}: unknown card id {card_id!r}")
    return found
