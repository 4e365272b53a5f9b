"""A quick static estimate of an LCG position, for greedy agents, rollouts and the expert's look-ahead.

The game is co-operative, so the estimate is the group's standing, the same for every seat; ``player``
only decides nothing hidden is read (no deck, no other hand, no face-down shadow card). Quest progress
dominates because defeating the last stage is the only way to win; threat against the 50 limit and the
heroes' health come next because either ends a player's game; engaged enemies and the staging area's
threat against the group's willpower say what the next rounds will cost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.games.lcg import rules as R
from eregion.games.lcg.components import scenario

if TYPE_CHECKING:
    from eregion.core import State
    from eregion.games.lcg.state import LcgState

WIN = 1000.0
STAGE = 40.0  # each quest stage defeated
PROGRESS = 25.0  # the current stage's progress, as a fraction of its quest points
LOCATION = 1.0  # each progress token on the active location
THREAT = 0.4  # each point of threat, linear part
THREAT_LATE = 30.0  # scaled by (threat / 50) ** 4: the last points before 50 hurt most
HERO = 25.0  # each hero alive
HERO_HEALTH = 1.5  # each hit point left on a hero
HERO_LAST = 4.0  # extra worry for a hero one damage from death
ALLY = 3.0  # each ally in play
STATS = 0.5  # each point of willpower, attack and defense in play
ENEMY = 2.0  # each point of attack of an engaged enemy
ENEMY_BODY = 0.5  # each hit point left on an engaged enemy
STAGING_GAP = 1.5  # each point of staging threat above the group's willpower
HAND = 0.4  # each card in hand (up to 8)
RESOURCE = 0.3  # each resource on a hero (up to 6 a player)


def stage_index(s: LcgState) -> int:
    """How many stages have been defeated: the current stage's printed number less one."""
    q = R.current_quest(s)
    if q is None:
        return 0
    return max(0, (R.d(s, q).stage or 1) - 1)


def progress(s: LcgState) -> float:
    """Stages defeated plus the fraction of the current one, a measure of how far the group got (a
    won game counts every stage)."""
    if s.result is not None and s.result[0] == "win":
        return float(len(scenario(s.scenario_id).stages()))
    q = R.current_quest(s)
    frac = 0.0
    if q is not None:
        qp = R.stat(s, q, "quest_points")
        if qp > 0:
            frac = min(1.0, s.cards[q].tokens / qp)
    return stage_index(s) + frac


def _player(s: LcgState, p: int) -> float:
    """One player's own board: threat, heroes, allies, engaged enemies, hand and resources."""
    if s.out[p]:
        return -3 * HERO - 20.0
    v = -THREAT * s.threat[p] - THREAT_LATE * (s.threat[p] / R.THREAT_LIMIT) ** 4
    res = 0
    for h in R.heroes(s, p):
        left = R.hit_points(s, h) - s.cards[h].wounds
        v += HERO + HERO_HEALTH * left - (HERO_LAST if left <= 1 else 0.0)
        v += STATS * (R.willpower(s, h) + R.attack(s, h) + R.defense(s, h))
        res += s.cards[h].tokens
    for a in s.zones[(p, "allies")]:
        if not R.d(s, a).is_character:  # a claimed objective
            continue
        left = R.hit_points(s, a) - s.cards[a].wounds
        v += ALLY + 0.3 * left + STATS * (R.willpower(s, a) + R.attack(s, a) + R.defense(s, a))
    for e in R.engaged(s, p):
        left = R.hit_points(s, e) - s.cards[e].wounds
        v -= ENEMY * R.attack(s, e) + ENEMY_BODY * left
    v += HAND * min(len(s.zones[(p, "hand")]), 8) + RESOURCE * min(res, 6)
    return v


def evaluate(state: State, player: int) -> float:
    """Higher is better for the group: a win is +1000, a loss -1000, otherwise quest progress, threat,
    heroes' health, allies, engaged enemies and the staging area's pressure."""
    s: LcgState = state  # type: ignore[assignment]
    if s.result is not None:
        return WIN if s.result[0] == "win" else -WIN
    v = STAGE * stage_index(s) + PROGRESS * (progress(s) - stage_index(s))
    loc = R.active_location(s)
    if loc is not None:
        v += LOCATION * s.cards[loc].tokens
    willpower = sum(
        R.willpower(s, u) for p in R.active_players(s) for u in R.characters(s, p) if R.d(s, u).is_character
    )
    v -= STAGING_GAP * max(0, R.staging_threat(s) - willpower)
    v -= 0.5 * sum(R.attack(s, e) for e in R.enemies_in_staging(s))
    v += sum(_player(s, p) for p in range(s.n))
    return v / max(1, s.n)
