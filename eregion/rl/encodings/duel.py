"""Duel for Middle-earth as numbers: what the view shows, from the viewer's side ("me" first).

Public: the layout's face-up cards and which slots are taken, both play areas, coins, Skills, chaining
symbols, Races, tokens, Landmarks, the board, the Quest track, the face-up Landmarks, the Alliance
stacks' sizes and revealed tops. Private: which discarded cards the viewer has seen. Hidden, so never
read: face-down cards, unseen discards, the chapter decks, the Landmark stack's order, unrevealed
Alliance tokens.
"""

from __future__ import annotations

import struct
from functools import lru_cache
from itertools import chain
from operator import or_

import numpy as np

from eregion.core import Decision
from eregion.games.duel.actions import ACTIONS
from eregion.games.duel.components import LAYOUT_SIZE, RACES, REGIONS, SKILLS, components
from eregion.games.duel.state import NREG, NSYM, DuelState
from eregion.rl.encoding import DECISION, PROMPT, Encoding, Field, Sheet, asked, bits

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


class DuelEncoding(Encoding):
    game = "duel"
    actions = len(ACTIONS)

    def __init__(self, fields: tuple[Field, ...]) -> None:
        super().__init__(fields)
        at = self.at
        self.hold = (at["me.skills"], at["opponent.skills"], at["me.supply"] - at["me.skills"])
        self.coins = (at["reserve"], at["me.coins"], at["opponent.coins"])
        self.army = (at["me.supply"], at["opponent.supply"])
        self.cards_at = (at["slots"], at["cards"], at["hidden_discards"])

    def write(self, s: DuelState, player: int, sheet: Sheet) -> None:  # type: ignore[override]
        """Write the parts of ``player``'s observation whose sources changed since ``sheet`` was
        last written (all of them on a new sheet). Everything is written through the sheet's
        memoryview, and each part is compared whole (its sources are tuples and ints: unchanged
        ones compare by identity), since a move changes a few parts."""
        f, keys = sheet.f, sheet.keys
        opp = 1 - player
        turn = s.turn_player if s.result is None else -1
        head = _head(s.decision, player, s.chapter, turn, s.extra_turns)
        if keys.get("head") is not head:
            f[: len(head)] = head
            keys["head"] = head
        self._cards(s, player, sheet)
        reserve, me, them = self.coins
        coins = s.coins
        f[reserve] = s.reserve
        f[me] = coins[player]
        f[them] = coins[opp]
        races = s.races
        held = (s.fixed, s.flex, s.tokens, s.tiles, *s.chains, *races)
        if keys.get("held") != held:
            keys["held"] = held
            mine, theirs, n = self.hold
            for p, o in ((player, mine), (opp, theirs)):
                f[o : o + n] = _holdings(
                    s.fixed[p],
                    s.flex[p],
                    s.chains[p],
                    tuple(races[p * NSYM : p * NSYM + NSYM]),
                    s.tokens[p],
                    s.tiles[p],
                )
        units, forts = s.units, s.forts
        army = (*units, *forts, *s.triple_done, *s.quest)
        if keys.get("army") != army:
            keys["army"] = army
            mine, theirs = self.army
            me_u, them_u = units[player * NREG : player * NREG + NREG], units[opp * NREG : opp * NREG + NREG]
            me_f, them_f = FORTS[forts[player]], FORTS[forts[opp]]
            _SUPPLIES(f, 4 * mine, *_supplies(s, player, me_u, me_f))
            _THEIRS(
                f,
                4 * theirs,
                *_supplies(s, opp, them_u, them_f),
                *chain.from_iterable(zip(me_u, me_f, them_u, them_f)),
            )
        stacks = (s.landmarks_up, s.landmark_stack, s.alliance, s.alliance_known)
        if keys.get("landmarks") != stacks:
            keys["landmarks"] = stacks
            at, out = self.at, sheet.out
            out[at["landmarks_up"] : self.size] = 0
            for t in s.landmarks_up:
                out[at["landmarks_up"] + t] = 1
            out[at["landmark_stack"]] = len(s.landmark_stack)
            alliance, tops = at["alliance"], at["alliance_tops"]
            for r, stack in enumerate(s.alliance):
                out[alliance + r] = len(stack)
                if stack and s.alliance_known[r]:
                    out[tops + stack[-1]] = 1

    def _cards(self, s: DuelState, player: int, sheet: Sheet) -> None:
        """The layout's slots, every card's place, and the discards the viewer has not seen. Within
        a chapter only what a move touched is written again: the slots that changed, and the cards
        in them or that entered or left a play area or the discard pile."""
        keys = sheet.keys
        key = (s.slots, s.present, s.face_up, s.avail, s.area, s.discard, s.discard_seen)
        last = keys.get("cards")
        if last == key:
            return
        keys["cards"] = key
        f = sheet.f
        slots, cards, hidden = self.cards_at
        # what the part was last written from, slot by slot and card by card: the column of its one
        marks: tuple[list[int], list[int]] = keys.get("marks")  # type: ignore[assignment]
        bit = 1 << player
        placed: dict[int, int] = {}  # cards whose place the changes tell: added to an area or discarded
        touched: set[int] = set()
        if last is None or last[0] != s.slots:
            sheet.out[slots:hidden] = 0
            marks = keys["marks"] = ([NOWHERE] * LAYOUT_SIZE, [NOWHERE] * NCARDS)
            moved = (1 << LAYOUT_SIZE) - 1
            placed = dict.fromkeys(s.area[player], 2) | dict.fromkeys(s.area[1 - player], 3)
            for c, m in zip(s.discard, s.discard_seen):
                placed[c] = 4 if m & bit or m == 3 else NOWHERE
            discarded = True
        else:
            moved = (last[1] ^ s.present) | (last[2] ^ s.face_up) | (last[3] ^ s.avail)
            if last[4] is not s.area:
                for q, before, now in zip((0, 1), last[4], s.area):
                    if before == now:
                        continue
                    if now[: len(before)] == before:  # cards added, as a card taken is
                        for c in now[len(before) :]:
                            placed[c] = 2 if q == player else 3
                    else:
                        touched.update(set(before).symmetric_difference(now))
            before, seen = last[5], last[6]
            discarded = before is not s.discard or seen is not s.discard_seen
            if discarded:
                n = len(before)
                if s.discard[:n] == before and s.discard_seen[:n] == seen:  # discarded since
                    for c, m in zip(s.discard[n:], s.discard_seen[n:]):
                        placed[c] = 4 if m & bit or m == 3 else NOWHERE
                else:
                    changed = set(zip(before, seen)).symmetric_difference(zip(s.discard, s.discard_seen))
                    touched.update(c for c, _ in changed)
        states, places = marks
        present, face_up, avail, layout = s.present, s.face_up, s.avail, s.slots
        while moved:
            low = moved & -moved
            moved ^= low
            i = low.bit_length() - 1
            if not present & low:  # the slot's state, an index in SLOT_STATES
                state = 0
            elif not face_up & low:
                state = 1
            else:
                state = 2 if avail & low else 3
            was = states[i]
            if state != was:
                if was != NOWHERE:
                    f[slots + 4 * i + was] = 0
                f[slots + 4 * i + state] = 1
                states[i] = state
            if state == 0:  # the card left the layout: to a play area, the discard pile, or is paid for
                touched.add(layout[i])
            else:  # in the layout: seen face up (available or covered), or not at all
                c, place = layout[i], NOWHERE if state == 1 else state - 2
                if place != places[c]:
                    _place(f, cards, places, c, place)
        for c, place in placed.items():
            if place != places[c]:
                _place(f, cards, places, c, place)
        for c in touched:
            if c not in placed:
                place = _off_layout(s, player, c)
                if place != places[c]:
                    _place(f, cards, places, c, place)
        if discarded:
            # unseen by the viewer: known to no one, or to the opponent alone (3 is both)
            f[hidden] = s.discard_seen.count(0) + s.discard_seen.count(1 << (1 - player))


