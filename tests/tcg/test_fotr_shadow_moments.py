"""One scenario per Shadow card and site of set 1 encoded in the third batch beyond
``test_fotr_shadow_third.py``: triggers at moments of the flow (``triggers.py``), assignment by
abilities, conditions on sites, cancelled bonuses, transfers, reveals, corruption by a static ability,
the first card played each turn and a Shadow phase ended early.

Player 0 is the Free Peoples player and player 1 the Shadow player. Docstrings paraphrase the card in our
words; the rules are the expanded starter rulebook's (002): events in their phase, costs before effects
("Costs and effects"), site text while the fellowship is there; CR = Comprehensive Rules 4.2.
"""

from __future__ import annotations

import pytest

from eregion.cards import GameOver, expire
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.state import TcgState
from tcg.harness import (
    _take,
    act,
    begin,
    find,
    ids,
    logged,
    offered,
    pick,
    play,
    start_phase,
    start_skirmish,
    table,
    use,
    wounds,
)
from tcg.test_fotr_shadow_more import maneuver
from tcg.test_fotr_shadow_third import skirmish

SH = 1


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


# --- triggers at moments of the flow ---------------------------------------------------------------


def shadow_on(s: TcgState, name: str, host: str) -> int:
    """Put the Shadow player's condition on a Free Peoples character (as if played there)."""
    u = _take(s, SH, name, "attached")
    s.card_mut(u).host = find(s, host)
    return u


def lose_to(s: TcgState, defender: str, minion: str) -> TcgState:
    """Resolve a skirmish the minion wins (both players pass)."""
    start_skirmish(s, defender, [minion])
    act(s, "pass", "pass")
    return s


def test_worry_makes_the_loser_of_an_uruk_skirmish_exert_the_ring_bearer_or_add_a_burden() -> None:
    s = table(site=5, fellowship=["Sam, Son of Hamfast"], minions=["Uruk Savage"], shadow_support=["Worry"])
    lose_to(s, "Sam", "Uruk Savage")
    assert s.decision is not None and s.decision.player == 0 and "opt:1" in ids(s)
    act(s, "opt:1")
    assert s.burdens[0] == 1


def test_worry_is_paid_by_exerting_an_uruk_hai() -> None:
    s = table(site=5, minions=["Uruk Savage"], shadow_hand=["Worry"], pool=2)
    start_phase(s, "shadow")
    act(s, play(s, "Worry"))
    assert wounds(s, "Uruk Savage") == 1


def test_orc_banner_makes_each_sauron_orc_stronger_when_a_companion_loses_to_one() -> None:
    s = table(
        site=6,
        fellowship=["Sam, Son of Hamfast", "Aragorn, King in Exile"],
        minions=["Orc Soldier", "Orc Hunters"],
        shadow_support=["Orc Banner"],
    )
    hunters = find(s, "Orc Hunters")
    before = R.strength(s, hunters)
    s.assign = ((find(s, "Sam"), (find(s, "Orc Soldier"),)), (find(s, "Aragorn"), (hunters,)))
    s.phase = "assignment"
    begin(s, ("skirmishes", 0))
    act(s, pick(s, "Sam"))
    act(s, "pass", "pass")  # Sam loses; Aragorn's skirmish is next
    assert s.skirmish is not None and s.skirmish[1] == (hunters,)
    assert R.strength(s, hunters) == before + 1  # until the regroup phase


def test_gleaming_spires_make_sauron_orcs_stronger_against_gondor_and_go_when_one_loses() -> None:
    s = table(
        site=6,
        fellowship=["Boromir, Son of Denethor", "Sam, Son of Hamfast"],
        minions=["Orc Soldier"],
        shadow_support=["Gleaming Spires Will Crumble"],
    )
    orc = find(s, "Orc Soldier")
    alone = R.strength(s, orc)
    s.skirmish = (find(s, "Boromir"), (orc,))
    assert R.strength(s, orc) == alone + 2
    s.skirmish = (find(s, "Sam"), (orc,))
    assert R.strength(s, orc) == alone
    s.skirmish = None
    start_skirmish(s, "Boromir", ["Orc Soldier"])
    S.modify(s, find(s, "Boromir"), "strength", 20, "skirmish", -1)
    act(s, "pass", "pass")
    assert s.cards[find(s, "Gleaming Spires")].zone == "discard"


