"""Middle-earth Quest components: the counts of the rulebook's component list (p. 2-3) and of the board,
the board's shape, and clear errors for broken data. Every number is counted from the loaded data."""

from __future__ import annotations

import json
import shutil
from collections import Counter, deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from eregion.core.errors import DataError
from eregion.games.meq import components as module
from eregion.games.meq.components import DATA_DIR, HAVEN_DECK, Components, components, load
from eregion.games.meq.entries import TRUST


@pytest.fixture(scope="module")
def c() -> Components:
    return components()


# --- the board ----------------------------------------------------------------------------------------


def test_locations_regions_havens_strongholds(c: Components) -> None:
    assert len(c.locations) == 63
    assert len(c.regions) == 10
    assert {r: len(reg.locations) for r, reg in c.regions.items()} == {
        "eriador": 8,
        "enedwaith": 6,
        "rhudaur": 5,
        "grey_mountains": 6,
        "misty_mountains": 7,
        "mirkwood": 6,
        "rohan": 7,
        "gondor": 7,
        "brown_lands": 6,
        "mordor": 5,
    }
    havens = {i for i, loc in c.locations.items() if loc.haven}
    assert havens == {
        "fornost",
        "erebor",
        "lothlorien",
        "rivendell",
        "the_woodland_realm",
        "edoras",
        "minas_tirith",
    }
    caps = {i: loc.stronghold_cap for i, loc in c.locations.items() if loc.stronghold}
    assert caps == {"barad_dur": 6, "dol_guldur": 3, "mount_gundabad": 3}
    perilous = {i for i, loc in c.locations.items() if loc.perilous}
    assert perilous == {"moria", "the_ruins_of_angmar", "mount_gundabad", "dol_guldur", "barad_dur"}


def test_locations_lie_where_the_board_prints_them(c: Components) -> None:
    """Positions only draw the map (R400): west lies left and north up, as on the board."""
    x = {k: loc.pos[0] for k, loc in c.locations.items()}
    y = {k: loc.pos[1] for k, loc in c.locations.items()}
    assert x["the_grey_havens"] < x["bree"] < x["rivendell"] < x["lothlorien"] < x["barad_dur"]
    assert y["erebor"] < y["lothlorien"] < y["edoras"] < y["minas_tirith"]
    assert y["fornost"] < y["bree"] < y["tharbad"]
    assert len({loc.pos for loc in c.locations.values()}) == 63


def test_region_membership_follows_the_gem_colours(c: Components) -> None:
    """Regions are named by gem colour (dark green = the Misty Mountains, light green = Mirkwood, ...)."""
    for rid, region in c.regions.items():
        assert all(c.locations[loc].region == rid for loc in region.locations)
    assert sum(len(r.locations) for r in c.regions.values()) == len(c.locations)
    where = {loc: c.locations[loc].region for loc in c.locations}
    assert where["lothlorien"] == where["rivendell"] == where["gladden_fields"] == "misty_mountains"
    assert where["the_woodland_realm"] == where["lake_esgaroth"] == "mirkwood"
    assert where["isengard"] == where["edoras"] == "rohan"
    assert where["minas_tirith"] == where["near_harad"] == "gondor"
    assert where["mount_gundabad"] == where["erebor"] == "grey_mountains"
    assert where["moria"] == "enedwaith" and where["the_shire"] == "eriador"
    assert where["dol_guldur"] == "brown_lands" and where["barad_dur"] == where["sea_of_udun"] == "mordor"
    assert {g: set(group.regions) for g, group in c.groups.items()} == {
        "eriador_enedwaith": {"eriador", "enedwaith"},
        "rhudaur_grey_mountains": {"rhudaur", "grey_mountains"},
        "misty_mountains_mirkwood": {"misty_mountains", "mirkwood"},
        "rohan_gondor": {"rohan", "gondor"},
        "brown_lands_mordor": {"brown_lands", "mordor"},
    }


def test_paths_join_known_locations_once(c: Components) -> None:
    assert len(c.paths) == 106
    pairs = [frozenset((p.a, p.b)) for p in c.paths]
    assert len(set(pairs)) == len(pairs)
    for p in c.paths:
        assert p.a in c.locations and p.b in c.locations and p.a != p.b
        assert 1 <= p.number <= 4
        assert p.icon != "any" or p.number == 1
    assert sum(len(near) for near in c.adjacent.values()) == 2 * len(c.paths)


