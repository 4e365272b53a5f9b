"""Quests (eregion.games.meq.quests): dealing at setup (p. 8), requirements, completing during Explore
(pp. 24-25), the Starting-then-Advanced order, Encounter Quest cards and trading them (p. 24)."""

from __future__ import annotations

import pytest

from eregion.core.rng import Rng
from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.components import components
from eregion.games.meq.quests import (
    Explored,
    Fought,
    Quests,
    completable,
    complete,
    deal_quests,
    encounter_foe,
    open_quests,
    quest_location,
    satisfies,
    take_quest,
)

C = components()


def test_p8_setup_deals_one_starting_quest_at_random_and_the_advanced_one() -> None:
    """p. 8, setup step e: one of the two Starting quests at random, its setup followed, the Advanced quest
    kept for later; different seeds reach both Starting quests."""
    seen = set()
    for seed in range(12):
        board, quests = deal_quests(Board(), C, "argalad", Rng(seed))
        first, advanced = quests.held
        assert C.quests[first].hero == "argalad" and C.quests[first].kind == "starting"
        assert advanced == "echoes_of_bolgs_army" and quests.done == ()
        if first == "the_forest_must_provide_no_refuge":  # its setup places Aragorn in the South Eaves
            assert board.characters == {"aragorn": "south_eaves"}
        else:
            assert board.characters == {}
        seen.add(first)
        assert deal_quests(Board(), C, "argalad", Rng(seed)) == (board, quests)  # seeded, so replayable
    assert seen == {"they_have_become_queer_and_wild", "the_forest_must_provide_no_refuge"}
    with pytest.raises(IllegalMove, match="not a hero"):
        deal_quests(Board(), C, "gandalf", Rng(1))


def test_p14_setup_character_already_on_the_board_stays() -> None:
    """p. 14: a character already on the board stays where it is."""
    for seed in range(12):
        board, _ = deal_quests(Board(characters={"gandalf": "bree"}), C, "beravor", Rng(seed))
        assert board.characters["gandalf"] == "bree"


def test_p25_explore_quest_completed_during_explore_at_its_location() -> None:
    """p. 25: a quest is completed when its requirement is met, during Explore unless stated; it leaves
    the play area and the game."""
    quests = Quests(held=("the_ered_luin", "to_look_into_the_mirrormere"))
    assert completable(C, "thalin", quests, Explored("bree")) == ()
    assert completable(C, "thalin", quests, Explored("blue_mountains")) == ("the_ered_luin",)
    after = complete(C, "thalin", quests, "the_ered_luin", Explored("blue_mountains"))
    assert after == Quests(held=("to_look_into_the_mirrormere",), done=("the_ered_luin",))
    with pytest.raises(IllegalMove, match="cannot complete"):
        complete(C, "thalin", after, "the_ered_luin", Explored("blue_mountains"))


def test_p8_advanced_quest_only_after_the_starting_quest() -> None:
    """p. 8: the Advanced quest cannot be used until the Starting quest is completed."""
    quests = Quests(held=("the_ered_luin", "to_look_into_the_mirrormere"))
    assert open_quests(C, "thalin", quests) == ("the_ered_luin",)
    assert completable(C, "thalin", quests, Explored("moria")) == ()
    with pytest.raises(IllegalMove):
        complete(C, "thalin", quests, "to_look_into_the_mirrormere", Explored("moria"))
    after = complete(C, "thalin", quests, "the_ered_luin", Explored("blue_mountains"))
    assert completable(C, "thalin", after, Explored("moria")) == ("to_look_into_the_mirrormere",)


def test_p25_only_the_hero_displaying_a_quest_completes_it() -> None:
    """p. 25: a quest may only be completed by the hero who displays it."""
    quests = Quests(held=("the_ered_luin",))
    assert completable(C, "argalad", quests, Explored("blue_mountains")) == ()
    assert completable(C, "thalin", Quests(), Explored("blue_mountains")) == ()


