"""Reinforcement-learning environments for every eregion game (the optional ``rl`` extra:
``pip install eregion[rl]``, which brings PettingZoo, Gymnasium and NumPy).

``env(name, **options)`` is a PettingZoo AEC environment of the whole table; ``gym_env(name,
opponent=SPEC, seat=..., **options)`` a Gymnasium environment in which one agent plays one seat (or a
whole team) against eregion agents. docs/rl.md documents every observation and action encoding.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from eregion.rl.env import EregionEnv
    from eregion.rl.gym import EregionGym


@contextmanager
def _extra() -> Iterator[None]:
    """A missing package of the extra says how to install it."""
    try:
        yield
    except ModuleNotFoundError as e:
        raise ModuleNotFoundError(f"{e}: eregion.rl needs the rl extra, pip install 'eregion[rl]'") from e


def env(name: str, **options: Any) -> EregionEnv:
    """A PettingZoo AEC environment of the game ``name`` with the game's ``options``."""
    with _extra():
        from eregion.rl.env import EregionEnv
    return EregionEnv(name, **options)


def gym_env(
    name: str, opponent: str = "random", seat: str | None = None, illegal: str = "raise", **options: Any
) -> EregionGym:
    """A Gymnasium environment: the agent plays ``seat`` (a seat name, or ``team`` for every seat of
    a co-operative side; by default the first seat) and eregion agents of spec ``opponent`` the rest.
    An action outside the mask raises, or with ``illegal="lose"`` ends the episode as a loss."""
    with _extra():
        from eregion.rl.gym import EregionGym
    return EregionGym(name, opponent=opponent, seat=seat, illegal=illegal, **options)