def test_the_board_is_connected(c: Components) -> None:
    start = next(iter(c.locations))
    seen, todo = {start}, deque([start])
    while todo:
        for near in c.adjacent[todo.popleft()]:
            if near not in seen:
                seen.add(near)
                todo.append(near)
    assert seen == set(c.locations)


def test_water_paths_boat_link_and_sample_paths(c: Components) -> None:
    assert sum(p.water for p in c.paths) == 17
    assert [(b.a, b.b, b.number) for b in c.boat_links] == [("the_grey_havens", "belfalas", 3)]
    assert c.path("the_grey_havens", "belfalas") is None  # only a Boat joins them
    moria = c.path("moria", "eregion")
    assert moria is not None and (moria.icon, moria.number, moria.water) == ("hill", 2, False)
    lorien = c.path("lothlorien", "gladden_fields")
    assert lorien is not None and (lorien.icon, lorien.number, lorien.water) == ("hill", 3, True)
    # The four locations a single path reaches (checked on the board scan).
    assert {loc for loc, near in c.adjacent.items() if len(near) == 1} == {
        "barad_dur",
        "blue_mountains",
        "harlindon",
        "mouth_of_the_greyflood",
    }


def test_story_and_action_tracks(c: Components) -> None:
    s = c.story
    assert (s.start, s.shadow_falls, s.finale) == (0, 10, 18)
    assert s.stages == ((0, 6), (7, 12), (13, 18))
    assert [s.stage_of(n) for n in (0, 6, 7, 10, 12, 13, 18)] == [1, 1, 2, 2, 2, 3, 3]
    with pytest.raises(ValueError):
        s.stage_of(19)
    assert [(m.id, m.side) for m in s.markers] == [
        ("green", "heroes"),
        ("yellow", "sauron"),
        ("black", "sauron"),
        ("red", "sauron"),
    ]
    assert {t: a.values for t, a in c.action_tracks.items()} == {
        "place_influence": (6, 5, 4),
        "draw_shadow_and_plot": (2, 2, 1),
        "command": (3, 2, 1),
    }


# --- heroes and their cards ---------------------------------------------------------------------------


def test_heroes_attributes_starts_and_decks(c: Components) -> None:
    table = {
        h.id: (h.fortitude, h.strength, h.agility, h.wisdom, h.start, h.ability) for h in c.heroes.values()
    }
    assert table == {
        "argalad": (5, 5, 3, 2, "the_woodland_realm", "Scout"),
        "beravor": (6, 5, 2, 2, "fornost", "Survivalist"),
        "eleanor": (6, 5, 1, 3, "minas_tirith", "Noble Bloodline"),
        "eometh": (6, 6, 1, 2, "edoras", "Expert Rider"),
        "thalin": (5, 7, 2, 1, "erebor", "Iron Will"),
    }
    ranged = {}
    for h in c.heroes.values():
        assert sum(card.count for card in h.deck) == c.hero_deck_size == 25
        assert all(card.icon is not None for card in h.deck)
        ranged[h.id] = sum(card.count for card in h.deck if card.type == "ranged")
    assert ranged == {"argalad": 20, "beravor": 15, "eleanor": 15, "eometh": 10, "thalin": 5}
    assert c.heroes["eometh"].items == ("horse",)
    # The rulebook's combat example (p. 30-31) plays Argalad's Volley 2/2/2 and Aimed Shot 3/0/3.
    argalad = {card.id: (card.attack, card.defense, card.cost) for card in c.heroes["argalad"].deck}
    assert argalad["volley"] == (2, 2, 2) and argalad["aimed_shot"] == (3, 0, 3)


def test_skills_items_corruption_quests(c: Components) -> None:
    assert len(c.skills) == sum(s.count for s in c.skills) == 20
    assert Counter(s.type for s in c.skills) == {"ranged": 10, "melee": 10}
    assert {i.id: i.count for i in c.items.values()} == {"boat": 3, "horse": 3, "elven_cloak": 3}
    assert len(c.corruption) == 16
    assert Counter(k.cost for k in c.corruption) == {0: 2, 1: 2, 2: 11, 3: 1}
    assert len(c.quests) == 15
    kinds = Counter((q.hero, q.kind) for q in c.quests.values())
    assert kinds == {(h, k): n for h in c.heroes for k, n in (("starting", 2), ("advanced", 1))}
    assert Counter(q.kind for q in c.quests.values()) == {"starting": 10, "advanced": 5}
    # Four Starting quests are won by defeating a monster; Eleanor's Near Harad quest by exploring
    # there or fighting the Black Serpent; the rest by exploring their location.
    tasks = {q.id: q.task for q in c.quests.values() if q.task != "explore"}
    assert tasks == {
        "spies_in_mithlond": "defeat",
        "the_forest_must_provide_no_refuge": "defeat",
        "a_message_to_the_white_wizard": "defeat",
        "a_new_threat": "defeat",
        "where_the_stars_are_strange": "explore_or_combat",
    }


