"""What each cost and effect of the core vocabulary does, as a verb phrase; :func:`sequence` joins them."""

from __future__ import annotations

from functools import singledispatch
from typing import Any

from eregion.cards.effects import Require
from eregion.games.tcg import path
from eregion.games.tcg import piles as P
from eregion.games.tcg import vocab as V
from eregion.games.tcg import wounding as W
from eregion.games.tcg.filters import Cond
from eregion.games.tcg.once import Once
from eregion.games.tcg.words.phrases import (
    GAP,
    UNTIL,
    ZONES,
    condition,
    count,
    counted,
    gap,
    granted,
    noun,
    signed,
    target,
)

# --- costs and effects ---------------------------------------------------------------------------


@singledispatch
def words(part: Any, me: str) -> str:
    """What one cost or effect does, as a verb phrase ("exert a ranger"); ``me`` names the card."""
    return gap(part)


@words.register
def _(p: Require, me: str) -> str:
    return f"if {condition(p.cond)}" if isinstance(p.cond, Cond) else gap(p.cond)


@words.register
def _(p: V.Exert, me: str) -> str:
    return f"exert {target(p.target, me)}"


@words.register
def _(p: V.ExertEach, me: str) -> str:
    return f"exert {noun(p.q, 'each')}"


@words.register
def _(p: V.DiscardSelf, me: str) -> str:
    return f"discard {me}"


@words.register
def _(p: V.RemoveTwilight, me: str) -> str:
    return f"remove {counted(p.n, 'twilight token')}"


@words.register
def _(p: V.AddTwilight, me: str) -> str:
    per = f" for each {noun(p.per, '')} you can spot" if p.per is not None else ""
    return f"add {counted(p.n, 'twilight token')}{per}"


@words.register
def _(p: V.Spot, me: str) -> str:
    return f"spot {noun(p.q, n=p.n)}"


@words.register
def _(p: V.DiscardFromHand, me: str) -> str:
    return f"discard {noun(p.q)} from hand"


@words.register
def _(p: V.Heal, me: str) -> str:
    return f"heal {target(p.target, me)}"


@words.register
def _(p: V.Pump, me: str) -> str:
    alt = ""
    if p.alt_if is not None:
        alt = f" (or {signed(p.alt)} if {condition(p.alt_if)})"
    return f"make {target(p.target, me)} strength {signed(p.n)}{alt}{until(p.until)}"


@words.register
def _(p: V.PumpEach, me: str) -> str:
    return f"make {noun(p.q, 'each')} strength {signed(p.n)}{until(p.until)}"


@words.register
def _(p: V.PumpPerSpot, me: str) -> str:
    return f"make {me} strength +1 for each other {noun(p.q, '')} you spot"


@words.register
def _(p: V.PumpLimited, me: str) -> str:
    return f"make {target(p.target, me)} strength {signed(p.n)} (at most {signed(p.limit)} in all each phase)"


@words.register
def _(p: V.Grant, me: str) -> str:
    return f"make {target(p.target, me)} {granted(p.keyword, p.n)}{until(p.until)}"


@words.register
def _(p: V.Protect, me: str) -> str:
    return f"prevent {target(p.target, me)} from being overwhelmed unless its strength is tripled"


@words.register
def _(p: V.Burdens, me: str) -> str:
    verb = "add" if p.n > 0 else "remove"
    alt = f" (or {p.alt} if {condition(p.alt_if)})" if p.alt_if is not None else ""
    return f"{verb} {counted(abs(p.n), 'burden')}{alt}"


@words.register
def _(p: V.FreePeoplesChooses, me: str) -> str:
    return "the Free Peoples player " + words(p.branch, me).replace("choose one", "chooses one", 1)


@words.register
def _(p: V.Draw, me: str) -> str:
    return f"draw {counted(p.n, 'card')}"


@words.register
def _(p: V.MillFreePeoples, me: str) -> str:
    top = "the top card" if p.n == 1 else f"the top {p.n} cards"
    return f"make the Free Peoples player discard {top} of his or her draw deck"


@words.register
def _(p: V.DiscardTarget, me: str) -> str:
    return f"discard {noun(p.q)} from play"


@words.register
def _(p: V.DiscardEvery, me: str) -> str:
    return f"discard {noun(p.q, 'each')} in play"


@words.register
def _(p: V.DiscardCondition, me: str) -> str:
    return "discard a Shadow condition borne by a companion"


@words.register
def _(p: V.CancelSkirmish, me: str) -> str:
    return f"cancel the skirmish if it involves {noun(p.q)}"


@words.register
def _(p: V.Branch, me: str) -> str:
    return "choose one: " + "; or ".join(sequence(option, me, costs=False) for option in p.options)


