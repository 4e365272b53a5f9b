"""The expert at the Finale (p. 34): only the Ringwraiths' defeat wins it for the heroes, so what
counts is the harm a champion can still do, with the cards he holds and the strength he has left to
pay for them (his wounds no longer matter: the game ends with the battle)."""

from __future__ import annotations

from collections.abc import Iterable

from eregion.games.meq.facts import CombatCard
from eregion.games.meq.herocards.hero import attribute
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import CARDS


def reach(cards: Iterable[CombatCard], strength: int) -> int:
    """The most attack that some of ``cards`` deal together whose costs ``strength`` pays (p. 28: a
    combatant pays every card he plays from his strength), by their printed numbers."""
    best = [0] * (max(0, strength) + 1)
    for k in cards:
        for budget in range(len(best) - 1, k.cost - 1, -1):
            best[budget] = max(best[budget], best[budget - k.cost] + k.attack)
    return best[-1]


def might(s: MeqState, seat: int) -> tuple[int, int]:
    """How hard a hero would fight the Ringwraiths: the attack his hand can pay for with his strength
    and all his agility (p. 28: agility not spent on cards adds to strength), then his fortitude,
    strength and agility as they stand (levels and Corruption counted, R119)."""
    p = s.pool(seat)
    cards = CARDS[p.hero]
    fight = ("fortitude", "strength", "agility")
    budget = attribute(s, seat, "strength") + attribute(s, seat, "agility")
    return reach((cards[c] for c in p.hand), budget), sum(attribute(s, seat, x) for x in fight)
