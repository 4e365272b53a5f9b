"""Draws a Middle-earth Quest view for the terminal with rich.

``render(view)`` takes the JSON of :func:`eregion.games.meq.views.view`, so it shows only what that seat
may know: the board region by region (influence, heroes, monster tokens, minions, favor, characters),
the story and action tracks, the active Plots and the Current Event, every hero's pools and your own
hand, the combat round by round. ``compact(view)`` says the same in about a dozen lines, so a decision
fits an 80x24 terminal (the ``board`` command and ``--wide`` draw ``render``). :mod:`eregion.terminal`
finds them by the hook ``eregion.games.<name>.render``.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from eregion.cards.presentation import plural
from eregion.games.meq.components import components
from eregion.games.meq.text import card_name
from eregion.screen import Packed, line, zone

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
        "quest": {**C.quests, **{k.id: k for deck in C.encounters.values() for k in deck}},
        "item": C.items,
        "event": {e.id: e for e in C.events},
        "shadow": {k.id: k for k in C.shadow},
        "mission": C.missions,
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
    t.append("\nCurrent Event: " + (_name("event", ev[0]) if ev else "none"))
    return t


def _heroes(view: dict[str, Any]) -> Table:
    t = Table(title="Heroes", expand=True)
    for col in ("hero", "at", "hand", "life", "rest", "damage", "favor", "items", "quests"):
        t.add_column(col)
    for h in view["heroes"]:
        hand = ", ".join(map(card_name, h["hand"])) if h["hand"] is not None else str(h["hand_count"])
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
    t = Text(f"Sauron: {s['shadow_count']} Shadow, {plural(s['plot_count'], 'Plot card')} in hand")
    if s["shadow_hand"] is not None:
        t.append("\n  Shadow: " + (", ".join(_name("shadow", x) for x in s["shadow_hand"]) or "none"))
        t.append("\n  Plots: " + (", ".join(_name("plot", x) for x in s["plot_hand"]) or "none"))
    elif s["plots_seen"]:  # what the heroes have seen in his hand (R513)
        t.append("\n  Plots seen: " + ", ".join(_name("plot", x) for x in s["plots_seen"]))
    if view["mission"]:
        t.append(f"\nYour side's Mission: {_name('mission', view['mission'])}")
    return t


def _fight(view: dict[str, Any]) -> RenderableType | None:
    f = view["fight"]
    if f is None:
        return None
    foe = _name("minion", f["foe"]) if f["foe"] in C.minions else _name("monster", f["foe"])
    t = Text(f"{_hero_name(view, f['hero'])} against {foe}")
    if "round" in f:
        hs, fs = f["hero_side"], f["foe_side"]
        t.append(f" | round {f['round']} | foe damage {f['foe_damage']}/{f['foe_health']} | owed {f['owed']}")
        for label, side in (("hero", hs), ("foe", fs)):
            hand = (
                ", ".join(map(card_name, side["hand"]))
                if side["hand"] is not None
                else plural(side["hand_count"], "card")
            )
            t.append(
                f"\n  {label}: strength {side['strength']}, played {card_name(side['card']) if side['card'] else '-'} "
                f"({side['attack']}/{side['defense']}), stack {len(side['stack'])}, hand {hand}"
                + (", exhausted" if side["exhausted"] else "")
            )
    return Panel(t, title="Combat")


def render(view: dict[str, Any]) -> RenderableType:
    parts: list[RenderableType] = [
        Text(
            f"Middle-earth Quest - turn {view['turn']}, {_hero_name(view, view['active'])}'s turn",
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


# --- the compact board: one decision in 80 columns and 24 lines -----------------------------------

ICON = {"forest": "F", "hill": "H", "mountain": "M", "plains": "P", "swamp": "S"}
"""A card's path icon in one letter (Travel pays with it, p. 22)."""
CARD_FACTS = {k.id: k for k in C.skills} | {k.id: k for h in C.heroes.values() for k in h.deck}


