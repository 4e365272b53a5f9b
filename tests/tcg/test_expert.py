"""The TCG expert (rule-based, both sides) and the heuristic that lets greedy and rollouts play the TCG:
full games without errors, clearly stronger than random, blind to hidden cards, and refused by a
game without an expert policy."""

from __future__ import annotations

import pytest

from eregion.agents import ExpertAgent, UnknownAgent, make_agent
from eregion.core import Action, Rng
from eregion.games import get_game
from eregion.games.tcg import GAME
from eregion.games.tcg.heuristic import evaluate
from eregion.games.tcg.random_decks import random_setup
from eregion.games.tcg.state import TcgState


def _play(a: str, b: str, seat: int, seed: int, random_decks: bool = False) -> TcgState:
    """A full game: agent ``a`` in ``seat``, ``b`` in the other; every choice checked legal. The two
    starters, or with ``random_decks`` two random legal decks of set 1's implemented cards."""
    agents = {seat: make_agent(a, 2 * seed, GAME), 1 - seat: make_agent(b, 2 * seed + 1, GAME)}
    s = GAME.new_game(seed, None, random_setup(seed) if random_decks else None)
    for _ in range(5000):
        if s.is_over:
            break
        act = agents[s.decision.player].choose(s)
        assert act in s.legal_actions()
        s.apply(act)
    assert s.is_over, "the game did not end"
    return s


@pytest.mark.parametrize("seat", [0, 1])
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_expert_plays_full_games_against_random(seat: int, seed: int) -> None:
    s = _play("expert", "random", seat, seed)
    assert s.result is not None and s.returns() in ((1.0, -1.0), (-1.0, 1.0))


def test_expert_plays_itself_and_greedy() -> None:
    for seed in range(3):
        assert _play("expert", "expert", seed % 2, seed).result is not None
        assert _play("expert", "greedy", seed % 2, 10 + seed).result is not None


@pytest.mark.parametrize("seed", range(6))
def test_expert_plays_any_legal_deck(seed: int) -> None:
    """Issue 16, "AI for any deck": random legal decks, against random play and greedy, each seat."""
    for opponent in ("random", "greedy"):
        s = _play("expert", opponent, seed % 2, 500 + seed, random_decks=True)
        assert s.result is not None


def test_the_expert_names_no_card() -> None:
    """Its judgements read card facts and encodings, never a card id, so no deck is favoured."""
    import re
    from pathlib import Path

    import eregion.games.tcg.expert as package

    for path in Path(package.__file__).parent.glob("*.py"):
        assert not re.findall(r"\b\d+_\d+\b", path.read_text()), path.name


def test_expert_is_reproducible_for_a_seed() -> None:
    first = _play("expert", "random", 0, 7).action_ids()
    assert _play("expert", "random", 0, 7).action_ids() == first


def test_expert_beats_random() -> None:
    """40 games, seats alternating: at least 70% (it wins nearly all, see benchmarks/agents.py)."""
    games = 40
    wins = sum(_play("expert", "random", g % 2, 300 + g).returns()[g % 2] > 0 for g in range(games))
    assert wins >= 0.7 * games, f"expert won {wins} of {games}"


def _same(s: TcgState, a: Action, t: TcgState, b: Action) -> bool:
    """Same action, identical copies of a card counting as the same (a determinized own draw deck
    may offer the other copy of a starting companion)."""
    if a.id == b.id:
        return True
    va, _, ua = a.id.partition(":")
    vb, _, ub = b.id.partition(":")
    return bool(ua and ub) and va == vb and s.cards[int(ua)].cid == t.cards[int(ub)].cid


def test_expert_never_reads_hidden_state() -> None:
    """At every decision of many games (random play moving them on), the expert's choice is the same
    on the real state and on one whose hidden cards (opponent's hand, both draw decks) are resampled."""
    checked = 0
    for seed in range(16):
        # the starters, then random legal decks (cards no rule of the expert names)
        s = GAME.new_game(seed, None, random_setup(seed) if seed >= 12 else None)
        mover = Rng(1000 + seed)
        while not s.is_over and checked < 100000:
            me = s.decision.player
            if len(s.legal_actions()) > 1:
                other = s.determinize(me, Rng(99 + checked))
                assert other.view(me) == s.view(me)
                a = make_agent("expert", 5).choose(s)
                b = make_agent("expert", 5).choose(other)
                assert _same(s, a, other, b), (s.stack[-1][0], a.id, b.id)
                checked += 1
            s.apply(mover.choice(s.legal_actions()))
    assert checked > 300


def test_expert_is_refused_for_a_game_without_one() -> None:
    with pytest.raises(UnknownAgent, match="duel has no expert"):
        make_agent("expert", game=get_game("duel"))
    assert isinstance(make_agent("expert", game=GAME), ExpertAgent)


def test_greedy_plays_the_tcg() -> None:
    s = _play("greedy", "random", 0, 5)
    assert s.result is not None


def test_heuristic_prefers_progress_and_a_healthy_ring_bearer() -> None:
    s = GAME.new_game(3)
    rng = Rng(3)
    while s.phase == "setup" or s.turn < 2:
        s.apply(rng.choice(s.legal_actions()))
    assert not s.is_over
    p = s.fp
    base = evaluate(s, p)
    ahead = s.clone()
    ahead.pos[p] += 1
    assert evaluate(ahead, p) > base
    hurt = s.clone()
    hurt.card_mut(hurt.rb[p]).wounds += 2
    assert evaluate(hurt, p) < base
    burdened = s.clone()
    burdened.burdens[p] += 3
    assert evaluate(burdened, p) < base
    assert evaluate(s, p) == pytest.approx(-evaluate(s, 1 - p))


def test_trying_an_action_stops_at_the_next_action_window() -> None:
    """The expert tries an action on a determinized copy and answers only its own follow-up choices;
    at the fellowship phase's action window the action has settled. Answering that window too tried
    every card again inside the try, one look-ahead within another (a random-deck game, seed 48,
    stood still in its fellowship phase)."""
    from eregion.games.tcg import expert as X
    from tcg.harness import snap, start_phase, table

    s = table(site=1, fellowship=["Gimli, Son of Glóin"], hand=["Gimli's Battle Axe"])
    start_phase(s, "fellowship")
    before = snap(s)
    X._settle(s, s.fp, Rng(0))
    assert snap(s) == before
