"""Landmark tiles (p.3 "Take a Landmark tile", p.4 costs, Player Aid effects; NOTES section 6) and
the two promo tiles (NOTES ruling 6, docs/duel-rules.md ruling 11)."""

from __future__ import annotations

import pytest
from duel_helpers import (
    CARDS,
    FELLOWSHIP,
    SAURON,
    TILES,
    C,
    all_skills,
    card,
    coins,
    forts,
    ids,
    make,
    put_cards,
    refresh,
    set_forts,
    set_units,
    slot_of,
    tiles_face_up,
    units,
)

from eregion.core import DecisionKind
from eregion.games.duel.components import REGIONS


def _taking(tile: str, player: int = FELLOWSHIP, promo: bool = False, chapters=None, setup=None):
    s = make(0, chapters=chapters or {1: {}}, promo=promo)
    if setup:
        setup(s)
    tiles_face_up(s, tile, *[t.id for t in TILES if t.id != tile and not t.promo][:2])
    all_skills(s, player)
    refresh(s, player)
    assert f"landmark:{tile}" in ids(s)
    s.apply(f"landmark:{tile}")
    return s


def test_taking_a_tile_places_a_fortress_and_reveals_no_new_tile() -> None:
    """p.3: place a Fortress on the tile's region, benefit from its other effects, end the turn
    without revealing a new tile."""
    s = _taking("helms-deep")
    assert forts(s, FELLOWSHIP) == ["Rohan"] and len(s.landmarks_up) == 2
    assert [TILES[t].id for t in s.tiles[FELLOWSHIP]] == ["helms-deep"]
    assert s.view(SAURON)["players"]["fellowship"]["landmarks"] == ["helms-deep"]
    assert s.decision.player == SAURON


def test_barad_dur_plays_a_discarded_card_for_free() -> None:
    s = _taking("barad-dur", SAURON)
    assert forts(s, SAURON) == ["Mordor"]
    assert s.decision.player == SAURON and s.decision.kind is DecisionKind.CHOOSE_CARD
    assert ids(s) == ["card:C1-21", "card:C1-22", "card:C1-23"]
    s.apply("card:C1-22")
    s.apply("region:Rhovanion")
    assert units(s, SAURON, "Rhovanion") == 1 and card("C1-22") in s.area[SAURON]
    assert card("C1-22") not in s.discard


def test_barad_dur_with_an_empty_discard_does_nothing_more() -> None:
    s = _taking("barad-dur", setup=lambda s: (setattr(s, "discard", ()), setattr(s, "discard_seen", ())))
    assert s.decision.player == SAURON


def test_bree_two_units_in_arnor_then_two_movements() -> None:
    s = _taking("bree")
    assert forts(s, FELLOWSHIP) == ["Arnor"] and units(s, FELLOWSHIP, "Arnor") == 4
    s.apply("move:Arnor>Lindon")
    s.apply("move:Arnor>Enedwaith")
    assert units(s, FELLOWSHIP, "Arnor") == 2 and s.decision.player == SAURON


def test_erebor_five_coins_and_one_movement() -> None:
    s = _taking("erebor")
    assert forts(s, FELLOWSHIP) == ["Rhovanion"] and coins(s)[0] == 8
    s.apply("move:stop")
    assert s.decision.player == SAURON


def test_grey_havens_reveals_two_tokens_of_a_chosen_race() -> None:
    def empty_elves(s) -> None:
        s.alliance = ((),) + s.alliance[1:]

    s = _taking("grey-havens", setup=empty_elves)
    assert forts(s, FELLOWSHIP) == ["Lindon"]
    assert ids(s) == ["race:Dwarves", "race:Hobbits", "race:Humans", "race:Ents", "race:Wizards"]
    s.apply("race:Ents")
    assert len(ids(s)) == 2 and all(a.startswith("token:ents-") for a in ids(s))


def test_helms_deep_three_units_in_rohan_with_a_conflict() -> None:
    s = _taking("helms-deep", setup=lambda s: set_units(s, SAURON, Rohan=1))
    assert units(s, FELLOWSHIP, "Rohan") == 2 and units(s, SAURON, "Rohan") == 0


def test_isengard_discards_an_enemy_grey_card_and_advances_the_quest() -> None:
    def greys(s) -> None:
        put_cards(s, SAURON, "C1-05", "C1-07", "C1-13")

    s = _taking("isengard", setup=greys)
    assert forts(s, FELLOWSHIP) == ["Enedwaith"]
    assert ids(s) == ["card:C1-05", "card:C1-07", "no"]  # grey cards only, or none (p.3)
    s.apply("card:C1-07")
    assert [CARDS[c].id for c in s.area[SAURON]] == ["C1-05", "C1-13"]
    assert s.fixed[SAURON] == (1, 0, 0, 0, 0)  # its Strength is gone
    assert CARDS[s.discard[-1]].id == "C1-07" and "C1-07" in s.view(SAURON)["discard"]["known"]
    assert s.quest[FELLOWSHIP] == 1


def test_isengard_discard_may_be_declined() -> None:
    """p.3: you *may* benefit from a tile's effects (ruling 3): the grey cards stay."""
    s = _taking("isengard", setup=lambda s: put_cards(s, SAURON, "C1-05"))
    s.apply("no")
    assert [CARDS[c].id for c in s.area[SAURON]] == ["C1-05"] and s.quest[FELLOWSHIP] == 1


