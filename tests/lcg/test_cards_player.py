"""Player card abilities: each test sets up a position, scripts the decisions and checks what the card
did. Docstrings say what the card or the rules companion's ruling requires, in our own words."""

from __future__ import annotations

from eregion.games.lcg import rules as R
from eregion.games.lcg.round import window
from eregion.games.lcg.rules import ENC
from lcg.harness import find, halted, hero, ids, on_top, put, ready_game, run_steps

FOREST_SPIDER, KING_SPIDER, OLD_FOREST_ROAD, GOBLIN, CROWS = "01096", "01074", "01099", "01111", "01115"
DOL_GULDUR_ORCS, CAUGHT_IN_A_WEB = "01089", "01080"


def win(s, tag="test"):
    return run_steps(s, window(s, tag))


def give(s, uid, n):
    s.cards[uid].tokens = n


# --- heroes ----------------------------------------------------------------------------------------


def test_aragorn_pays_one_resource_to_ready_after_committing():
    """Aragorn: after he commits, 1 resource from his own pool readies him."""
    s = ready_game()
    a = hero(s, 0)
    give(s, a, 1)
    run_steps(s, ("commit", 0))
    s.apply(f"commit:{a}")
    assert f"use:{a}" in ids(s)
    s.apply(f"use:{a}")
    assert not s.cards[a].exhausted and s.cards[a].tokens == 0 and a in s.committed
    assert f"commit:{a}" not in ids(s)  # committed once only


def test_theodred_responds_once_per_commit():
    """FAQ 1.08: Théodred's response can be used only once each time he commits."""
    s = ready_game()
    a, t = hero(s, 0, 0), hero(s, 0, 1)
    run_steps(s, ("commit", 0))
    s.apply(f"commit:{a}")  # Aragorn has no resource: no response, the commit step goes on
    s.apply(f"commit:{t}")
    assert f"use:{t}" in ids(s)
    s.apply(f"use:{t}")
    s.apply(f"pick:{a}")  # a committed hero gains the resource
    assert s.cards[a].tokens == 1
    assert f"use:{t}" not in ids(s)  # once for this commit: back to committing


def test_gloin_gains_a_resource_per_damage():
    """Glóin: after he suffers damage, one resource per point of damage."""
    s = ready_game()
    g = hero(s, 0, 2)
    from eregion.games.lcg.steps import deal_damage

    s.stack = [("halt",)]
    deal_damage(s, g, 2)
    from eregion.games.lcg.steps import RULES

    RULES.run(s)
    s.apply(f"use:{g}")
    assert s.cards[g].tokens == 2


def test_gimli_gets_attack_per_damage():
    s = ready_game(players=2)
    gimli = hero(s, 1, 0)
    base = R.attack(s, gimli)
    s.cards[gimli].wounds = 3
    assert R.attack(s, gimli) == base + 3


def test_legolas_progress_goes_on_the_quest_not_the_active_location():
    """Legolas: 2 progress on the current quest after an attack he joins destroys an enemy; the FAQ
    says it goes on the quest card, skipping the active location."""
    s = ready_game(players=2)
    legolas = hero(s, 1, 1)
    road = put(s, OLD_FOREST_ROAD, ENC, "active")
    crows = put(s, FOREST_SPIDER, 1, "engaged")
    s.cards[crows].wounds = 2  # 4 hit points, defense 1: Legolas's 3 attack finishes it
    run_steps(s, ("player_attacks", 1))
    s.apply(f"attack:{crows}")
    s.apply(f"pick:{legolas}")
    s.apply("done")
    assert s.cards[crows].zone in ("ediscard", "victory")
    s.apply(f"use:{legolas}")
    q = R.current_quest(s)
    assert s.cards[q].tokens == 2 and s.cards[road].tokens == 0


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


def test_eleanor_cancels_a_treachery_and_reveals_the_next_card():
    """Eleanor: exhaust to cancel a treachery's When Revealed; it is discarded and replaced by the
    next encounter card, which is revealed normally (FAQ)."""
    s = ready_game(players=1, deck1="spirit")
    el = hero(s, 0, 1)
    orcs = put(s, "01093", ENC, "edeck")  # The Necromancer's Reach
    spider = find(s, FOREST_SPIDER)
    on_top(s, orcs, spider)
    run_steps(s, ("reveal", 0, -1))
    s.apply(f"use:{el}")
    assert s.cards[el].exhausted and s.cards[orcs].zone == "ediscard"
    assert s.cards[spider].zone == "staging"


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
    s.cards[g].wounds = 2
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
    assert len(s.zones[(1, "hand")]) == n1 + 2


# --- allies, attachments and events -------------------------------------------------------------


def test_steward_of_gondor_exhausts_alone_and_gives_gondor():
    """Steward of Gondor: exhausting the attachment leaves its hero ready (FAQ 1.12), adds 2
    resources, and the hero gains the Gondor trait."""
    s = ready_game()
    g = hero(s, 0, 2)
    st = put(s, "01026", 0, "attached")
    s.cards[st].host = g
    assert R.has_trait(s, g, "Gondor")
    win(s)
    s.apply(f"use:{st}")
    assert s.cards[st].exhausted and not s.cards[g].exhausted and s.cards[g].tokens == 2


