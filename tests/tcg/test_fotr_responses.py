"""The Response window (rulings 30-35) and one scenario per response card of set 1 (``fotr/responses.py``).

Player 0 is the Free Peoples player and player 1 the Shadow player. Rules: 002 "Response" (a response
is played "whenever the situation described in its game text happens"; "You may respond more than once
to the same situation"; "After all required actions to a particular trigger have resolved, players may
perform response actions ... using the action procedure") and CR 4.2 "response" ("is about to": a
response that prevents the situation ends it). Docstrings paraphrase the cards in our words.
"""

from __future__ import annotations

from eregion.games.tcg.state import TcgState
from tcg.harness import _take, act, find, ids, logged, passes, play, start_skirmish, table, wounds

SH = 1


def empty_decks(s: TcgState) -> TcgState:
    """No card left in either draw deck, so only the hands say what a player could hold."""
    for p in (0, 1):
        for u in list(s.zones[(p, "draw")]):
            s.move(u, p, "adventure")  # (out of the way: not searched by name)
    return s


def test_no_window_when_nobody_could_answer() -> None:
    """Ruling 30: a wound about to be taken opens no window when neither player has a response to it in
    play, in hand or in his draw deck: the wound is placed at once."""
    s = empty_decks(table(site=4, fellowship=["Gimli"], minions=["Goblin Scavengers"]))
    start_skirmish(s, "Gimli", ["Goblin Scavengers"])
    passes(s)
    assert wounds(s, "Gimli") == 1 and not any(st[0] == "respond" for st in s.stack)


def test_a_window_is_posed_whenever_a_response_could_be_held() -> None:
    """Ruling 12 and 31: the Free Peoples player with Intimidate in his draw deck (not in hand) is asked
    about a companion's wound all the same, with only "pass" to answer: being asked tells nothing."""
    s = empty_decks(table(site=4, fellowship=["Gimli"], minions=["Goblin Scavengers"], hand=["Defiance"]))
    _take(s, 0, "Intimidate", "draw")
    start_skirmish(s, "Gimli", ["Goblin Scavengers"])
    passes(s)
    assert s.decision is not None and "about to take a wound" in s.decision.prompt
    assert s.decision.player == 0 and ids(s) == ["pass"]
    act(s, "pass")  # the Shadow player's deck holds no response to it: he is not asked
    assert wounds(s, "Gimli") == 1


def test_intimidate_ends_the_window_and_pays_its_cost() -> None:
    """Intimidate prevents the wound: the situation no longer exists, so no one else is asked about it
    (CR 4.2, "response"); its twilight is added and it is discarded (002, "Response")."""
    s = table(
        site=4, fellowship=["Gandalf, The Grey Wizard"], minions=["Goblin Scavengers"], hand=["Intimidate"]
    )
    start_skirmish(s, "Gandalf", ["Goblin Scavengers"])
    passes(s)
    act(s, play(s, "Intimidate"))
    assert wounds(s, "Gandalf") == 0 and s.pool == 2
    assert logged(s, "wound_prevented") and find(s, "Intimidate", zone="discard") >= 0
