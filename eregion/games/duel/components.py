"""Duel for Middle-earth components, loaded from the project's own JSON files and validated.

Everything the rules need is turned into small immutable tables indexed by integers (regions,
Skills, Races, cards, tiles, tokens), built once per process and shared by every state. A broken
file raises :class:`~eregion.core.DataError` naming the file, the entry and the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from eregion.core import DataError

DATA_DIR = Path(__file__).parent / "data"

SIDES = ("fellowship", "sauron")
FELLOWSHIP, SAURON = 0, 1
REGIONS = ("Lindon", "Arnor", "Rhovanion", "Enedwaith", "Rohan", "Gondor", "Mordor")
SKILLS = ("Ruse", "Strength", "Courage", "Knowledge", "Leadership")
RACES = ("Elves", "Dwarves", "Hobbits", "Humans", "Ents", "Wizards")
EAGLE = len(RACES)  # the Eagle token's extra Race symbol, after the six Races
COLORS = ("grey", "yellow", "blue", "green", "red", "purple")
CHAPTER_SIZE = 23
LAYOUT_SIZE = 20

CARD_EFFECTS = {
    "skill": ("skill", "count"),
    "skill_one_of": ("skills",),
    "coins": ("count",),
    "quest": ("count",),
    "race": ("race",),
    "units": ("count", "regions"),
    "remove_units": ("count",),
    "movements": ("count",),
    "opponent_loses_coins": ("count",),
}
LANDMARK_EFFECTS = {
    **CARD_EFFECTS,
    "play_from_discard": (),
    "reveal_alliance": (),
    "discard_enemy_grey": (),
    "play_visible_card": (),
    "siege": (),
}
LASTING_ABILITIES = (
    "extra_turn_on_yellow",
    "red_units_anywhere",
    "wild_skill",
    "no_landmark_surcharge",
    "extra_turn_on_landmark",
    "movements_on_green",
    "eagle",
    "unit_on_blue",
    "coins_on_chain",
    "quest_on_yellow",
    "red_extra_unit",
    "double_discard",
)
ONCE_ABILITIES = (
    "extra_turn",
    "remove_fortress",
    "three_maneuvers",
    "quest_two",
    "two_units",
    "play_from_discard",
)
QUEST_BONUSES = ("coin", "unit", "extra_turn", "remove_fortress")


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect in the project's vocabulary. Unused fields keep their defaults."""

    kind: str
    count: int = 0
    skill: int = -1
    skills: tuple[int, ...] = ()
    race: int = -1
    regions: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Card:
    index: int
    id: str
    chapter: int
    color: str
    coins: int
    skills: tuple[int, ...]  # required symbols per Skill
    needs: tuple[tuple[int, int], ...]  # the same as (Skill, count) pairs, zeros left out
    effects: tuple[Effect, ...]
    chain_gives: int  # bit of the chaining symbol printed top right, or 0
    chain_frees: int  # bit of the symbol that makes this card free, or 0
    provides: tuple[int, ...]  # fixed Skill symbols provided (grey cards)
    one_of: int  # bitmask of Skills for a "one of" grey card, or 0
    race: int  # Race symbol on a green card, or -1


@dataclass(frozen=True, slots=True)
class Landmark:
    index: int
    id: str
    name: str
    region: int  # -1 for the promo tiles, which choose or need no region
    skills: tuple[int, ...]
    needs: tuple[tuple[int, int], ...]
    symbols: int  # Skill symbols required in all
    effects: tuple[Effect, ...]
    promo: bool


@dataclass(frozen=True, slots=True)
class Token:
    index: int
    id: str
    race: int
    lasting: bool
    ability: str


@dataclass(frozen=True, slots=True)
class Layout:
    """A chapter's 20 slots: position, face, and which slots cover each one (as a bitmask)."""

    rows: tuple[int, ...]
    xs: tuple[int, ...]
    face_up: tuple[bool, ...]
    cover_mask: tuple[int, ...]  # per slot: the slots that cover it
    covers: tuple[tuple[int, ...], ...]  # per slot: the slots it covers
    open_mask: int  # the slots no card covers when the chapter is laid out
    face_up_mask: int  # the slots laid out face up


