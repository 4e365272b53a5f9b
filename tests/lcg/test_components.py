"""The LCG Core Set card and scenario data, checked against the shared data NOTES (section 3, "Established
facts"; section 6, "Rulings") and the rules companion."""

from __future__ import annotations

import copy
import json
from collections import Counter
from typing import Any

import pytest

from eregion.core.errors import DataError, InvalidSetup
from eregion.games.lcg.components import (
    CARDS_FILE,
    ENCOUNTER_SETS,
    FIELDS,
    SCENARIOS_FILE,
    card,
    cards,
    fold,
    scenario,
    scenarios,
    validate_cards,
    validate_scenarios,
)


def raw_cards() -> list[dict[str, Any]]:
    return json.loads(CARDS_FILE.read_text(encoding="utf-8"))


def raw_scenarios() -> dict[str, Any]:
    return json.loads(SCENARIOS_FILE.read_text(encoding="utf-8"))


# --- counts ---------------------------------------------------------------------------------------------


def test_card_counts() -> None:
    """NOTES §3 "Counts": 73 player cards / 132 physical (12 Hero, 20 Ally, 13 Attachment, 28 Event),
    45 encounter / 84 physical (easy 63: 19 Enemy, 12 Location, 11 Treachery, 3 Objective), 10 quests."""
    defs = cards()
    assert len(defs) == 128
    assert list(defs) == sorted(defs) == [f"01{n:03}" for n in range(1, 129)]
    by_type = Counter(c.type for c in defs.values())
    assert by_type == {
        "hero": 12,
        "ally": 20,
        "attachment": 13,
        "event": 28,
        "enemy": 19,
        "location": 12,
        "treachery": 11,
        "objective": 3,
        "quest": 10,
    }
    player = [c for c in defs.values() if c.deck == "player"]
    encounter = [c for c in defs.values() if c.deck == "encounter"]
    quests = [c for c in defs.values() if c.deck == "quest"]
    assert (len(player), sum(c.quantity for c in player)) == (73, 132)
    assert (len(encounter), sum(c.quantity for c in encounter)) == (45, 84)
    assert sum(c.easy_quantity or 0 for c in encounter) == 63
    assert (len(quests), sum(c.quantity for c in quests)) == (10, 10)
    assert sum(c.quantity for c in defs.values()) == 226


def test_each_sphere_has_three_heroes_and_29_other_cards() -> None:
    """NOTES §3 "Counts": each sphere 3 heroes + 29 other cards; Gandalf ×4 is the only neutral card."""
    defs = cards().values()
    for sphere in ("leadership", "tactics", "spirit", "lore"):
        mine = [c for c in defs if c.sphere == sphere]
        assert sum(c.type == "hero" for c in mine) == 3
        assert sum(c.quantity for c in mine if c.type != "hero") == 29
    neutral = [c for c in defs if c.sphere == "neutral"]
    assert [(c.name, c.type, c.quantity) for c in neutral] == [("Gandalf", "ally", 4)]


HEROES = [
    # NOTES §3 hero table: code, name, sphere, threat, WP, ATK, DEF, HP, traits, keyword
    ("01001", "Aragorn", "leadership", 12, 2, 3, 2, 5, ("Dunedain", "Noble", "Ranger"), "sentinel"),
    ("01002", "Théodred", "leadership", 8, 1, 2, 1, 4, ("Noble", "Rohan", "Warrior"), None),
    ("01003", "Glóin", "leadership", 9, 2, 2, 1, 4, ("Dwarf", "Noble"), None),
    ("01004", "Gimli", "tactics", 11, 2, 2, 2, 5, ("Dwarf", "Noble", "Warrior"), None),
    ("01005", "Legolas", "tactics", 9, 1, 3, 1, 4, ("Noble", "Silvan", "Warrior"), "ranged"),
    ("01006", "Thalin", "tactics", 9, 1, 2, 2, 4, ("Dwarf", "Warrior"), None),
    ("01007", "Éowyn", "spirit", 9, 4, 1, 1, 3, ("Noble", "Rohan"), None),
    ("01008", "Eleanor", "spirit", 7, 1, 1, 2, 3, ("Gondor", "Noble"), None),
    ("01009", "Dunhere", "spirit", 8, 1, 2, 1, 4, ("Rohan", "Warrior"), None),
    ("01010", "Denethor", "lore", 8, 1, 1, 3, 3, ("Gondor", "Noble", "Steward"), None),
    ("01011", "Glorfindel", "lore", 12, 3, 3, 1, 5, ("Noble", "Noldor", "Warrior"), None),
    ("01012", "Beravor", "lore", 10, 2, 2, 2, 4, ("Dunedain", "Ranger"), None),
]


