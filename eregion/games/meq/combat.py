"""Combat (pp. 27-32): one hero against one monster or minion, in rounds of cards chosen together.

:class:`Combat` is plain frozen data: each side's strength, hand, combat stack and this round's play,
the foe's damage, the hero's life pool and the damage he still owes. :func:`prepare` is the
Preparation step, :func:`play_round` one round (parts a-f), :func:`pay` the hero's discards for the
damage he was dealt, :func:`resolve` the Resolution step. What a card's ability does is not written
here: a :class:`CardRules` hook is called at the four moments an ability may act (the previous round's
"next round" text, cancels, this round's text, after the damage) and changes the round through the
primitives :func:`modify`, :func:`reduce_to_zero`, :func:`cancel`, :func:`deal` and :func:`mark`. The default,
:class:`Printed`, plays the printed numbers only. Rulings R26-R37 and R45 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal, Protocol

from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.facts import CombatCard, Components

Who = Literal["hero", "foe"]
HERO: Who = "hero"
FOE: Who = "foe"

Timing = Literal["previous", "cancel", "current", "damage"]
PREVIOUS: Timing = "previous"  # part d: the card played last round, its "next round" text
CANCEL: Timing = "cancel"  # part e, first sweep: cancels of this round's cards, both at once (R30)
CURRENT: Timing = "current"  # part e: the rest of this round's text
DAMAGE: Timing = "damage"  # end of part f: text that reads the damage just dealt (R31)

RINGWRAITHS = "the_ringwraiths"
MINAS_MORGUL = "minas_morgul"


def other(who: Who) -> Who:
    return FOE if who == HERO else HERO


@dataclass(frozen=True, slots=True)
class Play:
    """A card as it stands this round. ``card`` None: the combatant is exhausted and plays nothing,
    so he has no attack, no defence, no ability and no type (p. 28)."""

    card: CombatCard | None = None
    attack: int = 0  # the card's attack with its modifiers so far
    defense: int = 0
    attack_zero: bool = False  # reduced to 0: no modifier raises it again (p. 29)
    defense_zero: bool = False
    cancelled: bool = False
    protected: bool = False  # its own text says it cannot be cancelled by an ability

    @property
    def live(self) -> bool:
        """It has a card whose text counts."""
        return self.card is not None and not self.cancelled

    @property
    def type(self) -> str | None:
        """A cancelled card keeps its type (its text is ignored, not its colour, R45)."""
        return self.card.type if self.card else None

    @property
    def final_attack(self) -> int:
        return 0 if not self.live or self.attack_zero else max(0, self.attack)

    @property
    def final_defense(self) -> int:
        return 0 if not self.live or self.defense_zero else max(0, self.defense)


def _played(card: CombatCard | None, protected: bool = False) -> Play:
    if card is None:
        return Play()
    return Play(card, card.attack, card.defense, protected=protected)


@dataclass(frozen=True, slots=True)
class Side:
    """One combatant: the strength he may spend this combat, his hand of Combat cards, his combat stack
    (first played first), whether he is exhausted, this round's and last round's plays."""

    strength: int
    hand: tuple[CombatCard, ...]
    stack: tuple[CombatCard, ...] = ()
    exhausted: bool = False
    play: Play = Play()
    last: Play = Play()
    dealt: int = 0  # damage his attack dealt in this round's part f (for DAMAGE abilities)


@dataclass(frozen=True, slots=True)
class Foe:
    """A monster's or minion's combat numbers (its Monster Reference card or Minion space)."""

    id: str
    minion: bool
    health: int
    fortitude: int
    strength: int
    wisdom: int
    deck: str


def foe_stats(comps: Components, foe: str, adjustment: int = 0) -> Foe:
    """The numbers of ``foe``; ``adjustment`` is the Finale's change to the Ringwraiths' health and
    fortitude (p. 34), which leaves at least 1 health and 0 fortitude (A10; R36)."""
    if foe in comps.monsters:
        m = comps.monsters[foe]
        return Foe(foe, False, m.health, m.fortitude, m.strength, m.wisdom, m.deck)
    if foe in comps.minions:
        n = comps.minions[foe]
        health, fortitude = max(1, n.health + adjustment), max(0, n.fortitude + adjustment)
        return Foe(foe, True, health, fortitude, n.strength, n.wisdom, n.deck)
    raise IllegalMove(f"{foe!r} is neither a monster nor a minion")


def combat_deck(comps: Components, foe: Foe) -> tuple[CombatCard, ...]:
    """The foe's whole Monster Combat deck, each card as many times as its copies, unshuffled (the game
    flow shuffles it with the game's random generator before :func:`prepare`)."""
    return tuple(k for k in comps.combat_decks[foe.deck].cards for _ in range(k.count))


