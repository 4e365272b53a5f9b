"""Wounds as an effect ("wound an Orc", "wound every minion"), and choosing a card for the parts after
it to act on ("make an Uruk-hai fierce": choose, then act on it). Each wound goes through the wound
procedure one at a time (``steps.wound``), so the Ring, responses and wound caps see each one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import Q, Target, each_target, targets
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class Wound(Part):
    """Wound a chosen character ``times`` times."""

    target: Target
    times: int = 1
    choose = "pick"
    prompt = "Wound"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in targets(s, ctx, self.target) if R.d(s, u).type in R.CHARACTERS]

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return any(R.d(s, u).type in R.CHARACTERS for u in each_target(s, ctx, self.target))

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        for _ in range(self.times):  # (the stack resolves the last pushed first: all are the same wound)
            S.wound(s, chosen)


@dataclass(frozen=True)
class WoundEach(Part):
    """Wound every matching character once (as this resolves)."""

    q: Q

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return bool(self.q.in_play(s, ctx))

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in reversed(self.q.in_play(s, ctx)):  # pushed in reverse: wounded in play order
            S.wound(s, u)


@dataclass(frozen=True)
class WoundOrBurden(Part):
    """Wound the target once, or add a burden instead if it is the Ring-bearer (Blade Tip)."""

    target: Target

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return bool(targets(s, ctx, self.target))

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in targets(s, ctx, self.target):
            if u == s.rb[s.fp]:
                S.add_burdens(s, s.fp, 1)
            else:
                S.wound(s, u)


@dataclass(frozen=True)
class Choose(Part):
    """Choose a card in play for the parts after it ("make an Uruk-hai fierce": ``IT``)."""

    cost = True

    target: Target
    choose = "pick"
    prompt = "Choose"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return targets(s, ctx, self.target)

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return next(each_target(s, ctx, self.target), None) is not None

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        return None


@dataclass(frozen=True)
class Exhaust(Part):
    """ "Comes into play exhausted": wounds placed until one more would kill it (no wound is taken, so
    nothing responds to them)."""

    target: Target

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in targets(s, ctx, self.target):
            n = R.vitality(s, u) - 1 - s.cards[u].wounds
            if n > 0 and R.d(s, u).type in R.CHARACTERS:
                s.card_mut(u).wounds += n
                S.log(s, "exhausted", s.cards[u].controller, u)


@dataclass(frozen=True)
class HealEach(Part):
    """Heal every matching character once (Elrond: "every ally whose home is site 3")."""

    q: Q

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in reversed(self.q.in_play(s, ctx)):  # pushed in reverse: healed in play order
            S.heal(s, u)


@dataclass(frozen=True)
class CapWounds(Part):
    """The chosen character takes no more than ``n`` wounds during each skirmish phase until ``until``
    (Valiant Man of the West); ``n`` 0 prevents every wound (Gimli's Helm, for the skirmish)."""

    target: Target
    n: int
    until: str

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return next(each_target(s, ctx, self.target), None) is not None

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in targets(s, ctx, self.target):
            S.modify(s, u, "max_wounds", self.n, self.until, ctx.src)
