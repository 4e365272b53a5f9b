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
PLAY, USE, PICK, COMMIT, DEFEND = (
    tuple(SPACE.card(verb, u) for u in range(MAX_CARDS))
    for verb in ("play", "use", "pick", "commit", "defend")
)
"""A verb's actions by uid (``PICK[u]`` is ``SPACE.card("pick", u)``): read without a call where
decisions are made most."""
RULES = Rules()
