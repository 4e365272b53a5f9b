"""The expert's card abilities: which event or card action to take in an action window, and which
responses to use, each judged at the moment it helps.

A rule per card says what using it is worth now (in "points of threat on one player"; nothing or less:
not now), from the window it is offered in: willpower boosts and threat cancels once the staging is
done, defense boosts once the shadow card is face up, attack cancels before the first enemy attacks,
healing and card draw at the end of combat when the characters they exhaust ready soon after, Sneak
Attack with Gandalf before the quest. Cancels of a revealed treachery or a shadow effect are judged by
simulating the card with and without its effect. Cards without a rule (new encodings) are simulated the
same way at the quiet moments of the round (or passed); unknown responses that cost nothing are used.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from eregion.core import Action, Rng
from eregion.games.lcg import abilities as A
from eregion.games.lcg import rules as R
from eregion.games.lcg.expert.cards import (
    GANDALF,
    at_brink,
    cheapest_card,
    hand_worth,
    held_back,
    reserve,
    sneak_value,
    spare,
    web_swap,
)
from eregion.games.lcg.expert.combat import (
    ally_to_ready,
    combat_value,
    defence_plan,
    expected_foes,
    fight_value,
    pull_target,
    swap_value,
)
from eregion.games.lcg.expert.core import (
    QUEST_PT,
    Char,
    Handler,
    can_draw,
    char,
    foe,
    heroes_of,
    is_character,
    left,
    named,
    split,
)
from eregion.games.lcg.expert.effects import Sim, defender_gain, heal_value, simulate
from eregion.games.lcg.expert.quest import quest_gain, threat_weight

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

Rule = Callable[["LcgState", int, int, str], float]  # (state, player, card, window tag or trigger)

MARGIN = 0.5  # a known card is used when its rule says it is worth more than this
SIM_MARGIN = 1.5  # an unknown one when the simulation finds it better than passing by this much
CANCEL_MARGIN = 2.0  # a cancel when the simulation finds the effect this much worse
QUIET = ("planning", "quest_end", "combat_end")  # windows where unknown actions are simulated
COST_PARTS = ("Exhaust", "PayFromPool", "DiscardFromHand", "ChangeThreat")


# --- what the rules look at ---------------------------------------------------------------------------------


def _foes_now(s: LcgState, p: int, drop: tuple[int, ...] = ()) -> list:
    """The enemies of ``p`` still to attack this round."""
    return [
        foe(s, e)
        for e in R.engaged(s, p)
        if e not in s.attacked and e not in drop and not R.flag(s, e, "no_attack")
    ]


def _defence_cost(
    s: LcgState, p: int, drop_foes: tuple[int, ...] = (), drop_chars: tuple[int, ...] = ()
) -> float:
    chars = [char(s, u) for u in R.ready_characters(s, p) if is_character(s, u) and u not in drop_chars]
    return defence_plan(_foes_now(s, p, drop_foes), chars, heroes_of(s, p))[0]


def _ready_worth(s: LcgState, p: int, u: int) -> float:
    """What keeping ``u`` ready is worth in the combat to come (exhausting it as a cost)."""
    foes = expected_foes(s, p)
    if not foes:
        return 0.3
    ready = [char(s, x) for x in R.ready_characters(s, p) if is_character(s, x)]
    heroes = heroes_of(s, p)
    return combat_value(foes, ready, heroes) - combat_value(foes, [c for c in ready if c.uid != u], heroes)


def _worst_heal(s: LcgState, who: list[int], n: int) -> float:
    return max((heal_value(s, u, n) for u in who), default=0.0)


def _heal_time(s: LcgState, who: list[int], tag: str) -> bool:
    """Heal at the end of combat, or at once when a damaged character is one or two hits from death."""
    return tag == "combat_end" or any(s.cards[u].wounds and left(s, u) <= 2 for u in who)


def _characters(s: LcgState) -> list[int]:
    return [u for q in R.active_players(s) for u in R.characters(s, q) if is_character(s, u)]


def _heroes(s: LcgState) -> list[int]:
    return [u for q in R.active_players(s) for u in R.heroes(s, q)]


def _threat_relief(s: LcgState, p: int, n: int) -> float:
    """Lowering the threat by ``n``: worth little early, a lot near the 50 limit."""
    return n * (1.0 + max(0, s.threat[p] - 32) / 4.0) - 0.5 * max(0, 30 - s.threat[p])


# --- action windows -------------------------------------------------------------------------------------------


def _steward(s: LcgState, p: int, u: int, tag: str) -> float:
    return 3.0


def _self_preservation(s: LcgState, p: int, u: int, tag: str) -> float:
    host = s.cards[u].host
    return heal_value(s, host, 2) if host is not None and _heal_time(s, [host], tag) else 0.0


def _daughter(s: LcgState, p: int, u: int, tag: str) -> float:
    heroes = _heroes(s)
    return _worst_heal(s, heroes, 2) if _heal_time(s, heroes, tag) else 0.0


def _glorfindel(s: LcgState, p: int, u: int, tag: str) -> float:
    chars = _characters(s)
    keep = max(1, reserve(s, p, R.d(s, u).sphere) + held_back(s, u))
    if s.cards[u].tokens - 1 < keep or not _heal_time(s, chars, tag):
        return 0.0
    return _worst_heal(s, chars, 1) - 1.0


def _lore_of_imladris(s: LcgState, p: int, u: int, tag: str) -> float:
    chars = _characters(s)
    if not spare(s, p, u) or not _heal_time(s, chars, tag):
        return 0.0
    return _worst_heal(s, chars, 0) - 3.5


def _beorns_hospitality(s: LcgState, p: int, u: int, tag: str) -> float:
    if tag != "combat_end":
        return 0.0
    return max(sum(heal_value(s, h, 0) for h in R.heroes(s, q)) for q in R.active_players(s)) - 6.0


def _draw_at_end(worth: float) -> Rule:
    """A card action that exhausts its card to draw or look: at the end of combat, ready again soon."""

    def rule(s: LcgState, p: int, u: int, tag: str) -> float:
        return worth if tag == "combat_end" and can_draw(s, p) else 0.0

    return rule


def _look_at_end(worth: float) -> Rule:
    def rule(s: LcgState, p: int, u: int, tag: str) -> float:
        return worth if tag == "combat_end" and not s.cards[u].exhausted else 0.0

    return rule


def _loriens_wealth(s: LcgState, p: int, u: int, tag: str) -> float:
    if tag != "planning" or not spare(s, p, u) or not can_draw(s, p):
        return 0.0
    return 5.0 - len(s.zones[(p, "hand")])


def _will_of_the_west(s: LcgState, p: int, u: int, tag: str) -> float:
    return 3.0 if len(s.zones[(p, "deck")]) <= 3 and len(s.zones[(p, "discard")]) >= 6 else 0.0


def _galadhrims_greeting(s: LcgState, p: int, u: int, tag: str) -> float:
    if not spare(s, p, u):
        return 0.0
    worst = max(R.active_players(s), key=lambda q: s.threat[q])
    return _threat_relief(s, worst, 6) - 6.0


def _faramir(s: LcgState, p: int, u: int, tag: str) -> float:
    if tag != "after_staging":
        return 0.0
    mine = sum(1 for x in s.committed if s.cards[x].controller == p)
    return quest_gain(s, willpower=mine) - _ready_worth(s, p, u) - 0.5


def _eowyn(s: LcgState, p: int, u: int, tag: str) -> float:
    hand = list(s.zones[(p, "hand")])
    if tag != "after_staging" or u not in s.committed or not hand:
        return 0.0
    return quest_gain(s, willpower=1) - hand_worth(s, p, cheapest_card(s, p, hand))


def _protector(s: LcgState, p: int, u: int, tag: str) -> float:
    hand = list(s.zones[(p, "hand")])
    host = s.cards[u].host
    if not hand or host is None:
        return 0.0
    cost = hand_worth(s, p, cheapest_card(s, p, hand))
    if tag == "after_staging" and host in s.committed:
        return quest_gain(s, willpower=1) - cost
    if tag == "after_shadow":
        return defender_gain(s, p, 1) - cost
    return 0.0


def _no_threat(kind: str) -> Rule:
    """Radagast's Cunning, Secret Paths: the staging area's enemies (locations) add no threat."""

    def rule(s: LcgState, p: int, u: int, tag: str) -> float:
        if tag != "after_staging" or not spare(s, p, u):
            return 0.0
        cut = sum(R.threat(s, x) for x in R.staging(s) if R.d(s, x).type == kind)
        return quest_gain(s, threat=-cut) - 2.5

    return rule


def _unexpected_courage(s: LcgState, p: int, u: int, tag: str) -> float:
    host = s.cards[u].host
    if host is None or not s.cards[host].exhausted:
        return 0.0
    return 2.0 if tag in ("quest_end", "after_attack", "encounter_end") else 0.0


def _ever_vigilant(s: LcgState, p: int, u: int, tag: str) -> float:
    """An exhausted ally readied: after the quest for the fight to come, and between the enemy
    attacks, where an ally that has defended can defend again (or attack) instead of a hero taking
    an attack undefended (the choice follows :func:`ally_to_ready`)."""
    before = _fight_tag(tag)
    if before is None or not spare(s, p, u):
        return 0.0
    return ally_to_ready(s, p, before)[1] - 1.5


def _fight_tag(tag: str) -> bool | None:
    """Whether a window comes before the encounter phase (its enemies still to engage), after it
    (the combat's enemies known), or neither (None): the windows where readying or boosting
    characters for the fight is judged."""
    return {"quest_end": True, "after_shadows": False, "after_attack": False}.get(tag)


def _ready_all(s: LcgState, p: int) -> list[Char]:
    return [char(s, x) for x in R.characters(s, p) if is_character(s, x)]


def _ready_now(s: LcgState, p: int) -> list[Char]:
    return [char(s, x) for x in R.ready_characters(s, p) if is_character(s, x)]


def _grim_resolve(s: LcgState, p: int, u: int, tag: str) -> float:
    """Every character readied (5 resources): once the questers have done their work, when the fight
    to come needs them."""
    before = _fight_tag(tag)
    if before is None or not spare(s, p, u):
        return 0.0
    gain = fight_value(s, p, _ready_all(s, p), before) - fight_value(s, p, _ready_now(s, p), before)
    return gain - 5.0


def _common_cause(s: LcgState, p: int, u: int, tag: str) -> float:
    """A ready hero exhausted to ready another (free): a quester back for the fight in place of a
    hero it needs less (the choices follow :func:`swap_value`); at the end of combat, a hero held by
    Caught in a Web readied in place of one the refresh readies anyway (:func:`web_swap`)."""
    if tag == "combat_end":
        return web_swap(s, p)[2] - 1.0
    before = _fight_tag(tag)
    if before is None:
        return 0.0
    return swap_value(s, p, before)[2] - 1.0


def _for_gondor(s: LcgState, p: int, u: int, tag: str) -> float:
    """+1 attack to every character, +1 defense to Gondor ones, for the combat phase: before the
    attacks, when it turns a defence or a kill."""
    if _fight_tag(tag) is not False or not spare(s, p, u):
        return 0.0
    ready = _ready_now(s, p)
    boosted = [
        replace(c, attack=c.attack + 1, defense=c.defense + R.has_trait(s, c.uid, "Gondor")) for c in ready
    ]
    return fight_value(s, p, boosted) - fight_value(s, p, ready) - 2.0


def _before_attacks(tag: str) -> bool:
    return tag == "after_shadows"


def _feint(s: LcgState, p: int, u: int, tag: str) -> float:
    if not _before_attacks(tag) or not spare(s, p, u):
        return 0.0
    base = _defence_cost(s, p)
    return max((base - _defence_cost(s, p, drop_foes=(f.uid,)) for f in _foes_now(s, p)), default=0.0) - 3.0


def _thicket(s: LcgState, p: int, u: int, tag: str) -> float:
    if not _before_attacks(tag) or not spare(s, p, u):
        return 0.0
    return _defence_cost(s, p) - 5.0


def _light_in_the_dark(s: LcgState, p: int, u: int, tag: str) -> float:
    if not _before_attacks(tag) or not spare(s, p, u):
        return 0.0
    base = _defence_cost(s, p)
    gains = [
        base - _defence_cost(s, p, drop_foes=(f.uid,)) - R.threat(s, f.uid) * threat_weight(s)
        for f in _foes_now(s, p)
    ]
    return max(gains, default=0.0) - 3.0


def _quick_strike(s: LcgState, p: int, u: int, tag: str) -> float:
    """Kill an enemy before it attacks, with one character that is enough alone."""
    if not _before_attacks(tag) or not spare(s, p, u):
        return 0.0
    base = _defence_cost(s, p)
    best = 0.0
    for f in _foes_now(s, p):
        for c in R.ready_characters(s, p):
            if is_character(s, c) and R.attack(s, c) - f.defense >= f.left:
                best = max(best, base - _defence_cost(s, p, (f.uid,), (c,)) + 0.5 * f.worth)
    return best - 3.0


def _rain_of_arrows(s: LcgState, p: int, u: int, tag: str) -> float:
    if not _before_attacks(tag) or not spare(s, p, u):
        return 0.0
    dead = tuple(f.uid for f in _foes_now(s, p) if f.left <= 1)
    if not dead:
        return 0.0
    return (
        _defence_cost(s, p) - _defence_cost(s, p, drop_foes=dead) + sum(foe(s, e).worth for e in dead) - 4.0
    )


def _blade_mastery(s: LcgState, p: int, u: int, tag: str) -> float:
    return defender_gain(s, p, 1) - 2.5 if tag == "after_shadow" and spare(s, p, u) else 0.0


def _sneak_attack(s: LcgState, p: int, u: int, tag: str) -> float:
    """An ally for the quest phase, for 1 resource, before the quest so that he quests: Gandalf above
    all (and at any moment when his threat -5 is all that keeps the refresh from taking the threat to
    50); without him the ally whose willpower (Faramir: his boost) the quest gains most from, while
    no Gandalf waits in hand for it."""
    hand = s.zones[(p, "hand")]
    best = max((sneak_value(s, p, x) for x in hand if x != u), default=0.0)
    if best >= 10.0 and at_brink(s, p) and tag != "refresh":
        return 30.0  # Gandalf's threat -5, in any window before the refresh that would end the game
    if tag != "quest_start":
        return 0.0
    if best >= 10.0:
        return 8.0
    if any(s.cards[x].cid == GANDALF for x in hand):
        return 0.0  # kept for Gandalf (already in play: for his next visit)
    return QUEST_PT * best - 2.0


def _stand_and_fight(s: LcgState, p: int, u: int, tag: str) -> float:
    return 2.0 if tag == "planning" else 0.0


def _fortune_or_fate(s: LcgState, p: int, u: int, tag: str) -> float:
    return 30.0 if R.dead_heroes(s, p) else 0.0


def _dwarven_tomb(s: LcgState, p: int, u: int, tag: str) -> float:
    pile = [x for x in s.zones[(p, "discard")] if R.d(s, x).sphere == "spirit"]
    return max((hand_worth(s, p, x) for x in pile), default=0.0) - 3.0 if tag == "planning" else 0.0


WINDOW: dict[str, Rule] = {
    "01007": _eowyn,
    "01010": _look_at_end(2.0),  # Denethor: a bad top card goes to the bottom
    "01011": _glorfindel,
    "01012": _draw_at_end(3.0),  # Beravor
    "01014": _faramir,
    "01020": _ever_vigilant,
    "01021": _common_cause,
    "01022": _for_gondor,
    "01023": _sneak_attack,
    "01025": _grim_resolve,
    "01026": _steward,
    "01032": _blade_mastery,
    "01033": _rain_of_arrows,
    "01034": _feint,
    "01035": _quick_strike,
    "01036": _thicket,
    "01046": _galadhrims_greeting,
    "01049": _will_of_the_west,
    "01051": _stand_and_fight,
    "01052": _light_in_the_dark,
    "01053": _dwarven_tomb,
    "01054": _fortune_or_fate,
    "01057": _unexpected_courage,
    "01058": _daughter,
    "01060": _look_at_end(0.8),  # Henamarth Riversong
    "01062": _draw_at_end(1.5),  # Gleowine
    "01063": _lore_of_imladris,
    "01064": _loriens_wealth,
    "01065": _no_threat("enemy"),  # Radagast's Cunning
    "01066": _no_threat("location"),  # Secret Paths
    "01068": _beorns_hospitality,
    "01070": _protector,
    "01072": _self_preservation,
}


def _window(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """The card use worth most now, if worth anything; cards without a rule are simulated in the
    quiet windows."""
    pas = named(opts, "pass", "done")
    if Sim.depth or pas is None:
        return pas
    tag = s.stack[-1][1]
    best, best_v = pas, MARGIN
    unknown: list[Action] = []
    for a in opts:
        _, u = split(a)
        if u < 0 or a is pas:
            continue
        rule = WINDOW.get(s.cards[u].cid)
        if rule is None:
            unknown.append(a)
            continue
        v = rule(s, p, u, tag)
        if v > best_v:
            best, best_v = a, v
    if best is pas and unknown and tag in QUIET:
        vals = simulate(s, p, (pas, *unknown), len(s.stack), rng)
        base = vals.get(pas.id, float("inf"))
        for a in unknown:
            if vals.get(a.id, float("-inf")) > base + SIM_MARGIN:
                best, base = a, vals[a.id]
    return best


# --- responses ---------------------------------------------------------------------------------------------------


def _free(s: LcgState, p: int, u: int, on: str) -> float:
    return 1.0


def _aragorn(s: LcgState, p: int, u: int, on: str) -> float:
    """Pay 1 of his resources to ready him after he commits: the quest plan counted on him at home (an
    attack, a kill, a Necromancer's Reach avoided)."""
    return 2.0


def _son_of_arnor(s: LcgState, p: int, u: int, on: str) -> float:
    """Engage an enemy from the staging area only if the ready characters can defend against it and
    kill it."""
    return 1.0 if pull_target(s, p) is not None else 0.0


def _if_spare(worth: float) -> Callable[[LcgState, int, int, str], float]:
    def rule(s: LcgState, p: int, u: int, on: str) -> float:
        return worth if s.cards[u].zone != "hand" or spare(s, p, u) else 0.0

    return rule


def _valiant_sacrifice(s: LcgState, p: int, u: int, on: str) -> float:
    """2 cards for the ally lost: only while they can be drawn (not under Enchanted Stream)."""
    st = s.stack[-1]
    drawer = st[3] if len(st) > 3 and isinstance(st[3], int) else p  # the lost ally's controller
    return 2.0 if spare(s, p, u) and can_draw(s, drawer) else 0.0


RESPONSE: dict[str, Rule] = {
    "01001": _aragorn,
    "01015": _son_of_arnor,
    "01024": _valiant_sacrifice,
    "01037": _if_spare(2.0),  # Swift Strike
    "01047": _if_spare(1.5),  # Strength of Will
}
CANCELS = frozenset({"01008", "01048", "01050"})  # Eleanor, Hasty Stroke, A Test of Will


def _anchor(s: LcgState, on: str) -> int:
    """How deep the stack is once what triggered the response has fully resolved."""
    want = {"revealed": "when_revealed", "shadow": "attack"}.get(on)
    if want is not None:
        for i in range(len(s.stack) - 1, -1, -1):
            if s.stack[i][0] == want:
                return i
    return len(s.stack) - 1


def _costs(s: LcgState, u: int, on: str) -> bool:
    """Whether an unknown response has a cost (its parts say so)."""
    t = A.text(s, u)
    if t is None:
        return True
    parts = t.event if s.cards[u].zone == "hand" and t.event_on == on else ()
    for r in t.responses:
        if r.on == on:
            parts = parts + r.parts
    return any(type(x).__name__ in COST_PARTS for x in parts) or R.d(s, u).type == "event"


def _respond(s: LcgState, p: int, opts: tuple[Action, ...], rng: Rng) -> Action | None:
    """Free responses are taken; cancels when the simulated effect is clearly bad; others by rule."""
    pas = named(opts, "pass")
    if Sim.depth or pas is None:
        return pas
    st = s.stack[-1]
    on = st[1]
    best, best_v = pas, MARGIN
    sims: list[Action] = []
    for a in opts:
        _, u = split(a)
        if u < 0 or a is pas:
            continue
        cid = s.cards[u].cid
        if cid in CANCELS or (cid not in RESPONSE and _costs(s, u, on)):
            sims.append(a)
            continue
        v = RESPONSE.get(cid, _free)(s, p, u, on)
        if v > best_v:
            best, best_v = a, v
    if best is pas and sims:
        vals = simulate(s, p, (pas, *sims), _anchor(s, on), rng)
        base = vals.get(pas.id, float("inf"))
        for a in sims:
            if vals.get(a.id, float("-inf")) > base + CANCEL_MARGIN:
                best, base = a, vals[a.id]
    return best


HANDLERS: dict[str, Handler] = {"window": _window, "respond": _respond}
