"""What the rules compute from a position: activity, spotting, strength, costs, archery totals.

Sections quoted are from the expanded starter rulebook (``../shared/seeds/002_*``); edge cases follow
the Comprehensive Rules 4.2. Static abilities ("while you can spot...", "each companion's twilight
cost is +2") are recomputed on every query, so they start and stop with their conditions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import TYPE_CHECKING, NamedTuple

from eregion.cards.modifiers import total
from eregion.games.tcg.borrowing import text_of
from eregion.games.tcg.components import PHASES, SIDES, CardDef, cards
from eregion.games.tcg.game_facts import game_facts
from eregion.games.tcg.registry import TEXT
from eregion.games.tcg.state import OUT_OF_PLAY, unseen

if TYPE_CHECKING:
    from eregion.games.tcg.registry import StaticAbility
    from eregion.games.tcg.state import TcgState

_new = tuple.__new__  # (numbers kept without the named tuple's own ``__new__``: a call less)

DEFS: dict[str, CardDef] = cards()
KW: dict[str, dict[str, int]] = {cid: dict(d.keywords) for cid, d in DEFS.items()}
IN_PLAY = frozenset(("fellowship", "support", "shadow", "attached"))
CHARACTERS = frozenset(("companion", "ally", "minion"))
SIDE: dict[str, str | None] = {cid: dd.side for cid, dd in DEFS.items()}
_FP_ZONES = ("fellowship", "support")
OVERWHELM = 2  # "at least double the total strength of the other side"
HAND_SIZE = 8
WEAPONS = ("hand_weapon", "ranged_weapon")


def d(s: TcgState, uid: int) -> CardDef:
    return DEFS[s.cards[uid].cid]


def in_play(s: TcgState, uid: int) -> bool:
    return s.cards[uid].zone in IN_PLAY


def active(s: TcgState, uid: int) -> bool:
    """ "During your turn, your Free Peoples cards and your opponents' Shadow cards are the only ones
    that are active"; cards borne by a card follow their bearer (002, "Active and inactive")."""
    c = s.cards[uid]
    if c.zone not in IN_PLAY:
        return False
    if c.host is not None and s.cards[c.host].zone != "path":
        return active(s, c.host)
    side = DEFS[c.cid].side
    if side == "free":
        return c.controller == s.fp
    if side == "shadow":
        return c.controller != s.fp
    return c.owner == s.fp  # The One Ring


def play_uids(s: TcgState) -> list[int]:
    """Every active card in play (characters, supports, borne cards). The hottest query of the
    rules, so it reads the zones directly: a borne card is active when its bearer is, and a bearer
    is active when it is the Free Peoples player's character or the Shadow player's minion."""
    fp = s.fp
    hit = s.memo.get("play_uids")
    if hit is not None and hit[0] == fp:
        return hit[1]
    out = _active(s, fp)
    s.memo["play_uids"] = (fp, out)
    return out


def _active(s: TcgState, fp: int) -> list[int]:
    """:func:`play_uids` worked out, when not kept (nearly every call finds it kept)."""
    z = s.zones
    cards = s.cards
    sh = 1 - fp
    out = z[(fp, "fellowship")][:]
    for u in z[(fp, "support")]:  # (loops: no closure cell)
        if SIDE[cards[u].cid] == "free":
            out.append(u)
    out += z[(sh, "shadow")]
    for u in z[(sh, "support")]:
        if SIDE[cards[u].cid] == "shadow":
            out.append(u)
    for p in (0, 1):
        for u in z[(p, "attached")]:
            h = cards[u].host
            if h is None:
                continue
            hc = cards[h]
            if hc.zone == "shadow" and hc.controller == sh or hc.zone in _FP_ZONES and hc.controller == fp:
                out.append(u)
            elif hc.zone == "path" and (cards[u].controller == sh) == (SIDE[cards[u].cid] == "shadow"):
                out.append(u)  # a condition on a site: active as its side's cards are
    return out


def stacked_on(s: TcgState, uid: int) -> list[int]:
    """The cards stacked on card ``uid`` (``stacking``), its owner's first."""
    cards = s.cards
    return [u for p in (0, 1) for u in s.zones[(p, "stacked")] if cards[u].host == uid]


def companions(s: TcgState, p: int | None = None) -> list[int]:
    return list(s.zones[(s.fp if p is None else p, "fellowship")])


def minions(s: TcgState) -> list[int]:
    return list(s.zones[(1 - s.fp, "shadow")])


