"""Sauron's Plot cards (eregion.games.meq.plots): the Plot step (p. 13), the printed requirements, and
the active Plots in the Story step (p. 12)."""

from __future__ import annotations

import pytest

from eregion.games.meq.board import Board, IllegalMove, Token
from eregion.games.meq.components import components
from eregion.games.meq.facts import Components
from eregion.games.meq.plots import (
    PRINTED,
    ActivePlot,
    DiscardPlot,
    PlayPlot,
    PlotStep,
    affected_choices,
    playable,
    plot_step,
    plots_at,
    story_advances,
    unmet,
)
from eregion.games.meq.story import Story, story_step

C = components()
ORC = Token("misty_mountains", "orc")


def play(board: Board, plot: str, loc: str, active: tuple[ActivePlot, ...] = (), turn: int = 2) -> PlotStep:
    return plot_step(C, turn, board, active, (plot,), PlayPlot(plot, loc))


def test_p13_the_shadow_pool_number_is_needed_and_not_spent() -> None:
    """p. 13 (Anatomy of a Plot Card, 1): Gollum is Captured needs 2 influence in the Shadow Pool; it
    is not spent, and the plot marker goes on the location the card affects."""
    with pytest.raises(IllegalMove, match="needs 2 influence in the Shadow Pool, it holds 1"):
        play(Board(shadow_pool=1), "gollum_is_captured", "sea_of_udun")
    step = play(Board(shadow_pool=2), "gollum_is_captured", "sea_of_udun")
    assert step.board.shadow_pool == 2
    assert step.active == (ActivePlot("gollum_is_captured", "sea_of_udun"),)
    assert step.hand == () and step.discarded == ()
    with pytest.raises(IllegalMove, match="cannot affect 'isengard'"):
        play(Board(shadow_pool=2), "gollum_is_captured", "isengard")


def test_p13_at_most_three_active_plots_and_discarding_one() -> None:
    """p. 13: no Plot is played when the Active Plot track has no empty space; Sauron may instead
    discard an active Plot (its marker leaves the board with it)."""
    full = (
        ActivePlot("sauron_hunts_for_the_ring", "gladden_fields"),
        ActivePlot("osgiliath_invaded", "osgiliath"),
        ActivePlot("gollum_is_tortured", "barad_dur"),
    )
    with pytest.raises(IllegalMove, match="no empty space"):
        play(Board(shadow_pool=4), "gollum_is_captured", "sea_of_udun", full)
    assert playable(C, Board(shadow_pool=4), full, ("gollum_is_captured",)) == ()
    step = plot_step(C, 5, Board(), full, ("gollum_is_captured",), DiscardPlot(1))
    assert step.active == (full[0], full[2]) and step.discarded == ("osgiliath_invaded",)
    assert step.hand == ("gollum_is_captured",)
    assert play(Board(shadow_pool=4), "gollum_is_captured", "sea_of_udun", step.active).active[-1] == (
        ActivePlot("gollum_is_captured", "sea_of_udun")
    )
    with pytest.raises(IllegalMove, match="no active Plot on space 3"):
        plot_step(C, 5, Board(), full, (), DiscardPlot(3))


def test_p13_doing_nothing_and_the_first_turn() -> None:
    """pp. 10, 13: Sauron may do nothing; on the first turn the step is skipped, so nothing else."""
    board, hand = Board(shadow_pool=4), ("gollum_is_captured",)
    assert plot_step(C, 1, board, (), hand, None).active == ()
    with pytest.raises(IllegalMove, match="skipped on the first turn"):
        plot_step(C, 1, board, (), hand, PlayPlot("gollum_is_captured", "sea_of_udun"))
    with pytest.raises(IllegalMove, match="not a Plot step choice"):
        plot_step(C, 2, board, (), hand, "gollum_is_captured")  # type: ignore[arg-type]
    with pytest.raises(IllegalMove, match="no Plot card 'orcs_in_the_mountains' in hand"):
        plot_step(C, 2, board, (), hand, PlayPlot("orcs_in_the_mountains", "mount_gundabad"))


