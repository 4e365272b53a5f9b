"""The Mirror of Galadriel (1_55): "Each Elf ally whose home is site 6 is strength +1. Maneuver: if an
opponent has at least 7 cards in hand, exert Galadriel to look at 2 of those cards at random. Discard
one and replace the other." The looker alone learns the two cards (ruling 101)."""

from __future__ import annotations

from eregion.core import Rng
from eregion.games.tcg import rules as R
from tests.tcg.harness import act, find, ids, offered, start_phase, table, use

SEVEN = ["Goblin Runner", "Goblin Scimitar", "Cave Troll of Moria", "Moria Scout"] * 2


def test_each_elf_ally_of_home_6_is_strength_plus_1() -> None:
    s = table(site=2, support=["Galadriel, Lady of Light", "Celeborn", "Elrond", "The Mirror of Galadriel"])
    assert R.strength(s, find(s, "Galadriel")) == 3 + 1 and R.strength(s, find(s, "Celeborn")) == 6 + 1
    assert R.strength(s, find(s, "Elrond")) == 8  # home site 3


def test_the_mirror_needs_seven_cards_in_the_opponents_hand() -> None:
    def offered_with(cards: int) -> bool:
        s = table(
            site=2,
            support=["Galadriel, Lady of Light", "The Mirror of Galadriel"],
            minions=["Goblin Runner"],
            shadow_hand=SEVEN[:cards],
        )
        s.phase = "maneuver"
        return "The Mirror of Galadriel" in offered(s)

    assert not offered_with(6)
    assert offered_with(7)


def test_the_mirror_looks_at_two_random_cards_discards_one_and_puts_one_back() -> None:
    """Maneuver: Galadriel exerts, the Free Peoples player sees two random cards of the Shadow player's
    hand (his view lists them, no one else's; the log names neither), discards one, and the other
    stays in that hand, where his determinize keeps it."""
    s = table(
        site=2,
        support=["Galadriel, Lady of Light", "The Mirror of Galadriel"],
        minions=["Goblin Runner"],
        shadow_hand=SEVEN[:7],
    )
    start_phase(s, "maneuver")
    act(s, use(s, "The Mirror"))
    hand = list(s.zones[(1, "hand")])
    looked = [u for u in hand if f"pick:{u}" in ids(s)]
    assert len(looked) == 2 and s.cards[find(s, "Galadriel")].wounds == 1
    names = sorted(R.DEFS[s.cards[u].cid].name for u in looked)
    assert sorted(s.view(0)["players"][0]["seen_hand"]) == names
    assert s.view(1)["players"][0]["seen_hand"] is None and s.view(None)["players"][0]["seen_hand"] is None
    log = [e.text for e in s.log(last=3)]
    assert "Player 1 looks at 2 cards at random from Player 2's hand" in log
    act(s, f"pick:{looked[0]}")
    assert s.cards[looked[0]].zone == "discard" and s.cards[looked[1]].zone == "hand"
    assert len(s.zones[(1, "hand")]) == 6 and s.known[0] == (looked[1],)
    assert all(s.determinize(0, Rng(k)).cards[looked[1]].cid == s.cards[looked[1]].cid for k in range(5))
