"""Playing one's own site onto the adventure path (``steps.play_own_site``: the Shadow player's next
site, a pathfinder's, Paths Seldom Trodden's): the site replaced goes back to its owner's adventure
deck, and a player with no site of that number to play leaves the path as it is."""

from __future__ import annotations

from eregion.games.tcg import rules as R
from eregion.games.tcg.state import TcgState
from eregion.games.tcg.steps import play_own_site
from tcg.harness import table


def _own_site(s: TcgState, p: int, n: int) -> list[int]:
    return [u for u in s.zones[(p, "adventure")] if R.DEFS[s.cards[u].cid].site == n]


def test_a_site_played_replaces_the_opponents() -> None:
    """002, "Adventure path" (setting up): one site of each number on the path; a site replaced goes
    back to its owner's adventure deck."""
    s = table(site=3)
    fp, sh = s.fp, 1 - s.fp
    theirs = s.path[3]
    assert s.cards[theirs].owner == sh
    mine = _own_site(s, fp, 3)[0]
    play_own_site(s, fp, 3)
    assert s.path[3] == mine and s.cards[mine].zone == "path"
    assert s.cards[theirs].zone == "adventure" and theirs in s.zones[(sh, "adventure")]


def test_without_a_site_to_play_the_path_keeps_its_site() -> None:
    """With no site 3 left in the adventure deck, the opponent's site 3 stays where it is: it once went
    back to the adventure deck while the path still named it."""
    s = table(site=3)
    fp = s.fp
    for u in _own_site(s, fp, 3):
        s.move(u, fp, "void")
    theirs = s.path[3]
    play_own_site(s, fp, 3)
    assert s.path[3] == theirs and s.cards[theirs].zone == "path"
