"""Every question of Middle-earth Quest names what asks it (issue 15, item 2: "Caught in a Web: attach to
which of your heroes?"): a card by its title (an Encounter, a Peril, a Corruption card, a Shadow card, a
combat card, a foe...), or a part of the rules by the name the rulebook gives it (its steps, pp. 13-26;
Combat, pp. 27-32; Defeated Heroes, p. 32; the Finale, p. 33). Random games with every hero read every
prompt."""

from __future__ import annotations

import re

import pytest

from eregion.core import Rng
from eregion.games.meq import GAME
from eregion.games.meq.catalogue import card_entries
from eregion.games.meq.state import MeqState

RULES = (
    "Setup",  # setting up, 2.6
    "Plot step",  # Sauron's turn, p. 13
    "Action step",
    "Place influence",
    "Draw Shadow and Plot",
    "Command",
    "Hero Draw",
    "Shadow cards",  # played in their window, p. 17
    "Minions",  # a minion entering play, p. 18
    "Rest",  # the hero's turn, pp. 20-26
    "Ambush",
    "Travel",
    "Combat or Peril",
    "Peril",
    "Explore",
    "Trade",
    "Combat",  # pp. 27-32
    "Defeated hero",  # p. 32
    "Finale",  # p. 33
)
"""The parts of the rules that ask a question of their own, as the rulebook names them."""

TITLES = frozenset(e.name for e in card_entries())
_RULE = re.compile(rf"^({'|'.join(map(re.escape, RULES))})(:|,|\?| \()")
_CARD = re.compile(r"^(.+?)(?: \([^()]*\))?: ")  # "Title: ..." or "Title (Argalad's card): ..."

HEROES = ("argalad", "beravor", "eleanor", "eometh", "thalin")


def source(prompt: str) -> str | None:
    """The card title or rule name a prompt begins with, or None when it names neither."""
    rule = _RULE.match(prompt)
    if rule:
        return rule.group(1)
    card = _CARD.match(prompt)
    return card.group(1) if card and card.group(1) in TITLES else None


def test_a_prompt_names_a_card_or_a_rule() -> None:
    """The reader itself: a title, a rule, and a question that names neither."""
    assert source("Distraught: discard a card (you may hold 7 at most)") == "Distraught"
    assert source("Wretched (Thalin's card): choose") == "Wretched"
    assert source("Combat, Thalin against Agent, round 2: choose your card") == "Combat"
    assert source("Rest (and heal, in a Haven)?") == "Rest"
    assert source("Hand limit: discard a card") is None
    assert source("Choose the Peril card") is None
    assert source("Restless: rest?") is None


@pytest.mark.parametrize("seed", range(6))
def test_every_prompt_of_random_games_names_its_source(seed: int) -> None:
    heroes = 1 + seed % 3
    options = {"heroes": heroes, "advanced_dominance": seed % 2 == 1, "high_stakes": seed % 3 == 2}
    options |= {f"hero{i + 1}": HEROES[(seed + i) % len(HEROES)] for i in range(heroes)}
    s = GAME.new_game(seed, options)
    assert isinstance(s, MeqState)
    rng = Rng(seed)
    for _ in range(3000):
        d = s.decision
        if d is None:
            break
        assert source(d.prompt) is not None, d.prompt
        s.apply(rng.choice(d.options))
