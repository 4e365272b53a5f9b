"""The rules of Duel for Middle-earth as a stack of small steps.

Each step is a plain tuple ``(kind, player, *args)`` on ``state.stack``; the top step either
resolves on its own or poses a :class:`~eregion.core.Decision`. Handlers live in two tables:
``_STEP[kind](state, step)`` runs a step when it reaches the top (returning a decision, or ``None``
after changing the stack), and ``_ANSWER[kind](state, step, action)`` applies the player's answer.
Page numbers refer to the rulebook (``../shared/seeds/004_*``); rulings beyond it are in
``docs/duel-rules.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from eregion.core import Action, Decision, DecisionKind
from eregion.games.duel import actions as A
from eregion.games.duel.components import (
    EAGLE,
    LASTING_ABILITIES,
    RACES,
    REGIONS,
    SIDES,
    SKILLS,
    components,
)

if TYPE_CHECKING:
    from eregion.games.duel.state import DuelState

C = components()
CARDS = C.cards
TILES = C.landmarks
TOKENS = C.tokens
ADJ = C.adjacency
STEPS = C.quest_steps
NREG = len(REGIONS)
ALL_REGIONS = tuple(range(NREG))
ABILITY = {name: 1 << i for i, name in enumerate(LASTING_ABILITIES)}
WILD = (1 << len(SKILLS)) - 1
CHAPTER_COINS = {1: 1, 2: 2, 3: 3}  # coins for discarding a card (p.3)

T, CHOOSE, CARD, SKILL, YN, MOVE = (
    DecisionKind.TURN,
    DecisionKind.CHOOSE_ONE,
    DecisionKind.CHOOSE_CARD,
    DecisionKind.CHOOSE_SKILL,
    DecisionKind.YES_NO,
    DecisionKind.MOVE,
)


class GameOver(Exception):
    """Raised by a victory to unwind whatever step was running; caught by the engine loop."""


Step = tuple
Handler = Callable[["DuelState", Step], "Decision | None"]
Answer = Callable[["DuelState", Step, Action], None]
_STEP: dict[str, Handler] = {}
_ANSWER: dict[str, Answer] = {}


def step(kind: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        _STEP[kind] = fn
        return fn

    return register


def answer(kind: str) -> Callable[[Answer], Answer]:
    def register(fn: Answer) -> Answer:
        _ANSWER[kind] = fn
        return fn

    return register


# --- the engine loop ------------------------------------------------------------------------------


def run(s: DuelState) -> None:
    """Resolve steps until one needs a real choice or the game ends; cache that decision.

    A decision with a single option is taken automatically (it is not a choice), except the turn
    itself, which is always shown.
    """
    try:
        while True:
            top = s.stack[-1]
            d = _STEP[top[0]](s, top)
            if d is None:
                continue
            if len(d.options) == 1 and d.kind is not T:
                _ANSWER[top[0]](s, top, d.options[0])
                continue
            s._decision = d
            return
    except GameOver:
        s.stack = []
        s._decision = None


def resolve(s: DuelState, action: Action) -> None:
    top = s.stack[-1]
    try:
        _ANSWER[top[0]](s, top, action)
    except GameOver:
        s.stack = []
        s._decision = None
        return
    run(s)


# --- small helpers --------------------------------------------------------------------------------


def _pos(group: tuple[Action, ...], a: Action) -> int:
    """Position of ``a`` in a contiguous group of the action space (a card, region, Skill...)."""
    return a.index - group[0].index


def _replace(s: DuelState, new: Step) -> None:
    s.stack[-1] = new


def _push_effects(s: DuelState, p: int, steps: list[Step]) -> None:
    """Push steps so that they resolve in list order."""
    s.stack.extend(reversed(steps))


def _win(s: DuelState, p: int | None, kind: str) -> None:
    s.result = (0.0, 0.0) if p is None else ((1.0, -1.0) if p == 0 else (-1.0, 1.0))
    s.victory = kind
    s.event("win", p, kind)
    raise GameOver


def presence(s: DuelState, p: int) -> int:
    """Regions where ``p`` has a Fortress and/or at least one Unit (p.7)."""
    u, f, base = s.units, s.forts[p], p * NREG
    return sum(1 for r in ALL_REGIONS if u[base + r] or (f >> r) & 1)


def _check_conquest(s: DuelState, p: int) -> None:
    if presence(s, p) == NREG:
        _win(s, p, "conquest")


def supply_units(s: DuelState, p: int) -> int:
    return C.units_per_side - sum(s.units[p * NREG : p * NREG + NREG])


def _conflict(s: DuelState, p: int, r: int) -> None:
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
    _conflict(s, p, r)
    _check_conquest(s, p)


def _gain_coins(s: DuelState, p: int, n: int) -> None:
    n = min(n, s.reserve)  # ruling: an empty reserve pays what it has
    if n:
        s.reserve -= n
        s.coins[p] += n
        s.event("coins", p, n)


def _pay_coins(s: DuelState, p: int, n: int) -> None:
    if n:
        s.coins[p] -= n
        s.reserve += n
        s.event("pay", p, n)


# --- costs (p.4) ----------------------------------------------------------------------------------


def _flex_sources(s: DuelState, p: int) -> list[tuple[str, int]]:
    """Skill sources that give one Skill of a choice per turn, not yet used this turn."""
    used = s.spent_flex
    out = [(CARDS[c].id, CARDS[c].one_of) for c in s.area[p] if CARDS[c].one_of]
    if s.abilities[p] & ABILITY["wild_skill"]:
        out.append(("the Elves token", WILD))
    return [src for src in out if src[0] not in used]


def _missing(need: list[int], flex: list[int]) -> int:
    """The fewest Skill symbols still missing after assigning the flexible sources at best."""
    if not flex or not any(need):
        return sum(need)
    m, rest = flex[0], flex[1:]
    best = _missing(need, rest)
    for sk in range(len(SKILLS)):
        if (m >> sk) & 1 and need[sk]:
            need[sk] -= 1
            best = min(best, _missing(need, rest))
            need[sk] += 1
            if best == 0:
                break
    return best


def _need(s: DuelState, p: int, skills: tuple[int, ...]) -> list[int]:
    """Symbols required beyond the fixed Skills still unused this turn."""
    fixed, spent = s.fixed[p], s.spent_fixed
    return [max(0, req - (fixed[i] - spent[i])) for i, req in enumerate(skills)]


def cost_in_coins(s: DuelState, p: int, coins: int, skills: tuple[int, ...]) -> int:
    """The fewest coins ``p`` must pay: coin cost plus 1 per missing Skill symbol (p.4)."""
    if not any(skills):
        return coins
    need = _need(s, p, skills)
    if not any(need):
        return coins
    return coins + _missing(need, [m for _, m in _flex_sources(s, p)])


def is_free_by_chain(s: DuelState, p: int, c: int) -> bool:
    """A matching chaining symbol in your play area makes the card free (p.4)."""
    f = CARDS[c].chain_frees
    return bool(f and s.chains[p] & f)


def landmark_cost(s: DuelState, p: int, t: int) -> int:
    """Skills plus 1 coin per own Fortress already on the board (p.4); the Dwarves token waives it."""
    surcharge = 0 if s.abilities[p] & ABILITY["no_landmark_surcharge"] else bin(s.forts[p]).count("1")
    return surcharge + cost_in_coins(s, p, 0, TILES[t].skills)


def _begin_payment(s: DuelState, p: int, coins: int, skills: tuple[int, ...], then: Step) -> None:
    """Push ``then`` and, if a flexible Skill could be used in more than one way, the choice of it."""
    s.stack.append(then)
    need = _need(s, p, skills)
    fixed, spent = s.fixed[p], list(s.spent_fixed)
    for i, req in enumerate(skills):
        spent[i] += min(req, fixed[i] - s.spent_fixed[i])
    s.spent_fixed = tuple(spent)
    if any(need):
        s.stack.append(("pay", p, coins, tuple(need), tuple(_flex_sources(s, p))))
    else:
        _pay_coins(s, p, coins)


@step("pay")
def _pay(s: DuelState, st: Step) -> Decision | None:
    _, p, coins, need, flex = st
    useful = [(src, m) for src, m in flex if any((m >> k) & 1 and need[k] for k in range(len(SKILLS)))]
    if not useful:
        s.stack.pop()
        _pay_coins(s, p, coins + sum(need))
        return None
    src, m = useful[0]
    rest = [mm for _, mm in useful[1:]]
    budget = s.coins[p] - coins
    options = []
    for k in range(len(SKILLS)):
        if (m >> k) & 1 and need[k]:
            n2 = list(need)
            n2[k] -= 1
            if _missing(n2, rest) <= budget:
                options.append(A.SKILL[k])
    _replace(s, ("pay", p, coins, need, tuple(useful)))
    return Decision(p, SKILL, f"Which Skill does {src} provide for this payment?", tuple(options))


@answer("pay")
def _pay_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, coins, need, flex = st
    k = _pos(A.SKILL, a)
    n2 = list(need)
    n2[k] -= 1
    s.spent_flex = s.spent_flex | {flex[0][0]}
    s.event("use_skill", p, flex[0][0], k)
    _replace(s, ("pay", p, coins, tuple(n2), flex[1:]))


# --- the turn (p.3) -------------------------------------------------------------------------------


def available_slots(s: DuelState) -> list[int]:
    """Slots holding a card that no other card covers, even partly (p.3)."""
    present, masks = s.present, C.layouts[s.chapter].cover_mask
    return [i for i in range(20) if (present >> i) & 1 and not masks[i] & present]


def can_play(s: DuelState, p: int, c: int) -> bool:
    if is_free_by_chain(s, p, c):
        return True
    card = CARDS[c]
    return cost_in_coins(s, p, card.coins, card.skills) <= s.coins[p]


def can_take_landmark(s: DuelState, p: int, t: int) -> bool:
    tile = TILES[t]
    if tile.effects[0].kind == "siege" and not s.forts[1 - p]:
        return False  # ruling: Grond needs an enemy Fortress to replace
    return landmark_cost(s, p, t) <= s.coins[p]


@step("turn")
def _turn(s: DuelState, st: Step) -> Decision:
    p = st[1]
    plays, discards = [], []
    for i in available_slots(s):
        c = s.slots[i]
        if can_play(s, p, c):
            plays.append(A.PLAY[c])
        discards.append(A.DISCARD[c])
    tiles = [A.LANDMARK[t] for t in s.landmarks_up if can_take_landmark(s, p, t)]
    return Decision(p, T, f"{SIDES[p].title()}: take a Chapter card or a Landmark tile", tuple(plays + discards + tiles))


def _take_from_layout(s: DuelState, c: int) -> None:
    i = s.slots.index(c)
    s.present &= ~(1 << i)


@answer("turn")
def _turn_answer(s: DuelState, st: Step, a: Action) -> None:
    p = st[1]
    s.stack.pop()
    s.stack.append(("end_turn", p))
    verb, _, ident = a.id.partition(":")
    if verb == "landmark":
        t = C.landmark_by_id[ident].index
        s.landmarks_up = tuple(x for x in s.landmarks_up if x != t)
        s.event("landmark", p, t)
        surcharge = 0 if s.abilities[p] & ABILITY["no_landmark_surcharge"] else bin(s.forts[p]).count("1")
        _begin_payment(s, p, surcharge, TILES[t].skills, ("landmark", p, t))
        return
    c = C.card_by_id[ident].index
    _take_from_layout(s, c)
    if verb == "discard":
        s.discard = s.discard + (c,)
        s.discard_seen = s.discard_seen + (3,)
        s.event("discard", p, c)
        double = 2 if s.abilities[p] & ABILITY["double_discard"] else 1
        _gain_coins(s, p, CHAPTER_COINS[s.chapter] * double)
        return
    _buy_card(s, p, c)


def _buy_card(s: DuelState, p: int, c: int) -> None:
    """Pay for a card (or chain it for free) and then play it."""
    if is_free_by_chain(s, p, c):
        s.stack.append(("play", p, c, True))
    else:
        card = CARDS[c]
        _begin_payment(s, p, card.coins, card.skills, ("play", p, c, False))


@step("end_turn")
def _end_turn(s: DuelState, st: Step) -> None:
    """Reveal what became available; end the chapter or the game; next player (p.3)."""
    p = st[1]
    s.stack.pop()
    for i in available_slots(s):
        if not (s.face_up >> i) & 1:
            s.face_up |= 1 << i
            s.event("reveal", None, s.slots[i])
    if not s.present:
        if s.chapter == 3:
            _final_scoring(s)
        s.start_chapter(s.chapter + 1)
    if s.extra_turns:
        s.extra_turns -= 1
        nxt = p
        s.event("extra_turn", p)
    else:
        nxt = 1 - p
    s.spent_fixed = (0,) * len(SKILLS)
    s.spent_flex = frozenset()
    s.stack.append(("turn", nxt))


def _final_scoring(s: DuelState) -> None:
    """End of chapter 3: most regions with presence wins; a tie shares the victory (p.8)."""
    f, r = presence(s, 0), presence(s, 1)
    _win(s, None if f == r else (0 if f > r else 1), "presence")


# --- playing a card (p.5) -------------------------------------------------------------------------


def _add_to_area(s: DuelState, p: int, c: int) -> None:
    card = CARDS[c]
    s.area = _set(s.area, p, s.area[p] + (c,))
    if card.chain_gives:
        s.chains[p] |= card.chain_gives
    if card.color == "grey":
        s.refresh_skills(p)


def _set(pair: tuple, p: int, value: object) -> tuple:
    return (value, pair[1]) if p == 0 else (pair[0], value)


@step("play")
def _play(s: DuelState, st: Step) -> None:
    """Put a paid card into the play area, then resolve its effects and the tokens it triggers."""
    _, p, c, chained = st
    s.stack.pop()
    card = CARDS[c]
    _add_to_area(s, p, c)
    s.event("play", p, c, chained)
    ab = s.abilities[p]
    todo: list[Step] = []
    for e in card.effects:
        k = e.kind
        if k == "coins":
            todo.append(("coins", p, e.count))
        elif k == "quest":
            todo.append(("quest", p, e.count))
        elif k == "race":
            todo.append(("race", p, e.race))
        elif k == "units":
            regions, n = e.regions, e.count
            if card.color == "red":
                if ab & ABILITY["red_units_anywhere"]:
                    regions = ALL_REGIONS
                if ab & ABILITY["red_extra_unit"]:
                    n += 1
            todo.append(("units", p, n, regions))
        elif k == "remove_units":
            todo.append(("remove_units", p, e.count))
        elif k == "movements":
            todo.append(("movements", p, e.count))
        elif k == "opponent_loses_coins":
            todo.append(("drain", p, e.count))
    color = card.color
    if color == "yellow":
        if ab & ABILITY["quest_on_yellow"]:
            todo.append(("quest", p, 1))
        if ab & ABILITY["extra_turn_on_yellow"]:
            todo.append(("extra_turn", p))
    elif color == "blue" and ab & ABILITY["unit_on_blue"]:
        todo.append(("place_one", p, 1, False))
    elif color == "green" and ab & ABILITY["movements_on_green"]:
        todo.append(("movements", p, 2))
    if chained and ab & ABILITY["coins_on_chain"]:
        todo.append(("coins", p, 3))
    _push_effects(s, p, todo)


@step("coins")
def _coins(s: DuelState, st: Step) -> None:
    s.stack.pop()
    _gain_coins(s, st[1], st[2])


@step("drain")
def _drain(s: DuelState, st: Step) -> None:
    """The opponent returns coins to the reserve (as many as they have)."""
    _, p, n = st
    s.stack.pop()
    o = 1 - p
    n = min(n, s.coins[o])
    if n:
        s.coins[o] -= n
        s.reserve += n
        s.event("drain", p, n)


@step("extra_turn")
def _extra_turn(s: DuelState, st: Step) -> None:
    s.stack.pop()
    s.extra_turns += 1
    s.event("gain_extra_turn", st[1])


# --- Quest of the Ring (p.5-6) --------------------------------------------------------------------


@step("quest")
def _quest(s: DuelState, st: Step) -> None:
    """Advance one space per Ring; reaching or passing a bonus space offers it (p.5).

    Frodo and Sam carry the Nazgûl along, so only the Nazgûl's own steps close the gap; both are
    counted as each side's own steps from 0 to 14.
    """
    _, p, n = st
    s.stack.pop()
    pos = s.quest[p]
    bonuses = []
    for _ in range(n):
        pos += 1
        s.quest[p] = pos
        if pos in C.quest_bonuses:
            bonuses.append(("bonus", p, C.quest_bonuses[pos]))
        if pos >= STEPS:
            s.event("quest", p, n)
            _win(s, p, "quest")
    s.event("quest", p, n)
    _push_effects(s, p, bonuses)


@step("bonus")
def _bonus(s: DuelState, st: Step) -> Decision | None:
    """Bonus spaces are optional (ruling 3): every bonus offers a way to decline."""
    _, p, kind = st
    if kind == "coin":
        if not s.reserve:
            s.stack.pop()
            return None
        return Decision(p, YN, "Quest bonus: take 1 coin?", (A.YES, A.NO))
    if kind == "extra_turn":
        return Decision(p, YN, "Quest bonus: take another turn?", (A.YES, A.NO))
    if kind == "unit":
        if not supply_units(s, p):
            s.stack.pop()
            return None
        return Decision(p, CHOOSE, "Quest bonus: place 1 Unit in a region (or no)", A.REGION + (A.NO,))
    targets = _enemy_fortresses(s, p)
    if not targets:
        s.stack.pop()
        return None
    return Decision(p, CHOOSE, "Quest bonus: remove an enemy Fortress (or no)", tuple(A.REGION[r] for r in targets) + (A.NO,))


@answer("bonus")
def _bonus_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, kind = st
    s.stack.pop()
    if a is A.NO:
        s.event("decline", p, kind)
        return
    if kind == "coin":
        _gain_coins(s, p, 1)
    elif kind == "extra_turn":
        s.stack.append(("extra_turn", p))
    elif kind == "unit":
        place_units(s, p, _pos(A.REGION, a), 1)
    else:
        _remove_fortress(s, p, _pos(A.REGION, a))


# --- Units and Fortresses (p.7) -------------------------------------------------------------------


def _enemy_fortresses(s: DuelState, p: int) -> list[int]:
    f = s.forts[1 - p]
    return [r for r in ALL_REGIONS if (f >> r) & 1]


def _remove_fortress(s: DuelState, p: int, r: int) -> None:
    s.forts[1 - p] &= ~(1 << r)
    s.event("remove_fortress", p, r)


@step("units")
def _units(s: DuelState, st: Step) -> Decision | None:
    """Place all the Units in one of the shown regions (p.5)."""
    _, p, n, regions = st
    if not supply_units(s, p):
        s.stack.pop()
        return None
    return Decision(p, CHOOSE, f"Place {n} Unit{'s' if n > 1 else ''} in which region?", tuple(A.REGION[r] for r in regions))


@answer("units")
def _units_answer(s: DuelState, st: Step, a: Action) -> None:
    s.stack.pop()
    place_units(s, st[1], _pos(A.REGION, a), st[2])


@step("place_one")
def _place_one(s: DuelState, st: Step) -> Decision | None:
    """Place Units one at a time, each in any region (Hobbits and Wizards tokens, Shire siege)."""
    _, p, n, optional = st
    if not n or not supply_units(s, p):
        s.stack.pop()
        return None
    return Decision(p, CHOOSE, "Place 1 Unit in any region", A.REGION + ((A.NO,) if optional else ()))


@answer("place_one")
def _place_one_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, n, optional = st
    _replace(s, ("place_one", p, n - 1, optional))
    place_units(s, p, _pos(A.REGION, a), 1)


@step("remove_units")
def _remove_units(s: DuelState, st: Step) -> Decision | None:
    _, p, n = st
    base = (1 - p) * NREG
    targets = [r for r in ALL_REGIONS if s.units[base + r]]
    if not n or not targets:
        s.stack.pop()
        return None
    return Decision(p, CHOOSE, "Remove 1 enemy Unit from which region?", tuple(A.REGION[r] for r in targets))


@answer("remove_units")
def _remove_units_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, n = st
    r = _pos(A.REGION, a)
    s.units[(1 - p) * NREG + r] -= 1
    s.event("remove_unit", p, r)
    _replace(s, ("remove_units", p, n - 1))


@step("movements")
def _movements(s: DuelState, st: Step) -> Decision | None:
    """Each movement takes one Unit to an adjacent region and resolves its conflict (p.7).

    Ruling: movements may be left unused (the rulebook says you *may* benefit from an effect).
    """
    _, p, n = st
    base = p * NREG
    moves = [A.MOVE[(r, b)] for r in ALL_REGIONS if s.units[base + r] for b in ADJ[r]]
    if not n or not moves:
        s.stack.pop()
        return None
    moves.append(A.MOVE_STOP)
    return Decision(p, MOVE, f"Movement ({n} left): move a Unit to an adjacent region", tuple(moves))


@answer("movements")
def _movements_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, n = st
    if a is A.MOVE_STOP:
        s.stack.pop()
        return
    _replace(s, ("movements", p, n - 1))
    src, _, dst = a.id[5:].partition(">")
    r, b = REGIONS.index(src), REGIONS.index(dst)
    base = p * NREG
    s.units[base + r] -= 1
    s.units[base + b] += 1
    s.event("move", p, r, b)
    _conflict(s, p, b)
    _check_conquest(s, p)


# --- Race alliances (p.6) -------------------------------------------------------------------------


@step("race")
def _race(s: DuelState, st: Step) -> None:
    """A Race symbol: Support of the Races at 6, then the alliance triggers (p.6, p.8)."""
    _, p, r = st
    s.stack.pop()
    base = p * (EAGLE + 1)
    s.races[base + r] += 1
    if sum(1 for i in range(EAGLE + 1) if s.races[base + i]) >= 6:
        _win(s, p, "races")
    if s.races[base + r] == 2:
        s.stack.append(("alliance", p, (r, r)))
        return
    distinct = [i for i in range(EAGLE) if s.races[base + i]]
    if not s.triple_done[p] and len(distinct) == 3:
        s.triple_done[p] = True
        s.stack.append(("alliance", p, tuple(distinct)))


@step("alliance")
def _alliance(s: DuelState, st: Step) -> None:
    """Reveal the top token(s) to both players; the choice follows (ruling: short stacks give less)."""
    _, p, races = st
    s.stack.pop()
    revealed = []
    stacks = list(s.alliance)
    known = list(s.alliance_known)
    for r in races:
        if stacks[r]:
            revealed.append(stacks[r][-1])
            stacks[r] = stacks[r][:-1]
            known[r] = 0
    s.alliance, s.alliance_known = tuple(stacks), tuple(known)
    if revealed:
        s.event("reveal_tokens", p, tuple(revealed))
        s.stack.append(("keep_token", p, tuple(revealed)))


@step("keep_token")
def _keep_token(s: DuelState, st: Step) -> Decision:
    return Decision(st[1], CHOOSE, "Keep which Alliance token?", tuple(A.TOKEN[t] for t in st[2]))


@answer("keep_token")
def _keep_token_answer(s: DuelState, st: Step, a: Action) -> None:
    """The others go back face down on top of their stacks; both players know them."""
    _, p, revealed = st
    s.stack.pop()
    kept = _pos(A.TOKEN, a)
    stacks = list(s.alliance)
    known = list(s.alliance_known)
    for t in reversed(revealed):
        if t != kept:
            r = TOKENS[t].race
            stacks[r] = stacks[r] + (t,)
            known[r] = 1
    s.alliance, s.alliance_known = tuple(stacks), tuple(known)
    gain_token(s, p, kept)


def gain_token(s: DuelState, p: int, t: int) -> None:
    token = TOKENS[t]
    s.tokens = _set(s.tokens, p, s.tokens[p] + (t,))
    s.event("token", p, t)
    if token.lasting:
        s.abilities[p] |= ABILITY[token.ability]
        if token.ability == "eagle":
            base = p * (EAGLE + 1)
            s.races[base + EAGLE] += 1
            if sum(1 for i in range(EAGLE + 1) if s.races[base + i]) >= 6:
                _win(s, p, "races")
        elif token.ability == "wild_skill":
            s.refresh_skills(p)
        return
    ab = token.ability
    if ab == "extra_turn":
        s.stack.append(("extra_turn", p))
    elif ab == "remove_fortress":
        s.stack.append(("ents_fortress", p))
    elif ab == "three_maneuvers":
        s.stack.append(("maneuvers", p, 3))
    elif ab == "quest_two":
        s.stack.append(("quest", p, 2))
    elif ab == "two_units":
        s.stack.append(("place_one", p, 2, False))
    else:
        s.stack.append(("from_discard", p))


@step("ents_fortress")
def _ents_fortress(s: DuelState, st: Step) -> Decision | None:
    targets = _enemy_fortresses(s, st[1])
    if not targets:
        s.stack.pop()
        return None
    return Decision(st[1], CHOOSE, "Remove the enemy Fortress in which region?", tuple(A.REGION[r] for r in targets))


@answer("ents_fortress")
def _ents_fortress_answer(s: DuelState, st: Step, a: Action) -> None:
    s.stack.pop()
    _remove_fortress(s, st[1], _pos(A.REGION, a))


@step("maneuvers")
def _maneuvers(s: DuelState, st: Step) -> Decision | None:
    _, p, n = st
    o = 1 - p
    options = []
    if any(s.units[o * NREG : o * NREG + NREG]):
        options.append(A.MANEUVER_REMOVE)
    if s.coins[o]:
        options.append(A.MANEUVER_COIN)
    if any(s.units[p * NREG : p * NREG + NREG]):
        options.append(A.MANEUVER_MOVE)
    if not n or not options:
        s.stack.pop()
        return None
    return Decision(p, CHOOSE, f"Ents: choose a maneuver ({n} left)", tuple(options))


@answer("maneuvers")
def _maneuvers_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, n = st
    _replace(s, ("maneuvers", p, n - 1))
    if a is A.MANEUVER_REMOVE:
        s.stack.append(("remove_units", p, 1))
    elif a is A.MANEUVER_COIN:
        s.stack.append(("drain", p, 1))
    else:
        s.stack.append(("movements", p, 1))


@step("from_discard")
def _from_discard(s: DuelState, st: Step) -> Decision | None:
    """Play a card of the discard pile for free; the player looks through the whole pile."""
    p = st[1]
    if not s.discard:
        s.stack.pop()
        return None
    bit = 1 << p
    s.discard_seen = tuple(m | bit for m in s.discard_seen)
    options = tuple(A.CARD[c] for c in sorted(set(s.discard)))
    return Decision(p, CARD, "Play which card from the discard pile for free?", options)


@answer("from_discard")
def _from_discard_answer(s: DuelState, st: Step, a: Action) -> None:
    p = st[1]
    s.stack.pop()
    c = _pos(A.CARD, a)
    i = s.discard.index(c)
    s.discard = s.discard[:i] + s.discard[i + 1 :]
    s.discard_seen = s.discard_seen[:i] + s.discard_seen[i + 1 :]
    s.event("from_discard", p, c)
    s.stack.append(("play", p, c, False))


# --- Landmark tiles (p.3, Player Aid) -------------------------------------------------------------


@step("landmark")
def _landmark(s: DuelState, st: Step) -> None:
    """Place the Fortress in the tile's region, then resolve its other effects."""
    _, p, t = st
    s.stack.pop()
    tile = TILES[t]
    s.tiles = _set(s.tiles, p, s.tiles[p] + (t,))
    if tile.region >= 0:
        _place_fortress(s, p, tile.region)
    todo: list[Step] = []
    for e in tile.effects:
        k = e.kind
        if k == "units":
            todo.append(("units", p, e.count, e.regions))
        elif k in ("coins", "quest", "movements"):
            todo.append((k, p, e.count))
        elif k == "play_from_discard":
            todo.append(("from_discard", p))
        elif k == "reveal_alliance":
            todo.append(("grey_havens", p))
        elif k == "discard_enemy_grey":
            todo.append(("isengard", p))
        elif k == "play_visible_card":
            todo.append(("shire", p))
        elif k == "siege":
            todo.append(("grond", p))
    if s.abilities[p] & ABILITY["extra_turn_on_landmark"]:
        todo.append(("extra_turn", p))
    _push_effects(s, p, todo)


