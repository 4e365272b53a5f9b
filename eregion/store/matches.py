"""The matches played through ``eregion serve``: seats with hashed tokens and every action, committed
on the server's hot path in batches (the actions of many matches in one transaction).

Several servers may share one PostgreSQL store: a step is stored once (the first writer wins, the others
get :class:`StaleStep`), and each commit announces ``"<match id> <steps>"`` on the :data:`MOVES_CHANNEL`
channel (``NOTIFY``, delivered when the transaction commits) so the other servers catch up."""

from __future__ import annotations

import json
from collections.abc import Sequence
from contextlib import AbstractContextManager, suppress
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy import exc as sa_exc

from eregion.store.errors import StaleStep
from eregion.store.schema import dumps, match_actions_table, match_seats_table, matches_table, now


@dataclass(frozen=True)
class MatchSeat:
    """One seat of a served match: ``kind`` is ``human`` (with the SHA-256 of its token), ``ai``, or
    ``empty`` (a seat beyond the players of a game for 1 to N players)."""

    seat: int
    kind: str
    level: str | None = None
    spec: str | None = None
    token_hash: str | None = None


MOVES_CHANNEL = "eregion_moves"
"""The PostgreSQL notification channel on which every stored action of a match is announced."""


@dataclass(frozen=True)
class StoredAction:
    """One stored action of a match (what a server needs to replay it and announce it)."""

    step: int
    action: str
    seat: int
    by: str
    created: str


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
    seeded: bool = False
    """The creator chose the seed (public: every player is shown it)."""
    status: str = "in_progress"
    result: Any = None
    steps: int = 0
    created: str = ""
    updated: str = ""
    actions: tuple[str, ...] = ()


@dataclass(frozen=True)
class MatchAction:
    """One action of a served match to commit, with the match's status and result after it."""

    match_id: str
    step: int
    action: str
    seat: int
    by: str
    status: str = "in_progress"
    result: Any = None


