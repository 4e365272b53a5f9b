"""The words a card's text uses to name things and facts: filters (:class:`Q`: "a [gondor] Man",
"your minion"), conditions (:class:`Cond`: "while you can spot", "at sites 1 to 4") and static
abilities (:class:`Static`: "each companion's twilight cost is +2"), for :mod:`vocab`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Protocol

from eregion.games.tcg import rules as R
from eregion.games.tcg.registry import Ctx

if TYPE_CHECKING:
    from eregion.games.tcg.components import CardDef
    from eregion.games.tcg.state import TcgState

_new = tuple.__new__  # (a context made without the named tuple's own ``__new__``: a call less)

# --- filters ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Q:
    """Which cards a phrase means: "a [gondor] Man", "another companion who has the Frodo signet",
    "your minion". Every given field must match; ``None`` fields are ignored."""

    type: str | tuple[str, ...] | None = None
    race: str | None = None
    culture: str | None = None
    side: str | None = None
    signet: str | None = None
    keyword: str | None = None
    title: str | None = None
    not_title: str | None = None
    not_race: str | None = None
    another: bool = False  # not the card whose ability this is
    fresh: bool = False  # not a card already chosen by this ability
    yours: bool = False  # controlled by the acting player
    item_class: str | None = None
    skirmishing: bool = False
    roaming: bool = False
    not_rb: bool = False  # "except the Ring-bearer"
    against: bool = False  # in a skirmish against the card chosen last, or this one ("he is skirmishing")
    either: tuple[Q, ...] = ()  # matches if any of these match (besides the fields above)
    home: int | None = None  # an ally whose home is this site number
    bearing: Q | None = None  # bears a card that matches ("a companion bearing a hand weapon")
    exhausted: bool = False
    vs: Q | None = None  # in a skirmish against a card that matches ("a character skirmishing a Nazgûl")
    on: Q | None = None  # borne by a card that matches ("a possession borne by a character he faces")
    rb: bool = False  # the Ring-bearer ("plays on the Ring-bearer")
    new_race: bool = False  # of a race you cannot spot (The Nine Walkers: a companion in hand)
    free: bool = False  # a minion not yet assigned to a skirmish
    timing: str | None = None  # an event with this timing word ("a skirmish event")
    reads_last_choice: bool = field(init=False, repr=False, compare=False)
    """Does a match read the card the ability chose last (``against``)? If not, the cards it chose
    before can only narrow what matches (``fresh``), never widen it."""

    def by_identity(self) -> bool:
        """Does it ask what a card is, not only where it stands (another, fresh, yours)? Among hidden
        cards, then, how many match is hidden too."""
        return replace(self, another=False, fresh=False, yours=False) != Q()

    def __post_init__(self) -> None:
        # What is asked, worked out once: (field, the values it may have) and (field, the value it
        # may not have) of the printed facts, whether anything else is, and anything beyond a
        # keyword, "another", "fresh" and "yours", so that :meth:`match` reads only those.
        kinds = (self.type,) if isinstance(self.type, str) else self.type
        asked = (("type", kinds), ("race", self.race), ("culture", self.culture), ("side", self.side))
        asked += (("signet", self.signet), ("title", self.title), ("item_class", self.item_class))
        asked += (("home", self.home),)
        wanted = tuple((f, v if isinstance(v, tuple) else (v,)) for f, v in asked if v is not None)
        unasked = (("race", self.not_race), ("title", self.not_title))
        banned = tuple((f, v) for f, v in unasked if v is not None)
        rare = self.skirmishing or self.roaming or self.not_rb or self.against
        rare = rare or bool(self.either) or self.bearing is not None or self.exhausted
        rare = rare or self.vs is not None or self.on is not None or self.rb or self.new_race
        rare = rare or self.free or self.timing is not None
        situational = self.keyword is not None or self.another or self.fresh or self.yours or rare
        object.__setattr__(self, "_printed", (wanted, banned, situational, rare))
        object.__setattr__(self, "_fits", {})  # card id -> (its facts, do they match): ``fits``
        nested = (*self.either, *(q for q in (self.bearing, self.vs, self.on) if q is not None))
        reads = self.against or any(q.reads_last_choice for q in nested)
        object.__setattr__(self, "reads_last_choice", reads)

    def fits(self, dd: CardDef) -> bool:
        """Do the printed facts of card ``dd`` match (the fields that ask what a card is)? Kept per card
        id with the facts it was worked out from: a filter is asked about the same few cards all game,
        and a card's facts change only where a test changes them."""
        wanted, banned, _, _ = self._printed
        ok = all(getattr(dd, f) in values for f, values in wanted) and not any(
            getattr(dd, f) == value for f, value in banned
        )
        self._fits[dd.id] = (dd, ok)
        return ok

    def fits_any(self, cids: frozenset[str]) -> bool:
        """Do the printed facts of any of these card ids match? (When none do, no card of a pile holding
        only those ids matches, whatever else is asked.)"""
        fits = self._fits
        for cid in cids:
            dd = R.DEFS[cid]
            kept = fits.get(cid)
            if kept[1] if kept is not None and kept[0] is dd else self.fits(dd):
                return True
        return False

    def match(self, s: TcgState, uid: int, ctx: Ctx) -> bool:
        dd = R.DEFS[s.cards[uid].cid]
        kept = self._fits.get(dd.id)
        if not (kept[1] if kept is not None and kept[0] is dd else self.fits(dd)):
            return False
        if not self._printed[2]:  # (nothing situational asked)
            return True
        if self.keyword is not None and not R.keyword(s, uid, self.keyword):
            return False
        if self.another and uid == ctx.src:
            return False
        if self.fresh and uid in ctx.memo:
            return False
        if self.yours and s.cards[uid].controller != ctx.player:
            return False
        if not self._printed[3]:  # (nothing else asked: most filters ask no more than the above)
            return True
        return self._rare(s, uid, ctx, dd)

    def _rare(self, s: TcgState, uid: int, ctx: Ctx, dd: CardDef) -> bool:
        """:meth:`match`'s rarer questions (apart, so that a match makes no closure cells)."""
        if self.skirmishing and not R.skirmishing(s, uid):
            return False
        if self.roaming and not (dd.type == "minion" and R.roaming(s, uid)):
            return False
        if self.not_rb and uid == s.rb[s.fp]:
            return False
        if self.against and uid not in R.opponents_in_skirmish(s, ctx.it):
            return False
        if self.bearing is not None and not bears(s, ctx, uid, self.bearing):
            return False
        if self.exhausted and not R.exhausted(s, uid):
            return False
        if self.vs is not None and not any(self.vs.match(s, o, ctx) for o in R.opponents_in_skirmish(s, uid)):
            return False
        if self.rb and uid != s.rb[s.fp]:
            return False
        if self.new_race and any(R.DEFS[s.cards[u].cid].race == dd.race for u in R.play_uids(s)):
            return False
        if self.free and any(uid in ms for _, ms in s.assign):
            return False
        if self.timing is not None and self.timing not in dd.phases:
            return False
        if self.on is not None:
            host = s.cards[uid].host
            if host is None or not self.on.match(s, host, ctx):
                return False
        return not self.either or any(q.match(s, uid, ctx) for q in self.either)

    def in_play(self, s: TcgState, ctx: Ctx) -> list[int]:
        """Active cards in play that match (what a player can spot)."""
        out = []
        for u in R.play_uids(s):  # (a loop: no closure cells at every call)
            if self.match(s, u, ctx):
                out.append(u)
        return out


