"""Sauron's cards as they act (issue 13): every encoded Shadow card's effect (p. 17: "resolved
immediately after Sauron plays the Shadow card"), every encoded Event's text (p. 14: resolved, or used by
a hero exploring the Current Event's location) and every Plot's text beyond its numbers (p. 13), each in a
position set up for it; the Shadow card windows (p. 17: timing, Shadow Pool, one per player turn) and
what they let the heroes learn (nothing of Sauron's hand); the display text made from the encodings."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from eregion.games.meq import GAME
from eregion.games.meq.board import Token
from eregion.games.meq.engine import RULES, SAURON
from eregion.games.meq.plots import ActivePlot
from eregion.games.meq.sauroncards.cardtext import SauronText
from eregion.games.meq.sauroncards.event_cards import EVENTS, NOT_ENCODED
from eregion.games.meq.sauroncards.play import end_hero_turn
from eregion.games.meq.sauroncards.plot_cards import PLOTS
from eregion.games.meq.sauroncards.registry import TEXTS, text_of
from eregion.games.meq.sauroncards.shadow_cards import SHADOW
from eregion.games.meq.sauroncards.text import card_text, elements
from eregion.games.meq.sauroncards.vocab import Ctx, run
from eregion.games.meq.state import Fight, MeqState
from eregion.games.meq.steps import C
from eregion.games.meq.story import Story


def ready(heroes: int = 2, seed: int = 0) -> MeqState:
    """Sauron's first Action step is asking; nobody holds a Shadow card (so no window opens unasked)."""
    s = GAME.new_game(seed, {"heroes": heroes})
    assert isinstance(s, MeqState)
    for _ in range(200):
        if s.stack and s.stack[-1][0] == "actions":
            break
        d = s.decision
        assert d is not None
        s.apply(d.options[0])
    s.decks = {**s.decks, "shadow_hand": ()}
    return s


def passive_corruption(s: MeqState) -> None:
    """The Corruption deck holds only cards that do nothing when received (Weak), so a test of Sauron's
    card sees only that card's own decisions (Careless and Wretched act at once: herocards, R254)."""
    s.decks = {**s.decks, "corruption": ("weak",) * len(s.decks["corruption"])}


def resolve(
    s: MeqState, card: str, *answers: str, part: str = "now", seat: int = 0, loc: str | None = None
) -> None:
    """Run the card's ``part`` in context, answering the decisions it poses with ``answers``; then its
    text is done (the step below it asks again)."""
    base = len(s.stack)
    run(s, Ctx(card, seat, loc), getattr(text_of(card), part))
    RULES.run(s)
    for a in answers:
        assert len(s.stack) > base, f"no decision left for {a!r}"
        s.apply(a)
    assert len(s.stack) == base, s.stack[base:]


def hero(s: MeqState, seat: int, **changes: object) -> None:
    s.set_pool(seat, replace(s.pool(seat), **changes))


def hand(s: MeqState, seat: int, n: int) -> tuple[str, ...]:
    """The hero's hand set to ``n`` cards taken from his life pool."""
    p = s.pool(seat)
    cards = tuple(sorted(p.life[:n]))
    hero(s, seat, hand=cards, life=p.life[n:])
    return cards


def cursed(s: MeqState, seat: int, n: int) -> None:
    hero(s, seat, corruption=tuple(k.id for k in C.corruption[:n]))


def at(s: MeqState, seat: int) -> str:
    return s.board.heroes[s.heroes[seat - 1]]


# --- the encodings and their text --------------------------------------------------------------------


def test_every_known_card_is_encoded_or_listed() -> None:
    """C15: the 21 known Shadow titles all encoded, the two unknown ones not invented; 42 Events, each
    encoded or listed with its reason; every Plot has its text (empty where it prints none)."""
    assert set(SHADOW) == {k.id for k in C.shadow} and len(C.shadow) == 21
    assert sum(k.count for k in C.shadow) == 24 < C.shadow_box
    assert set(EVENTS) | set(NOT_ENCODED) == {e.id for e in C.events} and not set(EVENTS) & set(NOT_ENCODED)
    assert set(PLOTS) == set(C.plots)


def test_every_card_with_text_has_a_scenario_here() -> None:
    """Issue 13 (Tests): one scenario per card with an ability; each encoded card with text is named by a
    test in this file (a card added without one fails here)."""
    source = Path(__file__).read_text()
    untested = sorted(c for c, text in TEXTS.items() if text != SauronText() and f'"{c}"' not in source)
    assert untested == []


@pytest.mark.parametrize("card", sorted(TEXTS))
def test_card_text_names_each_element(card: str) -> None:
    text = card_text(card)
    assert text.startswith(text.split(":")[0]) and all(e.words() in text for e in elements(card))


# --- Shadow cards (p. 17) ----------------------------------------------------------------------------


def combat_at_start(s: MeqState, seat: int, foe: str) -> None:
    """A combat about to start (before its Preparation), as a Shadow card of that timing finds it."""
    s.fight = Fight(seat, foe, at(s, seat), None, True)


def test_betrayed() -> None:
    """Two random cards from the hand to the rest pool; strength -1 per Corruption card this combat."""
    s = ready()
    hand(s, 1, 4)
    cursed(s, 1, 2)
    combat_at_start(s, 1, "orc")
    resolve(s, "betrayed", seat=1)
    assert len(s.pool(1).hand) == 2 and len(s.pool(1).rest) == 2
    assert s.fight is not None and s.fight.strength_less == 2 and s.fight.agility_less == 0


