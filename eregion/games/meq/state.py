"""The Middle-earth Quest state: the board, the story and action tracks, Sauron's cards, each hero's
pools, the combat under way and the step stack.

Everything is immutable data replaced on change (frozen records from the rule modules, tuples, and the
``decks`` dict, which is copied whenever a pile changes), so a clone copies a few references. A
face-down deck is kept as a sorted multiset and drawn from at random with the state's Rng: a shuffled
pile whose order nobody knows draws exactly like that, and no order is there to hide (ruling R46). The
hidden parts are each hero's hand (from Sauron and the other heroes), Sauron's Shadow and Plot hands and
the faces of the monster tokens on the board (from the heroes), the Missions (from the other side),
the cards the foe holds in combat and the card the hero has chosen but not yet revealed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from eregion.cards.presentation import Presentation
from eregion.core import JSON, Action, Decision, Event, Rng, State
from eregion.games.meq.board import Board, Token
from eregion.games.meq.combat import Combat
from eregion.games.meq.engine import RULES, SAURON, SEATS
from eregion.games.meq.plots import ActivePlot
from eregion.games.meq.quests import Quests
from eregion.games.meq.story import Story
from eregion.games.meq.tracks import Tracks


@dataclass(frozen=True, slots=True)
class Pools:
    """One hero's cards and belongings (p. 21): hand, life pool (a face-down multiset), rest pool (face
    up, in order), damage pool (face down), favor, Items, quests and Corruption cards."""

    hero: str
    hand: tuple[str, ...] = ()
    life: tuple[str, ...] = ()
    rest: tuple[str, ...] = ()
    damage: tuple[str, ...] = ()
    favor: int = 0
    items: tuple[str, ...] = ()
    quests: Quests = field(
        default_factory=Quests
    )  # in his play area (Starting, Advanced, Encounter Quest cards) and done
    corruption: tuple[str, ...] = ()
    dark_path: bool = False  # he chose a Dark Path this turn (once per turn, p. 24)
    levels: tuple[tuple[str, int], ...] = ()  # attribute -> levels gained, sorted (p. 26)
    travels: int = 0  # Travel steps taken this turn (Hopeless)
    gained: int = 0  # favor gained since his turn began (Mistrusted)

    def to_json(self) -> dict[str, Any]:
        return {
            "hero": self.hero,
            "hand": list(self.hand),
            "life": list(self.life),
            "rest": list(self.rest),
            "damage": list(self.damage),
            "favor": self.favor,
            "items": list(self.items),
            "quests": list(self.quests.held),
            "done": list(self.quests.done),
            "corruption": list(self.corruption),
            "dark_path": self.dark_path,
            "levels": dict(self.levels),
            "travels": self.travels,
            "gained": self.gained,
        }


@dataclass(frozen=True, slots=True)
class Fight:
    """A combat under way (pp. 27-32): who fights what, where it came from and where the rounds stand.

    ``token`` is the monster token fought (discarded afterwards), None for a minion or a foe without a
    token. ``chosen`` is the hero's card for this round, chosen face down before Sauron chooses his
    ("" once the hero declared himself exhausted); ``foe_chosen`` Sauron's, when a card made him choose
    first; ``shown``: the hero's was placed face up (R213)."""

    hero: int  # seat of the hero
    foe: str
    loc: str
    token: Token | None
    travel: bool  # in the Travel step: an undefeated foe ends the hero's turn (p. 22)
    combat: Combat | None = None  # None until the Preparation step
    chosen: str | None = None
    finale: bool = False
    quest: bool = False  # the fight a Starting quest puts in place of the Encounter cards (R108)
    adjustment: int = 0  # the Finale's change to the Ringwraiths' health and fortitude (p. 34)
    foe_chosen: str | None = None
    shown: bool = False
    strength_less: int = 0  # a Shadow card's cut to the hero's strength in this combat (R304)
    agility_less: int = 0  # and to his agility
    won: tuple = ()  # the card text that defeating the foe gives (a Peril's fight, herocards.vocab)


_FIELDS = (
    "n",
    "heroes",
    "board",
    "story",
    "tracks",
    "minion_damage",
    "wraiths_back",
    "pools",
    "decks",
    "plots",
    "current_event",
    "missions",
    "fight",
    "turn",
    "active",
    "second",
    "shadow_used",
    "stack",
    "result",
    "_decision",
)


