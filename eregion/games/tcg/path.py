"""Replacing a site on the adventure path with one's own site of the same number (Paths Seldom
Trodden: the fellowship's site; Úlairë Nelya: any opponent's site). The site replaced goes back to
its owner's adventure deck (``steps.play_own_site``); the fellowship stays where it is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class ReplaceSite(Part):
    """Replace an opponent's site with your site of the same number: the fellowship's (``current``)
    or one the player chooses (of site ``number`` where given: Hobbit Farmer's site 1)."""

    current: bool = False
    number: int = 0
    choose = "pick"
    prompt = "Replace which site?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        numbers = [R.site_number(s)] if self.current else [self.number] if self.number else range(1, 10)
        return [s.path[n] for n in numbers if self._replaceable(s, ctx.player, n)]

    def _replaceable(self, s: TcgState, p: int, n: int) -> bool:
        u = s.path[n]
        return (
            u >= 0
            and s.cards[u].owner != p
            and any(R.DEFS[s.cards[a].cid].site == n for a in s.zones[(p, "adventure")])
        )

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        n = R.d(s, chosen).site
        assert n is not None
        S.play_own_site(s, ctx.player, n)
