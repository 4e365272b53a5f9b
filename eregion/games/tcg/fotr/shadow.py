"""Shadow cards and sites of set 1 beyond the starters: Isengard, Moria, Ringwraith and Sauron."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.cardtext import (
    COMPANION,
    FELLOWSHIP,
    MORIA_ORC,
    RANGER,
    SHADOW,
    SKIRMISH,
    URUK,
    one_or_two_others_exert,
)
from eregion.games.tcg.filters import BEARER, IT, SELF, Cond, Q, Static
from eregion.games.tcg.piles import DiscardAtRandom
from eregion.games.tcg.registry import CardText, Special, Trigger, register
from eregion.games.tcg.vocab import (
    AddTwilight,
    Adjust,
    Branch,
    Burdens,
    DiscardEvery,
    DiscardTarget,
    Draw,
    Exert,
    ExertEach,
    Grant,
    Heal,
    MillFreePeoples,
    PlayFrom,
    Pump,
    PumpLimited,
    RemoveTwilight,
    Spot,
)
from eregion.games.tcg.wounding import Choose, Wound, WoundEach

MANEUVER, ARCHERY = "maneuver", "archery"
NAZGUL = Q(race="nazgul", type="minion")
SAURON_ORC = Q(culture="sauron", race="orc", type="minion")
FOE = Q(type=("companion", "ally"), against=True)  # "a character he is skirmishing"
NOT_RB = Q(type="companion", not_rb=True)


def play_from_deck(cost: tuple[Spot | Exert | Burdens, ...], q: Q) -> Special:
    """A site's "Fellowship: exert a Hobbit to play Sam from your draw deck" (the deck reshuffled)."""
    return Special((FELLOWSHIP,), (*cost, PlayFrom(q, ("draw",))))


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
        "1_123": CardText(  # Caradhras Has Not Forgiven Us
            event=(
                Exert(Q(culture="isengard", type="minion")),
                Spot(COMPANION, 5),
                DiscardTarget(Q(type="companion", not_rb=True, exhausted=True)),
            )
        ),
        "1_125": CardText(  # Greed
            requires=(Spot(URUK),),
            support=True,
            specials=(
                Special((MANEUVER,), (Spot(COMPANION, 6), RemoveTwilight(2), Wound(NOT_RB)), by="shadow"),
            ),
        ),
        "1_136": CardText(  # Saruman's Power
            event=(Exert(Q(culture="isengard", type="minion")), DiscardEvery(Q(type="condition")))
        ),
        "1_139": CardText(  # Savagery to Match Their Numbers
            event=(
                Branch(
                    ((Pump(URUK, 2),), (Spot(COMPANION, 5), Pump(URUK, 4), Grant(IT, "fierce", "regroup"))),
                    ("strength +2", "spot 5 companions for strength +4 and fierce"),
                ),
            )
        ),
        "1_160": CardText(  # Uruk-hai Sword
            bearer=URUK, triggers=(Trigger("bearer_wins", (MillFreePeoples(1),)),)
        ),
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
        "1_185": CardText(  # Goblin Warrior
            triggers=(
                Trigger(
                    "play", (DiscardTarget(Q(culture="dwarven", type=("ally", "condition"))),), optional=True
                ),
            )
        ),
        "1_195": CardText(  # Relics of Moria
            support=True,
            specials=(
                Special(
                    (SHADOW,),
                    (RemoveTwilight(2), PlayFrom(Q(culture="moria", type="possession"), ("discard",))),
                    by="shadow",
                ),
            ),
        ),
        "1_199": CardText(statics=(Static("cost", -2, q=Q(title="Cave Troll of Moria")),)),  # Troll's Keyward
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
        "1_204": CardText(event=(Pump(NAZGUL, 2, alt=5, alt_if=Cond("wearing")),)),  # All Veils Removed
        "1_217": CardText(event=(PlayFrom(NAZGUL, discount=2),)),  # Morgul Gates
        "1_219": CardText(  # The Nine Servants of Sauron
            support=True,
            triggers=(
                Trigger(
                    "plays", (Exert(Q(race="hobbit", not_rb=True), effect=True),), optional=True, q=NAZGUL
                ),
            ),
        ),
        "1_220": CardText(  # Not Easily Destroyed
            support=True,
            specials=(Special((MANEUVER, SKIRMISH), (RemoveTwilight(3), Heal(NAZGUL)), by="shadow"),),
        ),
        "1_227": CardText(  # Threshold of Shadow
            event=(Pump(NAZGUL, 2, alt=4, alt_if=Cond("burdens_at_least", 5)),)
        ),
        "1_231": CardText(  # Úlairë Enquëa, Lieutenant of Morgul: "spot 6 companions (or 5 burdens)"
            specials=(
                Special((MANEUVER,), (Spot(COMPANION, 6), Exert(SELF), Wound(NOT_RB)), by="shadow"),
                Special(
                    (MANEUVER,),
                    (Require(Cond("burdens_at_least", 5)), Exert(SELF), Wound(NOT_RB)),
                    by="shadow",
                ),
            )
        ),
        "1_232": CardText(  # Úlairë Lemenya
            statics=(
                Static(
                    "strength",
                    -2,
                    q=Q(type=("companion", "ally"), bearing=Q(culture="ringwraith", type="condition")),
                ),
            )
        ),
        "1_238": CardText(  # Wreathed in Shadow
            requires=(Spot(NAZGUL),),
            support=True,
            specials=(
                Special(
                    (ARCHERY,), (RemoveTwilight(1), Adjust("fellowship_archery", -1, "phase")), by="shadow"
                ),
            ),
        ),
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
        "1_248": CardText(
            event=(AddTwilight(1, per=Q(culture="sauron", type="minion")),)
        ),  # Forces of Mordor
        "1_254": CardText(  # Mordor Enraged
            bearer=Q(culture="sauron", type="minion"),
            specials=(
                Special(
                    (SHADOW,),
                    (Exert(BEARER), AddTwilight(1, per=Q(type="companion", keyword="archer"))),
                    by="shadow",
                ),
            ),
        ),
        "1_257": CardText(  # Morgul Skirmisher
            specials=(
                Special(
                    (MANEUVER,),
                    (RemoveTwilight(3), Exert(Q(race="hobbit", not_rb=True), effect=True)),
                    by="shadow",
                ),
            )
        ),
        "1_268": CardText(
            triggers=(Trigger("play", (DiscardAtRandom(1),), optional=True),)
        ),  # Orc Inquisitor
        "1_269": CardText(  # Orc Scimitar
            bearer=SAURON_ORC,
            specials=(Special((SKIRMISH,), (RemoveTwilight(1), PumpLimited(1, 3, BEARER)), by="shadow"),),
        ),
        "1_270": CardText(  # Orc Scouting Band
            statics=(Static("roaming", -1, q=Q(culture="sauron", type="minion")),),
            specials=(wounds_his_foe(),),
        ),
        "1_280": CardText(triggers=(Trigger("wins_skirmish", (DiscardAtRandom(2),)),)),  # Tower Lieutenant
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
        "1_319": CardText(
            specials=(play_from_deck((Exert(Q(race="hobbit")),), Q(title="The Gaffer")),)
        ),  # Bag End
        "1_321": CardText(  # Farmer Maggot's Fields
            specials=(
                play_from_deck((Exert(Q(race="hobbit")),), Q(either=(Q(title="Merry"), Q(title="Pippin")))),
            )
        ),
        "1_322": CardText(
            specials=(play_from_deck((Exert(Q(race="hobbit")),), Q(title="Sam")),)
        ),  # Green Dragon Inn
        "1_324": CardText(specials=(play_from_deck((Burdens(1),), Q(title="Aragorn")),)),  # The Prancing Pony
        "1_328": CardText(statics=(Static("roaming", -2, q=NAZGUL),)),  # Bree Streets
        "1_332": CardText(  # Midgewater Marshes
            triggers=(Trigger("moves_to", (ExertEach(Q(race="hobbit", type="companion")),)),)
        ),
        "1_339": CardText(
            specials=(Special((FELLOWSHIP,), (PlayFrom(Q(race="hobbit")), Draw(1))),)
        ),  # Frodo's Bedroom
        "1_341": CardText(
            specials=(Special((FELLOWSHIP,), (PlayFrom(Q(race="elf")), Draw(1))),)
        ),  # Rivendell Valley
        "1_342": CardText(  # Rivendell Waterfall
            statics=(Static("move_limit", 1, cond=Cond("spot", q=RANGER)),), own_site=True
        ),
        "1_344": CardText(
            triggers=(Trigger("moves_to", (one_or_two_others_exert("Gimli"),)),)
        ),  # Dwarrowdelf Chamber
        "1_347": CardText(  # Moria Stairway
            statics=(
                Static("damage", 1, q=Q(type=("companion", "minion"), bearing=Q(item_class="hand_weapon"))),
            )
        ),
        "1_352": CardText(statics=(Static("strength", 3, q=Q(type="ally", home=6)),)),  # Lothlórien Woods
        "1_323": CardText(statics=(Static("cost", -1, q=Q(race="hobbit")),)),  # Green Hill Country
        "1_335": CardText(statics=(Static("cost", -1, q=NAZGUL),)),  # Weatherhills
        "1_336": CardText(statics=(Static("fierce", 1, q=NAZGUL),)),  # Weathertop
    }
)
