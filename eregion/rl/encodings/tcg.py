"""The LOTR TCG as numbers: what the view shows, from the viewer's side ("me" first).

A table with one row per card uid (the action space names cards by uid: ``play:17`` is row 17) holds
every card the view lists: everything in play, the cards stacked on a card in play (face up), the
discard and dead piles, the adventure path, and the viewer's own hand and adventure deck. Rows of cards the view does not list (draw decks, the
opponent's hand and unplayed sites, cards out of the game) stay zero; their zones are counts.
"""

from __future__ import annotations

from functools import lru_cache

from eregion.cards.modifiers import Modifier
from eregion.games.tcg import rules as R
from eregion.games.tcg.engine import MAX_CARDS, SPACE
from eregion.games.tcg.registry import TEXT, StaticAbility
from eregion.games.tcg.state import TcgState
from eregion.rl.encoding import (
    DECISION,
    PROMPT,
    Encoding,
    Field,
    Row,
    Sheet,
    _as_array,
    _packer,
    blank,
    write_decision,
)

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
LISTED_SET = tuple(frozenset(listed) for listed in LISTED)


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
        f = sheet.f
        when = (player, s.turn, s.phase, s.fp)
        if keys.get("when") != when:  # the fields from seat to free_peoples, from what they read
            keys["when"] = when
            _WHEN(
                f,
                4 * at["seat"],
                *SEAT[player],
                s.turn,
                *PHASE[s.phase],
                *((0, 0) if setup else FREE_PEOPLES[s.fp != player]),
            )
        both_bid = s.bids[0] is not None and s.bids[1] is not None
        z = s.zones
        o = 1 - player  # the opponent: the side after mine
        counted: tuple[object, ...] | None = keys.get("counted")  # type: ignore[assignment]
        if counted is None or counted[0] is not z or counted[1] != player:  # (a list stays in its dict)
            counted = keys["counted"] = (z, player, *[z[key] for key in COUNTED[player] + COUNTED[o]])
        _, _, hand, draw, adventure, o_hand, o_draw, o_adventure = counted
        bid, o_bid = s.bids[player], s.bids[o]  # the opponent's shown once both bid
        burdens, resistance, pos, rb = s.burdens, s.resistance, s.pos, s.rb
        counts = (
            s.pool,
            s.moves,
            2 if setup else _move_limit(s, keys, keys[Table].limiting),  # type: ignore[attr-defined]
            burdens[player],
            resistance[player],
            pos[player],
            rb[player] + 1,
            s.wearing and s.fp == player,
            0 if bid is None else bid + 1,
            len(hand),
            len(draw),
            len(adventure),
            burdens[o],
            resistance[o],
            pos[o],
            rb[o] + 1,
            s.wearing and s.fp == o,
            o_bid + 1 if o_bid is not None and both_bid else 0,
            len(o_hand),
            len(o_draw),
            len(o_adventure),
        )
        if keys.get("counts") != counts:  # from twilight to the opponent's side
            keys["counts"] = counts
            _COUNTS(f, 4 * at["twilight"], *counts)
        path = s.path  # (a list the game writes in place: kept as a copy)
        last: list[int] | None = keys.get("path")  # type: ignore[assignment]
        if last is None or last != path:
            keys["path"] = path[:]
            _PATH(f, 4 * at["path"], *[u + 1 for u in path[1:10]])
        if keys.get("skirmish") != skirmish:
            keys["skirmish"] = skirmish
            _SKIRMISH(f, 4 * at["skirmish"], *skirmish)

    def _cards(self, s: TcgState, player: int, sheet: Sheet) -> tuple[int, int]:
        """Write the card table over the last one on ``sheet``, only where it changed; returns the
        skirmish's strengths its rows hold.

        The state lists the cards written, wounded or moved (``TcgState.touched``): only their rows
        are worked out again, with those of the cards listed on them (a card attached or stacked
        follows its host in and out of the listing) and of the characters they bore or bear (their
        vitality). The numbers that follow the whole position are written again for the cards
        they concern: every card's activity once the Free Peoples player changed, every
        character's roaming once his site did, the strengths once the engine's kept ones are new
        (``R.strengths``: the same dict while what they read stands), the skirmish and assignment
        marks of the cards they name now or named before."""
        t: Table | None = sheet.keys.get(Table)  # type: ignore[assignment]
        if t is None or t.player != player:  # a new sheet, or another viewer
            start, stop = self.span[("cards", "cards")]
            sheet.out[start:stop] = 0
            t = sheet.keys[Table] = Table(player)
        f, base, cards = sheet.f, self.at["cards"], s.cards
        touched = s.touched
        if touched is t.touched:
            news = touched[t.read :]
        else:  # a new game, a clone, or the list started again: every listed card
            news = None
        if len(touched) > TOUCHED_MAX:  # start the list again (a reader of the old one reads all)
            touched = s.touched = []
        t.touched, t.read = touched, len(touched)
        redo: set[int]  # the cards in play whose numbers are worked out again
        if news is None:
            redo = _relist(s, t, player, None, f, base)
        elif news:
            redo = _relist(s, t, player, set(news), f, base)
        else:
            redo = set()
        strength = _strengths(s, t, news is None, redo)  # (before the cards that follow the position join)
        live, chars = t.live, t.chars
        fp, pos = s.fp, s.pos[s.fp]
        if fp != t.fp:
            t.fp = fp
            for u, entry in live.items():
                entry[5] = _active(s, u, entry[4])
            redo.update(live)
        if pos != t.pos:  # the minions' roaming
            t.pos = pos
            redo.update([u for u in chars if live[u][3] > 0])  # type: ignore[operator]
        assign, sk = s.assign, s.skirmish
        if assign is not t.assign or sk is not t.skirmish:
            marks = _marks(s)
            if marks != t.marks:
                redo.update(marks, t.marks)
                t.marks = marks
            t.assign, t.skirmish = assign, sk
        if redo:
            marks = t.marks
            for u in redo:
                entry = live.get(u)
                if entry is None:
                    continue
                head, host, vitality, site, _, active = entry
                if site < 0:  # no character
                    numbers = (host, 0, 0, 0, active, False, 0, 0)
                else:
                    fought, assigned = marks.get(u, NO_MARKS)
                    numbers = (
                        host,
                        cards[u].wounds,
                        strength[u],
                        vitality,
                        active,
                        0 < pos < site,  # roaming (``R.roaming``): a minion's site is above the fellowship's
                        fought,
                        assigned,
                    )
                last = t.written.get(u)
                at = base + u * WIDTH
                if last is None or last[0] is not head:  # type: ignore[index]
                    f[at : at + HOST] = _as_array(head)
                elif last[1] == numbers:  # type: ignore[index]
                    continue
                f[at + HOST : at + WIDTH] = _as_array(numbers)
                t.written[u] = (head, numbers)
        if sk is None:
            return (0, 0)
        written, strength = t.written, STRENGTH - HOST  # among a row's numbers
        return (
            written[sk[0]][1][strength] if sk[0] in live else 0,  # type: ignore[index]
            sum(written[m][1][strength] for m in sk[1] if m in live),  # type: ignore[index]
        )


