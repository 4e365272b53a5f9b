"""The LCG's action space and step engine, made here below the state so that the state can apply
actions and re-pose decisions without importing the rules; the rules modules (``steps``,
``abilities``, ``round``, ``combat``, ``quests``) fill the engine in with their step handlers when
they are imported."""

from __future__ import annotations

from eregion.cards import ActionSpace, Rules

MAX_CARDS = 256
VERBS = ("play", "use", "pick", "commit", "travel", "engage", "defend", "attack")
NAMED = ("pass", "done", "yes", "no", "mulligan", "keep", *(f"opt:{i}" for i in range(10)))
SPACE = ActionSpace(VERBS, NAMED, MAX_CARDS)
RULES = Rules()