def test_protector_of_lorien_three_times_per_phase():
    """FAQ 1.10: Protector of Lórien can be used as long as cards are discarded, up to its limit of
    3 times each phase."""
    s = ready_game(deck1="lore")
    h = hero(s, 0, 0)
    pr = put(s, "01070", 0, "attached")
    s.cards[pr].host = h
    df = R.defense(s, h)
    win(s)
    for _ in range(3):
        s.apply(f"use:{pr}")
        s.apply(f"pick:{s.zones[(0, 'hand')][0]}")
        s.apply("opt:0")
    assert R.defense(s, h) == df + 3
    assert f"use:{pr}" not in ids(s)  # a fourth use is not offered this phase


def test_stand_and_fight_takes_a_sphere_ally_but_not_gandalf():
    """Stand and Fight: an ally of any sphere from a discard pile, X its printed cost; neutral allies
    (Gandalf) cannot be chosen (FAQ)."""
    s = ready_game(players=2, deck1="spirit")
    saf = put(s, "01051", 0, "hand")
    gandalf = put(s, "01073", 0, "discard")
    guard = put(s, "01029", 0, "discard")  # a Tactics ally of another deck, cost 2
    give(s, hero(s, 0, 0), 2)
    win(s)
    saf = next(int(a[5:]) for a in ids(s) if a.startswith("play:") and s.cards[int(a[5:])].cid == "01051")
    s.apply(f"play:{saf}")  # the Spearman is the only choice (Gandalf is neutral): taken at once
    assert s.cards[guard].zone == "allies" and s.cards[guard].controller == 0
    assert s.cards[gandalf].zone == "discard" and s.cards[hero(s, 0, 0)].tokens == 0


def test_sneak_attack_beorn_first_player_orders_end_of_phase():
    """FAQ 1.02: Sneak Attack puts Beorn into play; he uses his +5; at the end of the phase the first
    player picks which effect resolves first, and the other then does nothing."""
    s = ready_game(players=2)
    sneak = put(s, "01023", 0, "hand")
    beorn = put(s, "01031", 0, "hand")
    give(s, hero(s, 0, 0), 1)
    run_steps(s, window(s, "w"), ("phase_end",))
    s.apply(f"play:{sneak}")
    s.apply(f"pick:{beorn}")
    assert s.cards[beorn].zone == "allies"
    s.apply(f"use:{beorn}")  # player 2 has nothing to do: his turns pass at once
    assert R.attack(s, beorn) == 3 + 5  # then nothing else to use: the window closes
    assert s.decision.player == s.first and set(ids(s)) == {"opt:0", "opt:1"}
    shuffle = 0 if "0: shuffle" in s.decision.prompt else 1
    s.apply(f"opt:{shuffle}")  # Beorn shuffles into his owner's deck; Sneak Attack finds him gone
    assert s.cards[beorn].zone == "deck"
    assert halted(s)


def test_gondorian_spearman_and_swift_strike_on_defence():
    """Gondorian Spearman damages the attacker after defending; Swift Strike adds 2 more."""
    s = ready_game(players=2)
    sp = put(s, "01029", 1, "allies")
    ss = put(s, "01037", 1, "hand")
    give(s, hero(s, 1, 1), 2)
    spider = put(s, KING_SPIDER, 1, "engaged")
    run_steps(s, ("attack", 1, spider, 0, -1, 0))
    s.apply(f"defend:{sp}")
    assert {f"use:{sp}", f"play:{ss}"} <= set(ids(s))
    s.apply(f"use:{sp}")
    s.apply(f"play:{ss}")
    assert s.cards[spider].zone == "ediscard"  # 1 + 2 damage: its 3 hit points are gone


def test_feint_stops_an_attack():
    s = ready_game(players=2)
    feint = put(s, "01034", 1, "hand")
    give(s, hero(s, 1, 1), 1)
    spider = put(s, FOREST_SPIDER, 1, "engaged")
    s.phase = "combat"
    run_steps(s, window(s, "w"), ("enemy_attacks", 1))
    s.decision.player == 0 and s.apply("pass")
    s.apply(f"play:{feint}")
    assert spider not in s.attacked and halted(s)


def test_gandalf_threat_minus_five_and_leaves_at_round_end():
    s = ready_game()
    g = put(s, "01073", 0, "hand")
    give(s, hero(s, 0, 0), 5)
    t = s.threat[0]
    run_steps(s, ("plan", 0))
    s.apply(f"play:{g}")
    s.apply(f"use:{g}")
    s.apply("opt:2")
    assert s.threat[0] == t - 5
    run_steps(s, ("round_end",))
    assert s.cards[g].zone == "discard"


def test_celebrians_stone_and_dwarven_axe():
    s = ready_game(players=2)
    a, gimli = hero(s, 0, 0), hero(s, 1, 0)
    stone = put(s, "01027", 0, "attached")
    s.cards[stone].host = a
    axe = put(s, "01041", 1, "attached")
    s.cards[axe].host = gimli
    assert R.willpower(s, a) == 2 + 2 and "spirit" in R.spheres(s, a)
    assert R.attack(s, gimli) == 2 + 2


def test_a_test_of_will_cancels_when_revealed():
    s = ready_game("journey-along-the-anduin", deck1="spirit")
    tow = put(s, "01050", 0, "hand")
    give(s, hero(s, 0, 0), 1)
    q = R.current_quest(s)
    s.cards[q].tokens = 5
    despair = put(s, "01086", ENC, "edeck")
    on_top(s, despair)
    run_steps(s, ("reveal", 0, -1))
    s.apply(f"play:{tow}")
    assert s.cards[q].tokens == 5 and s.cards[tow].zone == "discard"
