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

from collections.abc import Iterable

from eregion.cards import Window
from eregion.core import Action
from eregion.games.tcg import rules as R
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
    assert len(hits) == 1, f"{name!r} matches {[R.DEFS[h].name for h in hits]}"
    return hits[0]


def _take(s: TcgState, p: int, name: str, zone: str) -> int:
    cid = cid_of(name)
    for u in s.zones[(p, "draw")]:
        if s.cards[u].cid == cid:
            s.zones.move(s.cards[u], p, zone)
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
    burdens: int = 0,
    seed: int = 0,
) -> TcgState:
    """A position in ``fp``'s turn at ``site`` (sites 1..site on the path are the Shadow player's,
    except site 1). ``items`` maps a character's name to cards it bears. No step is running yet."""
    s = GAME.new_game(seed)
    sh = 1 - fp
    for p in (0, 1):
        for zone in ("hand", "fellowship"):
            for u in list(s.zones[(p, zone)]):
                if u != s.rb[p]:
                    s.zones.move(s.cards[u], p, "draw")
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
    for host, names in (items or {}).items():
        h = find(s, host)
        owner = s.cards[h].controller
        for name in names:
            u = _take(s, owner, name, "attached")
            s.cards[u].host = h
    from eregion.games.tcg.steps import play_own_site

    play_own_site(s, fp, 1)
    for n in range(2, site + 1):
        play_own_site(s, sh, n)
    s.pos = [0, 0]
    s.pos[fp] = site
    s.pos[sh] = 1
    s.phase = phase
    s.pool = pool
    s.stack = []
    s._decision = None
    return s


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
