"""Draws a Middle-earth Quest view for the terminal with rich.

``render(view)`` takes the JSON of :func:`eregion.games.meq.views.view`, so it shows only what that seat
may know: the board region by region (influence, heroes, monster tokens, minions, favor, characters),
the story and action tracks, the active Plots and the Current Event, every hero's pools and your own
hand, the combat round by round. :mod:`eregion.terminal` finds it by the hook
``eregion.games.<name>.render``.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from eregion.games.meq.components import components

C = components()
MARKER_STYLE = {"green": "green", "yellow": "yellow", "black": "grey62", "red": "red"}


def _name(kind: str, ident: str) -> str:
    table: dict[str, Any] = {
        "loc": C.locations,
        "minion": C.minions,
        "monster": C.monsters,
        "plot": C.plots,
        "character": C.characters,
        "hero": C.heroes,
        "quest": C.quests,
        "item": C.items,
    }[kind]
    return table[ident].name if ident in table else ident.replace("_", " ")


def _board(view: dict[str, Any]) -> Table:
    b = view["board"]
    t = Table(title="Middle-earth", expand=True, show_lines=False)
    for col in ("region", "location", "influence", "here"):
        t.add_column(col)
    heroes = {h["location"]: [] for h in view["heroes"]}
    for h in view["heroes"]:
        heroes[h["location"]].append(h["name"])
    plots = {}
    for pid, loc in view["plots"]:
        plots.setdefault(loc, []).append(_name("plot", pid))
    for region in C.regions.values():
        first = True
        for loc in region.locations:
            place = C.locations[loc]
            bits = [f"[bold cyan]{n}[/]" for n in heroes.get(loc, ())]
            bits += [
                f"[bold red]{_name('minion', m)}[/]" for m, at in sorted(b["minions"].items()) if at == loc
            ]
            toks = b["tokens"].get(loc, ())
            bits += [f"[red]{_name('monster', t[1]) if isinstance(t, list) else 'token'}[/]" for t in toks]
            if b["favor"].get(loc):
                bits.append(f"[yellow]favor {b['favor'][loc]}[/]")
            bits += [
                f"[magenta]{_name('character', c)}[/]"
                for c, at in sorted(b["characters"].items())
                if at == loc
            ]
            bits += [f"[grey62]plot: {p}[/]" for p in plots.get(loc, ())]
            if view["current_event"] and view["current_event"][1] == loc:
                bits.append("[green]event[/]")
            infl = b["influence"].get(loc, 0)
            if not (bits or infl):
                continue
            mark = " (Haven)" if place.haven else " (Stronghold)" if place.stronghold else ""
            mark += " *" if place.perilous else ""
            t.add_row(region.name if first else "", place.name + mark, str(infl or ""), ", ".join(bits))
            first = False
    return t


def _story(view: dict[str, Any]) -> Text:
    t = Text("Story: ")
    for marker, space in view["story"]["spaces"].items():
        t.append(f"{marker} {space}  ", style=MARKER_STYLE[marker])
    t.append(
        f"| stage {view['stage']} | dominant: {view['dominant'] or 'neither'} | Shadow Pool "
        f"{view['board']['shadow_pool']}\nAction tokens: "
    )
    t.append(", ".join(f"{track.replace('_', ' ')} space {i + 1}" for track, i in view["tracks"]) or "none")
    t.append("\nActive Plots: " + (", ".join(_name("plot", p) for p, _ in view["plots"]) or "none"))
    ev = view["current_event"]
    t.append("\nCurrent Event: " + (ev[0].replace("_", " ") if ev else "none"))
    return t


def _heroes(view: dict[str, Any]) -> Table:
    t = Table(title="Heroes", expand=True)
    for col in ("hero", "at", "hand", "life", "rest", "damage", "favor", "items", "quests"):
        t.add_column(col)
    for h in view["heroes"]:
        hand = ", ".join(h["hand"]) if h["hand"] is not None else str(h["hand_count"])
        t.add_row(
            h["name"],
            _name("loc", h["location"]),
            hand,
            str(h["life_count"]),
            str(len(h["rest"])),
            str(h["damage_count"]),
            str(h["favor"]),
            ", ".join(_name("item", i) for i in h["items"]) or "-",
            ", ".join(_name("quest", q) for q in h["quests"]) or "-",
        )
    return t


def _sauron(view: dict[str, Any]) -> Text:
    s = view["sauron"]
    t = Text(f"Sauron: {s['shadow_count']} Shadow, {s['plot_count']} Plot card(s) in hand")
    if s["shadow_hand"] is not None:
        t.append("\n  Shadow: " + (", ".join(x.replace("_", " ") for x in s["shadow_hand"]) or "none"))
        t.append("\n  Plots: " + (", ".join(_name("plot", x) for x in s["plot_hand"]) or "none"))
    if view["mission"]:
        t.append(f"\nYour side's Mission: {view['mission'].replace('_', ' ')}")
    return t


def _fight(view: dict[str, Any]) -> RenderableType | None:
    f = view["fight"]
    if f is None:
        return None
    foe = _name("minion", f["foe"]) if f["foe"] in C.minions else _name("monster", f["foe"])
    t = Text(f"{f['hero'].replace('_', ' ')} against {foe}")
    if "round" in f:
        hs, fs = f["hero_side"], f["foe_side"]
        t.append(f" | round {f['round']} | foe damage {f['foe_damage']}/{f['foe_health']} | owed {f['owed']}")
        for label, side in (("hero", hs), ("foe", fs)):
            hand = ", ".join(side["hand"]) if side["hand"] is not None else f"{side['hand_count']} card(s)"
            t.append(
                f"\n  {label}: strength {side['strength']}, played {side['card'] or '-'} "
                f"({side['attack']}/{side['defense']}), stack {len(side['stack'])}, hand {hand}"
                + (", exhausted" if side["exhausted"] else "")
            )
    return Panel(t, title="Combat")


def render(view: dict[str, Any]) -> RenderableType:
    parts: list[RenderableType] = [
        Text(
            f"Middle-earth Quest - turn {view['turn']}, {view['active'].replace('_', ' ')}'s turn",
            style="bold",
        ),
        _story(view),
        _board(view),
        _heroes(view),
        _sauron(view),
    ]
    fight = _fight(view)
    if fight is not None:
        parts.append(fight)
    if view["result"]:
        parts.append(Text(f"{view['result']['winner']} win: {view['result']['reason']}", style="bold green"))
    if view["log"]:
        parts.append(Panel("\n".join(view["log"][-8:]), title="Log"))
    return Group(*parts)
