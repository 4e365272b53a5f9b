"""Every eregion game as a PettingZoo AEC environment: ``eregion.rl.env("duel")``.

Agents are the game's seat names (``fellowship``, ``sauron``; ``player_1``...; ``sauron``,
``hero_1``...), only the seats that take part. The agent whose turn it is is the player who owes the
pending decision; an observation is ``{"observation": float32 array, "action_mask": int8 array}``
(docs/rl.md lists the fields per game), an action is an index into the game's fixed action space.
Rewards are the game's ``returns()`` when it ends, 0 before.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from eregion.core import State
from eregion.games import get_game
from eregion.rl.encoding import get_encoding
from eregion.rl.spaces import Seeds, chosen, spaces_of


class EregionEnv(AECEnv):
    """One game of ``name``, played seat by seat; ``options`` are the game's own (``eregion games``)."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": [], "is_parallelizable": False}

    def __init__(self, name: str, **options: Any) -> None:
        super().__init__()
        self.game = get_game(name)
        self.options = self.game.resolve_options(options)
        self.encoding = get_encoding(name)
        self.metadata = {**EregionEnv.metadata, "name": f"eregion_{name}_v0"}
        self.render_mode = None
        self._observation_space, self._action_space = spaces_of(self.encoding)
        self._seeds = Seeds()
        state = self.game.new_game(0, self.options)
        self.seats = self.encoding.seats(state)
        self.possible_agents = [self.game.players[p] for p in self.seats]
        self._seat = {a: p for a, p in zip(self.possible_agents, self.seats)}
        self._names = self.game.players
        self.state: State = state

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: with ``seed``, game number ``seed`` (the same as ``eregion play --seed``), and
        the later seedless resets follow from it; without, the next game of the current sequence."""
        self.state = self.game.new_game(self._seeds.next(seed), self.options)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._observe = self.encoding.observer()  # this environment's sheets (Encoding.observer)
        self._select()

    def _select(self) -> None:
        """Hand the turn to whoever owes the pending decision; once the game is over, pay every
        agent its return and end them all. (Rewards are 0 until then, so no step before the last
        touches the reward dicts.)"""
        d = self.state.decision
        if d is not None:
            self.agent_selection = self._names[d.player]
            return
        returns = self.state.returns()
        for a in self.agents:
            self.rewards[a] = returns[self._seat[a]]
            self._cumulative_rewards[a] += self.rewards[a]
            self.terminations[a] = True
        self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        p = self._seat[agent]
        return {"observation": self._observe(self.state, p), "action_mask": self.encoding.mask(self.state, p)}

    def last(
        self, observe: bool = True
    ) -> tuple[dict[str, np.ndarray] | None, float, bool, bool, dict[str, Any]]:
        """PettingZoo's ``last``, with :meth:`observe` inlined: it runs at every move."""
        agent = self.agent_selection
        if observe:
            p, state = self._seat[agent], self.state
            observation = {
                "observation": self._observe(state, p),
                "action_mask": self.encoding.mask(state, p),
            }
        else:
            observation = None
        return (
            observation,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """PettingZoo's ``agent_iter`` as a generator: the agent to move, until every agent has left
        (or after ``max_iter``), at a fraction of the cost of its iterator's ``__next__``."""
        while self.agents and max_iter > 0:
            max_iter -= 1
            yield self.agent_selection

    def step(self, action: int | None) -> None:
        """Answer the pending decision with the action of index ``action``; an illegal index raises
        :class:`~eregion.core.IllegalAction` and changes nothing. Once the game is over, each agent
        is stepped with None to leave."""
        state = self.state
        if state.decision is None:  # over: every agent is terminated
            self._was_dead_step(action)
            return
        index = int(action)  # type: ignore[arg-type]
        for a in state.decision.options:  # chosen, inlined: it runs at every move
            if a.index == index:
                state.apply(a)
                break
        else:
            chosen(state, index)  # raises, naming the legal indices
        d = state.decision
        if d is not None:  # _select's commonest case, inlined
            self.agent_selection = self._names[d.player]
        else:
            self._select()

    def close(self) -> None:
        pass
