"""How LCG actions and log events read to a player (in our own words)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from eregion.cards import ActionSpace
from eregion.cards.presentation import asked_by
from eregion.core import Action
from eregion.games.lcg import rules as R
from eregion.games.lcg.engine import ENC, MAX_PLAYERS
from eregion.games.lcg.state import is_orc_guard

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

SEAT_NAMES = tuple(f"Player {i}" for i in range(1, MAX_PLAYERS + 1))


def name(s: LcgState, uid: int) -> str:
    if uid < 0:
        return "nobody"
    c = s.cards[uid]  # (``rules.d`` written out: some 150 names a game)
    return R.ORC_GUARD.name if c.owner != ENC and c.zone in R.ENEMY_ZONES else _NAMES[c.cid]


_NAMES = {
    cid: dd.sides.b.name if dd.type == "quest" and dd.sides is not None else dd.name
    for cid, dd in R.DEFS.items()
}
"""A card's name by its id (a quest stage's: its side B's, the side in play)."""


# What a response window answers, in the present tense ({} is the card the trigger is about).
HAPPENING = {
    "commits": "{} commits to the quest",
    "enters": "{} enters play",
    "played": "{} is played",
    "damaged": "{} is dealt damage",
    "kills": "{} is destroyed in an attack",
    "enemy_revealed": "{} is revealed",
    "revealed": "{} is revealed",
    "defends": "{} defends",
    "left_play": "{} leaves play",
    "destroyed": "{} is destroyed",
    "attacked": "{} attacks",
    "attacks": "{} attacks",
    "engaged": "{} engages",
    "combat_end": "the combat phase ends",
    "travel": "the players travel to {}",
    "explored": "{} is explored",
    "quest_failed": "the players quest unsuccessfully",
    "quest_phase": "the quest phase begins",
    "quest_progress": "progress is placed on {}",
    "shadow": "the shadow effect of {} resolves",
    "shadow_dealt": "{} is dealt a shadow card",
    "shadow_resolved": "a shadow effect dealt to {} resolves",
}


_HIDDEN = ("deck", "hand", "edeck", "shadow", "qdeck", "aside")


def in_view(s: LcgState, uid: int) -> bool:
    """Everyone can see which card ``uid`` is now: a prompt names only such a card (a card back in a
    hand is dealt anew by ``determinize``; a face-down Orc Guard is not named)."""
    c = s.cards[uid]
    return c.zone not in _HIDDEN and not is_orc_guard(s, uid)


def happening(s: LcgState, on: str, subj: int) -> str:
    """What a trigger is, about its card: "Faramir enters play" (a response window's question)."""
    what = HAPPENING.get(on, on.replace("_", " ") + " ({})")
    return what.format(name(s, subj) if subj >= 0 and in_view(s, subj) else "a card")


def asking(s: LcgState, src: int, prompt: str) -> str:
    """A prompt named by the card that asks it: "Caught in a Web: attach to which of your heroes?"
    (``src`` -1, the rules, or a card out of view: as it is)."""
    return asked_by(name(s, src) if src >= 0 and in_view(s, src) else None, prompt)


_SEEN = ("heroes", "allies", "attached", "discard")  # a player's zones whose cards all players see


def whose(s: LcgState, uid: int) -> str:
    """A player card's name, with its controller's seat when another player has a card of that name in
    view ("Player 2's Snowbourn Scout is destroyed" with a Snowbourn Scout on each side); only cards
    every player sees are compared, so the seat never tells what a hand or deck holds."""
    if uid < 0:
        return "nobody"
    c = s.cards[uid]  # (``name`` written out: some 50 lines a game name a card this way)
    if c.owner == ENC:
        return _NAMES[c.cid]
    if c.zone in R.ENEMY_ZONES:  # a face-down Orc Guard
        return R.ORC_GUARD.name
    nm = _NAMES[c.cid]
    if s.n == 1:
        return nm
    cards = s.cards
    for p in range(s.n):
        if p == c.controller:
            continue
        for z in _SEEN:
            for u in s.zones[(p, z)]:
                if cards[u].cid == c.cid or name(s, u) == nm:
                    return f"{SEAT_NAMES[c.controller]}'s {nm}"
    return nm


def _character(s: LcgState, u: int) -> str:
    c = s.cards[u]
    return (
        f"{whose(s, u)} (willpower {R.willpower(s, u)}, attack {R.attack(s, u)}, defense {R.defense(s, u)}, "
        f"{R.hit_points(s, u) - c.wounds} hit points left)"
    )


def _option(s: LcgState, k: int) -> str:
    """An ``opt:k`` answer is a number, not a card: its words are in the pending prompt ("1: pay and
    ready; 0: leave it exhausted")."""
    d = s.decision
    m = re.search(rf"(?<![\d]){k}: ([^;]+)", d.prompt) if d is not None else None
    return m.group(1).strip() if m else f"Option {k}"


