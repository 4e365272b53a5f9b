"""A served match and its parts: seats and their tokens, subscribers, the per-seat frames.

A :class:`Match` holds one game's live state; the :class:`~eregion.server.manager.Manager` owns every
match and changes them under each match's lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import secrets
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import orjson

from eregion.agents import make_agent
from eregion.core import Action, Game, IllegalAction, State
from eregion.server import takebacks

LEVELS: dict[str, str] = {
    "easy": "random",
    "medium": "greedy",
    "hard": "ismcts:time=1.0",
}
"""AI strength levels and the agent spec each one plays (the one table to change)."""

GAME_LEVELS: dict[str, dict[str, str]] = {
    # The TCG's hand-written expert beats a one-second ISMCTS there (docs/agents.md).
    "tcg": {"hard": "expert"},
    # The LCG is co-operative: an AI teammate at "hard" is the round search over the expert, which wins
    # more solo games than the expert alone, in seconds a game, and as many two-player games since it
    # leaves them the expert's quest windows (docs/agents.md, "Measured at the LCG", round 9).
    "lcg": {"hard": "lcg-search"},
    # MEQ: the expert plays either side in well under a second a move; search with expert playouts is
    # many times slower and no stronger at the budgets measured (docs/agents.md).
    "meq": {"hard": "expert"},
}
"""Per-game exceptions to :data:`LEVELS`, where another agent plays a level better."""

AGENT_ABOUT: dict[str, str] = {
    "random": "plays any legal move at random: for learning the rules",
    "greedy": "takes whatever looks best right now, without looking ahead",
    "flatmc": "tries each move in quick random games and keeps the best",
    "mcts": "searches ahead with Monte Carlo tree search",
    "ismcts": "searches ahead over the cards it cannot see (about a second a move)",
    "expert": "the hand-written expert: plays as an experienced player would",
    "policy": "a policy trained by reinforcement learning (eregion.rl)",
    "lcg-search": "plans each round (who quests, engages, defends) by trying choices in quick expert games",
}
"""What each kind of agent an AI level may play is like, in the lobby's words."""


def level_spec(game: str, level: str, levels: dict[str, str]) -> str:
    """The agent spec that plays ``level`` in ``game``."""
    return GAME_LEVELS.get(game, {}).get(level, levels[level])


HUMAN = "human"
AI = "ai"
EMPTY = "empty"  # a seat nobody takes: beyond those its options seat (``Game.seated``)
IN_PROGRESS = "in_progress"
FINISHED = "finished"
MAX_SEED = 2**62
MAX_TOKENS = 200
QUEUE_FRAMES = 512
"""Frames a subscriber may fall behind before it is disconnected."""


class ApiError(Exception):
    """An error for the client: an HTTP status and a clear message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class Stale(ApiError):
    """409: the client (or an AI task) acted at a step the match has left, here or on another server."""

    def __init__(self, step: int, current: int) -> None:
        super().__init__(
            409, f"stale step {step}: the match is at step {current}; reload to see the new state"
        )


def bad(message: str) -> ApiError:
    return ApiError(400, message)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def agent_seed(match_seed: int, step: int, seat: int) -> int:
    """The seed of the agent that plays ``step`` for ``seat``: independent of everything else."""
    digest = hashlib.sha256(f"eregion-ai/{match_seed}/{step}/{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 2


def choose_action(spec: str, seed: int, state: State) -> str:
    """Run in a worker: the agent's action id for ``state`` (module level so a process pool can call it)."""
    return make_agent(spec, seed, state.game).choose(state).id


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def result_of(state: State) -> Any:
    """None while the game runs; then the returns, the winning side (None for a draw) and whatever the
    game's public view reports as its result (Duel: ``victory``)."""
    if not state.is_over:
        return None
    returns = [float(r) for r in state.returns()]
    best = max(returns)
    winners = [i for i, r in enumerate(returns) if r == best]
    out: dict[str, Any] = {
        "returns": returns,
        "winner": state.game.players[winners[0]] if len(winners) == 1 and best > 0 else None,
    }
    public = state.view(None)
    extra = public.get("result") if isinstance(public, dict) else None
    if isinstance(extra, dict):
        out.update(extra)
    return out