def test_an_evil_fog() -> None:
    """Sauron chooses a hero, may move him to an adjacent location, then one random discard per
    Corruption card."""
    s = ready()
    hand(s, 2, 3)
    cursed(s, 2, 1)
    dst = C.adjacent[at(s, 2)][0]
    resolve(s, "an_evil_fog", "seat:2", f"at:{dst}")
    assert at(s, 2) == dst and len(s.pool(2).hand) == 2


def test_flocks_of_crebain() -> None:
    """The hero fights a Crebain with agility 0 and skips his Ambush step (A9: no token)."""
    s = ready()
    s.stack.append(("ambush", 1))
    run(s, Ctx("flocks_of_crebain", 1), SHADOW["flocks_of_crebain"].now)
    RULES.run(s)
    assert s.fight is not None and s.fight.foe == "crebain" and s.fight.token is None
    assert s.fight.agility_less == C.heroes[s.heroes[0]].agility
    assert ("ambush", 1) not in s.stack


def test_his_arm_has_grown_long() -> None:
    """The entered location is perilous until the end of the hero's turn."""
    s = ready()
    loc = "gladden_fields"
    resolve(s, "his_arm_has_grown_long", seat=1, loc=loc)
    assert loc in s.board.perilous
    end_hero_turn(s, 1)
    assert loc not in s.board.perilous


def test_seem_fairer_feel_fouler() -> None:
    """An Agent fought; then with a Corruption card Sauron draws a Plot card; no Ambush step."""
    s = ready()
    cursed(s, 1, 1)
    plots = len(s.decks["plot_hand"])
    s.stack.append(("ambush", 1))
    base = len(s.stack)
    run(s, Ctx("seem_fairer_feel_fouler", 1), SHADOW["seem_fairer_feel_fouler"].now)
    RULES.run(s)
    assert s.fight is not None and s.fight.foe == "agent" and ("ambush", 1) not in s.stack
    s.fight = None  # the combat over, the rest of the card
    while s.stack[-1][0] != "card_part":
        s.stack.pop()
    RULES.run(s)
    assert len(s.decks["plot_hand"]) == plots + 1 and len(s.stack) == base - 1


@pytest.mark.parametrize("branch", [0, 1])
def test_dark_promises(branch: int) -> None:
    """The hero chooses a Corruption card or 5 damage (paid from his life pool here, p. 21)."""
    s = ready()
    passive_corruption(s)
    combat_at_start(s, 1, "orc")
    damage = len(s.pool(1).damage)
    resolve(s, "dark_promises", f"choose:{branch}", *["life"] * 5 * branch, seat=1)
    assert len(s.pool(1).corruption) == 1 - branch
    assert len(s.pool(1).damage) == damage + 5 * branch


def test_do_not_tempt_me() -> None:
    """Sauron chooses a hero, may put 1 influence on his location; he loses 1 favor per Corruption."""
    s = ready()
    s.board = s.board.move_hero(s.heroes[0], "gladden_fields")
    hero(s, 1, favor=3)
    cursed(s, 1, 2)
    resolve(s, "do_not_tempt_me", "seat:1", "choose:0")
    assert s.pool(1).favor == 1 and s.board.influence_at("gladden_fields") == 1


def test_a_new_power_is_rising() -> None:
    """Two influence on each location of Mordor (the caps kept), or up to 2 monster tokens placed."""
    s = ready()
    before = s.board.influence_at("barad_dur")
    resolve(s, "a_new_power_is_rising", "choose:0")
    assert s.board.influence_at("barad_dur") == min(before + 2, 6)
    assert all(s.board.influence_at(loc) for loc, p in C.locations.items() if p.region == "mordor")
    s = ready()
    tokens = s.board.token_count()
    resolve(s, "a_new_power_is_rising", "choose:1", "at:barad_dur", "at:barad_dur")
    assert s.board.token_count() == tokens + 2 and len(s.board.tokens_at("barad_dur")) >= 2


def test_storms_of_mordor() -> None:
    """Each hero discards down to 5 cards of his choice, then one random card per Corruption card."""
    s = ready()
    cards = hand(s, 1, 7)
    hand(s, 2, 3)
    cursed(s, 1, 1)
    resolve(s, "storms_of_mordor", f"pay:{cards[0]}", f"pay:{cards[-1]}")
    assert len(s.pool(1).hand) == 4 and len(s.pool(2).hand) == 3 and len(s.pool(1).rest) == 3


def test_sarumans_lies() -> None:
    """The top Plot card back on top (drawn next), and the black marker +1 when a hero holds Corruption
    cards as many as his wisdom."""
    s = ready()
    cursed(s, 1, C.heroes[s.heroes[0]].wisdom)
    deck = len(s.decks["plot"])
    resolve(s, "sarumans_lies", "yes")
    assert len(s.decks["plot_top"]) == 1 and len(s.decks["plot"]) == deck - 1
    assert s.story.space("black") == 1
    from eregion.games.meq.sauroncards.card_parts import draw_plot

    top = s.decks["plot_top"][0]
    assert draw_plot(s) == top


@pytest.mark.parametrize(("branch", "damage", "corruption"), [(0, 10, 2), (1, 3, 3)])
def test_morgul_blade(branch: int, damage: int, corruption: int) -> None:
    """Sauron deals 5 damage per Corruption card, or 3 damage and a Corruption card."""
    s = ready()
    cursed(s, 1, 2)
    combat_at_start(s, 1, "the_ringwraiths")
    resolve(s, "morgul_blade", f"choose:{branch}", *["life"] * damage, seat=1)
    assert len(s.pool(1).damage) == damage and len(s.pool(1).corruption) == corruption


