"""Numbers an ability counts as it resolves ("for each other [moria] Orc you spot", "spot X burdens",
"for each companion over 4", "limit +4", "for each Orc revealed", "for each of these races you can
spot") and the effects sized by them: a strength bonus, an effect done once for each, cards drawn, or
done as many times as the player chooses ("exert X companions to remove (X)"). Every matching card is
counted (ruling 5: spotting fewer could never help the player)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import Q, depends_on
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part, Pump

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class Count:
    """Matching cards you can spot (``q``), or the Ring-bearer's burdens (``q`` None), or a ``fixed``
    number; ``other``
    leaves out the card chosen last (or this one); less ``over``, at most ``limit``."""

    q: Q | None = None
    over: int = 0
    limit: int | None = None
    other: bool = False
    fixed: int | None = None  # a number printed on the card ("up to 3 trackers")

    @property
    def depends_on(self) -> tuple[str, ...]:
        if self.fixed is not None:
            return ()
        return ("burdens",) if self.q is None else depends_on(self.q)

    def value(self, s: TcgState, ctx: Ctx) -> int:
        if self.fixed is not None:
            return self.fixed
        if self.q is None:
            n = s.burdens[s.fp]
        else:
            n = sum(1 for u in self.q.in_play(s, ctx) if not (self.other and u == ctx.it))
        n = max(0, n - self.over)
        return n if self.limit is None else min(n, self.limit)


@dataclass(frozen=True)
class InOpponentsHand:
    """Matching cards in the opponent's hand, counted once it has been revealed ("remove (1) for each
    Orc revealed"). Hidden until then, so an ability sized by it is offered whatever he holds."""

    q: Q
    limit: int | None = None

    @property
    def depends_on(self) -> tuple[str, ...]:
        return (*depends_on(self.q), "piles")

    def value(self, s: TcgState, ctx: Ctx) -> int:
        n = sum(1 for u in s.zones[(1 - ctx.player, "hand")] if self.q.match(s, u, ctx))
        return n if self.limit is None else min(n, self.limit)


@dataclass(frozen=True)
class RacesSpotted:
    """How many of ``races`` you can spot among the cards matching ``q`` (Gandalf, Friend of the
    Shirefolk: "for each of these races you can spot in the fellowship")."""

    races: tuple[str, ...]
    q: Q

    @property
    def depends_on(self) -> tuple[str, ...]:
        return depends_on(self.q)

    def value(self, s: TcgState, ctx: Ctx) -> int:
        seen = {R.d(s, u).race for u in self.q.in_play(s, ctx)}
        return sum(1 for r in self.races if r in seen)


@dataclass(frozen=True)
class MinionsInSkirmish:
    """The minions in the current skirmish, killed ones included ("each time a minion loses a skirmish
    to bearer": each of them loses)."""

    depends_on = ("skirmish",)

    def value(self, s: TcgState, ctx: Ctx) -> int:
        return len(s.skirmish[1]) if s.skirmish is not None else 0


@dataclass(frozen=True)
class OwnStrength:
    """This character's strength ("add his strength to another companion": Merry)."""

    limit = None  # (no limit, as a count's words ask)
    depends_on = ("stat:strength", "stat:weaponless")

    def value(self, s: TcgState, ctx: Ctx) -> int:
        return R.strength(s, ctx.src) if R.in_play(s, ctx.src) else 0


Counted = Count | InOpponentsHand | RacesSpotted | MinionsInSkirmish | OwnStrength


@dataclass(frozen=True)
class PumpBy(Pump):
    """Make a chosen character strength ``n`` for each one counted (Denizens Enraged: +1 for each other
    [moria] Orc, limit +4; Enduring Evil: -1 for each burden), until the end of the skirmish."""

    count: Count | OwnStrength = field(default_factory=Count)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        n = self.n * self.count.value(s, Ctx(ctx.player, ctx.src, (*ctx.memo, chosen)))
        if n:
            S.modify(s, chosen, "strength", n, self.until, ctx.src)


@dataclass(frozen=True)
class Repeat(Part):
    """Do ``parts`` once for each one counted, each time as far as it can ("wound a companion; do this
    once for each companion over 5"); ``optional``: each time the player may decline ("you may play 1
    minion from your discard pile for each companion over 4"); ``apart``: each time picks a different
    card ("heal X companions"), so the times run as one sequence that sets each pick aside. A count of
    the opponent's hand is his secret until revealed: the ability is offered whatever it is."""

    count: Counted
    parts: tuple[Part, ...]
    optional: bool = False
    apart: bool = False

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        counted = isinstance(self.count, InOpponentsHand) or self.count.value(s, ctx) > 0
        return counted and S.parts_feasible(s, ctx, self.parts)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        if self.apart:
            S.resolve_parts(s, ctx, self.parts * self.count.value(s, ctx))
            return
        for _ in range(self.count.value(s, ctx)):
            if self.optional:
                S.fire(s, ctx.player, ctx.src, self.parts, True)
            else:
                S.resolve_parts(s, Ctx(ctx.player, ctx.src), self.parts)


@dataclass(frozen=True)
class DrawBy(Part):
    """Draw a card for each one counted (Summit of Amon Hen: a card for each burden)."""

    count: Count

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return self.count.value(s, ctx) > 0

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.draw(s, ctx.player, self.count.value(s, ctx))


@dataclass(frozen=True)
class UpTo(Part):
    """The player chooses X, from ``least`` to ``most``, then does ``each`` X times and ``then`` X times:
    "exert X companions to remove (X)", "discard up to 3 cards from hand and draw an equal number". X
    is chosen one at a time ("once more" or "stop", ``done`` counting the times so far), the ``each``
    parts of a time done before the next is chosen, and every ``then`` waits until he stops."""

    each: tuple[Part, ...]
    then: tuple[Part, ...] = ()
    most: int = 9
    least: int = 0
    done: int = 0
    choose = "opt"
    prompt = "Once more?"
    labels = ("stop", "once more")

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        more = self.done < self.most and S.parts_feasible(s, ctx, self.each, full=True)
        return ([0] if self.done >= self.least else []) + ([1] if more else [])

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        each = self.least == 0 or S.parts_feasible(s, ctx, self.each * self.least, full=True)
        return each and S.parts_feasible(s, ctx, self.then)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        if chosen:
            S.resolve_parts(s, ctx, (*self.each, replace(self, done=self.done + 1)))
        elif self.done:
            S.resolve_parts(s, ctx, self.then * self.done)
