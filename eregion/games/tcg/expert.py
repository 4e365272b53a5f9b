"""A rule-based expert for the LOTR TCG, for both the Free Peoples and the Shadow side.

Each decision is recognised by the step on top of the stack (``fellowship``, ``shadow``, ``window``,
``assign_fp``...) and answered by a small rule of thumb written the way a player thinks about it:
protect the Ring-bearer, keep the twilight handed to the opponent modest, send strong companions
against strong minions, pump only when it changes a skirmish's outcome. Skirmish actions are judged
by trying them on a determinized copy (``state.determinize``) and reading the skirmish's public
numbers afterwards, so the expert never looks at the opponent's hand or either draw deck; everything
else reads public zones, the twilight pool, burdens and the player's own hand.

Entry point: :func:`choose`, registered as the TCG's ``Game.expert``.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING

from eregion.core import Action, Rng, State
from eregion.games.tcg import rules as R
from eregion.games.tcg.combat import defenders
from eregion.games.tcg.heuristic import evaluate
from eregion.games.tcg.steps import SPACE
from eregion.games.tcg.vocab import IT, Pump

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

Handler = Callable[["TcgState", int, tuple[Action, ...], Rng], Action]

BID = 1  # a burden is cheap next to choosing the turn order, and more is rarely worth it
START_BUDGET = 4
RB_DEATH = 400.0  # losing the Ring-bearer loses the game
WOUND = 3.0
BURDEN = 5.0
# Site shadow numbers where the site is not on the path yet (both starter decks, rounded up).
SHADOW_GUESS = {1: 0, 2: 2, 3: 0, 4: 3, 5: 6, 6: 3, 7: 6, 8: 8, 9: 9}
# Free Peoples cards worth little once their purpose is gone, or never worth the twilight here.
FP_EVENT_VALUE = {
    "1_76": 6.0,  # Intimidate
    "1_78": 5.0,  # Mysterious Wizard
    "1_116": 5.0,  # Swordarm of the White Tower
    "1_117": 5.0,  # Swordsman of the Northern Kingdom
    "1_296": 5.0,  # Hobbit Intuition
    "1_304": 5.0,  # Noble Intentions
    "1_26": 4.0,  # Their Halls of Stone
    "1_37": 2.0,  # Defiance (+4 only against Nazgul, none here)
    "1_312": 4.0,  # Sorry About Everything
    "1_106": 3.0,  # Gondor's Vengeance
    "1_104": 3.0,  # Eregion's Trails
    "1_84": 2.0,  # Sleep, Caradhras
    "1_110": 1.0,  # Pathfinder
    "1_86": 0.5,  # Treachery Deeper Than You Know
}


# --- small public facts -----------------------------------------------------------------------------


def _cid(s: TcgState, u: int) -> str:
    return s.cards[u].cid


def _left(s: TcgState, u: int) -> int:
    """Vitality left: 1 means the next wound kills."""
    return R.vitality(s, u) - s.cards[u].wounds


def _uid(a: Action) -> int:
    return SPACE.split(a)[1]


def _named(actions: tuple[Action, ...], name: str) -> Action | None:
    for a in actions:
        if a.id == name:
            return a
    return None


def _cards(actions: tuple[Action, ...], verb: str | None = None) -> list[Action]:
    return [a for a in actions if ":" in a.id and (verb is None or a.id.startswith(verb + ":"))]


def _is_rb(s: TcgState, u: int) -> bool:
    return u == s.rb[s.cards[u].owner] and R.d(s, u).type == "companion"


def _worth(s: TcgState, u: int) -> float:
    """How much losing this character costs its side."""
    dd = R.d(s, u)
    if _is_rb(s, u):
        return RB_DEATH
    if dd.type == "companion":
        return 12.0 + R.strength(s, u) + R.vitality(s, u)
    if dd.type == "ally":
        return 4.0 + R.strength(s, u)
    return 3.0 + 0.5 * R.strength(s, u)  # a minion: discarded at the end of the turn anyway


def _wound_cost(s: TcgState, u: int, n: int = 1) -> float:
    """The cost of ``n`` wounds on a Free Peoples character (death if they reach its vitality)."""
    if n <= 0:
        return 0.0
    left = _left(s, u)
    if n >= left:
        return _worth(s, u)
    per = 8.0 if _is_rb(s, u) else WOUND
    return per * n + (2.0 if left - n == 1 else 0.0)


def _free_peoples_hurt(s: TcgState) -> bool:
    return any(s.cards[u].wounds for u in R.companions(s))


# --- skirmish arithmetic ----------------------------------------------------------------------------


def _skirmish_loss(
    s: TcgState, d: int, ms: tuple[int, ...] | list[int], st: dict[int, int], risk: int = 0
) -> float:
    """What a skirmish costs the Free Peoples (negative: a small gain), from public strengths ``st``.

    Ties go to the Shadow; double strength overwhelms (triple with Coat of Mail or a Bounder); a
    Ring-bearer who loses without being overwhelmed can turn the wounds into burdens with the Ring.
    """
    if not ms:
        return 0.0
    ss = sum(st[m] for m in ms)
    if d < 0:
        return 0.0
    fs = st[d]
    if fs > ss:
        return -0.3 * len(ms)
    if risk and _is_rb(s, d):  # the Shadow player may still pump: keep the Ring-bearer clear of it
        ss += risk
    overwhelmed = ss > 0 if fs == 0 else ss >= R.overwhelm_multiplier(s, d) * fs
    if overwhelmed:
        return _worth(s, d)
    dmg = 1 + sum(R.keyword(s, m, "damage") for m in ms)
    cap = R.max_skirmish_wounds(s, d)
    if cap is not None:
        dmg = min(dmg, max(0, cap - s.skirmish_wounds.get(d, 0)))
    fp = s.cards[d].controller
    if _is_rb(s, d):
        room = s.resistance[fp] - s.burdens[fp] - 1  # burdens the Ring may still absorb
        as_burdens = BURDEN * dmg if dmg <= room else RB_DEATH
        if s.wearing:
            return as_burdens
        return min(_wound_cost(s, d, dmg), as_burdens + (0.0 if dmg >= _left(s, d) else 2.0))
    return _wound_cost(s, d, dmg) + 0.5 * dmg


def _strengths(s: TcgState, uids: list[int]) -> dict[int, int]:
    return {u: R.strength(s, u) for u in uids}


def _total_loss(s: TcgState, load: dict[int, list[int]], st: dict[int, int], risk: int = 0) -> float:
    return sum(_skirmish_loss(s, d, ms, st, risk) for d, ms in load.items())


def _shadow_leftovers(
    s: TcgState, load: dict[int, list[int]], left: list[int], st: dict[int, int], risk: int = 0
) -> tuple[float, list[tuple[int, int]]]:
    """The Shadow player's best placing of unassigned minions, one by one (strongest first), and
    also every one on the same defender (to overwhelm together); the worse for the Free Peoples."""
    base = _total_loss(s, load, st, risk)
    if not left or not load:
        return base, []
    order = sorted(left, key=lambda m: (-st[m], m))
    plans: list[tuple[float, list[tuple[int, int]]]] = []
    trial = {d: list(ms) for d, ms in load.items()}
    pairs: list[tuple[int, int]] = []
    for m in order:
        best_d, best_v = -1, float("-inf")
        for d in sorted(trial):
            v = _skirmish_loss(s, d, [*trial[d], m], st, risk) - _skirmish_loss(s, d, trial[d], st, risk)
            if v > best_v + 1e-9:
                best_d, best_v = d, v
        trial[best_d].append(m)
        pairs.append((m, best_d))
    plans.append((_total_loss(s, trial, st, risk), pairs))
    for d in sorted(load):
        trial = {k: list(ms) for k, ms in load.items()}
        trial[d] += order
        plans.append((_total_loss(s, trial, st, risk), [(m, d) for m in order]))
    best = max(plans, key=lambda p: p[0])
    return best


def _fierce(s: TcgState) -> int:
    top = s.stack[-1]
    return top[3] if top[0] == "assign_minion" else top[1]


def _unassigned(s: TcgState, fierce: int) -> list[int]:
    taken = {m for _, ms in s.assign for m in ms}
    return [m for m in R.minions(s) if m not in taken and (not fierce or R.keyword(s, m, "fierce"))]


def _capacity(s: TcgState, u: int) -> int:
    return 1 + R.keyword(s, u, "defender")


def _fp_plan(s: TcgState) -> list[tuple[int, int]]:
    """The Free Peoples assignment: strongest minion first, each to the defender that leaves the
    least expected loss once the Shadow player has placed whatever is left over."""
    free = _unassigned(s, _fierce(s))
    ds = defenders(s)
    st = _strengths(s, ds + R.minions(s))
    load = {d: [] for d in ds}
    for d, ms in s.assign:
        if d >= 0:
            load.setdefault(d, []).extend(ms)
    order = sorted(free, key=lambda m: (-st[m], m))
    risk = 3 if s.zones[(1 - s.fp, "hand")] else 0
    plan: list[tuple[int, int]] = []
    for i, m in enumerate(order):
        rest = order[i + 1 :]
        best_d, best_v = -1, float("inf")
        for d in ds:
            if len(load[d]) >= _capacity(s, d):
                continue
            load[d].append(m)
            v, _ = _shadow_leftovers(s, load, rest, st, risk)
            load[d].pop()
            if v < best_v - 1e-9:
                best_d, best_v = d, v
        if best_d < 0:
            break
        load[best_d].append(m)
        plan.append((best_d, m))
    return plan


def _shadow_plan(s: TcgState) -> list[tuple[int, int]]:
    """The Shadow player's placing of leftover minions as (minion, defender) pairs."""
    ds = defenders(s)
    st = _strengths(s, ds + R.minions(s))
    load = {d: [] for d in ds}
    for d, ms in s.assign:
        if d >= 0:
            load.setdefault(d, []).extend(ms)
    _, pairs = _shadow_leftovers(s, load, _unassigned(s, _fierce(s)), st)
    return pairs


