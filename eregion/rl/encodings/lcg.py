"""The LOTR LCG as numbers: what the view shows, seats counted from the viewer ("me" first).

A table with one row per card uid (the action space names cards by uid: ``commit:17`` is row 17) holds
every card the view lists: heroes, allies, attachments, engaged enemies, the staging area, the active
location, the quest, the discard piles, the victory display, cards set aside, and the viewer's own
hand. A face-down Orc Guard reads as an Orc Guard; face-down shadow cards are a count on their
enemy's row. Rows of cards the view does not list (decks, other hands) stay zero.
"""

from __future__ import annotations

from functools import lru_cache

from eregion.games.lcg import rules as R
from eregion.games.lcg.components import CardDef, scenarios
from eregion.games.lcg.engine import ENC, MAX_CARDS, MAX_PLAYERS, SPACE
from eregion.games.lcg.registry import static_cids
from eregion.games.lcg.state import LcgState
from eregion.rl.encoding import (
    DECISION,
    PROMPT,
    Encoding,
    Field,
    Row,
    Sheet,
    _as_array,
    blank,
    write_decision,
)

CIDS = {cid: i + 1 for i, cid in enumerate(sorted({*R.DEFS, R.ORC_GUARD.id}))}
PHASES = ("setup", "resource", "planning", "quest", "travel", "encounter", "combat", "refresh")
ZONES = (
    "hand",
    "discard",
    "heroes",
    "allies",
    "engaged",
    "aside",
    "attached",
    "active",
    "staging",
    "quest",
    "ediscard",
    "victory",
    "shadow_up",
)
HOLDERS = ("me", "the next seat", "the seat after", "the third seat after me", "the encounter side")
STATS = R.STATS
COLUMNS = (
    "card: 1 + the card's place among the game's card ids sorted (a category, for an embedding)",
    *(f"1 if the zone is {h}'s" for h in HOLDERS),
    "1 if I own the card",
    *(f"1 if in the {z} zone" for z in ZONES),
    "1 + the uid of the card it is attached to or guards, 0 if none",
    "1 if exhausted",
    "damage",
    "resources (heroes) or progress (locations, the quest)",
    *(f"{k} now (in play)" for k in STATS),
    "1 if committed to the quest",
    "face-down shadow cards dealt to it",
)
WIDTH = len(COLUMNS)
HOLDER = 1
ZONE_COLUMN = {z: 1 + len(HOLDERS) + 1 + i for i, z in enumerate(ZONES)}
AFTER = 1 + len(HOLDERS) + 1 + len(ZONES)  # the host column; the rest follow it
PLAYER_ZONES = ("hand", "discard", "heroes", "allies", "engaged", "aside", "attached")
ENCOUNTER_ZONES = ("active", "staging", "quest", "ediscard", "victory", "aside", "shadow_up")
"""The zones the view lists of each player (his hand to himself only) and of the encounter side
(its shadow cards face up under their enemies): a player's cards are never put in an encounter
zone nor the encounter side's in a player's."""
LISTED = tuple(
    tuple(
        tuple((p, z) for p in range(n) for z in PLAYER_ZONES if z != "hand" or p == viewer)
        + tuple((ENC, z) for z in ENCOUNTER_ZONES)
        for viewer in range(MAX_PLAYERS)
    )
    for n in range(MAX_PLAYERS + 1)
)
"""Per player count and viewer, the zones whose cards the view lists."""
PLANS = tuple(
    tuple(
        tuple(
            (
                key,
                key[1],
                len(HOLDERS) - 1 if key[0] == ENC else (key[0] - viewer) % MAX_PLAYERS,
                key[1] in R.IN_PLAY,
            )
            for key in listed
        )
        for viewer, listed in enumerate(per_viewer)
    )
    for per_viewer in LISTED
)
"""Per player count and viewer, each listed zone with its name, whose it is seen from the viewer
(an index in HOLDERS), and whether its cards are in play."""
IN_PLAY_KEYS = tuple(
    frozenset(key for key in LISTED[n][0] if key[1] in R.IN_PLAY) for n in range(MAX_PLAYERS + 1)
)
"""Per player count, the listed zones in play (where the passive effects' sources are)."""
STAGING, VICTORY, SHADOW = (ENC, "staging"), (ENC, "victory"), (ENC, "shadow")
THREATS = frozenset(("threat", "no_threat"))
"""What the staging area's threat reads besides its cards and the modifiers, if a passive effect of
the game changes it."""
SCENARIO_IDS = tuple(scenarios())

