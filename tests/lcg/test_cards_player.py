"""Player card abilities, heroes and the Leadership and Tactics spheres: each test sets up a position,
scripts the decisions and checks what the card did (``test_cards_player2`` has Spirit, Lore and
Gandalf; ``test_faq_player`` the companion's FAQ examples). Docstrings say what the card requires,
in our own words; sections are the rules companion's."""

from __future__ import annotations

from eregion.games.lcg import rules as R
from eregion.games.lcg.round import window
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.steps import RULES, deal_damage, destroy
from lcg.harness import (
    empty_hands,
    find,
    halted,
    hero,
    ids,
    move,
    on_top,
    pass_idle,
    put,
    ready_game,
    run_steps,
)

FOREST_SPIDER, KING_SPIDER, OLD_FOREST_ROAD, GOBLIN, CROWS = "01096", "01074", "01099", "01111", "01115"
DOL_GULDUR_ORCS, NECROMANCERS_REACH = "01089", "01093"


def win(s, tag="test"):
    return run_steps(s, window(s, tag))


def give(s, uid, n):
    s.card_mut(uid).tokens = n


def attach(s, cid, host):
    u = put(s, cid, s.cards[host].controller, "attached")
    s.card_mut(u).host = host
    return u


def in_hand(s, cid, p=0):
    """A copy of the card into ``p``'s hand, first in the hand so that it is the copy a decision
    offers (one option per title); one from a deck if there is one, so two calls give two copies."""
    u = next((c.uid for c in s.cards if c.cid == cid and c.zone == "deck"), None)
    u = put(s, cid, p, "hand") if u is None else move(s, u, p, "hand")
    hand = s.zones[(p, "hand")]
    hand.remove(u)
    hand.insert(0, u)
    return u


def play(s, cid):
    """Play the copy of this card the decision offers (one option per title)."""
    s.apply(next(a for a in ids(s) if a.startswith("play:") and s.cards[int(a[5:])].cid == cid))


def settle(s):
    """Run queued steps (triggers queued by a direct call) until the next decision."""
    s.stack.insert(0, ("halt",))
    RULES.run(s)
    return s


# --- heroes ----------------------------------------------------------------------------------------


def test_aragorn_pays_one_resource_to_ready_after_committing():
    """Aragorn: after he commits, 1 resource from his own pool readies him (the response comes once
    his player has committed all his characters, 14.3.1)."""
    s = ready_game()
    a = hero(s, 0)
    give(s, a, 1)
    run_steps(s, ("commit", 0))
    s.apply(f"commit:{a}")
    assert f"commit:{a}" not in ids(s)  # committed once only
    s.apply("done")
    s.apply(f"use:{a}")
    assert not s.cards[a].exhausted and s.cards[a].tokens == 0 and a in s.committed


def test_gloin_gains_a_resource_per_damage():
    """Glóin: after he suffers damage, one resource per point of damage."""
    s = ready_game()
    g = hero(s, 0, 2)
    s.stack = [("halt",)]
    deal_damage(s, g, 2)
    settle(s)
    s.apply(f"use:{g}")
    assert s.cards[g].tokens == 2


def test_gimli_gets_attack_per_damage():
    s = ready_game(players=2)
    gimli = hero(s, 1, 0)
    base = R.attack(s, gimli)
    s.card_mut(gimli).wounds = 3
    assert R.attack(s, gimli) == base + 3


def test_legolas_places_two_progress_after_an_attack_he_joins_destroys():
    """Legolas: 2 progress after an attack he took part in destroys an enemy; not after one that
    does not destroy it."""
    s = empty_hands(ready_game(players=2))
    gimli, legolas = hero(s, 1, 0), hero(s, 1, 1)
    spider = put(s, FOREST_SPIDER, 1, "engaged")
    orcs = put(s, DOL_GULDUR_ORCS, 1, "engaged")
    s.card_mut(orcs).wounds = 1
    s.card_mut(hero(s, 1, 2)).exhausted = True  # Thalin: Gimli will be alone for the second attack
    run_steps(s, ("player_attacks", 1))
    s.apply(f"attack:{spider}")  # Legolas's 3 attack less 1 defense: 2 of 4 hit points
    s.apply(f"pick:{legolas}")
    s.apply("done")
    assert f"use:{legolas}" not in ids(s) and R.in_play(s, spider)
    s.apply(f"attack:{orcs}")  # Gimli alone is left: he attacks at once
    assert not R.in_play(s, orcs)
    assert f"use:{legolas}" not in ids(s)  # Legolas did not take part
    q = R.current_quest(s)
    assert s.cards[q].tokens == 0 and s.cards[gimli].exhausted


