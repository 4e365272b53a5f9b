"""The FastAPI app: the JSON API and WebSocket of docs/web-api.md, and the browser pages.

Every error is ``{"error": "<clear message>"}`` with a 4xx status (400 bad input, 403 wrong token or not
your decision, 404 unknown match, 409 stale step, 413 too large, 429 too many new matches); nothing a
client sends can raise past a handler. Bodies and messages are read and parsed by :mod:`.limits`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from eregion.server.limits import MAX_CREATIONS, MAX_MESSAGE, CreationLimit, parse_json, read_body
from eregion.server.manager import Manager
from eregion.server.match import ApiError, Match, bad, dumps
from eregion.server.memory import Retention
from eregion.store import Store
from eregion.web import STATIC_DIR

log = logging.getLogger("eregion.server")


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def _json_body(request: Request) -> Any:
    return parse_json(await read_body(request))


def _step_param(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return int(text)
    except ValueError:
        raise bad(f"'step' must be an integer, not {text[:40]!r}") from None


def create_app(
    store: Store,
    *,
    ai_pause: float = 0.3,
    ai_workers: int = 2,
    ai_processes: bool = True,
    levels: Mapping[str, str] | None = None,
    static_dir: Path | None = None,
    max_creations: int = MAX_CREATIONS,
    retention: Retention | None = None,
) -> FastAPI:
    """The app for ``store`` (opened by the caller, who also closes it).

    ``ai_pause``: seconds before each AI move, so humans see the previous move announced; ``ai_processes``:
    AI moves in a process pool (False: a thread pool, for tests); ``levels``: AI level -> agent spec;
    ``max_creations``: new matches per client address a minute (0: no cap); ``retention``: which
    matches stay in memory (:class:`~eregion.server.memory.Retention`).
    """
    manager = Manager(
        store,
        ai_pause=ai_pause,
        ai_workers=ai_workers,
        ai_processes=ai_processes,
        levels=levels,
        retention=retention,
    )
    creations = CreationLimit(max_creations)
    static = static_dir or STATIC_DIR

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await manager.start()
        yield
        await manager.close()

    app = FastAPI(title="eregion", docs_url=None, redoc_url=None, openapi_url=None, lifespan=lifespan)
    app.state.manager = manager

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, e: ApiError) -> JSONResponse:
        return _error(e.status, e.message)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, e: StarletteHTTPException) -> JSONResponse:
        return _error(e.status_code, str(e.detail))

    @app.exception_handler(Exception)
    async def _unexpected(_request: Request, e: Exception) -> JSONResponse:  # pragma: no cover - a bug
        log.exception("unexpected error")
        return _error(500, "internal error (logged on the server); nothing was changed")

    # --- catalogue -------------------------------------------------------------------------------

    @app.get("/api/games")
    async def games() -> Any:
        return manager.catalogue()

    @app.get("/api/levels")
    async def levels_() -> Any:
        return manager.level_list()

    @app.get("/api/games/{name}/cards")
    async def cards(name: str) -> Any:
        return manager.cards(name)

    # --- decks (the deck builder) ----------------------------------------------------------------

    @app.post("/api/games/{name}/decks/check")
    async def check_deck(name: str, request: Request) -> Any:
        return manager.decks.check(name, await _json_body(request))

    @app.get("/api/games/{name}/decks")
    async def decks(name: str, owner: str | None = None) -> Any:
        return await manager.decks.list(name, owner)

    @app.post("/api/games/{name}/decks", status_code=201)
    async def save_deck(name: str, request: Request) -> Any:
        return JSONResponse(await manager.decks.save(name, await _json_body(request)), status_code=201)

    @app.put("/api/games/{name}/decks/{deck_id}")
    async def update_deck(name: str, deck_id: str, request: Request) -> Any:
        return await manager.decks.update(name, deck_id, await _json_body(request))

    @app.delete("/api/games/{name}/decks/{deck_id}")
    async def delete_deck(name: str, deck_id: str, owner: str | None = None) -> Any:
        return await manager.decks.delete(name, deck_id, owner)

    # --- matches ---------------------------------------------------------------------------------

    @app.post("/api/matches", status_code=201)
    async def create(request: Request) -> Any:
        client = request.client.host if request.client is not None else "unknown"
        creations.check(client)
        created = await manager.create(await _json_body(request))
        creations.record(client)
        return JSONResponse(created, status_code=201)

    @app.get("/api/matches")
    async def mine(tokens: str | None = None) -> Any:
        return await manager.mine(tokens)

    @app.get("/api/matches/{match_id}")
    async def show(match_id: str, token: str | None = None) -> Any:
        match = await manager.get(match_id)
        seat = match.seat_of(token)
        manager.ensure_ai(match)
        return match.body(seat)

    @app.post("/api/matches/{match_id}/actions")
    async def act(match_id: str, request: Request) -> Any:
        body = await _json_body(request)  # first: no wait between finding the match and acting on it
        match = await manager.get(match_id)
        if not isinstance(body, dict):
            raise bad('the request body must be a JSON object {"token": ..., "action": ..., "step": ...}')
        for key in ("token", "action", "step"):
            if key not in body:
                raise bad(f"missing field {key!r}; send token, action and step")
        if not isinstance(body["token"], str):
            raise bad("'token' must be a string")
        seat = match.seat_of(body["token"])
        await manager.act(match, seat, body["action"], body["step"])
        return match.body(seat)

    @app.post("/api/matches/{match_id}/takeback")
    async def takeback(match_id: str, request: Request) -> Any:
        body = await _json_body(request)
        match = await manager.get(match_id)
        if not isinstance(body, dict):
            raise bad('the request body must be a JSON object {"token": ..., "step": ...[, "accept": ...]}')
        for key in ("token", "step"):
            if key not in body:
                raise bad(f"missing field {key!r}; send token and step (and accept, to answer a request)")
        if not isinstance(body["token"], str):
            raise bad("'token' must be a string")
        seat = match.seat_of(body["token"])
        await manager.take_back(match, seat, body["step"], body.get("accept"))
        return match.body(seat)

    @app.get("/api/matches/{match_id}/replay")
    async def replay(match_id: str, token: str | None = None, step: str | None = None) -> Any:
        match = await manager.get(match_id)
        seat = match.seat_of(token)
        body = await manager.replays.body(match, seat, _step_param(step))
        return Response(body, media_type="application/json")

    # --- WebSocket -------------------------------------------------------------------------------

    @app.websocket("/ws/matches/{match_id}")
    async def ws(websocket: WebSocket, match_id: str) -> None:
        await websocket.accept()
        try:
            match = await manager.get(match_id)
            seat = match.seat_of(websocket.query_params.get("token"))
        except ApiError as e:
            await websocket.send_text(dumps({"type": "error", "message": e.message, "status": e.status}))
            await websocket.close(code=4000 + e.status)
            return
        sub = await manager.subscribe(match, seat)
        sender = asyncio.create_task(_send_loop(websocket, sub.queue))
        try:
            while True:
                try:
                    message = await websocket.receive()
                except RuntimeError:
                    break
                if message["type"] == "websocket.disconnect":
                    break
                text = message.get("text")
                if text is None and message.get("bytes") is not None:
                    text = message["bytes"].decode("utf-8", "replace")
                reply = await _handle(manager, match, seat, text or "")
                if reply is not None and not sub.push(dumps(reply)):
                    break
                if sender.done():
                    break
        except WebSocketDisconnect:
            pass
        finally:
            manager.unsubscribe(match, sub)
            sender.cancel()
            with contextlib.suppress(BaseException):
                await sender

    # --- pages -----------------------------------------------------------------------------------

    @app.get("/", include_in_schema=False)
    async def index() -> Any:
        return _page(static / "index.html")

    @app.get("/decks", include_in_schema=False)
    async def deck_builder() -> Any:
        return _page(static / "decks.html")

    @app.get("/play/{match_id}", include_in_schema=False)
    async def play(match_id: str) -> Any:
        return _page(static / "play.html")

    app.mount("/static", StaticFiles(directory=static, check_dir=False), name="static")
    return app


def _page(path: Path) -> Any:
    if not path.is_file():
        return _error(404, f"the page {path.name} is missing from this installation ({path.parent})")
    return FileResponse(path, media_type="text/html", headers={"Cache-Control": "no-cache"})


async def _send_loop(websocket: WebSocket, queue: asyncio.Queue[str | None]) -> None:
    """Send queued frames in order; None closes the connection."""
    try:
        while True:
            text = await queue.get()
            if text is None:
                await websocket.close(code=1012)
                return
            await websocket.send_text(text)
    except Exception:  # noqa: BLE001 - the client went away (any transport error): the receive loop ends too
        with contextlib.suppress(Exception):
            await websocket.close()


async def _handle(manager: Manager, match: Match, seat: int | None, text: str) -> dict[str, Any] | None:
    """One client message; an error frame for anything wrong (the match is unchanged)."""

    def error(message: str, status: int = 400) -> dict[str, Any]:
        return {"type": "error", "message": message, "status": status}

    if len(text) > MAX_MESSAGE:
        return error(f"message too large (at most {MAX_MESSAGE} bytes)")
    try:
        msg = parse_json(text, "the message")
    except ApiError as e:
        return error(e.message, e.status)
    if not isinstance(msg, dict):
        return error('a message must be a JSON object such as {"type": "action", "action": ..., "step": ...}')
    kind = msg.get("type")
    if kind not in ("action", "takeback"):
        return error(
            f"unknown message type {kind!r}; send {{'type': 'action', 'action': ..., 'step': ...}} or "
            "{'type': 'takeback', 'step': ...[, 'accept': ...]}"
        )
    needed = ("action", "step") if kind == "action" else ("step",)
    for key in needed:
        if key not in msg:
            return error(f"missing field {key!r}; send type, {', '.join(needed)}")
    try:
        if kind == "action":
            await manager.act(match, seat, msg["action"], msg["step"])
        else:
            await manager.take_back(match, seat, msg["step"], msg.get("accept"))
    except ApiError as e:
        return error(e.message, e.status)
    except Exception:  # pragma: no cover - a bug: report it, keep the connection
        log.exception("unexpected error handling a message")
        return error("internal error (logged on the server); nothing was changed", 500)
    return None
