"""Print one digest of many seeded games: every action id, some determinized states and views,
and every final snapshot. Run under different PYTHONHASHSEED values, it must print the same line
(nothing may depend on set or dict order of hashed values; DESIGN.md, "Randomness").

    python tests/digest_play.py 50 [GAME]     (GAME: duel, the default, tcg, lcg or meq; tcg:random plays
                                               random legal decks from the whole card pool)
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from eregion.agents import make_agent
from eregion.core import Rng
from eregion.games import get_game


def _options(game: str, seed: int) -> dict[str, object] | None:
    """Vary what a game can vary: Duel's promo tiles; the TCG's starter pairing; the LCG's scenario,
    player count and mode; MEQ's hero count and Advanced Dominance."""
    if game == "duel":
        return {"promo": seed % 2 == 1}
    if game == "tcg":
        starters = ("aragorn-starter", "gandalf-starter")
        return {"deck1": starters[seed % 2], "deck2": starters[seed // 2 % 2]}
    if game == "lcg":
        scenarios = ("passage-through-mirkwood", "journey-along-the-anduin", "escape-from-dol-guldur")
        return {"scenario": scenarios[seed % 3], "players": 1 + seed % 2, "easy": seed % 4 == 3}
    if game == "meq":
        return {"heroes": 1 + seed % 3, "advanced_dominance": seed % 4 == 3}
    return None


def digest(games: int, game: str = "duel") -> str:
    h = hashlib.sha256()

    def add(obj: object) -> None:
        h.update(json.dumps(obj, sort_keys=True, ensure_ascii=False).encode())

    name, _, variant = game.partition(":")
    for seed in range(games):
        g = get_game(name)
        if variant == "random" and g.random_setup is not None:
            state = g.new_game(seed, None, g.random_setup(seed))
        else:
            state = g.new_game(seed, _options(name, seed))
        rng = Rng(seed)
        if seed % 10 == 9:  # a few games between the agents too
            first = "greedy" if state.game.heuristic is not None else "random"
            agents = [make_agent(first, seed)] + [make_agent("random", seed + p) for p in range(1, 4)]
        else:
            agents = None
        step = 0
        while not state.is_over:
            p = state.decision.player
            action = agents[p].choose(state) if agents else rng.choice(state.legal_actions())
            h.update(action.id.encode() + b"\n")
            state.apply(action)
            step += 1
            if step % 13 == 0 and not state.is_over:
                who = state.decision.player
                add(state.determinize(who, Rng(seed * 1000 + step)).snapshot())
                add(state.view((who + 1) % len(state.game.players)))
        add(state.snapshot())
        add([e.text for e in state.log()])
    return h.hexdigest()


def digest_under(hashseed: str, games: int, game: str = "duel") -> str:
    """The digest computed in a fresh interpreter with this PYTHONHASHSEED (what the tests compare)."""
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONHASHSEED": hashseed, "PYTHONPATH": str(root)}
    out = subprocess.run(
        [sys.executable, str(root / "tests" / "digest_play.py"), str(games), game],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return out.stdout.strip()


if __name__ == "__main__":
    print(digest(int(sys.argv[1]) if len(sys.argv) > 1 else 50, sys.argv[2] if len(sys.argv) > 2 else "duel"))
