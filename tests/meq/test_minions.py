"""The minions' abilities outside combat (R500-R503) and a Corruption card that ends the turn received in
a combat (R504): one scenario each, played through the flow's own steps."""

from __future__ import annotations

import pytest
from meq_card_table import REACHED, Table

from eregion.games.meq import minions as MI
from eregion.games.meq.engine import RULES, SAURON
from eregion.games.meq.hero_turn import may_rest
from eregion.games.meq.herocards.run import AFTER_COMBAT, give_corruption
from eregion.games.meq.influence import perilous_for
from eregion.games.meq.state import Fight, MeqState
from eregion.games.meq.steps import C, start_fight


@pytest.mark.parametrize("minion", sorted(MI.ABILITIES))
def test_card_text_names_each_element(minion: str) -> None:
    """A minion's display text is made from its encoding: each element's words are in it."""
    said = MI.card_text(minion).lower()
    for element in MI.ABILITIES[minion]:
        assert element.words().lower() in said


def command(s: MeqState, *answers: str) -> tuple[str, ...]:
    """Sauron's Command with one command (p. 18): the destinations offered after ``answers[0]``, then
    the rest answered."""
    s.stack.append(("command", 1, ()))
    RULES.run(s)
    s.apply(answers[0])
    offered = tuple(a.id for a in s.decision.options) if s.decision else ()
    for a in answers[1:]:
        s.apply(a)
    return offered


@pytest.mark.parametrize(
    ("minion", "start", "far"),
    [("the_black_serpent", "near_harad", "belfalas"), ("the_ringwraiths", "minas_morgul", "mount_doom")],
)
def test_a_minion_with_reach_moves_two_locations_on_one_command(minion: str, start: str, far: str) -> None:
    """R500 (p. 18, a move command; C22's paraphrase): two paths on one command, never staying put."""
    s = Table(at="edoras", minions={minion: start}).state()
    offered = command(s, f"minion:{minion}", f"at:{far}")
    assert f"at:{far}" in offered and f"at:{start}" not in offered
    assert s.board.minions[minion] == far


def test_a_minion_without_reach_moves_to_an_adjacent_location_only() -> None:
    """p. 18: a minion moves to an adjacent location; the Mouth of Sauron has no further reach."""
    s = Table(at="edoras", minions={"the_mouth_of_sauron": "dol_guldur"}).state()
    offered = command(s, "minion:the_mouth_of_sauron", "at:emyn_muil")
    assert "at:dagorlad" not in offered and set(offered) == {f"at:{n}" for n in C.adjacent["dol_guldur"]}


def test_monster_tokens_may_be_placed_near_the_black_serpent_without_influence() -> None:
    """R501 (p. 18: a token goes on influence, in its pile's regions, never on a hero): within 1 of the
    Black Serpent influence is not needed; further away it still is."""
    s = Table(at="edoras", minions={"the_black_serpent": "near_harad"}).state()
    offered = command(s, "pile:rohan_gondor")
    assert {"at:near_harad", "at:pelargir", "at:osgiliath"} <= set(offered)
    assert "at:belfalas" not in offered and "at:edoras" not in offered  # too far; the hero's location
    s.apply("at:pelargir")
    assert len(s.board.tokens_at("pelargir")) == 1


def test_gothmog_makes_the_locations_around_him_perilous() -> None:
    """R502 (p. 23, perilous locations): within 1 of Gothmog, a Haven excepted, whatever the wisdom."""
    s = Table(minions={"gothmog": "mount_gundabad"}).state()
    for loc in ("mount_gundabad", "the_high_pass", "the_ruins_of_angmar"):
        assert perilous_for(s.board, C, loc, 9)
    assert not perilous_for(s.board, C, "ettenmoors", 9)  # two paths away
    s.board = s.board.move_minion("gothmog", "lothlorien")  # next to Dol Guldur and a Haven
    assert perilous_for(s.board, C, "dol_guldur", 9) and not perilous_for(s.board, C, "lothlorien", 9)
    shown = set(s.view(1)["board"]["perilous"])  # the board everyone sees marks the ring
    assert "dol_guldur" in shown and "lothlorien" not in shown


@pytest.mark.parametrize(
    ("hero_at", "king_at", "rests"),
    [
        ("osgiliath", "minas_morgul", False),
        ("dagorlad", "minas_morgul", True),
        ("minas_tirith", "osgiliath", True),
    ],
)
def test_the_witch_king_bars_resting_around_him_but_in_a_haven(
    hero_at: str, king_at: str, rests: bool
) -> None:
    """R503 (p. 20, Rest): within 1 of the Witch-king a hero may not rest unless in a Haven; two paths
    away (Dagorlad) he may. Without the Witch-king each of these locations allows resting."""
    s = Table(at=hero_at, minions={"the_witch_king": king_at}).state()
    assert may_rest(s, 1) is rests
    s.board = s.board.move_minion("the_witch_king", None)
    assert may_rest(s, 1)


def test_wretched_received_in_a_combat_waits_until_it_is_over() -> None:
    """R504 (p. 26, Corruption cards; pp. 27-29, a combat goes on to its Resolution): Wretched received
    as the combat begins does not break it off; once it is over, the turn ends and Sauron may move the
    hero to the nearest Haven (R276)."""
    s = Table(at="bree", corruption_deck=()).state()
    start_fight(s, Fight(1, "orc", "bree", None, False))
    RULES.run(s)
    assert s.decision is not None and s.decision.player == 1  # the Preparation asks
    give_corruption(s, 1, "wretched")
    RULES.run(s)
    assert s.decision is not None and s.decision.player == 1 and s.fight is not None
    assert s.decks[AFTER_COMBAT] == ("1:wretched",) and s.board.heroes["beravor"] == "bree"
    while s.fight is not None:
        s.apply(s.decision.options[0].id)
    assert s.decision is not None and s.decision.player == SAURON  # Wretched's move to a Haven
    s.apply("option:0")
    assert s.board.heroes["beravor"] == "fornost" and s.decks[AFTER_COMBAT] == ()
    assert id(s) not in REACHED  # the turn ended
