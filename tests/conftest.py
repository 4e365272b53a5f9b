"""Shared fixtures. ``postgres_url``: a fresh database on a real PostgreSQL server that the tests start
on loopback in a temporary directory (one server per test process) and stop at the end."""

from __future__ import annotations

import glob
import os
import re
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

pytest_plugins = ["skip_summary"]

# Hypothesis judges speed by the clock (a deadline per example, a health check on slow data generation):
# on a loaded machine that fails tests that are right. Nothing here is judged by the clock. And the suite
# gives the same answer every run: the examples are drawn from a fixed seed (derandomize). To hunt for
# new counterexamples, run with HYPOTHESIS_PROFILE=explore (fresh examples every run, and 1,000 of them
# where a test does not set its own count).
settings.register_profile(
    "eregion", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True, database=None
)
settings.register_profile("explore", settings.get_profile("eregion"), derandomize=False, max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "eregion"))

INSTALL_HINT = (
    "the PostgreSQL store tests start a real server and need its binaries (initdb, pg_ctl): "
    "install them with `apt-get install postgresql` (.ci/run does this in CI)"
)


def _pg_bindir() -> Path | None:
    """Where initdb and pg_ctl are: on PATH, or the newest /usr/lib/postgresql/*/bin."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(os.path.realpath(found)).parent
    candidates = glob.glob("/usr/lib/postgresql/*/bin/pg_ctl")
    if not candidates:
        return None

    def version(path: str) -> tuple[int, ...]:
        return tuple(int(x) for x in re.findall(r"\d+", path.split("/")[3]))

    return Path(max(candidates, key=version)).parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """A PostgreSQL server on 127.0.0.1 (trust authentication); yields the URL of its ``postgres``
    database. As root, the server runs as the ``postgres`` user (initdb refuses root)."""
    bindir = _pg_bindir()
    if bindir is None:
        pytest.fail(INSTALL_HINT, pytrace=False)
    tmp = Path(tempfile.mkdtemp(prefix="eregion-pg-"))
    prefix: list[str] = []
    if os.geteuid() == 0:
        import pwd

        try:
            pw = pwd.getpwnam("postgres")
        except KeyError:
            shutil.rmtree(tmp, ignore_errors=True)
            pytest.fail(
                "running as root, the test server needs the unprivileged 'postgres' user "
                "(`apt-get install postgresql` creates it)",
                pytrace=False,
            )
        os.chown(tmp, pw.pw_uid, pw.pw_gid)
        prefix = ["runuser", "-u", "postgres", "--"]
    data, log = tmp / "data", tmp / "server.log"
    port = _free_port()

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(prefix + list(args), check=False, capture_output=True, text=True, timeout=120)

    init = run(
        str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"
    )
    if init.returncode != 0:
        shutil.rmtree(tmp, ignore_errors=True)
        pytest.fail(f"initdb failed: {init.stderr or init.stdout}", pytrace=False)
    settings = (
        f"-c listen_addresses=127.0.0.1 -p {port} -k {tmp} "
        "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    )
    start = run(
        str(bindir / "pg_ctl"), "-D", str(data), "-l", str(log), "-w", "-t", "60", "-o", settings, "start"
    )
    if start.returncode != 0:
        text = log.read_text() if log.exists() else ""
        shutil.rmtree(tmp, ignore_errors=True)
        pytest.fail(
            f"PostgreSQL did not start: {start.stderr or start.stdout}\n{text[-2000:]}", pytrace=False
        )
    try:
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
    finally:
        run(str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture
def postgres_url(postgres_server: str) -> str:
    """A new, empty database on the test server."""
    import psycopg

    name = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(postgres_server, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return postgres_server.rsplit("/", 1)[0] + f"/{name}"


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The same store tests against a SQLite file and a PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "store.db")
    return str(request.getfixturevalue("postgres_url"))


# --- the browser tests (tests/test_browser*.py; helpers in browser_helpers.py) ----------------------


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real ``eregion serve`` on a free loopback port, with a temporary SQLite store."""
    from browser_helpers import serve

    with serve(tmp_path_factory.mktemp("web")) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Debian's Chromium, launched by path through Playwright (never a downloaded build)."""
    from browser_helpers import CHROMIUM, CHROMIUM_ARGS, require_chromium
    from server_helpers import PATIENCE_S

    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, timeout=PATIENCE_S * 1000)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where screenshots go: ``$EREGION_SCREENSHOTS``, or the test's tmp dir."""
    out = Path(os.environ.get("EREGION_SCREENSHOTS") or tmp_path / "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    return out
