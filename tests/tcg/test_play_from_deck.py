"""A "play a card from your draw deck" cost or effect (``vocab.PlayFrom``; 002, "Draw deck": the
deck is searched) is infeasible at once when no card id of the player's hand and draw deck fits its
filter's printed facts (``Q.fits_any`` over ``rules.unseen_cids``): The Bridge of Khazad-dûm asks for
The Balrog, which no deck of set 1 holds. That answer must be what searching the piles gives."""

from __future__ import annotations

import pytest

from eregion.core import Rng
from eregion.games.tcg import GAME
from eregion.games.tcg import filters as F
from eregion.games.tcg import vocab as V
from eregion.games.tcg.random_decks import random_setup
from eregion.games.tcg.registry import TEXT, Ctx
from eregion.games.tcg.state import TcgState


def _deck_plays() -> list[V.PlayFrom]:
    """Every "play from the draw deck" part of a card's special abilities or event."""
    parts = [p for t in TEXT.values() for sp in t.specials for p in sp.parts]
    parts += [p for t in TEXT.values() for p in t.event]
    return [p for p in parts if isinstance(p, V.PlayFrom) and p.zones in V._DECK_PILES]


def _compared(seeds: range) -> int:
    """Random games (starters, then random decks) checked at every step; how many checks found a card."""
    plays, found = _deck_plays(), 0
    assert len(plays) >= 4
    for seed in seeds:
        s = GAME.new_game(seed, None, random_setup(seed) if seed % 2 else None)
        assert isinstance(s, TcgState)
        rng = Rng(seed)
        while s.decision is not None:
            for p in (0, 1):
                ctx = Ctx(p, s.rb[p])
                for part in plays:
                    searched = next(part._playable(s, ctx), None) is not None
                    assert part.feasible(s, ctx) == searched, (seed, s.turn, part)
                    found += searched
            s.apply(rng.choice(s.legal_actions()))
    return found


def test_a_deck_search_is_what_searching_the_piles_gives() -> None:
    assert _compared(range(6)) > 0


def test_a_wrong_answer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above fails when the shortcut answers wrong (here: no card id ever fits)."""

    def never(q: F.Q, cids: frozenset[str]) -> bool:
        return False

    monkeypatch.setattr(F.Q, "fits_any", never)
    with pytest.raises(AssertionError):
        _compared(range(6))
