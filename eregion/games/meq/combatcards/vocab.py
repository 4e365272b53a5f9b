"""The combat vocabulary (pp. 27-32): what a Combat card's or a foe's ability is made of.

A card's text is a :class:`Text`: :class:`Ability` entries (when it acts, the conditions it reads, the
effects it has, in order) and statics (what the card guards while it is revealed, or what it does to
strength costs). Every element is a small frozen record that runs on :class:`~eregion.games.meq.combat.
Combat` through its primitives and says in plain words what it does (``words``), so a card's display
text is made from its encoding. "You" is the card's owner, "your opponent" the other combatant.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import ClassVar, Literal, Protocol

from eregion.core import Rng
from eregion.games.meq import combat as CB
from eregion.games.meq.combat import FOE, HERO, Combat, Play, Timing, Who, other
from eregion.games.meq.facts import CombatCard

When = Literal["now", "next", "damage", "end", "start"]
NOW: When = "now"  # part e of the round the card is played (a cancel: the cancel sweep, R30)
NEXT: When = "next"  # part d of the next round (p. 28)
AFTER_DAMAGE: When = "damage"  # after the damage of part f (R31)
ROUND_END: When = "end"  # after part f's defeat check (R201)
START: When = "start"  # when the combat begins, before the Preparation (a foe's ability)

_PREFIX = {
    NOW: "",
    NEXT: "next round: ",
    AFTER_DAMAGE: "after the damage: ",
    ROUND_END: "at the end of the round: ",
    START: "when the combat begins: ",
}

Value = Literal["attack", "defense"]
_VALUE = {"attack": "attack", "defense": "defence"}


@dataclass(frozen=True, slots=True)
class Ctx:
    """Where an ability acts: the combat, the card's owner, the card (for a foe's ability, the card
    that triggered it; None when the combat begins) and the random source of the game."""

    combat: Combat
    who: Who
    card: CombatCard | None
    rng: Rng | None

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


def _name(who: Who) -> str:
    return "the hero" if who == HERO else "the foe"


# --- conditions -------------------------------------------------------------------------------------


class Cond(Protocol):
    def holds(self, ctx: Ctx) -> bool: ...

    def words(self) -> str: ...


@dataclass(frozen=True, slots=True)
class OppPlays:
    """The opponent's card this round is of ``type`` (an exhausted combatant has no type, p. 28)."""

    type: str

    def holds(self, ctx: Ctx) -> bool:
        return CB.play_type(ctx.combat, ctx.opp) == self.type

    def words(self) -> str:
        return f"your opponent plays a {self.type} card"


@dataclass(frozen=True, slots=True)
class YouPlay:
    """The owner's card this round is of ``type`` (for "next round" text, the card played now)."""

    type: str

    def holds(self, ctx: Ctx) -> bool:
        return CB.play_type(ctx.combat, ctx.who) == self.type

    def words(self) -> str:
        return f"you play a {self.type} card"


@dataclass(frozen=True, slots=True)
class OppRepeats:
    """The opponent's card is of the type he played last round (none last round: no match)."""

    def holds(self, ctx: Ctx) -> bool:
        now = CB.play_type(ctx.combat, ctx.opp)
        return now is not None and now == CB.last_type(ctx.combat, ctx.opp)

    def words(self) -> str:
        return "your opponent's card is of the type he played last round"


@dataclass(frozen=True, slots=True)
class OppPrinted:
    """A printed value of the opponent's card, not its modified one (p. 29)."""

    value: Value
    at_most: int | None = None
    at_least: int | None = None

    def holds(self, ctx: Ctx) -> bool:
        card = ctx.theirs().card
        if card is None or ctx.combat.side(ctx.opp).exhausted:
            return False
        n = card.attack if self.value == "attack" else card.defense
        return (self.at_most is None or n <= self.at_most) and (self.at_least is None or n >= self.at_least)

    def words(self) -> str:
        if self.at_most == 0:
            bound = "0"
        elif self.at_most is not None:
            bound = f"{self.at_most} or less"
        else:
            bound = f"{self.at_least} or more"
        return f"your opponent's printed {_VALUE[self.value]} is {bound}"


