"""What an encoding writes over a player's last observation (issue 18, speed): only the parts and
rows whose sources changed, and never a stale one. The games' tests (test_encodings.py) check whole
observations against fresh ones; these check the two writers on their own, case by case."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="the RL environments need the rl extra: pip install -e '.[rl]'")

from eregion.rl.encoding import Encoding, Sheet, get_encoding
from rl.helpers import positions


def test_put_writes_float32_numbers_where_asked_and_only_when_they_change() -> None:
    sheet = Sheet(np.zeros(10, np.float32))
    sheet.put("part", 2, (1, True, 255, 3))
    assert sheet.out.tolist() == [0, 0, 1, 1, 255, 3, 0, 0, 0, 0]
    sheet.out[2] = 9  # not the writer's doing: an equal part is left as it stands
    sheet.put("part", 2, (1, True, 255, 3))
    assert sheet.out[2] == 9
    sheet.put("part", 2, (0, 0, 0, 4))
    assert sheet.out.tolist() == [0, 0, 0, 0, 0, 4, 0, 0, 0, 0]


def _afresh(enc: Encoding, s: object, p: int) -> np.ndarray:
    """``p``'s observation of ``s`` written over his last one, checked against a fresh encoding's."""
    obs = enc.observe(s, p)  # type: ignore[arg-type]
    assert np.array_equal(obs, type(enc)(enc.fields).observe(s, p))  # type: ignore[arg-type]
    return obs


def test_the_tcg_table_writes_again_the_rows_of_the_cards_touched() -> None:
    """The TCG's state lists the cards written, wounded or moved (``TcgState.touched``), and the
    table works out again only their rows: a wound, a card moved between listed zones, out of sight
    and into play, and the list started again once long all show at once. Each observation is the
    one a fresh encoding works out."""
    from eregion.rl.encodings.tcg import HOST, TOUCHED_MAX, WIDTH

    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    s = next(
        s for s in positions("tcg", {}, games=1, steps=80) if s.phase != "setup" and s.zones[(0, "hand")]
    ).clone()

    def row(u: int) -> np.ndarray:
        return _afresh(enc, s, 0)[enc.at["cards"] :].reshape(-1, WIDTH)[u]

    hero = s.zones[(0, "fellowship")][0]
    wounds = row(hero)[HOST + 1]
    s.wounds_mut(hero).wounds += 1
    assert s.touched[-1] == hero
    assert row(hero)[HOST + 1] == wounds + 1
    uid = s.zones[(0, "hand")][0]
    s.move(uid, 0, "discard")
    assert row(uid).any()  # listed in the discard pile
    s.move(uid, 0, "draw")
    assert not row(uid).any()  # a draw deck is not listed
    s.move(uid, 0, "support")
    assert row(uid).any()
    touched = s.touched
    for _ in range(TOUCHED_MAX + 1 - len(touched)):
        s.wounds_mut(hero)
    s.wounds_mut(hero).wounds -= 1
    assert row(hero)[HOST + 1] == wounds
    assert s.touched is not touched and not s.touched  # read, and started again
    s.wounds_mut(hero).wounds += 1
    assert row(hero)[HOST + 1] == wounds + 1


def test_the_lcg_table_reads_again_the_zones_of_the_cards_touched() -> None:
    """The LCG's state lists the cards written or moved (``LcgState.touched``), and the table reads
    again only the zones they were or are in: a card written, moved between listed zones, moved
    out of sight and back, a zone reordered, and the list started again once long all show at
    once. Each observation is the one a fresh encoding works out."""
    from eregion.games.lcg.state import TOUCHED_MAX
    from eregion.rl.encodings.lcg import AFTER
    from eregion.rl.encodings.lcg import WIDTH as LCG_WIDTH

    enc = type(get_encoding("lcg"))(get_encoding("lcg").fields)
    s = next(
        s for s in positions("lcg", {}, games=1, steps=80) if s.phase != "setup" and s.zones[(0, "hand")]
    )
    s = s.clone()

    def row(u: int) -> np.ndarray:
        return _afresh(enc, s, 0)[enc.at["cards"] :].reshape(-1, LCG_WIDTH)[u]

    hero = s.zones[(0, "heroes")][0]
    wounds = row(hero)[AFTER + 2]
    s.card_mut(hero).wounds += 1
    assert row(hero)[AFTER + 2] == wounds + 1
    uid = s.zones[(0, "hand")][0]
    s.move(uid, 0, "discard")
    assert row(uid).any()  # listed in the discard pile
    s.move(uid, 0, "deck")
    assert not row(uid).any()  # a deck is not listed
    s.move(uid, 0, "allies")
    assert row(uid).any()
    s.zone_mut((0, "deck")).reverse()
    _afresh(enc, s, 0)
    touched = s.touched
    for _ in range(TOUCHED_MAX - len(touched)):
        s.card_mut(hero)
    s.card_mut(hero).exhausted = not s.cards[hero].exhausted  # the list starts again
    assert s.touched is not touched and len(s.touched) == 1
    _afresh(enc, s, 0)


def test_which_tcg_cards_are_active_follows_the_free_peoples_player_with_no_card_written() -> None:
    """Which cards are active is kept with the listing while no card is written or moves, and worked
    out again when the Free Peoples player changes (a new turn need write no card): during a player's
    turn his Free Peoples cards and his opponent's Shadow cards are the active ones (002, "Active
    and inactive"). Each observation is the one a fresh encoding works out."""
    enc = get_encoding("tcg")
    enc = type(enc)(enc.fields)
    s = next(s for s in positions("tcg", {}, games=1, steps=80) if s.phase != "setup")
    s = s.clone()

    def same() -> np.ndarray:
        obs = enc.observe(s, 0)
        assert np.array_equal(obs, type(enc)(enc.fields).observe(s, 0))
        return obs

    first = same()
    touched = len(s.touched)
    s.fp = 1 - s.fp
    assert not np.array_equal(same(), first)
    assert len(s.touched) == touched


