"""The TCG's basic procedures: wounds and exertion, killing, burdens, drawing, playing a card, and
resolving an ability's costs and effects. Phases and combat build on these (``turn``, ``combat``).

Quoted rules are from the expanded starter rulebook (``../shared/seeds/002_*``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eregion.cards import GameOver, Modifier, deal, effects
from eregion.core import Action, Decision, DecisionKind
from eregion.games.tcg import rules as R
from eregion.games.tcg.engine import PICK, RULES, SPACE
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.text import asking, describe_event

if TYPE_CHECKING:
    from eregion.games.tcg.registry import Part
    from eregion.games.tcg.state import TcgState

_new = tuple.__new__  # (a context made without the named tuple's own ``__new__``: a call less)

step, answer = RULES.step, RULES.answer
PASS, YES, NO = SPACE["pass"], SPACE["yes"], SPACE["no"]
RING_BEARER_TITLES = ("Frodo",)


def log(s: TcgState, kind: str, player: int | None, *args: Any) -> None:
    """Record ``(kind, player, *args, text)``: the line is written now, naming the cards as they are,
    because a card named here may later be shuffled into a face-down pile and dealt another
    identity (``cards.deal``)."""
    e = (kind, player, *args)
    s.events = ((*e, describe_event(s, e)), s.events)


def finish(s: TcgState, winner: int, reason: str) -> None:
    s.result = (winner, reason)
    log(s, "game_over", winner, reason)
    raise GameOver


def push(s: TcgState, *steps: tuple) -> None:
    """Push steps so that the first one given resolves first."""
    s.stack.extend(reversed(steps))


# --- tokens ----------------------------------------------------------------------------------------


def add_twilight(s: TcgState, n: int) -> None:
    s.pool += n


def remove_twilight(s: TcgState, n: int) -> None:
    s.pool = max(0, s.pool - n)


def add_burdens(s: TcgState, p: int, n: int) -> None:
    s.burdens[p] += n
    log(s, "burden", p, n)
    if s.burdens[p] >= s.resistance[p]:  # 002, "How does he become corrupted?"
        finish(s, 1 - p, "corruption")
    check_corruption(s)


def check_corruption(s: TcgState) -> None:
    """A static ability that corrupts the Ring-bearer while it holds (The Irresistible Shadow: 5
    burdens and no draw deck), checked as burdens are added, cards drawn or milled and cards played."""
    if R.corrupting(s):
        finish(s, 1 - s.fp, "corruption")


def remove_burdens(s: TcgState, p: int, n: int) -> None:
    if not R.can_unburden(s, p):  # "burdens may not be removed from bearer" (Black Breath)
        return
    n = min(n, s.burdens[p])
    s.burdens[p] -= n
    if n:
        log(s, "unburden", p, n)


def modify(s: TcgState, target: int, stat: str, n: int, until: str, src: int) -> None:
    s.mods = (*s.mods, _new(Modifier, (target, stat, n, until, src)))


# --- characters ------------------------------------------------------------------------------------


def exert(s: TcgState, uid: int) -> None:
    """Queue an exertion: a wound placed as a cost, which never kills (an exhausted character cannot
    exert). Only a response to its being about to happen places no token (Strength of Spirit)."""
    s.stack.append(("exert", uid, 0))


@step("exert")
def _exert(s: TcgState, st: tuple) -> Decision | None:
    _, uid, asked = st
    if not asked:
        s.stack[-1] = ("exert", uid, 1)
        moment(s, "about_to_exert", (uid,))
        return None
    s.stack.pop()
    if s.cards[uid].zone in R.IN_PLAY:
        s.wounds_mut(uid).wounds += 1
        log(s, "exert", s.cards[uid].controller, uid)
        moment(s, "exerts", (uid,))
    return None


def heal(s: TcgState, uid: int) -> None:
    """Queue the healing of a wound, which responses to its being about to happen may replace
    (Extraordinary Resilience)."""
    s.stack.append(("heal", uid, 0))


@step("heal")
def _heal(s: TcgState, st: tuple) -> Decision | None:
    _, uid, asked = st
    if not s.cards[uid].wounds or not R.can_heal(s, uid):
        s.stack.pop()
        return None
    if not asked:
        s.stack[-1] = ("heal", uid, 1)
        moment(s, "about_to_heal", (uid,))
        return None
    s.stack.pop()
    c = s.wounds_mut(uid)
    c.wounds -= 1
    log(s, "heal", c.controller, uid)
    return None


def moment(s: TcgState, kind: str, subjects: tuple[int, ...], by: tuple[int, ...] = ()) -> None:
    """Something responses may answer happened (or is about to) to ``subjects``, caused by ``by``:
    queue its response window (``responses``), which opens only if some player could answer."""
    s.stack.append(("moment", kind, subjects, by))


def wound(s: TcgState, uid: int, by: tuple[int, ...] = ()) -> None:
    """Queue one wound (each wound separately: "Wounds are always placed on a character one at a
    time"), so responses and replacement effects see each one. ``by``: the cards placing it (the
    winners of a skirmish), which a killing names."""
    s.stack.append(("wound", uid, 0, by))


@step("wound")
def _wound(s: TcgState, st: tuple) -> Decision | None:
    _, uid, asked, by = st
    c = s.cards[uid]
    if c.zone not in R.IN_PLAY:
        s.stack.pop()
        return None
    fp = s.fp
    burdens = R.ring_burdens(s, uid)
    if burdens:
        # The One Ring worn: "each time the Ring-bearer is about to take a wound ..., add a burden
        # instead" (a replacement, before any response to the wound: ruling 6).
        s.stack.pop()
        log(s, "ring_absorbs", fp, uid)
        add_burdens(s, fp, burdens)
        return None
    if not asked:  # "is about to take a wound": the responses first (``responses``)
        s.stack[-1] = ("wound", uid, 1, by)
        moment(s, "about_to_wound", (uid,), by)
        return None
    s.stack.pop()
    if s.phase == "skirmish":
        cap = R.max_skirmish_wounds(s, uid)
        if cap is not None and s.skirmish_wounds.get(uid, 0) >= cap:
            log(s, "wound_prevented", c.controller, uid, s.cards[uid].uid)
            return None
        s.skirmish_wounds[uid] = s.skirmish_wounds.get(uid, 0) + 1
    c = s.wounds_mut(uid)
    c.wounds += 1
    log(s, "wound", c.controller, uid)
    moment(s, "takes_wound", (uid,), by)
    if c.wounds >= R.vitality(s, uid):
        kill(s, uid, by)
    return None


def kill(s: TcgState, uid: int, by: tuple[int, ...] = ()) -> None:
    """Killed Free Peoples characters go to the dead pile, minions to their owner's discard pile;
    cards they bear are discarded (002, "Wounds"). ``by``: the cards that killed it. A killed
    Ring-bearer loses the game once the responses to his death are done (Sam may take the Ring)."""
    c = s.cards[uid]
    owner = c.owner
    was_rb = uid == s.rb[owner]
    if R.skirmishing(s, uid):  # "killed in a skirmish": its triggers (``triggers``) see who it faced
        s.stack.append(("killed", uid, R.opponents_in_skirmish(s, uid), _resolving(s)))
    _discard_borne(s, uid, keep_ring=was_rb)
    dest = "discard" if R.DEFS[c.cid].type == "minion" else "dead"
    c = s.move(uid, owner, dest)
    c.wounds = 0
    _leave_skirmish(s, uid)
    log(s, "killed", owner, uid)
    if was_rb:
        s.stack.append(("ring_bearer_killed", owner, uid))
    moment(s, "killed", (uid,), by)


@step("ring_bearer_killed")
def _ring_bearer_killed(s: TcgState, st: tuple) -> Decision | None:
    """Unless another companion took The One Ring in response (Sam), his player loses (002, "What
    happens when he is killed?")."""
    _, p, uid = st
    s.stack.pop()
    if s.rb[p] == uid:
        finish(s, 1 - p, "ring-bearer killed")
    return None


def _resolving(s: TcgState) -> bool:
    """Is a skirmish being resolved (its wounds and kills, not an action during it)?"""
    return any(st[0] == "skirmish_done" for st in s.stack)


def _discard_borne(s: TcgState, uid: int, keep_ring: bool = False) -> None:
    for item in R.bearer_items(s, uid):
        if item == s.ring[s.cards[item].owner]:
            if not keep_ring:
                s.card_mut(item).host = None
            continue
        ic = s.card_mut(item)
        ic.host = None
        s.move(item, ic.owner, "discard")
        moment(s, "discarded", (item,))
    for item in R.stacked_on(s, uid):  # "any cards ... stacked on that card are discarded" (CR 4.2)
        s.card_mut(item).host = None
        s.move(item, s.cards[item].owner, "discard")
        log(s, "discard", s.cards[item].owner, item)


def _leave_skirmish(s: TcgState, uid: int) -> None:
    if s.assign:
        s.assign = tuple(
            (-1 if d == uid else d, tuple(m for m in ms if m != uid)) for d, ms in s.assign if d != uid or ms
        )
    sk = s.skirmish
    if sk is not None and (sk[0] == uid or uid in sk[1]):
        s.skirmish = (-1 if sk[0] == uid else sk[0], tuple(m for m in sk[1] if m != uid))


def leave_play(s: TcgState, uid: int) -> None:
    """Take a card out of play without discarding it (stacked: ``stacking``): the cards it bears are
    discarded, its wounds removed, and it leaves any skirmish (CR 4.2, "leaving play")."""
    _discard_borne(s, uid)
    c = s.card_mut(uid)
    c.host = None
    c.wounds = 0
    _leave_skirmish(s, uid)


def discard(s: TcgState, uid: int) -> None:
    """Discard a card from play (not killing it: a discarded companion is not put in the dead pile)."""
    _discard_borne(s, uid)
    c = s.card_mut(uid)
    c.host = None
    c.wounds = 0
    s.move(uid, c.owner, "discard")
    _leave_skirmish(s, uid)
    log(s, "discard", c.owner, uid)
    moment(s, "discarded", (uid,))


def shuffle_deck(s: TcgState, p: int) -> None:
    """Shuffle ``p``'s draw deck: its identities dealt again, and the cards known on its top
    (``deck_top``, ruling 91) known no more."""
    deal(s, s.zones[(p, "draw")], s.rng)
    s.known_top[p] = ()


def discard_from_hand(s: TcgState, uid: int) -> None:
    c = s.cards[uid]
    s.move(uid, c.owner, "discard")
    log(s, "discard_hand", c.owner, uid)


RULE_OF_4 = 4


def room_in_hand(s: TcgState, p: int, n: int) -> int:
    """How many of ``n`` cards ``p`` may take into hand now: "You cannot draw (or take into hand) more
    than 4 cards during your fellowship phase" (CR 4.2, "The Rule of 4"). Cards drawn at the start of
    the turn do not count (``turn`` clears the count once those triggers are done)."""
    if s.phase != "fellowship" or p != s.fp:
        return n
    n = min(n, RULE_OF_4 - s.limits.used("phase", "taken"))
    s.limits.add("phase", "taken", n)
    return n


def draw(s: TcgState, p: int, n: int = 1) -> None:
    """Draw up to ``n`` cards: the rule of 4 may allow fewer (callers that refill a hand outside the
    fellowship phase are not limited)."""
    n = room_in_hand(s, p, n)
    if n <= 0:
        return
    deck = s.zones[(p, "draw")]
    for _ in range(n):
        if not deck:  # 002, "Drawing your last card": no penalty
            return
        s.move(deck[-1], p, "hand")
    log(s, "draw", p, n)
    check_corruption(s)


def mill(s: TcgState, p: int, n: int) -> None:
    deck = s.zones[(p, "draw")]
    for _ in range(n):
        if not deck:
            return
        u = deck[-1]
        s.move(u, p, "discard")
        log(s, "mill", p, u)
    check_corruption(s)


def to_hand(s: TcgState, uid: int) -> None:
    c = s.cards[uid]
    if room_in_hand(s, c.owner, 1) < 1:
        return
    s.move(uid, c.owner, "hand")
    log(s, "to_hand", c.owner, uid)


def beneath_deck(s: TcgState, uid: int) -> None:
    c = s.cards[uid]
    public = c.zone != "hand"
    s.move(uid, c.owner, "draw", bottom=True)
    log(s, "beneath_deck", c.owner, uid if public else -1)


def see_hand(s: TcgState, viewer: int, owner: int, public: bool) -> None:
    hand = tuple(s.cards[u].cid for u in s.zones[(owner, "hand")])
    s.seen[viewer] = hand
    log(s, "reveal_hand" if public else "look_hand", viewer, owner, hand if public else ())


def play_own_site(s: TcgState, p: int, n: int) -> None:
    """Put ``p``'s site ``n`` on the adventure path, returning an opponent's site there to its owner."""
    if n > 9:
        return
    old = s.path[n]
    if old >= 0 and s.cards[old].owner == p:
        return
    mine = [u for u in s.zones[(p, "adventure")] if R.DEFS[s.cards[u].cid].site == n]
    if not mine:  # nothing to play: the site there stays on the path
        return
    if old >= 0:
        _discard_borne(s, old)  # conditions played on it (Saruman's Frost)
        s.move(old, s.cards[old].owner, "adventure")
    s.move(mine[0], p, "path")
    s.path[n] = mine[0]
    log(s, "site", p, mine[0])


# --- resolving costs and effects ------------------------------------------------------------


def parts_feasible(s: TcgState, ctx: Ctx, parts: tuple[Part, ...], full: bool = False) -> bool:
    """Can these parts be done in order? Each card a part would choose is set aside for the parts after
    it, so "discard 3 cards from hand" or "2 other companions exert" needs 3 (or 2) different cards;
    any of its choices may be the one, if the rest can be done with it ("exert an Uruk-hai to make it
    fierce": one not fierce yet).
    ``full``: every choosing part must also have something to choose (002, "choose one that can be
    fully satisfied")."""
    memo = ctx.memo
    last = len(parts) - 1
    for i, part in enumerate(parts):
        c = ctx if memo is ctx.memo else _new(Ctx, (ctx.player, ctx.src, memo))
        if not part.feasible(s, c):
            return False
        if part.choose == "pick" and (i < last or full):  # (what the last one picks sets nothing aside)
            choices = part.choices(s, c)
            if len(choices) > 1 and i < last:  # set aside one with which the rest can be done
                rest = parts[i + 1 :]
                if effects.hopeless(s, c, rest):
                    return False
                for u in choices:  # (a loop: a generator would make five closure cells at every call)
                    if parts_feasible(s, _new(Ctx, (ctx.player, ctx.src, (*memo, u))), rest, full):
                        return True
                return False
            if choices:
                memo = (*memo, choices[0])
            elif full:
                return False
        elif full and part.choose and not part.choices(s, c):
            return False
    return True


def fire(
    s: TcgState, p: int, src: int, parts: tuple[Part, ...], optional: bool, memo: tuple[int, ...] = ()
) -> None:
    """Queue a triggered ability; "you may" ones ask first. ``memo``: the card the trigger concerns,
    ``IT`` to its parts ("that companion comes into play exhausted")."""
    if optional:
        s.stack.append(("optional", p, src, parts, memo))
    else:
        s.stack.append(("res", p, src, parts, 0, memo))


Fired = tuple[int, int, "tuple[Part, ...]"]  # (player, source, parts) of a required ability


def fire_all(
    s: TcgState, fired: list[tuple[int, int, tuple[Part, ...], bool]], memo: tuple[int, ...] = ()
) -> None:
    """Queue the abilities triggered at one moment. "If two or more required actions are occurring at
    the same time ..., the Free Peoples player decides in which order they occur" (002, "Timing
    conflicts"): he is asked when their texts differ. They resolve before the optional ones."""
    required: list[Fired] = []
    for p, src, parts, optional in fired:
        if optional:
            fire(s, p, src, parts, True, memo)
        else:
            required.append((p, src, parts))
    if required:
        s.stack.append(("order_required", tuple(required), memo))


@step("order_required")
def _order_required(s: TcgState, st: tuple) -> Decision | None:
    pending: tuple[Fired, ...] = st[1]
    memo = st[2] if len(st) > 2 else ()
    if len({s.cards[src].cid for _, src, _ in pending}) < 2:  # one text, or none: nothing to order
        s.stack.pop()
        for p, src, parts in reversed(pending):
            fire(s, p, src, parts, False, memo)
        return None
    return Decision(
        s.fp,
        DecisionKind.CHOOSE_CARD,
        "Required abilities happen together: which resolves first?",
        tuple(dict.fromkeys(SPACE.card("pick", src) for _, src, _ in pending)),
    )


@answer("order_required")
def _order_required_answer(s: TcgState, st: tuple, a: Action) -> None:
    pending: tuple[Fired, ...] = st[1]
    memo = st[2] if len(st) > 2 else ()
    src = SPACE.split(a)[1]
    first = next(f for f in pending if f[1] == src)
    s.stack[-1] = ("order_required", tuple(f for f in pending if f is not first), memo)
    fire(s, *first, False, memo)


@step("optional")
def _optional(s: TcgState, st: tuple) -> Decision | None:
    _, p, src, parts, memo = st
    if not parts_feasible(s, _new(Ctx, (p, src, memo)), parts):  # nothing it could do: a lone "no"
        return Decision(p, DecisionKind.YES_NO, f"{R.DEFS[s.cards[src].cid].name}: use it?", (NO,))
    return Decision(p, DecisionKind.YES_NO, f"{R.DEFS[s.cards[src].cid].name}: use it?", (YES, NO))


@answer("optional")
def _optional_answer(s: TcgState, st: tuple, a: Action) -> None:
    _, p, src, parts, memo = st
    if a.id == "yes":
        s.stack[-1] = ("res", p, src, parts, 0, memo)
    else:
        s.stack.pop()


def resolve_parts(s: TcgState, ctx: Ctx, parts: tuple[Part, ...]) -> None:
    s.stack.append(("res", ctx.player, ctx.src, parts, 0, ctx.memo))


@step("res")
def _res(s: TcgState, st: tuple) -> Decision | None:
    _, p, src, parts, i, memo = st
    if i >= len(parts):
        s.stack.pop()
        return None
    part = parts[i]
    ctx = _new(Ctx, (p, src, memo))
    if part.gate and not part.feasible(s, ctx):
        s.stack.pop()
        return None
    if not part.choose:
        s.stack[-1] = ("res", p, src, parts, i + 1, memo)
        part.do(s, ctx, None)
        return None
    choices = part.choices(s, ctx)
    ask = part.unseen()
    prompt = asking(s, src, part.prompt)
    if not choices:  # nothing to choose: do as much as you can (002, "Costs and effects")
        return Decision(p, DecisionKind.CHOOSE_CARD, prompt, (SPACE["done"],), always_ask=ask)
    if part.choose == "opt":
        options = tuple(SPACE[f"opt:{k}"] for k in choices)
        return Decision(p, DecisionKind.CHOOSE_ONE, prompt, options, part.secret(p), ask)
    options = tuple(PICK[u] for u in choices)
    return Decision(p, DecisionKind.CHOOSE_CARD, prompt, options, part.secret(p), ask)


@answer("res")
def _res_answer(s: TcgState, st: tuple, a: Action) -> None:
    _, p, src, parts, i, memo = st
    if a.id == "done":
        s.stack[-1] = ("res", p, src, parts, i + 1, memo)
        return
    chosen = SPACE.split(a)[1] if a.id.startswith("pick:") else int(a.id.partition(":")[2])
    new_memo = (*memo, chosen) if parts[i].choose == "pick" else memo
    s.stack[-1] = ("res", p, src, parts, i + 1, new_memo)
    parts[i].do(s, _new(Ctx, (p, src, memo)), chosen)