@dataclass(frozen=True, slots=True)
class OppCosts:
    """The opponent's card's printed strength cost is at least ``at_least`` (R216)."""

    at_least: int

    def holds(self, ctx: Ctx) -> bool:
        card = ctx.theirs().card
        return card is not None and not ctx.combat.side(ctx.opp).exhausted and card.cost >= self.at_least

    def words(self) -> str:
        return f"your opponent's card costs {self.at_least} or more strength"


def named_note(owner: Who, type_: str, round_: int) -> str:
    """The mark a named type leaves for the round it concerns."""
    return f"{owner}'s card names {type_} for round {round_}"


@dataclass(frozen=True, slots=True)
class OppOffNamed:
    """The opponent plays a card whose type is not the one named last round for this card
    (:class:`NameType`)."""

    def holds(self, ctx: Ctx) -> bool:
        now = CB.play_type(ctx.combat, ctx.opp)
        if now is None:
            return False
        named = [
            t for t in ("ranged", "melee") if named_note(ctx.who, t, ctx.combat.round) in ctx.combat.marks
        ]
        return bool(named) and now not in named

    def words(self) -> str:
        return "your opponent's card is not of the type named"


@dataclass(frozen=True, slots=True)
class Dealt:
    """The owner has dealt at least ``at_least`` damage this round, by attack or by text (R202)."""

    at_least: int

    def holds(self, ctx: Ctx) -> bool:
        return ctx.combat.side(ctx.who).dealt >= self.at_least

    def words(self) -> str:
        return f"you have dealt at least {self.at_least} damage this round"


@dataclass(frozen=True, slots=True)
class Taken:
    """The owner has been dealt at least ``at_least`` damage this round, from any source."""

    at_least: int

    def holds(self, ctx: Ctx) -> bool:
        return ctx.combat.side(ctx.who).taken >= self.at_least

    def words(self) -> str:
        return f"you have been dealt at least {self.at_least} damage this round"


@dataclass(frozen=True, slots=True)
class NoneTaken:
    def holds(self, ctx: Ctx) -> bool:
        return ctx.combat.side(ctx.who).taken == 0

    def words(self) -> str:
        return "you have been dealt no damage this round"


@dataclass(frozen=True, slots=True)
class Prevented:
    """The owner's defence stopped at least ``at_least`` of the opponent's attack this round."""

    at_least: int

    def holds(self, ctx: Ctx) -> bool:
        return min(ctx.theirs().final_attack, ctx.mine().final_defense) >= self.at_least

    def words(self) -> str:
        return f"your card's defence stopped at least {self.at_least} damage"


def _defeated(combat: Combat, who: Who) -> bool:
    return combat.foe_defeated if who == FOE else combat.hero_defeated


@dataclass(frozen=True, slots=True)
class Standing:
    def holds(self, ctx: Ctx) -> bool:
        return not _defeated(ctx.combat, ctx.who)

    def words(self) -> str:
        return "you are not defeated"


@dataclass(frozen=True, slots=True)
class OppDefeated:
    def holds(self, ctx: Ctx) -> bool:
        return _defeated(ctx.combat, ctx.opp)

    def words(self) -> str:
        return "your opponent is defeated"


@dataclass(frozen=True, slots=True)
class Once:
    """Only the first time in a combat; the ability marks ``key`` when it acts."""

    key: str

    def holds(self, ctx: Ctx) -> bool:
        return self.key not in ctx.combat.marks

    def words(self) -> str:
        return "once per combat"


# --- effects ----------------------------------------------------------------------------------------


class Effect(Protocol):
    sweep: ClassVar[bool]  # a cancel: acts in the cancel sweep when it acts "now" (R30)

    def apply(self, ctx: Ctx) -> Combat: ...

    def words(self) -> str: ...


def _bonus(attack: int, defense: int) -> str:
    parts = [f"{n:+d} {name}" for n, name in ((attack, "attack"), (defense, "defence")) if n]
    return " and ".join(parts)


@dataclass(frozen=True, slots=True)
class Gain:
    """Modify the owner's card this round (p. 29)."""

    attack: int = 0
    defense: int = 0
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.modify(ctx.combat, ctx.who, self.attack, self.defense)

    def words(self) -> str:
        return _bonus(self.attack, self.defense)


