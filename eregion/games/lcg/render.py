"""Draws an LCG view for the terminal with rich.

``render(view)`` takes the JSON of :func:`eregion.games.lcg.views.view`, so it shows only what that
seat may know (its own hand; face-down shadow cards as backs); :mod:`eregion.terminal` finds it by the
per-game hook ``eregion.games.<name>.render``.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from eregion.games.lcg.components import ENCOUNTER_SETS
from eregion.screen import Packed, line, zone

SEAT_STYLE = {
    "player_1": "bold cyan",
    "player_2": "bold dark_orange",
    "player_3": "bold green",
    "player_4": "bold magenta",
}
SPHERE_STYLE = {
    "leadership": "magenta",
    "tactics": "red",
    "spirit": "cyan",
    "lore": "green",
    "neutral": "grey70",
}
PHASE = {
    "setup": "Setup",
    "resource": "Resource phase",
    "planning": "Planning phase",
    "quest": "Quest phase",
    "travel": "Travel phase",
    "encounter": "Encounter phase",
    "combat": "Combat phase",
    "refresh": "Refresh phase",
}


def _keywords(c: dict[str, Any]) -> str:
    kw = c.get("keywords") or {}
    return ", ".join(f"{k.title()} {v}" if k == "doomed" else k.title() for k, v in kw.items())


def _attachments(c: dict[str, Any]) -> Text:
    t = Text()
    for a in c.get("attachments") or ():
        t.append(f"\n   + {a['name']}", style="grey70")
        if a.get("exhausted"):
            t.append(" (exhausted)", style="grey50")
    return t


def _character(c: dict[str, Any], committed: set[int]) -> Text:
    """A hero or ally in play: its numbers, damage, resources and state."""
    style = "grey50" if c.get("exhausted") else "bold"
    t = Text(c["name"], style=style)
    hp = c.get("hit_points", 0)
    t.append(
        f"  will {c.get('willpower', 0)} · atk {c.get('attack', 0)} · def {c.get('defense', 0)}"
        f" · hp {hp - c.get('damage', 0)}/{hp}",
        style="yellow",
    )
    if c.get("resources"):
        t.append(f"  {c['resources']} res", style=SPHERE_STYLE.get(c.get("sphere") or "", "white"))
    if c.get("exhausted"):
        t.append("  exhausted", style="grey50")
    if c["uid"] in committed:
        t.append("  questing", style="bold green")
    kw = _keywords(c)
    if kw:
        t.append(f"  {kw}", style="grey62")
    t.append_text(_attachments(c))
    return t


def _enemy(c: dict[str, Any]) -> Text:
    """An enemy: engagement cost, threat, attack, defense, hit points left and its shadow cards."""
    hp = c.get("hit_points", 0)
    t = Text(c["name"], style="bold red")
    t.append(
        f"  eng {c.get('engagement_cost', '-')} · threat {c.get('threat', 0)} · atk {c.get('attack', 0)}"
        f" · def {c.get('defense', 0)} · hp {hp - c.get('damage', 0)}/{hp}",
        style="yellow",
    )
    kw = _keywords(c)
    if kw:
        t.append(f"  {kw}", style="grey62")
    shadows = c.get("shadow_cards") or []
    if shadows:
        names = [s["name"] if s else "face down" for s in shadows]
        t.append(f"\n   shadow: {', '.join(names)}", style="magenta")
    t.append_text(_attachments(c))
    return t


def _encounter_card(c: dict[str, Any]) -> Text:
    if c["type"] == "enemy":
        return _enemy(c)
    t = Text(c["name"], style="bold")
    if c["type"] == "location":
        t.append(
            f"  location · threat {c.get('threat', 0)} · progress {c.get('progress', 0)}/{c.get('quest_points', 0)}",
            style="yellow",
        )
    else:
        t.append(f"  {c['type']}", style="grey62")
        if c.get("threat") is not None:
            t.append(f" · threat {c['threat']}", style="yellow")
    kw = _keywords(c)
    if kw:
        t.append(f"  {kw}", style="grey62")
    if c.get("guarding") is not None:
        t.append(f"  (guarding #{c['guarding']})", style="grey62")
    t.append_text(_attachments(c))
    return t


def _lines(items: list[Text]) -> Text:
    return Text("\n").join(items) if items else Text("—", style="grey50")


def _in_hand(c: dict[str, Any]) -> Text:
    t = Text(c["name"], style=SPHERE_STYLE.get(c.get("sphere") or "", "white"))
    bits = [c["type"]]
    if c.get("cost") is not None:
        bits.append(f"cost {c['cost']}")
    t.append(f" ({', '.join(bits)})", style="grey62")
    return t


def _quest(view: dict[str, Any]) -> Panel:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="grey62", no_wrap=True)
    grid.add_column()
    q = view.get("quest")
    if q:
        qp = q.get("quest_points", 0)
        stage = f"stage {q['stage']}: " if q.get("stage") else ""
        grid.add_row(
            "Quest", Text(f"{stage}{q['name']} — progress {q.get('progress', 0)}/{qp}", style="bold")
        )
    grid.add_row("Stages left", Text(str(view.get("stages_left", 0))))
    loc = view.get("active_location") or []
    grid.add_row("Active location", _lines([_encounter_card(c) for c in loc]))
    staging = view.get("staging_area") or []
    grid.add_row(
        "Staging area",
        _lines([_encounter_card(c) for c in staging]),
    )
    quest_line = f"threat {view.get('staging_threat', 0)}"
    if view.get("phase") == "quest" or view.get("committed"):
        quest_line += f" against willpower {view.get('committed_willpower', 0)} committed"
    grid.add_row("", Text(quest_line, style="bold yellow"))
    grid.add_row(
        "Encounter",
        Text(
            f"deck {view.get('encounter_deck_count', 0)} · discard {len(view.get('encounter_discard') or [])}"
            f" · victory display {view.get('victory_points', 0)} VP"
        ),
    )
    mode = " (easy)" if view.get("easy") else ""
    title = f"{view.get('scenario', '').replace('-', ' ').title()}{mode}"  # the scenario id, as words
    return Panel(grid, title=title, title_align="left", border_style="yellow")


def _player(view: dict[str, Any], p: dict[str, Any]) -> Panel:
    committed = set(view.get("committed") or [])
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="grey62", no_wrap=True)
    grid.add_column()
    grid.add_row("Threat", Text(f"{p['threat']} / 50", style="bold red" if p["threat"] >= 40 else "bold"))
    grid.add_row("Heroes", _lines([_character(c, committed) for c in p["heroes"]]))
    if p["allies"]:
        grid.add_row("Allies", _lines([_character(c, committed) for c in p["allies"]]))
    if p["engaged"]:
        grid.add_row("Engaged", _lines([_enemy(c) for c in p["engaged"]]))
    hand = p["hand"]
    grid.add_row(
        "Hand", _lines([_in_hand(c) for c in hand]) if hand is not None else Text(f"{p['hand_count']} cards")
    )
    grid.add_row("Piles", Text(f"deck {p['deck_count']} · discard {len(p['discard'])}"))
    tags = []
    if p.get("first_player"):
        tags.append("first player")
    if p.get("eliminated"):
        tags.append("ELIMINATED")
    you = " (you)" if view.get("viewer") == p["seat"] else ""
    title = f"{p['name']}{you} — {p['deck']}" + (f" — {', '.join(tags)}" if tags else "")
    return Panel(grid, title=title, title_align="left", border_style=SEAT_STYLE.get(p["seat"], "white"))


def _decision(view: dict[str, Any]) -> Text:
    d = view.get("decision")
    if d is None:
        r = view.get("result")
        if r is None:
            return Text("")
        score = f", score {r['score']}" if r.get("score") is not None else ""
        verdict = "The players win" if r["outcome"] == "win" else "The players lose"
        return Text(f"Game over: {verdict} ({r['reason']}{score})", style="bold green")
    return Text(f"{d['player'].replace('_', ' ').title()}: {d['prompt']}", style="bold")


def render(view: dict[str, Any]) -> RenderableType:
    """The round and phase, the pending decision, the quest and staging area, each player's area and the
    log (the decision on top, as at Duel, so the terminal's prompt below the log does not repeat it)."""
    phase = PHASE.get(view.get("phase", ""), str(view.get("phase", "")).title())
    head = Text(f"Round {view.get('round', 0)} · {phase}", style="bold")
    parts: list[RenderableType] = [head, _decision(view), _quest(view)]
    parts += [_player(view, p) for p in view["players"]]
    parts.append(Text("\n").join(Text(line, style="grey70") for line in (view.get("log") or [])[-10:]))
    return Group(*parts)


# --- the compact board: one decision in 80 columns and 24 lines -----------------------------------


def _brief(c: dict[str, Any], committed: set[int]) -> Text:
    """A character in a few columns: name, willpower/attack/defense, hit points left, resources, state."""
    hp = c.get("hit_points", 0)
    t = Text(c["name"], style="grey50" if c.get("exhausted") else "bold")
    t.append(
        f" {c.get('willpower', 0)}/{c.get('attack', 0)}/{c.get('defense', 0)} {hp - c.get('damage', 0)}hp",
        style="yellow",
    )
    if c.get("resources"):
        t.append(f" {c['resources']}res", style=SPHERE_STYLE.get(c.get("sphere") or "", "white"))
    if c.get("exhausted"):
        t.append(" ex", style="grey50")
    if c["uid"] in committed:
        t.append(" Q", style="bold green")
    if c.get("attachments"):
        t.append(f" +{len(c['attachments'])}", style="grey62")
    return t


def _brief_encounter(c: dict[str, Any]) -> Text:
    t = Text(c["name"], style="bold red" if c["type"] == "enemy" else "bold")
    if c["type"] == "enemy":
        hp = c.get("hit_points", 0)
        t.append(
            f" eng{c.get('engagement_cost', '-')} thr{c.get('threat', 0)} {c.get('attack', 0)}/{c.get('defense', 0)}"
            f" {hp - c.get('damage', 0)}hp",
            style="yellow",
        )
        if c.get("shadow_cards"):
            t.append(f" +{len(c['shadow_cards'])} shadow", style="magenta")
    elif c["type"] == "location":
        t.append(
            f" thr{c.get('threat', 0)} {c.get('progress', 0)}/{c.get('quest_points', 0)}", style="yellow"
        )
    elif c.get("threat") is not None:
        t.append(f" thr{c['threat']}", style="yellow")
    return t


def _scenario(view: dict[str, Any]) -> str:
    """The scenario by its printed name where its encounter set bears it, else its id as words."""
    sid = view.get("scenario", "")
    name = ENCOUNTER_SETS.get(sid.replace("-", "_"), sid.replace("-", " ").title())
    return name + (" (easy mode)" if view.get("easy") else "")


def compact(view: dict[str, Any]) -> RenderableType:
    """The position in about a dozen lines: round, phase and quest; the staging area; the viewer's
    heroes, allies, enemies and hand ("2/3/1 5hp": willpower/attack/defense and hit points left, "ex":
    exhausted, "Q": questing, "+1": attachments); the other players one line each (``render`` draws all)."""
    phase = PHASE.get(view.get("phase", ""), str(view.get("phase", "")).title())
    q = view.get("quest") or {}
    quest = f" · {q['name']} {q.get('progress', 0)}/{q.get('quest_points', 0)}" if q else ""
    committed = set(view.get("committed") or [])
    parts: list[RenderableType] = [
        line(
            (f"Round {view.get('round', 0)} · {phase}", "bold"),
            quest,
            f" · threat {view.get('staging_threat', 0)}",
            f" vs willpower {view.get('committed_willpower', 0)}" if committed else "",
            f" · encounter {view.get('encounter_deck_count', 0)}",
        ),
        Packed(
            Text.assemble((_scenario(view), "bold yellow"), (" · location: ", "grey62")),
            [_brief_encounter(c) for c in view.get("active_location") or []] or ["none"],
            lines=1,
        ),
        Packed(
            Text("Staging: ", style="grey62"),
            [_brief_encounter(c) for c in view.get("staging_area") or []] or ["empty"],
            lines=2,
            indent=4,
        ),
    ]
    viewer = view.get("viewer")
    for p in view["players"]:
        style = SEAT_STYLE.get(p["seat"], "white")
        first = " · first player" if p.get("first_player") else ""
        out = " · ELIMINATED" if p.get("eliminated") else ""
        hand = p["hand"]
        if p["seat"] != viewer or hand is None:
            parts.append(
                line(
                    (f"{p['name']} — {p['deck']}", style),
                    f" threat {p['threat']}{first}{out} · heroes {len(p['heroes'])} · allies {len(p['allies'])}"
                    f" · engaged {len(p['engaged'])} · hand {p['hand_count']}",
                )
            )
            continue
        parts.append(
            line(
                (f"{p['name']} (you) — {p['deck']}", style),
                f" threat {p['threat']}/50{first}{out} · deck {p['deck_count']}",
            )
        )
        parts.append(zone("Heroes", [_brief(c, committed) for c in p["heroes"]]))
        if p["allies"]:
            parts.append(zone("Allies", [_brief(c, committed) for c in p["allies"]]))
        if p["engaged"]:
            parts.append(zone("Engaged", [_brief_encounter(c) for c in p["engaged"]]))
        items = [
            Text.assemble(
                (c["name"], SPHERE_STYLE.get(c.get("sphere") or "", "white")),
                (f" ({c['cost']})" if c.get("cost") is not None else "", "grey62"),
            )
            for c in hand
        ]
        parts.append(zone("Hand", items or ["empty"], lines=3))
    return Group(*parts)
