"""Card instances, the zones that hold them, and the copy-on-write state that owns both.

Every physical card in a game gets a ``uid`` (its index in the state's card list) at setup, so
action ids, logs and replays can name it. A card knows its definition id, owner, controller, zone,
the card it is attached to (``host``) and its wounds (TCG) or damage (LCG). Zones are ordered lists
of uids per (player, zone name); the last element of a deck is its top.

A clone shares every :class:`Card` object and the zones with the state it came from: it copies
one list of card references, not the ~140 cards a game holds. A state writes a card only through
:meth:`CardState.card_mut` (or :meth:`CardState.move`, or :func:`deal`), which first copies a card
the state does not own yet. Reading ``s.cards[u]`` and ``s.zones[key]`` stays a plain list and dict
lookup, so the rules pay nothing for it.

A uid never tells which card lies behind it while the card is hidden: every shuffle of a face-down
pile deals the pile's identities among its uids (:func:`deal`), at setup and whenever a seen card is
shuffled back.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from eregion.core import Action, Decision, Rng, State
from eregion.core.engine import Rules


class Card:
    """One physical card. Shared between a state and its clones until one of them writes it
    (:meth:`CardState.card_mut`): never assign a field of a card read from ``s.cards``."""

    __slots__ = ("cid", "controller", "exhausted", "gen", "host", "owner", "tokens", "uid", "wounds", "zone")

    def __init__(self, uid: int, cid: str, owner: int, zone: str) -> None:
        self.uid = uid
        self.cid = cid
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.host: int | None = None
        self.wounds = 0
        self.exhausted = False
        self.tokens = 0
        self.gen: object = None  # the ownership token of the one state that may write it

    def copy(self) -> Card:
        c = Card.__new__(Card)
        c.uid, c.cid, c.owner, c.controller, c.zone = (
            self.uid,
            self.cid,
            self.owner,
            self.controller,
            self.zone,
        )
        c.host, c.wounds, c.exhausted, c.tokens = self.host, self.wounds, self.exhausted, self.tokens
        c.gen = None
        return c

    def __repr__(self) -> str:
        return f"Card({self.uid}, {self.cid!r}, p{self.owner}, {self.zone})"


_ZONE_KEYS: dict[tuple[int, tuple[str, ...]], tuple[tuple[int, str], ...]] = {}
"""Every zone's key of a game, by its seat count and zone names (made once, not at every setup)."""

Zones = dict[tuple[int, str], list[int]]
"""Ordered uid lists keyed by (player, zone name), kept in step with each card's ``zone``: a plain
dict, so a lookup costs what a dict's does. Write one only through :meth:`CardState.move` or
:meth:`CardState.zone_mut`."""


