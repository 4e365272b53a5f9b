"""Duel for Middle-earth's entry in the game catalogue."""

from __future__ import annotations

from eregion.core import Game, Option
from eregion.games.duel.components import SIDES
from eregion.games.duel.heuristic import evaluate
from eregion.games.duel.state import DuelState, new_game

RULES_VERSION = "2"
"""2: the optional effects of ruling 3 and the engine's lone-option fix (games stored under 1 replay
differently)."""

GAME = Game(
    name="duel",
    title="The Lord of the Rings: Duel for Middle-earth",
    rules_version=RULES_VERSION,
    players=SIDES,
    new_game=new_game,
    options=(Option("promo", False, (False, True), "add the promo Landmark tiles The Shire and Grond"),),
    heuristic=evaluate,
)

DuelState.game = GAME