class MatchStore:
    """The match half of :class:`~eregion.store.Store` (a mixin: the engine, error mapping and
    location come from the store)."""

    engine: sa.Engine
    where: str
    _writer: Any

    def _errors(self) -> AbstractContextManager[None]:
        raise NotImplementedError

    def create_match(self, m: MatchRecord) -> None:
        """Store a new match and its seats in one transaction."""
        stamp = now()
        with self._errors(), self.engine.begin() as conn:
            conn.execute(
                sa.insert(matches_table).values(
                    id=m.id,
                    game=m.game,
                    rules_version=m.rules_version,
                    seed=m.seed,
                    seeded=m.seeded,
                    options=dumps(m.options),
                    setup=None if m.setup is None else dumps(m.setup),
                    status=m.status,
                    result=None if m.result is None else dumps(m.result),
                    steps=0,
                    created=m.created or stamp,
                    updated=m.updated or stamp,
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
        the time stamp written. If the match is not at ``step`` (another server stored that step first)
        nothing is written and :class:`StaleStep` is raised."""
        return self.add_match_actions([MatchAction(match_id, step, action, seat, by, status, result)])

    def add_match_actions(self, actions: Sequence[MatchAction]) -> str:
        """Commit several actions (of any matches, in order) in one transaction: all of them, or on any
        error none; returns the time stamp written. If a match is not at its action's step (another server
        stored that step first) nothing is written and :class:`StaleStep` is raised. On PostgreSQL the
        commit also notifies :data:`MOVES_CHANNEL` of each action.

        The matches are updated first, each guarded by its step count: on PostgreSQL a concurrent writer of
        the same step waits for the row, then finds the count moved on and writes nothing (no key violation).

        This is the server's hot path (one call per batch of actions, always from the same thread): it
        keeps one DBAPI connection and writes the batch in two statements (one UPDATE of their matches, one
        INSERT of every action; more only when a match has several actions in it; one more on PostgreSQL,
        the notifications), whatever its size. Each statement lets go of the GIL and must take it back
        from a busy event loop, which can take milliseconds, so their number, not the rows, is what a
        batch costs. Errors are reported as everywhere else.
        """
        stamp = now()
        rows: list[Any] = []
        with self._errors():
            if self._writer is None:
                self._writer = self.engine.raw_connection()
            raw = self._writer
            try:
                cur = raw.cursor()
                try:
                    for part in _distinct_matches(actions):
                        insert, update = _batch_sql(len(part), self.engine.dialect)
                        rows = [
                            *(x for a in part for x in (a.match_id, a.status)),
                            *(
                                x
                                for a in part
                                for x in (a.match_id, None if a.result is None else dumps(a.result))
                            ),
                            stamp,
                            *(a.match_id for a in part),
                            *(x for a in part for x in (a.match_id, a.step)),
                        ]
                        cur.execute(update, rows)
                        if cur.rowcount != len(part):  # a match is not at its step: write nothing
                            raw.rollback()
                            why = self._not_at_step(cur, actions)
                            raw.rollback()  # the look-up's own transaction (PostgreSQL)
                            raise StaleStep(why)
                        rows = [x for a in part for x in (a.match_id, a.step, a.action, a.seat, a.by, stamp)]
                        cur.execute(insert, rows)
                    if self.engine.dialect.name == "postgresql":
                        rows = [f"{a.match_id} {a.step + 1}" for a in actions]
                        cur.execute(_notify_sql(len(actions)), rows)
                finally:
                    cur.close()
                raw.commit()
            except self.engine.dialect.dbapi.Error as e:  # type: ignore[union-attr]
                self._drop_writer()
                raise sa_exc.DBAPIError.instance(
                    "add_match_actions",
                    rows,
                    e,
                    self.engine.dialect.dbapi.Error,  # type: ignore[union-attr]
                ) from None
        return stamp

    def _not_at_step(self, cur: Any, actions: Sequence[MatchAction]) -> str:
        """After a rolled-back batch: which action found its match at another step, and why."""
        ids = sorted({a.match_id for a in actions})
        marks = ", ".join([_placeholder(self.engine.dialect)] * len(ids))
        cur.execute(f"SELECT id, steps FROM {matches_table.name} WHERE id IN ({marks})", ids)
        steps = dict(cur.fetchall())
        for a in actions:
            if steps.get(a.match_id) != a.step:
                return f"match {a.match_id} is not at step {a.step} in {self.where}"
            steps[a.match_id] += 1
        return f"the matches of these actions moved meanwhile in {self.where}"  # another writer

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

    def match_actions(self, match_id: str, since: int) -> list[StoredAction]:
        """The actions of a match from step ``since`` on, in order (a server catching up on the others)."""
        t = match_actions_table
        with self._errors(), self.engine.connect() as conn:
            rows = conn.execute(
                sa.select(t.c.step, t.c.action, t.c.seat, t.c.by, t.c.created)
                .where(t.c.match_id == match_id, t.c.step >= since)
                .order_by(t.c.step)
            ).all()
        return [StoredAction(r.step, r.action, r.seat, r.by, r.created) for r in rows]

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


def _distinct_matches(actions: Sequence[MatchAction]) -> list[list[MatchAction]]:
    """``actions`` in order, cut where a match comes again (one UPDATE moves a match one step)."""
    parts: list[list[MatchAction]] = [[]]
    seen: set[str] = set()
    for a in actions:
        if a.match_id in seen:
            parts.append([])
            seen.clear()
        parts[-1].append(a)
        seen.add(a.match_id)
    return [p for p in parts if p]


def _notify_sql(n: int) -> str:
    """One statement announcing ``n`` payloads on :data:`MOVES_CHANNEL` (psycopg's parameters)."""
    return "SELECT " + ", ".join([f"pg_notify('{MOVES_CHANNEL}', %s)"] * n)


def _placeholder(dialect: Any) -> str:
    """A positional DBAPI parameter: ``?`` for sqlite3, ``%s`` for psycopg (the store's two drivers)."""
    return "?" if dialect.paramstyle == "qmark" else "%s"


def _batch_sql(n: int, dialect: Any) -> tuple[str, str]:
    """The INSERT of ``n`` actions and the UPDATE that moves their ``n`` distinct matches one step on
    (only those still at the action's step: the row count tells), with positional parameters."""
    q = dialect.identifier_preparer.quote
    mark = _placeholder(dialect)
    row = "(" + ", ".join([mark] * 6) + ")"
    cols = ", ".join(q(c) for c in ("match_id", "step", "action", "seat", "by", "created"))
    insert = f"INSERT INTO {q(match_actions_table.name)} ({cols}) VALUES {', '.join([row] * n)}"
    case = "CASE id " + " ".join([f"WHEN {mark} THEN {mark}"] * n) + " END"
    update = (
        f"UPDATE {q(matches_table.name)} SET steps = steps + 1, status = {case}, result = {case}, "
        f"updated = {mark} WHERE id IN ({', '.join([mark] * n)}) AND steps = {case}"
    )
    return insert, update


def _match_record(m: Any, seats: Sequence[Any], actions: tuple[str, ...]) -> MatchRecord:
    return MatchRecord(
        id=m["id"],
        game=m["game"],
        rules_version=m["rules_version"],
        seed=m["seed"],
        seeded=bool(m["seeded"]),
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
