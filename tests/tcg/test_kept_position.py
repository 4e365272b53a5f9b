"""The loop check's digest of a position (``loops.position``; CR 4.2, "loops") keeps the zones' order
and the cards' wounds and bearers in ``memo`` between two looks: what it gives must be what reading
them afresh gives."""

from __future__ import annotations

import pytest

from eregion.cards import CardState
from eregion.core import Rng
from eregion.games.tcg import GAME
from eregion.games.tcg.loops import POSITION, position
from eregion.games.tcg.random_decks import random_setup
from eregion.games.tcg.state import TcgState
from tcg.test_random_play import keen


def _afresh(s: TcgState) -> int:
    """The digest with nothing kept."""
    kept = s.memo.pop(POSITION, None)
    try:
        return position(s)
    finally:
        if kept is not None:
            s.memo[POSITION] = kept


def _compared(seeds: range) -> int:
    """Games (random decks for odd seeds, the starters for even ones) looked at every decision: the
    digest is taken, so kept, at one decision and read again at the next. How many reads found it kept."""
    found = 0
    for seed in seeds:
        s = GAME.new_game(seed, None, random_setup(seed) if seed % 2 else None)
        assert isinstance(s, TcgState)
        rng = Rng(seed)
        while s.decision is not None:
            found += POSITION in s.memo
            assert position(s) == _afresh(s), (seed, s.turn)
            s.apply(keen(s, rng) if seed % 4 == 1 else rng.choice(s.legal_actions()))
    return found


def test_a_kept_position_is_what_reading_the_cards_gives() -> None:
    assert _compared(range(8)) > 100


def test_a_wound_that_keeps_the_position_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above fails when a wound leaves the kept part of the digest (``wounds_mut`` as it was
    before the position was kept)."""

    def wounds_mut(self: TcgState, uid: int) -> object:
        self.touched.append(uid)
        c = self.cards[uid]
        return c if c.gen is self._mine else CardState.card_mut(self, uid)

    monkeypatch.setattr(TcgState, "wounds_mut", wounds_mut)
    with pytest.raises(AssertionError):
        _compared(range(8))
