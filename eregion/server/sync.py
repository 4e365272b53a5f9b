"""Several servers on one PostgreSQL store: each keeps the matches it holds in memory in step with the rest.

Every server stores an action before it applies it, and the store takes each step of a match once (the
first writer wins; the others get :class:`~eregion.store.StaleStep`). Each commit also notifies
:data:`~eregion.store.MOVES_CHANNEL` with ``"<match id> <steps>"``. :class:`Sync` listens there on a
connection of its own and, when another server has moved a match this one holds, replays the new actions
from the store and sends each step's frame to this server's subscribers. A request (REST or a new socket)
catches its match up before it is answered, so a move acknowledged by one server is seen at once by any
other, whatever the notifications are doing; a commit that loses the race for a step catches up too.

An AI seat is played by one server at a time: the server that stores the AI's move keeps playing it, and
a server whose AI task finds its step taken by another server leaves the seat to that one.

On SQLite a server is alone on its file (:mod:`eregion.store.lock`) and none of this runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, Protocol

from eregion.core import EregionError
from eregion.server.match import ApiError, Match
from eregion.store import MOVES_CHANNEL

if TYPE_CHECKING:
    from eregion.store import Store

log = logging.getLogger("eregion.server")

RETRY_S = (1.0, 30.0)
"""The first and the longest wait before listening again after the listening connection failed."""


class Host(Protocol):
    """What :class:`Sync` uses of the manager that owns it (kept here, so the manager alone imports
    the other)."""

    store: Store
    matches: dict[str, Match]
    _loading: dict[str, asyncio.Future[Match | None]]

    async def _db_call(self, fn: Callable[..., Any], *args: Any) -> Any: ...

    def _broadcast(self, match: Match) -> None: ...


class Sync:
    """The manager's link to the other servers on its store (inactive on SQLite)."""

    def __init__(self, manager: Host) -> None:
        self.manager = manager
        self.shared = not manager.store.sqlite
        self._listener: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        """Start listening (a shared store only); returns once the first attempt has listened or failed,
        so no notification is missed by a match loaded after it."""
        if not self.shared or self._listener is not None:
            return
        ready = asyncio.Event()
        self._listener = asyncio.get_running_loop().create_task(self._listen(ready))
        await ready.wait()

    async def close(self) -> None:
        tasks = [t for t in (self._listener, *self._tasks) if t is not None]
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(BaseException):
                await t

    async def refresh(self, match: Match, steps: int | None = None) -> None:
        """Catch ``match`` up with the store (a shared store only); ``steps``: skip the store if the match
        has already reached that many actions."""
        if not self.shared:
            return
        async with match.lock:
            if steps is None or match.step < steps:
                await self.catch_up(match)

    async def catch_up(self, match: Match) -> None:
        """With the match lock held: apply the actions stored since ``match.step`` (by other servers), one
        frame per step to this server's subscribers (a takeback is read as everywhere: :meth:`Match.prepare`).
        The AI is not started: the server that moved plays on."""
        manager = self.manager
        found = await manager._db_call(manager.store.match_actions, match.id, match.step)
        for stored in found:
            try:
                if stored.step != match.step:
                    raise ValueError(f"it is stored as step {stored.step}")
                step = match.prepare(stored.action)
            except (EregionError, ValueError) as e:
                raise ApiError(
                    409,
                    f"match {match.id} cannot follow the store: its entry {stored.action!r} at step "
                    f"{stored.step} does not fit this server's state ({e}; do all servers run the same "
                    "eregion?)",
                ) from None
            match.advance(step, stored.created)
            manager._broadcast(match)
        if found:
            log.debug("match %s caught up with the store at step %d", match.id, match.step)

    # --- notifications ---------------------------------------------------------------------------

    async def _listen(self, ready: asyncio.Event) -> None:
        """LISTEN on the moves channel for as long as the server runs, reconnecting after a failure (and
        then catching up every match held, for the notifications missed meanwhile)."""
        import psycopg

        url = self.manager.store.url.set(drivername="postgresql")
        conninfo = url.render_as_string(hide_password=False)
        delay = RETRY_S[0]
        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(conninfo, autocommit=True, connect_timeout=10)
                try:
                    await conn.execute(f"LISTEN {MOVES_CHANNEL}")
                    ready.set()
                    delay = RETRY_S[0]
                    for match in list(self.manager.matches.values()):
                        self._spawn(self._follow(match.id, None))
                    async for note in conn.notifies():
                        self._notified(note.payload)
                finally:
                    await conn.close()
            except psycopg.Error as e:
                text = (str(e).strip().splitlines() or [type(e).__name__])[0]
                log.warning("not hearing the other servers' moves (%s); listening again in %g s", text, delay)
            ready.set()
            await asyncio.sleep(delay)
            delay = min(2 * delay, RETRY_S[1])

    def _notified(self, payload: str) -> None:
        """``"<match id> <steps>"``: follow it if this server holds (or is loading) that match behind."""
        match_id, _, text = payload.rpartition(" ")
        try:
            steps = int(text)
        except ValueError:
            log.warning("ignoring a malformed notification on %s: %r", MOVES_CHANNEL, payload[:100])
            return
        match = self.manager.matches.get(match_id)
        if match is not None and match.step >= steps:
            return  # this server's own move, or already caught up
        if match is not None or match_id in self.manager._loading:
            self._spawn(self._follow(match_id, steps))

    async def _follow(self, match_id: str, steps: int | None) -> None:
        pending = self.manager._loading.get(match_id)
        if pending is not None:  # it may have been read before this move was stored
            with contextlib.suppress(BaseException):
                await asyncio.shield(pending)
        match = self.manager.matches.get(match_id)
        if match is None:
            return
        try:
            await self.refresh(match, steps)
        except ApiError as e:
            log.warning("match %s did not follow the other servers: %s", match_id, e.message)

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
