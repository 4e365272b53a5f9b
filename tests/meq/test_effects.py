"""The card-ability hook (eregion.games.meq.effects): the printed default acts as the rulebook alone says
(three Encounter cards p. 24, three Peril cards p. 23, a character's favor only, p. 24)."""

from __future__ import annotations

from eregion.games.meq.components import components
from eregion.games.meq.effects import PRINTED, CardEffects

C = components()


def test_printed_default_changes_nothing_and_draws_three() -> None:
    effects: CardEffects[dict[str, int]] = PRINTED
    state = {"favor": 1}
    card = C.encounters["haven"][0]
    assert effects.encounter_draw(state, "argalad") == 3
    assert effects.peril_draw(state, "argalad") == 3
    assert effects.encounter(state, "argalad", card) is state
    assert effects.peril(state, "argalad", C.perils[0]) is state
    assert effects.quest_reward(state, "argalad", "echoes_of_bolgs_army") is state
    assert effects.item_gained(state, "argalad", "horse") is state
    assert effects.corruption_gained(state, "argalad", C.corruption[0]) is state
    assert effects.character_ability(state, "argalad", "gandalf") is None  # favor only
    assert not effects.has_ability(state, "argalad", "gandalf")
    assert effects.combat_begins(state, "argalad") is state
    assert effects.shadow_played(state, "argalad") is state
