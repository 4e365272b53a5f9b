"""The typed, frozen records of Middle-earth Quest's components, as :mod:`.components` builds them.

Locations, regions and cards are named by string ids (those of the data files); counts of copies sit on
the card (``count``) rather than as repeated entries, so a deck is built by the rules from its list.
"""

from __future__ import annotations

from dataclasses import dataclass

HAVEN_DECK = "haven"


@dataclass(frozen=True, slots=True)
class Group:
    """Two regions sharing one monster-token bag and one Encounter deck."""

    id: str
    name: str
    regions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Region:
    id: str
    name: str
    colour: str  # the gem colour printed on the board and on cards
    group: str
    locations: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Location:
    id: str
    name: str
    region: str
    haven: bool
    stronghold_cap: int  # a Shadow Stronghold's printed maximum influence; 0 for other locations
    perilous: bool  # printed perilous, whatever the influence
    pos: tuple[int, int]  # where the board prints it, in map units (x right, y down): for drawing only

    @property
    def stronghold(self) -> bool:
        return self.stronghold_cap > 0


@dataclass(frozen=True, slots=True)
class BoardPath:
    a: str
    b: str
    icon: str  # one of PATH_ICONS; "any" paths take one card of any icon
    number: int  # cards of any icon that pay instead of one matching card
    water: bool


@dataclass(frozen=True, slots=True)
class BoatLink:
    """A connection only a hero with a Boat may use, paid with ``number`` cards of any icon."""

    a: str
    b: str
    number: int


@dataclass(frozen=True, slots=True)
class Marker:
    id: str
    name: str
    side: str


@dataclass(frozen=True, slots=True)
class StoryTrack:
    start: int
    finale: int
    shadow_falls: int
    stages: tuple[tuple[int, int], ...]  # (first, last) space of stages I, II, III
    markers: tuple[Marker, ...]

    def stage_of(self, space: int) -> int:
        """The stage (1-3) a space belongs to."""
        for stage, (first, last) in enumerate(self.stages, 1):
            if first <= space <= last:
                return stage
        raise ValueError(f"space {space} is not on the story track")


@dataclass(frozen=True, slots=True)
class ActionTrack:
    id: str
    values: tuple[int, ...]  # X of each space, left to right


@dataclass(frozen=True, slots=True)
class CombatCard:
    """A hero, Skill or monster combat card. Monster cards print no movement icon (``icon`` is None)."""

    id: str
    name: str
    type: str
    attack: int
    defense: int  # also the number of shield icons
    cost: int  # strength cost
    icon: str | None
    count: int  # copies in its deck


@dataclass(frozen=True, slots=True)
class Hero:
    id: str
    name: str
    fortitude: int
    strength: int
    agility: int
    wisdom: int
    start: str
    ability: str  # the name of the hero's special ability
    items: tuple[str, ...]  # Item cards the hero starts with
    deck: tuple[CombatCard, ...]


@dataclass(frozen=True, slots=True)
class Item:
    id: str
    name: str
    count: int


@dataclass(frozen=True, slots=True)
class CorruptionCard:
    id: str
    name: str
    cost: int  # favor paid to discard it while resting


@dataclass(frozen=True, slots=True)
class Quest:
    id: str
    name: str
    hero: str
    kind: str
    location: str  # where the quest is completed
    foe: str | None  # the monster or minion the quest has the hero fight, if any
    setup_character: str | None  # the character its setup places, and where
    setup_location: str | None
    task: str = "explore"  # what completes it: one of components.QUEST_TASKS


@dataclass(frozen=True, slots=True)
class Monster:
    id: str
    name: str
    health: int
    fortitude: int
    strength: int
    wisdom: int
    deck: str
    ability: str  # the ability's name on the Monster Reference card


@dataclass(frozen=True, slots=True)
class Minion:
    id: str
    name: str
    health: int
    fortitude: int
    strength: int
    wisdom: int
    deck: str
    stage: int  # the stage whose start brings it onto the board (1: at setup)
    starts: tuple[str, ...]  # its start location, or the ones Sauron chooses from


@dataclass(frozen=True, slots=True)
class Bag:
    group: str
    blank: int
    tokens: tuple[tuple[str, int], ...]  # (monster id, copies), sorted by id

    @property
    def size(self) -> int:
        return self.blank + sum(n for _, n in self.tokens)


