"""What every flow module shares: drawing from face-down piles, pushing steps, asking, moving story
markers (minions arrive whatever moved one, R18) and ending a hero's turn."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from eregion.cards.presentation import plural
from eregion.core import Action, Decision, DecisionKind
from eregion.games.meq import story as ST
from eregion.games.meq.components import components
from eregion.games.meq.engine import SAURON
from eregion.games.meq.facts import CombatCard
from eregion.games.meq.influence import settle_pool
from eregion.games.meq.state import Fight, MeqState, log

C = components()
TRACK = C.story
CARDS: dict[str, dict[str, CombatCard]] = {
    h.id: {k.id: k for k in (*h.deck, *C.skills)} for h in C.heroes.values()
}
"""Each hero's cards by id: his deck and the Skill cards he may train into it."""


def push(s: MeqState, *steps: tuple) -> None:
    """Push steps so that the first one given resolves first."""
    s.stack.extend(reversed(steps))


def ask(
    s: MeqState,
    player: int,
    kind: DecisionKind,
    prompt: str,
    options: Iterable[Action],
    secret: str | None = None,
    always: bool = False,
) -> Decision:
    return Decision(player, kind, prompt, tuple(options), secret, always)


def set_pile(s: MeqState, name: str, cards: Iterable[str]) -> None:
    """Replace a pile (kept sorted: a face-down pile is a multiset, R46)."""
    s.decks = {**s.decks, name: tuple(sorted(cards))}


def add_to(s: MeqState, name: str, *cards: str) -> None:
    set_pile(s, name, (*s.decks.get(name, ()), *cards))


def pick(s: MeqState, cards: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """One card at random from a face-down multiset, and the rest."""
    i = s.rng.randrange(len(cards))
    return cards[i], cards[:i] + cards[i + 1 :]


def draw(s: MeqState, name: str, discard: str | None = None) -> str | None:
    """One card at random from a face-down pile; an empty pile is first made again from its discards
    (p. 35). None when both are empty."""
    pile = s.decks.get(name, ())
    if not pile and discard is not None and s.decks.get(discard):
        pile = s.decks[discard]
        set_pile(s, discard, ())
    if not pile:
        return None
    card, rest = pick(s, pile)
    s.decks = {**s.decks, name: rest}
    return card


def draw_many(s: MeqState, name: str, n: int, discard: str | None = None) -> list[str]:
    out = []
    for _ in range(n):
        card = draw(s, name, discard)
        if card is None:
            break
        out.append(card)
    return out


def take(cards: Sequence[str], card: str) -> tuple[str, ...]:
    """``cards`` less one copy of ``card``."""
    i = list(cards).index(card)
    return (*cards[:i], *cards[i + 1 :])


def advance(s: MeqState, marker: str, n: int) -> None:
    """Move a story marker; a stage entered for the first time brings its minions at once (R18), the
    Witch-king on the start Sauron chooses; a stage that falls shrinks the Shadow Pool (R16)."""
    before = s.story.space(marker)
    s.story, stages = ST.move(s.story, TRACK, marker, n)
    moved = s.story.space(marker) - before
    if moved:
        log(s, None, f"the {marker} story marker moves to {s.story.space(marker)}")
    for m in ST.arriving_minions(C, stages):
        if len(m.starts) == 1:
            s.board = s.board.move_minion(m.id, m.starts[0])
            log(s, SAURON, f"{m.name} enters play at {C.locations[m.starts[0]].name}")
        else:
            s.stack.append(("minion_start", m.id))
    s.board = settle_pool(s.board, ST.current_stage(s.story, TRACK))


def where(s: MeqState, seat: int) -> str:
    """The location of the hero in ``seat``."""
    return s.board.heroes[s.heroes[seat - 1]]


def start_fight(s: MeqState, fight: Fight) -> None:
    """A combat begins (:mod:`.combat_steps` fights it)."""
    s.fight = fight
    s.stack.append(("combat",))


def end_turn(s: MeqState) -> None:
    """The hero's turn ends at once (defeat, or a foe left standing in the Travel step): drop his turn's
    remaining steps down to its end, but what is left of a card's text still happens (R303)."""
    kept = []
    while s.stack and s.stack[-1][0] != "hero_end":
        st = s.stack.pop()
        if st[0] in ("card_part", "card_done"):
            kept.append(st)
    s.stack.extend(reversed(kept))


def hero_name(s: MeqState, seat: int) -> str:
    return C.heroes[s.heroes[seat - 1]].name


def hero_draws(s: MeqState, seat: int, k: int) -> None:
    """Draw ``k`` cards from the life pool into the hand (its order is nobody's to know, R46)."""
    p = s.pool(seat)
    hand, life = list(p.hand), p.life
    for _ in range(min(k, len(life))):
        card, life = pick(s, life)
        hand.append(card)
    s.change_pool(seat, hand=tuple(sorted(hand)), life=life)
    log(s, seat, f"{C.heroes[p.hero].name} draws {plural(k, 'card')}")
