"""Two-player logs and labels name a card's seat when two players have cards of that name in view
(issue 15, item 7): "Player 2's Snowbourn Scout is destroyed"."""

from __future__ import annotations

from eregion.games.lcg.text import describe_event
from lcg.harness import put, ready_game

SNOWBOURN_SCOUT = "01016"


def test_a_log_line_names_the_seat_when_two_players_have_a_card_of_that_name_in_play() -> None:
    s = ready_game(players=2)
    mine = put(s, SNOWBOURN_SCOUT, 0, "allies")
    assert describe_event(s, "destroyed", None, (mine,)) == "Snowbourn Scout is destroyed"  # one in play
    theirs = put(s, SNOWBOURN_SCOUT, 1, "allies")
    assert describe_event(s, "destroyed", None, (theirs,)) == "Player 2's Snowbourn Scout is destroyed"
    assert describe_event(s, "damage", None, (mine, 1)) == "Player 1's Snowbourn Scout takes 1 damage"
    # his own card, named by the line's player
    assert describe_event(s, "play", 0, (mine, -1)) == "Player 1 plays Snowbourn Scout"


def test_a_card_in_a_hand_is_never_compared() -> None:
    """Player 2's Snowbourn Scout in his hand: Player 1's is named plainly (the hand is not told)."""
    s = ready_game(players=2)
    mine = put(s, SNOWBOURN_SCOUT, 0, "allies")
    put(s, SNOWBOURN_SCOUT, 1, "hand")
    assert describe_event(s, "destroyed", None, (mine,)) == "Snowbourn Scout is destroyed"
