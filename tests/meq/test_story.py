"""The Story track (eregion.games.meq.story): markers, stages, minions' arrival, dominance, the Finale.
The worked examples check the rulebook's own numbers (pp. 10, 12, 14, 34, 35)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from eregion.games.meq.board import IllegalMove
from eregion.games.meq.components import MARKERS, components
from eregion.games.meq.story import (
    HEROES,
    SAURON,
    Story,
    advanced_dominant,
    arriving_minions,
    current_stage,
    dominant,
    finale_begins,
    heroes_count,
    leftmost_sauron,
    move,
    ringwraiths_adjustment,
    sauron_count,
    start_story,
    story_step,
    story_steps_needed,
)

C = components()
T = C.story


def at(green: int, yellow: int, black: int, red: int, entered: int | None = None) -> Story:
    spaces = (green, yellow, black, red)
    return Story(spaces, entered or T.stage_of(max(spaces)))


def test_track_geometry() -> None:
    """C7: START 0 in stage I (0-6), stage II 7-12, stage III 13-18, The Shadow Falls 10, Finale 18."""
    assert (T.start, T.shadow_falls, T.finale) == (0, 10, 18)
    assert [T.stage_of(s) for s in (0, 6, 7, 12, 13, 18)] == [1, 1, 2, 2, 3, 3]
    assert start_story(T) == Story((0, 0, 0, 0), 1)


# --- the worked examples ---------------------------------------------------------------------------


def test_p12_advancing_story_markers_diagram() -> None:
    """p. 12, the "Advancing Story Markers" diagram: the heroes' marker advances two spaces; two active
    Plot cards each advance the black marker one space; it enters stage III for the first time, so the
    Witch-king arrives on one of its starting locations."""
    before = at(8, 9, 11, 7)
    after, entered = story_step(before, T, [("black", 1), ("black", 1)])
    assert after.space("green") == before.space("green") + 2
    assert after.space("black") == before.space("black") + 2 == 13
    assert (after.space("yellow"), after.space("red")) == (9, 7)
    assert entered == (3,) and current_stage(after, T) == 3
    (witch_king,) = arriving_minions(C, entered)
    assert witch_king.id == "the_witch_king" and witch_king.starts == ("minas_morgul", "the_ruins_of_angmar")


def test_p14_dominance_example_four_against_two() -> None:
    """p. 14, the dominance example: the heroes' marker is 4 spaces from the Finale, Sauron's closest 5;
    but his other two need one space each to reach The Shadow Falls, so his count is 2 and he is
    dominant."""
    story = at(14, 9, 13, 9)
    assert heroes_count(story, T) == 4
    assert T.finale - story.space("black") == 5
    assert sauron_count(story, T) == 2
    assert dominant(story, T) == SAURON


def test_p10_first_turn_neither_side_is_dominant() -> None:
    """p. 10 (Event step): neither side is dominant on the first turn: 18 against min(18, 30) = 18."""
    story = start_story(T)
    assert (heroes_count(story, T), sauron_count(story, T)) == (18, 18)
    assert dominant(story, T) is None


def test_p34_finale_example() -> None:
    """p. 34, the Finale example: the heroes' marker reaches the Finale in the Story step, which starts
    the Finale; the heroes are dominant. Sauron meets his Mission, so each of his markers advances one
    space. His closest marker is then 3 spaces from the Finale and the other two need 2 (yellow) and 3
    (red) spaces to reach The Shadow Falls, 5 in all: the Ringwraiths get -3 health and fortitude."""
    story, _ = story_step(at(16, 7, 14, 6), T, [])
    assert story.space("green") == T.finale and finale_begins(story, T)
    assert dominant(story, T) == HEROES
    for marker in ("yellow", "black", "red"):
        story, _ = move(story, T, marker, 1)
    assert T.finale - story.space("black") == 3
    assert (T.shadow_falls - story.space("yellow"), T.shadow_falls - story.space("red")) == (2, 3)
    assert sauron_count(story, T) == 3
    assert ringwraiths_adjustment(story, T) == -3


def test_p35_advanced_dominance_example() -> None:
    """p. 35, the Advanced Dominance example: the heroes' marker is 5 spaces from the Finale, so it needs
    3 Story steps; Plot cards advance black and red 2 spaces each a step, and Sauron needs 4 steps: the
    heroes are dominant. (Where Sauron's markers stand is not given; here black is 8 from the Finale and
    yellow, with no Plot, can never reach The Shadow Falls.)"""
    story = at(13, 3, 10, 5)
    plots = [("black", 2), ("red", 2)]
    assert story_steps_needed(story, T, plots) == {HEROES: 3, SAURON: 4}
    assert advanced_dominant(story, T, plots) == HEROES


# --- moving markers --------------------------------------------------------------------------------


def test_a_marker_on_the_finale_does_not_advance() -> None:
    """p. 34: a marker on the Finale space stays; no marker goes back past START either."""
    story, _ = move(at(18, 0, 0, 0), T, "green", 1)
    assert story.space("green") == 18
    story, _ = move(at(0, 2, 0, 0), T, "yellow", -5)
    assert story.space("yellow") == 0


def test_minions_arrive_once_per_stage() -> None:
    """p. 12: only the first entry into stage II brings the Ringwraiths and Gothmog; a marker that drops
    back (Théoden Warned of Saruman) and re-enters brings nobody (R18, R19)."""
    story, entered = move(start_story(T), T, "red", 7)
    assert entered == (2,)
    assert {m.id for m in arriving_minions(C, entered)} == {"the_ringwraiths", "gothmog"}
    story, _ = move(story, T, "red", -2)
    assert current_stage(story, T) == 1 and story.entered == 2
    story, entered = move(story, T, "red", 3)
    assert entered == ()


def test_entering_two_stages_at_once() -> None:
    story, entered = move(at(5, 0, 0, 0), T, "green", 9)
    assert story.entered == 3 and entered == (2, 3) and len(arriving_minions(C, entered)) == 3


def test_current_stage_is_the_rightmost_marker() -> None:
    """p. 11: the rightmost stage holding a marker, any side's."""
    assert current_stage(at(13, 0, 0, 0), T) == 3 and current_stage(at(0, 7, 2, 0), T) == 2


