"""The rules that apply whenever a state holds, not when something happens (sections of the rules
companion, ``shared/seeds/001_*``):

- the game is won once a stage's winning state holds: Ambush on the Shore while no enemy is in play,
  however the last one left (defeated, or a Wolf Rider gone back to the encounter deck);
- a stage is defeated once its progress reaches its quest points and its own condition allows it
  (14.3.4: Beorn's Path once Ungoliant's Spawn has left play);
- an encounter deck that is out of cards during the quest phase is reset from its discard pile (7.5),
  so that the combat phase after it deals shadow cards.

The engine runs :func:`check` before each step of the round (``Rules.check``, ``Rules.checked``), when
no card, attack or stage is resolving (:data:`ROUND_STEPS` on top of the stack): a
When Revealed effect that reveals several cards is not cut short because the first one left the
staging area without enemies. Losing is checked where it happens: a player is eliminated at once
(14.9, ``steps.eliminate``) and the game is lost with the last one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.games.lcg import quests as Q
from eregion.games.lcg import rules as R
from eregion.games.lcg.engine import RULES
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.steps import reset_encounter_deck

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

ROUND_STEPS = frozenset(
    (
        "round",
        "phase",
        "phase_end",
        "round_end",
        "window",
        "collect",
        "plan",
        "commit",
        "staging",
        "quest_result",
        "quest_done",
        "travel",
        "opt_engage",
        "checks",
        "archery",
        "deal_shadows",
        "enemy_attacks",
        "player_attacks",
        "combat_end",
        "refresh",
        "refresh_threat",
    )
)
"""The round's own steps (``round``, ``combat``): on top of the stack, nothing is resolving."""

_EDECK, _QUEST, _AMBUSH = (ENC, "edeck"), (ENC, "quest"), Q.AMBUSH_ON_THE_SHORE


def check(s: LcgState) -> None:
    """The checks, before a step of the round (the engine calls it only for :data:`ROUND_STEPS`).
    Once they found nothing to do, they are not made again until a card is written or moves (the
    state's memo empties), the phase or the modifiers change: nothing else they read can change
    (while no card of the game changes quest points by a passive effect)."""
    memo = s.memo
    if memo.get(HELD) is s.mods:  # (the memo empties when a phase begins, too)
        return
    if "quest_points" not in s.in_game.changed:
        memo[HELD] = s.mods  # (gone with the memo if what follows writes or moves a card)
    zones = s.zones
    if s.phase == "quest" and not zones[_EDECK]:
        reset_encounter_deck(s)
    quest = zones[_QUEST]  # (the stage read once: this runs before most steps)
    if not quest:
        return
    stage = s.cards[quest[0]]
    if stage.cid == _AMBUSH:
        Q.check_win(s)
    if stage.tokens > 0 and stage.tokens >= R.stat(s, stage.uid, "quest_points"):
        Q.check_advance(s)  # (asked only once the progress may reach the stage's quest points)


HELD = "checks: held"
"""The key in the state's memo of the modifiers under which :func:`check` last found nothing to do
(in this phase: ``round._phase`` empties the memo)."""


RULES.check, RULES.checked = check, ROUND_STEPS
