"""What the MEQ expert aims at, as one number: the greedy heuristic's race and material, plus each
side's plan on the map.

Heroes want to stand near something worth doing (an active Plot whose favor they can pay, favor lying
on the board, a quest's location), to keep their cards out of the damage pool, and to meet their
Mission. Sauron wants influence, monster tokens and minions around the heroes (perilous paths and
fights), his Plots far from them, and his own Mission met. The value is read from a world the deciding
side could be in (a determinized copy), and each side reads only its own Mission there.
"""

from __future__ import annotations

from functools import cache, lru_cache

from eregion.games.meq import story as ST
from eregion.games.meq.board import distances
from eregion.games.meq.engine import SAURON
from eregion.games.meq.expert.finale import reach
from eregion.games.meq.finale_steps import situation
from eregion.games.meq.heuristic import evaluate, race_to_finale
from eregion.games.meq.missions import mission_met
from eregion.games.meq.plots import PLOT_SPACES, ActivePlot, playable, story_advances
from eregion.games.meq.quests import quest_location
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import TRACK, C

FAR = 6  # a goal (or a hero, from a Plot) farther than this counts as this far
GOAL = 1.5  # each space between a hero and his nearest goal
PLOT_REACH = 2.0  # each space between an active Plot and the nearest hero who could discard it
RACE_PULL = 0.5  # ... and as much again for each space its discard would win the race at the Finale
DAMAGE = 0.7  # each card in a hero's damage pool (on top of the heuristic's fitness)
PRESSURE = 0.6  # each influence on a hero's location or next to it
HUNT = 1.5  # each minion within two spaces of a hero
CORRUPTION = 2.0  # each Corruption card a hero holds
QUEST = 5.0  # each quest a hero has completed
MISSION = 25.0  # the deciding side's own Mission met now
GUARD = 20.0  # the other side's Missions met now, shared out over those it could hold
SAVING = 1.5  # each influence in the Shadow Pool towards the dearest Plot in Sauron's hand
READY = 3.0  # each Plot in Sauron's hand he could play now, while the Active Plot track has room
BLOW = 6.0  # a combat's foe brought from full health to none (damage counts by the fraction)
WOUND = 1.0  # each card the hero lost in this combat, or still owes
FELL = 15.0  # a combat's loser, foe or hero
FINALE = 5.0  # the Finale's combat decides the game: everything in it counts this many times
HOPE = 0.5  # the share of the attack a champion's hand can still pay for that counts as foe damage
LAST_BLOWS = 120.0  # the Ringwraiths brought down in the Finale, that harm counted (twice the heuristic's
# weight for the damage dealt so far, so that strength kept for more blows outweighs a harder blow now)


@cache
def dist(a: str, b: str) -> int:
    """Spaces between two locations by paths."""
    return _table(a).get(b, FAR)


@cache
def _table(a: str) -> dict[str, int]:
    return distances(C, a)


@cache
def _near(loc: str) -> tuple[str, ...]:
    """A location and its neighbours."""
    return tuple(sorted(b for b, d in _table(loc).items() if d <= 1))


def hero_goals(s: MeqState, seat: int) -> list[str]:
    """Where the hero has something to do: Plots he can pay for, favor lying out, his quests."""
    p = s.pool(seat)
    goals = [a.location for a in s.plots if C.plots[a.plot].favor <= p.favor]
    goals += sorted(loc for loc, n in s.board.favor.items() if n)
    goals += [loc for q in p.quests.held if (loc := quest_location(C, q))]
    return goals


def plan_value(s: MeqState, me: int) -> float:
    """Higher is better for ``me``'s side: the heuristic as ``me`` sees it (his own side's Mission's
    progress included) plus the plan terms, which are counted Sauron's way and negated for a hero."""
    v = evaluate(s, me)
    if s.result is not None:
        return v
    return v + _plan(s, me) if me == SAURON else v - _plan(s, me)


