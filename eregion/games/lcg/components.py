"""The card facts and scenarios of the LCG Core Set, loaded from our own JSON and validated.

``data/cards.json`` holds facts only (names, numbers, traits, keywords, quantities; no card text, shadow
text or flavour): what a card *does* is to be encoded by id in the engine. ``data/scenarios.json`` holds
the three Core scenarios. Both files are read once per process; a broken record raises
:class:`~eregion.core.errors.DataError` naming the file, the card or scenario and the field, so a typo is
caught on load instead of halfway through a game.

Conventions of the two files (source: the shared data NOTES, "Established facts" and "Rulings"):

* A quest card's numbers live on its sides: ``sides.b`` carries the quest points (and victory points if
  any); the top-level ``quest_points`` is null for quests and is used by locations only.
* ``uniqueness_disputed`` is true only for Chieftan Ufthak (01090) and Nazgûl of Dol Guldur (01102),
  which the data marks non-unique although later printings differ (NOTES ruling 2).
* Names and traits keep their accents for display; every lookup folds accents and case with
  :func:`fold` (NOTES ruling 3: "Dúnedain" = "Dunedain").
* A scenario's ``quest`` lists its quest cards in stage order. Several cards sharing a stage number are
  alternatives, each marked ``"random_stage": true``: when the quest reaches that stage one of them is
  chosen at random and the others are not used (Passage Through Mirkwood stage 3, 01121 or 01122).
* Each difficulty mode (``normal``, ``easy``) splits the scenario's encounter cards into ``encounter``
  (shuffled into the encounter deck after setup), ``staging_area`` (placed there by the setup) and
  ``set_aside`` (kept out of the deck until the quest calls for it). The three lists together hold every
  copy of every encounter card of the scenario's encounter sets: ``quantity`` copies in normal mode,
  ``easy_quantity`` in easy mode (the rules companion, "Easy Mode": remove the cards marked difficult).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from eregion.cards.decklist import fold
from eregion.cards.records import Record, card_records, known, read_json
from eregion.core.errors import DataError, InvalidSetup

DATA_DIR = Path(__file__).parent / "data"
CARDS_FILE = DATA_DIR / "cards.json"
SCENARIOS_FILE = DATA_DIR / "scenarios.json"

PLAYER_TYPES = ("hero", "ally", "attachment", "event")
ENCOUNTER_TYPES = ("enemy", "location", "treachery", "objective")
TYPES = (*PLAYER_TYPES, *ENCOUNTER_TYPES, "quest")
CHARACTERS = ("hero", "ally")
SPHERES = ("leadership", "tactics", "spirit", "lore", "neutral")
# The Core Set's keywords; only Doomed carries a number, the others are written with the value 1.
KEYWORDS = ("doomed", "guarded", "ranged", "restricted", "sentinel", "surge")
NUMBERED_KEYWORDS = ("doomed",)
# What an attachment may be played on ("Attach to a hero." -> "hero"); "engaged_enemy" is an enemy
# engaged with a player (Forest Snare).
ATTACH_TARGETS = ("hero", "character", "ally", "location", "enemy", "engaged_enemy")
# Encounter set ids and their printed names (Journey Down the Anduin is the set of the scenario Journey
# Along the Anduin; both kept as printed, NOTES section 4).
ENCOUNTER_SETS: dict[str, str] = {
    "passage_through_mirkwood": "Passage Through Mirkwood",
    "journey_down_the_anduin": "Journey Down the Anduin",
    "escape_from_dol_guldur": "Escape from Dol Guldur",
    "spiders_of_mirkwood": "Spiders of Mirkwood",
    "wilderlands": "Wilderlands",
    "dol_guldur_orcs": "Dol Guldur Orcs",
    "saurons_reach": "Sauron's Reach",
}
MODES = ("normal", "easy")
SETUP_ZONES = ("encounter", "staging_area", "set_aside")
_CARD_ID = re.compile(r"\d{5}")
_SCENARIO_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def _a(word: str) -> str:
    """ "an enemy", "a hero": messages read as English."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def slug(text: str) -> str:
    """A scenario id from a name: "Passage Through Mirkwood" -> "passage-through-mirkwood"."""
    return "-".join(re.findall(r"[a-z0-9]+", fold(text).replace("'", "")))


