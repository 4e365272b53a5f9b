"""The optional rules (p. 35), both off unless every player agrees before the game: Advanced Dominance
(dominance by the Story steps each side needs, ``story.advanced_dominant``) and High Stakes Stage III
(in stage III a defeat moves the story the losing side's way). Rulings R175-R176 in
``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from eregion.games.meq.facts import Components, StoryTrack
from eregion.games.meq.plots import ActivePlot, story_advances
from eregion.games.meq.story import (
    HEROES,
    SAURON,
    SAURON_MARKERS,
    Story,
    advanced_dominant,
    current_stage,
    dominant,
    leftmost_sauron,
)

HIGH_STAKES_STAGE = 3


@dataclass(frozen=True, slots=True)
class Options:
    advanced_dominance: bool = False
    high_stakes: bool = False


def plot_advances(
    comps: Components, active: Sequence[ActivePlot], options: Options
) -> tuple[tuple[str, int], ...] | None:
    """The active Plots' moves when Advanced Dominance is in play (the rule counts Plot cards only,
    R24), else None: the argument ``story.ringwraiths_adjustment`` takes."""
    return story_advances(comps, active) if options.advanced_dominance else None


def dominance(comps: Components, story: Story, active: Sequence[ActivePlot], options: Options) -> str | None:
    """The dominant side (None: neither) as the game's options count it: by the spaces to the Finale
    (p. 14), or by the Story steps to it with the active Plots staying in play (p. 35)."""
    advances = plot_advances(comps, active, options)
    if advances is None:
        return dominant(story, comps.story)
    return advanced_dominant(story, comps.story, advances)


def _high_stakes(story: Story, track: StoryTrack, side: str | None, options: Options, wanted: str) -> bool:
    return options.high_stakes and current_stage(story, track) == HIGH_STAKES_STAGE and side == wanted


def defeat_markers(
    story: Story, track: StoryTrack, side: str | None, options: Options
) -> tuple[tuple[str, ...], str]:
    """When a hero is defeated (p. 32): the Sauron markers one of which advances, and the side that
    picks it. Normally the leftmost, the hero picking among ties; with High Stakes, in stage III while
    the heroes are dominant (``side``), any of the three, Sauron picking (p. 35)."""
    if _high_stakes(story, track, side, options, HEROES):
        return SAURON_MARKERS, SAURON
    return leftmost_sauron(story), HEROES


def minion_defeat_advance(story: Story, track: StoryTrack, side: str | None, options: Options) -> int:
    """Spaces the heroes' marker advances when a hero defeats a minion: 1 with High Stakes, in stage
    III while Sauron is dominant (p. 35), else 0."""
    return 1 if _high_stakes(story, track, side, options, SAURON) else 0
