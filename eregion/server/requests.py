"""A request for a new match, checked field by field before anything is created.

Each error names the field that was wrong and what it may be, so a client can fix its request; nothing is
stored until the whole request is good.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping
from typing import Any

from eregion.agents import UnknownAgent, canonical_spec, make_agent
from eregion.core import EregionError, Game, UnknownGame
from eregion.games import names
from eregion.server.match import AI, EMPTY, HUMAN, MAX_SEED, Seat, bad, hash_token, level_spec


def new_match(
    body: Any, lookup: Callable[[str], Game], levels: Mapping[str, str]
) -> tuple[Game, dict[str, Any], int, bool, list[Seat], dict[int, str]]:
    """The game, its resolved options, the seed (and whether the creator chose it), the seats and the
    human seats' tokens that ``POST /api/matches`` asks for; :class:`ApiError` 400 naming what was wrong."""
    if not isinstance(body, dict):
        raise bad("the request body must be a JSON object with 'game' and 'seats'")
    unknown = sorted(set(body) - {"game", "options", "seed", "seats", "decks"})
    if unknown:
        raise bad(f"unknown field {unknown[0]!r}; fields: game, options, seed, seats, decks")
    name = body.get("game")
    if not isinstance(name, str):
        raise bad("'game' must be a game name (string); games: " + ", ".join(names()))
    try:
        game = lookup(name)
    except UnknownGame as e:
        raise bad(str(e)) from None
    options = body.get("options")
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise bad("'options' must be an object of option names to values")
    try:
        options = game.resolve_options(options)
    except EregionError as e:
        raise bad(str(e)) from None
    seed = body.get("seed")
    seeded = seed is not None  # a chosen seed is public: the creator may know every hidden card
    if seed is None:
        seed = secrets.randbelow(MAX_SEED)
    elif not isinstance(seed, int) or isinstance(seed, bool):
        raise bad("'seed' must be an integer or null")
    elif not 0 <= seed < MAX_SEED:
        raise bad("'seed' must be between 0 and 2**62 - 1")
    kinds = body.get("seats")
    choices = [HUMAN, *levels]
    seated = game.seated(options)  # games for 1 to N players (or heroes) leave the seats after empty
    if not isinstance(kinds, list) or len(kinds) != len(game.players):
        raise bad(
            f"'seats' must be a list of {len(game.players)} entries, one per side "
            f"({', '.join(game.players)}), each one of: {', '.join(choices)}"
            + (f" (or {EMPTY} for the seats after the first {seated})" if seated < len(game.players) else "")
        )
    seats: list[Seat] = []
    tokens: dict[int, str] = {}
    for i, kind in enumerate(kinds):
        if i >= seated:
            if kind != EMPTY:
                raise bad(f"seat {i} ({game.players[i]}) must be {EMPTY!r}: the game has {seated} player(s)")
            seats.append(Seat(i, game.players[i], EMPTY))
            continue
        if not isinstance(kind, str) or kind not in choices:
            raise bad(f"seat {i} ({game.players[i]}) is {kind!r}; choose one of: {', '.join(choices)}")
        if kind == HUMAN:
            token = secrets.token_urlsafe(24)
            tokens[i] = token
            seats.append(Seat(i, game.players[i], HUMAN, token_hash=hash_token(token)))
        else:
            spec = level_spec(game.name, kind, levels)
            try:
                make_agent(spec, 0, game)
                spec = canonical_spec(spec)
            except (UnknownAgent, ValueError) as e:
                raise bad(f"level {kind!r} cannot play {game.name}: {e}") from None
            seats.append(Seat(i, game.players[i], AI, level=kind, spec=spec))
    return game, options, seed, seeded, seats, tokens
