"""A card in a player's hand or deck carries no damage, resources, exhaustion, host or commitment: it
reaches them only from his deck or hand, or after leaving play (``steps._clear``). So an eliminated
player's hand and deck go to his discard pile without a look at each card (``steps._MARKED``)."""

from __future__ import annotations

from eregion.core import Rng
from eregion.games import get_game
from eregion.games.lcg import steps as S
from eregion.games.lcg.state import LcgState


def test_hands_and_decks_hold_no_marked_card() -> None:
    assert "hand" not in S._MARKED and "deck" not in S._MARKED
    game = get_game("lcg")
    options = (
        {},
        {"players": 2},
        {"scenario": "journey-along-the-anduin", "deck1": "tactics"},
        {"scenario": "escape-from-dol-guldur", "players": 3, "deck1": "spirit"},
        {"players": 4, "deck2": "lore"},
    )
    looked = 0
    for seed, opts in enumerate(options * 3):
        s = game.new_game(seed, game.resolve_options(opts))
        rng = Rng(seed)
        while not s.is_over:
            assert isinstance(s, LcgState)
            for p in range(s.n):
                for z in ("hand", "deck"):
                    for u in s.zones[(p, z)]:
                        c = s.cards[u]
                        assert not (c.wounds or c.tokens or c.exhausted), (u, z)
                        assert c.host is None and u not in s.committed, (u, z)
                        looked += 1
            actions = s.legal_actions()
            s.apply(actions[rng.randrange(len(actions))])
    assert looked > 10_000
