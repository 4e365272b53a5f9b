"""Costs (p.4): coin costs, Skills, 1 coin per missing symbol, flexible Skills, chaining, Landmark surcharge."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from eregion.core import Action, Decision
from eregion.games.duel import actions as A
from eregion.games.duel.components import SKILLS, Card, Landmark
from eregion.games.duel.flow import (
    ABILITY,
    CARDS,
    SKILL,
    TILES,
    Step,
    answer,
    pay_coins,
    pos,
    replace_top,
    step,
)
from eregion.games.duel.state import NO_SKILLS, DuelState, Memo

# --- costs (p.4) ----------------------------------------------------------------------------------


def flex_sources(s: DuelState, p: int) -> tuple[tuple[str, int], ...]:
    """Skill sources that give one Skill of a choice per turn, not yet used this turn."""
    used = s.spent_flex
    if not used:
        return s.flex[p]
    return tuple(src for src in s.flex[p] if src[0] not in used)


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


# Per card: the chaining symbol that makes it free (p.4), or 0 (read per option of every turn).
FREES = tuple([c.chain_frees for c in CARDS])
# Per Landmark tile: whether it replaces an enemy Fortress (Grond), and so needs one (ruling).
SIEGE = tuple([t.effects[0].kind == "siege" for t in TILES])
NO_SURCHARGE = ABILITY["no_landmark_surcharge"]


def _prices(left: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...], int]:

    def short(needs: tuple[tuple[int, int], ...]) -> int:
        n = 0
        for i, req in needs:
            if req > left[i]:
                n += req - left[i]
        return n

    return tuple([c.coins + short(c.needs) for c in CARDS]), tuple([short(t.needs) for t in TILES]), sum(left)


prices: Callable[[tuple[int, ...]], tuple[tuple[int, ...], tuple[int, ...], int]] = Memo(
    _prices, 1024
).__getitem__
"""What the unused fixed Skills ``left`` leave to pay in coins, with no flexible Skill: per card,
its coin cost plus 1 per symbol they do not cover; per Landmark tile, the symbols they do not
cover; and how many symbols they hold. A pure function of a vector that changes only when a
player's Skills or the turn's use of them does, so it is kept: a turn prices each option with
one lookup."""


def fixed_prices(s: DuelState, p: int) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """:func:`prices` for the fixed Skills that ``p`` has not used yet this turn."""
    spent = s.spent_fixed
    if spent is NO_SKILLS:
        return prices(s.fixed[p])
    return prices(tuple([f - x for f, x in zip(s.fixed[p], spent)]))


class Purse:
    """What ``p`` can pay with at this moment: coins, chaining symbols, the fixed Skills not used yet
    this turn, the flexible sources and the Landmark surcharge. Read from the state once, then used
    to price every option of a turn (nothing it holds changes while they are listed)."""

    __slots__ = ("budget", "card_price", "chains", "flex", "p", "s", "surcharge", "symbols", "tile_short")

    def __init__(self, s: DuelState, p: int) -> None:
        self.s, self.p = s, p
        self.budget = s.coins[p]
        self.chains = s.chains[p]
        self.card_price, self.tile_short, symbols = fixed_prices(s, p)
        self.flex = flex = len(s.flex[p])
        self.symbols = symbols + flex  # each fixed symbol and flexible source covers one at most
        self.surcharge = landmark_surcharge(s, p)

    def cost(self, coins: int, skills: tuple[int, ...]) -> int:
        """The fewest coins to pay: coin cost plus 1 per missing Skill symbol (p.4)."""
        s, p = self.s, self.p
        return coins + _missing(_need(s, p, skills), [m for _, m in flex_sources(s, p)])

    def _flexible(self, total: int, coins: int, skills: tuple[int, ...]) -> bool:
        """Whether a cost over budget at ``total`` with the fixed Skills alone (a coin per missing
        symbol) fits once the flexible Skills are used; searched only if they could make up the gap."""
        return total - self.flex <= self.budget and self.cost(coins, skills) <= self.budget

    def can_play(self, c: int) -> bool:
        """Whether card ``c`` is free by chaining or affordable (p.4)."""
        if FREES[c] & self.chains or self.card_price[c] <= self.budget:
            return True
        card = CARDS[c]
        return bool(self.flex) and self._flexible(self.card_price[c], card.coins, card.skills)

    def can_take(self, t: int) -> bool:
        """Whether Landmark tile ``t`` could be taken and paid for."""
        tile = TILES[t]
        if tile.symbols > self.symbols + self.budget - self.surcharge:
            return False  # more symbols than Skills and coins can cover
        if SIEGE[t] and not self.s.forts[1 - self.p]:
            return False  # ruling: Grond needs an enemy Fortress to replace
        total = self.surcharge + self.tile_short[tile.index]
        return total <= self.budget or self._flexible(total, self.surcharge, tile.skills)

    def landmark_cost(self, tile: Landmark) -> int:
        """Skills plus 1 coin per own Fortress already on the board (p.4); the Dwarves token waives it."""
        return self.cost(self.surcharge, tile.skills)


def is_free_by_chain(s: DuelState, p: int, c: int) -> bool:
    """A matching chaining symbol in your play area makes the card free (p.4)."""
    f = CARDS[c].chain_frees
    return bool(f and s.chains[p] & f)


def landmark_surcharge(s: DuelState, p: int) -> int:
    """1 coin per own Fortress already on the board, unless the Dwarves token waives it."""
    return 0 if s.abilities[p] & NO_SURCHARGE else s.forts[p].bit_count()


def _useful(flex: tuple[tuple[str, int], ...], need: Sequence[int]) -> list[tuple[str, int]]:
    """The flexible sources that could give one of the Skills still needed."""
    wanted = 0
    for k, n in enumerate(need):
        if n:
            wanted |= 1 << k
    useful = []
    for source in flex:
        if source[1] & wanted:
            useful.append(source)
    return useful


def begin_payment(s: DuelState, p: int, coins: int, item: Card | Landmark, then: Step) -> None:
    """Push ``then`` and pay for ``item`` (a card or tile: its Skills; ``coins`` in coins): with the
    fixed Skills first, then, if a flexible Skill could be used in more than one way, the choice of
    it (the ``pay`` step); the rest in coins."""
    s.stack.append(then)
    if not item.needs:
        pay_coins(s, p, coins)
        return
    fixed, spent = s.fixed[p], list(s.spent_fixed)
    need = [0] * len(SKILLS)
    missing = 0
    for i, req in item.needs:
        have = fixed[i] - spent[i]
        if req <= have:
            spent[i] += req
        else:
            spent[i] = fixed[i]
            need[i] = req - have
            missing += req - have
    s.spent_fixed = tuple(spent)
    if missing and s.flex[p] and _useful(flex_sources(s, p), need):
        s.stack.append(("pay", p, coins, tuple(need), flex_sources(s, p)))
    else:
        pay_coins(s, p, coins + missing)


@step("pay")
def _pay(s: DuelState, st: Step) -> Decision | None:
    _, p, coins, need, flex = st
    useful = _useful(flex, need)
    if not useful:
        s.stack.pop()
        pay_coins(s, p, coins + sum(need))
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
    replace_top(s, ("pay", p, coins, need, tuple(useful)))
    if not rest and options:  # the last source that helps: each Skill it may give saves the same coin
        _pay_answer(s, s.stack[-1], options[0])
        return None
    return Decision(p, SKILL, f"Which Skill does {src} provide for this payment?", tuple(options))


@answer("pay")
def _pay_answer(s: DuelState, st: Step, a: Action) -> None:
    _, p, coins, need, flex = st
    k = pos(A.SKILL, a)
    n2 = list(need)
    n2[k] -= 1
    s.spent_flex = s.spent_flex | {flex[0][0]}
    s.event("use_skill", p, flex[0][0], k)
    replace_top(s, ("pay", p, coins, tuple(n2), flex[1:]))
