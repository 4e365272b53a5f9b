"""End-to-end browser test of the LOTR LCG page: Debian's Chromium, driven by Playwright, against a real
``eregion serve`` (fixtures in ``conftest.py``, helpers in ``browser_helpers.py``).

A player picks the LCG in the lobby for two players (the seats and decks of players 3 and 4 hide), sits
with an AI teammate (the easy level, the quickest) and plays to the end by clicking: mostly the
highlighted cards, else the action buttons, sometimes the number keys. The page must show the co-operative
result and log no console errors; screenshots go to ``$EREGION_SCREENSHOTS`` (default: the test's tmp dir).
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

from browser_helpers import (
    LAPTOP,
    PHONE,
    POLL,
    click_some_action,
    open_lobby,
    ready,
    require_chromium,
    watch,
)

require_chromium()

RESULT = re.compile(r"^The players (win|lose) \((.+)\)")
MAX_CLICKS = 1500
HIGHLIGHTED = "#game .lcard.actionable, #game .lchip.actionable"


def test_play_the_lcg_with_an_ai_teammate_by_clicking(browser: Any, base_url: str, shots: Path) -> None:
    errors: list[str] = []
    context = browser.new_context(viewport=LAPTOP)
    page = watch(context.new_page(), errors)
    open_lobby(page, base_url)
    page.select_option("#game", "lcg")
    page.wait_for_selector("#opt-scenario")
    page.select_option("#opt-players", label="2")
    assert page.locator("#seats .seat:not([hidden]) .seat-name").all_inner_texts() == ["Player 1", "Player 2"]
    assert page.locator("#opt-deck3").is_hidden() and page.locator("#opt-deck2").is_visible()
    firsts = "[...document.querySelectorAll('#opt-first option')].filter(o => !o.disabled).map(o => o.text)"
    assert page.evaluate(firsts) == ["1", "2"]  # 13.4: the first player is one of the players
    page.select_option("#opt-first", label="2")
    page.select_option("#opt-players", label="1")
    assert page.input_value("#opt-first") == "1"  # a seat that is not played cannot go first
    page.select_option("#opt-players", label="2")
    page.select_option("#opt-first", label="2")
    page.select_option("#opt-scenario", label="Journey Along the Anduin")  # words, not ids
    page.select_option("#opt-deck1", label="Tactics starter deck")
    page.select_option("#opt-deck2", label="Lore starter deck")
    assert "work together" in page.locator("#game-help").inner_text()
    page.select_option("#seat-0", "human")
    page.select_option("#seat-1", "easy")
    page.screenshot(path=str(shots / "lcg-lobby.png"), full_page=True)
    page.click("#create")  # one human seat: straight to the game
    page.wait_for_url(re.compile(r"/play/[^/?]+\?token="))
    play_url = page.url
    page.wait_for_selector("#game .lcg")
    card = page.locator("#game [data-card]").first  # a card's text on hover, from its encoding
    card.hover()
    page.wait_for_selector(f"#card-tip[data-for='{card.get_attribute('data-card')}']")
    assert page.locator("#card-tip p").inner_text().strip()
    assert page.locator("#game .lcg-area").count() == 2
    assert "Tactics" in page.locator(".lcg-area[data-seat='player_1'] .deck").inner_text()
    rng = random.Random(5)
    clicks, ways, shot = 0, {}, False
    while (state := ready(page)) != "finished":
        assert clicks < MAX_CLICKS, "the game did not end"
        if state != "mine":
            page.wait_for_function(
                "document.body.dataset.turn === 'mine' || document.body.dataset.finished === '1'",
                polling=POLL,
            )
            continue
        if not shot and page.evaluate("document.querySelector('#game .lcg').dataset.phase") == "quest":
            assert page.locator("#game .lcg-quest .quest-card").count() == 1
            page.screenshot(path=str(shots / "lcg-laptop.png"), full_page=True)
            phone = watch(context.new_page(), errors)
            phone.set_viewport_size(PHONE)
            phone.goto(play_url)
            phone.wait_for_selector("#game .lcg .action-list")
            assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
            phone.screenshot(path=str(shots / "lcg-phone.png"), full_page=True)
            phone.close()
            shot = True
        way = click_some_action(page, rng, HIGHLIGHTED, "#game .lcg-chooser [data-action]", 0.5)
        ways[way] = ways.get(way, 0) + 1
        clicks += 1
    assert clicks > 5 and ways.get("card"), ways
    page.wait_for_selector("#summary:not([hidden])")
    text = page.locator("#summary .result-text").inner_text()
    assert RESULT.search(text), text
    page.screenshot(path=str(shots / "lcg-result.png"), full_page=True)
    page.click("#open-replay")
    page.wait_for_selector("body[data-replay='0'] #game .lcg")
    open_lobby(page, base_url)
    page.wait_for_selector(".game-row.finished")
    assert re.search(r"the players (win|lose)", page.locator(".game-row.finished").first.inner_text())
    assert not [e for e in errors if "WebSocket" not in e], errors
    context.close()
