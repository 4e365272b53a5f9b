"""The Quest of the Ring (p.5-6, p.8): Rings, bonus spaces at own steps 3, 6, 9 and 12 (NOTES section
8, optional by NOTES ruling 3), the Nazgûl carried along by Frodo and Sam, and the quest victories."""

from __future__ import annotations

import pytest
from duel_helpers import (
    FELLOWSHIP,
    SAURON,
    coins,
    forts,
    ids,
    make,
    refresh,
    set_forts,
    set_skills,
    set_units,
    to_chapter,
    units,
)

from eregion.core import DecisionKind


def _blue(quest: tuple[int, int], player: int, card: str = "C1-13", chapter: int = 1):
    """A state where ``player`` is about to play the blue card ``card`` (made free by Skills)."""
    s = make(0, chapters={chapter: {19: card}})
    if chapter > 1:
        to_chapter(s, chapter)
    s.quest = list(quest)
    set_skills(s, player, Ruse=4, Strength=4, Courage=4, Knowledge=4, Leadership=4)
    return refresh(s, player)


def test_quest_example_two_rings_pass_a_bonus_space() -> None:
    """p.5 example: the Fellowship plays a Blue card with 2 Rings; Frodo and Sam move 2 spaces and
    pass a bonus space, which lets them take 1 coin from the reserve."""
    s = _blue((2, 0), FELLOWSHIP, "C2-12", chapter=2)
    before = coins(s)
    s.apply("play:C2-12")
    assert s.quest == [4, 0]
    assert s.decision.player == FELLOWSHIP and s.decision.kind is DecisionKind.YES_NO
    assert "1 coin" in s.decision.prompt
    s.apply("yes")
    assert coins(s) == (before[0] + 1, before[1], before[2] - 1)
    assert s.decision.player == SAURON


def test_a_bonus_may_be_declined() -> None:
    """p.5: you *may* benefit (NOTES ruling 3)."""
    s = _blue((2, 0), FELLOWSHIP, "C2-12", chapter=2)
    before = coins(s)
    s.apply("play:C2-12")
    s.apply("no")
    assert coins(s) == before and s.quest == [4, 0]
    assert any("declines the coin bonus" in e.text for e in s.log(last=4))


def test_reaching_a_bonus_space_exactly_counts() -> None:
    """p.5: reach *or* pass."""
    s = _blue((2, 0), FELLOWSHIP)
    s.apply("play:C1-13")
    assert s.quest == [3, 0] and ids(s) == ["yes", "no"]


def test_no_bonus_between_bonus_spaces() -> None:
    s = _blue((3, 0), FELLOWSHIP)
    s.apply("play:C1-13")
    assert s.quest == [4, 0] and s.decision.player == SAURON


def test_the_nazgul_are_carried_along() -> None:
    """p.5 note: the Nazgûl ride on Frodo and Sam, so the gap only closes by Sauron's own steps."""
    s = _blue((5, 4), FELLOWSHIP)
    gap = s.view(None)["quest"]["gap"]
    s.apply("play:C1-13")
    v = s.view(None)["quest"]
    assert v["fellowship_steps"] == 6 and v["nazgul_steps"] == 4 and v["gap"] == gap == 10
    s.apply("no")  # the unit bonus at 6
    s = _blue((5, 4), SAURON)
    s.apply("play:C1-13")
    assert s.view(None)["quest"]["gap"] == 9 and s.quest == [5, 5]


def test_sauron_gains_bonuses_on_its_own_steps() -> None:
    """NOTES section 8: each character has its own bonus spaces, reached by its own steps only."""
    s = _blue((2, 2), SAURON)
    s.apply("play:C1-13")
    assert s.quest == [2, 3] and s.decision.player == SAURON and ids(s) == ["yes", "no"]
    s.apply("yes")
    assert coins(s) == (3, 3, 24)


def test_coin_bonus_with_an_empty_reserve_is_skipped() -> None:
    s = _blue((2, 0), FELLOWSHIP)
    s.coins = [25, 5]
    s.reserve = 0
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-13")
    assert s.decision.player == SAURON and coins(s) == (25, 5, 0)