TOUCHED_MAX = 4096
"""How long ``TcgState.touched`` grows before a reader starts it again."""


class Table:
    """What a sheet's card table was last written from (the sheet keeps it under this class)."""

    __slots__ = (
        "assign",
        "chars",
        "fp",
        "hosts",
        "known",
        "limiting",
        "live",
        "marks",
        "mods",
        "narrow",
        "player",
        "pos",
        "read",
        "skirmish",
        "strength",
        "strong",
        "touched",
        "written",
    )

    def __init__(self, player: int) -> None:
        self.player = player
        self.touched: object = None  # the state's list of cards touched, and how far it was read
        self.read = 0
        self.written: dict[int, object] = {}  # per listed uid, its row as written (in play: a pair)
        self.live: dict[int, list[object]] = {}  # per listed uid in play, its :data:`Live` entry
        self.chars: list[int] = []  # the characters among them, in uid order
        self.hosts: dict[int, int] = {}  # per card attached or stacked, its host when last listed
        self.fp = -1
        self.pos = -1
        self.assign: object = None
        self.skirmish: object = None
        self.marks: dict[int, tuple[int, int]] = {}
        self.known: object = None  # the engine's strengths last read (``R.strengths``)
        self.strength: dict[int, int] = {}  # per character listed, its strength as written
        self.strong: set[int] = set()  # the cards in play whose text has a static ability on strength
        self.limiting: set[int] = set()  # and those with one on the move limit
        self.narrow: Narrow | None = None  # the static abilities on strength in force then (:func:`_narrow`)
        self.mods: tuple[Modifier, ...] = ()  # the lasting modifiers then


