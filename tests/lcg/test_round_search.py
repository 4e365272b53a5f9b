"""The LCG round search (``lcg-search``): legal moves, reproducible for a seed, blind to the real hidden
cards (it searches only ``determinize``'s worlds), searching only the round-shaping steps and otherwise
playing the expert's move. No strength figures here: those are benchmarks (docs/agents.md)."""

from __future__ import annotations

import pytest

from eregion.agents import UnknownAgent, canonical_spec, make_agent
from eregion.core import Action, Rng
from eregion.games.lcg import GAME
from eregion.games.lcg.expert.core import by_verb
from eregion.games.lcg.expert.search import SEARCHED, WINDOWS, RoundSearch
from eregion.games.lcg.state import LcgState

PASSAGE = {"scenario": "passage-through-mirkwood", "deck1": "leadership"}


def _at(step: str, seed: int, options: dict[str, object] | None = None, phase: str | None = None) -> LcgState:
    """The first position of an expert-played game where ``step`` asks for a choice among options
    (in ``phase``, if given)."""
    state = GAME.new_game(seed, options or PASSAGE)
    expert = make_agent("expert", seed, GAME)
    while not (
        state.stack
        and state.stack[-1][0] == step
        and len(state.legal_actions()) > 1
        and phase in (None, state.phase)
    ):
        assert not state.is_over, f"no {step} decision in game {seed}"
        state.apply(expert.choose(state))
    assert isinstance(state, LcgState)
    return state


def test_plays_legal_moves_and_searches_the_round_shaping_steps() -> None:
    state = GAME.new_game(2, PASSAGE)
    agent = make_agent("lcg-search:worlds=2", 2, GAME)
    searched = 0
    while not state.is_over and state.round < 3:
        searched += bool(state.stack) and state.stack[-1][0] in SEARCHED and len(state.legal_actions()) > 1
        action = agent.choose(state)
        assert action in state.legal_actions()
        state.apply(action)
    assert searched >= 3


STEPS = [("commit", None), ("attack", None), ("plan", None), ("window", "quest")]


@pytest.mark.parametrize(("step", "phase"), STEPS)
def test_reproducible_for_a_seed(step: str, phase: str | None) -> None:
    state = _at(step, 4, phase=phase)
    first = make_agent("lcg-search:worlds=3", 11, GAME).choose(state)
    again = make_agent("lcg-search:worlds=3", 11, GAME).choose(state.clone())
    assert first == again and first in state.legal_actions()


@pytest.mark.parametrize(("step", "phase"), STEPS)
@pytest.mark.parametrize("seed", [1, 3])
def test_never_reads_the_real_hidden_cards(step: str, phase: str | None, seed: int) -> None:
    """The same choice whatever the real deck orders and shadow cards are (two players: the other's
    hand is hidden too)."""
    state = _at(step, seed, {**PASSAGE, "players": 2, "deck2": "lore"}, phase)
    me = state.decision.player
    other = state.determinize(me, Rng(999))
    assert other.view(me) == state.view(me)
    assert other.snapshot() != state.snapshot()
    agent_spec = "lcg-search:worlds=3,rounds=2"
    assert make_agent(agent_spec, 5, GAME).choose(state) == make_agent(agent_spec, 5, GAME).choose(other)


def test_other_steps_are_the_experts_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """A decision outside the round-shaping steps (here an action window of the combat phase) is
    answered by the expert, with the same stream."""
    state = _at("window", 6, phase="combat")
    assert state.stack[-1][0] not in SEARCHED and state.phase not in WINDOWS
    monkeypatch.setattr(RoundSearch, "_value", lambda *a, **k: pytest.fail("searched"))
    assert make_agent("lcg-search", 9, GAME).choose(state) == make_agent("expert", 9, GAME).choose(state)


def test_a_quest_window_is_searched(monkeypatch: pytest.MonkeyPatch) -> None:
    """In the quest phase's action windows (Faramir's boost, Sneak Attack before the staging) every
    option is played out, and one that does better than the expert's is taken."""
    state = _at("window", 6, phase="quest")
    assert state.phase in WINDOWS
    plan = make_agent("expert", 7, GAME).choose(state)
    other = next(a for a in state.legal_actions() if a != plan)
    tried: list[Action] = []

    def fake(self, s, me, seeds, action=None, quest=None) -> float:
        tried.append(action)
        return 1.0 if action == other else 0.0

    monkeypatch.setattr(RoundSearch, "_value", fake)
    assert make_agent("lcg-search", 7, GAME).choose(state) == other
    assert sorted(a.id for a in tried) == sorted(a.id for a in state.legal_actions())