@dataclass(frozen=True, slots=True)
class Combat:
    """Everything a combat changes, between two calls of the game flow."""

    foe_id: str
    minion: bool
    health: int  # the foe's health
    wisdom: int  # influence Sauron may place if the foe is not defeated
    hero: Side
    foe: Side
    damage: int = 0  # damage tokens on the foe (a minion brings its earlier damage)
    life: tuple[CombatCard, ...] = ()  # the hero's life pool, top first
    wounds: tuple[CombatCard, ...] = ()  # cards the hero put in his damage pool this combat, in order
    owed: int = 0  # damage dealt to the hero and not yet paid with cards (:func:`pay`)
    deck: tuple[CombatCard, ...] = ()  # the rest of the foe's Monster Combat deck, top first
    round: int = 0  # rounds played
    marks: frozenset[str] = frozenset()  # what abilities remember for the rest of the combat (:func:`mark`)
    foe_defeated: bool = False
    hero_defeated: bool = False

    def side(self, who: Who) -> Side:
        return self.hero if who == HERO else self.foe

    def with_side(self, who: Who, side: Side) -> Combat:
        return replace(self, hero=side) if who == HERO else replace(self, foe=side)

    @property
    def over(self) -> bool:
        """A combatant is defeated, or both are exhausted (p. 32), and the hero owes nothing."""
        ended = self.foe_defeated or self.hero_defeated or (self.hero.exhausted and self.foe.exhausted)
        return ended and not self.owed


class CardRules(Protocol):
    """Where card and monster abilities plug in (the effect vocabulary, later). Each call returns the
    combat changed through the primitives below; the monster's or minion's own ability is the foe
    side's business too (it triggers from its cards, p. 27)."""

    def cost(self, combat: Combat, who: Who, card: CombatCard) -> int:
        """The strength a card in ``who``'s combat stack costs (an ability may lower it)."""
        ...

    def uncancellable(self, combat: Combat, who: Who, card: CombatCard) -> bool:
        """Its text says no ability cancels it."""
        ...

    def resolve(self, combat: Combat, who: Who, card: CombatCard, timing: Timing) -> Combat:
        """Apply ``card``'s text that acts at ``timing``."""
        ...


class Printed:
    """No abilities: printed costs, attack and defence only."""

    def cost(self, combat: Combat, who: Who, card: CombatCard) -> int:
        return card.cost

    def uncancellable(self, combat: Combat, who: Who, card: CombatCard) -> bool:
        return False

    def resolve(self, combat: Combat, who: Who, card: CombatCard, timing: Timing) -> Combat:
        return combat


PRINTED = Printed()


# --- primitives the abilities use -------------------------------------------------------------------


def _with_play(combat: Combat, who: Who, play: Play) -> Combat:
    return combat.with_side(who, replace(combat.side(who), play=play))


def modify(combat: Combat, who: Who, attack: int = 0, defense: int = 0) -> Combat:
    """+/- attack or defence on ``who``'s card this round; a value reduced to 0 stays 0 (p. 29)."""
    play = combat.side(who).play
    if not play.live:
        return combat
    return _with_play(combat, who, replace(play, attack=play.attack + attack, defense=play.defense + defense))