def _split(s: LcgState, k: int) -> str:
    """A ``split:k`` answer is the k-th way to pay the cost on top of the stack ("2 from Aragorn and 1
    from Glóin")."""
    if not s.stack or s.stack[-1][0] != "pay":
        return f"Way {k + 1} to pay"
    _, p, uid, _, left, paid, _ = s.stack[-1]
    way = R.pay_splits(s, p, uid, left, paid)[k]
    return "Pay " + " and ".join(f"{n} from {name(s, h)}" for h, n in way)


def describe_action(s: LcgState, a: Action) -> str:
    verb, u = ActionSpace.split(a)
    if verb == "opt":
        return _option(s, u)
    if verb == "split":
        return _split(s, u)
    if u >= 0:
        dd = R.d(s, u)
        if verb == "play":
            return f"Play {dd.name} (cost {R.cost(s, u)} {dd.sphere})"
        if verb == "commit":
            return f"Commit {name(s, u)} (willpower {R.willpower(s, u)})"
        if verb == "travel":
            return f"Travel to {name(s, u)} (threat {R.threat(s, u)}, {R.stat(s, u, 'quest_points')} quest points)"
        if verb == "engage":
            return f"Engage {name(s, u)} (engagement cost {R.engagement_cost(s, u)})"
        if verb == "defend":
            return f"Defend with {_character(s, u)}"
        if verb == "attack":
            left = R.hit_points(s, u) - s.cards[u].wounds
            return f"Attack {name(s, u)} (defense {R.defense(s, u)}, {left} hit points left)"
        if verb == "pick":
            if dd.type == "hero" and s.cards[u].zone == "heroes":
                n = s.cards[u].tokens
                return f"{_character(s, u)}, {n} resource{'s' if n != 1 else ''}"
            if dd.type in ("hero", "ally") and R.in_play(s, u):
                return _character(s, u)
            return whose(s, u)
        return f"{verb} {name(s, u)}"
    return {
        "pass": "Pass",
        "done": "Done",
        "yes": "Yes",
        "no": "No defenders",
        "mulligan": "Take a mulligan (shuffle back and draw 6 new cards)",
        "keep": "Keep this hand",
    }.get(a.id, a.id)


def describe_event(s: LcgState, kind: str, player: int | None, args: tuple[Any, ...]) -> str:
    """The log line of an event ``(kind, player, *args)``."""
    line = LINES.get(kind)
    if line is None:
        return f"{kind} {args}"
    return line(s, WHO.get(player, "The game"), args)


