"""Where games are played: in this process, in a local process pool, or on Ray.

A backend receives ``(index, seed)`` tasks, sends them to its workers in chunks, and yields lists of
finished :class:`~eregion.store.GameRecord` as they arrive. Workers only play; the caller stores.
After an interrupt, :meth:`Backend.harvest` returns the chunks that finished but were not yet taken,
and :meth:`Backend.stop` ends the workers at once.
"""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import logging
import socket
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from eregion.core import EregionError
from eregion.sim.play import Lookup, load_game, play_checked, play_chunk
from eregion.store import GameRecord
from eregion.workers import end_now, spawn_pool

Task = tuple[int, int]
Sizer = Callable[[], int]


class BackendError(EregionError):
    """A backend cannot start (Ray missing, a cluster unreachable) or a worker died."""


class Backend:
    """Plays the games of one run. Subclasses implement :meth:`run`."""

    name = "backend"

    def __init__(
        self,
        lookup: Lookup,
        game: str,
        rules_version: str,
        specs: Sequence[str],
        options: dict[str, Any],
        workers: int | None,
    ) -> None:
        self.lookup = lookup
        self.game = game
        self.rules_version = rules_version
        self.specs = tuple(specs)
        self.options = dict(options)
        self.workers = workers or 1
        self.started = False

    def start(self) -> None:
        """Start the workers; again does nothing. Call it before anything is stored, so that a backend
        that cannot start (a Ray cluster out of reach) leaves no trace."""
        self.started = True

    def run(self, tasks: Sequence[Task], sizer: Sizer) -> Iterator[list[GameRecord]]:
        raise NotImplementedError

    def harvest(self) -> list[GameRecord]:
        """Finished games not yet yielded (after an interrupt)."""
        return []

    def stop(self, abort: bool = False) -> None:
        """Release the workers; ``abort`` ends running work at once."""

    def _args(self) -> tuple[Any, ...]:
        return (self.lookup, self.game, self.rules_version, self.specs, self.options)


class InlineBackend(Backend):
    """Plays in this process, one game at a time (``--workers 1``)."""

    name = "local"

    def run(self, tasks: Sequence[Task], sizer: Sizer) -> Iterator[list[GameRecord]]:
        game = load_game(self.lookup, self.game, self.rules_version)
        for index, seed in tasks:
            yield [play_checked(game, self.specs, self.options, index, seed)]