def test_thalin_damages_each_enemy_revealed_while_committed():
    """Thalin: while committed, 1 damage to each enemy revealed, before anything else about it."""
    s = ready_game(players=2)
    thalin = hero(s, 1, 2)
    s.committed = (thalin,)
    spider = find(s, FOREST_SPIDER)
    on_top(s, spider)
    run_steps(s, ("reveal", 0, -1))
    assert s.cards[spider].zone == "staging" and s.cards[spider].wounds == 1
    s.committed = ()
    other = find(s, FOREST_SPIDER, "edeck")
    on_top(s, other)
    run_steps(s, ("reveal", 0, -1))
    assert s.cards[other].wounds == 0  # not committed: no damage


def test_eowyn_each_player_once_per_round():
    """Éowyn: discard a card for +1 willpower until the end of the phase, usable by each player once
    each round."""
    s = ready_game(players=2, deck1="spirit")
    e = hero(s, 0, 0)
    assert R.d(s, e).name == "Éowyn"
    wp = R.willpower(s, e)
    win(s)
    s.apply(f"use:{e}")
    s.apply(f"pick:{s.zones[(0, 'hand')][0]}")
    assert R.willpower(s, e) == wp + 1
    assert f"use:{e}" in ids(s)  # player 2's turn in the window: he may use it too
    assert s.decision.player == 1
    s.apply(f"use:{e}")
    s.apply(f"pick:{s.zones[(1, 'hand')][0]}")
    assert R.willpower(s, e) == wp + 2
    assert f"use:{e}" not in ids(s)
    run_steps(s, ("phase", "travel"))
    assert R.willpower(s, e) == wp  # until the end of the phase only


def test_eleanor_cancels_a_treachery_and_reveals_the_next_card():
    """Eleanor: exhaust to cancel a treachery's When Revealed; it is discarded and replaced by the
    next encounter card, which is revealed normally (FAQ note on the card)."""
    s = ready_game(players=1, deck1="spirit")
    el = hero(s, 0, 1)
    reach = put(s, NECROMANCERS_REACH, ENC, "edeck")
    spider = find(s, FOREST_SPIDER)
    on_top(s, reach, spider)
    run_steps(s, ("reveal", 0, -1))
    s.apply(f"use:{el}")
    assert s.cards[el].exhausted and s.cards[reach].zone == "ediscard"
    assert s.cards[spider].zone == "staging"
    assert s.cards[hero(s, 0, 0)].wounds == 0  # the Reach's damage to exhausted characters never came


def test_dunhere_attacks_an_enemy_in_the_staging_area_alone_with_plus_one():
    """Dunhere may attack an enemy in the staging area when he attacks alone, with +1 attack; nobody
    may join him, and the enemy stays in the staging area."""
    s = ready_game(deck1="spirit")
    dunhere = hero(s, 0, 2)
    spider = put(s, FOREST_SPIDER, ENC, "staging")
    run_steps(s, ("player_attacks", 0))
    assert f"attack:{spider}" in ids(s)
    s.apply(f"attack:{spider}")  # Dunhere is the only one who may: declared at once, alone
    assert s.cards[dunhere].exhausted and not s.cards[hero(s, 0, 0)].exhausted
    assert s.cards[spider].wounds == 2 + 1 - 1 and s.cards[spider].zone == "staging"


def test_only_dunhere_reaches_the_staging_area():
    """Without a ready Dunhere no enemy in the staging area can be attacked; his +1 is only against
    the staging area."""
    s = ready_game(deck1="spirit")
    dunhere = hero(s, 0, 2)
    spider = put(s, FOREST_SPIDER, ENC, "staging")
    orcs = put(s, DOL_GULDUR_ORCS, 0, "engaged")
    s.card_mut(dunhere).exhausted = True
    run_steps(s, ("player_attacks", 0))
    assert f"attack:{spider}" not in ids(s) and f"attack:{orcs}" in ids(s)
    s.card_mut(dunhere).exhausted = False
    s.apply(f"attack:{orcs}")
    s.apply(f"pick:{dunhere}")
    s.apply("done")
    assert s.cards[orcs].wounds == 2  # his printed 2 attack against an engaged enemy with 0 defense


