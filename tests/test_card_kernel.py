"""The card-game kernel's shared pieces on their own, without a game: data records, deck-list reading
and the grammar of abilities (``eregion.cards.records``, ``decklist``, ``effects``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from eregion.cards.decklist import DeckError, Unplayable, list_source, read_entries, where
from eregion.cards.effects import Part, PickInPlay, Require, hopeless
from eregion.cards.records import Record, card_records, known, read_json
from eregion.core.errors import DataError

FORM = re.compile(r"c\d+")


def _ids(records: object) -> list[str]:
    return [ident for _, ident in card_records(records, "cards.json", FORM, "c<number>", str, "order")]


def test_card_records_yield_each_card_named_by_its_id() -> None:
    out = list(card_records([{"id": "c1", "x": 1}, {"id": "c2"}], "cards.json", FORM, "c<n>", str, "order"))
    assert [ident for _, ident in out] == ["c1", "c2"]
    r = out[0][0]
    assert isinstance(r, Record) and r.where == "card c1"
    with pytest.raises(DataError, match=r"^cards\.json: card c1: field 'x': expected true or false, got 1$"):
        r.flag("x")


@pytest.mark.parametrize(
    ("records", "message"),
    [
        ({"id": "c1"}, r"^cards\.json: expected a list of card records$"),
        (["c1"], r"^cards\.json: record \[0\]: expected an object$"),
        ([{"name": "x"}], r"^cards\.json: record \[0\]: field 'id': missing$"),
        ([{"id": "1"}], r"^cards\.json: card 1: field 'id': expected c<number>, got '1'$"),
        ([{"id": "c1"}, {"id": "c1"}], r"^cards\.json: card c1: field 'id': duplicate id$"),
        ([{"id": "c2"}, {"id": "c1"}], r"^cards\.json: card c1: field 'id': out of order \(after c2\)$"),
    ],
)
def test_card_records_name_the_first_broken_record(records: object, message: str) -> None:
    with pytest.raises(DataError, match=message):
        _ids(records)


def test_record_checks_keys_numbers_and_keywords() -> None:
    r = Record("f.json", "card c1", {"n": 120, "keywords": {"surge": 2}, "extra": 0})
    with pytest.raises(DataError, match="field 'extra': unknown field"):
        r.keys(("n", "keywords"))
    with pytest.raises(DataError, match="field 'n': expected an integer 0..99 or null, got 120"):
        r.number("n")
    assert r.keywords(("surge",)) == (("surge", 2),)
    with pytest.raises(DataError, match="'surge' carries no number: write 1, got 2"):
        r.keywords(("surge", "doomed"), numbered=("doomed",))
    with pytest.raises(DataError, match=r"^f\.json: unknown card id 'c9'$"):
        known({"c1": 1}, "c9", "f.json")


def test_read_json_names_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "cards.json"
    bad.write_text("[1,", encoding="utf-8")
    with pytest.raises(DataError, match=r"^cards\.json: not valid JSON"):
        read_json(bad)
    with pytest.raises(DataError, match=r"^gone\.json: cannot read"):
        read_json(tmp_path / "gone.json")


def test_read_entries_reports_every_line_that_cannot_be_read() -> None:
    def lookup(name: str) -> str:
        if name == "Ring":
            raise Unplayable("the Ring is not a deck card")
        return name.lower()

    lines = ["# a comment", "2x Gandalf", "three Frodo", "0x Sam  # none", "1x Ring", "", "1 Sam"]
    entries, problems = read_entries(lines, lookup)
    assert entries == [(2, "gandalf", 2), (7, "sam", 1)]
    assert problems == [
        'line 3 "three Frodo": expected "<count>x <card name or id>"',
        'line 4 "0x Sam": the count must be at least 1, got 0',
        'line 5 "1x Ring": the Ring is not a deck card',
    ]
    assert where([7, 2, 7], lines) == "lines 2, 7"
    assert where([4], lines) == 'line 4 "0x Sam"'


def test_list_source_reads_a_starter_or_a_file_and_names_what_is_missing(tmp_path: Path) -> None:
    (tmp_path / "lore.txt").write_text("1x Beravor\n", encoding="utf-8")
    assert list_source("Lore", "lore", ("lore",), tmp_path) == ("lore", "1x Beravor\n")
    mine = tmp_path / "mine.txt"
    mine.write_text("2x Gimli\n", encoding="utf-8")
    assert list_source(str(mine), None, ("lore",), tmp_path) == ("mine", "2x Gimli\n")
    with pytest.raises(DeckError, match=r"unknown deck 'nope': the built-in decks are lore \(or give a"):
        list_source("nope", None, ("lore",), tmp_path)


@dataclass(frozen=True)
class _Holds:
    value: bool

    def holds(self, s: object, ctx: object) -> bool:
        return self.value


@dataclass(frozen=True)
class _Matches:
    cards: tuple[int, ...]

    def in_play(self, s: object, ctx: object) -> list[int]:
        return list(self.cards)


@dataclass(frozen=True)
class _Mark(PickInPlay[list[int], None]):
    """Marks the card picked (a test part)."""

    q: _Matches
    prompt = "Mark"

    def act(self, s: list[int], ctx: None, uid: int) -> None:
        s.append(uid)


def test_parts_offer_what_can_be_chosen_and_requirements_gate() -> None:
    assert Require(_Holds(True)).feasible(None, None) and Require(_Holds(True)).gate
    assert not Require(_Holds(False)).feasible(None, None)
    marks: list[int] = []
    part = _Mark(_Matches((4, 9)))
    assert part.choose == "pick" and part.choices(marks, None) == [4, 9] and part.feasible(marks, None)
    part.do(marks, None, 9)
    assert marks == [9]
    assert not _Mark(_Matches(())).feasible(marks, None)  # nothing to pick: not offered
    assert Part().feasible(None, None) and Part().secret(0) is None


@dataclass(frozen=True)
class _Unchosen(Part[list[int], tuple[int, ...]]):
    """Pick a card of ``cards`` not chosen yet (``ctx``: the cards chosen): more choices only narrow it."""

    cards: tuple[int, ...]
    narrowed_by_choices = True
    choose = "pick"

    def choices(self, s: list[int], ctx: tuple[int, ...]) -> list[int]:
        return [u for u in self.cards if u not in ctx]


def test_a_part_more_choices_only_narrow_makes_a_check_hopeless_once_it_fails() -> None:
    """``hopeless`` asks only the parts that say more choices narrow them (the others may need the
    card chosen last), and says yes as soon as one of them cannot be done now."""
    asked: list[str] = []

    class _Asked(Part[list[int], tuple[int, ...]]):
        def feasible(self, s: list[int], ctx: tuple[int, ...]) -> bool:
            asked.append("other")
            return False

    assert hopeless([], (1, 2), (_Unchosen((1, 2)),))  # both cards already chosen
    assert not hopeless([], (1,), (_Unchosen((1, 2)), _Asked()))
    assert asked == []  # a part that may read the last choice is never asked before it is made
    assert not hopeless([], (), ())