def _hero_name(view: dict[str, Any], seat: str) -> str:
    return next((h["name"] for h in view["heroes"] if h["seat"] == seat), "Sauron")


def _marker(view: dict[str, Any]) -> Text:
    spaces = view["story"]["spaces"]
    t = Text.assemble(("Story: ", "grey62"))
    for marker, space in spaces.items():
        t.append(f"{marker} {space} ", style=MARKER_STYLE[marker])
    tracks = ", ".join(f"{track.split('_')[-1]} {i + 1}" for track, i in view["tracks"]) or "none"
    t.append(f"(Falls 10, Finale 18) · actions: {tracks}", style="grey62")
    t.no_wrap, t.overflow = True, "ellipsis"
    return t


def _places(view: dict[str, Any]) -> list[Text]:
    """Every location holding a piece, heroes' first, each in a few words ("Bree (2): Argalad, favor 1":
    2 influence)."""
    b = view["board"]
    pieces: dict[str, list[tuple[str, str]]] = {}
    for h in view["heroes"]:
        pieces.setdefault(h["location"], []).append((h["name"], "bold cyan"))
    for m, at in sorted(b["minions"].items()):
        pieces.setdefault(at, []).append((_name("minion", m), "bold red"))
    for loc, toks in sorted(b["tokens"].items()):
        faces = [_name("monster", t[1]) if isinstance(t, list) else "token" for t in toks]
        pieces.setdefault(loc, []).extend((f, "red") for f in faces)
    for loc, n in sorted(b["favor"].items()):
        pieces.setdefault(loc, []).append((f"favor {n}", "yellow"))
    for ch, at in sorted(b["characters"].items()):
        pieces.setdefault(at, []).append((_name("character", ch), "magenta"))
    heroes_at = [h["location"] for h in view["heroes"]]
    order = sorted(pieces, key=lambda loc: (loc not in heroes_at, C.locations[loc].name))
    out = []
    for loc in order:
        infl = b["influence"].get(loc, 0)
        t = Text(C.locations[loc].name + (f" ({infl})" if infl else ""), style="bold")
        t.append(": ")
        for n, (word, style) in enumerate(pieces[loc]):
            t.append(", " if n else "")
            t.append(word, style=style)
        out.append(t)
    return out


def _hero_line(view: dict[str, Any], h: dict[str, Any]) -> Text:
    """One hero in a line; the viewer's own name stands out (his hand follows it)."""
    fight = " · in combat" if h["in_combat"] else ""
    items = "".join(f" · {_name('item', i)}" for i in h["items"])
    corruption = f" · corruption {len(h['corruption'])}" if h["corruption"] else ""
    done, held = len(h["quests_done"]), len(h["quests"])
    return line(
        (h["name"], "bold yellow" if view["viewer"] == h["seat"] else "bold cyan"),
        f" @ {_name('loc', h['location'])} · hand {h['hand_count']} life {h['life_count']} rest "
        f"{len(h['rest'])} dmg {h['damage_count']} · favor {h['favor']} · quests {done}/{done + held}"
        f"{items}{corruption}{fight}",
    )


def _hand(cards: list[str]) -> list[str]:
    """A hand by title with its count and path icon ("2x Overdraw F")."""
    out = []
    for cid in sorted(set(cards), key=lambda c: CARD_FACTS[c].name if c in CARD_FACTS else c):
        k = CARD_FACTS.get(cid)
        n = cards.count(cid)
        icon = f" {ICON[k.icon]}" if k is not None and k.icon in ICON else ""
        out.append(f"{n}x " * (n > 1) + (k.name if k is not None else cid) + icon)
    return out


