"""What a card game that builds decks offers the web app's deck builder: reading a deck list against
its construction rules, the text of its built-in decks, and a setup that plays given lists.

The game owns its rules and words (the same problems ``eregion decks validate`` prints); the server
only carries lists between the page, the store and :attr:`Game.new_game`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class DeckCheck:
    """A deck list read against a game's construction rules.

    ``problems``: every reason it is not legal, each naming its line (empty: a legal deck);
    ``cards``: the entries it could read, as (line number, card id, count), so a page can import a
    list that is not legal yet."""

    problems: tuple[str, ...]
    cards: tuple[tuple[int, str, int], ...]

    @property
    def legal(self) -> bool:
        return not self.problems


@dataclass(frozen=True)
class DeckBuilding:
    """A game's deck building, for the server (:attr:`eregion.core.Game.deck_building`)."""

    check: Callable[[str], DeckCheck]
    """Read a deck list (text) and report every problem."""
    builtin: Callable[[str], str]
    """The list text of a built-in deck, by the value of a deck option."""
    setup: Callable[[Sequence[str], Sequence[str]], Any]
    """A setup (for ``new_game``) in which each seat plays the given legal list, with its name."""
    options: tuple[str, ...]
    """The option that names each seat's built-in deck, in seat order."""
