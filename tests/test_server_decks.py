"""The deck builder's API (docs/web-api.md, "Decks"): a list is checked by the same rules and words as
`eregion decks validate` (002 rulebook, "Each player brings to the game at least 71 cards"); legal decks
are kept per browser (its deck key, stored hashed) in SQLite and PostgreSQL alike; a match starts with
a saved deck; every bad request is a clear 4xx that changes nothing."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pytest
from server_helpers import app_client, idle
from starlette.testclient import TestClient

from eregion.games.tcg.decks import DeckError, deck_text, parse_deck
from eregion.store import Store

KEY = "k" * 32
OTHER = "o" * 32
LEGAL = deck_text("elven-isengard")


@pytest.fixture
def client(tmp_path: Path) -> Any:
    with app_client(str(tmp_path / "server.db")) as c:
        yield c


def test_check_reports_the_validators_problems_with_their_lines(client: TestClient) -> None:
    text = LEGAL + "1x No Such Card\n5x Lurtz\n"
    r = client.post("/api/games/tcg/decks/check", json={"text": text})
    assert r.status_code == 200, r.text
    body = r.json()
    with pytest.raises(DeckError) as e:
        parse_deck(text)
    assert body["legal"] is False and body["problems"] == list(e.value.problems)
    lines = len(text.splitlines())
    assert any(p.startswith(f'line {lines - 1} "1x No Such Card"') for p in body["problems"])
    # The readable entries come back for the page to import, the bad line left out.
    assert {"line": lines, "id": "1_127", "count": 5} in body["cards"]
    assert all(c["line"] != lines - 1 for c in body["cards"])


def test_check_of_a_legal_deck(client: TestClient) -> None:
    body = client.post("/api/games/tcg/decks/check", json={"text": LEGAL}).json()
    assert body["legal"] is True and body["problems"] == []
    assert sum(c["count"] for c in body["cards"]) == 71  # Frodo, the Ring, 9 sites, 60 draw cards


def test_builtin_decks_are_listed_with_their_text(client: TestClient) -> None:
    body = client.get("/api/games/tcg/decks").json()
    names = [d["name"] for d in body["builtin"]]
    assert names[:2] == ["aragorn-starter", "gandalf-starter"] and "elven-isengard" in names
    assert body["saved"] == []
    assert next(d for d in body["builtin"] if d["name"] == "elven-isengard")["text"] == LEGAL


def test_saved_decks_belong_to_the_browser_that_saved_them(store_url: str) -> None:
    with app_client(store_url) as client:
        r = client.post("/api/games/tcg/decks", json={"owner": KEY, "name": "  My  elves ", "text": LEGAL})
        assert r.status_code == 201, r.text
        deck = r.json()
        assert deck["name"] == "My elves" and deck["text"] == LEGAL
        mine = client.get("/api/games/tcg/decks", params={"owner": KEY}).json()["saved"]
        assert [d["id"] for d in mine] == [deck["id"]]
        assert client.get("/api/games/tcg/decks", params={"owner": OTHER}).json()["saved"] == []
        # Another browser can neither change nor delete it.
        r = client.put(
            f"/api/games/tcg/decks/{deck['id']}", json={"owner": OTHER, "name": "x", "text": LEGAL}
        )
        assert r.status_code == 404
        assert client.delete(f"/api/games/tcg/decks/{deck['id']}", params={"owner": OTHER}).status_code == 404
        other = deck_text("dwarven-moria")
        r = client.put(
            f"/api/games/tcg/decks/{deck['id']}", json={"owner": KEY, "name": "Dwarves", "text": other}
        )
        assert r.status_code == 200 and r.json()["name"] == "Dwarves"
    with Store(store_url) as store:  # kept in the store, the key only as its hash
        (saved,) = store.decks_of("tcg", hashlib.sha256(KEY.encode()).hexdigest())
        assert saved.text == other and saved.name == "Dwarves"
    with app_client(store_url) as client:
        assert client.delete(f"/api/games/tcg/decks/{deck['id']}", params={"owner": KEY}).json() == {
            "deleted": deck["id"]
        }
        assert client.get("/api/games/tcg/decks", params={"owner": KEY}).json()["saved"] == []


def test_an_illegal_deck_is_not_saved(client: TestClient) -> None:
    text = LEGAL.replace("1x ", "1x Nothing At All\n1x ", 1)
    r = client.post("/api/games/tcg/decks", json={"owner": KEY, "name": "bad", "text": text})
    assert r.status_code == 400
    assert "line " in r.json()["error"] and '"1x Nothing At All": unknown card' in r.json()["error"]
    assert client.get("/api/games/tcg/decks", params={"owner": KEY}).json()["saved"] == []


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ({"name": "x", "text": LEGAL}, "'owner' must be this browser's deck key"),
        ({"owner": "short", "name": "x", "text": LEGAL}, "'owner' must be this browser's deck key"),
        ({"owner": KEY, "name": " ", "text": LEGAL}, "'name' must be the deck's name"),
        ({"owner": KEY, "name": "x" * 81, "text": LEGAL}, "name is too long"),
        ({"owner": KEY, "name": "x", "text": 3}, "'text' must be the deck list"),
        ({"owner": KEY, "name": "x", "text": "1x Lurtz\n" * 3000}, "deck list is too long"),
        ([1, 2], "must be a JSON object"),
    ],
)
def test_bad_saves_are_refused_clearly(client: TestClient, body: Any, fragment: str) -> None:
    r = client.post("/api/games/tcg/decks", json=body)
    assert r.status_code in (400, 413) and fragment in r.json()["error"], r.text


def test_games_without_deck_building(client: TestClient) -> None:
    r = client.post("/api/games/duel/decks/check", json={"text": ""})
    assert r.status_code == 404 and "duel has no deck building" in r.json()["error"]
    assert client.get("/api/games/nope/decks").status_code == 404
    r = client.post("/api/matches", json={"game": "duel", "seats": ["human", "easy"], "decks": [None, None]})
    assert r.status_code == 400 and "leave out 'decks'" in r.json()["error"]


def test_a_match_with_a_chosen_deck(client: TestClient) -> None:
    body = {
        "game": "tcg",
        "seats": ["human", "easy"],
        "seed": 3,
        "options": {"deck2": "dwarven-moria"},
        "decks": [{"name": "My elves", "text": LEGAL}, None],
    }
    r = client.post("/api/matches", json=body)
    assert r.status_code == 201, r.text
    m = r.json()
    idle(client)
    view = client.get(f"/api/matches/{m['id']}", params={"token": m["seats"][0]["token"]}).json()["view"]
    assert [p["deck"] for p in view["players"]] == ["My elves", "Dwarves against Moria (sample)"]


def test_a_match_keeps_its_decks_across_a_restart(tmp_path: Path) -> None:
    """The lists travel in the match's setup: a restarted server replays it without the saved deck."""
    db = str(tmp_path / "restart.db")
    with app_client(db) as client:
        saved = client.post("/api/games/tcg/decks", json={"owner": KEY, "name": "Mine", "text": LEGAL}).json()
        body = {
            "game": "tcg",
            "seats": ["human", "human"],
            "seed": 4,
            "decks": [None, {"name": "Mine", "text": LEGAL}],
        }
        m = client.post("/api/matches", json=body).json()
        token = m["seats"][1]["token"]
        before = client.get(f"/api/matches/{m['id']}", params={"token": token}).json()
        assert client.delete(f"/api/games/tcg/decks/{saved['id']}", params={"owner": KEY}).status_code == 200
    with app_client(db) as client:
        after = client.get(f"/api/matches/{m['id']}", params={"token": token}).json()
    assert after["view"] == before["view"] and after["view"]["players"][1]["deck"] == "Mine"


