"""Cards of an opponent's hidden hand looked at by one player only (The Mirror of Galadriel: "look at 2
of those cards at random. Discard one and replace the other").

The player who looks learns the cards (``TcgState.seen`` shows them in his view, ``TcgState.known``
keeps the one put back out of his ``determinize`` while it stays in that hand); the hand's owner knows
which of his cards were taken and which came back; the log tells everyone else only how many were
looked at, and names the card discarded, which is face up from then on (ruling 101).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import steps as S
from eregion.games.tcg.piles import DiscardRevealed
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class LookAtRandom(Part):
    """Look at ``n`` cards at random from the opponent's hand, then discard one of them; the others go
    back (they never leave the hand)."""

    n: int

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return bool(s.zones[(1 - ctx.player, "hand")])

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        p, opp = ctx.player, 1 - ctx.player
        hand = list(s.zones[(opp, "hand")])
        looked = tuple(hand.pop(s.rng.randrange(len(hand))) for _ in range(min(self.n, len(hand))))
        s.seen[p] = tuple(s.cards[u].cid for u in looked)
        s.known[p] = (*s.known[p], *looked)
        S.log(s, "look_random", p, opp, len(looked))
        S.fire(s, p, ctx.src, (DiscardLookedAt(),), False, looked)


@dataclass(frozen=True)
class DiscardLookedAt(DiscardRevealed):
    """Discard one of the cards just looked at from the opponent's hand; the rest stay there."""

    prompt = "Discard which of the cards looked at? (the other goes back)"
