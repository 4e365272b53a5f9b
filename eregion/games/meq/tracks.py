"""Sauron's Action step (pp. 15-19): the three action tracks, Draw Shadow and Plot, and Command.

Each action puts one of Sauron's action tokens on the leftmost empty space of a track and gives that
space's value X; when the fourth token goes down, the three earlier ones come off (p. 15).
:class:`Tracks` is the set of covered spaces. Draw Shadow and Plot works on decks given as tuples, top
first; Command checks and applies a whole list of commands to a :class:`~.board.Board` and the
minions' damage. Place Influence is :func:`.influence.place_influence`. Rulings R38-R44 in
``docs/meq-rules.md``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from eregion.games.meq.board import Board, IllegalMove, Token, distances
from eregion.games.meq.facts import Components

PLACE_INFLUENCE = "place_influence"
DRAW_SHADOW_AND_PLOT = "draw_shadow_and_plot"
COMMAND = "command"

TOKENS_BEFORE_RESET = 3  # the fourth token clears the three before it (p. 15)
HEAL = 4  # a Heal Minion command removes up to 4 damage (p. 18)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Tracks:
    """The spaces holding an action token: (track id, space index from the left)."""

    covered: frozenset[tuple[str, int]] = frozenset()

    def on(self, track: str) -> tuple[int, ...]:
        return tuple(sorted(i for t, i in self.covered if t == track))


def actions_per_step(heroes: int) -> int:
    """Two actions, three with three heroes (the four-player game, p. 15). Sauron may take fewer."""
    return 3 if heroes == 3 else 2


def free_space(tracks: Tracks, comps: Components, track: str) -> int | None:
    """The leftmost empty space of ``track``; None when all its spaces are covered."""
    if track not in comps.action_tracks:
        raise IllegalMove(f"{track!r} is not an action track of {sorted(comps.action_tracks)}")
    taken = tracks.on(track)
    return next((i for i in range(len(comps.action_tracks[track].values)) if i not in taken), None)


def open_tracks(tracks: Tracks, comps: Components) -> tuple[str, ...]:
    """The tracks Sauron may choose now: those with an empty space."""
    return tuple(t for t in comps.action_tracks if free_space(tracks, comps, t) is not None)


_ACTION_WORDS = {
    "place_influence": "place {x} influence",
    "draw_shadow_and_plot": "draw {x} Shadow and {x} Plot cards",
    "command": "give {x} commands",
}


def action_words(track: str, x: int) -> str:
    """What the action of ``track`` does with the value X of its space (pp. 15-18), in words."""
    return _ACTION_WORDS[track].format(x=x)


def take_action(tracks: Tracks, comps: Components, track: str) -> tuple[Tracks, int]:
    """Put an action token on the leftmost empty space of ``track``; return the tracks and its value X.
    The fourth token on the tracks leaves only itself (p. 15; the p. 19 example)."""
    space = free_space(tracks, comps, track)
    if space is None:
        raise IllegalMove(f"every space of {track!r} holds an action token")
    x = comps.action_tracks[track].values[space]
    if len(tracks.covered) >= TOKENS_BEFORE_RESET:
        return Tracks(frozenset({(track, space)})), x
    return Tracks(tracks.covered | {(track, space)}), x


# --- Draw Shadow and Plot ---------------------------------------------------------------------------


def draw(deck: Sequence[T], x: int) -> tuple[tuple[T, ...], tuple[T, ...]]:
    """The top ``x`` cards of ``deck`` (top first) and the rest. A deck that runs out is reshuffled from
    its discards by the game flow (p. 35) before it draws; here a short deck gives what it has."""
    return tuple(deck[:x]), tuple(deck[x:])


def keep_plot(
    drawn: Sequence[T], deck: Sequence[T], keep: int, bottom: Sequence[int]
) -> tuple[T, tuple[T, ...]]:
    """Draw Shadow and Plot's Plot half (p. 17): Sauron keeps ``drawn[keep]`` and puts every other drawn
    card at the bottom of the Plot deck in the order ``bottom`` gives (indexes into ``drawn``, the first
    one ending up nearest the top). Returns the kept card and the new deck."""
    if not 0 <= keep < len(drawn):
        raise IllegalMove(f"keep Plot card {keep}: expected 0 to {len(drawn) - 1}")
    rest = sorted(i for i in range(len(drawn)) if i != keep)
    if sorted(bottom) != rest:
        raise IllegalMove(f"order the other Plot cards {rest} to the bottom of the deck, each once")
    return drawn[keep], (*deck, *(drawn[i] for i in bottom))


# --- Command ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MoveMinion:
    minion: str
    dst: str


@dataclass(frozen=True, slots=True)
class MoveToken:
    src: str
    token: Token
    dst: str


@dataclass(frozen=True, slots=True)
class PlaceToken:
    """The token Sauron drew from the pile he chose (the game flow draws it, at random) and where it goes."""

    token: Token
    loc: str


@dataclass(frozen=True, slots=True)
class HealMinion:
    minion: str
    amount: int = HEAL


Order = MoveMinion | MoveToken | PlaceToken | HealMinion


def _check_step(comps: Components, src: str, dst: str, reach: int, what: str) -> None:
    if dst not in comps.locations:
        raise IllegalMove(f"{dst!r} is not a location")
    if not 1 <= distances(comps, src).get(dst, reach + 1) <= reach:
        raise IllegalMove(
            f"{what} at {src!r} cannot move to {dst!r}: not {'adjacent' if reach == 1 else f'within {reach}'}"
        )


def command(
    board: Board,
    comps: Components,
    damage: Mapping[str, int],
    x: int,
    orders: Sequence[Order],
    reach: Mapping[str, int] | None = None,
) -> tuple[Board, dict[str, int]]:
    """The Command Monsters and Minions action with X commands (p. 18), applied in order: each moves a
    monster token (onto a location with influence) or a minion (anywhere, a Haven too) to an adjacent
    location, places the one monster token this action may place (a location of its pile's regions with
    influence and no hero), or heals a minion not sharing a location with a hero (up to 4 damage). No
    token or minion takes two commands, so a token placed now does not move. ``damage``: minion ->
    damage tokens. ``reach``: minions whose ability lets a move command go further (locations per
    command; the vocabulary fills it in). Returns the board and damage; a broken rule raises
    IllegalMove and changes nothing."""
    if len(orders) > x:
        raise IllegalMove(f"{len(orders)} commands for X = {x}")
    if sum(isinstance(o, PlaceToken) for o in orders) > 1:
        raise IllegalMove("one monster token placed per Command action (p. 18)")
    after, hurt = board, dict(damage)
    minions: set[str] = set()
    tokens: Counter[tuple[str, Token]] = Counter()  # commanded tokens, where they stand now
    for order in orders:
        if isinstance(order, (MoveMinion, HealMinion)):
            if order.minion not in after.minions:
                raise IllegalMove(f"{order.minion!r} is not on the board")
            if order.minion in minions:
                raise IllegalMove(f"{order.minion!r} already took a command this action")
            minions.add(order.minion)
            at = after.minions[order.minion]
            if isinstance(order, MoveMinion):
                _check_step(comps, at, order.dst, (reach or {}).get(order.minion, 1), order.minion)
                after = after.move_minion(order.minion, order.dst)
            else:
                if after.heroes_at(at):
                    raise IllegalMove(f"{order.minion!r} shares {at!r} with a hero and may not heal")
                if not 0 <= order.amount <= HEAL:
                    raise IllegalMove(f"heal {order.amount}: at most {HEAL}")
                left = max(0, hurt.get(order.minion, 0) - order.amount)
                hurt = {m: n for m, n in hurt.items() if m != order.minion} | (
                    {order.minion: left} if left else {}
                )
        elif isinstance(order, MoveToken):
            here = after.tokens_at(order.src).count(order.token) - tokens[(order.src, order.token)]
            if here < 1:
                raise IllegalMove(f"no uncommanded monster token {order.token.face!r} at {order.src!r}")
            _check_step(comps, order.src, order.dst, 1, "a monster token")
            if not after.influence_at(order.dst):
                raise IllegalMove(f"a monster token moves only onto influence; {order.dst!r} has none")
            after = after.move_token(order.src, order.dst, order.token)
            tokens[(order.dst, order.token)] += 1
        else:
            place, pile = comps.locations.get(order.loc), comps.groups.get(order.token.group)
            if place is None or pile is None:
                raise IllegalMove(f"{order.loc!r} is not a location, or {order.token.group!r} not a pile")
            if place.region not in pile.regions:
                raise IllegalMove(
                    f"a {order.token.group} token goes only in its regions; {order.loc!r} is not"
                )
            if not after.influence_at(order.loc) or after.heroes_at(order.loc):
                raise IllegalMove(
                    f"a monster token goes on influence and never on a hero; not on {order.loc!r}"
                )
            after = after.add_token(order.loc, order.token)
            tokens[(order.loc, order.token)] += 1
    return after, hurt
