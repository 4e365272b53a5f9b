"""``eregion cards meq``: every Middle-earth Quest card listed once, under an id of its own, with its printed
facts in words (issue 13; the components of ``docs/meq-rules.md``, "What is where")."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from typer.testing import CliRunner

from eregion.cli import app
from eregion.core.reference import find
from eregion.games import get_game
from eregion.games.meq import catalogue
from eregion.games.meq.components import components
from eregion.games.meq.sauroncards.event_cards import NOT_ENCODED

C = components()
ENTRIES = get_game("meq").cards()  # type: ignore[misc]
BY_ID = {e.id: e for e in ENTRIES}


def test_every_card_is_listed_once_under_a_unique_id() -> None:
    assert len(BY_ID) == len(ENTRIES)
    kinds = Counter(e.kind for e in ENTRIES)
    assert kinds == {
        "hero card": sum(len(h.deck) for h in C.heroes.values()),  # titles per deck (copies are a count)
        "Skill": 20,
        "monster combat card": sum(len(d.cards) for d in C.combat_decks.values()),
        "monster": 14,
        "minion": 5,
        "Item": 3,  # Boat, Horse, Elven Cloak, three copies each
        "Corruption": 16,
        "quest": 15,
        "character": 8,
        "Encounter": 90,
        "Peril": 15,
        "Shadow": len(C.shadow),  # the 21 titles of the 24 known cards (C15)
        "Plot": 17,  # 18 cards: A Broken Line of Kings twice
        "Event": 42,
        "Mission": 10,
    }
    # every copy counted: each hero deck holds 25 cards, each monster combat deck 25, the Shadow deck 24
    for h in C.heroes.values():
        assert sum(BY_ID[f"{h.id}.{k.id}"].facts["count"] for k in h.deck) == 25
    for d in C.combat_decks.values():
        assert sum(BY_ID[f"{d.id}.{k.id}"].facts["count"] for k in d.cards) == 25
    assert sum(e.facts["count"] for e in ENTRIES if e.kind == "Shadow") == 24
    assert sum(e.facts["count"] for e in ENTRIES if e.kind == "Plot") == 18


@pytest.mark.parametrize(
    ("entry", "facts", "words"),
    [
        # Argalad's deck: Aimed Shot, ranged 3/0, strength cost 3, mountain icon, 4 copies (C10)
        (
            "argalad.aimed_shot",
            {"type": "ranged", "attack": 3, "defense": 0, "cost": 3, "icon": "mountain", "count": 4},
            "Argalad's deck. Ranged: attack 3, defence 0, strength cost 3; mountain icon; 4 copies.",
        ),
        # the same title in the Zealot deck has no icon (monster combat decks, C23)
        ("zealot.aimed_shot", {"type": "ranged", "attack": 3, "cost": 3}, "Zealot deck. Ranged"),
        # Warg Rider: health 5 (the card, C20)
        ("monster.warg_rider", {"health": 5}, "Health 5"),
        # Gollum is Captured advances the yellow marker 2 (C16), needs 2 in the Shadow Pool
        (
            "plot.gollum_is_captured",
            {"marker": "yellow", "advance": 2, "requirement": 2, "favor": 2},
            "moves the yellow marker 2 each Story step; affects Sea of Udûn",
        ),
        # He Has at Last Heard is priority 5 (C17)
        ("event.he_has_at_last_heard", {"priority": 5}, "priority 5"),
        # Careless costs 0 favor (C13)
        ("corruption.careless", {"cost": 0}, "for 0 favor"),
        # Isildur's Heir is completed in Rhûn (C18)
        ("encounter.isildurs_heir", {"quest": True, "quest_location": "rhun"}, "completed at Rhûn"),
        ("mission.isildurs_secret", {"side": "heroes"}, "at least 5 favor"),
    ],
)
def test_facts_of_a_few_cards_checked_by_hand(entry: str, facts: dict[str, object], words: str) -> None:
    e = BY_ID[entry]
    assert {k: e.facts[k] for k in facts} == facts
    assert words in e.text


def test_abilities_not_encoded_are_marked_and_a_kind_with_text_reads_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every kind's text function is wired in; the cards not encoded (the Events with no trusted
    source) say so; a text function for a kind is read for each card of that kind, after its facts.
    Every minion is implemented: in combat (the Mouth of Sauron) or outside it (R500-R503)."""
    missing = {(e.kind, e.name) for e in ENTRIES if not e.implemented}
    assert missing == {("Event", e.name) for e in C.events if e.id in NOT_ENCODED}
    assert len(missing) == 5  # R511, R514: the four with training or a level, and Under the Shadow
    serpent = next(e for e in ENTRIES if e.name == "The Black Serpent")
    assert serpent.implemented and "up to 2 locations" in serpent.text
    encoded = {"the_hounds_of_sauron": "<encoded>", "khazad_dum": ""}

    def text(card: str) -> str:
        return encoded[card]  # KeyError: not encoded

    monkeypatch.setitem(catalogue.TEXTS, "Peril", text)
    catalogue.card_entries.cache_clear()
    try:
        perils = {e.id: e for e in catalogue.card_entries() if e.kind == "Peril"}
        hounds, khazad = perils.pop("peril.the_hounds_of_sauron"), perils.pop("peril.khazad_dum")
        assert hounds.implemented and hounds.text == "Affects any location. <encoded>"
        assert khazad.implemented and khazad.text == "Affects Moria."  # its whole effect is its facts
        assert not any(e.implemented for e in perils.values())
    finally:
        catalogue.card_entries.cache_clear()


def test_the_command_lists_and_finds_cards() -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["cards", "meq", "Théoden", "--json"])
    assert result.exit_code == 0, result.output
    found = json.loads(result.output)
    assert [e["id"] for e in found] == ["character.theoden"] and found[0]["favor"] == 2
    assert {e.id for e in find(ENTRIES, "reckless")} >= {"corruption.reckless", "eometh.reckless"}