def test_denethor_moves_the_top_card_to_the_bottom():
    s = ready_game(deck1="lore")
    d = hero(s, 0, 0)
    top = s.zones[(ENC, "edeck")][-1]
    win(s)
    s.apply(f"use:{d}")
    s.apply("opt:1")
    assert s.zones[(ENC, "edeck")][0] == top and s.cards[d].exhausted


def test_glorfindel_heals_once_per_round():
    s = ready_game(deck1="lore")
    g = hero(s, 0, 1)
    give(s, g, 2)
    s.card_mut(g).wounds = 2
    win(s)
    s.apply(f"use:{g}")  # the only damaged character: healed at once
    assert s.cards[g].wounds == 1 and s.cards[g].tokens == 1
    assert f"use:{g}" not in ids(s)


def test_beravor_draws_two_for_a_chosen_player():
    s = ready_game(players=2, deck1="lore")
    b = hero(s, 0, 2)
    n1 = len(s.zones[(1, "hand")])
    win(s)
    s.apply(f"use:{b}")
    s.apply("opt:1")
    assert len(s.zones[(1, "hand")]) == n1 + 2 and s.cards[b].exhausted


# --- Leadership ------------------------------------------------------------------------------------


def test_faramir_gives_each_character_of_a_player_plus_one_willpower():
    s = ready_game(players=2)
    f = put(s, "01014", 0, "allies")
    gimli, legolas = hero(s, 1, 0), hero(s, 1, 1)
    wg, wl, wa = R.willpower(s, gimli), R.willpower(s, legolas), R.willpower(s, hero(s, 0, 0))
    win(s)
    s.apply(f"use:{f}")
    s.apply("opt:1")
    assert (R.willpower(s, gimli), R.willpower(s, legolas)) == (wg + 1, wl + 1)
    assert R.willpower(s, hero(s, 0, 0)) == wa and s.cards[f].exhausted


def test_son_of_arnor_engages_an_enemy_from_the_staging_area():
    """Son of Arnor: after entering play, engage an enemy in the staging area or engaged with
    another player."""
    s = ready_game(players=2)
    soa = in_hand(s, "01015")
    give(s, hero(s, 0, 0), 3)
    spider = put(s, FOREST_SPIDER, ENC, "staging")
    orcs = put(s, DOL_GULDUR_ORCS, 1, "engaged")
    run_steps(s, ("plan", 0))
    s.apply(f"play:{soa}")
    s.apply(f"use:{soa}")
    assert set(ids(s)) == {f"pick:{spider}", f"pick:{orcs}"}
    s.apply(f"pick:{orcs}")
    assert s.cards[orcs].zone == "engaged" and s.cards[orcs].controller == 0


def test_snowbourn_scout_places_one_progress_on_a_location():
    s = ready_game()
    scout = in_hand(s, "01016")
    give(s, hero(s, 0, 0), 1)
    road = put(s, OLD_FOREST_ROAD, ENC, "staging")
    run_steps(s, ("plan", 0))
    s.apply(f"play:{scout}")
    s.apply(f"use:{scout}")  # the only location: chosen at once
    assert s.cards[road].tokens == 1


def test_longbeard_orc_slayer_damages_each_orc_in_play():
    s = ready_game()
    slayer = in_hand(s, "01018")
    give(s, hero(s, 0, 0), 4)
    orcs = put(s, DOL_GULDUR_ORCS, ENC, "staging")
    orcs2 = put(s, DOL_GULDUR_ORCS, 0, "engaged")
    spider = put(s, FOREST_SPIDER, 0, "engaged")
    run_steps(s, ("plan", 0))
    s.apply(f"play:{slayer}")
    s.apply(f"use:{slayer}")
    assert s.cards[orcs].wounds == 1 and s.cards[orcs2].wounds == 1 and s.cards[spider].wounds == 0


def test_brok_ironfist_enters_play_from_hand_when_a_dwarf_hero_leaves():
    """Brok Ironfist: after a Dwarf hero you control leaves play, put him into play from your hand
    for free."""
    s = ready_game()
    brok = in_hand(s, "01019")
    gloin = hero(s, 0, 2)
    s.stack = [("halt",)]
    destroy(s, gloin)
    settle(s)
    assert f"use:{brok}" in ids(s)
    s.apply(f"use:{brok}")
    assert s.cards[brok].zone == "allies" and s.cards[hero(s, 0, 0)].tokens == 0


def test_brok_ironfist_ignores_a_hero_that_is_not_a_dwarf():
    s = ready_game()
    brok = in_hand(s, "01019")
    s.stack = [("halt",)]
    destroy(s, hero(s, 0, 0))  # Aragorn
    settle(s)
    assert f"use:{brok}" not in ids(s)


