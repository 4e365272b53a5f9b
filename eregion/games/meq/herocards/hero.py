"""What a hero's cards change about him while they stay with him: his attributes (levels, p. 26, and
a Corruption card's -1), his limits (hand, favor, Travel steps, favor a turn), and the counts the flow
reads (Encounter cards drawn, the markers a rest advances). The lasting rules are the
:class:`~.vocab.Lasting` elements of his Corruption and Item cards."""

from __future__ import annotations

from eregion.games.meq import growth as GR
from eregion.games.meq.effects import ENCOUNTER_DRAW
from eregion.games.meq.herocards.others import CORRUPTION, ITEMS
from eregion.games.meq.herocards.vocab import Lasting
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import C

_CORRUPTION_NAMES = {k.id: k.name for k in C.corruption}


def _lasting(s: MeqState, seat: int) -> list[tuple[str, Lasting]]:
    """The lasting rules of the hero's Corruption and Item cards, his cards in order, each with the
    name of its card."""
    p = s.pool(seat)
    texts = [(_CORRUPTION_NAMES[c], CORRUPTION[c]) for c in p.corruption]
    texts += [(C.items[i].name, ITEMS[i]) for i in p.items]
    return [(name, e) for name, text in texts for e in text if isinstance(e, Lasting)]


def lasting(s: MeqState, seat: int) -> list[Lasting]:
    """The lasting rules of the hero's Corruption and Item cards, his cards in order."""
    return [e for _, e in _lasting(s, seat)]


def rule(s: MeqState, seat: int, name: str) -> Lasting | None:
    """The hero's lasting rule of this name, if a card of his has one."""
    return next((e for e in lasting(s, seat) if e.rule == name), None)


def rule_card(s: MeqState, seat: int, name: str) -> str | None:
    """The name of the hero's card whose lasting rule ``name`` acts: a question it asks names it."""
    return next((card for card, e in _lasting(s, seat) if e.rule == name), None)


def attribute(s: MeqState, seat: int, name: str) -> int:
    """His attribute as it stands: printed, plus levels (p. 26), less each Corruption card lowering it,
    never below 0 (R119)."""
    p = s.pool(seat)
    base = GR.attribute(C, p.hero, dict(p.levels), name)
    less = sum(e.n for e in lasting(s, seat) if e.rule == "attribute" and e.attribute == name)
    return max(0, base - less)


def gain_level(s: MeqState, seat: int, name: str) -> bool:
    """One level in ``name`` (p. 26); False when it would be a third and is not gained."""
    p = s.pool(seat)
    after = GR.gain_level(dict(p.levels), name)
    s.change_pool(seat, levels=tuple(sorted(after.items())))
    return after != dict(p.levels)


def favor_room(s: MeqState, seat: int) -> int | None:
    """How much more favor the hero may gain now (Despairing's cap on his sheet, Mistrusted's cap a
    turn); None: no limit."""
    p = s.pool(seat)
    rooms = []
    cap = rule(s, seat, "favor_limit")
    if cap is not None:
        rooms.append(max(0, cap.n - p.favor))
    per_turn = rule(s, seat, "favor_per_turn")
    if per_turn is not None:
        rooms.append(max(0, per_turn.n - p.gained))
    return min(rooms) if rooms else None


def gain_favor(s: MeqState, seat: int, n: int) -> int:
    """Gain up to ``n`` favor, as the hero's limits allow; returns what he gained."""
    room = favor_room(s, seat)
    got = n if room is None else min(n, room)
    p = s.pool(seat)
    s.change_pool(seat, favor=p.favor + got, gained=p.gained + got)
    return got


def hand_limit(s: MeqState, seat: int) -> int | None:
    """The most cards his hand may hold (Distraught); None: no limit."""
    cap = rule(s, seat, "hand_limit")
    return None if cap is None else cap.n


def may_travel(s: MeqState, seat: int) -> bool:
    """Hopeless: at most its number of Travel steps in a turn."""
    cap = rule(s, seat, "travel_limit")
    return cap is None or s.pool(seat).travels < cap.n


def isolated(s: MeqState, seat: int) -> bool:
    """Isolated: no consulting characters, no trading."""
    return rule(s, seat, "isolated") is not None


def encounter_draw(s: MeqState, seat: int) -> int:
    """Encounter cards he draws: 3 (p. 24), or Indifferent's number."""
    fewer = rule(s, seat, "encounter_draw")
    return ENCOUNTER_DRAW if fewer is None else fewer.n


def extra_perils(s: MeqState, seat: int) -> int:
    """Peril cards Sauron may draw beyond 3 in this hero's turn (Reckless)."""
    more = rule(s, seat, "extra_peril")
    return 0 if more is None else more.n


def marker_steps(s: MeqState, seat: int) -> int:
    """Spaces the leftmost Sauron marker advances when he rests or is defeated: 1 (pp. 20, 32), or
    Despondent's number."""
    more = rule(s, seat, "marker_steps")
    return 1 if more is None else more.n
