"""Sauron's cards in the game flow: the ``card_part`` step that runs an encoded text, the Shadow card
windows (p. 17), and what the cards in play change in the hero's turn.

A window opens at each moment a Shadow card's timing names (Sauron's Action step, a hero's turn start,
a hero entering a location, a combat's start, a hero's defeat) whenever what everyone can see allows a
card: Sauron holds one, has played none this player turn, and the Shadow Pool meets the lowest number
among the deck's cards of that timing. It is then always posed, even with "pass" as the only option, so
that whether Sauron had a card to play never shows (R301).
"""

from __future__ import annotations

from dataclasses import replace

from eregion.cards.presentation import asked_by
from eregion.core import Action, Decision, DecisionKind
from eregion.games.meq import events as EV
from eregion.games.meq import shadow as SH
from eregion.games.meq.board import Token
from eregion.games.meq.engine import RULES, SAURON, SPACE, argument
from eregion.games.meq.herocards.hero import attribute
from eregion.games.meq.influence import perilous_for
from eregion.games.meq.sauroncards.hero_parts import LASTING
from eregion.games.meq.sauroncards.registry import EMPTY, plot_perilous, text_of
from eregion.games.meq.sauroncards.vocab import Ctx, Element, card_name, run
from eregion.games.meq.state import Fight, MeqState, log
from eregion.games.meq.steps import C, add_to, ask, hero_name, set_pile


@RULES.step("card_part")
def _card_part(s: MeqState, st: tuple) -> Decision | None:
    """One element of a card's text: done at once, or its choice posed to whoever makes it."""
    part: Element = st[1]
    ctx: Ctx = st[2]
    if not part.chooses():
        s.stack.pop()
        part.do(s, ctx, None)
        return None
    if len(st) == 3:
        part.start(s, ctx)
        s.stack[-1] = (*st, "started")
    options = part.choices(s, ctx)
    if not options:
        s.stack.pop()
        return None
    return ask(
        s,
        part.chooser(s, ctx),
        DecisionKind.CHOOSE_ONE,
        asked_by(
            f"{card_name(ctx.card)}{f' ({hero_name(s, ctx.seat)})' if ctx.seat else ''}",
            part.ask_prompt(s, ctx),
        ),
        options,
        secret=part.secret(),
        always=part.unseen,
    )


@RULES.answer("card_part")
def _card_part_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    st[1].do(s, st[2], a)


@RULES.step("card_done")
def _card_done(s: MeqState, st: tuple) -> Decision | None:
    """A Shadow card goes to its discard pile once its effect is resolved (p. 17)."""
    s.stack.pop()
    add_to(s, "shadow_discard", st[1])
    return None


# --- Shadow card windows -----------------------------------------------------------------------------


def _moment(s: MeqState, kind: str, seat: int, loc: str | None) -> SH.Moment:
    minion = kind == SH.COMBAT_START and s.fight is not None and s.fight.foe in C.minions
    where = loc if loc is not None else (s.board.heroes[s.heroes[seat - 1]] if seat else None)
    haven = where is not None and C.locations[where].haven
    return SH.Moment(kind, minion=minion, haven=haven, played=s.shadow_used)


def window_open(s: MeqState, moment: SH.Moment) -> bool:
    """What everyone sees allows a Shadow card now: one in Sauron's hand, none played this player turn,
    and the Shadow Pool at least the lowest number of the deck's cards of this timing (R301)."""
    if moment.played or not s.decks["shadow_hand"]:
        return False
    needs = [k.requirement for k in C.shadow if SH.fits(k.timing, moment)]
    return bool(needs) and s.board.shadow_pool >= min(needs)


def playable(s: MeqState, moment: SH.Moment) -> list[Action]:
    """ "play" actions for the Shadow cards Sauron may play at ``moment``."""
    return [
        SPACE.act("play", c) for c in sorted(SH.playable_shadow(C, s.board, s.decks["shadow_hand"], moment))
    ]


@RULES.step("shadow_window")
def _shadow_window(s: MeqState, st: tuple) -> Decision | None:
    """``("shadow_window", moment, seat, location)``: Sauron may play a Shadow card of that timing."""
    kind, seat = st[1], st[2]
    loc = st[3] if len(st) > 3 else None
    moment = _moment(s, kind, seat, loc)
    if not window_open(s, moment):
        s.stack.pop()
        return None
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_CARD,
        f"Shadow cards, {kind.replace('_', ' ')}: play one?",
        [*playable(s, moment), SPACE["pass"]],
        always=True,
    )


