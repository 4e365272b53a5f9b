"""What Middle-earth Quest's component files may hold, and the checked reading of their entries.

The constants name the values a field may take; :class:`Entry` and :class:`File` read one JSON object
or file so that every failure names the file, the entry and the field (:mod:`.components` loads the
files with them).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import fields
from pathlib import Path
from typing import Any

from eregion.core.errors import DataError
from eregion.games.meq.facts import (
    CombatCard,
)

DATA_DIR = Path(__file__).parent / "data"

TRUST = ("rulebook", "verified", "two_sources", "one_source")
ICONS = ("hill", "forest", "mountain", "plains", "swamp")
PATH_ICONS = (*ICONS, "any")
CARD_TYPES = ("ranged", "melee")
SIDES = ("heroes", "sauron")
MARKERS = ("green", "yellow", "black", "red")
STAGES = (1, 2, 3)
QUEST_KINDS = ("starting", "advanced")
# What completes a Starting or Advanced quest: exploring its location; defeating its foe in the combat
# that replaces the Encounter at its location; or either exploring there or a combat with its foe.
QUEST_TASKS = ("explore", "defeat", "explore_or_combat")
PLOT_KINDS = ("starting", "advanced")
# Where an Advanced Plot goes when it names no fixed location: Sauron chooses among the locations
# that fit (a Haven; a location with a character; one with a character and a monster or minion).
PLOT_CHOICES = ("haven", "character", "character_and_enemy")
# What a Plot's printed requirement counts: minions, monster tokens, either ("enemy"), influence,
# characters, or asks for no plot marker (``PlotCondition``).
PLOT_CONDITIONS = ("minion", "token", "enemy", "influence", "character", "no_plot_marker")
SHADOW_TIMINGS = (
    "action_step",
    "combat_start",
    "minion_combat_start",
    "hero_turn_start",
    "hero_turn_start_outside_haven",
    "after_hero_enters_non_haven",
    "after_hero_defeated",
)


class Entry:
    """One JSON object being read; every failure names the file, the entry and the field."""

    def __init__(self, file: str, where: str, raw: Any, allowed: Iterable[str]) -> None:
        self.file, self.where = file, where
        if not isinstance(raw, dict):
            raise DataError(f"{file}: {where}: expected an object, got {raw!r}")
        self.raw = raw
        extra = sorted(set(raw) - set(allowed))
        if extra:
            raise self.fail(extra[0], "unknown field")

    def fail(self, field: str, problem: str) -> DataError:
        return DataError(f"{self.file}: {self.where}: field {field!r}: {problem}")

    def get(self, field: str, typ: type, default: Any = ...) -> Any:
        if field not in self.raw:
            if default is ...:
                raise self.fail(field, "missing")
            return default
        v = self.raw[field]
        if not isinstance(v, typ) or (typ is not bool and isinstance(v, bool)):
            raise self.fail(field, f"expected {typ.__name__}, got {v!r}")
        return v

    def text(self, field: str) -> str:
        v = self.get(field, str)
        if not v.strip():
            raise self.fail(field, "empty")
        return v

    def num(self, field: str, lo: int = 0, hi: int | None = None, default: Any = ...) -> int:
        v = self.get(field, int, default)
        if v < lo or (hi is not None and v > hi):
            raise self.fail(field, f"{v} is outside {lo}..{'' if hi is None else hi}")
        return v

    def flag(self, field: str) -> bool:
        return self.get(field, bool, False)

    def one_of(self, field: str, names: Iterable[Any], default: Any = ...) -> Any:
        v = self.raw.get(field, default)
        if v is ...:
            raise self.fail(field, "missing")
        if v is None and default is None:
            return None
        names = tuple(names)
        if v not in names:
            shown = ", ".join(map(str, names[:12])) + (" ..." if len(names) > 12 else "")
            raise self.fail(field, f"{v!r} is not one of {shown}")
        return v

    def refs(self, field: str, names: Iterable[str], lo: int = 0, hi: int | None = None) -> tuple[str, ...]:
        v = self.get(field, list, [])
        names = set(names)
        if len(v) < lo or (hi is not None and len(v) > hi):
            raise self.fail(field, f"expected {lo}..{'' if hi is None else hi} entries, got {len(v)}")
        for x in v:
            if x not in names:
                raise self.fail(field, f"{x!r} is not a known id")
        if len(set(v)) != len(v):
            raise self.fail(field, "repeats an id")
        return tuple(v)


class File:
    """One data file: its sections, each a list of entries with unique ids."""

    def __init__(self, root: Path, name: str, schema: str) -> None:
        self.name = name
        try:
            self.raw = json.loads((root / name).read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise DataError(f"{name}: cannot read: {e}") from e
        if not isinstance(self.raw, dict) or self.raw.get("schema") != schema:
            raise DataError(f"{name}: field 'schema': expected {schema!r}")

    def top(self, field: str, typ: type) -> Any:
        v = self.raw.get(field)
        if not isinstance(v, typ) or isinstance(v, bool):
            raise DataError(f"{self.name}: field {field!r}: expected {typ.__name__}, got {v!r}")
        return v

    def entries(self, section: str, allowed: Iterable[str], key: str = "id") -> list[Entry]:
        """The section's entries, each named by its ``key`` (which must be unique)."""
        out, seen = [], set()
        for n, raw in enumerate(self.top(section, list)):
            name = raw.get(key) if isinstance(raw, dict) else None
            e = Entry(self.name, f"{section}[{n}] {name or ''}".rstrip(), raw, allowed)
            ident = e.text(key)
            if ident in seen:
                raise e.fail(key, f"duplicate {ident!r}")
            seen.add(ident)
            out.append(e)
        return out

    def trust(self, classes: tuple[str, ...]) -> dict[str, str]:
        e = Entry(self.name, "trust", self.raw.get("trust"), classes)
        return {c: e.one_of(c, TRUST) for c in classes}


