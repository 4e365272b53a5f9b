"""Which served matches stay in memory: the rest are let go and load again from the store on demand.

Every action is in the store before it is applied, so a match in memory is only a cache of its stored
actions replayed from the seed. A match is let go when nobody uses it (no WebSocket subscriber, no AI
move under way, no request holding it), and either it has been idle for a while (a finished game
sooner) or the server holds more than ``max_matches`` (least recently used first). Memory then stays
flat under a long stream of games; the matches in use are never let go, so the cap is a soft one.
"""

from __future__ import annotations

import time
from collections.abc import Callable, MutableMapping
from dataclasses import dataclass, field

from eregion.server.match import FINISHED, Match

MAX_MATCHES = 500
"""Matches held in memory before the least recently used idle ones are let go (a finished Duel holds
about 75 KB, an unplayed one about 40 KB)."""
IDLE_S = 600.0
"""Seconds an unused match in progress stays in memory."""
FINISHED_S = 60.0
"""Seconds an unused finished match stays in memory (its replay is cached apart: :mod:`.replays`)."""
SWEEP_S = 30.0
"""How often the server looks for idle matches (the count cap is kept at every new match)."""


@dataclass
class Retention:
    """The policy, with its clock (tests pass a fake one)."""

    max_matches: int = MAX_MATCHES
    idle_s: float = IDLE_S
    finished_s: float = FINISHED_S
    sweep_s: float = SWEEP_S
    clock: Callable[[], float] = field(default=time.monotonic)

    def touch(self, match: Match) -> None:
        """``match`` is being used now."""
        match.used = self.clock()

    def sweep(self, matches: MutableMapping[str, Match]) -> list[Match]:
        """Remove from ``matches`` (marking them evicted) and return those to let go now."""
        now = self.clock()
        free = [m for m in matches.values() if unused(m)]
        out = [m for m in free if now - m.used >= (self.finished_s if m.status == FINISHED else self.idle_s)]
        over = len(matches) - len(out) - self.max_matches
        if over > 0:
            gone = {id(m) for m in out}
            out += sorted((m for m in free if id(m) not in gone), key=lambda m: m.used)[:over]
        for m in out:
            del matches[m.id]
            m.evicted = True
        return out


def unused(match: Match) -> bool:
    """Nobody holds ``match``: letting it go loses nothing (the store has every action)."""
    return (
        not match.subscribers
        and match.ai_task is None
        and match.pins == 0
        and not match.lock.locked()
        and not match.evicted
    )
