"""The engine of Duel for Middle-earth: a stack of small steps, and the helpers every rule shares.

Each step is a plain tuple ``(kind, player, *args)`` on ``state.stack``; the top step either
resolves on its own or poses a :class:`~eregion.core.Decision`. Handlers live in two tables:
the step engine (:mod:`eregion.core.engine`) runs a step's handler when it reaches the top (returning a
decision, or ``None`` after changing the stack) and applies the player's answer with its answer handler.
Page numbers refer to the rulebook (``../shared/seeds/004_*``); rulings beyond it are in
``docs/duel-rules.md``.
"""

from __future__ import annotations

from eregion.core import Action, DecisionKind
from eregion.core.engine import GameOver, Step
from eregion.games.duel.components import RACES, REGIONS, components
from eregion.games.duel.engine import RULES
from eregion.games.duel.state import ABILITY, ALL_REGIONS, DuelState, presence, supply_units

C = components()
CARDS = C.cards
TILES = C.landmarks
TOKENS = C.tokens
ADJ = C.adjacency
STEPS = C.quest_steps
NREG = len(REGIONS)
CHAPTER_COINS = {1: 1, 2: 2, 3: 3}  # coins for discarding a card (p.3)

T, CHOOSE, CARD, SKILL, YN, MOVE = (
    DecisionKind.TURN,
    DecisionKind.CHOOSE_ONE,
    DecisionKind.CHOOSE_CARD,
    DecisionKind.CHOOSE_SKILL,
    DecisionKind.YES_NO,
    DecisionKind.MOVE,
)


step, answer = RULES.step, RULES.answer


# --- who asks (issue 15: every prompt names its card, tile, token or rule) --------------------------


# A card asks as its id; a tile and a token as below; a rule by its name.


def tile_source(t: int) -> str:
    return f"{TILES[t].name} (Landmark)"


TOKEN_OF = {token.ability: f"{RACES[token.race]} Alliance token" for token in TOKENS}
"""Per token ability, the token that has it (each ability is on one token): who asks for it."""
QUEST_BONUS, RACE_ALLIANCE = "Quest bonus", "Race alliance"  # the rules that ask (p.5, p.6)


# --- small helpers --------------------------------------------------------------------------------


def pos(group: tuple[Action, ...], a: Action) -> int:
    """Position of ``a`` in a contiguous group of the action space (a card, region, Skill...)."""
    return a.index - group[0].index


def replace_top(s: DuelState, new: Step) -> None:
    s.stack[-1] = new


def push_effects(s: DuelState, p: int, steps: list[Step]) -> None:
    """Push steps so that they resolve in list order."""
    s.stack.extend(reversed(steps))


def win(s: DuelState, p: int | None, kind: str) -> None:
    s.result = (0.0, 0.0) if p is None else ((1.0, -1.0) if p == 0 else (-1.0, 1.0))
    s.victory = kind
    s.event("win", p, kind)
    raise GameOver


def check_conquest(s: DuelState, p: int) -> None:
    """Presence in all 7 regions wins at once (p.8). Each region without a Unit needs a Fortress, so
    more such regions than Fortresses settle it without counting."""
    if s.units[p * NREG : p * NREG + NREG].count(0) <= s.forts[p].bit_count() and presence(s, p) == NREG:
        win(s, p, "conquest")


def conflict(s: DuelState, p: int, r: int) -> None:
    """Both players remove one Unit at a time until one side has none there (p.7)."""
    mine, theirs = p * NREG + r, (1 - p) * NREG + r
    k = min(s.units[mine], s.units[theirs])
    if k:
        s.units[mine] -= k
        s.units[theirs] -= k
        s.event("conflict", p, r, k)


def place_units(s: DuelState, p: int, r: int, n: int) -> None:
    """Place up to ``n`` Units from ``p``'s supply (ruling: as many as are left), then fight."""
    n = min(n, supply_units(s, p))
    if n <= 0:
        return
    s.units[p * NREG + r] += n
    s.event("place", p, r, n)
    conflict(s, p, r)
    check_conquest(s, p)


