"""The ``eregion`` command: play in the terminal or the browser, simulate, rate, benchmark.

Mistakes in the command line exit with code 2 and say what to type instead; a file or game that
cannot be used exits with code 1 and the engine's own message; neither shows a traceback. The
commands live in :mod:`eregion.cli.play` (play, replay, bench, games), :mod:`eregion.cli.sim` (sim,
runs, ratings), :mod:`eregion.cli.tournament`, :mod:`eregion.cli.cards`, :mod:`eregion.cli.deckbook` (decks) and :mod:`eregion.cli.serve`.
"""

from __future__ import annotations

from eregion.cli import cards, deckbook, play, serve, sim, tournament  # noqa: F401  (the commands register themselves on `app`)
from eregion.cli.app import app

__all__ = ["app", "main"]


def main() -> None:
    app()
