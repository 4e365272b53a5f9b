"""Influence (eregion.games.meq.influence): Place Influence, extension and caps, removal, perilous.
The worked examples check the rulebook's own numbers (pp. 10, 15-17, 23)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.components import components
from eregion.games.meq.influence import (
    add_influence,
    extension,
    hero_rally,
    legal_spots,
    perilous_for,
    place_influence,
    place_one,
    pool_cap,
    remove_influence,
    settle,
    settle_pool,
)

C = components()
LOCATIONS = sorted(C.locations)
STRONGHOLDS = {loc: p.stronghold_cap for loc, p in C.locations.items() if p.stronghold}
X = dict(zip(("first", "second", "third"), C.action_tracks["place_influence"].values, strict=True))


# --- the worked examples ---------------------------------------------------------------------------


def test_p10_hero_rally_example_beravor_on_moria() -> None:
    """p. 10 (Game Turns, the Hero Rally example): Beravor ended her turn on Moria, which held two
    influence; Sauron's Hero Rally step removes both."""
    board = Board(influence={"moria": 2}).move_hero("beravor", "moria")
    assert hero_rally(board, C).influence_at("moria") == 0


def test_p15_place_influence_example_token_on_4() -> None:
    """p. 15, the Place Influence example: a token on the "4" space gives 4 influence; Sauron puts 1 in
    the Shadow Pool and 3 in extension of his Strongholds."""
    assert X["third"] == 4
    board = Board(influence={"barad_dur": 2})
    after = place_influence(board, C, X["third"], 1, ["barad_dur", "mount_doom", "mount_doom"], stage=1)
    assert after.shadow_pool == 1
    assert sum(after.influence.values()) - sum(board.influence.values()) == 3
    assert after.influence == {"barad_dur": 3, "mount_doom": 2}


def test_p19_action_step_example_influence_on_the_4() -> None:
    """p. 19, Example of Sauron's Action Step, first action: with "6" and "5" taken, the token goes on
    the "4" space, which lets Sauron put up to two influence in the Shadow Pool and the rest in extension."""
    board = Board(influence={"barad_dur": 3})
    after = place_influence(board, C, X["third"], 2, ["mount_doom", "mount_doom"], stage=1)
    assert after.shadow_pool == 2 and after.influence == {"barad_dur": 3, "mount_doom": 2}
    with pytest.raises(IllegalMove, match="between 0 and 2"):
        place_influence(board, C, X["third"], 3, ["mount_doom"], stage=1)


def _p17_board() -> Board:
    """Before the p. 17 example: Barad-dûr holds 1 (the example raises it "to 3" with 2 more), and Mount
    Doom, between it and the Sea of Udûn, holds influence (the example traces Sea of Udûn's chain back to
    Barad-dûr). How much Mount Doom holds is not said; 1, the most Barad-dûr's strength 1 allows, is
    assumed."""
    return Board(influence={"barad_dur": 1, "mount_doom": 1})


def test_p17_example_of_placing_influence() -> None:
    """p. 17, Example of Placing Influence: a token on the "6" space; 1 to the Shadow Pool, 1 on the Sea
    of Udûn, 2 on Barad-dûr (now 3), then the last 2 on the Dead Marshes, allowed because a chain of
    influence leads back to Barad-dûr and its strength is at least 2."""
    assert X["first"] == 6
    spots = ["sea_of_udun", "barad_dur", "barad_dur", "dead_marshes", "dead_marshes"]
    after = place_influence(_p17_board(), C, X["first"], 1, spots, stage=1)
    assert after.shadow_pool == 1
    assert after.influence == {"barad_dur": 3, "mount_doom": 1, "sea_of_udun": 1, "dead_marshes": 2}
    assert extension(after, C)["dead_marshes"] == 3  # each location of the extension may now hold 3


def test_p17_example_needs_barad_dur_raised_first() -> None:
    """The same tokens in another order break the rule: with Barad-dûr still at strength 1 the Dead
    Marshes may not take a second token (A6: each token legal when placed)."""
    spots = ["sea_of_udun", "dead_marshes", "dead_marshes", "barad_dur", "barad_dur"]
    with pytest.raises(IllegalMove, match="'dead_marshes': it may hold at most 1"):
        place_influence(_p17_board(), C, X["first"], 1, spots, stage=1)


def test_p17_chain_broken_by_a_hero_keeps_one_token() -> None:
    """p. 17: heroes may cut a chain; the locations no longer joined to a Stronghold keep one token."""
    board = Board(
        influence={"barad_dur": 3, "mount_doom": 3, "sea_of_udun": 3, "dead_marshes": 3, "dagorlad": 2}
    )
    after = hero_rally(board.move_hero("eleanor", "sea_of_udun"), C)
    assert after.influence == {"barad_dur": 3, "mount_doom": 3, "dead_marshes": 1, "dagorlad": 1}


