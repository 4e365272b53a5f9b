"""Encounter card abilities: When Revealed, shadow, forced and travel effects on scripted positions."""

from __future__ import annotations

from eregion.games.lcg import rules as R
from eregion.games.lcg.registry import Ctx
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.vocab.play import Progress
from lcg.harness import empty_hands, find, halted, hero, ids, on_top, put, ready_game, run_steps


def test_ungoliants_spawn_lowers_committed_willpower_for_the_phase():
    """When Revealed: each committed character -1 willpower until the end of the phase."""
    s = ready_game()
    a = hero(s, 0)
    s.committed = (a,)
    wp = R.willpower(s, a)
    spawn = find(s, "01076")
    on_top(s, spawn)
    run_steps(s, ("reveal", 0, -1))
    assert R.willpower(s, a) == wp - 1
    run_steps(s, ("phase", "travel"))
    assert R.willpower(s, a) == wp


def test_hummerhorns_forced_damage_after_engaging():
    s = ready_game()
    hh = put(s, "01075", ENC, "staging")
    run_steps(s, ("opt_engage", 0))
    s.apply(f"engage:{hh}")
    h = hero(s, 0, 1)
    s.apply(f"pick:{h}")
    assert s.cards[h].zone == "discard" or s.cards[h].wounds == 5


def test_despair_shadow_ignores_the_defense():
    """Shadow: the defending character's defense does not count."""
    s = empty_hands(ready_game("journey-along-the-anduin", players=1))
    enemy = put(s, "01084", 0, "engaged")  # Marsh Adder: 4 attack, forced threat +1 on attack
    despair = put(s, "01086", ENC, "shadow")
    s.card_mut(despair).host = enemy
    a = hero(s, 0)
    t = s.threat[0]
    run_steps(s, ("attack", 0, enemy, 0, -1, 0))
    s.apply(f"defend:{a}")
    assert s.cards[a].zone == "discard" or s.cards[a].wounds == R.attack(s, enemy)
    assert s.threat[0] == t + 1  # Marsh Adder's forced effect


def test_forced_travel_effect_before_strength_of_will():
    """FAQ 1.09: a forced effect on travelling resolves before responses to the same travel: The
    Brown Lands' own progress explores it (1 quest point) before Strength of Will could be played,
    so there is nothing left to respond to."""
    s = ready_game("journey-along-the-anduin", deck1="spirit")
    sow = put(s, "01047", 0, "hand")
    s.card_mut(hero(s, 0, 0)).tokens = 1
    lands = put(s, "01087", ENC, "staging")
    run_steps(s, ("travel",))
    s.apply(f"travel:{lands}")
    assert s.cards[lands].zone in ("ediscard", "victory")  # forced first: explored
    assert f"play:{sow}" not in ids(s) and s.cards[sow].zone == "hand"


def test_great_forest_web_travel_needs_a_ready_hero_each():
    """Travel: each player exhausts a hero he controls. A travel cost the players cannot pay forbids
    the travel (4.6): with every hero exhausted the location is not offered, nor with two players
    while one of them has a ready hero and the other none."""
    s = ready_game()
    web = put(s, "01077", ENC, "staging")
    for h in R.heroes(s, 0):
        s.card_mut(h).exhausted = True
    run_steps(s, ("travel",))
    assert halted(s) and R.active_location(s) is None  # the cost cannot be paid: no travel offered
    s.card_mut(hero(s, 0)).exhausted = False
    run_steps(s, ("travel",))
    s.apply(f"travel:{web}")
    assert s.cards[hero(s, 0)].exhausted and R.active_location(s) == web
    s = ready_game(players=2)
    web = put(s, "01077", ENC, "staging")
    for h in R.heroes(s, 1):
        s.card_mut(h).exhausted = True
    run_steps(s, ("travel",))
    assert halted(s) and R.active_location(s) is None


