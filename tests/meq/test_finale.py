"""The Finale (eregion.games.meq.finale, pp. 33-34): immediate victory, the Missions' advance, the
preparation, the Ringwraiths' adjustment, the champion and the last battle."""

from __future__ import annotations

import pytest

from eregion.core.rng import Rng
from eregion.games.meq.board import IllegalMove
from eregion.games.meq.combat import Resolution, foe_stats
from eregion.games.meq.components import components
from eregion.games.meq.finale import (
    champion,
    gather,
    heal_ringwraiths,
    immediate_victory,
    last_battle,
    mission_advance,
    reckoning,
    winner,
)
from eregion.games.meq.options import Options
from eregion.games.meq.plots import ActivePlot
from eregion.games.meq.story import HEROES, SAURON, Story, finale_begins

C = components()
T = C.story
ARGALAD = C.heroes["argalad"]


def test_p34_finale_example() -> None:
    """T17, p. 34: the heroes' marker reaches the Finale in the Story step; the heroes are dominant but
    their Mission is not met, so no one wins at once; Sauron's is, so each of his markers advances 1.
    Counted after that advance (A11), his closest marker is 3 from the Finale and the other two need
    2 (yellow) + 3 (red) to reach The Shadow Falls: the Ringwraiths fight with -3 health and
    fortitude."""
    story = Story((18, 7, 14, 6), 3)
    assert finale_begins(story, T)
    out = reckoning(C, story, (), Options(), heroes_met=False, sauron_met=True)
    assert out.winner is None and out.revealed == (HEROES,)
    assert out.story.spaces == (18, 8, 15, 7)
    assert out.adjustment == -3
    foe = foe_stats(C, "the_ringwraiths", out.adjustment)
    assert (foe.health, foe.fortitude) == (9 - 3, 8 - 3)


def test_p34_step_1_immediate_victory() -> None:
    """p. 34, step 1: the dominant side reveals and wins if its Mission is met; neither dominant, both
    reveal and a side wins only if it alone meets its Mission."""
    assert immediate_victory(HEROES, True, True) == (HEROES, (HEROES,))
    assert immediate_victory(SAURON, True, False) == (None, (SAURON,))
    assert immediate_victory(None, False, True) == (SAURON, (HEROES, SAURON))
    assert immediate_victory(None, True, True) == (None, (HEROES, SAURON))
    assert immediate_victory(None, False, False) == (None, (HEROES, SAURON))
    with pytest.raises(IllegalMove, match="not a side"):
        immediate_victory("ents", True, True)
    won = reckoning(C, Story((18, 7, 14, 6)), (), Options(), heroes_met=True, sauron_met=True)
    assert won.winner == HEROES and won.story == Story((18, 7, 14, 6)) and won.adjustment == 0


def test_p34_step_2_both_sides_advance_and_the_finale_space_holds() -> None:
    """p. 34, step 2: each side meeting its Mission advances; a marker on the Finale does not; a marker
    entering stage III for the first time is reported (its minion arrives, R18)."""
    story, entered = mission_advance(C, Story((18, 12, 18, 3), 2), True, True)
    assert story.spaces == (18, 13, 18, 4) and entered == (3,)


def test_p34_step_4_sauron_dominant_adds_the_heroes_count() -> None:
    """p. 34, step 4: Sauron dominant after step 2 (heroes 6 from the Finale, Sauron 0): +6 health and
    fortitude; neither met, nothing moved."""
    out = reckoning(C, Story((12, 10, 10, 10)), (), Options(), heroes_met=False, sauron_met=False)
    assert out.winner is None and out.revealed == (SAURON,) and out.adjustment == 6


def test_finale_dominance_follows_the_advanced_dominance_option() -> None:
    """R172: with Advanced Dominance, step 1 and step 4 ask it who is dominant; step 4's amount is
    still the count the rulebook gives. Here the spaces make Sauron dominant (3 against 5 before the
    advance); the Story steps the heroes (3 against 4)."""
    story = Story((13, 9, 10, 8))
    active = (
        ActivePlot("saruman_falls_to_corruption", "isengard"),
        ActivePlot("orcs_in_the_mountains", "mount_gundabad"),
    )
    plain = reckoning(C, story, active, Options(), heroes_met=True, sauron_met=False)
    assert plain.revealed == (SAURON,) and plain.story.space("green") == 14
    option = Options(advanced_dominance=True)
    advanced = reckoning(C, story, active, option, heroes_met=True, sauron_met=False)
    assert advanced.winner == HEROES


def test_p34_step_3_preparation() -> None:
    """p. 34, step 3: the Ringwraiths' damage is removed (other minions keep theirs); each hero
    shuffles hand, rest pool and damage pool into his life pool and draws his fortitude."""
    assert heal_ringwraiths({"the_ringwraiths": 5, "gothmog": 2}) == {"gothmog": 2}
    deck = ARGALAD.deck
    life, hand, rest, damage = deck[:10], deck[10:13], deck[13:20], deck[20:]
    new_hand, new_life = gather(Rng(3), ARGALAD.fortitude, life, hand, rest, damage)
    assert len(new_hand) == ARGALAD.fortitude and len(new_hand) + len(new_life) == len(deck)
    assert sorted(c.id for c in (*new_hand, *new_life)) == sorted(c.id for c in deck)
    assert gather(Rng(3), ARGALAD.fortitude, life, hand, rest, damage) == (new_hand, new_life)


def test_p34_steps_5_to_7_champion_battle_winner() -> None:
    """pp. 34, 28: the champion is one of the heroes; the Ringwraiths' whole Ravager deck is shuffled
    and they draw their adjusted fortitude, with no damage; the heroes win only if they fall. A10: the
    adjustment leaves at least 1 health and 0 fortitude."""
    assert champion(("argalad", "beravor"), "beravor") == "beravor"
    with pytest.raises(IllegalMove, match="champion must be one of the heroes"):
        champion(("argalad",), "beravor")
    hand, life = ARGALAD.deck[:4], ARGALAD.deck[4:]
    fight = last_battle(C, -3, Rng(5), ARGALAD.strength, ARGALAD.agility, 1, hand, life)
    assert fight.foe_id == "the_ringwraiths" and fight.damage == 0 and fight.health == 6
    assert len(fight.foe.hand) == 5 and len(fight.foe.hand) + len(fight.deck) == 25
    assert len(fight.hero.hand) == 5 and fight.hero.strength == ARGALAD.strength + ARGALAD.agility - 1
    floor = last_battle(C, -20, Rng(5), ARGALAD.strength, ARGALAD.agility, 0, hand, life)
    assert floor.health == 1 and floor.foe.hand == ()
    result = Resolution((), (), (), (), (), False, True, 0, 0, True, False)
    assert winner(result) == HEROES
    assert winner(Resolution((), (), (), (), (), True, False, 0, 0, False, True)) == SAURON
