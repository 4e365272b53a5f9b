"""Takebacks: a stored step ``undo:N`` says "the game goes back to its first N effective moves".

A takeback is a step of its own, so a match's step count only grows (the store's step guard, the stale
step checks, the pages' frame ordering and the AI loop all rely on that) and the store keeps the true
history. A match's entries are its stored steps in order; its *effective moves* are what is left of them
once every takeback has dropped the moves after its N (:func:`effective`). The match's state is the game
replayed over its effective moves: the same seed, so hidden cards come back the same.

Loading a match from the store, a server catching up with another's steps and the replay timeline all
read entries through :func:`target` and :func:`effective`. No game's action id starts with ``undo:``
(the prefix is reserved for this).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from eregion.core import Game, State
from eregion.core.replay import replay_moves

PREFIX = "undo:"


def entry(moves: int) -> str:
    """The stored entry of a takeback to the first ``moves`` effective moves."""
    return f"{PREFIX}{moves}"


def target(stored: str) -> int | None:
    """The N of a takeback entry ``undo:N``; None for a move."""
    if not stored.startswith(PREFIX):
        return None
    text = stored[len(PREFIX) :]
    if not text.isdigit():
        raise ValueError(f"malformed takeback {stored!r}: expected {PREFIX}<number of moves>")
    return int(text)


def effective(entries: Sequence[str]) -> list[str]:
    """The moves that stand after every takeback in ``entries`` (a ValueError for a takeback beyond them)."""
    moves: list[str] = []
    for stored in entries:
        n = target(stored)
        if n is None:
            moves.append(stored)
        elif n >= len(moves):
            raise ValueError(f"takeback {stored!r} goes nowhere: only {len(moves)} moves stand before it")
        else:
            del moves[n:]
    return moves


def rebuild(
    game: Game, seed: int, options: dict[str, Any], setup: Any, moves: Sequence[str]
) -> tuple[State, list[int]]:
    """The game replayed over ``moves`` from its seed, and the seat that made each move."""
    return replay_moves(game.new_game(seed, options, setup), moves)


def announcements(seats: Sequence[Any], seat: int, taken: int) -> dict[int | None, dict[str, Any]]:
    """The ``last`` object of every recipient after ``seat`` took back ``taken`` moves: the same for all
    (a takeback reveals nothing), with no action id."""
    label = "took back a move" if taken == 1 else f"took back {taken} moves"
    one = {
        "seat": seat,
        "side": seats[seat].side,
        "action": None,
        "label": label,
        "text": label,
        "by": "human",
        "takeback": True,
    }
    return {viewer: one for viewer in (*range(len(seats)), None)}


@dataclass
class Request:
    """A takeback one human seat asks of the others (a match with several human seats). It lives in the
    memory of the server that holds the match and stands only at the step it was asked at: any move ends it."""

    seat: int
    step: int
    accepted: set[int] = field(default_factory=set)
