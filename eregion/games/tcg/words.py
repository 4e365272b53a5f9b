"""Every card's text in our own words, generated from the encoding the engine runs (issue 15).

Like a compiler's pretty-printer: each element of the vocabulary (:mod:`vocab` parts, :mod:`filters`
filters, conditions and static abilities, :mod:`registry` abilities) says what it does, and a card's
text is composed from the elements it is made of, costs first ("exert Boromir to make ..."). A card
that is encoded wrongly therefore reads wrongly. An element this module cannot read says so in the
text (:data:`GAP`), and its card is not counted as implemented. Printed card text is never used.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache, singledispatch
from typing import Any

from eregion.cards.effects import Require
from eregion.core import CardEntry
from eregion.games.tcg import assignment as A
from eregion.games.tcg import bonuses as B
from eregion.games.tcg import cardtext as _cardtext  # noqa: F401  (registers the card abilities)
from eregion.games.tcg import counts as N
from eregion.games.tcg import discarding as D
from eregion.games.tcg import fotr as _fotr  # noqa: F401  (and set 1's beyond the starters)
from eregion.games.tcg import may as M
from eregion.games.tcg import opponent as O
from eregion.games.tcg import participation as T
from eregion.games.tcg import path, ring
from eregion.games.tcg import piles as P
from eregion.games.tcg import responses as RS
from eregion.games.tcg import vocab as V
from eregion.games.tcg import wounding as W
from eregion.games.tcg.components import KEYWORDS, CardDef, cards
from eregion.games.tcg.filters import BEARER, IT, RING_BEARER, SELF, Cond, Q, Static, Target
from eregion.games.tcg.once import Once
from eregion.games.tcg.phases import EndShadowPhase
from eregion.games.tcg.registry import TEXT, CardText, Response, Special, Trigger
from eregion.games.tcg.transfer import Transfer

GAP = "(not described: "
"""How an element the describer cannot read shows in a card's text; such a card is not implemented."""

RACES = {"uruk_hai": "Uruk-hai", "nazgul": "Nazgûl"}
PLURALS = {"Man": "Men", "Elf": "Elves", "Dwarf": "Dwarves", "Uruk-hai": "Uruk-hai", "Nazgûl": "Nazgûl"}
UNTIL = {
    "skirmish": "",
    "phase": " until the end of the phase",
    "regroup": " until the regroup phase",
    "turn": " until the end of the turn",
}
"""Durations, as the turn and combat steps expire them; a bonus until the end of the skirmish is the
TCG's default for skirmish abilities and goes unsaid."""
SIDES = {"free": "Free Peoples", "shadow": "Shadow"}
ZONES = {"hand": "hand", "discard": "discard pile", "draw": "draw deck"}
MULTIPLES = {2: "doubled", 3: "tripled"}


def gap(element: object) -> str:
    return f"{GAP}{type(element).__name__})"


def race(r: str) -> str:
    return RACES.get(r, r.capitalize())


def plural(word: str) -> str:
    if word in PLURALS:
        return PLURALS[word]
    return word[:-1] + "ies" if word.endswith("y") else word + "s"


def article(phrase: str) -> str:
    return ("an " if phrase.lstrip("[")[:1].lower() in "aeiou" else "a ") + phrase


def signed(n: int) -> str:
    return f"{n:+d}"


def counted(n: int, thing: str) -> str:
    """ "a card", "2 cards"."""
    return article(thing) if n == 1 else f"{n} {plural(thing)}"


# --- filters ---------------------------------------------------------------------------------------


