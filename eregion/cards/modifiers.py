"""Lasting effects with durations.

A :class:`Modifier` changes one stat of one card (or of a player, with ``target`` negative) until a
boundary of the game's flow: the end of a skirmish, of a phase, the start of the regroup phase, the
end of the turn or round. Effects whose targets are fixed when they resolve (a player card's
"until the end of the phase" boost) are stored as modifiers; effects recomputed continuously
("while you can spot...") are a game's static abilities, evaluated on every query instead.
"""

from __future__ import annotations

from typing import NamedTuple


class Modifier(NamedTuple):
    target: int  # a card uid
    stat: str  # "strength", "fierce", "overwhelm", ...
    amount: int
    until: str  # the boundary that ends it: "skirmish", "phase", "regroup", "turn", "round"
    source: int  # the uid of the card that created it (-1: the rules)


def expire(mods: tuple[Modifier, ...], *boundaries: str) -> tuple[Modifier, ...]:
    """The modifiers that survive reaching ``boundaries``."""
    if not mods:
        return mods
    kept = []
    for m in mods:  # (a loop: a generator would make ``boundaries`` a closure cell at every call)
        if m.until not in boundaries:
            kept.append(m)
    return tuple(kept)


def total(mods: tuple[Modifier, ...], target: int, stat: str) -> int:
    """The sum of the modifiers to ``stat`` of ``target``."""
    n = 0
    for m in mods:
        if m.target == target and m.stat == stat:
            n += m.amount
    return n
