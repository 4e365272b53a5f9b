"""The LCG expert, heuristic and terminal renderer: whole games without errors, better than random,
sensible single decisions, public information only, and views drawn at every stage of a game."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from eregion.core import Action, Decision, DecisionKind, Rng
from eregion.games.lcg import expert as X
from eregion.games.lcg import rules as R
from eregion.games.lcg.expert.combat import expected_foes, kills
from eregion.games.lcg.expert.core import char, foe, reveal_harm
from eregion.games.lcg.game import GAME
from eregion.games.lcg.heuristic import evaluate, progress
from eregion.games.lcg.render import render
from eregion.games.lcg.round import window
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.state import LcgState
from eregion.games.lcg.steps import SPACE, answer, step
from eregion.terminal import renderer
from lcg.harness import empty_hands, hero, ids, move, on_top, put, ready_game, run_steps

SCENARIOS = ("passage-through-mirkwood", "journey-along-the-anduin", "escape-from-dol-guldur")
FOREST_SPIDER, HILL_TROLL, OLD_FOREST_ROAD, FOREST_GATE = "01096", "01082", "01099", "01100"
ANDUIN, GOBLIN_SNIPER, UNGOLIANTS_SPAWN = "journey-along-the-anduin", "01083", "01076"
GUARD_OF_THE_CITADEL = "01013"
MAX_MOVES = 20_000


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    """A handler's error fails the test instead of being answered by the fallback."""
    monkeypatch.setattr(X, "STRICT", True)


def play(scenario: str, seed: int, players: int = 1, agent: str = "expert") -> LcgState:
    s = GAME.new_game(seed, {"scenario": scenario, "players": players})
    rng, r = Rng(seed + 7), random.Random(seed)
    for _ in range(MAX_MOVES):
        if s.decision is None:
            return s
        a = X.choose(s, rng) if agent == "expert" else r.choice(s.legal_actions())
        assert a.id in {o.id for o in s.legal_actions()}
        s.apply(a)
    raise AssertionError(f"{scenario} seed {seed}: no end after {MAX_MOVES} moves")


# --- whole games -------------------------------------------------------------------------------------


@pytest.mark.parametrize("scenario", SCENARIOS)
@pytest.mark.parametrize("players", [1, 2])
def test_expert_plays_whole_games(scenario: str, players: int) -> None:
    for seed in range(3):
        s = play(scenario, seed, players)
        assert s.result is not None and s.round >= 1


def test_expert_does_better_than_random_solo() -> None:
    """Over 20 solo games of Passage Through Mirkwood: more quest progress, more rounds survived and
    more wins (random play does not win)."""
    n = 20
    mine = [play("passage-through-mirkwood", seed) for seed in range(n)]
    theirs = [play("passage-through-mirkwood", seed, agent="random") for seed in range(n)]
    assert sum(map(progress, mine)) > sum(map(progress, theirs))
    assert sum(s.round for s in mine) > sum(s.round for s in theirs)
    assert sum(s.won for s in mine) > sum(s.won for s in theirs)


def test_expert_reads_only_public_information() -> None:
    """The same choice whether the hidden cards are the true ones or a reshuffle the player cannot tell
    apart (own deck order, other hands and decks, the encounter deck and face-down shadow cards)."""
    s = GAME.new_game(4, {"scenario": "passage-through-mirkwood", "players": 2})
    rng = Rng(1)
    checked = 0
    while s.decision is not None and checked < 400:
        p = s.decision.player
        other = s.determinize(p, Rng(checked))
        assert X.choose(s, Rng(99)).id == X.choose(other, Rng(99)).id
        s.apply(X.choose(s, rng))
        checked += 1
    assert checked > 100


# --- single decisions -----------------------------------------------------------------------------


