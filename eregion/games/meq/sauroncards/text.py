"""A Sauron card's display text, made from its encoding in our own words (never the printed text)."""

from __future__ import annotations

from eregion.games.meq.sauroncards.lasting import Lasting
from eregion.games.meq.sauroncards.registry import TEXTS
from eregion.games.meq.sauroncards.vocab import Element, card_name, words_of


def card_text(card_id: str) -> str:
    """ "Name: what it does" for an encoded Shadow card, Event or Plot; raises KeyError for any other."""
    text = TEXTS[card_id]
    parts = []
    if text.now:
        parts.append(words_of(text.now))
    if text.explore:
        parts.append("after a hero explores its location, he may use it: " + words_of(text.explore))
    parts += [x.words() for x in text.lasting]
    return f"{card_name(card_id)}: " + ("; ".join(parts) if parts else "no text beyond its printed numbers")


def elements(card_id: str) -> list[Element | Lasting]:
    """Every element of the card's encoding, those inside others included."""
    text = TEXTS[card_id]
    out: list[Element | Lasting] = []
    todo: list[Element] = [*text.now, *text.explore]
    while todo:
        part = todo.pop(0)
        out.append(part)
        todo[:0] = part.parts()
    return [*out, *text.lasting]
