"""Process pools whose workers die with their parent.

A worker of a :class:`~concurrent.futures.ProcessPoolExecutor` waits on its call queue, and holds that
queue's writing end itself, so when the parent goes without shutting the pool down (killed, or
stopped while a worker is busy) the worker waits forever, and the resource tracker with it. Every
pool of ours (the server's AI players, the simulator, the solo benchmark) is made here, and each
worker watches its parent and exits when it is gone.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.process import BaseProcess


def spawn_pool(workers: int, ignore_sigint: bool = False) -> ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes (safe with threads, the same on every platform).

    With ``ignore_sigint`` the workers leave Ctrl-C to the parent, which stops them and keeps what
    has finished."""
    return ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_start_worker,
        initargs=(ignore_sigint,),
    )


def _start_worker(ignore_sigint: bool) -> None:
    if ignore_sigint:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), name="eregion-parent", daemon=True).start()


def _exit_with(parent: BaseProcess) -> None:
    parent.join()  # returns when the parent's end of the spawn pipe closes: the parent has gone
    os._exit(0)
