"""Ending a phase early (Tol Brandir: "end your Shadow phase"): as if the Shadow player passed, its
end-of-phase triggers included."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.triggers import fire_on
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class EndShadowPhase(Part):
    """The Shadow phase ends once this ability has resolved."""

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return ("shadow",) in s.stack

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        if ("shadow",) in s.stack:
            i = len(s.stack) - 1 - s.stack[::-1].index(("shadow",))
            s.stack[i] = ("phase", "maneuver")
            fire_on(s, "shadow_end")
