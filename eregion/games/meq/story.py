"""The Story track (pp. 11-14, 33-35): the four story markers, the stages, dominance, The Shadow Falls
and the Finale.

The track runs from START (0) to the Finale (18); stage I is 0-6, stage II 7-12, stage III 13-18, and
The Shadow Falls is space 10 (ruling C7, read off the board). :class:`Story` holds where each marker
is and the furthest stage ever entered, because minions arrive only the *first* time a stage is entered
(p. 12) while the current stage may fall back (rulings R17-R25).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from eregion.games.meq.board import IllegalMove
from eregion.games.meq.components import MARKERS
from eregion.games.meq.facts import Components, Minion, StoryTrack

HEROES, SAURON = "heroes", "sauron"
HERO_MARKER = MARKERS[0]  # green
SAURON_MARKERS = MARKERS[1:]  # yellow (ring), black (corruption), red (conquest)
HERO_ADVANCE = 2  # the heroes' marker advances two spaces every Story step (p. 12)


@dataclass(frozen=True, slots=True)
class Story:
    """The four markers' spaces (in MARKERS order) and the highest stage any marker has entered."""

    spaces: tuple[int, ...]
    entered: int = 1

    def space(self, marker: str) -> int:
        return self.spaces[MARKERS.index(marker)]

    def to_json(self) -> dict[str, Any]:
        return {"spaces": dict(zip(MARKERS, self.spaces, strict=True)), "entered": self.entered}


def start_story(track: StoryTrack) -> Story:
    """All four markers on START (setup, p. 8)."""
    return Story((track.start,) * len(MARKERS), track.stage_of(track.start))


# --- moving markers -------------------------------------------------------------------------------


def move(story: Story, track: StoryTrack, marker: str, n: int) -> tuple[Story, tuple[int, ...]]:
    """Move one marker ``n`` spaces (back when negative), never past the Finale nor before START.

    Returns the new story and the stages entered for the first time, whose minions arrive at once,
    whatever moved the marker (R18).
    """
    if marker not in MARKERS:
        raise IllegalMove(f"{marker!r} is not a story marker ({', '.join(MARKERS)})")
    i = MARKERS.index(marker)
    to = min(track.finale, max(track.start, story.spaces[i] + n))
    spaces = (*story.spaces[:i], to, *story.spaces[i + 1 :])
    stage = track.stage_of(to)
    new = tuple(range(story.entered + 1, stage + 1))
    return Story(spaces, max(story.entered, stage)), new


def story_step(
    story: Story, track: StoryTrack, advances: Sequence[tuple[str, int]]
) -> tuple[Story, tuple[int, ...]]:
    """The Story step (p. 12): the heroes' marker two spaces, then each active Plot card (and each
    Event card that advances a marker while it stays, ruling C17) one at a time, as ``(marker, n)``.

    Returns the new story and the stages entered for the first time (their minions arrive now).
    """
    entered: list[int] = []
    for marker, n in ((HERO_MARKER, HERO_ADVANCE), *advances):
        story, new = move(story, track, marker, n)
        entered.extend(new)
    return story, tuple(entered)


def arriving_minions(comps: Components, stages: Sequence[int]) -> tuple[Minion, ...]:
    """The minions the board's Minion spaces bring in when these stages are first entered (p. 12); one
    with two starting locations (the Witch-king) goes on the one Sauron chooses."""
    return tuple(m for m in comps.minions.values() if m.stage in stages)


def leftmost_sauron(story: Story) -> tuple[str, ...]:
    """Sauron's markers furthest back: a rest or a hero's defeat advances one of them, the hero picking
    among ties (pp. 20, 32)."""
    low = min(story.space(m) for m in SAURON_MARKERS)
    return tuple(m for m in SAURON_MARKERS if story.space(m) == low)


# --- stages, dominance, the Finale ----------------------------------------------------------------


def current_stage(story: Story, track: StoryTrack) -> int:
    """The rightmost stage holding a marker (p. 11): it picks the Event deck and caps the Shadow Pool."""
    return track.stage_of(max(story.spaces))


def heroes_count(story: Story, track: StoryTrack) -> int:
    """Spaces from the heroes' marker to the Finale (p. 14)."""
    return track.finale - story.space(HERO_MARKER)


def sauron_count(story: Story, track: StoryTrack) -> int:
    """The lower of: spaces from his closest marker to the Finale, and the spaces his markers still need
    to reach The Shadow Falls, summed (a marker past it needs none, R20) (p. 14)."""
    closest = track.finale - max(story.space(m) for m in SAURON_MARKERS)
    needed = sum(max(0, track.shadow_falls - story.space(m)) for m in SAURON_MARKERS)
    return min(closest, needed)


def dominant(story: Story, track: StoryTrack) -> str | None:
    """The side with the lower count, or None on a tie (p. 14)."""
    heroes, sauron = heroes_count(story, track), sauron_count(story, track)
    return HEROES if heroes < sauron else SAURON if sauron < heroes else None


def finale_begins(story: Story, track: StoryTrack) -> bool:
    """A marker on the Finale, or all three of Sauron's on or past The Shadow Falls. The rules check
    this at the end of the Story step only (pp. 12, 33; R21)."""
    return max(story.spaces) >= track.finale or all(
        story.space(m) >= track.shadow_falls for m in SAURON_MARKERS
    )


def ringwraiths_adjustment(
    story: Story, track: StoryTrack, advances: Sequence[tuple[str, int]] | None = None
) -> int:
    """What the Finale adds to the Ringwraiths' health and fortitude (p. 34, step 4): the heroes' count
    when Sauron is dominant, minus Sauron's count when the heroes are, 0 when neither (R23). With the
    active Plots' ``advances``, Advanced Dominance says who is dominant; the counts stay (R172)."""
    side = dominant(story, track) if advances is None else advanced_dominant(story, track, advances)
    if side == SAURON:
        return heroes_count(story, track)
    if side == HEROES:
        return -sauron_count(story, track)
    return 0


def story_steps_needed(
    story: Story, track: StoryTrack, advances: Sequence[tuple[str, int]]
) -> dict[str, float]:
    """Advanced Dominance (optional rule, p. 35): the Story steps each side needs to reach the Finale (or,
    for Sauron, all three markers on The Shadow Falls) if the active Plot cards, given as ``(marker, n)``,
    stay in play; ``math.inf`` when his never get there (R24)."""
    heroes = math.ceil(heroes_count(story, track) / HERO_ADVANCE)
    steps, sauron = 0, story
    limit = track.finale - track.start  # each step moves a marker at least 1 when any Plot is active
    while not _sauron_there(sauron, track):
        if steps >= limit or not any(n > 0 for _, n in advances):
            return {HEROES: heroes, SAURON: math.inf}
        for marker, n in advances:
            sauron, _ = move(sauron, track, marker, n)
        steps += 1
    return {HEROES: heroes, SAURON: steps}


def _sauron_there(story: Story, track: StoryTrack) -> bool:
    top = max(story.space(m) for m in SAURON_MARKERS)
    return top >= track.finale or all(story.space(m) >= track.shadow_falls for m in SAURON_MARKERS)


def advanced_dominant(story: Story, track: StoryTrack, advances: Sequence[tuple[str, int]]) -> str | None:
    """The side that needs fewer Story steps, or None on a tie (Advanced Dominance, p. 35)."""
    need = story_steps_needed(story, track, advances)
    heroes, sauron = need[HEROES], need[SAURON]
    return HEROES if heroes < sauron else SAURON if sauron < heroes else None
