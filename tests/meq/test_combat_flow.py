"""Combat abilities in the game flow (pp. 27-32): what an ability leaves to a player is a decision
with a readable label (R203), Anticipate makes Sauron choose first and face up (R213), Retreat moves
the hero on with his turn (R220), the Mouth of Sauron gives a Corruption card (R221)."""

from __future__ import annotations

from dataclasses import replace

from eregion.core import Rng
from eregion.games.meq import GAME
from eregion.games.meq.board import Token
from eregion.games.meq.engine import RULES, SAURON
from eregion.games.meq.state import Fight, MeqState
from eregion.games.meq.steps import C


def start(
    hero: str,
    hand: tuple[str, ...],
    foe: str = "orc",
    seed: int = 0,
    corruption: tuple[str, ...] = (),
    favor: int = 0,
) -> MeqState:
    """A one-hero game at Sauron's first Action step, then a Travel step combat of ``hero`` (holding
    ``hand``, and ``favor``) against ``foe``, the hero spending no agility on cards; ``corruption``, if
    given, is the whole Corruption deck."""
    s = GAME.new_game(seed, {"heroes": 1, "hero1": hero})
    assert isinstance(s, MeqState)
    rng = Rng(7)
    while not (s.stack and s.stack[-1][0] == "actions"):
        s.apply(rng.choice(s.legal_actions()))
    loc = "gladden_fields"
    s.board = s.board.move_hero(hero, loc)
    s.set_pool(1, replace(s.pool(1), hand=hand, favor=favor))
    if corruption:
        s.decks = {**s.decks, "corruption": corruption, "corruption_discard": ()}
    if foe in C.monsters:
        s.board = s.board.add_token(loc, Token("misty_mountains_mirkwood", foe))
        s.stack.extend(reversed([("foe", 1, True, False), ("travel", 1), ("hero_end", 1)]))
        RULES.run(s)
        s.apply(f"token:{loc}/{foe}")
    else:
        s.fight = Fight(1, foe, loc, None, True)
        s.stack.extend(reversed([("combat",), ("travel", 1), ("hero_end", 1)]))
        RULES.run(s)
    s.apply("n:0")
    return s


def foe_card(s: MeqState, most_attack: int = 9) -> str:
    """Sauron's first card (by id) with at most this attack, and not Charge (it cancels ranged cards)."""
    assert s.fight is not None and s.fight.combat is not None
    hand = sorted(s.fight.combat.foe.hand, key=lambda k: k.id)
    return next(f"card:{k.id}" for k in hand if k.attack <= most_attack and k.id != "charge")


def pay_all(s: MeqState) -> None:
    while s.decision is not None and ": damage: " in s.decision.prompt:
        s.apply("life" if "life" in s.decision.ids else s.decision.ids[0])


def test_anticipate_makes_sauron_choose_first_face_up() -> None:
    """Anticipate: next round Sauron chooses first, face up; the heroes see the card, and a
    determinization for them keeps it in the foe's hand."""
    s = start("argalad", ("anticipate", "parry"))
    s.apply("card:anticipate")
    s.apply(foe_card(s))
    pay_all(s)
    d = s.decision
    assert d is not None and d.player == SAURON and "face up, first" in d.prompt
    card = foe_card(s)
    s.apply(card)
    ident = card.partition(":")[2]
    assert s.view(1)["fight"]["foe_chosen"] == ident
    assert any("chooses first, face up" in e.text for e in s.log(last=3))
    d = s.decision
    assert d is not None and d.player == 1 and d.secret  # the hero's card stays face down
    for seed in range(5):
        seen = s.determinize(1, Rng(seed))
        assert seen.fight is not None and seen.fight.combat is not None
        assert ident in [k.id for k in seen.fight.combat.foe.hand]


def test_a_choice_left_by_an_ability_is_a_decision_with_labels() -> None:
    """Heightened Senses: Sauron must name a type, among labelled actions; it is said aloud."""
    s = start("argalad", ("heightened_senses", "parry"))
    s.apply("card:heightened_senses")
    s.apply(foe_card(s))
    pay_all(s)
    d = s.decision
    assert d is not None and d.player == SAURON and d.ids == ("ranged", "melee")
    assert [s.describe_action(a) for a in d.options] == ["name ranged", "name melee"]
    s.apply("melee")
    assert any(e.text == "the foe names melee" for e in s.log(last=3))


def test_retreat_moves_the_hero_and_his_turn_goes_on() -> None:
    """Retreat, no damage taken: the hero ends the combat, the undefeated Orc's wisdom is placed, he
    moves to an adjacent location of his choice, and his Travel step goes on (R220)."""
    s = start("eleanor", ("retreat", "parry"))
    s.apply("card:retreat")
    s.apply(foe_card(s, most_attack=2))
    d = s.decision
    assert d is not None and d.player == 1 and d.ids == ("yes", "no")
    s.apply("yes")
    while s.decision is not None and s.decision.player == SAURON:  # the Orc's 2 wisdom, then on
        s.apply(s.decision.ids[0])
    d = s.decision
    assert d is not None and d.prompt.startswith("Retreat") and s.fight is None
    dst = d.ids[0].partition(":")[2]
    assert dst in C.adjacent["gladden_fields"]
    s.apply(d.ids[0])
    assert s.board.heroes["eleanor"] == dst and s.stack[-1][0] == "travel"
    assert s.pool(1).rest[-1] == "retreat"


def test_the_mouth_of_sauron_gives_a_corruption_card() -> None:
    s = start("thalin", ("parry",), foe="the_mouth_of_sauron", corruption=("greedy",))
    assert s.pool(1).corruption == ("greedy",)
    assert any(e.text.endswith("receives a Corruption card: Greedy") for e in s.log(last=5))


def test_a_corruption_card_given_in_combat_acts_at_once() -> None:
    """The Mouth of Sauron's card (p. 26; R510): Careless acts as it does when Sauron's cards give it
    (R254): 2 favor discarded, then it and the discards go back into the deck, before the first round."""
    s = start("thalin", ("parry",), foe="the_mouth_of_sauron", corruption=("careless",), favor=3)
    assert s.pool(1).favor == 1 and s.pool(1).corruption == () and s.decks["corruption"] == ("careless",)
    assert s.fight is not None and s.decision is not None and s.decision.prompt.startswith("Combat")


def test_wretched_given_in_combat_waits_for_its_end() -> None:
    """Wretched from the Mouth of Sauron ends the turn, so its text waits for the combat's end (R504)."""
    s = start("thalin", ("parry",), foe="the_mouth_of_sauron", corruption=("wretched",))
    assert s.pool(1).corruption == ("wretched",) and s.decks["after_combat"] == ("1:wretched",)
    assert s.fight is not None
