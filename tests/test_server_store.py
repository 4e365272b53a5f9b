"""The store's served-match tables (schema version 3): migration from versions 1 and 2, the action hot path,
and its errors; on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from eregion.store import (
    MOVES_CHANNEL,
    SCHEMA_VERSION,
    MatchRecord,
    MatchSeat,
    StaleStep,
    Store,
    resolve_url,
)
from eregion.store.store import games_table, meta_table, runs_table


def _version(url: str) -> str:
    engine = sa.create_engine(resolve_url(url))
    with engine.connect() as conn:
        v = conn.execute(sa.text("SELECT value FROM meta WHERE key = 'schema_version'")).scalar_one()
        names = set(sa.inspect(conn).get_table_names())
    engine.dispose()
    return f"{v}:{','.join(sorted(names))}"


def test_a_version_1_store_is_migrated_when_opened_to_write(store_url: str) -> None:
    engine = sa.create_engine(resolve_url(store_url))
    with engine.begin() as conn:  # what eregion 0.1 wrote: schema version 1, runs and games only
        for t in (meta_table, runs_table, games_table):
            t.create(conn)
        conn.execute(
            sa.insert(meta_table),
            [{"key": "schema_version", "value": "1"}, {"key": "created_by", "value": "x"}],
        )
        conn.execute(
            sa.insert(runs_table).values(
                game="duel", rules_version="1", options="{}", agents="[]", seed=0, target=1, created="t"
            )
        )
    engine.dispose()
    with Store(store_url, create=False) as store:  # read-only commands read it as it is
        assert [r.id for r in store.runs()] == [1]
    assert _version(store_url) == "1:games,meta,runs"
    with Store(store_url) as store:
        assert [r.id for r in store.runs()] == [1]
        assert store.match("nothing") is None
    assert _version(store_url) == f"{SCHEMA_VERSION}:decks,games,match_actions,match_seats,matches,meta,runs"


def test_match_rows_round_trip_and_steps_are_checked(store_url: str) -> None:
    seats = (MatchSeat(0, "human", token_hash="a" * 64), MatchSeat(1, "ai", "easy", "random"))
    with Store(store_url) as store:
        store.create_match(MatchRecord("m1", "duel", "1", 2**61, {"promo": True}, None, seats))
        for step, action in enumerate(["a", "b", "c"]):
            store.add_match_action("m1", step, action, step % 2, "human", "in_progress", None)
        # Step 1 again (another server wrote it first) or a step beyond: refused, nothing written.
        with pytest.raises(StaleStep, match="match m1 is not at step 1"):
            store.add_match_action("m1", 1, "x", 0, "human", "in_progress", None)
        with pytest.raises(StaleStep, match="not at step 7"):
            store.add_match_action("m1", 7, "x", 0, "human", "in_progress", None)
        store.add_match_action("m1", 3, "d", 1, "ai", "finished", {"returns": [1.0, -1.0]})
        rec = store.match("m1")
        assert rec is not None
        assert rec.actions == ("a", "b", "c", "d") and rec.steps == 4 and rec.status == "finished"
        assert rec.result == {"returns": [1.0, -1.0]} and rec.seed == 2**61 and rec.options == {"promo": True}
        assert rec.seats == seats
        found = store.matches_by_tokens(["a" * 64, "b" * 64])
        assert [(m.id, seat) for m, seat in found] == [("m1", 0)]
        assert store.matches_by_tokens([]) == []
        assert [a.action for a in store.match_actions("m1", 2)] == ["c", "d"]
        assert [(a.step, a.seat, a.by) for a in store.match_actions("m1", 3)] == [(3, 1, "ai")]
        assert store.match_actions("m1", 4) == [] and store.match_actions("nothing", 0) == []


def test_each_stored_action_is_announced_on_postgresql(postgres_url: str) -> None:
    """Other servers on the store hear of every commit (NOTIFY, sent when it commits), never of a refusal."""
    import psycopg

    seats = (MatchSeat(0, "human", token_hash="a" * 64), MatchSeat(1, "human", token_hash="b" * 64))
    with psycopg.connect(postgres_url, autocommit=True) as listener, Store(postgres_url) as store:
        listener.execute(f"LISTEN {MOVES_CHANNEL}")
        store.create_match(MatchRecord("m1", "duel", "1", 1, {}, None, seats))
        store.add_match_action("m1", 0, "a", 0, "human", "in_progress", None)
        with pytest.raises(StaleStep):
            store.add_match_action("m1", 0, "b", 1, "human", "in_progress", None)
        store.add_match_action("m1", 1, "c", 1, "human", "in_progress", None)
        heard = [n.payload for n in listener.notifies(timeout=30, stop_after=2)]
    assert heard == ["m1 1", "m1 2"]


def test_a_version_2_store_gains_the_seeded_column(store_url: str) -> None:
    """Version 3 records whether the creator chose a match's seed; the matches a version 2 store already
    holds read as not seeded (version 2 did not record it)."""
    with Store(store_url) as store:
        store.create_match(MatchRecord("old", "duel", "1", 5, {}, None, (MatchSeat(0, "human"),)))
    engine = sa.create_engine(resolve_url(store_url))
    with engine.begin() as conn:  # back to what version 2 wrote
        conn.execute(sa.text("ALTER TABLE matches DROP COLUMN seeded"))
        conn.execute(sa.text("UPDATE meta SET value = '2' WHERE key = 'schema_version'"))
    engine.dispose()
    with Store(store_url) as store:
        old = store.match("old")
        assert old is not None and old.seeded is False and old.seed == 5
        store.create_match(
            MatchRecord("new", "duel", "1", 6, {}, None, (MatchSeat(0, "human"),), seeded=True)
        )
        new = store.match("new")
        assert new is not None and new.seeded is True
    assert _version(store_url).startswith(f"{SCHEMA_VERSION}:") and SCHEMA_VERSION >= 3
