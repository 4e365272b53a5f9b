"""A Sauron card's encoded text: what it does as it is played or resolved, what a hero exploring its
location does with it (an Event that stays), and what it does while it stays in play."""

from __future__ import annotations

from dataclasses import dataclass

from eregion.games.meq.sauroncards.lasting import Lasting
from eregion.games.meq.sauroncards.vocab import Element


@dataclass(frozen=True)
class SauronText:
    """``now``: a Shadow card's effect, an Event's text as it is resolved, a Plot's as it is played;
    ``explore``: the Current Event's "after a hero explores here" text (p. 14); ``lasting``: while in play."""

    now: tuple[Element, ...] = ()
    explore: tuple[Element, ...] = ()
    lasting: tuple[Lasting, ...] = ()