def announcements(
    state: State, seats: list[Seat], seat: int, action: Action, by: str
) -> dict[int | None, dict[str, Any]]:
    """The ``last`` object of every recipient (each seat, and None for spectators), worded from
    ``state`` before ``action`` is applied: the seat that chose reads its label and action id, the
    others what the game lets them know of it (``State.announce``: "Player 1 has bid", no id)."""
    out: dict[int | None, dict[str, Any]] = {}
    for viewer in (*range(len(seats)), None):
        a = state.announce(action, viewer)
        out[viewer] = {
            "seat": seat,
            "side": seats[seat].side,
            "action": a.action,
            "label": a.label,
            "text": a.text,
            "by": by,
        }
    return out


@dataclass
class Seat:
    seat: int
    side: str
    kind: str
    level: str | None = None
    spec: str | None = None
    token_hash: str | None = None

    def public(self) -> dict[str, Any]:
        return {"seat": self.seat, "side": self.side, "kind": self.kind, "level": self.level}


@dataclass(eq=False)
class Subscriber:
    """One WebSocket connection: its seat (None: spectator) and the frames waiting to be sent."""

    seat: int | None
    queue: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue(QUEUE_FRAMES))

    def push(self, text: str | None) -> bool:
        try:
            self.queue.put_nowait(text)
            return True
        except asyncio.QueueFull:
            return False


@dataclass(frozen=True)
class Step:
    """A stored entry read against a match (:meth:`Match.prepare`), ready to take (:meth:`Match.advance`)."""

    entry: str
    state: State
    movers: list[int]
    last: dict[int | None, dict[str, Any]]


