"""Free Peoples cards of set 1 beyond the starters: Dwarven, Elven, Gandalf, Gondor and Shire."""

from __future__ import annotations

from eregion.cards.effects import Require
from eregion.games.tcg.cardtext import COMPANION, FELLOWSHIP, GANDALF, HOBBIT, NAZGUL, RANGER, SKIRMISH
from eregion.games.tcg.filters import BEARER, IT, SELF, Cond, Q, Static
from eregion.games.tcg.piles import RevealTop, ShuffleIntoDeck
from eregion.games.tcg.registry import CardText, Special, Trigger, register
from eregion.games.tcg.vocab import (
    AddTwilight,
    Adjust,
    Branch,
    Burdens,
    DiscardSelf,
    DiscardTarget,
    Draw,
    Exert,
    Grant,
    Heal,
    PlayFrom,
    Pump,
    PumpEach,
    Spot,
)
from eregion.games.tcg.wounding import Choose, HealEach, Wound, WoundEach

DWARF = Q(race="dwarf", type=("companion", "ally"))
ELF = Q(race="elf", type=("companion", "ally"))
ORC = Q(race="orc", type="minion")
ARCHERY, MANEUVER = "archery", "maneuver"
WEAPON = Q(either=(Q(item_class="hand_weapon"), Q(item_class="ranged_weapon")))


def one_of(*titles: str) -> Q:
    """ "Merry or Pippin"."""
    return Q(either=tuple(Q(title=t) for t in titles))


def tale_pumps_bearer(phase: str, n: int) -> Special:
    """ "Discard this condition to make bearer strength +n": the bearer is chosen (remembered) before the
    condition leaves play, as it no longer has a bearer afterwards."""
    return Special((phase,), (Choose(BEARER), DiscardSelf(), Pump(IT, n)))


