"""Where each card's encoded abilities are registered (filled in by :mod:`cardtext`), and the shape
of a card's text.

Kept below the rules, so the rules and the basic procedures can look abilities up (static bonuses,
requirements, triggers) without importing the vocabulary that needs them: they see a card's text
through the small protocols here, which the vocabulary's filters and static abilities meet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, Protocol

from eregion.cards import effects

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


class Ctx(NamedTuple):
    """Who is using an ability, whose ability it is, and the cards it has chosen so far."""

    player: int
    src: int  # the card whose ability it is (-1: the rules)
    memo: tuple[int, ...] = ()

    @property
    def it(self) -> int:
        """The card chosen last ("exert an Uruk-hai to make it strength +3")."""
        return self.memo[-1] if self.memo else self.src


Part = effects.Part["TcgState", Ctx]
"""A cost or effect of the vocabulary (:class:`eregion.games.tcg.vocab.Part`)."""


class Filter(Protocol):
    """Which cards a phrase means (:class:`eregion.games.tcg.filters.Q`)."""

    def match(self, s: TcgState, uid: int, ctx: Ctx) -> bool: ...

    def in_play(self, s: TcgState, ctx: Ctx) -> list[int]: ...


class StaticAbility(Protocol):
    """A static ability (:class:`eregion.games.tcg.filters.Static`): which cards' ``stat`` it changes,
    while it is in force, and by how much."""

    @property
    def stat(self) -> str: ...

    @property
    def target(self) -> str: ...

    @property
    def first_per(self) -> str: ...

    @property
    def depends_on(self) -> tuple[str, ...]: ...

    def applies(self, s: TcgState, src: int, uid: int) -> bool: ...

    def amount(self, s: TcgState, src: int) -> int: ...


# --- a card's text ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Special:
    """A special ability with a timing word, usable while the card is in play and active (sites:
    while the fellowship is there). ``by`` says which side may use it: "free", "shadow" or "any"."""

    phases: tuple[str, ...]
    parts: tuple[Part, ...]
    by: str = "free"


@dataclass(frozen=True)
class Trigger:
    """Text that acts when something happens: ``on`` is "play" (when you play this), "start_of_turn"
    (or "fellowship_phase", a Shadow card's words for the same moment),
    "moves_to", "moves_from", "wins_skirmish", "bearer_wins" (each time the bearer of this card wins
    a skirmish) or "plays" (each time you play a card matching ``q``); ``optional``
    for "you may"."""

    on: str
    parts: tuple[Part, ...]
    optional: bool = False
    q: Filter | None = None  # "plays": the cards whose playing triggers it
    by: str = ""  # a site's trigger: "shadow" when the Shadow player uses it (Summit of Amon Hen);
    # "plays": "any" when any player's play triggers it ("each time a minion is played")
    involving: Filter | None = None  # "loses", "killed": the skirmish involves a card like this


@dataclass(frozen=True)
class Response:
    """ "Response: if ...": usable (an event played, or an ability on a card in play) when something
    of kind ``on`` happens (``responses.MOMENTS``) to a card matching ``q`` (a filter, or ``"self"``,
    ``"bearer"``), caused by one matching ``by`` where given ("killed by a [sauron] Orc"). That card
    is ``IT`` to the parts ("heal that Dwarf")."""

    on: str
    parts: tuple[Part, ...]
    q: Filter | str | None = None
    by: Filter | None = None


@dataclass(frozen=True)
class CardText:
    """What a card does, as data (filled in by :mod:`cardtext`); its parts are the vocabulary's."""

    statics: tuple[StaticAbility, ...] = ()
    specials: tuple[Special, ...] = ()
    event: tuple[Part, ...] = ()  # an event's costs and effects
    triggers: tuple[Trigger, ...] = ()
    requires: tuple[Part, ...] = ()  # "To play, spot ..."
    bearer: Filter | None = None  # "Bearer must be ..."
    one_per_bearer: bool = False  # "Limit 1 per ranger"
    support: bool = False  # "Plays to your support area"
    extra_weapon: bool = False  # "may be borne in addition to 1 other hand weapon"
    responses: tuple[Response, ...] = ()  # "Response: ..." (an event's whole text, or an ability)
    site_text: int = 0  # "while you can spot your site N, this ally has the game text of that site"
    own_site: bool = False  # a site's text that names the site itself ("at Rivendell Waterfall")


TEXT: dict[str, CardText] = {}
PLAYS: dict[str, tuple[Trigger, ...]] = {}
"""The cards with "each time ... play" triggers, and those triggers: looked up at each play."""
SPECIALS: dict[str, dict[str, tuple[Special, ...]]] = {}
"""By phase, the cards with special abilities usable then and those abilities, in their text's order:
the windows look up the cards in play here instead of reading every card's text."""
RESPONSES: dict[str, dict[str, tuple[Response, ...]]] = {}
"""By kind of triggering event, the cards with responses to it and those responses."""
RESPONSE_EVENTS: dict[tuple[str, str], frozenset[str]] = {}
"""By kind of triggering event and side, the response events to it (filled on first use by
``responses``, emptied whenever texts are registered)."""


def register(texts: dict[str, CardText]) -> None:
    """Add cards' texts to :data:`TEXT`, and their special abilities to :data:`SPECIALS`."""
    TEXT.update(texts)
    RESPONSE_EVENTS.clear()
    for cid, text in texts.items():
        PLAYS.pop(cid, None)
        plays = tuple(t for t in text.triggers if t.on == "plays")
        if plays:
            PLAYS[cid] = plays
        for by_cid in SPECIALS.values():
            by_cid.pop(cid, None)
        for phase in dict.fromkeys(phase for sp in text.specials for phase in sp.phases):
            SPECIALS.setdefault(phase, {})[cid] = tuple(sp for sp in text.specials if phase in sp.phases)
        for by_cid in RESPONSES.values():
            by_cid.pop(cid, None)
        for on in dict.fromkeys(r.on for r in text.responses):
            RESPONSES.setdefault(on, {})[cid] = tuple(r for r in text.responses if r.on == on)
