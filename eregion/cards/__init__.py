"""The card-game kernel shared by the LCG, the TCG and Middle-earth Quest.

It knows no game: card instances and zones, a step engine that turns rules into small resumable
steps, lasting modifiers with durations, limits per phase/turn/game, the action procedure (players
act or pass in turn until all pass in a row) and a fixed action space keyed by card instance; and
in their own modules, card data files read and checked (``records``), deck lists (``decklist``), the
grammar of abilities (``effects``) and how a state reads to people (``presentation``). Each game
writes its rules and its cards' abilities on top of these pieces.
"""

from eregion.cards.actions import ActionSpace
from eregion.cards.card import Card, CardState, MemoCardState, Zones, deal
from eregion.cards.limits import Limits
from eregion.cards.modifiers import Modifier, expire
from eregion.cards.window import Window
from eregion.core.engine import GameOver, Rules

__all__ = [
    "ActionSpace",
    "Card",
    "CardState",
    "GameOver",
    "Limits",
    "MemoCardState",
    "Modifier",
    "Rules",
    "Window",
    "Zones",
    "deal",
    "expire",
]
