"""Costs (p.4): coin costs, Skills, 1 coin per missing symbol, flexible Skills, chaining, Landmark surcharge."""

from __future__ import annotations

from eregion.core import Action, Decision
from eregion.games.duel import actions as A
from eregion.games.duel.components import SKILLS
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
from eregion.games.duel.state import DuelState

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


def _fixed_missing(s: DuelState, p: int, needs: tuple[tuple[int, int], ...]) -> int:
    """Symbols the fixed Skills still unused this turn do not cover. ``needs`` lists the (Skill,
    count) pairs of a cost that are not zero: this runs for every card of every turn."""
    have, spent = s.fixed[p], s.spent_fixed
    missing = 0
    for i, req in needs:
        d = req - have[i] + spent[i]
        if d > 0:
            missing += d
    return missing


def cost_in_coins(
    s: DuelState, p: int, coins: int, skills: tuple[int, ...], needs: tuple[tuple[int, int], ...]
) -> int:
    """The fewest coins ``p`` must pay: coin cost plus 1 per missing Skill symbol (p.4)."""
    missing = _fixed_missing(s, p, needs)
    if not missing or not s.flex[p]:
        return coins + missing
    return coins + _missing(_need(s, p, skills), [m for _, m in flex_sources(s, p)])


def can_afford(
    s: DuelState, p: int, coins: int, skills: tuple[int, ...], needs: tuple[tuple[int, int], ...]
) -> bool:
    """Whether ``p`` can pay a cost; settles the plain cases without the flexible-Skill search
    (each flexible source covers at most one symbol)."""
    total = coins + _fixed_missing(s, p, needs)
    budget = s.coins[p]
    if total <= budget:
        return True
    if total - len(s.flex[p]) > budget:
        return False
    return cost_in_coins(s, p, coins, skills, needs) <= budget


def is_free_by_chain(s: DuelState, p: int, c: int) -> bool:
    """A matching chaining symbol in your play area makes the card free (p.4)."""
    f = CARDS[c].chain_frees
    return bool(f and s.chains[p] & f)


def can_afford_landmark(s: DuelState, p: int, t: int) -> bool:
    tile = TILES[t]
    return can_afford(s, p, landmark_surcharge(s, p), tile.skills, tile.needs)


def landmark_cost(s: DuelState, p: int, t: int) -> int:
    """Skills plus 1 coin per own Fortress already on the board (p.4); the Dwarves token waives it."""
    tile = TILES[t]
    return landmark_surcharge(s, p) + cost_in_coins(s, p, 0, tile.skills, tile.needs)


def landmark_surcharge(s: DuelState, p: int) -> int:
    """1 coin per own Fortress already on the board, unless the Dwarves token waives it."""
    return 0 if s.abilities[p] & ABILITY["no_landmark_surcharge"] else s.forts[p].bit_count()


def begin_payment(s: DuelState, p: int, coins: int, skills: tuple[int, ...], then: Step) -> None:
    """Push ``then`` and, if a flexible Skill could be used in more than one way, the choice of it."""
    s.stack.append(then)
    need = _need(s, p, skills)
    fixed, spent = s.fixed[p], list(s.spent_fixed)
    for i, req in enumerate(skills):
        spent[i] += min(req, fixed[i] - s.spent_fixed[i])
    s.spent_fixed = tuple(spent)
    if any(need):
        s.stack.append(("pay", p, coins, tuple(need), tuple(flex_sources(s, p))))
    else:
        pay_coins(s, p, coins)


@step("pay")
def _pay(s: DuelState, st: Step) -> Decision | None:
    _, p, coins, need, flex = st
    useful = [(src, m) for src, m in flex if any((m >> k) & 1 and need[k] for k in range(len(SKILLS)))]
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
