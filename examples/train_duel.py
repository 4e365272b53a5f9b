"""Train a masked policy for Duel for Middle-earth against the random agent, then play it in eregion.

    pip install -e '.[rl]'
    python examples/train_duel.py [--minutes 5] [--out duel-policy.npz]

A small REINFORCE learner written with NumPy alone: a one-hidden-layer network over the observation
(docs/rl.md), a softmax over the legal actions only (the mask), one update per batch of games with the
batch's mean return as baseline, Adam. Each game it plays a side at random against ``random`` in
``eregion.rl.gym_env("duel", ...)``. It then plays 200 games of each side against ``random`` and prints
the win rates beside random's own, and saves the policy, which any eregion agent slot takes:

    eregion play duel --opponent policy:path=duel-policy.npz
    eregion sim duel --agents policy:path=duel-policy.npz random -n 200
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from eregion.agents import make_agent
from eregion.games import get_game
from eregion.rl import gym_env
from eregion.rl.policy import Policy

HIDDEN = 128
SIDES = ("fellowship", "sauron")


class Adam:
    def __init__(self, params: list[np.ndarray], lr: float) -> None:
        self.params, self.lr, self.t = params, lr, 0
        self.m = [np.zeros_like(p) for p in params]
        self.v = [np.zeros_like(p) for p in params]

    def step(self, grads: list[np.ndarray]) -> None:
        self.t += 1
        for p, g, m, v in zip(self.params, grads, self.m, self.v):
            m *= 0.9
            m += 0.1 * g
            v *= 0.999
            v += 0.001 * g * g
            p -= self.lr * (m / (1 - 0.9**self.t)) / (np.sqrt(v / (1 - 0.999**self.t)) + 1e-8)


def forward(params: list[np.ndarray], x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    w0, b0, w1, b1 = params
    h = np.tanh(x @ w0 + b0)
    return h, h @ w1 + b1


def masked_softmax(logits: np.ndarray, mask: np.ndarray) -> np.ndarray:
    z = np.where(mask > 0, logits, -np.inf)
    z = np.exp(z - z.max(axis=-1, keepdims=True))
    return z / z.sum(axis=-1, keepdims=True)


def play(envs: dict[str, object], params: list[np.ndarray], rng: np.random.Generator, seed: int):
    """One training game: the observations, masks and actions of the learner's moves, and its return."""
    side = SIDES[rng.integers(2)]
    env = envs[side]
    obs, _ = env.reset(seed=seed)
    xs, masks, acts = [], [], []
    done, reward = False, 0.0
    while not done:
        _, logits = forward(params, obs["observation"])
        p = masked_softmax(logits, obs["action_mask"])
        a = int(rng.choice(len(p), p=p))
        xs.append(obs["observation"])
        masks.append(obs["action_mask"])
        acts.append(a)
        obs, reward, done, _, _ = env.step(a)
    return xs, masks, acts, reward


def train(minutes: float, batch: int, lr: float, seed: int) -> tuple[list[np.ndarray], int]:
    envs = {side: gym_env("duel", opponent="random", seat=side) for side in SIDES}
    size, actions = envs["sauron"].encoding.size, envs["sauron"].encoding.actions
    rng = np.random.default_rng(seed)
    params = [
        (rng.standard_normal((size, HIDDEN)) / np.sqrt(size)).astype(np.float32),
        np.zeros(HIDDEN, np.float32),
        (rng.standard_normal((HIDDEN, actions)) * 0.01).astype(np.float32),
        np.zeros(actions, np.float32),
    ]
    opt = Adam(params, lr)
    games, end = 0, time.monotonic() + 60 * minutes
    while time.monotonic() < end:
        episodes = [play(envs, params, rng, 1_000_000 + games + i) for i in range(batch)]
        games += batch
        baseline = np.mean([e[3] for e in episodes])
        x = np.array([o for e in episodes for o in e[0]], np.float32)
        mask = np.array([m for e in episodes for m in e[1]])
        act = np.array([a for e in episodes for a in e[2]])
        adv = np.array([e[3] - baseline for e in episodes for _ in e[2]], np.float32)
        h, logits = forward(params, x)
        p = masked_softmax(logits, mask)
        dlogits = p
        dlogits[np.arange(len(act)), act] -= 1.0  # d(-log pi(a)) / d logits
        dlogits *= adv[:, None] / len(episodes)
        dh = (dlogits @ params[2].T) * (1 - h * h)
        opt.step([x.T @ dh, dh.sum(0), h.T @ dlogits, dlogits.sum(0)])
        if games % (batch * 25) == 0:
            print(f"{games} games, mean return of the last batch {np.mean([e[3] for e in episodes]):+.2f}")
    return params, games


def win_rates(spec: str, games: int) -> dict[str, float]:
    """The share of games ``spec`` wins on each side against random (seeds 0.. as eregion sim uses)."""
    game = get_game("duel")
    out = {}
    for p, side in enumerate(SIDES):
        wins = 0
        for g in range(games):
            s = game.new_game(g)
            agents = [make_agent(spec, g), make_agent("random", 10_000 + g)]
            if p == 1:
                agents.reverse()
            while not s.is_over:
                s.apply(agents[s.decision.player].choose(s))
            wins += s.returns()[p] > 0
        out[side] = wins / games
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=5.0)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--games", type=int, default=200, help="evaluation games per side")
    ap.add_argument("--out", default="duel-policy.npz")
    args = ap.parse_args()
    params, games = train(args.minutes, args.batch, args.lr, args.seed)
    Policy("duel", [(params[0], params[1]), (params[2], params[3])]).save(args.out)
    print(f"trained on {games} games; saved {args.out}")
    print("random against random:", win_rates("random", args.games))
    print("the policy against random:", win_rates(f"policy:path={args.out}", args.games))


if __name__ == "__main__":
    main()
