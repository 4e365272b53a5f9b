"""The game flow on the step engine: setup (p. 8), the turn order (p. 10), Sauron's turn (pp. 11-19),
the hero turn (pp. 20-25), defeat (p. 32), the player counts (pp. 15, 35), the Finale's start (p. 33),
hidden information and bad input."""

from __future__ import annotations

from dataclasses import replace

import pytest

from eregion.core import IllegalAction, InvalidSetup, Rng
from eregion.games.meq import GAME
from eregion.games.meq.board import Token
from eregion.games.meq.engine import RULES, SAURON
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import C
from eregion.games.meq.story import Story


def new(heroes: int = 2, seed: int = 0, **options: object) -> MeqState:
    s = GAME.new_game(seed, {"heroes": heroes, **options})
    assert isinstance(s, MeqState)
    return s


def play_until(s: MeqState, step: str, rng: Rng | None = None, limit: int = 2000) -> None:
    """Random answers until ``step`` is the step asking, on top of the stack."""
    rng = rng or Rng(7)
    for _ in range(limit):
        if s.stack and s.stack[-1][0] == step:
            return
        s.apply(rng.choice(s.legal_actions()))
    raise AssertionError(f"{step!r} never came")


def first_turn(s: MeqState) -> None:
    """Past the setup's choices: Sauron's first Action step is asking."""
    play_until(s, "actions")
    assert s.turn == 1


def pose(s: MeqState, *steps: tuple) -> None:
    """Put these steps on top (the first given resolves first) and run to the next decision."""
    s.stack.extend(reversed(steps))
    RULES.run(s)


def test_setup() -> None:
    """p. 8: heroes on their starting locations with their 25 cards as life pools and no hand, one
    Starting quest each (and the Advanced one held), the stage I minions placed, one Starting Plot
    active with its influence on every Stronghold, a Mission for each side, Sauron deciding first."""
    s = new(3, hero1="eleanor", hero2="eometh", hero3="thalin")
    assert s.heroes == ("eleanor", "eometh", "thalin")
    for seat, hero in enumerate(s.heroes, 1):
        p = s.pool(seat)
        assert s.board.heroes[hero] == C.heroes[hero].start
        assert len(p.life) == C.hero_deck_size and p.hand == () and p.rest == () and p.damage == ()
        kinds = sorted(C.quests[q].kind for q in p.quests.held)
        assert kinds == ["advanced", "starting"]
    assert s.pool(2).items == ("horse",)  # Eometh starts with a Horse (C9)
    assert s.board.minions == {"the_black_serpent": "near_harad", "the_mouth_of_sauron": "dol_guldur"}
    assert len(s.plots) == 1 and C.plots[s.plots[0].plot].kind == "starting"
    cfg = C.plots[s.plots[0].plot].setup
    assert cfg is not None
    for loc, place in C.locations.items():
        if place.stronghold:
            assert s.board.influence_at(loc) == min(cfg.per_stronghold, place.stronghold_cap)
    assert s.board.shadow_pool == cfg.shadow_pool
    assert [C.missions[m].side for m in s.missions] == ["sauron", "heroes"]
    assert s.decision is not None and s.decision.player == SAURON
    assert s.story.spaces == (0, 0, 0, 0)


def test_setup_keeps_the_starting_plots_cards() -> None:
    """p. 8 and the Starting Plot's setup: Sauron keeps the printed number of the Shadow and Plot cards
    drawn; the others go back into their decks."""
    s = new()
    first_turn(s)
    cfg = C.plots[s.plots[0].plot].setup
    assert cfg is not None
    assert len(s.decks["shadow_hand"]) == cfg.shadow_keep
    assert len(s.decks["plot_hand"]) == cfg.plot_keep
    assert len(s.decks["shadow"]) + cfg.shadow_keep == sum(k.count for k in C.shadow)


def test_first_turn_has_no_story_or_plot_step_and_one_event() -> None:
    """p. 10 (T20): on the first turn the Story and Plot steps are skipped and neither side is dominant,
    so one Event card is drawn."""
    s = new()
    first_turn(s)
    assert s.story.spaces == (0, 0, 0, 0) and len(s.plots) == 1
    assert len(s.decks["events1"]) + len(s.decks["event_discard1"]) == 14 - (s.current_event is not None)
    assert len(s.decks["events1"]) == 13


@pytest.mark.parametrize(("heroes", "actions"), [(1, 2), (2, 2), (3, 3)])
def test_sauron_takes_two_actions_three_with_three_heroes(heroes: int, actions: int) -> None:
    """p. 15: two actions, three in the four-player game; he may stop early, here he never does."""
    s = new(heroes)
    play_until(s, "actions")
    taken = 0
    while s.stack[-1][0] == "actions" or s.stack[-1][0] not in ("hero_draw",):
        d = s.decision
        assert d is not None
        if s.stack[-1][0] == "actions":
            track = next((a for a in d.options if a.id.startswith("track:")), None)
            assert track is not None or s.stack[-1][1] == 0  # after the last, a Shadow card window (R301)
            s.apply(track or d.find("stop"))  # type: ignore[arg-type]
            taken += track is not None
        else:
            s.apply(d.options[0])
    assert taken == actions


