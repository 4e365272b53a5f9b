"""Allies that have a site's game text (issue 16): Silinde (1_60, site 3), Uruviel (1_67, site 6) and
Hobbit Farmer (1_295, site 1): "while you can spot your site N, this ally has the game text of that
site" (``borrowing``). Sites are always active and spotted while on the adventure path, and a site's
text "does not apply unless the fellowship is at that site, although some cards may copy and use that
game text" (CR 4.2, "site", Legacy Ruling 3); texts naming their own site lend nothing (ruling 100)."""

from __future__ import annotations

from eregion.games.tcg import rules as R
from eregion.games.tcg.state import TcgState, _new_card
from tests.tcg.harness import act, cid_of, find, offered, start_phase, table, use


def site(s: TcgState, name: str, owner: int = 0) -> int:
    """Put a copy of the named site, ``owner``'s, on the adventure path at its number."""
    cid = cid_of(name)
    n = R.DEFS[cid].site
    assert n is not None
    old = s.path[n]
    if old >= 0:
        s.move(old, s.cards[old].owner, "adventure")
    u = _new_card(s, cid, owner, "adventure")
    s.move(u, owner, "path")
    s.path[n] = u
    return u


def test_silinde_plays_an_elf_to_draw_with_your_rivendell_valley_away_from_it() -> None:
    """Rivendell Valley (site 3): "Fellowship: play an Elf to draw a card", Silinde's at site 4."""
    s = table(site=4, support=["Silinde"], hand=["Legolas, Greenleaf"])
    site(s, "Rivendell Valley")
    start_phase(s, "fellowship")
    act(s, use(s, "Silinde"), f"pick:{find(s, 'Legolas')}")
    assert s.cards[find(s, "Legolas")].zone == "fellowship" and len(s.zones[(0, "hand")]) == 1


def test_silinde_plays_a_hobbit_to_draw_with_your_frodos_bedroom() -> None:
    s = table(site=4, support=["Silinde"], hand=["Sam, Son of Hamfast"])
    site(s, "Frodo's Bedroom")
    start_phase(s, "fellowship")
    assert offered(s) == ["Sam, Son of Hamfast", "Silinde, Elf of Mirkwood"]
    act(s, use(s, "Silinde"), f"pick:{find(s, 'Sam')}")
    assert s.cards[find(s, "Sam")].zone == "fellowship" and len(s.zones[(0, "hand")]) == 1


def test_silinde_has_nothing_from_the_opponents_site_3() -> None:
    """ "Your site 3": the Shadow player's Rivendell Valley lends Silinde nothing."""
    s = table(site=4, support=["Silinde"], hand=["Legolas, Greenleaf"])
    site(s, "Rivendell Valley", owner=1)
    assert "Silinde, Elf of Mirkwood" not in offered(s)


def test_a_site_naming_itself_lends_nothing() -> None:
    """Rivendell Waterfall's "while you can spot a ranger at Rivendell Waterfall" concerns the
    fellowship there (ruling 100): at site 4 Silinde adds no move."""
    s = table(site=4, support=["Silinde"], fellowship=["Aragorn, King in Exile"])
    site(s, "Rivendell Waterfall")
    assert R.move_limit(s) == 2


def test_uruviel_is_strength_plus_3_with_your_lothlorien_woods() -> None:
    """Lothlórien Woods (site 6): "each ally whose home is site 6 is strength +3", Uruviel's at
    site 2, for Uruviel (home 6) and Celeborn (home 6) alike, not for an ally of another home."""
    s = table(site=2, support=["Uruviel", "Celeborn", "Elrond"])
    assert R.strength(s, find(s, "Uruviel")) == 5
    site(s, "Lothlórien Woods")
    assert R.strength(s, find(s, "Uruviel")) == 5 + 3
    assert R.strength(s, find(s, "Celeborn")) == 6 + 3 and R.strength(s, find(s, "Elrond")) == 8
    s.fp = 1  # the Shadow player's turn: his Free Peoples cards are inactive, and lend nothing
    s.memo.clear()
    assert R.strength(s, find(s, "Celeborn")) == 6


def test_uruviel_looks_at_a_hand_with_your_galadriels_glade() -> None:
    """Galadriel's Glade (site 6): "Fellowship: exert an Elf to look at an opponent's hand"."""
    s = table(site=2, support=["Uruviel"], fellowship=["Legolas, Greenleaf"], shadow_hand=["Goblin Runner"])
    site(s, "Galadriel's Glade")
    start_phase(s, "fellowship")
    act(s, use(s, "Uruviel"), f"pick:{find(s, 'Legolas')}")  # (Uruviel is an Elf too)
    assert s.seen[0] == ("1_178",) and s.cards[find(s, "Legolas")].wounds == 1


def test_hobbit_farmer_changes_costs_as_your_site_1_does() -> None:
    """Green Hill Country (site 1): "the twilight cost of each Hobbit is -1"; East Road (site 1): "each
    companion's twilight cost is +2": the Farmer has either text at site 3, and none of the opponent's."""
    s = table(site=3, support=["Hobbit Farmer"], hand=["Sam, Son of Hamfast"])
    sam = find(s, "Sam")
    site(s, "East Road", owner=1)
    assert R.twilight_cost(s, sam) == 2
    site(s, "East Road")
    assert R.twilight_cost(s, sam) == 2 + 2
    site(s, "Green Hill Country")
    assert R.twilight_cost(s, sam) == 2 - 1


def test_hobbit_farmer_replaces_the_opponents_site_1_then_has_its_text() -> None:
    """Hobbit Farmer: "Fellowship: exert this ally and spot opponent's site 1 to replace it with your
    site 1" (002, "Adventure path": the replaced site returns to its owner's adventure deck); with
    your Bag End there, "exert a Hobbit to play The Gaffer from your draw deck"."""
    s = table(site=3, support=["Hobbit Farmer"])
    s.move(s.path[1], 0, "void")  # his deck's site 1 is Bag End instead
    s.path[1] = -1
    opp = site(s, "Bag End", owner=1)
    mine = _new_card(s, cid_of("Bag End"), 0, "adventure")
    _new_card(s, "1_291", 0, "draw")  # The Gaffer
    start_phase(s, "fellowship")
    farmer = find(s, "Hobbit Farmer")
    act(s, use(s, "Hobbit Farmer"))
    assert s.path[1] == mine and s.cards[opp].zone == "adventure" and s.cards[farmer].wounds == 1
    act(s, use(s, "Hobbit Farmer"))  # Bag End's text now: exert a Hobbit (Frodo: the Farmer is exhausted)
    act(s, f"pick:{find(s, 'The Gaffer', zone='draw')}")
    assert s.cards[find(s, "The Gaffer")].zone == "support" and s.cards[s.rb[0]].wounds == 1
