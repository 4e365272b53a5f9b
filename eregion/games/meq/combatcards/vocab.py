"""The combat vocabulary (pp. 27-32): what a Combat card's or a foe's ability is made of.

A card's text is a :class:`Text`: :class:`Ability` entries (when it acts, the conditions it reads
(:mod:`.conditions`), the effects it has (:mod:`.effects`, :mod:`.choices`), in order) and statics
(:mod:`.statics`: what the card guards while it is revealed, or what it does to strength costs). Every
element is a small frozen record that runs on :class:`~eregion.games.meq.combat.Combat` through its
primitives and says in plain words what it does (``words``), so a card's display text is made from its
encoding. "You" is the card's owner, "your opponent" the other combatant.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Literal

from eregion.games.meq import combat as CB
from eregion.games.meq.combat import Combat, Timing
from eregion.games.meq.combatcards.conditions import Cond, Once
from eregion.games.meq.combatcards.context import Ctx
from eregion.games.meq.combatcards.effects import Effect
from eregion.games.meq.combatcards.statics import Static

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
