"""Free Peoples cards of set 1 beyond the starters: Dwarven, Elven, Gandalf, Gondor and Shire."""

from __future__ import annotations

from eregion.games.tcg.cardtext import GANDALF, HOBBIT, NAZGUL, SKIRMISH
from eregion.games.tcg.filters import IT, SELF, Cond, Q, Static
from eregion.games.tcg.registry import CardText, Special, register
from eregion.games.tcg.vocab import Branch, Burdens, DiscardTarget, Draw, Exert, Grant, Heal, Pump, Spot
from eregion.games.tcg.wounding import Choose, Wound, WoundEach

DWARF = Q(race="dwarf", type=("companion", "ally"))
ELF = Q(race="elf", type=("companion", "ally"))
ORC = Q(race="orc", type="minion")
ARCHERY, MANEUVER = "archery", "maneuver"

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
        "1_83": CardText(event=(Spot(GANDALF), Pump(Q(type="minion"), -3))),  # Servant of the Secret Fire
        # --- Gondor ----------------------------------------------------------------------------
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
        "1_112": CardText(
            bearer=Q(title="Aragorn"), statics=(Static("damage", 1, target="bearer"),)
        ),  # Ranger's Sword
        # --- Shire -----------------------------------------------------------------------------
        "1_293": CardText(event=(Exert(HOBBIT), Pump(IT, 3))),  # Halfling Deftness
        "1_315": CardText(event=(Heal(HOBBIT),)),  # Stout and Sturdy
    }
)