FIELDS = (
    DECISION,
    PROMPT,
    Field("seat", MAX_PLAYERS, "the viewer's seat, one-hot"),
    Field("scenario", len(SCENARIO_IDS), f"the scenario, one-hot ({', '.join(SCENARIO_IDS)})"),
    Field("easy", 1, "1 in easy mode"),
    Field("round", 1, "the round number"),
    Field("phase", len(PHASES), f"the phase, one-hot ({', '.join(PHASES)})"),
    Field(
        "players",
        MAX_PLAYERS * 6,
        "per seat from mine on (me, the next seat...): seated, threat, "
        "eliminated, first player, cards in hand, cards in deck",
    ),
    Field(
        "encounter",
        5,
        "quest stages left, staging threat, committed willpower, cards in the encounter deck, victory points",
    ),
    Field("cards", MAX_CARDS * WIDTH, f"per uid, {WIDTH} columns: " + "; ".join(COLUMNS)),
)


class LcgEncoding(Encoding):
    game = "lcg"
    actions = SPACE.size
    high = float(MAX_CARDS)

    def seats(self, state: LcgState) -> tuple[int, ...]:  # type: ignore[override]
        return tuple(range(state.n))

    def write(self, s: LcgState, player: int, sheet: Sheet) -> None:  # type: ignore[override]
        """Write ``player``'s observation over the last one on ``sheet`` (the card table where it
        changed, the rest when what it reads changed)."""
        write_decision(s, player, sheet, self.at["decision"])
        table = self._cards(s, player, sheet)
        z, keys, at = s.zones, sheet.keys, self.at
        when = (player, s.scenario_id, s.options.get("easy"), s.round, s.phase)
        if keys.get("when") != when:  # the fields from seat to phase, from what they read
            keys["when"] = when
            sheet.put("when numbers", at["seat"], _when_numbers(when))
        seats = tuple([(s.threat[p], s.out[p], len(z[(p, "hand")]), len(z[(p, "deck")])) for p in range(s.n)])
        players = (player, s.first, seats)
        if keys.get("players") != players:
            keys["players"] = players
            sheet.put("players numbers", at["players"], _players_numbers(players))
        sheet.put(
            "encounter",
            at["encounter"],
            (
                len(s.quest_deck),
                table.staging_threat,
                table.committed_willpower,
                len(z[(ENC, "edeck")]),
                table.victory_points,
            ),
        )

    def _cards(self, s: LcgState, player: int, sheet: Sheet) -> Table:
        """Write the card table over the last one on ``sheet``, only where it changed; returns what
        it was written from, with the numbers of the encounter field that follow from it.

        The state lists the cards written or moved (``LcgState.touched``): only the zones they were
        or are in are read again, and in them only the cards touched or new to the zone (or whose
        face-down shadow cards changed). The stats of the cards in play are worked out again
        whenever a card was touched or the modifiers or the committed characters changed (a stat
        reads the cards, the modifiers and, through a passive effect's condition, at most the
        committed characters: ``R.stat``), but only for the cards whose stats can differ from
        their entry: those a passive effect in play reaches (``R.passive_reach``) and those a
        modifier touches (now or before); a card committed or no longer committed has its flag
        written again. A stat that no passive effect in play reaches and no modifier touches is the
        printed number (what ``R.stat`` would work out the long way; the quest's points are on its
        side B)."""
        t: Table | None = sheet.keys.get(Table)  # type: ignore[assignment]
        plans = PLANS[s.n][player]
        if t is None or t.plans is not plans:  # a new sheet, another viewer or number of players
            start, stop = self.span[("cards", "cards")]
            sheet.out[start:stop] = 0
            t = sheet.keys[Table] = Table(plans)
        touched, mods, committed = s.touched, s.mods, s.committed
        changeable, cids, threats = _CHANGEABLE[s.in_game.changed]
        fresh: set[int] | None
        dirty: set[Key] | None
        if touched is t.touched:
            news = touched[t.read :]
            if not news and mods is t.mods and committed is t.committed:
                return t  # the table as it stands
            fresh, dirty, sourced = _changes(s, news, t, cids)
        else:  # a new game, a clone, or a long one's list started again: every listed zone
            fresh = dirty = None
            sourced = True
            t.touched = touched
        t.read = len(touched)
        if fresh is None or SHADOW in dirty or not fresh.isdisjoint(t.shadowed):  # type: ignore[operator]
            _shadows(s, t, fresh, dirty)
        if sourced or not fresh.isdisjoint(t.sources):  # type: ignore[union-attr]
            # a card touched is or was a passive effect's source: what they reach may differ
            sources = tuple([(k, R.passive_sources(s, k)) for k in changeable])
            reach = tuple([(k, R.passive_reach(s, k)) for k, found in sources if found])
            t.sources = frozenset([u for _, found in sources for u in found])
            if reach != t.reach:  # every card in play's entry says which of its stats are reached
                t.reach = reach
                if dirty is not None:
                    fresh = None
                    dirty.update(IN_PLAY_KEYS[s.n])
        f, base = sheet.f, self.at["cards"]
        recheck = _relist(s, t, player, fresh, dirty, f, base)
        if mods is not t.mods:
            modified = frozenset([m.target for m in mods])
            recheck.update(modified, t.modified)
            t.mods, t.modified = mods, modified
            staging = True
        else:
            staging = dirty is None or STAGING in dirty or threats
        if committed is not t.committed:
            recheck.update(set(committed).symmetric_difference(t.committed))
            t.committed = committed
        recheck.update(t.variable)
        _write_in_play(s, t, recheck, f, base)
        if staging:
            t.staging_threat = R.staging_threat(s)
        t.committed_willpower = _committed_willpower(s, t) if committed else 0
        if dirty is None or VICTORY in dirty:
            t.victory_points = R.victory_points(s)
        return t


