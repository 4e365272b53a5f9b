"""What an ability does: modify, cancel, reduce, deal damage, discard, defeat, draw, heal, and the
notes it leaves for the next round. Each runs on the combat through its primitives (p. 29)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Protocol

from eregion.cards.presentation import plural
from eregion.games.meq import combat as CB
from eregion.games.meq.combat import FOE, HERO, Combat
from eregion.games.meq.combatcards.context import (
    VALUE_WORDS,
    Ctx,
    Value,
    lose_card,
    opens_note,
    random_note,
    who_name,
)


class Effect(Protocol):
    sweep: ClassVar[bool]  # a cancel: acts in the cancel sweep when it acts "now" (R30)

    def apply(self, ctx: Ctx) -> Combat: ...

    def words(self) -> str: ...


class EffectBase:
    """An effect that acts in part e's second sweep when it acts "now" (every one but a cancel)."""

    sweep: ClassVar[bool] = False


def _bonus(attack: int, defense: int) -> str:
    parts = [f"{n:+d} {name}" for n, name in ((attack, "attack"), (defense, "defence")) if n]
    return " and ".join(parts)


@dataclass(frozen=True, slots=True)
class Gain(EffectBase):
    """Modify the owner's card this round (p. 29)."""

    attack: int = 0
    defense: int = 0

    def apply(self, ctx: Ctx) -> Combat:
        return CB.modify(ctx.combat, ctx.who, self.attack, self.defense)

    def words(self) -> str:
        return _bonus(self.attack, self.defense)


@dataclass(frozen=True, slots=True)
class GainPer(EffectBase):
    """A bonus for each other card in the owner's combat stack (only the melee ones if ``melee``)."""

    attack: int = 0
    defense: int = 0
    melee: bool = False

    def apply(self, ctx: Ctx) -> Combat:
        stack = ctx.combat.side(ctx.who).stack
        n = sum(1 for k in stack if not self.melee or k.type == "melee") - 1  # less the card itself
        return CB.modify(ctx.combat, ctx.who, self.attack * max(0, n), self.defense * max(0, n))

    def words(self) -> str:
        kind = "other melee card" if self.melee else "other card"
        return f"{_bonus(self.attack, self.defense)} for each {kind} in your combat stack"


@dataclass(frozen=True, slots=True)
class GainTheirAttack(EffectBase):
    """The owner's attack rises by the opponent card's attack as it stands (R217)."""

    def apply(self, ctx: Ctx) -> Combat:
        return CB.modify(ctx.combat, ctx.who, attack=ctx.theirs().final_attack)

    def words(self) -> str:
        return "gain attack equal to your opponent's card's attack"


@dataclass(frozen=True, slots=True)
class Cancel(EffectBase):
    """Cancel the opponent's card (p. 29), unless its text forbids it."""

    sweep: ClassVar[bool] = True

    def apply(self, ctx: Ctx) -> Combat:
        return CB.cancel(ctx.combat, ctx.opp)

    def words(self) -> str:
        return "cancel your opponent's card"


@dataclass(frozen=True, slots=True)
class ReduceToZero(EffectBase):
    """The opponent's value is 0 this round and no modifier raises it (p. 29; R209)."""

    value: Value

    def apply(self, ctx: Ctx) -> Combat:
        return CB.reduce_to_zero(ctx.combat, ctx.opp, self.value)

    def words(self) -> str:
        return f"your opponent's {VALUE_WORDS[self.value]} is reduced to 0"


@dataclass(frozen=True, slots=True)
class ReducePrinted(EffectBase):
    """The opponent's printed values count as at most ``to``; modifiers still apply (R210)."""

    to: int
    values: tuple[Value, ...] = ("attack", "defense")

    def apply(self, ctx: Ctx) -> Combat:
        card = ctx.theirs().card
        if card is None:
            return ctx.combat
        cut = {v: min(0, self.to - (card.attack if v == "attack" else card.defense)) for v in self.values}
        return CB.modify(ctx.combat, ctx.opp, cut.get("attack", 0), cut.get("defense", 0))

    def words(self) -> str:
        names = " and ".join(VALUE_WORDS[v] for v in self.values)
        return f"your opponent's printed {names} count as {self.to} at most"


@dataclass(frozen=True, slots=True)
class Deal(EffectBase):
    """Deal X damage to the opponent (p. 29)."""

    n: int

    def apply(self, ctx: Ctx) -> Combat:
        return CB.deal(ctx.combat, ctx.opp, self.n)

    def words(self) -> str:
        return f"deal your opponent {self.n} damage"


@dataclass(frozen=True, slots=True)
class DealPerTaken(EffectBase):
    """Deal the opponent 1 damage for each damage the owner has been dealt this round."""

    def apply(self, ctx: Ctx) -> Combat:
        return CB.deal(ctx.combat, ctx.opp, ctx.combat.side(ctx.who).taken)

    def words(self) -> str:
        return "deal your opponent 1 damage for each damage you have been dealt this round"


@dataclass(frozen=True, slots=True)
class TakeMore(EffectBase):
    """The owner's own card deals him more damage."""

    n: int

    def apply(self, ctx: Ctx) -> Combat:
        return CB.deal(ctx.combat, ctx.who, self.n, by_opponent=False)

    def words(self) -> str:
        return f"you are dealt {self.n} more damage"


