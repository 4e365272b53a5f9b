"""How Middle-earth Quest actions read (text.py): a Travel option says what the move costs before the hero
commits to it (p. 22: one card showing the path's icon, or as many cards of any icon as its number; R401)."""

from __future__ import annotations

import random
import re

from eregion.games.meq import GAME
from eregion.games.meq import travel as TV
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import C


def _at_travel(seed: int) -> MeqState:
    """A random game played until a hero may travel somewhere."""
    rng = random.Random(seed)
    s = GAME.new_game(seed, {"heroes": 2})
    assert isinstance(s, MeqState)
    while not (
        s.stack and s.stack[-1][0] == "travel" and any(a.id.startswith("go:") for a in s.legal_actions())
    ):
        s.apply(rng.choice(s.legal_actions()))
        assert not s.is_over
    return s


def test_a_travel_option_names_its_cost() -> None:
    s = _at_travel(3)
    p = s.pool(s.stack[-1][1])
    here = s.board.heroes[p.hero]
    moves = [a for a in s.legal_actions() if a.id.startswith("go:")]
    assert moves
    for a in moves:
        dst = a.id[3:]
        path = C.path(here, dst)
        cost = TV.move_cost(C, here, dst, p.items)
        assert cost is not None and path is not None
        label = s.describe_action(a)
        assert label.startswith(f"travel to {C.locations[dst].name} (")
        if cost.icon:  # a path's icon and number, as printed
            assert label.endswith(f"(one {path.icon} card or {path.number} cards)"), label
        else:
            assert label.endswith("(1 card)") == (cost.cards == 1), label


def test_numbers_quests_items_and_heroes_read_as_what_they_do() -> None:
    """Issue 15, item 7: "draw 3 cards" at the Hero Draw (p. 19), not "3"; a quest by its title ("complete
    ...", or "give ..." in a trade); a hero by his name."""
    seen: dict[tuple[str, str], str] = {}
    for seed in range(12):
        rng = random.Random(seed)
        s = GAME.new_game(seed, {"heroes": 1 + seed % 3})
        assert isinstance(s, MeqState)
        while s.decision is not None and len(seen) < 6:
            for a in s.decision.options:
                verb = a.id.partition(":")[0]
                if verb in ("n", "quest", "trade"):
                    seen.setdefault((verb, s.stack[-1][0]), s.describe_action(a))
            s.apply(rng.choice(s.legal_actions()))
    assert re.fullmatch(r"draw \d+ cards?", seen["n", "hero_draw"])
    assert re.fullmatch(r"discard any \d+ cards", seen["n", "pay_travel"])
    titles = {q.name for q in C.quests.values()} | {k.name for deck in C.encounters.values() for k in deck}
    assert seen["quest", "explore"].removeprefix("complete ") in titles
    assert seen["trade", "explore"].removeprefix("trade with ") in {h.name for h in C.heroes.values()}
