"""Elements done to a hero: his cards, favor, Corruption cards, damage, Items, where he stands, and the
combats a card makes him fight.

A hero's discarded Hero cards go to his rest pool (p. 21); damage is paid card by card from his hand or
the top of his life pool into his damage pool, and a hero who has neither left is defeated (p. 21).
These are what the hero-side cards need too (Perils deal damage, Encounters give Corruption): the step
``wound`` and :func:`give_corruption` are written for both (the lead may move them beside
``steps.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from eregion.core import Action, Decision, DecisionKind
from eregion.core.engine import GameOver
from eregion.games.meq.engine import RULES, SPACE, argument
from eregion.games.meq.growth import gain_item
from eregion.games.meq.herocards import vocab as HV
from eregion.games.meq.herocards.hero import gain_favor
from eregion.games.meq.sauroncards.vocab import (
    HERO_CHOOSES,
    SAURON_CHOOSES,
    Ctx,
    Element,
    Place,
    a_,
    card_name,
    place_name,
)
from eregion.games.meq.state import Fight, MeqState, log
from eregion.games.meq.steps import C, add_to, ask, draw, hero_name, pick, take

LASTING = "lasting"
"""The public pile of lasting card effects still to end: ``one_move:<seat>`` (until that hero's turn
ends), ``perilous:<location>`` (until the hero's turn ends), ``green_slower:<n>`` (the next Story
step)."""


def discard_card(s: MeqState, seat: int, card: str) -> None:
    """A Hero card from his hand to his rest pool (p. 21)."""
    p = s.pool(seat)
    s.change_pool(seat, hand=take(p.hand, card), rest=(*p.rest, card))


def give_corruption(s: MeqState, seat: int) -> None:
    """The hero receives the top Corruption card (p. 26), whose text acts at once where it does
    (``herocards``); none when every card is held."""
    card = draw(s, "corruption", "corruption_discard")
    if card is not None:
        s.stack.append(("receive_corruption", seat, card))  # (``herocards.run`` answers it)


def corruption(s: MeqState, ctx: Ctx) -> int:
    return len(s.pool(ctx.seat).corruption)


def _per(n: int, per_corruption: int, what: str) -> str:
    if not per_corruption:
        return f"{n} {what}"
    each = f"{per_corruption} {what} for each Corruption card on him"
    return f"{n} {what} and {each}" if n else each


@dataclass(frozen=True)
class DiscardRandom(Element):
    """The hero discards cards from his hand at random."""

    n: int = 0
    per_corruption: int = 0

    def words(self) -> str:
        return f"the hero discards from his hand {_per(self.n, self.per_corruption, 'random card(s)')}"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        for _ in range(self.n + self.per_corruption * corruption(s, ctx)):
            hand = s.pool(ctx.seat).hand
            if not hand:
                break
            card, _rest = pick(s, hand)
            discard_card(s, ctx.seat, card)
        log(s, ctx.seat, f"{hero_name(s, ctx.seat)} discards at random")


@dataclass(frozen=True)
class DiscardDownTo(Element):
    """The hero discards cards of his choice until his hand holds ``n`` (one at a time)."""

    n: int
    by = HERO_CHOOSES
    prompt = "Discard a card from your hand"
    unseen = True

    def words(self) -> str:
        return f"the hero discards cards of his choice until he holds {self.n}"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        hand = s.pool(ctx.seat).hand
        return [SPACE.act("pay", c) for c in sorted(set(hand))] if len(hand) > self.n else []

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        discard_card(s, ctx.seat, argument(chosen))
        s.stack.append(("card_part", self, ctx))


@dataclass(frozen=True)
class GiveCorruption(Element):
    n: int = 1

    def words(self) -> str:
        return f"the hero receives {self.n} Corruption card"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        for _ in range(self.n):
            give_corruption(s, ctx.seat)


@dataclass(frozen=True)
class DiscardCorruption(Element):
    """The hero discards one of his Corruption cards, paying nothing."""

    by = HERO_CHOOSES
    prompt = "Discard which Corruption card?"

    def words(self) -> str:
        return "the hero discards 1 Corruption card"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        return [SPACE.act("cure", c) for c in sorted(set(s.pool(ctx.seat).corruption))]

    def affordable(self, s: MeqState, ctx: Ctx) -> bool:
        return bool(s.pool(ctx.seat).corruption)

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        p = s.pool(ctx.seat)
        s.change_pool(ctx.seat, corruption=take(p.corruption, argument(chosen)))
        add_to(s, "corruption_discard", argument(chosen))


@dataclass(frozen=True)
class DealDamage(Element):
    """The hero is dealt damage, paid card by card (the ``wound`` step); ``defeats``: whether a hero
    who cannot pay it is defeated (not when he already is, R305)."""

    n: int = 0
    per_corruption: int = 0
    defeats: bool = True

    def words(self) -> str:
        return f"the hero is dealt {_per(self.n, self.per_corruption, 'damage')}"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        owed = self.n + self.per_corruption * corruption(s, ctx)
        if owed:
            log(s, ctx.seat, f"{hero_name(s, ctx.seat)} is dealt {owed} damage")
            s.stack.append(("wound", ctx.seat, owed, self.defeats, ctx.card))


@RULES.step("wound")
def _wound(s: MeqState, st: tuple) -> Decision | None:
    """Damage outside a combat's rounds (p. 21): one card at a time, from the hand (face down, secret)
    or the top of the life pool; a hero with neither is defeated (pp. 21, 32)."""
    seat, owed, defeats = st[1], st[2], st[3]
    p = s.pool(seat)
    if not owed:
        s.stack.pop()
        return None
    if not p.hand and not p.life:
        s.stack.pop()
        if defeats:
            _defeated(s, seat)
        return None
    opts = [SPACE["life"]] if p.life else []
    opts += [SPACE.act("pay", c) for c in sorted(set(p.hand))]
    return ask(
        s,
        seat,
        DecisionKind.CHOOSE_CARD,
        f"{card_name(st[4])}: damage: {owed} to pay (life pool or a card in hand)",
        opts,
        secret=f"{hero_name(s, seat)} pays damage",
        always=True,
    )


@RULES.answer("wound")
def _wound_answer(s: MeqState, st: tuple, a: Action) -> None:
    seat = st[1]
    p = s.pool(seat)
    if a.id == "life":
        card, life = pick(s, p.life)
        s.change_pool(seat, life=life, damage=tuple(sorted((*p.damage, card))))
    else:
        s.change_pool(seat, hand=take(p.hand, argument(a)), damage=tuple(sorted((*p.damage, argument(a)))))
    s.stack[-1] = ("wound", seat, st[2] - 1, st[3], st[4])


def _defeated(s: MeqState, seat: int) -> None:
    """Defeated before a combat began (a card played at its start): no combat follows; in the Finale's
    battle that is Sauron's win (p. 34)."""
    f = s.fight
    if f is not None and f.combat is None:
        s.fight = None
        if f.finale:
            s.result = ("sauron", "the champion falls before the Ringwraiths")
            log(s, None, "Sauron wins: the champion falls before the Ringwraiths")
            raise GameOver
    s.stack.append(("defeat", seat))


