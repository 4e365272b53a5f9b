"""Duel's observation written over the last one (issue 18, speed): the sheet keeps what each part was
written from and writes again only what changed. The rarer changes, made here as the engine makes
them (a card discarded from a play area, one played from the discard pile, the pile looked through, a
card taken and still being paid for), each give what a fresh encoding works out, and what the viewer
cannot see stays out (Duel rulebook p.3: face-down cards and the discard pile's unseen cards)."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="the RL environments need the rl extra: pip install -e '.[rl]'")

from eregion.core import Rng
from eregion.games.duel.components import components
from eregion.games.duel.state import DuelState, set_pair
from eregion.rl.encoding import Encoding, get_encoding
from eregion.rl.encodings.duel import CARD_PLACES, SLOT_STATES
from rl.helpers import positions


@pytest.fixture
def encoding() -> Encoding:
    enc = get_encoding("duel")
    return type(enc)(enc.fields)


def _midgame() -> DuelState:
    """A position of a random game with cards in both play areas and the discard pile."""
    for s in positions("duel", {}, games=1, steps=60):
        if all(s.area) and s.discard and not s.is_over:
            return s.clone()  # type: ignore[return-value]
    raise AssertionError("no such position")


def _same_as_fresh(enc: Encoding, s: DuelState) -> None:
    for p in (0, 1):
        assert np.array_equal(enc.observe(s, p), type(enc)(enc.fields).observe(s, p)), p


def test_cards_leaving_a_play_area_or_the_pile_are_placed_again(encoding: Encoding) -> None:
    enc, s = encoding, _midgame()
    _same_as_fresh(enc, s)
    c = s.area[1][0]  # Isengard: the opponent's card to the discard pile, seen by both
    s.area = set_pair(s.area, 1, s.area[1][1:])
    s.discard, s.discard_seen = s.discard + (c,), s.discard_seen + (3,)
    _same_as_fresh(enc, s)
    c = s.discard[0]  # a card played from the discard pile
    s.discard, s.discard_seen = s.discard[1:], s.discard_seen[1:]
    s.area = set_pair(s.area, 0, s.area[0] + (c,))
    _same_as_fresh(enc, s)
    s.discard_seen = tuple(m | 1 for m in s.discard_seen)  # the Fellowship looks through the pile
    _same_as_fresh(enc, s)


def test_a_card_taken_and_not_yet_paid_for_is_seen_nowhere(encoding: Encoding) -> None:
    enc, s = encoding, _midgame()
    _same_as_fresh(enc, s)
    i = (s.present & s.face_up).bit_length() - 1  # a face-up card leaves the layout
    c = s.slots[i]
    s.present &= ~(1 << i)
    s.avail &= ~(1 << i)
    cards = enc.at["cards"]
    for p in (0, 1):
        assert enc.observe(s, p)[cards + c] == 0  # nowhere the viewer sees it
    _same_as_fresh(enc, s)


def test_what_the_viewer_cannot_see_stays_out_of_the_observation_written_over(encoding: Encoding) -> None:
    """Along random games, each player's sheet written from the true position and then from a
    dealing again of all he cannot see (face-down cards, unseen discards, the decks) in turn."""
    enc = encoding
    for i, s in enumerate(positions("duel", {}, games=3, steps=150)):
        for p in (0, 1):
            mine = enc.observe(s, p)
            assert np.array_equal(mine, enc.observe(s.determinize(p, Rng(i)), p)), (i, p)
            assert np.array_equal(mine, enc.observe(s, p)), (i, p)


def test_one_observation_writes_both_sheets_each_with_its_own_players_sight(encoding: Encoding) -> None:
    """Both players' sheets are written at once, but a discarded card only Sauron has seen (he looked
    through the pile: Barad-dûr's play from the discard) goes on his alone, and the Fellowship counts
    it among the pile's unseen cards (rulebook p.3: the discard pile's cards are known only to those
    who saw them)."""
    enc, s = encoding, _midgame()
    _same_as_fresh(enc, s)
    c = next(card for deck in s.decks for card in deck)  # a card neither player has seen
    hidden = enc.at["hidden_discards"]
    before = enc.observe(s, 0)[hidden]
    s.discard, s.discard_seen = s.discard + (c,), s.discard_seen + (2,)
    fellowship = enc.observe(s, 0)  # writes Sauron's sheet too
    cards = enc.at["cards"]
    assert fellowship[cards + c] == 0  # nowhere he sees it
    assert fellowship[hidden] == before + 1
    sauron = enc.observe(s, 1)
    assert sauron[cards + c] == CARD_PLACES.index("in the discard pile, seen by me")
    _same_as_fresh(enc, s)
    s.discard_seen = s.discard_seen[:-1] + (3,)  # shown to the Fellowship as well
    _same_as_fresh(enc, s)


def test_the_slots_and_cards_categories_say_what_the_view_says(encoding: Encoding) -> None:
    """Each slot's number is its state in the view's layout, and each card's number is where the
    viewer's view shows it (the layout, either play area, the discard pile's cards he knows) or 0
    where it shows it nowhere: one number per slot and per card, the view's information."""
    enc, ids = encoding, [card.id for card in components().cards]
    slots, cards = enc.at["slots"], enc.at["cards"]
    for s in positions("duel", {}, games=3, steps=150):
        for p in (0, 1):
            obs, view = enc.observe(s, p), s.view(p)
            mine, theirs = (
                view["players"][view["viewer"]],
                view["players"]["sauron" if p == 0 else "fellowship"],
            )
            where = {c: "in my play area" for c in mine["cards"]}
            where.update({c: "in the opponent's play area" for c in theirs["cards"]})
            where.update({c: "in the discard pile, seen by me" for c in view["discard"]["known"]})
            for slot in view["layout"]:
                state = (
                    "taken"
                    if slot["taken"]
                    else "face down"
                    if not slot["face_up"]
                    else "face up and available"
                    if slot["available"]
                    else "face up and covered"
                )
                assert obs[slots + slot["slot"]] == SLOT_STATES.index(state)
                if slot["card"] is not None:
                    where[slot["card"]] = (
                        "in the layout, available"
                        if slot["available"]
                        else "in the layout, face up but covered"
                    )
            for c, card in enumerate(ids):
                assert obs[cards + c] == CARD_PLACES.index(where.get(card, "nowhere the viewer sees it")), (
                    card
                )
