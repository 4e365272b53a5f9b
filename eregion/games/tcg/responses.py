"""The Response window: "Response is a timing word that allows you to play an event (or use a special
ability) whenever the situation described in its game text happens" (002, "Response").

A triggering event (a *moment*: its kind, the cards it happens to, the cards that cause it) is fired
from the place in the flow where it happens (``steps.moment``). After the required actions it
triggered, the players may respond "using the action procedure" (002): the Free Peoples player
first, then in turn, each response event from hand or response ability of an active card in play,
until both pass in a row; a player may respond more than once (CR 4.2, "response"; ruling 30).
An event that "is about to" happen (a wound) waits beneath the window, so a response can prevent it
(:class:`Prevent`) or change what it does (the Ring worn turns it into burdens).

A window is posed to a player whenever his hand and draw deck (what ``determinize`` deals) include a
response event of his side to that kind of moment, whether or not he holds one now, so being asked
tells nothing (ruling 12); no window opens when no player could answer at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.cards import Window
from eregion.core import Action, Decision, DecisionKind
from eregion.games.tcg import playing as PL
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.engine import FP_FIRST
from eregion.games.tcg.filters import targets
from eregion.games.tcg.game_facts import answerable
from eregion.games.tcg.registry import RESPONSE_EVENTS, RESPONSES, Ctx, Response
from eregion.games.tcg.text import name
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

_new = tuple.__new__  # (a context made without the named tuple's own ``__new__``: a call less)

Moment = tuple[str, tuple[int, ...], tuple[int, ...]]
"""(kind, the cards it happens to, the cards that cause it)."""
MOMENTS = {
    "about_to_wound": "{x} is about to take a wound",
    "killed": "{x} is killed",
    "wins_skirmish": "{x} wins a skirmish",
    "puts_on_ring": "the Ring-bearer puts on The One Ring",
    "played": "{x} is played",
    "about_to_exert": "{x} is about to exert",
    "exerts": "{x} exerts",
    "takes_wound": "{x} takes a wound",
    "about_to_heal": "{x} is about to heal",
    "discarded": "{x} is discarded from play",
    "skirmish_ends": "a skirmish phase ends",  # (the Ring-bearer its subject: Return to Its Master)
}
"""The kinds of triggering event, as a sentence about the card it happens to."""


@S.step("moment")
def _moment(s: TcgState, st: tuple) -> Decision | None:
    """A triggering event (``steps.moment``): open the response window when some player could answer
    it: an active card in play with a response to it (public), or a response event to such moments
    among the cards his hand could hold."""
    s.stack.pop()
    if st[1] not in answerable(s):  # no card of this game responds to such moments (most of them)
        return None
    m: Moment = (st[1], st[2], st[3])
    for p in (s.fp, 1 - s.fp):
        if could_respond(s, p, m[0]) or _responders(s, p, m):
            s.stack.append(("respond", m, FP_FIRST[s.fp]))
            break
    return None


def could_respond(s: TcgState, p: int, kind: str) -> bool:
    """Might ``p`` hold a response event to this kind of moment, as far as his opponent can tell?"""
    if not s.zones[(p, "hand")]:
        return False
    events = _events(kind, _side(s, p))
    return bool(events) and not events.isdisjoint(R.unseen_cids(s, p))


def _events(kind: str, side: str) -> frozenset[str]:
    """The response events of ``side`` to this kind of moment, worked out once (``RESPONSE_EVENTS``)."""
    found = RESPONSE_EVENTS.get((kind, side))
    if found is None:
        found = RESPONSE_EVENTS[(kind, side)] = _response_events(kind, side)
    return found


def _response_events(kind: str, side: str) -> frozenset[str]:
    by_cid = RESPONSES.get(kind, ())
    return frozenset(c for c in by_cid if R.DEFS[c].type == "event" and R.DEFS[c].side == side)


def _side(s: TcgState, p: int) -> str:
    return "free" if p == s.fp else "shadow"


def _responders(s: TcgState, p: int, m: Moment) -> list[int]:
    """``p``'s active cards in play with a response to this moment (costs aside)."""
    by_cid = RESPONSES.get(m[0], {})
    side = _side(s, p)
    cards, out = s.cards, []
    for u in R.play_uids(s):  # (a loop: no closure cells at every call)
        c = cards[u]
        if c.cid not in by_cid or c.controller != p or R.d(s, u).side not in (side, None):
            continue  # (The One Ring has no side)
        for r in by_cid[c.cid]:
            if _subjects(s, _new(Ctx, (p, u, ())), r, m):
                out.append(u)
                break
    return out


