"""A game's observation and action space for reinforcement learning, as fixed-shape arrays.

An :class:`Encoding` lists its observation :class:`Field` s (name, width, what they hold; docs/rl.md
prints them) and writes a player's observation from the state. It reads only what that player's
``view`` shows, straight from the state rather than through the JSON view (which spends most of its
time on names, labels and the log), so two states the player cannot tell apart encode alike (tested
against ``determinize``). The action space is the game's own: every :class:`~eregion.core.Action`
carries its fixed ``index``, so the legal-action mask is the pending options' indices.
"""

from __future__ import annotations

import struct
import threading
import zlib
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import numpy as np

from eregion.core import Decision, DecisionKind, State

Row = tuple[float, ...]
"""A card's row of a card table, as written."""


@dataclass(frozen=True)
class Field:
    """A run of ``size`` numbers in the observation."""

    name: str
    size: int
    doc: str


class Encoding(ABC):
    """The observation layout of one game; ``at[name]`` is where a field starts."""

    game: str
    actions: int
    """The size of the game's action space (every ``Action.index`` is below it)."""
    high: float = 255.0
    """No entry of an observation exceeds it (the observation space's bound)."""
    sheet_type: type[Sheet]
    """What the game's observations are written on: a :class:`Sheet`, or one that also keeps what
    the game's parts were written from."""

    def __init__(self, fields: tuple[Field, ...]) -> None:
        self._local = threading.local()
        self.fields = fields
        self.span = _Spans(self)
        self.at: dict[str, int] = {}
        n = 0
        for f in fields:
            if f.name in self.at:
                raise ValueError(f"{self.game}: field {f.name!r} listed twice")
            self.at[f.name] = n
            n += f.size
        self.size = n
        self._no_actions = np.zeros(self.actions, np.int8)

    def seats(self, state: State) -> tuple[int, ...]:
        """The players who take part in ``state`` (a game may leave seats empty)."""
        return tuple(range(len(state.game.players)))

    def observe(self, state: State, player: int) -> np.ndarray:
        """``player``'s observation: float32, shape ``(size,)``, written on this thread's sheets (an
        :meth:`observer` of the thread's: the web app's agents share an encoding between threads)."""
        observe = getattr(self._local, "observe", None)
        if observe is None:
            observe = self._local.observe = self.observer()
        return observe(state, player)

    def observer(self) -> Callable[[State, int], np.ndarray]:
        """An ``observe`` with sheets of its own: each observation is written over the same
        player's last one (a move's worth of changes rather than a whole position) and copied. An
        environment keeps one per game, so that environments stepped in turn in one thread (a
        vector environment) do not write over each other's sheets, a whole position each time."""
        sheets: dict[int, Sheet] = {}

        def observe(state: State, player: int) -> np.ndarray:
            sheet = sheets.get(player)
            if sheet is None:
                sheet = sheets[player] = self.sheet_type(np.zeros(self.size, np.float32))
            self.write(state, player, sheet)
            return sheet.out.copy()

        return observe

    @abstractmethod
    def write(self, state: State, player: int, sheet: Sheet) -> None:
        """Write ``player``'s observation over the last one on ``sheet`` (zeros on a new sheet):
        every part whose sources changed since, the rest as it stands."""

    def mask(self, state: State, player: int) -> np.ndarray:
        """1 for each action ``player`` may take now (all zeros when another player decides): a
        fresh array each time, so that a caller who keeps or edits a mask never changes another.
        (A copy of a blank one with the options' ones set: most sets of legal indexes are met only
        once, so a cache of them costs more than it saves, and making an array costs NumPy more
        than copying one.)"""
        mask = self._no_actions.copy()
        d = state.decision
        if d is not None and d.player == player:
            for a in d.options:
                mask[a.index] = 1
        return mask


class Sheet:
    """An observation as last written, with what each part was written from: the next observation
    of the same player rewrites only the parts whose sources changed (a move changes a few)."""

    __slots__ = ("f", "keys", "out")

    def __init__(self, out: np.ndarray) -> None:
        self.out = out
        self.f = memoryview(out)
        """The same numbers, to write through: a memoryview sets an element or copies a slice from
        another float32 buffer in a fraction of NumPy's time."""
        self.keys: dict[object, object] = {}

    def put(self, part: object, at: int, values: Row) -> None:
        """Write ``values`` from ``at`` on, unless ``part`` holds them already. Straight into the
        sheet's bytes: NumPy takes about ten times longer to convert a tuple of numbers."""
        keys = self.keys
        if keys.get(part, _ABSENT) != values:
            keys[part] = values
            _packer(len(values))(self.f, 4 * at, *values)


