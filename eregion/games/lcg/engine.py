"""The LCG's table (up to four seats, and the encounter side's "player" index for its zones), its
action space and its step engine, made here below the state so that the state can apply
actions and re-pose decisions without importing the rules; the rules modules (``steps``,
``abilities``, ``round``, ``combat``, ``quests``) fill the engine in with their step handlers when
they are imported."""

from __future__ import annotations

from eregion.cards import ActionSpace, Rules

ENC = 4  # the zones' "player" index of the encounter side (staging area, encounter deck, quest...)
MAX_PLAYERS = 4
MAX_CARDS = 256
VERBS = ("play", "use", "pick", "commit", "travel", "engage", "defend", "attack")
MAX_SPLITS = 32  # ways to pay a card offered at once (3 heroes paying 6: 28); more, resource by resource
NAMED = (
    "pass",
    "done",
    "yes",
    "no",
    "mulligan",
    "keep",
    *(f"opt:{i}" for i in range(10)),
    *(f"split:{i}" for i in range(MAX_SPLITS)),
)
SPACE = ActionSpace(VERBS, NAMED, MAX_CARDS)
RULES = Rules()
