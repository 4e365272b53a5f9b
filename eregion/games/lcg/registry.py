"""Where each LCG card's encoded abilities are registered (filled in by the ``cardtext_*`` modules).

Kept apart, with no imports of the engine, so the rules and the basic procedures can look abilities
up (static bonuses, who listens to a trigger) without importing the vocabulary that needs them: they
see a card's text (:class:`CardText` and its abilities, defined here) through the small protocols
below, which the vocabulary's filters and passive effects meet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Protocol

from eregion.cards import effects
from eregion.games.lcg.components import cards
from eregion.games.lcg.state import InGame, LcgState

PLAYER_BASE = 1000  # memo entries from here name a player (ChoosePlayer), not a card


class Ctx(NamedTuple):
    """Who uses an ability, whose ability it is, what it has chosen so far, and what its trigger was
    about: ``subj`` (the card committed, revealed, defending, destroyed...), ``n`` (an amount, or a
    player) and ``extra`` (more cards: the attacking enemy, the attackers)."""

    player: int
    src: int  # the card whose ability it is (-1: the rules)
    memo: tuple[int, ...] = ()
    subj: int = -1
    n: int = 0
    extra: tuple[int, ...] = ()

    @property
    def it(self) -> int:
        """The card chosen last ("exhaust a character to ... it")."""
        for m in reversed(self.memo):
            if m < PLAYER_BASE:
                return m
        return self.src

    @property
    def chosen_player(self) -> int:
        """The player chosen last ("choose a player: that player draws"), else the acting player."""
        for m in reversed(self.memo):
            if m >= PLAYER_BASE:
                return m - PLAYER_BASE
        return self.player

    def add(self, chosen: int) -> Ctx:
        player, src, memo, subj, n, extra = self
        return _new(Ctx, (player, src, (*memo, chosen), subj, n, extra))  # (not ``_replace``: a frame less)


_new = tuple.__new__


Part = effects.Part["LcgState", Ctx]
"""A cost or effect of the vocabulary (:class:`eregion.games.lcg.vocab.Part`)."""


class Filter(Protocol):
    """Which cards a phrase means (:class:`eregion.games.lcg.filters.Q`)."""

    def match(self, s: LcgState, uid: int, ctx: Ctx) -> bool: ...

    def in_play(self, s: LcgState, ctx: Ctx) -> list[int]: ...


class StaticAbility(Protocol):
    """A passive effect (:class:`eregion.games.lcg.filters.Static`): the ``stat`` it changes and by
    how much on a card."""

    @property
    def stat(self) -> str: ...

    def value(self, s: LcgState, src: int, uid: int) -> int: ...

    def reach(self, s: LcgState, src: int) -> tuple[int, ...] | None: ...


# --- a card's text -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Action:
    """ "Action:" (4.2): usable in any action window by the card's controller; ``phase`` for "Quest
    Action:"/"Combat Action:"; ``limit`` ("round", 1) counts per card, ``per_player`` per player too
    (Éowyn: each player once each round). ``any_player``: encounter cards' actions (4.2.1)."""

    parts: tuple[Part, ...]
    phase: str | None = None
    limit: tuple[str, int] | None = None
    per_player: bool = False
    any_player: bool = False


@dataclass(frozen=True)
class Response:
    """ "Response:" (4.3): optional, once per trigger (FAQ 1.08), by the controller of the card in
    play (``from_hand``: from the hand, Brok Ironfist). ``on`` names the trigger; ``subject`` says
    which trigger concerns this card: "self", "bearer", "any", or a filter."""

    on: str
    parts: tuple[Part, ...]
    subject: str | Filter = "self"
    from_hand: bool = False
    limit: tuple[str, int] | None = None


@dataclass(frozen=True)
class Forced:
    """ "Forced:" (4.4): resolves at its trigger, before any response to it (FAQ 1.09)."""

    on: str
    parts: tuple[Part, ...]
    subject: str | Filter = "self"


@dataclass(frozen=True)
class CardText:
    """What a card does, as data (filled in by the ``cardtext`` modules); its parts are the
    vocabulary's."""

    statics: tuple[StaticAbility, ...] = ()
    actions: tuple[Action, ...] = ()
    responses: tuple[Response, ...] = ()
    forced: tuple[Forced, ...] = ()
    event: tuple[Part, ...] = ()  # an event's parts (an "Action:" event, or a response's)
    event_on: str = ""  # a response event: its trigger
    event_subject: str | Filter = "any"
    event_phase: str | None = None  # "Quest Action:", "Combat Action:"
    remove_after: bool = False  # Will of the West: removed from the game, not discarded
    distinct_payers: int = 0  # Thicket of Spears: paid from this many different heroes
    revealed: tuple[Part, ...] = ()  # When Revealed (4.5), run by the first player
    shadow: tuple[Part, ...] = ()  # shadow effect (4.7), run by the defending player
    travel: tuple[Part, ...] = ()  # travel cost (4.6), paid by the first player
    end_of_round: tuple[Part, ...] = ()  # forced "at the end of the round"
    no_attachments: bool = False


