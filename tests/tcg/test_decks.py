"""Deck lists and card data of the Fellowship of the Ring starters, checked against the deck-building rules
(002 rulebook, "Each player brings to the game at least 71 cards")."""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path

import pytest

from eregion.core.errors import DataError, EregionError
from eregion.games.tcg import components
from eregion.games.tcg.components import cards, validate
from eregion.games.tcg.decks import DECK_DIR, SAMPLES, Deck, DeckError, builtin_names, load_deck, parse_deck

FRODO, RING = "1_290", "1_2"
ARAGORN_SITES = ("1_320", "1_327", "1_340", "1_346", "1_349", "1_351", "1_355", "1_358", "1_361")
GANDALF_SITES = ("1_326", "1_331", "1_337", "1_345", "1_349", "1_350", "1_353", "1_359", "1_360")


def starter_text(name: str = "aragorn-starter") -> str:
    return (DECK_DIR / f"{name}.txt").read_text(encoding="utf-8")


def problems(text: str) -> tuple[str, ...]:
    with pytest.raises(DeckError) as info:
        parse_deck(text, "test")
    return info.value.problems


def edit(text: str, old: str, new: str) -> str:
    """The starter list with one line replaced (the line must be there)."""
    assert old in text.splitlines(), old
    return "\n".join(new if line == old else line for line in text.splitlines()) + "\n"


def line_of(text: str, line: str) -> int:
    return text.splitlines().index(line) + 1


# --- the starters -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "sites", "cultures"),
    [
        ("aragorn-starter", ARAGORN_SITES, {"gondor", "shire", "elven", "isengard"}),
        ("gandalf-starter", GANDALF_SITES, {"gandalf", "gondor", "shire", "elven", "dwarven", "moria"}),
    ],
)
def test_starters_load_with_71_cards(name: str, sites: tuple[str, ...], cultures: set[str]) -> None:
    """002 rulebook: Frodo bearing The One Ring, nine sites, and a draw deck of at least 60 cards with
    equal Free Peoples and Shadow halves: 1 + 1 + 9 + 30 + 30 = 71 (data NOTES, "Starter decks")."""
    deck = load_deck(name)
    defs = cards()
    assert deck.name == name
    assert (deck.ring_bearer, deck.ring) == (FRODO, RING)
    assert deck.sites == sites
    assert [defs[s].site for s in deck.sites] == list(range(1, 10))
    assert len(deck.draw) == 60
    assert Counter(defs[c].side for c in deck.draw) == {"free": 30, "shadow": 30}
    assert {defs[c].culture for c in deck.draw} == cultures
    assert all(defs[c].type not in ("site", "ring") for c in deck.draw)


def test_starter_aliases_and_names() -> None:
    assert builtin_names()[:2] == ("aragorn-starter", "gandalf-starter")
    assert load_deck("aragorn") == load_deck("Aragorn-Starter")
    assert load_deck("gandalf").draw.count("1_364") == 2  # Gandalf, The Grey Wizard
    assert load_deck("aragorn").draw.count("1_365") == 2  # Aragorn, King in Exile


def test_draw_deck_keeps_list_order() -> None:
    deck = parse_deck(starter_text())
    assert deck.draw[:3] == ("1_365", "1_365", "1_92")
    assert deck.draw[-2:] == ("1_158", "1_158")


def test_load_deck_from_a_path(tmp_path: Path) -> None:
    path = tmp_path / "mine.txt"
    path.write_text(starter_text("gandalf-starter"), encoding="utf-8")
    deck = load_deck(str(path))
    assert isinstance(deck, Deck) and deck.name == "mine"
    builtin = load_deck("gandalf")
    assert deck == Deck("mine", builtin.ring_bearer, builtin.ring, builtin.sites, builtin.draw)


def test_unknown_deck_name_lists_the_built_in_decks() -> None:
    with pytest.raises(DeckError) as info:
        load_deck("legolas")
    assert "'legolas'" in str(info.value)
    assert "aragorn-starter" in str(info.value) and "gandalf-starter" in str(info.value)
    assert isinstance(info.value, EregionError) and isinstance(info.value, ValueError)


# --- naming cards -------------------------------------------------------------------------------------


def test_names_ids_case_and_accents() -> None:
    """A card may be named by id, by "Title, Subtitle" in any case and without accents, or by its title
    alone when only one card has it; "<n>x", "<n> x" and "<n>" all give the count."""
    text = starter_text()
    text = edit(text, "1x The One Ring, The Ruling Ring", "1x 1_2")
    text = edit(text, "1x The Bridge of Khazad-dûm", "1 x the bridge of khazad-dum")
    text = edit(text, "2x Aragorn, King in Exile", "2 ARAGORN, king in exile")
    text = edit(text, "1x Rosie Cotton, Hobbiton Lass", "1x Rosie Cotton   # title alone: one card has it")
    text = edit(text, "3x Uruk Soldier", "3x1_154")
    text = edit(text, "2x Saruman's Ambition", "2x Saruman\u2019s Ambition")
    assert parse_deck(text) == parse_deck(starter_text())


