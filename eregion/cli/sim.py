"""`eregion sim`, `runs` and `ratings`: simulations and what the store learned from them."""

from __future__ import annotations

import contextlib
import json
from enum import Enum
from typing import Annotated, Any

import typer
from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table as RichTable

from eregion.agents import UnknownAgent
from eregion.cli.app import DB_OPTION, OPTION_HELP, app, engine_errors, game_named, game_options, store_url
from eregion.core import EregionError
from eregion.games import get_game, names


class BackendKind(str, Enum):
    local = "local"
    ray = "ray"


def _summary_table(title: str, summary: Any) -> RichTable:
    table = RichTable(title=title, title_justify="left", box=box.SIMPLE_HEAD, padding=(0, 1), pad_edge=False)
    table.add_column("agent / side", overflow="fold")
    for name in ("games", "W", "D", "L", "win %", "95% CI", "length", "dec/s"):
        table.add_column(name, justify="right", no_wrap=True)
    for label, f, heading in summary.rows():
        if f["win_rate"] is None:
            rate, ci = "-", "-"
        else:
            low, high = f["win_rate_95"]
            rate, ci = f"{100 * f['win_rate']:.1f}", f"{100 * low:.1f}-{100 * high:.1f}"
        dps = "-" if f["decisions_per_s"] is None else f"{f['decisions_per_s']:,.0f}"
        length = "-" if f["mean_length"] is None else f"{f['mean_length']:.1f}"
        cells = (escape(label), str(f["games"]), str(f["wins"]), str(f["draws"]), str(f["losses"]))
        table.add_row(*cells, rate, ci, length, dps, style="bold" if heading else None)
    return table


