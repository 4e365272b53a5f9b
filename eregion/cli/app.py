"""What every ``eregion`` command shares: the Typer app they register on, and how errors and the store's
URL read on the command line."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import typer
from rich.console import Console
from rich.markup import escape

from eregion.core import EregionError, Game, UnknownGame
from eregion.games import get_game

app = typer.Typer(
    help="Lord of the Rings tabletop games, played faithfully to their rulebooks, with AI opponents.",
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
    add_completion=False,
)


@contextmanager
def engine_errors() -> Iterator[None]:
    """An engine error (bad save file, broken data) becomes its message in red on stderr, exit code 1."""
    try:
        yield
    except EregionError as e:
        Console(stderr=True).print(f"[red]error: {escape(str(e))}[/]")
        raise typer.Exit(1) from None


def game_named(name: str) -> Game:
    try:
        return get_game(name)
    except UnknownGame as e:
        raise typer.BadParameter(str(e), param_hint="GAME") from None


DB_OPTION = typer.Option(
    "--db",
    help="The store: a SQLite file or postgresql://USER@HOST/DB.",
    show_default="$EREGION_DB, else ./eregion.db",
)


def store_url(db: str | None) -> Any:
    """The store's URL; a malformed one or an unsupported scheme is a usage error."""
    from eregion.store import BadStoreURL, resolve_url

    try:
        return resolve_url(db)
    except BadStoreURL as e:
        raise typer.BadParameter(str(e), param_hint="--db") from None