def test_a_tcg_minion_roams_as_the_fellowship_moves_with_no_card_written() -> None:
    """A minion whose site number is above the fellowship's site is roaming (002, "Roaming"): the
    fellowship's moving writes no card, and the minion's row follows at once. Each observation is the
    one a fresh encoding works out."""
    from eregion.games.tcg import rules as R
    from eregion.rl.encodings.tcg import HOST, WIDTH

    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    s = next(
        s
        for s in positions("tcg", {}, games=5, steps=120)
        if s.phase != "setup" and any((R.DEFS[s.cards[u].cid].site or 0) > 1 for u in R.minions(s))
    ).clone()
    minion = next(u for u in R.minions(s) if (R.DEFS[s.cards[u].cid].site or 0) > 1)
    site = R.DEFS[s.cards[minion].cid].site or 0

    def roaming() -> float:
        return _afresh(enc, s, s.fp)[enc.at["cards"] :].reshape(-1, WIDTH)[minion][HOST + 5]  # type: ignore[no-any-return]

    s.pos[s.fp] = site - 1
    assert roaming() == R.roaming(s, minion) == 1
    s.pos[s.fp] = site
    assert roaming() == R.roaming(s, minion) == 0


def test_the_lcg_table_follows_modifiers_and_commitments_with_no_card_written() -> None:
    """The LCG's table stands while no card is written or moves and the modifiers and the committed
    characters are the same; a modifier added (a lasting effect, rules companion 4.11.7) or a
    character committed (14.3.1) writes no card and still shows at once."""
    from eregion.cards.modifiers import Modifier

    enc = type(get_encoding("lcg"))(get_encoding("lcg").fields)
    s = next(s for s in positions("lcg", {}, games=1, steps=80) if s.phase != "setup").clone()
    first = _afresh(enc, s, 0)
    hero = s.zones[(0, "heroes")][0]
    touched = len(s.touched)
    s.mods = (*s.mods, Modifier(hero, "willpower", 2, "phase", -1))
    second = _afresh(enc, s, 0)
    assert not np.array_equal(second, first)
    s.committed = (*s.committed, hero)
    third = _afresh(enc, s, 0)
    assert not np.array_equal(third, second)
    s.committed = s.committed[:-1]
    assert np.array_equal(_afresh(enc, s, 0), second)
    s.mods = s.mods[:-1]
    assert np.array_equal(_afresh(enc, s, 0), first)
    assert len(s.touched) == touched


