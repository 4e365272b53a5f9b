"""One scenario per Shadow card and site of set 1 encoded in the third batch (``fotr/isengard.py``,
``moria.py``, ``wraith.py``, ``sauron.py``, ``sites.py``): the opponent choosing, counts, sites
replaced, move limits, weapons' bonuses, phases skipped.

Player 0 is the Free Peoples player and player 1 the Shadow player. Docstrings paraphrase the card in our
words; the rules are the expanded starter rulebook's (002): events in their phase, costs before effects
("Costs and effects"), site text while the fellowship is there; CR = Comprehensive Rules 4.2.
"""

from __future__ import annotations

import pytest

from eregion.games.tcg import rules as R
from eregion.games.tcg.state import TcgState
from tcg.harness import (
    _take,
    act,
    find,
    ids,
    offered,
    pick,
    play,
    start_phase,
    start_skirmish,
    table,
    use,
    wounds,
)
from tcg.test_fotr_shadow_more import SIX, maneuver  # (6 companions with Frodo)

SH = 1


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def skirmish(s: TcgState, defender: str, minion: str) -> TcgState:
    """Start that skirmish and pass the Free Peoples player's first action."""
    start_skirmish(s, defender, [minion])
    act(s, "pass")
    return s


# --- Isengard --------------------------------------------------------------------------------------


def test_cruel_caradhras_makes_the_free_peoples_player_exert_the_ring_bearer_or_add_a_burden() -> None:
    """The opponent chooses (CR 4.2: "the opponent chooses"); he must choose what he can do in full (002)."""
    for answer in ("opt:0", "opt:1"):
        s = table(site=3, minions=["Uruk Savage"], shadow_hand=["Cruel Caradhras"], pool=2)
        maneuver(s)
        act(s, play(s, "Cruel Caradhras"))
        assert s.decision is not None and s.decision.player == 0
        act(s, answer)
        assert (wounds(s, "Frodo"), s.burdens[0]) == ((1, 0) if answer == "opt:0" else (0, 1))
        assert wounds(s, "Uruk Savage") == 1
    s = table(site=3, minions=["Uruk Savage"], shadow_hand=["Cruel Caradhras"], pool=2)
    s.card_mut(s.rb[0]).wounds = 3  # exhausted: only the burden can be done in full
    maneuver(s)
    act(s, play(s, "Cruel Caradhras"))
    assert s.burdens[0] == 1


def test_misadventure_makes_companions_cost_2_more_away_from_sanctuaries() -> None:
    s = table(site=2, minions=["Uruk Savage"], shadow_support=["The Misadventure of Mr. Underhill"])
    sam = _take(s, 0, "Sam, Son of Hamfast", "hand")
    assert R.twilight_cost(s, sam) == 2 + 2
    s = table(site=3, sites=["Rivendell Terrace"], shadow_support=["The Misadventure of Mr. Underhill"])
    sam = _take(s, 0, "Sam, Son of Hamfast", "hand")
    assert R.twilight_cost(s, sam) == 2


def test_misadventure_needs_an_uruk_hai_to_exert() -> None:
    s = table(site=2, minions=["Uruk Savage"], shadow_hand=["The Misadventure of Mr. Underhill"], pool=2)
    start_phase(s, "shadow")
    act(s, play(s, "The Misadventure"))
    assert wounds(s, "Uruk Savage") == 1
    s = table(site=2, shadow_hand=["The Misadventure of Mr. Underhill"], pool=2)
    start_phase(s, "shadow")
    assert "The Misadventure of Mr. Underhill" not in offered(s, SH)


