"""The step engine (eregion/core/engine.py): a lone option is answered like a player's answer."""

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
