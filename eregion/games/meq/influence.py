"""Influence (pp. 15-17, 23): the Place Influence action, extension of the Shadow Strongholds and their
caps, removing influence, and what makes a location perilous.

A Stronghold's influence strength is the influence on it, at most its printed cap (Barad-dûr 6, Dol
Guldur and Mount Gundabad 3). Its extension is every location joined to it by a chain of adjacent
locations that all hold influence; such a location may hold no more than the highest strength among the
Strongholds it is joined to, and one that no chain joins keeps a single token. Whenever influence
changes, :func:`settle` removes the excess at once, as the rulebook asks "at any time" (p. 17). The
rulings are R9-R16 in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.facts import Components
from eregion.games.meq.minions import perilous_near

POOL_PER_STAGE = 4  # the Shadow Pool holds at most 4 x the current stage (p. 16)
POOL_PER_ACTION = 2  # a Place Influence action puts at most 2 of its tokens in the Shadow Pool (p. 15)


def pool_cap(stage: int) -> int:
    return POOL_PER_STAGE * stage


def extension(board: Board, comps: Components) -> dict[str, int]:
    """Every location in extension of a Stronghold, with the most influence it may hold there.

    A group of adjacent influenced locations that holds a Stronghold is an extension; each of its
    locations may hold up to the highest strength of the group's Strongholds, and a Stronghold itself
    only ever its printed cap (R10).
    """
    out: dict[str, int] = {}
    seen: set[str] = set()
    for root in sorted(board.influence):
        if root in seen:
            continue
        group, todo = [root], [root]
        seen.add(root)
        while todo:
            for near in comps.adjacent[todo.pop()]:
                if near not in seen and board.influence_at(near):
                    seen.add(near)
                    group.append(near)
                    todo.append(near)
        strengths = [
            min(board.influence_at(g), comps.locations[g].stronghold_cap)
            for g in group
            if comps.locations[g].stronghold
        ]
        if strengths:
            top = max(strengths)
            for g in group:
                cap = comps.locations[g].stronghold_cap
                out[g] = cap or top
    return out


def settle(board: Board, comps: Components) -> Board:
    """Remove every excess token: above a Stronghold's cap, above the extension's strength, and all but
    one on a location no chain joins to a Stronghold (p. 17). No count drops to 0, so the chains stay as
    they are and one pass is enough."""
    caps = extension(board, comps)
    fixed = {loc: min(n, caps.get(loc, 1)) for loc, n in board.influence.items()}
    return board if fixed == board.influence else replace(board, influence=fixed)


def _with(board: Board, loc: str, n: int) -> Board:
    influence = dict(board.influence)
    if n > 0:
        influence[loc] = n
    else:
        influence.pop(loc, None)
    return replace(board, influence=influence)


def _room(board: Board, comps: Components, caps: Mapping[str, int], loc: str) -> int:
    """The most influence ``loc`` may hold once one more token goes there (0: none may go there)."""
    place = comps.locations[loc]
    if place.haven:
        return 0
    if place.stronghold:
        return place.stronghold_cap
    if loc in caps:
        return caps[loc]
    joined = [caps[near] for near in comps.adjacent[loc] if near in caps]
    return max(joined, default=0)


def legal_spots(board: Board, comps: Components) -> tuple[str, ...]:
    """Where the next Place Influence token may go: a Stronghold below its cap, a location in its
    extension, or one adjacent to the extension, never a Haven, never above the cap it would then have
    (p. 16). Tokens are placed one at a time, so raising a Stronghold first lets the next ones go higher
    (the p. 17 example; R11)."""
    caps = extension(board, comps)
    return tuple(loc for loc in comps.locations if board.influence_at(loc) < _room(board, comps, caps, loc))


def place_one(board: Board, comps: Components, loc: str) -> Board:
    """One Place Influence token on ``loc``, if the rules allow it there."""
    if loc not in comps.locations:
        raise IllegalMove(f"{loc!r} is not a location")
    room = _room(board, comps, extension(board, comps), loc)
    if board.influence_at(loc) >= room:
        if comps.locations[loc].haven:
            why = "a Haven holds no influence"
        elif room:
            why = f"it may hold at most {room}"
        else:
            why = "it is neither a Stronghold nor in or next to a Stronghold's extension"
        raise IllegalMove(f"no influence may be placed on {loc!r}: {why}")
    return _with(board, loc, board.influence_at(loc) + 1)


def pool_room(board: Board, stage: int) -> int:
    """How many more tokens the Shadow Pool takes in this stage."""
    return max(0, pool_cap(stage) - board.shadow_pool)


def place_influence(
    board: Board, comps: Components, x: int, pool: int, spots: Sequence[str], stage: int
) -> Board:
    """The Place Influence action with value ``x`` (pp. 15-17): ``pool`` tokens into the Shadow Pool
    (at most 2, and only while it has room), then one token on each of ``spots`` in order.

    Every token not put in the pool goes on the board while a legal location is left; those for which
    none is left go back to the Influence area (R11). A plan that breaks a rule raises IllegalMove and
    changes nothing.
    """
    if not 0 <= pool <= min(POOL_PER_ACTION, x):
        raise IllegalMove(f"{pool} tokens for the Shadow Pool: between 0 and {min(POOL_PER_ACTION, x)}")
    if pool > pool_room(board, stage):
        raise IllegalMove(f"the Shadow Pool holds at most {pool_cap(stage)} in stage {stage}")
    if len(spots) > x - pool:
        raise IllegalMove(f"{len(spots)} locations for {x - pool} tokens")
    after = replace(board, shadow_pool=board.shadow_pool + pool)
    for loc in spots:
        after = place_one(after, comps, loc)
    if len(spots) < x - pool and legal_spots(after, comps):
        raise IllegalMove(
            f"{x - pool - len(spots)} token(s) left to place, and {legal_spots(after, comps)[0]!r} takes one"
        )
    return after


def add_influence(board: Board, comps: Components, loc: str, n: int = 1) -> Board:
    """Influence a card puts on a named location: never on a Haven (p. 16), and any excess over the
    extension's caps is removed at once (p. 17; R13)."""
    if comps.locations[loc].haven:
        return board
    return settle(_with(board, loc, board.influence_at(loc) + n), comps)


