"""Once-per limits on an ability ("limit 1 per turn"): the ability is offered only while this card
has not used it in the scope, which the turn and phase steps reset (``Limits``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class Once(Part):
    """At most once per ``scope`` ("turn" or "phase") for this card."""

    scope: str = "turn"
    gate = True  # used up: the rest of a trigger does not happen either

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return s.limits.used(self.scope, ("once", ctx.src)) == 0

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        s.limits.add(self.scope, ("once", ctx.src), 1)
