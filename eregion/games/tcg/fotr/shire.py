"""[shire] cards of set 1 beyond the starters and :mod:`free`'s first batches (issue 16)."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.cardtext import FELLOWSHIP, HOBBIT, REGROUP, SKIRMISH
from eregion.games.tcg.counts import OwnStrength, PumpBy, UpTo
from eregion.games.tcg.filters import BEARER, IT, SELF, Cond, Q, Static
from eregion.games.tcg.fotr.gandalf import orcs_revealed_remove, pipe
from eregion.games.tcg.path import ReplaceSite
from eregion.games.tcg.piles import ShuffleIntoDeck
from eregion.games.tcg.registry import CardText, Special, Trigger, register
from eregion.games.tcg.vocab import (
    AddTwilight,
    Branch,
    Burdens,
    CancelSkirmish,
    DiscardFromHand,
    DiscardSelf,
    Exert,
    Heal,
    NextSite,
    Pump,
    RemoveTwilight,
    Spot,
)
from eregion.games.tcg.wounding import Choose, WoundEach

HOBBIT_COMPANION = Q(race="hobbit", type="companion")

register(
    {
        "1_285": CardText(  # Bilbo's Pipe
            bearer=Q(race="hobbit"), specials=(pipe(ShuffleIntoDeck(Q(keyword="tale"))),)
        ),
        "1_295": CardText(  # Hobbit Farmer
            site_text=1, specials=(Special((FELLOWSHIP,), (Exert(SELF), ReplaceSite(number=1))),)
        ),
        "1_292": CardText(  # The Gaffer's Pipe
            bearer=Q(race="hobbit"), specials=(pipe(RemoveTwilight(1, effect=True)),)
        ),
        "1_294": CardText(  # Hobbit Appetite
            event=(Choose(HOBBIT_COMPANION), UpTo((AddTwilight(1),), (Heal(IT),), least=1))
        ),
        "1_298": CardText(  # Hobbit Stealth
            event=(
                Branch(
                    (
                        (Require(Cond("sites", 5)), CancelSkirmish(HOBBIT)),
                        (Require(Cond("sites_after", 5)), Pump(HOBBIT, 2)),
                    ),
                    ("cancel a skirmish involving a Hobbit", "make a Hobbit strength +2"),
                ),
            )
        ),
        "1_300": CardText(  # Longbottom Leaf
            support=True, triggers=(Trigger("play", (UpTo((DiscardFromHand(),), most=2),)),)
        ),
        "1_302": CardText(  # Merry, Friend to Sam
            specials=(
                Special(
                    (SKIRMISH,),
                    (
                        Require(Cond("unassigned")),
                        Require(Cond("exertable", 2)),
                        Exert(SELF),
                        Exert(SELF),
                        PumpBy(Q(type="companion", another=True), 1, count=OwnStrength()),
                    ),
                ),
            )
        ),
        "1_306": CardText(  # Pippin, Friend to Frodo
            statics=(Static("shielded", 1, q=Q(culture="shire", keyword="tale", yours=True)),)
        ),
        "1_308": CardText(  # Power According to His Stature
            event=(Burdens(1), WoundEach(Q(type="minion", vs=Q(rb=True))))
        ),
        "1_313": CardText(  # Sting
            bearer=Q(title="Frodo"),
            specials=(Special((FELLOWSHIP, REGROUP), (Exert(BEARER), *orcs_revealed_remove(4))),),
        ),
        "1_314": CardText(  # Stone Trolls
            requires=(Spot(Q(title="Bilbo")),),
            bearer=Q(type=("companion", "ally")),
            one_per_bearer=True,
            statics=(
                Static(
                    "strength",
                    3,
                    target="bearer",
                    cond=Cond("target_vs", q=Q(either=(Q(race="troll"), Q(race="uruk_hai")))),
                ),
            ),
        ),
        "1_316": CardText(  # A Talent for Not Being Seen
            requires=(Exert(HOBBIT),),
            support=True,
            statics=(
                Static("shadow_number", -1, cond=Cond("spot", 2, HOBBIT_COMPANION)),
                Static("shadow_number", -1, cond=Cond("spot", 4, HOBBIT_COMPANION)),
            ),
        ),
        "1_318": CardText(  # Thrór's Map
            support=True,
            specials=(
                Special(
                    (FELLOWSHIP, REGROUP),
                    (
                        Require(Cond("sites", 8)),
                        Exert(HOBBIT),
                        Exert(Q(race="hobbit", type=("companion", "ally"), fresh=True)),
                        DiscardSelf(),
                        NextSite(),
                    ),
                ),
            ),
        ),
        "1_297": CardText(  # Hobbit Party Guest (two copies make a loop: ruling 18, :mod:`loops`)
            triggers=(Trigger("start_of_turn", (Heal(SELF),)),),
            specials=(
                Special(
                    (FELLOWSHIP,), (Exert(SELF), Heal(Q(race="hobbit", type="ally", home=1, another=True)))
                ),
            ),
        ),
    }
)
