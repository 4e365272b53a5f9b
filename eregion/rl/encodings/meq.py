"""Middle-earth Quest as numbers: what the view shows. Seats are absolute (Sauron, then the heroes by
seat), since the two sides play different games.

Every hero sees the board (monster tokens by number only), the tracks, the active Plots and the Current
Event, every hero's rest pool, favor, Items, quests and Corruption, counts of hands and pools, Sauron's
hand sizes, the decks' sizes, the discard piles and the combat's open cards; a hero sees his own hand
and the heroes' Mission. Sauron sees the token faces, his Shadow and Plot hands, the Plots he drew and
his Mission. Counts over a vocabulary stand for the view's lists: one number per id, in the order of
the dicts below (``LOCS``, ``CARDS``...), which follow the components' data as the action space does.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Iterable, Mapping

import numpy as np

from eregion.games.meq import story as ST
from eregion.games.meq.board import Board
from eregion.games.meq.engine import MAX_HEROES, SAURON, SPACE
from eregion.games.meq.plots import ActivePlot
from eregion.games.meq.seen import PLOTS_SEEN
from eregion.games.meq.state import MeqState, Pools
from eregion.games.meq.steps import TRACK, C
from eregion.games.meq.tracks import Tracks
from eregion.games.meq.views import PUBLIC_PILES
from eregion.rl.encoding import DECISION, PROMPT, Encoding, Field, Sheet, blank, write_decision


def _index(ids: tuple[str, ...] | list[str]) -> dict[str, int]:
    return {x: i for i, x in enumerate(ids)}


def _arguments() -> dict[str, list[str]]:
    """Each verb's arguments, in the action space's order."""
    out: dict[str, list[str]] = {}
    for action in SPACE.actions:
        verb, _, arg = action.partition(":")
        if arg:
            out.setdefault(verb, []).append(arg)
    return out


_A = _arguments()


LOCS = _index(_A["go"])
HEROES = _index(tuple(C.heroes))
FOES = _index(_A["fight"])  # monsters, then minions
MINIONS = _index(_A["minion"])
CHARACTERS = _index(_A["consult"])
ITEMS = _index(_A["item"])
PLOTS = _index(_A["plot"])
SHADOW = _index(_A["shadow"])
EVENTS = _index(tuple(e.id for e in C.events))
PERILS = _index(_A["peril"])
CORRUPTION = _index(_A["cure"])
QUESTS = _index(_A["quest"])
CARDS = _index(_A["card"])  # hero cards, Skill cards and combat cards
MISSIONS = _index(sorted(C.missions))
FACES = _index(sorted({m for bag in C.bags.values() for m, _ in bag.tokens} | {"blank"}))
GROUPS = _index(tuple(C.groups))
ENCOUNTERS = _index(sorted({k.id for deck in C.encounters.values() for k in deck}))
TRACKS = tuple(C.action_tracks)
TRACK_SPACES = max(len(t.values) for t in C.action_tracks.values())
DECKS = (
    "after_combat",
    "corruption",
    "drawn_token",
    *(f"enc:{g}" for g in (*C.groups, "haven")),
    "events1",
    "events2",
    "events3",
    "peril",
    *(f"pile:{g}" for g in C.groups),
    "plot",
    "plot_bottom",
    "plot_drawn",
    "plot_hand",
    "plot_top",
    "plot_peek",
    "plots_seen",
    "peril_drawn",
    "lasting",
    "shadow",
    "shadow_drawn",
    "shadow_hand",
    "skills",
)
DECK_INDEX = _index(DECKS)
DISCARDED = {  # public pile prefix -> the vocabulary its cards are counted in
    "enc_discard": ENCOUNTERS,
    "event_discard": EVENTS,
    "peril_discard": PERILS,
    "plot_discard": PLOTS,
    "shadow_discard": SHADOW,
    "corruption_discard": CORRUPTION,
    "skill_discard": CARDS,  # the Skill cards a hero did not keep from training
}
MARKERS = ("green", "yellow", "black", "red")
STORY_WIDTH = len(MARKERS) + 1 + 3 + 2  # the spaces, the stage entered, the stage, the dominant side
LASTING_BUCKETS = 64
HERO_WIDTH = len(HEROES) + 1 + 2 * len(CARDS) + 5 + len(ITEMS) + 2 * len(QUESTS) + len(CORRUPTION) + 1
SIDE_WIDTH = 2 * len(CARDS) + 6


FIELDS = (
    DECISION,
    PROMPT,
    Field("seat", 1 + MAX_HEROES, "the viewer's seat, one-hot (sauron, hero_1, hero_2, hero_3)"),
    Field("turn", 3, "the turn number, then whose turn (its seat + 1), then 1 on a hero's second turn"),
    Field(
        "story",
        STORY_WIDTH,
        "the story markers' spaces (green, yellow, black, red), the "
        "highest stage entered, the stage one-hot, the dominant side one-hot (Sauron, the heroes)",
    ),
    Field("tracks", len(TRACKS) * TRACK_SPACES, f"action track spaces covered ({', '.join(TRACKS)})"),
    Field("minion_damage", len(MINIONS), "damage on each minion"),
    Field(
        "plots",
        len(PLOTS),
        "per Plot card: 0 if not active, 1 if active on no location, 2 + its "
        "location's place if active on one",
    ),
    Field("current_event", len(EVENTS), "the Current Event, one-hot"),
    Field("heroes_at", len(HEROES), "per hero: 1 + the place of his location (0: not in the game)"),
    Field("minions_at", len(MINIONS), "per minion: 1 + the place of its location (0: not on the board)"),
    Field("characters_at", len(CHARACTERS), "per character: 1 + the place of its location"),
    Field("influence", len(LOCS), "influence per location"),
    Field("shadow_pool", 1, "influence in the Shadow Pool"),
    Field("favor", len(LOCS), "favor per location"),
    Field("perilous", len(LOCS), "1 per location made perilous by a card in play"),
    Field("tokens", len(LOCS), "monster tokens per location"),
    Field(
        "token_faces",
        len(LOCS) * len(FACES),
        f"Sauron only: per location, tokens of each face ({', '.join(FACES)})",
    ),
    *(
        Field(
            f"hero_{i}",
            HERO_WIDTH,
            "the hero in that seat: his hero one-hot, 1 + his location's place, "
            "his hand (own seat only) counted per card, his rest pool per card, then cards in hand, "
            "life pool, damage pool, favor, in combat; his Items, quests held, quests done, "
            "Corruption cards, 1 if seated",
        )
        for i in range(1, MAX_HEROES + 1)
    ),
    Field(
        "sauron",
        len(SHADOW) + len(PLOTS) * 2 + 3,
        "Sauron's Shadow hand and Plot hand per card, and "
        "the Plots he drew (Sauron only), then the Shadow hand, Plot hand and drawn Plots' sizes",
    ),
    Field("mission", len(MISSIONS), "the viewer's side's Mission, one-hot"),
    Field(
        "plots_seen", len(PLOTS), "the Plot cards in Sauron's hand that the heroes have seen, per card (R513)"
    ),
    Field("decks", len(DECKS), f"cards or tokens in each face-down pile ({', '.join(DECKS)})"),
    Field(
        "discarded",
        sum(map(len, DISCARDED.values())),
        "the discard piles' cards, per card: Encounter, Event, Peril, Plot, Shadow and Corruption cards",
    ),
    Field("peril_drawn", len(PERILS), "the Peril cards Sauron drew and chooses among (face up)"),
    Field(
        "lasting",
        LASTING_BUCKETS,
        f"the lasting effects of cards played ('perilous:moria'), each one's CRC-32 modulo {LASTING_BUCKETS}",
    ),
    Field("tokens_out", len(GROUPS) * len(FACES), "per group, the faces of the tokens out of the game"),
    Field(
        "fight",
        MAX_HEROES + len(FOES) + 3,
        "the hero fighting (one-hot by seat), the foe one-hot, 1 + the location's place, finale, travel",
    ),
    Field(
        "combat",
        6 + 2 * len(CARDS) + 1,
        "round, foe health, foe damage, owed, life pool, wounds; the card the hero chose per card (his own "
        "view, or everyone's once placed face up), then 1 once he chose (a card or none); the card Sauron "
        "chose first, face up, per card",
    ),
    Field(
        "hero_side",
        SIDE_WIDTH,
        "the hero's combat side: his hand per card (his view only), his stack per "
        "card, then strength, hand size, exhausted, the played card's place + 1, attack, defense",
    ),
    Field("foe_side", SIDE_WIDTH, "the foe's combat side, the same columns (hand: Sauron's view only)"),
)


TRACK_INDEX = _index(TRACKS)
HANDS = ("shadow_hand", "plot_hand", "plot_drawn")
"""Sauron's piles whose sizes everyone sees and whose cards he alone does, in the ``sauron`` field's order."""
_ONE_HOT = tuple(tuple(float(i == p) for i in range(1 + MAX_HEROES)) for p in range(1 + MAX_HEROES))
_NO_TRACKS = Tracks()
_NO_BOARD = Board()
_ABSENT = object()

PileWriter = Callable[[memoryview, tuple[str, ...], tuple[str, ...]], None]
"""Writes what a pile shows, given what it held when last written and what it holds now."""


class _Buckets(dict[str, int]):
    """A lasting effect's bucket (its CRC-32 modulo :data:`LASTING_BUCKETS`), worked out once."""

    def __missing__(self, effect: str) -> int:
        bucket = self[effect] = zlib.crc32(effect.encode()) % LASTING_BUCKETS
        return bucket


