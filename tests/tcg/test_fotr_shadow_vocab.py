"""Unit tests of the vocabulary elements added for the Shadow cards and sites of set 1 (conditions,
counts, the opponent choosing, assignment by an ability, site replacement...), each on a small
position, apart from any card. Rules cited: 002 = the expanded starter rulebook, CR = Comprehensive
Rules 4.2."""

from __future__ import annotations

import pytest

from eregion.cards import Modifier
from eregion.games.tcg import rules as R
from eregion.games.tcg.assignment import AssignTo, Unassignable
from eregion.games.tcg.bonuses import CancelBonus
from eregion.games.tcg.combat import barred
from eregion.games.tcg.counts import Count, DrawBy, PumpBy, Repeat
from eregion.games.tcg.filters import IT, RING_BEARER, Cond, Q, Static
from eregion.games.tcg.once import Once
from eregion.games.tcg.opponent import ByOpponent
from eregion.games.tcg.path import ReplaceSite
from eregion.games.tcg.phases import EndShadowPhase
from eregion.games.tcg.piles import RevealAtRandom, RevealTop, RevealUntil
from eregion.games.tcg.registry import TEXT, CardText, Ctx, Trigger
from eregion.games.tcg.ring import Corrupt, WearRing
from eregion.games.tcg.state import TcgState
from eregion.games.tcg.steps import RULES
from eregion.games.tcg.transfer import Transfer
from eregion.games.tcg.triggers import fire_on
from eregion.games.tcg.vocab import Branch, Burdens, DiscardFromHand, Draw, Exert, Part
from eregion.games.tcg.words import condition, noun, words
from eregion.games.tcg.wounding import Exhaust, Wound
from tcg.harness import _take, act, begin, find, ids, logged, start_skirmish, table, wounds

SH = 1
SAM = "Sam, Son of Hamfast"


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def test_site_keyword_conditions_name_their_keyword_and_may_be_denied() -> None:
    s = table(site=3, sites=["Rivendell Terrace"])  # a sanctuary
    ctx = Ctx(SH, -1)
    sanctuary = Cond("site_keyword", word="sanctuary")
    assert sanctuary.holds(s, ctx) and not Cond("not", of=(sanctuary,)).holds(s, ctx)
    assert not Cond("site_keyword").holds(s, ctx)  # underground, by default
    assert condition(Cond("not", of=(sanctuary,))) == "the fellowship is not at a sanctuary site"
    assert condition(Cond("site_keyword")) == "the fellowship is at an underground site"


def test_either_holds_when_one_holds_and_counts_the_dead_and_burdens() -> None:
    s = table(site=3, burdens=2, dead=["Boromir, Son of Denethor", "Legolas, Prince of Mirkwood"])
    ctx = Ctx(SH, -1)
    assert Cond("dead_companions", 2).holds(s, ctx) and not Cond("dead_companions", 3).holds(s, ctx)
    assert Cond("burdens_and_dead", 4).holds(s, ctx) and not Cond("burdens_and_dead", 5).holds(s, ctx)
    either = Cond("either", of=(Cond("rb_exhausted"), Cond("burdens_at_least", 5)))
    assert not either.holds(s, ctx)
    s.card_mut(s.rb[0]).wounds = 3  # Frodo has vitality 4: one wound from death
    assert either.holds(s, ctx)


def test_the_ring_bearer_assigned_and_every_companion_matching() -> None:
    s = table(site=3, fellowship=[SAM], minions=["Goblin Runner", "Goblin Runner"])
    ctx = Ctx(SH, -1)
    hobbits = Cond("only", q=Q(race="hobbit"))
    assert hobbits.holds(s, ctx)
    assert not Cond("rb_assigned").holds(s, ctx)
    s.assign = ((s.rb[0], (find(s, "Goblin Runner"),)),)
    assert Cond("rb_assigned").holds(s, ctx)
    s.assign = ()
    start_skirmish(s, "Sam", ["Goblin Runner", "Goblin Runner"])
    first, second = (find(s, "Goblin Runner", nth=i) for i in (0, 1))
    beside = Cond("beside", q=Q(culture="moria", race="orc"))
    assert beside.holds(s, ctx, first) and beside.holds(s, ctx, second)
    assert not beside.holds(s, ctx, find(s, "Sam"))
    assert not Cond("rb_assigned").holds(s, ctx)


def resolve(s: TcgState, p: int, src: int, *parts: Part) -> TcgState:
    """Run an ability's parts for ``p`` as the card ``src``'s, to the first decision."""
    return begin(s, ("res", p, src, parts, 0, ()))


