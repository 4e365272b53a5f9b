"""What each seat may see (DESIGN.md: "a view never leaks"): the hidden-information predicate used by
the random-play checker, per-seat views, and determinization for search agents."""

from __future__ import annotations

import json

import pytest
from duel_helpers import (
    CARDS,
    FELLOWSHIP,
    SAURON,
    TILES,
    all_skills,
    duel_hidden_check,
    hidden_ids,
    ids,
    leaked_ids,
    make,
    refresh,
    tiles_face_up,
)

from eregion.core import Rng
from eregion.games.duel import new_game


@pytest.mark.parametrize("promo", [False, True])
def test_what_is_hidden_at_the_start(promo: bool) -> None:
    s = new_game(8, {"promo": promo})
    cards, others = hidden_ids(s, FELLOWSHIP)
    assert len(cards) == 8 + 3 + 46  # face-down slots, left-overs, chapters 2 and 3
    assert len(others) == (6 if promo else 4) + 18  # the Landmark stack, every Alliance token
    assert hidden_ids(s, None) == hidden_ids(s, SAURON) == (cards, others)
    for p in (FELLOWSHIP, SAURON, None):
        duel_hidden_check(s, s.view(p), p)


def test_the_predicate_finds_leaks_in_values_action_ids_and_log_lines() -> None:
    s = new_game(8)
    face_down = CARDS[s.slots[2]].id
    later = CARDS[s.decks[2][0]].id
    stacked = TILES[s.landmark_stack[0]]
    token = "ents-turn"
    for leak, expected in (
        ({"card": face_down}, face_down),
        ({"options": [{"id": f"play:{later}"}]}, later),
        ({"log": [f"Sauron plays {later}."]}, later),
        ({"tile": stacked.id}, stacked.id),
        ({"log": [f"Sauron takes the Landmark {stacked.name}."]}, stacked.id),
        ({"tokens": [token]}, token),
    ):
        view = {**s.view(FELLOWSHIP), "extra": leak}
        assert leaked_ids(s, view, FELLOWSHIP) == {expected}
        with pytest.raises(AssertionError, match=expected):
            duel_hidden_check(s, view, FELLOWSHIP)
    # Ids that merely contain another id are not leaks.
    view = {**s.view(FELLOWSHIP), "extra": ["xents-turn", "ents-turning"]}
    assert leaked_ids(s, view, FELLOWSHIP) == set()


def test_only_the_deciding_player_sees_the_options() -> None:
    s = new_game(1)
    assert [o["id"] for o in s.view(SAURON)["decision"]["options"]] == ids(s)
    assert "options" not in s.view(FELLOWSHIP)["decision"] and "options" not in s.view(None)["decision"]
    assert s.view(FELLOWSHIP)["decision"]["player"] == "sauron"


def test_views_are_json_and_name_the_viewer() -> None:
    s = new_game(1)
    for p, name in ((FELLOWSHIP, "fellowship"), (SAURON, "sauron"), (None, None)):
        v = s.view(p)
        assert v["viewer"] == name and json.loads(json.dumps(v)) == v


def test_a_look_through_the_discard_is_private() -> None:
    """Ruling 7 (docs): playing from the discard (Barad-dûr) shows the taker the whole pile, the
    face-down left-overs included; the opponent still sees only their number."""
    s = make(0, chapters={1: {}})
    tiles_face_up(s, "barad-dur")
    all_skills(s, SAURON)
    refresh(s, SAURON)
    s.apply("landmark:barad-dur")
    assert s.view(SAURON)["discard"] == {"known": ["C1-21", "C1-22", "C1-23"], "hidden": 0}
    assert s.view(FELLOWSHIP)["discard"] == {"known": [], "hidden": 3}
    assert s.view(None)["discard"] == {"known": [], "hidden": 3}
    for p in (FELLOWSHIP, SAURON, None):
        duel_hidden_check(s, s.view(p), p)
    s.apply("card:C1-21")
    assert s.view(FELLOWSHIP)["players"]["sauron"]["cards"] == ["C1-21"]  # played: public


def test_determinize_keeps_what_the_player_knows() -> None:
    s = new_game(5)
    for _ in range(7):
        s.apply(s.legal_actions()[0])
    p = s.decision.player
    worlds = [s.determinize(p, Rng(k)) for k in range(8)]
    for w in worlds:
        assert w.view(p) == s.view(p) and ids(w) == ids(s)
        assert w.area == s.area and w.units == s.units and w.coins == s.coins
        # The same hidden cards, shuffled among the hidden places.
        assert sorted(w.discard + w.slots + w.decks[1] + w.decks[2]) == sorted(
            s.discard + s.slots + s.decks[1] + s.decks[2]
        )
    assert len({w.slots for w in worlds}) > 1  # face-down cards do move between worlds
    assert len({w.decks[2] for w in worlds}) > 1


def test_determinize_keeps_a_token_put_back_in_view() -> None:
    s = make(0, alliance={"Elves": ["elves-wild-skill", "elves-yellow-turn", "elves-red-anywhere"]})
    s.alliance_known = (1, 0, 0, 0, 0, 0)
    for k in range(10):
        assert s.determinize(FELLOWSHIP, Rng(k)).alliance[0][-1] == s.alliance[0][-1]


def test_determinize_for_the_waiting_player_while_the_other_chooses_from_the_discard() -> None:
    """Sauron takes Barad-dûr and must choose a card from the discard, which Sauron has now seen.
    The Fellowship has not: a world determinized for the Fellowship reshuffles those cards with the
    face-down ones, so the pending options are rebuilt from it and each of them can be applied."""
    s = make(0, chapters={1: {}})
    tiles_face_up(s, "barad-dur")
    all_skills(s, SAURON)
    refresh(s, SAURON)
    s.apply("landmark:barad-dur")
    for k in range(20):
        world = s.determinize(FELLOWSHIP, Rng(k))
        for action in world.legal_actions():
            world.clone().apply(action)
