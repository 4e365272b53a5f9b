"""The optional rules (eregion.games.meq.options, p. 35): Advanced Dominance and High Stakes Stage III."""

from __future__ import annotations

from eregion.games.meq.components import components
from eregion.games.meq.options import Options, defeat_markers, dominance, minion_defeat_advance, plot_advances
from eregion.games.meq.plots import ActivePlot
from eregion.games.meq.story import HEROES, SAURON, SAURON_MARKERS, Story, dominant

C = components()
T = C.story
OFF, ADVANCED, HIGH = Options(), Options(advanced_dominance=True), Options(high_stakes=True)


def test_both_options_are_off_by_default() -> None:
    assert OFF == Options(False, False)


def test_p35_advanced_dominance_example_through_the_active_plots() -> None:
    """T18, p. 35: the heroes' marker 5 from the Finale needs 3 Story steps; two active Plots moving
    black and red 2 a step need 4 (black 8 from the Finale; yellow, with no Plot, never reaches The
    Shadow Falls): the heroes are dominant under the option, while the spaces count (5 against 3) makes
    Sauron so. Only the Plots count (R24)."""
    story = Story((13, 9, 10, 8))
    active = (
        ActivePlot("saruman_falls_to_corruption", "isengard"),
        ActivePlot("orcs_in_the_mountains", "mount_gundabad"),
    )
    assert plot_advances(C, active, ADVANCED) == (("black", 2), ("red", 2))
    assert plot_advances(C, active, OFF) is None
    assert dominance(C, story, active, ADVANCED) == HEROES
    assert dominance(C, story, active, OFF) == dominant(story, T) == SAURON


def test_p35_high_stakes_heroes_dominant_in_stage_iii_sauron_picks_the_marker() -> None:
    """p. 35: in stage III with the heroes dominant, Sauron picks which of his markers a hero's defeat
    advances; otherwise the leftmost, the hero picking among ties (p. 32)."""
    story = Story((16, 13, 9, 9))
    assert defeat_markers(story, T, HEROES, HIGH) == (SAURON_MARKERS, SAURON)
    assert defeat_markers(story, T, HEROES, OFF) == (("black", "red"), HEROES)
    assert defeat_markers(story, T, SAURON, HIGH) == (("black", "red"), HEROES)
    stage_ii = Story((12, 12, 9, 9))
    assert defeat_markers(stage_ii, T, HEROES, HIGH) == (("black", "red"), HEROES)


def test_p35_high_stakes_sauron_dominant_in_stage_iii_a_minion_defeat_advances_the_heroes() -> None:
    story = Story((10, 14, 9, 9))
    assert minion_defeat_advance(story, T, SAURON, HIGH) == 1
    assert minion_defeat_advance(story, T, SAURON, OFF) == 0
    assert minion_defeat_advance(story, T, HEROES, HIGH) == 0
    assert minion_defeat_advance(Story((10, 12, 9, 9)), T, SAURON, HIGH) == 0
