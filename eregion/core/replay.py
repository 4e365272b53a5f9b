"""The one replay format: ``(game, rules version, seed, options, setup, action ids)`` as JSON.

Saved games, undo, bug reports and golden tests all use it. Replaying re-applies each action id to
a new game built from the same seed, options and setup, so a replay is exact as long as the rules
version matches.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from eregion.core.errors import EregionError, IllegalAction, ReplayError
from eregion.core.state import JSON, Game, State

FORMAT = "eregion-replay"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class Replay:
    game: str
    rules_version: str
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    setup: JSON | None = None
    actions: tuple[str, ...] = ()

    @classmethod
    def of(cls, state: State) -> Replay:
        return cls(
            game=state.game.name,
            rules_version=state.game.rules_version,
            seed=state.seed,
            options=dict(state.options),
            setup=state.setup,
            actions=tuple(state.action_ids()),
        )

    def to_json(self) -> JSON:
        return {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "game": self.game,
            "rules_version": self.rules_version,
            "seed": self.seed,
            "options": self.options,
            "setup": self.setup,
            "actions": list(self.actions),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: JSON) -> Replay:
        """Validate the envelope; every problem is named (the actions are checked by :meth:`states`)."""
        if not isinstance(data, dict):
            raise ReplayError("a replay must be a JSON object")
        if data.get("format") != FORMAT:
            raise ReplayError(
                f"not an eregion replay: 'format' is {data.get('format')!r}, expected {FORMAT!r}"
            )
        if data.get("format_version") != FORMAT_VERSION:
            raise ReplayError(
                f"unsupported replay format_version {data.get('format_version')!r} (this eregion reads {FORMAT_VERSION})"
            )
        checks: list[tuple[str, type | tuple[type, ...]]] = [
            ("game", str),
            ("rules_version", str),
            ("seed", int),
            ("options", dict),
            ("actions", list),
        ]
        for key, typ in checks:
            if key not in data:
                raise ReplayError(f"replay is missing the field {key!r}")
            if not isinstance(data[key], typ) or isinstance(data[key], bool):
                raise ReplayError(f"replay field {key!r} has the wrong type ({type(data[key]).__name__})")
        bad = [i for i, a in enumerate(data["actions"]) if not isinstance(a, str)]
        if bad:
            raise ReplayError(f"replay action #{bad[0]} is not a string action id")
        return cls(
            game=data["game"],
            rules_version=data["rules_version"],
            seed=data["seed"],
            options=data["options"],
            setup=data.get("setup"),
            actions=tuple(data["actions"]),
        )

    @classmethod
    def loads(cls, text: str) -> Replay:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise ReplayError(f"replay is not valid JSON: {e}") from None
        return cls.from_json(data)

    def save(self, path: str | Path) -> None:
        """Write atomically, so an interrupted save never destroys an earlier one."""
        path = Path(path)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(self.dumps() + "\n", encoding="utf-8")
        tmp.replace(path)

    @classmethod
    def load(cls, path: str | Path) -> Replay:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as e:
            raise ReplayError(f"cannot read {path}: {e.strerror or e}") from None
        except UnicodeDecodeError:
            raise ReplayError(f"{path} is not a text file") from None
        return cls.loads(text)

    def start(self, lookup: Callable[[str], Game]) -> State:
        """The initial state of this replay (no actions applied)."""
        game = lookup(self.game)
        if self.rules_version != game.rules_version:
            raise ReplayError(
                f"replay was recorded with {self.game} rules version {self.rules_version!r}; "
                f"this eregion has {game.rules_version!r}"
            )
        try:
            return game.new_game(self.seed, self.options, self.setup)
        except (EregionError, ValueError) as e:
            raise ReplayError(f"replay cannot start a game: {e}") from None

    def states(self, lookup: Callable[[str], Game]) -> list[State]:
        """Every state from the start to the end, each a separate clone."""
        state = self.start(lookup)
        out = [state.clone()]
        for n, action_id in enumerate(self.actions):
            try:
                state.apply(action_id)
            except IllegalAction as e:
                raise ReplayError(f"replay action #{n} ({action_id!r}) is illegal there: {e}") from None
            out.append(state.clone())
        return out

    def final(self, lookup: Callable[[str], Game]) -> State:
        """The state after every action."""
        state = self.start(lookup)
        for n, action_id in enumerate(self.actions):
            try:
                state.apply(action_id)
            except IllegalAction as e:
                raise ReplayError(f"replay action #{n} ({action_id!r}) is illegal there: {e}") from None
        return state


def replay_moves(start: State, actions: Sequence[str]) -> tuple[State, list[int]]:
    """``start`` (changed in place) after ``actions``, and the seat that chose each one: what a takeback
    needs (raises :class:`IllegalAction` for an action that does not fit)."""
    movers: list[int] = []
    for action_id in actions:
        d = start.decision
        if d is None:
            raise IllegalAction(action_id, None, ())
        movers.append(d.player)
        start.apply(action_id)
    return start, movers


def taken_back(state: State, player: int) -> State | None:
    """The game just before ``player``'s last decision, replayed from its seed (so hidden cards come back
    the same); None if ``player`` has not decided yet. Every move after that decision goes too."""
    moves = state.action_ids()
    start = state.game.new_game(state.seed, state.options, state.setup)
    _, movers = replay_moves(start.clone(), moves)
    if player not in movers:
        return None
    last = len(movers) - 1 - movers[::-1].index(player)
    return replay_moves(start, moves[:last])[0]
