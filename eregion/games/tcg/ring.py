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


@dataclass(frozen=True)
class RingTextOff(Part):
    """The One Ring's game text does not apply during the skirmish to come (Return to Its Master,
    played as a skirmish phase ends): what it says of wounds and burdens, read by
    ``rules.ring_burdens``. Its strength bonus is no game text (CR 4.2, "game text"), and it stays."""

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.modify(s, s.ring[s.fp], "no_text", 1, "next_skirmish", ctx.src)
