"""Duel setup (p.2), the chapter layouts and availability (p.3), discarding for coins (p.3) and the
end of a chapter (p.3). Page numbers refer to the rulebook, ``shared/seeds/004_*``."""

from __future__ import annotations

import pytest
from duel_helpers import (
    CARDS,
    FELLOWSHIP,
    SAURON,
    TILES,
    C,
    card,
    chapter_order,
    coins,
    ids,
    leave_only,
    make,
    refresh,
    set_units,
    slot_of,
    to_chapter,
    units,
    view_card,
)

from eregion.core import DecisionKind
from eregion.games.duel import new_game
from eregion.games.duel.components import RACES, REGIONS

# --- setup (p.2) ---------------------------------------------------------------------------------


@pytest.mark.parametrize("promo", [False, True])
def test_setup(promo: bool) -> None:
    """p.2: 2 Fellowship Units in Arnor, 2 Sauron Units in Mordor; 3 and 2 coins, 25 in the reserve;
    one shuffled Alliance stack of 3 per Race; 3 face-up Landmark tiles and a face-down stack;
    Sauron plays first (p.3)."""
    s = new_game(11, {"promo": promo})
    assert units(s, FELLOWSHIP, "Arnor") == 2 and units(s, SAURON, "Mordor") == 2
    assert sum(s.units) == 4
    assert coins(s) == (3, 2, 25)
    assert all(len(stack) == 3 for stack in s.alliance) and len(s.alliance) == len(RACES)
    assert all(C.tokens[t].race == r for r, stack in enumerate(s.alliance) for t in stack)
    assert s.alliance_known == (0,) * 6
    tiles = 9 if promo else 7
    assert len(s.landmarks_up) == 3 and len(s.landmark_stack) == tiles - 3
    assert sorted(s.landmarks_up + s.landmark_stack) == sorted(t.index for t in TILES if promo or not t.promo)
    assert s.forts == [0, 0] and s.quest == [0, 0] and s.tokens == ((), ()) and s.area == ((), ())
    assert s.decision.player == SAURON and s.decision.kind is DecisionKind.TURN
    assert s.chapter == 1 and s.turn_player == SAURON
    v = s.view(None)
    assert v["players"]["fellowship"]["units_in_supply"] == 13
    assert v["players"]["sauron"]["fortresses_in_supply"] == 7
    assert v["landmarks"]["stack"] == tiles - 3


def test_promo_tiles_are_off_by_default() -> None:
    """NOTES ruling 6: The Shire and Grond are an optional variant."""
    for seed in range(20):
        s = new_game(seed)
        assert not {TILES[t].id for t in s.landmarks_up + s.landmark_stack} & {"the-shire", "grond"}


@pytest.mark.parametrize(
    "chapter, face_up_rows, available",
    [
        (1, {1, 3, 5}, [14, 15, 16, 17, 18, 19]),  # pyramid 2-3-4-5-6
        (2, {1, 3, 5}, [18, 19]),  # inverted pyramid 6-5-4-3-2
        (3, {1, 3, 5, 7}, [18, 19]),  # 2-3-4-2-4-3-2
    ],
)
def test_chapter_layout(chapter: int, face_up_rows: set[int], available: list[int]) -> None:
    """p.3: 20 cards laid out per the diagram, odd rows face up, even rows face down; the 3 cards
    left over go face down into the discard (NOTES ruling 2)."""
    order = chapter_order(chapter)
    s = make(3, chapters={chapter: {}})
    if chapter > 1:
        to_chapter(s, chapter)
    layout = C.layouts[chapter]
    assert [CARDS[c].id for c in s.slots] == order[:20]
    assert sorted(CARDS[c].id for c in s.discard[-3:]) == sorted(order[20:])
    assert s.discard_seen[-3:] == (0, 0, 0)
    for i in range(20):
        up = layout.rows[i] in face_up_rows
        assert bool((s.face_up >> i) & 1) == up
        assert view_card(s, SAURON, i) == (order[i] if up else None)
    assert sum(layout.face_up) == 12
    assert [i for i in range(20) if (s.avail >> i) & 1] == available
    refresh(s, SAURON)
    takeable = {a[len("discard:") :] for a in ids(s) if a.startswith("discard:")}
    assert takeable == {order[i] for i in available}
    v = s.view(FELLOWSHIP)
    assert v["discard"] == {"known": [], "hidden": 3 if chapter == 1 else 6}  # this and chapter 1's


