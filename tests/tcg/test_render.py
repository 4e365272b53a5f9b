"""The terminal renderer draws any seat's view at any point of a game (hands, characters in play,
skirmishes, the end), and shows only what the view holds."""

from __future__ import annotations

import io
import random

from rich.console import Console

from eregion.games.tcg import GAME
from eregion.games.tcg.render import render


def test_render_every_view_of_a_game() -> None:
    s = GAME.new_game(11)
    r = random.Random(11)
    console = Console(file=io.StringIO(), width=100)
    seen_skirmish = False
    while True:
        for seat in (0, 1, None):
            v = s.view(seat)
            seen_skirmish |= v["skirmish"] is not None
            console.print(render(v))
        if s.is_over:
            break
        s.apply(r.choice(s.legal_actions()))
    out = console.file.getvalue()
    assert "Game over" in out and "Adventure path" in out
    assert seen_skirmish