def test_sarumans_reach_exerts_2_companions_or_puts_the_ring_on() -> None:
    s = table(
        site=3, fellowship=["Sam, Son of Hamfast"], minions=["Uruk Savage"], shadow_hand=["Saruman's Reach"]
    )
    maneuver(s)
    act(s, play(s, "Saruman's Reach"))
    act(s, "opt:0")
    act(s, pick(s, "Sam"))
    assert wounds(s, "Sam") == 1 and wounds(s, "Frodo") == 1  # the second is a different companion
    s = table(
        site=3, fellowship=["Sam, Son of Hamfast"], minions=["Uruk Savage"], shadow_hand=["Saruman's Reach"]
    )
    maneuver(s)
    act(s, play(s, "Saruman's Reach"))
    act(s, "opt:1")
    assert s.wearing
    s = table(site=3, minions=["Uruk Savage"], shadow_hand=["Saruman's Reach"])  # Frodo alone
    maneuver(s)
    act(s, play(s, "Saruman's Reach"))
    assert s.wearing and wounds(s, "Frodo") == 0  # 2 companions cannot exert: the Ring it is


def test_traitors_voice_lowers_the_move_limit_while_the_ring_bearer_is_exhausted_or_5_burdens() -> None:
    s = table(site=3, minions=["Uruk Savage"], shadow_support=["Traitor's Voice"])
    assert R.move_limit(s) == 2
    s.burdens[0] = 5
    assert R.move_limit(s) == 1
    s.burdens[0] = 0
    s.card_mut(s.rb[0]).wounds = 3
    assert R.move_limit(s) == 1


def test_troop_of_uruk_hai_denies_its_foe_the_bonus_of_weapons() -> None:
    s = table(
        site=5,
        fellowship=["Boromir, Son of Denethor", "Sam, Son of Hamfast"],
        minions=["Troop of Uruk-hai"],
        items={"Boromir": ["Blade of Gondor", "Armor"], "Sam": ["Hobbit Sword"]},
    )
    b, sam = find(s, "Boromir"), find(s, "Sam")
    armed = R.strength(s, b)
    s.skirmish = (b, (find(s, "Troop of Uruk-hai"),))
    s.memo.clear()
    assert R.strength(s, b) == armed - 2  # Blade of Gondor's +2 is lost; Armor is no weapon
    assert R.strength(s, sam) == 3 + 2  # not skirmishing the Troop: Hobbit Sword counts


# --- Moria -----------------------------------------------------------------------------------------


def test_cave_troll_costs_3_less_at_an_underground_site_and_needs_a_moria_orc() -> None:
    s = table(site=4, sites=["Moria Lake"], shadow_hand=["Cave Troll of Moria"], pool=20)
    troll = find(s, "Cave Troll")
    assert R.twilight_cost(s, troll) == 10
    s = table(site=4, sites=["Mithril Mine"], minions=["Goblin Runner"], shadow_hand=["Cave Troll of Moria"])
    assert R.twilight_cost(s, find(s, "Cave Troll")) == 7
    s.pool = 7
    start_phase(s, "shadow")
    assert "Cave Troll of Moria, Scourge of the Black Pit" in offered(s, SH) or any(
        n.startswith("Cave Troll") for n in offered(s, SH)
    )
    s = table(site=4, sites=["Mithril Mine"], shadow_hand=["Cave Troll of Moria"], pool=20)
    start_phase(s, "shadow")
    assert not any(n.startswith("Cave Troll") for n in offered(s, SH))


def test_denizens_enraged_is_plus_1_for_each_other_moria_orc_up_to_4() -> None:
    s = table(
        site=4,
        fellowship=["Aragorn, King in Exile"],
        minions=["Goblin Runner"] * 3,
        shadow_hand=["Denizens Enraged"],
        pool=1,
    )
    skirmish(s, "Aragorn", "Goblin Runner")
    u = s.skirmish[1][0]  # type: ignore[index]
    before = R.strength(s, u)
    act(s, play(s, "Denizens Enraged"))
    act(s, f"pick:{u}")
    assert R.strength(s, u) == before + 2


