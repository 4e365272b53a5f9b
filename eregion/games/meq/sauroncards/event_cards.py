"""The Event cards' texts beyond their printed favor and characters (C17): what each does as it is
resolved (p. 14), and for one that stays as the Current Event what a hero exploring its location does
with it (after which it is discarded). Keyed by event id; the texts not encoded, and why, are listed in
``docs/meq-rules.md`` (R320)."""

from __future__ import annotations

from eregion.games.meq.herocards.vocab import Level, Training
from eregion.games.meq.sauroncards.board_parts import (
    DamageMinion,
    MoveCharacter,
    MoveMinion,
    PlaceCharacter,
    PlaceFavor,
    PlaceInfluence,
    PlaceTokens,
    PoolInfluence,
    RemoveCharacter,
    RemoveFavor,
    RemoveInfluence,
    RemoveTokens,
)
from eregion.games.meq.sauroncards.card_parts import AdvanceMarker, DrawPlot, DrawShadow, HeroDiscardsPlot
from eregion.games.meq.sauroncards.cardtext import SauronText
from eregion.games.meq.sauroncards.hero_parts import (
    DiscardCorruption,
    GainFavor,
    GainItem,
    GiveCorruption,
    HealToRest,
    HeroCardPart,
    LoseFavor,
    MoveHero,
    PayFavor,
)
from eregion.games.meq.sauroncards.lasting import AdvancesEachStory
from eregion.games.meq.sauroncards.vocab import (
    ANYWHERE,
    HERO_CHOOSES,
    HEROES_CHOOSE,
    ChooseHero,
    EachHero,
    If,
    OneOf,
    Place,
    Test,
)


def _heroes_may(*branches: tuple) -> OneOf:  # type: ignore[type-arg]
    return OneOf(branches, by=HEROES_CHOOSE)


def _hero_may(*branches: tuple) -> OneOf:  # type: ignore[type-arg]
    return OneOf(branches, by=HERO_CHOOSES)


_STORY_FOR_FAVOR = _hero_may((PayFavor(3), AdvanceMarker("green", 1)), ())
_CLEANSE = _hero_may((DiscardCorruption(),), (HealToRest(),))
_FORTITUDE_OR_CURE = _hero_may((HeroCardPart(Level("fortitude")),), (DiscardCorruption(),))

