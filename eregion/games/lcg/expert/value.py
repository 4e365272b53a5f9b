"""The expert's chance to win from a position, as the round search judges the end of a round.

A logistic model over what any player can see at the start of a round (threat, quest progress,
heroes, characters, enemies, the staging area), fitted by ``benchmarks/lcg_value_fit.py`` to the
outcomes of expert games (each round's start labelled by whether that game was then won). It knows
the scenario only through these features, so it reads what the end of the game turns on: how much
quest is left against how much threat, and what the coming rounds will cost in heroes.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from eregion.games.lcg import rules as R
from eregion.games.lcg.expert.core import engage_harm

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

FEATURES = (
    "bias",
    "threat",  # the worst threat of a player still in the game, over 50
    "threat4",  # its fourth power: the last points before 50 hurt most
    "stages",  # stages defeated
    "stage_left",  # quest points still needed on the current stage
    "location_left",  # quest points still needed on the active location
    "heroes",  # heroes alive
    "hero_health",  # hit points left on the heroes
    "allies",  # allies in play
    "willpower",  # willpower of every character in play
    "attack",  # attack of every character in play
    "defense",  # defense of every character in play
    "staging",  # the staging area's threat
    "staging_attack",  # attack of the enemies in the staging area
    "engaging_attack",  # attack of the staging enemies the threat already engages
    "harmful",  # staging enemies that damage a hero as they engage (Hummerhorns)
    "engaged_attack",  # attack of the engaged enemies
    "engaged_health",  # hit points left on the engaged enemies
    "hand",  # cards in hand
    "resources",  # resources on the heroes
    "round",  # rounds played
)

# python benchmarks/lcg_value_fit.py --games 1500: expert games on seeds 10000-11499, 12,221 round
# starts, held-out log loss 0.425 against 0.676 for the win rate alone
WEIGHTS = {
    "bias": 5.0422,
    "threat": -15.4175,
    "threat4": 3.9223,
    "stages": 0.8719,
    "stage_left": -0.0240,
    "location_left": 0.0082,
    "heroes": -0.1807,
    "hero_health": 0.0879,
    "allies": -0.0056,
    "willpower": 0.2132,
    "attack": 0.3101,
    "defense": 0.2504,
    "staging": -0.3969,
    "staging_attack": -0.2215,
    "engaging_attack": 0.0455,
    "harmful": 0.0190,
    "engaged_attack": -0.0640,
    "engaged_health": -0.2141,
    "hand": 0.0779,
    "resources": 0.1529,
    "round": -0.1748,
}


def features(s: LcgState) -> list[float]:
    """The model's inputs, in :data:`FEATURES` order, per player still in the game (averaged)."""
    players = R.active_players(s) or list(range(s.n))
    n = len(players)
    worst = max(s.threat[p] for p in players) / R.THREAT_LIMIT
    q = R.current_quest(s)
    stage_left = 0.0
    stages = 0.0
    if q is not None:
        stages = max(0, (R.d(s, q).stage or 1) - 1)
        stage_left = max(0, R.stat(s, q, "quest_points") - s.cards[q].tokens)
    loc = R.active_location(s)
    location_left = 0 if loc is None else max(0, R.stat(s, loc, "quest_points") - s.cards[loc].tokens)
    heroes = health = allies = will = atk = dfn = hand = res = 0
    engaged_atk = engaged_hp = 0
    for p in players:
        for h in R.heroes(s, p):
            heroes += 1
            health += R.hit_points(s, h) - s.cards[h].wounds
            res += s.cards[h].tokens
        for u in R.characters(s, p):
            if not R.d(s, u).is_character:
                continue
            allies += R.d(s, u).type != "hero"
            will += R.willpower(s, u)
            atk += R.attack(s, u)
            dfn += R.defense(s, u)
        hand += len(s.zones[(p, "hand")])
        for e in R.engaged(s, p):
            engaged_atk += R.attack(s, e)
            engaged_hp += R.hit_points(s, e) - s.cards[e].wounds
    low = min(s.threat[p] for p in players)
    in_staging = R.enemies_in_staging(s)
    return [
        1.0,
        worst,
        worst**4,
        float(stages),
        float(stage_left),
        float(location_left),
        heroes / n,
        health / n,
        allies / n,
        will / n,
        atk / n,
        dfn / n,
        float(R.staging_threat(s)),
        float(sum(R.attack(s, e) for e in in_staging)),
        float(sum(R.attack(s, e) for e in in_staging if R.engagement_cost(s, e) <= low)),
        float(sum(1 for e in in_staging if engage_harm(s.cards[e].cid))),
        engaged_atk / n,
        engaged_hp / n,
        hand / n,
        res / n,
        float(s.round),
    ]


def win_chance(s: LcgState) -> float:
    """The chance the expert wins from ``s`` (1 or 0 once the game is over)."""
    if s.result is not None:
        return 1.0 if s.result[0] == "win" else 0.0
    z = sum(WEIGHTS[k] * x for k, x in zip(FEATURES, features(s), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
