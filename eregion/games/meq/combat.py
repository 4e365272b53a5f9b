"""Combat (pp. 27-32): one hero against one monster or minion, in rounds of cards chosen together.

:class:`Combat` is plain frozen data: each side's strength, hand, combat stack and this round's play,
the foe's damage, the hero's life pool and the damage he still owes. :func:`prepare` is the
Preparation step, :func:`play_round` one round (parts a-f), :func:`pay` the hero's discards for the
damage he was dealt, :func:`resolve` the Resolution step. What a card's ability does is not written
here: a :class:`CardRules` hook makes each revealed card's :class:`Play` (what its text guards), counts
strength, and is called at the five moments an ability may act (the previous round's "next round" text,
cancels, this round's text, after the damage, at the end of the round); it changes the round through the
primitives below (:func:`modify`, :func:`reduce_to_zero`, :func:`cancel`, :func:`deal`, :func:`mark`, ...)
and leaves a player's choice as a :class:`Pending` :class:`Choice` that the flow settles (:func:`settle`).
The default, :class:`Printed`, plays the printed numbers only; :mod:`.combatcards` encodes the texts.
Rulings R26-R37, R45 and R200-R249 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal, Protocol

from eregion.core import Rng
from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.facts import CombatCard, Components

Who = Literal["hero", "foe"]
HERO: Who = "hero"
FOE: Who = "foe"

Timing = Literal["previous", "cancel", "current", "damage", "end"]
PREVIOUS: Timing = "previous"  # part d: the card played last round, its "next round" text
CANCEL: Timing = "cancel"  # part e, first sweep: cancels of this round's cards, both at once (R30)
CURRENT: Timing = "current"  # part e: the rest of this round's text
DAMAGE: Timing = "damage"  # end of part f: text that reads the damage just dealt (R31)
END: Timing = "end"  # after part f's defeat check: "at the end of the round", "if defeated" (R201)

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
    floor: int = 0  # its defence never falls below this while it counts (R205)
    cap: int | None = None  # the most damage its owner may be dealt this round (R206)
    redirect: bool = False  # each damage it would deal places influence instead (R207)
    discard: bool = False  # it leaves the combat stack at the end of the round (R208)

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
        if not self.live:
            return 0
        return max(self.floor, 0 if self.defense_zero else self.defense)


def printed(card: CombatCard) -> Play:
    """A card as revealed, before any text: its printed attack and defence."""
    return Play(card, card.attack, card.defense)


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
    dealt: int = 0  # damage he dealt his opponent this round, by attack or by text (R202)
    taken: int = 0  # damage he was dealt this round, from any source
    doomed: bool = False  # an ability defeated him; it counts in part f (R215)


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
    rest: tuple[CombatCard, ...] = ()  # the hero's rest pool, bottom first: his discards go on top
    spent: tuple[CombatCard, ...] = ()  # the foe's cards discarded from its hand (back into its deck)
    pending: tuple[Pending, ...] = ()  # choices abilities left to the players, first to settle first
    from_hand: int = 0  # of the damage owed, how much must be paid from the hand (R212)
    corruption: int = 0  # Corruption cards the hero is to gain, not yet given by the flow
    influence: int = 0  # influence Sauron places in extension after the combat, besides the wisdom
    said: tuple[str, ...] = ()  # what an ability made a combatant say aloud, not yet logged by the flow
    retreated: bool = False  # the hero ended the combat by an ability (R220)

    def side(self, who: Who) -> Side:
        return self.hero if who == HERO else self.foe

    def with_side(self, who: Who, side: Side) -> Combat:
        return replace(self, hero=side) if who == HERO else replace(self, foe=side)

    @property
    def over(self) -> bool:
        """A combatant is defeated, both are exhausted (p. 32) or the hero retreated, and the hero owes
        nothing and no choice is pending."""
        both = self.hero.exhausted and self.foe.exhausted
        ended = self.foe_defeated or self.hero_defeated or both or self.retreated
        return ended and not self.owed and not self.pending


class Choice(Protocol):
    """A choice an ability leaves to a player, settled after the round's damage (R203). ``owner`` is
    the combatant whose card or ability it is; options are action ids of the game's action space."""

    def decider(self, owner: Who) -> Who:
        """Who chooses: the owner, or his opponent ("your opponent must declare ...")."""
        ...

    def prompt(self) -> str: ...

    def options(self, combat: Combat, owner: Who) -> tuple[str, ...]: ...

    def choose(self, combat: Combat, owner: Who, option: str) -> Combat: ...


