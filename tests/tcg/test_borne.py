"""The cards each bearer bears, worked out once per arrangement of the cards (``rules.bearer_items``
reads a memo that a card written or moved clears): along random games, always the cards whose host
the bearer is, in zone order (002, "Possessions, artifacts": borne cards are attached to a bearer)."""

from __future__ import annotations

from eregion.core import Rng
from eregion.games.tcg import GAME
from eregion.games.tcg import rules as R


def test_the_remembered_bearers_are_the_cards_attached_to_them() -> None:
    borne = 0
    for seed in range(6):
        s, rng = GAME.new_game(seed), Rng(seed)
        while not s.is_over:
            R.bearer_items(s, 0)  # remembered now, before the move changes the cards
            actions = s.legal_actions()
            s.apply(actions[rng.randrange(len(actions))])
            for uid in range(len(s.cards)):
                scan = tuple(u for p in (0, 1) for u in s.zones[(p, "attached")] if s.cards[u].host == uid)
                assert R.bearer_items(s, uid) == scan, (seed, uid)
                borne += len(scan)
    assert borne > 100  # the games put items on bearers
