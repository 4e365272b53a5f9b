"""Conquering Middle-earth (p.7): placing Units, conflicts, movements (with the rulebook's example),
Fortresses, presence; red and purple cards (p.5); the conquest victory (p.8)."""

from __future__ import annotations

from pathlib import Path

from duel_helpers import (
    FELLOWSHIP,
    NREG,
    SAURON,
    coins,
    forts,
    ids,
    ready_to_play,
    refresh,
    set_forts,
    set_units,
    units,
)

from eregion.core import DecisionKind
from eregion.games.duel.components import REGIONS


def test_three_movements_example() -> None:
    """p.7 example: a Purple card gives 3 movements. The first moves a Unit from Enedwaith to Rohan,
    where an enemy Unit triggers a conflict and each player removes their Unit. The second and
    third send another Unit from Enedwaith to Mordor, passing through Rohan. Each movement goes to
    an adjacent region and resolves its own conflict."""
    s = ready_to_play("C3-19")
    set_units(s, FELLOWSHIP, Enedwaith=2)
    set_units(s, SAURON, Rohan=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-19")
    assert s.decision.kind is DecisionKind.MOVE
    assert "move:Enedwaith>Mordor" not in ids(s)  # not adjacent
    assert set(ids(s)) == {f"move:Enedwaith>{b}" for b in ("Arnor", "Rhovanion", "Rohan", "Gondor")} | {
        "move:stop"
    }
    s.apply("move:Enedwaith>Rohan")
    assert units(s, FELLOWSHIP, "Rohan") == 0 and units(s, SAURON, "Rohan") == 0  # conflict
    assert units(s, FELLOWSHIP, "Enedwaith") == 1
    s.apply("move:Enedwaith>Rohan")
    s.apply("move:Rohan>Mordor")
    assert units(s, FELLOWSHIP, "Mordor") == 1 and units(s, FELLOWSHIP, "Enedwaith") == 0
    assert s.decision.player == SAURON  # all 3 movements used
    assert sum(s.units[:NREG]) == 1 and sum(s.units[NREG:]) == 0


def test_movements_may_stop_early_and_a_unit_may_move_twice() -> None:
    """p.7: move the same Unit several times or split the movements; ruling 3 (docs): unused
    movements may be left."""
    s = ready_to_play("C3-19")
    set_units(s, FELLOWSHIP, Lindon=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-19")
    assert ids(s) == ["move:Lindon>Arnor", "move:stop"]
    s.apply("move:Lindon>Arnor")
    s.apply("move:Arnor>Rhovanion")
    s.apply("move:stop")
    assert units(s, FELLOWSHIP, "Rhovanion") == 1 and s.decision.player == SAURON


def test_movements_with_no_units_are_skipped() -> None:
    s = ready_to_play("C3-19")
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-19")
    assert s.decision.player == SAURON


def test_conflict_on_placement() -> None:
    """p.7: placing Units where enemy Units are triggers a conflict: both remove one Unit at a time
    until one side has none there. C3-12 places 3 Units in Arnor or Enedwaith."""
    s = ready_to_play("C3-12")
    set_units(s, SAURON, Arnor=2)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-12")
    assert ids(s) == ["region:Arnor", "region:Enedwaith"]
    s.apply("region:Arnor")
    assert units(s, FELLOWSHIP, "Arnor") == 1 and units(s, SAURON, "Arnor") == 0
    assert sum(s.units[:NREG]) == 1  # the two lost Units are back in the supply
    assert s.view(None)["players"]["sauron"]["units_in_supply"] == 15


def test_conflict_can_wipe_out_the_newcomers() -> None:
    s = ready_to_play("C1-21", chapter=1)
    set_units(s, SAURON, Lindon=3)
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-21")
    s.apply("region:Lindon")
    assert units(s, FELLOWSHIP, "Lindon") == 0 and units(s, SAURON, "Lindon") == 2


def test_fortress_does_not_fight_or_block() -> None:
    """p.7 note: an enemy Fortress triggers no conflict and does not stop you placing Units; both
    players can then be present in the same region."""
    s = ready_to_play("C1-21", chapter=1)
    set_forts(s, SAURON, "Lindon")
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-21")
    s.apply("region:Lindon")
    assert units(s, FELLOWSHIP, "Lindon") == 1 and forts(s, SAURON) == ["Lindon"]
    assert s.presence(FELLOWSHIP) == 1 and s.presence(SAURON) == 1


def test_red_card_places_all_units_in_one_of_its_two_regions() -> None:
    """p.5: choose one of the two regions shown and place all the Units there. C2-19: 2 in Arnor or
    Rhovanion."""
    s = ready_to_play("C2-19", chapter=2)
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-19")
    assert ids(s) == ["region:Arnor", "region:Rhovanion"]
    s.apply("region:Rhovanion")
    assert units(s, FELLOWSHIP, "Rhovanion") == 2


def test_units_are_limited_to_the_supply_of_15() -> None:
    """NOTES ruling 5 and ruling 4 (docs): 15 Units each; a placement gives what is left."""
    s = ready_to_play("C3-12")
    set_units(s, FELLOWSHIP, Lindon=14)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-12")
    s.apply("region:Arnor")
    assert units(s, FELLOWSHIP, "Arnor") == 1 and sum(s.units[:NREG]) == 15
    s = ready_to_play("C3-12")
    set_units(s, FELLOWSHIP, Lindon=15)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-12")
    assert s.decision.player == SAURON and sum(s.units[:NREG]) == 15


def test_purple_card_removes_enemy_units_and_drains_coins() -> None:
    """p.5: purple cards (chapter 3 only): remove an enemy Unit from any region; the opponent loses
    coins (to the reserve, as many as they have). C3-20: remove 1 enemy Unit, opponent loses 2."""
    s = ready_to_play("C3-20")
    set_units(s, SAURON, Gondor=1, Mordor=2)
    s.coins[SAURON] = 1
    s.reserve = 26
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-20")
    assert ids(s) == ["region:Gondor", "region:Mordor", "no"]
    s.apply("region:Mordor")
    assert units(s, SAURON, "Mordor") == 1
    assert coins(s) == (3, 0, 27)


def test_purple_card_removing_more_units_than_there_are() -> None:
    s = ready_to_play("C3-22")  # remove 2 enemy Units, opponent loses 1
    set_units(s, SAURON, Gondor=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-22")
    assert ids(s) == ["region:Gondor", "no"]  # the removal is optional (p.3), so even one target asks
    s.apply("region:Gondor")
    assert s.decision.player == SAURON and sum(s.units[NREG:]) == 0


def test_purple_card_removal_may_be_declined() -> None:
    """p.3: you *may* benefit from a card's effects (ruling 3); the coin loss still applies."""
    s = ready_to_play("C3-20")
    set_units(s, SAURON, Gondor=1)
    s.coins[SAURON] = 2
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-20")
    s.apply("no")
    assert units(s, SAURON, "Gondor") == 1 and coins(s)[1] == 0
    assert "Fellowship removes no enemy Unit." in [e.text for e in s.log()]


def test_purple_card_with_everything() -> None:
    """C3-18: remove 1 enemy Unit, 1 movement, the opponent loses 1 coin."""
    s = ready_to_play("C3-18")
    set_units(s, SAURON, Rohan=1, Gondor=1)
    set_units(s, FELLOWSHIP, Enedwaith=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-18")
    assert ids(s) == ["first:remove", "first:move"]  # no printed order between them: the player picks
    s.apply("first:remove")
    s.apply("region:Rohan")
    s.apply("move:Enedwaith>Gondor")
    assert units(s, FELLOWSHIP, "Gondor") == 0 and units(s, SAURON, "Gondor") == 0
    assert coins(s)[1] == 1 and s.decision.player == SAURON


def test_purple_card_movements_before_the_removal() -> None:
    """C3-23 (remove 1 enemy Unit, 2 movements): moving first, a conflict can clear a region and the
    removal then takes a Unit elsewhere (ruling 3: the player orders a card's removal and movements)."""
    s = ready_to_play("C3-23")
    set_units(s, SAURON, Rohan=1, Gondor=1)
    set_units(s, FELLOWSHIP, Enedwaith=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-23")
    s.apply("first:move")
    assert s.decision.kind is DecisionKind.MOVE
    s.apply("move:Enedwaith>Rohan")  # conflict: both Units go; no Unit is left to move
    assert ids(s) == ["region:Gondor", "no"]
    s.apply("region:Gondor")
    assert sum(s.units[NREG:]) == 0 and s.decision.player == SAURON


def test_no_order_is_asked_when_only_one_can_act() -> None:
    """Without an own Unit to move, C3-23's removal simply comes first (nothing to order)."""
    s = ready_to_play("C3-23")
    s.units = [0] * (2 * NREG)
    set_units(s, SAURON, Rohan=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-23")
    assert ids(s) == ["region:Rohan", "no"]


def test_conquest_victory_by_placing_units() -> None:
    """p.8: present in all 7 regions (a Fortress and/or at least 1 Unit) wins at once."""
    s = ready_to_play("C1-21", player=SAURON, chapter=1)
    set_units(s, SAURON, Arnor=1, Rhovanion=1, Enedwaith=1, Rohan=1, Gondor=1)
    set_forts(s, SAURON, "Mordor")
    refresh(s, SAURON)
    assert s.presence(SAURON) == 6
    s.apply("play:C1-21")
    s.apply("region:Lindon")
    assert s.is_over and s.victory == "conquest" and s.winner == "sauron"
    assert s.returns() == (-1.0, 1.0)


def test_conquest_victory_by_movement() -> None:
    s = ready_to_play("C3-19")
    set_units(s, FELLOWSHIP, Lindon=1, Arnor=2, Rhovanion=1, Enedwaith=1, Rohan=1, Gondor=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C3-19")
    s.apply("move:Gondor>Mordor")  # leaves Gondor: 6 regions
    assert not s.is_over
    s.apply("move:Arnor>Enedwaith")
    s.apply("move:Enedwaith>Gondor")
    assert s.is_over and s.victory == "conquest" and s.winner == "fellowship"


def test_conflict_that_empties_the_region_gives_no_presence() -> None:
    s = ready_to_play("C1-21", chapter=1)
    set_units(s, FELLOWSHIP, Arnor=1, Rhovanion=1, Enedwaith=1, Rohan=1, Gondor=1, Mordor=1)
    set_units(s, SAURON, Lindon=1)
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-21")
    s.apply("region:Lindon")
    assert not s.is_over and s.presence(FELLOWSHIP) == 6


def test_view_board() -> None:
    s = ready_to_play("C1-21", chapter=1)
    set_units(s, FELLOWSHIP, Rohan=3)
    set_forts(s, SAURON, "Rohan")
    board = s.view(FELLOWSHIP)["board"]
    assert list(board) == list(REGIONS)
    assert board["Rohan"] == {
        "fellowship": {"units": 3, "fortress": False},
        "sauron": {"units": 0, "fortress": True},
    }


def test_skills_and_coins_read_as_words() -> None:
    """Issue 15, words not ids: "Ruse ×3", not "Rusex3"; "+1 coin", not "+1 coins"."""
    from eregion.games.duel.components import SKILLS
    from eregion.games.duel.text import skills_text

    counts = tuple(3 if s == "Ruse" else 1 if s == "Courage" else 0 for s in SKILLS)
    assert skills_text(counts) in ("Ruse ×3, Courage", "Courage, Ruse ×3")
    catalog = (Path(__file__).parents[1] / "eregion/web/static/games/duel.json").read_text()
    assert "Ruse ×2" in catalog and " x2" not in catalog