@dataclass(frozen=True, slots=True)
class GainPer:
    """A bonus for each other card in the owner's combat stack (only the melee ones if ``melee``)."""

    attack: int = 0
    defense: int = 0
    melee: bool = False
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        stack = ctx.combat.side(ctx.who).stack
        n = sum(1 for k in stack if not self.melee or k.type == "melee") - 1  # less the card itself
        return CB.modify(ctx.combat, ctx.who, self.attack * max(0, n), self.defense * max(0, n))

    def words(self) -> str:
        kind = "other melee card" if self.melee else "other card"
        return f"{_bonus(self.attack, self.defense)} for each {kind} in your combat stack"


@dataclass(frozen=True, slots=True)
class GainTheirAttack:
    """The owner's attack rises by the opponent card's attack as it stands (R217)."""

    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.modify(ctx.combat, ctx.who, attack=ctx.theirs().final_attack)

    def words(self) -> str:
        return "gain attack equal to your opponent's card's attack"


@dataclass(frozen=True, slots=True)
class Cancel:
    """Cancel the opponent's card (p. 29), unless its text forbids it."""

    sweep: ClassVar[bool] = True

    def apply(self, ctx: Ctx) -> Combat:
        return CB.cancel(ctx.combat, ctx.opp)

    def words(self) -> str:
        return "cancel your opponent's card"


@dataclass(frozen=True, slots=True)
class ReduceToZero:
    """The opponent's value is 0 this round and no modifier raises it (p. 29; R209)."""

    value: Value
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.reduce_to_zero(ctx.combat, ctx.opp, self.value)

    def words(self) -> str:
        return f"your opponent's {_VALUE[self.value]} is reduced to 0"


@dataclass(frozen=True, slots=True)
class ReducePrinted:
    """The opponent's printed values count as at most ``to``; modifiers still apply (R210)."""

    to: int
    values: tuple[Value, ...] = ("attack", "defense")
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        card = ctx.theirs().card
        if card is None:
            return ctx.combat
        cut = {v: min(0, self.to - (card.attack if v == "attack" else card.defense)) for v in self.values}
        return CB.modify(ctx.combat, ctx.opp, cut.get("attack", 0), cut.get("defense", 0))

    def words(self) -> str:
        names = " and ".join(_VALUE[v] for v in self.values)
        return f"your opponent's printed {names} count as {self.to} at most"


@dataclass(frozen=True, slots=True)
class Deal:
    """Deal X damage to the opponent (p. 29)."""

    n: int
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.deal(ctx.combat, ctx.opp, self.n)

    def words(self) -> str:
        return f"deal your opponent {self.n} damage"


@dataclass(frozen=True, slots=True)
class DealPerTaken:
    """Deal the opponent 1 damage for each damage the owner has been dealt this round."""

    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.deal(ctx.combat, ctx.opp, ctx.combat.side(ctx.who).taken)

    def words(self) -> str:
        return "deal your opponent 1 damage for each damage you have been dealt this round"


@dataclass(frozen=True, slots=True)
class TakeMore:
    """The owner's own card deals him more damage."""

    n: int
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.deal(ctx.combat, ctx.who, self.n, by_opponent=False)

    def words(self) -> str:
        return f"you are dealt {self.n} more damage"


def lose_card(combat: Combat, who: Who, card: CombatCard) -> Combat:
    """``who`` discards ``card`` from his hand: the hero's to his rest pool (p. 21), the foe's with
    its discarded combat cards."""
    side = combat.side(who)
    hand = list(side.hand)
    hand.remove(card)
    c = combat.with_side(who, replace(side, hand=tuple(hand)))
    return replace(c, rest=(*c.rest, card)) if who == HERO else replace(c, spent=(*c.spent, card))


@dataclass(frozen=True, slots=True)
class DiscardRandom:
    """The opponent discards ``n`` cards of his hand at random; with ``hurts`` he is also dealt damage
    equal to each discarded card's printed attack."""

    n: int = 1
    hurts: bool = False
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        for _ in range(self.n):
            hand = c.side(ctx.opp).hand
            if not hand:
                break
            card = hand[ctx.random().randrange(len(hand))]
            c = lose_card(c, ctx.opp, card)
            c = replace(c, said=(*c.said, f"{_name(ctx.opp)} discards {card.name} at random"))
            if self.hurts:
                c = CB.deal(c, ctx.opp, card.attack)
        return c

    def words(self) -> str:
        what = "a card" if self.n == 1 else f"{self.n} cards"
        hurt = " and is dealt damage equal to its printed attack" if self.hurts else ""
        return f"your opponent discards {what} from his hand at random{hurt}"


