"""The worked examples and core rules of the expanded starter rulebook (002), with starter cards.

Where the rulebook's example names a card that is not in the two Fellowship of the Ring starters, the
docstring says which starter card stands in for it. Player 0 is the Free Peoples player unless a test
says otherwise.
"""

from __future__ import annotations

import dataclasses

import pytest

from eregion.core.errors import IllegalAction
from eregion.games.tcg import playing as PL
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.game import GAME
from eregion.games.tcg.state import TcgState
from tcg.harness import (
    act,
    begin,
    find,
    ids,
    logged,
    offered,
    pass_until,
    passes,
    pick,
    play,
    snap,
    start_phase,
    start_skirmish,
    table,
    use,
)

SH = 1


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def names(s: TcgState, options: list[str]) -> list[str]:
    return [R.DEFS[s.cards[int(a.partition(":")[2])].cid].name if ":" in a else a for a in options]


def wounds(s: TcgState, name: str) -> int:
    return s.cards[find(s, name)].wounds


# --- setup -----------------------------------------------------------------------------------------


def test_burden_bid_highest_chooses_and_bids_become_burdens() -> None:
    """002, "Bidding": secret bids; the highest bidder picks his place in the turn order, and each bid
    becomes burdens on that player's Frodo. Bids range from 0 to one less than the resistance (10)."""
    s = GAME.new_game(1)
    assert s.decision.player == 0 and ids(s) == [f"bid:{i}" for i in range(10)]
    act(s, "bid:3")
    assert s.decision.player == 1
    act(s, "bid:1")
    assert s.decision.player == 0 and ids(s) == ["first", "second"]
    act(s, "second")
    assert s.first == 1 and s.fp == 1 and s.burdens == [3, 1]


def test_burden_bid_ties_are_settled_at_random() -> None:
    """002, "Bidding": tied players settle at random who chooses; across seeds both players get to."""
    choosers = set()
    for seed in range(12):
        s = GAME.new_game(seed)
        act(s, "bid:2", "bid:2")
        choosers.add(s.decision.player)
        assert ids(s) == ["first", "second"]
    assert choosers == {0, 1}


def _to_starting_fellowship(first: int) -> TcgState:
    s = GAME.new_game(3)
    act(s, "bid:0" if first else "bid:1", "bid:1" if first else "bid:0", "first")
    assert s.first == first
    return s


def test_starting_fellowship_gandalf_alone() -> None:
    """002, "Starting Fellowship": besides Frodo, companions of total twilight cost 4 or less, added
    without paying twilight: Gandalf (4) leaves nothing more to add. (Player 1 has the Gandalf deck.)"""
    s = _to_starting_fellowship(1)
    assert s.decision.player == 1
    assert sorted(set(names(s, ids(s)))) == [
        "Boromir, Son of Denethor",
        "Gandalf, The Grey Wizard",
        "Gimli, Dwarf of Erebor",
        "Legolas, Prince of Mirkwood",
        "done",
    ]
    act(s, pick(s, "Gandalf"))  # nothing costs 0 any more: "done" is taken at once
    assert s.decision.player == 0
    act(s, "done")
    titles = [R.d(s, u).title for u in s.zones[(1, "fellowship")]]
    assert sorted(titles) == ["Frodo", "Gandalf"] and s.pool == 0


def test_starting_fellowship_two_two_cost_companions() -> None:
    """Gimli and Legolas (2 + 2) may start together; Aragorn (4) is not offered to the Aragorn deck's
    player once he has Sam (2), and a second copy of a unique companion is never offered."""
    s = _to_starting_fellowship(1)
    act(s, pick(s, "Gimli"))
    assert sorted(set(names(s, ids(s)))) == ["Legolas, Prince of Mirkwood", "done"]
    act(s, pick(s, "Legolas"))
    act(s, pick(s, "Sam"))
    assert "Aragorn, King in Exile" not in names(s, ids(s))
    assert "Boromir, Son of Denethor" not in names(s, ids(s))
    act(s, pick(s, "Legolas"))
    assert sorted(R.d(s, u).title for u in s.zones[(1, "fellowship")]) == ["Frodo", "Gimli", "Legolas"]
    assert sorted(R.d(s, u).title for u in s.zones[(0, "fellowship")]) == ["Frodo", "Legolas", "Sam"]
    act(s, "no", "no")  # both keep their hands (the mulligan, below)
    assert s.pool == 0 and s.phase == "fellowship" and s.fp == 1
    assert len(s.zones[(0, "hand")]) == 8 and len(s.zones[(1, "hand")]) == 8