def depends_on(q: Q) -> tuple[str, ...]:
    """What a match of ``q`` reads of the position besides the cards in play, the modifiers, the Free
    Peoples player and his site: words of ``rules.STANDING`` ("skirmish", "wounds" ...), and
    "stat:NAME" for a keyword that static abilities may grant (``rules.kept`` keys its numbers by
    them). Worked out where a condition or a static ability is made (a filter keeps no more
    attributes: past 30, its instances' attributes are no longer looked up at their fastest)."""
    words = {f"stat:{q.keyword}"} if q.keyword is not None else set()
    if q.skirmishing or q.against or q.vs is not None:
        words.add("skirmish")
    if q.not_rb or q.rb:
        words.add("rb")
    if q.exhausted:
        words.add("wounds")
    if q.free:
        words.add("assign")
    for nested in (*q.either, q.bearing, q.vs, q.on):
        if nested is not None:
            words.update(depends_on(nested))
    return tuple(sorted(words))


def bears(s: TcgState, ctx: Ctx, uid: int, q: Q) -> bool:
    """Does the character bear a card that matches ``q``?"""
    return any(q.match(s, u, ctx) for u in R.bearer_items(s, uid))


SELF = "self"
IT = "it"
BEARER = "bearer"  # the card this one is borne by
RING_BEARER = "ring_bearer"  # the Free Peoples player's Ring-bearer
Target = Q | str


