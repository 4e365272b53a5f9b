"""The LCG state: card instances in zones, threat, the quest deck and the step stack.

Every physical card gets a uid at setup: each player's heroes and deck in seat order, then the quest
cards, then the encounter cards; every shuffle (setup included) deals a pile's identities among its
uids (``cards.deal``), so no uid tells which card a hidden one is. Zones are keyed by (player, name);
the encounter side (staging area, encounter deck and discard pile, active location, quest, victory display, shadow cards) uses the index
:data:`ENC`. Hidden: each player deck's order, other players' hands, the
encounter deck's order and face-down shadow cards.
"""

from __future__ import annotations

from typing import Any, ClassVar, NamedTuple

from eregion.cards import Card, CardState, Limits, MemoCardState, deal
from eregion.cards.presentation import Presentation
from eregion.core import JSON, Action, Event, Rng
from eregion.games.lcg.engine import ENC, MAX_PLAYERS, RULES, SPACE

ZONES = (
    "deck",
    "hand",
    "discard",
    "heroes",
    "allies",
    "attached",
    "engaged",
    "edeck",
    "ediscard",
    "staging",
    "active",
    "quest",
    "qdeck",
    "victory",
    "aside",
    "shadow",
    "shadow_up",
    "removed",
    "limbo",
)
SEATS = tuple(f"player_{i}" for i in range(1, MAX_PLAYERS + 1))
_GUARD_ZONES = (*((p, "engaged") for p in range(MAX_PLAYERS)), (ENC, "staging"))
"""Where a face-down Orc Guard can be (:func:`is_orc_guard`)."""
_PLAYING = ("play", "pay")  # steps ``(kind, player, uid, ...)`` of a card on its way from hand into play

_FIELDS = (
    "n",
    "threat",
    "out",
    "first",
    "round",
    "phase",
    "quest_deck",
    "committed",
    "attacked",
    "struck",
    "skip_staging",
    "mods",
    "limits",
    "deck_names",
    "scenario_id",
    "in_game",
    "stack",
    "result",
    "memo",
    "touched",
    "_decision",
)
TOUCHED_MAX = 1024
"""How long :attr:`LcgState.touched` grows before it starts again."""


class InGame(NamedTuple):
    """What the cards of one game can do, looked up once at setup (``registry.in_game``): a game's
    cards never change (a shuffle only deals their identities among their uids), so a trigger none
    of them listens to needs no ``trigger`` step, and a stat none of them changes no look at the
    cards in play."""

    heard: frozenset[str]  # triggers some card of the game listens to
    changed: frozenset[str]  # stats some passive effect of a card of the game changes
    action_events: frozenset[str]  # its card ids of events played in an action window
    actions: frozenset[str]  # its card ids with an "Action:"
    any_player_actions: frozenset[str]  # its card ids with an "Action:" any player may use (4.2.1)
    action_zones: tuple[str, ...]  # where a player's card of ``actions`` may lie: heroes, allies, attached


