"""Sauron's Event step (eregion.games.meq.events): dominance's draw, favor and characters, the Current
Event (p. 14), the first turn (p. 10) and reshuffling (p. 35)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from eregion.core.rng import Rng
from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.components import components
from eregion.games.meq.events import (
    EventStep,
    chosen_event,
    draw_events,
    event_card,
    event_deck,
    event_marker,
    event_step,
    events_to_draw,
    use_event,
)
from eregion.games.meq.story import HEROES, SAURON, Story, advanced_dominant, dominant, start_story

C = components()
T = C.story
EMPTY = Board()


def step(
    deck: tuple[str, ...], side: str | None, turn: int = 3, current: str | None = None, board: Board = EMPTY
) -> EventStep:
    stage = event_card(C, deck[0]).stage
    return event_step(C, turn, stage, board, {stage: deck}, {}, current, side, Rng(1))


def test_event_decks_by_stage() -> None:
    """p. 8: three Event decks, one per stage, 14 cards each (C17)."""
    assert [len(event_deck(C, s)) for s in (1, 2, 3)] == [14, 14, 14]
    assert {event_card(C, e).stage for e in event_deck(C, 2)} == {2}


def test_p10_turn_one_draws_one_card() -> None:
    """T20, p. 10: on the first turn neither side is dominant (18 against min(18, 30) = 18), so Sauron
    draws one card; the Advanced Dominance option, which would make the heroes dominant (9 Story steps
    against none reaching the Finale), does not change the first turn (R156)."""
    story = start_story(T)
    assert dominant(story, T) is None
    assert advanced_dominant(story, T, [("yellow", 1)]) == HEROES
    assert events_to_draw(1, None) == events_to_draw(1, HEROES) == 1
    deck = event_deck(C, 1)
    out = step(deck, HEROES, turn=1)
    assert out.resolved == deck[0] and out.decks[1] == deck[1:]


def test_p14_dominance_example_sauron_resolves_the_highest_priority() -> None:
    """T3, p. 14: the heroes' marker 4 spaces from the Finale, Sauron's closest 5, his other two one
    space short of The Shadow Falls each: Sauron's count is 2, he is dominant, so of three cards drawn
    the one with the highest priority is resolved and the other two are discarded."""
    story = Story((14, 13, 9, 9))
    assert dominant(story, T) == SAURON and events_to_draw(4, SAURON) == 3
    deck = ("radagast_the_brown", "boromirs_dream", "he_has_at_last_heard", "the_argonath")  # 3, 9, 5, 12
    out = step(deck, SAURON)
    assert out.resolved == "boromirs_dream"
    assert out.decks[3] == ("the_argonath",)
    assert out.discards[3] == ("boromirs_dream", "radagast_the_brown", "he_has_at_last_heard")
    assert out.board.favor == {"emyn_muil": 1} and out.board.characters == {"boromir": "osgiliath"}
    assert out.current is None


def test_p14_heroes_dominant_resolve_the_lowest_priority() -> None:
    """p. 14, 1a: the heroes dominant: the lowest priority of the three."""
    deck = ("the_courage_of_erkenbrand", "the_thieves_of_tharbad", "gandalf_visits_frodo")  # 8, 4, 14
    out = step(deck, HEROES)
    assert out.resolved == "the_thieves_of_tharbad"
    assert out.board.favor == {"tharbad": 1, "the_bight": 1}


def test_p14_a_flagged_card_becomes_the_current_event() -> None:
    """p. 14, 3: a card with the event marker icon goes to the Current Event space, the prior card
    there to its own deck's discard pile, and the event marker to its location; a character already on
    the board stays where it is (p. 14, 2)."""
    board = Board(characters={"aragorn": "bree"})
    deck = ("not_all_those_who_wander_are_lost",)  # stays, Rhûn; Aragorn to Rhûn
    out = step(deck, None, current="aragorn_hunts_gollum", board=board)
    assert out.current == "not_all_those_who_wander_are_lost"
    assert event_marker(C, out.current) == "rhun"
    assert out.board.characters == {"aragorn": "bree"} and out.board.favor == {"the_forest_road": 1}
    assert out.discards == {1: (), 2: ("aragorn_hunts_gollum",)}


def test_p14_using_the_current_event_ends_it() -> None:
    """p. 14: the event stays until a hero exploring its location uses it; then it is discarded, its
    marker leaves, and the favor and characters it placed stay."""
    piles = use_event(C, "imladris", "rivendell", {1: ("tempted_by_power",)})
    assert piles == {1: ("tempted_by_power", "imladris")}
    with pytest.raises(IllegalMove, match="no Current Event affects 'bree'"):
        use_event(C, "imladris", "bree", {})
    with pytest.raises(IllegalMove, match="no Current Event"):
        use_event(C, None, "rivendell", {})


def test_p35_an_empty_event_deck_is_reshuffled_from_its_discards() -> None:
    """p. 35 (Reshuffling): the deck runs out while drawing three; the discards become the new deck."""
    drawn, deck, discards = draw_events(("a",), ("b", "c", "d"), 3, Rng(7))
    assert drawn[0] == "a" and len(drawn) == 3
    assert sorted((*drawn[1:], *deck)) == ["b", "c", "d"] and discards == ()
    again = draw_events(("a",), ("b", "c", "d"), 3, Rng(7))
    assert again == (drawn, deck, discards)


def test_bad_event_choices_are_refused() -> None:
    with pytest.raises(IllegalMove, match="one card is resolved, not 3"):
        chosen_event(C, ("imladris", "imladris", "imladris"), None)
    with pytest.raises(IllegalMove, match="not a side"):
        chosen_event(C, ("imladris",), "elves")
    with pytest.raises(IllegalMove, match="not an Event card"):
        event_card(C, "the_hobbit")
    with pytest.raises(IllegalMove, match="Event deck and its discard pile are empty"):
        event_step(C, 2, 1, Board(), {}, {}, None, None, Rng(0))


@given(st.integers(0, 2**32), st.lists(st.sampled_from([None, HEROES, SAURON]), min_size=1, max_size=40))
def test_event_cards_are_never_lost_or_doubled(seed: int, sides: list[str | None]) -> None:
    """Over any run of Event steps, each stage's 14 cards stay in its deck, its discard pile or the
    Current Event space, once each (pp. 14, 35)."""
    rng = Rng(seed)
    decks = {s: event_deck(C, s) for s in (1, 2, 3)}
    discards: dict[int, tuple[str, ...]] = {}
    board, current = Board(), None
    for turn, side in enumerate(sides, 1):
        stage = 1 + turn % 3
        out = event_step(C, turn, stage, board, decks, discards, current, side, rng)
        board, decks, discards, current = out.board, dict(out.decks), dict(out.discards), out.current
        for s in (1, 2, 3):
            shown = [current] if current and event_card(C, current).stage == s else []
            assert sorted((*decks[s], *discards.get(s, ()), *shown)) == sorted(event_deck(C, s))
