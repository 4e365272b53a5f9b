"""The server with a game for 1 to N players (the LCG): the seats after the "players" option are sent and
kept as "empty", hold no token and never move; anything else for them is refused clearly; an AI teammate
plays its seat; the co-operative result reaches the match."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from server_helpers import app_client, idle
from starlette.testclient import TestClient


@pytest.fixture
def client(tmp_path: Path) -> Any:
    with app_client(str(tmp_path / "server.db")) as c:
        yield c


def post(client: TestClient, seats: list[str], **options: Any) -> Any:
    return client.post("/api/matches", json={"game": "lcg", "seats": seats, "seed": 7, "options": options})


def test_seats_beyond_the_players_are_empty(client: TestClient) -> None:
    r = post(client, ["human", "hard", "empty", "empty"], players=2, deck2="lore")
    assert r.status_code == 201, r.text
    m = r.json()
    kinds = [s["kind"] for s in m["seats"]]
    assert kinds == ["human", "ai", "empty", "empty"]
    assert "token" not in m["seats"][2] and "level" not in m["seats"][2]
    idle(client)
    body = client.get(f"/api/matches/{m['id']}", params={"token": m["seats"][0]["token"]}).json()
    assert [s["kind"] for s in body["seats"]] == kinds
    assert body["view"]["decision"]["player"] == "player_1"  # the AI teammate kept its hand already
    assert len(body["view"]["players"]) == 2


@pytest.mark.parametrize(
    ("seats", "players", "fragment"),
    [
        (
            ["human", "easy", "human", "empty"],
            2,
            "seat 2 (player_3) must be 'empty': the game has 2 player(s)",
        ),
        (["empty", "empty", "empty", "empty"], 1, "seat 0 (player_1) is 'empty'; choose one of: human"),
        (["human"], 1, "or empty for the seats after the first 1"),
    ],
)
def test_wrong_seats_are_refused(client: TestClient, seats: list[str], players: int, fragment: str) -> None:
    r = post(client, seats, players=players)
    assert r.status_code == 400 and fragment in r.json()["error"], r.text


def test_an_ai_alone_plays_a_whole_game(client: TestClient) -> None:
    r = post(client, ["easy", "empty", "empty", "empty"], players=1)
    assert r.status_code == 201, r.text
    m = r.json()
    idle(client)
    body = client.get(f"/api/matches/{m['id']}").json()
    assert body["status"] == "finished"
    assert body["result"]["outcome"] in ("win", "loss") and body["result"]["reason"]
