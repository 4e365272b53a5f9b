"""Worker pools (``eregion.workers``): a worker exits when its parent is killed, instead of waiting on
its call queue for ever (it holds the queue's writing end itself)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

PARENT = """
import os, sys, time
from eregion.workers import spawn_pool
pool = spawn_pool(1)
print(pool.submit(os.getpid).result(), flush=True)
time.sleep(600)
"""


def _gone(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.1)
    return False


def test_a_worker_exits_when_its_parent_is_killed() -> None:
    parent = subprocess.Popen([sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        worker = int(parent.stdout.readline())
        assert not _gone(worker, 0.5)  # alive while the parent is
        parent.send_signal(signal.SIGKILL)
        parent.wait(10)
        # the parent's children are reparented, not reaped by us: poll until the worker has exited
        assert _gone(worker, 10) or _zombie(worker), "the worker outlived its killed parent"
    finally:
        parent.kill()
        parent.wait(10)


def _zombie(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True
