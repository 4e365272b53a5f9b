"""Who takes part in archery fire and skirmishes beyond the rule: an ally away from home allowed to
take part until a boundary (Thrarin, Swan-ship of the Galadhrim), and an archer who does not add to
the fellowship archery total once he has shot on his own (Legolas, Aragorn's Bow).

Both are lasting modifiers on the character (``participates``, ``abstains``), which
``rules.at_home`` and ``rules.archery_total`` read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import Target, each_target, targets
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class Participate(Part):
    """Allow an ally to participate in archery fire and skirmishes until ``until`` (002, "Allies": an
    ally takes part only at his home site, "unless a card says otherwise")."""

    target: Target
    until: str = "regroup"

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return next(each_target(s, ctx, self.target), None) is not None

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in targets(s, ctx, self.target):
            S.modify(s, u, "participates", 1, self.until, ctx.src)


@dataclass(frozen=True)
class Abstain(Part):
    """The character does not add to the fellowship archery total this phase."""

    target: Target

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in targets(s, ctx, self.target):
            S.modify(s, u, "abstains", 1, "phase", ctx.src)
