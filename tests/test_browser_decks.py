"""End-to-end browser test of the TCG deck builder (issue 16, "a deck builder page in the web app"):
Debian's Chromium, driven by Playwright, against a real ``eregion serve``.

A player searches set 1 and adds a legal deck card by card (the Ring-bearer, The One Ring, a site of
each number, 60 draw cards: the 002 rulebook's "at least 71 cards"), watching the server's verdict
change; saves it; picks it in the lobby's TCG deck choice and plays a few moves against the AI with it.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

from browser_helpers import LAPTOP, PHONE, click_some_action, open_lobby, ready, require_chromium, watch

from eregion.games.tcg.components import cards
from eregion.games.tcg.decks import deck_text, parse_deck

require_chromium()

HIGHLIGHTED = "#game .tcard.actionable, #game .tchip.actionable, #game .site.actionable"
MOVES = 8


def _add(page: Any, cid: str) -> None:
    """Find a card by name and add it."""
    page.fill("#q", cards()[cid].name)
    page.click(f"#results li[data-card='{cid}'] button.add")


def _verdict(page: Any, legal: str) -> None:
    """Wait for the server's verdict; if it never comes, say what the page shows instead."""
    try:
        page.wait_for_selector(f"#deck[data-legal='{legal}']")
    except Exception as e:  # Playwright's TimeoutError: name what the page was left showing
        shown = page.evaluate(
            "[document.querySelector('#deck').dataset.legal, document.querySelector('#totals').innerText,"
            " document.querySelector('#error').innerText, document.querySelector('#problems').innerText]"
        )
        raise AssertionError(f"no verdict legal={legal!r}; the page shows {shown}") from e


def test_build_save_and_play_a_deck(browser: Any, base_url: str, shots: Path) -> None:
    deck = parse_deck(deck_text("elven-isengard"))
    errors: list[str] = []
    context = browser.new_context(viewport=LAPTOP)
    page = watch(context.new_page(), errors)
    page.goto(f"{base_url}/decks")
    page.wait_for_selector("body[data-ready='1']")
    assert page.locator("#deck[data-legal='no'] #problems li").count() >= 10  # an empty deck: no sites...
    assert page.locator("#save").is_disabled()

    # The filters narrow the list: Elven events of twilight 0.
    page.fill("#q", "")
    page.select_option("#culture", "elven")
    page.select_option("#type", "event")
    page.select_option("#cost", "0")
    found = page.locator("#results li")
    assert found.count() >= 1
    for cid in found.evaluate_all("rows => rows.map(r => r.dataset.card)"):
        c = cards()[cid]
        assert (c.culture, c.type, c.twilight) == ("elven", "event", 0)
    for sel in ("#culture", "#type", "#cost"):
        page.select_option(sel, "")

    _add(page, deck.ring_bearer)
    _add(page, deck.ring)
    for cid in deck.sites:
        _add(page, cid)
    for cid, n in Counter(deck.draw).items():
        _add(page, cid)
        for _ in range(n - 1):
            page.click(f"#deck-list li[data-card='{cid}'][data-role='draw'] button.more")
    _verdict(page, "yes")
    assert "Draw deck 60" in page.locator("#totals").inner_text()
    # One card fewer: the server names the problem; back again: legal.
    one = deck.draw[0]
    page.click(f"#deck-list li[data-card='{one}'][data-role='draw'] button.remove")
    _verdict(page, "no")
    assert "the draw deck has 59 cards (at least 60)" in page.locator("#problems").inner_text()
    page.click(f"#deck-list li[data-card='{one}'][data-role='draw'] button.more")
    _verdict(page, "yes")
    # The exported text is the deck the rules accept, and a card's text shows on hover.
    exported = page.input_value("#deck-text")
    assert parse_deck(exported).draw.count(one) == deck.draw.count(one)
    assert sorted(parse_deck(exported).draw) == sorted(deck.draw)
    page.hover(f"#deck-list li[data-card='{deck.ring_bearer}'] .name")
    page.wait_for_selector(f"#card-tip[data-for='{deck.ring_bearer}']")
    page.fill("#deck-name", "Browser elves")
    page.click("#save")
    page.wait_for_selector("#saved-note")
    assert "Browser elves" in page.locator("#saved-list").inner_text()
    page.screenshot(path=str(shots / "deck-builder.png"), full_page=True)

    phone = watch(context.new_page(), errors)  # legible at phone width: one column, nothing wider
    phone.set_viewport_size(PHONE)
    phone.goto(f"{base_url}/decks")
    phone.wait_for_selector("body[data-ready='1']")
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert "Browser elves" in phone.locator("#saved-list").inner_text()
    phone.screenshot(path=str(shots / "deck-builder-phone.png"), full_page=True)
    phone.close()

    open_lobby(page, base_url)
    page.select_option("#game", "tcg")
    page.wait_for_selector("#opt-deck1 optgroup[label='Your decks'] option", state="attached")
    page.select_option("#opt-deck1", label="Browser elves")
    page.select_option("#seat-0", "human")
    page.select_option("#seat-1", "easy")
    page.click("#create")
    page.wait_for_url(re.compile(r"/play/[^/?]+\?token="))
    page.wait_for_selector("#game .tcg")
    assert page.locator(".tcg-area[data-seat='player_1'] .deck").inner_text().endswith("Browser elves")
    rng = random.Random(5)
    moves = 0
    while moves < MOVES and ready(page) != "finished":
        if ready(page) != "mine":
            page.wait_for_function(
                "document.body.dataset.turn === 'mine' || document.body.dataset.finished === '1'"
            )
            continue
        click_some_action(page, rng, HIGHLIGHTED, "#game .tcg-chooser [data-action]", 0.6)
        moves += 1
    assert moves == MOVES or ready(page) == "finished"
    assert not [e for e in errors if "WebSocket" not in e], errors
    context.close()


def test_a_failed_check_is_asked_again(browser: Any, base_url: str) -> None:
    """A check request that fails (a dropped connection) leaves no stale verdict: the page says it could
    not check, asks again with the list as it is then, and shows the server's verdict on it."""
    deck = parse_deck(deck_text("elven-isengard"))
    context = browser.new_context(viewport=LAPTOP)
    page = watch(context.new_page(), [])
    dropped: list[str] = []

    def drop_one(route: Any) -> None:
        if not dropped:
            dropped.append(route.request.post_data or "")
            route.abort()
        else:
            route.continue_()

    page.goto(f"{base_url}/decks")
    page.wait_for_selector("body[data-ready='1']")
    assert "no Ring-bearer" in page.locator("#problems").inner_text()
    page.route("**/api/games/tcg/decks/check", drop_one)
    _add(page, deck.ring_bearer)
    page.wait_for_selector("#error:not([hidden])")
    assert "Could not check the deck" in page.locator("#error").inner_text()
    page.wait_for_selector("#error[hidden]", state="attached")  # asked again, answered
    assert len(dropped) == 1
    assert "no Ring-bearer" not in page.locator("#problems").inner_text()
    assert "no One Ring" in page.locator("#problems").inner_text()
    context.close()