@dataclass(frozen=True, slots=True)
class QuestSide:
    """One face of a quest card: its name, and on side B the quest points (and victory points)."""

    name: str
    quest_points: int | None = None
    victory_points: int | None = None


@dataclass(frozen=True, slots=True)
class QuestSides:
    a: QuestSide
    b: QuestSide


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card's printed facts. Numbers are ``None`` where the card has no such number."""

    id: str  # the RingsDB / Hall of Beorn code, "01001"
    name: str  # display name, accents as printed in the data
    type: str
    sphere: str | None  # player cards only
    unique: bool
    uniqueness_disputed: bool
    encounter_set: str | None  # encounter and quest cards: a key of ENCOUNTER_SETS
    quantity: int  # copies in one Core box (normal mode for encounter cards)
    easy_quantity: int | None  # encounter cards: copies in easy mode (0 = removed)
    traits: tuple[str, ...]
    keywords: tuple[tuple[str, int], ...]  # sorted (name, value) pairs: ("doomed", 1), ("surge", 1)
    threat_cost: int | None  # heroes
    cost: int | str | None  # allies, attachments, events: a number, or "X"
    willpower: int | None
    attack: int | None
    defense: int | None
    hit_points: int | None
    engagement_cost: int | None
    threat: int | None
    quest_points: int | None  # locations (a quest's are on sides.b)
    victory_points: int | None
    stage: int | None  # quests
    sides: QuestSides | None  # quests
    has_shadow: bool  # an encounter card with a shadow effect
    attach_to: str | None  # attachments: one of ATTACH_TARGETS

    @property
    def deck(self) -> str:
        """Which card back it has: "player", "encounter" or "quest"."""
        if self.type in PLAYER_TYPES:
            return "player"
        return "quest" if self.type == "quest" else "encounter"

    @property
    def is_character(self) -> bool:
        return self.type in CHARACTERS

    def has_trait(self, trait: str) -> bool:
        """Trait test that ignores accents and case, so "Dúnedain" matches the data's "Dunedain"."""
        wanted = fold(trait)
        return any(fold(t) == wanted for t in self.traits)

    def keyword(self, name: str) -> int:
        """The keyword's value (Doomed 2 -> 2, Surge -> 1), or 0 when the card lacks it."""
        for kw, value in self.keywords:  # (a few pairs: no dict made)
            if kw == name:
                return value
        return 0


FIELDS: tuple[str, ...] = tuple(f.name for f in fields(CardDef))

# Fields only some card types may fill (null / false on all the others), and fields a type must fill.
_ONLY_FOR: dict[str, tuple[str, ...]] = {
    "sphere": PLAYER_TYPES,
    "encounter_set": (*ENCOUNTER_TYPES, "quest"),
    "easy_quantity": ENCOUNTER_TYPES,
    "threat_cost": ("hero",),
    "cost": ("ally", "attachment", "event"),
    "willpower": CHARACTERS,
    "attack": (*CHARACTERS, "enemy"),
    "defense": (*CHARACTERS, "enemy"),
    "hit_points": (*CHARACTERS, "enemy"),
    "engagement_cost": ("enemy",),
    "threat": ("enemy", "location"),
    "quest_points": ("location",),
    "victory_points": ENCOUNTER_TYPES,
    "stage": ("quest",),
    "sides": ("quest",),
    "has_shadow": ENCOUNTER_TYPES,
    "attach_to": ("attachment",),
}
_REQUIRED_FOR: dict[str, tuple[str, ...]] = {
    "hero": ("sphere", "threat_cost", "willpower", "attack", "defense", "hit_points"),
    "ally": ("sphere", "cost", "willpower", "attack", "defense", "hit_points"),
    "attachment": ("sphere", "cost", "attach_to"),
    "event": ("sphere", "cost"),
    "enemy": (
        "encounter_set",
        "easy_quantity",
        "engagement_cost",
        "threat",
        "attack",
        "defense",
        "hit_points",
    ),
    "location": ("encounter_set", "easy_quantity", "threat", "quest_points"),
    "treachery": ("encounter_set", "easy_quantity"),
    "objective": ("encounter_set", "easy_quantity"),
    "quest": ("encounter_set", "stage", "sides"),
}


