"""Elo ratings from stored games: Bradley-Terry maximum likelihood with Fisher-information intervals.

Every game adds one comparison per pair of sides held by different agents (a side is a seat, or the
seats of a team; agent specs are the players): a win counts 1, a draw 1/2. Each pair of agents that met also gets one virtual draw (a weak
prior that keeps a perfect score finite). The maximum-likelihood strengths are found by the MM
algorithm (Hunter 2004) and put on the Elo scale (400 points = odds of 10 to 1); the 95 % intervals
come from the inverse of the observed Fisher information. The scale is anchored so that ``random``
is 0 when it took part, otherwise so that the mean is 0. Agents that never met each other, even
through others, fall in separate groups, each anchored on its own.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from eregion.sim.stats import Z95, first_seats, outcome
from eregion.store import GameRecord, RunInfo

ELO = 400 / math.log(10)
ANCHOR = "random"
PRIOR_DRAWS = 1.0


@dataclass(frozen=True)
class Rating:
    agent: str
    elo: float
    low: float | None
    high: float | None
    games: int
    wins: int
    draws: int
    losses: int
    group: int

    def to_json(self) -> dict[str, Any]:
        def r(x: float | None) -> float | None:
            return None if x is None else round(x, 1)

        return {
            "agent": self.agent,
            "elo": r(self.elo),
            "elo_95": [r(self.low), r(self.high)],
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "score": round((self.wins + self.draws / 2) / self.games, 4) if self.games else None,
            "group": self.group,
        }


def pairings(
    runs: dict[int, RunInfo], records: Iterable[GameRecord], seat_sides: Sequence[int] | None = None
) -> tuple[dict[tuple[str, str], list[float]], dict[str, list[int]]]:
    """Per ordered pair (i < j by name): [score of i, comparisons]; per agent: [games, W, D, L]. A
    team's seats count as one side (``seat_sides``, ``Game.seat_sides``; by default every seat is one)."""
    pairs: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0.0])
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for rec in records:
        firsts = range(len(rec.seats)) if seat_sides is None else first_seats(seat_sides)
        returns = [rec.returns[seat] for seat in firsts]
        specs = [runs[rec.run_id].agents[rec.seats[seat]] for seat in firsts]
        met = False
        for s in range(len(specs)):
            for t in range(s + 1, len(specs)):
                if specs[s] == specs[t]:
                    continue
                met = True
                a, b = specs[s], specs[t]
                ra, rb = returns[s], returns[t]
                score = 1.0 if ra > rb else 0.5 if ra == rb else 0.0
                if a > b:
                    a, b, score = b, a, 1.0 - score
                pair = pairs[(a, b)]
                pair[0] += score
                pair[1] += 1
        seen = set()
        for s, spec in enumerate(specs):
            if spec in seen:
                continue
            seen.add(spec)
            row = tally[spec]
            if met:
                row[0] += 1
                row[1 + (1 - outcome(returns, s))] += 1  # wins, draws, losses
    return pairs, tally


def bradley_terry(
    agents: Sequence[str], pairs: dict[tuple[str, str], list[float]]
) -> tuple[list[float], list[list[float]]]:
    """Log-strengths (mean 0) and the observed Fisher information matrix, prior draws included."""
    k = len(agents)
    pos = {a: i for i, a in enumerate(agents)}
    wins = [[0.0] * k for _ in range(k)]
    games = [[0.0] * k for _ in range(k)]
    for (a, b), (score, n) in pairs.items():
        i, j = pos[a], pos[b]
        wins[i][j] += score + PRIOR_DRAWS / 2
        wins[j][i] += n - score + PRIOR_DRAWS / 2
        games[i][j] = games[j][i] = games[i][j] + n + PRIOR_DRAWS
    total = [sum(row) for row in wins]
    gamma = [1.0] * k
    for _ in range(100_000):
        new = []
        for i in range(k):
            denom = sum(games[i][j] / (gamma[i] + gamma[j]) for j in range(k) if games[i][j])
            new.append(total[i] / denom if denom else gamma[i])
        mean_log = sum(math.log(g) for g in new) / k
        new = [g / math.exp(mean_log) for g in new]
        change = max(abs(math.log(n / g)) for n, g in zip(new, gamma))
        gamma = new
        if change < 1e-10:
            break
    r = [math.log(g) for g in gamma]
    info = [[0.0] * k for _ in range(k)]
    for i in range(k):
        for j in range(i + 1, k):
            if games[i][j]:
                p = 1 / (1 + math.exp(r[j] - r[i]))
                w = games[i][j] * p * (1 - p)
                info[i][j] -= w
                info[j][i] -= w
                info[i][i] += w
                info[j][j] += w
    return r, info


def _inverse(m: list[list[float]]) -> list[list[float]]:
    """Gauss-Jordan inverse of a small well-conditioned matrix."""
    n = len(m)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(m)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        pivot = a[c][c]
        a[c] = [x / pivot for x in a[c]]
        for r in range(n):
            if r != c and a[r][c]:
                f = a[r][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
    return [row[n:] for row in a]


def _groups(agents: Sequence[str], pairs: dict[tuple[str, str], list[float]]) -> list[list[str]]:
    parent = {a: a for a in agents}

    def find(a: str) -> str:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    for a, b in pairs:
        parent[find(a)] = find(b)
    groups: dict[str, list[str]] = defaultdict(list)
    for a in agents:
        groups[find(a)].append(a)
    return sorted(groups.values(), key=lambda g: (-len(g), g))


def rate(
    runs: dict[int, RunInfo], records: Iterable[GameRecord], seat_sides: Sequence[int] | None = None
) -> list[Rating]:
    """The ratings of every agent in ``records`` (games of one game, whose seats play the sides
    ``seat_sides``), best first."""
    pairs, tally = pairings(runs, records, seat_sides)
    for run in runs.values():
        for spec in run.agents:
            tally.setdefault(spec, [0, 0, 0, 0])  # an agent seen only against itself: listed, unrated
    out: list[Rating] = []
    for g, group in enumerate(_groups(sorted(tally), pairs)):
        sub = {p: v for p, v in pairs.items() if p[0] in group}
        r, info = bradley_terry(group, sub) if len(group) > 1 else ([0.0], [[0.0]])
        k = len(group)
        anchor = group.index(ANCHOR) if ANCHOR in group else None
        if k == 1:
            cov = [[math.nan]]
        elif anchor is not None:
            keep = [i for i in range(k) if i != anchor]
            inv = _inverse([[info[i][j] for j in keep] for i in keep])
            cov = [[0.0] * k for _ in range(k)]
            for x, i in enumerate(keep):
                for y, j in enumerate(keep):
                    cov[i][j] = inv[x][y]
            r = [v - r[anchor] for v in r]
        else:  # the mean-zero constraint: the pseudo-inverse of the (Laplacian) information
            inv = _inverse([[info[i][j] + 1.0 / k for j in range(k)] for i in range(k)])
            cov = [[inv[i][j] - 1.0 / k for j in range(k)] for i in range(k)]
        for i, agent in enumerate(group):
            var = cov[i][i]
            half = None if math.isnan(var) else Z95 * math.sqrt(max(var, 0.0)) * ELO
            games, wins, draws, losses = tally[agent]
            elo = r[i] * ELO
            out.append(
                Rating(
                    agent=agent,
                    elo=elo + 0.0,
                    low=None if half is None else elo - half,
                    high=None if half is None else elo + half,
                    games=games,
                    wins=wins,
                    draws=draws,
                    losses=losses,
                    group=g,
                )
            )
    out.sort(key=lambda x: (x.group, -x.elo, x.agent))
    return out
