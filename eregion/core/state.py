"""The protocol every game implements, so agents, the simulator, the CLI and the server are written once.

A game is a :class:`Game` (name, rules version, how to start) whose states are :class:`State`
objects. A state knows its pending :class:`~eregion.core.decision.Decision`, applies actions, clones
cheaply, reports returns, renders per-player views without secrets and can be determinized for
search agents. Game flow lives in plain data inside the state (a stack of small steps), never in
Python generators, so a state clones, pickles and replays.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from eregion.core import chain
from eregion.core.chain import Chain
from eregion.core.decision import Action, Decision, DecisionKind
from eregion.core.deckbuilding import DeckBuilding
from eregion.core.errors import IllegalAction, InvalidSetup
from eregion.core.reference import CardEntry
from eregion.core.rng import Rng

JSON = Any
"""A JSON-ready value: dicts with string keys, lists, strings, numbers, booleans and None."""


@dataclass(frozen=True, slots=True)
class Event:
    """One line of a game's log. ``player`` is who caused it (None for the game itself)."""

    player: int | None
    text: str


@dataclass(frozen=True, slots=True)
class Announcement:
    """How one player's choice reads to one recipient: ``label``, and ``action`` (its id) only where
    the recipient may know which option it was; ``text`` is the move in context, for a feed or a log
    ("Place 1 Unit in which region? → Gondor", not just "Gondor")."""

    label: str
    action: str | None
    text: str = ""


