"""The browser client: static pages, styles and per-game renderers, served by :mod:`eregion.server`.

Everything here is plain files under ``static/`` (HTML, CSS, JavaScript modules, SVG): no build step and
no CDN. ``STATIC_DIR`` is where the server finds them. A game's renderer is ``static/games/<name>.js``;
the game page loads it by name (see ``static/play.js`` for the hook).
"""

from pathlib import Path

STATIC_DIR = Path(__file__).parent / "static"

__all__ = ["STATIC_DIR"]
