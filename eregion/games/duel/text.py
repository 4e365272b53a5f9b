"""Short descriptions of Duel components and events, in the project's own words."""

from __future__ import annotations

from functools import lru_cache

from eregion.core import CardEntry
from eregion.games.duel.components import RACES, REGIONS, SKILLS, Card, Effect, Landmark, Token

TOKEN_TEXT = {
    "extra_turn_on_yellow": "take another turn after playing a yellow card",
    "red_units_anywhere": "red cards may place their Units in any region",
    "wild_skill": "once per turn, one Skill symbol of your choice",
    "no_landmark_surcharge": "Landmark tiles cost no extra coin per Fortress",
    "extra_turn_on_landmark": "take another turn after taking a Landmark tile",
    "movements_on_green": "2 movements after playing a green card",
    "eagle": "Eagle: one more Race symbol toward the six",
    "unit_on_blue": "place 1 Unit anywhere after playing a blue card",
    "coins_on_chain": "3 coins when you play a card by chaining",
    "quest_on_yellow": "advance 1 on the quest after playing a yellow card",
    "red_extra_unit": "red cards place 1 more Unit",
    "double_discard": "discarding a card gives double coins",
    "extra_turn": "at once: take another turn",
    "remove_fortress": "at once: remove an enemy Fortress",
    "three_maneuvers": "at once, three times: remove an enemy Unit, make the opponent lose a coin, or move",
    "quest_two": "at once: advance 2 on the quest",
    "two_units": "at once: place 2 Units, in one or two regions",
    "play_from_discard": "at once: play a card from the discard pile for free",
}


def skills_text(counts: tuple[int, ...]) -> str:
    return ", ".join(f"{SKILLS[i]}{' ×' + str(n) if n > 1 else ''}" for i, n in enumerate(counts) if n)


def effect_text(e: Effect) -> str:
    k = e.kind
    if k == "skill":
        return f"{SKILLS[e.skill]}" + (f" ×{e.count}" if e.count > 1 else "")
    if k == "skill_one_of":
        return "one of " + "/".join(SKILLS[s] for s in e.skills)
    if k == "coins":
        return f"+{e.count} coin{'s' if e.count != 1 else ''}"
    if k == "quest":
        return f"quest +{e.count}"
    if k == "race":
        return f"Race: {RACES[e.race]}"
    if k == "units":
        return f"{e.count} Unit{'s' if e.count > 1 else ''} in " + " or ".join(REGIONS[r] for r in e.regions)
    if k == "remove_units":
        return f"remove {e.count} enemy Unit{'s' if e.count > 1 else ''}"
    if k == "movements":
        return f"{e.count} movement{'s' if e.count > 1 else ''}"
    if k == "opponent_loses_coins":
        return f"opponent loses {e.count} coin{'s' if e.count > 1 else ''}"
    return {
        "play_from_discard": "play a card from the discard for free",
        "reveal_alliance": "reveal 2 Alliance tokens of a Race, keep 1",
        "discard_enemy_grey": "discard an enemy grey card",
        "play_visible_card": "play any face-up card of the chapter, paying for it",
        "siege": "replace an enemy Fortress with yours and 1 Unit",
    }[k]


def cost_text(coins: int, skills: tuple[int, ...]) -> str:
    parts = ([f"{coins} coin{'s' if coins > 1 else ''}"] if coins else []) + (
        [skills_text(skills)] if any(skills) else []
    )
    return ", ".join(parts) or "free"


def card_text(card: Card) -> str:
    return f"{card.color} [{cost_text(card.coins, card.skills)}] " + "; ".join(
        effect_text(e) for e in card.effects
    )


def landmark_text(tile: Landmark) -> str:
    where = f"Fortress in {REGIONS[tile.region]}; " if tile.region >= 0 else ""
    return f"[{skills_text(tile.skills)}] {where}" + "; ".join(effect_text(e) for e in tile.effects)


def token_text(token: Token) -> str:
    return TOKEN_TEXT[token.ability]


