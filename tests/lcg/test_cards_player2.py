"""Player card abilities, the Spirit and Lore spheres and Gandalf: each test sets up a position,
scripts the decisions and checks what the card did. Docstrings say what the card requires, in our own
words; sections are the rules companion's."""

from __future__ import annotations

from eregion.core.chain import items
from eregion.games.lcg import rules as R
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.steps import destroy
from lcg.harness import find, halted, hero, ids, on_top, put, ready_game, run_steps
from lcg.test_cards_player import attach, give, in_hand, play, settle, win

FOREST_SPIDER, KING_SPIDER, OLD_FOREST_ROAD, FOREST_GATE = "01096", "01074", "01099", "01100"
ENCHANTED_STREAM = "01095"
DOL_GULDUR_ORCS, EVIL_STORM = "01089", "01116"


# --- Spirit ----------------------------------------------------------------------------------------


def test_wandering_took_lowers_your_threat_and_changes_control():
    """Wandering Took: -3 threat to give him to another player, whose threat rises by 3; once a
    round."""
    s = ready_game(players=2, deck1="spirit")
    took = put(s, "01043", 0, "allies")
    t0, t1 = s.threat
    win(s)
    s.apply(f"use:{took}")  # one other player: chosen at once
    assert s.cards[took].controller == 1 and s.threat == [t0 - 3, t1 + 3]
    assert s.decision.player == 1 and f"use:{took}" not in ids(s)  # limit once per round


def test_lorien_guide_places_progress_on_the_active_location_after_committing():
    s = ready_game(deck1="spirit")
    guide = put(s, "01044", 0, "allies")
    road = put(s, OLD_FOREST_ROAD, ENC, "active")
    run_steps(s, ("commit", 0))
    s.apply(f"commit:{guide}")
    s.apply("done")
    s.apply(f"use:{guide}")
    assert s.cards[road].tokens == 1


def test_northern_tracker_places_progress_on_each_location_in_staging():
    s = ready_game(deck1="spirit")
    tracker = put(s, "01045", 0, "allies")
    road, gate = put(s, OLD_FOREST_ROAD, ENC, "staging"), put(s, FOREST_GATE, ENC, "staging")
    active = put(s, OLD_FOREST_ROAD, ENC, "active")
    run_steps(s, ("commit", 0))
    s.apply(f"commit:{tracker}")
    s.apply("done")
    s.apply(f"use:{tracker}")
    assert (s.cards[road].tokens, s.cards[gate].tokens, s.cards[active].tokens) == (1, 1, 0)


def test_galadhrims_greeting_one_player_minus_six_or_each_minus_two():
    s = ready_game(players=2, deck1="spirit")
    in_hand(s, "01046")
    gg = in_hand(s, "01046")
    give(s, hero(s, 0, 0), 6)
    t0, t1 = s.threat
    win(s)
    play(s, "01046")
    s.apply("opt:0")
    s.apply("opt:1")
    assert s.threat == [t0, t1 - 6]
    assert s.cards[gg].zone == "discard"
    s.apply("pass")  # player 2 could use Éowyn in the window
    play(s, "01046")
    s.apply("opt:1")
    assert s.threat == [t0 - 2, t1 - 8]


def test_strength_of_will_places_two_progress_after_travel():
    s = ready_game(deck1="spirit")
    sow = in_hand(s, "01047")
    gate = put(s, ENCHANTED_STREAM, ENC, "staging")
    run_steps(s, ("travel",))
    s.apply(f"travel:{gate}")
    s.apply(f"play:{sow}")  # cost 0 with a Spirit hero
    s.apply(f"pick:{hero(s, 0, 0)}")
    assert s.cards[gate].zone == "ediscard"  # 2 progress on its 2 quest points: explored
    assert s.cards[hero(s, 0, 0)].exhausted


def test_hasty_stroke_cancels_a_shadow_effect():
    """Hasty Stroke: the shadow effect just turned face up does not happen (Dol Guldur Orcs' shadow
    would give the attacker +1 attack)."""
    s = ready_game(deck1="spirit")
    hs = in_hand(s, "01048")
    give(s, hero(s, 0, 0), 1)
    eleanor = hero(s, 0, 1)  # 2 defense against the spider's 2 attack
    spider = put(s, FOREST_SPIDER, 0, "engaged")
    shadow = put(s, DOL_GULDUR_ORCS, ENC, "shadow")
    s.card_mut(shadow).host = spider
    run_steps(s, ("attack", 0, spider, 0, -1, 0))
    s.apply(f"defend:{eleanor}")
    s.apply("pass")  # the window after declaring defenders
    s.apply(f"play:{hs}")
    assert s.cards[eleanor].wounds == 0 and s.cards[hs].zone == "discard"