@pytest.mark.parametrize(
    ("cid", "name", "sphere", "threat", "wp", "atk", "dfn", "hp", "traits", "kw"), HEROES
)
def test_hero_table(
    cid: str,
    name: str,
    sphere: str,
    threat: int,
    wp: int,
    atk: int,
    dfn: int,
    hp: int,
    traits: tuple[str, ...],
    kw: str | None,
) -> None:
    """NOTES §3 "Heroes": every hero's sphere, threat cost, stats, traits and keyword."""
    c = card(cid)
    assert (c.name, c.type, c.sphere, c.unique, c.quantity) == (name, "hero", sphere, True, 1)
    assert (c.threat_cost, c.willpower, c.attack, c.defense, c.hit_points) == (threat, wp, atk, dfn, hp)
    assert c.traits == traits
    assert c.keywords == (((kw, 1),) if kw else ())
    assert c.cost is None and c.encounter_set is None and c.easy_quantity is None


def test_spot_checked_player_and_encounter_stats() -> None:
    """NOTES §1 fields: X costs (Stand and Fight, Gandalf's Search), Doomed 1, Guarded objectives; and the
    encounter stats as printed."""
    assert card("01051").cost == card("01067").cost == "X"
    assert [c.id for c in cards().values() if c.cost == "X"] == ["01051", "01067"]
    gandalf = card("01073")
    assert (gandalf.cost, gandalf.willpower, gandalf.attack, gandalf.defense, gandalf.hit_points) == (
        5,
        4,
        4,
        4,
        4,
    )
    troll = card("01082")  # Hill Troll
    assert (troll.engagement_cost, troll.threat, troll.attack, troll.defense, troll.hit_points) == (
        30,
        1,
        6,
        3,
        9,
    )
    assert (troll.victory_points, troll.quantity, troll.easy_quantity, troll.has_shadow) == (4, 2, 1, False)
    assert card("01103").keyword("doomed") == 1 and card("01103").keyword("surge") == 0
    assert card("01106").keywords == (("doomed", 1), ("surge", 1))
    for objective in ("01108", "01109", "01110"):
        assert card(objective).keywords == (("guarded", 1), ("restricted", 1))
    gladden = card("01114")
    assert (gladden.threat, gladden.quest_points, gladden.victory_points) == (3, 3, 3)


def test_shadow_flags_only_on_encounter_cards() -> None:
    """The rules companion, "Shadow Effects": only encounter cards carry them (17 in the Core Set)."""
    shadowed = [c for c in cards().values() if c.has_shadow]
    assert len(shadowed) == 17
    assert all(c.deck == "encounter" for c in shadowed)
    assert card("01096").has_shadow and not card("01098").has_shadow


def test_attachment_targets() -> None:
    """Every attachment says what it attaches to (NOTES §1: 13 attachments with a restriction)."""
    targets = {c.id: c.attach_to for c in cards().values() if c.type == "attachment"}
    assert len(targets) == 13
    assert Counter(targets.values()) == {"hero": 10, "location": 1, "character": 1, "engaged_enemy": 1}
    assert (targets["01056"], targets["01072"], targets["01069"]) == (
        "location",
        "character",
        "engaged_enemy",
    )
    assert all(c.attach_to is None for c in cards().values() if c.type != "attachment")


def test_disputed_uniqueness_flags() -> None:
    """NOTES ruling 2: Chieftan Ufthak and Nazgûl of Dol Guldur are non-unique, flagged as disputed."""
    disputed = [c.id for c in cards().values() if c.uniqueness_disputed]
    assert disputed == ["01090", "01102"]
    assert not card("01090").unique and not card("01102").unique
    assert card("01090").name == "Chieftan Ufthak"  # the printed misspelling, NOTES §4
    assert not card("01076").unique and not card("01076").uniqueness_disputed  # Ungoliant's Spawn