def test_p13_requirements_are_ignored_once_in_play() -> None:
    """p. 13: Osgiliath Invaded needs a monster token in Osgiliath to be played; the card stays in play
    and advances its marker when the token has gone."""
    with pytest.raises(IllegalMove, match="requires 1 token within 0 of 'osgiliath'"):
        play(Board(), "osgiliath_invaded", "osgiliath")
    step = play(Board().add_token("osgiliath", ORC), "osgiliath_invaded", "osgiliath")
    later = Board()  # the token is gone
    assert story_advances(C, step.active) == (("red", 1),)
    assert plot_step(C, 3, later, step.active, (), None).active == step.active


def test_p13_requirements_of_fixed_locations() -> None:
    """The printed requirements (verified plot list): a minion in Erebor; 8 influence within 1 space of
    Mount Gundabad; a monster token or minion within 1 space of The Woodland Realm."""
    messenger = C.plots["a_dark_messenger"]
    assert unmet(C, Board(), (), messenger, "erebor") is not None
    assert unmet(C, Board(minions={"gothmog": "erebor"}), (), messenger, "erebor") is None
    orcs = C.plots["orcs_in_the_mountains"]
    near = [n for n in C.adjacent["mount_gundabad"]]
    seven = Board(influence={"mount_gundabad": 3, near[0]: 3, near[1]: 1})
    assert unmet(C, seven, (), orcs, "mount_gundabad") is not None
    eight = Board(influence={"mount_gundabad": 3, near[0]: 3, near[1]: 2})
    assert unmet(C, eight, (), orcs, "mount_gundabad") is None
    smeagol = C.plots["smeagol_escapes"]
    beside = C.adjacent["the_woodland_realm"][0]
    assert unmet(C, Board(), (), smeagol, "the_woodland_realm") is not None
    assert unmet(C, Board().add_token(beside, ORC), (), smeagol, "the_woodland_realm") is None


def test_p13_requirement_or_another_active_plot() -> None:
    """Wormtongue Taints Théoden: 6 influence within 1 space of Edoras, or Saruman Falls to Corruption
    active; Rise of the Uruk-hai: 3 influence in Isengard, or the same Plot active."""
    worm, rise = C.plots["wormtongue_taints_theoden"], C.plots["rise_of_the_uruk_hai"]
    pool = Board(shadow_pool=5)
    assert unmet(C, pool, (), worm, "edoras") is not None
    a, b = C.adjacent["edoras"][:2]
    assert unmet(C, Board(shadow_pool=5, influence={a: 3, b: 3}), (), worm, "edoras") is None
    saruman = (ActivePlot("saruman_falls_to_corruption", "isengard"),)
    assert unmet(C, pool, saruman, worm, "edoras") is None
    assert unmet(C, pool, (), rise, "isengard") is not None
    assert unmet(C, Board(shadow_pool=5, influence={"isengard": 3}), (), rise, "isengard") is None
    assert unmet(C, pool, saruman, rise, "isengard") is None


