"""The step engine (eregion/core/engine.py): a lone option is answered like a player's answer, and
``repose`` poses the decision owed now without moving on."""

from __future__ import annotations

from typing import Any

from eregion.core import Action, Decision, DecisionKind
from eregion.core.engine import Rules, Step


class Flow:
    """The least a state needs for :class:`Rules`: a stack and a cached decision."""

    def __init__(self, *stack: Step) -> None:
        self.stack: list[Step] = list(stack)
        self._decision: Decision | None = None
        self.answered: list[Step] = []


def narrowing_rules(options: int) -> Rules:
    """A step that replaces itself with a narrower version of itself before asking."""
    rules = Rules()

    @rules.step("ask")
    def _ask(s: Any, st: Step) -> Decision | None:
        s.stack[-1] = ("ask", "narrowed")
        opts = tuple(Action(f"opt:{i}", i) for i in range(options))
        return Decision(0, DecisionKind.CHOOSE_ONE, "which?", opts)

    @rules.answer("ask")
    def _answer(s: Any, st: Step, a: Action) -> None:
        s.answered.append(st)
        s.stack.pop()

    return rules


def test_a_lone_option_is_answered_with_the_step_its_handler_left() -> None:
    s = Flow(("ask", "wide"))
    narrowing_rules(1).run(s)
    assert s.answered == [("ask", "narrowed")] and s._decision is None


def test_a_players_answer_sees_the_same_step_as_a_lone_option() -> None:
    s = Flow(("ask", "wide"))
    rules = narrowing_rules(2)
    rules.run(s)
    assert s._decision is not None
    rules.resolve(s, s._decision.options[0])
    assert s.answered == [("ask", "narrowed")]


def turn_rules() -> Rules:
    """Players 0 to 2 take turns; one with nothing to do (player 0) is passed over inside the step, which
    registers a ``pose`` handler that poses his lone "pass" instead."""
    rules = Rules()
    pass_ = Action("pass", 0)

    def turn(s: Any, st: Step, skip: bool) -> Decision | None:
        p = st[1]
        while skip and p == 0:
            p += 1
        s.stack[-1] = ("turn", p)
        opts = (pass_,) if p == 0 else (Action("act", 1), pass_)
        return Decision(p, DecisionKind.TURN, "act?", opts)

    rules.step("turn")(lambda s, st: turn(s, st, True))
    rules.pose("turn")(lambda s, st: turn(s, st, False))
    return rules


def test_repose_calls_the_pose_handler_and_moves_nothing_on() -> None:
    """``run`` may pass over a player with nothing to do; ``repose`` (a determinization) must pose the
    decision owed now, even a lone option, and never move on."""
    rules = turn_rules()
    s = Flow(("turn", 0))
    rules.run(s)
    assert s._decision is not None and s._decision.player == 1 and s.stack == [("turn", 1)]
    s = Flow(("turn", 0))
    rules.repose(s)
    assert s._decision is not None and s._decision.player == 0 and s.stack == [("turn", 0)]
    assert [a.id for a in s._decision.options] == ["pass"]


def test_the_check_runs_only_before_the_steps_it_names() -> None:
    """``Rules.check`` runs before each step whose kind is in ``Rules.checked`` and before no other; a
    step it pushes resolves next, and the check runs again when the watched step is back on top."""
    rules = Rules()
    seen: list[str] = []

    @rules.step("quiet")
    def _quiet(s: Any, st: Step) -> Decision | None:
        s.stack.pop()
        seen.append("quiet")
        return None

    @rules.step("watched")
    def _watched(s: Any, st: Step) -> Decision | None:
        s.stack.pop()
        seen.append("watched")
        return None

    def check(s: Any) -> None:
        seen.append("check")
        if seen.count("check") == 1:  # the first check pushes a step: it resolves before the watched one
            s.stack.append(("quiet",))

    rules.check, rules.checked = check, frozenset(("watched",))
    s = Flow(("watched",), ("quiet",), ("watched",), ("quiet",))
    rules.run(s)
    assert seen == ["quiet", "check", "quiet", "check", "watched", "quiet", "check", "watched"]
