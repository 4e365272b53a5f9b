"""End-to-end browser test of the LOTR TCG page: Debian's Chromium, driven by Playwright, against a real
``eregion serve`` (fixtures in ``conftest.py``, helpers in ``browser_helpers.py``).

A player picks the TCG in the lobby with both deck options, sits against the easy AI (a random agent,
the quickest level) and plays to the end by clicking: mostly the highlighted cards and sites, else the
action buttons, sometimes the number keys. The page must show the result and log no console errors;
screenshots go to ``$EREGION_SCREENSHOTS`` (default: the test's tmp dir).
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

RESULT = re.compile(r"^Player [12] wins \((.+)\)$")  # the reason: site 9, corruption, ...
MAX_CLICKS = 400
HIGHLIGHTED = "#game .tcard.actionable, #game .tchip.actionable, #game .site.actionable"


def _check_table(page: Any) -> None:
    """The table shows both sides, the path and one action button per legal option."""
    assert page.locator("#game .tcg .path .site").count() == 9
    assert page.locator("#game .tcg-area").count() == 2
    mine = page.locator("#game .tcg-area[data-seat='player_1'] .zone.hand .tcard").count()
    backs = page.locator("#game .tcg-area[data-seat='player_2'] .hidden-hand").count()
    assert backs == 1, "the opponent's hand shows as card backs"
    assert mine == int(
        page.locator("#game .tcg-area[data-seat='player_1'] .zone.hand .label").inner_text().split()[-1]
    )


def test_play_the_tcg_against_the_ai_by_clicking(browser: Any, base_url: str, shots: Path) -> None:
    errors: list[str] = []
    context = browser.new_context(viewport=LAPTOP)
    page = watch(context.new_page(), errors)
    open_lobby(page, base_url)
    page.select_option("#game", "tcg")
    page.wait_for_selector("#opt-deck1")
    assert "Aragorn starter deck" in page.locator("#opt-deck1").inner_text()  # words, not ids
    page.select_option("#opt-deck1", label="Gandalf starter deck")
    page.select_option("#opt-deck2", label="Aragorn starter deck")
    assert page.locator("#seats .seat-name").all_inner_texts() == ["Player 1", "Player 2"]
    page.select_option("#seat-0", "human")
    page.select_option("#seat-1", "easy")
    page.screenshot(path=str(shots / "tcg-lobby.png"), full_page=True)
    page.click("#create")  # one human seat: straight to the game
    page.wait_for_url(re.compile(r"/play/[^/?]+\?token="))
    play_url = page.url
    page.wait_for_selector("#game .tcg")
    card = page.locator("#game [data-card]").first  # a card's text on hover, from its encoding
    card.hover()
    page.wait_for_selector(f"#card-tip[data-for='{card.get_attribute('data-card')}']")
    assert page.locator("#card-tip p").inner_text().strip()
    assert page.locator(".tcg-area[data-seat='player_1'] .deck").inner_text().endswith("Gandalf starter deck")
    rng = random.Random(11)
    clicks = 0
    ways: dict[str, int] = {}
    shot = skirmish_shot = False
    while (state := ready(page)) != "finished":
        assert clicks < MAX_CLICKS, "the game did not end"
        if state != "mine":
            page.wait_for_function(
                "document.body.dataset.turn === 'mine' || document.body.dataset.finished === '1'",
                polling=POLL,
            )
            continue
        if not shot and page.evaluate("document.querySelector('#game .tcg').dataset.phase") != "setup":
            _check_table(page)
            page.screenshot(path=str(shots / "tcg-laptop.png"), full_page=True)
            phone = watch(context.new_page(), errors)
            phone.set_viewport_size(PHONE)
            phone.goto(play_url)
            phone.wait_for_selector("#game .tcg .action-list")
            # one column on a phone, the prompt and its actions first
            prompt = phone.locator("#game .prompt").bounding_box()
            path = phone.locator("#game .path-panel").bounding_box()
            assert prompt["y"] < path["y"] and path["width"] <= PHONE["width"]
            assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
            phone.screenshot(path=str(shots / "tcg-phone.png"), full_page=True)
            phone.close()
            shot = True
        if not skirmish_shot and page.locator("#game .combat-panel .assignments").count():
            page.screenshot(path=str(shots / "tcg-skirmish.png"), full_page=True)
            skirmish_shot = True
        way = click_some_action(page, rng, HIGHLIGHTED, "#game .tcg-chooser [data-action]", 0.6)
        ways[way] = ways.get(way, 0) + 1
        clicks += 1
    assert clicks > 5 and ways.get("card"), ways
    page.wait_for_selector("#summary:not([hidden])")
    text = page.locator("#summary .result-text").inner_text()
    assert RESULT.search(text), text
    assert page.locator("#game .prompt.over").inner_text() == text
    page.screenshot(path=str(shots / "tcg-result.png"), full_page=True)
    page.click("#open-replay")  # the replay viewer draws past positions with the same renderer
    page.wait_for_selector("body[data-replay='0'] #game .tcg .replay-tag")
    page.click("#rp-last")
    page.wait_for_selector("body[data-replay]:not([data-replay='0']) #game .tcg .prompt.over")
    open_lobby(page, base_url)
    page.wait_for_selector(".game-row.finished")
    assert re.search(r"Player [12] wins \(", page.locator(".game-row.finished").first.inner_text())
    assert not [e for e in errors if "WebSocket" not in e], errors
    context.close()


def test_a_card_with_several_actions_opens_a_chooser(browser: Any, base_url: str) -> None:
    """Drawn from a real view with a made-up decision: two actions on one card (Frodo), one pick of a card
    the table does not show (it appears in the prompt), and the full button list."""
    from eregion.games import get_game

    view = get_game("tcg").new_game(1).view(0)
    frodo = view["players"][0]["fellowship"][0]["uid"]
    view["decision"] = {
        "player": "player_1",
        "kind": "turn",
        "prompt": "Fellowship phase",
        "options": [
            {"id": f"play:{frodo}", "index": 0, "label": "Play it"},
            {"id": f"use:{frodo}", "index": 1, "label": "Use it"},
            {"id": "pick:999", "index": 2, "label": "Sam, Faithful Companion (strength 3)"},
            {"id": "pass", "index": 3, "label": "Pass"},
        ],
    }
    errors: list[str] = []
    context = browser.new_context(viewport=LAPTOP)
    page = watch(context.new_page(), errors)
    open_lobby(page, base_url)
    sent = page.evaluate(
        """async (view) => {
            const mod = await import('/static/games/tcg.js');
            const root = document.createElement('main');
            root.id = 'game';
            document.body.replaceChildren(root);
            window.sent = [];
            mod.render(root, view, { act: (id) => window.sent.push(id), interactive: true, seat: 0,
                side: 'player_1', seats: [], step: 3, status: 'in_progress', result: null, last: null,
                replay: null, hotseat: false });
            return window.sent;
        }""",
        view,
    )
    assert sent == []
    labels = page.locator("#game .action-list [data-action]").all_inner_texts()
    assert [t.split("\n")[-1].strip() for t in labels][-1] == "Pass" and len(labels) == 4
    page.click(f"#game .tcard.actionable[data-uid='{frodo}']")
    chooser = page.locator("#game .tcg-chooser [data-action]")
    assert chooser.count() == 2
    chooser.nth(1).click()
    page.click("#game .offtable .tcard.actionable")
    assert "Sam, Faithful Companion" in page.locator("#game .offtable").inner_text()
    assert page.evaluate("window.sent") == [f"use:{frodo}", "pick:999"]
    assert not errors, errors
    context.close()
