"""Rules an audit found missing or wrong against the rulebook (002) and the Comprehensive Rules 4.2
(CR): discarding to heal, cancelled skirmishes, unique Shadow cards, identical cards on different
bearers, the rule of 4, the mulligan (in ``test_rules``) and the order of required abilities.
Player 0 is the Free Peoples player."""

from __future__ import annotations

import dataclasses

import pytest

from eregion.core.chain import items
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.registry import TEXT
from tcg.harness import (
    act,
    begin,
    cid_of,
    find,
    ids,
    offered,
    play,
    put_site,
    start_phase,
    start_skirmish,
    table,
)

SH = 1


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def heal_actions(s) -> list[str]:
    return [a for a in ids(s) if a.startswith("heal:")]


def test_discard_a_copy_from_hand_to_heal_a_wounded_unique_companion() -> None:
    """CR 4.2, "discard to heal": in his fellowship phase the Free Peoples player may discard a card with
    the title of a wounded unique companion to heal him; a second copy of the title offers one action."""
    s = table(site=2, fellowship=["Aragorn, King in Exile"], hand=["Aragorn, King in Exile"] * 2)
    aragorn = find(s, "Aragorn", zone="fellowship")
    s.card_mut(aragorn).wounds = 2
    start_phase(s, "fellowship")
    assert len(heal_actions(s)) == 1
    act(s, heal_actions(s)[0])
    assert s.cards[aragorn].wounds == 1 and len(s.zones[(0, "hand")]) == 1
    assert len(s.zones[(0, "discard")]) == 1


def test_discard_to_heal_needs_a_wound_and_a_unique_card() -> None:
    """Nothing to heal, or a non-unique title (Elven Cloak), offers no such action."""
    s = table(site=2, fellowship=["Aragorn, King in Exile"], hand=["Aragorn, King in Exile"])
    start_phase(s, "fellowship")
    assert heal_actions(s) == []


def test_no_skirmish_actions_after_the_skirmish_is_cancelled() -> None:
    """CR 4.2, "skirmish": "When a skirmish resolves (or is canceled) for any reason, no more skirmish
    actions may be taken": once Hobbit Intuition cancels Sam's skirmish, Uruk Slayer may not remove
    twilight to pump itself for nothing."""
    s = table(site=3, pool=5, fellowship=["Sam"], minions=["Uruk Slayer"], hand=["Hobbit Intuition"])
    start_skirmish(s, "Sam", ["Uruk Slayer"])
    act(s, play(s, "Hobbit Intuition"))
    assert s.phase != "skirmish" and s.pool == 6  # 5, and 1 for Hobbit Intuition; none removed


