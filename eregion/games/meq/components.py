"""Middle-earth Quest components, loaded from the project's own JSON files and validated at load time.

The files under ``data/`` hold facts only (names, numbers, icons, connections, copy counts); what a card
*does* is left to the rules, never pasted here. Every entry becomes a frozen dataclass, every reference
(a location, region, monster, character, hero) is checked against the table it names, and a broken file
raises :class:`~eregion.core.errors.DataError` naming the file, the entry and the field, so a typo stops
the import instead of a game halfway through. Where the sources disagreed and which one the data follows
is recorded in ``docs/meq-rules.md``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from eregion.core.errors import DataError
from eregion.games.meq.entries import (
    DATA_DIR,
    MARKERS,
    PATH_ICONS,
    PLOT_CHOICES,
    PLOT_CONDITIONS,
    PLOT_KINDS,
    QUEST_KINDS,
    QUEST_TASKS,
    SHADOW_TIMINGS,
    SIDES,
    STAGES,
    Entry,
    File,
    combat_cards,
    keys,
)
from eregion.games.meq.facts import (
    HAVEN_DECK,
    ActionTrack,
    Bag,
    BoardPath,
    BoatLink,
    Character,
    CombatDeck,
    Components,
    CorruptionCard,
    EncounterCard,
    Event,
    Group,
    Hero,
    Item,
    Location,
    Marker,
    Minion,
    Mission,
    Monster,
    PerilCard,
    Plot,
    PlotCondition,
    PlotSetup,
    Quest,
    Region,
    ShadowCard,
    StoryTrack,
)

# --- the files ------------------------------------------------------------------------------------


MAP_SIZE = (1700, 1300)
"""The board's extent in map units (``Location.pos``): x in 0..1700, y in 0..1300."""


def _position(e: Entry) -> tuple[int, int]:
    """A location's ``pos``: [x, y] on the map, inside :data:`MAP_SIZE`."""
    v = e.get("pos", list)
    if len(v) != 2 or not all(isinstance(n, int) and not isinstance(n, bool) for n in v):
        raise e.fail("pos", f"expected [x, y], two integers, got {v!r}")
    if not all(0 <= n <= hi for n, hi in zip(v, MAP_SIZE, strict=True)):
        raise e.fail("pos", f"{v!r} lies off the map (0..{MAP_SIZE[0]}, 0..{MAP_SIZE[1]})")
    return v[0], v[1]