def _committed_willpower(s: LcgState, t: Table) -> int:
    """The committed characters' willpower, summed from their rows as just written (their stats as
    the rules work them out): the rules' own total when one is not in the table or has no printed
    willpower (a modifier could still give it some)."""
    total = 0
    live, written = t.live, t.written
    for u in s.committed:
        entry = live.get(u)
        if entry is None or WILLPOWER not in entry[2]:
            return R.committed_willpower(s)
        total += written[u][1][AFTER_WILLPOWER]  # type: ignore[index]
    return total


def _when_numbers(when: tuple[int, str, bool | None, int, str]) -> Row:
    """The fields from seat to phase, from what ``LcgEncoding.write`` reads for them."""
    player, scenario_id, easy, round_, phase = when
    return (
        *ONE_HOT[MAX_PLAYERS][player],
        *ONE_HOT[len(SCENARIO_IDS)][SCENARIO_IDS.index(scenario_id)],
        bool(easy),
        round_,
        *ONE_HOT[len(PHASES)][PHASES.index(phase)],
    )


def _players_numbers(players: tuple[int, int, tuple[tuple[int, bool, int, int], ...]]) -> Row:
    """The players field, from what ``LcgEncoding.write`` reads for it."""
    player, first, seats = players
    numbers = [0] * (MAX_PLAYERS * 6)
    for p, (threat, out, hand, deck) in enumerate(seats):
        o = 6 * ((p - player) % MAX_PLAYERS)
        numbers[o : o + 6] = (1, threat, out, first == p, hand, deck)
    return tuple(numbers)


