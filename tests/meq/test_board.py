"""The board position (eregion.games.meq.board): setup, pieces on locations, and the distances the
rules count. Pages are the rulebook's (docs/meq-rules.md, "Rules")."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from eregion.games.meq.board import (
    BLANK,
    Board,
    IllegalMove,
    Token,
    distances,
    nearest_havens,
    start_board,
    within,
)
from eregion.games.meq.components import components
from eregion.games.meq.facts import Components

C = components()
LOCATIONS = sorted(C.locations)


@pytest.fixture(scope="module")
def c() -> Components:
    return C


def test_setup_places_heroes_and_the_stage_one_minions(c: Components) -> None:
    """p. 8: heroes on their sheets' starting locations; the Mouth of Sauron (Dol Guldur) and the Black
    Serpent (Near Harad) on the board."""
    b = start_board(c, ["argalad", "eleanor"])
    assert b.heroes == {"argalad": "the_woodland_realm", "eleanor": "minas_tirith"}
    assert b.minions == {"the_mouth_of_sauron": "dol_guldur", "the_black_serpent": "near_harad"}
    assert b.influence == {} and b.shadow_pool == 0 and b.token_count() == 0


@pytest.mark.parametrize(
    "heroes", [[], ["argalad", "argalad"], ["gimli"], ["argalad", "beravor", "eleanor", "thalin"]]
)
def test_setup_refuses_bad_hero_lists(c: Components, heroes: list[str]) -> None:
    with pytest.raises(IllegalMove, match="1 to 3 different heroes"):
        start_board(c, heroes)


def test_pieces_by_location() -> None:
    orc = Token("misty_mountains_mirkwood", "orc")
    blank = Token("misty_mountains_mirkwood", BLANK)
    b = (
        Board()
        .move_hero("argalad", "gladden_fields")
        .move_hero("beravor", "gladden_fields")
        .add_token("gladden_fields", orc)
        .add_token("gladden_fields", blank)
        .move_minion("gothmog", "mount_gundabad")
    )
    assert b.heroes_at("gladden_fields") == ("argalad", "beravor")
    assert b.tokens_at("gladden_fields") == (blank, orc)
    assert b.enemies_at("gladden_fields") and b.enemies_at("mount_gundabad")
    assert not b.enemies_at("rivendell")
    b = b.remove_token("gladden_fields", orc).move_token("gladden_fields", "rhosgobel", blank)
    assert not b.enemies_at("gladden_fields") and b.tokens_at("rhosgobel") == (blank,)
    assert "gladden_fields" not in b.tokens  # no empty entries: equal positions compare equal
    assert b.move_minion("gothmog", None).minions == {}
    with pytest.raises(IllegalMove, match="no monster token 'orc'"):
        b.remove_token("rhosgobel", orc)


def test_updates_leave_the_original_alone() -> None:
    """A state that holds a Board shares it when cloned, so no update may change it in place."""
    b = Board().add_favor("bree", 2)
    after = b.move_hero("thalin", "bree").add_favor("bree").mark_perilous("isengard")
    assert b == Board(favor={"bree": 2}) and after.favor == {"bree": 3}


def test_favor_is_retrieved_all_at_once() -> None:
    """p. 24: exploring retrieves any number of the favor tokens here."""
    b, got = Board().add_favor("bree", 2).add_favor("bree").take_favor("bree")
    assert got == 3 and b.favor_at("bree") == 0 and b.favor == {}


def test_a_character_on_the_board_stays_where_it_is(c: Components) -> None:
    """p. 14: an Event places a character; one already on another location stays there."""
    b = Board().place_character("gandalf", "the_forest_trail").place_character("gandalf", "bree")
    assert b.characters_at("the_forest_trail") == ("gandalf",) and b.characters_at("bree") == ()
    assert b.remove_character("gandalf").place_character("gandalf", "bree").characters == {"gandalf": "bree"}


def test_card_marks_make_and_unmake_perilous() -> None:
    b = Board().mark_perilous("isengard")
    assert b.perilous == {"isengard"} and b.mark_perilous("isengard", on=False).perilous == frozenset()


def test_json_is_plain_and_canonical() -> None:
    one = (
        Board()
        .move_hero("thalin", "erebor")
        .add_favor("bree")
        .add_token("moria", Token("eriador_enedwaith", "orc"))
    )
    two = (
        Board()
        .add_token("moria", Token("eriador_enedwaith", "orc"))
        .add_favor("bree")
        .move_hero("thalin", "erebor")
    )
    assert json.dumps(one.to_json()) == json.dumps(two.to_json())
    assert one.to_json()["tokens"] == {"moria": [["eriador_enedwaith", "orc"]]}


def test_within_counts_the_location_itself(c: Components) -> None:
    """p. 11: "within 1 space of a hero" is his location and each adjacent location."""
    assert within(c, "the_shire", 0) == {"the_shire"}
    assert within(c, "the_shire", 1) == {"the_shire", "hills_of_evendim", "old_forest", "the_grey_havens"}


def test_the_boat_link_is_not_a_path_for_distances(c: Components) -> None:
    """The Grey Havens and Belfalas are joined only for a hero with a Boat (R3)."""
    assert "belfalas" not in within(c, "the_grey_havens", 1)


def test_defeated_hero_goes_to_the_nearest_haven(c: Components) -> None:
    """p. 32: the closest Haven by locations away; Sauron picks among ties."""
    assert nearest_havens(c, "moria") == ("lothlorien",)
    assert nearest_havens(c, "lothlorien") == ("lothlorien",)
    assert nearest_havens(c, "barad_dur") == ("edoras", "minas_tirith")


@given(st.sampled_from(LOCATIONS), st.sampled_from(LOCATIONS))
def test_distances_are_symmetric_and_step_by_one(a: str, b: str) -> None:
    da, db = distances(C, a), distances(C, b)
    assert da[b] == db[a] and len(da) == len(C.locations)
    for near in C.adjacent[b]:
        assert abs(da[near] - da[b]) <= 1
