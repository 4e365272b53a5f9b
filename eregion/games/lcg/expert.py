"""A rule-based co-operative expert for the LOTR LCG: quest with enough willpower, keep defenders home.

Each decision is recognised by the step on top of the stack (``commit``, ``attack``, ``plan``...) and
the verbs of its action ids, and answered the way a careful player thinks about it:

* **Quest:** the threat the staging area will have after this round's reveals is estimated by drawing
  from the encounter cards not yet seen (a multiset any player can count; never the deck's order), and
  the characters committed are the subset that best trades progress (capped by what the location and
  stage still need) against the threat a failed quest costs and the combat the uncommitted characters
  must still fight.
* **Combat:** defenders are assigned to all the attacks still to come at once, the cheapest plan first
  (a defender that survives; a cheap ally to chump-block a big attack; undefended only when that costs
  least, on the hero that survives it best); player attacks go to enemies the ready characters can
  kill, with the fewest attack points that do it, and spare attackers put damage on what they cannot.
* **Encounter:** an optional engagement is taken only when the team can defend against it and kill it.
* **Planning:** allies by their stats per cost, attachments on the character whose role they serve.
* **Travel:** to the location that takes the most threat out of the staging area.

Anything not recognised (new steps, new action kinds added with card abilities) falls back to a safe
answer: pass, done or no where offered, otherwise the option a one-step look-ahead on a determinized
copy judges best by :func:`eregion.games.lcg.heuristic.evaluate`. Action windows are passed: card
abilities are not judged yet. Entry point: :func:`choose`, registered as the LCG's ``Game.expert``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from eregion.core import Action, Rng, State
from eregion.games.lcg import quests as Q
from eregion.games.lcg import rules as R
from eregion.games.lcg.heuristic import evaluate
from eregion.games.lcg.rules import ENC

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

STRICT = False  # tests set it: a handler's error is raised instead of answered by the fallback

Handler = Callable[["LcgState", int, tuple[Action, ...], Rng], "Action | None"]

# Costs and values, in the units of "one point of threat on one player".
HERO_LOSS = 40.0  # a hero destroyed
LAST_HERO_LOSS = 200.0  # the player's last hero: elimination
HERO_DAMAGE = 2.0  # each damage on a hero that survives (hit points come back slowly)
ALLY_LOSS = 3.0  # an ally destroyed, plus 1.5 per resource it cost
ALLY_DAMAGE = 0.5
SHADOW_RISK = 1.0  # extra attack a face-down shadow card may bring
ATTACK_KEPT = 0.3  # each point of attack a defender cannot use in the player attacks
QUEST_PT = 1.3  # each progress on the quest stage
LOCATION_PT = 1.0  # each progress on the active location
STAGE_BONUS = 5.0  # defeating the stage this round
THREAT_PT = 1.0  # each point of threat a failed quest raises, per player
COMMIT_COST = 0.05  # a character kept ready is worth a little (responses, Sentinel, surprises)
SAMPLES = 24  # draws of the staging reveals
BRUTE_LIMIT = 3000  # defence plans searched exhaustively up to this many combinations
QUICK_LIMIT = 200  # the same inside the quest's search over commitments

# Core attachments by the role of the character they go on (unknown ones: the strongest hero).
ATTACH_ROLE: dict[str, str] = {
    "01026": "resources",  # Steward of Gondor
    "01027": "willpower",  # Celebrian's Stone
    "01039": "attack",  # Blade of Gondolin
    "01040": "defense",  # Citadel Plate
    "01041": "attack",  # Dwarven Axe
    "01042": "any",  # Horn of Gondor
    "01055": "willpower",  # The Favor of the Lady
    "01056": "location",  # Power in the Earth
    "01057": "ready",  # Unexpected Courage
    "01069": "enemy",  # Forest Snare
    "01070": "defense",  # Protector of Lorien
    "01071": "none",  # Dark Knowledge: a cost (-1 willpower) for a peek at a shadow card
    "01072": "heal",  # Self Preservation
}
ATTACH_VALUE = {"none": 0.0, "any": 1.5, "location": 2.0}
NEVER_ENGAGE = frozenset({"01075"})  # Hummerhorns: engaging it damages every character you control


# --- small helpers -------------------------------------------------------------------------------------


def split(a: Action) -> tuple[str, int]:
    """``("play", 17)`` for ``play:17``, ``(id, -1)`` for a named or unknown-shaped action."""
    verb, _, rest = a.id.partition(":")
    return (verb, int(rest)) if rest.isdigit() else (a.id, -1)


def by_verb(opts: tuple[Action, ...], verb: str) -> dict[int, Action]:
    out: dict[int, Action] = {}
    for a in opts:
        v, u = split(a)
        if v == verb and u >= 0:
            out[u] = a
    return out


def named(opts: tuple[Action, ...], *names: str) -> Action | None:
    """The first of these named actions that is offered."""
    ids = {a.id: a for a in opts}
    for n in names:
        if n in ids:
            return ids[n]
    return None


def left(s: LcgState, u: int) -> int:
    return R.hit_points(s, u) - s.cards[u].wounds


def _is_character(s: LcgState, u: int) -> bool:
    return R.d(s, u).is_character


@dataclass(frozen=True, slots=True, eq=False)
class Char:
    """A character's numbers as the plans need them."""

    uid: int
    hero: bool
    willpower: int
    attack: int
    defense: int
    left: int
    loss: float  # what losing it costs


