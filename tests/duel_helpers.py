"""Helpers for the Duel tests: the hidden-information predicate and scenario set-up.

Scenario tests build a game with ``new_game(seed, options, setup)`` (``setup`` pins the deal), edit
state fields directly, call :func:`refresh` to rebuild the pending decision, then script decisions
with ``state.apply("action-id")``.
"""

from __future__ import annotations

import re
from typing import Any

from eregion.core import IllegalAction
from eregion.games.duel import new_game, rules
from eregion.games.duel.components import EAGLE, RACES, REGIONS, SKILLS, components
from eregion.games.duel.state import ABILITY, DuelState
from eregion.testing import view_text

C = components()
CARDS, TILES, TOKENS = C.cards, C.landmarks, C.tokens
NREG = len(REGIONS)
NSYM = EAGLE + 1
FELLOWSHIP, SAURON = 0, 1

# --- hidden information -----------------------------------------------------------------------------

_CARD_RE = re.compile(r"C[123]-\d\d")
_OTHER_NAMES = {t.id: (t.id, t.name) for t in TILES} | {t.id: (t.id,) for t in TOKENS}


def _mentions(text: str, name: str) -> bool:
    """``name`` occurs in ``text`` as a whole id (not inside a longer id or word)."""
    return re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", text) is not None


def hidden_ids(s: DuelState, player: int | None) -> tuple[set[str], set[str]]:
    """The card ids, and the tile and token ids, that ``player`` (None: a spectator) may not know:
    face-down cards, discards they have not seen, later chapters' decks, the Landmark stack and
    Alliance tokens other than a stack's top token revealed to both players."""
    cards: set[str] = set()
    for i, c in enumerate(s.slots):
        if (s.present >> i) & 1 and not (s.face_up >> i) & 1:
            cards.add(CARDS[c].id)
    bit = 0 if player is None else 1 << player
    for c, seen in zip(s.discard, s.discard_seen):
        if not (seen & bit or seen == 3):
            cards.add(CARDS[c].id)
    for ch in range(s.chapter + 1, 4):
        cards.update(CARDS[c].id for c in s.decks[ch - 1])
    others = {TILES[t].id for t in s.landmark_stack}
    for r, stack in enumerate(s.alliance):
        public = 1 if stack and s.alliance_known[r] else 0
        others.update(TOKENS[t].id for t in stack[: len(stack) - public])
    return cards, others


def leaked_ids(s: DuelState, view: Any, player: int | None) -> set[str]:
    """The hidden ids that appear in the view's JSON text: as whole strings, inside action ids
    (``play:C1-05``) or in log lines; tiles also by name."""
    text = view_text(view)
    cards, others = hidden_ids(s, player)
    leaks = set(_CARD_RE.findall(text)) & cards
    for ident in others:
        for name in _OTHER_NAMES[ident]:
            if name in text and _mentions(text, name):
                leaks.add(ident)
    return leaks


def duel_hidden_check(s: DuelState, view: Any, player: int | None) -> None:
    leaks = leaked_ids(s, view, player)
    assert not leaks, f"view({player}) shows hidden ids {sorted(leaks)}"


# --- scenario set-up --------------------------------------------------------------------------------


def card(ident: str) -> int:
    return C.card_by_id[ident].index


def tile(ident: str) -> int:
    return C.landmark_by_id[ident].index


def token(ident: str) -> int:
    return C.token_by_id[ident].index


def region(name: str) -> int:
    return REGIONS.index(name)


def chapter_order(ch: int, at: dict[int, str] | None = None) -> list[str]:
    """A deal order for chapter ``ch`` (23 ids: slots 0-19 then the 3 left over) with the cards in
    ``at`` pinned to their slot numbers (use 20-22 for the left-over cards); the rest in id order."""
    at = at or {}
    rest = [c.id for c in CARDS if c.chapter == ch and c.id not in at.values()]
    order = []
    for i in range(23):
        order.append(at[i] if i in at else rest.pop(0))
    return order


def make(
    seed: int = 0,
    *,
    chapters: dict[int, dict[int, str]] | None = None,
    landmarks: list[str] | None = None,
    alliance: dict[str, list[str]] | None = None,
    promo: bool = False,
) -> DuelState:
    """A new game with the given pins (chapter slots, Landmark order, Alliance stacks top first)."""
    setup: dict[str, Any] = {}
    if chapters:
        setup["chapters"] = {str(ch): chapter_order(ch, at) for ch, at in chapters.items()}
    if landmarks is not None:
        setup["landmarks"] = landmarks
    if alliance:
        setup["alliance"] = alliance
    return new_game(seed, {"promo": promo} if promo else None, setup or None)


def ready_to_play(card: str, player: int = FELLOWSHIP, chapter: int = 3) -> DuelState:
    """``player`` to play ``card`` (all Skills given; call :func:`refresh`), from an empty board."""
    s = make(0, chapters={chapter: {19: card}})
    if chapter > 1:
        to_chapter(s, chapter)
    s.units = [0] * (2 * NREG)
    set_skills(s, player, Ruse=4, Strength=4, Courage=4, Knowledge=4, Leadership=4)
    return s


def refresh(s: DuelState, p: int | None = None) -> DuelState:
    """Rebuild the pending decision after editing fields: a fresh turn for ``p`` (default: whoever
    is to play), with nothing of this turn's Skills spent yet."""
    if p is None:
        p = s.turn_player
    s.spent_fixed = (0,) * len(SKILLS)
    s.spent_flex = frozenset()
    s.stack = [("turn", p)]
    s._decision = None
    rules.run(s)
    return s