# --- the Shadow Pool -------------------------------------------------------------------------------


def test_shadow_pool_holds_four_times_the_stage() -> None:
    """p. 16: 4 in stage I, 8 in stage II, 12 in stage III."""
    assert [pool_cap(s) for s in (1, 2, 3)] == [4, 8, 12]
    board = Board(shadow_pool=3, influence={"barad_dur": 6})
    with pytest.raises(IllegalMove, match="Shadow Pool holds at most 4 in stage 1"):
        place_influence(board, C, 6, 2, ["mount_doom"] * 4, stage=1)
    assert place_influence(board, C, 6, 2, ["mount_doom"] * 4, stage=2).shadow_pool == 5


def test_at_most_two_tokens_go_to_the_shadow_pool() -> None:
    """p. 15: up to two of the action's tokens."""
    with pytest.raises(IllegalMove, match="between 0 and 2"):
        place_influence(Board(influence={"barad_dur": 6}), C, 6, 3, ["mount_doom"] * 3, stage=3)


def test_a_falling_stage_discards_the_pool_excess() -> None:
    """A5: a marker moved back lowers the current stage; the Shadow Pool keeps only its new cap."""
    assert settle_pool(Board(shadow_pool=7), 1).shadow_pool == 4
    assert settle_pool(Board(shadow_pool=3), 1).shadow_pool == 3


# --- placing on the board --------------------------------------------------------------------------


def test_stronghold_caps_six_three_three() -> None:
    """p. 16 and the board: Barad-dûr holds at most 6, Dol Guldur and Mount Gundabad 3."""
    board = Board()
    for loc, cap in STRONGHOLDS.items():
        for _ in range(cap):
            board = place_one(board, C, loc)
        with pytest.raises(IllegalMove, match=f"{loc!r}: it may hold at most {cap}"):
            place_one(board, C, loc)
    assert board.influence == {"barad_dur": 6, "dol_guldur": 3, "mount_gundabad": 3}


def test_a_stronghold_keeps_its_own_cap_inside_a_stronger_extension() -> None:
    """R10: Dol Guldur joined by a chain to Barad-dûr (6) still holds at most 3; the chain holds 6."""
    chain = ["barad_dur", "mount_doom", "sea_of_udun", "dead_marshes", "emyn_muil", "dol_guldur"]
    board = Board(influence={loc: 3 for loc in chain} | {"barad_dur": 6})
    caps = extension(board, C)
    assert caps["dol_guldur"] == 3 and caps["emyn_muil"] == 6
    assert "dol_guldur" not in legal_spots(board, C) and "emyn_muil" in legal_spots(board, C)


def test_highest_strength_among_joined_strongholds() -> None:
    """p. 16: a location in extension of several Strongholds uses the highest strength."""
    board = Board(
        influence={
            "dol_guldur": 3,
            "emyn_muil": 1,
            "dead_marshes": 1,
            "sea_of_udun": 1,
            "mount_doom": 1,
            "barad_dur": 1,
        }
    )
    assert extension(board, C)["mount_doom"] == 3


def test_no_token_outside_the_extension() -> None:
    """p. 16: only on a Stronghold, in its extension or next to it."""
    board = Board(influence={"barad_dur": 2, "bree": 1})
    spots = set(legal_spots(board, C))
    assert spots == {"barad_dur", "mount_doom", "dol_guldur", "mount_gundabad"}
    with pytest.raises(IllegalMove, match="neither a Stronghold nor in or next to"):
        place_one(board, C, "sea_of_udun")
    with pytest.raises(IllegalMove, match="neither a Stronghold nor in or next to"):
        place_one(board, C, "bree")  # influence left over from a broken chain is not an extension


def test_an_empty_stronghold_anchors_nothing() -> None:
    """R9: a Stronghold with no influence has strength 0, so nothing may go next to it yet."""
    assert "mount_doom" not in legal_spots(Board(), C)
    assert "mount_doom" in legal_spots(Board(influence={"barad_dur": 1}), C)


def test_never_on_a_haven() -> None:
    """p. 16: influence never goes on a Haven, not even next to a strong extension, nor from a card."""
    board = Board(influence={"dol_guldur": 3, "south_eaves": 3, "the_forest_road": 3})
    assert "the_woodland_realm" in C.adjacent["the_forest_road"] and C.locations["the_woodland_realm"].haven
    assert "the_woodland_realm" not in legal_spots(board, C)
    with pytest.raises(IllegalMove, match="a Haven holds no influence"):
        place_one(board, C, "the_woodland_realm")
    assert add_influence(board, C, "the_woodland_realm", 2) == board