@dataclass(frozen=True, slots=True, eq=False)
class Foe:
    """An enemy that will attack (or a phantom one expected from the encounter deck)."""

    uid: int
    attack: int
    defense: int
    left: int
    risk: float
    worth: float  # what killing it is worth


def char(s: LcgState, u: int) -> Char:
    hero = R.d(s, u).type == "hero"
    c = s.cards[u]
    if hero:
        others = [h for h in R.heroes(s, c.controller) if h != u]
        loss = HERO_LOSS if others else LAST_HERO_LOSS
    else:
        loss = ALLY_LOSS + 1.5 * R.cost(s, u)
    return Char(u, hero, R.willpower(s, u), R.attack(s, u), R.defense(s, u), left(s, u), loss)


def foe(s: LcgState, e: int) -> Foe:
    """An enemy in play; face-down shadow cards are counted, never read."""
    hidden = sum(1 for u in R.shadows(s, e) if s.cards[u].zone == "shadow")
    atk = R.attack(s, e)
    worth = 3.0 + 2.0 * atk + R.threat(s, e) + (R.d(s, e).victory_points or 0)
    return Foe(e, atk, R.defense(s, e), left(s, e), SHADOW_RISK * hidden, worth)


def heroes_of(s: LcgState, p: int) -> list[Char]:
    return [char(s, h) for h in R.heroes(s, p)]


# --- combat plans ----------------------------------------------------------------------------------------


def defend_cost(c: Char, f: Foe, plan_attacks: bool = True) -> float:
    """Cost of ``c`` defending against ``f``: its death, or its damage, and the attack it gives up."""
    dmg = max(0, f.attack - c.defense)
    if dmg >= c.left:
        return c.loss
    cost = dmg * (HERO_DAMAGE if c.hero else ALLY_DAMAGE)
    if f.risk and dmg + f.risk >= c.left:
        cost += 0.4 * c.loss
    return cost + (ATTACK_KEPT * c.attack if plan_attacks else 0.0)


def undefended(f: Foe, heroes: list[Char], hp: dict[int, int]) -> tuple[float, int]:
    """The cheapest hero to take an undefended attack (all its damage, defense ignored)."""
    best, who = float("inf"), -1
    for h in heroes:
        have = hp.get(h.uid, h.left)
        if have <= 0:
            continue
        if f.attack >= have:
            cost = h.loss
        else:
            cost = f.attack * HERO_DAMAGE + (0.4 * h.loss if f.attack + f.risk >= have else 0.0)
        if cost < best - 1e-9 or (abs(cost - best) < 1e-9 and have > hp.get(who, -1)):
            best, who = cost, h.uid
    if who < 0:
        return LAST_HERO_LOSS, -1
    return best, who


