"""The LCG rules engine: setup, each phase's core rule on scripted positions, elimination, and whole
games played by random actions through the protocol checker."""

from __future__ import annotations

from eregion.games.lcg import rules as R
from eregion.games.lcg.round import window
from eregion.games.lcg.rules import ENC
from lcg.harness import (
    empty_hands,
    find,
    halted,
    hero,
    ids,
    keep_all,
    move,
    on_top,
    put,
    ready_game,
    run_steps,
    start,
)

FOREST_SPIDER, OLD_FOREST_ROAD, KING_SPIDER, SPAWN, HUMMERHORNS = "01096", "01099", "01074", "01076", "01075"
ORCS, ENCHANTED_STREAM, CAVERN_GUARDIAN, ENDLESS_CAVERNS = "01089", "01095", "01103", "01106"
GOBLIN_SNIPER = "01083"
GUARD_OF_THE_CITADEL, STEWARD, SILVERLODE_ARCHER, FARAMIR = "01013", "01026", "01017", "01014"
SCENARIOS = ("passage-through-mirkwood", "journey-along-the-anduin", "escape-from-dol-guldur")


# --- setup -----------------------------------------------------------------------------------------


def test_setup_threat_hand_and_staging_area():
    s = start(players=2)
    assert s.threat == [12 + 8 + 9, 11 + 9 + 9]  # Leadership and Tactics heroes' threat costs
    assert [len(s.zones[(p, "hand")]) for p in (0, 1)] == [6, 6]
    assert [len(s.zones[(p, "deck")]) for p in (0, 1)] == [24, 24]
    assert sorted(R.d(s, u).id for u in R.staging(s)) == [FOREST_SPIDER, OLD_FOREST_ROAD]
    assert s.decision.player == 0 and set(ids(s)) == {"keep", "mulligan"}
    assert all(s.cards[h].tokens == 0 for h in R.heroes(s, 0))  # standard mode: no starting resources


def test_one_mulligan_draws_six_new_cards():
    s = start(players=2)
    s.apply("mulligan")
    assert len(s.zones[(0, "hand")]) == 6 and len(s.zones[(0, "deck")]) == 24
    assert s.decision.player == 1  # player 1 must keep the new hand: the next player is asked
    s.apply("keep")
    assert s.round == 1 and s.phase != "setup"


def test_anduin_reveals_one_card_per_player_and_dol_guldur_guards_its_objectives():
    s = keep_all(start("journey-along-the-anduin", players=3))
    reveals = [e for e in s.log() if e.text.startswith("The encounter deck reveals")]
    assert len(reveals) >= 3
    s = keep_all(start("escape-from-dol-guldur", players=1))
    objectives = [u for u in s.cards if R.DEFS[u.cid].type == "objective"]
    assert all(o.zone == "staging" for o in objectives)
    # Guarded: one encounter card revealed for each objective (a treachery is discarded instead).
    assert sum(1 for e in s.log() if e.text.startswith("The encounter deck reveals")) >= 3
    for c in s.cards:
        if c.host is not None and c.zone == "staging":
            assert R.DEFS[s.cards[c.host].cid].type == "objective"
    assert any(c.zone == "aside" and c.cid == "01102" for c in s.cards)  # the Nazgul is set aside


def test_easy_mode_uses_the_easy_deck_and_gives_each_hero_a_resource():
    normal = start(players=1)
    easy = start(players=1, easy=True)
    assert all(easy.cards[h].tokens == 1 for h in R.heroes(easy, 0))
    assert len(easy.zones[(ENC, "edeck")]) < len(normal.zones[(ENC, "edeck")])
    assert not any(c.cid == "01079" for c in easy.cards)  # Eyes of the Forest: not in easy mode


# --- resource and planning ------------------------------------------------------------------------


def test_resource_phase_gives_each_hero_a_resource_and_draws_a_card():
    s = ready_game(players=2)
    hand = [len(s.zones[(p, "hand")]) for p in (0, 1)]
    run_steps(s, ("collect",))
    assert all(s.cards[h].tokens == 1 for p in (0, 1) for h in R.heroes(s, p))
    assert [len(s.zones[(p, "hand")]) for p in (0, 1)] == [hand[0] + 1, hand[1] + 1]