def test_leftmost_sauron_marker_and_ties() -> None:
    """pp. 20, 32: a rest or a defeat advances the leftmost Sauron marker; the hero picks among ties."""
    assert leftmost_sauron(at(0, 4, 2, 5)) == ("black",)
    assert leftmost_sauron(at(0, 2, 2, 5)) == ("yellow", "black")


def test_unknown_marker_is_refused() -> None:
    with pytest.raises(IllegalMove, match="'blue' is not a story marker"):
        move(start_story(T), T, "blue", 1)


# --- the Finale trigger ----------------------------------------------------------------------------


def test_finale_when_a_marker_reaches_the_finale_or_all_three_pass_the_shadow_falls() -> None:
    """pp. 12, 33: any marker on the Finale, or all three of Sauron's on or past The Shadow Falls."""
    assert finale_begins(at(2, 18, 0, 0), T)
    assert finale_begins(at(2, 10, 10, 12), T)
    assert not finale_begins(at(17, 10, 9, 17), T)


def test_ringwraiths_adjustment_when_sauron_is_dominant_or_neither() -> None:
    """p. 34: Sauron dominant, +1 for each space the heroes' marker is from the Finale; neither, 0."""
    assert ringwraiths_adjustment(at(12, 17, 0, 0), T) == 6
    assert ringwraiths_adjustment(start_story(T), T) == 0


def test_advanced_dominance_without_plots_is_the_heroes() -> None:
    """With no Plot in play Sauron's markers never move in the simulated Story steps (R24)."""
    assert story_steps_needed(at(0, 0, 0, 0), T, []) == {HEROES: 9, SAURON: math.inf}
    assert advanced_dominant(at(0, 0, 0, 0), T, []) == HEROES
    assert advanced_dominant(at(14, 16, 0, 0), T, [("yellow", 1)]) is None  # 2 steps each


# --- properties ------------------------------------------------------------------------------------

MOVES = st.lists(st.tuples(st.sampled_from(MARKERS), st.integers(-4, 6)), max_size=40)


@given(MOVES)
def test_markers_stay_on_the_track_and_stages_arrive_once(moves: list[tuple[str, int]]) -> None:
    story, seen = start_story(T), []
    for marker, n in moves:
        before = story
        story, entered = move(story, T, marker, n)
        seen.extend(entered)
        assert all(T.start <= s <= T.finale for s in story.spaces)
        assert story.entered >= current_stage(story, T) and story.entered >= before.entered
        assert entered == tuple(range(before.entered + 1, story.entered + 1))
    assert seen == list(range(2, story.entered + 1))


@given(st.tuples(*[st.integers(0, 18)] * 4))
def test_dominance_counts(spaces: tuple[int, int, int, int]) -> None:
    """Counts are never negative, Sauron's never exceeds his closest marker's distance, and the side
    named dominant has the lower count."""
    story = at(*spaces)
    heroes, sauron = heroes_count(story, T), sauron_count(story, T)
    assert 0 <= heroes <= 18 and 0 <= sauron <= T.finale - max(spaces[1:])
    assert dominant(story, T) == (HEROES if heroes < sauron else SAURON if sauron < heroes else None)
    if finale_begins(story, T) and spaces[0] < T.finale:
        assert sauron == 0


def test_story_json_names_the_markers() -> None:
    assert at(4, 9, 13, 2).to_json() == {
        "spaces": {"green": 4, "yellow": 9, "black": 13, "red": 2},
        "entered": 3,
    }
