"""Encounter and Peril (eregion.games.meq.encounter, .piles): which deck, which card, reshuffling.
Pages are the rulebook's: Peril p. 23, the Encounter step pp. 24-25, Reshuffling p. 35."""

from __future__ import annotations

import pytest

from eregion.core.rng import Rng
from eregion.games.meq.board import Board, IllegalMove, Token
from eregion.games.meq.components import components
from eregion.games.meq.encounter import (
    COMBAT,
    PERIL,
    combat_or_peril,
    draws_encounter,
    encounter,
    encounter_affects,
    encounter_choices,
    encounter_deck,
    peril,
    peril_affects,
    peril_choices,
)
from eregion.games.meq.facts import HAVEN_DECK, EncounterCard
from eregion.games.meq.piles import draw

C = components()
CARDS = {card.id: card for deck in C.encounters.values() for card in deck}
PERILS = {card.id: card for card in C.perils}


def test_p25_encounter_step_example_argalad_at_gladden_fields() -> None:
    """p. 25 (Encounter Step Example): on Gladden Fields Argalad draws three cards from the green deck.
    The lowest-numbered card names another location, so it is not resolved; the next one affects any
    location of the Misty Mountains, his region, and is a Quest, which goes to his play area; the third
    is not resolved, a lower-numbered card having been."""
    assert encounter_deck(C, "gladden_fields") == "misty_mountains_mirkwood"
    names = ("do_not_stray_from_the_path", "a_shadow_connection", "escorted_by_the_wood_elves")
    drawn = [CARDS[c] for c in names]
    assert [c.priority for c in drawn] == [1, 3, 5]
    assert encounter_affects(C, drawn[2], "gladden_fields")  # it would match, but it is numbered higher
    result = encounter(C, drawn, "gladden_fields")
    assert result.resolved == CARDS["a_shadow_connection"]
    assert result.to_play_area
    assert result.discarded == (drawn[0], drawn[2])


def test_p24_haven_deck_and_region_pair_decks() -> None:
    """p. 24: a hero on a Haven draws from the Haven deck, elsewhere from his location's colour deck."""
    assert encounter_deck(C, "rivendell") == HAVEN_DECK
    assert encounter_deck(C, "the_high_pass") == "misty_mountains_mirkwood"
    assert encounter_deck(C, "the_forest_trail") == "misty_mountains_mirkwood"
    assert encounter_deck(C, "bree") == "eriador_enedwaith"
    for loc in C.locations:  # every card a location could resolve is in its own deck
        deck = C.encounters[encounter_deck(C, loc)]
        assert any(encounter_affects(C, card, loc) for card in deck)


def test_a8_region_is_the_location_s_own_not_the_pair() -> None:
    """A8 (p. 25 example): a Mirkwood card does not affect Gladden Fields (Misty Mountains), though both
    regions share the deck."""
    mirkwood = CARDS["lost_in_the_shadows"]
    assert mirkwood.region == "mirkwood"
    assert not encounter_affects(C, mirkwood, "gladden_fields")
    assert encounter_affects(C, mirkwood, "the_forest_trail")
    assert encounter(C, [mirkwood], "gladden_fields").resolved is None


def test_p24_none_affecting_discards_all() -> None:
    """p. 24: if none of the three affects the location, all are discarded and the turn is over."""
    drawn = [CARDS["do_not_stray_from_the_path"], CARDS["radagast_the_brown"], CARDS["lost_in_the_shadows"]]
    result = encounter(C, drawn, "gladden_fields")
    assert result.resolved is None and not result.to_play_area
    assert result.discarded == tuple(drawn)


def test_p24_the_lowest_number_wins_even_when_all_match() -> None:
    """p. 24: when several drawn cards all match, the lowest-numbered one is resolved."""
    drawn = [CARDS["greenleaf"], CARDS["agents_of_saruman"], CARDS["trapped_by_a_terrible_storm"]]
    assert all(encounter_affects(C, c, "gladden_fields") for c in drawn)
    result = encounter(C, drawn, "gladden_fields")
    assert result.resolved == CARDS["agents_of_saruman"]
    assert not result.to_play_area


def test_c18_tied_priorities_let_the_hero_choose() -> None:
    """C18: the data never ties at one location, but a tie would be the hero's choice."""
    a = EncounterCard("a", "A", "misty_mountains_mirkwood", 2, None, None, False)
    b = EncounterCard("b", "B", "misty_mountains_mirkwood", 2, None, "misty_mountains", False)
    assert encounter_choices(C, [a, b], "gladden_fields") == (a, b)
    with pytest.raises(IllegalMove, match="tied"):
        encounter(C, [a, b], "gladden_fields")
    assert encounter(C, [a, b], "gladden_fields", "b").resolved == b
    with pytest.raises(IllegalMove, match="may not be resolved"):
        encounter(C, [a, b], "gladden_fields", "greenleaf")


