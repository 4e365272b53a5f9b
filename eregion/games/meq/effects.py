"""Where the printed abilities of the hero's cards plug in: Encounter, Peril, quest rewards, characters,
Items and Corruption cards.

The game flow calls a :class:`CardEffects` at the moment each card acts; the rule modules decide only
*which* card acts (:mod:`.encounter`, :mod:`.quests`, :mod:`.explore`, :mod:`.growth`). The flow uses
:data:`~eregion.games.meq.herocards.HERO_CARDS`, the encoded cards, which put a card's text on the step
stack to resolve before the flow goes on (so a call returns the state the text will act on).
:class:`Printed` is the rulebook alone: no card text at all, only what the rulebook itself fixes (three
cards drawn for an Encounter or a Peril, a character's printed favor, an Item's copy; R112).
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from eregion.games.meq.facts import CorruptionCard, EncounterCard, PerilCard

S = TypeVar("S")

ENCOUNTER_DRAW = 3  # Encounter cards drawn in the Encounter step (p. 24)
PERIL_DRAW = 3  # Peril cards Sauron draws for a perilous location (p. 23)


class CardEffects(Protocol[S]):
    """The abilities of the hero-side cards, over the game flow's state ``S``. Each call returns the
    state after the card's text, or the state unchanged when the card has none."""

    def encounter_draw(self, state: S, hero: str) -> int:
        """How many Encounter cards the hero draws (a Corruption card may lower it)."""
        ...

    def peril_draw(self, state: S, hero: str) -> int:
        """How many Peril cards Sauron draws for the hero (a Corruption card may raise it)."""
        ...

    def encounter(self, state: S, hero: str, card: EncounterCard) -> S:
        """The resolved Encounter card's text (a Quest card's own instructions when it is drawn)."""
        ...

    def peril(self, state: S, hero: str, card: PerilCard) -> S:
        """The chosen Peril card's text."""
        ...

    def quest_reward(self, state: S, hero: str, quest: str) -> S:
        """A completed quest's reward (a Starting or Advanced quest, or an Encounter Quest card)."""
        ...

    def has_ability(self, state: S, hero: str, character: str) -> bool:
        """The character has an ability the hero may use now (its cost paid, nothing forbidding it)."""
        ...

    def character_ability(self, state: S, hero: str, character: str) -> S | None:
        """The character's ability used by a consulting hero; None when it has none to offer, so the
        hero may only take its favor."""
        ...

    def item_gained(self, state: S, hero: str, item: str) -> S:
        """An Item that acts when it is gained (Boat and Horse act in :mod:`.travel` instead)."""
        ...

    def corruption_gained(self, state: S, hero: str, card: CorruptionCard) -> S:
        """A Corruption card that acts when it is gained."""
        ...

    def combat_begins(self, state: S, hero: str) -> S:
        """A combat the hero is in begins (Cowardly)."""
        ...

    def shadow_played(self, state: S, hero: str) -> S:
        """Sauron has played a Shadow card in this hero's turn (Greedy, the Elven Cloak)."""
        ...


class Printed:
    """No card text: the rulebook's own numbers only."""

    def encounter_draw(self, state: object, hero: str) -> int:
        return ENCOUNTER_DRAW

    def peril_draw(self, state: object, hero: str) -> int:
        return PERIL_DRAW

    def encounter(self, state: S, hero: str, card: EncounterCard) -> S:
        return state

    def peril(self, state: S, hero: str, card: PerilCard) -> S:
        return state

    def quest_reward(self, state: S, hero: str, quest: str) -> S:
        return state

    def has_ability(self, state: object, hero: str, character: str) -> bool:
        return False

    def character_ability(self, state: S, hero: str, character: str) -> S | None:
        return None

    def item_gained(self, state: S, hero: str, item: str) -> S:
        return state

    def corruption_gained(self, state: S, hero: str, card: CorruptionCard) -> S:
        return state

    def combat_begins(self, state: S, hero: str) -> S:
        return state

    def shadow_played(self, state: S, hero: str) -> S:
        return state


PRINTED = Printed()
