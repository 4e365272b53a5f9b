"""``eregion sim meq --agents A B``: Sauron against the heroes as two sides (issue 13, item 7). Agent A
plays Sauron and B every hero in the even games, the other way round in the odd ones; results and
ratings count a side once, whatever the number of heroes (the seats of a side share one result, R59)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eregion.cli import app
from eregion.games import get_game
from eregion.sim import Summary, check_agents, seating, simulate
from eregion.sim.ratings import pairings
from eregion.store import GameRecord, RunInfo, Store

MEQ = get_game("meq")
runner = CliRunner()


def test_meq_has_two_sides_and_each_is_played_by_one_agent() -> None:
    assert MEQ.sides == ("sauron", "heroes") and MEQ.seat_sides == (0, 1, 1, 1)
    assert [seating(i, 2, 4, sides=MEQ.seat_sides) for i in range(3)] == [
        (0, 1, 1, 1),
        (1, 0, 0, 0),
        (0, 1, 1, 1),
    ]
    assert check_agents(["random", "greedy"], MEQ) == ("random", "greedy")
    with pytest.raises(ValueError, match=r"meq has 2 sides \(sauron, heroes\); give 2 agents, got 4"):
        check_agents(["random"] * 4, MEQ)
    with pytest.raises(ValueError, match="teams names a side for each of the 4 seats"):
        dataclasses.replace(MEQ, teams=("sauron", "heroes"))
    duel = get_game("duel")
    assert duel.sides == duel.players and duel.seat_sides == (0, 1)


def _record(index: int, seats: tuple[int, ...], returns: tuple[float, ...]) -> GameRecord:
    return GameRecord(
        index=index,
        seed=index,
        seats=seats,
        returns=returns,
        length=10,
        seconds=1.0,
        decisions=(4, 3, 3, 0),
        decision_seconds=(0.1, 0.2, 0.3, 0.0),
        run_id=1,
    )


def test_a_side_counts_once_and_an_empty_hero_seat_does_not_count() -> None:
    """Two heroes (hero_3 empty, return 0): the heroes' side is one result, hero_1's (R59)."""
    won = _record(0, (0, 1, 1, 1), (-1.0, 1.0, 1.0, 0.0))  # A Sauron loses to B's heroes
    lost = _record(1, (1, 0, 0, 0), (1.0, -1.0, -1.0, 0.0))  # B Sauron beats A's heroes
    s = Summary.of(("random", "greedy"), MEQ.sides, [won, lost], seat_sides=MEQ.seat_sides).to_json()
    a, b = s["agents"]
    assert (a["games"], a["wins"], a["losses"]) == (2, 0, 2)
    assert (b["games"], b["wins"], b["losses"]) == (2, 2, 0)
    assert b["sides"]["heroes"]["wins"] == 1 and b["sides"]["sauron"]["wins"] == 1
    assert s["sides"]["sauron"]["wins"] == 1 and s["sides"]["heroes"]["games"] == 2
    runs = {1: RunInfo(1, "meq", MEQ.rules_version, {}, ("random", "greedy"), 0, 2, "")}
    pairs, tally = pairings(runs, [won, lost], MEQ.seat_sides)
    assert dict(pairs) == {("greedy", "random"): [2.0, 2]}  # one comparison a game, not one per hero
    assert tally["greedy"] == [2, 2, 0, 0] and tally["random"] == [2, 0, 0, 2]


def test_a_run_stores_each_game_with_the_sides_swapped(tmp_path: Path) -> None:
    db = str(tmp_path / "meq.db")
    out = simulate("meq", ["random", "random"], 2, seed=7, db=db, options={"heroes": 3})
    assert out.run.options["heroes"] == 3 and out.run.done == 2
    with Store(db, create=False) as store:
        games = store.games(out.run.id)
    assert [g.seats for g in games] == [(0, 1, 1, 1), (1, 0, 0, 0)]
    for g in games:
        assert g.returns[0] == -g.returns[1] == -g.returns[2] == -g.returns[3] != 0


def test_the_command_takes_two_agents_and_game_options(tmp_path: Path) -> None:
    db = str(tmp_path / "meq.db")
    args = ["sim", "meq", "--agents", "random", "random", "-n", "2", "--option", "heroes=1", "--db", db]
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output.splitlines()[-1])
    assert set(data["sides"]) == {"sauron", "heroes"} and data["sides"]["heroes"]["games"] == 2
    a, b = data["agents"]
    assert a["sides"]["sauron"]["games"] == a["sides"]["heroes"]["games"] == 1
    assert a["wins"] + a["losses"] == 2 and a["wins"] == b["losses"]
    with Store(db, create=False) as store:
        assert store.run(data["run"]).options["heroes"] == 1
    result = runner.invoke(app, ["ratings", "--db", db, "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["games"]["meq"]["games"] == 2
    result = runner.invoke(app, [*args[:5], "--option", "heroes=4", "--db", db])
    assert result.exit_code == 2 and "option 'heroes' cannot be 4" in " ".join(result.output.split())