def test_planning_pays_an_ally_from_a_matching_hero():
    s = ready_game(players=1)
    guard = put(s, GUARD_OF_THE_CITADEL, 0, "hand")
    run_steps(s, ("plan", 0))
    assert f"play:{guard}" not in ids(s)  # no resources yet
    a, t, _g = R.heroes(s, 0)
    s.card_mut(a).tokens, s.card_mut(t).tokens = 1, 1
    run_steps(s, ("plan", 0))
    s.apply(f"play:{guard}")  # both Leadership resources must pay: taken at once, nothing asked (5.2)
    assert s.cards[guard].zone == "allies" and not s.cards[guard].exhausted
    assert s.cards[a].tokens == s.cards[t].tokens == 0
    assert halted(s)  # nothing more to play: "done" was the only option left


def test_a_cost_with_one_way_to_pay_is_paid_without_asking():
    """Faramir costs 4 (5.2: paid from Leadership heroes): with 2 resources on each of two of them every
    resource must be spent, so playing him asks nothing more (it took four answers, one per resource)."""
    s = empty_hands(ready_game(players=1))
    faramir = put(s, FARAMIR, 0, "hand")
    a, t, _g = R.heroes(s, 0)
    s.card_mut(a).tokens, s.card_mut(t).tokens = 2, 2
    run_steps(s, ("plan", 0))
    s.apply(f"play:{faramir}")
    assert s.cards[faramir].zone == "allies" and s.cards[a].tokens == s.cards[t].tokens == 0
    assert halted(s)


def test_a_cost_with_several_ways_to_pay_is_asked_once_as_a_whole():
    """With 3 and 2 resources for a cost of 4 there are two ways: one answer names each hero's share."""
    s = empty_hands(ready_game(players=1))
    faramir = put(s, FARAMIR, 0, "hand")
    a, t, _g = R.heroes(s, 0)
    s.card_mut(a).tokens, s.card_mut(t).tokens = 3, 2
    run_steps(s, ("plan", 0))
    s.apply(f"play:{faramir}")
    assert s.decision.prompt == "Faramir: pay 4 resources how?"
    assert [s.describe_action(x) for x in s.legal_actions()] == [
        "Pay 3 from Aragorn and 1 from Théodred",
        "Pay 2 from Aragorn and 2 from Théodred",
    ]
    s.apply("split:1")
    assert s.cards[faramir].zone == "allies" and (s.cards[a].tokens, s.cards[t].tokens) == (1, 0)
    assert halted(s)


def test_attachment_goes_on_a_chosen_hero_and_unique_cards_cannot_double():
    s = ready_game(players=2)
    st1 = put(s, STEWARD, 0, "hand")
    st2 = next(c.uid for c in s.cards if c.cid == STEWARD and c.uid != st1)
    move(s, st2, 0, "hand")
    s.card_mut(hero(s, 0)).tokens = 4
    run_steps(s, ("plan", 0))
    s.apply(f"play:{st1}")
    target = hero(s, 1, 0)  # another player's hero
    s.apply(f"pick:{target}")  # paid from Aragorn, the only Leadership hero with resources
    assert s.cards[st1].host == target and s.cards[st1].controller == 1
    assert s.cards[hero(s, 0)].tokens == 2
    assert f"play:{st2}" not in ids(s)  # Steward of Gondor is unique and in play
    assert R.can_play(s, 0, st2) is False


# --- quest -----------------------------------------------------------------------------------------


def test_commit_exhausts_and_staging_reveals_one_card_per_player():
    s = ready_game(players=2)
    a = hero(s, 0)
    run_steps(s, ("commit", 0))
    s.apply(f"commit:{a}")
    assert s.cards[a].exhausted and a in s.committed
    assert f"commit:{a}" not in ids(s)
    s.apply("done")
    deck = len(s.zones[(ENC, "edeck")])
    run_steps(s, ("staging",))
    assert len(s.zones[(ENC, "edeck")]) <= deck - 2


def test_doomed_and_surge_on_a_revealed_card():
    s = ready_game("escape-from-dol-guldur", players=2)
    caverns, spider = find(s, ENDLESS_CAVERNS), find(s, ORCS)
    on_top(s, caverns, spider)
    threat = s.threat[:]
    run_steps(s, ("reveal", 0, -1))
    assert s.threat == [threat[0] + 1, threat[1] + 1]  # Doomed 1
    assert s.cards[caverns].zone == "staging" and s.cards[spider].zone == "staging"  # Surge


