"""What the rules compute from an LCG position: current stats, threat in the staging area, who is in
the game, what can pay for a card.

Sections cited are from the rules companion (``shared/seeds/001_*``). A stat is its printed number plus
the lasting modifiers on the card and the passive effects of the cards in play (``Static``), never
below 0 (4.11.9).
"""

from __future__ import annotations

from dataclasses import replace

from eregion.cards.modifiers import total
from eregion.games.lcg.components import CardDef, cards, fold
from eregion.games.lcg.engine import ENC, MAX_PLAYERS
from eregion.games.lcg.registry import TEXT, from_hand, static_cids
from eregion.games.lcg.state import LcgState, is_orc_guard, unseen

DEFS: dict[str, CardDef] = cards()
THREAT_LIMIT = 50  # 14.9: a player whose threat reaches 50 is eliminated
HAND_SIZE = 6  # 13.5
PLAY_AREA = ("heroes", "allies")
IN_PLAY = frozenset(("heroes", "allies", "attached", "engaged", "staging", "active", "quest"))
STATS = ("willpower", "attack", "defense", "hit_points", "threat", "engagement_cost", "quest_points")


# A player card placed face down as an enemy (Tower Gate, Out of the Dungeons): no text, no traits.
ORC_GUARD = replace(
    DEFS["01089"],
    id="orc-guard",
    name="Orc Guard",
    encounter_set=None,
    quantity=0,
    easy_quantity=None,
    traits=(),
    engagement_cost=0,
    threat=None,
    attack=1,
    defense=1,
    hit_points=1,
    has_shadow=False,
)


def could_answer(s: LcgState, p: int, on: str) -> bool:
    """Might ``p`` hold a card that answers ``on`` from his hand (``on`` empty: an action window),
    as far as the others can tell: one among his unseen cards, of this phase, that his heroes'
    resources could pay for? Then his window is posed even when he has nothing to play, so that
    being asked tells them nothing (``Decision.always_ask``). Alone, he has no one to hide from (a
    spectator has nothing to gain), and is not asked for nothing."""
    if s.n == 1 or not s.zones[(p, "hand")]:
        return False
    answers = from_hand(on)
    if not answers:
        return False
    cards = s.cards
    tried = set()
    for u in unseen(s, p):
        cid = cards[u].cid
        if cid in answers and cid not in tried:
            tried.add(cid)
            phase = TEXT[cid].event_phase
            if (phase is None or phase == s.phase) and can_afford_card(s, p, cid):
                return True
    return False


def could_plan(s: LcgState, p: int) -> bool:
    """Might ``p`` hold an ally or attachment he could pay for in the planning phase, as far as the
    others can tell (see :func:`could_answer`)?"""
    if s.n == 1 or not s.zones[(p, "hand")]:
        return False
    cids = {s.cards[u].cid for u in unseen(s, p)}
    return any(DEFS[c].type in ("ally", "attachment") and can_afford_card(s, p, c) for c in cids)


def d(s: LcgState, uid: int) -> CardDef:
    """The printed facts of a card as it is now (an Orc Guard's, while it is one: ``is_orc_guard``,
    written out here because every filter asks)."""
    c = s.cards[uid]
    if c.owner != ENC and c.zone in ENEMY_ZONES:
        return ORC_GUARD
    return DEFS[c.cid]


ENEMY_ZONES = frozenset(("engaged", "staging"))
"""Where a player's card can only be a face-down Orc Guard."""


def name(s: LcgState, uid: int) -> str:
    if uid < 0:
        return "nobody"
    c = s.cards[uid]  # (``d`` written out)
    return ORC_GUARD.name if c.owner != ENC and c.zone in ENEMY_ZONES else DEFS[c.cid].name


def in_play(s: LcgState, uid: int) -> bool:
    return s.cards[uid].zone in IN_PLAY