@dataclass(frozen=True)
class PayFavor(Element):
    """A cost: the hero spends ``n`` favor (a branch with it is offered only when he has them)."""

    n: int

    def words(self) -> str:
        return f"the hero spends {self.n} favor"

    def affordable(self, s: MeqState, ctx: Ctx) -> bool:
        return s.pool(ctx.seat).favor >= self.n

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        s.change_pool(ctx.seat, favor=s.pool(ctx.seat).favor - self.n)
        log(s, ctx.seat, f"{hero_name(s, ctx.seat)} spends {self.n} favor")


@dataclass(frozen=True)
class LoseFavor(Element):
    """The hero discards favor, as much as he has."""

    n: int = 0
    per_corruption: int = 0

    def words(self) -> str:
        return f"the hero discards {_per(self.n, self.per_corruption, 'favor')}"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        p = s.pool(ctx.seat)
        lost = min(p.favor, self.n + self.per_corruption * corruption(s, ctx))
        if lost:
            s.change_pool(ctx.seat, favor=p.favor - lost)
            log(s, ctx.seat, f"{hero_name(s, ctx.seat)} discards {lost} favor")


@dataclass(frozen=True)
class GainFavor(Element):
    n: int

    def words(self) -> str:
        return f"the hero gains {self.n} favor"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        got = gain_favor(s, ctx.seat, self.n)  # within Despairing's and Mistrusted's limits (R263, R516)
        log(s, ctx.seat, f"{hero_name(s, ctx.seat)} gains {got} favor")


@dataclass(frozen=True)
class GainItem(Element):
    """The hero takes the Item from the Item deck, if a copy is left and he holds none (p. 26)."""

    item: str

    def words(self) -> str:
        return f"the hero gains a {C.items[self.item].name}"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        held = {p.hero: p.items for p in s.pools}
        after = gain_item(C, held, ctx.hero(s), self.item)[ctx.hero(s)]
        if after != s.pool(ctx.seat).items:
            s.change_pool(ctx.seat, items=after)
            log(s, ctx.seat, f"{hero_name(s, ctx.seat)} gains a {C.items[self.item].name}")


@dataclass(frozen=True)
class HeroCardPart(Element):
    """In an Event, a part a hero-side card could print (training, a level: :mod:`..herocards.vocab`),
    resolved by the hero-card runner as those cards' own texts are, its prompts named by the Event
    (R511)."""

    part: HV.Element

    def words(self) -> str:
        return "the hero must " + self.part.words()

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        s.stack.append(("hc", ctx.seat, ("event", ctx.card), (self.part,)))  # (``herocards.run`` answers it)


@dataclass(frozen=True)
class HealToRest(Element):
    """The hero shuffles his damage pool into his rest pool."""

    def words(self) -> str:
        return "the hero shuffles his damage pool into his rest pool"

    def affordable(self, s: MeqState, ctx: Ctx) -> bool:
        return bool(s.pool(ctx.seat).damage)

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        p = s.pool(ctx.seat)
        s.change_pool(ctx.seat, rest=(*p.rest, *p.damage), damage=())


