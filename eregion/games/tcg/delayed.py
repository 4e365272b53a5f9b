"""Delayed triggers: text an event leaves behind for a while ("if a minion loses this skirmish to that
Elf, ..." of Ancient Enmity). The event is gone once played, so what it leaves is a lasting modifier
on the card it concerns (stat ``delayed``, the trigger's number in :data:`DELAYED` as its amount),
which expires at the boundary like any other; the flow fires it where the moment happens."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import IT, Q, Target, targets
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

DELAYED: list[LosesTo] = []
"""Every delayed trigger of the encoded cards, in the order they were made: a modifier names one by
its place here (modules load in a fixed order, so the numbers are the same in every run)."""


@dataclass(frozen=True)
class LosesTo(Part):
    """ "If a minion loses this skirmish to that Elf, ...": until the end of the skirmish, when a card
    matching ``q`` loses a skirmish that the ``target`` won, its ``parts`` happen (the first loser is
    ``IT`` to them), once."""

    q: Q
    parts: tuple[Part, ...]
    target: Target = IT

    def __post_init__(self) -> None:
        if self not in DELAYED:
            DELAYED.append(self)

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return bool(targets(s, ctx, self.target))

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in targets(s, ctx, self.target):
            S.modify(s, u, "delayed", DELAYED.index(self), "skirmish", ctx.src)


def losing(s: TcgState, losers: list[int], winners: list[int]) -> None:
    """Fire the delayed triggers on the winners of the skirmish just resolved, for its losers."""
    for m in s.mods:
        if m.stat != "delayed" or m.target not in winners:
            continue
        trig = DELAYED[m.amount]
        ctx = Ctx(s.cards[m.source].owner, m.source)
        hit = [u for u in losers if trig.q.match(s, u, ctx)]
        if hit:
            S.fire(s, ctx.player, m.source, trig.parts, False, (hit[0],))
