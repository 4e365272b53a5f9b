"""Playing a card: who may bear it, whether it can be played now (timing, cost, uniqueness, its
costs payable), and the play itself, its twilight paid, its "when played" triggers fired.

Quoted rules are from the expanded starter rulebook (``../shared/seeds/002_*``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.cards import effects
from eregion.core import Action, Decision, DecisionKind
from eregion.games.tcg import rules as R
from eregion.games.tcg.borrowing import borrows, triggers_of
from eregion.games.tcg.engine import SPACE
from eregion.games.tcg.game_facts import listened
from eregion.games.tcg.registry import PLAYS, TEXT, Ctx
from eregion.games.tcg.rules import play_cost
from eregion.games.tcg.steps import (
    add_twilight,
    answer,
    check_corruption,
    fire,
    fire_all,
    log,
    moment,
    parts_feasible,
    push,
    remove_twilight,
    step,
)

if TYPE_CHECKING:
    from eregion.games.tcg.components import CardDef
    from eregion.games.tcg.registry import CardText, Part
    from eregion.games.tcg.state import TcgState

_new = tuple.__new__  # (a context made without the named tuple's own ``__new__``: a call less)


def legal_bearers(s: TcgState, p: int, uid: int) -> list[int]:
    """Characters of ``p`` that may bear this possession or condition: the bearer requirement, one
    item of each class (002, "Playing possessions and artifacts"), "limit 1 per" bearer."""
    dd = R.DEFS[s.cards[uid].cid]
    text = TEXT.get(dd.id)
    q = text.bearer if text else None
    if q is None:
        return []
    ctx = _new(Ctx, (p, uid, ()))
    if getattr(q, "type", None) == "site":  # "Plays on a site": any site on the adventure path
        here = [u for u in s.path if u >= 0 and q.match(s, u, ctx)]
        if text is not None and text.one_per_bearer:  # "Limit 1 per site"
            here = [u for u in here if not any(s.cards[i].cid == dd.id for i in R.bearer_items(s, u))]
        return here
    zones = ((p, "fellowship"), (p, "support")) if dd.side == "free" else ((p, "shadow"),)
    if dd.side == "shadow" and dd.type == "condition":  # "Plays on a companion" (You Bring Great Evil)
        zones += ((1 - p, "fellowship"), (1 - p, "support"))
    out = []
    for z in zones:
        for u in s.zones[z]:
            if R.DEFS[s.cards[u].cid].type not in R.CHARACTERS or not q.match(s, u, ctx):
                continue
            if (dd.item_class or text.one_per_bearer) and _bears_against(s, u, dd, text):
                continue
            out.append(u)
    return out


def _bears_against(s: TcgState, bearer: int, dd: CardDef, text: CardText) -> bool:
    """Does ``bearer`` already bear an item of the card's class ("in addition to 1 other hand weapon":
    unless one of the two may be borne besides another) or, "limit 1 per bearer", a copy of it?"""
    for i in R.bearer_items(s, bearer):
        borne = R.DEFS[s.cards[i].cid]
        if dd.item_class and borne.item_class == dd.item_class and _extra(borne.id) == text.extra_weapon:
            return True
        if text.one_per_bearer and borne.id == dd.id:
            return True
    return False


def _extra(cid: str) -> bool:
    """May this card be borne in addition to another of its class (Morgul Blade)?"""
    text = TEXT.get(cid)
    return text is not None and text.extra_weapon


def needs_bearer(uid_cid: str) -> bool:
    if R.DEFS[uid_cid].type not in _BORNE:
        return False
    text = TEXT.get(uid_cid)
    return not ((text is not None and text.support) or "support_area" in R.KW[uid_cid])


_BORNE = ("possession", "condition")


def can_play(s: TcgState, p: int, uid: int, discount: int = 0, free_timing: bool = False) -> bool:
    """May ``p`` play this card now? Side, timing, uniqueness, the rule of 9, the twilight to pay,
    a legal bearer and every requirement of its text."""
    c = s.cards[uid]
    dd = R.DEFS[c.cid]
    fp = s.fp
    side = "free" if p == fp else "shadow"
    if dd.side != side or not (free_timing or R.timely(dd, side, s.phase)):
        return False
    t = dd.type
    if dd.unique:
        if dd.side == "shadow":  # only an active copy forbids another (002, "Unique cards")
            if _titled(s, R.play_uids(s), dd.title):
                return False
        elif R.title_in_play(s, p, dd.title) or _titled(s, s.zones[(p, "dead")], dd.title):
            return False
    if t == "companion":
        dead = _companions_among(s, s.zones[(p, "dead")])
        if len(s.zones[(p, "fellowship")]) + dead >= 9:  # "the rule of 9"
            return False
    if dd.side == "shadow" and s.pool < play_cost(s, uid, discount):
        return False
    if R.forbidden(s, uid):
        return False
    if t in _BORNE and needs_bearer(c.cid) and not legal_bearers(s, p, uid):  # (most cards are neither)
        return False
    text = TEXT.get(c.cid)
    if text is not None:
        ctx = _new(Ctx, (p, uid, ()))
        for part in text.requires:
            if not part.feasible(s, ctx):
                return False
        if t == "event" and not parts_feasible(s, ctx, text.event):
            return False
    return True


def _titled(s: TcgState, uids: list[int], title: str) -> bool:
    """Is one of these cards titled ``title``? (A loop apart from :func:`can_play`: a comprehension
    there would make closure cells at every call.)"""
    cards = s.cards
    for u in uids:
        if R.DEFS[cards[u].cid].title == title:
            return True
    return False


def _companions_among(s: TcgState, uids: list[int]) -> int:
    cards = s.cards
    return sum(1 for u in uids if R.DEFS[cards[u].cid].type == "companion")


def start_play(s: TcgState, p: int, uid: int, discount: int = 0) -> None:
    s.stack.append(("play", p, uid, discount, -1))


@step("play")
def _play(s: TcgState, st: tuple) -> Decision | None:
    _, p, uid, discount, bearer = st
    c = s.card_mut(uid)
    if bearer < 0 and needs_bearer(c.cid):
        opts = legal_bearers(s, p, uid)
        if not opts:
            s.stack.pop()
            return None
        return Decision(
            p,
            DecisionKind.CHOOSE_CARD,
            f"Play {R.DEFS[c.cid].name} on which character?",
            tuple(SPACE.card("pick", u) for u in opts),
        )
    s.stack.pop()
    if c.zone == "stacked":  # played from the card it was stacked on (``stacking``)
        c.host = None
    dd = R.DEFS[c.cid]
    if bearer >= 0:  # its bearer chosen first: a cost may depend on it (Asfaloth "when played on Arwen")
        c.host = bearer
    cost = play_cost(s, uid, discount)
    for src, ab in R.statics(s):  # "the first Nazgûl played each turn": this one was
        if ab.first_per and ab.stat == "cost" and ab.applies(s, src, uid):
            s.limits.add(ab.first_per, ("first", src), 1)
    if dd.side == "free":
        add_twilight(s, cost)
    else:
        remove_twilight(s, cost)
        if dd.type == "minion" and dd.culture == "moria" and dd.race == "orc" and s.phase == "shadow":
            s.first_orc_played = True
    text = TEXT.get(c.cid)
    t = dd.type
    if t == "companion":
        s.move(c.uid, p, "fellowship")
    elif t == "ally":
        s.move(c.uid, p, "support")
    elif t == "minion":
        s.move(c.uid, p, "shadow")
    elif t == "event":
        s.move(c.uid, p, "void")
    elif bearer >= 0:
        s.move(c.uid, p, "attached")
        c.host = bearer
    else:
        s.move(c.uid, p, "support")
    log(s, "play", p, uid, cost, bearer)
    if text is None:
        if t == "event":
            s.move(c.uid, p, "discard")
        else:
            moment(s, "played", (uid,))
        _plays(s, p, uid)
        return None
    if t == "event" and not text.responses:  # (a response's effects are queued by ``responses``)
        k = paid_first(text.event)
        parts = (*text.event[:k], PLAYED, *text.event[k:])
        push(s, ("res", p, uid, parts, 0, ()), ("event_done", uid))
    elif t != "event":
        moment(s, "played", (uid,))  # after its "when you play" text (pushed above it)
    for trig in text.triggers:
        if trig.on == "play":
            fire(s, p, uid, trig.parts, trig.optional)
    _plays(s, p, uid)
    if text.requires:  # "To play, exert ...": paid as the card is played, before it does anything
        s.stack.append(("res", p, uid, text.requires, 0, ()))
    check_corruption(s)
    return None


def paid_first(parts: tuple[Part, ...]) -> int:
    """How many of an ability's parts come before its effects: requirements and the costs before "to"
    (``vocab.Part.cost``); the last part is always an effect."""
    n = 0
    while n < len(parts) - 1 and (parts[n].gate or getattr(parts[n], "cost", False)):
        n += 1
    return n


@dataclass(frozen=True)
class _Played(effects.Part["TcgState", Ctx]):
    """Where an event's costs are paid and its effects are still to come: the responses to its being
    played, which may cancel it (CR 4.2, "Playing a card": respond to the playing, then its effects)."""

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        moment(s, "played", (ctx.src,))


PLAYED = _Played()


def _plays(s: TcgState, p: int, uid: int) -> None:
    """Fire the "each time you play ..." triggers of ``p``'s active cards in play, the "each time ... is
    played" ones (``by`` "any") of every active card and of the fellowship's site (the Free Peoples
    player's); the card played is ``IT`` to them."""
    if "plays" not in listened(s):  # no card of this game has such a trigger
        return
    fired = []
    site = R.current_site(s)
    for u in (*R.play_uids(s), *((site,) if site is not None else ())):
        cid = s.cards[u].cid
        trigs = PLAYS.get(cid)
        if borrows(cid):  # "each time you play ..." in a site's text lent to it
            trigs = tuple(t for t in triggers_of(s, u) if t.on == "plays")
        if not trigs or u == uid:
            continue
        owner = s.fp if u == site else s.cards[u].controller
        for trig in trigs:
            if (
                (trig.by == "any" or owner == p)
                and trig.q is not None
                and trig.q.match(s, uid, Ctx(owner, u))
            ):
                fired.append((owner, u, trig.parts, trig.optional))
    if fired:
        fire_all(s, fired, (uid,))


@answer("play")
def _play_answer(s: TcgState, st: tuple, a: Action) -> None:
    s.stack[-1] = (*st[:4], SPACE.split(a)[1])


@step("event_done")
def _event_done(s: TcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    c = s.cards[st[1]]
    if c.zone == "void":
        s.move(c.uid, c.owner, "discard")
    return None