def test_fool_of_a_took_reveals_until_a_card_that_is_not_a_moria_minion() -> None:
    s = table(site=4, fellowship=["Sam, Son of Hamfast"], shadow_hand=["Fool of a Took!"])
    deck = s.zones[(SH, "draw")]
    top = [u for u in deck if R.d(s, u).culture == "moria" and R.d(s, u).type == "minion"][:2]
    other = next(u for u in deck if R.d(s, u).type != "minion")
    for u in (other, *top):  # the top of the deck is its end: two Moria minions, then another card
        deck.remove(u)
        deck.append(u)
    start_phase(s, "shadow")
    act(s, play(s, "Fool of a Took!"))
    assert sorted(s.zones[(SH, "hand")]) == sorted((other, *top))
    s = table(site=4, shadow_hand=["Fool of a Took!"])  # only the Ring-bearer is a Hobbit
    start_phase(s, "shadow")
    assert "Fool of a Took!" not in offered(s, SH)


def test_goblin_backstabber_is_damage_plus_2_beside_another_moria_orc() -> None:
    s = table(site=4, fellowship=["Aragorn, King in Exile"], minions=["Goblin Backstabber", "Goblin Runner"])
    a, back, runner = find(s, "Aragorn"), find(s, "Goblin Backstabber"), find(s, "Goblin Runner")
    s.skirmish = (a, (back,))
    assert R.keyword(s, back, "damage") == 0
    s.skirmish = (a, (back, runner))
    assert R.keyword(s, back, "damage") == 2


def test_the_underdeeps_reveal_the_bottom_card_and_keep_a_moria_orc() -> None:
    s = table(
        site=4, fellowship=["Aragorn, King in Exile"], shadow_support=["The Underdeeps of Moria"], pool=3
    )
    deck = s.zones[(SH, "draw")]
    orc = next(u for u in deck if R.d(s, u).culture == "moria" and R.d(s, u).race == "orc")
    deck.remove(orc)
    deck.insert(0, orc)  # the bottom
    start_phase(s, "shadow")
    act(s, use(s, "The Underdeeps"))
    assert s.cards[orc].zone == "hand" and s.pool == 0
    s = table(
        site=4, fellowship=["Aragorn, King in Exile"], shadow_support=["The Underdeeps of Moria"], pool=3
    )
    deck = s.zones[(SH, "draw")]
    other = next(u for u in deck if R.d(s, u).type != "minion")
    deck.remove(other)
    deck.insert(0, other)
    start_phase(s, "shadow")
    act(s, use(s, "The Underdeeps"))
    assert s.cards[other].zone == "discard"


# --- Ringwraith ------------------------------------------------------------------------------------


def test_beauty_is_fading_discards_a_free_peoples_item_or_else_a_character() -> None:
    s = table(
        site=3,
        fellowship=["Boromir, Son of Denethor"],
        items={"Boromir": ["Blade of Gondor"]},
        minions=["Úlairë Attëa"],
        shadow_hand=["Beauty Is Fading"],
        pool=5,
    )
    maneuver(s)
    act(s, play(s, "Beauty Is Fading"))
    assert (
        s.cards[find(s, "Blade of Gondor")].zone == "discard"
        and s.cards[find(s, "Boromir")].zone == "fellowship"
    )
    s = table(
        site=3,
        fellowship=["Boromir, Son of Denethor"],
        minions=["Úlairë Attëa"],
        shadow_hand=["Beauty Is Fading"],
        pool=5,
    )
    maneuver(s)
    act(s, play(s, "Beauty Is Fading"))
    assert s.cards[find(s, "Boromir")].zone == "discard"  # never the Ring-bearer


def test_dark_whispers_needs_3_or_6_burdens() -> None:
    s = table(
        site=3, fellowship=["Aragorn, King in Exile"], minions=["Úlairë Attëa"], shadow_hand=["Dark Whispers"]
    )
    skirmish(s, "Aragorn", "Úlairë Attëa")
    assert "Dark Whispers" not in offered(s, SH)
    for burdens, bonus, damage in ((3, 1, 1), (6, 3, 2)):
        s = table(
            site=3,
            fellowship=["Aragorn, King in Exile"],
            minions=["Úlairë Attëa"],
            shadow_hand=["Dark Whispers"],
            burdens=burdens,
        )
        skirmish(s, "Aragorn", "Úlairë Attëa")
        u = find(s, "Úlairë Attëa")
        before = R.strength(s, u)
        act(s, play(s, "Dark Whispers"))
        if "opt:1" in ids(s):
            act(s, "opt:1")
        assert R.strength(s, u) == before + bonus and R.keyword(s, u, "damage") == damage


