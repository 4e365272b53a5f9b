"""The 24 known Shadow cards (21 titles, C15), each its effect in the vocabulary; the box's two unknown
cards are not invented. Timing and Shadow Pool numbers are data (``sauron.json``)."""

from __future__ import annotations

from eregion.games.meq.sauroncards.board_parts import (
    MarkPerilous,
    PlaceInfluence,
    PlaceTokens,
    PoolInfluence,
    RestoreMinion,
    SpreadInfluence,
)
from eregion.games.meq.sauroncards.card_parts import (
    AdvanceMarker,
    DrawPlot,
    HeroMarkerSlower,
    PeekPlot,
    Retrieve,
)
from eregion.games.meq.sauroncards.cardtext import SauronText
from eregion.games.meq.sauroncards.hero_parts import (
    CombatHandicap,
    DealDamage,
    DiscardDownTo,
    DiscardRandom,
    FightFoe,
    GiveCorruption,
    LimitMoves,
    LoseFavor,
    MoveHero,
    RedistributeCorruption,
    SkipAmbush,
)
from eregion.games.meq.sauroncards.vocab import (
    HERE,
    HERO_CHOOSES,
    ChooseHero,
    EachHero,
    If,
    OneOf,
    Place,
    Test,
)

SHADOW: dict[str, SauronText] = {
    "betrayed": SauronText((DiscardRandom(2), CombatHandicap(strength=1, per_corruption=True))),
    "an_evil_fog": SauronText((ChooseHero((MoveHero(Place("next_to")), DiscardRandom(per_corruption=1))),)),
    "flocks_of_crebain": SauronText((SkipAmbush(), FightFoe("crebain", no_agility=True))),
    "his_arm_has_grown_long": SauronText((MarkPerilous(),)),
    "seem_fairer_feel_fouler": SauronText(
        (SkipAmbush(), FightFoe("agent"), If(Test("corruption", n=1), (DrawPlot(),)))
    ),
    "dark_promises": SauronText((OneOf(((GiveCorruption(),), (DealDamage(5),)), by=HERO_CHOOSES),)),
    "do_not_tempt_me": SauronText(
        (ChooseHero((OneOf(((PlaceInfluence(1, HERE),), ())), LoseFavor(per_corruption=1))),)
    ),
    "a_new_power_is_rising": SauronText(
        (
            OneOf(
                (
                    (PlaceInfluence(2, Place("region", "mordor")),),
                    (PlaceTokens(Place("anywhere"), n=2, up_to=True),),
                )
            ),
        )
    ),
    "storms_of_mordor": SauronText(
        (EachHero((DiscardDownTo(5),)), EachHero((DiscardRandom(per_corruption=1),)))
    ),
    "sarumans_lies": SauronText(
        (PeekPlot(), If(Test("any_corruption_at_wisdom"), (AdvanceMarker("black", 1),)))
    ),
    "morgul_blade": SauronText(
        (OneOf(((DealDamage(per_corruption=5),), (DealDamage(3), GiveCorruption()))),)
    ),
    "lord_of_the_rings": SauronText(
        (
            Retrieve(("plot", "shadow"), ("discard",)),
            If(Test("plot_active", "a_dark_messenger"), (AdvanceMarker("yellow", 1),)),
        )
    ),
    "evil_wound": SauronText((DealDamage(4, per_corruption=2, defeats=False),)),
    "shire_baggins": SauronText(
        (
            PoolInfluence(1),
            PlaceInfluence(1, Place("at", "the_shire")),
            If(Test("held", "the_shire", 3), (AdvanceMarker("yellow", 2),)),
        )
    ),
    "creatures_of_the_wild": SauronText(
        (SkipAmbush(), FightFoe("giant_spider", instead="cave_troll", instead_at=2))
    ),
    "the_ithil_stone": SauronText(
        (
            Retrieve(
                ("plot",),
                ("deck", "discard"),
                names=("denethor_falls_into_madness", "saruman_falls_to_corruption"),
                may_play=True,
            ),
        )
    ),
    "they_are_terrible": SauronText((RestoreMinion(),)),
    "the_lidless_eye": SauronText((RedistributeCorruption(), ChooseHero((GiveCorruption(),)))),
    "the_black_breath": SauronText(
        (GiveCorruption(), CombatHandicap(strength=1, agility=1, per_corruption=True))
    ),
    "winter_storm": SauronText((LimitMoves(),)),
    "grievous_loss": SauronText((SpreadInfluence(), HeroMarkerSlower(1))),
}
