"""Takebacks (issue 15, item 4; docs/web-api.md, "Takebacks"): against AI seats a human takes back his last
decision at once; between people a takeback is asked and the other human seats accept or decline. Each
takeback is a stored step (``undo:N``), so the store keeps the true history: a reloaded server, the replay
and (tests/test_server_multi.py) another server on the same store all read it the same way."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from server_helpers import PATIENCE_S, app_client, idle
from starlette.testclient import TestClient

from eregion.core import Rng, State
from eregion.games.duel import new_game
from eregion.server.takebacks import effective, entry, target
from eregion.store import Store

SEED = 918273645
ME = new_game(SEED).current_player  # the human sits in the seat that opens: Sauron's
assert ME is not None
VS_AI = ["easy", "easy"]
VS_AI[ME] = "human"


@pytest.fixture
def client(tmp_path: Path) -> Any:
    with app_client(str(tmp_path / "server.db")) as c:
        yield c


def plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


def create(client: TestClient, seats: list[str], seed: int = SEED) -> dict[str, Any]:
    r = client.post("/api/matches", json={"game": "duel", "seats": seats, "seed": seed})
    assert r.status_code == 201, r.text
    return dict(r.json())


def replayed(moves: list[str], seed: int = SEED) -> State:
    state = new_game(seed)
    for m in moves:
        state.apply(m)
    return state


def error(r: Any, status: int, fragment: str) -> None:
    assert r.status_code == status, (r.status_code, r.text)
    assert fragment in r.json()["error"], r.json()["error"]


def test_entries_read_as_the_moves_that_stand() -> None:
    assert effective(["a", "b", "c", entry(1), "d", entry(0), "e"]) == ["e"]
    assert target(entry(3)) == 3 and target("play:C1-01") is None
    with pytest.raises(ValueError, match="goes nowhere"):
        effective(["a", entry(1)])
    with pytest.raises(ValueError, match="malformed"):
        effective(["a", "undo:x"])


def test_against_the_ai_a_takeback_goes_back_before_your_last_decision(client: TestClient) -> None:
    m = create(client, VS_AI)
    mid, tok = m["id"], m["seats"][ME]["token"]
    url = f"/api/matches/{mid}"
    start = client.get(url, params={"token": tok}).json()
    assert start["takeback"] == {"can": None, "request": None, "answer": False}  # nothing to take back yet
    error(client.post(f"{url}/takeback", json={"token": tok, "step": 0}), 409, "nothing to take back")

    first = start["actions"][0]["id"]
    r = client.post(f"{url}/actions", json={"token": tok, "action": first, "step": 0})
    assert r.status_code == 200, r.text
    idle(client)
    body = client.get(url, params={"token": tok}).json()
    assert body["takeback"]["can"] == "undo"
    step = body["step"]
    # Bad takebacks change nothing.
    error(client.post(f"{url}/takeback", json={"token": tok, "step": step - 1}), 409, "stale step")
    error(client.post(f"{url}/takeback", json={"token": tok, "step": "1"}), 400, "'step' must be an int")
    error(client.post(f"{url}/takeback", json={"step": step}), 400, "missing field 'token'")
    error(client.post(f"{url}/takeback", json={"token": "forged", "step": step}), 403, "holds no seat")
    error(client.post(f"{url}/takeback", json={"step": step, "token": ""}), 403, "spectators")
    error(
        client.post(f"{url}/takeback", json={"token": tok, "step": step, "accept": True}), 409, "no takeback"
    )
    assert client.get(url, params={"token": tok}).json() == body

    r = client.post(f"{url}/takeback", json={"token": tok, "step": step})
    assert r.status_code == 200, r.text
    back = r.json()
    # The human's decision and every AI move after it are gone: the position is the opening one again.
    assert back["step"] == step + 1
    assert back["view"] == start["view"] and back["actions"] == start["actions"]
    assert back["last"] == {
        "seat": ME,
        "side": "sauron",
        "action": None,
        "label": f"took back {step} moves" if step > 1 else "took back a move",
        "text": f"took back {step} moves" if step > 1 else "took back a move",
        "by": "human",
        "takeback": True,
    }
    assert back["takeback"]["can"] is None  # back at the start: nothing more to take back
    error(client.post(f"{url}/takeback", json={"token": tok, "step": step + 1}), 409, "nothing to take back")
    # Play on differently: the game goes on from there, the AI too.
    other = start["actions"][-1]["id"]
    r = client.post(f"{url}/actions", json={"token": tok, "action": other, "step": step + 1})
    assert r.status_code == 200, r.text
    idle(client)
    now = client.get(url, params={"token": tok}).json()
    assert now["view"]["decision"]["player"] == "sauron" or now["status"] == "finished"


def _play_to_the_end_with_takebacks(client: TestClient, seats: list[str]) -> tuple[dict[str, Any], list[Any]]:
    """A human (random legal moves) against the AI, taking back now and then; every spectator frame."""
    m = create(client, seats)
    mid, tok = m["id"], m["seats"][ME]["token"]
    rng = Rng(3)
    frames: list[Any] = []
    takebacks = 0
    with client.websocket_connect(f"/ws/matches/{mid}") as spy:
        frames.append(spy.receive_json())
        while True:
            idle(client)
            body = client.get(f"/api/matches/{mid}", params={"token": tok}).json()
            while frames[-1]["step"] < body["step"]:
                frames.append(spy.receive_json())
            if body["status"] == "finished":
                break
            if body["takeback"]["can"] == "undo" and takebacks < 3 and rng.randrange(8) == 0:
                r = client.post(f"/api/matches/{mid}/takeback", json={"token": tok, "step": body["step"]})
                takebacks += 1
            else:
                a = body["actions"][rng.randrange(len(body["actions"]))]["id"]
                r = client.post(
                    f"/api/matches/{mid}/actions", json={"token": tok, "action": a, "step": body["step"]}
                )
            assert r.status_code == 200, r.text
    assert takebacks > 0
    return m, frames


def test_the_replay_steps_through_the_true_history(client: TestClient) -> None:
    m, frames = _play_to_the_end_with_takebacks(client, VS_AI)
    mid = m["id"]
    final = client.get(f"/api/matches/{mid}/replay").json()
    assert final["steps"] == frames[-1]["step"] == len(frames) - 1
    takebacks = [f["step"] for f in frames if f["last"] and f["last"].get("takeback")]
    assert takebacks
    # Every position of the replay is the one the table saw live, takebacks included.
    for k in sorted(
        {0, 1, *takebacks, *(t - 1 for t in takebacks), *(t + 1 for t in takebacks), final["steps"]}
    ):
        if k > final["steps"]:
            continue
        r = client.get(f"/api/matches/{mid}/replay", params={"step": k}).json()
        assert r["view"] == frames[k]["view"], k
        if k in takebacks:
            assert target(r["action"]) is not None
            assert r["label"] in ("a move was taken back",) or r["label"].endswith("moves were taken back")
        elif k > 0:  # a move reads as the table read it live: its side, then the move in context
            assert r["label"] == f"{frames[k]['last']['side'].title()}: {frames[k]['last']['text']}", k
    # And the stored history is the replay's: the takebacks are in it.
    entries = [
        client.get(f"/api/matches/{mid}/replay", params={"step": k}).json()["action"]
        for k in range(1, final["steps"] + 1)
    ]
    assert sum(target(e) is not None for e in entries) == len(takebacks)
    assert frames[-1]["view"] == plain(replayed(effective(entries)).view(None))


def test_a_takeback_is_stored_and_a_new_server_reads_it(store_url: str) -> None:
    with app_client(store_url) as c:
        m = create(c, VS_AI)
        mid, tok = m["id"], m["seats"][ME]["token"]
        first = c.get(f"/api/matches/{mid}", params={"token": tok}).json()["actions"][0]["id"]
        assert (
            c.post(f"/api/matches/{mid}/actions", json={"token": tok, "action": first, "step": 0}).status_code
            == 200
        )
        idle(c)
        step = c.get(f"/api/matches/{mid}").json()["step"]
        r = c.post(f"/api/matches/{mid}/takeback", json={"token": tok, "step": step})
        assert r.status_code == 200, r.text
        live = r.json()
    with Store(store_url) as store:
        rec = store.match(mid)
        assert rec is not None and rec.actions[-1] == entry(0) and len(rec.actions) == step + 1
    with app_client(store_url) as c:
        again = c.get(f"/api/matches/{mid}", params={"token": tok}).json()
        assert again == live
        # The reloaded match plays on from the position taken back to.
        r = c.post(f"/api/matches/{mid}/actions", json={"token": tok, "action": first, "step": step + 1})
        assert r.status_code == 200, r.text


def test_over_the_websocket_against_the_ai(client: TestClient) -> None:
    m = create(client, VS_AI)
    mid, tok = m["id"], m["seats"][ME]["token"]
    with client.websocket_connect(f"/ws/matches/{mid}?token={tok}") as ws:
        start = ws.receive_json()
        ws.send_json({"type": "takeback", "step": 0})
        assert ws.receive_json() == {
            "type": "error",
            "message": "nothing to take back: you have made no decision yet",
            "status": 409,
        }
        ws.send_json({"type": "takeback"})
        assert "missing field 'step'" in ws.receive_json()["message"]
        ws.send_json({"type": "action", "action": start["actions"][0]["id"], "step": 0})
        frame = ws.receive_json()
        while frame["to_move"] != ME:
            frame = ws.receive_json()
        assert frame["takeback"]["can"] == "undo"
        ws.send_json({"type": "takeback", "step": frame["step"]})
        back = ws.receive_json()
        assert back["step"] == frame["step"] + 1 and back["last"]["takeback"] is True
        assert back["view"] == start["view"] and back["actions"] == start["actions"]


def test_between_people_a_takeback_is_asked_and_answered(client: TestClient) -> None:
    m = create(client, ["human", "human"])
    mid = m["id"]
    tokens = [s["token"] for s in m["seats"]]
    mirror = new_game(SEED)
    url = f"/api/matches/{mid}"

    def move(n: int = 1) -> None:
        for _ in range(n):
            p = mirror.current_player
            assert p is not None
            a = mirror.legal_actions()[0].id
            step = client.get(url).json()["step"]
            r = client.post(f"{url}/actions", json={"token": tokens[p], "action": a, "step": step})
            assert r.status_code == 200, r.text
            mirror.apply(a)

    move(3)
    asker = 0
    with (
        client.websocket_connect(f"{url.replace('/api', '/ws')}?token={tokens[0]}") as ws0,
        client.websocket_connect(f"{url.replace('/api', '/ws')}?token={tokens[1]}") as ws1,
        client.websocket_connect(url.replace("/api", "/ws")) as spy,
    ):
        for ws in (ws0, ws1, spy):
            assert ws.receive_json()["takeback"]["request"] is None
        step = client.get(url).json()["step"]
        assert client.get(url, params={"token": tokens[0]}).json()["takeback"]["can"] == "ask"
        r = client.post(f"{url}/takeback", json={"token": tokens[0], "step": step})
        assert r.status_code == 200, r.text
        asked = {"seat": 0, "side": "fellowship", "accepted": []}
        f0, f1, fs = ws0.receive_json(), ws1.receive_json(), spy.receive_json()
        assert f0["step"] == f1["step"] == fs["step"] == step  # a request is no step: nothing moved
        assert f0["takeback"] == {"can": None, "request": asked, "answer": False}
        assert f1["takeback"] == {"can": None, "request": asked, "answer": True}
        assert fs["takeback"] == {"can": None, "request": asked, "answer": False}
        error(
            client.post(f"{url}/takeback", json={"token": tokens[0], "step": step, "accept": True}),
            403,
            "you asked",
        )
        error(client.post(f"{url}/takeback", json={"token": tokens[1], "step": step}), 409, "already asked")
        error(
            client.post(f"{url}/takeback", json={"token": tokens[1], "step": step, "accept": "yes"}),
            400,
            "'accept'",
        )
        # Declined: it ends, nothing moved.
        r = client.post(f"{url}/takeback", json={"token": tokens[1], "step": step, "accept": False})
        assert r.status_code == 200 and r.json()["step"] == step and r.json()["takeback"]["request"] is None
        for ws in (ws0, ws1, spy):
            assert ws.receive_json()["takeback"]["request"] is None
        # Asked again, then a move by anyone ends it.
        assert client.post(f"{url}/takeback", json={"token": tokens[0], "step": step}).status_code == 200
        for ws in (ws0, ws1, spy):
            assert ws.receive_json()["takeback"]["request"] == asked
        move()
        for ws in (ws0, ws1, spy):
            assert ws.receive_json()["takeback"]["request"] is None
        error(
            client.post(f"{url}/takeback", json={"token": tokens[1], "step": step + 1, "accept": True}),
            409,
            "no takeback",
        )
        # Asked and accepted: the game goes back to just before the asker's last decision.
        last = max(
            k
            for k in range(len(mirror.action_ids()))
            if replayed(mirror.action_ids()[:k]).current_player == asker
        )
        assert client.post(f"{url}/takeback", json={"token": tokens[0], "step": step + 1}).status_code == 200
        for ws in (ws0, ws1, spy):
            ws.receive_json()
        r = client.post(f"{url}/takeback", json={"token": tokens[1], "step": step + 1, "accept": True})
        assert r.status_code == 200, r.text
        back = replayed(mirror.action_ids()[:last])
        for ws, seat in ((ws0, 0), (ws1, 1), (spy, None)):
            f = ws.receive_json()
            assert f["step"] == step + 2 and f["view"] == plain(back.view(seat))
            assert f["last"]["takeback"] is True and f["last"]["seat"] == 0 and f["last"]["action"] is None
            assert f["takeback"]["request"] is None


def test_a_takeback_while_the_ai_waits_to_move_leaves_the_ai_playing(tmp_path: Path) -> None:
    """The AI's move under way answers a position taken back: it is dropped, and the AI moves again once
    the human has (a stale AI task must not keep the seat from being played)."""
    with app_client(str(tmp_path / "slow.db"), ai_pause=PATIENCE_S) as c:  # the AI waits until told
        m = create(c, VS_AI)
        mid, tok = m["id"], m["seats"][ME]["token"]
        first = c.get(f"/api/matches/{mid}", params={"token": tok}).json()["actions"]
        r = c.post(f"/api/matches/{mid}/actions", json={"token": tok, "action": first[0]["id"], "step": 0})
        assert r.status_code == 200 and r.json()["to_move"] != ME, r.text  # the AI's turn: it waits
        r = c.post(f"/api/matches/{mid}/takeback", json={"token": tok, "step": 1})
        assert r.status_code == 200 and r.json()["to_move"] == ME, r.text
        c.app.state.manager.ai_pause = 0  # type: ignore[attr-defined]
        r = c.post(f"/api/matches/{mid}/actions", json={"token": tok, "action": first[-1]["id"], "step": 2})
        assert r.status_code == 200, r.text
        idle(c)
        body = c.get(f"/api/matches/{mid}", params={"token": tok}).json()
        assert body["to_move"] == ME and body["step"] > 3 and body["last"]["by"] == "ai"
