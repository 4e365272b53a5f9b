"""The abilities of The Fellowship of the Ring (set 1) beyond the two starter decks (those are in
:mod:`eregion.games.tcg.cardtext`), in the effect vocabulary, keyed by card id; own wording in the
comments. One module per side, and one per culture for the later Free Peoples cards; importing this
package registers them all."""

from eregion.games.tcg.fotr import (  # noqa: F401  (register)
    dwarven,
    elven,
    free,
    gandalf,
    gondor,
    isengard,
    moria,
    mounts,
    responses,
    sauron,
    shadow,
    shire,
    sites,
    wraith,
)