class _Record(Record):
    """An LCG card or scenario record: the shared checks, and the LCG's costs, traits, keywords and
    quest sides."""

    def cost(self) -> int | str | None:
        if self.raw["cost"] == "X":
            return "X"
        v = self.raw["cost"]
        if v is not None and (not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 99):
            raise self.fail("cost", f'expected an integer 0..99, "X" or null, got {v!r}')
        return v

    def traits(self) -> tuple[str, ...]:
        v = self.raw["traits"]
        if (
            not isinstance(v, list)
            or any(not isinstance(t, str) or not t.strip() for t in v)
            or len({fold(t) for t in v}) != len(v)
        ):
            raise self.fail("traits", f"expected a list of distinct non-empty strings, got {v!r}")
        return tuple(v)

    def keywords(self) -> tuple[tuple[str, int], ...]:  # type: ignore[override]
        return super().keywords(KEYWORDS, NUMBERED_KEYWORDS)

    def sides(self) -> QuestSides | None:
        v = self.raw["sides"]
        if v is None:
            return None
        if not isinstance(v, dict) or set(v) != {"a", "b"}:
            raise self.fail("sides", f'expected an object with sides "a" and "b", got {v!r}')
        out: dict[str, QuestSide] = {}
        for key, numbers in (("a", ()), ("b", ("quest_points", "victory_points"))):
            side = v[key]
            where = f"sides.{key}"
            if not isinstance(side, dict):
                raise self.fail(where, f"expected an object, got {side!r}")
            sub = _Record(self.file, self.where, side)
            try:
                sub.keys(("name", *numbers))
                name = sub.text("name")
                nums = {f: sub.number(f, optional=f == "victory_points") for f in numbers}
            except DataError as e:  # re-raise naming the nested field
                raise DataError(str(e).replace("field '", f"field '{where}.", 1)) from None
            assert name is not None
            out[key] = QuestSide(name, **nums)
        return QuestSides(out["a"], out["b"])


# How each field is read: type and range checks, enumerations checked against the tuples above.
_PARSE: dict[str, Callable[[_Record], Any]] = {
    "id": lambda r: r.text("id"),
    "name": lambda r: r.text("name"),
    "type": lambda r: r.one_of("type", TYPES, optional=False),
    "sphere": lambda r: r.one_of("sphere", SPHERES),
    "unique": lambda r: r.flag("unique"),
    "uniqueness_disputed": lambda r: r.flag("uniqueness_disputed"),
    "encounter_set": lambda r: r.one_of("encounter_set", tuple(ENCOUNTER_SETS)),
    "quantity": lambda r: r.number("quantity", lo=1, hi=9, optional=False),
    "easy_quantity": lambda r: r.number("easy_quantity", hi=9),
    "traits": lambda r: r.traits(),
    "keywords": lambda r: r.keywords(),
    "threat_cost": lambda r: r.number("threat_cost"),
    "cost": lambda r: r.cost(),
    "willpower": lambda r: r.number("willpower"),
    "attack": lambda r: r.number("attack"),
    "defense": lambda r: r.number("defense"),
    "hit_points": lambda r: r.number("hit_points", lo=1),
    "engagement_cost": lambda r: r.number("engagement_cost"),
    "threat": lambda r: r.number("threat"),
    "quest_points": lambda r: r.number("quest_points"),
    "victory_points": lambda r: r.number("victory_points", lo=1),
    "stage": lambda r: r.number("stage", lo=1, hi=9),
    "sides": lambda r: r.sides(),
    "has_shadow": lambda r: r.flag("has_shadow"),
    "attach_to": lambda r: r.one_of("attach_to", ATTACH_TARGETS),
}
assert set(_PARSE) == set(FIELDS)