def test_frozen_by_fear_is_plus_3_while_the_ring_bearer_is_assigned() -> None:
    for rb_assigned, bonus in ((False, 2), (True, 3)):
        s = table(
            site=3,
            fellowship=["Aragorn, King in Exile"],
            minions=["Úlairë Attëa", "Goblin Runner"],
            shadow_hand=["Frozen by Fear"],
            pool=1,
        )
        skirmish(s, "Aragorn", "Úlairë Attëa")
        if rb_assigned:  # Frodo's skirmish is still to come
            s.assign = ((s.rb[0], (find(s, "Goblin Runner"),)),)
        u = find(s, "Úlairë Attëa")
        before = R.strength(s, u)
        act(s, play(s, "Frozen by Fear"))
        assert R.strength(s, u) == before + bonus


def test_the_masters_will_reveals_a_card_for_each_nazgul_and_keeps_the_wraith_cards() -> None:
    s = table(site=3, minions=["Úlairë Attëa", "Úlairë Enquëa"], shadow_hand=["The Master's Will"], pool=1)
    deck = s.zones[(SH, "draw")]
    wraith = _take(s, SH, "Black Breath", "draw")
    other = next(u for u in deck if R.d(s, u).culture != "ringwraith")
    for u in (other, wraith):
        deck.remove(u)
        deck.append(u)  # the top: Black Breath, then another card
    start_phase(s, "shadow")
    act(s, play(s, "The Master's Will"))
    assert s.cards[wraith].zone == "hand" and s.cards[other].zone == "discard"


def test_paths_seldom_trodden_replaces_the_fellowships_site_with_yours() -> None:
    s = table(
        site=1,
        fellowship=["Aragorn, King in Exile"],
        minions=["Úlairë Attëa"],
        shadow_support=["Paths Seldom Trodden"],
        pool=3,
    )
    mine = s.path[1]
    assert s.cards[mine].owner == 0
    start_phase(s, "shadow")
    act(s, use(s, "Paths Seldom Trodden"))
    assert s.cards[s.path[1]].owner == SH and s.cards[mine].zone == "adventure" and s.pool == 0
    start_phase(s, "shadow")
    assert "Paths Seldom Trodden" not in offered(s, SH)  # already the Shadow player's


def test_ulaire_nelya_replaces_an_opponents_site_of_his_choice() -> None:
    s = table(site=2, fellowship=["Aragorn, King in Exile"], minions=["Úlairë Nelya"])
    start_phase(s, "shadow")
    assert s.cards[s.path[1]].owner == 0  # site 1 is the only one of the Free Peoples player's
    act(s, use(s, "Úlairë Nelya"))  # (so it is chosen at once)
    assert s.cards[s.path[1]].owner == SH and wounds(s, "Úlairë Nelya") == 1
    start_phase(s, "shadow")
    assert "Úlairë Nelya" not in offered(s, SH)  # no site of the opponent's left


def test_sword_of_minas_morgul_discards_a_possession_of_lemenyas_foe() -> None:
    s = table(
        site=3,
        fellowship=["Boromir, Son of Denethor"],
        items={"Boromir": ["Blade of Gondor"], "Úlairë Lemenya": ["Sword of Minas Morgul"]},
        minions=["Úlairë Lemenya"],
    )
    lem = find(s, "Úlairë Lemenya")
    assert R.keyword(s, lem, "damage") == 1
    skirmish(s, "Boromir", "Úlairë Lemenya")
    act(s, use(s, "Sword of Minas Morgul"))
    assert s.cards[find(s, "Blade of Gondor")].zone == "discard" and wounds(s, "Úlairë Lemenya") == 1


