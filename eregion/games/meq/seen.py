"""What the heroes' side has seen of Sauron's hidden cards (R278, R513).

A card that lets a hero look (The Palantirs: Sauron's Plot hand; The Seat of Seeing, Hill of the Wind:
the monster tokens next to him) teaches the whole side: the heroes may talk openly, Sauron hearing all
they say (p. 14), and the cards are Sauron's own. The Plot cards seen are the pile ``plots_seen``: each stays
known while it is in his hand, and a card leaving the hand (played or discarded, revealed) leaves it
too, so a copy that comes back later by a secret draw is not known. The token faces seen are the
board's ``seen`` locations (:meth:`.board.Board.look`), forgotten when a token comes or goes there.
The views show both to every hero seat and to Sauron, never to a spectator; a hero's determinization
keeps them (:mod:`.views`).
"""

from __future__ import annotations

from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import set_pile, take

PLOTS_SEEN = "plots_seen"


def plots_seen(s: MeqState) -> tuple[str, ...]:
    """The Plot cards in Sauron's hand that the heroes have seen there."""
    return s.decks.get(PLOTS_SEEN, ())


def look_at_plots(s: MeqState) -> None:
    """A hero looks at Sauron's whole Plot hand."""
    set_pile(s, PLOTS_SEEN, s.decks["plot_hand"])


def leave_plot_hand(s: MeqState, plot: str) -> None:
    """A Plot card leaves Sauron's hand, revealed (played or discarded): one copy of it is no longer
    known to be there."""
    set_pile(s, "plot_hand", take(s.decks["plot_hand"], plot))
    seen = plots_seen(s)
    if plot in seen:
        set_pile(s, PLOTS_SEEN, take(seen, plot))