Key = tuple[int, str]
"""A zone's key in the state (its player, or ENC, and its name)."""
Entry = tuple[memoryview, Row, frozenset[str], frozenset[str], str, int]
"""A card in play, as it reads while it is not touched: its head (the columns before the host's, as
float32 numbers), its host, exhaustion, damage, resources and printed stats, the stats it has,
those a passive effect in play can change, and its card id and
owner (a card touched that is the same card in the same zone keeps its head and stats)."""
NONE: frozenset[str] = frozenset()
Reach = tuple[tuple[str, "frozenset[int] | None"], ...]
"""Per stat that a passive effect in play changes, the cards it can reach (``R.passive_reach``)."""


class Table:
    """What a sheet's card table was last written from (the sheet keeps it under this class)."""

    __slots__ = (
        "committed",
        "committed_willpower",
        "index",
        "live",
        "modified",
        "mods",
        "plans",
        "reach",
        "read",
        "shadowed",
        "shadows",
        "sources",
        "staging_threat",
        "touched",
        "variable",
        "victory_points",
        "where",
        "written",
        "zones",
    )

    def __init__(self, plans: tuple[tuple[Key, str, int, bool], ...]) -> None:
        self.plans = plans  # the listed zones (PLANS), per the number of players and the viewer
        self.index = {plan[0]: plan for plan in plans}
        self.touched: object = None  # the state's list of cards touched, and how far it was read
        self.read = 0
        self.zones: dict[Key, tuple[int, ...]] = {}  # per listed zone, its uids
        self.where: dict[int, Key] = {}  # per listed uid, its zone
        self.written: dict[int, object] = {}  # per listed uid, its row as written (in play: a pair)
        self.live: dict[int, Entry] = {}  # per uid in play, its entry
        self.variable: set[int] = set()  # the uids in play whose stats are worked out at each look
        self.shadowed: tuple[int, ...] = ()  # the face-down shadow cards, and per enemy those dealt to it
        self.shadows: dict[int, int] = {}
        self.sources: frozenset[int] = frozenset()  # the cards in play with a passive effect it shows
        self.reach: Reach | None = None
        self.mods: tuple[object, ...] | None = None
        self.modified: frozenset[int] = frozenset()  # the cards the modifiers touch
        self.committed: tuple[int, ...] = ()
        self.staging_threat = 0
        self.committed_willpower = 0
        self.victory_points = 0


def _changes(
    s: LcgState, news: list[int | Key], t: Table, cids: frozenset[str]
) -> tuple[set[int], set[Key], bool]:
    """The uids touched (``news``: a stretch of ``LcgState.touched``); the zones to read again:
    where each was listed and where it is, and the zones reordered (whose cards all count as
    touched: the rules may have put a card in one directly); and whether one of them may be the
    source of a passive effect (its card id is among ``cids``)."""
    cards, where = s.cards, t.where
    fresh: set[int] = set()
    dirty: set[Key] = set()
    sourced = False
    for x in news:
        if x.__class__ is int:
            if x not in fresh:
                fresh.add(x)  # type: ignore[arg-type]
                c = cards[x]  # type: ignore[index]
                dirty.add((c.controller, c.zone))
                if c.cid in cids:
                    sourced = True
                was = where.get(x)  # type: ignore[arg-type]
                if was is not None:
                    dirty.add(was)
        else:
            dirty.add(x)  # type: ignore[arg-type]
            if x in t.index:
                fresh.update(s.zones[x])  # type: ignore[index]
                sourced = True
    return fresh, dirty, sourced


