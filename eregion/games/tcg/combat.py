"""Archery fire, assigning defenders and skirmishes (normal and fierce).

Quoted rules are from the expanded starter rulebook (``../shared/seeds/002_*``); "CR" is the
Comprehensive Rules 4.2.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.cards import expire
from eregion.core import Action, Decision, DecisionKind
from eregion.games.tcg import rules as R
from eregion.games.tcg.borrowing import triggers_of
from eregion.games.tcg.delayed import losing
from eregion.games.tcg.engine import FP_FIRST, PICK
from eregion.games.tcg.steps import SPACE, answer, fire_all, kill, log, moment, push, step, wound
from eregion.games.tcg.triggers import fire_on, loses

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

ASSIGN, CARD = DecisionKind.ASSIGN, DecisionKind.CHOOSE_CARD
DONE = SPACE["done"]


def defenders(s: TcgState) -> list[int]:
    """Companions, and allies while the fellowship is at their home (002, "Allies")."""
    return R.companions(s) + [u for u in R.allies(s) if R.at_home(s, u)]


# --- archery ---------------------------------------------------------------------------------------


@step("archery_fire")
def _archery_fire(s: TcgState, st: tuple) -> Decision | None:
    """Both totals are counted first; the Free Peoples player assigns the minion archery total to
    his characters, then the Shadow player assigns the fellowship archery total to his minions."""
    s.stack.pop()
    minion_total = R.archery_total(s, "shadow")
    fellowship_total = R.archery_total(s, "free")
    log(s, "archery", s.fp, fellowship_total, minion_total)
    push(
        s,
        ("archery_wounds", s.fp, minion_total),
        ("archery_wounds", 1 - s.fp, fellowship_total),
        ("phase", "assignment"),
    )
    return None


@step("archery_wounds")
def _archery_wounds(s: TcgState, st: tuple) -> Decision | None:
    _, p, left = st
    targets = defenders(s) if p == s.fp else R.minions(s)
    if not left or not targets:  # "Ignore any leftover wounds that cannot be assigned."
        s.stack.pop()
        return None
    return Decision(p, ASSIGN, f"Archery: assign a wound ({left} left)", tuple(PICK[u] for u in targets))


@answer("archery_wounds")
def _archery_wounds_answer(s: TcgState, st: tuple, a: Action) -> None:
    _, p, left = st
    s.stack[-1] = ("archery_wounds", p, left - 1)
    wound(s, SPACE.split(a)[1])


# --- assignment ------------------------------------------------------------------------------------


def _assigned(s: TcgState) -> dict[int, tuple[int, ...]]:
    return dict(s.assign)


def _unassigned_minions(s: TcgState, fierce: int) -> list[int]:
    taken = {m for _, ms in s.assign for m in ms}
    return [m for m in R.minions(s) if m not in taken and (not fierce or R.keyword(s, m, "fierce"))]


def _capacity(s: TcgState, u: int) -> int:
    """How many minions a defender may take on: 1, plus defender +X."""
    return 1 + R.keyword(s, u, "defender")


@step("assign_fp")
def _assign_fp(s: TcgState, st: tuple) -> Decision | None:
    """The Free Peoples player assigns defenders: one companion per minion, defender +1 allowing one
    more (002, "Assign defenders")."""
    fierce = st[1]
    free = _unassigned_minions(s, fierce)
    if not free:
        s.stack[-1] = ("assign_shadow", fierce)
        return None
    taken = _assigned(s)
    opts = [
        PICK[u]
        for u in defenders(s)
        if len(taken.get(u, ())) < _capacity(s, u) and any(not barred(s, u, m) for m in free)
    ]
    if not opts:
        s.stack[-1] = ("assign_shadow", fierce)
        return None
    return Decision(
        s.fp, ASSIGN, "Assignment phase: assign a defender (then a minion), or be done", (*opts, DONE)
    )


@answer("assign_fp")
def _assign_fp_answer(s: TcgState, st: tuple, a: Action) -> None:
    if a is DONE or a.id == "done":
        s.stack[-1] = ("assign_shadow", st[1])
        return
    s.stack.append(("assign_minion", s.fp, SPACE.split(a)[1], st[1]))


def barred(s: TcgState, d: int, m: int) -> bool:
    """May the Free Peoples player not assign ``d`` to ``m`` (Uruk Guard: ``assignment.Unassignable``)?"""
    return s.limits.used("phase", ("unassignable", d, m)) > 0


@step("assign_minion")
def _assign_minion(s: TcgState, st: tuple) -> Decision | None:
    _, p, defender, fierce = st
    if p == s.fp:
        opts = [m for m in _unassigned_minions(s, fierce) if not barred(s, defender, m)]
        prompt = f"Which minion does {R.d(s, defender).name} defend against?"
    else:
        opts = defenders(s)
        prompt = f"Assign {R.d(s, defender).name} to which companion?"
    return Decision(p, ASSIGN, prompt, tuple(PICK[u] for u in opts))


@answer("assign_minion")
def _assign_minion_answer(s: TcgState, st: tuple, a: Action) -> None:
    s.stack.pop()
    _, p, first, _fierce = st
    other = SPACE.split(a)[1]
    d, m = (first, other) if p == s.fp else (other, first)
    assign(s, p, d, m)


def assign(s: TcgState, p: int, d: int, m: int) -> None:
    """``p`` assigns the minion ``m`` to skirmish ``d``: "each time bearer is assigned to a skirmish"
    triggers (Desperate Defense of the Ring); the turn remembers who was (Thin and Stretched)."""
    table = _assigned(s)
    new = not table.get(d)  # a second minion joins the same skirmish
    table[d] = (*table.get(d, ()), m)
    s.assign = tuple(table.items())
    s.limits.add("turn", ("assigned", d), 1)
    log(s, "assign", p, d, m)
    if new:
        fire_on(s, "assigned", lambda u, t: s.cards[u].host == d, (d,))


@step("assign_shadow")
def _assign_shadow(s: TcgState, st: tuple) -> Decision | None:
    """Then the Shadow player may assign leftover minions to any companions, even ones already
    assigned (CR, "Assignment phase")."""
    fierce = st[1]
    free = _unassigned_minions(s, fierce)
    if not free or not defenders(s):
        s.stack[-1] = ("skirmishes", fierce)
        return None
    return Decision(
        1 - s.fp,
        ASSIGN,
        "Assignment phase: assign a minion (then a companion), or be done",
        (*(PICK[u] for u in free), DONE),
    )


@answer("assign_shadow")
def _assign_shadow_answer(s: TcgState, st: tuple, a: Action) -> None:
    if a.id == "done":
        s.stack[-1] = ("skirmishes", st[1])
        return
    s.stack.append(("assign_minion", 1 - s.fp, SPACE.split(a)[1], st[1]))


# --- skirmishes ------------------------------------------------------------------------------------


@step("skirmishes")
def _skirmishes(s: TcgState, st: tuple) -> Decision | None:
    """ "In an order decided by the Free Peoples player, skirmishes are resolved one at a time"; then
    fierce minions are assigned and skirmish again (002, "Fierce")."""
    fierce = st[1]
    pending = [d for d, ms in s.assign if ms and d >= 0]
    if not pending:
        s.assign = ()
        if not fierce and any(R.keyword(s, m, "fierce") for m in R.minions(s)):
            s.stack[-1] = ("phase", "assignment", 1)
        else:
            s.stack[-1] = ("phase", "regroup")
        return None
    return Decision(s.fp, CARD, "Skirmish phase: choose the next skirmish", tuple(PICK[d] for d in pending))


@answer("skirmishes")
def _skirmishes_answer(s: TcgState, st: tuple, a: Action) -> None:
    fierce = st[1]
    d = SPACE.split(a)[1]
    table = _assigned(s)
    ms = table.pop(d)
    s.assign = tuple(table.items())
    s.skirmish = (d, ms)
    s.skirmish_wounds = {}
    s.phase = "skirmish"
    s.mods = expire(s.mods, "phase", "skirmish")
    s.limits.reset("phase")
    log(s, "skirmish", s.fp, d, ms)
    s.stack.append(("window", "skirmish", FP_FIRST[s.fp], fierce))


@step("resolve_skirmish")
def _resolve_skirmish(s: TcgState, st: tuple) -> Decision | None:
    """Strength totals, ties to the Shadow, damage +X, overwhelming at double strength (002,
    "Resolve that skirmish")."""
    fierce = st[1]
    s.stack[-1] = ("skirmish_done", fierce)
    d, ms = s.skirmish or (-1, ())
    if s.skirmish_cancelled:  # "If a skirmish is canceled, it ends immediately with no winner"
        return None
    if d < 0 and not ms:
        return None
    fs = R.strength(s, d) if d >= 0 else 0
    ss = sum(R.strength(s, m) for m in ms)
    if fs > ss:
        winners, losers, win, lose = ([d], list(ms), fs, ss)
        side = "free"
    else:
        winners, losers, win, lose = (list(ms), [d] if d >= 0 else [], ss, fs)
        side = "shadow"
    log(s, "skirmish_result", s.fp if side == "free" else 1 - s.fp, d, ms, fs, ss)
    moment(s, "wins_skirmish", tuple(winners), tuple(losers))  # responses after the wounds and triggers
    damage = 1 + sum(R.keyword(s, w, "damage") for w in winners)
    for u in losers:
        if lose == 0:
            overwhelmed = (
                win > 0
            )  # "a side with a total strength greater than zero overwhelms a side whose total strength is zero"
        else:
            overwhelmed = win >= R.overwhelm_multiplier(s, u) * lose
        if overwhelmed:
            log(s, "overwhelmed", s.cards[u].controller, u)
            kill(s, u, tuple(winners))
        else:
            for _ in range(damage):
                wound(s, u, tuple(winners))
    loses(s, losers, winners)
    losing(s, losers, winners)  # an event's delayed trigger (Ancient Enmity)
    fire_all(
        s,
        [
            (s.cards[u].controller, u, trig.parts, trig.optional)
            for w in winners
            for u, on in ((w, "wins_skirmish"), *((i, "bearer_wins") for i in R.bearer_items(s, w)))
            for trig in triggers_of(s, u)
            if trig.on == on
        ],
    )
    return None


@step("skirmish_done")
def _skirmish_done(s: TcgState, st: tuple) -> Decision | None:
    s.skirmish = None
    s.skirmish_cancelled = False
    s.mods = expire(s.mods, "skirmish", "next_skirmish")
    s.stack[-1] = ("skirmishes", st[1])
    if R.in_play(s, s.rb[s.fp]):  # "at the end of a skirmish phase" (Return to Its Master)
        moment(s, "skirmish_ends", (s.rb[s.fp],))
    return None
