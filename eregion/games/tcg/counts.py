"""Numbers an ability counts as it resolves ("for each other [moria] Orc you spot", "spot X burdens",
"for each companion over 4", "limit +4") and the effects sized by them: a strength bonus, an effect
done once for each, cards drawn. Every matching card is counted (ruling 5: spotting fewer could
never help the player)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import Q
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
class PumpBy(Pump):
    """Make a chosen character strength ``n`` for each one counted (Denizens Enraged: +1 for each other
    [moria] Orc, limit +4; Enduring Evil: -1 for each burden), until the end of the skirmish."""

    count: Count = field(default_factory=Count)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        n = self.n * self.count.value(s, Ctx(ctx.player, ctx.src, (*ctx.memo, chosen)))
        if n:
            S.modify(s, chosen, "strength", n, self.until, ctx.src)


@dataclass(frozen=True)
class Repeat(Part):
    """Do ``parts`` once for each one counted, each time as far as it can ("wound a companion; do this
    once for each companion over 5"); ``optional``: each time the player may decline ("you may play 1
    minion from your discard pile for each companion over 4")."""

    count: Count
    parts: tuple[Part, ...]
    optional: bool = False

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return self.count.value(s, ctx) > 0 and S.parts_feasible(s, ctx, self.parts)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
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
