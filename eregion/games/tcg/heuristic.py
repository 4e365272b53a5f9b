"""A quick static estimate of a TCG position for one player, for greedy agents and rollouts.

Only public facts are read (positions, burdens, resistance, characters in play and their wounds, the
twilight pool, hand and deck sizes), so a search that calls it on its own determinized copy never
learns anything the player could not see. Progress along the path dominates because reaching site 9
alive is how the game is won; the Ring-bearer's health and the burdens against his resistance come
next because losing either ends the game at once; the fellowship's fighting strength guards both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.games.tcg import rules as R

if TYPE_CHECKING:
    from eregion.core import State
    from eregion.games.tcg.state import TcgState

WIN = 1000.0
SITE = 10.0  # each site of progress
COMPANION = 2.5  # each companion alive (a body that can stand between a minion and the Ring-bearer)
STRENGTH = 0.25  # each point of a companion's strength
HEALTH = 0.8  # each vitality left on a companion
RB_HEALTH = 3.0  # each vitality left on the Ring-bearer
RB_LAST = 6.0  # extra worry when the Ring-bearer is one wound from death
CORRUPTION = 14.0  # scaled by (burdens / resistance) squared: the last burdens hurt most
HAND = 0.15  # each card in hand


def _side(s: TcgState, p: int) -> float:
    """What ``p``'s own fellowship is worth: progress, Ring-bearer, burdens and companions."""
    v = SITE * s.pos[p]
    rb = s.rb[p]
    if s.cards[rb].zone == "fellowship":
        left = R.vitality(s, rb) - s.cards[rb].wounds
        v += RB_HEALTH * left - (RB_LAST if left <= 1 else 0.0)
    res = max(1, s.resistance[p])
    v -= CORRUPTION * (s.burdens[p] / res) ** 2 * 2 + 2.0 * s.burdens[p] / res
    for u in s.zones[(p, "fellowship")]:
        if u == rb:
            continue
        left = R.vitality(s, u) - s.cards[u].wounds
        v += COMPANION + STRENGTH * R.strength(s, u) + HEALTH * left
    v += HAND * min(len(s.zones[(p, "hand")]), R.HAND_SIZE)
    return v


def _threat(s: TcgState, p: int) -> float:
    """Minions ``p`` has in play on the opponent's turn, and the twilight he may still spend: a small
    term so the Shadow side prefers positions where it is pressing."""
    if s.phase == "setup" or s.fp == p:
        return 0.0
    v = 0.0
    for u in s.zones[(p, "shadow")]:
        v += 0.3 * R.strength(s, u) + 0.3 * (R.vitality(s, u) - s.cards[u].wounds)
    return v + 0.1 * s.pool


def _fights(s: TcgState) -> float:
    """What the pending skirmishes are likely to cost the Free Peoples, from public strengths: a
    loss wounds, double strength kills (the Ring-bearer's death ends the game), and a minion nobody
    has been assigned to may still be sent at the Ring-bearer. Lets a one-step search see that an
    assignment or a pump matters before the skirmish resolves."""
    minions = R.minions(s)
    if s.phase not in ("assignment", "skirmish") or not minions:
        return 0.0
    rb = s.rb[s.fp]
    pairs = [(d, ms) for d, ms in s.assign if d >= 0]
    if s.skirmish is not None and s.skirmish[0] >= 0 and not s.skirmish_cancelled:
        pairs.append(s.skirmish)
    taken = {m for _, ms in pairs for m in ms}
    loss = 0.0
    for d, ms in pairs:
        fs, ss = R.strength(s, d), sum(R.strength(s, m) for m in ms)
        if fs > ss:
            loss -= 0.5
        elif ss >= R.overwhelm_multiplier(s, d) * fs:
            loss += 60.0 if d == rb else 10.0
        else:
            loss += 4.0 if d == rb else 2.5
    if s.phase == "assignment":
        loss += 6.0 * sum(1 for m in minions if m not in taken)
    return loss


def evaluate(state: State, player: int) -> float:
    """Higher is better for ``player``: a won game is +1000, a lost one -1000, otherwise the
    difference between the two sides' public standing."""
    s: TcgState = state  # type: ignore[assignment]
    if s.result is not None:
        return WIN if s.result[0] == player else -WIN
    opp = 1 - player
    fights = _fights(s) if s.phase != "setup" else 0.0
    v = _side(s, player) + _threat(s, player) - _side(s, opp) - _threat(s, opp)
    return v - fights if player == s.fp else v + fights
