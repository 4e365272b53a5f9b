"""Replays of finished matches, built off the event loop and cached.

A replay steps through the match's true history, takebacks included (:mod:`.takebacks`): position ``k``
is the game rebuilt from its seed and replayed over the moves that stand after its first ``k`` stored
steps: tens of milliseconds for a long game, which on the event loop would hold up every other request.
Here it runs in a small thread pool, and each finished match keeps a timeline of states every
:data:`EVERY` moves (keyed by the moves that led there, since a takeback branches the line), so a viewer
stepping through a game costs a few actions a request, not the whole game. The answers themselves
(JSON bytes: a finished match never changes) are kept in a bounded LRU cache.
"""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import orjson

from eregion.core import Game, State
from eregion.server import takebacks
from eregion.server.match import ApiError, Match, bad

EVERY = 16
"""Steps between the states a timeline keeps."""
TIMELINES = 16
"""Finished matches whose timelines are kept (least recently used let go first)."""
ANSWERS = 512
"""Replay answers kept (one per match, seat and step)."""


class _Timeline:
    """One finished game's states after every :data:`EVERY` moves, filled in as positions are asked for.
    Used from the replay threads, under its own lock."""

    def __init__(self, game: Game, seed: int, options: dict[str, Any], setup: Any, entries: tuple[str, ...]):
        self.game = game
        self.seed = seed
        self.options = options
        self.setup = setup
        self.entries = entries
        self._states: dict[tuple[str, ...], State] = {}
        self._lock = threading.Lock()

    def view(self, step: int, seat: int | None) -> tuple[Any, str | None]:
        """The view at ``step`` for ``seat``, and how that step's move reads to it ("Sauron: ...")."""
        moves = tuple(takebacks.effective(self.entries[:step]))
        stored = self.entries[step - 1] if step > 0 else None
        taken = None if stored is None else takebacks.target(stored)
        told: str | None = None
        with self._lock:
            base = len(moves) - len(moves) % EVERY
            while base > 0 and moves[:base] not in self._states:
                base -= EVERY
            start = self._states.get(moves[:base])
            if start is None:
                start = self._states[()] = self.game.new_game(self.seed, self.options, self.setup)
            state = start.clone()
            for k in range(base, len(moves)):
                last = k == len(moves) - 1 and stored is not None and taken is None
                if last and state.decision is not None:  # the step's own move, worded before it is made
                    action = state.decision.find(moves[k])
                    if action is not None:
                        told = (
                            f"{state.side_name(state.decision.player)}: {state.announce(action, seat).text}"
                        )
                state.apply(moves[k])
                if (k + 1) % EVERY == 0 and moves[: k + 1] not in self._states:
                    self._states[moves[: k + 1]] = state.clone()
            if taken is not None:
                back = len(takebacks.effective(self.entries[: step - 1])) - taken
                told = "a move was taken back" if back == 1 else f"{back} moves were taken back"
            return state.view(seat), told


class Replays:
    """``GET /api/matches/{id}/replay``: the answer for a seat (or spectator) at a step."""

    def __init__(self, workers: int = 2) -> None:
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="eregion-replay")
        self._timelines: OrderedDict[str, _Timeline] = OrderedDict()
        self._answers: OrderedDict[tuple[str, int | None, int], bytes] = OrderedDict()

    async def body(self, match: Match, seat: int | None, step: int | None) -> bytes:
        """The JSON answer; 409 while the match runs (its seed stays secret until the end), 400 for a
        step outside ``0..steps``."""
        if not match.state.is_over:
            raise ApiError(409, "the match is still in progress: its replay opens when it is over")
        entries = tuple(match.entries)
        total = len(entries)
        if step is None:
            step = total
        if not 0 <= step <= total:
            raise bad(f"'step' must be between 0 and {total}")
        key = (match.id, seat, step)
        cached = self._answers.get(key)
        if cached is not None:
            self._answers.move_to_end(key)
            return cached
        timeline = self._timelines.get(match.id)
        if timeline is None:
            timeline = _Timeline(match.game, match.seed, match.options, match.setup, entries)
            self._timelines[match.id] = timeline
            if len(self._timelines) > TIMELINES:
                self._timelines.popitem(last=False)
        else:
            self._timelines.move_to_end(match.id)
        head = {
            "id": match.id,
            "game": match.game.name,
            "step": step,
            "steps": total,
            "action": entries[step - 1] if step > 0 else None,
            "seat": seat,
        }
        tail = {
            "seats": [s.public() for s in match.seats],
            "seeded": match.seeded,
            "status": match.status,
            "result": match.result,
            "seed": match.seed,
        }
        loop = asyncio.get_running_loop()
        answer = await loop.run_in_executor(self._pool, _answer, timeline, head, tail)
        self._answers[key] = answer
        if len(self._answers) > ANSWERS:
            self._answers.popitem(last=False)
        return answer

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def _answer(timeline: _Timeline, head: dict[str, Any], tail: dict[str, Any]) -> bytes:
    """In a replay thread: the view at the step, how its move reads, and the whole answer serialized."""
    view, told = timeline.view(head["step"], head["seat"])
    return orjson.dumps({**head, "label": told, "view": view, **tail})