def test_will_of_the_west_shuffles_a_discard_pile_back_and_leaves_the_game():
    s = ready_game(players=2, deck1="spirit")
    wotw = in_hand(s, "01049")
    give(s, hero(s, 0, 0), 1)
    pile = [put(s, "01029", 1, "discard"), put(s, "01032", 1, "discard")]
    win(s)
    play(s, "01049")
    s.apply("opt:1")
    assert all(s.cards[u].zone == "deck" for u in pile) and not s.zones[(1, "discard")]
    assert s.cards[wotw].zone == "removed"


def test_a_test_of_will_cancels_when_revealed():
    s = ready_game("journey-along-the-anduin", deck1="spirit")
    tow = in_hand(s, "01050")
    give(s, hero(s, 0, 0), 1)
    q = R.current_quest(s)
    s.card_mut(q).tokens = 5
    despair = put(s, "01086", ENC, "edeck")
    on_top(s, despair)
    run_steps(s, ("reveal", 0, -1))
    s.apply(f"play:{tow}")
    assert s.cards[q].tokens == 5 and s.cards[tow].zone == "discard"


def test_a_light_in_the_dark_returns_an_engaged_enemy_to_staging():
    s = ready_game(deck1="spirit")
    light = in_hand(s, "01052")
    give(s, hero(s, 0, 0), 2)
    spider = put(s, FOREST_SPIDER, 0, "engaged")
    win(s)
    s.apply(f"play:{light}")
    assert s.cards[spider].zone == "staging"


def test_dwarven_tomb_returns_a_spirit_card_to_hand():
    s = ready_game(deck1="spirit")
    tomb = in_hand(s, "01053")
    give(s, hero(s, 0, 0), 1)
    guide = put(s, "01044", 0, "discard")
    win(s)
    s.apply(f"play:{tomb}")
    assert s.cards[guide].zone == "hand"


def test_dwarven_tomb_never_returns_a_dead_hero():
    """A dead Spirit hero lies in its owner's discard pile, but a hero card never goes to a hand:
    effects that take cards from a discard pile to the hand ignore heroes (14.6.3). With only a dead
    Éowyn there, Dwarven Tomb cannot be played; with an ally beside her, only the ally is offered."""
    s = ready_game(deck1="spirit")
    tomb = in_hand(s, "01053")
    eowyn = find(s, "01007", "heroes")
    give(s, hero(s, 0, 1), 1)
    destroy(s, eowyn)
    settle(s)
    assert s.cards[eowyn].zone == "discard" and not s.out[0]
    win(s)
    assert halted(s)  # nothing to play
    took = put(s, "01043", 0, "discard")  # Wandering Took
    win(s)
    s.apply(f"play:{tomb}")
    assert s.cards[took].zone == "hand" and s.cards[eowyn].zone == "discard"


def test_fortune_or_fate_puts_a_dead_hero_back_into_play_for_its_owner():
    s = ready_game(players=2, deck1="spirit")
    fof = in_hand(s, "01054")
    give(s, hero(s, 0, 0), 5)
    gimli = hero(s, 1, 0)
    s.stack = [("halt",)]
    destroy(s, gimli)
    settle(s)
    win(s)
    s.apply(f"play:{fof}")
    assert s.cards[gimli].zone == "heroes" and s.cards[gimli].controller == 1


def test_favor_of_the_lady_power_in_the_earth():
    s = ready_game(deck1="spirit")
    e = hero(s, 0, 0)
    wp = R.willpower(s, e)
    attach(s, "01055", e)
    assert R.willpower(s, e) == wp + 1
    road = put(s, OLD_FOREST_ROAD, ENC, "staging")
    th = R.staging_threat(s)
    pie = put(s, "01056", 0, "attached")
    s.card_mut(pie).host = road
    assert R.threat(s, road) == 0 and R.staging_threat(s) == th - 1


def test_unexpected_courage_readies_its_hero():
    s = ready_game(deck1="spirit")
    e = hero(s, 0, 0)
    uc = attach(s, "01057", e)
    s.card_mut(e).exhausted = True
    win(s)
    s.apply(f"use:{uc}")
    assert not s.cards[e].exhausted and s.cards[uc].exhausted


# --- Lore ------------------------------------------------------------------------------------------


def test_daughter_of_the_nimrodel_heals_two_on_a_hero():
    s = ready_game(deck1="lore")
    dn = put(s, "01058", 0, "allies")
    d = hero(s, 0, 0)
    s.card_mut(d).wounds = 3
    win(s)
    s.apply(f"use:{dn}")
    assert s.cards[d].wounds == 1 and s.cards[dn].exhausted