@app.command()
def sim(
    game: Annotated[
        str | None,
        typer.Argument(metavar="GAME", help="The game (see `eregion games`); leave it out with --resume."),
    ] = None,
    agents: Annotated[
        tuple[str, str] | None,
        typer.Option(
            "--agents",
            metavar="A B",
            help="Agents A and B, e.g. `--agents random greedy` or `--agents ismcts:sims=400,c=0.7 flatmc`; "
            "A plays side i % 2 in game i (in meq the sides are Sauron and every hero). In a co-operative "
            "game (lcg) A plays every seat of the even games and B of the odd ones.",
        ),
    ] = None,
    games: Annotated[
        int | None,
        typer.Option(
            "-n",
            "--games",
            min=1,
            metavar="N",
            help="Games in the run (with --resume: a new target).",
            show_default="100",
        ),
    ] = None,
    seed: Annotated[
        int | None, typer.Option(metavar="S", help="Seed of game 0; game i has seed S+i.", show_default="0")
    ] = None,
    option: Annotated[
        list[str] | None, typer.Option("--option", metavar="NAME=VALUE", help=OPTION_HELP)
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option(
            min=1,
            metavar="N",
            help="Games played at once (1: in this process).",
            show_default="1; ray: every CPU of Ray",
        ),
    ] = None,
    backend: Annotated[
        BackendKind,
        typer.Option(
            metavar="local|ray", help="local: a process pool; ray: Ray tasks (pip install 'eregion\\[ray]')."
        ),
    ] = BackendKind.local,
    address: Annotated[
        str | None,
        typer.Option(
            metavar="ADDRESS",
            help="With --backend ray: the cluster to join (ray://HOST:10001 or auto).",
            show_default="a local Ray",
        ),
    ] = None,
    db: Annotated[str | None, DB_OPTION] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="No progress bar; print one JSON object with the summary.")
    ] = False,
    resume: Annotated[
        int | None,
        typer.Option(
            metavar="RUN_ID",
            help="Continue run RUN_ID to its target: play only its missing games (game, agents and seed come from the run).",
        ),
    ] = None,
) -> None:
    """Play a run of games between two agents and store every game with its replay.

    Prints wins, draws and losses per agent and side with Wilson 95% intervals. Ctrl-C keeps every
    finished game; `--resume RUN_ID` continues. Open a stored game with `eregion replay --run R --index N`.
    """
    from eregion.sim import Summary, check_agents, make_backend, new_run, resume_run
    from eregion.sim.runner import MAX_SEED
    from eregion.store import Store, describe_url

    err = Console(stderr=True, highlight=False)
    url = store_url(db)
    if address is not None and backend is not BackendKind.ray:
        raise typer.BadParameter("--address is for --backend ray", param_hint="--address")
    with engine_errors():
        if resume is None:
            if game is None:
                raise typer.BadParameter("name a game (see `eregion games`), or give --resume RUN_ID")
            if agents is None:
                raise typer.BadParameter("give the two agents: --agents A B (e.g. --agents random greedy)")
            g = game_named(game)
            try:
                specs = check_agents(agents, g)
            except (UnknownAgent, ValueError) as e:
                raise typer.BadParameter(str(e), param_hint="--agents") from None
            options = g.resolve_options(game_options(g, option))
            first, target = seed or 0, games or 100
            if not -MAX_SEED <= first <= MAX_SEED - target:
                raise typer.BadParameter("keep seeds within ±2**62", param_hint="--seed")
            engine = make_backend(
                backend.value,
                get_game,
                g.name,
                g.rules_version,
                specs,
                options,
                workers,
                address,
            )
            if backend is BackendKind.ray and not as_json:
                err.print(
                    f"Connecting to Ray at {escape(address)}..." if address else "Starting a local Ray..."
                )
            engine.start()  # connects to Ray here: a backend that cannot start leaves nothing behind
            try:
                store = Store(url, create=True)
            except BaseException:
                engine.stop(abort=True)
                raise
            try:
                run = new_run(store, g, specs, target, first, options)
            except BaseException:
                engine.stop(abort=True)
                store.close()
                raise
        else:
            store = Store(url, create=False)
            try:
                stored = store.run(resume)
                given = {"GAME": (game, stored.game), "--agents": (agents and tuple(agents), stored.agents)}
                given["--seed"] = (seed, stored.seed)
                if option:
                    raise typer.BadParameter(
                        f"run {resume} keeps the options it was started with ({stored.options})",
                        param_hint="--option",
                    )
                for name, (value, kept) in given.items():
                    if value is not None and value != kept:
                        raise typer.BadParameter(
                            f"run {resume} has {name} {kept!r}; --resume takes it from the run",
                            param_hint=name,
                        )
                engine = make_backend(
                    backend.value,
                    get_game,
                    stored.game,
                    stored.rules_version,
                    stored.agents,
                    stored.options,
                    workers,
                    address,
                )
                run = resume_run(store, resume, get_game, games)
            except BaseException:
                store.close()
                raise
        with store:
            where = describe_url(store.url)
            if not as_json:
                err.print(
                    f"Run {run.id}: {run.game}, {' vs '.join(run.agents)}, games {run.done}/{run.target}, "
                    f"seeds from {run.seed}, {engine.name} backend, stored in {escape(where)}"
                )
            try:
                outcome = _play_with_progress(store, run, engine, err, show=not as_json)
            except EregionError as e:
                typer.echo(f"Error: {e}", err=True)
                with contextlib.suppress(EregionError):
                    kept = store.run(run.id).done
                    err.print(
                        f"Run {run.id} keeps its {kept} finished games of {run.target}; once fixed, continue "
                        f"with: eregion sim --resume {run.id}{escape(_db_flag(db))}"
                    )
                raise typer.Exit(1) from None
            run = outcome.run
            g = get_game(run.game)
            summary = Summary.of(run.agents, g.sides, store.games(run.id), g.cooperative, g.seat_sides)
        rate = round(outcome.played / outcome.seconds, 1) if outcome.seconds > 0 else None
        if as_json:
            result = {
                "run": run.id,
                "game": run.game,
                "rules_version": run.rules_version,
                "store": where,
                "seed": run.seed,
                "target": run.target,
                "games": run.done,
                "played": outcome.played,
                "seconds": round(outcome.seconds, 3),
                "games_per_s": rate,
                "interrupted": outcome.interrupted,
                **summary.to_json(),
            }
            typer.echo(json.dumps(result))
        else:
            console = Console(highlight=False)
            title = f"{run.game}: {' vs '.join(run.agents)}, {run.done} of {run.target} games (run {run.id})"
            console.print(_summary_table(title, summary))
            console.print(
                f"Played {outcome.played} games in {outcome.seconds:.1f} s"
                + (f" ({rate:,.1f} games/s)" if rate else "")
                + f". Open one with: eregion replay --run {run.id} --index N{escape(_db_flag(db))}"
            )
        if outcome.interrupted:
            err.print(
                f"[yellow]Interrupted: run {run.id} keeps its {run.done} finished games of {run.target}. "
                f"Continue with: eregion sim --resume {run.id}{escape(_db_flag(db))}[/]"
            )
            raise typer.Exit(130)


def _db_flag(db: str | None) -> str:
    import shlex

    return "" if db is None else f" --db {shlex.quote(db)}"


def _play_with_progress(store: Any, run: Any, engine: Any, err: Console, show: bool) -> Any:
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        ProgressColumn,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )
    from rich.text import Text

    from eregion.sim import run_games

    if not show:
        return run_games(store, run, engine)

    class Rate(ProgressColumn):
        def render(self, task: Any) -> Text:
            speed = task.finished_speed or task.speed
            return Text("" if speed is None else f"{speed:,.1f} games/s")

    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        Rate(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=err, transient=False) as progress:
        task = progress.add_task(f"run {run.id}", total=run.target, completed=run.done)
        return run_games(store, run, engine, lambda k: progress.advance(task, k))