@dataclass(frozen=True, slots=True)
class Defeat:
    """The opponent is defeated; it takes effect in part f (p. 29; R215)."""

    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        return c.with_side(ctx.opp, replace(c.side(ctx.opp), doomed=True))

    def words(self) -> str:
        return "your opponent is defeated"


@dataclass(frozen=True, slots=True)
class TellTypes:
    """The opponent says aloud how many ranged and melee cards he holds (the flow logs it)."""

    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        hand = ctx.combat.side(ctx.opp).hand
        ranged = sum(1 for k in hand if k.type == "ranged")
        line = f"{_name(ctx.opp)} holds {ranged} ranged and {len(hand) - ranged} melee card(s)"
        return replace(ctx.combat, said=(*ctx.combat.said, line))

    def words(self) -> str:
        return "your opponent tells how many ranged and how many melee cards he holds"


@dataclass(frozen=True, slots=True)
class StackFromDeck:
    """The top card of the opponent's deck (the hero's: his life pool) goes under his combat stack,
    where it counts against his strength."""

    sweep: ClassVar[bool] = False

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
class Recover:
    """The hero's rest pool and combat stack are shuffled into his life pool (R218)."""

    sweep: ClassVar[bool] = False

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
class Heal:
    """Remove damage tokens from the foe (the hero's damage is cards, which no combat text heals)."""

    n: int
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        return replace(c, damage=max(0, c.damage - self.n)) if ctx.who == FOE else c

    def words(self) -> str:
        return f"heal {self.n} damage"


@dataclass(frozen=True, slots=True)
class GiveCorruption:
    """The hero gains Corruption cards (the flow draws them, p. 26)."""

    n: int = 1
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        return replace(c, corruption=c.corruption + self.n) if ctx.opp == HERO else c

    def words(self) -> str:
        return f"your opponent gains {self.n} Corruption card" + ("s" if self.n > 1 else "")


def random_note(who: Who, round_: int) -> str:
    return f"{who} plays a card at random in round {round_}"


def opens_note(who: Who, round_: int) -> str:
    return f"{who} chooses first and face up in round {round_}"


@dataclass(frozen=True, slots=True)
class RandomNext:
    """Next round the opponent's card is drawn at random from his hand (the flow picks it)."""

    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.mark(ctx.combat, random_note(ctx.opp, ctx.combat.round + 1))

    def words(self) -> str:
        return "next round your opponent plays a card of his hand at random"


@dataclass(frozen=True, slots=True)
class OpensNext:
    """Next round the opponent chooses his card first, face up (the flow asks him first, R213)."""

    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.mark(ctx.combat, opens_note(ctx.opp, ctx.combat.round + 1))

    def words(self) -> str:
        return "next round your opponent chooses his card first and places it face up"


@dataclass(frozen=True, slots=True)
class FromHand:
    """At least ``n`` of the damage the hero pays this round comes from his hand (R212)."""

    n: int = 1
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        return replace(c, from_hand=max(c.from_hand, self.n)) if ctx.opp == HERO else c

    def words(self) -> str:
        return f"your opponent pays at least {self.n} of that damage from his hand"


@dataclass(frozen=True, slots=True)
class DiscardAfter:
    """The owner's card this round leaves his combat stack at the end of the round (R208)."""

    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        c = ctx.combat
        side = c.side(ctx.who)
        return c.with_side(ctx.who, replace(side, play=replace(side.play, discard=True)))

    def words(self) -> str:
        return "that card is discarded at the end of the round"


# --- effects that leave a choice (R203) -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """The owner takes another card of his combat stack back into his hand (R214)."""

    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.ask(ctx.combat, ctx.who, self)

    def decider(self, owner: Who) -> Who:
        return owner

    def prompt(self) -> str:
        return "Return which card of your combat stack to your hand?"

    def options(self, combat: Combat, owner: Who) -> tuple[str, ...]:
        return tuple(f"card:{i}" for i in sorted({k.id for k in combat.side(owner).stack[:-1]}))

    def choose(self, combat: Combat, owner: Who, option: str) -> Combat:
        side = combat.side(owner)
        ident = option.partition(":")[2]
        at = max(i for i, k in enumerate(side.stack[:-1]) if k.id == ident)
        card = side.stack[at]
        stack = side.stack[:at] + side.stack[at + 1 :]
        c = combat.with_side(owner, replace(side, stack=stack, hand=(*side.hand, card)))
        return replace(c, said=(*c.said, f"{_name(owner)} takes {card.name} back from the combat stack"))

    def words(self) -> str:
        return "return another card of your combat stack to your hand"


