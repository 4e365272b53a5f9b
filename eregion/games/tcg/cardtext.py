"""Every ability of the two Fellowship of the Ring starter decks, in the effect vocabulary.

Keyed by card id (``1_365``). Keywords (ranger, damage +1, archer, fierce, sanctuary...) are card
data, not text; cards with nothing beyond keywords and stats are absent. The wording of the cards
is deliberately not reproduced: each entry is what the card does, in the vocabulary's terms.
"""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.filters import BEARER, IT, SELF, Cond, Q, Static
from eregion.games.tcg.registry import CardText, Response, Special, Trigger, register
from eregion.games.tcg.responses import MakeRingBearer, Prevent, PutOnRing
from eregion.games.tcg.vocab import (
    AddTwilight,
    BeneathDeck,
    Branch,
    Burdens,
    CancelSkirmish,
    DiscardCondition,
    DiscardEvery,
    DiscardFromHand,
    DiscardSelf,
    DiscardTarget,
    Draw,
    Exert,
    ExertEach,
    Grant,
    Heal,
    MillFreePeoples,
    NextSite,
    PlayFrom,
    Protect,
    Pump,
    PumpEach,
    PumpLimited,
    PumpPerSpot,
    RemoveTwilight,
    SeeHand,
    Spot,
    StayHere,
    TakeFromDiscard,
)

COMPANION = Q(type="companion")
HOBBIT = Q(race="hobbit", type=("companion", "ally"))
RANGER = Q(keyword="ranger")
URUK = Q(race="uruk_hai", type="minion")
MORIA_ORC = Q(culture="moria", race="orc", type="minion")
GANDALF = Q(title="Gandalf", type="companion")
NAZGUL = Q(race="nazgul")
SKIRMISH, FELLOWSHIP, SHADOW, MANEUVER, REGROUP = "skirmish", "fellowship", "shadow", "maneuver", "regroup"


def one_or_two_others_exert(title: str) -> Branch:
    """A site's "Frodo or 2 other companions must exert" (Moria Lake, Dwarrowdelf Chamber)."""
    other = Exert(Q(type="companion", not_title=title, fresh=True))
    return Branch(
        ((Exert(Q(type="companion", title=title)),), (other, other)),
        (f"{title} exerts", "two other companions exert"),
    )


