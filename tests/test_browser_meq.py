"""End-to-end browser tests of the Middle-earth Quest page: Debian's Chromium, driven by Playwright, against a
real ``eregion serve`` (fixtures in ``conftest.py``, helpers in ``browser_helpers.py``).

(a) A player picks Middle-earth Quest in the lobby (one hero, Eleanor, Advanced Dominance, a seed), sits
as the hero against the easy AI's Sauron, reads his quest, his Mission and a card the log names on hover (their
text from ``eregion cards meq``), and plays two full rounds by clicking: locations on the map to
travel (their cost shown on them first), cards in the hand to pay, cards in the combat hand to fight,
else the buttons or their number keys. The seed is the first where those rounds hold a travel, a combat
and an encounter when played offline with the same policies (:func:`offline_sees_all`); the test plays
on, up to a cap, until it has seen all three in the browser too, and fails if they never come.
(b) Sauron and a hero play each other through the invite link, from two browsers (a laptop and a phone).

Every WebSocket frame each page receives is checked for what its seat may not know (:func:`check_frame`,
the rules of ``eregion/games/meq/views.py``), and a hero's page never draws a monster token's face.
Screenshots go to ``$EREGION_SCREENSHOTS`` (default: the test's tmp dir).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

from browser_helpers import PHONE, POLL, open_lobby, ready, require_chromium, wait_for_new_step, watch

from eregion.games import get_game
from eregion.games.meq.catalogue import card_entries
from eregion.games.meq.components import components
from eregion.server.match import agent_seed, choose_action

require_chromium()

LAPTOP = {"width": 1366, "height": 768}
MAX_MOVES = 2  # the hero travels at most this many locations a turn
ROUNDS = 2
MAX_TURN = 8  # the cap on the rounds played while waiting for all three to happen
OPTIONS = {"heroes": 1, "hero1": "eleanor", "advanced_dominance": True}
C = components()
HERO_MISSIONS = {m for m, x in C.missions.items() if x.side == "heroes"}
SAURON_MISSIONS = {m for m, x in C.missions.items() if x.side == "sauron"}


def check_frame(frame: dict[str, Any], me: str) -> None:
    """A frame for seat ``me`` ("sauron", "hero_1"...) holds nothing that seat may not know: a hero sees
    no token face, none of Sauron's cards and not Sauron's Mission; nobody sees another hero's hand or
    a combat hand not his own; the options go only to the seat that decides; a face-down choice is
    announced without its id."""
    if frame.get("type") != "state":
        return
    v = frame["view"]
    assert v["viewer"] == me
    sauron = me == "sauron"
    if not sauron:
        assert all(isinstance(t, str) for ts in v["board"]["tokens"].values() for t in ts), "a token face"
        assert v["sauron"]["shadow_hand"] is None and v["sauron"]["plot_hand"] is None
        assert isinstance(v["sauron"]["plots_drawn"], int)
    assert v["mission"] in (SAURON_MISSIONS if sauron else HERO_MISSIONS)
    for hero in v["heroes"]:
        assert (hero["hand"] is not None) == (hero["seat"] == me), f"{hero['seat']}'s hand"
    f = v["fight"]
    if f is not None and f.get("round") is not None:
        assert (f["hero_side"]["hand"] is not None) == (f["hero"] == me)
        assert (f["foe_side"]["hand"] is not None) == sauron
        if f["hero"] != me:
            assert isinstance(f["chosen"], bool), "the hero's face-down card"
    decision = v["decision"]
    if decision is not None and decision["player"] != me:
        assert "options" not in decision and not frame.get("actions")
    last = frame.get("last")
    if last and last.get("text", "").endswith("has chosen") and last.get("side") != me:
        assert last.get("action") is None


def frames_of(page: Any, me: str, seen: list[dict[str, Any]]) -> None:
    """Check every frame ``page`` receives for seat ``me``; keep them in ``seen``."""

    def received(payload: str | bytes) -> None:
        frame = json.loads(payload)
        check_frame(frame, me)
        seen.append(frame)

    page.on("websocket", lambda ws: ws.on("framereceived", received))


def no_faces_drawn(page: Any) -> None:
    """A hero's map shows monster tokens face down only."""
    assert page.locator("#game .meq-map .piece.token.open").count() == 0