def test_lord_of_the_rings() -> None:
    """A Shadow or Plot card from the discard pile into the hand; A Dark Messenger active: yellow +1."""
    s = ready()
    s.decks = {**s.decks, "shadow_discard": ("winter_storm",), "plot_discard": ("osgiliath_invaded",)}
    s.plots = (*s.plots, ActivePlot("a_dark_messenger", "erebor"))
    resolve(s, "lord_of_the_rings", "take:winter_storm")
    assert s.decks["shadow_hand"] == ("winter_storm",) and s.decks["shadow_discard"] == ()
    assert s.story.space("yellow") == 1


def test_evil_wound() -> None:
    """After a defeat: 4 damage and 2 more per Corruption card."""
    s = ready()
    cursed(s, 1, 1)
    resolve(s, "evil_wound", *["life"] * 6, seat=1)
    assert len(s.pool(1).damage) == 6


def test_shire_baggins() -> None:
    """1 influence in the Shadow Pool and 1 in The Shire; yellow +2 with 3 influence or a minion
    there."""
    s = ready()
    pool = s.board.shadow_pool
    s.board = s.board.move_minion("the_mouth_of_sauron", "the_shire")
    resolve(s, "shire_baggins")
    assert s.board.shadow_pool == pool + 1 and s.board.influence_at("the_shire") == 1
    assert s.story.space("yellow") == 2


@pytest.mark.parametrize(("corruption", "foe"), [(1, "giant_spider"), (2, "cave_troll")])
def test_creatures_of_the_wild(corruption: int, foe: str) -> None:
    s = ready()
    cursed(s, 1, corruption)
    run(s, Ctx("creatures_of_the_wild", 1), SHADOW["creatures_of_the_wild"].now)
    RULES.run(s)
    assert s.fight is not None and s.fight.foe == foe


def test_the_ithil_stone() -> None:
    """Denethor Falls into Madness or Saruman Falls to Corruption, from the deck or the discards, into
    the hand (or played at once when it can be)."""
    s = ready()
    s.board = replace(s.board, shadow_pool=8)
    assert "saruman_falls_to_corruption" in s.decks["plot"]
    resolve(s, "the_ithil_stone", "take:saruman_falls_to_corruption", "no")
    assert "saruman_falls_to_corruption" in s.decks["plot_hand"]
    assert "saruman_falls_to_corruption" not in s.decks["plot"]


def test_the_ithil_stone_plays_at_once() -> None:
    s = ready()
    s.board = replace(s.board, shadow_pool=8)
    resolve(s, "the_ithil_stone", "take:saruman_falls_to_corruption", "yes")
    assert ActivePlot("saruman_falls_to_corruption", "isengard") in s.plots
    assert "isengard" in s.board.perilous  # its lasting text at once


def test_they_are_terrible() -> None:
    """A minion's damage removed and it placed on a location holding influence."""
    s = ready()
    s.minion_damage = (("the_mouth_of_sauron", 3),)
    resolve(s, "they_are_terrible", "minion:the_mouth_of_sauron", "at:barad_dur")
    assert s.board.minions["the_mouth_of_sauron"] == "barad_dur" and s.minion_damage == ()


def test_the_lidless_eye() -> None:
    """Two heroes' Corruption cards dealt between them as Sauron likes, then a hero receives one."""
    s = ready()
    passive_corruption(s)
    cursed(s, 1, 2)
    resolve(s, "the_lidless_eye", "seat:1", "seat:2", "seat:2", "seat:1")  # the second hero: the only other
    assert len(s.pool(1).corruption) == 1 and len(s.pool(2).corruption) == 2


def test_the_black_breath() -> None:
    """A Corruption card, then -1 strength and -1 agility per Corruption card in this combat."""
    s = ready()
    passive_corruption(s)
    cursed(s, 1, 1)
    combat_at_start(s, 1, "the_ringwraiths")
    resolve(s, "the_black_breath", seat=1)
    assert s.fight is not None and s.fight.strength_less == 2 and s.fight.agility_less == 2


def test_winter_storm() -> None:
    """One move in this turn's Travel step (R307): the Travel step after a move ends at once."""
    s = ready()
    resolve(s, "winter_storm", seat=1)
    base = len(s.stack)
    s.stack.append(("travel", 1, True))
    RULES.run(s)
    assert len(s.stack) == base
    end_hero_turn(s, 1)
    assert s.decks["lasting"] == ()


def test_grievous_loss() -> None:
    """One influence per Corruption card, each in extension or in the Shadow Pool; the heroes' marker
    then advances 1 fewer in the next Story step."""
    s = ready()
    cursed(s, 1, 2)
    pool = s.board.shadow_pool
    resolve(s, "grievous_loss", "pool", "pool", seat=1)
    assert s.board.shadow_pool == min(pool + 2, 4)
    s.stack = [("story",)]
    s.turn = 2
    RULES.run(s)
    assert s.story.space("green") == 1 and s.decks["lasting"] == ()


# --- Events (p. 14) -----------------------------------------------------------------------------------


def no_characters(s: MeqState) -> None:
    s.board = replace(s.board, characters={})