def _board(root: Path) -> dict[str, Any]:
    f = File(root, "board.json", "eregion.meq.board/1")
    trust = f.trust(
        ("regions", "locations", "positions", "paths", "water", "boat_links", "story_track", "action_tracks")
    )
    group_rows = [(e.text("id"), e.text("name")) for e in f.entries("groups", ("id", "name"))]
    group_ids = [g for g, _ in group_rows]
    region_rows = []
    for e in f.entries("regions", ("id", "name", "colour", "group")):
        region_rows.append((e.text("id"), e.text("name"), e.text("colour"), e.one_of("group", group_ids)))
    locations = {}
    placed: dict[tuple[int, int], str] = {}
    for e in f.entries("locations", ("id", "name", "region", "haven", "stronghold_cap", "perilous", "pos")):
        loc = Location(
            id=e.text("id"),
            name=e.text("name"),
            region=e.one_of("region", [r[0] for r in region_rows]),
            haven=e.flag("haven"),
            stronghold_cap=e.num("stronghold_cap", 1) if "stronghold_cap" in e.raw else 0,
            perilous=e.flag("perilous"),
            pos=_position(e),
        )
        if loc.haven and (loc.stronghold or loc.perilous):
            raise e.fail("haven", "a Haven cannot be a Shadow Stronghold or perilous")
        if loc.pos in placed:
            raise e.fail("pos", f"{list(loc.pos)} is where {placed[loc.pos]} lies")
        placed[loc.pos] = loc.id
        locations[loc.id] = loc
    regions = {}
    for rid, name, colour, group in region_rows:
        members = tuple(sorted(i for i, loc in locations.items() if loc.region == rid))
        if not members:
            raise DataError(f"board.json: regions: {rid}: field 'id': no location lies in it")
        regions[rid] = Region(rid, name, colour, group, members)
    groups = {}
    for gid, name in group_rows:
        members = tuple(r for r in regions if regions[r].group == gid)
        if len(members) != 2:
            raise DataError(
                f"board.json: groups: {gid}: field 'id': {len(members)} regions name it, expected 2"
            )
        groups[gid] = Group(gid, name, members)
    paths, pairs = [], set()
    for n, raw in enumerate(f.top("paths", list)):
        e = Entry("board.json", f"paths[{n}]", raw, ("a", "b", "icon", "number", "water"))
        p = BoardPath(
            a=e.one_of("a", locations),
            b=e.one_of("b", locations),
            icon=e.one_of("icon", PATH_ICONS),
            number=e.num("number", 1, 4),
            water=e.flag("water"),
        )
        e.where = f"paths[{n}] {p.a}-{p.b}"
        if p.a == p.b or frozenset((p.a, p.b)) in pairs:
            raise e.fail("b", "a path must join two different locations once")
        if p.icon == "any" and p.number != 1:
            raise e.fail("number", "an 'any' path costs one card")
        pairs.add(frozenset((p.a, p.b)))
        paths.append(p)
    boat = []
    for n, raw in enumerate(f.top("boat_links", list)):
        e = Entry("board.json", f"boat_links[{n}]", raw, ("a", "b", "number"))
        boat.append(BoatLink(e.one_of("a", locations), e.one_of("b", locations), e.num("number", 1, 4)))
    adjacent: dict[str, list[str]] = {loc: [] for loc in locations}
    for p in paths:
        adjacent[p.a].append(p.b)
        adjacent[p.b].append(p.a)
    first = next(iter(locations), None)
    reached, todo = {first}, [first]
    while todo:
        for near in adjacent.get(todo.pop(), ()):
            if near not in reached:
                reached.add(near)
                todo.append(near)
    cut_off = [loc for loc in locations if loc not in reached]
    if cut_off:
        raise DataError(f"board.json: locations: {cut_off[0]}: field 'id': no path leads there from {first}")
    return {
        "trust": trust,
        "groups": groups,
        "regions": regions,
        "locations": locations,
        "paths": tuple(paths),
        "boat_links": tuple(boat),
        "adjacent": {loc: tuple(sorted(near)) for loc, near in adjacent.items()},
        "story": _story(f),
        "action_tracks": _action_tracks(f),
    }


def _story(f: File) -> StoryTrack:
    e = Entry(
        f.name,
        "story_track",
        f.raw.get("story_track"),
        ("start", "finale", "shadow_falls", "stages", "markers"),
    )
    start, finale = e.num("start"), e.num("finale", 1)
    stages = []
    for n, raw in enumerate(e.get("stages", list)):
        s = Entry(f.name, f"story_track stages[{n}]", raw, ("stage", "first", "last"))
        if s.one_of("stage", STAGES) != n + 1:
            raise s.fail("stage", f"stages must be listed in order, expected {n + 1}")
        first, last = s.num("first"), s.num("last")
        if first != (stages[-1][1] + 1 if stages else start) or last < first:
            raise s.fail("first", "stages must cover the track from the start space without gaps")
        stages.append((first, last))
    if len(stages) != len(STAGES) or stages[-1][1] != finale:
        raise e.fail("stages", f"expected {len(STAGES)} stages ending on the Finale space {finale}")
    falls = e.num("shadow_falls", start + 1, finale - 1)
    markers = []
    for n, raw in enumerate(e.get("markers", list)):
        m = Entry(f.name, f"story_track markers[{n}]", raw, ("id", "name", "side"))
        markers.append(Marker(m.one_of("id", MARKERS), m.text("name"), m.one_of("side", SIDES)))
    if [m.id for m in markers] != list(MARKERS) or [m.side for m in markers].count("heroes") != 1:
        raise e.fail("markers", f"expected the markers {', '.join(MARKERS)}, one of them the heroes'")
    return StoryTrack(start, finale, falls, tuple(stages), tuple(markers))


def _action_tracks(f: File) -> dict[str, ActionTrack]:
    tracks = {}
    for e in f.entries("action_tracks", ("id", "values")):
        values = e.get("values", list)
        if len(values) != 3 or not all(
            isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in values
        ):
            raise e.fail("values", f"expected 3 positive numbers, got {values!r}")
        if list(values) != sorted(values, reverse=True):
            raise e.fail("values", "a track's values may only fall from left to right")
        tracks[e.text("id")] = ActionTrack(e.text("id"), tuple(values))
    return tracks


