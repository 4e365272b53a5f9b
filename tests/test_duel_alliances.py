"""Race alliances (p.6) and every one of the 18 Alliance tokens (Player Aid; NOTES section 7), the
Support of the Races victory (p.8) with the Eagle, and "take another turn" (Player Aid)."""

from __future__ import annotations

import pytest
from duel_helpers import (
    FELLOWSHIP,
    SAURON,
    all_skills,
    coins,
    forts,
    give_token,
    ids,
    make,
    put_cards,
    refresh,
    set_forts,
    set_races,
    set_skills,
    set_units,
    tiles_face_up,
    to_chapter,
    token_ids,
    tokens_on_top,
    top_token,
    units,
)

from eregion.core import DecisionKind
from eregion.games.duel.components import REGIONS

ELVES = ["elves-wild-skill", "elves-yellow-turn", "elves-red-anywhere"]  # top first


def _second_elves_card():
    """The Fellowship has played C1-17 (Elves, harp) and is about to play C2-15 (Elves, freed by
    the harp)."""
    s = make(0, chapters={2: {19: "C2-15"}}, alliance={"Elves": ELVES})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C1-17")
    set_races(s, FELLOWSHIP, Elves=1)
    return refresh(s, FELLOWSHIP)


# --- the two triggers (p.6) ------------------------------------------------------------------------------


def test_two_matching_race_symbols_reveal_two_keep_one() -> None:
    """p.6: with 2 matching Race symbols, take the top 2 Alliance tokens of that Race and reveal them
    (to both players); keep 1; put the other face down on top of its stack."""
    s = _second_elves_card()
    s.apply("play:C2-15")
    assert s.decision.player == FELLOWSHIP and s.decision.kind is DecisionKind.CHOOSE_ONE
    assert ids(s) == ["token:elves-wild-skill", "token:elves-yellow-turn"]
    assert "elves-wild-skill" in s.log()[-1].text  # revealed in the public log
    s.apply("token:elves-yellow-turn")
    assert token_ids(s, FELLOWSHIP) == ["elves-yellow-turn"]
    assert top_token(s, "Elves") == "elves-wild-skill" and len(s.alliance[0]) == 2
    for viewer in (FELLOWSHIP, SAURON, None):  # both players know the token put back
        assert s.view(viewer)["alliance"]["Elves"] == {"count": 2, "top": "elves-wild-skill"}
    assert s.view(None)["alliance"]["Dwarves"] == {"count": 3, "top": None}
    assert s.view(SAURON)["players"]["fellowship"]["tokens"] == ["elves-yellow-turn"]


def test_three_different_race_symbols_once_per_game() -> None:
    """p.6: once per game, with 3 different Race symbols, reveal the top token of each of these 3
    Races; keep 1; put the other 2 back on top of their stacks."""
    s = make(
        0,
        chapters={1: {19: "C1-20", 18: "C1-18"}},
        alliance={
            "Elves": ELVES,
            "Dwarves": ["dwarves-green-moves", "dwarves-no-surcharge", "dwarves-landmark-turn"],
        },
    )
    put_cards(s, FELLOWSHIP, "C1-17", "C1-19")
    set_races(s, FELLOWSHIP, Elves=1, Dwarves=1)
    set_skills(s, FELLOWSHIP, Leadership=1, Knowledge=1)
    tokens_on_top(s, "hobbits-chain-coins")
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-20")  # Hobbits
    assert ids(s) == ["token:elves-wild-skill", "token:dwarves-green-moves", "token:hobbits-chain-coins"]
    s.apply("token:hobbits-chain-coins")
    assert s.triple_done[FELLOWSHIP]
    assert top_token(s, "Elves") == "elves-wild-skill" and top_token(s, "Dwarves") == "dwarves-green-moves"
    assert s.alliance_known == (1, 1, 0, 0, 0, 0)
    assert s.view(SAURON)["players"]["fellowship"]["three_races_used"] is True
    # A fourth Race later does not trigger it again.
    s.apply(next(a for a in ids(s) if a.startswith("discard:")))  # Sauron
    s.apply("play:C1-18")  # Humans
    assert s.decision.player == SAURON and len(s.tokens[FELLOWSHIP]) == 1