def test_unit_bonus_places_a_unit_anywhere_with_a_conflict() -> None:
    """Player Aid (NOTES section 8): at 6 own steps, place 1 Unit in any region; p.7: a conflict
    follows if enemy Units are there."""
    s = _blue((5, 0), FELLOWSHIP)
    set_units(s, SAURON, Lindon=2)
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-13")
    assert s.decision.kind is DecisionKind.CHOOSE_ONE
    assert set(ids(s)) == {
        f"region:{r}" for r in ("Lindon", "Arnor", "Rhovanion", "Enedwaith", "Rohan", "Gondor", "Mordor")
    } | {"no"}
    s.apply("region:Lindon")
    assert units(s, FELLOWSHIP, "Lindon") == 0 and units(s, SAURON, "Lindon") == 1


def test_unit_bonus_declined() -> None:
    s = _blue((5, 0), FELLOWSHIP)
    s.apply("play:C1-13")
    s.apply("no")
    assert sum(s.units[:7]) == 2 and s.decision.player == SAURON


def test_extra_turn_bonus() -> None:
    """Player Aid: at 9 own steps, take another turn (finish this turn, then play again)."""
    s = _blue((8, 0), FELLOWSHIP)
    s.apply("play:C1-13")
    assert "another turn" in s.decision.prompt
    s.apply("yes")
    assert s.decision.player == FELLOWSHIP and s.decision.kind is DecisionKind.TURN
    assert s.view(None)["turn"] == "fellowship"
    s.apply(next(a for a in ids(s) if a.startswith("discard:")))
    assert s.decision.player == SAURON


def test_extra_turn_bonus_declined() -> None:
    s = _blue((8, 0), FELLOWSHIP)
    s.apply("play:C1-13")
    s.apply("no")
    assert s.decision.player == SAURON and s.extra_turns == 0


@pytest.mark.parametrize("player", [FELLOWSHIP, SAURON])
def test_remove_fortress_bonus(player: int) -> None:
    """Player Aid: at 12 own steps, remove 1 enemy Fortress (your choice of which, or none)."""
    s = _blue((11, 11), player)
    set_forts(s, 1 - player, "Gondor", "Lindon")
    refresh(s, player)
    s.apply("play:C1-13")
    assert sorted(ids(s)) == ["no", "region:Gondor", "region:Lindon"]
    s.apply("region:Gondor")
    assert forts(s, 1 - player) == ["Lindon"]
    s = _blue((11, 11), player)
    set_forts(s, 1 - player, "Gondor")
    refresh(s, player)
    s.apply("play:C1-13")
    s.apply("no")
    assert forts(s, 1 - player) == ["Gondor"]


def test_remove_fortress_bonus_without_enemy_fortress_is_skipped() -> None:
    s = _blue((11, 0), FELLOWSHIP)
    set_forts(s, FELLOWSHIP, "Arnor")  # your own Fortress is not a target
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-13")
    assert s.decision.player == SAURON and forts(s, FELLOWSHIP) == ["Arnor"]


def test_bonuses_are_not_gained_twice() -> None:
    s = _blue((3, 0), FELLOWSHIP, "C2-12", chapter=2)
    s.apply("play:C2-12")  # 3 -> 5: the coin space is behind
    assert s.quest == [5, 0] and s.decision.player == SAURON


def test_three_rings_and_two_bonus_tracks_in_one_game() -> None:
    """C3-07 (3 coins, 3 Rings) from 4 to 7 passes the unit space at 6."""
    s = _blue((4, 0), FELLOWSHIP, "C3-07", chapter=3)
    s.apply("play:C3-07")
    assert s.quest == [7, 0] and "Unit" in s.decision.prompt


@pytest.mark.parametrize("player, kind", [(FELLOWSHIP, "fellowship"), (SAURON, "sauron")])
def test_quest_victory(player: int, kind: str) -> None:
    """p.8: Frodo and Sam reach Mount Doom (14 own steps), or the Nazgûl catch them (14 own steps:
    the gap closed); the game ends at once."""
    s = _blue((13, 13), player, "C2-12", chapter=2)
    s.apply("play:C2-12")
    assert s.is_over and s.victory == "quest" and s.winner == kind
    assert s.returns() == ((1.0, -1.0) if player == FELLOWSHIP else (-1.0, 1.0))
    assert s.quest[player] == 14 and s.legal_actions() == ()
