"""An immutable linked list for append-only histories, made of plain pairs.

A chain is ``(item, previous chain)``, a plain tuple, and the empty chain is ``None``: appending
builds one tuple (the cheapest object Python makes, and games append to their log a few hundred
times a game) and cloning a state copies one reference, however long the game's action history and
event log have grown. Pickling a state writes its chains flat (:meth:`eregion.core.State.__getstate__`):
nested pairs would nest the pickler one level per item.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, TypeAlias, TypeVar

T = TypeVar("T")

Chain: TypeAlias = tuple[Any, Any]
"""``(item, previous)``, where ``previous`` is a chain or None."""


def items(chain: Chain | None) -> list[Any]:
    """The chain's items, oldest first."""
    out: list[Any] = []
    while chain is not None:
        item, chain = chain
        out.append(item)
    out.reverse()
    return out


def build(values: list[T]) -> Chain | None:
    """The chain of ``values``, oldest first (the inverse of :func:`items`)."""
    chain: Chain | None = None
    for v in values:
        chain = (v, chain)
    return chain


def last(chain: Chain | None, n: int) -> Iterator[Any]:
    """Up to ``n`` most recent items, newest first."""
    while chain is not None and n > 0:
        item, chain = chain
        yield item
        n -= 1
