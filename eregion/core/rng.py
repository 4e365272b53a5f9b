"""A small seeded random generator that clones by copying a few references.

The standard library's Mersenne Twister carries 2.5 KB of state, which would dominate the cost of
cloning a game state. SplitMix64 is tiny, gives the same stream on every platform and under every
PYTHONHASHSEED, and each output depends only on the generator's position, so many outputs can be
computed at once: one Python integer holds a batch of them side by side, 128 bits apart, and a
dozen operations on it compute the whole batch (one operation on a 64-bit integer costs about as
much as one on a few thousand bits: what costs is each new Python int, not its size). A draw then
reads the next output of the batch; the stream is the same as drawing them one at a time.
"""

from __future__ import annotations

import struct
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1, _MIX2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_LANE = 128  # bits between two outputs of a batch: a 64-bit product never reaches the next one
_MAX_BATCH = 64  # outputs computed ahead at most by single draws


def _mix(z: int) -> int:
    """SplitMix64's output for the state ``z`` (one at a time: a batch of one costs more)."""
    z = ((z ^ (z >> 30)) * _MIX1) & _MASK
    z = ((z ^ (z >> 27)) * _MIX2) & _MASK
    return z ^ (z >> 31)


class _Lanes(dict[int, tuple[int, int, int, struct.Struct]]):
    """Per batch size ``n``: the constants that compute ``n`` outputs in one integer (each lane
    ``_LANE`` bits wide): ones in every lane, the golden steps 1..n, the low-64-bit mask of every
    lane, and the struct that reads the low 64 bits of each lane back."""

    def __missing__(self, n: int) -> tuple[int, int, int, struct.Struct]:
        ones = steps = masks = 0
        for k in reversed(range(n)):
            ones = (ones << _LANE) | 1
            steps = (steps << _LANE) | ((k + 1) * _GOLDEN & _MASK)
            masks = (masks << _LANE) | _MASK
        value = self[n] = (ones, steps, masks, struct.Struct("<" + "Q8x" * n))
        return value


_LANES = _Lanes()


def _outputs(state: int, n: int) -> tuple[int, ...]:
    """The next ``n`` outputs of a generator at ``state``, computed side by side (see the module's
    docstring): every operation acts on all lanes at once; the masks keep each lane's bits above
    64 (carries, and bits shifted in from the lane above) out of the next multiplication."""
    ones, steps, masks, unpack = _LANES[n]
    z = (state * ones + steps) & masks
    z = ((z ^ (z >> 30)) & masks) * _MIX1 & masks
    z = ((z ^ (z >> 27)) & masks) * _MIX2 & masks
    z ^= z >> 31  # a lane's low 64 bits are its output: what the lane above shifts in lies higher
    return unpack.unpack(z.to_bytes(16 * n, "little"))


class Rng:
    """SplitMix64 generator. ``Rng(seed)`` for any integer seed; ``copy()`` is O(1).

    It keeps the outputs it computed ahead (``_ahead``, of which ``_used`` are drawn), computed from
    the state ``_origin``: its state proper is ``_origin`` advanced by ``_used`` steps."""

    __slots__ = ("_ahead", "_origin", "_used")

    def __init__(self, seed: int = 0) -> None:
        self._origin = seed & _MASK
        self._ahead: tuple[int, ...] = ()
        self._used = 0

    @property
    def state(self) -> int:
        """The generator's position: the SplitMix64 state after the outputs drawn so far."""
        return (self._origin + self._used * _GOLDEN) & _MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        i = self._used
        try:
            out = self._ahead[i]
        except IndexError:  # all drawn: compute more
            return self._more()
        self._used = i + 1
        return out

    def _more(self) -> int:
        """Draw the next output once those computed ahead are all drawn: the first draws of a
        generator one at a time, then in batches that double."""
        i = self._used
        origin = (self._origin + i * _GOLDEN) & _MASK
        n = min(2 * i, _MAX_BATCH)
        self._origin, self._used = origin, 1
        if n < 2:
            self._ahead = (out := _mix((origin + _GOLDEN) & _MASK),)
            return out
        self._ahead = ahead = _outputs(origin, n)
        return ahead[0]

    def draws(self, n: int) -> tuple[int, ...]:
        """The next ``n`` outputs at once (as ``n`` calls of :meth:`next64` would give them)."""
        i = self._used
        ahead = self._ahead
        if i + n <= len(ahead):
            self._used = i + n
            return ahead[i : i + n]
        left = ahead[i:]
        origin = (self._origin + len(ahead) * _GOLDEN) & _MASK
        more = n - len(left)
        self._origin, self._ahead, self._used = origin, _outputs(origin, more), more
        return left + self._ahead

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

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates shuffle in place, its draws computed together."""
        self.shuffles((items,))

    def shuffles(self, lists: Sequence[MutableSequence[Any]]) -> None:
        """Shuffle each list in place, one after the other (as :meth:`shuffle` would each in turn), with
        the draws of all computed together: a game's deal draws once."""
        total = 0
        for items in lists:
            if items:
                total += len(items) - 1
        draws = self.draws(total)
        k = 0
        for items in lists:
            for i in range(len(items) - 1, 0, -1):
                j = draws[k] % (i + 1)
                items[i], items[j] = items[j], items[i]
                k += 1

    def fork(self) -> Rng:
        """An independent generator seeded from this one (advances this one by one draw)."""
        return Rng(self.next64())

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r._origin, r._ahead, r._used = self._origin, self._ahead, self._used
        return r

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its state alone (the outputs ahead are computed again when drawn)."""
        return Rng, (self.state,)