def test_enchanted_stream_stops_drawing():
    s = ready_game()
    put(s, "01095", ENC, "active")
    n = len(s.zones[(0, "hand")])
    run_steps(s, ("collect",))
    assert len(s.zones[(0, "hand")]) == n


# --- helpers ---------------------------------------------------------------------------------------


def no_hands(s) -> None:
    """Put every hand back in its deck, so no event offers itself in the windows of a test."""
    for p in range(s.n):
        for u in list(s.zones[(p, "hand")]):
            s.move(u, p, "deck")


def shadow_on(s, cid: str, enemy: int) -> int:
    u = put(s, cid, ENC, "shadow")
    s.card_mut(u).host = enemy
    return u


def settle(s) -> None:
    """Pass the action and response windows (heroes' and attachments' actions may offer themselves)
    and decline further attackers, up to the next real question."""
    while s.decision is not None and (
        s.decision.prompt.startswith(("Action window", "Respond"))
        or s.decision.prompt.startswith("Declare attackers")
        and "done" in ids(s)
    ):
        s.apply("pass" if "pass" in ids(s) else "done")


def blank_top(s) -> int:
    """A card with no shadow effect (The Brown Lands) on top of the encounter deck."""
    u = find(s, "01087", "edeck")
    on_top(s, u)
    return u


# --- conditions: Caught in a Web, Iron Shackles --------------------------------------------------------


def test_caught_in_a_web_holds_a_hero_of_the_highest_threat_until_paid():
    """When Revealed: the player with the highest threat attaches it to one of his heroes; it stays an
    encounter card he does not control (FAQ 1.06). In the refresh phase (14.7) that hero readies only
    if 2 resources are paid from its own pool."""
    s = ready_game(players=2)
    no_hands(s)
    s.threat = [30, 33]
    web = find(s, "01080")
    on_top(s, web)
    run_steps(s, ("reveal", 0, -1))
    h = hero(s, 1, 0)
    assert s.decision.player == 1 and f"pick:{hero(s, 0, 0)}" not in ids(s)
    assert s.decision.prompt == "Caught in a Web: attach to which of your heroes?"  # names its card
    s.apply(f"pick:{h}")
    assert s.cards[web].zone == "attached" and s.cards[web].host == h
    assert R.has_trait(s, web, "Condition")  # it counts as a Condition (Miner of the Iron Hills)
    s.card_mut(h).exhausted, s.card_mut(h).tokens = True, 1
    run_steps(s, ("refresh",))
    assert s.cards[h].exhausted  # 1 resource cannot pay: no choice offered
    s.card_mut(h).tokens = 3
    run_steps(s, ("refresh",))
    assert s.decision.player == 1
    assert s.decision.prompt.startswith("Caught in a Web: pay 2 resources from ")  # names its card
    assert [s.describe_action(a) for a in s.legal_actions()] == ["pay and ready", "leave it exhausted"]
    s.apply("opt:1")
    assert not s.cards[h].exhausted and s.cards[h].tokens == 1


def test_iron_shackles_takes_the_place_of_the_first_players_next_draw():
    """When Revealed: on top of the first player's deck; the next draw from that deck discards it
    instead. Its shadow effect does the same (for the first player, not the defending one)."""
    s = ready_game("escape-from-dol-guldur", players=2)
    no_hands(s)
    s.first = 1
    shackles = find(s, "01105")
    on_top(s, shackles)
    run_steps(s, ("reveal", 0, -1))
    assert s.cards[shackles].zone == "attached" and s.cards[shackles].controller == 1
    assert s.cards[shackles].host is None
    run_steps(s, ("collect",))
    assert len(s.zones[(0, "hand")]) == 1 and len(s.zones[(1, "hand")]) == 0
    assert s.cards[shackles].zone == "ediscard"
    run_steps(s, ("collect",))
    assert len(s.zones[(1, "hand")]) == 1
    # as a shadow card on an enemy attacking player 0
    no_hands(s)
    enemy = put(s, "01089", 0, "engaged")
    shadow_on(s, "01105", enemy)
    run_steps(s, ("attack", 0, enemy, 0, -1, 0))
    s.apply(f"defend:{hero(s, 0, 0)}")
    assert s.cards[shackles].zone == "attached" and s.cards[shackles].controller == 1


