"""A quick evaluation of a Duel position for one player, from public information only.

Each side's score adds up its progress toward the three immediate victories (quest steps, Race
symbols, regions held) and the means to get there (Skills, coins, chaining symbols, tokens); the
value is the difference between the two scores. Weights were set by hand and checked by playing
the greedy agent against random (see docs/agents.md).
"""

from __future__ import annotations

from eregion.core import State
from eregion.games.duel.components import EAGLE, REGIONS, components

C = components()
NREG = len(REGIONS)
NSYM = EAGLE + 1


def _score(s, p: int) -> float:
    chapter = s.chapter
    q = s.quest[p]
    races = sum(1 for i in range(NSYM) if s.races[p * NSYM + i])
    base = p * NREG
    units = sum(s.units[base : base + NREG])
    presence = sum(1 for r in range(NREG) if s.units[base + r] or (s.forts[p] >> r) & 1)
    forts = s.forts[p].bit_count()
    economy = (4 - chapter) / 3
    return (
        3.0 * q
        + (8.0 if q >= 11 else 0.0)
        + 4.0 * races
        + (10.0 if races >= 5 else 0.0)
        + 4.0 * presence
        + (12.0 if presence >= 6 else 0.0)
        + 0.7 * units
        + 1.5 * forts
        + 1.6 * economy * sum(s.fixed[p])
        + 0.9 * s.coins[p]
        + 1.2 * economy * s.chains[p].bit_count()
        + 3.0 * len(s.tokens[p])
        + 2.5 * s.extra_turns * (p == s.turn_player)
    )


def evaluate(state: State, player: int) -> float:
    """Higher is better for ``player``; a finished game is worth ±1000."""
    if state.is_over:
        return 1000.0 * state.returns()[player]
    return _score(state, player) - _score(state, 1 - player)
