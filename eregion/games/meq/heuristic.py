"""A quick static estimate of a Middle-earth Quest position for greedy agents and rollouts.

Sauron wins the Finale's race and his Mission; the heroes slow him and beat the Ringwraiths. So the
story race leads (the dominance counts of p. 14, the lower count ahead, taken where the Finale would
begin if the active Plots kept moving Sauron's markers every Story step, p. 12: R352); then what feeds
each side's next turns: influence on
the board and in the Shadow Pool, cards in Sauron's hands, monsters and minions close to the heroes for
Sauron; for the heroes their usable cards (hand and life pool: the rest pool waits for a rest, the
damage pool for a Haven, p. 21), favor, completed quests, few Corruption cards, and how close each hero
stands to what he can gain (favor, a character, a Plot he can pay to discard, his quest, a Haven when
hurt): a greedy hero so walks toward it one paid path at a time. In a combat, the foe's damage and
the hero's cards in the fight. Each side adds how near its own secret Mission is to being met (p. 33),
which only it knows.

It reads only what the evaluating player may see: public facts (the board without token faces, the
tracks, counts, every hero's favor, Items and quests) and his own side's Mission (R351).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from eregion.games.meq import story as ST
from eregion.games.meq.board import distances
from eregion.games.meq.engine import SAURON
from eregion.games.meq.missions import (
    LEAST_FAVOR,
    MOST_CORRUPTION,
    MOST_MINIONS,
    MOST_TOKENS,
    SHIRE_INFLUENCE,
    THE_SHIRE,
)
from eregion.games.meq.plots import ActivePlot, story_advances
from eregion.games.meq.steps import CARDS, TRACK, C

if TYPE_CHECKING:
    from eregion.core import State
    from eregion.games.meq.state import MeqState, Pools

WIN = 1000.0
RACE = 6.0  # each space of difference between the two dominance counts
MARKER = 2.0  # each space Sauron's markers have moved (toward The Shadow Falls and his Missions)
PLOT = 6.0  # each active Plot
PLOT_ADVANCE = 3.0  # each space an active Plot moves its marker at every Story step
INFLUENCE = 0.6  # each influence token on the board
POOL = 0.8  # each influence in the Shadow Pool
CARD = 1.0  # each card in Sauron's hands
TOKEN = 1.0  # each monster token on the board
MINION = 3.0  # each minion on the board
NEAR = 1.5  # each monster token or minion on or next to a hero's location
COMMAND = 1.0  # each command Sauron has still to give this action
USABLE = 1.0  # each card in a hero's life pool
HAND = 1.2  # each card in his hand (it pays for travel and fights, p. 21)
RESTING = 0.6  # each card in a hero's rest pool
FAVOR = 1.5  # each favor a hero holds
CORRUPTION = 4.0  # each Corruption card a hero holds
QUEST = 8.0  # each quest a hero has completed
DRIVE = 0.5  # share of the best reward in reach that counts before he gets there
STEP = 3.0  # each path between a hero and that reward
HURT = 8  # usable cards under which a hero heads for a Haven
MISSION = 4.0  # scale of the Mission terms
FOE = 12.0  # defeating a monster or minion
RINGWRAITHS = 60.0  # defeating the Ringwraiths in the Finale: the heroes' win (p. 34)
OVER = 3.0  # a card chosen that his strength cannot pay (he becomes exhausted, p. 28)

HAVENS = tuple(loc for loc, place in C.locations.items() if place.haven)
DIST = {loc: distances(C, loc) for loc in C.locations}


def _where(s: MeqState, seat: int) -> tuple[str, int]:
    """The hero's location, or the one he is paying to travel to (his move is public), and the cards he
    still owes for it."""
    owed = 0
    for st in reversed(s.stack):
        if st[0] == "pay_travel" and st[1] == seat:
            owed = st[4] if st[5] else 1  # counting cards, or one card of the icon (or the number)
        if st[0] == "arrive" and st[1] == seat:
            return str(st[2]), owed
    return s.board.heroes[s.heroes[seat - 1]], owed


def _reward(s: MeqState, seat: int, p: Pools, here: str) -> float:
    """The best reward in reach, less its distance: ``DRIVE`` of it counts before he is there."""
    b = s.board
    dist = DIST[here]
    goals: list[tuple[float, str]] = [(FAVOR * n, loc) for loc, n in b.favor.items()]
    goals += [(2 * FAVOR, loc) for loc in b.characters.values()]
    goals += [
        (_plot_worth(s, a) - FAVOR * C.plots[a.plot].favor, a.location)
        for a in s.plots
        if C.plots[a.plot].favor <= p.favor
    ]
    goals += [(QUEST, C.quests[q].location) for q in p.quests.held if q in C.quests]
    usable = len(p.hand) + len(p.life)
    if usable < HURT and p.damage:
        goals += [(USABLE * len(p.damage), h) for h in HAVENS]
    if not goals:
        return 0.0
    return DRIVE * max(gain - STEP * dist[loc] for gain, loc in goals)


def _hero(s: MeqState, seat: int) -> float:
    """One hero's cards, favor, quests and Corruption, the reward in reach, the enemies close by."""
    p = s.pool(seat)
    here, owed = _where(s, seat)
    v = HAND * (len(p.hand) - owed) + USABLE * len(p.life) + RESTING * (len(p.rest) + owed)
    v += FAVOR * p.favor - CORRUPTION * len(p.corruption) + QUEST * len(p.quests.done)
    v += _reward(s, seat, p, here)
    dist = DIST[here]
    b = s.board
    near = sum(len(ts) for loc, ts in b.tokens.items() if dist[loc] <= 1)
    near += sum(1 for loc in b.minions.values() if dist[loc] <= 1)
    return v - NEAR * near


