"""A trained policy saved as a small NumPy file, and how it picks a move.

The file (``.npz``) holds the game's name, the observation and action sizes it was trained on, and the
layers of a multilayer perceptron: ``w0, b0, w1, b1, ...``, tanh between layers, the last giving one
logit per action. The move is the legal action with the highest logit (ties: the lowest index), read
from the deciding player's observation only, so the policy plays wherever an eregion agent does
(``policy:path=FILE``: the web app, the simulator, ``eregion play``).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from eregion.core import Action, EregionError, State
from eregion.rl.encoding import Encoding, get_encoding


class PolicyError(EregionError, ValueError):
    """A policy file that cannot be read, or that was trained for another game or encoding."""


class Policy:
    """An MLP over one game's observations (:mod:`eregion.rl.encoding`)."""

    def __init__(self, game: str, layers: list[tuple[np.ndarray, np.ndarray]]) -> None:
        self.encoding: Encoding = get_encoding(game)
        self.game = game
        self.layers = layers
        sizes = [w.shape for w, _ in layers]
        if not layers or sizes[0][0] != self.encoding.size or sizes[-1][1] != self.encoding.actions:
            raise PolicyError(
                f"a {game} policy needs layers from {self.encoding.size} observations to "
                f"{self.encoding.actions} actions; these are {sizes}"
            )

    def logits(self, observation: np.ndarray) -> np.ndarray:
        x = observation
        for i, (w, b) in enumerate(self.layers):
            x = x @ w + b
            if i < len(self.layers) - 1:
                x = np.tanh(x)
        return x

    def act(self, state: State) -> Action:
        """The legal action of the highest logit for the player who decides."""
        d = state.decision
        if d is None:
            raise PolicyError("the game is over: there is no decision to take")
        if state.game.name != self.game:
            raise PolicyError(f"this policy plays {self.game}, not {state.game.name}")
        logits = self.logits(self.encoding.observe(state, d.player))
        return max(d.options, key=lambda a: (logits[a.index], -a.index))

    def save(self, path: str | Path) -> None:
        arrays = {f"w{i}": w for i, (w, _) in enumerate(self.layers)}
        arrays |= {f"b{i}": b for i, (_, b) in enumerate(self.layers)}
        with open(path, "wb") as f:
            np.savez(f, game=np.array(self.game), **arrays)

    @classmethod
    def load(cls, path: str | Path) -> Policy:
        """Read a saved policy; a missing or malformed file names the problem."""
        try:
            with np.load(path, allow_pickle=False) as data:
                game = str(data["game"])
                n = sum(1 for k in data.files if k.startswith("w"))
                layers = [
                    (data[f"w{i}"].astype(np.float32), data[f"b{i}"].astype(np.float32)) for i in range(n)
                ]
        except (OSError, KeyError, ValueError) as e:
            raise PolicyError(f"cannot read the policy file {str(path)!r}: {e}") from None
        return cls(game, layers)
