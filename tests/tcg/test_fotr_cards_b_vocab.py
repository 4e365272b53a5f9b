"""Unit tests of tcg-cards-b's elements (issue 16): game text borrowed from a site (``borrowing``),
``ReplaceSite(number=...)``."""

from __future__ import annotations

import pytest

from eregion.games.tcg import rules as R
from eregion.games.tcg.borrowing import lender, text_of
from eregion.games.tcg.path import ReplaceSite
from eregion.games.tcg.registry import TEXT, CardText, Ctx
from eregion.games.tcg.words import words
from tests.tcg.harness import cid_of, find, put_site, table


def test_a_card_has_the_text_of_its_controllers_site_while_it_is_on_the_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An ally given ``site_text=6`` has Lothlórien Woods' static while his player's site 6 is on the
    path, and loses it when the site is the opponent's (CR 4.2, "site": some cards copy site text)."""
    s = table(site=2, support=["Elrond"])
    elrond = find(s, "Elrond")
    monkeypatch.setitem(TEXT, s.cards[elrond].cid, CardText(site_text=6))
    assert lender(s, elrond) is None and text_of(s, elrond) == CardText(site_text=6)
    woods = put_site(s, "Lothlórien Woods")
    assert s.cards[woods].owner == 0 and lender(s, elrond) == woods
    assert text_of(s, elrond).statics == TEXT[cid_of("Lothlórien Woods")].statics
    s.memo.clear()
    assert R.strength(s, elrond) == 8  # Elrond's home is 3: the +3 is for allies of home 6
    s.card_mut(woods).owner = 1
    assert lender(s, elrond) is None


def test_replace_site_of_a_number_offers_only_that_site() -> None:
    s = table(site=3)
    s.move(s.path[1], 0, "void")
    s.path[1] = -1
    put_site(s, "East Road")
    s.card_mut(s.path[1]).owner = 1
    mine = R.DEFS[cid_of("Bag End")]
    assert mine.site == 1
    from eregion.games.tcg.state import _new_card

    _new_card(s, mine.id, 0, "adventure")
    assert ReplaceSite(number=1).choices(s, Ctx(0, -1)) == [s.path[1]]
    assert ReplaceSite().choices(s, Ctx(0, -1)) == s.path[1:4]  # (sites 2 and 3 are the opponent's)
    assert words(ReplaceSite(number=1), "x") == "replace an opponent's site 1 with your site 1"
