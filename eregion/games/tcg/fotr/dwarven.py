"""[dwarven] cards of set 1 beyond the starters and :mod:`free`'s first batches (issue 16)."""

from __future__ import annotations

from eregion.games.tcg.cardtext import SKIRMISH
from eregion.games.tcg.counts import MinionsInSkirmish, Repeat, UpTo
from eregion.games.tcg.deck_top import RevealTopOfAny
from eregion.games.tcg.discarding import Discard
from eregion.games.tcg.filters import BEARER, IT, SELF, Q, Static
from eregion.games.tcg.fotr.free import DWARF, MANEUVER, ORC
from eregion.games.tcg.participation import Participate
from eregion.games.tcg.piles import MillOpponent, MillOwn, TakeLastDiscarded
from eregion.games.tcg.registry import CardText, Special, Trigger, register
from eregion.games.tcg.vocab import AddTwilight, DiscardSelf, Exert
from eregion.games.tcg.wounding import CapWounds, Choose

register(
    {
        "1_9": CardText(  # Dwarven Axe: each minion losing to bearer costs its owner the top card of his deck
            bearer=Q(race="dwarf"),
            triggers=(Trigger("bearer_wins", (Repeat(MinionsInSkirmish(), (MillOpponent(1),)),)),),
        ),
        "1_15": CardText(  # Gimli's Helm
            bearer=Q(title="Gimli"),
            statics=(Static("max_wounds", 1, target="bearer"),),
            specials=(Special((SKIRMISH,), (Choose(BEARER), DiscardSelf(), CapWounds(IT, 0, "skirmish"))),),
        ),
        "1_16": CardText(  # Greatest Kingdom of My People
            requires=(Exert(DWARF),),
            support=True,
            triggers=(Trigger("plays", (MillOpponent(1),), q=ORC, by="any"),),
        ),
        "1_24": CardText(  # Stairs of Khazad-dûm
            support=True,
            statics=(Static("strength", 1, q=Q(race="dwarf", vs=Q(culture="moria", type="minion"))),),
        ),
        "1_18": CardText(event=(Exert(DWARF), RevealTopOfAny(3, Q(side="shadow")))),  # Halls of My Home
        "1_20": CardText(  # Let Them Come!
            support=True,
            triggers=(
                Trigger("loses", (Discard(IT),), q=ORC, involving=Q(race="dwarf")),
                Trigger("loses", (DiscardSelf(),), q=Q(race="dwarf")),
            ),
        ),
        "1_22": CardText(  # Mithril Shaft: the player stops after seeing each card (ruling 41)
            event=(
                Exert(DWARF),
                UpTo((MillOwn(1),), (AddTwilight(1),), most=5, least=1),
                TakeLastDiscarded(),
            )
        ),
        "1_27": CardText(specials=(Special((MANEUVER,), (Exert(SELF), Participate(SELF))),)),  # Thrarin
    }
)
