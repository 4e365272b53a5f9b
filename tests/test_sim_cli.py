"""``eregion sim``, ``runs``, ``ratings`` and ``replay --run`` through typer's CliRunner: summaries, JSON,
SQLite and PostgreSQL stores, and every bad input answered before any work with a clear message."""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

import pytest
import sqlalchemy as sa
from typer.testing import CliRunner

import eregion.store.store as store_module
from eregion.cli import app
from eregion.store import SCHEMA_VERSION, resolve_url

runner = CliRunner(env={"COLUMNS": "120"})


def run(*args: str) -> tuple[int, str, str]:
    """Exit code, stdout, and everything shown (stdout and stderr) with its lines and boxes undone."""
    result = runner.invoke(app, list(args))
    shown = " ".join(result.output.translate(str.maketrans("", "", "│╭╮╰╯─")).split())
    return result.exit_code, result.stdout, shown


def sim_json(*args: str) -> dict:
    code, out, shown = run("sim", *args, "--json")
    assert code == 0, shown
    return json.loads(out)


def test_help_names_the_commands_and_how_to_open_a_stored_game() -> None:
    for command in ("sim", "ratings", "runs", "replay"):
        code, _, shown = run(command, "--help")
        assert code == 0 and "--db" in shown
    _, _, shown = run("replay", "--help")
    assert "--run" in shown and "--index" in shown
    _, _, shown = run("sim", "--help")
    assert "--resume" in shown and "--backend" in shown and "--workers" in shown


def test_sim_prints_a_summary_per_agent_and_seat(tmp_path: Path) -> None:
    db = str(tmp_path / "s.db")
    code, out, shown = run(
        "sim", "duel", "--agents", "random", "greedy", "-n", "6", "--seed", "5", "--db", db
    )
    assert code == 0, shown
    for text in ("A: random", "B: greedy", "as fellowship", "as sauron", "side: sauron", "win %", "95% CI"):
        assert text in out
    assert "eregion replay --run 1 --index N" in out
    assert "6/6" in shown  # the progress bar (stderr)


def test_sim_json_has_the_figures_and_the_run(store_url: str) -> None:
    data = sim_json("duel", "--agents", "random", "random", "-n", "4", "--seed", "11", "--db", store_url)
    assert data["run"] == 1 and data["games"] == data["played"] == data["target"] == 4
    assert data["seed"] == 11 and data["interrupted"] is False
    a, b = data["agents"]
    assert (a["agent"], a["spec"], b["spec"]) == ("A", "random", "random")
    assert a["wins"] + a["draws"] + a["losses"] == 4 and a["wins"] == b["losses"]
    assert set(a) >= {"win_rate", "win_rate_95", "mean_length", "decisions_per_s", "sides"}
    assert a["sides"]["fellowship"]["games"] == a["sides"]["sauron"]["games"] == 2
    assert data["sides"]["fellowship"]["games"] == 4
    # a second run in the same store, then ratings and a stored replay
    sim_json("duel", "--agents", "greedy", "random", "-n", "4", "--db", store_url)
    code, out, shown = run("ratings", "--db", store_url, "--json")
    assert code == 0, shown
    block = json.loads(out)["games"]["duel"]
    assert block["games"] == 8 and block["anchor"] == "random"
    by_agent = {r["agent"]: r for r in block["ratings"]}
    assert by_agent["random"]["elo"] == 0 and by_agent["greedy"]["games"] == 4
    code, out, shown = run("replay", "--run", "2", "--index", "3", "--db", store_url, "--to-end")
    assert code == 0 and "Game over" in out, shown
    code, out, _ = run("runs", "--db", store_url, "--json")
    assert [r["agents"] for r in json.loads(out)["runs"]] == [["random", "random"], ["greedy", "random"]]


