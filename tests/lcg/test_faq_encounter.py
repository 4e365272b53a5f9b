"""The FAQ's examples about encounter and quest cards (rules companion ``shared/seeds/001_*``, the FAQ
numbers cited in each test), played on scripted positions."""

from __future__ import annotations

from eregion.games.lcg import rules as R
from eregion.games.lcg.round import window
from eregion.games.lcg.rules import ENC
from lcg.harness import find, hero, ids, on_top, put, ready_game, run_steps
from lcg.test_cards_encounter import no_hands, settle
from lcg.test_quests import to_stage


def test_faq_1_03_caught_in_a_web_with_tied_threat_goes_where_the_first_player_says():
    """FAQ 1.03 (4.11.4): two players tied for the highest threat when Caught in a Web is revealed:
    the first player chooses which of them attaches it to a hero."""
    s = ready_game(players=2)
    no_hands(s)
    s.threat = [32, 32]
    web = find(s, "01080")
    on_top(s, web)
    run_steps(s, ("reveal", 0, -1))
    assert s.decision.player == s.first == 0 and set(ids(s)) == {"opt:0", "opt:1"}
    s.apply("opt:1")
    h = hero(s, 1, 1)
    assert s.decision.player == 1
    s.apply(f"pick:{h}")
    assert s.cards[web].host == h


def test_faq_1_09_tower_gate_forced_effect_before_strength_of_will():
    """FAQ 1.09 (4.4.1): after travelling to Tower Gate its forced effect (Orc Guards) resolves
    first; only then may a player respond with Strength of Will, which still can explore it."""
    s = ready_game("escape-from-dol-guldur", deck1="spirit")
    no_hands(s)
    sow = put(s, "01047", 0, "hand")
    gate = put(s, "01107", ENC, "staging")
    top = s.zones[(0, "deck")][-1]
    run_steps(s, ("travel",))
    s.apply(f"travel:{gate}")
    assert s.decision.prompt == "The players travel to Tower Gate: respond?" and f"play:{sow}" in ids(s)
    assert s.cards[top].zone == "engaged" and R.is_orc_guard(s, top)  # the forced effect came first
    s.apply(f"play:{sow}")
    while s.cards[gate].zone == "active":
        s.apply(ids(s)[0])
    assert s.cards[gate].zone == "ediscard" and s.cards[top].zone == "engaged"


def test_faq_1_16_through_the_caverns_allows_an_ally_put_into_play():
    """FAQ 1.16 (4.11.15): Through the Caverns limits the allies the group plays to one a round, but
    Stand and Fight puts one into play even after an ally was played."""
    s = ready_game("escape-from-dol-guldur", deck1="spirit")
    no_hands(s)
    to_stage(s, "01124")
    for h in R.heroes(s, 0):
        s.card_mut(h).tokens = 2
    ally = put(s, "01043", 0, "hand")  # Wandering Took (spirit, 2)
    fallen = put(s, "01044", 0, "discard")  # Lórien Guide (spirit, 3)
    saf = put(s, "01051", 0, "hand")  # Stand and Fight
    s.limits.add("round", ("ally_played",))
    assert not R.can_play(s, 0, ally)
    run_steps(s, window(s, "test"))
    s.apply(f"play:{saf}")
    while s.cards[fallen].zone == "discard":
        s.apply(f"pick:{fallen}" if f"pick:{fallen}" in ids(s) else ids(s)[0])
    settle(s)
    assert s.cards[fallen].zone == "allies"


def test_faq_1_22_dont_leave_the_path_puts_a_king_spider_into_play_unrevealed():
    """FAQ 1.22 (4.5.1): Don't Leave the Path!'s search adds the King Spider to the staging area
    without revealing it, so its When Revealed (each player exhausts a character) does not happen."""
    s = ready_game()
    no_hands(s)
    for cid in ("01096", "01076"):  # leave the King Spiders as the only Spiders
        for c in s.cards:
            if c.cid == cid and c.zone in ("edeck", "ediscard"):
                s.move(c.uid, ENC, "removed")
    q = to_stage(s, "01121")
    run_steps(s, ("stage_revealed", q))
    king = [u for u in R.staging(s) if R.d(s, u).id == "01074"]
    assert len(king) == 1 and not any(s.cards[u].exhausted for u in R.characters(s, 0))