# --- enemies and their shadow effects ---------------------------------------------------------------


def test_wolf_rider_attacks_from_the_shadows_then_returns_on_top_of_the_deck():
    """Shadow: Wolf Rider attacks the defending player with a shadow card of its own (here a blank
    one), one defender allowed; after combat it goes back on top of the encounter deck."""
    s = ready_game("journey-along-the-anduin")
    no_hands(s)
    goblins = put(s, "01111", 0, "engaged")  # Misty Mountain Goblins, attack 2
    wolf = shadow_on(s, "01081", goblins)
    own = blank_top(s)
    a, b = hero(s, 0, 0), hero(s, 0, 1)
    run_steps(s, ("attack", 0, goblins, 0, -1, 0), ("combat_end",))
    s.apply(f"defend:{a}")
    assert s.cards[wolf].zone == "engaged" and s.cards[own].host == wolf
    s.apply(f"defend:{b}")  # the Wolf Rider's attack: 2 attack against Théodred's 1 defense
    assert s.cards[b].wounds == 1 and s.cards[own].zone == "ediscard"
    assert s.zones[(ENC, "edeck")][-1] == wolf and s.cards[wolf].wounds == 0


def test_goblin_sniper_is_engaged_last_and_snipes_from_the_staging_area():
    """It cannot be engaged optionally while another enemy is in the staging area; at the end of the
    combat phase, while it is still there, each player deals 1 damage to a character of his."""
    s = ready_game("journey-along-the-anduin")
    no_hands(s)
    sniper = put(s, "01083", ENC, "staging")
    goblins = put(s, "01111", ENC, "staging")
    run_steps(s, ("opt_engage", 0))
    assert f"engage:{sniper}" not in ids(s) and f"engage:{goblins}" in ids(s)
    s.apply(f"engage:{goblins}")
    run_steps(s, ("opt_engage", 0))
    assert f"engage:{sniper}" in ids(s)
    s.apply("pass")
    h = hero(s, 0, 2)
    run_steps(s, ("combat_end",))
    s.apply(f"pick:{h}")
    assert s.cards[h].wounds == 1


def test_beastmaster_gets_a_second_shadow_card_when_chosen_to_attack():
    """Forced: dealt 1 more shadow card when it attacks, as it is chosen to attack (FAQ note)."""
    s = ready_game()
    no_hands(s)
    beast = put(s, "01091", 0, "engaged")
    run_steps(s, ("deal_shadows",))
    assert len(R.shadows(s, beast)) == 1
    run_steps(s, ("enemy_attacks", 0))  # the only enemy: chosen at once
    assert len(R.shadows(s, beast)) == 2
    assert all(s.cards[u].zone == "shadow" for u in R.shadows(s, beast))  # face down until resolved


def test_massing_at_night_shadow_deals_and_resolves_one_more_card_per_player():
    """Shadow: X more shadow cards, X the number of players; dealt while the shadow cards resolve,
    they are turned up and resolve too (our ruling): here Dol Guldur Orcs' +1 attack."""
    s = ready_game("journey-along-the-anduin")
    no_hands(s)
    goblins = put(s, "01111", 0, "engaged")
    shadow_on(s, "01112", goblins)
    orcs = find(s, "01089", "edeck")
    on_top(s, orcs)
    a = hero(s, 0, 0)  # Aragorn, defense 2
    run_steps(s, ("attack", 0, goblins, 0, -1, 0))
    s.apply(f"defend:{a}")
    assert s.cards[orcs].zone == "shadow_up" and s.cards[orcs].host == goblins
    assert s.cards[a].wounds == 1  # 2 + 1 attack against 2 defense


