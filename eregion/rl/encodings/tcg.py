"""The LOTR TCG as numbers: what the view shows, from the viewer's side ("me" first).

A table with one row per card uid (the action space names cards by uid: ``play:17`` is row 17) holds
every card the view lists: everything in play, the discard and dead piles, the adventure path, and
the viewer's own hand and adventure deck. Rows of cards the view does not list (draw decks, the
opponent's hand and unplayed sites, cards out of the game) stay zero; their zones are counts.
"""

from __future__ import annotations

import numpy as np

from eregion.games.tcg import rules as R
from eregion.games.tcg.engine import MAX_CARDS, SPACE
from eregion.games.tcg.state import TcgState
from eregion.rl.encoding import DECISION, PROMPT, Encoding, Field, write_decision

CIDS = {cid: i + 1 for i, cid in enumerate(sorted(R.DEFS))}
PHASES = ("setup", "fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish", "regroup")
ZONES = ("hand", "adventure", "discard", "dead", "path", "fellowship", "support", "shadow", "attached")
COLUMNS = (
    "card: 1 + the card's place among the game's card ids sorted (a category, for an embedding)",
    "1 if I own it",
    "1 if it is in one of my zones",
    *(f"1 if in the {z} zone" for z in ZONES),
    "in play: 1 + the uid of the card it is attached to, 0 if none",
    "in play: wounds",
    "strength now (characters in play)",
    "vitality now (characters in play)",
    "in play: 1 if active",
    "1 if a roaming minion",
    "1 if in the skirmish being fought",
    "assigned: for a minion 1 + its defender's uid; for a defender the minions assigned to it",
)
WIDTH = len(COLUMNS)
ZONE_COLUMN = {z: 3 + i for i, z in enumerate(ZONES)}
SHOWN = frozenset(ZONES) - {"hand", "adventure"}  # listed for everyone; the own hand and sites too
LISTED = tuple(tuple((p, z) for p in (0, 1) for z in ZONES if z in SHOWN or p == viewer) for viewer in (0, 1))
"""Per viewer, the zones whose cards the view lists."""


def _side(who: str) -> Field:
    return Field(
        f"{who}",
        9,
        "burdens, resistance, site number, 1 + Ring-bearer uid, wearing the Ring, "
        "1 + bid (0 while hidden), cards in hand, in the draw deck, in the adventure deck",
    )


FIELDS = (
    DECISION,
    PROMPT,
    Field("seat", 2, "the viewer's seat, one-hot (player_1, player_2)"),
    Field("turn", 1, "the turn number"),
    Field("phase", len(PHASES), f"the phase, one-hot ({', '.join(PHASES)})"),
    Field("free_peoples", 2, "who is the Free Peoples player: me, the opponent (zeros during setup)"),
    Field("twilight", 1, "twilight tokens in the pool"),
    Field("moves", 2, "moves made this turn, the move limit"),
    _side("me"),
    _side("opponent"),
    Field("path", 9, "per site number 1 to 9: 1 + the uid of the site played there, 0 if none yet"),
    Field("skirmish", 2, "the skirmish's Free Peoples strength, Shadow strength (zeros outside one)"),
    Field("seen_hand", len(CIDS), "cards of the opponent's hand I looked at this turn, per card id"),
    Field("cards", MAX_CARDS * WIDTH, f"per uid, {WIDTH} columns: " + "; ".join(COLUMNS)),
)


class TcgEncoding(Encoding):
    game = "tcg"
    actions = SPACE.size
    high = float(max(MAX_CARDS, len(CIDS)))

    def encode(self, state: TcgState, player: int, out: np.ndarray) -> None:  # type: ignore[override]
        s, at = state, self.at
        opp = 1 - player
        write_decision(s, player, out, at["decision"])
        out[at["seat"] + player] = 1
        out[at["turn"]] = s.turn
        out[at["phase"] + PHASES.index(s.phase)] = 1
        if s.phase != "setup":
            out[at["free_peoples"] + (s.fp != player)] = 1
            out[at["moves"] + 1] = R.move_limit(s)
        else:
            out[at["moves"] + 1] = 2
        out[at["twilight"]] = s.pool
        out[at["moves"]] = s.moves
        both_bid = s.bids[0] is not None and s.bids[1] is not None
        z = s.zones
        for who, p in (("me", player), ("opponent", opp)):
            o = at[who]
            bid = s.bids[p]
            out[o : o + 9] = (
                s.burdens[p],
                s.resistance[p],
                s.pos[p],
                s.rb[p] + 1,
                s.wearing and s.fp == p,
                bid + 1 if bid is not None and (both_bid or p == player) else 0,
                len(z[(p, "hand")]),
                len(z[(p, "draw")]),
                len(z[(p, "adventure")]),
            )
        for n in range(1, 10):
            out[at["path"] + n - 1] = s.path[n] + 1
        for cid in s.seen[player]:
            out[at["seen_hand"] + CIDS[cid] - 1] += 1
        table = out[at["cards"] : at["cards"] + MAX_CARDS * WIDTH].reshape(MAX_CARDS, WIDTH)
        cards = s.cards
        for key in LISTED[player]:
            uids = z[key]
            if not uids:
                continue
            zone = key[1]
            if zone == "attached":  # listed as the items of characters in play
                for u in uids:
                    if _borne(s, u):
                        self._row(s, u, player, key, table[u])
            elif zone in R.IN_PLAY:
                for u in uids:
                    self._row(s, u, player, key, table[u])
            else:  # out of play: the rows read the card ids alone
                read = (tuple(uids), tuple([cards[u].cid for u in uids]))
                self.rows(
                    table, (key, player), uids, read, lambda u, row, k=key: self._row(s, u, player, k, row)
                )
        sk = s.skirmish
        if sk is not None:
            out[at["skirmish"]] = table[sk[0], 14] if sk[0] >= 0 else 0  # strengths the rows hold
            out[at["skirmish"] + 1] = sum(table[m, 14] for m in sk[1])
            for u in (sk[0], *sk[1]):
                if u >= 0:
                    table[u, 18] = 1
        for defender, minions in s.assign:
            if defender >= 0:
                table[defender, 19] = len(minions)
            for m in minions:
                table[m, 19] = defender + 1

    def _row(self, s: TcgState, u: int, player: int, key: tuple[int, str], row: np.ndarray) -> None:
        c = s.cards[u]
        row[0] = CIDS[c.cid]
        row[1] = c.owner == player
        row[2] = key[0] == player
        row[ZONE_COLUMN[key[1]]] = 1
        if key[1] in R.IN_PLAY:
            if c.host is not None:
                row[12] = c.host + 1
            row[13] = c.wounds
            row[16] = R.active(s, u)
            dd = R.DEFS[c.cid]
            if dd.type in R.CHARACTERS:
                row[14] = R.strength(s, u)
                row[15] = R.vitality(s, u)
                if dd.type == "minion" and s.pos[s.fp]:
                    row[17] = R.roaming(s, u)


def _borne(s: TcgState, u: int) -> bool:
    """An attached card the view lists: one borne by a character in play."""
    host = s.cards[u].host
    return host is not None and R.in_play(s, host) and R.d(s, host).type in R.CHARACTERS


ENCODING = TcgEncoding(FIELDS)
