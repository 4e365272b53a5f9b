"""Unit tests of tcg-cards-b's elements (issue 16): game text borrowed from a site (``borrowing``),
``ReplaceSite(number=...)``, cards of a hidden hand looked at (``looking``), ``Cond("opponent_hand")`` and
stacked cards (``stacking``)."""

from __future__ import annotations

import pytest

from eregion.core import Rng
from eregion.games.tcg import rules as R
from eregion.games.tcg.borrowing import lender, text_of
from eregion.games.tcg.filters import Cond, Q
from eregion.games.tcg.looking import LookAtRandom
from eregion.games.tcg.path import ReplaceSite
from eregion.games.tcg.registry import TEXT, CardText, Ctx
from eregion.games.tcg.stacking import PlayStacked, StackFromHand, StackHere, stack
from eregion.games.tcg.steps import discard
from eregion.games.tcg.words import condition, words
from tests.tcg.harness import _take, act, begin, cid_of, find, ids, put_site, table


def test_a_card_has_the_text_of_its_controllers_site_while_it_is_on_the_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An ally given ``site_text=6`` has Lothlórien Woods' static while his player's site 6 is on the
    path, and loses it when the site is the opponent's (CR 4.2, "site": some cards copy site text)."""
    s = table(site=2, support=["Elrond"])
    elrond = find(s, "Elrond")
    monkeypatch.setitem(TEXT, s.cards[elrond].cid, CardText(site_text=6))
    assert lender(s, elrond) is None and text_of(s, elrond) == CardText(site_text=6)
    woods = put_site(s, "Lothlórien Woods")
    assert s.cards[woods].owner == 0 and lender(s, elrond) == woods
    assert text_of(s, elrond).statics == TEXT[cid_of("Lothlórien Woods")].statics
    s.memo.clear()
    assert R.strength(s, elrond) == 8  # Elrond's home is 3: the +3 is for allies of home 6
    s.card_mut(woods).owner = 1
    assert lender(s, elrond) is None


def test_replace_site_of_a_number_offers_only_that_site() -> None:
    s = table(site=3)
    s.move(s.path[1], 0, "void")
    s.path[1] = -1
    put_site(s, "East Road")
    s.card_mut(s.path[1]).owner = 1
    mine = R.DEFS[cid_of("Bag End")]
    assert mine.site == 1
    from eregion.games.tcg.state import _new_card

    _new_card(s, mine.id, 0, "adventure")
    assert ReplaceSite(number=1).choices(s, Ctx(0, -1)) == [s.path[1]]
    assert ReplaceSite().choices(s, Ctx(0, -1)) == s.path[1:4]  # (sites 2 and 3 are the opponent's)
    assert words(ReplaceSite(number=1), "x") == "replace an opponent's site 1 with your site 1"


def test_cards_looked_at_at_random_are_known_to_the_looker_only() -> None:
    """``LookAtRandom(2)``: two random cards of the opponent's hand; the looker discards one, the other
    stays and is known to him alone (ruling 101): his determinize keeps it, the log names neither."""
    s = table(site=2, shadow_hand=["Goblin Runner", "Goblin Scimitar", "Cave Troll of Moria", "Moria Scout"])
    begin(s, ("res", 0, -1, (LookAtRandom(2),), 0, ()))
    looked = [u for u in s.zones[(1, "hand")] if f"pick:{u}" in ids(s)]
    assert len(looked) == 2 and s.decision is not None and s.decision.player == 0
    assert set(s.known[0]) == set(looked) and sorted(s.seen[0]) == sorted(s.cards[u].cid for u in looked)
    assert "Player 1 looks at 2 cards at random from Player 2's hand" in [e.text for e in s.log(last=3)]
    assert "options" not in s.decision_view(1) and "options" not in s.decision_view(None)
    act(s, f"pick:{looked[0]}")
    kept = looked[1]
    assert s.cards[looked[0]].zone == "discard" and s.known[0] == (kept,)
    for seed in range(5):
        d = s.determinize(0, Rng(seed))
        assert d.cards[kept].cid == s.cards[kept].cid
    others = [u for u in s.zones[(1, "hand")] if u != kept]  # the cards he did not see are dealt anew
    assert any(s.determinize(0, Rng(k)).cards[u].cid != s.cards[u].cid for k in range(20) for u in others)
    s.move(kept, 1, "discard")  # a card known in hand leaves it: known no longer
    assert s.known[0] == ()


