"""What the server refuses before any game code runs (eregion/server/limits.py): an oversized body while
it streams in (never read whole), JSON nested too deeply, option values of the wrong type, and too many
new matches from one client; each with a clear 4xx and nothing changed, never a 500."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from server_helpers import app_client
from starlette.testclient import TestClient

from eregion.core import InvalidSetup
from eregion.games import get_game
from eregion.server import create_app
from eregion.server.limits import MAX_BODY, MAX_DEPTH, CreationLimit
from eregion.server.match import ApiError
from eregion.store import Store


@pytest.fixture
def client(tmp_path: Path) -> Any:
    with app_client(str(tmp_path / "server.db")) as c:
        yield c


def _post_in_chunks(app: Any, path: str, chunks: list[bytes], headers: list[tuple[bytes, bytes]]) -> Any:
    """POST ``chunks`` to the ASGI ``app`` as a streamed body; returns the status, the answer and how many
    chunks the app read before it answered."""
    read = 0
    messages: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        nonlocal read
        if read < len(chunks):
            read += 1
            return {"type": "http.request", "body": chunks[read - 1], "more_body": read < len(chunks)}
        await asyncio.Event().wait()  # the client sent everything and waits for the answer
        raise AssertionError("unreachable")

    async def send(message: dict[str, Any]) -> None:
        messages.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [(b"host", b"testserver"), (b"content-type", b"application/json"), *headers],
        "client": ("127.0.0.1", 5000),
        "server": ("testserver", 80),
    }
    asyncio.run(app(scope, receive, send))
    status = next(m["status"] for m in messages if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in messages if m["type"] == "http.response.body")
    return status, json.loads(body), read


def test_an_oversized_body_is_refused_while_it_streams_in(tmp_path: Path) -> None:
    store = Store(str(tmp_path / "s.db"))
    try:
        app = create_app(store, ai_processes=False)
        chunk = b" " * 16384
        chunks = [chunk] * 64  # 1 MiB, sixteen times the cap, with no length announced (chunked)
        status, answer, read = _post_in_chunks(
            app, "/api/matches", chunks, [(b"transfer-encoding", b"chunked")]
        )
        assert status == 413 and "too large" in answer["error"] and str(MAX_BODY) in answer["error"]
        assert read == MAX_BODY // len(chunk) + 1  # it stopped at the first chunk past the cap
        # A length announced over the cap is refused before a byte of the body is read.
        length = str(300 * 2**20).encode()
        status, answer, read = _post_in_chunks(app, "/api/matches", chunks, [(b"content-length", length)])
        assert status == 413 and "too large" in answer["error"] and read == 0
        status, answer, read = _post_in_chunks(
            app, "/api/matches/x/actions", chunks, [(b"content-length", b"2x")]
        )
        assert status == 400 and "Content-Length" in answer["error"] and read == 0
    finally:
        store.close()


def test_json_nested_too_deeply_or_with_huge_numbers_is_a_clear_400(client: TestClient) -> None:
    deep = "[" * 20000 + "]" * 20000
    for path in ("/api/matches", "/api/matches/whatever/actions"):
        r = client.post(path, content=deep, headers={"content-type": "application/json"})
        assert r.status_code == 400 and f"at most {MAX_DEPTH} levels" in r.json()["error"], r.text
    huge = '{"game": "duel", "seats": ["human", "human"], "seed": 1' + "0" * 5000 + "}"
    r = client.post("/api/matches", content=huge, headers={"content-type": "application/json"})
    assert r.status_code == 400 and "digits" in r.json()["error"], r.text
    # Brackets inside strings are text, not nesting.
    r = client.post("/api/matches", json={"game": "[" * 100, "seats": ["human", "human"]})
    assert r.status_code == 400 and "unknown game" in r.json()["error"]
    m = client.post("/api/matches", json={"game": "duel", "seats": ["human", "human"]}).json()
    with client.websocket_connect(f"/ws/matches/{m['id']}?token={m['seats'][0]['token']}") as ws:
        first = ws.receive_json()
        ws.send_text("[" * 5000 + "]" * 5000)
        e = ws.receive_json()
        assert e["type"] == "error" and e["status"] == 400 and "nested too deeply" in e["message"]
        ws.send_text('{"type": "action", "action": [[[[[[[[[[[[[[[[[[[["x"]]]]]]]]]]]]]]]]]]], "step": 0}')
        assert "nested too deeply" in ws.receive_json()["message"]
        ws.send_text("")
        assert "empty" in ws.receive_json()["message"]
        ws.send_json({"type": "action", "action": "x", "step": 99})  # the connection still works
        assert "stale step 99" in ws.receive_json()["message"]
    assert client.get(f"/api/matches/{m['id']}").json()["step"] == first["step"] == 0


@pytest.mark.parametrize(
    ("game", "options", "fragment"),
    [
        ("lcg", {"players": 2.0}, "option 'players' cannot be 2.0"),
        ("lcg", {"players": 2.0, "first": 2}, "option 'players' cannot be 2.0"),
        ("lcg", {"players": 2, "first": 1.0}, "option 'first' cannot be 1.0"),
        ("lcg", {"players": 2, "easy": 1}, "option 'easy' cannot be 1"),
        ("lcg", {"players": 2, "easy": 0.0}, "option 'easy' cannot be 0.0"),
        ("duel", {"promo": 1}, "option 'promo' cannot be 1"),
        ("duel", {"promo": 0.0}, "option 'promo' cannot be 0.0"),
    ],
)
def test_option_values_of_the_wrong_type_are_refused(
    client: TestClient, game: str, options: dict[str, Any], fragment: str
) -> None:
    seats = ["human", "human"] + ["empty"] * (len(get_game(game).players) - 2)  # lcg: as for 2 players
    r = client.post("/api/matches", json={"game": game, "options": options, "seats": seats})
    assert r.status_code == 400 and fragment in r.json()["error"], r.text
    with pytest.raises(InvalidSetup, match="cannot be"):
        get_game(game).resolve_options(options)
    # The right types are taken, and stored as the choices themselves.
    assert get_game("lcg").resolve_options({"players": 2, "easy": True})["players"] == 2


def test_creations_per_client_are_capped(tmp_path: Path) -> None:
    with app_client(str(tmp_path / "cap.db"), max_creations=3) as c:
        body = {"game": "duel", "seats": ["human", "human"]}
        assert c.post("/api/matches", json={"game": "nope"}).status_code == 400  # refused ones do not count
        for _ in range(3):
            assert c.post("/api/matches", json=body).status_code == 201
        r = c.post("/api/matches", json=body)
        assert r.status_code == 429
        assert "too many new games from your address: at most 3 every 60 seconds" in r.json()["error"]
        assert len(c.app.state.manager.matches) == 3  # type: ignore[attr-defined]


def test_the_creation_cap_is_a_sliding_window() -> None:
    now = [0.0]
    cap = CreationLimit(2, 60.0, clock=lambda: now[0])
    for t in (0.0, 30.0):
        now[0] = t
        cap.check("a")
        cap.record("a")
    cap.check("b")  # per address
    now[0] = 59.0
    with pytest.raises(ApiError, match="try again in 1 s") as e:
        cap.check("a")
    assert e.value.status == 429
    now[0] = 60.0  # the first has left the window
    cap.check("a")
    cap.record("a")
    with pytest.raises(ApiError):
        cap.check("a")
    assert CreationLimit(0).check("a") is None  # 0: no cap