@dataclass(frozen=True, slots=True)
class DrawUpTo:
    """The hero draws up to ``n`` cards, each from the top of his rest pool or of his life pool."""

    n: int
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.ask(ctx.combat, ctx.who, self) if ctx.who == HERO else ctx.combat

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
class NameType:
    """A combatant names ranged or melee for the owner's card's next round (:class:`OppOffNamed`):
    the owner himself, or his opponent when ``by_opponent``. Said aloud (R219)."""

    by_opponent: bool = False
    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.ask(ctx.combat, ctx.who, self)

    def decider(self, owner: Who) -> Who:
        return other(owner) if self.by_opponent else owner

    def prompt(self) -> str:
        return "Name a card type: ranged or melee"

    def options(self, combat: Combat, owner: Who) -> tuple[str, ...]:
        return ("ranged", "melee")

    def choose(self, combat: Combat, owner: Who, option: str) -> Combat:
        c = CB.mark(combat, named_note(owner, option, combat.round + 1))
        return replace(c, said=(*c.said, f"{_name(self.decider(owner))} names {option}"))

    def words(self) -> str:
        return "your opponent names ranged or melee" if self.by_opponent else "name ranged or melee"


@dataclass(frozen=True, slots=True)
class MayDraw:
    """The owner may draw the top card of his deck into his hand."""

    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        deck = ctx.combat.deck if ctx.who == FOE else ctx.combat.life
        return CB.ask(ctx.combat, ctx.who, self) if deck else ctx.combat

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
        return replace(c, said=(*c.said, f"{_name(owner)} draws a combat card"))

    def words(self) -> str:
        return "you may draw a card"


@dataclass(frozen=True, slots=True)
class MayRetreat:
    """The hero may end the combat, undefeated on both sides, and move to an adjacent location; his
    turn goes on (R220). The flow asks where."""

    sweep: ClassVar[bool] = False

    def apply(self, ctx: Ctx) -> Combat:
        return CB.ask(ctx.combat, ctx.who, self) if ctx.who == HERO else ctx.combat

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


# --- statics -----------------------------------------------------------------------------------------


class Static(Protocol):
    def guard(self, play: Play) -> Play:
        """The card as revealed, with what this text guards."""
        ...

    def cost(self, combat: Combat, who: Who, at: int, cost: int) -> int:
        """The strength the card at ``at`` of ``who``'s stack costs, given ``cost`` so far."""
        ...

    def words(self) -> str: ...


class _Plain:
    """A static that neither guards the card nor changes costs (the defaults)."""

    def guard(self, play: Play) -> Play:
        return play

    def cost(self, combat: Combat, who: Who, at: int, cost: int) -> int:
        return cost


@dataclass(frozen=True, slots=True)
class Uncancellable(_Plain):
    def guard(self, play: Play) -> Play:
        return replace(play, protected=True)

    def words(self) -> str:
        return "this card cannot be cancelled"


@dataclass(frozen=True, slots=True)
class Floor(_Plain):
    n: int

    def guard(self, play: Play) -> Play:
        return replace(play, floor=self.n)

    def words(self) -> str:
        return f"its defence cannot be reduced below {self.n}"


@dataclass(frozen=True, slots=True)
class Cap(_Plain):
    n: int

    def guard(self, play: Play) -> Play:
        return replace(play, cap=self.n)

    def words(self) -> str:
        return f"you cannot be dealt more than {self.n} damage this round"


@dataclass(frozen=True, slots=True)
class Redirect(_Plain):
    """Damage the owner's card of ``type`` would deal places influence instead (R207)."""

    type: str

    def guard(self, play: Play) -> Play:
        return replace(play, redirect=True) if play.type == self.type else play

    def words(self) -> str:
        return (
            f"each damage your {self.type} card would deal places 1 influence in extension of a "
            "Shadow Stronghold instead"
        )


