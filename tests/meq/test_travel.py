"""Travel (eregion.games.meq.travel): path costs, water paths, the Boat and the Horse, and where a hand
reaches. The worked examples check the rulebook's own numbers (pp. 22-23)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from eregion.games.meq.board import Board, IllegalMove, Token
from eregion.games.meq.components import components
from eregion.games.meq.entries import ICONS
from eregion.games.meq.influence import perilous_for
from eregion.games.meq.travel import BOAT, HORSE, Cost, check_move, move_cost, moves, reachable

C = components()
LOCATIONS = sorted(C.locations)
ITEMS = st.sets(st.sampled_from([BOAT, HORSE]))


# --- the worked examples ---------------------------------------------------------------------------


def test_p22_path_cost_example_hill_3() -> None:
    """p. 22, the path-cost example: a "hill (3)" path takes one hill card or any three cards."""
    cost = move_cost(C, "fornost", "weathertop")
    assert cost == Cost("hill", 3)
    assert cost.paid_by(["hill"])
    assert cost.paid_by(["forest", "swamp", "plains"]) and cost.paid_by(["hill", "hill", "hill"])
    assert not cost.paid_by(["forest"]) and not cost.paid_by(["plains", "plains"])
    assert not cost.paid_by(["hill", "forest"])  # the discard is exactly what is asked, no more
    assert (
        cost.affordable(["hill"])
        and cost.affordable(["mountain"] * 3)
        and not cost.affordable(["forest"] * 2)
    )


def test_p23_travel_step_example_argalad_to_gladden_fields() -> None:
    """p. 23, the Travel Step example: Argalad pays a forest card to The Forest Trail (nothing there, not
    perilous), consults Gandalf for 2 favor, pays a mountain card to The High Pass (more influence than
    his wisdom 2: perilous), then, with no mountain card left, three cards to the Gladden Fields, where a
    monster token waits."""
    argalad = C.heroes["argalad"]
    orc = Token("misty_mountains_mirkwood", "orc")
    board = (
        Board(influence={"the_high_pass": 3})
        .move_hero("argalad", argalad.start)
        .place_character("gandalf", "the_forest_trail")
        .add_token("gladden_fields", orc)
    )
    assert argalad.start == "the_woodland_realm" and argalad.wisdom == 2

    check_move(C, "the_woodland_realm", "the_forest_trail", ["forest"])
    board = board.move_hero("argalad", "the_forest_trail")
    assert not board.enemies_at("the_forest_trail")
    assert not perilous_for(board, C, "the_forest_trail", argalad.wisdom)
    assert board.characters_at("the_forest_trail") == ("gandalf",) and C.characters["gandalf"].favor == 2
    board = board.remove_character("gandalf")
    assert board.characters == {}

    check_move(C, "the_forest_trail", "the_high_pass", ["mountain"])
    assert perilous_for(board, C, "the_high_pass", argalad.wisdom)

    cost = check_move(C, "the_high_pass", "gladden_fields", ["hill", "forest", "plains"])
    assert cost == Cost("mountain", 3)
    with pytest.raises(IllegalMove, match="takes one mountain card or 3"):
        check_move(C, "the_high_pass", "gladden_fields", ["hill", "forest"])
    assert board.tokens_at("gladden_fields") == (orc,) and board.enemies_at("gladden_fields")


# --- costs -----------------------------------------------------------------------------------------


def test_any_card_path_takes_one_card_of_any_icon() -> None:
    """p. 22: the "any card" icon."""
    assert move_cost(C, "the_shire", "the_grey_havens") == Cost(None, 1)
    assert move_cost(C, "the_shire", "the_grey_havens").paid_by(["swamp"])


def test_water_path_without_a_boat_costs_as_printed() -> None:
    """p. 22: water paths are crossed like any other path..."""
    assert C.path("the_high_pass", "gladden_fields").water
    assert move_cost(C, "the_high_pass", "gladden_fields") == Cost("mountain", 3)


def test_water_path_with_a_boat_takes_any_one_card() -> None:
    """...but a hero with a Boat crosses one with any one card (p. 22; the Boat card)."""
    cost = move_cost(C, "the_high_pass", "gladden_fields", [BOAT])
    assert cost == Cost(None, 1) and cost.paid_by(["plains"])
    assert move_cost(C, "fornost", "weathertop", [BOAT]) == Cost("hill", 3)  # not a water path


def test_boat_link_joins_the_grey_havens_and_belfalas_for_three_cards() -> None:
    """The Boat card's link: three cards of any icon, only with a Boat (R6)."""
    assert move_cost(C, "the_grey_havens", "belfalas") is None
    assert move_cost(C, "the_grey_havens", "belfalas", [BOAT]) == Cost(None, 3)
    assert move_cost(C, "belfalas", "the_grey_havens", [BOAT, HORSE]) == Cost(None, 2)  # R7 (digest A21)
    assert "belfalas" in moves(C, "the_grey_havens", [BOAT]) and "belfalas" not in moves(C, "the_grey_havens")
    with pytest.raises(IllegalMove, match="no path"):
        check_move(C, "the_grey_havens", "belfalas", ["hill"] * 3)


