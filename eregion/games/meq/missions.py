"""The ten Mission cards (p. 33 and the quick reference): each side's secret goal, read at the Finale.

Each Mission is a check over the board, the story, the number of active Plots and what the heroes hold
(:class:`Holdings`, plain values the game flow passes in). Rulings R166-R169 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.combat import RINGWRAITHS
from eregion.games.meq.facts import Components, StoryTrack
from eregion.games.meq.plots import PLOT_SPACES
from eregion.games.meq.story import Story

THE_SHIRE = "the_shire"
SHIRE_INFLUENCE = 6  # To Find Them All: 6 influence on The Shire
MOST_CORRUPTION = 1  # Noble Blood: 1 or less Corruption cards among the heroes
MOST_TOKENS = 2  # Against the Shadow: no more than 2 monster tokens in play
LEAST_FAVOR = 5  # Isildur's Secret: at least 5 favor among the heroes
MOST_MINIONS = 2  # Minas Morgul Kept at Bay: 2 or less minions in play
STAGE_III = 3


@dataclass(frozen=True, slots=True)
class Holdings:
    """What the heroes in play hold, hero by hero: Corruption cards, favor on his sheet, and the quests
    he has completed."""

    corruption: Mapping[str, int]
    favor: Mapping[str, int]
    completed: Mapping[str, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class Situation:
    """Everything a Mission reads."""

    board: Board
    story: Story
    track: StoryTrack
    active_plots: int
    holdings: Holdings


def _both_quests(comps: Components, hero: str, done: tuple[str, ...]) -> bool:
    unknown = [q for q in done if q not in comps.quests]
    if unknown:
        raise IllegalMove(f"{unknown[0]!r} is not a quest")
    kinds = {comps.quests[q].kind for q in done if comps.quests[q].hero == hero}
    return kinds >= {"starting", "advanced"}


def _in_stage_iii(marker: str) -> Callable[[Components, Situation], bool]:
    return lambda comps, s: s.track.stage_of(s.story.space(marker)) == STAGE_III


CHECKS: dict[str, Callable[[Components, Situation], bool]] = {
    "noble_blood": lambda comps, s: sum(s.holdings.corruption.values()) <= MOST_CORRUPTION,
    "against_the_shadow": lambda comps, s: s.board.token_count() <= MOST_TOKENS,
    "isildurs_secret": lambda comps, s: sum(s.holdings.favor.values()) >= LEAST_FAVOR,
    "minas_morgul_kept_at_bay": lambda comps, s: len(s.board.minions) <= MOST_MINIONS,
    "the_spear_of_the_west": lambda comps, s: all(
        _both_quests(comps, hero, s.holdings.completed.get(hero, ())) for hero in s.board.heroes
    ),
    "his_dark_throne": lambda comps, s: s.active_plots == PLOT_SPACES,
    "in_darkness_bind_them": _in_stage_iii("yellow"),
    "to_rule_them_all": _in_stage_iii("red"),
    "where_the_shadows_lie": _in_stage_iii("black"),
    "to_find_them_all": lambda comps, s: (
        s.board.minions.get(RINGWRAITHS) == THE_SHIRE or s.board.influence_at(THE_SHIRE) >= SHIRE_INFLUENCE
    ),
}


def mission_met(comps: Components, mission: str, situation: Situation) -> bool:
    """Whether ``mission``'s requirement is fulfilled now (p. 33)."""
    if mission not in comps.missions or mission not in CHECKS:
        raise IllegalMove(f"{mission!r} is not a Mission card")
    return CHECKS[mission](comps, situation)