def _compact_fight(view: dict[str, Any]) -> list[RenderableType]:
    """The combat: the round, the foe's damage and the damage the hero still owes, then each side's
    strength left, the card it revealed (attack/defence), its combat stack and its hand."""
    f = view["fight"]
    if f is None:
        return []
    foe = _name("minion", f["foe"]) if f["foe"] in C.minions else _name("monster", f["foe"])
    hero = _hero_name(view, f["hero"])
    if "round" not in f:
        return [line((f"Combat: {hero} against {foe}", "bold red"))]
    out: list[RenderableType] = [
        line(
            (f"Combat, round {f['round']}: {hero} vs {foe}", "bold red"),
            f" · foe damage {f['foe_damage']}/{f['foe_health']} · owed {f['owed']}",
        )
    ]
    for label, side in ((hero, f["hero_side"]), (foe, f["foe_side"])):
        played = f"{card_name(side['card'])} {side['attack']}/{side['defense']}" if side["card"] else "-"
        hand = (
            f"{side['hand_count']} in hand"
            if side["hand"] is None
            else "hand " + ", ".join(_hand(side["hand"]))
        )
        tired = " · exhausted" if side["exhausted"] else ""
        out.append(
            line(
                f"  {label}: strength {side['strength']}{tired} · played {played} · stack {len(side['stack'])} · {hand}"
            )
        )
    return out


def compact(view: dict[str, Any]) -> RenderableType:
    """The position in about a dozen lines: turn, stage and dominance; the story marker spaces and the
    action tokens; the active Plots and the Current Event; every location holding a piece (its influence
    in brackets after its name); each hero's pools, favor and quests; your hand (each card's path icon)
    and your quests, or Sauron's cards; your Mission; the combat round by round (``render`` draws the
    whole board)."""
    b = view["board"]
    active = _hero_name(view, view["active"]) if view["active"] != "sauron" else "Sauron"
    parts: list[RenderableType] = [
        line(
            (f"Turn {view['turn']} · {active}'s turn", "bold"),
            f" · stage {'I' * view['stage']} · dominant: {view['dominant'] or 'neither'}"
            f" · Shadow Pool {b['shadow_pool']} · influence {sum(b['influence'].values())}",
        ),
        _marker(view),
    ]
    plots = [f"{_name('plot', p)} ({_name('loc', loc)})" for p, loc in view["plots"]] or ["none"]
    ev = view["current_event"]
    event = f"{_name('event', ev[0])}" + (f" ({_name('loc', ev[1])})" if ev[1] else "") if ev else "none"
    parts.append(Packed(Text("Plots: ", style="grey62"), [*plots, Text(f"Event: {event}", style="green")]))
    parts.append(Packed(Text("Board: ", style="grey62"), _places(view), lines=3, indent=4))
    for h in view["heroes"]:
        parts.append(_hero_line(view, h))
        if h["hand"] is not None:
            parts.append(zone("Hand", _hand(h["hand"]) or ["empty"], lines=2))
            if h["quests"]:
                parts.append(zone("Quests", [_name("quest", q) for q in h["quests"]], lines=1))
    s = view["sauron"]
    sauron = f"Sauron: {s['shadow_count']} Shadow, {plural(s['plot_count'], 'Plot card')}"
    if s["shadow_hand"] is not None:
        parts.append(line((sauron, "bold red")))
        shadow = [_name("shadow", x) for x in s["shadow_hand"]] or ["none"]
        parts.append(zone("Shadow", shadow, lines=1))
        parts.append(zone("Plots", [_name("plot", x) for x in s["plot_hand"]] or ["none"], lines=1))
    else:
        parts.append(line((sauron, "grey62")))
        if s["plots_seen"]:  # what the heroes have seen in his hand (R513)
            parts.append(zone("Plots seen", [_name("plot", x) for x in s["plots_seen"]], lines=1))
    if view["mission"]:
        parts.append(line(("Your side's Mission: ", "grey62"), _name("mission", view["mission"])))
    parts += _compact_fight(view)
    if view["result"]:
        r = view["result"]
        parts.append(line((f"{r['winner'].capitalize()} win: {r['reason']}", "bold green")))
    return Group(*parts)