def test_a_tcg_position_of_another_state_is_listed_afresh() -> None:
    """A card drawn, then played into play, shows at once; a position of another state with the
    same uids where the viewer's hand holds other cards (dealt again) is listed afresh: one state's
    list of the cards touched says nothing of another's cards. Each observation is the one a fresh
    encoding works out."""
    from eregion.cards import deal
    from eregion.core import Rng
    from eregion.rl.encodings.tcg import WIDTH, ZONE_COLUMN

    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    s = next(
        s for s in positions("tcg", {}, games=1, steps=80) if s.phase != "setup" and s.zones[(0, "draw")]
    )
    s = s.clone()
    _afresh(enc, s, 0)
    drawn = s.zones[(0, "draw")][-1]
    s.move(drawn, 0, "hand")
    row = _afresh(enc, s, 0)[enc.at["cards"] :].reshape(-1, WIDTH)[drawn]
    assert row[ZONE_COLUMN["hand"]] == 1
    s.move(drawn, 0, "support")
    row = _afresh(enc, s, 0)[enc.at["cards"] :].reshape(-1, WIDTH)[drawn]
    assert row[ZONE_COLUMN["support"]] == 1 and row[ZONE_COLUMN["hand"]] == 0
    t = s.clone()
    hand = t.zones[(0, "hand")]
    assert len({t.cards[u].cid for u in hand}) > 1
    before = [t.cards[u].cid for u in hand]
    seed = next(i for i in range(100) if _dealt(t, hand, i) != before)
    deal(t, hand, Rng(seed))
    assert not np.array_equal(_afresh(enc, t, 0), _afresh(enc, s, 0))


def _dealt(s: object, uids: list[int], seed: int) -> list[str]:
    """The identities ``deal`` with ``Rng(seed)`` would give ``uids``, on a copy of ``s``."""
    from eregion.cards import deal
    from eregion.core import Rng

    t = s.clone()  # type: ignore[attr-defined]
    deal(t, uids, Rng(seed))
    return [t.cards[u].cid for u in uids]


def test_tcg_cards_attached_follow_their_host_when_only_the_host_moves() -> None:
    """A card moved to another bearer (no zone's uids change, the cards borne do) and a bearer
    leaving play (the card attached is not touched) show at once on the cards attached and their
    bearers. Each observation
    is the one a fresh encoding works out."""
    from eregion.games.tcg import rules as R
    from eregion.rl.encodings.tcg import HOST, WIDTH

    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    s = next(
        s
        for s in positions("tcg", {}, games=2, steps=120)
        if s.phase != "setup" and len(R.companions(s)) >= 2 and s.zones[(s.fp, "hand")]
    ).clone()
    fp = s.fp
    first, second = R.companions(s)[:2]
    item = s.zones[(fp, "hand")][0]
    s.move(item, fp, "attached")
    s.card_mut(item).host = first
    table = _afresh(enc, s, fp)[enc.at["cards"] :].reshape(-1, WIDTH)
    assert table[item][HOST] == first + 1
    s.card_mut(item).host = second  # to another bearer: the same zones
    table = _afresh(enc, s, fp)[enc.at["cards"] :].reshape(-1, WIDTH)
    assert table[item][HOST] == second + 1
    s.move(second, fp, "dead")  # its bearer out of play: no longer listed
    assert not _afresh(enc, s, fp)[enc.at["cards"] :].reshape(-1, WIDTH)[item].any()