def allies(s: TcgState) -> list[int]:
    cards, out = s.cards, []
    for u in s.zones[(s.fp, "support")]:  # (a loop: no closure cell at every call)
        if DEFS[cards[u].cid].type == "ally":
            out.append(u)
    return out


def site_number(s: TcgState) -> int:
    """The number of the site the active fellowship is at."""
    return s.pos[s.fp]


def current_site(s: TcgState) -> int | None:
    n = s.pos[s.fp]
    return s.path[n] if n else None


def site_has(s: TcgState, keyword: str) -> bool:
    u = current_site(s)
    return u is not None and keyword in KW[s.cards[u].cid]


def at_home(s: TcgState, uid: int) -> bool:
    """An ally takes part in archery fire and skirmishes while the fellowship is at its home, or while
    a card allows it (Thrarin: ``participation.Participate``)."""
    return DEFS[s.cards[uid].cid].home == site_number(s) or total(s.mods, uid, "participates") > 0


def bearer_items(s: TcgState, uid: int) -> tuple[int, ...]:
    """The cards ``uid`` bears, in zone order. Read for every character's strength and vitality,
    so the cards borne by each bearer are worked out once while no card is written or moves."""
    borne = s.memo.get("borne")
    if borne is None:
        lists: dict[int, list[int]] = {}
        cards = s.cards
        for p in (0, 1):
            for u in s.zones[(p, "attached")]:
                host = cards[u].host
                if host is not None:
                    lists.setdefault(host, []).append(u)
        borne = s.memo["borne"] = {host: tuple(items) for host, items in lists.items()}
    return borne.get(uid, ())  # type: ignore[no-any-return]


def statics(s: TcgState) -> list[tuple[int, StaticAbility]]:
    """The static abilities in force: active cards in play and the active fellowship's site."""
    fp = s.fp
    n = s.pos[fp]
    site = s.path[n] if n and s.phase != "setup" else None  # (current_site, inline: asked very often)
    hit = s.memo.get("statics")
    if hit is not None and hit[0] == fp and hit[1] == site:
        return hit[2]
    out = []
    cards = s.cards
    for u in play_uids(s):
        t = TEXT.get(cards[u].cid)
        if t is not None and t.site_text:  # (``text_of`` only for a text that may borrow a site's)
            t = text_of(s, u)
        if t is not None and t.statics:
            for st in t.statics:
                out.append((u, st))
    if site is not None:
        t = TEXT.get(cards[site].cid)
        if t is not None:
            for st in t.statics:
                out.append((site, st))
    s.memo["statics"] = (fp, site, out)
    return out


def statics_on(s: TcgState, stat: str) -> list[tuple[int, StaticAbility]]:
    """The static abilities in force that change ``stat``, picked out of :func:`statics` once per
    list of them (a strength is read for every character at every look)."""
    if stat not in (s.facts or game_facts(s)).stats:
        return _NONE
    every = statics(s)
    hit = s.memo.get("statics_on")
    if hit is None or hit[0] is not every:
        hit = s.memo["statics_on"] = (every, {})
    found: list[tuple[int, StaticAbility]] | None = hit[1].get(stat)
    if found is None:
        found = hit[1][stat] = []
        for src, st in every:  # (a loop: a comprehension would make ``stat`` a cell at every call)
            if st.stat == stat:
                found.append((src, st))
    return found


_NONE: list[tuple[int, StaticAbility]] = []


def keyword(s: TcgState, uid: int, name: str) -> int:
    """A keyword's value (0 when absent): printed, granted until a boundary, or by a static ability
    ("bearer is damage +1")."""
    n = KW[s.cards[uid].cid].get(name, 0)
    if s.mods:  # (most often none: no call)
        n += total(s.mods, uid, name)
    for src, st in statics_on(s, name):
        if st.applies(s, src, uid):
            n += st.amount(s, src)
    return n


def strength(s: TcgState, uid: int) -> int:
    """Printed strength + borne items + lasting modifiers + static abilities; never below 0 (002,
    "When all modifiers are applied to a number ... if its final value is less than zero, then that
    number is zero"). Kept while what it reads stands (:func:`kept`)."""
    k = kept(s, "strength", _STRENGTH)
    n = k.numbers.get(uid)
    if n is None:
        n = k.numbers[uid] = _strength(s, uid, k.on["strength"], k.on["weaponless"])
    return n


_STRENGTH = ("strength", "weaponless")


