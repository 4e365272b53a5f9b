"""A search over the decisions that shape an LCG round, with the expert making every other choice.

At a quest commitment, an optional engagement, a choice of defender or of travel, every legal option
is tried: the option, then the expert for the rest of the round (or ``rounds`` rounds), on ``worlds``
determinizations of what the player cannot see, and the position at the horizon judged by
:func:`eregion.games.lcg.heuristic.evaluate` (a win or a loss counts its full value). Every option
is played on the same worlds with the same random stream, so their differences are the option's
and not the shuffle's; the expert's own option is kept unless another does better on those worlds.
The other decisions (paying, windows, small choices inside effects) are the expert's: there a
search over 2 or 3 near-equal options costs much and gains little (docs/agents.md, "Measured at the
LCG"). Only ``state.determinize`` is searched, never the real hidden cards.
"""

from __future__ import annotations

from typing import ClassVar

from eregion.agents.base import Agent
from eregion.agents.spec import Param, UnknownAgent
from eregion.core import Action, Game, Rng, State
from eregion.games.lcg.heuristic import evaluate

SEARCHED = frozenset({"commit", "opt_engage", "attack", "travel"})  # the steps that shape a round


class RoundSearch(Agent):
    """Flat search over the options of a round-shaping decision, the expert playing out each one."""

    name = "lcg-search"
    needs_expert = True
    PARAMS: ClassVar[tuple[Param, ...]] = (
        Param("worlds", int, 6, "determinizations each option is played out on"),
        Param("rounds", int, 1, "rounds the expert plays on after an option (1: to the end of this round)"),
    )

    def __init__(self, seed: int = 0, worlds: int = 6, rounds: int = 1) -> None:
        self.rng = Rng(seed)
        self.worlds, self.rounds = worlds, rounds

    def check(self, game: Game) -> None:
        if game.name != "lcg":
            raise UnknownAgent(f"agent {self.name!r} plays only the LCG, not {game.name}")

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        policy = state.game.expert
        assert policy is not None, "the LCG has an expert"
        plan = policy(state, self.rng)
        stack = getattr(state, "stack", ())
        if self.worlds == 0 or not stack or stack[-1][0] not in SEARCHED:
            return plan
        me = state.decision.player  # type: ignore[union-attr]
        seeds = [self.rng.next64() for _ in range(self.worlds)]
        horizon = getattr(state, "round") + self.rounds
        best, best_v = plan, self._value(state, plan, me, seeds, horizon)
        for a in actions:
            if a.id == plan.id:
                continue
            v = self._value(state, a, me, seeds, horizon)
            if v > best_v + 1e-9:
                best, best_v = a, v
        return best

    def _value(self, state: State, action: Action, me: int, seeds: list[int], horizon: int) -> float:
        """The mean value at the horizon of ``action`` followed by the expert, over the given worlds."""
        policy = state.game.expert
        assert policy is not None
        total = 0.0
        for seed in seeds:
            rng = Rng(seed)
            world = state.determinize(me, rng)
            world.apply(action)
            while world.decision is not None and getattr(world, "round") < horizon:
                opts = world.legal_actions()
                world.apply(opts[0] if len(opts) == 1 else policy(world, rng))
            total += evaluate(world, me)
        return total / len(seeds)
