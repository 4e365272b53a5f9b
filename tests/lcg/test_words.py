"""Every LCG card's text is generated from the encoding the engine runs (issue 15, item 1): each element
of the vocabulary describes itself, and a card's text names each of its costs, effects, passive effects
and triggers. The words themselves are checked against what the encoding means on a few cards; the
printed wording is never reproduced. Section numbers are the rules companion's (``shared/seeds/001_*``):
4.1 passive effects, 4.2 actions, 4.3 responses, 4.4 forced effects, 4.5 When Revealed, 4.6 travel, 4.7
shadow effects."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest
from typer.testing import CliRunner

import eregion.games.lcg.game  # noqa: F401  (fills the card text registry)
from eregion.cards import effects
from eregion.cli import app
from eregion.games import lcg
from eregion.games.lcg import vocab as V
from eregion.games.lcg.catalogue import card_entries
from eregion.games.lcg.components import cards
from eregion.games.lcg.filters import SELF, SUBJ, Q, Static
from eregion.games.lcg.registry import TEXT, CardText
from eregion.games.lcg.text import LINES
from eregion.games.lcg.words import Scene, describe, passive, scene, trigger
from eregion.games.lcg.words.phrases import PLAIN, SHADOW

ENTRIES = {e.id: e for e in card_entries()}


def subclasses(cls: type) -> Iterator[type]:
    for sub in cls.__subclasses__():
        yield sub
        yield from subclasses(sub)


def test_every_element_of_the_vocabulary_has_a_describer() -> None:
    """A class without one would read as "[not described: ...]" on every card that uses it."""
    parts = {c for c in subclasses(V.Part) if c.__module__.startswith("eregion.games.lcg")}
    parts |= {effects.Require}
    assert len(parts) > 50
    fallback = describe.dispatch(object)
    assert sorted(c.__name__ for c in parts if describe.dispatch(c) is fallback) == []


def _parts(x: object) -> Iterator[object]:
    """Every part inside ``x``, nested ones included (If, May, Branch, ForEachPlayer...)."""
    if isinstance(x, tuple):
        for y in x:
            yield from _parts(y)
    elif isinstance(x, effects.Part):
        yield x
        for f in fields(x):  # type: ignore[arg-type]
            yield from _parts(getattr(x, f.name))


def _elements(t: CardText) -> Iterator[tuple[str, object, Scene]]:
    """Each element of a card's encoding with the scene its section reads it in, walked here from the
    CardText's own fields (not through the text generator)."""
    for st in t.statics:
        yield "static", st, PLAIN
    for section, sc in (("revealed", PLAIN), ("travel", PLAIN), ("end_of_round", PLAIN), ("shadow", SHADOW)):
        for p in _parts(getattr(t, section)):
            yield section, p, sc
    for ab in t.actions:
        for p in _parts(ab.parts):
            yield "action", p, PLAIN
    for trig in (*t.responses, *t.forced):
        yield "trigger", (trig.on, trig.subject), PLAIN
        for p in _parts(trig.parts):
            yield "trigger", p, scene(trig.on, trig.subject)
    if t.event_on:
        yield "trigger", (t.event_on, t.event_subject), PLAIN
    for p in _parts(t.event):
        yield "event", p, scene(t.event_on, t.event_subject) if t.event_on else PLAIN


def _words(element: object, sc: Scene) -> str:
    if isinstance(element, Static):
        return passive(element)
    if isinstance(element, tuple):
        return trigger(*element)
    return describe(element, sc)


@pytest.mark.parametrize("cid", sorted(TEXT))
def test_a_card_text_names_each_of_its_costs_effects_and_triggers(cid: str) -> None:
    text = ENTRIES[cid].text
    assert text
    walked = list(_elements(TEXT[cid]))
    assert walked, cid
    for section, element, sc in walked:
        words = _words(element, sc)
        assert words and words.lower() in text.lower(), (cid, section, words, text)


def test_no_text_shows_python_or_an_undescribed_element() -> None:
    for e in ENTRIES.values():
        for bad in ("<", ">", "object at", "lambda", "Q(", "Cond(", "None", "not described:", "_"):
            assert bad not in e.text, (e.id, bad, e.text)


def test_the_text_changes_with_the_encoding() -> None:
    """The text is read from the encoding's fields: a different number, target or element reads
    differently, and an element the describer does not know is shown, not hidden."""
    assert describe(V.Damage(SELF, 2)) == "deal 2 damage to this card"
    assert describe(V.Damage(SELF, 3)) == "deal 3 damage to this card"
    assert describe(V.Damage(Q(type="enemy", trait="Orc"), 1, each=True)) == "deal 1 damage to each Orc enemy"
    assert (
        describe(V.Boost(SUBJ, "attack", 2), SHADOW)
        == "give the attacking enemy +2 attack until the end of the phase"
    )

    class Unknown(V.Part):
        pass

    assert describe(Unknown()) == "[not described: Unknown]"


