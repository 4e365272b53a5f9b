"""Drawing from a deck that may run out (p. 35, "Reshuffling"): when a deck is depleted, its discard pile
is shuffled into a new deck and the draw goes on from there.

Decks and discard piles are tuples, the top card first. Every draw the hero's Explore and Encounter
steps make (Encounter and Peril cards, Skill cards for training, Corruption cards) goes through
:func:`draw`, so a deck never runs dry while its discards could refill it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from eregion.core.rng import Rng

T = TypeVar("T")


def draw(
    deck: Sequence[T], discard: Sequence[T], n: int, rng: Rng
) -> tuple[tuple[T, ...], tuple[T, ...], tuple[T, ...]]:
    """The top ``n`` cards, and the deck and discard pile left. When the deck runs out before ``n`` are
    drawn, the discard pile is shuffled with ``rng`` into a new deck and drawing goes on; when both are
    empty the draw gives what there was."""
    if n < 0:
        raise ValueError(f"cannot draw {n} cards")
    drawn, left, pile = list(deck[:n]), tuple(deck[n:]), tuple(discard)
    if len(drawn) < n and pile:
        fresh = list(pile)
        rng.shuffle(fresh)
        more = n - len(drawn)
        drawn += fresh[:more]
        left, pile = tuple(fresh[more:]), ()
    return tuple(drawn), left, pile