register(
    {
        # --- Dwarven ---------------------------------------------------------------------------
        "1_4": CardText(event=(Exert(DWARF), Pump(IT, 3), Grant(IT, "damage", "skirmish"))),  # Battle Fury
        "1_5": CardText(event=(Pump(DWARF, 2), Grant(IT, "damage", "skirmish"))),  # Cleaving Blow
        "1_6": CardText(event=(Exert(Q(race="dwarf", type="companion")), Draw(3))),  # Delving
        "1_7": CardText(requires=(Spot(DWARF),)),  # Dwarf Guard
        "1_11": CardText(  # Farin, Dwarven Emissary
            requires=(Spot(DWARF),), statics=(Static("strength", 2, target="self_vs", q=Q(race="orc")),)
        ),
        "1_13": CardText(
            specials=(Special((SKIRMISH,), (Exert(SELF), Pump(SELF, 2))),)
        ),  # Gimli, Son of Glóin
        "1_3": CardText(  # Axe Strike
            event=(
                Pump(DWARF, 2, alt=3, alt_if=Cond("bears", q=Q(culture="dwarven", item_class="hand_weapon"))),
            )
        ),
        "1_8": CardText(
            bearer=Q(race="dwarf"), statics=(Static("overwhelm", 3, target="bearer"),)
        ),  # Dwarven Armor
        "1_10": CardText(  # Dwarven Heart ("heal bearer up to 2 times": as many as he has wounds, ruling 14)
            bearer=Q(race="dwarf"),
            triggers=(
                Trigger("play", (Heal(BEARER), Heal(BEARER))),
                Trigger("start_of_turn", (Exert(BEARER),)),
            ),
        ),
        "1_14": CardText(  # Gimli's Battle Axe
            bearer=Q(title="Gimli"),
            statics=(Static("damage", 1, target="bearer"),),
            triggers=(Trigger("bearer_wins", (Wound(ORC),), optional=True),),
        ),
        "1_17": CardText(  # Grimir
            specials=(
                Special((FELLOWSHIP,), (Exert(SELF), ShuffleIntoDeck(Q(culture="dwarven", type="event")))),
            )
        ),
        "1_28": CardText(event=(Spot(Q(race="dwarf")), RevealTop(3, Q(side="free")))),  # Wealth of Moria
        "1_21": CardText(support=True, statics=(Static("damage", 1, q=DWARF),)),  # Lord of Moria
        "1_19": CardText(  # Here Lies Balin, Son of Fundin
            event=(
                Exert(DWARF),
                Branch(
                    ((Wound(ORC), Wound(Q(race="orc", type="minion", fresh=True))), (Wound(ORC, times=2),)),
                    ("wound 2 Orcs", "wound 1 Orc twice"),
                ),
            )
        ),
        # --- Elven -----------------------------------------------------------------------------
        "1_33": CardText(  # Bow of the Galadhrim
            bearer=Q(title="Legolas"),
            triggers=(Trigger("bearer_wins", (Wound(Q(type="minion")),), optional=True),),
        ),
        "1_34": CardText(  # Celeborn (not himself: exerting to heal the same wound is no action, ruling 18)
            specials=(
                Special((FELLOWSHIP,), (Exert(SELF), Heal(Q(culture="elven", type="ally", another=True)))),
            )
        ),
        "1_35": CardText(event=(Spot(ELF), PlayFrom(Q(keyword="tale"), ("draw",)))),  # The Council of Elrond
        "1_38": CardText(  # Double Shot
            event=(
                Spot(Q(race="elf", keyword="archer", type="companion")),
                Adjust("fellowship_archery", 1, "phase"),
            )
        ),
        "1_40": CardText(  # Elrond
            requires=(Spot(Q(either=(GANDALF, ELF))),),
            triggers=(Trigger("start_of_turn", (HealEach(Q(type="ally", home=3)),)),),
            specials=(Special((FELLOWSHIP,), (Exert(SELF), Draw(1))),),
        ),
        "1_42": CardText(  # Elven Cloak
            requires=(Spot(ELF),), bearer=COMPANION, statics=(Static("minion_archery", -1),)
        ),
        "1_52": CardText(  # Lightfootedness
            event=(Spot(Q(race="elf", type="companion")), Adjust("minion_archery", -1, "phase"))
        ),
        "1_66": CardText(
            bearer=Q(race="elf"), specials=(tale_pumps_bearer(SKIRMISH, 2),)
        ),  # The Tale of Gil-galad
        "1_61": CardText(  # Songs of the Blessed Realm
            support=True,
            triggers=(Trigger("plays", (Burdens(-1),), optional=True, q=Q(culture="elven", keyword="tale")),),
        ),
        "1_30": CardText(
            statics=(Static("strength", 3, target="self_vs", q=NAZGUL),)
        ),  # Arwen, Daughter of Elrond
        "1_32": CardText(  # Border Defenses
            event=(Pump(ELF, 2, alt=4, alt_if=Cond("target_vs", q=Q(keyword="archer"))),)
        ),
        "1_39": CardText(event=(Spot(ELF), Burdens(-1))),  # Elf-song
        "1_41": CardText(bearer=Q(race="elf"), statics=(Static("archer", 1, target="bearer"),)),  # Elven Bow
        "1_53": CardText(requires=(Spot(ELF),)),  # Lórien Elf
        "1_56": CardText(  # Orophin, Lórien Bowman
            specials=(Special((ARCHERY,), (Exert(SELF), Wound(Q(race="uruk_hai", type="minion")))),)
        ),
        "1_57": CardText(
            specials=(Special((ARCHERY,), (Exert(SELF), Wound(ORC))),)
        ),  # Rúmil, Elven Protector
        "1_58": CardText(  # The Seen and the Unseen
            event=(
                Exert(ELF),
                Exert(Q(race="elf", type=("companion", "ally"), fresh=True)),
                DiscardTarget(Q(type="condition")),
            )
        ),
        "1_63": CardText(  # Stand Against Darkness
            event=(Exert(ELF), DiscardTarget(Q(culture="sauron", type=("minion", "condition", "possession"))))
        ),
        # --- Gandalf ---------------------------------------------------------------------------
        "1_69": CardText(  # Albert Dreary
            requires=(Spot(GANDALF),),
            specials=(
                Special(
                    (MANEUVER,),
                    (
                        Exert(SELF),
                        DiscardTarget(
                            Q(type="condition", either=(Q(culture="isengard"), Q(culture="moria")))
                        ),
                    ),
                ),
            ),
        ),
        "1_71": CardText(  # Durin's Secret
            event=(Spot(GANDALF), Spot(Q(race="dwarf")), Spot(Q(race="elf")), Adjust("move_limit", 1, "turn"))
        ),
        "1_83": CardText(event=(Spot(GANDALF), Pump(Q(type="minion"), -3))),  # Servant of the Secret Fire
        # --- Gondor ----------------------------------------------------------------------------
        "1_89": CardText(  # Aragorn, Ranger of the North
            specials=(Special((MANEUVER,), (Exert(SELF), Grant(SELF, "defender", "regroup"))),)
        ),
        "1_95": CardText(  # Blade of Gondor
            bearer=Q(title="Boromir"),
            statics=(Static("damage", 1, target="bearer"),),
            specials=(
                Special(
                    (SKIRMISH,),
                    (
                        Exert(BEARER),
                        Wound(Q(type="minion", against=True, either=(Q(race="orc"), Q(race="uruk_hai")))),
                    ),
                ),
            ),
        ),
        "1_96": CardText(statics=(Static("overwhelm", 3, target="self"),)),  # Boromir, Lord of Gondor
        "1_98": CardText(  # Boromir's Cloak
            bearer=Q(title="Boromir"),
            specials=(
                Special((MANEUVER,), (Exert(BEARER), DiscardTarget(Q(keyword="weather", type="condition")))),
            ),
        ),
        "1_102": CardText(  # Dagger Strike
            event=(
                Pump(
                    Q(
                        type="companion",
                        either=(Q(culture="gondor"), Q(culture="shire")),
                        bearing=Q(item_class="hand_weapon"),
                    ),
                    2,
                ),
                Grant(IT, "damage", "skirmish"),
            )
        ),
        "1_93": CardText(  # Arwen's Fate
            event=(
                Branch(
                    (
                        (Exert(Q(title="Aragorn")), Pump(Q(title="Arwen"), 3)),
                        (Exert(Q(title="Arwen")), Pump(Q(title="Aragorn"), 3)),
                    ),
                    ("exert Aragorn to make Arwen strength +3", "exert Arwen to make Aragorn strength +3"),
                ),
            )
        ),
        "1_103": CardText(  # Elendil's Valor
            event=(Choose(Q(culture="gondor", type="companion")), Grant(IT, "defender", "regroup"))
        ),
        "1_105": CardText(  # Foes of Mordor
            support=True,
            specials=(
                Special(
                    (MANEUVER,),
                    (
                        Exert(Q(culture="gondor", type=("companion", "ally"))),
                        Wound(Q(culture="sauron", type="minion")),
                    ),
                ),
            ),
        ),
        "1_111": CardText(  # Pursuit Just Behind
            event=(Exert(Q(keyword="ranger", type="companion")), WoundEach(Q(type="minion")))
        ),
        "1_114": CardText(  # The Saga of Elendil
            bearer=Q(culture="gondor", type="companion"), specials=(tale_pumps_bearer(SKIRMISH, 2),)
        ),
        "1_119": CardText(
            event=(Spot(RANGER), DiscardTarget(Q(type="minion", roaming=True)))
        ),  # What Are They?
        "1_112": CardText(
            bearer=Q(title="Aragorn"), statics=(Static("damage", 1, target="bearer"),)
        ),  # Ranger's Sword
        # --- Shire -----------------------------------------------------------------------------
        "1_284": CardText(  # Bilbo, Well-spoken Gentleman
            specials=(Special((FELLOWSHIP,), (Exert(SELF), ShuffleIntoDeck(Q(culture="shire")))),)
        ),
        "1_288": CardText(
            specials=(Special((FELLOWSHIP,), (Exert(SELF), Heal(one_of("Merry", "Pippin")))),)
        ),  # Farmer Maggot
        "1_289": CardText(  # Frodo, Old Bilbo's Heir
            triggers=(Trigger("start_of_turn", (Heal(Q(race="hobbit", type="ally")),), optional=True),)
        ),
        "1_291": CardText(
            specials=(Special((FELLOWSHIP,), (Exert(SELF), Heal(one_of("Frodo", "Sam")))),)
        ),  # The Gaffer
        "1_301": CardText(  # Master Proudfoot
            specials=(
                Special(
                    (FELLOWSHIP,),
                    (Require(Cond("pool_below", 3)), AddTwilight(2), RevealTop(3, Q(culture="shire"))),
                ),
            )
        ),
        "1_303": CardText(  # Merry, Friend to Sam
            statics=(Static("strength", 2, target="self", cond=Cond("bears", q=WEAPON)),)
        ),
        "1_305": CardText(support=True, triggers=(Trigger("play", (Draw(1),), optional=True),)),  # Old Toby
        "1_307": CardText(  # Pippin, Hobbit of Some Intelligence
            triggers=(
                Trigger(
                    "play",
                    (Branch(((Burdens(-1),), (Heal(COMPANION),)), ("remove a burden", "heal a companion")),),
                ),
            )
        ),
        "1_317": CardText(  # There and Back Again
            bearer=Q(race="hobbit", type="companion"),
            specials=(
                Special(
                    (MANEUVER,), (DiscardSelf(), PumpEach(Q(race="hobbit", type="companion"), 2, "regroup"))
                ),
            ),
        ),
        "1_293": CardText(event=(Exert(HOBBIT), Pump(IT, 3))),  # Halfling Deftness
        "1_315": CardText(event=(Heal(HOBBIT),)),  # Stout and Sturdy
    }
)
