"""The generic agents at the LCG: greedy, flatmc, mcts and ismcts play whole games (ISMCTS resamples the
encounter deck, the face-down shadow cards and the player decks), search is reproducible for a seed and a
budget, and the information-set agents choose the same whatever the hidden cards really are."""

from __future__ import annotations

import pytest

from eregion.agents import make_agent
from eregion.core import Rng
from eregion.games.lcg import GAME
from eregion.games.lcg.state import LcgState


def _midgame(seed: int, options: dict[str, object] | None = None, moves: int = 30) -> LcgState:
    """A position some way into a game, played by the expert so the table fills up."""
    state = GAME.new_game(seed, options)
    expert = make_agent("expert", seed, GAME)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(expert.choose(state))
    assert isinstance(state, LcgState) and not state.is_over
    return state


@pytest.mark.parametrize("spec", ["greedy", "flatmc:sims=20", "mcts:sims=20", "ismcts:sims=20"])
def test_generic_agents_play_the_lcg(spec: str) -> None:
    """Two players (the agent and a random teammate) through the first rounds: every choice is legal."""
    state = GAME.new_game(3, {"scenario": "journey-along-the-anduin", "players": 2, "deck2": "spirit"})
    agents = [make_agent(spec, 1, GAME), make_agent("random", 2, GAME)]
    searched = 0
    while not state.is_over and searched < 60:
        p = state.decision.player
        action = agents[p].choose(state)
        assert action in state.legal_actions()
        state.apply(action)
        searched += p == 0
    assert state.round >= 2


@pytest.mark.parametrize("spec", ["flatmc:sims=60,depth=6", "mcts:sims=60,depth=6", "ismcts:sims=60,depth=6"])
def test_search_is_reproducible_for_a_seed_and_budget(spec: str) -> None:
    state = _midgame(4)
    first = make_agent(spec, 11, GAME).choose(state)
    again = make_agent(spec, 11, GAME).choose(state.clone())
    assert first == again and first in state.legal_actions()


@pytest.mark.parametrize(
    "spec", ["ismcts:sims=80,depth=6", "flatmc:sims=80,depth=6", "ismcts:sims=20,depth=8,rollout=expert"]
)
@pytest.mark.parametrize("seed", [1, 2])
def test_information_set_agents_never_read_hidden_state(spec: str, seed: int) -> None:
    """The same choice whatever the real deck orders and shadow cards are, given the same seed and budget."""
    state = _midgame(seed, {"scenario": "passage-through-mirkwood", "players": 2, "deck2": "lore"})
    me = state.decision.player
    other = state.determinize(me, Rng(999))  # the same information for `me`, hidden parts resampled
    assert other.view(me) == state.view(me)
    assert other.snapshot() != state.snapshot()
    assert make_agent(spec, 5, GAME).choose(state) == make_agent(spec, 5, GAME).choose(other)


def test_expert_rollouts_need_a_game_with_an_expert() -> None:
    from eregion.agents import UnknownAgent
    from eregion.games.duel import GAME as DUEL

    make_agent("ismcts:rollout=expert", 0, GAME)
    with pytest.raises(UnknownAgent, match="duel has no expert"):
        make_agent("ismcts:rollout=expert", 0, DUEL)
    with pytest.raises(UnknownAgent, match="must be one of random, expert"):
        make_agent("flatmc:rollout=greedy", 0, GAME)