def test_isengard_without_enemy_grey_cards() -> None:
    s = _taking("isengard")
    assert s.quest[FELLOWSHIP] == 1 and s.decision.player == SAURON


def test_minas_tirith_one_unit_in_gondor_and_two_quest_steps() -> None:
    s = _taking("minas-tirith", setup=lambda s: s.quest.__setitem__(0, 1))
    assert forts(s, FELLOWSHIP) == ["Gondor"] and units(s, FELLOWSHIP, "Gondor") == 1
    assert s.quest[FELLOWSHIP] == 3 and ids(s) == ["yes", "no"]  # the coin bonus


def test_a_fortress_can_complete_a_conquest() -> None:
    """p.8: presence is a Fortress and/or at least one Unit."""

    def six(s) -> None:
        set_units(s, FELLOWSHIP, Lindon=1, Rhovanion=1, Enedwaith=1, Gondor=1, Mordor=1)

    s = _taking("helms-deep", setup=lambda s: (six(s), set_units(s, SAURON, Rohan=5)))
    assert s.is_over and s.victory == "conquest" and s.winner == "fellowship"


# --- promo tiles ----------------------------------------------------------------------------------------


def test_the_shire_plays_a_face_up_card_even_if_covered() -> None:
    """Ruling 11 (docs): The Shire places no Fortress and plays any face-up card of the layout,
    paying its cost. C1-16 (1 coin) sits covered in row 3."""
    s = _taking("the-shire", promo=True, chapters={1: {5: "C1-16", 2: "C1-01"}})
    assert forts(s, FELLOWSHIP) == []
    assert s.decision.kind is DecisionKind.CHOOSE_CARD
    face_up_present = {
        CARDS[s.slots[i]].id for i in range(20) if (s.face_up >> i) & 1 and (s.present >> i) & 1
    }
    assert {a[5:] for a in ids(s)} == face_up_present and "card:C1-01" not in ids(s)  # C1-01 is face down
    s.apply("card:C1-16")
    assert coins(s)[0] == 2 and s.quest[FELLOWSHIP] == 1
    assert not (s.present >> slot_of(s, "C1-16")) & 1


def test_the_shire_offers_only_affordable_cards() -> None:
    def broke(s) -> None:
        s.reserve += s.coins[FELLOWSHIP]
        s.coins[FELLOWSHIP] = 0

    s = _taking("the-shire", promo=True, chapters={1: {5: "C1-16"}}, setup=broke)
    assert "card:C1-16" not in ids(s)


def test_grond_needs_an_enemy_fortress() -> None:
    s = make(0, promo=True)
    tiles_face_up(s, "grond")
    all_skills(s, FELLOWSHIP)
    refresh(s, FELLOWSHIP)
    assert "landmark:grond" not in ids(s)
    set_forts(s, SAURON, "Mordor")
    refresh(s, FELLOWSHIP)
    assert "landmark:grond" in ids(s)


def test_grond_besieges_a_fortress_and_the_units_retreat() -> None:
    """Ruling 11 (docs): Grond removes an enemy Fortress; the enemy Units there retreat to an adjacent
    region of their owner's choice (conflicts apply); your Fortress and 1 Unit go there."""

    def siege(s) -> None:
        set_forts(s, SAURON, "Mordor", "Rohan")
        set_units(s, FELLOWSHIP, Gondor=1)

    s = _taking("grond", promo=True, setup=siege)
    assert sorted(ids(s)) == ["region:Mordor", "region:Rohan"]
    s.apply("region:Mordor")
    assert s.decision.player == SAURON and s.decision.kind is DecisionKind.CHOOSE_ONE
    assert sorted(ids(s)) == ["region:Gondor", "region:Rhovanion", "region:Rohan"]
    s.apply("region:Gondor")  # 2 Sauron Units retreat into 1 Fellowship Unit
    assert units(s, SAURON, "Gondor") == 1 and units(s, FELLOWSHIP, "Gondor") == 0
    assert forts(s, SAURON) == ["Rohan"] and forts(s, FELLOWSHIP) == ["Mordor"]
    assert units(s, FELLOWSHIP, "Mordor") == 1 and units(s, SAURON, "Mordor") == 0
    assert s.decision.player == SAURON and s.decision.kind is DecisionKind.TURN


def test_a_tile_whose_region_holds_a_fortress_places_none() -> None:
    """Ruling 11 (docs): a region holds one Fortress (after Grond took Mordor, Barad-dûr adds none)."""

    def taken(s) -> None:
        set_forts(s, FELLOWSHIP, "Mordor")

    s = _taking("barad-dur", SAURON, setup=taken)
    assert forts(s, SAURON) == [] and forts(s, FELLOWSHIP) == ["Mordor"]


@pytest.mark.parametrize(
    "tile", ["barad-dur", "bree", "erebor", "grey-havens", "helms-deep", "isengard", "minas-tirith"]
)
def test_every_base_tile_can_be_taken_by_either_side(tile: str) -> None:
    """NOTES section 6: either side may take any tile; you always put your Fortress in its region."""
    for player in (FELLOWSHIP, SAURON):
        s = _taking(tile, player)
        assert forts(s, player) == [REGIONS[C.landmark_by_id[tile].region]]
