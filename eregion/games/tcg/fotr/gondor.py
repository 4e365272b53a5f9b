"""[gondor] cards of set 1 beyond the starters and :mod:`free`'s first batches (issue 16)."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.cardtext import RANGER
from eregion.games.tcg.filters import BEARER, IT, Cond, Q, Static
from eregion.games.tcg.fotr.free import ARCHERY, MANEUVER
from eregion.games.tcg.fotr.gandalf import pipe
from eregion.games.tcg.participation import Abstain, Participate
from eregion.games.tcg.piles import Redraw
from eregion.games.tcg.registry import CardText, Special, register
from eregion.games.tcg.vocab import Branch, Exert, Grant, Heal, Pump, RemoveTwilight, Spot
from eregion.games.tcg.wounding import CapWounds, Choose, Exhaust, Wound

ARAGORN = Q(title="Aragorn")
ARWEN = Q(title="Arwen")

register(
    {
        "1_88": CardText(event=(Spot(RANGER), RemoveTwilight(4, effect=True))),  # An Able Guide
        "1_90": CardText(  # Aragorn's Bow
            bearer=ARAGORN,
            statics=(Static("archer", 1, target="bearer"),),
            specials=(Special((ARCHERY,), (Exert(BEARER), Wound(Q(type="minion")), Abstain(BEARER))),),
        ),
        "1_91": CardText(  # Aragorn's Pipe
            bearer=Q(culture="gondor", type="companion"),
            specials=(pipe(Heal(Q(type="companion", fresh=True))),),
        ),
        "1_99": CardText(event=(Exert(RANGER), Redraw(8))),  # Change of Plans
        "1_109": CardText(  # One Whom Men Would Follow
            event=(Exert(ARAGORN), Choose(Q(type="ally")), Pump(IT, 2, until="regroup"), Participate(IT))
        ),
        "1_113": CardText(  # A Ranger's Versatility
            event=(
                Require(
                    Cond(
                        "either", of=(Cond("site_keyword", word="river"), Cond("site_keyword", word="forest"))
                    )
                ),
                Exert(RANGER),
                Choose(Q(type="minion")),
                Exhaust(IT),
            )
        ),
        "1_100": CardText(  # The Choice of Lúthien (a loop with itself: ruling 18, :mod:`loops`)
            support=True,
            specials=(
                Special(
                    (MANEUVER,),
                    (
                        Branch(
                            ((Exert(ARAGORN), Heal(ARWEN)), (Exert(ARWEN), Heal(ARAGORN))),
                            ("exert Aragorn to heal Arwen", "exert Arwen to heal Aragorn"),
                        ),
                    ),
                ),
            ),
        ),
        "1_118": CardText(  # Valiant Man of the West
            event=(Choose(ARAGORN), Grant(IT, "defender", "regroup"), CapWounds(IT, 1, "regroup"))
        ),
    }
)