def _unique(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    cid = cid_of(name)
    monkeypatch.setitem(R.DEFS, cid, dataclasses.replace(R.DEFS[cid], unique=True))


def test_a_unique_shadow_card_is_refused_only_by_an_active_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    """002, "Unique cards": "if a copy of a unique card is already in play and active, you may not play
    another"; the Free Peoples player's copy of a Shadow card is not active in his own turn, so the
    Shadow player may play his (set 1 has 23 unique Shadow cards; the starter condition Uruk-hai Armory
    stands in, made unique for the test)."""
    _unique(monkeypatch, "Uruk-hai Armory")
    s = table(site=5, pool=5, support=["Uruk-hai Armory"], shadow_hand=["Uruk-hai Armory"])
    s.phase = "shadow"
    assert offered(s, SH) == ["Uruk-hai Armory"]
    s = table(site=5, pool=5, shadow_support=["Uruk-hai Armory"], shadow_hand=["Uruk-hai Armory"])
    s.phase = "shadow"
    assert offered(s, SH) == []


def test_identical_cards_on_different_bearers_are_different_actions() -> None:
    """Two Athelas, on Aragorn and on Boromir, are two actions: the player picks which is discarded.
    (Identical copies on one bearer, or in hand, still offer one.)"""
    s = table(
        site=2,
        fellowship=["Aragorn, King in Exile", "Boromir, Son of Denethor"],
        items={"Aragorn": ["Athelas"], "Boromir": ["Athelas"]},
    )
    s.card_mut(find(s, "Aragorn")).wounds = 1
    start_phase(s, "fellowship")
    uses = [a for a in ids(s) if a.startswith("use:")]
    assert sorted(R.d(s, s.cards[int(a[4:])].host).title for a in uses) == ["Aragorn", "Boromir"]


def test_the_rule_of_4_in_the_fellowship_phase() -> None:
    """CR 4.2, "The Rule of 4": no more than 4 cards drawn or taken into hand in the Free Peoples
    player's fellowship phase; the Shadow player and other phases are not limited."""
    s = table(site=2)
    S.draw(s, 0, 3)
    S.draw(s, 0, 3)
    assert len(s.zones[(0, "hand")]) == 4
    S.discard(s, find(s, "Frodo"))  # (anything that can come back to hand)
    S.to_hand(s, find(s, "Frodo"))
    assert len(s.zones[(0, "hand")]) == 4
    S.draw(s, SH, 5)
    assert len(s.zones[(SH, "hand")]) == 5
    s.phase = "regroup"
    S.draw(s, 0, 2)
    assert len(s.zones[(0, "hand")]) == 6


def test_cards_drawn_at_the_start_of_the_turn_do_not_count_for_the_rule_of_4() -> None:
    """ "This does not apply to cards drawn 'at the start of each of your turns'": the count starts
    after the start-of-turn abilities."""
    s = table(site=2)
    S.draw(s, 0, 4)  # as if drawn by a start-of-turn ability
    begin(s, ("count_takes",), ("fellowship",))
    S.draw(s, 0, 4)
    assert len(s.zones[(0, "hand")]) == 8


@pytest.mark.parametrize("first", ["Uruk Rager", "Silverlode Banks"])
def test_the_free_peoples_player_orders_required_abilities_at_the_same_time(first: str) -> None:
    """002, "Timing conflicts": required abilities occurring at the same time resolve in the order the
    Free Peoples player chooses (ruling 11), whoever controls them: the Shadow player's Uruk Rager
    (discard the top 2 cards of the Free Peoples draw deck) and Silverlode Banks (each companion exerts
    when no ranger is spotted), fired together; the log shows the chosen one first."""
    s = table(site=5, minions=["Uruk Rager"])
    rager = find(s, "Uruk Rager", zone="shadow")
    banks = put_site(s, "Silverlode Banks")
    s.stack = []
    S.fire_all(
        s,
        [
            (SH, rager, TEXT[cid_of("Uruk Rager")].triggers[0].parts, False),
            (0, banks, TEXT[cid_of("Silverlode Banks")].triggers[0].parts, False),
        ],
    )
    S.RULES.run(s)
    assert s.decision.player == 0 and sorted(ids(s)) == sorted([f"pick:{rager}", f"pick:{banks}"])
    act(s, f"pick:{rager if first == 'Uruk Rager' else banks}")
    kinds = [e[0] for e in items(s.events) if e[0] in ("mill", "exert")]
    assert kinds == (["mill", "mill", "exert"] if first == "Uruk Rager" else ["exert", "mill", "mill"])


def test_one_text_twice_is_not_ordered() -> None:
    """Two Uruk Ragers winning one skirmish do the same thing in either order: nobody is asked."""
    s = table(site=5, minions=["Uruk Rager", "Uruk Rager"])
    ragers = [find(s, "Uruk Rager", zone="shadow", nth=i) for i in (0, 1)]
    parts = TEXT[cid_of("Uruk Rager")].triggers[0].parts
    s.stack = []
    deck = len(s.zones[(0, "draw")])
    S.fire_all(s, [(SH, u, parts, False) for u in ragers])
    S.RULES.run(s)
    assert len(s.zones[(0, "draw")]) == deck - 4