def remove_influence(board: Board, comps: Components, loc: str, n: int | None = None) -> Board:
    """Remove ``n`` influence (all of it when None) from ``loc``; a chain it breaks loses its excess."""
    left = 0 if n is None else max(0, board.influence_at(loc) - n)
    return settle(_with(board, loc, left), comps)


def hero_rally(board: Board, comps: Components) -> Board:
    """Sauron's Hero Rally step (p. 11): every hero's location loses all its influence, unless it is a
    Shadow Stronghold; then the chains those removals break lose their excess."""
    cleared = board
    for loc in sorted(set(board.heroes.values())):
        if not comps.locations[loc].stronghold:
            cleared = _with(cleared, loc, 0)
    return settle(cleared, comps)


def settle_pool(board: Board, stage: int) -> Board:
    """When the current stage falls (a marker moved back), the Shadow Pool loses what is over its new cap."""
    cap = pool_cap(stage)
    return replace(board, shadow_pool=cap) if board.shadow_pool > cap else board


def perilous_for(board: Board, comps: Components, loc: str, wisdom: int) -> bool:
    """Perilous for a hero of this wisdom: printed perilous, made perilous by a card in play or a minion
    (Gothmog, R502), or holding more influence than his wisdom (p. 23; strictly more, R14)."""
    return (
        comps.locations[loc].perilous
        or loc in board.perilous
        or board.influence_at(loc) > wisdom
        or perilous_near(board, comps, loc)
    )
