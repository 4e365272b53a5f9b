"""Effects on the players' piles beyond drawing and milling: a card shuffled from the discard pile into
the draw deck (Bilbo, Grimir), cards discarded at random from an opponent's hand (Orc Inquisitor,
Tower Lieutenant), the top of the draw deck revealed (Wealth of Moria). A shuffle deals the deck's
hidden identities again (:func:`eregion.cards.deal`), so no uid tells where the shuffled card went."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.cards import deal
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import Q
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part, TakeFromDiscard

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class ShuffleIntoDeck(TakeFromDiscard):
    """Shuffle a matching card from your discard pile into your draw deck."""

    prompt = "Shuffle which card into your draw deck?"

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.log(s, "shuffle_in", ctx.player, chosen)  # named while it is face up
        s.move(chosen, ctx.player, "draw")
        deal(s, s.zones[(ctx.player, "draw")], s.rng)


@dataclass(frozen=True)
class DiscardAtRandom(Part):
    """The opponent discards ``n`` cards at random from hand (as many as he has)."""

    n: int

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        opp = 1 - ctx.player
        for _ in range(self.n):
            hand = s.zones[(opp, "hand")]
            if not hand:
                return
            S.discard_from_hand(s, hand[s.rng.randrange(len(hand))])


@dataclass(frozen=True)
class RevealTop(Part):
    """Reveal the top ``n`` cards of your draw deck: take those that match ``take`` into hand and
    discard the rest (Wealth of Moria, Master Proudfoot)."""

    n: int
    take: Q

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        p = ctx.player
        top = s.zones[(p, "draw")][-self.n :][::-1]  # the top card first
        S.log(s, "reveal_top", p, tuple(s.cards[u].cid for u in top))
        for u in top:
            if self.take.match(s, u, ctx):
                S.to_hand(s, u)
            else:
                s.move(u, p, "discard")
                S.log(s, "mill", p, u)


@dataclass(frozen=True)
class MillOpponent(Part):
    """The opponent discards the top ``n`` cards of his draw deck, or ``n`` for each card in the Free
    Peoples player's dead pile (``per_dead``: Orc Butchery)."""

    n: int
    per_dead: bool = False

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        n = self.n * len(s.zones[(s.fp, "dead")]) if self.per_dead else self.n
        S.mill(s, 1 - ctx.player, n)


@dataclass(frozen=True)
class MillForBurdens(Part):
    """Discard a card from the top of your draw deck for each card matching ``per`` you spot, and add a
    burden for each Shadow card discarded so, at most ``limit`` (0: no limit) (Uruk Spy, Lost to the
    Goblins)."""

    per: Q
    limit: int = 0

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        p = ctx.player
        deck = s.zones[(p, "draw")]
        shadow = 0
        for _ in range(len(self.per.in_play(s, ctx))):
            if not deck:
                break
            u = deck[-1]
            shadow += R.d(s, u).side == "shadow"
            s.move(u, p, "discard")
            S.log(s, "mill", p, u)
        if self.limit:
            shadow = min(shadow, self.limit)
        if shadow:
            S.add_burdens(s, s.fp, shadow)
