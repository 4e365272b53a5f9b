"""The mounts of set 1 (Black Steed, Asfaloth): "while at a plains site, bearer is strength +2; discard
this possession when at an underground site" (ruling 79). The printed +2 of the card data is that
plains bonus, so it is taken away everywhere else."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.filters import Cond, Q, Static
from eregion.games.tcg.registry import CardText, Trigger
from eregion.games.tcg.vocab import DiscardSelf

UNDERGROUND = Cond("site_keyword", word="underground")


def mount(bearer: Q, *statics: Static) -> CardText:
    """A mount borne by a ``bearer``, with its other static abilities."""
    return CardText(
        bearer=bearer,
        statics=(
            *statics,
            Static(
                "strength", -2, target="bearer", cond=Cond("not", of=(Cond("site_keyword", word="plains"),))
            ),
        ),
        triggers=(
            Trigger("play", (Require(UNDERGROUND), DiscardSelf())),
            Trigger("moves", (Require(UNDERGROUND), DiscardSelf())),
        ),
    )
