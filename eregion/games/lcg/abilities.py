"""Card abilities in the flow of the game: the ``res`` step that runs an ability's parts, triggers
(forced effects, then responses, FAQ 1.09), what an action window offers (events and "Action:"
abilities), events' payment, When Revealed and shadow effects, and the effects that wait for the end of
the phase or of the round.

Sections cited are from the rules companion (``shared/seeds/001_*``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from eregion.cards import Window, effects
from eregion.core import Action, Decision, DecisionKind
from eregion.games.lcg import rules as R
from eregion.games.lcg.engine import PICK, PLAY, USE
from eregion.games.lcg.filters import Q
from eregion.games.lcg.registry import PLAYER_BASE, TEXT, CardText, Ctx, Part, from_hand, listeners
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.steps import PASS, SPACE, answer, log, pose, resolve, shuffle, step
from eregion.games.lcg.text import asking, happening

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

CARD, ONE, TURN = DecisionKind.CHOOSE_CARD, DecisionKind.CHOOSE_ONE, DecisionKind.TURN
_new = tuple.__new__  # (a window or context made without the named tuple's own ``__new__``)


def text(s: LcgState, uid: int) -> CardText | None:
    return TEXT.get(s.cards[uid].cid)


# --- running parts ---------------------------------------------------------------------------------


def parts_feasible(s: LcgState, ctx: Ctx, parts: tuple[Part, ...]) -> bool:
    """Can these parts be done in order (5.6)? A card or player a part would choose is set aside for
    the parts after it, trying each choice, so "exhaust a character to attack with it" needs a
    character with an enemy to attack (Quick Strike)."""
    if not parts:
        return True
    part, rest = parts[0], parts[1:]
    if part.choose == "pick":  # it can be done when it has a choice (``vocab.Part``: not asked twice)
        choices = part.choices(s, ctx)
        if not choices:
            return False
        if len(choices) > 1 and effects.hopeless(s, ctx, rest):
            return False
        return any(parts_feasible(s, ctx.add(c), rest) for c in choices)
    if not part.feasible(s, ctx):
        return False
    if part.choose == "opt" and type(part).__name__ == "ChoosePlayer":
        return any(parts_feasible(s, ctx.add(PLAYER_BASE + c), rest) for c in part.choices(s, ctx))
    return parts_feasible(s, ctx, rest)


@step("res")
def _res(s: LcgState, st: tuple) -> Decision | None:
    _, ctx, parts, i = st
    if i >= len(parts):
        s.stack.pop()
        return None
    part = parts[i]
    if part.gate and not part.feasible(s, ctx):
        s.stack.pop()
        return None
    if not part.choose:
        s.stack[-1] = ("res", ctx, parts, i + 1)
        part.do(s, ctx, None)
        return None
    choices = part.choices(s, ctx)
    if part.choose == "pick" and i + 1 < len(parts):  # only cards that let the rest be done
        choices = [c for c in choices if parts_feasible(s, ctx.add(c), parts[i + 1 :])] or choices
    p = ctx.player
    ask = s.n > 1 and part.unseen()
    prompt = asking(s, ctx.src, part.prompt)
    if not choices:  # nothing to choose: the effect does what it can (a lone "done")
        return Decision(p, CARD, prompt, (SPACE["done"],), always_ask=ask)
    if part.choose == "opt":
        labels = part.labels(s, ctx)
        prompt += ": " + "; ".join(f"{k}: {labels.get(k, k)}" for k in choices)
        return Decision(p, ONE, prompt, tuple(SPACE[f"opt:{k}"] for k in choices), part.secret(p), ask)
    return Decision(p, CARD, prompt, tuple([PICK[u] for u in choices]), part.secret(p), ask)


@answer("res")
def _res_answer(s: LcgState, st: tuple, a: Action) -> None:
    _, ctx, parts, i = st
    if a.id == "done":
        s.stack[-1] = ("res", ctx, parts, i + 1)
        return
    part = parts[i]
    if part.choose == "pick":
        chosen = SPACE.split(a)[1]
        new = ctx.add(chosen)
    else:
        chosen = int(a.id.partition(":")[2])
        new = ctx.add(PLAYER_BASE + chosen) if type(part).__name__ == "ChoosePlayer" else ctx
        if part.secret(ctx.player) is None:  # a public choice is on the record (+1 willpower until...)
            log(s, "choice", ctx.player, ctx.src, part.labels(s, ctx).get(chosen, str(chosen)))
    s.stack[-1] = ("res", new, parts, i + 1)
    part.do(s, ctx, chosen)


# --- triggers: forced effects, then responses ----------------------------------------------------------


def _subject_ok(s: LcgState, src: int, subject: str | Q, subj: int, player: int, extra: tuple = ()) -> bool:
    if subject == "any":
        return True
    if subject == "self":
        return subj == src
    if subject == "bearer":
        return subj >= 0 and subj == s.cards[src].host
    if subject == "in_extra":  # this card took part (Legolas: "participates in an attack")
        return src in extra
    if subject == "bearer_in_extra":
        return s.cards[src].host in extra
    if subject == "attacks_you":  # the enemy is engaged with this player (Dark Knowledge)
        return subj >= 0 and s.cards[subj].zone == "engaged" and s.cards[subj].controller == player
    assert isinstance(subject, Q)
    return subj >= 0 and subject.match(s, subj, Ctx(player, src))


def _controller(s: LcgState, uid: int) -> int:
    c = s.cards[uid].controller
    return s.first if c == ENC else c


def _sources(s: LcgState, on: str, want: frozenset[str]) -> list[int]:
    """Cards in play (or in the encounter area) whose text listens to ``on`` (``want``: its listeners)."""
    cards, zones = s.cards, s.zones
    order = R.turn_order(s)
    keys = _SOURCE_ZONES.get((order, on))
    if keys is None:
        lie = {z for cid in want for z in _LIES_IN.get(R.DEFS[cid].type, _ANY_SOURCE)}
        every = (*((p, z) for p in order for z in _PLAYER_SOURCES), *_ENC_SOURCES)
        keys = _SOURCE_ZONES[(order, on)] = tuple(k for k in every if k[1] in lie)
    out = []
    for key in keys:
        for u in zones[key]:
            if cards[u].cid in want:
                out.append(u)
    return out


def _in_hand(s: LcgState, p: int, cids: frozenset[str]) -> bool:
    cards = s.cards
    for u in s.zones[(p, "hand")]:
        if cards[u].cid in cids:
            return True
    return False


_PLAYER_SOURCES = ("heroes", "allies", "attached", "engaged")
_ENC_SOURCES = ((ENC, "staging"), (ENC, "active"), (ENC, "quest"))
_ANY_SOURCE = (*_PLAYER_SOURCES, *(z for _, z in _ENC_SOURCES))
_LIES_IN = {
    "hero": ("heroes", "engaged", "staging"),
    "ally": ("allies", "engaged", "staging"),
    "attachment": ("attached", "engaged", "staging"),
    "event": ("engaged", "staging"),
    "enemy": ("engaged", "staging"),
    "location": ("staging", "active"),
    "quest": ("quest",),
}
"""Where a card of each type may lie among :func:`_sources`' zones (a player card also face down as an
Orc Guard, ``rules.d``); any other type anywhere."""
_SOURCE_ZONES: dict[tuple[tuple[int, ...], str], tuple[tuple[int, str], ...]] = {}
"""The zones :func:`_sources` looks at, in order, by the players still in the game in turn order and
the trigger: those where a card listening to it may lie ("attacks": the enemies' only)."""


@step("trigger")
def _trigger(s: LcgState, st: tuple) -> Decision | None:
    """Forced effects on this trigger resolve at once, before the players may respond (FAQ 1.09).
    Alone, with no card in play or in hand that listens to it, nobody can respond: no ``respond``
    step (with other players, being asked or not must not tell what a hand holds: ``could_answer``)."""
    _, on, subj, n, extra = st
    s.stack.pop()
    want = listeners(on)
    sources = _sources(s, on, want)
    if not sources and s.n == 1 and not _in_hand(s, 0, want):
        return None
    s.stack.append(("respond", on, subj, n, extra, new_window(s), ()))
    for u in reversed(sources):
        t = TEXT[s.cards[u].cid]  # (a source has a text)
        for f in t.forced:
            if f.on == on and _subject_ok(s, u, f.subject, subj, _controller(s, u), extra):
                resolve(s, Ctx(_controller(s, u), u, (), subj, n, extra), f.parts)
    return None


def responses(s: LcgState, p: int, on: str, subj: int, n: int, extra: tuple, used: tuple) -> list[Action]:
    """The responses ``p`` may use now: his cards in play (or in hand, Brok) and his response
    events, each card once per trigger (FAQ 1.08)."""
    found = _RESPONDERS.get(on)
    if found is None:
        found = _RESPONDERS[on] = (listeners(on), _response_zones(on), from_hand(on))
    want, places, in_hand = found
    out: list[Action] = []
    if not want:
        return out
    cards, zones = s.cards, s.zones
    for z in places:
        for u in zones[(p, z)]:
            if (
                cards[u].cid in want
                and u not in used
                and _response(s, p, u, on, subj, n, extra, in_hand=False) is not None
            ):
                out.append(USE[u])
    seen: set[str] = set()
    if not in_hand:  # (response events and responses used from hand: no other card answers there)
        return out
    for u in zones[(p, "hand")]:
        cid = cards[u].cid
        if cid not in in_hand or cid in seen or u in used:
            continue
        t = TEXT.get(cid)
        if t is None:
            continue
        if (
            t.event_on == on
            and _subject_ok(s, u, t.event_subject, subj, p, extra)
            and can_play_event(s, p, u, Ctx(p, u, (), subj, n, extra))
        ):
            seen.add(cid)
            out.append(SPACE.card("play", u))
        elif _response(s, p, u, on, subj, n, extra, in_hand=True) is not None:
            seen.add(cid)
            out.append(SPACE.card("use", u))
    return out


def _response_zones(on: str) -> tuple[str, ...]:
    """Where a card of a player with a response to ``on`` used in play may lie: his heroes for a
    hero's, his allies for an ally's, the cards attached for any other type's (worked out once)."""
    zones = _RESPONSE_ZONES.get(on)
    if zones is None:
        types = {
            R.DEFS[c].type
            for c, t in TEXT.items()
            if any(r.on == on and not r.from_hand for r in t.responses)
        }
        lie = {"heroes" if x == "hero" else "allies" if x == "ally" else "attached" for x in types}
        zones = _RESPONSE_ZONES[on] = tuple(z for z in ("heroes", "allies", "attached") if z in lie)
    return zones


_RESPONSE_ZONES: dict[str, tuple[str, ...]] = {}
_RESPONDERS: dict[str, tuple[frozenset[str], tuple[str, ...], frozenset[str]]] = {}
"""By trigger, what :func:`responses` reads of the card texts: the listeners, the zones where a
response used in play may lie, the cards that answer from hand (looked up once)."""


def _response(s: LcgState, p: int, u: int, on: str, subj: int, n: int, extra: tuple, in_hand: bool):
    t = TEXT.get(s.cards[u].cid)
    if t is None:
        return None
    for r in t.responses:
        if r.on != on or r.from_hand != in_hand:
            continue
        if not _subject_ok(s, u, r.subject, subj, p, extra):
            continue
        if r.limit is not None and s.limits.used(r.limit[0], ("ab", u)) >= r.limit[1]:
            continue
        if parts_feasible(s, Ctx(p, u, (), subj, n, extra), r.parts):
            return r
    return None


def new_window(s: LcgState) -> Window:
    """A window of the players still in the game, from the first player, no one passed yet (one for
    each of some 90 windows a game: while nobody is out, read from a table as ``R.turn_order`` is)."""
    if True in s.out:
        return _new(Window, (R.turn_order(s), 0, 0))
    return _WINDOWS[s.n][s.first]


_WINDOWS = tuple(tuple(Window(order) for order in orders) for orders in R.TURN_ORDERS)
"""A window's start while nobody is out, by seat count and first player (a window is immutable)."""


def next_turn(
    s: LcgState, w: Window, offer: Callable[[int], tuple[list[Action], bool]], skip: bool
) -> tuple[Window, int, list[Action], bool] | None:
    """Whose turn it is in a window of players acting or passing in turn (an action window, a
    response window): ``(w, p, options, always_ask)`` with ``w`` the window as it stands before his
    turn, or None once every player has passed in a row. ``offer(p)`` gives what ``p`` may do and
    whether he must be asked even with nothing to do (``R.could_answer``). With ``skip`` a player
    with nothing to do passes at once, as the engine would take his lone "pass", and the turn goes
    on; without it (``Rules.repose``) his lone "pass" is posed.

    Alone in the game and moving on (``skip``), a player's turn lasts until he passes
    (``Window.passes`` 1) and he is never asked with nothing to do (``R.could_answer``): the window
    and response steps then skip this function and ask his options alone."""
    order, turn, passes = w  # (read as a tuple: a window is made anew only when a player passes here)
    k, out = len(order), s.out
    while True:
        while True:  # past the players who are out
            if passes >= k:
                return None
            p = order[turn]
            if not out[p]:
                break
            turn, passes = (turn + 1) % k, passes + 1
        opts, ask = offer(p)
        if opts or ask or not skip:
            return w, p, opts, ask
        turn, passes = (turn + 1) % k, passes + 1
        w = _new(Window, (order, turn, passes))


@pose("respond")
def _respond_pose(s: LcgState, st: tuple) -> Decision | None:
    return _respond_turn(s, st, False)


@step("respond")  # (the step itself: a frame less)
def _respond_turn(s: LcgState, st: tuple, skip: bool = True) -> Decision | None:
    """Players, from the first, may respond until all pass in a row (like an action window)."""
    _, on, subj, n, extra, w, used = st
    if skip and s.n == 1 and not s.out[0]:  # (alone: ``next_turn`` in short, see ``next_turn``)
        opts = responses(s, 0, on, subj, n, extra, used) if not w[2] else None
        if not opts:
            s.stack.pop()
            return None
        return Decision(0, TURN, _respond_prompt(s, on, subj), (*opts, PASS))
    turn = next_turn(
        s, w, lambda p: (responses(s, p, on, subj, n, extra, used), R.could_answer(s, p, on)), skip
    )
    if turn is None:
        s.stack.pop()
        return None
    w, p, opts, ask = turn
    if w is not st[5]:
        s.stack[-1] = ("respond", on, subj, n, extra, w, used)
    return Decision(p, TURN, _respond_prompt(s, on, subj), (*opts, PASS), always_ask=ask)


def _respond_prompt(s: LcgState, on: str, subj: int) -> str:
    prompt = f"{happening(s, on, subj)}: respond?"
    return prompt[:1].upper() + prompt[1:]


@answer("respond")
def _respond_answer(s: LcgState, st: tuple, a: Action) -> None:
    _, on, subj, n, extra, w, used = st
    while s.out[w.actor]:
        w = w.passed()
    p = w.actor
    if a.id == "pass":
        s.stack[-1] = ("respond", on, subj, n, extra, w.passed(), used)
        return
    verb, u = SPACE.split(a)
    s.stack[-1] = ("respond", on, subj, n, extra, w.acted(), (*used, u))
    ctx = Ctx(p, u, (), subj, n, extra)
    if verb == "play":
        start_event(s, p, u, ctx)
        return
    r = _response(s, p, u, on, subj, n, extra, in_hand=s.cards[u].zone == "hand")
    assert r is not None
    if r.limit is not None:
        s.limits.add(r.limit[0], ("ab", u))
    log(s, "use", p, u)
    resolve(s, ctx, r.parts)


# --- action windows: events and "Action:" abilities -----------------------------------------------


def can_play_event(s: LcgState, p: int, uid: int, ctx: Ctx | None = None) -> bool:
    """An event in ``p``'s hand can be played now: its phase, its cost (5.2; Thicket of Spears from
    3 different heroes) and every part feasible. (A card in hand: its printed facts are its
    definition's, never an Orc Guard's.)"""
    cid = s.cards[uid].cid
    t = TEXT.get(cid)
    if t is None or not t.event or (t.event_phase is not None and s.phase != t.event_phase):
        return False
    dd = R.DEFS[cid]
    if dd.type != "event" or not R.can_afford_card(s, p, cid):
        return False
    if t.distinct_payers:
        who = [h for h in R.payers(s, p, dd.sphere) if s.cards[h].tokens > 0]
        if len(who) < t.distinct_payers:
            return False
    return parts_feasible(s, ctx or _new(Ctx, (p, uid, (), -1, 0, ())), t.event)


def usable_action(s: LcgState, p: int, uid: int):
    """The first "Action:" of this card ``p`` may use now (4.2), or None."""
    t = TEXT.get(s.cards[uid].cid)
    if t is None:
        return None
    mine = s.cards[uid].controller == p
    for i, ab in enumerate(t.actions):
        if not (mine or ab.any_player) or (ab.phase is not None and s.phase != ab.phase):
            continue
        if ab.limit is not None:
            key = ("ab", uid, i, p) if ab.per_player else ("ab", uid, i)
            if s.limits.used(ab.limit[0], key) >= ab.limit[1]:
                continue
        if parts_feasible(s, _new(Ctx, (p, uid, (), -1, 0, ())), ab.parts):
            return i, ab
    return None


def window_actions(s: LcgState, p: int) -> list[Action]:
    """What ``p`` may do in an action window: play an action event from his hand (one option per
    title), or use an "Action:" of a card he controls or of an encounter card (4.2.1)."""
    out: list[Action] = []
    cards, zones, game = s.cards, s.zones, s.in_game
    events = game.action_events  # (this game's cards only: most windows skip a look at a zone)
    if events:
        seen: list[str] = []  # (the titles tried: a few at most)
        for u in zones[(p, "hand")]:
            cid = cards[u].cid
            if cid in events and cid not in seen:
                seen.append(cid)
                if can_play_event(s, p, u):
                    out.append(PLAY[u])
    actions = game.actions
    if actions:
        for z in game.action_zones:  # (of "heroes", "allies", "attached": those of its cards' types)
            for u in zones[(p, z)]:
                if cards[u].cid in actions and usable_action(s, p, u) is not None:
                    out.append(USE[u])
    anyone = game.any_player_actions
    if anyone:
        others = [u for q in R.active_players(s) if q != p for u in zones[(q, "heroes")]] if s.n > 1 else []
        for u in others + zones[(ENC, "staging")]:
            if cards[u].cid in anyone and usable_action(s, p, u) is not None:
                out.append(USE[u])
    return out


def take_window_action(s: LcgState, p: int, a: Action) -> None:
    verb, u = SPACE.split(a)
    if verb == "play":
        start_event(s, p, u, Ctx(p, u))
        return
    found = usable_action(s, p, u)
    assert found is not None
    i, ab = found
    if ab.limit is not None:
        s.limits.add(ab.limit[0], ("ab", u, i, p) if ab.per_player else ("ab", u, i))
    log(s, "use", p, u)
    resolve(s, Ctx(p, u), ab.parts)


def start_event(s: LcgState, p: int, uid: int, ctx: Ctx) -> None:
    """Pay for an event (the ``pay`` step), then resolve it."""
    s.stack.append(("pay", p, uid, -1, R.cost(s, uid), (), ctx))


def event_played(s: LcgState, p: int, uid: int, ctx: Ctx) -> None:
    """A paid event waits aside while its effects resolve, then goes to the discard pile (3.3.5)."""
    t = text(s, uid)
    assert t is not None
    s.move(uid, p, "limbo")
    log(s, "play", p, uid, -1)
    s.stack.append(("event_done", uid))
    resolve(s, ctx, t.event)


@step("event_done")
def _event_done(s: LcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    c = s.cards[st[1]]
    if c.zone == "limbo":
        t = text(s, c.uid)
        s.move(c.uid, c.owner, "removed" if t is not None and t.remove_after else "discard")
    return None


# --- encounter effects -------------------------------------------------------------------------------


def _uncancel(s: LcgState, uid: int) -> bool:
    """Whether the effect of ``uid`` was cancelled; the mark is used up."""
    if not R.flag(s, uid, "cancelled"):
        return False
    s.mods = tuple(m for m in s.mods if not (m.target == uid and m.stat == "cancelled"))
    return True


@step("when_revealed")
def _when_revealed(s: LcgState, st: tuple) -> Decision | None:
    """The When Revealed effect, unless it was cancelled; encounter choices fall to the first player
    (FAQ 1.03)."""
    s.stack.pop()
    uid = st[1]
    if _uncancel(s, uid):
        return None
    t = text(s, uid)
    if t is not None and R.active_players(s):
        resolve(s, Ctx(s.first, uid, (), uid), t.revealed)
    return None


def shadow_effects(s: LcgState, p: int, enemy: int, defenders: tuple[int, ...]) -> None:
    """Queue the effects of the shadow cards just turned face up, each after a chance to cancel it
    (Hasty Stroke)."""
    extra = defenders
    for u in reversed(R.shadows(s, enemy)):
        if s.cards[u].zone == "shadow_up" and (t := text(s, u)) is not None and t.shadow:
            s.stack.append(("shadow_effect", p, u, enemy, extra))
            from eregion.games.lcg.steps import fire

            fire(s, "shadow", u, p, (enemy, *extra))


@step("shadow_effect")
def _shadow_effect(s: LcgState, st: tuple) -> Decision | None:
    """A shadow effect (4.7) resolves for the defending player: ``subj`` is the attacking enemy,
    ``extra`` the defender (none: undefended)."""
    s.stack.pop()
    _, p, u, enemy, extra = st
    if _uncancel(s, u) or s.out[p]:
        return None
    t = text(s, u)
    assert t is not None
    log(s, "shadow_effect", p, u)
    from eregion.games.lcg.steps import fire

    fire(s, "shadow_resolved", enemy, p)  # after it resolves (Nazgûl of Dol Guldur)
    resolve(s, Ctx(p, u, (), enemy, p, extra), t.shadow)
    return None


# --- the end of the phase and of the round ------------------------------------------------------------


def _pending_phase_end(s: LcgState) -> list[int]:
    return [i for i, m in enumerate(s.mods) if m.until == "phase_end"]


@step("phase_end")
def _phase_end(s: LcgState, st: tuple) -> Decision | None:
    """Effects "at the end of the phase" (Sneak Attack, Beorn); when several wait, the first player
    orders them and one that finds its card gone does nothing (FAQ 1.02)."""
    pending = _pending_phase_end(s) if s.mods else None  # (most phases end with no lasting effect)
    if not pending:
        s.stack.pop()
        return None
    if len(pending) > 1:
        labels = "; ".join(
            f"{i}: {s.mods[k].stat.replace('_', ' ')} {R.name(s, s.mods[k].target)}"
            for i, k in enumerate(pending)
        )
        return Decision(
            s.first,
            ONE,
            f"End of the phase: which effect first? {labels}",
            tuple(SPACE[f"opt:{i}"] for i in range(len(pending))),
        )
    _end_effect(s, pending[0])
    return None


@answer("phase_end")
def _phase_end_answer(s: LcgState, st: tuple, a: Action) -> None:
    pending = _pending_phase_end(s)
    _end_effect(s, pending[int(a.id.partition(":")[2])])


def _end_effect(s: LcgState, k: int) -> None:
    m = s.mods[k]
    s.mods = s.mods[:k] + s.mods[k + 1 :]
    from eregion.games.lcg import steps as S

    u = m.target
    c = s.cards[u]
    if c.zone not in R.PLAY_AREA:
        return
    controller = c.controller
    S._discard_attachments(s, u)
    S._clear(s, u)
    if m.stat == "return_to_hand":
        s.move(c.uid, c.owner, "hand")
        log(s, "to_hand", c.owner, u)
    else:  # shuffle_into_deck
        cid = c.cid
        s.move(c.uid, c.owner, "deck")
        log(s, "to_deck", c.owner, u)
        shuffle(s, (c.owner, "deck"))
        # The shuffle dealt the deck's identities again: the card that left play is now the one of
        # that identity, wherever it went, and that is what responses to its leaving look at.
        u = next(v for v in s.zones[(c.owner, "deck")] if s.cards[v].cid == cid)
    S.left_play(s, u, controller)


@step("round_end")
def _round_end(s: LcgState, st: tuple) -> Decision | None:
    """Forced effects "at the end of the round" (Gandalf leaves, the Dungeon Torch, the Shadow
    Key)."""
    s.stack.pop()
    for p in R.active_players(s):
        for z in ("allies", "attached"):
            for u in reversed(s.zones[(p, z)]):
                t = text(s, u)
                if t is not None and t.end_of_round:
                    resolve(s, Ctx(p, u), t.end_of_round)
    return None