def _subjects(s: TcgState, ctx: Ctx, r: Response, m: Moment) -> list[int]:
    """The cards of the moment this response may be about ("if a Dwarf wins a skirmish")."""
    if r.by is not None and not any(r.by.match(s, b, ctx) for b in m[2]):
        return []
    q = r.q
    if q is None:
        return list(m[1])
    if isinstance(q, str):  # this card, its bearer, the Ring-bearer
        return [u for u in m[1] if u in targets(s, ctx, q)]
    return [u for u in m[1] if q.match(s, u, ctx)]


def _usable(s: TcgState, ctx: Ctx, r: Response, m: Moment) -> list[int]:
    """The subjects for which this response's costs can be paid and its effects can act (ruling 1)."""
    return [
        u
        for u in _subjects(s, ctx, r, m)
        if S.parts_feasible(s, _new(Ctx, (ctx.player, ctx.src, (u,))), r.parts)
    ]


def answers(s: TcgState, p: int, m: Moment) -> list[Action]:
    """What ``p`` may respond with now: response events in hand he may play, response abilities of
    his active cards in play (identical choices once, ruling 2)."""
    by_cid = RESPONSES.get(m[0], {})
    side = _side(s, p)
    out = []
    seen: set[str] = set()
    for u in s.zones[(p, "hand")]:
        cid = s.cards[u].cid
        if cid in seen or cid not in by_cid or R.DEFS[cid].type != "event" or R.DEFS[cid].side != side:
            continue
        seen.add(cid)
        if PL.can_play(s, p, u, free_timing=True) and any(_usable(s, Ctx(p, u), r, m) for r in by_cid[cid]):
            out.append(S.SPACE.card("play", u))
    for u in _responders(s, p, m):
        key = f"{s.cards[u].cid}@{s.cards[u].host}" if R.d(s, u).type not in R.CHARACTERS else str(u)
        if key not in seen and any(_usable(s, Ctx(p, u), r, m) for r in by_cid[s.cards[u].cid]):
            seen.add(key)
            out.append(S.SPACE.card("use", u))
    return out


def prompt(s: TcgState, m: Moment) -> str:
    """ "Gimli, Son of Glóin is about to take a wound: respond?" (its cards are public, named as the log
    names them: ruling 24)."""
    kind, subjects, _ = m
    said = MOMENTS[kind].format(x=" and ".join(name(s, u) for u in subjects) or "a card")
    return f"{said[:1].upper()}{said[1:]}: respond?"


@S.step("respond")
def _respond(s: TcgState, st: tuple) -> Decision | None:
    _, m, w = st
    if w.closed:
        s.stack.pop()
        return None
    p = w.actor
    return Decision(
        p,
        DecisionKind.YES_NO,
        prompt(s, m),
        (*answers(s, p, m), S.PASS),
        always_ask=could_respond(s, p, m[0]),
    )


@S.answer("respond")
def _respond_answer(s: TcgState, st: tuple, a: Action) -> None:
    _, m, w = st
    if a.id == "pass":
        s.stack[-1] = ("respond", m, w.passed())
        return
    s.stack[-1] = ("respond", m, w.acted())
    p = w.actor
    verb, u = S.SPACE.split(a)
    ctx = Ctx(p, u)
    r, subjects = next((r, subj) for r in RESPONSES[m[0]][s.cards[u].cid] if (subj := _usable(s, ctx, r, m)))
    parts = r.parts if len(subjects) == 1 else (Among(tuple(subjects)), *r.parts)
    memo = (subjects[0],) if len(subjects) == 1 else ()
    if verb == "play":  # paid for and put aside first; its effects, then it is discarded (steps._play)
        S.push(s, ("play", p, u, 0, -1), ("res", p, u, parts, 0, memo), ("event_done", u))
    else:
        S.log(s, "use", p, u)
        s.stack.append(("res", p, u, parts, 0, memo))


def moment(s: TcgState) -> Moment | None:
    """The moment of the innermost open response window (what "that wound" means)."""
    for st in reversed(s.stack):
        if st[0] == "respond":
            return st[1]
    return None


# --- parts that only a response uses ----------------------------------------------------------------


@dataclass(frozen=True)
class Among(Part):
    """Which of the moment's cards a response is about, when several fit (two Uruk-hai win)."""

    cards: tuple[int, ...]
    choose = "pick"
    prompt = "Respond about which card?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return list(self.cards)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        return None


PREVENTED = {
    "about_to_wound": "wound_prevented",
    "about_to_exert": "no_token",
    "about_to_heal": "heal_prevented",
}
"""The log line of each prevented event."""


