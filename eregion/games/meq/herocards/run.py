"""The hero-side card text in the game flow: each vocabulary element resolved on the step stack, the
choices it offers asked as decisions, and :class:`HeroCards`, the :class:`~.effects.CardEffects` the
flow calls.

A card's text runs as ``("hc", seat, source, effect)``: the first element is done, the rest waits below
whatever it pushed, so a choice or a test resolves its branch before the next element. ``source`` is
``(kind, card)``: the kind of card ("encounter:<deck>", "peril", "corruption", "quest", "character",
"item", "event", or "combat" with the foe whose defeat gives the text) for the elements that act on the card
itself (:class:`~.vocab.Reshuffle`), and to name the card in every prompt its text asks (issue 15): each
step that asks carries the source last. Rulings R250-R299
in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from eregion.cards.presentation import plural
from eregion.core import Decision
from eregion.games.meq import growth as GR
from eregion.games.meq import influence as INF
from eregion.games.meq import story as ST
from eregion.games.meq.board import within
from eregion.games.meq.effects import PERIL_DRAW
from eregion.games.meq.engine import RULES
from eregion.games.meq.facts import CorruptionCard, EncounterCard, PerilCard
from eregion.games.meq.herocards import vocab as V
from eregion.games.meq.herocards.encounters import ENCOUNTERS
from eregion.games.meq.herocards.hero import (
    attribute,
    encounter_draw,
    gain_favor,
    gain_level,
    isolated,
    rule,
)
from eregion.games.meq.herocards.others import CHARACTERS, CORRUPTION, PERILS, QUESTS
from eregion.games.meq.herocards.sauron import SAURON_SIDE, Source
from eregion.games.meq.state import Fight, MeqState, log
from eregion.games.meq.steps import (
    TRACK,
    C,
    add_to,
    advance,
    draw,
    end_turn,
    hero_draws,
    hero_name,
    pick,
    set_pile,
    start_fight,
    where,
)

_ENCOUNTERS = {k.id: k.name for cards in C.encounters.values() for k in cards}
NAMES: dict[str, dict[str, str]] = {
    "encounter": _ENCOUNTERS,
    "peril": {k.id: k.name for k in C.perils},
    "corruption": {k.id: k.name for k in C.corruption},
    "quest": {**_ENCOUNTERS, **{k: q.name for k, q in C.quests.items()}},  # a hero's quest or an Encounter's
    "character": {k: c.name for k, c in C.characters.items()},
    "item": {k: i.name for k, i in C.items.items()},
    "combat": {k: m.name for k, m in (*C.monsters.items(), *C.minions.items())},
    "event": {e.id: e.name for e in C.events},  # an Event's hero-side part (R511)
}
"""Per kind of source, each card's name; a ``combat`` source is the foe whose defeat gives the text."""


def source_name(src: Source) -> str:
    """The name of the card whose text asks: its prompts begin with it (issue 15)."""
    kind, card = src
    return NAMES[kind.partition(":")[0]][card]


def region_of(s: MeqState, seat: int) -> str:
    return C.locations[where(s, seat)].region


def start(s: MeqState, seat: int, source: Source, effect: V.Effect) -> None:
    """Put a card's text on the stack, to resolve next, and after it the check that a hero left with
    no life pool and no hand is defeated (p. 21; R257)."""
    if effect:
        s.stack.append(("hc_check", seat))
        s.stack.append(("hc", seat, source, effect))


@RULES.step("hc_check")
def _check(s: MeqState, st: tuple) -> Decision | None:
    s.stack.pop()
    p = s.pool(st[1])
    if not p.life and not p.hand and s.active == st[1] and s.fight is None:
        s.stack.append(("defeat", st[1]))
    return None


# --- tests and costs -------------------------------------------------------------------------------


def count(s: MeqState, seat: int, c: V.Count) -> int:
    """The number a :class:`~.vocab.Count` reads, seen from the hero."""
    loc, b = where(s, seat), s.board
    region = C.regions[C.locations[loc].region].locations
    if c.what == "tokens_region":
        return sum(len(b.tokens_at(x)) for x in region)
    if c.what == "influence_region":
        return sum(b.influence_at(x) for x in region)
    if c.what == "influence_regions":
        return sum(b.influence_at(x) for r in c.regions for x in C.regions[r].locations)
    if c.what == "influence_pool":
        return b.shadow_pool
    if c.what == "influence_here":
        return b.influence_at(loc)
    if c.what == "corruption":
        return len(s.pool(seat).corruption)
    if c.what == "plots":
        return len(s.plots)
    return sum(1 for x in C.adjacent[loc] if b.influence_at(x))  # adjacent_influenced


