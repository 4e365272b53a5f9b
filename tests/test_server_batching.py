"""What the server shares under load: actions of many matches committed in one transaction (group
commit), keeping their order and failing alone; views of every watching seat computed together."""

from __future__ import annotations

import asyncio
import gc
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from eregion.games.duel import GAME, DuelState
from eregion.server.commits import GroupCommit
from eregion.server.match import ApiError, Match, Seat, Subscriber
from eregion.store import MatchAction, MatchRecord, MatchSeat, StaleStep, Store

SEATS = (MatchSeat(0, "human", token_hash="a" * 64), MatchSeat(1, "human", token_hash="b" * 64))


def _matches(store: Store, *ids: str) -> None:
    for mid in ids:
        store.create_match(MatchRecord(mid, "duel", "1", 1, {}, None, SEATS))


def _act(mid: str, step: int, action: str = "") -> MatchAction:
    return MatchAction(mid, step, action or f"{mid}:{step}", step % 2, "human")


def test_several_matches_actions_commit_in_one_transaction_all_or_nothing(store_url: str) -> None:
    with Store(store_url) as store:
        _matches(store, "m1", "m2")
        store.add_match_actions([_act("m1", 0), _act("m2", 0), _act("m1", 1)])
        assert store.match("m1").actions == ("m1:0", "m1:1")  # type: ignore[union-attr]
        with pytest.raises(StaleStep, match="match m1 is not at step 5"):
            store.add_match_actions([_act("m2", 1), _act("m1", 5)])
        with pytest.raises(StaleStep, match="match m1 is not at step 0"):  # m1 step 0 again: stored once
            store.add_match_actions([_act("m2", 1), _act("m1", 0, "again")])
        assert store.match("m2").actions == ("m2:0",)  # type: ignore[union-attr]
        assert store.match("m2").steps == 1  # type: ignore[union-attr]
        store.add_match_actions([_act("m2", 1)])  # the store is still usable after a failed batch
        assert store.match("m2").actions == ("m2:0", "m2:1")  # type: ignore[union-attr]
        won = {"returns": [1.0, -1.0], "winner": "fellowship"}
        store.add_match_actions([_act("m2", 2), MatchAction("m1", 2, "win", 0, "ai", "finished", won)])
        m1, m2 = store.match("m1"), store.match("m2")
        assert m1 is not None and m2 is not None
        assert (m1.status, m1.result, m1.steps, m1.actions[-1]) == ("finished", won, 3, "win")
        assert (m2.status, m2.result, m2.steps, m2.actions[-1]) == ("in_progress", None, 3, "m2:2")
        assert m1.updated == m2.updated  # one transaction, one time stamp


