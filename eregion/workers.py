"""Process pools whose workers die with their parent.

A worker of a :class:`~concurrent.futures.ProcessPoolExecutor` waits on its call queue, and holds that
queue's writing end itself, so when the parent goes without shutting the pool down (killed, or
stopped while a worker is busy) the worker waits forever, and the resource tracker with it. Every
pool of ours (the server's AI players, the simulator, the solo benchmark) is made here, and each
worker watches its parent and exits when it is gone. Workers ignore Ctrl-C, which a terminal sends to
the whole process group: the parent decides what stops (a worker's traceback in the middle of the
server's shutdown told the user nothing).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.process import BaseProcess
from typing import Any


def spawn_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes (safe with threads, the same on every platform)."""
    return ProcessPoolExecutor(
        workers, mp_context=multiprocessing.get_context("spawn"), initializer=_start_worker
    )


SETTLE_S = 60.0
"""The most ``end_now`` waits for the killed workers and the pool's own thread (they take a moment,
longer on a loaded machine; a bound, so that a stuck pool cannot hang a Ctrl-C)."""


def end_now(pool: ProcessPoolExecutor) -> list[Any]:
    """End ``pool`` now: queued work is dropped and running work is stopped by terminating the worker
    processes (there is no public way to end a running task). Returns the processes it ended, once they
    have exited and every future of the pool is settled: cancelled, or failed with
    ``BrokenProcessPool`` (the pool's thread marks running work failed when it sees its worker gone, so
    a caller looking at its futures right after sees them done, not still running)."""
    ended = list((getattr(pool, "_processes", None) or {}).values())
    manager = getattr(pool, "_executor_manager_thread", None)  # shutdown() forgets it: take it first
    pool.shutdown(wait=False, cancel_futures=True)
    for p in ended:
        if p.is_alive():
            p.terminate()
    deadline = time.monotonic() + SETTLE_S
    for p in ended:
        p.join(timeout=max(0.0, deadline - time.monotonic()))
    if manager is not None:
        manager.join(timeout=max(0.0, deadline - time.monotonic()))
    return ended


def _start_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), name="eregion-parent", daemon=True).start()


def _exit_with(parent: BaseProcess) -> None:
    parent.join()  # returns when the parent's end of the spawn pipe closes: the parent has gone
    os._exit(0)