def test_one_hero_takes_two_turns_with_a_rally_and_draw_between() -> None:
    """p. 35: the lone hero's first turn, a special Hero Rally and Hero Draw, then his second turn."""
    s = new(1)
    first_turn(s)
    queued = [st for st in reversed(s.stack) if st[0] in ("hero_turn", "rally", "hero_draw")]
    assert queued == [
        ("hero_draw", 1),
        ("hero_turn", 1, False),
        ("rally",),
        ("hero_draw", 1),
        ("hero_turn", 1, True),
    ]


def test_hero_draw_up_to_fortitude() -> None:
    """p. 19: each hero may draw up to his fortitude from his life pool."""
    s = new(1)
    play_until(s, "hero_draw")
    ids = s.decision.ids  # type: ignore[union-attr]
    assert ids == tuple(f"n:{k}" for k in range(C.heroes["argalad"].fortitude, -1, -1))
    s.apply("n:3")
    assert len(s.pool(1).hand) == 3 and len(s.pool(1).life) == 22


def test_hero_rally_clears_a_heros_location() -> None:
    """p. 11 (T1): Beravor ended her turn on Moria holding two influence; Sauron's Hero Rally removes
    them."""
    s = new(2)
    first_turn(s)
    s.board = s.board.move_hero("beravor", "moria")
    s.board = replace(s.board, influence={**s.board.influence, "moria": 2})
    pose(s, ("rally",))
    assert s.board.influence_at("moria") == 0


def test_travel_pays_one_matching_card_or_the_number() -> None:
    """p. 22 (T9): the hill path Fornost-Weathertop (3) takes one hill card, or any three cards; the
    discard goes to the rest pool."""
    s = new(2)
    first_turn(s)
    s.set_pool(2, replace(s.pool(2), hand=("aimed_shot", "evade", "ranged_strike")))
    pose(s, ("travel", 2))
    s.apply("go:weathertop")
    assert set(s.decision.ids) == {"pay:ranged_strike", "n:3"}  # type: ignore[union-attr]
    s.apply("pay:ranged_strike")
    assert s.board.heroes["beravor"] == "weathertop"
    assert s.pool(2).rest == ("ranged_strike",) and s.pool(2).hand == ("aimed_shot", "evade")


def test_rest_returns_the_rest_pool_and_advances_the_leftmost_sauron_marker() -> None:
    """p. 20: the rest pool is shuffled into the life pool and the leftmost Sauron marker advances one,
    the hero choosing among ties."""
    s = new(2)
    first_turn(s)
    s.story = Story((4, 3, 1, 2), 1)
    s.set_pool(2, replace(s.pool(2), rest=("evade", "parry")))
    life = len(s.pool(2).life)
    pose(s, ("rest", 2))
    s.apply("rest")
    assert len(s.pool(2).life) == life + 2 and s.pool(2).rest == ()
    assert s.story.space("black") == 2


def test_trade_beravor_gives_argalad_all_her_favor() -> None:
    """p. 24 (T11): Argalad explores Beravor's location after her turn; she gives him all her favor."""
    s = new(2)
    first_turn(s)
    s.board = s.board.move_hero("argalad", "bree").move_hero("beravor", "bree")
    s.set_pool(1, replace(s.pool(1), favor=1))
    s.set_pool(2, replace(s.pool(2), favor=3))
    pose(s, ("explore", 1, ()))
    s.apply("trade:2")
    assert s.decision is not None and s.decision.player == 1  # Argalad gives first, and gives nothing
    s.apply("done")
    for _ in range(3):
        assert s.decision is not None and s.decision.player == 2
        s.apply("give_favor")
    assert (s.pool(1).favor, s.pool(2).favor) == (4, 0)
    assert s.decision is None or "trade:2" not in s.decision.ids  # one trade each exploration


def test_a_defeated_hero() -> None:
    """p. 32: the leftmost Sauron marker +1, a favor or an Item lost, to the nearest Haven, rest and
    damage pools into the life pool, and the rest of his turn is skipped."""
    s = new(2)
    first_turn(s)
    s.set_pool(2, replace(s.pool(2), favor=2, items=("boat",), rest=("evade",), damage=("parry", "charge")))
    s.board = s.board.move_hero("beravor", "weathertop")
    life = len(s.pool(2).life)
    pose(s, ("defeat", 2), ("encounter", 2), ("hero_end", 2))
    s.apply("marker:yellow")
    assert s.decision is not None and s.decision.ids == ("favor", "item:boat")
    s.apply("favor")
    assert s.pool(2).favor == 1 and s.pool(2).items == ("boat",)
    assert C.locations[s.board.heroes["beravor"]].haven
    assert len(s.pool(2).life) == life + 3 and s.pool(2).rest == () and s.pool(2).damage == ()
    assert s.story.space("yellow") == 1
    assert not any(st[0] == "encounter" for st in s.stack)