def test_messengers_of_the_stormcrow() -> None:
    """Each hero spends 1 favor or receives a Corruption card; without favor only the card is left."""
    s = ready()
    passive_corruption(s)
    hero(s, 1, favor=1)
    resolve(s, "messengers_of_the_stormcrow", "choose:0")  # hero 2 has no favor: his card is given
    assert s.pool(1).favor == 0 and s.pool(1).corruption == ()
    assert len(s.pool(2).corruption) == 1


def test_the_thieves_of_tharbad() -> None:
    s = ready()
    no_characters(s)
    s.board = s.board.place_character("gandalf", "bree").place_character("aragorn", "rivendell")
    resolve(s, "the_thieves_of_tharbad", "character:gandalf")
    assert s.board.characters == {"gandalf": "mouth_of_the_greyflood", "aragorn": "rivendell"}


@pytest.mark.parametrize("branch", [0, 1])
def test_eomer_and_eowyn_are_orphaned(branch: int) -> None:
    """Sauron may discard a favor or a character from Rohan."""
    s = ready()
    no_characters(s)
    s.board = s.board.add_favor("edoras").place_character("theoden", "helms_deep")
    resolve(s, "eomer_and_eowyn_are_orphaned", f"choose:{branch}")
    assert s.board.favor_at("edoras") == branch and ("theoden" in s.board.characters) == (branch == 0)


def test_beornings_remove_tokens_or_hurt_a_minion() -> None:
    s = ready()
    orc = Token("misty_mountains_mirkwood", "orc")
    s.board = s.board.add_token("the_bight", orc).add_token("the_bight", orc)
    resolve(s, "beornings_the_skin_changers", "choose:0", "at:the_bight", "at:the_bight")
    assert s.board.tokens_at("the_bight") == () and s.decks["tokens_out:misty_mountains_mirkwood"] == (
        "orc",
        "orc",
    )
    s = ready()
    s.board = s.board.move_minion("the_mouth_of_sauron", "the_bight")
    resolve(s, "beornings_the_skin_changers", "choose:1")
    assert dict(s.minion_damage)["the_mouth_of_sauron"] == 2


def test_a_minion_dealt_its_health_is_defeated() -> None:
    """R309: damage from a card that reaches a minion's health defeats it, as in a combat (p. 32)."""
    s = ready()
    s.board = s.board.move_minion("the_mouth_of_sauron", "the_bight")
    s.minion_damage = (("the_mouth_of_sauron", 8),)
    resolve(s, "beornings_the_skin_changers", "choose:1")
    assert "the_mouth_of_sauron" not in s.board.minions and s.minion_damage == ()


def test_stone_figures_in_the_trollshaws() -> None:
    """Two tokens on two locations of Rhudaur, influence or not."""
    s = ready()
    resolve(s, "stone_figures_in_the_trollshaws", "at:weathertop", "at:the_trollshaws")
    assert len(s.board.tokens_at("weathertop")) == 1 and len(s.board.tokens_at("the_trollshaws")) == 1
    assert not s.board.influence_at("weathertop")


@pytest.mark.parametrize("branch", [0, 1])
def test_commander_of_edoras(branch: int) -> None:
    s = ready()
    s.board = s.board.add_token("helms_deep", Token("rohan_gondor", "orc"))
    s.board = replace(s.board, influence={**s.board.influence, "dunharrow": 1})
    resolve(s, "commander_of_edoras", f"choose:{branch}")
    if branch == 0:
        assert s.board.tokens_at("helms_deep") == () and not s.board.influence_at("dunharrow")
    else:
        assert s.board.favor_at("edoras") == 1 and s.board.influence_at("dunharrow") == 1


def test_aragorn_meets_with_gandalf() -> None:
    s = ready()
    no_characters(s)
    s.board = s.board.place_character("gandalf", "rivendell")
    resolve(s, "aragorn_meets_with_gandalf")
    assert s.board.characters == {"aragorn": "bree", "gandalf": "bree"}


def test_beregond_guard_of_the_citadel() -> None:
    """A hero pays 3 favor to discard an active Plot on a Haven."""
    s = ready()
    s.plots = (*s.plots, ActivePlot("a_broken_line_of_kings", "rivendell"))
    hero(s, 2, favor=3)
    resolve(s, "beregond_guard_of_the_citadel", "seat:2")
    assert all(a.plot != "a_broken_line_of_kings" for a in s.plots) and s.pool(2).favor == 0
    assert s.decks["plot_discard"] == ("a_broken_line_of_kings",)


def test_radagast_the_brown() -> None:
    s = ready()
    hero(s, 1, favor=4)
    hero(s, 2, favor=3)
    s.board = s.board.place_character("gandalf", "bree")
    resolve(s, "radagast_the_brown")
    assert (s.pool(1).favor, s.pool(2).favor) == (3, 3) and s.board.characters["gandalf"] == "isengard"


def test_he_has_at_last_heard() -> None:
    s = ready()
    resolve(s, "he_has_at_last_heard", "minion:the_black_serpent")
    assert all(s.board.influence_at(loc) == 1 for loc in C.adjacent["the_shire"])
    assert s.board.minions["the_black_serpent"] == "the_shire"


def test_warrior_of_the_lidless_eye() -> None:
    s = ready()
    s.board = s.board.move_minion("gothmog", "mount_gundabad")
    resolve(s, "warrior_of_the_lidless_eye", "choose:0")
    for loc in C.adjacent["mount_gundabad"]:
        assert len(s.board.tokens_at(loc)) == 1 and s.board.influence_at(loc) >= 1