def _place_fortress(s: DuelState, p: int, r: int) -> None:
    """Ruling: a region holds one Fortress; if it is taken (Grond promo) or the 7 are used, none."""
    bit = 1 << r
    if (s.forts[0] | s.forts[1]) & bit or bin(s.forts[p]).count("1") >= C.fortresses_per_side:
        return
    s.forts[p] |= bit
    s.event("fortress", p, r)
    _check_conquest(s, p)


@step("grey_havens")
def _grey_havens(s: DuelState, st: Step) -> Decision | None:
    options = tuple(A.RACE[r] for r in range(EAGLE) if s.alliance[r])
    if not options:
        s.stack.pop()
        return None
    return Decision(st[1], CHOOSE, "Grey Havens: reveal the Alliance tokens of which Race?", options)


@answer("grey_havens")
def _grey_havens_answer(s: DuelState, st: Step, a: Action) -> None:
    r = _pos(A.RACE, a)
    _replace(s, ("alliance", st[1], (r, r)))


@step("isengard")
def _isengard(s: DuelState, st: Step) -> Decision | None:
    p = st[1]
    greys = tuple(A.CARD[c] for c in s.area[1 - p] if CARDS[c].color == "grey")
    if not greys:
        s.stack.pop()
        return None
    return Decision(p, CARD, "Isengard: discard which grey card of your opponent?", greys)


