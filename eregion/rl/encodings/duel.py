"""Duel for Middle-earth as numbers: what the view shows, from the viewer's side ("me" first).

Public: the layout's face-up cards and which slots are taken, both play areas, coins, Skills, chaining
symbols, Races, tokens, Landmarks, the board, the Quest track, the face-up Landmarks, the Alliance
stacks' sizes and revealed tops. Private: which discarded cards the viewer has seen. Hidden, so never
read: face-down cards, unseen discards, the chapter decks, the Landmark stack's order, unrevealed
Alliance tokens.
"""

from __future__ import annotations

import numpy as np

from eregion.games.duel.actions import ACTIONS
from eregion.games.duel.components import LAYOUT_SIZE, RACES, REGIONS, SKILLS, components
from eregion.games.duel.state import NREG, NSYM, DuelState, available_slots, presence, supply_units
from eregion.rl.encoding import DECISION, PROMPT, Encoding, Field, bits, write_decision

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

    def encode(self, state: DuelState, player: int, out: np.ndarray) -> None:  # type: ignore[override]
        s, at = state, self.at
        write_decision(s, player, out, at["decision"])
        out[at["side"] + player] = 1
        out[at["chapter"] + s.chapter - 1] = 1
        if s.result is None:
            out[at["turn"] + (s.turn_player != player)] = 1
        out[at["extra_turns"]] = s.extra_turns
        slots, cards = at["slots"], at["cards"]
        avail = available_slots(s)
        for i in range(LAYOUT_SIZE):
            if not (s.present >> i) & 1:
                out[slots + 4 * i] = 1
            elif not (s.face_up >> i) & 1:
                out[slots + 4 * i + 1] = 1
            elif i in avail:
                out[slots + 4 * i + 2] = 1
                out[cards + 5 * s.slots[i]] = 1
            else:
                out[slots + 4 * i + 3] = 1
                out[cards + 5 * s.slots[i] + 1] = 1
        for c in s.area[player]:
            out[cards + 5 * c + 2] = 1
        for c in s.area[1 - player]:
            out[cards + 5 * c + 3] = 1
        bit, hidden = 1 << player, 0
        for c, seen in zip(s.discard, s.discard_seen):
            if seen & bit or seen == 3:
                out[cards + 5 * c + 4] = 1
            else:
                hidden += 1
        out[at["hidden_discards"]] = hidden
        out[at["reserve"]] = s.reserve
        for who, p in (("me", player), ("opponent", 1 - player)):
            self._side(s, p, who, out)
        board = at["board"]
        for r in range(NREG):
            for k, p in enumerate((player, 1 - player)):
                out[board + 4 * r + 2 * k] = s.units[p * NREG + r]
                out[board + 4 * r + 2 * k + 1] = (s.forts[p] >> r) & 1
        for t in s.landmarks_up:
            out[at["landmarks_up"] + t] = 1
        out[at["landmark_stack"]] = len(s.landmark_stack)
        alliance, tops = at["alliance"], at["alliance_tops"]
        for r, stack in enumerate(s.alliance):
            out[alliance + r] = len(stack)
            if stack and s.alliance_known[r]:
                out[tops + stack[-1]] = 1

    def _side(self, s: DuelState, p: int, who: str, out: np.ndarray) -> None:
        at = self.at
        out[at[f"{who}.coins"]] = s.coins[p]
        out[at[f"{who}.skills"] : at[f"{who}.skills"] + len(SKILLS)] = s.fixed[p]
        flexible = at[f"{who}.flexible"]
        for _, m in s.flex[p]:
            for i in range(len(SKILLS)):
                if (m >> i) & 1:
                    out[flexible + i] += 1
        bits(s.chains[p], out, at[f"{who}.chains"])
        out[at[f"{who}.races"] : at[f"{who}.races"] + NSYM] = s.races[p * NSYM : p * NSYM + NSYM]
        for t in s.tokens[p]:
            out[at[f"{who}.tokens"] + t] = 1
        for t in s.tiles[p]:
            out[at[f"{who}.landmarks"] + t] = 1
        out[at[f"{who}.supply"]] = supply_units(s, p)
        out[at[f"{who}.supply"] + 1] = C.fortresses_per_side - s.forts[p].bit_count()
        out[at[f"{who}.presence"]] = presence(s, p)
        out[at[f"{who}.three_races_used"]] = s.triple_done[p]
        out[at[f"{who}.quest"]] = s.quest[p]


ENCODING = DuelEncoding(FIELDS)
