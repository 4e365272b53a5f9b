"""Combats played at random with every encoded ability (pp. 27-32): no card is ever lost or made, no
value goes below zero, every pending choice offers something, and every combat ends."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from eregion.core import Rng
from eregion.games.meq.combat import Combat, Side, pay, play_round, resolve, settle
from eregion.games.meq.combatcards import RULES
from eregion.games.meq.components import components
from eregion.games.meq.facts import CombatCard

C = components()
HERO_CARDS = sorted(
    {k.id: k for h in C.heroes.values() for k in (*h.deck, *C.skills)}.values(), key=lambda k: k.id
)
FOE_CARDS = sorted({k.id: k for d in C.combat_decks.values() for k in d.cards}.values(), key=lambda k: k.id)
FOES = sorted([*C.monsters, *C.minions])


def hero_cards(c: Combat) -> Counter[str]:
    return Counter(k.id for k in (*c.hero.hand, *c.hero.stack, *c.life, *c.rest, *c.wounds))


def foe_cards(c: Combat) -> Counter[str]:
    return Counter(k.id for k in (*c.foe.hand, *c.foe.stack, *c.spent, *c.deck))


@settings(max_examples=120, deadline=None)
@given(
    st.lists(st.sampled_from(HERO_CARDS), min_size=1, max_size=7),
    st.lists(st.sampled_from(HERO_CARDS), max_size=8),
    st.lists(st.sampled_from(HERO_CARDS), max_size=4),
    st.lists(st.sampled_from(FOE_CARDS), min_size=1, max_size=8),
    st.lists(st.sampled_from(FOE_CARDS), max_size=4),
    st.sampled_from(FOES),
    st.integers(1, 12),
    st.integers(1, 12),
    st.integers(0, 2**32),
    st.data(),
)
def test_random_combats_keep_every_card(
    hand: list[CombatCard],
    life: list[CombatCard],
    rest: list[CombatCard],
    foe_hand: list[CombatCard],
    deck: list[CombatCard],
    foe: str,
    hs: int,
    fs: int,
    seed: int,
    data: st.DataObject,
) -> None:
    c = Combat(
        foe,
        False,
        6,
        2,
        Side(hs, tuple(hand)),
        Side(fs, tuple(foe_hand)),
        life=tuple(life),
        rest=tuple(rest),
        deck=tuple(deck),
    )
    c = RULES.begin(c)
    mine, theirs = hero_cards(c), foe_cards(c)
    rng = Rng(seed)
    for _ in range(80):
        if c.over:
            break
        if c.pending:
            first = c.pending[0]
            options = first.choice.options(c, first.owner)
            assert options
            c = settle(c, data.draw(st.sampled_from(options)))
        elif c.owed:
            need = min(c.from_hand, c.owed, len(c.hero.hand))
            short = max(0, c.owed - len(c.life))
            c = pay(c, [k.id for k in c.hero.hand[: max(need, short)]])
        else:
            picks = []
            for side in (c.hero, c.foe):
                options = [None] if side.exhausted or not side.hand else [None, *[k.id for k in side.hand]]
                picks.append(data.draw(st.sampled_from(options)))
            before = c.damage
            c = play_round(c, picks[0], picks[1], RULES, rng)
            assert c.owed >= 0 and c.influence >= 0 and c.corruption >= 0
            assert c.damage >= 0 and (c.damage >= before or c.foe_id == "barrow_wight")
            for side in (c.hero, c.foe):
                assert side.play.final_attack >= 0 and side.play.final_defense >= 0
        assert hero_cards(c) == mine and foe_cards(c) == theirs
    assert c.over
    r = resolve(c, travel=True)
    assert Counter(k.id for k in r.foe_cards) == theirs
    again = (*r.hero_rest, *r.hero_hand, *r.hero_life, *r.hero_wounds)
    assert Counter(k.id for k in again) == mine