def targets(s: TcgState, ctx: Ctx, target: Target) -> list[int]:
    if isinstance(target, Q):  # (first: a filter compared with a word would ask the dataclass's ``__eq__``)
        return target.in_play(s, ctx)
    if target == SELF:
        return [ctx.src] if R.in_play(s, ctx.src) else []
    if target == IT:
        return [ctx.it] if R.in_play(s, ctx.it) else []
    if target == BEARER:
        host = s.cards[ctx.src].host
        return [host] if host is not None and R.in_play(s, ctx.src) else []
    if target == RING_BEARER:
        rb = s.rb[s.fp]
        return [rb] if R.in_play(s, rb) else []
    raise ValueError(f"no such target: {target!r}")


def each_target(s: TcgState, ctx: Ctx, target: Target) -> Iterator[int]:
    """:func:`targets` one at a time, for a question the first one may answer ("is there one ...?")."""
    if isinstance(target, Q):
        return _matching(s, ctx, target)
    return iter(targets(s, ctx, target))


def _matching(s: TcgState, ctx: Ctx, q: Q) -> Iterator[int]:
    """The active cards in play that match ``q``, one at a time (a generator function: no closure
    cells in :func:`each_target`)."""
    for u in R.play_uids(s):
        if q.match(s, u, ctx):
            yield u


