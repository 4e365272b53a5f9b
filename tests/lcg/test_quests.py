"""The quest stages' own rules: Escape from Dol Guldur (the prisoner, its objectives, the one-ally
limit, Orc Guards, advancing to the win), Don't Leave the Path!'s search and To the River...'s Hill
Troll. Card text is paraphrased from the Core Set data (``shared/data/lcg``)."""

from __future__ import annotations

import pytest

from eregion.core.engine import GameOver
from eregion.games.lcg import rules as R
from eregion.games.lcg import steps as S
from eregion.games.lcg.quests import prisoners
from eregion.games.lcg.registry import Ctx
from eregion.games.lcg.round import window
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.vocab.play import Progress
from lcg.harness import find, halted, hero, ids, keep_all, on_top, put, ready_game, run_steps, start
from lcg.test_cards_encounter import no_hands, settle

MAP, TORCH, KEY, NAZGUL = "01108", "01109", "01110", "01102"
TOWER, CAVERNS, DUNGEONS, AMBUSH = "01123", "01124", "01125", "01128"


def to_stage(s, cid: str) -> int:
    """Make this stage the current one (the ones before it defeated)."""
    q = R.current_quest(s)
    s.move(q, ENC, "removed")
    new = find(s, cid)
    s.move(new, ENC, "quest")
    s.quest_deck = tuple(x for x in s.quest_deck if new not in x)
    return new


def progress(s, n: int) -> None:
    run_steps(s, ("res", Ctx(0, -1), (Progress("quest", n),), 0))


def offered(s) -> list[str]:
    """What player 0 may do in an action window now."""
    run_steps(s, window(s, "test"))
    out = [] if halted(s) else ids(s)
    settle(s)
    return out


def claim(s, p: int, obj: int, h: int) -> None:
    """Claim an objective in an action window of player ``p``."""
    run_steps(s, window(s, "test"))
    while s.decision.player != p:
        s.apply("pass")
    s.apply(f"use:{obj}")
    s.apply(f"pick:{h}")
    settle(s)


def set_up(scenario: str, seed: int):
    """A game of two players through its setup (any choice the setup asks: the first option)."""
    s = keep_all(start(scenario, players=2, seed=seed))
    while s.round == 0 and s.decision is not None:
        s.apply(ids(s)[0])
    return s


def test_the_necromancers_tower_takes_a_random_hero_prisoner():
    """Stage 1B When Revealed (at the end of setup): one hero, at random among all the players', is
    the prisoner: out of play, so it cannot quest, be damaged or collect resources."""
    s = set_up("escape-from-dol-guldur", 3)
    held = prisoners(s)
    assert len(held) == 1 and sum(len(R.heroes(s, p)) for p in range(2)) == 5
    h = held[0]
    p = s.cards[h].controller
    assert s.view(p)["players"][p]["prisoners"][0]["uid"] == h
    tokens = s.cards[h].tokens
    run_steps(s, ("collect",), ("commit", p))
    assert s.cards[h].tokens == tokens and f"commit:{h}" not in ids(s)
    picks = {prisoners(set_up("escape-from-dol-guldur", k))[0] for k in range(8)}
    assert len(picks) > 1  # random, through the game's seed


def test_objectives_are_claimed_when_free_for_2_threat_and_return_when_detached():
    """Action (any player): raise your threat by 2 to claim an objective free of encounters (4.10.6);
    it attaches to a hero you control. While a card guards it, it cannot be claimed; detached, it
    goes back to the staging area (FAQ 1.17)."""
    s = ready_game("escape-from-dol-guldur")
    no_hands(s)
    m = put(s, MAP, ENC, "staging")
    guard = put(s, "01089", ENC, "staging")
    s.card_mut(guard).host = m
    assert f"use:{m}" not in offered(s)
    run_steps(s, ("opt_engage", 0))
    s.apply(f"engage:{guard}")  # engaged, it still guards the map (FAQ 1.17)
    assert f"use:{m}" not in offered(s)
    s.move(guard, ENC, "ediscard")
    s.card_mut(guard).host = None
    h = hero(s, 0, 0)
    t = s.threat[0]
    assert f"use:{m}" in offered(s)
    claim(s, 0, m, h)
    assert s.threat[0] == t + 2 and s.cards[m].zone == "attached" and s.cards[m].host == h
    assert h not in R.can_attack(s, 0) and h not in R.can_defend(s, 0)  # Gandalf's Map
    S.discard_attachment(s, m)
    assert s.cards[m].zone == "staging"


def test_dungeon_torch_and_shadow_key_at_the_end_of_each_round():
    """Forced at the end of the round: the Torch raises its hero's controller's threat by 2, the Key
    deals its hero 1 damage."""
    s = ready_game("escape-from-dol-guldur")
    no_hands(s)
    a, b = hero(s, 0, 0), hero(s, 0, 1)
    torch, key = put(s, TORCH, ENC, "staging"), put(s, KEY, ENC, "staging")
    claim(s, 0, torch, a)
    claim(s, 0, key, b)
    t = s.threat[0]
    run_steps(s, ("round_end",))
    assert s.threat[0] == t + 2 and s.cards[b].wounds == 1