def noun(q: Q, det: str = "a", n: int = 1) -> str:
    """The cards ``q`` means, as a noun phrase: "a [gondor] Man", "each other Uruk-hai minion",
    "5 Orc minions", "your companion or minion". ``det``: "a", "each" or "" (no determiner)."""
    if q.either:
        rest = replace(q, either=())
        if rest == Q():
            return " or ".join(noun(e, det, n) for e in q.either)
        return f"{noun(rest, det, n)} that is " + " or ".join(map(noun, q.either))
    if q.rb and replace(q, rb=False, type=None) == Q():
        return "the Ring-bearer"
    if q.title is not None:
        head = q.title if q.type is None else f"the {_types(q.type, 1)} {q.title}"
        rest = replace(
            q, title=None, type=None, signet=None, not_title=None, not_race=None, skirmishing=False
        )
        return head + _after(q) + ("" if rest == Q() else f" that is {noun(rest)}")
    adjectives = [
        *(["different"] if q.fresh else []),
        *(["roaming"] if q.roaming else []),
        *(["exhausted"] if q.exhausted else []),
        *(["unassigned"] if q.free else []),
        *([q.timing] if q.timing else []),
        *([SIDES[q.side]] if q.side else []),
        *([f"[{q.culture}]"] if q.culture else []),
        *([q.keyword.replace("_", " ")] if q.keyword and (q.type or q.race or q.item_class) else []),
        *([race(q.race)] if q.race else []),
    ]
    if q.type is not None:
        head = _types(q.type, n)
    elif q.item_class is not None:
        head = q.item_class.replace("_", " ")
    elif q.race is None and q.keyword is not None:
        head = q.keyword.replace("_", " ")
    elif q.race is None:
        head = "card"
    else:
        head = ""
    if q.type is not None and q.item_class is not None:
        adjectives.append(q.item_class.replace("_", " "))
    if n > 1 and head and q.type is None:
        head = plural(head)
    elif n > 1 and not head:
        adjectives[-1] = plural(adjectives[-1])
    phrase = " ".join([*adjectives, head]).strip()
    return _determined(q, det, n, phrase) + _after(q)


def _types(t: str | tuple[str, ...], n: int) -> str:
    names = (t,) if isinstance(t, str) else t
    return " or ".join(plural(x) if n > 1 else x for x in names)


def _determined(q: Q, det: str, n: int, phrase: str) -> str:
    other = "other " if q.another else ""
    if n > 1:
        return f"{n} {other}{phrase}"
    if det == "each":
        return f"each {other}{phrase}" + (" you control" if q.yours else "")
    if det == "":
        return f"{other}{phrase}"
    if q.yours:
        return f"your {other}{phrase}"
    return f"another {phrase}" if q.another else article(phrase)


def _after(q: Q) -> str:
    return "".join(
        [
            f" with the {q.signet.capitalize()} signet" if q.signet else "",
            f" other than {q.not_title}" if q.not_title else "",
            f" that is not {article(race(q.not_race))}" if q.not_race else "",
            " who is skirmishing" if q.skirmishing else "",
            " (except the Ring-bearer)" if q.not_rb else "",
            " that it is skirmishing" if q.against else "",
            f" whose home is site {q.home}" if q.home is not None else "",
            f" bearing {noun(q.bearing)}" if q.bearing is not None else "",
            f" skirmishing {noun(q.vs)}" if q.vs is not None else "",
            " that is the Ring-bearer" if q.rb and q != Q(rb=True) else "",
            " whose race you cannot spot" if q.new_race else "",
            f" borne by {noun(q.on)}" if q.on is not None else "",
        ]
    )


def target(t: Target, me: str) -> str:
    if t == SELF:
        return me
    if t == IT:
        return "it"
    if t == BEARER:
        return "bearer"
    if t == RING_BEARER:
        return "the Ring-bearer"
    assert isinstance(t, Q)
    return noun(t)


