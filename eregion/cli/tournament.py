"""`eregion tournament`: a round robin of agents, stored run by run and continued when run again."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer
from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table as RichTable

from eregion.agents import UnknownAgent
from eregion.cli.app import DB_OPTION, OPTION_HELP, app, engine_errors, game_named, game_options, store_url
from eregion.cli.sim import _db_flag, print_ratings, rating_block
from eregion.games import get_game


@app.command()
def tournament(
    game: Annotated[str, typer.Argument(metavar="GAME", help="The game (see `eregion games`).")],
    agents: Annotated[
        list[str],
        typer.Argument(
            metavar="AGENT...",
            help="The agents, e.g. `random greedy expert ismcts:sims=200`: every pair plays a run "
            "(sides alternate); in a co-operative game (lcg) each agent plays the same seeds alone.",
        ),
    ],
    games: Annotated[int, typer.Option("-n", "--games", min=1, metavar="N", help="Games per pairing.")] = 100,
    seed: Annotated[int, typer.Option(metavar="S", help="Seed of each run's game 0.")] = 0,
    option: Annotated[
        list[str] | None, typer.Option("--option", metavar="NAME=VALUE", help=OPTION_HELP)
    ] = None,
    workers: Annotated[int, typer.Option(min=1, metavar="N", help="Games played at once.")] = 1,
    db: Annotated[str | None, DB_OPTION] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="No progress; print one JSON object with the results.")
    ] = False,
) -> None:
    """Play a round robin between agents and rate them from exactly its games.

    Each pairing is one stored run, found again by its game, options, agents and seed: running the same
    command again (or with a larger -n) plays only what is missing, so Ctrl-C loses nothing. `eregion
    ratings --game GAME` rates every stored game of GAME instead.
    """
    from eregion.sim import Summary
    from eregion.sim.tournament import pairings, play_tournament, tournament_runs
    from eregion.store import Store

    url = store_url(db)
    err = Console(stderr=True, highlight=False)
    with engine_errors():
        g = game_named(game)
        options = g.resolve_options(game_options(g, option))
        try:
            pairings(g, agents)
        except (UnknownAgent, ValueError) as e:
            raise typer.BadParameter(str(e), param_hint="AGENT...") from None
        with Store(url, create=True) as store:
            runs = tournament_runs(store, g, agents, games, seed, options)
            if not as_json:
                missing = sum(r.target - r.done for r in runs)
                err.print(
                    f"{g.name}: {len(runs)} runs of {games} games ({missing} to play), "
                    f"stored in {escape(store.where)}"
                )
            outcomes = play_tournament(store, runs, get_game, workers, None if as_json else _progress(err))
            runs = [store.run(r.id) for r in runs]
            records = {r.id: store.games(r.id) for r in runs}
    interrupted = bool(outcomes) and outcomes[-1].interrupted
    summaries = [Summary.of(r.agents, g.sides, records[r.id], g.cooperative, g.seat_sides) for r in runs]
    result: dict[str, Any] = {
        "game": g.name,
        "runs": [{"run": r.id, "agents": list(r.agents), "games": r.done} for r in runs],
        "interrupted": interrupted,
    }
    if g.cooperative:
        rows = [s.to_json()["agents"][0] for s in summaries]
        result["agents"] = [{k: v for k, v in row.items() if k not in ("agent", "sides")} for row in rows]
    else:
        result["ratings"] = rating_block(
            g.name, {r.id: r for r in runs}, [x for rs in records.values() for x in rs]
        )
    if as_json:
        typer.echo(json.dumps(result))
    elif g.cooperative:
        Console(highlight=False).print(_win_rates(g.name, result["agents"]))
    else:
        print_ratings(Console(highlight=False), {g.name: result["ratings"]})
    if interrupted:
        again = f"eregion tournament {game} {' '.join(agents)} -n {games} --seed {seed}"
        err.print(
            f"[yellow]Interrupted: the finished games are kept. Continue with: {escape(again)}"
            f"{escape(_db_flag(db))}[/]"
        )
        raise typer.Exit(130)


def _progress(err: Console) -> Any:
    """One line per run as it finishes a chunk of games: which pairing, how far."""
    done: dict[int, int] = {}

    def show(run: Any, k: int) -> None:
        before = done.get(run.id, run.done)
        done[run.id] = before + k
        if done[run.id] == run.target or done[run.id] * 10 // run.target != before * 10 // run.target:
            err.print(f"run {run.id} ({escape(' vs '.join(run.agents))}): {done[run.id]}/{run.target}")

    return show


def _win_rates(game: str, rows: list[dict[str, Any]]) -> RichTable:
    table = RichTable(title=f"{game}: win rates on the same seeds", title_justify="left", box=box.SIMPLE_HEAD)
    for name in ("agent", "games", "W", "L", "win %", "95% CI", "dec/s"):
        table.add_column(name, justify="left" if name == "agent" else "right")
    for r in rows:
        low, high = r["win_rate_95"]
        rate = "-" if r["win_rate"] is None else f"{100 * r['win_rate']:.1f}"
        dps = "-" if r["decisions_per_s"] is None else f"{r['decisions_per_s']:,.0f}"
        table.add_row(
            escape(r["spec"]),
            str(r["games"]),
            str(r["wins"]),
            str(r["losses"]),
            rate,
            f"{100 * low:.1f}-{100 * high:.1f}",
            dps,
        )
    return table