EVENTS: dict[str, SauronText] = {
    # stage I
    "messengers_of_the_stormcrow": SauronText((EachHero((_hero_may((PayFavor(1),), (GiveCorruption(),)),)),)),
    "tempted_by_power": SauronText(
        (ChooseHero((_hero_may((GiveCorruption(), HeroCardPart(Training())), (DrawPlot(),)),)),)
    ),
    "the_thieves_of_tharbad": SauronText((MoveCharacter("mouth_of_the_greyflood"),)),
    "eomer_and_eowyn_are_orphaned": SauronText(
        (OneOf(((RemoveFavor(Place("region", "rohan")),), (RemoveCharacter(Place("region", "rohan")),), ())),)
    ),
    "beornings_the_skin_changers": SauronText(
        (
            _heroes_may(
                (RemoveTokens(Place("region", "mirkwood"), 2, up_to=True),),
                (DamageMinion(2, Place("region", "mirkwood")),),
                (),
            ),
        )
    ),
    "from_argonath_to_the_sea": SauronText(explore=(RemoveInfluence(1, Place("next_to")),)),
    "lady_of_the_golden_wood": SauronText(explore=(_hero_may((GainItem("boat"),), (PoolInfluence(-1),)),)),
    "not_all_those_who_wander_are_lost": SauronText(explore=(MoveHero(ANYWHERE, by=HERO_CHOOSES),)),
    "gandalf_visits_frodo": SauronText(explore=(_STORY_FOR_FAVOR,)),
    "arwens_message_to_her_beloved": SauronText(
        explore=(_hero_may((GainFavor(1),), (HeroCardPart(Training()),)),)
    ),
    "imladris": SauronText(explore=(_FORTITUDE_OR_CURE,)),
    # stage II
    "of_serpents_and_sand": SauronText(lasting=(AdvancesEachStory("red"),)),
    "the_glades_of_orthanc_darken": SauronText(lasting=(AdvancesEachStory("red"),)),
    "under_the_shadow": SauronText(  # B's text, a Shadow card where B says Plot (C17, R514)
        (ChooseHero((_hero_may((GiveCorruption(), MoveHero(ANYWHERE, by=HERO_CHOOSES)), (DrawShadow(),)),)),)
    ),
    "stone_figures_in_the_trollshaws": SauronText(
        (PlaceTokens(Place("region", "rhudaur"), n=2, up_to=True, distinct=True, needs_influence=False),)
    ),
    "cirdan_the_shipwright": SauronText(
        explore=(GainItem("boat"), MoveHero(Place("at", "belfalas"), by=HERO_CHOOSES))
    ),
    "the_foe_hammer": SauronText(
        explore=(
            PlaceCharacter("gandalf", Place("influence"), by=HERO_CHOOSES),
            RemoveTokens(Place("character", "gandalf")),
        )
    ),
    "commander_of_edoras": SauronText(
        (
            _heroes_may(
                (
                    RemoveTokens(Place("within", "edoras", 1), 1),
                    RemoveInfluence(1, Place("within", "edoras", 1), each=False),
                ),
                (PlaceFavor(1, "edoras"),),
            ),
        )
    ),
    "iarwain_ben_adar": SauronText(explore=(_CLEANSE,)),
    "athelas_kingsfoil": SauronText(explore=(_CLEANSE,)),
    "aragorn_meets_with_gandalf": SauronText(
        (PlaceCharacter("aragorn", Place("at", "bree")), PlaceCharacter("gandalf", Place("at", "bree")))
    ),
    "aragorn_hunts_gollum": SauronText(explore=(_STORY_FOR_FAVOR,)),
    "beregond_guard_of_the_citadel": SauronText((HeroDiscardsPlot(3, Place("haven")),)),
    # stage III
    "dark_news_from_erebor": SauronText(lasting=(AdvancesEachStory("black"),)),
    "the_blood_of_rhun": SauronText(lasting=(AdvancesEachStory("red"),)),
    "radagast_the_brown": SauronText(
        (
            EachHero((If(Test("favor", n=4), (LoseFavor(1),)),)),
            PlaceCharacter("gandalf", Place("at", "isengard"), if_in_play=True),
        )
    ),
    "he_has_at_last_heard": SauronText(
        (PlaceInfluence(1, Place("next_to", "the_shire")), MoveMinion("the_shire"))
    ),
    "warrior_of_the_lidless_eye": SauronText(
        (
            OneOf(
                (
                    (
                        PlaceTokens(Place("next_to_minion", "gothmog"), each=True, needs_influence=False),
                        PlaceInfluence(1, Place("next_to_minion", "gothmog")),
                    ),
                    (),
                )
            ),
        )
    ),
    "the_trees_of_fangorn": SauronText(explore=(GainFavor(1), RemoveTokens(Place("within", "fangorn", 1)))),
    "gandalf_stormcrow": SauronText(
        explore=(
            PlaceCharacter("gandalf", Place("far_from", "gandalf", 4), by=HERO_CHOOSES),
            PoolInfluence(-1),
        )
    ),
    "arnor_that_was_of_old": SauronText(
        (
            _heroes_may(
                (
                    RemoveInfluence(None, Place("within", "fornost", 1)),
                    RemoveTokens(Place("within", "fornost", 1)),
                ),
                (PlaceFavor(1, "fornost"),),
            ),
        )
    ),
    "boromirs_dream": SauronText(
        (
            EachHero((If(Test("no_favor"), (GainFavor(1),)),)),
            If(Test("closest_to_start", "yellow"), (AdvanceMarker("yellow", 1),)),
        )
    ),
    "elladan_and_elrohir": SauronText(explore=(GainFavor(2), RemoveTokens(ANYWHERE, 1, by=HERO_CHOOSES))),
    "eowyn_sister_daughter": SauronText(
        (PlaceCharacter("theoden", Place("at", "edoras")), RemoveInfluence(1, Place("next_to", "edoras")))
    ),
    "theoden_warned_of_saruman": SauronText(
        explore=(_hero_may((PayFavor(2), AdvanceMarker("black", -1)), ()),)
    ),
    "the_account_of_isildur": SauronText(explore=(_STORY_FOR_FAVOR,)),
    "the_argonath": SauronText(explore=(_FORTITUDE_OR_CURE,)),
}

NOT_ENCODED: dict[str, str] = {
    "trust_in_friendship": "the favor it holds and when a hero takes it are unclear in the only source",
    "the_dunadan_guards_the_shire": "B's text is wrong; the scans give only its count (3), not its whole text (C17)",
    "the_courage_of_erkenbrand": "B's text is wrong; the scans give only its first part (C17)",
    "brand_becomes_king_of_dale": "B's text is wrong; the scans give only what it may remove (C17)",
    "there_is_strength_yet": "B records no text; the scans' note leaves who acts and whether he may (C17)",
}
"""The Events whose text is not encoded (they play by their printed favor and characters), and why."""
