"""Limits on abilities ("limit once per round", "limit +3"): counters that reset at a boundary."""

from __future__ import annotations


class Limits:
    """Counts uses keyed by (scope, key); :meth:`reset` clears one scope ("phase", "turn", ...)."""

    __slots__ = ("counts",)

    def __init__(self) -> None:
        self.counts: dict[tuple[str, object], int] = {}

    def used(self, scope: str, key: object) -> int:
        return self.counts.get((scope, key), 0)

    def add(self, scope: str, key: object, n: int = 1) -> None:
        self.counts[(scope, key)] = self.counts.get((scope, key), 0) + n

    def reset(self, scope: str) -> None:
        if self.counts:
            self.counts = _outside(self.counts, scope)

    def copy(self) -> Limits:
        out = Limits.__new__(Limits)
        out.counts = dict(self.counts)
        return out


def _outside(counts: dict[tuple[str, object], int], scope: str) -> dict[tuple[str, object], int]:
    """The counts of every scope but ``scope`` (apart from :meth:`Limits.reset`, which would otherwise
    make ``scope`` a closure cell at every call, most with nothing to count)."""
    return {k: v for k, v in counts.items() if k[0] != scope}