@answer("isengard")
def _isengard_answer(s: DuelState, st: Step, a: Action) -> None:
    p = st[1]
    o = 1 - p
    s.stack.pop()
    c = _pos(A.CARD, a)
    s.area = _set(s.area, o, tuple(x for x in s.area[o] if x != c))
    s.refresh_skills(o)
    s.discard = s.discard + (c,)
    s.discard_seen = s.discard_seen + (3,)
    s.event("isengard", p, c)


@step("shire")
def _shire(s: DuelState, st: Step) -> Decision | None:
    """Promo: play any face-up card of the chapter, even covered, paying for it with what is left."""
    p = st[1]
    options = tuple(
        A.CARD[s.slots[i]]
        for i in range(20)
        if (s.present >> i) & 1 and (s.face_up >> i) & 1 and can_play(s, p, s.slots[i])
    )
    if not options:
        s.stack.pop()
        return None
    return Decision(p, CARD, "The Shire: play which face-up card?", options)


@answer("shire")
def _shire_answer(s: DuelState, st: Step, a: Action) -> None:
    p = st[1]
    s.stack.pop()
    c = _pos(A.CARD, a)
    _take_from_layout(s, c)
    _buy_card(s, p, c)


@step("grond")
def _grond(s: DuelState, st: Step) -> Decision | None:
    targets = _enemy_fortresses(s, st[1])
    if not targets:
        s.stack.pop()
        return None
    return Decision(st[1], CHOOSE, "Grond: besiege the enemy Fortress in which region?", tuple(A.REGION[r] for r in targets))


