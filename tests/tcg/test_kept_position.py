"""The loop check's digest of a position (``loops.position``; CR 4.2, "loops") keeps the zones' order
and the cards' wounds and bearers in ``memo`` between two looks, and every card's wounds and bearer
(``TcgState.position_rows``) to read again only the cards touched since: what it gives must be what
reading them all afresh gives."""

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
    kept, rows = s.memo.pop(POSITION, None), s.position_rows
    s.position_rows = None
    try:
        return position(s)
    finally:
        s.position_rows = rows
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


def _wounds_mut_keeping_the_memo(self: TcgState, uid: int) -> object:
    """``TcgState.wounds_mut`` as it was before the position was kept: the memo stays."""
    self.touched.append(uid)
    c = self.cards[uid]
    return c if c.gen is self._mine else CardState.card_mut(self, uid)


def _wounds_mut_untouched(self: TcgState, uid: int) -> object:
    """``TcgState.wounds_mut`` that drops the kept position but does not say which card it wounds."""
    self.memo.pop(POSITION, None)
    c = self.cards[uid]
    return c if c.gen is self._mine else CardState.card_mut(self, uid)


@pytest.mark.parametrize("wounds_mut", [_wounds_mut_keeping_the_memo, _wounds_mut_untouched])
def test_a_wound_the_kept_position_misses_is_caught(
    monkeypatch: pytest.MonkeyPatch, wounds_mut: object
) -> None:
    """The check above fails when a wound leaves what is kept as it was: the memo's part of the digest,
    or the row of the card wounded."""
    monkeypatch.setattr(TcgState, "wounds_mut", wounds_mut)
    with pytest.raises(AssertionError):
        _compared(range(8))
