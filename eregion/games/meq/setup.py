"""Setting up a game (p. 8; digest section 2): heroes on their starting locations with their decks as
life pools, a Starting quest each drawn at random, the piles, a random Starting Plot with its setup
(influence on every Stronghold, in extension and in the Shadow Pool, Shadow and Plot cards drawn and
kept), the Black Serpent and the Mouth of Sauron on the board, and a secret Mission for each side."""

from __future__ import annotations

from typing import Any

from eregion.core import JSON, Action, Decision, DecisionKind, Rng
from eregion.core.errors import InvalidSetup
from eregion.games.meq import influence as INF
from eregion.games.meq.board import BLANK, start_board
from eregion.games.meq.engine import RULES, SAURON, SPACE, argument
from eregion.games.meq.plots import ActivePlot
from eregion.games.meq.quests import deal_quests
from eregion.games.meq.state import MeqState, Pools, log
from eregion.games.meq.steps import C, add_to, ask, draw_many, set_pile, take
from eregion.games.meq.story import start_story
from eregion.games.meq.tracks import Tracks


def _copies(cards: Any) -> list[str]:
    return [k.id for k in cards for _ in range(k.count)]


def new_game(seed: int = 0, options: dict[str, Any] | None = None, setup: JSON | None = None) -> MeqState:
    """A new game: Sauron (seat 0) against the ``heroes`` option's first heroes (``hero1``...)."""
    opts = MeqState.game.resolve_options(options)
    if setup is not None:
        raise InvalidSetup("Middle-earth Quest takes no setup data; choose heroes with the options")
    n = opts["heroes"]
    heroes = tuple(opts[f"hero{i}"] for i in range(1, n + 1))
    if len(set(heroes)) != n:
        raise InvalidSetup(f"each hero player takes a different hero (p. 8), not {list(heroes)}")
    s = MeqState.__new__(MeqState)
    s.seed, s.options, s.setup = seed, opts, setup
    s.rng = Rng(seed)
    s.history = s.events = None
    s.n, s.heroes = n, heroes
    s.board = start_board(C, heroes)
    s.story = start_story(C.story)
    s.tracks = Tracks()
    s.minion_damage, s.wraiths_back = (), False
    s.decks = {}
    s.plots, s.current_event, s.fight = (), None, None
    s.turn, s.active, s.second, s.shadow_used = 0, SAURON, False, False
    s.result, s._decision = None, None
    pools = []
    for h in heroes:
        hero = C.heroes[h]
        s.board, quests = deal_quests(s.board, C, h, s.rng)  # 2.4: one of two Starting quests at random
        pools.append(Pools(h, life=tuple(sorted(_copies(hero.deck))), items=hero.items, quests=quests))
    s.pools = tuple(pools)
    for stage in (1, 2, 3):
        set_pile(s, f"events{stage}", [e.id for e in C.events if e.stage == stage])
        set_pile(s, f"event_discard{stage}", ())
    for deck, cards in C.encounters.items():
        set_pile(s, f"enc:{deck}", [k.id for k in cards])
        set_pile(s, f"enc_discard:{deck}", ())
    for g, bag in C.bags.items():
        set_pile(s, f"pile:{g}", [BLANK] * bag.blank + [m for m, k in bag.tokens for _ in range(k)])
        set_pile(s, f"tokens_out:{g}", ())
    set_pile(s, "peril", [p.id for p in C.perils])
    set_pile(s, "corruption", [k.id for k in C.corruption])
    set_pile(s, "skills", _copies(C.skills))
    set_pile(s, "shadow", _copies(C.shadow))
    set_pile(
        s, "plot", [p for p, plot in C.plots.items() if plot.kind == "advanced" for _ in range(plot.count)]
    )
    for pile in (
        "peril_discard",
        "shadow_discard",
        "shadow_hand",
        "shadow_drawn",
        "plot_hand",
        "plot_bottom",
        "plot_top",
        "plot_peek",
        "lasting",
        "plot_drawn",
        "plot_discard",
        "drawn_token",
    ):
        set_pile(s, pile, ())
    starts = sorted(p for p, plot in C.plots.items() if plot.kind == "starting")
    first = starts[s.rng.randrange(len(starts))]  # 2.6: a random Starting Plot
    plot = C.plots[first]
    s.plots = (ActivePlot(first, plot.affects[0]),)
    cfg = plot.setup
    assert cfg is not None
    for loc, place in C.locations.items():
        if place.stronghold:
            s.board = INF.add_influence(s.board, C, loc, cfg.per_stronghold)
    s.board = INF.place_influence(s.board, C, cfg.shadow_pool, cfg.shadow_pool, (), 1)
    set_pile(s, "shadow_drawn", draw_many(s, "shadow", cfg.shadow_draw))
    set_pile(s, "plot_drawn", draw_many(s, "plot", cfg.plot_draw))
    missions = [sorted(m for m, x in C.missions.items() if x.side == side) for side in ("sauron", "heroes")]
    s.missions = (missions[0][s.rng.randrange(5)], missions[1][s.rng.randrange(5)])  # 2.8, secretly
    log(s, None, f"setup: Sauron's Starting Plot is {plot.name}")
    s.stack = [
        ("round",),
        ("setup_keep", "plot", cfg.plot_keep),
        ("setup_keep", "shadow", cfg.shadow_keep),
        ("spare_influence", cfg.extension, False),
    ]
    RULES.run(s)
    return s


@RULES.step("setup_keep")
def _setup_keep(s: MeqState, st: tuple) -> Decision | None:
    """Keep the Starting Plot's number of the Shadow or Plot cards drawn; the rest go back into the
    deck (2.6)."""
    kind, left = st[1], st[2]
    drawn = s.decks[f"{kind}_drawn"]
    if not left or not drawn:
        s.stack.pop()
        add_to(s, kind, *drawn)
        set_pile(s, f"{kind}_drawn", ())
        return None
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_CARD,
        f"Setup: keep a {kind.title()} card ({left} more)",
        (SPACE.act(kind, c) for c in sorted(set(drawn))),
        secret=f"Sauron keeps a {kind.title()} card",
        always=True,
    )


@RULES.answer("setup_keep")
def _setup_keep_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    kind = st[1]
    set_pile(s, f"{kind}_drawn", take(s.decks[f"{kind}_drawn"], argument(a)))
    add_to(s, f"{kind}_hand", argument(a))
    s.stack.append(("setup_keep", kind, st[2] - 1))
