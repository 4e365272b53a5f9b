"""The LOTR LCG's entry in the game catalogue."""

from __future__ import annotations

from eregion.core import Game, Option
from eregion.games.lcg.components import scenarios
from eregion.games.lcg.decks import starter_names
from eregion.games.lcg.expert import choose as expert_choose
from eregion.games.lcg.heuristic import evaluate
from eregion.games.lcg.setup import new_game
from eregion.games.lcg.state import MAX_PLAYERS, SEATS, LcgState
from eregion.games.lcg.steps import RULES, SPACE
from eregion.games.lcg.text import describe_action
from eregion.games.lcg.views import view

RULES_VERSION = "1"
"""1: hidden cards' identities dealt among their uids by every shuffle (games stored under 0 deal
differently)."""
DECK_DEFAULTS = ("leadership", "tactics", "spirit", "lore")

GAME = Game(
    name="lcg",
    title="The Lord of the Rings: The Card Game",
    rules_version=RULES_VERSION,
    players=SEATS,
    new_game=new_game,
    options=(
        Option("scenario", "passage-through-mirkwood", tuple(scenarios()), "the Core scenario to play"),
        Option(
            "players",
            1,
            tuple(range(1, MAX_PLAYERS + 1)),
            "how many players (the seats after them stay empty)",
        ),
        *(
            Option(f"deck{i + 1}", DECK_DEFAULTS[i], tuple(starter_names()), f"player {i + 1}'s deck")
            for i in range(MAX_PLAYERS)
        ),
        Option(
            "first",
            1,
            tuple(range(1, MAX_PLAYERS + 1)),
            "who takes the first player token (13.4: the group decides before the game)",
        ),
        Option("easy", False, (False, True), "Easy mode: the easy encounter deck, 1 resource per hero"),
    ),
    heuristic=evaluate,
    expert=expert_choose,
    cooperative=True,
)

LcgState.game = GAME
# The state's flow and reading, registered from above so that the state imports none of them.
LcgState.rules = RULES
LcgState.space = SPACE
LcgState.show = staticmethod(view)
LcgState.tell = staticmethod(describe_action)
