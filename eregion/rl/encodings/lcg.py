"""The LOTR LCG as numbers: what the view shows, seats counted from the viewer ("me" first).

A table with one row per card uid (the action space names cards by uid: ``commit:17`` is row 17) holds
every card the view lists: heroes, allies, attachments, engaged enemies, the staging area, the active
location, the quest, the discard piles, the victory display, cards set aside, and the viewer's own
hand. A face-down Orc Guard reads as an Orc Guard; face-down shadow cards are a count on their
enemy's row. Rows of cards the view does not list (decks, other hands) stay zero.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from eregion.games.lcg import rules as R
from eregion.games.lcg.components import CardDef, scenarios
from eregion.games.lcg.engine import ENC, MAX_CARDS, MAX_PLAYERS, SPACE
from eregion.games.lcg.state import LcgState
from eregion.rl.encoding import DECISION, PROMPT, Encoding, Field, Row, Sheet, unmoved, write_decision

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
        changed, the rest afresh)."""
        at, z = self.at, s.zones
        write_decision(s, player, sheet, at["decision"])
        victory_points = self._cards(s, player, sheet)
        players = [0] * (MAX_PLAYERS * 6)
        for p in range(s.n):
            o = 6 * ((p - player) % MAX_PLAYERS)
            players[o : o + 6] = (
                1,
                s.threat[p],
                s.out[p],
                s.first == p,
                len(z[(p, "hand")]),
                len(z[(p, "deck")]),
            )
        sheet.put(  # every field from seat to encounter
            "head",
            at["seat"],
            (
                *ONE_HOT[MAX_PLAYERS][player],
                *ONE_HOT[len(SCENARIO_IDS)][SCENARIO_IDS.index(s.scenario_id)],
                bool(s.options.get("easy")),
                s.round,
                *ONE_HOT[len(PHASES)][PHASES.index(s.phase)],
                *players,
                len(s.quest_deck),
                R.staging_threat(s),
                R.committed_willpower(s),
                len(z[(ENC, "edeck")]),
                victory_points,
            ),
        )

    def _cards(self, s: LcgState, player: int, sheet: Sheet) -> int:
        """The card table; returns the victory points its listing gives. Which cards are listed
        where (and what follows from that alone: the shadow cards dealt, the stats that a passive
        effect in play changes, the victory points) is read again only once a card was written or
        moved since the sheet was last written from this state (:func:`unmoved`), and then a card
        in play whose own facts are as they were keeps its entry; the numbers of the cards in play
        are worked out again whenever the modifiers or the committed characters changed (a stat
        reads the cards, the modifiers and, through a passive effect's condition, at most the
        committed characters: ``R.stat``).

        A stat that no passive effect in play reaches and no modifier touches is the printed number
        (what ``R.stat`` would work out the long way)."""
        keys = sheet.keys
        out_of_play: list[OutOfPlay]
        if unmoved(s.memo, sheet):
            live, victory_points, mods, committed = keys["live"]  # type: ignore[misc]
            if s.mods is mods and s.committed is committed:  # the table as it stands
                return victory_points  # type: ignore[no-any-return]
            out_of_play = []
        else:
            live, out_of_play = _listing(s, player, keys)
            victory_points = R.victory_points(s)
        keys["live"] = (live, victory_points, s.mods, s.committed)
        modified = {m.target for m in s.mods}
        committed = s.committed
        in_play: dict[int, tuple[Row, Row]] = {}
        for u, head, fixed, front, has, changing, back in live:
            if u in modified or fixed is None:
                if u in modified or changing is None:  # a modifier, or the quest: every stat
                    stats = tuple([R.stat(s, u, k) if k in has else 0 for k in STATS])
                else:
                    stats = tuple([R.stat(s, u, k) if k in changing else v for k, v in zip(STATS, front[4:])])
                in_play[u] = head, (*front[:4], *stats, u in committed, back)
            else:
                in_play[u] = fixed[u in committed]
        self.write_cards(sheet, WIDTH, LISTED[s.n][player], in_play, out_of_play)
        return victory_points  # type: ignore[no-any-return]


Live = tuple[
    int,
    Row,
    "tuple[tuple[Row, Row], tuple[Row, Row]] | None",
    Row,
    frozenset[str],
    "frozenset[str] | None",
    int,
]
"""A card in play as :func:`_in_play` gives it."""
OutOfPlay = tuple[object, tuple[int, ...], tuple[object, ...], Callable[[int], Row]]
"""A listed zone out of play, as :meth:`Encoding.write_cards` takes it."""
Kept = dict[int, tuple[tuple[object, ...], Live]]
"""Per uid in play, what its entry was made from and the entry (:func:`_listing`)."""


Reach = tuple[tuple[str, "frozenset[int] | None"], ...]
"""Per stat that a passive effect in play changes, the cards it can reach (``R.passive_reach``)."""