def options(page: Any) -> list[str]:
    return list(
        page.evaluate(
            "[...document.querySelectorAll('#game .action-list [data-action]')].map(b => b.dataset.action)"
        )
    )


def turn(page: Any) -> int:
    return int(page.get_attribute("#game .meq", "data-turn"))


def choose(ids: list[str], now: int, moves: dict[int, int], rng: random.Random) -> str:
    """The test's player: travel to a neighbour picked at random up to MAX_MOVES times a turn, then stop;
    any other decision at random. (The seed was picked by playing this policy against the easy AI.)"""
    go = sorted(i for i in ids if i.startswith("go:"))
    if go and moves.get(now, 0) < MAX_MOVES:
        moves[now] = moves.get(now, 0) + 1
        return rng.choice(go)
    if go and "stop" in ids:
        return "stop"
    return ids[rng.randrange(len(ids))]


def offline_sees_all(seed: int) -> bool:
    """Do the first two rounds of game ``seed`` hold a travel, a combat and an encounter, with the test's
    player as the hero and the easy AI (random) as Sauron seeded as the server seeds it? Played here,
    without a browser, to pick the seed, so that a change of the rules moves the seed, not the test."""
    s = get_game("meq").new_game(seed, OPTIONS)
    rng, moves, step = random.Random(seed), {}, 0
    seen = {"travel": False, "combat": False, "encounter": False}
    while not s.is_over and s.turn <= ROUNDS:
        p = s.decision.player
        if p == 1:
            seen["combat"] |= s.fight is not None and s.fight.combat is not None
            action = choose([a.id for a in s.legal_actions()], s.turn, moves, rng)
            seen["travel"] |= action.startswith("go:")
        else:
            action = choose_action("random", agent_seed(seed, step, p), s)
        s.apply(action)
        step += 1
        seen["encounter"] |= any(e.text.startswith("Encounter:") for e in s.log())
    return all(seen.values())


def click(page: Any, action: str, ways: random.Random) -> str:
    """Make ``action`` the way a player would: a location on the map, a card, else its button or key."""
    verb, _, arg = action.partition(":")
    if verb in ("go", "at"):
        spot = f"#game .meq-map .loc.actionable[data-loc='{arg}']"
        if ways.random() < 0.3:  # a location is a button: focus it and press Enter
            page.focus(spot)
            page.keyboard.press("Enter")
            return "map key"
        hit = page.eval_on_selector(
            f"{spot} .target",
            """t => { t.scrollIntoView({ block: 'center', inline: 'center' }); const r = t.getBoundingClientRect();
                    const e = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                    return e && e.closest('.loc') ? e.closest('.loc').dataset.loc : String(e && e.outerHTML); }""",
        )
        assert hit == arg, f"a click on {arg}'s ring would reach {hit}"  # no other location's badge covers it
        page.click(f"{spot} .target")
        return "map"
    where = {"pay": "#game .hero-sheet .zone.hand", "card": "#game .meq-combat .combat-hand"}.get(verb)
    if where and page.locator(f"{where} .mcard.actionable[data-card='{arg}']").count():
        page.locator(f"{where} .mcard.actionable[data-card='{arg}']").first.click()
        return "card"
    ids = options(page)
    if ids.index(action) < 9 and ways.random() < 0.3:
        page.keyboard.press(str(ids.index(action) + 1))
        return "key"
    page.click(f"#game .action-list [data-action='{action}']")
    return "button"


def wait_for_mine(page: Any) -> str:
    while (state := ready(page)) not in ("mine", "finished"):
        page.wait_for_function(
            "document.body.dataset.turn === 'mine' || document.body.dataset.finished === '1'", polling=POLL
        )
    return state