# --- trying an action on a determinized copy ---------------------------------------------------------


def _settle(world: TcgState, me: int, rng: Rng, limit: int = 12) -> None:
    """Answer my own follow-up choices (targets, costs) by the rules, without further look-ahead."""
    for _ in range(limit):
        d = world.decision
        if d is None or d.player != me or world.stack[-1][0] == "window":
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
            st = _strengths(world, [u for u in (d, *ms) if u >= 0])
            loss = _skirmish_loss(world, d, ms, st)
    elif base.skirmish is not None:  # it resolved inside the look-ahead: read what it did
        d, ms = base.skirmish
        if d >= 0:
            if not R.in_play(world, d):
                loss += _worth(base, d)
            else:
                loss += _wound_cost(base, d, world.cards[d].wounds - base.cards[d].wounds)
        loss -= 0.3 * sum(1 for m in ms if not R.in_play(world, m))
    v = -sign * loss
    pool = world.pool - base.pool
    v -= 0.8 * pool if me == fp else 0.3 * -pool
    for u in [*base.zones[(me, "fellowship")], *base.zones[(me, "support")], *base.zones[(me, "shadow")]]:
        if R.d(base, u).type in R.CHARACTERS and R.in_play(world, u):
            n = world.cards[u].wounds - base.cards[u].wounds
            if n > 0:
                v -= _wound_cost(base, u, n) if me == fp else 1.0 * n
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
    for a in _cards(d.options):
        nxt = world.clone()
        nxt.apply(a)
        _settle(nxt, me, rng)
        dd = nxt.decision
        if dd is not None and dd.player != me and nxt.stack[-1][0] == "window":
            nxt.apply(SPACE["pass"])
            _settle(nxt, me, rng)
        best = max(best, _line(base, nxt, me, rng, depth - 1))
    return best


