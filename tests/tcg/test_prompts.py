"""Prompts name the card that asks, and logs name a card's seat when both players have one of that
name in view (issue 15, items 2 and 7)."""

from __future__ import annotations

from eregion.games.tcg.text import describe_event
from tcg.harness import act, find, start_phase, table, use


def test_a_prompt_names_the_card_whose_ability_asks() -> None:
    """Athelas heals a companion: the choice of companion says it is Athelas asking."""
    s = table(
        site=2, fellowship=["Aragorn, King in Exile", "Sam, Son of Hamfast"], items={"Aragorn": ["Athelas"]}
    )
    s.card_mut(find(s, "Sam")).wounds = 2
    s.card_mut(find(s, "Aragorn")).wounds = 1
    start_phase(s, "fellowship")
    act(s, use(s, "Athelas"))
    assert s.decision is not None and s.decision.prompt == "Athelas: heal which character?"


def test_a_log_line_names_the_seat_when_both_players_have_a_card_of_that_name_in_view() -> None:
    """Both Ring-bearers are Frodo: "Player 2's Frodo is killed". With the other Frodo back in its draw
    deck the line names no seat: which cards a deck holds is not told by a log."""
    s = table(site=2)
    mine, theirs = s.rb
    assert s.cards[mine].cid == s.cards[theirs].cid  # both starter decks bring Frodo
    assert describe_event(s, ("killed", None, theirs)) == "Player 2's Frodo, Son of Drogo is killed"
    assert describe_event(s, ("wound", None, mine)) == "Player 1's Frodo, Son of Drogo takes a wound"
    s.move(theirs, 1, "draw")
    assert describe_event(s, ("killed", None, mine)) == "Frodo, Son of Drogo is killed"
