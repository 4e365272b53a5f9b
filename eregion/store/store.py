"""The store: a SQLite file or a PostgreSQL database behind one SQLAlchemy Core code path.

The tables are in :mod:`eregion.store.schema`; simulation runs and their games are kept here, served
matches in :mod:`eregion.store.matches`. Every failure of the database becomes a :class:`StoreError`
that says what to do, and nothing is written before the schema version has been checked.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Self

import sqlalchemy as sa
from sqlalchemy import exc as sa_exc

from eregion.core import Replay, ReplayError
from eregion.store.decks import DeckStore
from eregion.store.errors import BadStoreURL, NoStore, StoreError, StoreLocked
from eregion.store.matches import MatchStore
from eregion.store.schema import (
    SCHEMA_VERSION,
    dumps,
    games_table,
    meta_table,
    metadata,
    runs_table,
)

DEFAULT_DB = "eregion.db"
ENV_VAR = "EREGION_DB"
BUSY_TIMEOUT_S = 3.0
"""How long a SQLite connection waits for another process's lock before giving up with a message."""

_SQLITE = ("sqlite", "sqlite+pysqlite")
_POSTGRES = ("postgresql", "postgres", "postgresql+psycopg")
_DRIVER = {"sqlite": "sqlite+pysqlite", "postgresql": "postgresql+psycopg"}


@dataclass(frozen=True)
class RunInfo:
    id: int
    game: str
    rules_version: str
    options: dict[str, Any]
    agents: tuple[str, ...]
    seed: int
    target: int
    created: str
    done: int = 0


@dataclass(frozen=True)
class GameRecord:
    """One finished game as it is stored (``run_id`` is 0 until it is read back from a store)."""

    index: int
    seed: int
    seats: tuple[int, ...]
    returns: tuple[float, ...]
    length: int
    seconds: float
    decisions: tuple[int, ...]
    decision_seconds: tuple[float, ...]
    replay: str = ""
    run_id: int = 0

    def same_result(self, other: GameRecord) -> bool:
        """Equal in everything but the timings."""
        return (
            self.index,
            self.seed,
            self.seats,
            self.returns,
            self.length,
            self.decisions,
            self.replay,
        ) == (
            other.index,
            other.seed,
            other.seats,
            other.returns,
            other.length,
            other.decisions,
            other.replay,
        )


def resolve_url(db: str | None = None) -> sa.URL:
    """The SQLAlchemy URL for ``--db``: a file path or ``sqlite:///FILE`` (SQLite), or
    ``postgresql://...`` (psycopg 3); ``None`` falls back to ``$EREGION_DB``, then ``eregion.db``."""
    text = (db if db is not None else os.environ.get(ENV_VAR) or DEFAULT_DB).strip()
    if not text:
        raise BadStoreURL("the store location is empty; give a file path or a postgresql:// URL")
    if "://" not in text:
        return sa.URL.create(_DRIVER["sqlite"], database=str(Path(text).expanduser()))
    scheme = text.split("://", 1)[0].lower()
    if scheme not in _SQLITE + _POSTGRES:
        raise BadStoreURL(
            f"unsupported store URL scheme {scheme + '://'!r}; give a SQLite file path, sqlite:///FILE "
            "or postgresql://USER@HOST[:PORT]/DATABASE"
        )
    try:
        url = sa.make_url(text)
    except sa_exc.ArgumentError as e:
        raise BadStoreURL(f"cannot read the store URL {text!r}: {e}") from None
    driver = _DRIVER["sqlite" if scheme in _SQLITE else "postgresql"]
    return url.set(drivername=driver)


def describe_url(url: sa.URL) -> str:
    """The store as a user would name it (a file path, or the URL without its password)."""
    if url.get_backend_name() == "sqlite":
        return url.database or ":memory:"
    return url.render_as_string(hide_password=True)


