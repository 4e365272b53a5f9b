"""Summaries of a run: wins, draws and losses per agent and per seat, with Wilson intervals."""

from __future__ import annotations

import math
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from eregion.store import GameRecord

Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def outcome(returns: Sequence[float], seat: int, cooperative: bool = False) -> int:
    """+1 if ``seat`` alone has the highest return, 0 if it shares it, -1 otherwise; in a co-operative
    game the sign of the seat's own return (the whole table wins or loses together)."""
    mine = returns[seat]
    if cooperative:
        return (mine > 0) - (mine < 0)
    best = max(returns)
    if mine < best:
        return -1
    return 0 if sum(1 for r in returns if r == best) > 1 else 1


@dataclass
class Tally:
    """Results of one agent, one seat, or one agent on one seat."""

    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    length: int = 0
    decisions: int = 0
    decision_seconds: float = 0.0

    def add(self, record: GameRecord, seat: int, cooperative: bool = False) -> None:
        self.games += 1
        result = outcome(record.returns, seat, cooperative)
        if result > 0:
            self.wins += 1
        elif result == 0:
            self.draws += 1
        else:
            self.losses += 1
        self.length += record.length
        self.decisions += record.decisions[seat]
        self.decision_seconds += record.decision_seconds[seat]

    def to_json(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        return {
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "win_rate": round(self.wins / self.games, 4) if self.games else None,
            "win_rate_95": [round(low, 4), round(high, 4)],
            "mean_length": round(self.length / self.games, 2) if self.games else None,
            "decisions_per_s": (
                round(self.decisions / self.decision_seconds, 1) if self.decision_seconds > 0 else None
            ),
        }


@dataclass
class Summary:
    """Per agent (A, B, ...), per agent and seat, and per seat whoever sat there."""

    agents: tuple[str, ...]
    sides: tuple[str, ...]
    by_agent: list[Tally] = field(default_factory=list)
    by_agent_seat: list[list[Tally]] = field(default_factory=list)
    by_seat: list[Tally] = field(default_factory=list)
    games: int = 0
    seconds: float = 0.0

    @classmethod
    def of(
        cls,
        agents: Sequence[str],
        sides: Sequence[str],
        records: Iterable[GameRecord],
        cooperative: bool = False,
    ) -> Summary:
        s = cls(tuple(agents), tuple(sides))
        s.by_agent = [Tally() for _ in agents]
        s.by_agent_seat = [[Tally() for _ in sides] for _ in agents]
        s.by_seat = [Tally() for _ in sides]
        for r in records:
            s.games += 1
            s.seconds += r.seconds
            for seat, agent in enumerate(r.seats):
                if cooperative and r.returns[seat] == 0 and r.decisions[seat] == 0:
                    continue  # an empty seat (a solo game of the LCG seats one player)
                s.by_agent[agent].add(r, seat, cooperative)
                s.by_agent_seat[agent][seat].add(r, seat, cooperative)
                s.by_seat[seat].add(r, seat, cooperative)
        return s

    @staticmethod
    def label(agent: int) -> str:
        return string.ascii_uppercase[agent] if agent < 26 else f"#{agent}"

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "agents": [
                {
                    "agent": self.label(a),
                    "spec": spec,
                    **self.by_agent[a].to_json(),
                    "seats": {side: self.by_agent_seat[a][s].to_json() for s, side in enumerate(self.sides)},
                }
                for a, spec in enumerate(self.agents)
            ],
            "seats": {side: self.by_seat[s].to_json() for s, side in enumerate(self.sides)},
        }

    def rows(self) -> list[tuple[str, dict[str, Any], bool]]:
        """Table rows: (label, figures, is a heading row)."""
        out: list[tuple[str, dict[str, Any], bool]] = []
        for a, spec in enumerate(self.agents):
            out.append((f"{self.label(a)}: {spec}", self.by_agent[a].to_json(), True))
            for s, side in enumerate(self.sides):
                out.append((f"  as {side}", self.by_agent_seat[a][s].to_json(), False))
        for s, side in enumerate(self.sides):
            out.append((f"seat: {side}", self.by_seat[s].to_json(), True))
        return out
