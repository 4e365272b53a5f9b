"""The other hero-side cards in the vocabulary: the 15 Peril cards (C14), the 16 Corruption cards
(C13), the three Item titles (C12, three copies each), the 8 characters' consult abilities (C25) and
the rewards of the 15 quests and of the 14 Encounter Quest cards (C19, C18)."""

from __future__ import annotations

from eregion.games.meq.herocards.vocab import (
    ALL,
    SAURON,
    Advance,
    Character,
    Choose,
    Command,
    Corrupt,
    Count,
    Cure,
    Damage,
    Discard,
    DiscardRandom,
    Effect,
    EndTurn,
    Favor,
    FightFoe,
    GainItem,
    If,
    Lasting,
    Level,
    LoseFavor,
    MoveHero,
    Pay,
    Pool,
    Reshuffle,
    SauronDiscards,
    SauronDraws,
    SauronPlaces,
    Shields,
    Shuffle,
    Training,
)

PERILS: dict[str, Effect] = {
    "the_hounds_of_sauron": (Shields(6, (Choose(((Favor(1),), (Training(),))),)),),
    "an_unexpected_betrayal": (Choose(((Damage(5),), (SauronDraws(plots=1, shadows=1),))),),
    "a_shadow_in_the_background_of_their_memories": (
        If((Corrupt(), LoseFavor(1)), "wisdom", "<=", Count("adjacent_influenced")),
    ),
    "orc_scouts": (Corrupt(), Reshuffle()),
    "ill_met_company": (Choose(((Pay(2),), (Corrupt(of=2),))),),
    "armies_underground": (DiscardRandom(per_corruption=1), FightFoe("orc")),
    "the_hill_of_black_magic": (If((Damage(5), EndTurn()), "wisdom", "<=", Count("plots")),),
    "the_dark_tower": (FightFoe("minion", goes_on=True, won=(Favor(2),)),),
    "khazad_dum": (FightFoe("balrog", won=(Favor(2), Training())),),
    "an_enduring_evil": (If((Corrupt(), EndTurn()), count=Count("influence_here")),),
    "trapped": (Pool(2), Discard(2)),
    "the_weakness_of_men": (Choose(((Damage(5),), (Advance("black"),))),),
    "its_a_dangerous_business_walking_out_your_front_door": (Pool(2), SauronPlaces(3)),
    "undying_regret": (Pool(2), SauronPlaces(1, token=True, not_here=True)),
    "nine_for_mortal_men_doomed_to_die": (
        Corrupt(),
        Choose(((Command(),), (SauronDraws(plots=1),)), by=SAURON, optional=True),
    ),
}

CORRUPTION: dict[str, Effect] = {
    "reckless": (Lasting("extra_peril", 1),),
    "indifferent": (Lasting("encounter_draw", 2),),
    "distraught": (Lasting("hand_limit", 7),),
    "deranged": (Lasting("attribute", 1, "wisdom"),),
    "helpless": (Lasting("attribute", 1, "agility"),),
    "weary": (Lasting("attribute", 1, "fortitude"),),
    "weak": (Lasting("attribute", 1, "strength"),),
    "despairing": (Lasting("favor_limit", 3),),
    "isolated": (Lasting("isolated"),),
    "hopeless": (Lasting("travel_limit", 3),),
    "mistrusted": (Lasting("favor_per_turn", 1),),
    "cowardly": (Lasting("combat_discard", 1),),
    "greedy": (Lasting("shadow_draw", 1),),
    "despondent": (Lasting("marker_steps", 2),),
    "careless": (LoseFavor(2), Reshuffle()),
    "wretched": (EndTurn(), Choose(((MoveHero(SAURON, "haven"),),), by=SAURON, optional=True), Reshuffle()),
}

ITEMS: dict[str, Effect] = {
    "boat": (Lasting("water_paths"), Lasting("boat_link")),
    "horse": (Lasting("horse"),),
    "elven_cloak": (Lasting("cloak", 1),),
}

CHARACTERS: dict[str, Effect] = {
    "thranduil": (Pool(-2),),
    "theoden": (GainItem("horse"),),
    "aragorn": (Level("agility"),),
    "gandalf": (Level("wisdom"),),
    "denethor": (Pay(3), Advance("green")),
    "dain": (Training(2),),
    "boromir": (Level("strength"),),
    "saruman": (SauronDiscards(shadows=2),),
}


def _or(*options: Effect) -> Choose:
    return Choose(options)


QUESTS: dict[str, Effect] = {
    "guarding_the_dimrill_stair": (Favor(2), Training(), Character("gandalf", "bree")),
    "spies_in_mithlond": (GainItem("boat"), Training()),
    "bones_of_a_darkness_past": (Favor(2), Level("agility")),
    "they_have_become_queer_and_wild": (Favor(2), Training(), Character("thranduil", "the_woodland_realm")),
    "the_forest_must_provide_no_refuge": (Training(),),
    "echoes_of_bolgs_army": (_or((Favor(2),), (Level("fortitude"),)), SauronDiscards(shadows=1)),
    "an_appeal_to_golasgil": (Favor(1), Training(), Character("boromir", "osgiliath"), Shuffle(("rest",))),
    "where_the_stars_are_strange": (Level("strength"), Training(), Character("denethor", "minas_tirith")),
    "hidden_in_the_ash_mountains": (_or((Favor(2),), (Level("agility"),)), Pool(-1)),
    "drive_back_the_evil_men": (Favor(2), Character("saruman", "isengard")),
    "a_message_to_the_white_wizard": (Favor(1), Training()),
    "hill_of_sorcery": (
        _or((Favor(2),), (Level("agility"),)),
        Choose(((SauronDiscards(plots=1),), (Pool(-2),)), by=SAURON),
    ),
    "the_ered_luin": (Favor(3), Character("dain", "erebor"), Shuffle(("rest",))),
    "a_new_threat": (Training(),),
    "to_look_into_the_mirrormere": (_or((Favor(2),), (Level("wisdom"),)),),
    # the Encounter Quest cards' rewards
    "isildurs_heir": (Favor(1), Training()),
    "smoke_on_the_horizon": (Favor(2), Pool(-1)),
    "the_seat_of_saurons_power": (Favor(2), Choose(((Cure(ALL),), (Pool(-1),)), optional=True)),
    "the_mounts_of_the_haradrim": (Favor(2), Training()),
    "the_palantir_of_orthanc": (Favor(1), Cure(1)),
    "captain_of_the_white_tower": (Favor(1), Training()),
    "a_shadow_connection": (Favor(2), Shuffle(("rest",))),
    "the_evenstar_is_called_home": (GainItem("elven_cloak"),),
    "greenleaf": (_or((Favor(2),), (Level("agility"),)),),
    "beyond_the_dark_lords_reach": (Favor(2), Training()),
    "the_haunted_ruins": (Favor(2), Cure(1)),
    "the_son_of_gloin": (Favor(1), Level("fortitude")),
    "find_the_grey_pilgrim": (Favor(1), Pool(-1)),
    "the_squint_eyed_southerner": (Pool(-2),),
    "the_black_pit": (Favor(2), Training()),
}
"""Rewards by quest id; "reveal the Advanced quest" is :func:`.quests.open_quests`' rule, not text."""
