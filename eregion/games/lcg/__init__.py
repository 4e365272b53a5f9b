"""The Lord of the Rings: The Card Game (LCG), Core Set."""

from eregion.games.lcg.game import GAME

__all__ = ["GAME"]