def test_ulaire_cantea_discards_a_weapon_borne_by_his_foe() -> None:
    s = table(
        site=3,
        fellowship=["Boromir, Son of Denethor", "Legolas, Prince of Mirkwood"],
        items={"Boromir": ["Blade of Gondor", "Armor"], "Legolas": ["Elven Bow"]},
        minions=["Úlairë Cantëa"],
    )
    skirmish(s, "Boromir", "Úlairë Cantëa")
    act(s, use(s, "Úlairë Cantëa"))
    assert s.cards[find(s, "Blade of Gondor")].zone == "discard"
    assert s.cards[find(s, "Armor")].zone == "attached" and s.cards[find(s, "Elven Bow")].zone == "attached"


def test_ulaire_nertea_plays_a_minion_from_the_discard_pile_for_each_companion_over_4() -> None:
    s = table(
        site=3,
        fellowship=SIX,
        shadow_hand=["Úlairë Nertëa"],
        shadow_discard=["Goblin Patrol Troop", "Goblin Patrol Troop"],
        pool=30,
    )
    start_phase(s, "shadow")
    act(s, play(s, "Úlairë Nertëa"))
    for _ in range(2):  # 6 companions: twice, each time may
        act(s, "yes")
        if "pick" in ids(s)[0]:
            act(s, ids(s)[0])
    assert len([u for u in s.zones[(SH, "shadow")] if R.d(s, u).title == "Goblin Patrol Troop"]) == 2


# --- Sauron ----------------------------------------------------------------------------------------


def test_all_thought_bent_on_it_makes_the_free_peoples_player_exert_for_each_companion_over_4() -> None:
    s = table(site=6, fellowship=SIX, minions=["Orc Soldier"], shadow_hand=["All Thought Bent on It"], pool=2)
    maneuver(s)
    act(s, play(s, "All Thought Bent on It"))
    assert s.decision is not None and s.decision.player == 0
    act(s, pick(s, "Aragorn"))
    act(s, pick(s, "Gimli"))
    assert wounds(s, "Aragorn") == 1 and wounds(s, "Gimli") == 1
    s = table(
        site=6, fellowship=SIX[:3], minions=["Orc Soldier"], shadow_hand=["All Thought Bent on It"], pool=2
    )
    maneuver(s)
    assert "All Thought Bent on It" not in offered(s, SH)


def test_despair_corrupts_the_ring_bearer_at_12_burdens_and_dead_companions() -> None:
    dead = ["Boromir, Son of Denethor", "Legolas, Prince of Mirkwood"]
    s = table(site=6, minions=["Orc Soldier"], shadow_hand=["Despair"], burdens=9, dead=dead, pool=2)
    maneuver(s)
    assert "Despair" not in offered(s, SH)  # 11
    s = table(
        site=6,
        minions=["Orc Soldier"],
        shadow_hand=["Despair"],
        burdens=9,
        dead=[*dead, "Gimli, Dwarf of Erebor"],
        pool=2,
    )
    s.resistance[0] = 20  # (9 burdens would otherwise have corrupted Frodo already)
    maneuver(s)
    act(s, play(s, "Despair"))
    assert s.result == (SH, "corruption")


def test_desperate_measures_removes_a_burden_to_mill_5() -> None:
    s = table(site=6, minions=["Orc Soldier"], shadow_hand=["Desperate Measures"], burdens=1, pool=2)
    deck = len(s.zones[(0, "draw")])
    maneuver(s)
    act(s, play(s, "Desperate Measures"))
    assert s.burdens[0] == 0 and len(s.zones[(0, "draw")]) == deck - 5
    s = table(site=6, minions=["Orc Soldier"], shadow_hand=["Desperate Measures"], pool=2)
    maneuver(s)
    assert "Desperate Measures" not in offered(s, SH)


def test_enduring_evil_is_minus_1_for_each_burden_on_a_foe_of_a_sauron_orc() -> None:
    s = table(
        site=6,
        fellowship=["Aragorn, King in Exile"],
        minions=["Orc Soldier"],
        shadow_hand=["Enduring Evil"],
        burdens=3,
    )
    skirmish(s, "Aragorn", "Orc Soldier")
    a = find(s, "Aragorn")
    before = R.strength(s, a)
    act(s, play(s, "Enduring Evil"))
    assert R.strength(s, a) == before - 3


