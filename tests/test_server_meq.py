"""The server with Middle-earth Quest: Sauron's seat and as many hero seats as the ``heroes`` option says
are taken, the rest are "empty" (``Game.seated``); the catalogue says so, so the lobby offers only those
seats and the chosen heroes' options."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from server_helpers import app_client
from starlette.testclient import TestClient


@pytest.fixture
def client(tmp_path: Path) -> Any:
    with app_client(str(tmp_path / "server.db")) as c:
        yield c


def post(client: TestClient, seats: list[str], **options: Any) -> Any:
    return client.post("/api/matches", json={"game": "meq", "seats": seats, "seed": 3, "options": options})


def test_the_catalogue_says_which_option_counts_the_seats(client: TestClient) -> None:
    games = {g["name"]: g for g in client.get("/api/games").json()}
    assert games["meq"]["players"] == ["sauron", "hero_1", "hero_2", "hero_3"]
    assert games["meq"]["seats"] == {"option": "heroes", "fixed": 1}
    assert games["lcg"]["seats"] == {"option": "players", "fixed": 0}
    assert games["duel"]["seats"] is None and games["tcg"]["seats"] is None
    names = {o["name"] for o in games["meq"]["options"]}
    assert {"heroes", "hero1", "hero2", "hero3", "advanced_dominance", "high_stakes"} <= names


def test_seats_beyond_the_heroes_are_empty(client: TestClient) -> None:
    r = post(client, ["easy", "human", "easy", "empty"], heroes=2, hero1="eleanor", hero2="thalin")
    assert r.status_code == 201, r.text
    kinds = [s["kind"] for s in r.json()["seats"]]
    assert kinds == ["ai", "human", "ai", "empty"]
    token = r.json()["seats"][1]["token"]
    view = client.get(f"/api/matches/{r.json()['id']}?token={token}").json()["view"]
    assert [h["hero"] for h in view["heroes"]] == ["eleanor", "thalin"]


@pytest.mark.parametrize(
    ("seats", "heroes", "fragment"),
    [
        (["human", "easy", "easy", "easy"], 2, "seat 3 (hero_3) must be 'empty': the game has 3 player(s)"),
        (["human", "easy", "empty", "empty"], 2, "seat 2 (hero_2) is 'empty'"),
        (["human", "easy"], 1, "or empty for the seats after the first 2"),
    ],
)
def test_a_seat_the_heroes_do_not_fill_is_refused(
    client: TestClient, seats: list[str], heroes: int, fragment: str
) -> None:
    r = post(client, seats, heroes=heroes)
    assert r.status_code == 400 and fragment in r.json()["error"], r.text


def test_the_same_hero_twice_is_refused(client: TestClient) -> None:
    """Each hero player takes a different hero (p. 8): the lobby shows the server's words."""
    r = post(client, ["human", "easy", "easy", "empty"], heroes=2, hero1="thalin", hero2="thalin")
    assert r.status_code == 400 and "each hero player takes a different hero" in r.json()["error"], r.text
