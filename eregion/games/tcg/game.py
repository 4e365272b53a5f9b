"""The LOTR TCG's entry in the game catalogue."""

from __future__ import annotations

from eregion.core import Game, Option
from eregion.games.tcg.decks import starter_names
from eregion.games.tcg.expert import choose as expert
from eregion.games.tcg.heuristic import evaluate
from eregion.games.tcg.setup import new_game
from eregion.games.tcg.state import SEATS, TcgState
from eregion.games.tcg.steps import RULES, SPACE
from eregion.games.tcg.text import describe_action
from eregion.games.tcg.views import view

RULES_VERSION = "2"
"""2: hidden cards' identities dealt among their uids by every shuffle (games stored under 1 deal
differently)."""

GAME = Game(
    name="tcg",
    title="The Lord of the Rings Trading Card Game",
    rules_version=RULES_VERSION,
    players=SEATS,
    new_game=new_game,
    options=(
        Option("deck1", "aragorn-starter", tuple(starter_names()), "player 1's deck"),
        Option("deck2", "gandalf-starter", tuple(starter_names()), "player 2's deck"),
    ),
    heuristic=evaluate,
    expert=expert,
)

TcgState.game = GAME
# The state's flow and reading, registered from above so that the state imports none of them.
TcgState.rules = RULES
TcgState.space = SPACE
TcgState.show = staticmethod(view)
TcgState.tell = staticmethod(describe_action)