def test_quest_success_puts_progress_on_the_active_location_first_then_the_quest():
    s = ready_game(players=1)
    stream = move(s, find(s, ENCHANTED_STREAM), ENC, "active")  # 2 quest points
    put(s, OLD_FOREST_ROAD, ENC, "staging")  # threat 1
    eowyn_like = hero(s, 0)  # Aragorn: willpower 2
    s.committed = (eowyn_like, hero(s, 0, 2))  # + Gloin 2
    run_steps(s, ("quest_result",))
    assert s.cards[stream].zone == "ediscard"  # explored
    q = R.current_quest(s)
    assert s.cards[q].tokens == 1


def test_quest_failure_raises_every_threat():
    s = ready_game(players=2)
    put(s, KING_SPIDER, ENC, "staging")  # threat 2
    put(s, FOREST_SPIDER, ENC, "staging")  # threat 2
    s.committed = (hero(s, 0, 1),)  # Theodred: willpower 1
    before = s.threat[:]
    run_steps(s, ("quest_result",))
    assert s.threat == [before[0] + 3, before[1] + 3]


def test_quest_advances_when_its_quest_points_are_reached():
    s = ready_game(players=1)
    q = R.current_quest(s)
    s.card_mut(q).tokens = 7
    s.committed = (hero(s, 0),)
    run_steps(s, ("quest_result",))
    nxt = R.current_quest(s)
    assert nxt != q and s.cards[nxt].cid == "01120" and s.cards[nxt].tokens == 0


def test_defeating_the_last_stage_wins_with_a_score():
    s = ready_game(players=1)
    beorns_path = find(s, "01122")
    for u in list(s.zones[(ENC, "quest")]):
        move(s, u, ENC, "removed")
    move(s, beorns_path, ENC, "quest")
    s.quest_deck = ()
    s.card_mut(beorns_path).tokens = 9
    s.committed = (hero(s, 0),)
    s.card_mut(hero(s, 0)).wounds = 2
    run_steps(s, ("quest_result",))
    assert s.result == ("win", "the last quest stage is defeated") and s.is_over
    assert s.returns() == (1.0, 0.0, 0.0, 0.0)
    assert s.view(0)["result"]["score"] == s.threat[0] + 2


# --- travel and encounter --------------------------------------------------------------------------


def test_travel_makes_a_location_active_only_when_none_is():
    s = ready_game(players=2)
    road = put(s, OLD_FOREST_ROAD, ENC, "staging")
    run_steps(s, ("travel",))
    assert s.decision.player == s.first and set(ids(s)) == {f"travel:{road}", "pass"}
    s.apply(f"travel:{road}")
    assert R.active_location(s) == road and road not in R.staging(s)
    put(s, ENCHANTED_STREAM, ENC, "staging")
    run_steps(s, ("travel",))
    assert halted(s)  # a location is already active


def test_optional_engagement_ignores_the_engagement_cost():
    s = ready_game(players=1)
    hum = put(s, HUMMERHORNS, ENC, "staging")  # engagement cost 40
    run_steps(s, ("opt_engage", 0))
    s.apply(f"engage:{hum}")
    assert s.cards[hum].zone == "engaged" and s.cards[hum].controller == 0


def test_optional_engagement_is_asked_only_when_an_enemy_can_be_engaged():
    """14.5.1: each player may engage one enemy in the staging area; with none there (or only a
    location) there is nothing to choose and nothing is asked (issue 15, item 3). Goblin Sniper cannot
    be engaged by choice while another enemy is in the staging area: two of them, nothing to ask; one,
    and it may be engaged."""
    s = ready_game(players=1)
    run_steps(s, ("opt_engage", 0))
    assert halted(s)
    put(s, OLD_FOREST_ROAD, ENC, "staging")
    run_steps(s, ("opt_engage", 0))
    assert halted(s)
    spider = put(s, FOREST_SPIDER, ENC, "staging")
    run_steps(s, ("opt_engage", 0))
    assert s.decision.player == 0 and set(ids(s)) == {f"engage:{spider}", "pass"}
    s = ready_game("journey-along-the-anduin", players=1)
    snipers = [put(s, GOBLIN_SNIPER, ENC, "staging") for _ in range(2)]
    run_steps(s, ("opt_engage", 0))
    assert halted(s)
    s.move(snipers[1], ENC, "removed")
    run_steps(s, ("opt_engage", 0))
    assert set(ids(s)) == {f"engage:{snipers[0]}", "pass"}


