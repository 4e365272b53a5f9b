"""The words LCG card text uses to name cards and facts: filters (:class:`Q`: "a [spirit] character
you control", "an enemy engaged with another player"), conditions (:class:`Cond`: "if attached hero is
a Dwarf", "if this attack is undefended") and passive effects (:class:`Static`: "attached hero gets +2
[willpower]"), for :mod:`vocab` and :mod:`rules`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from eregion.games.lcg import rules as R
from eregion.games.lcg.registry import Ctx
from eregion.games.lcg.rules import ENC

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState


_PLAYER_ZONES = ("heroes", "allies", "attached", "engaged")
_ENC_ZONES = ((ENC, "staging"), (ENC, "active"))


@dataclass(frozen=True)
class Q:
    """Which cards a phrase means. Every given field must match; ``None`` fields are ignored.
    ``who``: "you" (controlled by the acting player), "other" (by another player), "chosen" (by the
    player chosen earlier in the ability)."""

    type: str | tuple[str, ...] | None = None
    trait: str | None = None
    sphere: str | None = None
    keyword: str | None = None
    zone: str | tuple[str, ...] | None = None
    who: str | None = None
    another: bool = False  # not the card whose ability this is
    ready: bool | None = None
    damaged: bool = False
    committed: bool = False
    fresh: bool = False  # not a card this ability already chose ("a different hero")
    either: tuple[Q, ...] = ()  # matches if any of these match too ("in the staging area or ...")
    _types: frozenset[str] | None = field(init=False, repr=False, compare=False, default=None)
    _zones: frozenset[str] | None = field(init=False, repr=False, compare=False, default=None)
    reads_last_choice: bool = field(init=False, repr=False, compare=False, default=False)
    """Does a match read the player the ability chose last (``who="chosen"``)? If not, what it chose
    before can only narrow what matches (``fresh``), never widen it."""
    _more: bool = field(init=False, repr=False, compare=False, default=False)
    """Is anything asked beyond zone, type and controller (most filters ask no more)?"""
    _player_zones: tuple[str, ...] = field(init=False, repr=False, compare=False, default=())
    _enc_zones: tuple[tuple[int, str], ...] = field(init=False, repr=False, compare=False, default=())
    """The zones of the cards in play it may match (:meth:`in_play`), the players' and the encounter
    side's."""
    _guards: bool = field(init=False, repr=False, compare=False, default=True)
    """May a face-down Orc Guard lie in those zones (the engaged ones, the staging area)? If not, a
    card's printed facts there are its definition's (``rules.d`` in short)."""

    def __post_init__(self) -> None:
        # The type and zone as sets, once: a filter is matched against every card in play.
        for name, value in (("_types", self.type), ("_zones", self.zone)):
            names = None if value is None else frozenset((value,) if isinstance(value, str) else value)
            object.__setattr__(self, name, names)
        reads = self.who == "chosen" or any(q.reads_last_choice for q in self.either)
        object.__setattr__(self, "reads_last_choice", reads)
        more = (self.trait, self.sphere, self.keyword, self.ready)
        rest = (self.another, self.damaged, self.committed, self.fresh, self.either)
        object.__setattr__(self, "_more", any(x is not None for x in more) or any(rest))
        zones = self._zones
        mine = tuple(z for z in _PLAYER_ZONES if zones is None or z in zones)
        object.__setattr__(self, "_player_zones", mine)
        encounter = tuple(k for k in _ENC_ZONES if zones is None or k[1] in zones)
        object.__setattr__(self, "_enc_zones", encounter)
        object.__setattr__(self, "_guards", "engaged" in mine or (ENC, "staging") in encounter)

    def match(self, s: LcgState, uid: int, ctx: Ctx) -> bool:
        c = s.cards[uid]
        if self._zones is not None and c.zone not in self._zones:
            return False
        if self._types is not None:
            # (``R.d`` written out: a filter is matched some 30 times a game)
            dd = R.ORC_GUARD if c.owner != ENC and c.zone in R.ENEMY_ZONES else R.DEFS[c.cid]
            if dd.type not in self._types:
                return False
        who = self.who
        if who is not None:
            if who == "you":
                if c.controller != ctx.player:
                    return False
            elif who == "other":
                if c.controller in (ctx.player, ENC):
                    return False
            elif who == "chosen" and c.controller != ctx.chosen_player:
                return False
        if not self._more:
            return True
        if self.trait is not None and not R.has_trait(s, uid, self.trait):
            return False
        if self.sphere is not None and R.d(s, uid).sphere != self.sphere:
            return False
        if self.keyword is not None and not R.keyword(s, uid, self.keyword):
            return False
        if self.another and uid == ctx.src:
            return False
        if self.ready is not None and c.exhausted == self.ready:
            return False
        if self.damaged and not c.wounds:
            return False
        if self.committed and uid not in s.committed:
            return False
        if self.fresh and uid in ctx.memo:
            return False
        return not self.either or any(q.match(s, uid, ctx) for q in self.either)

    def in_play(self, s: LcgState, ctx: Ctx, exhausted: bool = False) -> list[int]:
        """The cards in play it matches: players' characters, attachments and engaged enemies, then
        the staging area and the active location (3.4, 6.3), of its zones only; "you": of the acting
        player's zones only (a card lies in its controller's). ``exhausted``: of the exhausted ones
        only, looked at first (what "ready a card" may choose: mostly none, so nothing more is asked)."""
        p, out, zones = ctx.player, s.out, s.zones
        mine = self.who == "you" and p < s.n
        found: list[int] = []
        for q in (p,) if mine else range(s.n):
            if not out[q]:
                for z in self._player_zones:
                    found += zones[(q, z)]
        for key in self._enc_zones:
            found += zones[key]
        if exhausted:
            cards = s.cards
            found = [u for u in found if cards[u].exhausted]
            if not found:  # (what "ready a card" mostly finds: nothing more to ask)
                return found
        if self._more or not (mine or self.who is None):
            match = self.match
            return [u for u in found if match(s, u, ctx)]
        # Its own zones only, and "you": his only: the type is all that is left to ask.
        types = self._types
        if types is None:
            return found
        if self._guards:
            d = R.d
            return [u for u in found if d(s, u).type in types]
        cards, defs = s.cards, R.DEFS
        return [u for u in found if defs[cards[u].cid].type in types]


