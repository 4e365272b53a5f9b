"""Unit tests of the vocabulary elements added for the Free Peoples cards of set 1 (issue 16): counts
of a revealed hand, of races and of a skirmish's minions; a repeat that sets its picks apart; X chosen
by the player; allies taking part away from home and archers shooting on their own; wound caps; the opponent's
draw deck and hand; a look at the top of one's own deck kept secret; each on a small position, apart
from any card. Rules cited: 002 = the
expanded starter rulebook, CR = Comprehensive Rules 4.2."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from eregion.games.tcg import registry
from eregion.games.tcg import rules as R
from eregion.games.tcg.combat import defenders
from eregion.games.tcg.counts import (
    Count,
    InOpponentsHand,
    MinionsInSkirmish,
    OwnStrength,
    RacesSpotted,
    Repeat,
    UpTo,
)
from eregion.games.tcg.discarding import Discard
from eregion.games.tcg.filters import IT, SELF, Cond, Q, Static
from eregion.games.tcg.may import YouMay
from eregion.games.tcg.opponent import DiscardFromOpponentsHand
from eregion.games.tcg.participation import Abstain, Participate
from eregion.games.tcg.piles import LookAtTop, MillOpponent, MillOwn, Redraw, TakeLastDiscarded
from eregion.games.tcg.registry import CardText, Ctx, register
from eregion.games.tcg.state import TcgState
from eregion.games.tcg.vocab import BeneathDeck, Exert, Heal, PlayFrom, RemoveTwilight
from eregion.games.tcg.words import condition, noun, words
from eregion.games.tcg.wounding import CapWounds
from tcg.harness import (
    _take,
    act,
    begin,
    find,
    ids,
    logged,
    names,
    pick,
    start_skirmish,
    table,
    wounds,
)

FP = 0


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


@pytest.fixture
def scratch() -> Iterator[None]:
    """Register test texts for real cards, restoring every card's own text afterwards."""
    saved = (dict(registry.TEXT), dict(registry.PLAYS), {k: dict(v) for k, v in registry.SPECIALS.items()})
    try:
        yield
    finally:
        for live, old in zip((registry.TEXT, registry.PLAYS, registry.SPECIALS), saved, strict=True):
            live.clear()
            live.update(old)  # type: ignore[arg-type]


def resolve(s: TcgState, *parts: object, src: int = -1) -> TcgState:
    """Resolve parts as the Free Peoples player's ability (of card ``src``)."""
    return begin(s, ("res", FP, src, parts, 0, ()))


def test_the_ring_bearer_filter_and_a_minion_skirmishing_him() -> None:
    s = table(site=4, fellowship=["Sam, Son of Hamfast"], minions=["Goblin Runner", "Goblin Sneak"])
    start_skirmish(s, "Frodo", ["Goblin Runner"])
    ctx = Ctx(FP, -1)
    q = Q(type="minion", vs=Q(rb=True))
    assert [R.DEFS[s.cards[u].cid].name for u in q.in_play(s, ctx)] == ["Goblin Runner"]
    assert Q(rb=True).in_play(s, ctx) == [s.rb[FP]]
    assert noun(q, "each") == "each minion skirmishing the Ring-bearer"


def test_sites_between_and_the_bearer_matching() -> None:
    ctx = Ctx(FP, -1)
    for site, holds in ((5, False), (6, True), (8, True), (9, False)):
        assert Cond("sites_between", 6, m=8).holds(table(site=site), ctx) == holds
    s = table(site=2, fellowship=["Legolas, Greenleaf"], items={"Legolas": ["Elven Cloak"]})
    cloak = find(s, "Elven Cloak")
    archer = Cond("bearer_is", q=Q(keyword="archer"))
    assert archer.holds(s, Ctx(FP, cloak)) and not archer.holds(s, Ctx(FP, s.rb[FP]))
    assert condition(archer) == "bearer is an archer"


def test_counts_of_races_a_revealed_hand_and_a_skirmishs_minions() -> None:
    s = table(
        site=4,
        fellowship=["Gimli, Dwarf of Erebor", "Legolas, Greenleaf", "Legolas, Prince of Mirkwood"],
        minions=["Goblin Runner", "Goblin Sneak"],
        shadow_hand=["Goblin Runner", "Uruk Savage"],
    )
    ctx = Ctx(FP, -1)
    assert (
        RacesSpotted(("hobbit", "dwarf", "elf", "man"), Q(type="companion")).value(s, ctx) == 3
    )  # 2 Elves: 1 race
    assert InOpponentsHand(Q(race="orc")).value(s, ctx) == 1
    assert InOpponentsHand(Q(race="orc", type="minion"), limit=0).value(s, ctx) == 0
    assert MinionsInSkirmish().value(s, ctx) == 0
    start_skirmish(s, "Gimli", ["Goblin Runner", "Goblin Sneak"])
    assert MinionsInSkirmish().value(s, ctx) == 2


