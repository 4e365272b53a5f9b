"""How a hero grows and is burdened (p. 26, p. 20): levels, training with Skill cards, Items and
Corruption cards.

A hero's levels are a mapping of attribute to increases gained, at most two each; his attribute is the
printed value plus those (the level token shows the new value, p. 26). Skill, Item and Corruption
cards are drawn through :func:`.piles.draw`; what an Item or Corruption card does is
:class:`~.effects.CardEffects`' business. Rulings R119-R123 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from eregion.core.rng import Rng
from eregion.games.meq.board import IllegalMove
from eregion.games.meq.facts import CombatCard, Components
from eregion.games.meq.piles import draw

ATTRIBUTES = ("fortitude", "strength", "agility", "wisdom")
MAX_LEVELS = 2  # increases per attribute in one game (p. 26)
TRAINING_DRAW = 2  # Skill cards drawn to choose one from (p. 26)


# --- levels ------------------------------------------------------------------------------------------


def attribute(comps: Components, hero: str, levels: Mapping[str, int], name: str) -> int:
    """The hero's attribute: printed, plus one per level gained in it (what a card in play changes, a
    Corruption card's -1 say, is the effects' business)."""
    if hero not in comps.heroes:
        raise IllegalMove(f"{hero!r} is not a hero")
    if name not in ATTRIBUTES:
        raise IllegalMove(f"{name!r} is not an attribute of {ATTRIBUTES}")
    return int(getattr(comps.heroes[hero], name)) + levels.get(name, 0)


def gain_level(levels: Mapping[str, int], name: str) -> dict[str, int]:
    """One level in ``name`` (p. 26): +1, at most twice per attribute; a third increase is simply not
    gained, so the levels come back unchanged."""
    if name not in ATTRIBUTES:
        raise IllegalMove(f"{name!r} is not an attribute of {ATTRIBUTES}")
    if levels.get(name, 0) >= MAX_LEVELS:
        return dict(levels)
    return {**levels, name: levels.get(name, 0) + 1}


# --- training ----------------------------------------------------------------------------------------


def skill_deck(comps: Components, rng: Rng) -> tuple[CombatCard, ...]:
    """The Skill deck, every copy, shuffled (setup, p. 8)."""
    deck = [card for card in comps.skills for _ in range(card.count)]
    rng.shuffle(deck)
    return tuple(deck)


def train(
    deck: Sequence[CombatCard], discard: Sequence[CombatCard], keep: int, rng: Rng
) -> tuple[CombatCard | None, tuple[CombatCard, ...], tuple[CombatCard, ...]]:
    """Receive training (p. 26): the top two Skill cards, ``drawn[keep]`` into the hero's hand (from then
    on part of his deck), the other face up on the Skill discard pile. Returns the card kept (None when
    the Skill deck and its discards are both empty), the deck and the discard pile."""
    drawn, deck, discard = draw(deck, discard, TRAINING_DRAW, rng)
    if not drawn:
        return None, deck, discard
    if not 0 <= keep < len(drawn):
        raise IllegalMove(f"keep Skill card {keep}: expected 0 to {len(drawn) - 1}")
    return drawn[keep], deck, (*discard, *(c for i, c in enumerate(drawn) if i != keep))


# --- Items -------------------------------------------------------------------------------------------


def starting_items(comps: Components, heroes: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The Items the heroes' sheets give them at the start (Eometh's Horse, C9)."""
    return {h: tuple(sorted(comps.heroes[h].items)) for h in heroes}


def items_left(comps: Components, items: Mapping[str, Sequence[str]], item: str) -> int:
    """Copies of ``item`` still in the Item deck: the components are limited (p. 35)."""
    if item not in comps.items:
        raise IllegalMove(f"{item!r} is not an Item of {sorted(comps.items)}")
    return comps.items[item].count - sum(held.count(item) for held in items.values())


def may_gain_item(comps: Components, items: Mapping[str, Sequence[str]], hero: str, item: str) -> bool:
    """A hero may hold only one of each Item title (p. 26), and a copy must be left in the deck."""
    return item not in items.get(hero, ()) and items_left(comps, items, item) > 0


def gain_item(
    comps: Components, items: Mapping[str, Sequence[str]], hero: str, item: str
) -> dict[str, tuple[str, ...]]:
    """The hero searches the Item deck for ``item`` (p. 26). If he already holds one, or none is left, he
    does not gain it (as with a third level) and the holdings come back unchanged."""
    out = {h: tuple(held) for h, held in items.items()}
    if may_gain_item(comps, items, hero, item):
        out[hero] = tuple(sorted((*out.get(hero, ()), item)))
    return out


# --- Corruption ------------------------------------------------------------------------------------


def corruption_deck(comps: Components, rng: Rng) -> tuple[str, ...]:
    """The Corruption deck's card ids, shuffled (setup, p. 8)."""
    deck = [card.id for card in comps.corruption]
    rng.shuffle(deck)
    return tuple(deck)


def gain_corruption(
    deck: Sequence[str], discard: Sequence[str], rng: Rng
) -> tuple[str | None, tuple[str, ...], tuple[str, ...]]:
    """The top Corruption card for a hero (a Dark Path, or a card that gives one, p. 26), the deck
    reshuffled from its discards if it ran out (p. 35). Returns the card (None when every card is
    held by heroes), the deck and the discard pile."""
    drawn, deck, discard = draw(deck, discard, 1, rng)
    return (drawn[0] if drawn else None), deck, discard


def discard_corruption(
    comps: Components, held: Sequence[str], card: str, favor: int
) -> tuple[tuple[str, ...], int]:
    """While resting, a hero may discard one of his Corruption cards by paying its favor cost (pp. 20,
    26). Returns his Corruption cards and favor after; the card goes to the Corruption discard pile."""
    if card not in held:
        raise IllegalMove(f"the hero holds no Corruption card {card!r}")
    cost = next(c.cost for c in comps.corruption if c.id == card)
    if favor < cost:
        raise IllegalMove(f"discarding {card!r} costs {cost} favor; the hero has {favor}")
    return tuple(c for c in held if c != card), favor - cost