def test_drawn_to_its_power_adds_a_burden_when_a_companion_dies_against_a_nazgul() -> None:
    s = table(
        site=3,
        fellowship=["Sam, Son of Hamfast"],
        minions=["Úlairë Attëa"],
        shadow_support=["Drawn to Its Power"],
    )
    s.card_mut(find(s, "Sam")).wounds = 3
    lose_to(s, "Sam", "Úlairë Attëa")
    assert s.cards[find(s, "Sam")].zone == "dead" and s.burdens[0] == 1


def test_goblin_spear_adds_2_burdens_when_its_bearer_kills_a_hobbit() -> None:
    s = table(site=4, fellowship=["Sam, Son of Hamfast"], minions=["Goblin Runner"])
    spear = _take(s, SH, "Goblin Spear", "attached")
    s.card_mut(spear).host = find(s, "Goblin Runner")
    s.card_mut(find(s, "Sam")).wounds = 3
    lose_to(s, "Sam", "Goblin Runner")
    assert s.cards[find(s, "Sam")].zone == "dead" and s.burdens[0] == 2
    s = table(site=4, fellowship=["Aragorn, King in Exile"], minions=["Goblin Runner"])
    spear = _take(s, SH, "Goblin Spear", "attached")
    s.card_mut(spear).host = find(s, "Goblin Runner")
    s.card_mut(find(s, "Aragorn")).wounds = 3
    S.modify(s, find(s, "Goblin Runner"), "strength", 10, "turn", -1)
    lose_to(s, "Aragorn", "Goblin Runner")
    assert s.cards[find(s, "Aragorn")].zone == "dead" and s.burdens[0] == 1


def test_the_long_dark_adds_2_for_each_dwarf_moving_to_site_4_or_5() -> None:
    s = table(site=3, fellowship=["Gimli, Dwarf of Erebor"], shadow_support=["The Long Dark"])
    start_phase(s, "fellowship")
    act(s, "move")
    shadow_number = R.DEFS[s.cards[s.path[4]].cid].shadow_number or 0
    assert s.pool == shadow_number + 2 + 2  # 2 companions, then 2 for Gimli


def test_the_long_dark_discards_itself_for_plus_2() -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        minions=["Goblin Runner"],
        shadow_support=["The Long Dark"],
    )
    skirmish(s, "Gimli", "Goblin Runner")
    u = find(s, "Goblin Runner")
    before = R.strength(s, u)
    act(s, use(s, "The Long Dark"))
    assert R.strength(s, u) == before + 2 and s.cards[find(s, "The Long Dark")].zone == "discard"


def test_through_the_misty_mountains_discards_2_at_random_when_an_elf_moves_to_site_4() -> None:
    for companion, left in (
        ("Legolas, Prince of Mirkwood", 1),
        ("Sam, Son of Hamfast", 3),
    ):  # Sam: no Dwarf or Elf
        s = table(
            site=3,
            fellowship=[companion],
            hand=["Hobbit Sword"] * 3,
            shadow_support=["Through the Misty Mountains"],
        )
        start_phase(s, "fellowship")
        act(s, "move")
        assert len(s.zones[(0, "hand")]) == left


def test_under_the_watching_eye_makes_the_fellowship_exert_a_companion_as_it_moves() -> None:
    s = table(site=3, fellowship=["Aragorn, King in Exile"], shadow_support=["Under the Watching Eye"])
    start_phase(s, "fellowship")
    act(s, "move")
    assert s.decision is not None and s.decision.player == 0
    act(s, pick(s, "Aragorn"))
    assert wounds(s, "Aragorn") == 1


def test_bent_on_discovery_draws_at_the_start_and_exerts_a_nazgul_at_the_end_of_the_shadow_phase() -> None:
    s = table(site=3, minions=["Úlairë Attëa"], shadow_support=["Bent on Discovery"])
    start_phase(s, "shadow")
    assert len(s.zones[(SH, "hand")]) == 1
    act(s, "pass")
    act(s, "opt:0")  # exert the Nazgûl (or discard the condition)
    assert wounds(s, "Úlairë Attëa") == 1 and s.cards[find(s, "Bent on Discovery")].zone == "support"
    s = table(site=3, shadow_support=["Bent on Discovery"])
    start_phase(s, "shadow")
    act(s, "pass")
    assert s.cards[find(s, "Bent on Discovery")].zone == "discard"  # no Nazgûl to exert


