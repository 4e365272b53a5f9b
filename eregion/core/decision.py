"""Pending decisions and the actions that answer them.

Every player input, in every game, is a :class:`Decision` owed by one player, whose options are
:class:`Action` objects. An action has a stable string id (logs, replays, the wire protocol, tests)
and an integer index into its game's fixed action space (agents, RL masks). Multi-step inputs
(choose several cards, assign damage, order effects) are a sequence of single-choice decisions, so
every agent and interface handles every game the same way; ``kind`` tells an interface how to
present the question.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class DecisionKind(str, Enum):
    """How a decision reads to a player; the options are always a flat list of actions."""

    TURN = "turn"  # the main choice of a turn
    CHOOSE_ONE = "choose_one"  # pick one of several things (a region, a token, a Race)
    CHOOSE_CARD = "choose_card"  # pick a card (one of possibly several picks in a row)
    CHOOSE_NUMBER = "choose_number"
    CHOOSE_SKILL = "choose_skill"  # which Skill a flexible source provides
    ASSIGN = "assign"  # put something on a target (damage, a defender)
    ORDER = "order"  # which simultaneous effect resolves next
    MOVE = "move"  # a movement from one place to another, or stop
    YES_NO = "yes_no"  # an optional effect or a response window: use it or pass


@dataclass(frozen=True, slots=True)
class Action:
    """One answer to a decision.

    ``id`` is stable across versions of the same rules and readable (``play:C1-05``).
    ``index`` is the action's position in its game's fixed action space.
    """

    id: str
    index: int
    label: str = ""

    def __str__(self) -> str:
        return self.id


@dataclass(slots=True)
class Decision:
    """What the game is waiting for: ``player`` must pick one of ``options``.

    Treat it as immutable. (It is not a frozen dataclass only because one is built for every move
    and a frozen one costs four times as much to build.)

    Card games that open a response window out of turn still name one player at a time: the window
    passes from player to player by their answers, so every decision has exactly one owner.

    ``secret`` marks a choice only its owner may know (a bid, a card from hand put under the deck):
    it is what everyone else is told instead ("Player 1 has bid"); None for a public choice.

    ``always_ask`` poses the decision even when it has one option. The engine takes a lone option
    at once, which is right when everyone can see there was nothing to choose; but where whether
    the player has a choice depends on what only he can see (a window he might answer from his
    hand), stopping only when he has one would tell the others that he holds it.
    """

    player: int
    kind: DecisionKind
    prompt: str
    options: tuple[Action, ...]
    secret: str | None = None
    always_ask: bool = False

    def find(self, action_id: str) -> Action | None:
        for a in self.options:
            if a.id == action_id:
                return a
        return None

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(a.id for a in self.options)
