"""The Gymnasium environments (issue 18): the checker, seats and teams, seeds, bad input."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip("gymnasium", reason="the RL environments need the rl extra: pip install -e '.[rl]'")

import numpy as np
from gymnasium.utils.env_checker import check_env

from eregion.core import IllegalAction, InvalidSetup, Rng
from eregion.rl import gym_env
from eregion.rl.encoding import KINDS

SEATS = [
    ("duel", {}),
    ("duel", {"seat": "sauron", "opponent": "greedy"}),
    ("tcg", {"seat": "player_2"}),
    ("lcg", {"seat": "team", "players": 2}),
    ("lcg", {"seat": "player_2", "players": 2}),
    ("meq", {"seat": "sauron"}),
    ("meq", {"seat": "team", "heroes": 2}),
    ("meq", {"seat": "hero_2", "heroes": 3}),
]


@pytest.mark.parametrize(("name", "options"), SEATS, ids=[f"{n}-{o.get('seat', '')}" for n, o in SEATS])
def test_gymnasium_checker(name: str, options: dict) -> None:
    """Gymnasium's checker steps with unmasked samples before a reset, so it runs with illegal="lose"."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(gym_env(name, illegal="lose", **options), skip_render_check=True)


def _episode(e, seed: int, rng: Rng) -> tuple[list[np.ndarray], list[int], float]:
    obs, _ = e.reset(seed=seed)
    seen, moves, done, reward = [], [], False, 0.0
    while not done:
        seen.append(obs["observation"])
        legal = np.flatnonzero(obs["action_mask"])
        a = int(legal[rng.randrange(len(legal))])
        moves.append(a)
        obs, reward, done, _, _ = e.step(a)
    return seen, moves, reward


@pytest.mark.parametrize(("name", "options"), SEATS[:1] + SEATS[3:4] + SEATS[5:6])
def test_a_seed_replays_the_episode_and_the_reward_is_the_seats_return(name: str, options: dict) -> None:
    e = gym_env(name, **options)
    seen, moves, reward = _episode(e, 5, Rng(2))
    again = _episode(gym_env(name, **options), 5, Rng(2))
    assert moves == again[1] and reward == again[2]
    assert all(np.array_equal(a, b) for a, b in zip(seen, again[0], strict=True))
    assert reward == e.state.returns()[e.mine[0]] != 0


def test_the_agent_decides_only_for_its_seats() -> None:
    e = gym_env("meq", seat="team", heroes=2)
    assert e.mine == (1, 2) and e.others == (0,)
    obs, _ = e.reset(seed=0)
    rng = Rng(0)
    for _ in range(60):
        assert e.state.decision.player in e.mine
        assert obs["observation"][e.encoding.at["decision"] + len(KINDS)] == 1  # the viewer owes it
        legal = np.flatnonzero(obs["action_mask"])
        obs, _, done, _, _ = e.step(int(legal[rng.randrange(len(legal))]))
        if done:
            break


def test_sample_draws_a_legal_action() -> None:
    e = gym_env("lcg", seat="team", players=2)
    e.action_space.seed(0)
    obs, _ = e.reset(seed=1)
    for _ in range(40):
        assert obs["action_mask"][e.action_space.sample()] == 1
        obs, _, done, _, _ = e.step(e.action_space.sample())
        assert not done


def test_bad_seats_and_illegal_actions_say_what_was_wrong() -> None:
    with pytest.raises(InvalidSetup, match="no seat 'hero_3'.*'sauron', 'hero_1', 'hero_2'"):
        gym_env("meq", seat="hero_3", heroes=2)
    with pytest.raises(InvalidSetup, match="duel has no co-operative team"):
        gym_env("duel", seat="team")
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        gym_env("duel", opponent="nobody")
    e = gym_env("duel")
    e.reset(seed=0)
    before = e.state.snapshot()
    with pytest.raises(IllegalAction):
        e.step(e.encoding.actions - 1 if e.mask[-1] == 0 else 0)
    assert e.state.snapshot() == before
    lose = gym_env("duel", illegal="lose")
    lose.reset(seed=0)
    wrong = int(np.flatnonzero(lose.mask == 0)[0])
    _, reward, done, _, info = lose.step(wrong)
    assert (reward, done, info) == (-1.0, True, {"illegal": wrong})
    assert lose.state.snapshot() == before
