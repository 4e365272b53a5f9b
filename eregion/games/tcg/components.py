"""The card facts of the TCG's first set, The Fellowship of the Ring (365 cards), loaded from our own JSON
and validated.

``data/cards.json`` holds facts only (titles, stats, keywords, classes; no game text): what a card *does*
is encoded by id in :mod:`eregion.games.tcg.cardtext`. The file is read once per process; a broken
record raises :class:`~eregion.core.errors.DataError` naming the file, the card id and the field, so a
typo is caught at import time instead of halfway through a game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import cache
from pathlib import Path
from typing import Any

from eregion.cards.records import Record, card_records, known, read_json

DATA_FILE = Path(__file__).parent / "data" / "cards.json"

SIDES = ("free", "shadow")
CULTURES = (
    "dwarven",
    "elven",
    "gandalf",
    "gondor",
    "shire",
    "isengard",
    "moria",
    "ringwraith",
    "sauron",
)
TYPES = ("companion", "ally", "minion", "possession", "condition", "event", "site", "ring")
RACES = ("man", "hobbit", "elf", "dwarf", "wizard", "orc", "uruk_hai", "nazgul", "troll")
SIGNETS = ("aragorn", "frodo", "gandalf")
ITEM_CLASSES = ("hand_weapon", "ranged_weapon", "armor", "shield", "helm", "cloak", "mount", "pipe")
PHASES = ("fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish", "regroup", "response")
# The printed keywords of set 1 (numeric ones such as Damage+1 carry their number as the value).
KEYWORDS = (
    "archer",
    "damage",
    "fierce",
    "forest",
    "marsh",
    "mountain",
    "pipeweed",
    "plains",
    "ranger",
    "river",
    "sanctuary",
    "search",
    "spell",
    "stealth",
    "support_area",
    "tale",
    "tracker",
    "underground",
    "weather",
)
CHARACTERS = ("companion", "ally", "minion")
_ID = re.compile(r"(\d+)_(\d+)")


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card's printed facts. Numbers are ``None`` where the card has no such number."""

    id: str
    title: str
    subtitle: str | None
    unique: bool
    side: str | None  # "free" | "shadow"; None for sites and The One Ring
    culture: str | None
    type: str
    race: str | None
    twilight: int | None  # cost; None for sites (see shadow_number) and The One Ring
    strength: int | None  # characters; a bonus (or malus) on borne cards and The One Ring
    vitality: int | None  # characters; a bonus on borne cards and The One Ring
    resistance: int | None  # only the Ring-bearer Frodo (project ruling: no other companion has one)
    signet: str | None
    site: int | None  # a minion's site number, or a site's own number
    home: int | None  # an ally's home site number
    shadow_number: int | None  # sites only
    keywords: tuple[tuple[str, int], ...]  # sorted (name, value) pairs: ("damage", 1), ("ranger", 1)
    item_class: str | None
    phases: tuple[str, ...]  # an event's timewords; () for other cards
    ring_bearer: bool  # may start the game bearing The One Ring
    ability: bool  # the printed card has game text beyond its keywords (encoded in ``cardtext``)

    @property
    def name(self) -> str:
        """The name a deck list uses: "Title, Subtitle", or the title alone."""
        return f"{self.title}, {self.subtitle}" if self.subtitle else self.title


FIELDS: tuple[str, ...] = tuple(f.name for f in fields(CardDef))

# Fields only some card types may fill (None / empty on all the others), and fields they must fill.
_ONLY_FOR: dict[str, tuple[str, ...]] = {
    "race": CHARACTERS,
    "vitality": (*CHARACTERS, "possession", "condition", "ring"),  # on a borne card: a bonus
    "resistance": ("companion",),
    "signet": ("companion",),
    "site": ("minion", "site"),
    "home": ("ally",),
    "shadow_number": ("site",),
    "item_class": ("possession",),
    "phases": ("event",),
}
_REQUIRED_FOR: dict[str, tuple[str, ...]] = {
    "companion": ("side", "culture", "twilight", "strength", "vitality", "race"),
    "ally": ("side", "culture", "twilight", "strength", "vitality", "race", "home"),
    "minion": ("side", "culture", "twilight", "strength", "vitality", "race", "site"),
    "possession": ("side", "culture", "twilight"),
    "condition": ("side", "culture", "twilight"),
    "event": ("side", "culture", "twilight", "phases"),
    "site": ("site", "shadow_number"),
    "ring": ("strength",),
}


