"""A defeated hero (p. 32): Sauron's leftmost marker advances, the hero loses a favor or an Item and
wakes in the nearest Haven with his rest and damage pools shuffled back into his life pool.

A combat, a peril, a card or a Sauron card that leaves a hero without life pushes ``("defeat", seat)``.
"""

from __future__ import annotations

from eregion.core import Action, Decision, DecisionKind
from eregion.games.meq import options as OP
from eregion.games.meq import story as ST
from eregion.games.meq.board import nearest_havens
from eregion.games.meq.engine import RULES, SAURON, SPACE, argument
from eregion.games.meq.herocards import hero as HC
from eregion.games.meq.sauron_turn import dominant, opts
from eregion.games.meq.shadow import HERO_DEFEATED
from eregion.games.meq.state import MeqState, log
from eregion.games.meq.steps import TRACK, C, advance, ask, end_turn, hero_name, push, take, where


@RULES.step("defeat")
def _defeat(s: MeqState, st: tuple) -> Decision | None:
    """A defeated hero (p. 32): Sauron's leftmost marker +1, a favor or an Item lost, to the nearest
    Haven, rest and damage pools shuffled into the life pool, and his turn ends."""
    s.stack.pop()
    seat = st[1]
    log(s, seat, f"{hero_name(s, seat)} is defeated")
    end_turn(s)
    push(
        s, ("defeat_marker", seat), ("lose", seat), ("to_haven", seat), ("shadow_window", HERO_DEFEATED, seat)
    )
    return None


@RULES.step("defeat_marker")
def _defeat_marker(s: MeqState, st: tuple) -> Decision | None:
    """The leftmost Sauron marker advances, the hero picking among ties; with High Stakes Stage III
    while the heroes are dominant, any of the three, Sauron picking (p. 35)."""
    markers, side = OP.defeat_markers(s.story, TRACK, dominant(s), opts(s))
    who = SAURON if side == ST.SAURON else st[1]
    return ask(
        s,
        who,
        DecisionKind.CHOOSE_ONE,
        "Defeated hero: which of Sauron's markers advances?",
        (SPACE.act("marker", m) for m in markers),
    )


@RULES.answer("defeat_marker")
def _defeat_marker_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    advance(s, argument(a), HC.marker_steps(s, st[1]))


@RULES.step("lose")
def _lose(s: MeqState, st: tuple) -> Decision | None:
    p = s.pool(st[1])
    opts = ([SPACE["favor"]] if p.favor else []) + [SPACE.act("item", i) for i in sorted(set(p.items))]
    if not opts:
        s.stack.pop()
        return None
    prompt = f"Defeated hero: {hero_name(s, st[1])} loses a favor or an Item"
    return ask(s, st[1], DecisionKind.CHOOSE_ONE, prompt, opts)


@RULES.answer("lose")
def _lose_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    p = s.pool(st[1])
    if a.id == "favor":
        s.change_pool(st[1], favor=p.favor - 1)
    else:
        s.change_pool(st[1], items=take(p.items, argument(a)))


@RULES.step("to_haven")
def _to_haven(s: MeqState, st: tuple) -> Decision | None:
    """To the nearest Haven by locations away; Sauron breaks ties (R3)."""
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_ONE,
        f"Defeated hero: which Haven does {hero_name(s, st[1])} wake in?",
        (SPACE.act("at", h) for h in nearest_havens(C, where(s, st[1]))),
    )


@RULES.answer("to_haven")
def _to_haven_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    seat = st[1]
    s.board = s.board.move_hero(s.heroes[seat - 1], argument(a))
    p = s.pool(seat)
    s.change_pool(seat, life=tuple(sorted((*p.life, *p.rest, *p.damage))), rest=(), damage=())
