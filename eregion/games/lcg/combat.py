"""The combat phase: shadow cards, enemy attacks (defenders, Sentinel, undefended damage to a hero) and
the players' attacks (Ranged).

Sections cited are from the rules companion (``shared/seeds/001_*``), 14.6. Shadow effects are card
text: shadow cards are dealt, turned face up when their enemy attacks and discarded at the end of the
phase, but their effects do nothing yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.core import Action, Decision, DecisionKind
from eregion.games.lcg import abilities as A
from eregion.games.lcg import rules as R
from eregion.games.lcg.round import window
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.steps import (
    DONE,
    PASS,
    SPACE,
    answer,
    deal_damage,
    exhaust,
    fire,
    log,
    raise_threat,
    step,
    strike,
)

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

CARD, ASSIGN = DecisionKind.CHOOSE_CARD, DecisionKind.ASSIGN
NO = SPACE["no"]


def _by_engagement_cost(s: LcgState, enemies: list[int]) -> list[int]:
    return sorted(enemies, key=lambda u: -R.engagement_cost(s, u))


@step("deal_shadows")
def _deal_shadows(s: LcgState, st: tuple) -> Decision | None:
    """One face-down card from the encounter deck to each engaged enemy: the first player's enemies
    first, highest engagement cost first; an empty deck deals no more this round (14.6)."""
    s.stack.pop()
    deck = s.zones[(ENC, "edeck")]
    for p in R.active_players(s):
        for e in _by_engagement_cost(s, R.engaged(s, p)):
            if not deck:
                return None
            c = s.cards[deck[-1]]
            s.zones.move(c, ENC, "shadow")
            c.host = e
            log(s, "shadow_dealt", p, e)
    return None


# --- enemy attacks -------------------------------------------------------------------------------


def _still_engaged(s: LcgState, p: int, e: int) -> bool:
    c = s.cards[e]
    return c.zone == "engaged" and c.controller == p


@step("enemy_attacks")
def _enemy_attacks(s: LcgState, st: tuple) -> Decision | None:
    """A player resolves his enemies' attacks one at a time, in the order he chooses (14.6.1)."""
    p = st[1]
    left = [e for e in R.engaged(s, p) if e not in s.attacked and not R.flag(s, e, "no_attack")]
    if s.out[p] or not left:
        s.stack.pop()
        return None
    return Decision(p, CARD, "Which enemy attacks you next?", tuple(SPACE.card("pick", e) for e in left))


@answer("enemy_attacks")
def _enemy_attacks_answer(s: LcgState, st: tuple, a: Action) -> None:
    e = SPACE.split(a)[1]
    s.attacked = (*s.attacked, e)
    s.stack.append(("attack", st[1], e, 0, -1, 0))


def _sentinel_players(s: LcgState, p: int) -> list[int]:
    """Other players, clockwise from the defending player (4.10.11)."""
    out = []
    q = R.next_player(s, p)
    while q != p and q not in out:
        out.append(q)
        q = R.next_player(s, q)
    return out


def _sentinels(s: LcgState, q: int) -> list[int]:
    return [u for u in R.ready_characters(s, q) if R.keyword(s, u, "sentinel")]


@step("attack")
def _attack(s: LcgState, st: tuple) -> Decision | None:
    """One enemy attack: declare a defender (stage 0), Sentinel defenders from other players when
    none was declared (1), turn the shadow card face up (2), deal the damage (3), or pick the hero
    that takes undefended damage (4). The attack ends if its enemy leaves (14.6.3)."""
    _, p, e, stage, defender, k = st
    if not _still_engaged(s, p, e) or s.out[p]:
        s.stack.pop()
        return None
    if stage == 0:
        opts = [SPACE.card("defend", u) for u in R.ready_characters(s, p)]
        return Decision(p, ASSIGN, f"{R.name(s, e)} attacks: declare a defender?", (*opts, NO))
    if stage == 1:
        others = _sentinel_players(s, p)
        while k < len(others) and not _sentinels(s, others[k]):
            k += 1
        if k >= len(others):
            s.stack[-1] = ("attack", p, e, 2, -1, 0)
            return None
        q = others[k]
        opts = [SPACE.card("defend", u) for u in _sentinels(s, q)]
        return Decision(
            q, ASSIGN, f"{R.name(s, e)} attacks undefended: defend with a Sentinel?", (*opts, PASS)
        )
    if stage == 2:
        s.stack[-1] = ("attack", p, e, 3, defender, 0)
        for u in R.shadows(s, e):
            if s.cards[u].zone == "shadow":
                s.zones.move(s.cards[u], ENC, "shadow_up")
                log(s, "shadow_revealed", p, e, u)
        s.stack.append(window(s, "after_shadow"))
        A.shadow_effects(s, p, e, defender)
        return None
    if stage == 3:
        atk = R.attack(s, e)
        if defender >= 0 and s.cards[defender].zone in R.PLAY_AREA:
            s.stack.pop()
            log(s, "attack", p, e, defender, atk)
            s.stack.append(window(s, "after_attack"))
            fire(s, "attacked", e, p)
            dfn = 0 if R.flag(s, defender, "no_defense") else R.defense(s, defender)
            _damage_from(s, p, e, defender, atk - dfn)
            return None
        s.stack[-1] = ("attack", p, e, 4, -1, 0)
        return None
    heroes = R.heroes(s, p)
    return Decision(
        p,
        ASSIGN,
        f"Undefended attack of {R.attack(s, e)}: which hero takes the damage?",
        tuple(SPACE.card("pick", h) for h in heroes),
    )


