"""Where each card's encoded abilities are registered (filled in by :mod:`cardtext`).

Kept apart so the rules can look abilities up without importing the vocabulary that needs them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from eregion.games.tcg.vocab import CardText

TEXT: dict[str, CardText] = {}


class Ctx(NamedTuple):
    """Who is using an ability, whose ability it is, and the cards it has chosen so far."""

    player: int
    src: int  # the card whose ability it is (-1: the rules)
    memo: tuple[int, ...] = ()

    @property
    def it(self) -> int:
        """The card chosen last ("exert an Uruk-hai to make it strength +3")."""
        return self.memo[-1] if self.memo else self.src
