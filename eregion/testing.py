"""A generic random-play checker for every game, written only against :mod:`eregion.core`.

:func:`check_random_play` plays one seeded random game and checks the core protocol at every step
(see DESIGN.md, "Testing"): clones are independent and behave like the original, legal action ids
are unique, illegal ids are refused without changing anything, views are JSON-ready and hide what
they must (and ``views`` gives each player its ``view``), determinization keeps what the player can
see, returns are zero until the end and consistent after it, the game ends within its bound, and replays round-trip through JSON::

    from eregion.testing import check_random_play
    from eregion.games.duel import GAME

    report = check_random_play(GAME, seed=7, hidden_check=my_predicate)

Every check raises :class:`AssertionError` with the seed, the step and the action ids so far, so a
failure can be replayed. A game plugs in its own knowledge through ``hidden_check`` (does a view
leak a hidden identity?) and ``returns_check`` (what its final payoffs must satisfy).
"""

from __future__ import annotations

import json
import math
import pickle
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from eregion.core import JSON, Game, IllegalAction, Replay, Rng, State

HiddenCheck = Callable[[State, JSON, "int | None"], Any]
"""``hidden_check(state, view, player)``: raise AssertionError (or return False) if ``view`` — what
``state.view(player)`` gave — shows anything ``player`` may not know (``player`` None: a spectator).
Use :func:`view_text` to get the view's JSON text without serialising it a second time."""

UNKNOWN_ID = "no-such-action:?"


@dataclass(frozen=True)
class PlayReport:
    """What one checked game did: its length, final returns and action ids (for digests)."""

    seed: int
    steps: int
    returns: tuple[float, ...]
    actions: tuple[str, ...]
    final: State


# --- view text, serialised once -------------------------------------------------------------------

_text_cache: list[tuple[Any, str]] = []


def view_text(view: JSON) -> str:
    """The view as strict JSON text (no NaN), computed once per view object.

    The checker serialises every view it checks; a ``hidden_check`` that searches the text calls
    this and gets the same string back for free.
    """
    for obj, text in _text_cache:
        if obj is view:
            return text
    text = json.dumps(view, ensure_ascii=False, allow_nan=False, check_circular=False)
    _text_cache.append((view, text))  # holding the object keeps its id from being reused
    if len(_text_cache) > 8:
        del _text_cache[0]
    return text


def _plain_json(value: Any, where: str) -> None:
    """Strict JSON-readiness: dicts with str keys, lists, str, int, float, bool, None (no tuples)."""
    if value is None or isinstance(value, (str, bool, int)):
        return
    if isinstance(value, float):
        assert math.isfinite(value), f"{where}: non-finite number {value!r}"
        return
    if isinstance(value, list):
        for i, v in enumerate(value):
            _plain_json(v, f"{where}[{i}]")
        return
    if isinstance(value, dict):
        for k, v in value.items():
            assert isinstance(k, str), f"{where}: non-string key {k!r}"
            _plain_json(v, f"{where}.{k}")
        return
    raise AssertionError(f"{where}: {type(value).__name__} is not JSON-ready: {value!r}")


# --- the checker ----------------------------------------------------------------------------------


