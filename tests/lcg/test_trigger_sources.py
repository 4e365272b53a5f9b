"""A trigger's sources are the cards in play or in the encounter area that listen to it (rules
companion 5.6: forced effects and responses of the cards in play; FAQ 1.09). ``abilities._sources``
looks only in the zones where a card of a listening type may lie ("attacks": enemies, engaged or in
the staging area); along random games it finds exactly what a look at every zone finds, in the same
order; and ``abilities.responses`` looks for a response used in play only in the zones
(``_response_zones``) where a card with one may lie."""

from __future__ import annotations

from eregion.core import Rng
from eregion.games import get_game
from eregion.games.lcg import abilities as A
from eregion.games.lcg import rules as R
from eregion.games.lcg.registry import TEXT, listeners
from eregion.games.lcg.state import LcgState


def _every_zone(s: LcgState, on: str) -> list[int]:
    """The listening cards of every zone in play, players in turn order then the encounter area."""
    want = listeners(on)
    keys = [(p, z) for p in R.turn_order(s) for z in ("heroes", "allies", "attached", "engaged")]
    keys += [(R.ENC, "staging"), (R.ENC, "active"), (R.ENC, "quest")]
    return [u for k in keys for u in s.zones[k] if s.cards[u].cid in want]


def test_sources_and_responders_are_looked_for_where_they_lie() -> None:
    triggers = sorted({ab.on for t in TEXT.values() for ab in (*t.responses, *t.forced)})
    assert "attacks" in triggers and "commits" in triggers
    game = get_game("lcg")
    found = responders = 0
    options = (
        {"players": 2},
        {"scenario": "journey-along-the-anduin", "deck1": "tactics"},
        {"scenario": "escape-from-dol-guldur", "players": 3, "deck1": "spirit"},
        {"players": 4},
    )
    for seed, opts in enumerate(options):
        s = game.new_game(seed, game.resolve_options(opts))
        rng = Rng(seed)
        while not s.is_over:
            assert isinstance(s, LcgState)
            for on in triggers:
                every = _every_zone(s, on)
                assert A._sources(s, on, listeners(on)) == every, on
                found += len(every)
            for p in range(s.n):
                for z in ("heroes", "allies", "attached"):
                    for u in s.zones[(p, z)]:
                        t = TEXT.get(s.cards[u].cid)
                        for r in t.responses if t is not None else ():
                            if not r.from_hand:
                                assert z in A._response_zones(r.on), (u, r.on)
                                responders += 1
            actions = s.legal_actions()
            s.apply(actions[rng.randrange(len(actions))])
    assert found > 500 and responders > 500
