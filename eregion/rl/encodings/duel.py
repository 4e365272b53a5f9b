"""Duel for Middle-earth as numbers: what the view shows, from the viewer's side ("me" first).

Public: the layout's face-up cards and which slots are taken, both play areas, coins, Skills, chaining
symbols, Races, tokens, Landmarks, the board, the Quest track, the face-up Landmarks, the Alliance
stacks' sizes and revealed tops. Private: which discarded cards the viewer has seen. Hidden, so never
read: face-down cards, unseen discards, the chapter decks, the Landmark stack's order, unrevealed
Alliance tokens.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from eregion.games.duel.actions import ACTIONS
from eregion.games.duel.components import LAYOUT_SIZE, RACES, REGIONS, SKILLS, components
from eregion.games.duel.state import NREG, NSYM, DuelState, bit_indices, presence, supply_units
from eregion.rl.encoding import DECISION, PROMPT, Encoding, Field, Sheet, bits, write_decision

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
        self.offsets = {
            who: (
                at[f"{who}.coins"],
                at[f"{who}.skills"],
                at[f"{who}.supply"],
                (who, "supply"),
                (who, "numbers"),
            )
            for who in ("me", "opponent")
        }

    def write(self, s: DuelState, player: int, sheet: Sheet) -> None:  # type: ignore[override]
        """Write the parts of ``player``'s observation whose sources changed since ``sheet`` was
        last written (all of them on a new sheet)."""
        out, at = sheet.out, self.at
        write_decision(s, player, sheet, at["decision"])
        turn = s.turn_player if s.result is None else -1
        if sheet.stale("turn", (s.chapter, turn, s.extra_turns)):
            o = at["side"]
            out[o : at["slots"]] = 0
            out[o + player] = 1
            out[at["chapter"] + s.chapter - 1] = 1
            if turn >= 0:
                out[at["turn"] + (turn != player)] = 1
            out[at["extra_turns"]] = s.extra_turns
        self._cards(s, player, sheet)
        out[at["reserve"]] = s.reserve
        units = tuple(s.units)
        for who, p in (("me", player), ("opponent", 1 - player)):
            coins, skills, supply, supplies, numbers = self.offsets[who]
            out[coins] = s.coins[p]
            held = (
                s.fixed[p],
                s.flex[p],
                s.chains[p],
                tuple(s.races[p * NSYM : p * NSYM + NSYM]),
                s.tokens[p],
                s.tiles[p],
            )
            if sheet.stale(who, held):
                out[skills:supply] = _holdings(*held)
            mine = units[p * NREG : p * NREG + NREG]
            if sheet.stale(supplies, (mine, s.forts[p], s.triple_done[p], s.quest[p])):
                sheet.put(
                    numbers,
                    supply,
                    (
                        supply_units(s, p),
                        C.fortresses_per_side - s.forts[p].bit_count(),
                        presence(s, p),
                        s.triple_done[p],
                        s.quest[p],
                    ),
                )
        if sheet.stale("units", (units, s.forts[0], s.forts[1])):
            me, them = units[player * NREG : player * NREG + NREG], units[(1 - player) * NREG :][:NREG]
            mine, theirs = s.forts[player], s.forts[1 - player]
            sheet.put(
                "board",
                at["board"],
                tuple([x for r in range(NREG) for x in (me[r], (mine >> r) & 1, them[r], (theirs >> r) & 1)]),
            )
        if sheet.stale("landmarks", (s.landmarks_up, len(s.landmark_stack), s.alliance, s.alliance_known)):
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
        key = (s.slots, s.present, s.face_up, s.avail, s.area, s.discard, s.discard_seen)
        last = sheet.keys.get("cards")
        if last == key:
            return
        sheet.keys["cards"] = key
        out, at = sheet.out, self.at
        slots = at["slots"]
        # what the part was last written from, slot by slot and card by card: the column of its one
        marks: tuple[list[int], list[int]] = sheet.keys.get("marks")  # type: ignore[assignment]
        bit = 1 << player
        placed: dict[int, int] = {}  # cards whose place the changes tell: added to an area or discarded
        if last is None or last[0] != s.slots:
            out[slots : at["hidden_discards"]] = 0
            marks = sheet.keys["marks"] = ([NOWHERE] * LAYOUT_SIZE, [NOWHERE] * NCARDS)
            moved = (1 << LAYOUT_SIZE) - 1
            touched = set()
            placed = dict.fromkeys(s.area[player], 2) | dict.fromkeys(s.area[1 - player], 3)
            for c, m in zip(s.discard, s.discard_seen):
                placed[c] = 4 if m & bit or m == 3 else NOWHERE
            discarded = True
        else:
            moved = (last[1] ^ s.present) | (last[2] ^ s.face_up) | (last[3] ^ s.avail)
            touched = set()
            for q, before, now in zip((0, 1), last[4], s.area):
                if before == now:
                    continue
                if now[: len(before)] == before:  # cards added, as a card taken is
                    for c in now[len(before) :]:
                        placed[c] = 2 if q == player else 3
                else:
                    touched.update(set(before).symmetric_difference(now))
            before, seen, n = last[5], last[6], len(last[5])
            discarded = before != s.discard or seen != s.discard_seen
            if discarded and s.discard[:n] == before and s.discard_seen[:n] == seen:  # discarded since
                for c, m in zip(s.discard[n:], s.discard_seen[n:]):
                    placed[c] = 4 if m & bit or m == 3 else NOWHERE
            elif discarded:
                changed = set(zip(before, seen)).symmetric_difference(zip(s.discard, s.discard_seen))
                touched.update(c for c, _ in changed)
        states, places = marks
        present, face_up, avail = s.present, s.face_up, s.avail
        for i in bit_indices(moved):
            bit_i = 1 << i
            if not present & bit_i:  # the slot's state, an index in SLOT_STATES
                state = 0
            elif not face_up & bit_i:
                state = 1
            else:
                state = 2 if avail & bit_i else 3
            if state != states[i]:
                if states[i] != NOWHERE:
                    out[slots + 4 * i + states[i]] = 0
                out[slots + 4 * i + state] = 1
                states[i] = state
            if state == 0:  # the card left the layout: to a play area, the discard pile, or is paid for
                touched.add(s.slots[i])
            else:  # in the layout: seen face up (available or covered), or not at all
                self._place(out, places, s.slots[i], NOWHERE if state == 1 else state - 2)
        for c, place in placed.items():
            self._place(out, places, c, place)
        for c in touched:
            if c not in placed:
                self._place(out, places, c, _off_layout(s, player, c))
        if discarded:
            # unseen by the viewer: known to no one, or to the opponent alone (3 is both)
            out[at["hidden_discards"]] = s.discard_seen.count(0) + s.discard_seen.count(1 << (1 - player))

    def _place(self, out: np.ndarray, places: list[int], c: int, place: int) -> None:
        """Move card ``c``'s one in the ``cards`` field to the column of ``place`` (or none)."""
        if place != places[c]:
            at = self.at["cards"] + 5 * c
            if places[c] != NOWHERE:
                out[at + places[c]] = 0
            if place != NOWHERE:
                out[at + place] = 1
            places[c] = place


@lru_cache(maxsize=4096)
def _holdings(
    fixed: tuple[int, ...],
    flex: tuple[tuple[str, int], ...],
    chains: int,
    races: tuple[int, ...],
    tokens: tuple[int, ...],
    tiles: tuple[int, ...],
) -> np.ndarray:
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
    return out


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