def test_deal_differs_by_seed_and_repeats_by_seed() -> None:
    a, b, c = new_game(1), new_game(2), new_game(1)
    assert a.snapshot() == c.snapshot()
    assert a.slots != b.slots or a.landmarks_up != b.landmarks_up


# --- availability (p.3) -----------------------------------------------------------------------------


def test_covered_cards_are_not_available_and_face_down_cards_turn_up_at_end_of_turn() -> None:
    """p.3: only cards not even partly covered may be taken; at the end of the turn, cards that
    became available are revealed. Slot 9 (row 4, face down) is covered by slots 14 and 15."""
    s = make(0, chapters={1: {14: "C1-13", 15: "C1-09", 9: "C1-16", 5: "C1-01"}})
    assert "discard:C1-01" not in ids(s)  # face up (row 3) but covered
    assert view_card(s, FELLOWSHIP, 9) is None
    s.apply("discard:C1-13")  # Sauron uncovers half of slot 9
    assert not (s.face_up >> 9) & 1 and "discard:C1-16" not in ids(s)
    s.apply("discard:C1-09")  # Fellowship uncovers it fully
    assert (s.face_up >> 9) & 1
    assert view_card(s, SAURON, 9) == "C1-16" and view_card(s, None, 9) == "C1-16"
    assert "C1-16 is turned face up" in s.log()[-1].text
    assert "discard:C1-16" in ids(s) and s.decision.player == SAURON


def test_a_card_uncovered_from_both_sides_is_revealed_once() -> None:
    """Slot 11 (row 4, face down) is covered by slots 16 and 17: it turns up after both are gone."""
    s = make(0)
    hidden = CARDS[s.slots[11]].id
    s.apply(f"discard:{CARDS[s.slots[16]].id}")
    assert not [e for e in s.log() if hidden in e.text]
    s.apply(f"discard:{CARDS[s.slots[17]].id}")
    assert [e.text.split(" (")[0] for e in s.log() if hidden in e.text] == [f"{hidden} is turned face up"]


# --- discarding for coins (p.3) ----------------------------------------------------------------------


@pytest.mark.parametrize("chapter, gain", [(1, 1), (2, 2), (3, 3)])
def test_discard_for_coins_by_chapter(chapter: int, gain: int) -> None:
    """p.3: a discarded card gives as many coins as the current chapter."""
    s = make(5)
    if chapter > 1:
        to_chapter(s, chapter)
    refresh(s, FELLOWSHIP)
    c = CARDS[s.slots[19]].id
    before = coins(s)
    s.apply(f"discard:{c}")
    assert coins(s) == (before[0] + gain, before[1], before[2] - gain)
    assert CARDS[s.discard[-1]].id == c and s.discard_seen[-1] == 3  # it was face up: both know it
    assert c in s.view(SAURON)["discard"]["known"]


def test_discard_with_an_empty_reserve_gives_what_is_left() -> None:
    """Ruling 4 (docs/duel-rules.md): short supplies give what they have."""
    s = make(5)
    to_chapter(s, 3)
    s.coins = [28, 1]
    s.reserve = 1
    refresh(s, FELLOWSHIP)
    s.apply(f"discard:{CARDS[s.slots[19]].id}")
    assert coins(s) == (29, 1, 0)


# --- end of a chapter (p.3) -------------------------------------------------------------------------


def _discard_until_chapter(s, chapter: int) -> list[int]:
    """Discard the first available card until ``chapter`` begins; who took each card."""
    takers = []
    while s.chapter < chapter:
        takers.append(s.decision.player)
        s.apply(next(a for a in ids(s) if a.startswith("discard:")))
    return takers


def test_chapter_ends_when_the_last_card_is_taken_and_the_other_player_begins() -> None:
    """p.3: the chapter ends once its last card is taken; the next chapter is laid out; turns keep
    alternating, so the player who ended a chapter does not begin the next one."""
    s = make(2, chapters={2: {}})
    takers = _discard_until_chapter(s, 2)
    assert len(takers) == 20 and takers[0] == SAURON and takers[-1] == FELLOWSHIP
    assert s.chapter == 2 and s.decision.player == SAURON
    assert [CARDS[c].id for c in s.slots] == chapter_order(2)[:20]
    assert len(s.discard) == 3 + 20 + 3
    assert coins(s) == (3 + 10, 2 + 10, 25 - 20)
    assert "Chapter 2 begins." in [e.text for e in s.log()]