def _shadows(s: LcgState, t: Table, fresh: set[int] | None, dirty: set[Key] | None) -> None:
    """Count the face-down shadow cards per enemy (once one was touched); an enemy whose count
    changed is read again."""
    cards = s.cards
    shadows: dict[int, int] = {}
    t.shadowed = tuple(s.zones[SHADOW])
    for u in t.shadowed:
        host = cards[u].host
        if host is not None:
            shadows[host] = shadows.get(host, 0) + 1
    if shadows != t.shadows:
        if fresh is not None and dirty is not None:
            for host in {*shadows, *t.shadows}:
                if shadows.get(host) != t.shadows.get(host) and host in t.where:
                    fresh.add(host)
                    dirty.add(t.where[host])
        t.shadows = shadows


def _relist(
    s: LcgState,
    t: Table,
    player: int,
    fresh: set[int] | None,
    dirty: set[Key] | None,
    f: memoryview,
    base: int,
) -> set[int]:
    """Read the zones ``dirty`` (None: every listed zone) again: write the rows of the cards out
    of play that are ``fresh`` (None: all) or new to their zone, make the entries of those in play
    (:data:`Entry`) and zero the rows of the cards no longer listed. Returns the uids in play whose
    rows are to be written."""
    cards, z, where, written, live, variable, reach = (
        s.cards,
        s.zones,
        t.where,
        t.written,
        t.live,
        t.variable,
        t.reach,
    )
    recheck: set[int] = set()
    left: list[tuple[int, Key]] = []
    plans = t.plans if dirty is None else [t.index[k] for k in dirty if k in t.index]
    for key, zone, holder, in_play in plans:
        uids = tuple(z[key])
        before = t.zones.get(key, ())
        if before != uids:
            t.zones[key] = uids
            if before:
                now = set(uids)
                left += [(u, key) for u in before if u not in now]
        for u in uids:
            was = where.get(u)
            if was == key and fresh is not None and u not in fresh:
                continue  # as it was
            where[u] = key
            c = cards[u]
            if in_play:
                entry = live.get(u)
                if (
                    entry is not None
                    and was == key
                    and entry[4] == c.cid
                    and entry[5] == c.owner
                    and fresh is not None
                ):
                    head, printed, has, changing = entry[0], entry[1][4:], entry[2], entry[3]  # the same card
                else:
                    dd = R.d(s, u)
                    printed, has = _printed(dd)
                    head = _as_array(_head(dd.id, holder, c.owner == player, zone))
                    if reach:
                        changing = frozenset([k for k, on in reach if k in has and (on is None or u in on)])
                    else:
                        changing = NONE
                    if changing:
                        variable.add(u)
                    else:
                        variable.discard(u)
                front = (0 if c.host is None else c.host + 1, c.exhausted, c.wounds, c.tokens, *printed)
                live[u] = (head, front, has, changing, c.cid, c.owner)
                recheck.add(u)
            else:
                if u in live:
                    del live[u]
                    variable.discard(u)
                row = _row_out_of_play(c.cid, holder, c.owner == player, zone, c.host)
                if written.get(u) is not row:
                    f[base + u * WIDTH : base + u * WIDTH + WIDTH] = row
                    written[u] = row
    for u, key in left:
        if where.get(u) == key:  # listed nowhere now
            del where[u]
            live.pop(u, None)
            variable.discard(u)
            if written.pop(u, None) is not None:
                f[base + u * WIDTH : base + u * WIDTH + WIDTH] = blank(WIDTH)
    return recheck