@pytest.mark.parametrize("branch", [0, 1])
def test_arnor_that_was_of_old(branch: int) -> None:
    s = ready()
    s.board = replace(s.board, influence={**s.board.influence, "weathertop": 1, "bree": 1})
    s.board = s.board.add_token("weathertop", Token("rhudaur_grey_mountains", "orc"))
    resolve(s, "arnor_that_was_of_old", f"choose:{branch}")
    cleared = branch == 0
    assert (not s.board.influence_at("bree") and not s.board.tokens_at("weathertop")) == cleared
    assert s.board.favor_at("fornost") == branch


@pytest.mark.parametrize(("yellow", "after"), [(0, 1), (2, 2)])
def test_boromirs_dream(yellow: int, after: int) -> None:
    """Heroes without favor get 1; the yellow marker advances only when it is Sauron's furthest back."""
    s = ready()
    s.story = Story((0, yellow, 1, 1), 1)
    hero(s, 2, favor=2)
    resolve(s, "boromirs_dream")
    assert (s.pool(1).favor, s.pool(2).favor) == (1, 2) and s.story.space("yellow") == after


def test_eowyn_sister_daughter() -> None:
    s = ready()
    s.board = replace(s.board, influence={**s.board.influence, "helms_deep": 1, "dunharrow": 1})
    resolve(s, "eowyn_sister_daughter")
    assert s.board.characters["theoden"] == "edoras"
    assert not s.board.influence_at("helms_deep") and not s.board.influence_at("dunharrow")


# Events that stay: a hero exploring their location uses them (p. 14)


def use(s: MeqState, event: str, seat: int, *answers: str) -> None:
    loc = next(e.location for e in C.events if e.id == event)
    resolve(s, event, *answers, part="explore", seat=seat, loc=loc)


def test_from_argonath_to_the_sea() -> None:
    s = ready()
    s.board = replace(s.board, influence={**s.board.influence, "osgiliath": 1, "pelargir": 1})
    use(s, "from_argonath_to_the_sea", 1)
    assert not s.board.influence_at("osgiliath") and not s.board.influence_at("pelargir")


@pytest.mark.parametrize("branch", [0, 1])
def test_lady_of_the_golden_wood(branch: int) -> None:
    s = ready()
    pool = s.board.shadow_pool
    use(s, "lady_of_the_golden_wood", 1, f"choose:{branch}")
    assert ("boat" in s.pool(1).items) == (branch == 0)
    assert s.board.shadow_pool == max(0, pool - branch)


def test_not_all_those_who_wander_are_lost() -> None:
    s = ready()
    use(s, "not_all_those_who_wander_are_lost", 1, "at:mount_doom")
    assert at(s, 1) == "mount_doom"


@pytest.mark.parametrize("event", ["gandalf_visits_frodo", "aragorn_hunts_gollum", "the_account_of_isildur"])
@pytest.mark.parametrize(("favor", "green"), [(3, 1), (2, 0)])
def test_three_favor_for_the_heroes_marker(event: str, favor: int, green: int) -> None:
    """The hero may spend 3 favor for the green marker +1; with fewer, "nothing" is all he may do."""
    s = ready()
    hero(s, 1, favor=favor)
    use(s, event, 1, *(["choose:0"] if favor >= 3 else []))
    assert s.story.space("green") == green and s.pool(1).favor == (0 if favor >= 3 else favor)


def test_cirdan_the_shipwright() -> None:
    s = ready()
    use(s, "cirdan_the_shipwright", 1, "at:belfalas")
    assert "boat" in s.pool(1).items and at(s, 1) == "belfalas"


def test_the_foe_hammer() -> None:
    s = ready()
    s.board = s.board.add_token("dol_guldur", Token("brown_lands_mordor", "orc"))
    use(s, "the_foe_hammer", 1, "at:dol_guldur")
    assert s.board.characters["gandalf"] == "dol_guldur" and s.board.tokens_at("dol_guldur") == ()


@pytest.mark.parametrize("event", ["iarwain_ben_adar", "athelas_kingsfoil"])
@pytest.mark.parametrize("branch", [0, 1])
def test_cleansing_events(event: str, branch: int) -> None:
    s = ready()
    cursed(s, 1, 1)
    hero(s, 1, damage=("aimed_shot",))
    use(s, event, 1, f"choose:{branch}")
    assert len(s.pool(1).corruption) == branch and s.pool(1).rest == (("aimed_shot",) if branch else ())


def test_the_trees_of_fangorn() -> None:
    s = ready()
    s.board = s.board.add_token("isengard", Token("rohan_gondor", "orc"))
    use(s, "the_trees_of_fangorn", 1)
    assert s.pool(1).favor == 1 and s.board.tokens_at("isengard") == ()


def test_gandalf_stormcrow() -> None:
    """Gandalf to a location at least 4 spaces from where he is, then the Shadow Pool -1."""
    s = ready()
    no_characters(s)
    s.board = s.board.place_character("gandalf", "bree")
    pool = s.board.shadow_pool
    use(s, "gandalf_stormcrow", 1, "at:mount_doom")
    assert s.board.characters["gandalf"] == "mount_doom" and s.board.shadow_pool == max(0, pool - 1)
    s = ready()
    no_characters(s)
    s.board = s.board.place_character("gandalf", "bree")
    with pytest.raises(Exception, match="weathertop"):
        use(s, "gandalf_stormcrow", 1, "at:weathertop")


