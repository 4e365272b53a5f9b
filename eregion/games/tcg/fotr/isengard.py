"""[isengard] cards of set 1 encoded with the third batch's vocabulary (the opponent choosing, move
limits, weapons' bonuses); the earlier ones are in :mod:`eregion.games.tcg.fotr.shadow`."""

from __future__ import annotations

from eregion.games.tcg.assignment import Unassignable
from eregion.games.tcg.bonuses import CancelBonus
from eregion.games.tcg.cardtext import COMPANION, URUK
from eregion.games.tcg.counts import Count
from eregion.games.tcg.filters import RING_BEARER, SELF, Cond, Q, Static
from eregion.games.tcg.opponent import ByOpponent
from eregion.games.tcg.piles import RevealAtRandom
from eregion.games.tcg.registry import CardText, Special, Trigger, register
from eregion.games.tcg.ring import WearRing
from eregion.games.tcg.vocab import Branch, Burdens, DiscardSelf, Exert, ExertEach, RemoveTwilight, Spot
from eregion.games.tcg.wounding import Choose

ISENGARD_MINION = Q(culture="isengard", type="minion")
WEATHER = Q(keyword="weather", type="condition")
AT_THIS_SITE = Cond("at_host")
ASSIGNMENT = "assignment"


def weather(
    *, once: bool = True, statics: tuple[Static, ...] = (), triggers: tuple[Trigger, ...] = ()
) -> CardText:
    """ "To play, exert an [isengard] minion. Plays on a site (limit 1 per site)"; "discard this
    condition at the end of the turn" (Saruman's Chill, Frost and Snows; Spies of Saruman)."""
    return CardText(
        requires=(Exert(ISENGARD_MINION),),
        bearer=Q(type="site"),
        one_per_bearer=once,
        statics=statics,
        triggers=(*triggers, Trigger("end_of_turn", (DiscardSelf(),))),
    )


OTHER_COMPANION = Q(type="companion", fresh=True)


def exert_rb_or_burden() -> ByOpponent:
    """ "The opponent chooses to either exert the Ring-bearer or add a burden" (Cruel Caradhras, Worry)."""
    return ByOpponent(
        (Branch(((Exert(RING_BEARER),), (Burdens(1),)), ("exert the Ring-bearer", "add a burden")),)
    )


register(
    {
        "1_120": CardText(  # Alive and Unspoiled
            requires=(Exert(URUK),),
            support=True,
            specials=(Special(("shadow",), (RemoveTwilight(3), RevealAtRandom(Count())), by="shadow"),),
        ),
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
        "1_130": CardText(  # No Ordinary Storm
            support=True,
            triggers=(
                Trigger(
                    "plays",
                    (Exert(Q(culture="gandalf", type=("companion", "ally")), effect=True),),
                    q=WEATHER,
                ),
            ),
        ),
        "1_132": CardText(event=(Spot(URUK), CancelBonus(Q(type="possession")))),  # Parry
        "1_134": weather(  # Saruman's Chill
            triggers=(Trigger("leaves_host", (ExertEach(Q(race="hobbit", type="companion")),)),)
        ),
        "1_135": weather(  # Saruman's Frost
            statics=(Static("strength", -2, q=Q(race="hobbit", type="companion"), cond=AT_THIS_SITE),)
        ),
        "1_138": weather(  # Saruman's Snows
            once=False,
            statics=(
                Static("unplayable", 1, q=Q(type="event", timing="skirmish"), cond=AT_THIS_SITE),
                Static("no_skirmish_specials", 1, cond=AT_THIS_SITE),
            ),
        ),
        "1_140": weather(  # Spies of Saruman
            once=False, statics=(Static("skip_archery", 1, cond=AT_THIS_SITE),)
        ),
        "1_147": CardText(  # Uruk Guard
            specials=(Special((ASSIGNMENT,), (Exert(SELF), Choose(COMPANION), Unassignable()), by="shadow"),)
        ),
        "1_162": CardText(  # Worry
            requires=(Exert(URUK),),
            support=True,
            triggers=(
                Trigger("loses", (exert_rb_or_burden(),), q=Q(type=("companion", "ally")), involving=URUK),
            ),
        ),
    }
)