def test_play_two_rounds_as_a_hero_against_the_ai_by_clicking(
    browser: Any, base_url: str, shots: Path
) -> None:
    seed = next(n for n in range(100) if offline_sees_all(n))
    errors: list[str] = []
    context = browser.new_context(viewport=LAPTOP)
    page = watch(context.new_page(), errors)
    frames: list[dict[str, Any]] = []
    frames_of(page, "hero_1", frames)
    open_lobby(page, base_url)
    page.select_option("#game", "meq")
    page.wait_for_selector("#opt-heroes")
    page.select_option("#opt-heroes", label="3")
    seats = "#seats .seat:not([hidden]) .seat-name"
    assert page.locator(seats).all_inner_texts() == ["Sauron", "Hero 1", "Hero 2", "Hero 3"]
    page.select_option("#opt-heroes", label="1")  # one hero: his seat and his hero's option only
    assert page.locator(seats).all_inner_texts() == ["Sauron", "Hero 1"]
    assert page.locator("#opt-hero1").is_visible() and page.locator("#opt-hero2").is_hidden()
    assert "Eleanor" in page.locator("#opt-hero1").inner_text()  # names, not ids
    page.select_option("#opt-hero1", label="Eleanor")
    page.check("#opt-advanced_dominance")
    assert not page.is_checked("#opt-high_stakes")
    page.select_option("#seat-0", "easy")
    page.select_option("#seat-1", "human")
    page.click("#create-form details summary")
    page.fill("#seed", str(seed))
    page.screenshot(path=str(shots / "meq-lobby.png"), full_page=True)
    page.click("#create")  # one human seat: straight to the game
    page.wait_for_url(re.compile(r"/play/[^/?]+\?token="))
    play_url = page.url
    page.wait_for_selector("#game .meq")
    assert page.locator("#game .meq-map .loc").count() == 63
    assert page.locator("#game .meq-map .path.water").count() == sum(1 for p in C.paths if p.water)
    assert page.locator("#game .meq-map .loc.haven").count() == 7
    assert page.locator("#game .meq-map .loc.stronghold").count() == 3
    assert page.locator("#game .story-track .space").count() == 19
    assert page.locator("#game .hero-sheet[data-seat='hero_1'] .zone.hand").count() == 1
    texts = {e.id: e.text for e in card_entries()}  # what a card does on hover, from its encoding
    for named in ("#game .hero-sheet[data-seat='hero_1'] .k-quest", "#game .mission", "#game .log .named"):
        card = page.locator(named).first
        card.hover()
        tip = card.get_attribute("data-tip")
        page.wait_for_selector(f"#card-tip[data-for='{tip}']")
        assert page.locator("#card-tip p").inner_text().strip() == texts[tip]
    page.screenshot(path=str(shots / "meq-laptop-card-tip.png"))
    rng, ways = random.Random(seed), random.Random(1)
    moves: dict[int, int] = {}
    seen = {"travel": False, "combat": False, "encounter": False}
    how: dict[str, int] = {}
    shot_travel = shot_combat = False
    while wait_for_mine(page) != "finished":
        now = turn(page)
        if now > ROUNDS and all(seen.values()):
            break
        assert now <= MAX_TURN, f"no {[k for k, v in seen.items() if not v]} in {MAX_TURN - 1} rounds"
        no_faces_drawn(page)
        ids = options(page)
        action = choose(ids, now, moves, rng)
        if action.startswith("go:") and not shot_travel:
            # the cost of every move is on the map before the hero commits to one
            costs = page.locator("#game .meq-map .loc.actionable .cost").all_text_contents()
            assert len(costs) == len([i for i in ids if i.startswith("go:")]) and all(
                re.search(r"\d", c) for c in costs
            )
            page.screenshot(path=str(shots / "meq-laptop-travel.png"))
            page.screenshot(path=str(shots / "meq-laptop-full.png"), full_page=True)
            phone = watch(context.new_page(), errors)
            frames_of(phone, "hero_1", frames)
            phone.set_viewport_size(PHONE)
            phone.goto(play_url)
            phone.wait_for_selector("#game .meq .action-list")
            assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
            phone.screenshot(path=str(shots / "meq-phone-travel.png"))
            phone.screenshot(path=str(shots / "meq-phone-full.png"), full_page=True)
            phone.close()
            shot_travel = True
        if page.locator("#game .meq-combat[data-round]").count():
            seen["combat"] = True
            if not shot_combat and page.locator("#game .meq-combat .round").count():
                page.locator("#game .meq-combat").scroll_into_view_if_needed()
                page.screenshot(path=str(shots / "meq-laptop-combat.png"))
                shot_combat = True
        step = page.evaluate("document.body.dataset.step")
        way = click(page, action, ways)
        how[way] = how.get(way, 0) + 1
        wait_for_new_step(page, step)
        if action.startswith("go:"):
            seen["travel"] = True
        seen["encounter"] |= any(line.startswith("Encounter:") for f in frames for line in f["view"]["log"])
    assert all(seen.values()), seen
    assert how.get("map") and how.get("map key") and how.get("button"), how
    assert turn(page) > ROUNDS
    assert "travels to" in page.locator("#game .log").inner_text()
    assert frames and all(f["view"]["viewer"] == "hero_1" for f in frames)
    assert not [e for e in errors if "WebSocket" not in e], errors
    context.close()


