"""A filter keeps, per card id, whether the card's printed facts match it (``Q.fits``): the answer must
follow the card's facts, so a card whose facts are changed (as tests change them) is judged afresh."""

from __future__ import annotations

import dataclasses

import pytest

from eregion.games.tcg import rules as R
from eregion.games.tcg.filters import Q
from eregion.games.tcg.registry import Ctx
from tcg.harness import find, table


def test_a_filters_kept_answer_follows_the_cards_printed_facts(monkeypatch: pytest.MonkeyPatch) -> None:
    s = table(minions=["Goblin Patrol Troop"])
    troop = find(s, "Goblin Patrol Troop")
    cid = s.cards[troop].cid
    nazgul = Q(race="nazgul")
    ctx = Ctx(1, troop)
    assert not nazgul.match(s, troop, ctx)
    with monkeypatch.context() as m:
        m.setitem(R.DEFS, cid, dataclasses.replace(R.DEFS[cid], race="nazgul"))
        assert nazgul.match(s, troop, ctx)
    assert not nazgul.match(s, troop, ctx)
