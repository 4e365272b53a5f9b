"""The rules companion's FAQ rulings and examples that involve Core Set player cards, one test each
(or more where the example has two sides). Each docstring cites the FAQ number and the companion
section. Stand Together's combined defense (FAQ 1.04) and Quick Strike's extra attack (FAQ 1.11) are
tested with their cards in ``test_cards_player``, Eleanor's replacement card there too; Tower Gate
before Strength of Will (FAQ 1.09) and Through the Caverns with Stand and Fight (FAQ 1.16) are in
``test_faq_encounter``."""

from __future__ import annotations

import pytest

from eregion.core.chain import items
from eregion.core.errors import IllegalAction
from eregion.games.lcg import rules as R
from eregion.games.lcg.round import window
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.vocab import modify
from lcg.harness import halted, hero, ids, move, on_top, pass_idle, put, ready_game, run_steps
from lcg.test_cards_player import attach, give, in_hand, win

FOREST_SPIDER, OLD_FOREST_ROAD, DOL_GULDUR_ORCS = "01096", "01099", "01089"


def test_legolas_progress_goes_through_the_active_location():
    """Golden Rule example (2; FAQ 1.00, and FAQ 1.27): Legolas's 2 progress "on the current quest"
    are placed on the active location first, the rule for progress on a quest applying too."""
    s = ready_game(players=2)
    legolas = hero(s, 1, 1)
    road = put(s, OLD_FOREST_ROAD, ENC, "active")  # 3 quest points
    spider = put(s, FOREST_SPIDER, 1, "engaged")
    s.card_mut(spider).wounds = 2  # 4 hit points, 1 defense: Legolas's 3 attack finishes it
    s.card_mut(road).tokens = 2
    run_steps(s, ("player_attacks", 1))
    s.apply(f"attack:{spider}")
    s.apply(f"pick:{legolas}")
    s.apply("done")
    s.apply(f"use:{legolas}")
    q = R.current_quest(s)
    assert s.cards[road].zone in ("ediscard", "victory")  # 1 explores it
    assert s.cards[q].tokens == 1  # the rest goes on the quest


def test_blade_of_gondolin_progress_goes_through_the_active_location():
    """The same reading for Blade of Gondolin's progress on the current quest (2, FAQ 1.00)."""
    s = ready_game(players=2)
    gimli = hero(s, 1, 0)
    blade = attach(s, "01039", gimli)
    road = put(s, OLD_FOREST_ROAD, ENC, "active")
    orcs = put(s, DOL_GULDUR_ORCS, 1, "engaged")
    run_steps(s, ("player_attacks", 1))
    s.apply(f"attack:{orcs}")
    s.apply(f"pick:{gimli}")
    s.apply("done")
    s.apply(f"use:{blade}")
    assert s.cards[road].tokens == 1 and s.cards[R.current_quest(s)].tokens == 0


def test_theodred_responds_once_per_commit():
    """FAQ 1.08 (4.3.1): Théodred's response can be used only once each time he commits."""
    s = ready_game()
    a, t = hero(s, 0, 0), hero(s, 0, 1)
    run_steps(s, ("commit", 0))
    s.apply(f"commit:{a}")
    s.apply(f"commit:{t}")
    s.apply("done")  # Aragorn has no resource: only Théodred may answer
    assert ids(s) == [f"use:{t}", "pass"]
    s.apply(f"use:{t}")
    s.apply(f"pick:{a}")
    assert s.cards[a].tokens == 1
    assert halted(s)  # once for this commit: nothing more to answer


def test_commit_all_at_once_then_respond():
    """14.3.1 Q&A: a player commits all his characters at once, then responds to their committing in
    turn, so Théodred may give his resource to a hero committed after him, and Aragorn may spend it
    to ready."""
    s = ready_game()
    a, t = hero(s, 0, 0), hero(s, 0, 1)
    run_steps(s, ("commit", 0))
    s.apply(f"commit:{t}")
    assert "use:" not in " ".join(ids(s))  # no response before the player is done committing
    s.apply(f"commit:{a}")
    s.apply("done")
    s.apply(f"use:{t}")
    s.apply(f"pick:{a}")  # Aragorn, committed after Théodred
    s.apply(f"use:{a}")
    assert not s.cards[a].exhausted and s.cards[a].tokens == 0 and a in s.committed


