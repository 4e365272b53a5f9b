"""Draws a TCG view for the terminal with rich.

``render(view)`` takes the JSON of :func:`eregion.games.tcg.views.view`, so it shows only what that
seat may know; :mod:`eregion.terminal` finds it by the per-game hook ``eregion.games.<name>.render``.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from eregion.screen import Packed, line, zone

SEAT_STYLE = {"player_1": "bold cyan", "player_2": "bold dark_orange"}


def _character(c: dict[str, Any]) -> Text:
    t = Text(c["name"], style="bold" if c.get("active") else "grey62")
    if "wounds" in c:  # a character in play
        left = c["vitality"] - c["wounds"]
        t.append(f"  {c['strength']}str {left}/{c['vitality']}vit", style="yellow")
        if c.get("roaming"):
            t.append(" roaming", style="red")
    for item in c.get("items", ()):
        t.append(f"\n   + {item['name']}", style="grey70")
    return _stacked(t, c)


def _stacked(t: Text, c: dict[str, Any]) -> Text:
    """The cards stacked on a card, under it (face up: ``stacking``)."""
    for st in c.get("stacked", ()):
        t.append(f"\n   = {st['name']} (stacked)", style="grey70")
    return t


def _cards(cards: list[dict[str, Any]] | None) -> Text:
    if not cards:
        return Text("—", style="grey50")
    return Text("\n").join(_character(c) if "wounds" in c else _in_hand(c) for c in cards)


def _in_hand(c: dict[str, Any]) -> Text:
    t = Text(c["name"])
    if c.get("twilight") is not None:
        t.append(f"  ({c['twilight']})", style="grey62")
    return _stacked(t, c)


def _player(view: dict[str, Any], p: dict[str, Any]) -> Panel:
    seat = p["seat"]
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="grey62", no_wrap=True)
    grid.add_column()
    ring = "  (wearing the Ring)" if p["wearing_ring"] else ""
    grid.add_row("Ring-bearer", Text(f"burdens {p['burdens']} / resistance {p['resistance']}{ring}"))
    grid.add_row("Fellowship", _cards(p["fellowship"]))
    grid.add_row("Support", _cards(p["support"]))
    if p["minions"]:
        grid.add_row("Minions", _cards(p["minions"]))
    hand = p["hand"]
    grid.add_row("Hand", _cards(hand) if hand is not None else Text(f"{p['hand_count']} cards"))
    grid.add_row(
        "Piles",
        Text(
            f"draw {p['draw_count']} · discard {len(p['discard'])} · dead {len(p['dead'])}"
            f" · sites left {p['adventure_count']}"
        ),
    )
    if p.get("seen_hand"):
        grid.add_row("Seen hand", Text(", ".join(p["seen_hand"])))
    fp = " — Free Peoples" if view["free_peoples"] == seat else ""
    title = f"{p['name']} ({p['deck']}) at site {p['site']}{fp}"
    return Panel(grid, title=title, title_align="left", border_style=SEAT_STYLE.get(seat, "white"))


def _path(view: dict[str, Any]) -> Text:
    t = Text()
    here = {p["site"]: p["seat"] for p in view["players"]}
    for n, site in enumerate(view["path"], start=1):
        marks = "".join("①" if p["seat"] == "player_1" else "②" for p in view["players"] if p["site"] == n)
        name = site["name"] if site else "?"
        style = SEAT_STYLE.get(here.get(n, ""), "white") if marks else "grey70"
        t.append(f"{n} {name}", style=style)
        if site:
            t.append(f" ({site['shadow_number']})", style="grey50")
        if marks:
            t.append(f" {marks}")
        if n < 9:
            t.append("  ›  ", style="grey42")
    return t


def _skirmish(view: dict[str, Any]) -> Text | None:
    sk = view["skirmish"]
    if sk is None:
        return None
    return Text(f"Skirmish: strength {sk['free_strength']} against {sk['shadow_strength']}", style="bold red")


def _decision(view: dict[str, Any]) -> Text:
    d = view["decision"]
    if d is None:
        r = view["result"]
        return Text(f"Game over: {r['winner'].replace('_', ' ')} wins ({r['reason']})", style="bold green")
    return Text(f"{d['player'].replace('_', ' ').title()}: {d['prompt']}", style="bold")


def render(view: dict[str, Any]) -> RenderableType:
    """The path, both players' areas, the twilight pool and phase, the skirmish and the log."""
    head = Text(
        f"Turn {view['turn']} · {view['phase']} phase · twilight pool {view['twilight']} · "
        f"moves {view['moves']}/{view['move_limit']}",
        style="bold",
    )
    parts: list[RenderableType] = [
        head,
        _decision(view),
        Panel(_path(view), title="Adventure path", title_align="left"),
    ]
    parts += [_player(view, p) for p in view["players"]]
    sk = _skirmish(view)
    if sk is not None:
        parts.append(sk)
    parts.append(Text("\n").join(Text(line, style="grey70") for line in view["log"][-8:]))
    return Group(*parts)


