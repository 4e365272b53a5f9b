"""The web API and WebSocket (docs/web-api.md): lobby, seats and tokens, actions, every error case,
per-seat and spectator views, AI moves, results and replays. In-process (starlette TestClient) on a
SQLite store; the store-backed tests run against PostgreSQL too."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from duel_helpers import duel_hidden_check
from server_helpers import app_client, idle
from starlette.testclient import TestClient

from eregion.core import Rng
from eregion.games.duel import new_game
from eregion.store import Store

SEED = 918273645  # long enough that its digits never occur in a view by chance


@pytest.fixture
def client(tmp_path: Path) -> Any:
    with app_client(str(tmp_path / "server.db")) as c:
        yield c


def create(client: TestClient, seats: list[str], seed: int | None = SEED, **extra: Any) -> dict[str, Any]:
    r = client.post("/api/matches", json={"game": "duel", "seats": seats, "seed": seed, **extra})
    assert r.status_code == 201, r.text
    return r.json()


def token(match: dict[str, Any], seat: int) -> str:
    return str(match["seats"][seat]["token"])


def error(r: Any, status: int, *fragments: str) -> str:
    assert r.status_code == status, (r.status_code, r.text)
    message = r.json()["error"]
    for f in fragments:
        assert f in message, message
    return str(message)


# --- catalogue and lobby ------------------------------------------------------------------------------


def test_catalogue_and_levels(client: TestClient) -> None:
    games = client.get("/api/games").json()
    duel = next(g for g in games if g["name"] == "duel")
    assert duel["players"] == ["fellowship", "sauron"]
    assert {"name": "promo", "default": False, "choices": [False, True]}.items() <= duel["options"][0].items()
    assert client.get("/api/levels").json() == [
        {"level": "easy", "spec": "random"},
        {"level": "medium", "spec": "greedy"},
        {"level": "hard", "spec": "ismcts:time=1.0"},
    ]


def test_every_card_of_a_game_with_its_text(client: TestClient) -> None:
    cards = client.get("/api/games/duel/cards").json()
    c217 = next(c for c in cards if c["id"] == "C2-17")
    assert c217["text"].startswith("costs Ruse ×2, Leadership") and c217["implemented"] is True
    r = client.get("/api/games/chess/cards")
    assert r.status_code == 404 and "unknown game 'chess'" in r.json()["error"]


def test_the_catalogue_speaks_words(client: TestClient) -> None:
    """The lobby reads a summary of each game, each choice's words (not its id) and what each AI level of
    that game plays like (issue 15: words, not ids)."""
    games = {g["name"]: g for g in client.get("/api/games").json()}
    assert all(g["summary"] for g in games.values())
    scenario = next(o for o in games["lcg"]["options"] if o["name"] == "scenario")
    assert scenario["choices"][0] == "passage-through-mirkwood"
    assert scenario["labels"][0] == "Passage Through Mirkwood"
    deck = next(o for o in games["tcg"]["options"] if o["name"] == "deck1")
    assert (
        dict(zip(deck["choices"], deck["labels"], strict=True))["gandalf-starter"] == "Gandalf starter deck"
    )
    assert games["duel"]["options"][0]["labels"] == ["false", "true"]
    hard = {g: next(x for x in games[g]["levels"] if x["level"] == "hard") for g in games}
    assert hard["duel"]["spec"] == "ismcts:time=1.0" and "searches ahead" in hard["duel"]["about"]
    assert hard["tcg"]["spec"] == "expert" and "expert" in hard["tcg"]["about"]
    assert hard["lcg"]["spec"] == "lcg-search" and "plans each round" in hard["lcg"]["about"]
    assert all(level["about"] for g in games.values() for level in g["levels"])


def test_create_with_each_seat_kind_and_the_tokens_it_hands_out(client: TestClient) -> None:
    for seats in (["human", "human"], ["human", "easy"], ["medium", "human"], ["hard", "human"]):
        m = create(client, seats, seed=None, options={"promo": True})
        assert m["game"] == "duel" and len(m["id"]) >= 16
        for i, (kind, s) in enumerate(zip(seats, m["seats"])):
            assert s["seat"] == i and s["side"] == ["fellowship", "sauron"][i]
            if kind == "human":
                assert s["kind"] == "human" and len(s["token"]) >= 32
                assert s["url"] == f"/play/{m['id']}?token={s['token']}"
                assert "level" not in s
            else:
                assert s == {"seat": i, "side": s["side"], "kind": "ai", "level": kind}
    ids = {create(client, ["human", "human"])["id"] for _ in range(5)}
    assert len(ids) == 5


@pytest.mark.parametrize(
    ("body", "status", "fragment"),
    [
        ("not json", 400, "not valid JSON"),
        ("", 400, "empty"),
        ([1, 2], 400, "JSON object"),
        ({"seats": ["human", "human"]}, 400, "'game' must be"),
        ({"game": 3, "seats": ["human", "human"]}, 400, "'game' must be"),
        ({"game": "chess", "seats": ["human", "human"]}, 400, "unknown game 'chess'; available: duel"),
        ({"game": "duel"}, 400, "'seats' must be a list of 2"),
        ({"game": "duel", "seats": ["human"]}, 400, "'seats' must be a list of 2"),
        ({"game": "duel", "seats": "human"}, 400, "'seats' must be a list of 2"),
        ({"game": "duel", "seats": ["human", "godlike"]}, 400, "seat 1 (sauron) is 'godlike'"),
        ({"game": "duel", "seats": ["human", 7]}, 400, "seat 1 (sauron) is 7"),
        ({"game": "duel", "seats": ["human", "human"], "seed": "7"}, 400, "'seed' must be an integer"),
        ({"game": "duel", "seats": ["human", "human"], "seed": True}, 400, "'seed' must be an integer"),
        ({"game": "duel", "seats": ["human", "human"], "seed": -1}, 400, "between 0 and"),
        ({"game": "duel", "seats": ["human", "human"], "seed": 2**70}, 400, "between 0 and"),
        ({"game": "duel", "seats": ["human", "human"], "options": []}, 400, "'options' must be an object"),
        ({"game": "duel", "seats": ["human", "human"], "options": {"x": 1}}, 400, "unknown option 'x'"),
        ({"game": "duel", "seats": ["human", "human"], "options": {"promo": 2}}, 400, "cannot be 2"),
        ({"game": "duel", "seats": ["human", "human"], "colour": "red"}, 400, "unknown field 'colour'"),
    ],
)
def test_create_refuses_bad_input_clearly(client: TestClient, body: Any, status: int, fragment: str) -> None:
    if isinstance(body, str):
        r = client.post("/api/matches", content=body, headers={"content-type": "application/json"})
    else:
        r = client.post("/api/matches", json=body)
    error(r, status, fragment)


def test_your_games_by_tokens(client: TestClient) -> None:
    a = create(client, ["human", "human"])
    b = create(client, ["easy", "human"])
    idle(client)
    mine = client.get("/api/matches", params={"tokens": f"{token(a, 1)},{token(b, 1)},nonsense"}).json()
    assert {(m["id"], m["seat"], m["side"]) for m in mine} == {(a["id"], 1, "sauron"), (b["id"], 1, "sauron")}
    for m in mine:
        assert m["game"] == "duel" and m["status"] == "in_progress" and m["result"] is None
        assert set(m) == {"id", "game", "status", "seat", "side", "updated", "result"}
    assert mine == sorted(mine, key=lambda m: m["updated"], reverse=True)
    assert client.get("/api/matches").json() == []
    assert client.get("/api/matches", params={"tokens": "x"}).json() == []
    error(client.get("/api/matches", params={"tokens": ",".join(["t"] * 201)}), 400, "at most 200")


# --- reading a match ------------------------------------------------------------------------------------


def test_each_seat_and_spectators_get_their_own_view(client: TestClient) -> None:
    m = create(client, ["human", "human"])
    mirror = new_game(SEED)
    for seat, tok in ((0, token(m, 0)), (1, token(m, 1)), (None, None)):
        r = client.get(f"/api/matches/{m['id']}", params={"token": tok} if tok else {})
        body = r.json()
        assert r.status_code == 200
        assert body["seat"] == seat and body["step"] == 0 and body["status"] == "in_progress"
        assert body["view"] == json.loads(json.dumps(mirror.view(seat)))
        assert body["seats"] == [
            {"seat": 0, "side": "fellowship", "kind": "human", "level": None},
            {"seat": 1, "side": "sauron", "kind": "human", "level": None},
        ]
        text = r.text
        assert str(SEED) not in text and token(m, 0) not in text and token(m, 1) not in text
        duel_hidden_check(mirror, body["view"], seat)
        # Sauron (seat 1) plays first: only that seat is told its legal actions.
        assert body["to_move"] == 1
        expected = [{"id": a.id, "label": mirror.describe_action(a)} for a in mirror.legal_actions()]
        assert body["actions"] == (expected if seat == 1 else [])
    error(client.get(f"/api/matches/{m['id']}", params={"token": "forged"}), 403, "holds no seat")
    error(client.get("/api/matches/no-such-match"), 404, "no match 'no-such-match'")
    error(client.get(f"/api/matches/{'x' * 100}"), 404, "no match")
    error(client.get("/api/nothing-here"), 404)


# --- acting -------------------------------------------------------------------------------------------


def test_actions_and_every_error_case(client: TestClient) -> None:
    m = create(client, ["human", "human"])
    mid = m["id"]
    url = f"/api/matches/{mid}/actions"
    mirror = new_game(SEED)
    p = mirror.current_player
    assert p is not None
    mine, theirs = token(m, p), token(m, 1 - p)
    legal = [a.id for a in mirror.legal_actions()]
    before = client.get(f"/api/matches/{mid}", params={"token": mine}).json()

    error(client.post(url, json={"token": theirs, "action": legal[0], "step": 0}), 403, "not your decision")
    error(client.post(url, json={"token": "forged", "action": legal[0], "step": 0}), 403, "holds no seat")
    error(client.post(url, json={"token": mine, "action": legal[0], "step": 3}), 409, "stale step 3")
    e = error(
        client.post(url, json={"token": mine, "action": "play:C9-99", "step": 0}), 400, "illegal action"
    )
    assert all(a in e for a in legal)
    error(client.post(url, json={"token": mine, "action": "", "step": 0}), 400, "'action' must be")
    error(client.post(url, json={"token": mine, "action": 5, "step": 0}), 400, "'action' must be")
    error(
        client.post(url, json={"token": mine, "action": legal[0], "step": "0"}), 400, "'step' must be an int"
    )
    error(
        client.post(url, json={"token": mine, "action": legal[0], "step": None}), 400, "'step' must be an int"
    )
    error(client.post(url, json={"token": mine, "action": legal[0]}), 400, "missing field 'step'")
    error(client.post(url, json={"action": legal[0], "step": 0}), 400, "missing field 'token'")
    error(
        client.post(url, json={"token": 12, "action": legal[0], "step": 0}), 400, "'token' must be a string"
    )
    error(client.post(url, json=[mine]), 400, "JSON object")
    error(
        client.post(url, content=b"{oops", headers={"content-type": "application/json"}),
        400,
        "not valid JSON",
    )
    error(
        client.post(url, content=b"\xff\xfe", headers={"content-type": "application/json"}), 400, "not valid"
    )
    error(client.post(url, content=b"x" * 70000), 413, "too large")
    error(client.post("/api/matches/nope/actions", json={"token": mine, "action": legal[0], "step": 0}), 404)
    # None of that changed anything.
    assert client.get(f"/api/matches/{mid}", params={"token": mine}).json() == before

    r = client.post(url, json={"token": mine, "action": legal[0], "step": 0})
    assert r.status_code == 200, r.text
    mirror.apply(legal[0])
    body = r.json()
    assert body["step"] == 1 and body["seat"] == p
    assert body["view"] == json.loads(json.dumps(mirror.view(p)))
    assert body["last"]["action"] == legal[0] and body["last"]["by"] == "human" and body["last"]["seat"] == p
    # The same request again is now stale.
    error(client.post(url, json={"token": mine, "action": legal[0], "step": 0}), 409, "stale step 0")
    # Spectators never act.
    assert client.get(f"/api/matches/{mid}").json()["view"] == json.loads(json.dumps(mirror.view(None)))


def test_an_ai_seat_moves_by_itself_and_the_move_is_broadcast(client: TestClient) -> None:
    # Sauron opens in this deal: the AI owes the first decision.
    seed = next(s for s in range(100) if new_game(s).current_player == 1)
    m = create(client, ["human", "easy"], seed=seed)
    tok = token(m, 0)
    with client.websocket_connect(f"/ws/matches/{m['id']}?token={tok}") as ws:
        frames = [ws.receive_json()]
        while frames[-1]["step"] == 0:
            frames.append(ws.receive_json())
    last = frames[-1]
    assert last["type"] == "state" and last["step"] >= 1
    assert last["last"]["by"] == "ai" and last["last"]["side"] == "sauron" and last["last"]["label"]
    idle(client)
    body = client.get(f"/api/matches/{m['id']}", params={"token": tok}).json()
    # The AI plays until the human owes the decision (or the game is over).
    assert body["view"]["decision"]["player"] == "fellowship"
    assert "options" in body["view"]["decision"]


def test_ai_moves_are_reproducible_from_the_match_seed(tmp_path: Path) -> None:
    runs = []
    for n in range(2):
        with app_client(str(tmp_path / f"r{n}.db")) as c:
            m = create(c, ["easy", "medium"], seed=4242)
            idle(c)
            body = c.get(f"/api/matches/{m['id']}/replay").json()
            runs.append((body["steps"], body["result"]))
            with Store(str(tmp_path / f"r{n}.db")) as store:
                rec = store.match(m["id"])
                assert rec is not None and rec.status == "finished"
                runs.append(rec.actions)
    assert runs[0] == runs[2] and runs[1] == runs[3]


# --- a whole game through the WebSocket, every frame inspected -------------------------------------------


def test_a_whole_game_over_websockets_leaks_nothing(client: TestClient) -> None:
    m = create(client, ["human", "human"])
    mid, tokens = m["id"], [token(m, 0), token(m, 1)]
    mirror = new_game(SEED)
    rng = Rng(5)
    secrets_ = [str(SEED), *tokens]
    frames = 0

    def check(frame: dict[str, Any], seat: int | None) -> None:
        nonlocal frames
        frames += 1
        text = json.dumps(frame)
        for s in secrets_:
            assert s not in text
        assert frame["type"] == "state" and frame["step"] == len(mirror.action_ids())
        assert frame["view"] == json.loads(json.dumps(mirror.view(seat)))
        duel_hidden_check(mirror, frame["view"], seat)
        duel_hidden_check(mirror, frame, seat)

    with (
        client.websocket_connect(f"/ws/matches/{mid}?token={tokens[0]}") as ws0,
        client.websocket_connect(f"/ws/matches/{mid}?token={tokens[1]}") as ws1,
        client.websocket_connect(f"/ws/matches/{mid}") as spy,
    ):
        sockets = [(ws0, 0), (ws1, 1), (spy, None)]
        for ws, seat in sockets:
            check(ws.receive_json(), seat)
        while not mirror.is_over:
            p = mirror.current_player
            assert p is not None
            options = [o["id"] for o in mirror.view(p)["decision"]["options"]]
            choice = rng.choice(options)
            if rng.random() < 0.1:  # now and then, a mistake first: it changes nothing
                wrong = sockets[1 - p][0]
                wrong.send_json({"type": "action", "action": choice, "step": mirror_step(mirror)})
                assert wrong.receive_json()["type"] == "error"
            sockets[p][0].send_json({"type": "action", "action": choice, "step": mirror_step(mirror)})
            mirror.apply(choice)
            for ws, seat in sockets:
                frame = ws.receive_json()
                check(frame, seat)
                assert frame["last"]["action"] == choice and frame["last"]["by"] == "human"
        final = spy_frame = frame
    assert frames == 3 * (len(mirror.action_ids()) + 1)
    assert spy_frame["status"] == "finished"
    result = final["result"]
    assert result["returns"] == list(mirror.returns())
    assert result["winner"] in ("fellowship", "sauron", None) and "victory" in result

    # Finished: the result everywhere, the replay endpoint, and your games.
    body = client.get(f"/api/matches/{mid}", params={"token": tokens[0]}).json()
    assert body["status"] == "finished" and body["result"] == result
    mine = client.get("/api/matches", params={"tokens": tokens[0]}).json()
    assert mine[0]["status"] == "finished" and mine[0]["result"] == result
    n = len(mirror.action_ids())
    replayed = new_game(SEED)
    for k in (0, 1, 2, n):
        told = None
        while len(replayed.action_ids()) < k:
            d = replayed.decision
            action = d.find(mirror.action_ids()[len(replayed.action_ids())])
            told = f"{replayed.side_name(d.player)}: {replayed.announce(action, 1).text}"  # a step reads as its move
            replayed.apply(action)
        r = client.get(f"/api/matches/{mid}/replay", params={"token": tokens[1], "step": k}).json()
        assert r["steps"] == n and r["step"] == k and r["seat"] == 1
        assert r["action"] == (mirror.action_ids()[k - 1] if k else None)
        assert r["label"] == told and (k == 0 or ":" in r["label"] and not r["label"].startswith(r["action"]))
        assert r["view"] == json.loads(json.dumps(replayed.view(1)))
    spectator = client.get(f"/api/matches/{mid}/replay").json()
    assert spectator["step"] == n and spectator["seat"] is None and spectator["seed"] == SEED
    error(client.get(f"/api/matches/{mid}/replay", params={"step": n + 1}), 400, f"between 0 and {n}")
    error(client.get(f"/api/matches/{mid}/replay", params={"step": "x"}), 400, "'step' must be an integer")
    error(
        client.post(f"/api/matches/{mid}/actions", json={"token": tokens[0], "action": "x", "step": n}), 409
    )


def mirror_step(state: Any) -> int:
    return len(state.action_ids())


def test_the_replay_waits_for_the_end(client: TestClient) -> None:
    m = create(client, ["human", "human"])
    error(client.get(f"/api/matches/{m['id']}/replay"), 409, "still in progress")


def test_websocket_errors_change_nothing(client: TestClient) -> None:
    m = create(client, ["human", "human"])
    mirror = new_game(SEED)
    p = mirror.current_player
    assert p is not None
    legal = mirror.legal_actions()[0].id
    with client.websocket_connect("/ws/matches/unknown") as ws:
        e = ws.receive_json()
        assert e["type"] == "error" and "no match 'unknown'" in e["message"]
    with client.websocket_connect(f"/ws/matches/{m['id']}?token=forged") as ws:
        e = ws.receive_json()
        assert e["type"] == "error" and "holds no seat" in e["message"]
    with (
        client.websocket_connect(f"/ws/matches/{m['id']}?token={token(m, p)}") as ws,
        client.websocket_connect(f"/ws/matches/{m['id']}") as spy,
    ):
        first = ws.receive_json()
        spy.receive_json()
        cases: list[tuple[Any, str]] = [
            ("{nope", "not valid JSON"),
            ("[]", "JSON object"),
            ({"type": "hello"}, "unknown message type 'hello'"),
            ({"action": legal, "step": 0}, "unknown message type None"),
            ({"type": "action", "step": 0}, "missing field 'action'"),
            ({"type": "action", "action": legal}, "missing field 'step'"),
            ({"type": "action", "action": legal, "step": "0"}, "'step' must be an integer"),
            ({"type": "action", "action": ["x"], "step": 0}, "'action' must be"),
            ({"type": "action", "action": "bogus", "step": 0}, "illegal action 'bogus'"),
            ({"type": "action", "action": legal, "step": 7}, "stale step 7"),
            ("x" * 20000, "too large"),
        ]
        for msg, fragment in cases:
            ws.send_text(msg if isinstance(msg, str) else json.dumps(msg))
            e = ws.receive_json()
            assert e["type"] == "error" and fragment in e["message"], (msg, e)
        ws.send_bytes(b"\xff")
        assert ws.receive_json()["type"] == "error"
        spy.send_json({"type": "action", "action": legal, "step": 0})
        assert "spectators cannot act" in spy.receive_json()["message"]
        # Still at the start, and the connection still works.
        ws.send_json({"type": "action", "action": legal, "step": 0})
        frame = ws.receive_json()
        assert frame["type"] == "state" and frame["step"] == 1 and first["step"] == 0
        assert spy.receive_json()["step"] == 1
    assert client.get(f"/api/matches/{m['id']}").json()["step"] == 1


def test_pages_and_static_files(client: TestClient) -> None:
    for path in ("/", "/play/anything"):
        r = client.get(path)
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
        assert "<html" in r.text.lower()
    assert client.get("/static/index.html").status_code == 200
    error(client.get("/static/no-such-file.js"), 404)


# --- persistence ----------------------------------------------------------------------------------------


def test_matches_survive_a_new_server_on_the_same_store(store_url: str) -> None:
    """Every action is stored before it is acknowledged; a new server rebuilds the match lazily (SQLite and
    PostgreSQL)."""
    mirror = new_game(SEED)
    with app_client(store_url) as c:
        m = create(c, ["human", "human"])
        for _ in range(5):
            p = mirror.current_player
            assert p is not None
            a = mirror.legal_actions()[0].id
            r = c.post(
                f"/api/matches/{m['id']}/actions",
                json={"token": token(m, p), "action": a, "step": mirror_step(mirror)},
            )
            assert r.status_code == 200, r.text
            mirror.apply(a)
    with app_client(store_url) as c:
        p = mirror.current_player
        assert p is not None
        body = c.get(f"/api/matches/{m['id']}", params={"token": token(m, p)}).json()
        assert body["step"] == 5 and body["view"] == json.loads(json.dumps(mirror.view(p)))
        assert body["last"]["action"] == mirror.action_ids()[-1]
        a = mirror.legal_actions()[-1].id
        r = c.post(f"/api/matches/{m['id']}/actions", json={"token": token(m, p), "action": a, "step": 5})
        assert r.status_code == 200, r.text
        mirror.apply(a)
        assert c.get("/api/matches", params={"tokens": token(m, 0)}).json()[0]["id"] == m["id"]
    with Store(store_url) as store:
        rec = store.match(m["id"])
        assert rec is not None and rec.actions == tuple(mirror.action_ids())
        assert all(s.token_hash != token(m, s.seat) for s in rec.seats)  # tokens are stored hashed only


def test_an_ai_match_resumes_after_a_restart(store_url: str) -> None:
    with app_client(store_url, ai_pause=0) as c:
        m = create(c, ["easy", "easy"], seed=77)
        idle(c)
        final = c.get(f"/api/matches/{m['id']}").json()
    with app_client(store_url) as c:
        again = c.get(f"/api/matches/{m['id']}").json()
    assert (
        again["status"] == "finished"
        and again["view"] == final["view"]
        and again["result"] == final["result"]
    )