def condition(c: Cond) -> str:
    """A clause that holds or not, to follow "if" or "while"."""
    k, n = c.kind, c.n
    if k == "spot" and c.q is not None:
        return f"you can spot {noun(c.q, n=max(1, n))}"
    if k == "sites":
        return f"the fellowship is at a site numbered {n} or lower"
    if k == "sites_after":
        return f"the fellowship is at a site numbered higher than {n}"
    if k == "pool_below":
        return f"the twilight pool has fewer than {n} twilight tokens"
    if k == "burdens_at_most":
        return f"the Ring-bearer has {n} or fewer burdens"
    if k == "burdens_at_least":
        return f"you can spot {counted(n, 'burden')}"
    if k == "site_keyword":
        return f"the fellowship is at {article(c.word or 'underground')} site"
    if k == "target_keyword":  # the code checks "defender"; the Cond names no keyword
        return "it has defender"
    if k == "target_vs" and c.q is not None:
        return f"it is skirmishing {noun(c.q)}"
    if k == "no_ranger":
        return "you cannot spot a ranger"
    if k == "in_skirmish":
        return "a skirmish is under way"
    if k == "skirmish_involves" and c.q is not None:
        return f"it is played during a skirmish involving {noun(c.q)}"
    if k == "wearing":
        return "the Ring-bearer wears The One Ring"
    if k == "bears" and c.q is not None:
        return f"it bears {noun(c.q)}"
    if k == "not" and len(c.of) == 1:
        return denied(c.of[0])
    if k == "either" and c.of:
        return " or ".join(map(condition, c.of))
    if k == "rb_exhausted":
        return "the Ring-bearer is exhausted"
    if k == "rb_assigned":
        return "the Ring-bearer is assigned to a skirmish that has not resolved"
    if k == "dead_companions":
        return f"there are {n} or more companions in the dead pile"
    if k == "burdens_and_dead":
        return f"the burdens and the companions in the dead pile number {n} or more together"
    if k == "only" and c.q is not None:
        return f"every companion is {noun(c.q)}"
    if k == "is" and c.q is not None:
        return f"it is {noun(c.q)}"
    if k == "all" and c.of:
        return " and ".join(map(condition, c.of))
    if k == "no_draw_deck":
        return "the Free Peoples player has no cards in his or her draw deck"
    if k == "at_host":
        return "the fellowship is at the site this card is on"
    if k == "on_self":
        return "it is played on this card"
    if k == "spared":
        return "bearer was not assigned to a skirmish this turn and another companion was"
    if k == "beside" and c.q is not None:
        return f"it is in the same skirmish as another {noun(c.q, '')}"
    if k == "sites_between":
        return f"the fellowship is at a site numbered {n} to {c.m}"
    if k == "bearer_is" and c.q is not None:
        return f"bearer is {noun(c.q)}"
    if k == "unassigned":
        return "it is not assigned to a skirmish"
    if k == "phase" and c.word:
        return f"it is the {c.word} phase"
    if k == "exertable":
        return f"it can exert {n} times"
    return f"{GAP}condition {k})"


def denied(c: Cond) -> str:
    """A condition that does not hold: "you cannot spot ...", "the fellowship is not at ..."."""
    if c.kind == "spot" and c.q is not None:
        return f"you cannot spot {noun(c.q, n=max(1, c.n))}"
    if c.kind == "site_keyword":
        return f"the fellowship is not at {article(c.word or 'underground')} site"
    return f"it is not so that {condition(c)}"


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
    which = "the fellowship's site" if p.current else "an opponent's site"
    return f"replace {which} with your site of the same number"


@words.register
def _(p: Once, me: str) -> str:
    return f"once per {p.scope}"


@words.register
def _(p: P.DiscardAtRandom, me: str) -> str:
    return f"make your opponent discard {counted(p.n, 'card')} at random from hand"


def count(c: N.Counted, me: str) -> str:
    """What a count counts, after "for each": "other [moria] Orc minion you spot", "burden",
    "companion over 4", "Orc minion in your opponent's revealed hand", "of 3 times"."""
    if isinstance(c, N.InOpponentsHand):
        limit = f" (at most {c.limit})" if c.limit is not None else ""
        return f"{noun(c.q, '')} in your opponent's revealed hand{limit}"
    if isinstance(c, N.RacesSpotted):
        names = ", ".join(race(r) for r in c.races)
        return f"of these races you can spot among the {plural(noun(c.q, ''))}: {names}"
    if isinstance(c, N.MinionsInSkirmish):
        return "minion in the skirmish"
    if isinstance(c, N.OwnStrength):
        return f"point of {me}'s strength"
    if c.fixed is not None:
        return f"of {c.fixed} times"
    if c.q is None:
        thing = "burden"
    else:
        thing = f"{'other ' if c.other else ''}{noun(c.q, '')} you spot"
    return thing + (f" over {c.over}" if c.over else "")


