"""Simulation at scale: tournaments between agents, stored game by game, and ratings.

``eregion sim`` plays a run's games on a backend (this process, a local process pool, or Ray) and
stores each finished game with its replay; ``eregion ratings`` fits Elo ratings to what is stored.
Everything here uses only the core protocol, so it works for every game.
"""

from eregion.sim.backends import Backend, BackendError, make_backend
from eregion.sim.play import GameFailed, RulesMismatch, agent_seeds, play_chunk, play_game, seating
from eregion.sim.ratings import Rating, rate
from eregion.sim.runner import Outcome, check_agents, new_run, resume_run, run_games, simulate
from eregion.sim.stats import Summary, wilson

__all__ = [
    "Backend",
    "BackendError",
    "GameFailed",
    "Outcome",
    "Rating",
    "RulesMismatch",
    "Summary",
    "agent_seeds",
    "check_agents",
    "make_backend",
    "new_run",
    "play_chunk",
    "play_game",
    "rate",
    "resume_run",
    "run_games",
    "seating",
    "simulate",
    "wilson",
]
