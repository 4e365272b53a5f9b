"""Assignment by an ability ("assign a companion (except the Ring-bearer) to skirmish Úlairë Toldëa",
"make the Free Peoples player assign the Ring-bearer to a skirmish") and restrictions on it ("prevent
the opponent from assigning that companion to this minion"). Used in the assignment phase's actions,
before the players assign the rest (002, "Assignment phase")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import combat as C
from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import SELF, Target, targets
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

FIXED = (SELF, "it", "ring_bearer")  # targets that name one card: the choice is on the other side


def unassigned(s: TcgState, m: int) -> bool:
    """A minion not yet assigned to a skirmish (each skirmishes one character)."""
    return all(m not in ms for _, ms in s.assign)


@dataclass(frozen=True)
class AssignTo(Part):
    """Assign a character (``character``: a Free Peoples character who may defend now) to skirmish a
    minion not yet assigned (``minion``); whichever of the two names one card, the player chooses the
    other."""

    character: Target
    minion: Target = SELF
    anew: bool = False  # after all remaining assignments are cancelled: any minion may be chosen
    choose = "pick"
    prompt = "Assign to a skirmish"

    def _pairs(self, s: TcgState, ctx: Ctx) -> list[tuple[int, int]]:
        defenders = C.defenders(s)
        chars = [u for u in targets(s, ctx, self.character) if u in defenders]
        minions = [
            m
            for m in targets(s, ctx, self.minion)
            if m in s.zones[(1 - s.fp, "shadow")] and (self.anew or unassigned(s, m))
        ]
        return [(d, m) for d in chars for m in minions]

    def _picks_minion(self) -> bool:
        return isinstance(self.character, str) and self.character in FIXED

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        side = 1 if self._picks_minion() else 0
        return list(dict.fromkeys(pair[side] for pair in self._pairs(s, ctx)))

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        side = 1 if self._picks_minion() else 0
        pair = next((p for p in self._pairs(s, ctx) if p[side] == chosen), None)
        if pair is not None:
            C.assign(s, ctx.player, *pair)


@dataclass(frozen=True)
class Unassignable(Part):
    """The opponent may not assign the card chosen last to skirmish this minion this phase (Uruk
    Guard); the Free Peoples player's assignment reads it (``combat.barred``)."""

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        s.limits.add("phase", ("unassignable", ctx.it, ctx.src), 1)


@dataclass(frozen=True)
class CancelAssignments(Part):
    """Cancel all remaining assignments: the skirmishes not yet resolved will not be (Return to Its
    Master)."""

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        if s.assign:
            s.assign = ()
            S.log(s, "cancel_assignments", ctx.player, ctx.src)
