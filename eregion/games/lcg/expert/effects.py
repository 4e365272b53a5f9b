"""The expert's answers inside an ability as it resolves (the ``res`` step): which card to heal, damage,
ready, exhaust as a cost or discard, which branch, which player; and the short simulation that judges a
choice no rule covers by playing a determinized copy on until the choice has done its work.

The simulation sees only what the player may know: the copy is :meth:`determinize`'d first, and every
decision inside it is the expert's own (action windows and responses passed, so it never recurses).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from eregion.core import Action, Rng
from eregion.games.lcg import rules as R
from eregion.games.lcg.expert.cards import (
    ATTACH_ROLE,
    ATTACH_VALUE,
    GANDALF,
    at_brink,
    card_value,
    cheapest_card,
    hand_worth,
    sneak_value,
    web_swap,
)
from eregion.games.lcg.expert.combat import (
    ally_to_ready,
    best_to_engage,
    defend_cost,
    defenders_in,
    swap_value,
)
from eregion.games.lcg.expert.core import (
    ALLY_DAMAGE,
    HERO_DAMAGE,
    POLICY,
    Handler,
    by_verb,
    can_draw,
    char,
    foe,
    is_character,
    key_enemy,
    known_top,
    left,
    stat_sum,
)
from eregion.games.lcg.expert.quest import threat_weight
from eregion.games.lcg.heuristic import evaluate
from eregion.games.lcg.registry import TEXT

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

SIM_STEPS = 300  # decisions a simulation may take before it is judged as it stands
COMMON_CAUSE = "01021"
EVER_VIGILANT = "01020"
BAD_TOP = ("treachery", "enemy")  # what Denethor sends to the bottom (and locations of threat 2+)


class Sim:
    """Whether a simulation is running: its decisions pass every action window and response."""

    depth = 0


# --- simulation ------------------------------------------------------------------------------------------


def settle(world: LcgState, depth: int, rng: Rng) -> LcgState:
    """Play ``world`` on with the expert's plain answers until its stack is no deeper than ``depth``."""
    Sim.depth += 1
    try:
        for _ in range(SIM_STEPS):
            if world.decision is None or len(world.stack) <= depth:
                break
            world.apply(POLICY.choose(world, rng))
    finally:
        Sim.depth -= 1
    return world


def simulate(s: LcgState, p: int, opts: tuple[Action, ...], depth: int, rng: Rng) -> dict[str, float]:
    """Each option's worth by :func:`evaluate`, after a determinized copy took it and played on until
    the stack was back to ``depth`` (the same hidden cards for every option)."""
    base = s.determinize(p, rng.fork())
    out: dict[str, float] = {}
    for a in opts:
        world = base.clone()
        try:
            world.apply(a)
            settle(world, depth, rng.fork())
        except Exception:  # a copy that cannot take it is simply not preferred
            if POLICY.strict():
                raise
            continue
        out[a.id] = evaluate(world, p)
    return out


def best_simulated(s: LcgState, p: int, opts: tuple[Action, ...], depth: int, rng: Rng) -> Action | None:
    vals = simulate(s, p, opts, depth, rng)
    if not vals:
        return None
    return max(opts, key=lambda a: (vals.get(a.id, float("-inf")), -opts.index(a)))


# --- what the player knows ---------------------------------------------------------------------------------


def bad_top(cid: str) -> bool:
    dd = R.DEFS[cid]
    return dd.type in BAD_TOP or (dd.type == "location" and (dd.threat or 0) >= 2)


def current_attack(s: LcgState) -> tuple[int, int, int] | None:
    """The enemy attack being resolved: (defending player, enemy, defender or -1)."""
    for st in reversed(s.stack):
        if st[0] == "attack":
            ds = defenders_in(st)
            return st[1], st[2], ds[0] if ds else -1
    return None


# --- choosing a card ----------------------------------------------------------------------------------------


def heal_value(s: LcgState, u: int, n: int = 0) -> float:
    """What healing ``n`` damage (0: all) from ``u`` is worth; more on a character near death."""
    w = s.cards[u].wounds
    k = w if n == 0 else min(n, w)
    per = HERO_DAMAGE if R.d(s, u).type == "hero" else ALLY_DAMAGE
    return k * per * (2.0 if left(s, u) <= 2 else 1.0)


def kill_value(s: LcgState, e: int, n: int) -> float:
    """``n`` damage on enemy ``e``: its worth if that kills it, a share of it otherwise."""
    f = foe(s, e)
    if n >= f.left:
        return f.worth + (2.0 if s.cards[e].zone == "engaged" else 0.0)
    return 0.3 * n + 0.2 * f.attack


def _own_damage(s: LcgState, picks: dict[int, Action], n: int) -> int:
    """Where damage the player must take hurts least: a character it does not kill, the cheapest."""

    def cost(u: int) -> tuple[float, float, int]:
        c = char(s, u)
        if n >= c.left:  # a loss either way: the one missed least (not an unhurt Aragorn)
            return (c.loss, stat_sum(s, u), u)
        return (n * (HERO_DAMAGE if c.hero else ALLY_DAMAGE) - 0.1 * (c.left - n), 0.0, u)

    return min(picks, key=cost)


