"""Playing and replaying any game in the terminal, written against the core protocol only.

A seat is either :data:`HUMAN` or an agent spec (``"greedy"``). At a human's decision the position is
drawn for that seat, the legal actions are listed 1..n, and the player answers with a number or an
action id; ``?`` lists the other commands (``save FILE``, ``board``, ``undo``, ``quit``).

Renderer hook: a game package may provide ``eregion.games.<name>.render`` with a function
``render(view: dict) -> rich renderable`` that draws one ``state.view(player)``, and ``compact(view)``
that draws it small enough for the whole decision (board, hand, prompt, options) to fit an 80x24
terminal; the table uses ``compact`` unless asked for the wide board. Games without a renderer are shown
as the view's JSON, so a new game is playable here before it has one.

Input and output are injected (a rich :class:`~rich.console.Console` and an ``ask(prompt) -> str``
function that raises :class:`EOFError` at end of input), so tests drive whole games without a TTY.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.json import JSON as JSONView
from rich.markup import escape
from rich.panel import Panel
from rich.text import Text

from eregion.agents import UnknownAgent, make_agent
from eregion.core import JSON, Action, Decision, Replay, ReplayError, Rng, State
from eregion.core.reference import find
from eregion.core.replay import taken_back
from eregion.games import get_game

HUMAN = "human"

Ask = Callable[[str], str]
Renderer = Callable[[JSON], RenderableType]

HELP = """\
[bold]How to move[/]: type the number of an action from the list, or its exact id (such as [cyan]{example}[/]).
[bold]Commands[/]:
  [cyan]?[/] or [cyan]help[/]   this help
  [cyan]board[/]       draw the full board and its log (the compact one comes back at the next move)
  [cyan]more[/]        the next page of options, when they do not all fit
  [cyan]card NAME[/]   what a card does (also [cyan]?NAME[/])
  [cyan]save FILE[/]   save the game and keep playing (resume with [cyan]eregion play --resume FILE[/])
  [cyan]undo[/]        take back your last decision and the AI moves after it (against AI players only;
              a save keeps the moves that stand, not the ones taken back)
  [cyan]auto[/]        pass automatically when you have nothing to play (again: stop); [cyan]auto PHASE[/]
              stops (or starts) it in one phase only
  [cyan]quit[/]        leave the game (save first to keep it)
Ctrl-D or Ctrl-C also leave."""

REPLAY_KEYS = (
    "[grey62]Enter/n next (after the last move: leave) · b back · a number jumps to that move · q quit[/]"
)


def renderer(game: str, wide: bool = True) -> Renderer:
    """The game's own renderer (``eregion.games.<game>.render``: ``render``, or ``compact`` unless
    ``wide`` where the game has one), or a JSON dump."""
    module_name = f"eregion.games.{game}.render"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as e:
        if not module_name.startswith(e.name or "?"):
            raise  # the renderer exists but something it imports is missing
        return lambda view: JSONView(json.dumps(view))
    render: Renderer = module.render if wide else getattr(module, "compact", module.render)
    return render


def prompt_text(state: State, d: Decision) -> str:
    """The decision's prompt, naming the side that owes it."""
    side = state.side_name(d.player)
    return d.prompt if d.prompt.startswith(side) else f"{side}: {d.prompt}"


# --- save files -----------------------------------------------------------------------------------
# A save is the replay's JSON plus "players": who sat where ({"fellowship": "human", ...}).
# Replay.from_json ignores the extra key, so every save is also a plain replay.


def save_game(path: str | Path, state: State, seats: Sequence[str]) -> None:
    """Write atomically, like :meth:`Replay.save`, so a failed save never destroys an earlier one."""
    data = Replay.of(state).to_json()
    data["players"] = dict(zip(state.game.players, seats))
    path = Path(path).expanduser()
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)