def holds(s: MeqState, seat: int, test: V.If) -> bool:
    if test.no_corruption:
        return not s.pool(seat).corruption
    assert test.count is not None
    n = count(s, seat, test.count)
    if test.attribute is None:
        return n >= 1
    a = attribute(s, seat, test.attribute)
    return {"<": a < n, "<=": a <= n, ">": a > n, ">=": a >= n}[test.op]


def payable(s: MeqState, seat: int, effect: V.Effect, by: str = V.HERO) -> bool:
    """A branch is offered only when its costs can be paid in full (R251): the hero's favor spent and
    cards discarded; for Sauron's choice, the Plot cards he discards and the Shadow Pool influence he
    gives up."""
    p = s.pool(seat)
    if by == V.SAURON:
        plots = sum(e.plots for e in effect if isinstance(e, V.SauronDiscards))
        pool = sum(-e.n for e in effect if isinstance(e, V.Pool) and e.n < 0)
        return len(s.decks["plot_hand"]) >= plots and s.board.shadow_pool >= pool
    favor = sum(e.n for e in effect if isinstance(e, V.Pay))
    cards = sum(e.n for e in effect if isinstance(e, V.Discard))
    return p.favor >= favor and len(p.hand) >= cards


# --- the runner ------------------------------------------------------------------------------------


@RULES.step("hc")
def _hc(s: MeqState, st: tuple) -> Decision | None:
    s.stack.pop()
    seat, source, effect = st[1], st[2], st[3]
    head, rest = effect[0], effect[1:]
    if isinstance(head, V.EndTurn):  # the turn ends, but the rest of this text still happens
        if s.active == seat:
            end_turn(s)
            log(s, seat, f"{hero_name(s, seat)}'s turn ends")
        start(s, seat, source, rest)
        return None
    start(s, seat, source, rest)
    DO[type(head)](s, seat, source, head)
    return None


def _favor(s: MeqState, seat: int, src: Source, e: V.Favor) -> None:
    got = gain_favor(s, seat, e.n)
    log(s, seat, f"{hero_name(s, seat)} gains {got} favor")


def _lose_favor(s: MeqState, seat: int, src: Source, e: V.LoseFavor | V.Pay) -> None:
    p = s.pool(seat)
    s.change_pool(seat, favor=max(0, p.favor - e.n))
    log(s, seat, f"{hero_name(s, seat)} discards {min(p.favor, e.n)} favor")


def _training(s: MeqState, seat: int, src: Source, e: V.Training) -> None:
    for _ in range(e.times):
        s.stack.append(("hc_train", seat, (), src))


def _level(s: MeqState, seat: int, src: Source, e: V.Level) -> None:
    got = gain_level(s, seat, e.attribute)
    log(
        s,
        seat,
        f"{hero_name(s, seat)} "
        + (f"gains a level of {e.attribute}" if got else f"can gain no more {e.attribute}"),
    )


def _gain_item(s: MeqState, seat: int, src: Source, e: V.GainItem) -> None:
    items = GR.gain_item(C, {p.hero: p.items for p in s.pools}, s.heroes[seat - 1], e.item)
    if items[s.heroes[seat - 1]] != s.pool(seat).items:
        s.change_pool(seat, items=items[s.heroes[seat - 1]])
        log(s, seat, f"{hero_name(s, seat)} gains the {C.items[e.item].name}")


def _discard_item(s: MeqState, seat: int, src: Source, e: V.DiscardItem) -> None:
    s.stack.append(("hc_item", seat, src))


@RULES.step("receive_corruption")
def _receive_corruption(s: MeqState, st: tuple) -> Decision | None:
    """A Corruption card drawn for a hero by another part of the game (Sauron's cards)."""
    s.stack.pop()
    give_corruption(s, st[1], st[2])
    return None


@RULES.step("shadow_played")
def _shadow_played(s: MeqState, st: tuple) -> Decision | None:
    """After a Shadow card played in this hero's turn (``sauroncards.play``)."""
    s.stack.pop()
    HERO_CARDS.shadow_played(s, s.heroes[st[1] - 1])
    return None


def give_corruption(s: MeqState, seat: int, card: str) -> None:
    """A Corruption card onto the hero; one that acts at once acts now (R254)."""
    s.change_pool(seat, corruption=(*s.pool(seat).corruption, card))
    log(s, seat, f"{hero_name(s, seat)} receives a Corruption card: {CORRUPTIONS[card].name}")
    HERO_CARDS.corruption_gained(s, s.heroes[seat - 1], CORRUPTIONS[card])