_BUCKETS = _Buckets()


def _changed(last: Mapping[str, object], now: Mapping[str, object]) -> list[str]:
    """The keys of ``now`` whose values are not the very objects of ``last``, then those it dropped
    (the state replaces a value that changes, so the same object reads the same)."""
    out, kept = [], 0
    for k, v in now.items():
        was = last.get(k, _ABSENT)
        if was is not v:
            out.append(k)
        if was is not _ABSENT:
            kept += 1
    if kept < len(last):
        out += [k for k in last if k not in now]
    return out


def _mapped(
    f: memoryview,
    at: int,
    index: Mapping[str, int],
    last: Mapping[str, object],
    now: Mapping[str, object],
    values: Mapping[str, int] | None = None,
) -> None:
    """Per key of ``index``, its value in ``now`` (its place in ``values`` + 1 when given; 0 when it
    has none), written again for the keys that changed since ``last``."""
    for k in _changed(last, now):
        v = now.get(k)
        f[at + index[k]] = 0 if v is None else values[v] + 1 if values is not None else v  # type: ignore[index]


def _marked(f: memoryview, at: int, index: Mapping[str, int], old: Iterable[str], new: Iterable[str]) -> None:
    """1 per member of ``new`` instead of ``old``'s."""
    for k in old:
        f[at + index[k]] = 0
    for k in new:
        f[at + index[k]] = 1


