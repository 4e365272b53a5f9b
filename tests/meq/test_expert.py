"""The MEQ expert (``Game.expert``, issue 14 item 2): it makes the planned move in constructed
positions, never reads what its side cannot see, and finishes games; the search agents play MEQ's four
seats with the expert in their playouts (item 3)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from eregion.agents import make_agent
from eregion.core import Rng
from eregion.games.meq import GAME
from eregion.games.meq import combat as CB
from eregion.games.meq.board import distances
from eregion.games.meq.engine import RULES, SAURON
from eregion.games.meq.expert import choose
from eregion.games.meq.expert.finale import reach as reach_attack
from eregion.games.meq.expert.plan import plot_gains
from eregion.games.meq.plots import ActivePlot
from eregion.games.meq.quests import Quests
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import C
from eregion.server.match import LEVELS, level_spec


def reach(
    step: str, seed: int, heroes: int = 2, when: Callable[[MeqState], bool] = lambda s: True
) -> MeqState:
    """Random play from ``seed`` to the first decision posed by ``step`` (and meeting ``when``)."""
    s: MeqState = GAME.new_game(seed, {"heroes": heroes})  # type: ignore[assignment]
    rng = Rng(seed + 99)
    while s.result is None:
        if s.stack and s.stack[-1][0] == step and len(s.legal_actions()) > 1 and when(s):
            return s
        s.apply(rng.choice(s.legal_actions()))
    raise AssertionError(f"no {step} decision in game {seed}")


# --- heroes' plans -------------------------------------------------------------------------------------


def test_a_tired_hero_rests_and_a_fresh_one_presses_on() -> None:
    """Plan: rest in time (p. 20: resting refills the life pool but advances one of Sauron's markers)."""
    s = reach("rest", 1)
    seat = s.decision.player
    p = s.pool(seat)
    cards = (*p.hand, *p.life, *p.rest)
    s.change_pool(seat, hand=(), life=cards[:1], rest=cards[1:])
    assert choose(s, Rng(0)).id == "rest"
    s.change_pool(seat, hand=cards[:4], life=cards[4:], rest=())
    assert choose(s, Rng(0)).id == "pass"


def test_a_hero_travels_to_the_plot_he_can_discard() -> None:
    """Plan: discard the Plots (p. 24: a hero exploring a Plot's location pays its favor to discard it).
    With nothing else to do, a hero able to pay goes to the neighbouring location holding a Plot."""
    s = reach("travel", 2, when=lambda s: any(a.id.startswith("go:") for a in s.legal_actions()))
    seat = s.decision.player
    here = s.board.heroes[s.heroes[seat - 1]]
    goes = sorted(a.id.removeprefix("go:") for a in s.legal_actions() if a.id.startswith("go:"))
    target = goes[-1]
    plot = min(C.plots)
    s.plots = (ActivePlot(plot, target),)
    s.board = replace(s.board, favor={}, influence={})
    for other in range(1, s.n + 1):
        s.change_pool(other, quests=Quests(), favor=C.plots[plot].favor if other == seat else 0)
    assert distances(C, here)[target] == 1
    assert choose(s, Rng(0)).id == f"go:{target}"


def test_the_strongest_hero_is_champion() -> None:
    """Plan: the champion fights the Ringwraiths for the heroes (p. 34): send the one with most fight.
    Their hands dealing alike, the attributes decide."""
    s = _finale_choice()
    best = max(_might(h) for h in s.heroes)
    picked = int(choose(s, Rng(0)).id.removeprefix("seat:"))
    assert _might(s.heroes[picked - 1]) == best


def test_the_champion_counts_the_levels_gained() -> None:
    """Plan: training (p. 26) raises attributes; the champion is chosen on his attributes as they stand,
    so the hero weakest on his sheet, trained twice in each fighting attribute, goes (their hands dealing
    alike)."""
    s = _finale_choice()
    weakest = min(range(1, s.n + 1), key=lambda seat: (_might(s.heroes[seat - 1]), seat))
    assert max(_might(h) for h in s.heroes) - _might(s.heroes[weakest - 1]) < 6
    s.change_pool(weakest, levels=(("agility", 2), ("fortitude", 2), ("strength", 2)))
    assert choose(s, Rng(0)).id == f"seat:{weakest}"


def _might(hero: str) -> int:
    h = C.heroes[hero]
    return h.fortitude + h.strength + h.agility


def _finale_choice(heroes: int = 2) -> MeqState:
    """The first random game (by seed) to reach the champion's choice, every hero holding two Parries (a
    card in every hero's deck)."""
    for seed in range(20):
        try:
            s = reach("champion", seed, heroes)
        except AssertionError:
            continue
        for seat in range(1, s.n + 1):
            s.change_pool(seat, hand=("parry", "parry"))
        return s
    raise AssertionError("no champion chosen in 20 random games")


def test_the_champion_is_the_hero_whose_hand_hits_hardest() -> None:
    """Plan: only the Ringwraiths' defeat wins the Finale (p. 34, step 7), and the champion fights with
    the fortitude he has just drawn (step 3, R173) and his strength to pay for it (p. 28). The hero
    weakest on his sheet, holding two Crossbow Shots (4 attack for 2 strength each) where the others hold
    two Parries, goes."""
    s = _finale_choice()
    weakest = min(range(1, s.n + 1), key=lambda seat: (_might(s.heroes[seat - 1]), seat))
    s.change_pool(weakest, hand=("crossbow_shot", "crossbow_shot"))
    assert choose(s, Rng(0)).id == f"seat:{weakest}"


def test_reach_pays_for_the_most_attack() -> None:
    """A champion's harm (p. 28: each card's cost is paid from his strength): with 3 strength, Set Trap
    and Crossbow Shot (2 + 4 for 1 + 2) rather than Flaming Arrow (3 for 3)."""
    k = {c.id: c for c in C.skills}
    hand = [k["flaming_arrow"], k["set_trap"], k["crossbow_shot"]]
    assert [reach_attack(hand, n) for n in (0, 1, 2, 3, 6)] == [0, 2, 4, 6, 9]


def test_the_champion_keeps_strength_for_more_blows() -> None:
    """Plan: in the Finale's battle the champion must bring the Ringwraiths down (p. 34) before his
    strength runs out (p. 28: he pays each card from it). With 3 strength against 6 health, three Set
    Traps (2 attack for 1 each) deal 6 where Flaming Arrow (3 for 3) deals 3 and leaves nothing: he plays
    a Set Trap though the Arrow hits harder this round."""
    s = _finale_round()
    f = s.fight
    k = {c.id: c for c in C.skills}
    ravager = {c.id: c for c in C.combat_decks["ravager"].cards}
    c = replace(
        f.combat,
        health=6,
        damage=0,
        hero=CB.Side(3, (k["flaming_arrow"], k["set_trap"], k["set_trap"], k["set_trap"])),
        foe=CB.Side(8, (ravager["hack"],)),
        deck=(),
    )
    s.fight = replace(f, combat=c, chosen=None, foe_chosen=None)
    RULES.repose(s)
    assert choose(s, Rng(0)).id == "card:set_trap"


def _finale_round() -> MeqState:
    """The first random game (by seed) to reach the Finale's battle with the champion to choose a card."""
    for seed in range(20):
        try:
            return reach(
                "combat_round",
                seed,
                when=lambda s: s.fight is not None and s.fight.finale and s.decision.player != SAURON,
            )
        except AssertionError:
            continue
    raise AssertionError("no Finale battle in 20 random games")


def test_a_hero_heads_for_the_plot_that_wins_the_race() -> None:
    """Plan: the Ringwraiths lose health and fortitude by Sauron's count when the heroes are dominant
    (p. 34, step 4), so the Plot to discard first (p. 24) is the one whose marker would otherwise win
    the race (p. 14). Two Plots of equal favor two spaces away, one on each side: the hero steps toward
    the one moving the leading marker (red, 2 a Story step), whichever side it lies on."""
    s = reach(
        "travel",
        2,
        heroes=1,
        when=lambda s: len([a for a in s.legal_actions() if a.id.startswith("go:")]) > 1,
    )
    here = s.board.heroes[s.heroes[0]]
    goes = sorted(a.id.removeprefix("go:") for a in s.legal_actions() if a.id.startswith("go:"))
    far = sorted(loc for loc, d in distances(C, here).items() if d == 2)
    pairs = [
        (n1, a, n2, b)
        for n1 in goes
        for n2 in goes
        if n1 < n2
        for a in far
        for b in far
        if _d(n1, a) == 1 and _d(n2, b) == 1 and _d(n1, b) > 1 and _d(n2, a) > 1
    ]
    n1, a, n2, b = pairs[0]
    s.story = replace(s.story, spaces=(6, 0, 0, 9))  # green, yellow, black, red
    s.board = replace(s.board, favor={}, influence={}, tokens={}, minions={}, characters={})
    s.change_pool(1, quests=Quests(), favor=3)
    race, idle = "orcs_in_the_mountains", "smeagol_escapes"  # red 2, yellow 1; 3 favor each
    assert C.plots[race].favor == C.plots[idle].favor == 3
    for toward, plots in (
        (n1, (ActivePlot(race, a), ActivePlot(idle, b))),
        (n2, (ActivePlot(idle, a), ActivePlot(race, b))),
    ):
        s.plots = plots
        gains = dict(zip((p.plot for p in plots), plot_gains(s.story, plots, s.current_event), strict=True))
        assert gains[race] > gains[idle] == 0
        assert choose(s, Rng(0)).id == f"go:{toward}"


def _d(a: str, b: str) -> int:
    return distances(C, a).get(b, 99)


# --- Sauron's plans ------------------------------------------------------------------------------------


def test_sauron_keeps_the_plot_that_advances_fastest() -> None:
    """Plan: advance the story marker he can push fastest (p. 12: each active Plot moves its marker by
    its number every Story step)."""
    s = reach("keep_plot", 0, when=lambda s: len({C.plots[a.id[5:]].advance for a in s.legal_actions()}) > 1)
    fastest = max(C.plots[a.id[5:]].advance for a in s.legal_actions())
    assert C.plots[choose(s, Rng(0)).id[5:]].advance == fastest


def _near_hero(s: MeqState, loc: str) -> bool:
    return any(distances(C, s.board.heroes[h]).get(loc, 9) <= 1 for h in s.heroes)


def test_sauron_places_influence_on_the_heroes_paths() -> None:
    """Plan: make the heroes' paths perilous (p. 16: influence on a location makes it perilous to a hero
    whose wisdom it reaches). With no Plot in hand to save for, given a spot next to a hero, he places
    there rather than far away."""
    s = reach(
        "influence",
        3,
        when=lambda s: (
            any(a.id.startswith("at:") and _near_hero(s, a.id[3:]) for a in s.legal_actions())
            and any(a.id.startswith("at:") and not _near_hero(s, a.id[3:]) for a in s.legal_actions())
        ),
    )
    s.decks = {**s.decks, "plot_hand": ()}
    picked = choose(s, Rng(0)).id
    assert picked.startswith("at:") and _near_hero(s, picked[3:])


def _window_offering(card: str) -> MeqState:
    """The first random game (by seed) whose Shadow window offers only ``card``."""
    only = ["pass", f"play:{card}"]
    for seed in range(40):
        try:
            return reach(
                "shadow_window", seed, when=lambda s: sorted(a.id for a in s.legal_actions()) == only
            )
        except AssertionError:
            continue
    raise AssertionError(f"no window offering only {card} in 40 games")


@pytest.mark.parametrize("card", ["flocks_of_crebain", "his_arm_has_grown_long"])
def test_sauron_plays_the_shadow_card_whose_harm_lies_in_what_follows(card: str) -> None:
    """Plan: Shadow cards (p. 17) hurt through what they start: Flocks of Crebain a fight at the hero's
    turn start, His Arm Has Grown Long a perilous location (a Peril to draw). The window's answer is
    judged once the card has resolved, the hero answering its questions by his own plan; judged at once,
    the card only cost Sauron a card in hand, and these positions were passed."""
    s = _window_offering(card)
    assert choose(s, Rng(0)).id == f"play:{card}"


# --- hidden information --------------------------------------------------------------------------------


def _hide_differently(s: MeqState, player: int, seed: int) -> MeqState:
    """A state that differs from ``s`` only in what ``player``'s side cannot see: its hidden cards,
    token faces, the other side's Mission and the random stream dealt again (``determinize``, R62)."""
    t: MeqState = s.determinize(player, Rng(1000 + seed))  # type: ignore[assignment]
    return t


@pytest.mark.parametrize("seed", range(4))
def test_the_expert_reads_only_what_its_side_sees(seed: int) -> None:
    """Two states that differ only in what the deciding player cannot see (other heroes' and Sauron's
    hands, decks, token faces, the other side's Mission, the game's random stream) get the same decision
    from the same random stream (R450)."""
    s: MeqState = GAME.new_game(seed, {"heroes": 2})  # type: ignore[assignment]
    rng = Rng(seed)
    checked = 0
    while s.result is None and checked < 60:
        actions = s.legal_actions()
        me = s.decision.player
        if len(actions) > 1:
            other = _hide_differently(s, me, checked)
            assert other.legal_actions() == actions
            assert choose(s, Rng(7)).id == choose(other, Rng(7)).id
            checked += 1
        s.apply(rng.choice(actions))
    assert checked >= 10


# --- whole games and the search agents -----------------------------------------------------------------


@pytest.mark.parametrize("heroes", [1, 2, 3])
def test_expert_against_random_finishes(heroes: int) -> None:
    """The expert as Sauron against random heroes and as the heroes against a random Sauron: each game
    reaches its end (p. 33: the Finale, or a side's win before it)."""
    for g, expert_side in enumerate((SAURON, 1)):
        s = GAME.new_game(g, {"heroes": heroes})
        agents = {
            p: make_agent("expert" if (p == SAURON) == (expert_side == SAURON) else "random", p, GAME)
            for p in range(heroes + 1)
        }
        steps = 0
        while not s.is_over:
            s.apply(agents[s.decision.player].choose(s))
            steps += 1
            assert steps < 3000
        assert s.result[0] in ("sauron", "heroes")


@pytest.mark.parametrize(
    "spec", ["flatmc:sims=8,depth=6,rollout=expert", "ismcts:sims=8,depth=6,rollout=expert"]
)
def test_search_agents_play_both_sides(spec: str) -> None:
    """ISMCTS and flat Monte Carlo search MEQ's determinizations for Sauron and for a hero, with the expert
    playing out their simulations, and answer a legal move."""
    s = GAME.new_game(5, {"heroes": 2})
    seen = set()
    rng = Rng(1)
    agent = make_agent(spec, 3, GAME)
    while not s.is_over and len(seen) < 2:
        actions = s.legal_actions()
        me = s.decision.player
        if len(actions) > 1 and (me == SAURON) not in seen:
            assert agent.choose(s) in actions
            seen.add(me == SAURON)
        s.apply(rng.choice(actions))
    assert seen == {True, False}


def test_the_hard_level_plays_the_expert() -> None:
    """MEQ's AI levels, as for the TCG and the LCG: easy random, medium greedy, hard the expert."""
    assert [level_spec("meq", lv, LEVELS) for lv in ("easy", "medium", "hard")] == [
        "random",
        "greedy",
        "expert",
    ]
    assert make_agent(level_spec("meq", "hard", LEVELS), 0, GAME).name == "expert"
