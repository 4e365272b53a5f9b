"""Exploring (p. 24, part c of each Travel step): favor, characters, the Dark Path, discarding Plots and
trading, each taken "in any order" as often as the rules allow.

Completing quests is :mod:`.quests`. The functions here take the pieces a rule reads (the board, a favor
count, the heroes' Items or quests, the Plot marker's location) and return new ones; the game flow keeps
them on the heroes and calls :class:`~.effects.CardEffects` where a character's ability is used.
Rulings R113-R118 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.facts import Components
from eregion.games.meq.quests import Quests, take_quest, tradeable

DARK_PATH_MOST_CORRUPTION = 3  # the Dark Path is open to a hero with 3 or fewer Corruption cards (p. 24)


def may_explore_in_place(travel_steps_taken: int) -> bool:
    """The hero may explore the location he started his turn on without moving, skipping Move and
    Combat or Peril, in his first Travel step only (p. 24); later Travel steps begin with a move."""
    return travel_steps_taken == 0


def retrieve_favor(board: Board, loc: str, n: int) -> Board:
    """Take ``n`` of the favor tokens on the hero's location (p. 24: "any number"); the rest stay."""
    if not 0 < n <= board.favor_at(loc):
        raise IllegalMove(f"cannot retrieve {n} favor from {loc!r}: it holds {board.favor_at(loc)}")
    return board.add_favor(loc, -n)


def consult(
    board: Board, comps: Components, character: str, loc: str, use_ability: bool
) -> tuple[Board, int]:
    """Consult a character on the hero's location (p. 24): its printed favor, or its ability (0 favor
    here; the flow calls ``CardEffects.character_ability``), never both. It then returns to the Favor
    and Character area. Returns the board and the favor gained."""
    if character not in comps.characters:
        raise IllegalMove(f"{character!r} is not a character")
    if board.characters.get(character) != loc:
        raise IllegalMove(f"{comps.characters[character].name} is not at {loc!r}")
    favor = 0 if use_ability else comps.characters[character].favor
    return board.remove_character(character), favor


def may_choose_dark_path(corruption_held: int, chosen_this_turn: bool) -> bool:
    """Choose a Dark Path (p. 24): once in each of his turns, with 3 or fewer Corruption cards."""
    return not chosen_this_turn and corruption_held <= DARK_PATH_MOST_CORRUPTION


def check_dark_path(corruption_held: int, chosen_this_turn: bool) -> None:
    """Raise IllegalMove naming the reason when the Dark Path is closed. Choosing it gains 1 favor and
    1 Corruption card (:func:`.growth.gain_corruption`)."""
    if chosen_this_turn:
        raise IllegalMove("a hero may choose a Dark Path only once in each of his turns")
    if corruption_held > DARK_PATH_MOST_CORRUPTION:
        raise IllegalMove(f"a hero with {corruption_held} Corruption cards may not choose a Dark Path")


def discard_plot(comps: Components, plot: str, marker: str, loc: str, favor: int) -> int:
    """Discard an active Plot affecting the hero's location, its plot marker being there, by paying its
    favor (pp. 13, 24). Returns the favor the hero keeps."""
    card = comps.plots.get(plot)
    if card is None:
        raise IllegalMove(f"{plot!r} is not a Plot card")
    if marker != loc:
        raise IllegalMove(f"{card.name} affects {marker!r}, not the hero's location {loc!r}")
    if favor < card.favor:
        raise IllegalMove(f"discarding {card.name} costs {card.favor} favor; the hero has {favor}")
    return favor - card.favor


# --- trading -------------------------------------------------------------------------------------------


def check_traders(board: Board, loc: str, giver: str, taker: str) -> None:
    """Any two heroes on the exploring hero's location may trade (p. 24: the p. 24 example has Beravor,
    who has finished her turn, give Argalad her favor)."""
    here = board.heroes_at(loc)
    if giver == taker or giver not in here or taker not in here:
        raise IllegalMove(f"{giver!r} and {taker!r} must be two heroes at {loc!r} to trade (there: {here})")


def give_favor(
    board: Board, loc: str, favor: Mapping[str, int], giver: str, taker: str, n: int
) -> dict[str, int]:
    """``giver`` hands ``n`` favor to ``taker``; favor maps each hero to his favor tokens."""
    check_traders(board, loc, giver, taker)
    if not 0 < n <= favor.get(giver, 0):
        raise IllegalMove(f"{giver!r} cannot give {n} favor: he has {favor.get(giver, 0)}")
    return {**favor, giver: favor[giver] - n, taker: favor.get(taker, 0) + n}


def give_item(
    board: Board, loc: str, items: Mapping[str, tuple[str, ...]], giver: str, taker: str, item: str
) -> dict[str, tuple[str, ...]]:
    """``giver`` hands an Item card to ``taker``, who may hold only one of each title (p. 26)."""
    check_traders(board, loc, giver, taker)
    if item not in items.get(giver, ()):
        raise IllegalMove(f"{giver!r} holds no {item!r}")
    if item in items.get(taker, ()):
        raise IllegalMove(f"{taker!r} already holds a {item!r}: one of each Item per hero")
    return {
        **items,
        giver: tuple(i for i in items[giver] if i != item),
        taker: tuple(sorted((*items.get(taker, ()), item))),
    }


def give_quest(
    board: Board,
    loc: str,
    comps: Components,
    quests: Mapping[str, Quests],
    giver: str,
    taker: str,
    quest: str,
) -> dict[str, Quests]:
    """``giver`` hands an Encounter Quest card to ``taker`` (p. 24), who alone may complete it then;
    Starting and Advanced quests are never traded."""
    check_traders(board, loc, giver, taker)
    held = quests[giver].held if giver in quests else ()
    if quest not in held:
        raise IllegalMove(f"{giver!r} holds no quest {quest!r}")
    if not tradeable(comps, quest):
        raise IllegalMove(f"{quest!r} is a Starting or Advanced quest: it cannot be traded")
    kept = replace(quests[giver], held=tuple(q for q in held if q != quest))
    return {**quests, giver: kept, taker: take_quest(comps, quests.get(taker, Quests()), quest)}
