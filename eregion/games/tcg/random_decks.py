"""Random legal decks drawn from every implemented card of set 1, for random play, tests and benchmarks
(issue "the whole of set 1": the random-play invariants over random legal decks).

A deck is written as a deck list, so it goes through the same validation as a player's file
(:func:`eregion.games.tcg.decks.parse_deck`) and a game carries it in its setup like any other list.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from eregion.core import JSON, Rng
from eregion.games.tcg.components import CardDef, cards
from eregion.games.tcg.decks import MAX_COPIES, MIN_DRAW, SITE_NUMBERS
from eregion.games.tcg.words import implemented


@cache
def _pool() -> tuple[
    tuple[CardDef, ...], tuple[CardDef, ...], dict[int, tuple[CardDef, ...]], tuple[CardDef, ...]
]:
    """Implemented cards by role: Rings, draw-deck cards, sites by number, Ring-bearers."""
    defs = [d for d in cards().values() if implemented(d)]
    bearers = tuple(d for d in defs if d.ring_bearer)
    rings = tuple(d for d in defs if d.type == "ring")
    sites = {n: tuple(d for d in defs if d.type == "site" and d.site == n) for n in SITE_NUMBERS}
    draw = tuple(d for d in defs if d.side is not None and not d.ring_bearer)
    return rings, draw, sites, bearers


def random_deck_list(rng: Rng, per_side: int = MIN_DRAW // 2) -> str:
    """A legal deck list: a Ring-bearer and The One Ring, one site of each number, and ``per_side``
    Free Peoples and as many Shadow cards, at most 4 of a title (3 of the Ring-bearer's)."""
    rings, draw, sites, bearers = _pool()
    frodo = rng.choice(bearers)
    ring = rng.choice(rings)
    lines = [
        f"1x {frodo.name}",
        f"1x {ring.name}",
        *(f"1x {rng.choice(sites[n]).name}" for n in SITE_NUMBERS),
    ]
    titles: Counter[str] = Counter({frodo.title: 1})
    for side in ("free", "shadow"):
        pool = [d for d in draw if d.side == side]
        taken = 0
        while taken < per_side:
            d = rng.choice(pool)
            if titles[d.title] < MAX_COPIES:
                titles[d.title] += 1
                lines.append(f"1x {d.name}")
                taken += 1
    return "\n".join(lines) + "\n"


def random_setup(seed: int) -> JSON:
    """A game setup with two random legal decks, the same for the same seed."""
    rng = Rng(seed)
    return {"decks": [random_deck_list(rng), random_deck_list(rng)], "names": ["random 1", "random 2"]}
