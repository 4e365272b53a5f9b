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
from eregion.games.lcg.engine import DEFEND, PICK
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


def archery_total(s: LcgState) -> int:
    """The archery values of the encounter cards in play added together (4.10.1: they add up)."""
    cards = R.staging(s) + R.all_engaged(s) + list(s.zones[(ENC, "active")])
    return sum(R.keyword(s, u, "archery") for u in cards)


@step("archery")
def _archery(s: LcgState, st: tuple) -> Decision | None:
    """At the start of the combat phase the players deal the archery damage to characters in play,
    divided as they like, one point at a time; the first player settles it (4.10.1, our ruling 26).
    No Core card has Archery, so this is only reached through lasting effects in tests."""
    left = archery_total(s) if st[1] is None else st[1]
    targets = [u for q in R.active_players(s) for u in R.characters(s, q)]
    if left <= 0 or not targets:
        s.stack.pop()
        return None
    s.stack[-1] = ("archery", left)
    return Decision(
        s.first,
        CARD,
        f"Archery: 1 damage to which character? ({left} left)",
        tuple(SPACE.card("pick", u) for u in targets),
    )


@answer("archery")
def _archery_answer(s: LcgState, st: tuple, a: Action) -> None:
    s.stack[-1] = ("archery", st[1] - 1)
    deal_damage(s, SPACE.split(a)[1], 1)


@step("deal_shadows")
def _deal_shadows(s: LcgState, st: tuple) -> Decision | None:
    """One face-down card from the encounter deck to each engaged enemy: the first player's enemies
    first, highest engagement cost first; an empty deck deals no more this round (14.6). Then each
    enemy dealt a card may be answered (Dark Knowledge), in the order dealt."""
    s.stack.pop()
    deck = s.zones[(ENC, "edeck")]
    dealt: list[tuple[int, int]] = []
    for p in R.active_players(s):
        for e in _by_engagement_cost(s, R.engaged(s, p)):
            if not deck:
                break
            c = s.card_mut(deck[-1])
            s.move(c.uid, ENC, "shadow")
            c.host = e
            log(s, "shadow_dealt", p, e)
            dealt.append((e, p))
    for e, p in reversed(dealt):
        fire(s, "shadow_dealt", e, p)
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
    return Decision(p, CARD, "Combat phase: which enemy attacks you next?", tuple([PICK[e] for e in left]))


@answer("enemy_attacks")
def _enemy_attacks_answer(s: LcgState, st: tuple, a: Action) -> None:
    e = SPACE.split(a)[1]
    s.attacked = (*s.attacked, e)
    s.stack.append(("attack", st[1], e, 0, -1, 0))
    fire(s, "attacks", e, st[1])  # chosen to attack: Dol Guldur Beastmaster's extra shadow card (FAQ)


def _sentinel_players(s: LcgState, p: int) -> list[int]:
    """Other players, clockwise from the defending player (4.10.11)."""
    out = []
    q = R.next_player(s, p)
    while q != p and q not in out:
        out.append(q)
        q = R.next_player(s, q)
    return out


def _sentinels(s: LcgState, q: int) -> list[int]:
    return [u for u in R.can_defend(s, q) if R.keyword(s, u, "sentinel")]


def _defenders(x: tuple[int, ...] | int) -> tuple[int, ...]:
    """The attack step's defenders: a tuple (a single defender may be given as its uid, none as -1)."""
    return x if isinstance(x, tuple) else (() if x < 0 else (x,))


def _more_defenders(s: LcgState, p: int, ds: tuple[int, ...]) -> list[int]:
    """Further defenders ``p`` may declare: none, unless Stand Together lets him declare any number
    (14.6.1: one defender unless a card says otherwise)."""
    if ds and not R.player_flag(s, p, "multi_defend"):
        return []
    return [u for u in R.can_defend(s, p) if u not in ds]