def test_elladan_and_elrohir() -> None:
    s = ready()
    s.board = s.board.add_token("moria", Token("eriador_enedwaith", "orc"))
    s.board = s.board.add_token("isengard", Token("rohan_gondor", "orc"))
    tokens = s.board.token_count()
    use(s, "elladan_and_elrohir", 1, "at:moria")
    assert s.pool(1).favor == 2 and s.board.tokens_at("moria") == () and s.board.token_count() == tokens - 1


SKILLS = ("crossbow_shot", "endure")  # the whole Skill deck: training draws both (p. 26)


def skill_deck(s: MeqState) -> None:
    s.decks = {**s.decks, "skills": SKILLS, "skill_discard": ()}


@pytest.mark.parametrize("branch", [0, 1])
def test_tempted_by_power(branch: int) -> None:
    """Sauron chooses a hero, who receives a Corruption card and training (p. 26: keep one of the top two
    Skill cards, the other face up to the discards), or lets Sauron draw a Plot card (R511)."""
    s = ready()
    passive_corruption(s)
    skill_deck(s)
    plots = len(s.decks["plot_hand"])
    hand_before = s.pool(2).hand
    answers = ("seat:2", "choose:0", "card:endure") if branch == 0 else ("seat:2", "choose:1")
    resolve(s, "tempted_by_power", *answers)
    if branch == 0:
        assert s.pool(2).corruption == ("weak",) and s.pool(2).hand == tuple(sorted((*hand_before, "endure")))
        assert s.decks["skill_discard"] == ("crossbow_shot",) and len(s.decks["plot_hand"]) == plots
    else:
        assert s.pool(2).corruption == () and s.pool(2).hand == hand_before
        assert len(s.decks["plot_hand"]) == plots + 1
    assert s.pool(1).corruption == ()


@pytest.mark.parametrize("branch", [0, 1])
def test_under_the_shadow(branch: int) -> None:
    """Sauron chooses a hero, who receives a Corruption card and then moves to any location of his
    choice (no Combat or Peril, R306), or lets Sauron draw a Shadow card (C17: not a Plot card; R514)."""
    s = ready()
    passive_corruption(s)
    shadows = len(s.decks["shadow_hand"])
    where = at(s, 2)
    answers = ("seat:2", "choose:0", "at:mount_doom") if branch == 0 else ("seat:2", "choose:1")
    resolve(s, "under_the_shadow", *answers)
    if branch == 0:
        assert s.pool(2).corruption == ("weak",) and at(s, 2) == "mount_doom" and s.fight is None
        assert len(s.decks["shadow_hand"]) == shadows
    else:
        assert s.pool(2).corruption == () and at(s, 2) == where
        assert len(s.decks["shadow_hand"]) == shadows + 1


@pytest.mark.parametrize("branch", [0, 1])
def test_arwens_message_to_her_beloved(branch: int) -> None:
    """The hero using it gains 1 favor or receives training (R511)."""
    s = ready()
    skill_deck(s)
    hand_before = s.pool(1).hand
    use(
        s, "arwens_message_to_her_beloved", 1, f"choose:{branch}", *(["card:crossbow_shot"] if branch else [])
    )
    assert s.pool(1).favor == 1 - branch
    assert s.pool(1).hand == (tuple(sorted((*hand_before, "crossbow_shot"))) if branch else hand_before)
    if branch:  # the kept card is in his hidden hand: the log names only the one discarded face up (R512)
        said = [e.text for e in s.log(last=4)]
        assert any(x.endswith("receives training, discarding Endure face up") for x in said)
        assert not any("Crossbow" in x for x in said)


def test_favor_from_sauron_s_cards_keeps_the_hero_s_limits() -> None:
    """Despairing holds a hero's favor at 3 on every gain, Mistrusted to 1 a turn (R263): an Event's favor
    too (R516)."""
    s = ready()
    s.board = replace(s.board, tokens={})  # Elladan and Elrohir: 2 favor, no token to remove
    hero(s, 1, favor=2, corruption=("despairing",))
    use(s, "elladan_and_elrohir", 1)
    assert s.pool(1).favor == 3
    hero(s, 1, favor=0, gained=0, corruption=("mistrusted",))
    use(s, "elladan_and_elrohir", 1)
    assert s.pool(1).favor == 1 and s.pool(1).gained == 1


@pytest.mark.parametrize("event", ["imladris", "the_argonath"])
def test_a_level_of_fortitude_or_a_corruption_card_discarded(event: str) -> None:
    """The hero using it gains a level of fortitude (p. 26) or discards a Corruption card (R511); with
    none to discard the level is all he is offered, and a third level is not gained (p. 26)."""
    s = ready()
    cursed(s, 1, 1)
    use(s, event, 1, "choose:1")  # his one card goes: no question which
    assert s.pool(1).corruption == () and s.pool(1).levels == ()
    use(s, event, 1)  # the level alone is offered: no question either
    assert s.pool(1).levels == (("fortitude", 1),)
    hero(s, 1, levels=(("fortitude", 2),))
    use(s, event, 1)
    assert s.pool(1).levels == (("fortitude", 2),)


def test_theoden_warned_of_saruman() -> None:
    s = ready()
    s.story = Story((0, 0, 3, 0), 1)
    hero(s, 1, favor=2)
    use(s, "theoden_warned_of_saruman", 1, "choose:0")
    assert s.story.space("black") == 2 and s.pool(1).favor == 0


