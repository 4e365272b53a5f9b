"""[gandalf] cards of set 1 beyond the starters and :mod:`free`'s first batches (issue 16)."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.cardtext import FELLOWSHIP, GANDALF, REGROUP
from eregion.games.tcg.counts import Count, InOpponentsHand, RacesSpotted, Repeat, UpTo
from eregion.games.tcg.filters import BEARER, SELF, Cond, Q, Static
from eregion.games.tcg.fotr.free import ORC
from eregion.games.tcg.piles import LookAtTop
from eregion.games.tcg.registry import CardText, Special, register
from eregion.games.tcg.stacking import PlayStacked, StackFromHand
from eregion.games.tcg.vocab import (
    Branch,
    Burdens,
    DiscardFromHand,
    DiscardTarget,
    Draw,
    Exert,
    Part,
    PlayFrom,
    RemoveTwilight,
    SeeHand,
    Spot,
)

PIPE = Q(item_class="pipe")
PIPEWEED = Q(keyword="pipeweed", type="possession", yours=True)


def pipe(*effect: Part) -> Special:
    """ "Fellowship: discard a pipeweed possession and spot X pipes to ... X ...": X is every pipe
    spotted (ruling 5)."""
    return Special((FELLOWSHIP,), (DiscardTarget(PIPEWEED), Repeat(Count(PIPE), effect, apart=True)))


def orcs_revealed_remove(limit: int | None = None) -> tuple[Part, ...]:
    """ "Reveal an opponent's hand. Remove (1) for each Orc revealed" (Glamdring, Sting)."""
    return (SeeHand(True), Repeat(InOpponentsHand(ORC, limit), (RemoveTwilight(1, effect=True),)))


register(
    {
        "1_73": CardText(  # Gandalf's Cart
            support=True,
            specials=(
                Special(
                    (FELLOWSHIP,),
                    (
                        Branch(
                            (
                                (StackFromHand(Q(side="free", type=("artifact", "possession"))),),
                                (PlayStacked(Q()),),
                            ),
                            ("stack a card from hand", "play a card stacked here"),
                        ),
                    ),
                ),
            ),
        ),
        "1_72": CardText(  # Gandalf, The Grey Wizard
            statics=(
                Static(
                    "strength",
                    1,
                    target="self",
                    per=RacesSpotted(("hobbit", "dwarf", "elf", "man"), Q(type="companion")),
                ),
            )
        ),
        "1_74": CardText(bearer=Q(title="Gandalf"), specials=(pipe(Burdens(-1)),)),  # Gandalf's Pipe
        "1_75": CardText(  # Glamdring
            bearer=Q(title="Gandalf"),
            statics=(Static("damage", 1, target="bearer"),),
            specials=(Special((FELLOWSHIP, REGROUP), (Exert(BEARER), *orcs_revealed_remove())),),
        ),
        "1_77": CardText(  # Let Folly Be Our Cloak
            event=(
                UpTo((Exert(Q(type="companion", fresh=True)),), (RemoveTwilight(1, effect=True),), least=1),
            )
        ),
        "1_79": CardText(  # The Nine Walkers
            requires=(Spot(GANDALF),),
            support=True,
            statics=(Static("cost", -2, q=Q(type="companion", new_race=True)),),
        ),
        "1_80": CardText(  # Ottar
            requires=(Spot(GANDALF),),
            specials=(
                Special(
                    (FELLOWSHIP,), (Exert(SELF), UpTo((DiscardFromHand(),), (Draw(1),), most=3, least=1))
                ),
            ),
        ),
        # The twilight pool is read before the event's own cost is added (its cost is 3: read after,
        # Questions could never be played): a requirement to play, ruling 40.
        "1_81": CardText(  # Questions That Need Answering
            requires=(Require(Cond("pool_below", 3)), Spot(GANDALF)), event=(LookAtTop(4, 2),)
        ),
        "1_82": CardText(  # Risk a Little Light
            requires=(Require(Cond("pool_below", 2)), Spot(GANDALF)), event=(LookAtTop(2, 1),)
        ),
        "1_87": CardText(  # A Wizard Is Never Late
            event=(PlayFrom(Q(culture="gandalf", type=("companion", "ally")), ("draw",)),)
        ),
    }
)