def _pending_actions(s: MeqState) -> float:
    """What Sauron's action under way still holds (p. 15): influence tokens to place, commands to give;
    so choosing a track is weighed by what it brings, not only by its first token."""
    v = 0.0
    for st in s.stack:
        if st[0] in ("influence", "spare_influence"):
            v += INFLUENCE * st[1]
        elif st[0] == "command":
            v += COMMAND * st[1]
    return v


def _pending_advance(s: MeqState) -> int:
    """Spaces a Sauron marker is about to move, the heroes choosing which (a rest, a defeat: pp. 20, 32)."""
    return sum(
        st[2] if st[0] == "leftmost" else 1 for st in s.stack if st[0] in ("leftmost", "defeat_marker")
    )


def at_finale(s: MeqState, plots: Sequence[ActivePlot] | None = None) -> ST.Story:
    """The story when the Finale would begin if every Story step from now moved the markers as the
    active Plots (``plots``: others than those on the track) and the Current Event do now (p. 12): a
    race that the Story steps themselves do not change, so a greedy player compares the end of his turn
    with a move in it fairly."""
    active = s.plots if plots is None else plots
    return race_to_finale(s.story, story_advances(C, active, s.current_event))


def race_to_finale(story: ST.Story, advances: Sequence[tuple[str, int]]) -> ST.Story:
    """The story when the Finale would begin if every Story step moved the markers by ``advances``."""
    for _ in range(TRACK.finale):
        if ST.finale_begins(story, TRACK):
            break
        story, _stages = ST.story_step(story, TRACK, advances)
    return story


def _race(story: ST.Story) -> float:
    """The heroes' lead in the race: the dominance counts' difference (p. 14; the lower count leads)."""
    return RACE * (ST.sauron_count(story, TRACK) - ST.heroes_count(story, TRACK))


def _plot_worth(s: MeqState, plot: ActivePlot) -> float:
    """What discarding an active Plot gains the heroes: its weight, and the race without its advances."""
    rest = [a for a in s.plots if a is not plot]
    gain = _race(at_finale(s, rest)) - _race(at_finale(s))
    return gain + PLOT + PLOT_ADVANCE * C.plots[plot.plot].advance


def minions(s: MeqState, finale: ST.Story) -> int:
    """Minions in play, with those the stages entered before the Finale will bring (p. 12)."""
    coming = ST.arriving_minions(C, range(s.story.entered + 1, finale.entered + 1))
    return len(s.board.minions) + len(coming)