def check_random_play(
    game: Game,
    seed: int,
    *,
    options: dict[str, Any] | None = None,
    setup: JSON | None = None,
    max_steps: int = 10_000,
    hidden_check: HiddenCheck | None = None,
    returns_check: Callable[[tuple[float, ...]], Any] | None = None,
    lookup: Callable[[str], Game] | None = None,
    policy: Callable[[State, Rng], Any] | None = None,
    view_stride: int = 1,
    opponent_determinize: bool = True,
) -> PlayReport:
    """Play one random game of ``game`` from ``seed`` and check the core protocol at every step.

    At every step:

    - the decision is well formed: its owner is a player, its options are non-empty, and both the
      action ids and the action indices are unique; ``legal_actions()`` gives the same options;
    - ``returns()`` are all zero;
    - an unknown id, and an id that was legal earlier in this game but is not now, raise
      :class:`IllegalAction` naming the legal ids, and leave ``snapshot()`` unchanged;
    - ``clone()`` is independent and equivalent: the chosen action applied to a clone leaves the
      original's snapshot unchanged, and applied to both gives equal snapshots;
    - ``view(p)`` of every player and ``view(None)`` is JSON-serialisable and passes
      ``hidden_check(state, view, p)``;
    - ``determinize(p, rng)`` keeps ``view(p)``; for the player who decides, it also keeps the legal
      action ids and depends only on what ``p`` knows (determinizing the determinized state with
      the same random stream gives the same state again); the determinized state accepts one of
      its legal actions. That last check also runs for the players who wait, unless
      ``opponent_determinize`` is False: the pending options may rest on what they cannot see, so
      a correct determinization must rebuild them from the resampled state.

    With ``view_stride`` n > 1, each viewer (and its determinization) is checked on one step in n,
    in rotation; n = number of players + 1 checks exactly one viewer per step.

    At the end: the game ended within ``max_steps``; ``returns()`` pass ``returns_check`` (by default
    one finite payoff in [-1, 1] per player, summing to zero for two players); nothing more can be
    applied; every final view is strict JSON and hides what it must; the log renders; the state
    pickles; and the replay, at the end and at one uniformly random midpoint, round-trips through
    JSON (``Replay.of(state).dumps()`` -> ``Replay.loads`` -> ``final(lookup)``) to an equal state.
    ``lookup`` maps a game name to its :class:`Game` (default: only ``game`` itself), so a game need
    not be registered in the catalogue to be checked.

    Actions are chosen uniformly at random from an :class:`Rng` derived from ``seed``, or by
    ``policy(state, rng)`` (returning an action or an id) to steer games into rare corners.
    Returns a :class:`PlayReport`.
    """
    if view_stride < 1:
        raise ValueError(f"view_stride must be at least 1, got {view_stride}")
    rng = Rng(seed ^ 0x5EED_C0DE)
    if lookup is None:

        def lookup(name: str) -> Game:
            assert name == game.name, f"replay names game {name!r}, expected {game.name!r}"
            return game

    players = len(game.players)
    viewers = (*range(players), None)
    state = game.new_game(seed, options, setup)
    where = f"{game.name} seed={seed} options={options!r}"
    assert state.game is game, f"{where}: new_game built a state of {state.game.name!r}"
    twin = game.new_game(seed, options, setup)
    pre = state.snapshot()
    assert twin.snapshot() == pre, f"{where}: the same seed dealt two different games"
    del twin

    seen_ids: list[str] = []  # every id offered so far, in order (hash-independent choices)
    seen_set: set[str] = set()
    applied: list[str] = []
    mid: State | None = None  # reservoir sample: a uniformly random intermediate state
    steps = 0

    def fail(msg: str) -> str:
        tail = " ".join(applied[-12:])
        return f"{where} step {steps}: {msg} (last actions: {tail})"

    while not state.is_over:
        assert steps < max_steps, fail(f"the game did not end within {max_steps} steps")
        d = state.decision
        assert d is not None
        actions = state.legal_actions()
        assert actions == d.options, fail("legal_actions() differs from decision.options")
        assert actions, fail(f"decision {d.prompt!r} has no options")
        assert 0 <= d.player < players, fail(f"decision owed by player {d.player!r}")
        assert state.current_player == d.player, fail("current_player differs from decision.player")
        ids = [a.id for a in actions]
        assert len(set(ids)) == len(ids), fail(f"duplicate action ids in {ids}")
        indices = [a.index for a in actions]
        assert len(set(indices)) == len(indices), fail(f"duplicate action indices in {indices}")
        assert all(isinstance(i, str) and i for i in ids), fail(f"bad action ids {ids}")
        assert state.returns() == (0.0,) * players, fail(f"returns {state.returns()} while running")
        for i in ids:
            if i not in seen_set:
                seen_set.add(i)
                seen_ids.append(i)

        # Views of every player and the spectator (each on one step in ``view_stride``, rotating),
        # and the determinization of each player whose view is checked.
        for k, p in enumerate(viewers):
            if (steps + seed + k) % view_stride:
                continue
            view = state.view(p)
            try:
                view_text(view)
            except (TypeError, ValueError) as e:
                raise AssertionError(fail(f"view({p}) is not JSON-serialisable: {e}")) from None
            if hidden_check is not None:
                _hidden(hidden_check, state, view, p, fail)
            if p is not None:
                _check_determinize(state, p, view, ids, rng, opponent_determinize, fail)
        if (steps + seed) % view_stride == 0:
            together = state.views(viewers)
            for p, view in zip(viewers, together, strict=True):
                assert view == state.view(p), fail(f"views(...) gives player {p} another view than view({p})")

        # Choose the action.
        if policy is None:
            action = rng.choice(actions)
        else:
            chosen = policy(state, rng)
            action = chosen if not isinstance(chosen, str) else d.find(chosen)
            assert action is not None and action in actions, fail(f"policy chose {chosen!r}, not legal")

        # Illegal ids change nothing; a clone's action does not touch the original.
        bad = [UNKNOWN_ID]
        stale = _stale_id(seen_ids, seen_set, set(ids), rng)
        if stale is not None:
            bad.append(stale)
        for bad_id in bad:
            try:
                state.apply(bad_id)
            except IllegalAction as e:
                assert e.action == bad_id and tuple(e.legal) == tuple(ids), fail(
                    f"IllegalAction for {bad_id!r} names {e.legal}, expected the legal ids {ids}"
                )
                assert bad_id in str(e) or repr(bad_id) in str(e), fail(
                    f"IllegalAction message does not name {bad_id!r}"
                )
            else:
                raise AssertionError(fail(f"apply({bad_id!r}) was accepted; legal ids: {ids}"))
        twin = state.clone()
        assert twin is not state, fail("clone returned the state itself")
        twin.apply(action.id)
        now = state.snapshot()
        assert now == pre, fail(
            "the state changed under an illegal action, or under the previous action applied to a "
            "clone, or differs from that clone: " + _first_difference(pre, now)
        )
        state.apply(action)
        applied.append(action.id)
        steps += 1
        pre = twin.snapshot()  # checked against the original at the next step (or the end)
        if rng.randrange(steps) == 0:
            mid = twin

    # The end.
    now = state.snapshot()
    assert now == pre, fail("clone and original differ at the end: " + _first_difference(pre, now))
    assert state.decision is None and state.legal_actions() == () and state.current_player is None, fail(
        "a finished game still offers a decision"
    )
    returns = tuple(state.returns())
    assert len(returns) == players, fail(f"returns {returns} for {players} players")
    if returns_check is not None:
        ok = returns_check(returns)
        assert ok is None or ok, fail(f"returns {returns} fail the game's check")
    else:
        assert all(isinstance(r, float) and -1.0 <= r <= 1.0 for r in returns), fail(f"returns {returns}")
        if players == 2:
            assert abs(sum(returns)) < 1e-9, fail(f"returns {returns} of a two-player game do not sum to 0")
    for bad_id in (UNKNOWN_ID, *seen_ids[:1]):
        try:
            state.apply(bad_id)
        except IllegalAction as e:
            assert e.prompt is None and e.legal == (), fail(f"IllegalAction after the end: {e}")
        else:
            raise AssertionError(fail(f"apply({bad_id!r}) accepted after the end"))
    assert state.snapshot() == pre, fail("applying after the end changed the state")
    assert state.action_ids() == applied, fail("action_ids() differs from the actions applied")
    for p in (*range(players), None):
        view = state.view(p)
        if json.loads(view_text(view)) != view:  # tuples, non-string keys...: say where
            _plain_json(view, fail(f"final view({p})"))
            raise AssertionError(fail(f"final view({p}) does not round-trip through JSON"))
        if hidden_check is not None:
            _hidden(hidden_check, state, view, p, fail)
    for event in state.log():
        assert isinstance(event.text, str) and event.text, fail(f"empty log line {event!r}")
    copy = pickle.loads(pickle.dumps(state))
    assert copy.snapshot() == pre and copy.action_ids() == applied, fail("the state does not pickle")
    for point in (state, mid):
        if point is not None:
            _check_replay(point, lookup, fail)
    return PlayReport(seed, steps, returns, tuple(applied), state)