@step("attack")
def _attack(s: LcgState, st: tuple) -> Decision | None:
    """One enemy attack: declare defenders (stage 0), Sentinel defenders from other players when
    none was declared (1), turn the shadow card face up (2), deal the damage (3: to the defender the
    defending player picks when several defend, FAQ 1.04), or pick the hero that takes undefended
    damage (4). The attack ends if its enemy leaves (14.6.3)."""
    _, p, e, stage, ds, k = st
    if not isinstance(ds, tuple):  # (``_defenders`` written out: some 30 attack steps a game)
        ds = () if ds < 0 else (ds,)
    if not _still_engaged(s, p, e) or s.out[p]:
        s.stack.pop()
        return None
    if stage == 0:
        opts = [DEFEND[u] for u in _more_defenders(s, p, ds)]
        if not ds:
            return Decision(p, ASSIGN, f"{R.name(s, e)} attacks: declare a defender?", (*opts, NO))
        if opts:
            return Decision(p, ASSIGN, f"{R.name(s, e)} attacks: declare another defender?", (*opts, DONE))
        s.stack[-1] = ("attack", p, e, 2, ds, 0)
        s.stack.append(window(s, "after_defenders"))
        return None
    if stage == 1:
        others = _sentinel_players(s, p)
        while k < len(others) and not _sentinels(s, others[k]):
            k += 1
        if k >= len(others):
            s.stack[-1] = ("attack", p, e, 2, (), 0)
            s.stack.append(window(s, "after_defenders"))
            return None
        q = others[k]
        opts = [SPACE.card("defend", u) for u in _sentinels(s, q)]
        return Decision(
            q, ASSIGN, f"{R.name(s, e)} attacks undefended: defend with a Sentinel?", (*opts, PASS)
        )
    if stage == 2:
        s.stack[-1] = ("attack", p, e, 3, ds, 0)
        for u in R.shadows(s, e):
            if s.cards[u].zone == "shadow":
                s.move(u, ENC, "shadow_up")
                log(s, "shadow_revealed", p, e, u)
        s.stack.append(window(s, "after_shadow"))
        A.shadow_effects(s, p, e, ds)
        return None
    if stage == 3:
        live = [u for u in ds if s.cards[u].zone in R.PLAY_AREA]
        if len(live) == 1:
            _defended(s, p, e, live, live[0])
        elif live:
            return Decision(
                p,
                ASSIGN,
                f"{R.name(s, e)} attacks for {R.attack(s, e)} against {len(live)} defenders: which one takes the damage?",
                tuple(SPACE.card("pick", u) for u in live),
            )
        else:
            s.stack[-1] = ("attack", p, e, 4, (), 0)
        return None
    heroes = R.heroes(s, p)
    if not heroes:  # his only hero left is held prisoner: no hero takes the damage (ruling 19)
        s.stack.pop()
        log(s, "undefended", p, e, -1, R.attack(s, e))
        s.stack.append(window(s, "after_attack"))
        fire(s, "attacked", e, p)
        return None
    return Decision(
        p,
        ASSIGN,
        f"{R.name(s, e)} attacks undefended for {R.attack(s, e)}: which hero takes the damage?",
        tuple([PICK[h] for h in heroes]),
    )


def _defended(s: LcgState, p: int, e: int, live: list[int], target: int) -> None:
    """A defended attack: its attack less the defenders' combined defense, all of it on one defender
    (FAQ 1.04)."""
    s.stack.pop()
    atk = R.attack(s, e)
    log(s, "attack", p, e, target, atk)
    s.stack.append(window(s, "after_attack"))
    fire(s, "attacked", e, p)
    dfn = sum(0 if R.flag(s, u, "no_defense") else R.defense(s, u) for u in live)
    _damage_from(s, p, e, target, atk - dfn)


