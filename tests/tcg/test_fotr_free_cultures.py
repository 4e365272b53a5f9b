"""One scenario per Free Peoples card of set 1 encoded in the per-culture modules
(``eregion/games/tcg/fotr/{dwarven,elven,gandalf,gondor,shire}.py``, issue 16).

Player 0 is the Free Peoples player and player 1 the Shadow player. Docstrings paraphrase the card in our
words; the rules are the expanded starter rulebook's (002) unless the Comprehensive Rules 4.2 (CR) are
named: events in their phase, costs before effects ("Costs and effects"), special abilities of active
cards, allies taking part in archery and skirmishes only at home ("Allies") unless a card allows it.
"""

from __future__ import annotations

import pytest

from eregion.games.tcg import playing as PL
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.combat import defenders
from eregion.games.tcg.filters import Q
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.state import TcgState
from eregion.games.tcg.vocab import DiscardTarget
from tcg.harness import (
    _take,
    act,
    find,
    ids,
    logged,
    names,
    offered,
    passes,
    pick,
    play,
    start_phase,
    start_skirmish,
    table,
    use,
    wounds,
)
from tcg.test_fotr_free_more import on_top_of_deck

pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def on_top(s: TcgState, *cards: str) -> None:
    """Put new copies of cards on top of the Free Peoples player's draw deck, the last named on top."""
    for name in cards:
        on_top_of_deck(s, name)


def passes_to(s: TcgState, p: int) -> None:
    """The other player passes until ``p`` is asked again (the skirmish action procedure)."""
    while s.decision is not None and s.decision.player != p:
        act(s, "pass")


# --- Dwarven ---------------------------------------------------------------------------------------


def test_dwarven_axe_mills_the_shadow_player_for_each_minion_losing_to_its_bearer() -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        items={"Gimli": ["Dwarven Axe"]},
        minions=["Goblin Runner", "Goblin Sneak"],
    )
    start_skirmish(s, "Gimli", ["Goblin Runner", "Goblin Sneak"])
    S.modify(s, find(s, "Gimli"), "strength", 5, "skirmish", -1)
    passes(s)
    assert [e[1] for e in logged(s, "mill")] == [1, 1]  # both minions lost to Gimli: 2 cards, the Shadow's


def test_gimlis_helm_caps_wounds_and_is_discarded_to_prevent_them_all() -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        items={"Gimli": ["Gimli's Helm"]},
        minions=["Goblin Runner"],
    )
    assert R.max_skirmish_wounds(s, find(s, "Gimli")) == 1
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    act(s, use(s, "Gimli's Helm"))
    assert "Gimli's Helm" in names(s, 0, "discard")
    assert R.max_skirmish_wounds(s, find(s, "Gimli")) == 0


def test_greatest_kingdom_exerts_a_dwarf_and_mills_for_each_orc_the_opponent_plays() -> None:
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"], hand=["Greatest Kingdom of My People"])
    start_phase(s, "fellowship")
    act(s, play(s, "Greatest Kingdom"))
    assert wounds(s, "Gimli") == 1  # the cost to play it
    s.phase = "shadow"
    u = _take(s, 1, "Goblin Runner", "hand")
    deck = len(s.zones[(1, "draw")])
    s.pool = 5
    PL.start_play(s, 1, u)
    S.RULES.run(s)
    assert len(s.zones[(1, "draw")]) == deck - 1


def test_stairs_of_khazad_dum_makes_a_dwarf_skirmishing_a_moria_minion_stronger() -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        support=["Stairs of Khazad-dûm"],
        minions=["Goblin Runner"],
    )
    gimli = find(s, "Gimli")
    before = R.strength(s, gimli)
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    assert R.strength(s, gimli) == before + 1


def test_thrarin_exerts_to_take_part_away_from_home() -> None:
    s = table(site=4, support=["Thrarin"], minions=["Goblin Runner"])
    start_phase(s, "maneuver")
    thrarin = find(s, "Thrarin")
    assert thrarin not in defenders(s)  # home site 3 (002, "Allies")
    act(s, use(s, "Thrarin"))
    assert wounds(s, "Thrarin") == 1 and thrarin in defenders(s)


# --- Elven -----------------------------------------------------------------------------------------


