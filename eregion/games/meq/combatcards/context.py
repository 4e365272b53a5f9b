"""What a combat ability reads and where it acts: :class:`Ctx` (the combat, the card's owner, the card,
the game's random source), the words for values and combatants, and the notes abilities leave in
``Combat.marks`` for a later round."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from eregion.core import Rng
from eregion.games.meq.combat import FOE, HERO, Combat, Play, Who, other
from eregion.games.meq.facts import CombatCard

Value = Literal["attack", "defense"]
VALUE_WORDS = {"attack": "attack", "defense": "defence"}


@dataclass(frozen=True, slots=True)
class Ctx:
    """Where an ability acts: the combat, the card's owner, the random source of the game, and the name
    of the card or foe whose ability it is (a choice it leaves is asked as it)."""

    combat: Combat
    who: Who
    rng: Rng | None
    source: str

    @property
    def opp(self) -> Who:
        return other(self.who)

    def mine(self) -> Play:
        return self.combat.side(self.who).play

    def theirs(self) -> Play:
        return self.combat.side(self.opp).play

    def random(self) -> Rng:
        if self.rng is None:
            raise ValueError("this ability acts at random: play the round with the game's rng")
        return self.rng


def who_name(who: Who) -> str:
    return "the hero" if who == HERO else "the foe"


def defeated(combat: Combat, who: Who) -> bool:
    return combat.foe_defeated if who == FOE else combat.hero_defeated


def lose_card(combat: Combat, who: Who, card: CombatCard) -> Combat:
    """``who`` discards ``card`` from his hand: the hero's to his rest pool (p. 21), the foe's with
    its discarded combat cards."""
    side = combat.side(who)
    hand = list(side.hand)
    hand.remove(card)
    c = combat.with_side(who, replace(side, hand=tuple(hand)))
    return replace(c, rest=(*c.rest, card)) if who == HERO else replace(c, spent=(*c.spent, card))


def named_note(owner: Who, type_: str, round_: int) -> str:
    """The mark a named type leaves for the round it concerns."""
    return f"{owner}'s card names {type_} for round {round_}"


def random_note(who: Who, round_: int) -> str:
    return f"{who} plays a card at random in round {round_}"


def opens_note(who: Who, round_: int) -> str:
    return f"{who} chooses first and face up in round {round_}"