def test_ever_vigilant_readies_an_ally():
    s = ready_game()
    ev = in_hand(s, "01020")
    guard = put(s, "01013", 0, "allies")
    s.card_mut(guard).exhausted = True
    give(s, hero(s, 0, 0), 1)
    win(s)
    s.apply(f"play:{ev}")  # one exhausted ally: readied at once
    assert not s.cards[guard].exhausted and s.cards[ev].zone == "discard"


def test_common_cause_exhausts_one_hero_to_ready_another():
    s = ready_game()
    cc = in_hand(s, "01021")
    a, t = hero(s, 0, 0), hero(s, 0, 1)
    s.card_mut(t).exhausted = True
    win(s)
    s.apply(f"play:{cc}")
    s.apply(f"pick:{a}")  # exhaust Aragorn; Théodred is the only exhausted hero left to ready
    assert s.cards[a].exhausted and not s.cards[t].exhausted


def test_for_gondor_attack_for_all_defense_for_gondor():
    s = ready_game()
    fg = in_hand(s, "01022")
    guard = put(s, "01013", 0, "allies")  # a Gondor ally
    a = hero(s, 0, 0)
    give(s, a, 2)
    base = (R.attack(s, a), R.defense(s, a), R.attack(s, guard), R.defense(s, guard))
    win(s)
    s.apply(f"play:{fg}")
    assert (R.attack(s, a), R.defense(s, a)) == (base[0] + 1, base[1])
    assert (R.attack(s, guard), R.defense(s, guard)) == (base[2] + 1, base[3] + 1)


def test_valiant_sacrifice_draws_two_for_the_controller_of_an_ally_that_left_play():
    s = ready_game(players=2)
    vs = in_hand(s, "01024")
    give(s, hero(s, 0, 0), 1)
    spear = put(s, "01029", 1, "allies")
    n1 = len(s.zones[(1, "hand")])
    s.stack = [("halt",)]
    destroy(s, spear)
    settle(s)
    s.apply(f"play:{vs}")
    assert len(s.zones[(1, "hand")]) == n1 + 2


def test_grim_resolve_readies_every_character():
    s = ready_game(players=2)
    gr = in_hand(s, "01025")
    give(s, hero(s, 0, 0), 5)
    for p in (0, 1):
        for h in R.heroes(s, p):
            s.card_mut(h).exhausted = True
    win(s)
    s.apply(f"play:{gr}")
    assert not any(s.cards[h].exhausted for p in (0, 1) for h in R.heroes(s, p))


def test_celebrians_stone_and_dwarven_axe():
    s = ready_game(players=2)
    a, t, gimli, legolas = hero(s, 0, 0), hero(s, 0, 1), hero(s, 1, 0), hero(s, 1, 1)
    attach(s, "01027", a)
    attach(s, "01041", gimli)
    attach(s, "01041", legolas)
    assert R.willpower(s, a) == 2 + 2 and "spirit" in R.spheres(s, a)
    assert R.attack(s, gimli) == 2 + 2 and R.attack(s, legolas) == 3 + 1
    s.move(find(s, "01027", "attached"), 0, "attached")
    s.card_mut(find(s, "01027", "attached")).host = t
    assert "spirit" not in R.spheres(s, t) and "spirit" not in R.spheres(s, a)


# --- Tactics ---------------------------------------------------------------------------------------


def test_beorn_gains_five_attack_once_a_round_then_shuffles_into_the_deck():
    s = empty_hands(ready_game(players=2))
    beorn = put(s, "01031", 1, "allies")
    run_steps(s, window(s, "w"), ("phase_end",))
    s.apply(f"use:{beorn}")
    assert ("attack", 5) in [(m.stat, m.amount) for m in s.mods if m.target == beorn]  # 3 + 5
    # nothing else to use (once per round): the window closes and the phase ends; Beorn goes into the
    # deck, shuffled (its uid may now be another card of the deck)
    assert s.cards[beorn].zone == "deck" and halted(s)
    assert "01031" in [s.cards[u].cid for u in s.zones[(1, "deck")]]