# --- monsters -----------------------------------------------------------------------------------------


def test_monsters_tokens_minions_and_combat_decks(c: Components) -> None:
    assert len(c.monsters) == 14
    assert c.monsters["warg_rider"].health == 5  # the reference card, not czuger's 4
    assert len(c.bags) == 5 and set(c.bags) == set(c.groups)
    assert sum(b.size for b in c.bags.values()) == 50
    assert all(b.size == 10 and b.blank == 4 for b in c.bags.values())
    bagged = {m for b in c.bags.values() for m, _ in b.tokens}
    assert set(c.monsters) - bagged == {"uruk_hai", "balrog"}
    assert len(c.minions) == 5
    assert {m.id: (m.stage, m.starts) for m in c.minions.values()} == {
        "the_mouth_of_sauron": (1, ("dol_guldur",)),
        "the_black_serpent": (1, ("near_harad",)),
        "gothmog": (2, ("mount_gundabad",)),
        "the_ringwraiths": (2, ("minas_morgul",)),
        "the_witch_king": (3, ("minas_morgul", "the_ruins_of_angmar")),
    }
    assert c.minions["the_ringwraiths"].health == 9
    assert len(c.combat_decks) == 3
    shape = {}
    for d in c.combat_decks.values():
        counts = Counter(card.type for card in d.cards for _ in range(card.count))
        shape[d.id] = (counts["ranged"], counts["melee"])
        assert all(card.icon is None for card in d.cards)
    assert shape == {"zealot": (15, 10), "ravager": (10, 15), "behemoth": (5, 20)}
    for foe in (*c.monsters.values(), *c.minions.values()):
        assert foe.deck in c.combat_decks


# --- Sauron's cards and the decks ---------------------------------------------------------------------


def test_shadow_plots_missions(c: Components) -> None:
    assert sum(s.count for s in c.shadow) == 24 and len(c.shadow) == 21
    assert c.shadow_box == 26  # the two unknown cards are not invented
    assert {s.id for s in c.shadow if s.count == 2} == {
        "his_arm_has_grown_long",
        "dark_promises",
        "storms_of_mordor",
    }
    assert sum(p.count for p in c.plots.values()) == 18
    kinds = Counter(p.kind for p in c.plots.values() for _ in range(p.count))
    assert kinds == {"starting": 3, "advanced": 15}
    assert c.plots["gollum_is_captured"].marker == "yellow"
    assert c.plots["gollum_is_captured"].affects == ("sea_of_udun",)
    setup = c.plots["monsters_in_the_east"].setup
    assert setup is not None and (setup.per_stronghold, setup.extension, setup.shadow_pool) == (2, 9, 0)
    assert len(c.missions) == 10
    assert Counter(m.side for m in c.missions.values()) == {"heroes": 5, "sauron": 5}


def test_events_characters(c: Components) -> None:
    assert len(c.events) == 42
    for stage in (1, 2, 3):
        assert sorted(e.priority for e in c.events if e.stage == stage) == list(range(1, 15))
    assert {e.id for e in c.events if e.marker} == {
        "of_serpents_and_sand",
        "the_glades_of_orthanc_darken",
        "dark_news_from_erebor",
        "the_blood_of_rhun",
    }
    assert len(c.characters) == 8 and all(ch.favor == 2 for ch in c.characters.values())
    assert "galadriel" not in c.characters and "elrond" not in c.characters


def test_encounters_in_six_decks_and_perils(c: Components) -> None:
    assert sum(len(d) for d in c.encounters.values()) == 90
    assert set(c.encounters) == {HAVEN_DECK, *c.groups}
    assert all(len(d) == 15 for d in c.encounters.values())
    assert len(c.perils) == 15
    quests = [card for d in c.encounters.values() for card in d if card.quest]
    assert len(quests) == 15 and all(card.quest_location in c.locations for card in quests)
    # The location-specific Peril cards are exactly the printed perilous locations.
    assert {p.location for p in c.perils if p.location} == {
        i for i, loc in c.locations.items() if loc.perilous
    }


