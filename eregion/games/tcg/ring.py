"""Effects on the Ring-bearer and The One Ring: putting the Ring on (Saruman's Reach) and corrupting
the Ring-bearer outright (Despair). The Ring's own abilities are rules code in ``steps.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import steps as S
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class WearRing(Part):
    """The Ring-bearer puts on The One Ring until the regroup phase (taken off then, as in ``turn``):
    while he wears it, each wound in a skirmish becomes a burden."""

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return not s.wearing

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        if not s.wearing:
            s.wearing = True
            S.log(s, "wear_ring", s.fp, s.rb[s.fp])


@dataclass(frozen=True)
class Corrupt(Part):
    """The Ring-bearer is corrupted: his player loses (002, "How does he become corrupted?")."""

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.finish(s, 1 - s.fp, "corruption")
