"""The expert's quest: what the staging area will hold after this round's reveals, which characters
to commit, and where to travel.

The threat the reveals may add is estimated by drawing from the encounter cards not yet seen (a
multiset any player can count; never the deck's order), and the characters committed are the subset
that best trades progress (capped by what the location and stage still need) against the threat a
failed quest costs and the combat the uncommitted characters must still fight (against the enemies
whose engagement cost the threat will have reached: a failed quest raises it before the checks).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from eregion.core import Action, Rng
from eregion.games.lcg import quests as Q
from eregion.games.lcg import rules as R
from eregion.games.lcg.expert.cards import FARAMIR
from eregion.games.lcg.expert.combat import combat_value, expected_foes, phantom
from eregion.games.lcg.expert.core import (
    COMMIT_COST,
    LOCATION_PT,
    QUEST_PT,
    RAMP_FROM,
    RAMP_PER,
    SAMPLES,
    STAGE_BONUS,
    THREAT_PT,
    Char,
    Foe,
    Handler,
    by_verb,
    char,
    heroes_of,
    is_character,
    known_top,
    named,
    reveal_harm,
    wound_cost,
)
from eregion.games.lcg.registry import TEXT
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.vocab import PayFromPool, Ready

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

# --- what is coming ------------------------------------------------------------------------------------


def unseen_pool(s: LcgState) -> list[str]:
    """The encounter cards not yet seen, as a sorted multiset of ids: what any player can count from
    the scenario's card list and the cards shown so far (the deck's order stays unknown)."""
    pool = [s.cards[u].cid for z in ("edeck", "shadow") for u in s.zones[(ENC, z)]]
    if len(pool) < 3:
        pool += [s.cards[u].cid for u in s.zones[(ENC, "ediscard")]]
    return sorted(pool)


def reveal_samples(s: LcgState, n: int, rng: Rng) -> tuple[list[int], list[list[str]], list[tuple[int, int]]]:
    """Threat that ``n`` reveals (Surge included) may add to the staging area, the enemies they bring
    and the damage they deal the questing characters (:func:`reveal_harm`), over :data:`SAMPLES` draws
    from the unseen pool."""
    pool = unseen_pool(s)
    top = known_top(s)
    threats: list[int] = []
    enemies: list[list[str]] = []
    harms: list[tuple[int, int]] = []
    for _ in range(SAMPLES if n > 0 and pool else 1):
        bag = pool[:]
        todo, t, found, one, each = n, 0, [], 0, 0
        while todo > 0 and bag:
            if top is not None and len(bag) == len(pool):  # the card looked at comes first
                cid = top
                bag.remove(top)
            else:
                cid = bag.pop(rng.randrange(len(bag)))
            todo -= 1
            dd = R.DEFS[cid]
            if dd.type in ("enemy", "location"):
                t += dd.threat or 0
            if dd.type == "enemy":
                found.append(cid)
            if dd.keyword("surge"):
                todo += 1
            h1, he = reveal_harm(cid)
            one, each = max(one, h1), max(each, he)
        threats.append(t)
        enemies.append(found)
        harms.append((one, each))
    return threats, enemies, harms


def readies_after_commit(s: LcgState, u: int) -> bool:
    """``u`` can pay its own response that readies it once committed (Aragorn): it quests and still
    defends and attacks."""
    t = TEXT.get(s.cards[u].cid)
    if t is None:
        return False
    for r in t.responses:
        if (
            r.on == "commits"
            and r.subject == "self"
            and any(isinstance(x, Ready) and x.target == "self" for x in r.parts)
        ):
            cost = sum(x.n for x in r.parts if isinstance(x, PayFromPool))
            if s.cards[u].tokens >= cost:
                return True
    return False


def harm_cost(combo: tuple[Char, ...], harms: list[tuple[int, int]], free: set[int]) -> float:
    """The expected damage the reveals deal to the committed ``combo``: the cheapest of them for a
    chosen one, each of them still exhausted for "each exhausted character" (Aragorn readied is not)."""
    if not combo:
        return 0.0
    total = 0.0
    for one, each in harms:
        if one:
            total += min(wound_cost(c, one) for c in combo)
        if each:
            total += sum(wound_cost(c, each) for c in combo if c.uid not in free)
    return total / len(harms)


# --- the quest -----------------------------------------------------------------------------------------


def urgency(s: LcgState) -> float:
    """How near the end the worst threat is: 1, then one more every RAMP_PER points from RAMP_FROM.
    It prices threat and progress alike: near 50, only the few rounds left can finish the quest."""
    worst = max((s.threat[q] for q in R.active_players(s)), default=0)
    return 1.0 + max(0, worst - RAMP_FROM) / RAMP_PER


def progress_value(s: LcgState, x: int) -> float:
    """What ``x`` progress is worth now: the active location first, then the stage (the rest wasted),
    more as the threat nears 50 (:func:`urgency`)."""
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
    return v * urgency(s)


def threat_weight(s: LcgState) -> float:
    """What one point of threat on every player costs now: more as the worst threat nears 50."""
    return THREAT_PT * len(R.active_players(s)) * urgency(s)


def quest_gain(s: LcgState, willpower: int = 0, threat: int = 0) -> float:
    """What ``willpower`` more committed and ``threat`` less in the staging area are worth once the
    staging is done (nothing is left to reveal): the change in the quest's result."""

    def result(x: int) -> float:
        return progress_value(s, x) if x > 0 else threat_weight(s) * x

    now = R.committed_willpower(s) - R.staging_threat(s)
    return result(now + willpower + threat) - result(now)