def test_horse_lowers_the_number_to_no_less_than_one() -> None:
    """The Horse card: every path's cost falls by 1, to a minimum of 1 (R7)."""
    assert move_cost(C, "fornost", "weathertop", [HORSE]) == Cost("hill", 2)
    assert move_cost(C, "the_woodland_realm", "the_forest_trail", [HORSE]) == Cost(None, 1)  # forest 2
    assert move_cost(C, "the_shire", "the_grey_havens", [HORSE]) == Cost(None, 1)


def test_no_path_between_locations_that_are_not_adjacent() -> None:
    assert move_cost(C, "the_shire", "barad_dur", [BOAT, HORSE]) is None


@given(st.sampled_from(LOCATIONS), ITEMS)
def test_costs_are_between_one_and_four_cards(src: str, items: set[str]) -> None:
    """No move is free or negative, and none costs more than the highest printed number."""
    for cost in moves(C, src, items).values():
        assert 1 <= cost.cards <= 4
        assert cost.icon is None or (cost.icon in ICONS and cost.cards > 1)
        assert cost.paid_by(["hill"] * cost.cards)


@given(st.sampled_from(LOCATIONS), ITEMS)
def test_items_only_make_moves_cheaper(src: str, items: set[str]) -> None:
    plain = moves(C, src)
    for dst, cost in moves(C, src, items).items():
        if dst in plain:
            assert cost.cards <= plain[dst].cards


# --- where a hand reaches --------------------------------------------------------------------------


def brute_force(src: str, hand: Sequence[str], items: Collection[str]) -> dict[str, int]:
    """Every discard of every move tried, card by card, over whole hands (no per-icon counting, no
    pruning but repeated positions): the oracle for small hands."""
    best: dict[str, int] = {}
    seen: set[tuple[str, tuple[str, ...]]] = set()
    todo = [(src, tuple(sorted(hand)))]
    while todo:
        here, left = todo.pop()
        if (here, left) in seen:
            continue
        seen.add((here, left))
        best[here] = min(best.get(here, len(hand)), len(hand) - len(left))
        for dst, cost in moves(C, here, items).items():
            options = _combinations(list(left), cost.cards) if len(left) >= cost.cards else set()
            if cost.icon in left:
                options.add((cost.icon,))
            for paid in options:
                rest = list(left)
                for icon in paid:
                    rest.remove(icon)
                todo.append((dst, tuple(rest)))
    return dict(sorted(best.items()))


def _combinations(items: list[str], k: int) -> set[tuple[str, ...]]:
    if k == 0:
        return {()}
    return {(items[i], *rest) for i in range(len(items)) for rest in _combinations(items[i + 1 :], k - 1)}


HANDS = st.lists(st.sampled_from(ICONS), max_size=10)


@given(st.sampled_from(LOCATIONS), st.lists(st.sampled_from(ICONS), max_size=7), ITEMS)
def test_reachable_matches_trying_every_discard(src: str, hand: list[str], items: set[str]) -> None:
    assert reachable(C, src, hand, items) == brute_force(src, hand, items)


@given(st.sampled_from(LOCATIONS), HANDS, ITEMS)
def test_every_reachable_location_is_connected_and_paid_for(
    src: str, hand: list[str], items: set[str]
) -> None:
    """The start costs nothing; every other place reached is one paid move from a place reached with
    fewer cards, and is no more moves away than the cards spent."""
    got = reachable(C, src, hand, items)
    assert got[src] == 0
    into: dict[str, set[str]] = {}
    for prev in got:
        for dst in moves(C, prev, items):
            into.setdefault(dst, set()).add(prev)
    for loc, spent in got.items():
        assert 0 <= spent <= len(hand)
        if loc != src:
            assert any(got[prev] < spent for prev in into[loc])


@given(st.sampled_from(LOCATIONS), HANDS, st.sampled_from(ICONS), ITEMS)
def test_one_more_card_never_reaches_less(src: str, hand: list[str], extra: str, items: set[str]) -> None:
    fewer, more = reachable(C, src, hand, items), reachable(C, src, [*hand, extra], items)
    assert all(loc in more and more[loc] <= n for loc, n in fewer.items())


@given(st.sampled_from(LOCATIONS), HANDS)
def test_a_boat_and_a_horse_never_reach_less(src: str, hand: list[str]) -> None:
    plain, mounted = reachable(C, src, hand), reachable(C, src, hand, [BOAT, HORSE])
    assert all(loc in mounted and mounted[loc] <= n for loc, n in plain.items())


def test_reachable_refuses_unknown_icons() -> None:
    with pytest.raises(IllegalMove, match="'sun' is not a movement icon"):
        reachable(C, "bree", ["sun"])