def test_resume_continues_to_the_target_and_checks_what_it_is_given(tmp_path: Path) -> None:
    db = str(tmp_path / "r.db")
    sim_json("duel", "--agents", "random", "random", "-n", "3", "--db", db)
    data = sim_json("--resume", "1", "-n", "5", "--db", db)
    assert (data["played"], data["games"], data["target"]) == (2, 5, 5)
    code, _, shown = run("sim", "--resume", "1", "--agents", "greedy", "random", "--db", db)
    assert code == 2 and "--resume takes it from the run" in shown
    code, _, shown = run("sim", "--resume", "7", "--db", db)
    assert code == 1 and "no run 7" in shown and "runs: 1" in shown


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["sim", "nogame", "--agents", "random", "random"], "unknown game 'nogame'; available: duel"),
        (
            ["sim", "duel", "--agents", "random", "wizard"],
            "unknown agent 'wizard'; available: random, greedy",
        ),
        (["sim", "duel", "--agents", "random", "ismcts:speed=3"], "has no parameter 'speed'; parameters:"),
        (["sim", "duel", "--agents", "random", "ismcts:sims=many"], "parameter 'sims'"),
        (["sim", "duel", "--agents", "random", "random", "-n", "0"], "-n"),
        (["sim", "duel", "--agents", "random", "random", "--workers", "0"], "--workers"),
        (["sim", "duel", "--agents", "random", "random", "--db", "mysql://x@y/z"], "unsupported store URL"),
        (
            ["sim", "duel", "--agents", "random", "random", "--address", "auto"],
            "--address is for --backend ray",
        ),
        (["sim", "duel"], "give the two agents"),
        (["sim"], "name a game"),
        (["sim", "duel", "--agents", "random", "random", "--backend", "spark"], "spark"),
        (["ratings", "--db", "ftp://x"], "unsupported store URL"),
        (["replay", "--run", "1"], "needs both --run R and --index N"),
    ],
)
def test_usage_errors_come_before_any_work(tmp_path: Path, args: list[str], message: str) -> None:
    code, _, shown = run(*args, *([] if "--db" in args else ["--db", str(tmp_path / "u.db")]))
    assert code == 2 and message in shown, shown
    assert "Traceback" not in shown
    assert not (tmp_path / "u.db").exists()


def test_readers_need_an_existing_store(tmp_path: Path) -> None:
    missing = tmp_path / "none.db"
    for args in (["replay", "--run", "1", "--index", "0"], ["sim", "--resume", "1"]):
        code, _, shown = run(*args, "--db", str(missing))
        assert code == 1 and "Error: no store at" in shown and "the file does not exist" in shown
        assert "Traceback" not in shown
    assert not missing.exists()


def test_ratings_and_runs_say_plainly_when_nothing_is_stored_yet(tmp_path: Path) -> None:
    """No store, or a store with no runs, is nothing yet: said plainly, with what makes some, not as an
    error (issue 15: `eregion ratings` and `eregion runs` say plainly when there is nothing yet)."""
    missing = tmp_path / "none.db"
    for args in (["ratings"], ["runs"]):
        code, _, shown = run(*args, "--db", str(missing))
        assert code == 0 and shown.startswith("Nothing stored yet: no store at"), shown
        code, out, _ = run(*args, "--db", str(missing), "--json")
        assert code == 0 and json.loads(out)
    assert not missing.exists()
    db = tmp_path / "empty.db"
    sqlite3.connect(db).close()
    code, _, shown = run("runs", "--db", str(db))
    assert code == 0 and "Nothing stored yet" in shown and "holds no eregion store yet" in shown, shown
    sim_json("duel", "--agents", "random", "random", "-n", "1", "--db", str(db))
    with sqlite3.connect(db) as conn:
        conn.execute("DELETE FROM games")
        conn.execute("DELETE FROM runs")
    code, _, shown = run("runs", "--db", str(db))
    assert code == 0 and "No runs stored in" in shown and "eregion sim GAME --agents A B" in shown, shown


