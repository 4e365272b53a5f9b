"""The match manager: every served game's state, its seats and tokens, the AI seats, persistence.

The server owns every state. A client names a match by its unguessable id and a seat by its token;
the manager accepts an action only from the seat that owes the pending decision, commits it to the
store, and only then applies it, answers and broadcasts each subscriber its own seat's view. AI seats
are played off the event loop (a process or thread pool, shared fairly: :mod:`.ai`) with seeds derived
from the match seed and the step, so a match is reproducible from its stored actions. Unused matches
are let go from memory and load again on demand (:mod:`.memory`); replays are built apart (:mod:`.replays`);
a new match's request is checked apart (:mod:`.requests`).

All match state is touched on the event loop only, under the match's :class:`asyncio.Lock`; the store
is used from one dedicated thread (one writer: SQLite never waits on itself). Several servers may share
a PostgreSQL store: :mod:`eregion.server.sync` keeps their matches in step.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Callable, Mapping
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Any

from eregion.core import EregionError, Game, IllegalAction, UnknownGame
from eregion.games import get_game, names
from eregion.server import takebacks
from eregion.server.ai import FairPool
from eregion.server.commits import GroupCommit
from eregion.server.decks import DeckBook, match_setup
from eregion.server.match import (
    AGENT_ABOUT,
    AI,
    FINISHED,
    HUMAN,
    IN_PROGRESS,
    LEVELS,
    MAX_TOKENS,
    ApiError,
    Match,
    Seat,
    Stale,
    Subscriber,
    agent_seed,
    bad,
    choose_action,
    dumps,
    hash_token,
    level_spec,
    now_iso,
    result_of,
)
from eregion.server.memory import Retention
from eregion.server.replays import Replays
from eregion.server.requests import new_match
from eregion.server.sync import Sync
from eregion.store import MatchAction, MatchRecord, MatchSeat, StaleStep, Store, StoreError
from eregion.workers import spawn_pool

log = logging.getLogger("eregion.server")


class Manager:
    """Creates, loads, plays and persists matches. Start with :meth:`start`, stop with :meth:`close`."""

    def __init__(
        self,
        store: Store,
        *,
        ai_pause: float = 0.3,
        ai_workers: int = 2,
        ai_processes: bool = True,
        levels: Mapping[str, str] | None = None,
        lookup: Callable[[str], Game] = get_game,
        retention: Retention | None = None,
    ) -> None:
        self.store = store
        self.ai_pause = ai_pause
        self.levels = dict(LEVELS if levels is None else levels)
        self.lookup = lookup
        self._ai_workers = ai_workers
        self._ai_processes = ai_processes
        self._ai_pool: Executor | None = None
        self.ai = FairPool(self._pool, ai_workers)
        self._db = ThreadPoolExecutor(1, thread_name_prefix="eregion-store")
        self._commits = GroupCommit(store, self._db)
        self.matches: dict[str, Match] = {}
        self._loading: dict[str, asyncio.Future[Match | None]] = {}
        self.retention = retention or Retention()
        self._sweeper: asyncio.Task[None] | None = None
        self.replays = Replays()
        self.decks = DeckBook(store, lookup, self._db_call)
        self._closed = False
        self.sync = Sync(self)

    # --- life cycle ------------------------------------------------------------------------------

    async def start(self) -> None:
        await self.sync.start()

    def _pool(self) -> Executor:
        if self._ai_pool is None:
            if self._ai_processes:
                self._ai_pool = spawn_pool(self._ai_workers)
            else:
                self._ai_pool = ThreadPoolExecutor(self._ai_workers, thread_name_prefix="eregion-ai")
        return self._ai_pool

    async def close(self) -> None:
        self._closed = True
        await self.sync.close()
        tasks = [m.ai_task for m in self.matches.values() if m.ai_task is not None]
        if self._sweeper is not None:
            tasks.append(self._sweeper)
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(BaseException):
                await t
        for m in self.matches.values():
            for sub in m.subscribers:
                sub.push(None)
        if self._ai_pool is not None:
            self._ai_pool.shutdown(wait=False, cancel_futures=True)
        self.replays.close()
        self._db.shutdown(wait=True)

    def _remember(self, match: Match) -> None:
        """Hold ``match`` in memory, letting go of unused ones over the cap (and, from time to time, of
        idle ones)."""
        self.retention.touch(match)
        self.matches[match.id] = match
        with match.pinned():  # not this one: its caller is about to use it
            self.sweep()
        if self._sweeper is None and not self._closed:
            self._sweeper = asyncio.get_running_loop().create_task(self._sweep_now_and_then())

    def sweep(self) -> int:
        """Let go of the matches nobody uses that :class:`Retention` says to; returns how many."""
        gone = self.retention.sweep(self.matches)
        for m in gone:
            log.debug("match %s let go from memory at step %d", m.id, m.step)
        return len(gone)

    async def _sweep_now_and_then(self) -> None:
        while not self._closed:
            await asyncio.sleep(self.retention.sweep_s)
            self.sweep()

    async def _db_call(self, fn: Callable[..., Any], *args: Any) -> Any:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._db, fn, *args)
        except StaleStep:
            raise
        except StoreError as e:
            log.error("store error: %s", e)
            raise ApiError(503, f"the store failed, nothing was changed: {e}") from None

    # --- the catalogue ---------------------------------------------------------------------------

    def catalogue(self) -> list[dict[str, Any]]:
        out = []
        for name in names():
            g = self.lookup(name)
            out.append(
                {
                    "name": g.name,
                    "title": g.title,
                    "summary": g.summary,
                    "players": list(g.players),
                    "seats": None
                    if g.seat_count is None
                    else {"option": g.seats_option, "fixed": g.fixed_seats},
                    "options": [
                        {
                            "name": o.name,
                            "default": o.default,
                            "choices": list(o.choices),
                            "labels": [o.label(c) for c in o.choices],
                            "help": o.help,
                        }
                        for o in g.options
                    ],
                    "decks": None if g.deck_building is None else list(g.deck_building.options),
                    "levels": [
                        {"level": level, "spec": spec, "about": AGENT_ABOUT.get(spec.split(":")[0], "")}
                        for level in self.levels
                        for spec in (level_spec(g.name, level, self.levels),)
                    ],
                }
            )
        return out

    def cards(self, name: str) -> list[dict[str, Any]]:
        """``GET /api/games/{name}/cards``: every component of the game with its text (empty where the game
        has no card list yet); 404 for an unknown game."""
        try:
            game = self.lookup(name)
        except UnknownGame as e:
            raise ApiError(404, str(e)) from None
        return [] if game.cards is None else [e.to_json() for e in game.cards()]

    def level_list(self) -> list[dict[str, str]]:
        return [{"level": k, "spec": v} for k, v in self.levels.items()]

    # --- creating and finding matches ------------------------------------------------------------

    async def create(self, body: Any) -> dict[str, Any]:
        game, options, seed, seeded, seats, tokens = new_match(body, self.lookup, self.levels)
        setup = match_setup(game, options, body.get("decks"))
        try:
            state = game.new_game(seed, options, setup)
        except (EregionError, ValueError) as e:
            raise bad(f"cannot start {game.name}: {e}") from None
        match_id = secrets.token_urlsafe(12)
        now = now_iso()
        record = MatchRecord(
            id=match_id,
            game=game.name,
            rules_version=game.rules_version,
            seed=seed,
            seeded=seeded,
            options=options,
            setup=setup,
            seats=tuple(MatchSeat(s.seat, s.kind, s.level, s.spec, s.token_hash) for s in seats),
            status=FINISHED if state.is_over else IN_PROGRESS,
            created=now,
            updated=now,
        )
        await self._db_call(self.store.create_match, record)
        match = Match(
            match_id, game, seed, options, setup, seats, state, 0, now, now, result=result_of(state)
        )
        match.seeded = seeded
        self._remember(match)
        self.ensure_ai(match)
        out_seats = []
        for s in seats:
            entry: dict[str, Any] = {"seat": s.seat, "side": s.side, "kind": s.kind}
            if s.kind == HUMAN:
                entry["token"] = tokens[s.seat]
                entry["url"] = f"/play/{match_id}?token={tokens[s.seat]}"
            elif s.kind == AI:
                entry["level"] = s.level
            out_seats.append(entry)
        return {"id": match_id, "game": game.name, "seeded": seeded, "seats": out_seats}

    async def get(self, match_id: str) -> Match:
        """The match, from memory or rebuilt from the store by replaying its actions; 404 if unknown."""
        if not isinstance(match_id, str) or not 0 < len(match_id) <= 64:
            raise ApiError(404, f"no match {str(match_id)[:64]!r}")
        match = self.matches.get(match_id)
        if match is not None:
            self.retention.touch(match)
            await self.sync.refresh(match)  # another server may have moved it
            return match
        pending = self._loading.get(match_id)
        if pending is None:
            pending = asyncio.get_running_loop().create_future()
            self._loading[match_id] = pending
            try:
                found = await self._load(match_id)
                pending.set_result(found)
            except BaseException as e:
                pending.set_exception(e)
                pending.exception()  # retrieved: nobody else may be waiting
                raise
            finally:
                del self._loading[match_id]
        else:
            found = await asyncio.shield(pending)
        if found is None:
            raise ApiError(404, f"no match {match_id!r} (it may have been created on another server)")
        if found.evicted:  # let go again while this request waited for it to load
            return await self.get(match_id)
        return found

    async def _load(self, match_id: str) -> Match | None:
        rec: MatchRecord | None = await self._db_call(self.store.match, match_id)
        if rec is None:
            return None
        try:
            game = self.lookup(rec.game)
        except UnknownGame as e:
            raise ApiError(409, f"match {match_id} cannot be continued: {e}") from None
        if rec.rules_version != game.rules_version:
            raise ApiError(
                409,
                f"match {match_id} was played under {game.name} rules version {rec.rules_version!r}; "
                f"this server has {game.rules_version!r}",
            )
        seats = [Seat(s.seat, game.players[s.seat], s.kind, s.level, s.spec, s.token_hash) for s in rec.seats]
        entries = list(rec.actions)
        try:  # replay all but the last entry, then take that one as it was played (for its `last`)
            moves = takebacks.effective(entries[:-1])
            state, movers = takebacks.rebuild(game, rec.seed, rec.options, rec.setup, moves)
        except (EregionError, ValueError) as e:
            raise ApiError(409, f"match {match_id} cannot be rebuilt from the store: {e}") from None
        match = Match(
            rec.id,
            game,
            rec.seed,
            rec.options,
            rec.setup,
            seats,
            state,
            max(len(entries) - 1, 0),
            rec.created,
            rec.updated,
            result=result_of(state),
            seeded=rec.seeded,
            entries=entries[:-1],
            movers=movers,
        )
        if entries:
            try:
                match.advance(match.prepare(entries[-1]), rec.updated)
            except (EregionError, ValueError) as e:
                raise ApiError(409, f"match {match_id} cannot be rebuilt from the store: {e}") from None
        self._remember(match)
        log.info("match %s loaded from the store at step %d", match_id, match.step)
        self.ensure_ai(match)
        return match

    async def mine(self, tokens_param: str | None) -> list[dict[str, Any]]:
        """``GET /api/matches?tokens=...``: the matches these tokens sit in."""
        if tokens_param is None or tokens_param.strip() == "":
            return []
        tokens = [t for t in (x.strip() for x in tokens_param.split(",")) if t]
        if len(tokens) > MAX_TOKENS:
            raise bad(f"at most {MAX_TOKENS} tokens at a time")
        hashes = sorted({hash_token(t) for t in tokens})
        found: list[tuple[MatchRecord, int]] = await self._db_call(self.store.matches_by_tokens, hashes)
        out = []
        for rec, seat in found:
            live = self.matches.get(rec.id)
            game = self.lookup(rec.game) if rec.game in names() else None
            side = game.players[seat] if game is not None and seat < len(game.players) else None
            if live is not None:
                status, updated, result = live.status, live.updated, live.result
            else:
                status, updated, result = rec.status, rec.updated, rec.result
            out.append(
                {
                    "id": rec.id,
                    "game": rec.game,
                    "status": status,
                    "seat": seat,
                    "side": side,
                    "updated": updated,
                    "result": result,
                }
            )
        out.sort(key=lambda m: (m["updated"], m["id"], m["seat"]), reverse=True)
        return out

    # --- playing ---------------------------------------------------------------------------------

    async def act(self, match: Match, seat: int | None, action: Any, step: Any) -> None:
        """Apply a human seat's action: validated, committed to the store, then applied and broadcast."""
        if seat is None:
            raise ApiError(403, "spectators cannot act; open the match with a seat's token")
        if not isinstance(action, str) or action == "":
            raise bad("'action' must be a non-empty action id (string)")
        if not isinstance(step, int) or isinstance(step, bool):
            raise bad("'step' must be an integer: the step the page shows (the number of actions so far)")
        with match.pinned():  # held from here: never let go while it waits for the lock
            await self._act(match, seat, action, step)
        self.ensure_ai(match)

    async def _act(self, match: Match, seat: int, action: str, step: int) -> None:
        async with match.lock:
            if step != match.step:
                raise Stale(step, match.step)
            state = match.state
            if state.is_over:
                raise ApiError(409, "the game is over")
            owner = state.current_player
            if owner != seat:
                raise ApiError(
                    403,
                    f"it is not your decision: {match.seats[owner].side} (seat {owner}) decides now",  # type: ignore[index]
                )
            await self._commit(match, seat, action, HUMAN)

    async def _commit(self, match: Match, seat: int, entry: str, by: str) -> None:
        """With the match lock held: read ``entry`` (an action id or a takeback) against a clone, store it,
        then swap in and broadcast. An illegal action or a store failure leaves the match as it was."""
        d = match.state.decision
        assert d is not None
        if takebacks.target(entry) is None and d.find(entry) is None:
            raise bad(str(IllegalAction(entry, d.prompt, d.ids)))
        nxt = match.prepare(entry)
        step = match.step
        status = FINISHED if nxt.state.is_over else IN_PROGRESS
        try:
            updated = await self._commits.commit(
                MatchAction(match.id, step, entry, seat, by, status, result_of(nxt.state))
            )
        except StaleStep:  # another server stored this step first: take its moves, refuse this one
            await self.sync.catch_up(match)
            raise Stale(step, match.step) from None
        match.advance(nxt, updated)
        self.retention.touch(match)
        self._broadcast(match)

    # --- takebacks -------------------------------------------------------------------------------

    async def take_back(self, match: Match, seat: int | None, step: Any, accept: Any = None) -> None:
        """A human seat's takeback (``accept`` None) or its answer to another seat's request (True or
        False). With no other human seat the takeback happens at once; otherwise it is asked of the other
        human seats and happens when all of them accept (one declines: it ends)."""
        if seat is None:
            raise ApiError(403, "spectators cannot take back moves; open the match with a seat's token")
        if not isinstance(step, int) or isinstance(step, bool):
            raise bad("'step' must be an integer: the step the page shows (the number of actions so far)")
        if accept is not None and not isinstance(accept, bool):
            raise bad("'accept' must be true or false (or left out to ask for a takeback)")
        with match.pinned():
            async with match.lock:
                if step != match.step:
                    raise Stale(step, match.step)
                if match.state.is_over:
                    raise ApiError(409, "the game is over: its moves can no longer be taken back")
                humans = [s.seat for s in match.seats if s.kind == HUMAN]
                if accept is None:
                    await self._ask_takeback(match, seat, humans)
                else:
                    await self._answer_takeback(match, seat, accept, humans)

    async def _ask_takeback(self, match: Match, seat: int, humans: list[int]) -> None:
        if match.asked() is not None:
            raise ApiError(409, "a takeback is already asked: the other players answer it first")
        if seat not in match.movers:
            raise ApiError(409, "nothing to take back: you have made no decision yet")
        if humans == [seat]:
            await self._take_back(match, seat)
            return
        match.request = takebacks.Request(seat, match.step)
        self._broadcast(match)

    async def _answer_takeback(self, match: Match, seat: int, accept: bool, humans: list[int]) -> None:
        asked = match.asked()
        if asked is None:
            raise ApiError(409, "no takeback is asked now (a move since may have ended it)")
        if seat == asked.seat:
            raise ApiError(403, "you asked for this takeback: the other players answer it")
        if not accept:
            match.request = None
        else:
            asked.accepted.add(seat)
            if asked.accepted >= set(humans) - {asked.seat}:
                await self._take_back(match, asked.seat)
                return
        self._broadcast(match)

    async def _take_back(self, match: Match, seat: int) -> None:
        """With the match lock held: store and take ``undo:N``, N the moves before ``seat``'s last decision."""
        moves = len(match.movers) - 1 - match.movers[::-1].index(seat)
        await self._commit(match, seat, takebacks.entry(moves), HUMAN)
        if match.ai_task is not None:  # its move answers a position taken back: a new one starts when due
            match.ai_task.cancel()
            match.ai_task = None

    def _broadcast(self, match: Match) -> None:
        """Queue every subscriber its seat's frame (call with the match lock held, to keep the order)."""
        texts: dict[int | None, str] = {}
        dropped = []
        for sub in match.subscribers:
            text = texts.get(sub.seat)
            if text is None:
                text = texts[sub.seat] = dumps(match.frame(sub.seat))
            if not sub.push(text):
                dropped.append(sub)
        for sub in dropped:  # too far behind: disconnect it (it reconnects and gets the state)
            match.subscribers.discard(sub)
            with contextlib.suppress(asyncio.QueueEmpty):
                sub.queue.get_nowait()
            sub.push(None)

    async def subscribe(self, match: Match, seat: int | None) -> Subscriber:
        """A new subscriber, with the current state as its first frame."""
        sub = Subscriber(seat)
        with match.pinned():
            async with match.lock:
                sub.push(dumps(match.frame(seat)))
                match.subscribers.add(sub)
        self.ensure_ai(match)
        return sub

    def unsubscribe(self, match: Match, sub: Subscriber) -> None:
        match.subscribers.discard(sub)

    # --- AI seats --------------------------------------------------------------------------------

    def ensure_ai(self, match: Match) -> None:
        """Start the match's AI task if an AI seat owes the decision and none is running."""
        if self._closed or match.ai_task is not None:
            return
        p = match.state.current_player
        if p is None or match.seats[p].kind != AI:
            return
        match.ai_task = asyncio.get_running_loop().create_task(self._ai_loop(match))

    async def _ai_loop(self, match: Match) -> None:
        human = any(s.kind == HUMAN for s in match.seats)
        try:
            while not self._closed:
                async with match.lock:
                    state = match.state
                    p = state.current_player
                    if p is None or match.seats[p].kind != AI:
                        return
                    step = match.step
                    spec = match.seats[p].spec or "random"
                    snapshot = state.clone()
                if self.ai_pause > 0:
                    await asyncio.sleep(self.ai_pause)
                seed = agent_seed(match.seed, step, p)
                action_id = await self.ai.run(match.id, human, choose_action, spec, seed, snapshot)
                async with match.lock:
                    if match.step != step:  # another server played it: that one plays on
                        return
                    await self._commit(match, p, action_id, AI)
        except asyncio.CancelledError:
            raise
        except Stale:  # another server stored this step first (caught up): that one plays on
            pass
        except ApiError as e:
            log.error("AI move in match %s failed: %s", match.id, e.message)
        except Exception:
            log.exception("AI move in match %s failed", match.id)
        finally:
            if match.ai_task is asyncio.current_task():  # not one started since a takeback let it go
                match.ai_task = None

    async def idle(self) -> None:
        """Wait until no AI task runs (for tests)."""
        while True:
            tasks = [m.ai_task for m in self.matches.values() if m.ai_task is not None]
            if not tasks:
                return
            await asyncio.wait(tasks)
