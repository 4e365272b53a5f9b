"""What every part of the LCG expert shares: reading action ids, a character's and an enemy's numbers
as the plans need them, and the costs the plans weigh, in the units of "one point of threat on one
player". Public information only: face-down shadow cards are counted, never read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from eregion.core import Action, Rng, State
from eregion.games.lcg import quests as Q
from eregion.games.lcg import rules as R
from eregion.games.lcg.filters import Q as Filter
from eregion.games.lcg.registry import TEXT
from eregion.games.lcg.vocab import Boost, Damage

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

Handler = Callable[["LcgState", int, tuple[Action, ...], Rng], "Action | None"]


def _not_loaded(*_: object) -> Action:
    raise RuntimeError("the LCG expert (eregion.games.lcg.expert) is not loaded")


@dataclass
class Policy:
    """The expert as a whole, for the handlers that judge a choice by playing a copy on with it
    (``effects.simulate``). The package builds the policy from those handlers, so it fills this in
    when it is imported. ``strict``: whether a handler's error is raised (tests set the package's
    ``STRICT``) instead of answered by the fallback."""

    choose: Callable[[State, Rng], Action] = _not_loaded
    strict: Callable[[], bool] = lambda: False


POLICY = Policy()


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
THREAT_PT = 1.6  # each point of threat a failed quest raises, per player
RAMP_FROM, RAMP_PER = 33, 5.0  # from this threat on, its price grows by THREAT_PT every RAMP_PER points
COMMIT_COST = 0.05  # a character kept ready is worth a little (responses, Sentinel, surprises)
SAMPLES = 24  # draws of the staging reveals
BRUTE_LIMIT = 3000  # defence plans searched exhaustively up to this many combinations
QUICK_LIMIT = 200
EXCESS = 2.0  # each point of threat raised by damage beyond a character's hit points
KEY_WORTH = 25.0  # killing the enemy the stage waits for (it wins the game or lets the quest advance)

# The enemy whose defeat wins the game or lets the current stage be defeated, by stage.
KEY_ENEMY: dict[str, str] = {
    Q.DONT_LEAVE_THE_PATH: Q.UNGOLIANTS_SPAWN,
    Q.BEORNS_PATH: Q.UNGOLIANTS_SPAWN,
    Q.TO_THE_RIVER: Q.HILL_TROLL,
    Q.OUT_OF_THE_DUNGEONS: Q.NAZGUL,
}


# --- reading actions -------------------------------------------------------------------------------------


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


def can_draw(s: LcgState, p: int) -> bool:
    """Whether ``p`` would draw a card now: his deck holds one and no active location forbids drawing
    (Enchanted Stream)."""
    loc = R.active_location(s)
    return bool(s.zones[(p, "deck")]) and not (loc is not None and R.flag(s, loc, "no_draw"))


def is_character(s: LcgState, u: int) -> bool:
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
    missed: float = 0.0  # how much its numbers are missed (:func:`stat_sum`): between equal losses, the least


@dataclass(frozen=True, slots=True, eq=False)
class Foe:
    """An enemy that will attack (or a phantom one expected from the encounter deck)."""

    uid: int
    attack: int
    defense: int
    left: int
    risk: float
    worth: float  # what killing it is worth
    excess: float = 0.0  # what each point of damage beyond the target's hit points costs (Hill Troll)


def char(s: LcgState, u: int) -> Char:
    hero = R.d(s, u).type == "hero"
    c = s.cards[u]
    if hero:
        others = [h for h in R.heroes(s, c.controller) if h != u]
        loss = HERO_LOSS if others else LAST_HERO_LOSS
    else:
        loss = ALLY_LOSS + 1.5 * R.cost(s, u)
    return Char(u, hero, R.willpower(s, u), R.attack(s, u), R.defense(s, u), left(s, u), loss, stat_sum(s, u))


def stat_sum(s: LcgState, u: int) -> float:
    """How much a card's numbers are missed if it is lost or exhausted (0 for a non-character)."""
    if not is_character(s, u):
        return 0.0
    return (
        R.willpower(s, u)
        + R.attack(s, u)
        + 1.2 * R.defense(s, u)
        + (2.0 if R.d(s, u).type == "hero" else 0.0)
    )


