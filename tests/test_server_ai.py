"""AI moves share the worker pool fairly (eregion/server/ai.py): a human's game is served ahead of
AI-vs-AI games and keeps a worker of its own, and matches take turns, so none holds the pool. Checked
with an executor that runs nothing until the test says (no timing)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from server_helpers import HeldExecutor, until

from eregion.games.duel import new_game
from eregion.server import Manager
from eregion.server.ai import FairPool
from eregion.server.match import agent_seed
from eregion.store import Store


def test_the_pool_serves_humans_first_and_matches_in_turn() -> None:
    async def main() -> list[str]:
        held = HeldExecutor()
        pool = FairPool(lambda: held, workers=2)
        order: list[str] = []
        # Match a asks for three moves at once, b and c for one each, then a human-facing match h.
        asks = [("a", False), ("a", False), ("a", False), ("b", False), ("c", False), ("h", True)]
        tasks = [asyncio.create_task(pool.run(key, human, order.append, key)) for key, human in asks]
        await asyncio.sleep(0)
        # One worker for AI-vs-AI work, the other kept for the human-facing match, which goes at once.
        assert [args for _, args, _ in held.pending()] == [("a",), ("h",)]
        assert pool.running() == 2 and pool.waiting() == 4
        while not all(t.done() for t in tasks):
            if held.pending():
                held.finish(0)
            await asyncio.sleep(0)
        return order

    # b and c, still waiting for their first move, go before a's second: a never holds the pool.
    assert asyncio.run(main()) == ["a", "h", "b", "c", "a", "a"]


def test_a_cancelled_move_leaves_the_queue() -> None:
    async def main() -> None:
        held = HeldExecutor()
        pool = FairPool(lambda: held, workers=1)
        first = asyncio.create_task(pool.run("a", False, str, 1))
        second = asyncio.create_task(pool.run("b", False, str, 2))
        await asyncio.sleep(0)
        assert pool.running() == 1 and pool.waiting() == 1
        second.cancel()
        await asyncio.gather(second, return_exceptions=True)
        assert pool.waiting() == 0
        held.finish(0)
        assert await first == "1"
        assert pool.running() == 0 and not held.pending()

    asyncio.run(main())


def test_a_human_game_against_the_ai_is_not_starved_by_ai_vs_ai_games(tmp_path: Path) -> None:
    """Three AI-vs-AI matches, then a human against the AI (the AI opens): the human's opponent is handed
    to a worker at once, and the AI-vs-AI matches take turns on the other."""
    opens = next(s for s in range(100) if new_game(s).current_player == 1)  # Sauron (seat 1) opens
    seeds = {"x": 11, "y": 12, "z": 13, "human": opens}
    # Which match a job plays for, from the agent seed it was given (derived from the match seed and step).
    owners = {agent_seed(seed, step, p): n for n, seed in seeds.items() for step in range(50) for p in (0, 1)}

    def owner(job: Any) -> str:
        return owners[job[1][1]]

    async def main() -> list[str]:
        store = Store(str(tmp_path / "ai.db"))
        manager = Manager(store, ai_pause=0, ai_workers=2, ai_processes=False)
        held = manager._ai_pool = HeldExecutor()
        try:
            for name in ("x", "y", "z"):
                await manager.create({"game": "duel", "seats": ["easy", "easy"], "seed": seeds[name]})
            await manager.create({"game": "duel", "seats": ["human", "easy"], "seed": seeds["human"]})
            await until(lambda: len(held.jobs) >= 2 and len(manager.matches) == 4, "the first AI moves")
            for m in manager.matches.values():  # every AI has asked for its move
                await until(lambda m=m: m.ai_task is not None, "every AI to ask for a move")
            assert sorted(owner(j) for j in held.pending()) == ["human", "x"]
            served = []
            for _ in range(6):
                job = next(j for j in held.pending() if owner(j) != "human")
                served.append(owner(job))
                count = len(held.jobs)
                held.finish(held.pending().index(job))
                await until(lambda count=count: len(held.jobs) > count, "the next AI-vs-AI move")
            # The human's opponent is still on its own worker: never queued behind the others.
            assert [owner(j) for j in held.pending() if owner(j) == "human"] == ["human"]
            return served
        finally:
            await manager.close()
            store.close()

    assert asyncio.run(main()) == ["x", "y", "z", "x", "y", "z"]