def test_title_of_a_card_with_a_comma_in_it() -> None:
    """The comma in "Sleep, Caradhras" is part of its title; it has no subtitle."""
    assert "1_84" in parse_deck(starter_text("gandalf-starter")).draw


def test_unknown_card_names_its_line() -> None:
    text = edit(starter_text(), "2x Aragorn, King in Exile", "2x Aragon, King in Exile")
    n = line_of(text, "2x Aragon, King in Exile")
    found = problems(text)
    assert f'line {n} "2x Aragon, King in Exile": unknown card "Aragon, King in Exile"' in found
    # the two missing Aragorns also unbalance the deck; every problem is reported at once
    assert "28 Free Peoples and 30 Shadow cards: they must be equal" in found


@pytest.mark.parametrize("bad", ["Aragorn, King in Exile", "0x Armor", "-1x Armor", "3x", "x2 Armor"])
def test_malformed_line(bad: str) -> None:
    text = edit(starter_text(), "1x Armor", bad)
    n = line_of(text, bad)
    found = problems(text)
    assert any(p.startswith(f'line {n} "{bad}": ') for p in found), found


def test_comments_and_blank_lines_are_ignored() -> None:
    text = "# heading\n\n" + starter_text().replace("\n", "   # note\n\n")
    assert parse_deck(text) == parse_deck(starter_text())


# --- the deck-building rules --------------------------------------------------------------------------


def test_at_most_four_copies_per_title() -> None:
    """002 rulebook, "Draw Deck": "You may have up to four copies of each card title (ignoring subtitles)"."""
    text = edit(starter_text(), "3x Uruk Soldier", "5x Uruk Soldier")
    n = line_of(text, "5x Uruk Soldier")
    want = f'line {n} "5x Uruk Soldier": 5 copies of "Uruk Soldier" in the draw deck (at most 4: per title)'
    assert want in problems(text)


def test_copies_are_counted_by_title_ignoring_subtitles() -> None:
    """002 rulebook, "Draw Deck": two Aragorn, King in Exile and two Aragorn, Ranger of the North are fine,
    but not four of each: same title. Here set 1's two Legolas versions share the title."""
    legolas = "Legolas, Prince of Mirkwood"
    text = edit(starter_text("gandalf-starter"), f"2x {legolas}", f"3x {legolas}")
    text = edit(text, "1x Boromir, Son of Denethor", "2x Legolas, Greenleaf")
    found = problems(text)
    a, b = sorted((line_of(text, f"3x {legolas}"), line_of(text, "2x Legolas, Greenleaf")))
    assert f'lines {a}, {b}: 5 copies of "Legolas" in the draw deck (at most 4: per title)' in found


def test_four_frodos_are_legal_but_not_five() -> None:
    """002 rulebook, "Draw Deck", Exception: "you may have only three copies of Frodo in your draw deck" (the
    fourth is the Ring-bearer). The first Frodo listed bears the Ring; the others go to the draw deck."""
    base = edit(starter_text(), "1x Armor", "3x Frodo, Son of Drogo")
    base = edit(base, "3x Bred for Battle", "4x Bred for Battle")
    base = edit(base, "3x Uruk Soldier", "4x Uruk Soldier")
    deck = parse_deck(base)
    assert deck.ring_bearer == FRODO and deck.draw.count(FRODO) == 3 and len(deck.draw) == 64

    text = edit(base, "3x Frodo, Son of Drogo", "4x Frodo, Son of Drogo")
    text = edit(text, "3x Uruk Savage", "4x Uruk Savage")
    n = line_of(text, "1x Frodo, Son of Drogo")
    m = line_of(text, "4x Frodo, Son of Drogo")
    found = problems(text)
    assert found == (
        (
            f'line {m} "4x Frodo, Son of Drogo": 4 copies of "Frodo" in the draw deck '
            "(at most 3: one more is the Ring-bearer)"
        ),
    )
    assert n < m


def test_no_ring_bearer_and_no_ring() -> None:
    """002 rulebook: "You must start the game with one copy of Frodo ... bearing The One Ring"."""
    text = edit(starter_text(), "1x Frodo, Son of Drogo", "")
    text = edit(text, "1x The One Ring, The Ruling Ring", "")
    found = problems(text)
    assert any(p.startswith("no Ring-bearer") for p in found)
    assert any(p.startswith("no One Ring") for p in found)


