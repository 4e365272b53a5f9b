"""The action procedure: players act or pass in turn order until all pass consecutively.

Both card games use it (the TCG's maneuver to regroup phases, the LCG's action windows). A window
is immutable so it can live inside a step tuple: acting resets the pass count, passing adds one,
and the window closes once every player has passed in a row.
"""

from __future__ import annotations

from typing import NamedTuple


class Window(NamedTuple):
    order: tuple[int, ...]  # players in the order they get the opportunity to act
    turn: int = 0  # index into ``order`` of who may act now
    passes: int = 0  # consecutive passes so far

    @property
    def actor(self) -> int:
        return self.order[self.turn]

    @property
    def closed(self) -> bool:
        return self.passes >= len(self.order)

    def passed(self) -> Window:
        order, turn, passes = self
        return _new(Window, (order, (turn + 1) % len(order), passes + 1))

    def acted(self) -> Window:
        """After an action the next player gets the opportunity; every player must pass again."""
        order, turn, _ = self
        return _new(Window, (order, (turn + 1) % len(order), 0))


_new = tuple.__new__  # a window made without the named tuple's own ``__new__`` (made at every pass)