class GatedStore(Store):
    """A store whose first batch waits for ``release``, so that others queue behind it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.batches: list[list[str]] = []
        self.started = threading.Event()
        self.release = threading.Event()

    def add_match_actions(self, actions: Sequence[MatchAction]) -> str:
        self.batches.append([a.action for a in actions])
        if len(self.batches) == 1:
            self.started.set()
            assert self.release.wait(30)
        return super().add_match_actions(actions)


async def _queued(store: GatedStore, first: MatchAction, then: list[MatchAction]) -> list[Any]:
    """Commit ``first``; while its transaction runs, commit ``then``; every outcome, in order."""
    loop = asyncio.get_running_loop()
    db = ThreadPoolExecutor(1)
    try:
        commits = GroupCommit(store, db)
        tasks = [asyncio.create_task(commits.commit(first))]
        await loop.run_in_executor(None, store.started.wait)
        tasks += [asyncio.create_task(commits.commit(a)) for a in then]
        await asyncio.sleep(0)  # each new task queues its action
        store.release.set()
        return await asyncio.gather(*tasks, return_exceptions=True)
    finally:
        db.shutdown(wait=True)


def test_actions_arriving_during_a_commit_go_together_in_order(tmp_path: Any) -> None:
    with GatedStore(f"sqlite:///{tmp_path}/s.db") as store:
        _matches(store, "m1", "m2", "m3")
        then = [_act("m2", 0), _act("m3", 0), _act("m1", 1), _act("m2", 1)]
        outcomes = asyncio.run(_queued(store, _act("m1", 0), then))
        assert all(isinstance(o, str) for o in outcomes), outcomes
        assert store.batches == [["m1:0"], ["m2:0", "m3:0", "m1:1", "m2:1"]]
        assert [store.match(m).actions for m in ("m1", "m2", "m3")] == [  # type: ignore[union-attr]
            ("m1:0", "m1:1"),
            ("m2:0", "m2:1"),
            ("m3:0",),
        ]


def test_a_failing_action_in_a_batch_fails_alone(tmp_path: Any) -> None:
    with GatedStore(f"sqlite:///{tmp_path}/s.db") as store:
        _matches(store, "m1", "m2", "m3")
        then = [_act("m2", 0), _act("m3", 4), _act("m1", 1)]  # m3 is at step 0, not 4
        outcomes = asyncio.run(_queued(store, _act("m1", 0), then))
        assert isinstance(outcomes[0], str) and isinstance(outcomes[1], str) and isinstance(outcomes[3], str)
        bad = outcomes[2]
        # A match not at its step is passed on as it is: the manager catches up and answers 409.
        assert isinstance(bad, StaleStep) and "m3 is not at step 4" in str(bad)
        # The batch failed as a whole, then each action went on its own.
        assert store.batches == [["m1:0"], ["m2:0", "m3:4", "m1:1"], ["m2:0"], ["m3:4"], ["m1:1"]]
        assert store.match("m1").actions == ("m1:0", "m1:1")  # type: ignore[union-attr]
        assert store.match("m2").actions == ("m2:0",)  # type: ignore[union-attr]
        assert store.match("m3").actions == () and store.match("m3").steps == 0  # type: ignore[union-attr]


def test_a_commit_after_the_store_thread_stopped_is_a_503(tmp_path: Any) -> None:
    async def go(store: Store) -> None:
        db = ThreadPoolExecutor(1)
        db.shutdown()
        with pytest.raises(ApiError, match="the store failed") as e:
            await GroupCommit(store, db).commit(_act("m1", 0))
        assert e.value.status == 503

    with Store(f"sqlite:///{tmp_path}/s.db") as store:
        _matches(store, "m1")
        asyncio.run(go(store))
        assert store.match("m1").actions == ()  # type: ignore[union-attr]


def test_the_views_of_every_subscribed_seat_are_computed_together(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[int | None]] = []
    views = DuelState.views

    def counted(self: DuelState, players: Sequence[int | None]) -> list[Any]:
        calls.append(list(players))
        return views(self, players)

    monkeypatch.setattr(DuelState, "views", counted)
    state = GAME.new_game(5)
    seats = [Seat(0, "fellowship", "human"), Seat(1, "sauron", "human")]
    match = Match("m", GAME, 5, {}, None, seats, state)
    match.subscribers |= {Subscriber(0), Subscriber(1), Subscriber(None), Subscriber(1)}
    frames = {seat: match.frame(seat) for seat in (1, 0, None)}
    assert len(calls) == 1 and calls[0][0] == 1 and sorted(calls[0], key=str) == [0, 1, None]
    for seat, frame in frames.items():
        assert frame["view"] == state.view(seat)
    calls.clear()
    match.state = state.clone()
    match.state.apply(state.legal_actions()[0])
    match.step = 1
    frame = match.frame(None)
    assert len(calls) == 1 and sorted(calls[0], key=str) == [0, 1, None]
    assert frame["view"] == match.state.view(None)


def test_the_server_collects_the_young_generation_rarely() -> None:
    from eregion.cli.serve import GC_YOUNG, _tune_gc

    before = gc.get_threshold()
    try:
        gc.set_threshold(700, 10, 10)
        _tune_gc()
        assert gc.get_threshold() == (GC_YOUNG, 10, 10) and GC_YOUNG >= 10_000
        gc.set_threshold(50_000, 5, 5)  # never lowered
        _tune_gc()
        assert gc.get_threshold() == (50_000, 5, 5)
    finally:
        gc.set_threshold(*before)
