"""Sauron's Shadow cards (pp. 16-17): when one may be played, and the Shadow Pool they read.

A Shadow card needs at least its printed number of influence in the Shadow Pool, which is not spent;
it is played only at the moment its timing names; and Sauron plays at most one per player turn, his
own included (so four in a round of the four-player game, T19). The Shadow Pool holds at most 4 x the
current stage, and loses its excess at once when the stage falls (A5). What a card does once played is
encoded in :mod:`.sauroncards` and run by the game flow (R301); a card's own further condition is a
:class:`ShadowRules` hook whose default allows it. Rulings R161-R165 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.facts import Components, ShadowCard, StoryTrack
from eregion.games.meq.influence import settle_pool
from eregion.games.meq.story import Story, current_stage

# The moments the game flow offers Sauron a Shadow card; the cards' timing categories (C15) read them.
ACTION_STEP = "action_step"  # Sauron's Action step
COMBAT_START = "combat_start"  # a combat starts, before any of its steps
HERO_TURN_START = "hero_turn_start"
HERO_ENTERS = "hero_enters"  # a hero has entered a location
HERO_DEFEATED = "hero_defeated"
MOMENTS = (ACTION_STEP, COMBAT_START, HERO_TURN_START, HERO_ENTERS, HERO_DEFEATED)


@dataclass(frozen=True, slots=True)
class Moment:
    """A moment to play a Shadow card, with what the rules ask of it: whether the foe of a starting
    combat is a minion, whether the hero starting his turn or entering a location is in a Haven, and
    whether Sauron has already played a Shadow card this player turn."""

    kind: str
    minion: bool = False
    haven: bool = False
    played: bool = False

    def __post_init__(self) -> None:
        if self.kind not in MOMENTS:
            raise IllegalMove(f"{self.kind!r} is not a moment for Shadow cards ({', '.join(MOMENTS)})")


def fits(timing: str, moment: Moment) -> bool:
    """Whether a card of this timing category may be played at ``moment`` (p. 17)."""
    if timing == "minion_combat_start":
        return moment.kind == COMBAT_START and moment.minion
    if timing == "hero_turn_start_outside_haven":
        return moment.kind == HERO_TURN_START and not moment.haven
    if timing == "after_hero_enters_non_haven":
        return moment.kind == HERO_ENTERS and not moment.haven
    if timing == "after_hero_defeated":
        return moment.kind == HERO_DEFEATED
    return timing == moment.kind  # action_step, combat_start, hero_turn_start


def shadow_card(comps: Components, card_id: str) -> ShadowCard:
    for card in comps.shadow:
        if card.id == card_id:
            return card
    raise IllegalMove(f"{card_id!r} is not a Shadow card")


def shadow_deck(comps: Components) -> tuple[str, ...]:
    """The Shadow deck, unshuffled: the 24 known cards with their copies; the box's two unknown cards
    are not invented (C15)."""
    return tuple(card.id for card in comps.shadow for _ in range(card.count))


def shadow_turns_per_round(heroes: int) -> int:
    """Player turns in a round, each allowing one Shadow card: Sauron's and each hero's, the lone hero
    of the two-player game taking two (pp. 17, 35)."""
    return 1 + (2 if heroes == 1 else heroes)


class ShadowRules(Protocol):
    """Where a Shadow card's own condition plugs in (the effect vocabulary, later): whether its text
    has something to act on at this moment beyond the printed requirement and timing."""

    def allows(self, comps: Components, board: Board, card: ShadowCard, moment: Moment) -> bool: ...


class Printed:
    """Only the printed Shadow Pool requirement and timing."""

    def allows(self, comps: Components, board: Board, card: ShadowCard, moment: Moment) -> bool:
        return True


PRINTED = Printed()


def _why_not(
    comps: Components, board: Board, hand: Sequence[str], card_id: str, moment: Moment, rules: ShadowRules
) -> str | None:
    """Why Sauron may not play ``card_id`` now, or None when he may (p. 17)."""
    card = shadow_card(comps, card_id)
    if card_id not in hand:
        return f"Sauron has no {card.name} in hand"
    if moment.played:
        return "only one Shadow card may be played per player turn (p. 17)"
    if board.shadow_pool < card.requirement:
        pool = board.shadow_pool
        return f"{card.name} needs {card.requirement} influence in the Shadow Pool, it holds {pool}"
    if not fits(card.timing, moment):
        return f"{card.name} is played at {card.timing!r}, not now"
    if not rules.allows(comps, board, card, moment):
        return f"{card.name} has nothing to act on now"
    return None


def playable_shadow(
    comps: Components, board: Board, hand: Sequence[str], moment: Moment, rules: ShadowRules = PRINTED
) -> tuple[str, ...]:
    """The Shadow cards in ``hand`` Sauron may play now, each once, in hand order."""
    return tuple(c for c in dict.fromkeys(hand) if _why_not(comps, board, hand, c, moment, rules) is None)


def play_shadow(
    comps: Components,
    board: Board,
    hand: Sequence[str],
    card_id: str,
    moment: Moment,
    rules: ShadowRules = PRINTED,
) -> tuple[str, ...]:
    """Play ``card_id``: Sauron's hand without it (the card goes to the Shadow discard pile once its
    effect is resolved). The Shadow Pool keeps its influence. Raises IllegalMove, changing nothing."""
    why = _why_not(comps, board, hand, card_id, moment, rules)
    if why:
        raise IllegalMove(why)
    rest = list(hand)
    rest.remove(card_id)
    return tuple(rest)


def settle_shadow_pool(board: Board, story: Story, track: StoryTrack) -> Board:
    """After any story marker moves: a Shadow Pool over 4 x the current stage loses the excess at once
    (the stage may have fallen, A5; R16)."""
    return settle_pool(board, current_stage(story, track))
