"""The PettingZoo environments (issue 18): the API, seeds, rewards, and bad actions."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip("pettingzoo", reason="the RL environments need the rl extra: pip install -e '.[rl]'")

import numpy as np
from pettingzoo.test import api_test

from eregion.core import IllegalAction, Rng
from eregion.games import get_game
from eregion.rl import env
from rl.helpers import CONFIGS, IDS


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_pettingzoo_api(name: str, options: dict) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # advice on names and spaces, not failures
        api_test(env(name, **options), num_cycles=150)


def _play(e, seed: int, rng: Rng) -> tuple[list[str], list[np.ndarray], dict[str, float]]:
    """A random game: the moves' agents, the observations and the rewards the agents ended with."""
    e.reset(seed=seed)
    agents, observations, rewards = [], [], {}
    for agent in e.agent_iter():
        obs, reward, done, cut, _ = e.last()
        if done or cut:
            rewards[agent] = reward
            e.step(None)
            continue
        agents.append(agent)
        observations.append(obs["observation"])
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(legal[rng.randrange(len(legal))]))
    return agents, observations, rewards


@pytest.mark.parametrize("name", ["duel", "tcg", "lcg", "meq"])
def test_a_seed_replays_the_same_game(name: str) -> None:
    first = _play(env(name), 3, Rng(1))
    again = _play(env(name), 3, Rng(1))
    assert first[0] == again[0] and first[2] == again[2]
    assert all(np.array_equal(a, b) for a, b in zip(first[1], again[1], strict=True))
    other = _play(env(name), 4, Rng(1))
    assert other[0] != first[0] or any(not np.array_equal(a, b) for a, b in zip(first[1], other[1]))


@pytest.mark.parametrize("name", ["duel", "tcg"])
def test_environments_stepped_in_turn_hand_out_what_each_would_alone(name: str) -> None:
    """A vector environment steps several in one thread: each writes on sheets of its own
    (``Encoding.observer``), and the observations are the game's as if it were played alone."""
    alone = [_play(env(name), seed, Rng(seed)) for seed in (3, 4)]
    envs, rngs = [env(name), env(name)], [Rng(3), Rng(4)]
    seen: list[list[np.ndarray]] = [[], []]
    for e, seed in zip(envs, (3, 4)):
        e.reset(seed=seed)
    while any(e.agents for e in envs):
        for k, e in enumerate(envs):
            if not e.agents:
                continue
            obs, _, done, cut, _ = e.last()
            if done or cut:
                e.step(None)
                continue
            seen[k].append(obs["observation"])
            legal = np.flatnonzero(obs["action_mask"])
            e.step(int(legal[rngs[k].randrange(len(legal))]))
    for k in (0, 1):
        assert len(seen[k]) == len(alone[k][1])
        assert all(np.array_equal(a, b) for a, b in zip(seen[k], alone[k][1], strict=True))


def test_reset_with_a_seed_deals_that_game_and_the_next_resets_follow_from_it() -> None:
    e = env("duel")
    e.reset(seed=7)
    assert e.state.snapshot() == get_game("duel").new_game(7).snapshot()
    e.reset()
    after_seven = e.state.snapshot()
    e.reset(seed=7)
    e.reset()
    assert e.state.snapshot() == after_seven


def test_rewards_are_the_returns_when_the_game_ends() -> None:
    e = env("lcg", players=2)
    assert e.possible_agents == ["player_1", "player_2"]
    _, _, rewards = _play(e, 0, Rng(0))
    assert set(rewards) == {"player_1", "player_2"}
    assert list(rewards.values()) == list(e.state.returns()[:2])
    assert abs(rewards["player_1"]) == 1


def test_meq_agents_are_sauron_and_the_seated_heroes() -> None:
    assert env("meq", heroes=2).possible_agents == ["sauron", "hero_1", "hero_2"]


def test_an_illegal_index_raises_and_changes_nothing() -> None:
    e = env("duel")
    e.reset(seed=1)
    before = e.state.snapshot()
    legal = {a.index for a in e.state.legal_actions()}
    wrong = next(i for i in range(e.encoding.actions) if i not in legal)
    with pytest.raises(IllegalAction, match=f"action index {wrong}"):
        e.step(wrong)
    assert e.state.snapshot() == before


def test_an_unknown_option_names_the_options() -> None:
    with pytest.raises(ValueError, match="unknown option 'players' for duel"):
        env("duel", players=2)


def test_without_the_extra_the_error_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "pettingzoo", None)  # as if it were not installed
    monkeypatch.delitem(sys.modules, "eregion.rl.env", raising=False)
    with pytest.raises(ModuleNotFoundError, match=r"pip install 'eregion\[rl\]'"):
        env("duel")