@answer("grond")
def _grond_answer(s: DuelState, st: Step, a: Action) -> None:
    """The enemy Fortress goes; its Units retreat (their owner chooses where); yours move in."""
    p = st[1]
    o = 1 - p
    r = _pos(A.REGION, a)
    s.stack.pop()
    _remove_fortress(s, p, r)
    s.stack.append(("grond_place", p, r))
    if s.units[o * NREG + r]:
        s.stack.append(("retreat", o, r))


@step("retreat")
def _retreat(s: DuelState, st: Step) -> Decision:
    _, o, r = st
    return Decision(o, CHOOSE, f"Your Units retreat from {REGIONS[r]}: to which region?", tuple(A.REGION[b] for b in ADJ[r]))


@answer("retreat")
def _retreat_answer(s: DuelState, st: Step, a: Action) -> None:
    _, o, r = st
    s.stack.pop()
    b = _pos(A.REGION, a)
    n = s.units[o * NREG + r]
    s.units[o * NREG + r] = 0
    s.units[o * NREG + b] += n
    s.event("retreat", o, r, b)
    _conflict(s, o, b)
    _check_conquest(s, o)


@step("grond_place")
def _grond_place(s: DuelState, st: Step) -> None:
    _, p, r = st
    s.stack.pop()
    _place_fortress(s, p, r)
    place_units(s, p, r, 1)
