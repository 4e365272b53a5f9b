"""Build TCG positions for rules and card tests: put named cards in zones, start a phase, act by name.

    s = table(fp=0, site=4, fellowship=["Aragorn, King in Exile"], minions=["Uruk Soldier"] * 2,
              hand=["Swordarm of the White Tower"])
    start_skirmish(s, "Aragorn", ["Uruk Soldier", "Uruk Soldier"])
    act(s, play(s, "Swordarm"))

Player ``fp`` is the Free Peoples player; the other is the Shadow player. Cards are found by id or by
(a prefix of) their name; a card not in a player's deck is created for him. Everything not placed
stays in the draw decks, hands are empty unless given.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache

from eregion.cards import Window
from eregion.core import Action, DecisionKind
from eregion.core.chain import items
from eregion.games.tcg import rules as R
from eregion.games.tcg.decks import STARTERS, load_deck
from eregion.games.tcg.game import GAME
from eregion.games.tcg.state import TcgState, _new_card
from eregion.games.tcg.steps import RULES, SPACE


def cid_of(name: str) -> str:
    if name in R.DEFS:
        return name
    low = name.lower()
    hits = [c for c, d in R.DEFS.items() if d.name.lower() == low] or [
        c for c, d in R.DEFS.items() if d.name.lower().startswith(low)
    ]
    if len(hits) > 1:  # a short name means the starter decks' card
        hits = [h for h in hits if h in _starter_cids()]
    assert len(hits) == 1, f"{name!r} matches {[R.DEFS[h].name for h in hits]}"
    return hits[0]


@cache
def _starter_cids() -> frozenset[str]:
    decks = [load_deck(n) for n in STARTERS]
    return frozenset(c for d in decks for c in (d.ring_bearer, d.ring, *d.sites, *d.draw))


def _take(s: TcgState, p: int, name: str, zone: str) -> int:
    cid = cid_of(name)
    for u in s.zones[(p, "draw")]:
        if s.cards[u].cid == cid:
            s.move(u, p, zone)
            return u
    u = _new_card(s, cid, p, zone)
    return u


def table(
    *,
    fp: int = 0,
    site: int = 2,
    pool: int = 0,
    phase: str = "fellowship",
    fellowship: Iterable[str] = (),
    support: Iterable[str] = (),
    hand: Iterable[str] = (),
    minions: Iterable[str] = (),
    shadow_support: Iterable[str] = (),
    shadow_hand: Iterable[str] = (),
    items: dict[str, list[str]] | None = None,
    discard: Iterable[str] = (),
    dead: Iterable[str] = (),
    shadow_discard: Iterable[str] = (),
    sites: Iterable[str] = (),
    burdens: int = 0,
    seed: int = 0,
) -> TcgState:
    """A position in ``fp``'s turn at ``site`` (sites 1..site on the path are the Shadow player's,
    except site 1). ``items`` maps a character's name to cards it bears; ``discard``/``dead`` fill the
    Free Peoples player's piles, ``shadow_discard`` the Shadow player's; ``sites`` names sites to put
    on the path at their numbers instead (from their owner's adventure deck, else made for the Free
    Peoples player). No step is running yet."""
    s = GAME.new_game(seed)
    sh = 1 - fp
    for p in (0, 1):
        for zone in ("hand", "fellowship"):
            for u in list(s.zones[(p, zone)]):
                if u != s.rb[p]:
                    s.move(u, p, "draw")
    s.bids = [0, 0]
    s.first = s.fp = fp
    s.turn = 1
    s.burdens = [0, 0]
    s.burdens[fp] = burdens
    placed: dict[str, int] = {"Frodo": s.rb[fp]}
    for name in fellowship:
        u = _take(s, fp, name, "fellowship")
        placed[R.DEFS[s.cards[u].cid].name] = u
    for name in support:
        placed[R.DEFS[s.cards[_take(s, fp, name, "support")].cid].name] = placed.get(name, -1)
    for name in hand:
        _take(s, fp, name, "hand")
    for name in minions:
        u = _take(s, sh, name, "shadow")
        placed.setdefault(R.DEFS[s.cards[u].cid].name, u)
    for name in shadow_support:
        _take(s, sh, name, "support")
    for name in shadow_hand:
        _take(s, sh, name, "hand")
    for name in discard:
        _take(s, fp, name, "discard")
    for name in dead:
        _take(s, fp, name, "dead")
    for name in shadow_discard:
        _take(s, sh, name, "discard")
    for host, names in (items or {}).items():
        h = find(s, host)
        owner = s.cards[h].controller
        for name in names:
            u = _take(s, owner, name, "attached")
            s.card_mut(u).host = h
    from eregion.games.tcg.steps import play_own_site

    play_own_site(s, fp, 1)
    for n in range(2, site + 1):
        play_own_site(s, sh, n)
    for name in sites:
        put_site(s, name)
    s.pos = [0, 0]
    s.pos[fp] = site
    s.pos[sh] = 1
    s.phase = phase
    s.pool = pool
    s.stack = []
    s._decision = None
    s.timely = R.timely_here(frozenset(c.cid for c in s.cards))  # cards made here, beyond the decks
    return s


def put_site(s: TcgState, name: str) -> int:
    """Put the named site on the path at its number (a deck's own copy if one is not yet on the path,
    else a new copy for the Free Peoples player), returning the site there before to its owner's
    adventure deck."""
    cid = cid_of(name)
    n = R.DEFS[cid].site
    assert n is not None
    old = s.path[n]
    if old >= 0 and s.cards[old].cid == cid:
        return old
    spare = [c.uid for c in s.cards if c.cid == cid and c.zone == "adventure"]
    u = spare[0] if spare else _new_card(s, cid, s.fp, "adventure")
    if old >= 0:
        s.move(old, s.cards[old].owner, "adventure")
    c = s.cards[u]
    s.move(c.uid, c.owner, "path")
    s.path[n] = u
    return u


def snap(s: TcgState) -> dict:
    """Everything about a position, to check that an illegal action changed nothing."""
    return s.snapshot()


def find(s: TcgState, name: str, *, zone: str | None = None, owner: int | None = None, nth: int = 0) -> int:
    """The uid of the ``nth`` card called ``name`` (id or name prefix) in a zone."""
    low = name.lower()
    hits = []
    for c in s.cards:
        d = R.DEFS[c.cid]
        if c.cid != name and not d.name.lower().startswith(low):
            continue
        if zone is not None and c.zone != zone:
            continue
        if zone is None and c.zone in ("draw", "adventure"):
            continue
        if owner is not None and c.owner != owner:
            continue
        hits.append(c.uid)
    assert len(hits) > nth, f"no {name!r} (#{nth}) in {zone or 'play/hand/piles'}"
    return hits[nth]


def names(s: TcgState, p: int, zone: str) -> list[str]:
    """The names of the cards in one of player ``p``'s zones, in order (a draw deck: the top last)."""
    return [R.DEFS[s.cards[u].cid].name for u in s.zones[(p, zone)]]


