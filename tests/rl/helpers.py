"""What the RL tests share: the games' configurations and random positions to encode."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from eregion.core import Rng, State
from eregion.games import get_game

CONFIGS: list[tuple[str, dict[str, Any]]] = [
    ("duel", {}),
    ("tcg", {}),
    ("lcg", {}),
    ("lcg", {"players": 3, "scenario": "journey-along-the-anduin"}),
    ("meq", {}),
    ("meq", {"heroes": 3}),
]
IDS = [name + "".join(f"-{v}" for v in options.values()) for name, options in CONFIGS]


def positions(name: str, options: dict[str, Any], games: int = 2, steps: int = 120) -> Iterator[State]:
    """Every position of ``games`` random games (seeds 0..), at most ``steps`` moves each, and the last."""
    game = get_game(name)
    for seed in range(games):
        s = game.new_game(seed, game.resolve_options(options))
        rng = Rng(seed)
        for _ in range(steps):
            yield s
            if s.is_over:
                break
            actions = s.legal_actions()
            s.apply(actions[rng.randrange(len(actions))])
        else:
            yield s