def test_a_second_ring_is_not_a_draw_card() -> None:
    """002 rulebook, "Draw Deck": "You may not have any copies of The One Ring or sites in your draw deck"."""
    text = edit(starter_text(), "1x The One Ring, The Ruling Ring", "2x The One Ring, The Ruling Ring")
    n = line_of(text, "2x The One Ring, The Ruling Ring")
    assert problems(text) == (
        (
            f'line {n} "2x The One Ring, The Ruling Ring": 2 copies of The One Ring '
            "(exactly one, borne by Frodo; never in the draw deck)"
        ),
    )


def test_missing_site_number() -> None:
    """002 rulebook, "Adventure Deck": "nine different site cards, one for each of the nine site numbers"."""
    text = edit(starter_text(), "1x Moria Lake", "")
    assert problems(text) == ("no site 4 in the adventure deck (one site for each number 1-9)",)


def test_duplicate_site_number() -> None:
    """002 rulebook, "Adventure Deck": one site per number, so two site 3s leave another number empty."""
    text = edit(starter_text(), "1x Moria Lake", "1x Council Courtyard")
    a, b = line_of(text, "1x Rivendell Terrace"), line_of(text, "1x Council Courtyard")
    assert problems(text) == (
        f'two sites numbered 3: "Rivendell Terrace" (line {a}), "Council Courtyard" (line {b})',
        "no site 4 in the adventure deck (one site for each number 1-9)",
    )


def test_a_site_listed_among_the_draw_cards_is_still_a_site() -> None:
    """Headings are informative: a card is sorted by its type, so a site under "# Shadow" belongs to the
    adventure deck and is not counted in the draw deck (002 rulebook, "Draw Deck": no sites in it)."""
    text = edit(starter_text(), "1x Moria Lake", "")
    text = text.replace("# Shadow (30)\n", "# Shadow (30)\n1x Moria Lake\n")
    deck = parse_deck(text)
    assert deck.sites == ARAGORN_SITES and len(deck.draw) == 60

    text = text.replace("# Shadow (30)\n", "# Shadow (30)\n1x Mithril Mine\n")
    a, b = line_of(text, "1x Mithril Mine"), line_of(text, "1x Moria Lake")
    assert problems(text) == (f'two sites numbered 4: "Mithril Mine" (line {a}), "Moria Lake" (line {b})',)


def test_unequal_sides() -> None:
    """002 rulebook, "Draw Deck": "an equal number of Shadow cards and Free Peoples cards"."""
    text = edit(starter_text(), "1x Armor", "3x Armor")
    assert problems(text) == ("32 Free Peoples and 30 Shadow cards: they must be equal",)


def test_short_draw_deck() -> None:
    """002 rulebook, "Draw Deck": "Your draw deck must have at least 60 cards"."""
    text = edit(starter_text(), "3x Uruk Soldier", "2x Uruk Soldier")
    text = edit(text, "1x Armor", "")
    assert problems(text) == ("the draw deck has 58 cards (at least 60)",)


def test_every_problem_is_reported_once_in_one_error() -> None:
    text = edit(starter_text(), "1x Moria Lake", "1x Moria Laek")
    text = edit(text, "3x Uruk Soldier", "9x Uruk Soldier")
    with pytest.raises(DeckError) as info:
        parse_deck(text, "broken")
    message = str(info.value)
    assert message.startswith("deck 'broken' is not legal (4 problems):\n")
    assert message.splitlines()[1:] == [f"  {p}" for p in info.value.problems]
    assert len(info.value.problems) == 4  # unknown card, no site 4, 9 Uruk Soldiers, 30 vs 36


# --- card data ----------------------------------------------------------------------------------------