def test_desperate_defense_makes_the_free_peoples_player_discard_3_or_add_a_burden_when_assigned() -> None:
    for answer in ("opt:0", "opt:1"):
        s = table(
            site=6, fellowship=["Aragorn, King in Exile"], hand=["Hobbit Sword"] * 3, minions=["Orc Soldier"]
        )
        shadow_on(s, "Desperate Defense of the Ring", "Aragorn")
        start_phase(s, "assignment")
        act(s, "pass", "pass")  # the assignment actions
        act(s, pick(s, "Aragorn"))  # (his only minion is taken at once)
        assert s.decision is not None and s.decision.player == 0 and ids(s) == ["opt:0", "opt:1"]
        act(s, answer)
        while (
            s.decision is not None and ids(s)[0].startswith("pick") and "discard" in s.decision.prompt.lower()
        ):
            act(s, ids(s)[0])
        assert (len(s.zones[(0, "hand")]), s.burdens[0]) == ((0, 0) if answer == "opt:0" else (3, 1))


def test_orc_chieftain_adds_2_when_a_weapon_is_played_on_him_once_a_turn() -> None:
    s = table(
        site=6,
        fellowship=["Aragorn, King in Exile"],
        minions=["Orc Chieftain", "Orc Soldier"],
        shadow_hand=["Orc Scimitar"] * 3,
        pool=3,
    )
    start_phase(s, "shadow")
    act(s, play(s, "Orc Scimitar"))
    act(s, pick(s, "Orc Chieftain"))
    assert s.pool == 3 - 1 + 2
    S.discard(s, s.zones[(SH, "attached")][-1])  # his Scimitar goes: another may be played on him
    S.RULES.run(s)  # the discard's response window (none answers) before the action window again
    act(s, play(s, "Orc Scimitar"))
    act(s, pick(s, "Orc Chieftain"))
    assert s.pool == 3  # once per turn
    s.limits.reset("turn")
    act(s, play(s, "Orc Scimitar"))  # on the Orc Soldier, the only one left without a hand weapon
    assert s.pool == 2  # not on him: nothing


def test_thin_and_stretched_adds_a_burden_when_another_companion_was_assigned_and_frodo_not() -> None:
    for frodo_too, burdens in ((False, 1), (True, 0)):
        s = table(site=6, fellowship=["Aragorn, King in Exile"], minions=["Orc Soldier"])
        shadow_on(s, "Thin and Stretched", "Frodo")
        s.limits.add("turn", ("assigned", find(s, "Aragorn")), 1)
        if frodo_too:
            s.limits.add("turn", ("assigned", s.rb[0]), 1)
        begin(s, ("end_turn",))
        assert s.burdens[0] == burdens


def test_goblin_domain_makes_companions_played_at_site_4_or_higher_exhausted() -> None:
    for site, exhausted in ((4, True), (3, False)):
        s = table(site=site, hand=["Sam, Son of Hamfast"], shadow_support=["Goblin Domain"])
        start_phase(s, "fellowship")
        act(s, play(s, "Sam"))
        assert R.exhausted(s, find(s, "Sam")) == exhausted


def test_midgewater_moors_makes_the_free_peoples_player_discard_when_a_minion_is_played() -> None:
    s = table(
        site=2, sites=["Midgewater Moors"], hand=["Hobbit Sword"], shadow_hand=["Goblin Runner"], pool=5
    )
    start_phase(s, "shadow")
    act(s, play(s, "Goblin Runner"))
    if s.decision is not None and s.decision.player == 0:
        act(s, ids(s)[0])
    assert s.zones[(0, "hand")] == []


def test_trollshaw_forest_draws_a_card_when_a_possession_is_played_on_a_companion() -> None:
    s = table(site=2, sites=["Trollshaw Forest"], hand=["Hobbit Sword"])
    start_phase(s, "fellowship")
    act(s, play(s, "Hobbit Sword"))
    assert len(s.zones[(0, "hand")]) == 1 and s.cards[find(s, "Hobbit Sword")].host == s.rb[0]


# --- assignment by abilities -----------------------------------------------------------------------


