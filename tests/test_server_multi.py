"""Several ``eregion serve`` processes on one PostgreSQL store serve the same matches: a move made through
one reaches the sockets held by the others (LISTEN/NOTIFY), REST answers at the stored step wherever it
is asked, AI seats are played once; and a second server on one SQLite file is refused."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from server_helpers import EREGION, PATIENCE_S, Server
from websockets.sync.client import ClientConnection, connect

from eregion.games.duel import new_game
from eregion.server import ApiError, Manager
from eregion.store import Store

SEED = 4242
HTTP = httpx.Client(timeout=PATIENCE_S)  # a loaded machine may answer slowly: wait, never fail on it
WAIT = PATIENCE_S  # seconds a frame may take to arrive (generous: nothing is asserted about durations)


@pytest.fixture
def two_servers(postgres_url: str) -> Iterator[tuple[Server, Server]]:
    a = Server(postgres_url, "--ai-pause", "0.1", "--ai-workers", "1")
    try:
        b = Server(postgres_url, "--ai-pause", "0.1", "--ai-workers", "1")
    except BaseException:
        a.stop()
        raise
    try:
        yield a, b
    finally:
        logs = a.stop() + b.stop()
        assert "Traceback" not in logs and "ERROR" not in logs, logs


def _socket(
    stack: contextlib.ExitStack, server: Server, match_id: str, token: str | None
) -> ClientConnection:
    query = f"?token={token}" if token else ""
    return stack.enter_context(connect(f"{server.ws_url}/ws/matches/{match_id}{query}", open_timeout=WAIT))


def _frame(ws: ClientConnection) -> dict[str, Any]:
    frame = json.loads(ws.recv(timeout=WAIT))
    assert frame["type"] == "state", frame
    return frame


def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


def test_two_servers_play_one_match_between_their_sockets(two_servers: tuple[Server, Server]) -> None:
    a, b = two_servers
    mirror = new_game(SEED)
    r = HTTP.post(f"{a.url}/api/matches", json={"game": "duel", "seats": ["human", "human"], "seed": SEED})
    assert r.status_code == 201, r.text
    match = r.json()
    mid, tokens = match["id"], [s["token"] for s in match["seats"]]
    home = {0: a, 1: b}  # seat 0 plays through A, seat 1 through B
    with contextlib.ExitStack() as stack:
        sockets: dict[int | None, ClientConnection] = {
            0: _socket(stack, a, mid, tokens[0]),
            1: _socket(stack, b, mid, tokens[1]),
            None: _socket(stack, b, mid, None),  # a spectator on B
        }
        for ws in sockets.values():
            assert _frame(ws)["step"] == 0

        def expect(step: int, action: str) -> None:
            for seat, ws in sockets.items():
                frame = _frame(ws)
                assert frame["step"] == step and frame["last"]["action"] == action, (seat, frame)
                assert frame["view"] == _plain(mirror.view(seat))

        for _ in range(10):  # over the WebSockets: each seat's move reaches the other server's sockets
            p = mirror.current_player
            assert p is not None
            step = len(mirror.action_ids())
            action = mirror.legal_actions()[step % len(mirror.legal_actions())].id
            sockets[p].send(json.dumps({"type": "action", "action": action, "step": step}))
            mirror.apply(action)
            expect(step + 1, action)

        for _ in range(4):  # over REST: acknowledged on one server, seen at once by the other
            p = mirror.current_player
            assert p is not None
            step = len(mirror.action_ids())
            action = mirror.legal_actions()[0].id
            mover, other = home[p], home[1 - p]
            r = HTTP.post(
                f"{mover.url}/api/matches/{mid}/actions",
                json={"token": tokens[p], "action": action, "step": step},
            )
            assert r.status_code == 200 and r.json()["step"] == step + 1, r.text
            mirror.apply(action)
            body = HTTP.get(f"{other.url}/api/matches/{mid}", params={"token": tokens[1 - p]}).json()
            assert body["step"] == step + 1 and body["last"]["action"] == action
            assert body["view"] == _plain(mirror.view(1 - p))
            expect(step + 1, action)

        # A page left behind on A (step - 1) is told it is stale by B as well; nothing changes.
        p = mirror.current_player
        assert p is not None
        step = len(mirror.action_ids())
        for server in (a, b):
            r = HTTP.post(
                f"{server.url}/api/matches/{mid}/actions",
                json={"token": tokens[p], "action": mirror.legal_actions()[0].id, "step": step - 1},
            )
            assert r.status_code == 409 and f"the match is at step {step}" in r.json()["error"], r.text
        # A seat may also move through the server that does not hold its socket.
        action = mirror.legal_actions()[0].id
        r = HTTP.post(
            f"{home[1 - p].url}/api/matches/{mid}/actions",
            json={"token": tokens[p], "action": action, "step": step},
        )
        assert r.status_code == 200, r.text
        mirror.apply(action)
        expect(step + 1, action)
    with Store(a.db) as store:
        rec = store.match(mid)
        assert rec is not None and rec.actions == tuple(mirror.action_ids())


def test_an_ai_seat_opened_on_two_servers_is_played_once(two_servers: tuple[Server, Server]) -> None:
    a, b = two_servers
    seed = SEED
    assert new_game(seed).current_player == 1  # Sauron, the human, opens: nothing moves before we look
    r = HTTP.post(f"{a.url}/api/matches", json={"game": "duel", "seats": ["easy", "human"], "seed": seed})
    assert r.status_code == 201, r.text
    match = r.json()
    mid, tok = match["id"], match["seats"][1]["token"]
    seen: dict[str, list[dict[str, Any]]] = {"human": [], "spectator A": [], "spectator B": []}
    with contextlib.ExitStack() as stack:
        human = _socket(stack, a, mid, tok)
        watchers = {"spectator A": _socket(stack, a, mid, None), "spectator B": _socket(stack, b, mid, None)}
        frame = _frame(human)
        seen["human"].append(frame)
        while frame["status"] != "finished":
            if frame["to_move"] == 1:
                action = frame["actions"][frame["step"] % len(frame["actions"])]["id"]
                human.send(json.dumps({"type": "action", "action": action, "step": frame["step"]}))
            frame = _frame(human)
            seen["human"].append(frame)
            if frame["to_move"] == 0 and frame["last"]["by"] == "human":
                # Server B learns of the move by notification: once its spectator has the frame, both
                # servers hold the match with the AI to move. Each is asked, so each may play it.
                while not seen["spectator B"] or seen["spectator B"][-1]["step"] < frame["step"]:
                    seen["spectator B"].append(_frame(watchers["spectator B"]))
                for server in (b, a):
                    assert HTTP.get(f"{server.url}/api/matches/{mid}").json()["step"] >= frame["step"]
        for name, ws in watchers.items():
            while not seen[name] or seen[name][-1]["status"] != "finished":
                seen[name].append(_frame(ws))
    with Store(a.db) as store:
        rec = store.match(mid)
    assert rec is not None and rec.status == "finished" and rec.steps == len(rec.actions)
    replay = new_game(seed)
    views: list[Any] = [_plain(replay.view(None))]
    for action in rec.actions:
        replay.apply(action)
        views.append(_plain(replay.view(None)))
    assert replay.is_over
    for name, frames in seen.items():
        steps = [f["step"] for f in frames]
        assert steps == list(range(steps[0], rec.steps + 1)), (name, steps)  # none lost, none twice
        for f in frames:
            if f["step"] > 0:
                assert f["last"]["action"] == rec.actions[f["step"] - 1], (name, f["step"])
            if name != "human":
                assert f["view"] == views[f["step"]], (name, f["step"])
    assert {f["last"]["by"] for f in seen["spectator B"][1:]} == {"human", "ai"}


def test_a_takeback_on_one_server_reaches_the_other(two_servers: tuple[Server, Server]) -> None:
    """A takeback is a stored step (docs/web-api.md, "Takebacks"): the other server catches it up as it
    reads every stored step, and its sockets and REST answers show the position taken back to."""
    a, b = two_servers
    assert new_game(SEED).current_player == 1  # Sauron, the human, opens
    r = HTTP.post(f"{a.url}/api/matches", json={"game": "duel", "seats": ["easy", "human"], "seed": SEED})
    assert r.status_code == 201, r.text
    mid, tok = r.json()["id"], r.json()["seats"][1]["token"]
    with contextlib.ExitStack() as stack:
        on_b = _socket(stack, b, mid, tok)
        start = _frame(on_b)
        action = start["actions"][0]["id"]
        r = HTTP.post(f"{a.url}/api/matches/{mid}/actions", json={"token": tok, "action": action, "step": 0})
        assert r.status_code == 200, r.text
        frame = _frame(on_b)
        while frame["to_move"] != 1:  # A plays the AI; B's socket follows
            frame = _frame(on_b)
        assert frame["takeback"]["can"] == "undo"
        r = HTTP.post(f"{a.url}/api/matches/{mid}/takeback", json={"token": tok, "step": frame["step"]})
        assert r.status_code == 200, r.text
        back = _frame(on_b)
        assert back["step"] == frame["step"] + 1 and back["last"]["takeback"] is True
        assert back["view"] == start["view"] and back["actions"] == start["actions"]
        assert HTTP.get(f"{b.url}/api/matches/{mid}", params={"token": tok}).json() == r.json()
        # The human plays on through B; A follows.
        other = start["actions"][-1]["id"]
        on_b.send(json.dumps({"type": "action", "action": other, "step": back["step"]}))
        assert _frame(on_b)["last"]["action"] == other
        assert HTTP.get(f"{a.url}/api/matches/{mid}").json()["step"] >= back["step"] + 1
    with Store(a.db) as store:
        rec = store.match(mid)
    assert rec is not None and rec.actions[frame["step"]] == "undo:0"


def test_a_second_server_on_one_sqlite_file_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "one.db"
    first = Server(str(db))
    try:
        second = subprocess.run(
            [str(EREGION), "serve", "--port", "0", "--db", f"sqlite:///{db}"],
            check=False,
            capture_output=True,
            text=True,
            timeout=PATIENCE_S,
            env={**os.environ, "COLUMNS": "500"},  # the message on one line, however long the path
        )
        assert second.returncode == 1, second
        message = second.stderr
        assert str(db) in message and "already served" in message and "postgresql://" in message, message
        # Other commands still use the file while it is served.
        runs = subprocess.run(
            [str(EREGION), "runs", "--db", str(db)],
            check=False,
            capture_output=True,
            text=True,
            timeout=PATIENCE_S,
        )
        assert runs.returncode == 0, runs
        assert HTTP.get(f"{first.url}/api/games").status_code == 200
        first.kill()  # the lock dies with its process, however it ends
    finally:
        first.stop()
    again = Server(str(db))
    again.stop()


def test_a_commit_that_loses_its_step_to_another_server_catches_up(postgres_url: str) -> None:
    """Deterministic, in one process: two managers on one store, neither listening. B's match is behind
    when its seat acts: the store refuses the step, B catches up (a frame to its subscriber) and answers 409;
    a request to B also catches up first."""

    async def scenario() -> None:
        with Store(postgres_url) as sa_, Store(postgres_url) as sb:
            a, b = Manager(sa_, ai_processes=False), Manager(sb, ai_processes=False)
            try:
                created = await a.create({"game": "duel", "seats": ["human", "human"], "seed": SEED})
                mirror = new_game(SEED)
                late = await b.get(created["id"])
                sub = await b.subscribe(late, None)
                assert json.loads(sub.queue.get_nowait() or "")["step"] == 0
                p = mirror.current_player
                assert p is not None
                first, other = mirror.legal_actions()[0].id, mirror.legal_actions()[-1].id
                await a.act(await a.get(created["id"]), p, first, 0)
                mirror.apply(first)
                assert late.step == 0  # B has not heard of it
                with pytest.raises(ApiError) as refused:
                    await b.act(late, p, other, 0)
                assert refused.value.status == 409 and "the match is at step 1" in refused.value.message
                frame = json.loads(sub.queue.get_nowait() or "")
                assert (
                    frame["step"] == 1 and frame["last"]["action"] == first and frame["last"]["by"] == "human"
                )
                assert frame["view"] == _plain(mirror.view(None)) and late.state.action_ids() == [first]
                q = mirror.current_player
                assert q is not None
                second = mirror.legal_actions()[0].id
                await b.act(late, q, second, 1)  # B, caught up, plays on
                mirror.apply(second)
                behind = await a.get(created["id"])  # A catches up on B's move before it answers
                assert behind.step == 2 and (behind.last_for(q) or {}).get("action") == second
                rec = sa_.match(created["id"])
                assert rec is not None and rec.actions == tuple(mirror.action_ids())
            finally:
                await a.close()
                await b.close()

    asyncio.run(scenario())


def test_a_server_that_loses_its_listening_connection_listens_again(postgres_url: str) -> None:
    """B's LISTEN connection is cut (as a PostgreSQL restart would): B connects again, and a move A makes
    meanwhile still reaches B's subscriber (B catches up every match it holds when it listens again)."""
    import psycopg

    async def scenario() -> None:
        with Store(postgres_url) as sa_, Store(postgres_url) as sb:
            a, b = Manager(sa_, ai_processes=False), Manager(sb, ai_processes=False)
            await a.start()
            await b.start()
            try:
                created = await a.create({"game": "duel", "seats": ["human", "human"], "seed": SEED})
                mirror = new_game(SEED)
                sub = await b.subscribe(await b.get(created["id"]), None)
                assert json.loads(await asyncio.wait_for(sub.queue.get(), WAIT) or "")["step"] == 0
                with psycopg.connect(postgres_url, autocommit=True) as admin:
                    cut = admin.execute(
                        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                        "WHERE datname = current_database() AND query LIKE 'LISTEN %'"
                    ).fetchall()
                assert len(cut) == 2  # A's listener and B's
                for _ in range(3):
                    p, step = mirror.current_player, len(mirror.action_ids())
                    assert p is not None
                    action = mirror.legal_actions()[0].id
                    await a.act(a.matches[created["id"]], p, action, step)
                    mirror.apply(action)
                    frame = json.loads(await asyncio.wait_for(sub.queue.get(), WAIT) or "")
                    assert frame["step"] == step + 1 and frame["last"]["action"] == action
                    assert frame["view"] == _plain(mirror.view(None))
            finally:
                await a.close()
                await b.close()

    asyncio.run(scenario())
