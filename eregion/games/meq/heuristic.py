"""A quick static estimate of a Middle-earth Quest position for greedy agents and rollouts.

Sauron wins the Finale's race and his Mission; the heroes slow him and beat the Ringwraiths. So the
story race leads (the dominance counts of p. 14: the lower count is ahead), then what feeds each side's
next turns: influence on the board and in the Shadow Pool, active Plots and minions for Sauron; cards
not yet damaged (the hero's life), favor and defeated foes for the heroes. It reads only public facts
(counts, the board, the tracks), so it tells no player anything hidden.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.games.meq import story as ST
from eregion.games.meq.engine import SAURON
from eregion.games.meq.steps import TRACK

if TYPE_CHECKING:
    from eregion.core import State
    from eregion.games.meq.state import MeqState

WIN = 1000.0
RACE = 6.0  # each space of difference between the two dominance counts
INFLUENCE = 0.8  # each influence token on the board
POOL = 0.6  # each influence in the Shadow Pool
PLOT = 4.0  # each active Plot
MINION = 3.0  # each minion on the board
TOKEN = 1.0  # each monster token on the board
FIT = 0.5  # each of a hero's cards not in his damage pool
FAVOR = 1.0  # each favor a hero holds
CARD = 0.3  # each card in Sauron's hands


def evaluate(state: State, player: int) -> float:
    """Higher is better for ``player``; Sauron's score is the heroes' negated."""
    s: MeqState = state  # type: ignore[assignment]
    if s.result is not None:
        sauron_won = s.result[0] == "sauron"
        return WIN if sauron_won == (player == SAURON) else -WIN
    b = s.board
    v = RACE * (ST.heroes_count(s.story, TRACK) - ST.sauron_count(s.story, TRACK))
    v += INFLUENCE * sum(b.influence.values()) + POOL * b.shadow_pool
    v += PLOT * len(s.plots) + MINION * len(b.minions) + TOKEN * b.token_count()
    v += CARD * (len(s.decks["shadow_hand"]) + len(s.decks["plot_hand"]))
    for p in s.pools:
        v -= FIT * (len(p.hand) + len(p.life) + len(p.rest)) + FAVOR * p.favor
    return v if player == SAURON else -v
