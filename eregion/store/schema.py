"""The store's tables (schema version 4; older versions are migrated on open: version 1 had only meta,
runs and games, version 2 no ``matches.seeded``, version 3 no ``decks``).

- ``meta(key, value)``: ``schema_version`` and the eregion version that created the store;
- ``runs(id, game, rules_version, options, agents, seed, target, created)``: one row per ``eregion sim``
  run; ``agents`` is the JSON list of agent specs (agent A first);
- ``games(run_id, idx, seed, seats, returns, length, seconds, decisions, decision_seconds, replay)``:
  one row per finished game; ``seats[s]`` is the index in ``runs.agents`` of the agent on seat ``s``;
  ``length`` counts decisions; ``decisions`` and ``decision_seconds`` are per seat; ``replay`` is the
  core replay JSON (:class:`eregion.core.Replay`);
- ``matches(id, game, rules_version, seed, seeded, options, setup, status, result, steps, created, updated)``:
  one row per game played through ``eregion serve``; ``status`` is ``in_progress`` or ``finished``;
  ``seeded`` is true when the creator chose the seed (false for the server's secret draw, and for matches
  stored before version 3, which did not record it);
- ``match_seats(match_id, seat, kind, level, spec, token_hash)``: who sits where (``human`` or ``ai``); a
  human seat's token is kept only as its SHA-256 hash;
- ``match_actions(match_id, step, action, seat, by, created)``: every action of a match, ``step`` 0 first;
  the state is rebuilt by replaying these ids from the seed;
- ``decks(id, game, owner_hash, name, text, created, updated)``: deck lists built in the web app's deck
  builder, each kept for the browser that saved it (``owner_hash``: the SHA-256 of that browser's deck
  key, which like a seat token is never stored itself).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa

SCHEMA_VERSION = 4

metadata = sa.MetaData()
meta_table = sa.Table(
    "meta",
    metadata,
    sa.Column("key", sa.String(64), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
)
runs_table = sa.Table(
    "runs",
    metadata,
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
    metadata,
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
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("game", sa.String(64), nullable=False),
    sa.Column("rules_version", sa.String(64), nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("seeded", sa.Boolean, nullable=False, server_default=sa.false()),
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
    metadata,
    sa.Column("match_id", sa.String(64), sa.ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("level", sa.String(32), nullable=True),
    sa.Column("spec", sa.String(200), nullable=True),
    sa.Column("token_hash", sa.String(64), nullable=True, index=True),
)
match_actions_table = sa.Table(
    "match_actions",
    metadata,
    sa.Column("match_id", sa.String(64), sa.ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("step", sa.Integer, primary_key=True),
    sa.Column("action", sa.String(200), nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("by", sa.String(16), nullable=False),
    sa.Column("created", sa.String(40), nullable=False),
)
decks_table = sa.Table(
    "decks",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("game", sa.String(64), nullable=False),
    sa.Column("owner_hash", sa.String(64), nullable=False, index=True),
    sa.Column("name", sa.String(200), nullable=False),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("created", sa.String(40), nullable=False),
    sa.Column("updated", sa.String(40), nullable=False),
)


def dumps(value: Any) -> str:
    """Compact JSON for a text column."""
    return json.dumps(value, separators=(",", ":"))


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")