def _decks(root: Path, board: dict[str, Any]) -> dict[str, Any]:
    f = File(root, "decks.json", "eregion.meq.decks/1")
    locations, regions = board["locations"], board["regions"]
    trust = f.trust(("characters", "events", "encounters", "perils"))
    characters = {}
    for e in f.entries("characters", ("id", "name", "favor")):
        characters[e.text("id")] = Character(e.text("id"), e.text("name"), e.num("favor", 1))
    events, priorities = [], set()
    for e in f.entries("events", keys(Event)):
        ev = Event(
            id=e.text("id"),
            name=e.text("name"),
            stage=e.one_of("stage", STAGES),
            priority=e.num("priority", 1),
            stays=e.flag("stays"),
            location=e.one_of("location", locations, None),
            marker=e.one_of("marker", MARKERS[1:], None),
            advance=e.num("advance", 1) if "marker" in e.raw else e.num("advance", 0, 0, default=0),
            favor=e.refs("favor", locations, 1, 2),
            character=e.one_of("character", characters, None),
            character_location=e.one_of("character_location", locations, None),
        )
        if (ev.character is None) != (ev.character_location is None):
            raise e.fail("character_location", "a character and its location come together")
        if ev.stays != (ev.location is not None):
            raise e.fail(
                "location", "an event that stays names its affected location, and only such an event"
            )
        if ev.marker and not ev.stays:
            raise e.fail("marker", "only an event that stays advances a marker")
        if (ev.stage, ev.priority) in priorities:
            raise e.fail("priority", f"stage {ev.stage} already has priority {ev.priority}")
        priorities.add((ev.stage, ev.priority))
        events.append(ev)
    decks: dict[str, tuple[EncounterCard, ...]] = {}
    seen: set[str] = set()
    for d in f.entries("encounter_decks", ("deck", "cards"), key="deck"):
        deck = d.one_of("deck", (HAVEN_DECK, *board["groups"]))
        own = board["groups"][deck].regions if deck != HAVEN_DECK else tuple(regions)
        cards = []
        for n, raw in enumerate(d.get("cards", list)):
            allowed = ("id", "name", "priority", "location", "region", "quest", "quest_location")
            name = raw.get("id", "") if isinstance(raw, dict) else ""
            e = Entry(f.name, f"encounter_decks {deck} cards[{n}] {name}", raw, allowed)
            card = EncounterCard(
                id=e.text("id"),
                name=e.text("name"),
                deck=deck,
                priority=e.num("priority", 1),
                location=e.one_of("location", locations, None),
                region=e.one_of("region", own, None),
                quest=e.flag("quest"),
                quest_location=e.one_of("quest_location", locations, None),
            )
            if card.id in seen:
                raise e.fail("id", f"duplicate {card.id!r}")
            seen.add(card.id)
            if card.location and card.region:
                raise e.fail("region", "a card affects a location or a region, not both")
            if card.quest != (card.quest_location is not None):
                raise e.fail("quest_location", "a Quest card, and only one, names where it is completed")
            place = locations.get(card.location or "")
            if place and not (place.haven if deck == HAVEN_DECK else place.region in own):
                raise e.fail("location", f"{card.location!r} does not draw from the {deck!r} deck")
            cards.append(card)
        decks[deck] = tuple(cards)
    perils = []
    for e in f.entries("perils", ("id", "name", "location", "regions")):
        p = PerilCard(
            e.text("id"), e.text("name"), e.one_of("location", locations, None), e.refs("regions", regions)
        )
        if p.location and p.regions:
            raise e.fail("regions", "a card affects a location or regions, not both")
        perils.append(p)
    return {
        "trust": trust,
        "characters": characters,
        "events": tuple(events),
        "encounters": decks,
        "perils": tuple(perils),
    }