def defence_plan(
    foes: list[Foe], chars: list[Char], heroes: list[Char], limit: int = BRUTE_LIMIT, with_kills: bool = False
) -> tuple[float, list[int]]:
    """The cheapest assignment of defenders (``-1``: undefended) to ``foes``, in their order: exhaustive
    up to ``limit`` combinations, otherwise greedy from the strongest attack. ``with_kills`` counts the
    kills the characters left ready can still make (as a negative cost) instead of a flat price on
    each defender's attack."""
    if not foes:
        return 0.0, []
    if (len(chars) + 1) ** len(foes) <= limit:
        best: list[tuple[float, list[int]]] = [(float("inf"), [])]
        bound = -sum(f.worth for f in foes) if with_kills else 0.0

        def rec(i: int, free: tuple[Char, ...], hp: dict[int, int], cost: float, plan: list[int]) -> None:
            if cost + bound >= best[0][0]:
                return
            if i == len(foes):
                total = cost - kills(foes, list(free)) if with_kills else cost
                if total < best[0][0]:
                    best[0] = (total, plan[:])
                return
            f = foes[i]
            for k, c in enumerate(free):
                plan.append(c.uid)
                dc = defend_cost(c, f, not with_kills)
                rec(i + 1, free[:k] + free[k + 1 :], hp, cost + dc, plan)
                plan.pop()
            ucost, who = undefended(f, heroes, hp)
            plan.append(-1)
            hp2 = dict(hp)
            if who >= 0:
                hp2[who] = hp.get(who, next(h.left for h in heroes if h.uid == who)) - f.attack
            rec(i + 1, free, hp2, cost + ucost, plan)
            plan.pop()

        rec(0, tuple(chars), {}, 0.0, [])
        return best[0]
    order = sorted(range(len(foes)), key=lambda i: -foes[i].attack)
    free = list(chars)
    hp: dict[int, int] = {}
    plan = [-1] * len(foes)
    total = 0.0
    for i in order:
        f = foes[i]
        ucost, who = undefended(f, heroes, hp)
        pick, cost = None, ucost
        for c in free:
            dc = defend_cost(c, f)
            if dc < cost:
                pick, cost = c, dc
        total += cost
        if pick is not None:
            free.remove(pick)
            plan[i] = pick.uid
        elif who >= 0:
            hp[who] = hp.get(who, next(h.left for h in heroes if h.uid == who)) - f.attack
    if with_kills:
        total -= kills(foes, free)
    return total, plan


def kill_set(need: int, attackers: list[Char]) -> list[Char] | None:
    """The attackers with the least total attack (then the fewest) that reach ``need``, or None: a
    subset sum over the attack totals, which stay small."""
    if need <= 0:
        return []
    reach: dict[int, list[Char]] = {0: []}
    for c in attackers:
        if c.attack <= 0:
            continue
        for total, group in list(reach.items()):
            if total >= need:
                continue
            new = total + c.attack
            if new not in reach or len(reach[new]) > len(group) + 1:
                reach[new] = [*group, c]
    done = [t for t in reach if t >= need]
    return reach[min(done)] if done else None


def kills(foes: list[Foe], attackers: list[Char]) -> float:
    """What the player attacks are likely to kill: the most valuable enemies first."""
    free = list(attackers)
    gain = 0.0
    for f in sorted(foes, key=lambda f: -f.worth):
        used = kill_set(f.defense + f.left, free)
        if used is None:
            continue
        gain += f.worth
        for c in used:
            free.remove(c)
    return gain


def combat_value(foes: list[Foe], chars: list[Char], heroes: list[Char], exhaustive: bool = False) -> float:
    """Kills less defence costs, for a round where ``foes`` attack and ``chars`` are ready."""
    if not foes:
        return 0.0
    if exhaustive:
        return -defence_plan(foes, chars, heroes, BRUTE_LIMIT, with_kills=True)[0]
    cost, plan = defence_plan(foes, chars, heroes, QUICK_LIMIT)
    used = set(plan)
    return kills(foes, [c for c in chars if c.uid not in used]) - cost


# --- what is coming ------------------------------------------------------------------------------------


def unseen_pool(s: LcgState) -> list[str]:
    """The encounter cards not yet seen, as a sorted multiset of ids: what any player can count from
    the scenario's card list and the cards shown so far (the deck's order stays unknown)."""
    pool = [s.cards[u].cid for z in ("edeck", "shadow") for u in s.zones[(ENC, z)]]
    if len(pool) < 3:
        pool += [s.cards[u].cid for u in s.zones[(ENC, "ediscard")]]
    return sorted(pool)


def reveal_samples(s: LcgState, n: int, rng: Rng) -> tuple[list[int], list[list[str]]]:
    """Threat that ``n`` reveals (Surge included) may add to the staging area, and the enemies they
    bring, over :data:`SAMPLES` draws from the unseen pool."""
    pool = unseen_pool(s)
    threats: list[int] = []
    enemies: list[list[str]] = []
    for _ in range(SAMPLES if n > 0 and pool else 1):
        bag = pool[:]
        todo, t, found = n, 0, []
        while todo > 0 and bag:
            cid = bag.pop(rng.randrange(len(bag)))
            todo -= 1
            dd = R.DEFS[cid]
            if dd.type in ("enemy", "location"):
                t += dd.threat or 0
            if dd.type == "enemy":
                found.append(cid)
            if dd.keyword("surge"):
                todo += 1
        threats.append(t)
        enemies.append(found)
    return threats, enemies


