"""What a seat sees of a TCG position, as JSON for the terminal and the web client.

Own hand and adventure deck are listed; the opponent's are counts. Draw decks are counts for both.
Everything in play, the discard and dead piles and the adventure path are public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eregion.core import JSON
from eregion.games.tcg import rules as R
from eregion.games.tcg.text import SEAT_NAMES

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

SEATS = ("player_1", "player_2")


def card(s: TcgState, uid: int) -> dict[str, Any]:
    """A card as the client draws it; characters in play carry their current numbers."""
    c = s.cards[uid]
    dd = R.DEFS[c.cid]
    out: dict[str, Any] = {"uid": uid, "id": c.cid, "name": dd.name, "type": dd.type}
    out.update(_printed(dd))
    if R.in_play(s, uid):
        if dd.type in R.CHARACTERS:
            out["strength"] = R.strength(s, uid)
            out["vitality"] = R.vitality(s, uid)
            out["wounds"] = c.wounds
            out["items"] = [card(s, i) for i in R.bearer_items(s, uid)]
            if dd.type == "minion":
                out["roaming"] = R.roaming(s, uid) if s.pos[s.fp] else False
        out["active"] = R.active(s, uid)
        stacked = R.stacked_on(s, uid)
        if stacked:  # face up, for anyone to see (``stacking``)
            out["stacked"] = [card(s, i) for i in stacked]
    return out


def _printed(dd: Any) -> dict[str, Any]:
    """The printed facts a player reads off the card face (public: the card is already shown).

    Characters in play overwrite strength and vitality with their current numbers; on a possession or
    The One Ring they are bonuses to the bearer.
    """
    out: dict[str, Any] = {}
    for key in ("side", "culture", "twilight", "strength", "vitality", "race", "site"):
        value = getattr(dd, key)
        if value is not None:
            out[key] = value
    if dd.keywords:
        out["keywords"] = dict(dd.keywords)
    if dd.phases:
        out["phases"] = list(dd.phases)
    if dd.item_class:
        out["item_class"] = dd.item_class
    return out


def _cards(s: TcgState, uids: list[int]) -> list[dict[str, Any]]:
    return [card(s, u) for u in uids]


def view(s: TcgState, player: int | None) -> JSON:
    players = []
    both_bid = s.bids[0] is not None and s.bids[1] is not None
    for p in (0, 1):
        z = s.zones
        mine = player == p
        supports = [u for u in z[(p, "support")]]
        players.append(
            {
                "seat": SEATS[p],
                "name": SEAT_NAMES[p],
                "deck": s.deck_names[p],
                "burdens": s.burdens[p],
                "resistance": s.resistance[p],
                "site": s.pos[p],
                "ring_bearer": s.rb[p],
                "wearing_ring": s.wearing and s.fp == p,
                "bid": s.bids[p] if (both_bid or mine) else None,
                "hand": _cards(s, z[(p, "hand")]) if mine else None,
                "hand_count": len(z[(p, "hand")]),
                "draw_count": len(z[(p, "draw")]),
                "discard": _cards(s, z[(p, "discard")]),
                "dead": _cards(s, z[(p, "dead")]),
                "adventure": _cards(s, z[(p, "adventure")]) if mine else None,
                "adventure_count": len(z[(p, "adventure")]),
                "fellowship": _cards(s, z[(p, "fellowship")]),
                "support": _cards(s, supports),
                "minions": _cards(s, z[(p, "shadow")]),
                "seen_hand": [R.DEFS[c].name for c in s.seen[p]] if mine else None,
            }
        )
    path = []
    for n in range(1, 10):
        u = s.path[n]
        if u < 0:
            path.append(None)
            continue
        dd = R.d(s, u)
        path.append(
            {
                "uid": u,
                "id": dd.id,
                "name": dd.name,
                "number": n,
                "shadow_number": dd.shadow_number,
                "owner": SEATS[s.cards[u].owner],
                "keywords": [k for k, _ in dd.keywords],
            }
        )
    decision = s.decision_view(player)
    sk = s.skirmish
    return {
        "game": "tcg",
        "viewer": None if player is None else SEATS[player],
        "turn": s.turn,
        "phase": s.phase,
        "free_peoples": SEATS[s.fp] if s.phase != "setup" else None,
        "twilight": s.pool,
        "moves": s.moves,
        "move_limit": R.move_limit(s) if s.phase != "setup" else 2,
        "players": players,
        "path": path,
        "skirmish": None
        if sk is None
        else {
            "defender": sk[0],
            "minions": list(sk[1]),
            "free_strength": R.strength(s, sk[0]) if sk[0] >= 0 else 0,
            "shadow_strength": sum(R.strength(s, m) for m in sk[1]),
        },
        "assignments": [{"defender": a, "minions": list(b)} for a, b in s.assign],
        "decision": decision,
        "result": None
        if s.result is None
        else {"winner": SEATS[s.result[0]], "reason": s.result[1], "returns": list(s.returns())},
        "log": [e.text for e in s.log(last=40)],
    }