def put_cards(s: DuelState, p: int, *idents: str) -> None:
    """Put cards straight into ``p``'s play area (Skills and chaining symbols, no effects)."""
    area = list(s.area[p])
    for ident in idents:
        c = card(ident)
        area.append(c)
        if CARDS[c].chain_gives:
            s.chains[p] |= CARDS[c].chain_gives
    s.area = (tuple(area), s.area[1]) if p == 0 else (s.area[0], tuple(area))
    s.refresh_skills(p)


def set_units(s: DuelState, p: int, **per_region: int) -> None:
    for name, n in per_region.items():
        s.units[p * NREG + region(name)] = n


def units(s: DuelState, p: int, name: str) -> int:
    return s.units[p * NREG + region(name)]


def set_forts(s: DuelState, p: int, *names: str) -> None:
    s.forts[p] = sum(1 << region(n) for n in names)


def forts(s: DuelState, p: int) -> list[str]:
    return [REGIONS[r] for r in range(NREG) if (s.forts[p] >> r) & 1]


def set_races(s: DuelState, p: int, **counts: int) -> None:
    for name, n in counts.items():
        s.races[p * NSYM + (EAGLE if name == "Eagle" else RACES.index(name))] = n


def give_token(s: DuelState, p: int, ident: str) -> None:
    """Give ``p`` an Alliance token (taking it out of its stack) with its lasting ability, if any."""
    t = token(ident)
    r = TOKENS[t].race
    stacks = list(s.alliance)
    stacks[r] = tuple(x for x in stacks[r] if x != t)
    s.alliance = tuple(stacks)
    s.tokens = (s.tokens[0] + (t,), s.tokens[1]) if p == 0 else (s.tokens[0], s.tokens[1] + (t,))
    if TOKENS[t].lasting:
        s.abilities[p] |= ABILITY[TOKENS[t].ability]
        if TOKENS[t].ability == "eagle":
            s.races[p * NSYM + EAGLE] += 1
        if TOKENS[t].ability == "wild_skill":
            s.refresh_skills(p)


def ids(s: DuelState) -> list[str]:
    return [a.id for a in s.legal_actions()]


def coins(s: DuelState) -> tuple[int, int, int]:
    """(Fellowship coins, Sauron coins, reserve)."""
    return s.coins[0], s.coins[1], s.reserve


def assert_illegal(s: DuelState, action_id: str) -> IllegalAction:
    """``apply`` refuses ``action_id``, names the legal ids and changes nothing."""
    before = s.snapshot()
    legal = tuple(ids(s))
    try:
        s.apply(action_id)
    except IllegalAction as e:
        assert e.legal == legal
        assert s.snapshot() == before
        return e
    raise AssertionError(f"{action_id!r} was accepted")


def set_skills(s: DuelState, p: int, **counts: int) -> None:
    """Give ``p`` exactly these fixed Skill symbols (as if from grey cards; a later grey card or
    Isengard recomputes them from the play area)."""
    fixed = tuple(counts.get(name, 0) for name in SKILLS)
    s.fixed = (fixed, s.fixed[1]) if p == 0 else (s.fixed[0], fixed)


def to_chapter(s: DuelState, ch: int) -> DuelState:
    """Lay out chapter ``ch`` now (its left-over cards join the discard, Landmarks are refilled)."""
    s.start_chapter(ch)
    return s


def leave_only(s: DuelState, *idents: str) -> None:
    """Take every card out of the layout except these (face up), as if the chapter were nearly over."""
    layout = C.layouts[s.chapter]
    keep = 0
    for ident in idents:
        keep |= 1 << s.slots.index(card(ident))
    s.present = keep
    s.face_up |= keep
    s.avail = sum(1 << i for i in range(20) if (keep >> i) & 1 and not layout.cover_mask[i] & keep)


def slot_of(s: DuelState, ident: str) -> int:
    return s.slots.index(card(ident))


def view_card(s: DuelState, player: int | None, slot: int) -> str | None:
    return s.view(player)["layout"][slot]["card"]


def tokens_on_top(s: DuelState, *idents: str) -> None:
    """Reorder Alliance stacks so that these tokens are on top, the first one topmost."""
    stacks = [list(st) for st in s.alliance]
    for ident in reversed(idents):
        t = token(ident)
        st = stacks[TOKENS[t].race]
        st.remove(t)
        st.append(t)
    s.alliance = tuple(tuple(st) for st in stacks)


def tiles_face_up(s: DuelState, *idents: str) -> None:
    """Make exactly these Landmark tiles face up; the others form the stack."""
    up = tuple(tile(i) for i in idents)
    s.landmark_stack = tuple(t for t in s.landmark_stack + s.landmarks_up if t not in up)
    s.landmarks_up = up


def all_skills(s: DuelState, p: int, n: int = 4) -> None:
    set_skills(s, p, **{name: n for name in SKILLS})


def token_ids(s: DuelState, p: int) -> list[str]:
    return [TOKENS[t].id for t in s.tokens[p]]


def top_token(s: DuelState, race: str) -> str | None:
    st = s.alliance[RACES.index(race)]
    return TOKENS[st[-1]].id if st else None
