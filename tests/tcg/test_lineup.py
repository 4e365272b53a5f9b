"""What two decks' cards can ever do, worked out once per pair of decks (``setup.lineup``): it must be
what the game's own cards give when worked out afresh (``game_facts`` from the state's cards, and
``rules.timely_here`` over them), for the starter decks and for random legal decks."""

from __future__ import annotations

from eregion.games.tcg import GAME
from eregion.games.tcg import rules as R
from eregion.games.tcg.borrowing import borrows
from eregion.games.tcg.game_facts import game_facts
from eregion.games.tcg.random_decks import random_setup
from eregion.games.tcg.state import TcgState


def _afresh(s: TcgState) -> TcgState:
    """A clone whose facts are worked out again from its cards, as a test's position would."""
    c = s.clone()
    c.facts = None
    c.timely = R.timely_here(frozenset(card.cid for card in c.cards))
    game_facts(c)
    return c


def test_a_lineup_gives_what_the_games_cards_give() -> None:
    setups = [None] + [random_setup(seed) for seed in range(30)]
    for seed, setup in enumerate(setups):
        s = GAME.new_game(seed, None, setup)
        fresh = _afresh(s)
        assert s.facts == fresh.facts, seed
        assert s.timely == fresh.timely, seed
        assert s.facts is not None
        assert s.facts.borrowers == {c.cid for c in s.cards if borrows(c.cid)}, seed


def test_a_lineup_is_shared_by_games_of_the_same_decks() -> None:
    """The starter decks' facts are worked out once, whatever the seed; other decks get their own."""
    a, b = GAME.new_game(1), GAME.new_game(2)
    assert a.facts is b.facts and a.timely is b.timely
    c = GAME.new_game(1, None, random_setup(3))
    assert c.facts is not a.facts and c.facts == _afresh(c).facts


def test_random_decks_hold_a_card_that_borrows_a_sites_text() -> None:
    """The borrowers fact is asked by some lineup (else the test above checks only empty sets)."""
    found = set()
    for seed in range(60):
        s = GAME.new_game(seed, None, random_setup(seed))
        assert s.facts is not None
        found |= s.facts.borrowers
    assert found
