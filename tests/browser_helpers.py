"""What the browser tests share: Debian's Chromium, a real ``eregion serve``, and page helpers.

Never a downloaded browser build: Chromium comes from apt (``make browser`` installs it, and ``make test``
runs that first) and is launched by path. Without it (or without Playwright) the browser tests skip
locally, saying why and what to run, and fail in CI (:func:`require_chromium`). The fixtures
``base_url``, ``browser`` and ``shots`` live in ``conftest.py`` and use these helpers.
"""

from __future__ import annotations

import os
import random
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from server_helpers import PATIENCE_S

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
POLL = 20  # ms between checks of a waited-for condition


def browser_missing() -> str | None:
    """Why the browser tests cannot run here and what to run about it, or None when they can."""
    if not CHROMIUM.exists():
        return (
            f"the browser tests need Chromium at {CHROMIUM}, which is missing: run `make browser` "
            "(apt-get install chromium, with sudo when not root; `make test` does it first)"
        )
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return (
            "the browser tests need the Python package playwright (a test extra), which is missing: "
            "run `make test`, or `pip install -e '.[test]'` (never `playwright install`)"
        )
    return None


def require_chromium() -> None:
    """Skip the calling test module, saying why, without Chromium or Playwright (fail in CI, where both
    must be there)."""
    why = browser_missing()
    if why is None:
        return
    if os.environ.get("CI"):
        raise RuntimeError(f"{why} (in CI the browser tests must run)")
    pytest.skip(why, allow_module_level=True)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve(tmp: Path) -> Iterator[str]:
    """A real ``eregion serve`` on a free loopback port, with a SQLite store in ``tmp``; yields its URL."""
    port = _free_port()
    eregion = Path(sys.executable).with_name("eregion")
    log = (tmp / "server.log").open("w")
    proc = subprocess.Popen(
        [str(eregion), "serve", "--port", str(port), "--db", f"sqlite:///{tmp}/web.db", "--ai-pause", "0"],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + PATIENCE_S
    while True:
        try:
            with urllib.request.urlopen(f"{url}/api/games", timeout=2):
                break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                raise AssertionError(f"eregion serve did not start:\n{(tmp / 'server.log').read_text()}")
            time.sleep(0.1)
    try:
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def watch(page: Any, errors: list[str]) -> Any:
    """Collect the page's errors (uncaught exceptions and console errors) into ``errors``."""
    page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    page.set_default_timeout(PATIENCE_S * 1000)  # ms
    return page


def open_lobby(page: Any, url: str) -> None:
    page.goto(f"{url}/")
    page.wait_for_selector("body[data-ready='1']")


def ready(page: Any) -> str:
    """Wait until the page is idle on a frame; return 'mine', 'theirs' or 'finished'."""
    page.wait_for_function(
        "document.body.dataset.finished === '1' || "
        "(document.body.dataset.step !== undefined && !document.body.dataset.pending)",
        polling=POLL,
    )
    if page.evaluate("document.body.dataset.finished") == "1":
        return "finished"
    return str(page.evaluate("document.body.dataset.turn"))


def wait_for_turn(page: Any) -> str:
    """Wait until this page owes a decision or the game is over; return 'mine' or 'finished'."""
    while (state := ready(page)) not in ("mine", "finished"):
        page.wait_for_function(
            "document.body.dataset.turn === 'mine' || document.body.dataset.finished === '1'", polling=POLL
        )
    return state


def unchanged(page: Any, step: str) -> bool:
    """Nothing was sent and no new frame came since ``step`` (one atomic read of the page)."""
    return bool(
        page.evaluate(
            "s => document.body.dataset.step === s && !document.body.dataset.pending"
            " && document.body.dataset.finished !== '1'",
            step,
        )
    )


def wait_for_new_step(page: Any, step: str) -> None:
    page.wait_for_function(
        "s => document.body.dataset.step !== s || document.body.dataset.finished === '1'",
        arg=step,
        polling=POLL,
    )


def click_some_action(page: Any, rng: random.Random, highlighted: str, chooser: str, card_odds: float) -> str:
    """One legal action of a card game's page, the way a player makes it: a highlighted card (and, when
    it has several actions, one from the ``chooser`` it opens), else an action button, sometimes by
    its number key. Returns how: 'card', 'button' or 'key'."""
    step = page.evaluate("document.body.dataset.step")
    way = "button"
    cards = page.locator(highlighted)
    if rng.random() < card_odds and cards.count():
        card = cards.nth(rng.randrange(cards.count()))
        card.scroll_into_view_if_needed()
        card.click()
        way = "card"
        if unchanged(page, step):
            choice = page.locator(chooser)
            assert choice.count() >= 2, "a highlighted card did nothing"
            choice.nth(rng.randrange(choice.count())).click()
    if unchanged(page, step):
        way = press_some_button(page, rng, 0.25)
    wait_for_new_step(page, step)
    return way


def press_some_button(page: Any, rng: random.Random, key_odds: float) -> str:
    """Click one of the decision's action buttons, or (with ``key_odds``, when there are at most 9)
    press its number key. Returns how: 'button' or 'key'."""
    buttons = page.locator("#game .action-list [data-action]")
    n = buttons.count()
    assert n, "my decision, but no action buttons"
    if rng.random() < key_odds and n <= 9:
        page.keyboard.press(str(rng.randrange(n) + 1))  # number keys pick a button
        return "key"
    buttons.nth(rng.randrange(n)).click()
    return "button"
