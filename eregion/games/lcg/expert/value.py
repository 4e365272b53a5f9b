"""The expert's chance to win from a position, as the round search judges the end of a round.

A logistic model over what any player can see at the start of a round (threat, quest progress,
heroes, characters, enemies, the staging area), fitted by ``benchmarks/lcg_value_fit.py`` to the
outcomes of expert games (each round's start labelled by whether that game was then won); the
fitted weights are data, ``value.json`` beside this module, written by that script. It knows the
scenario only through these features, so it reads what the end of the game turns on: how much quest
is left against how much threat, and what the coming rounds will cost in heroes.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
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
    "stages_to_come",  # stages still in the quest deck
    "last_left",  # quest points still needed on the last stage (0 before it)
    "weakest",  # hit points left on the most hurt hero
    "exposed",  # heroes the strongest enemy in play kills with one undefended attack
    "engaged",  # enemies engaged
    "rounds_to_50",  # rounds until threat 50 if each quest fails by the staging threat less the
    #                  willpower (at most 20)
    "rounds_to_go",  # rounds to clear the stage and location at the willpower less the staging threat
    #                  (at least 1 a round; at most 20)
    "second_stage",  # 1 on the second stage
    "enemies",  # enemies in play
    "strongest",  # the attack of the strongest enemy in play
    "last_staging",  # the staging area's threat on the last stage (0 before it)
    "last_threat",  # the worst threat on the last stage (0 before it), over 50
)

WEIGHTS_FILE = Path(__file__).with_name("value.json")


@cache
def weights(path: Path = WEIGHTS_FILE) -> tuple[float, ...]:
    """The fitted weights of :data:`FEATURES`, in order, read once from ``path`` (written by
    ``benchmarks/lcg_value_fit.py``, which needs the features before there are weights for them)."""
    fitted = json.loads(path.read_text())["weights"]
    if list(fitted) != list(FEATURES):
        raise ValueError(f"{path}: weights for {list(fitted)}, expected {list(FEATURES)}")
    return tuple(float(v) for v in fitted.values())


def features(s: LcgState) -> list[float]:
    """The model's inputs, in :data:`FEATURES` order, per player still in the game (averaged)."""
    players = R.active_players(s) or list(range(s.n))
    n = len(players)
    worst = max(s.threat[p] for p in players)
    q = R.current_quest(s)
    stage_left = 0
    stage = 1
    if q is not None:
        stage = R.d(s, q).stage or 1
        stage_left = max(0, R.stat(s, q, "quest_points") - s.cards[q].tokens)
    last = not s.quest_deck
    loc = R.active_location(s)
    location_left = 0 if loc is None else max(0, R.stat(s, loc, "quest_points") - s.cards[loc].tokens)
    enemies = R.enemies_in_play(s)
    strongest = max((R.attack(s, e) for e in enemies), default=0)
    heroes = health = weakest = exposed = allies = will = atk = dfn = hand = res = 0
    engaged = engaged_atk = engaged_hp = 0
    for p in players:
        hit_points = [R.hit_points(s, h) - s.cards[h].wounds for h in R.heroes(s, p)]
        heroes += len(hit_points)
        health += sum(hit_points)
        weakest += min(hit_points, default=0)
        exposed += sum(1 for x in hit_points if x <= strongest)
        res += sum(s.cards[h].tokens for h in R.heroes(s, p))
        for u in R.characters(s, p):
            if not R.d(s, u).is_character:
                continue
            allies += R.d(s, u).type != "hero"
            will += R.willpower(s, u)
            atk += R.attack(s, u)
            dfn += R.defense(s, u)
        hand += len(s.zones[(p, "hand")])
        for e in R.engaged(s, p):
            engaged += 1
            engaged_atk += R.attack(s, e)
            engaged_hp += R.hit_points(s, e) - s.cards[e].wounds
    low = min(s.threat[p] for p in players)
    in_staging = R.enemies_in_staging(s)
    staging = R.staging_threat(s)
    gain = will / n - staging
    return [
        1.0,
        worst / R.THREAT_LIMIT,
        (worst / R.THREAT_LIMIT) ** 4,
        float(stage - 1),
        float(stage_left),
        float(location_left),
        heroes / n,
        health / n,
        allies / n,
        will / n,
        atk / n,
        dfn / n,
        float(staging),
        float(sum(R.attack(s, e) for e in in_staging)),
        float(sum(R.attack(s, e) for e in in_staging if R.engagement_cost(s, e) <= low)),
        float(sum(1 for e in in_staging if engage_harm(s.cards[e].cid))),
        engaged_atk / n,
        engaged_hp / n,
        hand / n,
        res / n,
        float(s.round),
        float(len(s.quest_deck)),
        float(stage_left) * last,
        weakest / n,
        exposed / n,
        engaged / n,
        min(20.0, (R.THREAT_LIMIT - worst) / (1 + max(0.0, -gain))),
        min(20.0, (stage_left + location_left) / max(1.0, gain)),
        float(stage == 2),
        float(len(enemies)),
        float(strongest),
        float(staging) * last,
        worst / R.THREAT_LIMIT * last,
    ]


def win_chance(s: LcgState) -> float:
    """The chance the expert wins from ``s`` (1 or 0 once the game is over)."""
    if s.result is not None:
        return 1.0 if s.result[0] == "win" else 0.0
    z = sum(w * x for w, x in zip(weights(), features(s), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
