"""Card instances and the zones that hold them.

Every physical card in a game gets a ``uid`` (its index in the state's card list) at setup, so
action ids, logs and replays can name it. A card knows its definition id, owner, controller, zone,
the card it is attached to (``host``) and its wounds (TCG) or damage (LCG). Zones are ordered lists
of uids per (player, zone name); the last element of a deck is its top.

A uid never tells which card lies behind it while the card is hidden: every shuffle of a face-down
pile deals the pile's identities among its uids (:func:`deal`), at setup and whenever a seen card is
shuffled back.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from eregion.core import Rng


class Card:
    """One physical card. Mutable, but copied (not shared) by :meth:`copy` when a state clones."""

    __slots__ = ("cid", "controller", "exhausted", "host", "owner", "tokens", "uid", "wounds", "zone")

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
        return c

    def __repr__(self) -> str:
        return f"Card({self.uid}, {self.cid!r}, p{self.owner}, {self.zone})"


class Zones:
    """Ordered uid lists keyed by (player, zone name), kept in step with each card's ``zone``."""

    __slots__ = ("lists",)

    def __init__(self, players: int, names: Iterable[str]) -> None:
        self.lists: dict[tuple[int, str], list[int]] = {(p, n): [] for p in range(players) for n in names}

    def __getitem__(self, key: tuple[int, str]) -> list[int]:
        return self.lists[key]

    def move(self, card: Card, player: int, zone: str, *, bottom: bool = False) -> None:
        """Take ``card`` out of its zone and put it on top (end) of ``zone`` of ``player``
        (or at the bottom, index 0)."""
        self.lists[(card.controller, card.zone)].remove(card.uid)
        dest = self.lists[(player, zone)]
        if bottom:
            dest.insert(0, card.uid)
        else:
            dest.append(card.uid)
        card.zone = zone
        card.controller = player

    def add(self, card: Card) -> None:
        """Register a new card in its own zone (setup)."""
        self.lists[(card.controller, card.zone)].append(card.uid)

    def copy(self) -> Zones:
        z = Zones.__new__(Zones)
        z.lists = {k: v.copy() for k, v in self.lists.items()}
        return z


def deal(cards: Sequence[Card], uids: Iterable[int], rng: Rng) -> None:
    """Deal the identities (``cid``) of the cards ``uids`` among them at random; each uid keeps its
    place (zone, position, host, wounds).

    Shuffling a face-down pile this way means its uids say nothing of its cards: not the deck list's
    order (uids are given in that order at setup), nor what a card was when last seen face up (a
    discard pile shuffled into a deck). ``determinize`` deals what a player cannot see the same way,
    so a face-down card whose uid is in view (an LCG Orc Guard) is resampled too. The result depends
    only on the set of uids and the multiset of identities, never on who was where before.
    """
    slots = sorted(uids)
    cids = sorted(cards[u].cid for u in slots)
    rng.shuffle(cids)
    for u, cid in zip(slots, cids):
        cards[u].cid = cid