@answer("attack")
def _attack_answer(s: LcgState, st: tuple, a: Action) -> None:
    _, p, e, stage, _defender, k = st
    verb, u = SPACE.split(a)
    if stage == 0:
        if verb == "defend":
            exhaust(s, u)
            log(s, "defend", p, u, e)
            s.stack[-1] = ("attack", p, e, 2, u, 0)
        else:
            s.stack[-1] = ("attack", p, e, 1, -1, 0)
        s.stack.append(window(s, "after_defenders"))
        if verb == "defend":
            fire(s, "defends", u, p, (e,))
        return
    if stage == 1:
        if verb == "defend":
            exhaust(s, u)
            log(s, "defend", s.cards[u].controller, u, e)
            s.stack[-1] = ("attack", p, e, 2, u, 0)
            fire(s, "defends", u, p, (e,))
        else:
            s.stack[-1] = ("attack", p, e, 1, -1, k + 1)
        return
    s.stack.pop()  # stage 4: all the damage on one hero; defense does not absorb it (14.6.1)
    atk = R.attack(s, e)
    log(s, "undefended", p, e, u, atk)
    s.stack.append(window(s, "after_attack"))
    fire(s, "attacked", e, p)
    _damage_from(s, p, e, u, atk)


def _damage_from(s: LcgState, p: int, e: int, target: int, n: int) -> None:
    """An enemy's attack damage; with "excess damage raises your threat" (Hill Troll) what goes
    beyond the character's remaining hit points raises the defending player's threat."""
    t = A.text(s, e)
    if t is not None and any(st.stat == "excess_to_threat" for st in t.statics) and n > 0:
        left = max(0, R.hit_points(s, target) - s.cards[target].wounds)
        if n > left:
            raise_threat(s, p, n - left)
    deal_damage(s, target, n)


# --- player attacks ------------------------------------------------------------------------------


def _ranged(s: LcgState, p: int) -> list[int]:
    return [u for u in R.ready_characters(s, p) if R.keyword(s, u, "ranged")]


def attack_targets(s: LcgState, p: int) -> list[int]:
    """Enemies ``p`` may still attack this round: his own engaged enemies with a ready character,
    other players' with a ready Ranged character (4.10.8, FAQ 1.11)."""
    out = []
    if R.ready_characters(s, p):
        out += [e for e in R.engaged(s, p) if (p, e) not in s.struck]
    if _ranged(s, p):
        out += [e for q in R.active_players(s) if q != p for e in R.engaged(s, q) if (p, e) not in s.struck]
    return out


@step("player_attacks")
def _player_attacks(s: LcgState, st: tuple) -> Decision | None:
    """Each player, from the first, may attack each enemy engaged with him once (14.6.2)."""
    p = st[1]
    opts = attack_targets(s, p)
    if s.out[p] or not opts:
        s.stack.pop()
        return None
    return Decision(p, CARD, "Attack an enemy, or be done", (*(SPACE.card("attack", e) for e in opts), DONE))


@answer("player_attacks")
def _player_attacks_answer(s: LcgState, st: tuple, a: Action) -> None:
    p = st[1]
    if a.id == "done":
        s.stack.pop()
        return
    e = SPACE.split(a)[1]
    s.struck = (*s.struck, (p, e))
    s.stack.append(("attackers", p, e, (), 0))


def _attacker_options(s: LcgState, p: int, e: int, k: int) -> tuple[int, list[int]]:
    """Who declares at stage ``k``: the attacking player (0), then each other player with Ranged
    characters that may join (4.10.8)."""
    if k == 0:
        own = s.cards[e].controller == p
        return p, (R.ready_characters(s, p) if own else _ranged(s, p))
    others = [q for q in _sentinel_players(s, p) if s.cards[e].controller != q]
    if k - 1 < len(others):
        q = others[k - 1]
        return q, _ranged(s, q)
    return -1, []


@step("attackers")
def _attackers(s: LcgState, st: tuple) -> Decision | None:
    _, p, e, chosen, k = st
    if not R.in_play(s, e) or s.cards[e].zone != "engaged":
        s.stack.pop()
        return None
    who, opts = _attacker_options(s, p, e, k)
    if who < 0:
        s.stack.pop()
        _resolve_player_attack(s, p, e, chosen)
        return None
    if who == p and not opts and not chosen:  # nobody left to attack with
        s.stack.pop()
        return None
    if who != p and not opts:
        s.stack[-1] = ("attackers", p, e, chosen, k + 1)
        return None
    picks = tuple(SPACE.card("pick", u) for u in opts)
    prompt = f"Declare attackers against {R.name(s, e)}"
    if who == p and not chosen:
        return Decision(p, CARD, prompt, picks)  # at least one character must exhaust to attack
    return Decision(who, CARD, prompt + ", or be done", (*picks, DONE))


@answer("attackers")
def _attackers_answer(s: LcgState, st: tuple, a: Action) -> None:
    _, p, e, chosen, k = st
    if a.id == "done":
        s.stack[-1] = ("attackers", p, e, chosen, k + 1)
        return
    u = SPACE.split(a)[1]
    exhaust(s, u)
    s.stack[-1] = ("attackers", p, e, (*chosen, u), k)


def _resolve_player_attack(s: LcgState, p: int, e: int, chosen: tuple[int, ...]) -> None:
    """The attackers' total attack less the enemy's defense is dealt as damage (14.6.2)."""
    s.stack.append(window(s, "after_player_attack"))
    strike(s, p, e, chosen)


@step("combat_end")
def _combat_end(s: LcgState, st: tuple) -> Decision | None:
    """Every shadow card still in play is discarded at the end of the combat phase (14.6.1.4)."""
    s.stack.pop()
    for z in ("shadow", "shadow_up"):
        for u in list(s.zones[(ENC, z)]):
            s.cards[u].host = None
            s.zones.move(s.cards[u], ENC, "ediscard")
    s.attacked = ()
    s.struck = ()
    return None