# --- conditions --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cond:
    """A yes/no fact about the position, for "if", "while" and "or +4 if" clauses."""

    kind: str
    n: int = 0
    q: Q | None = None
    word: str = ""  # "site_keyword": the keyword asked ("" reads underground)
    of: tuple[Cond, ...] = ()  # "not": the condition denied; "either": any of these holds
    m: int = 0  # "sites_between": the last site
    depends_on: tuple[str, ...] = field(init=False, repr=False, compare=False)
    """What it reads of the position besides the cards in play, the modifiers, the Free Peoples
    player and his site (as :func:`depends_on`)."""

    def __post_init__(self) -> None:
        words = set(_COND_READS.get(self.kind, R.STANDING))
        if self.q is not None:
            words.update(depends_on(self.q))
        for cond in self.of:
            words.update(cond.depends_on)
        object.__setattr__(self, "depends_on", tuple(sorted(words)))

    def holds(self, s: TcgState, ctx: Ctx, target: int = -1) -> bool:
        k = self.kind
        if k == "spot":  # "while you can spot N ..." (no choice: everything that matches counts)
            assert self.q is not None
            return len(self.q.in_play(s, ctx)) >= max(1, self.n)
        if k == "sites":  # at sites 1 to n
            return R.site_number(s) <= self.n
        if k == "sites_after":  # at any site after n
            return R.site_number(s) > self.n
        if k == "pool_below":
            return s.pool < self.n
        if k == "burdens_at_most":
            return s.burdens[s.fp] <= self.n
        if k == "burdens_at_least":  # "while you can spot 3 burdens"
            return s.burdens[s.fp] >= self.n
        if k == "site_keyword":
            return R.site_has(s, self.word or "underground")
        if k == "target_keyword":  # the chosen character has a keyword (defender +1)
            return target >= 0 and R.keyword(s, target, "defender") > 0
        if k == "target_vs":  # the chosen character is skirmishing a character that matches q
            assert self.q is not None
            return any(self.q.match(s, o, ctx) for o in R.opponents_in_skirmish(s, target))
        if k == "bears":  # the chosen character (or the one a static ability reads) bears a card like q
            assert self.q is not None
            return target >= 0 and bears(s, ctx, target, self.q)
        if k == "wearing":  # the Ring-bearer wears The One Ring
            return s.wearing
        if k == "in_skirmish":  # "during a skirmish"
            return s.phase == "skirmish"
        if k == "skirmish_involves":  # the current skirmish involves a character matching q
            assert self.q is not None
            sk = s.skirmish
            return sk is not None and any(self.q.match(s, u, ctx) for u in (sk[0], *sk[1]) if u >= 0)
        if k == "no_ranger":
            return not Q(keyword="ranger").in_play(s, ctx)
        if k == "not":  # "you cannot spot ...", "a site which is not a sanctuary"
            return not self.of[0].holds(s, ctx, target)
        if k == "either":  # "while the Ring-bearer is exhausted or you can spot 5 burdens"
            return any(c.holds(s, ctx, target) for c in self.of)
        if k == "rb_exhausted":
            return R.exhausted(s, s.rb[s.fp])
        if k == "rb_assigned":  # the Ring-bearer is assigned to a skirmish that has not resolved
            rb = s.rb[s.fp]
            return any(d == rb and ms for d, ms in s.assign) or (
                s.skirmish is not None and s.skirmish[0] == rb
            )
        if k == "dead_companions":  # at least n companions in the Free Peoples player's dead pile
            return len(dead_companions(s)) >= self.n
        if k == "burdens_and_dead":  # burdens and companions in the dead pile together at least n
            return s.burdens[s.fp] + len(dead_companions(s)) >= self.n
        if k == "only":  # every companion matches q ("while only Hobbits are in the fellowship")
            assert self.q is not None
            return all(self.q.match(s, u, ctx) for u in R.companions(s))
        if k == "is":  # the chosen card (the one a trigger concerns) matches q
            assert self.q is not None
            return self.q.match(s, target if target >= 0 else ctx.it, ctx)
        if k == "on_self":  # the chosen card is borne by this one ("a weapon on this minion")
            return s.cards[target if target >= 0 else ctx.it].host == ctx.src
        if (
            k == "spared"
        ):  # this card's bearer was not assigned to a skirmish this turn, another companion was
            host = s.cards[ctx.src].host
            assigned = [u for u in R.companions(s) if s.limits.used("turn", ("assigned", u))]
            return bool(assigned) and host not in assigned
        if k == "all":  # every one of these holds
            return all(c.holds(s, ctx, target) for c in self.of)
        if k == "no_draw_deck":  # the Free Peoples player has no cards in his draw deck
            return not s.zones[(s.fp, "draw")]
        if k == "opponent_hand":  # "if an opponent has at least 7 cards in hand"
            return len(s.zones[(1 - ctx.player, "hand")]) >= self.n
        if k == "at_host":  # the fellowship is at the site this card is on ("at this site")
            return R.current_site(s) == s.cards[ctx.src].host
        if k == "beside":  # the chosen character is in a skirmish on the same side as another like q
            assert self.q is not None
            sk = s.skirmish
            return (
                sk is not None
                and target in sk[1]
                and any(m != target and self.q.match(s, m, ctx) for m in sk[1])
            )
        if k == "sites_between":  # at site n, ..., or m
            return self.n <= R.site_number(s) <= self.m
        if k == "phase":  # the current phase is ``word`` ("during the fellowship phase")
            return s.phase == self.word
        if k == "unassigned":  # this character is not assigned to a skirmish that has not resolved
            sk = s.skirmish
            return all(d != ctx.src for d, ms in s.assign if ms) and (sk is None or sk[0] != ctx.src)
        if k == "exertable":  # this character can exert n times
            return R.in_play(s, ctx.src) and s.cards[ctx.src].wounds + self.n < R.vitality(s, ctx.src)
        if k == "bearer_is":  # the bearer of this card matches q ("if bearer is an archer")
            assert self.q is not None
            host = s.cards[ctx.src].host
            return host is not None and self.q.match(s, host, ctx)
        raise ValueError(k)


_COND_READS: dict[str, tuple[str, ...]] = {
    "spot": (),
    "sites": (),
    "sites_after": (),
    "pool_below": ("pool",),
    "burdens_at_most": ("burdens",),
    "burdens_at_least": ("burdens",),
    "site_keyword": (),
    "target_keyword": ("stat:defender",),
    "target_vs": ("skirmish",),
    "bears": (),
    "wearing": ("wearing",),
    "in_skirmish": ("phase",),
    "skirmish_involves": ("skirmish",),
    "no_ranger": ("stat:ranger",),
    "not": (),
    "either": (),
    "rb_exhausted": ("rb", "wounds"),
    "rb_assigned": ("assign", "rb", "skirmish"),
    "dead_companions": ("piles",),
    "burdens_and_dead": ("burdens", "piles"),
    "only": (),
    "is": (),
    "on_self": (),
    "spared": ("limits",),
    "all": (),
    "no_draw_deck": ("piles",),
    "opponent_hand": ("piles",),
    "at_host": (),
    "beside": ("skirmish",),
    "sites_between": (),
    "phase": ("phase",),
    "unassigned": ("assign", "skirmish"),
    "exertable": ("wounds",),
    "bearer_is": (),
}
"""What each kind of :class:`Cond` reads besides its filter and the conditions it joins (words of
``rules.STANDING``): a kind missing here is taken to read every part there."""