def _corrupt(s: MeqState, seat: int, src: Source, e: V.Corrupt) -> None:
    if e.of == 1:
        card = draw(s, "corruption", "corruption_discard")
        if card is not None:
            give_corruption(s, seat, card)
        return
    drawn = tuple(c for c in (draw(s, "corruption", "corruption_discard") for _ in range(e.of)) if c)
    if drawn:
        s.stack.append(("hc_give", seat, drawn, src))


def _cure(s: MeqState, seat: int, src: Source, e: V.Cure) -> None:
    p = s.pool(seat)
    if e.n == V.ALL:
        add_to(s, "corruption_discard", *p.corruption)
        s.change_pool(seat, corruption=())
        log(s, seat, f"{hero_name(s, seat)} discards all his Corruption cards")
        return
    for _ in range(e.n):
        s.stack.append(("hc_cure", seat, False, src))


def _cure_for_favor(s: MeqState, seat: int, src: Source, e: V.CureForFavor) -> None:
    s.stack.append(("hc_cure", seat, True, src))


def _damage(s: MeqState, seat: int, src: Source, e: V.Damage) -> None:
    n = e.n + e.per_corruption * len(s.pool(seat).corruption)
    if n:
        log(s, seat, f"{hero_name(s, seat)} is dealt {n} damage")
        s.stack.append(("hc_damage", seat, n, src))


def _shields(s: MeqState, seat: int, src: Source, e: V.Shields) -> None:
    s.stack.append(("hc_shields", seat, src, e, 0))


def _shuffle(s: MeqState, seat: int, src: Source, e: V.Shuffle) -> None:
    p = s.pool(seat)
    back = [c for pool in e.pools for c in getattr(p, pool)]
    s.change_pool(seat, life=tuple(sorted((*p.life, *back))), **{pool: () for pool in e.pools})
    log(s, seat, f"{hero_name(s, seat)} shuffles his {' and '.join(e.pools)} into his life pool")


def _move_random(s: MeqState, seat: int, n: int, src_pool: str, dst_pool: str) -> int:
    """``n`` cards at random from a face-down pool onto the top of the rest pool (R46: no order)."""
    p = s.pool(seat)
    cards, moved = getattr(p, src_pool), []
    for _ in range(min(n, len(cards))):
        card, cards = pick(s, cards)
        moved.append(card)
    s.change_pool(seat, **{src_pool: cards, dst_pool: (*getattr(p, dst_pool), *moved)})
    return len(moved)


def _mend(s: MeqState, seat: int, src: Source, e: V.Mend) -> None:
    n = _move_random(s, seat, attribute(s, seat, e.per), "damage", "rest")
    log(s, seat, f"{hero_name(s, seat)} moves {plural(n, 'card')} from his damage pool to his rest pool")


def _tire(s: MeqState, seat: int, src: Source, e: V.Tire) -> None:
    n = _move_random(s, seat, e.n, "life", "rest")
    log(s, seat, f"{hero_name(s, seat)} puts {plural(n, 'card')} of his life pool on his rest pool")


def _draw(s: MeqState, seat: int, src: Source, e: V.Draw) -> None:
    hero_draws(s, seat, attribute(s, seat, e.per))
    s.stack.append(("hc_limit", seat))


def _discard(s: MeqState, seat: int, src: Source, e: V.Discard) -> None:
    for _ in range(min(e.n, len(s.pool(seat).hand))):
        s.stack.append(("hc_discard", seat, src))


def _discard_random(s: MeqState, seat: int, src: Source, e: V.DiscardRandom) -> None:
    n = e.n + e.per_corruption * len(s.pool(seat).corruption)
    moved = _move_random(s, seat, n, "hand", "rest")
    s.change_pool(seat, hand=tuple(sorted(s.pool(seat).hand)))
    if moved:
        log(s, seat, f"{hero_name(s, seat)} discards {plural(moved, 'random card')} from his hand")


def _move_hero(s: MeqState, seat: int, src: Source, e: V.MoveHero) -> None:
    if e.to is not None and e.to != "haven":
        move_hero(s, seat, e.to, e.encounter)
        return
    s.stack.append(("hc_move", seat, e, src))


def move_hero(s: MeqState, seat: int, loc: str, encounter: bool) -> None:
    """A move by card text: not a Travel step, so no Combat or Peril and no Explore (R258)."""
    s.board = s.board.move_hero(s.heroes[seat - 1], loc)
    log(s, seat, f"{hero_name(s, seat)} is moved to {C.locations[loc].name}")
    if encounter:
        s.stack.append(("encounter", seat))


