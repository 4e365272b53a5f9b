"""A small table to try one hero-side card on: one hero (Beravor: fortitude 6, strength 5, agility 2,
wisdom 2) alone on a bare board, known piles, and a look at everything a card can change, so a test
states the card's whole effect as the fields that change and their new values."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from eregion.core import Decision
from eregion.games.meq import GAME
from eregion.games.meq.board import Board, Token
from eregion.games.meq.components import MARKERS
from eregion.games.meq.engine import RULES
from eregion.games.meq.herocards.others import CORRUPTION
from eregion.games.meq.herocards.run import HERO_CARDS, start
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import C, set_pile

HAND = ("charge", "evade", "parry", "ranged_strike", "sneak_attack")  # shields 0, 2, 1, 1, 2
LIFE = ("aimed_shot", "anticipate", "anticipate", "charge", "deadly_finesse", "evade", "parry", "strategize")
SKILLS = ("crossbow_shot", "endure")  # the Skill deck: training draws both
WATCHED = ("enc", "peril")  # the piles a card may shuffle back (Corruption: tested apart)


REACHED: set[int] = set()  # the states whose probe resolved: their turn did not end early


@RULES.step("test_probe")
def _probe(s: MeqState, st: tuple) -> Decision | None:
    """Sits above the hero's turn end: a card that ends the turn drops it unresolved."""
    s.stack.pop()
    REACHED.add(id(s))
    return None


@dataclass
class Table:
    """The position before the card: where the hero is and what he and the board hold."""

    at: str = "bree"
    hand: Sequence[str] = HAND
    life: Sequence[str] = LIFE
    rest: Sequence[str] = ()
    damage: Sequence[str] = ()
    favor: int = 0
    corruption: Sequence[str] = ()
    items: Sequence[str] = ()
    levels: Mapping[str, int] = field(default_factory=dict)
    pool: int = 0
    influence: Mapping[str, int] = field(default_factory=dict)
    tokens: Mapping[str, Sequence[str]] = field(default_factory=dict)
    minions: Mapping[str, str] = field(default_factory=dict)
    plots: int = 0  # active Plots (their identity does not matter to these cards)
    plot_hand: Sequence[str] = ()
    shadow_hand: Sequence[str] = ()
    corruption_deck: Sequence[str] = ("weak",)
    piles: Mapping[str, Sequence[str]] = field(default_factory=dict)  # any other pile, by name
    hero: str = "beravor"

    def state(self) -> MeqState:
        s = GAME.new_game(0, {"heroes": 1, "hero1": self.hero})
        assert isinstance(s, MeqState)
        tokens = {
            loc: tuple(sorted(Token(C.regions[C.locations[loc].region].group, f) for f in faces))
            for loc, faces in self.tokens.items()
        }
        s.board = Board(
            heroes={self.hero: self.at},
            minions=dict(self.minions),
            tokens=tokens,
            influence=dict(self.influence),
            shadow_pool=self.pool,
        )
        s.plots = s.plots[:1] * self.plots
        s.change_pool(
            1,
            hand=tuple(sorted(self.hand)),
            life=tuple(sorted(self.life)),
            rest=tuple(self.rest),
            damage=tuple(sorted(self.damage)),
            favor=self.favor,
            corruption=tuple(self.corruption),
            items=tuple(self.items),
            levels=tuple(sorted(self.levels.items())),
        )
        set_pile(s, "corruption", self.corruption_deck)
        set_pile(s, "corruption_discard", ())
        set_pile(s, "skills", SKILLS)
        set_pile(s, "plot_hand", self.plot_hand)
        set_pile(s, "shadow_hand", self.shadow_hand)
        for deck in C.encounters:
            set_pile(s, f"enc:{deck}", ())  # a card that sends the hero to encounter draws nothing
        for name, cards in self.piles.items():
            set_pile(s, name, cards)
        s.stack, s._decision, s.active, s.fight = [("hero_end", 1), ("test_probe",)], None, 1, None
        REACHED.discard(id(s))
        return s


def look(s: MeqState) -> dict[str, Any]:
    """Everything a hero-side card may change."""
    p = s.pool(1)
    return {
        "favor": p.favor,
        "hand": tuple(sorted(p.hand)),
        "life": len(p.life),
        "rest": len(p.rest),
        "damage": len(p.damage),
        "corruption": tuple(sorted(p.corruption)),
        "items": tuple(sorted(p.items)),
        "levels": dict(p.levels),
        "at": s.board.heroes[p.hero],
        "pool": s.board.shadow_pool,
        "influence": dict(s.board.influence),
        "tokens": {loc: len(t) for loc, t in s.board.tokens.items()},
        "characters": dict(s.board.characters),
        "minions": dict(s.board.minions),
        "markers": {m: s.story.space(m) for m in MARKERS},
        "plot_hand": len(s.decks["plot_hand"]),
        "shadow_hand": len(s.decks["shadow_hand"]),
        "turn_over": ("test_probe",) not in s.stack and id(s) not in REACHED,
        "fight": None if s.fight is None else (s.fight.foe, s.fight.travel, s.fight.won),
        "piles": {k: len(s.decks[k]) for k in sorted(s.decks) if k.startswith(WATCHED) and s.decks[k]},
    }


def changes(before: Mapping[str, Any], after: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in after.items() if before[k] != v}


def resolve(
    table: Table, kind: str, card: str, answers: Sequence[str] = ()
) -> tuple[MeqState, dict[str, Any]]:
    """Resolve ``card``'s text of ``kind`` on ``table``, answering its decisions in order; returns the
    state and what changed. The card's text must have asked exactly these questions."""
    s = table.state()
    before = look(s)
    if kind == "encounter":
        HERO_CARDS.encounter(s, table.hero, next(k for d in C.encounters.values() for k in d if k.id == card))
    elif kind == "peril":
        HERO_CARDS.peril(s, table.hero, next(k for k in C.perils if k.id == card))
    elif kind == "reward":
        HERO_CARDS.quest_reward(s, table.hero, card)
    elif kind == "character":
        assert HERO_CARDS.character_ability(s, table.hero, card) is s
    else:
        start(s, 1, ("corruption", card), CORRUPTION[card])
    RULES.run(s)
    for a in answers:
        assert s.decision is not None, f"{card}: no decision left for {a!r}"
        s.apply(a)
    if s.fight is None:
        assert s.decision is None, (
            f"{card}: still asking {s.decision.prompt} {[o.id for o in s.decision.options]}"
        )
    return s, changes(before, look(s))
