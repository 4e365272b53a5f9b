"""Draws a Duel for Middle-earth view in colour for the terminal.

``render(view)`` takes the JSON-ready dict of :meth:`DuelState.view` and returns a rich renderable,
so it can only ever show what that seat may know. The terminal loop finds it through the per-game
hook ``eregion.games.<name>.render.render`` (see :mod:`eregion.terminal`).
"""

from __future__ import annotations

from typing import Any

from rich.columns import Columns
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from eregion.games.duel.components import RACES, REGIONS, SIDES, SKILLS, Card, Effect, components
from eregion.games.duel.text import landmark_text, token_text
from eregion.screen import Packed, line

C = components()

COLOUR_STYLE = {
    "grey": "grey70",
    "yellow": "yellow",
    "blue": "dodger_blue1",
    "green": "green3",
    "red": "red1",
    "purple": "magenta",
}
SIDE_STYLE = {"fellowship": "bold cyan", "sauron": "bold dark_orange"}
SIDE_NAME = {"fellowship": "Fellowship", "sauron": "Sauron"}
BONUS_MARK = {"coin": "$", "unit": "U", "extra_turn": "T", "remove_fortress": "X"}
BONUS_NAME = {
    "coin": "1 coin",
    "unit": "1 Unit",
    "extra_turn": "another turn",
    "remove_fortress": "remove a Fortress",
}
AVAILABLE = "▸"


# --- compact card summaries -----------------------------------------------------------------------
# A layout cell is at most 15 columns wide, so cards there read in short codes: Skills by initial
# (R S C K L), coins as "c", Units as "U", quest advances as "Q".


def _skills_code(counts: tuple[int, ...]) -> str:
    return "".join(SKILLS[i][0] * n for i, n in enumerate(counts))


def cost_code(card: Card) -> str:
    parts = ([f"{card.coins}c"] if card.coins else []) + (
        [_skills_code(card.skills)] if any(card.skills) else []
    )
    return " ".join(parts) or "free"


def _effect_code(e: Effect) -> str:
    k = e.kind
    if k == "skill":
        return "+" + SKILLS[e.skill][0] * e.count
    if k == "skill_one_of":
        return "+" + "/".join(SKILLS[s][0] for s in e.skills)
    if k == "coins":
        return f"+{e.count}c"
    if k == "quest":
        return f"Q+{e.count}"
    if k == "race":
        return RACES[e.race]
    if k == "units":
        return f"{e.count}U " + "/".join(REGIONS[r][:3] for r in e.regions)
    if k == "remove_units":
        return f"-{e.count}U"
    if k == "movements":
        return f"{e.count}mv"
    if k == "opponent_loses_coins":
        return f"foe-{e.count}c"
    return k.replace("_", " ")


def effect_code(card: Card) -> str:
    return " ".join(_effect_code(e) for e in card.effects)


def card_chip(card_id: str) -> Text:
    """A card as ``id effect`` in its colour, for play areas and the discard."""
    card = C.card_by_id[card_id]
    return Text(f"{card_id} {effect_code(card)}", style=COLOUR_STYLE[card.color], no_wrap=True)


def _chips(card_ids: list[str]) -> Columns:
    """Cards flowing left to right; a card never breaks across lines."""
    return Columns([card_chip(c) for c in card_ids], padding=(0, 2))


# --- the chapter layout -----------------------------------------------------------------------------


