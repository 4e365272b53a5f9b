"""Discarding the card an ability concerns, rather than one it picks ("discard that Orc": the minion
that lost the skirmish, ``IT`` to a "loses" trigger)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import Target, each_target, targets
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class Discard(Part):
    """Discard the target from play, if it is still there."""

    target: Target

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return next(each_target(s, ctx, self.target), None) is not None

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in targets(s, ctx, self.target):
            if not R.shielded(s, u, ctx.player):
                S.discard(s, u)
