"""The staging area's threat and the committed willpower (compared at quest resolution, rules
companion 14.3.3) are kept in the state's memo while the cards, the modifiers and the committed
characters stand: whenever the rules, an agent or an observation reads them along random games, the
kept total is the one worked out afresh."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from eregion.core import Rng
from eregion.games import get_game
from eregion.games.lcg import rules as R
from eregion.games.lcg.filters import Static
from eregion.games.lcg.registry import TEXT
from eregion.games.lcg.state import LcgState

# What a condition of a passive effect reads besides the cards: none of these reads more than the
# cards and the committed characters, which is what the kept totals (and their stats) follow.
CONDITIONS = {
    "trait",
    "title",
    "committed",
    "staging_empty",
    "staging_has_only_self",
    "exhausted_ally",
    "free",
}


def _checked(total: Callable[[LcgState], int], counts: dict[str, int]) -> Callable[[LcgState], int]:
    """``total`` that also works the number out afresh (the kept one set aside) and compares."""

    def read(s: LcgState) -> int:
        kept = total(s)
        counts["kept" if R.TOTALS in s.memo else "none"] += 1
        put_aside = s.memo.pop(R.TOTALS, None)
        fresh = total(s)
        if put_aside is not None:
            s.memo[R.TOTALS] = put_aside
        assert kept == fresh, (total.__name__, kept, fresh)
        return kept

    return read


@pytest.mark.parametrize(
    "options",
    [
        {"players": 1},
        {"players": 2, "scenario": "journey-along-the-anduin"},
        {"players": 3, "scenario": "escape-from-dol-guldur"},
        {"players": 1, "deck1": "spirit", "easy": True},
    ],
)
def test_the_kept_totals_are_the_ones_worked_out_afresh(
    options: dict, monkeypatch: pytest.MonkeyPatch
) -> None:
    counts = {"kept": 0, "none": 0}
    monkeypatch.setattr(R, "staging_threat", _checked(R.staging_threat, counts))
    monkeypatch.setattr(R, "committed_willpower", _checked(R.committed_willpower, counts))
    game = get_game("lcg")
    for seed in range(3):
        s = game.new_game(seed, game.resolve_options(options))
        rng = Rng(seed)
        while not s.is_over:
            R.staging_threat(s)  # kept now, to be read again after the move if nothing it reads changed
            R.committed_willpower(s)
            actions = s.legal_actions()
            s.apply(actions[rng.randrange(len(actions))])
    assert counts["kept"] > 200


def test_passive_effects_read_only_what_the_kept_totals_follow() -> None:
    """A passive effect's value reads the cards (their zones, hosts, damage, resources, traits), the
    modifiers (a keyword granted) and the committed characters, nothing else (no player's threat):
    its filter reads no more than these, its condition is one of CONDITIONS."""
    get_game("lcg")  # every card's text registered
    statics = [st for text in TEXT.values() for st in text.statics]
    assert statics
    for st in statics:
        assert isinstance(st, Static)
        assert st.cond is None or st.cond.kind in CONDITIONS, st
