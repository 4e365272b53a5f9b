"""The minions' abilities that act outside combat (C22; R500-R509).

The printed texts are known only by the fan paraphrases (NOTES 4.4, ``monsters_minions.csv``); each is
encoded as a few vocabulary elements, read by the flow where its rule lives: Sauron's Command (how far a
minion moves, where a monster token may be placed), perilous locations, and resting. The Mouth of
Sauron acts only in combat (``combatcards``, R221). Each element says itself (``words``), so a minion's
display text is its encoding.
"""

from __future__ import annotations

from dataclasses import dataclass

from eregion.games.meq.board import Board, within
from eregion.games.meq.facts import Components


@dataclass(frozen=True)
class Reach:
    """A move command takes this minion up to ``spaces`` locations (R43)."""

    spaces: int

    def words(self) -> str:
        return f"a move command takes it up to {self.spaces} locations"


@dataclass(frozen=True)
class TokensNear:
    """Monster tokens may be placed within ``spaces`` of it without influence there."""

    spaces: int

    def words(self) -> str:
        return f"monster tokens may be placed within {self.spaces} space of it without influence there"


@dataclass(frozen=True)
class PerilousNear:
    """The non-Haven locations within ``spaces`` of it are perilous."""

    spaces: int

    def words(self) -> str:
        return f"every location within {self.spaces} space of it but a Haven is perilous"


@dataclass(frozen=True)
class NoRestNear:
    """A hero within ``spaces`` of it, outside a Haven, may not rest."""

    spaces: int

    def words(self) -> str:
        return f"a hero within {self.spaces} space of it may not rest, unless in a Haven"


Element = Reach | TokensNear | PerilousNear | NoRestNear

ABILITIES: dict[str, tuple[Element, ...]] = {
    "the_black_serpent": (Reach(2), TokensNear(1)),
    "gothmog": (PerilousNear(1),),
    "the_ringwraiths": (Reach(2),),
    "the_witch_king": (NoRestNear(1),),
}
"""Each minion's ability outside combat, by the minion's id."""


def card_text(minion: str) -> str:
    """A minion's ability outside combat in our words; ``KeyError`` for one with none."""
    words = "; ".join(e.words() for e in ABILITIES[minion])
    return words[0].upper() + words[1:] + "."


def _near(board: Board, kind: type) -> list[tuple[str, int]]:
    """(location, spaces) of each minion on the board with an element of ``kind``, in id order."""
    return [
        (board.minions[m], e.spaces)
        for m, elements in sorted(ABILITIES.items())
        if m in board.minions
        for e in elements
        if isinstance(e, kind)
    ]


def _ring(comps: Components, at: str, spaces: int) -> frozenset[str]:
    """The locations within ``spaces`` of ``at`` (p. 11); one space is its neighbours, read directly
    (the flow asks often: every perilous test while Gothmog is out)."""
    return frozenset((at, *comps.adjacent[at])) if spaces == 1 else within(comps, at, spaces)


def _close(board: Board, comps: Components, loc: str, kind: type) -> bool:
    """Whether ``loc`` is within the spaces of a minion's ``kind`` element."""
    return any(loc in _ring(comps, at, n) for at, n in _near(board, kind))


def reach(board: Board) -> dict[str, int]:
    """How many locations a move command takes each minion that goes further than adjacent."""
    return {
        m: e.spaces for m, es in ABILITIES.items() if m in board.minions for e in es if isinstance(e, Reach)
    }


def token_spots_near(board: Board, comps: Components) -> frozenset[str]:
    """The locations where a monster token may be placed without influence (the Black Serpent)."""
    return frozenset().union(*(_ring(comps, at, n) for at, n in _near(board, TokensNear)))


def perilous_around(board: Board, comps: Components) -> frozenset[str]:
    """The locations a minion (Gothmog) makes perilous; never a Haven."""
    return frozenset(
        loc
        for at, n in _near(board, PerilousNear)
        for loc in _ring(comps, at, n)
        if not comps.locations[loc].haven
    )


def perilous_near(board: Board, comps: Components, loc: str) -> bool:
    """Whether a minion (Gothmog) makes ``loc`` perilous."""
    return loc in perilous_around(board, comps)


def rest_barred(board: Board, comps: Components, loc: str) -> bool:
    """Whether a minion (the Witch-king) bars a hero at ``loc`` from resting."""
    return not comps.locations[loc].haven and _close(board, comps, loc, NoRestNear)