def test_meq_writes_again_the_piles_and_pools_that_are_new_objects() -> None:
    """Middle-earth Quest replaces a pile, a hero's pools or a part of the board whole when it
    changes: the sheet moves each from what it last showed (a card counted out of one pile and into
    another, a pile dropped, a hero's hand and rest pool), Sauron's and a hero's sheets alike, and an
    unknown pile raises naming it, with nothing written. Each observation is the one a fresh
    encoding works out."""
    from eregion.games.meq.board import Token
    from eregion.games.meq.steps import set_pile

    enc = type(get_encoding("meq"))(get_encoding("meq").fields)
    s = next(s for s in positions("meq", {"heroes": 2}, games=1, steps=60) if s.turn > 1).clone()
    for p in (0, 1):
        _afresh(enc, s, p)
    shadow = s.decks["shadow"]
    set_pile(s, "shadow_hand", (*s.decks["shadow_hand"], shadow[0]))
    set_pile(s, "shadow", shadow[1:])
    pool = s.pool(1)
    s.change_pool(1, hand=pool.rest, rest=pool.hand, favor=pool.favor + 1)
    loc = next(iter(s.board.heroes.values()))
    s.board = s.board.add_token(loc, Token("rohan_gondor", "orc"))
    for p in (0, 1):
        _afresh(enc, s, p)
    s.decks = {k: v for k, v in s.decks.items() if k != "lasting"}
    s.decks = {**s.decks, "lasting": ("perilous:moria",)}
    for p in (0, 1):
        _afresh(enc, s, p)
    s.decks = {k: v for k, v in s.decks.items() if k != "lasting"}
    for p in (0, 1):
        _afresh(enc, s, p)
    before = enc.observe(s, 0)
    good = s.decks
    s.decks = {**good, "mystery_discard": ("x",)}
    with pytest.raises(ValueError, match="mystery_discard"):
        enc.observe(s, 0)
    s.decks = good
    assert np.array_equal(_afresh(enc, s, 0), before)


@pytest.mark.parametrize("options", [{}, {"players": 3, "scenario": "journey-along-the-anduin"}])
def test_the_lcg_encounter_totals_are_the_rules_own(options: dict) -> None:
    """The staging area's threat and the committed willpower the observation shows (the latter
    summed from the committed characters' rows) are the rules' own totals (14.3.3), as the view
    gives them, at every position of random games, for the player who decides; and a quest phase
    with willpower committed comes up."""
    from eregion.games.lcg import rules as R

    enc = type(get_encoding("lcg"))(get_encoding("lcg").fields)
    at = enc.at["encounter"]
    committed = 0
    for s in positions("lcg", options, games=3, steps=300):
        p = s.decision.player if s.decision is not None else 0
        obs = enc.observe(s, p)
        assert obs[at + 1] == R.staging_threat(s)
        assert obs[at + 2] == (R.committed_willpower(s) if s.committed else 0)
        committed += obs[at + 2] > 0
    assert committed > 10


@pytest.mark.parametrize("seed", range(3))
def test_the_tcg_table_from_the_cards_touched_is_the_one_worked_out_afresh_with_random_decks(
    seed: int,
) -> None:
    """Random legal decks (drawn from every implemented card of set 1, so most of the card writes the
    rules can make come up): at every step of a random game, both seats' observations, each written
    over that seat's last one from the cards touched since (``TcgState.touched``), are the ones a
    fresh encoding works out. A card write the state does not list fails it."""
    from eregion.core import Rng
    from eregion.games import get_game
    from eregion.games.tcg.random_decks import random_setup

    game = get_game("tcg")
    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    s = game.new_game(seed, None, random_setup(seed))
    rng = Rng(seed)
    for _ in range(500):
        for p in (0, 1):
            assert np.array_equal(enc.observe(s, p), type(enc)(enc.fields).observe(s, p)), (seed, p)
        if s.is_over:
            break
        actions = s.legal_actions()
        s.apply(actions[rng.randrange(len(actions))])


