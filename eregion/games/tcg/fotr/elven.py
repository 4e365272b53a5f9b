"""[elven] cards of set 1 beyond the starters and :mod:`free`'s first batches (issue 16)."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.cardtext import FELLOWSHIP, MANEUVER, SKIRMISH
from eregion.games.tcg.counts import InOpponentsHand, Repeat
from eregion.games.tcg.delayed import LosesTo
from eregion.games.tcg.filters import BEARER, IT, SELF, Cond, Q, Static
from eregion.games.tcg.fotr.free import ARCHERY, DWARF, ELF, ORC
from eregion.games.tcg.fotr.mounts import mount
from eregion.games.tcg.looking import LookAtRandom
from eregion.games.tcg.may import YouMay
from eregion.games.tcg.opponent import ByOpponent, DiscardFromOpponentsHand
from eregion.games.tcg.participation import Abstain, Participate
from eregion.games.tcg.piles import DiscardAtRandom
from eregion.games.tcg.registry import CardText, Special, Trigger, register
from eregion.games.tcg.vocab import (
    AddTwilight,
    Adjust,
    BeneathDeck,
    Branch,
    DiscardFromHand,
    Draw,
    Exert,
    Heal,
    Part,
    PlayFrom,
    Pump,
    SeeHand,
    Spot,
)
from eregion.games.tcg.wounding import HealEach, Wound

ELF_COMPANION = Q(race="elf", type="companion")


def archer_tale(*effect: Part) -> CardText:
    """ "Bearer must be an Elf companion. Archery: if bearer is an archer, exert bearer to ..."."""
    return CardText(
        bearer=ELF_COMPANION,
        specials=(
            Special((ARCHERY,), (Require(Cond("bearer_is", q=Q(keyword="archer"))), Exert(BEARER), *effect)),
        ),
    )


def home_ally_fights(home: int) -> CardText:
    """ "Exert an Elf ally whose home is site N. Until the regroup phase, that ally is strength +3 and
    participates in archery fire and skirmishes"."""
    return CardText(
        event=(Exert(Q(race="elf", type="ally", home=home)), Pump(IT, 3, until="regroup"), Participate(IT))
    )


register(
    {
        "1_36": CardText(  # Curse Their Foul Feet!
            event=(
                Exert(ELF),
                SeeHand(True),
                Repeat(InOpponentsHand(ORC), (ByOpponent((DiscardFromHand(),)),)),
            )
        ),
        "1_43": CardText(  # Far-seeing Eyes
            support=True, triggers=(Trigger("plays", (ByOpponent((DiscardFromHand(),)),), q=ELF),)
        ),
        "1_44": CardText(  # Foul Creation
            event=(
                Exert(ELF),
                SeeHand(True),
                YouMay((DiscardFromOpponentsHand(Q(culture="isengard", type="minion")), Draw(2))),
            )
        ),
        "1_45": CardText(  # Galadriel, Lady of Light
            triggers=(Trigger("start_of_turn", (HealEach(Q(type="ally", home=6)),)),),
            specials=(Special((FELLOWSHIP,), (Exert(SELF), PlayFrom(ELF, free=True))),),
        ),
        "1_46": CardText(  # Gift of Boats
            requires=(Exert(Q(race="elf", type="ally")),),
            support=True,
            triggers=(
                Trigger(
                    "leaves",
                    (
                        Require(Cond("site_keyword", word="river")),
                        Require(Cond("phase", word="fellowship")),
                        Adjust("move_limit", 1, "turn"),
                    ),
                ),
            ),
        ),
        "1_47": CardText(  # Gwemegil
            bearer=Q(title="Arwen"),
            statics=(Static("damage", 1, target="bearer"),),
            specials=(
                Special(
                    (SKIRMISH,),
                    (
                        Branch(
                            ((Exert(BEARER),), (DiscardFromHand(), DiscardFromHand(Q(fresh=True)))),
                            ("exert Arwen", "discard 2 cards from hand"),
                        ),
                        Pump(BEARER, 1),
                    ),
                ),
            ),
        ),
        "1_48": CardText(  # Haldir, Elf of the Golden Wood
            requires=(Spot(ELF),),
            statics=(Static("strength", 2, target="self", cond=Cond("sites_between", 6, m=8)),),
        ),
        "1_49": CardText(  # The Last Alliance of Elves and Men
            bearer=Q(culture="gondor", race="man"),
            one_per_bearer=True,
            statics=(Static("strength", 1, target="bearer", per=Q(race="elf"), cap=3),),
        ),
        "1_50": CardText(  # Legolas, Prince of Mirkwood
            specials=(Special((ARCHERY,), (Exert(SELF), Wound(Q(type="minion")), Abstain(SELF))),)
        ),
        "1_54": CardText(  # Mallorn-trees
            support=True,
            specials=(Special((FELLOWSHIP,), (BeneathDeck(Q(culture="elven"), revealed=True),)),),
        ),
        "1_55": CardText(  # The Mirror of Galadriel
            support=True,
            statics=(Static("strength", 1, q=Q(race="elf", type="ally", home=6)),),
            specials=(
                Special(
                    (MANEUVER,),
                    (Require(Cond("opponent_hand", 7)), Exert(Q(title="Galadriel")), LookAtRandom(2)),
                ),
            ),
        ),
        "1_60": CardText(site_text=3),  # Silinde
        "1_67": CardText(site_text=6),  # Uruviel
        "1_62": archer_tale(Adjust("fellowship_archery", 1, "phase")),  # The Splendor of Their Banners
        "1_64": home_ally_fights(3),  # Support of the Last Homely House
        "1_65": home_ally_fights(6),  # Swan-ship of the Galadhrim
        "1_68": archer_tale(DiscardAtRandom(2)),  # The White Arrows of Lórien
        "1_59": CardText(  # Shoulder to Shoulder (a loop with itself: ruling 18, :mod:`loops`)
            support=True,
            specials=(
                Special(
                    (MANEUVER,),
                    (
                        Branch(
                            (
                                (AddTwilight(1), Exert(DWARF), Heal(ELF)),
                                (AddTwilight(1), Exert(ELF), Heal(DWARF)),
                            ),
                            ("exert a Dwarf to heal an Elf", "exert an Elf to heal a Dwarf"),
                        ),
                    ),
                ),
            ),
        ),
        "1_29": CardText(  # Ancient Enmity
            event=(Pump(ELF, 1), LosesTo(Q(type="minion"), (DiscardAtRandom(2),)))
        ),
        "1_31": mount(
            ELF, Static("cost", -2, target="self", cond=Cond("bearer_is", q=Q(title="Arwen")))
        ),  # Asfaloth
    }
)
