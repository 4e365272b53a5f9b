"""The hero-side cards outside combat (eregion.games.meq.herocards), one scenario per encoded card:
each sets a position (``meq_card_table.Table``: Beravor, fortitude 6, strength 5, agility 2, wisdom 2),
resolves the card's text answering its decisions, and checks every field that changed and its new
value, so an effect the card should not have fails too. Page numbers are the rulebook's: favor p. 24,
training and levels p. 26, Items and Corruption p. 26, damage p. 32 (and p. 21 for the pools),
influence p. 16, moving p. 22, story markers p. 12, combat p. 27, quests p. 25, characters p. 24."""

from __future__ import annotations

from typing import Any

import pytest
from meq_card_table import HAND, LIFE, Table, resolve

from eregion.games.meq.components import MARKERS
from eregion.games.meq.herocards import card_text
from eregion.games.meq.herocards import vocab as V
from eregion.games.meq.herocards.encounters import ENCOUNTERS
from eregion.games.meq.herocards.others import CHARACTERS, CORRUPTION, ITEMS, PERILS, QUESTS
from eregion.games.meq.steps import C

TRAIN = "card:crossbow_shot"  # keep the first of the two Skill cards drawn (p. 26)


def hand(*plus: str, less: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The table's hand after the card: ``plus`` added, ``less`` discarded."""
    cards = list(HAND)
    for c in less:
        cards.remove(c)
    return tuple(sorted((*cards, *plus)))


def markers(**moved: int) -> dict[str, int]:
    return {m: moved.get(m, 0) for m in MARKERS}


SHIELDS_6 = ("pay:evade", "pay:sneak_attack", "pay:parry", "pay:ranged_strike", "done")  # 2+2+1+1
NO_SHIELDS = ("charge",)  # the hand once every card with a shield is discarded
DALE = Table(at="lake_esgaroth", damage=("charge", "evade", "parry"), rest=("aimed_shot",))

# (card, table, answers, what changes) by kind; the page in each comment is the rule the case exercises.
ENCOUNTER_CASES: list[tuple[str, Table, tuple[str, ...], dict[str, Any]]] = [
    # the Haven deck
    (
        "the_court_of_theoden",
        Table(at="edoras", corruption=("weak",)),
        ("option:1",),
        {"corruption": (), "items": ("horse",)},
    ),  # p. 26 Items; wisdom 2 > 0 tokens
    ("intrigue_within_meduseld", Table(at="edoras", influence={"isengard": 2}), (), {"favor": 2}),
    (
        "the_houses_of_healing",
        Table(at="minas_tirith", rest=("charge",), damage=("evade",)),
        ("option:0",),
        {"life": 10, "rest": 0, "damage": 0},
    ),  # p. 20: shuffled into the life pool
    ("the_palantirs", Table(at="minas_tirith", pool=2), ("option:0",), {"corruption": ("weak",), "pool": 1}),
    (
        "the_halls_of_an_elven_king",
        Table(at="the_woodland_realm"),
        ("option:0",),
        {"favor": 1, "items": ("boat",)},
    ),
    (
        "the_enchanted_stream",
        Table(at="the_woodland_realm", influence={"the_bight": 3}, favor=2),
        (),
        {"favor": 1, "corruption": ("weak",)},
    ),  # agility 2 < 3
    (
        "the_lonely_mountain",
        Table(at="erebor", corruption=("weak", "greedy"), pool=3),
        (),
        {"favor": 1, "corruption": ()},
    ),  # fortitude 6 > 3 in the Shadow Pool
    (
        "ancient_greed",
        Table(at="erebor"),
        ("option:0", TRAIN),
        {"corruption": ("weak",), "favor": 2, "hand": hand("crossbow_shot")},
    ),
    (
        "the_northern_fortress",
        Table(at="fornost"),
        ("option:0", TRAIN),
        {"favor": 1, "hand": hand("crossbow_shot")},
    ),
    (
        "deadmens_dike",
        Table(at="fornost"),
        ("pay:evade", "pay:sneak_attack", "done", TRAIN),
        {"hand": hand("crossbow_shot", less=("evade", "sneak_attack")), "rest": 2, "favor": 2},
    ),  # 4 shields
    (
        "the_golden_wood",
        Table(at="lothlorien", plots=1),
        ("option:0",),
        {"favor": 1, "items": ("elven_cloak",)},
    ),
    (
        "imladris",
        Table(at="rivendell", rest=("charge",), damage=("evade",)),
        ("option:0",),
        {"favor": 1, "life": 10, "rest": 0, "damage": 0},
    ),
    (
        "redeemed_by_grace",
        Table(favor=2, corruption=("weak", "greedy")),
        ("option:1", "cure:greedy", "cure:weak"),
        {"favor": 0, "corruption": ()},
    ),
    ("the_steadfast_defender", Table(favor=2), ("option:4",), {"favor": 0, "levels": {"wisdom": 1}}),
    (
        "i_will_not_say_the_day_is_done",
        Table(piles={"enc_discard:haven": ("imladris",)}),
        (),
        {"favor": 2, "piles": {"enc:haven": 1, "peril": 15}},
    ),  # the discards back into the deck
    # Mordor and the Brown Lands
    (
        "the_faces_in_the_water",
        Table(at="dead_marshes", items=("horse",), corruption=("weak", "greedy")),
        ("life",),
        {"items": (), "life": 6, "damage": 2},
    ),  # p. 32: damage from the life pool
    (
        "shapes_in_the_mist",
        Table(at="emyn_muil"),
        (*SHIELDS_6, "option:1"),
        {"hand": NO_SHIELDS, "rest": 4, "items": ("horse",)},
    ),
    ("saurons_road", Table(at="mount_doom"), ("option:0", "at:sea_of_udun"), {"at": "sea_of_udun"}),
    (
        "thirst_and_despair",
        Table(at="plains_of_gorgoroth"),
        ("pay:evade", "done", "life"),
        {"hand": hand(less=("evade",)), "rest": 1, "life": 4, "damage": 4},
    ),
    ("isildurs_heir", Table(at="mount_doom"), (), {"characters": {"aragorn": "rhun"}}),
    ("heavy_rains", Table(at="dagorlad"), ("option:1", "at:rhun"), {"at": "rhun"}),  # Sauron moves him
    ("smoke_on_the_horizon", Table(at="dagorlad"), (), {}),  # the task only (p. 25)
    (
        "the_nest_is_stirred",
        Table(at="dagorlad"),
        ("option:0", "at:dead_marshes", "at:emyn_muil"),
        {"influence": {"dead_marshes": 1, "emyn_muil": 1}},
    ),  # p. 16: kept to 1 outside an extension
    (
        "the_olog_hai",
        Table(at="dagorlad"),
        (*SHIELDS_6, "life"),
        {"hand": NO_SHIELDS, "rest": 4, "life": 6, "damage": 2},
    ),  # 8 - 6 shields
    ("a_hidden_path", Table(at="dagorlad", pool=1), (), {"pool": 0}),
    (
        "sting_of_the_west",
        Table(at="dagorlad", influence={"dol_guldur": 2}),
        ("at:dol_guldur", "at:dol_guldur"),
        {"influence": {}},
    ),
    ("a_shadow_under_the_shadow", Table(at="dagorlad", pool=3), ("option:1",), {"pool": 1}),
    (
        "the_land_of_the_great_eye",
        Table(at="dagorlad", influence={"dol_guldur": 3, "rhun": 2, "the_nindalf": 2}),
        (),
        {"life": 3, "rest": 5},
    ),  # fortitude 6 < 7
    ("the_seat_of_saurons_power", Table(at="dagorlad"), (), {}),
    (
        "where_the_shadows_lie",
        Table(at="dagorlad", pool=1, piles={"enc_discard:brown_lands_mordor": ("rhun",)}),
        (),
        {"pool": 0, "piles": {"enc:brown_lands_mordor": 1, "peril": 15}},
    ),
    # Rohan and Gondor
    ("the_key_to_the_anduin", Table(at="osgiliath"), ("option:1",), {"corruption": ("weak",)}),
    ("prince_imrahil", Table(at="belfalas"), ("option:1",), {"items": ("boat",)}),
    ("the_seat_of_seeing", Table(at="amon_hen", favor=1, pool=2), ("option:0",), {"favor": 0, "pool": 0}),
    (
        "sweet_words_bitter_dreams",
        Table(at="isengard", corruption=("weak",)),
        ("life",),
        {"hand": (), "life": 11, "damage": 2},
    ),  # the hand shuffled in, then 2 damage
    (
        "they_come_from_umbar",
        Table(at="pelargir"),
        (*SHIELDS_6, TRAIN),
        {"hand": ("charge", "crossbow_shot"), "rest": 4, "favor": 1},
    ),
    ("the_eored", Table(at="plains_of_rohan", favor=1), ("option:1",), {"favor": 0, "at": "edoras"}),
    ("the_mounts_of_the_haradrim", Table(at="edoras"), (), {}),
    ("the_palantir_of_orthanc", Table(at="pelargir"), (), {}),
    ("lies_and_deceit", Table(at="edoras", shadow_hand=("betrayed",)), ("option:1",), {"shadow_hand": 0}),
    (
        "smugglers",
        Table(pool=1),
        ("option:0", TRAIN),
        {"corruption": ("weak",), "pool": 0, "hand": hand("crossbow_shot")},
    ),
    ("allies_of_the_dark_lord", Table(), ("option:1",), {"plot_hand": 1}),
    (
        "dangers_both_real_and_imagined",
        Table(at="edoras", tokens={"gap_of_rohan": ("orc", "orc", "orc")}),
        (),
        {"corruption": ("weak",)},
    ),  # wisdom 2 < 3 tokens (ruling C18: wisdom)
    (
        "words_spoken_from_the_heart",
        Table(favor=1, corruption=("weak",)),
        ("option:0",),
        {"favor": 0, "corruption": ()},
    ),
    ("captain_of_the_white_tower", Table(), (), {"characters": {"boromir": "minas_tirith"}}),
    (
        "the_days_have_gone_down_in_the_west",
        Table(piles={"enc_discard:rohan_gondor": ("smugglers",)}),
        ("option:0", "pay:charge", "pay:evade"),
        {
            "hand": hand(less=("charge", "evade")),
            "rest": 2,
            "favor": 2,
            "piles": {"enc:rohan_gondor": 1, "peril": 15},
        },
    ),
    # the Misty Mountains and Mirkwood
    (
        "radagast_the_brown",
        Table(at="rhosgobel"),
        ("at:rivendell",),
        {"favor": 1, "characters": {"gandalf": "rivendell"}},
    ),
    (
        "the_beornings_ask_for_help",
        Table(
            at="the_high_pass",
            favor=1,
            pool=2,
            influence={"the_high_pass": 1, "mount_gundabad": 2},
            tokens={"gladden_fields": ("orc",), "the_forest_trail": ("orc",)},
        ),
        ("option:0",),
        {"favor": 0, "pool": 0, "influence": {}, "tokens": {}},
    ),
    ("the_town_of_dale", DALE, (), {"damage": 1, "life": 11, "rest": 0}),  # wisdom 2 cards mended
    ("agents_of_saruman", Table(at="gladden_fields"), ("option:1",), {"markers": markers(yellow=1)}),
    (
        "do_not_stray_from_the_path",
        Table(at="the_forest_trail"),
        (*SHIELDS_6, "life"),
        {"hand": NO_SHIELDS, "rest": 4, "life": 7, "damage": 1},
    ),
    (
        "sarumans_fires",
        Table(at="fangorn", tokens={"gladden_fields": ("orc", "orc", "orc")}),
        ("option:0", "life"),
        {"life": 6, "damage": 2},
    ),  # agility 2 < 3: Sauron deals 2
    ("a_shadow_connection", Table(at="fangorn"), (), {}),
    (
        "lost_in_the_shadows",
        Table(at="the_forest_road"),
        ("option:0", "pay:charge", "pay:evade"),
        {"hand": hand(less=("charge", "evade")), "rest": 2},
    ),
    ("trapped_by_a_terrible_storm", Table(at="fangorn"), (), {"hand": (), "life": 13, "turn_over": True}),
    ("the_evenstar_is_called_home", Table(at="the_bight"), (), {"characters": {"aragorn": "rivendell"}}),
    ("escorted_by_the_wood_elves", Table(rest=("charge",)), (), {"rest": 0, "life": 9}),  # no favor to pay
    (
        "conquered_by_fear",
        Table(at="fangorn", influence={"the_high_pass": 3}, favor=1),
        ("option:0",),
        {"favor": 0},
    ),
    (
        "a_desperate_bargain",
        Table(pool=2, shadow_hand=("betrayed",)),
        ("option:0",),
        {"corruption": ("weak",), "pool": 0, "shadow_hand": 0},
    ),
    ("greenleaf", Table(), (), {}),
    (
        "i_sang_of_leaves_of_leaves_of_gold",
        Table(piles={"enc_discard:misty_mountains_mirkwood": ("greenleaf",)}),
        ("option:1", TRAIN),
        {"hand": hand("crossbow_shot"), "piles": {"enc:misty_mountains_mirkwood": 1, "peril": 15}},
    ),
    # Rhudaur and the Grey Mountains
    ("hill_of_the_wind", Table(at="weathertop", pool=1), (), {"pool": 0}),
    ("the_ruins_of_amon_sul", DALE, (), {"damage": 1, "life": 11, "rest": 0}),
    (
        "tom_bert_and_william_huggins",
        Table(at="the_trollshaws", pool=1, corruption=("weak",)),
        (),
        {"pool": 0},
    ),
    ("emyn_engrin", Table(at="the_iron_hills", pool=2), ("option:0",), {"pool": 0}),
    (
        "above_the_withered_heath",
        Table(at="ered_mithrin", shadow_hand=("betrayed",), tokens={"the_iron_hills": ("orc",)}),
        ("at:the_iron_hills",),
        {"shadow_hand": 0, "tokens": {}},
    ),
    (
        "forodwaith",
        Table(
            at="the_northern_waste",
            influence={"mount_gundabad": 3, "the_withered_heath": 2, "ered_mithrin": 2},
        ),
        ("life",),
        {"life": 5, "damage": 3},
    ),  # fortitude 6 < 7
    ("beyond_the_dark_lords_reach", Table(at="weathertop"), (), {}),
    (
        "carn_dum_reborn",
        Table(at="weathertop"),
        ("option:1", "at:mount_gundabad", "at:mount_gundabad"),
        {"pool": 1, "influence": {"mount_gundabad": 3}},
    ),  # p. 16: the first on the empty Stronghold (R9)
    (
        "a_path_through_the_mountains",
        Table(at="ered_mithrin"),
        ("option:0", "at:the_withered_heath"),
        {"favor": 1, "at": "the_withered_heath"},
    ),
    ("the_haunted_ruins", Table(at="ered_mithrin"), (), {}),
    ("lost_in_the_wild", Table(at="weathertop"), ("option:1", "at:ettenmoors"), {"at": "ettenmoors"}),
    (
        "the_iron_will_of_the_dwarves",
        Table(favor=1, corruption=("weak",)),
        ("option:1", TRAIN),
        {"favor": 0, "hand": hand("crossbow_shot"), "corruption": ()},
    ),
    ("a_common_purpose", Table(at="weathertop"), (), {"favor": 2}),
    ("the_son_of_gloin", Table(at="weathertop"), (), {}),
    (
        "the_world_is_grey_the_mountains_old",
        Table(pool=1, piles={"enc_discard:rhudaur_grey_mountains": ("emyn_engrin",)}),
        ("option:1",),
        {"pool": 0, "piles": {"enc:rhudaur_grey_mountains": 1, "peril": 15}},
    ),
    # Eriador and Enedwaith
    (
        "pipeweed_seven_meals_a_day",
        Table(at="the_shire", damage=("charge", "evade", "parry"), rest=("aimed_shot",)),
        (),
        {"damage": 1, "life": 11, "rest": 0},
    ),
    (
        "cirdan_the_shipwright",
        Table(at="the_grey_havens", corruption=("weak",)),
        ("option:0",),
        {"corruption": ()},
    ),
    (
        "the_grey_company",
        Table(),
        ("option:0", "pay:charge", "pay:evade", TRAIN),
        {"hand": hand("crossbow_shot", less=("charge", "evade")), "rest": 2, "favor": 1},
    ),
    (
        "cold_be_hand_and_heart_and_bone",
        Table(at="old_forest"),
        ("pay:evade", "pay:sneak_attack", "done", TRAIN),
        {"hand": hand("crossbow_shot", less=("evade", "sneak_attack")), "rest": 2, "favor": 1},
    ),
    (
        "a_merry_fellow",
        Table(at="old_forest", corruption=("weak",), tokens={"the_shire": ("orc",)}),
        (),
        {"corruption": (), "tokens": {}, "favor": 1},
    ),
    (
        "remnants_of_the_north_south_road",
        Table(at="enedwaith_plains", damage=LIFE[:7]),
        (),
        {"damage": 1, "rest": 6},
    ),
    (
        "the_city_by_the_greyflood",
        Table(at="tharbad", items=("horse",), influence={"moria": 7}),
        (),
        {"items": (), "turn_over": True},
    ),  # fortitude 6 < 7
    (
        "the_raiders_in_the_hills",
        Table(at="dunland", pool=2),
        ("pay:evade", "pay:sneak_attack", "pay:parry", "done"),
        {"hand": ("charge", "ranged_strike"), "rest": 3, "pool": 0},
    ),
    ("find_the_grey_pilgrim", Table(at="dunland"), (), {"characters": {"gandalf": "bree"}}),
    (
        "the_mad_baggins",
        Table(life=("charge",) * 8),
        ("option:0",),
        {"corruption": ("weak",), "hand": hand(*("charge",) * 6), "life": 2},
    ),  # fortitude 6 cards
    ("the_squint_eyed_southerner", Table(), ("at:dunland",), {"influence": {"dunland": 1}}),
    ("the_black_pit", Table(), (), {"pool": 1}),
    (
        "sarumans_agents",
        Table(plot_hand=("a_dark_messenger",)),
        ("option:0",),
        {"corruption": ("weak",), "plot_hand": 0},
    ),
    ("the_ranger", Table(favor=1), ("option:1",), {"favor": 0, "at": "fornost"}),
    (
        "the_road_goes_ever_on_and_on",
        Table(piles={"enc_discard:eriador_enedwaith": ("the_ranger",)}),
        (),
        {"favor": 2, "piles": {"enc:eriador_enedwaith": 1, "peril": 15}},
    ),
]

PERIL_CASES: list[tuple[str, Table, tuple[str, ...], dict[str, Any]]] = [
    ("the_hounds_of_sauron", Table(), (*SHIELDS_6, "option:0"), {"hand": NO_SHIELDS, "rest": 4, "favor": 1}),
    ("an_unexpected_betrayal", Table(), ("option:1",), {"plot_hand": 1, "shadow_hand": 1}),
    (
        "a_shadow_in_the_background_of_their_memories",
        Table(favor=1, influence={"old_forest": 1, "weathertop": 1}),
        (),
        {"corruption": ("weak",), "favor": 0},
    ),  # wisdom 2 <= 2 adjacent locations
    (
        "orc_scouts",
        Table(piles={"peril_discard": ("trapped",)}),
        (),
        {"corruption": ("weak",), "piles": {"peril": 16}},
    ),  # the discards back into the Peril deck
    (
        "ill_met_company",
        Table(corruption_deck=("weak", "weary")),
        ("cure:weary",),
        {"corruption": ("weary",)},
    ),
    (
        "armies_underground",
        Table(at="mount_gundabad", hand=("charge", "charge"), corruption=("weak", "greedy")),
        (),
        {"hand": (), "rest": 2, "fight": ("orc", True, ())},
    ),  # p. 27: a combat of the Travel step
    (
        "the_hill_of_black_magic",
        Table(at="dol_guldur", plots=2),
        ("life",),
        {"life": 3, "damage": 5, "turn_over": True},
    ),
    (
        "the_dark_tower",
        Table(at="barad_dur", minions={"the_mouth_of_sauron": "barad_dur"}),
        (),
        {"fight": ("the_mouth_of_sauron", False, (V.Favor(2),))},
    ),
    ("khazad_dum", Table(at="moria"), (), {"fight": ("balrog", True, (V.Favor(2), V.Training()))}),
    (
        "an_enduring_evil",
        Table(at="the_ruins_of_angmar", influence={"the_ruins_of_angmar": 1}),
        (),
        {"corruption": ("weak",), "turn_over": True},
    ),
    (
        "trapped",
        Table(at="weathertop"),
        ("pay:charge", "pay:evade"),
        {"pool": 2, "hand": hand(less=("charge", "evade")), "rest": 2},
    ),
    ("the_weakness_of_men", Table(at="edoras"), ("option:1",), {"markers": markers(black=1)}),
    (
        "its_a_dangerous_business_walking_out_your_front_door",
        Table(),
        ("at:the_shire", "at:old_forest", "at:harlindon"),
        {"pool": 2, "influence": {"the_shire": 1, "old_forest": 1, "harlindon": 1}},
    ),
    (
        "undying_regret",
        Table(at="fangorn"),
        ("at:gladden_fields", "at:rhosgobel"),
        {"pool": 2, "influence": {"gladden_fields": 1}, "tokens": {"rhosgobel": 1}},
    ),
    (
        "nine_for_mortal_men_doomed_to_die",
        Table(at="emyn_muil", minions={"the_mouth_of_sauron": "dol_guldur"}),
        ("option:0", "minion:the_mouth_of_sauron", "at:emyn_muil"),
        {
            "corruption": ("weak",),
            "minions": {"the_mouth_of_sauron": "emyn_muil"},
            "fight": ("the_mouth_of_sauron", False, ()),
        },
    ),
]

CHARACTER_CASES: list[tuple[str, Table, tuple[str, ...], dict[str, Any]]] = [
    ("thranduil", Table(pool=2), (), {"pool": 0}),
    ("theoden", Table(), (), {"items": ("horse",)}),
    ("aragorn", Table(), (), {"levels": {"agility": 1}}),
    ("gandalf", Table(), (), {"levels": {"wisdom": 1}}),
    ("denethor", Table(favor=3), (), {"favor": 0, "markers": markers(green=1)}),
    ("dain", Table(), (TRAIN,), {"hand": hand("crossbow_shot", "endure")}),  # the second: the discard (R120)
    ("boromir", Table(), (), {"levels": {"strength": 1}}),
    ("saruman", Table(shadow_hand=("betrayed", "dark_promises")), (), {"shadow_hand": 0}),
]

REWARD_CASES: list[tuple[str, Table, tuple[str, ...], dict[str, Any]]] = [
    (
        "guarding_the_dimrill_stair",
        Table(),
        (TRAIN,),
        {"favor": 2, "hand": hand("crossbow_shot"), "characters": {"gandalf": "bree"}},
    ),
    ("spies_in_mithlond", Table(), (TRAIN,), {"items": ("boat",), "hand": hand("crossbow_shot")}),
    ("bones_of_a_darkness_past", Table(), (), {"favor": 2, "levels": {"agility": 1}}),
    (
        "they_have_become_queer_and_wild",
        Table(),
        (TRAIN,),
        {"favor": 2, "hand": hand("crossbow_shot"), "characters": {"thranduil": "the_woodland_realm"}},
    ),
    ("the_forest_must_provide_no_refuge", Table(), (TRAIN,), {"hand": hand("crossbow_shot")}),
    (
        "echoes_of_bolgs_army",
        Table(shadow_hand=("betrayed",)),
        ("option:1",),
        {"levels": {"fortitude": 1}, "shadow_hand": 0},
    ),
    (
        "an_appeal_to_golasgil",
        Table(rest=("charge",)),
        (TRAIN,),
        {
            "favor": 1,
            "hand": hand("crossbow_shot"),
            "characters": {"boromir": "osgiliath"},
            "rest": 0,
            "life": 9,
        },
    ),
    (
        "where_the_stars_are_strange",
        Table(),
        (TRAIN,),
        {
            "levels": {"strength": 1},
            "hand": hand("crossbow_shot"),
            "characters": {"denethor": "minas_tirith"},
        },
    ),
    ("hidden_in_the_ash_mountains", Table(pool=1), ("option:0",), {"favor": 2, "pool": 0}),
    ("drive_back_the_evil_men", Table(), (), {"favor": 2, "characters": {"saruman": "isengard"}}),
    ("a_message_to_the_white_wizard", Table(), (TRAIN,), {"favor": 1, "hand": hand("crossbow_shot")}),
    (
        "hill_of_sorcery",
        Table(plot_hand=("a_dark_messenger",)),
        ("option:1",),
        {"levels": {"agility": 1}, "plot_hand": 0},
    ),  # the pool is empty: Sauron must discard the Plot (R251)
    (
        "the_ered_luin",
        Table(rest=("charge",)),
        (),
        {"favor": 3, "characters": {"dain": "erebor"}, "rest": 0, "life": 9},
    ),
    ("a_new_threat", Table(), (TRAIN,), {"hand": hand("crossbow_shot")}),
    ("to_look_into_the_mirrormere", Table(), ("option:1",), {"levels": {"wisdom": 1}}),
    ("isildurs_heir", Table(), (TRAIN,), {"favor": 1, "hand": hand("crossbow_shot")}),
    ("smoke_on_the_horizon", Table(pool=1), (), {"favor": 2, "pool": 0}),
    ("the_seat_of_saurons_power", Table(pool=1), ("option:1",), {"favor": 2, "pool": 0}),
    ("the_mounts_of_the_haradrim", Table(), (TRAIN,), {"favor": 2, "hand": hand("crossbow_shot")}),
    ("the_palantir_of_orthanc", Table(corruption=("weak",)), (), {"favor": 1, "corruption": ()}),
    ("captain_of_the_white_tower", Table(), (TRAIN,), {"favor": 1, "hand": hand("crossbow_shot")}),
    ("a_shadow_connection", Table(rest=("charge",)), (), {"favor": 2, "rest": 0, "life": 9}),
    ("the_evenstar_is_called_home", Table(), (), {"items": ("elven_cloak",)}),
    ("greenleaf", Table(), ("option:1",), {"levels": {"agility": 1}}),
    ("beyond_the_dark_lords_reach", Table(), (TRAIN,), {"favor": 2, "hand": hand("crossbow_shot")}),
    ("the_haunted_ruins", Table(corruption=("weak",)), (), {"favor": 2, "corruption": ()}),
    ("the_son_of_gloin", Table(), (), {"favor": 1, "levels": {"fortitude": 1}}),
    ("find_the_grey_pilgrim", Table(pool=1), (), {"favor": 1, "pool": 0}),
    ("the_squint_eyed_southerner", Table(pool=3), (), {"pool": 1}),
    ("the_black_pit", Table(), (TRAIN,), {"favor": 2, "hand": hand("crossbow_shot")}),
]


def _ids(cases: list[tuple[str, Table, tuple[str, ...], dict[str, Any]]]) -> list[str]:
    return [c[0] for c in cases]


@pytest.mark.parametrize(("card", "table", "answers", "changed"), ENCOUNTER_CASES, ids=_ids(ENCOUNTER_CASES))
def test_encounter_card(card: str, table: Table, answers: tuple[str, ...], changed: dict[str, Any]) -> None:
    """pp. 24-25: the resolved Encounter card's text, and nothing else."""
    assert resolve(table, "encounter", card, answers)[1] == changed


@pytest.mark.parametrize(("card", "table", "answers", "changed"), PERIL_CASES, ids=_ids(PERIL_CASES))
def test_peril_card(card: str, table: Table, answers: tuple[str, ...], changed: dict[str, Any]) -> None:
    """p. 23: the Peril card Sauron chose."""
    assert resolve(table, "peril", card, answers)[1] == changed


@pytest.mark.parametrize(("card", "table", "answers", "changed"), CHARACTER_CASES, ids=_ids(CHARACTER_CASES))
def test_character_ability(
    card: str, table: Table, answers: tuple[str, ...], changed: dict[str, Any]
) -> None:
    """p. 24: a character consulted for its ability instead of its favor (levels p. 26)."""
    assert resolve(table, "character", card, answers)[1] == changed


@pytest.mark.parametrize(("card", "table", "answers", "changed"), REWARD_CASES, ids=_ids(REWARD_CASES))
def test_quest_reward(card: str, table: Table, answers: tuple[str, ...], changed: dict[str, Any]) -> None:
    """p. 25: a completed quest's reward."""
    assert resolve(table, "reward", card, answers)[1] == changed


def test_every_card_has_a_case_or_is_lasting() -> None:
    """Each encoded Encounter, Peril, character and reward has its scenario above."""
    assert set(_ids(ENCOUNTER_CASES)) == set(ENCOUNTERS) and len(ENCOUNTERS) == 90
    assert set(_ids(PERIL_CASES)) == set(PERILS) == {p.id for p in C.perils}
    assert set(_ids(CHARACTER_CASES)) == set(CHARACTERS) == set(C.characters)
    quest_cards = {k.id for d in C.encounters.values() for k in d if k.quest}
    assert set(_ids(REWARD_CASES)) == set(QUESTS) == set(C.quests) | quest_cards
    assert set(CORRUPTION) == {k.id for k in C.corruption} and set(ITEMS) == set(C.items)


# --- card text ---------------------------------------------------------------------------------------


def _elements(effect: V.Effect) -> list[V.Element]:
    """Every element of an effect, those inside choices, tests and fights included."""
    out: list[V.Element] = []
    for e in effect:
        out.append(e)
        if isinstance(e, V.Choose):
            for option in e.options:
                out += _elements(option)
        elif isinstance(e, V.If):
            out += _elements(e.then) + _elements(e.otherwise)
        elif isinstance(e, (V.Shields, V.FightFoe)):
            out += _elements(e.then if isinstance(e, V.Shields) else e.won)
    return out


ALL_TEXTS = [
    (card, effect)
    for table in (ENCOUNTERS, PERILS, CORRUPTION, ITEMS, CHARACTERS, QUESTS)
    for card, effect in table.items()
]


@pytest.mark.parametrize(
    ("card", "effect"), ALL_TEXTS, ids=[f"{c}-{i}" for i, (c, _) in enumerate(ALL_TEXTS)]
)
def test_card_text_names_each_element(card: str, effect: V.Effect) -> None:
    """A card's words are made from its encoding: each element's own words are in them."""
    text = card_text(card).lower()
    for e in _elements(effect):
        assert e.words().lower() in text, (card, e)