def wounds(s: TcgState, name: str) -> int:
    """The wounds on the card called ``name`` (as :func:`find`)."""
    return s.cards[find(s, name)].wounds


def begin(s: TcgState, *steps: tuple) -> TcgState:
    """Start the given steps (the first resolves first) and run to the first decision."""
    s.stack = list(reversed(steps))
    RULES.run(s)
    return s


def start_phase(s: TcgState, phase: str) -> TcgState:
    if phase == "fellowship":
        return begin(s, ("fellowship",))
    if phase == "shadow":
        return begin(s, ("phase", "shadow"))
    return begin(s, ("phase", phase))


def start_skirmish(s: TcgState, defender: str, minions: list[str], *, fierce: int = 0) -> TcgState:
    """Assign ``defender`` to the named minions (distinct copies in order) and start that skirmish."""
    d = find(s, defender, zone="fellowship") if defender else -1
    used: list[int] = []
    for name in minions:
        n = 0
        while True:
            u = find(s, name, zone="shadow", nth=n)
            if u not in used:
                break
            n += 1
        used.append(u)
    s.assign = ((d, tuple(used)),)
    s.phase = "assignment"
    return begin(s, ("skirmishes", fierce))


def ids(s: TcgState) -> list[str]:
    return [a.id for a in s.legal_actions()]


