"""Random play over random legal decks drawn from every implemented card of set 1 (issue "the whole of
set 1": the random-play invariants over random legal decks), and the decks themselves."""

from __future__ import annotations

import pytest
from digest_play import digest_under

from eregion.core import Rng
from eregion.games.tcg import GAME
from eregion.games.tcg.components import cards
from eregion.games.tcg.decks import parse_deck
from eregion.games.tcg.random_decks import random_deck_list, random_setup
from eregion.games.tcg.state import TcgState
from eregion.games.tcg.words import implemented
from eregion.testing import check_random_play
from tcg.test_random_play import keen, tcg_hidden_check


def test_random_decks_are_legal_and_draw_on_the_whole_implemented_pool() -> None:
    seen: set[str] = set()
    for seed in range(150):
        deck = parse_deck(random_deck_list(Rng(seed)), "random")
        seen.update(deck.draw)
        assert len(deck.draw) == 60 and len(deck.sites) == 9
    pool = {c for c, d in cards().items() if implemented(d) and d.side is not None and not d.ring_bearer}
    assert seen <= pool and len(seen) > 0.9 * len(pool)  # 150 decks of 60 reach nearly every card
    assert random_setup(7) == random_setup(7) and random_setup(7) != random_setup(8)


@pytest.mark.parametrize("block", range(4))
def test_random_deck_games_keep_the_protocol(block: int) -> None:
    """The generic checker (clone, replay, JSON, views, determinization, illegal ids) at every step of
    25 games a block, half of them with a policy that acts rather than passes."""
    for seed in range(block * 25, block * 25 + 25):
        report = check_random_play(
            GAME,
            seed,
            setup=random_setup(seed),
            hidden_check=tcg_hidden_check,
            policy=keen if seed % 2 else None,
            view_stride=5,
            max_steps=6000,
        )
        assert isinstance(report.final, TcgState) and report.final.result is not None


def test_five_hundred_random_deck_games_end_as_the_rules_say() -> None:
    """500 games between random decks (random and keen policies): each ends by site 9, a killed
    Ring-bearer or corruption, within a bounded number of moves."""
    reasons: dict[str, int] = {}
    for seed in range(1000, 1500):
        s = GAME.new_game(seed, None, random_setup(seed))
        rng = Rng(seed)
        for _ in range(6000):
            if s.decision is None:
                break
            s.apply(keen(s, rng) if seed % 2 else rng.choice(s.legal_actions()))
        assert isinstance(s, TcgState) and s.result is not None, seed
        reasons[s.result[1]] = reasons.get(s.result[1], 0) + 1
    assert set(reasons) <= {"site 9", "ring-bearer killed", "corruption"} and len(reasons) == 3


def test_random_deck_games_are_the_same_under_any_hash_seed() -> None:
    """A seed gives the same decks and, with the action ids, the same game whatever PYTHONHASHSEED is."""
    a, b = digest_under("0", 20, "tcg:random"), digest_under("98765", 20, "tcg:random")
    assert len(a) == 64 and a == b