def test_pump_by_counts_the_other_matching_cards_up_to_its_limit() -> None:
    orcs = ["Goblin Runner"] * 6
    s = table(site=4, fellowship=[SAM], minions=orcs)
    first = find(s, "Goblin Runner")
    before = R.strength(s, first)
    moria = Q(culture="moria", race="orc", type="minion")
    resolve(s, SH, -1, PumpBy(moria, 1, count=Count(moria, limit=4, other=True)))
    act(s, f"pick:{first}")
    assert R.strength(s, first) == before + 4  # 5 others, limit +4
    s = table(site=4, fellowship=[SAM], minions=orcs[:3], burdens=2)
    sam = find(s, "Sam")
    before = R.strength(s, sam)
    resolve(s, SH, -1, PumpBy(Q(title="Sam"), -1, count=Count()))
    assert R.strength(s, sam) == before - 2  # -1 for each burden
    assert words(PumpBy(moria, 1, count=Count(moria, limit=4, other=True)), "x") == (
        "make a [moria] Orc minion strength +1 for each other [moria] Orc minion you spot (limit +4)"
    )


def test_repeat_does_its_parts_once_for_each_over_the_number() -> None:
    six = ["Aragorn, King in Exile", "Boromir, Son of Denethor", "Gimli, Dwarf of Erebor", SAM]
    s = table(site=4, fellowship=[*six, "Legolas, Prince of Mirkwood"], minions=["Goblin Runner"])
    resolve(s, SH, -1, Repeat(Count(Q(type="companion"), over=4), (Wound(Q(title="Aragorn")),)))
    assert wounds(s, "Aragorn") == 2  # 6 companions: 2 over 4
    s = table(site=4, fellowship=six[:3], minions=["Goblin Runner"])
    assert not Repeat(Count(Q(type="companion"), over=4), (Draw(1),)).feasible(s, Ctx(SH, -1))
    assert words(Repeat(Count(Q(type="companion"), over=5), (Draw(1),)), "x") == (
        "draw a card once for each companion you spot over 5"
    )


def test_draw_by_draws_a_card_for_each_burden() -> None:
    s = table(site=4, burdens=3)
    resolve(s, SH, -1, DrawBy(Count()))
    assert len(s.zones[(SH, "hand")]) == 3


def test_the_opponent_chooses_and_exerts_his_own_ring_bearer_or_adds_a_burden() -> None:
    s = table(site=4, fellowship=[SAM], minions=["Goblin Runner"])
    choice = Branch(((Exert(RING_BEARER),), (Burdens(1),)), ("exert", "burden"))
    resolve(s, SH, -1, ByOpponent((choice,)))
    assert s.decision is not None and s.decision.player == 0 and ids(s) == ["opt:0", "opt:1"]
    act(s, "opt:0")
    assert wounds(s, "Frodo") == 1
    assert words(ByOpponent((Exert(RING_BEARER),)), "x") == "make your opponent exert the Ring-bearer"


def test_the_ring_goes_on_and_the_ring_bearer_may_be_corrupted() -> None:
    s = table(site=4)
    resolve(s, SH, -1, WearRing())
    assert s.wearing and not WearRing().feasible(s, Ctx(SH, -1))
    s = table(site=4)
    resolve(s, SH, -1, Corrupt())
    assert s.result == (SH, "corruption")


def test_filters_for_a_foe_and_what_a_card_is_borne_by() -> None:
    s = table(site=4, fellowship=["Aragorn, King in Exile", SAM], minions=["Goblin Runner"])
    s.skirmish = (find(s, "Aragorn"), (find(s, "Goblin Runner"),))
    q = Q(type="companion", vs=Q(race="orc"))
    assert q.in_play(s, Ctx(SH, -1)) == [find(s, "Aragorn")]
    assert noun(q) == "a companion skirmishing an Orc"
    s = table(site=4, fellowship=["Aragorn, King in Exile"], items={"Aragorn": ["Ranger's Sword"]})
    borne = Q(type="possession", on=Q(title="Aragorn"))
    assert borne.in_play(s, Ctx(SH, -1)) == [find(s, "Ranger's Sword")]


def test_static_counts_over_a_number_and_up_to_a_cap() -> None:
    s = table(site=4, fellowship=["Aragorn, King in Exile", "Boromir, Son of Denethor", SAM])
    banks = Static("minion_archery", 2, per=Q(type="companion"), over=2)
    assert banks.amount(s, -1) == 4  # 4 companions: 2 over 2, +2 for each
    assert Static("minion_archery", 1, per=Q(type="companion"), cap=3).amount(s, -1) == 3


