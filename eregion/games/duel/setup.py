"""The deal of a new game (p.2): chapter decks, Landmark tiles and Alliance stacks.

Everything is shuffled from the game's RNG; ``setup`` may pin any part, which tests and puzzles use
to start from an exact deal. Format (every key optional)::

    {"chapters": {"1": [23 card ids in deal order: slots 0-19, then the 3 left over], "2": ..., "3": ...},
     "landmarks": [tile ids, the first 3 face up, then the stack from the top],
     "alliance": {"Elves": [3 token ids, top first], ...}}
"""

from __future__ import annotations

from typing import Any

from eregion.core import JSON, InvalidSetup, Rng
from eregion.games.duel.components import RACES, components

C = components()
# What is dealt, in index order before shuffling (the same lists for every game).
_CHAPTER_CARDS = tuple(tuple(c.index for c in C.cards if c.chapter == ch) for ch in (1, 2, 3))
_TILES = tuple(tuple(t.index for t in C.landmarks if promo or not t.promo) for promo in (False, True))
_RACE_TOKENS = tuple(tuple(t.index for t in C.tokens if t.race == r) for r in range(len(RACES)))


def _permutation(given: Any, expected: list[str], where: str) -> list[str]:
    if not isinstance(given, list) or not all(isinstance(x, str) for x in given):
        raise InvalidSetup(f"setup {where}: expected a list of ids")
    if sorted(given) != sorted(expected):
        unknown = sorted(set(given) - set(expected))
        missing = sorted(set(expected) - set(given))
        detail = "; ".join(
            part
            for part in (
                f"not allowed here: {', '.join(unknown)}" if unknown else "",
                f"missing: {', '.join(missing)}" if missing else "",
                "an id is repeated" if not unknown and not missing else "",
            )
            if part
        )
        raise InvalidSetup(f"setup {where}: must list each of the {len(expected)} ids once ({detail})")
    return given


def deal(
    rng: Rng, options: dict[str, Any], setup: JSON | None
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Chapter decks (deal order), the Landmark stack (top last) and Alliance stacks (top last)."""
    decks = [list(cards) for cards in _CHAPTER_CARDS]
    tiles = list(_TILES[bool(options.get("promo"))])
    alliance = [list(tokens) for tokens in _RACE_TOKENS]
    rng.shuffles((*decks, tiles, *alliance))  # in this order: the chapters, the tiles, each Race's stack
    if setup is not None:
        if not isinstance(setup, dict):
            raise InvalidSetup("setup must be an object with 'chapters', 'landmarks' and/or 'alliance'")
        unknown = set(setup) - {"chapters", "landmarks", "alliance"}
        if unknown:
            raise InvalidSetup(
                f"setup has unknown keys {sorted(unknown)}; allowed: chapters, landmarks, alliance"
            )
        chapters = setup.get("chapters", {})
        if not isinstance(chapters, dict) or set(chapters) - {"1", "2", "3"}:
            raise InvalidSetup("setup chapters: expected an object with keys '1', '2' and/or '3'")
        for key, ids in chapters.items():
            ch = int(key)
            expected = [c.id for c in C.cards if c.chapter == ch]
            order = _permutation(ids, expected, f"chapters.{key}")
            decks[ch - 1] = [C.card_by_id[i].index for i in order]
        if "landmarks" in setup:
            order = _permutation(setup["landmarks"], [C.landmarks[t].id for t in tiles], "landmarks")
            tiles = [C.landmark_by_id[i].index for i in reversed(order)]
        stacks = setup.get("alliance", {})
        if not isinstance(stacks, dict) or set(stacks) - set(RACES):
            raise InvalidSetup(f"setup alliance: expected an object keyed by Race ({', '.join(RACES)})")
        for race, ids in stacks.items():
            r = RACES.index(race)
            expected = [t.id for t in C.tokens if t.race == r]
            order = _permutation(ids, expected, f"alliance.{race}")
            alliance[r] = [C.token_by_id[i].index for i in reversed(order)]
    return tuple(tuple(d) for d in decks), tuple(tiles), tuple(tuple(a) for a in alliance)
