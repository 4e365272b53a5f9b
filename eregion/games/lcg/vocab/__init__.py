"""The LCG effect vocabulary: what a card's abilities are made of, so each card is a few lines of data.

A card's text is a :class:`CardText`: passive effects (:class:`~eregion.games.lcg.filters.Static`),
actions (:class:`Action`), responses and forced effects (:class:`Response`, :class:`Forced`, keyed by a
trigger name), an event's parts, When Revealed, shadow and travel parts. Costs and effects are
:class:`Part` objects run in order by the ``res`` step (``abilities``): an ability is offered only when
every part can be done (5.6: costs must be paid in full), then each effect does as much as it can.
Parts that choose ask the acting player; ``IT`` is the card chosen by an earlier part, ``chosen``
players come from :class:`ChoosePlayer`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.cards import Modifier, effects
from eregion.cards.effects import Require
from eregion.games.lcg import rules as R
from eregion.games.lcg import steps as S
from eregion.games.lcg.filters import BEARER, IT, SELF, SUBJ, Cond, Q, Static, Target, targets
from eregion.games.lcg.registry import Action, CardText, Ctx, Forced, Response

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

__all__ = ["BEARER", "IT", "SELF", "SUBJ", "Cond", "Q", "Static"]


class Part(effects.Part["LcgState", Ctx]):
    """One LCG cost or effect (see :class:`eregion.cards.effects.Part`); "opt" parts choose a number: a
    branch, a player, an amount. A "pick" part can be done exactly when it has a card to choose: its
    ``feasible`` (written for the modes that choose nothing) asks no more, so the "can it be done"
    checks (``abilities.parts_feasible``) read only its choices."""


def modify(s: LcgState, target: int, stat: str, n: int, until: str, src: int) -> None:
    """A lasting effect fixed when it resolves (FAQ 1.55): it lasts until ``until`` ("phase",
    "round")."""
    s.mods = (*s.mods, Modifier(target, stat, n, until, src))


# --- costs -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Exhaust(Part):
    """Exhaust a ready card you control (this card, its bearer, or one you choose)."""

    target: Target = SELF
    choose = "pick"
    prompt = "Exhaust which card?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        cards, p = s.cards, ctx.player
        return [
            u for u in targets(s, ctx, self.target) if not (c := cards[u]).exhausted and c.controller == p
        ]

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.exhaust(s, chosen)
        S.log(s, "exhaust", ctx.player, chosen)


@dataclass(frozen=True)
class PayFromPool(Part):
    """Spend resources from this hero's (or the bearer's) own pool (5.5)."""

    n: int = 1
    target: str = SELF

    def _hero(self, s: LcgState, ctx: Ctx) -> int:
        t = targets(s, ctx, self.target)
        return t[0] if t else -1

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        h = self._hero(s, ctx)
        return h >= 0 and s.cards[h].tokens >= self.n

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        h = self._hero(s, ctx)
        if h >= 0:
            s.card_mut(h).tokens = max(0, s.cards[h].tokens - self.n)


@dataclass(frozen=True)
class DiscardFromHand(Part):
    choose = "pick"
    prompt = "Discard which card from your hand?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return [u for u in s.zones[(ctx.player, "hand")] if u != ctx.src]

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.discard_from_hand(s, chosen)


@dataclass(frozen=True)
class ChangeThreat(Part):
    """Raise (n > 0) or reduce the acting or the chosen player's threat; ``each``: every player."""

    n: int
    who: str = "you"  # you | chosen | each

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        players = (
            R.active_players(s)
            if self.who == "each"
            else [ctx.player if self.who == "you" else ctx.chosen_player]
        )
        for p in players:
            if self.n > 0:
                S.raise_threat(s, p, self.n)
            else:
                S.lower_threat(s, p, -self.n)


# --- choosing ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Choose(Part):
    """Choose a card for the parts after it (``IT``)."""

    q: Q
    prompt: str = "Choose a card"
    choose = "pick"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return self.q.in_play(s, ctx)

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        return None


@dataclass(frozen=True)
class ChoosePlayer(Part):
    """ "Choose a player": the parts after it act on that player (``who="chosen"``)."""

    choose = "opt"
    prompt = "Choose a player"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return R.active_players(s)

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        return {p: f"Player {p + 1}" for p in R.active_players(s)}

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        return None


# --- effects on characters -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Boost(Part):
    """A stat change until the end of the phase (or round), fixed when it resolves (FAQ 1.55): on a
    chosen card, or ``each`` matching card (``q``) at once."""

    target: Target
    stat: str
    n: int = 1
    until: str = "phase"
    each: bool = False
    prompt: str = "Choose a card"

    def __post_init__(self) -> None:  # (what it chooses, fixed once: asked by every check)
        object.__setattr__(
            self, "choose", "" if self.each or self.target in (SELF, BEARER, IT, SUBJ) else "pick"
        )

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return targets(s, ctx, self.target)

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return self.each or bool(targets(s, ctx, self.target))

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in [chosen] if chosen is not None else targets(s, ctx, self.target):
            modify(s, u, self.stat, self.n, self.until, ctx.src)


@dataclass(frozen=True)
class BoostBranch(Part):
    """+n to one of several stats, the player's choice (Protector of Lórien)."""

    target: Target
    stats: tuple[str, ...]
    n: int = 1
    choose = "opt"
    prompt = "Which stat?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return list(range(len(self.stats))) if targets(s, ctx, self.target) else []

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        return {i: f"+{self.n} {st}" for i, st in enumerate(self.stats)}

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        for u in targets(s, ctx, self.target):
            modify(s, u, self.stats[chosen], self.n, "phase", ctx.src)


