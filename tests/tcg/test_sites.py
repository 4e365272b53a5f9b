"""The text of the 17 sites of the two starters (the Bridge of Khazad-dûm is in both).

Site text works only while the active fellowship is at that site (002, "Active and inactive"). Player 0
is the Free Peoples player; his site 1 is East Road and his opponent's sites fill the path after it,
unless a test puts other sites there. Docstrings paraphrase each site's text.
"""

from __future__ import annotations

import pytest

from eregion.games.tcg import rules as R
from eregion.games.tcg.state import TcgState
from tcg.harness import (
    act,
    find,
    ids,
    offered,
    pass_until,
    pick,
    play,
    start_phase,
    start_skirmish,
    table,
    use,
)

SH = 1


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def site_title(s: TcgState, n: int) -> str:
    return R.DEFS[s.cards[s.path[n]].cid].title


def test_east_road_companions_cost_two_more() -> None:
    """East Road (site 1): each companion's twilight cost is +2 (Legolas 2 -> 4); other cards are not
    affected."""
    s = table(site=1, hand=["Legolas, Prince of Mirkwood", "Hobbit Sword"])
    assert site_title(s, 1) == "East Road"
    start_phase(s, "fellowship")
    act(s, play(s, "Legolas"))
    assert s.pool == 4
    act(s, play(s, "Hobbit Sword"))
    assert s.pool == 5


def test_westfarthing_exerts_a_hobbit_to_play_a_companion_cheaper() -> None:
    """Westfarthing (site 1): fellowship action, exert a Hobbit to play a companion or ally, its twilight
    cost -1 (Sam 2 -> 1)."""
    s = table(site=1, sites=["Westfarthing"], hand=["Sam, Son of Hamfast"])
    start_phase(s, "fellowship")
    act(s, use(s, "Westfarthing"))
    act(s, f"pick:{find(s, 'Sam')}")  # a card from hand: asked even when it is the only one
    assert s.cards[find(s, "Sam")].zone == "fellowship" and s.pool == 1
    assert s.cards[find(s, "Frodo")].wounds == 1


def _to_regroup(s: TcgState) -> None:
    """Move with no minions: the Shadow player passes and the turn goes on to the regroup choice."""
    act(s, "move")
    pass_until(s, "Move again")


def test_bree_gate_move_limit_plus_one_for_the_turn_with_a_ranger() -> None:
    """Bree Gate (site 2): while you can spot a ranger, the move limit is +1 for this turn, so the
    fellowship that reached it may still move from site 3 to site 4 (a third move)."""
    s = table(site=1, fellowship=["Aragorn, King in Exile"], sites=["Bree Gate"])
    start_phase(s, "fellowship")
    _to_regroup(s)
    assert site_title(s, 2) == "Bree Gate" and R.move_limit(s) == 3
    act(s, "move")
    pass_until(s, "Move again")
    assert s.pos[0] == 3 and s.moves == 2
    assert ids(s) == ["move", "stay"]
    act(s, "move")
    assert s.pos[0] == 4 and s.moves == 3


def test_bree_gate_without_a_ranger() -> None:
    """Without a ranger Bree Gate does nothing: after two moves the turn ends."""
    s = table(site=1, fellowship=["Boromir, Son of Denethor"], sites=["Bree Gate"])
    start_phase(s, "fellowship")
    _to_regroup(s)
    assert R.move_limit(s) == 2
    act(s, "move")
    pass_until(s, "Fellowship phase")  # no "Move again" is asked: the Shadow player reconciles, the turn ends
    assert s.pos[0] == 3 and s.fp == 1


def test_ettenmoors_exert_your_character_for_strength_plus_2() -> None:
    """Ettenmoors (site 2): skirmish action for either player, exert your companion or minion to make
    that character strength +2."""
    s = table(site=2, fellowship=["Aragorn, King in Exile"], minions=["Goblin Scavengers"])
    assert site_title(s, 2) == "Ettenmoors"
    aragorn = find(s, "Aragorn")
    start_skirmish(s, "Aragorn", ["Goblin Scavengers"])
    act(s, use(s, "Ettenmoors"))
    act(s, pick(s, "Aragorn"))  # Frodo could exert too
    assert R.strength(s, aragorn) == 10 and s.cards[aragorn].wounds == 1
    s2 = table(site=2, fellowship=["Aragorn, King in Exile"], minions=["Uruk Savage", "Moria Scout"])
    savage = find(s2, "Uruk Savage", zone="shadow")
    start_skirmish(s2, "Aragorn", ["Uruk Savage"])
    act(s2, "pass")
    act(s2, use(s2, "Ettenmoors"))
    assert ids(s2) == [pick(s2, "Uruk Savage"), pick(s2, "Moria Scout")]  # any of his minions
    act(s2, pick(s2, "Uruk Savage"))
    assert R.strength(s2, savage) == 7 and s2.cards[savage].wounds == 1


