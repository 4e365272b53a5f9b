"""Worker pools (``eregion.workers``): a worker exits when its parent is killed, instead of waiting on
its call queue for ever (it holds the queue's writing end itself); it leaves Ctrl-C to its parent; a
pool can be ended at once, work under way included."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import process as cf_process
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

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
        assert _gone(worker, 60) or _zombie(worker), "the worker outlived its killed parent"
    finally:
        parent.kill()
        parent.wait(10)


def _zombie(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def _mark_then_sleep(path: str) -> int:
    Path(path).touch()
    time.sleep(600)
    return os.getpid()


def _start_busy(pool: ProcessPoolExecutor, tmp_path: Path) -> Future[int]:
    """A long task that has started on ``pool`` (not merely been queued)."""
    started = tmp_path / "started"
    busy = pool.submit(_mark_then_sleep, str(started))
    deadline = time.monotonic() + 60
    while not started.exists():
        assert time.monotonic() < deadline, "the task never started"
        time.sleep(0.05)
    return busy


def test_workers_ignore_ctrl_c_and_end_now_stops_running_work(tmp_path: Path) -> None:
    pool = spawn_pool(1)
    worker = pool.submit(os.getpid).result()
    os.kill(worker, signal.SIGINT)  # what a terminal sends the whole process group
    assert pool.submit(os.getpid).result() == worker  # still there, still working
    busy = _start_busy(pool, tmp_path)
    ended = end_now(pool)
    assert [p.pid for p in ended] == [worker] and ended[0].exitcode is not None
    assert isinstance(busy.exception(timeout=0), BrokenProcessPool)  # stopped, not finished


def test_end_now_returns_once_the_running_work_has_failed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pool's own thread marks running work failed when it sees the worker gone; on a loaded
    machine that comes a while after the worker has exited. ``end_now`` waits for it."""
    late = cf_process._ExecutorManagerThread.terminate_broken

    def slow_to_notice(self: Any, cause: Any) -> None:
        time.sleep(1)
        late(self, cause)

    monkeypatch.setattr(cf_process._ExecutorManagerThread, "terminate_broken", slow_to_notice)
    pool = spawn_pool(1)
    busy = _start_busy(pool, tmp_path)
    end_now(pool)
    assert busy.done() and isinstance(busy.exception(timeout=0), BrokenProcessPool)