def expected_foes(s: LcgState, p: int, extra: list[int] | tuple[int, ...] = ()) -> list[Foe]:
    """Enemies that will attack ``p`` this round: those engaged with him, and those in the staging area
    whose engagement check he is the first to meet (his threat at or above their engagement cost). Each
    carries the risk of the shadow card combat will deal it."""
    dealt = SHADOW_RISK if s.zones[(ENC, "edeck")] or s.zones[(ENC, "ediscard")] else 0.0
    ids = [e for e in R.engaged(s, p) if e not in s.attacked]
    order = R.active_players(s)
    for e in R.enemies_in_staging(s):
        if e in extra:
            continue
        cost = R.engagement_cost(s, e)
        takers = [q for q in order if s.threat[q] >= cost]
        if takers and takers[0] == p:
            ids.append(e)
    out = []
    for e in [*ids, *extra]:
        f = foe(s, e)
        out.append(Foe(f.uid, f.attack, f.defense, f.left, max(f.risk, dealt), f.worth))
    return out


def _phantom(cids: list[str], threat: int) -> Foe | None:
    """An average enemy from the revealed ones that would engage a player at ``threat``."""
    fit = [R.DEFS[c] for c in cids if (R.DEFS[c].engagement_cost or 0) <= threat]
    if not fit:
        return None
    k = len(fit)
    atk = round(sum(d.attack or 0 for d in fit) / k)
    dfn = round(sum(d.defense or 0 for d in fit) / k)
    hp = round(sum(d.hit_points or 0 for d in fit) / k)
    return Foe(-1, atk, dfn, max(1, hp), SHADOW_RISK, 3.0 + 2.0 * atk)


# --- the quest -----------------------------------------------------------------------------------------


def _progress_value(s: LcgState, x: int) -> float:
    """What ``x`` progress is worth now: the active location first, then the stage (the rest wasted)."""
    loc = R.active_location(s)
    v = 0.0
    if loc is not None:
        need = max(0, R.stat(s, loc, "quest_points") - s.cards[loc].tokens)
        put = min(x, need)
        v += LOCATION_PT * put
        x -= put
    q = R.current_quest(s)
    if q is not None and x > 0:
        qp = R.stat(s, q, "quest_points")
        need = max(0, qp - s.cards[q].tokens)
        v += QUEST_PT * min(x, need)
        if qp > 0 and x >= need and Q.can_defeat_stage(s, q):
            v += STAGE_BONUS
    return v


