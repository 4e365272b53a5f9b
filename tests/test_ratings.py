"""Wilson intervals and Bradley-Terry Elo ratings on results whose answers are known."""

from __future__ import annotations

import math

import pytest

from eregion.sim import rate, wilson
from eregion.sim.ratings import ELO
from eregion.sim.stats import outcome
from eregion.store import GameRecord, RunInfo


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_outcome_of_a_seat() -> None:
    assert [outcome((1.0, -1.0), s) for s in (0, 1)] == [1, -1]
    assert [outcome((0.0, 0.0), s) for s in (0, 1)] == [0, 0]
    assert [outcome((1.0, 1.0, -2.0), s) for s in (0, 1, 2)] == [0, 0, -1]


def runs(*pairs: tuple[str, str]) -> dict[int, RunInfo]:
    return {i: RunInfo(i, "g", "1", {}, pair, 0, 0, "") for i, pair in enumerate(pairs, 1)}


def games(run: int, wins: int, draws: int, losses: int) -> list[GameRecord]:
    """Results of agent A (index 0) against B, seats alternating."""
    out = []
    for n, ret in enumerate([(1.0, -1.0)] * wins + [(0.0, 0.0)] * draws + [(-1.0, 1.0)] * losses):
        seats = (0, 1) if n % 2 == 0 else (1, 0)
        returns = ret if seats == (0, 1) else ret[::-1]
        out.append(GameRecord(n, n, seats, returns, 10, 0.1, (5, 5), (0.05, 0.05), "", run))
    return out


def by_agent(ratings: list) -> dict:
    return {r.agent: r for r in ratings}


def test_two_agents_elo_from_the_score() -> None:
    # 300 wins, 100 losses, plus the one virtual draw: score (300.5 / 401)
    r = by_agent(rate(runs(("strong", "random")), games(1, 300, 0, 100)))
    expected = ELO * math.log(300.5 / 100.5)
    assert r["random"].elo == 0 and r["random"].low == r["random"].high == 0
    assert r["strong"].elo == pytest.approx(expected, abs=0.1)
    assert r["strong"].low < expected < r["strong"].high
    # the Fisher interval of a two-player fit: 1.96 / sqrt(n p (1-p)) in log-odds
    p = 300.5 / 401
    half = 1.959964 / math.sqrt(401 * p * (1 - p)) * ELO
    assert r["strong"].high - r["strong"].elo == pytest.approx(half, rel=1e-3)
    assert (r["strong"].games, r["strong"].wins, r["strong"].losses) == (400, 300, 100)


def test_draws_count_half() -> None:
    r = by_agent(rate(runs(("a", "b")), games(1, 10, 80, 10)))
    assert r["a"].elo == pytest.approx(0, abs=1e-6) and r["b"].elo == pytest.approx(0, abs=1e-6)
    assert r["a"].draws == 80
    # no random: the mean is 0, and the intervals are symmetric
    assert r["a"].high - r["a"].elo == pytest.approx(r["b"].high - r["b"].elo)


def test_three_agents_in_a_chain_and_more_games_narrow_the_interval() -> None:
    rs = runs(("mid", "random"), ("top", "mid"))
    few = by_agent(rate(rs, games(1, 30, 0, 10) + games(2, 30, 0, 10)))
    assert few["top"].elo > few["mid"].elo > few["random"].elo == 0
    assert few["top"].elo == pytest.approx(2 * few["mid"].elo, rel=1e-6)
    many = by_agent(rate(rs, games(1, 300, 0, 100) + games(2, 300, 0, 100)))
    assert many["top"].high - many["top"].low < few["top"].high - few["top"].low
    # the top agent never met random: its interval is wider than mid's
    assert many["top"].high - many["top"].low > many["mid"].high - many["mid"].low
    order = [r.agent for r in rate(rs, games(1, 30, 0, 10) + games(2, 30, 0, 10))]
    assert order == ["top", "mid", "random"]


def test_a_perfect_score_stays_finite() -> None:
    r = by_agent(rate(runs(("ismcts", "random")), games(1, 200, 0, 0)))
    assert 800 < r["ismcts"].elo < 1200 and math.isfinite(r["ismcts"].high)


def test_agents_that_never_met_are_rated_in_separate_groups() -> None:
    rs = runs(("a", "random"), ("c", "d"), ("solo", "solo"))
    ratings = rate(rs, games(1, 20, 0, 10) + games(2, 10, 0, 20) + games(3, 5, 0, 5))
    groups = {r.agent: r.group for r in ratings}
    assert groups["a"] == groups["random"] != groups["c"] == groups["d"] != groups["solo"]
    r = by_agent(ratings)
    assert r["random"].elo == 0 and r["c"].elo == pytest.approx(-r["d"].elo)
    assert r["solo"].games == 0 and r["solo"].low is None  # played only itself: unrated