def test_the_finale_begins_at_the_end_of_the_story_step() -> None:
    """pp. 12, 33: the heroes' marker reaching the Finale in the Story step starts it at the step's end."""
    s = new(2)
    first_turn(s)
    s.turn = 3
    s.story = Story((16, 3, 3, 3), 3)
    pose(s, ("story",))
    assert s.story.space("green") == 18
    assert "the Finale begins" in [e.text for e in s.log()]
    assert [st[0] for st in s.stack] == ["champion"] or s.result is not None  # no more normal turns


def test_views_hide_what_they_must() -> None:
    """Issue 13 item 4: a hero's hand is his own; Sauron's hands, his Mission and the token faces are
    his; the heroes' Mission theirs."""
    s = new(2, seed=3)
    rng = Rng(3)
    while not s.board.tokens and not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    sauron, hero, other, nobody = s.view(0), s.view(1), s.view(2), s.view(None)
    assert sauron["sauron"]["plot_hand"] is not None and hero["sauron"]["plot_hand"] is None
    assert hero["heroes"][0]["hand"] is not None and hero["heroes"][1]["hand"] is None
    assert other["heroes"][0]["hand"] is None and sauron["heroes"][0]["hand"] is None
    assert (
        sauron["mission"] == s.missions[0] and hero["mission"] == s.missions[1] and nobody["mission"] is None
    )
    if s.board.tokens:
        assert all(isinstance(t, list) for ts in sauron["board"]["tokens"].values() for t in ts)
        assert all(isinstance(t, str) for ts in hero["board"]["tokens"].values() for t in ts)


def test_an_illegal_action_changes_nothing() -> None:
    s = new(2)
    before = s.snapshot()
    with pytest.raises(IllegalAction, match="go:nowhere"):
        s.apply("go:nowhere")
    assert s.snapshot() == before


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"heroes": 4}, "heroes"),
        ({"heroes": 2, "hero1": "argalad", "hero2": "argalad"}, "different hero"),
        ({"hero1": "frodo"}, "hero1"),
    ],
)
def test_bad_options_are_refused(options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidSetup, match=message):
        GAME.new_game(0, options)


def test_setup_data_is_refused() -> None:
    with pytest.raises(InvalidSetup, match="no setup data"):
        GAME.new_game(0, {}, {"decks": []})


def test_a_combat_in_the_flow() -> None:
    """pp. 27-32: the agility split (p. 28), the hero's card chosen face down before Sauron's (R52),
    damage paid card by card (p. 32), and the Resolution (p. 29): the stack to the rest pool, the token
    discarded, every card of the hero still his."""
    s = new(2)
    first_turn(s)
    orc = Token("misty_mountains_mirkwood", "orc")
    s.board = s.board.move_hero("argalad", "gladden_fields").add_token("gladden_fields", orc)
    s.set_pool(1, replace(s.pool(1), hand=("aimed_shot", "volley")))
    life = len(s.pool(1).life)
    s.decks = {**s.decks, "shadow_hand": ()}  # no Shadow card window at the combat's start
    pose(s, ("foe", 1, True, False), ("hero_end", 1))
    s.apply("token:gladden_fields/orc")  # flipped: an Orc, the combat begins
    assert s.decision is not None and s.decision.ids == ("n:0", "n:1", "n:2", "n:3")
    s.apply("n:1")  # one card drawn, +2 strength (agility 3)
    f = s.fight
    assert f is not None and f.combat is not None
    assert f.combat.hero.strength == C.heroes["argalad"].strength + 2 and len(f.combat.hero.hand) == 3
    assert len(f.combat.foe.hand) == C.monsters["orc"].fortitude
    d = s.decision
    assert d is not None and d.player == 1 and d.secret and "card:volley" in d.ids
    s.apply("card:volley")
    assert s.view(SAURON)["fight"]["chosen"] is True  # Sauron knows a card was chosen, not which
    d = s.decision
    assert d is not None and d.player == SAURON
    rng = Rng(1)
    while s.fight is not None:
        d = s.decision
        assert d is not None
        keen = [a for a in d.options if a.id.startswith(("card:", "life", "pay:"))]
        s.apply(rng.choice(keen or list(d.options)))
    p = s.pool(1)
    assert p.rest[0] == "volley"  # the combat stack, in the order played, onto the rest pool
    assert not s.board.tokens_at("gladden_fields")
    assert s.decks["tokens_out:misty_mountains_mirkwood"] == ("orc",)
    assert len(p.hand) + len(p.life) + len(p.rest) + len(p.damage) == life + 2
