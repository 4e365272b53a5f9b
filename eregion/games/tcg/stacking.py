"""Cards stacked on a card (CR 4.2, "stack"): Gandalf's Cart holds Free Peoples possessions from hand
and Goblin Swarms the [moria] Orcs that won a skirmish, and each plays them "as if played from hand".

A stacked card lies face up in its owner's ``stacked`` zone, its ``host`` the card it is on: not in
play, not active, not spotted, not counted for uniqueness, and anyone may look at it (views list it
under its host; ruling 102). Stacking is not playing. It leaves with its host: "any cards ... stacked
on that card are discarded" (CR 4.2, "leaving play"; ``steps.leave_play``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import playing as PL
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import IT, Target, each_target, targets
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import DiscardFromHand, Part, PlayFrom

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


def stack(s: TcgState, uid: int, host: int) -> None:
    """Stack card ``uid`` on ``host``; a card in play leaves it first (its borne cards discarded, its
    wounds removed: "discard cards and wounds on that Orc")."""
    if R.in_play(s, uid):
        S.leave_play(s, uid)
    c = s.move(uid, s.cards[uid].owner, "stacked")
    c.host = host
    S.log(s, "stack", c.owner, uid, host)


@dataclass(frozen=True)
class StackFromHand(DiscardFromHand):
    """Stack a matching card from your hand on this card (chosen as a card to discard from hand is)."""

    cost = False
    prompt = "Stack which card?"

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        stack(s, chosen, ctx.src)


@dataclass(frozen=True)
class StackHere(Part):
    """Stack the target (``IT``: the card the response concerns) on this card, if it is still in play."""

    target: Target = IT

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return next(each_target(s, ctx, self.target), None) is not None

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in targets(s, ctx, self.target):
            stack(s, u, ctx.src)


@dataclass(frozen=True)
class PlayStacked(PlayFrom):
    """Play a matching card stacked on this card as if from hand (its cost paid, its rules kept)."""

    zones: tuple[str, ...] = ("stacked",)

    def _playable(self, s: TcgState, ctx: Ctx) -> Iterator[int]:
        for u in R.stacked_on(s, ctx.src):
            if self.q.match(s, u, ctx) and PL.can_play(s, ctx.player, u, self._off(s, u), free_timing=True):
                yield u

    def unseen(self) -> bool:
        return False
