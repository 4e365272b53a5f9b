"""The words of the later vocabulary elements: counts, piles, responses, assignment, the Ring, ..."""

from __future__ import annotations

from eregion.games.tcg import assignment as A
from eregion.games.tcg import bonuses as B
from eregion.games.tcg import counts as N
from eregion.games.tcg import deck_top as DT
from eregion.games.tcg import delayed as DL
from eregion.games.tcg import discarding as D
from eregion.games.tcg import looking as L
from eregion.games.tcg import may as M
from eregion.games.tcg import opponent as O
from eregion.games.tcg import participation as T
from eregion.games.tcg import piles as P
from eregion.games.tcg import responses as RS
from eregion.games.tcg import ring
from eregion.games.tcg import stacking as K
from eregion.games.tcg import wounding as W
from eregion.games.tcg.phases import EndShadowPhase
from eregion.games.tcg.transfer import Transfer
from eregion.games.tcg.words.effects import sequence, until, words
from eregion.games.tcg.words.phrases import count, counted, noun, signed, target


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
def _(p: K.StackFromHand, me: str) -> str:
    return f"stack {noun(p.q)} from hand on {me}"


@words.register
def _(p: K.StackHere, me: str) -> str:
    return f"discard cards and wounds on {target(p.target, me)} and stack it on {me}"


@words.register
def _(p: K.PlayStacked, me: str) -> str:
    return f"play {noun(p.q)} stacked on {me} as if from hand"


@words.register
def _(p: L.LookAtRandom, me: str) -> str:
    return f"look at {p.n} cards at random from your opponent's hand; discard one and put the other back"


@words.register
def _(p: L.DiscardLookedAt, me: str) -> str:
    return "discard one of the cards looked at"


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


@words.register
def _(p: DL.LosesTo, me: str) -> str:
    return f"if {noun(p.q)} loses this skirmish to {target(p.target, me)}, {sequence(p.parts, me)}"


@words.register
def _(p: DT.RevealTopOfAny, me: str) -> str:
    return (
        f"reveal the top {p.n} cards of any draw deck; you may discard 1 {noun(p.discard, '')} revealed; "
        "return the rest in any order"
    )


@words.register
def _(p: ring.RingTextOff, me: str) -> str:
    return "The One Ring's game text does not apply during that skirmish"


@words.register
def _(p: A.CancelAssignments, me: str) -> str:
    return "cancel all remaining assignments"