def texts_on(stats: frozenset[str]) -> frozenset[str]:
    """The card ids whose text has a static ability on one of ``stats``, or may borrow a site's:
    while none of them in play is active and the fellowship's site is none of them, no such ability
    is in force (the sources :func:`statics` reads). Ask once every text is registered (the game's
    modules register them when imported)."""
    return frozenset(
        cid for cid, t in TEXT.items() if t.site_text or any(st.stat in stats for st in t.statics)
    )


STANDING: dict[str, Callable[[TcgState], object]] = {
    "assign": attrgetter("assign"),
    "burdens": lambda s: s.burdens[s.fp],
    "first_orc_played": attrgetter("first_orc_played"),
    "limits": lambda s: tuple(s.limits.counts.items()),
    "phase": attrgetter("phase"),
    "piles": lambda s: tuple([tuple(s.zones[(p, zone)]) for p in (0, 1) for zone in OUT_OF_PLAY]),
    "pool": attrgetter("pool"),
    "rb": lambda s: s.rb[s.fp],
    "skirmish": attrgetter("skirmish"),
    "wearing": attrgetter("wearing"),
    "wounds": lambda s: tuple([c.wounds for c in s.cards]),
}
"""Every part of the position a static ability may read beyond the cards in play, the modifiers, the
Free Peoples player and his site (the words of the vocabulary's ``depends_on``), and how each is
taken to be compared: as a value, never a list the game changes in place. "piles": the zones out
of play (a card that moves between them leaves the kept numbers)."""


def strengths(s: TcgState, uids: Iterable[int] = ()) -> dict[int, int]:
    """The strengths worked out so far while what they read stands (:func:`kept`), those of
    ``uids`` among them. Read at every look of an observation and in every skirmish: no static
    ability on strength is in force at most of them, and a lasting modifier or a site changes
    between few."""
    k = kept(s, "strength", _STRENGTH)
    numbers = k.numbers
    for u in uids:
        if u not in numbers:
            numbers[u] = _strength(s, u, k.on["strength"], k.on["weaponless"])
    return numbers


def strength_with(
    s: TcgState, uid: int, boosts: list[tuple[int, StaticAbility]], bans: list[tuple[int, StaticAbility]]
) -> int:
    """:func:`strength` with ``boosts`` and ``bans`` the static abilities in force on strength and on
    weaponless, or all of those that may apply to ``uid``: the RL observation works out these for
    the characters touched, where :func:`strengths` would work out every character's once any card
    in play is written or moves."""
    return _strength(s, uid, boosts, bans)


class Kept(NamedTuple):
    """Numbers worked out with the static abilities on some stats in force (:func:`kept`)."""

    at: tuple[object, ...]  # the modifiers, the Free Peoples player, his site, whether in setup
    parts: tuple[str, ...]  # the parts of the position those abilities read (:data:`STANDING`)
    values: tuple[object, ...]  # and what they were
    on: dict[str, list[tuple[int, StaticAbility]]]  # per stat, those abilities (``statics_on``)
    numbers: dict[int, int]  # by card uid; -1: the game's


def kept(s: TcgState, key: str, stats: tuple[str, ...]) -> Kept:
    """Numbers worked out with the static abilities on ``stats`` in force (by card uid; -1: the
    game's), kept in ``memo["kept"]`` under ``key`` while the modifiers, the Free Peoples player,
    his site and the parts of the position those abilities read (their ``depends_on``) stay the
    same, and no card in play is written or moves (:meth:`TcgState.move` keeps them when a card
    moves between zones out of play, less its own numbers); empty numbers to fill once any of them
    changed."""
    fp = s.fp
    at = (s.mods, fp, s.pos[fp], s.phase == "setup")  # (``statics`` keeps its list by the site too)
    every = s.memo.get("kept")
    if every is None:
        every = s.memo["kept"] = {}
    hit = every.get(key)
    if hit is not None and hit[0] == at:
        parts = hit[1]
        if not parts or hit[2] == tuple([STANDING[part](s) for part in parts]):
            return hit  # type: ignore[no-any-return]
    parts = _standing(s, stats)
    on = {stat: statics_on(s, stat) for stat in stats}
    hit = every[key] = _new(Kept, (at, parts, tuple([STANDING[part](s) for part in parts]), on, {}))
    return hit


