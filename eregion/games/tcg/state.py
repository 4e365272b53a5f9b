"""The TCG state: card instances in zones, the adventure path, tokens and the step stack.

Every physical card gets a uid at setup (player 0's 71 cards first, then player 1's), so action ids
(``play:17``) name cards. Hidden: hands (except the owner's), draw deck order and contents, adventure
decks (except the owner's) and a bid until both are in. Shuffling a draw deck (at setup too) deals its
identities among its uids (``cards.deal``), so no uid tells which card is hidden behind it.
"""

from __future__ import annotations

from typing import Any, ClassVar, NamedTuple

from eregion.cards import Card, CardState, MemoCardState, deal
from eregion.cards.presentation import Presentation
from eregion.core import JSON, Action, Event, Rng
from eregion.games.tcg.engine import RULES, SPACE

ZONES = (
    "draw",
    "hand",
    "discard",
    "dead",
    "adventure",
    "path",
    "fellowship",
    "support",
    "shadow",
    "attached",
    "void",
    "stacked",
)
OUT_OF_PLAY = ("draw", "hand", "discard", "dead", "adventure", "void")
"""The zones whose cards neither are in play nor lie on the path or under a card in play: a card
that moves between them changes no number the rules keep from the cards in play (``memo["kept"]``)."""
PUBLIC_ZONES = ("discard", "dead", "path", "fellowship", "support", "shadow", "attached", "stacked")
SEATS = ("player_1", "player_2")

_FIELDS = (
    "path",
    "pos",
    "burdens",
    "resistance",
    "rb",
    "ring",
    "wearing",
    "bids",
    "first",
    "fp",
    "turn",
    "phase",
    "pool",
    "moves",
    "no_more_moves",
    "first_orc_played",
    "mods",
    "limits",
    "assign",
    "skirmish",
    "skirmish_cancelled",
    "skirmish_wounds",
    "seen",
    "known_top",
    "known",
    "deck_names",
    "stack",
    "result",
    "memo",
    "touched",
    "timely",
    "facts",
    "unseen_ids",
    "position_rows",
    "_decision",
)
OFF_PLAY = frozenset((*OUT_OF_PLAY, "stacked"))
"""The zones out of play, stacked cards too: a card that moves among them, or is written there,
leaves what :attr:`TcgState.memo` keeps of the cards in play (:data:`IN_PLAY_FACTS`); a stacked card
may count for a static ability's number, so :data:`OUT_OF_PLAY` leaves it out."""
IN_PLAY_FACTS = ("play_uids", "borne", "statics", "statics_on")
"""What ``rules`` keeps in :attr:`TcgState.memo` that reads the cards in play and on the path alone."""
_IN_PLAY_FACTS = frozenset(IN_PLAY_FACTS)
UNSEEN = frozenset(("hand", "draw"))
_NOT_YET: tuple[None, None] = (None, None)


class GameFacts(NamedTuple):
    """What the cards of one game can ever do, worked out once a game (``game_facts.game_facts``): a
    game's card ids never change, and a deal gives a card only an identity its owner's cards had,
    so whatever no card of the game does is never asked of the cards in play or in hand."""

    responds: frozenset[str]  # the kinds of moment some card responds to (``game_facts.answerable``)
    listens: frozenset[str]  # the moments some card has a trigger for, in its text or a site's it may borrow
    stats: frozenset[str]  # what some static ability changes (``rules.statics_on``, ``_holds``)
    specials: frozenset[str]  # the phases some card has a special ability of, in its text or a site's
    namesakes: tuple[frozenset[str], frozenset[str]]
    """Per owner, the ids of his cards whose name a card of the other player's has too (``text.whose``)."""
    borrowers: frozenset[str]
    """The ids of the cards whose text depends on a site's (``borrowing.borrows``: Silinde)."""


