"""Sauron's Action step (eregion.games.meq.tracks): the action tracks and the fourth token, Draw Shadow and
Plot, Command. The worked examples check the rulebook's own numbers (pp. 15, 17, 18, 19)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from eregion.games.meq.board import Board, IllegalMove, Token, start_board
from eregion.games.meq.components import components
from eregion.games.meq.influence import place_influence
from eregion.games.meq.tracks import (
    COMMAND,
    DRAW_SHADOW_AND_PLOT,
    PLACE_INFLUENCE,
    HealMinion,
    MoveMinion,
    MoveToken,
    PlaceToken,
    Tracks,
    actions_per_step,
    command,
    draw,
    free_space,
    keep_plot,
    open_tracks,
    take_action,
)

C = components()
TRACKS = list(C.action_tracks)
ORC = Token("brown_lands_mordor", "orc")
SPIDER = Token("brown_lands_mordor", "giant_spider")


# --- the worked examples ---------------------------------------------------------------------------


def test_p19_example_of_sauron_s_action_step() -> None:
    """p. 19: two heroes, so two actions. "6" and "5" of Place Influence are covered from the last Action
    step; the first action takes the "4" (at most 2 influence to the Shadow Pool), the second Command's
    "3"; that fourth token sends the other three back, leaving only itself on the tracks."""
    assert actions_per_step(2) == 2
    tracks = Tracks(frozenset({(PLACE_INFLUENCE, 0), (PLACE_INFLUENCE, 1)}))
    tracks, x = take_action(tracks, C, PLACE_INFLUENCE)
    assert x == 4 and len(tracks.covered) == 3
    board = place_influence(Board(influence={"barad_dur": 3}), C, x, 2, ["mount_doom", "mount_doom"], stage=1)
    assert board.shadow_pool == 2
    tracks, x = take_action(tracks, C, COMMAND)
    assert x == 3 and tracks.covered == {(COMMAND, 0)}
    assert free_space(tracks, C, PLACE_INFLUENCE) == 0  # the "6" is free again


def test_p17_draw_shadow_and_plot_example() -> None:
    """p. 17: a token on the "2" of Draw Shadow and Plot: two Shadow cards into Sauron's hand, two Plot
    cards drawn, one kept and the other put at the bottom of the Plot deck."""
    tracks, x = take_action(Tracks(frozenset({(DRAW_SHADOW_AND_PLOT, 0)})), C, DRAW_SHADOW_AND_PLOT)
    assert x == 2 and tracks.covered == {(DRAW_SHADOW_AND_PLOT, 0), (DRAW_SHADOW_AND_PLOT, 1)}
    shadow, shadow_deck = draw(("s1", "s2", "s3"), x)
    plots, plot_deck = draw(("p1", "p2", "p3", "p4"), x)
    assert shadow == ("s1", "s2") and shadow_deck == ("s3",)
    kept, plot_deck = keep_plot(plots, plot_deck, 1, [0])
    assert kept == "p2" and plot_deck == ("p3", "p4", "p1")


def test_p18_command_example() -> None:
    """p. 18: a token on Command's "3" gives three commands: a monster token drawn from the pile of
    Sauron's choice goes on a location with influence in its regions; a minion moves to an adjacent
    location; a different minion heals four damage."""
    tracks, x = take_action(Tracks(), C, COMMAND)
    assert x == 3 and tracks.covered == {(COMMAND, 0)}
    board = start_board(C, ["argalad", "beravor"]).move_minion("gothmog", "mount_gundabad")
    board = replace(board, influence={"dead_marshes": 1})
    orders = [
        PlaceToken(ORC, "dead_marshes"),
        MoveMinion("the_black_serpent", "pelargir"),
        HealMinion("gothmog"),
    ]
    after, damage = command(board, C, {"gothmog": 5}, x, orders)
    assert after.tokens_at("dead_marshes") == (ORC,)
    assert after.minions["the_black_serpent"] == "pelargir"
    assert damage == {"gothmog": 1}


# --- tracks ----------------------------------------------------------------------------------------


def test_track_values_and_leftmost_space() -> None:
    """The board: Place Influence 6/5/4, Draw Shadow and Plot 2/2/1, Command 3/2/1 (C8); each token goes
    on the leftmost empty space, and a full track cannot be chosen."""
    tracks, xs = Tracks(), []
    for _ in range(3):
        tracks, x = take_action(tracks, C, PLACE_INFLUENCE)
        xs.append(x)
    assert xs == [6, 5, 4] and open_tracks(tracks, C) == (DRAW_SHADOW_AND_PLOT, COMMAND)
    with pytest.raises(IllegalMove, match="every space of 'place_influence'"):
        take_action(tracks, C, PLACE_INFLUENCE)
    with pytest.raises(IllegalMove, match="'fly' is not an action track"):
        take_action(tracks, C, "fly")
    assert actions_per_step(1) == 2 and actions_per_step(3) == 3


def test_fourth_token_on_a_later_space_stays_there() -> None:
    """The fourth token stays "in its current space" (p. 15), even when that is not the leftmost."""
    tracks = Tracks(frozenset({(COMMAND, 0), (COMMAND, 1), (PLACE_INFLUENCE, 0)}))
    tracks, x = take_action(tracks, C, COMMAND)
    assert x == 1 and tracks.covered == {(COMMAND, 2)}
    assert take_action(tracks, C, COMMAND)[1] == 3


@given(st.lists(st.sampled_from(TRACKS), max_size=40))
def test_track_positions_stay_valid(choices: list[str]) -> None:
    """At most three tokens stay on the tracks, each on a real space; X is always a value of its track."""
    tracks = Tracks()
    for track in choices:
        if track not in open_tracks(tracks, C):
            continue
        tracks, x = take_action(tracks, C, track)
        assert x in C.action_tracks[track].values
        assert 1 <= len(tracks.covered) <= 3
        assert all(0 <= i < len(C.action_tracks[t].values) for t, i in tracks.covered)


# --- Draw Shadow and Plot --------------------------------------------------------------------------


def test_keep_plot_checks_the_choice() -> None:
    with pytest.raises(IllegalMove, match="keep Plot card 2: expected 0 to 1"):
        keep_plot(("a", "b"), (), 2, [0])
    with pytest.raises(IllegalMove, match=r"order the other Plot cards \[0, 2\]"):
        keep_plot(("a", "b", "c"), (), 1, [0])
    assert keep_plot(("a", "b", "c"), ("z",), 1, [2, 0]) == ("b", ("z", "c", "a"))
    assert draw(("a",), 2) == (("a",), ())


# --- Command ---------------------------------------------------------------------------------------


def board_with(**kw: object) -> Board:
    return Board(**kw)  # type: ignore[arg-type]


def test_monster_tokens_move_only_onto_influence_and_once() -> None:
    """p. 18: a monster token moves to an adjacent location with influence; one command each."""
    board = board_with(influence={"dead_marshes": 1, "emyn_muil": 1}, tokens={"dol_guldur": (ORC,)})
    with pytest.raises(IllegalMove, match="moves only onto influence; 'south_eaves' has none"):
        command(board, C, {}, 3, [MoveToken("dol_guldur", ORC, "south_eaves")])
    with pytest.raises(IllegalMove, match="cannot move to 'dead_marshes': not adjacent"):
        command(board, C, {}, 3, [MoveToken("dol_guldur", ORC, "dead_marshes")])
    twice = [MoveToken("dol_guldur", ORC, "emyn_muil"), MoveToken("emyn_muil", ORC, "dead_marshes")]
    with pytest.raises(IllegalMove, match="no uncommanded monster token 'orc' at 'emyn_muil'"):
        command(board, C, {}, 3, twice)
    after, _ = command(board, C, {}, 3, twice[:1])
    assert after.tokens_at("emyn_muil") == (ORC,) and not after.tokens_at("dol_guldur")


def test_a_placed_token_does_not_move_but_another_does() -> None:
    """p. 18: the token placed by this action cannot move; an identical one already there can."""
    board = board_with(influence={"dead_marshes": 1, "emyn_muil": 1})
    orders = [PlaceToken(ORC, "dead_marshes"), MoveToken("dead_marshes", ORC, "emyn_muil")]
    with pytest.raises(IllegalMove, match="no uncommanded"):
        command(board, C, {}, 3, orders)
    board = board_with(influence={"dead_marshes": 1, "emyn_muil": 1}, tokens={"dead_marshes": (ORC,)})
    after, _ = command(board, C, {}, 3, orders)
    assert after.tokens_at("dead_marshes") == (ORC,) and after.tokens_at("emyn_muil") == (ORC,)


def test_placing_tokens() -> None:
    """p. 18: one per action, on influence, never on a hero, in the token's regions (A16)."""
    board = board_with(influence={"dead_marshes": 1, "rhun": 1, "moria": 1}, heroes={"thalin": "rhun"})
    with pytest.raises(IllegalMove, match="one monster token placed per Command action"):
        command(board, C, {}, 3, [PlaceToken(ORC, "dead_marshes"), PlaceToken(SPIDER, "dead_marshes")])
    with pytest.raises(IllegalMove, match="never on a hero; not on 'rhun'"):
        command(board, C, {}, 3, [PlaceToken(ORC, "rhun")])
    with pytest.raises(IllegalMove, match="never on a hero; not on 'dagorlad'"):
        command(board, C, {}, 3, [PlaceToken(ORC, "dagorlad")])
    with pytest.raises(IllegalMove, match="only in its regions; 'moria' is not"):
        command(board, C, {}, 3, [PlaceToken(ORC, "moria")])
    with pytest.raises(IllegalMove, match="3 commands for X = 2"):
        command(board, C, {}, 2, [PlaceToken(ORC, "dead_marshes")] * 3)


