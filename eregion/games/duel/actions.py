"""The Duel action space: every action that can ever be offered, built once with a fixed index.

Ids read as ``verb:object`` (``play:C1-05``, ``landmark:bree``, ``move:Arnor>Rhovanion``) and never
change within a rules version; the index is the position in :data:`ACTIONS`, for agents and masks.
"""

from __future__ import annotations

from eregion.core import Action
from eregion.games.duel.components import RACES, REGIONS, SKILLS, components
from eregion.games.duel.text import card_text, landmark_text, token_text

_C = components()
_actions: list[Action] = []


def _add(ident: str, label: str) -> Action:
    a = Action(ident, len(_actions), label)
    _actions.append(a)
    return a


PLAY = tuple(_add(f"play:{c.id}", f"play {c.id}: {card_text(c)}") for c in _C.cards)
DISCARD = tuple(_add(f"discard:{c.id}", f"discard {c.id} for coins") for c in _C.cards)
LANDMARK = tuple(_add(f"landmark:{t.id}", f"take {t.name}: {landmark_text(t)}") for t in _C.landmarks)
CARD = tuple(_add(f"card:{c.id}", f"{c.id}: {card_text(c)}") for c in _C.cards)
REGION = tuple(_add(f"region:{r}", r) for r in REGIONS)
MOVE = {
    (a, b): _add(f"move:{REGIONS[a]}>{REGIONS[b]}", f"move a Unit from {REGIONS[a]} to {REGIONS[b]}")
    for a in range(len(REGIONS))
    for b in _C.adjacency[a]
}
MOVE_STOP = _add("move:stop", "make no more movements")
SKILL = tuple(_add(f"skill:{s}", f"use it as {s}") for s in SKILLS)
RACE = tuple(_add(f"race:{r}", r) for r in RACES)
TOKEN = tuple(_add(f"token:{t.id}", f"{RACES[t.race]}: {token_text(t)}") for t in _C.tokens)
YES = _add("yes", "yes")
NO = _add("no", "no")
MANEUVER_REMOVE = _add("maneuver:remove-unit", "remove 1 enemy Unit")
MANEUVER_COIN = _add("maneuver:coin", "the opponent loses 1 coin")
MANEUVER_MOVE = _add("maneuver:move", "1 movement")
FIRST = (
    _add("first:remove", "remove the enemy Unit first"),
    _add("first:move", "make the movements first"),
)

ACTIONS: tuple[Action, ...] = tuple(_actions)
BY_ID = {a.id: a for a in ACTIONS}
