"""The TCG decisions a guided search spends its time on (``Game.pivotal``).

They are the few that decide games and that the expert answers by rules of thumb: whether to move
again, which companion meets which minion, in what order the skirmishes are fought, which minion
the Shadow player sends out, and which cards the Shadow player plays in his phase (the expert's sum
of strengths and vitalities, where a playout sees what the minions then do in the skirmishes). The
many small choices (targets, costs, pumps judged by look-ahead already) stay the expert's, which
keeps a searched decision within a second.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from eregion.core import State
    from eregion.games.tcg.state import TcgState

PIVOTAL = frozenset({"fp_choice", "shadow", "assign_fp", "assign_minion", "assign_shadow", "skirmishes"})
"""Steps on top of the stack whose decision is searched."""


def pivotal(state: State) -> bool:
    """Whether the pending decision is one of :data:`PIVOTAL`'s."""
    s: TcgState = state  # type: ignore[assignment]
    return s.stack[-1][0] in PIVOTAL