def test_sauron_and_a_hero_through_an_invite_link(browser: Any, base_url: str, shots: Path) -> None:
    errors: list[str] = []
    host_ctx = browser.new_context(viewport=LAPTOP)
    guest_ctx = browser.new_context(viewport=PHONE)
    host = watch(host_ctx.new_page(), errors)
    frames: dict[str, list[dict[str, Any]]] = {"sauron": [], "hero_1": []}
    frames_of(host, "sauron", frames["sauron"])
    open_lobby(host, base_url)
    host.select_option("#game", "meq")
    host.wait_for_selector("#opt-heroes")
    host.select_option("#opt-heroes", label="1")
    host.select_option("#seat-0", "human")
    host.select_option("#seat-1", "human")
    host.click("#create")
    invite = host.locator(".invite[data-seat='1'] input").input_value()
    assert re.search(r"^http://127\.0\.0\.1:\d+/play/[^?]+\?token=", invite), invite
    host.click("[data-open-seat='0']")
    guest = watch(guest_ctx.new_page(), errors)
    frames_of(guest, "hero_1", frames["hero_1"])
    guest.goto(invite)
    players = {"sauron": host, "hero_1": guest}
    rng, ways = random.Random(9), random.Random(2)
    moves: dict[int, int] = {}
    clicks = 0
    while True:
        states = {name: ready(p) for name, p in players.items()}
        if "finished" in states.values() or min(turn(p) for p in players.values()) > ROUNDS:
            break
        movers = [name for name, s in states.items() if s == "mine"]
        if not movers:  # one page is a frame behind: wait on the page whose seat decides
            latest = max(frames["sauron"] + frames["hero_1"], key=lambda f: f["step"])
            wait_for_mine(players["sauron" if latest["to_move"] == 0 else "hero_1"])
            continue
        assert len(movers) == 1, states
        page = players[movers[0]]
        if movers[0] == "hero_1":
            no_faces_drawn(page)
        step = page.evaluate("document.body.dataset.step")
        click(page, choose(options(page), turn(page), moves, rng), ways)
        wait_for_new_step(page, step)
        clicks += 1
        assert clicks < 600, "two rounds took too many moves"
    for name, p in players.items():
        p.screenshot(path=str(shots / f"meq-pvp-{name}.png"), full_page=True)
    # both pages show the same game: the story track and where the hero stands
    step = max(int(p.evaluate("document.body.dataset.step")) for p in players.values())
    for p in players.values():
        p.wait_for_function("s => Number(document.body.dataset.step) >= s", arg=step, polling=POLL)
    tracks = {n: p.locator("#game .meq-story .legend").inner_text() for n, p in players.items()}
    assert tracks["sauron"] == tracks["hero_1"], tracks
    assert frames["sauron"] and frames["hero_1"]
    assert not [e for e in errors if "WebSocket" not in e], errors
    host_ctx.close()
    guest_ctx.close()