class _Record(Record):
    """A TCG card record: the shared checks, and the TCG's keywords and phases."""

    def keywords(self) -> tuple[tuple[str, int], ...]:  # type: ignore[override]
        return super().keywords(KEYWORDS)

    def phases(self) -> tuple[str, ...]:
        v = self.raw["phases"]
        if not isinstance(v, list) or len(set(v)) != len(v) or any(p not in PHASES for p in v):
            raise self.fail("phases", f"expected a list of distinct {', '.join(PHASES)}, got {v!r}")
        return tuple(v)


# How each field is read: type and range checks, enumerations checked against the tuples above.
_PARSE: dict[str, Callable[[_Record], Any]] = {
    "id": lambda r: r.text("id"),
    "title": lambda r: r.text("title"),
    "subtitle": lambda r: r.text("subtitle", optional=True),
    "unique": lambda r: r.flag("unique"),
    "side": lambda r: r.one_of("side", SIDES),
    "culture": lambda r: r.one_of("culture", CULTURES),
    "type": lambda r: r.one_of("type", TYPES, optional=False),
    "race": lambda r: r.one_of("race", RACES),
    "twilight": lambda r: r.number("twilight"),
    "strength": lambda r: r.number("strength", lo=-9),  # a borne card's bonus may be negative
    "vitality": lambda r: r.number("vitality", lo=-9),
    "resistance": lambda r: r.number("resistance", lo=1),
    "signet": lambda r: r.one_of("signet", SIGNETS),
    "site": lambda r: r.number("site", lo=1, hi=9),
    "home": lambda r: r.number("home", lo=1, hi=9),
    "shadow_number": lambda r: r.number("shadow_number"),
    "keywords": lambda r: r.keywords(),
    "item_class": lambda r: r.one_of("item_class", ITEM_CLASSES),
    "phases": lambda r: r.phases(),
    "ring_bearer": lambda r: r.flag("ring_bearer"),
    "ability": lambda r: r.flag("ability"),
}


def _set_order(card_id: str) -> tuple[int, int]:
    m = _ID.fullmatch(card_id)
    assert m is not None
    return int(m[1]), int(m[2])


def validate(records: Any, file: str = "cards.json") -> dict[str, CardDef]:
    """Check raw records (the parsed JSON list) and build the cards by id, in set order.

    A separate function from the loader so that tests and tools can check records that are not on disk.
    """
    out: dict[str, CardDef] = {}
    for r, ident in card_records(records, file, _ID, "<set>_<number>", _set_order, "set order", _Record):
        r.keys(FIELDS)
        values = {f: _PARSE[f](r) for f in FIELDS}
        kind = values["type"]
        for field, types in _ONLY_FOR.items():
            if values[field] not in (None, ()) and kind not in types:
                raise r.fail(field, f"a {kind} has none (only {', '.join(types)})")
        for field in _REQUIRED_FOR[kind]:
            if values[field] in (None, ()):
                raise r.fail(field, f"a {kind} needs one")
        for field in ("side", "culture", "twilight"):
            if kind in ("site", "ring") and values[field] is not None:
                raise r.fail(field, f"a {kind} has none (null)")
        for field in ("strength", "vitality"):
            if kind in CHARACTERS and (values[field] or 0) < (1 if field == "vitality" else 0):
                raise r.fail(
                    field, f"a {kind}'s printed {field} is at least {1 if field == 'vitality' else 0}"
                )
        if values["ring_bearer"] != (values["resistance"] is not None):
            raise r.fail("resistance", "only a Ring-bearer has resistance, and a Ring-bearer needs it")
        if values["ring_bearer"] and kind != "companion":
            raise r.fail("ring_bearer", "only a companion can be the Ring-bearer")
        out[ident] = CardDef(**values)
    return out


def load(path: Path = DATA_FILE) -> dict[str, CardDef]:
    """Read and validate a cards file."""
    return validate(read_json(path), path.name)


@cache
def cards() -> dict[str, CardDef]:
    """The packaged cards by id, in set order, loaded once per process (treat as read-only)."""
    return load()


def card(card_id: str) -> CardDef:
    """One card by id; an unknown id is a DataError that names it (not a bare KeyError)."""
    return known(cards(), card_id, DATA_FILE.name)
