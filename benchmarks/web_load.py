"""Load benchmark of the web server: many concurrent games driven through WebSockets on loopback.

For each size in ``--matches`` (default: 50, then 200), starts a real ``eregion serve`` subprocess (AI
pause 0) on a fresh store, creates that many games of Duel with both seats human, and drives each with
one client that holds a WebSocket per seat and plays random legal actions as fast as the server answers
(the "random agents"). Reports per size the action latency (client send -> the state frame of that step
on the acting seat's socket: p50, p95, p99), throughput, errors, lost actions (each match's stored
action list must equal what its client sent) and the CPU the server and the clients spent per action
(they share the machine). Prints one JSON object with every size.

    .venv/bin/python benchmarks/web_load.py [--matches 50 200] [--db URL] [--seed 0]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import orjson
from served import free_port, start_server
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from eregion.store import Store, describe_url, resolve_url


class Client:
    """One match: a socket per seat, random legal actions, latencies and errors recorded."""

    def __init__(self, base: str, match: dict[str, Any], rng: random.Random, max_actions: int) -> None:
        self.base = base
        self.match = match
        self.rng = rng
        self.max_actions = max_actions
        self.sides = [s["side"] for s in match["seats"]]
        self.sent: list[str] = []
        self.latencies: list[float] = []
        self.errors: list[str] = []
        self.frames: list[dict[int, dict[str, Any]]] = [{}, {}]
        self.arrived = [asyncio.Event(), asyncio.Event()]
        self.finished = False

    async def _reader(self, seat: int, ws: Any) -> None:
        async for text in ws:
            frame = orjson.loads(text)
            if frame.get("type") == "error":
                self.errors.append(frame.get("message", "?"))
            else:
                self.frames[seat][frame["step"]] = frame
                self.frames[seat].pop(frame["step"] - 2, None)
            self.arrived[seat].set()

    async def _frame(self, seat: int, step: int) -> dict[str, Any]:
        while step not in self.frames[seat]:
            self.arrived[seat].clear()
            if step in self.frames[seat]:
                break
            await asyncio.wait_for(self.arrived[seat].wait(), 30)
        return self.frames[seat][step]

    async def run(self) -> None:
        mid = self.match["id"]
        tokens = [s["token"] for s in self.match["seats"]]
        sockets: list[Any] = []
        readers: list[asyncio.Task[None]] = []
        try:
            for t in tokens:
                url = f"{self.base}/ws/matches/{mid}?token={t}"
                sockets.append(await connect(url, max_size=1 << 22, open_timeout=30))
            readers = [asyncio.create_task(self._reader(i, ws)) for i, ws in enumerate(sockets)]
            step = 0
            while step < self.max_actions:
                frame = await self._frame(0, step)
                decision = frame["view"]["decision"]
                if frame["status"] == "finished" or decision is None:
                    self.finished = True
                    break
                seat = self.sides.index(decision["player"])
                mine = await self._frame(seat, step)
                action = self.rng.choice(mine["view"]["decision"]["options"])["id"]
                t0 = time.perf_counter()
                await sockets[seat].send(json.dumps({"type": "action", "action": action, "step": step}))
                errors = len(self.errors)
                await self._frame(seat, step + 1)
                self.latencies.append(time.perf_counter() - t0)
                if len(self.errors) != errors:
                    break
                self.sent.append(action)
                step += 1
        except (TimeoutError, OSError, WebSocketException) as e:
            self.errors.append(f"client: {type(e).__name__}: {e}")
        finally:
            for ws in sockets:
                await ws.close()
            for r in readers:
                r.cancel()
            await asyncio.gather(*readers, return_exceptions=True)


TARGET_P99_MS = {50: 200, 200: 400}
"""The p99 each size must stay under (issue 11): 50 concurrent games, then 200."""


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU of a process and its threads so far (Linux /proc; None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def drive(
    base_http: str, base_ws: str, n: int, seed: int, max_actions: int, server_pid: int | None
) -> dict[str, Any]:
    """Create n games, then play them all at once; the figures of the play (creation excluded)."""
    async with httpx.AsyncClient(base_url=base_http, timeout=30) as http:
        created = await asyncio.gather(
            *(
                http.post(
                    "/api/matches", json={"game": "duel", "seats": ["human", "human"], "seed": seed + i}
                )
                for i in range(n)
            )
        )
    matches = [r.json() for r in created]
    clients = [Client(base_ws, m, random.Random(seed * 1000 + i), max_actions) for i, m in enumerate(matches)]
    server0 = cpu_seconds(server_pid) if server_pid is not None else None
    t0, cpu0 = time.perf_counter(), time.process_time()
    await asyncio.gather(*(c.run() for c in clients))
    elapsed = time.perf_counter() - t0
    cpu = time.process_time() - cpu0
    server1 = cpu_seconds(server_pid) if server_pid is not None else None
    server = server1 - server0 if server0 is not None and server1 is not None else None
    return {"clients": clients, "elapsed": elapsed, "client_cpu": cpu, "server_cpu": server}


def run_size(n: int, args: argparse.Namespace) -> dict[str, Any]:
    """One size: a fresh server and store (unless ``--port``/``--db`` name them), n games, the figures."""
    tmp = tempfile.TemporaryDirectory(prefix="eregion-load-")
    db = args.db or f"sqlite:///{tmp.name}/load.db"
    port = args.port or free_port()
    proc = start_server(db, port, "--ai-pause", "0") if args.port is None else None
    try:
        pid = proc.pid if proc is not None else None
        out = asyncio.run(
            drive(f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}", n, args.seed, args.max_actions, pid)
        )
    finally:
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
    clients: list[Client] = out["clients"]
    lat = [x for c in clients for x in c.latencies]
    errors = [e for c in clients for e in c.errors]
    lost = 0
    with Store(db) as store:
        for c in clients:
            rec = store.match(c.match["id"])
            stored = list(rec.actions) if rec is not None else []
            if stored != c.sent:
                lost += max(1, abs(len(stored) - len(c.sent)))
    tmp.cleanup()
    actions = sum(len(c.sent) for c in clients)
    target = TARGET_P99_MS.get(n)

    def per_action(seconds: float | None) -> float | None:
        return round(1000 * seconds / actions, 3) if seconds is not None and actions else None

    return {
        "matches": n,
        "websocket_clients": 2 * n,
        "games_finished": sum(c.finished for c in clients),
        "actions": actions,
        "seconds": round(out["elapsed"], 3),
        "throughput_actions_per_s": round(actions / out["elapsed"], 1),
        "latency_ms": {
            "p50": round(1000 * pct(lat, 0.50), 2),
            "p95": round(1000 * pct(lat, 0.95), 2),
            "p99": round(1000 * pct(lat, 0.99), 2),
            "max": round(1000 * max(lat, default=float("nan")), 2),
            "mean": round(1000 * statistics.fmean(lat), 2) if lat else None,
        },
        "errors": len(errors),
        "error_samples": errors[:5],
        "lost_actions": lost,
        "server_cpu_ms_per_action": per_action(out["server_cpu"]),
        "client_cpu_ms_per_action": per_action(out["client_cpu"]),
        "target_p99_ms": target,
        "p99_ok": None if target is None else bool(lat) and pct(lat, 0.99) < target / 1000,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--matches",
        type=int,
        nargs="+",
        default=sorted(TARGET_P99_MS),
        help="concurrent games; several sizes run one after the other (default: 50 200)",
    )
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--db", default=None, help="store URL (default: a fresh SQLite file per size)")
    ap.add_argument("--port", type=int, default=None, help="drive a server already running on this port")
    ap.add_argument("--max-actions", type=int, default=10_000, help="stop each match after this many actions")
    args = ap.parse_args()
    sizes = [run_size(n, args) for n in args.matches]
    result = {
        "benchmark": "web_load",
        "server": "eregion serve (uvicorn, one process), loopback",
        "store": describe_url(resolve_url(args.db)) if args.db else "SQLite, a fresh file per size",
        "cpus": os.cpu_count(),
        "seed": args.seed,
        "sizes": sizes,
        "errors": sum(s["errors"] for s in sizes),
        "lost_actions": sum(s["lost_actions"] for s in sizes),
        "p99_ok": all(s["p99_ok"] is not False for s in sizes),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