class CardState(State):
    """A card game's state: its cards by uid and its zones, copy-on-write between clones.

    Cards are copied one by one, when written: ``_mine`` is this state's ownership token, and a card
    whose ``gen`` is it belongs to this state alone and may be written in place; any other card may
    be shared with a clone, so :meth:`card_mut` copies it first. Zone lists are copied all at once
    (a few dozen short lists), by :meth:`own_zones`, before a state's rules first run after a clone
    (``_apply``, ``determinize``): the rules may hold a zone list in a variable while they move
    cards, so a list must never be replaced under them. A clone (:meth:`share_cards`) gives both
    states fresh tokens and shared zones, so neither writes what the other can see.
    """

    __slots__ = ("_mine", "_zones_mine", "cards", "zones")

    cards: list[Card]
    zones: Zones

    def init_cards(self, players: int, zone_names: tuple[str, ...]) -> None:
        """No cards yet, and an empty zone of every name for each of ``players`` seats (setup)."""
        self._mine = object()
        self._zones_mine = True
        self.cards = []
        keys = _ZONE_KEYS.get((players, zone_names))
        if keys is None:
            keys = _ZONE_KEYS[(players, zone_names)] = tuple(
                (p, n) for p in range(players) for n in zone_names
            )
        self.zones = {k: [] for k in keys}

    def new_card(self, cid: str, owner: int, zone: str) -> int:
        """Put a new card on top of ``zone`` of ``owner`` (setup); returns its uid."""
        self.new_cards((cid,), owner, zone)
        return len(self.cards) - 1

    def new_cards(self, cids: Iterable[str], owner: int, zone: str) -> None:
        """Put new cards on top of ``zone`` of ``owner``, one after the other (setup: a deck at once)."""
        cards, mine = self.cards, self._mine
        pile = self.zone_mut((owner, zone))
        for cid in cids:
            c = Card(len(cards), cid, owner, zone)
            c.gen = mine
            cards.append(c)
            pile.append(c.uid)

    def card_mut(self, uid: int) -> Card:
        """The card ``uid``, this state's own, to write: copied first if a clone may share it.
        Take it before reading what a call may change: a reference taken earlier may be stale."""
        c = self.cards[uid]
        if c.gen is not self._mine:
            c = c.copy()
            c.gen = self._mine
            self.cards[uid] = c
        return c

    def own_zones(self) -> None:
        """Copy the zone lists shared with a clone, so this state may write them (a no-op once
        done). Called where the rules start to run; a list read before this call is stale after it."""
        if not self._zones_mine:
            self.zones = {k: v[:] for k, v in self.zones.items()}
            self._zones_mine = True

    def zone_mut(self, key: tuple[int, str]) -> list[int]:
        """The zone list ``key``, this state's own, to reorder in place."""
        if not self._zones_mine:
            self.own_zones()
        return self.zones[key]

    def move(self, uid: int, player: int, zone: str, *, bottom: bool = False) -> Card:
        """Take card ``uid`` out of its zone and put it on top (end) of ``zone`` of ``player`` (or at
        the bottom, index 0), under his control; returns the card, this state's own."""
        if not self._zones_mine:
            self.own_zones()
        c = self.cards[uid]
        if c.gen is not self._mine:
            c = self.card_mut(uid)
        z = self.zones
        z[(c.controller, c.zone)].remove(uid)
        if bottom:
            z[(player, zone)].insert(0, uid)
        else:
            z[(player, zone)].append(uid)
        c.zone = zone
        c.controller = player
        return c

    def share_cards(self, new: CardState) -> None:
        """Give the clone ``new`` this state's cards and zones, shared: each side copies what it
        writes from now on."""
        new.cards = self.cards[:]
        new.zones = self.zones
        self._mine = object()
        new._mine = object()
        self._zones_mine = new._zones_mine = False


class MemoCardState(CardState):
    """A :class:`CardState` whose rules run on a step engine (:attr:`rules`) and keep what they work out
    from where the cards are in :attr:`memo` (a game's own slot), until a card is written or moves."""

    __slots__ = ()

    rules: ClassVar[Rules]
    memo: dict[Any, Any]
    _decision: Decision | None

    @property
    def decision(self) -> Decision | None:
        return self._decision

    def legal_actions(self) -> tuple[Action, ...]:
        d = self._decision  # (not through the property: asked before every move)
        return () if d is None else d.options

    def _apply(self, action: Action) -> None:
        if not self._zones_mine:  # (``own_zones``, called only when it has work: a call less a move)
            self.own_zones()
        self.rules.resolve(self, action)

    def card_mut(self, uid: int) -> Card:
        self.memo.clear()
        c = self.cards[uid]
        return c if c.gen is self._mine else CardState.card_mut(self, uid)

    def move(self, uid: int, player: int, zone: str, *, bottom: bool = False) -> Card:
        self.memo.clear()
        return CardState.move(self, uid, player, zone, bottom=bottom)


def deal(s: CardState, uids: Iterable[int], rng: Rng) -> None:
    """Deal the identities (``cid``) of the cards ``uids`` among them at random; each uid keeps its
    place (zone, position, host, wounds).

    Shuffling a face-down pile this way means its uids say nothing of its cards: not the deck list's
    order (uids are given in that order at setup), nor what a card was when last seen face up (a
    discard pile shuffled into a deck). ``determinize`` deals what a player cannot see the same way,
    so a face-down card whose uid is in view (an LCG Orc Guard) is resampled too. The result depends
    only on the set of uids and the multiset of identities, never on who was where before.
    """
    cards = s.cards
    slots = sorted(uids)
    cids = sorted(cards[u].cid for u in slots)
    rng.shuffle(cids)
    for u, cid in zip(slots, cids):
        if cards[u].cid != cid:
            s.card_mut(u).cid = cid