def keys(cls: type) -> tuple[str, ...]:
    """The JSON fields of a record whose fields are all read from its entry."""
    return tuple(x.name for x in fields(cls))


def combat_cards(e: Entry, field: str, icons: bool, size: int) -> tuple[CombatCard, ...]:
    """A deck list; its copies must add up to ``size`` (0: no check)."""
    allowed = ("id", "name", "type", "attack", "defense", "cost", "count") + (("icon",) if icons else ())
    cards, seen = [], set()
    for n, raw in enumerate(e.get(field, list)):
        c = Entry(e.file, f"{e.where} {field}[{n}]", raw, allowed)
        cid = c.text("id")
        if cid in seen:
            raise c.fail("id", f"duplicate {cid!r}")
        seen.add(cid)
        cards.append(
            CombatCard(
                id=cid,
                name=c.text("name"),
                type=c.one_of("type", CARD_TYPES),
                attack=c.num("attack", 0, 9),
                defense=c.num("defense", 0, 9),
                cost=c.num("cost", 0, 9),
                icon=c.one_of("icon", ICONS) if icons else None,
                count=c.num("count", 1),
            )
        )
    total = sum(c.count for c in cards)
    if size and total != size:
        raise e.fail(field, f"copies add up to {total}, expected {size}")
    ratio = e.get("ratio", list, None)
    if ratio is not None:  # the printed ranged/melee ratio, in fifths of the deck
        if len(ratio) != 2 or not all(isinstance(x, int) and x >= 0 for x in ratio) or sum(ratio) != 5:
            raise e.fail("ratio", f"expected [ranged, melee] adding up to 5, got {ratio!r}")
        ranged = sum(c.count for c in cards if c.type == "ranged")
        if ranged * 5 != total * ratio[0]:
            raise e.fail("ratio", f"{ranged} ranged of {total} cards does not match {ratio[0]}/{ratio[1]}")
    return tuple(cards)