@lru_cache(maxsize=8192)
def describe_event(e: tuple) -> str:
    """One log line for a stored event ``(kind, player, *args)``."""
    from eregion.games.duel.components import SIDES, components

    C = components()
    kind, p = e[0], e[1]
    who = SIDES[p].title() if p is not None else ""
    args = e[2:]
    card = lambda c: C.cards[c].id
    if kind == "chapter":
        return f"Chapter {args[0]} begins."
    if kind == "reveal":
        return f"{card(args[0])} is turned face up ({card_text(C.cards[args[0]])})."
    if kind == "win":
        label = {
            "quest": "the Quest of the Ring",
            "races": "the Support of the Races",
            "conquest": "the conquest of Middle-earth",
            "presence": "presence at the end of chapter 3",
        }[args[0]]
        return f"Shared victory on {label}." if p is None else f"{who} wins by {label}!"
    if kind == "play":
        return f"{who} plays {card(args[0])}" + (" by chaining." if args[1] else ".")
    if kind == "discard":
        return f"{who} discards {card(args[0])}."
    if kind == "landmark":
        return f"{who} takes the Landmark {C.landmarks[args[0]].name}."
    if kind == "from_discard":
        return f"{who} plays {card(args[0])} from the discard pile."
    if kind == "isengard":
        return f"{who} discards the opponent's {card(args[0])}."
    if kind == "coins":
        return f"{who} takes {args[0]} coin{'s' if args[0] > 1 else ''}."
    if kind == "pay":
        return f"{who} pays {args[0]} coin{'s' if args[0] > 1 else ''}."
    if kind == "drain":
        return f"{who} makes the opponent lose {args[0]} coin{'s' if args[0] > 1 else ''}."
    if kind == "use_skill":
        return f"{who} uses {args[0]} as {SKILLS[args[1]]}."
    if kind == "place":
        return f"{who} places {args[1]} Unit{'s' if args[1] > 1 else ''} in {REGIONS[args[0]]}."
    if kind == "conflict":
        return f"Conflict in {REGIONS[args[0]]}: each side loses {args[1]} Unit{'s' if args[1] > 1 else ''}."
    if kind == "move":
        return f"{who} moves a Unit from {REGIONS[args[0]]} to {REGIONS[args[1]]}."
    if kind == "retreat":
        return f"{who}'s Units retreat from {REGIONS[args[0]]} to {REGIONS[args[1]]}."
    if kind == "remove_unit":
        return f"{who} removes an enemy Unit from {REGIONS[args[0]]}."
    if kind == "fortress":
        return f"{who} builds a Fortress in {REGIONS[args[0]]}."
    if kind == "remove_fortress":
        return f"{who} removes the enemy Fortress in {REGIONS[args[0]]}."
    if kind == "quest":
        mover = "Frodo and Sam advance" if p == 0 else "The Nazgûl advance"
        return f"{mover} {args[0]} space{'s' if args[0] > 1 else ''} on the Quest of the Ring."
    if kind == "decline":
        return f"{who} declines the {args[0].replace('_', ' ')} bonus."
    if kind == "forgo":
        return f"{who} {FORGONE[args[0]]}."
    if kind == "reveal_tokens":
        names = ", ".join(f"{C.tokens[t].id} ({token_text(C.tokens[t])})" for t in args[0])
        return f"{who} reveals Alliance token{'s' if len(args[0]) > 1 else ''}: {names}."
    if kind == "token":
        return f"{who} keeps the Alliance token {C.tokens[args[0]].id}."
    if kind == "gain_extra_turn":
        return f"{who} will take another turn."
    if kind == "extra_turn":
        return f"{who} takes another turn."
    return f"{kind} {who} {args}"


FORGONE = {
    "place_units": "places no more Units",
    "remove_unit": "removes no enemy Unit",
    "remove_fortress": "removes no enemy Fortress",
    "maneuvers": "makes no more maneuvers",
    "isengard": "discards none of the opponent's grey cards",
}
"""How an optional effect the player gives up reads in the log (p.3: a player *may* benefit)."""


def _chain_text(card: Card, symbols: tuple[str, ...]) -> list[str]:
    symbol = lambda bit: symbols[bit.bit_length() - 1]
    return ([f"gives the {symbol(card.chain_gives)} chaining symbol"] if card.chain_gives else []) + (
        [f"free to play with the {symbol(card.chain_frees)} symbol"] if card.chain_frees else []
    )


@lru_cache(maxsize=1)
def card_entries() -> tuple[CardEntry, ...]:
    """Every card, Landmark tile and Alliance token, in words generated from its encoded effects."""
    from eregion.games.duel.components import components

    C = components()
    cards = tuple(
        CardEntry(
            c.id,
            c.id,
            f"chapter {c.chapter} {c.color} card",
            "; ".join([_price(c), *map(_effect_words, c.effects), *_chain_text(c, C.chain_symbols)]),
            facts={
                "chapter": c.chapter,
                "color": c.color,
                "coins": c.coins,
                "skills": _skill_counts(c.skills),
            },
        )
        for c in C.cards
    )
    tiles = tuple(
        CardEntry(
            t.id,
            t.name,
            "Landmark tile" + (" (promo)" if t.promo else ""),
            landmark_text(t),
            facts={"region": REGIONS[t.region] if t.region >= 0 else None, "skills": _skill_counts(t.skills)},
        )
        for t in C.landmarks
    )
    tokens = tuple(
        CardEntry(
            t.id,
            f"{RACES[t.race]} Alliance token",
            "Alliance token, " + ("lasting" if t.lasting else "at once"),
            token_text(t),
            facts={"race": RACES[t.race]},
        )
        for t in C.tokens
    )
    return cards + tiles + tokens


def _price(card: Card) -> str:
    cost = cost_text(card.coins, card.skills)
    return cost if cost == "free" else f"costs {cost}"


def _effect_words(e: Effect) -> str:
    """An effect as a card's text reads it: a grey card *gives* its Skill symbols."""
    return ("gives " if e.kind in ("skill", "skill_one_of") else "") + effect_text(e)


def _skill_counts(counts: tuple[int, ...]) -> dict[str, int]:
    return {SKILLS[i]: n for i, n in enumerate(counts) if n}