@pytest.mark.parametrize(
    ("event", "marker"),
    [
        ("of_serpents_and_sand", "red"),
        ("the_glades_of_orthanc_darken", "red"),
        ("dark_news_from_erebor", "black"),
        ("the_blood_of_rhun", "red"),
    ],
)
def test_events_that_advance_a_marker(event: str, marker: str) -> None:
    """While it is the Current Event its marker advances 1 each Story step (C17); a hero exploring its
    location may use it, which only discards it (p. 14)."""
    s = ready()
    s.current_event, s.turn = event, 2
    s.plots = ()
    s.stack = [("story",)]
    RULES.run(s)
    assert s.story.space(marker) == 1 and s.story.space("green") == 2
    loc = next(e.location for e in C.events if e.id == event)
    assert loc is not None
    s.board = s.board.move_hero(s.heroes[0], loc)
    s.stack = [("explore", 1, ())]
    RULES.run(s)
    s.apply("event")
    stage = next(e.stage for e in C.events if e.id == event)
    assert s.current_event is None and event in s.decks[f"event_discard{stage}"]


def test_the_event_step_runs_the_text_before_the_favor() -> None:
    """R157: the Event's text, then its favor and character, then the Current Event or the discards."""
    s = ready()
    no_characters(s)
    s.decks = {**s.decks, "events1": ("aragorn_meets_with_gandalf",)}
    s.stack = [("event",)]
    s.turn = 1
    RULES.run(s)
    assert s.board.characters["gandalf"] == "bree" and s.board.characters["aragorn"] == "bree"


# --- Plots (p. 13) ------------------------------------------------------------------------------------


def play_plot(s: MeqState, plot: str, loc: str, *answers: str) -> None:
    """The Plot put on the track and its text as it is played (R330)."""
    s.plots = (*s.plots, ActivePlot(plot, loc))
    resolve(s, plot, *answers, loc=loc)


@pytest.mark.parametrize("plot", ["gollum_is_captured", "gollum_is_tortured"])
def test_a_gollum_plot_discards_the_other(plot: str) -> None:
    s = ready()
    other = "gollum_is_tortured" if plot == "gollum_is_captured" else "gollum_is_captured"
    s.plots = (*s.plots, ActivePlot(other, "barad_dur"))
    play_plot(s, plot, "sea_of_udun")
    assert [a.plot for a in s.plots][1:] == [plot] and s.decks["plot_discard"] == (other,)


def test_smeagol_escapes_retrieves_a_gollum_plot() -> None:
    s = ready()
    s.decks = {**s.decks, "plot_discard": ("gollum_is_tortured",)}
    play_plot(s, "smeagol_escapes", "the_woodland_realm", "take:gollum_is_tortured")
    assert "gollum_is_tortured" in s.decks["plot_hand"] and s.decks["plot_discard"] == ()


def test_urgent_summons_sends_the_characters_back() -> None:
    s = ready()
    no_characters(s)
    s.board = s.board.place_character("gandalf", "bree").place_character("aragorn", "rivendell")
    play_plot(s, "urgent_summons", "bree")
    assert s.board.characters == {"aragorn": "rivendell"}


@pytest.mark.parametrize(
    ("plot", "character", "loc"),
    [
        ("a_dark_messenger", "dain", "erebor"),
        ("saruman_falls_to_corruption", "saruman", "isengard"),
        ("wormtongue_taints_theoden", "theoden", "edoras"),
        ("denethor_falls_into_madness", "denethor", "minas_tirith"),
    ],
)
def test_consulting_a_tainted_character_gives_corruption(plot: str, character: str, loc: str) -> None:
    """While the Plot is active, a hero who consults the character receives a Corruption card."""
    s = ready()
    no_characters(s)
    s.plots = (*s.plots, ActivePlot(plot, loc))
    s.board = s.board.move_hero(s.heroes[0], loc).place_character(character, loc)
    s.stack = [("explore", 1, ())]
    RULES.run(s)
    s.apply(f"consult:{character}")
    assert len(s.pool(1).corruption) == 1


def test_saruman_falls_to_corruption_makes_isengard_perilous() -> None:
    """Perilous while active (p. 23), no longer once discarded."""
    s = ready()
    s.board = replace(s.board, shadow_pool=5)
    s.turn = 2
    s.decks = {**s.decks, "plot_hand": ("saruman_falls_to_corruption",)}
    s.stack = [("plot",)]
    RULES.run(s)
    s.apply("plot:saruman_falls_to_corruption")
    assert "isengard" in s.board.perilous
    s.stack = [("plot",)]
    RULES.run(s)
    s.apply("drop:saruman_falls_to_corruption")
    assert "isengard" not in s.board.perilous


def test_a_broken_line_of_kings_bars_rest_and_encounters() -> None:
    from eregion.games.meq.hero_turn import may_rest

    s = ready()
    s.board = s.board.move_hero(s.heroes[0], "rivendell")
    assert may_rest(s, 1)
    s.plots = (*s.plots, ActivePlot("a_broken_line_of_kings", "rivendell"))
    assert not may_rest(s, 1)
    s.stack = [("encounter", 1)]
    log = len(s.log())
    RULES.run(s)
    assert len(s.log()) == log and s.decks["enc_discard:haven"] == ()


