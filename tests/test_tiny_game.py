"""The random-play checker and the core protocol are game-agnostic: a tiny hidden-hand game that
is registered nowhere passes :func:`check_random_play`, and broken variants of it are caught."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
import tiny_game
from tiny_game import TINY, TinyState, hidden_check, lookup

from eregion.core import IllegalAction, InvalidSetup, Replay, ReplayError, UnknownGame
from eregion.games import get_game
from eregion.testing import check_random_play


@pytest.mark.parametrize("hand", [2, 3, 4])
def test_tiny_game_passes_the_checker(hand: int) -> None:
    lengths = set()
    outcomes = set()
    for seed in range(60):
        report = check_random_play(
            TINY, seed, options={"hand": hand}, hidden_check=hidden_check, lookup=lookup
        )
        lengths.add(report.steps)
        outcomes.add(report.returns)
    assert len(lengths) > 3  # the games really differ
    assert outcomes <= {(1.0, -1.0), (-1.0, 1.0), (0.0, 0.0)} and len(outcomes) >= 2


def test_tiny_game_is_not_in_the_catalogue_but_replays_with_a_lookup() -> None:
    with pytest.raises(UnknownGame):
        get_game("tiny")
    state = tiny_game.new_game(5)
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    text = Replay.of(state).dumps()
    assert Replay.loads(text).final(lookup).snapshot() == state.snapshot()
    with pytest.raises(ReplayError, match="not an eregion replay"):
        Replay.loads(text.replace("eregion-replay", "other"))
    with pytest.raises(ReplayError, match="rules version"):
        Replay.loads(text.replace('"rules_version": "1"', '"rules_version": "0"')).final(lookup)


def test_tiny_game_pinned_deck_and_bad_setup() -> None:
    deck = ["r6", "b1", "r2", "b2", "r3", "b3", "r4", "b4", "r5", "b5", "r1", "b6"]
    s = tiny_game.new_game(0, {"hand": 2}, {"deck": deck})
    assert s.view(0)["hand"] == ["b1", "r6"] and s.view(1)["hand"] == ["b2", "r2"]
    s.apply("play:r6")
    assert s.decision.player == 1  # the answer out of turn
    s.apply("draw")
    assert s.view(1)["hand"] == ["b2", "r2", "r3"]  # dealt from the front
    with pytest.raises(InvalidSetup):
        tiny_game.new_game(0, None, {"deck": deck[:-1]})
    with pytest.raises(InvalidSetup):
        tiny_game.new_game(0, {"hand": 7})
    with pytest.raises(IllegalAction, match="legal: play:b2"):
        s.apply("play:r6")


# --- the checker catches broken games ---------------------------------------------------------------


def variant(name: str, **methods: Any) -> Any:
    """The tiny game with some methods replaced by broken ones."""
    cls = type(f"Tiny_{name}", (TinyState,), {"__slots__": (), **methods})
    game = dataclasses.replace(
        TINY,
        name=f"tiny-{name}",
        new_game=lambda seed=0, options=None, setup=None: tiny_game.build(cls, seed, options, setup),
    )
    cls.game = game
    cls.__module__ = __name__
    globals()[cls.__name__] = cls  # so that its states pickle
    return game


def _leaky_view(self: TinyState, player: int | None) -> Any:
    v = TinyState.view(self, player)
    v["all_hands"] = [sorted(h) for h in self.hands]
    return v


def _shallow_clone(self: TinyState) -> TinyState:
    new = TinyState.clone(self)
    new.table = self.table  # shared lists: the clone's plays show up in the original
    return new


def _determinize_everything(self: TinyState, player: int, rng: Any) -> TinyState:
    new = TinyState.clone(self)
    pool = sorted(new.hands[0] + new.hands[1] + new.deck)
    rng.shuffle(pool)
    new.hands = [pool[: len(new.hands[0])], pool[len(new.hands[0]) : len(new.hands[0]) + len(new.hands[1])]]
    return new


def _order_dependent_determinize(self: TinyState, player: int, rng: Any) -> TinyState:
    new = TinyState.clone(self)
    o = 1 - player
    pool = new.hands[o] + new.deck  # not sorted first: the result follows the true hidden order
    rng.shuffle(pool)
    n = len(new.hands[o])
    new.hands[o], new.deck = pool[:n], pool[n:]
    new._decide()
    return new


def _stale_opponent_decision(self: TinyState, player: int, rng: Any) -> TinyState:
    new = TinyState.clone(self)
    o = 1 - player
    pool = sorted(new.hands[o] + new.deck)
    rng.shuffle(pool)
    n = len(new.hands[o])
    new.hands[o], new.deck = pool[:n], pool[n:]
    return new  # keeps the opponent's options, which name cards they may no longer hold


def _early_returns(self: TinyState) -> tuple[float, ...]:
    return (1.0, -1.0) if len(self.table[0]) > len(self.table[1]) else (0.0, 0.0)


def _unbalanced_returns(self: TinyState) -> tuple[float, ...]:
    return (1.0, 1.0) if self.result else (0.0, 0.0)


def _endless(self: TinyState) -> None:
    """Passing never ends the game, and a player with no cards may still pass."""
    if self.phase == "turn":
        p = self.to_play
        opts = tuple(tiny_game.PLAY[c] for c in sorted(self.hands[p])) + (tiny_game.PASS,)
        self._decision = tiny_game.Decision(p, tiny_game.DecisionKind.TURN, "play or pass", opts)
    else:
        TinyState._decide(self)


def _duplicate_ids(self: TinyState) -> None:
    TinyState._decide(self)
    d = self._decision
    if d is not None:
        self._decision = dataclasses.replace(d, options=d.options + d.options[:1])


def _careless_apply(self: TinyState, action: Any) -> None:
    if isinstance(action, str) and self._decision and self._decision.find(action) is None:
        self.passes += 1  # changes the state before refusing
    TinyState.apply(self, action)


def _set_in_view(self: TinyState, player: int | None) -> Any:
    v = TinyState.view(self, player)
    v["deck"] = {len(self.deck)}
    return v


def _tuple_in_view(self: TinyState, player: int | None) -> Any:
    v = TinyState.view(self, player)
    v["table"] = [tuple(t) for t in self.table]  # serialises, but comes back as lists
    return v


def _views_of_the_first(self: TinyState, players: Any) -> Any:
    """Views computed together gone wrong: every viewer gets the first one's."""
    return [TinyState.view(self, players[0])] * len(players)