def commit_choice(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Commit the subset of ready characters that best trades expected progress against threat and the
    combat still to fight; commit its strongest quester now (the step asks again for the next)."""
    commits = by_verb(opts, "commit")
    done = named(opts, "done")
    ready = [char(s, u) for u in commits if _is_character(s, u)]
    if not ready:
        return done
    n_reveals = 0 if s.skip_staging else len(R.active_players(s)) + Q.extra_reveals(s)
    threats, found = reveal_samples(s, n_reveals, rng)
    base_t = R.staging_threat(s)
    w0 = R.committed_willpower(s)
    later = 0
    for st in s.stack[:-1]:
        if st and st[0] == "commit" and st[1] != p and not s.out[st[1]]:
            later += sum(R.willpower(s, u) for u in R.ready_characters(s, st[1]) if _is_character(s, u)) // 2
    players = len(R.active_players(s))
    worst = max(s.threat[q] for q in R.active_players(s))
    threat_pt = THREAT_PT * players * (1.0 + max(0, worst - 35) / 5.0)

    top = w0 + later + sum(R.willpower(s, u) for u in commits) + 1
    gain = [_progress_value(s, x) for x in range(top + 1)]
    table = []
    for w in range(top + 1):
        total = 0.0
        for t in threats:
            x = w - (base_t + t)
            total += gain[x] if x > 0 else threat_pt * x
        table.append(total / len(threats))

    def quest_value(w: int) -> float:
        return table[max(0, min(w, top))]

    heroes = heroes_of(s, p)
    foes = expected_foes(s, p)
    phantom_share = 0.0
    phantoms: list[Foe] = []
    if found:
        hits = [f for f in (_phantom(cids, s.threat[p]) for cids in found)]
        got = [f for f in hits if f is not None]
        phantom_share = len(got) / len(hits)
        if got:
            phantoms = [max(got, key=lambda f: f.attack)]
    questers = sorted((c for c in ready if c.willpower > 0), key=lambda c: -c.willpower)[:10]
    stay = [c for c in ready if c.willpower <= 0]
    best_key, best_set = (float("-inf"), 0), ()
    for n in range(len(questers) + 1):
        for combo in combinations(questers, n):
            w = w0 + later + sum(c.willpower for c in combo)
            home = stay + [c for c in questers if c not in combo]
            v = quest_value(w) - COMMIT_COST * n
            if foes or phantoms:
                cv = combat_value(foes, home, heroes)
                if phantoms and phantom_share:
                    cv = (1 - phantom_share) * cv + phantom_share * combat_value(
                        foes + phantoms, home, heroes
                    )
                v += cv
            key = (round(v, 6), -n)
            if key > best_key:
                best_key, best_set = key, combo
    if not best_set:
        return done
    return commits[max(best_set, key=lambda c: (c.willpower, -c.defense, -c.attack)).uid]


# --- handlers by step -------------------------------------------------------------------------------------


def _mulligan(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Keep a hand with two cheap allies or attachments to play in the first rounds."""
    cheap = 0
    for u in s.zones[(p, "hand")]:
        dd = R.d(s, u)
        if dd.type in ("ally", "attachment") and R.cost(s, u) <= 3:
            cheap += 1
    return named(opts, "keep" if cheap >= 2 else "mulligan", "keep")


def card_value(s: LcgState, p: int, u: int) -> float:
    """What a card in hand is worth putting into play in the planning phase."""
    dd = R.d(s, u)
    if dd.type == "ally":
        v = 1.5 * R.willpower(s, u) + R.attack(s, u) + R.defense(s, u) + 0.5 * R.hit_points(s, u)
        v += 0.5 * (R.keyword(s, u, "ranged") + R.keyword(s, u, "sentinel"))
        return 1.0 + v
    if dd.type == "attachment":
        role = ATTACH_ROLE.get(dd.id, "any")
        if role == "enemy" and not R.engaged(s, p):
            return 0.0
        if role == "location" and not R.locations_in_staging(s):
            return 0.0
        return ATTACH_VALUE.get(role, 3.0)
    return 0.0


def _plan(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Play the most valuable ally or attachment that can be paid for, then be done."""
    best, best_v = None, 0.0
    for u, a in by_verb(opts, "play").items():
        v = card_value(s, p, u)
        if v > best_v:
            best, best_v = a, v
    return best or named(opts, "done", "pass")


def _attach_score(s: LcgState, p: int, card: int, target: int) -> float:
    """How well ``target`` suits the attachment ``card`` (its role), own characters first."""
    role = ATTACH_ROLE.get(R.d(s, card).id, "any")
    dd = R.d(s, target)
    tc = s.cards[target]
    if dd.type == "location":
        return R.threat(s, target) + (0.5 if tc.zone == "staging" else 0.0)
    if dd.type == "enemy":
        return R.attack(s, target) + (2.0 if tc.controller == p else 0.0)
    v = 2.0 if tc.controller == p else 0.0
    if len(R.restricted_on(s, target)) >= 2 and R.keyword(s, card, "restricted"):
        v -= 10.0
    w, a, d = R.willpower(s, target), R.attack(s, target), R.defense(s, target)
    if role == "willpower":
        v += 2 * w
    elif role == "attack":
        v += 2 * a + (1.0 if dd.has_trait("Dwarf") and R.d(s, card).id == "01041" else 0.0)
    elif role == "defense":
        v += 2 * d + 0.5 * R.hit_points(s, target)
    elif role == "heal":
        v += s.cards[target].wounds + 0.3 * R.hit_points(s, target)
    elif role == "resources":
        sphere = dd.sphere
        v += sum(1 for u in s.zones[(p, "hand")] if R.d(s, u).sphere == sphere)
    else:
        v += (w + a + d) * 0.5 - 0.5 * len(R.attachments(s, target))
    return v + (1.0 if dd.type == "hero" else 0.0)


def _play(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """The target of an attachment being played."""
    st = s.stack[-1]
    card = st[2] if len(st) > 2 and isinstance(st[2], int) else -1
    picks = by_verb(opts, "pick")
    if card < 0 or not picks:
        return None
    return picks[max(picks, key=lambda u: (_attach_score(s, p, card, u), -u))]


def _pay(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Pay from the hero with the most resources, so the pools stay even."""
    picks = by_verb(opts, "pick")
    if not picks:
        return None
    return picks[max(picks, key=lambda u: (s.cards[u].tokens, -u))]


def _restricted(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    picks = by_verb(opts, "pick")
    if not picks:
        return None
    return picks[min(picks, key=lambda u: (R.cost(s, u), u))]


def _commit(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    return commit_choice(s, p, opts, rng)


def _travel(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Travel to the location whose threat leaves the staging area, the quickest to explore first."""
    locs = by_verb(opts, "travel")
    if not locs:
        return None

    def score(u: int) -> float:
        return 2.0 * R.threat(s, u) - 0.3 * R.stat(s, u, "quest_points") + (R.d(s, u).victory_points or 0)

    best = max(locs, key=lambda u: (score(u), -u))
    return locs[best] if score(best) > 0 else named(opts, "pass")


def _opt_engage(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Engage an enemy only when the ready characters can defend against everything and kill it."""
    engs = by_verb(opts, "engage")
    pas = named(opts, "pass")
    ready = [char(s, u) for u in R.ready_characters(s, p) if _is_character(s, u)]
    heroes = heroes_of(s, p)
    base = combat_value(expected_foes(s, p), ready, heroes, exhaustive=True)
    best, best_gain = pas, 1.0
    for e, a in engs.items():
        if s.cards[e].cid in NEVER_ENGAGE:
            continue
        foes = expected_foes(s, p, extra=[e])
        cost, plan = defence_plan(foes, ready, heroes)
        if any(c.hero for c in heroes) and cost >= HERO_LOSS:
            continue
        used = set(plan)
        f = foe(s, e)
        if kill_set(f.defense + f.left, [c for c in ready if c.uid not in used]) is None:
            continue
        relief = 1.0 * R.threat(s, e)
        gain = combat_value(foes, ready, heroes, exhaustive=True) - base + relief
        if gain > best_gain:
            best, best_gain = a, gain
    return best


def _checks(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """A tie in an engagement check: the enemy this player handles best."""
    engs = by_verb(opts, "engage")
    if not engs:
        return None
    ready = [char(s, u) for u in R.ready_characters(s, p) if _is_character(s, u)]
    heroes = heroes_of(s, p)
    return engs[max(engs, key=lambda e: (combat_value(expected_foes(s, p, extra=[e]), ready, heroes), -e))]


def _enemy_attacks(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """The strongest attack first, while every defender is still ready to meet it."""
    picks = by_verb(opts, "pick")
    if not picks:
        return None
    return picks[max(picks, key=lambda e: (R.attack(s, e), -R.defense(s, e), -e))]


def _attack(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Defenders (own or Sentinel) and the hero that takes undefended damage."""
    st = s.stack[-1]
    e = st[2] if len(st) > 2 and isinstance(st[2], int) else -1
    if e < 0:
        return None
    f = foe(s, e)
    defenders = by_verb(opts, "defend")
    attacker_of = st[1] if isinstance(st[1], int) else p
    heroes = heroes_of(s, attacker_of)
    if defenders and p == attacker_of:
        rest = [foe(s, x) for x in R.engaged(s, p) if x not in s.attacked and x != e]
        chars = [char(s, u) for u in defenders if _is_character(s, u)]
        _, plan = defence_plan([f, *rest], chars, heroes, with_kills=True)
        pick = plan[0] if plan else -1
        return defenders[pick] if pick in defenders else named(opts, "no", "pass")
    if defenders:  # Sentinel: another player's character may step in
        ucost, _ = undefended(f, heroes, {})
        best = min(defenders, key=lambda u: (defend_cost(char(s, u), f, False), u))
        if defend_cost(char(s, best), f, False) + 0.5 < ucost:
            return defenders[best]
        return named(opts, "pass", "no")
    picks = by_verb(opts, "pick")
    if picks:  # undefended damage: the hero that takes it best
        hs = [h for h in heroes if h.uid in picks]
        _, who = undefended(f, hs, {})
        if who in picks:
            return picks[who]
        return picks[min(picks, key=lambda u: (char(s, u).loss, -left(s, u)))]
    return None


def _attackable(s: LcgState, p: int, e: int) -> list[Char]:
    """The ready characters of ``p`` that may attack ``e`` (Ranged for another player's enemy)."""
    own = s.cards[e].controller == p
    return [
        char(s, u)
        for u in R.ready_characters(s, p)
        if _is_character(s, u) and (own or R.keyword(s, u, "ranged"))
    ]


def _player_attacks(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Attack an enemy the ready characters can kill (the most valuable, the cheapest kill first);
    failing that, put damage on the most dangerous enemy whose defense they beat."""
    targets = by_verb(opts, "attack")
    done = named(opts, "done", "pass")
    best, key = None, None
    for e, a in targets.items():
        f = foe(s, e)
        used = kill_set(f.defense + f.left, _attackable(s, p, e))
        if used is not None:
            k = (f.worth, -sum(c.attack for c in used), -e)
            if key is None or k > key:
                best, key = a, k
    if best is not None:
        return best
    for e, a in sorted(targets.items(), key=lambda t: (-R.attack(s, t[0]), t[0])):
        if sum(c.attack for c in _attackable(s, p, e)) > R.defense(s, e):
            return a
    return done


def _attackers(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Declare the attackers of one attack: the cheapest set that kills, else everyone for damage; a
    Ranged character of another player joins only to finish a kill."""
    st = s.stack[-1]
    if len(st) < 4 or not isinstance(st[2], int):
        return None
    owner, e, chosen = st[1], st[2], st[3]
    picks = by_verb(opts, "pick")
    done = named(opts, "done")
    f = foe(s, e)
    have = sum(R.attack(s, u) for u in chosen if s.cards[u].zone in R.PLAY_AREA)
    need = f.defense + f.left - have
    cands = [char(s, u) for u in picks if _is_character(s, u)]
    if need <= 0:
        return done or (picks[min(cands, key=lambda c: c.attack).uid] if cands else None)
    used = kill_set(need, cands)
    if used is not None:
        return picks[max(used, key=lambda c: (c.attack, -c.uid)).uid]
    if p != owner:
        return done
    if have + sum(c.attack for c in cands) > f.defense:
        return picks[max(cands, key=lambda c: (c.attack, -c.uid)).uid]
    if done:
        return done
    return picks[min(cands, key=lambda c: (c.attack, c.loss, c.uid)).uid] if cands else None


def _window(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Card actions are not judged yet: pass."""
    return named(opts, "pass", "done")


HANDLERS: dict[str, Handler] = {
    "mulligan": _mulligan,
    "plan": _plan,
    "play": _play,
    "pay": _pay,
    "restricted": _restricted,
    "commit": _commit,
    "travel": _travel,
    "opt_engage": _opt_engage,
    "checks": _checks,
    "enemy_attacks": _enemy_attacks,
    "attack": _attack,
    "player_attacks": _player_attacks,
    "attackers": _attackers,
    "window": _window,
}


# --- the fallback and the entry point ----------------------------------------------------------------------


def lookahead(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action:
    """The option whose result a determinized copy judges best (the player's information only)."""
    world = s.determinize(p, rng)
    best, best_v = opts[0], float("-inf")
    for a in opts:
        nxt = world.clone()
        try:
            nxt.apply(a)
        except Exception:  # a copy that cannot take it is simply not preferred
            if STRICT:
                raise
            continue
        v = evaluate(nxt, p)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


def fallback(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action:
    """A safe answer to a decision the expert does not know: decline where declining is offered,
    otherwise the look-ahead's choice."""
    safe = named(opts, "pass", "done", "no", "keep")
    if safe is not None:
        return safe
    return lookahead(s, p, opts, rng)


def choose(state: State, rng: Rng) -> Action:
    """The expert's answer to the pending decision (see the module docstring)."""
    s: LcgState = state  # type: ignore[assignment]
    d = s.decision
    assert d is not None, "the game is over"
    opts = d.options
    if len(opts) == 1:
        return opts[0]
    top = s.stack[-1][0] if s.stack else ""
    handler = HANDLERS.get(top)
    action: Action | None = None
    if handler is not None:
        try:
            action = handler(s, d.player, opts, rng)
        except (LookupError, TypeError, ValueError, AttributeError):
            if STRICT:
                raise
            action = None
    if action is None or all(a.id != action.id for a in opts):
        return fallback(s, d.player, opts, rng)
    return action