def test_a_match_with_a_malformed_deck_names_the_line(client: TestClient) -> None:
    bad = LEGAL + "2 x\n"
    body = {"game": "tcg", "seats": ["human", "easy"], "decks": [None, {"name": "mine", "text": bad}]}
    r = client.post("/api/matches", json=body)
    assert r.status_code == 400
    assert f'line {len(bad.splitlines())} "2 x"' in r.json()["error"]
    body["decks"] = [None]
    r = client.post("/api/matches", json=body)
    assert r.status_code == 400 and "'decks' must be a list of 2 entries" in r.json()["error"]
    assert client.get("/api/matches", params={"tokens": "x"}).json() == []


def test_a_version_3_store_gains_the_decks_table(store_url: str) -> None:
    import sqlalchemy as sa

    from eregion.store import SCHEMA_VERSION, resolve_url

    Store(store_url).close()
    engine = sa.create_engine(resolve_url(store_url))
    with engine.begin() as conn:
        conn.execute(sa.text("DROP TABLE decks"))
        conn.execute(sa.text("UPDATE meta SET value = '3' WHERE key = 'schema_version'"))
    engine.dispose()
    with Store(store_url) as store:
        assert store.decks_of("tcg", "h") == []
        store.save_deck("d1", "tcg", "h", "mine", LEGAL)
        assert [d.id for d in store.decks_of("tcg", "h")] == ["d1"]
    engine = sa.create_engine(resolve_url(store_url))
    with engine.connect() as conn:
        version = conn.execute(sa.text("SELECT value FROM meta WHERE key = 'schema_version'")).scalar_one()
    engine.dispose()
    assert version == str(SCHEMA_VERSION) == "4"