def test_trait_matching_ignores_accents() -> None:
    """NOTES ruling 3: "Dúnedain" = "Dunedain", "Nazgûl" = "Nazgul"; display strings keep accents."""
    assert card("01001").has_trait("Dúnedain") and card("01001").has_trait("dunedain")
    assert card("01102").traits == ("Nazgûl",)
    assert card("01102").has_trait("Nazgul") and card("01102").has_trait("NAZGÛL")
    assert not card("01001").has_trait("Dwarf")
    assert fold("Lórien’s  Wealth") == fold("lorien's wealth")


def test_quest_cards_carry_their_sides() -> None:
    """NOTES §3 "Scenarios": stage B names and quest points; two stage-3 cards in Passage Through Mirkwood."""
    expected = {
        "01119": (1, "Flies and Spiders", 8),
        "01120": (2, "A Fork in the Road", 2),
        "01121": (3, "Don't Leave the Path!", 0),
        "01122": (3, "Beorn's Path", 10),
        "01123": (1, "The Necromancer's Tower", 9),
        "01124": (2, "Through the Caverns", 15),
        "01125": (3, "Out of the Dungeons", 7),
        "01126": (1, "To the River...", 8),
        "01127": (2, "Anduin Passage", 16),
        "01128": (3, "Ambush on the Shore", 0),
    }
    for cid, (stage, b_name, points) in expected.items():
        c = card(cid)
        assert c.sides is not None and c.stage == stage
        assert (c.sides.b.name, c.sides.b.quest_points) == (b_name, points)
        assert c.sides.a.quest_points is None and c.quest_points is None  # the numbers are on side B
    sides = [card(cid).sides for cid in ("01121", "01122")]
    assert [s.a.name for s in sides if s is not None] == ["A Chosen Path", "A Chosen Path"]


def test_no_card_text_is_stored() -> None:
    """NOTES §7: facts only; every record has exactly our schema's keys (no text, shadow or flavour)."""
    for raw in raw_cards():
        assert tuple(raw) == FIELDS
    assert card("01001") is cards()["01001"]
    assert cards() is cards()  # loaded once


ENCOUNTER_SET_TOTALS = {
    # NOTES §3 "Encounter sets": normal / easy copies
    "spiders_of_mirkwood": (12, 8),
    "wilderlands": (14, 10),
    "dol_guldur_orcs": (14, 9),
    "passage_through_mirkwood": (10, 10),
    "escape_from_dol_guldur": (15, 13),
    "journey_down_the_anduin": (9, 6),
    "saurons_reach": (10, 7),
}


def test_encounter_set_totals() -> None:
    """NOTES §3 "Encounter sets": the copies of each set in normal and easy mode."""
    assert set(ENCOUNTER_SET_TOTALS) == set(ENCOUNTER_SETS)
    for name, (normal, easy) in ENCOUNTER_SET_TOTALS.items():
        mine = [c for c in cards().values() if c.encounter_set == name and c.deck == "encounter"]
        assert (sum(c.quantity for c in mine), sum(c.easy_quantity or 0 for c in mine)) == (normal, easy), (
            name
        )


def test_unknown_card_id_is_a_data_error() -> None:
    with pytest.raises(DataError, match="unknown card id '01999'"):
        card("01999")


# --- validation of bad card records ---------------------------------------------------------------------


def _set(field: str, value: Any) -> Any:
    def edit(r: dict[str, Any]) -> None:
        r[field] = value

    return edit


def _drop(field: str) -> Any:
    return lambda r: r.pop(field)


