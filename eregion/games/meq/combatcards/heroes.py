"""The Hero cards of the five hero decks and the 20 Skill cards, and the heroes' own abilities that
touch a combat, encoded in :mod:`.vocab` (in our words; rulebook pp. 27-32). Keyed by card id: a card
that several decks share (Parry, Aimed Shot, ...) has one text wherever it is printed."""

from __future__ import annotations

from eregion.games.meq.combatcards.choices import (
    DrawUpTo,
    MayRetreat,
    NameType,
    ReturnToHand,
)
from eregion.games.meq.combatcards.conditions import (
    Dealt,
    NoneTaken,
    OppCosts,
    OppDefeated,
    OppOffNamed,
    OppPlays,
    OppPrinted,
    OppRepeats,
    Taken,
    YouPlay,
)
from eregion.games.meq.combatcards.effects import (
    Cancel,
    Deal,
    DealPerTaken,
    Defeat,
    DiscardAfter,
    DiscardRandom,
    Gain,
    GainPer,
    GainTheirAttack,
    OpensNext,
    Recover,
    ReducePrinted,
    ReduceToZero,
    StackFromDeck,
    TakeMore,
    TellTypes,
)
from eregion.games.meq.combatcards.statics import (
    Floor,
    KeepsTurn,
    NextFree,
    Uncancellable,
)
from eregion.games.meq.combatcards.vocab import (
    Text,
    after_damage,
    next_round,
    now,
    round_end,
    text,
)

RANGED, MELEE = OppPlays("ranged"), OppPlays("melee")
NO_PRINTED_DEFENCE = OppPrinted("defense", at_most=0)

CARDS: dict[str, Text] = {
    # --- the five hero decks ---
    "quick_shot": text(statics=(Uncancellable(),)),
    "overdraw": text(now(Gain(attack=2), only_if=(RANGED,))),
    "ranged_strike": text(now(Gain(attack=2), only_if=(RANGED,))),
    "precision": text(now(ReduceToZero("defense"))),
    "smash": text(now(ReduceToZero("defense"))),
    "aimed_shot": text(now(Gain(attack=3), only_if=(OppRepeats(),))),
    "fall_back": text(next_round(Cancel(), only_if=(MELEE,))),
    "rush": text(next_round(Cancel(), only_if=(RANGED,))),
    "volley": text(next_round(Gain(attack=2), only_if=(YouPlay("ranged"),))),
    "overpower": text(next_round(Gain(attack=2), only_if=(YouPlay("melee"),))),
    "hide": text(next_round(Gain(defense=2), only_if=(YouPlay("ranged"),))),
    "concentrate": text(next_round(Gain(attack=2, defense=2))),
    "dodge": text(next_round(Gain(defense=2))),
    "parry": text(now(Gain(defense=2), only_if=(MELEE,))),
    "hack": text(now(Gain(attack=1), only_if=(MELEE,))),
    "crush": text(now(Gain(attack=3), only_if=(MELEE,))),
    "anticipate": text(now(OpensNext())),
    "attack_of_opportunity": text(now(Gain(attack=5), only_if=(NO_PRINTED_DEFENCE,))),
    "sneak_attack": text(now(Gain(attack=3), only_if=(NO_PRINTED_DEFENCE,))),
    "evade": text(now(Cancel(), only_if=(MELEE,))),
    "charge": text(now(Cancel(), only_if=(RANGED,))),
    "strategize": text(now(TellTypes())),
    "deadly_finesse": text(now(ReducePrinted(1))),
    "retreat": text(round_end(MayRetreat(), only_if=(NoneTaken(),))),
    "rest": text(now(DrawUpTo(2))),
    "trample": text(now(DiscardRandom(1))),
    "eviscerate": text(after_damage(Deal(2), only_if=(Dealt(1),))),
    "reckless": text(after_damage(TakeMore(2), only_if=(Taken(1),))),
    "block": text(statics=(Uncancellable(), Floor(2))),
    "sweep": text(statics=(Uncancellable(),)),
    # --- the Skill cards ---
    "shrewd_planning": text(now(ReturnToHand())),
    "ready": text(next_round(DiscardAfter(), only_if=(YouPlay("ranged"),)), statics=(NextFree("ranged"),)),
    "expose_weakness": text(next_round(Gain(attack=2))),
    "set_trap": text(next_round(Deal(2), only_if=(MELEE,))),
    "endure": text(round_end(Recover(), only_if=(OppDefeated(),))),
    "crossbow_shot": text(statics=(Uncancellable(),)),
    "heightened_senses": text(
        now(NameType(by_opponent=True)), next_round(Cancel(), only_if=(OppOffNamed(),))
    ),
    "flaming_arrow": text(next_round(ReduceToZero("defense"))),
    "concussive_shot": text(next_round(Cancel(), only_if=(OppPrinted("defense", at_least=2),))),
    "outmaneuver": text(now(NameType()), next_round(Cancel(), only_if=(OppOffNamed(),))),
    "retaliate": text(after_damage(DealPerTaken())),
    "focused_assault": text(now(GainPer(attack=1, defense=1, melee=True))),
    "wear_down": text(now(DiscardRandom(1, hurts=True))),
    "shield_smash": text(next_round(Cancel(), only_if=(OppCosts(2),))),
    "execute": text(now(Defeat(), only_if=(NO_PRINTED_DEFENCE,))),
    "reversal": text(now(GainTheirAttack(), Cancel(), only_if=(MELEE,))),
    "crushing_blow": text(now(Gain(attack=2), Cancel(), only_if=(OppPrinted("defense", at_most=1),))),
    "hamstring": text(after_damage(StackFromDeck(), only_if=(Dealt(1),))),
    "overhead_swing": text(now(DiscardRandom(2))),
    "brutal_finisher": text(now(GainPer(attack=1))),
}

HEROES: dict[str, Text] = {
    "thalin": text(statics=(KeepsTurn(),)),  # Iron Will
}

OUTSIDE_COMBAT: dict[str, str] = {
    "argalad": "Scout looks at monster tokens on the map",
    "beravor": "Survivalist acts when she rests",
    "eleanor": "Noble Bloodline gives favor for quests and characters",
    "eometh": "Expert Rider is his starting Horse (setup)",
}
"""Hero abilities this package does not encode, because they never act in a combat."""
