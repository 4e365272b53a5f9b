"""Where each LCG card's encoded abilities are registered (filled in by the ``cardtext_*`` modules).

Kept apart, with no imports of the engine, so the rules and the basic procedures can look abilities
up (static bonuses, who listens to a trigger) without importing the vocabulary that needs them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from eregion.games.lcg.vocab import CardText

TEXT: dict[str, CardText] = {}
PLAYER_BASE = 1000  # memo entries from here name a player (ChoosePlayer), not a card


class Ctx(NamedTuple):
    """Who uses an ability, whose ability it is, what it has chosen so far, and what its trigger was
    about: ``subj`` (the card committed, revealed, defending, destroyed...), ``n`` (an amount, or a
    player) and ``extra`` (more cards: the attacking enemy, the attackers)."""

    player: int
    src: int  # the card whose ability it is (-1: the rules)
    memo: tuple[int, ...] = ()
    subj: int = -1
    n: int = 0
    extra: tuple[int, ...] = ()

    @property
    def it(self) -> int:
        """The card chosen last ("exhaust a character to ... it")."""
        for m in reversed(self.memo):
            if m < PLAYER_BASE:
                return m
        return self.src

    @property
    def chosen_player(self) -> int:
        """The player chosen last ("choose a player: that player draws"), else the acting player."""
        for m in reversed(self.memo):
            if m >= PLAYER_BASE:
                return m - PLAYER_BASE
        return self.player

    def add(self, chosen: int) -> Ctx:
        return self._replace(memo=(*self.memo, chosen))


_LISTENERS: dict[str, frozenset[str]] = {}
_STATIC: dict[str, frozenset[str]] = {}
_FROM_HAND: dict[str, frozenset[str]] = {}


def listeners(on: str) -> frozenset[str]:
    """Card ids with a forced effect, a response or a response event on trigger ``on`` (built once,
    on first use)."""
    if not _LISTENERS:
        found: dict[str, set[str]] = {}
        for cid, text in TEXT.items():
            for ab in (*text.responses, *text.forced):
                found.setdefault(ab.on, set()).add(cid)
            if text.event_on:
                found.setdefault(text.event_on, set()).add(cid)
        _LISTENERS.update({k: frozenset(v) for k, v in found.items()})
        _LISTENERS.setdefault("", frozenset())
    return _LISTENERS.get(on, frozenset())


def from_hand(on: str) -> frozenset[str]:
    """Card ids that may answer from a hand: action events (``on`` empty, an action window) or
    responses to trigger ``on`` (response events, and responses used from hand)."""
    if not _FROM_HAND:
        found: dict[str, set[str]] = {}
        for cid, text in TEXT.items():
            if text.event:
                found.setdefault(text.event_on, set()).add(cid)
            for ab in text.responses:
                if ab.from_hand:
                    found.setdefault(ab.on, set()).add(cid)
        _FROM_HAND.update({k: frozenset(v) for k, v in found.items()})
        _FROM_HAND.setdefault("", frozenset())
    return _FROM_HAND.get(on, frozenset())


def static_cids(stat: str) -> frozenset[str]:
    """Card ids with a passive effect on ``stat`` (built once, on first use): most stats have none in
    the Core Set, so most stat lookups never scan the table."""
    if not _STATIC:
        found: dict[str, set[str]] = {}
        for cid, text in TEXT.items():
            for st in text.statics:
                found.setdefault(st.stat, set()).add(cid)
        _STATIC.update({k: frozenset(v) for k, v in found.items()})
        _STATIC.setdefault("", frozenset())
    return _STATIC.get(stat, frozenset())