BAD_CARDS = [
    # (card id, edit, field named, words in the message)
    ("01001", _drop("threat_cost"), "threat_cost", "missing"),
    ("01001", _set("text", "Sentinel."), "text", "unknown field"),
    ("01001", _set("type", "Hero"), "type", "is not one of"),
    ("01001", _set("sphere", "fellowship"), "sphere", "is not one of"),
    ("01001", _set("unique", 1), "unique", "true or false"),
    ("01001", _set("unique", False), "unique", "every hero is unique"),
    ("01001", _set("threat_cost", None), "threat_cost", "a hero needs one"),
    ("01001", _set("cost", 3), "cost", "a hero has none"),
    ("01001", _set("keywords", {"sentinel": 2}), "keywords", "carries no number"),
    ("01001", _set("keywords", {"stealth": 1}), "keywords", "is not one of"),
    ("01001", _set("keywords", ["sentinel"]), "keywords", "expected an object"),
    ("01001", _set("traits", ["Noble", "Noble"]), "traits", "distinct"),
    ("01013", _set("attack", "1"), "attack", "expected an integer"),
    ("01013", _set("cost", "Y"), "cost", '"X"'),
    ("01013", _set("engagement_cost", 0), "engagement_cost", "an ally has none"),
    ("01026", _set("attach_to", "hobbit"), "attach_to", "is not one of"),
    ("01026", _set("attach_to", None), "attach_to", "an attachment needs one"),
    ("01074", _set("sphere", "lore"), "sphere", "an enemy has none"),
    ("01074", _set("easy_quantity", 3), "easy_quantity", "more than the normal quantity"),
    ("01074", _set("encounter_set", "mirkwood"), "encounter_set", "is not one of"),
    ("01074", _set("quantity", 0), "quantity", "expected an integer 1..9"),
    ("01013", _set("has_shadow", True), "has_shadow", "an ally has none"),
    ("01119", _set("sides", {"a": {"name": "X"}}), "sides", '"a" and "b"'),
    ("01119", lambda r: r["sides"]["b"].pop("quest_points"), "sides.b.quest_points", "missing"),
    (
        "01119",
        lambda r: r["sides"]["b"].update(quest_points=-1),
        "sides.b.quest_points",
        "expected an integer",
    ),
]


@pytest.mark.parametrize(("cid", "edit", "field", "words"), BAD_CARDS)
def test_a_bad_record_names_the_file_card_and_field(cid: str, edit: Any, field: str, words: str) -> None:
    """A broken record is refused on load with a DataError naming the file, the card and the field."""
    records = raw_cards()
    record = next(r for r in records if r["id"] == cid)
    edit(record)
    with pytest.raises(DataError) as info:
        validate_cards(records)
    message = str(info.value)
    assert message.startswith(f"cards.json: card {cid}: field '{field}':"), message
    assert words in message


def test_bad_ids_and_order_are_refused() -> None:
    records = raw_cards()
    with pytest.raises(DataError, match="card 01001: field 'id': duplicate id"):
        validate_cards([records[0], copy.deepcopy(records[0])])
    with pytest.raises(DataError, match=r"card 01001: field 'id': out of order \(after 01002\)"):
        validate_cards([records[1], records[0]])
    with pytest.raises(DataError, match="field 'id': expected a 5-digit code"):
        validate_cards([{**records[0], "id": "1_1"}])
    with pytest.raises(DataError, match=r"record \[0\]: field 'id': missing"):
        validate_cards([{k: v for k, v in records[0].items() if k != "id"}])
    with pytest.raises(DataError, match="expected a list"):
        validate_cards({"cards": records})
    assert len(validate_cards(records)) == 128


# --- scenarios ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sid", "normal", "easy", "sets"),
    [
        (
            "passage-through-mirkwood",
            36,
            27,
            {"passage_through_mirkwood", "spiders_of_mirkwood", "dol_guldur_orcs"},
        ),
        (
            "journey-along-the-anduin",
            47,
            32,
            {"journey_down_the_anduin", "wilderlands", "saurons_reach", "dol_guldur_orcs"},
        ),
        (
            "escape-from-dol-guldur",
            41,
            30,
            {"escape_from_dol_guldur", "spiders_of_mirkwood", "dol_guldur_orcs"},
        ),
    ],
)
def test_scenario_totals(sid: str, normal: int, easy: int, sets: set[str]) -> None:
    """NOTES §3 "Scenarios": encounter cards per mode, setup placements and set-aside cards included."""
    s = scenario(sid)
    assert set(s.encounter_sets) == sets
    assert (s.normal.total, s.easy.total) == (normal, easy)
    assert s.setup("easy") is s.easy
    for mode in (s.normal, s.easy):
        assert len(mode.deck_ids()) == sum(c.count for c in mode.encounter)