def test_defence_leaves_the_attackers_that_kill() -> None:
    s = ready_game(players=1)  # Leadership: Aragorn 3/2/5, Theodred 2/1/4, Gloin 2/1/4 (attack/defense/hp)
    spider = put(s, FOREST_SPIDER, 0, "engaged")  # attack 2, defense 1, 4 hit points: 5 attack kills it
    run_steps(s, ("enemy_attacks", 0), ("player_attacks", 0))
    aragorn, theodred, gloin = R.heroes(s, 0)
    seen = []
    while s.stack and s.stack[-1][0] != "halt":
        a = X.choose(s, Rng(0))
        seen.append(a.id)
        s.apply(a)
    # Aragorn would block for nothing, but then 4 attack is left: Theodred takes 1 damage instead.
    assert seen[0] == f"defend:{theodred}"
    assert s.cards[theodred].wounds == 1 and s.cards[aragorn].wounds == s.cards[gloin].wounds == 0
    assert s.cards[spider].zone in ("ediscard", "victory")


def test_a_big_attack_is_defended_by_the_hero_that_survives_it() -> None:
    s = ready_game(ANDUIN, players=1)
    put(s, HILL_TROLL, 0, "engaged")  # attack 6: undefended it would destroy any hero
    run_steps(s, ("enemy_attacks", 0))  # the only enemy attacks at once
    assert s.stack[-1][0] == "attack"
    assert X.choose(s, Rng(0)).id == f"defend:{hero(s, 0, 0)}"  # Aragorn: 6 - 2 defense < 5 hit points


def test_chump_block_with_a_cheap_ally_unless_excess_damage_raises_threat() -> None:
    """A 1-hit-point ally blocks Ungoliant's Spawn (attack 5) for Aragorn; not the Hill Troll, whose
    damage beyond the defender's hit points raises the defending player's threat (its text)."""
    s = ready_game(players=1)
    scout = put(s, "01016", 0, "allies")  # Snowbourn Scout: 1 hit point, cost 1
    put(s, UNGOLIANTS_SPAWN, 0, "engaged")
    run_steps(s, ("enemy_attacks", 0))
    assert X.choose(s, Rng(0)).id == f"defend:{scout}"
    s = ready_game(ANDUIN, players=1)
    scout = put(s, "01016", 0, "allies")
    put(s, HILL_TROLL, 0, "engaged")
    run_steps(s, ("enemy_attacks", 0))
    assert X.choose(s, Rng(0)).id != f"defend:{scout}"


def test_a_hero_an_undefended_attack_destroys_makes_no_attack_after_it() -> None:
    """Don't Leave the Path is won by killing Ungoliant's Spawn (its text); the Spawn (attack 5,
    defense 2) has 3 hit points left, so Aragorn (attack 3) and Théodred (2) together kill it. Left
    undefended, its 5 damage destroys whichever hero takes it (companion 14.6.1: all of it on one
    hero), and a destroyed hero makes no attack (14.6.2: attackers are ready characters), so no kill
    follows: Aragorn defends (3 damage of his 5 hit points) instead of a hero being given up for a
    kill that cannot happen."""
    s = empty_hands(ready_game(players=1))
    q = R.current_quest(s)
    assert q is not None
    move(s, q, ENC, "removed")
    move(s, next(c.uid for c in s.cards if c.cid == "01121"), ENC, "quest")  # Don't Leave the Path
    aragorn, theodred, gloin = R.heroes(s, 0)
    for h in (theodred, gloin):
        s.card_mut(h).wounds = 3  # 1 hit point left
    s.card_mut(gloin).exhausted = True
    spawn = put(s, UNGOLIANTS_SPAWN, 0, "engaged")
    s.card_mut(spawn).wounds = 6
    run_steps(s, ("enemy_attacks", 0))  # the only enemy attacks at once
    assert set(ids(s)) == {f"defend:{aragorn}", f"defend:{theodred}", "no"}
    assert X.choose(s, Rng(0)).id == f"defend:{aragorn}"


