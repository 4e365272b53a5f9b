"""[isengard] cards of set 1 encoded with the third batch's vocabulary (the opponent choosing, move
limits, weapons' bonuses); the earlier ones are in :mod:`eregion.games.tcg.fotr.shadow`."""

from __future__ import annotations

from eregion.games.tcg.cardtext import COMPANION, URUK
from eregion.games.tcg.filters import RING_BEARER, Cond, Q, Static
from eregion.games.tcg.opponent import ByOpponent
from eregion.games.tcg.registry import CardText, Trigger, register
from eregion.games.tcg.ring import WearRing
from eregion.games.tcg.vocab import Branch, Burdens, Exert, Spot

ISENGARD_MINION = Q(culture="isengard", type="minion")
OTHER_COMPANION = Q(type="companion", fresh=True)


def exert_rb_or_burden() -> ByOpponent:
    """ "The opponent chooses to either exert the Ring-bearer or add a burden" (Cruel Caradhras, Worry)."""
    return ByOpponent(
        (Branch(((Exert(RING_BEARER),), (Burdens(1),)), ("exert the Ring-bearer", "add a burden")),)
    )


register(
    {
        "1_124": CardText(event=(Exert(ISENGARD_MINION), exert_rb_or_burden())),  # Cruel Caradhras
        "1_129": CardText(  # The Misadventure of Mr. Underhill
            requires=(Exert(URUK),),
            support=True,
            statics=(
                Static(
                    "cost", 2, q=COMPANION, cond=Cond("not", of=(Cond("site_keyword", word="sanctuary"),))
                ),
            ),
        ),
        "1_137": CardText(  # Saruman's Reach
            event=(
                Exert(URUK),
                ByOpponent(
                    (
                        Branch(
                            ((Exert(OTHER_COMPANION), Exert(OTHER_COMPANION)), (WearRing(),)),
                            ("exert 2 companions", "the Ring-bearer puts on The One Ring"),
                        ),
                    )
                ),
            )
        ),
        "1_142": CardText(  # Traitor's Voice
            requires=(Spot(URUK),),
            support=True,
            statics=(
                Static(
                    "move_limit",
                    -1,
                    cond=Cond("either", of=(Cond("rb_exhausted"), Cond("burdens_at_least", 5))),
                ),
            ),
        ),
        "1_143": CardText(statics=(Static("weaponless", 1, target="foes"),)),  # Troop of Uruk-hai
        "1_162": CardText(  # Worry
            requires=(Exert(URUK),),
            support=True,
            triggers=(
                Trigger("loses", (exert_rb_or_burden(),), q=Q(type=("companion", "ally")), involving=URUK),
            ),
        ),
    }
)
