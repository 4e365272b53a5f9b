"""Who may know the deal (docs/web-api.md, "Seeds"): the server draws a secret seed unless the creator
chooses one, and a chosen seed is public: ``seeded`` in the match, shown to every player. A drawn seed
appears in no answer and no frame before the game ends; then the replay reveals it."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from server_helpers import app_client

from eregion.games.duel import new_game


def _create(c: Any, seats: list[str], **extra: Any) -> dict[str, Any]:
    r = c.post("/api/matches", json={"game": "duel", "seats": seats, **extra})
    assert r.status_code == 201, r.text
    return dict(r.json())


def test_every_player_sees_whether_the_creator_chose_the_deal(store_url: str) -> None:
    with app_client(store_url) as c:
        cases = [
            (["human", "human"], {}, False),
            (["human", "human"], {"seed": None}, False),
            (["human", "human"], {"seed": 7}, True),
            (["human", "easy"], {"seed": 7}, True),  # practice against the AI
            (["human", "easy"], {}, False),
        ]
        made = []
        for seats, extra, seeded in cases:
            m = _create(c, seats, **extra)
            assert m["seeded"] is seeded
            made.append((m, seeded))
            for s in [*m["seats"], {"token": None}]:
                if s.get("kind", "human") != "human":
                    continue
                params = {"token": s["token"]} if s["token"] else {}
                assert c.get(f"/api/matches/{m['id']}", params=params).json()["seeded"] is seeded
    with app_client(store_url) as c:  # a new server reads it from the store
        for m, seeded in made:
            assert c.get(f"/api/matches/{m['id']}").json()["seeded"] is seeded


def test_a_drawn_seed_is_secret_until_the_end(tmp_path: Path) -> None:
    rng = random.Random(3)
    with app_client(str(tmp_path / "secret.db")) as c:
        m = _create(c, ["human", "human"])
        tokens = [s["token"] for s in m["seats"]]
        seen = [json.dumps(m)]
        with c.websocket_connect(f"/ws/matches/{m['id']}") as spy:
            seen.append(json.dumps(spy.receive_json()))
            body = c.get(f"/api/matches/{m['id']}", params={"token": tokens[0]}).json()
            while body["status"] != "finished":
                p = body["to_move"]
                mine = c.get(f"/api/matches/{m['id']}", params={"token": tokens[p]}).json()
                seen.append(json.dumps(mine))
                action = rng.choice(mine["actions"])["id"]
                r = c.post(
                    f"/api/matches/{m['id']}/actions",
                    json={"token": tokens[p], "action": action, "step": mine["step"]},
                )
                body = r.json()
                seen.append(r.text)
                seen.append(json.dumps(spy.receive_json()))
            for t in (*tokens, None):
                seen.append(c.get(f"/api/matches/{m['id']}", params={"token": t} if t else {}).text)
            seen.append(c.get("/api/matches", params={"tokens": ",".join(tokens)}).text)
        replay = c.get(f"/api/matches/{m['id']}/replay").json()
    seed = replay["seed"]
    assert isinstance(seed, int) and replay["seeded"] is False
    assert len(str(seed)) >= 9  # drawn from 2**62 values: its digits never turn up by chance in a view
    for text in seen:
        assert str(seed) not in text
    state = new_game(seed)  # and it is the seed the game was dealt from
    actions = c.app.state.manager.matches[m["id"]].state.action_ids()  # type: ignore[attr-defined]
    for a in actions:
        state.apply(a)
    assert state.is_over and json.loads(json.dumps(state.view(None))) == replay["view"]
