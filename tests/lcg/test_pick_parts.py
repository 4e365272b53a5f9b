"""A "pick" part can be done exactly when it has a card to choose (rules companion 5.6: an ability is
offered only when each of its parts can be done): ``abilities.parts_feasible`` reads only a pick
part's choices, never its ``feasible`` as well. Along random games, every pick part of every card text
agrees: ``feasible`` is true exactly when ``choices`` is not empty."""

from __future__ import annotations

import dataclasses
from typing import Any

from eregion.cards import effects
from eregion.core import Rng
from eregion.games import get_game
from eregion.games.lcg import rules as R
from eregion.games.lcg.registry import TEXT, Ctx


def _parts(x: Any) -> list[effects.Part]:
    """The parts inside a card text, an ability or a part (a part may hold parts of its own)."""
    if isinstance(x, tuple):
        return [p for y in x for p in _parts(y)]
    found = [x] if isinstance(x, effects.Part) else []
    if dataclasses.is_dataclass(x):
        for f in dataclasses.fields(x):
            found += _parts(getattr(x, f.name))
    return found


def test_a_pick_part_can_be_done_when_it_has_a_choice() -> None:
    picks = list({id(p): p for text in TEXT.values() for p in _parts(text) if p.choose == "pick"}.values())
    assert len(picks) > 30
    game = get_game("lcg")
    compared = chosen = 0
    for seed, opts in enumerate(({"players": 2}, {"deck1": "tactics"}, {"deck1": "spirit", "players": 2})):
        s = game.new_game(seed, game.resolve_options(opts))
        rng = Rng(seed)
        while not s.is_over:
            in_play = [u for u in range(len(s.cards)) if R.in_play(s, u)]
            for part in picks:
                ctx = Ctx(rng.randrange(s.n), in_play[rng.randrange(len(in_play))])
                choices = part.choices(s, ctx)
                assert part.feasible(s, ctx) == bool(choices), part
                compared += 1
                chosen += bool(choices)
            actions = s.legal_actions()
            s.apply(actions[rng.randrange(len(actions))])
    assert chosen > 1000 and compared - chosen > 1000
