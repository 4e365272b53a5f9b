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
from tcg.harness import act, find, pick, play, start_phase, table

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
