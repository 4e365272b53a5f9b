"""The Encounter step (pp. 24-25) and Peril (p. 23): which drawn card acts on the hero's location.

An Encounter card affects one location, any location of one region, or any location; a Peril card one
location, any location of the regions it names, or any location. "Region" is the location's own region
of the ten (A8; the p. 25 example matches Gladden Fields by a Misty Mountains card, not by the deck's
region pair). The hero draws from the deck of his location's region pair, the Haven deck in a Haven, and
resolves the lowest-numbered card that affects his location; Sauron draws Peril cards and chooses one
that affects it. What the chosen card does is :class:`~.effects.CardEffects`' business; the drawing goes
through :func:`.piles.draw`. Rulings R100-R106 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.facts import HAVEN_DECK, Components, EncounterCard, PerilCard
from eregion.games.meq.influence import perilous_for

COMBAT, PERIL = "combat", "peril"  # Sauron's options after a hero moves (p. 22)


def encounter_deck(comps: Components, loc: str) -> str:
    """The deck a hero on ``loc`` draws from: the Haven deck in a Haven, else his region pair's (p. 24)."""
    place = comps.locations[loc]
    return HAVEN_DECK if place.haven else comps.regions[place.region].group


def encounter_affects(comps: Components, card: EncounterCard, loc: str) -> bool:
    """The card names ``loc``, or ``loc``'s own region, or any location (p. 25; A8)."""
    if card.location is not None:
        return card.location == loc
    return card.region is None or card.region == comps.locations[loc].region


def peril_affects(comps: Components, card: PerilCard, loc: str) -> bool:
    """The card names ``loc``, or a region it lies in, or any location (p. 23; A8)."""
    if card.location is not None:
        return card.location == loc
    return not card.regions or comps.locations[loc].region in card.regions


# --- the Encounter step ---------------------------------------------------------------------------


def draws_encounter(board: Board, comps: Components, loc: str, wisdom: int) -> bool:
    """A hero draws Encounter cards unless his location is perilous for him (pp. 24, 36)."""
    return not perilous_for(board, comps, loc, wisdom)


@dataclass(frozen=True, slots=True)
class Encounter:
    """What one Encounter step did with the cards drawn: the card resolved (None: none affected the
    location and the turn is over), and those discarded face up. A resolved Quest card goes to the
    hero's play area instead of the discard pile once resolved (``to_play_area``)."""

    resolved: EncounterCard | None
    discarded: tuple[EncounterCard, ...]

    @property
    def to_play_area(self) -> bool:
        return self.resolved is not None and self.resolved.quest


def encounter_choices(
    comps: Components, drawn: Sequence[EncounterCard], loc: str
) -> tuple[EncounterCard, ...]:
    """The cards the hero may resolve: those affecting ``loc`` with the lowest priority number among
    them (p. 25). The printed priorities never tie at one location (tested); were two to tie, the hero
    would choose among them (C18), so all the tied ones are given."""
    fits = [card for card in drawn if encounter_affects(comps, card, loc)]
    if not fits:
        return ()
    low = min(card.priority for card in fits)
    return tuple(card for card in fits if card.priority == low)


def encounter(
    comps: Components, drawn: Sequence[EncounterCard], loc: str, choice: str | None = None
) -> Encounter:
    """Resolve the Encounter step's draw at ``loc``: the lowest-numbered card that affects it (the hero's
    ``choice`` of id only if priorities tie), the others discarded (pp. 24-25)."""
    options = encounter_choices(comps, drawn, loc)
    if choice is None and len(options) > 1:
        raise IllegalMove(f"choose one of the tied Encounter cards {[c.id for c in options]}")
    picked = options[0] if choice is None and options else None
    if choice is not None:
        picked = next((c for c in options if c.id == choice), None)
        if picked is None:
            raise IllegalMove(f"Encounter card {choice!r} may not be resolved at {loc!r}")
    return Encounter(picked, tuple(c for c in drawn if c is not picked))


# --- Combat or Peril, and Peril ---------------------------------------------------------------------


def combat_or_peril(
    board: Board, comps: Components, loc: str, wisdom: int, haven_combat_allowed: bool = False
) -> tuple[str, ...]:
    """What Sauron may resolve after a hero moves to ``loc`` (p. 22): a combat when a monster token or
    minion is there, but in a Haven only if the hero allows it (pp. 18, 27), and a Peril when the
    location is perilous for him. He must take one of them if he can (A7); none means the hero goes
    straight on to explore."""
    options = []
    if board.enemies_at(loc) and (haven_combat_allowed or not comps.locations[loc].haven):
        options.append(COMBAT)
    if perilous_for(board, comps, loc, wisdom):
        options.append(PERIL)
    return tuple(options)


def peril_choices(comps: Components, drawn: Sequence[PerilCard], loc: str) -> tuple[PerilCard, ...]:
    """The drawn Peril cards Sauron may choose: those affecting the hero's location (p. 23)."""
    return tuple(card for card in drawn if peril_affects(comps, card, loc))


def peril(comps: Components, drawn: Sequence[PerilCard], loc: str, choice: str | None) -> PerilCard | None:
    """Sauron's choice among the drawn Peril cards (p. 23). He must choose one that affects ``loc`` when
    any does; when none does, ``choice`` is None and nothing happens. All the drawn cards are then
    discarded, the chosen one after it is resolved."""
    options = peril_choices(comps, drawn, loc)
    if choice is None:
        if options:
            raise IllegalMove(f"choose a Peril card of {[c.id for c in options]} for {loc!r}")
        return None
    picked = next((c for c in options if c.id == choice), None)
    if picked is None:
        raise IllegalMove(f"Peril card {choice!r} was not drawn or does not affect {loc!r}")
    return picked
