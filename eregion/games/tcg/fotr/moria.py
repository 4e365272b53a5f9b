"""[moria] cards of set 1 encoded with the third batch's vocabulary (counts, the bottom of the draw
deck, cards revealed until one does not match); the earlier ones are in
:mod:`eregion.games.tcg.fotr.shadow`."""

from __future__ import annotations

from eregion.games.tcg.cardtext import MORIA_ORC, SHADOW
from eregion.games.tcg.counts import Count, PumpBy
from eregion.games.tcg.filters import Cond, Q, Static
from eregion.games.tcg.piles import RevealTop, RevealUntil
from eregion.games.tcg.registry import CardText, Special, register
from eregion.games.tcg.vocab import RemoveTwilight, Spot

register(
    {
        "1_165": CardText(  # Cave Troll of Moria
            requires=(Spot(MORIA_ORC),),
            statics=(Static("cost", -3, target="self", cond=Cond("site_keyword", word="underground")),),
        ),
        "1_167": CardText(
            event=(PumpBy(MORIA_ORC, Count(MORIA_ORC, limit=4, other=True)),)
        ),  # Denizens Enraged
        "1_170": CardText(  # Fool of a Took!
            event=(
                Spot(Q(race="hobbit", type="companion", not_rb=True)),
                RevealUntil(Q(culture="moria", type="minion")),
            )
        ),
        "1_174": CardText(  # Goblin Backstabber
            statics=(Static("damage", 2, target="self", cond=Cond("beside", q=MORIA_ORC)),)
        ),
        "1_200": CardText(  # The Underdeeps of Moria
            support=True,
            specials=(
                Special((SHADOW,), (RemoveTwilight(3), RevealTop(1, MORIA_ORC, bottom=True)), by="shadow"),
            ),
        ),
    }
)
