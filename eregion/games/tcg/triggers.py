"""Triggers of cards in play at moments of the flow beyond playing a card ("each time the fellowship
moves", "at the start of each of your Shadow phases", "at the end of the turn", "each time a
companion loses a skirmish involving an Uruk-hai", "each time a companion is killed in a skirmish
involving a Nazgûl", "each time bearer is assigned to a skirmish"). The turn and combat steps call
:func:`fire_on` where the moment happens; a kill in a skirmish pushes the ``killed`` step answered
here, since the kill procedure sits below the vocabulary."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from eregion.core import Decision
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.borrowing import text_of
from eregion.games.tcg.game_facts import listened
from eregion.games.tcg.registry import Ctx, Trigger

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

Test = Callable[[int, Trigger], bool]


def fire_on(s: TcgState, on: str, test: Test | None = None, memo: tuple[int, ...] = ()) -> None:
    """Fire the ``on`` triggers of the active cards in play (those ``test`` accepts: the card, the
    trigger), each for its controller, together (ruling 11); ``memo`` is ``IT`` to them."""
    if on not in listened(s):  # no card of this game has such a trigger
        return
    fired = []
    for u in R.play_uids(s):
        text = text_of(s, u)
        if text is None:
            continue
        for trig in text.triggers:
            if trig.on == on and (test is None or test(u, trig)):
                fired.append((s.cards[u].controller, u, trig.parts, trig.optional))
    if fired:
        S.fire_all(s, fired, memo)


def involves(s: TcgState, u: int, trig: Trigger, cards: tuple[int, ...]) -> bool:
    """Does the skirmish (``cards``: those on the other side) involve what the trigger asks?"""
    ctx = Ctx(s.cards[u].controller, u)
    return trig.involving is None or any(trig.involving.match(s, c, ctx) for c in cards)


def loses(s: TcgState, losers: list[int], winners: list[int]) -> None:
    """ "Each time a companion or ally loses a skirmish involving an Uruk-hai" (Worry, Orc Banner),
    "if your [sauron] Orc loses a skirmish" (Gleaming Spires Will Crumble): ``q`` is the loser."""
    for loser in losers:
        fire_on(
            s,
            "loses",
            lambda u, t, x=loser: (
                t.q is not None
                and t.q.match(s, x, Ctx(s.cards[u].controller, u))
                and involves(s, u, t, tuple(winners))
            ),
            (loser,),
        )


@S.step("killed")
def _killed(s: TcgState, st: tuple) -> Decision | None:
    """A character killed in a skirmish: "each time a companion is killed in a skirmish involving a
    Nazgûl" (``killed``), "if bearer kills a companion in a skirmish" (``bearer_kills``: as that
    skirmish resolves, its bearer was one of those the victim faced)."""
    s.stack.pop()
    _, victim, faced, resolving = st

    def test(u: int, t: Trigger) -> bool:
        ctx = Ctx(s.cards[u].controller, u)
        if t.q is not None and not t.q.match(s, victim, ctx):
            return False
        if t.on == "bearer_kills":
            return resolving and s.cards[u].host in faced
        return involves(s, u, t, faced)

    fire_on(s, "killed", test, (victim,))
    fire_on(s, "bearer_kills", test, (victim,))
    return None