def validate_cards(records: Any, file: str = CARDS_FILE.name) -> dict[str, CardDef]:
    """Check raw card records (the parsed JSON list) and build the cards by id, in id order.

    A separate function from the loader so that tests and tools can check records that are not on disk.
    """
    out: dict[str, CardDef] = {}
    form = "a 5-digit code such as 01001"
    for r, ident in card_records(records, file, _CARD_ID, form, str, "order", _Record):
        r.keys(FIELDS)
        values = {f: _PARSE[f](r) for f in FIELDS}
        kind = values["type"]
        for field, types in _ONLY_FOR.items():
            if values[field] is not None and values[field] is not False and kind not in types:
                raise r.fail(field, f"{_a(kind)} has none (only {', '.join(types)})")
        for field in _REQUIRED_FOR[kind]:
            if values[field] is None:
                raise r.fail(field, f"{_a(kind)} needs one")
        if kind == "hero" and not values["unique"]:
            raise r.fail("unique", "every hero is unique")
        if values["easy_quantity"] is not None and values["easy_quantity"] > values["quantity"]:
            raise r.fail("easy_quantity", f"more than the normal quantity {values['quantity']}")
        out[ident] = CardDef(**values)
    return out


class CardCount(NamedTuple):
    id: str
    count: int


@dataclass(frozen=True, slots=True)
class QuestStage:
    """One quest card of a scenario; ``random_stage``: one of the cards sharing this stage is drawn."""

    id: str
    stage: int
    random_stage: bool = False


@dataclass(frozen=True, slots=True)
class Setup:
    """A scenario's encounter cards in one difficulty mode, split by where setup puts them."""

    encounter: tuple[CardCount, ...]  # shuffled into the encounter deck after setup
    staging_area: tuple[CardCount, ...]  # placed in the staging area by setup
    set_aside: tuple[CardCount, ...]  # out of the deck until the quest brings them in

    @property
    def total(self) -> int:
        """Every encounter card the mode uses, setup placements and set-aside cards included."""
        return sum(c.count for zone in (self.encounter, self.staging_area, self.set_aside) for c in zone)

    def deck_ids(self) -> tuple[str, ...]:
        """The encounter deck before shuffling: ids repeated per copy."""
        return tuple(c.id for c in self.encounter for _ in range(c.count))


@dataclass(frozen=True, slots=True)
class Scenario:
    id: str
    name: str
    encounter_sets: tuple[str, ...]  # the scenario's own set first
    quest: tuple[QuestStage, ...]  # in stage order
    normal: Setup
    easy: Setup

    def setup(self, mode: str = "normal") -> Setup:
        if mode not in MODES:
            raise InvalidSetup(f"unknown difficulty {mode!r}: choose one of {', '.join(MODES)}")
        return self.normal if mode == "normal" else self.easy

    def stages(self) -> tuple[tuple[str, ...], ...]:
        """The quest deck as one tuple per stage: the card ids to choose from (one, or several at random)."""
        by_stage: dict[int, list[str]] = {}
        for q in self.quest:
            by_stage.setdefault(q.stage, []).append(q.id)
        return tuple(tuple(ids) for _, ids in sorted(by_stage.items()))


_SCENARIO_KEYS = ("id", "name", "encounter_sets", "quest", "normal", "easy")


