"""The 90 Encounter cards (C18; B's transcription, one source), in the vocabulary, by card id. A Quest
card's entry is what it does when drawn (its task is data, ``EncounterCard.quest_location``); its reward
is in :mod:`.quests`. Every card is encoded whole (its "look" parts since R513)."""

from __future__ import annotations

from eregion.games.meq.herocards.vocab import (
    ALL,
    SAURON,
    Advance,
    Character,
    Choose,
    Clear,
    ClearAround,
    Corrupt,
    Count,
    Cure,
    CureForFavor,
    Damage,
    Discard,
    DiscardItem,
    Draw,
    DropToken,
    Effect,
    EndTurn,
    Extend,
    Favor,
    GainItem,
    If,
    Level,
    Look,
    LoseFavor,
    Mend,
    MoveHero,
    Pay,
    Pool,
    Reshuffle,
    SauronDiscards,
    SauronDraws,
    SauronPlaces,
    Shields,
    Shuffle,
    Tire,
    Training,
)

TOKENS, INFLUENCE = Count("tokens_region"), Count("influence_region")
POOL, CORRUPTION = Count("influence_pool"), Count("corruption")


def favor_or_cure(then: If) -> Effect:
    """The Haven pattern: 1 favor or 1 Corruption card discarded, then a test."""
    return (Choose(((Favor(1),), (Cure(1),))), then)


def back_to_deck(*effect: object) -> Effect:
    return (*effect, Reshuffle())  # type: ignore[return-value]


DALE = (Mend("wisdom"), Shuffle(("rest",)))
LEVELS = tuple((Level(a),) for a in ("fortitude", "strength", "agility", "wisdom"))