@dataclass(eq=False)
class Match:
    id: str
    game: Game
    seed: int
    options: dict[str, Any]
    setup: Any
    seats: list[Seat]
    state: State
    step: int = 0
    created: str = ""
    updated: str = ""
    last: dict[int | None, dict[str, Any]] | None = None  # per recipient: see :func:`announcements`
    result: Any = None
    seeded: bool = False
    """The creator chose the seed (and so may know every hidden card): public, shown to every player."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    subscribers: set[Subscriber] = field(default_factory=set)
    ai_task: asyncio.Task[None] | None = None
    used: float = 0.0
    """When the match was last used (:mod:`eregion.server.memory`'s clock): least recently used go first."""
    pins: int = 0
    """Operations under way that hold this object (it stays in memory while they run)."""
    evicted: bool = False
    """Let go from memory: the next request loads it again from the store."""
    entries: list[str] = field(default_factory=list)
    """Every stored step, takebacks included (:mod:`.takebacks`): the true history, which replays show."""
    movers: list[int] = field(default_factory=list)
    """The seat that made each effective move (``state.action_ids()``): whom a takeback would concern."""
    request: takebacks.Request | None = None
    """A takeback one human seat asks of the others, while it stands (:meth:`asked`)."""
    _views: dict[int | None, tuple[int, Any]] = field(default_factory=dict)

    def prepare(self, entry: str) -> Step:
        """Read the stored entry that would be step ``self.step`` against the current state, changing
        nothing: a move is applied to a clone, a takeback replays the game over the moves it keeps. The
        one reading of entries for playing, loading from the store and catching up with another server.
        An entry that does not fit raises :class:`IllegalAction` or ValueError."""
        state = self.state
        n = takebacks.target(entry)
        if n is None:
            d = state.decision
            chosen = d.find(entry) if d is not None else None
            if d is None or chosen is None:
                raise IllegalAction(entry, d.prompt if d else None, d.ids if d else ())
            last = announcements(state, self.seats, d.player, chosen, self.seats[d.player].kind)
            nxt = state.clone()
            nxt.apply(chosen)
            return Step(entry, nxt, [*self.movers, d.player], last)
        moves = state.action_ids()
        if n >= len(moves):
            raise ValueError(f"takeback {entry!r} goes nowhere: the match has {len(moves)} moves")
        back, movers = takebacks.rebuild(self.game, self.seed, self.options, self.setup, moves[:n])
        seat = back.current_player
        assert seat is not None  # a takeback goes back to a seat's decision
        return Step(entry, back, movers, takebacks.announcements(self.seats, seat, len(moves) - n))

    def advance(self, step: Step, updated: str) -> None:
        """Take the stored entry ``self.step`` (played here or on another server), prepared by
        :meth:`prepare`; any takeback request ends."""
        self.state = step.state
        self.movers = step.movers
        self.entries.append(step.entry)
        self.step += 1
        self.updated = updated
        self.result = result_of(step.state)
        self.last = step.last
        self.request = None

    def asked(self) -> takebacks.Request | None:
        """The takeback request that stands now (one asked at an earlier step has ended)."""
        r = self.request
        return r if r is not None and r.step == self.step else None

    def takeback(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may do about takebacks now: ``can`` is "undo" (no other human seat: it takes
        back at once), "ask" (the other human seats must accept) or None; ``request`` the takeback asked
        of the table, if any; ``answer`` whether this seat is to accept or decline it."""
        humans = [s.seat for s in self.seats if s.kind == HUMAN]
        asked = self.asked()
        can = None
        if seat in humans and seat in self.movers and not self.state.is_over and asked is None:
            can = "undo" if humans == [seat] else "ask"
        request = None
        if asked is not None:
            request = {
                "seat": asked.seat,
                "side": self.seats[asked.seat].side,
                "accepted": sorted(asked.accepted),
            }
        answer = asked is not None and seat in humans and seat != asked.seat and seat not in asked.accepted
        return {"can": can, "request": request, "answer": answer}

    @contextlib.contextmanager
    def pinned(self) -> Iterator[None]:
        """Hold this match in memory for the duration (:mod:`eregion.server.memory` lets go of no pinned
        match), e.g. while a request waits for its lock."""
        self.pins += 1
        try:
            yield
        finally:
            self.pins -= 1

    @property
    def status(self) -> str:
        return FINISHED if self.state.is_over else IN_PROGRESS

    def seat_of(self, token: str | None) -> int | None:
        """The seat ``token`` holds; None for no token (a spectator); a wrong token is a 403."""
        if token is None or token == "":
            return None
        if not isinstance(token, str):
            raise bad("'token' must be a string")
        h = hash_token(token)
        for s in self.seats:
            if s.token_hash is not None and secrets.compare_digest(s.token_hash, h):
                return s.seat
        raise ApiError(403, f"this token holds no seat in match {self.id}")

    def view(self, seat: int | None) -> Any:
        """The seat's view of the current state, computed once per step: together with the view of
        every other subscribed seat that lacks it, as the game shares what they all see."""
        cached = self._views.get(seat)
        if cached is not None and cached[0] == self.step:
            return cached[1]
        others = {s.seat for s in self.subscribers} - {seat}
        seats = [seat, *(s for s in others if self._views.get(s, (-1,))[0] != self.step)]
        for s, v in zip(seats, self.state.views(seats), strict=True):
            self._views[s] = (self.step, v)
        return self._views[seat][1]

    def decision(self, seat: int | None) -> dict[str, Any]:
        """Who must act, and (for that seat only) the legal actions: the same for every game, so a
        client needs no game knowledge to know whether it is its turn."""
        d = self.state.decision
        if d is None:
            return {"to_move": None, "actions": [], "idle": False}
        actions = []
        if seat == d.player:
            actions = [{"id": a.id, "label": self.state.describe_action(a)} for a in d.options]
        return {"to_move": d.player, "actions": actions, "idle": seat == d.player and self.state.idle}

    def body(self, seat: int | None) -> dict[str, Any]:
        """What ``GET /api/matches/{id}`` answers for ``seat``."""
        return {
            "id": self.id,
            "game": self.game.name,
            "step": self.step,
            "seat": seat,
            "view": self.view(seat),
            "seats": [s.public() for s in self.seats],
            "seeded": self.seeded,
            "status": self.status,
            "result": self.result,
            "last": self.last_for(seat),
            "takeback": self.takeback(seat),
            **self.decision(seat),
        }

    def last_for(self, seat: int | None) -> dict[str, Any] | None:
        """The latest action as ``seat`` may know it (None before the first)."""
        return None if self.last is None else self.last[seat]

    def frame(self, seat: int | None) -> dict[str, Any]:
        """The WebSocket ``state`` frame for ``seat``."""
        return {
            "type": "state",
            "step": self.step,
            "view": self.view(seat),
            "status": self.status,
            "result": self.result,
            "last": self.last_for(seat),
            "takeback": self.takeback(seat),
            **self.decision(seat),
        }


def dumps(value: Any) -> str:
    """Compact JSON text of a frame (orjson: frames are the server's main cost after the views)."""
    return orjson.dumps(value).decode()
