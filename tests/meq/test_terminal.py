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


def _combat_position(seed: int = 7) -> MeqState:
    """A position in a random game where hero_1 chooses a combat card."""
    s: MeqState = MEQ.new_game(seed, {"heroes": 2})  # type: ignore[assignment]
    agent = make_agent("random", seed)
    while s.decision is not None:
        f = s.fight
        if f is not None and f.hero == 1 and f.combat is not None and s.decision.player == 1:
            return s
        s.apply(agent.choose(s))
    raise AssertionError("no combat for hero_1")


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
    """Each round's revealed cards appear on the board, and the moves between boards name them."""
    s = _combat_position()
    c = console(80)
    table = Table(s, SEATS, c, script(["1"] * 6, None))
    table.play()
    text = output(c)
    assert "Combat, round 1" in text and "Combat, round 2" in text


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