def reduce_to_zero(combat: Combat, who: Who, value: Literal["attack", "defense"]) -> Combat:
    """Reduce ``who``'s attack or defence to 0 for this round; no modifier raises it again (p. 29)."""
    play = combat.side(who).play
    locked = replace(play, attack_zero=True) if value == "attack" else replace(play, defense_zero=True)
    return _with_play(combat, who, locked)


def cancel(combat: Combat, who: Who) -> Combat:
    """Cancel ``who``'s card this round: its text is ignored, attack and defence 0, its strength cost
    still counts (p. 29), unless its own text protects it (R29)."""
    play = combat.side(who).play
    if play.card is None or play.protected:
        return combat
    return _with_play(combat, who, replace(play, cancelled=True))


def deal(combat: Combat, who: Who, n: int) -> Combat:
    """ "Deal X damage" to ``who`` at once, whatever his defence; he is defeated only in part f (p. 29).
    The hero owes it (he pays with cards in :func:`pay`, R32); the foe takes damage tokens now."""
    n = max(0, n)
    if who == HERO:
        return replace(combat, owed=combat.owed + n)
    return replace(combat, damage=combat.damage + n)


def mark(combat: Combat, note: str) -> Combat:
    """Remember ``note`` until the combat ends: an ability used "once per battle", a type an opponent
    had to declare for next round."""
    return replace(combat, marks=combat.marks | {note})


# --- preparation ------------------------------------------------------------------------------------


def prepare(
    foe: Foe,
    deck: Sequence[CombatCard],
    strength: int,
    agility: int,
    spend: int,
    hand: Sequence[CombatCard],
    life: Sequence[CombatCard],
    damage: int = 0,
) -> Combat:
    """The Preparation step (p. 28): Sauron draws the foe's fortitude from its shuffled combat ``deck``
    (top first); the hero spends ``spend`` of his agility to draw that many cards from the top of his
    life pool (no more than it holds, R27) and adds the rest of it to his strength for this combat.
    ``damage``: a minion's earlier damage (it stays until healed, p. 32)."""
    most = min(agility, len(life))
    if not 0 <= spend <= most:
        raise IllegalMove(
            f"agility spent on cards: {spend}, expected 0 to {most} (agility {agility}, life pool {len(life)})"
        )
    return Combat(
        foe_id=foe.id,
        minion=foe.minion,
        health=foe.health,
        wisdom=foe.wisdom,
        hero=Side(strength + agility - spend, (*hand, *life[:spend])),
        foe=Side(foe.strength, tuple(deck[: foe.fortitude])),
        damage=damage,
        life=tuple(life[spend:]),
        deck=tuple(deck[foe.fortitude :]),
    )


def exhaust(combat: Combat, who: Who) -> Combat:
    """``who`` declares himself exhausted before a round (p. 32): no cards, or he does not wish to play.
    The hero declares first; the game flow asks him before Sauron."""
    return combat.with_side(who, replace(combat.side(who), exhausted=True, play=Play()))


# --- a round ----------------------------------------------------------------------------------------


def _take(side: Side, card_id: str | None, who: Who) -> tuple[Side, CombatCard | None]:
    """Part a: the chosen card leaves the hand; None declares exhaustion (or an exhausted side skips)."""
    if card_id is None or side.exhausted:
        if card_id is not None:
            raise IllegalMove(f"the {who} is exhausted and plays no more cards (p. 32)")
        return replace(side, exhausted=True), None
    hand = list(side.hand)
    for i, card in enumerate(hand):
        if card.id == card_id:
            del hand[i]
            return replace(side, hand=tuple(hand), stack=(*side.stack, card)), card
    raise IllegalMove(f"the {who} has no {card_id!r} in hand")