def stat(s: LcgState, uid: int, which: str) -> int:
    """A printed number plus lasting modifiers, at least 0 (4.11.7, 4.11.9)."""
    c = s.cards[uid]  # (``d`` written out: a stat is read ~80 times a game)
    dd = ORC_GUARD if c.owner != ENC and c.zone in ENEMY_ZONES else DEFS[c.cid]
    if which == "quest_points" and dd.type == "quest":
        assert dd.sides is not None
        base = dd.sides.b.quest_points or 0
    else:
        base = getattr(dd, which) or 0
    if s.mods:  # (the calls made only when they may add something: a stat is read ~120 times a game)
        base += total(s.mods, uid, which)
    if which in s.in_game.changed:
        base += passive(s, uid, which)
    return max(0, base)


STAGING = -1  # the target of modifiers to the staging area's total threat (Under the Shadow)
PLAYER_TARGET = 1000  # modifiers to a player (``PLAYER_TARGET + p``): Stand Together


def player_flag(s: LcgState, p: int, which: str) -> bool:
    """A lasting effect on a player ("may declare any number of defenders": Stand Together)."""
    return total(s.mods, PLAYER_TARGET + p, which) > 0


_STATIC_ZONES = tuple(
    tuple((p, z) for p in range(n) for z in ("heroes", "allies", "attached", "engaged"))
    + ((ENC, "staging"), (ENC, "active"))
    for n in range(MAX_PLAYERS + 1)
)
"""Per player count, the zones whose cards' passive effects are in force, in the order they apply."""


def passive_sources(s: LcgState, which: str) -> tuple[int, ...]:
    """The cards in play with a passive effect on ``which`` (a face-down Orc Guard has none): read
    for every card's every changed stat, so worked out once while no card is written or moves."""
    remembered = ("sources", which)
    found: tuple[int, ...] | None = s.memo.get(remembered)
    if found is not None:
        return found
    want = static_cids(which)
    out = []
    if want:
        cards, zones = s.cards, s.zones
        for key in _STATIC_ZONES[s.n]:
            for u in zones[key]:
                c = cards[u]
                if c.cid in want and (c.owner == ENC or key[1] not in ("engaged", "staging")):
                    out.append(u)
    found = s.memo[remembered] = tuple(out)
    return found


def passive_reach(s: LcgState, which: str) -> frozenset[int] | None:
    """The cards that the passive effects in play on ``which`` can change (each one's bearer, or its
    own card; None when one may change any card): every other card's ``which`` is its printed number
    and its modifiers. Worked out once while no card is written or moves."""
    remembered = ("reach", which)
    memo = s.memo
    if remembered in memo:
        return memo[remembered]  # type: ignore[no-any-return]
    reach: set[int] = set()
    for src in passive_sources(s, which):
        for st in TEXT[s.cards[src].cid].statics:
            if st.stat == which:
                cards = st.reach(s, src)
                if cards is None:
                    memo[remembered] = None
                    return None
                reach.update(cards)
    found = memo[remembered] = frozenset(reach)
    return found


def passive(s: LcgState, uid: int, which: str) -> int:
    """The sum of the passive effects in play on one stat, flag, trait or icon of ``uid`` (4.1)."""
    if which not in s.in_game.changed:  # most stats: no card of the game changes them
        return 0
    n = 0
    for src in passive_sources(s, which):
        for st in TEXT[s.cards[src].cid].statics:
            if st.stat == which:
                n += st.value(s, src, uid)
    return n


def flag(s: LcgState, uid: int, which: str) -> bool:
    """A yes/no effect on a card: "cannot attack" (no_attack), "does not contribute its threat"."""
    n = total(s.mods, uid, which) if s.mods else 0
    if which in s.in_game.changed:
        n += passive(s, uid, which)
    return n > 0


def has_trait(s: LcgState, uid: int, trait: str) -> bool:
    """Printed traits and traits gained (Steward of Gondor)."""
    return DEFS[s.cards[uid].cid].has_trait(trait) or passive(s, uid, "trait:" + fold(trait)) > 0