@dataclass(frozen=True, slots=True)
class CombatDeck:
    id: str
    name: str
    cards: tuple[CombatCard, ...]


@dataclass(frozen=True, slots=True)
class ShadowCard:
    id: str
    name: str
    requirement: int  # influence the Shadow Pool must hold (not spent)
    timing: str
    count: int


@dataclass(frozen=True, slots=True)
class PlotSetup:
    """What a Starting Plot sets up: influence, then Shadow and Plot cards drawn and kept."""

    per_stronghold: int
    extension: int
    shadow_pool: int
    shadow_draw: int
    shadow_keep: int
    plot_draw: int
    plot_keep: int


@dataclass(frozen=True, slots=True)
class PlotCondition:
    """One printed requirement of a Plot (p. 13): at least ``count`` of ``what`` on the locations within
    ``spaces`` of ``location`` (None: the location the Plot will affect); met anyway while the Plot
    ``or_active`` is on the Active Plot track. ``no_plot_marker`` asks for no plot marker there."""

    what: str  # one of components.PLOT_CONDITIONS
    count: int = 1
    spaces: int = 0
    location: str | None = None
    or_active: str | None = None


@dataclass(frozen=True, slots=True)
class Plot:
    id: str
    name: str
    kind: str
    requirement: int  # Shadow Pool influence needed to play it
    favor: int  # favor a hero pays to discard it
    marker: str
    advance: int  # spaces its marker advances each Story step
    affects: tuple[str, ...]  # its fixed location(s); () when Sauron chooses (see ``chosen``)
    chosen: str | None
    count: int
    setup: PlotSetup | None
    requires: tuple[PlotCondition, ...] = ()  # all must hold when it is played (p. 13)


@dataclass(frozen=True, slots=True)
class Mission:
    id: str
    name: str
    side: str


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    name: str
    favor: int  # favor gained by consulting it instead of using its ability


@dataclass(frozen=True, slots=True)
class Event:
    id: str
    name: str
    stage: int
    priority: int
    stays: bool  # goes to the Current Event space instead of the discard pile
    location: str | None  # the affected location of an event that stays
    marker: str | None  # story marker it advances each Story step while it stays
    advance: int
    favor: tuple[str, ...]  # locations that receive a favor token
    character: str | None
    character_location: str | None


@dataclass(frozen=True, slots=True)
class EncounterCard:
    """Affects ``location``, or any location of ``region``, or any location when both are None."""

    id: str
    name: str
    deck: str  # a group id, or HAVEN_DECK
    priority: int
    location: str | None
    region: str | None
    quest: bool  # a Quest card: it stays in the hero's play area
    quest_location: str | None = None  # a Quest card: the location whose exploring completes it


@dataclass(frozen=True, slots=True)
class PerilCard:
    """Affects ``location``, or any location of ``regions``, or any location when both are empty."""

    id: str
    name: str
    location: str | None
    regions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Components:
    trust: dict[str, str]  # component class -> one of TRUST
    groups: dict[str, Group]
    regions: dict[str, Region]
    locations: dict[str, Location]
    paths: tuple[BoardPath, ...]
    boat_links: tuple[BoatLink, ...]
    adjacent: dict[str, tuple[str, ...]]  # location -> neighbours along paths, sorted
    story: StoryTrack
    action_tracks: dict[str, ActionTrack]
    heroes: dict[str, Hero]
    hero_deck_size: int
    skills: tuple[CombatCard, ...]
    items: dict[str, Item]
    corruption: tuple[CorruptionCard, ...]
    quests: dict[str, Quest]
    monsters: dict[str, Monster]
    minions: dict[str, Minion]
    bags: dict[str, Bag]  # keyed by group
    combat_decks: dict[str, CombatDeck]
    shadow: tuple[ShadowCard, ...]
    shadow_box: int  # Shadow cards in the box; the known ones may be fewer
    plots: dict[str, Plot]
    missions: dict[str, Mission]
    characters: dict[str, Character]
    events: tuple[Event, ...]
    encounters: dict[str, tuple[EncounterCard, ...]]  # keyed by deck
    perils: tuple[PerilCard, ...]

    def path(self, a: str, b: str) -> BoardPath | None:
        """The path joining two locations, if any."""
        for p in self.paths:
            if {p.a, p.b} == {a, b}:
                return p
        return None
