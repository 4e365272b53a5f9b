"""How TCG actions and log events read to a player (in our own words)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eregion.cards import ActionSpace
from eregion.cards.presentation import asked_by
from eregion.core import Action
from eregion.games.tcg import rules as R
from eregion.games.tcg.game_facts import game_facts
from eregion.games.tcg.state import PUBLIC_ZONES

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

SEAT_NAMES = ("Player 1", "Player 2")


def name(s: TcgState, uid: int) -> str:
    return _NAMES[s.cards[uid].cid] if uid >= 0 else "nobody"


def asking(s: TcgState, src: int, prompt: str) -> str:
    """A prompt named by the card that asks it ("Gimli's Helm: exert which character?"), unless that
    card is out of view (in a hand or a deck, whose identities ``determinize`` deals anew)."""
    hidden = src < 0 or s.cards[src].zone in ("hand", "draw", "adventure")
    return asked_by(None if hidden else name(s, src), prompt)


def whose(s: TcgState, uid: int) -> str:
    """A card's name, with its owner's seat when the other player has a card of that name in view
    ("Player 2's Frodo" when both Ring-bearers are Frodo); only cards in public zones are compared,
    so the seat never tells what a hand or deck holds."""
    if uid < 0:
        return "nobody"
    cards = s.cards
    c = cards[uid]
    nm, same, owner = _NAMES[c.cid], _NAMESAKES[c.cid], c.owner
    if c.cid not in (s.facts or game_facts(s)).namesakes[owner]:  # no namesake of the other player's
        return nm
    for p in (1 - owner, owner):  # (where a namesake most often is first: the same answer)
        for z in _LOOKED_AT:
            for u in s.zones[(p, z)]:
                o = cards[u]
                if o.cid in same and o.owner != owner:
                    return f"{SEAT_NAMES[owner]}'s {nm}"
    return nm


_IN_PLAY = ("fellowship", "support", "shadow", "attached")
_LOOKED_AT = (*_IN_PLAY, *(z for z in PUBLIC_ZONES if z not in _IN_PLAY))
"""The public zones, those in play first (both Ring-bearers are often Frodo)."""


_NAMES = {cid: dd.name for cid, dd in R.DEFS.items()}
"""Each card id's name, joined once (``CardDef.name`` joins the title and subtitle at every call)."""


def _namesakes() -> dict[str, frozenset[str]]:
    """Each card id's cards of the same name, itself included (what :func:`whose` compares)."""
    by_name: dict[str, set[str]] = {}
    for cid, nm in _NAMES.items():
        by_name.setdefault(nm, set()).add(cid)
    return {cid: frozenset(by_name[nm]) for cid, nm in _NAMES.items()}


_NAMESAKES = _namesakes()


def describe_action(s: TcgState, a: Action) -> str:
    verb, u = ActionSpace.split(a)
    d = s.decision
    if verb == "play":
        dd = R.d(s, u)
        if d is not None and d.kind.value == "yes_no":
            return f"Play {dd.name} in response"
        cost = R.play_cost(s, u)
        sign = "+" if dd.side == "free" else "-"
        return f"Play {dd.name} ({sign}{cost} twilight)"
    if verb == "use":
        if u == s.ring[s.fp] or u == s.ring[1 - s.fp]:
            return "Put on The One Ring"
        return f"Use {name(s, u)}"
    if verb == "transfer":
        return f"Transfer {name(s, u)} to another character (+{R.twilight_cost(s, u)} twilight)"
    if verb == "heal":
        return f"Discard {name(s, u)} from hand to heal {R.d(s, u).title} in play"
    if verb == "pick":
        c = s.cards[u]
        dd = R.DEFS[c.cid]
        extra = ""
        if dd.type in R.CHARACTERS and R.in_play(s, u):
            extra = f" (strength {R.strength(s, u)}, {R.vitality(s, u) - c.wounds} vitality left)"
        return f"{whose(s, u)}{extra}"
    if verb == "opt":
        top = s.stack[-1] if s.stack else None
        if top is not None and top[0] == "res":
            part = top[3][top[4]]
            labels = getattr(part, "labels", ())
            k = int(a.id[4:])
            if k < len(labels):
                return labels[k].capitalize()
        return a.id
    if verb == "bid":
        return f"Bid {a.id[4:]} burden{'s' if a.id[4:] != '1' else ''}"
    if s.stack and s.stack[-1][0] == "mulligan" and a.id in ("yes", "no"):
        return "Redraw (shuffle the hand in, draw 6)" if a.id == "yes" else "Keep this hand"
    return {
        "pass": "Pass",
        "move": "Move to the next site",
        "stay": "Stay: reconcile and end the turn",
        "first": "Go first",
        "second": "Go second",
        "yes": "Yes",
        "no": "No",
        "done": "Done",
    }.get(a.id, a.id)


def _each_whose(s: TcgState, uids: tuple[int, ...]) -> str:
    """:func:`whose` of each card, in a list (apart: a comprehension in :func:`describe_event` would make
    ``s`` a closure cell at every line written)."""
    return ", ".join([whose(s, u) for u in uids])


