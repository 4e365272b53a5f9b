"""The numbers the rules keep while what they read stands (``rules.kept``): a character's strength
with every static ability in force (002, "Strength"; "Static abilities" start and stop with their
conditions) and the move limit (002, "Move limit") are what working them out afresh gives."""

from __future__ import annotations

from eregion.core import Rng
from eregion.games.tcg import GAME
from eregion.games.tcg import rules as R
from eregion.games.tcg.random_decks import random_setup
from eregion.games.tcg.registry import TEXT
from eregion.games.tcg.state import TcgState
from tcg.harness import table
from tcg.test_random_play import keen


def _afresh(s: TcgState, uids: list[int]) -> tuple[list[int], int]:
    """The strengths of ``uids`` and the move limit, worked out with nothing kept."""
    memo, s.memo = s.memo, {}
    try:
        return [R.strength(s, u) for u in uids], R.move_limit(s)
    finally:
        s.memo = memo


def test_kept_numbers_are_what_the_rules_say_at_every_step_of_random_deck_games() -> None:
    """At every decision of games between random decks (every implemented card of set 1), each
    character's kept strength and the kept move limit are the ones worked out afresh: the numbers
    are read at one decision and kept into the next, so a change they missed shows."""
    read = 0  # decisions at which a kept strength depended on a part of the position
    for seed in range(24):
        s = GAME.new_game(seed, None, random_setup(seed))
        assert isinstance(s, TcgState)
        rng = Rng(seed)
        while s.decision is not None:
            uids = [u for zone in R.IN_PLAY for p in (0, 1) for u in s.zones[(p, zone)]]
            uids = [u for u in uids if R.d(s, u).type in R.CHARACTERS]
            assert ([R.strength(s, u) for u in uids], R.move_limit(s)) == _afresh(s, uids), seed
            read += bool(s.memo["kept"]["strength"].parts)
            s.apply(keen(s, rng) if seed % 2 else rng.choice(s.legal_actions()))
    assert read > 100


def test_every_static_ability_says_what_it_reads() -> None:
    """Each part a static ability names is one the memo knows how to read (a "stat:" word names a
    keyword, whose own static abilities are read in turn)."""
    words = {w for t in TEXT.values() for st in t.statics for w in st.depends_on}
    assert words and {w for w in words if not w.startswith("stat:")} <= set(R.STANDING)


def test_a_kept_strength_follows_the_skirmish_it_reads() -> None:
    """Farin is strength +2 while skirmishing an Orc (a static ability reading the skirmish, not the
    cards): the kept strength changes when the skirmish starts, no card written or moved."""
    s = table(fellowship=["Farin"], minions=["Goblin Runner"])
    farin, runner = s.zones[(0, "fellowship")][-1], s.zones[(1, "shadow")][0]
    before = R.strength(s, farin)
    s.skirmish = (farin, (runner,))
    assert R.strength(s, farin) == before + 2
    s.skirmish = None
    assert R.strength(s, farin) == before


def test_kept_strengths_outlast_a_card_moved_between_zones_out_of_play() -> None:
    """A card drawn or discarded from hand changes no strength in play: the kept strengths stay
    (less the moved card's own); a card that leaves play drops them."""
    s = table(fellowship=["Farin"], minions=["Goblin Runner"])
    farin, runner = s.zones[(0, "fellowship")][-1], s.zones[(1, "shadow")][0]
    drawn = s.zones[(0, "draw")][-1]
    known = R.strengths(s)
    R.strength(s, farin), R.strength(s, drawn)
    s.move(drawn, 0, "hand")
    assert R.strengths(s) is known and farin in known and drawn not in known
    s.move(runner, 1, "discard")
    assert R.strengths(s) is not known
