"""The Plot cards' texts beyond their printed numbers and requirements (C16, R150): what each does as it
is played and while it is active. The Starting Plots' setups are data, and Osgiliath Invaded, Orcs in the
Mountains, Loss of an Heir and A Promise of Rings print nothing more: their texts are empty."""

from __future__ import annotations

from eregion.games.meq.sauroncards.board_parts import ReturnCharacters
from eregion.games.meq.sauroncards.card_parts import DiscardPlots, Retrieve
from eregion.games.meq.sauroncards.cardtext import SauronText
from eregion.games.meq.sauroncards.lasting import ConsultCorruption, NoRestNorEncounter, Perilous, TokensAs

PLOTS: dict[str, SauronText] = {
    "sauron_hunts_for_the_ring": SauronText(),
    "monsters_in_the_east": SauronText(),
    "saruman_hungry_for_power": SauronText(),
    "a_dark_messenger": SauronText(lasting=(ConsultCorruption("dain"),)),
    "osgiliath_invaded": SauronText(),
    "gollum_is_captured": SauronText((DiscardPlots("Gollum"),)),
    "saruman_falls_to_corruption": SauronText(lasting=(Perilous("isengard"), ConsultCorruption("saruman"))),
    "wormtongue_taints_theoden": SauronText(lasting=(ConsultCorruption("theoden"),)),
    "denethor_falls_into_madness": SauronText(lasting=(ConsultCorruption("denethor"),)),
    "orcs_in_the_mountains": SauronText(),
    "a_broken_line_of_kings": SauronText(lasting=(NoRestNorEncounter(),)),
    "gollum_is_tortured": SauronText((DiscardPlots("Gollum"),)),
    "smeagol_escapes": SauronText(
        (Retrieve(("plot",), ("deck", "discard"), names=("gollum_is_captured", "gollum_is_tortured")),)
    ),
    "loss_of_an_heir": SauronText(),
    "a_promise_of_rings": SauronText(),
    "rise_of_the_uruk_hai": SauronText(lasting=(TokensAs("rohan", "uruk_hai"),)),
    "urgent_summons": SauronText((ReturnCharacters(),)),
}