def _counted(
    f: memoryview, at: int, index: Mapping[str, int], old: Iterable[str], new: Iterable[str]
) -> None:
    """The counts per member of ``new`` instead of ``old``'s (small whole numbers, exact in float32)."""
    for k in old:
        f[at + index[k]] -= 1
    for k in new:
        f[at + index[k]] += 1


def _some(x: str | None) -> tuple[str, ...]:
    return () if x is None else (x,)


def _size(at: int) -> PileWriter:
    """Writes a pile's size at ``at``."""

    def write(f: memoryview, old: tuple[str, ...], new: tuple[str, ...]) -> None:
        f[at] = len(new)

    return write


def _counts(at: int, index: Mapping[str, int]) -> PileWriter:
    """Writes a pile's cards counted per member of ``index``, from ``at`` on."""

    def write(f: memoryview, old: tuple[str, ...], new: tuple[str, ...]) -> None:
        _counted(f, at, index, old, new)

    return write


def _marks(at: int, index: Mapping[str, int]) -> PileWriter:
    """Writes 1 per member of ``index`` in a pile, from ``at`` on."""

    def write(f: memoryview, old: tuple[str, ...], new: tuple[str, ...]) -> None:
        _marked(f, at, index, old, new)

    return write


def _all(parts: list[PileWriter]) -> PileWriter:
    """Writes each of ``parts``."""

    def write(f: memoryview, old: tuple[str, ...], new: tuple[str, ...]) -> None:
        for part in parts:
            part(f, old, new)

    return write