# --- the compact board: one decision in 80 columns and 24 lines -----------------------------------


def _short(c: dict[str, Any]) -> Text:
    """A card in a few columns: its name before the comma, with strength and vitality left in play, and
    its twilight cost in hand."""
    t = Text(c["name"].split(",")[0], style="bold" if c.get("active", True) else "grey62")
    if "wounds" in c:
        t.append(f" {c['strength']}/{c['vitality'] - c['wounds']}", style="yellow")
        if c.get("roaming"):
            t.append(" roaming", style="red")
        if c.get("items"):
            t.append(f" +{len(c['items'])}", style="grey62")
    elif c.get("twilight") is not None:
        t.append(f" ({c['twilight']})", style="grey62")
    if c.get("stacked"):
        t.append(f" ={len(c['stacked'])}", style="grey62")
    return t


def _compact_player(view: dict[str, Any], p: dict[str, Any]) -> list[RenderableType]:
    seat = p["seat"]
    ring = ", wearing the Ring" if p["wearing_ring"] else ""
    out: list[RenderableType] = [
        line(
            (f"{p['name']} ({p['deck']})", SEAT_STYLE.get(seat, "white")),
            f" site {p['site']}, burdens {p['burdens']}/{p['resistance']}{ring}, draw {p['draw_count']},"
            f" discard {len(p['discard'])}, dead {len(p['dead'])}",
        )
    ]
    for label, key in (("Fellowship", "fellowship"), ("Support", "support"), ("Minions", "minions")):
        if p[key]:
            out.append(zone(label, [_short(c) for c in p[key]]))
    hand = p["hand"]
    if hand is not None:
        out.append(zone("Hand", [_short(c) for c in hand] or ["empty"], lines=3))
    else:
        out.append(Text(f"  Hand: {p['hand_count']} cards", style="grey62"))
    if p.get("seen_hand"):
        out.append(zone("Seen hand", p["seen_hand"], lines=1))
    return out


def compact(view: dict[str, Any]) -> RenderableType:
    """The position in about a dozen lines: the turn and who is the Free Peoples, the path, each player's
    cards by short name with strength/vitality left ("+2": items borne) and twilight costs in hand
    (``render`` draws everything)."""
    fp = next((p["name"] for p in view["players"] if p["seat"] == view["free_peoples"]), None)
    head = line(
        (f"Turn {view['turn']} · {view['phase']} phase", "bold"),
        f" · twilight {view['twilight']} · moves {view['moves']}/{view['move_limit']}",
        f" · Free Peoples: {fp}" if fp else "",
    )
    here: dict[int, str] = {}  # the site of each player: ① and ② where both stand
    for p in view["players"]:
        here[p["site"]] = here.get(p["site"], "") + ("①" if p["seat"] == "player_1" else "②")
    sites = [
        Text(
            f"{n} {site['name'] if site else '?'}{' ' + here[n] if n in here else ''}",
            style="bold" if n in here else "grey70",
        )
        for n, site in enumerate(view["path"], start=1)
        if site or n in here
    ]
    parts: list[RenderableType] = [head, Packed(Text("Path: ", style="grey62"), sites, lines=1, sep=" › ")]
    for p in view["players"]:
        parts += _compact_player(view, p)
    sk = _skirmish(view)
    if sk is not None:
        parts.append(sk)
    return Group(*parts)
