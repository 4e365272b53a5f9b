"""``eregion play tcg``: decks chosen by name or file, the opponent's deck or agent after --vs, and
clear errors for bad decks and options."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from eregion.cli import app
from eregion.games.tcg.decks import DECK_DIR

runner = CliRunner(env={"COLUMNS": "100"})
# a human who moves on whenever he can: "move", "pass", "stay", "done", else the first option
ANSWERS = "move\npass\nstay\ndone\n1\n" * 300


def run(*args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, list(args), input=input)
    return result.exit_code, result.output


def test_a_whole_game_against_the_ai_with_both_decks_named() -> None:
    code, out = run(
        "play",
        "tcg",
        "--deck",
        "gandalf-starter",
        "--vs",
        "aragorn-starter",
        "--ai",
        "random",
        "--seed",
        "5",
        input=ANSWERS,
    )
    assert code == 0, out
    assert "(gandalf-starter)" in out and "(aragorn-starter)" in out
    assert "Game over" in out


def test_a_deck_list_file_and_an_agent_after_vs(tmp_path: Path) -> None:
    deck = tmp_path / "mine.txt"
    deck.write_text((DECK_DIR / "aragorn-starter.txt").read_text(encoding="utf-8"), encoding="utf-8")
    code, out = run("play", "tcg", "--deck", str(deck), "--vs", "random", "--seed", "2", input="quit\n")
    assert code == 0, out
    assert "(mine)" in out


def test_bad_decks_and_options_are_named() -> None:
    code, out = run("play", "tcg", "--deck", "nosuch")
    assert code != 0 and "unknown deck 'nosuch'" in out and "aragorn-starter" in out
    code, out = run("play", "tcg", "--ai", "random")
    assert code != 0 and "--ai goes with --vs DECK" in out
    code, out = run("play", "duel", "--deck", "aragorn-starter")
    assert code != 0 and "no decks" in out


def test_a_broken_deck_list_names_its_line(tmp_path: Path) -> None:
    deck = tmp_path / "broken.txt"
    deck.write_text("1x Frodo, Son of Drogo\n5x Uruk Soldier\n", encoding="utf-8")
    code, out = run("play", "tcg", "--deck", str(deck), "--vs", "random", input="quit\n")
    assert code != 0
    assert "line 2" in out and "Uruk Soldier" in out
