"""A search over the decisions that shape an LCG round, with the expert making every other choice.

Two kinds of decision are searched, each on ``worlds`` determinizations of what the player cannot
see, the expert playing on to the end of the round (or ``rounds`` rounds) and
:func:`eregion.games.lcg.expert.value.win_chance` judging the position there: the expert's chance to
win from it, fitted to expert games (a won or lost game counts 1 or 0):

* the quest commitment as a whole, once a round: the expert's set of questers, that set less each of
  them, and that set and each other ready character; the set found best is then committed one
  character at a time. Nobody is not a candidate of its own (only the expert's lone quester less
  himself): the value credits no progress on the first stage, so holding everyone back looked best
  in quests the game was then lost on (round 8, docs/agents.md);
* an optional engagement, a defender, a travel, and, in a solo game, an action window of the quest
  phase (Faramir's boost, Sneak Attack before the staging, Grim Resolve after it): every legal
  option. With more players the windows are the expert's: there the search took the second deck's
  actions (most often the lore heroes') over passing, half the time by under 0.01 of the value on
  its 4 worlds, and won 24 of seeds 0-49 against 39 without (round 9, docs/agents.md).

Every candidate is played on the same worlds with the same random stream, so their differences are
the candidate's and not the shuffle's; the expert's own choice is kept unless another does better on
those worlds (with ``confirm``, also on that many fresh worlds played by the two alone). The other
decisions (the planning phase's purchases, paying, the other phases' windows, small choices inside
effects) are the expert's: there a search costs much and gained little where it was measured (the
purchases searched as a whole won 372 of seeds 0-499 against 370, one card at a time 270 of 342
against 276; every window searched or paying searched cost 5 to 8 times as much a game:
docs/agents.md, "Measured at the LCG"). Only ``state.determinize`` is searched, never the real hidden
cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, TypeVar

from eregion.agents.base import Agent
from eregion.agents.spec import Param, UnknownAgent
from eregion.core import Action, Game, Rng, State
from eregion.games.lcg.expert.core import by_verb, named
from eregion.games.lcg.expert.value import win_chance

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

T = TypeVar("T")

SEARCHED = frozenset({"commit", "opt_engage", "attack", "travel"})  # the steps that shape a round
WINDOWS = frozenset({"quest"})  # the phases whose action windows are searched too (solo only)


def under_way(s: LcgState, p: int, rnd: int) -> bool:
    """Whether ``p``'s quest commitment of round ``rnd`` is still under way."""
    return s.round == rnd and any(st[0] == "commit" and st[1] == p for st in s.stack)


def follow(opts: tuple[Action, ...], chosen: frozenset[int]) -> Action | None:
    """The commit step's move towards committing exactly ``chosen``: the next of them, then done."""
    offered = by_verb(opts, "commit")
    for u in sorted(chosen):
        if u in offered:
            return offered[u]
    return named(opts, "done")