class Pyramid:
    """The chapter's cards as a pyramid: each slot drawn at its ``row``/``x``; cells shrink to fit.

    Face-up rows take two lines (id and cost, then effects), or with ``tall=False`` one (id and effects:
    the costs of the cards you may take are in the options); face-down cards are one-line backs.
    """

    def __init__(self, slots: list[dict[str, Any]], tall: bool = True) -> None:
        self.slots = slots
        self.tall = tall

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        span = max(s["x"] for s in self.slots) or 1
        unit = max(4, min(8, (options.max_width + 1) // (span + 2)))
        width = 2 * unit - 1
        for row in sorted({s["row"] for s in self.slots if not s["taken"]}):
            cells = sorted((s for s in self.slots if s["row"] == row), key=lambda s: s["x"])
            tall = self.tall and any(s["face_up"] and not s["taken"] for s in cells)
            lines = [Text(), Text()] if tall else [Text()]
            for s in cells:
                for row_line, part in zip(lines, _cell(s, width, self.tall)):
                    row_line.append(" " * (s["x"] * unit - len(row_line)))
                    row_line.append_text(part)
            yield from lines


def _cell(slot: dict[str, Any], width: int, tall: bool = True) -> tuple[Text, Text]:
    if slot["taken"]:
        return Text(" " * width), Text(" " * width)
    if not slot["face_up"]:
        back = Text("[ ? ]".center(width), style="grey42")
        return back, Text(" " * width)
    card = C.card_by_id[slot["card"]]
    mark = AVAILABLE if slot["available"] else " "
    style = f"bold black on {COLOUR_STYLE[card.color]}" if slot["available"] else COLOUR_STYLE[card.color]
    top = f"{mark}{slot['card']} {cost_code(card) if tall else effect_code(card)}"
    bottom = f" {effect_code(card)}"
    return (
        Text(_fit(top, width), style=style),
        Text(_fit(bottom, width), style=style),
    )


def _fit(s: str, width: int) -> str:
    return s.ljust(width) if len(s) <= width else s[: width - 1] + "…"


# --- play areas -------------------------------------------------------------------------------------


def _play_area(side: str, p: dict[str, Any], viewer: str | None) -> Panel:
    head = [
        Text(f"Coins {p['coins']} · presence {p['presence']}/{len(REGIONS)} regions"),
        Text(f"In supply: {p['units_in_supply']} Units, {p['fortresses_in_supply']} Fortresses"),
    ]
    skills = ", ".join(f"{name} {n}" for name, n in p["skills"].items()) or "none"
    head.append(Text(f"Skills: {skills}"))
    for flex in p["flexible_skills"]:
        choice = "any Skill" if len(flex["skills"]) == len(SKILLS) else " or ".join(flex["skills"])
        head.append(Text(f"Flexible: {flex['source']} gives {choice}"))
    by_colour: dict[str, list[str]] = {}
    for cid in p["cards"]:
        by_colour.setdefault(C.card_by_id[cid].color, []).append(cid)
    cards = Table.grid(padding=(0, 1))
    cards.add_column(width=6)
    cards.add_column()
    for colour, style in COLOUR_STYLE.items():
        if colour in by_colour:
            cards.add_row(Text(colour, style=style), _chips(by_colour[colour]))
    lines: list[RenderableType] = [*head, cards]
    if p["chains"]:
        lines.append(Text(f"Chaining: {', '.join(p['chains'])}"))
    if p["races"]:
        races = ", ".join(f"{r} {n}" if n > 1 else r for r, n in p["races"].items())
        lines.append(Text(f"Races ({len(p['races'])} of 6): {races}"))
    for t in p["tokens"]:
        lines.append(Text(f"Alliance {t}: {token_text(C.token_by_id[t])}"))
    if p["landmarks"]:
        lines.append(Text("Landmarks: " + ", ".join(C.landmark_by_id[t].name for t in p["landmarks"])))
    title = Text(SIDE_NAME[side], style=SIDE_STYLE[side])
    if side == viewer:
        title.append(" (you)")
    return Panel(Group(*lines), title=title, title_align="left", border_style=SIDE_STYLE[side].split()[-1])


# --- board, quest, landmarks, alliances ---------------------------------------------------------


def _units(side: dict[str, Any], style: str) -> Text:
    n = side["units"]
    parts = (["●" * n if n <= 6 else f"●×{n}"] if n else []) + (["■ fort"] if side["fortress"] else [])
    return Text(" ".join(parts), style=style)


def _board(board: dict[str, Any]) -> Table:
    t = Table(title="Middle-earth", title_justify="left", box=None, padding=(0, 1), show_edge=False)
    t.add_column("Region", style="bold")
    t.add_column("Fellowship", min_width=10)
    t.add_column("Sauron", min_width=10)
    t.add_column("Connects to", style="grey62")
    for r, name in enumerate(REGIONS):
        cell = board[name]
        t.add_row(
            name,
            _units(cell["fellowship"], "cyan"),
            _units(cell["sauron"], "dark_orange"),
            ", ".join(REGIONS[n] for n in C.adjacency[r]),
        )
    return t


def _track(steps: int, length: int, bonuses: dict[str, str], piece: str, style: str) -> Text:
    out = Text()
    for i in range(length + 1):
        if i:
            out.append("─", style="grey42")
        if i == steps:
            out.append(piece, style=f"bold {style} reverse")
        elif str(i) in bonuses:
            out.append(BONUS_MARK[bonuses[str(i)]], style="bold")
        else:
            out.append("·", style="grey50")
    return out


def _quest(q: dict[str, Any]) -> Group:
    length, bonuses = q["length"], q["bonuses"]
    frodo = Text("Frodo & Sam ", style="cyan")
    frodo.append_text(_track(q["fellowship_steps"], length, bonuses, "F", "cyan"))
    frodo.append(f" {q['fellowship_steps']}/{length} to Mount Doom")
    nazgul = Text("Nazgûl      ", style="dark_orange")
    nazgul.append_text(_track(q["nazgul_steps"], length, bonuses, "N", "dark_orange"))
    nazgul.append(f" {q['nazgul_steps']}/{length}, {q['gap']} behind Frodo & Sam")
    legend = ", ".join(f"{BONUS_MARK[b]} {BONUS_NAME[b]}" for b in dict.fromkeys(bonuses.values()))
    return Group(
        Text("Quest of the Ring", style="bold"),
        frodo,
        nazgul,
        Text(f"bonus spaces: {legend}", style="grey62"),
    )


def _landmarks(lm: dict[str, Any]) -> Group:
    lines = [Text(f"Landmark tiles ({lm['stack']} in the stack; +1 coin per own Fortress)", style="bold")]
    for t in lm["face_up"]:
        tile = C.landmark_by_id[t]
        line = Text(f"{tile.name}: ", style="bold")
        line.append(landmark_text(tile))
        lines.append(line)
    return Group(*lines)


def _alliances(alliance: dict[str, Any]) -> Group:
    counts = Text("Alliance tokens: ", style="bold")
    counts.append(" · ".join(f"{race} {a['count']}" for race, a in alliance.items()), style="default")
    tops = [
        Text(f"  {race} top (known): {a['top']}: {token_text(C.token_by_id[a['top']])}")
        for race, a in alliance.items()
        if a["top"]
    ]
    return Group(counts, *tops)


# --- the whole view ---------------------------------------------------------------------------------


def _header(view: dict[str, Any]) -> Text:
    out = Text(f"Duel for Middle-earth · Chapter {view['chapter']}", style="bold")
    if view["turn"]:
        out.append(" · ")
        out.append(f"{SIDE_NAME[view['turn']]} to play", style=SIDE_STYLE[view["turn"]])
    if view["extra_turns"]:
        out.append(f" · {view['extra_turns']} extra turn(s) pending")
    out.append(f" · reserve {view['reserve']} coins")
    return out


def _discard(d: dict[str, Any]) -> RenderableType:
    count = Text(f"Discard: {d['hidden']} unknown" + (", known:" if d["known"] else ""), style="grey62")
    if not d["known"]:
        return count
    return Group(count, _chips(d["known"]))


def _decision(d: dict[str, Any] | None) -> Text:
    if d is None:
        return Text("The game is over.", style="bold")
    who = SIDE_NAME[d["player"]]
    prompt = d["prompt"] if d["prompt"].startswith(who) else f"{who}: {d['prompt']}"
    return Text(prompt, style=SIDE_STYLE[d["player"]])


def render(view: dict[str, Any]) -> RenderableType:
    """The whole position: the decision, layout, play areas, board, quest, tiles, tokens and log."""
    viewer = view["viewer"]
    areas = Table.grid(expand=True, padding=(0, 1))
    areas.add_column(ratio=1)
    areas.add_column(ratio=1)
    areas.add_row(*(_play_area(side, view["players"][side], viewer) for side in SIDES))
    log = Text("\n").join(Text(line, style="grey70") for line in view["log"][-10:])
    return Group(
        _header(view),
        _decision(view["decision"]),
        Panel(
            Pyramid(view["layout"]),
            title=f"Chapter {view['chapter']}",
            title_align="left",
            border_style="grey42",
        ),
        _discard(view["discard"]),
        areas,
        _board(view["board"]),
        Text(),
        _quest(view["quest"]),
        Text(),
        _landmarks(view["landmarks"]),
        _alliances(view["alliance"]),
        Panel(log, title="Log", title_align="left", border_style="grey42"),
    )


# --- the compact board: one decision in 80 columns and 24 lines -----------------------------------


def _regions(board: dict[str, Any]) -> Text:
    """Every region in a few columns: Fellowship presence left of the bar, Sauron's right."""

    def side(cell: dict[str, Any]) -> str:
        return (str(cell["units"]) if cell["units"] else "") + ("■" if cell["fortress"] else "") or "-"

    parts: list[str | tuple[str, str]] = [("Regions ", "bold"), ("F", "cyan"), "|", ("S", "dark_orange")]
    for name in REGIONS:
        cell = board[name]
        parts += [
            f"  {name[:3]} ",
            (side(cell["fellowship"]), "cyan"),
            "|",
            (side(cell["sauron"]), "dark_orange"),
        ]
    return line(*parts)


def _side_lines(side: str, p: dict[str, Any], viewer: str | None) -> list[RenderableType]:
    """A play area in two lines: coins, presence and supply; then what the cards give."""
    you = " (you)" if side == viewer else ""
    skills = " ".join(f"{name[0]}{n}" for name, n in p["skills"].items()) or "none"
    flex = "".join(" +" + "/".join(s[0] for s in f["skills"]) for f in p["flexible_skills"])
    first = line(
        (f"{SIDE_NAME[side]}{you} ", SIDE_STYLE[side]),
        f"{p['coins']}c · presence {p['presence']}/{len(REGIONS)} · supply {p['units_in_supply']}U "
        f"{p['fortresses_in_supply']}■ · skills {skills}{flex} · {len(p['cards'])} cards",
    )
    traits = (
        [" ".join(f"{r[:3]}×{n}" if n > 1 else r[:3] for r, n in p["races"].items())] if p["races"] else []
    )
    traits += ["chains " + " ".join(p["chains"])] if p["chains"] else []
    traits += [f"alliance {t}" for t in p["tokens"]]
    traits += [C.landmark_by_id[t].name for t in p["landmarks"]]
    return [first, Packed("  ", traits or ["no races, chains, tokens or landmarks"], lines=1)]


def compact(view: dict[str, Any]) -> RenderableType:
    """The position in at most fifteen lines: the chapter's cards one line a row, the quest in the header,
    the regions in one line, each side in two, the tiles and the tokens (``render`` draws everything)."""
    viewer = view["viewer"]
    d, q = view["discard"], view["quest"]
    turn = view["turn"]
    head = line(
        (f"Chapter {view['chapter']}", "bold"),
        *([" · ", (f"{SIDE_NAME[turn]} to play", SIDE_STYLE[turn])] if turn else []),
        f" · {view['extra_turns']} extra turn(s)" if view["extra_turns"] else "",
        f" · reserve {view['reserve']}c · discard {len(d['known']) + d['hidden']}",
        (f" · quest F{q['fellowship_steps']}", "cyan"),
        (f" N{q['nazgul_steps']}", "dark_orange"),
        f"/{q['length']}",
    )
    lm = view["landmarks"]
    tiles = Packed(
        Text(f"Landmarks ({lm['stack']} in the stack): ", style="bold"),
        [C.landmark_by_id[t].name for t in lm["face_up"]] or ["none face up"],
        lines=1,
        sep=", ",
    )
    tokens = [
        f"{race[:3]} {a['count']}" + (f" (top {a['top']})" if a["top"] else "")
        for race, a in view["alliance"].items()
    ]
    return Group(
        head,
        Pyramid(view["layout"], tall=False),
        _regions(view["board"]),
        *(row for side in SIDES for row in _side_lines(side, view["players"][side], viewer)),
        tiles,
        Packed(Text("Alliance tokens: ", style="bold"), tokens, lines=1),
    )