def test_a_host_avails_little_wounds_once_for_each_companion_over_5() -> None:
    seven = [*SIX, "Gandalf, The Grey Wizard"]
    s = table(site=6, fellowship=seven, minions=["Orc Soldier"], shadow_hand=["A Host Avails Little"], pool=3)
    maneuver(s)
    act(s, play(s, "A Host Avails Little"))
    assert f"pick:{s.rb[0]}" not in ids(s)
    act(s, pick(s, "Aragorn"))
    act(s, pick(s, "Gimli"))
    assert wounds(s, "Aragorn") == 1 and wounds(s, "Gimli") == 1


def test_the_number_must_be_few_lowers_the_move_limit_at_7_companions() -> None:
    s = table(site=3, fellowship=SIX, minions=["Orc Soldier"], shadow_support=["The Number Must Be Few"])
    assert R.move_limit(s) == 2
    s = table(
        site=3,
        fellowship=[*SIX, "Gandalf, The Grey Wizard"],
        minions=["Orc Soldier"],
        shadow_support=["The Number Must Be Few"],
    )
    assert R.move_limit(s) == 1


def test_saurons_defenses_lowers_the_move_limit_at_3_dead_companions() -> None:
    dead = ["Boromir, Son of Denethor", "Legolas, Prince of Mirkwood"]
    s = table(site=3, dead=dead, shadow_support=["Sauron's Defenses"])
    assert R.move_limit(s) == 2
    s = table(site=3, dead=[*dead, "Gimli, Dwarf of Erebor"], shadow_support=["Sauron's Defenses"])
    assert R.move_limit(s) == 1


def test_the_weight_of_a_legacy_plays_on_aragorn_for_strength_minus_1() -> None:
    s = table(
        site=6,
        fellowship=["Aragorn, King in Exile"],
        minions=["Orc Soldier"],
        shadow_hand=["The Weight of a Legacy"],
    )
    a = find(s, "Aragorn")
    before = R.strength(s, a)
    start_phase(s, "shadow")
    act(s, play(s, "The Weight of a Legacy"))
    assert s.cards[find(s, "The Weight of a Legacy")].host == a and R.strength(s, a) == before - 1
    assert wounds(s, "Orc Soldier") == 1


def test_you_bring_great_evil_keeps_its_bearer_from_healing_at_a_sanctuary() -> None:
    s = table(
        site=3,
        sites=["Rivendell Terrace"],
        fellowship=["Gimli, Dwarf of Erebor"],
        minions=["Orc Soldier"],
        shadow_hand=["You Bring Great Evil"],
        pool=1,
    )
    s.card_mut(find(s, "Gimli")).wounds = 2
    start_phase(s, "shadow")
    act(s, play(s, "You Bring Great Evil"))
    act(s, pick(s, "Gimli"))
    g = find(s, "Gimli")
    assert not R.can_heal(s, g)
    s.pos[0] = 2  # away from the sanctuary it heals again
    s.memo.clear()
    assert R.can_heal(s, g)


def test_you_bring_great_evil_is_not_played_on_an_elf() -> None:
    s = table(
        site=6,
        fellowship=["Legolas, Prince of Mirkwood"],
        minions=["Orc Soldier"],
        shadow_hand=["You Bring Great Evil"],
        pool=1,
    )
    start_phase(s, "shadow")
    act(s, play(s, "You Bring Great Evil"))  # Frodo is its only legal bearer: chosen at once
    assert s.cards[find(s, "You Bring Great Evil")].host == s.rb[0]


# --- sites -----------------------------------------------------------------------------------------


def test_shire_lookout_point_plays_gandalfs_cart_from_the_draw_deck() -> None:
    s = table(site=1, sites=["Shire Lookout Point"], fellowship=["Gandalf, The Grey Wizard"])
    cart = _take(s, 0, "Gandalf's Cart", "draw")
    start_phase(s, "fellowship")
    act(s, use(s, "Shire Lookout Point"))
    if f"pick:{cart}" in ids(s):
        act(s, f"pick:{cart}")
    assert s.cards[cart].zone == "support"
    s = table(site=1, sites=["Shire Lookout Point"])
    start_phase(s, "fellowship")
    assert "Shire Lookout Point" not in offered(s)