def _skirmish_action(s: TcgState, me: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Act in a skirmish only when it changes the outcome (a win, or no overwhelm/death) by more than
    what it costs; try each action (and up to two follow-ups) on one determinized copy."""
    passing = _named(actions, "pass") or actions[0]
    cands = _cards(actions)
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
        v = _line(world, nxt, me, rng, 2)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


# --- setup -------------------------------------------------------------------------------------------


def _start_value(s: TcgState, u: int) -> float:
    """A starting companion's worth: strength and vitality, a weak body little (Sam is a spare
    Ring-bearer, but a poor fighter)."""
    dd = R.d(s, u)
    strength, vitality = dd.strength or 0, dd.vitality or 0
    if strength < 5:
        return 3.0
    return strength + 0.5 * vitality + 2.0


def _start_fellowship(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    budget = s.stack[-1][2]
    picks = _cards(actions, "pick")
    best: tuple[float, tuple[Action, ...]] = (0.0, ())
    for k in range(1, min(3, len(picks)) + 1):
        for combo in combinations(picks, k):
            cost = sum(R.d(s, _uid(a)).twilight or 0 for a in combo)
            if cost > budget:
                continue
            v = sum(_start_value(s, _uid(a)) for a in combo)
            if v > best[0] + 1e-9:
                best = (v, combo)
    if not best[1]:
        return _named(actions, "done") or actions[0]
    return max(best[1], key=lambda a: (R.d(s, _uid(a)).twilight or 0, _start_value(s, _uid(a))))


def _bid(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    return _named(actions, f"bid:{BID}") or actions[0]


def _order_choice(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Going first: it is a race to site 9, and the first player moves a turn ahead."""
    return _named(actions, "first") or actions[0]


# --- the fellowship phase ---------------------------------------------------------------------------