class _ChunkedBackend(Backend):
    """Keeps two chunks per worker in flight; subclasses submit and wait."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.inflight: dict[Any, list[Task]] = {}

    def _submit(self, chunk: list[Task]) -> Any:
        raise NotImplementedError

    def _wait(self, handles: list[Any]) -> list[Any]:
        raise NotImplementedError

    def _result(self, handle: Any) -> list[GameRecord]:
        raise NotImplementedError

    def _done(self, handle: Any) -> bool:
        raise NotImplementedError

    def run(self, tasks: Sequence[Task], sizer: Sizer) -> Iterator[list[GameRecord]]:
        queue = deque(tasks)

        def fill() -> None:
            while queue and len(self.inflight) < 2 * self.workers:
                size = max(1, sizer())
                chunk = [queue.popleft() for _ in range(min(size, len(queue)))]
                self.inflight[self._submit(chunk)] = chunk

        fill()
        while self.inflight:
            for handle in self._wait(list(self.inflight)):
                records = self._result(handle)
                del self.inflight[handle]
                yield records
            fill()

    def harvest(self) -> list[GameRecord]:
        out: list[GameRecord] = []
        for handle in list(self.inflight):
            if self._done(handle):
                with contextlib.suppress(Exception):  # a failed or cancelled chunk has nothing to keep
                    out.extend(self._result(handle))
                del self.inflight[handle]
        return out


class PoolBackend(_ChunkedBackend):
    """A local pool of worker processes (spawned, so it is safe with threads and on every platform)."""

    name = "local"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pool: cf.ProcessPoolExecutor | None = None
        self.ended: list[Any] = []  # the worker processes ended by an abort

    def start(self) -> None:
        if self.started:
            return
        self.started = True
        self.pool = spawn_pool(self.workers)

    def _submit(self, chunk: list[Task]) -> Any:
        assert self.pool is not None
        return self.pool.submit(play_chunk, *self._args(), chunk)

    def _wait(self, handles: list[Any]) -> list[Any]:
        done, _ = cf.wait(handles, timeout=0.5, return_when=cf.FIRST_COMPLETED)
        return list(done)

    def _done(self, handle: Any) -> bool:
        return bool(handle.done() and not handle.cancelled())

    def _result(self, handle: Any) -> list[GameRecord]:
        try:
            return handle.result()  # type: ignore[no-any-return]
        except cf.process.BrokenProcessPool:
            raise BackendError(
                "a worker process died (out of memory, or killed); the finished games are kept"
            ) from None

    def stop(self, abort: bool = False) -> None:
        pool = self.pool
        if pool is None:
            return
        if abort:
            self.ended = end_now(pool)
        else:
            pool.shutdown(wait=True)
        self.inflight.clear()
        self.pool = None


class RayBackend(_ChunkedBackend):
    """Ray tasks, on a cluster (``address``) or on a local Ray instance started here.

    ``workers`` is how many chunks run at once; by default, every CPU Ray reports.
    """

    name = "ray"

    def __init__(self, *args: Any, address: str | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.address = address
        self.requested = kwargs.get("workers")
        self.started_ray = False
        try:
            import ray
        except ImportError:
            raise BackendError(
                "the Ray backend needs Ray, an optional extra: pip install 'eregion[ray]'"
            ) from None
        self.ray = ray

    def start(self) -> None:
        if self.started:
            return
        ray = self.ray
        if not ray.is_initialized():
            self._check_reachable()
            try:
                ray.init(address=self.address, logging_level=logging.WARNING, log_to_driver=False)
            except Exception as e:  # noqa: BLE001 (a bad address, no cluster, a version mismatch...)
                where = f"the Ray cluster at {self.address}" if self.address else "a local Ray instance"
                raise BackendError(f"cannot start {where}: {type(e).__name__}: {e}") from None
            self.started_ray = True
        if not self.requested:
            self.workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
        # A chunk is deterministic, so a chunk whose worker died (for instance one killed by the
        # force-cancel of an interrupted run) is simply run again; errors raised by the game are not.
        self.remote = ray.remote(num_cpus=1, max_retries=2)(play_chunk)
        self.started = True

    def _check_reachable(self) -> None:
        """Ray waits minutes for an address where nothing answers: try a plain connection first."""
        address = self.address
        if not address or address in ("auto", "local"):
            return
        host, _, port = address.removeprefix("ray://").rpartition(":")
        if not host or not port.isdigit():
            raise BackendError(
                f"cannot read the Ray address {address!r}; give HOST:PORT, ray://HOST:PORT or auto"
            )
        try:
            socket.create_connection((host.strip("[]"), int(port)), timeout=5).close()
        except OSError as e:
            raise BackendError(f"cannot reach the Ray cluster at {address}: {e.strerror or e}") from None

    def _submit(self, chunk: list[Task]) -> Any:
        return self.remote.remote(*self._args(), chunk)

    def _wait(self, handles: list[Any]) -> list[Any]:
        done, _ = self.ray.wait(handles, num_returns=1, timeout=0.5)
        return list(done)

    def _done(self, handle: Any) -> bool:
        done, _ = self.ray.wait([handle], num_returns=1, timeout=0)
        return bool(done)

    def _result(self, handle: Any) -> list[GameRecord]:
        ray = self.ray
        try:
            return ray.get(handle)  # type: ignore[no-any-return]
        except ray.exceptions.RayTaskError as e:
            cause = e.cause if isinstance(getattr(e, "cause", None), BaseException) else None
            if isinstance(cause, EregionError):
                raise cause from None
            raise BackendError(f"a Ray task failed: {cause or e}") from None
        except ray.exceptions.RayError as e:
            raise BackendError(f"a Ray worker failed: {type(e).__name__}: {e}") from None

    def stop(self, abort: bool = False) -> None:
        ray = self.ray
        if abort:
            for handle in list(self.inflight):
                with contextlib.suppress(Exception):  # already finished or gone
                    ray.cancel(handle, force=True)
        self.inflight.clear()
        if self.started_ray and ray.is_initialized():
            ray.shutdown()
            self.started_ray = False


def make_backend(
    kind: str,
    lookup: Lookup,
    game: str,
    rules_version: str,
    specs: Sequence[str],
    options: dict[str, Any],
    workers: int | None,
    address: str | None = None,
) -> Backend:
    """The backend ``kind`` (``local`` or ``ray``); checks that it can run before any work starts."""
    args = (lookup, game, rules_version, specs, options)
    if kind == "ray":
        return RayBackend(*args, workers=workers, address=address)
    if kind != "local":
        raise BackendError(f"unknown backend {kind!r}; choose local or ray")
    if address is not None:
        raise BackendError("--address is for the Ray backend (--backend ray)")
    if (workers or 1) == 1:
        return InlineBackend(*args, workers=1)
    return PoolBackend(*args, workers=workers)
