"""What a seat sees of a Middle-earth Quest position, and the determinization that deals again exactly
what it cannot see.

Public: the board (monster tokens as their pile only, to the heroes, but where the heroes have looked,
R513), the story and action tracks, the active Plots and the Current Event, every hero's rest pool,
favor, Items, quests and counts of his hand, life and damage pools, Sauron's hand sizes, every discard
pile and the combat's open cards. Sauron sees the token faces, his Shadow and Plot hands and his
Mission; a hero sees his own hand and the heroes' Mission; the hero seats and Sauron see what the
heroes have looked at (R513). Nobody sees the order of a face-down pile, or a damage pool (face down,
p. 21; R47).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from eregion.core import JSON, Rng
from eregion.games.meq import events as EV
from eregion.games.meq import minions as MI
from eregion.games.meq import story as ST
from eregion.games.meq.board import Board, Token
from eregion.games.meq.combat import Combat, Side
from eregion.games.meq.engine import RULES, SAURON, SEATS
from eregion.games.meq.growth import ATTRIBUTES
from eregion.games.meq.herocards import hero as HC
from eregion.games.meq.seen import plots_seen
from eregion.games.meq.state import MeqState, Pools
from eregion.games.meq.steps import CARDS, TRACK, C

PUBLIC_PILES = ("peril_drawn", "lasting")
"""Face-up piles besides the discards: the Peril cards Sauron has drawn and chooses among (R49), and the
lasting effects of cards played (R302)."""


def _board(s: MeqState, player: int | None) -> dict[str, Any]:
    b = s.board.to_json()
    b["perilous"] = sorted({*b["perilous"], *MI.perilous_around(s.board, C)})  # Gothmog's too (R502)
    if player != SAURON:  # a hero seat sees the faces his side has seen (R513), a spectator none
        shown = s.board.seen if player is not None else frozenset()
        b["tokens"] = {loc: ts if loc in shown else [t[0] for t in ts] for loc, ts in b["tokens"].items()}
    return b


def _hero(s: MeqState, seat: int, player: int | None) -> dict[str, Any]:
    p = s.pool(seat)
    h = C.heroes[p.hero]
    f = s.fight
    in_combat = f is not None and f.hero == seat and f.combat is not None
    return {
        "seat": SEATS[seat],
        "hero": p.hero,
        "name": h.name,
        "location": s.board.heroes[p.hero],
        "attributes": {a: HC.attribute(s, seat, a) for a in ATTRIBUTES},  # levels and Corruption counted
        "levels": dict(p.levels),
        "hand": list(p.hand) if player == seat else None,
        "hand_count": len(p.hand),
        "life_count": len(p.life),
        "rest": list(p.rest),
        "damage_count": len(p.damage),
        "favor": p.favor,
        "items": list(p.items),
        "quests": list(p.quests.held),
        "quests_done": list(p.quests.done),
        "corruption": list(p.corruption),
        "in_combat": in_combat,
    }


def _side(side: Side, shown: bool) -> dict[str, Any]:
    return {
        "strength": side.strength,
        "hand": sorted(k.id for k in side.hand) if shown else None,
        "hand_count": len(side.hand),
        "stack": [k.id for k in side.stack],
        "exhausted": side.exhausted,
        "card": side.play.card.id if side.play.card else None,
        "attack": side.play.final_attack,
        "defense": side.play.final_defense,
    }


def _fight(s: MeqState, player: int | None) -> dict[str, Any] | None:
    f = s.fight
    if f is None:
        return None
    out: dict[str, Any] = {
        "hero": SEATS[f.hero],
        "foe": f.foe,
        "location": f.loc,
        "finale": f.finale,
        "travel": f.travel,
    }
    c: Combat | None = f.combat
    if c is not None:
        out.update(
            round=c.round,
            foe_health=c.health,
            foe_damage=c.damage,
            owed=c.owed,
            life_count=len(c.life),
            wounds_count=len(c.wounds),
            hero_side=_side(c.hero, player == f.hero),
            foe_side=_side(c.foe, player == SAURON),
            chosen=(f.chosen is not None) if player != f.hero and not f.shown else f.chosen,
            foe_chosen=f.foe_chosen or None,  # only ever set when chosen first, face up (R213)
        )
    return out


def view(s: MeqState, player: int | None) -> JSON:
    decision = s.decision_view(player)
    sauron = player == SAURON
    piles = {
        k: list(v)
        for k, v in sorted(s.decks.items())
        if k in PUBLIC_PILES or "discard" in k or k.startswith("tokens_out")
    }
    result = None
    if s.result is not None:
        result = {"winner": s.result[0], "reason": s.result[1], "returns": list(s.returns())}
    return {
        "game": "meq",
        "viewer": None if player is None else SEATS[player],
        "turn": s.turn,
        "active": SEATS[s.active],
        "second_turn": s.second,
        "board": _board(s, player),
        "story": s.story.to_json(),
        "stage": ST.current_stage(s.story, TRACK),
        "dominant": ST.dominant(s.story, TRACK),
        "tracks": sorted([t, i] for t, i in s.tracks.covered),
        "minion_damage": dict(s.minion_damage),
        "plots": [[p.plot, p.location] for p in s.plots],
        "current_event": None
        if s.current_event is None
        else [s.current_event, EV.event_marker(C, s.current_event)],
        "heroes": [_hero(s, seat, player) for seat in range(1, s.n + 1)],
        "sauron": {
            "shadow_hand": list(s.decks["shadow_hand"]) if sauron else None,
            "shadow_count": len(s.decks["shadow_hand"]),
            "plot_hand": list(s.decks["plot_hand"]) if sauron else None,
            "plot_count": len(s.decks["plot_hand"]),
            "plots_seen": None if player is None else list(plots_seen(s)),  # by the heroes (R513)
            "plots_drawn": list(s.decks["plot_drawn"]) if sauron else len(s.decks["plot_drawn"]),
        },
        "mission": s.missions[0] if sauron else None if player is None else s.missions[1],
        "decks": {k: len(v) for k, v in sorted(s.decks.items()) if "discard" not in k},
        "discards": piles,
        "fight": _fight(s, player),
        "decision": decision,
        "result": result,
        "log": [e.text for e in s.log(last=40)],
    }


# --- determinization ---------------------------------------------------------------------------------


def _deal(cards: list[str], sizes: list[int], rng: Rng) -> list[tuple[str, ...]]:
    """The cards, sorted then shuffled, dealt into parts of the given sizes: the result depends only on
    the multiset, so the same hidden cards deal the same way whatever their order was."""
    pool = sorted(cards)
    rng.shuffle(pool)
    out, i = [], 0
    for n in sizes:
        out.append(tuple(pool[i : i + n]))
        i += n
    return out


def _redeal_hero(new: MeqState, seat: int, player: int, rng: Rng) -> None:
    """A hero's unseen cards: his hand (unless ``player`` is he), life and damage pools; in combat his
    combat hand, life pool and the card he chose."""
    p = new.pool(seat)
    f = new.fight
    own = player == seat
    if f is not None and f.hero == seat and f.combat is not None:
        c = f.combat
        cards = CARDS[p.hero]
        hand_ids = [k.id for k in c.hero.hand]
        shown = [f.chosen] if f.shown and f.chosen else []  # placed face up: everyone saw it (R213)
        if not own:
            for k in shown:
                hand_ids.remove(k)
        secret = ([] if own else hand_ids) + [k.id for k in c.life] + [k.id for k in c.wounds]
        sizes = ([] if own else [len(hand_ids)]) + [len(c.life), len(c.wounds)]
        parts = _deal(secret, sizes, rng)
        if not own:
            hand_ids = sorted([*parts.pop(0), *shown])
        life, wounds = parts
        chosen = f.chosen
        if chosen and not own and not shown:  # the card he chose face down is one of his hand's
            chosen = hand_ids[rng.randrange(len(hand_ids))]
        side = replace(c.hero, hand=tuple(cards[k] for k in hand_ids))
        c = replace(c, hero=side, life=tuple(cards[k] for k in life), wounds=tuple(cards[k] for k in wounds))
        new.fight = replace(f, combat=c, chosen=chosen)
    secret = ([] if own else list(p.hand)) + list(p.life) + list(p.damage)
    sizes = ([] if own else [len(p.hand)]) + [len(p.life), len(p.damage)]
    parts = _deal(secret, sizes, rng)
    hand = p.hand if own else parts.pop(0)
    life, damage = parts
    if not own:
        life, damage = list(life), list(damage)
        hand = _can_pay(new, seat, list(hand), [life, damage])
    new.set_pool(
        seat,
        Pools(
            **{
                **_fields(p),
                "hand": tuple(sorted(hand)),
                "life": tuple(sorted(life)),
                "damage": tuple(sorted(damage)),
            }
        ),
    )


def _can_pay(s: MeqState, seat: int, hand: list[str], rest: list[list[str]]) -> list[str]:
    """A hero who chose a move with fewer cards than its number holds a card showing its icon: everyone
    saw him choose it. A deal without one trades the first such card of his life (or damage) pool for
    his first card."""
    top = s.stack[-1] if s.stack else ()
    if top[:2] != ("pay_travel", seat) or top[5] or len(hand) >= top[4] or not hand:
        return hand
    icon_of = CARDS[s.heroes[seat - 1]]
    if any(icon_of[c].icon == top[3] for c in hand):
        return hand
    for pile in rest:
        swap = next((i for i, c in enumerate(pile) if icon_of[c].icon == top[3]), None)
        if swap is not None:
            hand[0], pile[swap] = pile[swap], hand[0]
            break
    return hand


def _fields(p: Pools) -> dict[str, Any]:
    return {f: getattr(p, f) for f in p.__slots__}


def _redeal_sauron(new: MeqState, rng: Rng) -> None:
    """For a hero: Sauron's hands and the decks they come from, the token faces and his Mission, but for
    what the heroes have seen (R513)."""
    d = dict(new.decks)
    seen = plots_seen(new)  # the heroes have seen these in his hand: they stay there (R513)
    for group in (
        ("shadow_hand", "shadow", "shadow_drawn"),
        ("plot_hand", "plot", "plot_top", "plot_bottom", "plot_drawn", "plot_peek"),
    ):
        kept = seen if group[0] == "plot_hand" else ()
        hidden = {k: list(d[k]) for k in group}
        for c in kept:
            hidden[group[0]].remove(c)
        parts = _deal([c for k in group for c in hidden[k]], [len(hidden[k]) for k in group], rng)
        parts[0] = (*kept, *parts[0])
        for k, part in zip(group, parts, strict=True):
            d[k] = part if k in ("plot_bottom", "plot_top") else tuple(sorted(part))
    board: Board = new.board
    drawn = d["drawn_token"]
    for g in C.groups:
        on_board = [
            (loc, t)
            for loc, ts in sorted(board.tokens.items())
            if loc not in board.seen
            for t in ts
            if t.group == g
        ]
        mine = [x for x in drawn if x.split("/")[0] == g]
        faces = [t.face for _, t in on_board] + [x.split("/")[1] for x in mine] + list(d[f"pile:{g}"])
        parts = _deal(faces, [len(on_board), len(mine), len(d[f"pile:{g}"])], rng)
        for (loc, t), face in zip(on_board, parts[0], strict=True):
            board = board.remove_token(loc, t).add_token(loc, Token(g, face))
        if mine:
            d["drawn_token"] = tuple(f"{g}/{face}" for face in parts[1])
        d[f"pile:{g}"] = tuple(sorted(parts[2]))
    new.board = board
    missions = sorted(m for m, x in C.missions.items() if x.side == "sauron")
    new.missions = (missions[rng.randrange(len(missions))], new.missions[1])
    new.decks = d
    f = new.fight
    if f is not None and f.combat is not None:
        c = f.combat
        deck = {k.id: k for k in c.foe.hand + c.deck}
        hand = [k.id for k in c.foe.hand]
        shown = [f.foe_chosen] if f.foe_chosen else []  # chosen first, face up (R213)
        for k in shown:
            hand.remove(k)
        parts = _deal(hand + [k.id for k in c.deck], [len(hand), len(c.deck)], rng)
        c = replace(
            c,
            foe=replace(c.foe, hand=tuple(deck[k] for k in (*parts[0], *shown))),
            deck=tuple(deck[k] for k in parts[1]),
        )
        new.fight = replace(f, combat=c)


def determinize(s: MeqState, player: int, rng: Rng) -> MeqState:
    """A clone in which what ``player`` cannot see is dealt again from what it could be."""
    new = s.clone()
    new.rng = rng.fork()
    for seat in range(1, s.n + 1):
        _redeal_hero(new, seat, player, rng)
    if player != SAURON:
        _redeal_sauron(new, rng)
    else:
        missions = sorted(m for m, x in C.missions.items() if x.side == "heroes")
        new.missions = (new.missions[0], missions[rng.randrange(len(missions))])
    if new._decision is not None and new._decision.player != player:
        RULES.repose(new)
    return new