def _unseeded_snapshot(self: TinyState) -> Any:
    snap = TinyState.snapshot(self)
    snap["noise"] = random.random()
    return snap


def _fragile_replay_snapshot(self: TinyState) -> Any:
    snap = TinyState.snapshot(self)
    snap["history_object"] = id(self.history) if self.history is not None else None
    return snap


BROKEN = {
    "leaky-view": ({"view": _leaky_view}, "leaks hidden information"),
    "shallow-clone": ({"clone": _shallow_clone}, "changed under"),
    "bad-determinize": ({"determinize": _determinize_everything}, "changed what player"),
    "order-dependent-determinize": ({"determinize": _order_dependent_determinize}, "depends on what"),
    "stale-opponent-decision": ({"determinize": _stale_opponent_decision}, "fails on its legal action"),
    "early-returns": ({"returns": _early_returns}, "while running"),
    "unbalanced-returns": ({"returns": _unbalanced_returns}, "do not sum to 0"),
    "endless": ({"_decide": _endless}, "did not end within 300 steps"),
    "duplicate-ids": ({"_decide": _duplicate_ids}, "duplicate action ids"),
    "careless-apply": ({"apply": _careless_apply}, "changed under an illegal action"),
    "set-in-view": ({"view": _set_in_view}, "not JSON-serialisable"),
    "tuple-in-view": ({"view": _tuple_in_view}, "tuple is not JSON-ready"),
    "views-disagree": ({"views": _views_of_the_first}, "another view than view"),
    "unseeded": ({"snapshot": _unseeded_snapshot}, "two different games"),
    "object-identity": ({"snapshot": _fragile_replay_snapshot}, "differ"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_the_checker_catches(name: str) -> None:
    methods, message = BROKEN[name]
    game = variant(name, **methods)
    check = None if name == "shallow-clone" else hidden_check  # so that the clone check speaks first
    with pytest.raises(AssertionError, match=message):
        for seed in range(20):
            check_random_play(game, seed, hidden_check=check, max_steps=300)


def test_a_failure_names_the_seed_and_the_last_actions() -> None:
    game = variant("leaky", view=_leaky_view)
    with pytest.raises(AssertionError) as info:
        check_random_play(game, 3, hidden_check=hidden_check)
    assert "tiny-leaky seed=3" in str(info.value) and "step 0" in str(info.value)


def test_opponent_determinize_can_be_waived() -> None:
    """The waiver used for Duel's known bug: only the deciding player's determinization is played on."""
    game = variant("stale", determinize=_stale_opponent_decision)
    for seed in range(20):
        check_random_play(game, seed, hidden_check=hidden_check, opponent_determinize=False)


def test_policy_steers_the_game() -> None:
    report = check_random_play(TINY, 1, hidden_check=hidden_check, lookup=lookup, policy=lambda s, r: "pass")
    assert report.actions == ("pass", "pass") and report.returns == (0.0, 0.0)
    assert json.loads(json.dumps(report.final.view(None)))["result"] == [0.0, 0.0]