Live = list
"""A listed card in play: its head (the columns that say what and where), 1 + its host (0: none),
its vitality (printed and borne: a character's), its site number (a minion's; 0: another
character; -1: no character), its side, whether active."""


def _relist(s: TcgState, t: Table, player: int, news: set[int] | None, f: memoryview, base: int) -> set[int]:
    """List again the cards ``news`` (None: every card the view may list), with the cards listed on
    them and the characters they were or are on: write the rows of those out of play, make the
    entries of those in play (:data:`Live`), zero the rows of those no longer listed. Returns the
    uids in play whose numbers are to be written."""
    cards, hosts, live, written = s.cards, t.hosts, t.live, t.written
    listed = LISTED_SET[player]
    strong, limiting = t.strong, t.limiting
    on_strength, on_limit = ON_STRENGTH_TEXTS, ON_MOVE_LIMIT_TEXTS
    if news is None:
        z = s.zones
        todo = {u for key in LISTED[player] for u in z[key]} | set(written)
        in_play = [u for p in (0, 1) for zone in R.IN_PLAY for u in z[(p, zone)]]
        strong.clear()
        strong.update([u for u in in_play if cards[u].cid in on_strength])
        limiting.clear()
        limiting.update([u for u in in_play if cards[u].cid in on_limit])
    else:
        todo = set()
        for u in news:
            c = cards[u]
            if c.cid in ON_EITHER_TEXTS:
                for kept, on in ((strong, on_strength), (limiting, on_limit)):
                    if c.cid in on:
                        if c.zone in R.IN_PLAY:
                            kept.add(u)
                        else:
                            kept.discard(u)
            if u not in written and (c.controller, c.zone) not in listed:
                continue  # shown neither then nor now (a draw deck's card, the opponent's hand's)
            todo.add(u)
            was = hosts.get(u)  # its hosts, then and now (a bearer's vitality)
            if was is not None:
                todo.add(was)
            if c.host is not None:
                todo.add(c.host)
        if hosts and not todo.isdisjoint(hosts.values()):  # and what lay on them
            for u, host in hosts.items():
                if host in todo:
                    todo.add(u)
    redo: set[int] = set()
    chars_changed = False
    for u in todo:
        c = cards[u]
        zone, host = c.zone, c.host
        key = (c.controller, zone)
        if host is None:
            hosts.pop(u, None)
        else:
            hosts[u] = host
        if key not in listed:
            shown = False
        elif zone == "attached":  # listed only borne by a character in play
            shown = host is not None and cards[host].zone in R.IN_PLAY and _FACTS[cards[host].cid][0] >= 0
        elif zone == "stacked":  # listed only under a card in play
            shown = host is not None and cards[host].zone in R.IN_PLAY
        else:
            shown = True
        if not shown:
            if u in written:
                at = base + u * WIDTH
                f[at : at + WIDTH] = blank(WIDTH)
                del written[u]
            if u in live and live.pop(u)[3] >= 0:  # type: ignore[operator]
                chars_changed = True
            continue
        mine = c.controller == player
        if zone in R.IN_PLAY:
            site, vitality, side = _FACTS[c.cid]
            if site >= 0:
                for item in R.bearer_items(s, u):
                    vitality += _FACTS[cards[item].cid][1]
            head = _head(c.cid, c.owner == player, mine, zone)
            entry = [head, 0 if host is None else host + 1, vitality, site, side, _active(s, u, side)]
            if site >= 0 and u not in live:
                chars_changed = True
            live[u] = entry
            redo.add(u)
        else:
            if u in live and live.pop(u)[3] >= 0:  # type: ignore[operator]
                chars_changed = True
            row = _row_out_of_play(c.cid, c.owner == player, mine, zone, host if zone == "stacked" else None)
            if written.get(u) != row:
                at = base + u * WIDTH
                f[at : at + WIDTH] = _as_array(row)
                written[u] = row
    if chars_changed:
        t.chars = sorted([u for u, entry in live.items() if entry[3] >= 0])  # type: ignore[operator]
    return redo


