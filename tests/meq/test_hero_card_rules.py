"""The lasting rules of Corruption and Item cards (p. 26), levels (p. 26) and the hero-side cards in
the game flow: the Encounter step (p. 24), a Peril (p. 23), consulting a character for its ability
(p. 24), a quest's reward (p. 25), damage outside combat and defeat (pp. 21, 32)."""

from __future__ import annotations

import pytest
from meq_card_table import REACHED, Table

from eregion.games.meq import travel as TV
from eregion.games.meq.engine import RULES, SAURON
from eregion.games.meq.herocards import card_text
from eregion.games.meq.herocards import hero as HC
from eregion.games.meq.herocards import vocab as V
from eregion.games.meq.herocards.others import CORRUPTION
from eregion.games.meq.herocards.run import HERO_CARDS, give_corruption, start
from eregion.games.meq.quests import Quests
from eregion.games.meq.state import Fight, MeqState
from eregion.games.meq.steps import C, set_pile


def pose(s: MeqState, *steps: tuple) -> None:
    """These steps on top (the first given resolves first), run to the next decision."""
    s.stack.extend(reversed(steps))
    RULES.run(s)


def options(s: MeqState) -> list[str]:
    assert s.decision is not None
    return [a.id for a in s.decision.options]


# --- Corruption cards (p. 26) --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "name"),
    [("deranged", "wisdom"), ("helpless", "agility"), ("weary", "fortitude"), ("weak", "strength")],
)
def test_a_corruption_card_lowers_one_attribute(card: str, name: str) -> None:
    s = Table(corruption=(card,)).state()
    printed = {a: getattr(C.heroes["beravor"], a) for a in ("fortitude", "strength", "agility", "wisdom")}
    assert {a: HC.attribute(s, 1, a) for a in printed} == {**printed, name: printed[name] - 1}


def test_levels_raise_an_attribute_twice_at_most() -> None:
    """p. 26: +1 a level, two per attribute; a third is not gained."""
    s = Table(levels={"wisdom": 1}).state()
    assert HC.attribute(s, 1, "wisdom") == 3
    assert HC.gain_level(s, 1, "wisdom") and HC.attribute(s, 1, "wisdom") == 4
    assert not HC.gain_level(s, 1, "wisdom") and HC.attribute(s, 1, "wisdom") == 4


def test_indifferent_draws_two_encounter_cards() -> None:
    assert HERO_CARDS.encounter_draw(Table().state(), "beravor") == 3
    assert HERO_CARDS.encounter_draw(Table(corruption=("indifferent",)).state(), "beravor") == 2


def test_reckless_lets_sauron_draw_a_fourth_peril_card() -> None:
    """p. 23: three Peril cards; Reckless: Sauron may draw one more, his choice."""
    s = Table(at="moria", corruption=("reckless",)).state()
    pose(s, ("peril", 1))
    assert s.decision is not None and s.decision.player == SAURON and options(s) == ["yes", "no"]
    s.apply("yes")
    assert len(s.decks["peril_drawn"]) == 4


def test_distraught_discards_down_to_seven_and_limits_the_hero_draw() -> None:
    s = Table(hand=("charge",) * 9, corruption_deck=("distraught",)).state()
    start(s, 1, ("peril", "orc_scouts"), (V.Corrupt(),))
    RULES.run(s)
    s.apply("pay:charge")
    s.apply("pay:charge")
    assert len(s.pool(1).hand) == 7 and s.decision is None
    s = Table(hand=("charge",) * 5, corruption=("distraught",)).state()
    pose(s, ("hero_draw", 1))
    assert options(s) == ["n:2", "n:1", "n:0"]  # 7 less the 5 in hand, though fortitude is 6


def test_despairing_caps_favor_at_three() -> None:
    s = Table(favor=5, corruption_deck=("despairing",)).state()
    start(s, 1, ("peril", "orc_scouts"), (V.Corrupt(),))
    RULES.run(s)
    assert s.pool(1).favor == 3  # the excess goes at once
    assert HC.gain_favor(s, 1, 2) == 0 and s.pool(1).favor == 3


