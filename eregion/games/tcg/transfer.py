"""Transferring a possession between Free Peoples characters (002, "Transfer of Artifacts and
Possessions"): during your fellowship phase, pay its twilight cost again to move it to another of
your characters at the same site who may bear it (an ally is at his home site); and a condition
transferred by an ability (:class:`Transfer`: Black Breath, Morgul Blade)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.core import Action, Decision, DecisionKind
from eregion.games.tcg import rules as R
from eregion.games.tcg.filters import Q
from eregion.games.tcg.playing import legal_bearers
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.steps import SPACE, add_twilight, answer, log, step
from eregion.games.tcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


def _site_of(s: TcgState, uid: int) -> int:
    dd = R.d(s, uid)
    return (dd.home or 0) if dd.type == "ally" else R.site_number(s)


def new_bearers(s: TcgState, p: int, item: int) -> list[int]:
    host = s.cards[item].host
    if host is None:
        return []
    here = _site_of(s, host)
    return [u for u in legal_bearers(s, p, item) if u != host and _site_of(s, u) == here]


def transfers(s: TcgState, p: int) -> list[Action]:
    """One action per possession of ``p`` that some other character of his could bear."""
    out = []
    for u in s.zones[(p, "attached")]:
        dd = R.DEFS[s.cards[u].cid]
        if dd.type == "possession" and dd.side == "free" and new_bearers(s, p, u):
            out.append(SPACE.card("transfer", u))
    return out


def start_transfer(s: TcgState, p: int, item: int) -> None:
    s.stack.append(("transfer", p, item))


@step("transfer")
def _transfer(s: TcgState, st: tuple) -> Decision | None:
    _, p, item = st
    return Decision(
        p,
        DecisionKind.CHOOSE_CARD,
        f"Transfer {R.d(s, item).name} to which character?",
        tuple(SPACE.card("pick", u) for u in new_bearers(s, p, item)),
    )


@answer("transfer")
def _transfer_answer(s: TcgState, st: tuple, a: Action) -> None:
    s.stack.pop()
    _, p, item = st
    to = SPACE.split(a)[1]
    cost = R.twilight_cost(s, item)
    add_twilight(s, cost)
    s.card_mut(item).host = to
    log(s, "transfer", p, item, to, cost)


@dataclass(frozen=True)
class Transfer(Part):
    """Transfer a condition onto a character that matches ``onto``: this card from your support area
    (``card`` None: Black Breath), or a matching card from your support area or discard pile (Morgul
    Blade's Blade Tip); never a second copy onto one character ("limit 1 per character")."""

    onto: Q
    card: Q | None = None
    choose = "pick"
    prompt = "Transfer which card?"

    def _cards(self, s: TcgState, ctx: Ctx) -> list[int]:
        if self.card is None:
            return [ctx.src] if s.cards[ctx.src].zone == "support" else []
        return [
            u for z in ("support", "discard") for u in s.zones[(ctx.player, z)] if self.card.match(s, u, ctx)
        ]

    def _onto(self, s: TcgState, ctx: Ctx, uid: int) -> list[int]:
        cid = s.cards[uid].cid
        return [
            h for h in self.onto.in_play(s, ctx) if all(s.cards[i].cid != cid for i in R.bearer_items(s, h))
        ]

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in self._cards(s, ctx) if self._onto(s, ctx, u)]

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        hosts = self._onto(s, ctx, chosen)
        if not hosts:
            return
        c = s.move(chosen, ctx.player, "attached")
        c.host = hosts[0]  # the character skirmishing: one only
        log(s, "transfer_condition", ctx.player, chosen, hosts[0])
