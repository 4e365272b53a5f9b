"""The greedy agent's estimate of a Middle-earth Quest position (``heuristic.evaluate``, R351-R353): it reads
only what its player may see, it weighs what each side pursues, and greedy plays better than random for
both sides."""

from __future__ import annotations

from dataclasses import replace

import pytest

from eregion.agents import make_agent
from eregion.core import Rng
from eregion.games import get_game
from eregion.games.meq import heuristic as H
from eregion.games.meq.plots import ActivePlot
from eregion.games.meq.state import MeqState

MEQ = get_game("meq")


def _positions(seed: int, every: int = 9) -> list[MeqState]:
    """Positions of a random game of two heroes, one every ``every`` moves."""
    s: MeqState = MEQ.new_game(seed, {"heroes": 2})  # type: ignore[assignment]
    agent, out, n = make_agent("random", seed), [], 0
    while s.decision is not None:
        if n % every == 0:
            out.append(s.clone())
        s.apply(agent.choose(s))
        n += 1
    return out


@pytest.mark.parametrize("seed", [1, 2])
def test_it_reads_nothing_its_player_cannot_see(seed: int) -> None:
    """Whatever a determinization deals again (hands, pools, token faces, the other side's Mission,
    R62), the estimate stays the same for the player it was dealt for."""
    rng = Rng(seed)
    for s in _positions(seed):
        for player in range(3):
            seen = H.evaluate(s, player)
            for _ in range(2):
                assert H.evaluate(s.determinize(player, rng), player) == pytest.approx(seen)


def _travelling(seed: int = 4) -> MeqState:
    """A hero about to travel, on a board cleared of everything he might want or fear."""
    for s in _positions(seed, every=1):
        d = s.decision
        if d is not None and d.player == 1 and d.prompt.startswith("Travel: move") and len(d.options) > 2:
            s.board = replace(s.board, tokens={}, minions={}, favor={}, characters={})
            s.plots = ()
            s.set_pool(1, replace(s.pool(1), quests=replace(s.pool(1).quests, held=())))
            return s
    raise AssertionError("no Travel decision")


def _after(s: MeqState, action: str) -> float:
    w = s.clone()
    w.apply(action)
    return H.evaluate(w, w.decision.player if w.decision else 1)


def test_a_hero_walks_toward_favor() -> None:
    """Favor two paths away draws the hero: a move toward it beats a move away (p. 24: he takes it by
    exploring there)."""
    s = _travelling()
    here = s.board.heroes[s.heroes[0]]
    moves = [a.id.split(":")[1] for a in s.decision.options if a.id.startswith("go:")]  # type: ignore[union-attr]
    toward, away, goal = next(
        (t, a, x)
        for t in moves
        for a in moves
        for x in H.C.adjacent[t]
        if H.DIST[here][x] == 2 and H.DIST[a][x] == 3
    )
    s.board = s.board.add_favor(goal, 2)
    assert _after(s, f"go:{toward}") > _after(s, f"go:{away}")


def test_a_hero_pays_for_a_plot_he_can_discard_and_sauron_wants_plots() -> None:
    """An active Plot is worth more to Sauron than the favor a hero pays to discard it (pp. 13, 24)."""
    s = _travelling()
    here = s.board.heroes[s.heroes[0]]
    plot = "sauron_hunts_for_the_ring"  # 3 favor, the yellow marker 1 each Story step
    with_plot = s.clone()
    with_plot.plots = (ActivePlot(plot, here),)
    with_plot.set_pool(1, replace(s.pool(1), favor=3))
    without = with_plot.clone()
    without.plots = ()
    without.set_pool(1, replace(s.pool(1), favor=0))
    assert H.evaluate(without, 1) > H.evaluate(with_plot, 1)
    assert H.evaluate(with_plot, 0) > H.evaluate(without, 0)


def test_the_race_is_counted_at_the_finale() -> None:
    """Every Story step moves the heroes' marker 2 and each Plot's marker by its number (p. 12): the race
    is judged where the Finale would begin, so a Plot on the track weighs every step it will make."""
    s = _travelling()
    assert H.at_finale(s).space("green") == 18
    s.plots = (ActivePlot("gollum_is_captured", "sea_of_udun"),)
    steps = (18 - s.story.space("green") + 1) // 2
    assert H.at_finale(s).space("yellow") == min(18, s.story.space("yellow") + 2 * steps)


def test_sauron_values_monsters_close_to_the_heroes() -> None:
    """A minion on a hero's location fights him at his Ambush (p. 22); one far away does nothing."""
    s = _travelling()
    here = s.board.heroes[s.heroes[0]]
    far = max(H.DIST[here], key=lambda x: (H.DIST[here][x], x))
    near, away = s.clone(), s.clone()
    near.board = replace(s.board, minions={"the_mouth_of_sauron": here})
    away.board = replace(s.board, minions={"the_mouth_of_sauron": far})
    assert H.evaluate(near, 0) > H.evaluate(away, 0)


def _sauron_wins(sauron: str, heroes: str, games: int, seed: int) -> int:
    wins = 0
    for g in range(games):
        s = MEQ.new_game(seed + g, {"heroes": 2})
        agents = [make_agent(sauron, 2 * g)] + [make_agent(heroes, 2 * g + k) for k in (1, 2, 3)]
        while s.decision is not None:
            s.apply(agents[s.decision.player].choose(s))
        wins += s.returns()[0] > 0
    return wins


def test_greedy_plays_both_sides_better_than_random() -> None:
    """On the same deals, greedy Sauron wins more often than random Sauron against random heroes, and
    greedy heroes hold greedy Sauron better than random heroes do (78% against 21%, and 30% against
    78%, over 100 games each: R353)."""
    games = 12
    assert _sauron_wins("greedy", "random", games, 500) >= _sauron_wins("random", "random", games, 500) + 3
    assert _sauron_wins("greedy", "greedy", games, 600) + 2 <= _sauron_wins("greedy", "random", games, 600)