CHARACTER = Q(type=("hero", "ally"), zone=("heroes", "allies"))
HERO = Q(type="hero", zone="heroes")
ALLY = Q(type="ally", zone="allies")
ENEMY = Q(type="enemy", zone=("staging", "engaged"))
LOCATION = Q(type="location", zone=("staging", "active"))

SELF = "self"
IT = "it"
BEARER = "bearer"
SUBJ = "subj"
Target = Q | str


def targets(s: LcgState, ctx: Ctx, target: Target) -> list[int]:
    """The cards a target word means now, in play only."""
    if isinstance(target, Q):
        return target.in_play(s, ctx)
    if target == SELF:
        u = ctx.src
    elif target == IT:
        u = ctx.it
    elif target == SUBJ:
        u = ctx.subj
    else:  # BEARER
        h = s.cards[ctx.src].host if ctx.src >= 0 else None
        u = -1 if h is None else h
    return [u] if u >= 0 and s.cards[u].zone in R.IN_PLAY else []  # (``R.in_play`` in short)


# --- conditions ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cond:
    """A yes/no fact for "if" and "while" clauses. ``of``: whose fact: the bearer, the card itself,
    the card being tested (a static's target) or the acting player."""

    kind: str  # trait | title | committed | undefended | threat_at_least | staging_empty
    arg: str = ""
    n: int = 0
    of: str = BEARER

    def holds(self, s: LcgState, ctx: Ctx, target: int = -1) -> bool:
        k = self.kind
        if k == "undefended":  # a shadow effect: the attack has no defender (ctx.extra holds them)
            return not ctx.extra
        if k == "threat_at_least":
            return s.threat[ctx.player] >= self.n
        if k == "staging_empty":
            return not s.zones[(ENC, "staging")]
        if k == "staging_has_only_self":  # Driven by Shadow: nothing else in the staging area
            return not [u for u in s.zones[(ENC, "staging")] if u != ctx.src]
        if k == "exhausted_ally":  # the acting player controls an exhausted ally (Pursued by Shadow)
            return any(s.cards[u].exhausted for u in s.zones[(ctx.player, "allies")])
        if k == "free":  # this objective is free of encounters: nothing guards it (4.10.6)
            return not R.guards(s, ctx.src)
        u = {SELF: ctx.src, "target": target}.get(self.of, -1)
        if self.of == BEARER:
            h = s.cards[ctx.src].host
            u = -1 if h is None else h
        if u < 0:
            return False
        if k == "trait":
            return R.has_trait(s, u, self.arg)
        if k == "title":
            return R.d(s, u).name == self.arg
        if k == "committed":
            return u in s.committed
        raise ValueError(k)


# --- passive effects -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Static:
    """A passive effect (4.1), recomputed on every query: ``stat`` of the bearer, of this card or of
    each card matching ``q`` changes by ``n`` while ``cond`` holds; ``per`` multiplies by the damage
    ("damage") or the tokens ("tokens") on this card. Stats are the printed ones plus flags ("no_attack",
    "no_defend"), traits ("trait:Gondor") and resource icons ("sphere:spirit")."""

    stat: str
    n: int = 1
    target: str = BEARER  # "bearer" | "self" | "each"
    q: Q | None = None
    cond: Cond | None = None
    per: str = ""

    def value(self, s: LcgState, src: int, uid: int) -> int:
        c = s.cards[src]
        if self.target == BEARER:
            if c.host != uid:
                return 0
        elif self.target == SELF:
            if uid != src:
                return 0
        else:
            assert self.q is not None
            if not self.q.match(s, uid, Ctx(c.controller, src)):
                return 0
        if self.cond is not None and not self.cond.holds(s, Ctx(c.controller, src), uid):
            return 0
        if self.per == "damage":
            return self.n * c.wounds
        if self.per == "tokens":
            return self.n * c.tokens
        return self.n

    def reach(self, s: LcgState, src: int) -> tuple[int, ...] | None:
        """The cards this effect can change while ``src`` is in play: its bearer, or ``src`` itself;
        None when it may change any card (``each`` card matching ``q``)."""
        if self.target == BEARER:
            host = s.cards[src].host
            return () if host is None else (host,)
        if self.target == SELF:
            return (src,)
        return None
