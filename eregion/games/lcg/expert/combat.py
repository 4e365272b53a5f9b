"""The expert's combat: defenders planned for all the attacks still to come at once, player attacks
on what the ready characters can kill, and which enemies to engage.

* **Defence:** the cheapest plan first (a defender that survives; a cheap ally to chump-block a big
  attack; undefended only when that costs least, on the hero that survives it best).
* **Attacks:** the enemies the ready characters can kill, with the fewest attack points that do it;
  spare attackers put damage on what they cannot.
* **Engagement:** an optional engagement only when the team can defend against it and kill it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.core import Action, Rng
from eregion.games.lcg import rules as R
from eregion.games.lcg.expert.core import (
    ALLY_DAMAGE,
    ATTACK_KEPT,
    BRUTE_LIMIT,
    HERO_DAMAGE,
    HERO_LOSS,
    LAST_HERO_LOSS,
    QUICK_LIMIT,
    SHADOW_RISK,
    Char,
    Foe,
    Handler,
    by_verb,
    char,
    engage_boost,
    engage_harm,
    foe,
    heroes_of,
    is_character,
    left,
    named,
)
from eregion.games.lcg.rules import ENC

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

UNDEFENDED_RISK = 0.6  # the chance a face-down shadow card adds enough to kill a hero one hit short
WEAR = 0.3  # share of an enemy's worth that damage short of killing it earns (it stays on the enemy)

# --- defence and attack plans ----------------------------------------------------------------------------


def defend_cost(c: Char, f: Foe, plan_attacks: bool = True) -> float:
    """Cost of ``c`` defending against ``f``: its death, or its damage, and the attack it gives up."""
    dmg = max(0, f.attack - c.defense)
    if dmg >= c.left:
        return c.loss + f.excess * (dmg - c.left)
    cost = dmg * (HERO_DAMAGE if c.hero else ALLY_DAMAGE)
    if f.risk and dmg + f.risk >= c.left:
        cost += 0.4 * c.loss
    return cost + (ATTACK_KEPT * c.attack if plan_attacks else 0.0)


def undefended(f: Foe, heroes: list[Char], hp: dict[int, int]) -> tuple[float, int]:
    """The cheapest hero to take an undefended attack (all its damage, defense ignored); between equal
    costs, the one it kills that is missed least, else the one with the most hit points left."""
    best, who, tie = float("inf"), -1, 0.0
    for h in heroes:
        have = hp.get(h.uid, h.left)
        if have <= 0:
            continue
        if f.attack >= have:
            cost = h.loss + f.excess * (f.attack - have)
        else:  # shadow effects hit undefended attacks hardest (more attack, or more of it)
            cost = f.attack * HERO_DAMAGE
            if f.attack + f.risk >= have:
                cost += UNDEFENDED_RISK * h.loss
            elif f.attack + 2 * f.risk >= have:
                cost += 0.4 * UNDEFENDED_RISK * h.loss
        rank = -h.missed if f.attack >= have else float(have)
        if cost < best - 1e-9 or (abs(cost - best) < 1e-9 and rank > tie):
            best, who, tie = cost, h.uid, rank
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
                total = cost - kills(foes, standing(list(free), hp)) if with_kills else cost
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
        total -= kills(foes, standing(free, hp))
    return total, plan


def standing(chars: list[Char], hp: dict[int, int]) -> list[Char]:
    """``chars`` less the heroes the undefended attacks kill (``hp``: hit points left after them): a
    destroyed hero makes no attack (companion 14.6.2: only ready characters in play attack)."""
    return [c for c in chars if hp.get(c.uid, 1) > 0]


def fallen(foes: list[Foe], plan: list[int], heroes: list[Char]) -> dict[int, int]:
    """The hit points left to the heroes that take the plan's undefended attacks, placed as
    :func:`undefended` places them."""
    hp: dict[int, int] = {}
    for f, d in zip(foes, plan):
        if d < 0:
            _, who = undefended(f, heroes, hp)
            if who >= 0:
                hp[who] = hp.get(who, next(h.left for h in heroes if h.uid == who)) - f.attack
    return hp


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
    hurt: list[Foe] = []
    for f in sorted(foes, key=lambda f: -f.worth):
        used = kill_set(f.defense + f.left, free)
        if used is None:
            hurt.append(f)
            continue
        gain += f.worth
        for c in used:
            free.remove(c)
    # damage stays on an enemy: the attackers left wear down the most valuable one they cannot kill
    if free and hurt:
        f = max(hurt, key=lambda f: f.worth)
        dmg = sum(c.attack for c in free) - f.defense
        if dmg > 0:
            gain += WEAR * f.worth * min(1.0, dmg / f.left)
    return gain


def combat_value(foes: list[Foe], chars: list[Char], heroes: list[Char], exhaustive: bool = False) -> float:
    """Kills less defence costs, for a round where ``foes`` attack and ``chars`` are ready."""
    if not foes:
        return 0.0
    if exhaustive:
        return -defence_plan(foes, chars, heroes, BRUTE_LIMIT, with_kills=True)[0]
    cost, plan = defence_plan(foes, chars, heroes, QUICK_LIMIT)
    used = set(plan)
    free = standing([c for c in chars if c.uid not in used], fallen(foes, plan, heroes))
    return kills(foes, free) - cost


def fight_value(s: LcgState, p: int, chars: list[Char], before: bool = False) -> float:
    """What the rest of the round's fighting is worth to ``p`` with ``chars`` ready: the attacks still
    to come defended at least cost, then the kills the characters left ready can make among all his
    enemies. ``before``: ahead of the encounter phase, counting the enemies that will engage him."""
    heroes = heroes_of(s, p)
    coming = [
        f
        for f in (expected_foes(s, p) if before else [foe(s, e) for e in R.engaged(s, p)])
        if f.uid not in s.attacked and not R.flag(s, f.uid, "no_attack")
    ]
    cost, plan = defence_plan(coming, chars, heroes, QUICK_LIMIT)
    used = set(plan)
    targets = [*coming, *(foe(s, e) for e in R.engaged(s, p) if e in s.attacked)]
    free = standing([c for c in chars if c.uid not in used], fallen(coming, plan, heroes))
    return kills(targets, free) - cost


def swap_value(s: LcgState, p: int, before: bool = False) -> tuple[int, int, float]:
    """The best trade of a ready hero of ``p`` for an exhausted one (Common Cause: exhaust one to
    ready the other): ``(exhausted, readied, gain)`` in :func:`fight_value`, ``(-1, -1, 0)`` if
    none gains."""
    ready = [char(s, u) for u in R.ready_characters(s, p) if is_character(s, u)]
    tired = [h for h in R.heroes(s, p) if s.cards[h].exhausted]
    base = fight_value(s, p, ready, before)
    best = (-1, -1, 0.0)
    for x in ready:
        if not x.hero:
            continue
        for y in tired:
            gain = fight_value(s, p, [c for c in ready if c is not x] + [char(s, y)], before) - base
            if gain > best[2] + 1e-9:
                best = (x.uid, y, gain)
    return best


def ally_to_ready(s: LcgState, p: int, before: bool = False) -> tuple[int, float]:
    """The exhausted ally of ``p`` whose readying (Ever Vigilant) the rest of the round's fighting
    gains most from, in :func:`fight_value`: one that has defended defends again or attacks;
    ``(-1, 0)`` if none gains."""
    ready = [char(s, u) for u in R.ready_characters(s, p) if is_character(s, u)]
    tired = [u for u in R.characters(s, p) if R.d(s, u).type == "ally" and s.cards[u].exhausted]
    base = fight_value(s, p, ready, before)
    best = (-1, 0.0)
    for u in tired:
        gain = fight_value(s, p, [*ready, char(s, u)], before) - base
        if gain > best[1] + 1e-9:
            best = (u, gain)
    return best


# --- what will attack ------------------------------------------------------------------------------------


def expected_foes(s: LcgState, p: int, extra: list[int] | tuple[int, ...] = (), rise: int = 0) -> list[Foe]:
    """Enemies that will attack ``p`` this round: those engaged with him, and those in the staging area
    whose engagement check he is the first to meet (his threat, ``rise`` more after a failed quest, at
    or above their engagement cost). Each carries the risk of the shadow card combat will deal it."""
    dealt = SHADOW_RISK if s.zones[(ENC, "edeck")] or s.zones[(ENC, "ediscard")] else 0.0
    ids = [e for e in R.engaged(s, p) if e not in s.attacked]
    order = R.active_players(s)
    for e in R.enemies_in_staging(s):
        if e in extra:
            continue
        cost = R.engagement_cost(s, e)
        takers = [q for q in order if s.threat[q] + rise >= cost]
        if takers and takers[0] == p:
            ids.append(e)
    out = []
    for e in [*ids, *extra]:
        f = foe(s, e)
        atk = f.attack + (engage_boost(s.cards[e].cid) if s.cards[e].zone == "staging" else 0)
        out.append(Foe(f.uid, atk, f.defense, f.left, max(f.risk, dealt), f.worth, f.excess))
    return out


def phantom(cids: list[str], threat: int) -> Foe | None:
    """An average enemy from the revealed ones that would engage a player at ``threat``."""
    fit = [R.DEFS[c] for c in cids if (R.DEFS[c].engagement_cost or 0) <= threat]
    if not fit:
        return None
    k = len(fit)
    atk = round(sum(d.attack or 0 for d in fit) / k)
    dfn = round(sum(d.defense or 0 for d in fit) / k)
    hp = round(sum(d.hit_points or 0 for d in fit) / k)
    return Foe(-1, atk, dfn, max(1, hp), SHADOW_RISK, 3.0 + 2.0 * atk)


# --- handlers by step ---------------------------------------------------------------------------------------


def _opt_engage(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Engage an enemy only when the ready characters can defend against everything and kill it."""
    engs = by_verb(opts, "engage")
    pas = named(opts, "pass")
    ready = [char(s, u) for u in R.ready_characters(s, p) if is_character(s, u)]
    heroes = heroes_of(s, p)
    base = combat_value(expected_foes(s, p), ready, heroes, exhaustive=True)
    best, best_gain = pas, 1.0
    for e, a in engs.items():
        if engage_harm(s.cards[e].cid):  # Hummerhorns: 5 damage to a hero as it engages
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


