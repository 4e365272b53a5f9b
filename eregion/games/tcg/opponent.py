"""The opponent choosing: "make the Free Peoples player exert a companion", "the opponent chooses to
either exert the Ring-bearer or add a burden". The parts run as the opponent's: he makes their
choices and, for costs such as exertion, uses his own characters."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import Q
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


def opponent(ctx: Ctx) -> Ctx:
    """The same ability, as the opponent of its user sees and does it."""
    return Ctx(1 - ctx.player, ctx.src)


@dataclass(frozen=True)
class ByOpponent(Part):
    """The opponent does ``parts``, choosing as they ask."""

    parts: tuple[Part, ...]

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return S.parts_feasible(s, opponent(ctx), self.parts)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.resolve_parts(s, opponent(ctx), self.parts)


@dataclass(frozen=True)
class DiscardFromOpponentsHand(Part):
    """Discard a matching card from the opponent's hand once it has been revealed (Foul Creation)."""

    q: Q
    choose = "pick"
    prompt = "Discard which card from your opponent's hand?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in s.zones[(1 - ctx.player, "hand")] if self.q.match(s, u, ctx)]

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.discard_from_hand(s, chosen)
