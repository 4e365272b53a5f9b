"""One ``eregion serve`` per SQLite file.

A server keeps its matches in memory and trusts that only it moves them; on one SQLite file a second
server would drift from the first. So a server holds an exclusive OS lock (``flock``) on ``<file>.lock``
beside the database for as long as it runs: the lock goes with the process however it ends (even
SIGKILL), and a second server is refused with a message. The lock file itself stays (removing it could
let two servers lock two different files). Other commands (``eregion sim``, ``runs``, ``ratings``) never
take it. PostgreSQL stores need no lock: their servers keep each other in step (docs/web-api.md).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from pathlib import Path

import sqlalchemy as sa

from eregion.store.errors import StoreError


class ServeLock:
    """The lock of a served SQLite store; :meth:`release` (or the end of the process) frees it."""

    def __init__(self, fd: int) -> None:
        self._fd: int | None = fd

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)  # closing the only descriptor frees the flock


def lock_for_serving(url: sa.URL) -> ServeLock | None:
    """Lock the SQLite file of ``url`` for one server; None for a store that needs no lock (PostgreSQL,
    an in-memory database). Raises :class:`StoreError` naming the file if another server holds it."""
    if url.get_backend_name() != "sqlite":
        return None
    database = url.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    path = Path(database + ".lock")
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)  # not inherited by worker processes
    except OSError as e:
        raise StoreError(
            f"cannot create the lock file {path} of the store {database}: {e.strerror}"
        ) from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = ""
        with contextlib.suppress(OSError, ValueError):
            holder = f" (pid {int(os.pread(fd, 32, 0).decode().strip())})"
        os.close(fd)
        raise StoreError(
            f"the SQLite store {database} is already served by another `eregion serve`{holder}. "
            "A SQLite file takes one server; stop that one, or serve a PostgreSQL store "
            "(--db postgresql://USER@HOST/DB) to run several servers on one store."
        ) from None
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    return ServeLock(fd)