def _fight(s: MeqState, seat: int, src: Source, e: V.FightFoe) -> None:
    loc = where(s, seat)
    if e.foe != "minion":
        start_fight(s, Fight(seat, e.foe, loc, None, not e.goes_on, won=e.won))
        return
    here = s.board.minions_at(loc)
    if here:
        s.stack.append(("hc_minion", seat, e, src))


def _pool(s: MeqState, seat: int, src: Source, e: V.Pool) -> None:
    b = s.board
    stage = ST.current_stage(s.story, TRACK)
    n = min(e.n, INF.pool_room(b, stage)) if e.n > 0 else max(e.n, -b.shadow_pool)
    s.board = replace(b, shadow_pool=b.shadow_pool + n)
    log(s, seat, f"the Shadow Pool {'gains' if n >= 0 else 'loses'} {abs(n)} influence")


def _places(s: MeqState, seat: int, src: Source, e: V.SauronPlaces) -> None:
    s.stack.append(("hc_place", seat, e, e.spots, (), src))


def _extend(s: MeqState, seat: int, src: Source, e: V.Extend) -> None:
    for _ in range(e.n):
        s.stack.append(("hc_extend", seat, e.stronghold, src))


def _clear(s: MeqState, seat: int, src: Source, e: V.Clear) -> None:
    s.stack.append(("hc_clear", seat, e.n, src))


def _clear_around(s: MeqState, seat: int, src: Source, e: V.ClearAround) -> None:
    b = s.board
    for loc in sorted(within(C, where(s, seat), e.spaces)):
        b = INF.remove_influence(b, C, loc)
        for t in b.tokens_at(loc):
            b = b.remove_token(loc, t)
            add_to(s, f"tokens_out:{t.group}", t.face)
    s.board = b
    log(s, seat, "all influence and monster tokens around the hero are removed")


def _drop_token(s: MeqState, seat: int, src: Source, e: V.DropToken) -> None:
    s.stack.append(("hc_drop", seat, e, src))


def _character(s: MeqState, seat: int, src: Source, e: V.Character) -> None:
    if e.at == "haven":
        s.stack.append(("hc_character", seat, e.character, src))
    else:
        place_character(s, e.character, e.at)


def place_character(s: MeqState, character: str, loc: str) -> None:
    if character not in s.board.characters:
        s.board = s.board.place_character(character, loc)
        log(s, None, f"{C.characters[character].name} is placed on {C.locations[loc].name}")


def _advance(s: MeqState, seat: int, src: Source, e: V.Advance) -> None:
    advance(s, e.marker, e.n)


def _choose(s: MeqState, seat: int, src: Source, e: V.Choose) -> None:
    s.stack.append(("hc_choose", seat, src, e))


def _if(s: MeqState, seat: int, src: Source, e: V.If) -> None:
    ok = holds(s, seat, e)
    log(s, seat, f"{'' if ok else 'not: '}{e.test_words()}")
    start(s, seat, src, e.then if ok else e.otherwise)


def _nothing(s: MeqState, seat: int, src: Source, e: V.Element) -> None:
    """A lasting rule does nothing when its card arrives: :mod:`.hero` reads it while it stays."""


DO: dict[type, Callable[[MeqState, int, Source, Any], None]] = {
    V.Favor: _favor,
    V.LoseFavor: _lose_favor,
    V.Pay: _lose_favor,
    V.Training: _training,
    V.Level: _level,
    V.GainItem: _gain_item,
    V.DiscardItem: _discard_item,
    V.Corrupt: _corrupt,
    V.Cure: _cure,
    V.CureForFavor: _cure_for_favor,
    V.Damage: _damage,
    V.Shields: _shields,
    V.Shuffle: _shuffle,
    V.Mend: _mend,
    V.Tire: _tire,
    V.Draw: _draw,
    V.Discard: _discard,
    V.DiscardRandom: _discard_random,
    V.MoveHero: _move_hero,
    V.FightFoe: _fight,
    V.Pool: _pool,
    V.SauronPlaces: _places,
    V.Extend: _extend,
    V.Clear: _clear,
    V.ClearAround: _clear_around,
    V.DropToken: _drop_token,
    V.Character: _character,
    V.Advance: _advance,
    V.Choose: _choose,
    V.If: _if,
    V.Lasting: _nothing,
    **SAURON_SIDE,
}
CORRUPTIONS = {c.id: c for c in C.corruption}
AFTER_COMBAT = "after_combat"
"""Corruption cards received in a combat whose text ends the turn: they act once it is over (R504)."""


