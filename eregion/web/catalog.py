"""The component catalogues the renderers show: ``static/games/duel.json`` and ``meq.json``.

Views name cards, tiles, tokens and locations by id only; the browser needs their colour, cost, effects
or place on the map to draw them. This module writes those facts (in the project's own words, from
:mod:`eregion.games.duel.text`; the Middle-earth Quest one from :mod:`eregion.web.meq_catalog`) into
static JSON files beside the renderers, so the pages need no extra API. A test checks that the files
are current; regenerate them with ``python -m eregion.web.catalog``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from eregion.games.duel.components import RACES, REGIONS, SKILLS, components
from eregion.games.duel.text import effect_text, token_text
from eregion.web.meq_catalog import meq_catalog

GAMES_DIR = Path(__file__).parent / "static" / "games"


def _skills(counts: tuple[int, ...]) -> dict[str, int]:
    return {SKILLS[i]: n for i, n in enumerate(counts) if n}


def _effect(e: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": e.kind, "text": effect_text(e)}
    if e.count:
        out["count"] = e.count
    if e.skill >= 0:
        out["skill"] = SKILLS[e.skill]
    if e.skills:
        out["skills"] = [SKILLS[s] for s in e.skills]
    if e.regions:
        out["regions"] = [REGIONS[r] for r in e.regions]
    return out


def duel_catalog() -> dict[str, Any]:
    """Cards, Landmark tiles, Alliance tokens and the map, keyed by the ids views use."""
    C = components()
    symbol = lambda bit: C.chain_symbols[bit.bit_length() - 1] if bit else None
    cards = {
        c.id: {
            "chapter": c.chapter,
            "color": c.color,
            "coins": c.coins,
            "skills": _skills(c.skills),
            "effects": [_effect(e) for e in c.effects],
            "chain_gives": symbol(c.chain_gives),
            "chain_frees": symbol(c.chain_frees),
        }
        for c in C.cards
    }
    landmarks = {
        t.id: {
            "name": t.name,
            "region": REGIONS[t.region] if t.region >= 0 else None,
            "skills": _skills(t.skills),
            "effects": [_effect(e) for e in t.effects],
            "promo": t.promo,
        }
        for t in C.landmarks
    }
    tokens = {t.id: {"race": RACES[t.race], "lasting": t.lasting, "text": token_text(t)} for t in C.tokens}
    return {
        "schema": "eregion.web.duel/1",
        "skills": list(SKILLS),
        "regions": list(REGIONS),
        "connections": [[REGIONS[a], REGIONS[b]] for a, b in C.connections],
        "chain_symbols": list(C.chain_symbols),
        "cards": cards,
        "landmarks": landmarks,
        "tokens": tokens,
    }


CATALOGS: dict[str, Callable[[], dict[str, Any]]] = {"duel": duel_catalog, "meq": meq_catalog}
"""Each game with a catalogue, and what builds it."""


def catalog_path(game: str) -> Path:
    return GAMES_DIR / f"{game}.json"


def catalog_text(game: str) -> str:
    """A catalogue as stable JSON text: one line per card, tile, token, location or path, so diffs stay
    readable."""
    dump = lambda v: json.dumps(v, ensure_ascii=False, sort_keys=True)
    parts = []
    for key, value in CATALOGS[game]().items():
        if isinstance(value, dict) and value:
            inner = ",\n".join(f"  {dump(k)}: {dump(v)}" for k, v in value.items())
            parts.append(f" {dump(key)}: {{\n{inner}\n }}")
        elif isinstance(value, list) and value and isinstance(value[0], list):
            inner = ",\n".join(f"  {dump(v)}" for v in value)
            parts.append(f" {dump(key)}: [\n{inner}\n ]")
        else:
            parts.append(f" {dump(key)}: {dump(value)}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def main() -> None:
    for game in CATALOGS:
        path = catalog_path(game)
        path.write_text(catalog_text(game), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
