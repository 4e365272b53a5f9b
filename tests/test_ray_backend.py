"""The Ray backend, on a real local Ray instance (``ray.init(num_cpus=2)``): the same stored results as the
local backend for the same seeds, Ctrl-C keeps finished games, and a Ray it did not start is left running.

Ray takes ~10 s to start here, so one test starts it once and plays a few games per check.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from typer.testing import CliRunner

import eregion.sim.runner
from eregion.cli import app
from eregion.games import get_game
from eregion.sim import make_backend, new_run, resume_run, run_games, simulate
from eregion.store import GameRecord, Store

try:
    import ray
except ImportError:  # pragma: no cover - CI installs the extra
    ray = None


def stored(db: str, run_id: int) -> list[GameRecord]:
    with Store(db, create=False) as store:
        return store.games(run_id, with_replay=True)


def same(a: list[GameRecord], b: list[GameRecord]) -> bool:
    return len(a) == len(b) and all(x.same_result(y) for x, y in zip(a, b))


def test_ray_backend(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One test, so that Ray starts once even when pytest-xdist spreads tests over processes."""
    if ray is None:
        pytest.fail("the Ray backend tests need Ray: pip install 'eregion[ray]' (make test installs it)")
    start_ray()
    try:
        same_games_as_the_local_backend(tmp_path)
        from_the_command_line(tmp_path)
        ctrl_c_keeps_finished_games_and_resume_completes(tmp_path, monkeypatch)
    finally:
        ray.shutdown()


def start_ray(tries: int = 3) -> None:
    """Start a local Ray. Ray waits a fixed 30 s for its node to register and then gives up; on a machine
    loaded many times over that is not always enough, so a start that timed out is tried again."""
    for attempt in range(1, tries + 1):
        try:
            ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level=logging.WARNING)
            return
        except Exception as e:
            if "timed out during startup" not in str(e) or attempt == tries:
                raise
            ray.shutdown()


def same_games_as_the_local_backend(tmp_path: Path) -> None:
    db = str(tmp_path / "ray.db")
    local = simulate("duel", ["random", "greedy"], 8, seed=21, workers=2, db=db)
    remote = simulate("duel", ["random", "greedy"], 8, seed=21, backend="ray", db=db)
    assert remote.run.done == 8 and not remote.interrupted
    assert same(stored(db, local.run.id), stored(db, remote.run.id))
    assert ray.is_initialized()  # started by the test, so left running


def from_the_command_line(tmp_path: Path) -> None:
    db = str(tmp_path / "cli.db")
    args = ["sim", "duel", "--agents", "greedy", "random", "-n", "6", "--seed", "3", "--db", db, "--json"]
    result = CliRunner().invoke(app, [*args, "--backend", "ray", "--workers", "2"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["games"] == 6 and data["agents"][0]["spec"] == "greedy"
    local = CliRunner().invoke(app, args)
    assert local.exit_code == 0, local.output
    assert same(stored(db, 1), stored(db, 2))


def ctrl_c_keeps_finished_games_and_resume_completes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(eregion.sim.runner, "MAX_CHUNK", 2)
    db = str(tmp_path / "int.db")
    reference = simulate("duel", ["random", "random"], 30, seed=5, db=db)
    duel = get_game("duel")

    def stop(n: int) -> None:
        raise KeyboardInterrupt

    with Store(db) as store:
        run = new_run(store, duel, ["random", "random"], 30, 5)
        args = (get_game, "duel", duel.rules_version, run.agents, run.options)
        out = run_games(store, run, make_backend("ray", *args, workers=2), stop, commit_seconds=1e9)
        assert out.interrupted and 1 <= out.run.done == out.played < 30
        again = resume_run(store, run.id)
        done = run_games(store, again, make_backend("ray", *args, workers=2))
        assert done.run.done == 30 and done.played == 30 - out.played
    assert same(stored(db, run.id), stored(db, reference.run.id))
