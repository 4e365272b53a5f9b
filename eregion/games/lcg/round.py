"""Setup and the round: the resource, planning, quest, travel, encounter and refresh phases with their
action windows (combat is in ``combat``).

Sections cited are from the rules companion (``shared/seeds/001_*``): 13 (setup) and 14 (the round).
Action windows follow the digital round structure in the data notes and the FAQ correction that actions
may be taken at the beginning and end of each quest step. A window offers each player in turn his
playable events and card actions (``abilities``); a player with nothing to do passes at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.cards import expire
from eregion.core import Action, Decision, DecisionKind
from eregion.games.lcg import abilities as A
from eregion.games.lcg import quests as Q
from eregion.games.lcg import rules as R
from eregion.games.lcg.engine import COMMIT, MAX_SPLITS, PLAY
from eregion.games.lcg.registry import Ctx
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.steps import (
    DONE,
    PASS,
    SPACE,
    add_resources,
    answer,
    draw,
    engage,
    exhaust,
    fire,
    log,
    lower_threat,
    place_progress,
    pose,
    push,
    raise_all_threat,
    raise_threat,
    shuffle,
    step,
)
from eregion.games.lcg.text import asking

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

TURN, CARD, ONE, YES_NO = (
    DecisionKind.TURN,
    DecisionKind.CHOOSE_CARD,
    DecisionKind.CHOOSE_ONE,
    DecisionKind.YES_NO,
)
PHASES = ("resource", "planning", "quest", "travel", "encounter", "combat", "refresh")


def window(s: LcgState, tag: str) -> tuple:
    """An action window: players act or pass in turn from the first player until all pass in a row."""
    return ("window", tag, A.new_window(s))


@pose("window")
def _window_pose(s: LcgState, st: tuple) -> Decision | None:
    return _window_turn(s, st, False)


@step("window")  # (the step itself: a frame less for each of some 70 windows a game)
def _window_turn(s: LcgState, st: tuple, skip: bool = True) -> Decision | None:
    _, tag, w = st
    if skip and s.n == 1 and not s.out[0]:  # (alone: ``A.next_turn`` in short, see there)
        acts = A.window_actions(s, 0) if not w[2] else None
        if not acts:
            s.stack.pop()
            return None
        return Decision(0, TURN, _PROMPTS.get(tag) or _prompt(tag), (*acts, PASS))
    turn = A.next_turn(s, w, lambda p: (A.window_actions(s, p), R.could_answer(s, p, "")), skip)
    if turn is None:
        s.stack.pop()
        return None
    w, p, acts, ask = turn
    if w is not st[2]:
        s.stack[-1] = ("window", tag, w)
    return Decision(p, TURN, _PROMPTS.get(tag) or _prompt(tag), (*acts, PASS), always_ask=ask)


def _prompt(tag: str) -> str:
    """An action window's question, made once per window (``_PROMPTS``)."""
    prompt = _PROMPTS[tag] = f"Action window ({tag.replace('_', ' ')})"
    return prompt


_PROMPTS: dict[str, str] = {}


@answer("window")
def _window_answer(s: LcgState, st: tuple, a: Action) -> None:
    _, tag, w = st
    while s.out[w.actor]:
        w = w.passed()
    s.stack[-1] = ("window", tag, w.passed() if a.id == "pass" else w.acted())
    if a.id != "pass":
        A.take_window_action(s, w.actor, a)


# --- setup -----------------------------------------------------------------------------------------


@step("mulligan")
def _mulligan(s: LcgState, st: tuple) -> Decision | None:
    return Decision(
        st[1],
        YES_NO,
        "Setup: keep your starting hand, or take one mulligan?",
        (SPACE["keep"], SPACE["mulligan"]),
    )


@answer("mulligan")
def _mulligan_answer(s: LcgState, st: tuple, a: Action) -> None:
    """A mulligan shuffles the 6 cards back and draws 6 new ones, which must be kept (13.5)."""
    s.stack.pop()
    p = st[1]
    if a.id != "mulligan":
        return
    for u in list(s.zones[(p, "hand")]):
        s.move(u, p, "deck")
    shuffle(s, (p, "deck"))
    log(s, "mulligan", p)
    draw(s, p, R.HAND_SIZE)