def test_council_courtyard_removes_two_when_leaving() -> None:
    """Council Courtyard (site 3, sanctuary): when the fellowship moves from it, remove 2 twilight; then
    the new site's Shadow number (Mithril Mine 3) and one per companion are added."""
    s = table(site=3, pool=5)
    assert site_title(s, 3) == "Council Courtyard" and R.site_has(s, "sanctuary")
    start_phase(s, "fellowship")
    act(s, "move")
    assert s.pool == 5 - 2 + 3 + 1


def test_rivendell_terrace_play_a_man_to_draw() -> None:
    """Rivendell Terrace (site 3, sanctuary): fellowship action, play a Man to draw a card."""
    s = table(site=3, sites=["Rivendell Terrace"], hand=["Boromir, Son of Denethor"])
    start_phase(s, "fellowship")
    assert offered(s) == ["Boromir, Son of Denethor", "Rivendell Terrace"]
    act(s, use(s, "Rivendell Terrace"))
    act(s, f"pick:{find(s, 'Boromir')}")  # a card from hand: asked even when it is the only one
    assert s.cards[find(s, "Boromir")].zone == "fellowship" and s.pool == 3
    assert len(s.zones[(0, "hand")]) == 1


def test_mithril_mine_plays_a_shadow_weapon_from_discard() -> None:
    """Mithril Mine (site 4, underground): Shadow action, remove 1 twilight to play a Shadow weapon from
    your discard pile."""
    s = table(site=4, pool=1, minions=["Goblin Runner"], shadow_discard=["Goblin Scimitar"])
    assert site_title(s, 4) == "Mithril Mine" and R.site_has(s, "underground")
    start_phase(s, "shadow")
    act(s, use(s, "Mithril Mine"), "no")  # no card drawn for the Scimitar
    assert R.strength(s, find(s, "Goblin Runner", zone="shadow")) == 7 and s.pool == 0


def test_moria_lake_frodo_or_two_others_exert() -> None:
    """Moria Lake (site 4): when the fellowship moves to it, Frodo or 2 other companions must exert (the
    Free Peoples player chooses which, when both can be done in full)."""
    s = table(site=3, fellowship=["Gimli", "Legolas, Prince of Mirkwood"], sites=["Moria Lake"])
    start_phase(s, "fellowship")
    act(s, "move")
    assert ids(s) == ["opt:0", "opt:1"]
    act(s, "opt:1")
    act(s, pick(s, "Gimli"))  # Legolas is then the only other choice
    assert [s.cards[find(s, n)].wounds for n in ("Frodo", "Gimli", "Legolas")] == [0, 1, 1]
    s = table(site=3, fellowship=["Gimli", "Legolas, Prince of Mirkwood"], sites=["Moria Lake"])
    start_phase(s, "fellowship")
    act(s, "move", "opt:0")
    assert [s.cards[find(s, n)].wounds for n in ("Frodo", "Gimli", "Legolas")] == [1, 0, 0]


def test_bridge_of_khazad_dum_has_no_balrog_to_play() -> None:
    """The Bridge of Khazad-dûm (site 5, underground): its Shadow action plays The Balrog, which is not in
    either starter, so it is never offered."""
    s = table(site=5, pool=20, shadow_hand=["Uruk Soldier"])
    assert R.site_has(s, "underground")
    s.phase = "shadow"
    assert offered(s, SH) == ["Uruk Soldier"]


def test_dimrill_dale_first_moria_orc_costs_two_less() -> None:
    """Dimrill Dale (site 6, sanctuary): the first [moria] Orc played each Shadow phase costs 2 less."""
    s = table(site=6, pool=4, shadow_hand=["Goblin Marksman", "Goblin Marksman"])
    assert site_title(s, 6) == "Dimrill Dale"
    start_phase(s, "shadow")
    act(s, play(s, "Goblin Marksman"))
    assert s.pool == 3
    act(s, play(s, "Goblin Marksman"))
    assert s.pool == 0


