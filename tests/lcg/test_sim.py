"""``eregion sim`` and ``eregion ratings`` with a co-operative game: in an LCG run agent A plays every
seat of the even games and B of the odd ones, each is credited only with the seats it played, a win is
the table's win, and there are no ratings between teammates."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from eregion.cli import app
from eregion.sim.play import seating
from eregion.sim.stats import outcome

runner = CliRunner()


def test_cooperative_outcome_and_seating() -> None:
    assert outcome((1.0, 1.0, 0.0, 0.0), 1, cooperative=True) == 1
    assert outcome((-1.0, 0.0, 0.0, 0.0), 0, cooperative=True) == -1
    assert outcome((1.0, 1.0, 0.0, 0.0), 1) == 0  # a head-to-head game would call it a shared result
    assert [seating(i, 2, 4, cooperative=True) for i in range(3)] == [(0,) * 4, (1,) * 4, (0,) * 4]


def test_a_run_compares_two_agents_playing_the_whole_table(tmp_path: Path) -> None:
    db = str(tmp_path / "sim.db")
    args = ["sim", "lcg", "--agents", "expert", "random", "-n", "6", "--workers", "1", "--db", db, "--json"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    out = json.loads(result.output.splitlines()[-1])
    summary = out.get("summary", out)
    a, b = summary["agents"]
    assert a["games"] == b["games"] == 3  # solo games: only player_1 is seated
    for agent in (a, b):
        assert agent["wins"] + agent["losses"] == 3 and agent["draws"] == 0
        assert agent["sides"]["player_1"]["games"] == 3 and agent["sides"]["player_2"]["games"] == 0
    result = runner.invoke(app, ["ratings", "--db", db])
    assert result.exit_code == 0 and "co-operative" in result.output, result.output
