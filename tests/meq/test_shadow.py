"""Sauron's Shadow cards (eregion.games.meq.shadow): the Shadow Pool requirement, timing, one card per
player turn (p. 17, T19) and the pool's cap as the stage falls (p. 16, A5)."""

from __future__ import annotations

import pytest

from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.components import components
from eregion.games.meq.influence import pool_cap
from eregion.games.meq.shadow import (
    ACTION_STEP,
    COMBAT_START,
    HERO_DEFEATED,
    HERO_ENTERS,
    HERO_TURN_START,
    Moment,
    play_shadow,
    playable_shadow,
    settle_shadow_pool,
    shadow_deck,
    shadow_turns_per_round,
)
from eregion.games.meq.story import Story, move

C = components()
T = C.story


def test_the_shadow_deck_is_the_24_known_cards() -> None:
    """C15: 24 of the box's 26 cards are known; the deck is built from them."""
    deck = shadow_deck(C)
    assert len(deck) == 24 and C.shadow_box == 26
    assert deck.count("storms_of_mordor") == 2 and deck.count("betrayed") == 1


def test_p17_the_shadow_pool_requirement_is_needed_not_spent() -> None:
    """p. 17 (Anatomy of a Shadow Card, 1): Dark Promises needs 3 influence in the Shadow Pool; with 3
    it is played and the pool keeps its influence."""
    hand, start = ("dark_promises", "betrayed"), Moment(COMBAT_START)
    with pytest.raises(IllegalMove, match="needs 3 influence in the Shadow Pool, it holds 2"):
        play_shadow(C, Board(shadow_pool=2), hand, "dark_promises", start)
    board = Board(shadow_pool=3)
    assert play_shadow(C, board, hand, "dark_promises", start) == ("betrayed",)
    assert board.shadow_pool == 3
    assert playable_shadow(C, Board(shadow_pool=2), hand, start) == ("betrayed",)


def test_p17_timing() -> None:
    """p. 17: a card is played only at the moment its timing names (C15's categories)."""
    board = Board(shadow_pool=12)
    everything = shadow_deck(C)

    def now(moment: Moment) -> set[str]:
        return set(playable_shadow(C, board, everything, moment))

    assert "morgul_blade" not in now(Moment(COMBAT_START)) and "betrayed" in now(Moment(COMBAT_START))
    assert {"morgul_blade", "betrayed"} <= now(Moment(COMBAT_START, minion=True))
    assert "flocks_of_crebain" in now(Moment(HERO_TURN_START))
    assert now(Moment(HERO_TURN_START, haven=True)) == {"winter_storm"}
    assert now(Moment(HERO_ENTERS)) == {"his_arm_has_grown_long"}
    assert now(Moment(HERO_ENTERS, haven=True)) == set()
    assert now(Moment(HERO_DEFEATED)) == {"evil_wound", "grievous_loss"}
    assert "storms_of_mordor" in now(Moment(ACTION_STEP)) and "betrayed" not in now(Moment(ACTION_STEP))
    with pytest.raises(IllegalMove, match="is played at 'action_step', not now"):
        play_shadow(C, board, everything, "storms_of_mordor", Moment(COMBAT_START))


def test_p17_one_shadow_card_per_player_turn_t19() -> None:
    """T19, p. 17: in the four-player game Sauron may play up to four Shadow cards a round, one in his
    turn and one in each of the three hero turns; in the two-player game one in each of the lone hero's
    two turns (p. 35)."""
    assert [shadow_turns_per_round(n) for n in (1, 2, 3)] == [3, 3, 4]
    board, hand = Board(shadow_pool=4), ("betrayed", "an_evil_fog", "betrayed", "an_evil_fog", "betrayed")
    played = 0
    for turn in range(shadow_turns_per_round(3)):
        moment = Moment(ACTION_STEP) if turn == 0 else Moment(COMBAT_START)
        card = playable_shadow(C, board, hand, moment)[0]
        hand = play_shadow(C, board, hand, card, moment)
        played += 1
        after = Moment(moment.kind, played=True)
        assert playable_shadow(C, board, hand, after) == ()
        with pytest.raises(IllegalMove, match="only one Shadow card may be played per player turn"):
            play_shadow(C, board, hand, hand[0], Moment(COMBAT_START, played=True))
    assert played == 4 and hand == ("an_evil_fog",)


def test_p16_the_pool_cap_and_a_falling_stage() -> None:
    """p. 16: at most 4 x the current stage (4, 8, 12), so Winter Storm (10) is out of reach before
    stage III; A5: a marker moved back out of stage III leaves the pool over 8, and the excess goes."""
    assert [pool_cap(s) for s in (1, 2, 3)] == [4, 8, 12]
    storm = ("winter_storm",)
    with pytest.raises(IllegalMove, match="needs 10"):
        play_shadow(C, Board(shadow_pool=8), storm, "winter_storm", Moment(HERO_TURN_START))
    story = Story((12, 13, 9, 9), 3)
    board = Board(shadow_pool=12)
    assert settle_shadow_pool(board, story, T) == board
    back, _ = move(story, T, "yellow", -1)
    assert settle_shadow_pool(board, back, T).shadow_pool == 8


def test_bad_shadow_input_is_refused() -> None:
    with pytest.raises(IllegalMove, match="'gandalf' is not a Shadow card"):
        play_shadow(C, Board(), ("gandalf",), "gandalf", Moment(ACTION_STEP))
    with pytest.raises(IllegalMove, match="Sauron has no Betrayed in hand"):
        play_shadow(C, Board(shadow_pool=4), (), "betrayed", Moment(COMBAT_START))
    with pytest.raises(IllegalMove, match="not a moment"):
        Moment("teatime")
