"""Persistence for simulations (runs, every game with its replay, ratings' raw material) and for the
matches played through ``eregion serve`` (seats, hashed tokens, every action).

One code path (SQLAlchemy Core) serves a SQLite file (the default, in WAL mode) and PostgreSQL
(``postgresql://...``, through psycopg 3). The schema is created on first use and versioned in a
``meta`` table; a store written by a newer eregion is refused untouched.
"""

from eregion.store.decks import SavedDeck
from eregion.store.errors import BadStoreURL, NoStore, StaleStep, StoreError, StoreLocked
from eregion.store.matches import MOVES_CHANNEL, MatchAction, MatchRecord, MatchSeat, StoredAction
from eregion.store.schema import SCHEMA_VERSION
from eregion.store.store import (
    BUSY_TIMEOUT_S,
    DEFAULT_DB,
    ENV_VAR,
    GameRecord,
    RunInfo,
    Store,
    describe_url,
    resolve_url,
)

__all__ = [
    "BUSY_TIMEOUT_S",
    "DEFAULT_DB",
    "ENV_VAR",
    "MOVES_CHANNEL",
    "SCHEMA_VERSION",
    "BadStoreURL",
    "GameRecord",
    "MatchAction",
    "MatchRecord",
    "MatchSeat",
    "NoStore",
    "RunInfo",
    "SavedDeck",
    "StaleStep",
    "Store",
    "StoreError",
    "StoreLocked",
    "StoredAction",
    "describe_url",
    "resolve_url",
]