def test_card_table_facts() -> None:
    """Spot checks against the data NOTES (counts, companion table, sites): facts only, in set order."""
    defs = cards()
    assert len(defs) == 365
    by_type = Counter(c.type for c in defs.values())
    assert by_type == {
        "event": 109,
        "condition": 73,
        "minion": 53,
        "site": 45,
        "possession": 40,
        "companion": 23,
        "ally": 20,
        "ring": 2,
    }
    assert Counter(c.side for c in defs.values()) == {"shadow": 164, "free": 154, None: 47}
    king = next(c for c in defs.values() if c.title == "The Witch-king")
    assert (king.twilight, king.strength, king.vitality, king.site) == (8, 14, 4, 3)
    assert king.keywords == (("fierce", 1),)
    assert list(defs) == sorted(defs, key=lambda c: int(c.split("_")[1]))
    frodo = defs[FRODO]
    assert (frodo.name, frodo.resistance, frodo.signet) == ("Frodo, Son of Drogo", 10, "frodo")
    assert frodo.ring_bearer and frodo.twilight == 0
    assert defs["1_311"].resistance is None  # Sam's 5 is his text, not a number on the card (NOTES ruling 3)
    assert [c.id for c in defs.values() if c.resistance is not None] == ["1_289", FRODO]  # the two Frodos
    bridge = defs["1_349"]
    assert (bridge.site, bridge.shadow_number, bridge.twilight) == (5, 6, None)
    assert bridge.keywords == (("underground", 1),)
    assert defs["1_365"].keywords == (("ranger", 1),) and defs["1_145"].keywords == (("damage", 1),)
    assert defs["1_110"].phases == ("fellowship", "regroup")
    assert defs["1_70"].home == 1 and defs["1_286"].home == 2
    assert defs["1_180"].item_class == "hand_weapon"
    assert (defs[RING].type, defs[RING].strength, defs[RING].vitality) == ("ring", 1, None)
    assert (defs["1_1"].strength, defs["1_1"].vitality) == (1, 1)  # Isildur's Bane: bonuses to its bearer
    assert defs["1_282"].strength == -1  # The Weight of a Legacy: a malus on its bearer
    assert components.card("1_364").name == "Gandalf, The Grey Wizard"


def test_unknown_card_id_is_a_data_error() -> None:
    with pytest.raises(DataError, match="'1_999'"):
        components.card("1_999")


def raw_records() -> list[dict[str, object]]:
    return json.loads(components.DATA_FILE.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("card_id", "field", "value", "match"),
    [
        ("1_290", "race", "halfling", r"card 1_290: field 'race': 'halfling' is not one of"),
        ("1_290", "strength", "3", r"card 1_290: field 'strength': expected an integer"),
        ("1_365", "keywords", {"ranger": 0}, r"card 1_365: field 'keywords': 'ranger' needs a positive"),
        ("1_365", "keywords", {"Ranger": 1}, r"card 1_365: field 'keywords': 'Ranger' is not one of"),
        ("1_349", "twilight", 6, r"card 1_349: field 'twilight': a site has none"),
        ("1_349", "site", None, r"card 1_349: field 'site': a site needs one"),
        ("1_311", "resistance", 5, r"card 1_311: field 'resistance': only a Ring-bearer has resistance"),
        ("1_92", "home", 1, r"card 1_92: field 'home': a possession has none"),
        ("1_110", "phases", ["Fellowship"], r"card 1_110: field 'phases': expected a list"),
        ("1_145", "lore", "...", r"card 1_145: field 'lore': unknown field"),
    ],
)
def test_validation_rejects_a_bad_record(card_id: str, field: str, value: object, match: str) -> None:
    records = copy.deepcopy(raw_records())
    record = next(r for r in records if r["id"] == card_id)
    record[field] = value
    with pytest.raises(DataError, match=r"^cards\.json: " + match):
        validate(records)


def test_validation_rejects_a_missing_field_and_bad_order(tmp_path: Path) -> None:
    records = raw_records()
    del records[3]["title"]
    with pytest.raises(DataError, match=rf"card {records[3]['id']}: field 'title': missing"):
        validate(records)
    records = raw_records()
    records[1], records[2] = records[2], records[1]
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    with pytest.raises(
        DataError, match=rf"^cards\.json: card {records[2]['id']}: field 'id': out of set order"
    ):
        components.load(path)


def test_packaged_records_validate() -> None:
    assert validate(raw_records()) == cards()


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_constructed_decks_pair_a_free_peoples_and_a_shadow_culture(name: str) -> None:
    """The sample decks are legal set-1 decks (002, "Each player brings to the game at least 71 cards")
    of implemented cards, and each holds the two cultures its name gives (with helpers on the Free
    Peoples side)."""
    deck = load_deck(name)
    defs = cards()
    free, shadow = name.split("-")
    assert len(deck.draw) == 60 and Counter(defs[c].side for c in deck.draw) == {"free": 30, "shadow": 30}
    cultures = Counter(defs[c].culture for c in deck.draw)
    assert cultures[free] >= 10 and cultures[shadow] >= 13


@pytest.mark.parametrize("name", SAMPLES)
def test_a_sample_deck_plays_a_whole_game_against_a_starter(name: str) -> None:
    from eregion.core import Rng
    from eregion.games.tcg.game import GAME

    s = GAME.new_game(3, {"deck1": name, "deck2": "gandalf-starter"})
    rng = Rng(3)
    for _ in range(6000):
        if s.decision is None:
            break
        s.apply(rng.choice(s.legal_actions()))
    assert s.result is not None