def test_mistrusted_gains_one_favor_a_turn() -> None:
    s = Table(corruption=("mistrusted",)).state()
    assert HC.gain_favor(s, 1, 2) == 1 and HC.gain_favor(s, 1, 1) == 0 and s.pool(1).favor == 1


def test_isolated_neither_consults_nor_trades() -> None:
    """p. 24: consulting offers the favor or the ability; Isolated takes both away."""
    free = Table().state()
    free.board = free.board.place_character("gandalf", "bree")
    pose(free, ("explore", 1, ()))
    assert {"consult:gandalf", "ability:gandalf"} <= set(options(free))
    s = Table(corruption=("isolated",)).state()
    s.board = s.board.place_character("gandalf", "bree")
    pose(s, ("explore", 1, ()))
    assert s.decision is None or not any(o.startswith(("consult", "ability")) for o in options(s))


def test_hopeless_allows_three_travel_steps() -> None:
    s = Table().state()
    s.change_pool(1, travels=3)
    pose(s, ("travel", 1))
    assert "go:fornost" in options(s)
    s = Table(corruption=("hopeless",)).state()
    s.change_pool(1, travels=3)
    pose(s, ("travel", 1))
    assert options(s) == ["stop"]


def test_cowardly_discards_a_random_card_as_combat_begins() -> None:
    s = Table(hand=("charge",), corruption=("cowardly",)).state()
    s.fight = Fight(1, "orc", "bree", None, False)
    pose(s, ("combat",))
    assert s.pool(1).hand == () and s.pool(1).rest == ("charge",)
    assert s.stack[-1] == ("prepare",)


def test_greedy_lets_sauron_draw_after_a_shadow_card() -> None:
    s = Table(corruption=("greedy",)).state()
    HERO_CARDS.shadow_played(s, "beravor")
    RULES.run(s)
    assert s.decision is not None and s.decision.player == SAURON
    s.apply("option:0")
    assert len(s.decks["shadow_hand"]) == 1


def test_despondent_advances_the_leftmost_marker_two_when_resting() -> None:
    """p. 20: a rest advances the leftmost Sauron marker 1; Despondent makes it 2."""
    s = Table(corruption=("despondent",)).state()
    pose(s, ("rest", 1))
    s.apply("rest")
    s.apply("marker:yellow")
    assert s.story.space("yellow") == 2


def test_careless_takes_two_favor_and_goes_back_into_the_deck() -> None:
    s = Table(favor=3, corruption_deck=("careless",)).state()
    give_corruption(s, 1, "careless")
    set_pile(s, "corruption", ())
    RULES.run(s)
    assert s.pool(1).favor == 1 and s.pool(1).corruption == () and s.decks["corruption"] == ("careless",)


def test_wretched_ends_the_turn_and_sauron_may_send_him_to_a_haven() -> None:
    s = Table(at="bree").state()
    set_pile(s, "corruption", ())
    give_corruption(s, 1, "wretched")
    RULES.run(s)
    assert s.decision is not None and s.decision.player == SAURON
    s.apply("option:0")  # the nearest Haven from Bree is Fornost alone
    assert s.board.heroes["beravor"] == "fornost" and s.pool(1).corruption == ()
    assert s.decks["corruption"] == ("wretched",) and id(s) not in REACHED  # the turn ended


def test_every_corruption_card_is_lasting_or_acts_at_once() -> None:
    """C13: Careless and Wretched (cost 0) act at once; the other 14 hold while the card stays."""
    at_once = {k for k, text in CORRUPTION.items() if not all(isinstance(e, V.Lasting) for e in text)}
    assert at_once == {k.id for k in C.corruption if k.cost == 0}


# --- Items (p. 26) ---------------------------------------------------------------------------------


