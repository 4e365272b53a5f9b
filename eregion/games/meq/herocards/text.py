"""Each encoded hero-side card in words, made from its encoding (never from a printed text)."""

from __future__ import annotations

from eregion.games.meq.herocards.encounters import ENCOUNTERS
from eregion.games.meq.herocards.others import CHARACTERS, CORRUPTION, ITEMS, PERILS, QUESTS
from eregion.games.meq.herocards.vocab import C, Effect, Lasting, say

KINDS: dict[str, dict[str, Effect]] = {
    "encounter": ENCOUNTERS,
    "peril": PERILS,
    "corruption": CORRUPTION,
    "item": ITEMS,
    "character": CHARACTERS,
    "reward": QUESTS,
}


def _sentence(effect: Effect) -> str:
    lasting = all(isinstance(e, Lasting) for e in effect)  # rules side by side, not steps in turn
    text = say(effect, "; " if lasting else "; then ")
    return text[0].upper() + text[1:] + "."


def _task(quest: str) -> str:
    q = C.quests[quest]
    place = C.locations[q.location].name
    foe = (C.monsters[q.foe].name if q.foe in C.monsters else C.minions[q.foe].name) if q.foe else ""
    if q.task == "defeat":
        return f"defeat the {foe} fought at {place} instead of drawing Encounter cards there"
    if q.task == "explore_or_combat":
        return f"explore {place}, or fight {foe}"
    return f"explore {place}"


def card_text(card_id: str) -> str:
    """The card's ability in words: an Encounter Quest card's text when drawn, its task and its
    reward; a quest's task and reward; a character's ability. Raises KeyError for a card not encoded."""
    parts = []
    if card_id in ENCOUNTERS:
        effect = ENCOUNTERS[card_id]
        if effect:
            parts.append(_sentence(effect))
        quest = next((k for d in C.encounters.values() for k in d if k.id == card_id and k.quest), None)
        if quest is not None and quest.quest_location:
            parts.append(f"Quest: explore {C.locations[quest.quest_location].name}.")
    elif card_id in C.quests:
        q = C.quests[card_id]
        if q.setup_character and q.setup_location:  # the setup is data (C19), placed by quests.deal_quests
            where = C.locations[q.setup_location].name
            parts.append(f"Setup: place {C.characters[q.setup_character].name} on {where}.")
        parts.append(f"Quest: {_task(card_id)}.")
    if card_id in QUESTS:
        parts.append("Reward: " + _sentence(QUESTS[card_id]))
    for kind in ("peril", "corruption", "item"):
        if card_id in KINDS[kind]:
            parts.append(_sentence(KINDS[kind][card_id]))
    if card_id in CHARACTERS:
        parts.append("Consulted for its ability: " + _sentence(CHARACTERS[card_id]))
    if not parts:
        raise KeyError(f"{card_id!r} is no encoded hero-side card")
    return " ".join(parts)
