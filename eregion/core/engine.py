"""The step engine: game flow as a stack of small plain-data steps (Duel, the TCG, every game after).

A step is a tuple ``(kind, *args)`` on ``state.stack``. When a step reaches the top, its handler
either changes the stack (and returns None) or returns a :class:`~eregion.core.Decision`; the
matching answer handler applies the chosen action. Because the flow is data, a state clones,
pickles and replays without generators. A decision with one option is taken at once unless its
kind is listed in ``always_ask`` or it says ``always_ask`` itself.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from eregion.core.decision import Action, Decision, DecisionKind

Step = tuple
Handler = Callable[[Any, Step], "Decision | None"]
Answer = Callable[[Any, Step, Action], None]


class GameOver(Exception):
    """Raised by a victory or loss to unwind whatever step was running."""


class Rules:
    """A game's step handlers. Register with the :meth:`step` and :meth:`answer` decorators."""

    def __init__(self, always_ask: Collection[DecisionKind] = ()) -> None:
        self.steps: dict[str, Handler] = {}
        self.answers: dict[str, Answer] = {}
        self.poses: dict[str, Handler] = {}
        self.always_ask = frozenset(always_ask)
        self.resolve: Callable[[Any, Action | None], None] = self._resolver()
        """``resolve(state, answer)``: apply the answer to the pending decision (None: nothing is owed, as
        when a game starts), then resolve steps until one needs a real choice or the game ends. A plain
        function, not a method, so that a state class may take it as its own ``_apply`` (a frame less
        a move)."""
        self.check: Callable[[Any], None] | None = None
        """The rules that apply whenever a state holds rather than when something happens (the
        players win once no enemy is left in play): run before each step of a kind in
        :attr:`checked` (not in the middle of an effect), they may push steps or end the game."""
        self.checked: frozenset[str] = frozenset()
        """The step kinds before which :attr:`check` runs (tested here: no call for the others; set it
        with the check)."""

    def step(self, kind: str) -> Callable[[Handler], Handler]:
        def register(fn: Handler) -> Handler:
            self.steps[kind] = fn
            return fn

        return register

    def answer(self, kind: str) -> Callable[[Answer], Answer]:
        def register(fn: Answer) -> Answer:
            self.answers[kind] = fn
            return fn

        return register

    def pose(self, kind: str) -> Callable[[Handler], Handler]:
        """Register what :meth:`repose` calls for a step instead of its handler: for a handler that
        moves on by itself past players with nothing to choose (faster than posing each a lone
        option), the one that poses the decision owed now, lone option or not."""

        def register(fn: Handler) -> Handler:
            self.poses[kind] = fn
            return fn

        return register

    def run(self, s: Any) -> None:
        """Resolve steps until one needs a real choice or the game ends; cache that decision."""
        self.resolve(s, None)

    def repose(self, s: Any) -> None:
        """Pose the pending decision again from the current data, without taking a lone option.

        Search agents resample hidden cards (``determinize``); the decision owed then must be
        recomputed, but nothing may move on. Handlers that can find nothing to ask in a resampled
        state should still pose their default answer as a one-option decision for this to hold.
        """
        if not s.stack:
            return
        top = s.stack[-1]
        d = self.poses.get(top[0], self.steps[top[0]])(s, top)
        if d is None:
            self.run(s)
        else:
            s._decision = d

    def _resolver(self) -> Callable[[Any, Action | None], None]:
        """The :attr:`resolve` function of these rules."""
        steps, answers = self.steps, self.answers

        def resolve(s: Any, action: Action | None) -> None:
            """Apply the answer to the pending decision (None: nothing is owed, as when a game starts),
            then resolve steps until one needs a real choice or the game ends; cache that decision.
            (One function for both, so that a move costs one call into the engine.)"""
            ask, check, checked = self.always_ask, self.check, self.checked
            try:
                if action is not None:
                    top = s.stack[-1]
                    answers[top[0]](s, top, action)
                while s.stack:
                    top = s.stack[-1]
                    if top[0] in checked:  # (empty unless the game has a check: one test a step)
                        check(s)
                        top = s.stack[-1]
                    d = steps[top[0]](s, top)
                    if d is None:
                        continue
                    if len(d.options) == 1 and d.kind not in ask and not d.always_ask:
                        # The handler may have replaced its own step (narrowing what it asks about):
                        # answer the step now on top, as a player's answer would be.
                        top = s.stack[-1]
                        answers[top[0]](s, top, d.options[0])
                        continue
                    s._decision = d
                    return
            except GameOver:
                s.stack = []
            s._decision = None

        return resolve