def test_the_group_plays_one_ally_each_round_on_the_first_two_stages():
    """01123/01124: at most one ally card played by the group each round; the next round another."""
    s = ready_game("escape-from-dol-guldur", players=2)
    no_hands(s)
    g1, g2 = put(s, "01013", 0, "hand"), put(s, "01013", 0, "hand")  # Guards of the Citadel (2)
    for h in R.heroes(s, 0):
        s.card_mut(h).tokens = 4
    run_steps(s, ("plan", 0))
    s.apply(f"play:{g1}")
    s.apply(ids(s)[0])  # the first way to pay
    assert s.cards[g1].zone == "allies" and R.can_afford(s, 0, g2) and not R.can_play(s, 0, g2)
    s.limits.reset("round")
    assert R.can_play(s, 0, g2)
    s.limits.add("round", ("ally_played",))
    to_stage(s, DUNGEONS)  # the third stage has no limit
    assert R.can_play(s, 0, g2)


def test_through_the_caverns_rescues_the_prisoner_and_brings_the_nazgul():
    """Response on placing progress on stage 2B (run as a yes/no for the first player): the prisoner
    returns to play with 1 damage, and the Nazgûl of Dol Guldur moves into the staging area."""
    s = ready_game("escape-from-dol-guldur")
    no_hands(s)
    (h,) = prisoners(s)
    to_stage(s, CAVERNS)
    progress(s, 2)
    s.apply("opt:0")  # not yet
    assert prisoners(s) == [h]
    progress(s, 1)
    s.apply("opt:1")
    assert not prisoners(s) and s.cards[h].zone == "heroes" and s.cards[h].wounds == 1
    assert [R.d(s, u).id for u in R.staging(s)] == [NAZGUL]


def test_escape_from_dol_guldur_can_be_won_stage_by_stage():
    """Stage 1 needs an objective, stage 2 all three and the prisoner rescued, stage 3 the Nazgûl
    gone; defeating stage 3 wins (14.10)."""
    s = ready_game("escape-from-dol-guldur", deck1="tactics")
    no_hands(s)
    a = hero(s, 0, 0)
    objectives = [put(s, cid, ENC, "staging") for cid in (MAP, TORCH, KEY)]
    progress(s, 9)
    assert R.d(s, R.current_quest(s)).id == TOWER  # no objective yet
    claim(s, 0, objectives[1], a)
    assert R.d(s, R.current_quest(s)).id == CAVERNS
    progress(s, 15)
    s.apply("opt:1")  # rescue
    assert R.d(s, R.current_quest(s)).id == CAVERNS  # two objectives missing
    claim(s, 0, objectives[0], hero(s, 0, 1))
    claim(s, 0, objectives[2], a)
    assert R.d(s, R.current_quest(s)).id == DUNGEONS
    nazgul = find(s, NAZGUL, "staging")
    progress(s, 7)
    assert s.result is None  # the Nazgûl is in play
    s.move(nazgul, ENC, "ediscard")
    run_steps(s, window(s, "test"))  # checked between the round's steps (``checks``)
    assert s.result is not None and s.result[0] == "win"


def test_out_of_the_dungeons_sends_orc_guards_each_quest_phase():
    """Forced at the beginning of each quest phase: each player's top card engages him as an Orc
    Guard, before the first action window of the phase."""
    s = ready_game("escape-from-dol-guldur", players=2)
    no_hands(s)
    to_stage(s, DUNGEONS)
    tops = [s.zones[(p, "deck")][-1] for p in range(2)]
    run_steps(s, ("phase", "quest"))
    for p, u in enumerate(tops):
        assert s.cards[u].zone == "engaged" and s.cards[u].controller == p and R.is_orc_guard(s, u)


def test_dont_leave_the_path_brings_a_spider_of_each_players_choice():
    """Stage 3B When Revealed: each player searches the encounter deck and discard pile for a
    Spider of his choice for the staging area; the deck is shuffled after (FAQ 1.21)."""
    s = ready_game(players=2)
    no_hands(s)
    king = put(s, "01074", ENC, "ediscard")
    q = to_stage(s, "01121")
    run_steps(s, ("stage_revealed", q))
    assert s.decision.player == 0
    labels = s.decision.prompt
    assert "King Spider (discard pile)" in labels and "Forest Spider (encounter deck)" in labels
    choice = next(k for k in ids(s) if f"{k[4:]}: King Spider (discard pile)" in labels)
    s.apply(choice)
    assert s.cards[king].zone == "staging" and s.decision.player == 1
    s.apply(ids(s)[0])
    assert len(R.enemies_in_staging(s)) == 2 and all(R.has_trait(s, u, "Spider") for u in R.staging(s))