register(
    {
        # --- Ring-bearer, Ring and Free Peoples cards -------------------------------------------
        "1_290": CardText(  # Frodo, Son of Drogo
            specials=(
                Special(
                    (FELLOWSHIP,), (Exert(Q(type="companion", signet="frodo", another=True)), Heal(SELF))
                ),
            ),
        ),
        "1_2": CardText(  # The One Ring, The Ruling Ring
            statics=(Static("ring_burdens", 1, target="bearer", cond=Cond("in_skirmish")),),
            responses=(Response("about_to_wound", (Require(Cond("in_skirmish")), PutOnRing()), BEARER),),
        ),
        "1_365": CardText(  # Aragorn, King in Exile
            triggers=(
                Trigger(
                    "start_of_turn",
                    (Heal(Q(type="companion", signet="aragorn", another=True)),),
                    optional=True,
                ),
            ),
        ),
        "1_92": CardText(bearer=Q(race="man"), statics=(Static("max_wounds", 1, target="bearer"),)),  # Armor
        "1_94": CardText(  # Athelas
            bearer=Q(race="man", culture="gondor"),
            specials=(
                Special(
                    (FELLOWSHIP,),
                    (
                        DiscardSelf(),
                        Branch(((Heal(COMPANION),), (DiscardCondition(),)), ("heal", "remove condition")),
                    ),
                ),
            ),
        ),
        "1_97": CardText(specials=(Special((SKIRMISH,), (Exert(SELF), Pump(HOBBIT, 3))),)),  # Boromir
        "1_101": CardText(
            bearer=Q(race="man"), statics=(Static("overwhelm", 3, target="bearer"),)
        ),  # Coat of Mail
        "1_104": CardText(event=(Exert(RANGER), PumpEach(Q(type="minion", roaming=True), -3, "regroup"))),
        "1_106": CardText(
            event=(Exert(Q(type="companion", keyword="ranger")), DiscardTarget(Q(type="minion")))
        ),
        "1_107": CardText(bearer=Q(race="man"), statics=(Static("minion_archery", -1),)),  # Great Shield
        "1_296": CardText(  # Hobbit Intuition
            event=(
                Branch(
                    (
                        (Require(Cond("sites", 4)), CancelSkirmish(HOBBIT)),
                        (Require(Cond("sites_after", 4)), Pump(HOBBIT, 3)),
                    ),
                    ("cancel the skirmish", "strength +3"),
                ),
            ),
        ),
        "1_299": CardText(bearer=Q(race="hobbit")),  # Hobbit Sword (+2 strength is card data)
        "1_51": CardText(  # Legolas, Prince of Mirkwood
            statics=(Static("strength", 3, target="self_vs", q=NAZGUL),),
        ),
        "1_108": CardText(  # No Stranger to the Shadows
            bearer=Q(keyword="ranger"), one_per_bearer=True, statics=(Static("shadow_number", -1),)
        ),
        "1_110": CardText(event=(Spot(RANGER), NextSite())),  # Pathfinder
        "1_309": CardText(  # Rosie Cotton
            statics=(Static("strength", 1, q=Q(title="Sam")),),
            specials=(Special((FELLOWSHIP,), (Exert(SELF), Heal(Q(title="Sam")))),),
        ),
        "1_311": CardText(  # Sam
            specials=(Special((FELLOWSHIP,), (Exert(SELF), Burdens(-1))),),
            responses=(Response("killed", (MakeRingBearer(5),), Q(title="Frodo")),),
        ),
        "1_116": CardText(  # Swordarm of the White Tower
            event=(Pump(Q(type="companion", culture="gondor"), 2, 4, Cond("target_keyword")),),
        ),
        "1_117": CardText(  # Swordsman of the Northern Kingdom
            event=(Pump(RANGER, 2, 4, Cond("target_vs", q=Q(type="minion", roaming=True))),),
        ),
        "1_70": CardText(  # Barliman Butterbur
            specials=(
                Special((FELLOWSHIP,), (Exert(SELF), TakeFromDiscard(Q(culture="gandalf", type="event")))),
            ),
        ),
        "1_286": CardText(specials=(Special((SKIRMISH,), (Exert(SELF), Protect(HOBBIT))),)),  # Bounder
        "1_37": CardText(event=(Pump(Q(race="elf"), 2, 4, Cond("target_vs", q=NAZGUL)),)),  # Defiance
        "1_364": CardText(  # Gandalf, The Grey Wizard
            specials=(
                Special(
                    (FELLOWSHIP,), (Exert(SELF), PlayFrom(Q(type="companion", signet="gandalf"), discount=2))
                ),
            ),
        ),
        "1_12": CardText(  # Gimli, Dwarf of Erebor
            specials=(
                Special((FELLOWSHIP,), (Require(Cond("pool_below", 2)), AddTwilight(2), BeneathDeck())),
            ),
        ),
        "1_76": CardText(  # Intimidate
            responses=(Response("about_to_wound", (Spot(GANDALF), Prevent()), COMPANION),),
        ),
        "1_78": CardText(event=(Pump(GANDALF, 2, 4, Cond("burdens_at_most", 4)),)),  # Mysterious Wizard
        "1_304": CardText(
            event=(Exert(Q(type="companion", not_race="hobbit")), Pump(HOBBIT, 3))
        ),  # Noble Intentions
        "1_84": CardText(event=(Exert(GANDALF), DiscardEvery(Q(type="condition")))),  # Sleep, Caradhras
        "1_312": CardText(
            event=(Exert(Q(type="companion", race="hobbit")), Burdens(-1))
        ),  # Sorry About Everything
        "1_26": CardText(event=(Pump(Q(race="dwarf"), 2, 4, Cond("site_keyword")),)),  # Their Halls of Stone
        "1_86": CardText(event=(Spot(GANDALF), SeeHand(public=True))),  # Treachery Deeper Than You Know
        # --- Shadow cards --------------------------------------------------------------------------
        "1_121": CardText(event=(Exert(URUK), Pump(IT, 3))),  # Bred for Battle
        "1_133": CardText(  # Saruman's Ambition
            support=True,
            statics=(Static("cost", -1, q=Q(culture="isengard", type="event")),),
            specials=(Special((SKIRMISH,), (DiscardSelf(), Pump(URUK, 2)), by="shadow"),),
        ),
        "1_141": CardText(  # Their Arrows Enrage
            support=True,
            requires=(Spot(Q(either=(Q(title="Saruman"), Q(race="uruk_hai")))),),
            statics=(Static("strength", -1, q=Q(keyword="archer", type=("companion", "ally"))),),
        ),
        "1_145": CardText(  # Uruk Brood
            specials=(Special((SKIRMISH,), (RemoveTwilight(2), PumpPerSpot(URUK)), by="shadow"),),
        ),
        "1_150": CardText(triggers=(Trigger("wins_skirmish", (MillFreePeoples(2),)),)),  # Uruk Rager
        "1_152": CardText(  # Uruk Shaman
            specials=(Special((MANEUVER,), (RemoveTwilight(2), Heal(URUK)), by="shadow"),),
        ),
        "1_153": CardText(  # Uruk Slayer
            specials=(Special((SKIRMISH,), (RemoveTwilight(1), PumpLimited(1, 3)), by="shadow"),),
        ),
        "1_154": CardText(triggers=(Trigger("play", (MillFreePeoples(1),), optional=True),)),  # Uruk Soldier
        "1_157": CardText(  # Uruk-hai Armory
            support=True, statics=(Static("fellowship_archery", -1, cond=Cond("spot", q=URUK)),)
        ),
        "1_168": CardText(
            event=(Pump(MORIA_ORC, 2, 4, Cond("target_vs", q=Q(race="dwarf"))),)
        ),  # Drums in the Deep
        "1_178": CardText(triggers=(Trigger("play", (AddTwilight(2),), optional=True),)),  # Goblin Runner
        "1_179": CardText(  # Goblin Scavengers
            triggers=(
                Trigger(
                    "play",
                    (PlayFrom(Q(item_class="hand_weapon", side="shadow"), ("discard",)),),
                    optional=True,
                ),
            ),
        ),
        "1_180": CardText(  # Goblin Scimitar
            bearer=Q(culture="moria", race="orc"), triggers=(Trigger("play", (Draw(1),), optional=True),)
        ),
        "1_181": CardText(  # Goblin Sneak
            triggers=(Trigger("play", (BeneathDeck(MORIA_ORC, "discard"),), optional=True),),
        ),
        "1_187": CardText(event=(PlayFrom(MORIA_ORC, ("discard",)),)),  # Host of Thousands
        "1_191": CardText(triggers=(Trigger("play", (Spot(Q(race="elf")), AddTwilight(2))),)),  # Moria Scout
        "1_196": CardText(  # They Are Coming
            support=True,
            specials=(
                Special(
                    (SHADOW,),
                    (
                        DiscardFromHand(),
                        DiscardFromHand(Q(fresh=True)),
                        DiscardFromHand(Q(fresh=True)),
                        # not one of the cards just discarded (CR 4.2, "effect")
                        PlayFrom(Q(culture="moria", race="orc", type="minion", fresh=True), ("discard",)),
                    ),
                    by="shadow",
                ),
            ),
        ),
        # --- sites ----------------------------------------------------------------------------------
        "1_320": CardText(statics=(Static("cost", 2, q=COMPANION),)),  # East Road
        "1_327": CardText(statics=(Static("move_limit", 1, cond=Cond("spot", q=RANGER)),)),  # Bree Gate
        "1_340": CardText(
            specials=(Special((FELLOWSHIP,), (PlayFrom(Q(race="man")), Draw(1))),)
        ),  # Rivendell Terrace
        "1_346": CardText(  # Moria Lake
            triggers=(
                Trigger(
                    "moves_to",
                    (one_or_two_others_exert("Frodo"),),
                ),
            ),
        ),
        "1_349": CardText(  # The Bridge of Khazad-dum
            specials=(
                Special(
                    (SHADOW,), (PlayFrom(Q(title="The Balrog"), ("draw", "hand"), discount=6),), by="shadow"
                ),
            ),
        ),
        "1_351": CardText(specials=(Special((FELLOWSHIP,), (Exert(Q(race="elf")), SeeHand(public=False))),)),
        "1_355": CardText(  # Silverlode Banks
            triggers=(Trigger("moves_to", (Require(Cond("no_ranger")), ExertEach(COMPANION))),),
        ),
        "1_358": CardText(  # Pillars of the Kings
            specials=(
                Special(
                    (FELLOWSHIP,),
                    (DiscardFromHand(Q(culture="gondor")), Heal(Q(type="companion", culture="gondor"))),
                ),
            ),
        ),
        "1_361": CardText(
            statics=(Static("cost", -1, q=Q(culture="isengard", type="minion")),)
        ),  # Slopes of Amon Hen
        "1_326": CardText(  # Westfarthing
            specials=(
                Special(
                    (FELLOWSHIP,),
                    (Exert(Q(race="hobbit")), PlayFrom(Q(type=("companion", "ally")), discount=1)),
                ),
            ),
        ),
        "1_331": CardText(  # Ettenmoors
            specials=(
                Special(
                    (SKIRMISH,), (Exert(Q(type=("companion", "minion"), yours=True)), Pump(IT, 2)), by="any"
                ),
            ),
        ),
        "1_337": CardText(
            triggers=(Trigger("moves_from", (RemoveTwilight(2),)),), own_site=True
        ),  # Council Courtyard
        "1_345": CardText(  # Mithril Mine
            specials=(
                Special(
                    (SHADOW,),
                    (RemoveTwilight(1), PlayFrom(Q(item_class="hand_weapon", side="shadow"), ("discard",))),
                    by="shadow",
                ),
            ),
        ),
        "1_350": CardText(statics=(Static("cost", -2, q=MORIA_ORC, first_per_phase=True),)),  # Dimrill Dale
        "1_353": CardText(
            triggers=(Trigger("moves_to", (DiscardEvery(Q(type="ally")),)),)
        ),  # Anduin Confluence
        "1_359": CardText(  # Shores of Nen Hithoel
            specials=(Special((SHADOW,), (Spot(Q(race="orc", type="minion"), 5), StayHere()), by="shadow"),),
        ),
        "1_360": CardText(  # Emyn Muil
            specials=(
                Special(
                    (MANEUVER,),
                    (Exert(Q(type="minion", yours=True)), Grant(IT, "fierce", "regroup")),
                    by="shadow",
                ),
            ),
        ),
    }
)