def _burdened(s: LcgState, src: int, heroes: list[int]) -> int:
    """The hero a Condition (Caught in a Web: it readies only if it pays) hurts least: one that can pay
    its price, else the one whose actions are missed least."""
    t = TEXT.get(s.cards[src].cid)
    price = sum(x.n for x in t.statics if x.stat == "ready_cost") if t is not None else 0
    return max(heroes, key=lambda h: (price > 0 and s.cards[h].tokens >= price, -stat_sum(s, h), -h))


def _exhaust(s: LcgState, p: int, picks: dict[int, Action], parts: tuple, i: int) -> int:
    """The card to exhaust as a cost: the best striker for Quick Strike, else the one missed least."""
    rest = [type(x).__name__ for x in parts[i + 1 :]]
    if "Strike" in rest:
        targets = R.engaged(s, p)

        def strike(u: int) -> float:
            return max((kill_value(s, e, R.attack(s, u) - R.defense(s, e)) for e in targets), default=0.0)

        return max(picks, key=lambda u: (strike(u), -stat_sum(s, u), -u))
    return min(picks, key=lambda u: (stat_sum(s, u), u))


def _pick_card(s: LcgState, p: int, opts: tuple[Action, ...], st: tuple, rng: Rng) -> Action | None:
    """A card chosen by the part being resolved, by the part's kind."""
    _, ctx, parts, i = st
    part = parts[i]
    kind = type(part).__name__
    picks = by_verb(opts, "pick")
    if not picks:
        return None
    n = getattr(part, "n", 1)
    att = current_attack(s)
    mine = [u for u in picks if s.cards[u].controller == p]
    if kind == "Heal":
        return picks[max(picks, key=lambda u: (heal_value(s, u, n), -u))]
    if kind == "Damage":
        if all(R.d(s, u).type == "enemy" for u in picks):
            return picks[max(picks, key=lambda u: (kill_value(s, u, n), R.attack(s, u), -u))]
        if all(is_character(s, u) and u in mine for u in picks):
            return picks[_own_damage(s, picks, n)]
        return None
    if kind in ("Ready", "Exhaust") and ctx.src >= 0 and s.cards[ctx.src].cid == COMMON_CAUSE:
        tag = next((w[1] for w in reversed(s.stack) if w[0] == "window"), "")
        x, y, _ = web_swap(s, p) if tag == "combat_end" else swap_value(s, p, s.phase == "quest")
        want = y if kind == "Ready" else x
        if want in picks:
            return picks[want]
    if kind == "Ready" and ctx.src >= 0 and s.cards[ctx.src].cid == EVER_VIGILANT:
        tag = next((w[1] for w in reversed(s.stack) if w[0] == "window"), "")
        want, _ = ally_to_ready(s, p, tag == "quest_end")
        if want in picks:
            return picks[want]
    if kind == "Ready":
        return picks[max(picks, key=lambda u: (stat_sum(s, u), -u))]
    if kind == "Exhaust":
        return picks[_exhaust(s, p, picks, parts, i)]
    if kind in ("Choose", "Boost"):
        if att is not None and att[2] in picks:
            return picks[att[2]]
        if all(R.d(s, u).type == "enemy" for u in picks):
            return picks[max(picks, key=lambda u: (R.attack(s, u), -u))]
        return picks[max(picks, key=lambda u: (u in mine, R.attack(s, u) + R.defense(s, u), -u))]
    if kind == "Strike":
        atk = R.attack(s, ctx.it) if ctx.memo else 0
        return picks[max(picks, key=lambda u: (kill_value(s, u, atk - R.defense(s, u)), R.attack(s, u), -u))]
    if kind == "PutIntoPlay" and getattr(part, "delayed", ""):  # back to hand at the phase's end
        return picks[max(picks, key=lambda u: (sneak_value(s, p, u), -u))]
    if kind == "PutIntoPlay":
        return picks[max(picks, key=lambda u: (card_value(s, p, u), -u))]
    if kind in ("ReturnToHand", "SearchTop"):
        return picks[max(picks, key=lambda u: (hand_worth(s, p, u), -u))]
    if kind == "AttachToHero":
        return picks[_burdened(s, ctx.src, list(picks))]
    if kind == "DiscardFromHand":
        return picks[cheapest_card(s, p, list(picks))]
    if kind == "DiscardAttachment":  # a Condition: one that burdens the player's own characters first
        return picks[max(picks, key=lambda u: (s.cards[u].controller == p, -u))]
    if kind == "DiscardOwnAttachment":
        return picks[
            min(picks, key=lambda u: (ATTACH_VALUE.get(ATTACH_ROLE.get(R.d(s, u).id, "any"), 3.0), u))
        ]
    if kind == "EngageChosen":
        return picks[best_to_engage(s, p, list(picks))]
    if kind == "ToStaging":
        return picks[max(picks, key=lambda u: (R.attack(s, u), -u))]
    if kind == "Progress":

        def explore(u: int) -> tuple[bool, int, int]:
            need = R.stat(s, u, "quest_points") - s.cards[u].tokens
            return (need <= n, R.threat(s, u), -u)

        return picks[max(picks, key=explore)]
    if kind == "AddResources":
        hand = s.zones[(p, "hand")]
        return picks[
            max(
                picks,
                key=lambda h: (
                    sum(R.d(s, x).sphere in R.spheres(s, h) for x in hand),
                    -s.cards[h].tokens,
                    -h,
                ),
            )
        ]
    if kind == "Uncommit":
        return picks[min(picks, key=lambda u: (R.willpower(s, u), u))]
    if kind == "Flag":
        return picks[max(picks, key=lambda u: (R.attack(s, u), -u))]
    return None


