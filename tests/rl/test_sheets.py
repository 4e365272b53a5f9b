"""What an encoding writes over a player's last observation (issue 18, speed): only the parts and
rows whose sources changed, and never a stale one. The games' tests (test_encodings.py) check whole
observations against fresh ones; these check the two writers on their own, case by case."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="the RL environments need the rl extra: pip install -e '.[rl]'")

from eregion.rl.encoding import Encoding, Sheet, get_encoding

WIDTH = 3


@pytest.fixture
def encoding() -> Encoding:
    enc = get_encoding("tcg")
    return type(enc)(enc.fields)


def _table(enc: Encoding, sheet: Sheet) -> np.ndarray:
    return sheet.out[enc.at["cards"] :][: 8 * WIDTH].reshape(8, WIDTH)


def test_put_writes_float32_numbers_where_asked_and_only_when_they_change() -> None:
    sheet = Sheet(np.zeros(10, np.float32))
    sheet.put("part", 2, (1, True, 255, 3))
    assert sheet.out.tolist() == [0, 0, 1, 1, 255, 3, 0, 0, 0, 0]
    sheet.out[2] = 9  # not the writer's doing: an equal part is left as it stands
    sheet.put("part", 2, (1, True, 255, 3))
    assert sheet.out[2] == 9
    sheet.put("part", 2, (0, 0, 0, 4))
    assert sheet.out.tolist() == [0, 0, 0, 0, 0, 4, 0, 0, 0, 0]


def test_a_card_row_follows_its_card_between_zones_and_is_zeroed_once_unlisted(encoding: Encoding) -> None:
    enc, sheet = encoding, Sheet(np.zeros(encoding.size, np.float32))
    cids = {1: 5, 2: 6, 3: 9}

    def zones(hand: tuple[int, ...], discard: tuple[int, ...]) -> list:
        return [
            ("hand", hand, tuple(cids[u] for u in hand), lambda u: (u, cids[u], 1)),
            ("discard", discard, tuple(cids[u] for u in discard), lambda u: (u, cids[u], 2)),
        ]

    enc.write_cards(sheet, WIDTH, ("listing",), {}, zones((1, 2), ()))
    assert _table(enc, sheet)[1:3].tolist() == [[1, 5, 1], [2, 6, 1]]
    cids[2] = 7  # the same uids, one card dealt again: its row is written again
    enc.write_cards(sheet, WIDTH, ("listing",), {}, zones((1, 2), ()))
    assert _table(enc, sheet)[2].tolist() == [2, 7, 1]
    enc.write_cards(sheet, WIDTH, ("listing",), {}, zones((2,), (1,)))  # hand to discard pile
    assert _table(enc, sheet)[1].tolist() == [1, 5, 2]
    enc.write_cards(sheet, WIDTH, ("listing",), {}, zones((), (1,)))  # to a zone the view does not list
    assert _table(enc, sheet)[2].tolist() == [0, 0, 0]
    enc.write_cards(sheet, WIDTH, ("listing",), {3: (3, 9, 4)}, zones((), (1,)))  # into play
    assert _table(enc, sheet)[3].tolist() == [3, 9, 4]
    enc.write_cards(sheet, WIDTH, ("listing",), {}, zones((), (1,)))  # out of play, unlisted
    assert _table(enc, sheet)[3].tolist() == [0, 0, 0]
    enc.write_cards(sheet, WIDTH, ("listing",), {}, zones((3,), (1,)))  # from play to the hand
    assert _table(enc, sheet)[3].tolist() == [3, 9, 1]
    assert _table(enc, sheet)[1].tolist() == [1, 5, 2]
    enc.write_cards(sheet, WIDTH, ("another viewer",), {}, [])  # another listing starts afresh
    assert not _table(enc, sheet).any()