def test_an_undefended_attack_that_destroys_any_hero_goes_on_the_one_missed_least() -> None:
    """All the damage of an undefended attack goes on one hero (companion 14.6.1). Ungoliant's Spawn's
    5 destroys Aragorn (5 hit points) as surely as Théodred or Glóin (4): it goes on Théodred, whose
    numbers are the lowest, not on the hero with the most hit points."""
    s = empty_hands(ready_game(players=1))
    aragorn, theodred, gloin = R.heroes(s, 0)
    put(s, UNGOLIANTS_SPAWN, 0, "engaged")
    run_steps(s, ("enemy_attacks", 0))
    s.apply("no")
    while s.decision is not None and not s.decision.prompt.endswith("which hero takes the damage?"):
        s.apply(X.choose(s, Rng(0)))  # windows after the (absent) shadow card: nothing to play
    assert set(ids(s)) == {f"pick:{aragorn}", f"pick:{theodred}", f"pick:{gloin}"}
    assert X.choose(s, Rng(0)).id == f"pick:{theodred}"


def test_commits_enough_willpower_and_keeps_a_defender() -> None:
    s = ready_game(players=1)
    put(s, FOREST_GATE, ENC, "staging")  # threat 2
    put(s, FOREST_SPIDER, 0, "engaged")  # an attack is coming: someone stays home
    run_steps(s, ("commit", 0))
    while s.stack[-1][0] == "commit":
        s.apply(X.choose(s, Rng(0)))
    # the staged threat is met; Aragorn defends and Théodred stays to damage the Spider (it keeps it)
    assert R.committed_willpower(s) >= R.staging_threat(s) > 0
    assert len(R.ready_characters(s, 0)) >= 2


def test_optional_engagement_only_when_it_can_be_handled() -> None:
    s = ready_game(ANDUIN, players=1)
    sniper = put(s, GOBLIN_SNIPER, ENC, "staging")  # engagement 48, attack 2, 2 hit points: easy to kill
    run_steps(s, ("opt_engage", 0))
    assert X.choose(s, Rng(0)).id == f"engage:{sniper}"
    s = ready_game(ANDUIN, players=1)
    put(s, HILL_TROLL, ENC, "staging")  # attack 6, defense 3, 9 hit points: no
    run_steps(s, ("opt_engage", 0))
    assert X.choose(s, Rng(0)).id == "pass"


def test_damage_that_does_not_kill_still_counts_for_a_little() -> None:
    """Damage tokens stay on an enemy until it is healed or leaves play (companion 14.6.3), so
    attackers that cannot kill an enemy still bring its death nearer: worth a share of the kill, more
    for more damage, never as much as the kill."""
    s = ready_game(players=1)
    spawn = put(s, UNGOLIANTS_SPAWN, 0, "engaged")  # defense 2, 9 hit points: 11 attack kills it
    aragorn, theodred, gloin = (char(s, h) for h in R.heroes(s, 0))  # attack 3, 2, 2
    f = foe(s, spawn)
    assert kills([f], []) == 0.0
    one, two, three = (
        kills([f], [aragorn]),
        kills([f], [aragorn, theodred]),
        kills([f], [aragorn, theodred, gloin]),
    )
    assert 0.0 < one < two < three < f.worth
    s.card_mut(spawn).wounds = 4  # 5 hit points left: the three of them (7 attack) kill it
    assert kills([foe(s, spawn)], [aragorn, theodred, gloin]) == foe(s, spawn).worth