@RULES.answer("shadow_window")
def _shadow_window_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id != "pass":
        seat = st[2]
        loc = st[3] if len(st) > 3 else None
        play_shadow(s, argument(a), _moment(s, st[1], seat, loc), Ctx(argument(a), seat, loc))


def play_shadow(s: MeqState, card: str, moment: SH.Moment, ctx: Ctx) -> None:
    """Sauron plays ``card`` (p. 17): out of his hand, revealed, its effect pushed to run now, then the
    card to the discard pile."""
    set_pile(s, "shadow_hand", SH.play_shadow(C, s.board, s.decks["shadow_hand"], card, moment))
    s.shadow_used = True
    log(s, SAURON, f"Sauron plays {card_name(card)}")
    s.stack.append(("card_done", card))
    if ctx.seat:  # after the card's text: what the hero's own cards do then (Greedy, the Elven Cloak)
        s.stack.append(("shadow_played", ctx.seat))  # (``herocards.run`` answers it)
    run(s, ctx, text_of(card).now)


# --- what cards in play change -------------------------------------------------------------------------


def refresh_perilous(s: MeqState) -> None:
    """The locations cards make perilous: the active Plots' and those marked until a turn's end."""
    marks = {x.partition(":")[2] for x in s.decks.get(LASTING, ()) if x.startswith("perilous:")}
    s.board = replace(s.board, perilous=frozenset(marks | plot_perilous(s.plots)))


def end_hero_turn(s: MeqState, seat: int) -> None:
    """What lasted until the end of this hero's turn ends (His Arm Has Grown Long, Winter Storm)."""
    lasting = s.decks.get(LASTING, ())
    keep = [x for x in lasting if not (x.startswith("perilous:") or x == f"one_move:{seat}")]
    if len(keep) != len(lasting):
        set_pile(s, LASTING, keep)
        refresh_perilous(s)


def one_move(s: MeqState, seat: int) -> bool:
    """Winter Storm: this hero moves at most once this Travel step."""
    return f"one_move:{seat}" in s.decks.get(LASTING, ())


def green_slower(s: MeqState) -> int:
    """How many spaces fewer the heroes' marker advances in this Story step (Grievous Loss), the
    effect used up."""
    lasting = s.decks.get(LASTING, ())
    less = sum(int(x.partition(":")[2]) for x in lasting if x.startswith("green_slower:"))
    if less:
        set_pile(s, LASTING, [x for x in lasting if not x.startswith("green_slower:")])
    return less


def may_use_event(s: MeqState, loc: str) -> bool:
    """A hero exploring ``loc`` may use the Current Event there when its text is encoded (R321)."""
    event = s.current_event
    return event is not None and EV.event_marker(C, event) == loc and text_of(event) != EMPTY


def use_current_event(s: MeqState, seat: int, loc: str) -> None:
    """The Current Event is discarded, then its "after a hero explores" text acts (p. 14)."""
    event = s.current_event
    assert event is not None
    card = EV.event_card(C, event)
    add_to(s, f"event_discard{card.stage}", event)
    s.current_event = None
    log(s, seat, f"{C.heroes[s.heroes[seat - 1]].name} uses {card.name}")
    run(s, Ctx(event, seat, loc), text_of(event).explore)


@RULES.step("entered")
def _entered(s: MeqState, st: tuple) -> Decision | None:
    """After the Shadow window of a hero's entry: Combat or Peril, with what is perilous now (p. 22)."""
    seat, dst = st[1], st[2]
    peril = perilous_for(s.board, C, dst, attribute(s, seat, "wisdom"))  # wisdom as it stands
    s.stack[-1] = ("foe", seat, True, peril)
    return None


@RULES.step("fought_as")
def _fought_as(s: MeqState, st: tuple) -> Decision | None:
    """Rise of the Uruk-hai: Sauron fights the flipped token as itself or as an Uruk-hai."""
    face, as_ = st[2], st[3]
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_ONE,
        f"{card_name(st[7])}: fight the {C.monsters[face].name} as itself or as a {C.monsters[as_].name}?",
        [SPACE.act("fight", face), SPACE.act("fight", as_)],
    )


@RULES.answer("fought_as")
def _fought_as_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    _, seat, face, _as, loc, travel, group, _plot = st
    s.fight = Fight(seat, argument(a), loc, Token(group, face), travel)
    s.stack.append(("combat",))
