"""What the heroes see of Sauron's hidden cards (R278, R513): The Palantirs show his Plot hand, The Seat
of Seeing and Hill of the Wind the monster tokens next to the hero. The heroes' side keeps it (they may
talk openly, p. 14): every hero seat's view shows it, and Sauron's, never a spectator's or the log; a
hero's determinization keeps it; a token that comes or goes, a Plot card that leaves the hand, is
forgotten."""

from __future__ import annotations

from dataclasses import replace

from terminal_helpers import console, output

from eregion.core import Rng
from eregion.games.meq import GAME, render
from eregion.games.meq.board import Board, Token
from eregion.games.meq.engine import RULES, SAURON
from eregion.games.meq.herocards.run import HERO_CARDS
from eregion.games.meq.seen import leave_plot_hand, plots_seen
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import C, add_to

CREBAIN = Token("eriador_enedwaith", "crebain")  # on Bree, next to Weathertop
TROLL = Token("rhudaur_grey_mountains", "cave_troll")  # on The Trollshaws, next to Weathertop
FAR = Token("eriador_enedwaith", "dunlending")  # on The Shire, not next to Weathertop


def table(at: str) -> MeqState:
    """Two heroes at the first Action step, hero 1 moved to ``at``; three tokens on the board, Sauron's
    Plot hand two known cards, a Corruption deck of cards that do nothing when received."""
    s = GAME.new_game(3, {"heroes": 2})
    assert isinstance(s, MeqState)
    rng = Rng(5)
    while not (s.stack and s.stack[-1][0] == "actions"):
        s.apply(rng.choice(s.legal_actions()))
    s.board = replace(
        s.board.move_hero(s.heroes[0], at),
        tokens={"bree": (CREBAIN,), "the_trollshaws": (TROLL,), "the_shire": (FAR,)},
        shadow_pool=2,
    )
    plots = sorted(p for p, x in C.plots.items() if x.kind == "advanced")
    s.decks = {**s.decks, "plot_hand": (plots[0], plots[1]), "corruption": ("weak",)}
    s.decks = {**s.decks, "plot": tuple(x for x in s.decks["plot"] if x not in plots[:2])}
    return s


def encounter(s: MeqState, card: str, *answers: str) -> list[str]:
    """Hero 1 resolves the Encounter card; the log lines it wrote."""
    before = len(s.log())
    HERO_CARDS.encounter(s, s.heroes[0], next(k for d in C.encounters.values() for k in d if k.id == card))
    RULES.run(s)
    for a in answers:
        s.apply(a)
    return [e.text for e in s.log()][before:]


def faces(board: dict, loc: str) -> list:  # type: ignore[type-arg]
    return board["tokens"].get(loc, [])


def test_hill_of_the_wind_shows_the_side_the_adjacent_tokens() -> None:
    """Weathertop's card: the faces next to it are seen by both heroes and Sauron, not by a spectator
    nor told by the log; the tokens elsewhere stay face down to the heroes."""
    s = table("weathertop")
    said = encounter(s, "hill_of_the_wind")
    assert s.board.seen == frozenset({"bree", "the_trollshaws"}) and s.board.shadow_pool == 1
    for seat in (1, 2, SAURON):
        b = s.view(seat)["board"]
        assert faces(b, "bree") == [["eriador_enedwaith", "crebain"]]
        assert faces(b, "the_trollshaws") == [["rhudaur_grey_mountains", "cave_troll"]]
    for seat in (1, 2):
        assert faces(s.view(seat)["board"], "the_shire") == ["eriador_enedwaith"]
    spectator = s.view(None)["board"]
    assert faces(spectator, "bree") == ["eriador_enedwaith"] and spectator["seen"] == [
        "bree",
        "the_trollshaws",
    ]
    assert any("looks at the monster tokens next to Weathertop" in x for x in said)
    assert not any(word in x for x in said for word in ("Crebain", "Cave Troll", "crebain", "cave_troll"))