@words.register
def _(p: N.PumpBy, me: str) -> str:
    limit = f" (limit {signed(p.n * p.count.limit)})" if p.count.limit is not None else ""
    return f"make {target(p.target, me)} strength {signed(p.n)} for each {count(p.count, me)}{limit}"


@words.register
def _(p: N.Repeat, me: str) -> str:
    may = "you may " if p.optional else ""
    if isinstance(p.count, N.Count) and p.count.fixed is not None:
        return f"{may}{sequence(p.parts, me)}, up to {p.count.fixed} times"
    return f"{may}{sequence(p.parts, me)} once for each {count(p.count, me)}"


@words.register
def _(p: N.DrawBy, me: str) -> str:
    return f"draw a card for each {count(p.count, me)}"


@words.register
def _(p: O.ByOpponent, me: str) -> str:
    return f"make your opponent {sequence(p.parts, me)}"


@words.register
def _(p: N.UpTo, me: str) -> str:
    then = f" and {sequence(p.then, me, costs=False)} X times" if p.then else ""
    return f"choose X from {p.least} to {p.most}: {sequence(p.each, me, costs=False)} X times{then}"


@words.register
def _(p: T.Participate, me: str) -> str:
    return f"allow {target(p.target, me)} to participate in archery fire and skirmishes{until(p.until)}"


@words.register
def _(p: T.Abstain, me: str) -> str:
    return f"{target(p.target, me)} does not add to the fellowship archery total this phase"


@words.register
def _(p: W.CapWounds, me: str) -> str:
    if p.n == 0:
        return f"prevent all wounds to {target(p.target, me)}{until(p.until)}"
    wounds = f"{p.n} wound{'s' if p.n != 1 else ''}"
    return f"{target(p.target, me)} takes no more than {wounds} during each skirmish phase{until(p.until)}"


@words.register
def _(p: P.MillOwn, me: str) -> str:
    return f"discard {'the top card' if p.n == 1 else f'the top {p.n} cards'} of your draw deck"


@words.register
def _(p: B.CancelBonus, me: str) -> str:
    return f"cancel the strength bonus from {noun(p.q)}{until(p.until)}"


@words.register
def _(p: EndShadowPhase, me: str) -> str:
    return "end your Shadow phase"


@words.register
def _(p: Transfer, me: str) -> str:
    what = (
        "this card from your support area"
        if p.card is None
        else f"{noun(p.card)} from your support area or discard pile"
    )
    return f"transfer {what} to {noun(p.onto)}"


@words.register
def _(p: P.RevealAtRandom, me: str) -> str:
    then = "; you may discard one of them" if p.discard else ""
    return f"make your opponent reveal a card at random from hand for each {count(p.count, me)}{then}"


@words.register
def _(p: P.DiscardRevealed, me: str) -> str:
    return "discard one of the cards revealed"


@words.register
def _(p: A.AssignTo, me: str) -> str:
    return f"assign {target(p.character, me)} to skirmish {target(p.minion, me)}"


@words.register
def _(p: A.Unassignable, me: str) -> str:
    return f"prevent your opponent from assigning it to skirmish {me}"


@words.register
def _(p: ring.WearRing, me: str) -> str:
    return "make the Ring-bearer put on The One Ring until the regroup phase"


@words.register
def _(p: ring.Corrupt, me: str) -> str:
    return "corrupt the Ring-bearer"


@words.register
def _(p: P.MillOpponent, me: str) -> str:
    each = " for each card in the Free Peoples player's dead pile" if p.per_dead else ""
    return f"make your opponent discard {counted(p.n, 'card')} from the top of his or her draw deck{each}"


