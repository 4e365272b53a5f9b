"""The Free Peoples player's regroup choice, move again or stay: the race to site 9 against a
fellowship that moves up to twice a turn too, weighed against the minions the next site buys."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from eregion.core import Action, Rng
from eregion.games.tcg import rules as R
from eregion.games.tcg.components import cards
from eregion.games.tcg.expert.plans import named_action, vitality_left

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


@cache
def shadow_guess(n: int) -> int:
    """The shadow number of site ``n`` before it is on the path: the highest of set 1's sites of that
    number (the opponent may have brought any of them)."""
    return max(
        (d.shadow_number or 0 for d in cards().values() if d.type == "site" and d.site == n), default=6
    )


def turns_to_finish(at: int) -> int:
    """Free Peoples turns a fellowship at site ``at`` still needs to reach site 9, moving twice a
    turn ("In a two-player game, your move limit is two")."""
    return -(-(9 - at) // 2)


def race_needs_move(s: TcgState, p: int) -> bool:
    """Whether staying now loses the race to site 9: the opponent moves next and, unhindered, twice
    a turn, so my fellowship must reach site 9 a turn before his does (moving on keeps the race, or
    at least loses it only if he is never slowed)."""
    return turns_to_finish(s.pos[p]) >= turns_to_finish(s.pos[1 - p])


def race_lost(s: TcgState, p: int) -> bool:
    """Whether even moving now loses the race to site 9 at the opponent's full speed."""
    return turns_to_finish(s.pos[p] + 1) >= turns_to_finish(s.pos[1 - p])


def kept_full_speed(s: TcgState, q: int) -> bool:
    """Whether ``q``'s fellowship has moved twice in each of at least two turns of his so far: the
    pace he can be expected to keep. Turns alternate, so before turn ``t`` each player has had
    ``t // 2`` of them (the turn ``t`` itself being the other's)."""
    turns = s.turn // 2
    return turns >= 2 and s.pos[q] >= min(9, 1 + 2 * turns)


ALONE_POOL = 5
"""The twilight (the pool with what the next move adds) from which a Ring-bearer without a healthy
companion stays, race or not: enough for a minion that overwhelms him."""


def fp_choice(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Move again when staying would lose the race to site 9, or only while the fellowship is
    healthy and the twilight the move gives is small next to the companions able to meet the
    minions it buys. A race lost even by moving, to an opponent ahead who has kept his full speed,
    is not run: only the Shadow side can win that game, and the Ring-bearer must live till then.
    The move to site 9 is made, whatever the danger, when the opponent would finish next turn."""
    move, stay = named_action(actions, "move"), named_action(actions, "stay")
    if move is None or stay is None:
        return actions[0]
    rb = s.rb[p]
    nxt = s.pos[p] + 1
    site = s.path[nxt] if nxt <= 9 else -1
    shadow = R.shadow_number(s, site) if site >= 0 else shadow_guess(nxt)
    comps = [u for u in R.companions(s) if u != rb]
    healthy = [u for u in comps if vitality_left(s, u) >= 2]
    pool = s.pool + shadow + len(R.companions(s))
    if nxt == 9 and turns_to_finish(s.pos[1 - p]) <= 1:
        return move  # the last move, and staying gives him the turn that finishes his own race
    if vitality_left(s, rb) <= 2 or s.burdens[p] >= s.resistance[p] - 3:
        return stay
    if not healthy and pool >= ALONE_POOL:
        return stay  # no companion to stand beside him: one minion of twice his strength kills him
    minions = R.minions(s)
    if minions and not (race_needs_move(s, p) and len(healthy) > len(minions)):
        return stay  # minions still in play join the next fight: met only when the race demands it
    behind = s.pos[1 - p] > s.pos[p]
    if not (race_lost(s, p) and kept_full_speed(s, 1 - p) and behind):
        if race_needs_move(s, p):
            return move
        if behind:  # staying only loses the race more slowly
            return move
    if len(healthy) < 2:
        return stay
    threat = pool / 3.5
    return move if threat <= len(healthy) else stay
