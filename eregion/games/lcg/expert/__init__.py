"""A rule-based co-operative expert for the LOTR LCG: quest with enough willpower, keep defenders home,
use the cards' abilities when they help.

Each decision is recognised by the step on top of the stack (``commit``, ``attack``, ``window``...) and
answered the way a careful player thinks about it; the knowledge lives in modules by concept:

* :mod:`.quest`: what the staging area will hold after the reveals, who commits, where to travel;
* :mod:`.combat`: defenders for all the attacks to come, attacks that kill, optional engagements;
* :mod:`.cards`: the mulligan, what to play in the planning phase and on whom, resources kept
  back for the key cards;
* :mod:`.abilities`: events and card actions in action windows, responses;
* :mod:`.effects`: the choices inside an ability as it resolves, and a short simulation for
  choices no rule covers.

Anything not recognised (new steps, new kinds of action) falls back to a safe answer: pass, done or no
where offered, otherwise the option a one-step look-ahead on a determinized copy judges best by
:func:`eregion.games.lcg.heuristic.evaluate`. Only public information is read. Entry point:
:func:`choose`, registered as the LCG's ``Game.expert``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.core import Action, Rng, State
from eregion.games.lcg.expert import abilities as expert_abilities
from eregion.games.lcg.expert import cards as expert_cards
from eregion.games.lcg.expert import combat as expert_combat
from eregion.games.lcg.expert import effects as expert_effects
from eregion.games.lcg.expert import quest as expert_quest
from eregion.games.lcg.expert.core import POLICY, Handler, named
from eregion.games.lcg.heuristic import evaluate

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

STRICT = False  # tests set it: a handler's error is raised instead of answered by the fallback

HANDLERS: dict[str, Handler] = {
    **expert_cards.HANDLERS,
    **expert_quest.HANDLERS,
    **expert_combat.HANDLERS,
    **expert_abilities.HANDLERS,
    **expert_effects.HANDLERS,
}


def lookahead(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action:
    """The option whose result a determinized copy judges best (the player's information only)."""
    world = s.determinize(p, rng)
    best, best_v = opts[0], float("-inf")
    for a in opts:
        nxt = world.clone()
        try:
            nxt.apply(a)
        except Exception:  # a copy that cannot take it is simply not preferred
            if STRICT:
                raise
            continue
        v = evaluate(nxt, p)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


def fallback(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action:
    """A safe answer to a decision the expert does not know: decline where declining is offered,
    otherwise the look-ahead's choice."""
    safe = named(opts, "pass", "done", "no", "keep")
    if safe is not None:
        return safe
    return lookahead(s, p, opts, rng)


def choose(state: State, rng: Rng) -> Action:
    """The expert's answer to the pending decision (see the module docstring)."""
    s: LcgState = state  # type: ignore[assignment]
    d = s.decision
    assert d is not None, "the game is over"
    opts = d.options
    if len(opts) == 1:
        return opts[0]
    top = s.stack[-1][0] if s.stack else ""
    handler = HANDLERS.get(top)
    action: Action | None = None
    if handler is not None:
        try:
            action = handler(s, d.player, opts, rng)
        except (LookupError, TypeError, ValueError, AttributeError):
            if STRICT:
                raise
            action = None
    if action is None or all(a.id != action.id for a in opts):
        return fallback(s, d.player, opts, rng)
    return action


POLICY.choose = choose
POLICY.strict = lambda: STRICT
