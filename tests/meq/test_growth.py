"""Levels, training, Items and Corruption (eregion.games.meq.growth), p. 26 (and p. 20 for discarding
Corruption while resting)."""

from __future__ import annotations

import pytest

from eregion.core.rng import Rng
from eregion.games.meq.board import IllegalMove
from eregion.games.meq.components import components
from eregion.games.meq.growth import (
    attribute,
    corruption_deck,
    discard_corruption,
    gain_corruption,
    gain_item,
    gain_level,
    items_left,
    may_gain_item,
    skill_deck,
    starting_items,
    train,
)

C = components()


def test_p26_level_example_eometh_wisdom_two_becomes_three() -> None:
    """p. 26 (level example): Eometh completes a Quest that awards a level of wisdom; his wisdom 2 becomes
    3 for the rest of the game."""
    assert attribute(C, "eometh", {}, "wisdom") == 2
    levels = gain_level({}, "wisdom")
    assert attribute(C, "eometh", levels, "wisdom") == 3
    assert attribute(C, "eometh", levels, "strength") == C.heroes["eometh"].strength


def test_p26_a_third_increase_to_one_attribute_is_not_gained() -> None:
    """p. 26: at most two increases per attribute; a reward that would give a third gives nothing, and
    eight increases in all is the most a hero gets."""
    levels = gain_level(gain_level({}, "agility"), "agility")
    assert levels == {"agility": 2}
    assert gain_level(levels, "agility") == levels
    everything: dict[str, int] = {}
    for name in ("fortitude", "strength", "agility", "wisdom") * 3:
        everything = gain_level(everything, name)
    assert sum(everything.values()) == 8
    with pytest.raises(IllegalMove, match="not an attribute"):
        gain_level({}, "courage")
    with pytest.raises(IllegalMove, match="not an attribute"):
        attribute(C, "eometh", {}, "courage")
    with pytest.raises(IllegalMove, match="not a hero"):
        attribute(C, "gandalf", {}, "wisdom")


def test_p26_training_keeps_one_of_two_skill_cards() -> None:
    """p. 26: training draws the top two Skill cards; the hero keeps one in his hand and discards the
    other face up."""
    deck = skill_deck(C, Rng(3))
    assert len(deck) == 20 and sorted(c.id for c in deck) == sorted(c.id for c in C.skills)
    kept, rest, discard = train(deck, (), 1, Rng(3))
    assert kept == deck[1] and rest == deck[2:] and discard == (deck[0],)
    with pytest.raises(IllegalMove, match="keep Skill card 2"):
        train(deck, (), 2, Rng(3))


def test_p35_training_reshuffles_the_skill_discards() -> None:
    """p. 35: a depleted Skill deck is reshuffled from its discard pile."""
    deck = skill_deck(C, Rng(4))
    kept, rest, discard = train(deck[:1], deck[1:5], 0, Rng(4))
    assert kept == deck[0] and len(rest) == 3 and len(discard) == 1
    assert sorted(c.id for c in (*rest, *discard)) == sorted(c.id for c in deck[1:5])
    assert train((), (), 0, Rng(4)) == (None, (), ())


def test_p26_items_one_of_each_title_per_hero() -> None:
    """p. 26: a hero may have only one of each Item title (no second Horse); Eometh starts with a Horse
    (C9)."""
    items = starting_items(C, ["eometh", "argalad"])
    assert items == {"eometh": ("horse",), "argalad": ()}
    assert not may_gain_item(C, items, "eometh", "horse")
    assert gain_item(C, items, "eometh", "horse") == items
    items = gain_item(C, items, "eometh", "boat")
    assert items["eometh"] == ("boat", "horse")
    assert gain_item(C, items, "argalad", "horse")["argalad"] == ("horse",)


def test_p35_items_are_limited_to_their_copies() -> None:
    """p. 35: components other than favor, influence and damage are limited: three of each Item."""
    items = {"argalad": ("boat",), "beravor": ("boat",), "thalin": ("boat",), "eleanor": ()}
    assert items_left(C, items, "boat") == 0 and items_left(C, items, "horse") == 3
    assert not may_gain_item(C, items, "eleanor", "boat")
    assert gain_item(C, items, "eleanor", "boat") == items
    with pytest.raises(IllegalMove, match="not an Item"):
        items_left(C, items, "ring")


def test_p24_p26_gaining_corruption_draws_the_top_card() -> None:
    """p. 26 (the Dark Path of p. 24 too): a Corruption card comes from the top of the deck; an empty deck
    is reshuffled from its discards (p. 35)."""
    deck = corruption_deck(C, Rng(5))
    assert sorted(deck) == sorted(c.id for c in C.corruption)
    card, rest, discard = gain_corruption(deck, ("weak",), Rng(5))
    assert card == deck[0] and rest == deck[1:] and discard == ("weak",)
    assert gain_corruption((), ("weak",), Rng(5)) == ("weak", (), ())
    assert gain_corruption((), (), Rng(5)) == (None, (), ())


def test_p20_discard_corruption_while_resting_by_paying_its_favor() -> None:
    """pp. 20, 26: resting, a hero may discard one Corruption card by paying the favor printed on it
    (Despondent 3, Weak 2, Careless 0)."""
    held = ("despondent", "weak")
    assert discard_corruption(C, held, "despondent", 4) == (("weak",), 1)
    assert discard_corruption(C, held, "weak", 2) == (("despondent",), 0)
    assert discard_corruption(C, ("careless",), "careless", 0) == ((), 0)
    with pytest.raises(IllegalMove, match="costs 3 favor"):
        discard_corruption(C, held, "despondent", 2)
    with pytest.raises(IllegalMove, match="holds no"):
        discard_corruption(C, held, "greedy", 5)
