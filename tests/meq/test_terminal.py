"""Middle-earth Quest in the terminal (issue 13, item 5): the compact board shows what a seat may know,
and a game saves, resumes and replays as the other games do (a saved finished game replays to its end)."""

from __future__ import annotations

from pathlib import Path

from terminal_helpers import console, output, quick, script

from eregion.agents import make_agent
from eregion.core import Replay
from eregion.games import get_game
from eregion.games.meq import render
from eregion.games.meq.state import MeqState
from eregion.terminal import HUMAN, Table, load_game, renderer, replay_viewer

MEQ = get_game("meq")
SEATS = ("random", HUMAN, "random", "random")


def drawn(view: object, width: int = 80) -> str:
    c = console(width)
    c.print(render.compact(view))  # type: ignore[arg-type]
    return output(c)


def _combat_position(seed: int = 7, rounds: int = 0) -> MeqState:
    """A position in a random game (the first seed from ``seed`` that has one) where hero_1 chooses a
    combat card, ``rounds`` rounds played (and then each side's last card a card, not exhaustion)."""
    for game in range(seed, seed + 30):
        s: MeqState = MEQ.new_game(game, {"heroes": 2})  # type: ignore[assignment]
        agent = make_agent("random", game)
        while s.decision is not None:
            f = s.fight
            c = None if f is None or f.hero != 1 or s.decision.player != 1 else f.combat
            played = c is not None and c.hero.play.card is not None and c.foe.play.card is not None
            if c is not None and c.round >= rounds and (rounds == 0 or played):
                return s
            s.apply(agent.choose(s))
    raise AssertionError("no combat for hero_1 in 30 games")


def test_the_compact_board_is_the_default_and_the_wide_one_is_asked_for() -> None:
    assert renderer("meq", wide=False) is render.compact
    assert renderer("meq", wide=True) is render.render


def test_the_compact_board_shows_the_board_the_tracks_and_your_cards_only() -> None:
    s = _combat_position()
    mine = drawn(s.view(1))
    for words in ("Turn ", "Story: green", "Plots:", "Event:", "Board:", "Sauron: ", "Your side's Mission"):
        assert words in mine
    assert "Hand:" in mine and "Combat, round" in mine and "foe damage" in mine
    name = s.view(1)["heroes"][0]["name"]
    assert f"  {name}: strength" in mine and " in hand" in mine  # the foe's hand is a count
    # Sauron sees no hero's hand, the hero no Shadow card; a spectator neither
    sauron = drawn(s.view(0))
    assert "Hand:" not in sauron and "Shadow:" in sauron and "Plots:" in sauron
    assert "Shadow:" not in mine and "Shadow:" not in drawn(s.view(None))


def test_combat_is_shown_round_by_round() -> None:
    """After a round, the board names the next one and shows the cards each side revealed in it (pp.
    28-29: revealed, then damage), with the foe's damage so far."""
    s = _combat_position(seed=5, rounds=1)
    c = s.fight.combat  # type: ignore[union-attr]
    board = drawn(s.view(1), width=200)
    assert f"Combat, round {c.round}:" in board and f"foe damage {c.damage}/{c.health}" in board
    for side in (c.hero, c.foe):
        assert f"played {side.play.card.name} " in board  # type: ignore[union-attr]


def test_save_then_resume_continues_identically(tmp_path: Path) -> None:
    straight = Table(MEQ.new_game(5, {"heroes": 1}), SEATS, console(), script([]), quick)
    straight.play()
    path = tmp_path / "meq.json"
    first = Table(
        MEQ.new_game(5, {"heroes": 1}),
        SEATS,
        console(),
        script(["1"] * 12 + [f"save {path}", "quit"]),
        quick,
    )
    assert first.play() is False
    replay, seats = load_game(path)
    assert seats == SEATS and replay.options["heroes"] == 1
    resumed = Table(replay.final(get_game), seats, console(), script([]), quick)
    assert resumed.play() is True
    assert resumed.state.action_ids() == straight.state.action_ids()


def test_a_saved_finished_game_replays_to_its_end(tmp_path: Path) -> None:
    path = tmp_path / "done.json"
    c = console()
    table = Table(
        MEQ.new_game(2, {"heroes": 2}),
        ("greedy", "greedy", "greedy", "greedy"),
        c,
        script(["y", str(path)], None),
        quick,
        offer_save=True,
    )
    assert table.play() is True
    replay, _ = load_game(path)
    assert list(replay.actions) == table.state.action_ids()
    steps = len(replay.actions)
    viewer = console()
    replay_viewer(replay, viewer, script([str(steps - 1), "", ""], None), viewer=1)
    text = output(viewer)
    assert f"Move {steps}/{steps}" in text and "Game over." in text
    assert text.rstrip().endswith("End of the replay.")
    end = console()
    replay_viewer(Replay.loads(path.read_text()), end, script([], None), to_end=True)
    assert "Game over." in output(end) and " win: " in output(end)