@dataclass(frozen=True, slots=True)
class Cheaper(_Plain):
    type: str
    n: int

    def cost(self, combat: Combat, who: Who, at: int, cost: int) -> int:
        return max(0, cost - self.n) if combat.side(who).stack[at].type == self.type else cost

    def words(self) -> str:
        return f"your {self.type} cards cost {self.n} less strength (not below 0)"


@dataclass(frozen=True, slots=True)
class BottomFree(_Plain):
    type: str

    def cost(self, combat: Combat, who: Who, at: int, cost: int) -> int:
        stack = combat.side(who).stack
        return 0 if at == 0 and stack[0].type == self.type else cost

    def words(self) -> str:
        return f"the bottom card of your combat stack costs no strength if it is a {self.type} card"


@dataclass(frozen=True, slots=True)
class NextFree(_Plain):
    """Read from the card played last round: the card played now costs nothing if of ``type`` (R211)."""

    type: str

    def cost(self, combat: Combat, who: Who, at: int, cost: int) -> int:
        side = combat.side(who)
        now = side.play.card
        top = at == len(side.stack) - 1 and now is not None and side.stack[at] == now
        return 0 if top and now is not None and now.type == self.type else cost

    def words(self) -> str:
        return f"next round, a {self.type} card you play costs no strength"


@dataclass(frozen=True, slots=True)
class KeepsTurn(_Plain):
    """A hero's: a foe he does not defeat does not end his turn (the Resolution reads it)."""

    def words(self) -> str:
        return "your turn does not end when you fail to defeat a foe in combat"


# --- abilities and texts ----------------------------------------------------------------------------

_TIMING: dict[When, Timing] = {
    NEXT: CB.PREVIOUS,
    AFTER_DAMAGE: CB.DAMAGE,
    ROUND_END: CB.END,
}


@dataclass(frozen=True, slots=True)
class Ability:
    """When it acts, the conditions it needs (all of them) and its effects, applied in order."""

    when: When
    effects: tuple[Effect, ...]
    only_if: tuple[Cond, ...] = ()

    def timing(self) -> Timing | None:
        """The moment of the round it acts at; None when the combat begins."""
        if self.when == NOW:
            return CB.CANCEL if any(e.sweep for e in self.effects) else CB.CURRENT
        return _TIMING.get(self.when)

    def run(self, ctx: Ctx) -> Combat:
        if not all(cond.holds(ctx) for cond in self.only_if):
            return ctx.combat
        c = ctx.combat
        for effect in self.effects:
            c = effect.apply(replace(ctx, combat=c))
        for cond in self.only_if:
            if isinstance(cond, Once):
                c = CB.mark(c, cond.key)
        return c

    def words(self) -> str:
        said = " and ".join(e.words() for e in self.effects)
        conds = [c for c in self.only_if if not isinstance(c, Once)]
        if conds:
            said = "if " + " and ".join(c.words() for c in conds) + ", " + said
        once = "".join(c.words() + ", " for c in self.only_if if isinstance(c, Once))
        return _PREFIX[self.when] + once + said


@dataclass(frozen=True, slots=True)
class Text:
    """A whole printed ability, encoded."""

    abilities: tuple[Ability, ...] = ()
    statics: tuple[Static, ...] = ()

    def words(self) -> str:
        parts = [s.words() for s in self.statics] + [a.words() for a in self.abilities]
        return " ".join(p[0].upper() + p[1:] + "." for p in parts)

    def elements(self) -> Iterator[object]:
        """Every vocabulary element of the text."""
        yield from self.statics
        for a in self.abilities:
            yield from a.only_if
            yield from a.effects


def text(*abilities: Ability, statics: tuple[Static, ...] = ()) -> Text:
    return Text(tuple(abilities), statics)


def now(*effects: Effect, only_if: tuple[Cond, ...] = ()) -> Ability:
    return Ability(NOW, tuple(effects), only_if)


def next_round(*effects: Effect, only_if: tuple[Cond, ...] = ()) -> Ability:
    return Ability(NEXT, tuple(effects), only_if)


def after_damage(*effects: Effect, only_if: tuple[Cond, ...] = ()) -> Ability:
    return Ability(AFTER_DAMAGE, tuple(effects), only_if)


def round_end(*effects: Effect, only_if: tuple[Cond, ...] = ()) -> Ability:
    return Ability(ROUND_END, tuple(effects), only_if)


def at_start(*effects: Effect) -> Ability:
    return Ability(START, tuple(effects))
