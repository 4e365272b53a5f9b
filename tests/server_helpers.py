"""Helpers for the server tests: an in-process app on a store, a live ``eregion serve`` subprocess."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from eregion.server import create_app
from eregion.store import Store

EREGION = Path(sys.executable).with_name("eregion")
PATIENCE_S = 120.0
"""How long a test waits on a server process (to start, to answer, to send the next frame) before it calls
it stuck: generous, since a loaded machine is slow, and a wait that is met costs nothing."""


@contextmanager
def app_client(db: str, **kwargs: Any) -> Iterator[TestClient]:
    """A TestClient on a fresh app over the store ``db`` (AI in threads, no pause)."""
    store = Store(db)
    kwargs.setdefault("ai_pause", 0)
    kwargs.setdefault("ai_processes", False)
    app = create_app(store, **kwargs)
    try:
        with TestClient(app) as client:
            yield client
    finally:
        store.close()


def idle(client: TestClient) -> None:
    """Wait until every AI move the server owes has been played."""
    client.portal.call(client.app.state.manager.idle)  # type: ignore[union-attr,attr-defined]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``eregion serve`` as a real subprocess on a free loopback port."""

    def __init__(self, db: str, *extra: str) -> None:
        self.db = db
        self.port = free_port()
        self.proc = subprocess.Popen(
            [str(EREGION), "serve", "--port", str(self.port), "--db", db, *extra],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        assert self.proc.stdout is not None
        deadline = time.monotonic() + PATIENCE_S
        line = ""
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                break
            if "running at" in line:
                break
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if m is None:
            self.proc.kill()
            raise AssertionError(f"eregion serve did not start: {line!r}")
        assert int(m.group(1)) == self.port
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        # Drain the rest of its output all along: a full pipe would block the server's logging.
        self._log: list[str] = []
        self._drain = threading.Thread(target=self._log.extend, args=(self.proc.stdout,), daemon=True)
        self._drain.start()

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> str:
        """Stop the server; returns what it printed after it started (its log)."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self._drain.join(10)  # a worker process that outlives the server may keep the pipe open
        if not self._drain.is_alive() and self.proc.stdout is not None:
            self.proc.stdout.close()
        return "".join(self._log)


class HeldExecutor(Executor):
    """An executor that runs nothing until told: each ``submit`` is recorded, and the test runs a job
    with :meth:`finish` (on the event loop's thread), so the order of AI moves is the test's to choose."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Callable[..., Any], tuple[Any, ...], Future[Any]]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self.jobs.append((fn, args, future))
        return future

    def pending(self) -> list[tuple[Callable[..., Any], tuple[Any, ...], Future[Any]]]:
        """The jobs handed over and not finished, oldest first."""
        return [j for j in self.jobs if not j[2].done()]

    def finish(self, index: int = 0) -> Any:
        """Run the ``index``-th pending job now and complete its future with the result."""
        fn, args, future = self.pending()[index]
        result = fn(*args)
        future.set_result(result)
        return result

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        for _, _, future in self.jobs:
            future.cancel()


async def until(condition: Callable[[], bool], what: str, limit_s: float = PATIENCE_S) -> None:
    """Wait (polling the event loop) until ``condition()`` holds; fail naming ``what`` if it never does.
    Store writes run on the store's thread, so progress is awaited, never assumed after a fixed delay."""
    deadline = time.monotonic() + limit_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.002)