def _write_in_play(s: LcgState, t: Table, uids: set[int], f: memoryview, base: int) -> None:
    """Write the rows of the cards in play among ``uids`` where they changed: a row in two parts,
    the columns that say what and where (the same tuple while they are the same) and the numbers."""
    live, written, modified, committed, shadows = t.live, t.written, t.modified, t.committed, t.shadows
    for u in uids:
        entry = live.get(u)
        if entry is None:
            continue
        head, front, has, changing = entry[:4]
        if u in modified:  # every stat
            stats = [R.stat(s, u, k) if k in has else 0 for k in STATS]
            numbers = (*front[:4], *stats, u in committed, shadows.get(u, 0))
        elif changing:
            stats = [R.stat(s, u, k) if k in changing else v for k, v in zip(STATS, front[4:])]
            numbers = (*front[:4], *stats, u in committed, shadows.get(u, 0))
        else:
            numbers = (*front, u in committed, shadows.get(u, 0))
        last = written.get(u)
        at = base + u * WIDTH
        if last is None or last[0] is not head:  # type: ignore[index]  # its whole row
            f[at : at + AFTER] = head
        elif last[1] == numbers:  # type: ignore[index]
            continue
        written[u] = (head, numbers)
        f[at + AFTER : at + WIDTH] = _as_array(numbers)


@lru_cache(maxsize=16384)
def _head(did: str, holder: int, mine: bool, zone: str) -> Row:
    """The columns before the host's: what the card is, whose zone, whose card, which zone."""
    return (CIDS[did], *HOLDER_COLUMNS[holder], mine, *ZONE_COLUMNS[zone])


@lru_cache(maxsize=16384)
def _row_out_of_play(did: str, holder: int, mine: bool, zone: str, host: int | None) -> memoryview:
    """The row of a card out of play (its numbers are those of play), as float32 numbers (the
    same object while it reads the same). Out of play a card is itself, never an Orc Guard."""
    return _as_array((*_head(did, holder, mine, zone), 0 if host is None else host + 1, *OUT_OF_PLAY))


def _printed(dd: CardDef) -> tuple[Row, frozenset[str]]:
    """A card's printed stats as its row shows them (0 where it has none), and the stats it has
    (the quest's points are on its side B); worked out once per card."""
    found = _PRINTED.get(dd.id)
    if found is None:
        has = frozenset(
            k for k in STATS if getattr(dd, k) is not None or (k == "quest_points" and dd.type == "quest")
        )
        points = dd.sides.b.quest_points if dd.type == "quest" and dd.sides is not None else dd.quest_points
        printed = tuple(max(0, (points if k == "quest_points" else getattr(dd, k)) or 0) for k in STATS)
        found = _PRINTED[dd.id] = printed, has
    return found


_PRINTED: dict[str, tuple[Row, frozenset[str]]] = {}


class _Changeable(dict[frozenset[str], tuple[tuple[str, ...], frozenset[str], bool]]):
    """Per set of stats a game's cards change (``InGame.changed``): those the card table shows, the
    card ids with a passive effect on one of them, and whether one changes the staging area's
    threat (then it is worked out again whenever a card was touched)."""

    def __missing__(self, changed: frozenset[str]) -> tuple[tuple[str, ...], frozenset[str], bool]:
        stats = tuple(k for k in STATS if k in changed)
        found = self[changed] = (
            stats,
            frozenset().union(*[static_cids(k) for k in stats]),
            not changed.isdisjoint(THREATS),
        )
        return found


_CHANGEABLE = _Changeable()
ONE_HOT = {
    n: tuple(tuple(int(i == k) for i in range(n)) for k in range(n))
    for n in {MAX_PLAYERS, len(SCENARIO_IDS), len(PHASES)}
}
"""Per size, the one-hot tuples of the head's fields: the viewer's seat, the scenario, the phase."""
HOLDER_COLUMNS = tuple(tuple(int(i == h) for i in range(len(HOLDERS))) for h in range(len(HOLDERS)))
ZONE_COLUMNS = {z: tuple(int(y == z) for y in ZONES) for z in ZONES}
OUT_OF_PLAY = (0,) * (WIDTH - AFTER - 1)
WILLPOWER = "willpower"
AFTER_WILLPOWER = 4 + STATS.index(WILLPOWER)
"""Where the willpower is among a row's numbers (those after its head)."""
"""The columns after the host's of a card out of play."""


ENCODING = LcgEncoding(FIELDS)
