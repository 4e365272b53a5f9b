"""Duel for Middle-earth as numbers: what the view shows, from the viewer's side ("me" first).

Public: the layout's face-up cards and which slots are taken, both play areas, coins, Skills, chaining
symbols, Races, tokens, Landmarks, the board, the Quest track, the face-up Landmarks, the Alliance
stacks' sizes and revealed tops. Private: which discarded cards the viewer has seen. Hidden, so never
read: face-down cards, unseen discards, the chapter decks, the Landmark stack's order, unrevealed
Alliance tokens.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from itertools import chain, compress
from operator import ne, or_
from typing import Any

import numpy as np

from eregion.core import Decision, DecisionKind
from eregion.games.duel.actions import ACTIONS
from eregion.games.duel.components import LAYOUT_SIZE, RACES, REGIONS, SKILLS, components
from eregion.games.duel.state import NREG, NSYM, DuelState, Memo, bit_indices
from eregion.rl.encoding import DECISION, PROMPT, Encoding, Field, asked, blank

C = components()
NCARDS, NTILES, NTOKENS, NCHAINS = len(C.cards), len(C.landmarks), len(C.tokens), len(C.chain_symbols)
SLOT_STATES = ("taken", "face down", "face up and available", "face up and covered")
CARD_PLACES = (
    "nowhere the viewer sees it",
    "in the layout, available",
    "in the layout, face up but covered",
    "in my play area",
    "in the opponent's play area",
    "in the discard pile, seen by me",
)


def _side(who: str) -> tuple[Field, ...]:
    return (
        Field(f"{who}.coins", 1, "coins"),
        Field(f"{who}.skills", len(SKILLS), f"fixed Skill symbols ({', '.join(SKILLS)})"),
        Field(f"{who}.flexible", len(SKILLS), "flexible sources (one Skill a turn) that can give each Skill"),
        Field(f"{who}.chains", NCHAINS, "chaining symbols owned, in the data's order"),
        Field(f"{who}.races", NSYM, f"Race symbols ({', '.join(RACES)}, Eagle)"),
        Field(f"{who}.tokens", NTOKENS, "Alliance tokens taken, in the data's order"),
        Field(f"{who}.landmarks", NTILES, "Landmark tiles taken, in the data's order"),
        Field(f"{who}.supply", 2, "Units, then Fortresses, left in supply"),
        Field(f"{who}.presence", 1, "regions where the side is present"),
        Field(f"{who}.three_races_used", 1, "1 once the three-Races bonus was taken"),
        Field(f"{who}.quest", 1, "own steps on the Quest track"),
    )


FIELDS = (
    DECISION,
    PROMPT,
    Field("side", 2, "the viewer's side, one-hot (Fellowship, Sauron)"),
    Field("chapter", 3, "the chapter, one-hot"),
    Field("turn", 2, "whose turn it is: mine, the opponent's (zeros once over)"),
    Field("extra_turns", 1, "extra turns owed"),
    Field(
        "slots",
        LAYOUT_SIZE,
        "per layout slot, its state as a category: "
        + ", ".join(f"{k} {state}" for k, state in enumerate(SLOT_STATES)),
    ),
    Field(
        "cards",
        NCARDS,
        "per card (data order), where the viewer sees it, as a category: "
        + "; ".join(f"{k} {place}" for k, place in enumerate(CARD_PLACES)),
    ),
    Field("hidden_discards", 1, "discarded cards the viewer has not seen"),
    Field("reserve", 1, "coins in the reserve"),
    *_side("me"),
    *_side("opponent"),
    Field(
        "board",
        NREG * 4,
        f"per region ({', '.join(REGIONS)}): my Units, my Fortress, "
        "the opponent's Units, the opponent's Fortress",
    ),
    Field("landmarks_up", NTILES, "face-up Landmark tiles"),
    Field("landmark_stack", 1, "tiles left in the Landmark stack"),
    Field("alliance", len(RACES), "tokens left in each Race's Alliance stack"),
    Field("alliance_tops", NTOKENS, "Alliance tokens revealed on top of their stacks"),
)


class DuelSheets:
    """Both players' Duel observations as last written (one thread's), with the state's values they
    were written from. Each observation brings both up to date: a move's changes are worked out once
    and written on both sheets (one side's numbers sit under "me" on its player's sheet and under
    "opponent" on the other's), so each change is worked out once rather than once per viewer. What
    only one player sees (which discarded cards he has seen, the question as he is asked it) goes on
    his sheet alone."""

    __slots__ = (
        "alliance",
        "alliance_known",
        "area",
        "avail",
        "chains",
        "discard",
        "discard_seen",
        "f",
        "face_up",
        "fixed",
        "flex",
        "forts",
        "heads",
        "landmark_stack",
        "landmarks_up",
        "layout",
        "money",
        "out",
        "places",
        "present",
        "quest",
        "races",
        "tiles",
        "tokens",
        "triple_done",
        "units",
    )

    def __init__(self, size: int) -> None:
        self.out = (np.zeros(size, np.float32), np.zeros(size, np.float32))
        self.f = (memoryview(self.out[0]), memoryview(self.out[1]))
        """The same numbers, to write through (a memoryview sets an element in a fraction of NumPy's
        time)."""
        self.heads: list[memoryview | None] = [None, None]
        self.money = self.landmarks_up = self.landmark_stack = None
        self.alliance = self.alliance_known = self.layout = None
        self.fixed = self.flex = self.tokens = self.tiles = (None, None)
        # what a blank sheet shows: no card anywhere, nothing discarded
        self.area, self.discard, self.discard_seen = ((), ()), (), ()
        self.chains = self.races = self.units = self.forts = self.triple_done = self.quest = None
        self.present = self.face_up = self.avail = 0
        self.places = [NOWHERE] * NCARDS
        """Per card, where it is as both players may see it (a PLACE), NOWHERE for neither."""


class DuelEncoding(Encoding):
    game = "duel"
    actions = len(ACTIONS)

    def __init__(self, fields: tuple[Field, ...]) -> None:
        super().__init__(fields)
        at = self.at
        self.sides = tuple(
            tuple(
                at[f"{who}.{name}"]
                for name in ("skills", "flexible", "chains", "races", "tokens", "landmarks", "supply")
            )
            for who in ("me", "opponent")
        )
        """Where a side's fields are, under "me" and under "opponent"."""
        self.coins = (at["reserve"], at["opponent.coins"])
        """Where the reserve is (my coins one on) and the opponent's coins."""
        board = at["board"]
        self.board = tuple(
            tuple(board + 4 * (i % NREG) + (0 if i // NREG == p else 2) for i in range(2 * NREG))
            for p in (0, 1)
        )
        """Per viewer, where each entry of the state's ``units`` is on the board (its Fortress one on)."""
        self.race_at = tuple(
            tuple(self.sides[(i // NSYM) != p][3] + i % NSYM for i in range(2 * NSYM)) for p in (0, 1)
        )
        """Per viewer, where each entry of the state's ``races`` is."""
        self.cards_at = (at["slots"], at["cards"], at["hidden_discards"])

    def observer(self) -> Callable[[DuelState, int], np.ndarray]:  # type: ignore[override]
        """An ``observe`` with both players' sheets of its own: each observation brings both up to
        date and copies the player's."""
        sheets, write = DuelSheets(self.size), self.write
        out = sheets.out

        def observe(state: DuelState, player: int) -> np.ndarray:
            write(state, player, sheets)
            return out[player].copy()

        return observe

    def write(self, s: DuelState, player: int, sh: DuelSheets) -> None:  # type: ignore[override]
        """Write what changed since ``sh`` was last written (all of it on new sheets) on both
        players' sheets, and ``player``'s question on his. A part is found changed by identity for
        the tuples the engine replaces on change, by value for its lists, and written again side by
        side: a move changes a few numbers of a few parts."""
        F = sh.f
        f0, f1 = F
        d = s.decision
        if d is not None and d.kind is TURN:  # posed by the turn step itself: the turn is its player's
            turn = d.player
            key: tuple[object, ...] = (d.prompt, d.player, player, s.chapter, s.extra_turns)
        else:
            turn = s.turn_player if s.result is None else -1
            key = (
                (player, s.chapter, turn, s.extra_turns)
                if d is None
                else (d.prompt, d.kind, d.player, player, s.chapter, turn, s.extra_turns)
            )
        head = _HEADS.get(key) or _head(key, d, player, s.chapter, turn, s.extra_turns)
        if sh.heads[player] is not head:
            F[player][: len(head)] = head
            sh.heads[player] = head
        coins = s.coins
        money = (s.reserve, coins[0], coins[1])
        if sh.money != money:  # (an element set costs less than packing two)
            sh.money = money
            reserve, theirs = self.coins
            f0[reserve] = f1[reserve] = money[0]
            f0[reserve + 1] = f1[theirs] = money[1]
            f1[reserve + 1] = f0[theirs] = money[2]
        fixed, flex, tokens, tiles = s.fixed, s.flex, s.tokens, s.tiles
        if fixed is not sh.fixed or flex is not sh.flex or tokens is not sh.tokens or tiles is not sh.tiles:
            self._held(sh, fixed, flex, tokens, tiles)
        chains, races = s.chains, s.races
        if chains != sh.chains or races != sh.races:
            self._symbols(sh, chains, races)
        units, forts = s.units, s.forts
        if units != sh.units or forts != sh.forts:
            if sh.units is None:
                self._army(sh, units, forts)
            else:
                self._moved(sh, units, forts)
        if s.quest != sh.quest or s.triple_done != sh.triple_done:
            sh.quest, sh.triple_done = quest, done = s.quest[:], s.triple_done[:]
            mine, theirs = self.sides[0][6] + 3, self.sides[1][6] + 3
            f0[mine] = f1[theirs] = done[0]
            f1[mine] = f0[theirs] = done[1]
            f0[mine + 1] = f1[theirs + 1] = quest[0]
            f1[mine + 1] = f0[theirs + 1] = quest[1]
        if s.landmarks_up is not sh.landmarks_up or s.landmark_stack is not sh.landmark_stack:
            sh.landmarks_up, sh.landmark_stack = s.landmarks_up, s.landmark_stack
            up, stack = self.at["landmarks_up"], self.at["landmark_stack"]
            for f in F:
                _write_ones(f, up, stack - up, s.landmarks_up)
                f[stack] = len(s.landmark_stack)
        if s.alliance is not sh.alliance or s.alliance_known is not sh.alliance_known:
            self._alliance(s, sh)
        layout, present = s.slots, s.present
        if layout is not sh.layout:  # a new chapter, or another game
            self._relay(s, sh)
            moved = 0
        else:
            moved = (present ^ sh.present) | (s.face_up ^ sh.face_up) | (s.avail ^ sh.avail)
        places, (slots, cards, hidden) = sh.places, self.cards_at
        if moved:  # the slots whose state changed, and their cards (one taken is placed again below)
            face_up, avail = s.face_up, s.avail
            sh.present, sh.face_up, sh.avail = present, face_up, avail
            for i in bit_indices(moved):  # a card's place in the layout: the same number on both sheets
                bit, c = 1 << i, layout[i]
                if not present & bit:  # taken: placed where it went below, unless it is already
                    f0[slots + i] = f1[slots + i] = 0
                    if places[c] < 2:
                        f0[cards + c] = f1[cards + c] = 0
                        places[c] = NOWHERE
                    continue
                if not face_up & bit:
                    f0[slots + i] = f1[slots + i] = 1
                    place = NOWHERE
                else:
                    place = 0 if avail & bit else 1
                    f0[slots + i] = f1[slots + i] = 2 + place
                if place != places[c]:
                    f0[cards + c] = f1[cards + c] = 1 + place if place < 2 else 0
                    places[c] = place
        area = s.area
        if area is not sh.area:
            before, sh.area = sh.area, area
            for q in (0, 1):
                was, now = before[q], area[q]
                if was is now:
                    continue
                if now[: len(was)] != was:  # not only added to: a card left
                    self._search(s, sh, set(was).symmetric_difference(now))
                    continue
                mine, theirs = F[q], F[1 - q]
                for c in now[len(was) :]:  # played (_place, inlined: the commonest change)
                    mine[cards + c] = MINE
                    theirs[cards + c] = THEIRS
                    places[c] = 2 + q
        discard, seen = s.discard, s.discard_seen
        if discard is not sh.discard or seen is not sh.discard_seen:
            was, known = sh.discard, sh.discard_seen
            sh.discard, sh.discard_seen = discard, seen
            n = len(was)
            if discard[:n] == was and seen[:n] == known:  # discarded since
                for c, m in zip(discard[n:], seen[n:]):
                    if m == 3:  # seen by both (_place, inlined: the commonest change)
                        f0[cards + c] = f1[cards + c] = SEEN
                        places[c] = DISCARDED + 3
                    else:  # unseen by one player or both
                        if m != 1:
                            f0[hidden] += 1
                        if m != 2:
                            f1[hidden] += 1
                        _place(F, cards, places, c, DISCARDED + m)
            else:  # a card taken from the pile, or the pile looked through
                self._reread(s, sh, dict(zip(was, known)))
                f0[hidden] = seen.count(0) + seen.count(2)
                f1[hidden] = seen.count(0) + seen.count(1)

    def _army(self, sh: DuelSheets, units: list[int], forts: list[int]) -> None:
        """Both sides' supplies and presence, and the board, on new sheets."""
        sh.units, sh.forts = units[:], forts[:]
        numbers = []
        for q in (0, 1):
            own, held = units[q * NREG : q * NREG + NREG], FORTS[forts[q]]
            present = NREG - list(map(or_, own, held)).count(0)  # a Unit or a Fortress (p.7)
            numbers.append((UNITS - sum(own), FORTRESSES - sum(held), present))
        (mine, theirs), (f0, f1) = (4 * self.sides[0][6], 4 * self.sides[1][6]), sh.f
        _THREE(f0, mine, *numbers[0])
        _THREE(f0, theirs, *numbers[1])
        _THREE(f1, mine, *numbers[1])
        _THREE(f1, theirs, *numbers[0])
        f0_units, f1_units = units[:NREG], units[NREG:]
        f0_forts, f1_forts = FORTS[forts[0]], FORTS[forts[1]]
        _BOARD(f0, 4 * self.at["board"], *chain.from_iterable(zip(f0_units, f0_forts, f1_units, f1_forts)))
        _BOARD(f1, 4 * self.at["board"], *chain.from_iterable(zip(f1_units, f1_forts, f0_units, f0_forts)))

    def _moved(self, sh: DuelSheets, units: list[int], forts: list[int]) -> None:
        """Units placed, moved or removed, Fortresses built or removed: the regions whose numbers
        changed, and the supplies and presence of the sides whose did (a side's Units in supply and
        presence moved on by each region's change; its presence worked out again where its
        Fortresses changed)."""
        (f0, f1), last = sh.f, sh.units
        board0, board1 = self.board
        mine, theirs = self.sides[0][6], self.sides[1][6]
        built = (forts[0] != sh.forts[0]) | (forts[1] != sh.forts[1]) << 1  # the sides whose changed
        for i in compress(INDEXES, map(ne, units, last)):
            now, was = units[i], last[i]
            f0[board0[i]] = f1[board1[i]] = now
            q = i >= NREG
            own, other = (f1, f0) if q else (f0, f1)
            own[mine] -= now - was
            other[theirs] -= now - was
            if (not now) != (not was) and not built >> q & 1 and not forts[q] >> i - q * NREG & 1:
                step = 1 if now else -1  # present or not (p.7)
                own[mine + 2] += step
                other[theirs + 2] += step
        sh.units = units[:]
        if built:
            self._built(sh, units, forts)

    def _built(self, sh: DuelSheets, units: list[int], forts: list[int]) -> None:
        """Fortresses built or removed: their regions, and the Fortresses in supply and presence of
        the sides whose changed."""
        F, boards = sh.f, self.board
        mine, theirs = self.sides[0][6], self.sides[1][6]
        for q in (0, 1):
            held = forts[q]
            changed = held ^ sh.forts[q]
            if not changed:
                continue
            own, other = F[q], F[1 - q]
            at_own, at_other = boards[q][q * NREG] + 1, boards[1 - q][q * NREG] + 1
            for r in bit_indices(changed):
                own[at_own + 4 * r] = other[at_other + 4 * r] = held >> r & 1
            own[mine + 1] = other[theirs + 1] = FORTRESSES - held.bit_count()
            regions = map(or_, units[q * NREG : q * NREG + NREG], FORTS[held])
            own[mine + 2] = other[theirs + 2] = NREG - list(regions).count(0)  # presence: p.7
        sh.forts = forts[:]

    def _symbols(self, sh: DuelSheets, chains: list[int], races: list[int]) -> None:
        """Each side's chaining symbols, written again for the side whose changed, and the Races
        that changed."""
        F, last = sh.f, sh.chains or (-1, -1)
        mine, theirs = self.sides[0][2], self.sides[1][2]
        for q in (0, 1):
            if chains[q] != last[q]:
                _write_bits(F[q], mine, NCHAINS, chains[q])
                _write_bits(F[1 - q], theirs, NCHAINS, chains[q])
        (f0, f1), (at0, at1) = F, self.race_at
        for i in compress(RACE_INDEXES, map(ne, races, sh.races or [-1] * len(races))):
            f0[at0[i]] = f1[at1[i]] = races[i]
        sh.chains, sh.races = chains[:], races[:]

    def _held(self, sh: DuelSheets, fixed: Pair, flex: Pair, tokens: Pair, tiles: Pair) -> None:
        """Each side's Skills, flexible sources, tokens and Landmarks: the engine replaces a side's
        tuple when it changes (the pair keeps the other side's), so each is written again only for
        the side whose changed, under "me" on its player's sheet and "opponent" on the other's."""
        F, (mine, theirs) = sh.f, self.sides
        for q in (0, 1):
            own, other = F[q], F[1 - q]
            if fixed[q] is not sh.fixed[q]:
                _FIVE(own, 4 * mine[0], *fixed[q])
                _FIVE(other, 4 * theirs[0], *fixed[q])
            if flex[q] is not sh.flex[q]:
                counts = [0] * len(SKILLS)
                for _, m in flex[q]:
                    for i in bit_indices(m):
                        counts[i] += 1
                _FIVE(own, 4 * mine[1], *counts)
                _FIVE(other, 4 * theirs[1], *counts)
            if tokens[q] is not sh.tokens[q]:
                _write_ones(own, mine[4], NTOKENS, tokens[q])
                _write_ones(other, theirs[4], NTOKENS, tokens[q])
            if tiles[q] is not sh.tiles[q]:
                _write_ones(own, mine[5], NTILES, tiles[q])
                _write_ones(other, theirs[5], NTILES, tiles[q])
        sh.fixed, sh.flex, sh.tokens, sh.tiles = fixed, flex, tokens, tiles

    def _alliance(self, s: DuelState, sh: DuelSheets) -> None:
        """The Alliance stacks' sizes and revealed tops, the same on both sheets."""
        sh.alliance, sh.alliance_known = s.alliance, s.alliance_known
        alliance, tops = self.at["alliance"], self.at["alliance_tops"]
        for f in sh.f:
            f[tops : tops + NTOKENS] = blank(NTOKENS)
            for r, stack in enumerate(s.alliance):
                f[alliance + r] = len(stack)
                if stack and s.alliance_known[r]:
                    f[tops + stack[-1]] = 1

    def _relay(self, s: DuelState, sh: DuelSheets) -> None:
        """Another layout: the slots at once, and the cards' places: the last layout's cards taken out
        of the layout's places (a new chapter) or, when the play areas and the discard pile are not
        the last ones added to (another game), every card's, written again below as if added to
        empty ones; then the cards face up in the new layout."""
        F, places, (slots, cards, hidden) = sh.f, sh.places, self.cards_at
        area, discard, seen = sh.area, sh.discard, sh.discard_seen
        if (
            s.area[0][: len(area[0])] == area[0]
            and s.area[1][: len(area[1])] == area[1]
            and s.discard[: len(discard)] == discard
            and s.discard_seen[: len(seen)] == seen
        ):
            for c in sh.layout or ():
                if places[c] < 2:
                    F[0][cards + c] = F[1][cards + c] = 0
                    places[c] = NOWHERE
        else:
            for f in F:
                f[cards : hidden + 1] = blank(hidden + 1 - cards)
            places = sh.places = [NOWHERE] * NCARDS
            sh.area, sh.discard, sh.discard_seen = ((), ()), (), ()
        layout, present, face_up, avail = s.slots, s.present, s.face_up, s.avail
        sh.layout, sh.present, sh.face_up, sh.avail = layout, present, face_up, avail
        up = present & face_up
        rows = _LAYOUTS[present, up, avail & up]
        f0, f1 = F
        f0[slots:cards] = f1[slots:cards] = rows
        for i in bit_indices(up):  # (_place, inlined: a chapter lays out a dozen cards face up)
            c, place = layout[i], 0 if avail >> i & 1 else 1
            if places[c] != place:
                f0[cards + c] = f1[cards + c] = 1 + place
                places[c] = place

    def _reread(self, s: DuelState, sh: DuelSheets, before: dict[int, int]) -> None:
        """The discard pile changed otherwise than by cards added (``before``: who had seen each
        card then): place again each card whose sight changed or that came in, and search for
        those that left."""
        F, places, cards = sh.f, sh.places, self.cards_at[1]
        for c, m in zip(s.discard, s.discard_seen):
            if before.pop(c, None) != m:
                _place(F, cards, places, c, DISCARDED + m)
        self._search(s, sh, set(before))

    def _search(self, s: DuelState, sh: DuelSheets, moved: set[int]) -> None:
        """Place the ``moved`` cards where they are, found by searching."""
        for c in sorted(moved):
            _place(sh.f, self.cards_at[1], sh.places, c, _where(s, c))


TURN = DecisionKind.TURN
DISCARDED = 4
"""A card's place in the discard pile, plus who has seen it (a bitmask of the players, as the state's
``discard_seen``): each player sees it there only if he has."""
MINE, THEIRS, SEEN = 3, 4, 5
"""Where a card is in the ``cards`` field (a CARD_PLACES index): my play area, the opponent's, the
discard pile seen by me."""
CODES = tuple(
    (1, 2, MINE if p == 0 else THEIRS, THEIRS if p == 0 else MINE)
    + tuple(SEEN if m >> p & 1 else 0 for m in range(4))
    + (0,)
    for p in (0, 1)
)
"""Per player, how he sees each place of a card (a CARD_PLACES index): in the layout (available,
covered), the Fellowship's play area, Sauron's, the discard pile (as seen by nobody, the
Fellowship, Sauron, both) and nowhere."""


def _place(F: tuple[memoryview, memoryview], cards: int, places: list[int], c: int, place: int) -> None:
    """Write card ``c``'s number in the ``cards`` field (from ``cards`` on) as each player sees
    ``place``, on both sheets."""
    if places[c] != place:
        F[0][cards + c] = CODES[0][place]
        F[1][cards + c] = CODES[1][place]
        places[c] = place


def _layout(masks: tuple[int, int, int]) -> memoryview:
    """The ``slots`` field from the slots present, face up and available (each a bitmask)."""
    present, up, free = masks
    out = np.zeros(LAYOUT_SIZE, np.float32)
    for i in range(LAYOUT_SIZE):
        out[i] = 0 if not present >> i & 1 else 1 if not up >> i & 1 else 2 if free >> i & 1 else 3
    return memoryview(out)


_LAYOUTS = Memo(_layout, 1024)
"""The ``slots`` field of a layout, kept: a chapter is laid out the same way in every game."""


def _write_ones(f: memoryview, at: int, size: int, ones: tuple[int, ...]) -> None:
    """Write ``size`` numbers from ``at`` on: 1 at each of ``ones``, 0 elsewhere."""
    f[at : at + size] = blank(size)
    for i in ones:
        f[at + i] = 1


def _write_bits(f: memoryview, at: int, size: int, mask: int) -> None:
    """Write the ``size`` bits of ``mask`` as zeros and ones from ``at`` on."""
    f[at : at + size] = blank(size)
    for i in bit_indices(mask):
        f[at + i] = 1


FORTS = tuple(tuple((m >> r) & 1 for r in range(NREG)) for m in range(1 << NREG))
"""Per bitmask of regions, 1 per region that holds a Fortress."""
UNITS, FORTRESSES = C.units_per_side, C.fortresses_per_side
INDEXES, RACE_INDEXES = range(2 * NREG), range(2 * NSYM)
Pair = tuple[Any, Any]
_FIVE = struct.Struct(f"={len(SKILLS)}f").pack_into
_THREE = struct.Struct("=3f").pack_into
"""Write a side's Units and Fortresses in supply and its presence."""
_BOARD = struct.Struct(f"={4 * NREG}f").pack_into
_TAIL = struct.Struct("=8f").pack


_HEADS: dict[tuple[object, ...], memoryview] = {}


def _head(
    key: tuple[object, ...], decision: Decision | None, player: int, chapter: int, turn: int, extra_turns: int
) -> memoryview:
    """The fields from ``decision`` to ``extra_turns``, worked out once per question, viewer, chapter,
    turn and extra turns (``key``; a game asks the same few questions again and again) and kept."""
    if len(_HEADS) > 50_000:
        _HEADS.clear()
    tail = [0] * 8
    tail[player] = 1
    tail[1 + chapter] = 1
    if turn >= 0:
        tail[5 + (turn != player)] = 1
    tail[7] = extra_turns
    head = _HEADS[key] = memoryview(asked(decision, player).tobytes() + _TAIL(*tail)).cast("f")
    return head


NOWHERE = DISCARDED + 4
"""The place of a card neither player can place (face down, in a chapter deck, being paid for), or
that has left their sight."""


def _where(s: DuelState, c: int) -> int:
    """Where card ``c`` is, as a place of :data:`CODES`."""
    if c in s.area[0]:
        return 2
    if c in s.area[1]:
        return 3
    if c in s.discard:
        return DISCARDED + s.discard_seen[s.discard.index(c)]
    if c in s.slots:
        bit = 1 << s.slots.index(c)
        if s.present & s.face_up & bit:
            return 0 if s.avail & bit else 1
    return NOWHERE


ENCODING = DuelEncoding(FIELDS)