@dataclass(frozen=True, slots=True)
class DiscardRandom(EffectBase):
    """The opponent discards ``n`` cards of his hand at random; with ``hurts`` he is also dealt damage
    equal to each discarded card's printed attack."""

    n: int = 1
    hurts: bool = False

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        for _ in range(self.n):
            hand = c.side(ctx.opp).hand
            if not hand:
                break
            card = hand[ctx.random().randrange(len(hand))]
            c = lose_card(c, ctx.opp, card)
            c = replace(c, said=(*c.said, f"{who_name(ctx.opp)} discards {card.name} at random"))
            if self.hurts:
                c = CB.deal(c, ctx.opp, card.attack)
        return c

    def words(self) -> str:
        what = "a card" if self.n == 1 else f"{self.n} cards"
        hurt = " and is dealt damage equal to its printed attack" if self.hurts else ""
        return f"your opponent discards {what} from his hand at random{hurt}"


@dataclass(frozen=True, slots=True)
class Defeat(EffectBase):
    """The opponent is defeated; it takes effect in part f (p. 29; R215)."""

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        return c.with_side(ctx.opp, replace(c.side(ctx.opp), doomed=True))

    def words(self) -> str:
        return "your opponent is defeated"


@dataclass(frozen=True, slots=True)
class TellTypes(EffectBase):
    """The opponent says aloud how many ranged and melee cards he holds (the flow logs it)."""

    def apply(self, ctx: Ctx) -> Combat:
        hand = ctx.combat.side(ctx.opp).hand
        ranged = sum(1 for k in hand if k.type == "ranged")
        line = f"{who_name(ctx.opp)} holds {ranged} ranged and {plural(len(hand) - ranged, 'melee card')}"
        return replace(ctx.combat, said=(*ctx.combat.said, line))

    def words(self) -> str:
        return "your opponent tells how many ranged and how many melee cards he holds"


@dataclass(frozen=True, slots=True)
class StackFromDeck(EffectBase):
    """The top card of the opponent's deck (the hero's: his life pool) goes under his combat stack,
    where it counts against his strength."""

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        side = c.side(ctx.opp)
        deck = c.life if ctx.opp == HERO else c.deck
        if not deck:
            return c
        c = c.with_side(ctx.opp, replace(side, stack=(deck[0], *side.stack)))
        return replace(c, life=deck[1:]) if ctx.opp == HERO else replace(c, deck=deck[1:])

    def words(self) -> str:
        return "the top card of your opponent's deck goes to the bottom of his combat stack"


@dataclass(frozen=True, slots=True)
class Recover(EffectBase):
    """The hero's rest pool and combat stack are shuffled into his life pool (R218)."""

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        if ctx.who != HERO:
            return c
        cards = [*c.life, *c.rest, *c.hero.stack]
        ctx.random().shuffle(cards)
        return replace(c, life=tuple(cards), rest=(), hero=replace(c.hero, stack=()))

    def words(self) -> str:
        return "shuffle your rest pool and your combat stack into your life pool"


@dataclass(frozen=True, slots=True)
class Heal(EffectBase):
    """Remove damage tokens from the foe (the hero's damage is cards, which no combat text heals)."""

    n: int

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        return replace(c, damage=max(0, c.damage - self.n)) if ctx.who == FOE else c

    def words(self) -> str:
        return f"heal {self.n} damage"


@dataclass(frozen=True, slots=True)
class GiveCorruption(EffectBase):
    """The hero gains Corruption cards (the flow draws them, p. 26)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        return replace(c, corruption=c.corruption + self.n) if ctx.opp == HERO else c

    def words(self) -> str:
        return f"your opponent gains {self.n} Corruption card" + ("s" if self.n > 1 else "")


@dataclass(frozen=True, slots=True)
class RandomNext(EffectBase):
    """Next round the opponent's card is drawn at random from his hand (the flow picks it)."""

    def apply(self, ctx: Ctx) -> Combat:
        return CB.mark(ctx.combat, random_note(ctx.opp, ctx.combat.round + 1))

    def words(self) -> str:
        return "next round your opponent plays a card of his hand at random"


@dataclass(frozen=True, slots=True)
class OpensNext(EffectBase):
    """Next round the opponent chooses his card first, face up (the flow asks him first, R213)."""

    def apply(self, ctx: Ctx) -> Combat:
        return CB.mark(ctx.combat, opens_note(ctx.opp, ctx.combat.round + 1))

    def words(self) -> str:
        return "next round your opponent chooses his card first and places it face up"


@dataclass(frozen=True, slots=True)
class FromHand(EffectBase):
    """At least ``n`` of the damage the hero pays this round comes from his hand (R212)."""

    n: int = 1

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        return replace(c, from_hand=max(c.from_hand, self.n)) if ctx.opp == HERO else c

    def words(self) -> str:
        return f"your opponent pays at least {self.n} of that damage from his hand"


@dataclass(frozen=True, slots=True)
class DiscardAfter(EffectBase):
    """The owner's card this round leaves his combat stack at the end of the round (R208)."""

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        side = c.side(ctx.who)
        return c.with_side(ctx.who, replace(side, play=replace(side.play, discard=True)))

    def words(self) -> str:
        return "that card is discarded at the end of the round"