def test_the_horse_and_the_boat_are_the_travel_rules() -> None:
    """The Items' lasting rules are travel.py's (R5-R7): a water path for 1 card, the Boat link, 1 less."""
    assert HC.rule(Table(items=("boat",)).state(), 1, "boat_link") is not None
    water = next(p for p in C.paths if p.water and p.number > 1)
    assert TV.move_cost(C, water.a, water.b, ("boat",)).cards == 1  # type: ignore[union-attr]
    path = next(p for p in C.paths if p.number > 1 and not p.water)
    assert TV.move_cost(C, path.a, path.b, ("horse",)).cards == path.number - 1  # type: ignore[union-attr]


def test_the_elven_cloak_removes_influence_after_a_shadow_card() -> None:
    s = Table(items=("elven_cloak",), pool=2).state()
    HERO_CARDS.shadow_played(s, "beravor")
    RULES.run(s)
    assert s.board.shadow_pool == 1


# --- in the game flow ------------------------------------------------------------------------------


def test_the_encounter_step_resolves_the_card() -> None:
    """p. 24: the card drawn at Edoras acts (Intrigue Within Meduseld: wisdom 2 >= 0 influence)."""
    s = Table(at="edoras").state()
    set_pile(s, "enc:haven", ("intrigue_within_meduseld",))
    pose(s, ("encounter", 1))
    assert s.pool(1).favor == 2 and s.decks["enc_discard:haven"] == ("intrigue_within_meduseld",)


def test_a_peril_in_the_flow_resolves_the_chosen_card() -> None:
    s = Table(at="moria").state()
    set_pile(s, "peril", ("orc_scouts",))
    pose(s, ("peril", 1))
    assert s.pool(1).corruption == ("weak",) and s.decks["peril"] == ("orc_scouts",)  # shuffled back


def test_consulting_for_the_ability() -> None:
    """p. 24: the ability instead of the favor; the token returns to the area."""
    s = Table().state()
    s.board = s.board.place_character("gandalf", "bree")
    pose(s, ("explore", 1, ()))
    s.apply("ability:gandalf")
    assert (
        dict(s.pool(1).levels) == {"wisdom": 1}
        and s.pool(1).favor == 0
        and "gandalf" not in s.board.characters
    )


def test_denethor_is_offered_only_with_three_favor() -> None:
    s = Table(favor=2).state()
    s.board = s.board.place_character("denethor", "bree")
    pose(s, ("explore", 1, ()))
    assert "consult:denethor" in options(s) and "ability:denethor" not in options(s)


def test_completing_a_quest_gives_its_reward() -> None:
    """p. 25: Guarding the Dimrill Stair, completed by exploring The Redhorn Gate."""
    s = Table(at="the_redhorn_gate").state()
    s.change_pool(1, quests=s.pool(1).quests.__class__(held=("guarding_the_dimrill_stair",)))
    pose(s, ("explore", 1, ()))
    s.apply("quest:guarding_the_dimrill_stair")
    s.apply("card:crossbow_shot")
    assert (
        s.pool(1).favor == 2
        and "crossbow_shot" in s.pool(1).hand
        and s.board.characters == {"gandalf": "bree"}
    )


def test_levels_and_corruption_change_the_combat_split() -> None:
    """p. 28: agility is split between cards and strength; a level raises it, Helpless lowers it."""
    s = Table(levels={"agility": 1}).state()
    s.fight = Fight(1, "orc", "bree", None, False)
    pose(s, ("combat",))
    assert options(s) == ["n:0", "n:1", "n:2", "n:3"]
    s = Table(corruption=("helpless",)).state()
    s.fight = Fight(1, "orc", "bree", None, False)
    pose(s, ("combat",))
    assert options(s) == ["n:0", "n:1"]