@app.command()
def runs(
    db: Annotated[str | None, DB_OPTION] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print one JSON object instead of a table.")
    ] = False,
) -> None:
    """List the runs in the store: game, agents, seeds and how many games are stored."""
    from eregion.store import NoStore, Store

    url = store_url(db)
    with engine_errors():
        try:
            store = Store(url, create=False)
        except NoStore as e:
            return _nothing_yet(str(e), as_json, {"runs": []})
        with store:
            infos = store.runs()
    if as_json:
        typer.echo(json.dumps({"runs": [vars(i) | {"agents": list(i.agents)} for i in infos]}))
        return
    table = RichTable(title="runs", title_justify="left")
    for name in ("run", "game", "options", "agents", "seeds", "games", "created"):
        table.add_column(name, justify="right" if name in ("run", "games") else "left")
    for i in infos:
        seeds = f"{i.seed}..{i.seed + i.target - 1}"
        defaults = get_game(i.game).resolve_options(None) if i.game in names() else {}
        chosen = " ".join(f"{k}={v}" for k, v in i.options.items() if defaults.get(k) != v)
        table.add_row(
            str(i.id),
            i.game,
            escape(chosen),
            escape(" vs ".join(i.agents)),
            seeds,
            f"{i.done}/{i.target}",
            i.created,
        )
    if not infos:
        typer.echo(f"No runs stored in {store.where} yet: `eregion sim GAME --agents A B` makes one.")
        return
    Console(highlight=False).print(table)


def _nothing_yet(why: str, as_json: bool, empty: dict[str, Any]) -> None:
    """A store that does not exist yet holds nothing: said plainly, not as an error."""
    if as_json:
        typer.echo(json.dumps(empty))
    else:
        typer.echo(f"Nothing stored yet: {why}")


@app.command()
def ratings(
    db: Annotated[str | None, DB_OPTION] = None,
    game: Annotated[
        str | None,
        typer.Option("--game", metavar="GAME", help="Only this game.", show_default="every game stored"),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of tables.")] = False,
) -> None:
    """Elo ratings of the agents from every stored game (Bradley-Terry, draws count half).

    Intervals are 95% from the Fisher information; random is anchored at 0 when it played, otherwise the
    mean is 0.
    """
    from eregion.store import NoStore, Store, StoreError

    url = store_url(db)
    out: dict[str, Any] = {}
    with engine_errors():
        try:
            store = Store(url, create=False)
        except NoStore as e:
            return _nothing_yet(str(e), as_json, {"store": None, "games": {}})
    with engine_errors(), store:
        infos = store.runs()
        stored = sorted({i.game for i in infos})
        if game is not None and game not in stored:
            raise StoreError(
                f"no stored games of {game!r} in {store.where}; games stored: {', '.join(stored) or 'none'}"
            )
        for name in [game] if game is not None else stored:
            if get_game(name).cooperative:
                out[name] = {"games": len(store.games(game=name)), "cooperative": True, "ratings": []}
                continue  # teammates are not opponents: nothing to rate them by
            of_game = {i.id: i for i in infos if i.game == name}
            out[name] = rating_block(name, of_game, store.games(game=name))
    if as_json:
        typer.echo(json.dumps({"store": store.where, "games": out}))
        return
    console = Console(highlight=False)
    if not out:
        console.print(
            f"No games stored in {escape(store.where)} yet: `eregion sim GAME --agents A B` plays some."
        )
    print_ratings(console, out)


def rating_block(game: str, runs: dict[int, Any], records: list[Any]) -> dict[str, Any]:
    """``eregion ratings --json``'s figures for one game, from these runs (by id) and their games."""
    from eregion.sim import rate
    from eregion.sim.ratings import ANCHOR

    return {
        "games": len(records),
        "anchor": ANCHOR if any(ANCHOR in i.agents for i in runs.values()) else "mean",
        "ratings": [r.to_json() for r in rate(runs, records, get_game(game).seat_sides)],
    }


def print_ratings(console: Console, out: dict[str, Any]) -> None:
    """One Elo table per game of ``out`` (``eregion ratings --json``'s ``games``)."""
    from eregion.sim.ratings import ANCHOR

    for name, block in out.items():
        if block.get("cooperative"):
            console.print(
                f"{name}: {block['games']} games, co-operative: agents play together, so there are no "
                "ratings; see the win rates in `eregion sim`'s summary."
            )
            continue
        anchor = f"{ANCHOR} = 0" if block["anchor"] == ANCHOR else "mean 0"
        table = RichTable(
            title=f"{name}: Elo from {block['games']} games ({anchor})",
            title_justify="left",
            caption="Bradley-Terry maximum likelihood, draws count half; 95% intervals from the Fisher information",
            caption_justify="left",
        )
        for col in ("#", "agent", "Elo", "95% interval", "games", "W-D-L", "score"):
            table.add_column(col, justify="left" if col == "agent" else "right")
        groups = {r["group"] for r in block["ratings"]}
        for n, r in enumerate(block["ratings"], 1):
            low, high = r["elo_95"]
            interval = (
                "anchor" if low == high == r["elo"] else "-" if low is None else f"[{low:.0f}, {high:.0f}]"
            )
            agent = escape(r["agent"]) + (f" (group {r['group'] + 1})" if len(groups) > 1 else "")
            score = "-" if r["score"] is None else f"{100 * r['score']:.1f}%"
            wdl = f"{r['wins']}-{r['draws']}-{r['losses']}"
            table.add_row(str(n), agent, f"{r['elo']:.0f}", interval, str(r["games"]), wdl, score)
        console.print(table)
        if len(groups) > 1:
            console.print(
                "Agents in different groups never met, even through others: compare within a group."
            )