def test_a_minions_own_cost_static_applies_from_hand_and_the_move_limit_stays_at_least_1() -> None:
    s = table(site=4, shadow_hand=["Goblin Runner"], phase="shadow")
    runner = find(s, "Goblin Runner")
    cheaper = CardText(statics=(Static("cost", -1, target="self"),))
    old = TEXT.get("1_178")
    TEXT["1_178"] = cheaper
    try:
        assert R.twilight_cost(s, runner) == 0
    finally:
        TEXT["1_178"] = old  # type: ignore[assignment]
    s.mods = (Modifier(-1, "move_limit", -5, "turn", -1),)
    assert R.move_limit(s) == 1


def test_reveal_until_takes_every_card_revealed_and_reveal_top_may_read_the_bottom() -> None:
    s = table(site=4)
    deck = s.zones[(SH, "draw")]
    orcs = [u for u in deck if R.d(s, u).race == "orc"][:2]
    other = next(u for u in deck if R.d(s, u).type == "event")
    for u in (other, *orcs):
        deck.remove(u)
        deck.append(u)
    resolve(s, SH, -1, RevealUntil(Q(race="orc")))
    assert sorted(s.zones[(SH, "hand")]) == sorted((other, *orcs))
    bottom = deck[0]
    resolve(s, SH, -1, RevealTop(1, Q(title="nothing"), bottom=True))
    assert s.cards[bottom].zone == "discard"


def test_replace_site_puts_your_site_of_that_number_on_the_path() -> None:
    s = table(site=2)
    fp_site = s.path[1]
    assert ReplaceSite(current=True).choices(s, Ctx(SH, -1)) == []  # site 2 is already his
    assert ReplaceSite().choices(s, Ctx(SH, -1)) == [fp_site]
    resolve(s, SH, -1, ReplaceSite())
    assert s.cards[s.path[1]].owner == SH and s.cards[fp_site].zone == "adventure"


def test_once_per_turn_is_offered_again_next_turn() -> None:
    s = table(site=2)
    ctx = Ctx(SH, 5)
    assert Once("turn").feasible(s, ctx)
    resolve(s, SH, 5, Once("turn"))
    assert not Once("turn").feasible(s, ctx) and Once("turn").feasible(s, Ctx(SH, 6))
    s.limits.reset("turn")
    assert Once("turn").feasible(s, ctx)


def test_exhaust_leaves_one_vitality_and_burdens_may_count_more_for_what_it_concerns() -> None:
    s = table(site=4, fellowship=[SAM])
    sam = find(s, "Sam")
    resolve_about(s, sam, Exhaust(IT))
    assert R.exhausted(s, sam) and s.cards[sam].zone == "fellowship"
    resolve_about(s, sam, Burdens(1, alt=2, alt_if=Cond("is", q=Q(race="hobbit"))))
    assert s.burdens[0] == 2
    assert Q(rb=True).in_play(s, Ctx(SH, -1)) == [s.rb[0]] and noun(Q(rb=True)) == "the Ring-bearer"


