"""The expert before the first turn: the burdens bid, the starting fellowship, the mulligan and who
moves first."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from eregion.core import Action, Rng
from eregion.games.tcg import rules as R
from eregion.games.tcg.expert.plans import (
    card_actions,
    named_action,
    uid_of,
)

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


BID = 1  # a burden is cheap next to choosing the turn order, and more is rarely worth it


def start_value(s: TcgState, u: int) -> float:
    """A starting companion's worth: strength and vitality, a weak body little (Sam is a spare
    Ring-bearer, but a poor fighter)."""
    dd = R.d(s, u)
    strength, vitality = dd.strength or 0, dd.vitality or 0
    if strength < 5:
        return 3.0
    return strength + 0.5 * vitality + 2.0


def start_fellowship(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    budget = s.stack[-1][2]
    picks = card_actions(actions, "pick")
    best: tuple[float, tuple[Action, ...]] = (0.0, ())
    for k in range(1, min(3, len(picks)) + 1):
        for combo in combinations(picks, k):
            cost = sum(R.d(s, uid_of(a)).twilight or 0 for a in combo)
            if cost > budget:
                continue
            v = sum(start_value(s, uid_of(a)) for a in combo)
            if v > best[0] + 1e-9:
                best = (v, combo)
    if not best[1]:
        return named_action(actions, "done") or actions[0]
    return max(best[1], key=lambda a: (R.d(s, uid_of(a)).twilight or 0, start_value(s, uid_of(a))))


def bid(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    return named_action(actions, f"bid:{BID}") or actions[0]


def mulligan(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Keep eight cards over six, unless the hand holds nothing for one of the two sides or no
    minion (the Shadow side's only way to stop a fellowship; the first reconcile draws back up)."""
    hand = [R.d(s, u) for u in s.zones[(p, "hand")]]
    sides = [d.side for d in hand]
    lopsided = "free" not in sides or "shadow" not in sides or all(d.type != "minion" for d in hand)
    return named_action(actions, "yes" if lopsided else "no") or actions[0]


def order_choice(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Going first: it is a race to site 9, and the first player moves a turn ahead."""
    return named_action(actions, "first") or actions[0]
