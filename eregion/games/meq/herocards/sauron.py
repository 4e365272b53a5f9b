"""The hero cards' elements that reach Sauron's side: his hands of Plot and Shadow cards, the monster
tokens he keeps face down, and the decks a card's text shuffles. Rulings in ``docs/meq-rules.md`` (R513 for
what a hero looks at)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eregion.cards.presentation import plural
from eregion.games.meq.engine import SAURON
from eregion.games.meq.herocards import vocab as V
from eregion.games.meq.sauron_turn import draw_plot
from eregion.games.meq.seen import look_at_plots
from eregion.games.meq.state import MeqState, log
from eregion.games.meq.steps import C, add_to, draw, hero_name, pick, set_pile, take, where

Source = tuple[str, str]
"""A card text's source: its kind ("encounter:<deck>", "peril", "corruption", ...) and the card."""
SHADOWS = {k.id: k.name for k in C.shadow}


def _sauron_draws(s: MeqState, seat: int, src: Source, e: V.SauronDraws) -> None:
    for _ in range(e.plots):
        card = draw_plot(s)
        if card is not None:
            add_to(s, "plot_hand", card)
    for _ in range(e.shadows):
        card = draw(s, "shadow", "shadow_discard")
        if card is not None:
            add_to(s, "shadow_hand", card)
    log(s, SAURON, f"Sauron draws {e.plots} Plot and {plural(e.shadows, 'Shadow card')}")


def _sauron_discards(s: MeqState, seat: int, src: Source, e: V.SauronDiscards) -> None:
    for _ in range(e.shadows):
        hand = s.decks["shadow_hand"]
        if hand:
            card, rest = pick(s, hand)
            set_pile(s, "shadow_hand", rest)
            add_to(s, "shadow_discard", card)
            log(s, SAURON, f"Sauron discards the Shadow card {SHADOWS[card]} at random")
    for _ in range(e.plots):
        s.stack.append(("hc_plot", seat, src))


def _look(s: MeqState, seat: int, src: Source, e: V.Look) -> None:
    """What he sees his side keeps, shown only in its views (R513); the log says only that he looked."""
    if e.what == "plot_hand":
        look_at_plots(s)
        log(s, seat, f"{hero_name(s, seat)} looks at Sauron's Plot cards")
        return
    s.board = s.board.look(C.adjacent[where(s, seat)])
    log(
        s,
        seat,
        f"{hero_name(s, seat)} looks at the monster tokens next to {C.locations[where(s, seat)].name}",
    )


def _command(s: MeqState, seat: int, src: Source, e: V.Command) -> None:
    s.stack.append(("hc_command", seat, None, src))


def _reshuffle(s: MeqState, seat: int, src: Source, e: V.Reshuffle) -> None:
    kind, card = src
    deck = kind.partition(":")[2] if kind.startswith("encounter:") else kind
    deck_pile, discard = (
        (f"enc:{deck}", f"enc_discard:{deck}")
        if kind.startswith("encounter:")
        else (
            deck,
            f"{deck}_discard",
        )
    )
    if kind == "corruption":
        p = s.pool(seat)
        if card in p.corruption:
            s.change_pool(seat, corruption=take(p.corruption, card))
            add_to(s, discard, card)
    add_to(s, deck_pile, *s.decks.get(discard, ()))
    set_pile(s, discard, ())
    log(s, None, f"{kind.partition(':')[0]} discards shuffled back into the deck")


SAURON_SIDE: dict[type, Callable[[MeqState, int, Source, Any], None]] = {
    V.SauronDraws: _sauron_draws,
    V.SauronDiscards: _sauron_discards,
    V.Look: _look,
    V.Command: _command,
    V.Reshuffle: _reshuffle,
}
"""How each of these elements resolves: :mod:`.run` adds them to its table."""