def _corruption_now(card: str) -> V.Effect:
    """What a Corruption card does when received (its lasting rules aside)."""
    return tuple(x for x in CORRUPTION[card] if not isinstance(x, V.Lasting))


def after_combat(s: MeqState, seat: int) -> None:
    """The combat is over: the texts of the Corruption cards that waited for it resolve now (R504)."""
    waiting = s.decks.get(AFTER_COMBAT, ())
    mine = [x for x in waiting if x.partition(":")[0] == str(seat)]
    if not mine:
        return
    set_pile(s, AFTER_COMBAT, [x for x in waiting if x not in mine])
    for x in mine:
        card = x.partition(":")[2]
        start(s, seat, ("corruption", card), _corruption_now(card))


# --- the hook the flow calls -----------------------------------------------------------------------


class HeroCards:
    """The :class:`~.effects.CardEffects` of the encoded cards: each call puts the card's text on the
    step stack, where it resolves before the flow goes on."""

    def encounter_draw(self, s: MeqState, hero: str) -> int:
        return encounter_draw(s, s.hero_seat(hero))

    def peril_draw(self, s: MeqState, hero: str) -> int:
        return PERIL_DRAW

    def encounter(self, s: MeqState, hero: str, card: EncounterCard) -> MeqState:
        deck = next(d for d, cards in C.encounters.items() if card in cards)
        start(s, s.hero_seat(hero), (f"encounter:{deck}", card.id), ENCOUNTERS[card.id])
        return s

    def peril(self, s: MeqState, hero: str, card: PerilCard) -> MeqState:
        start(s, s.hero_seat(hero), ("peril", card.id), PERILS[card.id])
        return s

    def quest_reward(self, s: MeqState, hero: str, quest: str) -> MeqState:
        start(s, s.hero_seat(hero), ("quest", quest), QUESTS[quest])
        return s

    def has_ability(self, s: MeqState, hero: str, character: str) -> bool:
        seat = s.hero_seat(hero)
        return not isolated(s, seat) and payable(s, seat, CHARACTERS[character])

    def character_ability(self, s: MeqState, hero: str, character: str) -> MeqState | None:
        if not self.has_ability(s, hero, character):
            return None
        start(s, s.hero_seat(hero), ("character", character), CHARACTERS[character])
        return s

    def item_gained(self, s: MeqState, hero: str, item: str) -> MeqState:
        return s  # the Items' rules last while held (hero.py, travel.py): nothing acts on gaining one

    def corruption_gained(self, s: MeqState, hero: str, card: CorruptionCard) -> MeqState:
        seat = s.hero_seat(hero)
        cap = rule(s, seat, "favor_limit")
        if cap is not None and s.pool(seat).favor > cap.n:  # Despairing: the excess goes at once (R263)
            s.change_pool(seat, favor=cap.n)
        if rule(s, seat, "hand_limit") is not None:
            s.stack.append(("hc_limit", seat))
        now = _corruption_now(card.id)
        if s.fight is not None and any(isinstance(x, V.EndTurn) for x in now):  # Wretched (R504)
            add_to(s, AFTER_COMBAT, f"{seat}:{card.id}")
            log(s, seat, f"{card.name} waits until the combat is over")
            return s
        start(s, seat, ("corruption", card.id), now)
        return s

    def combat_begins(self, s: MeqState, hero: str) -> MeqState:
        """Cowardly: a random Hero card from his hand at the start of each combat."""
        seat = s.hero_seat(hero)
        lose = rule(s, seat, "combat_discard")
        if lose is not None:
            start(s, seat, ("corruption", "cowardly"), (V.DiscardRandom(lose.n),))
        return s

    def shadow_played(self, s: MeqState, hero: str) -> MeqState:
        """After Sauron plays a Shadow card in this hero's turn: Greedy's draw, the Elven Cloak's
        influence."""
        seat = s.hero_seat(hero)
        greedy, cloak = rule(s, seat, "shadow_draw"), rule(s, seat, "cloak")
        if cloak is not None:
            start(s, seat, ("item", "elven_cloak"), (V.Pool(-cloak.n),))
        if greedy is not None:
            draws = V.Choose(((V.SauronDraws(shadows=greedy.n),),), by=V.SAURON, optional=True)
            start(s, seat, ("corruption", "greedy"), (draws,))
        return s


HERO_CARDS = HeroCards()


__all__ = ["HERO_CARDS", "HeroCards", "count", "give_corruption", "holds", "payable", "start"]