class MeqEncoding(Encoding):
    game = "meq"
    actions = SPACE.size

    def __init__(self, fields: tuple[Field, ...]) -> None:
        super().__init__(fields)
        self._pile_writers: dict[tuple[str, bool], PileWriter] = {}

    def seats(self, state: MeqState) -> tuple[int, ...]:  # type: ignore[override]
        return tuple(range(state.n + 1))

    def write(self, s: MeqState, player: int, sheet: Sheet) -> None:  # type: ignore[override]
        """Write ``player``'s observation over the last one on ``sheet``: only the parts whose
        sources are new objects (the state replaces what changes, record by record, pile by pile),
        each from what the sheet last showed of them."""
        at, f, keys = self.at, sheet.f, sheet.keys
        sauron = player == SAURON
        write_decision(s, player, sheet, at["decision"])
        sheet.put("seat", at["seat"], (*_ONE_HOT[player], s.turn, s.active + 1, s.second))
        if keys.get("story") is not s.story:
            self._story(s.story, f)
            keys["story"] = s.story
        if keys.get("tracks") is not s.tracks:
            self._tracks(keys.get("tracks", _NO_TRACKS), s.tracks, f)  # type: ignore[arg-type]
            keys["tracks"] = s.tracks
        if keys.get("minion_damage") is not s.minion_damage:
            last = dict(keys.get("minion_damage", ()))  # type: ignore[call-overload]
            _mapped(f, at["minion_damage"], MINIONS, last, dict(s.minion_damage))
            keys["minion_damage"] = s.minion_damage
        if keys.get("plots") is not s.plots:
            self._plots(keys.get("plots", ()), s.plots, f)  # type: ignore[arg-type]
            keys["plots"] = s.plots
        if keys.get("current_event") != s.current_event:
            _marked(f, at["current_event"], EVENTS, _some(keys.get("current_event")), _some(s.current_event))
            keys["current_event"] = s.current_event
        if keys.get("board") is not s.board:
            self._board(s.board, keys.get("board", _NO_BOARD), sauron, f)  # type: ignore[arg-type]
            keys["board"] = s.board
        fight = s.fight
        fighting = fight.hero if fight is not None and fight.combat is not None else 0
        last = keys.get("heroes")  # what the hero fields read: the pools, where the heroes are, who fights
        if (
            last is None
            or last[0] is not s.pools  # type: ignore[index]
            or last[1] is not s.board.heroes  # type: ignore[index]
            or last[2] != fighting  # type: ignore[index]
        ):
            for seat in range(1, MAX_HEROES + 1):
                self._hero(s, seat, player, sheet)
            keys["heroes"] = (s.pools, s.board.heroes, fighting)
        if keys.get("decks") is not s.decks:
            self._piles(keys.get("decks", {}), s.decks, sauron, f)  # type: ignore[arg-type]
            keys["decks"] = s.decks
        mission = s.missions[0] if sauron else s.missions[1]
        if keys.get("mission") != mission:
            _marked(f, at["mission"], MISSIONS, _some(keys.get("mission")), (mission,))
            keys["mission"] = mission
        if keys.get("fight") is not s.fight:
            start, stop = self.span[("fight", "foe_side")]
            f[start:stop] = blank(stop - start)
            if s.fight is not None:
                self._fight(s, player, sheet.out)
            keys["fight"] = s.fight

    def _story(self, story: ST.Story, f: memoryview) -> None:
        o = self.at["story"]
        f[o : o + STORY_WIDTH] = blank(STORY_WIDTH)
        for i, space in enumerate(story.spaces):
            f[o + i] = space
        f[o + 4] = story.entered
        f[o + 4 + ST.current_stage(story, TRACK)] = 1
        dominant = ST.dominant(story, TRACK)
        if dominant is not None:
            f[o + 8 + (dominant != "sauron")] = 1

    def _tracks(self, last: Tracks, tracks: Tracks, f: memoryview) -> None:
        o = self.at["tracks"]
        for t, i in last.covered:
            f[o + TRACK_INDEX[t] * TRACK_SPACES + i] = 0
        for t, i in tracks.covered:
            f[o + TRACK_INDEX[t] * TRACK_SPACES + i] = 1

    def _plots(self, last: tuple[ActivePlot, ...], plots: tuple[ActivePlot, ...], f: memoryview) -> None:
        o = self.at["plots"]
        for plot in last:
            f[o + PLOTS[plot.plot]] = 0
        for plot in plots:
            f[o + PLOTS[plot.plot]] = 1 + (LOCS[plot.location] + 1 if plot.location else 0)

    def _board(self, b: Board, last: Board, sauron: bool, f: memoryview) -> None:
        """The board's parts that are new objects, each from how it last stood."""
        at = self.at
        if b.heroes is not last.heroes:
            _mapped(f, at["heroes_at"], HEROES, last.heroes, b.heroes, LOCS)
        if b.minions is not last.minions:
            _mapped(f, at["minions_at"], MINIONS, last.minions, b.minions, LOCS)
        if b.characters is not last.characters:
            _mapped(f, at["characters_at"], CHARACTERS, last.characters, b.characters, LOCS)
        if b.influence is not last.influence:
            _mapped(f, at["influence"], LOCS, last.influence, b.influence)
        f[at["shadow_pool"]] = b.shadow_pool
        if b.favor is not last.favor:
            _mapped(f, at["favor"], LOCS, last.favor, b.favor)
        if b.perilous is not last.perilous:
            _marked(f, at["perilous"], LOCS, last.perilous, b.perilous)
        if b.tokens is not last.tokens:
            tokens, faces = at["tokens"], at["token_faces"]
            for loc in _changed(last.tokens, b.tokens):
                here = b.tokens.get(loc, ())
                f[tokens + LOCS[loc]] = len(here)
                if sauron:
                    o = faces + LOCS[loc] * len(FACES)
                    _counted(f, o, FACES, (t.face for t in last.tokens.get(loc, ())), (t.face for t in here))

    def _hero(self, s: MeqState, seat: int, player: int, sheet: Sheet) -> None:
        """The hero field of ``seat``: again only the parts of his pools that are new objects."""
        f, keys, o = sheet.f, sheet.keys, self.at[f"hero_{seat}"]
        name = f"hero_{seat}"
        last: tuple[Pools, str, bool] | None = keys.get(name)  # type: ignore[assignment]
        if seat > s.n:
            if last is not None:
                f[o : o + HERO_WIDTH] = blank(HERO_WIDTH)
                keys[name] = None
            return
        p = s.pool(seat)
        fight = s.fight
        now = (
            p,
            s.board.heroes[p.hero],
            fight is not None and fight.hero == seat and fight.combat is not None,
        )
        if last is not None and last[0] is now[0] and last[1] == now[1] and last[2] == now[2]:
            return
        keys[name] = now
        if last is None or last[0].hero != p.hero:  # a new hero in the seat: the field from blank
            f[o : o + HERO_WIDTH] = blank(HERO_WIDTH)
            f[o + HEROES[p.hero]] = 1
            f[o + HERO_WIDTH - 1] = 1  # seated
            was = Pools(p.hero)
        else:
            was = last[0]
        o += len(HEROES)
        f[o] = LOCS[now[1]] + 1
        o += 1
        if player == seat and was.hand is not p.hand:
            _counted(f, o, CARDS, was.hand, p.hand)
        o += len(CARDS)
        if was.rest is not p.rest:
            _counted(f, o, CARDS, was.rest, p.rest)
        o += len(CARDS)
        for i, n in enumerate((len(p.hand), len(p.life), len(p.damage), p.favor, now[2])):
            f[o + i] = n
        o += 5
        if was.items is not p.items:
            _marked(f, o, ITEMS, was.items, p.items)
        o += len(ITEMS)
        if was.quests is not p.quests:
            _marked(f, o, QUESTS, was.quests.held, p.quests.held)
            _marked(f, o + len(QUESTS), QUESTS, was.quests.done, p.quests.done)
        o += 2 * len(QUESTS)
        if was.corruption is not p.corruption:
            _counted(f, o, CORRUPTION, was.corruption, p.corruption)

    def _piles(
        self,
        last: Mapping[str, tuple[str, ...]],
        decks: Mapping[str, tuple[str, ...]],
        sauron: bool,
        f: memoryview,
    ) -> None:
        """The piles that are new objects, each from what it last held (an unknown pile raises
        before anything is written)."""
        writers = self._pile_writers
        changed = _changed(last, decks)
        for k in changed:
            if (k, sauron) not in writers:
                writers[(k, sauron)] = self._pile_writer(k, sauron)
        for k in changed:
            writers[(k, sauron)](f, last.get(k, ()), decks.get(k, ()))

    def _pile_writer(self, k: str, sauron: bool) -> PileWriter:
        """What the pile ``k`` shows ``sauron`` or a hero, written from what it held to what it holds."""
        at = self.at
        parts: list[PileWriter] = []
        if "discard" not in k and not k.startswith("tokens_out:"):
            if k not in DECK_INDEX:
                raise ValueError(f"meq encoding: no place for the pile {k!r}")
            parts.append(_size(at["decks"] + DECK_INDEX[k]))
        if k in HANDS:
            hand = HANDS.index(k)
            parts.append(_size(at["sauron"] + len(SHADOW) + 2 * len(PLOTS) + hand))
            if sauron:
                o = at["sauron"] + (0, len(SHADOW), len(SHADOW) + len(PLOTS))[hand]
                parts.append(_counts(o, SHADOW if k == "shadow_hand" else PLOTS))
        elif k == PLOTS_SEEN:
            parts.append(_counts(at["plots_seen"], PLOTS))
        elif k.startswith("tokens_out:"):
            parts.append(_counts(at["tokens_out"] + GROUPS[k.partition(":")[2]] * len(FACES), FACES))
        elif k == "lasting":
            parts.append(_counts(at["lasting"], _BUCKETS))
        elif k in PUBLIC_PILES:
            parts.append(_marks(at["peril_drawn"], PERILS))
        elif "discard" in k:
            o = at["discarded"]
            for prefix, vocab in DISCARDED.items():
                if k.startswith(prefix):
                    parts.append(_counts(o, vocab))
                    break
                o += len(vocab)
            else:
                raise ValueError(f"meq encoding: no vocabulary for the pile {k!r}")
        return parts[0] if len(parts) == 1 else _all(parts)

    def _fight(self, s: MeqState, player: int, out: np.ndarray) -> None:
        f, at = s.fight, self.at
        assert f is not None
        o = at["fight"]
        out[o + f.hero - 1] = 1
        out[o + MAX_HEROES + FOES[f.foe]] = 1
        o += MAX_HEROES + len(FOES)
        out[o : o + 3] = (LOCS[f.loc] + 1 if f.loc else 0, f.finale, f.travel)
        c = f.combat
        if c is None:
            return
        o = at["combat"]
        out[o : o + 6] = (c.round, c.health, c.damage, c.owed, len(c.life), len(c.wounds))
        if f.chosen is not None:
            out[o + 6 + len(CARDS)] = 1
            if f.chosen and (player == f.hero or f.shown):
                out[o + 6 + CARDS[f.chosen]] = 1
        if f.foe_chosen:
            out[o + 7 + len(CARDS) + CARDS[f.foe_chosen]] = 1
        for side, shown, name in (
            (c.hero, player == f.hero, "hero_side"),
            (c.foe, player == SAURON, "foe_side"),
        ):
            o = at[name]
            if shown:
                for k in side.hand:
                    out[o + CARDS[k.id]] += 1
            for k in side.stack:
                out[o + len(CARDS) + CARDS[k.id]] += 1
            card = side.play.card
            out[o + 2 * len(CARDS) : o + SIDE_WIDTH] = (
                side.strength,
                len(side.hand),
                side.exhausted,
                CARDS[card.id] + 1 if card else 0,
                side.play.final_attack or 0,
                side.play.final_defense or 0,
            )


ENCODING = MeqEncoding(FIELDS)
