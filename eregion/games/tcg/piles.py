"""Effects on the players' piles beyond drawing and milling: a card shuffled from the discard pile into
the draw deck (Bilbo, Grimir), cards discarded at random from an opponent's hand (Orc Inquisitor,
Tower Lieutenant), the top of the draw deck revealed (Wealth of Moria). A shuffle deals the deck's
hidden identities again (:func:`eregion.cards.deal`), so no uid tells where the shuffled card went."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.counts import Count
from eregion.games.tcg.filters import Q
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.text import SEAT_NAMES
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
        S.shuffle_deck(s, ctx.player)


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
    """Reveal the top ``n`` cards of your draw deck (or one for each ``count``ed, or the bottom card):
    take those that match ``take`` into hand and discard the rest (Wealth of Moria, Master Proudfoot,
    The Master's Will, The Underdeeps of Moria)."""

    n: int
    take: Q
    count: Count | None = None  # "spot X Nazgûl to reveal the top X cards"
    bottom: bool = False  # "reveal the bottom card"
    otherwise: tuple[Part, ...] = ()  # done when none is taken ("discard it and one other card from hand")

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        p = ctx.player
        n = self.n if self.count is None else self.count.value(s, ctx)
        deck = s.zones[(p, "draw")]
        top = deck[:n] if self.bottom else deck[len(deck) - n :][::-1]  # the top card first
        S.log(s, "reveal_bottom" if self.bottom else "reveal_top", p, tuple(s.cards[u].cid for u in top))
        taken = False
        for u in top:
            if self.take.match(s, u, ctx):
                S.to_hand(s, u)
                taken = True
            else:
                s.move(u, p, "discard")
                S.log(s, "mill", p, u)
        if top and not taken and self.otherwise:
            S.resolve_parts(s, Ctx(p, ctx.src), self.otherwise)


@dataclass(frozen=True)
class RevealUntil(Part):
    """Reveal cards from the top of your draw deck until one does not match ``q`` (or the deck runs
    out), and take every card revealed into hand (Fool of a Took!)."""

    q: Q

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        p = ctx.player
        deck = s.zones[(p, "draw")]
        shown = []
        for u in reversed(deck):
            shown.append(u)
            if not self.q.match(s, u, ctx):
                break
        S.log(s, "reveal_top", p, tuple(s.cards[u].cid for u in shown))
        for u in shown:
            S.to_hand(s, u)


@dataclass(frozen=True)
class MillOwn(Part):
    """Discard the top ``n`` cards of your own draw deck (Mithril Shaft: "discard cards from the top of
    your draw deck"); a deck with cards left. (The opponent's deck: :class:`MillOpponent`.)"""

    n: int = 1

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return bool(s.zones[(ctx.player, "draw")])

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.mill(s, ctx.player, self.n)


@dataclass(frozen=True)
class TakeLastDiscarded(Part):
    """Take the card on top of your discard pile, the last one discarded, into hand (Mithril Shaft)."""

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        pile = s.zones[(ctx.player, "discard")]
        if pile:
            S.to_hand(s, pile[-1])


@dataclass(frozen=True)
class Redraw(Part):
    """Your opponent shuffles his hand into his draw deck and draws ``n`` cards (Change of Plans)."""

    n: int

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        opp = 1 - ctx.player
        for u in list(s.zones[(opp, "hand")]):
            s.move(u, opp, "draw")
        S.shuffle_deck(s, opp)
        S.log(s, "mulligan", opp)
        S.draw(s, opp, self.n)


@dataclass(frozen=True)
class LookAtTop(Part):
    """Look at the top ``n`` cards of your draw deck, take ``take`` of them into hand and discard the
    rest (Risk a Little Light, Questions That Need Answering). What is taken stays secret; a card the
    rule of 4 keeps out of hand stays on the deck where it was (ruling 23)."""

    n: int
    take: int

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        top = tuple(s.zones[(ctx.player, "draw")][-self.n :][::-1])  # the top card first
        S.resolve_parts(s, ctx, (*(_TakeLooked(top),) * self.take, _DiscardLooked(top)))


@dataclass(frozen=True)
class _TakeLooked(Part):
    """One of the cards looked at, taken into hand unseen by the opponent."""

    looked: tuple[int, ...]
    choose = "pick"
    prompt = "Take which card into hand?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in self.looked if s.cards[u].zone == "draw" and u not in ctx.memo]

    def unseen(self) -> bool:
        return True

    def secret(self, p: int) -> str | None:
        return f"{SEAT_NAMES[p]} takes a card into hand"

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        if S.room_in_hand(s, ctx.player, 1) < 1:
            return
        s.move(chosen, ctx.player, "hand")
        S.log(s, "take_unseen", ctx.player)


@dataclass(frozen=True)
class _DiscardLooked(Part):
    """The cards looked at and not chosen are discarded (face up)."""

    looked: tuple[int, ...]

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in self.looked:
            if s.cards[u].zone == "draw" and u not in ctx.memo:
                s.move(u, ctx.player, "discard")
                S.log(s, "mill", ctx.player, u)


@dataclass(frozen=True)
class RevealAtRandom(Part):
    """The opponent reveals cards at random from hand, one for each counted (Alive and Unspoiled: "spot X
    burdens"); the player may then discard one of them (``discard``)."""

    count: Count
    discard: bool = True

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return self.count.value(s, ctx) > 0 and bool(s.zones[(1 - ctx.player, "hand")])

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        hand = list(s.zones[(1 - ctx.player, "hand")])
        shown = []
        for _ in range(min(self.count.value(s, ctx), len(hand))):
            shown.append(hand.pop(s.rng.randrange(len(hand))))
        S.log(s, "reveal_random", ctx.player, 1 - ctx.player, tuple(s.cards[u].cid for u in shown))
        if shown and self.discard:
            S.fire(s, ctx.player, ctx.src, (DiscardRevealed(),), True, tuple(shown))


@dataclass(frozen=True)
class DiscardRevealed(Part):
    """Discard one of the cards just revealed from the opponent's hand (the ability's chosen cards)."""

    choose = "pick"
    prompt = "Discard which revealed card?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in ctx.memo if s.cards[u].zone == "hand"]

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.discard_from_hand(s, chosen)


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