def assignment(s: TcgState) -> TcgState:
    """Start the assignment phase and pass the Free Peoples player's first action."""
    start_phase(s, "assignment")
    act(s, "pass")
    return s


def test_ulaire_toldea_assigns_a_companion_not_the_ring_bearer_to_himself_with_4_burdens() -> None:
    s = table(
        site=3,
        fellowship=["Aragorn, King in Exile", "Sam, Son of Hamfast"],
        minions=["Úlairë Toldëa"],
        burdens=4,
    )
    assignment(s)
    act(s, use(s, "Úlairë Toldëa"))
    assert f"pick:{s.rb[0]}" not in ids(s)
    act(s, pick(s, "Sam"))
    assert dict(s.assign)[find(s, "Sam")] == (find(s, "Úlairë Toldëa"),)
    s = table(site=3, fellowship=["Aragorn, King in Exile"], minions=["Úlairë Toldëa"], burdens=3)
    assignment(s)
    assert "Úlairë Toldëa" not in offered(s, SH)


def test_orc_assassin_makes_the_free_peoples_player_assign_a_hobbit_to_it() -> None:
    s = table(site=6, fellowship=["Sam, Son of Hamfast", "Merry, Friend to Sam"], minions=["Orc Assassin"])
    assignment(s)
    act(s, use(s, "Orc Assassin"))
    assert s.decision is not None and s.decision.player == 0
    act(s, pick(s, "Merry"))
    assert dict(s.assign)[find(s, "Merry")] == (find(s, "Orc Assassin"),)
    s = table(
        site=6, fellowship=["Aragorn, King in Exile"], minions=["Orc Assassin"]
    )  # Frodo the only Hobbit
    assignment(s)
    assert "Orc Assassin" not in offered(s, SH)


def test_orc_assassin_lowers_the_roaming_penalty_of_sauron_minions() -> None:
    s = table(site=3, minions=["Orc Assassin"], shadow_hand=["Orc Soldier"])
    assert R.roaming_penalty(s, find(s, "Orc Soldier")) == 1


def test_the_end_comes_makes_the_free_peoples_player_assign_the_ring_bearer() -> None:
    s = table(
        site=4,
        fellowship=["Aragorn, King in Exile"],
        minions=["Goblin Runner"] * 5,
        shadow_hand=["The End Comes"],
    )
    assignment(s)
    act(s, play(s, "The End Comes"))
    assert s.decision is not None and s.decision.player == 0  # he picks the minion
    act(s, ids(s)[1])
    assert len(dict(s.assign)[s.rb[0]]) == 1
    s = table(site=4, minions=["Goblin Runner"] * 4, shadow_hand=["The End Comes"])
    assignment(s)
    assert "The End Comes" not in offered(s, SH)


def test_frenzy_assigns_an_exhausted_companion_to_a_moria_orc() -> None:
    s = table(
        site=4,
        fellowship=["Aragorn, King in Exile", "Sam, Son of Hamfast"],
        minions=["Goblin Runner"],
        shadow_hand=["Frenzy"],
        pool=2,
    )
    s.card_mut(find(s, "Sam")).wounds = 3
    s.card_mut(s.rb[0]).wounds = 3  # exhausted too, but the Ring-bearer
    assignment(s)
    act(s, play(s, "Frenzy"))
    assert dict(s.assign)[find(s, "Sam")] == (find(s, "Goblin Runner"),)
    s = table(
        site=4,
        fellowship=["Aragorn, King in Exile"],
        minions=["Goblin Runner"],
        shadow_hand=["Frenzy"],
        pool=2,
    )
    assignment(s)
    assert "Frenzy" not in offered(s, SH)


