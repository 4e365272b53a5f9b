"""One scenario per card of set 1 encoded by tcg-cards-a (issue 16, item 1): Asfaloth, Ancient Enmity,
Halls of My Home, Return to Its Master and the loop cards (Shoulder to Shoulder, The Choice of
Lúthien, Hobbit Party Guest).

Player 0 is the Free Peoples player and player 1 the Shadow player. Docstrings paraphrase the card in our
words; the rules are the expanded starter rulebook's (002) unless the Comprehensive Rules 4.2 (CR) are
named.
"""

from __future__ import annotations

import pytest

from eregion.games.tcg import rules as R
from tcg.harness import act, begin, find, ids, offered, pick, play, start_phase, table, use

pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def test_asfaloth_costs_2_less_on_arwen_only() -> None:
    """Asfaloth: bearer must be an Elf; its twilight cost is -2 when played on Arwen (002, "Playing
    possessions": the bearer is chosen as the card is played, so the cost is known then)."""
    s = table(site=3, fellowship=["Arwen, Daughter", "Legolas, Greenleaf"], hand=["Asfaloth"])
    start_phase(s, "fellowship")
    frodo = s.rb[0]
    act(s, play(s, "Asfaloth"))
    bearers = {a.id for a in s.legal_actions()}
    assert f"pick:{frodo}" not in bearers  # a Hobbit may not bear it
    act(s, pick(s, "Arwen"))
    assert s.pool == 0 and s.cards[find(s, "Asfaloth", zone="attached")].host == find(s, "Arwen")


def test_asfaloth_costs_its_full_2_on_another_elf() -> None:
    s = table(site=3, fellowship=["Legolas, Greenleaf"], hand=["Asfaloth"])
    start_phase(s, "fellowship")
    act(s, play(s, "Asfaloth"))
    if s.decision is not None and "which character" in s.decision.prompt:
        act(s, pick(s, "Legolas"))
    assert s.pool == 2


def test_asfaloth_is_plus_2_at_a_plains_site_and_goes_at_an_underground_site() -> None:
    """While at a plains site bearer is strength +2 (Midgewater Moors, site 2, is a plains site);
    discarded when at an underground site (Moria Stairway)."""
    s = table(site=3, sites=["Midgewater Moors"], fellowship=["Legolas, Greenleaf"], items={"Legolas": ["Asfaloth"]})
    legolas = find(s, "Legolas")
    base = R.DEFS[s.cards[legolas].cid].strength or 0
    assert R.strength(s, legolas) == base  # site 3 is not a plains site
    s.pos[0] = 2
    s.memo.clear()
    assert R.strength(s, legolas) == base + 2
    s = table(site=4, sites=["Moria Stairway"], fellowship=["Legolas, Greenleaf"], hand=["Asfaloth"])
    start_phase(s, "fellowship")
    act(s, play(s, "Asfaloth"))
    if s.decision is not None and "which character" in s.decision.prompt:
        act(s, pick(s, "Legolas"))
    assert s.cards[find(s, "Asfaloth")].zone == "discard"


# --- loops (CR 4.2, "loops"; ruling 18) ----------------------------------------------------------------


def test_hobbit_party_guests_heal_each_other_until_the_position_comes_back() -> None:
    """Hobbit Party Guest: exert it to heal another Hobbit ally whose home is site 1. Two of them make a
    loop (CR 4.2, "loops": the player names a number of repetitions): each use is one action, and a use
    that brings back a position of this phase ends that card's part in the loop (ruling 18)."""
    s = table(site=1, support=["Hobbit Party Guest", "Hobbit Party Guest"])
    a, b = find(s, "Hobbit Party Guest", nth=0), find(s, "Hobbit Party Guest", nth=1)
    s.card_mut(a).wounds = 1
    start_phase(s, "fellowship")
    act(s, f"use:{b}")  # b exerts to heal a
    assert (s.cards[a].wounds, s.cards[b].wounds) == (0, 1)
    act(s, f"use:{a}")  # a heals b: the position the phase began with
    assert (s.cards[a].wounds, s.cards[b].wounds) == (1, 0)
    assert f"use:{a}" not in ids(s) and f"use:{b}" in ids(s)
    act(s, f"use:{b}")  # b heals a again: a position seen already
    assert (s.cards[a].wounds, s.cards[b].wounds) == (0, 1)
    assert not [i for i in ids(s) if i.startswith("use:")]


def test_hobbit_party_guest_heals_itself_at_the_start_of_its_turn_and_not_a_companion() -> None:
    s = table(site=1, support=["Hobbit Party Guest"], fellowship=["Sam, Faithful"])
    guest = find(s, "Hobbit Party Guest")
    s.card_mut(guest).wounds = 1
    s.card_mut(find(s, "Sam")).wounds = 1
    begin(s, ("turn",))
    assert s.cards[guest].wounds == 0
    assert f"use:{guest}" not in ids(s)  # Sam is no ally, and no other guest is wounded


def test_the_choice_of_luthien_exerts_one_of_aragorn_and_arwen_to_heal_the_other() -> None:
    """The Choice of Lúthien: maneuver: exert Aragorn to heal Arwen, or Arwen to heal Aragorn."""
    s = table(site=3, fellowship=["Aragorn, King", "Arwen, Daughter"], support=["The Choice of Lúthien"], minions=["Orc Soldier"])
    aragorn, arwen = find(s, "Aragorn"), find(s, "Arwen")
    s.card_mut(arwen).wounds = 1
    start_phase(s, "maneuver")
    act(s, use(s, "The Choice"))  # only Arwen is wounded: the lone option, Aragorn exerts, is taken
    assert (s.cards[aragorn].wounds, s.cards[arwen].wounds) == (1, 0)
    act(s, "pass")  # the Shadow player passes; now Arwen heals him
    act(s, use(s, "The Choice"))
    assert (s.cards[aragorn].wounds, s.cards[arwen].wounds) == (0, 1)
    assert "The Choice of Lúthien" not in offered(s)


def test_shoulder_to_shoulder_adds_1_and_exerts_a_dwarf_to_heal_an_elf() -> None:
    """Shoulder to Shoulder: maneuver: add (1) and exert a Dwarf to heal an Elf, or the other way round;
    each use adds a twilight token, so the position never comes back and it may be used again."""
    s = table(site=3, fellowship=["Gimli, Dwarf of Erebor", "Legolas, Greenleaf"], support=["Shoulder to Shoulder"], minions=["Orc Soldier"])
    gimli, legolas = find(s, "Gimli"), find(s, "Legolas")
    s.card_mut(legolas).wounds = 1
    start_phase(s, "maneuver")
    act(s, use(s, "Shoulder"))  # only the Elf is wounded: the lone option is taken
    assert (s.cards[gimli].wounds, s.cards[legolas].wounds, s.pool) == (1, 0, 1)
    act(s, "pass")
    act(s, use(s, "Shoulder"))
    assert (s.cards[gimli].wounds, s.cards[legolas].wounds, s.pool) == (0, 1, 2)
    assert "Shoulder to Shoulder" in offered(s)
