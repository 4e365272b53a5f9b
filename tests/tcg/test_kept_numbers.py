"""The numbers the rules keep while what they read stands (``rules.kept``): a character's strength
with every static ability in force (002, "Strength"; "Static abilities" start and stop with their
conditions) and the move limit (002, "Move limit") are what working them out afresh gives."""

from __future__ import annotations

from eregion.core import Rng
from eregion.games.tcg import GAME
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.random_decks import random_setup
from eregion.games.tcg.registry import TEXT
from eregion.games.tcg.state import TcgState
from tcg.harness import _take, put_site, table
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
    keyword, whose own static abilities are read in turn; "play", the cards in play at large)."""
    words = {w for t in TEXT.values() for st in t.statics for w in st.depends_on}
    assert words and {w for w in words if not w.startswith("stat:")} <= {*R.STANDING, R.PLAY}
    assert R.PLAY in words


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
    (less the moved card's own)."""
    s = table(fellowship=["Farin"], minions=["Goblin Runner"])
    farin = s.zones[(0, "fellowship")][-1]
    drawn = s.zones[(0, "draw")][-1]
    known = R.strengths(s)
    R.strength(s, farin), R.strength(s, drawn)
    s.move(drawn, 0, "hand")
    assert R.strengths(s) is known and farin in known and drawn not in known


def test_kept_strengths_outlast_cards_in_play_moved_but_their_own() -> None:
    """With no static ability in force that reads the cards in play at large (Farin's reads his
    foes in a skirmish), a card leaving play or a possession played on a companion changes no other
    character's strength (002, "Strength": printed, borne items, modifiers, static abilities): the
    kept ones stay, less those of the cards moved and their bearers, which are worked out again."""
    s = table(fellowship=["Farin", "Gimli, Son of Glóin"], minions=["Goblin Runner", "Goblin Runner"])
    farin, gimli = s.zones[(0, "fellowship")][-2:]
    runner, other = s.zones[(1, "shadow")]
    axe = _take(s, 0, "Gimli's Battle Axe", "hand")
    known = R.strengths(s, [farin, gimli, runner, other])
    printed = known[gimli]
    s.move(runner, 1, "discard")
    assert R.strengths(s) is known and runner not in known and known[farin] == R.strength(s, farin)
    s.move(axe, 0, "attached")
    s.card_mut(axe).host = gimli
    assert R.strengths(s) is known and farin in known and other in known and gimli not in known
    assert R.strength(s, gimli) == printed + R.DEFS[s.cards[axe].cid].strength


def test_kept_strengths_that_count_the_cards_in_play_follow_them() -> None:
    """Uruk Lieutenant is strength +1 for each other Uruk-hai you can spot (an ability reading the
    cards in play at large): a minion entering play drops every kept strength."""
    s = table(minions=["Uruk Lieutenant"])
    lieutenant = s.zones[(1, "shadow")][0]
    soldier = _take(s, 1, "Uruk Soldier", "hand")
    known = R.strengths(s, [lieutenant])
    before = known[lieutenant]
    s.move(soldier, 1, "shadow")
    assert R.strengths(s) is not known
    assert R.strength(s, lieutenant) == before + 1


def test_a_kept_strength_that_spots_a_card_follows_it_into_play() -> None:
    """Uruk Messenger is strength +3 while you can spot a weather condition: such a condition played
    (to the support area, no card on it, no ability on strength of its own) drops the kept strength."""
    s = table(minions=["Uruk Messenger"])
    messenger = s.zones[(1, "shadow")][0]
    chill = _take(s, 1, "Saruman's Chill", "hand")
    before = R.strength(s, messenger)
    s.move(chill, 1, "support")
    assert R.strength(s, messenger) == before + 3


def test_kept_strengths_follow_the_modifiers_on_their_cards() -> None:
    """With no static ability on strength in force, a strength reads the modifiers on its card and
    on what it bears alone (002, "Strength"): a pump drops that card's kept strength only, the same
    pump again (two equal modifiers) adds again, a turn passed to the other player keeps them."""
    s = table(fellowship=["Gimli, Son of Glóin"], minions=["Goblin Runner"])
    gimli, runner = s.zones[(0, "fellowship")][-1], s.zones[(1, "shadow")][0]
    known = R.strengths(s, [gimli, runner])
    printed = dict(known)
    for times in (1, 2):
        S.modify(s, gimli, "strength", 2, "skirmish", runner)
        assert R.strengths(s) is known and known.get(runner) == printed[runner] and gimli not in known
        assert R.strength(s, gimli) == printed[gimli] + 2 * times
    s.fp = 1 - s.fp
    assert R.strengths(s) is known and known[runner] == printed[runner]


def test_a_kept_strength_that_reads_the_site_follows_the_fellowship() -> None:
    """Goblin Wallcrawler is strength +2 while at an underground site: the fellowship moving from
    site 3 to Mithril Mine (underground, site 4) changes it, the same ability staying in force."""
    s = table(site=3, minions=["Goblin Wallcrawler"], sites=["Mithril Mine"])
    crawler = s.zones[(1, "shadow")][0]
    before = R.strength(s, crawler)
    s.pos[s.fp] = 4
    assert R.strength(s, crawler) == before + 2


def test_a_kept_strength_follows_the_modifiers_on_the_card_of_an_ability() -> None:
    """Rosie Cotton makes Sam strength +1; with her bonus cancelled ("no bonus" on her card, a
    modifier on no character whose strength is kept) Sam's kept strength goes back."""
    s = table(fellowship=["Sam, Son of Hamfast"], support=["Rosie Cotton"])
    sam, rosie = s.zones[(0, "fellowship")][-1], s.zones[(0, "support")][-1]
    before = R.strength(s, sam)
    S.modify(s, rosie, "no_bonus", 1, "turn", -1)
    assert R.strength(s, sam) == before - 1


def test_a_kept_strength_follows_a_site_replaced_where_the_fellowship_is() -> None:
    """Lothlórien Woods makes each ally whose home is site 6 strength +3: put in place of the site
    the fellowship is at (its number unchanged, no card in play with an ability moved), the kept
    strength of such an ally changes."""
    s = table(site=6, support=["Orophin, Lórien Bowman"], sites=["Lothlórien Woods"])
    put_site(s, "Galadriel's Glade")  # (the Woods back to their owner's adventure deck)
    orophin = s.zones[(0, "support")][-1]
    before = R.strength(s, orophin)
    put_site(s, "Lothlórien Woods")
    assert R.strength(s, orophin) == before + 3
