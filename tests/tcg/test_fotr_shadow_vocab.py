"""Unit tests of the vocabulary elements added for the Shadow cards and sites of set 1 (conditions,
counts, the opponent choosing, assignment by an ability, site replacement...), each on a small
position, apart from any card. Rules cited: 002 = the expanded starter rulebook, CR = Comprehensive
Rules 4.2."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from eregion.games.tcg.filters import Cond, Q
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.words import condition
from tcg.harness import find, manual, start_skirmish, table

SH = 1
SAM = "Sam, Son of Hamfast"


@pytest.fixture(autouse=True)
def _ask_phase_actions() -> Iterator[None]:
    with manual():
        yield


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