def _standing(s: TcgState, stats: tuple[str, ...]) -> tuple[str, ...]:
    """The parts of the position (:data:`STANDING`) that the static abilities in force on ``stats``
    read, and those on the keywords they ask about ("stat:NAME"): named, so a state pickles."""
    words: set[str] = set()
    todo, done = list(stats), set()
    while todo:
        stat = todo.pop()
        if stat not in done:
            done.add(stat)
            for _, st in statics_on(s, stat):
                for word in st.depends_on:
                    if word.startswith("stat:"):
                        todo.append(word[5:])
                    else:
                        words.add(word)
    return tuple(sorted(words))


def _strength(
    s: TcgState, uid: int, boosts: list[tuple[int, StaticAbility]], bans: list[tuple[int, StaticAbility]]
) -> int:
    """:func:`strength` worked out, with the static abilities on strength and weaponless in force:
    most often no modifier and no such ability is in force, and the sums over them are skipped."""
    mods = s.mods
    n = DEFS[s.cards[uid].cid].strength or 0
    items = bearer_items(s, uid)
    weaponless = bool(bans) and any(st.applies(s, src, uid) for src, st in bans)
    for item in items:
        dd = DEFS[s.cards[item].cid]
        if not dd.strength or weaponless and dd.item_class in WEAPONS:
            continue
        if not (mods and total(mods, item, "no_bonus")):
            n += dd.strength
    if mods:
        n += total(mods, uid, "strength")
        if weaponless:  # no bonus from a weapon's own ability either (a pump whose source is a weapon)
            n -= sum(
                m.amount
                for m in mods
                if m.target == uid
                and m.stat == "strength"
                and m.source in items
                and DEFS[s.cards[m.source].cid].item_class in WEAPONS
            )
    for src, st in boosts:
        if st.applies(s, src, uid) and not total(mods, src, "no_bonus"):
            n += st.amount(s, src)
    return max(0, n)


def vitality(s: TcgState, uid: int) -> int:
    """Printed vitality + borne cards' bonuses (a tale, The One Ring, Isildur's Bane)."""
    n = DEFS[s.cards[uid].cid].vitality or 0
    for item in bearer_items(s, uid):
        n += DEFS[s.cards[item].cid].vitality or 0
    return n


def exhausted(s: TcgState, uid: int) -> bool:
    """One wound away from death: such a character cannot exert."""
    return s.cards[uid].wounds + 1 >= vitality(s, uid)


def can_heal(s: TcgState, uid: int) -> bool:
    """Wounded, and not kept from healing ("while at a sanctuary, bearer cannot heal")."""
    return s.cards[uid].wounds > 0 and not keyword(s, uid, "no_heal")


def can_unburden(s: TcgState, p: int) -> bool:
    """May burdens be removed from ``p``'s Ring-bearer (not while he bears Black Breath)?"""
    return not keyword(s, s.rb[p], "no_unburden") if in_play(s, s.rb[p]) else True


def corrupting(s: TcgState) -> bool:
    """Does a static ability corrupt the Ring-bearer now (The Irresistible Shadow)?"""
    return s.phase != "setup" and _holds(s, "corruption", -1)


def _holds(s: TcgState, stat: str, uid: int) -> bool:
    """Does a static ability in force on ``stat`` apply to ``uid`` (-1: to the game)? A plain loop:
    asked at every window, over a list that is most often empty of them; none when no card of the
    game has a static ability on ``stat``."""
    if stat not in (s.facts or game_facts(s)).stats:
        return False
    for src, st in statics(s):
        if st.stat == stat and st.applies(s, src, uid):
            return True
    return False


_NO_SPECIALS = {phase: f"no_{phase}_specials" for phase in PHASES}


def forbidden(s: TcgState, uid: int) -> bool:
    """May no player play this card now ("stealth events may not be played")?"""
    return _holds(s, "unplayable", uid)


def silenced(s: TcgState, phase: str) -> bool:
    """May no player use special abilities of this phase now ("no skirmish special abilities")?"""
    return _holds(s, _NO_SPECIALS[phase], -1)


def skipped(s: TcgState, what: str) -> bool:
    """Is a phase skipped ("skip the archery phase"; "skirmishes": no assignment and skirmish phases)?"""
    return _holds(s, f"skip_{what}", -1)


def shielded(s: TcgState, uid: int, p: int) -> bool:
    """May ``p`` not discard this card from play ("your opponent may not discard your [shire] tales
    from play": Pippin, Friend to Frodo)?"""
    if s.cards[uid].controller == p:
        return False
    return _holds(s, "shielded", uid)


