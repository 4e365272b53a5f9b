"""Setting up an LCG game (13): the decks, every card given its uid, heroes in play and threat set,
the quest and encounter decks from the scenario, shuffles, 6-card hands, and the first steps (one
optional mulligan each, then the scenario's own setup and the first round)."""

from __future__ import annotations

from functools import cache
from typing import Any

from eregion.cards import Limits
from eregion.core import JSON, Rng
from eregion.core.errors import InvalidSetup
from eregion.games.lcg import rules as R
from eregion.games.lcg.components import scenario
from eregion.games.lcg.decks import Deck, DeckError, load_deck, parse_deck
from eregion.games.lcg.engine import ENC, MAX_CARDS, MAX_PLAYERS, RULES
from eregion.games.lcg.registry import in_game
from eregion.games.lcg.state import ZONES, LcgState
from eregion.games.lcg.steps import add_resources, draw, log


def new_game(seed: int = 0, options: dict[str, Any] | None = None, setup: JSON | None = None) -> LcgState:
    """A new game (13): decks shuffled, heroes in play and threat set, 6-card hands with one optional
    mulligan each, then the scenario's setup and the first round."""
    opts = LcgState.game.resolve_options(options)
    n = opts["players"]
    if opts["first"] > n:
        raise InvalidSetup(f"first player {opts['first']} is not seated: the game has {n} player(s)")
    decks = _decks(opts, setup, n)
    sc = scenario(opts["scenario"])
    mode = "easy" if opts["easy"] else "normal"
    s = LcgState.__new__(LcgState)
    s.seed, s.options, s.setup = seed, opts, setup
    s.rng = Rng(seed)
    s.history = None
    s.events = None
    s.memo = {}
    s.touched = []
    s.init_cards(MAX_PLAYERS + 1, ZONES)
    s.n = n
    s.threat = [0] * n
    s.out = [False] * n
    cfg = sc.setup(mode)
    # The decks are shuffled as they are made (13.1): what ``shuffle`` would deal each pile afterwards
    # (its identities sorted, then shuffled onto its uids in order), without writing each card twice.
    dealt = [sorted(deck.cards) for deck in decks] + [list(_encounter_ids(sc.id, mode))]
    for cids in dealt:
        s.rng.shuffle(cids)
    # Each pile made at once (``new_cards``), in uid order: each player's heroes and deck, then the
    # quest cards, the encounter deck, the staging area and the cards set aside.
    for p, deck in enumerate(decks):
        s.new_cards(deck.heroes, p, "heroes")
        s.threat[p] = sum(R.DEFS[cid].threat_cost or 0 for cid in deck.heroes)  # 13.2
        s.new_cards(dealt[p], p, "deck")
    quest_ids = sc.stages()
    stages = []
    for ids in quest_ids:
        stages.append(tuple(range(len(s.cards), len(s.cards) + len(ids))))
        s.new_cards(ids, ENC, "qdeck")
    s.new_cards(dealt[-1], ENC, "edeck")
    placed = [[cc.id for cc in group for _ in range(cc.count)] for group in (cfg.staging_area, cfg.set_aside)]
    s.new_cards(placed[0], ENC, "staging")
    s.new_cards(placed[1], ENC, "aside")
    s.in_game = in_game(frozenset().union(*(d.heroes for d in decks), *dealt, *quest_ids, *placed))
    if len(s.cards) > MAX_CARDS:
        raise InvalidSetup(f"{len(s.cards)} cards; at most {MAX_CARDS} fit the action space")
    first_stage = stages[0][0]
    s.move(first_stage, ENC, "quest")
    s.quest_deck = tuple(stages[1:])
    s.deck_names = tuple(d.name for d in decks)
    s.scenario_id = sc.id
    s.first = opts["first"] - 1  # 13.4: the group's choice, made before the game starts
    s.round = 0
    s.phase = "setup"
    s.committed = s.attacked = ()
    s.struck = ()
    s.skip_staging = False
    s.mods = ()
    s.limits = Limits()
    s.result = None
    s._decision = None
    if mode == "easy":  # 9.2: one resource on each hero
        for p in range(n):
            for h in R.heroes(s, p):
                add_resources(s, h, 1)
    for p in range(n):
        draw(s, p, R.HAND_SIZE)  # 13.5
    log(s, "setup", None, sc.name, mode)
    s.stack = [("scenario_setup",), *(("mulligan", p) for p in reversed(range(n)))]
    RULES.run(s)
    return s


@cache
def _encounter_ids(scenario_id: str, mode: str) -> tuple[str, ...]:
    """A scenario's encounter deck in a mode, its ids sorted (as ``shuffle`` deals them): the same for
    every game, so worked out once."""
    return tuple(sorted(scenario(scenario_id).setup(mode).deck_ids()))


def _decks(options: dict[str, Any], setup: JSON | None, n: int) -> list[Deck]:
    """Each player's deck: a built-in name from the options, or the deck lists given in
    ``setup["decks"]`` (one text per player), so a saved game never depends on a file again."""
    if isinstance(setup, dict) and "decks" in setup:
        texts = setup["decks"]
        if not (isinstance(texts, list) and len(texts) == n and all(isinstance(t, str) for t in texts)):
            raise InvalidSetup(f'setup "decks" must be a list of {n} deck list(s) (text), one per player')
        names = setup.get("names") or [f"deck {p + 1}" for p in range(n)]
        try:
            return [parse_deck(text, str(name)) for text, name in zip(texts, names)]
        except DeckError as e:
            raise InvalidSetup(str(e)) from None
    return [load_deck(options[f"deck{p + 1}"]) for p in range(n)]
