"""`eregion serve`: the web app."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import gc
import socket
from typing import Annotated

import typer

from eregion.cli.app import DB_OPTION, app, engine_errors, fail, store_url


@app.command()
def serve(
    host: Annotated[
        str, typer.Option(metavar="HOST", help="The address to listen on (0.0.0.0: every interface).")
    ] = "127.0.0.1",
    port: Annotated[
        int, typer.Option(min=0, max=65535, metavar="PORT", help="The port to listen on.")
    ] = 8000,
    db: Annotated[str | None, DB_OPTION] = None,
    ai_pause: Annotated[
        float,
        typer.Option(
            min=0.0, max=10.0, metavar="S", help="Seconds before each AI move, so players see it announced."
        ),
    ] = 0.3,
    ai_workers: Annotated[
        int, typer.Option(min=1, metavar="N", help="Processes that play the AI seats.")
    ] = 2,
    max_creations: Annotated[
        int,
        typer.Option(
            min=0, metavar="N", help="New games one client address may create a minute (0: no cap)."
        ),
    ] = 30,
    level: Annotated[
        list[str] | None,
        typer.Option(
            metavar="NAME=SPEC",
            help="An AI level and the agent that plays it, besides easy, medium and hard (again for more): "
            "--level trained=policy:path=duel-policy.npz",
        ),
    ] = None,
) -> None:
    """Run the web app: the lobby at http://HOST:PORT/, games in the browser, every move stored.

    Several servers may serve one PostgreSQL store together; a SQLite file takes one server at a time.
    """
    import logging

    import uvicorn

    from eregion.server import create_app
    from eregion.store import Store, describe_url
    from eregion.store.lock import lock_for_serving

    levels = _levels(level or [])
    _tune_gc()
    url = store_url(db)
    with engine_errors():
        lock = lock_for_serving(url)  # one server per SQLite file; PostgreSQL takes several
    try:
        with engine_errors():
            store = Store(url, create=True)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    try:
        app_ = create_app(
            store, ai_pause=ai_pause, ai_workers=ai_workers, max_creations=max_creations, levels=levels
        )
        shown = f"[{host}]" if ":" in host else host
        logging.basicConfig(level=logging.INFO, format="%(levelname)s: %(message)s")
        config = uvicorn.Config(
            app_, host=host, port=port, log_level="warning", ws_max_size=1 << 16, ws_per_message_deflate=False
        )
        server = uvicorn.Server(config)

        async def announce() -> None:
            while not server.started:
                await asyncio.sleep(0.05)
            ports = [s.getsockname()[1] for srv in server.servers for s in srv.sockets] or [port]
            typer.echo(
                f"eregion is running at http://{shown}:{ports[0]}/ (store: {describe_url(url)})", err=False
            )
            typer.echo("Press Ctrl-C to stop.")

        async def run() -> None:
            task = asyncio.create_task(announce())
            try:
                await server.serve()
            finally:
                task.cancel()

        with contextlib.suppress(SystemExit):  # uvicorn exits when it cannot start; it has said why
            asyncio.run(run())
        if not server.started:
            raise fail(f"cannot listen on {shown}:{port} ({_why_not(host, port)})")
    finally:
        store.close()
        if lock is not None:
            lock.release()


def _levels(given: list[str]) -> dict[str, str]:
    """The AI levels: the built-in ones, and each ``NAME=SPEC`` given (a bad spec says what is wrong)."""
    from eregion.agents import UnknownAgent, make_agent
    from eregion.server.match import LEVELS

    levels = dict(LEVELS)
    for item in given:
        name, eq, spec = item.partition("=")
        if not eq or not name.strip() or not spec.strip():
            raise fail(f"--level {item!r} should read NAME=SPEC, e.g. trained=policy:path=duel-policy.npz")
        try:
            make_agent(spec.strip())
        except (UnknownAgent, ValueError) as e:
            raise fail(f"--level {name.strip()}: {e}") from None
        levels[name.strip()] = spec.strip()
    return levels


def _why_not(host: str, port: int) -> str:
    """Why the server could not listen: a port in use says which flag picks another."""
    try:
        with socket.create_server((host, port)):
            return "see above"
    except OSError as e:
        if e.errno == errno.EADDRINUSE:
            return f"the port is in use; choose another with --port, e.g. --port {port + 1}"
        return e.strerror or "see above"


GC_YOUNG = 10_000
"""The server's threshold for collecting the young generation (Python's default is 700)."""


def _tune_gc() -> None:
    """Collect the young generation less often. Each action builds every watching seat's view, many small
    dicts and lists that live until the next step; at the default threshold a loaded server collects
    dozens of times a second, promotes those views to the old generation and so also runs full
    collections (a pause of ~100 ms each with 200 live games). At 10,000 the event loop spends 10-20%
    less CPU per action and skips the full collections (docs/web-api.md, "Load")."""
    young, middle, old = gc.get_threshold()
    gc.set_threshold(max(young, GC_YOUNG), middle, old)