def test_fire_on_fires_the_triggers_of_cards_in_play_with_the_card_they_concern(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = table(site=4, fellowship=[SAM], shadow_support=["Drawn to Its Power"])
    monkeypatch.setitem(TEXT, "1_211", CardText(support=True, triggers=(Trigger("killed", (Burdens(1),)),)))
    seen: list[int] = []
    fire_on(s, "killed", lambda u, t: seen.append(u) is None and False)
    assert seen == [find(s, "Drawn to Its Power")] and not s.stack
    fire_on(s, "killed", None, (find(s, "Sam"),))
    RULES.run(s)
    assert s.burdens[0] == 1


def resolve_about(s: TcgState, about: int, *parts: Part) -> TcgState:
    """Run parts for the Shadow player with ``about`` as the card chosen last (``IT``)."""
    return begin(s, ("res", SH, -1, parts, 0, (about,)))


def test_assign_to_pairs_a_character_with_an_unassigned_minion() -> None:
    s = table(site=4, fellowship=[SAM], minions=["Goblin Runner", "Goblin Runner"])
    first, second = (find(s, "Goblin Runner", nth=i) for i in (0, 1))
    s.assign = ((s.rb[0], (first,)),)
    ctx = Ctx(0, -1)
    assert AssignTo(RING_BEARER, Q(type="minion")).choices(s, ctx) == [second]
    assert Q(type="minion", free=True).in_play(s, ctx) == [second]
    resolve(s, 0, -1, AssignTo(Q(title="Sam"), Q(type="minion")))
    assert dict(s.assign)[find(s, "Sam")] == (second,)
    assert (
        words(AssignTo(RING_BEARER, Q(type="minion")), "x") == "assign the Ring-bearer to skirmish a minion"
    )


def test_unassignable_bars_the_free_peoples_assignment_of_that_pair_this_phase() -> None:
    s = table(site=4, fellowship=[SAM], minions=["Goblin Runner"])
    runner, sam = find(s, "Goblin Runner"), find(s, "Sam")
    begin(s, ("res", SH, runner, (Unassignable(),), 0, (sam,)))
    assert barred(s, sam, runner) and not barred(s, s.rb[0], runner)
    s.limits.reset("phase")
    assert not barred(s, sam, runner)


def test_a_condition_on_a_site_is_active_for_its_side_and_knows_when_the_fellowship_is_there() -> None:
    s = table(site=3)
    frost = _take(s, SH, "Saruman's Frost", "attached")
    s.card_mut(frost).host = s.path[3]
    s.memo.clear()
    assert frost in R.play_uids(s) and R.active(s, frost)
    assert Cond("at_host").holds(s, Ctx(SH, frost))
    s.pos[0] = 2
    assert not Cond("at_host").holds(s, Ctx(SH, frost))
    assert Q(type="event", timing="skirmish").match(s, _take(s, 0, "Hobbit Intuition", "hand"), Ctx(0, -1))


def test_cancel_bonus_offers_only_possessions_that_give_strength() -> None:
    s = table(
        site=4, fellowship=["Boromir, Son of Denethor"], items={"Boromir": ["Blade of Gondor", "Armor"]}
    )
    blade = find(s, "Blade of Gondor")
    assert CancelBonus(Q(type="possession")).choices(s, Ctx(SH, -1)) == [blade]
    b = find(s, "Boromir")
    armed = R.strength(s, b)
    resolve(s, SH, -1, CancelBonus(Q(type="possession")))
    assert R.strength(s, b) == armed - 2 and CancelBonus(Q(type="possession")).choices(s, Ctx(SH, -1)) == []


def test_transfer_moves_a_card_from_the_support_area_or_discard_pile_once_per_character() -> None:
    s = table(site=4, fellowship=[SAM], shadow_support=["Black Breath"], shadow_discard=["Blade Tip"])
    breath, tip, sam = find(s, "Black Breath"), find(s, "Blade Tip"), find(s, "Sam")
    resolve(s, SH, breath, Transfer(Q(title="Sam")))
    assert s.cards[breath].host == sam and s.cards[breath].zone == "attached"
    assert Transfer(Q(title="Sam")).choices(s, Ctx(SH, breath)) == []  # no longer in the support area
    assert Transfer(Q(title="Sam"), card=Q(title="Blade Tip")).choices(s, Ctx(SH, -1)) == [tip]


def test_reveal_at_random_shows_cards_and_may_discard_one_of_them() -> None:
    s = table(site=4, hand=["Hobbit Sword", "Athelas", "Armor"], burdens=1)
    resolve(s, SH, -1, RevealAtRandom(Count()))
    (entry,) = logged(s, "reveal_random")
    assert len(entry[3]) == 1 and ids(s) == ["yes", "no"]
    act(s, "yes")  # the one card revealed is discarded at once
    assert len(s.zones[(0, "hand")]) == 2 and s.cards[s.zones[(0, "discard")][-1]].cid == entry[3][0]


def test_reveal_top_does_its_otherwise_parts_when_nothing_is_taken() -> None:
    s = table(site=4, shadow_hand=["Hate"])
    deck = s.zones[(SH, "draw")]
    top = deck[-1]
    take = Q(title="no such card")
    resolve(s, SH, -1, RevealTop(1, take, otherwise=(DiscardFromHand(),)))
    if s.decision is not None:
        act(s, ids(s)[0])
    assert s.cards[top].zone == "discard" and s.zones[(SH, "hand")] == []


def test_end_shadow_phase_moves_on_to_the_maneuver_phase() -> None:
    s = table(site=4, minions=["Goblin Runner"])
    s.stack = [("shadow",)]
    assert EndShadowPhase().feasible(s, Ctx(SH, -1))
    EndShadowPhase().do(s, Ctx(SH, -1), None)
    assert s.stack == [("phase", "maneuver")]


def test_a_fixed_count_and_the_first_card_played_each_turn() -> None:
    s = table(site=4, shadow_hand=["Úlairë Attëa", "Úlairë Lemenya"], phase="shadow")
    assert Count(fixed=3).value(s, Ctx(SH, -1)) == 3
    ford = Static("cost", -5, q=Q(race="nazgul"), first_per="turn")
    attea = find(s, "Úlairë Attëa")
    assert ford.applies(s, 7, attea)
    s.limits.add("turn", ("first", 7), 1)
    assert not ford.applies(s, 7, attea)
