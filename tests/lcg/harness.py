"""Scripted LCG positions: start a game, keep the hands, put cards where a test wants them and run
one procedure of the round until it asks something (a ``halt`` step stops the flow after it)."""

from __future__ import annotations

from eregion.core import Decision, DecisionKind
from eregion.games.lcg import rules as R
from eregion.games.lcg.game import GAME
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.state import LcgState
from eregion.games.lcg.steps import RULES, SPACE, step

HALT = "halt"


@step(HALT)
def _halt(s: LcgState, st: tuple) -> Decision | None:
    # Two options so the engine never takes it on its own.
    return Decision(0, DecisionKind.YES_NO, "halt", (SPACE["yes"], SPACE["no"]))


def start(scenario: str = "passage-through-mirkwood", players: int = 1, seed: int = 0, **opts) -> LcgState:
    return GAME.new_game(seed, {"scenario": scenario, "players": players, **opts})


def keep_all(s: LcgState) -> LcgState:
    while s.decision is not None and s.decision.prompt.startswith("Setup: keep"):
        s.apply("keep")
    return s


def ready_game(
    scenario: str = "passage-through-mirkwood", players: int = 1, seed: int = 0, **opts
) -> LcgState:
    """A game after setup, with every staging card and engaged enemy cleared away, at a halt."""
    s = keep_all(start(scenario, players, seed, **opts))
    for u in R.staging(s) + R.all_engaged(s):
        s.card_mut(u).host = None
        s.move(u, ENC, "removed")
    for p in range(s.n):
        for h in R.heroes(s, p):
            s.card_mut(h).tokens = 0  # the first resource phase has run: start from nothing
    s.stack = [(HALT,)]
    RULES.run(s)
    return s


def empty_hands(s: LcgState) -> LcgState:
    """Every hand back into its deck, so that no dealt card answers an action window the test walks
    through (which cards are dealt depends on the seed)."""
    for p in range(s.n):
        for u in list(s.zones[(p, "hand")]):
            s.move(u, p, "deck")
    return s


def find(s: LcgState, cid: str, zone: str | None = None) -> int:
    """A card with this id (in this zone, if given), the first by uid."""
    for c in s.cards:
        if c.cid == cid and (zone is None or c.zone == zone):
            return c.uid
    raise LookupError(f"no card {cid} in {zone}")


def hero(s: LcgState, p: int, i: int = 0) -> int:
    return s.zones[(p, "heroes")][i]


def move(s: LcgState, uid: int, player: int, zone: str) -> int:
    s.card_mut(uid).host = None
    s.move(uid, player, zone)
    return uid


def put(s: LcgState, cid: str, player: int, zone: str) -> int:
    """Take a card with this id from the encounter deck (or anywhere out of play) and put it there."""
    for c in s.cards:
        if c.cid == cid and c.zone in ("edeck", "ediscard", "removed", "deck", "hand", "aside"):
            return move(s, c.uid, player, zone)
    raise LookupError(f"no free copy of {cid}")


def run_steps(s: LcgState, *steps: tuple) -> LcgState:
    """Run these steps (first given first), then halt."""
    s.stack = [(HALT,), *reversed(steps)]
    RULES.run(s)
    return s


def pass_idle(s: LcgState, until: int | None = None) -> LcgState:
    """Pass the windows posed only so that being asked tells nothing (``Decision.always_ask``: the
    player holds a hand, but nothing he could play), of any player but ``until``."""
    d = s.decision
    while d is not None and d.always_ask and len(d.options) == 1 and d.player != until:
        s.apply(d.options[0])
        d = s.decision
    return s


def halted(s: LcgState) -> bool:
    return s.decision is not None and s.decision.prompt == "halt"


def ids(s: LcgState) -> list[str]:
    return [a.id for a in s.legal_actions()]


def on_top(s: LcgState, *uids: int) -> None:
    """Put these encounter cards on top of the encounter deck, the first given revealed first."""
    for u in reversed(uids):
        move(s, u, ENC, "edeck")


def _uids(value) -> set[int]:
    out: set[int] = set()
    if isinstance(value, dict):
        if isinstance(value.get("uid"), int):
            out.add(value["uid"])
        for v in value.values():
            out |= _uids(v)
    elif isinstance(value, list):
        for v in value:
            out |= _uids(v)
    return out


def hidden_check(s: LcgState, view, player: int | None) -> None:
    """No view names a card in a deck, in another player's hand or face down as a shadow card."""
    secret = set(s.zones[(ENC, "edeck")]) | set(s.zones[(ENC, "shadow")])
    for q in range(s.n):
        secret |= set(s.zones[(q, "deck")])
        if q != player:
            secret |= set(s.zones[(q, "hand")])
            assert view["players"][q]["hand"] is None
    leaked = _uids(view) & secret
    assert not leaked, f"hidden cards shown: {sorted(leaked)}"
