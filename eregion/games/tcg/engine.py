"""The TCG's action space and step engine, made here below the state so that the state can apply
actions and re-pose decisions without importing the rules; the rules modules (``steps``, ``turn``,
``combat``, ``transfer``) fill the engine in with their step handlers when they are imported."""

from __future__ import annotations

from eregion.cards import ActionSpace, Rules, Window

MAX_CARDS = 256
NAMED = (
    ("pass", "move", "stay", "first", "second", "yes", "no", "done")
    + tuple(f"opt:{i}" for i in range(4))
    + tuple(f"bid:{i}" for i in range(10))
)
SPACE = ActionSpace(("play", "use", "pick", "transfer", "heal"), NAMED, MAX_CARDS)
PLAY, USE, PICK = (tuple(SPACE.card(verb, u) for u in range(MAX_CARDS)) for verb in ("play", "use", "pick"))
"""A verb's actions by uid (``PICK[u]`` is ``SPACE.card("pick", u)``): read without a call where
decisions are made most."""
FP_FIRST = (Window((0, 1)), Window((1, 0)))
"""An action window's start, by the Free Peoples player, who acts first (a window is immutable)."""
RULES = Rules()
