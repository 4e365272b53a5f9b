"""LCG deck lists: the four Core starters and the deck-building checks (rules companion §3.3 "Hero Cards &
the Player Deck", §3.3.2 "Hero Cards", §3.4.3 "Unique Cards", §16 "Deckbuilding"; data NOTES §3
"Starter decks")."""

from __future__ import annotations

import dataclasses
from collections import Counter
from pathlib import Path

import pytest

from eregion.core.errors import EregionError
from eregion.games.lcg import decks
from eregion.games.lcg.components import card, cards
from eregion.games.lcg.decks import DECK_DIR, Deck, DeckError, load_deck, parse_deck, starter_names

HEROES = {
    "leadership": ("01001", "01002", "01003"),
    "tactics": ("01004", "01005", "01006"),
    "spirit": ("01007", "01008", "01009"),
    "lore": ("01010", "01011", "01012"),
}
GANDALF = "01073"


def problems(text: str, **kwargs: bool) -> tuple[str, ...]:
    with pytest.raises(DeckError) as info:
        parse_deck(text, "test", **kwargs)
    return info.value.problems


def starter_text(name: str) -> str:
    return (DECK_DIR / f"{name}.txt").read_text(encoding="utf-8")


BASE = "1x Aragorn\n3x Guard of the Citadel\n"


# --- the starters ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("sphere", ["leadership", "tactics", "spirit", "lore"])
def test_starters_load_with_three_heroes_and_30_cards(sphere: str) -> None:
    """NOTES §3 "Starter decks": the sphere's 3 heroes plus 30 cards = every non-hero card of the sphere at
    its Core quantity (29) plus 1 of the 4 Gandalfs."""
    deck = load_deck(sphere)
    assert deck.name == sphere
    assert deck.heroes == HEROES[sphere]
    assert len(deck.cards) == 30
    expected = Counter(
        {c.id: c.quantity for c in cards().values() if c.sphere == sphere and c.type != "hero"}
    )
    expected[GANDALF] = 1
    assert Counter(deck.cards) == expected
    assert load_deck(f"core-{sphere}") is deck
    assert load_deck(sphere.title()) is deck


def test_starter_names_and_threat() -> None:
    assert starter_names() == ("leadership", "tactics", "spirit", "lore")
    # 12 + 8 + 9: the heroes' threat costs (NOTES §3 hero table)
    assert load_deck("leadership").starting_threat == 29
    assert load_deck("spirit").starting_threat == 24


def test_starter_lists_are_written_with_names() -> None:
    """The packaged lists are for people: names (with accents), heroes included, comments allowed."""
    text = starter_text("spirit")
    assert "1x Éowyn" in text.splitlines() and "1x Dunhere" in text.splitlines()
    assert not any(line[:1].isdigit() and "010" in line for line in text.splitlines())


def test_starters_are_not_tournament_decks() -> None:
    """Rules companion §3.3 / §16: "A tournament deck must contain a minimum of 50 cards" (heroes not counted,
    §3.3.2). Casual play has no minimum, which is why the 30-card starters load by default."""
    found = problems(starter_text("lore"), tournament=True)
    assert found == (
        "the player deck has 30 cards (a tournament deck needs at least 50, heroes not counted)",
    )
    # Two starters' cards (58, one Gandalf dropped) behind the leadership heroes make a tournament deck.
    lines = [f"1x {card(h).name}" for h in HEROES["leadership"]]
    for sphere in ("leadership", "tactics"):
        lines += [
            f"{c.quantity}x {c.id}" for c in cards().values() if c.sphere == sphere and c.type != "hero"
        ]
    deck = parse_deck("\n".join(lines), "two-spheres", tournament=True)
    assert len(deck.cards) == 58


# --- matching names -------------------------------------------------------------------------------------


def test_names_ignore_case_and_accents() -> None:
    """NOTES ruling 3: names match with accents stripped: "Dunhere" = "Dúnhere", "Eowyn" = "Éowyn"."""
    plain = parse_deck("1x Dúnhere\n1x EOWYN\n1x gloin\n2x lorien guide\n1x Celebrian's Stone\n")
    assert plain.heroes == ("01009", "01007", "01003")
    assert plain.cards == ("01044", "01044", "01027")
    assert (
        parse_deck("1x Dunhere\n1x Wandering Took").heroes
        == parse_deck("1x Dúnhere\n1x Wandering Took").heroes
    )


def test_ids_formats_and_comments() -> None:
    """Card ids work as names; "3 x", "3 " and RingsDB's "(Core Set)" suffix are accepted; # is a comment."""
    deck = parse_deck(
        "# my deck\n\n1x 01001  # Aragorn\n3 x Guard of the Citadel\n2 Faramir\n1x Gandalf (Core Set)\n",
        "mine",
    )
    assert deck == Deck("mine", ("01001",), ("01013",) * 3 + ("01014",) * 2 + (GANDALF,))


# --- each check names its line --------------------------------------------------------------------------


def test_malformed_line() -> None:
    assert problems(BASE + "Guard of the Citadel\n") == (
        'line 3 "Guard of the Citadel": expected "<count>x <card name or id>"',
    )
    assert problems(BASE + "0x Feint\n") == ('line 3 "0x Feint": the count must be at least 1, got 0',)


