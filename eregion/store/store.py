"""The store: a SQLite file or a PostgreSQL database behind one SQLAlchemy Core code path.

Tables (schema version 2; version 1 had only meta, runs and games, and is migrated on open):

- ``meta(key, value)``: ``schema_version`` and the eregion version that created the store;
- ``runs(id, game, rules_version, options, agents, seed, target, created)``: one row per ``eregion sim``
  run; ``agents`` is the JSON list of agent specs (agent A first);
- ``games(run_id, idx, seed, seats, returns, length, seconds, decisions, decision_seconds, replay)``:
  one row per finished game; ``seats[s]`` is the index in ``runs.agents`` of the agent on seat ``s``;
  ``length`` counts decisions; ``decisions`` and ``decision_seconds`` are per seat; ``replay`` is the
  core replay JSON (:class:`eregion.core.Replay`);
- ``matches(id, game, rules_version, seed, options, setup, status, result, steps, created, updated)``: one
  row per game played through ``eregion serve``; ``status`` is ``in_progress`` or ``finished``;
- ``match_seats(match_id, seat, kind, level, spec, token_hash)``: who sits where (``human`` or ``ai``); a
  human seat's token is kept only as its SHA-256 hash;
- ``match_actions(match_id, step, action, seat, by, created)``: every action of a match, ``step`` 0 first;
  the state is rebuilt by replaying these ids from the seed.

Every failure of the database becomes a :class:`StoreError` that says what to do, and nothing is
written before the schema version has been checked.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Self

import sqlalchemy as sa
from sqlalchemy import exc as sa_exc

from eregion.core import EregionError, Replay, ReplayError

SCHEMA_VERSION = 2
DEFAULT_DB = "eregion.db"
ENV_VAR = "EREGION_DB"
BUSY_TIMEOUT_S = 3.0
"""How long a SQLite connection waits for another process's lock before giving up with a message."""

_SQLITE = ("sqlite", "sqlite+pysqlite")
_POSTGRES = ("postgresql", "postgres", "postgresql+psycopg")
_DRIVER = {"sqlite": "sqlite+pysqlite", "postgresql": "postgresql+psycopg"}