def test_p13_plots_sauron_places_himself() -> None:
    """A Broken Line of Kings goes on a Haven with 6 influence next to it and no other plot marker;
    Loss of an Heir on Edoras or Minas Tirith, with a monster or minion within 1 space of the one
    chosen; A Promise of Rings on a location with a character and a monster or minion; Urgent Summons
    on a location with a character and no plot marker."""
    broken = C.plots["a_broken_line_of_kings"]
    assert set(affected_choices(C, Board(), broken)) == {h for h, p in C.locations.items() if p.haven}
    a, b = C.adjacent["rivendell"][:2]
    six = Board(influence={a: 3, b: 3})
    assert unmet(C, six, (), broken, "rivendell") is None
    taken = (ActivePlot("a_broken_line_of_kings", "rivendell"),)
    assert unmet(C, six, taken, broken, "rivendell") is not None
    assert unmet(C, six, (), broken, "the_grey_havens") is not None
    assert playable(C, six, (), ("a_broken_line_of_kings",) * 2) == (
        ActivePlot("a_broken_line_of_kings", "rivendell"),
    )
    heir = C.plots["loss_of_an_heir"]
    wraiths = Board(minions={"the_ringwraiths": "osgiliath"})  # next to Minas Tirith, not Edoras
    assert playable(C, wraiths, (), ("loss_of_an_heir",)) == (ActivePlot("loss_of_an_heir", "minas_tirith"),)
    assert unmet(C, wraiths, (), heir, "edoras") is not None
    promise = C.plots["a_promise_of_rings"]
    board = Board(characters={"gandalf": "bree", "aragorn": "the_shire"}, minions={"gothmog": "bree"})
    assert affected_choices(C, board, promise) == ("bree",)
    summons = C.plots["urgent_summons"]
    board = Board(shadow_pool=4, characters={"gandalf": "bree", "aragorn": "the_shire"})
    assert affected_choices(C, board, summons) == ("bree", "the_shire")
    promised = (ActivePlot("a_promise_of_rings", "bree"),)
    assert [p.location for p in playable(C, board, promised, ("urgent_summons",))] == ["the_shire"]


def test_p12_active_plots_advance_their_markers_one_card_at_a_time() -> None:
    """p. 12 (Multiple Active Plot Cards): two Plots on the black marker move it twice, one card at a
    time, and an Event that stays moves its marker too (C17)."""
    active = (
        ActivePlot("saruman_hungry_for_power", "isengard"),
        ActivePlot("loss_of_an_heir", "edoras"),
        ActivePlot("gollum_is_captured", "sea_of_udun"),
    )
    moves = story_advances(C, active, "dark_news_from_erebor")
    assert moves == (("black", 1), ("black", 1), ("yellow", 2), ("black", 1))
    after, _ = story_step(Story((0, 0, 0, 0)), C.story, moves)
    assert after.spaces == (2, 2, 3, 0)
    assert story_advances(C, active, "imladris") == moves[:3]
    with pytest.raises(IllegalMove, match="not an Event card"):
        story_advances(C, active, "nothing")


def test_plots_at_a_location_for_heroes_to_discard() -> None:
    """p. 13 (Discarding Active Plot Cards): a hero exploring the plot marker's location may discard it."""
    active = (ActivePlot("loss_of_an_heir", "edoras"), ActivePlot("wormtongue_taints_theoden", "edoras"))
    assert plots_at(active, "edoras") == (0, 1) and plots_at(active, "bree") == ()


class GollumRules:
    """A test hook standing for the Gollum Plots' text: the others with Gollum leave play."""

    def played(
        self, comps: Components, board: Board, active: tuple[ActivePlot, ...], new: ActivePlot
    ) -> tuple[Board, tuple[ActivePlot, ...]]:
        keep = tuple(a for a in active if a == new or not a.plot.startswith("gollum"))
        return board, keep


def test_the_plot_rules_hook_runs_as_a_plot_is_played() -> None:
    """What a Plot does once played is the hook's; the step reports the Plots it sent to the discard."""
    active = (ActivePlot("gollum_is_captured", "sea_of_udun"),)
    hand, choice = ("gollum_is_tortured",), PlayPlot("gollum_is_tortured", "barad_dur")
    step = plot_step(C, 2, Board(shadow_pool=4), active, hand, choice, GollumRules())
    assert step.active == (ActivePlot("gollum_is_tortured", "barad_dur"),)
    assert step.discarded == ("gollum_is_captured",)
    printed = plot_step(C, 2, Board(shadow_pool=4), active, hand, choice, PRINTED)
    assert len(printed.active) == 2 and printed.discarded == ()
