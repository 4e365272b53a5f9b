"""The search agents: specs, determinism, information-set discipline and time budgets."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from eregion.agents import AGENTS, UnknownAgent, canonical_spec, make_agent, search
from eregion.core import Rng
from eregion.games.duel import new_game


def _midgame(seed: int, moves: int = 25):
    state = new_game(seed)
    rng = Rng(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(
    "spec", ["flatmc:sims=200", "mcts:sims=200", "ismcts:sims=200", "ismcts:sims=100,depth=0"]
)
def test_search_is_reproducible_for_a_seed_and_budget(spec: str) -> None:
    state = _midgame(4)
    first = make_agent(spec, 11).choose(state)
    again = make_agent(spec, 11).choose(state.clone())
    assert first is again
    assert first in state.legal_actions()


@pytest.mark.parametrize("spec", ["ismcts:sims=300", "flatmc:sims=300"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_information_set_agents_never_read_hidden_state(spec: str, seed: int) -> None:
    """The same choice whatever the real hidden cards are, given the same seed and budget."""
    state = _midgame(seed)
    me = state.decision.player
    other = state.determinize(me, Rng(999))  # same information for `me`, hidden parts reshuffled
    assert other.view(me) == state.view(me)
    assert other.snapshot() != state.snapshot()
    assert make_agent(spec, 5).choose(state) is make_agent(spec, 5).choose(other)


def test_mcts_is_flagged_as_perfect_information() -> None:
    assert AGENTS["mcts"].perfect_information is True
    assert AGENTS["ismcts"].perfect_information is False


@pytest.mark.parametrize("spec", ["ismcts:time=0.2", "flatmc:time=0.2", "mcts:time=0.2"])
def test_a_time_budget_stops_at_the_first_look_past_its_deadline(
    spec: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The search reads the clock between simulations and stops as soon as the budget is spent. A fake
    clock that advances 1/64 s per reading: a wall-clock bound would fail on a loaded machine."""
    reads: list[float] = []

    def clock() -> float:
        reads.append((len(reads) + 1) / 64)
        return reads[-1]

    monkeypatch.setattr(search, "time", SimpleNamespace(perf_counter=clock))
    state = new_game(2)
    assert make_agent(spec, 1).choose(state) in state.legal_actions()
    deadline = reads[0] + 0.2
    assert len(reads) > 2 and [r < deadline for r in reads[1:]].count(False) == 1, reads


@pytest.mark.parametrize(
    "spec, message",
    [
        ("alphazero", "unknown agent 'alphazero'; available: random, greedy, flatmc, mcts, ismcts"),
        ("ismcts:simz=3", "has no parameter 'simz'; parameters: sims, time, c, depth, scale"),
        ("ismcts:sims=many", "parameter 'sims' needs a int, got 'many'"),
        ("ismcts:sims", "should read key=value"),
        ("greedy:sims=3", "agent 'greedy' has no parameter 'sims'; parameters: none"),
        ("mcts:c=-1", "cannot be negative"),
    ],
)
def test_bad_specs_name_what_exists(spec: str, message: str) -> None:
    with pytest.raises(UnknownAgent, match=message.replace("(", r"\(").replace(")", r"\)")):
        make_agent(spec)


def test_ismcts_beats_random_in_a_short_match() -> None:
    """A smoke test of strength (the measured figures are in docs/agents.md)."""
    wins = 0
    for g in range(4):
        seat = g % 2
        agents = {seat: make_agent("ismcts:sims=150", g), 1 - seat: make_agent("random", g)}
        state = new_game(100 + g)
        while not state.is_over:
            state.apply(agents[state.decision.player].choose(state))
        wins += state.returns()[seat] > 0
    assert wins >= 3


def test_canonical_specs_name_one_player_one_way() -> None:
    assert (
        canonical_spec("ismcts:c=0.5,sims=400")
        == canonical_spec("ismcts:sims=400,c=0.5")
        == "ismcts:sims=400,c=0.5"
    )
    assert canonical_spec(" ismcts:sims=1000") == "ismcts"  # the default budget


def test_an_agent_that_cannot_play_a_game_is_refused_up_front() -> None:
    from tiny_game import TINY

    with pytest.raises(UnknownAgent, match="agent 'greedy' needs a heuristic, and tiny has none"):
        make_agent("greedy", 0, TINY)
    make_agent("ismcts:sims=10", 0, TINY)  # search agents play to the end without one