def test_with_two_players_a_quest_window_is_the_experts(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a second player the quest phase's windows are left to the expert, searched on no world:
    searched, they lost two-player games the expert's windows won (docs/agents.md, "Two players")."""
    state = _at("window", 1, {**PASSAGE, "players": 2, "deck2": "lore"}, "quest")
    assert state.phase in WINDOWS and len(state.legal_actions()) > 1
    monkeypatch.setattr(RoundSearch, "_value", lambda *a, **k: pytest.fail("searched"))
    assert make_agent("lcg-search", 9, GAME).choose(state) == make_agent("expert", 9, GAME).choose(state)


def test_the_best_option_on_the_shared_worlds_wins_and_a_tie_keeps_the_experts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _at("attack", 5)
    plan = make_agent("expert", 7, GAME).choose(state)
    other = next(a for a in state.legal_actions() if a != plan)

    def only(favoured: Action, value: float):
        def fake(self, s, me, seeds, action=None, quest=None) -> float:
            assert len(seeds) == 4 and quest is None
            return value if action == favoured else 0.0

        return fake

    monkeypatch.setattr(RoundSearch, "_value", only(other, 1.0))
    assert make_agent("lcg-search:worlds=4", 7, GAME).choose(state) == other
    monkeypatch.setattr(RoundSearch, "_value", only(other, 0.0))
    assert make_agent("lcg-search:worlds=4", 7, GAME).choose(state) == plan


def test_the_quest_is_searched_as_a_set_then_committed_one_by_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """The candidates are the expert's set, less or plus one character, and not nobody (unless the
    expert commits one character); the best set is committed one character at a time, then done."""
    state = _at("commit", 3)  # the expert commits three of the ready characters here
    ready = frozenset(by_verb(state.legal_actions(), "commit"))
    tried: list[frozenset[int]] = []

    def fake(self, s, me, seeds, action=None, quest=None) -> float:
        assert action is None and quest is not None and len(seeds) == 2
        tried.append(quest)
        return float(len(quest))  # the more questers the better

    monkeypatch.setattr(RoundSearch, "_value", fake)
    agent = make_agent("lcg-search:worlds=2", 7, GAME)
    committed: set[int] = set()
    while state.stack[-1][0] == "commit":
        action = agent.choose(state)
        committed |= {u for u, a in by_verb(state.legal_actions(), "commit").items() if a == action}
        state.apply(action)
    assert committed == max(tried, key=len)  # the first of the largest: a tie keeps the earlier
    own = tried[0]  # the expert's set is judged first
    assert len(own) > 1 and frozenset() not in tried
    assert len(tried) == len(set(tried)) == len(ready) + 1
    assert all(c <= ready for c in tried) and any(len(c) < len(committed) for c in tried)


def test_the_purchase_is_the_experts(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plan step is the expert's, searched on no world."""
    state = _at("plan", 5)
    monkeypatch.setattr(RoundSearch, "_value", lambda *a, **k: pytest.fail("searched"))
    assert make_agent("lcg-search", 9, GAME).choose(state) == make_agent("expert", 9, GAME).choose(state)


def test_spec_and_games() -> None:
    assert canonical_spec("lcg-search:rounds=1,worlds=8") == "lcg-search:worlds=8"
    from eregion.games.duel import GAME as DUEL
    from eregion.games.tcg import GAME as TCG

    with pytest.raises(UnknownAgent, match="plays only the LCG, not tcg"):
        make_agent("lcg-search", 0, TCG)
    with pytest.raises(UnknownAgent, match="duel has no expert"):
        make_agent("lcg-search", 0, DUEL)
    with pytest.raises(UnknownAgent, match="has no parameter 'sims'"):
        make_agent("lcg-search:sims=3", 0, GAME)


def test_a_choice_that_beats_the_experts_is_confirmed_on_more_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``confirm``, the winner and the expert's choice are played on that many fresh worlds and the
    winner kept only if it is still ahead over all the worlds."""
    state = _at("attack", 5)
    plan = make_agent("expert", 7, GAME).choose(state)
    other = next(a for a in state.legal_actions() if a != plan)
    calls: list[tuple[Action | None, int]] = []

    def lucky_first(later: float):
        def fake(self, s, me, seeds, action=None, quest=None) -> float:
            calls.append((action, len(seeds)))
            first = len(calls) <= len(state.legal_actions())
            return (0.6 if first else later) if action == other else 0.5

        return fake

    monkeypatch.setattr(RoundSearch, "_value", lucky_first(0.3))  # behind over all 12 worlds
    assert make_agent("lcg-search:worlds=4,confirm=8", 7, GAME).choose(state) == plan
    assert sorted(calls[-2:], key=str) == sorted([(plan, 8), (other, 8)], key=str)
    calls.clear()
    monkeypatch.setattr(RoundSearch, "_value", lucky_first(0.55))  # still ahead
    assert make_agent("lcg-search:worlds=4,confirm=8", 7, GAME).choose(state) == other
