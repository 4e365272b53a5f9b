"""Group commit: the actions of every match go to the store together, one transaction per batch.

Each action is committed before it is answered (so ``kill -9`` of the server loses no acknowledged
action), and the store is used from one thread. Under load, committing each action in its own
transaction, with its own hop to that thread and back, costs more than anything else but the views;
instead, while one transaction runs, the actions that arrive meanwhile (of any matches) wait and then
go in the next transaction together. An idle server commits an action at once, as before.

A batch is all or nothing in the store; if it fails, its actions are committed again one by one, so
one bad action (its match not at its step: :class:`~eregion.store.StaleStep`, passed on as it is)
fails alone and the others are stored as if they had
been sent on their own.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from concurrent.futures import Executor

from eregion.server.match import ApiError
from eregion.store import MatchAction, StaleStep, Store, StoreError

log = logging.getLogger("eregion.server")

MAX_BATCH = 256
"""The most actions in one transaction (a bound on how long one batch holds the store thread)."""


class GroupCommit:
    """Commits match actions through ``store`` on the one-thread executor ``db``, in batches."""

    def __init__(self, store: Store, db: Executor, max_batch: int = MAX_BATCH) -> None:
        self.store = store
        self._db = db
        self._max = max_batch
        self._waiting: list[tuple[MatchAction, asyncio.Future[str]]] = []
        self._task: asyncio.Task[None] | None = None

    async def commit(self, action: MatchAction) -> str:
        """Store ``action`` (in the next transaction); its time stamp, or a 503 :class:`ApiError` if
        the store failed and nothing of it was written."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[str] = loop.create_future()
        self._waiting.append((action, done))
        if self._task is None:
            self._task = loop.create_task(self._run())
        try:
            return await done
        except StaleStep:  # the caller catches up with the store (another server moved the match)
            raise
        except StoreError as e:
            log.error("store error: %s", e)
            raise ApiError(503, f"the store failed, nothing was changed: {e}") from None

    async def _run(self) -> None:
        """Commit what waits, batch after batch, until nothing does; every waiter gets its outcome."""
        loop = asyncio.get_running_loop()
        try:
            while self._waiting:
                batch, self._waiting = self._waiting[: self._max], self._waiting[self._max :]
                try:
                    outcomes = await loop.run_in_executor(self._db, self._write, [a for a, _ in batch])
                except (Exception, asyncio.CancelledError) as e:  # the server stops (executor shut down)
                    for _, done in batch + self._waiting:
                        if not done.done():
                            done.set_exception(StoreError(f"the store is closing ({type(e).__name__})"))
                    self._waiting = []
                    if isinstance(e, asyncio.CancelledError):
                        raise
                    return
                for (_, done), outcome in zip(batch, outcomes, strict=True):
                    if done.done():  # its waiter was cancelled
                        continue
                    if isinstance(outcome, StoreError):
                        done.set_exception(outcome)
                    else:
                        done.set_result(outcome)
        finally:
            self._task = None

    def _write(self, actions: Sequence[MatchAction]) -> list[str | StoreError]:
        """On the store thread: the batch in one transaction, or (if that fails) each on its own."""
        try:
            stamp = self.store.add_match_actions(actions)
            return [stamp] * len(actions)
        except StoreError as e:
            if len(actions) == 1:
                return [e]
        outcomes: list[str | StoreError] = []
        for a in actions:
            try:
                outcomes.append(self.store.add_match_actions([a]))
            except StoreError as e:
                outcomes.append(e)
        return outcomes
