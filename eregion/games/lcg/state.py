"""The LCG state: card instances in zones, threat, the quest deck and the step stack.

Every physical card gets a uid at setup: each player's heroes and deck in seat order, then the quest
cards, then the encounter cards; every shuffle (setup included) deals a pile's identities among its
uids (``cards.deal``), so no uid tells which card a hidden one is. Zones are keyed by (player, name);
the encounter side (staging area, encounter deck and discard pile, active location, quest, victory display, shadow cards) uses the index
:data:`~eregion.games.lcg.rules.ENC`. Hidden: each player deck's order, other players' hands, the
encounter deck's order and face-down shadow cards.
"""

from __future__ import annotations

from typing import Any

from eregion.cards import CardState, Limits, deal
from eregion.core import JSON, Action, Decision, Event, Rng
from eregion.core.errors import InvalidSetup
from eregion.games.lcg import abilities as _abilities  # noqa: F401  (registers the ability steps)
from eregion.games.lcg import cardtext_encounter as _enc_text  # noqa: F401  (fills the registry)
from eregion.games.lcg import cardtext_player as _player_text  # noqa: F401  (fills the registry)
from eregion.games.lcg import combat as _combat  # noqa: F401  (registers the combat steps)
from eregion.games.lcg import quests as _quests  # noqa: F401  (registers the quest steps)
from eregion.games.lcg import round as _round  # noqa: F401  (registers the round steps)
from eregion.games.lcg import rules as R
from eregion.games.lcg.components import scenario
from eregion.games.lcg.decks import Deck, DeckError, load_deck, parse_deck
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.steps import MAX_CARDS, RULES, SPACE, add_resources, draw, log, shuffle

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
SEATS = tuple(f"player_{i}" for i in range(1, R.MAX_PLAYERS + 1))
_GUARD_ZONES = (*((p, "engaged") for p in range(R.MAX_PLAYERS)), (ENC, "staging"))
"""Where a face-down Orc Guard can be (``rules.is_orc_guard``)."""
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
    "stack",
    "result",
    "_decision",
)


class LcgState(CardState):
    """A game of the LCG for 1 to 4 players against a Core scenario. Build one with :func:`new_game`."""

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
    stack: list[tuple]
    result: tuple[str, str] | None  # ("win" | "loss", reason)

    @property
    def decision(self) -> Decision | None:
        return self._decision

    def _apply(self, action: Action) -> None:
        self.own_zones()
        RULES.resolve(self, action)

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
        new.stack = self.stack[:]
        new.result = self.result
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
        from eregion.games.lcg.text import describe_action

        return describe_action(self, action)

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
        guards = [u for key in _GUARD_ZONES for u in z[key] if R.is_orc_guard(new, u)]
        for q in range(new.n):
            pool = z[(q, "deck")] + [u for u in guards if new.cards[u].owner == q]
            if q != player:
                pool += z[(q, "hand")]
            deal(new, [u for u in pool if u not in shown], rng)
        deal(new, [u for u in z[(ENC, "edeck")] + z[(ENC, "shadow")] if u not in shown], rng)
        if new._decision is not None and new._decision.player != player:
            RULES.repose(new)
        return new

    def view(self, player: int | None) -> JSON:
        from eregion.games.lcg.views import view

        return view(self, player)

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


# --- setup -------------------------------------------------------------------------------------------


def new_game(seed: int = 0, options: dict[str, Any] | None = None, setup: JSON | None = None) -> LcgState:
    """A new game (13): decks shuffled, heroes in play and threat set, 6-card hands with one optional
    mulligan each, then the scenario's setup and the first round."""
    from eregion.games.lcg.game import GAME

    opts = GAME.resolve_options(options)
    n = opts["players"]
    if opts["first"] > n:
        raise InvalidSetup(f"first player {opts['first']} is not seated: the game has {n} player(s)")
    decks = _decks(opts, setup, n)
    sc = scenario(opts["scenario"])
    mode = "easy" if opts["easy"] else "normal"
    s = LcgState.__new__(LcgState)
    s.seed, s.options, s.setup = seed, opts, setup
    s.rng = Rng(seed)
    s.history = None
    s.events = None
    s.init_cards(R.MAX_PLAYERS + 1, ZONES)
    s.n = n
    s.threat = [0] * n
    s.out = [False] * n
    for p, deck in enumerate(decks):
        for cid in deck.heroes:
            _new_card(s, cid, p, "heroes")
            s.threat[p] += R.DEFS[cid].threat_cost or 0  # 13.2
        for cid in deck.cards:
            _new_card(s, cid, p, "deck")
    stages = []
    for ids in sc.stages():
        stages.append(tuple(_new_card(s, cid, ENC, "qdeck") for cid in ids))
    cfg = sc.setup(mode)
    for cid in cfg.deck_ids():
        _new_card(s, cid, ENC, "edeck")
    for zone, group in (("staging", cfg.staging_area), ("aside", cfg.set_aside)):
        for cc in group:
            for _ in range(cc.count):
                _new_card(s, cc.id, ENC, zone)
    if len(s.cards) > MAX_CARDS:
        raise InvalidSetup(f"{len(s.cards)} cards; at most {MAX_CARDS} fit the action space")
    for p in range(n):
        shuffle(s, (p, "deck"))
    shuffle(s, (ENC, "edeck"))  # 13.1
    first_stage = stages[0][0]
    s.move(first_stage, ENC, "quest")
    s.quest_deck = tuple(stages[1:])
    s.deck_names = tuple(d.name for d in decks)
    s.scenario_id = sc.id
    s.first = opts["first"] - 1  # 13.4: the group's choice, made before the game starts
    s.round = 0
    s.phase = "setup"
    s.committed = s.attacked = ()
    s.struck = ()
    s.skip_staging = False
    s.mods = ()
    s.limits = Limits()
    s.result = None
    s._decision = None
    if mode == "easy":  # 9.2: one resource on each hero
        for p in range(n):
            for h in R.heroes(s, p):
                add_resources(s, h, 1)
    for p in range(n):
        draw(s, p, R.HAND_SIZE)  # 13.5
    log(s, "setup", None, sc.name, mode)
    s.stack = [("scenario_setup",), *(("mulligan", p) for p in reversed(range(n)))]
    RULES.run(s)
    return s


def _decks(options: dict[str, Any], setup: JSON | None, n: int) -> list[Deck]:
    """Each player's deck: a built-in name from the options, or the deck lists given in
    ``setup["decks"]`` (one text per player), so a saved game never depends on a file again."""
    if isinstance(setup, dict) and "decks" in setup:
        texts = setup["decks"]
        if not (isinstance(texts, list) and len(texts) == n and all(isinstance(t, str) for t in texts)):
            raise InvalidSetup(f'setup "decks" must be a list of {n} deck list(s) (text), one per player')
        names = setup.get("names") or [f"deck {p + 1}" for p in range(n)]
        try:
            return [parse_deck(text, str(name)) for text, name in zip(texts, names)]
        except DeckError as e:
            raise InvalidSetup(str(e)) from None
    return [load_deck(options[f"deck{p + 1}"]) for p in range(n)]


def _new_card(s: LcgState, cid: str, owner: int, zone: str) -> int:
    return s.new_card(cid, owner, zone)


__all__ = ["SEATS", "SPACE", "LcgState", "new_game"]
