"""[moria] cards of set 1 encoded with the third batch's vocabulary (counts, the bottom of the draw
deck, cards revealed until one does not match); the earlier ones are in
:mod:`eregion.games.tcg.fotr.shadow`."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.assignment import AssignTo
from eregion.games.tcg.cardtext import COMPANION, MORIA_ORC, SHADOW, SKIRMISH
from eregion.games.tcg.counts import Count, PumpBy
from eregion.games.tcg.filters import IT, RING_BEARER, Cond, Q, Static
from eregion.games.tcg.opponent import ByOpponent
from eregion.games.tcg.piles import DiscardAtRandom, RevealTop, RevealUntil
from eregion.games.tcg.registry import CardText, Response, Special, Trigger, register
from eregion.games.tcg.stacking import PlayStacked, StackHere
from eregion.games.tcg.vocab import AddTwilight, Burdens, DiscardSelf, Exert, Part, Pump, RemoveTwilight, Spot
from eregion.games.tcg.wounding import Choose, Exhaust


def moving_to(first: int, last: int, *parts: Part) -> Trigger:
    """ "When the fellowship moves to site 4 or 5, ..." (The Long Dark, Through the Misty Mountains)."""
    return Trigger("moves", (Require(Cond("sites_after", first - 1)), Require(Cond("sites", last)), *parts))


register(
    {
        "1_183": CardText(  # Goblin Swarms
            support=True,
            responses=(
                Response("wins_skirmish", (StackHere(),), Q(culture="moria", race="orc", yours=True)),
            ),
            specials=(Special((SHADOW,), (PlayStacked(Q(race="orc")),), by="shadow"),),
        ),
        "1_165": CardText(  # Cave Troll of Moria
            requires=(Spot(MORIA_ORC),),
            statics=(Static("cost", -3, target="self", cond=Cond("site_keyword", word="underground")),),
        ),
        "1_167": CardText(
            event=(PumpBy(MORIA_ORC, 1, count=Count(MORIA_ORC, limit=4, other=True)),)
        ),  # Denizens Enraged
        "1_170": CardText(  # Fool of a Took!
            event=(
                Spot(Q(race="hobbit", type="companion", not_rb=True)),
                RevealUntil(Q(culture="moria", type="minion")),
            )
        ),
        "1_169": CardText(  # The End Comes
            event=(
                Spot(Q(culture="moria", type="minion"), 5),
                ByOpponent((AssignTo(RING_BEARER, Q(type="minion")),)),
            )
        ),
        "1_171": CardText(  # Frenzy
            event=(
                Choose(Q(culture="moria", race="orc", type="minion", free=True)),
                AssignTo(Q(type="companion", exhausted=True, not_rb=True), IT),
            )
        ),
        "1_174": CardText(  # Goblin Backstabber
            statics=(Static("damage", 2, target="self", cond=Cond("beside", q=MORIA_ORC)),)
        ),
        "1_175": CardText(  # Goblin Domain
            requires=(Spot(Q(culture="moria", type="minion")),),
            support=True,
            triggers=(
                Trigger("plays", (Require(Cond("sites_after", 3)), Exhaust(IT)), q=COMPANION, by="any"),
            ),
        ),
        "1_182": CardText(  # Goblin Spear
            bearer=Q(culture="moria", type="minion"),
            triggers=(
                Trigger(
                    "bearer_kills", (Burdens(1, alt=2, alt_if=Cond("is", q=Q(race="hobbit"))),), q=COMPANION
                ),
            ),
        ),
        "1_188": CardText(  # The Long Dark
            support=True,
            triggers=(moving_to(4, 5, AddTwilight(2, per=Q(race="dwarf", type="companion"))),),
            specials=(
                Special(
                    (SKIRMISH,),
                    (DiscardSelf(), Pump(Q(culture="moria", race="orc", type="minion", yours=True), 2)),
                    by="shadow",
                ),
            ),
        ),
        "1_198": CardText(  # Through the Misty Mountains
            requires=(Exert(Q(culture="moria", type="minion")),),
            support=True,
            triggers=(
                moving_to(
                    4,
                    6,
                    Require(Cond("spot", q=Q(type="companion", either=(Q(race="dwarf"), Q(race="elf"))))),
                    DiscardAtRandom(2),
                ),
            ),
        ),
        "1_200": CardText(  # The Underdeeps of Moria
            support=True,
            specials=(
                Special((SHADOW,), (RemoveTwilight(3), RevealTop(1, MORIA_ORC, bottom=True)), by="shadow"),
            ),
        ),
    }
)