@dataclass(frozen=True)
class Option:
    """A game option: its name, default, allowed values and a short help text."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    help: str
    labels: tuple[str, ...] = ()
    """What people read for each choice, in the same order ("Passage Through Mirkwood" for
    ``passage-through-mirkwood``); empty where the choices read well as they are."""

    def label(self, value: Any) -> str:
        """The words for one of the choices."""
        if self.labels and value in self.choices:
            return self.labels[self.choices.index(value)]
        return str(value).lower() if isinstance(value, bool) else str(value)


@dataclass(frozen=True)
class Game:
    """A game's entry in the catalogue: identity, options and how to start one."""

    name: str
    title: str
    rules_version: str
    players: tuple[str, ...]
    new_game: Callable[..., State]
    options: tuple[Option, ...] = field(default=())
    summary: str = ""
    """One or two sentences that tell a newcomer what the game is (the lobby and `eregion games`)."""
    heuristic: Callable[[State, int], float] | None = None
    """A quick estimate of how good a state is for a player (higher is better), for greedy agents
    and rollouts. It may read only what that player could see."""
    expert: Callable[[State, Rng], Action] | None = None
    """A hand-written policy for the player who owes the decision (the ``expert`` agent), given the
    agent's random stream for ties; like the heuristic it may read only what that player could see."""
    playout_policy: Callable[[State, Rng], Action] | None = None
    """The expert made cheaper for a search's expert playouts (the TCG's skips its skirmish follow-ups);
    without it the playouts use ``expert``."""
    pivotal: Callable[[State], bool] | None = None
    """The decisions worth a search (the ``guided`` agent), where the expert's rules of thumb are least
    sure; the expert answers the rest. Without it every decision is searched."""
    cards: Callable[[], tuple[CardEntry, ...]] | None = None
    """Every component a player may look up (``eregion cards``), with its text generated from the
    encoding (:mod:`eregion.core.reference`)."""
    random_setup: Callable[[int], JSON] | None = None
    """A setup of random legal decks for a seed, for card games that build decks (the TCG): random play
    over the whole card pool, in tests and ``eregion bench`` (``random_deck_games_per_s``)."""
    deck_building: DeckBuilding | None = None
    """Deck lists a player builds (the TCG): checked, and played in place of the built-in decks, by the
    web app's deck builder and lobby."""
    cooperative: bool = False
    """All seated players share one result (the LCG): a seat wins when its return is positive, and
    seats nobody sat in (return 0, no decision) are left out of simulation summaries and ratings."""
    seats_option: str = "players"
    """For a game whose seats are not all taken: the option that counts the seats taken after the first
    ``fixed_seats`` ("players" for the LCG, "heroes" for Middle-earth Quest after Sauron's). The seats
    after those stay empty. A game without that option always takes every seat."""
    fixed_seats: int = 0

    @property
    def seat_count(self) -> Option | None:
        """The option that counts the seats taken, or None when every seat always is."""
        return next((o for o in self.options if o.name == self.seats_option), None)

    def seated(self, options: Mapping[str, Any]) -> int:
        """How many seats, from the first, the resolved ``options`` take."""
        if self.seat_count is None:
            return len(self.players)
        return self.fixed_seats + int(options[self.seats_option])

    teams: tuple[str, ...] = ()
    """The side each seat plays for, where several seats play as one side (MEQ: Sauron against every
    hero): a side's seats share one result, its first seat's (always seated), and a simulation seats
    one agent per side. Empty: every seat is a side of its own."""

    def __post_init__(self) -> None:
        if self.teams and len(self.teams) != len(self.players):
            raise ValueError(f"{self.name}: teams names a side for each of the {len(self.players)} seats")

    @property
    def sides(self) -> tuple[str, ...]:
        """The sides in seat order: the teams' names, or the seats' where the game has no teams."""
        return tuple(dict.fromkeys(self.teams)) if self.teams else self.players

    @property
    def seat_sides(self) -> tuple[int, ...]:
        """The side of each seat, as an index into :attr:`sides`."""
        if not self.teams:
            return tuple(range(len(self.players)))
        sides = self.sides
        return tuple(sides.index(t) for t in self.teams)

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in; an unknown option or a value that is not one of its choices (of the same
        type: ``1`` is not ``true``) raises :class:`InvalidSetup` naming it."""
        known = {o.name: o for o in self.options}
        out = {o.name: o.default for o in self.options}
        for name, value in (given or {}).items():
            if name not in known:
                raise InvalidSetup(
                    f"unknown option {name!r} for {self.name}; options: {', '.join(known) or 'none'}"
                )
            # Equal is not enough: True == 1 == 1.0, and a value of the wrong type would be stored as given.
            same = [c for c in known[name].choices if type(c) is type(value) and c == value]
            if not same:
                raise InvalidSetup(
                    f"option {name!r} cannot be {value!r}; choose from {list(known[name].choices)}"
                )
            out[name] = same[0]
        return out


class State(ABC):
    """A position in a game, with everything needed to continue it.

    Subclasses implement the ``_``-prefixed hooks and the abstract methods; the public
    :meth:`apply` checks legality first, so an illegal action never changes anything.
    """

    __slots__ = ("events", "history", "options", "rng", "seed", "setup")

    game: ClassVar[Game]

    seed: int
    options: dict[str, Any]
    setup: JSON | None
    rng: Rng
    history: Chain | None  # of action ids
    events: Chain | None  # of the game's stored events

    # --- the protocol -------------------------------------------------------------------------

    @property
    @abstractmethod
    def decision(self) -> Decision | None:
        """The pending decision, or None when the game is over."""

    @property
    def is_over(self) -> bool:
        return self.decision is None

    @property
    def current_player(self) -> int | None:
        d = self.decision
        return None if d is None else d.player

    def legal_actions(self) -> tuple[Action, ...]:
        d = self.decision
        return () if d is None else d.options

    def apply(self, action: Action | str) -> None:
        """Advance the game by one answer to the pending decision.

        Raises :class:`IllegalAction` (naming the decision and the legal ids) and changes nothing
        if ``action`` is not one of the pending options.
        """
        d = self.decision
        if d is None:
            raise IllegalAction(action if isinstance(action, str) else action.id, None, ())
        for chosen in d.options:
            if chosen is action:  # one of the options itself: agents pass them back
                break
        else:  # an id, or an action built elsewhere
            action_id = action if isinstance(action, str) else action.id
            found = d.find(action_id)
            if found is None:
                raise IllegalAction(action_id, d.prompt, d.ids)
            chosen = found
        self._apply(chosen)
        self.history = (chosen.id, self.history)

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Apply a legal action. Must not raise."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy; cheap (shares immutable parts, never deep-copies)."""

    @abstractmethod
    def returns(self) -> tuple[float, ...]:
        """Final payoff per player (+1 win, -1 loss, 0 shared); all zeros while the game runs."""

    @abstractmethod
    def view(self, player: int | None) -> JSON:
        """What ``player`` may know, JSON-ready; ``None`` gives a spectator's public view."""

    def views(self, players: Sequence[int | None]) -> list[JSON]:
        """``[view(p) for p in players]``, which a game may compute together: the server asks for the
        view of every watching seat after each action, and most of a view is the same for all of them.
        The views may share those common parts: treat them as read-only."""
        return [self.view(p) for p in players]

    @abstractmethod
    def determinize(self, player: int, rng: Rng) -> State:
        """A clone in which everything ``player`` cannot see is resampled consistently."""

    @abstractmethod
    def snapshot(self) -> JSON:
        """The complete state, hidden parts included, as canonical JSON-ready data (for equality)."""

    @abstractmethod
    def describe(self, event: tuple[Any, ...]) -> Event:
        """Render one stored event as a line of the log."""

    @property
    def idle(self) -> bool:
        """Is the pending decision posed only so that being asked tells nothing: ``always_ask`` with a
        lone option (most often "pass": a window where the player has nothing to play)? An interface
        may answer it for a player who chose to pass automatically; only that player may be told."""
        d = self.decision
        return d is not None and d.always_ask and len(d.options) == 1

    def describe_action(self, action: Action) -> str:
        """How ``action`` reads to a player now; games override it to add what depends on the
        position (Duel adds what a card or tile would cost)."""
        return action.label or action.id

    def decision_view(self, viewer: int | None) -> JSON:
        """The pending decision as ``viewer`` (None: a spectator) sees it in a view: who decides, its
        kind and prompt, and its options only for the player who decides. None when the game is over."""
        d = self.decision
        if d is None:
            return None
        out = {"player": self.game.players[d.player], "kind": d.kind.value, "prompt": d.prompt}
        if viewer == d.player:
            out["options"] = [
                {"id": a.id, "index": a.index, "label": self.describe_action(a)} for a in d.options
            ]
        return out

    def announce(self, action: Action, viewer: int | None) -> Announcement:
        """How ``action``, about to answer the pending decision, reads to ``viewer`` (a player, or
        None for a spectator). The decider, and everyone when the choice is public, read its label
        and id; when the decision is ``secret`` the others read only its public wording, so a bid or
        a card put under the deck reaches no one else (call it before applying ``action``)."""
        d = self.decision
        if d is not None and d.secret is not None and viewer != d.player:
            return Announcement(d.secret, None, d.secret)
        label = self.describe_action(action)
        if d is None or d.kind in (DecisionKind.TURN, DecisionKind.MOVE):
            return Announcement(label, action.id, label)  # a turn's move or a movement says itself
        side = self.side_name(d.player)
        return Announcement(label, action.id, f"{d.prompt.removeprefix(side + ': ')} → {label}")

    def side_name(self, player: int) -> str:
        """A seat as people read it: "player_2" is "Player 2", "sauron" "Sauron"."""
        return self.game.players[player].replace("_", " ").title()

    # --- shared conveniences ------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return len(self.game.players)

    def action_ids(self) -> list[str]:
        """Every action applied since the start, oldest first."""
        return chain.items(self.history)

    def log(self, last: int | None = None) -> list[Event]:
        """The event log, oldest first (only the ``last`` events if given)."""
        raw = chain.items(self.events) if last is None else list(chain.last(self.events, last))[::-1]
        return [self.describe(e) for e in raw]

    def __getstate__(self) -> dict[str, Any]:
        """Every slot, the history and the event log as flat lists (nested pairs would nest the
        pickler one level per item, past its recursion limit in a long game)."""
        out = {name: getattr(self, name) for name in _slots(type(self)) if hasattr(self, name)}
        out["history"], out["events"] = chain.items(self.history), chain.items(self.events)
        return out

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            setattr(self, name, chain.build(value) if name in ("history", "events") else value)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State) or type(self) is not type(other):
            return NotImplemented
        return self.snapshot() == other.snapshot() and self.action_ids() == other.action_ids()

    __hash__ = None  # type: ignore[assignment]


def _slots(cls: type) -> list[str]:
    """The slots of a state class and of its bases."""
    return [name for c in cls.__mro__ for name in c.__dict__.get("__slots__", ())]