@words.register
def _(p: P.MillForBurdens, me: str) -> str:
    limit = f" (limit {p.limit} burden{'s' if p.limit != 1 else ''})" if p.limit else ""
    return (
        f"discard a card from the top of your draw deck for each {noun(p.per, '')} you spot and add a "
        f"burden for each Shadow card discarded this way{limit}"
    )


@words.register
def _(p: O.DiscardFromOpponentsHand, me: str) -> str:
    return f"discard {noun(p.q)} from your opponent's revealed hand"


@words.register
def _(p: M.YouMay, me: str) -> str:
    return f"you may {sequence(p.parts, me)}"


@words.register
def _(p: D.Discard, me: str) -> str:
    return f"discard {target(p.target, me)}"


@words.register
def _(p: P.TakeLastDiscarded, me: str) -> str:
    return "take the last card discarded into hand"


@words.register
def _(p: P.Redraw, me: str) -> str:
    return f"make your opponent shuffle his or her hand into the draw deck and draw {counted(p.n, 'card')}"


@words.register
def _(p: P.LookAtTop, me: str) -> str:
    return (
        f"look at the top {counted(p.n, 'card')} of your draw deck, take {p.take} of them into hand "
        "and discard the rest"
    )


@words.register
def _(p: RS.Prevent, me: str) -> str:
    return "prevent that"


@words.register
def _(p: RS.Cancel, me: str) -> str:
    return "cancel that event"


@words.register
def _(p: RS.CopiesBeneathDeck, me: str) -> str:
    return "take all copies of it in your discard pile and place them beneath your draw deck"


@words.register
def _(p: RS.PlayIt, me: str) -> str:
    cheaper = f" (its twilight cost is {signed(-p.discount)})" if p.discount else ""
    return f"play it from your discard pile{cheaper}"


@words.register
def _(p: RS.ToLoser, me: str) -> str:
    return f"transfer {me} from your support area to the losing character (limit 1 per character)"


@words.register
def _(p: W.WoundOrBurden, me: str) -> str:
    who = target(p.target, me)
    return f"wound {who} (if {who} is the Ring-bearer, add a burden instead)"


@words.register
def _(p: RS.PutOnRing, me: str) -> str:
    return "he wears The One Ring until the regroup phase"


@words.register
def _(p: RS.MakeRingBearer, me: str) -> str:
    return f"make {me} the Ring-bearer (resistance {p.resistance})"


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
        return prefix + _and(rest)
    paid = n
    while paid < len(parts) - 1 and getattr(parts[paid], "cost", False):  # (``vocab.Part.cost``)
        paid += 1
    if paid == n:  # nothing paid first: effects one after another
        return prefix + _and(rest)
    return prefix + _and(phrases[n:paid]) + " to " + _and(phrases[paid:])