def test_the_quest_keeps_home_the_attackers_that_wear_down_the_enemy_the_stage_waits_for() -> None:
    """Don't Leave the Path has no quest points and is won only by defeating Ungoliant's Spawn (its
    text): at a low threat, the three heroes staying home to put 5 damage on it (2 by Aragorn and
    Theodred alone) is worth more than the 2 threat Glóin's questing would hold off; the Guard of the
    Citadel takes its attack."""
    s = ready_game(players=1)
    q = R.current_quest(s)
    assert q is not None
    move(s, q, ENC, "removed")
    move(s, next(c.uid for c in s.cards if c.cid == "01121"), ENC, "quest")  # Don't Leave the Path
    spawn = put(s, UNGOLIANTS_SPAWN, 0, "engaged")
    s.card_mut(spawn).wounds = 3  # 6 left: 8 attack would kill it, the heroes have 7
    put(s, GUARD_OF_THE_CITADEL, 0, "allies")
    s.threat[0] = 22
    run_steps(s, ("commit", 0))
    while s.stack[-1][0] == "commit":
        s.apply(X.choose(s, Rng(0)))
    assert not s.committed
    assert set(R.heroes(s, 0)) <= set(R.ready_characters(s, 0))


def test_travels_to_the_threatening_location() -> None:
    s = ready_game(players=1)
    road = put(s, OLD_FOREST_ROAD, ENC, "staging")  # threat 1
    gate = put(s, FOREST_GATE, ENC, "staging")  # threat 2
    run_steps(s, ("travel",))
    assert set(ids(s)) >= {f"travel:{road}", f"travel:{gate}"}
    assert X.choose(s, Rng(0)).id == f"travel:{gate}"


def test_a_failed_quest_that_raises_the_threat_is_expected_to_bring_an_engagement() -> None:
    """Engagement checks (companion 14.5.2) follow quest resolution (14.3.3): threat raised by a failed
    quest can reach an enemy's engagement cost, so the Hill Troll (30) counts as an attacker at 29 + 1."""
    s = ready_game(ANDUIN, players=1)
    troll = put(s, HILL_TROLL, ENC, "staging")
    s.threat[0] = 29
    assert troll not in [f.uid for f in expected_foes(s, 0)]
    assert troll in [f.uid for f in expected_foes(s, 0, rise=1)]


def test_dont_leave_the_path_brings_out_ungoliants_spawn() -> None:
    """Don't Leave the Path! is won only by defeating Ungoliant's Spawn (its text): the Spider card the
    player searches for is the Spawn (it may otherwise stay in the deck or go by as a shadow card), and
    killing it is worth more there than on the first stage."""
    s = ready_game(players=1)
    spawn = put(s, UNGOLIANTS_SPAWN, ENC, "edeck")
    plain = foe(s, spawn).worth
    q = R.current_quest(s)
    assert q is not None
    move(s, q, ENC, "removed")
    path = next(c.uid for c in s.cards if c.cid == "01121")
    move(s, path, ENC, "quest")
    assert foe(s, spawn).worth > plain
    run_steps(s, ("when_revealed", path))
    assert len(s.decision.options) > 1  # other Spiders are offered too
    s.apply(X.choose(s, Rng(0)))
    assert s.cards[spawn].zone == "staging"


def test_planning_plays_an_ally() -> None:
    s = ready_game(players=1)
    for u in list(s.zones[(0, "hand")]):
        s.move(u, 0, "deck")
    guard = put(s, "01013", 0, "hand")  # Guard of the Citadel, cost 2 leadership
    s.card_mut(hero(s, 0, 0)).tokens = 2
    run_steps(s, ("plan", 0))
    assert X.choose(s, Rng(0)).id == f"play:{guard}"


# --- card abilities -----------------------------------------------------------------------------------


STEWARD, SNEAK_ATTACK, GANDALF = "01026", "01023", "01073"
TEST_OF_WILL, NECROMANCERS_REACH, LORE_OF_IMLADRIS = "01050", "01093", "01063"


def _hand(s: LcgState, p: int, *cids: str) -> list[int]:
    """Empty ``p``'s hand into his deck, then put these cards in it."""
    for u in list(s.zones[(p, "hand")]):
        s.move(u, p, "deck")
    return [put(s, cid, p, "hand") for cid in cids]