@pytest.mark.usefixtures("scratch")
def test_a_static_bonus_counted_by_races() -> None:
    races = RacesSpotted(("hobbit", "dwarf", "elf"), Q(type="companion"))
    register({"1_12": CardText(statics=(Static("strength", 1, target="self", per=races),))})
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"])
    dd = R.DEFS["1_12"]
    assert R.strength(s, find(s, "Gimli")) == (dd.strength or 0) + 2  # Frodo's race and his own
    assert words(registry.TEXT["1_12"].statics[0], "Gimli").endswith(
        "among the companions: Hobbit, Dwarf, Elf"
    )


def test_a_repeat_counted_on_a_hidden_hand_is_offered_whatever_it_holds() -> None:
    """Offering it only when the opponent holds an Orc would tell what he holds (ruling 12)."""
    s = table(site=2, pool=3, shadow_hand=["Uruk Savage"])
    ctx = Ctx(FP, -1)
    part = Repeat(InOpponentsHand(Q(race="orc")), (RemoveTwilight(1, effect=True),))
    assert part.feasible(s, ctx)
    resolve(s, part)
    assert s.pool == 3
    assert not Repeat(Count(Q(race="orc")), (RemoveTwilight(1, effect=True),)).feasible(s, ctx)


def test_a_repeat_apart_picks_a_different_card_each_time() -> None:
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor", "Legolas, Greenleaf"])
    for name in ("Gimli", "Legolas", "Frodo"):
        s.card_mut(find(s, name)).wounds = 2
    resolve(s, Repeat(Count(Q(title="Gimli")), (Heal(Q(type="companion", fresh=True)),) * 2, apart=True))
    act(s, pick(s, "Gimli"))
    assert f"pick:{find(s, 'Gimli')}" not in ids(s)  # set aside: the second heal is another companion
    act(s, pick(s, "Legolas"))
    assert [wounds(s, n) for n in ("Gimli", "Legolas", "Frodo")] == [1, 1, 2]


def test_up_to_x_is_chosen_one_at_a_time_and_the_then_parts_wait() -> None:
    s = table(site=2, pool=5, fellowship=["Gimli, Dwarf of Erebor", "Legolas, Greenleaf"])
    part = UpTo((Exert(Q(type="companion", fresh=True)),), (RemoveTwilight(1, effect=True),), least=1)
    assert (
        words(part, "x")
        == "choose X from 1 to 9: exert a different companion X times and remove a twilight token X times"
    )
    resolve(s, part)  # at least one: "once more", the only answer, is taken at once
    act(s, pick(s, "Gimli"))
    assert s.pool == 5 and ids(s) == ["opt:0", "opt:1"]
    act(s, "opt:1")
    act(s, pick(s, "Legolas"), "opt:1")  # Frodo, the only one left, is chosen at once
    # no companion left to exert: "stop", the only answer, is taken, and X = 3 twilight tokens go
    assert s.pool == 2 and [wounds(s, n) for n in ("Gimli", "Legolas", "Frodo")] == [1, 1, 1]


def test_an_ally_allowed_to_participate_defends_and_an_abstaining_archer_adds_nothing() -> None:
    s = table(site=4, support=["Thrarin"], fellowship=["Legolas, Greenleaf"])
    thrarin = find(s, "Thrarin")
    assert thrarin not in defenders(s)  # home site 3 (002, "Allies")
    resolve(s, Participate(SELF), src=thrarin)
    assert thrarin in defenders(s)
    assert R.archery_total(s, "free") == 1
    legolas = find(s, "Legolas")
    resolve(s, Abstain(SELF), src=legolas)
    resolve(s, Abstain(SELF), src=legolas)  # twice: still his 1 only
    assert R.archery_total(s, "free") == 0


def test_capped_wounds() -> None:
    s = table(site=4, fellowship=["Gimli, Dwarf of Erebor"], minions=["Goblin Runner", "Moria Scout"])
    gimli = find(s, "Gimli")
    resolve(s, CapWounds(SELF, 1, "regroup"), src=gimli)
    assert R.max_skirmish_wounds(s, gimli) == 1
    resolve(s, CapWounds(SELF, 0, "skirmish"), src=gimli)
    assert R.max_skirmish_wounds(s, gimli) == 0


def test_the_opponents_deck_milled_and_his_hand_redrawn() -> None:
    s = table(site=2, phase="regroup", shadow_hand=["Goblin Runner", "Uruk Savage"])
    deck = len(s.zones[(1, "draw")])
    resolve(s, MillOpponent(2))
    assert len(s.zones[(1, "draw")]) == deck - 2 and len(s.zones[(1, "discard")]) == 2
    resolve(s, Redraw(8))
    assert len(s.zones[(1, "hand")]) == 8 and len(s.zones[(1, "draw")]) == deck - 2 + 2 - 8


def test_a_look_at_the_top_takes_secretly_and_discards_the_rest() -> None:
    s = table(site=2, phase="maneuver")
    top = s.zones[(FP, "draw")][-3:][::-1]
    resolve(s, LookAtTop(3, 1))
    d = s.decision
    assert d is not None and d.secret == "Player 1 takes a card into hand"
    assert [a.id for a in d.options] == [f"pick:{u}" for u in top]
    act(s, f"pick:{top[1]}")
    assert s.zones[(FP, "hand")] == [top[1]] and all(s.cards[u].zone == "discard" for u in (top[0], top[2]))
    assert (
        logged(s, "take_unseen") and R.DEFS[s.cards[top[1]].cid].name not in logged(s, "take_unseen")[-1][-1]
    )