@dataclass(frozen=True, slots=True)
class Pending:
    owner: Who
    choice: Choice
    source: str  # the card or foe whose ability leaves the choice: its prompt names it (issue 15)


class CardRules(Protocol):
    """Where card and monster abilities plug in (:mod:`.combatcards`). Each call returns the combat
    changed through the primitives below; the monster's or minion's own ability is the foe side's
    business too (it triggers from its cards, p. 27)."""

    def play(self, combat: Combat, who: Who, card: CombatCard) -> Play:
        """The card as revealed: its printed numbers and what its text guards (R204)."""
        ...

    def cost(self, combat: Combat, who: Who, at: int) -> int:
        """The strength the card at ``at`` in ``who``'s combat stack costs (an ability may lower it)."""
        ...

    def resolve(self, combat: Combat, who: Who, card: CombatCard, timing: Timing, rng: Rng | None) -> Combat:
        """Apply ``card``'s text that acts at ``timing`` (``rng`` for what it does at random)."""
        ...


class Printed:
    """No abilities: printed costs, attack and defence only."""

    def play(self, combat: Combat, who: Who, card: CombatCard) -> Play:
        return printed(card)

    def cost(self, combat: Combat, who: Who, at: int) -> int:
        return combat.side(who).stack[at].cost

    def resolve(self, combat: Combat, who: Who, card: CombatCard, timing: Timing, rng: Rng | None) -> Combat:
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


def deal(combat: Combat, who: Who, n: int, by_opponent: bool = True) -> Combat:
    """ "Deal X damage" to ``who`` at once, whatever his defence; he is defeated only in part f (p. 29).
    The hero owes it (he pays with cards in :func:`pay`, R32); the foe takes damage tokens now. A cap
    on his card limits what he is dealt this round (R206); damage his opponent's card would deal as
    influence becomes influence instead (R207). ``by_opponent`` False: his own card hurts him."""
    side, dealer = combat.side(who), combat.side(other(who))
    n = max(0, n)
    if side.play.live and side.play.cap is not None:
        n = min(n, max(0, side.play.cap - side.taken))
    if not n:
        return combat
    if by_opponent and dealer.play.live and dealer.play.redirect:
        return replace(combat, influence=combat.influence + n)
    c = combat.with_side(who, replace(side, taken=side.taken + n))
    if by_opponent:
        c = c.with_side(other(who), replace(dealer, dealt=dealer.dealt + n))
    if who == HERO:
        return replace(c, owed=c.owed + n)
    return replace(c, damage=c.damage + n)


def mark(combat: Combat, note: str) -> Combat:
    """Remember ``note`` until the combat ends: an ability used "once per battle", a type an opponent
    had to declare for next round."""
    return replace(combat, marks=combat.marks | {note})


def ask(combat: Combat, owner: Who, choice: Choice, source: str = "") -> Combat:
    """Leave ``choice`` to a player after this round's damage (R203), asked as ``source``, the card or
    foe whose ability it is (a choice its own answer asks again is asked as the first: :func:`settle`);
    one with no option is no choice."""
    if not choice.options(combat, owner):
        return combat
    return replace(combat, pending=(*combat.pending, Pending(owner, choice, source)))


def settle(combat: Combat, option: str) -> Combat:
    """The first pending choice, answered with ``option`` (one of its options)."""
    if not combat.pending:
        raise IllegalMove("no choice is pending in the combat")
    first, rest = combat.pending[0], combat.pending[1:]
    options = first.choice.options(combat, first.owner)
    if option not in options:
        raise IllegalMove(f"{option!r} is not one of {list(options)} ({first.choice.prompt()})")
    c = first.choice.choose(replace(combat, pending=()), first.owner, option)
    again = tuple(replace(p, source=p.source or first.source) for p in c.pending)
    c = due(replace(c, pending=(*again, *rest)))  # a choice may ask again first (R203)
    return c if c.pending or c.owed else _check_hero(c)


