"""The LOTR TCG as numbers: what the view shows, from the viewer's side ("me" first).

A table with one row per card uid (the action space names cards by uid: ``play:17`` is row 17) holds
every card the view lists: everything in play, the cards stacked on a card in play (face up), the
discard and dead piles, the adventure path, and the viewer's own hand and adventure deck. Rows of cards the view does not list (draw decks, the
opponent's hand and unplayed sites, cards out of the game) stay zero; their zones are counts.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from eregion.games.tcg import rules as R
from eregion.games.tcg.engine import MAX_CARDS, SPACE
from eregion.games.tcg.state import TcgState
from eregion.rl.encoding import DECISION, PROMPT, Encoding, Field, Row, Sheet, unmoved, write_decision

CIDS = {cid: i + 1 for i, cid in enumerate(sorted(R.DEFS))}
PHASES = ("setup", "fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish", "regroup")
ZONES = (
    "hand",
    "adventure",
    "discard",
    "dead",
    "path",
    "fellowship",
    "support",
    "shadow",
    "attached",
    "stacked",
)
COLUMNS = (
    "card: 1 + the card's place among the game's card ids sorted (a category, for an embedding)",
    "1 if I own it",
    "1 if it is in one of my zones",
    *(f"1 if in the {z} zone" for z in ZONES),
    "1 + the uid of the card it is attached to (in play) or stacked on, 0 if none",
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
IN_PLAY_PLANS = tuple(
    tuple((key, key[1], key[0] == viewer) for key in listed if key[1] in R.IN_PLAY)
    for viewer, listed in enumerate(LISTED)
)
"""Per viewer, the listed zones in play, each with its name and whether it is his."""
OUT_OF_PLAY_PLANS = tuple(
    tuple((key, key[1], key[0] == viewer) for key in listed if key[1] not in R.IN_PLAY)
    for viewer, listed in enumerate(LISTED)
)
"""Per viewer, the listed zones out of play (his hand and sites, the piles, the paths, the stacked
cards), each with its name and whether it is his."""


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

    def write(self, s: TcgState, player: int, sheet: Sheet) -> None:  # type: ignore[override]
        """Write ``player``'s observation over the last one on ``sheet``: the card rows that changed
        and the rows of cards no longer listed (zeroed), the rest afresh."""
        at, out, keys = self.at, sheet.out, sheet.keys
        write_decision(s, player, sheet, at["decision"])
        seen = tuple(s.seen[player])
        if keys.get("seen") != seen:
            keys["seen"] = seen
            out[at["seen_hand"] : at["cards"]] = 0
            for cid in seen:
                out[at["seen_hand"] + CIDS[cid] - 1] += 1
        skirmish = self._cards(s, player, sheet)
        setup = s.phase == "setup"
        both_bid = s.bids[0] is not None and s.bids[1] is not None
        z = s.zones
        o = 1 - player  # the opponent: the side after mine
        (hand, draw, adventure), (o_hand, o_draw, o_adventure) = COUNTED[player], COUNTED[o]
        bid, o_bid = s.bids[player], s.bids[o]  # the opponent's shown once both bid
        burdens, resistance, pos, rb = s.burdens, s.resistance, s.pos, s.rb
        path = s.path  # (a list the game writes in place: kept as a copy)
        sites: tuple[list[int], tuple[int, ...]] | None = keys.get("path")  # type: ignore[assignment]
        if sites is None or sites[0] != path:
            sites = keys["path"] = (path[:], _sites(path))
        head = (
            *SEAT[player],
            s.turn,
            *PHASE[s.phase],
            *((0, 0) if setup else FREE_PEOPLES[s.fp != player]),
            s.pool,
            s.moves,
            2 if setup else R.move_limit(s),
            burdens[player],
            resistance[player],
            pos[player],
            rb[player] + 1,
            s.wearing and s.fp == player,
            0 if bid is None else bid + 1,
            len(z[hand]),
            len(z[draw]),
            len(z[adventure]),
            burdens[o],
            resistance[o],
            pos[o],
            rb[o] + 1,
            s.wearing and s.fp == o,
            o_bid + 1 if o_bid is not None and both_bid else 0,
            len(z[o_hand]),
            len(z[o_draw]),
            len(z[o_adventure]),
            *sites[1],
            *skirmish,
        )
        sheet.put("head", at["seat"], head)  # from seat to skirmish

    def _cards(self, s: TcgState, player: int, sheet: Sheet) -> tuple[int, int]:
        """The card table; returns the skirmish's strengths its rows hold. What is listed where is
        read again only where it may have changed since the sheet was last written: nothing while
        no card was written or moved (:func:`unmoved`); the cards in play while the engine keeps
        what it worked out from them (its ``borne``, which a card in play written or moved drops,
        a card out of play does not), and then which of them are active once the Free Peoples
        player changed; a zone out of play when its uids changed (:func:`_out_of_play`). The rows
        of the cards in play other than characters follow from the listing alone; the characters'
        other numbers are read at every observation."""
        fp, cards, keys = s.fp, s.cards, sheet.keys
        others: dict[int, tuple[Row, Row]]
        characters: list[Live]
        out_of_play: list[tuple[object, tuple[int, ...], tuple[object, ...], Callable[[int], Row]]] = []
        if unmoved(s.memo, sheet):
            listed = True
        else:
            out_of_play = _out_of_play(s, player, keys)
            borne = s.memo.get("borne")
            if borne is None:
                R.bearer_items(s, -1)  # the cards borne per bearer, worked out once
                borne = s.memo["borne"]
            listed = keys.get("borne") is borne
            if not listed:
                keys["borne"] = borne
                others, characters = _live(s, player, borne)
                keys["live"] = (others, characters, tuple([c[0] for c in characters]), fp)
        if listed:
            others, characters, uids, fp_then = keys["live"]  # type: ignore[misc]
            if fp_then != fp:  # a new turn, no card in play written: which cards are active, again
                listed = False
                others = {u: (head, _other(n[0], R.active(s, u))) for u, (head, n) in others.items()}
                characters = [
                    (u, head, host, vit, site, R.active(s, u)) for u, head, host, vit, site, _ in characters
                ]
                keys["live"] = (others, characters, uids, fp)
        else:
            uids = keys["live"][2]  # type: ignore[index]
        pos = s.pos[fp]
        known = R.strengths(s, uids)  # the engine's, kept while what they read stands
        # the rest of what the characters' rows read: while it and the listing stand, so do the rows
        stand = (
            [known[u] for u in uids],
            [cards[u].wounds for u in uids],
            s.assign,
            s.skirmish,
            pos,
        )
        last: tuple[tuple[object, ...], dict[int, tuple[Row, Row]]] | None = keys.get("stand")  # type: ignore[assignment]
        if listed and last is not None and last[0] == stand:
            in_play = last[1]
            if out_of_play:
                self.write_cards(sheet, WIDTH, LISTED[player], in_play, out_of_play)
        else:
            in_play = _in_play(s, others, characters, known, pos)
            self.write_cards(sheet, WIDTH, LISTED[player], in_play, out_of_play)
            keys["stand"] = (stand, in_play)
        sk = s.skirmish
        if sk is None:
            return (0, 0)
        none = ((), (0,) * WIDTH)
        strength = STRENGTH - HOST  # among a row's numbers
        return (
            in_play.get(sk[0], none)[1][strength],
            sum(in_play.get(m, none)[1][strength] for m in sk[1]),
        )


Live = tuple[int, Row, int, int, int, bool]
"""A character in play as listed: its uid, the columns that say what and where, 1 + the card it is
attached to, its vitality (printed and borne), a minion's site number (0: not a minion), whether
active."""


def _in_play(
    s: TcgState, others: dict[int, tuple[Row, Row]], characters: list[Live], known: dict[int, int], pos: int
) -> dict[int, tuple[Row, Row]]:
    """The rows of the cards in play: the other cards' as listed, the characters' from where the cards
    are (``characters``) and the rest of their numbers."""
    marks = _marks(s)
    cards = s.cards
    in_play = others.copy()
    for u, head, host, vitality, site, active in characters:
        fought, assigned = marks.get(u, NO_MARKS)
        in_play[u] = (
            head,
            (
                host,
                cards[u].wounds,
                known[u],
                vitality,
                active,
                0 < pos < site,  # roaming (``R.roaming``): a minion's site number is above the fellowship's
                fought,
                assigned,
            ),
        )
    return in_play


def _other(host: int, active: bool) -> Row:
    """The numbers of a card in play that is no character: 1 + its host, whether active (no wounds,
    strength, vitality, roaming, skirmish or assignment)."""
    return (host, 0, 0, 0, active, False, 0, 0)


COUNTED = tuple(((p, "hand"), (p, "draw"), (p, "adventure")) for p in (0, 1))
"""Per player, the zones the head counts."""
SEAT = ((1, 0), (0, 1))
PHASE = {ph: tuple(int(q == ph) for q in PHASES) for ph in PHASES}
FREE_PEOPLES = ((1, 0), (0, 1))
"""The one-hot fields of the observation's head, by the viewer's seat, the phase, whether the
opponent is the Free Peoples player."""
HOST = 3 + len(ZONES)
"""The column of the card a card is attached to or stacked on; its wounds, strength and vitality
follow."""
STRENGTH = HOST + 2


def _live(
    s: TcgState, player: int, borne: dict[int, tuple[int, ...]]
) -> tuple[dict[int, tuple[Row, Row]], list[Live]]:
    """The cards in play ``player``'s view lists, in two: the rows of those that are no character
    (they follow from where the cards in play are alone), and the characters (:data:`Live`).
    ``borne``: the cards borne per bearer (``R.bearer_items``). (``R.vitality``, ``R.active``,
    ``_borne``, ``R.bearer_items`` inline.)"""
    z, cards, fp = s.zones, s.cards, s.fp
    others: dict[int, tuple[Row, Row]] = {}
    characters: list[Live] = []
    for key, zone, mine in IN_PLAY_PLANS[player]:
        attached = zone == "attached"
        for u in z[key]:
            c = cards[u]
            host = c.host
            if attached and (
                host is None or cards[host].zone not in R.IN_PLAY or not _FACTS[cards[host].cid][0]
            ):
                continue  # borne by no character in play: not listed
            character, site, vitality, side = _FACTS[c.cid]
            if host is not None:
                active = R.active(s, u)
            elif side == "free":
                active = c.controller == fp
            elif side == "shadow":
                active = c.controller != fp
            else:
                active = c.owner == fp
            head = _head(c.cid, c.owner == player, mine, zone)
            if character:
                for item in borne.get(u, ()):
                    vitality += _FACTS[cards[item].cid][2]
                characters.append((u, head, 0 if host is None else host + 1, vitality, site, active))
            else:
                others[u] = head, _other(0 if host is None else host + 1, active)
    return others, characters


def _out_of_play(
    s: TcgState, player: int, keys: dict[object, object]
) -> list[tuple[object, tuple[int, ...], tuple[object, ...], Callable[[int], Row]]]:
    """The zones out of play ``player``'s view lists whose uids changed since the sheet whose
    ``keys`` these are was last written from this state (all of them, from another state), as
    :meth:`Encoding.write_cards` takes them. Within one state a card out of play changes only
    when it moves (its zone's uids change), but for a stacked card's host and the identities that
    a shuffle deals in a draw deck (listed by count alone): so the stacked cards, seldom any, are
    listed again whenever a card moved or was written."""
    z, cards = s.zones, s.cards
    last: tuple[list[object], dict[object, list[int]]] | None = keys.get("zones")  # type: ignore[assignment]
    if last is None or last[0] is not cards:  # (the cards' list: one per state, kept with it)
        last = keys["zones"] = (cards, {})
    was = last[1]
    out_of_play: list[tuple[object, tuple[int, ...], tuple[object, ...], Callable[[int], Row]]] = []

    def row_of(u: int) -> Row:  # not stacked (a card's controller is the player of its zone)
        c = cards[u]
        return _row_out_of_play(c.cid, c.owner == player, c.controller == player, c.zone)

    for key, zone, mine in OUT_OF_PLAY_PLANS[player]:
        uids = z[key]
        if was.get(key) == uids and (zone != "stacked" or not uids):
            continue
        was[key] = uids[:]
        if not uids:  # (an empty zone, often: no reads and no row to make)
            out_of_play.append(_EMPTY[key])
        elif zone == "stacked":  # listed under their host, in play (``stacking``)
            listed = tuple([u for u in uids if R.in_play(s, cards[u].host)])  # type: ignore[arg-type]
            out_of_play.append(
                (
                    key,
                    listed,
                    tuple([(cards[u].cid, cards[u].host) for u in listed]),
                    lambda u, m=mine: _row_out_of_play(
                        cards[u].cid, cards[u].owner == player, m, "stacked", cards[u].host
                    ),
                )
            )
        else:
            out_of_play.append((key, tuple(uids), tuple([cards[u].cid for u in uids]), row_of))
    return out_of_play


def _marks(s: TcgState) -> dict[int, tuple[int, int]]:
    """The skirmish and assignment columns of the cards they concern: (1 if in the skirmish being
    fought, for a minion 1 + its defender's uid or for a defender the minions assigned to it)."""
    marks: dict[int, tuple[int, int]] = {}
    for defender, minions in s.assign:
        if defender >= 0:
            marks[defender] = (0, len(minions))
        for m in minions:
            marks[m] = (0, defender + 1)
    sk = s.skirmish
    if sk is not None:
        for u in (sk[0], *sk[1]):
            if u >= 0:
                marks[u] = (1, marks.get(u, (0, 0))[1])
    return marks


def _sites(path: list[int]) -> tuple[int, ...]:
    """The path field: per site number 1 to 9, 1 + the uid of its site (0: none yet); worked out again
    only when the path changed since the sheet's last observation."""
    return tuple([u + 1 for u in path[1:10]])


@lru_cache(maxsize=8192)
def _head(cid: str, mine: bool, in_my_zone: bool, zone: str) -> Row:
    """The columns of a card's row that say what it is and where."""
    return (CIDS[cid], mine, in_my_zone, *ZONE_COLUMNS[zone])


@lru_cache(maxsize=8192)
def _row_out_of_play(cid: str, mine: bool, in_my_zone: bool, zone: str, host: int | None = None) -> Row:
    """The row of a card out of play: what it is, where, and what it is stacked on (its other
    numbers are those of play)."""
    return _head(cid, mine, in_my_zone, zone) + (0 if host is None else host + 1,) + OUT_OF_PLAY


ZONE_COLUMNS = {z: tuple(int(y == z) for y in ZONES) for z in ZONES}
NO_MARKS = (0, 0)
OUT_OF_PLAY = (0,) * (WIDTH - HOST - 1)
"""The columns after the host's of a card out of play."""


_EMPTY: dict[object, tuple[object, tuple[int, ...], tuple[object, ...], Callable[[int], Row]]] = {
    key: (key, (), (), lambda u: ()) for listed in LISTED for key in listed
}
"""Per listed zone, its entry while empty (no uid, so its row function is never called)."""


_FACTS = {
    cid: (dd.type in R.CHARACTERS, dd.site or 0 if dd.type == "minion" else 0, dd.vitality or 0, dd.side)
    for cid, dd in R.DEFS.items()
}
"""Per card id: a character?, a minion's site number (0: not a minion), its vitality (a borne card's: the
bonus), its side."""


ENCODING = TcgEncoding(FIELDS)