def _waiting(s: TcgState) -> int | None:
    """Where the innermost open response window is on the stack, when what it answers waits beneath
    it: a wound about to be taken, or the effects of an event being played."""
    i = max((i for i, st in enumerate(s.stack) if st[0] == "respond"), default=-1)
    if i < 1:
        return None
    m, below = s.stack[i][1], s.stack[i - 1]
    if m[0].startswith("about_to") or (m[0] == "played" and below[0] == "res" and below[2] == m[1][0]):
        return i
    return None


def _close(s: TcgState, i: int) -> Moment:
    """End the window at ``i``: "the situation it responds to no longer exists" (CR 4.2, "response")."""
    _, m, w = s.stack[i]
    s.stack[i] = ("respond", m, Window(w.order, w.turn, len(w.order)))
    return m


@dataclass(frozen=True)
class Prevent(Part):
    """Prevent what is about to happen ("prevent that wound"): it does not happen, and its window
    closes."""

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        i = _waiting(s)
        return i is not None and s.stack[i][1][0].startswith("about_to")

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        i = _waiting(s)
        assert i is not None
        m = _close(s, i)
        s.stack.pop(i - 1)  # the event waiting beneath its window
        S.log(s, PREVENTED[m[0]], ctx.player, m[1][0], ctx.src)


@dataclass(frozen=True)
class Cancel(Part):
    """Cancel the event being played: "that other action does not have its effect, but its costs and
    requirements are still paid" (002, "Response"); its window closes."""

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        i = _waiting(s)
        return i is not None and s.stack[i][1][0] == "played"

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        i = _waiting(s)
        assert i is not None
        m = _close(s, i)
        res = s.stack[i - 1]
        s.stack[i - 1] = (*res[:4], len(res[3]), res[5])  # its effects are skipped
        S.log(s, "cancel_event", ctx.player, m[1][0], ctx.src)


@dataclass(frozen=True)
class CopiesBeneathDeck(Part):
    """Take every copy of the card (``IT``) from your discard pile and place them beneath your draw
    deck (Breeding Pit)."""

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        cid = s.cards[ctx.it].cid
        for u in [u for u in s.zones[(ctx.player, "discard")] if s.cards[u].cid == cid]:
            S.beneath_deck(s, u)


@dataclass(frozen=True)
class PlayIt(Part):
    """Play the card (``IT``) from your discard pile, its twilight cost less ``discount``, with its usual
    bearer rules (Plundered Armories)."""

    discount: int = 0

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        it = ctx.it
        return s.cards[it].zone == "discard" and PL.can_play(
            s, ctx.player, it, self.discount, free_timing=True
        )

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        PL.start_play(s, ctx.player, ctx.it, self.discount)


@dataclass(frozen=True)
class ToLoser(Part):
    """Transfer this condition from your support area to the character that lost the skirmish, one per
    character ("limit 1 per character": Blade Tip)."""

    choose = "pick"
    prompt = "Transfer it to which character?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        m = moment(s)
        if m is None or s.cards[ctx.src].zone != "support":
            return []
        cid = s.cards[ctx.src].cid
        return [
            u for u in m[2] if R.in_play(s, u) and all(s.cards[i].cid != cid for i in R.bearer_items(s, u))
        ]

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        c = s.move(ctx.src, s.cards[ctx.src].owner, "attached")
        c.host = chosen
        S.log(s, "transfer", ctx.player, ctx.src, chosen, 0)


@dataclass(frozen=True)
class PutOnRing(Part):
    """The Ring-bearer wears The One Ring until the regroup phase (002, "The One Ring"): the wound he
    is about to take becomes burdens (CR 4.2, The One Ring rulings), and the Shadow player may respond
    to his putting it on."""

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return not s.wearing

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        s.wearing = True
        rb = s.rb[s.fp]
        S.log(s, "wear_ring", s.fp, rb)
        S.moment(s, "puts_on_ring", (rb,))


@dataclass(frozen=True)
class MakeRingBearer(Part):
    """Sam: when Frodo the Ring-bearer is killed, this companion takes The One Ring and becomes the
    Ring-bearer with resistance ``resistance``; the burdens stay (ruling 3)."""

    resistance: int

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        p = s.cards[ctx.src].controller
        return ctx.it == s.rb[p] and s.cards[ctx.src].zone == "fellowship"

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        p = s.cards[ctx.src].controller
        s.rb[p] = ctx.src
        s.resistance[p] = self.resistance
        s.wearing = False
        s.card_mut(s.ring[p]).host = ctx.src
        S.log(s, "new_ring_bearer", p, ctx.src)
        if s.burdens[p] >= s.resistance[p]:
            S.finish(s, 1 - p, "corruption")
