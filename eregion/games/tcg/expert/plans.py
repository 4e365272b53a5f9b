"""What the TCG expert knows about positions: public facts, skirmish arithmetic, assignment plans
and how much a card is worth keeping. Pure functions of what the deciding player may see; the
decisions themselves are in :mod:`eregion.games.tcg.expert`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.core import Action
from eregion.games.tcg import rules as R
from eregion.games.tcg.combat import defenders
from eregion.games.tcg.playing import legal_bearers, needs_bearer
from eregion.games.tcg.registry import TEXT, Ctx
from eregion.games.tcg.steps import SPACE, parts_feasible

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

RB_DEATH = 400.0  # losing the Ring-bearer loses the game
CALM = 0.25
"""How much an assignment's outcome without the Shadow player's pumps counts beside its outcome with
them: when every placing looks lost to a pump, the one that is not lost without it is still better."""
WOUND = 3.0
BURDEN = 5.0


# --- small public facts -----------------------------------------------------------------------------


def card_id(s: TcgState, u: int) -> str:
    return s.cards[u].cid


def vitality_left(s: TcgState, u: int) -> int:
    """Vitality left: 1 means the next wound kills."""
    return R.vitality(s, u) - s.cards[u].wounds


def uid_of(a: Action) -> int:
    return SPACE.split(a)[1]


def named_action(actions: tuple[Action, ...], name: str) -> Action | None:
    for a in actions:
        if a.id == name:
            return a
    return None


def card_actions(actions: tuple[Action, ...], verb: str | None = None) -> list[Action]:
    return [a for a in actions if ":" in a.id and (verb is None or a.id.startswith(verb + ":"))]


def is_rb(s: TcgState, u: int) -> bool:
    return u == s.rb[s.cards[u].owner] and R.d(s, u).type == "companion"


def worth_of(s: TcgState, u: int) -> float:
    """How much losing this character costs its side."""
    dd = R.d(s, u)
    if is_rb(s, u):
        return RB_DEATH
    if dd.type == "companion":
        return 12.0 + R.strength(s, u) + R.vitality(s, u)
    if dd.type == "ally":
        return 4.0 + R.strength(s, u)
    return 3.0 + 0.5 * R.strength(s, u)  # a minion: discarded at the end of the turn anyway


def wound_cost(s: TcgState, u: int, n: int = 1) -> float:
    """The cost of ``n`` wounds on a Free Peoples character (death if they reach its vitality)."""
    if n <= 0:
        return 0.0
    left = vitality_left(s, u)
    if n >= left:
        return worth_of(s, u)
    per = 8.0 if is_rb(s, u) else WOUND
    return per * n + (2.0 if left - n == 1 else 0.0)


def free_peoples_hurt(s: TcgState) -> bool:
    return any(s.cards[u].wounds for u in R.companions(s))


# --- skirmish arithmetic ----------------------------------------------------------------------------


def skirmish_loss(
    s: TcgState, d: int, ms: tuple[int, ...] | list[int], st: dict[int, int], risk: int = 0
) -> float:
    """What a skirmish costs the Free Peoples (negative: a small gain), from public strengths ``st``.

    Ties go to the Shadow; double strength overwhelms (triple with Coat of Mail or a Bounder); a
    Ring-bearer who loses without being overwhelmed can turn the wounds into burdens with the Ring.
    """
    if not ms:
        return 0.0
    ss = sum(st[m] for m in ms)
    if d < 0:
        return 0.0
    fs = st[d]
    if fs > ss:
        return -0.3 * len(ms)
    if risk and is_rb(s, d):  # the Shadow player may still pump: keep the Ring-bearer clear of it
        ss += risk
    overwhelmed = ss > 0 if fs == 0 else ss >= R.overwhelm_multiplier(s, d) * fs
    if overwhelmed:
        return worth_of(s, d)
    dmg = 1 + sum(R.keyword(s, m, "damage") for m in ms)
    cap = R.max_skirmish_wounds(s, d)
    if cap is not None:
        dmg = min(dmg, max(0, cap - s.skirmish_wounds.get(d, 0)))
    fp = s.cards[d].controller
    if is_rb(s, d):
        room = s.resistance[fp] - s.burdens[fp] - 1  # burdens the Ring may still absorb
        as_burdens = BURDEN * dmg if dmg <= room else RB_DEATH
        if s.wearing:
            return as_burdens
        return min(wound_cost(s, d, dmg), as_burdens + (0.0 if dmg >= vitality_left(s, d) else 2.0))
    return wound_cost(s, d, dmg) + 0.5 * dmg


def strengths(s: TcgState, uids: list[int]) -> dict[int, int]:
    return {u: R.strength(s, u) for u in uids}


def total_loss(s: TcgState, load: dict[int, list[int]], st: dict[int, int], risk: int = 0) -> float:
    return sum(skirmish_loss(s, d, ms, st, risk) for d, ms in load.items())


def shadow_leftovers(
    s: TcgState, load: dict[int, list[int]], left: list[int], st: dict[int, int], risk: int = 0
) -> tuple[float, list[tuple[int, int]]]:
    """The Shadow player's best placing of unassigned minions, one by one (strongest first), and
    also every one on the same defender (to overwhelm together); the worse for the Free Peoples."""
    base = total_loss(s, load, st, risk)
    if not left or not load:
        return base, []
    order = sorted(left, key=lambda m: (-st[m], m))
    plans: list[tuple[float, list[tuple[int, int]]]] = []
    trial = {d: list(ms) for d, ms in load.items()}
    pairs: list[tuple[int, int]] = []
    for m in order:
        best_d, best_v = -1, float("-inf")
        for d in sorted(trial):
            v = skirmish_loss(s, d, [*trial[d], m], st, risk) - skirmish_loss(s, d, trial[d], st, risk)
            if v > best_v + 1e-9:
                best_d, best_v = d, v
        trial[best_d].append(m)
        pairs.append((m, best_d))
    plans.append((total_loss(s, trial, st, risk), pairs))
    for d in sorted(load):
        trial = {k: list(ms) for k, ms in load.items()}
        trial[d] += order
        plans.append((total_loss(s, trial, st, risk), [(m, d) for m in order]))
    best = max(plans, key=lambda p: p[0])
    return best


def fierce_round(s: TcgState) -> int:
    top = s.stack[-1]
    return top[3] if top[0] == "assign_minion" else top[1]


def unassigned(s: TcgState, fierce: int) -> list[int]:
    taken = {m for _, ms in s.assign for m in ms}
    return [m for m in R.minions(s) if m not in taken and (not fierce or R.keyword(s, m, "fierce"))]


def defender_capacity(s: TcgState, u: int) -> int:
    return 1 + R.keyword(s, u, "defender")


def fp_completion(
    s: TcgState, load: dict[int, list[int]], rest: list[int], st: dict[int, int], risk: int
) -> float:
    """The expected loss once the Free Peoples have placed ``rest`` too (each, strongest first, where
    it adds least, while defenders have room) and the Shadow player whatever is still left over."""
    trial = {d: list(ms) for d, ms in load.items()}
    left = []
    for m in rest:
        room = [d for d in sorted(trial) if len(trial[d]) < defender_capacity(s, d)]
        if not room:
            left.append(m)
            continue
        d = min(
            room,
            key=lambda d: (
                skirmish_loss(s, d, [*trial[d], m], st, risk) - skirmish_loss(s, d, trial[d], st, risk),
                d,
            ),
        )
        trial[d].append(m)
    return shadow_leftovers(s, trial, left, st, risk)[0]


def fp_plan(s: TcgState) -> list[tuple[int, int]]:
    """The Free Peoples assignment: strongest minion first, each to the defender that leaves the
    least expected loss once the others are placed too (the Free Peoples assign every minion they can;
    the Shadow player places whatever is left over)."""
    free = unassigned(s, fierce_round(s))
    ds = defenders(s)
    st = strengths(s, ds + R.minions(s))
    load = {d: [] for d in ds}
    for d, ms in s.assign:
        if d >= 0:
            load.setdefault(d, []).extend(ms)
    order = sorted(free, key=lambda m: (-st[m], m))
    risk = 3 if s.zones[(1 - s.fp, "hand")] else 0
    plan: list[tuple[int, int]] = []
    for i, m in enumerate(order):
        rest = order[i + 1 :]
        best_d, best_v = -1, float("inf")
        for d in ds:
            if len(load[d]) >= defender_capacity(s, d):
                continue
            load[d].append(m)
            v = fp_completion(s, load, rest, st, risk) + CALM * fp_completion(s, load, rest, st, 0)
            load[d].pop()
            if v < best_v - 1e-9:
                best_d, best_v = d, v
        if best_d < 0:
            break
        load[best_d].append(m)
        plan.append((best_d, m))
    return plan


def shadow_plan(s: TcgState) -> list[tuple[int, int]]:
    """The Shadow player's placing of leftover minions as (minion, defender) pairs."""
    ds = defenders(s)
    st = strengths(s, ds + R.minions(s))
    load = {d: [] for d in ds}
    for d, ms in s.assign:
        if d >= 0:
            load.setdefault(d, []).extend(ms)
    _, pairs = shadow_leftovers(s, load, unassigned(s, fierce_round(s)), st)
    return pairs


