"""The AI players' share of the worker pool: fair between matches, humans first.

An executor's own queue is first come, first served: twenty AI-vs-AI matches that each queue a
one-second search make a human's opponent wait behind all of them. :class:`FairPool` keeps the queue
itself and hands the executor at most one job per worker, choosing each time:

- a human-facing match (one with a human seat) before any AI-vs-AI match;
- among matches of the same kind, the one served least recently (ties: the first to ask), so matches
  take turns (round robin) and none holds the pool, however many moves it asks for;
- AI-vs-AI matches never take the last ``reserve`` workers, so a human's game finds a free worker as
  soon as the move in progress there ends, whatever the AI-vs-AI load.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

HUMAN_FACING = True
AI_ONLY = False


@dataclass(eq=False)
class _Job:
    key: str
    human: bool
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    future: asyncio.Future[Any] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


class FairPool:
    """Runs jobs on ``executor()`` (made on first use) with ``workers`` of them in flight at most."""

    def __init__(self, executor: Callable[[], Executor], workers: int, reserve: int = 1) -> None:
        if workers < 1:
            raise ValueError("an AI pool needs at least one worker")
        self._executor = executor
        self.workers = workers
        self.reserve = max(0, min(reserve, workers - 1))  # one worker: nothing can be kept back
        self._queues: dict[bool, OrderedDict[str, deque[_Job]]] = {
            HUMAN_FACING: OrderedDict(),
            AI_ONLY: OrderedDict(),
        }
        self._running: dict[bool, int] = {HUMAN_FACING: 0, AI_ONLY: 0}
        self._busy: dict[str, int] = {}  # jobs in flight per match
        self._served: dict[str, int] = {}  # the turn each queued or busy match was last served in
        self._turn = 0

    async def run(self, key: str, human: bool, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` on the executor when its turn comes; ``key`` names the match, ``human`` says
        whether a person plays in it. Cancelling the caller drops the job if it has not started."""
        job = _Job(key, human, fn, args)
        self._queues[human].setdefault(key, deque()).append(job)
        self._pump()
        try:
            return await job.future
        except asyncio.CancelledError:
            self._drop(job)
            raise

    def waiting(self) -> int:
        """Jobs queued here, not yet handed to the executor."""
        return sum(len(q) for queues in self._queues.values() for q in queues.values())

    def running(self) -> int:
        """Jobs handed to the executor and not finished."""
        return sum(self._running.values())

    def _next(self) -> _Job | None:
        if self._queues[HUMAN_FACING]:
            cls = HUMAN_FACING
        elif self._queues[AI_ONLY] and self._running[AI_ONLY] < self.workers - self.reserve:
            cls = AI_ONLY
        else:
            return None
        queues = self._queues[cls]
        key = min(queues, key=lambda k: self._served.get(k, -1))  # ties: the first to ask
        jobs = queues[key]
        job = jobs.popleft()
        if not jobs:
            del queues[key]
        self._served[key] = self._turn
        self._turn += 1
        return job

    def _pump(self) -> None:
        while self.running() < self.workers:
            job = self._next()
            if job is None:
                return
            try:
                done = asyncio.wrap_future(self._executor().submit(job.fn, *job.args))
            except RuntimeError as e:  # the executor was shut down (the server is stopping)
                if not job.future.done():
                    job.future.set_exception(e)
                continue
            self._running[job.human] += 1
            self._busy[job.key] = self._busy.get(job.key, 0) + 1
            done.add_done_callback(lambda f, job=job: self._finished(job, f))

    def _finished(self, job: _Job, f: asyncio.Future[Any]) -> None:
        self._running[job.human] -= 1
        self._busy[job.key] -= 1
        if not self._busy[job.key]:
            del self._busy[job.key]
            self._forget(job.key)
        if not job.future.done():
            if f.cancelled():
                job.future.cancel()
            elif f.exception() is not None:
                job.future.set_exception(f.exception())  # type: ignore[arg-type]
            else:
                job.future.set_result(f.result())
        elif not f.cancelled():
            f.exception()  # retrieved: nobody waits for a dropped job's outcome
        self._pump()

    def _drop(self, job: _Job) -> None:
        queues = self._queues[job.human]
        jobs = queues.get(job.key)
        if jobs is not None and job in jobs:
            jobs.remove(job)
            if not jobs:
                del queues[job.key]
                self._forget(job.key)
        if not job.future.cancel() and not job.future.cancelled():
            job.future.exception()  # it had ended: retrieved, so asyncio does not report it unread

    def _forget(self, key: str) -> None:
        """A match with nothing queued or in flight: its turn need not be remembered."""
        if key not in self._busy and all(key not in q for q in self._queues.values()):
            self._served.pop(key, None)
