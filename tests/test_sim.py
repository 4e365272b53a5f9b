"""The simulator through its library API: reproducible whatever the workers, any game implementing the
protocol (the tiny test game, registered nowhere), Ctrl-C keeps every finished game, resume completes."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import tiny_game

import eregion.sim.runner
from eregion.agents import AGENTS, RandomAgent, UnknownAgent
from eregion.core import Game, Replay
from eregion.games import get_game
from eregion.sim import (
    GameFailed,
    RulesMismatch,
    Summary,
    agent_seeds,
    make_backend,
    new_run,
    resume_run,
    run_games,
    seating,
    simulate,
)
from eregion.store import GameRecord, Store


def stored(db: str, run_id: int) -> list[GameRecord]:
    with Store(db, create=False) as store:
        return store.games(run_id, with_replay=True)


def same(a: list[GameRecord], b: list[GameRecord]) -> bool:
    return len(a) == len(b) and all(x.same_result(y) for x, y in zip(a, b))


def test_seats_alternate_and_agent_seeds_come_from_the_game_seed() -> None:
    assert [seating(i, 2) for i in range(4)] == [(0, 1), (1, 0), (0, 1), (1, 0)]
    assert seating(1, 3) == (2, 0, 1)
    assert agent_seeds(5, 2) == agent_seeds(5, 2)
    assert len(set(agent_seeds(5, 2) + agent_seeds(6, 2))) == 4


def test_results_are_the_same_whatever_the_number_of_workers(tmp_path: Path) -> None:
    db = str(tmp_path / "s.db")
    one = simulate("duel", ["random", "greedy"], 12, seed=40, workers=1, db=db)
    two = simulate("duel", ["random", "greedy"], 12, seed=40, workers=2, db=db)
    assert (one.played, two.played, one.run.done, two.run.done) == (12, 12, 12, 12)
    a, b = stored(db, one.run.id), stored(db, two.run.id)
    assert same(a, b)
    assert [r.seed for r in a] == list(range(40, 52))
    assert [r.seats for r in a[:2]] == [(0, 1), (1, 0)]
    for r in a:
        replay = Replay.loads(r.replay)
        final = replay.final(get_game)
        assert final.is_over and tuple(final.returns()) == r.returns and len(replay.actions) == r.length
        assert sum(r.decisions) == r.length and all(t >= 0 for t in r.decision_seconds)


@pytest.mark.parametrize("workers", [1, 2])
def test_any_game_implementing_the_protocol(tmp_path: Path, workers: int) -> None:
    """The tiny game is in no catalogue: the run resolves it through ``lookup`` (in the workers too)."""
    db = str(tmp_path / "tiny.db")
    out = simulate("tiny", ["random", "random"], 30, seed=3, workers=workers, db=db, lookup=tiny_game.lookup)
    assert out.run.game == "tiny" and out.run.done == 30 and out.run.options == {"hand": 3}
    records = stored(db, out.run.id)
    for r in records:
        final = Replay.loads(r.replay).final(tiny_game.lookup)
        assert tuple(final.returns()) == r.returns
    summary = Summary.of(out.run.agents, tiny_game.TINY.players, records).to_json()
    a, b = summary["agents"]
    assert a["games"] == b["games"] == 30
    assert a["wins"] == b["losses"] and a["draws"] == b["draws"]
    assert a["wins"] + a["draws"] + a["losses"] == 30
    assert summary["sides"]["first"]["games"] == 30
    assert summary["sides"]["first"]["wins"] == summary["sides"]["second"]["losses"]


def test_tiny_game_options_are_stored_and_used(tmp_path: Path) -> None:
    db = str(tmp_path / "tiny.db")
    out = simulate("tiny", ["random", "random"], 4, db=db, lookup=tiny_game.lookup, options={"hand": 2})
    assert out.run.options == {"hand": 2}
    for r in stored(db, out.run.id):
        assert Replay.loads(r.replay).options == {"hand": 2}


class Stop:
    """A progress callback that presses Ctrl-C once ``after`` games have arrived."""

    def __init__(self, after: int) -> None:
        self.after, self.seen = after, 0

    def __call__(self, n: int) -> None:
        self.seen += n
        if self.seen >= self.after:
            raise KeyboardInterrupt


@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_keeps_every_finished_game_and_resume_completes_the_run(
    tmp_path: Path, workers: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(eregion.sim.runner, "MAX_CHUNK", 2)  # tiny games are fast: keep work in flight
    db = str(tmp_path / "int.db")
    reference = simulate("tiny", ["random", "random"], 40, seed=9, db=db, lookup=tiny_game.lookup)
    with Store(db) as store:
        run = new_run(store, tiny_game.TINY, ["random", "random"], 40, 9)
        backend = make_backend("local", tiny_game.lookup, "tiny", "1", run.agents, run.options, workers)
        stop = Stop(after=5)
        # commits are held back, so only the flush on Ctrl-C can save what arrived
        out = run_games(store, run, backend, stop, commit_every=10**6, commit_seconds=1e9)
        assert out.interrupted and out.played >= stop.seen >= 5
        assert out.run.done == out.played < 40
        kept = store.done_indices(run.id)
        assert len(kept) == out.played
        if workers == 2:
            assert len(backend.ended) == 2 and not [p for p in backend.ended if p.is_alive()]
        again = resume_run(store, run.id, tiny_game.lookup)
        backend = make_backend("local", tiny_game.lookup, "tiny", "1", run.agents, run.options, workers)
        done = run_games(store, again, backend)
        assert not done.interrupted and done.played == 40 - len(kept) and done.run.done == 40
    assert same(stored(db, run.id), stored(db, reference.run.id))


def test_resume_can_raise_the_target(tmp_path: Path) -> None:
    db = str(tmp_path / "more.db")
    first = simulate("tiny", ["random", "random"], 5, db=db, lookup=tiny_game.lookup)
    more = simulate(None, resume=first.run.id, games=8, db=db, lookup=tiny_game.lookup)
    assert (more.played, more.run.done, more.run.target) == (3, 8, 8)
    assert [r.index for r in stored(db, first.run.id)] == list(range(8))
    again = simulate(None, resume=first.run.id, db=db, lookup=tiny_game.lookup)
    assert again.played == 0 and again.run.done == 8


class _Crash(RandomAgent):
    """Plays a few random moves, then fails: the simulator must name the game and keep the others."""

    name = "crash"

    def choose(self, state):
        if state.legal_actions() and len(state.action_ids()) > 3:
            raise ValueError("the crash agent gives up")
        return super().choose(state)


def test_a_failing_agent_names_the_game_and_keeps_what_finished(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(AGENTS, "crash", _Crash)
    db = str(tmp_path / "fail.db")
    with pytest.raises(
        GameFailed, match=r"game 0 \(seed 0\) of tiny failed: ValueError: the crash agent gives up"
    ):
        simulate("tiny", ["random", "crash"], 6, db=db, lookup=tiny_game.lookup)


def test_an_agent_that_cannot_play_the_game_is_refused_before_anything_is_stored(tmp_path: Path) -> None:
    db = tmp_path / "refused.db"
    with pytest.raises(UnknownAgent, match="agent 'greedy' needs a heuristic, and tiny has none"):
        simulate("tiny", ["random", "greedy"], 6, db=str(db), lookup=tiny_game.lookup)
    assert not db.exists()


OTHER_RULES = dataclasses.replace(tiny_game.TINY, rules_version="2")


def other_rules(name: str) -> Game:
    return OTHER_RULES


def test_a_run_of_other_rules_cannot_be_resumed(tmp_path: Path) -> None:
    db = str(tmp_path / "rules.db")
    first = simulate("tiny", ["random", "random"], 2, db=db, lookup=tiny_game.lookup)
    with pytest.raises(RulesMismatch, match="rules version '1'.*has '2'.*start a new run"):
        simulate(None, resume=first.run.id, games=4, db=db, lookup=other_rules)
    assert stored(db, first.run.id)[-1].index == 1


def test_a_store_locked_for_a_while_during_a_run_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3
    import threading
    import time

    import eregion.store.store as store_module

    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 0.1)
    db = str(tmp_path / "busy.db")
    Store(db).close()
    held = threading.Event()

    def hold_lock() -> None:
        other = sqlite3.connect(db, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        held.set()
        time.sleep(1.0)
        other.execute("ROLLBACK")
        other.close()

    locker = threading.Thread(target=hold_lock)

    def progress(n: int) -> None:
        if not locker.is_alive() and not held.is_set():
            locker.start()
            held.wait()

    out = simulate("tiny", ["random", "random"], 300, db=db, lookup=tiny_game.lookup, progress=progress)
    locker.join()
    assert out.run.done == 300 and len(stored(db, out.run.id)) == 300