def test_protector_of_lorien_three_times_per_phase_while_cards_remain():
    """FAQ 1.10 (4.2.2): Protector of Lórien may be triggered 3 times each phase as long as its
    controller has cards to discard; an empty hand stops it earlier."""
    s = ready_game(deck1="lore")
    h = hero(s, 0, 0)
    pr = attach(s, "01070", h)
    df = R.defense(s, h)
    win(s)
    for _ in range(3):
        s.apply(f"use:{pr}")
        s.apply(f"pick:{s.zones[(0, 'hand')][0]}")
        s.apply("opt:0")
    assert R.defense(s, h) == df + 3
    assert f"use:{pr}" not in ids(s)  # a fourth use is not offered this phase
    s2 = ready_game(deck1="lore")
    pr2 = attach(s2, "01070", hero(s2, 0, 0))
    for u in list(s2.zones[(0, "hand")])[1:]:
        move(s2, u, 0, "discard")
    win(s2)
    s2.apply(f"use:{pr2}")  # the one card is discarded at once
    s2.apply("opt:1")
    assert f"use:{pr2}" not in ids(s2)  # no card left to discard: no second use


def test_limits_belong_to_each_copy():
    """FAQ 1.51 (4.11.3): a limit such as 3 times each phase counts for that copy only; a second
    Protector of Lórien has its own 3 uses."""
    s = ready_game(deck1="lore")
    d, g = hero(s, 0, 0), hero(s, 0, 1)
    p1, p2 = attach(s, "01070", d), attach(s, "01070", g)
    for _ in range(4):
        in_hand(s, "01058")
    win(s)
    for pr in (p1, p1, p1, p2):
        s.apply(f"use:{pr}")
        s.apply(f"pick:{s.zones[(0, 'hand')][0]}")
        s.apply("opt:1")
    assert R.willpower(s, d) == 1 + 3 and R.willpower(s, g) == 3 + 1
    assert f"use:{p1}" not in ids(s) and f"use:{p2}" in ids(s)


def test_sneak_attack_and_beorn_first_player_orders_end_of_phase():
    """FAQ 1.02 (4.11.2): Sneak Attack puts Beorn into play; he uses his +5; at the end of the phase
    the first player picks which effect resolves first, and the other then does nothing."""
    s = ready_game(players=2)
    sneak = in_hand(s, "01023")
    beorn = put(s, "01031", 0, "hand")
    give(s, hero(s, 0, 0), 1)
    run_steps(s, window(s, "w"), ("phase_end",))
    s.apply(f"play:{sneak}")
    s.apply(f"pick:{beorn}")
    assert s.cards[beorn].zone == "allies"
    pass_idle(s, 0)  # player 2 holds cards but none to play: asked all the same, he passes
    s.apply(f"use:{beorn}")
    assert R.attack(s, beorn) == 3 + 5
    pass_idle(s)  # then nothing else to use: the window closes
    assert s.decision.player == s.first and set(ids(s)) == {"opt:0", "opt:1"}
    shuffle = 0 if "0: shuffle" in s.decision.prompt else 1
    s.apply(f"opt:{1 - shuffle}")  # back to the hand first this time: the shuffle then finds him gone
    assert s.cards[beorn].zone == "hand"
    assert halted(pass_idle(s))


def test_steward_of_gondor_exhausts_alone():
    """FAQ 1.12 (6.2.1): exhausting Steward of Gondor leaves its hero ready, and exhausting the hero
    leaves the Steward ready; it adds 2 resources and gives the Gondor trait."""
    s = ready_game()
    g = hero(s, 0, 2)
    st = attach(s, "01026", g)
    assert R.has_trait(s, g, "Gondor")
    win(s)
    s.apply(f"use:{st}")
    assert s.cards[st].exhausted and not s.cards[g].exhausted and s.cards[g].tokens == 2
    s.card_mut(st).exhausted = False
    run_steps(s, ("commit", 0))
    s.apply(f"commit:{g}")
    assert s.cards[g].exhausted and not s.cards[st].exhausted
    win(s)
    assert f"use:{st}" in ids(s)


