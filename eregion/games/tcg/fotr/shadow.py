"""Shadow cards and sites of set 1 beyond the starters: Isengard, Moria, Ringwraith and Sauron."""

from __future__ import annotations

from eregion.games.tcg.cardtext import COMPANION, MORIA_ORC, SHADOW, SKIRMISH, URUK
from eregion.games.tcg.filters import BEARER, IT, SELF, Cond, Q, Static
from eregion.games.tcg.registry import CardText, Special, register
from eregion.games.tcg.vocab import DiscardTarget, Draw, Exert, Grant, Pump, PumpLimited, RemoveTwilight, Spot
from eregion.games.tcg.wounding import Choose, Wound, WoundEach

MANEUVER, ARCHERY = "maneuver", "archery"
NAZGUL = Q(race="nazgul", type="minion")
SAURON_ORC = Q(culture="sauron", race="orc", type="minion")
FOE = Q(type=("companion", "ally"), against=True)  # "a character he is skirmishing"


def fierce_with(*parts: Spot) -> Special:
    """ "Maneuver: spot ... to make this minion fierce until the regroup phase"."""
    return Special((MANEUVER,), (*parts, Grant(SELF, "fierce", "regroup")), by="shadow")


def wounds_his_foe() -> Special:
    """ "Skirmish: exert this minion to wound a character he is skirmishing"."""
    return Special((SKIRMISH,), (Exert(SELF), Wound(FOE)), by="shadow")