def _sources(s: object) -> list[int]:
    """The cards in play whose static abilities on strength are in force."""
    from eregion.games.tcg import rules as R

    return sorted({src for src, _ in R.statics_on(s, "strength") if R.in_play(s, src)})  # type: ignore[arg-type]


def _gone(s: object) -> object:
    """``s`` with :func:`_sources` out of play."""
    t = s.clone()  # type: ignore[attr-defined]
    t.own_zones()
    for src in _sources(s):
        t.move(src, t.cards[src].owner, "discard")
    return t


def _lowered(s: object) -> list[int]:
    """The characters whose strength the sources' leaving lowers."""
    from eregion.games.tcg import rules as R

    t = _gone(s)
    now = R.strengths(s, R.play_uids(s))  # type: ignore[arg-type]
    return [u for u, n in now.items() if R.in_play(t, u) and R.strength(t, u) != n]  # type: ignore[arg-type]


def _raised() -> object:
    """A position in which static abilities in force raise some character's strength."""
    return next(s for s in positions("tcg", {}, games=5, steps=120) if s.phase != "setup" and _lowered(s))


def test_a_tcg_strength_drops_at_once_when_the_static_abilities_raising_it_leave_play() -> None:
    """Static abilities in force raise a character's strength (Rosie Cotton's); when the cards that
    have them leave play, the character, which no write touched, shows its strength without them at
    once (the engine's strengths are new). Each observation is the one a fresh encoding works out."""
    from eregion.games.tcg import rules as R
    from eregion.rl.encodings.tcg import STRENGTH, WIDTH

    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    s = _raised()
    chars = _lowered(s)
    s = s.clone()
    _afresh(enc, s, s.fp)
    for src in _sources(s):
        s.move(src, s.cards[src].owner, "discard")
    assert not R.statics_on(s, "strength")
    row = _afresh(enc, s, s.fp)[enc.at["cards"] :].reshape(-1, WIDTH)[chars[0]]
    assert row[STRENGTH] == R.strength(s, chars[0])


def test_tcg_strengths_follow_the_cards_touched_and_the_modifiers_while_no_static_ability_is_in_force() -> (
    None
):
    """With no static ability on strength in force then or now (or only ones that change their own
    card or bearer), the table works out again only the strengths of the characters touched and of
    those the modifiers before or now name (``R.strength_with``): an item moved to another bearer
    changes both bearers; a lasting modifier on the item ("no bonus") changes its bearer, one on a
    character that character; a card with an ability on others' strength coming into play changes
    them, untouched, at once. Each observation is the one a fresh encoding works out."""
    from eregion.cards.modifiers import Modifier
    from eregion.games.tcg import rules as R
    from eregion.rl.encodings.tcg import STRENGTH, WIDTH

    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    raised = _raised()
    chars, sources = _lowered(raised), _sources(raised)
    s = _gone(raised)
    fp = s.fp

    def strength(u: int) -> float:
        return _afresh(enc, s, fp)[enc.at["cards"] :].reshape(-1, WIDTH)[u][STRENGTH]  # type: ignore[no-any-return]

    assert not R.statics_on(s, "strength")
    strength(chars[0])  # the engine's strengths, once with none in force
    bearers = [u for u in R.play_uids(s) if R.DEFS[s.cards[u].cid].type in R.CHARACTERS]
    item = next(u for u in R.play_uids(s) if s.cards[u].host in bearers and R.DEFS[s.cards[u].cid].strength)
    other = next(u for u in bearers if u != s.cards[item].host)
    s.card_mut(item).host = other
    borne = strength(other)
    assert borne == R.strength(s, other)
    s.mods = (*s.mods, Modifier(item, "no_bonus", 1, "turn", -1))  # on the item: its bearer's strength
    assert strength(other) == R.strength(s, other) < borne
    hero = chars[0]
    s.mods = (*s.mods, Modifier(hero, "strength", 2, "turn", -1))
    lowered = strength(hero)
    assert lowered == R.strength(s, hero)
    for src in sources:  # back where they were, untouched characters raised
        s.move(src, s.cards[src].owner, raised.cards[src].zone)  # type: ignore[attr-defined]
        s.card_mut(src).host = raised.cards[src].host  # type: ignore[attr-defined]
    assert R.statics_on(s, "strength")
    assert strength(hero) == R.strength(s, hero) > lowered