def due(combat: Combat) -> Combat:
    """The pending choices less those at the front that have no option left: what was asked during the
    round may be gone when it is settled (a card discarded at the end of the round, R208), and a choice
    with no option is no choice, as :func:`ask` says."""
    pending = combat.pending
    while pending and not pending[0].choice.options(combat, pending[0].owner):
        pending = pending[1:]
    return combat if pending is combat.pending else replace(combat, pending=pending)


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
    rest: Sequence[CombatCard] = (),
) -> Combat:
    """The Preparation step (p. 28): Sauron draws the foe's fortitude from its shuffled combat ``deck``
    (top first); the hero spends ``spend`` of his agility to draw that many cards from the top of his
    life pool (no more than it holds, R27) and adds the rest of it to his strength for this combat.
    ``damage``: a minion's earlier damage (it stays until healed, p. 32); ``rest``: the hero's rest
    pool, bottom first (some cards draw from it or shuffle it)."""
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
        rest=tuple(rest),
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


def _resolve(combat: Combat, who: Who, rules: CardRules, timing: Timing, rng: Rng | None) -> Combat:
    side = combat.side(who)
    play = side.last if timing == PREVIOUS else side.play
    if side.exhausted or not play.live or play.card is None:
        return combat
    return rules.resolve(combat, who, play.card, timing, rng)


def play_round(
    combat: Combat,
    hero_card: str | None,
    foe_card: str | None,
    rules: CardRules = PRINTED,
    rng: Rng | None = None,
) -> Combat:
    """One combat round (pp. 28-29): both cards revealed together (a, b), strength totalled (c), last
    round's "next round" abilities (d), this round's (e), damage dealt to both at once (f), then the
    text that acts at the end of the round. A card id of None is an exhausted combatant, or one
    declaring himself exhausted now. ``rng`` draws what abilities do at random. Afterwards the flow
    settles the pending choices (:func:`settle`) and the hero pays what he owes (:func:`pay`)."""
    if combat.over:
        raise IllegalMove("the combat is over")
    if combat.pending:
        raise IllegalMove(f"first settle: {combat.pending[0].choice.prompt()}")
    if combat.owed:
        raise IllegalMove(f"the hero first discards {combat.owed} card(s) for damage")
    c = combat
    for who, card_id in ((HERO, hero_card), (FOE, foe_card)):
        last = c.side(who).play
        side, card = _take(c.side(who), card_id, who)
        play = Play() if card is None else rules.play(c, who, card)
        c = c.with_side(who, replace(side, play=play, last=last, dealt=0, taken=0))
    c = replace(c, round=c.round + 1)
    for who in (HERO, FOE):  # part c: over his strength, he is exhausted and his card cancelled
        side = c.side(who)
        spent = sum(rules.cost(c, who, at) for at in range(len(side.stack)))
        if side.play.card is not None and spent > side.strength:
            c = c.with_side(who, replace(side, exhausted=True, play=replace(side.play, cancelled=True)))
    if c.hero.exhausted and c.foe.exhausted:
        return _check_hero(c)  # neither is defeated by the other; on to the Resolution (p. 29)
    for who in (HERO, FOE):
        c = _resolve(c, who, rules, PREVIOUS, rng)
    # cancels are simultaneous: a card cancelled in this sweep still cancels (p. 29; R30)
    sweep = [(who, c.side(who).play) for who in (HERO, FOE) if not c.side(who).exhausted]
    for who, play in sweep:
        if play.live and play.card is not None:
            c = rules.resolve(c, who, play.card, CANCEL, rng)
    for who in (HERO, FOE):
        c = _resolve(c, who, rules, CURRENT, rng)
    return _deal_damage(c, rules, rng)


