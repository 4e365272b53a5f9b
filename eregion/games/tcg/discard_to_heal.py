"""Discarding to heal (CR 4.2, "discard to heal"): during your fellowship phase, discard a card from
hand with the same title as a wounded unique companion or ally of yours to heal that character. Any
deck holding a second copy of a unique card can do it (both starters do), so it is a fellowship
action always on offer, like a transfer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.core import Action
from eregion.games.tcg import rules as R
from eregion.games.tcg.steps import SPACE, discard_from_hand, heal

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


def wounded_by_title(s: TcgState) -> dict[str, int]:
    """The Free Peoples player's wounded unique companions and allies, by title (one per title, as
    uniqueness allows)."""
    out = {}
    for u in (*R.companions(s), *R.allies(s)):
        c = s.cards[u]
        dd = R.DEFS[c.cid]
        if dd.unique and c.wounds:
            out[dd.title] = u
    return out


def heals(s: TcgState, p: int) -> list[Action]:
    """One action per title in ``p``'s hand that would heal someone (identical copies offer one)."""
    wounded = wounded_by_title(s)
    if not wounded:
        return []
    out = []
    seen: set[str] = set()
    cards = s.cards
    for u in s.zones[(p, "hand")]:
        title = R.DEFS[cards[u].cid].title
        if title in wounded and title not in seen:
            seen.add(title)
            out.append(SPACE.card("heal", u))
    return out


def discard_to_heal(s: TcgState, card: int) -> None:
    """Discard ``card`` from hand and heal the character of its title."""
    target = wounded_by_title(s)[R.d(s, card).title]
    discard_from_hand(s, card)
    heal(s, target)
