"""The loop check's digest of a position (``loops.position``; CR 4.2, "loops") reads every card's
wounds and bearer, and keeps them (``TcgState.position_rows``) to read again at the next look only
the cards touched since: what it gives must be what reading every card afresh gives."""

from __future__ import annotations

import pytest

from eregion.cards import CardState
from eregion.core import Rng
from eregion.games.tcg import GAME
from eregion.games.tcg.loops import position
from eregion.games.tcg.random_decks import random_setup
from eregion.games.tcg.state import TcgState
from tcg.test_random_play import keen


def _afresh(s: TcgState) -> int:
    """The digest with no rows kept."""
    rows, s.position_rows = s.position_rows, None
    try:
        return position(s)
    finally:
        s.position_rows = rows


def _compared(seeds: range) -> int:
    """Games (random decks for odd seeds, the starters for even ones) looked at every decision: the rows
    are read at one decision and brought up to date at the next. How many looks found them kept."""
    found = 0
    for seed in seeds:
        s = GAME.new_game(seed, None, random_setup(seed) if seed % 2 else None)
        assert isinstance(s, TcgState)
        rng = Rng(seed)
        while s.decision is not None:
            found += s.position_rows is not None and s.position_rows[1] is s.touched
            assert position(s) == _afresh(s), (seed, s.turn)
            s.apply(keen(s, rng) if seed % 4 == 1 else rng.choice(s.legal_actions()))
    return found


def test_a_kept_position_is_what_reading_every_card_gives() -> None:
    assert _compared(range(8)) > 100


def test_a_wound_the_kept_rows_miss_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above fails when a card is wounded without being listed as touched (``wounds_mut``
    less its ``touched.append``)."""

    def wounds_mut(self: TcgState, uid: int) -> object:
        c = self.cards[uid]
        return c if c.gen is self._mine else CardState.card_mut(self, uid)

    monkeypatch.setattr(TcgState, "wounds_mut", wounds_mut)
    with pytest.raises(AssertionError):
        _compared(range(8))
