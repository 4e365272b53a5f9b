"""Fairness benchmark of the web server: an AI opponent's reply under AI-vs-AI load, and other requests
while many replays are asked for at once. Prints one JSON object.

- ``ai``: a real ``eregion serve`` (default AI pause 0.3 s, ``--ai-workers``) runs ``--hard`` "hard"
  AI-vs-AI Duel matches; the seconds from creating a human-vs-"easy" match in which the AI opens to the
  AI's first move arriving on the human's WebSocket, with no load and under that load.
- ``replays``: on a server with AI pause 0, four easy-vs-easy Duels played to the end; then ``--replays``
  replay requests of the longest at once (every one a different step), while a light request
  (``GET /api/games``) is timed every 10 ms: how long the others waited; then the same requests again.

    .venv/bin/python benchmarks/web_fairness.py [--hard 20] [--replays 40] [--samples 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import tempfile
import time
from typing import Any

import httpx
from served import free_port, start_server
from websockets.asyncio.client import connect

from eregion.games.duel import new_game


def stop(proc: subprocess.Popen[str]) -> None:
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()


def ms(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "n": len(ordered),
        "p50": round(1000 * statistics.median(ordered), 1),
        "max": round(1000 * ordered[-1], 1),
    }


async def first_reply(http: httpx.AsyncClient, ws_base: str, seed: int) -> float:
    """Seconds from creating a human-vs-easy match (the AI opens) to the AI's move on the human's socket."""
    t0 = time.perf_counter()
    m = (
        await http.post("/api/matches", json={"game": "duel", "seats": ["human", "easy"], "seed": seed})
    ).json()
    async with connect(f"{ws_base}/ws/matches/{m['id']}?token={m['seats'][0]['token']}") as ws:
        async for text in ws:
            if json.loads(text).get("step", 0) >= 1:
                return time.perf_counter() - t0
    raise RuntimeError("the socket closed before the AI moved")


async def ai_part(port: int, hard: int, samples: int) -> dict[str, Any]:
    seed = next(s for s in range(100) if new_game(s).current_player == 1)  # Sauron (the AI) opens
    base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    async with httpx.AsyncClient(base_url=base, timeout=120) as http:
        await first_reply(http, ws_base, seed)  # warm-up: the AI worker processes start
        alone = [await first_reply(http, ws_base, seed) for _ in range(samples)]
        for i in range(hard):
            await http.post(
                "/api/matches", json={"game": "duel", "seats": ["hard", "hard"], "seed": 1000 + i}
            )
        await asyncio.sleep(3)  # the hard matches are all thinking
        loaded = [await first_reply(http, ws_base, seed) for _ in range(samples)]
    return {
        "hard_ai_vs_ai_matches": hard,
        "easy_first_reply_alone_ms": ms(alone),
        "under_load_ms": ms(loaded),
    }


async def replay_part(port: int, replays: int) -> dict[str, Any]:
    base = f"http://127.0.0.1:{port}"
    async with httpx.AsyncClient(
        base_url=base, timeout=120, limits=httpx.Limits(max_connections=200)
    ) as http:
        games = []
        for seed in range(4):  # the longest of a few games
            new = {"game": "duel", "seats": ["easy", "easy"], "seed": seed}
            m = (await http.post("/api/matches", json=new)).json()
            while (body := (await http.get(f"/api/matches/{m['id']}")).json())["status"] != "finished":
                await asyncio.sleep(0.2)
            games.append((body["step"], m))
        steps, m = max(games, key=lambda g: g[0])

        async def timed(path: str, **params: Any) -> float:
            t0 = time.perf_counter()
            r = await http.get(path, params=params)
            assert r.status_code == 200, r.text
            return time.perf_counter() - t0

        idle = [await timed("/api/games") for _ in range(20)]
        done = asyncio.Event()
        others: list[float] = []

        async def probe() -> None:
            while not done.is_set():
                others.append(await timed("/api/games"))
                await asyncio.sleep(0.01)

        prober = asyncio.create_task(probe())
        t0 = time.perf_counter()
        answers = await asyncio.gather(
            *(timed(f"/api/matches/{m['id']}/replay", step=(k * steps) // replays) for k in range(replays))
        )
        burst = time.perf_counter() - t0
        done.set()
        await prober
        again = await asyncio.gather(
            *(timed(f"/api/matches/{m['id']}/replay", step=(k * steps) // replays) for k in range(replays))
        )
    return {
        "game_steps": steps,
        "concurrent_replays": replays,
        "burst_seconds": round(burst, 3),
        "replay_ms": ms(answers),
        "replay_again_ms": ms(again),
        "other_request_idle_ms": ms(idle),
        "other_request_during_burst_ms": ms(others),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hard", type=int, default=20, help="hard AI-vs-AI matches running")
    ap.add_argument("--replays", type=int, default=40, help="replay requests at once")
    ap.add_argument("--samples", type=int, default=3, help="first replies timed, alone and under load")
    ap.add_argument("--ai-workers", type=int, default=2)
    args = ap.parse_args()
    out: dict[str, Any] = {"benchmark": "web_fairness", "cpus": os.cpu_count(), "ai_workers": args.ai_workers}
    with tempfile.TemporaryDirectory(prefix="eregion-fair-") as tmp:
        port = free_port()
        proc = start_server(f"sqlite:///{tmp}/ai.db", port, "--ai-workers", str(args.ai_workers))
        try:
            out["ai"] = asyncio.run(ai_part(port, args.hard, args.samples))
        finally:
            stop(proc)
        port = free_port()
        proc = start_server(f"sqlite:///{tmp}/replay.db", port, "--ai-pause", "0")
        try:
            out["replays"] = asyncio.run(replay_part(port, args.replays))
        finally:
            stop(proc)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