def test_one_race_symbol_may_serve_both_conditions() -> None:
    """p.6 note: a single Race symbol may be used for both conditions. The Hobbits card that
    completed 3 different Races later pairs with a second Hobbits card."""
    s = make(0, chapters={2: {19: "C2-17"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C1-17", "C1-19", "C1-20")
    set_races(s, FELLOWSHIP, Elves=1, Dwarves=1, Hobbits=1)
    s.triple_done[FELLOWSHIP] = True
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-17")  # free by the pot
    assert s.decision.kind is DecisionKind.CHOOSE_ONE and all(a.startswith("token:hobbits") for a in ids(s))


def test_the_eagle_does_not_count_toward_three_different_races() -> None:
    """Ruling 5 (docs/duel-rules.md): the Eagle counts for the six Races, not for the trigger."""
    s = make(0, chapters={1: {19: "C1-19"}})
    set_races(s, FELLOWSHIP, Elves=1)
    give_token(s, FELLOWSHIP, "hobbits-eagle")
    set_skills(s, FELLOWSHIP, Leadership=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-19")
    assert s.decision.player == SAURON and not s.triple_done[FELLOWSHIP]


def test_a_short_stack_reveals_what_it_has() -> None:
    """Ruling 4 (docs): a reveal takes the tokens the stack still has; one token is kept at once."""
    s = _second_elves_card()
    s.alliance = ((s.alliance[0][-1],),) + s.alliance[1:]
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-15")
    assert token_ids(s, FELLOWSHIP) == ["elves-wild-skill"] and s.alliance[0] == ()
    s = _second_elves_card()
    s.alliance = ((),) + s.alliance[1:]
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-15")
    assert s.tokens[FELLOWSHIP] == () and s.decision.player == SAURON


def test_a_known_token_is_revealed_again() -> None:
    s = _second_elves_card()
    s.alliance_known = (1, 0, 0, 0, 0, 0)  # the top Elves token was put back earlier
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-15")
    s.apply("token:elves-wild-skill")
    assert top_token(s, "Elves") == "elves-yellow-turn" and s.alliance_known[0] == 1


# --- Support of the Races (p.8) ----------------------------------------------------------------------


def test_six_different_races_win() -> None:
    """p.8: 6 different Race symbols on your green cards win at once."""
    s = make(0, chapters={3: {19: "C3-08"}})
    to_chapter(s, 3)
    set_races(s, SAURON, Elves=1, Dwarves=1, Hobbits=1, Humans=1, Wizards=1)
    all_skills(s, SAURON)
    refresh(s, SAURON)
    s.apply("play:C3-08")  # Ents
    assert s.is_over and s.victory == "races" and s.winner == "sauron"


def test_the_eagle_counts_as_one_of_the_six() -> None:
    """p.8 note: the Eagle symbol on an Alliance token counts as one of the 6 Race symbols."""
    s = make(0, chapters={3: {19: "C3-08"}})
    to_chapter(s, 3)
    set_races(s, FELLOWSHIP, Elves=1, Dwarves=1, Hobbits=1, Humans=1)
    give_token(s, FELLOWSHIP, "hobbits-eagle")
    all_skills(s, FELLOWSHIP)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-08")
    assert s.is_over and s.victory == "races" and s.winner == "fellowship"


def test_five_races_are_not_enough() -> None:
    s = make(0, chapters={3: {19: "C3-08"}})
    to_chapter(s, 3)
    set_races(s, FELLOWSHIP, Elves=2, Dwarves=1, Hobbits=1)
    s.triple_done[FELLOWSHIP] = True
    all_skills(s, FELLOWSHIP)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-08")
    assert not s.is_over


# --- the tokens, taken through Grey Havens ----------------------------------------------------------


def _take(token: str, player: int = FELLOWSHIP, setup=None):
    """``player`` takes Grey Havens (Fortress in Lindon), reveals the top 2 tokens of ``token``'s
    Race and keeps ``token``."""
    s = make(1, chapters={1: {}}, promo=False)
    if setup:
        setup(s)
    tiles_face_up(s, "grey-havens")
    tokens_on_top(s, token)
    set_skills(s, player, Strength=3, Leadership=2, Knowledge=1)
    refresh(s, player)
    s.apply("landmark:grey-havens")
    race = {
        "elves": "Elves",
        "dwarves": "Dwarves",
        "hobbits": "Hobbits",
        "humans": "Humans",
        "ents": "Ents",
        "wizards": "Wizards",
    }[token.split("-")[0]]
    s.apply(f"race:{race}")
    assert len(ids(s)) == 2 and f"token:{token}" in ids(s)
    s.apply(f"token:{token}")
    assert token in token_ids(s, player) and forts(s, player) == ["Lindon"]
    return s


def _discard(s) -> None:
    s.apply(next(a for a in ids(s) if a.startswith("discard:")))


def test_ents_take_another_turn() -> None:
    s = _take("ents-turn")
    assert s.decision.player == FELLOWSHIP and s.decision.kind is DecisionKind.TURN
    _discard(s)
    assert s.decision.player == SAURON


def test_ents_remove_an_enemy_fortress() -> None:
    s = _take("ents-fortress", setup=lambda s: set_forts(s, SAURON, "Mordor", "Rohan"))
    assert sorted(ids(s)) == ["no", "region:Mordor", "region:Rohan"]
    s.apply("region:Rohan")
    assert forts(s, SAURON) == ["Mordor"]
    assert s.view(None)["players"]["sauron"]["fortresses_in_supply"] == 6  # back to its owner


def test_ents_fortress_removal_may_be_declined() -> None:
    """p.3: you *may* benefit from an effect (ruling 3)."""
    s = _take("ents-fortress", setup=lambda s: set_forts(s, SAURON, "Mordor"))
    s.apply("no")
    assert forts(s, SAURON) == ["Mordor"] and s.decision.player == SAURON
    assert "Fellowship removes no enemy Fortress." in [e.text for e in s.log()]


def test_ents_remove_fortress_without_target() -> None:
    s = _take("ents-fortress")
    assert s.decision.player == SAURON


def test_ents_three_maneuvers() -> None:
    """Three times, choose: remove 1 enemy Unit, the opponent loses 1 coin, or 1 movement."""
    s = _take("ents-three-maneuvers", setup=lambda s: set_units(s, SAURON, Mordor=2, Rohan=1))
    assert ids(s) == ["maneuver:remove-unit", "maneuver:coin", "maneuver:move", "no"]
    s.apply("maneuver:remove-unit")
    s.apply("region:Rohan")
    s.apply("maneuver:coin")
    assert coins(s)[1] == 1
    s.apply("maneuver:move")
    s.apply("move:Arnor>Rhovanion")
    assert units(s, SAURON, "Rohan") == 0 and units(s, FELLOWSHIP, "Rhovanion") == 1
    assert s.decision.player == SAURON


def test_ents_maneuvers_may_all_be_declined() -> None:
    """p.3: each maneuver is an effect the player *may* use; "no" gives up those still owed."""
    s = _take("ents-three-maneuvers", setup=lambda s: set_units(s, SAURON, Mordor=2, Rohan=1))
    before = (list(s.units), coins(s))
    s.apply("no")
    assert (s.units, coins(s)) == before and s.decision.player == SAURON
    s = _take("ents-three-maneuvers", setup=lambda s: set_units(s, SAURON, Mordor=2, Rohan=1))
    s.apply("maneuver:remove-unit")
    s.apply("no")  # the removal itself is optional too
    assert units(s, SAURON, "Mordor") == 2 and units(s, SAURON, "Rohan") == 1
    assert "no" in ids(s) and s.decision.prompt.startswith("Ents Alliance token: choose a maneuver (2 left)")


def test_ents_maneuvers_offer_only_what_is_possible() -> None:
    def empty(s) -> None:
        s.units = [0] * 14
        s.reserve += s.coins[SAURON]
        s.coins[SAURON] = 0

    s = _take("ents-three-maneuvers", setup=empty)
    assert s.decision.player == SAURON  # nothing to do


def test_wizards_advance_two_on_the_quest_with_bonus() -> None:
    s = _take("wizards-quest", setup=lambda s: s.quest.__setitem__(0, 1))
    assert s.quest == [3, 0] and ids(s) == ["yes", "no"]


def test_wizards_place_two_units_in_one_or_two_regions() -> None:
    s = _take("wizards-units")
    assert len(ids(s)) == 8 and "no" in ids(s)  # any region, or no more (p.3)
    s.apply("region:Gondor")
    s.apply("region:Mordor")
    assert units(s, FELLOWSHIP, "Gondor") == 1 and units(s, SAURON, "Mordor") == 1  # a conflict
    s = _take("wizards-units")
    s.apply("region:Rohan")
    s.apply("region:Rohan")
    assert units(s, FELLOWSHIP, "Rohan") == 2
    s = _take("wizards-units")
    s.apply("region:Rohan")
    s.apply("no")
    assert units(s, FELLOWSHIP, "Rohan") == 1 and s.decision.player == SAURON


def test_wizards_play_a_card_from_the_discard_for_free() -> None:
    """The player looks through the whole discard pile, the face-down left-overs included (ruling 7)."""
    s = _take("wizards-discard")
    leftovers = ["C1-21", "C1-22", "C1-23"]  # chapter 1 dealt in id order
    assert ids(s) == [f"card:{c}" for c in leftovers]
    assert s.view(FELLOWSHIP)["discard"]["known"] == leftovers
    assert s.view(SAURON)["discard"]["known"] == []
    s.apply("card:C1-23")  # red, Ruse: free anyway
    assert s.decision.kind is DecisionKind.CHOOSE_ONE
    s.apply("region:Gondor")
    assert units(s, FELLOWSHIP, "Gondor") == 1 and s.chains[FELLOWSHIP]  # it gives its chaining symbol
    assert "C1-23" not in s.view(FELLOWSHIP)["discard"]["known"]


def test_elves_take_another_turn_after_a_yellow_card() -> None:
    s = make(0, chapters={1: {19: "C1-09"}})
    give_token(s, FELLOWSHIP, "elves-yellow-turn")
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-09")
    assert coins(s)[0] == 5 and s.decision.player == FELLOWSHIP


def test_elves_red_cards_place_anywhere() -> None:
    s = make(0, chapters={1: {19: "C1-21"}})
    give_token(s, FELLOWSHIP, "elves-red-anywhere")
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-21")
    assert ids(s) == [f"region:{r}" for r in REGIONS]
    s.apply("region:Mordor")
    assert units(s, FELLOWSHIP, "Mordor") == 0 and units(s, SAURON, "Mordor") == 1


def test_elves_one_skill_of_your_choice_once_per_turn() -> None:
    s = _take("elves-wild-skill")
    assert s.view(FELLOWSHIP)["players"]["fellowship"]["flexible_skills"][-1]["source"] == "the Elves token"
    s = make(0, chapters={2: {19: "C2-10", 18: "C2-11"}})
    to_chapter(s, 2)
    give_token(s, FELLOWSHIP, "elves-wild-skill")
    s.reserve += s.coins[FELLOWSHIP]
    s.coins[FELLOWSHIP] = 0
    refresh(s, FELLOWSHIP)
    assert "play:C2-10" not in ids(s)  # Ruse and Strength: the token gives only one
    s.coins[FELLOWSHIP] = 1
    s.reserve -= 1
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-10")  # Ruse or Strength from the token, the other for the coin: the same, not asked
    assert s.decision.player == SAURON and coins(s)[0] == 0
    assert any("the Elves token as " in e.text for e in s.log())


def test_dwarves_no_surcharge() -> None:
    s = _take("dwarves-no-surcharge")
    tiles_face_up(s, "helms-deep")
    set_skills(s, FELLOWSHIP, Ruse=3, Leadership=2, Knowledge=1)
    s.reserve += s.coins[FELLOWSHIP]
    s.coins[FELLOWSHIP] = 0
    refresh(s, FELLOWSHIP)
    assert "landmark:helms-deep" in ids(s)  # 1 Fortress (Lindon) but no surcharge


def test_dwarves_another_turn_after_a_landmark() -> None:
    s = _take("dwarves-landmark-turn")
    _discard(s)  # Sauron
    tiles_face_up(s, "helms-deep")
    set_skills(s, FELLOWSHIP, Ruse=3, Leadership=2, Knowledge=1)
    refresh(s, FELLOWSHIP)
    s.apply("landmark:helms-deep")
    assert s.decision.player == FELLOWSHIP and s.decision.kind is DecisionKind.TURN


def test_dwarves_two_movements_after_a_green_card() -> None:
    s = make(0, chapters={1: {19: "C1-19"}})
    give_token(s, FELLOWSHIP, "dwarves-green-moves")
    set_skills(s, FELLOWSHIP, Leadership=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-19")
    assert s.decision.kind is DecisionKind.MOVE
    s.apply("move:Arnor>Lindon")
    s.apply("move:Lindon>Arnor")
    assert s.decision.player == SAURON and s.races[1] == 1


def test_hobbits_eagle_wins_with_five_races() -> None:
    def five(s) -> None:
        set_races(s, FELLOWSHIP, Elves=1, Dwarves=1, Humans=1, Ents=1, Wizards=1)

    s = _take("hobbits-eagle", setup=five)
    assert s.is_over and s.victory == "races" and s.winner == "fellowship"


def test_hobbits_unit_after_a_blue_card() -> None:
    s = make(0, chapters={1: {19: "C1-13"}})
    give_token(s, SAURON, "hobbits-blue-unit")
    refresh(s, SAURON)
    s.apply("play:C1-13")
    assert s.quest[SAURON] == 1 and len(ids(s)) == 8  # any region, or none (p.3: you *may* benefit)
    s.apply("region:Lindon")
    assert units(s, SAURON, "Lindon") == 1
    s = make(0, chapters={1: {19: "C1-13"}})
    give_token(s, SAURON, "hobbits-blue-unit")
    refresh(s, SAURON)
    s.apply("play:C1-13")
    s.apply("no")
    assert s.units == make(0).units and s.decision.player == FELLOWSHIP


def test_hobbits_three_coins_when_chaining() -> None:
    s = make(0, chapters={2: {19: "C2-14", 18: "C2-11"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C1-14")  # backpack frees C2-14
    give_token(s, FELLOWSHIP, "hobbits-chain-coins")
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-14")
    assert coins(s)[0] == 6  # no coin paid, 3 gained
    s = make(0, chapters={2: {19: "C2-14"}})
    to_chapter(s, 2)
    give_token(s, FELLOWSHIP, "hobbits-chain-coins")
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-14")
    assert coins(s)[0] == 2  # paid normally: no bonus


def test_humans_quest_after_a_yellow_card() -> None:
    s = make(0, chapters={1: {19: "C1-09"}})
    give_token(s, SAURON, "humans-yellow-quest")
    refresh(s, SAURON)
    s.apply("play:C1-09")
    assert s.quest == [0, 1] and coins(s)[1] == 4


def test_humans_one_more_unit_on_red_cards_only() -> None:
    """Ruling 6 (docs): the Humans token adds a Unit to red cards, not to Landmark tiles."""
    s = make(0, chapters={1: {19: "C1-21"}})
    give_token(s, FELLOWSHIP, "humans-red-extra")
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-21")
    s.apply("region:Lindon")
    assert units(s, FELLOWSHIP, "Lindon") == 2
    s = make(0)
    give_token(s, FELLOWSHIP, "humans-red-extra")
    tiles_face_up(s, "helms-deep")
    set_skills(s, FELLOWSHIP, Ruse=3, Leadership=2, Knowledge=1)
    refresh(s, FELLOWSHIP)
    s.apply("landmark:helms-deep")
    assert units(s, FELLOWSHIP, "Rohan") == 3


@pytest.mark.parametrize("chapter, gain", [(1, 2), (2, 4), (3, 6)])
def test_humans_double_coins_for_discards(chapter: int, gain: int) -> None:
    s = make(0)
    if chapter > 1:
        to_chapter(s, chapter)
    give_token(s, FELLOWSHIP, "humans-double-discard")
    refresh(s, FELLOWSHIP)
    _discard(s)
    assert coins(s)[0] == 3 + gain


def test_every_token_can_be_taken_through_grey_havens() -> None:
    """All 18 tokens exist, 3 per Race, and each is offered and kept through a reveal."""
    from duel_helpers import TOKENS

    assert len(TOKENS) == 18
    for t in TOKENS:
        s = _take(t.id)
        assert s.abilities[FELLOWSHIP] or not t.lasting


def test_several_extra_turns_add_up() -> None:
    """Ruling 9 (docs): "take another turn" effects add up; each is used after the current turn.
    With the Dwarves landmark token, Grey Havens gives another turn, and keeping the Ents token
    another: the Fellowship plays three turns in a row."""
    s = _take("ents-turn", setup=lambda s: give_token(s, FELLOWSHIP, "dwarves-landmark-turn"))
    assert s.decision.player == FELLOWSHIP and s.extra_turns == 1
    assert s.view(None)["extra_turns"] == 1
    _discard(s)
    assert s.decision.player == FELLOWSHIP and s.extra_turns == 0
    _discard(s)
    assert s.decision.player == SAURON
