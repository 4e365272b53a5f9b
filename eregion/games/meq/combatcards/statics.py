"""What a card guards while it is revealed (cannot be cancelled, a defence floor, a damage cap, damage as
influence) and what changes strength costs; read by :class:`~.rules.Rules` when a card is revealed and
when strength is totalled (R204)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from eregion.games.meq.combat import Combat, Play, Who


class Static(Protocol):
    def guard(self, play: Play) -> Play:
        """The card as revealed, with what this text guards."""
        ...

    def cost(self, combat: Combat, who: Who, at: int, cost: int) -> int:
        """The strength the card at ``at`` of ``who``'s stack costs, given ``cost`` so far."""
        ...

    def words(self) -> str: ...


class StaticBase:
    """A static that neither guards the card nor changes costs (the defaults)."""

    def guard(self, play: Play) -> Play:
        return play

    def cost(self, combat: Combat, who: Who, at: int, cost: int) -> int:
        return cost


@dataclass(frozen=True, slots=True)
class Uncancellable(StaticBase):
    def guard(self, play: Play) -> Play:
        return replace(play, protected=True)

    def words(self) -> str:
        return "this card cannot be cancelled"


@dataclass(frozen=True, slots=True)
class Floor(StaticBase):
    n: int

    def guard(self, play: Play) -> Play:
        return replace(play, floor=self.n)

    def words(self) -> str:
        return f"its defence cannot be reduced below {self.n}"


@dataclass(frozen=True, slots=True)
class Cap(StaticBase):
    n: int

    def guard(self, play: Play) -> Play:
        return replace(play, cap=self.n)

    def words(self) -> str:
        return f"you cannot be dealt more than {self.n} damage this round"


@dataclass(frozen=True, slots=True)
class Redirect(StaticBase):
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
class Cheaper(StaticBase):
    type: str
    n: int

    def cost(self, combat: Combat, who: Who, at: int, cost: int) -> int:
        return max(0, cost - self.n) if combat.side(who).stack[at].type == self.type else cost

    def words(self) -> str:
        return f"your {self.type} cards cost {self.n} less strength (not below 0)"


@dataclass(frozen=True, slots=True)
class BottomFree(StaticBase):
    type: str

    def cost(self, combat: Combat, who: Who, at: int, cost: int) -> int:
        stack = combat.side(who).stack
        return 0 if at == 0 and stack[0].type == self.type else cost

    def words(self) -> str:
        return f"the bottom card of your combat stack costs no strength if it is a {self.type} card"


@dataclass(frozen=True, slots=True)
class NextFree(StaticBase):
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
class KeepsTurn(StaticBase):
    """A hero's: a foe he does not defeat does not end his turn (the Resolution reads it)."""

    def words(self) -> str:
        return "your turn does not end when you fail to defeat a foe in combat"
