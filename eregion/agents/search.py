"""Monte Carlo search agents: flat Monte Carlo, UCT (perfect information) and ISMCTS.

All three are deterministic for a seed and a simulation budget; a time budget (``time=1.0``) is for
play. ISMCTS and flat Monte Carlo only ever search determinizations (``state.determinize(me, rng)``),
never the real state's hidden parts; UCT searches the true state and is a perfect-information
baseline (it sees hidden cards: use it to measure, not to play fairly).
"""

from __future__ import annotations

import math
import time
from typing import ClassVar

from eregion.agents.base import Agent
from eregion.agents.rollout import playout
from eregion.agents.spec import Param
from eregion.core import Action, Rng, State

BUDGET = (
    Param("sims", int, 1000, "simulations per decision (reproducible)"),
    Param("time", float, 0.0, "seconds per decision instead of a simulation count (0: use sims)"),
)
ROLLOUT = (
    Param("depth", int, 10, "random moves per playout before the heuristic judges (0: play to the end)"),
    Param("scale", float, 30.0, "heuristic value that counts as a near-certain win (tanh scale)"),
    Param(
        "rollout",
        str,
        "random",
        "moves in playouts: random, or the game's expert policy",
        ("random", "expert"),
    ),
)


class _Budget:
    """Counts simulations, or watches the clock when a time budget is given."""

    __slots__ = ("deadline", "done", "sims")

    def __init__(self, sims: int, seconds: float) -> None:
        self.sims = sims
        self.deadline = time.perf_counter() + seconds if seconds > 0 else None
        self.done = 0

    def more(self) -> bool:
        if self.deadline is not None:
            return self.done == 0 or time.perf_counter() < self.deadline
        return self.done < max(1, self.sims)


class FlatMC(Agent):
    """Flat Monte Carlo: the simulations are shared out evenly among the legal actions, each run on a
    fresh determinization; the best mean wins."""

    name = "flatmc"
    PARAMS: ClassVar[tuple[Param, ...]] = BUDGET + ROLLOUT

    def __init__(
        self,
        seed: int = 0,
        sims: int = 1000,
        time: float = 0.0,
        depth: int = 10,
        scale: float = 30.0,
        rollout: str = "random",
    ):
        self.rng = Rng(seed)
        self.sims, self.time, self.depth, self.scale = sims, time, depth, scale
        self.expert_rollouts = rollout == "expert"

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = state.decision.player  # type: ignore[union-attr]
        totals = [0.0] * len(actions)
        counts = [0] * len(actions)
        budget = _Budget(self.sims, self.time)
        i = 0
        while budget.more():
            world = state.determinize(me, self.rng)
            world.apply(actions[i])
            totals[i] += playout(world, self.rng, self.depth, self.scale, self.expert_rollouts)[me]
            counts[i] += 1
            budget.done += 1
            i = (i + 1) % len(actions)
        means = [t / c if c else float("-inf") for t, c in zip(totals, counts)]
        return actions[max(range(len(actions)), key=means.__getitem__)]


class _Node:
    __slots__ = ("avail", "children", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.player = player  # who chose the move leading here


class ISMCTS(Agent):
    """Single-observer information-set MCTS: every iteration searches a new determinization of what the
    player cannot see; children are chosen by UCB over the actions available in that determinization
    (availability counts replace the parent's visits)."""

    name = "ismcts"
    PARAMS: ClassVar[tuple[Param, ...]] = (
        BUDGET + (Param("c", float, 0.7, "UCB exploration constant"),) + ROLLOUT
    )
    perfect_information = False

    def __init__(
        self,
        seed: int = 0,
        sims: int = 1000,
        time: float = 0.0,
        c: float = 0.7,
        depth: int = 10,
        scale: float = 30.0,
        rollout: str = "random",
    ):
        self.rng = Rng(seed)
        self.sims, self.time, self.c, self.depth, self.scale = sims, time, c, depth, scale
        self.expert_rollouts = rollout == "expert"

    def _world(self, state: State, me: int) -> State:
        return state.determinize(me, self.rng)

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = state.decision.player  # type: ignore[union-attr]
        root = _Node(me)
        rng, c, log, sqrt = self.rng, self.c, math.log, math.sqrt
        budget = _Budget(self.sims, self.time)
        while budget.more():
            world = self._world(state, me)
            node, path = root, []
            while True:
                d = world.decision
                if d is None:
                    break
                children = node.children
                untried = []
                best, best_ucb = None, -1e300
                for a in d.options:
                    child = children.get(a.index)
                    if child is None:
                        untried.append(a)
                        continue
                    child.avail += 1
                    if not untried:
                        ucb = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
                        if ucb > best_ucb:
                            best, best_ucb = a, ucb
                if untried:
                    a = untried[rng.next64() % len(untried)]
                    child = children[a.index] = _Node(d.player)
                    child.avail = 1
                    world.apply(a)
                    path.append(child)
                    break
                node = children[best.index]  # type: ignore[union-attr]
                world.apply(best)  # type: ignore[arg-type]
                path.append(node)
            values = playout(world, rng, self.depth, self.scale, self.expert_rollouts)
            for n in path:
                n.visits += 1
                n.total += values[n.player]
            budget.done += 1
        counts = {a.index: root.children[a.index].visits for a in actions if a.index in root.children}
        return max(actions, key=lambda a: (counts.get(a.index, -1), -a.index))


class MCTS(ISMCTS):
    """UCT on the true state: a perfect-information baseline that reads hidden cards (flagged as such)."""

    name = "mcts"
    perfect_information = True

    def _world(self, state: State, me: int) -> State:
        return state.clone()