def test_minions_move_anywhere_adjacent_heal_away_from_heroes() -> None:
    """p. 18: minions move onto any adjacent location, a Haven too; a heal removes up to 4 damage and is
    refused on a hero's location; no minion takes two commands."""
    board = board_with(
        minions={"gothmog": "lake_esgaroth", "the_black_serpent": "near_harad"},
        heroes={"eleanor": "near_harad"},
    )
    after, _ = command(board, C, {}, 3, [MoveMinion("gothmog", "the_woodland_realm")])
    assert after.minions["gothmog"] == "the_woodland_realm"
    with pytest.raises(IllegalMove, match="shares 'near_harad' with a hero"):
        command(board, C, {"the_black_serpent": 3}, 3, [HealMinion("the_black_serpent")])
    with pytest.raises(IllegalMove, match="already took a command"):
        command(board, C, {"gothmog": 3}, 3, [HealMinion("gothmog"), MoveMinion("gothmog", "the_bight")])
    with pytest.raises(IllegalMove, match="'the_witch_king' is not on the board"):
        command(board, C, {}, 3, [HealMinion("the_witch_king")])
    _, damage = command(board, C, {"gothmog": 3, "the_black_serpent": 2}, 1, [HealMinion("gothmog")])
    assert damage == {"the_black_serpent": 2}
    with pytest.raises(IllegalMove, match="not adjacent"):
        command(board, C, {}, 1, [MoveMinion("gothmog", "the_forest_trail")])
    far, _ = command(board, C, {}, 1, [MoveMinion("gothmog", "the_forest_trail")], reach={"gothmog": 2})
    assert far.minions["gothmog"] == "the_forest_trail"


