"""Exploring (eregion.games.meq.explore), p. 24: favor, characters, the Dark Path, discarding Plots,
trading favor, Items and Encounter Quest cards, exploring in place."""

from __future__ import annotations

import pytest

from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.components import components
from eregion.games.meq.explore import (
    check_dark_path,
    check_traders,
    consult,
    discard_plot,
    give_favor,
    give_item,
    give_quest,
    may_choose_dark_path,
    may_explore_in_place,
    retrieve_favor,
)
from eregion.games.meq.quests import Explored, Quests, completable

C = components()


def test_p23_travel_example_argalad_consults_gandalf_for_two_favor() -> None:
    """p. 23 (Travel Step Example, 2): exploring The Forest Trail, Argalad consults Gandalf and takes two
    favor; Gandalf goes back to the Favor and Character area."""
    board = Board(characters={"gandalf": "the_forest_trail"}).move_hero("argalad", "the_forest_trail")
    after, favor = consult(board, C, "gandalf", "the_forest_trail", use_ability=False)
    assert favor == 2
    assert after.characters_at("the_forest_trail") == () and "gandalf" not in after.characters


def test_p24_consulting_for_the_ability_gives_no_favor() -> None:
    """p. 24: a character gives its favor or its ability, not both; either way it leaves the board."""
    board = Board(characters={"dain": "erebor"})
    after, favor = consult(board, C, "dain", "erebor", use_ability=True)
    assert favor == 0 and after.characters == {}
    with pytest.raises(IllegalMove, match="not at"):
        consult(board, C, "dain", "bree", use_ability=False)
    with pytest.raises(IllegalMove, match="not a character"):
        consult(board, C, "elrond", "erebor", use_ability=False)


def test_p24_retrieving_any_number_of_favor_tokens() -> None:
    """p. 24: the hero may retrieve any number of the favor tokens on his location."""
    board = Board().add_favor("bree", 3)
    assert retrieve_favor(board, "bree", 3).favor == {}
    assert retrieve_favor(board, "bree", 1).favor_at("bree") == 2
    with pytest.raises(IllegalMove, match="holds 3"):
        retrieve_favor(board, "bree", 4)
    with pytest.raises(IllegalMove, match="cannot retrieve 0"):
        retrieve_favor(board, "bree", 0)


def test_p24_dark_path_once_per_turn_with_three_or_fewer_corruption() -> None:
    """p. 24: with 3 or fewer Corruption cards, once in each of his turns, a hero may gain 1 favor and
    1 Corruption card."""
    assert may_choose_dark_path(0, chosen_this_turn=False)
    assert may_choose_dark_path(3, chosen_this_turn=False)
    assert not may_choose_dark_path(4, chosen_this_turn=False)
    assert not may_choose_dark_path(0, chosen_this_turn=True)
    check_dark_path(3, chosen_this_turn=False)
    with pytest.raises(IllegalMove, match="once"):
        check_dark_path(0, chosen_this_turn=True)
    with pytest.raises(IllegalMove, match="4 Corruption"):
        check_dark_path(4, chosen_this_turn=False)


def test_p13_p24_discard_an_active_plot_at_its_marker_by_paying_favor() -> None:
    """pp. 13, 24: a hero exploring the location of a Plot's marker may discard it by spending its favor
    (Sauron Hunts for the Ring: 3, at Gladden Fields)."""
    assert discard_plot(C, "sauron_hunts_for_the_ring", "gladden_fields", "gladden_fields", 5) == 2
    assert discard_plot(C, "sauron_hunts_for_the_ring", "gladden_fields", "gladden_fields", 3) == 0
    with pytest.raises(IllegalMove, match="costs 3 favor"):
        discard_plot(C, "sauron_hunts_for_the_ring", "gladden_fields", "gladden_fields", 2)
    with pytest.raises(IllegalMove, match="not the hero's location"):
        discard_plot(C, "sauron_hunts_for_the_ring", "gladden_fields", "bree", 9)
    # Loss of an Heir names two locations; its marker decides which one it affects.
    assert discard_plot(C, "loss_of_an_heir", "minas_tirith", "minas_tirith", 3) == 0
    with pytest.raises(IllegalMove, match="affects 'minas_tirith'"):
        discard_plot(C, "loss_of_an_heir", "minas_tirith", "edoras", 3)
    with pytest.raises(IllegalMove, match="not a Plot"):
        discard_plot(C, "gandalf", "bree", "bree", 9)


