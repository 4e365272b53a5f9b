"""Cancelling a possession's strength bonus (Parry: "cancel the strength bonus from a possession until
the regroup phase"): a lasting modifier ``no_bonus`` on the possession, which ``rules.strength`` reads
for its printed bonus and for its static strength abilities alike."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.cards.modifiers import total
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import Q
from eregion.games.tcg.registry import TEXT, Ctx
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


def gives_strength(s: TcgState, uid: int) -> bool:
    """A possession whose bearer gains strength from it now (printed or by a static ability)."""
    if total(s.mods, uid, "no_bonus") or s.cards[uid].host is None:
        return False
    text = TEXT.get(s.cards[uid].cid)
    statics = text.statics if text is not None else ()
    return bool(R.d(s, uid).strength) or any(
        st.stat == "strength" and st.target == "bearer" and st.applies(s, uid, s.cards[uid].host)
        for st in statics
    )


@dataclass(frozen=True)
class CancelBonus(Part):
    """Cancel the strength bonus of a chosen possession until ``until``."""

    q: Q
    until: str = "regroup"
    choose = "pick"
    prompt = "Cancel the strength bonus of which possession?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in self.q.in_play(s, ctx) if gives_strength(s, u)]

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.modify(s, chosen, "no_bonus", 1, self.until, ctx.src)
        S.log(s, "cancel_bonus", ctx.player, chosen)