def test_damage_outside_combat_is_secret_and_can_defeat() -> None:
    """pp. 21, 32: damage paid from the hand (face down, secret) or the life pool; none of either left,
    the hero is defeated."""
    s = Table(hand=("charge",), life=("evade",)).state()
    start(s, 1, ("peril", "the_hounds_of_sauron"), (V.Damage(3),))
    RULES.run(s)
    assert s.decision is not None and s.decision.secret and set(options(s)) == {"pay:charge"}
    s.apply("pay:charge")
    s.apply("life")
    assert s.stack[-1][0] == "defeat_marker"  # defeated: Sauron's marker first (p. 32)


def test_a_cards_decisions_name_the_card() -> None:
    """Issue 15: each question a card's text asks begins with the card's name, whoever answers it
    (the hero pays damage; Sauron places influence; a choice says whose card it is)."""
    s = Table(hand=("charge",), life=("evade",)).state()
    start(s, 1, ("peril", "the_hounds_of_sauron"), (V.Damage(1),))
    RULES.run(s)
    assert s.decision is not None
    assert s.decision.prompt == "The Hounds of Sauron: damage: 1 to pay (life pool or a card in hand)"
    s = Table().state()
    start(s, 1, ("corruption", "greedy"), (V.SauronPlaces(spots=1),))
    RULES.run(s)
    assert s.decision is not None and s.decision.player == SAURON
    assert s.decision.prompt == "Greedy: place influence on"
    s = Table().state()
    start(s, 1, ("encounter:haven", "emyn_engrin"), (V.Choose(((V.Pool(-2),), (V.Training(),))),))
    RULES.run(s)
    assert s.decision is not None and s.decision.prompt.startswith("Emyn Engrin (")
    s.apply("option:1")
    assert s.decision is not None and s.decision.prompt == "Emyn Engrin: training: keep which Skill card?"


def test_a_choice_reads_as_its_branch() -> None:
    s = Table().state()
    start(s, 1, ("encounter:haven", "emyn_engrin"), (V.Choose(((V.Pool(-2),), (V.Training(),))),))
    RULES.run(s)
    labels = [s.describe_action(a) for a in s.decision.options]  # type: ignore[union-attr]
    assert labels == ["remove 2 influence from the Shadow Pool", "receive training"]


def test_the_view_shows_attributes_as_they_stand() -> None:
    """p. 26: a level token replaces the printed value on the hero sheet."""
    s = Table(levels={"wisdom": 1}, corruption=("weak",)).state()
    hero = s.view(1)["heroes"][0]
    assert hero["attributes"] == {"fortitude": 6, "strength": 4, "agility": 2, "wisdom": 3}
    assert hero["levels"] == {"wisdom": 1}


def test_a_quest_reads_its_setup_task_and_reward() -> None:
    assert card_text("a_new_threat") == (
        "Setup: place Dáin II on The Northern Waste. Quest: defeat the Snaga fought at The Northern Waste "
        "instead of drawing Encounter cards there. Reward: Receive training."
    )


def test_a_quest_won_in_a_lost_combat_still_gives_its_reward() -> None:
    """p. 25 and R109, R282: Where the Stars are Strange is completed by any combat with the Black
    Serpent; Eleanor, with no cards at all, falls in it (p. 32) and gains the reward before her defeat."""
    s = Table(hero="eleanor", at="near_harad", hand=(), life=()).state()
    s.change_pool(1, quests=Quests(held=("where_the_stars_are_strange",)))
    s.board = s.board.move_minion("the_black_serpent", "near_harad")
    s.fight = Fight(1, "the_black_serpent", "near_harad", None, True)
    pose(s, ("combat",))
    for _ in range(50):  # she declares herself exhausted; the Serpent plays its first card each round
        if s.stack[-1][0] == "hc_train":
            break
        s.apply("exhaust" if s.decision.player == 1 else s.decision.options[0].id)  # type: ignore[union-attr]
    s.apply("card:crossbow_shot")
    assert dict(s.pool(1).levels) == {"strength": 1} and s.board.characters["denethor"] == "minas_tirith"
    assert s.pool(1).quests.done == ("where_the_stars_are_strange",)
    assert ("defeat", 1) in s.stack  # her defeat still to come (p. 32), after the Serpent's influence
