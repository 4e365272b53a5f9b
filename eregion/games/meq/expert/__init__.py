"""A rule-based expert for Middle-earth Quest, for Sauron and for the heroes (``Game.expert``).

Each decision is made in a world the deciding side could be in (``state.determinize``: Sauron's hands,
decks, token faces and Mission dealt again for a hero, the heroes' hidden pools and Mission for
Sauron), so the expert reads nothing its side cannot see. A few decisions follow a rule of thumb
(:mod:`.rules`: rest in time, keep the Plots the Shadow Pool can pay for, fastest first, draw a full
hand, send the champion whose hand hits hardest).
The rest try each legal action in that world, let the same player answer his own follow-up questions
greedily (paying for a move, placing the remaining influence, the combat a move leads to), and keep
the action whose outcome the side's plan values most (:func:`.plan.plan_value`). Both sides co-operate
through the one value: every hero scores the whole party's position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.core import Action, Rng, State
from eregion.games.meq.engine import SAURON
from eregion.games.meq.expert.plan import plan_value
from eregion.games.meq.expert.rules import RULE_OF_THUMB

if TYPE_CHECKING:
    from eregion.games.meq.state import MeqState

SETTLE = 6  # my own follow-up questions answered before the outcome is judged
LOOK_FURTHER = frozenset({"travel", "foe", "command", "plot", "actions", "explore", "combat_round"})
"""The steps whose worth shows only in their follow-ups (where a move leads, what a track action
does, how a combat round resolves); elsewhere (placing influence one token at a time, paying) each
answer is judged on its own, which keeps a decision fast."""
WHOLE_CARD = frozenset({"shadow_window"})
"""The steps whose answer is judged once the card it plays has resolved, whoever answers its questions
(a Shadow card's harm often lies in a choice it poses to the hero; each answers by his own plan)."""
EPS = 1e-9


def _greedy(
    world: MeqState, me: int, actions: tuple[Action, ...], rng: Rng, settle: int, whole: bool = False
) -> Action:
    """The action whose outcome, after up to ``settle`` of my own follow-up answers (with ``whole``,
    everyone's until the step's own follow-ups are done), the plan values most; ties at random."""
    depth = len(world.stack)
    best: list[Action] = []
    top = float("-inf")
    for a in actions:
        w = world.clone()
        w.apply(a)
        for _ in range(settle):
            d = w.decision
            if d is None or (d.player != me and not (whole and len(w.stack) >= depth)):
                break
            follow = w.legal_actions()
            w.apply(follow[0] if len(follow) == 1 else _greedy(w, d.player, follow, rng, 0))
        v = _reply(w, me) if _answers_me(w, me) else plan_value(w, me)
        if v > top + EPS:
            best, top = [a], v
        elif v >= top - EPS:
            best.append(a)
    return best[0] if len(best) == 1 else rng.choice(best)


def _answers_me(w: MeqState, me: int) -> bool:
    """The other side now answers my combat card (the foe's card is shown first, R213)."""
    d = w.decision
    return d is not None and (d.player == SAURON) != (me == SAURON) and w.stack[-1][0] == "combat_round"


def _reply(w: MeqState, me: int) -> float:
    """My value after the other side's best answer (by my plan's value: what hurts me most)."""
    worst = float("inf")
    for b in w.legal_actions():
        x = w.clone()
        x.apply(b)
        worst = min(worst, plan_value(x, me))
    return worst


def choose(state: State, rng: Rng) -> Action:
    """The expert's move for the player to decide in ``state``."""
    actions = state.legal_actions()
    me = state.decision.player  # type: ignore[union-attr]
    world: MeqState = state.determinize(me, rng)  # type: ignore[assignment]
    step = world.stack[-1][0] if world.stack else None
    rule = RULE_OF_THUMB.get(step) if step else None
    if rule is not None:
        picked = rule(world, me, actions)
        if picked is not None:
            return picked
    whole = step in WHOLE_CARD
    return _greedy(world, me, actions, rng, SETTLE if step in LOOK_FURTHER or whole else 0, whole)