def test_each_player_in_turn_order_may_redraw_six_once() -> None:
    """CR 4.2, "mulligan": after the starting hands, each player in player order may shuffle his hand
    into his draw deck and draw 6 cards, once (ruling 14). The first player answers first; a kept hand
    stays as dealt."""
    s = _to_starting_fellowship(1)
    act(s, "done", "done")
    assert s.stack[-1][0] == "mulligan" and s.decision.player == 1
    kept = list(s.zones[(0, "hand")])
    deck = len(s.zones[(1, "draw")])
    act(s, "yes")
    assert len(s.zones[(1, "hand")]) == 6 and len(s.zones[(1, "draw")]) == deck + 2
    assert s.decision.player == 0 and s.stack[-1][0] == "mulligan"
    act(s, "no")
    assert s.zones[(0, "hand")] == kept and s.phase == "fellowship" and s.fp == 1
    assert not any(a.id in ("yes", "no") for a in s.decision.options)  # once per game


# --- twilight, moving, roaming ------------------------------------------------------------------------


def test_moving_adds_the_shadow_number_and_one_per_companion() -> None:
    """002, "How to move": add the new site's Shadow number (Ettenmoors 2) and one token for each
    companion (3)."""
    s = table(site=1, fellowship=["Gimli", "Legolas, Prince of Mirkwood"])
    start_phase(s, "fellowship")
    act(s, "move")
    assert s.pos[0] == 2 and s.pool == 2 + 3


def test_roaming_minion_costs_two_more() -> None:
    """002, "Roaming": a minion played at a site numbered lower than its own site number costs 2 more.
    The rulebook's Moria Archer (site 4) is replaced by Goblin Marksman (site 4, cost 3): 5 at sites 2
    and 3, 3 from site 4 on. Once the fellowship reaches site 4 it no longer roams."""
    for site, pool, cost in ((2, 5, 5), (3, 5, 5), (4, 3, 3)):
        s = table(site=site, pool=pool, shadow_hand=["Goblin Marksman"])
        marksman = find(s, "Goblin Marksman", zone="hand", owner=SH)
        assert R.play_cost(s, marksman) == cost
        start_phase(s, "shadow")
        act(s, play(s, "Goblin Marksman"))
        assert s.pool == pool - cost and R.roaming(s, marksman) == (site < 4)
    s = table(site=3, pool=4, shadow_hand=["Goblin Marksman"])
    s.phase = "shadow"
    assert offered(s, SH) == []
    s = table(site=3, minions=["Goblin Marksman"])
    s.pos[0] = 4
    assert not R.roaming(s, find(s, "Goblin Marksman", zone="shadow"))


def test_move_limit_is_two() -> None:
    """002, "Move limit": in a two-player game the fellowship moves once and may move again, up to twice
    a turn; then the Free Peoples player reconciles and the turn passes."""
    s = table(site=1)
    start_phase(s, "fellowship")
    act(s, "move")
    pass_until(s, "Move again")
    act(s, "move")
    pass_until(s, "Fellowship phase")
    assert s.pos[0] == 3 and s.fp == 1 and s.turn == 2 and s.pool == 0


# --- skirmishes --------------------------------------------------------------------------------------