def test_opponent_hand_condition_counts_his_hand() -> None:
    s = table(site=2, shadow_hand=["Goblin Runner"] * 2)
    assert Cond("opponent_hand", 2).holds(s, Ctx(0, -1)) and not Cond("opponent_hand", 3).holds(s, Ctx(0, -1))
    assert Cond("opponent_hand", 0).holds(s, Ctx(1, -1))
    assert condition(Cond("opponent_hand", 7)) == "an opponent has at least 7 cards in hand"
    assert words(LookAtRandom(2), "x").startswith("look at 2 cards at random")


def test_a_stacked_card_is_face_up_out_of_play_and_leaves_with_its_host() -> None:
    """``stacking.stack`` (CR 4.2, "stack", "leaving play"; ruling 102): a card from hand stacked on a
    support card is public, not in play, listed under its host in every view, and discarded with it."""
    s = table(site=2, support=["Elrond"], hand=["Ranger's Sword"])
    elrond, sword = find(s, "Elrond"), find(s, "Ranger's Sword")
    stack(s, sword, elrond)
    assert s.cards[sword].zone == "stacked" and s.cards[sword].host == elrond
    assert not R.in_play(s, sword) and sword not in R.play_uids(s) and R.stacked_on(s, elrond) == [sword]
    assert R.bearer_items(s, elrond) == ()
    for viewer in (0, 1, None):
        host = next(c for c in s.view(viewer)["players"][0]["support"] if c["uid"] == elrond)
        assert [c["uid"] for c in host["stacked"]] == [sword]
    assert "Player 1 stacks Ranger's Sword on Elrond, Lord of Rivendell" in [e.text for e in s.log(last=2)]
    discard(s, elrond)
    assert s.cards[sword].zone == "discard" and s.cards[sword].host is None


def test_a_card_in_play_stacked_leaves_play_without_its_cards_and_wounds() -> None:
    s = table(
        site=4,
        fellowship=["Sam, Son of Hamfast"],
        minions=["Goblin Runner"],
        shadow_support=["Goblin Scimitar"],
    )
    runner, scimitar = find(s, "Goblin Runner"), find(s, "Goblin Scimitar")
    s.move(scimitar, 1, "attached")
    s.card_mut(scimitar).host = runner
    s.card_mut(runner).wounds = 1
    s.assign = ((find(s, "Sam"), (runner,)),)
    host = _take(s, 1, "Goblin Armory", "support")
    stack(s, runner, host)
    assert s.cards[runner].wounds == 0 and s.cards[scimitar].zone == "discard"
    assert all(runner not in ms for _, ms in s.assign)  # out of the skirmish it was assigned to


def test_stacking_parts_choose_from_hand_and_from_this_cards_stack_only() -> None:
    s = table(site=2, support=["Elrond", "Bounder"], hand=["Ranger's Sword", "Sting"])
    elrond, bounder = find(s, "Elrond"), find(s, "Bounder")
    sword, sting = find(s, "Ranger's Sword"), find(s, "Sting")
    assert StackFromHand(Q(title="Sting")).choices(s, Ctx(0, elrond)) == [sting]
    assert StackFromHand(Q(type="possession")).unseen()
    stack(s, sword, elrond)
    stack(s, sting, bounder)
    _take(s, 0, "Aragorn, King in Exile", "fellowship")  # (to bear the sword)
    assert PlayStacked(Q()).choices(s, Ctx(0, elrond)) == [sword]  # not Sting, stacked on the Bounder
    assert PlayStacked(Q(type="ally")).choices(s, Ctx(0, elrond)) == []
    assert (
        words(PlayStacked(Q(race="orc")), "this condition")
        == "play an Orc stacked on this condition as if from hand"
    )
    assert words(StackHere(), "this condition").endswith("stack it on this condition")
