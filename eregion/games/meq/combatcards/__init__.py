"""Middle-earth Quest's combat card abilities (pp. 27-32) in a declarative vocabulary: :mod:`.vocab`
(abilities and texts, made of the elements of :mod:`.conditions`, :mod:`.effects`, :mod:`.choices` and
:mod:`.statics`), :mod:`.heroes` and :mod:`.monsters` the encodings by card, monster, minion and hero id,
:mod:`.rules` the :class:`Rules` the combat runs them with (``RULES``) and the flow's questions.
:func:`card_text` gives a card's text in our words, made from its encoding."""

from __future__ import annotations

from eregion.games.meq.combatcards.rules import (
    CARDS,
    FOES,
    HEROES,
    RULES,
    Rules,
    at_random,
    keeps_turn,
    opener,
)


def card_text(card_id: str) -> str:
    """The combat text of a Hero, Skill or Monster Combat card, of a monster's or minion's ability, or
    of a hero's ability that acts in combat, in our words."""
    for table in (CARDS, FOES, HEROES):
        if card_id in table:
            return table[card_id].words()
    raise KeyError(f"no combat text is encoded for {card_id!r}")


__all__ = ["CARDS", "FOES", "HEROES", "RULES", "Rules", "at_random", "card_text", "keeps_turn", "opener"]
