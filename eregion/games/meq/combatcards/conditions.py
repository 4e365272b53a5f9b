"""The conditions an ability needs (all of them): what the cards played are, what they print, what
damage was dealt, who is defeated, whether it acted before in this combat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from eregion.games.meq import combat as CB
from eregion.games.meq.combatcards.context import VALUE_WORDS, Ctx, Value, defeated, named_note


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
        return f"your opponent's printed {VALUE_WORDS[self.value]} is {bound}"


@dataclass(frozen=True, slots=True)
class OppCosts:
    """The opponent's card's printed strength cost is at least ``at_least`` (R216)."""

    at_least: int

    def holds(self, ctx: Ctx) -> bool:
        card = ctx.theirs().card
        return card is not None and not ctx.combat.side(ctx.opp).exhausted and card.cost >= self.at_least

    def words(self) -> str:
        return f"your opponent's card costs {self.at_least} or more strength"


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


@dataclass(frozen=True, slots=True)
class Standing:
    def holds(self, ctx: Ctx) -> bool:
        return not defeated(ctx.combat, ctx.who)

    def words(self) -> str:
        return "you are not defeated"


@dataclass(frozen=True, slots=True)
class OppDefeated:
    def holds(self, ctx: Ctx) -> bool:
        return defeated(ctx.combat, ctx.opp)

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
