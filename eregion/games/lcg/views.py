"""What a seat sees of an LCG position, as JSON for the terminal and the web client.

Public: heroes, allies, attachments, engaged enemies, the staging area, the active location, the quest
and its progress, every discard pile and the victory display. A player sees his own hand; other hands,
every deck and face-down shadow cards are counts only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eregion.core import JSON
from eregion.games.lcg import rules as R
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.text import SEAT_NAMES

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

_PRINTED = (
    "sphere",
    "threat_cost",
    "cost",
    "willpower",
    "attack",
    "defense",
    "hit_points",
    "engagement_cost",
    "threat",
    "quest_points",
    "victory_points",
)


def card(s: LcgState, uid: int) -> dict[str, Any]:
    """A face-up card: printed numbers, and in play its current ones and its tokens. A face-down
    Orc Guard shows as one, never as the player card it is."""
    c = s.cards[uid]
    dd = R.d(s, uid)
    out: dict[str, Any] = {"uid": uid, "id": dd.id, "name": dd.name, "type": dd.type}
    for key in _PRINTED:
        v = getattr(dd, key)
        if v is not None:
            out[key] = v
    if dd.traits:
        out["traits"] = list(dd.traits)
    if dd.keywords:
        out["keywords"] = dict(dd.keywords)
    if dd.type == "quest" and dd.sides is not None:
        out["name"] = dd.sides.b.name
        out["quest_points"] = dd.sides.b.quest_points
        out["stage"] = dd.stage
    if R.in_play(s, uid):
        for key in R.STATS:
            if getattr(dd, key) is not None:
                out[key] = R.stat(s, uid, key)
        if dd.type == "quest":
            out["quest_points"] = R.stat(s, uid, "quest_points")
        out["exhausted"] = c.exhausted
        out["damage"] = c.wounds
        if dd.type == "hero":
            out["resources"] = c.tokens
        if dd.type in ("location", "quest"):
            out["progress"] = c.tokens
        out["attachments"] = [card(s, u) for u in R.attachments(s, uid)]
        if dd.type == "enemy":
            out["shadow_cards"] = [
                card(s, u) if s.cards[u].zone == "shadow_up" else None for u in R.shadows(s, uid)
            ]
        if c.host is not None and dd.type != "attachment":
            out["guarding"] = c.host
    return out


def _cards(s: LcgState, uids: list[int]) -> list[dict[str, Any]]:
    return [card(s, u) for u in uids]


def view(s: LcgState, player: int | None) -> JSON:
    players = []
    for p in range(s.n):
        z = s.zones
        players.append(
            {
                "seat": f"player_{p + 1}",
                "name": SEAT_NAMES[p],
                "deck": s.deck_names[p],
                "threat": s.threat[p],
                "eliminated": s.out[p],
                "first_player": s.first == p,
                "hand": _cards(s, z[(p, "hand")]) if player == p else None,
                "hand_count": len(z[(p, "hand")]),
                "deck_count": len(z[(p, "deck")]),
                "discard": _cards(s, z[(p, "discard")]),
                "heroes": _cards(s, z[(p, "heroes")]),
                "allies": _cards(s, z[(p, "allies")]),
                "engaged": _cards(s, z[(p, "engaged")]),
                "prisoners": _cards(s, z[(p, "aside")]),
                "deck_conditions": _cards(s, [u for u in z[(p, "attached")] if s.cards[u].host is None]),
            }
        )
    e = ENC
    q = R.current_quest(s)
    decision = s.decision_view(player)
    result = None
    if s.result is not None:
        result = {"outcome": s.result[0], "reason": s.result[1], "returns": list(s.returns())}
        if s.result[0] == "win":
            result["score"] = R.score(s)
    return {
        "game": "lcg",
        "viewer": None if player is None else f"player_{player + 1}",
        "scenario": s.scenario_id,
        "easy": bool(s.options.get("easy")),
        "round": s.round,
        "phase": s.phase,
        "players": players,
        "quest": None if q is None else card(s, q),
        "stages_left": len(s.quest_deck),
        "active_location": _cards(s, s.zones[(e, "active")]),
        "staging_area": _cards(s, s.zones[(e, "staging")]),
        "staging_threat": R.staging_threat(s),
        "committed": list(s.committed),
        "committed_willpower": R.committed_willpower(s),
        "encounter_deck_count": len(s.zones[(e, "edeck")]),
        "encounter_discard": _cards(s, s.zones[(e, "ediscard")]),
        "victory_display": _cards(s, s.zones[(e, "victory")]),
        "victory_points": R.victory_points(s),
        "set_aside": _cards(s, s.zones[(e, "aside")]),
        "decision": decision,
        "result": result,
        "log": [ev.text for ev in s.log(last=40)],
    }