def _can_pay(s: TcgState, cost: int, cap: int) -> bool:
    return s.pool + cost <= cap


def _fellowship(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Heal and unburden when it is cheap, add companions and gear while the twilight handed to the
    Shadow player stays modest, then move."""
    move = _named(actions, "move") or actions[-1]
    rb = s.rb[p]
    comps = [u for u in R.companions(s) if u != rb]
    cap = 3 if len(comps) >= 3 else 5
    plays = {_cid(s, _uid(a)): a for a in _cards(actions, "play")}
    uses = {_uid(a): a for a in _cards(actions, "use")}
    site = R.current_site(s)

    # Heal the Ring-bearer, then badly hurt companions.
    for u, a in uses.items():
        cid = _cid(s, u)
        if cid == "1_94" and (s.cards[rb].wounds or any(_left(s, c) <= 2 for c in comps)):  # Athelas
            return a
        if (  # Frodo heals himself by exerting Boromir
            cid == "1_290"
            and _left(s, rb) <= 2
            and any(R.d(s, c).signet == "frodo" and _left(s, c) >= 3 for c in comps)
        ):
            return a
        if cid == "1_309" and any(R.d(s, c).title == "Sam" and s.cards[c].wounds for c in comps):  # Rosie
            return a
    # Gandalf brings a Gandalf-signet companion for 2 less.
    for u, a in uses.items():
        if _cid(s, u) == "1_364" and _left(s, u) >= 3 and len(comps) < 5:
            hand = s.zones[(p, "hand")]
            if any(R.d(s, h).type == "companion" and R.d(s, h).signet == "gandalf" for h in hand):
                return a
    # Companions: the strongest affordable one first.
    companions = [
        (R.d(s, _uid(a)).strength or 0, a) for cid, a in plays.items() if R.DEFS[cid].type == "companion"
    ]
    companions.sort(key=lambda t: (-t[0], t[1].id))
    for strength, a in companions:
        cost = R.twilight_cost(s, _uid(a))
        weak = strength < 5
        if weak and len(comps) >= 2:
            continue
        if _can_pay(s, cost, cap + (1 if len(comps) < 2 else 0)):
            # Rivendell Terrace plays a Man and draws a card: the same companion, one card better.
            if site is not None and site in uses and R.d(s, _uid(a)).race == "man":
                return uses[site]
            return a
    # Gear that makes fights safer, cheapest and most useful first.
    for cid in ("1_108", "1_299", "1_101", "1_92", "1_107"):
        a = plays.get(cid)
        if a is not None and _can_pay(s, R.twilight_cost(s, _uid(a)), cap):
            return a
    a = plays.get("1_94")  # Athelas, once someone is hurt
    if a is not None and _free_peoples_hurt(s) and _can_pay(s, 1, cap):
        return a
    # Allies: Barliman is free; Bounder guards hobbits; Rosie only beside Sam.
    for cid in ("1_70", "1_286", "1_309"):
        a = plays.get(cid)
        if a is None:
            continue
        if cid == "1_309" and not any(R.d(s, c).title == "Sam" for c in comps):
            continue
        if _can_pay(s, R.twilight_cost(s, _uid(a)), cap):
            return a
    # Burdens: Sam's own ability, or Sorry About Everything on a healthy hobbit.
    burdens, res = s.burdens[p], s.resistance[p]
    for u, a in uses.items():
        if _cid(s, u) == "1_311" and burdens and (_left(s, u) >= 3 or burdens >= res - 4):
            return a
    a = plays.get("1_312")
    if a is not None and burdens >= 2:
        hobbits = [c for c in comps if R.d(s, c).race == "hobbit" and _left(s, c) >= 3]
        if hobbits or (burdens >= res - 4 and _left(s, rb) >= 3):
            return a
    # Barliman fetches a Gandalf event back.
    for u, a in uses.items():
        if _cid(s, u) == "1_70" and any(
            R.d(s, x).culture == "gandalf"
            and R.d(s, x).type == "event"
            and FP_EVENT_VALUE.get(_cid(s, x), 0) >= 4
            for x in s.zones[(p, "discard")]
        ):
            return a
    # Sleep, Caradhras when the Shadow player has more conditions out than we do.
    a = plays.get("1_84")
    if a is not None:
        theirs = sum(1 for u in s.zones[(1 - p, "support")] if R.d(s, u).type == "condition")
        ours = sum(1 for u in s.zones[(p, "attached")] if R.d(s, u).type == "condition")
        gandalf = [c for c in comps if R.d(s, c).title == "Gandalf" and _left(s, c) >= 3]
        if gandalf and theirs >= 2 + ours and _can_pay(s, 3, cap + 1):
            return a
    return move


def _fp_choice(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Move again only while the fellowship is healthy and the twilight the move gives is small
    next to the companions able to meet the minions it buys."""
    move, stay = _named(actions, "move"), _named(actions, "stay")
    if move is None or stay is None:
        return actions[0]
    rb = s.rb[p]
    nxt = s.pos[p] + 1
    site = s.path[nxt] if nxt <= 9 else -1
    shadow = R.shadow_number(s, site) if site >= 0 else SHADOW_GUESS.get(nxt, 6)
    comps = [u for u in R.companions(s) if u != rb]
    healthy = [u for u in comps if _left(s, u) >= 2]
    pool = s.pool + shadow + len(R.companions(s))
    if _left(s, rb) <= 2 or s.burdens[p] >= s.resistance[p] - 3:
        return stay
    if R.minions(s):  # minions still in play join the next fight
        return stay
    if len(healthy) < 2:
        return stay
    threat = pool / 3.5
    return move if threat <= len(healthy) else stay


def _sanctuary(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    picks = _cards(actions, "pick")
    if not picks:
        return actions[0]
    return max(
        picks, key=lambda a: (_is_rb(s, _uid(a)), _worth(s, _uid(a)) / max(1, _left(s, _uid(a))), -_uid(a))
    )


# --- the Shadow phase -------------------------------------------------------------------------------


def _minion_cost(s: TcgState, u: int) -> int:
    return R.twilight_cost(s, u) + R.roaming_penalty(s, u)


def _minion_refund(s: TcgState, u: int) -> int:
    cid = _cid(s, u)
    if cid == "1_178":  # Goblin Runner adds 2
        return 2
    if cid == "1_191" and any(R.d(s, c).race == "elf" for c in R.companions(s)):  # Moria Scout
        return 2
    return 0


def _shadow(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Spend the twilight on the set of minions that puts the most strength and bodies on the table
    (roaming costs 2 more, so native minions win ties), then on conditions that help."""
    passing = _named(actions, "pass") or actions[-1]
    plays = _cards(actions, "play")
    minions = [a for a in plays if R.d(s, _uid(a)).type == "minion"]
    hand_minions = [u for u in s.zones[(p, "hand")] if R.d(s, u).type == "minion"]
    playable_cids = {_cid(s, _uid(a)) for a in minions}
    cands = [u for u in hand_minions if _cid(s, u) in playable_cids or _minion_cost(s, u) <= s.pool + 2]
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
                playable = [u for u in combo if _cid(s, u) in playable_cids]
                if not playable:
                    continue
                # Twilight makers first, then the dearest (a discount goes to the first orc).
                first = max(playable, key=lambda u: (_minion_refund(s, u), _minion_cost(s, u), -u))
                best_v, best_first = v, first
    if best_first is not None:
        for a in minions:
            if _cid(s, _uid(a)) == _cid(s, best_first):
                return a
    fp = s.fp
    archers = R.archery_total(s, "free")
    for a in plays:
        cid = _cid(s, _uid(a))
        if cid == "1_180" and R.minions(s):  # Goblin Scimitar: +2 and a card
            return a
        if cid == "1_133":  # Saruman's Ambition: free, a later +2
            return a
        if cid == "1_141" and any(R.keyword(s, u, "archer") for u in R.companions(s, fp)) and R.minions(s):
            return a
        if cid == "1_157" and archers and R.minions(s):
            return a
        if cid == "1_187" and any(R.d(s, u).type == "minion" for u in s.zones[(p, "discard")]):
            return a  # Host of Thousands: a minion from the discard pile
    # They Are Coming turns three weak cards in hand into a Moria orc from the discard pile.
    hand = s.zones[(p, "hand")]
    junk = sorted(_hand_value(s, p, h) for h in hand)[:3]
    orcs = [u for u in s.zones[(p, "discard")] if R.d(s, u).culture == "moria" and R.d(s, u).type == "minion"]
    for a in plays:
        affordable = any(s.pool - 3 >= _minion_cost(s, u) for u in orcs)
        if _cid(s, _uid(a)) == "1_196" and len(hand) >= 4 and sum(junk) <= 9.0 and affordable:
            return a
    for a in _cards(actions, "use"):
        cid = _cid(s, _uid(a))
        if cid == "1_196" and len(junk) == 3 and (sum(junk) <= 9.0 or s.pool >= 6):
            return a
        if cid == "1_359" and not s.no_more_moves:  # Shores of Nen Hithoel: no second move
            return a
        weapons = [u for u in s.zones[(p, "discard")] if R.d(s, u).item_class == "hand_weapon"]
        if cid == "1_345" and weapons and R.minions(s):  # Mithril Mine: a weapon back
            return a
    return passing


# --- windows: maneuver to regroup --------------------------------------------------------------------


def _window(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    phase = s.stack[-1][1]
    passing = _named(actions, "pass") or actions[-1]
    if phase == "skirmish":
        return _skirmish_action(s, p, actions, rng)
    if p == s.fp and phase == "maneuver":
        for a in _cards(actions, "play"):
            if _cid(s, _uid(a)) == "1_104":  # Eregion's Trails: roaming minions -3
                roaming = [m for m in R.minions(s) if R.roaming(s, m)]
                rangers = [u for u in R.companions(s) if R.keyword(s, u, "ranger") and _left(s, u) >= 3]
                if len(roaming) >= 2 and rangers:
                    return a
    if p != s.fp and phase == "maneuver":
        for a in _cards(actions, "use"):
            if _cid(s, _uid(a)) == "1_152" and any(s.cards[m].wounds for m in R.minions(s)):
                return a  # Uruk Shaman heals a wounded Uruk-hai
    return passing


# --- archery, assignment, skirmish order -------------------------------------------------------------


def _archery_wounds(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Free Peoples: the hardiest companion, never the Ring-bearer while another can take it.
    Shadow: a minion that survives the wound, else the weakest one."""
    picks = _cards(actions, "pick")
    if p == s.fp:
        return min(picks, key=lambda a: (_wound_cost(s, _uid(a)) - 0.1 * _left(s, _uid(a)), _uid(a)))

    def cost(a: Action) -> tuple[float, int]:
        u = _uid(a)
        if _left(s, u) <= 1:
            return (5.0 + R.strength(s, u), u)
        return (1.0 + 0.1 * R.strength(s, u) - 0.2 * _left(s, u), u)

    return min(picks, key=cost)


def _assign_fp(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    plan = _fp_plan(s)
    if plan:
        a = _find(actions, "pick", plan[0][0])
        if a is not None:
            return a
    return _named(actions, "done") or actions[-1]


def _assign_shadow(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    plan = _shadow_plan(s)
    for m, _ in plan:
        a = _find(actions, "pick", m)
        if a is not None:
            return a
    picks = _cards(actions, "pick")
    return picks[0] if picks else actions[-1]


def _assign_minion(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    first = s.stack[-1][2]
    picks = _cards(actions, "pick")
    if p == s.fp:  # which minion this defender meets
        for d, m in _fp_plan(s):
            if d == first:
                a = _find(actions, "pick", m)
                if a is not None:
                    return a
        st = _strengths(s, defenders(s) + R.minions(s))
        have = list(dict(s.assign).get(first, ()))
        return min(picks, key=lambda a: (_skirmish_loss(s, first, [*have, _uid(a)], st), _uid(a)))
    for m, d in _shadow_plan(s):
        if m == first:
            a = _find(actions, "pick", d)
            if a is not None:
                return a
    st = _strengths(s, defenders(s) + R.minions(s))
    table = dict(s.assign)
    return max(
        picks, key=lambda a: (_skirmish_loss(s, _uid(a), [*table.get(_uid(a), ()), first], st), -_uid(a))
    )


def _find(actions: tuple[Action, ...], verb: str, uid: int) -> Action | None:
    name = f"{verb}:{uid}"
    for a in actions:
        if a.id == name:
            return a
    return None


def _skirmishes(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Easy wins first; the Ring-bearer's skirmish last, after the Shadow player has spent on others."""
    table = dict(s.assign)
    st = _strengths(s, [u for d, ms in s.assign for u in (d, *ms) if u >= 0])

    def key(a: Action) -> tuple[int, float, int]:
        d = _uid(a)
        return (int(_is_rb(s, d)), _skirmish_loss(s, d, table.get(d, ()), st), d)

    return min(_cards(actions, "pick"), key=key)


# --- responses and choices inside abilities ----------------------------------------------------------


def _wound(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Put on the Ring only when the wound would kill (or leave him one from death) and the burden
    is affordable; Intimidate a wound that would kill a companion."""
    target = s.stack[-1][1]
    passing = _named(actions, "pass") or actions[-1]
    ring = _cards(actions, "use")
    intimidate = _cards(actions, "play")
    left = _left(s, target)
    coming = sum(1 for st in s.stack if st[0] == "wound" and st[1] == target)  # this one included
    room = s.resistance[p] - s.burdens[p] - 1
    if _is_rb(s, target):
        if coming >= left:
            if intimidate and coming == left:
                return intimidate[0]
            if ring and room >= coming:
                return ring[0]
            return ring[0] if ring else passing
        if left - coming <= 1 and ring and room >= 3 + coming:
            return ring[0]
        return passing
    if intimidate and coming == left and R.d(s, target).type == "companion":
        return intimidate[0]  # one prevented wound saves him; with more to come it would be wasted
    return passing


def _ring_bearer_dies(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Sam takes the Ring: the game goes on."""
    return _cards(actions, "use")[0] if _cards(actions, "use") else actions[0]


def _optional(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Every "you may" trigger in these decks helps its user (heal, twilight, a card, a weapon)."""
    return _named(actions, "yes") or actions[0]


def _play_bearer(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Weapons to the Ring-bearer or the strongest fighter, armour to the strongest Man."""
    card = s.stack[-1][2]
    cid = _cid(s, card)
    picks = _cards(actions, "pick")
    if cid == "1_299":  # Hobbit Sword: the Ring-bearer needs strength most
        for a in picks:
            if _is_rb(s, _uid(a)):
                return a
    return max(picks, key=lambda a: (R.d(s, _uid(a)).type != "ally", R.strength(s, _uid(a)), -_uid(a)))


def _fp_card_value(s: TcgState, p: int, u: int) -> float:
    """A Free Peoples card's use to ``p``: most cards need a certain companion to do anything."""
    dd = R.d(s, u)
    mine = [
        R.d(s, c) for z in ("fellowship", "hand") for c in s.zones[(p, z)] if R.d(s, c).type == "companion"
    ]

    def have(**kw: object) -> bool:
        return any(all(getattr(c, k) == v for k, v in kw.items()) for c in mine)

    ranger = any(("ranger", 1) in c.keywords for c in mine)
    if dd.unique and (
        R.title_in_play(s, p, dd.title) or any(R.d(s, x).title == dd.title for x in s.zones[(p, "dead")])
    ):
        return 0.0
    if dd.type == "companion":
        return 4.0 + 0.5 * (dd.strength or 0)
    if dd.type == "event":
        need = {
            "1_116": have(culture="gondor"),
            "1_117": ranger,
            "1_104": ranger,
            "1_106": ranger,
            "1_110": ranger,
            "1_78": have(title="Gandalf"),
            "1_76": have(title="Gandalf"),
            "1_84": have(title="Gandalf"),
            "1_86": have(title="Gandalf"),
            "1_26": have(race="dwarf"),
            "1_37": have(race="elf"),
            "1_304": any(c.race != "hobbit" for c in mine),
        }.get(dd.id, True)
        return FP_EVENT_VALUE.get(dd.id, 2.0) if need else 0.5
    if dd.id == "1_299":  # Hobbit Sword
        return 5.0
    if dd.id in ("1_92", "1_101", "1_107"):  # Armor, Coat of Mail, Great Shield
        return 4.0 if have(race="man") else 1.0
    if dd.id == "1_94":  # Athelas
        return 3.0 if have(race="man", culture="gondor") else 0.5
    if dd.id == "1_108":  # No Stranger to the Shadows
        return 3.5 if ranger else 0.5
    if dd.id == "1_309":  # Rosie Cotton
        return 2.5 if have(title="Sam") else 1.5
    return 3.0


SHADOW_VALUE = {
    "1_121": 4.0,  # Bred for Battle
    "1_168": 2.0,  # Drums in the Deep
    "1_187": 3.5,  # Host of Thousands
    "1_133": 3.0,  # Saruman's Ambition
    "1_141": 1.5,  # Their Arrows Enrage
    "1_157": 1.5,  # Uruk-hai Armory
    "1_196": 2.5,  # They Are Coming
    "1_180": 3.5,  # Goblin Scimitar
}


def _hand_value(s: TcgState, p: int, u: int) -> float:
    """How much a card in hand is worth keeping (for discarding and reconciling); about 3 is what a
    fresh card from the draw deck is worth, so anything below that is better cycled."""
    dd = R.d(s, u)
    if dd.side == "free":
        return _fp_card_value(s, p, u)
    if dd.type == "minion":
        minions = sum(1 for h in s.zones[(p, "hand")] if R.d(s, h).type == "minion")
        return 3.5 + 0.35 * (dd.strength or 0) + (2.0 if minions <= 2 else 0.0)
    return SHADOW_VALUE.get(dd.id, 2.0)


CYCLE_BELOW = 3.0


def _reconcile(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """Cycle the least useful card when it is worth less than a fresh draw; when over eight, the
    least useful goes."""
    picks = _cards(actions, "pick")
    done = _named(actions, "done")
    if not picks:
        return actions[0]
    worst = min(picks, key=lambda a: (_hand_value(s, p, _uid(a)), _uid(a)))
    if done is not None and _hand_value(s, p, _uid(worst)) >= CYCLE_BELOW:
        return done
    return worst


def _res(s: TcgState, p: int, actions: tuple[Action, ...], rng: Rng) -> Action:
    """A choice inside an ability: which character exerts, is healed or pumped, which card is
    played, fetched or discarded, which branch is taken."""
    _, _, src, parts, i, _memo = s.stack[-1]
    part = parts[i]
    kind = type(part).__name__
    picks = _cards(actions, "pick")
    if not picks:
        opts = [a for a in actions if a.id.startswith("opt:")]
        if opts:
            return _branch(s, p, src, opts)
        return actions[0]
    uids = [_uid(a) for a in picks]
    by = dict(zip(uids, picks, strict=True))
    if kind == "Exert":
        nxt = parts[i + 1] if i + 1 < len(parts) else None
        if isinstance(nxt, Pump) and nxt.target == IT:
            fighting = [u for u in uids if R.skirmishing(s, u)]
            if fighting:
                return by[fighting[0]]
        mine = [u for u in uids if s.cards[u].controller == p]
        pool = mine or uids
        return by[max(pool, key=lambda u: (not _is_rb(s, u), not R.skirmishing(s, u), _left(s, u), -u))]
    if kind == "Heal":
        return by[max(uids, key=lambda u: (_is_rb(s, u), _worth(s, u) / max(1, _left(s, u)), -u))]
    if kind in ("Pump", "Protect"):
        fighting = [u for u in uids if R.skirmishing(s, u) and s.cards[u].controller == p]
        pool = fighting or uids
        return by[max(pool, key=lambda u: (R.strength(s, u), -u))]
    if kind in ("PlayFrom", "TakeFromDiscard"):
        return by[max(uids, key=lambda u: (_hand_value(s, p, u) + 0.1 * (R.d(s, u).strength or 0), -u))]
    if kind in ("DiscardFromHand", "BeneathDeck"):
        return by[min(uids, key=lambda u: (_hand_value(s, p, u), u))]
    if kind == "DiscardTarget":
        return by[max(uids, key=lambda u: (R.strength(s, u), -u))]
    return picks[0]


def _branch(s: TcgState, p: int, src: int, opts: list[Action]) -> Action:
    """Moria Lake: Frodo exerts only while he has wounds to spare; Athelas: heal unless nothing is
    hurt; Hobbit Intuition: cancel a skirmish the hobbit would lose."""
    cid = _cid(s, src) if src >= 0 else ""
    ids = [a.id for a in opts]
    if cid == "1_346" and len(opts) == 2:  # Moria Lake
        rb = s.rb[p]
        others = sorted((_left(s, u) for u in R.companions(s) if u != rb), reverse=True)
        spare = len(others) >= 2 and others[1] >= 2
        return opts[1] if spare and _left(s, rb) <= 3 else opts[0]
    if cid == "1_94":  # Athelas
        return opts[0] if "opt:0" in ids and _free_peoples_hurt(s) else opts[-1]
    if cid == "1_296" and s.skirmish is not None:  # Hobbit Intuition
        d, ms = s.skirmish
        st = _strengths(s, [u for u in (d, *ms) if u >= 0])
        if "opt:0" in ids and _skirmish_loss(s, d, ms, st) > 0:
            return opts[0]
        return opts[-1]
    return opts[0]


_HANDLERS: dict[str, Handler] = {
    "bid": _bid,
    "order_choice": _order_choice,
    "start_fellowship": _start_fellowship,
    "sanctuary": _sanctuary,
    "fellowship": _fellowship,
    "fp_choice": _fp_choice,
    "shadow": _shadow,
    "window": _window,
    "archery_wounds": _archery_wounds,
    "assign_fp": _assign_fp,
    "assign_minion": _assign_minion,
    "assign_shadow": _assign_shadow,
    "skirmishes": _skirmishes,
    "wound": _wound,
    "ring_bearer_dies": _ring_bearer_dies,
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
        return _named(actions, "pass") or actions[0]
    handler = _HANDLERS.get(top, _greedy)
    action = handler(s, d.player, actions, rng)
    assert action in actions, (top, action.id, [a.id for a in actions])
    return action


def choose(state: State, rng: Rng) -> Action:
    """The expert's answer to the pending decision, for whichever side owes it."""
    s: TcgState = state  # type: ignore[assignment]
    return _decide(s, rng)