def test_p24_no_encounter_on_a_location_perilous_for_the_hero() -> None:
    """pp. 24, 36: a hero on a perilous location draws no Encounter cards; perilous is his own wisdom."""
    board = Board(influence={"the_high_pass": 3})
    assert not draws_encounter(board, C, "the_high_pass", wisdom=2)
    assert draws_encounter(board, C, "the_high_pass", wisdom=3)
    assert not draws_encounter(Board(), C, "moria", wisdom=9)  # printed perilous


# --- Peril ---------------------------------------------------------------------------------------------


def test_p23_peril_affects_named_location_region_or_any() -> None:
    """p. 23 (Anatomy of a Peril card): a card naming a location may be chosen only there; "Any Location"
    cards everywhere; a region card in either region it names."""
    assert peril_affects(C, PERILS["khazad_dum"], "moria")
    assert not peril_affects(C, PERILS["khazad_dum"], "the_high_pass")
    assert peril_affects(C, PERILS["orc_scouts"], "the_high_pass")
    assert peril_affects(C, PERILS["undying_regret"], "the_high_pass")
    assert peril_affects(C, PERILS["undying_regret"], "the_forest_trail")
    assert not peril_affects(C, PERILS["undying_regret"], "bree")


def test_p23_travel_example_peril_at_the_high_pass() -> None:
    """p. 23 (Travel Step Example, 4): The High Pass holds more influence than Argalad's wisdom (2), so it
    is perilous for him and Sauron may resolve a Peril there; he chooses among the drawn cards one that
    affects The High Pass or the Misty Mountains."""
    wisdom = C.heroes["argalad"].wisdom
    board = Board(influence={"the_high_pass": wisdom + 1}).move_hero("argalad", "the_high_pass")
    assert combat_or_peril(board, C, "the_high_pass", wisdom) == (PERIL,)
    drawn = [PERILS["khazad_dum"], PERILS["trapped"], PERILS["undying_regret"]]
    assert peril_choices(C, drawn, "the_high_pass") == (PERILS["undying_regret"],)
    assert peril(C, drawn, "the_high_pass", "undying_regret") == PERILS["undying_regret"]
    with pytest.raises(IllegalMove, match="does not affect"):
        peril(C, drawn, "the_high_pass", "khazad_dum")
    with pytest.raises(IllegalMove, match="choose a Peril card"):
        peril(C, drawn, "the_high_pass", None)


def test_p23_peril_with_no_card_affecting_has_no_effect() -> None:
    """p. 23: if none of the three affects the location or region, they are discarded without effect."""
    drawn = [PERILS["khazad_dum"], PERILS["trapped"], PERILS["the_dark_tower"]]
    assert peril_choices(C, drawn, "the_high_pass") == ()
    assert peril(C, drawn, "the_high_pass", None) is None


def test_p22_combat_or_peril_options() -> None:
    """p. 22: a monster token or minion offers combat, a perilous location Peril; both may be offered,
    and with neither the hero simply explores."""
    orc = Token("misty_mountains_mirkwood", "orc")
    board = Board().add_token("gladden_fields", orc)
    assert combat_or_peril(board, C, "gladden_fields", 3) == (COMBAT,)
    assert combat_or_peril(board, C, "the_forest_trail", 3) == ()
    assert combat_or_peril(Board(), C, "moria", 5) == (PERIL,)
    assert combat_or_peril(Board(minions={"the_mouth_of_sauron": "dol_guldur"}), C, "dol_guldur", 5) == (
        COMBAT,
        PERIL,
    )


def test_p18_p27_no_combat_in_a_haven_unless_the_hero_allows() -> None:
    """pp. 18, 27: a minion may move into a Haven, but combat takes place there only if the hero allows."""
    board = Board(minions={"the_black_serpent": "rivendell"})
    assert combat_or_peril(board, C, "rivendell", 1) == ()
    assert combat_or_peril(board, C, "rivendell", 1, haven_combat_allowed=True) == (COMBAT,)


# --- drawing and reshuffling ------------------------------------------------------------------------


def test_p35_a_depleted_deck_is_reshuffled_from_its_discards() -> None:
    """p. 35 (Reshuffling): when a deck runs out, its discard pile is shuffled into a new deck."""
    drawn, deck, discard = draw(("a", "b", "c", "d"), ("x",), 3, Rng(1))
    assert (drawn, deck, discard) == (("a", "b", "c"), ("d",), ("x",))
    drawn, deck, discard = draw(("a",), ("x", "y", "z", "w"), 3, Rng(1))
    assert drawn[0] == "a" and len(drawn) == 3
    assert sorted(drawn[1:] + deck) == ["w", "x", "y", "z"] and discard == ()
    again = draw(("a",), ("x", "y", "z", "w"), 3, Rng(1))
    assert again == (drawn, deck, discard)  # the same seed shuffles the same way
    assert draw((), (), 3, Rng(1)) == ((), (), ())
    assert draw(("a",), (), 3, Rng(1)) == (("a",), (), ())
    with pytest.raises(ValueError, match="-1"):
        draw(("a",), (), -1, Rng(1))
