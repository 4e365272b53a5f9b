"""The LOTR TCG's entry in the game catalogue."""

from __future__ import annotations

from eregion.cards.presentation import Presentation
from eregion.core import Game, Option
from eregion.games.tcg import cardtext as _cardtext  # noqa: F401  (registers the card abilities)
from eregion.games.tcg import combat as _combat  # noqa: F401  (registers the combat steps)
from eregion.games.tcg import fotr as _fotr  # noqa: F401  (and set 1's beyond the starters)
from eregion.games.tcg import opening as _opening  # noqa: F401  (registers the opening steps)
from eregion.games.tcg import turn as _turn  # noqa: F401  (registers the turn steps)
from eregion.games.tcg.decks import BUILTIN, DECK_BUILDING, TITLES
from eregion.games.tcg.expert import choose as expert
from eregion.games.tcg.expert import playout_choose
from eregion.games.tcg.expert.pivotal import pivotal
from eregion.games.tcg.heuristic import evaluate
from eregion.games.tcg.random_decks import random_setup
from eregion.games.tcg.setup import new_game
from eregion.games.tcg.state import SEATS, TcgState
from eregion.games.tcg.text import describe_action
from eregion.games.tcg.views import view
from eregion.games.tcg.words import card_entries

RULES_VERSION = "7"
"""2: hidden cards' identities dealt among their uids by every shuffle (games stored under 1 deal
differently). 5: a card's "To play, exert ..." is paid as it is played (it was only required). 6: the
Response window (rulings 30-36): both players may respond, the Free Peoples player first, to a wound
about to be taken, a killing and a skirmish won."""

GAME = Game(
    name="tcg",
    title="The Lord of the Rings Trading Card Game",
    rules_version=RULES_VERSION,
    players=SEATS,
    new_game=new_game,
    options=(
        *(
            Option(f"deck{n}", default, BUILTIN, f"player {n}'s deck", tuple(TITLES.values()))
            for n, default in ((1, "aragorn-starter"), (2, "gandalf-starter"))
        ),
    ),
    summary=(
        "Two players take turns: on your turn your fellowship moves along the adventure path while your "
        "opponent's Shadow minions attack it; the first Ring-bearer to reach the ninth site alive wins."
    ),
    heuristic=evaluate,
    expert=expert,
    playout_policy=playout_choose,
    pivotal=pivotal,
    cards=card_entries,
    random_setup=random_setup,
    deck_building=DECK_BUILDING,
)

TcgState.game = GAME
TcgState.presentation = Presentation(describe_action, view)