def test_rise_of_the_uruk_hai_lets_sauron_fight_a_token_as_an_uruk_hai() -> None:
    s = ready()
    s.plots = (*s.plots, ActivePlot("rise_of_the_uruk_hai", "isengard"))
    s.board = s.board.move_hero(s.heroes[0], "edoras").add_token("edoras", Token("rohan_gondor", "orc"))
    s.stack = [("foe", 1, False, False)]
    RULES.run(s)
    s.apply("token:edoras/orc")
    assert s.decision is not None and s.decision.ids == ("fight:orc", "fight:uruk_hai")
    s.apply("fight:uruk_hai")
    assert s.fight is not None and s.fight.foe == "uruk_hai" and s.fight.token == Token("rohan_gondor", "orc")


# --- Shadow card windows (p. 17) and hidden information ----------------------------------------------


def at_turn_start(hand: tuple[str, ...], pool: int = 10, seed: int = 0) -> MeqState:
    """Hero 1's turn starting outside a Haven, Sauron holding ``hand``."""
    s = ready(seed=seed)
    s.board = replace(s.board.move_hero(s.heroes[0], "gladden_fields"), shadow_pool=pool)
    s.decks = {**s.decks, "shadow_hand": hand}
    s.stack = [("hero_turn", 1, False)]
    RULES.run(s)
    return s


def test_a_window_offers_the_cards_whose_timing_and_pool_fit() -> None:
    """Timing and the Shadow Pool number (p. 17): Winter Storm (10) at a hero's turn start, not Betrayed
    (a combat start) nor with the pool at 9."""
    s = at_turn_start(("betrayed", "winter_storm"))
    d = s.decision
    assert d is not None and d.player == SAURON and d.ids == ("play:winter_storm", "pass")
    assert s.describe_action(d.options[0]) == "play Winter Storm"
    s = at_turn_start(("betrayed", "winter_storm"), pool=9)
    assert (
        s.decision is not None and s.decision.ids[-1] == "pass" and "play:winter_storm" not in s.decision.ids
    )


def test_one_shadow_card_per_player_turn() -> None:
    """p. 17: after Flocks of Crebain at the turn's start, no window opens at that combat's start."""
    s = at_turn_start(("flocks_of_crebain", "betrayed"))
    s.apply("play:flocks_of_crebain")
    assert s.shadow_used and s.fight is not None and s.fight.foe == "crebain"
    assert s.decision is not None and s.decision.prompt.endswith(
        "against Crebain, round 1: choose your card"
    )  # no split
    assert s.decks["shadow_hand"] == ("betrayed",)
    assert ("card_done", "flocks_of_crebain") in s.stack  # discarded once its effect, the combat, is over


def test_no_window_when_sauron_holds_no_card() -> None:
    s = at_turn_start(())
    assert s.decision is not None and s.decision.player == 1


def test_a_window_shows_nothing_of_sauron_hand() -> None:
    """R301: whether Sauron could play is his secret: with a card that fits and with one that does not,
    the window is posed alike, and every hero's view and the announcement of the pass are the same."""
    a = at_turn_start(("winter_storm",))
    b = at_turn_start(("betrayed",))
    assert a.decision is not None and b.decision is not None
    assert a.decision.ids != b.decision.ids
    for seat in (1, 2, None):
        assert a.view(seat) == b.view(seat)
    assert a.announce(a.decision.find("pass"), 1) == b.announce(b.decision.find("pass"), 1)  # type: ignore[arg-type]


def test_the_action_step_offers_shadow_cards_and_goes_on() -> None:
    """Cards of the Action step timing are offered with the actions; playing one keeps the actions."""
    s = ready()
    s.board = replace(s.board, shadow_pool=4)
    s.decks = {**s.decks, "shadow_hand": ("shire_baggins", "storms_of_mordor")}
    s.stack = s.stack[:-1] + [("actions", 2)]
    RULES.run(s)
    assert s.decision is not None and "play:storms_of_mordor" in s.decision.ids
    assert "play:shire_baggins" not in s.decision.ids  # needs 7
    s.apply("play:storms_of_mordor")
    assert s.stack[-1] == ("actions", 2) and s.shadow_used
    assert s.decision is not None and not any(x.startswith("play:") for x in s.decision.ids)


def test_shadow_cards_are_played_in_random_games() -> None:
    """Random play reaches the windows and plays cards through them (the invariants are
    ``test_random_play``'s)."""
    from eregion.core import Rng

    played = set()
    for seed in range(3):
        s = GAME.new_game(seed, {"heroes": 2})
        rng = Rng(seed)
        while s.result is None:
            a = rng.choice(s.legal_actions())
            played |= {a.id} if a.id.startswith("play:") else set()
            s.apply(a)
    assert played


def test_damage_a_hero_cannot_pay_defeats_him_before_the_combat() -> None:
    """R305 (pp. 21, 32): with no card in hand or life pool he is defeated and the combat does not
    happen; after a defeat (Evil Wound) what he cannot pay is simply not paid."""
    s = ready()
    hero(s, 1, life=(), hand=())
    combat_at_start(s, 1, "orc")
    s.stack.append(("hero_end", 1))
    run(s, Ctx("dark_promises", 1), SHADOW["dark_promises"].now)
    RULES.run(s)
    s.apply("choose:1")
    assert s.fight is None and any(st[0] == "to_haven" for st in s.stack)
    s = ready()
    hero(s, 1, life=("aimed_shot",), hand=())
    resolve(s, "evil_wound", "life", seat=1)  # the one card goes, then nothing more
    assert s.pool(1).damage == ("aimed_shot",) and s.pool(1).life == ()
