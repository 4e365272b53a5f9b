"""The guided search agent at the TCG: it searches the pivotal decisions only, reproducibly, and reads
nothing but what ``determinize`` gives it (no strength thresholds: those are benchmarks)."""

from __future__ import annotations

import pytest

from eregion.agents import make_agent
from eregion.core import Rng
from eregion.games import get_game
from eregion.games.tcg import expert
from eregion.games.tcg.expert import playout_choose
from eregion.games.tcg.expert.pivotal import PIVOTAL
from eregion.games.tcg.expert.plans import card_actions
from eregion.games.tcg.state import TcgState

GAME = get_game("tcg")
SPEC = "guided:worlds=2,depth=6"


def _reach(seed: int, step: str, skip: int = 0) -> TcgState:
    """An expert-against-expert game of ``seed`` played up to the (``skip``+1)-th decision owed on
    ``step`` that offers a real choice."""
    state: TcgState = GAME.new_game(seed)  # type: ignore[assignment]
    rng = Rng(seed)
    while not state.is_over:
        if state.stack[-1][0] == step and len(state.legal_actions()) > 1:
            if skip == 0:
                return state
            skip -= 1
        state.apply(GAME.expert(state, rng))  # type: ignore[misc]
    pytest.fail(f"seed {seed} never reached {step}")


@pytest.mark.parametrize("step", ["assign_fp", "fp_choice", "shadow"])
def test_a_pivotal_decision_is_searched_reproducibly(step: str) -> None:
    state = _reach(1, step)
    assert GAME.pivotal(state)  # type: ignore[misc]
    first = make_agent(SPEC, 7, GAME).choose(state)
    assert first in state.legal_actions()
    assert make_agent(SPEC, 7, GAME).choose(state.clone()) == first


def test_it_searches_only_determinizations(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same choice whether the hidden cards are the real ones or a reshuffle the player cannot tell
    apart; and the real state is only ever determinized for the deciding player (the playouts' expert
    then determinizes those copies for whoever moves in them)."""
    state = _reach(2, "assign_fp")
    me = state.decision.player  # type: ignore[union-attr]
    other = state.determinize(me, Rng(999))
    assert other.view(me) == state.view(me)
    assert other.snapshot() != state.snapshot()
    assert make_agent(SPEC, 5, GAME).choose(state) == make_agent(SPEC, 5, GAME).choose(other)
    calls: list[int] = []
    real = TcgState.determinize

    def counted(self: TcgState, player: int, rng: Rng) -> TcgState:
        if self is state:
            calls.append(player)
        return real(self, player, rng)

    monkeypatch.setattr(TcgState, "determinize", counted)
    make_agent(SPEC, 5, GAME).choose(state)
    assert calls and set(calls) == {me}


def test_other_decisions_are_the_experts() -> None:
    """Away from the pivotal steps the agent plays the expert's move from the same random stream."""
    state: TcgState = GAME.new_game(3)  # type: ignore[assignment]
    guided, expert = make_agent(SPEC, 4, GAME), make_agent("expert", 4, GAME)
    seen = 0
    for _ in range(120):
        if state.is_over:
            break
        if len(state.legal_actions()) > 1 and state.stack[-1][0] not in PIVOTAL:
            assert guided.choose(state) == expert.choose(state)
            seen += 1
        state.apply(GAME.expert(state, Rng(0)))  # type: ignore[misc]
    assert seen > 10


def _skirmish_window(seed: int) -> TcgState:
    """An expert game of ``seed`` up to a skirmish action window where the deciding player holds a
    card action to try."""
    state: TcgState = GAME.new_game(seed)  # type: ignore[assignment]
    rng = Rng(seed)
    while not state.is_over:
        top, d = state.stack[-1], state.decision
        if top[0] == "window" and top[1] == "skirmish" and d is not None and card_actions(d.options):
            return state
        state.apply(GAME.expert(state, rng))  # type: ignore[misc]
    pytest.fail(f"seed {seed} never reached a skirmish window with a card action")


def test_playouts_judge_skirmish_actions_without_follow_ups(monkeypatch: pytest.MonkeyPatch) -> None:
    """The playout policy tries each skirmish action alone (the expert tries two more after it), and
    answers legally and reproducibly."""
    state = _skirmish_window(0)
    depths: list[int] = []
    line = expert._line

    def counted(base: TcgState, world: TcgState, me: int, rng: Rng, depth: int) -> float:
        depths.append(depth)
        return line(base, world, me, rng, depth)

    monkeypatch.setattr(expert, "_line", counted)
    quick = playout_choose(state, Rng(3))
    assert quick in state.legal_actions() and depths and max(depths) == 0
    assert playout_choose(state.clone(), Rng(3)) == quick
    depths.clear()
    expert.choose(state, Rng(3))
    assert max(depths) == expert.FOLLOW_UPS


def test_the_playout_policy_is_the_expert_elsewhere() -> None:
    """Away from skirmish windows the playout policy answers as the expert does from the same stream."""
    state: TcgState = GAME.new_game(4)  # type: ignore[assignment]
    seen = 0
    for i in range(150):
        if state.is_over:
            break
        top = state.stack[-1]
        if len(state.legal_actions()) > 1 and not (top[0] == "window" and top[1] == "skirmish"):
            assert playout_choose(state, Rng(i)) == expert.choose(state, Rng(i))
            seen += 1
        state.apply(GAME.expert(state, Rng(i)))  # type: ignore[misc]
    assert seen > 20
