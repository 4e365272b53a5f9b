"""The catalogue of games. Packages are imported on first use so start-up stays fast."""

from __future__ import annotations

import importlib

from eregion.core import Game, UnknownGame

_PACKAGES = {
    "duel": "eregion.games.duel",
    "lcg": "eregion.games.lcg",
    "meq": "eregion.games.meq",
    "tcg": "eregion.games.tcg",
}


def names() -> list[str]:
    return sorted(_PACKAGES)


def get_game(name: str) -> Game:
    """The game called ``name``; an unknown name raises :class:`UnknownGame` listing the known ones."""
    try:
        module = _PACKAGES[name]
    except KeyError:
        raise UnknownGame(f"unknown game {name!r}; available: {', '.join(names())}") from None
    game: Game = importlib.import_module(module).GAME
    return game
