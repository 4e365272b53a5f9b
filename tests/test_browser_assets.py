"""The browser client's static files: the Duel and Middle-earth Quest catalogues are current, and nothing
loads from elsewhere."""

from __future__ import annotations

import json
import re

import pytest

from eregion.games import names
from eregion.games.duel.components import components
from eregion.games.meq.components import components as meq_components
from eregion.web import STATIC_DIR
from eregion.web.catalog import CATALOGS, catalog_path, catalog_text


@pytest.mark.parametrize("game", sorted(CATALOGS))
def test_catalogue_is_current(game: str) -> None:
    assert catalog_path(game).read_text(encoding="utf-8") == catalog_text(game), (
        f"eregion/web/static/games/{game}.json is stale: run `python -m eregion.web.catalog`"
    )


def test_meq_catalogue_covers_the_board() -> None:
    data = json.loads(catalog_path("meq").read_text(encoding="utf-8"))
    C = meq_components()
    assert len(data["locations"]) == 63 and len(data["regions"]) == 10 and len(data["paths"]) == 106
    assert {k for k, loc in data["locations"].items() if loc["haven"]} == {
        k for k, x in C.locations.items() if x.haven
    }
    assert data["locations"]["barad_dur"]["stronghold"] == 6
    assert sum(1 for p in data["paths"] if p[4]) == sum(1 for p in C.paths if p.water)
    assert set(data["foes"]) == set(C.monsters) | set(C.minions)
    assert data["heroes"]["argalad"]["cards"]["aimed_shot"]["icon"] == "mountain"  # each hero's own icons
    assert data["events"]["imladris"]["location"] == "rivendell"  # an Event that stays, where it acts
    assert set(data["quest_locations"]) >= set(C.quests)  # where each quest is completed


def test_duel_catalogue_covers_every_component() -> None:
    data = json.loads(catalog_path("duel").read_text(encoding="utf-8"))
    C = components()
    assert set(data["cards"]) == {c.id for c in C.cards}
    assert set(data["landmarks"]) == {t.id for t in C.landmarks}
    assert set(data["tokens"]) == {t.id for t in C.tokens}
    assert len(data["connections"]) == 11
    for card in data["cards"].values():
        assert card["effects"] and all(e["text"] for e in card["effects"])


def test_pages_load_only_local_assets() -> None:
    files = [p for p in STATIC_DIR.rglob("*") if p.suffix in {".html", ".js", ".css", ".svg"}]
    assert {"index.html", "play.html", "app.css", "lobby.js", "play.js"} <= {p.name for p in files}
    assert (STATIC_DIR / "games" / "duel.js").exists()
    external = re.compile(
        r"""(src|href)\s*=\s*["'](https?:)?//|@import\s+url\(\s*["']?https?:|from\s+["']https?:"""
    )
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert not external.search(text), f"{path.name} loads something from another host"
        for ref in re.findall(r"""(?:src|href)="(/static/[^"]+)\"""", text):
            assert (STATIC_DIR / ref.removeprefix("/static/")).exists(), f"{path.name}: {ref} is missing"


def test_every_game_has_a_renderer() -> None:
    # the game page imports /static/games/<game>.js by name; the lobby offers every game in the catalogue
    for name in names():
        assert (STATIC_DIR / "games" / f"{name}.js").exists(), f"no web renderer for {name}"


def test_module_imports_resolve() -> None:
    # renderers share code through sibling modules (games/cards-ui.js); a relative import of a file that
    # is not there (or not packaged: pyproject's package data takes static/* and static/*/*) breaks
    # the game page with no server error
    imports = re.compile(r"""^\s*import\s+(?:[^"';]*?\s+from\s+)?["'](\.{1,2}/[^"']+)["']""", re.MULTILINE)
    seen = 0
    for path in STATIC_DIR.rglob("*.js"):
        assert len(path.relative_to(STATIC_DIR).parts) <= 2, f"{path}: not covered by the package data"
        for ref in imports.findall(path.read_text(encoding="utf-8")):
            seen += 1
            assert (path.parent / ref).resolve().is_file(), f"{path.name} imports {ref}, which is missing"
    assert seen
    assert (STATIC_DIR / "games" / "cards-ui.js").exists()


def test_nothing_moves_under_the_pointer() -> None:
    """A hover rule that moves or resizes its element (transform, margins, size) can slide it out from
    under a pointer resting at its edge: the hover ends, the element slides back, and it flickers for as
    long as the pointer stays (Playwright found an actionable card 'never stable' this way)."""
    css = (STATIC_DIR / "app.css").read_text(encoding="utf-8")
    moving = re.compile(r"\b(transform|translate|margin|top|left|width|height|padding)\s*:")
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        if ":hover" in selectors:
            assert not moving.search(body), f"{selectors.strip()} moves its element: {body.strip()}"
