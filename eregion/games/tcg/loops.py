"""Loops (CR 4.2, "loops"; ruling 18): abilities that can undo each other's costs without end, such as
two Hobbit Party Guests healing each other's exertion, or The Choice of Lúthien's Aragorn and Arwen.

The loop rule has the player name a number of repetitions, any other player free to intervene. Here
every use is one action of the action procedure, so the opponent may intervene between any two, and
the number is how many times the player uses it before he passes. A number is finite: a special
ability whose use brings the game back to a position already reached in this phase (nothing but
whose turn it is to act differs) is not offered again in this phase, since repeating it more could
change nothing. So no agent can stall a game in a loop.
"""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING

from eregion.core import Decision
from eregion.games.tcg.steps import step

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


def position(s: TcgState) -> int:
    """A digest of what an ability can change: every card's place and wounds, the twilight pool,
    burdens, the Ring and the lasting modifiers (not the limits nor the log)."""
    cards = tuple((c.cid, c.controller, c.zone, c.host, c.wounds) for c in s.cards)
    facts = (cards, s.pool, tuple(s.burdens), s.wearing, tuple(s.rb), tuple(s.mods), s.rng.state)
    return zlib.crc32(repr(facts).encode())


def watch(s: TcgState, uid: int) -> None:
    """Before a special ability of ``uid`` resolves (pushed below it): remember the position, and
    check the one it leads to."""
    s.limits.add("phase", ("position", position(s)), 1)
    s.stack.append(("loop_check", uid))


def stale(s: TcgState, uid: int) -> bool:
    """Has this card's special ability brought back an earlier position this phase?"""
    return s.limits.used("phase", ("loop", uid)) > 0


@step("loop_check")
def _loop_check(s: TcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    now = position(s)
    if s.limits.used("phase", ("position", now)):
        s.limits.add("phase", ("loop", st[1]), 1)
    s.limits.add("phase", ("position", now), 1)
    return None