def usable(s: TcgState, p: int, u: int) -> bool:
    """Could this card in ``p``'s hand do something with what is in play now: a character to bear it,
    its requirements met, an event's costs payable (its encoding read as ``can_play`` reads it, the
    phase and the twilight aside)?"""
    cid = card_id(s, u)
    if needs_bearer(cid) and not legal_bearers(s, p, u):
        return False
    text = TEXT.get(cid)
    if text is None:
        return True
    ctx = Ctx(p, u)
    if not all(part.feasible(s, ctx) for part in text.requires):
        return False
    return R.d(s, u).type != "event" or parts_feasible(s, ctx, text.event)


def hand_value(s: TcgState, p: int, u: int) -> float:
    """How much a card in hand is worth keeping (for discarding and reconciling); about 3 is what a
    fresh card from the draw deck is worth, so anything below that is better cycled. Read from the
    card's facts and its encoding: a companion by its strength, a second copy of a unique one already
    in play (or dead) nothing, a minion by its strength (more when few are in hand), any other card by
    whether it could do something now."""
    dd = R.d(s, u)
    if dd.side == "free":
        if dd.unique and (
            R.title_in_play(s, p, dd.title) or any(R.d(s, x).title == dd.title for x in s.zones[(p, "dead")])
        ):
            return 0.0
        if dd.type == "companion":
            return 4.0 + 0.5 * (dd.strength or 0)
    elif dd.type == "minion":
        minions = sum(1 for h in s.zones[(p, "hand")] if R.d(s, h).type == "minion")
        return 3.5 + 0.35 * (dd.strength or 0) + (2.0 if minions <= 2 else 0.0)
    lasting = dd.type != "event"
    if usable(s, p, u):
        return 3.5 if lasting else 2.5
    return 1.0 if lasting else 0.5