def dead_companions(s: TcgState) -> list[int]:
    """The companions in the Free Peoples player's dead pile."""
    return [u for u in s.zones[(s.fp, "dead")] if R.d(s, u).type == "companion"]


# --- static abilities ------------------------------------------------------------------------------


class Counter(Protocol):
    """A number a static ability counts beyond matching cards (:mod:`eregion.games.tcg.counts`:
    "for each of these races you can spot")."""

    def value(self, s: TcgState, ctx: Ctx) -> int: ...

    @property
    def depends_on(self) -> tuple[str, ...]:
        """What it reads of the position besides the cards in play, the modifiers, the Free Peoples
        player and his site (as :func:`depends_on`)."""


@dataclass(frozen=True)
class Static:
    """A continuous effect: ``stat`` of the cards matching ``q`` (or of the game, target -1) changes by
    ``n`` while ``cond`` holds. ``per`` counts matching cards instead ("+1 for each ...")."""

    stat: str  # strength | cost | shadow_number | minion_archery | fellowship_archery | overwhelm |
    # max_wounds | move_limit | roaming (penalty), or a keyword (damage, archer, fierce ...) granted while it applies
    n: int
    q: Q | None = None
    cond: Cond | None = None
    target: str = ""  # "bearer": the card this one is attached to; "self": this card; "": cards matching q
    first_per_phase: bool = False  # Dimrill Dale: only the first matching card each Shadow phase
    per: Q | Counter | None = None  # n for each other card you can spot that matches (Uruk Lieutenant)
    first_per: str = ""  # only the first matching card played each "turn" (Ford of Bruinen)
    over: int = 0  # ``per``: count only those over this many ("for each companion over 4")
    cap: int | None = None  # at most this in all ("limit +4")
    depends_on: tuple[str, ...] = field(init=False, repr=False, compare=False)
    """What whether it applies and by how much read of the position besides the cards in play, the
    modifiers, the Free Peoples player and his site (as :func:`depends_on`)."""

    def __post_init__(self) -> None:
        words: set[str] = set()
        for part in (self.q, self.per):
            if part is not None:
                words.update(depends_on(part) if isinstance(part, Q) else part.depends_on)
        if self.cond is not None:
            words.update(self.cond.depends_on)
        if self.target in ("foes", "self_vs"):
            words.add("skirmish")
        if self.first_per_phase:
            words.add("first_orc_played")
        if self.first_per:
            words.add("limits")
        object.__setattr__(self, "depends_on", tuple(sorted(words)))

    def applies(self, s: TcgState, src: int, uid: int) -> bool:
        ctx = _new(Ctx, (1 - s.fp if R.DEFS[s.cards[src].cid].side == "shadow" else s.fp, src, ()))
        if self.cond is not None and not self.cond.holds(s, ctx, uid):
            return False
        if self.target == "bearer":
            return uid == s.cards[src].host
        if self.target == "self":
            return uid == src
        if self.target == "foes":  # each character skirmishing this one
            return uid in R.opponents_in_skirmish(s, src)
        if self.target == "self_vs":  # this character, while skirmishing a character matching q
            assert self.q is not None
            return uid == src and any(self.q.match(s, o, ctx) for o in R.opponents_in_skirmish(s, uid))
        if self.first_per_phase and s.first_orc_played:
            return False
        if self.first_per and s.limits.used(self.first_per, ("first", src)):
            return False
        if uid < 0:
            return self.q is None
        return self.q is not None and self.q.match(s, uid, ctx)

    def amount(self, s: TcgState, src: int) -> int:
        if self.per is None:
            return self.n
        ctx = Ctx(1 - s.fp if R.d(s, src).side == "shadow" else s.fp, src)
        if not isinstance(self.per, Q):
            n = self.n * self.per.value(s, ctx)
        else:
            n = self.n * max(0, sum(1 for u in self.per.in_play(s, ctx) if u != src) - self.over)
        return n if self.cap is None else min(n, self.cap)