def test_under_the_shadow_shadow_raises_threat_per_engaged_enemy():
    s = ready_game("escape-from-dol-guldur")
    no_hands(s)
    orcs = put(s, "01089", 0, "engaged")
    put(s, "01103", 0, "engaged")
    shadow_on(s, "01104", orcs)
    t = s.threat[0]
    run_steps(s, ("attack", 0, orcs, 0, -1, 0))
    s.apply(f"defend:{hero(s, 0, 0)}")
    assert s.threat[0] == t + 2


def test_pursued_by_shadow_shadow_returns_an_exhausted_ally_or_raises_threat():
    """Shadow: an exhausted ally of the defending player goes back to his hand; with none, +3 threat."""
    s = ready_game("journey-along-the-anduin")
    no_hands(s)
    goblins = put(s, "01111", 0, "engaged")
    ally = put(s, "01013", 0, "allies")  # Guard of the Citadel
    s.card_mut(ally).exhausted = True
    shadow_on(s, "01117", goblins)
    t = s.threat[0]
    run_steps(s, ("attack", 0, goblins, 0, -1, 0))
    s.apply(f"defend:{hero(s, 0, 0)}")
    assert s.cards[ally].zone == "hand" and s.threat[0] == t
    run_steps(s, ("combat_end",))
    shadow_on(s, "01117", goblins)
    s.attacked = ()
    run_steps(s, ("attack", 0, goblins, 0, -1, 0))
    s.apply(f"defend:{hero(s, 0, 1)}")
    assert s.threat[0] == t + 3


def test_cavern_guardian_undefended_discards_attachments_and_frees_objectives():
    """Shadow, undefended: every attachment the defending player controls is discarded; a claimed
    objective among them returns to the staging area (and is unclaimed again, FAQ 1.17)."""
    s = ready_game("escape-from-dol-guldur")
    no_hands(s)
    orcs = put(s, "01089", 0, "engaged")
    shadow_on(s, "01103", orcs)
    h = hero(s, 0, 0)
    key = put(s, "01110", 0, "attached")
    steward = put(s, "01026", 0, "attached")
    s.card_mut(key).host = s.card_mut(steward).host = h
    run_steps(s, ("attack", 0, orcs, 0, -1, 0))
    s.apply("no")
    settle(s)
    assert s.cards[key].zone == "staging" and s.cards[key].host is None
    assert s.cards[steward].zone == "discard"


def test_dungeon_jailor_shuffles_an_objective_back_after_a_failed_quest():
    """Forced: in the staging area after the players quest unsuccessfully, an unclaimed objective in
    the staging area goes back into the encounter deck; engaged, the Jailor does nothing."""
    s = ready_game("escape-from-dol-guldur")
    no_hands(s)
    jailor = put(s, "01101", ENC, "staging")
    torch = put(s, "01109", ENC, "staging")
    run_steps(s, ("quest_result",))
    assert s.cards[torch].zone == "edeck"
    torch = put(s, "01109", ENC, "staging")
    s.move(jailor, 0, "engaged")
    put(s, "01106", ENC, "staging")  # a location's threat so the quest still fails
    run_steps(s, ("quest_result",))
    assert s.cards[torch].zone == "staging"


def test_wargs_go_back_to_the_staging_area_after_a_blank_shadow_card():
    """Forced: dealt a shadow card with no effect, Wargs return to the staging area after attacking;
    with a shadow effect they stay engaged."""
    s = ready_game("journey-along-the-anduin")
    no_hands(s)
    wargs = put(s, "01085", 0, "engaged")
    shadow_on(s, "01087", wargs)  # The Brown Lands: no shadow effect
    run_steps(s, ("attack", 0, wargs, 0, -1, 0))
    s.apply(f"defend:{hero(s, 0, 0)}")
    assert s.cards[wargs].zone == "staging" and not R.shadows(s, wargs)
    s.move(wargs, 0, "engaged")
    shadow_on(s, "01089", wargs)  # Dol Guldur Orcs: +1 attack
    run_steps(s, ("attack", 0, wargs, 0, -1, 0))
    s.apply(f"defend:{hero(s, 0, 1)}")
    assert s.cards[wargs].zone == "engaged"