def willpower(s: LcgState, uid: int) -> int:
    return stat(s, uid, "willpower")


def attack(s: LcgState, uid: int) -> int:
    return stat(s, uid, "attack")


def defense(s: LcgState, uid: int) -> int:
    return stat(s, uid, "defense")


def attack_against(s: LcgState, uid: int, enemy: int) -> int:
    """A character's attack against one enemy: its attack plus bonuses that depend on the target
    (Blade of Gondolin against an Orc, Dunhere against an enemy in the staging area)."""
    n = attack(s, uid)
    if s.cards[enemy].zone == "staging":
        n += passive(s, uid, "attack_vs_staging")
    for t in DEFS[s.cards[enemy].cid].traits:
        n += passive(s, uid, "attack_vs:" + fold(t))
    return n


def hit_points(s: LcgState, uid: int) -> int:
    return stat(s, uid, "hit_points")


def threat(s: LcgState, uid: int) -> int:
    return stat(s, uid, "threat")


def engagement_cost(s: LcgState, uid: int) -> int:
    return stat(s, uid, "engagement_cost")


def keyword(s: LcgState, uid: int, kw: str) -> int:
    """A keyword's value (Doomed 2 -> 2, Sentinel -> 1), printed or granted until a boundary."""
    c = s.cards[uid]  # (``d`` written out: some 30 keywords read a game)
    n = (ORC_GUARD if c.owner != ENC and c.zone in ENEMY_ZONES else DEFS[c.cid]).keyword(kw)
    return n + total(s.mods, uid, kw) if s.mods else n


# --- players ---------------------------------------------------------------------------------------


def active_players(s: LcgState) -> list[int]:
    """Players still in the game, clockwise from the first player (8.1)."""
    n, out = s.n, s.out
    if n == 1:
        return [] if out[0] else [0]
    first = s.first
    return [p for p in ((first + i) % n for i in range(n)) if not out[p]]


def turn_order(s: LcgState) -> tuple[int, ...]:
    """:func:`active_players` as a tuple (an action or response window's order, some 90 a game):
    while nobody is out, the table's order from the first player, made once per seat count."""
    if True in s.out:
        return tuple(active_players(s))
    return TURN_ORDERS[s.n][s.first]


TURN_ORDERS = tuple(
    tuple(tuple((f + i) % n for i in range(n)) for f in range(n)) for n in range(MAX_PLAYERS + 1)
)
"""The table's order from each first player, by seat count (``TURN_ORDERS[n][first]``)."""


def next_player(s: LcgState, p: int) -> int:
    """The next player still in the game to the left of ``p`` (8.3), ``p`` itself if alone."""
    for i in range(1, s.n + 1):
        q = (p + i) % s.n
        if not s.out[q]:
            return q
    return p


def heroes(s: LcgState, p: int) -> list[int]:
    return list(s.zones[(p, "heroes")])


def heroes_all_dead(s: LcgState, p: int) -> bool:
    """All of ``p``'s heroes are killed (14.9): none in play and none held prisoner, a hero set aside
    alive until it is rescued (Escape from Dol Guldur)."""
    return not s.zones[(p, "heroes")] and not s.zones[(p, "aside")]


def characters(s: LcgState, p: int) -> list[int]:
    """Heroes and allies ``p`` controls (3.4.5)."""
    return s.zones[(p, "heroes")] + s.zones[(p, "allies")]


def ready_characters(s: LcgState, p: int) -> list[int]:
    zones, cards = s.zones, s.cards
    return [u for u in zones[(p, "heroes")] + zones[(p, "allies")] if not cards[u].exhausted]


def can_defend(s: LcgState, p: int) -> list[int]:
    """Ready characters of ``p`` that may defend (not under "cannot defend": Gandalf's Map)."""
    return _unflagged(s, ready_characters(s, p), "no_defend")


