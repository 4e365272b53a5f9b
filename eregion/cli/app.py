"""What every ``eregion`` command shares: the Typer app they register on, and how errors, game options
and the store's URL read on the command line.

Every error reads the same, as one ``Error: ...`` line on stderr: a mistake in the command line (exit
code 2, after the usage line) or a file, game or store that cannot be used (exit code 1).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from importlib.metadata import PackageNotFoundError, version
from typing import Any

import typer

from eregion.agents import UnknownAgent, canonical_spec, make_agent
from eregion.core import EregionError, Game, InvalidSetup, UnknownGame
from eregion.games import get_game


def _print_version(value: bool) -> None:
    if value:
        try:
            typer.echo(f"eregion {version('eregion')}")
        except PackageNotFoundError:  # run from a source tree that was never installed
            typer.echo("eregion (not installed)")
        raise typer.Exit()


app = typer.Typer(
    help="Lord of the Rings tabletop games, played faithfully to their rulebooks, with AI opponents.",
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
    add_completion=False,
    rich_markup_mode=None,  # plain, conventional help and errors: flags as flags, one error style
)


@app.callback()
def _main(
    show_version: bool = typer.Option(
        False, "--version", is_eager=True, callback=_print_version, help="Print the version and exit."
    ),
) -> None:
    """Lord of the Rings tabletop games, played faithfully to their rulebooks, with AI opponents."""


def fail(message: str) -> typer.Exit:
    """Print ``Error: message`` on stderr; raise the returned exit (code 1) to stop."""
    typer.echo(f"Error: {message}", err=True)
    return typer.Exit(1)


@contextmanager
def engine_errors() -> Iterator[None]:
    """An engine error (bad save file, broken data, missing store) becomes its message, exit code 1."""
    try:
        yield
    except EregionError as e:
        raise fail(str(e)) from None


def _lower(spec: str) -> str:
    """A spec in lower case, but for a file's path (``policy:path=Duel.npz``)."""
    name, colon, params = spec.partition(":")
    items = []
    for item in params.split(",") if colon else ():
        key, eq, value = item.partition("=")
        items.append(key.lower() + eq + (value if key.strip().lower() == "path" else value.lower()))
    return name.lower() + colon + ",".join(items)


def agent_named(spec: str, game: Game, flag: str) -> str:
    """The canonical form of an agent spec given with ``flag``; an unknown agent is a usage error."""
    try:
        spec = canonical_spec(_lower(spec))
        make_agent(spec, 0, game)
    except UnknownAgent as e:
        raise typer.BadParameter(str(e), param_hint=flag) from None
    return spec


def game_named(name: str) -> Game:
    try:
        return get_game(name)
    except UnknownGame as e:
        raise typer.BadParameter(str(e), param_hint="GAME") from None


OPTION_HELP = "A game option, NAME=VALUE; repeat for several (`eregion games` lists each game's)."


def _value(text: str, choices: Sequence[Any]) -> Any:
    """``text`` read as the type of an option's choices (true/false for a switch)."""
    kind = type(choices[0]) if choices else str
    if kind is bool:
        return {"true": True, "false": False}.get(text.lower(), text)
    if kind is int:
        try:
            return int(text)
        except ValueError:
            return text
    return text


def game_options(g: Game, given: Sequence[str] | None) -> dict[str, Any]:
    """The options given as ``--option NAME=VALUE``, typed and checked against the game's options."""
    known = {o.name: o for o in g.options}
    out: dict[str, Any] = {}
    for item in given or ():
        name, eq, text = item.partition("=")
        name = name.strip()
        if not eq or not name:
            raise typer.BadParameter(f"{item!r} is not NAME=VALUE", param_hint="--option")
        if name in out:
            raise typer.BadParameter(f"option {name!r} is given twice", param_hint="--option")
        out[name] = _value(text.strip(), known[name].choices) if name in known else text
    try:
        g.resolve_options(out)
    except InvalidSetup as e:
        raise typer.BadParameter(str(e), param_hint="--option") from None
    return out


DB_OPTION = typer.Option(
    "--db",
    metavar="URL",
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
