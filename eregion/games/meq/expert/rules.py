"""The MEQ expert's rules of thumb: decisions whose worth the plan's value cannot see from one move
ahead (it shows only later, at the next Story step or in the Finale)."""

from __future__ import annotations

from collections.abc import Callable

from eregion.core import Action
from eregion.games.meq.engine import argument
from eregion.games.meq.expert.finale import might
from eregion.games.meq.influence import pool_cap
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import TRACK, C
from eregion.games.meq.story import current_stage

Rule = Callable[[MeqState, int, tuple[Action, ...]], Action | None]

TIRED = 3  # a hero with this many cards or fewer left to draw and play rests
WOUNDED = 3  # ... or, in a Haven, heals once this many cards are damaged


def _rest(s: MeqState, me: int, actions: tuple[Action, ...]) -> Action | None:
    """Rest before the life pool runs dry, and heal in a Haven once wounded (p. 20); otherwise press on
    (each rest advances one of Sauron's markers)."""
    p = s.pool(me)
    haven = C.locations[s.board.heroes[p.hero]].haven
    want = len(p.life) + len(p.hand) <= TIRED or (haven and len(p.damage) >= WOUNDED)
    return _named(actions, "rest" if want else "pass")


def _most(s: MeqState, me: int, actions: tuple[Action, ...]) -> Action | None:
    """Draw as many cards as allowed: cards in hand pay for travel and fight."""
    numbered = [a for a in actions if a.id.startswith("n:")]
    return max(numbered, key=lambda a: int(argument(a))) if numbered else None


def _keep_plot(s: MeqState, me: int, actions: tuple[Action, ...]) -> Action | None:
    """Keep a Plot the Shadow Pool can pay for in this stage (p. 16: the stage caps the pool), the one
    that pushes its marker fastest, then the cheapest."""
    plots = [a for a in actions if a.id.startswith("plot:")]
    if not plots:
        return None
    cap = pool_cap(current_stage(s.story, TRACK))

    def worth(a: Action) -> tuple[bool, int, int, str]:
        plot = C.plots[argument(a)]
        return (plot.requirement > cap, -plot.advance, plot.requirement, a.id)

    return min(plots, key=worth)


def _champion(s: MeqState, me: int, actions: tuple[Action, ...]) -> Action | None:
    """The heroes' champion against the Ringwraiths (p. 34, step 5, after every hero drew his fortitude):
    the hero whose hand deals the most attack his strength and agility pay for, then the one with the
    most fight in him as he stands (levels gained by training, p. 26, less what Corruption cards take,
    R119)."""
    seats = [a for a in actions if a.id.startswith("seat:")]
    return max(seats, key=lambda a: (*might(s, int(argument(a))), a.id)) if seats else None


def _named(actions: tuple[Action, ...], name: str) -> Action | None:
    return next((a for a in actions if a.id == name), None)


RULE_OF_THUMB: dict[str, Rule] = {
    "rest": _rest,
    "hero_draw": _most,
    "keep_plot": _keep_plot,
    "setup_keep": _keep_plot,
    "champion": _champion,
}
"""The step whose question each rule answers (a rule that returns None leaves it to the look-ahead)."""