_md = sa.MetaData()
meta_table = sa.Table(
    "meta",
    _md,
    sa.Column("key", sa.String(64), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
)
runs_table = sa.Table(
    "runs",
    _md,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("game", sa.String(64), nullable=False),
    sa.Column("rules_version", sa.String(64), nullable=False),
    sa.Column("options", sa.Text, nullable=False),
    sa.Column("agents", sa.Text, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("target", sa.Integer, nullable=False),
    sa.Column("created", sa.String(40), nullable=False),
)
games_table = sa.Table(
    "games",
    _md,
    sa.Column("run_id", sa.Integer, sa.ForeignKey("runs.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("idx", sa.Integer, primary_key=True),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("seats", sa.Text, nullable=False),
    sa.Column("returns", sa.Text, nullable=False),
    sa.Column("length", sa.Integer, nullable=False),
    sa.Column("seconds", sa.Float, nullable=False),
    sa.Column("decisions", sa.Text, nullable=False),
    sa.Column("decision_seconds", sa.Text, nullable=False),
    sa.Column("replay", sa.Text, nullable=False),
)
matches_table = sa.Table(
    "matches",
    _md,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("game", sa.String(64), nullable=False),
    sa.Column("rules_version", sa.String(64), nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("options", sa.Text, nullable=False),
    sa.Column("setup", sa.Text, nullable=True),
    sa.Column("status", sa.String(20), nullable=False),
    sa.Column("result", sa.Text, nullable=True),
    sa.Column("steps", sa.Integer, nullable=False),
    sa.Column("created", sa.String(40), nullable=False),
    sa.Column("updated", sa.String(40), nullable=False),
)
match_seats_table = sa.Table(
    "match_seats",
    _md,
    sa.Column("match_id", sa.String(64), sa.ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("level", sa.String(32), nullable=True),
    sa.Column("spec", sa.String(200), nullable=True),
    sa.Column("token_hash", sa.String(64), nullable=True, index=True),
)
match_actions_table = sa.Table(
    "match_actions",
    _md,
    sa.Column("match_id", sa.String(64), sa.ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("step", sa.Integer, primary_key=True),
    sa.Column("action", sa.String(200), nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("by", sa.String(16), nullable=False),
    sa.Column("created", sa.String(40), nullable=False),
)


class StoreError(EregionError):
    """The store cannot be used: missing, locked, unreachable, not ours, or from a newer eregion."""


class StoreLocked(StoreError):
    """Another process held the SQLite store's lock for longer than the busy timeout."""


class BadStoreURL(StoreError, ValueError):
    """A ``--db`` value that names no supported database."""


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
class MatchSeat:
    """One seat of a served match: ``kind`` is ``human`` (with the SHA-256 of its token) or ``ai``."""

    seat: int
    kind: str
    level: str | None = None
    spec: str | None = None
    token_hash: str | None = None


@dataclass(frozen=True)
class MatchRecord:
    """A served match as stored; ``actions`` holds the action ids in order (filled by :meth:`Store.match`)."""

    id: str
    game: str
    rules_version: str
    seed: int
    options: dict[str, Any]
    setup: Any
    seats: tuple[MatchSeat, ...]
    status: str = "in_progress"
    result: Any = None
    steps: int = 0
    created: str = ""
    updated: str = ""
    actions: tuple[str, ...] = ()


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


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


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


class Store:
    """A connection to one store. ``Store(url, create=True)`` makes the schema if it is missing;
    ``create=False`` (read-only commands) refuses a store that does not exist yet."""

    def __init__(self, db: str | sa.URL | None = None, *, create: bool = True) -> None:
        self._writer: Any = None
        self._hot: list[tuple[str, tuple[str, ...] | None]] = []
        self.url = db if isinstance(db, sa.URL) else resolve_url(db)
        self.where = describe_url(self.url)
        self.sqlite = self.url.get_backend_name() == "sqlite"
        if self.sqlite:
            path = self.url.database
            if path and path != ":memory:" and not path.startswith("file:"):
                if not create and not Path(path).exists():
                    raise StoreError(
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
                raise StoreError(f"{self.where} holds no eregion store yet (`eregion sim` creates one)")
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
        # An older store is read as it is (its tables are unchanged since) and migrated when opened to write.
        return version

    def _migrate(self, version: int) -> None:
        """Bring an older store up to :data:`SCHEMA_VERSION` in one transaction.

        1 -> 2 adds the tables of served matches (``matches``, ``match_seats``, ``match_actions``).
        """
        with self._errors(), self.engine.begin() as conn:
            current = self._check_version(conn)  # another process may have migrated it meanwhile
            if current >= SCHEMA_VERSION:
                return
            _md.create_all(conn, checkfirst=True)
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
                    _md.create_all(conn, checkfirst=True)
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
                    options=_dumps(options),
                    agents=_dumps(list(agents)),
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
                "seats": _dumps(list(r.seats)),
                "returns": _dumps(list(r.returns)),
                "length": r.length,
                "seconds": r.seconds,
                "decisions": _dumps(list(r.decisions)),
                "decision_seconds": _dumps(list(r.decision_seconds)),
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

    # --- served matches (``eregion serve``) -----------------------------------------------------

    def create_match(self, m: MatchRecord) -> None:
        """Store a new match and its seats in one transaction."""
        now = _now()
        with self._errors(), self.engine.begin() as conn:
            conn.execute(
                sa.insert(matches_table).values(
                    id=m.id,
                    game=m.game,
                    rules_version=m.rules_version,
                    seed=m.seed,
                    options=_dumps(m.options),
                    setup=None if m.setup is None else _dumps(m.setup),
                    status=m.status,
                    result=None if m.result is None else _dumps(m.result),
                    steps=0,
                    created=m.created or now,
                    updated=m.updated or now,
                )
            )
            conn.execute(
                sa.insert(match_seats_table),
                [
                    {
                        "match_id": m.id,
                        "seat": s.seat,
                        "kind": s.kind,
                        "level": s.level,
                        "spec": s.spec,
                        "token_hash": s.token_hash,
                    }
                    for s in m.seats
                ],
            )

    def add_match_action(
        self, match_id: str, step: int, action: str, seat: int, by: str, status: str, result: Any
    ) -> str:
        """Commit action ``step`` of a match (and its new status and result) in one transaction; returns
        the time stamp written. A step stored twice violates the primary key and raises :class:`StoreError`.

        This is the server's hot path (one call per action, always from the same thread): it keeps one
        DBAPI connection and runs two statements compiled once for the dialect, a tenth of the cost of
        building them through SQLAlchemy each time. Errors are reported as everywhere else.
        """
        now = _now()
        values = {
            "match_id": match_id,
            "step": step,
            "action": action,
            "seat": seat,
            "by": by,
            "created": now,
            "mid": match_id,
            "old": step,
            "steps": step + 1,
            "status": status,
            "result": None if result is None else _dumps(result),
            "updated": now,
        }
        with self._errors():
            if self._writer is None:
                self._writer = self.engine.raw_connection()
                self._hot = [_compiled(stmt, self.engine.dialect) for stmt in _HOT]
            raw = self._writer
            try:
                cur = raw.cursor()
                try:
                    for sql, order in self._hot:
                        cur.execute(sql, values if order is None else tuple(values[k] for k in order))
                    done = cur.rowcount
                finally:
                    cur.close()
                if done != 1:
                    raw.rollback()
                    raise StoreError(f"match {match_id} is not at step {step} in {self.where}")
                raw.commit()
            except self.engine.dialect.dbapi.Error as e:  # type: ignore[union-attr]
                self._drop_writer()
                raise sa_exc.DBAPIError.instance(
                    "add_match_action",
                    values,
                    e,
                    self.engine.dialect.dbapi.Error,  # type: ignore[union-attr]
                ) from None
        return now

    def _drop_writer(self) -> None:
        raw, self._writer = self._writer, None
        if raw is not None:
            with suppress(Exception):
                raw.rollback()
            with suppress(Exception):
                raw.invalidate()

    def match(self, match_id: str) -> MatchRecord | None:
        """The match ``match_id`` with its seats and every action id, or None if there is none."""
        with self._errors(), self.engine.connect() as conn:
            row = conn.execute(sa.select(matches_table).where(matches_table.c.id == match_id)).first()
            if row is None:
                return None
            seats = conn.execute(
                sa.select(match_seats_table)
                .where(match_seats_table.c.match_id == match_id)
                .order_by(match_seats_table.c.seat)
            ).all()
            actions = conn.execute(
                sa.select(match_actions_table.c.action)
                .where(match_actions_table.c.match_id == match_id)
                .order_by(match_actions_table.c.step)
            ).all()
        return _match_record(row._mapping, seats, tuple(a[0] for a in actions))

    def matches_by_tokens(self, token_hashes: Sequence[str]) -> list[tuple[MatchRecord, int]]:
        """The matches (without their actions) in which these token hashes hold a seat, with the seat,
        most recently updated first."""
        if not token_hashes:
            return []
        with self._errors(), self.engine.connect() as conn:
            found = conn.execute(
                sa.select(match_seats_table.c.match_id, match_seats_table.c.seat).where(
                    match_seats_table.c.token_hash.in_(list(token_hashes))
                )
            ).all()
            ids = sorted({r[0] for r in found})
            if not ids:
                return []
            rows = {
                r.id: r for r in conn.execute(sa.select(matches_table).where(matches_table.c.id.in_(ids)))
            }
            seats: dict[str, list[Any]] = {}
            for r in conn.execute(
                sa.select(match_seats_table)
                .where(match_seats_table.c.match_id.in_(ids))
                .order_by(match_seats_table.c.match_id, match_seats_table.c.seat)
            ):
                seats.setdefault(r.match_id, []).append(r)
        out = [(_match_record(rows[mid]._mapping, seats.get(mid, []), ()), seat) for mid, seat in found]
        out.sort(key=lambda x: (x[0].updated, x[0].id, x[1]), reverse=True)
        return out


_HOT = (
    sa.insert(match_actions_table).values(
        match_id=sa.bindparam("match_id"),
        step=sa.bindparam("step"),
        action=sa.bindparam("action"),
        seat=sa.bindparam("seat"),
        by=sa.bindparam("by"),
        created=sa.bindparam("created"),
    ),
    sa.update(matches_table)
    .where(matches_table.c.id == sa.bindparam("mid"), matches_table.c.steps == sa.bindparam("old"))
    .values(
        steps=sa.bindparam("steps"),
        status=sa.bindparam("status"),
        result=sa.bindparam("result"),
        updated=sa.bindparam("updated"),
    ),
)
"""The statements of :meth:`Store.add_match_action`, in order (the update's row count is checked)."""


def _compiled(stmt: Any, dialect: Any) -> tuple[str, tuple[str, ...] | None]:
    """SQL text for the DBAPI and, for positional paramstyles, the order of the parameter names."""
    c = stmt.compile(dialect=dialect)
    order = c.positiontup
    return str(c), (tuple(order) if order is not None and dialect.positional else None)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _match_record(m: Any, seats: Sequence[Any], actions: tuple[str, ...]) -> MatchRecord:
    return MatchRecord(
        id=m["id"],
        game=m["game"],
        rules_version=m["rules_version"],
        seed=m["seed"],
        options=json.loads(m["options"]),
        setup=None if m["setup"] is None else json.loads(m["setup"]),
        seats=tuple(
            MatchSeat(seat=s.seat, kind=s.kind, level=s.level, spec=s.spec, token_hash=s.token_hash)
            for s in seats
        ),
        status=m["status"],
        result=None if m["result"] is None else json.loads(m["result"]),
        steps=m["steps"],
        created=m["created"],
        updated=m["updated"],
        actions=actions,
    )


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
