"""The game-independent grammar of card abilities: costs and effects as small data objects.

A card's ability is a sequence of :class:`Part` objects that a game's resolution step runs in order:
every part is checked before anything is paid (an ability whose costs cannot be paid in full is not
offered), then each effect does as much as it can. A part that needs a choice says so (``choose``:
"pick" a card, "opt" a numbered branch, player or amount) and lists what may be chosen; the game asks
the acting player and hands the answer back to :meth:`Part.do`. A ``gate`` part is a requirement: when
it fails, the rest of the ability does not happen.

Parts are generic in the game's state ``S`` and its context ``C`` (who acts, whose ability it is and
what it has chosen so far); each game names its own effects on top of these.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

S = TypeVar("S")
C = TypeVar("C")


class Part(Generic[S, C]):
    """One cost or effect. ``choose`` is "" (nothing to choose), "pick" (a card) or "opt" (a number)."""

    choose = ""
    prompt = ""
    gate = False  # a requirement: when it fails the rest of the ability does not happen
    narrowed_by_choices = False
    """Can the cards an ability chose before this part only make it harder to do, never easier (a
    filter of cards not chosen yet, never one that reads the last choice)? See :func:`hopeless`."""

    def feasible(self, s: S, ctx: C) -> bool:
        """Can it be done in full now? Every part must be before an ability is offered: a part that
        chooses needs something to choose."""
        return not self.choose or bool(self.choices(s, ctx))

    def choices(self, s: S, ctx: C) -> list[int]:
        """What may be chosen: card uids ("pick") or option numbers ("opt")."""
        return []

    def labels(self, s: S, ctx: C) -> dict[int, str]:
        """How the "opt" choices read (by number); cards are named by the game."""
        return {}

    def do(self, s: S, ctx: C, chosen: int | None) -> None:
        raise NotImplementedError

    def secret(self, p: int) -> str | None:
        """What the other players and spectators read of ``p``'s choice when only ``p`` may know it
        (see ``Decision.secret``); None: the choice is public."""
        return None

    def unseen(self) -> bool:
        """Are its choices among cards only the chooser sees (his hand, his deck), picked by what they
        are? Then it is posed even with one choice or none (``Decision.always_ask``): how many
        there are is his."""
        return False


def hopeless(s: S, ctx: C, rest: tuple[Part[S, C], ...]) -> bool:
    """Does a part of ``rest`` that more choices only narrow (:attr:`Part.narrowed_by_choices`) fail
    already? Then it fails whatever is chosen before it: a feasibility check that would try every
    choice for the parts before it ("discard 3 cards from hand to ...") stops at once."""
    return not all(p.feasible(s, ctx) for p in rest if p.narrowed_by_choices)


class Matches(Protocol):
    """A card filter: the matching cards in play, as seen by an ability's context."""

    def in_play(self, s: Any, ctx: Any) -> list[int]: ...


class Holds(Protocol):
    """A condition on the state, as seen by an ability's context."""

    def holds(self, s: Any, ctx: Any) -> bool: ...


@dataclass(frozen=True)
class Require(Part[S, C]):
    """A requirement ("To play, spot ..."): nothing is paid, the ability is offered only while
    ``cond`` holds, and inside a trigger the rest does not happen when it fails."""

    cond: Holds
    gate = True

    def feasible(self, s: S, ctx: C) -> bool:
        return self.cond.holds(s, ctx)

    def do(self, s: S, ctx: C, chosen: int | None) -> None:
        return None


class PickInPlay(Part[S, C]):
    """A part done to one card the player picks among the cards in play that match its filter ``q``
    (a dataclass field of each subclass); :meth:`act` says what is done to it."""

    q: Matches
    choose = "pick"

    def choices(self, s: S, ctx: C) -> list[int]:
        return self.q.in_play(s, ctx)

    def do(self, s: S, ctx: C, chosen: int | None) -> None:
        assert chosen is not None
        self.act(s, ctx, chosen)

    def act(self, s: S, ctx: C, uid: int) -> None:
        raise NotImplementedError
