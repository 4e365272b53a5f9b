"""The ten Mission cards (eregion.games.meq.missions), each checked on both sides of its threshold as
the quick reference words it (p. 33)."""

from __future__ import annotations

import pytest

from eregion.games.meq.board import Board, IllegalMove, Token
from eregion.games.meq.components import components
from eregion.games.meq.missions import CHECKS, Holdings, Situation, mission_met
from eregion.games.meq.story import Story

C = components()
T = C.story
ORC = Token("misty_mountains", "orc")
HEROES = {"argalad": "the_woodland_realm", "beravor": "bree"}
NOBODY = Holdings({}, {}, {})
PARTY = Board(heroes=HEROES)
START = Story((0, 0, 0, 0))


def met(
    mission: str,
    board: Board = PARTY,
    story: Story = START,
    plots: int = 1,
    holdings: Holdings = NOBODY,
) -> bool:
    return mission_met(C, mission, Situation(board, story, T, plots, holdings))


def test_every_mission_card_has_a_check() -> None:
    assert sorted(CHECKS) == sorted(C.missions)


def test_p33_noble_blood_1_or_less_corruption_cards() -> None:
    assert met("noble_blood", holdings=Holdings({"argalad": 1, "beravor": 0}, {}, {}))
    assert not met("noble_blood", holdings=Holdings({"argalad": 1, "beravor": 1}, {}, {}))


def test_p33_against_the_shadow_no_more_than_2_monster_tokens() -> None:
    two = Board(heroes=HEROES).add_token("moria", ORC).add_token("bree", ORC)
    assert met("against_the_shadow", two)
    assert not met("against_the_shadow", two.add_token("moria", ORC))


def test_p33_isildurs_secret_at_least_5_favor() -> None:
    assert met("isildurs_secret", holdings=Holdings({}, {"argalad": 3, "beravor": 2}, {}))
    assert not met("isildurs_secret", holdings=Holdings({}, {"argalad": 4, "beravor": 0}, {}))


def test_p33_minas_morgul_kept_at_bay_2_or_less_minions_in_play() -> None:
    """The start's two minions meet it; a third on the board does not (R167: minions on the board)."""
    start = {"the_mouth_of_sauron": "dol_guldur", "the_black_serpent": "near_harad"}
    two = Board(heroes=HEROES, minions=start)
    assert met("minas_morgul_kept_at_bay", two)
    assert not met("minas_morgul_kept_at_bay", two.move_minion("gothmog", "mount_gundabad"))


def test_p33_the_spear_of_the_west_every_hero_both_quests() -> None:
    done = {
        "argalad": ("they_have_become_queer_and_wild", "echoes_of_bolgs_army"),
        "beravor": ("spies_in_mithlond", "bones_of_a_darkness_past"),
    }
    assert met("the_spear_of_the_west", holdings=Holdings({}, {}, done))
    half = {**done, "beravor": ("spies_in_mithlond",)}
    assert not met("the_spear_of_the_west", holdings=Holdings({}, {}, half))
    stolen = {**done, "beravor": ("spies_in_mithlond", "echoes_of_bolgs_army")}  # not her own quest
    assert not met("the_spear_of_the_west", holdings=Holdings({}, {}, stolen))


def test_p33_his_dark_throne_3_active_plots() -> None:
    assert met("his_dark_throne", plots=3) and not met("his_dark_throne", plots=2)


def test_p33_story_markers_in_stage_iii() -> None:
    """In Darkness Bind Them (yellow), To Rule Them All (red), Where the Shadows Lie (black): the
    marker in stage III (space 13 on, C7)."""
    story = Story((10, 13, 12, 18))
    assert met("in_darkness_bind_them", story=story)
    assert met("to_rule_them_all", story=story)
    assert not met("where_the_shadows_lie", story=story)


def test_p33_to_find_them_all_the_ringwraiths_or_6_influence_on_the_shire() -> None:
    assert not met("to_find_them_all", Board(minions={"the_ringwraiths": "bree"}))
    assert met("to_find_them_all", Board(minions={"the_ringwraiths": "the_shire"}))
    assert met("to_find_them_all", Board(influence={"the_shire": 6}))
    assert not met("to_find_them_all", Board(influence={"the_shire": 5}))


def test_an_unknown_mission_or_quest_is_refused() -> None:
    with pytest.raises(IllegalMove, match="'the_one_ring' is not a Mission card"):
        met("the_one_ring")
    with pytest.raises(IllegalMove, match="'there_and_back' is not a quest"):
        met("the_spear_of_the_west", holdings=Holdings({}, {}, {"argalad": ("there_and_back",)}))