def test_galadriels_glade_exerts_an_elf_to_look_at_a_hand() -> None:
    """Galadriel's Glade (site 6, sanctuary): fellowship action, exert an Elf to look at an opponent's
    hand."""
    s = table(
        site=6,
        sites=["Galadriel's Glade"],
        fellowship=["Legolas, Prince of Mirkwood"],
        shadow_hand=["Goblin Runner"],
    )
    start_phase(s, "fellowship")
    act(s, use(s, "Galadriel's Glade"))
    assert s.seen[0] == ("1_178",) and s.cards[find(s, "Legolas")].wounds == 1


def test_anduin_confluence_discards_every_ally() -> None:
    """Anduin Confluence (site 7): when the fellowship moves to it, discard every ally."""
    s = table(site=6, support=["Rosie Cotton", "Bounder"])
    start_phase(s, "fellowship")
    act(s, "move")
    assert site_title(s, 7) == "Anduin Confluence"
    assert s.cards[find(s, "Rosie")].zone == "discard" and s.cards[find(s, "Bounder")].zone == "discard"


def test_silverlode_banks_every_companion_exerts_without_a_ranger() -> None:
    """Silverlode Banks (site 7): when the fellowship moves to it without a ranger, every companion must
    exert (an exhausted one cannot)."""
    s = table(site=6, sites=["Silverlode Banks"], fellowship=["Gimli", "Sam, Son of Hamfast"])
    s.card_mut(find(s, "Gimli")).wounds = 2  # exhausted
    start_phase(s, "fellowship")
    act(s, "move")
    assert [s.cards[find(s, n)].wounds for n in ("Frodo", "Gimli", "Sam")] == [1, 2, 1]
    s = table(site=6, sites=["Silverlode Banks"], fellowship=["Aragorn, King in Exile"])
    start_phase(s, "fellowship")
    act(s, "move")
    assert s.cards[find(s, "Frodo")].wounds == 0


def test_pillars_of_the_kings_discard_gondor_card_to_heal() -> None:
    """Pillars of the Kings (site 8): fellowship action, discard a [gondor] card from hand to heal a
    [gondor] companion."""
    s = table(
        site=8, sites=["Pillars of the Kings"], fellowship=["Boromir, Son of Denethor"], hand=["Swordarm"]
    )
    s.card_mut(find(s, "Boromir")).wounds = 2
    start_phase(s, "fellowship")
    act(s, use(s, "Pillars"))
    act(s, f"pick:{find(s, 'Swordarm')}")  # a card from hand: asked even when it is the only one
    assert s.cards[find(s, "Boromir")].wounds == 1 and s.cards[find(s, "Swordarm")].zone == "discard"


def test_shores_of_nen_hithoel_five_orcs_stop_the_fellowship() -> None:
    """Shores of Nen Hithoel (site 8): Shadow action, spot 5 Orc minions to keep the fellowship from moving
    again this turn."""
    orcs = ["Goblin Runner"] * 3 + ["Goblin Sneak"] * 2
    s = table(site=8, sites=["Shores of Nen Hithoel"], minions=orcs)
    s.moves = 1
    start_phase(s, "shadow")
    act(s, use(s, "Shores"))
    assert s.no_more_moves
    assert "Shores of Nen Hithoel" not in offered(s, SH)  # a second use would change nothing (ruling 1)
    s = table(site=8, sites=["Shores of Nen Hithoel"], minions=orcs[:4] + ["Uruk Savage"])
    s.phase = "shadow"
    assert offered(s, SH) == []  # an Uruk-hai is not an Orc


def test_emyn_muil_makes_an_exerted_minion_fierce() -> None:
    """Emyn Muil (site 9): maneuver action, exert your minion to make it fierce until the regroup phase."""
    s = table(
        site=9, sites=["Emyn Muil"], fellowship=["Aragorn, King in Exile"], minions=["Goblin Patrol Troop"]
    )
    troop = find(s, "Goblin Patrol Troop", zone="shadow")
    start_phase(s, "maneuver")
    act(s, "pass")
    act(s, use(s, "Emyn Muil"))
    assert R.keyword(s, troop, "fierce") == 1 and s.cards[troop].wounds == 1


def test_slopes_of_amon_hen_isengard_minions_cost_one_less() -> None:
    """Slopes of Amon Hen (site 9): the twilight cost of each [isengard] minion is -1."""
    s = table(site=9, sites=["Slopes of Amon Hen"], pool=1, shadow_hand=["Uruk Soldier"])
    start_phase(s, "shadow")
    act(s, play(s, "Uruk Soldier"), "no")
    assert s.pool == 0 and s.cards[find(s, "Uruk Soldier", zone="shadow")].owner == SH