def _place(f: memoryview, cards: int, places: list[int], c: int, place: int) -> None:
    """Move card ``c``'s one in the ``cards`` field (from ``cards`` on) to the column of ``place``
    (or none)."""
    at = cards + 5 * c
    if places[c] != NOWHERE:
        f[at + places[c]] = 0
    if place != NOWHERE:
        f[at + place] = 1
    places[c] = place


def _supplies(s: DuelState, p: int, units: list[int], forts: tuple[int, ...]) -> tuple[int, ...]:
    """Side ``p``'s fields from ``supply`` to ``quest``, given its Units per region and its
    Fortresses (1 per region that has one)."""
    return (
        C.units_per_side - sum(units),
        C.fortresses_per_side - sum(forts),
        NREG - list(map(or_, units, forts)).count(0),  # present: a Unit or a Fortress (p.7)
        s.triple_done[p],
        s.quest[p],
    )


FORTS = tuple(tuple((m >> r) & 1 for r in range(NREG)) for m in range(1 << NREG))
"""Per bitmask of regions, 1 per region that holds a Fortress."""
_SUPPLIES = struct.Struct("=5f").pack_into
_THEIRS = struct.Struct(f"={5 + 4 * NREG}f").pack_into
"""Write a side's fields from ``supply`` to ``quest``; the opponent's, and then the board."""


