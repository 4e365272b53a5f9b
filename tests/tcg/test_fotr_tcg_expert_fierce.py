"""Making a minion fierce that is fierce already (ruling 110): ruling 1 offers an action only when its
effects have something to act on, and a keyword that does not count (fierce) given twice is given
once, so Uruk-hai Rampage is not offered for an Uruk-hai already fierce; a card that chooses the minion
first (Hunt Them Down!) is offered while one of its choices is not fierce yet."""

from __future__ import annotations

import pytest

from eregion.games.tcg.responses import answers
from eregion.games.tcg.state import TcgState
from eregion.games.tcg.steps import modify
from tcg.harness import _take, act, find, offered, start_phase, start_skirmish, table

SH = 1
pytestmark = pytest.mark.usefixtures("ask_phase_actions")


def _make_fierce(s: TcgState, name: str, nth: int = 0) -> None:
    u = find(s, name, zone="shadow", nth=nth)
    modify(s, u, "fierce", 1, "regroup", u)


def _rampage_offered(already_fierce: bool) -> bool:
    """Uruk-hai Rampage (1_159): when your Uruk-hai wins a skirmish, remove 3 twilight to make him fierce
    until the regroup phase; an Uruk Savage beats Sam with 3 twilight in the pool."""
    s = table(site=5, pool=3, fellowship=["Sam, Son of Hamfast"], minions=["Uruk Savage"])
    _take(s, SH, "Uruk-hai Rampage", "support")
    s.card_mut(find(s, "Uruk Savage")).wounds = 1
    if already_fierce:
        _make_fierce(s, "Uruk Savage")
    start_skirmish(s, "Sam", ["Uruk Savage"])
    savage, sam = find(s, "Uruk Savage"), find(s, "Sam", zone="fellowship")
    return answers(s, SH, ("wins_skirmish", (savage,), (sam,))) != []


def test_rampage_is_offered_for_an_uruk_not_yet_fierce() -> None:
    assert _rampage_offered(already_fierce=False)


def test_rampage_is_not_offered_for_an_uruk_already_fierce() -> None:
    """Ruling 110 (ruling 1; CR 4.2 "fierce": a keyword, which a minion has or has not): no window opens
    (ruling 30) and the 3 twilight stay in the pool."""
    assert not _rampage_offered(already_fierce=True)


def _hunt_offered(fierce: list[int]) -> bool:
    """Hunt Them Down! (1_126): a maneuver event making an Uruk-hai fierce until the regroup phase."""
    s = table(
        site=5,
        pool=3,
        fellowship=["Aragorn"],
        minions=["Uruk Savage", "Uruk Savage"],
        shadow_hand=["Hunt Them Down!"],
    )
    for nth in fierce:
        _make_fierce(s, "Uruk Savage", nth)
    start_phase(s, "maneuver")
    act(s, "pass")
    return any("Hunt Them Down!" in o for o in offered(s, SH))


def test_hunt_them_down_is_offered_while_one_uruk_is_not_fierce() -> None:
    """The first Uruk-hai it could choose is fierce, the second is not: the choice may take the second."""
    assert _hunt_offered([0])
    assert _hunt_offered([1])


def test_hunt_them_down_is_not_offered_when_every_uruk_is_fierce() -> None:
    assert not _hunt_offered([0, 1])
