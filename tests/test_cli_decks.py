"""``eregion decks``: the built-in decks listed, and deck list files checked against each card game's
deck-building rules, every problem named with its line (TCG 002, "Each player brings to the game at
least 71 cards"; LCG rules companion, deck construction)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from eregion.cli import app
from eregion.games.tcg.decks import DECK_DIR
from eregion.games.tcg.registry import TEXT

runner = CliRunner(env={"COLUMNS": "100"})


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.output


def test_list_names_every_built_in_deck_with_what_it_holds() -> None:
    code, out = run("decks", "list")
    assert code == 0, out
    assert "aragorn-starter: a legal deck. Ring-bearer Frodo, Son of Drogo; 9 sites; 60 draw cards" in out
    assert "30 Free Peoples, 30 Shadow" in out
    assert "leadership: a legal deck. Heroes Aragorn, Théodred, Glóin" in out
    code, out = run("decks", "list", "lcg")
    assert code == 0 and "aragorn-starter" not in out and "lore" in out


def test_a_legal_file_is_summarised() -> None:
    code, out = run("decks", "validate", "tcg", str(DECK_DIR / "gandalf-starter.txt"))
    assert code == 0, out
    assert "gandalf-starter: a legal deck" in out


def test_every_problem_is_named_with_its_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(TEXT, "1_73")  # Gandalf's Cart as a card whose ability is not encoded
    bad = tmp_path / "mine.txt"
    bad.write_text(
        "1x Frodo, Son of Drogo\n2x The One Ring, The Ruling Ring\n1x East Road\n5x Aragorn, King in Exile\n"
        "1x Nonsense\n1x Gandalf's Cart\n",
        encoding="utf-8",
    )
    code, out = run("decks", "validate", "tcg", str(bad))
    assert code == 1
    assert 'line 5 "1x Nonsense": unknown card "Nonsense"' in out
    assert 'line 2 "2x The One Ring, The Ruling Ring": 2 copies of The One Ring' in out
    assert 'line 6 "1x Gandalf\'s Cart": "Gandalf\'s Cart" cannot be played yet' in out
    assert "no site 9 in the adventure deck" in out
    assert 'line 4 "5x Aragorn, King in Exile": 5 copies of "Aragorn"' in out
    assert "the draw deck has 6 cards (at least 60)" in out
    assert "Traceback" not in out


def test_lcg_lists_are_checked_too(tmp_path: Path) -> None:
    bad = tmp_path / "fellowship.txt"
    bad.write_text("1x Aragorn\n1x Aragorn\n5x Guard of the Citadel\n", encoding="utf-8")
    code, out = run("decks", "validate", "lcg", str(bad))
    assert code == 1
    assert "Aragorn is listed 2 times" in out and '5 copies of "Guard of the Citadel"' in out


def test_wrong_game_or_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    code, out = run("decks", "validate", "duel", "x.txt")
    assert code == 2 and "'duel' has no deck lists; the games with decks are tcg, lcg" in out
    code, out = run("decks", "validate", "tcg", str(tmp_path / "none.txt"))
    assert code == 1 and "no deck list file at" in out