def gain_coins(s: DuelState, p: int, n: int) -> None:
    n = min(n, s.reserve)  # ruling: an empty reserve pays what it has
    if n:
        s.reserve -= n
        s.coins[p] += n
        s.events = (("coins", p, n), s.events)  # s.event, inlined (the commonest event)


def pay_coins(s: DuelState, p: int, n: int) -> None:
    if n:
        s.coins[p] -= n
        s.reserve += n
        s.events = (("pay", p, n), s.events)  # s.event, inlined


# Steps for effects of the vocabulary that need no adjustment: kind -> step (its count, if any, follows;
# then the source, for the steps that ask the player something).
_EFFECT_STEP = {
    "coins": "coins",
    "quest": "quest",
    "movements": "movements",
    "remove_units": "remove_units",
    "opponent_loses_coins": "drain",
    "play_from_discard": "from_discard",
    "reveal_alliance": "grey_havens",
    "discard_enemy_grey": "isengard",
    "play_visible_card": "shire",
    "siege": "grond",
}
_ASKS = frozenset({"movements", "remove_units", "from_discard", "grey_havens", "isengard", "shire", "grond"})


def _effect_steps(p: int, effects: tuple, source: str, anywhere: bool, extra: int) -> list[Step]:
    """The steps that resolve a card's or tile's effects, in order; those that ask carry ``source``,
    the card or tile, last. ``anywhere`` and ``extra``: what the Elves and Humans tokens do to the Units
    of a red card (any region, one Unit more)."""
    todo: list[Step] = []
    both = 0  # 1: a removal, 2: movements
    for e in effects:
        k = e.kind
        if k == "units":
            todo.append(("units", p, e.count + extra, ALL_REGIONS if anywhere else e.regions, source))
        elif k == "race":
            todo.append(("race", p, e.race))
        elif k in _EFFECT_STEP:
            kind = _EFFECT_STEP[k]
            todo.append((kind, p) + ((e.count,) if e.count else ()) + ((source,) if kind in _ASKS else ()))
            both |= 1 if kind == "remove_units" else 2 if kind == "movements" else 0
    if both == 3:  # no printed order between a removal and movements: ask
        kinds = [t[0] for t in todo]
        remove, move = todo[kinds.index("remove_units")], todo[kinds.index("movements")]
        at = min(kinds.index("remove_units"), kinds.index("movements"))
        todo = [t for t in todo if t is not remove and t is not move]
        todo.insert(at, ("remove_or_move", p, remove, move))
    return todo


RED_UNITS = ABILITY["red_units_anywhere"] | ABILITY["red_extra_unit"]
CARD_STEPS = tuple(
    tuple(tuple(reversed(_effect_steps(p, c.effects, c.id, False, 0))) for c in CARDS) for p in (0, 1)
)
"""Per player and card: the steps of its effects as they are pushed (the first last, to be on top), built
once; a red card played with the Elves or Humans token has its own (:func:`effect_steps`)."""
TILE_STEPS = tuple(
    tuple(tuple(reversed(_effect_steps(p, t.effects, tile_source(t.index), False, 0))) for t in TILES)
    for p in (0, 1)
)
"""Per player and Landmark tile: the steps of its effects as they are pushed."""


def effect_steps(s: DuelState, p: int, card: int) -> tuple[Step, ...]:
    """The steps of a card's effects, as they are pushed (:data:`CARD_STEPS`), the Units of a red card
    improved by the Elves and Humans tokens (p.6, the Player Aid)."""
    ab = s.abilities[p] & RED_UNITS
    if not ab or CARDS[card].color != "red":
        return CARD_STEPS[p][card]
    anywhere, extra = bool(ab & ABILITY["red_units_anywhere"]), 1 if ab & ABILITY["red_extra_unit"] else 0
    return tuple(reversed(_effect_steps(p, CARDS[card].effects, CARDS[card].id, anywhere, extra)))


def move_units(s: DuelState, p: int, r: int, b: int, n: int, kind: str) -> None:
    """Move ``n`` of ``p``'s Units from ``r`` to ``b``, then resolve the conflict there (p.7)."""
    base = p * NREG
    s.units[base + r] -= n
    s.units[base + b] += n
    s.event(kind, p, r, b)
    conflict(s, p, b)
    check_conquest(s, p)