def _first_line(e: BaseException) -> str:
    orig = getattr(e, "orig", None) or e
    return (str(orig).strip().splitlines() or [type(orig).__name__])[0]


class Store(MatchStore, DeckStore):
    """A connection to one store. ``Store(url, create=True)`` makes the schema if it is missing;
    ``create=False`` (read-only commands) refuses a store that does not exist yet."""

    def __init__(self, db: str | sa.URL | None = None, *, create: bool = True) -> None:
        self._writer: Any = None
        self.url = db if isinstance(db, sa.URL) else resolve_url(db)
        self.where = describe_url(self.url)
        self.sqlite = self.url.get_backend_name() == "sqlite"
        if self.sqlite:
            path = self.url.database
            if path and path != ":memory:" and not path.startswith("file:"):
                if not create and not Path(path).exists():
                    raise NoStore(
                        f"no store at {path}: the file does not exist (`eregion sim` creates it; "
                        f"choose another with --db or ${ENV_VAR})"
                    )
                if Path(path).is_dir():
                    raise StoreError(f"cannot use {path} as a store: it is a directory")
        try:
            if self.sqlite:
                self.engine = sa.create_engine(self.url, connect_args={"timeout": BUSY_TIMEOUT_S})
                sa.event.listen(self.engine, "connect", _sqlite_pragmas)
            else:
                self.engine = sa.create_engine(
                    self.url, connect_args={"connect_timeout": 10}, pool_pre_ping=True
                )
        except ModuleNotFoundError as e:
            raise StoreError(
                f"PostgreSQL stores need psycopg 3 ({e.name} is not installed): "
                "pip install 'eregion[postgresql]'"
            ) from None
        except sa_exc.ArgumentError as e:
            raise BadStoreURL(f"cannot use the store URL {self.where}: {e}") from None
        try:
            self._open(create)
        except BaseException:
            self.engine.dispose()
            raise

    # --- opening and the schema -----------------------------------------------------------------

    @contextmanager
    def _errors(self) -> Iterator[None]:
        """Database errors become a :class:`StoreError` that says what happened and what to do."""
        try:
            yield
        except sa_exc.DBAPIError as e:
            text = _first_line(e)
            low = text.lower()
            if "locked" in low:
                raise StoreLocked(
                    f"the store {self.where} is locked by another process (waited {BUSY_TIMEOUT_S:g} s); "
                    "try again when it has finished"
                ) from None
            if "not a database" in low:
                raise StoreError(f"{self.where} is not an SQLite database ({text})") from None
            if isinstance(e, sa_exc.OperationalError):
                if self.sqlite:
                    raise StoreError(f"cannot use the store {self.where}: {text}") from None
                raise StoreError(f"cannot reach the PostgreSQL store {self.where}: {text}") from None
            raise StoreError(f"the store {self.where} failed: {text}") from None

    def _open(self, create: bool) -> None:
        with self._errors(), self.engine.connect() as conn:
            tables = set(sa.inspect(conn).get_table_names())
            if "meta" in tables:
                version = self._check_version(conn)
                conn.rollback()
                if create and self.sqlite:
                    conn.exec_driver_sql("PRAGMA journal_mode=WAL")
                if version < SCHEMA_VERSION and create:
                    self._migrate(version)
                return
            if tables & {"runs", "games", "matches"}:
                raise StoreError(
                    f"{self.where} has tables named runs or games but no eregion schema (no meta table); "
                    "it is not an eregion store: choose another with --db"
                )
            if not create:
                raise NoStore(f"{self.where} holds no eregion store yet (`eregion sim` creates one)")
            if self.sqlite:
                conn.exec_driver_sql("PRAGMA journal_mode=WAL")
                conn.commit()
        self._create()

    def _check_version(self, conn: sa.Connection) -> int:
        raw = conn.execute(
            sa.select(meta_table.c.value).where(meta_table.c.key == "schema_version")
        ).scalar_one_or_none()
        try:
            version = int(raw)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            raise StoreError(
                f"{self.where} has no readable schema version ({raw!r}); it is not an eregion store"
            ) from None
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"the store {self.where} has schema version {version}, newer than this eregion's "
                f"({SCHEMA_VERSION}); upgrade eregion to use it. Nothing was changed."
            )
        if version < 1:
            raise StoreError(f"the store {self.where} has an unknown old schema version {version}")
        # An older store is read as it is (its runs and games are unchanged since) and migrated when opened
        # to write (the server always opens it so).
        return version

    def _migrate(self, version: int) -> None:
        """Bring an older store up to :data:`SCHEMA_VERSION` in one transaction.

        1 -> 2 adds the tables of served matches (``matches``, ``match_seats``, ``match_actions``);
        2 -> 3 adds ``matches.seeded`` (false for the matches already there: version 2 did not record it);
        3 -> 4 adds ``decks``.
        """
        with self._errors(), self.engine.begin() as conn:
            current = self._check_version(conn)  # another process may have migrated it meanwhile
            if current >= SCHEMA_VERSION:
                return
            metadata.create_all(conn, checkfirst=True)
            if "seeded" not in {c["name"] for c in sa.inspect(conn).get_columns("matches")}:
                false = "0" if self.sqlite else "false"
                conn.exec_driver_sql(
                    f"ALTER TABLE matches ADD COLUMN seeded BOOLEAN NOT NULL DEFAULT {false}"
                )
            conn.execute(
                sa.update(meta_table)
                .where(meta_table.c.key == "schema_version")
                .values(value=str(SCHEMA_VERSION))
            )

    def _create(self) -> None:
        from eregion import __version__

        with self._errors():
            try:
                with self.engine.begin() as conn:
                    metadata.create_all(conn, checkfirst=True)
                    conn.execute(
                        sa.insert(meta_table),
                        [
                            {"key": "schema_version", "value": str(SCHEMA_VERSION)},
                            {"key": "created_by", "value": f"eregion {__version__}"},
                        ],
                    )
            except (sa_exc.IntegrityError, sa_exc.ProgrammingError):
                pass  # another process created it at the same moment: check what it wrote
            with self.engine.connect() as conn:
                self._check_version(conn)

    def close(self) -> None:
        self._drop_writer()
        self.engine.dispose()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- runs -----------------------------------------------------------------------------------

    def create_run(
        self,
        game: str,
        rules_version: str,
        options: dict[str, Any],
        agents: Sequence[str],
        seed: int,
        target: int,
    ) -> int:
        created = datetime.now(UTC).isoformat(timespec="seconds")
        with self._errors(), self.engine.begin() as conn:
            result = conn.execute(
                sa.insert(runs_table).values(
                    game=game,
                    rules_version=rules_version,
                    options=dumps(options),
                    agents=dumps(list(agents)),
                    seed=seed,
                    target=target,
                    created=created,
                )
            )
            return int(result.inserted_primary_key[0])  # type: ignore[index]

    def runs(self, run_id: int | None = None) -> list[RunInfo]:
        """Every run (or only ``run_id``), oldest first, with how many of its games are stored."""
        counts = (
            sa.select(games_table.c.run_id, sa.func.count().label("done"))
            .group_by(games_table.c.run_id)
            .subquery()
        )
        query = (
            sa.select(runs_table, sa.func.coalesce(counts.c.done, 0).label("done"))
            .outerjoin(counts, counts.c.run_id == runs_table.c.id)
            .order_by(runs_table.c.id)
        )
        if run_id is not None:
            query = query.where(runs_table.c.id == run_id)
        with self._errors(), self.engine.connect() as conn:
            return [_run_info(row) for row in conn.execute(query)]

    def run(self, run_id: int) -> RunInfo:
        """The run ``run_id``; a missing one raises :class:`StoreError` naming the runs there are."""
        found = self.runs(run_id)
        if found:
            return found[0]
        known = ", ".join(str(r.id) for r in self.runs()[-20:]) or "none yet"
        raise StoreError(f"no run {run_id} in {self.where}; runs: {known}")

    def set_target(self, run_id: int, target: int) -> None:
        with self._errors(), self.engine.begin() as conn:
            conn.execute(sa.update(runs_table).where(runs_table.c.id == run_id).values(target=target))

    # --- games ----------------------------------------------------------------------------------

    def done_indices(self, run_id: int) -> set[int]:
        with self._errors(), self.engine.connect() as conn:
            rows = conn.execute(sa.select(games_table.c.idx).where(games_table.c.run_id == run_id))
            return {r[0] for r in rows}

    def add_games(self, run_id: int, records: Sequence[GameRecord]) -> None:
        """Store finished games in one transaction (all of them or, on an error, none)."""
        if not records:
            return
        rows = [
            {
                "run_id": run_id,
                "idx": r.index,
                "seed": r.seed,
                "seats": dumps(list(r.seats)),
                "returns": dumps(list(r.returns)),
                "length": r.length,
                "seconds": r.seconds,
                "decisions": dumps(list(r.decisions)),
                "decision_seconds": dumps(list(r.decision_seconds)),
                "replay": r.replay,
            }
            for r in records
        ]
        with self._errors(), self.engine.begin() as conn:
            conn.execute(sa.insert(games_table), rows)

    def games(
        self, run_id: int | None = None, game: str | None = None, with_replay: bool = False
    ) -> list[GameRecord]:
        """Stored games, by run and index; of one run, or of every run of one game, or all."""
        cols = [c for c in games_table.c if with_replay or c.name != "replay"]
        query = sa.select(*cols).order_by(games_table.c.run_id, games_table.c.idx)
        if run_id is not None:
            query = query.where(games_table.c.run_id == run_id)
        if game is not None:
            query = query.join(runs_table, runs_table.c.id == games_table.c.run_id).where(
                runs_table.c.game == game
            )
        with self._errors(), self.engine.connect() as conn:
            return [_game_record(row._mapping) for row in conn.execute(query)]

    def replay(self, run_id: int, index: int) -> Replay:
        """The replay of game ``index`` of run ``run_id``."""
        with self._errors(), self.engine.connect() as conn:
            text = conn.execute(
                sa.select(games_table.c.replay).where(
                    games_table.c.run_id == run_id, games_table.c.idx == index
                )
            ).scalar_one_or_none()
        if text is None:
            info = self.run(run_id)
            raise StoreError(
                f"run {run_id} has no game {index} stored ({info.done} of {info.target} games; "
                f"indices run from 0 to {info.target - 1})"
            )
        try:
            return Replay.loads(text)
        except ReplayError as e:
            raise StoreError(f"the stored replay of run {run_id} game {index} is damaged: {e}") from None


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA synchronous=NORMAL")  # safe with WAL: a commit survives a crash of the process
    cur.close()


def _run_info(row: Any) -> RunInfo:
    m = row._mapping
    return RunInfo(
        id=m["id"],
        game=m["game"],
        rules_version=m["rules_version"],
        options=json.loads(m["options"]),
        agents=tuple(json.loads(m["agents"])),
        seed=m["seed"],
        target=m["target"],
        created=m["created"],
        done=m["done"],
    )


def _game_record(m: Any) -> GameRecord:
    return GameRecord(
        index=m["idx"],
        seed=m["seed"],
        seats=tuple(json.loads(m["seats"])),
        returns=tuple(json.loads(m["returns"])),
        length=m["length"],
        seconds=m["seconds"],
        decisions=tuple(json.loads(m["decisions"])),
        decision_seconds=tuple(json.loads(m["decision_seconds"])),
        replay=m.get("replay", ""),
        run_id=m["run_id"],
    )