def test_stand_and_fight_takes_a_sphere_ally_but_not_gandalf():
    """Stand and Fight: an ally of any sphere from any discard pile, X its printed cost; a neutral
    ally (Gandalf) belongs to no sphere (3.4.2) and cannot be chosen (FAQ note on the card)."""
    s = ready_game(players=2, deck1="spirit")
    saf = in_hand(s, "01051")
    gandalf = put(s, "01073", 0, "discard")
    spear = put(s, "01029", 1, "discard")  # a Tactics ally in the other player's discard, cost 2
    give(s, hero(s, 0, 0), 5)
    win(s)
    s.apply(f"play:{saf}")  # the Spearman is the only choice (Gandalf is neutral): taken at once
    assert s.cards[spear].zone == "allies" and s.cards[spear].controller == 0
    assert s.cards[gandalf].zone == "discard" and s.cards[hero(s, 0, 0)].tokens == 3


def test_put_into_play_is_not_playing():
    """FAQ 1.16 (4.11.15): putting a card into play triggers "enters play" but is not playing it:
    Erebor Hammersmith put into play by Sneak Attack does not get his "after you play" response.
    (Through the Caverns with Stand and Fight, the FAQ's own example, is in ``test_faq_encounter``.)"""
    s = ready_game(players=2, deck1="leadership", deck2="lore")
    sneak = in_hand(s, "01023")
    hammer = in_hand(s, "01059")
    give(s, hero(s, 0, 0), 1)
    put(s, "01069", 1, "discard")  # an attachment the Hammersmith could return
    win(s)
    s.apply(f"play:{sneak}")
    s.apply(f"pick:{hammer}")
    assert s.cards[hammer].zone == "allies" and f"use:{hammer}" not in ids(s)


def test_cancelled_when_revealed_still_revealed_for_thalin():
    """FAQ 1.53 (4.11.5): cancelling a When Revealed effect leaves the card revealed: A Test of Will
    stops Dol Guldur Orcs' damage, but Thalin's damage to an enemy as it is revealed still happens."""
    s = ready_game(players=2, deck1="spirit", deck2="tactics")
    thalin = hero(s, 1, 2)
    s.committed = (thalin,)
    tow = in_hand(s, "01050")
    give(s, hero(s, 0, 0), 1)
    orcs = put(s, DOL_GULDUR_ORCS, ENC, "edeck")
    on_top(s, orcs)
    run_steps(s, ("reveal", 0, -1))
    assert s.cards[orcs].wounds == 1  # Thalin first
    s.apply(f"play:{tow}")
    assert s.cards[orcs].zone == "staging" and s.cards[thalin].wounds == 0 and halted(pass_idle(s))


def test_thalin_damage_comes_before_when_revealed():
    """The FAQ note on Thalin: his damage resolves before the revealed enemy's When Revealed effect."""
    s = ready_game(players=2)
    thalin = hero(s, 1, 2)
    s.committed = (thalin,)
    orcs = put(s, DOL_GULDUR_ORCS, ENC, "edeck")
    on_top(s, orcs)
    run_steps(s, ("reveal", 0, -1))  # Thalin is the only committed character: he takes the 2
    kinds = [(e[0], e[2]) for e in items(s.events) if e[0] == "damage"]
    assert kinds == [("damage", orcs), ("damage", thalin)]


def test_attachment_control():
    """FAQ 1.38 (6.1.5): an attachment played on another player's character is controlled by that
    player; one played on an enemy stays under its player's control."""
    s = ready_game(players=2, deck1="tactics", deck2="lore")
    axe = in_hand(s, "01041", 0)
    snare = in_hand(s, "01069", 1)
    give(s, hero(s, 0, 0), 2)
    give(s, hero(s, 1, 0), 3)
    spider = put(s, FOREST_SPIDER, 0, "engaged")
    run_steps(s, ("plan", 0), ("plan", 1))
    s.apply(f"play:{axe}")
    s.apply(f"pick:{hero(s, 1, 1)}")
    pass_idle(s, 1)  # nothing else to play (he is asked all the same, holding cards): player 2 plans
    s.apply(f"play:{snare}")  # the only enemy: attached at once
    assert s.cards[axe].controller == 1 and s.cards[snare].controller == 1
    assert s.cards[snare].host == spider


