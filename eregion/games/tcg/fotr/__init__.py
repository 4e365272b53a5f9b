"""The abilities of The Fellowship of the Ring (set 1) beyond the two starter decks (those are in
:mod:`eregion.games.tcg.cardtext`), in the effect vocabulary, keyed by card id; own wording in the
comments. One module per side; importing this package registers them all."""

from eregion.games.tcg.fotr import free, isengard, moria, responses, sauron, shadow, sites, wraith  # noqa: F401
