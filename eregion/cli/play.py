"""`eregion play`, `replay`, `bench` and `games`: the terminal side of the command."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table as RichTable

from eregion.agents import AGENTS
from eregion.cli.app import (
    DB_OPTION,
    OPTION_HELP,
    agent_named,
    app,
    engine_errors,
    game_named,
    game_options,
    store_url,
)
from eregion.cli.decks import lcg_table, meq_table, tcg_decks
from eregion.core import Game
from eregion.games import get_game, names
from eregion.terminal import HUMAN, Table, load_game, replay_viewer


def _asker(console: Console) -> Callable[[str], str]:
    """Prompt on the console; when input is piped, echo each line so the transcript reads like a session."""
    echo = not sys.stdin.isatty()

    def ask(prompt: str) -> str:
        line = console.input(escape(prompt))
        if echo:
            console.print(escape(line), highlight=False)
        return line

    return ask


def _seats(game: Game, side: str | None, vs: str | None, hotseat: bool) -> tuple[str, ...]:
    """Who sits where: one human (``side``, default the first side) against ``vs``, or all humans."""
    if hotseat:
        if side is not None or vs is not None:
            raise typer.BadParameter("--hotseat seats humans on every side; leave out --as and --vs")
        return (HUMAN,) * len(game.players)
    side = (side or game.players[0]).lower()
    if side not in game.players:
        raise typer.BadParameter(
            f"{side!r} is not a side of {game.name}; choose {' or '.join(game.players)}", param_hint="--as"
        )
    vs = agent_named(vs or ("expert" if game.expert is not None else "greedy"), game, "--vs")
    return tuple(HUMAN if s == side else vs for s in game.players)


@app.command()
def play(
    game: Annotated[
        str | None, typer.Argument(metavar="GAME", help="The game to play (see `eregion games`).")
    ] = None,
    side: Annotated[
        str | None,
        typer.Option(
            "--as",
            metavar="SIDE",
            help="Your side, e.g. fellowship or sauron.",
            show_default="the first side",
        ),
    ] = None,
    vs: Annotated[
        str | None,
        typer.Option(
            metavar="AGENT",
            help=f"The AI opponent: an agent spec ({', '.join(AGENTS)}), e.g. ismcts:time=2.",
            show_default="expert where the game has one, else greedy",
        ),
    ] = None,
    hotseat: Annotated[
        bool, typer.Option("--hotseat", help="Both sides human, taking turns at this terminal.")
    ] = False,
    seed: Annotated[
        int | None,
        typer.Option(metavar="N", help="Seed of the deal, to play it again.", show_default="random, printed"),
    ] = None,
    option: Annotated[
        list[str] | None, typer.Option("--option", metavar="NAME=VALUE", help=OPTION_HELP)
    ] = None,
    promo: Annotated[bool, typer.Option("--promo", help="Add the promo Landmark tiles (duel).")] = False,
    deck: Annotated[
        list[str] | None,
        typer.Option(
            "--deck",
            metavar="NAME|FILE",
            help="A deck: a built-in name or a deck list file. tcg: your deck (aragorn-starter, "
            "gandalf-starter); --vs may name the opponent's deck instead of an agent, then --ai picks the "
            "agent. lcg: one --deck per player (leadership, tactics, spirit, lore), 1 to 4.",
            show_default="aragorn-starter (tcg), leadership (lcg)",
        ),
    ] = None,
    ai: Annotated[
        str | None,
        typer.Option(
            metavar="AGENT",
            help="The AI opponent when --vs names a deck (tcg); the AI teammates (lcg).",
            show_default="expert",
        ),
    ] = None,
    scenario: Annotated[
        str | None,
        typer.Option(
            metavar="NAME",
            help="The scenario (lcg): see `eregion games`.",
            show_default="passage-through-mirkwood",
        ),
    ] = None,
    easy: Annotated[bool, typer.Option("--easy", help="Easy mode (lcg).")] = False,
    heroes: Annotated[
        int | None, typer.Option(min=1, max=3, metavar="N", help="How many heroes (meq).", show_default="2")
    ] = None,
    first: Annotated[
        int | None,
        typer.Option(metavar="N", help="Which player takes the first player token (lcg).", show_default="1"),
    ] = None,
    resume: Annotated[
        Path | None,
        typer.Option(
            metavar="FILE",
            help="Continue a game saved with `save FILE` at the prompt; the save says who plays which side "
            "unless --as, --vs or --hotseat are given.",
        ),
    ] = None,
    wide: Annotated[
        bool, typer.Option("--wide", help="Draw the full board (the default fits an 80x24 terminal).")
    ] = False,
    no_save_prompt: Annotated[
        bool,
        typer.Option(
            "--no-save-prompt",
            help="Do not ask to save the game when it ends (never asked when input is piped).",
        ),
    ] = False,
    auto_pass: Annotated[
        bool,
        typer.Option(
            "--auto-pass",
            help="Pass automatically when you have nothing to play (type auto at the prompt to switch).",
        ),
    ] = False,
) -> None:
    """Play a game against the AI, or hotseat against a friend.

    At your turn the board is drawn and your legal actions are listed: type a number or an action id.
    Type ? for help, save FILE to save, quit to leave.
    """
    console = Console(highlight=False)
    with engine_errors():
        if resume is not None:
            if seed is not None or option or promo or deck or scenario or easy or first is not None or heroes:
                raise typer.BadParameter(
                    "a saved game fixes its seed, decks and options; leave out --seed, --option, --deck, "
                    "--scenario, --easy, --first and --promo"
                )
            replay, saved = load_game(resume)
            if game is not None and game_named(game).name != replay.game:
                raise typer.BadParameter(
                    f"{resume} holds a game of {replay.game}, not {game}", param_hint="GAME"
                )
            chosen = side is not None or vs is not None or hotseat
            seats = _seats(get_game(replay.game), side, vs, hotseat) if chosen or saved is None else saved
            state = replay.final(get_game)
            if state.is_over:
                raise typer.BadParameter(
                    f"{resume} holds a finished game; watch it with `eregion replay {resume}`",
                    param_hint="--resume",
                )
            console.print(f"Resuming {replay.game} after {len(replay.actions)} moves (seed {replay.seed}).")
        else:
            if game is None:
                raise typer.BadParameter("name a game to play (see `eregion games`) or give --resume FILE")
            g = game_named(game)
            given = game_options(g, option)
            options: dict[str, Any] = {}
            setup: Any = None
            if g.name == "tcg":
                options, setup, vs = tcg_decks(g, side, deck, vs, ai)
                seats = _seats(g, side, vs, hotseat)
            elif g.name == "lcg":
                options, setup, seats = lcg_table(g, side, deck, vs, ai, hotseat)
            elif g.name == "meq":
                count = heroes if heroes is not None else given.get("heroes")  # --heroes or --option heroes=N
                options, seats = meq_table(g, side, count, vs, hotseat)
            elif deck or ai:
                raise typer.BadParameter(f"{g.name} has no decks to choose", param_hint="--deck")
            else:
                seats = _seats(g, side, vs, hotseat)
            if heroes is not None and g.name != "meq":
                raise typer.BadParameter(f"{g.name} has no heroes option", param_hint="--heroes")
            flags = {"promo": promo or None, "scenario": scenario, "easy": easy or None, "first": first}
            for name, value in flags.items():
                if value is None:
                    continue
                if name not in {o.name for o in g.options}:
                    raise typer.BadParameter(f"{g.name} has no {name} option", param_hint=f"--{name}")
                options[name] = value
            for name, value in given.items():
                if options.get(name, value) != value:
                    raise typer.BadParameter(
                        f"{name} is given twice, as {options[name]!r} and {value!r}", param_hint="--option"
                    )
                options[name] = value
            if seed is None:
                seed = int.from_bytes(os.urandom(4), "big")
            state = g.new_game(seed, options, setup)
            console.print(f"{g.title}, seed {seed} (play this deal again with --seed {seed}).")
        offer_save = sys.stdin.isatty() and not no_save_prompt
        Table(
            state, seats, console, _asker(console), wide=wide, offer_save=offer_save, auto_pass=auto_pass
        ).play()


@app.command()
def replay(
    file: Annotated[
        Path | None,
        typer.Argument(
            metavar="FILE", help="A saved game or replay file; or leave it out and give --run and --index."
        ),
    ] = None,
    to_end: Annotated[
        bool, typer.Option("--to-end", help="Print only the final position and the result.")
    ] = False,
    side: Annotated[
        str | None,
        typer.Option(
            "--as", metavar="SIDE", help="Draw the view of this side.", show_default="a spectator's"
        ),
    ] = None,
    run: Annotated[
        int | None,
        typer.Option(
            metavar="R", help="Open a game stored by `eregion sim`: its run id (see `eregion runs`)."
        ),
    ] = None,
    index: Annotated[
        int | None,
        typer.Option(
            metavar="N", help="With --run: the game's index in the run (0 first; seed = run seed + index)."
        ),
    ] = None,
    db: Annotated[str | None, DB_OPTION] = None,
    wide: Annotated[
        bool, typer.Option("--wide", help="Draw the full board (the default fits an 80x24 terminal).")
    ] = False,
) -> None:
    """Step through a saved game, or a game stored by `eregion sim` (--run R --index N):
    Enter/n next, b back, a number jumps to that move, q quits."""
    console = Console(highlight=False)
    with engine_errors():
        if run is not None or index is not None:
            if file is not None:
                raise typer.BadParameter("give a FILE or --run and --index, not both")
            if run is None or index is None:
                raise typer.BadParameter("a stored game needs both --run R and --index N")
            from eregion.store import Store

            with Store(store_url(db), create=False) as store:
                rec = store.replay(run, index)
        elif file is None:
            raise typer.BadParameter(
                "Missing argument FILE: name a saved game, or a game stored by `eregion sim` with --run R --index N"
            )
        else:
            rec, _ = load_game(file)
        viewer = None
        if side is not None:
            sides = get_game(rec.game).players
            if side.lower() not in sides:
                raise typer.BadParameter(f"{side!r} is not a side of {rec.game}; choose {' or '.join(sides)}")
            viewer = sides.index(side.lower())
        replay_viewer(rec, console, _asker(console), viewer, to_end, wide)


@app.command()
def bench(
    game: Annotated[str, typer.Argument(metavar="GAME", help="The game to measure.")],
    games: Annotated[int, typer.Option(min=1, metavar="N", help="Random games to play.")] = 1000,
    seed: Annotated[int, typer.Option(metavar="N", help="Seed of the first game.")] = 0,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print one JSON object instead of a table.")
    ] = False,
    solo_games: Annotated[
        int,
        typer.Option(
            min=0,
            metavar="N",
            help="Co-operative games (lcg): also play this many solo games of --agent per starter deck, "
            "scenario and mode, and report its win rates (500 each: about ten minutes on two cores).",
        ),
    ] = 0,
    workers: Annotated[int, typer.Option(min=1, metavar="N", help="Processes for the solo games.")] = 2,
    agent: Annotated[
        str,
        typer.Option(metavar="SPEC", help="The agent the solo games measure (see `eregion play --help`)."),
    ] = "expert",
) -> None:
    """Measure random-play speed, clone speed and memory of a game (per scenario where it has them)."""
    from eregion import bench as measure  # only this command needs it; keeps start-up light

    console = Console(highlight=False)
    with engine_errors():
        name = game_named(game).name
        if solo_games:
            from eregion.bench_solo import grid

            try:
                grid(name)
            except ValueError as e:
                raise typer.BadParameter(str(e), param_hint="--solo-games") from None
            agent = agent_named(agent, game_named(game), "--agent")
        result = measure.run(name, games, seed)
        if solo_games:
            from eregion.bench_solo import overall, run

            lines = list(run(name, solo_games, agent, workers))
            result["solo"] = {"agent": agent, "per_setup": lines, **overall(lines)}
    if as_json:
        typer.echo(json.dumps(result))
        return
    table = RichTable(title=f"eregion bench {game}", title_justify="left")
    table.add_column("measure")
    table.add_column("value", justify="right")
    for key, value in result.items():
        table.add_row(key.replace("_", " "), value if isinstance(value, str) else json.dumps(value))
    console.print(table)


PLAY_FLAGS = {
    "promo": "--promo",
    "scenario": "--scenario NAME",
    "easy": "--easy",
    "first": "--first N",
    "heroes": "--heroes N",
}
"""The options `eregion play` also takes as flags of their own (a game's decks: --deck)."""


def _shown(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


@app.command("games")
def list_games() -> None:
    """List the games you can play: their sides and the options `play` and `sim` take."""
    with engine_errors():
        for name in names():
            g = get_game(name)
            typer.echo(f"{name}  {g.title}")
            if g.summary:
                typer.echo(f"  {g.summary}")
            typer.echo(f"  sides (play --as SIDE): {', '.join(g.players)}")
            if g.options:
                typer.echo("  options (play and sim: --option NAME=VALUE):")
            for o in g.options:
                flag = PLAY_FLAGS.get(o.name) or ("--deck NAME|FILE" if o.name.startswith("deck") else None)
                choices = "|".join(_shown(c) for c in o.choices)
                also = f"; play: {flag}" if flag else ""
                typer.echo(f"    {o.name}={choices} (default {_shown(o.default)}{also}): {o.help}")