def test_eastern_crows_shuffle_back_into_the_encounter_deck_when_defeated():
    s = ready_game("journey-along-the-anduin")
    no_hands(s)
    crows = put(s, "01115", 0, "engaged")
    run_steps(s, ("attackers", 0, crows, (), 0))
    s.apply(f"pick:{hero(s, 0, 0)}")
    settle(s)
    assert s.cards[crows].zone == "edeck"


def test_nazgul_takes_no_attachments_and_discards_a_character_after_each_shadow_effect():
    """No attachments can be played on it (FAQ errata); forced: after a shadow effect dealt to it
    resolves, the engaged player discards a character he controls."""
    s = ready_game("escape-from-dol-guldur", deck1="lore")
    no_hands(s)
    nazgul = put(s, "01102", 0, "engaged")
    orcs = put(s, "01089", 0, "engaged")
    snare = put(s, "01069", 0, "hand")  # Forest Snare: attach to an enemy engaged with you
    assert nazgul not in R.attach_targets(s, 0, snare) and orcs in R.attach_targets(s, 0, snare)
    shadow_on(s, "01104", nazgul)  # Under the Shadow: +2 threat for 2 engaged enemies
    a, b = hero(s, 0, 0), hero(s, 0, 1)
    t = s.threat[0]
    run_steps(s, ("attack", 0, nazgul, 0, -1, 0))
    s.apply(f"defend:{a}")
    settle(s)
    assert (
        s.threat[0] == t + 2
        and s.decision.prompt == "Nazgûl of Dol Guldur: discard which of your characters?"
    )
    s.apply(f"pick:{b}")
    assert s.cards[b].zone == "discard"


# --- locations -----------------------------------------------------------------------------------------


def test_a_face_down_orc_guard_has_no_passive_effect_where_it_lies():
    """An Orc Guard is a player card face down with no text (ruling 18 of docs/lcg-rules.md): it has no
    passive effect, in the staging area as when engaged (Celebrian's Stone's willpower bonus here; it
    was counted as a source in the staging area)."""
    s = ready_game("escape-from-dol-guldur", players=1)
    for zone_owner, zone in ((ENC, "staging"), (0, "engaged")):
        u = put(s, "01027", zone_owner, zone)
        assert R.is_orc_guard(s, u)
        assert u not in R.passive_sources(s, "willpower")
        s.move(u, 0, "deck")


def test_tower_gate_engages_an_orc_guard_from_each_players_deck():
    """Forced after travelling: the top card of each deck engages its player face down as an Orc
    Guard, an enemy of 1 attack, 1 defense, 1 hit point; defeated, it is that player card again, in
    its owner's discard pile (our ruling). Views never name the face-down card."""
    s = ready_game("escape-from-dol-guldur", players=2)
    no_hands(s)
    gate = put(s, "01107", ENC, "staging")
    tops = [s.zones[(p, "deck")][-1] for p in range(2)]
    run_steps(s, ("travel",))
    s.apply(f"travel:{gate}")
    for p, u in enumerate(tops):
        assert s.cards[u].zone == "engaged" and s.cards[u].controller == p
        assert (R.attack(s, u), R.defense(s, u), R.hit_points(s, u)) == (1, 1, 1)
        assert R.name(s, u) == "Orc Guard"
    seen = s.view(1)["players"][0]["engaged"][0]
    assert seen["id"] == "orc-guard" and seen["name"] == "Orc Guard"
    run_steps(s, ("attackers", 0, tops[0], (), 0))
    s.apply(f"pick:{hero(s, 0, 0)}")
    settle(s)
    assert s.cards[tops[0]].zone == "discard" and s.cards[tops[0]].controller == 0


