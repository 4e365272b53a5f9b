"""What a command line's decks mean for the card games: the options (built-in decks), or a setup that
carries the deck lists read from files (so a saved game never needs the file again), and who sits where.
The TCG is head to head; the LCG is co-operative, one seat per deck, with AI teammates."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from eregion.cli.app import agent_named
from eregion.core import Game
from eregion.terminal import HUMAN


def tcg_decks(
    g: Game, side: str | None, decks: list[str] | None, vs: str | None, ai: str | None
) -> tuple[dict[str, Any], Any, str | None]:
    """Options or a setup for the two decks, and the AI's spec.

    ``--vs`` names the opponent's deck when it is a built-in deck or a file; otherwise it is the agent.
    """
    from eregion.games.tcg.decks import STARTERS, deck_source, is_builtin

    if decks and len(decks) > 1:
        raise typer.BadParameter(
            "give one --deck (yours); name the opponent's deck with --vs", param_hint="--deck"
        )
    mine = decks[0] if decks else STARTERS[0]
    theirs = None
    if vs is not None and (is_builtin(vs) or Path(vs).expanduser().is_file()):
        theirs, vs = vs, ai
    elif ai is not None:
        raise typer.BadParameter(
            "--ai goes with --vs DECK; otherwise give the agent with --vs", param_hint="--ai"
        )
    if theirs is None:
        theirs = STARTERS[1] if is_builtin(mine) and deck_source(mine)[0] == STARTERS[0] else STARTERS[0]
    me = 1 if (side or g.players[0]).lower() == g.players[1] else 0
    order = [mine, theirs] if me == 0 else [theirs, mine]
    if all(is_builtin(d) for d in order):
        return {"deck1": deck_source(order[0])[0], "deck2": deck_source(order[1])[0]}, None, vs
    sources = [deck_source(d) for d in order]
    return {}, {"decks": [text for _, text in sources], "names": [name for name, _ in sources]}, vs


def lcg_table(
    g: Game, side: str | None, decks: list[str] | None, vs: str | None, ai: str | None, hotseat: bool
) -> tuple[dict[str, Any], Any, tuple[str, ...]]:
    """Options or a setup for one player per ``--deck`` (default: the Leadership starter alone), and
    the seats: you at ``--as`` (default the first), AI teammates (``--ai``, default expert) elsewhere,
    or every player human with ``--hotseat``."""
    from eregion.games.lcg.decks import STARTERS, deck_source, starter_key

    if vs is not None:
        raise typer.BadParameter(
            "the LCG is co-operative: there is no opponent; choose AI teammates with --ai", param_hint="--vs"
        )
    chosen = decks or [STARTERS[0]]
    if len(chosen) > len(g.players):
        raise typer.BadParameter(
            f"at most {len(g.players)} players: one --deck each ({len(chosen)} given)", param_hint="--deck"
        )
    n = len(chosen)
    if hotseat:
        if side is not None or ai is not None:
            raise typer.BadParameter("--hotseat seats humans at every deck; leave out --as and --ai")
        seats = (HUMAN,) * len(g.players)
    else:
        me = (side or g.players[0]).lower()
        if me not in g.players[:n]:
            raise typer.BadParameter(
                f"{me!r} is not a seat of this game; with {n} deck(s) choose {' or '.join(g.players[:n])}",
                param_hint="--as",
            )
        mate = agent_named(ai or "expert", g, "--ai")
        seats = tuple(HUMAN if s == me else mate for s in g.players)
    options: dict[str, Any] = {"players": n}
    if all(starter_key(d) is not None for d in chosen):
        options |= {f"deck{p + 1}": starter_key(d) for p, d in enumerate(chosen)}
        return options, None, seats
    sources = [deck_source(d) for d in chosen]
    return options, {"decks": [text for _, text in sources], "names": [name for name, _ in sources]}, seats


def meq_table(
    g: Game, side: str | None, heroes: int | None, vs: str | None, hotseat: bool
) -> tuple[dict[str, Any], tuple[str, ...]]:
    """Options and seats for Middle-earth Quest: ``--heroes N`` (default 2), and you as ``--as sauron``
    (the default), as a seat (``hero_1``) or as a hero by name (``argalad``: he takes the first hero
    seat unless the default heroes already hold him); ``--vs`` plays every other seat."""
    options: dict[str, Any] = {} if heroes is None else {"heroes": heroes}
    n = heroes or g.options[0].default
    defaults = [o.default for o in g.options if o.name.startswith("hero") and o.name != "heroes"][:n]
    me = (side or g.players[0]).lower()
    hero_ids = next(o.choices for o in g.options if o.name == "hero1")
    if me in hero_ids:
        if me not in defaults:
            defaults[0] = me
            options["hero1"] = me
        me = g.players[1 + defaults.index(me)]
    if hotseat:
        if side is not None or vs is not None:
            raise typer.BadParameter("--hotseat seats humans on every side; leave out --as and --vs")
        return options, (HUMAN,) * len(g.players)
    if me not in g.players[: n + 1]:
        raise typer.BadParameter(
            f"{me!r} is not a side of this game; choose sauron, {', '.join(g.players[1 : n + 1])} or a hero "
            f"({', '.join(hero_ids)})",
            param_hint="--as",
        )
    other = agent_named(vs or "greedy", g, "--vs")
    return options, tuple(HUMAN if s == me else other for s in g.players)