def _in_combat() -> Any:
    """A random game played until its hero chooses a combat card after a round both sides played (p. 28)."""
    from eregion.games import get_game

    game = get_game("meq")
    for seed in range(40):
        s, rng = game.new_game(seed, {"heroes": 1}), random.Random(seed)
        for _ in range(3000):
            f = s.fight
            if s.is_over:
                break
            if (
                f is not None
                and f.combat is not None
                and f.combat.hero.stack
                and f.combat.foe.stack
                and s.decision.player == f.hero  # (not Sauron choosing first, face up: Anticipate)
                and any(a.id.startswith("card:") for a in s.legal_actions())
            ):
                return s
            s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no combat with a round played in 40 random games")


RENDER = """async ([view, interactive]) => {
    const mod = await import('/static/games/meq.js');
    const root = document.createElement('main');
    root.id = 'game';
    document.body.replaceChildren(root);
    window.sent = [];
    mod.render(root, view, { act: (id) => window.sent.push(id), interactive, seat: 1, side: view.viewer,
        seats: [], step: 3, status: 'in_progress', result: null, last: null, replay: null, hotseat: false });
}"""


def test_a_combat_shows_both_stacks_round_by_round(browser: Any, base_url: str, shots: Path) -> None:
    """The combat panel: one row per round played, the hero's card beside the foe's (both revealed,
    p. 28); the hero's combat hand is his to click; Sauron's page shows the foe's hand, not the hero's."""
    s = _in_combat()
    f = s.fight
    hero_view = json.loads(json.dumps(s.view(f.hero)))
    sauron_view = json.loads(json.dumps(s.view(0)))
    errors: list[str] = []
    context = browser.new_context(viewport=LAPTOP)
    page = watch(context.new_page(), errors)
    open_lobby(page, base_url)
    page.evaluate(RENDER, [hero_view, True])
    rounds = page.locator("#game .meq-combat .round")
    # a side plays a card each round until it is exhausted, for good (p. 32): its k-th card is round k's
    assert rounds.count() == max(len(f.combat.hero.stack), len(f.combat.foe.stack))
    first = rounds.nth(0).locator(".mcard")
    assert first.count() == 2  # the hero's card and the foe's, side by side
    assert first.nth(0).get_attribute("data-card") == f.combat.hero.stack[0].id
    assert first.nth(1).get_attribute("data-card") == f.combat.foe.stack[0].id
    hand = page.locator("#game .meq-combat .combat-hand .mcard.actionable")
    playable = {a.id for a in s.legal_actions() if a.id.startswith("card:")}
    assert hand.count() == len(playable) and page.locator(
        "#game .meq-combat .combat-hand .mcard"
    ).count() == len(f.combat.hero.hand)
    page.locator("#game .meq-combat").screenshot(path=str(shots / "meq-combat-panel.png"))
    hand.first.click()
    assert page.evaluate("window.sent") == [f"card:{hand.first.get_attribute('data-card')}"]
    assert "foe's hand" not in page.locator("#game .meq-combat").inner_text().lower()
    page.evaluate(RENDER, [sauron_view, False])
    assert page.locator("#game .meq-combat .combat-hand").count() == 1  # the foe's, Sauron's to see
    assert page.locator("#game .meq-combat .combat-hand .mcard.foe").count() == len(f.combat.foe.hand)
    assert page.locator("#game .meq-combat .mcard.actionable").count() == 0  # not his decision
    assert not errors, errors
    context.close()
