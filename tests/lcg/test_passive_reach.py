"""Which cards the passive effects in play can change (4.1): a passive effect changes its bearer or
its own card, so along random games every card whose stat a passive effect changes is among those
``passive_reach`` names, and no other card's stat differs from its printed number and modifiers."""

from __future__ import annotations

from eregion.cards.modifiers import total
from eregion.core import Rng
from eregion.games import get_game
from eregion.games.lcg import rules as R


def test_a_passive_effect_changes_only_the_cards_it_reaches() -> None:
    game = get_game("lcg")
    reached = 0
    for options in ({"players": 2}, {"players": 1, "deck1": "spirit"}, {"players": 3, "deck1": "tactics"}):
        for seed in range(3):
            s = game.new_game(seed, game.resolve_options(options))
            rng = Rng(seed)
            while not s.is_over:
                for k in sorted(s.in_game.changed & set(R.STATS)):
                    reach = R.passive_reach(s, k)
                    assert (
                        reach is not None
                    )  # the Core Set's passive effects change a bearer or their own card
                    reached += len(reach)
                    for u in range(len(s.cards)):
                        if R.in_play(s, u) and u not in reach:
                            assert R.passive(s, u, k) == 0, (seed, u, k)
                            printed = getattr(R.d(s, u), k) or 0
                            if R.d(s, u).type != "quest":
                                assert R.stat(s, u, k) == max(0, printed + total(s.mods, u, k))
                actions = s.legal_actions()
                s.apply(actions[rng.randrange(len(actions))])
    assert reached > 50
