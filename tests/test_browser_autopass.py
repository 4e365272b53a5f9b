"""Auto-pass in the browser (issue 15, item 3): a seat that turns it on is never stopped at a window where
it has nothing to play (the server's ``idle``); turned off, it is; a phase unticked stops it there again.
A TCG game against the easy AI, played by clicking buttons (Debian's Chromium, a real ``eregion serve``)."""

from __future__ import annotations

import random
import re
from typing import Any

from browser_helpers import (
    LAPTOP,
    POLL,
    open_lobby,
    press_some_button,
    require_chromium,
    wait_for_new_step,
    watch,
)

require_chromium()

MAX_CLICKS = 300


def _my_turn(page: Any) -> bool:
    """Wait until this page owes a decision (True) or the game is over (False)."""
    page.wait_for_function(
        "(document.body.dataset.turn === 'mine' && !document.body.dataset.pending)"
        " || document.body.dataset.finished === '1'",
        polling=POLL,
    )
    return page.evaluate("document.body.dataset.finished") != "1"


def _click(page: Any, rng: random.Random) -> None:
    step = page.evaluate("document.body.dataset.step")
    press_some_button(page, rng, 0.0)
    wait_for_new_step(page, step)


def _play_until_idle(page: Any, rng: random.Random) -> bool:
    """Click until the page stops on an idle decision (True), or the game ends (False)."""
    for _ in range(MAX_CLICKS):
        if not _my_turn(page):
            return False
        if page.evaluate("document.body.dataset.idle") == "1":
            return True
        _click(page, rng)
    raise AssertionError("no idle decision came")


def test_auto_pass_answers_only_the_windows_with_nothing_to_play(browser: Any, base_url: str) -> None:
    errors: list[str] = []
    context = browser.new_context(viewport=LAPTOP)
    page = watch(context.new_page(), errors)
    open_lobby(page, base_url)
    page.select_option("#game", "tcg")
    page.wait_for_selector("#opt-deck1")
    page.select_option("#seat-0", "human")
    page.select_option("#seat-1", "easy")
    page.click("details.field summary")  # one deal every run: whether a second auto-pass comes soon
    page.fill("#seed", "3")  # depends on it
    page.click("#create")
    page.wait_for_url(re.compile(r"/play/[^/?]+\?token="))
    page.wait_for_selector("#game .tcg")
    rng = random.Random(3)

    assert _play_until_idle(page, rng)  # off (the default): the page waits on a lone "pass"
    assert page.locator("#game .action-list [data-action]").count() == 1
    step = page.evaluate("document.body.dataset.step")
    page.click("#autopass summary")
    page.check("#ap-on")  # on: the pending idle decision is answered at once
    wait_for_new_step(page, step)
    page.click("#autopass summary")  # closed again, off the board
    assert int(page.evaluate("document.body.dataset.autopassed")) >= 1
    for _ in range(40):  # from now on the page never stops where there is nothing to play
        if not _my_turn(page):
            break
        assert page.evaluate("document.body.dataset.idle") != "1"
        _click(page, rng)
    assert int(page.evaluate("document.body.dataset.autopassed")) > 1

    page.reload()  # kept for the seat in this browser
    page.wait_for_selector("#game .tcg")
    page.click("#autopass summary")
    assert page.is_checked("#ap-on")
    phase = str(page.evaluate("document.querySelector('#game .tcg').dataset.phase"))
    page.uncheck(f"#ap-phases [data-phase='{phase}']")  # not in this phase: it stops there again
    page.click("#autopass summary")
    if _play_until_idle(page, rng):
        assert page.evaluate("document.querySelector('#game .tcg').dataset.phase") == phase
    assert page.locator("#error").is_hidden(), page.locator("#error").inner_text()
    assert not [e for e in errors if "WebSocket" not in e], errors
    context.close()
