"""Fit the round search's value (``eregion/games/lcg/expert/value.py``) to expert games.

    python benchmarks/lcg_value_fit.py [--games 4000] [--first 10000] [--scenario S] [--deck D] [--write]

Plays the expert solo on seeds ``first`` .. ``first + games - 1`` (kept apart from the 0-499 and
1000-1999 the win rates are measured on), records the value's features at the start of every round,
labels each with whether that game was won, and fits a logistic regression (L2, Newton's method;
needs numpy, the ``rl`` extra). Prints the held-out fit (trained on the first four fifths of the
games, judged on the last fifth), then the weights fitted to every game; ``--write`` stores them in
``value.json``, the data value.py reads.
"""

from __future__ import annotations

import argparse
import json
import sys

import numpy as np

from eregion.agents import make_agent
from eregion.games import get_game
from eregion.games.lcg.expert.value import FEATURES, WEIGHTS_FILE, features


def samples(seed: int, scenario: str, deck: str, easy: bool) -> tuple[list[list[float]], bool]:
    """Each round start's features in one expert game, and whether it was won."""
    game = get_game("lcg")
    s = game.new_game(seed, {"scenario": scenario, "deck1": deck, "easy": easy})
    ai = make_agent("expert", seed, game)
    rows, seen = [], 0
    while not s.is_over:
        if s.round != seen:
            seen = s.round
            rows.append(features(s))  # type: ignore[arg-type]
        s.apply(ai.choose(s))
    return rows, s.returns()[0] > 0


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 30) -> np.ndarray:
    """Logistic regression weights on standardised columns (the bias, column 0, unpenalised), returned
    on the raw scale."""
    mu, sd = x.mean(0), x.std(0)
    mu[0], sd[0] = 0.0, 1.0
    sd[sd == 0] = 1.0
    z = (x - mu) / sd
    w = np.zeros(z.shape[1])
    pen = np.full(z.shape[1], l2)
    pen[0] = 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-z @ w))
        grad = z.T @ (p - y) + pen * w
        hess = (z * (p * (1 - p))[:, None]).T @ z + np.diag(pen)
        w -= np.linalg.solve(hess, grad)
    raw = w / sd
    raw[0] = w[0] - (mu / sd)[1:] @ w[1:]
    return raw


def log_loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    p = np.clip(1 / (1 + np.exp(-x @ w)), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--first", type=int, default=10_000)
    ap.add_argument("--scenario", default="passage-through-mirkwood")
    ap.add_argument("--deck", default="leadership")
    ap.add_argument("--easy", action="store_true")
    ap.add_argument("--write", action="store_true", help=f"store the weights in {WEIGHTS_FILE.name}")
    args = ap.parse_args(argv)
    xs, ys, game_of = [], [], []
    for k in range(args.games):
        rows, won = samples(args.first + k, args.scenario, args.deck, args.easy)
        xs += rows
        ys += [float(won)] * len(rows)
        game_of += [k] * len(rows)
    x, y, g = np.array(xs), np.array(ys), np.array(game_of)
    train, test = g < args.games * 4 // 5, g >= args.games * 4 // 5
    w = fit(x[train], y[train])
    base = np.zeros(len(FEATURES))
    rate = y[train].mean()
    base[0] = np.log(rate / (1 - rate))
    held_out, rate_alone = log_loss(x[test], y[test], w), log_loss(x[test], y[test], base)
    print(
        f"# {args.games} games, {len(y)} round starts, won {y.mean():.3f}; held-out log loss "
        f"{held_out:.4f} (the win rate alone: {rate_alone:.4f})",
        file=sys.stderr,
    )
    weights = {name: round(float(v), 4) for name, v in zip(FEATURES, fit(x, y), strict=True)}
    fitted = {
        "fitted_by": "python benchmarks/lcg_value_fit.py " + " ".join(argv),
        "games": args.games,
        "round_starts": len(y),
        "held_out_log_loss": round(held_out, 4),
        "win_rate_log_loss": round(rate_alone, 4),
        "weights": weights,
    }
    text = json.dumps(fitted, indent=1) + "\n"
    if args.write:
        WEIGHTS_FILE.write_text(text)
    print(text, end="")


if __name__ == "__main__":
    main(sys.argv[1:])