def pull_target(s: LcgState, p: int) -> int | None:
    """The enemy in the staging area ``p`` would engage by choice now (Son of Arnor entering play):
    the best to engage of those his ready characters can defend against and kill, never one that
    damages a hero as it engages (Hummerhorns); None if there is none."""
    ready = [char(s, x) for x in R.ready_characters(s, p) if is_character(s, x)]
    guard = max((c.defense for c in ready), default=0)
    fit = []
    for e in R.enemies_in_staging(s):
        f = foe(s, e)
        if not engage_harm(s.cards[e].cid) and f.attack <= guard and kill_set(f.defense + f.left, ready):
            fit.append(e)
    return best_to_engage(s, p, fit) if fit else None


def _checks(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """A tie in an engagement check: the enemy this player handles best."""
    engs = by_verb(opts, "engage")
    if not engs:
        return None
    return engs[best_to_engage(s, p, list(engs))]


def best_to_engage(s: LcgState, p: int, enemies: list[int]) -> int:
    """The enemy ``p`` handles best: not one that damages a hero as it engages (Hummerhorns) while
    another is offered, then the combat that follows worth most."""
    ready = [char(s, u) for u in R.ready_characters(s, p) if is_character(s, u)]
    heroes = heroes_of(s, p)
    return max(
        enemies,
        key=lambda e: (
            -engage_harm(s.cards[e].cid),
            combat_value(expected_foes(s, p, extra=[e]), ready, heroes),
            -e,
        ),
    )


def _enemy_attacks(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """The strongest attack first, while every defender is still ready to meet it."""
    picks = by_verb(opts, "pick")
    if not picks:
        return None
    return picks[max(picks, key=lambda e: (R.attack(s, e), -R.defense(s, e), -e))]


def defenders_in(st: tuple) -> tuple[int, ...]:
    """The defenders an ``attack`` step holds: a tuple, or one uid (-1: none) as older steps wrote it."""
    ds = st[4] if len(st) > 4 else ()
    if isinstance(ds, tuple):
        return ds
    return () if not isinstance(ds, int) or ds < 0 else (ds,)


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
    declared = defenders_in(st)
    if declared and named(opts, "done"):  # one defender is enough (Stand Together is not judged)
        return named(opts, "done")
    picks = by_verb(opts, "pick")
    if declared and picks:  # several defenders: the one that takes the damage best
        dmg = f.attack - sum(R.defense(s, u) for u in declared)
        return picks[min(picks, key=lambda u: (char(s, u).loss if dmg >= left(s, u) else dmg, u))]
    if defenders and p == attacker_of:
        rest = [foe(s, x) for x in R.engaged(s, p) if x not in s.attacked and x != e]
        chars = [char(s, u) for u in defenders if is_character(s, u)]
        _, plan = defence_plan([f, *rest], chars, heroes, with_kills=True)
        pick = plan[0] if plan else -1
        return defenders[pick] if pick in defenders else named(opts, "no", "pass")
    if defenders:  # Sentinel: another player's character may step in
        ucost, _ = undefended(f, heroes, {})
        best = min(defenders, key=lambda u: (defend_cost(char(s, u), f, False), u))
        if defend_cost(char(s, best), f, False) + 0.5 < ucost:
            return defenders[best]
        return named(opts, "pass", "no")
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
        if is_character(s, u) and (own or R.keyword(s, u, "ranged"))
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
    cands = [char(s, u) for u in picks if is_character(s, u)]
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


HANDLERS: dict[str, Handler] = {
    "opt_engage": _opt_engage,
    "checks": _checks,
    "enemy_attacks": _enemy_attacks,
    "attack": _attack,
    "player_attacks": _player_attacks,
    "attackers": _attackers,
}