def test_the_rest_must_be_placed_while_a_location_takes_it() -> None:
    """R11: the tokens not put in the Shadow Pool go in extension; a plan that leaves some off while a
    legal location remains is refused, and tokens with nowhere to go return (digest A26)."""
    board = Board(influence={"barad_dur": 1})
    with pytest.raises(IllegalMove, match="1 token\\(s\\) left to place"):
        place_influence(board, C, 5, 2, ["barad_dur", "barad_dur"], stage=1)
    with pytest.raises(IllegalMove, match="3 locations for 2 tokens"):
        place_influence(board, C, 4, 2, ["barad_dur"] * 3, stage=1)
    full = board
    while legal_spots(full, C):
        full = place_one(full, C, legal_spots(full, C)[0])
    assert all(not C.locations[loc].haven for loc in full.influence) and len(full.influence) == 56
    assert place_influence(full, C, 6, 2, [], stage=1) == Board(influence=full.influence, shadow_pool=2)


def test_card_influence_is_settled_at_once() -> None:
    """p. 17: influence a card places above the extension's strength is removed down to it (one at least)."""
    board = Board(influence={"barad_dur": 2, "mount_doom": 1})
    assert add_influence(board, C, "mount_doom", 4).influence_at("mount_doom") == 2
    assert add_influence(board, C, "bree", 3).influence_at("bree") == 1
    assert add_influence(board, C, "barad_dur", 9).influence_at("barad_dur") == 6


def test_removing_influence() -> None:
    board = Board(influence={"barad_dur": 3, "mount_doom": 3, "sea_of_udun": 2})
    assert remove_influence(board, C, "sea_of_udun", 1).influence_at("sea_of_udun") == 1
    assert remove_influence(board, C, "barad_dur").influence == {"mount_doom": 1, "sea_of_udun": 1}


def test_hero_rally_spares_strongholds() -> None:
    """p. 11: not in a Shadow Stronghold."""
    board = Board(influence={"barad_dur": 4, "mount_doom": 2}).move_hero("thalin", "barad_dur")
    assert hero_rally(board, C) == board


# --- perilous --------------------------------------------------------------------------------------


def test_perilous_locations() -> None:
    """p. 23: printed perilous, or more influence than the hero's wisdom (strictly: R14); also a card's
    mark (Saruman Falls to Corruption, His Arm Has Grown Long)."""
    board = Board(influence={"the_high_pass": 2})
    assert perilous_for(board, C, "moria", 9)
    assert perilous_for(board, C, "the_high_pass", 1)
    assert not perilous_for(board, C, "the_high_pass", 2)
    assert not perilous_for(board, C, "isengard", 0)
    assert perilous_for(board.mark_perilous("isengard"), C, "isengard", 3)


# --- properties ------------------------------------------------------------------------------------


def _well_formed(board: Board) -> None:
    caps = extension(board, C)
    for loc, n in board.influence.items():
        assert n > 0 and not C.locations[loc].haven
        assert n <= caps.get(loc, 1)
        if loc in STRONGHOLDS:
            assert n <= STRONGHOLDS[loc]
    assert settle(board, C) == board


@given(
    st.lists(
        st.tuples(st.sampled_from(["place", "card", "remove", "rally"]), st.integers(0, 10**6)), max_size=40
    )
)
def test_influence_never_breaks_its_caps(ops: list[tuple[str, int]]) -> None:
    """Whatever is done, in any order: no Stronghold over its cap, no location over its extension's
    strength (1 when cut off), no Haven with influence, and nothing left for :func:`settle` to do."""
    board = Board()
    for op, k in ops:
        if op == "place":
            spots = legal_spots(board, C)
            if spots:
                board = place_one(board, C, spots[k % len(spots)])
        elif op == "card":
            board = add_influence(board, C, LOCATIONS[k % len(LOCATIONS)], 1 + k % 7)
        elif op == "remove" and board.influence:
            board = remove_influence(
                board, C, sorted(board.influence)[k % len(board.influence)], k % 3 or None
            )
        elif op == "rally":
            board = hero_rally(board.move_hero("argalad", LOCATIONS[k % len(LOCATIONS)]), C)
        _well_formed(board)


@given(st.lists(st.integers(0, 10**6), max_size=30))
def test_every_legal_spot_takes_a_token(picks: list[int]) -> None:
    """The spots offered are exactly those :func:`place_one` accepts."""
    board = Board()
    for k in picks:
        spots = legal_spots(board, C)
        for loc in LOCATIONS:
            if loc in spots:
                place_one(board, C, loc)
            else:
                with pytest.raises(IllegalMove):
                    place_one(board, C, loc)
        board = place_one(board, C, spots[k % len(spots)])
