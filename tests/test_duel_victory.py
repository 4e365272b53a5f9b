"""The end of the game (p.8): scoring at the end of chapter 3 on presence, the shared victory on a tie,
and what a finished game allows. The immediate victories have their own scenarios: the Quest in
test_duel_quest.py, the Support of the Races in test_duel_alliances.py, the conquest in
test_duel_board.py and test_duel_landmarks.py."""

from __future__ import annotations

import pytest
from duel_helpers import (
    CARDS,
    FELLOWSHIP,
    NREG,
    SAURON,
    assert_illegal,
    ids,
    leave_only,
    make,
    refresh,
    set_forts,
    set_units,
    to_chapter,
)

from eregion.core import IllegalAction


def _last_card_of_chapter_3(player: int = FELLOWSHIP):
    s = make(0)
    to_chapter(s, 3)
    s.units = [0] * (2 * NREG)
    leave_only(s, CARDS[s.slots[0]].id)
    return s


@pytest.mark.parametrize(
    "fellowship, sauron, winner, returns",
    [
        ({"Arnor": 1, "Lindon": 1}, {"Mordor": 1}, "fellowship", (1.0, -1.0)),
        ({"Arnor": 3}, {"Mordor": 1, "Gondor": 1}, "sauron", (-1.0, 1.0)),
        ({"Arnor": 1, "Rohan": 2}, {"Mordor": 4, "Rohan": 0, "Gondor": 1}, "shared", (0.0, 0.0)),
    ],
)
def test_end_of_chapter_3_presence(fellowship, sauron, winner, returns) -> None:
    """p.8: without an immediate victory by the end of chapter 3, the player present in the most
    regions (a Fortress and/or at least 1 Unit) wins; a tie shares the victory (ruling 10: 0 each)."""
    s = _last_card_of_chapter_3()
    set_units(s, FELLOWSHIP, **fellowship)
    set_units(s, SAURON, **sauron)
    refresh(s, FELLOWSHIP)
    s.apply(f"discard:{CARDS[s.slots[0]].id}")
    assert s.is_over and s.victory == "presence" and s.winner == winner and s.returns() == returns
    v = s.view(None)
    assert v["result"] == {"returns": list(returns), "victory": "presence", "winner": winner}
    assert v["turn"] is None and v["decision"] is None
    last = s.log()[-1].text
    assert ("Shared victory" in last) if winner == "shared" else ("wins" in last)


def test_fortresses_count_for_presence_at_the_end() -> None:
    s = _last_card_of_chapter_3()
    set_units(s, FELLOWSHIP, Arnor=1)
    set_forts(s, SAURON, "Mordor", "Gondor")
    set_units(s, SAURON, Mordor=1)  # Fortress and Units in one region count once
    refresh(s, FELLOWSHIP)
    s.apply(f"discard:{CARDS[s.slots[0]].id}")
    assert s.winner == "sauron"


def test_an_extra_turn_owed_at_the_end_of_chapter_3_is_lost() -> None:
    """Ruling 9 (docs): the game ends and is scored."""
    s = _last_card_of_chapter_3()
    set_units(s, FELLOWSHIP, Arnor=1)
    s.extra_turns = 1
    refresh(s, FELLOWSHIP)
    s.apply(f"discard:{CARDS[s.slots[0]].id}")
    assert s.is_over and s.winner == "fellowship"


def test_a_finished_game_refuses_every_action() -> None:
    s = _last_card_of_chapter_3()
    refresh(s, FELLOWSHIP)
    s.apply(f"discard:{CARDS[s.slots[0]].id}")
    assert s.is_over and s.decision is None and s.current_player is None and ids(s) == []
    for bad in ("discard:C3-01", "yes", "nonsense"):
        e = assert_illegal(s, bad)
        assert e.prompt is None and e.legal == () and "the game is over" in str(e)
    with pytest.raises(IllegalAction):
        s.apply(s.clone().history[0])  # the very action that ended it


def test_an_immediate_victory_stops_the_rest_of_the_card() -> None:
    """p.8: immediate victories end the game at once: the rest of the effect does not resolve."""
    s = make(0, chapters={3: {19: "C3-18"}})
    to_chapter(s, 3)
    s.units = [0] * (2 * NREG)
    set_units(s, FELLOWSHIP, Lindon=1, Arnor=1, Rhovanion=1, Enedwaith=1, Rohan=1, Gondor=1)
    set_units(s, SAURON, Mordor=1)
    from duel_helpers import all_skills

    all_skills(s, FELLOWSHIP)
    refresh(s, FELLOWSHIP)
    coins_before = s.coins[SAURON]
    s.apply("play:C3-18")  # remove 1 enemy Unit, 1 movement, the opponent loses 1 coin
    s.apply("first:remove")
    s.apply("region:Mordor")
    s.apply("move:Gondor>Mordor")
    assert not s.is_over  # Gondor left empty: 6 regions
    s = make(0, chapters={3: {19: "C3-19"}})
    to_chapter(s, 3)
    s.units = [0] * (2 * NREG)
    set_units(s, FELLOWSHIP, Lindon=1, Arnor=1, Rhovanion=1, Enedwaith=1, Rohan=1, Gondor=2)
    all_skills(s, FELLOWSHIP)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-19")
    s.apply("move:Gondor>Mordor")
    assert s.is_over and s.victory == "conquest" and s.stack == []
    assert coins_before == s.coins[SAURON]
