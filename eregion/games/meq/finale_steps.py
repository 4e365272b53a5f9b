"""The Finale (pp. 33-34): the heroes recover, the Ringwraiths' health and fortitude are adjusted by
dominance, the heroes choose a champion and he fights the Ringwraiths; their defeat wins the game for
the heroes, anything else for Sauron. The Missions (steps 1 and 2) are not yet checked: see "Game flow"
in ``docs/meq-rules.md``."""

from __future__ import annotations

from eregion.core import Action, Decision, DecisionKind
from eregion.games.meq import story as ST
from eregion.games.meq.combat import RINGWRAITHS
from eregion.games.meq.engine import RULES, SPACE, argument
from eregion.games.meq.state import Fight, MeqState, log
from eregion.games.meq.steps import C, TRACK, ask, hero_draws, hero_name, push

FIRST_HERO = 1  # decides for the heroes outside a hero turn (A18)


@RULES.step("finale")
def _finale(s: MeqState, st: tuple) -> Decision | None:
    """Step 3: every hero shuffles hand, rest and damage pools into his life pool and draws his
    fortitude (A24); step 4: the adjustment (R23, counted now: A11)."""
    s.stack.pop()
    s.minion_damage = tuple(x for x in s.minion_damage if x[0] != RINGWRAITHS)
    for seat in range(1, s.n + 1):
        p = s.pool(seat)
        everything = sorted((*p.hand, *p.life, *p.rest, *p.damage))
        s.change_pool(seat, hand=(), life=tuple(everything), rest=(), damage=())
        hero_draws(s, seat, C.heroes[p.hero].fortitude)
    n = ST.ringwraiths_adjustment(s.story, TRACK)
    log(s, None, f"the Ringwraiths' health and fortitude change by {n}")
    push(s, ("champion", n))
    return None


@RULES.step("champion")
def _champion(s: MeqState, st: tuple) -> Decision | None:
    return ask(s, FIRST_HERO, DecisionKind.CHOOSE_ONE, "Choose the heroes' champion",
               (SPACE.act("seat", seat) for seat in range(1, s.n + 1)))


@RULES.answer("champion")
def _champion_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    seat = int(argument(a))
    log(s, seat, f"{hero_name(s, seat)} is the champion")
    loc = s.board.heroes[s.heroes[seat - 1]]
    s.fight = Fight(seat, RINGWRAITHS, loc, None, False, finale=True, adjustment=st[1])
    s.stack.append(("combat",))

