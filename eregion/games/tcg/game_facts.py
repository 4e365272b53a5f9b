"""What the cards of one game can ever do, worked out once a game (``TcgState.facts``): the kinds of
moment someone can respond to, the moments someone has a trigger for, the stats a static ability
changes, the phases someone has a special ability of, the names both players' cards share, the cards
whose text depends on a site's. What no card of this game can ever do is never asked
(docs/core.md, the TCG's fourth pass)."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

from eregion.games.tcg.borrowing import borrows
from eregion.games.tcg.components import cards
from eregion.games.tcg.registry import RESPONSES, TEXT
from eregion.games.tcg.state import GameFacts

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

DEFS = cards()


def game_facts(s: TcgState) -> GameFacts:
    """What this game's cards can ever do (``TcgState.facts``), worked out on first use: a card made
    after setup (a test's position) drops it. (A game set up from decks has it from the start:
    ``setup.lineup``.)"""
    found = s.facts
    if found is None:
        owned: tuple[set[str], set[str]] = (set(), set())
        for c in s.cards:
            owned[c.owner].add(c.cid)
        found = s.facts = facts_of(owned)
    return found


def facts_of(owned: tuple[AbstractSet[str], AbstractSet[str]]) -> GameFacts:
    """What cards can ever do, given each player's card ids."""
    here = owned[0] | owned[1]
    texts = [TEXT[cid] for cid in sorted(here) if cid in TEXT]
    names = [{DEFS[cid].name for cid in cids} for cids in owned]
    return GameFacts(
        frozenset(kind for kind, by_cid in RESPONSES.items() if not here.isdisjoint(by_cid)),
        frozenset(trig.on for t in texts for trig in t.triggers),
        frozenset(st.stat for t in texts for st in t.statics),
        frozenset(phase for t in texts for sp in t.specials for phase in sp.phases),
        (
            frozenset(cid for cid in owned[0] if DEFS[cid].name in names[1]),
            frozenset(cid for cid in owned[1] if DEFS[cid].name in names[0]),
        ),
        frozenset(cid for cid in here if borrows(cid)),
    )


def answerable(s: TcgState) -> frozenset[str]:
    """The kinds of moment some card of this game has a response to (a moment of another kind opens
    no response window: most moments of a starter game, as "a card is played")."""
    return (s.facts or game_facts(s)).responds


def listened(s: TcgState) -> frozenset[str]:
    """The moments some card of this game has a trigger for, in its own text or in a site's that a
    card may have from it (``borrowing``): ``triggers.fire_on`` looks at no card in play for the
    others."""
    return (s.facts or game_facts(s)).listens