def test_steward_of_gondor_is_exhausted_for_resources() -> None:
    """An "Action:" of a card in play is taken in an action window (4.2) when it pays: Steward of
    Gondor's 2 resources, at the first window after it readies."""
    s = ready_game(players=1)
    steward = put(s, STEWARD, 0, "attached")
    s.card_mut(steward).host = hero(s, 0, 0)
    run_steps(s, window(s, "resource"))
    assert X.choose(s, Rng(0)).id == f"use:{steward}"


def test_sneak_attack_puts_gandalf_in_before_the_quest_only() -> None:
    """Sneak Attack with Gandalf in hand: at the start of the quest, so that Gandalf commits too;
    elsewhere the 1 resource is kept for it."""
    s = ready_game(players=1)
    sneak, _ = _hand(s, 0, SNEAK_ATTACK, GANDALF)
    s.card_mut(hero(s, 0, 0)).tokens = 1
    s.phase = "quest"
    run_steps(s, window(s, "quest_start"))
    assert X.choose(s, Rng(0)).id == f"play:{sneak}"
    s = ready_game(players=1)
    _hand(s, 0, SNEAK_ATTACK, GANDALF)
    s.card_mut(hero(s, 0, 0)).tokens = 1
    s.phase = "combat"
    run_steps(s, window(s, "combat_end"))
    assert X.choose(s, Rng(0)).id == "pass"


def test_a_test_of_will_cancels_a_treachery_only_when_it_hurts() -> None:
    """A cancel (FAQ 1.53) is spent on The Necromancer's Reach when the heroes are exhausted (1 damage
    to each), not when it would do nothing."""
    for tired in (True, False):
        s = ready_game(players=1, deck1="spirit")
        (tow,) = _hand(s, 0, TEST_OF_WILL)
        for h in R.heroes(s, 0):
            s.card_mut(h).tokens = 1
            s.card_mut(h).exhausted = tired
        on_top(s, put(s, NECROMANCERS_REACH, ENC, "edeck"))
        run_steps(s, ("reveal", 0, -1))
        assert s.stack[-1][0] == "respond" and f"play:{tow}" in ids(s)
        assert X.choose(s, Rng(0)).id == (f"play:{tow}" if tired else "pass")


def test_lore_of_imladris_heals_a_hero_near_death_not_a_scratch() -> None:
    s = ready_game(players=1, deck1="lore")
    (lore,) = _hand(s, 0, LORE_OF_IMLADRIS)
    denethor, glorfindel, beravor = R.heroes(s, 0)
    s.card_mut(glorfindel).tokens = 2  # kept for the card: Glorfindel's own healing is not used
    s.card_mut(beravor).wounds = 1  # 3 of 4 hit points left: not worth a card
    s.card_mut(denethor).exhausted = s.card_mut(beravor).exhausted = True  # their actions are not offered
    s.phase = "combat"
    run_steps(s, window(s, "combat_end"))
    assert f"play:{lore}" in ids(s) and X.choose(s, Rng(0)).id == "pass"
    s.card_mut(denethor).wounds = 2  # 1 hit point left
    assert X.choose(s, Rng(0)).id == f"play:{lore}"
    while s.stack[-1][0] != "halt":
        s.apply(X.choose(s, Rng(0)))
    assert s.cards[denethor].wounds == 0 and s.cards[beravor].wounds == 1


def test_gandalf_kills_an_enemy_or_lowers_a_high_threat() -> None:
    """Gandalf's entering choice: 4 damage that kills the engaged Forest Spider at a low threat, the
    threat reduction near 50."""
    for threat, want in ((29, "opt:1"), (45, "opt:2")):
        s = ready_game(players=1)
        (gandalf,) = _hand(s, 0, GANDALF)
        put(s, FOREST_SPIDER, 0, "engaged")  # 4 hit points
        s.threat[0] = threat
        for h in R.heroes(s, 0):
            s.card_mut(h).tokens = 2
        run_steps(s, ("plan", 0))
        s.apply(SPACE.card("play", gandalf))
        while s.stack[-1][0] != "res" or type(s.stack[-1][2][s.stack[-1][3]]).__name__ != "Branch":
            s.apply(X.choose(s, Rng(0)))
        assert X.choose(s, Rng(0)).id == want


