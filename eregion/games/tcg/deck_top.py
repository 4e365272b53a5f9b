"""The top of any draw deck revealed, a card of it perhaps discarded, the rest returned in an order the
player chooses (Halls of My Home). The cards are revealed to both players and put back openly (ruling
91), so both know them while they stay in that deck: the state keeps them (``TcgState.known_top``,
from the reveal on), ``determinize`` leaves their identities where they are, and a shuffle of that
deck (``steps.shuffle_deck``) forgets them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import Q
from eregion.games.tcg.may import YouMay
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@dataclass(frozen=True)
class RevealTopOfAny(Part):
    """Reveal the top ``n`` cards of either player's draw deck; you may discard one that matches
    ``discard``; return the rest in any order."""

    n: int
    discard: Q
    choose = "opt"
    prompt = "Reveal the top cards of which draw deck?"
    labels = ("your draw deck", "your opponent's draw deck")

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [k for k, p in enumerate((ctx.player, 1 - ctx.player)) if s.zones[(p, "draw")]]

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return bool(self.choices(s, ctx))

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        owner = (ctx.player, 1 - ctx.player)[chosen]
        deck = s.zones[(owner, "draw")]
        top = tuple(deck[len(deck) - self.n :][::-1])  # the top card first
        S.log(s, "reveal_deck", ctx.player, owner, tuple(s.cards[u].cid for u in top))
        s.known_top[owner] = (*(u for u in s.known_top[owner] if u not in top), *top)  # public from now
        returns = (_Return(top, owner),) * len(top)
        S.resolve_parts(s, ctx, (YouMay((_DiscardRevealed(top, self.discard),)), *returns))


@dataclass(frozen=True)
class _DiscardRevealed(Part):
    """One of the revealed cards that matches, to its owner's discard pile."""

    revealed: tuple[int, ...]
    q: Q
    choose = "pick"
    prompt = "Discard which card revealed?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in self.revealed if s.cards[u].zone == "draw" and self.q.match(s, u, ctx)]

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return bool(self.choices(s, ctx))

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        owner = s.cards[chosen].owner
        s.move(chosen, owner, "discard")
        S.log(s, "mill", owner, chosen)


@dataclass(frozen=True)
class _Return(Part):
    """The next revealed card put back on the deck, above those returned before it: the last returned
    is on top."""

    revealed: tuple[int, ...]
    owner: int
    choose = "pick"
    prompt = "Return which card to the draw deck next (the last one returned is on top)?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in self.revealed if s.cards[u].zone == "draw" and u not in ctx.memo]

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        s.move(chosen, self.owner, "draw")
        S.log(s, "return_top", ctx.player, self.owner, chosen)
