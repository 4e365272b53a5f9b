"""Middle-earth Quest's entry in the game catalogue."""

from __future__ import annotations

from eregion.cards.presentation import Presentation
from eregion.core import Game, Option
from eregion.games.meq import combat_steps as _combat  # noqa: F401  (registers the combat steps)
from eregion.games.meq import defeat as _defeat  # noqa: F401  (registers the defeated hero's steps)
from eregion.games.meq import finale_steps as _finale  # noqa: F401  (registers the Finale steps)
from eregion.games.meq import hero_turn as _hero  # noqa: F401  (registers the hero turn steps)
from eregion.games.meq import sauron_turn as _sauron  # noqa: F401  (registers Sauron's turn steps)
from eregion.games.meq.catalogue import card_entries
from eregion.games.meq.engine import MAX_HEROES, SEATS
from eregion.games.meq.expert import choose as expert
from eregion.games.meq.herocards import asks as _cards  # noqa: F401  (registers the card decisions)
from eregion.games.meq.herocards import places as _places  # noqa: F401  (and those on the board)
from eregion.games.meq.heuristic import evaluate
from eregion.games.meq.setup import new_game
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import C
from eregion.games.meq.text import describe_action
from eregion.games.meq.views import determinize, view

RULES_VERSION = "6"  # 2: combat card and foe abilities act (combatcards); 3: Sauron's cards act (R300-R349);
# 4: the hero-side cards outside combat act (herocards, R250-R299); 5: the minions act outside combat
# and Wretched received in a combat waits for its end (minions.py, R500-R504); 6: Corruption cards given
# in a combat act (R510), the Events with training or a level act (R511), a kept Skill card is secret
# (R512), what the heroes look at is kept by their side (R513), Under the Shadow acts (R514), favor
# from Sauron's cards keeps the heroes' limits (R516)
HERO_DEFAULTS = ("argalad", "beravor", "thalin")
TEAMS = ("sauron", *("heroes",) * MAX_HEROES)
"""The side of each seat: Sauron against every hero (hero_1 is always seated, R59)."""


GAME = Game(
    name="meq",
    title="Middle-earth Quest",
    rules_version=RULES_VERSION,
    players=SEATS,
    teams=TEAMS,
    new_game=new_game,
    options=(
        Option(
            "heroes", 2, tuple(range(1, MAX_HEROES + 1)), "how many heroes (the seats after them stay empty)"
        ),
        *(
            Option(
                f"hero{i + 1}",
                HERO_DEFAULTS[i],
                tuple(C.heroes),
                f"the hero of seat hero_{i + 1}",
                tuple(h.name for h in C.heroes.values()),
            )
            for i in range(MAX_HEROES)
        ),
        Option("advanced_dominance", False, (False, True), "the optional Advanced Dominance rule (p. 35)"),
        Option("high_stakes", False, (False, True), "the optional High Stakes Stage III rule (p. 35)"),
    ),
    summary=(
        "Sauron races his Plots toward the Finale while one to three heroes travel Middle-earth, fight his "
        "monsters and minions, and gather favor to hold him back."
    ),
    heuristic=evaluate,
    seats_option="heroes",
    fixed_seats=1,
    cards=card_entries,
    expert=expert,
)

MeqState.game = GAME
MeqState.presentation = Presentation(describe_action, view)
MeqState.determinizer = staticmethod(determinize)