@dataclass(frozen=True)
class Ready(Part):
    target: Target = SELF
    prompt: str = "Ready which card?"

    def __post_init__(self) -> None:  # (what it chooses, fixed once: asked by every check)
        object.__setattr__(self, "choose", "" if isinstance(self.target, str) else "pick")

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        target = self.target
        if isinstance(target, Q):
            return target.in_play(s, ctx, exhausted=True)
        return [u for u in targets(s, ctx, target) if s.cards[u].exhausted]

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return bool(self.choices(s, ctx))

    @property
    def narrowed_by_choices(self) -> bool:  # (``eregion.cards.effects.hopeless``)
        if isinstance(self.target, str):
            return self.target != IT  # (this card, its bearer, the subject: no choice changes them)
        return not self.target.reads_last_choice

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in [chosen] if chosen is not None else targets(s, ctx, self.target):
            S.ready(s, u)


@dataclass(frozen=True)
class ReadyEach(Part):
    q: Q

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in self.q.in_play(s, ctx):
            S.ready(s, u)


@dataclass(frozen=True)
class Heal(Part):
    """Heal ``n`` damage (0: all of it) from a chosen damaged card, or from ``each`` match."""

    target: Target
    n: int = 0
    each: bool = False
    prompt: str = "Heal which card?"

    def __post_init__(self) -> None:  # (what it chooses, fixed once: asked by every check)
        object.__setattr__(self, "choose", "" if self.each or isinstance(self.target, str) else "pick")

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return [u for u in targets(s, ctx, self.target) if s.cards[u].wounds]

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return self.each or bool(self.choices(s, ctx))

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in [chosen] if chosen is not None else self.choices(s, ctx):
            c = s.card_mut(u)
            k = c.wounds if self.n == 0 else min(self.n, c.wounds)
            c.wounds -= k
            S.log(s, "heal", c.controller, u, k)


@dataclass(frozen=True)
class Damage(Part):
    """Deal ``n`` damage to a chosen card, or to ``each`` matching card (a list fixed first)."""

    target: Target
    n: int = 1
    each: bool = False
    prompt: str = "Deal damage to which card?"

    def __post_init__(self) -> None:  # (what it chooses, fixed once: asked by every check)
        object.__setattr__(self, "choose", "" if self.each or isinstance(self.target, str) else "pick")

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return targets(s, ctx, self.target)

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return self.each or bool(self.choices(s, ctx))

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in [chosen] if chosen is not None else self.choices(s, ctx):
            S.deal_damage(s, u, self.n)


@dataclass(frozen=True)
class DamageAttacker(Part):
    """Damage to the enemy whose attack triggered this (a defender's response)."""

    n: int

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return bool(ctx.extra) and R.in_play(s, ctx.extra[0])

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        if self.feasible(s, ctx):
            S.deal_damage(s, ctx.extra[0], self.n)


@dataclass(frozen=True)
class AddResources(Part):
    """Resources into a hero's pool: this card's, its bearer's, the trigger's, or a chosen hero's;
    ``per_n``: as many as the trigger's amount (Glóin)."""

    target: Target = SELF
    n: int = 1
    per_n: bool = False
    prompt: str = "Add a resource to which hero?"

    def __post_init__(self) -> None:  # (what it chooses, fixed once: asked by every check)
        object.__setattr__(self, "choose", "" if isinstance(self.target, str) else "pick")

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return [u for u in targets(s, ctx, self.target) if R.d(s, u).type == "hero"]

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return bool(self.choices(s, ctx))

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        k = ctx.n if self.per_n else self.n
        for u in [chosen] if chosen is not None else self.choices(s, ctx):
            S.add_resources(s, u, k)
            S.log(s, "resources", s.cards[u].controller, u, k)


# --- players ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Draw(Part):
    n: int = 1
    who: str = "you"  # you | chosen | subj_controller (the trigger's n)

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        p = {"you": ctx.player, "chosen": ctx.chosen_player, "trigger": ctx.n}[self.who]
        if 0 <= p < s.n and not s.out[p]:
            S.draw(s, p, self.n)


@dataclass(frozen=True)
class ShuffleDiscardIntoDeck(Part):
    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        p = ctx.chosen_player
        for u in list(s.zones[(p, "discard")]):
            if R.d(s, u).type != "hero":
                s.move(u, p, "deck")
        S.shuffle(s, (p, "deck"))
        S.log(s, "shuffle_discard", p)


@dataclass(frozen=True)
class Branch(Part):
    """Do one of several things; only the ones that can be done in full are offered."""

    options: tuple[tuple[Part, ...], ...]
    names: tuple[str, ...]
    choose = "opt"
    prompt = "Choose one"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        from eregion.games.lcg.abilities import parts_feasible

        return [i for i, parts in enumerate(self.options) if parts_feasible(s, ctx, parts)]

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        return dict(enumerate(self.names))

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.resolve(s, ctx, self.options[chosen])


__all__ += [
    "Action",
    "AddResources",
    "Boost",
    "BoostBranch",
    "Branch",
    "CardText",
    "ChangeThreat",
    "Choose",
    "ChoosePlayer",
    "Damage",
    "DamageAttacker",
    "DiscardFromHand",
    "Draw",
    "Exhaust",
    "Forced",
    "Heal",
    "PayFromPool",
    "Ready",
    "ReadyEach",
    "Require",
    "Response",
    "ShuffleDiscardIntoDeck",
]
