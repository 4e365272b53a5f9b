"""Replays are built off the event loop and cached (eregion/server/replays.py): a viewer stepping through
a finished game rebuilds it once, in a replay thread, and every position equals a fresh replay."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import threading
from pathlib import Path
from typing import Any

from server_helpers import app_client, idle

from eregion.games import get_game
from eregion.games.duel import new_game


def test_replays_are_built_off_the_event_loop_once_per_match(tmp_path: Path) -> None:
    calls: list[tuple[str, bool]] = []
    duel = get_game("duel")

    def watched(seed: int = 0, options: Any = None, setup: Any = None) -> Any:
        try:
            asyncio.get_running_loop()
            on_loop = True
        except RuntimeError:
            on_loop = False
        calls.append((threading.current_thread().name, on_loop))
        return duel.new_game(seed, options, setup)

    game = dataclasses.replace(duel, new_game=watched)
    with app_client(str(tmp_path / "r.db")) as c:
        manager = c.app.state.manager  # type: ignore[attr-defined]
        manager.lookup = lambda name: game if name == "duel" else get_game(name)
        m = c.post("/api/matches", json={"game": "duel", "seats": ["easy", "medium"], "seed": 4242}).json()
        idle(c)
        calls.clear()
        final = c.get(f"/api/matches/{m['id']}/replay").json()
        n = final["steps"]
        actions = manager.matches[m["id"]].state.action_ids()
        mirror, views = new_game(4242), {}
        for k in range(n + 1):
            views[k] = json.loads(json.dumps(mirror.view(None)))
            if k < n:
                mirror.apply(actions[k])
        for k in [*range(n + 1), *range(n, -1, -7), 5, 40, 17]:  # forward through every step, back, jumps
            r = c.get(f"/api/matches/{m['id']}/replay", params={"step": k})
            assert r.status_code == 200 and r.headers["content-type"] == "application/json"
            body = r.json()
            assert body["view"] == views[k], k
            assert body["step"] == k and body["steps"] == n and body["seed"] == 4242
            assert body["action"] == (actions[k - 1] if k else None)
        assert final["view"] == views[n] and final["result"]["returns"] == list(mirror.returns())
    # One rebuild for the whole viewing session, in a replay thread, never on the event loop.
    assert len(calls) == 1, calls
    assert calls[0][0].startswith("eregion-replay") and calls[0][1] is False