def _strengths(s: TcgState, t: Table, fresh: bool, redo: set[int]) -> dict[int, int]:
    """The characters' strengths: the engine's (``R.strengths``, every character's worked out again
    once a card in play is written or moves), unless the static abilities on strength in force then
    and now each change one character alone (:func:`_narrow`) and the modifiers are the same; then
    only those of the characters touched (in ``redo``) and of those the abilities change (then or
    now) are worked out again. Adds to ``redo`` the characters whose strength may have changed."""
    mods, narrow, last = s.mods, _narrow(s, t.strong), t.narrow
    strength, live = t.strength, t.live
    if narrow is not None and last is not None and not fresh:
        if strength is t.known:  # (the engine's dict: written on a copy)
            strength = t.strength = dict(strength)
        boosts, bans, targets = narrow
        if targets or last[2]:
            redo.update(targets, last[2])
        if mods is not t.mods:
            redo.update(_modified(s, t.mods, mods))
        for u in redo:
            entry = live.get(u)
            if entry is not None and entry[3] >= 0:  # type: ignore[operator]
                strength[u] = R.strength_with(s, u, boosts, bans)
    else:
        known = R.strengths(s, t.chars)  # the engine's, kept while what they read stands
        if known is not t.known or strength is not known:
            t.known = strength = t.strength = known
            redo.update(t.chars)
    t.mods, t.narrow = mods, narrow
    return strength


def _modified(s: TcgState, before: tuple[Modifier, ...], now: tuple[Modifier, ...]) -> set[int]:
    """The cards whose strength new lasting modifiers may change: the cards the modifiers before
    and now name, and their bearers (a weapon's "no bonus")."""
    cards, out = s.cards, set()
    for m in (*before, *now):
        u = m.target
        if u >= 0:
            out.add(u)
            host = cards[u].host
            if host is not None:
                out.add(host)
    return out


Narrow = tuple[list[tuple[int, StaticAbility]], list[tuple[int, StaticAbility]], set[int]]
"""The static abilities on strength and on weaponless in force, and the characters they may change."""
NARROW = frozenset(("self", "self_vs", "bearer"))
"""The targets of a static ability that changes one character alone: its card, or its bearer."""
_NO_STATICS: Narrow = ([], [], set())