@step("scenario_setup")
def _scenario_setup(s: LcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    s.stack.append(("round",))
    Q.scenario_setup(s)
    return None


# --- the round -------------------------------------------------------------------------------------


@step("round")
def _round(s: LcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    s.round += 1
    s.mods = expire(s.mods, "round", "phase")
    s.limits.reset("round")
    log(s, "round", s.first, s.round)
    push(s, *(("phase", ph) for ph in PHASES), ("round_end",), ("round",))
    return None


@step("phase")
def _phase(s: LcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    phase = st[1]
    s.phase = phase
    s.memo.clear()  # (what the checks found held for the phase before: ``checks.HELD``)
    if s.mods:
        s.mods = expire(s.mods, "phase")
    s.limits.reset("phase")
    w = A.new_window(s)  # (each window of the phase starts as ``window`` would make it)
    players = w[0]  # (``Window.order``)
    s.stack.append(("phase_end",))
    if phase == "resource":
        steps = (("collect",), ("window", "resource", w))
    elif phase == "planning":
        steps = (*(("plan", p) for p in players), ("window", "planning", w))
    elif phase == "quest":
        steps = (
            ("window", "quest_start", w),
            *(("commit", p) for p in players),
            ("window", "after_commit", w),
            ("staging",),
            ("window", "after_staging", w),
            ("quest_result",),
            ("window", "quest_end", w),
            ("quest_done",),
        )
    elif phase == "travel":
        steps = (("travel",), ("window", "travel", w))
    elif phase == "encounter":
        steps = (
            ("window", "encounter_start", w),
            *(("opt_engage", p) for p in players),
            ("checks", 0, 0),
            ("window", "encounter_end", w),
        )
    elif phase == "combat":
        steps = (
            ("archery", None),
            ("deal_shadows",),
            ("window", "after_shadows", w),
            *(("enemy_attacks", p) for p in players),
            *(("player_attacks", p) for p in players),
            ("combat_end",),
            ("window", "combat_end", w),
        )
    else:
        steps = (("refresh",), ("window", "refresh", w))
    s.stack.extend(reversed(steps))  # (``push``)
    if phase == "quest":
        fire(s, "quest_phase")  # "at the beginning of each quest phase" (Out of the Dungeons)
    return None


@step("collect")
def _collect(s: LcgState, st: tuple) -> Decision | None:
    """Each hero collects 1 resource, then each player draws 1 card (14.1)."""
    s.stack.pop()
    for p in R.active_players(s):
        for h in R.heroes(s, p):
            add_resources(s, h, 1)
        draw(s, p, 1)
    return None


# --- planning: playing allies and attachments ---------------------------------------------------


def playable(s: LcgState, p: int) -> list[Action]:
    out: list[Action] = []
    seen: set[str] = set()
    for u in s.zones[(p, "hand")]:
        cid = s.cards[u].cid
        if cid in seen:
            continue
        seen.add(cid)
        if R.can_play(s, p, u):
            out.append(PLAY[u])
    return out


@step("plan")
def _plan(s: LcgState, st: tuple) -> Decision | None:
    """The first player plays his allies and attachments, then each player clockwise (14.2)."""
    p = st[1]
    if s.out[p]:
        s.stack.pop()
        return None
    prompt = "Planning: play allies and attachments, then be done"
    return Decision(p, TURN, prompt, (*playable(s, p), DONE), always_ask=R.could_plan(s, p))


@answer("plan")
def _plan_answer(s: LcgState, st: tuple, a: Action) -> None:
    if a.id == "done":
        s.stack.pop()
        return
    s.stack.append(("play", st[1], SPACE.split(a)[1], -1))


@step("play")
def _play(s: LcgState, st: tuple) -> Decision | None:
    _, p, uid, target = st
    dd = R.d(s, uid)
    if dd.type == "attachment" and target < 0:
        opts = R.attach_targets(s, p, uid)
        if not opts:  # nothing left to attach to: the card stays in hand
            s.stack.pop()
            return None
        return Decision(
            p, CARD, f"Attach {dd.name} to which card?", tuple(SPACE.card("pick", u) for u in opts)
        )
    s.stack[-1] = ("pay", p, uid, target, R.cost(s, uid), (), None)
    return None


@answer("play")
def _play_answer(s: LcgState, st: tuple, a: Action) -> None:
    s.stack[-1] = (*st[:3], SPACE.split(a)[1])


@step("pay")
def _pay(s: LcgState, st: tuple) -> Decision | None:
    """The cost is paid from heroes with a resource match (5.2), asked once as a whole: the ways to
    split it among the heroes. One way (a lone payer, or every matching resource spent) is not asked;
    more ways than the action space holds are asked resource by resource."""
    _, p, uid, target, left, paid, ctx = st
    if left <= 0:
        s.stack.pop()
        if R.d(s, uid).type == "event":
            A.event_played(s, p, uid, ctx)
        else:
            _enter_play(s, p, uid, target)
        return None
    ways = R.pay_splits(s, p, uid, left, paid)
    if len(ways) == 1:
        _spend(s, st, ways[0])
        return None
    what = f"{R.name(s, uid)}: pay {left} resource{'s' if left != 1 else ''}"
    if len(ways) <= MAX_SPLITS:
        return Decision(p, ONE, f"{what} how?", tuple(SPACE[f"split:{k}"] for k in range(len(ways))))
    who = sorted({h for way in ways for h, _ in way}, key=R.heroes(s, p).index)
    return Decision(p, CARD, f"{what}: take one from which hero?", tuple(SPACE.card("pick", h) for h in who))


@answer("pay")
def _pay_answer(s: LcgState, st: tuple, a: Action) -> None:
    verb, k = SPACE.split(a)
    if verb == "split":
        _, p, uid, _, left, paid, _ = st
        _spend(s, st, R.pay_splits(s, p, uid, left, paid)[k])
    else:
        _spend(s, st, ((k, 1),))


def _spend(s: LcgState, st: tuple, way: tuple[tuple[int, int], ...]) -> None:
    """Take the resources of one way to pay from the heroes' pools."""
    _, p, uid, target, left, paid, ctx = st
    for h, k in way:
        s.card_mut(h).tokens -= k
    heroes = tuple(h for h, _ in way)
    s.stack[-1] = ("pay", p, uid, target, left - sum(k for _, k in way), (*paid, *heroes), ctx)


def _enter_play(s: LcgState, p: int, uid: int, target: int) -> None:
    """A played ally enters its owner's play area ready; an attachment goes on its target, under the
    control of the target's controller (or of its player on an encounter card) (6.1, 6.1.5)."""
    c = s.card_mut(uid)
    if target < 0:
        s.move(c.uid, p, "allies")
        log(s, "play", p, uid, -1)
        s.limits.add("round", R.ALLY_PLAYED)
    else:
        host = s.cards[target]
        controller = host.controller if host.zone in R.PLAY_AREA else p
        s.move(c.uid, controller, "attached")
        c.host = target
        log(s, "play", p, uid, target)
        if R.keyword(s, uid, "restricted") and len(R.restricted_on(s, target)) > 2:
            s.stack.append(("restricted", controller, target))
    doomed = R.keyword(s, uid, "doomed")  # 4.10.4
    if doomed:
        raise_all_threat(s, doomed)
    fire(s, "enters", uid, p)
    fire(s, "played", uid, p)


@step("restricted")
def _restricted(s: LcgState, st: tuple) -> Decision | None:
    """A third restricted attachment: one of them goes to its owner's discard pile (4.10.9)."""
    _, p, host = st
    opts = R.restricted_on(s, host)
    if len(opts) <= 2:
        s.stack.pop()
        return None
    return Decision(
        p,
        CARD,
        "Restricted: discard which restricted attachment (2 at most on a character)?",
        tuple(SPACE.card("pick", u) for u in opts),
    )


@answer("restricted")
def _restricted_answer(s: LcgState, st: tuple, a: Action) -> None:
    s.stack.pop()
    c = s.card_mut(SPACE.split(a)[1])
    c.host = None
    c.exhausted = False
    s.move(c.uid, c.owner, "discard")
    log(s, "discard", c.owner, c.uid)


# --- quest ---------------------------------------------------------------------------------------


@step("commit")
def _commit(s: LcgState, st: tuple) -> Decision | None:
    """Each player, from the first, commits ready characters; committing exhausts them (14.3.1)."""
    p = st[1]
    if s.out[p]:
        s.stack.pop()
        return None
    opts = [COMMIT[u] for u in R.ready_characters(s, p) if u not in s.committed]
    return Decision(p, CARD, "Quest phase: commit characters to the quest, then be done", (*opts, DONE))


@answer("commit")
def _commit_answer(s: LcgState, st: tuple, a: Action) -> None:
    """A player commits all his characters at once; the responses to their committing (Aragorn,
    Théodred) come after, one character at a time in the order he committed them (14.3.1 Q&A)."""
    p = st[1]
    if a.id == "done":
        s.stack.pop()
        for u in reversed([u for u in s.committed if s.cards[u].controller == p]):
            fire(s, "commits", u, p)
        return
    u = SPACE.split(a)[1]
    exhaust(s, u)
    s.committed = (*s.committed, u)
    log(s, "commit", p, u)


@step("staging")
def _staging(s: LcgState, st: tuple) -> Decision | None:
    """One encounter card per player still in the game, counted now (14.3.2)."""
    s.stack.pop()
    if s.skip_staging:
        return None
    n = len(R.active_players(s)) + Q.extra_reveals(s)
    push(s, *(("reveal", 0, -1) for _ in range(n)))
    return None


@step("quest_result")
def _quest_result(s: LcgState, st: tuple) -> Decision | None:
    """Willpower of the committed characters against the threat in the staging area (14.3.3)."""
    s.stack.pop()
    wp, th = R.committed_willpower(s), R.staging_threat(s)
    log(s, "quest_result", None, wp, th)
    if wp > th:
        place_progress(s, wp - th)
    elif th > wp:
        raise_all_threat(s, th - wp)
        fire(s, "quest_failed")  # the players quested unsuccessfully (Dungeon Jailor)
    return None


@step("quest_done")
def _quest_done(s: LcgState, st: tuple) -> Decision | None:
    """Characters stay committed until the end of the quest phase (14.3.3)."""
    s.stack.pop()
    s.committed = ()
    Q.check_advance(s)
    return None


# --- travel --------------------------------------------------------------------------------------


@step("travel")
def _travel(s: LcgState, st: tuple) -> Decision | None:
    """The first player decides whether and where the group travels, if no location is active
    (14.4). Travel costs are card text, not yet written."""
    opts = [u for u in R.locations_in_staging(s) if _travel_ok(s, u)]
    if R.active_location(s) is not None or not opts:
        s.stack.pop()
        return None
    must = [u for u in opts if R.flag(s, u, "must_travel")]  # The East Bight
    if must:
        return Decision(
            s.first, ONE, "Travel: you must travel here", tuple(SPACE.card("travel", u) for u in must)
        )
    return Decision(
        s.first, ONE, "Travel phase: travel to a location?", (*(SPACE.card("travel", u) for u in opts), PASS)
    )


@answer("travel")
def _travel_answer(s: LcgState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "pass":
        return
    u = SPACE.split(a)[1]
    s.move(u, ENC, "active")  # an objective it guards stays attached (FAQ 1.17)
    log(s, "travel", s.first, u)
    fire(s, "travel", u, s.first)
    t = A.text(s, u)
    if t is not None and t.travel:  # the travel cost is paid before the travel resolves (4.6)
        A.resolve(s, Ctx(s.first, u, (), u), t.travel)


def _travel_ok(s: LcgState, u: int) -> bool:
    """A location whose travel cost the players cannot pay cannot be travelled to (4.6)."""
    t = A.text(s, u)
    return t is None or not t.travel or A.parts_feasible(s, Ctx(s.first, u, (), u), t.travel)


# --- encounter -----------------------------------------------------------------------------------


@step("opt_engage")
def _opt_engage(s: LcgState, st: tuple) -> Decision | None:
    """Each player may engage one enemy in the staging area, whatever its cost (14.5.1)."""
    p = st[1]
    opts = R.enemies_in_staging(s)
    # Goblin Sniper: not while other enemies are in the staging area
    opts = [u for u in opts if len(opts) == 1 or not R.flag(s, u, "engage_last")]
    if s.out[p] or not opts:
        s.stack.pop()
        return None
    return Decision(
        p,
        ONE,
        "Encounter phase: engage an enemy from the staging area?",
        (*(SPACE.card("engage", u) for u in opts), PASS),
    )


@answer("opt_engage")
def _opt_engage_answer(s: LcgState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id != "pass":
        engage(s, st[1], SPACE.split(a)[1])


def _check_candidates(s: LcgState, p: int) -> list[int]:
    """The enemies with the highest engagement cost not above ``p``'s threat (14.5.2)."""
    fit = [u for u in R.enemies_in_staging(s) if R.engagement_cost(s, u) <= s.threat[p]]
    if not fit:
        return []
    best = max(R.engagement_cost(s, u) for u in fit)
    return [u for u in fit if R.engagement_cost(s, u) == best]


@step("checks")
def _checks(s: LcgState, st: tuple) -> Decision | None:
    """Engagement checks go round the table from the first player until a full round engages
    nothing (14.5.2); one check per call so a tie can be asked before anything changes."""
    _, i, misses = st
    players = R.active_players(s)
    if not players or misses >= len(players) or Q.engagement_checks_off(s):
        s.stack.pop()
        return None
    p = players[i % len(players)]
    opts = _check_candidates(s, p)
    if not opts:
        s.stack[-1] = ("checks", i + 1, misses + 1)
        return None
    if len(opts) == 1:
        s.stack[-1] = ("checks", i + 1, 0)
        engage(s, p, opts[0])
        return None
    return Decision(
        p, CARD, "Engagement check: which enemy engages you?", tuple(SPACE.card("engage", u) for u in opts)
    )


@answer("checks")
def _checks_answer(s: LcgState, st: tuple, a: Action) -> None:
    _, i, _ = st
    players = R.active_players(s)
    p = players[i % len(players)]
    s.stack[-1] = ("checks", i + 1, 0)
    engage(s, p, SPACE.split(a)[1])


# --- refresh -------------------------------------------------------------------------------------


@step("refresh")
def _refresh(s: LcgState, st: tuple) -> Decision | None:
    """Exhausted cards ready (a hero under Caught in a Web only if its price is paid), each
    player's threat rises by 1 (2 while Gladden Fields is the active location) and the first player
    token passes left (14.7)."""
    s.stack.pop()
    held, ready = [], []
    cards = s.cards
    for p in R.active_players(s):
        for z in ("heroes", "allies", "attached"):
            for u in s.zones[(p, z)]:
                if cards[u].exhausted:  # (the prices asked before any card is written: read once)
                    if R.passive(s, u, "ready_cost"):
                        held.append(("ready_cost", p, u))
                    else:
                        ready.append(u)
    for u in ready:
        s.card_mut(u).exhausted = False
    push(s, *held, ("refresh_threat",))
    return None


@step("ready_cost")
def _ready_cost(s: LcgState, st: tuple) -> Decision | None:
    _, p, u = st
    n = R.passive(s, u, "ready_cost")
    if s.out[p] or not R.in_play(s, u) or s.cards[u].tokens < n:
        s.stack.pop()
        return None
    holds = [a for a in R.attachments(s, u) if _holds(s, a)]  # Caught in a Web asks
    prompt = asking(
        s,
        holds[0] if holds else -1,
        f"Pay {n} resources from {R.name(s, u)}'s pool to ready it? 1: pay and ready; 0: leave it exhausted",
    )
    return Decision(p, ONE, prompt, (SPACE["opt:1"], SPACE["opt:0"]))


def _holds(s: LcgState, attachment: int) -> bool:
    """Does this attachment keep its bearer exhausted until a price is paid?"""
    t = A.text(s, attachment)
    return t is not None and any(st.stat == "ready_cost" for st in t.statics)


@answer("ready_cost")
def _ready_cost_answer(s: LcgState, st: tuple, a: Action) -> None:
    s.stack.pop()
    _, p, u = st
    if a.id == "opt:1":
        s.card_mut(u).tokens -= R.passive(s, u, "ready_cost")
        s.card_mut(u).exhausted = False
        log(s, "ready_paid", p, u)


@step("refresh_threat")
def _refresh_threat(s: LcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    loc = R.active_location(s)
    n = 1 + (R.passive(s, loc, "refresh_threat") if loc is not None else 0)
    for p in R.active_players(s):
        raise_threat(s, p, n)
    s.first = R.next_player(s, s.first)
    log(s, "first_player", s.first)
    return None


__all__ = ["PHASES", "lower_threat", "window"]
