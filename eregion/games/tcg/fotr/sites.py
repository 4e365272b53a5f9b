"""Sites of set 1 encoded with the third batch's vocabulary (phases skipped, archery totals that count,
cards no one may play, a Shadow player's trigger); the earlier ones are in
:mod:`eregion.games.tcg.fotr.shadow`."""

from __future__ import annotations

from eregion.games.tcg.cardtext import COMPANION, MANEUVER, SHADOW
from eregion.games.tcg.counts import Count, DrawBy, Repeat
from eregion.games.tcg.filters import Cond, Q, Static
from eregion.games.tcg.fotr.shadow import play_from_deck
from eregion.games.tcg.once import Once
from eregion.games.tcg.phases import EndShadowPhase
from eregion.games.tcg.registry import CardText, Special, Trigger, register
from eregion.games.tcg.vocab import Branch, DiscardFromHand, DiscardTarget, Draw, Heal, PlayFrom, Spot

TALE = Q(keyword="tale")

register(
    {
        "1_325": CardText(  # Shire Lookout Point
            specials=(
                play_from_deck((Spot(Q(title="Gandalf", type="companion")),), Q(title="Gandalf's Cart")),
            )
        ),
        "1_329": CardText(
            statics=(Static("unplayable", 1, q=Q(keyword="stealth", type="event")),)
        ),  # Breeland Forest
        "1_330": CardText(  # Buckleberry Ferry
            statics=(Static("skip_skirmishes", 1, cond=Cond("only", q=Q(race="hobbit"))),)
        ),
        "1_333": CardText(  # Midgewater Moors
            triggers=(Trigger("plays", (DiscardFromHand(),), q=Q(type="minion"), by="any"),)
        ),
        "1_334": CardText(  # Trollshaw Forest
            triggers=(
                Trigger("plays", (Draw(1),), q=Q(type="possession", on=Q(type="companion", yours=True))),
            )
        ),
        "1_338": CardText(
            statics=(Static("cost", -5, q=Q(race="nazgul", type="minion"), first_per="turn"),), own_site=True
        ),  # Ford of Bruinen
        "1_343": CardText(  # Balin's Tomb
            specials=(
                Special(
                    (MANEUVER,),
                    (
                        Branch(
                            ((DiscardTarget(Q(keyword="tale", yours=True)),), (DiscardFromHand(TALE),)),
                            ("a tale in play", "a tale from hand"),
                        ),
                        Heal(Q(type="companion", yours=True)),
                    ),
                ),
            )
        ),
        "1_348": CardText(  # Pass of Caradhras
            specials=(
                Special(
                    (SHADOW,),
                    (
                        Once("turn"),
                        Spot(Q(culture="isengard", type="minion")),
                        PlayFrom(Q(keyword="weather", type="condition"), ("draw",)),
                    ),
                    by="shadow",
                ),
            )
        ),
        "1_354": CardText(statics=(Static("skip_archery", 1),)),  # Anduin Wilderland
        "1_356": CardText(statics=(Static("minion_archery", 2, per=COMPANION, over=4),)),  # Anduin Banks
        "1_357": CardText(  # Brown Lands
            statics=(Static("minion_archery", 1, per=Q(type="minion", keyword="archer"), cap=4),)
        ),
        "1_363": CardText(  # Tol Brandir
            specials=(
                Special(
                    (SHADOW,),
                    (
                        Repeat(
                            Count(fixed=3), (PlayFrom(Q(keyword="tracker"), ("discard",)),), optional=True
                        ),
                        EndShadowPhase(),
                    ),
                    by="shadow",
                ),
            )
        ),
        "1_362": CardText(  # Summit of Amon Hen
            triggers=(Trigger("moves_to", (DrawBy(Count()),), optional=True, by="shadow"),)
        ),
    }
)
