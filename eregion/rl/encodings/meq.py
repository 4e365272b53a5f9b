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

import numpy as np

from eregion.games.meq import story as ST
from eregion.games.meq.engine import MAX_HEROES, SAURON, SPACE
from eregion.games.meq.seen import PLOTS_SEEN
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import TRACK, C
from eregion.games.meq.views import PUBLIC_PILES
from eregion.rl.encoding import DECISION, PROMPT, Encoding, Field, Sheet, write_decision


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
        len(MARKERS) + 1 + 3 + 2,
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


class MeqEncoding(Encoding):
    game = "meq"
    actions = SPACE.size

    def seats(self, state: MeqState) -> tuple[int, ...]:  # type: ignore[override]
        return tuple(range(state.n + 1))

    def write(self, s: MeqState, player: int, sheet: Sheet) -> None:  # type: ignore[override]
        """Write ``player``'s observation over the last one on ``sheet``: each part again only when
        what it reads changed."""
        at, out = self.at, sheet.out
        sauron = player == SAURON
        write_decision(s, player, sheet, at["decision"])
        out[at["seat"] : at["turn"]] = 0
        out[at["seat"] + player] = 1
        out[at["turn"] : at["turn"] + 3] = (s.turn, s.active + 1, s.second)
        key = (s.story, s.tracks, s.minion_damage, s.plots, s.current_event)
        self.part(sheet, ("story", "current_event"), 0, key, lambda o: self._story(s, o))
        self.part(sheet, ("heroes_at", "token_faces"), sauron, s.board, lambda o: self._board(s, sauron, o))
        f = s.fight
        for seat in range(1, MAX_HEROES + 1):
            fields = (f"hero_{seat}",) * 2
            if seat > s.n:
                self.part(sheet, fields, player, None, lambda o: None)
                continue
            p = s.pool(seat)
            key = (p, s.board.heroes[p.hero], f is not None and f.hero == seat, player == seat)
            self.part(sheet, fields, player, key, lambda o, seat=seat: self._hero(s, seat, player, o))
        key = (s.decks, s.missions)
        self.part(sheet, ("sauron", "tokens_out"), sauron, key, lambda o: self._piles(s, sauron, o))
        self.part(
            sheet,
            ("fight", "foe_side"),
            player,
            f,
            lambda o: None if f is None else self._fight(s, player, o),
        )

    def _story(self, s: MeqState, out: np.ndarray) -> None:
        at = self.at
        o = at["story"]
        out[o : o + 4] = s.story.spaces
        out[o + 4] = s.story.entered
        out[o + 4 + ST.current_stage(s.story, TRACK)] = 1
        dominant = ST.dominant(s.story, TRACK)
        if dominant is not None:
            out[o + 8 + (dominant != "sauron")] = 1
        for t, i in s.tracks.covered:
            out[at["tracks"] + TRACKS.index(t) * TRACK_SPACES + i] = 1
        for m, n in s.minion_damage:
            out[at["minion_damage"] + MINIONS[m]] = n
        for p in s.plots:
            out[at["plots"] + PLOTS[p.plot]] = 1 + (LOCS[p.location] + 1 if p.location else 0)
        if s.current_event is not None:
            out[at["current_event"] + EVENTS[s.current_event]] = 1

    def _board(self, s: MeqState, sauron: bool, out: np.ndarray) -> None:
        at, b = self.at, s.board
        for h, loc in b.heroes.items():
            out[at["heroes_at"] + HEROES[h]] = LOCS[loc] + 1
        for m, loc in b.minions.items():
            out[at["minions_at"] + MINIONS[m]] = LOCS[loc] + 1
        for c, loc in b.characters.items():
            out[at["characters_at"] + CHARACTERS[c]] = LOCS[loc] + 1
        for loc, n in b.influence.items():
            out[at["influence"] + LOCS[loc]] = n
        out[at["shadow_pool"]] = b.shadow_pool
        for loc, n in b.favor.items():
            out[at["favor"] + LOCS[loc]] = n
        for loc in b.perilous:
            out[at["perilous"] + LOCS[loc]] = 1
        for loc, tokens in b.tokens.items():
            out[at["tokens"] + LOCS[loc]] = len(tokens)
            if sauron:
                for t in tokens:
                    out[at["token_faces"] + LOCS[loc] * len(FACES) + FACES[t.face]] += 1

    def _hero(self, s: MeqState, seat: int, player: int, out: np.ndarray) -> None:
        o = self.at[f"hero_{seat}"]
        p = s.pool(seat)
        f = s.fight
        out[o + HEROES[p.hero]] = 1
        o += len(HEROES)
        out[o] = LOCS[s.board.heroes[p.hero]] + 1
        o += 1
        if player == seat:
            for k in p.hand:
                out[o + CARDS[k]] += 1
        o += len(CARDS)
        for k in p.rest:
            out[o + CARDS[k]] += 1
        o += len(CARDS)
        in_combat = f is not None and f.hero == seat and f.combat is not None
        out[o : o + 5] = (len(p.hand), len(p.life), len(p.damage), p.favor, in_combat)
        o += 5
        for k in p.items:
            out[o + ITEMS[k]] = 1
        o += len(ITEMS)
        for k in p.quests.held:
            out[o + QUESTS[k]] = 1
        o += len(QUESTS)
        for k in p.quests.done:
            out[o + QUESTS[k]] = 1
        o += len(QUESTS)
        for k in p.corruption:
            out[o + CORRUPTION[k]] += 1
        out[o + len(CORRUPTION)] = 1

    def _piles(self, s: MeqState, sauron: bool, out: np.ndarray) -> None:
        at, d = self.at, s.decks
        o = at["sauron"]
        if sauron:
            for k in d["shadow_hand"]:
                out[o + SHADOW[k]] += 1
            for k in d["plot_hand"]:
                out[o + len(SHADOW) + PLOTS[k]] += 1
            for k in d["plot_drawn"]:
                out[o + len(SHADOW) + len(PLOTS) + PLOTS[k]] += 1
        o += len(SHADOW) + 2 * len(PLOTS)
        out[o : o + 3] = (len(d["shadow_hand"]), len(d["plot_hand"]), len(d["plot_drawn"]))
        out[at["mission"] + MISSIONS[s.missions[0] if sauron else s.missions[1]]] = 1
        for k in d.get(PLOTS_SEEN, ()):
            out[at["plots_seen"] + PLOTS[k]] += 1
        base = at["discarded"]
        for k, cards in s.decks.items():
            if "discard" not in k and not k.startswith("tokens_out:"):
                out[at["decks"] + DECK_INDEX[k]] = len(cards)
            if k.startswith("tokens_out:"):
                o = at["tokens_out"] + GROUPS[k.partition(":")[2]] * len(FACES)
                for face in cards:
                    out[o + FACES[face]] += 1
            elif k == "lasting":
                for effect in cards:
                    out[at["lasting"] + zlib.crc32(effect.encode()) % LASTING_BUCKETS] += 1
            elif k in PUBLIC_PILES:
                for c in cards:
                    out[at["peril_drawn"] + PERILS[c]] = 1
            elif "discard" in k:
                o = base
                for prefix, vocab in DISCARDED.items():
                    if k.startswith(prefix):
                        for c in cards:
                            out[o + vocab[c]] += 1
                        break
                    o += len(vocab)
                else:
                    raise ValueError(f"meq encoding: no vocabulary for the pile {k!r}")

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