def test_tcg_strengths_follow_a_site_whose_static_ability_raises_them() -> None:
    """The fellowship's site is a source of static abilities on strength too (Lothlórien Woods, the
    allies whose home is site 6 +3): with one there, no character touched, the allies' strengths
    change at once. Each observation is the one a fresh encoding works out."""
    from eregion.games.tcg import rules as R
    from eregion.rl.encodings.tcg import STRENGTH, WIDTH

    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    s = next(
        s
        for s in positions("tcg", {}, games=5, steps=120)
        if s.phase != "setup" and s.pos[s.fp] and R.allies(s) and not R.statics_on(s, "strength")
    ).clone()
    ally = R.allies(s)[0]
    s.card_mut(ally).cid = next(
        cid for cid, dd in sorted(R.DEFS.items()) if dd.type == "ally" and dd.home == 6
    )

    def strength() -> float:
        return _afresh(enc, s, s.fp)[enc.at["cards"] :].reshape(-1, WIDTH)[ally][STRENGTH]  # type: ignore[no-any-return]

    before = strength()
    strength()
    s.card_mut(s.path[s.pos[s.fp]]).cid = "1_352"  # the site where the fellowship is: Lothlórien Woods
    assert strength() == R.strength(s, ally) == before + 3


def test_tcg_strengths_follow_a_site_text_that_a_card_in_play_borrows() -> None:
    """A card may have the text of its controller's site on the path (Uruviel, site 6: Lothlórien
    Woods, the allies whose home is site 6 +3) wherever the fellowship is: with that site played, no
    character touched, her strength changes at once. Each observation is the one a fresh encoding
    works out."""
    from eregion.games.tcg import rules as R
    from eregion.rl.encodings.tcg import STRENGTH, WIDTH

    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    s = next(
        s
        for s in positions("tcg", {}, games=5, steps=120)
        if s.phase != "setup" and 0 < s.pos[s.fp] < 6 and R.allies(s) and not R.statics_on(s, "strength")
    ).clone()
    fp, ally = s.fp, R.allies(s)[0]
    s.card_mut(ally).cid = "1_67"  # Uruviel, Maid of Lórien

    def strength() -> float:
        return _afresh(enc, s, fp)[enc.at["cards"] :].reshape(-1, WIDTH)[ally][STRENGTH]  # type: ignore[no-any-return]

    before = strength()
    strength()
    site = s.zones[(fp, "adventure")][0]
    s.move(site, fp, "path")
    s.card_mut(site).cid = "1_352"  # Lothlórien Woods
    s.path[6] = site
    assert strength() == R.strength(s, ally) == before + 3