@dataclass(frozen=True)
class MoveHero(Element):
    """``by`` may move the hero to one of ``to``'s locations (no Combat or Peril follows, R306)."""

    to: Place
    by: str = SAURON_CHOOSES
    prompt = "Move the hero?"

    def words(self) -> str:
        if self.by == SAURON_CHOOSES:
            return f"Sauron may move the hero to {self.to.words()}"
        return f"the hero may move to {self.to.words()}"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        here = ctx.where(s) if self.to.kind == "next_to" else s.board.heroes[ctx.hero(s)]
        spots = self.to.locations(s, Ctx(ctx.card, ctx.seat, here))
        return [SPACE.act("at", loc) for loc in spots if loc != s.board.heroes[ctx.hero(s)]] + [SPACE["pass"]]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        if chosen.id != "pass":
            s.board = s.board.move_hero(ctx.hero(s), argument(chosen))
            log(s, ctx.seat, f"{hero_name(s, ctx.seat)} is moved to {place_name(argument(chosen))}")


@dataclass(frozen=True)
class FightFoe(Element):
    """The hero must fight a monster from its reference card, with no token (A9): ``instead`` when he
    holds ``instead_at`` Corruption cards or more; ``no_agility``: his agility is 0 in that battle."""

    foe: str
    instead: str = ""
    instead_at: int = 0
    no_agility: bool = False

    def words(self) -> str:
        out = f"the hero must fight {a_(C.monsters[self.foe].name)}"
        if self.instead:
            out += f" ({a_(C.monsters[self.instead].name)} if he holds {self.instead_at} Corruption cards)"
        return out + (", his agility 0 in that battle" if self.no_agility else "")

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        foe = self.instead if self.instead and corruption(s, ctx) >= self.instead_at else self.foe
        agility = C.heroes[ctx.hero(s)].agility if self.no_agility else 0
        s.fight = Fight(ctx.seat, foe, ctx.where(s), None, False, agility_less=agility)
        s.stack.append(("combat",))


@dataclass(frozen=True)
class CombatHandicap(Element):
    """Until the combat ends the hero's strength and agility are lower (read at its Preparation)."""

    strength: int = 0
    agility: int = 0
    per_corruption: bool = False

    def words(self) -> str:
        parts = [f"strength -{self.strength}"] * bool(self.strength) + [f"agility -{self.agility}"] * bool(
            self.agility
        )
        each = " for each Corruption card on him" if self.per_corruption else ""
        return f"until the combat ends the hero has {' and '.join(parts)}{each}"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        f = s.fight
        if f is None or f.combat is not None:
            return
        k = corruption(s, ctx) if self.per_corruption else 1
        s.fight = replace(
            f,
            strength_less=f.strength_less + self.strength * k,
            agility_less=f.agility_less + self.agility * k,
        )


@dataclass(frozen=True)
class SkipAmbush(Element):
    def words(self) -> str:
        return "the hero skips his Ambush step this turn"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        s.stack = [st for st in s.stack if st != ("ambush", ctx.seat)]


@dataclass(frozen=True)
class LimitMoves(Element):
    """The hero moves at most once in this turn's Travel step (R307)."""

    def words(self) -> str:
        return "the hero may not move more than once in his next Travel step"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        add_to(s, LASTING, f"one_move:{ctx.seat}")


@dataclass(frozen=True)
class RedistributeCorruption(Element):
    """Sauron chooses two heroes and deals their Corruption cards between them as he likes, one card
    at a time (``first`` and ``second`` chosen, ``left`` the cards still to give)."""

    first: int = 0
    second: int = 0
    left: tuple[str, ...] = ()

    def words(self) -> str:
        return "Sauron chooses two heroes and redistributes their Corruption cards between them"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        if s.n < 2:
            return []
        if self.second and not self.left:
            return []
        seats = (
            [k for k in range(1, s.n + 1) if k != self.first]
            if not self.second
            else [self.first, self.second]
        )
        return [SPACE.act("seat", k) for k in seats]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        seat = int(argument(chosen))
        if not self.first:
            s.stack.append(("card_part", replace(self, first=seat), ctx))
        elif not self.second:
            a, b = s.pool(self.first), s.pool(seat)
            cards = tuple(sorted((*a.corruption, *b.corruption)))
            s.change_pool(self.first, corruption=())
            s.change_pool(seat, corruption=())
            s.stack.append(("card_part", replace(self, second=seat, left=cards), ctx))
        else:
            p = s.pool(seat)
            s.change_pool(seat, corruption=(*p.corruption, self.left[0]))
            s.stack.append(("card_part", replace(self, left=self.left[1:]), ctx))

    def ask_prompt(self, s: MeqState, ctx: Ctx) -> str:
        if not self.first:
            return "Redistribute the Corruption cards of which heroes? (first)"
        if not self.second:
            return "Redistribute the Corruption cards of which heroes? (second)"
        name = next(c.name for c in C.corruption if c.id == self.left[0])
        return f"Who receives {name}?"