def test_engagement_checks_follow_the_rules_example():
    """14.5.2's example: threat 24 and 34 against King Spider 20, Forest Spider 25, Ungoliant's
    Spawn 32 and Hummerhorns 40."""
    s = ready_game(players=2)
    ks, fs, us, hh = (put(s, c, ENC, "staging") for c in (KING_SPIDER, FOREST_SPIDER, SPAWN, HUMMERHORNS))
    s.threat = [24, 34]
    run_steps(s, ("checks", 0, 0))
    assert R.engaged(s, 0) == [ks]
    assert sorted(R.engaged(s, 1)) == sorted([us, fs])
    assert R.staging(s) == [hh]


# --- combat ----------------------------------------------------------------------------------------


def _engaged(s, cid, p):
    u = put(s, cid, p, "engaged")
    return u


def test_shadow_cards_are_dealt_highest_engagement_cost_first_and_discarded():
    s = ready_game(players=1)
    fs = _engaged(s, FOREST_SPIDER, 0)
    us = _engaged(s, SPAWN, 0)
    top = s.zones[(ENC, "edeck")][-2:]
    run_steps(s, ("deal_shadows",))
    assert R.shadows(s, us) == [top[1]] and R.shadows(s, fs) == [top[0]]
    run_steps(s, ("combat_end",))
    assert not s.zones[(ENC, "shadow")] and s.cards[top[0]].zone == "ediscard"


def test_defended_attack_deals_attack_minus_defense():
    s = empty_hands(ready_game(players=1))
    us = _engaged(s, SPAWN, 0)  # attack 5
    a = hero(s, 0)  # Aragorn: defense 2, 5 hit points
    run_steps(s, ("enemy_attacks", 0))
    s.apply(f"defend:{a}")
    assert s.cards[a].wounds == 3 and s.cards[a].exhausted and us in s.attacked


def test_undefended_attack_goes_on_a_hero_of_the_players_choice_and_can_destroy_it():
    s = ready_game(players=1)
    _engaged(s, SPAWN, 0)
    g = hero(s, 0, 2)  # Gloin: 4 hit points
    guard = put(s, GUARD_OF_THE_CITADEL, 0, "allies")
    run_steps(s, ("enemy_attacks", 0))
    s.apply("no")
    assert f"pick:{guard}" not in ids(s)  # allies never take undefended damage
    s.apply(f"pick:{g}")
    assert s.cards[g].zone == "discard" and R.dead_heroes(s, 0) == [g]


def test_sentinel_defends_for_another_player():
    s = ready_game(players=2, deck1="tactics", deck2="leadership")
    fs = _engaged(s, FOREST_SPIDER, 0)
    aragorn = find(s, "01001", "heroes")  # Sentinel, controlled by player 2
    run_steps(s, ("enemy_attacks", 0))
    s.apply("no")
    assert s.decision.player == 1 and f"defend:{aragorn}" in ids(s)
    s.apply(f"defend:{aragorn}")
    assert s.cards[aragorn].wounds == 0 and s.cards[aragorn].exhausted  # attack 2 - defense 2
    assert fs in s.attacked


def test_player_attack_and_ranged_attack_on_another_players_enemy():
    s = ready_game(players=2, deck1="leadership", deck2="tactics")
    orcs = _engaged(s, ORCS, 0)  # defense 0, 3 hit points
    legolas = find(s, "01005", "heroes")  # Ranged, attack 3, player 2
    for u in R.characters(s, 1):
        if u != legolas:
            s.card_mut(u).exhausted = True
    run_steps(s, ("player_attacks", 1))
    s.apply(f"attack:{orcs}")  # Legolas is the only possible attacker: declared at once
    assert s.cards[legolas].exhausted and s.cards[orcs].zone == "ediscard"


def test_player_attacks_pool_attack_strength():
    s = ready_game(players=1)
    us = _engaged(s, SPAWN, 0)  # defense 2, 9 hit points
    a, _t, g = R.heroes(s, 0)
    run_steps(s, ("player_attacks", 0))
    s.apply(f"attack:{us}")
    s.apply(f"pick:{a}")  # 3
    s.apply(f"pick:{g}")  # 2
    s.apply("done")
    assert s.cards[us].wounds == 3
    assert f"attack:{us}" not in ids(s)  # one attack per enemy each round