def test_sim_takes_the_game_options_play_takes(tmp_path: Path) -> None:
    """`--option NAME=VALUE` sets a game option of a run; it is stored with the run, typed by the option's
    choices, and a wrong name, value or form is a usage error naming it."""
    db = str(tmp_path / "o.db")
    sim_json(
        "lcg",
        "--agents",
        "random",
        "random",
        "-n",
        "1",
        "--db",
        db,
        "--option",
        "players=2",
        "--option",
        "scenario=escape-from-dol-guldur",
        "--option",
        "easy=true",
    )
    code, _, shown = run("runs", "--db", db)
    assert "easy=True" in shown and "players=2" in shown and "scenario=escape-from-dol-guldur" in shown
    for option, message in (
        ("players=5", "option 'players' cannot be 5"),
        ("easy=maybe", "option 'easy' cannot be 'maybe'"),
        ("colour=red", "unknown option 'colour' for lcg"),
        ("players", "'players' is not NAME=VALUE"),
    ):
        code, _, shown = run("sim", "lcg", "--agents", "random", "random", "--db", db, "--option", option)
        assert code == 2 and f"Error: Invalid value for --option: {message}" in shown, shown


def test_ratings_of_an_unknown_game_list_what_is_stored(tmp_path: Path) -> None:
    db = str(tmp_path / "g.db")
    sim_json("duel", "--agents", "random", "greedy", "-n", "2", "--db", db)
    code, _, shown = run("ratings", "--db", db, "--game", "chess")
    assert code == 1 and "no stored games of 'chess'" in shown and "games stored: duel" in shown
    code, out, _ = run("ratings", "--db", db)
    assert code == 0 and "random = 0" in out and "anchor" in out and "greedy" in out


def test_a_store_from_a_newer_eregion_is_left_alone(tmp_path: Path) -> None:
    db = str(tmp_path / "new.db")
    sim_json("duel", "--agents", "random", "random", "-n", "2", "--db", db)
    con = sqlite3.connect(db)
    con.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION + 5),))
    con.commit()
    for args in (["sim", "duel", "--agents", "random", "random"], ["ratings"], ["sim", "--resume", "1"]):
        code, _, shown = run(*args, "--db", db)
        assert code == 1 and "newer than this eregion" in shown, shown
    assert con.execute("SELECT count(*) FROM games").fetchone() == (2,)
    assert con.execute("SELECT count(*) FROM runs").fetchone() == (1,)


def test_a_locked_store_gives_a_message_and_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 0.2)
    db = str(tmp_path / "lock.db")
    sim_json("duel", "--agents", "random", "random", "-n", "2", "--db", db)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        code, _, shown = run("sim", "duel", "--agents", "random", "random", "-n", "2", "--db", db)
    finally:
        other.execute("ROLLBACK")
    assert code == 1 and "is locked by another process" in shown, shown
    assert other.execute("SELECT count(*) FROM games").fetchone() == (2,)


def test_ray_missing_names_the_extra(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails
    db = tmp_path / "ray.db"
    code, _, shown = run("sim", "duel", "--agents", "random", "random", "--backend", "ray", "--db", str(db))
    assert code == 1 and "pip install 'eregion[ray]'" in shown
    assert not db.exists()


def test_the_default_store_is_eregion_db_or_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("EREGION_DB", raising=False)
    sim_json("duel", "--agents", "random", "random", "-n", "1")
    assert (tmp_path / "eregion.db").exists()
    monkeypatch.setenv("EREGION_DB", str(tmp_path / "env.db"))
    sim_json("duel", "--agents", "random", "random", "-n", "1")
    engine = sa.create_engine(resolve_url(str(tmp_path / "env.db")))
    with engine.connect() as conn:
        assert conn.execute(sa.text("SELECT count(*) FROM games")).scalar_one() == 1
    engine.dispose()


def test_a_failing_game_names_itself_and_says_how_to_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from eregion.sim import play

    real = play.play_game

    def broken(game, specs, options, index, seed):
        if index == 3:
            raise RuntimeError("a bug")
        return real(game, specs, options, index, seed)

    monkeypatch.setattr(play, "play_game", broken)
    db = str(tmp_path / "bug.db")
    code, _, shown = run("sim", "duel", "--agents", "random", "random", "-n", "6", "--db", db)
    assert code == 1 and "game 3 (seed 3) of duel failed: RuntimeError: a bug" in shown
    assert "keeps its 3 finished games of 6" in shown and "--resume 1 --db" in shown
    monkeypatch.setattr(play, "play_game", real)
    data = sim_json("--resume", "1", "--db", db)
    assert data["played"] == 3 and data["games"] == 6