Encoding.sheet_type = Sheet


@cache
def _packer(n: int) -> Callable[..., None]:
    """Writes ``n`` numbers as float32 into a buffer at a byte offset."""
    return struct.Struct(f"={n}f").pack_into


_ABSENT = object()
_ARRAYS: dict[Row, memoryview] = {}


@cache
def blank(width: int) -> memoryview:
    """A row of ``width`` zeros, to copy."""
    return memoryview(np.zeros(width, np.float32))


def _as_array(row: Row) -> memoryview:
    """``row`` as float32 numbers, kept: a game's rows come back again and again, and NumPy takes
    longer to convert a tuple than to copy an array."""
    arr = _ARRAYS.get(row)
    if arr is None:
        if len(_ARRAYS) > 20_000:
            _ARRAYS.clear()
        arr = _ARRAYS[row] = memoryview(np.array(row, np.float32))
    return arr


def get_encoding(name: str) -> Encoding:
    """The encoding of the game called ``name``."""
    from importlib import import_module

    from eregion.games import get_game

    get_game(name)  # an unknown name says which games exist
    encoding: Encoding = import_module(f"eregion.rl.encodings.{name}").ENCODING
    return encoding


class _Spans(dict[tuple[str, str], tuple[int, int]]):
    """Where a run of fields starts and stops, worked out on first use."""

    def __init__(self, encoding: Encoding) -> None:
        super().__init__()
        self.encoding = encoding

    def __missing__(self, fields: tuple[str, str]) -> tuple[int, int]:
        e = self.encoding
        last = next(f for f in e.fields if f.name == fields[1])
        self[fields] = span = (e.at[fields[0]], e.at[fields[1]] + last.size)
        return span


KINDS = tuple(DecisionKind)
DECISION = Field(
    "decision",
    len(KINDS) + 2,
    "the pending decision's kind, one-hot in DecisionKind's order "
    f"({', '.join(k.value for k in KINDS)}), then 1 if the viewer owes it, then 1 + the seat of the "
    "player who owes it (0 once the game is over)",
)
"""Every game's first field: what kind of question is pending, and whether it is the viewer's."""
PROMPT_BUCKETS = 128
PROMPT = Field(
    "prompt",
    PROMPT_BUCKETS,
    "the pending decision's prompt, every player's to read: each word's CRC-32 modulo "
    f"{PROMPT_BUCKETS} counted (what a step of a multi-part decision is about: 'Assign Goblin Sneak to "
    "which companion?', '2 left')",
)
"""Every game's second field."""
_ASKED: dict[tuple[object, ...], memoryview] = {}
_NOTHING_ASKED = memoryview(np.zeros(DECISION.size + PROMPT.size, np.float32))


def asked(decision: Decision | None, player: int) -> memoryview:
    """The :data:`DECISION` and :data:`PROMPT` fields of ``player``'s observation (zeros once the
    game is over), worked out once per question (a game asks the same few again and again): the
    same numbers while the question is the same (a memoryview, which a sheet copies fastest)."""
    d = decision
    if d is None:
        return _NOTHING_ASKED
    key = (d.kind, d.prompt, d.player, d.player == player)
    part = _ASKED.get(key)
    if part is None:
        if len(_ASKED) > 50_000:
            _ASKED.clear()
        numbers = np.zeros(len(_NOTHING_ASKED), np.float32)
        words = (
            d.prompt.lower().replace("(", " ").replace(")", " ").replace("?", " ").replace(",", " ").split()
        )
        for w in words:
            numbers[DECISION.size + zlib.crc32(w.encode()) % PROMPT_BUCKETS] += 1
        numbers[KINDS.index(d.kind)] = 1
        numbers[len(KINDS)] = d.player == player
        numbers[len(KINDS) + 1] = d.player + 1
        part = _ASKED[key] = memoryview(numbers)
    return part


def write_decision(state: State, player: int, sheet: Sheet, at: int) -> None:
    """Fill the :data:`DECISION` and :data:`PROMPT` fields, which start at ``at``, unless the sheet
    holds the same question already."""
    part = asked(state.decision, player)
    if sheet.keys.get("decision") is not part:
        sheet.f[at : at + len(part)] = part
        sheet.keys["decision"] = part


def bits(mask: int, out: np.ndarray, at: int, add: int = 0) -> None:
    """Write the set bits of ``mask`` as ones from ``at`` on (with ``add``, add it there instead)."""
    while mask:
        low = mask & -mask
        if add:
            out[at + low.bit_length() - 1] += add
        else:
            out[at + low.bit_length() - 1] = 1
        mask ^= low