def _counts(r: _Record, field: str, defs: dict[str, CardDef], sets: tuple[str, ...]) -> tuple[CardCount, ...]:
    v = r.raw[field]
    if not isinstance(v, list):
        raise r.fail(field, f"expected a list of {{id, count}}, got {v!r}")
    out: list[CardCount] = []
    for i, entry in enumerate(v):
        at = f"{field}[{i}]"
        if not isinstance(entry, dict) or set(entry) != {"id", "count"}:
            raise r.fail(at, f'expected {{"id": ..., "count": n}}, got {entry!r}')
        cid, count = entry["id"], entry["count"]
        card = defs.get(cid) if isinstance(cid, str) else None
        if card is None:
            raise r.fail(at, f"unknown card id {cid!r}")
        if card.deck != "encounter":
            raise r.fail(
                at, f"{cid} {card.name} is {_a(card.deck)} card ({card.type}), not an encounter card"
            )
        if card.encounter_set not in sets:
            raise r.fail(
                at, f"{cid} {card.name} is from {card.encounter_set}, not one of this scenario's sets"
            )
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise r.fail(at, f"count must be a positive integer, got {count!r}")
        if any(c.id == cid for c in out):
            raise r.fail(at, f"{cid} listed twice")
        out.append(CardCount(cid, count))
    return tuple(out)


def _setup(r: _Record, mode: str, defs: dict[str, CardDef], sets: tuple[str, ...]) -> Setup:
    raw = r.raw[mode]
    if not isinstance(raw, dict):
        raise r.fail(mode, f"expected an object with {', '.join(SETUP_ZONES)}")
    sub = _Record(r.file, f"{r.where}: {mode}", raw)
    sub.keys(SETUP_ZONES)
    setup = Setup(*(_counts(sub, zone, defs, sets) for zone in SETUP_ZONES))
    # Every copy of every encounter card of the sets is somewhere, in the mode's quantity.
    have: Counter[str] = Counter()
    for zone in SETUP_ZONES:
        for c in getattr(setup, zone):
            have[c.id] += c.count
    for cid, card in defs.items():
        if card.deck != "encounter" or card.encounter_set not in sets:
            continue
        want = card.quantity if mode == "normal" else card.easy_quantity
        if have[cid] != want:
            qty = "quantity" if mode == "normal" else "easy_quantity"
            raise sub.fail(
                "encounter", f"{have[cid]} copies of {cid} {card.name} in all, but its {qty} is {want}"
            )
    return setup


