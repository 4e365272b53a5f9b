"""An effect the player may decline partway through an ability ("You may discard an [isengard] minion
revealed to draw 2 cards"): asked as a "you may" trigger is, with the cards chosen so far kept."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import steps as S
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class YouMay(Part):
    """The player may do ``parts``; when they can do nothing he is asked with a lone "no"."""

    parts: tuple[Part, ...]

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.fire(s, ctx.player, ctx.src, self.parts, True, ctx.memo)
