"""The LOTR LCG's entry in the game catalogue."""

from __future__ import annotations

from eregion.cards.presentation import Presentation
from eregion.core import Game, Option
from eregion.games.lcg import abilities as _abilities  # noqa: F401  (registers the ability steps)
from eregion.games.lcg import checks as _checks  # noqa: F401  (registers the rules' state checks)
from eregion.games.lcg import combat as _combat  # noqa: F401  (registers the combat steps)
from eregion.games.lcg import quests as _quests  # noqa: F401  (registers the quest steps)
from eregion.games.lcg import round as _round  # noqa: F401  (registers the round steps)
from eregion.games.lcg.cardtext import encounter as _enc_text  # noqa: F401  (fills the registry)
from eregion.games.lcg.cardtext import player as _player_text  # noqa: F401  (fills the registry)
from eregion.games.lcg.catalogue import card_entries
from eregion.games.lcg.components import scenarios
from eregion.games.lcg.decks import starter_names
from eregion.games.lcg.engine import MAX_PLAYERS
from eregion.games.lcg.expert import choose as expert_choose
from eregion.games.lcg.heuristic import evaluate
from eregion.games.lcg.setup import new_game
from eregion.games.lcg.state import SEATS, LcgState
from eregion.games.lcg.text import describe_action
from eregion.games.lcg.views import view

RULES_VERSION = "4"
"""1: hidden cards' identities dealt among their uids by every shuffle (games stored under 0 deal
differently). 3: a cost is paid in one answer, the way to split it among the heroes (``split:k``),
and not asked at all when there is one way (games stored under 2 paid resource by resource). 4: the
rules' state checks (the encounter deck reset during the quest phase, Ambush on the Shore won whenever
no enemy is in play), travel costs every player must pay, the prisoner alive (docs/lcg-rules.md,
rulings 19 and 29 to 31)."""
DECK_DEFAULTS = ("leadership", "tactics", "spirit", "lore")

GAME = Game(
    name="lcg",
    title="The Lord of the Rings: The Card Game",
    rules_version=RULES_VERSION,
    players=SEATS,
    new_game=new_game,
    options=(
        Option(
            "scenario",
            "passage-through-mirkwood",
            tuple(scenarios()),
            "the Core scenario to play",
            tuple(s.name for s in scenarios().values()),
        ),
        Option(
            "players",
            1,
            tuple(range(1, MAX_PLAYERS + 1)),
            "how many players (the seats after them stay empty)",
        ),
        *(
            Option(
                f"deck{i + 1}",
                DECK_DEFAULTS[i],
                tuple(starter_names()),
                f"player {i + 1}'s deck",
                tuple(f"{sphere.capitalize()} starter deck" for sphere in starter_names()),
            )
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
    summary=(
        "One to four players work together, each with a deck of heroes and allies, to quest through a "
        "scenario's encounter deck before their threat or its enemies overwhelm them."
    ),
    heuristic=evaluate,
    expert=expert_choose,
    cooperative=True,
    cards=card_entries,
)

LcgState.game = GAME
LcgState.presentation = Presentation(describe_action, view)
