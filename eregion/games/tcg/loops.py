"""Loops (CR 4.2, "loops"; ruling 18): abilities that can undo each other's costs without end, such as
two Hobbit Party Guests healing each other's exertion, or The Choice of Lúthien's Aragorn and Arwen.

The loop rule has the player name a number of repetitions, any other player free to intervene. Here
every use is one action of the action procedure, so the opponent may intervene between any two, and
the number is how many times the player uses it before he passes. A number is finite: a special
ability whose use brings the game back to a position already reached in this phase, with as many
twilight tokens or more, is not offered again in this phase, since repeating it more could change
nothing but add twilight (Shoulder to Shoulder adds a token each time: more of them only help the
Shadow player, and set 1 has no Shadow loop that adds any). So no agent can stall a game in a loop.
An ability that only removes twilight (Uruk Brood with no other Uruk-hai) is no loop: the pool runs
out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.core import Decision
from eregion.games.tcg.state import ZONES
from eregion.games.tcg.steps import step

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


_ZONE_KEYS = sorted((p, n) for p in (0, 1) for n in ZONES)
"""Every zone of a game (``setup``), in the order the position reads them."""


def position(s: TcgState) -> int:
    """A digest of what an ability can change but the twilight pool (compared apart): the zones' order, every card's
    wounds and bearer, burdens, the Ring and the lasting modifiers (not the limits nor the log). Only
    numbers are hashed, so it is the same under any ``PYTHONHASHSEED``."""
    z = s.zones
    zones = tuple([tuple(z[k]) for k in _ZONE_KEYS])
    mods = tuple([(m.target, m.amount, m.source) for m in s.mods])
    return hash((zones, tuple(_rows(s)), mods, tuple(s.burdens), s.wearing, tuple(s.rb), s.rng.state))


def _rows(s: TcgState) -> list[tuple[int, int]]:
    """Every card's wounds and bearer (-1: none), by uid: of the rows read at the last look
    (``TcgState.position_rows``), only those of the cards touched since are read again (a look comes
    after a few moves; a game has some 130 cards)."""
    cards, touched, kept = s.cards, s.touched, s.position_rows
    if kept is None or kept[1] is not touched or len(kept[0]) != len(cards):
        rows = [(c.wounds, -1 if c.host is None else c.host) for c in cards]
    else:
        rows = kept[0]
        for u in touched[kept[2] :]:
            c = cards[u]
            rows[u] = (c.wounds, -1 if c.host is None else c.host)
    s.position_rows = (rows, touched, len(touched))
    return rows


def watch(s: TcgState, uid: int) -> None:
    """Before a special ability of ``uid`` resolves (pushed below it): remember the position, and
    check the one it leads to."""
    _seen(s, position(s))
    s.stack.append(("loop_check", uid))


def _seen(s: TcgState, here: int) -> None:
    """Remember a position with the fewest twilight tokens it had this phase (stored plus one)."""
    key = ("phase", ("position", here))
    least = s.limits.used(*key)
    if not least or s.pool + 1 < least:
        s.limits.add(*key, s.pool + 1 - least)


def stale(s: TcgState, uid: int) -> bool:
    """Has this card's special ability brought back an earlier position this phase?"""
    return s.limits.used("phase", ("loop", uid)) > 0


@step("loop_check")
def _loop_check(s: TcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    here = position(s)
    least = s.limits.used("phase", ("position", here))
    if least and s.pool + 1 >= least:
        s.limits.add("phase", ("loop", st[1]), 1)
    _seen(s, here)
    return None
