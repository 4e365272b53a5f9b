"""The special abilities found usable when a phase decision is posed are kept with it
(``turn.kept_special``), and the one chosen is used without being checked again (002, "Special
abilities": an ability is offered only when its cost can be paid). What is kept must be what
checking afresh gives, and nothing kept may be read once the position has moved on."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from eregion.core import Rng
from eregion.games.tcg import GAME
from eregion.games.tcg import turn as T
from eregion.games.tcg.engine import SPACE
from eregion.games.tcg.random_decks import random_setup
from eregion.games.tcg.state import TcgState
from tcg.test_random_play import keen


def _checked(s: TcgState) -> int:
    """At this step, every card's kept special ability is the one :func:`turn.first_usable` finds
    afresh, and each one a phase decision offers is kept; how many are kept."""
    d = s.decision
    assert d is not None
    kept = 0
    for u in range(len(s.cards)):
        sp = T.kept_special(s, u)
        if sp is not None:
            assert sp == T.first_usable(s, d.player, u), (s.seed, u)
            kept += 1
    if s.stack[-1][0] in _PHASE_STEPS:  # (a response window offers "use" too: its own, not kept)
        for a in d.options:
            if a.id.startswith("use:"):
                assert T.kept_special(s, SPACE.split(a)[1]) is not None
    return kept


_PHASE_STEPS = ("fellowship", "shadow", "window")


def _play_checking(seeds: Iterable[int]) -> int:
    """Random games (the starters, then random decks of every implemented card), checked at every
    step; how many kept answers were checked."""
    kept = 0
    for seed in seeds:
        setup = random_setup(seed) if seed % 3 == 2 else None
        options = None if setup else {"deck1": "gandalf-starter", "deck2": "aragorn-starter"}
        s = GAME.new_game(seed, options, setup)
        assert isinstance(s, TcgState)
        rng = Rng(seed)
        while s.decision is not None:
            kept += _checked(s)
            s.apply(keen(s, rng) if seed % 2 else rng.choice(s.legal_actions()))
    return kept


def test_kept_special_abilities_are_what_checking_afresh_gives_at_every_step() -> None:
    assert _play_checking(range(18)) > 100


def test_a_kept_special_ability_read_after_its_decision_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above fails when what is kept outlives the decision it was found for (read whatever
    decision is pending): a wound or an exertion keeps the memo, and the ability kept from an
    earlier decision may no longer be usable, or another one may be."""

    def outliving(s: TcgState, uid: int) -> object:
        kept = s.memo.get(T.USABLE)
        return None if kept is None else kept[1].get(uid)

    monkeypatch.setattr(T, "kept_special", outliving)
    with pytest.raises(AssertionError):
        _play_checking(range(18))
