"""What goes wrong with a store, each with a message that says what to do."""

from __future__ import annotations

from eregion.core import EregionError


class StoreError(EregionError):
    """The store cannot be used: missing, locked, unreachable, not ours, or from a newer eregion."""


class NoStore(StoreError):
    """A read-only command was pointed at a store that does not exist yet (no SQLite file, or no schema):
    nothing is stored there yet."""


class StoreLocked(StoreError):
    """Another process held the SQLite store's lock for longer than the busy timeout."""


class BadStoreURL(StoreError, ValueError):
    """A ``--db`` value that names no supported database."""


class StaleStep(StoreError):
    """A match's action was not stored because that step is taken: another server (or task) wrote it first.
    The caller reloads the match from the store."""