def can_attack(s: LcgState, p: int) -> list[int]:
    """Ready characters of ``p`` that may attack (not under "cannot attack": Gandalf's Map)."""
    return _unflagged(s, ready_characters(s, p), "no_attack")


def _unflagged(s: LcgState, uids: list[int], which: str) -> list[int]:
    """The cards of ``uids`` without the flag ``which`` (:func:`flag`), each asked only when a lasting
    or passive effect may give it."""
    if not s.mods and which not in s.in_game.changed:
        return uids
    return [u for u in uids if not flag(s, u, which)]


def engaged(s: LcgState, p: int) -> list[int]:
    return list(s.zones[(p, "engaged")])


def all_engaged(s: LcgState) -> list[int]:
    return [u for p in range(s.n) for u in s.zones[(p, "engaged")]]


def staging(s: LcgState) -> list[int]:
    return list(s.zones[(ENC, "staging")])


def enemies_in_staging(s: LcgState) -> list[int]:
    cards = s.cards  # (a player's card there is a face-down Orc Guard, an enemy: ``d`` in short)
    return [
        u for u in s.zones[(ENC, "staging")] if (c := cards[u]).owner != ENC or DEFS[c.cid].type == "enemy"
    ]


def locations_in_staging(s: LcgState) -> list[int]:
    return [u for u in s.zones[(ENC, "staging")] if DEFS[s.cards[u].cid].type == "location"]


def enemies_in_play(s: LcgState) -> list[int]:
    return enemies_in_staging(s) + all_engaged(s)


def active_location(s: LcgState) -> int | None:
    z = s.zones[(ENC, "active")]
    return z[0] if z else None


def current_quest(s: LcgState) -> int | None:
    z = s.zones[(ENC, "quest")]
    return z[0] if z else None


def staging_threat(s: LcgState) -> int:
    """The total threat of the cards in the staging area (14.3.3); engaged enemies do not count
    (14.3.6). Worked out once while what it reads stands (:func:`_totals`)."""
    totals = _totals(s)
    n = totals.get("staging_threat")
    if n is None:
        n = sum(
            threat(s, u)
            for u in s.zones[(ENC, "staging")]
            if DEFS[s.cards[u].cid].threat is not None and not flag(s, u, "no_threat")
        )
        n = totals["staging_threat"] = max(0, n + total(s.mods, STAGING, "threat"))
    return n


def committed_willpower(s: LcgState) -> int:
    """The willpower of the characters committed to the quest (14.3.3), worked out once while what
    it reads stands (:func:`_totals`)."""
    totals = _totals(s)
    n = totals.get("committed_willpower")
    if n is None:
        n = totals["committed_willpower"] = sum(willpower(s, u) for u in s.committed if in_play(s, u))
    return n


TOTALS = "rules: totals"
"""The key in the state's memo of the totals :func:`_totals` keeps."""


def _totals(s: LcgState) -> dict[str, int]:
    """The staging area's threat and the committed willpower as last worked out from this position
    (what the environment's observations read at every move, and the quest's resolution): kept in
    the state's memo, which empties when a card is written or moves, for as long as the modifiers
    and the committed characters are the same objects. A stat reads the cards, the modifiers and,
    through a passive effect's condition, at most the committed characters (tests check every
    static ability against that, and these totals against the long way at every step of random
    games)."""
    kept = s.memo.get(TOTALS)
    if kept is None or kept[0] is not s.mods or kept[1] is not s.committed:
        kept = s.memo[TOTALS] = (s.mods, s.committed, {})
    return kept[2]  # type: ignore[no-any-return]


def attachments(s: LcgState, host: int) -> list[int]:
    return [u for p in range(s.n) for u in s.zones[(p, "attached")] if s.cards[u].host == host]


def guards(s: LcgState, objective: int) -> list[int]:
    """The encounter cards in play guarding an objective (4.10.6, FAQ 1.17)."""
    cand = s.zones[(ENC, "staging")] + s.zones[(ENC, "active")] + all_engaged(s)
    return [u for u in cand if s.cards[u].host == objective]