def test_a_character_is_a_hero_or_an_ally():
    """FAQ 1.13 (3.4.5.1): enemies are not characters: Lore of Imladris cannot heal an enemy and
    Grim Resolve does not touch one."""
    s = ready_game(deck1="lore")
    li = in_hand(s, "01063")
    give(s, hero(s, 0, 0), 2)
    spider = put(s, FOREST_SPIDER, 0, "engaged")
    s.card_mut(spider).wounds = 1
    win(s)
    assert f"play:{li}" not in ids(s)  # the only damaged card is an enemy
    g = hero(s, 0, 1)
    s.card_mut(g).wounds = 1
    win(s)
    s.apply(f"play:{li}")
    assert s.cards[g].wounds == 0 and s.cards[spider].wounds == 1


def test_player_lasting_effects_are_fixed_when_they_resolve():
    """FAQ 1.55 (4.11.7): a lasting effect of a player card is worked out when it resolves: an ally
    that enters play after For Gondor! does not get its +1 attack."""
    s = ready_game()
    in_hand(s, "01022")
    give(s, hero(s, 0, 0), 2)
    win(s)
    s.apply(f"play:{s.zones[(0, 'hand')][0]}")
    guard = put(s, "01013", 0, "allies")
    assert R.attack(s, guard) == 1 and R.attack(s, hero(s, 0, 0)) == 3 + 1


def test_stats_never_below_zero():
    """FAQ 1.43 (4.11.9): Dark Knowledge's -1 on a hero already at 0 willpower leaves it at 0."""
    s = ready_game(deck1="lore")
    d = hero(s, 0, 0)  # Denethor: 1 willpower
    modify(s, d, "willpower", -1, "phase", -1)
    attach(s, "01071", d)
    assert R.willpower(s, d) == 0
    s.mods = ()
    assert R.willpower(s, d) == 0


def test_northern_tracker_explores_a_location_in_the_staging_area():
    """FAQ 1.18 (14.4.1): a location with as many progress tokens as quest points is explored at once,
    active or not: Northern Tracker's progress can clear one from the staging area."""
    s = ready_game(deck1="spirit")
    tracker = put(s, "01045", 0, "allies")
    road = put(s, OLD_FOREST_ROAD, ENC, "staging")
    s.card_mut(road).tokens = 2
    run_steps(s, ("commit", 0))
    s.apply(f"commit:{tracker}")
    s.apply("done")
    s.apply(f"use:{tracker}")
    assert s.cards[road].zone in ("ediscard", "victory")


def test_son_of_arnor_engaging_is_being_engaged():
    """FAQ 1.49 (14.5.3): an enemy a player engages has engaged him: Son of Arnor engaging the Forest
    Spider sets off its forced +1 attack after it engages a player."""
    s = ready_game()
    soa = in_hand(s, "01015")
    give(s, hero(s, 0, 0), 3)
    spider = put(s, FOREST_SPIDER, ENC, "staging")
    run_steps(s, ("plan", 0))
    s.apply(f"play:{soa}")
    s.apply(f"use:{soa}")  # the only enemy: engaged at once
    assert s.cards[spider].zone == "engaged" and R.attack(s, spider) == 2 + 1


def test_an_illegal_action_raises_and_changes_nothing():
    """Core protocol: an unknown or illegal action id raises IllegalAction naming the decision and the
    legal ids, and the state is unchanged."""
    s = ready_game(deck1="spirit")
    win(s)
    before = s.snapshot()
    with pytest.raises(IllegalAction) as err:
        s.apply("play:9999")
    assert "Action window" in str(err.value) and "pass" in str(err.value)
    with pytest.raises(IllegalAction):
        s.apply(f"commit:{hero(s, 0, 0)}")
    assert s.snapshot() == before
