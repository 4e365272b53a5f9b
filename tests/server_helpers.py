"""Helpers for the server tests: an in-process app on a store, a live ``eregion serve`` subprocess."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
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

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        if self.proc.stdout is not None:
            self.proc.stdout.close()