def _narrow(s: TcgState, strong: set[int]) -> Narrow | None:
    """The static abilities on strength and weaponless in force (those ``R.statics`` reads: of the
    cards ``strong``, the cards in play whose text has one, those active, and of the fellowship's
    site), when each changes one character alone; None when one may change others."""
    site = None if s.phase == "setup" else R.current_site(s)
    if site is not None and s.cards[site].cid in ON_STRENGTH_TEXTS:
        return None
    if not strong or strong.isdisjoint(active := R.play_uids(s)):
        return _NO_STATICS
    boosts: list[tuple[int, StaticAbility]] = []
    bans: list[tuple[int, StaticAbility]] = []
    targets: set[int] = set()
    cards = s.cards
    for u in strong:
        if u not in active:
            continue
        text = TEXT[cards[u].cid]
        if text.site_text:
            return None
        for st in text.statics:
            if st.stat in ON_STRENGTH:
                if st.target not in NARROW:
                    return None
                (boosts if st.stat == "strength" else bans).append((u, st))
                target = cards[u].host if st.target == "bearer" else u
                if target is not None:
                    targets.add(target)
    return boosts, bans, targets


ON_STRENGTH = frozenset(("strength", "weaponless"))
ON_MOVE_LIMIT = frozenset(("move_limit",))
"""The stats of the static abilities a strength reads, and the move limit."""
ON_STRENGTH_TEXTS, ON_MOVE_LIMIT_TEXTS = R.texts_on(ON_STRENGTH), R.texts_on(ON_MOVE_LIMIT)
ON_EITHER_TEXTS = ON_STRENGTH_TEXTS | ON_MOVE_LIMIT_TEXTS
"""The card ids whose text has one of those (``R.texts_on``: the rules' modules have registered
every text by now), looked up at every look rather than asked for."""


def _active(s: TcgState, u: int, side: str | None) -> bool:
    """Whether card ``u`` in play is active (``R.active``, the unborne card's case inline)."""
    c = s.cards[u]
    if c.host is not None:
        return R.active(s, u)
    if side == "free":
        return c.controller == s.fp
    if side == "shadow":
        return c.controller != s.fp
    return c.owner == s.fp


def _move_limit(s: TcgState, keys: dict[object, object], limiting: set[int]) -> int:
    """The move limit (``R.move_limit``), the same while the modifiers are and no static ability on
    it is in force (then it reads nothing else); worked out again otherwise. Such an ability is in
    force only while one of ``limiting`` (the cards in play whose text has one) is active, or the
    fellowship's site has one (the sources ``R.statics`` reads)."""
    site = R.current_site(s)  # (not in setup: the head's limit is 2 then)
    if (site is not None and s.cards[site].cid in ON_MOVE_LIMIT_TEXTS) or (
        limiting and not limiting.isdisjoint(R.play_uids(s))
    ):
        keys["move limit"] = None
        return R.move_limit(s)
    mods = s.mods
    last: tuple[object, int] | None = keys.get("move limit")  # type: ignore[assignment]
    if last is None or last[0] is not mods:
        last = keys["move limit"] = (mods, R.plain_move_limit(s))
    return last[1]


COUNTED = tuple(((p, "hand"), (p, "draw"), (p, "adventure")) for p in (0, 1))
"""Per player, the zones the head counts."""
SEAT = ((1, 0), (0, 1))
PHASE = {ph: tuple(int(q == ph) for q in PHASES) for ph in PHASES}
FREE_PEOPLES = ((1, 0), (0, 1))
"""The one-hot fields of the observation's head, by the viewer's seat, the phase, whether the
opponent is the Free Peoples player."""
_WHEN, _COUNTS, _PATH, _SKIRMISH = (_packer(n) for n in (13, 21, 9, 2))
"""The head's parts, each written when what it reads changed: from seat to free_peoples, from
twilight to the opponent's side, the path, the skirmish."""
HOST = 3 + len(ZONES)
"""The column of the card a card is attached to or stacked on; its wounds, strength and vitality
follow."""
STRENGTH = HOST + 2


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


_FACTS = {
    cid: (
        (dd.site or 0 if dd.type == "minion" else 0) if dd.type in R.CHARACTERS else -1,
        dd.vitality or 0,
        dd.side,
    )
    for cid, dd in R.DEFS.items()
}
"""Per card id: a minion's site number (0: another character; -1: no character), its vitality (a
borne card's: the bonus), its side."""


ENCODING = TcgEncoding(FIELDS)