WHO: dict[Any, str] = dict(enumerate(SEAT_NAMES))  # a seat's name by its index (None, ENC: the game)
LINES: dict[str, Callable[[LcgState, str, tuple[Any, ...]], str]] = {
    # (a table, not a ``match``: the line is found in one look, not after the cases before it)
    "damage": lambda s, who, a: f"{whose(s, a[0])} takes {a[1]} damage",
    "shadow_dealt": lambda s, who, a: f"{whose(s, a[0])} is dealt a shadow card",
    "commit": lambda s, who, a: f"{who} commits {name(s, a[0])} to the quest",
    "shadow_revealed": lambda s, who, a: f"{whose(s, a[0])}'s shadow card is {whose(s, a[1])}",
    "threat": lambda s, who, a: f"{who}'s threat rises by {a[0]} to {a[1]}",
    "draw": lambda s, who, a: f"{who} draws {a[0]} card{'s' if a[0] != 1 else ''}",
    "play": lambda s, who, a: f"{who} plays {name(s, a[0])}" + (f" on {name(s, a[1])}" if a[1] >= 0 else ""),
    "reveal": lambda s, who, a: f"The encounter deck reveals {whose(s, a[0])}",
    "round": lambda s, who, a: f"— Round {a[0]}: {who} is the first player —",
    "quest_result": lambda s, who, a: f"Quest: willpower {a[0]} against threat {a[1]}",
    "destroyed": lambda s, who, a: f"{whose(s, a[0])} is destroyed",
    "undefended": lambda s, who, a: f"{whose(s, a[0])}'s undefended attack of {a[2]} hits {whose(s, a[1])}",
    "use": lambda s, who, a: f"{who} uses {name(s, a[0])}",
    "choice": lambda s, who, a: f"{who} chooses {a[1]}" + (f" ({name(s, a[0])})" if a[0] >= 0 else ""),
    "first_player": lambda s, who, a: f"{who} takes the first player token",
    "defend": lambda s, who, a: f"{whose(s, a[0])} defends against {whose(s, a[1])}",
    "attack": lambda s, who, a: f"{whose(s, a[0])} attacks {whose(s, a[1])} with {a[2]} attack",
    "engage": lambda s, who, a: f"{whose(s, a[0])} engages {who}",
    "shadow_effect": lambda s, who, a: f"Shadow effect of {whose(s, a[0])}",
    "resources": lambda s, who, a: f"{whose(s, a[0])} gains {a[1]} resource{'s' if a[1] != 1 else ''}",
    "exhaust": lambda s, who, a: f"{who} exhausts {name(s, a[0])}",
    "progress": lambda s, who, a: f"{a[1]} progress on {whose(s, a[0])}",
    "travel": lambda s, who, a: f"The players travel to {whose(s, a[0])}",
    "strike": lambda s, who, a: f"{who} attacks {name(s, a[0])} with {a[2]} attack",
    "setup": lambda s, who, a: f"Setup: {a[0]} ({a[1]} mode)",
    "mulligan": lambda s, who, a: f"{who} takes a mulligan",
    "discard": lambda s, who, a: f"{whose(s, a[0])} is discarded",
    "unique_discarded": lambda s, who, a: f"{whose(s, a[0])} is already in play: the new copy is discarded",
    "reshuffle": lambda s, who, a: "The encounter discard pile is shuffled into a new encounter deck",
    "search": lambda s, who, a: f"{whose(s, a[0])} is found and added to the staging area",
    "search_own": lambda s, who, a: f"{who} takes a card from the top of his deck into his hand",
    "search_to_hand": lambda s, who, a: f"A card from the top of {who}'s deck goes into his hand",
    "explored": lambda s, who, a: f"{whose(s, a[0])} is explored",
    "stage_defeated": lambda s, who, a: f"Stage defeated: {whose(s, a[0])}",
    "stage": lambda s, who, a: f"New quest stage: {whose(s, a[0])}",
    "defeated": lambda s, who, a: f"{whose(s, a[0])} is defeated",
    "eliminated": lambda s, who, a: (
        f"{who} is eliminated ({'threat 50' if a[0] == 'threat' else 'no heroes left'})"
    ),
    "look_top": lambda s, who, a: f"{who} looks at the top encounter card: {name(s, a[0])}",
    "look_shadow": lambda s, who, a: f"{who} looks at the shadow card of {name(s, a[1])}: {name(s, a[0])}",
    "search_top": lambda s, who, a: f"{who} looks at the top {a[1]} cards of {SEAT_NAMES[a[0]]}'s deck",
    "to_bottom": lambda s, who, a: f"{who} moves the top encounter card to the bottom",
    "heal": lambda s, who, a: f"{whose(s, a[0])} heals {a[1]} damage",
    "cancel": lambda s, who, a: f"{who} cancels the effect of {name(s, a[0])}",
    "put_into_play": lambda s, who, a: f"{who} puts {name(s, a[0])} into play",
    "to_hand": lambda s, who, a: f"{whose(s, a[0])} returns to its owner's hand",
    "to_deck": lambda s, who, a: f"{whose(s, a[0])} is shuffled into its owner's deck",
    "to_staging": lambda s, who, a: f"{whose(s, a[0])} returns to the staging area",
    "attach": lambda s, who, a: f"{whose(s, a[0])} is attached to {whose(s, a[1])}",
    "attach_deck": lambda s, who, a: f"{whose(s, a[0])} is attached to {who}'s deck",
    "claim": lambda s, who, a: f"{who} claims {name(s, a[0])} and attaches it to {name(s, a[1])}",
    "shadow_attack": lambda s, who, a: f"{whose(s, a[0])} attacks {who} from the shadows",
    "to_deck_top": lambda s, who, a: f"{whose(s, a[0])} goes back on top of the encounter deck",
    "shuffled_back": lambda s, who, a: f"{whose(s, a[0])} is shuffled back into the encounter deck",
    "prisoner": lambda s, who, a: f"{whose(s, a[0])} is taken prisoner",
    "rescued": lambda s, who, a: f"{whose(s, a[0])} is rescued",
    "ready_paid": lambda s, who, a: f"{who} pays to ready {name(s, a[0])}",
    "control": lambda s, who, a: f"{who} takes control of {name(s, a[0])}",
    "discard_hand": lambda s, who, a: f"{who} discards {name(s, a[0])} from hand",
    "shuffle_discard": lambda s, who, a: f"{who} shuffles his discard pile into his deck",
    "progress_removed": lambda s, who, a: f"{a[1]} progress removed from {whose(s, a[0])}",
    "uncommit": lambda s, who, a: f"{who} removes {name(s, a[0])} from the quest",
    "game_over": lambda s, who, a: f"The players {'win' if a[0] == 'win' else 'lose'}: {a[1]}",
}