def _resolve(combat: Combat, who: Who, rules: CardRules, timing: Timing) -> Combat:
    side = combat.side(who)
    play = side.last if timing == PREVIOUS else side.play
    if side.exhausted or not play.live or play.card is None:
        return combat
    return rules.resolve(combat, who, play.card, timing)


def play_round(
    combat: Combat, hero_card: str | None, foe_card: str | None, rules: CardRules = PRINTED
) -> Combat:
    """One combat round (pp. 28-29): both cards revealed together (a, b), strength totalled (c), last
    round's "next round" abilities (d), this round's (e), damage dealt to both at once (f). A card id
    of None is an exhausted combatant, or one declaring himself exhausted now. Afterwards the hero
    pays what he owes with :func:`pay` before the next round."""
    if combat.over:
        raise IllegalMove("the combat is over")
    if combat.owed:
        raise IllegalMove(f"the hero first discards {combat.owed} card(s) for damage")
    c = combat
    for who, card_id in ((HERO, hero_card), (FOE, foe_card)):
        last = c.side(who).play
        side, card = _take(c.side(who), card_id, who)
        protected = card is not None and rules.uncancellable(c, who, card)
        c = c.with_side(who, replace(side, play=_played(card, protected), last=last, dealt=0))
    c = replace(c, round=c.round + 1)
    for who in (HERO, FOE):  # part c: over his strength, he is exhausted and his card cancelled
        side = c.side(who)
        if side.play.card is not None and sum(rules.cost(c, who, k) for k in side.stack) > side.strength:
            c = c.with_side(who, replace(side, exhausted=True, play=replace(side.play, cancelled=True)))
    if c.hero.exhausted and c.foe.exhausted:
        return _check_hero(c)  # neither is defeated by the other; on to the Resolution (p. 29)
    for who in (HERO, FOE):
        c = _resolve(c, who, rules, PREVIOUS)
    # cancels are simultaneous: a card cancelled in this sweep still cancels (p. 29; R30)
    sweep = [(who, c.side(who).play) for who in (HERO, FOE) if not c.side(who).exhausted]
    for who, play in sweep:
        if play.live and play.card is not None:
            c = rules.resolve(c, who, play.card, CANCEL)
    for who in (HERO, FOE):
        c = _resolve(c, who, rules, CURRENT)
    return _deal_damage(c, rules)


def _deal_damage(c: Combat, rules: CardRules) -> Combat:
    """Part f: each is dealt his opponent's attack minus his own defence, at the same moment; then the
    text that reads this damage, then the foe's defeat check (the hero's waits for :func:`pay`)."""
    to_hero = max(0, c.foe.play.final_attack - c.hero.play.final_defense)
    to_foe = max(0, c.hero.play.final_attack - c.foe.play.final_defense)
    c = replace(
        c,
        hero=replace(c.hero, dealt=to_foe),
        foe=replace(c.foe, dealt=to_hero),
        owed=c.owed + to_hero,
        damage=c.damage + to_foe,
    )
    for who in (HERO, FOE):
        c = _resolve(c, who, rules, DAMAGE)
    c = replace(c, foe_defeated=c.damage >= c.health)
    return c if c.owed else _check_hero(c)


def _check_hero(c: Combat) -> Combat:
    """A hero with no card in his life pool and none in hand is defeated at once (p. 32)."""
    return replace(c, hero_defeated=True) if not c.life and not c.hero.hand else c