def test_heal_and_place_refuse_bad_input() -> None:
    board = board_with(minions={"gothmog": "rhun"}, influence={"dead_marshes": 1})
    with pytest.raises(IllegalMove, match="heal 5: at most 4"):
        command(board, C, {"gothmog": 6}, 1, [HealMinion("gothmog", 5)])
    assert command(board, C, {"gothmog": 6}, 1, [HealMinion("gothmog", 2)])[1] == {"gothmog": 4}
    with pytest.raises(IllegalMove, match="'mordor_x' is not a location"):
        command(board, C, {}, 1, [PlaceToken(ORC, "mordor_x")])
    with pytest.raises(IllegalMove, match="'mordor' not a pile"):
        command(board, C, {}, 1, [PlaceToken(Token("mordor", "orc"), "dead_marshes")])
    with pytest.raises(IllegalMove, match="'nowhere' is not a location"):
        command(board, C, {}, 1, [MoveMinion("gothmog", "nowhere")])


LOCS = sorted(C.locations)
PILES = sorted(C.groups)


@st.composite
def orders(draw_: st.DrawFn) -> list[object]:
    kinds = draw_(st.lists(st.sampled_from(["move_minion", "move_token", "place", "heal"]), max_size=4))
    out: list[object] = []
    for kind in kinds:
        loc = draw_(st.sampled_from(LOCS))
        if kind == "move_minion":
            out.append(MoveMinion(draw_(st.sampled_from(["gothmog", "the_black_serpent"])), loc))
        elif kind == "move_token":
            out.append(MoveToken(draw_(st.sampled_from(["dol_guldur", "emyn_muil"])), ORC, loc))
        elif kind == "place":
            out.append(PlaceToken(Token(draw_(st.sampled_from(PILES)), "orc"), loc))
        else:
            out.append(
                HealMinion(draw_(st.sampled_from(["gothmog", "the_black_serpent"])), draw_(st.integers(0, 4)))
            )
    return out


@given(orders(), st.sets(st.sampled_from(LOCS), max_size=12), st.integers(1, 3))
def test_command_keeps_the_board_legal(plan: list[object], influenced: set[str], x: int) -> None:
    """Whatever the commands, either they are refused or: tokens stand only where they may, the minions
    are all still there, damage only falls and never below 0, one token at most was added."""
    board = board_with(
        influence=dict.fromkeys(influenced | {"emyn_muil"}, 1),
        tokens={"dol_guldur": (ORC,), "emyn_muil": (ORC,)},
        minions={"gothmog": "rhun", "the_black_serpent": "near_harad"},
        heroes={"eleanor": "near_harad"},
    )
    hurt = {"gothmog": 5, "the_black_serpent": 3}
    try:
        after, left = command(board, C, hurt, x, plan)  # type: ignore[arg-type]
    except IllegalMove:
        return
    assert len(plan) <= x and after.token_count() - board.token_count() <= 1
    assert set(after.minions) == set(board.minions)
    assert all(0 < n <= hurt[m] for m, n in left.items())
    for loc in after.tokens:
        assert loc in board.tokens or after.influence_at(loc)
