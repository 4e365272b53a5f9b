"""The expert at combat's choices: where archery wounds go, the assignment plans, the order of
skirmishes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.core import Action, Rng
from eregion.games.tcg import rules as R
from eregion.games.tcg.combat import defenders
from eregion.games.tcg.expert.plans import (
    card_actions,
    fp_plan,
    is_rb,
    named_action,
    shadow_plan,
    skirmish_loss,
    strengths,
    uid_of,
    vitality_left,
    wound_cost,
)

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


def archery_wounds(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Free Peoples: the hardiest companion, never the Ring-bearer while another can take it.
    Shadow: a minion that survives the wound, else the weakest one."""
    picks = card_actions(actions, "pick")
    if p == s.fp:
        return min(
            picks, key=lambda a: (wound_cost(s, uid_of(a)) - 0.1 * vitality_left(s, uid_of(a)), uid_of(a))
        )

    def cost(a: Action) -> tuple[float, int]:
        u = uid_of(a)
        if vitality_left(s, u) <= 1:
            return (5.0 + R.strength(s, u), u)
        return (1.0 + 0.1 * R.strength(s, u) - 0.2 * vitality_left(s, u), u)

    return min(picks, key=cost)


def find(actions: tuple[Action, ...], verb: str, uid: int) -> Action | None:
    name = f"{verb}:{uid}"
    for a in actions:
        if a.id == name:
            return a
    return None


def planned_pick(actions: tuple[Action, ...], plan: list[tuple[int, int]], first: int) -> Action | None:
    """The pick of a card the plan pairs with ``first`` (the plan's pairs put ``first``'s side first)."""
    for one, other in plan:
        if one == first:
            a = find(actions, "pick", other)
            if a is not None:
                return a
    return None


def assign_fp(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    plan = fp_plan(s)
    if plan:
        a = find(actions, "pick", plan[0][0])
        if a is not None:
            return a
    return named_action(actions, "done") or actions[-1]


def assign_shadow(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    plan = shadow_plan(s)
    for m, _ in plan:
        a = find(actions, "pick", m)
        if a is not None:
            return a
    picks = card_actions(actions, "pick")
    return picks[0] if picks else actions[-1]


def assign_minion(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    first = s.stack[-1][2]
    picks = card_actions(actions, "pick")
    if p == s.fp:  # which minion this defender meets
        a = planned_pick(actions, fp_plan(s), first)
        if a is not None:
            return a
        st = strengths(s, defenders(s) + R.minions(s))
        have = list(dict(s.assign).get(first, ()))
        return min(picks, key=lambda a: (skirmish_loss(s, first, [*have, uid_of(a)], st), uid_of(a)))
    a = planned_pick(actions, shadow_plan(s), first)
    if a is not None:
        return a
    st = strengths(s, defenders(s) + R.minions(s))
    table = dict(s.assign)
    return max(
        picks, key=lambda a: (skirmish_loss(s, uid_of(a), [*table.get(uid_of(a), ()), first], st), -uid_of(a))
    )


def skirmishes(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Easy wins first; the Ring-bearer's skirmish last, after the Shadow player has spent on others."""
    table = dict(s.assign)
    st = strengths(s, [u for d, ms in s.assign for u in (d, *ms) if u >= 0])

    def key(a: Action) -> tuple[int, float, int]:
        d = uid_of(a)
        return (int(is_rb(s, d)), skirmish_loss(s, d, table.get(d, ()), st), d)

    return min(card_actions(actions, "pick"), key=key)
