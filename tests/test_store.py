"""The store, against a SQLite file and a real PostgreSQL server: schema on first use, versioning,
round trips, and clear errors for a store that is missing, locked, foreign or from a newer eregion."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
import sqlalchemy as sa

import eregion.store.store as store_module
from eregion.core import Replay
from eregion.games import get_game
from eregion.sim import play_game
from eregion.store import SCHEMA_VERSION, GameRecord, Store, StoreError, resolve_url
from eregion.store.store import BadStoreURL


def record(index: int, seed: int = 0) -> GameRecord:
    return play_game(get_game("duel"), ("random", "greedy"), {}, index, seed + index)


def table_counts(url: str) -> dict[str, int]:
    engine = sa.create_engine(resolve_url(url))
    with engine.connect() as conn:
        names = sa.inspect(conn).get_table_names()
        counts = {t: conn.execute(sa.text(f"SELECT count(*) FROM {t}")).scalar_one() for t in names}
    engine.dispose()
    return counts


def test_schema_is_created_on_first_use_and_versioned(store_url: str) -> None:
    with Store(store_url) as store:
        assert store.runs() == []
    counts = table_counts(store_url)
    assert counts == {
        "meta": 2,
        "runs": 0,
        "games": 0,
        "matches": 0,
        "match_seats": 0,
        "match_actions": 0,
        "decks": 0,
    }
    engine = sa.create_engine(resolve_url(store_url))
    with engine.connect() as conn:
        version = conn.execute(sa.text("SELECT value FROM meta WHERE key = 'schema_version'")).scalar_one()
    engine.dispose()
    assert version == str(SCHEMA_VERSION)
    with Store(store_url, create=False) as store:  # opening again changes nothing
        assert store.runs() == []
    assert table_counts(store_url) == counts


def test_runs_and_games_round_trip(store_url: str) -> None:
    with Store(store_url) as store:
        run_id = store.create_run("duel", "1", {"promo": False}, ["random", "greedy"], 7, 4)
        games = [record(i, 7) for i in (0, 2, 3)]
        store.add_games(run_id, games[:2])
        store.add_games(run_id, games[2:])
        info = store.run(run_id)
        assert (info.game, info.agents, info.seed, info.target, info.done) == (
            "duel",
            ("random", "greedy"),
            7,
            4,
            3,
        )
        assert info.options == {"promo": False}
        assert store.done_indices(run_id) == {0, 2, 3}
        back = store.games(run_id, with_replay=True)
        assert [g.index for g in back] == [0, 2, 3]
        for mine, stored in zip(games, back):
            assert mine.same_result(stored) and stored.run_id == run_id
            assert stored.seconds == pytest.approx(mine.seconds)
        assert all(g.replay == "" for g in store.games(game="duel"))
        assert store.games(game="other") == []
        replay = store.replay(run_id, 2)
        final = replay.final(get_game)
        assert final.is_over and tuple(final.returns()) == games[1].returns
        assert Replay.loads(games[1].replay) == replay
        store.set_target(run_id, 10)
        assert store.run(run_id).target == 10
        with pytest.raises(StoreError, match=r"run 1 has no game 1 stored|no game 1 stored"):
            store.replay(run_id, 1)
        with pytest.raises(StoreError, match=f"no run 99 in .*runs: {run_id}"):
            store.run(99)


def test_a_failed_batch_stores_nothing(store_url: str) -> None:
    with Store(store_url) as store:
        run_id = store.create_run("duel", "1", {}, ["random", "random"], 0, 3)
        store.add_games(run_id, [record(0)])
        with pytest.raises(StoreError):
            store.add_games(run_id, [record(1), record(0)])  # game 0 is there already
        assert store.done_indices(run_id) == {0}


def test_a_newer_schema_is_refused_untouched(store_url: str) -> None:
    with Store(store_url) as store:
        store.create_run("duel", "1", {}, ["random", "random"], 0, 3)
    engine = sa.create_engine(resolve_url(store_url))
    with engine.begin() as conn:
        conn.execute(
            sa.text("UPDATE meta SET value = :v WHERE key = 'schema_version'"), {"v": str(SCHEMA_VERSION + 1)}
        )
    engine.dispose()
    before = table_counts(store_url)
    for create in (True, False):
        with pytest.raises(StoreError, match=f"schema version {SCHEMA_VERSION + 1}, newer .*upgrade eregion"):
            Store(store_url, create=create)
    assert table_counts(store_url) == before


def test_tables_of_another_program_are_refused(store_url: str) -> None:
    engine = sa.create_engine(resolve_url(store_url))
    with engine.begin() as conn:
        conn.execute(sa.text("CREATE TABLE runs (x INTEGER)"))
    engine.dispose()
    with pytest.raises(StoreError, match="not an eregion store"):
        Store(store_url)
    assert table_counts(store_url) == {"runs": 0}


def test_reading_an_empty_database_says_there_is_no_store(store_url: str) -> None:
    if store_url.endswith(".db"):
        sqlite3.connect(store_url).close()  # an empty SQLite file
    with pytest.raises(StoreError, match="holds no eregion store yet"):
        Store(store_url, create=False)
    assert table_counts(store_url) == {}


# --- SQLite only --------------------------------------------------------------------------------------


def test_sqlite_store_is_in_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "wal.db"
    Store(str(path)).close()
    assert sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_missing_file_is_not_created_by_a_reader(tmp_path: Path) -> None:
    path = tmp_path / "none.db"
    with pytest.raises(StoreError, match="no store at .*none.db: the file does not exist"):
        Store(str(path), create=False)
    assert not path.exists()


def test_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("hello " * 200)
    with pytest.raises(StoreError, match="not an SQLite database"):
        Store(str(path))
    assert path.read_text() == "hello " * 200


def test_a_locked_store_says_so_after_a_short_wait(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 0.2)
    path = tmp_path / "locked.db"
    with Store(str(path)) as store:
        run_id = store.create_run("duel", "1", {}, ["random", "random"], 0, 3)
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        try:
            with pytest.raises(StoreError, match="locked by another process"):
                store.add_games(run_id, [record(0)])
        finally:
            other.execute("ROLLBACK")
            other.close()
        store.add_games(run_id, [record(0)])  # and works once the lock is gone
        assert store.done_indices(run_id) == {0}


def test_store_urls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("EREGION_DB", raising=False)
    assert resolve_url(None).database == "eregion.db"
    monkeypatch.setenv("EREGION_DB", str(tmp_path / "env.db"))
    assert resolve_url(None).database == str(tmp_path / "env.db")
    assert resolve_url("runs.db").drivername == "sqlite+pysqlite"
    assert resolve_url("sqlite:///x.db").database == "x.db"
    for text in ("postgresql://u:secret@h:5433/db", "postgres://u:secret@h:5433/db"):
        url = resolve_url(text)
        assert (url.drivername, url.host, url.port, url.database) == ("postgresql+psycopg", "h", 5433, "db")
    for bad in ("mysql://u@h/db", "http://example", "  "):
        with pytest.raises(BadStoreURL):
            resolve_url(bad)


def test_an_unreachable_postgresql_server_is_named_without_its_password() -> None:
    with socket_port() as port:
        url = f"postgresql://me:secret@127.0.0.1:{port}/nothing"
        with pytest.raises(StoreError, match=f"cannot reach the PostgreSQL store .*127.0.0.1:{port}") as info:
            Store(url)
    assert "secret" not in str(info.value)


class socket_port:
    """A loopback port that nothing listens on while the block runs."""

    def __enter__(self) -> int:
        import socket

        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))  # bound, never listening: connections are refused
        return int(self.sock.getsockname()[1])

    def __exit__(self, *exc: object) -> None:
        self.sock.close()