@answer("attack")
def _attack_answer(s: LcgState, st: tuple, a: Action) -> None:
    _, p, e, stage, ds, k = st
    ds = _defenders(ds)
    verb, u = SPACE.split(a)
    if stage == 0:
        if verb == "defend":
            exhaust(s, u)
            log(s, "defend", p, u, e)
            s.stack[-1] = ("attack", p, e, 0, (*ds, u), 0)
            fire(s, "defends", u, p, (e,))
        elif ds:  # no more defenders
            s.stack[-1] = ("attack", p, e, 2, ds, 0)
            s.stack.append(window(s, "after_defenders"))
        else:  # none: Sentinels of other players may still defend
            s.stack[-1] = ("attack", p, e, 1, (), 0)
        return
    if stage == 1:
        if verb == "defend":
            exhaust(s, u)
            log(s, "defend", s.cards[u].controller, u, e)
            s.stack[-1] = ("attack", p, e, 2, (u,), 0)
            s.stack.append(window(s, "after_defenders"))
            fire(s, "defends", u, p, (e,))
        else:
            s.stack[-1] = ("attack", p, e, 1, (), k + 1)
        return
    if stage == 3:
        _defended(s, p, e, [v for v in ds if s.cards[v].zone in R.PLAY_AREA], u)
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
    return [u for u in R.can_attack(s, p) if R.keyword(s, u, "ranged")]


def _reachers(s: LcgState, p: int) -> list[int]:
    """Ready characters that may attack an enemy in the staging area alone (Dunhere)."""
    return [u for u in R.can_attack(s, p) if R.flag(s, u, "reach_staging")]


def attack_targets(s: LcgState, p: int) -> list[int]:
    """Enemies ``p`` may still attack this round: his own engaged enemies with a ready character,
    other players' with a ready Ranged character (4.10.8, FAQ 1.11), enemies in the staging area
    with Dunhere."""
    out = []
    if R.can_attack(s, p):
        out += [e for e in R.engaged(s, p) if (p, e) not in s.struck]
    if _ranged(s, p):
        out += [e for q in R.active_players(s) if q != p for e in R.engaged(s, q) if (p, e) not in s.struck]
    if _reachers(s, p):
        out += [e for e in R.enemies_in_staging(s) if (p, e) not in s.struck]
    return out


@step("player_attacks")
def _player_attacks(s: LcgState, st: tuple) -> Decision | None:
    """Each player, from the first, may attack each enemy engaged with him once (14.6.2)."""
    p = st[1]
    opts = attack_targets(s, p)
    if s.out[p] or not opts:
        s.stack.pop()
        return None
    return Decision(
        p, CARD, "Combat phase: attack an enemy, or be done", (*(SPACE.card("attack", e) for e in opts), DONE)
    )


@answer("player_attacks")
def _player_attacks_answer(s: LcgState, st: tuple, a: Action) -> None:
    p = st[1]
    if a.id == "done":
        s.stack.pop()
        return
    e = SPACE.split(a)[1]
    s.struck = (*s.struck, (p, e))
    s.stack.append(("attackers", p, e, (), 0))


def _attacker_options(s: LcgState, p: int, e: int, k: int, chosen: tuple[int, ...]) -> tuple[int, list[int]]:
    """Who declares at stage ``k``: the attacking player (0), then each other player with Ranged
    characters that may join (4.10.8); against an enemy in the staging area, Dunhere alone."""
    if s.cards[e].zone == "staging":
        return (p, _reachers(s, p)) if k == 0 and not chosen else (-1, [])
    if k == 0:
        own = s.cards[e].controller == p
        return p, (R.can_attack(s, p) if own else _ranged(s, p))
    others = [q for q in _sentinel_players(s, p) if s.cards[e].controller != q]
    if k - 1 < len(others):
        q = others[k - 1]
        return q, _ranged(s, q)
    return -1, []


@step("attackers")
def _attackers(s: LcgState, st: tuple) -> Decision | None:
    _, p, e, chosen, k = st
    if not R.in_play(s, e) or s.cards[e].zone not in ("engaged", "staging"):
        s.stack.pop()
        return None
    who, opts = _attacker_options(s, p, e, k, chosen)
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
    """Every shadow card still in play is discarded at the end of the combat phase (14.6.1.4);
    then the effects "after combat" (Wolf Rider) and "at the end of the combat phase" (Goblin
    Sniper)."""
    from eregion.games.lcg.vocab.encounter import return_after_combat

    s.stack.pop()
    for z in ("shadow", "shadow_up"):
        for u in list(s.zones[(ENC, z)]):
            s.card_mut(u).host = None
            s.move(u, ENC, "ediscard")
    s.attacked = ()
    s.struck = ()
    return_after_combat(s)
    fire(s, "combat_end")
    return None