def test_erebor_hammersmith_returns_the_topmost_attachment_when_played():
    """Erebor Hammersmith: after you play him (not put into play), the topmost attachment of a
    discard pile returns to its owner's hand."""
    s = ready_game(deck1="lore")
    hs = in_hand(s, "01059")
    give(s, hero(s, 0, 0), 2)
    under, top = put(s, "01069", 0, "discard"), put(s, "01070", 0, "discard")
    run_steps(s, ("plan", 0))
    s.apply(f"play:{hs}")
    s.apply(f"use:{hs}")
    assert s.cards[top].zone == "hand" and s.cards[under].zone == "discard"


def test_henamarth_riversong_looks_at_the_top_encounter_card():
    s = ready_game(deck1="lore")
    hr = put(s, "01060", 0, "allies")
    top = s.zones[(ENC, "edeck")][-1]
    win(s)
    s.apply(f"use:{hr}")
    assert s.cards[hr].exhausted and ("look_top", 0, top) in [e[:-1] for e in items(s.events)]


def test_miner_of_the_iron_hills_discards_a_condition():
    s = ready_game(players=2, deck1="lore")
    miner = in_hand(s, "01061")
    give(s, hero(s, 0, 0), 2)
    dk = attach(s, "01071", hero(s, 0, 1))  # Dark Knowledge: a Condition
    axe = attach(s, "01041", hero(s, 1, 0))  # not a Condition
    run_steps(s, ("plan", 0))
    s.apply(f"play:{miner}")
    s.apply(f"use:{miner}")  # the only Condition: discarded at once
    assert s.cards[dk].zone == "discard" and s.cards[axe].zone == "attached"


def test_gleowine_draws_a_card_for_a_player():
    s = ready_game(players=2, deck1="lore")
    g = put(s, "01062", 0, "allies")
    n = len(s.zones[(1, "hand")])
    win(s)
    s.apply(f"use:{g}")
    s.apply("opt:1")
    assert len(s.zones[(1, "hand")]) == n + 1


def test_lore_of_imladris_heals_all_damage():
    s = ready_game(deck1="lore")
    li = in_hand(s, "01063")
    give(s, hero(s, 0, 0), 2)
    g = hero(s, 0, 1)
    s.card_mut(g).wounds = 4
    win(s)
    play(s, "01063")
    assert s.cards[g].wounds == 0 and s.cards[li].zone == "discard"


def test_loriens_wealth_draws_three():
    s = ready_game(deck1="lore")
    in_hand(s, "01064")
    give(s, hero(s, 0, 0), 3)
    n = len(s.zones[(0, "hand")])
    win(s)
    play(s, "01064")
    assert len(s.zones[(0, "hand")]) == n - 1 + 3


def test_radagasts_cunning_and_secret_paths_in_the_quest_phase_only():
    s = ready_game(deck1="lore")
    rc = in_hand(s, "01065")
    sp = in_hand(s, "01066")
    give(s, hero(s, 0, 0), 2)
    spider = put(s, FOREST_SPIDER, ENC, "staging")
    road = put(s, OLD_FOREST_ROAD, ENC, "staging")
    s.phase = "planning"
    win(s)
    assert f"play:{rc}" not in ids(s) and f"play:{sp}" not in ids(s)
    s.apply("pass")
    s.phase = "quest"
    win(s)
    s.apply(f"play:{rc}")
    assert R.staging_threat(s) == 1
    s.apply(f"play:{sp}")
    assert R.staging_threat(s) == 0
    run_steps(s, ("phase", "travel"))
    assert R.staging_threat(s) == R.threat(s, spider) + R.threat(s, road)


def test_gandalfs_search_takes_one_of_the_top_x_and_orders_the_rest():
    """Gandalf's Search: X paid with Lore resources; of the top X cards of a player's deck one goes
    to its owner's hand and the player puts the others back on top in the order he picks."""
    s = ready_game(players=2, deck1="lore")
    gs = in_hand(s, "01067")
    give(s, hero(s, 0, 0), 2)
    give(s, hero(s, 0, 1), 1)
    deck = s.zones[(1, "deck")]
    a, b, c, below = deck[-1], deck[-2], deck[-3], deck[-4]
    hand = len(s.zones[(1, "hand")])
    win(s)
    s.apply(f"play:{gs}")
    s.apply("opt:1")  # player 2's deck
    assert set(ids(s)) == {"opt:1", "opt:2", "opt:3"}  # X up to the 3 Lore resources
    s.apply("opt:3")
    assert sum(s.cards[h].tokens for h in R.heroes(s, 0)) == 0
    assert set(ids(s)) == {f"pick:{a}", f"pick:{b}", f"pick:{c}"}
    assert s.decision.prompt == "Gandalf's Search: add which card to its owner's hand?"  # issue 15 item 2
    s.apply(f"pick:{b}")
    assert s.cards[b].zone == "hand" and len(s.zones[(1, "hand")]) == hand + 1
    s.apply(f"pick:{a}")  # returned first: it goes under c
    assert s.zones[(1, "deck")][-3:] == [below, a, c]
    assert s.cards[gs].zone == "discard"