def test_the_tcg_move_limit_follows_the_static_abilities_on_it_in_play_and_at_the_site() -> None:
    """The head's move limit is worked out again while a static ability on it may be in force: a
    card in play with one (Traitor's Voice, -1 with 5 burdens), or the fellowship's site (Bree Gate,
    +1 while a ranger is spotted), no modifier new. Each observation is the one a fresh encoding
    works out."""
    from eregion.games.tcg import rules as R

    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    s = next(
        s
        for s in positions("tcg", {}, games=5, steps=120)
        if s.phase != "setup"
        and s.pos[s.fp]
        and s.zones[(1 - s.fp, "hand")]
        and not R.statics_on(s, "move_limit")
    ).clone()
    fp, shadow = s.fp, 1 - s.fp

    def limit() -> float:
        return _afresh(enc, s, fp)[enc.at["moves"] + 1]  # type: ignore[no-any-return]

    s.burdens[fp] = 5
    assert limit() == R.move_limit(s) == 2
    voice = s.zones[(shadow, "hand")][0]
    s.card_mut(voice).cid = "1_142"  # Traitor's Voice
    s.move(voice, shadow, "support")
    assert limit() == R.move_limit(s) == 1
    s.move(voice, shadow, "discard")
    assert limit() == 2
    ranger = next(
        cid for cid, dd in sorted(R.DEFS.items()) if dd.type == "companion" and "ranger" in R.KW[cid]
    )
    s.card_mut(R.companions(s)[0]).cid = ranger
    assert limit() == 2
    s.card_mut(s.path[s.pos[fp]]).cid = "1_327"  # Bree Gate, where the fellowship is
    assert limit() == R.move_limit(s) == 3


def test_the_tcg_head_follows_the_turn_the_twilight_the_path_and_the_zones_of_another_state() -> None:
    """The head's parts are written again when what each reads changed: the turn, the twilight, a
    site played on the path; the counts of cards in hand read the zone lists of the state and the
    viewer at hand (a clone that draws owns new lists; another viewer on the same sheet counts
    the other hand). Each observation is the one a fresh encoding works out."""
    from eregion.rl.encoding import Sheet

    enc = type(get_encoding("tcg"))(get_encoding("tcg").fields)
    at = enc.at
    s = next(
        s
        for s in positions("tcg", {}, games=1, steps=80)
        if s.phase != "setup"
        and s.zones[(0, "draw")]
        and len(s.zones[(0, "hand")]) != len(s.zones[(1, "hand")])
    ).clone()
    obs = _afresh(enc, s, 0)
    s.turn += 1
    s.pool += 3
    assert _afresh(enc, s, 0)[at["turn"]] == obs[at["turn"]] + 1
    assert _afresh(enc, s, 0)[at["twilight"]] == obs[at["twilight"]] + 3
    n = next(n for n in range(1, 10) if s.path[n] < 0)
    s.path[n] = s.path[1]
    assert _afresh(enc, s, 0)[at["path"] + n - 1] == s.path[1] + 1
    t = s.clone()
    t.move(t.zones[(0, "draw")][-1], 0, "hand")  # the clone's own zone lists
    hand = at["me"] + 6
    assert _afresh(enc, t, 0)[hand] == len(t.zones[(0, "hand")]) == obs[hand] + 1
    sheet = Sheet(np.zeros(enc.size, np.float32))
    enc.write(t, 0, sheet)
    enc.write(t, 1, sheet)
    assert np.array_equal(sheet.out, type(enc)(enc.fields).observe(t, 1))


def test_the_tcg_encodings_texts_on_strength_and_move_limit_are_those_of_every_text_the_game_registers() -> (
    None
):
    """The encoding looks the card ids up once, at import: a text registered later (a card module
    imported lazily) would go unseen, and its strengths and move limits would stand still."""
    from eregion.games import get_game
    from eregion.games.tcg.registry import TEXT
    from eregion.rl.encodings import tcg as E

    get_game("tcg").new_game(0)  # every module the game plays with is imported

    def on(stats: frozenset[str]) -> frozenset[str]:
        return frozenset(
            c for c, t in TEXT.items() if t.site_text or any(st.stat in stats for st in t.statics)
        )

    assert E.ON_STRENGTH_TEXTS == on(E.ON_STRENGTH) and E.ON_MOVE_LIMIT_TEXTS == on(E.ON_MOVE_LIMIT)
    assert E.ON_STRENGTH_TEXTS and E.ON_MOVE_LIMIT_TEXTS