@dataclass(frozen=True, slots=True)
class Components:
    cards: tuple[Card, ...]
    card_by_id: dict[str, Card]
    landmarks: tuple[Landmark, ...]
    landmark_by_id: dict[str, Landmark]
    tokens: tuple[Token, ...]
    token_by_id: dict[str, Token]
    chain_symbols: tuple[str, ...]
    adjacency: tuple[tuple[int, ...], ...]
    connections: tuple[tuple[int, int], ...]
    layouts: dict[int, Layout]
    quest_steps: int
    quest_bonuses: dict[int, str]
    coins_total: int
    units_per_side: int
    fortresses_per_side: int
    landmarks_face_up: int
    start_coins: tuple[int, int]
    start_units: tuple[tuple[int, ...], tuple[int, ...]]
    first_player: int


# --- validation helpers ---------------------------------------------------------------------------


class _Where:
    """Names the place being checked, so every error says file, entry and field."""

    def __init__(self, file: str, entry: str) -> None:
        self.file, self.entry = file, entry

    def fail(self, field: str, problem: str) -> DataError:
        return DataError(f"{self.file}: {self.entry}: field {field!r}: {problem}")

    def get(self, obj: dict[str, Any], field: str, typ: type, default: Any = ...) -> Any:
        if field not in obj:
            if default is ...:
                raise self.fail(field, "missing")
            return default
        value = obj[field]
        if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
            raise self.fail(field, f"expected {typ.__name__}, got {value!r}")
        return value

    def name(self, value: Any, field: str, names: tuple[str, ...]) -> int:
        if value not in names:
            raise self.fail(field, f"{value!r} is not one of {', '.join(names)}")
        return names.index(value)

    def skills(self, obj: dict[str, Any], field: str) -> tuple[int, ...]:
        counts = [0] * len(SKILLS)
        for skill, n in self.get(obj, field, dict, {}).items():
            i = self.name(skill, field, SKILLS)
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                raise self.fail(field, f"{skill} needs a positive count, got {n!r}")
            counts[i] = n
        return tuple(counts)

    def effects(self, obj: dict[str, Any], vocabulary: dict[str, tuple[str, ...]]) -> tuple[Effect, ...]:
        raw = self.get(obj, "effects", list)
        out = []
        for n, e in enumerate(raw):
            field = f"effects[{n}]"
            if not isinstance(e, dict):
                raise self.fail(field, "expected an object")
            kind = e.get("effect")
            if kind not in vocabulary:
                raise self.fail(f"{field}.effect", f"{kind!r} is not one of {', '.join(vocabulary)}")
            extra = set(e) - {"effect", *vocabulary[kind]}
            if extra:
                raise self.fail(field, f"unexpected keys {sorted(extra)} for effect {kind!r}")
            args: dict[str, Any] = {}
            for key in vocabulary[kind]:
                value = e.get(key)
                f = f"{field}.{key}"
                if key == "count":
                    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                        raise self.fail(f, f"expected a positive integer, got {value!r}")
                    args["count"] = value
                elif key == "skill":
                    args["skill"] = self.name(value, f, SKILLS)
                elif key == "skills":
                    if not isinstance(value, list) or len(value) < 2:
                        raise self.fail(f, "expected a list of at least two Skills")
                    args["skills"] = tuple(self.name(v, f, SKILLS) for v in value)
                elif key == "race":
                    args["race"] = self.name(value, f, RACES)
                elif key == "regions":
                    if not isinstance(value, list) or not 1 <= len(value) <= 2:
                        raise self.fail(f, "expected a list of one or two regions")
                    args["regions"] = tuple(self.name(v, f, REGIONS) for v in value)
            out.append(Effect(kind, **args))
        return tuple(out)