def test_the_east_bight_must_be_travelled_to():
    s = ready_game("journey-along-the-anduin")
    bight = put(s, "01088", ENC, "staging")
    other = put(s, "01087", ENC, "staging")
    run_steps(s, ("travel",))  # the only choice left is taken at once
    assert R.active_location(s) == bight and other in R.staging(s)


def test_gladden_fields_raises_threat_once_more_in_the_refresh_phase():
    s = ready_game("journey-along-the-anduin")
    t = s.threat[0]
    run_steps(s, ("refresh",))
    assert s.threat[0] == t + 1
    put(s, "01114", ENC, "active")
    run_steps(s, ("refresh",))
    assert s.threat[0] == t + 3


def test_banks_of_the_anduin_return_on_top_of_the_encounter_deck():
    """Forced: leaving play (here explored), it goes on top of the encounter deck, not the discard
    pile."""
    s = ready_game("journey-along-the-anduin")
    banks = put(s, "01113", ENC, "active")
    run_steps(s, ("res", Ctx(0, -1), (Progress("active", 3),), 0))
    assert s.zones[(ENC, "edeck")][-1] == banks


def test_mountains_of_mirkwood_lets_each_player_search_five_cards_once_explored():
    """Once explored, each player may take 1 of the top 5 cards of his deck into his hand; his deck
    is then shuffled (run as forced with a yes/no, like the other location responses)."""
    s = ready_game()
    no_hands(s)
    mountains = put(s, "01078", ENC, "active")
    five = s.zones[(0, "deck")][-5:]
    run_steps(s, ("res", Ctx(0, -1), (Progress("active", 3),), 0))
    assert s.cards[mountains].zone == "ediscard"
    s.apply("opt:1")
    assert sorted(int(i.split(":")[1]) for i in ids(s)) == sorted(five)
    s.apply(f"pick:{five[0]}")
    assert s.cards[five[0]].zone == "hand"
    # the log names no card that went into a hand (the other players see the log)
    line = [e.text for e in s.log()][-1]
    assert line == "Player 1 takes a card from the top of his deck into his hand", line


def test_eastern_crows_killed_by_thalin_as_the_last_card_ends_its_surge():
    """Thalin's forced damage defeats Eastern Crows as it is revealed (before Surge, FAQ) and the
    Crows shuffle back into an otherwise empty encounter deck: its Surge does not reveal the same
    card again (our ruling), else the game would loop forever."""
    s = ready_game("journey-along-the-anduin", deck1="tactics")
    no_hands(s)
    thalin = find(s, "01006", "heroes")
    s.committed = (thalin,)
    crows = find(s, "01115", "edeck")
    for u in list(s.zones[(ENC, "edeck")]) + list(s.zones[(ENC, "ediscard")]):
        if u != crows:
            s.move(u, ENC, "removed")
    run_steps(s, ("reveal", 0, -1))
    assert s.zones[(ENC, "edeck")] == [crows] and not R.staging(s)


def test_driven_by_shadow_discards_an_attachment_of_a_sentinel_defender_of_another_player():
    """Shadow: discard 1 attachment from the defending character, whoever controls it: here Aragorn,
    a Sentinel of the second player defending for the first (4.10.11); the defending player's own
    attachments elsewhere stay."""
    s = ready_game(players=2, deck1="tactics", deck2="leadership")
    no_hands(s)
    spider = put(s, "01096", 0, "engaged")  # Forest Spider
    shadow_on(s, "01092", spider)
    aragorn = find(s, "01001", "heroes")
    steward = put(s, "01026", 1, "attached")  # Steward of Gondor on Aragorn
    s.card_mut(steward).host = aragorn
    own = put(s, "01026", 0, "attached")  # another on the first player's own hero
    s.card_mut(own).host = hero(s, 0)
    run_steps(s, ("attack", 0, spider, 0, -1, 0))
    s.apply("no")
    s.apply(f"defend:{aragorn}")
    settle(s)
    assert s.cards[steward].zone == "discard" and s.cards[own].zone == "attached"
