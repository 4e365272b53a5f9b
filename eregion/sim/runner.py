"""Running a simulation: plan the games of a run, hand them to a backend, store each as it arrives.

The parent process alone writes to the store. Finished games are buffered and committed in batches
(every ``commit_every`` games or ``commit_seconds``), and on Ctrl-C, on a worker's error or at the end
the buffer is flushed first, so no finished game is ever lost; ``--resume`` replays only the missing
indices.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from eregion.agents import canonical_spec, make_agent
from eregion.core import Game
from eregion.games import get_game
from eregion.sim.backends import Backend, make_backend
from eregion.sim.play import Lookup, RulesMismatch
from eregion.store import GameRecord, RunInfo, Store, StoreError, StoreLocked

CHUNK_SECONDS = 0.25
"""Aim for chunks of about this much work: big enough to amortise the round trip, small enough for a
smooth progress bar and little lost work on Ctrl-C."""
MAX_CHUNK = 256
MAX_SEED = 2**62
LOCK_PATIENCE_S = 30.0
"""How long the last commit of a run waits for a store that another process keeps locked."""
MAX_BUFFER = 100_000
"""Finished games held in memory while the store is locked, before the run stops to wait for it."""
DEFAULT_GAMES = 100


@dataclass(frozen=True)
class Outcome:
    run: RunInfo
    played: int
    seconds: float
    interrupted: bool


def check_agent(agent: str, game: Game) -> str:
    """The spec in canonical form; raises :class:`~eregion.agents.UnknownAgent` for a bad one (or one
    that cannot play this game)."""
    spec = canonical_spec(agent)
    make_agent(spec, 0, game)
    return spec


def check_agents(agents: Sequence[str], game: Game) -> tuple[str, ...]:
    """The specs in canonical form (see :func:`check_agent`); raises ``ValueError`` when their number
    does not match the sides."""
    specs = tuple(canonical_spec(a) for a in agents)
    sides = game.sides
    if len(specs) != len(sides) and not game.cooperative:
        what = "seats" if sides == game.players else "sides"
        raise ValueError(
            f"{game.name} has {len(sides)} {what} ({', '.join(sides)}); give {len(sides)} agents, got {len(specs)}"
        )
    return tuple(check_agent(spec, game) for spec in specs)


def new_run(
    store: Store,
    game: Game,
    agents: Sequence[str],
    games: int,
    seed: int = 0,
    options: dict[str, Any] | None = None,
) -> RunInfo:
    """Record a new run (nothing is played yet); game ``i`` will have seed ``seed + i``."""
    if games < 1:
        raise ValueError(f"a run needs at least 1 game, got {games}")
    if not -MAX_SEED <= seed <= MAX_SEED - games:
        raise ValueError(f"seeds must stay within ±2**62, got {seed}")
    specs = check_agents(agents, game)
    opts = game.resolve_options(options)
    run_id = store.create_run(game.name, game.rules_version, opts, specs, seed, games)
    return store.run(run_id)


def resume_run(store: Store, run_id: int, lookup: Lookup = get_game, games: int | None = None) -> RunInfo:
    """The run ``run_id``, checked to be playable here; ``games`` sets a new target."""
    run = store.run(run_id)
    game = lookup(run.game)
    if game.rules_version != run.rules_version:
        raise RulesMismatch(
            f"run {run.id} was played under {run.game} rules version {run.rules_version!r}, and this "
            f"eregion has {game.rules_version!r}: its games cannot be continued; start a new run"
        )
    check_agents(run.agents, game)
    if games is not None and games != run.target:
        if games < 1:
            raise ValueError(f"a run needs at least 1 game, got {games}")
        store.set_target(run.id, games)
        run = store.run(run_id)
    return run


@contextmanager
def _sigint_ignored() -> Iterator[None]:
    """Shield the final flush from a second Ctrl-C (only the main thread can set handlers)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)


