"""A saved policy plays as an eregion agent (``policy:path=FILE``) wherever agents play (issue 18)."""

from __future__ import annotations

from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="the RL environments need the rl extra: pip install -e '.[rl]'")

from eregion.agents import UnknownAgent, canonical_spec, make_agent
from eregion.games import get_game
from eregion.rl.encoding import get_encoding
from eregion.rl.policy import Policy
from eregion.sim.play import play_game


def _policy(game: str, favourite: int | None = None, seed: int = 0) -> Policy:
    """A random two-layer policy; with ``favourite``, that action's logit is far above the rest."""
    enc = get_encoding(game)
    rng = np.random.default_rng(seed)
    w0 = rng.standard_normal((enc.size, 8)).astype(np.float32)
    w1 = rng.standard_normal((8, enc.actions)).astype(np.float32)
    b1 = np.zeros(enc.actions, np.float32)
    if favourite is not None:
        b1[favourite] = 1e6
    return Policy(game, [(w0, np.zeros(8, np.float32)), (w1, b1)])


def test_a_saved_policy_reads_back_and_picks_its_best_legal_action(tmp_path: Path) -> None:
    game = get_game("duel")
    s = game.new_game(2)
    legal = s.legal_actions()
    favourite = legal[-1].index
    path = tmp_path / "duel.npz"
    _policy("duel", favourite).save(path)
    agent = make_agent(f"policy:path={path}", 0, game)
    assert agent.choose(s) is legal[-1]
    loaded = Policy.load(path)
    x = get_encoding("duel").observe(s, s.current_player)
    assert np.allclose(loaded.logits(x), _policy("duel", favourite).logits(x))


def test_the_policy_agent_plays_whole_games_in_the_simulator(tmp_path: Path) -> None:
    path = tmp_path / "tcg.npz"
    _policy("tcg", seed=3).save(path)
    spec = f"policy:path={path}"
    assert canonical_spec(spec) == spec
    game = get_game("tcg")
    options = game.resolve_options({})
    first = play_game(game, (spec, "random"), options, 0, 5)
    again = play_game(game, (spec, "random"), options, 0, 5)
    assert first.replay == again.replay and first.length > 10 and first.returns != (0.0, 0.0)


def test_bad_policy_files_say_what_is_wrong(tmp_path: Path) -> None:
    game = get_game("lcg")
    with pytest.raises(UnknownAgent, match="needs path=FILE"):
        make_agent("policy", 0, game)
    with pytest.raises(UnknownAgent, match="nowhere.npz"):
        make_agent(f"policy:path={tmp_path / 'nowhere.npz'}", 0, game)
    junk = tmp_path / "junk.npz"
    junk.write_text("not a policy")
    with pytest.raises(UnknownAgent, match="cannot read the policy file"):
        make_agent(f"policy:path={junk}", 0, game)
    duel = tmp_path / "duel.npz"
    _policy("duel").save(duel)
    with pytest.raises(UnknownAgent, match="this policy plays duel, not lcg"):
        make_agent(f"policy:path={duel}", 0, game)
    agent = make_agent(f"policy:path={duel}")  # not told the game: it finds out at its first move
    with pytest.raises(ValueError, match="this policy plays duel, not lcg"):
        agent.choose(game.new_game(0, game.resolve_options({})))
    with pytest.raises(ValueError, match="a meq policy needs layers from"):
        Policy("meq", _policy("duel").layers)


def test_a_policy_plays_a_level_in_the_web_app(tmp_path: Path) -> None:
    """``eregion serve --level trained=policy:path=FILE``: the level plays its game; another game is
    refused when the match is created, naming the policy's game."""
    from server_helpers import app_client, idle

    path = tmp_path / "duel.npz"
    _policy("duel", seed=1).save(path)
    levels = {"easy": "random", "trained": f"policy:path={path}"}
    with app_client(str(tmp_path / "web.db"), levels=levels) as c:
        r = c.post("/api/matches", json={"game": "duel", "seats": ["trained", "easy"], "seed": 3})
        assert r.status_code == 201, r.text
        idle(c)
        body = c.get(f"/api/matches/{r.json()['id']}").json()
        assert body["status"] == "finished" and body["result"] is not None
        r = c.post("/api/matches", json={"game": "tcg", "seats": ["trained", "easy"]})
        assert r.status_code == 400 and "this policy plays duel, not tcg" in r.json()["error"]


def test_the_command_line_keeps_the_case_of_a_policys_path(tmp_path: Path) -> None:
    from eregion.cli.app import agent_named

    path = tmp_path / "Duel-Policy.npz"
    _policy("duel").save(path)
    assert agent_named(f"POLICY:path={path}", get_game("duel"), "--vs") == f"policy:path={path}"