def _check_determinize(
    state: State,
    p: int,
    view: JSON,
    ids: list[str],
    rng: Rng,
    opponent_determinize: bool,
    fail: Callable[[str], str],
) -> None:
    seed = rng.next64()
    det = state.determinize(p, Rng(seed))
    assert det is not state, fail("determinize returned the state itself")
    assert det.view(p) == view, fail(f"determinize({p}) changed what player {p} sees")
    deciding = state.decision is not None and state.decision.player == p
    if deciding:
        assert [a.id for a in det.legal_actions()] == ids, fail(
            f"determinize({p}) changed the legal actions of player {p}"
        )
        # A determinization may depend only on what p knows: from another world that p cannot
        # tell apart, the same random stream must give the same result.
        first, again = det.snapshot(), det.determinize(p, Rng(seed)).snapshot()
        assert first == again, fail(
            f"determinize({p}) depends on what player {p} cannot see: " + _first_difference(first, again)
        )
    elif not opponent_determinize:
        return
    action = rng.choice(det.legal_actions())
    try:
        det.apply(action)
    except Exception as e:
        raise AssertionError(
            fail(f"a state determinized for player {p} fails on its legal action {action.id!r}: {e!r}")
        ) from e


def _hidden(check: HiddenCheck, state: State, view: JSON, p: int | None, fail: Callable[[str], str]) -> None:
    try:
        ok = check(state, view, p)
    except AssertionError as e:
        raise AssertionError(fail(f"view({p}) leaks hidden information: {e}")) from None
    assert ok is None or ok, fail(f"view({p}) leaks hidden information: {view_text(view)[:300]}")


def _stale_id(seen: Sequence[str], seen_set: set[str], legal: set[str], rng: Rng) -> str | None:
    """An id offered earlier in this game that is not legal now, if one is quickly found."""
    if len(seen_set) <= len(legal):
        return None
    for _ in range(4):
        candidate = seen[rng.randrange(len(seen))]
        if candidate not in legal:
            return candidate
    return None


def _check_replay(state: State, lookup: Callable[[str], Game], fail: Callable[[str], str]) -> None:
    replay = Replay.of(state)
    text = replay.dumps()
    back = Replay.loads(text)
    assert back == replay, fail("Replay.loads(Replay.dumps()) is not the same replay")
    rebuilt = back.final(lookup)
    assert rebuilt.action_ids() == state.action_ids(), fail("replay rebuilt different action ids")
    a, b = state.snapshot(), rebuilt.snapshot()
    assert a == b, fail("replay rebuilt a different state: " + _first_difference(a, b))


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    """Where two snapshots first differ, for readable failures."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in a.keys() | b.keys():
            if a.get(k, ...) != b.get(k, ...):
                return _first_difference(a.get(k), b.get(k), f"{path}.{k}")
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return f"{path or 'value'}: {a!r} != {b!r}"
