"""The table fits the screen (issue 15, item 6): in Debian's Chromium, driven by Playwright, against a real
``eregion serve``, at laptop and phone width, the decision's panel stays in the viewport while the
player's own area (his hand, at the card games) is scrolled into view, and when the game ends the result
panel is in view even though the page was scrolled down to the player's area."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import (
    LAPTOP,
    PHONE,
    open_lobby,
    press_some_button,
    require_chromium,
    wait_for_new_step,
    wait_for_turn,
    watch,
)

require_chromium()

MAX_CLICKS = 400
IN_VIEW = """sel => { const r = document.querySelector(sel).getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight && r.height > 0; }"""


BELOW_TOPBAR = """sel => document.querySelector(sel).getBoundingClientRect().top + 1 >=
  document.querySelector(".topbar").getBoundingClientRect().bottom"""


HAND = {  # the player's own hand (Duel: his play area, the game has no hand; MEQ: Sauron's panel)
    "tcg": "#game .zone.hand:not(.hidden-hand)",
    "lcg": "#game .zone.hand:not(.hidden-hand)",
    "duel": "#game .area.side-fellowship",
    "meq": "#game .meq-shadow",  # Sauron's panel: his hands, Plots and the Shadow Pool
}


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["laptop", "phone"])
@pytest.mark.parametrize("game", sorted(HAND))
def test_the_prompt_stays_by_the_hand_and_the_result_comes_into_view(
    browser: Any, base_url: str, shots: Path, game: str, viewport: dict[str, int]
) -> None:
    errors: list[str] = []
    context = browser.new_context(viewport=viewport)
    page = watch(context.new_page(), errors)
    open_lobby(page, base_url)
    page.select_option("#game", game)
    page.select_option("#seat-0", "human")
    if game == "lcg":
        page.wait_for_selector("#opt-players")
        page.select_option("#opt-players", label="1")  # a solo game: the other seats hide
    else:
        page.select_option("#seat-1", "easy")
    page.click("#create")
    page.wait_for_url(re.compile(r"/play/[^/?]+\?token="))
    rng = random.Random(6)
    checked = clicks = 0
    while wait_for_turn(page) != "finished":
        assert clicks < MAX_CLICKS, "the game did not end"
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")  # down past the hand
        page.locator(HAND[game]).scroll_into_view_if_needed()  # then the hand, as a player looks
        if page.locator("#game .prompt .action-list").count():
            assert page.evaluate(IN_VIEW, HAND[game])
            assert page.evaluate(IN_VIEW, "#game .prompt"), "the prompt scrolled out of view"
            assert page.evaluate(BELOW_TOPBAR, "#game .prompt"), (
                "the prompt's first line is under the top bar"
            )
            checked += 1
            if checked == 3:
                page.screenshot(path=str(shots / f"{game}-{viewport['width']}-docked.png"))
        step = page.evaluate("document.body.dataset.step")
        press_some_button(page, rng, 0.0)
        wait_for_new_step(page, step)
        clicks += 1
    assert checked > 3
    page.wait_for_timeout(300)  # the smooth part of scrolling, if any
    assert page.evaluate(IN_VIEW, "#summary"), "the result is out of view at the end"
    page.screenshot(path=str(shots / f"{game}-{viewport['width']}-result.png"))
    assert not [e for e in errors if "WebSocket" not in e], errors
    context.close()
