"""Sauron's Event step (p. 14): the Event decks by stage, dominance's draw, the Current Event.

The dominant side decides which of three Event cards is resolved: the heroes' the lowest priority,
Sauron's the highest; when neither is dominant (always on the first turn) one card is drawn. The card
places its favor and characters (a character already on the board stays), then a flagged card becomes
the Current Event, its event marker on its location, until a hero exploring there uses it; any other
card is discarded. What a card's text does is encoded in :mod:`.sauroncards` and run by the game flow
(R321); :class:`EventRules` lets a caller of :func:`event_step` plug a text in (default: none).
Decks and discard piles are tuples (top first) by stage; a deck that runs out is reshuffled from its
discards (p. 35). Rulings R156-R160 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from eregion.core.rng import Rng
from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.facts import Components, Event
from eregion.games.meq.story import HEROES, SAURON

DRAW_DOMINANT = 3  # a dominant side has Sauron draw three cards (p. 14)
FIRST_TURN = 1  # no Story or Plot step, and one Event card, on the first turn (p. 10; T20)


def event_card(comps: Components, event_id: str) -> Event:
    for e in comps.events:
        if e.id == event_id:
            return e
    raise IllegalMove(f"{event_id!r} is not an Event card")


def event_deck(comps: Components, stage: int) -> tuple[str, ...]:
    """The stage's Event deck, unshuffled (the game flow shuffles it at setup, p. 8)."""
    return tuple(e.id for e in comps.events if e.stage == stage)


def events_to_draw(turn: int, dominant: str | None) -> int:
    """Three cards when a side is dominant, else one; one on the first turn whatever the option for
    dominance says (p. 10: "always the case during the first Sauron turn"; R156)."""
    return DRAW_DOMINANT if dominant is not None and turn != FIRST_TURN else 1


def chosen_event(comps: Components, drawn: Sequence[str], dominant: str | None) -> str:
    """The card resolved: the lowest priority when the heroes are dominant, the highest when Sauron is,
    the single card drawn when neither is (p. 14). Priorities never tie within a stage (C17)."""
    if not drawn:
        raise IllegalMove("no Event card was drawn")
    if dominant is None:
        if len(drawn) != 1:
            raise IllegalMove(f"neither side is dominant: one card is resolved, not {len(drawn)}")
        return drawn[0]
    order = sorted(drawn, key=lambda e: event_card(comps, e).priority)
    if dominant == HEROES:
        return order[0]
    if dominant == SAURON:
        return order[-1]
    raise IllegalMove(f"{dominant!r} is not a side")


def draw_events(
    deck: Sequence[str], discards: Sequence[str], n: int, rng: Rng
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The top ``n`` cards, the rest of the deck and the discard pile. When the deck runs out its
    discards are shuffled into a new deck and the drawing goes on (p. 35)."""
    deck, discards = list(deck), list(discards)
    drawn: list[str] = []
    while len(drawn) < n:
        if not deck:
            if not discards:
                break
            deck, discards = discards, []
            rng.shuffle(deck)
        drawn.append(deck.pop(0))
    return tuple(drawn), tuple(deck), tuple(discards)


class EventRules(Protocol):
    """Where an Event card's text plugs in (the effect vocabulary, later): what it does as it is
    resolved, before its favor and characters are placed (p. 14, steps 1 and 2)."""

    def resolve(self, comps: Components, board: Board, event: Event) -> Board: ...


class Printed:
    """No Event text: only the favor and characters printed at the bottom of the card."""

    def resolve(self, comps: Components, board: Board, event: Event) -> Board:
        return board


PRINTED = Printed()


def place_favor_and_characters(board: Board, event: Event) -> Board:
    """One favor token on each listed location, then the character on its location unless it is
    already on the board, where it stays (p. 14)."""
    for loc in event.favor:
        board = board.add_favor(loc)
    if event.character is not None and event.character_location is not None:
        board = board.place_character(event.character, event.character_location)
    return board


@dataclass(frozen=True, slots=True)
class EventStep:
    """What the Event step leaves: the board, the Event decks and discard piles by stage, the Current
    Event (None: none) and the card resolved."""

    board: Board
    decks: Mapping[int, tuple[str, ...]]
    discards: Mapping[int, tuple[str, ...]]
    current: str | None
    resolved: str


def _discard(comps: Components, discards: dict[int, tuple[str, ...]], cards: Sequence[str]) -> None:
    for c in cards:
        stage = event_card(comps, c).stage
        discards[stage] = (*discards.get(stage, ()), c)


def event_step(
    comps: Components,
    turn: int,
    stage: int,
    board: Board,
    decks: Mapping[int, tuple[str, ...]],
    discards: Mapping[int, tuple[str, ...]],
    current: str | None,
    dominant: str | None,
    rng: Rng,
    rules: EventRules = PRINTED,
) -> EventStep:
    """The Event step (p. 14) from the current ``stage``'s deck; ``dominant`` as the game's option for
    dominance gives it (``options.dominance``). A card that stays replaces the Current Event, which goes
    to its own stage's discard pile."""
    n = events_to_draw(turn, dominant)
    drawn, deck, pile = draw_events(decks.get(stage, ()), discards.get(stage, ()), n, rng)
    if not drawn:
        raise IllegalMove(f"the stage {stage} Event deck and its discard pile are empty")
    pick = chosen_event(comps, drawn, dominant if n == DRAW_DOMINANT else None)
    event = event_card(comps, pick)
    board = place_favor_and_characters(rules.resolve(comps, board, event), event)
    new_decks, new_discards = {**decks, stage: deck}, {**discards, stage: pile}
    if event.stays:
        _discard(comps, new_discards, [c for c in (current,) if c is not None])
        current = pick
    else:
        _discard(comps, new_discards, [pick])
    _discard(comps, new_discards, [c for c in drawn if c != pick])
    return EventStep(board, new_decks, new_discards, current, pick)


def event_marker(comps: Components, current: str | None) -> str | None:
    """Where the event marker is: the Current Event's affected location (p. 14)."""
    return None if current is None else event_card(comps, current).location


def use_event(
    comps: Components, current: str | None, loc: str, discards: Mapping[int, tuple[str, ...]]
) -> dict[int, tuple[str, ...]]:
    """A hero exploring ``loc`` uses the Current Event's "after a hero explores here" text: the card is
    discarded and its marker leaves the board; the favor and characters it placed stay (p. 14). A hero
    who explores there without using it leaves it in play. Returns the discard piles; the Current Event
    is then None."""
    if current is None or event_marker(comps, current) != loc:
        raise IllegalMove(f"no Current Event affects {loc!r}")
    out = dict(discards)
    _discard(comps, out, [current])
    return out
