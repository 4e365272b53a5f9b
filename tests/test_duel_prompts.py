"""Every question an effect asks names what asks it (issue 15 item 2): the card (by its id), the
Landmark tile, the Alliance token, or the rule (Quest bonus, Race alliance) whose effect it resolves.
The effects themselves are those of p.5-7 and the Player Aid; these tests read only the prompts."""

from __future__ import annotations

from duel_helpers import (
    FELLOWSHIP,
    SAURON,
    TILES,
    all_skills,
    give_token,
    make,
    put_cards,
    ready_to_play,
    refresh,
    set_forts,
    set_races,
    set_units,
    tiles_face_up,
    to_chapter,
)

from eregion.games.duel.state import DuelState


def _prompt(s: DuelState) -> str:
    assert s.decision is not None
    return s.decision.prompt


def _taking(tile: str, player: int = FELLOWSHIP, promo: bool = False) -> DuelState:
    s = make(0, chapters={1: {}}, promo=promo)
    tiles_face_up(s, tile, *[t.id for t in TILES if t.id != tile and not t.promo][:2])
    all_skills(s, player)
    return s


def test_a_cards_units_name_the_card() -> None:
    """C2-19 (p.5, red: 2 Units in Arnor or Rhovanion) asks as itself."""
    s = refresh(ready_to_play("C2-19", chapter=2), FELLOWSHIP)
    s.apply("play:C2-19")
    assert _prompt(s) == "C2-19: place 2 Units in which region?"


def test_a_cards_removal_order_and_movements_name_the_card() -> None:
    """C3-18 (p.5, purple): the order of its removal and movement (ruling 3), then each, name it."""
    s = ready_to_play("C3-18", chapter=3)
    set_units(s, SAURON, Rohan=1, Gondor=1)
    set_units(s, FELLOWSHIP, Enedwaith=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-18")
    assert _prompt(s) == "C3-18: which first: remove the enemy Unit or make the movements?"
    s.apply("first:move")
    assert _prompt(s) == "C3-18: movement (1 left): move a Unit to an adjacent region"
    s.apply("move:Enedwaith>Arnor")
    assert _prompt(s) == "C3-18: remove 1 enemy Unit from which region (or no)?"


def test_a_landmark_tiles_effects_name_the_tile() -> None:
    """Bree (Player Aid): 2 Units in Arnor (one region: not asked), then 2 movements, asked as the tile."""
    s = refresh(_taking("bree"), FELLOWSHIP)
    s.apply("landmark:bree")
    assert _prompt(s) == "Bree (Landmark): movement (2 left): move a Unit to an adjacent region"


def test_a_card_played_from_the_discard_names_itself_after_the_tile() -> None:
    """Barad-dûr (Player Aid) asks which discarded card to play; that card's Units then ask as the card."""
    s = refresh(_taking("barad-dur", SAURON), SAURON)
    s.apply("landmark:barad-dur")
    assert _prompt(s) == "Barad-dûr (Landmark): play which card from the discard pile for free?"
    s.apply("card:C1-22")
    assert _prompt(s) == "C1-22: place 1 Unit in which region?"


def test_grond_names_itself_to_the_player_whose_units_retreat() -> None:
    """Grond (promo, ruling 11): the retreat is the opponent's choice, and still names the tile."""
    s = _taking("grond", promo=True)
    set_forts(s, SAURON, "Mordor", "Rohan")
    refresh(s, FELLOWSHIP)
    s.apply("landmark:grond")
    assert _prompt(s) == "Grond (Landmark): besiege the enemy Fortress in which region?"
    s.apply("region:Mordor")
    assert s.decision is not None and s.decision.player == SAURON
    assert _prompt(s) == "Grond (Landmark): your Units in Mordor retreat to which region?"


def test_a_lasting_tokens_movements_name_the_token() -> None:
    """The Dwarves token that gives 2 movements after a green card (Player Aid) asks as itself."""
    s = ready_to_play("C1-17", chapter=1)
    give_token(s, FELLOWSHIP, "dwarves-green-moves")
    set_units(s, FELLOWSHIP, Arnor=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-17")
    assert _prompt(s) == "Dwarves Alliance token: movement (2 left): move a Unit to an adjacent region"


def test_the_rules_that_ask_are_named() -> None:
    """p.6: the Race alliance rule asks which revealed token to keep; p.5: a Quest bonus names itself."""
    s = make(0, chapters={2: {19: "C2-15"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C1-17")
    set_races(s, FELLOWSHIP, Elves=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-15")
    assert _prompt(s) == "Race alliance: keep which Alliance token?"
    s = ready_to_play("C1-13", chapter=1)
    s.quest = [5, 0]
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-13")
    assert _prompt(s) == "Quest bonus: place 1 Unit in a region (or no)"