def test_unknown_card_names_its_line_and_suggests() -> None:
    assert problems("1x Aragorn\n3x Gard of the Citadel\n") == (
        (
            'line 2 "3x Gard of the Citadel": unknown card "Gard of the Citadel" '
            "(did you mean 'Guard of the Citadel'?)"
        ),
    )
    assert problems(BASE + "1x Frodo Baggins\n") == (
        'line 3 "1x Frodo Baggins": unknown card "Frodo Baggins"',
    )
    # A hero whose line cannot be read is not also reported as "no heroes" (nor the deck as empty).
    assert problems("1x Aragon\n") == (
        'line 1 "1x Aragon": unknown card "Aragon" (did you mean \'Aragorn\'?)',
    )


def test_encounter_and_quest_cards_are_not_player_cards() -> None:
    """Rules companion §3: the player deck holds allies, attachments and events; encounter and quest cards
    belong to the scenario."""
    assert problems(BASE + "1x Hill Troll\n1x A Chosen Path\n1x 01108\n") == (
        'line 3 "1x Hill Troll": Hill Troll (01082) is an encounter card (enemy), not a player card',
        'line 4 "1x A Chosen Path": A Chosen Path (01121) is a quest card, not a player card',
        'line 5 "1x 01108": Gandalf\'s Map (01108) is an encounter card (objective), not a player card',
    )


def test_hero_count() -> None:
    """Rules companion §3.3.2: "Each player chooses 1-3 hero cards"."""
    assert problems("3x Guard of the Citadel\n") == ('no heroes: list 1 to 3 heroes, each as "1x <hero>"',)
    four = "1x Aragorn\n1x Gimli\n1x Legolas\n# a comment\n1x Thalin\n3x Veteran Axehand\n"
    assert problems(four) == ("lines 1, 2, 3, 5: 4 heroes (at most 3)",)
    assert parse_deck("1x Legolas\n1x Feint\n").heroes == ("01005",)  # one hero is enough


def test_the_same_hero_twice() -> None:
    """Rules companion §3.4.3: a unique card can be in play once, and heroes start in play."""
    assert problems(BASE + "2x Gimli\n") == (
        'line 3 "2x Gimli": Gimli is listed 2 times (a hero is unique: once)',
    )
    assert problems("1x Gimli\n3x Feint\n1x 01004\n") == (
        "lines 1, 3: Gimli is listed 2 times (a hero is unique: once)",
    )


def test_more_than_three_copies_by_title() -> None:
    """Rules companion §3.3: "No more than three copies of any ally, attachment, or event card, by title"."""
    assert problems(BASE + "4x Gandalf\n") == (
        'line 3 "4x Gandalf": 4 copies of "Gandalf" (at most 3 per title)',
    )
    assert problems("1x Aragorn\n2x Feint\n# later\n2x 01034\n") == (
        'lines 2, 4: 4 copies of "Feint" (at most 3 per title)',
    )
    assert len(parse_deck(BASE + "3x Gandalf\n").cards) == 6


def test_a_hero_does_not_count_toward_a_same_titled_cards_copies(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rules companion §3.3.2 and §3.4.3: heroes are not in the player deck, and uniqueness only stops a
    same-titled card entering play while the hero is in play; so 1 hero + 3 allies of one title is legal.
    (No Core title is both, so a made-up ally "Aragorn" is added.)"""
    defs = dict(cards())
    defs["99001"] = dataclasses.replace(defs["01014"], id="99001", name="Aragorn")
    defs["01001"] = dataclasses.replace(defs["01001"], name="Aragorn")  # hero, still first by id
    monkeypatch.setattr(decks, "cards", lambda: defs)
    deck = parse_deck("1x 01001\n3x 99001\n")
    assert (deck.heroes, deck.cards) == (("01001",), ("99001",) * 3)
    assert problems("1x 01001\n4x 99001\n") == (
        'line 2 "4x 99001": 4 copies of "Aragorn" (at most 3 per title)',
    )


def test_an_empty_player_deck() -> None:
    assert problems("1x Aragorn\n1x Glóin\n") == (
        "the player deck is empty: list the allies, attachments and events besides the heroes",
    )


def test_every_problem_is_reported_at_once() -> None:
    text = "1x Aragorn\n1x Aragorn\n3x Gard of the Citadel\n5x Feint\nnonsense\n"
    with pytest.raises(DeckError) as info:
        parse_deck(text, "messy")
    err = info.value
    assert isinstance(err, ValueError) and isinstance(err, EregionError)
    assert len(err.problems) == 4
    assert str(err).startswith("deck 'messy' is not legal (4 problems):\n  line 3 ")
    assert [p.split(":")[0] for p in err.problems] == [
        'line 3 "3x Gard of the Citadel"',
        'line 5 "nonsense"',
        "lines 1, 2",
        'line 4 "5x Feint"',
    ]


# --- loading --------------------------------------------------------------------------------------------


def test_load_deck_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "elves.txt"
    path.write_text("1x Legolas\n1x Glorfindel\n3x Daughter of the Nimrodel\n", encoding="utf-8")
    deck = load_deck(str(path))
    assert (deck.name, deck.heroes, len(deck.cards)) == ("elves", ("01005", "01011"), 3)
    path.write_text("1x Legolas\n", encoding="utf-8")
    with pytest.raises(DeckError, match="deck 'elves' is not legal"):
        load_deck(str(path))


def test_an_unknown_deck_lists_the_built_ins() -> None:
    with pytest.raises(DeckError) as info:
        load_deck("hobbits")
    assert str(info.value) == (
        "unknown deck 'hobbits': the built-in decks are leadership, tactics, spirit, lore (or give a .txt file path)"
    )
