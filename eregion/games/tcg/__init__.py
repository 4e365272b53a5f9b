"""The Lord of the Rings Trading Card Game (Decipher), FotR starter decks."""

from eregion.games.tcg.game import GAME

__all__ = ["GAME"]
