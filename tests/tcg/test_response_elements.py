"""Unit tests of the vocabulary elements the response cards added (each with its words), run directly on
a position: the card scenarios are in ``test_fotr_responses.py``."""

from __future__ import annotations

from eregion.games.tcg import piles as P
from eregion.games.tcg import rules as R
from eregion.games.tcg import vocab as V
from eregion.games.tcg.filters import IT, RING_BEARER, Cond, Q
from eregion.games.tcg.playing import paid_first
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.state import _new_card
from eregion.games.tcg.steps import RULES
from eregion.games.tcg.words import condition, noun, words
from tcg.harness import act, begin, cid_of, find, ids, table, wounds

SH = 1


def test_mill_opponent_discards_from_the_top_of_his_deck() -> None:
    """ "Make an opponent discard 3 cards from the top of his draw deck"; ``per_dead``: 3 for each card
    in the Free Peoples player's dead pile."""
    s = table(dead=["Gimli", "Legolas"])
    before = [len(s.zones[(p, "draw")]) for p in (0, 1)]
    P.MillOpponent(3).do(s, Ctx(0, -1), None)
    assert len(s.zones[(1, "draw")]) == before[1] - 3 and len(s.zones[(0, "draw")]) == before[0]
    P.MillOpponent(3, per_dead=True).do(s, Ctx(SH, -1), None)
    assert len(s.zones[(0, "draw")]) == before[0] - 6
    assert "for each card in the Free Peoples player's dead pile" in words(P.MillOpponent(3, True), "x")


def test_mill_for_burdens_counts_the_shadow_cards_discarded() -> None:
    """One card discarded for each [isengard] minion spotted; a burden for each Shadow card among them,
    up to the limit."""
    s = table(minions=["Uruk Savage", "Uruk Savage", "Uruk Savage"])
    for u in list(s.zones[(SH, "draw")]):
        s.move(u, SH, "adventure")
    for name in ("Goblin Runner", "Goblin Runner", "Gimli", "Uruk Savage", "Goblin Runner", "Gimli"):
        _new_card(s, cid_of(name), SH, "draw")  # the last one on top
    isengard = Q(culture="isengard", type="minion")
    P.MillForBurdens(isengard).do(s, Ctx(SH, -1), None)
    assert s.burdens[0] == 2 and len(s.zones[(SH, "draw")]) == 3  # Gimli is a Free Peoples card
    P.MillForBurdens(isengard, limit=1).do(s, Ctx(SH, -1), None)
    assert s.burdens[0] == 3 and not s.zones[(SH, "draw")]  # two Shadow cards, limit 1
    assert words(P.MillForBurdens(isengard, limit=3), "x").endswith(
        "for each [isengard] minion you spot and add a burden for each Shadow card discarded this way "
        "(limit 3 burdens)"
    )


def test_burdens_or_more_if_a_condition_holds() -> None:
    """ "Add 1 burden (or 3 if the Ring-bearer wears The One Ring)"."""
    part = V.Burdens(1, alt=3, alt_if=Cond("wearing"))
    s = table()
    part.do(s, Ctx(SH, -1), None)
    s.wearing = True
    part.do(s, Ctx(SH, -1), None)
    assert s.burdens[0] == 4
    assert words(part, "x") == "add a burden (or 3 if the Ring-bearer wears The One Ring)"


def test_the_free_peoples_player_chooses_and_the_ring_bearer_is_a_target() -> None:
    """ "The Free Peoples player chooses to either exert the Ring-bearer or add a burden": the Shadow
    player's ability, the Free Peoples player's choice; one he cannot do in full is not offered (002,
    "Costs and effects")."""
    exert_rb = V.Exert(RING_BEARER, effect=True)
    part = V.FreePeoplesChooses(V.Branch(((exert_rb,), (V.Burdens(1),)), ("exert", "burden")))
    s = table()
    begin(s)
    s.stack.append(("res", SH, -1, (part,), 0, ()))
    RULES.run(s)
    assert s.decision is not None and s.decision.player == 0 and ids(s) == ["opt:0", "opt:1"]
    act(s, "opt:0")
    assert wounds(s, "Frodo") == 1
    s.card_mut(s.rb[0]).wounds = R.vitality(s, s.rb[0]) - 1  # exhausted: only the burden is offered
    s.stack.append(("res", SH, -1, (part,), 0, ()))
    RULES.run(s)
    assert s.burdens[0] == 1
    assert words(part, "x") == ("the Free Peoples player chooses one: exert the Ring-bearer; or add a burden")


def test_a_filter_by_timing_word_and_a_skirmish_involving() -> None:
    """ "A skirmish event" (an event whose timing word is skirmish); "a skirmish involving a [gondor]
    Man" (either side of the current skirmish)."""
    s = table(site=4, fellowship=["Boromir"], minions=["Goblin Runner"], hand=["Swordarm", "Pathfinder"])
    skirmish_event = Q(type="event", timing="skirmish")
    swordarm, pathfinder = find(s, "Swordarm"), find(s, "Pathfinder")
    ctx = Ctx(0, -1)
    assert skirmish_event.match(s, swordarm, ctx) and not skirmish_event.match(s, pathfinder, ctx)
    gondor = Cond("skirmish_involves", q=Q(culture="gondor", race="man"))
    assert not gondor.holds(s, ctx)
    s.skirmish = (find(s, "Boromir"), (find(s, "Goblin Runner"),))
    assert gondor.holds(s, ctx)
    assert noun(skirmish_event) == "a skirmish event"
    assert condition(gondor) == "it is played during a skirmish involving a [gondor] Man"


def test_costs_come_before_the_effects() -> None:
    """An ability's requirements and costs (the parts before "to") are paid first; the last part is an
    effect even when it is of a kind that can pay (002, "Costs and effects")."""
    exert, pump = V.Exert(), V.Pump(IT, 3)
    assert paid_first((exert, pump)) == 1
    assert paid_first((V.Spot(Q()), exert, pump)) == 2
    assert paid_first((V.AddTwilight(2),)) == 0
    assert paid_first((pump, exert)) == 0