def _plan(s: MeqState, me: int) -> float:
    """The plan terms, Sauron's view."""
    b = s.board
    spots = [b.heroes[h] for h in s.heroes]
    v = 0.0
    for seat, p in enumerate(s.pools, start=1):
        loc = b.heroes[p.hero]
        goals = hero_goals(s, seat)
        v += GOAL * min((min(dist(loc, g), FAR) for g in goals), default=0)  # done: its reward counts
        v += DAMAGE * len(p.damage) + CORRUPTION * len(p.corruption)
        v -= QUEST * len(p.quests.done)
        v += PRESSURE * sum(b.influence_at(x) for x in _near(loc))
    purse = max(p.favor for p in s.pools)
    gains = plot_gains(s.story, s.plots, s.current_event)
    for a, gain in zip(s.plots, gains, strict=True):
        reach = min(min(dist(a.location, x), FAR) for x in spots)
        short = max(0, C.plots[a.plot].favor - purse)
        v += (PLOT_REACH + RACE_PULL * gain) * (reach + short)
    for m, loc in sorted(b.minions.items()):
        if loc and any(dist(loc, x) <= 2 for x in spots):
            v += HUNT
    v += _combat(s, me)
    v += _missions(s, me)
    hand = s.decks["plot_hand"]
    v += SAVING * min(b.shadow_pool, max((C.plots[x].requirement for x in hand), default=0))
    if len(s.plots) < PLOT_SPACES:
        v += READY * len({a.plot for a in playable(C, b, s.plots, hand)})
    return v


@lru_cache(maxsize=4096)  # a game meets few stories and Plot tracks; a server meets many games
def plot_gains(story: ST.Story, plots: tuple[ActivePlot, ...], event: str | None) -> tuple[int, ...]:
    """For each active Plot, the spaces the heroes' lead at the Finale (p. 14: the dominance counts'
    difference, which sizes the Ringwraiths, p. 34) grows by if it is discarded now, the others and
    the Current Event moving their markers every Story step until then (``heuristic.race_to_finale``)."""
    now = _lead(story, plots, event)
    return tuple(max(0, _lead(story, plots[:i] + plots[i + 1 :], event) - now) for i in range(len(plots)))


def _lead(story: ST.Story, plots: tuple[ActivePlot, ...], event: str | None) -> int:
    end = race_to_finale(story, story_advances(C, plots, event))
    return ST.sauron_count(end, TRACK) - ST.heroes_count(end, TRACK)


@cache
def _missions_of(side: str) -> tuple[str, ...]:
    return tuple(sorted(m for m, x in C.missions.items() if x.side == side))


def _missions(s: MeqState, me: int) -> float:
    """Sauron's view of the Missions: the deciding side's own, and each the other side could hold (it is
    secret, so each counts its share)."""
    now = situation(s)
    mine = s.missions[0 if me == SAURON else 1]
    v = MISSION if mission_met(C, mine, now) else 0.0
    theirs = _missions_of("heroes" if me == SAURON else "sauron")
    v -= GUARD * sum(mission_met(C, m, now) for m in theirs) / len(theirs)
    return v if me == SAURON else -v


def _combat(s: MeqState, me: int) -> float:
    """How a combat under way stands, Sauron's view: the foe's damage and defeat against the hero's
    wounds and defeat (worth the game in the Finale, ``FINALE`` times). For the heroes in the Finale
    only the Ringwraiths' defeat matters: the champion's wounds do not count, and the harm his hand can
    still pay for counts in part (``HOPE``: the foe's defence takes some). Sauron cannot see that hand
    (R62), so he keeps judging by the damage and the wounds."""
    f = s.fight
    if f is None or f.combat is None:
        return 0.0
    c = f.combat
    if f.finale and me != SAURON:
        spent = sum(k.cost for k in c.hero.stack)
        left = 0 if c.hero.exhausted else reach(c.hero.hand, c.hero.strength - spent)
        blow = min(1.0, (c.damage + HOPE * left) / max(1, c.health))
        return FINALE * FELL * (c.hero_defeated - c.foe_defeated) - LAST_BLOWS * blow
    v = WOUND * (len(c.wounds) + c.owed) - BLOW * min(1.0, c.damage / max(1, c.health))
    v += FELL * (c.hero_defeated - c.foe_defeated)
    return v * (FINALE if f.finale else 1.0)