def shadows(s: LcgState, enemy: int) -> list[int]:
    return [u for z in ("shadow", "shadow_up") for u in s.zones[(ENC, z)] if s.cards[u].host == enemy]


# --- playing cards ---------------------------------------------------------------------------------


def spheres(s: LcgState, hero: int) -> tuple[str, ...]:
    """A hero's resource icons: in the Core Set one, its own sphere (3.3.1)."""
    sp = DEFS[s.cards[hero].cid].sphere
    out = (sp,) if sp else ()
    for extra in ("leadership", "tactics", "spirit", "lore"):
        if extra != sp and passive(s, hero, "sphere:" + extra) > 0:
            out += (extra,)
    return out


def payers(s: LcgState, p: int, sphere: str | None) -> list[int]:
    """Heroes of ``p`` whose resources may pay for a card of ``sphere``: a resource match, or any
    hero for a neutral card (5.2, 5.4)."""
    if sphere == "neutral" or sphere is None:
        return heroes(s, p)
    key = "sphere:" + sphere
    if key not in s.in_game.changed:  # no card of the game can give a hero this icon
        return [h for h in s.zones[(p, "heroes")] if DEFS[s.cards[h].cid].sphere == sphere]
    return [h for h in heroes(s, p) if DEFS[s.cards[h].cid].sphere == sphere or passive(s, h, key) > 0]


def pay_splits(
    s: LcgState, p: int, uid: int, left: int, paid: tuple[int, ...]
) -> list[tuple[tuple[int, int], ...]]:
    """Every way ``p`` may pay the ``left`` resources still owed for ``uid`` (5.2): per way, the
    heroes that pay and how many each, in the order of :func:`payers` (most from the first first). One way means
    nothing to choose (a lone payer, or every matching resource spent); Thicket of Spears takes at
    most one from each hero, none from one in ``paid``."""
    who = payers(s, p, DEFS[s.cards[uid].cid].sphere)
    t = TEXT.get(s.cards[uid].cid)
    distinct = t is not None and t.distinct_payers
    caps = [0 if distinct and h in paid else min(s.cards[h].tokens, 1 if distinct else left) for h in who]
    if sum(caps) == left:  # the one way: every resource they may give (most often a lone payer)
        return [tuple([(h, k) for h, k in zip(who, caps) if k])]
    out: list[tuple[tuple[int, int], ...]] = []

    def fill(i: int, rest: int, way: tuple[tuple[int, int], ...]) -> None:
        if rest == 0:
            out.append(way)
            return
        if sum(caps[i:]) < rest:
            return
        for k in range(min(caps[i], rest), -1, -1):
            fill(i + 1, rest - k, (*way, (who[i], k)) if k else way)

    fill(0, left, ())
    return out


def cost(s: LcgState, uid: int) -> int:
    """The resources to pay: the printed cost, X counting as 0 (5.3)."""
    c = DEFS[s.cards[uid].cid].cost
    return c if isinstance(c, int) else 0


def can_afford(s: LcgState, p: int, uid: int) -> bool:
    """Enough matching resources; a cost of 0 still needs a hero of the sphere (5.2)."""
    return can_afford_card(s, p, s.cards[uid].cid)


def can_afford_card(s: LcgState, p: int, cid: str) -> bool:
    """:func:`can_afford` for a card known by its id: it depends on nothing else of the card."""
    dd = DEFS[cid]
    c = dd.cost
    need = c if isinstance(c, int) else 0
    cards = s.cards
    heroes = s.zones[(p, "heroes")]
    if need:  # short of resources whoever pays: no need to look at spheres (``_tokens`` written out)
        n = 0
        for h in heroes:
            n += cards[h].tokens
        if n < need:
            return False
    sphere = dd.sphere
    if sphere != "neutral" and sphere is not None and "sphere:" + sphere not in s.in_game.changed:
        # (``payers`` written out for the common case: each hero's own sphere; done once they pay it)
        n = 0
        for h in heroes:
            card = cards[h]
            if DEFS[card.cid].sphere == sphere:
                n += card.tokens
                if n >= need:
                    return True
        return False
    who = payers(s, p, sphere)
    return bool(who) and _tokens(cards, who) >= need