def describe_event(s: TcgState, e: tuple[Any, ...]) -> str:
    kind, p = e[0], e[1]
    who = SEAT_NAMES[p] if isinstance(p, int) else "The game"
    a = e[2:]
    # ``whose``: named with its owner's seat if a namesake is in view; a card the actor ("who") plays
    # or takes is his: named plainly (``name``)
    match kind:  # (the lines a game writes most often first: each case is one more comparison)
        case "play":
            if len(a) > 2 and a[2] >= 0:
                return f"{who} plays {name(s, a[0])} on {whose(s, a[2])}"
            return f"{who} plays {name(s, a[0])}"
        case "draw":
            return f"{who} draws {a[0]} card{'s' if a[0] != 1 else ''}"
        case "discard_hand":
            return f"{who} discards {name(s, a[0])} from hand"
        case "move":
            return f"{who}'s fellowship moves to {whose(s, a[0])} (+{a[1]} twilight)"
        case "wound":
            return f"{whose(s, a[0])} takes a wound"
        case "turn":
            return f"— Turn {a[0]}: {who} is the Free Peoples player —"
        case "site":
            return f"{who} plays site {R.d(s, a[0]).site}: {name(s, a[0])}"
        case "use":
            return f"{who} uses {name(s, a[0])}"
        case "assign":
            return f"{whose(s, a[0])} is assigned to skirmish {whose(s, a[1])}"
        case "archery":
            return f"Archery fire: fellowship {a[0]}, minions {a[1]}"
        case "skirmish":
            return f"Skirmish: {whose(s, a[0])} against {_each_whose(s, a[1])}"
        case "skirmish_result":
            return f"{who} wins the skirmish (Free Peoples strength {a[2]}, Shadow {a[3]})"
        case "exert":
            return f"{whose(s, a[0])} exerts"
        case "discard":
            return f"{whose(s, a[0])} is discarded"
        case "killed":
            return f"{whose(s, a[0])} is killed"
        case "bids":
            return f"Bids: {a[0]} and {a[1]} burdens; {SEAT_NAMES[a[2]]} chooses the turn order"
        case "order":
            return f"{who} goes first"
        case "mulligan":
            return f"{who} shuffles the hand into the draw deck to draw a new one"
        case "start_companion":
            return f"{who} starts with {name(s, a[0])}"
        case "exhausted":
            return f"{whose(s, a[0])} is exhausted"
        case "wound_prevented":
            return f"A wound to {whose(s, a[0])} is prevented"
        case "no_token":
            return f"{whose(s, a[0])} exerts, but no wound token is placed"
        case "heal_prevented":
            return f"{whose(s, a[0])} is not healed"
        case "heal":
            return f"{whose(s, a[0])} is healed"
        case "overwhelmed":
            return f"{whose(s, a[0])} is overwhelmed"
        case "mill":
            return f"{who} discards {name(s, a[0])} from the top of the draw deck"
        case "reveal_top":
            return f"{who} reveals from the top of the draw deck: {', '.join(R.DEFS[c].name for c in a[0]) or 'nothing'}"
        case "reveal_deck":
            whose_deck = "the" if a[0] == p else f"{SEAT_NAMES[a[0]]}'s"
            return f"{who} reveals from the top of {whose_deck} draw deck: {', '.join(R.DEFS[c].name for c in a[1]) or 'nothing'}"
        case "return_top":
            whose_deck = "the" if a[0] == p else f"{SEAT_NAMES[a[0]]}'s"
            return f"{who} returns {name(s, a[1])} to the top of {whose_deck} draw deck"
        case "reveal_bottom":
            return f"{who} reveals the bottom card of the draw deck: {', '.join(R.DEFS[c].name for c in a[0]) or 'nothing'}"
        case "shuffle_in":
            return f"{who} shuffles {name(s, a[0])} from the discard pile into the draw deck"
        case "to_hand":
            return f"{who} takes {name(s, a[0])} into hand"
        case "take_unseen":
            return f"{who} takes a card into hand"
        case "beneath_deck":
            return f"{who} places {whose(s, a[0]) if a[0] >= 0 else 'a card'} beneath the draw deck"
        case "burden":
            return f"{who}'s Ring-bearer takes {a[0]} burden{'s' if a[0] != 1 else ''}"
        case "unburden":
            return f"{who} removes {a[0]} burden{'s' if a[0] != 1 else ''}"
        case "wear_ring":
            return f"{who}'s Ring-bearer puts on The One Ring"
        case "ring_absorbs":
            return "The One Ring turns a wound into a burden"
        case "ring_off":
            return f"{who}'s Ring-bearer takes off The One Ring"
        case "new_ring_bearer":
            return f"{whose(s, a[0])} becomes {who}'s Ring-bearer"
        case "transfer":
            return f"{who} transfers {whose(s, a[0])} to {whose(s, a[1])} (+{a[2]} twilight)"
        case "transfer_condition":
            return f"{who} transfers {whose(s, a[0])} to {whose(s, a[1])}"
        case "cancel_bonus":
            return f"{who} cancels the strength bonus of {whose(s, a[0])}"
        case "cancel_assignments":
            return "All remaining assignments are cancelled"
        case "cancel_skirmish":
            return "The skirmish is cancelled"
        case "cancel_event":
            return f"{whose(s, a[0])} is cancelled"
        case "reveal_hand":
            return f"{who} reveals {SEAT_NAMES[a[0]]}'s hand: {', '.join(R.DEFS[c].name for c in a[1]) or 'empty'}"
        case "reveal_random":
            return f"{SEAT_NAMES[a[0]]} reveals at random from hand: {', '.join(R.DEFS[c].name for c in a[1]) or 'nothing'}"
        case "look_hand":
            return f"{who} looks at {SEAT_NAMES[a[0]]}'s hand"
        case "stack":
            return f"{who} stacks {name(s, a[0])} on {name(s, a[1])}"
        case "look_random":
            return f"{who} looks at {a[1]} cards at random from {SEAT_NAMES[a[0]]}'s hand"
        case "no_move":
            return "The fellowship may not move again this turn"
        case "game_over":
            return f"{who} wins ({a[0]})"
    return f"{kind} {a}"
