"""Game-agnostic core: the state protocol, decisions and actions, seeded RNG, replays, errors."""

from eregion.core.decision import Action, Decision, DecisionKind
from eregion.core.errors import (
    DataError,
    EregionError,
    IllegalAction,
    InvalidSetup,
    ReplayError,
    UnknownGame,
)
from eregion.core.reference import CardEntry
from eregion.core.replay import Replay
from eregion.core.rng import Rng
from eregion.core.state import JSON, Announcement, Event, Game, Option, State

__all__ = [
    "JSON",
    "Action",
    "Announcement",
    "CardEntry",
    "DataError",
    "Decision",
    "DecisionKind",
    "EregionError",
    "Event",
    "Game",
    "IllegalAction",
    "InvalidSetup",
    "Option",
    "Replay",
    "ReplayError",
    "Rng",
    "State",
    "UnknownGame",
]