def _combat(s: MeqState, player: int) -> float:
    """The heroes' side of a combat under way (pp. 27-32): the foe's damage toward its defeat, the
    hero's cards still in the fight less the damage he owes, and, for the fighting hero himself only,
    the card he has chosen face down, by its printed numbers (R52)."""
    f = s.fight
    if f is None or f.combat is None:
        return 0.0
    c = f.combat
    prize = RINGWRAITHS if f.finale else FOE
    v = prize * c.damage / max(c.health, 1) + USABLE * (len(c.life) + len(c.hero.hand) - c.owed)
    if f.chosen and player == f.hero:
        card = CARDS[s.heroes[f.hero - 1]][f.chosen]
        spent = sum(k.cost for k in c.hero.stack)
        if spent + card.cost > c.hero.strength:
            return v - OVER
        v += 0.5 * (prize * card.attack / max(c.health, 1) + USABLE * card.defense)
    return v


def _common(s: MeqState, finale: ST.Story, player: int) -> float:
    """The heroes' advantage as ``player`` sees it, Missions left out (Sauron's is its negation)."""
    b = s.board
    v = _race(finale)
    v -= MARKER * (sum(s.story.space(m) for m in ST.SAURON_MARKERS) + _pending_advance(s))
    v -= sum(PLOT + PLOT_ADVANCE * C.plots[a.plot].advance for a in s.plots)
    v -= INFLUENCE * sum(b.influence.values()) + POOL * b.shadow_pool
    v -= TOKEN * b.token_count() + MINION * minions(s, finale)
    v -= CARD * (len(s.decks["shadow_hand"]) + len(s.decks["plot_hand"])) + _pending_actions(s)
    return v + _combat(s, player) + sum(_hero(s, seat) for seat in range(1, s.n + 1))


def _heroes_total(s: MeqState, what: Callable[[Pools], int]) -> int:
    return sum(what(p) for p in s.pools)


HERO_MISSIONS: dict[str, Callable[[MeqState], float]] = {
    "noble_blood": lambda s: -3.0 * max(0, _heroes_total(s, lambda p: len(p.corruption)) - MOST_CORRUPTION),
    "against_the_shadow": lambda s: -1.0 * max(0, s.board.token_count() - MOST_TOKENS),
    "isildurs_secret": lambda s: 1.0 * min(_heroes_total(s, lambda p: p.favor), LEAST_FAVOR),
    "minas_morgul_kept_at_bay": lambda s: -2.0 * max(0, minions(s, at_finale(s)) - MOST_MINIONS),
    "the_spear_of_the_west": lambda s: 2.0 * _heroes_total(s, lambda p: len(p.quests.done)),
}
"""How near the heroes' Mission is to being met, per Mission (p. 33)."""

SAURON_MISSIONS: dict[str, Callable[[MeqState], float]] = {
    "his_dark_throne": lambda s: 3.0 * len(s.plots),
    "in_darkness_bind_them": lambda s: 0.5 * s.story.space("yellow") + _marker_plots(s, "yellow"),
    "to_rule_them_all": lambda s: 0.5 * s.story.space("red") + _marker_plots(s, "red"),
    "where_the_shadows_lie": lambda s: 0.5 * s.story.space("black") + _marker_plots(s, "black"),
    "to_find_them_all": lambda s: 1.0 * min(s.board.influence_at(THE_SHIRE), SHIRE_INFLUENCE),
}
"""How near Sauron's Mission is to being met, per Mission (p. 33)."""


def _marker_plots(s: MeqState, marker: str) -> float:
    return float(sum(C.plots[a.plot].advance for a in s.plots if C.plots[a.plot].marker == marker))


def evaluate(state: State, player: int) -> float:
    """Higher is better for ``player``: the heroes' advantage for a hero, its negation for Sauron, each
    side with its own Mission's progress."""
    s: MeqState = state  # type: ignore[assignment]
    if s.result is not None:
        sauron_won = s.result[0] == "sauron"
        return WIN if sauron_won == (player == SAURON) else -WIN
    v = _common(s, at_finale(s), player)
    if player == SAURON:
        return -v + MISSION * SAURON_MISSIONS[s.missions[0]](s)
    return v + MISSION * HERO_MISSIONS[s.missions[1]](s)