def run_games(
    store: Store,
    run: RunInfo,
    backend: Backend,
    progress: Callable[[int], None] | None = None,
    commit_every: int = 1000,
    commit_seconds: float = 0.5,
) -> Outcome:
    """Play the run's missing games on ``backend`` and store them; Ctrl-C returns an interrupted outcome."""
    done = store.done_indices(run.id)
    tasks = [(i, run.seed + i) for i in range(run.target) if i not in done]
    buffer: list[GameRecord] = []
    played = 0
    measured = [0, 0.0]  # games, seconds: sizes the chunks
    last_commit = time.monotonic()
    start = time.perf_counter()

    def sizer() -> int:
        if not measured[0]:
            return 1
        per_game = max(measured[1] / measured[0], 1e-6)
        return max(1, min(MAX_CHUNK, int(CHUNK_SECONDS / per_game)))

    def flush(final: bool = False) -> None:
        """Commit the buffer. While games are still being played, a store locked by another process
        is tried again at the next commit; at the end, for up to ``LOCK_PATIENCE_S``."""
        nonlocal last_commit
        deadline = time.monotonic() + LOCK_PATIENCE_S
        while buffer:
            try:
                store.add_games(run.id, buffer)
                buffer.clear()
            except StoreLocked:
                if not final and len(buffer) < MAX_BUFFER:
                    break
                if time.monotonic() >= deadline:
                    raise
        last_commit = time.monotonic()

    def flush_remaining() -> None:
        """After an interruption: a commit may have landed just before it, so skip what is stored."""
        if buffer:
            stored = store.done_indices(run.id)
            buffer[:] = [r for r in buffer if r.index not in stored]
            flush(final=True)

    interrupted = False
    try:
        if tasks:
            backend.start()
            for records in backend.run(tasks, sizer):
                buffer.extend(records)
                played += len(records)
                measured[0] += len(records)
                measured[1] += sum(r.seconds for r in records)
                if progress is not None:
                    progress(len(records))
                if len(buffer) >= commit_every or time.monotonic() - last_commit >= commit_seconds:
                    flush()
        flush(final=True)
    except KeyboardInterrupt:
        interrupted = True
        with _sigint_ignored():
            late = backend.harvest()
            buffer.extend(late)
            played += len(late)
            backend.stop(abort=True)
            flush_remaining()
    except BaseException:
        with _sigint_ignored():
            backend.stop(abort=True)
            try:
                flush_remaining()
            except StoreError:
                pass  # the store's own error is the one to report
        raise
    else:
        backend.stop()
    return Outcome(store.run(run.id), played, time.perf_counter() - start, interrupted)


def simulate(
    game: str | None,
    agents: Sequence[str] = (),
    games: int | None = None,
    seed: int = 0,
    *,
    workers: int | None = 1,
    backend: str = "local",
    address: str | None = None,
    db: str | None = None,
    resume: int | None = None,
    options: dict[str, Any] | None = None,
    lookup: Lookup = get_game,
    progress: Callable[[int], None] | None = None,
) -> Outcome:
    """Library entry point: ``eregion sim`` without the terminal (``games`` defaults to 100, or to the
    resumed run's target). ``lookup`` resolves game names, in worker processes too, so it must be a
    module-level function importable there."""
    if resume is None:  # check the request before the store is created
        if game is None:
            raise ValueError("name a game, or resume a run")
        g = lookup(game)
        specs = check_agents(agents, g)
        opts = g.resolve_options(options)
    with Store(db, create=resume is None) as store:
        if resume is not None:
            run = resume_run(store, resume, lookup, games)
            engine = make_backend(
                backend, lookup, run.game, run.rules_version, run.agents, run.options, workers, address
            )
        else:
            engine = make_backend(backend, lookup, g.name, g.rules_version, specs, opts, workers, address)
            engine.start()  # a backend that cannot start leaves no run behind
            try:
                run = new_run(store, g, specs, DEFAULT_GAMES if games is None else games, seed, opts)
            except BaseException:
                engine.stop(abort=True)
                raise
        return run_games(store, run, engine, progress)
