"""The Duel rules as the state uses them (:class:`~eregion.games.duel.state.Rulebook`): the step engine
with every step registered, and how an option of the pending decision reads.

This module sits on top of the rules (flow, costs, turn, effects); :mod:`eregion.games.duel.game` hands
it to the state as ``DuelState.rules``, so the state never imports the modules that import it.
"""

from __future__ import annotations

from eregion.core import Action, DecisionKind
from eregion.games.duel import effects as _effects  # noqa: F401  (registers the effect steps)
from eregion.games.duel.costs import Purse, is_free_by_chain
from eregion.games.duel.flow import ABILITY, CHAPTER_COINS, RULES, C
from eregion.games.duel.state import DuelState

run = RULES.run


def describe_action(s: DuelState, action: Action) -> str:
    """Turn options say what the player would pay now (missing Skills, surcharge, chaining)."""
    label = action.label
    d = s.decision
    if d is None or d.kind is not DecisionKind.TURN:
        return label
    p = d.player
    if action.id.startswith("play:"):
        c = C.card_by_id[action.id[5:]]
        if is_free_by_chain(s, p, c.index):
            return f"{label} — free by chaining"
        price = Purse(s, p).cost(c.coins, c.skills)
    elif action.id.startswith("landmark:"):
        price = Purse(s, p).landmark_cost(C.landmark_by_id[action.id[9:]])
    elif action.id.startswith("discard:"):
        gain = CHAPTER_COINS[s.chapter] * (2 if s.abilities[p] & ABILITY["double_discard"] else 1)
        return f"{label} (+{gain})"
    else:
        return label
    return f"{label} — pay {price} coin{'s' if price != 1 else ''}" if price else f"{label} — pay nothing"