def load_game(path: str | Path) -> tuple[Replay, tuple[str, ...] | None]:
    """The replay in a save file and its seats (None when the file names no players)."""
    replay = Replay.load(path)
    players = json.loads(Path(path).read_text(encoding="utf-8")).get("players")
    if players is None:
        return replay, None
    sides = get_game(replay.game).players
    if not isinstance(players, dict) or sorted(players) != sorted(sides):
        raise ReplayError(f"save field 'players' must map each side ({', '.join(sides)}) to a player")
    for side, who in players.items():
        if who == HUMAN:
            continue
        try:
            make_agent(who if isinstance(who, str) else "?", 0)
        except UnknownAgent as e:
            raise ReplayError(
                f"save field 'players': {side} is {who!r}; expected {HUMAN!r} or an agent ({e})"
            ) from None
    return replay, tuple(players[side] for side in sides)


# --- playing --------------------------------------------------------------------------------------


class Table:
    """One game at the terminal: asks humans, lets agents move, announces both, ends with the result.

    Moves are announced just below the next drawing of the board, next to the prompt, so a long board
    never scrolls the opponent's moves out of sight. Unless ``wide``, the board is the game's compact one
    and the whole decision is folded to the console's height: earlier moves are counted rather than
    listed, and options that do not fit are paged (``more``). An agent is rebuilt for every move with a
    seed drawn from the game seed and the move number, so its choices depend only on the position: a
    resumed game continues exactly as the original would. With ``offer_save`` the finished game may be
    saved (the question defaults to no).
    """

    def __init__(
        self,
        state: State,
        seats: Sequence[str],
        console: Console,
        ask: Ask = input,
        render: Renderer | None = None,
        wide: bool = False,
        offer_save: bool = False,
        auto_pass: bool = False,
    ) -> None:
        self.state = state
        self.seats = tuple(seats)
        self.console = console
        self.ask = ask
        self.wide = wide
        self.render = render or renderer(state.game.name, wide)
        self.full = render or renderer(state.game.name)
        self.offer_save = offer_save
        self.moves: list[str] = []  # announcements not yet shown
        self.shown: list[str] = []  # the announcements shown with the decision at hand
        self.page = 0  # which page of the options is shown
        self.last_human: int | None = None  # who answered the last human decision
        self.auto_pass = auto_pass  # answer the humans' idle decisions (``State.idle``) unasked
        self.manual_phases: set[str] = set()  # ...except in these phases

    @property
    def humans(self) -> list[int]:
        return [p for p, who in enumerate(self.seats) if who == HUMAN]

    def play(self) -> bool:
        """Play until the game ends (True) or a human leaves (False)."""
        try:
            while (d := self.state.decision) is not None:
                state = self.state
                if self.seats[d.player] == HUMAN and self._passes(d):
                    action = d.options[0]
                elif self.seats[d.player] == HUMAN:
                    action = self._ask_human(d)
                    if action is None:
                        return False
                    state = self.state  # an undo may have gone back to an earlier decision
                    d = state.decision
                    assert d is not None
                else:
                    seed = Rng(state.seed ^ len(state.action_ids()) * 0x9E3779B97F4A7C15).next64()
                    action = make_agent(self.seats[d.player], seed).choose(state)
                self._announce(d, action)
                state.apply(action)
                if not self.humans:
                    self._flush()
        except KeyboardInterrupt:
            self.console.print("\nInterrupted; the game is left unsaved.")
            return False
        humans = self.humans
        board = self.render(self.state.view(humans[0] if len(humans) == 1 else None))
        panel = result_panel(self.state, humans)
        self.console.print(board)
        moves, self.moves = self.moves, []
        self._print_moves(moves, self._room(board, panel, Text("save?")))
        self.console.print(panel)  # last, so the result is in view
        if self.offer_save:
            self._offer_save()
        return True

    def _phase(self, player: int) -> str:
        """The phase the game is in, as the player's view names it ("" for a game without phases)."""
        view = self.state.view(player)
        phase = view.get("phase") if isinstance(view, dict) else None
        return phase if isinstance(phase, str) else ""

    def _passes(self, d: Decision) -> bool:
        """Auto-pass: the human has nothing to do but the lone answer posed so that being asked tells
        nothing, and has not asked to decide by hand in this phase. A preference of this table: the
        rules are the same, and the others read the same move as a pass made by hand."""
        return self.auto_pass and self.state.idle and self._phase(d.player) not in self.manual_phases

    def _toggle_auto(self, arg: str) -> None:
        """``auto``: pass automatically or not; ``auto PHASE``: not in that phase, or again in it."""
        phase = arg.strip().lower() or None
        if phase is None:
            self.auto_pass = not self.auto_pass
        elif phase in self.manual_phases:
            self.manual_phases.discard(phase)
        else:
            self.manual_phases.add(phase)
        if not self.auto_pass:
            self.console.print("Auto-pass is off: you answer every decision.")
            return
        by_hand = ", ".join(sorted(self.manual_phases))
        self.console.print(
            "Auto-pass is on: where you have nothing to play, you pass at once"
            + (f" (not in: {by_hand})." if by_hand else ".")
        )

    def _announce(self, d: Decision, action: Action) -> None:
        who = self.seats[d.player]
        tag = "" if who == HUMAN else f" ({who})"
        style = "grey62" if who == HUMAN else "bold magenta"
        humans = self.humans  # the one human reads his own choices; at a shared screen, anyone may
        text = escape(self.state.announce(action, humans[0] if len(humans) == 1 else None).text)
        self.moves.append(f"[{style}]{self.state.side_name(d.player)}{tag}: {text}[/]")

    def _flush(self) -> None:
        for line in self.moves:
            self.console.print(f"» {line}")
        self.moves.clear()

    def _room(self, *above: RenderableType) -> int:
        """Lines left below ``above`` and above the input line; unbounded with the wide board."""
        if self.wide:
            return 1 << 30
        return self.console.height - len(self.console.render_lines(Group(*above), pad=False)) - 1

    def _print_moves(self, moves: list[str], room: int) -> None:
        """The moves: only the latest ``room`` of them (at least one) when there are more, the first
        shown counting those left out."""
        keep = max(room, 1)
        if len(moves) > keep:
            earlier = len(moves) - keep
            moves = moves[earlier:]
            moves[0] = f"[grey62](+{earlier} earlier: board shows the log)[/] {moves[0]}"
        lines = (Text.from_markup(f"» {m}", overflow="ellipsis") for m in moves)
        self.console.print(Group(*lines), no_wrap=not self.wide)

    def _show(self, d: Decision, full: bool = False) -> None:
        """The board for the deciding seat (``full``: the wide one), the moves since the last board, the
        prompt and the numbered options, folded to the console's height unless the board is wide."""
        board = (self.full if full else self.render)(self.state.view(d.player))
        prompt = Text(prompt_text(self.state, d), style="bold")
        self.console.print(board)
        room = self._room(prompt) if full else self._room(board, prompt)
        options = len(d.options)
        floor = 2 if room > 4 else 1  # with many options, the latest moves still show
        shown = (
            len(self.shown)
            if len(self.shown) + options <= room
            else min(len(self.shown), max(room - options, floor))
        )
        self._print_moves(self.shown, shown)
        self.console.print(prompt)
        size = options if options <= room - shown else max(room - shown - 1, 1)
        pages = -(-options // size)
        first = self.page % pages * size
        lines = [
            Text.assemble(
                (f"  {n:>2} ", "bold cyan"),
                self.state.describe_action(a),
                *([("  " + a.id, "grey50")] if self.wide else []),
                overflow="ellipsis",
            )
            for n, a in enumerate(d.options[first : first + size], first + 1)
        ]
        if pages > 1:
            lines.append(
                Text(
                    f"     options {first + 1}-{first + len(lines)} of {options}: more shows the next",
                    style="grey62",
                )
            )
        self.console.print(Group(*lines), no_wrap=not self.wide)

    def _ask_human(self, d: Decision) -> Action | None:
        """The human's answer, or None when they leave. Anything else typed changes nothing."""
        side = self.state.side_name(d.player)
        if len(self.humans) > 1 and d.player != self.last_human:
            self.console.rule(f"[bold]{side} to decide[/] (hand the keyboard over)")
        self.last_human = d.player
        self.shown, self.moves, self.page = self.moves, [], 0
        self._show(d)
        while True:
            try:
                line = self.ask(f"{side} (1-{len(d.options)}, ? for help)> ").strip()
            except (EOFError, KeyboardInterrupt):
                self.console.print("\nLeft the game.")
                return None
            command, _, arg = line.partition(" ")
            if line.isdigit() and 1 <= int(line) <= len(d.options):
                return d.options[int(line) - 1]
            if (action := d.find(line)) is not None:
                return action
            if line in ("?", "help"):
                self.console.print(HELP.format(example=escape(d.options[0].id)))
            elif line == "board":
                self._show(d, full=True)
            elif line == "more":
                self.page += 1
                self._show(d)
            elif line in ("q", "quit", "exit"):
                self.console.print("Left the game. (To keep a game, type [cyan]save FILE[/] before quit.)")
                return None
            elif command == "save":
                self._save(arg.strip())
            elif line == "undo":
                if self._undo(d.player):
                    d = self.state.decision
                    assert d is not None  # a takeback goes back to one of this seat's decisions
                    self.shown, self.page = [], 0
                    self._show(d)
            elif command == "auto":
                self._toggle_auto(arg)
                if self._passes(d):
                    return d.options[0]
            elif command == "card" or (line.startswith("?") and len(line) > 1):
                self._card(arg if command == "card" else line[1:])
            else:
                typed = f"[red]{escape(repr(line))} is not a choice here.[/] " if line else ""
                self.console.print(
                    f"{typed}Type a number from 1 to {len(d.options)}, an action id from the list, or ? for help."
                )

    def _offer_save(self) -> None:
        """Ask whether to keep the finished game; only a yes saves (Enter, no or end of input do not)."""
        default = f"{self.state.game.name}-{self.state.seed}.json"
        try:
            if self.ask("Save this game? [y/N] ").strip().lower() not in ("y", "yes"):
                return
            path = self.ask(f"File name [{default}]: ").strip() or default
        except (EOFError, KeyboardInterrupt):
            return
        self._save(path)

    def _undo(self, player: int) -> bool:
        """Take back ``player``'s last decision and every move after it (against AI players only)."""
        if self.humans != [player]:
            self.console.print(
                "[red]undo is for games against AI players only[/] (here, people share the table)."
            )
            return False
        back = taken_back(self.state, player)
        if back is None:
            self.console.print("[red]Nothing to take back:[/] you have made no decision yet.")
            return False
        taken = len(self.state.action_ids()) - len(back.action_ids())
        self.state = back
        self.moves.clear()
        self.console.print(f"Took back {'a move' if taken == 1 else f'{taken} moves'}.")
        return True

    def _card(self, name: str) -> None:
        """Print the cards ``name`` names, with the text generated from their encoding."""
        game = self.state.game
        found = find(game.cards(), name.strip()) if game.cards is not None and name.strip() else []
        if game.cards is None:
            self.console.print(f"[red]{game.name} has no card list yet.[/]")
        elif not found:
            self.console.print(
                f"[red]No card is called {escape(repr(name.strip()))}.[/] Try part of its name or id."
            )
        for e in found[:8]:
            self.console.print(f"[bold]{escape(e.title)}[/] · {escape(e.kind)}: {escape(e.text)}")
        if len(found) > 8:
            self.console.print(f"... and {len(found) - 8} more: name it more exactly.")

    def _save(self, path: str) -> None:
        if not path:
            self.console.print("[red]save needs a file name:[/] save FILE")
            return
        try:
            save_game(path, self.state, self.seats)
        except OSError as e:
            self.console.print(f"[red]cannot save to {escape(path)}: {escape(e.strerror or str(e))}[/]")
            return
        then = (
            "watch it again with [cyan]eregion replay"
            if self.state.is_over
            else "resume with [cyan]eregion play --resume"
        )
        self.console.print(f"Saved to {escape(path)}; {then} {escape(path)}[/]")


def result_panel(state: State, humans: Sequence[int] = ()) -> Panel:
    """Who won and how: the winner is read from the returns, the kind of victory from the view; a
    co-operative game's view says whether the players, together, won."""
    returns = state.returns()
    best = max(returns)
    winners = [p for p, r in enumerate(returns) if r == best]
    view: Any = state.view(None)
    result = (view.get("result") or {}) if isinstance(view, dict) else {}
    victory = result.get("victory") or result.get("reason")
    how = f" ({victory})" if victory else ""
    if result.get("outcome") in ("win", "loss"):
        text = f"The players {'win' if result['outcome'] == 'win' else 'lose'}{how}."
    elif len(winners) == len(returns):
        text = f"Shared result{how}: nobody wins alone."
    else:
        text = (
            " and ".join(state.side_name(p) for p in winners)
            + f" win{'s' if len(winners) == 1 else ''}{how}."
        )
        if len(humans) == 1:
            text += " You win!" if humans[0] in winners else " You lose."
    return Panel(f"[bold]Game over.[/] {escape(text)}", border_style="bold yellow", expand=False)


# --- replaying ------------------------------------------------------------------------------------


def replay_viewer(
    replay: Replay,
    console: Console,
    ask: Ask = input,
    viewer: int | None = None,
    to_end: bool = False,
    wide: bool = False,
) -> None:
    """Step through a replay to its end, or with ``to_end`` show only the final position and result.

    ``viewer`` chooses whose view is drawn (None: a spectator's, which hides face-down cards); the board
    is the compact one unless ``wide``.
    """
    render = renderer(replay.game, wide)
    if to_end:
        state = replay.final(get_game)
        console.print(render(state.view(viewer)))
        console.print(result_panel(state) if state.is_over else "The game was saved before its end.")
        return
    states = replay.states(get_game)
    last = len(states) - 1
    i = 0
    _show_move(console, render, replay, states, i, viewer)
    while True:
        try:
            key = ask("replay> ").strip().lower()
        except (EOFError, KeyboardInterrupt):
            return
        if key == "q":
            return
        if key in ("", "n") and i == last:
            console.print("[bold]End of the replay.[/]")
            return
        if key in ("", "n", "b") or key.isdigit():
            i = max(i - 1, 0) if key == "b" else min(int(key) if key.isdigit() else i + 1, last)
            _show_move(console, render, replay, states, i, viewer)
        else:
            console.print(f"[red]{escape(repr(key))} is not a replay key.[/] {REPLAY_KEYS}")


def _show_move(
    console: Console, render: Renderer, replay: Replay, states: list[State], i: int, viewer: int | None
) -> None:
    """The position after move ``i`` (0: the start), the move that led there, and the keys."""
    last = len(states) - 1
    console.print(render(states[i].view(viewer)))
    if i == 0:
        console.print(f"[bold]Start of the game[/] ({last} moves recorded)")
    else:
        before = states[i - 1]
        d = before.decision
        assert d is not None  # replay.states applied an action here
        action = next(a for a in d.options if a.id == replay.actions[i - 1])
        console.print(
            f"[bold]Move {i}/{last}[/] {before.side_name(d.player)}: {escape(before.announce(action, viewer).text)}"
        )
    if i == last:
        console.print(result_panel(states[i]) if states[i].is_over else "[bold]End of the recording.[/]")
    console.print(REPLAY_KEYS)