@words.register
def _(p: V.PlayFrom, me: str) -> str:
    where = "" if p.zones == ("hand",) else " from your " + " or ".join(map(ZONES.__getitem__, p.zones))
    cheaper = " for free" if p.free else f" at a twilight cost {signed(-p.discount)}" if p.discount else ""
    return f"play {noun(p.q)}{where}{cheaper}"


@words.register
def _(p: V.TakeFromDiscard, me: str) -> str:
    return f"take {noun(p.q)} from your discard pile into hand"


@words.register
def _(p: V.BeneathDeck, me: str) -> str:
    shown = "reveal and " if p.revealed else ""
    return f"{shown}place {noun(p.q)} from your {ZONES[p.zone]} beneath your draw deck"


@words.register
def _(p: V.SeeHand, me: str) -> str:
    return "reveal an opponent's hand" if p.public else "look at an opponent's hand"


@words.register
def _(p: V.NextSite, me: str) -> str:
    return "play the fellowship's next site from your adventure deck, replacing an opponent's site there"


@words.register
def _(p: V.StayHere, me: str) -> str:
    return "prevent the fellowship from moving again this turn"


@words.register
def _(p: W.Wound, me: str) -> str:
    return f"wound {target(p.target, me)}{' twice' if p.times == 2 else ''}"


@words.register
def _(p: W.WoundEach, me: str) -> str:
    return f"wound {noun(p.q, 'each')}"


@words.register
def _(p: W.Choose, me: str) -> str:
    return f"choose {target(p.target, me)}"


TOTALS = {
    "fellowship_archery": "the fellowship archery total",
    "minion_archery": "the minion archery total",
    "move_limit": "the move limit",
}


@words.register
def _(p: V.Adjust, me: str) -> str:
    if p.stat not in TOTALS:
        return f"{GAP}total {p.stat})"
    return f"make {TOTALS[p.stat]} {signed(p.n)}{until(p.until)}"


@words.register
def _(p: W.Exhaust, me: str) -> str:
    return f"make {target(p.target, me)} exhausted"


@words.register
def _(p: W.HealEach, me: str) -> str:
    return f"heal {noun(p.q, 'each')}"


@words.register
def _(p: P.ShuffleIntoDeck, me: str) -> str:
    return f"shuffle {noun(p.q)} from your discard pile into your draw deck"


@words.register
def _(p: P.RevealTop, me: str) -> str:
    if p.bottom:
        shown = "the bottom card of your draw deck"
    elif p.count is not None:
        shown = f"from the top of your draw deck a card for each {count(p.count, me)}"
    else:
        shown = f"the top {'card' if p.n == 1 else counted(p.n, 'card')} of your draw deck"
    otherwise = f"; if none is taken, {sequence(p.otherwise, me)}" if p.otherwise else ""
    return f"reveal {shown}, take each {noun(p.take, '')} revealed into hand and discard the rest{otherwise}"


@words.register
def _(p: P.RevealUntil, me: str) -> str:
    return (
        f"reveal cards from the top of your draw deck until one is not {noun(p.q)}, and take every card "
        "revealed into hand"
    )


@words.register
def _(p: path.ReplaceSite, me: str) -> str:
    if p.number:
        return f"replace an opponent's site {p.number} with your site {p.number}"
    which = "the fellowship's site" if p.current else "an opponent's site"
    return f"replace {which} with your site of the same number"


@words.register
def _(p: Once, me: str) -> str:
    return f"once per {p.scope}"


@words.register
def _(p: P.DiscardAtRandom, me: str) -> str:
    return f"make your opponent discard {counted(p.n, 'card')} at random from hand"


def until(boundary: str) -> str:
    return UNTIL.get(boundary, f" {GAP}duration {boundary})")


def sequence(parts: tuple[Any, ...], me: str, costs: bool = True) -> str:
    """Parts in order as one clause: requirements first ("if ..., "), then the costs joined "to" the
    last effect ("exert a ranger to discard a minion"); a branch's option (``costs`` False) pays
    nothing first, so its parts are joined by "and" ("exert ... and exert ...")."""
    phrases = [words(p, me) for p in parts]
    n = 0
    while n < len(parts) - 1 and isinstance(parts[n], (Require, Once)):  # "if ...", "once per turn"
        n += 1
    prefix = "".join(f"{ph}, " for ph in phrases[:n])
    rest = phrases[n:]
    if len(rest) <= 1 or not costs:
        return prefix + joined(rest)
    paid = n
    while paid < len(parts) - 1 and getattr(parts[paid], "cost", False):  # (``vocab.Part.cost``)
        paid += 1
    if paid == n:  # nothing paid first: effects one after another
        return prefix + joined(rest)
    return prefix + joined(phrases[n:paid]) + " to " + joined(phrases[paid:])


def joined(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
