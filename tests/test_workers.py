"""Worker pools (``eregion.workers``): a worker exits when its parent is killed, instead of waiting on
its call queue for ever (it holds the queue's writing end itself); it leaves Ctrl-C to its parent; a
pool can be ended at once, work under way included."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from eregion.workers import end_now, spawn_pool

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


def _pid_then_sleep() -> int:
    time.sleep(60)
    return os.getpid()


def test_workers_ignore_ctrl_c_and_end_now_stops_running_work() -> None:
    pool = spawn_pool(1)
    worker = pool.submit(os.getpid).result()
    os.kill(worker, signal.SIGINT)  # what a terminal sends the whole process group
    assert pool.submit(os.getpid).result() == worker  # still there, still working
    busy = pool.submit(_pid_then_sleep)
    time.sleep(0.5)
    start = time.monotonic()
    ended = end_now(pool)
    assert time.monotonic() - start < 10 and [p.pid for p in ended] == [worker]
    assert _gone(worker, 5) or _zombie(worker)
    assert busy.done()
