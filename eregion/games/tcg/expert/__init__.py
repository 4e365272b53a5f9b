"""A rule-based expert for the LOTR TCG, for both the Free Peoples and the Shadow side.

Each decision is recognised by the step on top of the stack (``fellowship``, ``shadow``, ``window``,
``assign_fp``...) and answered by a small rule of thumb written the way a player thinks about it:
protect the Ring-bearer, keep the twilight handed to the opponent modest, send strong companions
against strong minions, pump only when it changes a skirmish's outcome. Skirmish actions are judged
by trying them on a determinized copy (``state.determinize``) and reading the skirmish's public
numbers afterwards, so the expert never looks at the opponent's hand or either draw deck; everything
else reads public zones, the twilight pool, burdens and the player's own hand.

It plays any legal deck: no rule names a card. Characters are judged by their facts (strength,
vitality, cost), lasting cards are played when the twilight they hand over stays modest, and events,
abilities, optional triggers and an ability's branches by the heuristic on a determinized copy; a
card's encoding is read where it says more (a minion's twilight refund, whether a card in hand could
do anything now).

Entry point: :func:`choose`, registered as the TCG's ``Game.expert``.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING

from eregion.core import Action, DecisionKind, Rng, State
from eregion.games.tcg import rules as R
from eregion.games.tcg.combat import defenders
from eregion.games.tcg.expert.combat import (
    archery_wounds,
    assign_fp,
    assign_minion,
    assign_shadow,
    skirmishes,
)
from eregion.games.tcg.expert.opening import (
    bid,
    mulligan,
    order_choice,
    start_fellowship,
)
from eregion.games.tcg.expert.plans import (
    BURDEN,
    card_actions,
    card_id,
    hand_value,
    is_rb,
    named_action,
    skirmish_loss,
    strengths,
    uid_of,
    vitality_left,
    worth_of,
    wound_cost,
)
from eregion.games.tcg.expert.race import fp_choice
from eregion.games.tcg.filters import IT
from eregion.games.tcg.heuristic import evaluate
from eregion.games.tcg.registry import TEXT, Ctx
from eregion.games.tcg.steps import SPACE
from eregion.games.tcg.vocab import AddTwilight, Pump, Spot

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

Handler = Callable[["TcgState", int, tuple[Action, ...], Rng], Action]


# --- trying an action on a determinized copy ---------------------------------------------------------


def _settle(world: TcgState, me: int, rng: Rng, limit: int = 12) -> None:
    """Answer my own follow-up choices (targets, costs) by the rules, without further look-ahead: an
    action window (the fellowship phase's own included) is where the action tried has settled, and
    answering it would try every card again, one look-ahead inside the other."""
    for _ in range(limit):
        d = world.decision
        if d is None or d.player != me or d.kind is DecisionKind.TURN:
            return
        world.apply(_decide(world, rng, look=False))


def _window_value(base: TcgState, world: TcgState, me: int) -> float:
    """My side's value of the current skirmish in ``world`` less what reaching it cost me."""
    fp = base.fp
    sign = 1.0 if me == fp else -1.0
    if world.result is not None:
        return 1000.0 if world.result[0] == me else -1000.0
    sk = world.skirmish
    loss = 0.0
    if sk is not None and sk == base.skirmish:
        if not world.skirmish_cancelled:
            d, ms = sk
            st = strengths(world, [u for u in (d, *ms) if u >= 0])
            loss = skirmish_loss(world, d, ms, st)
    elif base.skirmish is not None:  # it resolved inside the look-ahead: read what it did
        d, ms = base.skirmish
        if d >= 0:
            if not R.in_play(world, d):
                loss += worth_of(base, d)
            else:
                loss += wound_cost(base, d, world.cards[d].wounds - base.cards[d].wounds)
        loss -= 0.3 * sum(1 for m in ms if not R.in_play(world, m))
    v = -sign * loss
    pool = world.pool - base.pool
    v -= 0.8 * pool if me == fp else 0.3 * -pool
    for u in [*base.zones[(me, "fellowship")], *base.zones[(me, "support")], *base.zones[(me, "shadow")]]:
        if R.d(base, u).type in R.CHARACTERS and R.in_play(world, u):
            n = world.cards[u].wounds - base.cards[u].wounds
            if n > 0:
                v -= wound_cost(base, u, n) if me == fp else 1.0 * n
    v -= 0.8 * (len(base.zones[(me, "hand")]) - len(world.zones[(me, "hand")]))
    if me == fp:
        v -= BURDEN * (world.burdens[me] - base.burdens[me])
    return v


def _line(base: TcgState, world: TcgState, me: int, rng: Rng, depth: int) -> float:
    """The best value of acting again (or not) in this skirmish window, the opponent passing."""
    best = _window_value(base, world, me)
    if depth <= 0:
        return best
    d = world.decision
    if d is None or d.player != me or world.stack[-1][0] != "window":
        return best
    for a in card_actions(d.options):
        nxt = world.clone()
        nxt.apply(a)
        _settle(nxt, me, rng)
        dd = nxt.decision
        if dd is not None and dd.player != me and nxt.stack[-1][0] == "window":
            nxt.apply(SPACE["pass"])
            _settle(nxt, me, rng)
        best = max(best, _line(base, nxt, me, rng, depth - 1))
    return best


FOLLOW_UPS = 2
"""Further actions of my own tried after a skirmish action (:func:`playout_choose` tries none)."""


def _skirmish_action(
    s: TcgState, me: int, actions: tuple[Action, ...], rng: Rng, follow_ups: int = FOLLOW_UPS
) -> Action:
    """Act in a skirmish only when it changes the outcome (a win, or no overwhelm/death) by more than
    what it costs; try each action (and up to ``follow_ups`` more) on one determinized copy."""
    passing = named_action(actions, "pass") or actions[0]
    cands = card_actions(actions)
    if not cands or s.skirmish is None:
        return passing
    world = s.determinize(me, rng)
    base_v = _window_value(world, world, me)
    best, best_v = passing, base_v + 0.5
    for a in cands:
        nxt = world.clone()
        nxt.apply(a)
        _settle(nxt, me, rng)
        dd = nxt.decision
        if dd is not None and dd.player != me and nxt.stack[-1][0] == "window":
            nxt.apply(SPACE["pass"])
            _settle(nxt, me, rng)
        v = _line(world, nxt, me, rng, follow_ups)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


# --- setup -------------------------------------------------------------------------------------------


# --- the fellowship phase ---------------------------------------------------------------------------


def _can_pay(s: TcgState, cost: int, cap: int) -> bool:
    return s.pool + cost <= cap


def _fellowship(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Heal and unburden when it is cheap, add companions and gear while the twilight handed to the
    Shadow player stays modest, then move."""
    move = named_action(actions, "move") or actions[-1]
    rb = s.rb[p]
    comps = [u for u in R.companions(s) if u != rb]
    cap = 3 if len(comps) >= 3 else 5
    plays = {card_id(s, uid_of(a)): a for a in card_actions(actions, "play")}

    # A second copy of a unique character in hand is good for nothing else than healing him.
    for a in card_actions(actions, "heal"):
        return a
    # Companions: the strongest affordable one first (a weak one only while the fellowship is small).
    companions = [
        (R.d(s, uid_of(a)).strength or 0, a) for cid, a in plays.items() if R.DEFS[cid].type == "companion"
    ]
    companions.sort(key=lambda t: (-t[0], t[1].id))
    for strength, a in companions:
        cost = R.twilight_cost(s, uid_of(a))
        weak = strength < 5
        if weak and len(comps) >= 2:
            continue
        if _can_pay(s, cost, cap + (1 if len(comps) < 2 else 0)):
            return a
    return _any_card(s, p, actions, rng, cap) or move


LASTING = ("possession", "artifact", "condition", "ally")
"""Cards that stay in play and keep helping (any deck's): worth their twilight when it is affordable."""
TWILIGHT = 0.6  # what each twilight token handed to the opponent (or spent) costs, in heuristic points


def _gain(s: TcgState, p: int, a: Action, rng: Rng) -> float:
    """What an action is worth to ``p`` by the heuristic, tried on a determinized copy with my own
    follow-up choices answered, less the twilight it moves to the opponent's side of the ledger."""
    world = s.determinize(p, rng)
    before = evaluate(world, p)
    nxt = world.clone()
    nxt.apply(a)
    _settle(nxt, p, rng)
    paid = nxt.pool - world.pool if p == s.fp else world.pool - nxt.pool
    return evaluate(nxt, p) - before - TWILIGHT * max(0, paid)


def _any_card(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng, cap: int) -> Action | None:
    """Any card the rules above do not know: lasting cards (allies, possessions, artifacts,
    conditions) whenever the twilight stays under ``cap``, cheapest first (a Shadow card only once a
    minion is there to use it, or when it is a condition); events and abilities when the heuristic
    says the position is better for them, on a determinized copy."""
    plays = card_actions(actions, "play")
    shadow = p != s.fp
    lasting = sorted(
        (a for a in plays if R.d(s, uid_of(a)).type in LASTING),
        key=lambda a: (R.twilight_cost(s, uid_of(a)), a.id),
    )
    for a in lasting:
        if shadow:
            if R.d(s, uid_of(a)).type != "condition" and not R.minions(s):
                continue
            if R.twilight_cost(s, uid_of(a)) <= s.pool:
                return a
        elif _can_pay(s, R.twilight_cost(s, uid_of(a)), cap):
            return a
    others = [a for a in [*plays, *card_actions(actions, "use")] if a not in lasting]
    best, best_v = None, 1.0
    for a in others:
        u = uid_of(a)
        if a.id.startswith("play:") and R.d(s, u).type in ("companion", "minion"):
            continue  # characters are chosen by the rules above
        v = _gain(s, p, a, rng)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


def _sanctuary(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    picks = card_actions(actions, "pick")
    if not picks:
        return actions[0]
    return max(
        picks,
        key=lambda a: (
            is_rb(s, uid_of(a)),
            worth_of(s, uid_of(a)) / max(1, vitality_left(s, uid_of(a))),
            -uid_of(a),
        ),
    )


# --- the Shadow phase -------------------------------------------------------------------------------


def _minion_cost(s: TcgState, u: int) -> int:
    return R.twilight_cost(s, u) + R.roaming_penalty(s, u)


def _minion_refund(s: TcgState, u: int) -> int:
    """The twilight a minion adds back when played (its "when you play" text, read from its
    encoding: Goblin Runner's 2, Moria Scout's 2 while an Elf can be spotted)."""
    text = TEXT.get(card_id(s, u))
    if text is None:
        return 0
    ctx = Ctx(s.cards[u].owner, u)
    back = 0
    for t in text.triggers:
        if t.on != "play" or not all(p.feasible(s, ctx) for p in t.parts if isinstance(p, Spot)):
            continue
        back += sum(p.n for p in t.parts if isinstance(p, AddTwilight) and p.per is None)
    return back


def _shadow(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Spend the twilight on the set of minions that puts the most strength and bodies on the table
    (roaming costs 2 more, so native minions win ties), then on conditions that help."""
    passing = named_action(actions, "pass") or actions[-1]
    plays = card_actions(actions, "play")
    minions = [a for a in plays if R.d(s, uid_of(a)).type == "minion"]
    hand_minions = [u for u in s.zones[(p, "hand")] if R.d(s, u).type == "minion"]
    playable_cids = {card_id(s, uid_of(a)) for a in minions}
    cands = [u for u in hand_minions if card_id(s, u) in playable_cids or _minion_cost(s, u) <= s.pool + 2]
    cands = sorted(cands)[:10]
    comps = len(defenders(s))
    best_v, best_first = 0.0, None
    for k in range(1, len(cands) + 1):
        for combo in combinations(cands, k):
            cost = sum(_minion_cost(s, u) - _minion_refund(s, u) for u in combo)
            if cost > s.pool:
                continue
            v = sum(R.strength(s, u) + 1.5 * R.vitality(s, u) + 3.0 for u in combo)
            v += 4.0 * max(0, min(len(combo) + len(R.minions(s)), comps + 2) - comps)
            v += 0.4 * (s.pool - cost)
            if v > best_v + 1e-9:
                playable = [u for u in combo if card_id(s, u) in playable_cids]
                if not playable:
                    continue
                # Twilight makers first, then the dearest (a discount goes to the first orc).
                first = max(playable, key=lambda u: (_minion_refund(s, u), _minion_cost(s, u), -u))
                best_v, best_first = v, first
    if best_first is not None:
        for a in minions:
            if card_id(s, uid_of(a)) == card_id(s, best_first):
                return a
    return _any_card(s, p, actions, rng, s.pool) or passing


# --- windows: maneuver to regroup --------------------------------------------------------------------


def _window(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    phase = s.stack[-1][1]
    passing = named_action(actions, "pass") or actions[-1]
    if phase == "skirmish":
        return _skirmish_action(s, p, actions, rng)
    return _any_card(s, p, actions, rng, s.pool if p != s.fp else 3) or passing


# --- archery, assignment, skirmish order -------------------------------------------------------------


# --- responses and choices inside abilities ----------------------------------------------------------


def _respond(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """A wound about to be taken (below); Sam takes the Ring when Frodo dies, so the game goes on;
    other responses are judged one step ahead."""
    kind, subjects, _ = s.stack[-1][1]
    if kind == "about_to_wound":
        return _wound(s, p, actions, subjects[0])
    if kind == "killed" and subjects[0] == s.rb[p] and card_actions(actions, "use"):
        return card_actions(actions, "use")[0]
    return _greedy(s, p, actions, rng)


def _wound(s: TcgState, p: int, actions: tuple[Action, ...], target: int) -> Action:
    """Put on the Ring only when the wound would kill (or leave him one from death) and the burden
    is affordable; prevent a wound that would kill one's own character."""
    passing = named_action(actions, "pass") or actions[-1]
    ring = [a for a in card_actions(actions, "use") if uid_of(a) == s.ring[p]]
    prevent = [a for a in card_actions(actions, "play") + card_actions(actions, "use") if a not in ring]
    left = vitality_left(s, target)
    coming = sum(1 for st in s.stack if st[0] == "wound" and st[1] == target)  # this one included
    room = s.resistance[p] - s.burdens[p] - 1
    if is_rb(s, target) and s.cards[target].controller == p:
        if coming >= left:
            if prevent and coming == left:
                return prevent[0]
            if ring and room >= coming:
                return ring[0]
            return ring[0] if ring else passing
        if left - coming <= 1 and ring and room >= 3 + coming:
            return ring[0]
        return passing
    if prevent and coming == left and s.cards[target].controller == p:
        return prevent[0]  # one prevented wound saves him; with more to come it would be wasted
    return passing


def _optional(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """A "you may" trigger: yes, unless the heuristic rates saying no better (most help their user:
    heal, twilight, a card, a weapon)."""
    yes, no = named_action(actions, "yes"), named_action(actions, "no")
    if yes is None or no is None:
        return yes or actions[0]
    return no if _gain(s, p, no, rng) > _gain(s, p, yes, rng) + 1e-9 else yes


def _play_bearer(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """A weapon to the Ring-bearer when he may bear it (his skirmish is the one that loses the game),
    else to the strongest fighter; anything else to the strongest fighter."""
    card = s.stack[-1][2]
    picks = card_actions(actions, "pick")
    if R.d(s, card).item_class == "hand_weapon":
        for a in picks:
            if is_rb(s, uid_of(a)):
                return a
    return max(picks, key=lambda a: (R.d(s, uid_of(a)).type != "ally", R.strength(s, uid_of(a)), -uid_of(a)))


CYCLE_BELOW = 3.0


def _reconcile(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Cycle the least useful card when it is worth less than a fresh draw; when over eight, the
    least useful goes."""
    picks = card_actions(actions, "pick")
    done = named_action(actions, "done")
    if not picks:
        return actions[0]
    worst = min(picks, key=lambda a: (hand_value(s, p, uid_of(a)), uid_of(a)))
    if done is not None and hand_value(s, p, uid_of(worst)) >= CYCLE_BELOW:
        return done
    return worst


def _res(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """A choice inside an ability: which character exerts, is healed or pumped, which card is
    played, fetched or discarded, which branch is taken."""
    _, _, _src, parts, i, _memo = s.stack[-1]
    part = parts[i]
    kind = type(part).__name__
    picks = card_actions(actions, "pick")
    if not picks:
        opts = [a for a in actions if a.id.startswith("opt:")]
        if opts:
            return _branch(s, p, opts, rng)
        return actions[0]
    uids = [uid_of(a) for a in picks]
    by = dict(zip(uids, picks, strict=True))
    if kind == "Exert":
        nxt = parts[i + 1] if i + 1 < len(parts) else None
        if isinstance(nxt, Pump) and nxt.target == IT:
            fighting = [u for u in uids if R.skirmishing(s, u)]
            if fighting:
                return by[fighting[0]]
        mine = [u for u in uids if s.cards[u].controller == p]
        pool = mine or uids
        return by[
            max(pool, key=lambda u: (not is_rb(s, u), not R.skirmishing(s, u), vitality_left(s, u), -u))
        ]
    if kind == "Heal":
        return by[max(uids, key=lambda u: (is_rb(s, u), worth_of(s, u) / max(1, vitality_left(s, u)), -u))]
    if kind in ("Pump", "Protect"):
        fighting = [u for u in uids if R.skirmishing(s, u) and s.cards[u].controller == p]
        pool = fighting or uids
        return by[max(pool, key=lambda u: (R.strength(s, u), -u))]
    if kind in ("PlayFrom", "TakeFromDiscard"):
        return by[max(uids, key=lambda u: (hand_value(s, p, u) + 0.1 * (R.d(s, u).strength or 0), -u))]
    if kind in ("DiscardFromHand", "BeneathDeck"):
        return by[min(uids, key=lambda u: (hand_value(s, p, u), u))]
    if kind == "DiscardTarget":
        return by[max(uids, key=lambda u: (R.strength(s, u), -u))]
    return picks[0]


def _branch(s: TcgState, p: int, opts: list[Action], rng: Rng) -> Action:
    """Which way an ability goes ("heal or remove a burden", "exert or add a burden", "cancel the
    skirmish or not"): the branch the heuristic rates best on a determinized copy, the first on a tie."""
    best, best_v = opts[0], _gain(s, p, opts[0], rng)
    for a in opts[1:]:
        v = _gain(s, p, a, rng)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


_HANDLERS: dict[str, Handler] = {
    "bid": bid,
    "order_choice": order_choice,
    "mulligan": mulligan,
    "start_fellowship": start_fellowship,
    "sanctuary": _sanctuary,
    "fellowship": _fellowship,
    "fp_choice": fp_choice,
    "shadow": _shadow,
    "window": _window,
    "archery_wounds": archery_wounds,
    "assign_fp": assign_fp,
    "assign_minion": assign_minion,
    "assign_shadow": assign_shadow,
    "skirmishes": skirmishes,
    "respond": _respond,
    "optional": _optional,
    "play": _play_bearer,
    "reconcile": _reconcile,
    "res": _res,
}


def _greedy(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """For a decision no rule covers: one step on a determinized copy, judged by the heuristic."""
    world = s.determinize(p, rng)
    best, best_v = actions[0], float("-inf")
    for a in actions:
        nxt = world.clone()
        nxt.apply(a)
        v = evaluate(nxt, p)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


def _decide(s: TcgState, rng: Rng, look: bool = True) -> Action:
    d = s.decision
    assert d is not None, "the game is over"
    actions = d.options
    if len(actions) == 1:
        return actions[0]
    top = s.stack[-1][0]
    if not look and top == "window":
        return named_action(actions, "pass") or actions[0]
    handler = _HANDLERS.get(top, _greedy)
    action = handler(s, d.player, actions, rng)
    assert action in actions, (top, action.id, [a.id for a in actions])
    return action


def choose(state: State, rng: Rng) -> Action:
    """The expert's answer to the pending decision, for whichever side owes it."""
    s: TcgState = state  # type: ignore[assignment]
    return _decide(s, rng)


def playout_choose(state: State, rng: Rng) -> Action:
    """The expert for a search's playouts (``Game.playout_policy``): each skirmish action is judged on
    its own, without the follow-ups tried after it, which halves a playout's cost."""
    s: TcgState = state  # type: ignore[assignment]
    d, top = s.decision, s.stack[-1]
    if d is not None and len(d.options) > 1 and top[0] == "window" and top[1] == "skirmish":
        return _skirmish_action(s, d.player, d.options, rng, 0)
    return _decide(s, rng)