class RoundSearch(Agent):
    """Flat search over a round's quest commitment and over its engagements, defenders, travels and
    (solo) quest-phase action windows, the expert playing out each candidate and making every other
    choice."""

    name = "lcg-search"
    needs_expert = True
    PARAMS: ClassVar[tuple[Param, ...]] = (
        Param("worlds", int, 4, "determinizations each candidate is played out on"),
        Param("rounds", int, 1, "rounds the expert plays on after a candidate (1: to the end of this round)"),
        Param("confirm", int, 0, "more worlds a choice that beats the expert's is checked on"),
    )

    def __init__(self, seed: int = 0, worlds: int = 4, rounds: int = 1, confirm: int = 0) -> None:
        self.rng = Rng(seed)
        self.worlds, self.rounds = worlds, rounds
        self.confirm = confirm
        self.quest: tuple[int, int, frozenset[int]] | None = None  # round, player, questers chosen

    def check(self, game: Game) -> None:
        if game.name != "lcg":
            raise UnknownAgent(f"agent {self.name!r} plays only the LCG, not {game.name}")

    def choose(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        s: LcgState = state  # type: ignore[assignment]
        policy = s.game.expert
        assert policy is not None, "the LCG has an expert"
        plan = policy(s, self.rng)
        step = s.stack[-1][0] if s.stack else ""
        me = s.decision.player  # type: ignore[union-attr]
        searched = step in SEARCHED or (step == "window" and s.phase in WINDOWS and s.n == 1)
        if self.worlds == 0 or not searched:
            return plan
        if step == "commit":
            if self.quest is None or self.quest[:2] != (s.round, me):
                self.quest = (s.round, me, self._questers(s, me, actions))
            return follow(actions, self.quest[2]) or plan
        seeds = [self.rng.next64() for _ in range(self.worlds)]
        others = [a for a in actions if a.id != plan.id]
        return self._best(plan, others, seeds, lambda a, worlds: self._value(s, me, worlds, action=a))

    def _questers(self, s: LcgState, me: int, actions: tuple[Action, ...]) -> frozenset[int]:
        """The set of characters still to commit that does best on the shared worlds."""
        ready = frozenset(by_verb(actions, "commit"))
        seeds = [self.rng.next64() for _ in range(self.worlds)]
        own = frozenset(self._experts_questers(s, me, self.rng.next64()))
        sets = [
            own,
            *(own - {u} for u in sorted(own)),
            *(own | {u} for u in sorted(ready - own)),
        ]
        others = [c for c in dict.fromkeys(sets) if c != own]
        return self._best(own, others, seeds, lambda c, worlds: self._value(s, me, worlds, quest=c))

    def _best(self, plan: T, others: list[T], seeds: list[int], value: Callable[[T, list[int]], float]) -> T:
        """The candidate that does best on the shared worlds, the expert's ``plan`` unless another beats
        it; with ``confirm``, one that does is played with the plan on that many more worlds and kept
        only if it is still ahead over all of them (the best of several on a few worlds is likely
        lucky there)."""
        best, best_v = plan, value(plan, seeds)
        plan_v = best_v
        for c in others:
            v = value(c, seeds)
            if v > best_v + 1e-9:
                best, best_v = c, v
        if best_v == plan_v or not self.confirm:
            return best
        more = [self.rng.next64() for _ in range(self.confirm)]
        n, m = len(seeds), len(more)
        best_v = (best_v * n + value(best, more) * m) / (n + m)
        plan_v = (plan_v * n + value(plan, more) * m) / (n + m)
        return best if best_v > plan_v + 1e-9 else plan

    def _experts_questers(self, s: LcgState, me: int, seed: int) -> list[int]:
        """The characters the expert commits, in order, at ``me``'s quest of this round, played on one
        determinization."""
        policy = s.game.expert
        assert policy is not None
        rng = Rng(seed)
        world: LcgState = s.determinize(me, rng)
        chosen: list[int] = []
        while world.decision is not None and under_way(world, me, s.round):
            opts = world.legal_actions()
            a = opts[0] if len(opts) == 1 else policy(world, rng)
            if world.stack[-1][0] == "commit":
                chosen += [u for u, x in by_verb(opts, "commit").items() if x.id == a.id]
            world.apply(a)
        return chosen

    def _value(
        self,
        s: LcgState,
        me: int,
        seeds: list[int],
        action: Action | None = None,
        quest: frozenset[int] | None = None,
    ) -> float:
        """The mean chance to win at the horizon, over the given worlds, of ``action`` (or of
        committing the ``quest`` set) followed by the expert."""
        policy = s.game.expert
        assert policy is not None
        horizon, rnd = s.round + self.rounds, s.round
        total = 0.0
        for seed in seeds:
            rng = Rng(seed)
            world: LcgState = s.determinize(me, rng)
            if action is not None:
                world.apply(action)
            while world.decision is not None and world.round < horizon:
                opts = world.legal_actions()
                a = None
                top = world.stack[-1]
                if quest is not None and top[0] == "commit" and top[1] == me and world.round == rnd:
                    a = follow(opts, quest)
                if a is None:
                    a = opts[0] if len(opts) == 1 else policy(world, rng)
                world.apply(a)
            total += win_chance(world)
        return total / len(seeds)