def can_exert(s: TcgState, uid: int) -> bool:
    c = s.cards[uid]
    return c.zone in IN_PLAY and DEFS[c.cid].type in CHARACTERS and not exhausted(s, uid)


def roaming(s: TcgState, uid: int) -> bool:
    """A minion whose site number is higher than the fellowship's site (002, "Roaming")."""
    return (DEFS[s.cards[uid].cid].site or 0) > site_number(s)


def skirmishing(s: TcgState, uid: int) -> bool:
    sk = s.skirmish
    return sk is not None and (uid == sk[0] or uid in sk[1])


def opponents_in_skirmish(s: TcgState, uid: int) -> tuple[int, ...]:
    sk = s.skirmish
    if sk is None:
        return ()
    if uid == sk[0]:
        return sk[1]
    if uid in sk[1]:
        return (sk[0],) if sk[0] >= 0 else ()
    return ()


def twilight_cost(s: TcgState, uid: int, discount: int = 0) -> int:
    """The twilight to add (Free Peoples) or remove (Shadow) to play a card, before any roaming
    penalty; modifiers from static abilities and the playing ability's discount, at least 0."""
    n = (DEFS[s.cards[uid].cid].twilight or 0) - discount
    if s.phase != "setup":
        for src, st in statics(s):
            if st.stat == "cost" and st.applies(s, src, uid):
                n += st.amount(s, src)
        own = TEXT.get(s.cards[uid].cid)  # "this minion's twilight cost is -3" works from hand
        for st in own.statics if own is not None else ():
            if st.stat == "cost" and st.target == "self" and st.applies(s, uid, uid):
                n += st.amount(s, uid)
    return max(0, n)


def roaming_penalty(s: TcgState, uid: int) -> int:
    """2 for a minion whose site number is higher than the fellowship's site, with the modifiers of
    static abilities ("the roaming penalty for each [sauron] minion you play is -1"), at least 0."""
    dd = DEFS[s.cards[uid].cid]
    if dd.type != "minion" or (dd.site or 0) <= s.pos[s.fp]:  # (:func:`site_number`, inline)
        return 0
    n = 2
    for src, st in statics(s):
        if st.stat == "roaming" and st.applies(s, src, uid):
            n += st.amount(s, src)
    return max(0, n)


def play_cost(s: TcgState, uid: int, discount: int = 0) -> int:
    """The twilight a card costs to play now: its cost with modifiers, and the roaming penalty."""
    return twilight_cost(s, uid, discount) + roaming_penalty(s, uid)


def shadow_number(s: TcgState, site_uid: int) -> int:
    n = DEFS[s.cards[site_uid].cid].shadow_number or 0
    for src, st in statics(s):
        if st.stat == "shadow_number" and st.applies(s, src, -1):  # (A Talent for Not Being Seen's spotting)
            n += st.amount(s, src)
    return max(0, n)


def archery_total(s: TcgState, side: str) -> int:
    """Archers on a side plus static modifiers, at least 0 (002, "Archery fire")."""
    if side == "free":
        out = {m.target for m in s.mods if m.stat == "abstains"}  # shot on his own (Legolas)
        n = sum(1 for u in companions(s) if u not in out and keyword(s, u, "archer"))
        n += sum(1 for u in allies(s) if u not in out and at_home(s, u) and keyword(s, u, "archer"))
    else:
        n = sum(1 for u in minions(s) if keyword(s, u, "archer"))
    stat = "fellowship_archery" if side == "free" else "minion_archery"
    n += total(s.mods, -1, stat)  # "make the archery total +1" until the end of the phase
    for src, st in statics(s):
        if st.stat == stat and st.applies(s, src, -1):
            n += st.amount(s, src)
    return max(0, n)


def move_limit(s: TcgState) -> int:
    """2, with the modifiers in force; "-1 (to a minimum of 1)" (Traitor's Voice) never takes it below
    1. Kept while what it reads stands (:func:`kept`): the observation reads it at every look."""
    k = kept(s, "move_limit", ("move_limit",))
    n = k.numbers.get(-1)
    if n is None:
        n = k.numbers[-1] = _move_limit(s, k.on["move_limit"])
    return n


def plain_move_limit(s: TcgState) -> int:
    """:func:`move_limit` while no static ability on it is in force (:func:`texts_on`): it reads
    only the modifiers."""
    return _move_limit(s, _NONE)