def _and(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


# --- static abilities, abilities and whole cards -------------------------------------------------


@words.register
def _(st: Static, me: str) -> str:
    """A static ability as a statement ("the twilight cost of each companion is +2")."""
    n, k = signed(st.n), st.stat
    said: str | None = None
    if k in KEYWORDS or k == "defender":  # a keyword granted: "bearer is damage +1", "each Nazgûl is fierce"
        who = {"bearer": "bearer", "self": me}.get(st.target) or (noun(st.q, "each") if st.q else None)
        said = f"{who} is {granted(k, st.n)}" if who and st.per is None else None
    elif st.target == "self" and k == "strength":
        per = f" for each other {noun(st.per, '')} you can spot" if isinstance(st.per, Q) else ""
        if st.per is not None and not isinstance(st.per, Q):
            per = f" for each {count(st.per, me)}"  # type: ignore[arg-type]
        said = f"{me} is strength {n}{per}"
    elif st.target == "self" and k == "overwhelm" and st.n in MULTIPLES:
        said = f"{me} may not be overwhelmed unless his or her strength is {MULTIPLES[st.n]}"
    elif st.target == "bearer" and k == "no_heal":
        said = "bearer cannot heal"
    elif st.target == "bearer" and k == "no_unburden":
        said = "burdens may not be removed from bearer"
    elif st.target == "bearer":
        times = MULTIPLES.get(st.n)
        said = {
            "strength": f"bearer is strength {n}{bearer_per(st)}",
            "overwhelm": f"bearer may not be overwhelmed unless his or her strength is {times}"
            if times
            else None,
            "max_wounds": f"bearer takes no more than {st.n} wound{'s' if st.n != 1 else ''} in each skirmish",
            "ring_burdens": "while bearer wears The One Ring, each time he is about to take a wound, add "
            f"{counted(st.n, 'burden')} instead",
        }.get(k)
    elif st.target == "foes" and k == "weaponless":
        said = f"a character skirmishing {me} does not gain strength bonuses from weapons"
    elif st.target == "self" and k == "cost":
        said = f"the twilight cost of {me} is {n}"
    elif st.target == "self_vs" and st.q is not None and k == "strength":
        said = f"while skirmishing {noun(st.q)}, {me} is strength {n}"
    elif st.target:
        said = None
    elif st.first_per and k == "cost" and st.q is not None:
        said = f"the twilight cost of the first {noun(st.q, '')} played each {st.first_per} is {n}"
    elif st.first_per_phase:
        if k == "cost" and st.q is not None:
            said = f"the twilight cost of the first {noun(st.q, '')} played each Shadow phase is {n}"
    elif st.q is None and k == "move_limit" and st.n < 0:  # read while it holds (rules.move_limit)
        said = f"the move limit for this turn is {n} (to a minimum of 1)"
    elif st.q is None:
        said = {
            "shadow_number": f"each site's Shadow number is {n}",
            "minion_archery": f"the minion archery total is {n}",
            "fellowship_archery": f"the fellowship archery total is {n}",
            "move_limit": f"the move limit is {n} for the rest of the turn",
            "skip_archery": "the archery phase is skipped",
            "skip_skirmishes": "there are no assignment and skirmish phases",
            "no_skirmish_specials": "no player may use skirmish special abilities",
            "corruption": "the Ring-bearer is corrupted",
        }.get(k)
        if said is not None and st.per is not None:
            over = f" over {st.over}" if st.over else ""
            cap = f" (limit {signed(st.cap)})" if st.cap is not None else ""
            said += f" for each {noun(st.per, '')} you can spot{over}{cap}"
    else:
        said = {
            "strength": f"{noun(st.q, 'each')} is strength {n}",
            "cost": f"the twilight cost of {noun(st.q, 'each')} is {n}",
            "roaming": f"the roaming penalty for {noun(st.q, 'each')} played is {n}",
            "unplayable": f"no player may play {noun(st.q)}",
            "shielded": f"your opponent may not discard {noun(st.q)} from play",
        }.get(k)
    if said is None:
        return f"{GAP}static {k})"
    return (f"while {condition(st.cond)}, " if st.cond is not None else "") + said


def bearer_per(st: Static) -> str:
    """ " for each other Elf you can spot (limit +3)": a bearer's bonus counted."""
    if not isinstance(st.per, Q):
        return ""
    cap = f" (limit {signed(st.cap)})" if st.cap is not None else ""
    return f" for each other {noun(st.per, '')} you can spot{cap}"


def granted(keyword: str, n: int) -> str:
    """A keyword as a quality: "damage +1", "an archer", "fierce", "defender +1"."""
    word = keyword.replace("_", " ")
    if keyword in ("damage", "defender"):
        return f"{word} {signed(n)}"
    return article(word) if keyword in ("archer", "ranger", "tracker") else word


def timing(phases: Iterable[str]) -> str:
    return " or ".join(phases).capitalize()


def special(sp: Special, dd: CardDef, me: str) -> str:
    """ "Skirmish: exert Boromir to make ...", naming who may use it where the card's side does not."""
    who = {"free": "Free Peoples player", "shadow": "Shadow player", "any": "either player"}.get(sp.by)
    shown = dd.type == "site" or sp.by != dd.side
    return f"{timing(sp.phases)}{f' ({who})' if shown else ''}: {sequence(sp.parts, me)}"


TRIGGERS = {
    "play": "when you play {me}",
    "start_of_turn": "at the start of your turn",
    "fellowship_phase": "at the start of each fellowship phase",
    "moves_to": "when the fellowship moves to {me}",
    "moves_from": "when the fellowship moves from {me}",
    "wins_skirmish": "each time {me} wins a skirmish",
    "bearer_wins": "each time bearer wins a skirmish",
    "moves": "each time the fellowship moves",
    "leaves_host": "each time the fellowship moves from the site {me} is on",
    "shadow_start": "at the start of each of your Shadow phases",
    "shadow_end": "at the end of each of your Shadow phases",
    "end_of_turn": "at the end of the turn",
    "assigned": "each time bearer is assigned to a skirmish",
    "leaves": "each time the fellowship moves from a site",
}


def trigger(t: Trigger, me: str) -> str:
    when = TRIGGERS[t.on].format(me=me) if t.on in TRIGGERS else f"{GAP}trigger {t.on})"
    if t.on == "plays":
        when = f"each time you play {noun(t.q)}" if isinstance(t.q, Q) else f"{GAP}trigger plays)"
        if t.by == "any" and isinstance(t.q, Q):
            when = f"each time {noun(t.q)} is played"
    involving = f" involving {noun(t.involving)}" if isinstance(t.involving, Q) else ""
    if t.on in ("loses", "killed", "bearer_kills"):
        victim = noun(t.q) if isinstance(t.q, Q) else f"{GAP}trigger {t.on})"
        when = {
            "loses": f"each time {victim} loses a skirmish{involving}",
            "killed": f"each time {victim} is killed in a skirmish{involving}",
            "bearer_kills": f"each time bearer kills {victim} in a skirmish",
        }[t.on]
    who = "the Shadow player " if t.by == "shadow" else ""
    may = f"{who or 'you '}may " if t.optional else who
    return f"{when}, {may}{sequence(t.parts, me)}"


def response(r: Response, me: str) -> str:
    """ "Response: when a Dwarf wins a skirmish, heal that Dwarf"."""
    if r.on not in RS.MOMENTS:
        return f"response: {GAP}moment {r.on})"
    who = "a card" if r.q is None else target(r.q, me) if isinstance(r.q, (Q, str)) else gap(r.q)
    by = "" if r.by is None else f" by {noun(r.by) if isinstance(r.by, Q) else gap(r.by)}"
    return f"response: when {RS.MOMENTS[r.on].format(x=who)}{by}, {sequence(r.parts, me)}"


def abilities(text: CardText, dd: CardDef) -> list[str]:
    """The sentences of an encoded card text, in the order a card prints them."""
    me = self_name(dd)
    out = []
    if text.bearer is not None:
        out.append(f"bearer must be {noun(text.bearer) if isinstance(text.bearer, Q) else gap(text.bearer)}")
    if text.one_per_bearer:
        out.append("limit 1 per bearer")
    if text.extra_weapon:
        out.append(f"{me} may be borne in addition to 1 other {(dd.item_class or 'item').replace('_', ' ')}")
    if text.requires:
        out.append(f"to play, {sequence(text.requires, me)}")
    if text.support:
        out.append("plays to your support area")
    out += [words(st, me) for st in text.statics]
    if text.event:
        out.append(f"{timing(dd.phases)}: {sequence(text.event, me)}")
    out += [special(sp, dd, me) for sp in text.specials]
    out += [trigger(t, me) for t in text.triggers]
    out += [response(r, me) for r in text.responses]
    return [sentence[0].upper() + sentence[1:] + "." for sentence in out]


def self_name(dd: CardDef) -> str:
    """How a card names itself: characters and sites by title, the others as "this condition"."""
    return dd.title if dd.type in ("companion", "ally", "site") else f"this {dd.type}"


def keywords_line(dd: CardDef) -> list[str]:
    return [
        f"{k.replace('_', ' ').capitalize()}{f' {signed(v)}' if k == 'damage' else ''}."
        for k, v in dd.keywords
    ]


def stats_line(dd: CardDef) -> str:
    """The numbers on the card: twilight cost, strength, vitality, site numbers, signet."""
    bits = [
        *(["unique"] if dd.unique else []),
        *([f"twilight {dd.twilight}"] if dd.twilight is not None else []),
    ]
    if dd.type in ("companion", "ally", "minion"):
        bits += [f"strength {dd.strength}", f"vitality {dd.vitality}"]
    else:
        bits += [
            f"bearer {stat} {signed(n)}"
            for stat, n in (("strength", dd.strength), ("vitality", dd.vitality))
            if n
        ]
    bits += [
        *([f"resistance {dd.resistance}"] if dd.resistance is not None else []),
        *([f"{dd.signet.capitalize()} signet"] if dd.signet else []),
        *([f"site {dd.site}"] if dd.site is not None else []),
        *([f"Shadow number {dd.shadow_number}"] if dd.shadow_number is not None else []),
        *([f"home site {dd.home}"] if dd.home is not None else []),
        *([dd.item_class.replace("_", " ")] if dd.item_class else []),
    ]
    line = ", ".join(bits)
    return line[0].upper() + line[1:] + "." if line else ""


def card_text(dd: CardDef) -> str:
    """Keywords, the stats line, then every ability: encoded ones generated, rules-coded ones marked."""
    text = TEXT.get(dd.id)
    parts = [
        *keywords_line(dd),
        stats_line(dd),
        *(abilities(text, dd) if text is not None else []),
    ]
    return " ".join(p for p in parts if p)


def kind(dd: CardDef) -> str:
    """ "Gondor Man companion", "Moria Orc minion", "site 3"."""
    if dd.type == "site":
        return f"site {dd.site}"
    if dd.type == "ring":
        return "The One Ring"
    return " ".join(
        x for x in ((dd.culture or "").capitalize(), race(dd.race) if dd.race else "", dd.type) if x
    )


def facts(dd: CardDef) -> dict[str, Any]:
    """The card's printed facts as JSON values (absent when the card has none)."""
    out: dict[str, Any] = {
        "title": dd.title,
        "subtitle": dd.subtitle,
        "unique": dd.unique,
        "side": dd.side,
        "culture": dd.culture,
        "type": dd.type,
        "race": dd.race,
        "cost": dd.twilight,
        "strength": dd.strength,
        "vitality": dd.vitality,
        "resistance": dd.resistance,
        "signet": dd.signet,
        "site": dd.site,
        "home": dd.home,
        "shadow_number": dd.shadow_number,
        "keywords": dict(dd.keywords),
        "item_class": dd.item_class,
        "phases": list(dd.phases),
    }
    return {k: v for k, v in out.items() if v not in (None, {}, [])}


def implemented(dd: CardDef) -> bool:
    """Its printed ability is encoded (or it has none beyond keywords) and every element reads."""
    encoded = not dd.ability or dd.id in TEXT
    return encoded and GAP not in card_text(dd)


def entry(dd: CardDef) -> CardEntry:
    """One card's entry: implemented when its whole ability is encoded and every element reads."""
    text = card_text(dd)
    done = implemented(dd)
    if dd.ability and not done and GAP not in text:
        text = f"{text} (ability not yet encoded)"
    return CardEntry(dd.id, dd.name, kind(dd), text, done, facts(dd))


@lru_cache(maxsize=1)
def card_entries() -> tuple[CardEntry, ...]:
    """Every card of set 1 with its facts and generated text (``eregion cards tcg``)."""
    return tuple(map(entry, cards().values()))