def test_curse_their_foul_feet_makes_the_opponent_discard_a_card_for_each_orc_revealed() -> None:
    s = table(
        site=2,
        fellowship=["Legolas, Greenleaf"],
        hand=["Curse Their Foul Feet!"],
        shadow_hand=["Goblin Runner", "Goblin Sneak", "Uruk Savage"],
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Curse Their Foul Feet!"))
    assert wounds(s, "Legolas") == 1 and logged(s, "reveal_hand")
    assert s.decision is not None and s.decision.player == 1  # he chooses what to discard
    act(s, pick(s, "Uruk Savage"))
    act(s, pick(s, "Goblin Sneak"))
    assert names(s, 1, "hand") == ["Goblin Runner"]  # two Orcs revealed: two cards discarded


def test_far_seeing_eyes_makes_the_opponent_discard_each_time_you_play_an_elf() -> None:
    s = table(
        site=2,
        support=["Far-seeing Eyes"],
        hand=["Legolas, Greenleaf"],
        shadow_hand=["Goblin Runner", "Goblin Sneak"],
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Legolas"))
    assert s.decision is not None and s.decision.player == 1
    act(s, pick(s, "Goblin Runner"))
    assert names(s, 1, "hand") == ["Goblin Sneak"] and "Goblin Runner" in names(s, 1, "discard")


def test_galadriel_heals_home_6_allies_and_exerts_to_play_an_elf_for_free() -> None:
    s = table(site=2, support=["Galadriel, Lady of Light"], hand=["Legolas, Greenleaf"])
    s.card_mut(find(s, "Galadriel")).wounds = 1
    s.stack = [("fellowship",), ("start_of_turn",)]
    S.RULES.run(s)
    assert wounds(s, "Galadriel") == 0
    pool = s.pool
    act(s, use(s, "Galadriel"))
    act(s, pick(s, "Legolas"))
    assert wounds(s, "Galadriel") == 1 and find(s, "Legolas", zone="fellowship") >= 0 and s.pool == pool


def test_gwemegil_pumps_arwen_for_an_exertion_or_two_cards_from_hand() -> None:
    s = table(
        site=4,
        fellowship=["Arwen, Daughter of Elrond"],
        items={"Arwen": ["Gwemegil"]},
        minions=["Goblin Runner"],
        hand=["Elf-song", "Axe Strike"],
    )
    arwen = find(s, "Arwen")
    assert R.keyword(s, arwen, "damage") == 1
    start_skirmish(s, "Arwen", ["Goblin Runner"])
    before = R.strength(s, arwen)
    act(s, use(s, "Gwemegil"), "opt:1")
    assert s.decision is not None
    while "pick" in " ".join(ids(s)):
        act(s, ids(s)[0])
    assert len(s.zones[(0, "hand")]) == 0 and wounds(s, "Arwen") == 0
    assert R.strength(s, arwen) == before + 1
    passes_to(s, 0)
    act(s, use(s, "Gwemegil"))  # only the exertion is left: taken at once
    assert wounds(s, "Arwen") == 1 and R.strength(s, arwen) == before + 2


def test_haldir_needs_an_elf_and_is_stronger_at_sites_6_to_8() -> None:
    s = table(site=2, hand=["Haldir"])
    start_phase(s, "fellowship")
    assert "Haldir, Elf of the Golden Wood" not in offered(s)
    for site, bonus in ((5, 0), (6, 2), (8, 2), (9, 0)):
        s = table(site=site, fellowship=["Haldir"])
        assert R.strength(s, find(s, "Haldir")) == 5 + bonus, site


def test_the_last_alliance_counts_elves_up_to_plus_3() -> None:
    s = table(
        site=2,
        fellowship=["Aragorn, Ranger of the North", "Legolas, Greenleaf"],
        items={"Aragorn": ["The Last Alliance of Elves and Men"]},
    )
    aragorn = find(s, "Aragorn")
    assert R.strength(s, aragorn) == 8 + 1
    for elf in ("Arwen, Daughter of Elrond", "Haldir", "Lórien Elf"):
        _take(s, 0, elf, "fellowship")
    s.memo.clear()  # (cards made by the harness, not moved)
    assert R.strength(s, aragorn) == 8 + 3  # 4 Elves, limit +3


def test_legolas_shoots_on_his_own_and_then_does_not_add_to_the_archery_total() -> None:
    s = table(site=4, fellowship=["Legolas, Greenleaf"], minions=["Goblin Runner", "Goblin Sneak"])
    start_phase(s, "archery")
    assert R.archery_total(s, "free") == 1
    act(s, use(s, "Legolas"))
    act(s, pick(s, "Goblin Runner"))
    assert "Goblin Runner" in names(s, 1, "discard") and wounds(s, "Legolas") == 1  # vitality 1
    assert R.archery_total(s, "free") == 0
    passes_to(s, 0)
    act(s, use(s, "Legolas"))  # again (the only minion left is chosen at once): he still adds nothing
    assert "Goblin Sneak" in names(s, 1, "discard") and wounds(s, "Legolas") == 2
    assert R.archery_total(s, "free") == 0


def test_mallorn_trees_reveals_an_elven_card_and_puts_it_under_the_deck() -> None:
    s = table(site=2, support=["Mallorn-trees"], hand=["Elf-song", "Axe Strike"])
    start_phase(s, "fellowship")
    act(s, use(s, "Mallorn-trees"))
    act(s, pick(s, "Elf-song"))
    assert names(s, 0, "hand") == ["Axe Strike"] and names(s, 0, "draw")[0] == "Elf-song"
    assert "Elf-song" in logged(s, "beneath_deck")[-1][-1]  # shown, so named


def test_the_splendor_of_their_banners_needs_an_archer_bearer() -> None:
    s = table(
        site=4,
        fellowship=["Legolas, Greenleaf"],
        items={"Legolas": ["The Splendor of Their Banners"]},
        minions=["Goblin Runner"],
    )
    start_phase(s, "archery")
    act(s, use(s, "The Splendor"))
    assert R.archery_total(s, "free") == 2 and wounds(s, "Legolas") == 1
    s = table(
        site=4,
        fellowship=["Arwen, Daughter of Elrond"],
        items={"Arwen": ["The Splendor of Their Banners"]},
        minions=["Goblin Runner"],
    )
    start_phase(s, "archery")
    assert "The Splendor of Their Banners" not in offered(s)


def test_the_white_arrows_of_lorien_discard_2_cards_at_random() -> None:
    s = table(
        site=4,
        fellowship=["Legolas, Greenleaf"],
        items={"Legolas": ["The White Arrows of Lórien"]},
        minions=["Goblin Runner"],
        shadow_hand=["Goblin Sneak", "Uruk Savage", "Moria Scout"],
    )
    start_phase(s, "archery")
    act(s, use(s, "The White Arrows"))
    assert len(s.zones[(1, "hand")]) == 1 and len(s.zones[(1, "discard")]) == 2


@pytest.mark.parametrize(
    ("event", "ally"), [("Support of the Last", "Thrarin"), ("Swan-ship", "Galadriel, Lady of Light")]
)
def test_an_elf_ally_event_pumps_and_lets_a_home_ally_fight_until_regroup(event: str, ally: str) -> None:
    s = table(site=4, support=[ally], minions=["Goblin Runner"], hand=[event])
    start_phase(s, "maneuver")
    if ally == "Thrarin":  # a Dwarf: not an Elf ally of site 3
        assert not any(n.startswith(event) for n in offered(s))
        return
    u = find(s, ally)
    before = R.strength(s, u)
    act(s, play(s, event))
    assert wounds(s, ally) == 1 and R.strength(s, u) == before + 3 and u in defenders(s)


# --- Gandalf ---------------------------------------------------------------------------------------


def test_gandalf_friend_of_the_shirefolk_counts_the_races_of_the_fellowship() -> None:
    s = table(site=2, fellowship=["Gandalf, Friend of the Shirefolk"])
    gandalf = find(s, "Gandalf")
    assert R.strength(s, gandalf) == 6 + 1  # Frodo: a Hobbit
    for name in ("Gimli, Dwarf of Erebor", "Legolas, Greenleaf", "Legolas, Prince of Mirkwood"):
        _take(s, 0, name, "fellowship")
    s.memo.clear()  # (cards made by the harness, not moved)
    assert R.strength(s, gandalf) == 6 + 3  # two Elves are one race; no Man


def test_gandalfs_pipe_discards_pipeweed_to_remove_a_burden_for_each_pipe() -> None:
    s = table(
        site=2,
        burdens=3,
        fellowship=["Gandalf, Friend of the Shirefolk"],
        support=["Longbottom Leaf"],
        items={"Gandalf": ["Gandalf's Pipe"], "Frodo": ["The Gaffer's Pipe"]},
    )
    start_phase(s, "fellowship")
    act(s, use(s, "Gandalf's Pipe"))
    assert "Longbottom Leaf" in names(s, 0, "discard") and s.burdens[0] == 1  # 2 pipes spotted


def test_glamdring_reveals_and_removes_a_twilight_token_for_each_orc() -> None:
    s = table(
        site=2,
        pool=4,
        fellowship=["Gandalf, Friend of the Shirefolk"],
        items={"Gandalf": ["Glamdring"]},
        shadow_hand=["Goblin Runner", "Goblin Sneak", "Uruk Savage"],
    )
    assert R.keyword(s, find(s, "Gandalf"), "damage") == 1
    start_phase(s, "fellowship")
    act(s, use(s, "Glamdring"))
    assert wounds(s, "Gandalf") == 1 and logged(s, "reveal_hand") and s.pool == 2


def test_glamdring_is_offered_whatever_the_opponent_holds() -> None:
    """Ruling 12: offering it only when he holds an Orc would tell what he holds."""
    s = table(
        site=2,
        pool=4,
        fellowship=["Gandalf, Friend of the Shirefolk"],
        items={"Gandalf": ["Glamdring"]},
        shadow_hand=["Uruk Savage"],
    )
    start_phase(s, "fellowship")
    act(s, use(s, "Glamdring"))
    assert s.pool == 4


def test_let_folly_be_our_cloak_exerts_x_companions_to_remove_x() -> None:
    s = table(
        site=2,
        pool=5,
        fellowship=["Gimli, Dwarf of Erebor", "Legolas, Greenleaf"],
        hand=["Let Folly Be Our Cloak"],
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Let Folly"))
    act(s, pick(s, "Gimli"))
    act(s, "opt:1")
    act(s, pick(s, "Legolas"))
    act(s, "opt:0")
    assert s.pool == 5 - 2 and wounds(s, "Gimli") == wounds(s, "Legolas") == 1 and wounds(s, "Frodo") == 0


def test_ottar_needs_gandalf_and_trades_up_to_3_cards() -> None:
    s = table(site=2, hand=["Ottar"])
    start_phase(s, "fellowship")
    assert "Ottar, Man of Laketown" not in offered(s)
    s = table(
        site=2,
        support=["Ottar"],
        fellowship=["Gandalf, Friend of the Shirefolk"],
        hand=["Elf-song", "Axe Strike", "Cleaving Blow"],
    )
    start_phase(s, "fellowship")
    act(s, use(s, "Ottar"))
    act(s, pick(s, "Elf-song"))
    act(s, "opt:1")
    act(s, pick(s, "Axe Strike"))
    act(s, "opt:0")
    assert names(s, 0, "discard") == ["Elf-song", "Axe Strike"] and len(s.zones[(0, "hand")]) == 3
    assert wounds(s, "Ottar") == 1


def test_questions_that_need_answering_takes_2_of_the_top_4() -> None:
    s = table(
        site=2,
        pool=2,
        fellowship=["Gandalf, Friend of the Shirefolk"],
        hand=["Questions That Need Answering"],
    )
    on_top(s, "Elf-song", "Axe Strike", "Cleaving Blow", "Halfling Deftness")
    start_phase(s, "fellowship")
    act(s, play(s, "Questions"))
    act(s, pick(s, "Axe Strike"))
    act(s, pick(s, "Cleaving Blow"))
    assert sorted(names(s, 0, "hand")) == ["Axe Strike", "Cleaving Blow"]
    assert {"Elf-song", "Halfling Deftness"} <= set(names(s, 0, "discard"))
    s = table(
        site=2,
        pool=3,
        fellowship=["Gandalf, Friend of the Shirefolk"],
        hand=["Questions That Need Answering"],
    )
    start_phase(s, "fellowship")
    assert "Questions That Need Answering" not in offered(s)  # 3 twilight tokens: not fewer than 3


def test_risk_a_little_light_takes_1_of_the_top_2() -> None:
    s = table(site=2, pool=1, fellowship=["Gandalf, Friend of the Shirefolk"], hand=["Risk a Little Light"])
    on_top(s, "Elf-song", "Axe Strike")
    start_phase(s, "fellowship")
    act(s, play(s, "Risk a Little Light"))
    act(s, pick(s, "Elf-song"))
    assert names(s, 0, "hand") == ["Elf-song"] and names(s, 0, "discard")[-2:] == [
        "Axe Strike",
        "Risk a Little Light",
    ]


def test_a_wizard_is_never_late_plays_a_gandalf_character_from_the_draw_deck() -> None:
    s = table(site=2, hand=["A Wizard Is Never Late"])
    on_top(s, "Gandalf, Friend of the Shirefolk")
    start_phase(s, "fellowship")
    act(s, play(s, "A Wizard"))
    act(s, pick(s, "Gandalf"))
    assert find(s, "Gandalf", zone="fellowship") >= 0


# --- Gondor ----------------------------------------------------------------------------------------


def test_an_able_guide_spots_a_ranger_to_remove_up_to_4() -> None:
    s = table(
        site=4, pool=3, phase="regroup", fellowship=["Aragorn, Ranger of the North"], hand=["An Able Guide"]
    )
    start_phase(s, "regroup")
    act(s, play(s, "An Able Guide"))
    assert s.pool == 0  # as many of the 4 as there are


def test_aragorns_bow_makes_him_an_archer_who_may_shoot_on_his_own() -> None:
    s = table(
        site=4,
        fellowship=["Aragorn, Ranger of the North"],
        items={"Aragorn": ["Aragorn's Bow"]},
        minions=["Goblin Runner", "Goblin Sneak"],
    )
    start_phase(s, "archery")
    assert R.archery_total(s, "free") == 1
    act(s, use(s, "Aragorn's Bow"))
    act(s, pick(s, "Goblin Runner"))
    assert wounds(s, "Aragorn") == 1 and "Goblin Runner" in names(s, 1, "discard")
    assert R.archery_total(s, "free") == 0


def test_aragorns_pipe_heals_a_different_companion_for_each_pipe() -> None:
    s = table(
        site=2,
        fellowship=["Aragorn, Ranger of the North", "Gimli, Dwarf of Erebor"],
        support=["Longbottom Leaf"],
        items={"Aragorn": ["Aragorn's Pipe"], "Frodo": ["The Gaffer's Pipe"]},
    )
    for name in ("Aragorn", "Gimli", "Frodo"):
        s.card_mut(find(s, name)).wounds = 2
    start_phase(s, "fellowship")
    act(s, use(s, "Aragorn's Pipe"))
    act(s, pick(s, "Gimli"))
    assert f"pick:{find(s, 'Gimli')}" not in ids(s)
    act(s, pick(s, "Frodo"))
    assert [wounds(s, n) for n in ("Aragorn", "Gimli", "Frodo")] == [2, 1, 1]


def test_change_of_plans_makes_the_opponent_redraw_8() -> None:
    s = table(
        site=4,
        fellowship=["Aragorn, Ranger of the North"],
        hand=["Change of Plans"],
        shadow_hand=["Goblin Runner", "Uruk Savage"],
    )
    start_phase(s, "regroup")
    act(s, play(s, "Change of Plans"))
    assert wounds(s, "Aragorn") == 1 and len(s.zones[(1, "hand")]) == 8


def test_one_whom_men_would_follow_lets_an_ally_fight_until_regroup() -> None:
    s = table(
        site=4,
        fellowship=["Aragorn, Ranger of the North"],
        support=["Thrarin"],
        minions=["Goblin Runner"],
        hand=["One Whom Men Would Follow"],
    )
    start_phase(s, "maneuver")
    thrarin = find(s, "Thrarin")
    act(s, play(s, "One Whom"))
    assert wounds(s, "Aragorn") == 1 and R.strength(s, thrarin) == 4 + 2 and thrarin in defenders(s)


def test_a_rangers_versatility_exhausts_a_minion_at_a_river_or_forest() -> None:
    s = table(
        site=2,
        fellowship=["Aragorn, Ranger of the North"],
        minions=["Uruk Savage"],
        hand=["A Ranger's Versatility"],
        sites=["Buckleberry Ferry"],
    )
    start_phase(s, "maneuver")
    act(s, play(s, "A Ranger's Versatility"))
    assert wounds(s, "Aragorn") == 1 and R.exhausted(s, find(s, "Uruk Savage"))
    s = table(
        site=2,
        fellowship=["Aragorn, Ranger of the North"],
        minions=["Uruk Savage"],
        hand=["A Ranger's Versatility"],
        sites=["Ettenmoors"],
    )
    start_phase(s, "maneuver")
    assert "A Ranger's Versatility" not in offered(s)


def test_valiant_man_of_the_west_makes_aragorn_a_defender_who_takes_1_wound_a_skirmish() -> None:
    s = table(
        site=4,
        fellowship=["Aragorn, Ranger of the North"],
        minions=["Goblin Runner"],
        hand=["Valiant Man of the West"],
    )
    start_phase(s, "maneuver")
    act(s, play(s, "Valiant Man"))
    aragorn = find(s, "Aragorn")
    assert R.keyword(s, aragorn, "defender") == 1 and R.max_skirmish_wounds(s, aragorn) == 1


# --- Shire -----------------------------------------------------------------------------------------


def test_bilbos_pipe_shuffles_a_tale_for_each_pipe() -> None:
    s = table(
        site=2,
        support=["Longbottom Leaf"],
        items={"Frodo": ["Bilbo's Pipe"]},
        discard=["The Tale of Gil-galad", "Elf-song"],
    )
    deck = len(s.zones[(0, "draw")])
    start_phase(s, "fellowship")
    act(s, use(s, "Bilbo's Pipe"))
    assert names(s, 0, "discard") == ["Elf-song", "Longbottom Leaf"] and len(s.zones[(0, "draw")]) == deck + 1


def test_the_gaffers_pipe_removes_a_twilight_token_for_each_pipe() -> None:
    s = table(
        site=2,
        pool=3,
        support=["Longbottom Leaf"],
        fellowship=["Sam, Son of Hamfast"],
        items={"Frodo": ["The Gaffer's Pipe"], "Sam": ["Bilbo's Pipe"]},
    )
    start_phase(s, "fellowship")
    act(s, use(s, "The Gaffer's Pipe"))
    assert s.pool == 1


def test_hobbit_appetite_adds_x_to_heal_a_hobbit_x_times() -> None:
    s = table(site=2, pool=0, hand=["Hobbit Appetite"])
    s.card_mut(s.rb[0]).wounds = 3
    start_phase(s, "fellowship")
    act(s, play(s, "Hobbit Appetite"))  # Frodo, the only Hobbit companion, and "once more" at least once
    act(s, "opt:1", "opt:0")
    assert s.pool == 2 and wounds(s, "Frodo") == 1


def test_hobbit_stealth_cancels_at_sites_1_to_5_and_pumps_later() -> None:
    s = table(site=4, fellowship=["Sam, Son of Hamfast"], minions=["Goblin Runner"], hand=["Hobbit Stealth"])
    start_skirmish(s, "Sam", ["Goblin Runner"])
    act(s, play(s, "Hobbit Stealth"))
    assert logged(s, "cancel_skirmish")
    s = table(site=7, fellowship=["Sam, Son of Hamfast"], minions=["Goblin Runner"], hand=["Hobbit Stealth"])
    start_skirmish(s, "Sam", ["Goblin Runner"])
    sam = find(s, "Sam")
    before = R.strength(s, sam)
    act(s, play(s, "Hobbit Stealth"))
    if s.decision is not None and "pick" in " ".join(ids(s)):
        act(s, pick(s, "Sam"))
    assert R.strength(s, sam) == before + 2 and not logged(s, "cancel_skirmish")


def test_longbottom_leaf_may_discard_up_to_2_cards_when_played() -> None:
    s = table(site=2, hand=["Longbottom Leaf", "Elf-song", "Axe Strike", "Cleaving Blow"])
    start_phase(s, "fellowship")
    act(s, play(s, "Longbottom Leaf"), "opt:1")
    act(s, pick(s, "Elf-song"))
    act(s, "opt:1")
    act(s, pick(s, "Axe Strike"))  # then stop: 2 is the limit
    assert names(s, 0, "hand") == ["Cleaving Blow"] and names(s, 0, "discard") == ["Elf-song", "Axe Strike"]


def test_power_according_to_his_stature_adds_a_burden_to_wound_the_ring_bearers_minions() -> None:
    s = table(site=4, minions=["Goblin Warrior", "Moria Scout"], hand=["Power According to His Stature"])
    start_skirmish(s, "Frodo", ["Goblin Warrior"])
    act(s, play(s, "Power According"))
    assert s.burdens[0] == 1 and "Goblin Warrior" in names(s, 1, "discard")  # vitality 1: killed
    assert wounds(s, "Moria Scout") == 0  # not skirmishing the Ring-bearer


def test_sting_removes_a_twilight_token_for_each_orc_at_most_4() -> None:
    s = table(site=2, pool=6, items={"Frodo": ["Sting"]}, shadow_hand=["Goblin Runner"] * 5)
    start_phase(s, "fellowship")
    act(s, use(s, "Sting"))
    assert s.pool == 2 and wounds(s, "Frodo") == 1


def test_stone_trolls_needs_bilbo_and_pumps_against_trolls_and_uruk_hai() -> None:
    s = table(site=2, hand=["Stone Trolls"])
    start_phase(s, "fellowship")
    assert "Stone Trolls" not in offered(s)
    s = table(
        site=4,
        support=["Bilbo, Retired Adventurer"],
        items={"Frodo": ["Stone Trolls"]},
        minions=["Uruk Savage", "Goblin Runner"],
    )
    frodo = s.rb[0]
    base = R.strength(s, frodo)
    start_skirmish(s, "Frodo", ["Uruk Savage"])
    assert R.strength(s, frodo) == base + 3
    s = table(
        site=4,
        support=["Bilbo, Retired Adventurer"],
        items={"Frodo": ["Stone Trolls"]},
        minions=["Goblin Runner"],
    )
    start_skirmish(s, "Frodo", ["Goblin Runner"])
    assert R.strength(s, s.rb[0]) == base


def test_a_talent_for_not_being_seen_exerts_a_hobbit_and_lowers_shadow_numbers() -> None:
    s = table(site=2, fellowship=["Sam, Son of Hamfast"], hand=["A Talent for Not Being Seen"])
    start_phase(s, "fellowship")
    act(s, play(s, "A Talent"))
    if s.decision is not None and "pick" in " ".join(ids(s)):
        act(s, pick(s, "Sam"))
    assert wounds(s, "Sam") + wounds(s, "Frodo") == 1  # the cost to play it
    site = s.path[2]
    base = R.DEFS[s.cards[site].cid].shadow_number or 0
    assert R.shadow_number(s, site) == max(0, base - 1)  # 2 Hobbit companions
    for name in ("Merry, Friend to Sam", "Pippin, Friend to Frodo"):
        _take(s, 0, name, "fellowship")
    s.memo.clear()
    assert R.shadow_number(s, site) == max(0, base - 2)  # 4


def test_thrors_map_exerts_2_hobbits_to_play_the_next_site() -> None:
    s = table(site=2, fellowship=["Sam, Son of Hamfast"], support=["Thrór's Map"])
    start_phase(s, "fellowship")
    act(s, use(s, "Thrór's Map"))
    act(s, pick(s, "Frodo"))  # then Sam, the only other Hobbit, at once
    assert wounds(s, "Sam") == wounds(s, "Frodo") == 1 and "Thrór's Map" in names(s, 0, "discard")
    assert s.cards[s.path[3]].owner == 0


# --- a third batch ---------------------------------------------------------------------------------


def test_let_them_come_discards_an_orc_losing_to_a_dwarf_and_goes_when_a_dwarf_loses() -> None:
    s = table(
        site=4, fellowship=["Gimli, Dwarf of Erebor"], support=["Let Them Come!"], minions=["Moria Scout"]
    )
    start_skirmish(s, "Gimli", ["Moria Scout"])
    S.modify(s, find(s, "Gimli"), "strength", 5, "skirmish", -1)
    passes(s)
    assert "Moria Scout" in names(s, 1, "discard")  # wounded once (vitality 2), then discarded
    assert "Let Them Come!" in names(s, 0, "support")
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor"],
        support=["Let Them Come!"],
        minions=["Cave Troll of Moria"],
    )
    start_skirmish(s, "Gimli", ["Cave Troll"])
    passes(s)
    assert "Let Them Come!" in names(s, 0, "discard")


def test_mithril_shaft_digs_until_the_player_stops_and_keeps_the_last_card() -> None:
    s = table(
        site=4,
        pool=0,
        fellowship=["Gimli, Dwarf of Erebor"],
        minions=["Goblin Runner"],
        hand=["Mithril Shaft"],
    )
    on_top(s, "Elf-song", "Axe Strike", "Cleaving Blow")
    start_phase(s, "maneuver")
    act(s, play(s, "Mithril Shaft"))  # Gimli, the only Dwarf; at least one card: taken at once
    assert names(s, 0, "discard")[-1] == "Cleaving Blow"
    act(s, "opt:1")
    assert names(s, 0, "discard")[-1] == "Axe Strike"
    act(s, "opt:0")
    assert names(s, 0, "hand") == ["Axe Strike"] and "Cleaving Blow" in names(s, 0, "discard")
    assert s.pool == 2 and wounds(s, "Gimli") == 1


def test_foul_creation_may_discard_a_revealed_isengard_minion_to_draw_2() -> None:
    s = table(
        site=2,
        fellowship=["Legolas, Greenleaf"],
        hand=["Foul Creation"],
        shadow_hand=["Uruk Savage", "Goblin Runner"],
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Foul Creation"), "yes")
    assert names(s, 1, "hand") == ["Goblin Runner"] and len(s.zones[(0, "hand")]) == 2
    s = table(
        site=2, fellowship=["Legolas, Greenleaf"], hand=["Foul Creation"], shadow_hand=["Goblin Runner"]
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Foul Creation"))  # nothing [isengard] revealed: the lone "no" is taken
    assert names(s, 1, "hand") == ["Goblin Runner"] and s.zones[(0, "hand")] == []


def test_the_nine_walkers_makes_a_companion_of_a_new_race_cheaper() -> None:
    s = table(site=2, hand=["The Nine Walkers"])
    start_phase(s, "fellowship")
    assert "The Nine Walkers" not in offered(s)
    s = table(
        site=2,
        fellowship=["Gandalf, Friend of the Shirefolk"],
        support=["The Nine Walkers"],
        hand=["Legolas, Greenleaf", "Sam, Son of Hamfast"],
    )
    legolas, sam = find(s, "Legolas"), find(s, "Sam")
    assert R.twilight_cost(s, legolas) == 0  # an Elf: no Elf to spot (2 - 2)
    assert R.twilight_cost(s, sam) == 2  # a Hobbit: Frodo is one


def test_merry_unassigned_exerts_twice_to_add_his_strength_to_another_companion() -> None:
    s = table(site=4, fellowship=["Merry, Friend to Sam", "Sam, Son of Hamfast"], minions=["Goblin Runner"])
    start_skirmish(s, "Sam", ["Goblin Runner"])
    sam = find(s, "Sam")
    before = R.strength(s, sam)
    act(s, use(s, "Merry"))
    act(s, pick(s, "Sam"))
    assert wounds(s, "Merry") == 2 and R.strength(s, sam) == before + 3
    passes_to(s, 0)
    assert "Merry, Friend to Sam" not in offered(s)  # 2 wounds of 4: he cannot exert twice more
    s = table(site=4, fellowship=["Merry, Friend to Sam"], minions=["Goblin Runner"])
    start_skirmish(s, "Merry", ["Goblin Runner"])
    assert "Merry, Friend to Sam" not in offered(s)  # assigned: his own skirmish


def test_pippin_keeps_the_opponent_from_discarding_your_shire_tales() -> None:
    s = table(site=2, fellowship=["Pippin, Friend to Frodo"], items={"Frodo": ["Stone Trolls"]})
    tale = find(s, "Stone Trolls")
    shadow = Ctx(1, -1)
    assert DiscardTarget(Q(type="condition")).choices(s, shadow) == []
    assert DiscardTarget(Q(type="condition")).choices(s, Ctx(0, -1)) == [tale]  # his own may
    s = table(site=2, items={"Frodo": ["Stone Trolls"]})
    assert DiscardTarget(Q(type="condition")).choices(s, shadow) == [find(s, "Stone Trolls")]


def test_gift_of_boats_needs_an_elf_ally_and_adds_a_move_after_leaving_a_river() -> None:
    s = table(site=2, hand=["Gift of Boats"])
    start_phase(s, "fellowship")
    assert "Gift of Boats" not in offered(s)
    s = table(
        site=2, support=["Galadriel, Lady of Light"], hand=["Gift of Boats"], sites=["Buckleberry Ferry"]
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Gift of Boats"))
    assert wounds(s, "Galadriel") == 1 and R.move_limit(s) == 2
    act(s, "move")  # from Buckleberry Ferry, a river, in the fellowship phase
    assert R.move_limit(s) == 3
    s = table(site=2, support=["Gift of Boats"], sites=["Ettenmoors"])
    start_phase(s, "fellowship")
    act(s, "move")
    assert R.move_limit(s) == 2  # not a river
