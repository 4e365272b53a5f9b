"""One seat (or a whole co-operative team) of an eregion game as a Gymnasium environment.

``gym_env("duel", opponent="greedy", seat="sauron")``: the agent plays Sauron; every other seat is
played by an eregion agent built from the ``opponent`` spec (``random``, ``greedy``, ``ismcts:sims=200``,
``policy:path=...``). ``seat="team"`` gives the agent every seat of a co-operative side: all the LCG's
players, or all of Middle-earth Quest's heroes against an agent playing Sauron. Each step answers the
decision of one of the agent's seats and sees that seat's observation; the others move in between.
The reward is the agent's seat's return when the game ends (the team's, which its seats share).
"""

from __future__ import annotations

from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces

from eregion.agents import Agent, make_agent
from eregion.core import IllegalAction, InvalidSetup
from eregion.games import get_game
from eregion.rl.encoding import get_encoding
from eregion.rl.spaces import Seeds, chosen, spaces_of


class LegalActions(spaces.Discrete):
    """The game's action space, whose ``sample()`` draws among the pending decision's legal actions
    unless given a mask of its own (Gymnasium's checker and random baselines sample it unmasked)."""

    def __init__(self, n: int, env: EregionGym) -> None:
        super().__init__(n)
        self.env = env

    def sample(self, mask: Any = None, probability: Any = None) -> np.int64:
        if mask is None and probability is None:
            mask = self.env.mask
        return super().sample(mask=mask, probability=probability)


class EregionGym(gymnasium.Env):
    """The agent's seats against eregion agents; see the module's docstring."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": []}

    def __init__(
        self,
        name: str,
        opponent: str = "random",
        seat: str | None = None,
        illegal: str = "raise",
        **options: Any,
    ) -> None:
        if illegal not in ("raise", "lose"):
            raise InvalidSetup(f"illegal must be 'raise' or 'lose', not {illegal!r}")
        self.illegal = illegal
        self.game = get_game(name)
        self.options = self.game.resolve_options(options)
        self.encoding = get_encoding(name)
        self.observation_space, actions = spaces_of(self.encoding)
        self.action_space = LegalActions(int(actions.n), self)
        self.mask = np.zeros(self.encoding.actions, np.int8)
        self.opponent = opponent
        make_agent(opponent, 0, self.game)  # a bad spec fails here, not at the first reset
        state = self.game.new_game(0, self.options)
        seats = self.encoding.seats(state)
        self.mine = self._seats(seat, seats)
        self.others = tuple(p for p in seats if p not in self.mine)
        self._seeds = Seeds()
        self.state = state
        self.agents: dict[int, Agent] = {}

    def _seats(self, seat: str | None, seats: tuple[int, ...]) -> tuple[int, ...]:
        names = self.game.players
        if seat is None:
            return (seats[0],)
        if seat == "team":
            if self.game.cooperative:
                return seats
            team = tuple(p for p in seats if names[p].startswith("hero_"))
            if team:
                return team
            raise InvalidSetup(f"{self.game.name} has no co-operative team; pick a seat of {list(names)}")
        taken = [names[p] for p in seats]
        if seat not in taken:
            raise InvalidSetup(f"no seat {seat!r} in this {self.game.name} game; seats: {taken} or 'team'")
        return (names.index(seat),)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Any, dict]:
        """A new game: with ``seed``, game number ``seed`` and opponents seeded from it; without,
        the next game of the sequence the last seed started."""
        super().reset(seed=seed)
        game_seed = self._seeds.next(seed)
        self.state = self.game.new_game(game_seed, self.options)
        self._observe = self.encoding.observer()  # this environment's sheets (Encoding.observer)
        self.agents = {p: make_agent(self.opponent, game_seed * 8 + p, self.game) for p in self.others}
        self._play_others()
        return self._observation(), {}

    def _play_others(self) -> None:
        s = self.state
        while not s.is_over and s.decision.player not in self.mine:  # type: ignore[union-attr]
            s.apply(self.agents[s.decision.player].choose(s))  # type: ignore[union-attr]

    def _observation(self) -> dict[str, np.ndarray]:
        d = self.state.decision
        p = self.mine[0] if d is None else d.player
        self.mask = self.encoding.mask(self.state, p)
        return {"observation": self._observe(self.state, p), "action_mask": self.mask}

    def step(self, action: int) -> tuple[Any, float, bool, bool, dict]:
        """Answer the agent's pending decision with the action of index ``action`` (an illegal one
        raises :class:`~eregion.core.IllegalAction` and changes nothing; with ``illegal="lose"`` it
        ends the episode instead, reward -1, the game left as it was), then let the others move."""
        try:
            move = chosen(self.state, int(action))
        except IllegalAction:
            if self.illegal == "raise":
                raise
            return self._observation(), -1.0, True, False, {"illegal": int(action)}
        self.state.apply(move)
        self._play_others()
        over = self.state.is_over
        reward = self.state.returns()[self.mine[0]] if over else 0.0
        return self._observation(), float(reward), over, False, {}