def _tokens(cards: list, heroes: list[int]) -> int:
    n = 0
    for h in heroes:
        n += cards[h].tokens
    return n


def title_in_play(s: LcgState, title: str) -> bool:
    """A unique card with this title is in play under any player (3.4.3)."""
    want = fold(title)
    for p in range(s.n):
        for z in ("heroes", "allies", "attached"):
            for u in s.zones[(p, z)]:
                dd = DEFS[s.cards[u].cid]
                if fold(dd.name) == want:
                    return True
    return False


def attach_targets(s: LcgState, p: int, uid: int) -> list[int]:
    """Cards the attachment's "attach to" restriction allows (6.1.4: a play restriction only)."""
    to = DEFS[s.cards[uid].cid].attach_to
    out: list[int] = []
    if to in ("hero", "character", "ally"):
        for q in active_players(s):
            if to != "ally":
                out += s.zones[(q, "heroes")]
            if to != "hero":
                out += s.zones[(q, "allies")]
    elif to == "location":
        out = locations_in_staging(s) + s.zones[(ENC, "active")]
    elif to == "enemy":
        out = enemies_in_play(s)
    elif to == "engaged_enemy":
        out = all_engaged(s)
    return sorted(u for u in out if not _no_attachments(s, u))


def _no_attachments(s: LcgState, uid: int) -> bool:
    """No attachments can be played on this card (Nazgûl of Dol Guldur, FAQ errata)."""
    t = TEXT.get(s.cards[uid].cid)
    return t is not None and t.no_attachments and not is_orc_guard(s, uid)


ONE_ALLY_STAGES = ("01123", "01124")  # The Necromancer's Tower, Through the Caverns
ALLY_PLAYED = ("ally_played",)  # the group's count of ally cards played this round (``Limits``)


def ally_limit_reached(s: LcgState) -> bool:
    """The Necromancer's Tower and Through the Caverns: the group plays at most one ally card each
    round; an ally put into play does not count and is not stopped (FAQ 1.16)."""
    q = current_quest(s)
    return q is not None and s.cards[q].cid in ONE_ALLY_STAGES and s.limits.used("round", ALLY_PLAYED) >= 1


def can_play(s: LcgState, p: int, uid: int) -> bool:
    """Allies and attachments in the planning phase (14.2); events wait for their abilities."""
    cid = s.cards[uid].cid
    dd = DEFS[cid]
    if dd.type not in ("ally", "attachment"):
        return False
    if not can_afford_card(s, p, cid):
        return False
    if dd.unique and title_in_play(s, dd.name):
        return False
    if dd.type == "ally":
        return not ally_limit_reached(s)
    return bool(attach_targets(s, p, uid))


def restricted_on(s: LcgState, host: int) -> list[int]:
    return [u for u in attachments(s, host) if keyword(s, u, "restricted")]


def dead_heroes(s: LcgState, p: int) -> list[int]:
    return [u for u in s.zones[(p, "discard")] if DEFS[s.cards[u].cid].type == "hero"]


def victory_points(s: LcgState) -> int:
    return sum(DEFS[s.cards[u].cid].victory_points or 0 for u in s.zones[(ENC, "victory")])


def score(s: LcgState) -> int:
    """The group's score after a win (lower is better): each player's threat, the damage on his
    heroes and the threat cost of his dead heroes, less the victory points earned (4.10.15, 7.6)."""
    n = 0
    for p in range(s.n):
        n += s.threat[p]
        n += sum(s.cards[h].wounds for h in s.zones[(p, "heroes")])
        n += sum(DEFS[s.cards[h].cid].threat_cost or 0 for h in dead_heroes(s, p))
    return n - victory_points(s)
