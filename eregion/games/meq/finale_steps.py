"""The Finale in the game flow (pp. 33-34; :mod:`.finale`): the Missions revealed by dominance and an
immediate winner, else each side meeting its Mission advances, the Ringwraiths heal, every hero gathers
his cards and draws his fortitude, the Ringwraiths' health and fortitude are adjusted, the heroes choose
a champion and he fights them; their defeat wins the game for the heroes, anything else for Sauron."""

from __future__ import annotations

from eregion.core import Action, Decision, DecisionKind
from eregion.core.engine import GameOver
from eregion.games.meq import finale as FN
from eregion.games.meq.combat import RINGWRAITHS
from eregion.games.meq.engine import RULES, SPACE, argument
from eregion.games.meq.herocards import hero as HC
from eregion.games.meq.missions import Holdings, Situation, mission_met
from eregion.games.meq.sauron_turn import opts
from eregion.games.meq.state import Fight, MeqState, log
from eregion.games.meq.steps import TRACK, C, advance, ask, hero_draws, hero_name, push

FIRST_HERO = 1  # decides for the heroes outside a hero turn (A18)


def situation(s: MeqState) -> Situation:
    """What the Missions read (p. 33)."""
    holdings = Holdings(
        corruption={p.hero: len(p.corruption) for p in s.pools},
        favor={p.hero: p.favor for p in s.pools},
        completed={p.hero: tuple(q for q in p.quests.done if q in C.quests) for p in s.pools},
    )
    return Situation(s.board, s.story, TRACK, len(s.plots), holdings)


def end(s: MeqState, side: str, why: str) -> None:
    s.result = (side, why)
    log(s, None, f"{'Sauron wins' if side == 'sauron' else 'the heroes win'}: {why}")
    raise GameOver


@RULES.step("finale")
def _finale(s: MeqState, st: tuple) -> Decision | None:
    """Steps 1-4: the Missions (a dominant side's alone; both when neither is), the advance, the
    heroes' gathering (A24) and the adjustment counted after the advance (A11)."""
    s.stack.pop()
    sauron_met = mission_met(C, s.missions[0], situation(s))
    heroes_met = mission_met(C, s.missions[1], situation(s))
    r = FN.reckoning(C, s.story, s.plots, opts(s), heroes_met, sauron_met)
    for side in r.revealed:
        mission = s.missions[0 if side == "sauron" else 1]
        met = sauron_met if side == "sauron" else heroes_met
        log(
            s, None, f"{side} reveal their Mission, {C.missions[mission].name}: {'met' if met else 'not met'}"
        )
    if r.winner is not None:
        end(
            s,
            r.winner,
            "the dominant side's Mission is met" if len(r.revealed) == 1 else "only its Mission is met",
        )
    for marker in (*(("yellow", "black", "red") if sauron_met else ()), *(("green",) if heroes_met else ())):
        advance(s, marker, 1)
    s.minion_damage = tuple(FN.heal_ringwraiths(dict(s.minion_damage)).items())
    for seat in range(1, s.n + 1):
        p = s.pool(seat)
        s.change_pool(
            seat, hand=(), life=tuple(sorted((*p.hand, *p.life, *p.rest, *p.damage))), rest=(), damage=()
        )
        hero_draws(s, seat, HC.attribute(s, seat, "fortitude"))
    log(s, None, f"the Ringwraiths' health and fortitude change by {r.adjustment}")
    push(s, ("champion", r.adjustment))
    return None


@RULES.step("champion")
def _champion(s: MeqState, st: tuple) -> Decision | None:
    return ask(
        s,
        FIRST_HERO,
        DecisionKind.CHOOSE_ONE,
        "Finale: choose the heroes' champion",
        (SPACE.act("seat", seat) for seat in range(1, s.n + 1)),
    )


@RULES.answer("champion")
def _champion_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    seat = int(argument(a))
    FN.champion(s.heroes, s.heroes[seat - 1])
    log(s, seat, f"{hero_name(s, seat)} is the champion")
    loc = s.board.heroes[s.heroes[seat - 1]]
    s.fight = Fight(seat, RINGWRAITHS, loc, None, False, finale=True, adjustment=st[1])
    s.stack.append(("combat",))