TEXT: dict[str, CardText] = {}


_LISTENERS: dict[str, frozenset[str]] = {}
_STATIC: dict[str, frozenset[str]] = {}
_FROM_HAND: dict[str, frozenset[str]] = {}


def listeners(on: str) -> frozenset[str]:
    """Card ids with a forced effect, a response or a response event on trigger ``on`` (built once,
    on first use)."""
    if not _LISTENERS:
        found: dict[str, set[str]] = {}
        for cid, text in TEXT.items():
            for ab in (*text.responses, *text.forced):
                found.setdefault(ab.on, set()).add(cid)
            if text.event_on:
                found.setdefault(text.event_on, set()).add(cid)
        _LISTENERS.update({k: frozenset(v) for k, v in found.items()})
        _LISTENERS.setdefault("", frozenset())
    return _LISTENERS.get(on, frozenset())


def in_game(cids: frozenset[str]) -> InGame:
    """What a game made of these card ids can do: the triggers they listen to (``listeners``), the
    stats their passive effects change (``static_cids``) and which of them act in an action window
    (``cids_with``). Worked out once per set of card ids (a deck played again costs a lookup)."""
    found = _IN_GAME.get(cids)
    if found is None:
        if len(_IN_GAME) >= 256:  # random decks make a new set each game: keep the table small
            _IN_GAME.clear()
        listeners("")  # the tables, built once
        static_cids("")
        actions = cids_with("action") & cids
        types = {cards()[c].type for c in actions}
        found = _IN_GAME[cids] = InGame(
            frozenset(on for on, who in _LISTENERS.items() if who & cids),
            frozenset(stat for stat, who in _STATIC.items() if who & cids),
            cids_with("action_event") & cids,
            actions,
            cids_with("any_player_action") & cids,
            tuple(zone for zone, of in _ACTION_ZONES if of(types)),
        )
    return found


_ACTION_ZONES = (
    ("heroes", lambda types: "hero" in types),
    ("allies", lambda types: "ally" in types),
    ("attached", lambda types: bool(types - {"hero", "ally"})),
)
"""Where a player's card with an "Action:" lies in play, by the types of the game's such cards: a hero
among his heroes, an ally among his allies, any other (an attachment, an objective he claimed)
attached to a card."""


_IN_GAME: dict[frozenset[str], InGame] = {}


def from_hand(on: str) -> frozenset[str]:
    """Card ids that may answer from a hand: action events (``on`` empty, an action window) or
    responses to trigger ``on`` (response events, and responses used from hand)."""
    if not _FROM_HAND:
        found: dict[str, set[str]] = {}
        for cid, text in TEXT.items():
            if text.event:
                found.setdefault(text.event_on, set()).add(cid)
            for ab in text.responses:
                if ab.from_hand:
                    found.setdefault(ab.on, set()).add(cid)
        _FROM_HAND.update({k: frozenset(v) for k, v in found.items()})
        _FROM_HAND.setdefault("", frozenset())
    return _FROM_HAND.get(on, frozenset())


def static_cids(stat: str) -> frozenset[str]:
    """Card ids with a passive effect on ``stat`` (built once, on first use): most stats have none in
    the Core Set, so most stat lookups never scan the table."""
    if not _STATIC:
        found: dict[str, set[str]] = {}
        for cid, text in TEXT.items():
            for st in text.statics:
                found.setdefault(st.stat, set()).add(cid)
        _STATIC.update({k: frozenset(v) for k, v in found.items()})
        _STATIC.setdefault("", frozenset())
    return _STATIC.get(stat, frozenset())


_WITH: dict[str, frozenset[str]] = {}


def cids_with(kind: str) -> frozenset[str]:
    """Card ids whose text has ``kind`` (built once, on first use), so an action window looks at a
    card's text only when it could offer something: "action_event" (an event played in an action
    window), "action" (an "Action:"), "any_player_action" (one that every player may use, 4.2.1)."""
    if not _WITH:
        _WITH["action_event"] = frozenset(c for c, t in TEXT.items() if t.event and not t.event_on)
        _WITH["action"] = frozenset(c for c, t in TEXT.items() if t.actions)
        _WITH["any_player_action"] = frozenset(
            c for c, t in TEXT.items() if any(ab.any_player for ab in t.actions)
        )
    return _WITH[kind]