def wound_cost(c: Char, dmg: int) -> float:
    """What ``dmg`` damage costs ``c``: its loss if it dies, otherwise a price per point."""
    if dmg >= c.left:
        return c.loss
    return dmg * (HERO_DAMAGE if c.hero else ALLY_DAMAGE)


def key_enemy(s: LcgState) -> str | None:
    """The enemy the current stage waits for (printed on the stage, public)."""
    q = R.current_quest(s)
    return KEY_ENEMY.get(s.cards[q].cid) if q is not None else None


def is_key(s: LcgState, e: int) -> bool:
    """Killing ``e`` wins or unblocks the stage (Ambush on the Shore: every enemy counts)."""
    q = R.current_quest(s)
    if q is not None and s.cards[q].cid == Q.AMBUSH_ON_THE_SHORE:
        return True
    return s.cards[e].cid == key_enemy(s)


def foe(s: LcgState, e: int) -> Foe:
    """An enemy in play; face-down shadow cards are counted, never read."""
    hidden = sum(1 for u in R.shadows(s, e) if s.cards[u].zone == "shadow")
    atk = R.attack(s, e)
    worth = 3.0 + 2.0 * atk + R.threat(s, e) + (R.d(s, e).victory_points or 0)
    worth += KEY_WORTH if is_key(s, e) else 0.0
    t = TEXT.get(s.cards[e].cid)
    excess = EXCESS if t is not None and any(x.stat == "excess_to_threat" for x in t.statics) else 0.0
    return Foe(e, atk, R.defense(s, e), left(s, e), SHADOW_RISK * hidden, worth, excess)


@cache
def engage_boost(cid: str) -> int:
    """Attack an enemy gains for the round it engages (Forest Spider): its first attack is stronger."""
    t = TEXT.get(cid)
    if t is None:
        return 0
    return sum(
        x.n
        for f in t.forced
        if f.on == "engaged"
        for x in f.parts
        if isinstance(x, Boost) and x.target == "self" and x.stat == "attack"
    )


@cache
def engage_harm(cid: str) -> int:
    """Damage an enemy deals one of its player's heroes as it engages him (Hummerhorns: 5): never an
    engagement to choose."""
    t = TEXT.get(cid)
    if t is None:
        return 0
    return sum(x.n for f in t.forced if f.on == "engaged" for x in f.parts if isinstance(x, Damage))


@cache
def reveal_harm(cid: str) -> tuple[int, int]:
    """Damage an encounter card deals as it is revealed to the questing characters: (to one committed
    character the players choose, to each exhausted one), e.g. Dol Guldur Orcs, The Necromancer's Reach."""
    t = TEXT.get(cid)
    one = each = 0
    for x in t.revealed if t is not None else ():
        if not isinstance(x, Damage) or not isinstance(x.target, Filter):
            continue
        if x.target.committed and not x.each:
            one += x.n
        elif x.each and (x.target.committed or x.target.ready is False):
            each += x.n
    return one, each


def heroes_of(s: LcgState, p: int) -> list[Char]:
    return [char(s, h) for h in R.heroes(s, p)]


def known_top(s: LcgState) -> str | None:
    """The encounter card the group last looked at on top of the deck (Denethor, Henamarth), read from
    the log, while nothing has been taken from the deck since."""
    chain = s.events
    while chain is not None:
        event, chain = chain
        kind = event[0]
        if kind == "look_top":
            return s.cards[event[2]].cid
        if kind in ("reveal", "shadow_dealt", "to_bottom", "reshuffle", "search", "round"):
            return None
    return None
