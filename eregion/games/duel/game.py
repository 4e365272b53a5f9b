"""Duel for Middle-earth's entry in the game catalogue, and how a game starts."""

from __future__ import annotations

from typing import Any

from eregion.core import JSON, Game, Option
from eregion.games.duel import rules
from eregion.games.duel.components import SIDES
from eregion.games.duel.heuristic import evaluate
from eregion.games.duel.state import DuelState, initial
from eregion.games.duel.text import card_entries

RULES_VERSION = "3"
"""2: the optional effects of ruling 3 and the engine's lone-option fix (games stored under 1 replay
differently). 3: the last flexible Skill source that helps a payment is not asked which Skill it gives
(each saves the same coin; games stored under 2 answered it)."""

DuelState.rules = rules


def new_game(seed: int = 0, options: dict[str, Any] | None = None, setup: JSON | None = None) -> DuelState:
    """A new game, Sauron to play. ``setup`` may pin any of the hidden orders (see
    :mod:`~eregion.games.duel.setup`)."""
    s = initial(seed, GAME.resolve_options(options), setup)
    rules.run(s)
    return s


GAME = Game(
    name="duel",
    title="The Lord of the Rings: Duel for Middle-earth",
    rules_version=RULES_VERSION,
    players=SIDES,
    new_game=new_game,
    options=(Option("promo", False, (False, True), "add the promo Landmark tiles The Shire and Grond"),),
    summary=(
        "Two players, the Fellowship against Sauron, draft cards over three chapters to win by carrying "
        "the Ring to Mount Doom, by the support of the races of Middle-earth, or by conquest."
    ),
    heuristic=evaluate,
    cards=card_entries,
)

DuelState.game = GAME
