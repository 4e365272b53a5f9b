"""The compact table fits an 80x24 terminal: every decision of random games of each game (its board, your
hand, the moves since, the prompt and its options, and the input line) is at most 80 columns wide and 24
lines high, options paged where a decision has too many (issue 15, item 6)."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from eregion.games import get_game
from eregion.terminal import HUMAN, Table

WIDTH, HEIGHT = 80, 24
GAMES = [
    ("duel", {}, ("random", HUMAN)),
    ("duel", {"promo": True}, (HUMAN, "random")),
    ("tcg", {}, (HUMAN, "random")),
    ("tcg", {}, ("random", HUMAN)),
    ("lcg", {}, (HUMAN, "random", "random", "random")),
    ("meq", {"heroes": 2}, ("random", HUMAN, "random", "random")),
    ("meq", {"heroes": 3}, (HUMAN, "random", "random", "random")),
]


def screens(game: str, options: dict[str, object], seats: tuple[str, ...], seed: int) -> list[str]:
    """What the terminal shows at each of the human's decisions, answering at random (``more`` now and
    then, to page through long option lists)."""
    out = io.StringIO()
    console = Console(file=out, width=WIDTH, height=HEIGHT, color_system=None)
    pick = random.Random(seed)
    shown: list[str] = []
    table: Table

    def ask(prompt: str) -> str:
        shown.append(out.getvalue())
        out.seek(0)
        out.truncate()
        d = table.state.decision
        if d is None:
            return ""  # the end: no save
        if pick.random() < 0.1:
            return "more"
        return str(pick.randint(1, len(d.options)))

    table = Table(get_game(game).new_game(seed, options), seats, console, ask)
    assert table.play() is True
    shown.append(out.getvalue())
    return shown


@pytest.mark.parametrize(("game", "options", "seats"), GAMES)
def test_every_decision_fits_80_by_24(game: str, options: dict[str, object], seats: tuple[str, ...]) -> None:
    widest = tallest = 0
    for seed in range(2):
        for screen in screens(game, options, seats, seed):
            lines = screen.splitlines()
            widest = max(widest, *(len(line) for line in lines), 0)
            tallest = max(tallest, len(lines) + 1)  # the input line
            assert widest <= WIDTH and tallest <= HEIGHT, f"{game} seed {seed}:\n{screen}"