def test_uruk_guard_keeps_the_free_peoples_player_from_assigning_a_companion_to_it() -> None:
    s = table(site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Guard"])
    assignment(s)
    act(s, use(s, "Uruk Guard"))
    act(s, pick(s, "Aragorn"))
    act(s, "pass", "pass")  # then the Free Peoples player assigns
    opts = ids(s)
    assert f"pick:{find(s, 'Aragorn')}" not in opts and f"pick:{s.rb[0]}" in opts
    assert wounds(s, "Uruk Guard") == 1


# --- conditions on sites ---------------------------------------------------------------------------


def test_sarumans_frost_plays_on_a_site_and_weakens_hobbits_there_until_the_end_of_the_turn() -> None:
    s = table(
        site=3,
        fellowship=["Sam, Son of Hamfast"],
        minions=["Uruk Savage"],
        shadow_hand=["Saruman's Frost"],
        pool=2,
    )
    sam = find(s, "Sam")
    before = R.strength(s, sam)
    start_phase(s, "shadow")
    act(s, play(s, "Saruman's Frost"))
    act(s, f"pick:{s.path[3]}")
    frost = find(s, "Saruman's Frost")
    assert s.cards[frost].host == s.path[3] and R.strength(s, sam) == before - 2
    assert wounds(s, "Uruk Savage") == 1
    s.pos[0] = 2
    s.memo.clear()
    assert R.strength(s, sam) == before  # not at that site
    s.pos[0] = 3
    begin(s, ("end_turn",))
    assert s.cards[frost].zone == "discard"


def test_sarumans_frost_is_limited_to_1_per_site() -> None:
    s = table(site=3, minions=["Uruk Savage"], shadow_hand=["Saruman's Frost", "Saruman's Frost"], pool=4)
    start_phase(s, "shadow")
    act(s, play(s, "Saruman's Frost"))
    act(s, f"pick:{s.path[3]}")
    act(s, play(s, "Saruman's Frost"))
    assert f"pick:{s.path[3]}" not in ids(s) and f"pick:{s.path[2]}" in ids(s)


def test_sarumans_chill_exerts_each_hobbit_moving_from_its_site() -> None:
    s = table(site=2, fellowship=["Sam, Son of Hamfast", "Aragorn, King in Exile"])
    chill = _take(s, SH, "Saruman's Chill", "attached")
    s.card_mut(chill).host = s.path[2]
    start_phase(s, "fellowship")
    act(s, "move")
    assert (wounds(s, "Frodo"), wounds(s, "Sam"), wounds(s, "Aragorn")) == (1, 1, 0)


def test_sarumans_snows_forbid_skirmish_events_and_abilities_at_its_site() -> None:
    s = table(
        site=4,
        fellowship=["Boromir, Son of Denethor", "Sam, Son of Hamfast"],
        hand=["Hobbit Intuition"],
        minions=["Goblin Runner"],
    )
    snows = _take(s, SH, "Saruman's Snows", "attached")
    s.card_mut(snows).host = s.path[4]
    start_skirmish(s, "Sam", ["Goblin Runner"])
    assert offered(s) == []  # no Hobbit Intuition, no Boromir's ability
    s.card_mut(snows).host = s.path[3]
    s.memo.clear()
    assert set(offered(s)) == {"Hobbit Intuition", "Boromir, Son of Denethor"}


def test_spies_of_saruman_skip_the_archery_phase_at_its_site() -> None:
    s = table(site=4, fellowship=["Legolas, Prince of Mirkwood"], minions=["Goblin Runner"])
    spies = _take(s, SH, "Spies of Saruman", "attached")
    s.card_mut(spies).host = s.path[4]
    start_phase(s, "maneuver")
    act(s, "pass", "pass")
    assert s.phase == "assignment" and wounds(s, "Goblin Runner") == 0


def test_no_ordinary_storm_exerts_a_gandalf_companion_each_time_a_weather_condition_is_played() -> None:
    s = table(
        site=3,
        fellowship=["Gandalf, The Grey Wizard"],
        minions=["Uruk Savage"],
        shadow_support=["No Ordinary Storm"],
        shadow_hand=["Saruman's Frost"],
        pool=2,
    )
    start_phase(s, "shadow")
    act(s, play(s, "Saruman's Frost"))
    act(s, f"pick:{s.path[3]}")
    assert wounds(s, "Gandalf") == 1


def test_pass_of_caradhras_plays_a_weather_condition_from_the_draw_deck_once_a_turn() -> None:
    s = table(site=4, sites=["Pass of Caradhras"], minions=["Uruk Savage", "Uruk Savage"], pool=4)
    frost = _take(s, SH, "Saruman's Frost", "draw")
    _take(s, SH, "Saruman's Chill", "draw")
    start_phase(s, "shadow")
    act(s, use(s, "Pass of Caradhras"))
    act(s, f"pick:{frost}")
    act(s, f"pick:{s.path[4]}")
    assert s.cards[frost].host == s.path[4]
    assert "Pass of Caradhras" not in offered(s, SH)


# --- the rest: bonuses cancelled, transfers, reveals, corruption, first plays, ending a phase --------


def test_parry_cancels_a_possessions_strength_bonus_until_the_regroup_phase() -> None:
    s = table(
        site=5,
        fellowship=["Boromir, Son of Denethor"],
        items={"Boromir": ["Blade of Gondor", "Armor"]},
        minions=["Uruk Savage"],
        shadow_hand=["Parry"],
        pool=2,
    )
    b = find(s, "Boromir")
    armed = R.strength(s, b)
    maneuver(s)
    act(s, play(s, "Parry"))  # Armor gives no strength: the Blade is the only choice
    assert R.strength(s, b) == armed - 2
    s.mods = expire(s.mods, "regroup")
    assert R.strength(s, b) == armed


def test_alive_and_unspoiled_reveals_a_card_at_random_for_each_burden_and_may_discard_one() -> None:
    s = table(
        site=5,
        hand=["Hobbit Sword", "Athelas", "Armor"],
        minions=["Uruk Savage"],
        shadow_support=["Alive and Unspoiled"],
        burdens=2,
        pool=3,
    )
    start_phase(s, "shadow")
    act(s, use(s, "Alive and Unspoiled"))
    shown = logged(s, "reveal_random")[-1][3]
    assert len(shown) == 2 and s.pool == 0
    act(s, "yes")
    act(s, ids(s)[0])
    assert len(s.zones[(0, "hand")]) == 2 and R.DEFS[s.cards[s.zones[(0, "discard")][-1]].cid].id in shown


def test_black_breath_moves_onto_a_nazgul_foe_who_then_cannot_heal_or_lose_burdens() -> None:
    s = table(
        site=3,
        fellowship=["Aragorn, King in Exile"],
        minions=["Úlairë Attëa"],
        shadow_support=["Black Breath"],
        burdens=2,
    )
    skirmish(s, "Frodo", "Úlairë Attëa")
    act(s, use(s, "Black Breath"))
    breath = find(s, "Black Breath")
    assert s.cards[breath].host == s.rb[0]
    s.card_mut(s.rb[0]).wounds = 1
    assert not R.can_heal(s, s.rb[0]) and not R.can_unburden(s, 0)
    S.remove_burdens(s, 0, 1)
    assert s.burdens[0] == 2


def test_black_steed_is_plus_2_only_at_plains_and_goes_at_an_underground_site() -> None:
    s = table(site=3, sites=["Midgewater Moors"], minions=["Úlairë Attëa"])
    steed = _take(s, SH, "Black Steed", "attached")
    nazgul = find(s, "Úlairë Attëa")
    s.card_mut(steed).host = nazgul
    base = R.DEFS[s.cards[nazgul].cid].strength or 0
    assert R.strength(s, nazgul) == base  # site 3 is no plains site
    s.pos[0] = 2  # Midgewater Moors is
    s.memo.clear()
    assert R.strength(s, nazgul) == base + 2
    s = table(
        site=4,
        sites=["Moria Stairway"],
        fellowship=["Aragorn, King in Exile"],
        minions=["Úlairë Attëa"],
        shadow_hand=["Black Steed"],
        pool=1,
    )
    start_phase(s, "shadow")
    act(s, play(s, "Black Steed"))
    assert s.cards[find(s, "Black Steed")].zone == "discard"


def test_morgul_blade_goes_beside_another_hand_weapon_and_transfers_blade_tip() -> None:
    s = table(
        site=3,
        fellowship=["Aragorn, King in Exile"],
        minions=["Úlairë Lemenya"],
        shadow_hand=["Morgul Blade"],
        shadow_discard=["Blade Tip"],
        pool=1,
    )
    lem = find(s, "Úlairë Lemenya")
    sword = _take(s, SH, "Sword of Minas Morgul", "attached")
    s.card_mut(sword).host = lem
    start_phase(s, "shadow")
    act(s, play(s, "Morgul Blade"))
    blade = find(s, "Morgul Blade")
    assert s.cards[blade].host == lem
    skirmish(s, "Aragorn", "Úlairë Lemenya")
    act(s, use(s, "Morgul Blade"))
    tip = find(s, "Blade Tip")
    if f"pick:{tip}" in ids(s):
        act(s, f"pick:{tip}")
    assert s.cards[blade].zone == "discard" and s.cards[tip].host == find(s, "Aragorn")


def test_the_dark_lords_summons_keeps_a_sauron_card_or_costs_another_card_from_hand() -> None:
    s = table(
        site=6,
        minions=["Orc Soldier"],
        shadow_support=["The Dark Lord's Summons"],
        shadow_hand=["Hate"],
        pool=3,
    )
    deck = s.zones[(SH, "draw")]
    other = next(u for u in deck if R.d(s, u).culture != "sauron")
    deck.remove(other)
    deck.append(other)
    start_phase(s, "shadow")
    act(s, use(s, "The Dark Lord's Summons"))
    if s.decision is not None and "discard" in s.decision.prompt.lower():
        act(s, ids(s)[0])
    assert s.cards[other].zone == "discard" and s.cards[find(s, "Hate")].zone == "discard"
    s = table(site=6, minions=["Orc Soldier"], shadow_support=["The Dark Lord's Summons"], pool=3)
    orc = _take(s, SH, "Orc Hunters", "draw")
    start_phase(s, "shadow")
    act(s, use(s, "The Dark Lord's Summons"))
    assert s.cards[orc].zone == "hand"


def test_the_irresistible_shadow_corrupts_at_5_burdens_with_no_draw_deck() -> None:
    s = table(site=6, minions=["Orc Soldier"], shadow_support=["The Irresistible Shadow"], burdens=4)
    s.resistance[0] = 10
    for u in list(s.zones[(0, "draw")])[1:]:
        s.move(u, 0, "discard")
    S.add_burdens(s, 0, 1)  # 5 burdens, one card left: not yet
    assert s.result is None
    with pytest.raises(GameOver):
        S.mill(s, 0, 1)
    assert s.result == (SH, "corruption")


def test_morgul_skulker_may_shuffle_up_to_2_wraith_cards_into_the_draw_deck() -> None:
    s = table(
        site=6,
        fellowship=["Aragorn, King in Exile"],
        shadow_hand=["Morgul Skulker"],
        shadow_discard=["Black Breath", "Fear", "Hate"],
        pool=4,
    )
    start_phase(s, "shadow")
    act(s, play(s, "Morgul Skulker"))
    for _ in range(2):
        act(s, "yes")
        if ids(s)[0].startswith("pick"):
            act(s, ids(s)[0])
    left = [R.d(s, u).culture for u in s.zones[(SH, "discard")]]
    assert left == ["sauron"]


def test_ford_of_bruinen_makes_the_first_nazgul_each_turn_5_cheaper() -> None:
    s = table(site=3, sites=["Ford of Bruinen"], shadow_hand=["Úlairë Attëa", "Úlairë Lemenya"], pool=20)
    attea, lemenya = find(s, "Úlairë Attëa"), find(s, "Úlairë Lemenya")
    full_a, full_l = R.DEFS[s.cards[attea].cid].twilight or 0, R.DEFS[s.cards[lemenya].cid].twilight or 0
    assert R.twilight_cost(s, attea) == max(0, full_a - 5)
    start_phase(s, "shadow")
    act(s, play(s, "Úlairë Attëa"))
    assert R.twilight_cost(s, lemenya) == full_l  # the first was played


def test_tol_brandir_plays_up_to_3_trackers_from_the_discard_pile_and_ends_the_shadow_phase() -> None:
    s = table(
        site=9,
        sites=["Tol Brandir"],
        fellowship=["Aragorn, King in Exile"],
        shadow_discard=["Orc Scouting Band", "Orc Assassin"],
        pool=20,
    )
    start_phase(s, "shadow")
    act(s, use(s, "Tol Brandir"))
    for _ in range(3):
        if s.decision is not None and ids(s)[:1] == ["yes"]:
            act(s, "yes")
            if ids(s)[0].startswith("pick"):
                act(s, ids(s)[0])
    assert {R.d(s, u).title for u in s.zones[(SH, "shadow")]} == {"Orc Scouting Band", "Orc Assassin"}
    assert s.phase != "shadow"  # the Shadow phase is over