def test_breeland_forest_forbids_stealth_events() -> None:
    s = table(
        site=2,
        sites=["Breeland Forest"],
        hand=["Hobbit Intuition"],
        fellowship=["Sam, Son of Hamfast"],
        minions=["Goblin Runner"],
    )
    skirmish(s, "Sam", "Goblin Runner")
    act(s, "pass")  # the Shadow player passes: the Free Peoples player again
    assert "Hobbit Intuition" not in offered(s)
    s = table(
        site=2, hand=["Hobbit Intuition"], fellowship=["Sam, Son of Hamfast"], minions=["Goblin Runner"]
    )
    start_skirmish(s, "Sam", ["Goblin Runner"])
    assert "Hobbit Intuition" in offered(s)


def test_buckleberry_ferry_has_no_skirmishes_while_only_hobbits_are_in_the_fellowship() -> None:
    s = table(
        site=2, sites=["Buckleberry Ferry"], fellowship=["Sam, Son of Hamfast"], minions=["Goblin Runner"]
    )
    start_phase(s, "maneuver")
    for _ in range(4):
        if s.phase == "regroup":
            break
        act(s, "pass")
    assert s.phase == "regroup" and not s.assign
    s = table(
        site=2, sites=["Buckleberry Ferry"], fellowship=["Aragorn, King in Exile"], minions=["Goblin Runner"]
    )
    start_phase(s, "maneuver")
    act(s, "pass", "pass")
    assert s.phase in ("archery", "assignment")


def test_balins_tomb_discards_a_tale_to_heal_a_companion() -> None:
    s = table(
        site=4,
        sites=["Balin's Tomb"],
        fellowship=["Legolas, Prince of Mirkwood"],
        hand=["The Tale of Gil-galad"],
        minions=["Goblin Runner"],
    )
    s.card_mut(find(s, "Legolas")).wounds = 1
    start_phase(s, "maneuver")
    act(s, use(s, "Balin's Tomb"))
    if "opt:1" in ids(s):
        act(s, "opt:1")
    act(s, pick(s, "The Tale of Gil-galad"))
    if s.decision is not None and s.decision.prompt.startswith("Balin"):
        act(s, pick(s, "Legolas"))
    assert wounds(s, "Legolas") == 0 and s.cards[find(s, "The Tale of Gil-galad")].zone == "discard"


def test_anduin_wilderland_skips_the_archery_phase() -> None:
    s = table(
        site=7,
        sites=["Anduin Wilderland"],
        fellowship=["Legolas, Prince of Mirkwood"],
        minions=["Goblin Runner"],
    )
    start_phase(s, "maneuver")
    act(s, "pass", "pass")
    assert s.phase == "assignment"
    assert wounds(s, "Goblin Runner") == 0  # Legolas never shot


def test_anduin_banks_adds_2_to_the_minion_archery_total_for_each_companion_over_4() -> None:
    s = table(site=8, sites=["Anduin Banks"], fellowship=SIX, minions=["Goblin Runner"])
    assert R.archery_total(s, "shadow") == 4
    s = table(site=8, sites=["Anduin Banks"], fellowship=SIX[:3], minions=["Goblin Runner"])
    assert R.archery_total(s, "shadow") == 0


def test_brown_lands_adds_1_for_each_minion_archer_up_to_4() -> None:
    s = table(site=8, sites=["Brown Lands"], minions=["Goblin Marksman"] * 5)
    assert R.archery_total(s, "shadow") == 5 + 4


def test_summit_of_amon_hen_lets_the_shadow_player_draw_a_card_for_each_burden() -> None:
    s = table(site=8, sites=["Summit of Amon Hen"], burdens=3)
    start_phase(s, "fellowship")
    act(s, "move")
    assert s.decision is not None and s.decision.player == SH
    act(s, "yes")
    assert len(s.zones[(SH, "hand")]) == 3