def test_valiant_sacrifice_answers_beorn_shuffling_himself_into_the_deck():
    """Beorn leaves play into his shuffled deck: he is still an ally that left play (the shuffle
    deals the deck's uids again, so the response looks at the card wherever it went)."""
    for seed in range(4):
        s = empty_hands(ready_game(players=2, seed=seed))
        vs = in_hand(s, "01024")
        give(s, hero(s, 0, 0), 1)
        beorn = put(s, "01031", 1, "allies")
        n1 = len(s.zones[(1, "hand")])
        pass_idle(run_steps(s, window(s, "w"), ("phase_end",)), 1)
        s.apply(f"use:{beorn}")  # nothing else to do: the phase ends and Beorn goes
        assert f"play:{vs}" in ids(pass_idle(s))
        s.apply(f"play:{vs}")
        assert len(s.zones[(1, "hand")]) == n1 + 2


def test_blade_mastery_gives_plus_one_attack_and_defense():
    s = ready_game(players=2)
    bm = in_hand(s, "01032", 1)
    give(s, hero(s, 1, 0), 1)
    a = hero(s, 0, 0)
    atk, dfn = R.attack(s, a), R.defense(s, a)
    pass_idle(run_steps(s, window(s, "w")), 1)
    s.apply(f"play:{bm}")
    s.apply(f"pick:{a}")
    assert (R.attack(s, a), R.defense(s, a)) == (atk + 1, dfn + 1)


def test_rain_of_arrows_damages_each_enemy_engaged_with_a_player():
    s = ready_game(players=2)
    ra = in_hand(s, "01033", 1)
    give(s, hero(s, 1, 0), 1)
    legolas = hero(s, 1, 1)  # the only Ranged character
    e1, e2 = put(s, FOREST_SPIDER, 0, "engaged"), put(s, DOL_GULDUR_ORCS, 0, "engaged")
    mine = put(s, KING_SPIDER, 1, "engaged")
    pass_idle(run_steps(s, window(s, "w")), 1)
    s.apply(f"play:{ra}")
    s.apply("opt:0")
    assert s.cards[legolas].exhausted
    assert s.cards[e1].wounds == 1 and s.cards[e2].wounds == 1 and s.cards[mine].wounds == 0


def test_feint_stops_an_attack():
    s = ready_game(players=2)
    feint = in_hand(s, "01034", 1)
    give(s, hero(s, 1, 1), 1)
    spider = put(s, FOREST_SPIDER, 1, "engaged")
    s.phase = "combat"
    pass_idle(run_steps(s, window(s, "w"), ("enemy_attacks", 1)), 1)
    s.apply(f"play:{feint}")
    assert spider not in s.attacked and halted(pass_idle(s))


def test_feint_is_a_combat_action():
    s = ready_game(players=2)
    feint = in_hand(s, "01034", 1)
    give(s, hero(s, 1, 1), 1)
    put(s, FOREST_SPIDER, 1, "engaged")
    s.phase = "planning"
    run_steps(s, window(s, "w"))
    assert f"play:{feint}" not in ids(s)


def test_quick_strike_attacks_at_once_outside_the_attack_step():
    """Quick Strike: exhaust a character to attack an enemy it could attack, at once; it is an extra
    attack (FAQ 1.11)."""
    s = ready_game(players=2)
    qs = in_hand(s, "01035", 1)
    give(s, hero(s, 1, 0), 1)
    legolas = hero(s, 1, 1)
    orcs = put(s, DOL_GULDUR_ORCS, 0, "engaged")  # Ranged: another player's enemy is eligible
    pass_idle(run_steps(s, window(s, "w")), 1)
    s.apply(f"play:{qs}")  # Legolas is the only character with an enemy to attack: chosen at once
    assert not R.in_play(s, orcs) and s.cards[legolas].exhausted
    assert (1, orcs) not in s.struck
    assert f"use:{legolas}" in ids(s)  # his own response answers the kill


def test_thicket_of_spears_needs_three_heroes_and_stops_a_players_attacks():
    s = ready_game(players=2)
    ts = in_hand(s, "01036", 1)
    gimli, legolas, thalin = R.heroes(s, 1)
    give(s, gimli, 3)
    spider = put(s, FOREST_SPIDER, 1, "engaged")
    pass_idle(run_steps(s, window(s, "w")), 1)
    assert f"play:{ts}" not in ids(s) and s.decision.player == 1  # 3 resources, one hero: no
    give(s, gimli, 1)
    give(s, legolas, 1)
    give(s, thalin, 1)
    pass_idle(run_steps(s, window(s, "w"), ("enemy_attacks", 1)), 1)
    s.apply(f"play:{ts}")
    s.apply("opt:1")  # one resource from each of the three heroes: the one way to pay, not asked
    assert {s.cards[h].tokens for h in (gimli, legolas, thalin)} == {0}
    assert spider not in s.attacked and halted(pass_idle(s))