def act(s: TcgState, *actions: str | Action) -> TcgState:
    for a in actions:
        s.apply(a)
    return s


def play(s: TcgState, name: str) -> str:
    """The id of the legal action playing the card called ``name`` from hand."""
    for a in s.legal_actions():
        verb, u = SPACE.split(a)
        if verb == "play" and R.DEFS[s.cards[u].cid].name.lower().startswith(name.lower()):
            return a.id
    raise AssertionError(f"cannot play {name!r} now; legal: {ids(s)}")


def use(s: TcgState, name: str) -> str:
    for a in s.legal_actions():
        verb, u = SPACE.split(a)
        if verb == "use" and R.DEFS[s.cards[u].cid].name.lower().startswith(name.lower()):
            return a.id
    raise AssertionError(f"cannot use {name!r} now; legal: {ids(s)}")


def pick(s: TcgState, name: str, nth: int = 0) -> str:
    hits = []
    for a in s.legal_actions():
        verb, u = SPACE.split(a)
        if verb == "pick" and R.DEFS[s.cards[u].cid].name.lower().startswith(name.lower()):
            hits.append(a.id)
    assert len(hits) > nth, f"cannot pick {name!r} now; legal: {ids(s)}"
    return hits[nth]


def pass_until(s: TcgState, prompt_part: str, limit: int = 50) -> TcgState:
    """Answer "pass"/"done"/"no" until a decision whose prompt contains ``prompt_part``."""
    for _ in range(limit):
        d = s.decision
        if d is None or prompt_part.lower() in d.prompt.lower():
            return s
        for default in ("pass", "done", "no", "stay"):
            if default in ids(s):
                s.apply(default)
                break
        else:
            raise AssertionError(f"stuck at {d.prompt!r}: {ids(s)}")
    raise AssertionError(f"never reached {prompt_part!r}")


def window(fp: int) -> Window:
    return Window((fp, 1 - fp))


def offered(s: TcgState, p: int | None = None) -> list[str]:
    """The cards ``p`` (the Free Peoples player by default) could play or use now, named: computed
    without running any step, so a lone "move" or "pass" is not taken meanwhile."""
    from eregion.games.tcg.turn import playable, usable

    p = s.fp if p is None else p
    uids = [*(SPACE.split(a)[1] for a in playable(s, p)), *usable(s, p)]
    return [R.DEFS[s.cards[u].cid].name for u in uids]


@contextmanager
def manual() -> Iterator[None]:
    """Ask every phase-action decision even when its only option is "pass" or "move", so a test can
    look at a skirmish or a fellowship phase before it moves on (other lone options are still taken)."""
    old = RULES.always_ask
    RULES.always_ask = frozenset({DecisionKind.TURN})
    try:
        yield
    finally:
        RULES.always_ask = old


def logged(s: TcgState, kind: str) -> list[tuple]:
    """The log entries of one kind, oldest first: ``("skirmish_result", player, d, ms, fs, ss)``."""
    return [e for e in items(s.events) if e[0] == kind]


def skirmish_totals(s: TcgState) -> tuple[int, int]:
    """The Free Peoples and Shadow strength totals of the last skirmish resolved."""
    e = logged(s, "skirmish_result")[-1]
    return e[4], e[5]


def passes(s: TcgState, prompt_part: str = "actions", limit: int = 20) -> TcgState:
    """Pass while the pending decision's prompt contains ``prompt_part`` (e.g. both players passing in
    a skirmish until it resolves)."""
    for _ in range(limit):
        d = s.decision
        if d is None or prompt_part.lower() not in d.prompt.lower() or "pass" not in ids(s):
            return s
        s.apply("pass")
    raise AssertionError(f"still at {prompt_part!r} after {limit} passes")
