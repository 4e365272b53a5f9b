"""The ``guided`` agent: the game's expert everywhere, a search where its rules of thumb are least sure.

At a pivotal decision (``Game.pivotal``) a few candidate actions (the expert's own choice and the
best others by the heuristic one step ahead) are each played out on the same determinizations, with
the expert moving both sides for ``depth`` moves before the heuristic judges; the best mean wins,
the expert's choice keeping ties. Searching only where it matters keeps the other decisions as
cheap as the expert's, and expert playouts make the look-ahead play the way a sensible opponent
would (rules and search mixed by decision stage, with expert-guided playouts, as issue 17 suggests).
Only ``state.determinize`` is searched, so the agent learns nothing hidden.
"""

from __future__ import annotations

from typing import ClassVar

from eregion.agents.base import Agent
from eregion.agents.rollout import playout
from eregion.agents.spec import Param
from eregion.core import Action, Rng, State


class GuidedSearch(Agent):
    """The expert's move, searched with expert playouts at the game's pivotal decisions."""

    name = "guided"
    needs_expert = True
    needs_heuristic = True
    PARAMS: ClassVar[tuple[Param, ...]] = (
        Param("worlds", int, 4, "determinizations each candidate is played out on"),
        Param("width", int, 3, "candidates searched: the expert's choice and the best others one step ahead"),
        Param("depth", int, 20, "expert moves per playout before the heuristic judges (0: play to the end)"),
        Param("scale", float, 30.0, "heuristic value that counts as a near-certain win (tanh scale)"),
        Param("margin", float, 0.05, "how much better than the expert's choice another must score"),
    )

    def __init__(
        self,
        seed: int = 0,
        worlds: int = 4,
        width: int = 3,
        depth: int = 20,
        scale: float = 30.0,
        margin: float = 0.05,
    ) -> None:
        self.rng = Rng(seed)
        self.worlds, self.width, self.depth, self.scale, self.margin = worlds, width, depth, scale, margin

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        game = state.game
        assert game.expert is not None and game.heuristic is not None, "make_agent checks the game"
        expert = game.expert(state, self.rng)
        if game.pivotal is not None and not game.pivotal(state):
            return expert
        me = state.decision.player  # type: ignore[union-attr]
        candidates = self._candidates(state, me, actions, expert)
        if len(candidates) == 1:
            return expert
        totals = [0.0] * len(candidates)
        for _ in range(max(1, self.worlds)):
            world = state.determinize(me, self.rng)
            seed = self.rng.next64()
            for i, a in enumerate(candidates):
                line = world.clone()
                line.apply(a)
                totals[i] += playout(line, Rng(seed), self.depth, self.scale, expert=True)[me]
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        if totals[best] > totals[0] + self.margin * self.worlds:
            return candidates[best]
        return expert

    def _candidates(self, state: State, me: int, actions: tuple[Action, ...], expert: Action) -> list[Action]:
        """The expert's choice first, then the others the heuristic rates best one step ahead."""
        others = [a for a in actions if a != expert]
        if len(others) >= self.width:
            heuristic = state.game.heuristic
            world = state.determinize(me, self.rng)

            def value(a: Action) -> float:
                nxt = world.clone()
                nxt.apply(a)
                return heuristic(nxt, me)  # type: ignore[misc]

            scored = sorted(
                ((value(a), -a.index, a) for a in others), key=lambda t: (t[0], t[1]), reverse=True
            )
            others = [a for _, _, a in scored]
        return [expert, *others[: max(0, self.width - 1)]]