def test_beorns_hospitality_heals_each_hero_of_a_player():
    s = ready_game(players=2, deck1="lore")
    in_hand(s, "01068")
    give(s, hero(s, 0, 0), 5)
    for h in R.heroes(s, 1):
        s.card_mut(h).wounds = 2
    s.card_mut(hero(s, 0, 0)).wounds = 1
    win(s)
    play(s, "01068")
    s.apply("opt:1")
    assert all(s.cards[h].wounds == 0 for h in R.heroes(s, 1)) and s.cards[hero(s, 0, 0)].wounds == 1


def test_forest_snare_stops_its_enemy_attacking():
    s = ready_game(deck1="lore")
    spider = put(s, FOREST_SPIDER, 0, "engaged")
    snare = put(s, "01069", 0, "attached")
    s.card_mut(snare).host = spider
    run_steps(s, ("enemy_attacks", 0))
    assert halted(s) and spider not in s.attacked


def test_dark_knowledge_looks_at_a_shadow_card_dealt_to_your_enemy():
    """Dark Knowledge: -1 willpower to its hero; exhaust it to look at a shadow card just dealt to
    an enemy engaged with you (not another player's)."""
    s = ready_game(players=2, deck1="lore")
    d = hero(s, 0, 0)
    wp = R.willpower(s, d)
    dk = attach(s, "01071", d)
    assert R.willpower(s, d) == wp - 1
    mine = put(s, FOREST_SPIDER, 0, "engaged")
    put(s, KING_SPIDER, 1, "engaged")
    run_steps(s, ("deal_shadows",))
    shadow = R.shadows(s, mine)[0]
    assert s.decision.player == 0 and f"use:{dk}" in ids(s)
    s.apply(f"use:{dk}")
    assert s.cards[dk].exhausted and ("look_shadow", 0, shadow, mine) in [e[:-1] for e in items(s.events)]
    assert halted(s)  # the King Spider's card: Dark Knowledge does not answer it


def test_self_preservation_heals_two():
    s = ready_game(deck1="lore")
    g = hero(s, 0, 1)
    sp = attach(s, "01072", g)
    s.card_mut(g).wounds = 3
    win(s)
    s.apply(f"use:{sp}")
    assert s.cards[g].wounds == 1 and s.cards[sp].exhausted


# --- neutral ----------------------------------------------------------------------------------------


def test_gandalf_threat_minus_five_and_leaves_at_round_end():
    s = ready_game()
    g = in_hand(s, "01073")
    give(s, hero(s, 0, 0), 5)
    t = s.threat[0]
    run_steps(s, ("plan", 0))
    s.apply(f"play:{g}")
    s.apply(f"use:{g}")
    s.apply("opt:2")
    assert s.threat[0] == t - 5
    run_steps(s, ("round_end",))
    assert s.cards[g].zone == "discard"


def test_gandalf_draws_three_or_deals_four_damage():
    s = ready_game()
    g = in_hand(s, "01073")
    give(s, hero(s, 0, 0), 5)
    spider = put(s, FOREST_SPIDER, ENC, "staging")
    n = len(s.zones[(0, "hand")])
    run_steps(s, ("plan", 0))
    s.apply(f"play:{g}")
    s.apply(f"use:{g}")
    s.apply("opt:1")
    assert not R.in_play(s, spider)  # 4 damage: its 4 hit points
    assert len(s.zones[(0, "hand")]) == n - 1
    s2 = ready_game()
    g2 = in_hand(s2, "01073")
    give(s2, hero(s2, 0, 0), 5)
    n2 = len(s2.zones[(0, "hand")])
    run_steps(s2, ("plan", 0))
    s2.apply(f"play:{g2}")
    s2.apply(f"use:{g2}")
    s2.apply("opt:0")
    assert len(s2.zones[(0, "hand")]) == n2 - 1 + 3 and find(s2, "01073", "allies") == g2