# --- choosing an option --------------------------------------------------------------------------------------


def _gandalf(s: LcgState, p: int, choices: list[int]) -> int:
    """Gandalf entering: draw 3, 4 damage to an enemy or threat -5, whichever is worth most now; the
    threat when the refresh would otherwise take it to 50."""
    if 2 in choices and at_brink(s, p):
        return 2
    vals = {0: 4.5 if can_draw(s, p) else 0.0}
    vals[1] = max((kill_value(s, e, 4) for e in R.enemies_in_play(s)), default=0.0)
    vals[2] = 5.0 * threat_weight(s) / max(1, len(R.active_players(s))) + max(0, s.threat[p] - 30) * 0.3
    return max(choices, key=lambda k: (vals.get(k, 0.0), -k))


def _player_for(s: LcgState, p: int, parts: tuple, i: int, choices: list[int]) -> int:
    """The player an ability helps most: the highest threat for threat reduction, the most wounded
    heroes for healing, the acting player otherwise."""
    rest = [type(x).__name__ for x in parts[i + 1 :]]
    if "ChangeThreat" in rest:
        return max(choices, key=lambda q: (s.threat[q], q == p))
    if "Heal" in rest:
        return max(choices, key=lambda q: (sum(s.cards[h].wounds for h in R.heroes(s, q)), q == p))
    if "ShuffleDiscardIntoDeck" in rest:
        return max(choices, key=lambda q: (len(s.zones[(q, "discard")]) - len(s.zones[(q, "deck")]), q == p))
    return p if p in choices else choices[0]


def _pick_option(s: LcgState, p: int, opts: tuple[Action, ...], st: tuple, rng: Rng) -> Action | None:
    _, ctx, parts, i = st
    part = parts[i]
    kind = type(part).__name__
    by = {int(a.id.partition(":")[2]): a for a in opts if a.id.startswith("opt:")}
    if not by:
        return None
    choices = sorted(by)
    src = s.cards[ctx.src].cid if ctx.src >= 0 else ""
    if kind == "ChoosePlayer":
        return by[_player_for(s, p, parts, i, choices)]
    if kind == "Branch" and src == GANDALF:
        return by[_gandalf(s, p, choices)]
    if kind == "Branch" and src == "01046":  # The Galadhrim's Greeting: -6 on one or -2 on each
        return by[0 if 0 in by and 6 >= 2 * len(R.active_players(s)) else choices[-1]]
    if kind == "BoostBranch":
        att = current_attack(s)
        bearer = s.cards[ctx.src].host
        want = "defense" if att is not None and att[2] == bearer else "willpower"
        stats = getattr(part, "stats", ())
        return by[stats.index(want)] if want in stats and stats.index(want) in by else by[choices[0]]
    if kind == "MayBottom":
        top = known_top(s)
        return by[1 if top is not None and bad_top(top) and 1 in by else 0]
    if kind == "GiveControl":
        return by[min(choices, key=lambda q: (s.threat[q], q))]
    if kind == "SearchEncounter":  # the enemy the stage waits for: it may never be revealed otherwise
        key = key_enemy(s)
        names = part.labels(s, ctx)
        hit = [k for k in choices if key is not None and names.get(k, "").startswith(R.DEFS[key].name + " (")]
        if hit:
            return by[hit[0]]
    if kind in ("Branch", "May") or len(opts) > 1:
        return best_simulated(s, p, opts, len(s.stack) - 1, rng)
    return None


def _res(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """A choice inside an ability: by the kind of part asking."""
    st = s.stack[-1]
    if len(st) < 4 or st[3] >= len(st[2]):
        return None
    part = st[2][st[3]]
    if part.choose == "pick":
        return _pick_card(s, p, opts, st, rng)
    return _pick_option(s, p, opts, st, rng)


def defender_gain(s: LcgState, p: int, boost: int) -> float:
    """What ``boost`` more defense on the current defender of ``p``'s attack saves, once the shadow
    card is face up."""
    att = current_attack(s)
    if att is None or att[0] != p or att[2] < 0:
        return 0.0
    _, e, d = att
    f = foe(s, e)
    c = char(s, d)
    better = replace(c, defense=c.defense + boost)
    return defend_cost(c, f, False) - defend_cost(better, f, False)


HANDLERS: dict[str, Handler] = {"res": _res}