def test_a_hero_determinization_keeps_what_the_side_has_seen() -> None:
    """Each hero's deal keeps the seen faces and deals the unseen ones again."""
    s = table("amon_hen")
    s.board = replace(s.board, tokens={"lothlorien": (TROLL,), "the_shire": (FAR,)})
    encounter(s, "the_seat_of_seeing")  # no favor: no choice after the look
    assert s.board.seen == frozenset({"lothlorien"})
    far = set()
    for seed in range(20):
        for seat in (1, 2):
            d = s.determinize(seat, Rng(seed))
            assert d.board.tokens_at("lothlorien") == (TROLL,) and d.board.seen == s.board.seen
            far.add(d.board.tokens_at("the_shire")[0].face)
    assert len(far) > 1  # the unseen token is dealt again


def test_a_token_that_comes_or_goes_is_forgotten() -> None:
    """A location's tokens are known as a whole: a token placed there, or one taken from it, forgets
    the location (R513)."""
    s = table("weathertop")
    encounter(s, "hill_of_the_wind")
    s.board = s.board.add_token("bree", Token("eriador_enedwaith", "agent"))
    assert s.board.seen == frozenset({"the_trollshaws"})
    s.board = s.board.move_token("the_trollshaws", "tharbad", TROLL)
    assert s.board.seen == frozenset()
    assert all(isinstance(t, str) for ts in s.view(1)["board"]["tokens"].values() for t in ts)
    assert Board().look(["bree"]).seen == frozenset()  # nothing there: nothing seen


def test_the_palantirs_show_the_plot_hand_to_the_heroes() -> None:
    """Minas Tirith's card, its price paid: the Plot hand is seen by the heroes' side (their views, their
    determinizations), never named in the log or to a spectator."""
    s = table("minas_tirith")
    hand = s.decks["plot_hand"]
    said = encounter(s, "the_palantirs", "option:0")
    assert plots_seen(s) == hand and s.pool(1).corruption == ("weak",)
    for seat in (1, 2, SAURON):
        assert s.view(seat)["sauron"]["plots_seen"] == list(hand)
    assert s.view(1)["sauron"]["plot_hand"] is None and s.view(None)["sauron"]["plots_seen"] is None
    assert any("looks at Sauron's Plot cards" in x for x in said)
    assert not any(C.plots[p].name in x for x in said for p in hand)
    for seed in range(10):
        assert s.determinize(2, Rng(seed)).decks["plot_hand"] == hand


def test_a_plot_card_that_leaves_the_hand_is_forgotten() -> None:
    """A seen card played or discarded (revealed) leaves what the heroes know; a card drawn later is
    not known, so their deal keeps the seen card and deals the new one again."""
    s = table("minas_tirith")
    encounter(s, "the_palantirs", "option:0")
    first, second = s.decks["plot_hand"]
    leave_plot_hand(s, first)
    assert plots_seen(s) == (second,) and s.decks["plot_hand"] == (second,)
    add_to(s, "plot_hand", first)  # back by a draw the heroes do not see
    assert plots_seen(s) == (second,)
    dealt = {s.determinize(1, Rng(seed)).decks["plot_hand"] for seed in range(20)}
    assert all(second in hand and len(hand) == 2 for hand in dealt) and len(dealt) > 1


def test_declining_the_palantirs_shows_nothing() -> None:
    s = table("minas_tirith")
    encounter(s, "the_palantirs", "pass")
    assert plots_seen(s) == () and s.view(1)["sauron"]["plots_seen"] == []


def test_the_terminal_shows_the_heroes_the_plot_cards_seen() -> None:
    """The board a hero seat draws names the Plot cards seen (both boards); a spectator's names none."""
    s = table("minas_tirith")
    encounter(s, "the_palantirs", "option:0")
    names = [C.plots[p].name for p in s.decks["plot_hand"]]
    for draw in (render.compact, render.render):
        c = console(200)
        c.print(draw(s.view(2)))  # type: ignore[arg-type]
        mine = " ".join(output(c).split())
        c = console(200)
        c.print(draw(s.view(None)))  # type: ignore[arg-type]
        spectator = output(c)
        assert "Plots seen" in mine and all(n in mine for n in names)
        assert "Plots seen" not in spectator and not any(n in spectator for n in names)