def _monsters(root: Path, board: dict[str, Any]) -> dict[str, Any]:
    f = File(root, "monsters.json", "eregion.meq.monsters/1")
    trust = f.trust(("monsters", "minions", "bags", "combat_decks"))
    size = f.top("combat_deck_size", int)
    decks = {}
    for e in f.entries("combat_decks", ("id", "name", "ratio", "cards")):
        decks[e.text("id")] = CombatDeck(e.text("id"), e.text("name"), combat_cards(e, "cards", False, size))
    stats = ("id", "name", "health", "fortitude", "strength", "wisdom", "deck")
    monsters = {}
    for e in f.entries("monsters", (*stats, "ability")):
        m = Monster(*_stats(e, decks), ability=e.text("ability"))
        monsters[m.id] = m
    minions = {}
    for e in f.entries("minions", (*stats, "stage", "starts")):
        m = Minion(
            *_stats(e, decks), stage=e.one_of("stage", STAGES), starts=e.refs("starts", board["locations"], 1)
        )
        minions[m.id] = m
    bags = {}
    for e in f.entries("bags", ("group", "blank", "tokens"), key="group"):
        group = e.one_of("group", board["groups"])
        tokens = e.get("tokens", dict)
        for mid, n in tokens.items():
            if mid not in monsters or not isinstance(n, int) or isinstance(n, bool) or n < 1:
                raise e.fail("tokens", f"{mid!r}: {n!r} is not a known monster with a positive count")
        bags[group] = Bag(group, e.num("blank"), tuple(sorted(tokens.items())))
    missing = sorted(set(board["groups"]) - set(bags))
    if missing:
        raise DataError(f"monsters.json: bags: {missing[0]}: field 'group': the group has no bag")
    return {"trust": trust, "combat_decks": decks, "monsters": monsters, "minions": minions, "bags": bags}


def _stats(e: Entry, decks: dict[str, CombatDeck]) -> tuple[Any, ...]:
    return (
        e.text("id"),
        e.text("name"),
        e.num("health", 1),
        e.num("fortitude", 0),
        e.num("strength", 0),
        e.num("wisdom", 0),
        e.one_of("deck", decks),
    )


def _heroes(root: Path, board: dict[str, Any], decks: dict[str, Any], foes: dict[str, Any]) -> dict[str, Any]:
    f = File(root, "heroes.json", "eregion.meq.heroes/1")
    locations = board["locations"]
    trust = f.trust(("heroes", "hero_decks", "skills", "items", "corruption", "quests"))
    size = f.top("deck_size", int)
    items = {}
    for e in f.entries("items", ("id", "name", "count")):
        items[e.text("id")] = Item(e.text("id"), e.text("name"), e.num("count", 1))
    heroes = {}
    attrs = ("fortitude", "strength", "agility", "wisdom")
    for e in f.entries("heroes", ("id", "name", *attrs, "start", "ability", "ratio", "items", "deck")):
        heroes[e.text("id")] = Hero(
            e.text("id"),
            e.text("name"),
            *(e.num(a, 0, 9) for a in attrs),
            start=e.one_of("start", locations),
            ability=e.text("ability"),
            items=e.refs("items", items),
            deck=combat_cards(e, "deck", True, size),
        )
    skill_entry = Entry(f.name, "skills", {"skills": f.top("skills", list)}, ("skills",))
    skills = combat_cards(skill_entry, "skills", True, 0)
    corruption = tuple(
        CorruptionCard(e.text("id"), e.text("name"), e.num("cost", 0))
        for e in f.entries("corruption", ("id", "name", "cost"))
    )
    quests = {}
    for e in f.entries("quests", keys(Quest)):
        q = Quest(
            id=e.text("id"),
            name=e.text("name"),
            hero=e.one_of("hero", heroes),
            kind=e.one_of("kind", QUEST_KINDS),
            location=e.one_of("location", locations),
            foe=e.one_of("foe", (*foes["monsters"], *foes["minions"]), None),
            setup_character=e.one_of("setup_character", decks["characters"], None),
            setup_location=e.one_of("setup_location", locations, None),
            task=e.one_of("task", QUEST_TASKS, "explore"),
        )
        if (q.setup_character is None) != (q.setup_location is None):
            raise e.fail("setup_location", "a setup character and its location come together")
        if (q.foe is None) != (q.task == "explore"):
            raise e.fail("task", f"{q.task!r}: a quest with a foe is won against it, one without is explored")
        quests[q.id] = q
    for h in heroes:
        kinds = sorted(q.kind for q in quests.values() if q.hero == h)
        if kinds != ["advanced", "starting", "starting"]:
            raise DataError(
                f"heroes.json: quests: hero {h!r}: field 'kind': expected 2 starting and 1 advanced"
            )
    return {
        "trust": trust,
        "heroes": heroes,
        "hero_deck_size": size,
        "skills": skills,
        "items": items,
        "corruption": corruption,
        "quests": quests,
    }


