"""Every encoded Sauron card's text by id, and what the game flow asks of the cards in play."""

from __future__ import annotations

from collections.abc import Sequence

from eregion.games.meq.plots import ActivePlot
from eregion.games.meq.sauroncards.cardtext import SauronText
from eregion.games.meq.sauroncards.event_cards import EVENTS
from eregion.games.meq.sauroncards.lasting import (
    ConsultCorruption,
    Lasting,
    NoRestNorEncounter,
    Perilous,
    TokensAs,
)
from eregion.games.meq.sauroncards.plot_cards import PLOTS
from eregion.games.meq.sauroncards.shadow_cards import SHADOW
from eregion.games.meq.steps import C

TEXTS: dict[str, SauronText] = {**SHADOW, **EVENTS, **PLOTS}
EMPTY = SauronText()


def text_of(card: str) -> SauronText:
    """The card's encoded text; empty for a card whose text is not encoded (it plays by its numbers)."""
    return TEXTS.get(card, EMPTY)


def _lasting(plots: Sequence[ActivePlot]) -> list[tuple[ActivePlot, Lasting]]:
    return [(a, x) for a in plots for x in text_of(a.plot).lasting]


def consult_gives_corruption(plots: Sequence[ActivePlot], character: str) -> bool:
    """Whether consulting ``character`` gives the hero a Corruption card (A Dark Messenger and others)."""
    return any(isinstance(x, ConsultCorruption) and x.character == character for _, x in _lasting(plots))


def plot_perilous(plots: Sequence[ActivePlot]) -> frozenset[str]:
    """The locations the active Plots make perilous (Saruman Falls to Corruption)."""
    return frozenset(x.at for _, x in _lasting(plots) if isinstance(x, Perilous))


def barred(plots: Sequence[ActivePlot], loc: str) -> bool:
    """No rest and no Encounter cards on ``loc`` (A Broken Line of Kings)."""
    return any(isinstance(x, NoRestNorEncounter) and a.location == loc for a, x in _lasting(plots))


def fought_as(plots: Sequence[ActivePlot], loc: str) -> tuple[str, str] | None:
    """The active Plot that lets Sauron fight a non-blank token on ``loc`` as another monster, and that
    monster, if there is one."""
    region = C.locations[loc].region
    for a, x in _lasting(plots):
        if isinstance(x, TokensAs) and x.region == region:
            return a.plot, x.monster
    return None
