"""Setup and the turn: bids, starting fellowships, the fellowship and Shadow phases, moving, the
action procedure of the later phases, regroup, reconciling and the end of the turn.

Quoted rules are from the expanded starter rulebook (``../shared/seeds/002_*``); "CR" is the
Comprehensive Rules 4.2 (``../shared/reference``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.cards import expire
from eregion.core import Action, Decision, DecisionKind
from eregion.games.tcg import rules as R
from eregion.games.tcg.borrowing import text_of, triggers_of
from eregion.games.tcg.discard_to_heal import discard_to_heal, heals
from eregion.games.tcg.engine import FP_FIRST, PICK, PLAY, USE
from eregion.games.tcg.game_facts import game_facts
from eregion.games.tcg.loops import stale, watch
from eregion.games.tcg.playing import can_play, start_play
from eregion.games.tcg.registry import SPECIALS, TEXT, Ctx, Special
from eregion.games.tcg.steps import (
    PASS,
    SPACE,
    answer,
    draw,
    finish,
    fire,
    fire_all,
    log,
    modify,
    parts_feasible,
    push,
    step,
)
from eregion.games.tcg.transfer import start_transfer, transfers
from eregion.games.tcg.triggers import fire_on

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

PHASES = ("fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish", "regroup")
TURN, CARD, ONE = DecisionKind.TURN, DecisionKind.CHOOSE_CARD, DecisionKind.CHOOSE_ONE
SANCTUARY_HEALS = 5

_new = tuple.__new__  # (a context made without the named tuple's own ``__new__``: a call less)


# --- what a player may do now --------------------------------------------------------------------


def usable(s: TcgState, p: int) -> dict[int, Special]:
    """The cards whose special abilities ``p`` may use in the current phase (on his active cards in
    play, and on the site the fellowship is at: site text is used only while the fellowship is
    there), each with the first of them he can use now, as :func:`use_special` would find it. None
    in a phase no card of this game has a special ability of (a site's text lent to a card is a
    card's of this game too)."""
    phase = s.phase
    by_cid = SPECIALS.get(phase)
    facts = s.facts or game_facts(s)
    if not by_cid or phase not in facts.specials or R.silenced(s, phase):
        return {}
    borrowers = facts.borrowers
    side = "free" if p == s.fp else "shadow"
    out: dict[int, Special] = {}
    seen: set[str] = set()
    cards = s.cards
    # the cards in play with a special ability of this phase (most have none: asked first), then the site
    candidates = []
    for u in R.play_uids(s):
        c = cards[u]
        if c.controller == p and ((sps := by_cid.get(c.cid)) or c.cid in borrowers):
            candidates.append((u, sps))
    n = s.pos[s.fp]
    site = s.path[n] if n else None  # (``rules.current_site``, inline)
    if site is not None and (sps := by_cid.get(cards[site].cid)):
        candidates.append((site, sps))
    for u, sps in candidates:
        cid = cards[u].cid
        if cid in borrowers:  # a site's text lent to it (Silinde) may hold abilities of this phase
            sps = _lent(s, u)
        if not sps or stale(s, u):  # (stale: a loop's repetition that could change nothing, ruling 18)
            continue
        is_site = u == site
        dd = R.DEFS[cid]
        if not is_site and dd.side != side:
            continue
        # identical copies offer one action, unless they are characters or borne by different bearers
        key = str(u) if dd.type in R.CHARACTERS or is_site else f"{cid}@{cards[u].host}"
        if key in seen:
            continue
        for sp in sps:
            if (sp.by == "any" or sp.by == side) and parts_feasible(s, _new(Ctx, (p, u, ())), sp.parts):
                seen.add(key)
                out[u] = sp
                break
    return out


def _lent(s: TcgState, uid: int) -> tuple[Special, ...] | None:
    """The special abilities of this phase in the text lent to card ``uid`` (a site's, to Silinde)."""
    lent = text_of(s, uid)
    return tuple(sp for sp in lent.specials if s.phase in sp.phases) if lent is not None else None


def phase_decision(s: TcgState, p: int, prompt: str, last: Action) -> Decision:
    """Everything ``p`` may do in the current phase, then ``last`` (moving on, or passing): posed
    even with ``last`` alone whenever his hand might hold a card he could play now, as his opponent
    can tell (``rules.could_play``); when it cannot, no card of his hand is timely, and none is
    looked at (half of a random game's windows). The special abilities found usable are kept with
    the decision (``memo[USABLE]``): the one chosen is used without being checked again."""
    ask = R.could_play(s, p, s.phase)
    hand = playable(s, p) if ask else ()
    found = usable(s, p)
    d = Decision(
        p,
        TURN,
        prompt,
        (
            *hand,
            *([USE[u] for u in found] if found else ()),
            *((*transfers(s, p), *heals(s, p)) if s.phase == "fellowship" else ()),
            last,
        ),
        always_ask=ask,
    )
    if found:
        s.memo[USABLE] = (d, found)
    return d


USABLE = "usable"
"""The key in ``TcgState.memo`` of the special abilities found usable at a phase decision, with that
decision: read while it is answered, when nothing has changed since it was posed."""


def kept_special(s: TcgState, uid: int) -> Special | None:
    """The special ability of card ``uid`` found usable when the pending decision was posed (None:
    not kept, as in a clone, whose memo starts empty)."""
    kept = s.memo.get(USABLE)
    return kept[1].get(uid) if kept is not None and kept[0] is s._decision else None


def playable(s: TcgState, p: int) -> list[Action]:
    """Cards in ``p``'s hand he may play now (one action per card title and version)."""
    ok = s.timely.get(("free" if p == s.fp else "shadow", s.phase))  # (this game's cards timely now)
    if not ok:  # most cards fail here: skip them
        return []
    out = []
    seen: set[str] = set()
    cards = s.cards
    for u in s.zones[(p, "hand")]:
        cid = cards[u].cid
        if cid in seen or cid not in ok:
            continue
        seen.add(cid)
        if can_play(s, p, u, free_timing=True):  # (timely: among ``ok``)
            out.append(PLAY[u])
    return out


def use_special(s: TcgState, p: int, uid: int) -> None:
    """Use the card's first special ability of this phase that ``p`` can use now (a card with two, as
    Úlairë Enquëa's "spot 6 companions (or 5 burdens)", offers whichever can be paid)."""
    sp = kept_special(s, uid) or first_usable(s, p, uid)
    if sp is not None:
        log(s, "use", p, uid)
        watch(s, uid)
        s.stack.append(("res", p, uid, sp.parts, 0, ()))


def first_usable(s: TcgState, p: int, uid: int) -> Special | None:
    """The card's first special ability of this phase that ``p`` can use now, worked out afresh."""
    text = text_of(s, uid)
    assert text is not None
    side = "free" if p == s.fp else "shadow"
    for sp in text.specials:
        if s.phase in sp.phases and sp.by in ("any", side) and parts_feasible(s, Ctx(p, uid), sp.parts):
            return sp
    return None


def act(s: TcgState, p: int, a: Action) -> None:
    verb, u = SPACE.split(a)
    if verb == "play":
        start_play(s, p, u)
    elif verb == "use":
        use_special(s, p, u)
    elif verb == "transfer":
        start_transfer(s, p, u)
    elif verb == "heal":
        discard_to_heal(s, u)


# --- the turn --------------------------------------------------------------------------------------


def enter_phase(s: TcgState, phase: str) -> None:
    s.phase = phase
    s.mods = expire(s.mods, "phase", "skirmish")
    s.limits.reset("phase")


@step("turn")
def _turn(s: TcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    s.turn += 1
    s.moves = 0
    s.no_more_moves = False
    s.seen = [(), ()]
    s.limits.reset("turn")
    enter_phase(s, "fellowship")
    s.pool = 0  # "At the start of each of your fellowship phases, you must remove all tokens"
    log(s, "turn", s.fp, s.turn)
    push(s, ("start_of_turn",), ("count_takes",), ("sanctuary", SANCTUARY_HEALS), ("fellowship",))
    return None


@step("count_takes")
def _count_takes(s: TcgState, st: tuple) -> Decision | None:
    """The rule of 4 counts from here: cards drawn "at the start of each of your turns" are free."""
    s.stack.pop()
    s.limits.add("phase", "taken", -s.limits.used("phase", "taken"))
    return None


@step("start_of_turn")
def _start_of_turn(s: TcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    fire_all(
        s,
        [
            (s.fp, u, trig.parts, trig.optional)
            for u in R.play_uids(s)
            for trig in triggers_of(s, u)
            if trig.on in ("start_of_turn", "fellowship_phase")  # (the fellowship phase starts the turn)
        ],
    )
    return None


@step("sanctuary")
def _sanctuary(s: TcgState, st: tuple) -> Decision | None:
    """ "At the start of your turn when your fellowship is at a sanctuary, you may heal up to 5 wounds
    from your companions" (002, "Wounds")."""
    left = st[1]
    if not left or not R.site_has(s, "sanctuary"):
        s.stack.pop()
        return None
    hurt = [u for u in R.companions(s) if R.can_heal(s, u)]
    if not hurt:
        s.stack.pop()
        return None
    return Decision(
        s.fp,
        CARD,
        f"Sanctuary: heal a companion ({left} left)",
        (*(PICK[u] for u in hurt), SPACE["done"]),
    )


@answer("sanctuary")
def _sanctuary_answer(s: TcgState, st: tuple, a: Action) -> None:
    if a.id == "done":
        s.stack.pop()
        return
    from eregion.games.tcg.steps import heal

    s.stack[-1] = ("sanctuary", st[1] - 1)
    heal(s, SPACE.split(a)[1])


@step("fellowship")
def _fellowship(s: TcgState, st: tuple) -> Decision | None:
    return phase_decision(s, s.fp, "Fellowship phase: play cards and use abilities, then move", SPACE["move"])


@answer("fellowship")
def _fellowship_answer(s: TcgState, st: tuple, a: Action) -> None:
    if a.id == "move":
        s.stack[-1] = ("move",)
        return
    act(s, s.fp, a)


def _site_triggers(s: TcgState, on: str) -> None:
    site = R.current_site(s)
    if site is None:
        return
    text = TEXT.get(s.cards[site].cid)
    if text is None:
        return
    for trig in text.triggers:
        if trig.on == on:
            fire(s, 1 - s.fp if trig.by == "shadow" else s.fp, site, trig.parts, trig.optional)


def _keep_move_bonus(s: TcgState) -> None:
    """Bree Gate's "+1 move limit for this turn" outlasts the fellowship's stay there: once in force it
    holds until the end of the turn (it matters at the next site's regroup)."""
    site = R.current_site(s)
    text = TEXT.get(s.cards[site].cid) if site is not None else None
    if site is None or text is None:
        return
    for st in text.statics:
        if st.stat == "move_limit" and st.applies(s, site, -1):
            modify(s, -1, "move_limit", st.amount(s, site), "turn", site)


@step("move")
def _move(s: TcgState, st: tuple) -> Decision | None:
    """ "When the fellowship moves, first perform any actions that are triggered when the fellowship
    leaves the old site. Then perform actions that occur when the fellowship moves to the new site
    (including adding twilight tokens for its Shadow number and the number of companions)"."""
    stage = st[1] if len(st) > 1 else 0
    if stage == 0:
        s.stack[-1] = ("move", 1)
        _keep_move_bonus(s)
        _site_triggers(s, "moves_from")
        site = R.current_site(s)  # a condition on the site left (Saruman's Chill)
        fire_on(s, "leaves_host", lambda u, t: site is not None and s.cards[u].host == site)
        fire_on(s, "leaves")  # "when the fellowship moves from a river" (Gift of Boats): the site left
        return None
    s.stack.pop()
    fp = s.fp
    n = s.pos[fp] + 1
    if s.path[n] < 0:  # a new site from the Shadow player's adventure deck
        from eregion.games.tcg.steps import play_own_site

        play_own_site(s, 1 - fp, n)
    s.pos[fp] = n
    s.moves += 1
    site = s.path[n]
    add = R.shadow_number(s, site) + len(R.companions(s))
    s.pool += add
    log(s, "move", fp, site, add)
    s.stack.append(("phase", "shadow"))
    _site_triggers(s, "moves_to")
    fire_on(s, "moves")  # "each time the fellowship moves" (cards in play)
    return None


@step("phase")
def _phase(s: TcgState, st: tuple) -> Decision | None:
    phase = st[1]
    fierce = st[2] if len(st) > 2 else 0
    if phase == "archery" and R.skipped(s, "archery"):  # Anduin Wilderland, Spies of Saruman
        s.stack[-1] = ("phase", "assignment")
        return None
    if phase == "assignment" and R.skipped(s, "skirmishes"):  # Buckleberry Ferry
        s.stack[-1] = ("phase", "regroup")
        return None
    if phase != "shadow" and phase != "regroup" and not R.minions(s):
        # "If there are no minions ..., then skip directly to the regroup phase."
        s.stack[-1] = ("phase", "regroup")
        return None
    s.stack.pop()
    enter_phase(s, phase)
    if phase == "shadow":
        s.first_orc_played = False
        s.stack.append(("shadow",))
        fire_on(s, "shadow_start")  # "at the beginning of each of your Shadow phases"
    elif phase == "regroup":
        _regroup(s)
    else:
        push(s, ("window", phase, FP_FIRST[s.fp], fierce))
    return None


@step("shadow")
def _shadow(s: TcgState, st: tuple) -> Decision | None:
    return phase_decision(s, 1 - s.fp, "Shadow phase: play minions and other Shadow cards, then pass", PASS)


@answer("shadow")
def _shadow_answer(s: TcgState, st: tuple, a: Action) -> None:
    if a.id == "pass":
        # "If there are no minions in play at the end of the final Shadow phase, then skip directly
        # to the regroup phase."
        s.stack[-1] = ("phase", "maneuver")
        fire_on(s, "shadow_end")  # "at the end of each of your Shadow phases"
        return
    act(s, 1 - s.fp, a)


@step("window")
def _window(s: TcgState, st: tuple) -> Decision | None:
    """The action procedure: the Free Peoples player first, then in turn; when all players pass
    consecutively the phase goes on (002, "Maneuver phase")."""
    _, phase, w, fierce = st
    if w.closed or (phase == "skirmish" and s.skirmish_cancelled):  # "no more skirmish actions" (CR 4.2)
        s.stack[-1] = _after_window(phase, fierce)
        return None
    return phase_decision(s, w.actor, _PROMPTS[phase], PASS)


_PROMPTS = {phase: f"{phase.capitalize()} actions" for phase in PHASES}


@answer("window")
def _window_answer(s: TcgState, st: tuple, a: Action) -> None:
    _, phase, w, fierce = st
    if a.id == "pass":
        s.stack[-1] = ("window", phase, w.passed(), fierce)
        return
    s.stack[-1] = ("window", phase, w.acted(), fierce)
    act(s, w.actor, a)


def _after_window(phase: str, fierce: int) -> tuple:
    return {
        "maneuver": ("phase", "archery"),
        "archery": ("archery_fire",),
        "assignment": ("assign_fp", fierce),
        "skirmish": ("resolve_skirmish", fierce),
        "regroup": ("reconcile", -1, 0),
    }[phase]


def _regroup(s: TcgState) -> None:
    fp = s.fp
    if s.pos[fp] == 9:
        # "A player wins the game when his fellowship is at site 9 and his Ring-bearer survives
        # all skirmish phases."
        finish(s, fp, "site 9")
    if s.wearing:  # "At the start of the regroup phase, your Ring-bearer takes off the Ring"
        s.wearing = False
        log(s, "ring_off", fp)
    s.mods = expire(s.mods, "regroup")
    push(s, ("window", "regroup", FP_FIRST[fp], 0), ("fp_choice",))


@step("reconcile")
def _reconcile(s: TcgState, st: tuple) -> Decision | None:
    """CR "reconcile": may discard one card, then draw up to 8 or discard down to 8."""
    _, p, stage = st
    if p < 0:
        p = 1 - s.fp
        s.stack[-1] = st = ("reconcile", p, 0)
    hand = s.zones[(p, "hand")]
    if stage == 0:
        if not hand:
            s.stack[-1] = ("reconcile", p, 1)
            return None
        return Decision(
            p, CARD, "Reconcile: you may discard one card first", (*_hand_picks(s, p), SPACE["done"])
        )
    if len(hand) <= R.HAND_SIZE:
        s.stack.pop()
        draw(s, p, R.HAND_SIZE - len(hand))
        return None
    return Decision(p, CARD, f"Reconcile: discard down to {R.HAND_SIZE}", tuple(_hand_picks(s, p)))


def _hand_picks(s: TcgState, p: int) -> list[Action]:
    seen: set[str] = set()
    out = []
    for u in s.zones[(p, "hand")]:
        if s.cards[u].cid not in seen:
            seen.add(s.cards[u].cid)
            out.append(PICK[u])
    return out


@answer("reconcile")
def _reconcile_answer(s: TcgState, st: tuple, a: Action) -> None:
    _, p, stage = st
    if a.id == "done":
        s.stack[-1] = ("reconcile", p, 1)
        return
    from eregion.games.tcg.steps import discard_from_hand

    discard_from_hand(s, SPACE.split(a)[1])
    if stage == 0:
        s.stack[-1] = ("reconcile", p, 1)


@step("fp_choice")
def _fp_choice(s: TcgState, st: tuple) -> Decision | None:
    if s.moves < R.move_limit(s) and not s.no_more_moves and s.pos[s.fp] < 9:
        return Decision(
            s.fp, ONE, "Regroup phase: move again, or stay and end your turn?", (SPACE["move"], SPACE["stay"])
        )
    s.stack[-1] = ("end_turn",)
    s.stack.append(("reconcile", s.fp, 0))
    return None


@answer("fp_choice")
def _fp_choice_answer(s: TcgState, st: tuple, a: Action) -> None:
    if a.id == "move":
        s.stack[-1] = ("move",)
    else:
        s.stack[-1] = ("end_turn",)
        s.stack.append(("reconcile", s.fp, 0))


@step("end_turn")
def _end_turn(s: TcgState, st: tuple) -> Decision | None:
    """The Shadow players discard all minions in play (and cards borne by them); the next player's
    turn begins."""
    from eregion.games.tcg.steps import discard

    if len(st) == 1:  # "at the end of the turn" (Saruman's Frost, Thin and Stretched) comes first
        s.stack[-1] = ("end_turn", 1)
        fire_on(s, "end_of_turn")
        return None
    s.stack.pop()
    for u in list(R.minions(s)):
        discard(s, u)
    s.mods = expire(s.mods, "phase", "skirmish", "regroup", "turn")
    s.fp = 1 - s.fp
    s.stack.append(("turn",))
    return None
