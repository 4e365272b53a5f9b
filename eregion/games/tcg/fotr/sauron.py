"""[sauron] cards of set 1 encoded with the third batch's vocabulary (counts, the opponent choosing,
the Ring-bearer corrupted, conditions on companions); the earlier ones are in
:mod:`eregion.games.tcg.fotr.shadow`."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.assignment import AssignTo
from eregion.games.tcg.cardtext import COMPANION
from eregion.games.tcg.counts import Count, PumpBy, Repeat
from eregion.games.tcg.filters import SELF, Cond, Q, Static
from eregion.games.tcg.fotr.shadow import NOT_RB, SAURON_ORC
from eregion.games.tcg.once import Once
from eregion.games.tcg.opponent import ByOpponent
from eregion.games.tcg.piles import RevealTop, ShuffleIntoDeck
from eregion.games.tcg.registry import CardText, Special, Trigger, register
from eregion.games.tcg.ring import Corrupt
from eregion.games.tcg.vocab import (
    AddTwilight,
    Branch,
    Burdens,
    DiscardFromHand,
    DiscardSelf,
    Exert,
    MillFreePeoples,
    PumpEach,
    RemoveTwilight,
    Spot,
)
from eregion.games.tcg.wounding import Wound

HOBBIT = Q(race="hobbit", type="companion")

register(
    {
        "1_239": CardText(  # All Thought Bent on It
            event=(
                Spot(SAURON_ORC),
                Spot(COMPANION, 5),
                ByOpponent((Repeat(Count(COMPANION, over=4), (Exert(COMPANION),)),)),
            )
        ),
        "1_242": CardText(  # The Dark Lord's Summons
            requires=(Spot(SAURON_ORC),),
            support=True,
            specials=(
                Special(
                    ("shadow",),
                    (RemoveTwilight(3), RevealTop(1, Q(culture="sauron"), otherwise=(DiscardFromHand(),))),
                    by="shadow",
                ),
            ),
        ),
        "1_243": CardText(  # Despair
            event=(Require(Cond("burdens_and_dead", 12)), Spot(SAURON_ORC), Corrupt())
        ),
        "1_244": CardText(  # Desperate Defense of the Ring
            requires=(Exert(SAURON_ORC),),
            bearer=COMPANION,
            triggers=(
                Trigger(
                    "assigned",
                    (
                        ByOpponent(
                            (
                                Branch(
                                    (
                                        (
                                            DiscardFromHand(),
                                            DiscardFromHand(Q(fresh=True)),
                                            DiscardFromHand(Q(fresh=True)),
                                        ),
                                        (Burdens(1),),
                                    ),
                                    ("discard 3 cards from hand", "add a burden"),
                                ),
                            )
                        ),
                    ),
                ),
            ),
        ),
        "1_245": CardText(event=(Spot(SAURON_ORC), Burdens(-1), MillFreePeoples(5))),  # Desperate Measures
        "1_246": CardText(  # Enduring Evil
            event=(PumpBy(Q(type=("companion", "ally"), vs=SAURON_ORC), -1, count=Count()),)
        ),
        "1_251": CardText(  # A Host Avails Little
            event=(Spot(SAURON_ORC), Spot(COMPANION, 6), Repeat(Count(COMPANION, over=5), (Wound(NOT_RB),)))
        ),
        "1_249": CardText(  # Gleaming Spires Will Crumble
            support=True,
            statics=(
                Static(
                    "strength",
                    2,
                    q=SAURON_ORC,
                    cond=Cond("target_vs", q=Q(culture="gondor", type=("companion", "ally"))),
                ),
            ),
            triggers=(
                Trigger(
                    "loses", (DiscardSelf(),), q=Q(culture="sauron", race="orc", type="minion", yours=True)
                ),
            ),
        ),
        "1_252": CardText(  # The Irresistible Shadow
            requires=(Exert(SAURON_ORC),),
            support=True,
            statics=(
                Static(
                    "corruption", 1, cond=Cond("all", of=(Cond("burdens_at_least", 5), Cond("no_draw_deck")))
                ),
            ),
        ),
        "1_258": CardText(  # Morgul Skulker
            triggers=(
                Trigger(
                    "play",
                    (Repeat(Count(fixed=2), (ShuffleIntoDeck(Q(culture="ringwraith")),), optional=True),),
                ),
            )
        ),
        "1_260": CardText(  # The Number Must Be Few
            support=True, statics=(Static("move_limit", -1, cond=Cond("spot", 7, q=COMPANION)),)
        ),
        "1_274": CardText(  # Sauron's Defenses
            requires=(Exert(SAURON_ORC),),
            support=True,
            statics=(Static("move_limit", -1, cond=Cond("dead_companions", 3)),),
        ),
        "1_262": CardText(  # Orc Assassin
            statics=(Static("roaming", -1, q=Q(culture="sauron", type="minion")),),
            specials=(
                Special(
                    ("assignment",),
                    (Spot(HOBBIT, 2), ByOpponent((AssignTo(Q(race="hobbit", type="companion"), SELF),))),
                    by="shadow",
                ),
            ),
        ),
        "1_263": CardText(  # Orc Banner
            support=True,
            triggers=(
                Trigger(
                    "loses",
                    (PumpEach(SAURON_ORC, 1, "regroup"),),
                    q=Q(type=("companion", "ally")),
                    involving=SAURON_ORC,
                ),
            ),
        ),
        "1_266": CardText(  # Orc Chieftain
            triggers=(
                Trigger(
                    "plays",
                    (Require(Cond("on_self")), Once("turn"), AddTwilight(2)),
                    q=Q(either=(Q(item_class="hand_weapon"), Q(item_class="ranged_weapon"))),
                ),
            )
        ),
        "1_279": CardText(  # Thin and Stretched
            requires=(Exert(SAURON_ORC),),
            bearer=Q(rb=True),
            triggers=(Trigger("end_of_turn", (Require(Cond("spared")), Burdens(1))),),
        ),
        "1_281": CardText(  # Under the Watching Eye
            requires=(Exert(Q(culture="sauron", keyword="tracker")),),
            support=True,
            triggers=(Trigger("moves", (ByOpponent((Exert(COMPANION),)),)),),
        ),
        "1_282": CardText(requires=(Exert(SAURON_ORC),), bearer=Q(title="Aragorn")),  # The Weight of a Legacy
        "1_283": CardText(  # You Bring Great Evil
            requires=(Spot(SAURON_ORC),),
            bearer=Q(type="companion", not_race="elf"),
            statics=(Static("no_heal", 1, target="bearer", cond=Cond("site_keyword", word="sanctuary")),),
        ),
    }
)
