"""``eregion play lcg``: a whole solo game of each scenario in the terminal, AI teammates for the seats
you do not play, deck list files, and clear errors for bad decks, seats and options."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from eregion.cli import app
from eregion.games.lcg.components import scenarios
from eregion.games.lcg.decks import DECK_DIR

runner = CliRunner(env={"COLUMNS": "100"})
# a human who does something whenever he can: the first option listed, else pass
ANSWERS = "1\npass\n" * 2000


def run(*args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, list(args), input=input)
    return result.exit_code, result.output


def flat(out: str) -> str:
    """An error as one line: the box that frames it and its line breaks removed."""
    return " ".join(out.replace("│", " ").split())


@pytest.mark.parametrize("scenario", list(scenarios()))
def test_a_whole_solo_game_of_each_scenario(scenario: str) -> None:
    code, out = run("play", "lcg", "--scenario", scenario, "--deck", "tactics", "--seed", "3", input=ANSWERS)
    assert code == 0, out[-3000:]
    assert "Game over" in out, out[-3000:]
    assert "Player 1 (1-" in out and "Player_1" not in out  # seats read as words in prompts and moves


def test_ai_teammates_play_the_other_decks() -> None:
    code, out = run(
        "play",
        "lcg",
        "--deck",
        "spirit",
        "--deck",
        "lore",
        "--as",
        "player_2",
        "--easy",
        "--seed",
        "1",
        input="quit\n",
    )
    assert code == 0, out
    assert "Player 1 — spirit" in out and "Player 2 (you) — lore" in out
    assert "(expert)" in out  # player 1's decisions are announced as the expert's
    assert "easy mode" in out


def test_a_deck_list_file(tmp_path: Path) -> None:
    deck = tmp_path / "mine.txt"
    deck.write_text((DECK_DIR / "lore.txt").read_text(encoding="utf-8"), encoding="utf-8")
    code, out = run("play", "lcg", "--deck", str(deck), "--seed", "2", input="quit\n")
    assert code == 0, out
    assert "— mine" in out


def test_bad_decks_seats_and_options_are_named(tmp_path: Path) -> None:
    def run(*args: str) -> tuple[int, str]:
        result = runner.invoke(app, list(args))
        return result.exit_code, flat(result.output)

    code, out = run("play", "lcg", "--deck", "nosuch")
    assert code != 0 and "unknown deck 'nosuch'" in out and "leadership" in out
    code, out = run("play", "lcg", "--vs", "random")
    assert code != 0 and "co-operative" in out
    code, out = run("play", "lcg", "--as", "player_3", "--deck", "lore", "--deck", "spirit")
    assert code != 0 and "player_1 or player_2" in out
    code, out = run("play", "lcg", *("--deck", "lore") * 5)
    assert code != 0 and "at most 4 players" in out
    code, out = run("play", "lcg", "--scenario", "the-hunt-for-gollum")
    assert code != 0 and "passage-through-mirkwood" in out
    code, out = run("play", "lcg", "--first", "2")
    assert code != 0 and "first player 2 is not seated" in out
    code, out = run("play", "duel", "--scenario", "passage-through-mirkwood")
    assert code != 0 and "no scenario option" in out
    broken = tmp_path / "broken.txt"
    broken.write_text("3x Guard of the Citadel\n2x Gandalf the Grey\n", encoding="utf-8")
    code, out = run("play", "lcg", "--deck", str(broken))
    assert code != 0 and "line 2" in out and "Gandalf the Grey" in out


def test_bench_reports_each_scenario_and_the_experts_solo_win_rates(monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    import eregion.bench
    import eregion.bench_solo

    # the search and clone figures are timed for seconds; this test is about the other parts
    monkeypatch.setattr(eregion.bench, "_search_sims_per_s", lambda game, spec, seed: 1.0)
    monkeypatch.setattr(eregion.bench, "_clones_per_s", lambda samples: 1.0)
    code, out = run("bench", "duel", "--solo-games", "2")
    assert code != 0 and "no scenarios" in flat(out)
    setups = [("passage-through-mirkwood", "leadership", False), ("journey-along-the-anduin", "spirit", True)]
    monkeypatch.setattr(eregion.bench_solo, "grid", lambda name: setups)
    code, out = run("bench", "lcg", "--games", "3", "--solo-games", "2", "--workers", "1", "--json")
    assert code == 0, out
    result = json.loads(out.splitlines()[-1])
    assert set(result["per_scenario"]) == set(scenarios())
    assert all(v["random_games_per_s"] > 0 for v in result["per_scenario"].values())
    solo = result["solo"]
    assert solo["agent"] == "expert"
    assert [(x["scenario"], x["deck"], x["mode"], x["games"]) for x in solo["per_setup"]] == [
        ("passage-through-mirkwood", "leadership", "normal", 2),
        ("journey-along-the-anduin", "spirit", "easy", 2),
    ]
    assert solo["games"] == 4 and 0 <= solo["win_rate"] <= 1
    assert all(x["agent"] == "expert" and x["seconds_per_decision"] > 0 for x in solo["per_setup"])
    code, out = run(
        "bench", "lcg", "--games", "3", "--solo-games", "1", "--workers", "1", "--json", "--agent", "random"
    )
    assert code == 0, out
    solo = json.loads(out.splitlines()[-1])["solo"]
    assert solo["agent"] == "random" and all(x["agent"] == "random" for x in solo["per_setup"])
    code, out = run("bench", "lcg", "--solo-games", "1", "--agent", "smaug")
    assert code == 2 and "unknown agent 'smaug'" in flat(out)
