"""`eregion tournament`: a round robin stored run by run, continued when run again, rated from its own games
(issue 17, item 4: "a round robin of the agents worth comparing, stored, with Elo and intervals")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eregion.cli import app
from eregion.games import get_game
from eregion.sim import simulate
from eregion.sim.tournament import pairings, play_tournament, tournament_runs
from eregion.store import Store


def run_cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.output


def test_every_pair_plays_once_and_a_cooperative_game_plays_each_agent_alone() -> None:
    duel, lcg = get_game("duel"), get_game("lcg")
    assert pairings(duel, ["random", "greedy", "flatmc:sims=4"]) == [
        ("random", "greedy"),
        ("random", "flatmc:sims=4"),
        ("greedy", "flatmc:sims=4"),
    ]
    assert pairings(lcg, ["random", "expert"]) == [("random",), ("expert",)]


@pytest.mark.parametrize(
    ("agents", "words"),
    [(["random"], "at least two agents"), (["random", "greedy", "random"], "named twice: random")],
)
def test_a_round_robin_that_cannot_be_played_says_why(agents: list[str], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        pairings(get_game("duel"), agents)


def test_running_it_again_continues_the_same_runs_and_plays_only_what_is_missing(tmp_path: Path) -> None:
    db = str(tmp_path / "t.db")
    duel = get_game("duel")
    with Store(db) as store:
        first = tournament_runs(store, duel, ["random", "greedy", "flatmc:sims=4"], 3, 7, {})
        played = [o.played for o in play_tournament(store, first, get_game)]
        again = tournament_runs(store, duel, ["random", "greedy", "flatmc:sims=4"], 5, 7, {})
        more = [o.played for o in play_tournament(store, again, get_game)]
        other_seed = tournament_runs(store, duel, ["random", "greedy"], 5, 8, {})
    assert played == [3, 3, 3] and more == [2, 2, 2]
    assert [r.id for r in again] == [r.id for r in first]
    assert [r.target for r in again] == [5, 5, 5]
    assert other_seed[0].id not in {r.id for r in first}


def test_the_ratings_come_from_the_tournaments_own_games(tmp_path: Path) -> None:
    db = str(tmp_path / "t.db")
    simulate("duel", ["random", "greedy"], 4, seed=100, db=db)  # stored, but not part of the tournament
    code, out = run_cli("tournament", "duel", "random", "greedy", "-n", "4", "--db", db, "--json")
    assert code == 0, out
    result = json.loads(out)
    assert result["game"] == "duel" and not result["interrupted"]
    assert [r["agents"] for r in result["runs"]] == [["random", "greedy"]]
    ratings = {r["agent"]: r for r in result["ratings"]["ratings"]}
    assert result["ratings"]["games"] == 4 and ratings["random"]["games"] == 4
    assert ratings["random"]["elo"] == 0.0  # the anchor
    low, high = ratings["greedy"]["elo_95"]
    assert low < ratings["greedy"]["elo"] < high
    code, out = run_cli("ratings", "--game", "duel", "--db", db, "--json")
    assert json.loads(out)["games"]["duel"]["games"] == 8  # every stored game of the game


def test_a_cooperative_tournament_reports_win_rates_with_intervals(tmp_path: Path) -> None:
    db = str(tmp_path / "t.db")
    code, out = run_cli("tournament", "lcg", "random", "expert", "-n", "2", "--db", db, "--json")
    assert code == 0, out
    rows = json.loads(out)["agents"]
    assert [r["spec"] for r in rows] == ["random", "expert"]
    for r in rows:
        assert r["games"] == 2 and r["wins"] + r["losses"] == 2
        low, high = r["win_rate_95"]
        assert 0 <= low <= r["win_rate"] <= high <= 1


def test_bad_agents_are_a_usage_error_and_store_nothing(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    code, out = run_cli("tournament", "duel", "random", "nosuchagent", "--db", str(db))
    assert code == 2 and "nosuchagent" in out
    code, out = run_cli("tournament", "duel", "random", "--db", str(db))
    assert code == 2 and "at least two agents" in out
    assert not db.exists()
