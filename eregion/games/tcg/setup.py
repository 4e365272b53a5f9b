"""Setting up a TCG game: the two decks, every card given its uid, the draw decks shuffled, the
Ring-bearers' resistance, and the first steps (both players bid burdens, then the order of play)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from eregion.cards import Limits
from eregion.core import JSON, Rng
from eregion.core.errors import InvalidSetup
from eregion.games.tcg.decks import Deck, DeckError, load_deck, parse_deck
from eregion.games.tcg.engine import MAX_CARDS, RULES
from eregion.games.tcg.game_facts import facts_of
from eregion.games.tcg.rules import DEFS, timely_here
from eregion.games.tcg.state import ZONES, GameFacts, TcgState, _new_card


def _decks(options: dict[str, Any], setup: JSON | None) -> tuple[Deck, Deck]:
    """The two decks: built-in names from the options, or deck lists given in ``setup["decks"]``."""
    if isinstance(setup, dict) and "decks" in setup:
        texts = setup["decks"]
        if not (isinstance(texts, list) and len(texts) == 2 and all(isinstance(t, str) for t in texts)):
            raise InvalidSetup('setup "decks" must be a list of two deck lists (text)')
        names = setup.get("names") or ["deck 1", "deck 2"]
        try:
            return parse_deck(texts[0], str(names[0])), parse_deck(texts[1], str(names[1]))
        except DeckError as e:
            raise InvalidSetup(str(e)) from None
    return load_deck(options["deck1"]), load_deck(options["deck2"])


@lru_cache(maxsize=64)
def lineup(decks: tuple[Deck, Deck]) -> tuple[dict[tuple[str, str], frozenset[str]], GameFacts]:
    """What the cards of two decks can ever do: the timely cards by side and phase
    (``TcgState.timely``) and the game's facts (``TcgState.facts``), worked out once per pair of decks
    rather than at every game (the same starter decks play game after game)."""
    owned = tuple(frozenset((d.ring_bearer, d.ring, *d.sites, *d.draw)) for d in decks)
    return timely_here(owned[0] | owned[1]), facts_of((owned[0], owned[1]))


def new_game(seed: int = 0, options: dict[str, Any] | None = None, setup: JSON | None = None) -> TcgState:
    """A new game: both players bid burdens first (002, "Bidding")."""
    opts = TcgState.game.resolve_options(options)
    decks = _decks(opts, setup)
    s = TcgState.__new__(TcgState)
    s.seed, s.options, s.setup = seed, opts, setup
    s.rng = Rng(seed)
    s.history = None
    s.events = None
    s.memo = {}
    s.touched = []
    s.known = [(), ()]
    s.init_cards(2, ZONES)
    s.rb, s.ring = [0, 0], [0, 0]
    # Each draw deck is shuffled as it is made: what ``deal`` would give the pile afterwards (its
    # identities sorted, then shuffled onto its uids in order), without writing each card twice.
    dealt = [sorted(deck.draw) for deck in decks]
    for cids in dealt:
        s.rng.shuffle(cids)
    for p, deck in enumerate(decks):
        rb = _new_card(s, deck.ring_bearer, p, "fellowship")
        ring = _new_card(s, deck.ring, p, "attached")
        s.card_mut(ring).host = rb
        s.rb[p], s.ring[p] = rb, ring
        s.new_cards(deck.sites, p, "adventure")
        s.new_cards(dealt[p], p, "draw")
    if len(s.cards) > MAX_CARDS:
        raise InvalidSetup(
            f"the two decks have {len(s.cards)} cards; at most {MAX_CARDS} fit the action space"
        )
    s.deck_names = (decks[0].name, decks[1].name)
    s.timely, s.facts = lineup(decks)
    s.unseen_ids = (None, None)
    s.position_rows = None
    s.path = [-1] * 10
    s.pos = [0, 0]
    s.burdens = [0, 0]
    s.resistance = [DEFS[s.cards[s.rb[p]].cid].resistance or 10 for p in (0, 1)]
    s.wearing = False
    s.bids = [None, None]
    s.first = s.fp = 0
    s.turn = 0
    s.phase = "setup"
    s.pool = 0
    s.moves = 0
    s.no_more_moves = False
    s.first_orc_played = False
    s.mods = ()
    s.limits = Limits()
    s.assign = ()
    s.skirmish = None
    s.skirmish_cancelled = False
    s.skirmish_wounds = {}
    s.seen = [(), ()]
    s.known_top = [(), ()]
    s.result = None
    s._decision = None
    s.stack = [("order",), ("bid", 1), ("bid", 0)]
    RULES.run(s)
    return s
