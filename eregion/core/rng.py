"""A small seeded random generator that clones by copying one integer.

The standard library's Mersenne Twister carries 2.5 KB of state, which would dominate the cost of
cloning a game state. SplitMix64 is tiny, fast in pure Python and gives the same stream on every
platform and under every PYTHONHASHSEED.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """SplitMix64 generator. ``Rng(seed)`` for any integer seed; ``copy()`` is O(1)."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in ``[0, n)``; the modulo bias over 64 bits is negligible."""
        if n <= 0:
            raise ValueError(f"randrange needs n > 0, got {n}")
        return self.next64() % n

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self.next64() >> 11) * (1.0 / 9007199254740992.0)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place (the generator inlined: determinizations shuffle a lot)."""
        st = self.state
        for i in range(len(items) - 1, 0, -1):
            st = (st + _GOLDEN) & _MASK
            z = ((st ^ (st >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = st

    def fork(self) -> Rng:
        """An independent generator seeded from this one (advances this one by one draw)."""
        return Rng(self.next64())

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r