class LcgState(MemoCardState):
    """A game of the LCG for 1 to 4 players against a Core scenario. Build one with
    :func:`~eregion.games.lcg.setup.new_game`.

    The rules that move it on and its action space are made below it (``engine``); how it reads to a
    player lives above it and is bound on the class by :mod:`eregion.games.lcg.game`."""

    __slots__ = _FIELDS

    n: int  # players in this game (the seats beyond it stay empty)
    threat: list[int]
    out: list[bool]  # eliminated
    first: int  # the first player
    round: int
    phase: str
    quest_deck: tuple[tuple[int, ...], ...]  # the stages still to come: each one's alternatives
    committed: tuple[int, ...]  # characters committed to the quest this phase
    attacked: tuple[int, ...]  # enemies that have attacked this combat phase
    struck: tuple[tuple[int, int], ...]  # (player, enemy) attacks declared this combat phase
    skip_staging: bool
    mods: tuple
    limits: Limits
    deck_names: tuple[str, ...]
    scenario_id: str
    in_game: InGame  # what this game's cards can do: triggers heard, stats changed
    stack: list[tuple]
    result: tuple[str, str] | None  # ("win" | "loss", reason)
    memo: dict[Any, Any]
    """What the rules work out from where the cards are (``rules.passive``'s sources), kept until a
    card is written or moves (:meth:`card_mut`, :meth:`move`, :meth:`zone_mut`) or a phase begins."""
    touched: list[int | tuple[int, str]]
    """The uids of the cards written or moved and the keys of the zones reordered, in order: a
    reader who remembers this list and how far he read it (the RL observation, which writes again
    only the zones that changed) reads what changed since. A new list at setup, for a clone, and
    once it holds :data:`TOUCHED_MAX` entries (a reader who remembers another list reads it all)."""

    presentation: ClassVar[Presentation[LcgState]]
    """How actions read and what each player sees (``text``, ``views``), bound by ``game``."""

    rules = RULES

    # Each forgets what the rules worked out from the cards (``memo``) and lists what it touches,
    # written out in each (not a helper: a call more per card written costs the engine 0.7 per cent).

    def card_mut(self, uid: int) -> Card:
        self.memo.clear()
        touched = self.touched if len(self.touched) < TOUCHED_MAX else self._touched_anew()
        touched.append(uid)
        c = self.cards[uid]
        return c if c.gen is self._mine else CardState.card_mut(self, uid)

    def move(self, uid: int, player: int, zone: str, *, bottom: bool = False) -> Card:
        self.memo.clear()
        touched = self.touched if len(self.touched) < TOUCHED_MAX else self._touched_anew()
        touched.append(uid)
        return CardState.move(self, uid, player, zone, bottom=bottom)

    def zone_mut(self, key: tuple[int, str]) -> list[int]:
        self.memo.clear()
        touched = self.touched if len(self.touched) < TOUCHED_MAX else self._touched_anew()
        touched.append(key)
        return CardState.zone_mut(self, key)

    def move_all(self, key: tuple[int, str], zone: str) -> None:
        """Move every card of zone ``key``, in order, on top of its owner's ``zone``, under his
        control: :meth:`move` card by card, in one pass (an eliminated player's deck and hand)."""
        self.memo.clear()
        self.own_zones()
        uids = self.zones[key][:]
        touched = self.touched if len(self.touched) < TOUCHED_MAX else self._touched_anew()
        touched += uids
        self.zones[key].clear()
        cards, mine, zones = self.cards, self._mine, self.zones
        for u in uids:
            c = cards[u]
            if c.gen is not mine:
                c = CardState.card_mut(self, u)
            zones[(c.owner, zone)].append(u)
            c.zone = zone
            c.controller = c.owner

    def _touched_anew(self) -> list[int | tuple[int, str]]:
        """Start :attr:`touched` again (a reader who remembers the old list reads everything)."""
        self.touched = []
        return self.touched

    def clone(self) -> LcgState:
        new = LcgState.__new__(LcgState)
        new.seed, new.options, new.setup = self.seed, self.options, self.setup
        new.rng = self.rng.copy()
        new.history, new.events = self.history, self.events
        self.share_cards(new)
        new.n = self.n
        new.threat = self.threat[:]
        new.out = self.out[:]
        new.first, new.round, new.phase = self.first, self.round, self.phase
        new.quest_deck = self.quest_deck
        new.committed, new.attacked, new.struck = self.committed, self.attacked, self.struck
        new.skip_staging = self.skip_staging
        new.mods = self.mods
        new.limits = self.limits.copy()
        new.deck_names, new.scenario_id = self.deck_names, self.scenario_id
        new.in_game = self.in_game
        new.stack = self.stack[:]
        new.result = self.result
        new.memo = {}
        new.touched = []
        new._decision = self._decision
        return new

    def returns(self) -> tuple[float, ...]:
        """Co-operative: +1 for every seated player on a win, -1 on a loss; empty seats 0."""
        if self.result is None:
            return (0.0,) * len(SEATS)
        v = 1.0 if self.result[0] == "win" else -1.0
        return tuple(v if p < self.n else 0.0 for p in range(len(SEATS)))

    @property
    def won(self) -> bool | None:
        return None if self.result is None else self.result[0] == "win"

    def describe(self, event: tuple[Any, ...]) -> Event:
        return Event(event[1], event[-1])  # written when it happened (``steps.log``)

    def describe_action(self, action: Action) -> str:
        return self.presentation.describe_action(self, action)

    # --- hidden information ------------------------------------------------------------------------

    def determinize(self, player: int, rng: Rng) -> LcgState:
        """Deal again the identities of what ``player`` cannot see (``cards.deal``): each player's
        deck together with his face-down Orc Guards (whose uids are in view) and, for the other
        players, his hand; the encounter deck together with the face-down shadow cards. The cards
        ``player``'s own pending decision shows him stay, and so does a card being played (named
        when its play began, still in hand until it is paid for)."""
        new = self.clone()
        new.own_zones()
        new.rng = rng.fork()
        z = new.zones
        shown = SPACE.shown(self._decision, player) | {st[2] for st in self.stack if st[0] in _PLAYING}
        for q in range(new.n):
            own = set(z[(q, "hand")]) if q == player else ()
            deal(new, [u for u in unseen(new, q) if u not in shown and u not in own], rng)
        deal(new, [u for u in z[(ENC, "edeck")] + z[(ENC, "shadow")] if u not in shown], rng)
        if new._decision is not None and new._decision.player != player:
            RULES.repose(new)
        return new

    def view(self, player: int | None) -> JSON:
        return self.presentation.view(self, player)

    def snapshot(self) -> JSON:
        d = self._decision
        return {
            "seed": self.seed,
            "options": self.options,
            "rng": self.rng.state,
            "cards": [
                [c.cid, c.owner, c.controller, c.zone, c.host, c.wounds, c.tokens, c.exhausted]
                for c in self.cards
            ],
            "zones": {f"{p}:{z}": list(v) for (p, z), v in sorted(self.zones.items())},
            "n": self.n,
            "threat": self.threat[:],
            "out": self.out[:],
            "first": self.first,
            "round": self.round,
            "phase": self.phase,
            "quest_deck": [list(x) for x in self.quest_deck],
            "committed": list(self.committed),
            "attacked": list(self.attacked),
            "struck": [list(x) for x in self.struck],
            "skip_staging": self.skip_staging,
            "mods": [list(m) for m in self.mods],
            "limits": sorted([str(k), v] for k, v in self.limits.counts.items()),
            "stack": [repr(st) for st in self.stack],
            "result": None if self.result is None else list(self.result),
            "decision": None if d is None else [d.player, d.kind.value, d.prompt, [a.id for a in d.options]],
        }


# --- cards (a new game is set up in ``setup``) ----------------------------------------------------


def is_orc_guard(s: LcgState, uid: int) -> bool:
    """A player's card among the enemies can only be a face-down Orc Guard."""
    c = s.cards[uid]
    return c.owner != ENC and c.zone in ("engaged", "staging")


def unseen(s: LcgState, p: int) -> list[int]:
    """``p``'s cards that the other players cannot tell apart: his hand, his deck and his face-down
    Orc Guards (``determinize`` deals their identities among them). Whatever the others may learn of
    his hand must hold for every such deal."""
    z = s.zones
    guards = [u for key in _GUARD_ZONES for u in z[key] if s.cards[u].owner == p]
    return z[(p, "hand")] + z[(p, "deck")] + guards


__all__ = ["SEATS", "SPACE", "ZONES", "InGame", "LcgState", "is_orc_guard", "unseen"]