def test_to_the_river_searches_a_hill_troll_at_setup():
    """Stage 1B When Revealed, after the setup reveals: a Hill Troll to the staging area if none is
    in play."""
    s = set_up("journey-along-the-anduin", 0)
    trolls = [u for u in R.staging(s) + R.all_engaged(s) if R.d(s, u).id == "01082"]
    assert len(trolls) >= 1


def test_an_objective_revealed_for_guarded_passes_the_duty_to_the_next_card():
    """4.10.6: an objective that comes up while attaching a card for Guarded goes to the staging area
    and the next card guards the first objective; the second one's own Guarded follows."""
    s = ready_game("escape-from-dol-guldur")
    no_hands(s)
    m = put(s, MAP, ENC, "staging")
    torch = find(s, TORCH)
    orcs, gate = find(s, "01089", "edeck"), find(s, "01107", "edeck")
    on_top(s, torch, orcs, gate)
    run_steps(s, ("reveal", 1, m))
    assert s.cards[torch].zone == "staging" and s.cards[torch].host is None
    assert s.cards[orcs].host == m and s.cards[gate].host == torch


def test_ambush_on_the_shore_is_won_once_no_enemy_is_in_play_however_the_last_one_left():
    """Stage 3B: the players have won as soon as no enemy is in play, a state the rules check (not
    only an enemy's defeat): the Wolf Rider that attacked from a shadow card goes back on top of the
    encounter deck after combat, leaving no enemy, and the game is won then (14.8)."""
    s = ready_game("journey-along-the-anduin")
    no_hands(s)
    to_stage(s, AMBUSH)
    goblins = put(s, "01111", 0, "engaged")  # Misty Mountain Goblins: 2 attack, 3 hit points
    s.card_mut(goblins).wounds = 2
    wolf = put(s, "01081", ENC, "shadow")  # Wolf Rider: attacks from the shadows
    s.card_mut(wolf).host = goblins
    on_top(s, find(s, "01087", "edeck"))  # The Brown Lands: the Wolf Rider's own blank shadow card
    aragorn, theodred, _ = R.heroes(s, 0)
    run_steps(s, ("attack", 0, goblins, 0, -1, 0), ("player_attacks", 0), ("combat_end",), window(s, "end"))
    s.apply(f"defend:{aragorn}")
    s.apply(f"defend:{theodred}")  # the Wolf Rider's attack
    s.apply(f"attack:{goblins}")  # Glóin, the last ready character, defeats the Goblins
    assert s.cards[goblins].zone == "ediscard" and s.cards[wolf].zone == "edeck"
    assert s.result == ("win", "no enemies are left in play")
    lines = [e.text for e in s.log()]
    defeated = lines.index("Misty Mountain Goblins is defeated")
    assert lines.index("Wolf Rider goes back on top of the encounter deck") > defeated  # not won then


def test_ambush_on_the_shore_is_not_won_before_its_reveals_resolve():
    """Stage 3B's When Revealed reveals 2 cards per player first; the win is checked once they have
    resolved (here an enemy among them keeps the game going)."""
    s = ready_game("journey-along-the-anduin")
    no_hands(s)
    q = to_stage(s, AMBUSH)
    on_top(s, find(s, "01087", "edeck"), find(s, "01111", "edeck"))  # a location, then an enemy
    run_steps(s, ("stage_revealed", q), window(s, "test"))
    assert s.result is None and len(R.enemies_in_staging(s)) == 1


def test_a_player_whose_prisoner_lives_is_not_eliminated_when_his_other_heroes_die():
    """14.9: a player is eliminated when all his heroes are killed; the prisoner is alive, set aside
    (ruling 19). With only the prisoner left he stays in the game: an undefended attack finds no hero
    to damage, and once rescued the prisoner is his again. When the prisoner is gone too, he is out."""
    s = ready_game("escape-from-dol-guldur")
    no_hands(s)
    (held,) = prisoners(s)
    for h in R.heroes(s, 0):
        S.destroy(s, h)
    assert not s.out[0] and s.result is None and R.heroes(s, 0) == []
    orcs = put(s, "01089", 0, "engaged")  # Dol Guldur Orcs
    t = s.threat[0]
    run_steps(s, ("attack", 0, orcs, 0, -1, 0))
    assert halted(s) and s.threat[0] == t and not s.out[0]  # "no defender": nobody takes the damage
    to_stage(s, CAVERNS)
    progress(s, 1)
    s.apply("opt:1")  # rescued, with 1 damage
    assert R.heroes(s, 0) == [held] and s.cards[held].wounds == 1
    with pytest.raises(GameOver):
        S.destroy(s, held)
    assert s.out[0] and s.result == ("loss", "all players eliminated")
