"""Travel (pp. 22-23): what crossing a path costs a hero, whether the cards he discards pay it, and where
his hand can take him this turn.

A path costs one Hero card showing its movement icon, or as many cards of any icon as its number; an
"any card" path costs one card of any icon (p. 22). Water paths cost as printed, but a hero with a Boat
crosses them with any one card, and the Boat also joins The Grey Havens and Belfalas for three cards of
any icon; a Horse lowers every number by one, to no less than one (the Item cards; rulings R4-R8).
Hands are given as the movement icons of their cards: the icon is all that travel reads of a card.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from eregion.games.meq.board import IllegalMove
from eregion.games.meq.entries import ICONS
from eregion.games.meq.facts import Components

BOAT, HORSE = "boat", "horse"  # the Item ids that change travel


@dataclass(frozen=True, slots=True)
class Cost:
    """One card showing ``icon`` pays, or ``cards`` cards of any icon. ``icon`` is None when only the
    count is offered (any-card paths, the Boat), and whenever ``cards`` is 1, since one card of any
    icon then pays anyway."""

    icon: str | None
    cards: int

    def paid_by(self, icons: Sequence[str]) -> bool:
        """Exactly the discard the rules ask for: one matching card, or exactly ``cards`` cards (p. 22)."""
        return len(icons) == self.cards or (len(icons) == 1 and icons[0] == self.icon)

    def affordable(self, icons: Sequence[str]) -> bool:
        """The hand holds some discard that pays."""
        return len(icons) >= self.cards or self.icon in icons


def _cost(icon: str | None, cards: int, horse: bool) -> Cost:
    if horse:
        cards = max(1, cards - 1)
    return Cost(None if cards == 1 else icon, cards)


def move_cost(comps: Components, src: str, dst: str, items: Collection[str] = ()) -> Cost | None:
    """What moving from ``src`` to ``dst`` costs a hero holding ``items``; None if he cannot go directly."""
    horse = HORSE in items
    path = comps.path(src, dst)
    if path is not None:
        if path.icon == "any" or (path.water and BOAT in items):
            return _cost(None, 1, horse)
        return _cost(path.icon, path.number, horse)
    if BOAT in items:
        for link in comps.boat_links:
            if {link.a, link.b} == {src, dst}:
                return _cost(None, link.number, horse)
    return None


def moves(comps: Components, src: str, items: Collection[str] = ()) -> dict[str, Cost]:
    """Every location one move away from ``src``, with its cost (the Boat link included with a Boat)."""
    out = {near: move_cost(comps, src, near, items) for near in comps.adjacent[src]}
    if BOAT in items:
        for link in comps.boat_links:
            if src in (link.a, link.b):
                other = link.b if src == link.a else link.a
                out[other] = move_cost(comps, src, other, items)
    return {k: v for k, v in sorted(out.items()) if v is not None}


def check_move(
    comps: Components, src: str, dst: str, discard: Sequence[str], items: Collection[str] = ()
) -> Cost:
    """The cost of the move if ``discard`` (the icons of the cards discarded) pays it; else IllegalMove."""
    cost = move_cost(comps, src, dst, items)
    if cost is None:
        raise IllegalMove(f"no path from {src!r} to {dst!r}")
    if not cost.paid_by(discard):
        need = f"one {cost.icon} card or {cost.cards}" if cost.icon else str(cost.cards)
        raise IllegalMove(f"moving {src!r} -> {dst!r} takes {need} card(s), not {list(discard)!r}")
    return cost


# --- where the hand reaches -----------------------------------------------------------------------


def reachable(
    comps: Components, start: str, hand: Sequence[str], items: Collection[str] = ()
) -> dict[str, int]:
    """Every location the hand can carry the hero to by moving alone, with the fewest cards it takes.

    Cards that pay a path's number are any cards, so only how many cards of each icon were spent as the
    single matching card matters, and the total spent: the search runs over (location, matches used per
    icon) for the fewest cards, a match never using more cards of an icon than the hand holds. What may
    stop the hero on the way (combat, peril, Shadow cards) is the game's business, not this one.
    """
    bad = [icon for icon in hand if icon not in ICONS]
    if bad:
        raise IllegalMove(f"{bad[0]!r} is not a movement icon ({', '.join(ICONS)})")
    held = tuple(hand.count(icon) for icon in ICONS)
    size = len(hand)
    front: dict[str, list[tuple[tuple[int, ...], int]]] = {start: [((0,) * len(ICONS), 0)]}
    heap = [(0, start, (0,) * len(ICONS))]
    best: dict[str, int] = {}
    edges: dict[str, list[tuple[str, int, int]]] = {}
    while heap:
        used, here, matched = heapq.heappop(heap)
        if (matched, used) not in front[here]:
            continue  # a better way here was found since
        best.setdefault(here, used)
        if here not in edges:
            edges[here] = [
                (dst, -1 if cost.icon is None else ICONS.index(cost.icon), cost.cards)
                for dst, cost in moves(comps, here, items).items()
            ]
        for dst, icon, cards in edges[here]:
            steps = [(used + cards, matched)]
            if icon >= 0 and matched[icon] < held[icon]:
                steps.append((used + 1, (*matched[:icon], matched[icon] + 1, *matched[icon + 1 :])))
            for n, m in steps:
                if n > size or any(
                    k <= n and all(a <= b for a, b in zip(mm, m, strict=True)) for mm, k in front.get(dst, ())
                ):
                    continue  # some way here spent no more cards and no more matches of any icon
                front[dst] = [
                    (mm, k)
                    for mm, k in front.get(dst, ())
                    if not (n <= k and all(a <= b for a, b in zip(m, mm, strict=True)))
                ] + [(m, n)]
                heapq.heappush(heap, (n, dst, m))
    return dict(sorted(best.items()))