def test_p24_trade_example_beravor_gives_argalad_all_her_favor() -> None:
    """p. 24 (trade example): Argalad explores Beravor's location after her turn; she gives him all her
    favor."""
    board = Board().move_hero("argalad", "bree").move_hero("beravor", "bree")
    favor = give_favor(board, "bree", {"argalad": 1, "beravor": 4}, "beravor", "argalad", 4)
    assert favor == {"argalad": 5, "beravor": 0}
    with pytest.raises(IllegalMove, match="cannot give 6 favor: he has 5"):
        give_favor(board, "bree", favor, "argalad", "beravor", 6)
    with pytest.raises(IllegalMove, match="cannot give 0"):
        give_favor(board, "bree", favor, "argalad", "beravor", 0)


def test_p24_only_heroes_on_the_location_trade() -> None:
    """p. 24: "all heroes in the current hero's location" trade; one elsewhere may not."""
    board = Board().move_hero("argalad", "bree").move_hero("beravor", "the_shire")
    with pytest.raises(IllegalMove, match="two heroes at 'bree'"):
        give_favor(board, "bree", {"argalad": 3}, "argalad", "beravor", 1)
    with pytest.raises(IllegalMove, match="two heroes"):
        check_traders(board, "bree", "argalad", "argalad")


def test_p24_p26_trade_items_one_of_each_title() -> None:
    """pp. 24, 26: heroes trade Item cards; a hero may hold only one of each title."""
    board = Board().move_hero("eometh", "edoras").move_hero("eleanor", "edoras")
    items = {"eometh": ("boat", "horse"), "eleanor": ("horse",)}
    after = give_item(board, "edoras", items, "eometh", "eleanor", "boat")
    assert after == {"eometh": ("horse",), "eleanor": ("boat", "horse")}
    with pytest.raises(IllegalMove, match="already holds"):
        give_item(board, "edoras", items, "eometh", "eleanor", "horse")
    with pytest.raises(IllegalMove, match="holds no"):
        give_item(board, "edoras", items, "eleanor", "eometh", "elven_cloak")


def test_p24_trade_encounter_quests_never_starting_or_advanced() -> None:
    """p. 24: heroes trade Quests, excluding Starting and Advanced quests; the one who receives a Quest
    card is the one who may complete it (p. 25)."""
    board = Board().move_hero("thalin", "bree").move_hero("beravor", "bree")
    quests = {
        "thalin": Quests(held=("the_ered_luin", "greenleaf")),
        "beravor": Quests(held=("spies_in_mithlond",)),
    }
    after = give_quest(board, "bree", C, quests, "thalin", "beravor", "greenleaf")
    assert after["thalin"].held == ("the_ered_luin",)
    assert after["beravor"].held == ("spies_in_mithlond", "greenleaf")
    assert completable(C, "beravor", after["beravor"], Explored("the_woodland_realm")) == ("greenleaf",)
    with pytest.raises(IllegalMove, match="cannot be traded"):
        give_quest(board, "bree", C, after, "thalin", "beravor", "the_ered_luin")
    with pytest.raises(IllegalMove, match="holds no quest"):
        give_quest(board, "bree", C, after, "thalin", "beravor", "greenleaf")


def test_p24_explore_in_place_only_in_the_first_travel_step() -> None:
    """p. 24: a hero may explore the location he started his turn on, skipping Move and Combat or Peril
    of his first Travel step; later Travel steps begin with a move."""
    assert may_explore_in_place(0)
    assert not may_explore_in_place(1)