def test_a_player_with_another_turn_begins_the_next_chapter() -> None:
    """p.3 note: the player who ends a chapter begins the next only with a "take another turn"."""
    s = make(2)
    leave_only(s, CARDS[s.slots[0]].id)
    s.extra_turns = 1
    refresh(s, FELLOWSHIP)
    s.apply(f"discard:{CARDS[s.slots[0]].id}")
    assert s.chapter == 2 and s.decision.player == FELLOWSHIP and s.extra_turns == 0
    s.apply(next(a for a in ids(s) if a.startswith("discard:")))
    assert s.decision.player == SAURON


def test_landmarks_are_refilled_to_three_at_a_new_chapter() -> None:
    """p.3: reveal new Landmark tiles until there are, if possible, 3 face up; none are revealed when
    a tile is taken (p.3, "end your turn without revealing a new tile")."""
    order = ["bree", "erebor", "isengard", "helms-deep", "grey-havens", "minas-tirith", "barad-dur"]
    s = make(4, landmarks=order)
    assert [TILES[t].id for t in s.landmarks_up] == order[:3]
    s.coins = [30, 0]
    s.reserve = 0
    refresh(s, FELLOWSHIP)
    s.apply("landmark:bree")
    while s.decision.player == FELLOWSHIP and s.decision.kind is not DecisionKind.TURN:
        s.apply(s.legal_actions()[-1])  # stop the movements
    assert [TILES[t].id for t in s.landmarks_up] == ["erebor", "isengard"]
    s.landmarks_up = ()  # say all three were taken
    _discard_until_chapter(s, 2)
    assert [TILES[t].id for t in s.landmarks_up] == ["helms-deep", "grey-havens", "minas-tirith"]
    s.landmarks_up = s.landmarks_up[:2]
    _discard_until_chapter(s, 3)
    assert [TILES[t].id for t in s.landmarks_up] == ["helms-deep", "grey-havens", "barad-dur"]
    assert s.landmark_stack == ()


def test_landmarks_refill_only_while_the_stack_lasts() -> None:
    s = make(4)
    s.landmarks_up = s.landmarks_up[:1]
    s.landmark_stack = s.landmark_stack[:1]
    _discard_until_chapter(s, 2)
    assert len(s.landmarks_up) == 2 and s.landmark_stack == ()


def test_three_chapters_of_discards_end_in_presence_scoring() -> None:
    """p.8: with no immediate victory, the game ends after chapter 3 and is scored on presence."""
    s = make(6)
    set_units(s, FELLOWSHIP, Lindon=1)  # Fellowship present in Arnor and Lindon, Sauron in Mordor
    refresh(s)
    _discard_until_chapter(s, 3)
    while not s.is_over:
        s.apply(next(a for a in ids(s) if a.startswith("discard:")))
    assert s.victory == "presence" and s.returns() == (1.0, -1.0) and s.winner == "fellowship"
    assert len(s.discard) == 69 and s.present == 0


def test_pinned_setup_is_part_of_the_replay() -> None:
    s = make(9, chapters={1: {14: "C1-23"}}, landmarks=[t.id for t in TILES if not t.promo])
    assert CARDS[s.slots[14]].id == "C1-23" and slot_of(s, "C1-23") == 14
    assert s.setup["landmarks"][0] == "barad-dur" and TILES[s.landmarks_up[0]].id == "barad-dur"
    assert card("C1-23") in s.slots


def test_regions_and_adjacency() -> None:
    """NOTES section 9 and ruling 4: 11 connections; Lindon only touches Arnor; no Lindon-Enedwaith."""
    assert len(C.connections) == 11
    adj = {REGIONS[r]: {REGIONS[b] for b in C.adjacency[r]} for r in range(7)}
    assert adj == {
        "Lindon": {"Arnor"},
        "Arnor": {"Lindon", "Enedwaith", "Rhovanion"},
        "Rhovanion": {"Arnor", "Enedwaith", "Rohan", "Mordor"},
        "Enedwaith": {"Arnor", "Rhovanion", "Rohan", "Gondor"},
        "Rohan": {"Rhovanion", "Enedwaith", "Gondor", "Mordor"},
        "Gondor": {"Enedwaith", "Rohan", "Mordor"},
        "Mordor": {"Rhovanion", "Rohan", "Gondor"},
    }
