"""Summaries of a run: wins, draws and losses per agent and per side, with Wilson intervals."""

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


def first_seats(sides: Sequence[int]) -> tuple[int, ...]:
    """The first seat of each side (``sides[s]`` is the side of seat ``s``): the seats of a side share
    one result, and its first seat is always seated."""
    return tuple(list(sides).index(side) for side in range(max(sides) + 1))


@dataclass
class Tally:
    """Results of one agent, one side, or one agent on one side."""

    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    length: int = 0
    decisions: int = 0
    decision_seconds: float = 0.0

    def add(self, result: int, length: int, decisions: int, seconds: float) -> None:
        """One game: its ``outcome`` for this side, its length, and this side's decisions and their time."""
        self.games += 1
        if result > 0:
            self.wins += 1
        elif result == 0:
            self.draws += 1
        else:
            self.losses += 1
        self.length += length
        self.decisions += decisions
        self.decision_seconds += seconds

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
    """Per agent (A, B, ...), per agent and side, and per side whoever played it (a side is a seat, or
    the seats of one team: MEQ's heroes)."""

    agents: tuple[str, ...]
    sides: tuple[str, ...]
    by_agent: list[Tally] = field(default_factory=list)
    by_agent_side: list[list[Tally]] = field(default_factory=list)
    by_side: list[Tally] = field(default_factory=list)
    games: int = 0
    seconds: float = 0.0

    @classmethod
    def of(
        cls,
        agents: Sequence[str],
        sides: Sequence[str],
        records: Iterable[GameRecord],
        cooperative: bool = False,
        seat_sides: Sequence[int] | None = None,
    ) -> Summary:
        """``sides`` names the sides, ``seat_sides[s]`` is the side of seat ``s`` (by default each seat
        is a side: ``Game.sides`` and ``Game.seat_sides``)."""
        s = cls(tuple(agents), tuple(sides))
        s.by_agent = [Tally() for _ in agents]
        s.by_agent_side = [[Tally() for _ in sides] for _ in agents]
        s.by_side = [Tally() for _ in sides]
        of_seat = tuple(range(len(sides))) if seat_sides is None else tuple(seat_sides)
        members = [[seat for seat, k in enumerate(of_seat) if k == side] for side in range(len(sides))]
        firsts = first_seats(of_seat)
        for r in records:
            s.games += 1
            s.seconds += r.seconds
            returns = [r.returns[seat] for seat in firsts]
            for side, seats in enumerate(members):
                first = seats[0]
                if cooperative and r.returns[first] == 0 and r.decisions[first] == 0:
                    continue  # an empty seat (a solo game of the LCG seats one player)
                agent = r.seats[first]
                result = outcome(returns, side, cooperative)
                decisions = sum(r.decisions[seat] for seat in seats)
                spent = sum(r.decision_seconds[seat] for seat in seats)
                for tally in (s.by_agent[agent], s.by_agent_side[agent][side], s.by_side[side]):
                    tally.add(result, r.length, decisions, spent)
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
                    "sides": {side: self.by_agent_side[a][k].to_json() for k, side in enumerate(self.sides)},
                }
                for a, spec in enumerate(self.agents)
            ],
            "sides": {side: self.by_side[k].to_json() for k, side in enumerate(self.sides)},
        }

    def rows(self) -> list[tuple[str, dict[str, Any], bool]]:
        """Table rows: (label, figures, is a heading row)."""
        out: list[tuple[str, dict[str, Any], bool]] = []
        for a, spec in enumerate(self.agents):
            out.append((f"{self.label(a)}: {spec}", self.by_agent[a].to_json(), True))
            for k, side in enumerate(self.sides):
                out.append((f"  as {side}", self.by_agent_side[a][k].to_json(), False))
        for k, side in enumerate(self.sides):
            out.append((f"side: {side}", self.by_side[k].to_json(), True))
        return out