def _aragorn_vs_two(mod: int, aragorn_damage: int) -> TcgState:
    """Aragorn against two Uruk Savages (5, vitality 3, damage +1) whose strength is changed by ``mod``
    (standing in for the rulebook's two Orcs of strength 3 or 4)."""
    s = table(site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Savage", "Uruk Savage"])
    for n in (0, 1):
        S.modify(s, find(s, "Uruk Savage", zone="shadow", nth=n), "strength", mod, "turn", -1)
    if aragorn_damage:
        S.modify(s, find(s, "Aragorn"), "damage", aragorn_damage, "turn", -1)
    start_skirmish(s, "Aragorn", ["Uruk Savage", "Uruk Savage"])
    passes(s)
    return s


def test_aragorn_beats_two_minions_each_takes_a_wound() -> None:
    """002, "Resolve that skirmish": Aragorn (8) against two minions of strength 3 (6) wins, and each
    loser takes one wound."""
    s = _aragorn_vs_two(-2, 0)
    savages = [find(s, "Uruk Savage", zone="shadow", nth=n) for n in (0, 1)]
    assert [s.cards[u].wounds for u in savages] == [1, 1] and wounds(s, "Aragorn") == 0


def test_aragorn_with_damage_plus_1_wounds_each_loser_twice() -> None:
    """The same with Aragorn damage +1: each losing minion takes two wounds."""
    s = _aragorn_vs_two(-2, 1)
    savages = [find(s, "Uruk Savage", zone="shadow", nth=n) for n in (0, 1)]
    assert [s.cards[u].wounds for u in savages] == [2, 2]


def test_two_damage_plus_1_minions_give_three_wounds() -> None:
    """Two minions of strength 4 with damage +1 each tie Aragorn (8 = 8): the Shadow wins ties and
    Aragorn takes 1 + 1 + 1 = 3 wounds."""
    s = _aragorn_vs_two(-1, 0)
    assert wounds(s, "Aragorn") == 3 and s.cards[find(s, "Aragorn")].zone == "fellowship"


def test_zero_strength_is_overwhelmed_and_both_zero_is_a_shadow_win() -> None:
    """002: a side with strength above zero overwhelms a side of strength zero; if both are zero, the
    Shadow wins without overwhelming."""
    s = table(site=5, fellowship=["Gimli"], minions=["Uruk Savage"])
    S.modify(s, find(s, "Gimli"), "strength", -10, "turn", -1)
    start_skirmish(s, "Gimli", ["Uruk Savage"])
    passes(s)
    assert s.cards[find(s, "Gimli")].zone == "dead"
    s = table(site=5, fellowship=["Gimli"], minions=["Uruk Savage"])
    S.modify(s, find(s, "Gimli"), "strength", -10, "turn", -1)
    S.modify(s, find(s, "Uruk Savage", zone="shadow"), "strength", -10, "turn", -1)
    start_skirmish(s, "Gimli", ["Uruk Savage"])
    passes(s)
    assert wounds(s, "Gimli") == 2 and s.cards[find(s, "Gimli")].zone == "fellowship"


# --- assignment ----------------------------------------------------------------------------------------


def _to_assign(s: TcgState) -> TcgState:
    start_phase(s, "assignment")
    return passes(s)


def test_one_companion_per_minion_without_defender() -> None:
    """002, "Assign defenders": Frodo and Aragorn facing one Uruk Soldier: Aragorn may take it, but not
    both of them; with two Soldiers and no defender +1, Aragorn takes only one."""
    s = _to_assign(table(site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Soldier"] * 2))
    act(s, pick(s, "Aragorn"))
    act(s, pick(s, "Uruk Soldier"))
    assert names(s, ids(s)) == ["Frodo, Son of Drogo", "done"]


def test_defender_plus_1_takes_a_second_minion() -> None:
    """002, "Assign defenders": with defender +1 (no starter card grants it, so a modifier does) Aragorn
    may defend against both Uruk Soldiers, leaving Frodo unharmed."""
    s = table(site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Soldier"] * 2)
    aragorn = find(s, "Aragorn")
    S.modify(s, aragorn, "defender", 1, "turn", -1)
    _to_assign(s)
    act(s, pick(s, "Aragorn"))
    act(s, pick(s, "Uruk Soldier"))
    act(s, pick(s, "Aragorn"))  # the other Soldier is the only one left: assigned at once
    assert s.skirmish is not None and s.skirmish[0] == aragorn and len(s.skirmish[1]) == 2


def test_defender_plus_1_four_soldiers_the_shadow_assigns_the_last() -> None:
    """002: against four Soldiers, Aragorn (defender +1) takes two and Frodo one; the Shadow player
    assigns the fourth as he likes, here to Frodo."""
    s = table(site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Soldier"] * 4)
    frodo, aragorn = find(s, "Frodo"), find(s, "Aragorn")
    S.modify(s, aragorn, "defender", 1, "turn", -1)
    _to_assign(s)
    soldiers = [find(s, "Uruk Soldier", zone="shadow", nth=n) for n in range(4)]
    act(s, pick(s, "Aragorn"))
    act(s, f"pick:{soldiers[0]}")
    act(s, pick(s, "Aragorn"))
    act(s, f"pick:{soldiers[1]}")
    act(s, pick(s, "Frodo"))
    act(s, f"pick:{soldiers[2]}")
    assert s.decision.player == SH  # Aragorn is full and the Free Peoples player has no one left
    act(s, f"pick:{soldiers[3]}")
    act(s, f"pick:{frodo}")
    table_ = dict(s.assign)
    if s.skirmish is not None:
        table_[s.skirmish[0]] = s.skirmish[1]
    assert sorted(table_[aragorn]) == soldiers[:2] and sorted(table_[frodo]) == soldiers[2:]


def test_fierce_minion_skirmishes_again() -> None:
    """002, "Fierce": after the normal skirmishes a fierce minion is assigned again and fights another
    skirmish. Emyn Muil makes an exerted Uruk Savage fierce; Aragorn beats it twice and, his fellowship
    being at site 9 with the Ring-bearer alive after every skirmish, the Free Peoples player wins."""
    s = table(site=9, sites=["Emyn Muil"], fellowship=["Aragorn, King in Exile"], minions=["Uruk Savage"])
    savage = find(s, "Uruk Savage", zone="shadow")
    start_phase(s, "maneuver")
    act(s, "pass")
    act(s, use(s, "Emyn Muil"))
    passes(s)  # maneuver, archery
    passes(s)  # assignment actions
    act(s, pick(s, "Aragorn"))
    passes(s)
    assert s.cards[savage].wounds == 2 and s.result is None
    assert s.phase == "assignment"  # the fierce assignment
    passes(s)
    act(s, pick(s, "Aragorn"))
    passes(s)
    assert len(logged(s, "skirmish_result")) == 2 and s.cards[savage].zone == "discard"
    assert s.result == (0, "site 9")


def test_winning_at_site_9_needs_the_ring_bearer_alive() -> None:
    """002, "Winning": at site 9 the Free Peoples player wins once the skirmishes are over, unless his
    Ring-bearer has been killed."""
    s = table(site=9, minions=["Goblin Patrol Troop"])
    start_skirmish(s, "Frodo", ["Goblin Patrol Troop"])
    passes(s)
    assert s.result == (1, "ring-bearer killed")
    s = table(site=9)
    start_phase(s, "maneuver")  # no minions: straight to regroup
    assert s.result == (0, "site 9")


# --- choices and spotting ------------------------------------------------------------------------------


def test_choose_an_effect_you_can_fully_do_moria_lake() -> None:
    """002, "Costs and effects" (the rulebook's Worry example; here Moria Lake): with Frodo exhausted,
    the Free Peoples player must take the other choice, two other companions exert."""
    s = table(site=3, fellowship=["Gimli", "Legolas, Prince of Mirkwood", "Sam, Son of Hamfast"])
    s.card_mut(find(s, "Frodo")).wounds = 3
    from tcg.harness import put_site

    put_site(s, "Moria Lake")
    start_phase(s, "fellowship")
    act(s, "move")  # no choice of branch is asked: only "two other companions" can be done in full
    assert names(s, ids(s)) == [
        "Gimli, Dwarf of Erebor",
        "Legolas, Prince of Mirkwood",
        "Sam, Son of Hamfast",
    ]
    act(s, pick(s, "Sam"))
    act(s, pick(s, "Gimli"))
    assert [wounds(s, n) for n in ("Frodo", "Gimli", "Legolas", "Sam")] == [3, 1, 0, 1]


def test_choose_when_neither_effect_can_be_fully_done() -> None:
    """If no choice can be done in full, the player may pick either and does what he can: Frodo exhausted
    and a single other companion that could exert."""
    s = table(site=3, fellowship=["Gimli"], sites=["Moria Lake"])
    s.card_mut(find(s, "Frodo")).wounds = 3
    start_phase(s, "fellowship")
    act(s, "move")
    assert ids(s) == ["opt:0", "opt:1"]
    act(s, "opt:0")
    assert wounds(s, "Frodo") == 3 and wounds(s, "Gimli") == 0


def test_while_you_can_spot_is_not_a_choice_uruk_hai_armory() -> None:
    """002, "Spot": "while you can spot" leaves no choice: Uruk-hai Armory lowers the fellowship archery
    total whenever an Uruk-hai is in play, and stops as soon as none is."""
    s = table(
        site=5,
        fellowship=["Legolas, Prince of Mirkwood"],
        minions=["Uruk Soldier"],
        shadow_support=["Uruk-hai Armory"],
    )
    assert R.archery_total(s, "free") == 0
    S.discard(s, find(s, "Uruk Soldier", zone="shadow"))
    assert R.archery_total(s, "free") == 1


def test_spot_is_a_requirement_moria_scout() -> None:
    """A plain "spot an Elf" is a requirement: Moria Scout adds 2 only while an Elf can be spotted."""
    s = table(site=4, pool=2, fellowship=["Legolas, Prince of Mirkwood"], shadow_hand=["Moria Scout"])
    start_phase(s, "shadow")
    act(s, play(s, "Moria Scout"))
    assert s.pool == 2


def test_sarumans_ambition_copies_stack(monkeypatch: pytest.MonkeyPatch) -> None:
    """002, "Non-unique cards": copies of a non-unique condition add up; with two Saruman's Ambition,
    Isengard events cost 2 less (Bred for Battle given cost 3 for the test, the starter's costs 0)."""
    monkeypatch.setitem(R.DEFS, "1_121", dataclasses.replace(R.DEFS["1_121"], twilight=3))
    s = table(site=5, shadow_support=["Saruman's Ambition"] * 2, shadow_hand=["Bred for Battle"])
    assert R.twilight_cost(s, find(s, "Bred for Battle", zone="hand")) == 1
    S.discard(s, find(s, "Saruman's Ambition", zone="support"))
    assert R.twilight_cost(s, find(s, "Bred for Battle", zone="hand")) == 2


def test_athelas_has_no_class_but_armor_does() -> None:
    """002, "Playing possessions": one possession of each class per bearer, no limit on classless ones:
    Aragorn may bear several Athelas but only one Armor."""
    s = table(
        site=2,
        fellowship=["Aragorn, King in Exile"],
        hand=["Athelas", "Armor"],
        items={"Aragorn": ["Athelas", "Armor"]},
    )
    assert offered(s) == ["Athelas"]
    start_phase(s, "fellowship")
    act(s, play(s, "Athelas"))
    assert len(R.bearer_items(s, find(s, "Aragorn"))) == 3
    s = table(site=2, fellowship=["Aragorn, King in Exile", "Boromir, Son of Denethor"], hand=["Armor"])
    s.move(find(s, "Armor", zone="hand"), 0, "hand")
    assert PL.legal_bearers(s, 0, find(s, "Armor", zone="hand")) == [find(s, "Aragorn"), find(s, "Boromir")]


# --- the One Ring, burdens and the Ring-bearer -----------------------------------------------------------


def test_overwhelm_kills_the_ring_bearer_even_wearing_the_ring() -> None:
    """002, "The One Ring": wearing the Ring does not save the Ring-bearer from being overwhelmed (no wound
    is placed); without Sam the game is lost."""
    s = table(site=5, minions=["Uruk Rager"])
    s.wearing = True
    start_skirmish(s, "Frodo", ["Uruk Rager"])
    passes(s)
    assert s.result == (1, "ring-bearer killed") and s.burdens[0] == 0


def test_wounds_become_burdens_while_the_ring_is_worn() -> None:
    """While the Ring is worn, every skirmish wound to the Ring-bearer (damage +1 included) becomes a
    burden: Uruk Savage (5, damage +1) beats Frodo (4): two burdens, no wounds."""
    s = table(site=5, minions=["Uruk Savage"], burdens=1)
    s.wearing = True
    start_skirmish(s, "Frodo", ["Uruk Savage"])
    passes(s)
    assert s.burdens[0] == 3 and wounds(s, "Frodo") == 0 and not s.wearing  # off at regroup


def test_corruption_when_burdens_reach_resistance() -> None:
    """002, "How does he become corrupted?": burdens equal to the resistance (10) corrupt the
    Ring-bearer and lose the game."""
    s = table(site=5, minions=["Uruk Savage"], burdens=9)
    s.wearing = True
    start_skirmish(s, "Frodo", ["Uruk Savage"])
    passes(s)
    assert s.result == (1, "corruption") and s.burdens[0] == 10


def test_sam_as_ring_bearer_has_resistance_5() -> None:
    """Sam's text: he becomes the Ring-bearer with resistance 5, so 5 burdens corrupt him at once."""
    s = table(site=5, fellowship=["Sam, Son of Hamfast"], minions=["Uruk Rager"], burdens=5)
    start_skirmish(s, "Frodo", ["Uruk Rager"])
    passes(s)
    act(s, use(s, "Sam"))
    assert s.result == (1, "corruption")


def test_sam_declined_loses_the_game() -> None:
    """If Sam's response is not used when Frodo dies, the game is lost."""
    s = table(site=5, fellowship=["Sam, Son of Hamfast"], minions=["Uruk Rager"])
    start_skirmish(s, "Frodo", ["Uruk Rager"])
    passes(s)
    act(s, "pass")
    assert s.result == (1, "ring-bearer killed")


# --- playing cards --------------------------------------------------------------------------------------


def test_rule_of_9(monkeypatch: pytest.MonkeyPatch) -> None:
    """002, "Playing companions": at most nine companions in play and in the dead pile together. The
    starters have only seven companion titles, so Gimli is made non-unique for the test: eight in play
    and one dead leave no room for another."""
    monkeypatch.setitem(R.DEFS, "1_12", dataclasses.replace(R.DEFS["1_12"], unique=False))
    six = ["Aragorn, King in Exile", "Boromir, Son of Denethor", "Legolas", "Sam", "Gandalf", "Gimli"]
    s = table(site=2, pool=2, fellowship=[*six, "Gimli"], dead=["Gimli"], hand=["Gimli"])
    assert len(s.zones[(0, "fellowship")]) == 8 and offered(s) == []
    s = table(site=2, pool=2, fellowship=[*six, "Gimli"], hand=["Gimli"])
    assert offered(s) == ["Gimli, Dwarf of Erebor"]


def test_unique_companion_in_the_dead_pile_cannot_be_played() -> None:
    """002, "Wounds": with a unique companion in your dead pile you may not play a card of that title;
    nor a second copy of one in play."""
    s = table(site=2, dead=["Boromir, Son of Denethor"], hand=["Boromir, Son of Denethor", "Gimli"])
    assert offered(s) == ["Gimli, Dwarf of Erebor"]
    s = table(site=2, fellowship=["Gimli"], hand=["Gimli"])
    assert offered(s) == ["Gimli, Dwarf of Erebor"]  # his own fellowship ability only
    s.pool = 2
    assert offered(s) == []


def test_exhausted_characters_cannot_exert() -> None:
    """002, "Exert": an exhausted character (one wound from death) cannot exert: Boromir with 2 wounds
    cannot use his skirmish ability, Sam with 3 cannot remove a burden."""
    s = table(site=3, fellowship=["Boromir, Son of Denethor", "Sam, Son of Hamfast"], burdens=2)
    s.card_mut(find(s, "Sam")).wounds = 3
    assert offered(s) == []
    s.card_mut(find(s, "Sam")).wounds = 2
    assert offered(s) == ["Sam, Son of Hamfast"]
    s = table(site=3, fellowship=["Boromir, Son of Denethor"], minions=["Goblin Runner"])
    s.card_mut(find(s, "Boromir")).wounds = 2
    start_skirmish(s, "Frodo", ["Goblin Runner"])
    assert offered(s) == []


def test_illegal_action_raises_and_changes_nothing() -> None:
    """An action that is not among the pending options raises IllegalAction and leaves the game as it
    was (here, playing a card that is not in hand, or a skirmish event in the fellowship phase)."""
    s = table(site=2, fellowship=["Aragorn, King in Exile"], hand=["Swordarm"])
    start_phase(s, "fellowship")
    before = snap(s)
    for bad in (f"play:{find(s, 'Swordarm')}", "pass", "bid:3", "nonsense", f"use:{find(s, 'Aragorn')}"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert snap(s) == before


# --- healing, allies, archery, reconcile -----------------------------------------------------------------


def test_sanctuary_heals_up_to_five_wounds_at_the_start_of_the_turn() -> None:
    """002, "Wounds": at the start of your turn at a sanctuary (Council Courtyard) you may heal up to 5
    wounds from your companions; allies are not healed this way."""
    s = table(
        site=3,
        fellowship=["Aragorn, King in Exile", "Gimli", "Sam, Son of Hamfast"],
        support=["Bounder"],
    )
    for name, n in (("Aragorn", 3), ("Gimli", 2), ("Sam", 2), ("Bounder", 1)):
        s.card_mut(find(s, name)).wounds = n
    begin(s, ("turn",))
    act(s, "no")  # Aragorn's start-of-turn heal is not used
    assert "Bounder" not in " ".join(names(s, ids(s)))
    for name in ("Aragorn", "Aragorn", "Aragorn", "Gimli", "Sam"):
        act(s, pick(s, name))
    assert s.decision.prompt.startswith("Fellowship phase")
    assert [wounds(s, n) for n in ("Aragorn", "Gimli", "Sam", "Bounder")] == [0, 1, 1, 1]


def test_no_healing_away_from_a_sanctuary() -> None:
    s = table(site=2, fellowship=["Gimli"])
    s.card_mut(find(s, "Gimli")).wounds = 1
    begin(s, ("turn",))
    assert s.decision.prompt.startswith("Fellowship phase") and wounds(s, "Gimli") == 1


def test_ally_at_home_takes_part_in_archery_and_skirmishes() -> None:
    """002, "Allies": at its home site an ally may be given archery wounds and be assigned to defend;
    elsewhere it takes no part. Bounder's home is site 2."""
    s = table(site=2, support=["Bounder"], minions=["Goblin Marksman"])
    start_phase(s, "archery")
    passes(s)
    assert names(s, ids(s)) == ["Frodo, Son of Drogo", "Bounder"]
    act(s, pick(s, "Bounder"))
    passes(s)
    assert names(s, ids(s)) == ["Frodo, Son of Drogo", "Bounder", "done"]
    s = table(site=3, support=["Bounder"], minions=["Goblin Marksman"])
    start_phase(s, "archery")
    passes(s)
    assert wounds(s, "Frodo") == 1  # the lone target took the wound at once


def test_archery_totals_are_counted_then_assigned_by_each_side() -> None:
    """002, "Archery fire": both totals are counted first; the Free Peoples player assigns the minion
    archery total (2 Marksmen) to his characters, then the Shadow player assigns the fellowship
    archery total (Legolas: 1) to his minions. Leftover wounds that cannot be placed are ignored."""
    s = table(
        site=4,
        fellowship=["Legolas, Prince of Mirkwood", "Gimli"],
        minions=["Goblin Marksman", "Goblin Marksman"],
    )
    start_phase(s, "archery")
    passes(s)
    assert s.decision.player == 0
    act(s, pick(s, "Gimli"))
    act(s, pick(s, "Gimli"))
    assert s.decision.player == SH
    act(s, pick(s, "Goblin Marksman"))
    assert wounds(s, "Gimli") == 2 and len(s.zones[(SH, "shadow")]) == 1
    s = table(site=4, fellowship=["Legolas, Prince of Mirkwood"], minions=["Goblin Runner"])
    S.modify(s, find(s, "Legolas"), "archer", 2, "turn", -1)  # 3 arrows, one minion of vitality 1
    start_phase(s, "archery")
    passes(s)
    assert s.cards[find(s, "Goblin Runner", zone="discard", owner=SH)].zone == "discard"
    assert s.phase == "regroup"  # no minions left: straight to regroup


def test_reconcile_discard_one_then_draw_to_eight() -> None:
    """Reconciling (CR 4.2): the Shadow player may discard one card, then draws up to 8 (or discards
    down to 8). Here: 3 cards, one discarded, five drawn."""
    s = table(site=2, shadow_hand=["Drums", "Goblin Runner", "Goblin Sneak"])
    start_phase(s, "regroup")
    passes(s)
    assert s.decision.player == SH and "done" in ids(s)
    act(s, pick(s, "Drums"))
    assert len(s.zones[(SH, "hand")]) == 8 and s.cards[find(s, "Drums", zone="discard")].owner == SH


def test_reconcile_discards_down_to_eight() -> None:
    s = table(site=2, shadow_hand=["Drums"] * 6 + ["Goblin Runner"] * 4)
    start_phase(s, "regroup")
    passes(s)
    act(s, "done")
    assert "done" not in ids(s)
    act(s, pick(s, "Drums"))
    act(s, pick(s, "Goblin Runner"))
    assert len(s.zones[(SH, "hand")]) == 8 and s.decision.prompt.startswith("Regroup phase: move again")


def test_free_peoples_reconciles_when_he_stays() -> None:
    """When the Free Peoples player ends his turn he reconciles too, then the Shadow player's minions are
    discarded and the other player's turn begins."""
    s = table(site=2, hand=["Athelas"], minions=["Goblin Runner"])
    start_phase(s, "regroup")
    pass_until(s, "Move again")
    act(s, "stay", "done")
    assert len(s.zones[(0, "hand")]) == 8 and s.fp == 1 and s.zones[(SH, "shadow")] == []


def test_transfer_a_possession_paying_its_cost_again() -> None:
    """002, "Transfer of Artifacts and Possessions": in the fellowship phase a possession may move to
    another character at the same site who may bear it, for its twilight cost again. Armor (a Man's)
    may go from Aragorn to Boromir, never to Frodo."""
    s = table(
        site=2,
        fellowship=["Aragorn, King in Exile", "Boromir, Son of Denethor"],
        items={"Aragorn": ["Armor"]},
    )
    armor = find(s, "Armor")
    start_phase(s, "fellowship")
    assert f"transfer:{armor}" in ids(s)
    act(s, f"transfer:{armor}")  # Boromir is the only other Man: the lone choice is taken
    assert s.cards[armor].host == find(s, "Boromir") and s.pool == 1
    assert f"transfer:{armor}" in ids(s)  # and back to Aragorn, never to Frodo (a Hobbit)
