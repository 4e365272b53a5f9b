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
from eregion.games.duel.state import NREG, NSYM, DuelState, presence, supply_units
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

    def observe(self, state: DuelState, player: int) -> np.ndarray:  # type: ignore[override]
        sheet = self.sheet(player)
        self._write(state, player, sheet)
        return sheet.out.copy()

    def encode(self, state: DuelState, player: int, out: np.ndarray) -> None:  # type: ignore[override]
        self._write(state, player, Sheet(out))

    def _write(self, s: DuelState, player: int, sheet: Sheet) -> None:
        """Write the parts of ``player``'s observation whose sources changed since ``sheet`` was
        last written (all of them on a new sheet)."""
        out, at = sheet.out, self.at
        write_decision(s, player, out, at["decision"])
        turn = s.turn_player if s.result is None else -1
        if sheet.stale("turn", (s.chapter, turn, s.extra_turns)):
            o = at["side"]
            out[o : at["slots"]] = 0
            out[o + player] = 1
            out[at["chapter"] + s.chapter - 1] = 1
            if turn >= 0:
                out[at["turn"] + (turn != player)] = 1
            out[at["extra_turns"]] = s.extra_turns
        if sheet.stale("cards", (s.slots, s.present, s.face_up, s.avail, s.area, s.discard, s.discard_seen)):
            self._cards(s, player, out)
        out[at["reserve"]] = s.reserve
        for who, p in (("me", player), ("opponent", 1 - player)):
            out[at[f"{who}.coins"]] = s.coins[p]
            units = tuple(s.units[p * NREG : p * NREG + NREG])
            key = (s.fixed[p], s.flex[p], s.chains[p], s.races[p * NSYM : p * NSYM + NSYM], s.tokens[p])
            if sheet.stale(who, (key, s.tiles[p], units, s.forts[p], s.triple_done[p], s.quest[p])):
                self._side(s, p, who, out)
        if sheet.stale("board", (tuple(s.units), s.forts[0], s.forts[1])):
            me, them = s.units[player * NREG : player * NREG + NREG], s.units[(1 - player) * NREG :][:NREG]
            mine, theirs = s.forts[player], s.forts[1 - player]
            out[at["board"] : at["board"] + 4 * NREG] = [
                x for r in range(NREG) for x in (me[r], (mine >> r) & 1, them[r], (theirs >> r) & 1)
            ]
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

    def _cards(self, s: DuelState, player: int, out: np.ndarray) -> None:
        """The layout's slots, every card's place, and the discards the viewer has not seen."""
        at = self.at
        slots, cards = at["slots"], at["cards"]
        states, shown = _layout(s.present, s.face_up, s.avail)
        out[slots : slots + LAYOUT_SIZE * len(SLOT_STATES)] = states
        out[cards : at["hidden_discards"]] = 0
        ones = [cards + 5 * s.slots[i] + column for i, column in shown]
        ones += [cards + 5 * c + 2 for c in s.area[player]]
        ones += [cards + 5 * c + 3 for c in s.area[1 - player]]
        bit, hidden = 1 << player, 0
        for c, seen in zip(s.discard, s.discard_seen):
            if seen & bit or seen == 3:
                ones.append(cards + 5 * c + 4)
            else:
                hidden += 1
        out[ones] = 1
        out[at["hidden_discards"]] = hidden

    def _side(self, s: DuelState, p: int, who: str, out: np.ndarray) -> None:
        """A side's fields after its coins (which change far more often, and are written apart)."""
        o = self.at[f"{who}.skills"]  # the side's fields follow one another from here, in FIELDS' order
        out[o : self.at[f"{who}.quest"] + 1] = 0
        out[o : o + len(SKILLS)] = s.fixed[p]
        o += len(SKILLS)
        for _, m in s.flex[p]:
            bits(m, out, o, 1)
        o += len(SKILLS)
        bits(s.chains[p], out, o)
        o += NCHAINS
        out[o : o + NSYM] = s.races[p * NSYM : p * NSYM + NSYM]
        o += NSYM
        for t in s.tokens[p]:
            out[o + t] = 1
        o += NTOKENS
        for t in s.tiles[p]:
            out[o + t] = 1
        o += NTILES
        out[o : o + 5] = (
            supply_units(s, p),
            C.fortresses_per_side - s.forts[p].bit_count(),
            presence(s, p),
            s.triple_done[p],
            s.quest[p],
        )


@lru_cache(maxsize=4096)
def _layout(present: int, face_up: int, avail: int) -> tuple[np.ndarray, tuple[tuple[int, int], ...]]:
    """The ``slots`` field of a layout, and the face-up slots with the ``cards`` column they set
    (a game goes through a few dozen layouts, met again and again)."""
    states = np.zeros(LAYOUT_SIZE * len(SLOT_STATES), np.float32)
    shown = []
    for i in range(LAYOUT_SIZE):
        if not (present >> i) & 1:
            states[4 * i] = 1
        elif not (face_up >> i) & 1:
            states[4 * i + 1] = 1
        elif (avail >> i) & 1:
            states[4 * i + 2] = 1
            shown.append((i, 0))
        else:
            states[4 * i + 3] = 1
            shown.append((i, 1))
    return states, tuple(shown)


ENCODING = DuelEncoding(FIELDS)