def validate_scenarios(
    doc: Any, defs: dict[str, CardDef], file: str = SCENARIOS_FILE.name
) -> dict[str, Scenario]:
    """Check the parsed scenarios file against the cards and build the scenarios by id, in file order."""
    if not isinstance(doc, dict) or set(doc) != {"scenarios"} or not isinstance(doc["scenarios"], list):
        raise DataError(f'{file}: expected {{"scenarios": [...]}}')
    out: dict[str, Scenario] = {}
    for n, raw in enumerate(doc["scenarios"]):
        if not isinstance(raw, dict):
            raise DataError(f"{file}: scenario [{n}]: expected an object")
        r = _Record(file, f"scenario [{n}]", raw)
        if "id" not in raw:
            raise r.fail("id", "missing")
        ident = r.text("id")
        assert ident is not None
        r.where = f"scenario {ident}"
        if not _SCENARIO_ID.fullmatch(ident):
            raise r.fail("id", f"expected lower-case words joined by '-', got {ident!r}")
        if ident in out:
            raise r.fail("id", "duplicate id")
        r.keys(_SCENARIO_KEYS)
        name = r.text("name")
        assert name is not None
        if slug(name) != ident:
            raise r.fail("id", f"expected {slug(name)!r}, the name {name!r} written as an id")

        sets = raw["encounter_sets"]
        if not isinstance(sets, list) or not sets or len(set(sets)) != len(sets):
            raise r.fail("encounter_sets", f"expected a non-empty list of distinct sets, got {sets!r}")
        for s in sets:
            if s not in ENCOUNTER_SETS:
                raise r.fail("encounter_sets", f"{s!r} is not one of {', '.join(ENCOUNTER_SETS)}")

        quest = raw["quest"]
        if not isinstance(quest, list) or not quest:
            raise r.fail("quest", f"expected a non-empty list of quest stages, got {quest!r}")
        stages: list[QuestStage] = []
        for i, entry in enumerate(quest):
            at = f"quest[{i}]"
            if not isinstance(entry, dict) or not {"id", "stage"} <= set(entry) <= {
                "id",
                "stage",
                "random_stage",
            }:
                raise r.fail(at, f'expected {{"id", "stage"[, "random_stage"]}}, got {entry!r}')
            card = defs.get(entry["id"]) if isinstance(entry["id"], str) else None
            if card is None or card.type != "quest":
                raise r.fail(at, f"{entry['id']!r} is not a quest card")
            if entry["stage"] != card.stage:
                raise r.fail(at, f"stage {entry['stage']!r}, but card {card.id} is stage {card.stage}")
            if card.encounter_set != sets[0]:
                raise r.fail(
                    at, f"{card.id} belongs to {card.encounter_set}, not the scenario's own set {sets[0]}"
                )
            randomly = entry.get("random_stage", False)
            if not isinstance(randomly, bool):
                raise r.fail(at, f"random_stage must be true or false, got {randomly!r}")
            stages.append(QuestStage(card.id, card.stage, randomly))
        numbers = [q.stage for q in stages]
        if sorted(set(numbers)) != list(range(1, max(numbers) + 1)) or numbers != sorted(numbers):
            raise r.fail("quest", f"stages must run 1, 2, 3... in order, got {numbers}")
        for q in stages:
            if q.random_stage != (numbers.count(q.stage) > 1):
                raise r.fail(
                    "quest", f"{q.id}: random_stage must be true exactly when cards share stage {q.stage}"
                )
        own = [cid for cid, c in defs.items() if c.type == "quest" and c.encounter_set == sets[0]]
        if sorted(q.id for q in stages) != own:
            raise r.fail("quest", f"expected every quest card of {sets[0]}: {', '.join(own)}")

        normal, easy = (_setup(r, mode, defs, tuple(sets)) for mode in MODES)
        out[ident] = Scenario(ident, name, tuple(sets), tuple(stages), normal, easy)
    return out


def load_cards(path: Path = CARDS_FILE) -> dict[str, CardDef]:
    """Read and validate a cards file."""
    return validate_cards(read_json(path), path.name)


def load_scenarios(
    path: Path = SCENARIOS_FILE, defs: dict[str, CardDef] | None = None
) -> dict[str, Scenario]:
    """Read and validate a scenarios file against the cards (the packaged ones unless given)."""
    return validate_scenarios(read_json(path), cards() if defs is None else defs, path.name)


@cache
def cards() -> dict[str, CardDef]:
    """The packaged cards by id, in id order, loaded once per process (treat as read-only)."""
    return load_cards()


def card(card_id: str) -> CardDef:
    """One card by id; an unknown id is a DataError that names it (not a bare KeyError)."""
    return known(cards(), card_id, CARDS_FILE.name)


@cache
def scenarios() -> dict[str, Scenario]:
    """The packaged scenarios by id, in the order of the Core rules (loaded once per process)."""
    return load_scenarios()


def scenario(id_or_name: str) -> Scenario:
    """A scenario by id or name, ignoring case, accents and punctuation ("Passage through Mirkwood").

    An unknown one is an :class:`InvalidSetup` (a user's choice, not broken data) that lists them all.
    """
    found = scenarios().get(slug(id_or_name))
    if found is None:
        known = "; ".join(f"{s.id} ({s.name})" for s in scenarios().values())
        raise InvalidSetup(f"unknown scenario {id_or_name!r}: the scenarios are {known}")
    return found
