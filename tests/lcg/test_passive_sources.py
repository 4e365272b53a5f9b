"""The cards whose passive effects are in force, worked out once per arrangement of the cards (the
state's memo, which a card written or moved clears): along random games, every card in play has the
same stats as when they are worked out with nothing remembered (4.1 passive effects, 4.11.7)."""

from __future__ import annotations

from eregion.core import Rng
from eregion.games import get_game
from eregion.games.lcg import rules as R


def _stats(s) -> list[int]:  # type: ignore[no-untyped-def]
    return [R.stat(s, u, k) for u in range(len(s.cards)) if R.in_play(s, u) for k in R.STATS]


def test_the_remembered_sources_give_the_stats_worked_out_afresh() -> None:
    game = get_game("lcg")
    remembered = 0
    for seed in range(4):
        s = game.new_game(seed, game.resolve_options({"players": 2}))
        rng = Rng(seed)
        while not s.is_over:
            _stats(s)  # remembered now, before the move changes the cards
            actions = s.legal_actions()
            s.apply(actions[rng.randrange(len(actions))])
            remembered += sum(1 for k in s.memo if k[0] == "sources")
            kept = _stats(s)
            s.memo.clear()
            assert kept == _stats(s), seed
    assert remembered > 100
