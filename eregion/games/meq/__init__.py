"""Middle-earth Quest (Fantasy Flight Games, 2009): Sauron against one to three heroes.

The components (:mod:`.components`) and pure rule modules (:mod:`.board`, :mod:`.travel`,
:mod:`.influence`, :mod:`.story`, :mod:`.tracks`, :mod:`.combat`) are driven by the game flow on the
step engine (:mod:`.sauron_turn`, :mod:`.hero_turn`, :mod:`.combat_steps`, :mod:`.finale_steps`)::

    from eregion.games.meq import GAME
    state = GAME.new_game(seed=1, options={"heroes": 2})
"""

from eregion.games.meq.game import GAME, RULES_VERSION

__all__ = ["GAME", "RULES_VERSION"]