# --- commitments, conditions and searches -------------------------------------------------------------

CAUGHT_IN_A_WEB, DOL_GULDUR_ORCS, EYES_OF_THE_FOREST = "01080", "01089", "01079"


def _commit_all(s: LcgState) -> list[int]:
    run_steps(s, ("commit", 0))
    while s.stack[-1][0] == "commit":
        s.apply(X.choose(s, Rng(0)))
    return list(s.committed)


@pytest.mark.parametrize("tokens", [0, 1])
def test_aragorn_quests_when_he_can_pay_to_ready_after(tokens: int) -> None:
    """Aragorn's response readies him after he commits for 1 of his resources: with one in his pool he
    quests and still defends the Forest Spider; without, he stays home."""
    s = ready_game(players=1)
    put(s, FOREST_GATE, ENC, "staging")
    put(s, FOREST_SPIDER, 0, "engaged")
    aragorn = hero(s, 0, 0)
    s.card_mut(aragorn).tokens = tokens
    assert (aragorn in _commit_all(s)) == (tokens == 1)


def test_questing_spares_a_wounded_hero_from_reveal_damage() -> None:
    """The Necromancer's Reach deals 1 damage to each exhausted character as it is revealed: with only
    copies of it left in the encounter deck, a hero with 1 hit point stays home; with a harmless
    treachery (Eyes of the Forest) instead, he quests."""
    assert reveal_harm(DOL_GULDUR_ORCS) == (2, 0) and reveal_harm(NECROMANCERS_REACH) == (0, 1)
    for harmful in (True, False):
        s = ready_game(players=1)
        put(s, FOREST_GATE, ENC, "staging")
        gloin = hero(s, 0, 2)
        s.card_mut(gloin).wounds = 3  # 1 hit point left
        keep = NECROMANCERS_REACH if harmful else EYES_OF_THE_FOREST
        for u in list(s.zones[(ENC, "edeck")]):
            if s.cards[u].cid != keep:
                move(s, u, ENC, "removed")
        assert s.zones[(ENC, "edeck")]
        assert (gloin in _commit_all(s)) != harmful


def test_engaging_forest_spider_counts_its_first_round_boost() -> None:
    """Forest Spider gets +1 attack the round it engages (its text): the attack expected from the
    staging area is 3."""
    s = ready_game(players=1)
    spider = put(s, FOREST_SPIDER, ENC, "staging")  # engagement cost 25, at threat 29
    assert next(f.attack for f in expected_foes(s, 0) if f.uid == spider) == 3


def test_pays_to_ready_a_hero_caught_in_a_web_and_keeps_the_resources_for_it() -> None:
    """Caught in a Web: the hero readies only if 2 resources from its pool are paid. The expert pays,
    and the planning phase keeps the 2 back instead of spending them on an ally."""
    s = ready_game(players=1)
    aragorn = hero(s, 0, 0)
    web = put(s, CAUGHT_IN_A_WEB, 0, "attached")
    s.card_mut(web).host = aragorn
    s.card_mut(aragorn).tokens = 2
    s.card_mut(aragorn).exhausted = True
    run_steps(s, ("ready_cost", 0, aragorn))
    assert X.choose(s, Rng(0)).id == "opt:1"
    s = ready_game(players=1)
    aragorn = hero(s, 0, 0)
    web = put(s, CAUGHT_IN_A_WEB, 0, "attached")
    s.card_mut(web).host = aragorn
    (guard,) = _hand(s, 0, "01013")  # Guard of the Citadel, cost 2 leadership
    s.card_mut(aragorn).tokens = 2
    run_steps(s, ("plan", 0))
    assert f"play:{guard}" in ids(s) and X.choose(s, Rng(0)).id == "done"