def test_gondorian_spearman_and_swift_strike_on_defence():
    """Gondorian Spearman damages the attacker after defending; Swift Strike adds 2 more."""
    s = ready_game(players=2)
    sp = put(s, "01029", 1, "allies")
    ss = in_hand(s, "01037", 1)
    give(s, hero(s, 1, 1), 2)
    spider = put(s, KING_SPIDER, 1, "engaged")
    run_steps(s, ("attack", 1, spider, 0, -1, 0))
    s.apply(f"defend:{sp}")
    assert {f"use:{sp}", f"play:{ss}"} <= set(ids(s))
    s.apply(f"use:{sp}")
    s.apply(f"play:{ss}")
    assert s.cards[spider].zone == "ediscard"  # 1 + 2 damage: its 3 hit points are gone


def test_stand_together_lets_a_player_declare_several_defenders():
    """Stand Together: the chosen player may declare any number of defenders against each attack
    this phase; their defense is combined and all the damage goes on one of them, his choice
    (FAQ 1.04)."""
    s = empty_hands(ready_game(players=2))
    st = in_hand(s, "01038", 1)
    give(s, hero(s, 1, 0), 0)
    gimli, legolas, thalin = R.heroes(s, 1)
    spider = put(s, "01076", 1, "engaged")  # Ungoliant's Spawn: 5 attack
    s.phase = "combat"
    run_steps(s, window(s, "w"), ("attack", 1, spider, 0, -1, 0))
    s.apply(f"play:{st}")  # cost 0: needs only a Tactics hero
    s.apply("opt:1")
    s.apply(f"defend:{gimli}")
    assert "done" in ids(s) and f"defend:{legolas}" in ids(s)
    s.apply(f"defend:{thalin}")
    s.apply("done")
    assert set(ids(s)) == {f"pick:{gimli}", f"pick:{thalin}"}
    s.apply(f"pick:{thalin}")
    assert s.cards[thalin].wounds == 5 - (2 + 2) and s.cards[gimli].wounds == 0
    assert not s.cards[legolas].exhausted


def test_without_stand_together_one_defender_only():
    s = empty_hands(ready_game(players=2))
    gimli = hero(s, 1, 0)
    spider = put(s, FOREST_SPIDER, 1, "engaged")
    run_steps(s, ("attack", 1, spider, 0, -1, 0))
    s.apply(f"defend:{gimli}")
    assert halted(s) and s.cards[gimli].wounds == 0  # 2 attack against 2 defense
    assert not s.cards[hero(s, 1, 1)].exhausted


def test_blade_of_gondolin_plus_one_against_orcs_and_progress_after_a_kill():
    """Blade of Gondolin: +1 attack when its hero attacks an Orc, not otherwise; after its hero's
    attack destroys an enemy, 1 progress on the current quest."""
    s = ready_game(players=2)
    gimli = hero(s, 1, 0)
    attach(s, "01039", gimli)
    orcs = put(s, DOL_GULDUR_ORCS, 1, "engaged")
    spider = put(s, FOREST_SPIDER, 1, "engaged")
    assert R.attack_against(s, gimli, orcs) == 3 and R.attack_against(s, gimli, spider) == 2
    run_steps(s, ("player_attacks", 1))
    s.apply(f"attack:{orcs}")
    s.apply(f"pick:{gimli}")
    s.apply("done")
    assert not R.in_play(s, orcs)  # 3 attack against 3 hit points
    s.apply(f"use:{find(s, '01039', 'attached')}")
    assert s.cards[R.current_quest(s)].tokens == 1


def test_citadel_plate_adds_four_hit_points():
    s = ready_game(players=2)
    g = hero(s, 1, 0)
    hp = R.hit_points(s, g)
    attach(s, "01040", g)
    assert R.hit_points(s, g) == hp + 4


def test_horn_of_gondor_gives_a_resource_when_a_character_is_destroyed():
    s = ready_game(players=2)
    gimli = hero(s, 1, 0)
    horn = attach(s, "01042", gimli)
    guard = put(s, "01013", 0, "allies")  # another player's ally counts too
    s.stack = [("halt",)]
    destroy(s, guard)
    settle(s)
    assert s.decision.player == 1  # player 1 has nothing to answer with: player 2 is asked
    s.apply(f"use:{horn}")
    assert s.cards[gimli].tokens == 1
