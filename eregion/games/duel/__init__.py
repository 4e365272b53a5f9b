"""The Lord of the Rings: Duel for Middle-earth (Repos Production, 2024).

Player 0 is the Fellowship, player 1 is Sauron (who plays first)::

    from eregion.games.duel import new_game
    state = new_game(seed=7)
    state.apply(state.legal_actions()[0])
"""

from eregion.games.duel.components import FELLOWSHIP, SAURON
from eregion.games.duel.game import GAME, RULES_VERSION, new_game
from eregion.games.duel.state import DuelState

__all__ = ["FELLOWSHIP", "GAME", "RULES_VERSION", "SAURON", "DuelState", "new_game"]
