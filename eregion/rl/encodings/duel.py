"""Duel for Middle-earth as numbers: what the view shows, from the viewer's side ("me" first).

Public: the layout's face-up cards and which slots are taken, both play areas, coins, Skills, chaining
symbols, Races, tokens, Landmarks, the board, the Quest track, the face-up Landmarks, the Alliance
stacks' sizes and revealed tops. Private: which discarded cards the viewer has seen. Hidden, so never
read: face-down cards, unseen discards, the chapter decks, the Landmark stack's order, unrevealed
Alliance tokens.
"""

from __future__ import annotations

import struct
from itertools import chain, compress
from operator import ne, or_
from typing import Any

import numpy as np

from eregion.core import Decision, DecisionKind
from eregion.games.duel.actions import ACTIONS
from eregion.games.duel.components import LAYOUT_SIZE, RACES, REGIONS, SKILLS, components
from eregion.games.duel.state import NREG, NSYM, DuelState, Memo, bit_indices
from eregion.rl.encoding import DECISION, PROMPT, Encoding, Field, Sheet, asked, blank

C = components()
NCARDS, NTILES, NTOKENS, NCHAINS = len(C.cards), len(C.landmarks), len(C.tokens), len(C.chain_symbols)
SLOT_STATES = ("taken", "face down", "face up and available", "face up and covered")
CARD_PLACES = (
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
    Field("slots", LAYOUT_SIZE * len(SLOT_STATES), f"per layout slot: one-hot {', '.join(SLOT_STATES)}"),
    Field("cards", NCARDS * len(CARD_PLACES), f"per card (data order): one-hot {'; '.join(CARD_PLACES)}"),
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


class DuelSheet(Sheet):
    """A Duel observation as last written, with the state's values it was written from: the next
    observation compares them with the state's (identities for the tuples the engine replaces on
    change, values for its lists) and writes again only what differs."""

    __slots__ = (
        "alliance",
        "alliance_known",
        "area",
        "avail",
        "chains",
        "discard",
        "discard_seen",
        "face_up",
        "fixed",
        "flex",
        "forts",
        "head",
        "landmark_stack",
        "landmarks_up",
        "layout",
        "money",
        "places",
        "present",
        "quest",
        "races",
        "tiles",
        "tokens",
        "triple_done",
        "units",
    )

    def __init__(self, out: np.ndarray) -> None:
        super().__init__(out)
        self.head = self.money = self.landmarks_up = self.landmark_stack = None
        self.alliance = self.alliance_known = self.layout = None
        self.fixed = self.flex = self.tokens = self.tiles = (None, None)
        # what a blank sheet shows: no card anywhere, nothing discarded
        self.area, self.discard, self.discard_seen = ((), ()), (), ()
        self.chains = self.races = self.units = self.forts = self.triple_done = self.quest = None
        self.present = self.face_up = self.avail = 0
        self.places = [NOWHERE] * NCARDS
        """Per card, the column of its one in the ``cards`` field (NOWHERE: none)."""


class DuelEncoding(Encoding):
    game = "duel"
    actions = len(ACTIONS)
    sheet_type = DuelSheet

    def __init__(self, fields: tuple[Field, ...]) -> None:
        super().__init__(fields)
        at = self.at
        self.sides = tuple(
            tuple(
                at[f"{who}.{name}"]
                for name in ("skills", "flexible", "chains", "races", "tokens", "landmarks")
            )
            for who in ("me", "opponent")
        )
        self.coins = (4 * at["reserve"], at["opponent.coins"])
        self.army = (4 * at["me.supply"], 4 * at["opponent.supply"])
        """Where each side's fields from ``supply`` on are written, in bytes."""
        self.supplies = (at["me.supply"], at["opponent.supply"])
        """Where each side's Units in supply are (its presence two places on)."""
        board = at["board"]
        self.board = tuple(
            tuple(board + 4 * (i % NREG) + (0 if i // NREG == p else 2) for i in range(2 * NREG))
            for p in (0, 1)
        )
        """Per viewer, where each entry of the state's ``units`` is on the board."""
        self.race_at = tuple(
            tuple(self.sides[(i // NSYM) != p][3] + i % NSYM for i in range(2 * NSYM)) for p in (0, 1)
        )
        """Per viewer, where each entry of the state's ``races`` is."""
        self.cards_at = (at["slots"], at["cards"], at["hidden_discards"])
        self.slot_rows = tuple(
            slice(at["slots"] + 4 * i, at["slots"] + 4 * i + 4) for i in range(LAYOUT_SIZE)
        )
        """Where each slot's row is."""

    def write(self, s: DuelState, player: int, sheet: DuelSheet) -> None:  # type: ignore[override]
        """Write the parts of ``player``'s observation whose sources changed since ``sheet`` was
        last written (all of them on a new sheet), through the sheet's memoryview. A part is
        found changed by identity for the tuples the engine replaces on change, by value for its
        lists, and written again side by side: a move changes a few numbers of a few parts."""
        f, sh = sheet.f, sheet
        opp = 1 - player
        d = s.decision
        if (
            d is not None and d.kind is DecisionKind.TURN
        ):  # posed by the turn step itself: the turn is its player's
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
        if sh.head is not head:
            f[: len(head)] = head
            sh.head = head
        coins = s.coins
        money = (s.reserve, coins[player], coins[opp])
        if sh.money != money:
            sh.money = money
            reserve, theirs = self.coins
            _PAIR(f, reserve, money[0], money[1])
            f[theirs] = money[2]
        fixed, flex, tokens, tiles = s.fixed, s.flex, s.tokens, s.tiles
        if fixed is not sh.fixed or flex is not sh.flex or tokens is not sh.tokens or tiles is not sh.tiles:
            self._held(player, sh, fixed, flex, tokens, tiles)
        chains, races = s.chains, s.races
        if chains != sh.chains or races != sh.races:
            self._symbols(player, sh, chains, races)
        units, forts = s.units, s.forts
        if sh.units is None:
            self._army(s, player, sh)
        elif units != sh.units or forts != sh.forts:
            self._moved(player, sh, units, forts)
        if s.quest != sh.quest or s.triple_done != sh.triple_done:
            sh.quest, sh.triple_done = s.quest[:], s.triple_done[:]
            mine, theirs = self.supplies
            _PAIR(f, 4 * mine + 12, s.triple_done[player], s.quest[player])
            _PAIR(f, 4 * theirs + 12, s.triple_done[opp], s.quest[opp])
        if s.landmarks_up is not sh.landmarks_up or s.landmark_stack is not sh.landmark_stack:
            sh.landmarks_up, sh.landmark_stack = s.landmarks_up, s.landmark_stack
            up, stack = self.at["landmarks_up"], self.at["landmark_stack"]
            f[up:stack] = blank(stack - up)
            for t in s.landmarks_up:
                f[up + t] = 1
            f[stack] = len(s.landmark_stack)
        if s.alliance is not sh.alliance or s.alliance_known is not sh.alliance_known:
            self._alliance(s, sh)
        layout, present = s.slots, s.present
        if layout is not sh.layout:  # a new chapter, or another game
            self._relay(s, sh)
            moved = 0
        else:
            moved = (present ^ sh.present) | (s.face_up ^ sh.face_up) | (s.avail ^ sh.avail)
        places, (_, cards, hidden), rows = sh.places, self.cards_at, self.slot_rows
        if moved:  # the slots whose state changed, and their cards (one taken is placed again below)
            face_up, avail = s.face_up, s.avail
            sh.present, sh.face_up, sh.avail = present, face_up, avail
            for i in bit_indices(moved):
                bit, c = 1 << i, layout[i]
                was = places[c]
                if not present & bit:
                    f[rows[i]] = SLOT_ROWS[0]
                    if was >= 2:  # placed where it went already
                        continue
                    place = NOWHERE
                elif not face_up & bit:
                    f[rows[i]] = SLOT_ROWS[1]
                    place = NOWHERE
                else:
                    place = 0 if avail & bit else 1
                    f[rows[i]] = SLOT_ROWS[2 + place]
                if place != was:
                    if was != NOWHERE:
                        f[cards + 5 * c + was] = 0
                    if place != NOWHERE:
                        f[cards + 5 * c + place] = 1
                    places[c] = place
        area = s.area
        if area is not sh.area:
            before, sh.area = sh.area, area
            for q, place in ((player, 2), (opp, 3)):
                was, now = before[q], area[q]
                if was is now:
                    continue
                if now[: len(was)] != was:  # not only added to: a card left
                    self._search(s, player, sh, set(was).symmetric_difference(now))
                    continue
                for c in now[len(was) :]:  # played (_place, inlined: the commonest change)
                    if places[c] != NOWHERE:
                        f[cards + 5 * c + places[c]] = 0
                    f[cards + 5 * c + place] = 1
                    places[c] = place
        discard, seen = s.discard, s.discard_seen
        if discard is not sh.discard or seen is not sh.discard_seen:
            was, known = sh.discard, sh.discard_seen
            sh.discard, sh.discard_seen = discard, seen
            n = len(was)
            if discard[:n] == was and seen[:n] == known:  # discarded since
                bit, unseen = 1 << player, 0
                for c, m in zip(discard[n:], seen[n:]):
                    if not m & bit and m != 3:
                        unseen += 1
                    elif places[c] != 4:  # _place, inlined: the commonest change
                        if places[c] != NOWHERE:
                            f[cards + 5 * c + places[c]] = 0
                        f[cards + 5 * c + 4] = 1
                        places[c] = 4
                if unseen:
                    f[hidden] += unseen
            else:  # a card taken from the pile, or the pile looked through
                self._reread(s, player, sh, dict(zip(was, known)))
                f[hidden] = seen.count(0) + seen.count(1 << opp)

    def _army(self, s: DuelState, player: int, sh: DuelSheet) -> None:
        """Both sides' supplies, presence, three-Races bonus and Quest steps, and the board."""
        units, forts, quest, triple_done = s.units, s.forts, s.quest, s.triple_done
        sh.units, sh.forts, sh.quest, sh.triple_done = units[:], forts[:], quest[:], triple_done[:]
        opp = 1 - player
        me_u, them_u = units[player * NREG : player * NREG + NREG], units[opp * NREG : opp * NREG + NREG]
        me_f, them_f = FORTS[forts[player]], FORTS[forts[opp]]
        mine, theirs = self.army
        _SUPPLIES(
            sh.f,
            mine,
            UNITS - sum(me_u),
            FORTRESSES - sum(me_f),
            NREG - list(map(or_, me_u, me_f)).count(0),  # present: a Unit or a Fortress (p.7)
            triple_done[player],
            quest[player],
        )
        _THEIRS(
            sh.f,
            theirs,
            UNITS - sum(them_u),
            FORTRESSES - sum(them_f),
            NREG - list(map(or_, them_u, them_f)).count(0),
            triple_done[opp],
            quest[opp],
            *chain.from_iterable(zip(me_u, me_f, them_u, them_f)),
        )

    def _moved(self, player: int, sh: DuelSheet, units: list[int], forts: list[int]) -> None:
        """Units placed, moved or removed, Fortresses built or removed: the regions whose numbers
        changed, and the supplies and presence of the sides whose did (a side's Units in supply
        and presence moved on by each region's change while its Fortresses stay)."""
        f, last = sh.f, sh.units
        if forts != sh.forts:
            self._army_of(player, sh, units, forts)
            return
        board, supplies = self.board[player], self.supplies
        for i in compress(INDEXES, map(ne, units, last)):
            now, was = units[i], last[i]
            f[board[i]] = now
            q = i >= NREG
            at = supplies[q != player]
            f[at] -= now - was
            if (not now) != (not was) and not forts[q] >> i - q * NREG & 1:  # present or not (p.7)
                f[at + 2] += 1 if now else -1
        sh.units = units[:]

    def _army_of(self, player: int, sh: DuelSheet, units: list[int], forts: list[int]) -> None:
        """Fortresses built or removed: the board's regions that changed, and both sides' supplies
        and presence again."""
        f, board = sh.f, self.board[player]
        for i in compress(INDEXES, map(ne, units, sh.units)):
            f[board[i]] = units[i]
        for q in (0, 1):
            changed = forts[q] ^ sh.forts[q]
            at = board[q * NREG] + 1
            for r in bit_indices(changed):
                f[at + 4 * r] = forts[q] >> r & 1
            own, held = units[q * NREG : q * NREG + NREG], forts[q]
            _THREE(
                f,
                4 * self.supplies[q != player],
                UNITS - sum(own),
                FORTRESSES - held.bit_count(),
                NREG - list(map(or_, own, FORTS[held])).count(0),  # present: a Unit or a Fortress (p.7)
            )
        sh.units, sh.forts = units[:], forts[:]

    def _symbols(self, player: int, sh: DuelSheet, chains: list[int], races: list[int]) -> None:
        """Each side's chaining symbols, written again for the side whose changed, and the Races
        that changed."""
        f, last = sh.f, sh.chains or (-1, -1)
        for q, side in ((player, self.sides[0]), (1 - player, self.sides[1])):
            if chains[q] != last[q]:
                _write_bits(f, side[2], NCHAINS, chains[q])
        where = self.race_at[player]
        for i in compress(RACE_INDEXES, map(ne, races, sh.races or [-1] * len(races))):
            f[where[i]] = races[i]
        sh.chains, sh.races = chains[:], races[:]

    def _held(self, player: int, sh: DuelSheet, fixed: Pair, flex: Pair, tokens: Pair, tiles: Pair) -> None:
        """Each side's Skills, flexible sources, tokens and Landmarks: the engine replaces a side's
        tuple when it changes (the pair keeps the other side's), so each is written again only for
        the side whose changed."""
        f = sh.f
        for q, (skills_at, flex_at, _, _, tokens_at, tiles_at) in (
            (player, self.sides[0]),
            (1 - player, self.sides[1]),
        ):
            if fixed[q] is not sh.fixed[q]:
                _FIVE(f, 4 * skills_at, *fixed[q])
            if flex[q] is not sh.flex[q]:
                f[flex_at : flex_at + len(SKILLS)] = blank(len(SKILLS))
                for _, m in flex[q]:
                    for i in bit_indices(m):
                        f[flex_at + i] += 1
            if tokens[q] is not sh.tokens[q]:
                f[tokens_at : tokens_at + NTOKENS] = blank(NTOKENS)
                for t in tokens[q]:
                    f[tokens_at + t] = 1
            if tiles[q] is not sh.tiles[q]:
                f[tiles_at : tiles_at + NTILES] = blank(NTILES)
                for t in tiles[q]:
                    f[tiles_at + t] = 1
        sh.fixed, sh.flex, sh.tokens, sh.tiles = fixed, flex, tokens, tiles

    def _alliance(self, s: DuelState, sh: DuelSheet) -> None:
        """The Alliance stacks' sizes and revealed tops."""
        sh.alliance, sh.alliance_known = s.alliance, s.alliance_known
        f, alliance, tops = sh.f, self.at["alliance"], self.at["alliance_tops"]
        f[tops : tops + NTOKENS] = blank(NTOKENS)
        for r, stack in enumerate(s.alliance):
            f[alliance + r] = len(stack)
            if stack and s.alliance_known[r]:
                f[tops + stack[-1]] = 1

    def _relay(self, s: DuelState, sh: DuelSheet) -> None:
        """Another layout: the slots at once, and the cards' places: the last layout's cards taken out
        of the layout's places (a new chapter) or, when the play areas and the discard pile are not
        the last ones added to (another game), every card's, written again below as if added to
        empty ones; then the cards face up in the new layout."""
        f, places, (slots, cards, hidden) = sh.f, sh.places, self.cards_at
        area, discard, seen = sh.area, sh.discard, sh.discard_seen
        if (
            s.area[0][: len(area[0])] == area[0]
            and s.area[1][: len(area[1])] == area[1]
            and s.discard[: len(discard)] == discard
            and s.discard_seen[: len(seen)] == seen
        ):
            for c in sh.layout or ():
                if places[c] < 2:
                    f[cards + 5 * c + places[c]] = 0
                    places[c] = NOWHERE
        else:
            f[cards : hidden + 1] = blank(hidden + 1 - cards)
            places = sh.places = [NOWHERE] * NCARDS
            sh.area, sh.discard, sh.discard_seen = ((), ()), (), ()
        layout, present, face_up, avail = s.slots, s.present, s.face_up, s.avail
        sh.layout, sh.present, sh.face_up, sh.avail = layout, present, face_up, avail
        up = present & face_up
        f[slots:cards] = _LAYOUTS[present, up, avail & up]
        for i in bit_indices(up):
            c = layout[i]
            places[c] = place = 0 if avail >> i & 1 else 1
            f[cards + 5 * c + place] = 1

    def _reread(self, s: DuelState, player: int, sh: DuelSheet, before: dict[int, int]) -> None:
        """The discard pile changed otherwise than by cards added (``before``: who had seen each
        card then): place again each card whose sight changed or that came in, and search for
        those that left."""
        f, places, cards, bit = sh.f, sh.places, self.cards_at[1], 1 << player
        for c, m in zip(s.discard, s.discard_seen):
            k = before.pop(c, None)
            place = 4 if m & bit or m == 3 else NOWHERE
            if (k is None or (4 if k & bit or k == 3 else NOWHERE) != place) and places[c] != place:
                _place(f, cards, places, c, place)
        self._search(s, player, sh, set(before))

    def _search(self, s: DuelState, player: int, sh: DuelSheet, moved: set[int]) -> None:
        """Place the ``moved`` cards where the viewer sees them, found by searching."""
        for c in sorted(moved):
            place = _where(s, player, c)
            if place != sh.places[c]:
                _place(sh.f, self.cards_at[1], sh.places, c, place)


def _place(f: memoryview, cards: int, places: list[int], c: int, place: int) -> None:
    """Move card ``c``'s one in the ``cards`` field (from ``cards`` on) to the column of ``place``
    (or none)."""
    at = cards + 5 * c
    if places[c] != NOWHERE:
        f[at + places[c]] = 0
    if place != NOWHERE:
        f[at + place] = 1
    places[c] = place


def _layout(masks: tuple[int, int, int]) -> memoryview:
    """The ``slots`` field from the slots present, face up and available (each a bitmask)."""
    present, up, free = masks
    out = np.zeros((LAYOUT_SIZE, len(SLOT_STATES)), np.float32)
    for i in range(LAYOUT_SIZE):
        out[i, 0 if not present >> i & 1 else 1 if not up >> i & 1 else 2 if free >> i & 1 else 3] = 1
    return memoryview(out.reshape(-1))


_LAYOUTS = Memo(_layout, 1024)
"""The ``slots`` field of a layout, kept: a chapter is laid out the same way in every game."""
SLOT_ROWS = tuple(
    memoryview(np.eye(len(SLOT_STATES), dtype=np.float32)[k].copy()) for k in range(len(SLOT_STATES))
)
"""A slot's row of the ``slots`` field, per state (an index in SLOT_STATES)."""


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
_PAIR = struct.Struct("=2f").pack_into
_FIVE = struct.Struct(f"={len(SKILLS)}f").pack_into
_SUPPLIES = struct.Struct("=5f").pack_into
_THREE = struct.Struct("=3f").pack_into
_TAIL = struct.Struct("=8f").pack
_THEIRS = struct.Struct(f"={5 + 4 * NREG}f").pack_into
"""Write a side's fields from ``supply`` to ``quest``; the opponent's, and then the board."""


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


NOWHERE = len(CARD_PLACES)
"""The place of a card the viewer cannot place (face down, in a chapter deck, discarded unseen)."""


def _where(s: DuelState, player: int, c: int) -> int:
    """Where the viewer sees card ``c``: an index in CARD_PLACES, or NOWHERE (face down, in a
    chapter deck, discarded unseen, being paid for)."""
    if c in s.area[player]:
        return 2
    if c in s.area[1 - player]:
        return 3
    if c in s.discard:
        seen = s.discard_seen[s.discard.index(c)]
        return 4 if seen & (1 << player) or seen == 3 else NOWHERE
    if c in s.slots:
        bit = 1 << s.slots.index(c)
        if s.present & s.face_up & bit:
            return 0 if s.avail & bit else 1
    return NOWHERE


ENCODING = DuelEncoding(FIELDS)
