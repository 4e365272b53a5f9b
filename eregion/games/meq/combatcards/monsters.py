"""The cards found only in the monster combat decks (Zealot, Ravager, Behemoth; the others share their
hero-deck text, :mod:`.heroes`) and each monster's and minion's own ability, encoded in :mod:`.vocab`
(in our words; rulebook pp. 27-32). A foe's ability triggers from the cards it plays (p. 27)."""

from __future__ import annotations

from eregion.games.meq.combatcards.choices import (
    MayDraw,
)
from eregion.games.meq.combatcards.conditions import (
    Dealt,
    Once,
    OppPlays,
    Prevented,
    Standing,
    YouPlay,
)
from eregion.games.meq.combatcards.effects import (
    Cancel,
    Deal,
    DiscardRandom,
    FromHand,
    Gain,
    GiveCorruption,
    Heal,
    RandomNext,
)
from eregion.games.meq.combatcards.statics import (
    BottomFree,
    Cap,
    Cheaper,
    Redirect,
)
from eregion.games.meq.combatcards.vocab import (
    Text,
    after_damage,
    at_start,
    now,
    round_end,
    text,
)

RANGED, MELEE = YouPlay("ranged"), YouPlay("melee")

CARDS: dict[str, Text] = {
    "poison_arrow": text(after_damage(Deal(2), only_if=(Dealt(1),))),
    "earthquake": text(now(Cancel())),
    "enraged": text(statics=(Cap(1),)),
}

FOES: dict[str, Text] = {
    "crebain": text(statics=(Redirect("ranged"),)),  # Spy
    "agent": text(after_damage(GiveCorruption(1), only_if=(Once("spread lies"), RANGED, Dealt(1)))),
    "snaga": text(now(Gain(attack=1), only_if=(RANGED,))),  # Precision
    "orc": text(now(Deal(1), only_if=(MELEE, OppPlays("melee")))),  # Fanatical
    "barrow_wight": text(round_end(Heal(1), only_if=(Standing(), RANGED))),  # Regenerate
    "southron": text(statics=(Cheaper("melee", 1),)),  # Superior Tactics
    "dunlending": text(after_damage(Deal(1), only_if=(MELEE, Prevented(1)))),  # Counter-attack
    "uruk_hai": text(after_damage(MayDraw(), only_if=(MELEE, Dealt(1)))),  # Bloodfury
    "warg_rider": text(statics=(BottomFree("melee"),)),  # Surprise Assault
    "giant_spider": text(after_damage(DiscardRandom(1), only_if=(MELEE, Dealt(2)))),  # Paralyzing Venom
    "huorn": text(now(Gain(attack=1), only_if=(MELEE,))),  # Crushing Strength
    "cave_troll": text(now(Cancel(), only_if=(RANGED, OppPlays("melee")))),  # Roar
    "oliphaunt": text(after_damage(FromHand(1), only_if=(MELEE, Dealt(1)))),  # Stampede
    "balrog": text(after_damage(RandomNext(), only_if=(MELEE, Dealt(3)))),  # Fear
    "the_mouth_of_sauron": text(at_start(GiveCorruption(1))),
}