def test_caught_in_a_web_goes_on_the_hero_that_can_pay_for_it() -> None:
    """The player chooses the hero: the one with 2 resources to pay, else the weakest (Theodred)."""
    for rich in (True, False):
        s = ready_game(players=1)
        aragorn, theodred = hero(s, 0, 0), hero(s, 0, 1)
        s.card_mut(aragorn).tokens = 2 if rich else 0
        web = put(s, CAUGHT_IN_A_WEB, ENC, "edeck")
        on_top(s, web)
        run_steps(s, ("reveal", 0, -1))
        while s.cards[web].zone != "attached":
            s.apply(X.choose(s, Rng(0)))
        assert s.cards[web].host == (aragorn if rich else theodred)


def test_gandalfs_search_takes_the_best_card_and_leaves_the_next_best_on_top() -> None:
    s = ready_game(players=1)
    deck = s.zones[(0, "deck")]
    scout, gandalf, faramir = (put(s, cid, 0, "deck") for cid in ("01016", GANDALF, "01014"))
    assert deck[-3:] == [scout, gandalf, faramir]
    run_steps(s, ("search_top", 0, 0, 3, False, -1))
    s.apply(X.choose(s, Rng(0)))
    assert s.cards[gandalf].zone == "hand"
    while s.stack[-1][0] == "search_top":
        s.apply(X.choose(s, Rng(0)))
    assert deck[-1] == faramir


_ASK = "expert_test_ask"


@step(_ASK)
def _ask(s: LcgState, st: tuple) -> Decision | None:
    opts: tuple[Action, ...] = st[1]
    return Decision(0, DecisionKind.CHOOSE_ONE, "an unknown question", opts)


@answer(_ASK)
def _ask_answer(s: LcgState, st: tuple, a: Action) -> None:
    s.stack.pop()


def test_unknown_decisions_fall_back_safely() -> None:
    s = ready_game(players=1)
    run_steps(s, (_ASK, (SPACE["yes"], SPACE["no"], SPACE["opt:1"])))
    assert X.choose(s, Rng(0)).id == "no"  # declining is offered: decline
    picks = tuple(SPACE.card("pick", h) for h in R.heroes(s, 0))
    run_steps(s, (_ASK, picks))
    assert X.choose(s, Rng(0)).id in {a.id for a in picks}  # nothing to decline: the look-ahead's pick


# --- heuristic ------------------------------------------------------------------------------------


def test_heuristic_prefers_low_threat_healthy_heroes_and_progress() -> None:
    s = ready_game(players=1)
    base = evaluate(s, 0)
    t = s.clone()
    t.threat[0] += 5
    assert evaluate(t, 0) < base
    t = s.clone()
    t.card_mut(hero(s, 0, 1)).wounds = 2
    assert evaluate(t, 0) < base
    t = s.clone()
    q = R.current_quest(t)
    t.card_mut(q).tokens = 4
    assert evaluate(t, 0) > base
    t = s.clone()
    put(t, FOREST_SPIDER, 0, "engaged")
    assert evaluate(t, 0) < base


# --- the terminal renderer -------------------------------------------------------------------------------


def test_renderer_draws_every_seat_through_a_game() -> None:
    assert renderer("lcg") is render
    s = GAME.new_game(2, {"scenario": "passage-through-mirkwood", "players": 2})
    rng = Rng(3)
    n = 0
    while True:
        if n % 9 == 0 or s.decision is None:
            for seat in (0, 1, None):
                out = io.StringIO()
                Console(file=out, width=100).print(render(s.view(seat)))
                text = out.getvalue()
                assert "Threat" in text and "Staging area" in text
                for h in R.heroes(s, 0):
                    assert R.name(s, h) in text
                if seat is not None and s.zones[(1 - seat, "hand")]:
                    assert f"{len(s.zones[(1 - seat, 'hand')])} cards" in text  # the other hand: a count
        if s.decision is None:
            break
        s.apply(X.choose(s, rng))
        n += 1
    assert "Game over" in text