def _move_limit(s: TcgState, changes: list[tuple[int, StaticAbility]]) -> int:
    """:func:`move_limit` worked out, with the static abilities on it in force."""
    n = 2  # "In a two-player game, your move limit is two."
    n += total(s.mods, -1, "move_limit")  # bonuses kept for the rest of the turn (Bree Gate)
    for src, st in changes:
        if st.applies(s, src, -1):
            n += st.amount(s, src)
    return max(1, n)


def overwhelm_multiplier(s: TcgState, uid: int) -> int:
    """2, or 3 for a character that "may not be overwhelmed unless his strength is tripled"."""
    n = OVERWHELM
    for src, st in statics(s):
        if st.stat == "overwhelm" and st.applies(s, src, uid):
            n = max(n, st.amount(s, src))
    for m in s.mods:
        if m.target == uid and m.stat == "overwhelm":
            n = max(n, m.amount)
    return n


def max_skirmish_wounds(s: TcgState, uid: int) -> int | None:
    """Armor: "takes no more than 1 wound during each skirmish phase"."""
    best = None
    for src, st in statics(s):
        if st.stat == "max_wounds" and st.applies(s, src, uid):
            v = st.amount(s, src)
            best = v if best is None else min(best, v)
    for m in s.mods:  # until a boundary (Valiant Man of the West, Gimli's Helm: ``wounding.CapWounds``)
        if m.target == uid and m.stat == "max_wounds":
            best = m.amount if best is None else min(best, m.amount)
    return best


def ring_burdens(s: TcgState, uid: int) -> int:
    """How many burdens a wound ``uid`` is about to take becomes instead: while the Ring-bearer wears
    The One Ring, what its static ability says (1 in a skirmish for The Ruling Ring, 2 for Isildur's
    Bane); 0 otherwise."""
    if not s.wearing or uid != s.rb[s.fp] or total(s.mods, s.ring[s.fp], "no_text"):
        return 0
    return sum(
        st.amount(s, src) for src, st in statics(s) if st.stat == "ring_burdens" and st.applies(s, src, uid)
    )


def resistance(s: TcgState, p: int) -> int:
    return s.resistance[p]


def timely(dd: CardDef, side: str, phase: str) -> bool:
    """May a card of ``side`` like this be played in ``phase``, as far as timing goes? An event in
    the phases it names; any other card in its side's own phase (fellowship or shadow)."""
    if dd.side != side:
        return False
    if dd.type == "event":
        return phase in dd.phases
    return phase == ("fellowship" if side == "free" else "shadow")


TIMELY: dict[tuple[str, str], frozenset[str]] = {
    (side, phase): frozenset(cid for cid, dd in DEFS.items() if timely(dd, side, phase))
    for side in SIDES
    for phase in PHASES
}
"""The cards :func:`timely` allows, by side and phase (``TcgState.timely`` keeps a game's own). Read
from :data:`DEFS` at import: a test that changes a card's side, type or phases changes this too."""
_CID = attrgetter("cid")


def timely_here(cids: frozenset[str]) -> dict[tuple[str, str], frozenset[str]]:
    """:data:`TIMELY` narrowed to ``cids``, the cards of one game (at setup): no deal or move ever
    gives a card an identity from outside its game."""
    return {key: ok & cids for key, ok in TIMELY.items()}


def could_play(s: TcgState, p: int, phase: str) -> bool:
    """Might ``p`` hold a card he could play in ``phase``, as far as his opponent can tell? Then his
    window is posed even when he has nothing to play, so that being asked tells the opponent
    nothing (``Decision.always_ask``)."""
    if not s.zones[(p, "hand")]:
        return False
    ok = s.timely.get(("free" if p == s.fp else "shadow", phase))  # (this game's cards timely now)
    return bool(ok) and not ok.isdisjoint(unseen_cids(s, p))


def unseen_cids(s: TcgState, p: int) -> frozenset[str]:
    """The card ids among ``p``'s hand and draw deck, kept (``TcgState.unseen_ids``) until a card
    enters or leaves them or is dealt another identity (asked at every window and moment, for both
    players; a draw keeps it)."""
    kept = s.unseen_ids
    found = kept[p]
    if found is None:
        found = frozenset(map(_CID, map(s.cards.__getitem__, unseen(s, p))))
        s.unseen_ids = (found, kept[1]) if p == 0 else (kept[0], found)
    return found


def title_in_play(s: TcgState, p: int, title: str) -> bool:
    for zone in ("fellowship", "support", "shadow", "attached"):
        for u in s.zones[(p, zone)]:
            if DEFS[s.cards[u].cid].title == title:
                return True
    return False
