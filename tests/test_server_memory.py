"""Served matches are let go from memory when nobody uses them (eregion/server/memory.py): over a count
cap (least recently used first) or idle for a while; an evicted match loads again from the store on
demand, exactly as it was, and a match with a WebSocket open or an AI move under way is never let go."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from server_helpers import HeldExecutor, app_client, until

from eregion.server import Manager
from eregion.server.memory import Retention
from eregion.store import Store

HUMANS = {"game": "duel", "seats": ["human", "human"]}


def _body(c: Any, m: dict[str, Any], seat: int) -> dict[str, Any]:
    r = c.get(f"/api/matches/{m['id']}", params={"token": m["seats"][seat]["token"]})
    assert r.status_code == 200, r.text
    return dict(r.json())


def _play_one(c: Any, m: dict[str, Any]) -> dict[str, Any]:
    """The first legal action of whoever owes the decision; returns that seat's body after it."""
    body = _body(c, m, 0)
    p = body["to_move"]
    action = _body(c, m, p)["actions"][0]["id"]
    r = c.post(
        f"/api/matches/{m['id']}/actions",
        json={"token": m["seats"][p]["token"], "action": action, "step": body["step"]},
    )
    assert r.status_code == 200, r.text
    return dict(r.json())


def test_a_stream_of_matches_stays_under_the_cap_and_each_reloads_as_it_was(tmp_path: Path) -> None:
    with app_client(str(tmp_path / "cap.db"), retention=Retention(max_matches=3)) as c:
        manager = c.app.state.manager  # type: ignore[attr-defined]
        made = []
        for _ in range(12):
            m = c.post("/api/matches", json=HUMANS).json()
            after = _play_one(c, m)
            made.append((m, after))
            assert len(manager.matches) <= 3
        assert len(manager.matches) == 3
        for m, after in made:  # most were let go: each loads again, with its view, `last` and decision
            assert _body(c, m, after["seat"]) == after
            assert len(manager.matches) <= 3
            again = _play_one(c, m)
            assert again["step"] == after["step"] + 1
        assert len(manager.matches) == 3


def test_a_match_with_an_open_socket_is_kept_and_reloads_once_it_closes(tmp_path: Path) -> None:
    with app_client(str(tmp_path / "ws.db"), retention=Retention(max_matches=1)) as c:
        manager = c.app.state.manager  # type: ignore[attr-defined]
        a = c.post("/api/matches", json=HUMANS).json()
        tokens = [s["token"] for s in a["seats"]]
        with c.websocket_connect(f"/ws/matches/{a['id']}?token={tokens[0]}") as ws:
            first = ws.receive_json()
            held = manager.matches[a["id"]]
            for _ in range(4):
                c.post("/api/matches", json=HUMANS)
            assert manager.matches[a["id"]] is held and len(manager.matches) == 2  # a, and the newest
            after = _play_one(c, a)  # by HTTP: the socket hears of it
            frame = ws.receive_json()
            assert frame["step"] == first["step"] + 1 == after["step"]
            assert manager.matches[a["id"]] is held
        c.post("/api/matches", json=HUMANS)  # the socket closed: a goes now
        assert a["id"] not in manager.matches and held.evicted
        assert _body(c, a, after["seat"]) == after
        with c.websocket_connect(f"/ws/matches/{a['id']}?token={tokens[0]}") as ws:
            again = ws.receive_json()
            assert again["step"] == frame["step"] and again["last"] == frame["last"]
            assert again["view"] == frame["view"]


def test_a_match_whose_ai_is_thinking_is_kept(tmp_path: Path) -> None:
    async def main() -> None:
        store = Store(str(tmp_path / "ai.db"))
        manager = Manager(
            store, ai_pause=0, ai_workers=2, ai_processes=False, retention=Retention(max_matches=1)
        )
        held = manager._ai_pool = HeldExecutor()
        try:
            ai = await manager.create({"game": "duel", "seats": ["easy", "easy"]})
            await until(lambda: len(held.jobs) == 1, "the AI to ask for its first move")
            match = manager.matches[ai["id"]]
            for _ in range(3):
                await manager.create(HUMANS)
            assert manager.matches[ai["id"]] is match and len(manager.matches) == 2
            held.finish()  # the AI moves on, in the same match object
            await until(lambda: len(held.jobs) == 2, "the AI to ask for its second move")
            assert match.step == 1 and manager.matches[ai["id"]] is match
        finally:
            await manager.close()
            store.close()

    asyncio.run(main())


def test_idle_matches_are_let_go_after_a_while_finished_ones_sooner(tmp_path: Path) -> None:
    now = [0.0]
    retention = Retention(idle_s=100, finished_s=10, clock=lambda: now[0])

    async def main() -> None:
        store = Store(str(tmp_path / "idle.db"))
        manager = Manager(store, ai_pause=0, ai_workers=2, ai_processes=False, retention=retention)
        try:
            waiting = await manager.create(HUMANS)
            done = await manager.create({"game": "duel", "seats": ["easy", "easy"]})
            await manager.idle()  # the AIs play their game to the end (at clock 0)
            finished = manager.matches[done["id"]]
            assert finished.status == "finished"
            now[0] = 9.0
            assert manager.sweep() == 0 and len(manager.matches) == 2
            now[0] = 10.0
            assert manager.sweep() == 1 and list(manager.matches) == [waiting["id"]]
            now[0] = 99.0
            assert manager.sweep() == 0
            now[0] = 100.0
            assert manager.sweep() == 1 and not manager.matches
            again = await manager.get(done["id"])
            assert again is not finished and again.status == "finished"
            assert again.result == finished.result and again.last == finished.last
            assert again.step == finished.step and again.ai_task is None
            assert (await manager.get(waiting["id"])).step == 0
            assert len(manager.matches) == 2
        finally:
            await manager.close()
            store.close()

    asyncio.run(main())
