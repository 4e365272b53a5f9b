"""The terminal table and replay viewer, driven through injected input and a recording console."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from terminal_helpers import console, output, quick, script

from eregion.agents import make_agent
from eregion.core import Replay, ReplayError
from eregion.games import get_game
from eregion.games.duel import new_game
from eregion.games.duel import render as duel_render
from eregion.terminal import HUMAN, Table, load_game, renderer, replay_viewer, save_game

SEED = 3


def test_human_plays_a_whole_game_against_greedy_and_sees_the_result() -> None:
    c = console()
    table = Table(new_game(SEED), (HUMAN, "greedy"), c, script([]))
    assert table.play() is True
    state = table.state
    assert state.is_over
    text = output(c)
    winner = state.view(None)["result"]["winner"]
    assert "Game over." in text
    if winner == "shared":
        assert "Shared result" in text
    else:
        assert f"{winner.title()} wins ({state.view(None)['result']['victory']})" in text
        assert ("You win!" if winner == "fellowship" else "You lose.") in text
    assert "Sauron (greedy): " in text  # the AI's moves are announced
    assert "Fellowship: Take a Chapter card or a Landmark tile" in text


def test_hotseat_names_whose_turn_it_is() -> None:
    c = console()
    table = Table(new_game(SEED), (HUMAN, HUMAN), c, script([]), quick)
    assert table.play() is True
    text = output(c)
    assert "Fellowship to decide" in text and "Sauron to decide" in text
    assert "(greedy)" not in text


def test_invalid_entries_are_explained_and_change_nothing() -> None:
    c = console()
    state = new_game(SEED)
    before = state.snapshot()
    table = Table(
        state, ("greedy", HUMAN), c, script(["foo", "play:C9-99", "0", "99", "", "save", "?"], None)
    )
    assert table.play() is False
    assert state.snapshot() == before and state.action_ids() == []
    text = output(c)
    assert "'foo' is not a choice here." in text
    assert "'play:C9-99' is not a choice here." in text
    assert "'99' is not a choice here." in text
    assert "save needs a file name" in text
    assert "How to move" in text
    assert "Left the game." in text


def test_an_action_id_is_accepted_as_well_as_a_number() -> None:
    state = new_game(SEED)
    ids = [a.id for a in state.legal_actions()]
    table = Table(state, (HUMAN, HUMAN), console(), script([ids[-1]], None))
    table.play()
    assert state.action_ids()[0] == ids[-1]


@pytest.mark.parametrize("leave", ["quit", KeyboardInterrupt])
def test_leaving_is_clean_and_hints_at_save(leave: object) -> None:
    def ask(prompt: str) -> str:
        if leave is KeyboardInterrupt:
            raise KeyboardInterrupt
        return "quit"

    c = console()
    assert Table(new_game(SEED), (HUMAN, "greedy"), c, ask).play() is False
    assert "Left the game." in output(c)


def test_save_then_resume_continues_identically(tmp_path: Path) -> None:
    straight = Table(new_game(SEED), ("greedy", HUMAN), console(), script([]), quick)
    straight.play()

    path = tmp_path / "game.json"
    first = Table(
        new_game(SEED), ("greedy", HUMAN), console(), script(["1"] * 7 + [f"save {path}", "quit"]), quick
    )
    assert first.play() is False
    replay, seats = load_game(path)
    assert seats == ("greedy", HUMAN)
    assert list(replay.actions) == first.state.action_ids()
    assert json.loads(path.read_text())["players"] == {"fellowship": "greedy", "sauron": "human"}

    resumed = Table(replay.final(get_game), seats, console(), script([]), quick)
    assert resumed.play() is True
    assert resumed.state.action_ids() == straight.state.action_ids()


def test_undo_takes_back_the_last_decision_against_the_ai(tmp_path: Path) -> None:
    """Issue 15, item 4: ``undo`` goes back to just before the human's last decision (the AI's moves after
    it go too); again goes further; a save keeps the moves that stand."""
    before_second = Table(new_game(SEED), ("greedy", HUMAN), console(), script(["1"], None), quick)
    assert before_second.play() is False  # left at the human's second decision
    c = console()
    path = tmp_path / "undone.json"
    table = Table(
        new_game(SEED), ("greedy", HUMAN), c, script(["undo", "1", "2", "undo", f"save {path}"], None), quick
    )
    assert table.play() is False
    text = output(c)
    assert "Nothing to take back: you have made no decision yet." in text
    assert "Took back " in text
    assert table.state.action_ids() == before_second.state.action_ids()
    assert table.state.snapshot() == before_second.state.snapshot()
    assert list(load_game(path)[0].actions) == table.state.action_ids()
    # Undo twice goes back further; the game plays on after it.
    again = Table(new_game(SEED), ("greedy", HUMAN), console(), script(["1", "2", "undo", "undo"]), quick)
    assert again.play() is True and again.state.is_over


def test_undo_is_refused_between_people() -> None:
    c = console()
    table = Table(new_game(SEED), (HUMAN, HUMAN), c, script(["1", "undo"], None), quick)
    assert table.play() is False
    assert "undo is for games against AI players only" in output(c)
    assert len(table.state.action_ids()) == 1


def test_a_failed_save_says_why_and_play_goes_on(tmp_path: Path) -> None:
    c = console()
    table = Table(
        new_game(SEED), (HUMAN, "greedy"), c, script([f"save {tmp_path}/no/such/dir.json", "1"], None)
    )
    table.play()
    assert "cannot save to" in output(c)
    assert len(table.state.action_ids()) >= 1
    assert list(tmp_path.iterdir()) == []


def test_load_game_rejects_bad_players(tmp_path: Path) -> None:
    state = new_game(SEED)
    path = tmp_path / "s.json"
    save_game(path, state, (HUMAN, "greedy"))
    data = json.loads(path.read_text())
    for players, message in [
        ({"fellowship": "human"}, "must map each side"),
        ({"fellowship": "human", "sauron": "gandalf"}, "'gandalf'"),
    ]:
        path.write_text(json.dumps(data | {"players": players}))
        with pytest.raises(ReplayError, match=message):
            load_game(path)
    path.write_text(json.dumps({k: v for k, v in data.items() if k != "players"}))
    assert load_game(path)[1] is None


def _finished_replay() -> Replay:
    state = new_game(SEED)
    agent = make_agent("random", 1)
    while not state.is_over:
        state.apply(agent.choose(state))
    return Replay.of(state)


def test_replay_steps_forward_back_and_jumps() -> None:
    rec = _finished_replay()
    c = console()
    replay_viewer(rec, c, script(["", "n", "b", "5", "x", "9999", "q"], None))
    text = output(c)
    assert "Start of the game" in text
    assert "Move 1/" in text and "Move 2/" in text and "Move 5/" in text
    assert "'x' is not a replay key." in text
    assert f"Move {len(rec.actions)}/{len(rec.actions)}" in text
    assert "Game over." in text


def test_replay_to_end_shows_only_the_final_position() -> None:
    c = console()
    replay_viewer(_finished_replay(), c, script([], None), to_end=True)
    text = output(c)
    assert "Game over." in text and "Move " not in text


def test_renderer_hook_and_json_fallback() -> None:
    assert renderer("duel") is duel_render.render
    c = console()
    c.print(renderer("no-such-game")({"chapter": 1}))
    assert '"chapter": 1' in output(c)


def test_duel_render_draws_every_position_within_100_columns() -> None:
    state = new_game(5, {"promo": True})
    agent = make_agent("random", 5)
    while True:
        for player in (0, 1, None):
            c = console()
            c.print(duel_render.render(state.view(player)))
            assert all(len(line) <= 100 for line in output(c).splitlines())
        if state.is_over:
            break
        for _ in range(7):  # every seventh position keeps the test fast
            if not state.is_over:
                state.apply(agent.choose(state))


def test_an_agents_secret_choice_is_not_shown_to_the_human() -> None:
    """The TCG bids are secret: the human reads that the agent bid, not what (then both are revealed)."""
    c = console()
    table = Table(get_game("tcg").new_game(SEED), ("random", HUMAN), c, script([], then=None))
    assert table.play() is False  # the human leaves at his bid
    d = table.state.decision
    assert d is not None and d.player == 1 and table.state.bids[0] is not None
    moves = [line for line in output(c).splitlines() if line.startswith("»")]
    assert moves == ["» Player 1 (random): Player 1 has bid"]


def test_the_end_offers_a_save_that_replays_to_the_end(tmp_path: Path) -> None:
    """Issue 15 item 6: a finished game may be saved (the question defaults to no), and the saved file
    replays, step by step, to its last move and result, where Enter leaves the viewer."""
    path = tmp_path / "done.json"
    c = console()
    table = Table(
        new_game(SEED), ("greedy", "greedy"), c, script(["y", str(path)], None), quick, offer_save=True
    )
    assert table.play() is True
    assert f"Saved to {path}; watch it again with eregion replay {path}" in " ".join(output(c).split())
    replay, seats = load_game(path)
    assert seats == ("greedy", "greedy") and list(replay.actions) == table.state.action_ids()
    viewer = console()
    steps = len(replay.actions)
    replay_viewer(replay, viewer, script([""] * (steps + 1), None))  # one Enter per move, then one more
    text = output(viewer)
    assert (
        f"Move {steps}/{steps}" in text
        and "Game over." in text
        and text.rstrip().endswith("End of the replay.")
    )


@pytest.mark.parametrize("answer", ["", "n", None])
def test_the_save_offer_defaults_to_no(tmp_path: Path, answer: str | None) -> None:
    table = Table(
        new_game(SEED),
        ("greedy", "greedy"),
        console(),
        script([] if answer is None else [answer], None),
        quick,
        offer_save=True,
    )
    assert table.play() is True
    assert list(tmp_path.iterdir()) == [] and not Path(f"duel-{SEED}.json").exists()


def _asked_idle(table: Table) -> Callable[[str], str]:
    """An asker that answers "1" and records whether it was asked at an idle decision (``State.idle``)."""
    table.asked_idle = []  # type: ignore[attr-defined]

    def ask(prompt: str) -> str:
        table.asked_idle.append(table.state.idle)  # type: ignore[attr-defined]
        return "1"

    return ask


def test_auto_pass_answers_the_windows_with_nothing_to_play() -> None:
    """Issue 15, item 3: with auto-pass a human is never asked where his lone answer was posed only so that
    being asked tells nothing (a TCG window with cards in hand but nothing to play); without it he is.
    The game plays the same moves either way (the rules do not change)."""
    tcg = get_game("tcg")
    by_hand = Table(tcg.new_game(SEED), (HUMAN, "random"), console(), lambda p: "1", quick)
    by_hand.ask = _asked_idle(by_hand)
    assert by_hand.play() is True and any(by_hand.asked_idle)  # type: ignore[attr-defined]
    auto = Table(tcg.new_game(SEED), (HUMAN, "random"), console(), lambda p: "1", quick, auto_pass=True)
    auto.ask = _asked_idle(auto)
    assert auto.play() is True and auto.asked_idle and not any(auto.asked_idle)  # type: ignore[attr-defined]
    assert auto.state.action_ids() == by_hand.state.action_ids()


def test_auto_pass_switches_at_the_prompt_and_stays_off_in_a_phase_named() -> None:
    """``auto`` turns it on (passing at once if there is nothing to play), ``auto PHASE`` keeps one phase by
    hand: then the human is asked at idle decisions only in that phase."""
    tcg = get_game("tcg")
    c = console()
    table = Table(tcg.new_game(SEED), (HUMAN, "random"), c, lambda p: "1", quick)
    phases: list[tuple[bool, str]] = []
    lines = iter(["auto", "auto shadow"])

    def ask(prompt: str) -> str:
        phases.append((table.state.idle, table._phase(table.state.decision.player)))  # type: ignore[union-attr]
        return next(lines, "1")

    table.ask = ask
    assert table.play() is True
    assert "Auto-pass is on: where you have nothing to play, you pass at once (not in: shadow)." in output(c)
    later = phases[2:]  # after both commands
    assert any(idle for idle, _ in later) and all(phase == "shadow" for idle, phase in later if idle)
