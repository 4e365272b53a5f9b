"""A tiny two-player hidden-hand card game, implementing only the core protocol.

It exists to prove that :func:`eregion.testing.check_random_play` and the core protocol know
nothing of Duel. It is registered nowhere: tests pass ``lookup`` to :class:`~eregion.core.Replay`.

Rules. A deck of 12 cards (``r1``-``r6`` and ``b1``-``b6``, value = the digit) is shuffled; each
player is dealt a hidden hand (option ``hand``: 2, 3 or 4 cards). Player 0 starts. On your turn,
play a card from your hand face up onto the table (``play:r4``) or ``pass``. After a play, the
other player answers out of turn: ``draw`` (take the top card of the deck into their hidden hand;
only while the deck has cards) or ``allow``. The game ends when both players pass in a row, or when
the player to play has no cards. The higher total of face-up cards wins (+1/-1); equal totals share
the game (0/0).
"""

from __future__ import annotations

from typing import Any

from eregion.core import (
    JSON,
    Action,
    Decision,
    DecisionKind,
    Event,
    Game,
    InvalidSetup,
    Option,
    Rng,
    State,
)

CARDS = tuple(f"{suit}{v}" for suit in "rb" for v in range(1, 7))
VALUE = {c: int(c[1]) for c in CARDS}
PLAY = {c: Action(f"play:{c}", i, f"play {c}") for i, c in enumerate(CARDS)}
PASS = Action("pass", len(CARDS), "pass")
DRAW = Action("draw", len(CARDS) + 1, "draw a card")
ALLOW = Action("allow", len(CARDS) + 2, "let it be")


class TinyState(State):
    __slots__ = ("_decision", "deck", "hands", "passes", "phase", "result", "table", "to_play")

    hands: list[list[str]]
    deck: list[str]  # top last
    table: list[list[str]]
    to_play: int
    phase: str  # "turn", "respond" or "over"
    passes: int

    # --- protocol ---------------------------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        return self._decision

    def _decide(self) -> None:
        p = self.to_play
        if self.phase == "respond":
            o = 1 - p
            opts = (DRAW, ALLOW) if self.deck else (ALLOW,)
            self._decision = Decision(o, DecisionKind.YES_NO, "Draw a card in answer?", opts)
        elif self.phase == "turn" and self.passes < 2 and self.hands[p]:
            opts = tuple(PLAY[c] for c in sorted(self.hands[p])) + (PASS,)
            self._decision = Decision(p, DecisionKind.TURN, f"Player {p}: play a card or pass", opts)
        else:
            self.phase = "over"
            self._decision = None
            a, b = (sum(VALUE[c] for c in t) for t in self.table)
            self.result = (0.0, 0.0) if a == b else ((1.0, -1.0) if a > b else (-1.0, 1.0))
            self.events = (("over", None, a, b), self.events)

    def _apply(self, action: Action) -> None:
        p = self.to_play
        if self.phase == "respond":
            o = 1 - p
            if action is DRAW:
                self.hands[o].append(self.deck.pop())
                self.events = (("draw", o), self.events)
            self.phase = "turn"
            self.to_play = o
        elif action is PASS:
            self.passes += 1
            self.events = (("pass", p), self.events)
            self.to_play = 1 - p
        else:
            card = action.id[5:]
            self.hands[p].remove(card)
            self.table[p].append(card)
            self.passes = 0
            self.events = (("play", p, card), self.events)
            self.phase = "respond"
        self._decide()

    def clone(self) -> TinyState:
        new = type(self).__new__(type(self))
        for name in ("seed", "options", "setup", "history", "events", "to_play", "phase", "passes"):
            setattr(new, name, getattr(self, name))
        new.rng = self.rng.copy()
        new.hands = [h[:] for h in self.hands]
        new.deck = self.deck[:]
        new.table = [t[:] for t in self.table]
        new.result = self.result
        new._decision = self._decision
        return new

    def returns(self) -> tuple[float, ...]:
        return self.result or (0.0, 0.0)

    def view(self, player: int | None) -> JSON:
        d = self._decision
        return {
            "viewer": player,
            "hand": sorted(self.hands[player]) if player is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "deck": len(self.deck),
            "table": [list(t) for t in self.table],
            "to_play": None if d is None else d.player,
            "options": [a.id for a in d.options] if d is not None and d.player == player else None,
            "result": list(self.result) if self.result else None,
            "log": [e.text for e in self.log(last=10)],
        }

    def determinize(self, player: int, rng: Rng) -> TinyState:
        """The opponent's hand and the deck are shuffled together and dealt back in the same sizes."""
        new = self.clone()
        new.rng = rng.fork()
        o = 1 - player
        pool = sorted(new.hands[o] + new.deck)
        rng.shuffle(pool)
        n = len(new.hands[o])
        new.hands[o], new.deck = pool[:n], pool[n:]
        if new._decision is not None:
            new._decide()  # the opponent's options rest on their (resampled) hand
        return new

    def snapshot(self) -> JSON:
        d = self._decision
        return {
            "seed": self.seed,
            "options": self.options,
            "rng": self.rng.state,
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "table": [list(t) for t in self.table],
            "to_play": self.to_play,
            "phase": self.phase,
            "passes": self.passes,
            "result": None if self.result is None else list(self.result),
            "decision": None if d is None else [d.player, [a.id for a in d.options]],
        }

    def describe(self, event: tuple[Any, ...]) -> Event:
        kind, who = event[0], event[1]
        if kind == "play":
            return Event(who, f"Player {who} plays {event[2]}.")
        if kind == "draw":
            return Event(who, f"Player {who} draws a card.")
        if kind == "pass":
            return Event(who, f"Player {who} passes.")
        return Event(None, f"Game over: {event[2]} to {event[3]}.")