def test_remove_as_an_effect_free_plays_and_a_revealed_card_under_the_deck() -> None:
    s = table(site=2, pool=2, hand=["Legolas, Greenleaf", "Elf-song"])
    ctx = Ctx(FP, -1)
    assert not RemoveTwilight(4).feasible(s, ctx) and RemoveTwilight(4, effect=True).feasible(s, ctx)
    resolve(s, RemoveTwilight(4, effect=True))
    assert s.pool == 0
    resolve(s, PlayFrom(Q(race="elf"), free=True))
    act(s, pick(s, "Legolas"))
    assert s.pool == 0 and find(s, "Legolas", zone="fellowship") >= 0
    resolve(s, BeneathDeck(Q(culture="elven"), revealed=True))
    assert s.decision is not None and s.decision.secret is None  # revealed: no secret
    act(s, pick(s, "Elf-song"))
    assert names(s, FP, "draw")[0] == "Elf-song" and "Elf-song" in logged(s, "beneath_deck")[-1][-1]


def test_milling_your_own_deck_and_taking_the_last_card_discarded() -> None:
    s = table(site=2)
    ctx = Ctx(FP, -1)
    deck = list(s.zones[(FP, "draw")])
    resolve(s, MillOwn(2), TakeLastDiscarded())
    assert s.zones[(FP, "hand")] == [deck[-2]] and s.zones[(FP, "discard")] == [deck[-1]]
    s.zones[(FP, "draw")].clear()
    assert not MillOwn(1).feasible(s, ctx)


def test_you_may_asks_and_a_revealed_hand_card_is_discarded() -> None:
    s = table(site=2, shadow_hand=["Uruk Savage", "Goblin Runner"])
    part = YouMay((DiscardFromOpponentsHand(Q(race="uruk_hai")),))
    resolve(s, part)
    assert ids(s) == ["yes", "no"]
    act(s, "yes")  # the only Uruk-hai is chosen at once
    assert names(s, 1, "hand") == ["Goblin Runner"]
    resolve(s, part)
    assert ids(s) == ["no"] or s.decision is None or "yes" not in ids(s)  # nothing left it could do


def test_discard_the_card_an_ability_concerns_and_a_new_race() -> None:
    s = table(
        site=4, minions=["Goblin Runner"], fellowship=["Gimli, Dwarf of Erebor"], hand=["Legolas, Greenleaf"]
    )
    runner = find(s, "Goblin Runner")
    begin(s, ("res", FP, -1, (Discard(IT),), 0, (runner,)))
    assert "Goblin Runner" in names(s, 1, "discard")
    ctx = Ctx(FP, -1)
    new = Q(type="companion", new_race=True)
    assert new.match(s, find(s, "Legolas"), ctx) and not new.match(s, find(s, "Gimli"), ctx)
    assert noun(new) == "a companion whose race you cannot spot"


def test_unassigned_and_able_to_exert_twice() -> None:
    s = table(site=4, fellowship=["Sam, Son of Hamfast", "Gimli, Dwarf of Erebor"], minions=["Goblin Runner"])
    sam, gimli = find(s, "Sam"), find(s, "Gimli")
    start_skirmish(s, "Sam", ["Goblin Runner"])
    assert not Cond("unassigned").holds(s, Ctx(FP, sam)) and Cond("unassigned").holds(s, Ctx(FP, gimli))
    assert Cond("exertable", 2).holds(s, Ctx(FP, gimli))  # vitality 3, no wound
    s.card_mut(gimli).wounds = 1
    assert not Cond("exertable", 2).holds(s, Ctx(FP, gimli)) and Cond("exertable", 1).holds(s, Ctx(FP, gimli))
    assert condition(Cond("exertable", 2)) == "it can exert 2 times"
    assert Cond("phase", word="fellowship").holds(table(site=2), Ctx(FP, -1))
    assert not Cond("phase", word="fellowship").holds(table(site=2, phase="regroup"), Ctx(FP, -1))


def test_an_own_strength_count_and_a_shielded_card() -> None:
    s = table(site=2, fellowship=["Gimli, Dwarf of Erebor"], items={"Gimli": ["Stone Trolls"]})
    gimli, tale = find(s, "Gimli"), find(s, "Stone Trolls")
    assert OwnStrength().value(s, Ctx(FP, gimli)) == R.strength(s, gimli)
    assert not R.shielded(s, tale, 1)
    _take(s, FP, "Pippin, Friend to Frodo", "fellowship")
    s.memo.clear()
    assert R.shielded(s, tale, 1) and not R.shielded(s, tale, FP)  # the opponent's discards only
    begin(s, ("res", 1, -1, (Discard(Q(type="condition")),), 0, ()))  # the Shadow player's
    assert s.cards[tale].zone == "attached"
    resolve(s, Discard(Q(type="condition")))  # his own
    assert s.cards[tale].zone == "discard"
