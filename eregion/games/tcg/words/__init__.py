"""Every card's text in our own words, generated from the encoding the engine runs (issue 15).

Like a compiler's pretty-printer: each element of the vocabulary (:mod:`vocab` parts, :mod:`filters`
filters, conditions and static abilities, :mod:`registry` abilities) says what it does, and a card's
text is composed from the elements it is made of, costs first ("exert Boromir to make ..."). A card
that is encoded wrongly therefore reads wrongly. An element the describer cannot read says so in the
text (:data:`GAP`), and its card is not counted as implemented. Printed card text is never used.

:mod:`.phrases` names cards, filters and conditions; :mod:`.effects` and :mod:`.elements` say each cost
and effect (one :func:`words` dispatcher, extended element by element); :mod:`.cards` composes static
abilities, abilities and whole cards.
"""

from eregion.games.tcg.words import elements as _elements  # noqa: F401  (registers the later elements)
from eregion.games.tcg.words.cards import (
    abilities,
    card_entries,
    card_text,
    entry,
    facts,
    implemented,
    lent_text,
    response,
    self_name,
    timing,
)
from eregion.games.tcg.words.effects import sequence, words
from eregion.games.tcg.words.phrases import GAP, condition, noun

__all__ = [
    "GAP",
    "abilities",
    "card_entries",
    "card_text",
    "condition",
    "entry",
    "facts",
    "implemented",
    "lent_text",
    "noun",
    "response",
    "self_name",
    "sequence",
    "timing",
    "words",
]