ENCOUNTERS: dict[str, Effect] = {
    # the Haven deck
    "the_court_of_theoden": favor_or_cure(If((GainItem("horse"),), "wisdom", ">", TOKENS)),
    "intrigue_within_meduseld": (If((Favor(2),), "wisdom", ">=", INFLUENCE),),
    "the_houses_of_healing": (Choose(((Shuffle(("rest", "damage")),), (Favor(1), Cure(1)))),),
    "the_palantirs": (Choose(((Corrupt(), Pool(-1), Look("plot_hand")),), optional=True),),
    "the_halls_of_an_elven_king": favor_or_cure(If((GainItem("boat"),), "wisdom", ">=", INFLUENCE)),
    "the_enchanted_stream": (If((LoseFavor(1), Corrupt()), "agility", "<", INFLUENCE),),
    "the_lonely_mountain": (Favor(1), If((Cure(ALL),), "fortitude", ">", POOL)),
    "ancient_greed": (Choose(((Corrupt(), Favor(2), Training()), (Favor(1),))),),
    "the_northern_fortress": favor_or_cure(If((Training(),), "wisdom", ">=", CORRUPTION)),
    "deadmens_dike": (Shields(4, (Favor(2), Training())),),
    "the_golden_wood": favor_or_cure(If((GainItem("elven_cloak"),), "wisdom", ">=", Count("plots"))),
    "imladris": favor_or_cure(If((Shuffle(("rest", "damage")),), no_corruption=True)),
    "redeemed_by_grace": (Choose(((Favor(1),), (CureForFavor(),))),),
    "the_steadfast_defender": (Choose(((Pool(-1),), *((Pay(2), *lv) for lv in LEVELS))),),
    "i_will_not_say_the_day_is_done": back_to_deck(Favor(2)),
    # Mordor and the Brown Lands
    "the_faces_in_the_water": (DiscardItem(), Damage(per_corruption=1)),
    "shapes_in_the_mist": (Shields(6, (Choose(((Favor(1),), (GainItem("horse"),))),)),),
    "saurons_road": (If((Choose(((MoveHero(),),), optional=True),), "agility", ">=", TOKENS),),
    "thirst_and_despair": (Shields(6, (Choose(((Favor(1),), (Training(),))),)),),
    "isildurs_heir": (Character("aragorn", "rhun"),),
    "heavy_rains": (Choose(((Discard(3),), (MoveHero(SAURON),))),),
    "smoke_on_the_horizon": (),
    "the_nest_is_stirred": (Choose(((SauronPlaces(2),), (Pool(1),)), by=SAURON, optional=True),),
    "the_olog_hai": (Shields(8, (Favor(1), Training(2))),),
    "a_hidden_path": (If((Pool(-1),), "wisdom", ">=", TOKENS),),
    "sting_of_the_west": (If((Clear(3),), "agility", ">=", TOKENS),),
    "a_shadow_under_the_shadow": (If((Choose(((Favor(1),), (Pool(-2),))),), "strength", ">=", INFLUENCE),),
    "the_land_of_the_great_eye": (If((Tire(5),), "fortitude", "<", INFLUENCE),),
    "the_seat_of_saurons_power": (),
    "where_the_shadows_lie": back_to_deck(Pool(-1)),
    # Rohan and Gondor
    "the_key_to_the_anduin": (Choose(((Damage(5),), (Corrupt(),))),),
    "prince_imrahil": (If((Choose(((Favor(2),), (GainItem("boat"),))),), "wisdom", ">=", CORRUPTION),),
    "the_seat_of_seeing": (Look("tokens_adjacent"), Choose(((Pay(1), Pool(-2)),), optional=True)),
    "sweet_words_bitter_dreams": (Shuffle(("hand",)), Damage(per_corruption=2)),
    "they_come_from_umbar": (Shields(6, (Favor(1), Training())),),
    "the_eored": (Choose(((Shuffle(("rest",)),), (Pay(1), MoveHero(to="edoras", encounter=True)))),),
    "the_mounts_of_the_haradrim": (),
    "the_palantir_of_orthanc": (),
    "lies_and_deceit": (
        If((Choose(((Favor(1),), (SauronDiscards(shadows=1),))),), "wisdom", ">=", INFLUENCE),
    ),
    "smugglers": (Choose(((Corrupt(), Pool(-1), Training()),), optional=True),),
    "allies_of_the_dark_lord": (Choose(((Damage(4),), (SauronDraws(plots=1),))),),
    "dangers_both_real_and_imagined": (If((Corrupt(),), "wisdom", "<", TOKENS),),
    "words_spoken_from_the_heart": (
        If((Favor(1),), no_corruption=True, otherwise=(Choose(((Pay(1), Cure(1)),), optional=True),)),
    ),
    "captain_of_the_white_tower": (Character("boromir", "minas_tirith"),),
    "the_days_have_gone_down_in_the_west": back_to_deck(Choose(((Discard(2), Favor(2)),), optional=True)),
    # the Misty Mountains and Mirkwood
    "radagast_the_brown": (If((Favor(1), Character("gandalf", "haven")), "wisdom", ">=", INFLUENCE),),
    "the_beornings_ask_for_help": (Choose(((Pay(1), Pool(-2), ClearAround(1)),), optional=True),),
    "the_town_of_dale": DALE,
    "agents_of_saruman": (Choose(((Damage(5),), (Advance("yellow"),))),),
    "do_not_stray_from_the_path": (Shields(7, (Favor(2), Training())),),
    "sarumans_fires": (
        If((Choose(((Damage(2),), (Pool(1),)), by=SAURON, optional=True),), "agility", "<", TOKENS),
    ),
    "a_shadow_connection": (),
    "lost_in_the_shadows": (Choose(((Discard(2),), (MoveHero(SAURON),))),),
    "trapped_by_a_terrible_storm": (Shuffle(("hand",)), EndTurn()),
    "the_evenstar_is_called_home": (Character("aragorn", "rivendell"),),
    "escorted_by_the_wood_elves": (
        Choose(((Shuffle(("rest",)),), (Pay(1), MoveHero(to="the_woodland_realm", encounter=True)))),
    ),
    "conquered_by_fear": (If((Choose(((Pay(1),), (Corrupt(),))),), "wisdom", "<", INFLUENCE),),
    "a_desperate_bargain": (Choose(((Corrupt(), Pool(-2), SauronDiscards(shadows=1)),), optional=True),),
    "greenleaf": (),
    "i_sang_of_leaves_of_leaves_of_gold": back_to_deck(Choose(((Pool(-1),), (Training(),)))),
    # Rhudaur and the Grey Mountains
    "hill_of_the_wind": (Look("tokens_adjacent"), Pool(-1)),
    "the_ruins_of_amon_sul": DALE,
    "tom_bert_and_william_huggins": (If((Pool(-1),), "wisdom", ">=", CORRUPTION),),
    "emyn_engrin": (Choose(((Pool(-2),), (Training(),))),),
    "above_the_withered_heath": (SauronDiscards(shadows=1), DropToken()),
    "forodwaith": (
        If((Damage(3),), "fortitude", "<", Count("influence_regions", ("grey_mountains", "rhudaur"))),
    ),
    "beyond_the_dark_lords_reach": (),
    "carn_dum_reborn": (Choose(((Damage(5),), (Pool(1), Extend(3, "mount_gundabad")))),),
    "a_path_through_the_mountains": (Favor(1), Choose(((MoveHero(),),), optional=True)),
    "the_haunted_ruins": (),
    "lost_in_the_wild": (Choose(((Discard(2),), (MoveHero(SAURON),))),),
    "the_iron_will_of_the_dwarves": (Choose(((Favor(1),), (Pay(1), Training(), Cure(1)))),),
    "a_common_purpose": (If((Favor(2),), "wisdom", ">=", INFLUENCE),),
    "the_son_of_gloin": (),
    "the_world_is_grey_the_mountains_old": back_to_deck(Choose(((Favor(1),), (Pool(-1),)))),
    # Eriador and Enedwaith
    "pipeweed_seven_meals_a_day": DALE,
    "cirdan_the_shipwright": (If((Choose(((Cure(ALL),), (GainItem("boat"),))),), "wisdom", ">=", INFLUENCE),),
    "the_grey_company": (Choose(((Discard(2), Favor(1), Training()),), optional=True),),
    "cold_be_hand_and_heart_and_bone": (Shields(4, (Favor(1), Training())),),
    "a_merry_fellow": (Cure(1), DropToken(optional=False), Favor(1)),
    "remnants_of_the_north_south_road": (Mend("fortitude"),),
    "the_city_by_the_greyflood": (
        If(
            (DiscardItem(), EndTurn()), "fortitude", "<", Count("influence_regions", ("eriador", "enedwaith"))
        ),
    ),
    "the_raiders_in_the_hills": (Shields(5, (Pool(-2),)),),
    "find_the_grey_pilgrim": (Character("gandalf", "bree"),),
    "the_mad_baggins": (Choose(((Corrupt(), Draw("fortitude")), (Favor(1),)), optional=True),),
    "the_squint_eyed_southerner": (SauronPlaces(1, regions=("enedwaith",), optional=False),),
    "the_black_pit": (Pool(1),),
    "sarumans_agents": (Choose(((Corrupt(), SauronDiscards(plots=1)),), optional=True),),
    "the_ranger": (Choose(((Shuffle(("rest",)),), (Pay(1), MoveHero(to="fornost", encounter=True)))),),
    "the_road_goes_ever_on_and_on": back_to_deck(Favor(2)),
}
