"""The Finale (pp. 33-34): Missions, the advance, the preparation, the Ringwraiths and the last battle.

The Finale begins at the end of a Story step (``story.finale_begins``). Then: (1) the dominant side
reveals its Mission and wins if it is met, or, neither dominant, both reveal and a side wins if only it
meets its own; (2) each side meeting its Mission advances (Sauron each of his markers, the heroes
theirs); (3) the Ringwraiths lose their damage and every hero gathers his cards and draws his
fortitude; (4) the Ringwraiths' health and fortitude change by dominance, counted after step 2 (A11);
(5) the heroes choose a champion; (6) he fights the Ringwraiths (``combat``); (7) the heroes win if
they fell. Rulings R170-R174 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from eregion.core.rng import Rng
from eregion.games.meq.board import IllegalMove
from eregion.games.meq.combat import RINGWRAITHS, Combat, Resolution, combat_deck, foe_stats, prepare
from eregion.games.meq.facts import CombatCard, Components
from eregion.games.meq.options import Options, dominance, plot_advances
from eregion.games.meq.plots import ActivePlot
from eregion.games.meq.story import (
    HERO_MARKER,
    HEROES,
    SAURON,
    SAURON_MARKERS,
    Story,
    move,
    ringwraiths_adjustment,
)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Reckoning:
    """Steps 1, 2 and 4: who won at once (None: the battle decides), the Missions revealed, the story
    after the advance and the minions' stages it entered, and the Ringwraiths' adjustment."""

    winner: str | None
    revealed: tuple[str, ...]
    story: Story
    entered: tuple[int, ...]
    adjustment: int


def immediate_victory(
    side: str | None, heroes_met: bool, sauron_met: bool
) -> tuple[str | None, tuple[str, ...]]:
    """Step 1: the winner, if any, and the sides that reveal their Mission (p. 34)."""
    met = {HEROES: heroes_met, SAURON: sauron_met}
    if side is None:
        winners = [s for s in (HEROES, SAURON) if met[s]]
        return (winners[0] if len(winners) == 1 else None), (HEROES, SAURON)
    if side not in met:
        raise IllegalMove(f"{side!r} is not a side")
    return (side if met[side] else None), (side,)


def mission_advance(
    comps: Components, story: Story, heroes_met: bool, sauron_met: bool
) -> tuple[Story, tuple[int, ...]]:
    """Step 2: Sauron's three markers one space each if his Mission is met, the heroes' marker one if
    theirs is; a marker on the Finale stays (p. 34)."""
    markers = (*(SAURON_MARKERS if sauron_met else ()), *((HERO_MARKER,) if heroes_met else ()))
    entered: list[int] = []
    for marker in markers:
        story, new = move(story, comps.story, marker, 1)
        entered.extend(new)
    return story, tuple(entered)


def reckoning(
    comps: Components,
    story: Story,
    active: Sequence[ActivePlot],
    options: Options,
    heroes_met: bool,
    sauron_met: bool,
) -> Reckoning:
    """Steps 1, 2 and 4 of the Finale, dominance counted as the options say; step 4's after the
    advance of step 2 (A11)."""
    winner, revealed = immediate_victory(dominance(comps, story, active, options), heroes_met, sauron_met)
    if winner is not None:
        return Reckoning(winner, revealed, story, (), 0)
    after, entered = mission_advance(comps, story, heroes_met, sauron_met)
    shift = ringwraiths_adjustment(after, comps.story, plot_advances(comps, active, options))
    return Reckoning(None, revealed, after, entered, shift)


# --- step 3: preparation ------------------------------------------------------------------------------


def heal_ringwraiths(minion_damage: Mapping[str, int]) -> dict[str, int]:
    """Step 3: all prior damage leaves the Ringwraiths' Minion space."""
    return {m: n for m, n in minion_damage.items() if m != RINGWRAITHS}


def gather(
    rng: Rng, fortitude: int, life: Sequence[T], *piles: Sequence[T]
) -> tuple[tuple[T, ...], tuple[T, ...]]:
    """Step 3, for one hero: his hand, rest pool and damage pool (``piles``) shuffled into his life pool,
    then his fortitude drawn from its top. Returns his hand and life pool (top first)."""
    cards = [*life, *(card for pile in piles for card in pile)]
    rng.shuffle(cards)
    return tuple(cards[:fortitude]), tuple(cards[fortitude:])


# --- steps 5 to 7: the champion and the battle --------------------------------------------------------


def champion(heroes: Sequence[str], chosen: str) -> str:
    """Step 5: the heroes choose one of theirs to fight."""
    if chosen not in heroes:
        raise IllegalMove(f"the champion must be one of the heroes {list(heroes)}, not {chosen!r}")
    return chosen


def last_battle(
    comps: Components,
    adjustment: int,
    rng: Rng,
    strength: int,
    agility: int,
    spend: int,
    hand: Sequence[CombatCard],
    life: Sequence[CombatCard],
) -> Combat:
    """Step 6: the champion's combat against the Ringwraiths, wherever they are (A25), with their
    adjusted health and fortitude (at least 1 and 0, A10) and no damage (step 3); their whole combat
    deck is shuffled and the Preparation step follows the standard rules (p. 28)."""
    foe = foe_stats(comps, RINGWRAITHS, adjustment)
    deck = list(combat_deck(comps, foe))
    rng.shuffle(deck)
    return prepare(foe, deck, strength, agility, spend, hand, life)


def winner(result: Resolution) -> str:
    """Step 7: the heroes if the Ringwraiths were defeated, else Sauron (p. 34)."""
    return HEROES if result.foe_defeated else SAURON