def test_scenario_setups() -> None:
    """NOTES §3 "Scenarios", setup column, and the stage order of each quest deck."""
    ptm, anduin, dol = scenarios().values()
    assert [s.id for s in (ptm, anduin, dol)] == [
        "passage-through-mirkwood",
        "journey-along-the-anduin",
        "escape-from-dol-guldur",
    ]
    assert ptm.stages() == (("01119",), ("01120",), ("01121", "01122"))
    assert [q.random_stage for q in ptm.quest] == [False, False, True, True]
    assert dict(ptm.normal.staging_area) == {"01096": 1, "01099": 1}  # Forest Spider, Old Forest Road
    assert dict(ptm.normal.encounter)["01096"] == 3 and ptm.normal.set_aside == ()
    assert anduin.stages() == (("01126",), ("01127",), ("01128",))
    assert anduin.normal.staging_area == anduin.normal.set_aside == ()
    assert dol.stages() == (("01123",), ("01124",), ("01125",))
    assert dict(dol.normal.staging_area) == {"01108": 1, "01109": 1, "01110": 1}  # the three objectives
    assert dict(dol.easy.set_aside) == dict(dol.normal.set_aside) == {"01102": 1}  # Nazgûl of Dol Guldur
    assert "01101" not in dict(dol.easy.encounter)  # Dungeon Jailor: easy quantity 0


def test_scenario_lookup() -> None:
    """Scenarios are found by id or by name, ignoring case and punctuation; an unknown one lists them all."""
    assert scenario("Passage Through Mirkwood") is scenario("passage-through-mirkwood")
    assert scenario("escape from dol guldur").name == "Escape from Dol Guldur"
    with pytest.raises(InvalidSetup) as info:
        scenario("Journey Down the Anduin")  # the encounter set's name, not the scenario's
    assert "journey-along-the-anduin (Journey Along the Anduin)" in str(info.value)
    with pytest.raises(InvalidSetup, match="normal, easy"):
        scenario("passage-through-mirkwood").setup("nightmare")


def _first(doc: dict[str, Any], sid: str) -> dict[str, Any]:
    return next(s for s in doc["scenarios"] if s["id"] == sid)


BAD_SCENARIOS = [
    # (scenario, edit, words in the message)
    ("passage-through-mirkwood", lambda s: s["normal"]["encounter"].pop(0), "0 copies of 01074 King Spider"),
    (
        "passage-through-mirkwood",
        lambda s: s["easy"]["encounter"][0].update(count=3),
        "its easy_quantity is 2",
    ),
    ("passage-through-mirkwood", lambda s: s["quest"][3].pop("random_stage"), "random_stage"),
    (
        "passage-through-mirkwood",
        lambda s: s["quest"].__delitem__(slice(2, None)),
        "every quest card of passage_through_mirkwood",
    ),
    ("passage-through-mirkwood", lambda s: s["quest"][0].update(id="01123"), "not the scenario's own set"),
    ("passage-through-mirkwood", lambda s: s["quest"][0].update(stage=2), "card 01119 is stage 1"),
    (
        "passage-through-mirkwood",
        lambda s: s["normal"]["set_aside"].append({"id": "01013", "count": 1}),
        "player",
    ),
    ("journey-along-the-anduin", lambda s: s["encounter_sets"].append("moria"), "'moria' is not one of"),
    ("escape-from-dol-guldur", lambda s: s.update(id="escape"), "field 'id'"),
    ("escape-from-dol-guldur", lambda s: s["normal"]["set_aside"].clear(), "0 copies of 01102"),
]


@pytest.mark.parametrize(("sid", "edit", "words"), BAD_SCENARIOS)
def test_a_bad_scenario_is_refused(sid: str, edit: Any, words: str) -> None:
    """Every copy of every encounter card of a scenario's sets is placed somewhere, in the mode's quantity,
    and the quest deck is the scenario's own quest cards in stage order."""
    doc = raw_scenarios()
    edit(_first(doc, sid))
    with pytest.raises(DataError) as info:
        validate_scenarios(doc, cards())
    assert str(info.value).startswith("scenarios.json: scenario ")
    assert words in str(info.value), str(info.value)