def commit_choice(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Commit the subset of ready characters that best trades expected progress against threat and the
    combat still to fight; commit its strongest quester now (the step asks again for the next)."""
    commits = by_verb(opts, "commit")
    done = named(opts, "done")
    ready = [char(s, u) for u in commits if is_character(s, u)]
    if not ready:
        return done
    n_reveals = 0 if s.skip_staging else len(R.active_players(s)) + Q.extra_reveals(s)
    threats, found, harms = reveal_samples(s, n_reveals, rng)
    base_t = R.staging_threat(s)
    w0 = R.committed_willpower(s)
    later = 0
    for st in s.stack[:-1]:
        if st and st[0] == "commit" and st[1] != p and not s.out[st[1]]:
            later += sum(R.willpower(s, u) for u in R.ready_characters(s, st[1]) if is_character(s, u)) // 2
    threat_pt = threat_weight(s)

    top = w0 + later + sum(R.willpower(s, u) for u in commits) + 1
    gain = [progress_value(s, x) for x in range(top + 1)]
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
    mean_t = base_t + sum(threats) / len(threats)
    by_rise: dict[int, tuple[list[Foe], list[Foe], float]] = {}

    def attackers(rise: int) -> tuple[list[Foe], list[Foe], float]:
        """The enemies, a phantom one from the reveals and its chance, after the threat rises by
        ``rise`` from a failed quest (engagement checks come after the quest)."""
        if rise not in by_rise:
            phantoms: list[Foe] = []
            share = 0.0
            if found:
                hits = [phantom(cids, s.threat[p] + rise) for cids in found]
                got = [f for f in hits if f is not None]
                share = len(got) / len(hits)
                if got:
                    phantoms = [max(got, key=lambda f: f.attack)]
            by_rise[rise] = (expected_foes(s, p, rise=rise), phantoms, share)
        return by_rise[rise]

    questers = sorted((c for c in ready if c.willpower > 0), key=lambda c: -c.willpower)[:10]
    leaving = {c.uid for c in ready if R.flag(s, c.uid, "return_to_hand")}  # Sneak Attack: no fight
    stay = [c for c in ready if c.willpower <= 0 and c.uid not in leaving]
    free = {c.uid for c in questers if readies_after_commit(s, c.uid)}
    mine = sum(1 for u in s.committed if s.cards[u].controller == p)
    booster = next((c for c in questers if s.cards[c.uid].cid == FARAMIR), None)
    best_key, best_set = (float("-inf"), 0), ()

    def worth(w: int, home: list[Char], combo: tuple[Char, ...]) -> float:
        v = quest_value(w) - COMMIT_COST * len(combo) - harm_cost(combo, harms, free)
        foes, phantoms, phantom_share = attackers(max(0, round(mean_t - w)))
        if foes or phantoms:
            cv = combat_value(foes, home, heroes)
            if phantoms and phantom_share:
                cv = (1 - phantom_share) * cv + phantom_share * combat_value(foes + phantoms, home, heroes)
            v += cv
        return v

    for n in range(len(questers) + 1):
        for combo in combinations(questers, n):
            w = w0 + later + sum(c.willpower for c in combo)
            home = [c for c in stay + questers if (c not in combo or c.uid in free) and c.uid not in leaving]
            v = worth(w, home, combo)
            if booster is not None and booster not in combo and combo:
                # or Faramir stays back and exhausts after the staging: +1 to each of them
                v = max(v, worth(w + mine + n, [c for c in home if c is not booster], combo))
            key = (round(v, 6), -n)
            if key > best_key:
                best_key, best_set = key, combo
    if not best_set:
        return done
    return commits[max(best_set, key=lambda c: (c.willpower, -c.defense, -c.attack)).uid]


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


HANDLERS: dict[str, Handler] = {"commit": _commit, "travel": _travel}