def test_r108_defeat_quests_replace_the_encounter_and_need_a_win() -> None:
    """R108 (the quest cards): "Spies in Mithlond" puts a Crebain in place of Beravor's Encounter at The
    Grey Havens; defeating it there completes the quest, losing it or beating a Crebain elsewhere does
    not."""
    quests = Quests(held=("spies_in_mithlond", "bones_of_a_darkness_past"))
    assert encounter_foe(C, "beravor", quests, "the_grey_havens") == "crebain"
    assert encounter_foe(C, "beravor", quests, "bree") is None
    assert encounter_foe(C, "eleanor", quests, "the_grey_havens") is None
    won = Fought("crebain", "the_grey_havens", defeated=True, instead_of_encounter=True)
    assert completable(C, "beravor", quests, won) == ("spies_in_mithlond",)
    assert not satisfies(C, "spies_in_mithlond", Fought("crebain", "the_grey_havens", False, True))
    assert not satisfies(C, "spies_in_mithlond", Fought("crebain", "bree", True, False))
    assert not satisfies(C, "spies_in_mithlond", Fought("orc", "the_grey_havens", True, True))
    assert not satisfies(C, "spies_in_mithlond", Explored("the_grey_havens"))
    done = complete(C, "beravor", quests, "spies_in_mithlond", won)
    assert encounter_foe(C, "beravor", done, "the_grey_havens") is None


def test_r109_where_the_stars_are_strange_explore_or_any_combat() -> None:
    """R109: Eleanor's Near Harad quest is met by exploring Near Harad or by a combat with the Black
    Serpent, won or lost, wherever it stands."""
    quests = Quests(held=("where_the_stars_are_strange",))
    assert completable(C, "eleanor", quests, Explored("near_harad")) == ("where_the_stars_are_strange",)
    lost = Fought("the_black_serpent", "pelargir", defeated=False, instead_of_encounter=False)
    assert completable(C, "eleanor", quests, lost) == ("where_the_stars_are_strange",)
    assert encounter_foe(C, "eleanor", quests, "near_harad") is None  # she draws Encounter cards as usual


def test_p25_encounter_quest_cards_completed_by_exploring_where_they_say() -> None:
    """p. 25: an Encounter Quest card goes to the play area and is completed by exploring its location;
    Isildur's Heir (drawn anywhere in Mordor) is completed in Rhûn."""
    assert quest_location(C, "isildurs_heir") == "rhun"
    assert quest_location(C, "echoes_of_bolgs_army") == "mount_gundabad"
    quests = take_quest(C, Quests(held=("the_ered_luin",)), "isildurs_heir")
    assert quests.held == ("the_ered_luin", "isildurs_heir")
    assert completable(C, "thalin", quests, Explored("rhun")) == ("isildurs_heir",)
    assert completable(C, "thalin", quests, Fought("orc", "rhun", True, False)) == ()
    with pytest.raises(IllegalMove, match="already"):
        take_quest(C, quests, "isildurs_heir")
    with pytest.raises(IllegalMove, match="not an Encounter Quest"):
        take_quest(C, quests, "to_look_into_the_mirrormere")
    with pytest.raises(IllegalMove, match="not a quest"):
        take_quest(C, quests, "imladris")
    with pytest.raises(IllegalMove, match="not a quest"):
        quest_location(C, "imladris")


def test_every_quest_has_a_requirement_someone_can_meet() -> None:
    """Each of the 15 Starting/Advanced quests and the 15 Encounter Quest cards is met by some deed."""
    ids = [*C.quests, *(c.id for d in C.encounters.values() for c in d if c.quest)]
    assert len(ids) == 30
    for q in ids:
        loc = quest_location(C, q)
        card = C.quests.get(q)
        deed = Fought(card.foe, loc, True, True) if card and card.foe else Explored(loc)
        assert satisfies(C, q, deed), q
