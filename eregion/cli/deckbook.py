"""``eregion decks``: the card games' built-in decks, and checking a deck list file against a game's
deck-building rules before playing it (each problem named with its line)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from eregion.cli.app import app, engine_errors, fail

decks_app = typer.Typer(help="List the built-in decks, or check a deck list file.", no_args_is_help=True)
app.add_typer(decks_app, name="decks")

DECK_GAMES = ("tcg", "lcg")


def _game(game: str) -> str:
    g = game.strip().lower()
    if g not in DECK_GAMES:
        raise typer.BadParameter(
            f"{game!r} has no deck lists; the games with decks are {', '.join(DECK_GAMES)}", param_hint="GAME"
        )
    return g


def _summary(game: str, name_or_path: str) -> str:
    """One line saying what a legal deck holds."""
    if game == "tcg":
        from eregion.games.tcg.components import cards as tcg_cards
        from eregion.games.tcg.decks import load_deck as load_tcg

        deck = load_tcg(name_or_path)
        defs = tcg_cards()
        free = sum(defs[c].side == "free" for c in deck.draw)
        return (
            f"{deck.name}: a legal deck. Ring-bearer {defs[deck.ring_bearer].name}; 9 sites; "
            f"{len(deck.draw)} draw cards ({free} Free Peoples, {len(deck.draw) - free} Shadow)"
        )
    from eregion.games.lcg.components import cards as lcg_cards
    from eregion.games.lcg.decks import load_deck as load_lcg

    deck = load_lcg(name_or_path)
    defs = lcg_cards()
    heroes = ", ".join(defs[h].name for h in deck.heroes)
    return f"{deck.name}: a legal deck. Heroes {heroes}; {len(deck.cards)} player cards"


@decks_app.command("list")
def list_decks(
    game: Annotated[str | None, typer.Argument(metavar="[GAME]", help="tcg or lcg (default: both).")] = None,
) -> None:
    """List the built-in decks, each with what it holds."""
    from eregion.games.lcg.decks import starter_names as lcg_names
    from eregion.games.tcg.decks import builtin_names as tcg_names

    names = {"tcg": tcg_names(), "lcg": lcg_names()}
    for g in (_game(game),) if game else DECK_GAMES:
        typer.echo(f"{g}:")
        for n in names[g]:
            typer.echo(f"  {_summary(g, n)}")


@decks_app.command("validate")
def validate(
    game: Annotated[str, typer.Argument(metavar="GAME", help="tcg or lcg.")],
    file: Annotated[Path, typer.Argument(metavar="FILE", help="A deck list: one '<count>x <card>' a line.")],
) -> None:
    """Check a deck list against the game's deck-building rules; every problem is named with its line.
    Exits 1 when the deck is not legal."""
    g = _game(game)
    if not file.is_file():
        raise fail(f"no deck list file at {file}")
    with engine_errors():
        typer.echo(_summary(g, str(file)))