# --- refresh, elimination --------------------------------------------------------------------------


def test_refresh_readies_raises_threat_and_passes_the_first_player_token():
    s = ready_game(players=2)
    for p in (0, 1):
        for u in R.characters(s, p):
            s.card_mut(u).exhausted = True
    before = s.threat[:]
    run_steps(s, ("refresh",))
    assert not any(s.cards[u].exhausted for p in (0, 1) for u in R.characters(s, p))
    assert s.threat == [before[0] + 1, before[1] + 1] and s.first == 1


def test_elimination_at_50_threat_returns_enemies_and_ends_when_everyone_is_out():
    s = ready_game(players=2)
    ks = _engaged(s, KING_SPIDER, 0)
    s.threat = [49, 30]
    run_steps(s, ("refresh",))
    assert s.out == [True, False] and s.cards[ks].zone == "staging" and s.first == 1
    assert not s.zones[(0, "heroes")] and not s.zones[(0, "hand")]
    s.threat[1] = 49
    run_steps(s, ("refresh",))
    assert s.result == ("loss", "all players eliminated") and s.returns() == (-1.0, -1.0, 0.0, 0.0)


def test_losing_every_hero_eliminates_a_player():
    s = ready_game(players=2)
    for h in R.heroes(s, 1)[:2]:
        move(s, h, 1, "discard")
    last = hero(s, 1)
    from eregion.games.lcg.steps import deal_damage

    deal_damage(s, last, 10)
    assert s.out == [False, True]


def test_archery_damage_is_dealt_at_the_start_of_combat():
    """4.10.1: at the start of the combat phase the archery values of the cards in play add up and
    that much damage is dealt to characters in play, divided as the players like (the first player
    settles it, ruling 26). No Core card prints Archery, so two enemies are given it for the round."""
    from eregion.games.lcg.vocab import modify

    s = ready_game(players=2)
    a = put(s, "01096", ENC, "staging")  # Forest Spider
    b = put(s, "01074", 1, "engaged")  # King Spider, engaged with player 2
    modify(s, a, "archery", 2, "round", -1)
    modify(s, b, "archery", 1, "round", -1)
    mine, theirs = hero(s, 0), hero(s, 1)
    run_steps(s, ("archery", None))
    assert s.decision.player == s.first and "3 left" in s.decision.prompt
    assert f"pick:{theirs}" in ids(s)  # any player's character
    s.apply(f"pick:{mine}")
    s.apply(f"pick:{theirs}")
    s.apply(f"pick:{mine}")
    assert halted(s)
    assert (s.cards[mine].wounds, s.cards[theirs].wounds) == (2, 1)


def test_no_archery_no_question():
    s = ready_game()
    run_steps(s, ("archery", None))
    assert halted(s)


def test_an_encounter_deck_run_out_in_the_quest_phase_is_reset_before_combat():
    """7.5: an encounter deck out of cards during the quest phase is reset then from its discard
    pile, shuffled, so the combat phase deals each engaged enemy its shadow card (staging revealed
    the last card here; an empty deck outside the quest phase stays empty)."""
    s = empty_hands(ready_game())
    spider = put(s, FOREST_SPIDER, 0, "engaged")
    deck = s.zones[(ENC, "edeck")]
    for u in deck[:-1]:
        move(s, u, ENC, "ediscard")
    last = deck[-1]
    run_steps(s, ("phase", "quest"))
    s.apply("done")  # nobody commits
    assert halted(s) and s.cards[last].zone != "edeck" and s.zones[(ENC, "edeck")]
    run_steps(s, ("phase", "combat"))
    assert len(R.shadows(s, spider)) == 1


def test_an_encounter_deck_run_out_outside_the_quest_phase_stays_empty():
    """7.5 resets the encounter deck only during the quest phase: run out in the combat phase, the
    next enemies get no shadow card."""
    s = empty_hands(ready_game())
    a, b = put(s, FOREST_SPIDER, 0, "engaged"), put(s, KING_SPIDER, 0, "engaged")
    deck = s.zones[(ENC, "edeck")]
    for u in deck[:-1]:
        move(s, u, ENC, "ediscard")
    s.phase = "combat"
    run_steps(s, ("deal_shadows",), window(s, "after_shadows"))
    assert halted(s) and s.zones[(ENC, "edeck")] == []
    assert len(R.shadows(s, a) + R.shadows(s, b)) == 1
