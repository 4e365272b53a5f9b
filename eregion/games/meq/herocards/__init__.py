"""The hero-side cards outside combat (issue 13, item 3): Encounter, Peril, Corruption, Item, character
and quest cards written in a small vocabulary (:mod:`.vocab`; encodings in :mod:`.encounters` and
:mod:`.others`), resolved in the game flow (:mod:`.run`, whose ``HERO_CARDS`` is the
:class:`~eregion.games.meq.effects.CardEffects` the flow uses, and :mod:`.asks`, the decisions they
pose), with the lasting rules a hero's cards give him (:mod:`.hero`) and each card in words
(:func:`card_text`). The flow modules import :mod:`.run` and :mod:`.asks` themselves, so this package
stays importable from below them."""

from __future__ import annotations

from eregion.games.meq.herocards.text import card_text

__all__ = ["card_text"]