def _sauron(root: Path, board: dict[str, Any]) -> dict[str, Any]:
    f = File(root, "sauron.json", "eregion.meq.sauron/1")
    trust = f.trust(("shadow", "plots", "missions"))
    shadow = tuple(
        ShadowCard(
            e.text("id"),
            e.text("name"),
            e.num("requirement"),
            e.one_of("timing", SHADOW_TIMINGS),
            e.num("count", 1),
        )
        for e in f.entries("shadow", ("id", "name", "requirement", "timing", "count"))
    )
    box = f.top("shadow_box", int)
    if sum(s.count for s in shadow) > box:
        raise DataError(f"sauron.json: field 'shadow_box': {box} is fewer than the Shadow cards listed")
    plots = {}
    allowed = ("id", "name", "kind", "requirement", "favor", "marker", "advance", "affects", "affects_chosen")
    for e in f.entries("plots", (*allowed, "count", "setup", "requires")):
        kind = e.one_of("kind", PLOT_KINDS)
        setup = None
        if "setup" in e.raw:
            names = keys(PlotSetup)
            s = Entry(f.name, f"{e.where} setup", e.raw["setup"], names)
            setup = PlotSetup(*(s.num(k) for k in names))
            if setup.shadow_keep > setup.shadow_draw or setup.plot_keep > setup.plot_draw:
                raise s.fail("shadow_keep", "cannot keep more cards than are drawn")
        if (setup is not None) != (kind == "starting"):
            raise e.fail("setup", "a Starting Plot has a setup, and only a Starting Plot")
        p = Plot(
            id=e.text("id"),
            name=e.text("name"),
            kind=kind,
            requirement=e.num("requirement"),
            favor=e.num("favor"),
            marker=e.one_of("marker", MARKERS[1:]),
            advance=e.num("advance", 1),
            affects=e.refs("affects", board["locations"]),
            chosen=e.one_of("affects_chosen", PLOT_CHOICES, None),
            count=e.num("count", 1, default=1),
            setup=setup,
            requires=_plot_conditions(f, e, board),
        )
        if bool(p.affects) == (p.chosen is not None):
            raise e.fail("affects", "a Plot names its locations or how Sauron chooses one, not both")
        plots[p.id] = p
    for p in plots.values():
        for n, c in enumerate(p.requires):
            if c.or_active is not None and c.or_active not in plots:
                where = f"sauron.json: plots {p.id} requires[{n}]"
                raise DataError(f"{where}: field 'or_active': {c.or_active!r} is not a Plot")
    missions = {}
    for e in f.entries("missions", ("id", "name", "side")):
        missions[e.text("id")] = Mission(e.text("id"), e.text("name"), e.one_of("side", SIDES))
    return {"trust": trust, "shadow": shadow, "shadow_box": box, "plots": plots, "missions": missions}


def _plot_conditions(f: File, e: Entry, board: dict[str, Any]) -> tuple[PlotCondition, ...]:
    out = []
    for n, raw in enumerate(e.get("requires", list, [])):
        c = Entry(f.name, f"{e.where} requires[{n}]", raw, keys(PlotCondition))
        out.append(
            PlotCondition(
                what=c.one_of("what", PLOT_CONDITIONS),
                count=c.num("count", 1, default=1),
                spaces=c.num("spaces", 0, default=0),
                location=c.one_of("location", board["locations"], None),
                or_active=c.get("or_active", str, None),
            )
        )
    return tuple(out)


def load(root: Path = DATA_DIR) -> Components:
    """Read and check every file under ``root``; raises DataError naming the file, entry and field."""
    board = _board(root)
    decks = _decks(root, board)
    foes = _monsters(root, board)
    heroes = _heroes(root, board, decks, foes)
    sauron = _sauron(root, board)
    trust = {
        **board.pop("trust"),
        **decks.pop("trust"),
        **foes.pop("trust"),
        **heroes.pop("trust"),
        **sauron.pop("trust"),
    }
    return Components(trust=trust, **board, **decks, **foes, **heroes, **sauron)


@cache
def components() -> Components:
    """The project's own components, read once per process."""
    return load()