register(
    {
        # --- Isengard --------------------------------------------------------------------------
        "1_126": CardText(event=(Choose(URUK), Grant(IT, "fierce", "regroup"))),  # Hunt Them Down!
        "1_127": CardText(  # Lurtz, Servant of Isengard
            specials=(fierce_with(Spot(Q(race="uruk_hai", type="minion", another=True))),)
        ),
        "1_128": CardText(event=(Pump(URUK, -1), Grant(IT, "damage", "skirmish"))),  # Lurtz's Battle Cry
        "1_146": CardText(specials=(fierce_with(Spot(COMPANION, 5)),)),  # Uruk Fighter
        "1_148": CardText(statics=(Static("strength", 1, target="self", per=URUK),)),  # Uruk Lieutenant
        "1_149": CardText(  # Uruk Messenger
            statics=(
                Static(
                    "strength", 3, target="self", cond=Cond("spot", q=Q(keyword="weather", type="condition"))
                ),
            )
        ),
        "1_156": CardText(specials=(fierce_with(Spot(COMPANION, 6)),)),  # Uruk Warrior
        # --- Moria -----------------------------------------------------------------------------
        "1_163": CardText(
            statics=(Static("strength", 1, target="self", per=MORIA_ORC),)
        ),  # Ancient Chieftain
        "1_164": CardText(  # Bitter Hatred
            event=(
                Spot(Q(culture="moria", keyword="archer", type="minion")),
                Wound(Q(race="elf", type=("companion", "ally"))),
            )
        ),
        "1_166": CardText(  # Cave Troll's Hammer
            bearer=Q(title="Cave Troll of Moria"), statics=(Static("damage", 1, target="bearer"),)
        ),
        "1_172": CardText(  # Goblin Archer
            statics=(
                Static(
                    "fellowship_archery",
                    -6,
                    cond=Cond("spot", q=Q(culture="moria", race="orc", type="minion", another=True)),
                ),
            )
        ),
        "1_184": CardText(  # Goblin Wallcrawler
            statics=(
                Static("strength", 2, target="self", cond=Cond("site_keyword")),
                Static(
                    "fellowship_archery",
                    -1,
                    cond=Cond("spot", q=Q(culture="moria", race="orc", type="minion", another=True)),
                ),
            )
        ),
        "1_186": CardText(  # Guard Commander
            specials=(Special((SKIRMISH,), (RemoveTwilight(3), Pump(MORIA_ORC, 2)), by="shadow"),)
        ),
        "1_190": CardText(  # Moria Axe
            bearer=MORIA_ORC,
            statics=(Static("damage", 1, target="bearer"),),
            specials=(Special((SKIRMISH,), (Exert(BEARER), Pump(BEARER, 2)), by="shadow"),),
        ),
        "1_192": CardText(  # Pinned Down
            support=True,
            statics=(
                Static(
                    "fellowship_archery",
                    -1,
                    cond=Cond("spot", q=Q(culture="moria", keyword="archer", type="minion")),
                ),
            ),
        ),
        "1_197": CardText(event=(Exert(Q(culture="moria", race="orc", type="minion", yours=True)), Draw(2))),
        "1_201": CardText(  # Unfamiliar Territory
            event=(Pump(MORIA_ORC, 2, alt=4, alt_if=Cond("target_vs", q=Q(keyword="archer"))),)
        ),
        "1_202": CardText(  # What Is This New Devilry?
            requires=(Exert(MORIA_ORC),),
            support=True,
            statics=(Static("cost", 2, q=COMPANION, cond=Cond("sites_after", 4)),),
        ),
        # --- Ringwraith ------------------------------------------------------------------------
        "1_212": CardText(  # Fear
            event=(Exert(Q(race="nazgul", type="minion", yours=True)), DiscardTarget(Q(type="ally")))
        ),
        "1_218": CardText(  # Nazgûl Sword
            bearer=NAZGUL,
            statics=(Static("damage", 1, target="bearer", cond=Cond("burdens_at_least", 3)),),
        ),
        "1_223": CardText(  # Relentless Charge
            event=(Exert(NAZGUL), WoundEach(Q(type="companion", keyword="archer")))
        ),
        "1_226": CardText(event=(Exert(NAZGUL), WoundEach(Q(type="ally")))),  # Their Power Is in Terror
        "1_229": CardText(  # Úlairë Attëa, Keeper of Dol Guldur
            specials=(Special((SKIRMISH,), (RemoveTwilight(1), PumpLimited(1, 5)), by="shadow"),)
        ),
        "1_235": CardText(  # Úlairë Otsëa, Lieutenant of Morgul
            specials=(
                Special(
                    (SHADOW,),
                    (
                        Exert(SELF),
                        Choose(Q(culture="ringwraith", type="minion")),
                        Grant(IT, "fierce", "regroup"),
                    ),
                    by="shadow",
                ),
            )
        ),
        "1_237": CardText(statics=(Static("strength", 2, target="self", per=NAZGUL),)),  # The Witch-king
        # --- Sauron ----------------------------------------------------------------------------
        "1_241": CardText(  # Curse From Mordor
            event=(Spot(SAURON_ORC), DiscardTarget(Q(culture="elven", type="condition")))
        ),
        "1_250": CardText(event=(Exert(SAURON_ORC), Wound(Q(type="companion", not_rb=True)))),  # Hate
        "1_253": CardText(  # Journey Into Danger
            requires=(Exert(SAURON_ORC),),
            support=True,
            statics=(Static("cost", 2, q=COMPANION, cond=Cond("spot", 5, q=COMPANION)),),
        ),
        "1_255": CardText(  # Mordor's Strength
            event=(Exert(Q(culture="sauron", race="orc", type="minion", skirmishing=True)), Wound(FOE))
        ),
        "1_256": CardText(statics=(Static("strength", 1, target="self", per=COMPANION),)),  # Morgul Hunter
        "1_259": CardText(statics=(Static("strength", 1, target="self", per=SAURON_ORC),)),  # Morgul Warden
        "1_264": CardText(  # Orc Bowmen
            support=True, statics=(Static("minion_archery", 1, cond=Cond("spot", q=SAURON_ORC)),)
        ),
        "1_267": CardText(specials=(wounds_his_foe(),)),  # Orc Hunters
        "1_271": CardText(specials=(wounds_his_foe(),)),  # Orc Soldier
        "1_272": CardText(specials=(wounds_his_foe(),)),  # Orc War Band
        "1_276": CardText(  # Seeking Its Master
            support=True,
            specials=(Special((SHADOW,), (Exert(SAURON_ORC), RemoveTwilight(2), Draw(1)), by="shadow"),),
        ),
        "1_277": CardText(  # Shadow's Reach
            event=(Exert(SAURON_ORC), DiscardTarget(Q(side="free", type="condition")))
        ),
        "1_278": CardText(  # Strength Born of Fear
            support=True,
            specials=(Special((SKIRMISH,), (RemoveTwilight(3), Pump(SAURON_ORC, 1)), by="shadow"),),
        ),
        # --- sites -----------------------------------------------------------------------------
        "1_323": CardText(statics=(Static("cost", -1, q=Q(race="hobbit")),)),  # Green Hill Country
        "1_335": CardText(statics=(Static("cost", -1, q=NAZGUL),)),  # Weatherhills
        "1_336": CardText(statics=(Static("fierce", 1, q=NAZGUL),)),  # Weathertop
    }
)
