"""Where everything stands on the Middle-earth Quest board, and the questions the rules ask of it.

:class:`Board` is plain, frozen data: heroes, minions and face-down monster tokens by location,
influence on locations and in the Shadow Pool, favor and characters on locations, the locations a
card in play makes perilous, and the locations whose monster tokens the heroes have looked at (R513),
forgotten by the update that changes that location's tokens. Every update returns a new Board, so a
state that holds one clones it for free. The distances the rules count ("within X spaces", the nearest
Haven) follow the printed paths only (rulings R1-R3 in ``docs/meq-rules.md``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from eregion.core.errors import EregionError
from eregion.games.meq.facts import Components

BLANK = "blank"  # the face of a monster token that shows no monster


class IllegalMove(EregionError, ValueError):
    """A rule forbids what was asked; the message names the rule and the place. Nothing has changed."""


@dataclass(frozen=True, slots=True, order=True)
class Token:
    """A monster token: the pile (region pair) it came from, which its discard goes back to, and its face.

    Its face is hidden from the heroes until Sauron flips it (views are the state's business).
    """

    group: str
    face: str  # a monster id, or BLANK


def _put(m: Mapping[str, Any], key: str, value: Any) -> dict[str, Any]:
    """A copy of ``m`` with ``key`` set, or dropped when ``value`` is empty (0, None, ())."""
    out = dict(m)
    if value:
        out[key] = value
    else:
        out.pop(key, None)
    return out


@dataclass(frozen=True, slots=True)
class Board:
    """Every piece on the map. Mappings hold only what is there (no zero counts, no empty tuples)."""

    heroes: Mapping[str, str] = field(default_factory=dict)  # hero -> location
    minions: Mapping[str, str] = field(default_factory=dict)  # minion in play -> location
    tokens: Mapping[str, tuple[Token, ...]] = field(default_factory=dict)  # location -> its tokens, sorted
    influence: Mapping[str, int] = field(default_factory=dict)  # location -> influence tokens
    shadow_pool: int = 0  # influence in the Shadow Pool (p. 16)
    favor: Mapping[str, int] = field(default_factory=dict)  # location -> favor tokens
    characters: Mapping[str, str] = field(default_factory=dict)  # character on the board -> location
    perilous: frozenset[str] = frozenset()  # locations a card in play makes perilous (p. 23)
    seen: frozenset[str] = frozenset()  # locations whose tokens, as they stand, the heroes have seen (R513)

    # --- queries ---------------------------------------------------------------------------------

    def heroes_at(self, loc: str) -> tuple[str, ...]:
        return tuple(sorted(h for h, at in self.heroes.items() if at == loc))

    def minions_at(self, loc: str) -> tuple[str, ...]:
        return tuple(sorted(m for m, at in self.minions.items() if at == loc))

    def tokens_at(self, loc: str) -> tuple[Token, ...]:
        return self.tokens.get(loc, ())

    def enemies_at(self, loc: str) -> bool:
        """A monster token or a minion is here: no rest (p. 20), an Ambush (p. 22), Combat on entering."""
        return bool(self.tokens.get(loc)) or loc in self.minions.values()

    def influence_at(self, loc: str) -> int:
        return self.influence.get(loc, 0)

    def favor_at(self, loc: str) -> int:
        return self.favor.get(loc, 0)

    def characters_at(self, loc: str) -> tuple[str, ...]:
        return tuple(sorted(c for c, at in self.characters.items() if at == loc))

    def token_count(self) -> int:
        """Monster tokens in play (the Mission Against the Shadow counts them)."""
        return sum(len(t) for t in self.tokens.values())

    # --- updates (each returns a new Board) ------------------------------------------------------

    def move_hero(self, hero: str, loc: str) -> Board:
        return replace(self, heroes=_put(self.heroes, hero, loc))

    def move_minion(self, minion: str, loc: str | None) -> Board:
        """Place or move a minion; ``None`` takes it off the board (defeated, or waiting to return)."""
        return replace(self, minions=_put(self.minions, minion, loc))

    def add_token(self, loc: str, token: Token) -> Board:
        here = tuple(sorted((*self.tokens_at(loc), token)))
        return replace(self, tokens=_put(self.tokens, loc, here), seen=self.seen - {loc})

    def remove_token(self, loc: str, token: Token) -> Board:
        here = list(self.tokens_at(loc))
        if token not in here:
            raise IllegalMove(f"no monster token {token.face!r} ({token.group}) at {loc!r}")
        here.remove(token)
        return replace(self, tokens=_put(self.tokens, loc, tuple(here)), seen=self.seen - {loc})

    def look(self, locs: Sequence[str]) -> Board:
        """The heroes have seen the faces of every monster token on these locations (R513)."""
        return replace(self, seen=self.seen | {loc for loc in locs if loc in self.tokens})

    def move_token(self, src: str, dst: str, token: Token) -> Board:
        return self.remove_token(src, token).add_token(dst, token)

    def add_favor(self, loc: str, n: int = 1) -> Board:
        """Favor tokens are unlimited (p. 35), so placing them always succeeds."""
        return replace(self, favor=_put(self.favor, loc, self.favor_at(loc) + n))

    def take_favor(self, loc: str) -> tuple[Board, int]:
        """A hero exploring here retrieves every favor token on it (p. 24)."""
        return replace(self, favor=_put(self.favor, loc, 0)), self.favor_at(loc)

    def place_character(self, character: str, loc: str) -> Board:
        """A character already on the board stays where it is (p. 14)."""
        if character in self.characters:
            return self
        return replace(self, characters=_put(self.characters, character, loc))

    def remove_character(self, character: str) -> Board:
        """Back to the Favor and Character area (after a hero consults it, p. 24)."""
        return replace(self, characters=_put(self.characters, character, None))

    def mark_perilous(self, loc: str, on: bool = True) -> Board:
        marks = self.perilous | {loc} if on else self.perilous - {loc}
        return replace(self, perilous=frozenset(marks))

    # --- JSON ------------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain JSON with sorted keys, so equal boards give equal text."""
        return {
            "heroes": dict(sorted(self.heroes.items())),
            "minions": dict(sorted(self.minions.items())),
            "tokens": {loc: [[t.group, t.face] for t in ts] for loc, ts in sorted(self.tokens.items())},
            "influence": dict(sorted(self.influence.items())),
            "shadow_pool": self.shadow_pool,
            "favor": dict(sorted(self.favor.items())),
            "characters": dict(sorted(self.characters.items())),
            "perilous": sorted(self.perilous),
            "seen": sorted(self.seen),
        }


def start_board(comps: Components, heroes: Sequence[str]) -> Board:
    """Heroes on their starting locations and the stage I minions on theirs (p. 8, setup)."""
    unknown = [h for h in heroes if h not in comps.heroes]
    if unknown or len(set(heroes)) != len(heroes) or not 1 <= len(heroes) <= 3:
        raise IllegalMove(
            f"heroes {list(heroes)!r}: expected 1 to 3 different heroes of {sorted(comps.heroes)}"
        )
    minions = {m.id: m.starts[0] for m in comps.minions.values() if m.stage == 1}
    return Board(heroes={h: comps.heroes[h].start for h in heroes}, minions=minions)


# --- distances along the printed paths ------------------------------------------------------------


def distances(comps: Components, start: str) -> dict[str, int]:
    """Paths to cross from ``start`` to every location (breadth first; the board is connected)."""
    dist, todo = {start: 0}, deque([start])
    while todo:
        here = todo.popleft()
        for near in comps.adjacent[here]:
            if near not in dist:
                dist[near] = dist[here] + 1
                todo.append(near)
    return dist


def within(comps: Components, loc: str, spaces: int) -> frozenset[str]:
    """The locations "within X spaces": the location itself and those up to X paths away (p. 11)."""
    return frozenset(k for k, d in distances(comps, loc).items() if d <= spaces)


def nearest_havens(comps: Components, loc: str) -> tuple[str, ...]:
    """The Havens closest by locations away, where a defeated hero goes; Sauron picks among ties (p. 32)."""
    dist = distances(comps, loc)
    havens = [h for h, place in comps.locations.items() if place.haven]
    best = min(dist[h] for h in havens)
    return tuple(sorted(h for h in havens if dist[h] == best))