class MeqState(State):
    """A game of Middle-earth Quest: Sauron (seat 0) against 1 to 3 heroes (seats 1-3; the seats after
    them stay empty). Build one with :func:`~eregion.games.meq.setup.new_game`."""

    __slots__ = _FIELDS

    n: int  # heroes in this game
    heroes: tuple[str, ...]  # the hero of each hero seat, seat 1 first
    board: Board
    story: Story
    tracks: Tracks
    minion_damage: tuple[tuple[str, int], ...]  # minion -> damage tokens, sorted
    wraiths_back: bool  # the Ringwraiths were defeated and return at the next Action step (p. 32)
    pools: tuple[Pools, ...]  # by hero seat - 1
    decks: Mapping[str, tuple[str, ...]]  # every pile by name; replaced whole on change
    plots: tuple[ActivePlot, ...]  # the Active Plot track, first played first
    current_event: str | None  # the Event on the Current Event space
    missions: tuple[str, str]  # Sauron's and the heroes' secret Missions
    fight: Fight | None
    turn: int  # Sauron turns begun
    active: int  # the seat whose turn it is (0: Sauron's)
    second: bool  # the one-hero game's second hero turn of the round (p. 35)
    shadow_used: bool  # a Shadow card was played this player turn (p. 17)
    stack: list[tuple]
    result: tuple[str, str] | None  # (winning side, why)

    presentation: ClassVar[Presentation[MeqState]]
    """How actions read and what each seat sees, bound by :mod:`eregion.games.meq.game`."""
    determinizer: ClassVar[Any]
    """``determinize(state, player, rng)``, bound by :mod:`eregion.games.meq.game` (``views``)."""

    @property
    def decision(self) -> Decision | None:
        return self._decision

    def _apply(self, action: Action) -> None:
        RULES.resolve(self, action)

    def clone(self) -> MeqState:
        new = MeqState.__new__(MeqState)
        new.seed, new.options, new.setup = self.seed, self.options, self.setup
        new.rng = self.rng.copy()
        new.history, new.events = self.history, self.events
        for f in _FIELDS:
            if f != "stack":
                setattr(new, f, getattr(self, f))
        new.stack = self.stack[:]
        return new

    def pool(self, seat: int) -> Pools:
        return self.pools[seat - 1]

    def set_pool(self, seat: int, pools: Pools) -> None:
        self.pools = (*self.pools[: seat - 1], pools, *self.pools[seat:])

    def change_pool(self, seat: int, **changes: Any) -> Pools:
        p = replace(self.pool(seat), **changes)
        self.set_pool(seat, p)
        return p

    def hero_seat(self, hero: str) -> int:
        return self.heroes.index(hero) + 1

    def returns(self) -> tuple[float, ...]:
        """Sauron +1 and every seated hero -1 when Sauron wins, the other way round when the heroes do;
        empty seats 0."""
        if self.result is None:
            return (0.0,) * len(SEATS)
        v = 1.0 if self.result[0] == "sauron" else -1.0
        return (v, *(-v if p <= self.n else 0.0 for p in range(1, len(SEATS))))

    def describe(self, event: tuple[Any, ...]) -> Event:
        return Event(event[0], event[1])  # written when it happened (``steps.log``)

    def describe_action(self, action: Action) -> str:
        return self.presentation.describe_action(self, action)

    def view(self, player: int | None) -> JSON:
        return self.presentation.view(self, player)

    def determinize(self, player: int, rng: Rng) -> MeqState:
        new: MeqState = self.determinizer(self, player, rng)
        return new

    def snapshot(self) -> JSON:
        d = self._decision
        f = self.fight
        return {
            "seed": self.seed,
            "options": self.options,
            "rng": self.rng.state,
            "n": self.n,
            "heroes": list(self.heroes),
            "board": self.board.to_json(),
            "story": self.story.to_json(),
            "tracks": sorted([t, i] for t, i in self.tracks.covered),
            "minion_damage": [list(x) for x in self.minion_damage],
            "wraiths_back": self.wraiths_back,
            "pools": [p.to_json() for p in self.pools],
            "decks": {k: list(v) for k, v in sorted(self.decks.items())},
            "plots": [[p.plot, p.location] for p in self.plots],
            "current_event": self.current_event,
            "missions": list(self.missions),
            "fight": None if f is None else repr(f),
            "turn": self.turn,
            "active": self.active,
            "second": self.second,
            "shadow_used": self.shadow_used,
            "stack": [repr(st) for st in self.stack],
            "result": None if self.result is None else list(self.result),
            "decision": None if d is None else [d.player, d.kind.value, d.prompt, [a.id for a in d.options]],
        }


def log(s: MeqState, player: int | None, text: str) -> None:
    """One line of the log, written when it happens."""
    s.events = ((player, text), s.events)


__all__ = ["SAURON", "SEATS", "Fight", "MeqState", "Pools", "log"]
