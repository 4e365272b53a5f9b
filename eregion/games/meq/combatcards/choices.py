"""Effects that leave a choice to a player (R203): each queues itself on the combat
(:func:`~eregion.games.meq.combat.ask`) and is settled by the flow after the round's damage."""

from __future__ import annotations

from dataclasses import dataclass, replace

from eregion.games.meq import combat as CB
from eregion.games.meq.combat import FOE, HERO, Combat, Who, other
from eregion.games.meq.combatcards.context import Ctx, named_note, who_name
from eregion.games.meq.combatcards.effects import EffectBase


def _others(combat: Combat, owner: Who) -> list[int]:
    """Where the cards of the owner's combat stack lie other than the one he played this round (the
    ability's own card, on top while it is there; it may have left at the end of the round, R208)."""
    side = combat.side(owner)
    own = side.play.card
    top = len(side.stack) - 1
    if own is not None and side.stack and side.stack[top] == own:
        return list(range(top))
    return list(range(len(side.stack)))


@dataclass(frozen=True, slots=True)
class ReturnToHand(EffectBase):
    """The owner takes another card of his combat stack back into his hand (R214)."""

    def apply(self, ctx: Ctx) -> Combat:
        return CB.ask(ctx.combat, ctx.who, self, ctx.source)

    def decider(self, owner: Who) -> Who:
        return owner

    def prompt(self) -> str:
        return "Return which card of your combat stack to your hand?"

    def options(self, combat: Combat, owner: Who) -> tuple[str, ...]:
        stack = combat.side(owner).stack
        return tuple(f"card:{i}" for i in sorted({stack[at].id for at in _others(combat, owner)}))

    def choose(self, combat: Combat, owner: Who, option: str) -> Combat:
        side = combat.side(owner)
        ident = option.partition(":")[2]
        at = max(at for at in _others(combat, owner) if side.stack[at].id == ident)
        card = side.stack[at]
        stack = side.stack[:at] + side.stack[at + 1 :]
        c = combat.with_side(owner, replace(side, stack=stack, hand=(*side.hand, card)))
        return replace(c, said=(*c.said, f"{who_name(owner)} takes {card.name} back from the combat stack"))

    def words(self) -> str:
        return "return another card of your combat stack to your hand"


@dataclass(frozen=True, slots=True)
class DrawUpTo(EffectBase):
    """The hero draws up to ``n`` cards, each from the top of his rest pool or of his life pool."""

    n: int

    def apply(self, ctx: Ctx) -> Combat:
        return CB.ask(ctx.combat, ctx.who, self, ctx.source) if ctx.who == HERO else ctx.combat

    def decider(self, owner: Who) -> Who:
        return owner

    def prompt(self) -> str:
        return f"Draw a card ({self.n} more at most): from which pool?"

    def options(self, combat: Combat, owner: Who) -> tuple[str, ...]:
        pools = (["from_rest"] if combat.rest else []) + (["from_life"] if combat.life else [])
        return (*pools, "done") if pools else ()

    def choose(self, combat: Combat, owner: Who, option: str) -> Combat:
        if option == "done":
            return combat
        if option == "from_rest":
            card, c = combat.rest[-1], replace(combat, rest=combat.rest[:-1])
            said = f"the hero draws {card.name} from his rest pool"
        else:
            card, c = combat.life[0], replace(combat, life=combat.life[1:])
            said = "the hero draws a card from his life pool"
        c = replace(c, hero=replace(c.hero, hand=(*c.hero.hand, card)), said=(*c.said, said))
        return CB.ask(c, owner, DrawUpTo(self.n - 1)) if self.n > 1 else c

    def words(self) -> str:
        return f"draw up to {self.n} cards, each from the top of your rest pool or of your life pool"


@dataclass(frozen=True, slots=True)
class NameType(EffectBase):
    """A combatant names ranged or melee for the owner's card's next round (:class:`OppOffNamed`):
    the owner himself, or his opponent when ``by_opponent``. Said aloud (R219)."""

    by_opponent: bool = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.ask(ctx.combat, ctx.who, self, ctx.source)

    def decider(self, owner: Who) -> Who:
        return other(owner) if self.by_opponent else owner

    def prompt(self) -> str:
        return "Name a card type: ranged or melee"

    def options(self, combat: Combat, owner: Who) -> tuple[str, ...]:
        return ("ranged", "melee")

    def choose(self, combat: Combat, owner: Who, option: str) -> Combat:
        c = CB.mark(combat, named_note(owner, option, combat.round + 1))
        return replace(c, said=(*c.said, f"{who_name(self.decider(owner))} names {option}"))

    def words(self) -> str:
        return "your opponent names ranged or melee" if self.by_opponent else "name ranged or melee"


@dataclass(frozen=True, slots=True)
class MayDraw(EffectBase):
    """The owner may draw the top card of his deck into his hand."""

    def apply(self, ctx: Ctx) -> Combat:
        deck = ctx.combat.deck if ctx.who == FOE else ctx.combat.life
        return CB.ask(ctx.combat, ctx.who, self, ctx.source) if deck else ctx.combat

    def decider(self, owner: Who) -> Who:
        return owner

    def prompt(self) -> str:
        return "Draw a combat card?"

    def options(self, combat: Combat, owner: Who) -> tuple[str, ...]:
        return ("yes", "no")

    def choose(self, combat: Combat, owner: Who, option: str) -> Combat:
        if option == "no":
            return combat
        side = combat.side(owner)
        if owner == FOE:
            c = replace(combat, deck=combat.deck[1:])
            card = combat.deck[0]
        else:
            c = replace(combat, life=combat.life[1:])
            card = combat.life[0]
        c = c.with_side(owner, replace(side, hand=(*side.hand, card)))
        return replace(c, said=(*c.said, f"{who_name(owner)} draws a combat card"))

    def words(self) -> str:
        return "you may draw a card"


@dataclass(frozen=True, slots=True)
class MayRetreat(EffectBase):
    """The hero may end the combat, undefeated on both sides, and move to an adjacent location; his
    turn goes on (R220). The flow asks where."""

    def apply(self, ctx: Ctx) -> Combat:
        return CB.ask(ctx.combat, ctx.who, self, ctx.source) if ctx.who == HERO else ctx.combat

    def decider(self, owner: Who) -> Who:
        return owner

    def prompt(self) -> str:
        return "End the combat and move to an adjacent location?"

    def options(self, combat: Combat, owner: Who) -> tuple[str, ...]:
        return () if combat.foe_defeated or combat.hero_defeated else ("yes", "no")

    def choose(self, combat: Combat, owner: Who, option: str) -> Combat:
        if option == "no":
            return combat
        return replace(combat, retreated=True, said=(*combat.said, "the hero ends the combat"))

    def words(self) -> str:
        return "you may end the combat, move to an adjacent location and go on with your turn"