# --- word for word, against what each card's encoding means ---------------------------------------------


def test_aragorn_reads_as_his_response() -> None:
    """Aragorn (01001): a response (4.3) to his committing, paid from his own pool, that readies him;
    Sentinel is a keyword (card data)."""
    assert ENTRIES["01001"].text == (
        "Sentinel. Threat cost 12, willpower 2, attack 3, defense 2, hit points 5. Response: after this "
        "card commits to the quest, spend 1 resource from the pool of this card to ready this card."
    )


def test_gandalf_reads_as_a_choice_and_a_forced_discard() -> None:
    """Gandalf (01073): one of three effects when he enters play, and a forced discard at the end of
    the round (4.4)."""
    assert ENTRIES["01073"].text == (
        "Cost 5, willpower 4, attack 4, defense 4, hit points 4. Response: after this card enters play, "
        "choose one: draw 3 cards; or deal 4 damage to an enemy; or reduce your threat by 5. Forced: at "
        "the end of the round, discard this card."
    )


def test_king_spider_reads_its_when_revealed_and_shadow_effects() -> None:
    """King Spider (01074): When Revealed (4.5) each player exhausts a character; its shadow effect
    (4.7) exhausts one, two if the attack is undefended."""
    assert ENTRIES["01074"].text == (
        "Engagement cost 20, threat 2, attack 3, defense 1, hit points 3. When Revealed (the first player): "
        "each player in turn: exhaust a character you control. Shadow (the defending player): if the "
        "attack is undefended, exhaust a character you control, then exhaust a character you control; "
        "otherwise exhaust a character you control."
    )


def test_feint_reads_as_a_combat_action() -> None:
    """Feint (01034): a Combat Action (4.2) on an engaged enemy, for the phase."""
    assert ENTRIES["01034"].text == (
        "Cost 1. Combat Action: choose an enemy engaged with a player: it cannot attack until the end of "
        "the phase."
    )


def test_caught_in_a_web_reads_its_passive_effects() -> None:
    """Caught in a Web (01080): attached by the player with the highest threat (FAQ 1.03); a condition
    whose passive effect (4.1) holds its hero until 2 resources are paid."""
    assert ENTRIES["01080"].text == (
        "Its bearer readies in the refresh phase only if its controller pays 2 resources from it. This "
        "card gains the Condition trait. When Revealed (the first player): the player with the highest "
        "threat: attach this card to a hero you control."
    )


def test_thalin_reads_his_requirement_before_his_effect() -> None:
    """Thalin (01006): a forced effect (4.4) on each enemy revealed, only while he is committed."""
    assert ENTRIES["01006"].text.endswith(
        "Forced: after an enemy is revealed, only if this card is committed to the quest: deal 1 damage "
        "to that enemy."
    )


def test_quest_stages_say_what_their_text_does_not_read() -> None:
    """Stage rules run by the quest procedure's code (quests.py) are not described from an encoding:
    the text says so rather than hide them; a first stage shows its setup from the scenario data."""
    assert "which this text does not read" in ENTRIES["01127"].text  # Anduin Passage
    assert "which this text does not read" not in ENTRIES["01119"].text  # Flies and Spiders
    assert "Setup (Passage Through Mirkwood): put Forest Spider, Old Forest Road" in ENTRIES["01119"].text


# --- eregion cards lcg ----------------------------------------------------------------------------------


def test_eregion_cards_lcg_lists_every_card() -> None:
    result = CliRunner().invoke(app, ["cards", "lcg", "--json"])
    assert result.exit_code == 0
    listed = json.loads(result.output)
    assert [e["id"] for e in listed] == list(cards())
    assert all(e["name"] and e["text"] and e["implemented"] is True for e in listed)
    aragorn = listed[0]
    assert (aragorn["name"], aragorn["kind"], aragorn["threat_cost"], aragorn["traits"]) == (
        "Aragorn",
        "hero, leadership",
        12,
        ["Dunedain", "Noble", "Ranger"],
    )
    result = CliRunner().invoke(app, ["cards", "lcg", "test of will"])
    assert result.exit_code == 0 and result.output.startswith("A Test of Will (01050) · event, spirit")


def test_every_event_the_rules_log_has_words() -> None:
    """Issue 15, item 7: a log line reads as words, never as the event's kind and arguments (the
    fallback "uncommit (2,)" of Black Forest Bats' shadow effect once showed)."""
    root = Path(lcg.__file__).parent
    logged = {m for f in root.rglob("*.py") for m in re.findall(r"\blog\(s, \"(\w+)\"", f.read_text())}
    described = set(LINES)  # the kinds ``describe_event`` has a line for
    assert len(logged) > 40 and logged <= described, sorted(logged - described)
