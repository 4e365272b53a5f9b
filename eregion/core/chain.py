"""An immutable linked list for append-only histories.

Clones share their past: appending is O(1) and cloning a state copies one reference, however long
the game's action history and event log have grown.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Generic, TypeVar

T = TypeVar("T")


class Chain(Generic[T]):
    """``Chain(item, previous)``; the empty chain is ``None``. Iterate with :func:`items`."""

    __slots__ = ("item", "prev")

    def __init__(self, item: T, prev: Chain[T] | None) -> None:
        self.item = item
        self.prev = prev

    def __reduce__(self) -> tuple[object, ...]:
        # Pickle as a flat list: the default nests one level per item and overflows the recursion
        # limit on long games.
        return (_rebuild, (items(self),))


def _rebuild(values: list[T]) -> Chain[T] | None:
    chain: Chain[T] | None = None
    for v in values:
        chain = Chain(v, chain)
    return chain


def items(chain: Chain[T] | None) -> list[T]:
    """The chain's items, oldest first."""
    out: list[T] = []
    while chain is not None:
        out.append(chain.item)
        chain = chain.prev
    out.reverse()
    return out


def last(chain: Chain[T] | None, n: int) -> Iterator[T]:
    """Up to ``n`` most recent items, newest first."""
    while chain is not None and n > 0:
        yield chain.item
        chain = chain.prev
        n -= 1
