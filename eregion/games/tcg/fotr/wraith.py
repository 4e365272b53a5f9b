"""[ringwraith] cards of set 1 encoded with the third batch's vocabulary (sites replaced, counts,
possessions borne by a foe); the earlier ones are in :mod:`eregion.games.tcg.fotr.shadow`."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.assignment import AssignTo, CancelAssignments
from eregion.games.tcg.cardtext import COMPANION, SHADOW, SKIRMISH
from eregion.games.tcg.counts import Count, Repeat
from eregion.games.tcg.filters import BEARER, IT, RING_BEARER, SELF, Cond, Q, Static
from eregion.games.tcg.fotr.mounts import mount
from eregion.games.tcg.fotr.shadow import FOE, NAZGUL
from eregion.games.tcg.path import ReplaceSite
from eregion.games.tcg.piles import RevealTop
from eregion.games.tcg.registry import CardText, Response, Special, Trigger, register
from eregion.games.tcg.ring import RingTextOff
from eregion.games.tcg.transfer import Transfer
from eregion.games.tcg.vocab import (
    Branch,
    Burdens,
    DiscardSelf,
    DiscardTarget,
    Draw,
    Exert,
    Grant,
    PlayFrom,
    Pump,
    RemoveTwilight,
    Spot,
)
from eregion.games.tcg.wounding import Choose

FREE_ITEM = Q(side="free", type=("possession", "condition"))
WEAPON = Q(either=(Q(item_class="hand_weapon"), Q(item_class="ranged_weapon")), on=FOE)

register(
    {
        "1_205": CardText(  # Beauty Is Fading
            event=(
                Exert(NAZGUL),
                Branch(
                    (
                        (DiscardTarget(FREE_ITEM),),
                        (
                            Require(Cond("not", of=(Cond("spot", q=FREE_ITEM),))),
                            DiscardTarget(Q(type=("ally", "companion"), not_rb=True)),
                        ),
                    ),
                    ("a Free Peoples possession or condition", "none: an ally or companion"),
                ),
            )
        ),
        "1_206": CardText(  # Bent on Discovery
            support=True,
            triggers=(
                Trigger("shadow_start", (Draw(1),)),
                Trigger(
                    "shadow_end",
                    (
                        Branch(
                            ((Exert(NAZGUL),), (DiscardSelf(),)), ("exert a Nazgûl", "discard this condition")
                        ),
                    ),
                ),
            ),
        ),
        "1_211": CardText(  # Drawn to Its Power
            support=True, triggers=(Trigger("killed", (Burdens(1),), q=COMPANION, involving=NAZGUL),)
        ),
        "1_207": CardText(  # Black Breath
            support=True,
            statics=(Static("no_heal", 1, target="bearer"), Static("no_unburden", 1, target="bearer")),
            specials=(
                Special((SKIRMISH,), (Transfer(Q(type=("companion", "ally"), vs=NAZGUL)),), by="shadow"),
            ),
        ),
        "1_208": mount(NAZGUL),  # Black Steed
        "1_216": CardText(  # Morgul Blade
            bearer=NAZGUL,
            extra_weapon=True,
            specials=(
                Special(
                    (SKIRMISH,),
                    (
                        Choose(BEARER),
                        DiscardSelf(),
                        Transfer(Q(type="companion", against=True), card=Q(title="Blade Tip")),
                    ),
                    by="shadow",
                ),
            ),
        ),
        "1_210": CardText(  # Dark Whispers
            event=(
                Branch(
                    (
                        (
                            Require(Cond("burdens_at_least", 3)),
                            Choose(NAZGUL),
                            Pump(IT, 1),
                            Grant(IT, "damage", "skirmish"),
                        ),
                        (
                            Require(Cond("burdens_at_least", 6)),
                            Choose(NAZGUL),
                            Pump(IT, 3),
                            Grant(IT, "damage", "skirmish", n=2),
                        ),
                    ),
                    ("3 burdens: strength +1, damage +1", "6 burdens: strength +3, damage +2"),
                ),
            )
        ),
        "1_213": CardText(event=(Pump(NAZGUL, 2, alt=3, alt_if=Cond("rb_assigned")),)),  # Frozen by Fear
        "1_215": CardText(
            event=(RevealTop(0, Q(culture="ringwraith"), count=Count(NAZGUL)),)
        ),  # The Master's Will
        "1_222": CardText(  # Paths Seldom Trodden
            requires=(Spot(NAZGUL),),
            support=True,
            specials=(Special((SHADOW,), (RemoveTwilight(3), ReplaceSite(current=True)), by="shadow"),),
        ),
        "1_225": CardText(  # Sword of Minas Morgul
            bearer=Q(title="Úlairë Lemenya"),
            statics=(Static("damage", 1, target="bearer"),),
            specials=(
                Special(
                    (SKIRMISH,), (Exert(BEARER), DiscardTarget(Q(type="possession", on=FOE))), by="shadow"
                ),
            ),
        ),
        "1_230": CardText(  # Úlairë Cantëa
            specials=(Special((SKIRMISH,), (Exert(SELF), DiscardTarget(WEAPON)), by="shadow"),)
        ),
        "1_236": CardText(  # Úlairë Toldëa
            specials=(
                Special(
                    ("assignment",),
                    (Require(Cond("burdens_at_least", 4)), AssignTo(Q(type="companion", not_rb=True), SELF)),
                    by="shadow",
                ),
            )
        ),
        "1_233": CardText(
            specials=(Special((SHADOW,), (Exert(SELF), ReplaceSite()), by="shadow"),)
        ),  # Úlairë Nelya
        "1_234": CardText(  # Úlairë Nertëa
            triggers=(
                Trigger(
                    "play",
                    (
                        Repeat(
                            Count(COMPANION, over=4),
                            (PlayFrom(Q(type="minion"), ("discard",)),),
                            optional=True,
                        ),
                    ),
                ),
            )
        ),
        "1_224": CardText(  # Return to Its Master
            responses=(
                Response(
                    "skirmish_ends",
                    (
                        Require(Cond("wearing")),
                        CancelAssignments(),
                        AssignTo(RING_BEARER, NAZGUL, anew=True),
                        RingTextOff(),
                    ),
                    RING_BEARER,
                ),
            ),
        ),
    }
)
