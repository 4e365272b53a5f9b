"""Quests (pp. 8, 24-25): a hero's Starting and Advanced quests and the Quest cards he draws as
Encounters, what completes each, and who may complete them (trading them is :mod:`.explore`'s).

A quest's requirement is data: a Starting or Advanced quest is completed by exploring its location, by
defeating its foe in the combat that replaces the Encounter at its location, or by either exploring its
location or any combat with its foe (``Quest.task``); an Encounter Quest card by exploring the location it
names (``EncounterCard.quest_location``). What the hero *did* is a :data:`Deed`; :func:`satisfies` checks
one against a quest. Quests are completed during Explore unless the card says otherwise (the combat
quests), only by the hero who displays them, and the Advanced quest only once the Starting one is done.
The reward is :class:`~.effects.CardEffects`' ``quest_reward``. Rulings R107-R111 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from eregion.core.rng import Rng
from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.facts import Components, EncounterCard, Quest

EXPLORE, DEFEAT, EXPLORE_OR_COMBAT = "explore", "defeat", "explore_or_combat"  # QUEST_TASKS


@dataclass(frozen=True, slots=True)
class Explored:
    """The hero explored ``location`` (part c of a Travel step)."""

    location: str


@dataclass(frozen=True, slots=True)
class Fought:
    """The hero fought ``foe`` (a monster or minion id) at ``location``; ``instead_of_encounter``: the
    combat a quest's setup puts in place of his Encounter cards there."""

    foe: str
    location: str
    defeated: bool
    instead_of_encounter: bool


Deed = Explored | Fought


@dataclass(frozen=True, slots=True)
class Quests:
    """One hero's quests: those in his play area (his Starting quest, his Advanced quest once dealt, the
    Encounter Quest cards he holds) and those he has completed, which leave the game (p. 25)."""

    held: tuple[str, ...] = ()
    done: tuple[str, ...] = ()


def _card(comps: Components, quest: str) -> Quest | EncounterCard:
    if quest in comps.quests:
        return comps.quests[quest]
    for deck in comps.encounters.values():
        for card in deck:
            if card.id == quest and card.quest:
                return card
    raise IllegalMove(f"{quest!r} is not a quest")


def quest_location(comps: Components, quest: str) -> str:
    """Where the quest is completed (for a quest won in combat, where its setup's combat takes place)."""
    card = _card(comps, quest)
    return card.location if isinstance(card, Quest) else card.quest_location or ""


def tradeable(comps: Components, quest: str) -> bool:
    """Only Encounter Quest cards change hands; Starting and Advanced quests never do (p. 24)."""
    return isinstance(_card(comps, quest), EncounterCard)


# --- setup -------------------------------------------------------------------------------------------


def deal_quests(board: Board, comps: Components, hero: str, rng: Rng) -> tuple[Board, Quests]:
    """Setup step e (p. 8): one of the hero's two Starting quests at random, its setup character placed
    (one already on the board stays, p. 14), and his Advanced quest, unusable until the Starting one is
    completed. The unused Starting quest leaves the game."""
    starting = sorted(q.id for q in comps.quests.values() if q.hero == hero and q.kind == "starting")
    advanced = [q.id for q in comps.quests.values() if q.hero == hero and q.kind == "advanced"]
    if not starting:
        raise IllegalMove(f"{hero!r} is not a hero")
    quest = comps.quests[rng.choice(starting)]
    if quest.setup_character and quest.setup_location:
        board = board.place_character(quest.setup_character, quest.setup_location)
    return board, Quests(held=(quest.id, *advanced))


def encounter_foe(comps: Components, hero: str, quests: Quests, loc: str) -> str | None:
    """The foe the hero must fight instead of drawing Encounter cards at ``loc``: the setup of his open
    Starting quest won by defeating it there (p. 25; R108). None: he draws as usual."""
    for quest in open_quests(comps, hero, quests):
        q = comps.quests.get(quest)
        if q is not None and q.task == DEFEAT and q.location == loc:
            return q.foe
    return None


# --- completing ------------------------------------------------------------------------------------


def open_quests(comps: Components, hero: str, quests: Quests) -> tuple[str, ...]:
    """The quests the hero may work on now: all he holds, his Advanced quest only once one of his Starting
    quests is completed (p. 8: "unable to use it until he has completed his Starting Quest")."""
    started = any(comps.quests[q].kind == "starting" for q in quests.done if q in comps.quests)
    return tuple(
        q
        for q in quests.held
        if q not in comps.quests
        or (comps.quests[q].hero == hero and (started or comps.quests[q].kind == "starting"))
    )


def satisfies(comps: Components, quest: str, deed: Deed) -> bool:
    """The deed meets the quest's requirement (p. 25; R107, R108)."""
    card = _card(comps, quest)
    if isinstance(card, EncounterCard):
        return isinstance(deed, Explored) and deed.location == card.quest_location
    if isinstance(deed, Explored):
        return card.task in (EXPLORE, EXPLORE_OR_COMBAT) and deed.location == card.location
    if deed.foe != card.foe:
        return False
    if card.task == DEFEAT:
        return deed.defeated and deed.instead_of_encounter and deed.location == card.location
    return card.task == EXPLORE_OR_COMBAT


def completable(comps: Components, hero: str, quests: Quests, deed: Deed) -> tuple[str, ...]:
    """The quests this deed lets the hero complete now; no limit to how many at once (p. 24)."""
    return tuple(q for q in open_quests(comps, hero, quests) if satisfies(comps, q, deed))


def complete(comps: Components, hero: str, quests: Quests, quest: str, deed: Deed) -> Quests:
    """Complete ``quest``: it leaves the hero's play area and the game (p. 25). The reward is the game
    flow's call to ``CardEffects.quest_reward``."""
    if quest not in completable(comps, hero, quests, deed):
        raise IllegalMove(f"{hero!r} cannot complete {quest!r} by {deed}")
    return Quests(tuple(q for q in quests.held if q != quest), (*quests.done, quest))


# --- Encounter Quest cards ----------------------------------------------------------------------------


def take_quest(comps: Components, quests: Quests, card: str) -> Quests:
    """A resolved Encounter Quest card goes to the hero's play area (p. 25; no limit)."""
    if not tradeable(comps, card):
        raise IllegalMove(f"{card!r} is not an Encounter Quest card")
    if card in quests.held:
        raise IllegalMove(f"{card!r} is already in the play area")
    return replace(quests, held=(*quests.held, card))