def _read(directory: Path, name: str, schema: str) -> dict[str, Any]:
    path = directory / name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise DataError(f"{name}: cannot read: {e.strerror or e}") from None
    except json.JSONDecodeError as e:
        raise DataError(f"{name}: not valid JSON: {e}") from None
    if not isinstance(data, dict) or data.get("schema") != schema:
        raise DataError(f"{name}: field 'schema': expected {schema!r}")
    return data


def _entries(data: dict[str, Any], file: str, key: str) -> list[dict[str, Any]]:
    entries = data.get(key)
    if not isinstance(entries, list):
        raise DataError(f"{file}: field {key!r}: expected a list")
    for n, e in enumerate(entries):
        if not isinstance(e, dict):
            raise DataError(f"{file}: {key}[{n}]: expected an object")
    return entries


def _unique_id(w: _Where, e: dict[str, Any], seen: set[str]) -> str:
    ident = w.get(e, "id", str)
    if ident in seen:
        raise w.fail("id", f"duplicate id {ident!r}")
    seen.add(ident)
    w.entry += f" ({ident})"
    return ident


def _needs(skills: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    return tuple((i, n) for i, n in enumerate(skills) if n)


# --- the loaders ----------------------------------------------------------------------------------


def parse_cards(data: dict[str, Any]) -> tuple[tuple[Card, ...], tuple[str, ...]]:
    """Cards and the chaining symbols they use, in order of first appearance."""
    file = "cards.json"
    raw = _entries(data, file, "cards")
    symbols: list[str] = []
    seen: set[str] = set()
    parsed = []
    for n, e in enumerate(raw):
        w = _Where(file, f"cards[{n}]")
        ident = _unique_id(w, e, seen)
        chapter = w.get(e, "chapter", int)
        if chapter not in (1, 2, 3):
            raise w.fail("chapter", f"expected 1, 2 or 3, got {chapter}")
        color = w.get(e, "color", str)
        w.name(color, "color", COLORS)
        coins = w.get(e, "coins", int)
        if coins < 0:
            raise w.fail("coins", "cannot be negative")
        effects = w.effects(e, CARD_EFFECTS)
        chains = []
        for field in ("chain_gives", "chain_frees"):
            sym = w.get(e, field, str, None)
            if sym is not None and sym not in symbols:
                symbols.append(sym)
            chains.append(sym)
        parsed.append((ident, chapter, color, coins, w.skills(e, "skills"), effects, chains))
    cards = []
    for n, (ident, chapter, color, coins, skills, effects, (gives, frees)) in enumerate(parsed):
        provides = [0] * len(SKILLS)
        one_of = 0
        race = -1
        for eff in effects:
            if eff.kind == "skill":
                provides[eff.skill] += eff.count
            elif eff.kind == "skill_one_of":
                for s in eff.skills:
                    one_of |= 1 << s
            elif eff.kind == "race":
                race = eff.race
        bit = {s: 1 << i for i, s in enumerate(symbols)}
        cards.append(
            Card(
                n,
                ident,
                chapter,
                color,
                coins,
                skills,
                _needs(skills),
                effects,
                bit.get(gives, 0) if gives else 0,
                bit.get(frees, 0) if frees else 0,
                tuple(provides),
                one_of,
                race,
            )
        )
    for ch in (1, 2, 3):
        count = sum(c.chapter == ch for c in cards)
        if count != CHAPTER_SIZE:
            raise DataError(f"{file}: chapter {ch} has {count} cards, expected {CHAPTER_SIZE}")
    for sym in symbols:
        givers = [c for c in cards if c.chain_gives == 1 << symbols.index(sym)]
        takers = [c for c in cards if c.chain_frees == 1 << symbols.index(sym)]
        if len(givers) != 1 or len(takers) != 1:
            raise DataError(f"{file}: chaining symbol {sym!r} must be given by one card and free one card")
        if givers[0].chapter >= takers[0].chapter:
            raise DataError(f"{file}: chaining symbol {sym!r} must free a card of a later chapter")
    return tuple(cards), tuple(symbols)


def parse_landmarks(data: dict[str, Any]) -> tuple[Landmark, ...]:
    file = "landmarks.json"
    seen: set[str] = set()
    out = []
    regions_used: set[int] = set()
    for n, e in enumerate(_entries(data, file, "landmarks")):
        w = _Where(file, f"landmarks[{n}]")
        ident = _unique_id(w, e, seen)
        name = w.get(e, "name", str)
        promo = w.get(e, "promo", bool, False)
        region_name = e.get("region")
        if promo:
            if region_name is not None:
                raise w.fail("region", "a promo tile has no fixed region (use null)")
            region = -1
        else:
            region = w.name(region_name, "region", REGIONS)
            if region in regions_used:
                raise w.fail("region", f"{region_name} already has a Landmark tile")
            regions_used.add(region)
        skills = w.skills(e, "skills")
        out.append(
            Landmark(
                n,
                ident,
                name,
                region,
                skills,
                _needs(skills),
                sum(skills),
                w.effects(e, LANDMARK_EFFECTS),
                promo,
            )
        )
    if len(regions_used) != len(REGIONS):
        raise DataError(f"{file}: expected one Landmark tile per region, found {len(regions_used)}")
    return tuple(out)


def parse_tokens(data: dict[str, Any]) -> tuple[Token, ...]:
    file = "alliance_tokens.json"
    seen: set[str] = set()
    out = []
    for n, e in enumerate(_entries(data, file, "tokens")):
        w = _Where(file, f"tokens[{n}]")
        ident = _unique_id(w, e, seen)
        race = w.name(w.get(e, "race", str), "race", RACES)
        kind = w.get(e, "kind", str)
        w.name(kind, "kind", ("lasting", "once"))
        ability = w.get(e, "ability", str)
        w.name(ability, "ability", LASTING_ABILITIES if kind == "lasting" else ONCE_ABILITIES)
        out.append(Token(n, ident, race, kind == "lasting", ability))
    for r, race in enumerate(RACES):
        if sum(t.race == r for t in out) != 3:
            raise DataError(f"{file}: Race {race} must have exactly 3 tokens")
    return tuple(out)


def parse_layouts(data: dict[str, Any]) -> dict[int, Layout]:
    file = "layouts.json"
    chapters = data.get("chapters")
    if not isinstance(chapters, dict):
        raise DataError(f"{file}: field 'chapters': expected an object")
    out = {}
    for ch in (1, 2, 3):
        rows_raw = chapters.get(str(ch))
        if not isinstance(rows_raw, list):
            raise DataError(f"{file}: chapters.{ch}: expected a list of rows")
        rows, xs, faces = [], [], []
        for n, row in enumerate(rows_raw):
            w = _Where(file, f"chapters.{ch}[{n}]")
            if not isinstance(row, dict):
                raise DataError(f"{file}: chapters.{ch}[{n}]: expected an object")
            r = w.get(row, "row", int)
            face = w.get(row, "face_up", bool)
            for x in w.get(row, "x", list):
                if not isinstance(x, int) or isinstance(x, bool):
                    raise w.fail("x", f"expected integers, got {x!r}")
                rows.append(r)
                xs.append(x)
                faces.append(face)
        if len(rows) != LAYOUT_SIZE:
            raise DataError(f"{file}: chapter {ch} has {len(rows)} slots, expected {LAYOUT_SIZE}")
        masks = []
        for i in range(LAYOUT_SIZE):
            mask = 0
            for j in range(LAYOUT_SIZE):
                if rows[j] == rows[i] + 1 and abs(xs[j] - xs[i]) == 1:
                    mask |= 1 << j
            masks.append(mask)
        covers = tuple(
            tuple(j for j in range(LAYOUT_SIZE) if (masks[j] >> i) & 1) for i in range(LAYOUT_SIZE)
        )
        open_mask = sum(1 << i for i in range(LAYOUT_SIZE) if not masks[i])
        face_up_mask = sum(1 << i for i, up in enumerate(faces) if up)
        out[ch] = Layout(tuple(rows), tuple(xs), tuple(faces), tuple(masks), covers, open_mask, face_up_mask)
    return out


def parse_board(data: dict[str, Any]) -> dict[str, Any]:
    file = "board.json"
    w = _Where(file, "regions")
    regions = _entries(data, file, "regions")
    names = tuple(w.get(r, "id", str) for r in regions)
    if names != REGIONS:
        raise w.fail("id", f"expected the regions {', '.join(REGIONS)} in that order")
    adjacency: list[set[int]] = [set() for _ in REGIONS]
    connections = []
    w = _Where(file, "connections")
    for n, edge in enumerate(data.get("connections") or []):
        if not isinstance(edge, list) or len(edge) != 2:
            raise w.fail(f"[{n}]", "expected a pair of regions")
        a, b = (w.name(r, f"[{n}]", REGIONS) for r in edge)
        if a == b or b in adjacency[a]:
            raise w.fail(f"[{n}]", f"{edge} is a loop or a repeated connection")
        adjacency[a].add(b)
        adjacency[b].add(a)
        connections.append((a, b))
    w = _Where(file, "quest")
    quest = w.get(data, "quest", dict)
    steps = w.get(quest, "steps", int)
    bonuses = {}
    for k, v in w.get(quest, "bonuses", dict).items():
        if not k.isdigit() or not 0 < int(k) < steps:
            raise w.fail("bonuses", f"space {k!r} is not between 1 and {steps - 1}")
        w.name(v, f"bonuses.{k}", QUEST_BONUSES)
        bonuses[int(k)] = v
    w = _Where(file, "setup")
    setup = w.get(data, "setup", dict)
    sides = w.get(setup, "sides", dict)
    coins, units = [], []
    for side in SIDES:
        ws = _Where(file, f"setup.sides.{side}")
        s = ws.get(sides, side, dict) if side in sides else None
        if s is None:
            raise w.fail("sides", f"missing side {side!r}")
        coins.append(ws.get(s, "coins", int))
        placed = [0] * len(REGIONS)
        for region, n in ws.get(s, "units", dict).items():
            placed[ws.name(region, "units", REGIONS)] = n
        units.append(tuple(placed))
    return {
        "adjacency": tuple(tuple(sorted(a)) for a in adjacency),
        "connections": tuple(connections),
        "quest_steps": steps,
        "quest_bonuses": bonuses,
        "coins_total": w.get(setup, "coins_total", int),
        "units_per_side": w.get(setup, "units_per_side", int),
        "fortresses_per_side": w.get(setup, "fortresses_per_side", int),
        "landmarks_face_up": w.get(setup, "landmarks_face_up", int),
        "start_coins": tuple(coins),
        "start_units": tuple(units),
        "first_player": w.name(w.get(setup, "first", str), "first", SIDES),
    }


def load(directory: Path = DATA_DIR) -> Components:
    """Read and validate every component file in ``directory``."""
    cards, symbols = parse_cards(_read(directory, "cards.json", "eregion.duel.cards/1"))
    landmarks = parse_landmarks(_read(directory, "landmarks.json", "eregion.duel.landmarks/1"))
    tokens = parse_tokens(_read(directory, "alliance_tokens.json", "eregion.duel.alliance_tokens/1"))
    layouts = parse_layouts(_read(directory, "layouts.json", "eregion.duel.layouts/1"))
    board = parse_board(_read(directory, "board.json", "eregion.duel.board/1"))
    return Components(
        cards=cards,
        card_by_id={c.id: c for c in cards},
        landmarks=landmarks,
        landmark_by_id={t.id: t for t in landmarks},
        tokens=tokens,
        token_by_id={t.id: t for t in tokens},
        chain_symbols=symbols,
        layouts=layouts,
        **board,
    )


@cache
def components() -> Components:
    """The packaged components, loaded once per process."""
    return load()