def pay(combat: Combat, from_hand: Sequence[str] = ()) -> Combat:
    """The hero pays the damage he owes, one card a point, face down into his damage pool (p. 32):
    the cards named in ``from_hand`` from his hand, the rest from the top of his life pool. When the
    life pool runs out the rest must come from his hand; with both empty he is defeated."""
    if len(from_hand) > combat.owed:
        raise IllegalMove(f"{len(from_hand)} cards from hand for {combat.owed} damage")
    side = combat.hero
    hand, wounds = list(side.hand), list(combat.wounds)
    for card_id in from_hand:
        card = next((k for k in hand if k.id == card_id), None)
        if card is None:
            raise IllegalMove(f"the hero has no {card_id!r} in hand")
        hand.remove(card)
        wounds.append(card)
    rest = combat.owed - len(from_hand)
    life = list(combat.life)
    top, life = life[:rest], life[rest:]
    wounds += top
    short = rest - len(top)
    if short and hand:
        raise IllegalMove(f"the life pool is empty: name {short} more card(s) from the hand")
    c = replace(combat, hero=replace(side, hand=tuple(hand)), life=tuple(life), wounds=tuple(wounds), owed=0)
    return _check_hero(c)


def play_type(combat: Combat, who: Who) -> str | None:
    """The type of ``who``'s card this round: "ranged", "melee", or None when he is exhausted, whose
    combat type is neither (p. 28)."""
    side = combat.side(who)
    return None if side.exhausted else side.play.type


def last_type(combat: Combat, who: Who) -> str | None:
    """The type of the card ``who`` played last round (None if he played none)."""
    return combat.side(who).last.type


# --- resolution -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Resolution:
    """What the Resolution step (p. 29) and defeat (p. 32) leave for the game flow to apply."""

    hero_rest: tuple[CombatCard, ...]  # his combat stack, in order, face up on his rest pool
    hero_hand: tuple[CombatCard, ...]
    hero_life: tuple[CombatCard, ...]
    hero_wounds: tuple[CombatCard, ...]  # onto his damage pool
    foe_cards: tuple[CombatCard, ...]  # the foe's whole deck again, to be shuffled (R34)
    hero_defeated: bool
    foe_defeated: bool
    influence: int  # Sauron may place this much in extension: the undefeated foe's wisdom
    minion_damage: int  # the damage an undefeated minion keeps (0 for a monster or a defeated minion)
    ringwraiths_return: bool  # defeated Ringwraiths come back at Sauron's next Action step (p. 32)
    ends_turn: bool


def resolve(combat: Combat, travel: bool) -> Resolution:
    """The Resolution step. ``travel``: the combat came in the Travel step, where an undefeated foe ends
    the hero's turn (p. 22); a defeated hero's turn always ends (p. 32). A monster token, defeated or not,
    is discarded by the flow (p. 29)."""
    if not combat.over:
        raise IllegalMove("the combat is not over")
    won = combat.foe_defeated
    return Resolution(
        hero_rest=combat.hero.stack,
        hero_hand=combat.hero.hand,
        hero_life=combat.life,
        hero_wounds=combat.wounds,
        foe_cards=(*combat.foe.stack, *combat.foe.hand, *combat.deck),
        hero_defeated=combat.hero_defeated,
        foe_defeated=won,
        influence=0 if won else combat.wisdom,
        minion_damage=combat.damage if combat.minion and not won else 0,
        ringwraiths_return=won and combat.foe_id == RINGWRAITHS,
        ends_turn=combat.hero_defeated or (travel and not won),
    )


def after_minion_combat(
    board: Board, damage: Mapping[str, int], minion: str, result: Resolution
) -> tuple[Board, dict[str, int]]:
    """A minion's damage stays on its space until healed or defeated; a defeated minion leaves the board
    with its damage removed (p. 32). ``damage``: minion -> damage tokens, before and after."""
    out = {m: n for m, n in damage.items() if m != minion}
    if result.foe_defeated:
        return board.move_minion(minion, None), out
    if result.minion_damage:
        out[minion] = result.minion_damage
    return board, out


def ringwraiths_return(board: Board, pending: bool) -> Board:
    """At the start of Sauron's Action step, Ringwraiths defeated since then return to Minas Morgul
    (p. 32); no other defeated minion returns."""
    if pending and RINGWRAITHS not in board.minions:
        return board.move_minion(RINGWRAITHS, MINAS_MORGUL)
    return board
