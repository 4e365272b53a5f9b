"""``eregion serve`` as a real process: a game survives SIGKILL mid-game (each action is committed before
it is acknowledged) and continues with the same token; on SQLite and on PostgreSQL."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

import httpx
import pytest
from server_helpers import PATIENCE_S, Server
from websockets.sync.client import connect

from eregion.games.duel import new_game
from eregion.store import Store

SEED = 31337


def _play(server: Server, match: dict[str, Any], mirror: Any, moves: int) -> None:
    """``moves`` actions: over the WebSocket of the seat that owes each decision."""
    tokens = [s["token"] for s in match["seats"]]
    with contextlib.ExitStack() as stack:
        sockets = [
            stack.enter_context(
                connect(f"{server.ws_url}/ws/matches/{match['id']}?token={t}", open_timeout=PATIENCE_S)
            )
            for t in tokens
        ]
        for ws in sockets:
            first = json.loads(ws.recv(timeout=PATIENCE_S))
            assert first["step"] == len(mirror.action_ids())
        for _ in range(moves):
            p = mirror.current_player
            step = len(mirror.action_ids())
            action = mirror.legal_actions()[step % len(mirror.legal_actions())].id
            sockets[p].send(json.dumps({"type": "action", "action": action, "step": step}))
            mirror.apply(action)
            for seat, ws in enumerate(sockets):
                frame = json.loads(ws.recv(timeout=PATIENCE_S))
                assert frame["step"] == step + 1, frame
                assert frame["view"] == json.loads(json.dumps(mirror.view(seat)))


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_a_game_survives_sigkill(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    db = f"sqlite:///{tmp_path}/x.db" if backend == "sqlite" else request.getfixturevalue("postgres_url")
    mirror = new_game(SEED)
    server = Server(db)
    try:
        r = httpx.post(
            f"{server.url}/api/matches",
            json={"game": "duel", "seats": ["human", "human"], "seed": SEED},
            timeout=PATIENCE_S,
        )
        assert r.status_code == 201, r.text
        match = r.json()
        _play(server, match, mirror, 6)
        # One more by HTTP: acknowledged means stored.
        p = mirror.current_player
        action = mirror.legal_actions()[0].id
        r = httpx.post(
            f"{server.url}/api/matches/{match['id']}/actions",
            json={"token": match["seats"][p]["token"], "action": action, "step": 6},
            timeout=PATIENCE_S,
        )
        assert r.status_code == 200, r.text
        mirror.apply(action)
        server.kill()
    finally:
        server.stop()

    server = Server(db)
    try:
        p = mirror.current_player
        tok = match["seats"][p]["token"]
        body = httpx.get(
            f"{server.url}/api/matches/{match['id']}", params={"token": tok}, timeout=PATIENCE_S
        ).json()
        assert body["step"] == 7 and body["seat"] == p
        assert body["view"] == json.loads(json.dumps(mirror.view(p)))
        _play(server, match, mirror, 5)
        mine = httpx.get(f"{server.url}/api/matches", params={"tokens": tok}, timeout=PATIENCE_S).json()
        assert [m["id"] for m in mine] == [match["id"]]
    finally:
        server.stop()
    with Store(db) as store:
        rec = store.match(match["id"])
        assert rec is not None and rec.actions == tuple(mirror.action_ids()) and rec.steps == 12


def test_serve_refuses_a_bad_store_and_a_taken_port(tmp_path: Path) -> None:
    import subprocess

    from server_helpers import EREGION

    bad = subprocess.run(
        [str(EREGION), "serve", "--db", "mysql://x/y"],
        check=False,
        capture_output=True,
        text=True,
        timeout=PATIENCE_S,
    )
    assert bad.returncode == 2 and "unsupported store URL scheme" in bad.stderr
    server = Server(str(tmp_path / "a.db"))
    try:
        taken = subprocess.run(
            [str(EREGION), "serve", "--port", str(server.port), "--db", str(tmp_path / "b.db")],
            check=False,
            capture_output=True,
            text=True,
            timeout=PATIENCE_S,
        )
        assert taken.returncode == 1 and "cannot listen" in taken.stderr, taken
        assert (
            f"the port is in use; choose another with --port, e.g. --port {server.port + 1}" in taken.stderr
        )
    finally:
        server.stop()


def test_ai_seats_play_in_worker_processes(tmp_path: Path) -> None:
    seed = next(s for s in range(100) if new_game(s).current_player == 1)  # Sauron (the AI) opens
    server = Server(str(tmp_path / "ai.db"), "--ai-pause", "0")
    try:
        r = httpx.post(
            f"{server.url}/api/matches",
            json={"game": "duel", "seats": ["human", "medium"], "seed": seed},
            timeout=PATIENCE_S,
        )
        match = r.json()
        tok = match["seats"][0]["token"]
        with connect(f"{server.ws_url}/ws/matches/{match['id']}?token={tok}", open_timeout=PATIENCE_S) as ws:
            frame = json.loads(ws.recv(timeout=PATIENCE_S))
            while frame["step"] == 0 or frame["view"]["decision"]["player"] != "fellowship":
                frame = json.loads(ws.recv(timeout=PATIENCE_S))
        assert frame["last"]["by"] == "ai" and frame["last"]["side"] == "sauron"
        assert "options" in frame["view"]["decision"]
    finally:
        server.stop()


def test_an_oversized_body_is_refused_before_it_is_all_sent(tmp_path: Path) -> None:
    """The 413 comes back while the client still owes most of the body: announced too long (Content-Length)
    or streamed past the cap (chunked); the server never waits for, nor holds, the rest."""
    import socket

    server = Server(str(tmp_path / "big.db"))
    chunk = b"%x\r\n%s\r\n" % (8192, b" " * 8192)
    try:
        for headers, sent in (
            (b"Content-Length: 314572800\r\n", b"{"),  # 300 MiB announced, one byte sent
            (b"Transfer-Encoding: chunked\r\n", chunk * 12),  # 96 KiB of a body that never ends
        ):
            with socket.create_connection(("127.0.0.1", server.port), timeout=PATIENCE_S) as s:
                s.sendall(
                    b"POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + headers
                    + b"\r\n"
                    + sent
                )
                answer = b""
                while b"too large" not in answer and (part := s.recv(65536)):
                    answer += part
            assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
            assert b"the request body is too large" in answer
    finally:
        server.stop()
