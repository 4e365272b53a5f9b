"""The vocabulary of Sauron's cards: the small frozen elements a Shadow card, an Event or a Plot is made of.

A card's text is a tuple of :class:`Element` objects that the ``card_part`` step (:mod:`.play`) runs one
at a time, first given first. An element that needs a choice lists its options as actions
(:meth:`Element.choices`) and names who chooses (``by``: Sauron, the hero, or the heroes, whose first
seat speaks outside a hero's own turn, R51); the step asks and hands the answer to :meth:`Element.do`.
An element with nothing to act on does nothing (a card does what it can). Elements that do many things
one at a time ("remove up to 2 monster tokens") push themselves again with what is left.

Every element says in plain English what it does (:meth:`Element.words`), so a card's display text is
made from its encoding (:func:`.text.card_text`). This module holds the grammar: the context, places,
tests and the elements that steer (choose a hero, each hero, one of, if); the things done are in
:mod:`.hero_parts`, :mod:`.board_parts` and :mod:`.card_parts`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from eregion.core import Action
from eregion.games.meq.board import within
from eregion.games.meq.engine import SAURON, SPACE
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import C
from eregion.games.meq.story import leftmost_sauron

SAURON_CHOOSES, HERO_CHOOSES, HEROES_CHOOSE = "sauron", "hero", "heroes"


@dataclass(frozen=True, slots=True)
class Ctx:
    """What a card's text reads: the card, the hero it concerns (his seat; 0: none yet) and the
    location it concerns (the one a hero entered or explored; None: the hero's own)."""

    card: str
    seat: int = 0
    loc: str | None = None

    def hero(self, s: MeqState) -> str:
        return s.heroes[self.seat - 1]

    def where(self, s: MeqState) -> str:
        return self.loc if self.loc is not None else s.board.heroes[self.hero(s)]


def card_name(card: str) -> str:
    """A Shadow card's, Plot's or Event's printed name."""
    if card in C.plots:
        return C.plots[card].name
    shadow = next((k for k in C.shadow if k.id == card), None)
    if shadow is not None:
        return shadow.name
    return next(e.name for e in C.events if e.id == card)


def place_name(loc: str) -> str:
    return C.locations[loc].name


def a_(name: str) -> str:
    """ "a Crebain", "an Agent"."""
    return f"{'an' if name[0] in 'AEIOU' else 'a'} {name}"


# --- places ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Place:
    """A set of locations a text names: ``kind`` with its ``arg`` and ``spaces``."""

    kind: str  # here, at, region, within, next_to, next_to_minion, influence, far_from, haven,
    # character, anywhere
    arg: str = ""
    spaces: int = 0

    def words(self) -> str:
        k, a = self.kind, self.arg
        if k == "here":
            return "the hero's location"
        if k == "at":
            return place_name(a)
        if k == "region":
            return f"a location of {C.regions[a].name}"
        if k == "within":
            return f"a location within {self.spaces} space of {place_name(a)}"
        if k == "next_to":
            return f"a location adjacent to {place_name(a) if a else 'it'}"
        if k == "next_to_minion":
            return f"a location adjacent to {C.minions[a].name}"
        if k == "influence":
            return "a location holding influence"
        if k == "far_from":
            return f"a location at least {self.spaces} spaces from {C.characters[a].name}"
        if k == "haven":
            return "a Haven"
        if k == "character":
            return f"{C.characters[a].name}'s location"
        return "any location"

    def every(self) -> str:
        """The words for all of its locations: "each location of Mordor", "The Shire"."""
        if self.kind in ("here", "at", "character"):
            return self.words()
        return "each " + self.words().removeprefix("a ").removeprefix("any ")

    def locations(self, s: MeqState, ctx: Ctx) -> list[str]:
        """The locations it names now, in the components' order."""
        k, a = self.kind, self.arg
        if k == "here":
            return [ctx.where(s)]
        if k == "at":
            return [a]
        if k == "region":
            return [loc for loc, p in C.locations.items() if p.region == a]
        if k == "within":
            near = within(C, a, self.spaces)
            return [loc for loc in C.locations if loc in near]
        if k in ("next_to", "next_to_minion"):
            centre = a if k == "next_to" and a else None
            if k == "next_to_minion":
                centre = s.board.minions.get(a)
            elif centre is None:
                centre = ctx.where(s)
            return [] if centre is None else list(C.adjacent[centre])
        if k == "influence":
            return [loc for loc in C.locations if s.board.influence_at(loc)]
        if k == "far_from":
            start = s.board.characters.get(a)
            if start is None:
                return []
            near = within(C, start, self.spaces - 1)
            return [loc for loc in C.locations if loc not in near]
        if k == "haven":
            return [loc for loc, p in C.locations.items() if p.haven]
        if k == "character":
            at = s.board.characters.get(a)
            return [] if at is None else [at]
        return list(C.locations)


HERE = Place("here")
ANYWHERE = Place("anywhere")


# --- tests -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Test:
    """A condition a text checks: ``kind`` with its ``arg`` and ``n``."""

    kind: str  # corruption, any_corruption_at_wisdom, plot_active, shire_held, closest_to_start, no_favor,
    # favor, character_in_play
    arg: str = ""
    n: int = 0

    def words(self) -> str:
        k, a, n = self.kind, self.arg, self.n
        if k == "corruption":
            return f"the hero holds at least {n} Corruption card{'s' if n > 1 else ''}"
        if k == "any_corruption_at_wisdom":
            return "any hero holds at least as many Corruption cards as his wisdom"
        if k == "plot_active":
            return f"the Plot {C.plots[a].name} is active"
        if k == "held":
            return f"Sauron has at least {n} influence or a minion in {place_name(a)}"
        if k == "closest_to_start":
            return f"the {a} marker is Sauron's marker nearest the start"
        if k == "no_favor":
            return "the hero has no favor"
        if k == "favor":
            return f"the hero has at least {n} favor"
        return f"{C.characters[a].name} is on the board"

    def holds(self, s: MeqState, ctx: Ctx) -> bool:
        k, a, n = self.kind, self.arg, self.n
        if k == "corruption":
            return len(s.pool(ctx.seat).corruption) >= n
        if k == "any_corruption_at_wisdom":
            return any(len(p.corruption) >= C.heroes[p.hero].wisdom for p in s.pools)
        if k == "plot_active":
            return any(x.plot == a for x in s.plots)
        if k == "held":
            return s.board.influence_at(a) >= n or bool(s.board.minions_at(a))
        if k == "closest_to_start":
            return a in leftmost_sauron(s.story)
        if k == "no_favor":
            return s.pool(ctx.seat).favor == 0
        if k == "favor":
            return s.pool(ctx.seat).favor >= n
        return a in s.board.characters


# --- elements ----------------------------------------------------------------------------------------


class Element:
    """One thing a card does. ``by`` names who chooses when :meth:`choices` offers options; an element
    without options acts at once (:meth:`do` with None). ``unseen`` options depend on what only the
    chooser sees, so the decision is posed even with a single option (``Decision.always_ask``)."""

    by = SAURON_CHOOSES
    prompt = ""
    unseen = False

    def words(self) -> str:
        raise NotImplementedError

    def chooses(self) -> bool:
        return False

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        return []

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        raise NotImplementedError

    def start(self, s: MeqState, ctx: Ctx) -> None:
        """What happens as the element is reached, before its choice is posed (a card looked at)."""

    def ask_prompt(self, s: MeqState, ctx: Ctx) -> str:
        return self.prompt

    def secret(self) -> str | None:
        """What the others read of the choice when only the chooser may know it; None: public."""
        return None

    def chooser(self, s: MeqState, ctx: Ctx) -> int:
        """The seat that answers: Sauron, the hero, or for the heroes the hero concerned or else the
        first hero seat (R51)."""
        if self.by == SAURON_CHOOSES:
            return SAURON
        return ctx.seat or 1

    def parts(self) -> tuple[Element, ...]:
        """The elements inside this one (for :func:`.text.card_text`'s check)."""
        return ()


def run(s: MeqState, ctx: Ctx, parts: tuple[Element, ...]) -> None:
    """Push ``parts`` onto the stack, the first given on top, to run in order."""
    for part in reversed(parts):
        s.stack.append(("card_part", part, ctx))


def words_of(parts: tuple[Element, ...]) -> str:
    """Parts in one sentence: "a, then b"."""
    return ", then ".join(p.words() for p in parts)


@dataclass(frozen=True)
class ChooseHero(Element):
    """Sauron chooses a hero: he is the hero of what follows."""

    then: tuple[Element, ...]
    prompt = "Choose a hero"

    def words(self) -> str:
        return f"Sauron chooses a hero: {words_of(self.then)}"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        return [SPACE.act("seat", seat) for seat in range(1, s.n + 1)]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        run(s, replace(ctx, seat=int(chosen.id.partition(":")[2]), loc=None), self.then)

    def parts(self) -> tuple[Element, ...]:
        return self.then


@dataclass(frozen=True)
class EachHero(Element):
    """Each hero in seat order does ``then`` (each the hero of it)."""

    then: tuple[Element, ...]

    def words(self) -> str:
        return f"each hero: {words_of(self.then)}"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        for seat in range(s.n, 0, -1):
            run(s, replace(ctx, seat=seat, loc=None), self.then)

    def parts(self) -> tuple[Element, ...]:
        return self.then


@dataclass(frozen=True)
class If(Element):
    """``then`` only when ``test`` holds as this element is reached."""

    test: Test
    then: tuple[Element, ...]

    def words(self) -> str:
        return f"if {self.test.words()}, {words_of(self.then)}"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        if self.test.holds(s, ctx):
            run(s, ctx, self.then)

    def parts(self) -> tuple[Element, ...]:
        return self.then


@dataclass(frozen=True)
class OneOf(Element):
    """``by`` chooses one of the branches; a branch is offered only when all of its costs can be paid
    (:func:`possible`); an empty branch is "nothing" (the text says "may")."""

    branches: tuple[tuple[Element, ...], ...]
    by: str = SAURON_CHOOSES
    prompt = "Choose one"

    def words(self) -> str:
        who = {"sauron": "Sauron chooses", "hero": "the hero chooses", "heroes": "the heroes choose"}[self.by]
        return f"{who}: " + " or ".join(self.branch_words(i) for i in range(len(self.branches)))

    def branch_words(self, i: int) -> str:
        return words_of(self.branches[i]) if self.branches[i] else "nothing"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        return [
            SPACE.act("choose", i)
            for i, branch in enumerate(self.branches)
            if all(possible(p, s, ctx) for p in branch)
        ]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        run(s, ctx, self.branches[int(chosen.id.partition(":")[2])])

    def parts(self) -> tuple[Element, ...]:
        return tuple(p for b in self.branches for p in b)


def possible(part: Element, s: MeqState, ctx: Ctx) -> bool:
    """Whether a branch's element can be done in full: a cost (``Pay``) needs what it takes."""
    check = getattr(part, "affordable", None)
    return True if check is None else bool(check(s, ctx))