def _in_play(s: LcgState, u: int, head: Row, dd: CardDef, reach: Reach, shadows: int) -> Live:
    """What a card in play shows that follows from the cards alone, kept until a card is written or
    moves: its uid and head; its head and numbers, uncommitted and committed, while no modifier touches it
    (None for the quest and a card with a stat that a passive effect in play can change: their
    stats are worked out at each look); the host, exhaustion, damage, resources and printed stats;
    the stats it has; those a passive effect in play can change (None for the quest: every one);
    its face-down shadow cards."""
    c = s.cards[u]
    printed, has = _printed(dd)
    front = (0 if c.host is None else c.host + 1, c.exhausted, c.wounds, c.tokens, *printed)
    if dd.type == "quest":
        return u, head, None, front, has, None, shadows
    changed = frozenset([k for k, cards in reach if k in has and (cards is None or u in cards)])
    fixed = None if changed else ((head, (*front, False, shadows)), (head, (*front, True, shadows)))
    return u, head, fixed, front, has, changed, shadows


def _listing(s: LcgState, player: int, keys: dict[object, object]) -> tuple[list[Live], list[OutOfPlay]]:
    """The cards ``player``'s view lists: in play, each card's entry (:func:`_in_play`), the one
    kept in ``keys`` (the sheet's) while the card reads as it did (its zone, identity, host,
    exhaustion, damage, resources and face-down shadow cards) and the passive effects in play reach
    the same cards; out of play, per listed zone (see :meth:`Encoding.write_cards`), but for a zone
    that was empty when ``write_cards`` last wrote it and still is."""
    z, cards = s.zones, s.cards
    shadows: dict[int, int] = {}
    for u in z[(ENC, "shadow")]:
        host = cards[u].host
        if host is not None:
            shadows[host] = shadows.get(host, 0) + 1
    reach = tuple(
        [(k, R.passive_reach(s, k)) for k in _CHANGEABLE[s.in_game.changed] if R.passive_sources(s, k)]
    )
    kept: tuple[Reach, Kept] | None = keys.get("kept")  # type: ignore[assignment]
    if kept is None or kept[0] != reach:
        kept = keys["kept"] = (reach, {})
    entries = kept[1]
    written: dict[object, tuple[tuple[int, ...], tuple[object, ...]]]
    written = keys.get("cards", {})  # type: ignore[assignment]
    live: list[Live] = []
    out_of_play: list[OutOfPlay] = []
    for key, zone, holder, in_play in PLANS[s.n][player]:
        uids = z[key]
        if in_play:
            for u in uids:
                c = cards[u]
                read = (key, c.cid, c.owner, c.host, c.exhausted, c.wounds, c.tokens, shadows.get(u, 0))
                hit = entries.get(u)
                if hit is None or hit[0] != read:
                    dd = R.d(s, u)
                    head = _head(dd.id, holder, c.owner == player, zone)
                    hit = entries[u] = (read, _in_play(s, u, head, dd, reach, read[-1]))
                live.append(hit[1])
        elif uids or key not in written or written[key][0]:
            out_of_play.append(
                (
                    key,
                    tuple(uids),
                    tuple([(cards[u].cid, cards[u].host) for u in uids]),
                    lambda u, zn=zone, h=holder: _row_out_of_play(
                        R.d(s, u).id, h, cards[u].owner == player, zn, cards[u].host
                    ),
                )
            )
    return live, out_of_play


@lru_cache(maxsize=16384)
def _head(did: str, holder: int, mine: bool, zone: str) -> Row:
    """The columns before the host's: what the card is, whose zone, whose card, which zone."""
    return (CIDS[did], *HOLDER_COLUMNS[holder], mine, *ZONE_COLUMNS[zone])


@lru_cache(maxsize=16384)
def _row_out_of_play(did: str, holder: int, mine: bool, zone: str, host: int | None) -> Row:
    """The row of a card out of play (its numbers are those of play)."""
    return (*_head(did, holder, mine, zone), 0 if host is None else host + 1, *OUT_OF_PLAY)


def _printed(dd: CardDef) -> tuple[Row, frozenset[str]]:
    """A card's printed stats as its row shows them (0 where it has none), and the stats it has
    (the quest's points are on its side B); worked out once per card."""
    found = _PRINTED.get(dd.id)
    if found is None:
        has = frozenset(
            k for k in STATS if getattr(dd, k) is not None or (k == "quest_points" and dd.type == "quest")
        )
        found = _PRINTED[dd.id] = tuple(max(0, getattr(dd, k) or 0) for k in STATS), has
    return found


_PRINTED: dict[str, tuple[Row, frozenset[str]]] = {}


class _Changeable(dict[frozenset[str], tuple[str, ...]]):
    """Per set of stats a game's cards change (``InGame.changed``), those the card table shows."""

    def __missing__(self, changed: frozenset[str]) -> tuple[str, ...]:
        found = self[changed] = tuple(k for k in STATS if k in changed)
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
"""The columns after the host's of a card out of play."""


ENCODING = LcgEncoding(FIELDS)