class TcgState(MemoCardState):
    """A two-player game of the LOTR TCG. Build one with :func:`~eregion.games.tcg.setup.new_game`.

    The rules that move it on and its action space are made below it (``engine``); how it reads to a
    player lives above it and is bound on the class by :mod:`eregion.games.tcg.game`."""

    __slots__ = _FIELDS

    path: list[int]  # site uid per site number 1..9 (index 0 unused), -1 where none yet
    pos: list[int]  # each fellowship's site number
    burdens: list[int]
    resistance: list[int]
    rb: list[int]  # each player's Ring-bearer
    ring: list[int]  # each player's One Ring
    wearing: bool  # the active Ring-bearer wears the Ring
    bids: list[int | None]
    first: int
    fp: int  # the Free Peoples player (whose turn it is)
    turn: int
    phase: str
    pool: int  # the twilight pool
    moves: int
    no_more_moves: bool
    first_orc_played: bool
    mods: tuple
    limits: Any
    assign: tuple[tuple[int, tuple[int, ...]], ...]  # defender -> minions, before skirmishes
    skirmish: tuple[int, tuple[int, ...]] | None
    skirmish_cancelled: bool
    skirmish_wounds: dict[int, int]
    seen: list[tuple[str, ...]]  # an opponent's hand looked at this turn
    known_top: list[tuple[int, ...]]  # each draw deck's cards on top that both players know (``deck_top``)
    known: list[tuple[int, ...]]
    """Cards of the opponent's hand each player has looked at, while they stay there (The Mirror of
    Galadriel's card put back): ``determinize`` leaves them as they are."""
    deck_names: tuple[str, str]
    stack: list[tuple]
    result: tuple[int, str] | None
    timely: dict[tuple[str, str], frozenset[str]]  # the cards of this game timely by side and phase
    facts: GameFacts | None
    """What this game's cards can ever do (``game_facts.game_facts``; None: not worked out yet)."""
    memo: dict[str, Any]
    """What is worked out from where the cards are, kept until a card is written or moves
    (:meth:`card_mut`, :meth:`move`; not :meth:`wounds_mut`). What the rules work out from the cards
    in play alone (:data:`IN_PLAY_FACTS`: ``rules.play_uids``, ``statics``: which cards are where, on
    whom, whose, never their wounds) stays while cards move or are written among the zones of
    :data:`OFF_PLAY` (a card drawn or discarded from hand); numbers worked out with the static abilities
    in force (``rules.kept``: strengths, the move limit), each with what else it read, checked at each
    use, stay while a card moves among the zones of :data:`OUT_OF_PLAY`."""
    touched: list[int]
    """The uids of the cards written, wounded or moved, in order (:meth:`card_mut`,
    :meth:`wounds_mut`, :meth:`move`): a reader who remembers this list and how far he read it (the
    RL observation, which writes again only the rows of the cards touched; the loop check's
    :attr:`position_rows`) reads what changed since.
    A new list at setup and for a clone; a reader may start it again when it grows long (a reader
    who remembers the old list then reads everything)."""
    unseen_ids: tuple[frozenset[str] | None, frozenset[str] | None]
    """Per player, the card ids among his hand and draw deck (``rules.unseen_cids``; None: not worked
    out yet), kept while his cards move between the two (a draw) and nothing enters or leaves them."""
    position_rows: tuple[list[tuple[int, int]], list[int], int] | None
    """Every card's wounds and bearer as the loop check last read them (``loops.position``), with the
    :attr:`touched` list it read them up to and how far: the cards touched since are read again, the
    rest not (None: not read yet, as in a clone)."""

    presentation: ClassVar[Presentation[TcgState]]
    """How actions read and what each player sees (``text``, ``views``), bound by ``game``."""

    rules = RULES

    def wounds_mut(self, uid: int) -> Card:
        """:meth:`card_mut` for a card whose wounds alone are written: what :attr:`memo` keeps reads
        no wounds, so it stays (a wound or an exertion comes between most decisions)."""
        self.touched.append(uid)
        c = self.cards[uid]
        return c if c.gen is self._mine else CardState.card_mut(self, uid)

    def card_mut(self, uid: int) -> Card:
        """:meth:`CardState.card_mut`, dropping what was kept of the card's zone: a card in hand or in
        a draw deck may be dealt another identity (``deal``)."""
        self.touched.append(uid)
        c = self.cards[uid]
        z = c.zone
        memo = self.memo
        if z not in OFF_PLAY:
            memo.clear()
        else:
            if memo and not memo.keys() <= _IN_PLAY_FACTS:
                self._off_play()
            if z in UNSEEN and self.unseen_ids[c.controller] is not None:  # (a deal: once a pile)
                self._drop_unseen(c.controller)
        return c if c.gen is self._mine else CardState.card_mut(self, uid)

    def _off_play(self) -> None:
        """A card out of play moved or was written: keep of :attr:`memo` only :data:`IN_PLAY_FACTS`."""
        memo, kept = self.memo, {}
        for k in IN_PLAY_FACTS:  # (a loop: no closure cell)
            if k in memo:
                kept[k] = memo[k]
        self.memo = kept

    def _drop_unseen(self, p: int) -> None:
        """Forget the card ids kept of ``p``'s hand and draw deck (:attr:`unseen_ids`)."""
        kept = self.unseen_ids
        if kept[p] is not None:
            self.unseen_ids = (None, kept[1]) if p == 0 else (kept[0], None)

    def move(self, uid: int, player: int, zone: str, *, bottom: bool = False) -> Card:
        """:meth:`MemoCardState.move`; a card moved between zones out of play (drawn, discarded from
        hand) leaves the numbers kept from the cards in play (``rules.kept``), less its own: what
        else they read of those zones ("piles"), they compare."""
        if self.known[0] or self.known[1]:  # a card known in a hand is known no longer once it leaves
            self.known = _forgotten(self.known, uid)
        self.touched.append(uid)
        c = self.cards[uid]
        old = c.zone
        memo = self.memo
        kept = memo.get("kept")
        if kept and (old not in OUT_OF_PLAY or zone not in OUT_OF_PLAY):
            kept = None
        if old not in OFF_PLAY or zone not in OFF_PLAY:
            memo.clear()
        elif memo and not memo.keys() <= _IN_PLAY_FACTS:
            self._off_play()
        if old in UNSEEN:
            if zone not in UNSEEN or c.controller != player:  # (a draw keeps it)
                self._drop_unseen(c.controller)
                self._drop_unseen(player)
        elif zone in UNSEEN:
            self._drop_unseen(player)
        c = CardState.move(self, uid, player, zone, bottom=bottom)
        if kept:
            for entry in kept.values():
                entry.numbers.pop(uid, None)
            self.memo["kept"] = kept
        return c

    def clone(self) -> TcgState:
        new = TcgState.__new__(TcgState)
        new.seed, new.options, new.setup = self.seed, self.options, self.setup
        new.rng = self.rng.copy()
        new.history, new.events = self.history, self.events
        self.share_cards(new)
        new.path = self.path[:]
        new.pos = self.pos[:]
        new.burdens = self.burdens[:]
        new.resistance = self.resistance[:]
        new.rb = self.rb[:]
        new.ring = self.ring[:]
        new.wearing = self.wearing
        new.bids = self.bids[:]
        new.first, new.fp, new.turn, new.phase = self.first, self.fp, self.turn, self.phase
        new.pool, new.moves = self.pool, self.moves
        new.no_more_moves, new.first_orc_played = self.no_more_moves, self.first_orc_played
        new.mods = self.mods
        new.limits = self.limits.copy()
        new.assign, new.skirmish = self.assign, self.skirmish
        new.skirmish_cancelled = self.skirmish_cancelled
        new.skirmish_wounds = dict(self.skirmish_wounds)
        new.seen = self.seen[:]
        new.known_top = self.known_top[:]
        new.known = self.known[:]
        new.deck_names = self.deck_names
        new.stack = self.stack[:]
        new.result = self.result
        new.timely = self.timely
        new.facts = self.facts
        new.memo = {}
        new.touched = []
        new.unseen_ids = self.unseen_ids
        new.position_rows = None
        new._decision = self._decision
        return new

    def returns(self) -> tuple[float, ...]:
        if self.result is None:
            return (0.0, 0.0)
        w = self.result[0]
        return (1.0, -1.0) if w == 0 else (-1.0, 1.0)

    def describe(self, event: tuple[Any, ...]) -> Event:
        return Event(event[1], event[-1])  # written when it happened (``steps.log``)

    def describe_action(self, action: Action) -> str:
        return self.presentation.describe_action(self, action)

    # --- hidden information ------------------------------------------------------------------------

    def determinize(self, player: int, rng: Rng) -> TcgState:
        """Deal again the identities of the cards ``player`` cannot see: the opponent's hand and draw
        deck together, and his own draw deck; not the cards his own pending decision shows him, nor
        a card being played (named when its play began, still in hand until it is paid for), nor the
        cards of the opponent's hand he has looked at and knows are still there (``known``).
        The opponent's unplayed sites stay: an adventure deck has no order and shows no uid."""
        new = self.clone()
        new.own_zones()
        new.rng = rng.fork()
        opp = 1 - player
        z = new.zones
        shown = SPACE.shown(self._decision, player) | {st[2] for st in self.stack if st[0] == "play"}
        for p, top in enumerate(self.known_top):  # revealed on top of a deck and still there (ruling 91)
            shown |= set(top).intersection(z[(p, "draw")][len(z[(p, "draw")]) - len(top) :])
        shown.update(self.known[player])
        deal(new, [u for u in unseen(new, opp) if u not in shown], rng)
        deal(new, [u for u in z[(player, "draw")] if u not in shown], rng)
        if new.bids[opp] is not None and new.bids[player] is None:
            new.bids[opp] = rng.randrange(3)
        if new._decision is not None and new._decision.player != player:
            RULES.repose(new)
        return new

    def view(self, player: int | None) -> JSON:
        """What ``player`` may see: his own hand and adventure deck, everything in play and in the
        discard and dead piles, and counts for the rest."""
        return self.presentation.view(self, player)

    def snapshot(self) -> JSON:
        d = self._decision
        return {
            "seed": self.seed,
            "options": self.options,
            "rng": self.rng.state,
            "cards": [[c.cid, c.owner, c.controller, c.zone, c.host, c.wounds] for c in self.cards],
            "zones": {f"{p}:{z}": list(v) for (p, z), v in sorted(self.zones.items())},
            "path": self.path[:],
            "pos": self.pos[:],
            "burdens": self.burdens[:],
            "resistance": self.resistance[:],
            "rb": self.rb[:],
            "ring": self.ring[:],
            "wearing": self.wearing,
            "bids": self.bids[:],
            "first": self.first,
            "fp": self.fp,
            "turn": self.turn,
            "phase": self.phase,
            "pool": self.pool,
            "moves": self.moves,
            "no_more_moves": self.no_more_moves,
            "first_orc_played": self.first_orc_played,
            "mods": [list(m) for m in self.mods],
            "limits": sorted([str(k), v] for k, v in self.limits.counts.items()),
            "assign": [[a, list(b)] for a, b in self.assign],
            "skirmish": None if self.skirmish is None else [self.skirmish[0], list(self.skirmish[1])],
            "skirmish_cancelled": self.skirmish_cancelled,
            "skirmish_wounds": sorted(self.skirmish_wounds.items()),
            "seen": [list(x) for x in self.seen],
            "known_top": [list(x) for x in self.known_top],
            "known": [list(x) for x in self.known],
            "stack": [repr(st) for st in self.stack],
            "result": None if self.result is None else list(self.result),
            "decision": None if d is None else [d.player, d.kind.value, d.prompt, [a.id for a in d.options]],
        }

    @property
    def winner(self) -> int | None:
        return None if self.result is None else self.result[0]


# --- cards (a new game is set up in ``setup``) ----------------------------------------------------


def _new_card(s: TcgState, cid: str, owner: int, zone: str) -> int:
    """A new card (setup, or a test's position): what was worked out from the game's cards is
    worked out again when next asked."""
    s.memo.clear()
    s.touched = []
    s.facts = None
    s.unseen_ids = _NOT_YET
    return s.new_card(cid, owner, zone)


def _forgotten(known: list[tuple[int, ...]], uid: int) -> list[tuple[int, ...]]:
    """``known`` without card ``uid`` (apart from :meth:`TcgState.move`, whose every call would
    otherwise make ``uid`` a closure cell)."""
    return [tuple(k for k in ks if k != uid) for ks in known]


def unseen(s: TcgState, p: int) -> list[int]:
    """``p``'s cards that his opponent cannot tell apart: his hand and draw deck (``determinize``
    deals their identities among them). Whatever the opponent may learn of the hand must hold for
    every such deal."""
    return s.zones[(p, "hand")] + s.zones[(p, "draw")]


__all__ = ["PUBLIC_ZONES", "SEATS", "SPACE", "ZONES", "TcgState", "unseen"]