def new_game(seed: int = 0, options: dict[str, Any] | None = None, setup: JSON | None = None) -> TinyState:
    """``setup`` may pin the deck: ``{"deck": [12 card ids, dealt from the first]}``."""
    return build(TinyState, seed, options, setup)


def build(cls: type[TinyState], seed: int, options: dict[str, Any] | None, setup: JSON | None) -> TinyState:
    """A new game whose state is of class ``cls`` (tests build broken variants this way)."""
    opts = cls.game.resolve_options(options)
    s = cls.__new__(cls)
    s.seed, s.options, s.setup = seed, opts, setup
    s.rng = Rng(seed)
    s.history = None
    s.events = None
    deck = list(CARDS)
    s.rng.shuffle(deck)
    if setup is not None:
        if not isinstance(setup, dict) or set(setup) != {"deck"}:
            raise InvalidSetup("tiny setup must be {'deck': [...]}")
        if not isinstance(setup["deck"], list) or sorted(setup["deck"]) != sorted(CARDS):
            raise InvalidSetup(f"setup deck: must list each of {', '.join(CARDS)} once")
        deck = list(setup["deck"])
    n = opts["hand"]
    s.hands = [deck[:n], deck[n : 2 * n]]
    s.deck = deck[2 * n :][::-1]
    s.table = [[], []]
    s.to_play = 0
    s.phase = "turn"
    s.passes = 0
    s.result = None
    s._decision = None
    s._decide()
    return s


TINY = Game(
    name="tiny",
    title="Tiny hidden-hand test game",
    rules_version="1",
    players=("first", "second"),
    new_game=new_game,
    options=(Option("hand", 3, (2, 3, 4), "cards dealt to each player"),),
)
TinyState.game = TINY


def lookup(name: str) -> Game:
    """The replay lookup for tests: only the tiny game is known."""
    if name != TINY.name:
        from eregion.core import UnknownGame

        raise UnknownGame(f"unknown game {name!r}; available: tiny")
    return TINY


def hidden_check(state: TinyState, view: JSON, player: int | None) -> None:
    """No card of a hidden hand or of the deck may appear in the view."""
    from eregion.testing import view_text

    text = view_text(view)
    hidden = list(state.deck)
    for p in (0, 1):
        if p != player:
            hidden += state.hands[p]
    for card in hidden:
        assert f'"{card}"' not in text and f":{card}" not in text and f" {card}." not in text, (
            f"view({player}) shows hidden card {card}"
        )