def _deal_damage(c: Combat, rules: CardRules, rng: Rng | None) -> Combat:
    """Part f: each is dealt his opponent's attack minus his own defence, at the same moment; then the
    text that reads this damage, the foe's defeat check (the hero's waits for :func:`pay`), the text
    of the end of the round, and the cards that leave the stack then."""
    to_hero = max(0, c.foe.play.final_attack - c.hero.play.final_defense)
    to_foe = max(0, c.hero.play.final_attack - c.foe.play.final_defense)
    c = deal(deal(c, HERO, to_hero), FOE, to_foe)
    for who in (HERO, FOE):
        c = _resolve(c, who, rules, DAMAGE, rng)
    c = replace(c, foe_defeated=c.foe.doomed or c.damage >= c.health, hero_defeated=c.hero.doomed)
    for who in (HERO, FOE):
        c = _resolve(c, who, rules, END, rng)
    for who in (HERO, FOE):
        side = c.side(who)
        if side.play.discard and side.play.card is not None and side.play.card in side.stack:
            c = _discard_from_stack(c, who, side.play.card)
    c = due(c)
    return c if c.owed or c.pending else _check_hero(c)


def _discard_from_stack(c: Combat, who: Who, card: CombatCard) -> Combat:
    """``card`` leaves ``who``'s combat stack (its last copy there): the hero's to his rest pool, the
    foe's with its discarded cards; it no longer counts against his strength."""
    side = c.side(who)
    at = len(side.stack) - 1 - side.stack[::-1].index(card)
    c = c.with_side(who, replace(side, stack=side.stack[:at] + side.stack[at + 1 :]))
    return replace(c, rest=(*c.rest, card)) if who == HERO else replace(c, spent=(*c.spent, card))


def _check_hero(c: Combat) -> Combat:
    """A hero with no card in his life pool and none in hand is defeated at once (p. 32)."""
    return replace(c, hero_defeated=True) if not c.life and not c.hero.hand else c


def pay(combat: Combat, from_hand: Sequence[str] = ()) -> Combat:
    """The hero pays the damage he owes, one card a point, face down into his damage pool (p. 32):
    the cards named in ``from_hand`` from his hand, the rest from the top of his life pool. When the
    life pool runs out the rest must come from his hand; with both empty he is defeated. An ability
    may make some of it come from the hand (``Combat.from_hand``, R212)."""
    if len(from_hand) > combat.owed:
        raise IllegalMove(f"{len(from_hand)} cards from hand for {combat.owed} damage")
    if combat.pending:
        raise IllegalMove(f"first settle: {combat.pending[0].choice.prompt()}")
    need = min(combat.from_hand, combat.owed, len(combat.hero.hand))
    if len(from_hand) < need:
        raise IllegalMove(f"{need} of the damage must be paid from the hand, not {len(from_hand)}")
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
    c = replace(
        combat,
        hero=replace(side, hand=tuple(hand)),
        life=tuple(life),
        wounds=tuple(wounds),
        owed=0,
        from_hand=0,
    )
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

    hero_rest: tuple[CombatCard, ...]  # his rest pool after: his combat stack on top, in order, face up
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
    retreated: bool = False  # the hero left the combat by an ability and moves to an adjacent location


def resolve(combat: Combat, travel: bool) -> Resolution:
    """The Resolution step. ``travel``: the combat came in the Travel step, where an undefeated foe ends
    the hero's turn (p. 22), unless he retreated by an ability; a defeated hero's turn always ends
    (p. 32). A monster token, defeated or not, is discarded by the flow (p. 29)."""
    if not combat.over:
        raise IllegalMove("the combat is not over")
    won = combat.foe_defeated
    return Resolution(
        hero_rest=(*combat.rest, *combat.hero.stack),
        hero_hand=combat.hero.hand,
        hero_life=combat.life,
        hero_wounds=combat.wounds,
        foe_cards=(*combat.foe.stack, *combat.foe.hand, *combat.spent, *combat.deck),
        hero_defeated=combat.hero_defeated,
        foe_defeated=won,
        influence=combat.influence + (0 if won else combat.wisdom),
        minion_damage=combat.damage if combat.minion and not won else 0,
        ringwraiths_return=won and combat.foe_id == RINGWRAITHS,
        ends_turn=combat.hero_defeated or (travel and not won and not combat.retreated),
        retreated=combat.retreated,
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
