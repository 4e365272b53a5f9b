"""`eregion cards`: every card of a game with its facts and what it does, in words generated from the
encoding the engine plays (:mod:`eregion.core.reference`)."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from eregion.cli.app import app, engine_errors, fail, game_named
from eregion.core.reference import find


@app.command("cards")
def cards(
    game: Annotated[str, typer.Argument(metavar="GAME", help="The game (see `eregion games`).")],
    name: Annotated[
        str | None,
        typer.Argument(
            metavar="NAME", help="Only the cards whose id or name this names (accents and case ignored)."
        ),
    ] = None,
    as_json: Annotated[
        bool,
        typer.Option(
            "--json", help="Print a JSON list of objects (id, name, kind, text, implemented, facts)."
        ),
    ] = False,
) -> None:
    """List a game's cards (tiles, tokens...) with their facts and text."""
    with engine_errors():
        g = game_named(game)
        if g.cards is None:
            raise fail(f"{g.name} has no card list yet")
        entries = list(g.cards())
        if name is not None:
            entries = find(entries, name)
            if not entries:
                raise fail(f"no card of {g.name} is called {name!r}; `eregion cards {g.name}` lists them all")
    if as_json:
        typer.echo(json.dumps([e.to_json() for e in entries], ensure_ascii=False))
        return
    for e in entries:
        missing = "" if e.implemented else "  [not yet implemented]"
        typer.echo(f"{e.title} · {e.kind}{missing}\n    {e.text}")