def test_encounter_priorities_never_tie_at_one_location(c: Components) -> None:
    """The hero resolves the lowest-priority card affecting his location or region: never a tie."""
    for lid, loc in c.locations.items():
        deck = HAVEN_DECK if loc.haven else c.regions[loc.region].group
        fits = [
            e.priority
            for e in c.encounters[deck]
            if e.location == lid or e.region == loc.region or (e.location is None and e.region is None)
        ]
        assert fits and len(fits) == len(set(fits)), lid


def test_every_class_has_a_trust_level(c: Components) -> None:
    assert set(c.trust.values()) <= set(TRUST)
    assert c.trust["encounters"] == c.trust["perils"] == "one_source"
    assert c.trust["locations"] == c.trust["paths"] == c.trust["plots"] == c.trust["shadow"] == "verified"


def test_the_package_reads_only_its_own_data() -> None:
    source = Path(module.__file__).read_text(encoding="utf-8")
    assert "shared" not in source
    assert DATA_DIR == Path(module.__file__).parent / "data"


# --- broken data --------------------------------------------------------------------------------------


def _edit(path: Path, change: Callable[[dict[str, Any]], None]) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))
    change(raw)
    path.write_text(json.dumps(raw), encoding="utf-8")


def _set(*keys: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(raw: dict[str, Any]) -> None:
        for k in keys[:-1]:
            raw = raw[k]
        raw[keys[-1]] = value

    return change


def _delete(*keys: Any) -> Callable[[dict[str, Any]], None]:
    def change(raw: dict[str, Any]) -> None:
        for k in keys[:-1]:
            raw = raw[k]
        del raw[keys[-1]]

    return change


def _cut_off_barad_dur_and_mount_doom(raw: dict[str, Any]) -> None:
    """Two locations still joined to each other, but to nothing else."""
    keep = [
        p for p in raw["paths"] if "mount_doom" not in (p["a"], p["b"]) or "barad_dur" in (p["a"], p["b"])
    ]
    assert len(keep) == len(raw["paths"]) - 2
    raw["paths"] = keep


BROKEN = [
    (
        "board.json",
        _set("paths", 0, "b", value="nowhere"),
        "board.json: paths[0]: field 'b': 'nowhere' is not one of",
    ),
    (
        "board.json",
        _set("paths", 1, "b", value="emyn_muil"),
        "paths[1] amon_hen-emyn_muil: field 'b': a path must join",
    ),
    (
        "board.json",
        _cut_off_barad_dur_and_mount_doom,
        "board.json: locations: barad_dur: field 'id': no path leads there",
    ),
    (
        "board.json",
        _set("paths", 0, "icon", value="lava"),
        "board.json: paths[0]: field 'icon': 'lava' is not one of",
    ),
    (
        "board.json",
        _set("locations", 1, "id", value="blue_mountains"),
        "locations[1] blue_mountains: field 'id': duplicate",
    ),
    (
        "board.json",
        _set("locations", 0, "region", value="narnia"),
        "locations[0] blue_mountains: field 'region'",
    ),
    (
        "board.json",
        _set("locations", 2, "pos", value=[1, 2, 3]),
        "locations[2] fornost: field 'pos': expected [x, y]",
    ),
    (
        "board.json",
        _set("locations", 2, "pos", value=[1800, 20]),
        "locations[2] fornost: field 'pos': [1800, 20] lies off the map",
    ),
    (
        "board.json",
        _set("locations", 2, "pos", value=[726, 448]),
        "locations[2] fornost: field 'pos': [726, 448] is where bree lies",
    ),
    (
        "board.json",
        _set("action_tracks", 0, "values", value=[4, 5, 6]),
        "action_tracks[0] place_influence: field 'values'",
    ),
    (
        "board.json",
        _set("story_track", "shadow_falls", value=30),
        "story_track: field 'shadow_falls': 30 is outside",
    ),
    (
        "heroes.json",
        _set("heroes", 0, "deck", 0, "count", value=3),
        "heroes[0] argalad: field 'deck': copies add up to 26",
    ),
    (
        "heroes.json",
        _set("heroes", 2, "start", value="valinor"),
        "heroes[2] eleanor: field 'start': 'valinor'",
    ),
    (
        "heroes.json",
        _set("heroes", 0, "deck", 0, "attack", value="1"),
        "argalad deck[0]: field 'attack': expected int",
    ),
    ("heroes.json", _set("heroes", 4, "ratio", value=[2, 3]), "heroes[4] thalin: field 'ratio'"),
    ("heroes.json", _set("quests", 0, "kind", value="advanced"), "quests: hero 'beravor': field 'kind'"),
    ("heroes.json", _set("quests", 0, "task", value="defeat"), "quests[0] guarding_the_dimrill_stair: field"),
    ("heroes.json", _set("quests", 1, "task", value="explore"), "quests[1] spies_in_mithlond: field 'task'"),
    (
        "monsters.json",
        _delete("monsters", 0, "health"),
        "monsters.json: monsters[0] crebain: field 'health': missing",
    ),
    (
        "monsters.json",
        _set("monsters", 0, "helth", value=2),
        "monsters[0] crebain: field 'helth': unknown field",
    ),
    (
        "monsters.json",
        _set("bags", 0, "tokens", "balrogg", value=1),
        "bags[0] eriador_enedwaith: field 'tokens': 'balrogg'",
    ),
    ("monsters.json", _set("minions", 4, "starts", value=[]), "minions[4] the_witch_king: field 'starts'"),
    ("sauron.json", _set("shadow", 0, "timing", value="whenever"), "shadow[0] betrayed: field 'timing'"),
    ("sauron.json", _set("shadow_box", value=20), "sauron.json: field 'shadow_box'"),
    ("sauron.json", _delete("plots", 0, "setup"), "plots[0] sauron_hunts_for_the_ring: field 'setup'"),
    ("sauron.json", _set("plots", 3, "marker", value="green"), "plots[3] a_dark_messenger: field 'marker'"),
    (
        "sauron.json",
        _set("plots", 3, "requires", 0, "what", value="army"),
        "plots[3] a_dark_messenger requires[0]: field 'what'",
    ),
    (
        "sauron.json",
        _set("plots", 7, "requires", 0, "or_active", value="saruman"),
        "plots wormtongue_taints_theoden requires[0]: field 'or_active'",
    ),
    (
        "decks.json",
        _set("events", 0, "character", value="elrond"),
        "events[0] messengers_of_the_stormcrow: field 'character'",
    ),
    (
        "decks.json",
        _set("events", 1, "priority", value=1),
        "events[1] tempted_by_power: field 'priority': stage 1",
    ),
    (
        "decks.json",
        _set("encounter_decks", 0, "cards", 0, "location", value="bree"),
        "cards[0] imladris: field 'location'",
    ),
    (
        "decks.json",
        _delete("encounter_decks", 1, "cards", 5, "quest_location"),
        "cards[5] isildurs_heir: field 'quest_location'",
    ),
    (
        "decks.json",
        _set("encounter_decks", 0, "cards", 0, "quest_location", value="bree"),
        "cards[0] imladris: field 'quest_location'",
    ),
    (
        "decks.json",
        _set("perils", 5, "regions", value=["mordor"]),
        "perils[5] armies_underground: field 'regions'",
    ),
    ("decks.json", _set("trust", "perils", value="rumour"), "decks.json: trust: field 'perils': 'rumour'"),
]


@pytest.mark.parametrize(("file", "change", "message"), BROKEN, ids=[b[2][:48] for b in BROKEN])
def test_broken_data_names_the_file_entry_and_field(
    tmp_path: Path, file: str, change: Callable[[dict[str, Any]], None], message: str
) -> None:
    root = tmp_path / "data"
    shutil.copytree(DATA_DIR, root)
    load(root)  # the unchanged copy loads
    _edit(root / file, change)
    with pytest.raises(DataError) as error:
        load(root)
    assert message in str(error.value)
    assert str(error.value).startswith(file)


def test_unreadable_file_is_named(tmp_path: Path) -> None:
    root = tmp_path / "data"
    shutil.copytree(DATA_DIR, root)
    (root / "monsters.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(DataError, match=r"^monsters\.json: cannot read"):
        load(root)
    (root / "monsters.json").unlink()
    with pytest.raises(DataError, match=r"^monsters\.json: cannot read"):
        load(root)


def test_the_data_holds_facts_not_card_text() -> None:
    """Names, numbers and ids only: no string in the data is long enough to be a card's text."""

    def strings(v: Any) -> list[str]:
        if isinstance(v, dict):
            return [*v.keys(), *(s for x in v.values() for s in strings(x))]
        if isinstance(v, list):
            return [s for x in v for s in strings(x)]
        return [v] if isinstance(v, str) else []

    for path in sorted(DATA_DIR.glob("*.json")):
        found = strings(json.loads(path.read_text(encoding="utf-8")))
        assert found and max(map(len, found)) <= 60, path.name
        assert not {"text", "effect", "description"} & set(found), path.name