_HEADS: dict[tuple[object, ...], memoryview] = {}


def _head(decision: Decision | None, player: int, chapter: int, turn: int, extra_turns: int) -> memoryview:
    """The fields from ``decision`` to ``extra_turns``, worked out once per question, viewer, chapter,
    turn and extra turns (a game asks the same few questions again and again): the same array while
    they are the same."""
    d = decision
    key = (
        (player, chapter, turn, extra_turns)
        if d is None
        else (d.prompt, d.kind, d.player, player, chapter, turn, extra_turns)
    )
    head = _HEADS.get(key)
    if head is None:
        if len(_HEADS) > 50_000:
            _HEADS.clear()
        part = asked(decision, player)
        n = len(part)
        numbers = np.zeros(n + 8, np.float32)
        numbers[:n] = part
        numbers[n + player] = 1
        numbers[n + 1 + chapter] = 1
        if turn >= 0:
            numbers[n + 5 + (turn != player)] = 1
        numbers[n + 7] = extra_turns
        head = _HEADS[key] = memoryview(numbers)
    return head


@lru_cache(maxsize=4096)
def _holdings(
    fixed: tuple[int, ...],
    flex: tuple[tuple[str, int], ...],
    chains: int,
    races: tuple[int, ...],
    tokens: tuple[int, ...],
    tiles: tuple[int, ...],
) -> memoryview:
    """A side's fields from ``skills`` to ``landmarks``: what it holds changes once in a few moves,
    and each holding is met again in the other player's observation."""
    out = np.zeros(2 * len(SKILLS) + NCHAINS + NSYM + NTOKENS + NTILES, np.float32)
    out[: len(SKILLS)] = fixed
    o = len(SKILLS)
    for _, m in flex:
        bits(m, out, o, 1)
    o += len(SKILLS)
    bits(chains, out, o)
    o += NCHAINS
    out[o : o + NSYM] = races
    o += NSYM
    for t in tokens:
        out[o + t] = 1
    o += NTOKENS
    for t in tiles:
        out[o + t] = 1
    return memoryview(out)


NOWHERE = len(CARD_PLACES)
"""The place of a card the viewer cannot place (face down, in a chapter deck, discarded unseen)."""


def _off_layout(s: DuelState, player: int, c: int) -> int:
    """Where the viewer sees card ``c``, which is not in the layout: an index in CARD_PLACES, or
    NOWHERE (in a chapter deck, discarded unseen)."""
    if c in s.area[player]:
        return 2
    if c in s.area[1 - player]:
        return 3
    if c in s.discard:
        seen = s.discard_seen[s.discard.index(c)]
        return 4 if seen & (1 << player) or seen == 3 else NOWHERE
    return NOWHERE


ENCODING = DuelEncoding(FIELDS)
