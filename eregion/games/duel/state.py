"""The Duel for Middle-earth state: plain data, cheap to clone, with views and determinization.

Player 0 is the Fellowship and player 1 is Sauron. Per-player numbers live in flat lists
(``units[p * 7 + region]``); things that change rarely are tuples replaced on change, so a clone
shares them. The deal (chapter decks, Landmark and Alliance stacks) is fixed at setup by the seed or
pinned by ``setup``; nothing random happens afterwards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Protocol

from eregion.core import JSON, Action, Decision, Event, Rng, State, chain
from eregion.games.duel.components import (
    EAGLE,
    LASTING_ABILITIES,
    LAYOUT_SIZE,
    RACES,
    REGIONS,
    SIDES,
    SKILLS,
    components,
)
from eregion.games.duel.engine import RULES
from eregion.games.duel.setup import deal
from eregion.games.duel.text import describe_event

C = components()
CARDS, TILES, TOKENS = C.cards, C.landmarks, C.tokens
NREG = len(REGIONS)
NSYM = EAGLE + 1
ALL_REGIONS = tuple(range(NREG))
ABILITY = {name: 1 << i for i, name in enumerate(LASTING_ABILITIES)}
"""The bit of each lasting token ability in ``DuelState.abilities``."""
WILD_SKILL = ABILITY["wild_skill"]
NO_SKILLS = (0,) * len(SKILLS)
PROVIDES = tuple(tuple((i, n) for i, n in enumerate(card.provides) if n) for card in CARDS)
"""Per card: the fixed Skill symbols it provides, as (Skill, count) pairs."""

_FIELDS = (
    "chapter",
    "decks",
    "slots",
    "present",
    "avail",
    "face_up",
    "discard",
    "discard_seen",
    "coins",
    "reserve",
    "area",
    "tiles",
    "fixed",
    "flex",
    "chains",
    "races",
    "tokens",
    "abilities",
    "triple_done",
    "units",
    "forts",
    "quest",
    "landmarks_up",
    "landmark_stack",
    "alliance",
    "alliance_known",
    "extra_turns",
    "spent_fixed",
    "spent_flex",
    "stack",
    "result",
    "victory",
    "decision",
)


class Rulebook(Protocol):
    """What a state needs from the rules. The rules modules import the state, so the state never imports
    them: :mod:`eregion.games.duel.game` hands them over as :attr:`DuelState.rules`."""

    def run(self, s: DuelState) -> None:
        """Resolve steps until a decision is owed or the game ends."""

    def describe_action(self, s: DuelState, action: Action) -> str:
        """How an option of the pending decision reads now (what it would cost)."""


class DuelState(State):
    """A position in a game of Duel for Middle-earth. Build one with
    :func:`eregion.games.duel.game.new_game`."""

    __slots__ = _FIELDS

    rules: ClassVar[Rulebook]

    chapter: int
    decks: tuple[tuple[int, ...], ...]  # the chapter decks not yet laid out (deal order); () once dealt
    slots: tuple[int, ...]  # card in each layout slot of the current chapter
    present: int  # bitmask of slots still holding their card
    avail: int  # bitmask of slots whose card no other card covers
    face_up: int  # bitmask of face-up slots
    discard: tuple[int, ...]
    discard_seen: tuple[int, ...]  # per discard entry: bitmask of players who know the card
    coins: list[int]
    reserve: int
    area: tuple[tuple[int, ...], tuple[int, ...]]  # cards in each play area
    tiles: tuple[tuple[int, ...], tuple[int, ...]]  # Landmark tiles taken
    fixed: tuple[tuple[int, ...], tuple[int, ...]]  # fixed Skill symbols per player
    flex: tuple[
        tuple[tuple[str, int], ...], ...
    ]  # per player: (source, Skill bitmask) giving one Skill a turn
    chains: list[int]  # chaining symbols owned (bitmask)
    races: list[int]  # Race symbols per player, 7 each (the 7th is the Eagle)
    tokens: tuple[tuple[int, ...], tuple[int, ...]]
    abilities: list[int]  # lasting token abilities (bitmask)
    triple_done: list[bool]  # the once-per-game 3-different-Races trigger
    units: list[int]  # Units per player and region, 7 each
    forts: list[int]  # Fortresses per player (bitmask of regions)
    quest: list[int]  # own steps on the Quest track: Frodo and Sam, the Nazgûl
    landmarks_up: tuple[int, ...]
    landmark_stack: tuple[int, ...]  # top last
    alliance: tuple[tuple[int, ...], ...]  # one stack per Race, top last
    alliance_known: tuple[int, ...]  # 1 where the top token was revealed and put back
    extra_turns: int
    spent_fixed: tuple[int, ...]  # fixed Skill symbols used this turn (each once per turn, p.5)
    spent_flex: frozenset[str]  # flexible sources used this turn
    stack: list[tuple]
    result: tuple[float, float] | None
    victory: str | None
    decision: Decision | None  # a slot, not the protocol's property: it is read twice a move
    # The step engine writes it as ``_decision``: the same slot under that name, set below the class.

    # --- protocol ---------------------------------------------------------------------------------

    _apply = RULES.resolve  # the engine's own function: a frame less a move

    def clone(self) -> DuelState:
        """Lists are copied; tuples, ints and the history/log chains are shared (they never mutate)."""
        new = DuelState.__new__(DuelState)
        new.seed = self.seed
        new.options = self.options
        new.setup = self.setup
        new.rng = self.rng.copy()
        new.history = self.history
        new.events = self.events
        new.chapter = self.chapter
        new.decks = self.decks
        new.slots = self.slots
        new.present = self.present
        new.avail = self.avail
        new.face_up = self.face_up
        new.discard = self.discard
        new.discard_seen = self.discard_seen
        new.coins = self.coins[:]
        new.reserve = self.reserve
        new.area = self.area
        new.tiles = self.tiles
        new.fixed = self.fixed
        new.flex = self.flex
        new.chains = self.chains[:]
        new.races = self.races[:]
        new.tokens = self.tokens
        new.abilities = self.abilities[:]
        new.triple_done = self.triple_done[:]
        new.units = self.units[:]
        new.forts = self.forts[:]
        new.quest = self.quest[:]
        new.landmarks_up = self.landmarks_up
        new.landmark_stack = self.landmark_stack
        new.alliance = self.alliance
        new.alliance_known = self.alliance_known
        new.extra_turns = self.extra_turns
        new.spent_fixed = self.spent_fixed
        new.spent_flex = self.spent_flex
        new.stack = self.stack[:]
        new.result = self.result
        new.victory = self.victory
        new.decision = self.decision
        return new

    def describe_action(self, action: Action) -> str:
        """Turn options say what the player would pay now (missing Skills, surcharge, chaining)."""
        return self.rules.describe_action(self, action)

    def returns(self) -> tuple[float, ...]:
        return self.result if self.result is not None else (0.0, 0.0)

    def event(self, *event: Any) -> None:
        """Log ``(kind, player, *args)``: the arguments are the stored event as they come. (The
        commonest events are logged by their rules without this call: ``s.events = (event, s.events)``.)"""
        self.events = (event, self.events)

    def describe(self, event: tuple[Any, ...]) -> Event:
        return Event(event[1], describe_event(event))

    # --- derived values ---------------------------------------------------------------------------

    def refresh_skills(self, p: int) -> None:
        """Recompute the Skills of ``p`` from their grey cards and the Elves wild-Skill token."""
        totals = list(NO_SKILLS)
        flex = []
        for c in self.area[p]:
            card = CARDS[c]
            if card.color == "grey":
                for i, n in PROVIDES[c]:
                    totals[i] += n
                if card.one_of:
                    flex.append((card.id, card.one_of))
        if self.abilities[p] & WILD_SKILL:
            flex.append(("the Elves token", (1 << len(SKILLS)) - 1))
        self.fixed = set_pair(self.fixed, p, tuple(totals))
        self.flex = set_pair(self.flex, p, tuple(flex))

    def add_skills(self, p: int, c: int) -> None:
        """Add what grey card ``c``, just put last into the play area of ``p``, gives to their Skills: what
        :meth:`refresh_skills` would find, without reading the other cards again."""
        totals = list(self.fixed[p])
        for i, n in PROVIDES[c]:
            totals[i] += n
        self.fixed = set_pair(self.fixed, p, tuple(totals))
        card = CARDS[c]
        if card.one_of:
            flex, source = self.flex[p], ((card.id, card.one_of),)
            # The Elves token's source stays last, after those of the cards.
            flex = flex[:-1] + source + flex[-1:] if self.abilities[p] & WILD_SKILL else flex + source
            self.flex = set_pair(self.flex, p, flex)

    def start_chapter(self, chapter: int) -> None:
        """Lay out a chapter (p.3): 20 cards in the diagram, the 3 left over face down to the discard;
        then refill the Landmark tiles to 3 face up if possible."""
        deck = self.decks[chapter - 1]
        self.decks = tuple(() if i == chapter - 1 else d for i, d in enumerate(self.decks))
        layout = C.layouts[chapter]
        self.chapter = chapter
        self.slots = deck[:LAYOUT_SIZE]
        self.present = (1 << LAYOUT_SIZE) - 1
        self.avail = layout.open_mask
        self.face_up = layout.face_up_mask
        self.discard = self.discard + deck[LAYOUT_SIZE:]
        self.discard_seen = self.discard_seen + (0,) * (len(deck) - LAYOUT_SIZE)
        up, stack = list(self.landmarks_up), list(self.landmark_stack)
        while len(up) < C.landmarks_face_up and stack:
            up.append(stack.pop())
        self.landmarks_up, self.landmark_stack = tuple(up), tuple(stack)
        self.event("chapter", None, chapter)

    def presence(self, p: int) -> int:
        return presence(self, p)

    # --- hidden information -----------------------------------------------------------------------

    def _hidden_cards(self, player: int | None) -> dict[int, list[int]]:
        """Per chapter, the cards ``player`` cannot identify (face-down slots, unseen discards, decks)."""
        bit = 0 if player is None else 1 << player
        hidden: dict[int, list[int]] = {1: [], 2: [], 3: []}
        for i in range(LAYOUT_SIZE):
            if (self.present >> i) & 1 and not (self.face_up >> i) & 1:
                hidden[self.chapter].append(self.slots[i])
        for c, seen in zip(self.discard, self.discard_seen):
            if not seen & bit:
                hidden[CARDS[c].chapter].append(c)
        for ch in range(self.chapter + 1, 4):
            hidden[ch].extend(self.decks[ch - 1])
        return hidden

    def determinize(self, player: int, rng: Rng) -> DuelState:
        """Reshuffle every card, tile and token ``player`` cannot see among its hidden places."""
        new = self.clone()
        new.rng = rng.fork()
        bit = 1 << player
        for ch, cards in self._hidden_cards(player).items():
            if len(cards) < 2:
                continue
            pool = sorted(cards)
            rng.shuffle(pool)
            it = iter(pool)
            if ch == self.chapter:
                slots = list(new.slots)
                for i in range(LAYOUT_SIZE):
                    if (new.present >> i) & 1 and not (new.face_up >> i) & 1:
                        slots[i] = next(it)
                new.slots = tuple(slots)
            if any(
                not seen & bit and CARDS[c].chapter == ch for c, seen in zip(new.discard, new.discard_seen)
            ):
                new.discard = tuple(
                    next(it) if not seen & bit and CARDS[c].chapter == ch else c
                    for c, seen in zip(new.discard, new.discard_seen)
                )
            if ch > self.chapter:
                decks = list(new.decks)
                decks[ch - 1] = tuple(it)
                new.decks = tuple(decks)
        stack = sorted(new.landmark_stack)  # sorted first: the result must not depend on the true order
        rng.shuffle(stack)
        new.landmark_stack = tuple(stack)
        alliance = []
        for r, tokens in enumerate(new.alliance):
            keep = 1 if new.alliance_known[r] and tokens else 0
            unknown = sorted(tokens[: len(tokens) - keep])
            rng.shuffle(unknown)
            alliance.append(tuple(unknown) + tokens[len(tokens) - keep :])
        new.alliance = tuple(alliance)
        if new.decision is not None and new.decision.player != player:
            # The other player's pending choice may list cards only they know (a look through the
            # discard pile): pose it again from the resampled state.
            self.rules.run(new)
        return new

    def view(self, player: int | None) -> JSON:
        """The position as ``player`` sees it (``None``: a spectator). Face-down cards, unseen
        discards, the decks, the Landmark stack and unrevealed Alliance tokens appear only as counts."""
        return self.views((player,))[0]

    def views(self, players: Sequence[int | None]) -> list[JSON]:
        """The views of ``players``, sharing what every viewer sees (all but the viewer, the known
        discards and the decision's options), which is computed once."""
        common = self._common_view()
        return [self._own_view(common, p) for p in players]

    def _own_view(self, common: dict[str, Any], player: int | None) -> JSON:
        """``common`` completed with what only ``player`` sees (a new dict; ``common`` is unchanged)."""
        bit = 0 if player is None else 1 << player
        known = [CARDS[c].id for c, seen in zip(self.discard, self.discard_seen) if seen & bit or seen == 3]
        view = dict(common)
        view["viewer"] = None if player is None else SIDES[player]
        view["discard"] = {"known": known, "hidden": len(self.discard) - len(known)}
        d = self.decision
        if d is not None and player == d.player:
            view["decision"] = self.decision_view(player)
        return view

    def _common_view(self) -> dict[str, Any]:
        """What every viewer sees, with ``viewer`` and ``discard`` left to :meth:`_own_view`."""
        layout = C.layouts[self.chapter]
        avail = set(available_slots(self))
        slots = []
        for i in range(LAYOUT_SIZE):
            present = bool((self.present >> i) & 1)
            up = bool((self.face_up >> i) & 1)
            slots.append(
                {
                    "slot": i,
                    "row": layout.rows[i],
                    "x": layout.xs[i],
                    "taken": not present,
                    "face_up": up,
                    "available": i in avail,
                    "card": CARDS[self.slots[i]].id if present and up else None,
                }
            )
        players = {}
        for p, side in enumerate(SIDES):
            players[side] = {
                "coins": self.coins[p],
                "cards": [CARDS[c].id for c in self.area[p]],
                "landmarks": [TILES[t].id for t in self.tiles[p]],
                "skills": {SKILLS[i]: n for i, n in enumerate(self.fixed[p]) if n},
                "flexible_skills": [
                    {"source": src, "skills": [SKILLS[i] for i in range(len(SKILLS)) if (m >> i) & 1]}
                    for src, m in self.flex[p]
                ],
                "chains": [s for i, s in enumerate(C.chain_symbols) if (self.chains[p] >> i) & 1],
                "races": {
                    ("Eagle" if i == EAGLE else RACES[i]): self.races[p * NSYM + i]
                    for i in range(NSYM)
                    if self.races[p * NSYM + i]
                },
                "tokens": [TOKENS[t].id for t in self.tokens[p]],
                "units_in_supply": supply_units(self, p),
                "fortresses_in_supply": C.fortresses_per_side - self.forts[p].bit_count(),
                "presence": presence(self, p),
                "three_races_used": self.triple_done[p],
                "quest_steps": self.quest[p],
            }
        board = {
            REGIONS[r]: {
                side: {"units": self.units[p * NREG + r], "fortress": bool((self.forts[p] >> r) & 1)}
                for p, side in enumerate(SIDES)
            }
            for r in range(NREG)
        }
        return {
            "game": "duel",
            "viewer": None,
            "chapter": self.chapter,
            "turn": SIDES[self.turn_player] if self.result is None else None,
            "extra_turns": self.extra_turns,
            "layout": slots,
            "discard": None,
            "reserve": self.reserve,
            "players": players,
            "board": board,
            "quest": {
                "fellowship_steps": self.quest[0],
                "nazgul_steps": self.quest[1],
                "gap": C.quest_steps - self.quest[1],
                "length": C.quest_steps,
                "bonuses": {str(k): v for k, v in sorted(C.quest_bonuses.items())},
            },
            "landmarks": {
                "face_up": [TILES[t].id for t in self.landmarks_up],
                "stack": len(self.landmark_stack),
            },
            "alliance": {
                RACES[r]: {
                    "count": len(st),
                    "top": TOKENS[st[-1]].id if st and self.alliance_known[r] else None,
                }
                for r, st in enumerate(self.alliance)
            },
            "decision": self.decision_view(None),
            "result": None
            if self.result is None
            else {"returns": list(self.result), "victory": self.victory, "winner": self.winner},
            "log": [describe_event(e) for e in chain.last(self.events, 30)][::-1],  # = log(last=30)
        }

    @property
    def turn_player(self) -> int:
        """Whose turn it is (sub-decisions may be owed by the other player)."""
        for st in reversed(self.stack):
            if st[0] in ("turn", "end_turn"):
                return st[1]
        return self.decision.player if self.decision else 0

    @property
    def winner(self) -> str | None:
        """``fellowship``, ``sauron``, ``shared`` or None while the game runs."""
        if self.result is None:
            return None
        if self.result[0] == self.result[1]:
            return "shared"
        return SIDES[0] if self.result[0] > 0 else SIDES[1]

    def snapshot(self) -> JSON:
        d = self.decision
        pair = lambda t: [list(t[0]), list(t[1])]
        return {
            "seed": self.seed,
            "options": self.options,
            "rng": self.rng.state,
            "chapter": self.chapter,
            "decks": [list(x) for x in self.decks],
            "slots": list(self.slots),
            "present": self.present,
            "avail": self.avail,
            "face_up": self.face_up,
            "discard": list(self.discard),
            "discard_seen": list(self.discard_seen),
            "coins": self.coins[:],
            "reserve": self.reserve,
            "area": pair(self.area),
            "tiles": pair(self.tiles),
            "fixed": pair(self.fixed),
            "flex": [[list(src) for src in f] for f in self.flex],
            "chains": self.chains[:],
            "races": self.races[:],
            "tokens": pair(self.tokens),
            "abilities": self.abilities[:],
            "triple_done": self.triple_done[:],
            "units": self.units[:],
            "forts": self.forts[:],
            "quest": self.quest[:],
            "landmarks_up": list(self.landmarks_up),
            "landmark_stack": list(self.landmark_stack),
            "alliance": [list(x) for x in self.alliance],
            "alliance_known": list(self.alliance_known),
            "extra_turns": self.extra_turns,
            "spent_fixed": list(self.spent_fixed),
            "spent_flex": sorted(self.spent_flex),
            "stack": _plain(self.stack),
            "result": None if self.result is None else list(self.result),
            "victory": self.victory,
            "decision": None if d is None else [d.player, d.kind.value, d.prompt, [a.id for a in d.options]],
        }


DuelState._decision = DuelState.__dict__["decision"]  # type: ignore[attr-defined]
"""The pending decision under the name the step engine writes (``s._decision = d``): the same slot."""


def _plain(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


# --- what the rules and the views both read ------------------------------------------------------


def set_pair(pair: tuple, p: int, value: object) -> tuple:
    """``pair`` with the entry of player ``p`` replaced (per-player tuples are never mutated)."""
    return (value, pair[1]) if p == 0 else (pair[0], value)


def presence(s: DuelState, p: int) -> int:
    """Regions where ``p`` has a Fortress and/or at least one Unit (p.7)."""
    held = s.forts[p]
    for r, n in enumerate(s.units[p * NREG : p * NREG + NREG]):
        if n:
            held |= 1 << r
    return held.bit_count()


def race_symbols(s: DuelState, p: int) -> int:
    """How many different Race symbols ``p`` has, the Eagle's included (6 win, p.8)."""
    return NSYM - s.races[p * NSYM : p * NSYM + NSYM].count(0)


def supply_units(s: DuelState, p: int) -> int:
    return C.units_per_side - sum(s.units[p * NREG : p * NREG + NREG])


class Memo(dict[Any, Any]):
    """The values of a pure function of one argument, kept as they are computed: ``memo[x]``. For
    what every turn reads: looking up a dict costs a fraction of calling an ``lru_cache``. Emptied
    when it holds ``size`` values."""

    __slots__ = ("fn", "size")

    def __init__(self, fn: Callable[[Any], Any], size: int) -> None:
        super().__init__()
        self.fn, self.size = fn, size

    def __missing__(self, key: Any) -> Any:
        if len(self) >= self.size:
            self.clear()
        value = self[key] = self.fn(key)
        return value


def _bit_indices(m: int) -> tuple[int, ...]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return tuple(out)


bit_indices: Callable[[int], tuple[int, ...]] = Memo(_bit_indices, 4096).__getitem__
"""The positions of the bits set in a mask, lowest first (slots of a layout bitmask). Kept: a game
reads the same few masks of available slots turn after turn."""


def available_slots(s: DuelState) -> tuple[int, ...]:
    """Slots holding a card that no other card covers, even partly (p.3), in slot order."""
    return bit_indices(s.avail)


# --- setup (p.2) ----------------------------------------------------------------------------------


def initial(seed: int, opts: dict[str, Any], setup: JSON | None) -> DuelState:
    """The position before the first turn: dealt (``setup`` may pin any of the hidden orders, see
    :mod:`~eregion.games.duel.setup`), chapter 1 laid out, Sauron's turn on the stack. The rules
    have not run yet, so no decision is posed (:func:`eregion.games.duel.game.new_game` runs them)."""
    s = DuelState.__new__(DuelState)
    s.seed = seed
    s.options = opts
    s.setup = setup
    s.rng = Rng(seed)
    s.history = None
    s.events = None
    decks, tiles, alliance = deal(s.rng, opts, setup)
    s.decks = decks
    s.chapter = 0
    s.slots = ()
    s.present = 0
    s.avail = 0
    s.face_up = 0
    s.discard = ()
    s.discard_seen = ()
    s.coins = list(C.start_coins)
    s.reserve = C.coins_total - sum(C.start_coins)
    s.area = ((), ())
    s.tiles = ((), ())
    s.fixed = ((0,) * len(SKILLS), (0,) * len(SKILLS))
    s.flex = ((), ())
    s.chains = [0, 0]
    s.races = [0] * (2 * NSYM)
    s.tokens = ((), ())
    s.abilities = [0, 0]
    s.triple_done = [False, False]
    s.units = [n for side in C.start_units for n in side]
    s.forts = [0, 0]
    s.quest = [0, 0]
    s.landmarks_up = ()
    s.landmark_stack = tiles
    s.alliance = alliance
    s.alliance_known = (0,) * len(RACES)
    s.extra_turns = 0
    s.spent_fixed = (0,) * len(SKILLS)
    s.spent_flex = frozenset()
    s.result = None
    s.victory = None
    s.decision = None
    s.start_chapter(1)
    s.stack = [("turn", C.first_player)]
    return s
