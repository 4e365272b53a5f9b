"""``eregion play meq``: a whole game of each hero count in the terminal, from either side, with clear
errors for bad seats, options and saves; ``eregion bench meq`` gives figures per hero count."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from eregion.cli import app
from eregion.core import Replay, Rng
from eregion.games.meq import GAME

runner = CliRunner(env={"COLUMNS": "120"})
ANSWERS = "1\n" * 3000  # a human who always takes the first option listed


def run(*args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, list(args), input=input)
    return result.exit_code, result.output


def flat(out: str) -> str:
    return " ".join(out.replace("│", " ").split())


@pytest.mark.parametrize(("heroes", "side"), [("1", "argalad"), ("2", "sauron"), ("3", "hero_3")])
def test_a_whole_game_in_the_terminal(heroes: str, side: str) -> None:
    code, out = run(
        "play", "meq", "--heroes", heroes, "--as", side, "--vs", "random", "--seed", "4", input=ANSWERS
    )
    assert code == 0, out[-3000:]
    assert "Game over" in out, out[-3000:]
    assert "Middle-earth" in out and "Story:" in out


def test_playing_a_hero_not_among_the_defaults_puts_him_in_the_first_seat() -> None:
    code, out = run("play", "meq", "--heroes", "1", "--as", "eleanor", "--seed", "1", input="quit\n")
    assert code == 0, out[-2000:]
    assert "Eleanor" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--as", "frodo"), "not a side"),
        (("--heroes", "1", "--as", "hero_2"), "not a side"),
        (("--heroes", "4"), "less than or equal to 3"),
    ],
)
def test_bad_seats_and_options(args: tuple[str, ...], message: str) -> None:
    code, out = run("play", "meq", *args, "--seed", "1", input="quit\n")
    assert code != 0 and message in flat(out), out


def test_heroes_is_an_meq_option_only() -> None:
    code, out = run("play", "duel", "--heroes", "2", "--seed", "1", input="quit\n")
    assert code != 0 and "no heroes option" in flat(out)


def test_bench_per_hero_count(monkeypatch: pytest.MonkeyPatch) -> None:
    import eregion.bench

    # the search and clone figures are timed for seconds; this test is about the breakdown
    monkeypatch.setattr(eregion.bench, "_search_sims_per_s", lambda game, spec, seed: 1.0)
    monkeypatch.setattr(eregion.bench, "_clones_per_s", lambda samples: 1.0)
    code, out = run("bench", "meq", "--games", "2", "--json")
    assert code == 0, out
    result = json.loads(out.splitlines()[-1])
    assert set(result["per_heroes"]) == {"1", "2", "3"}
    for v in result["per_heroes"].values():
        assert v["random_games_per_s"] > 0 and v["mean_moves_per_game"] > 0 and v["clones_per_s"] == 1.0
        assert v["bytes_per_state"] > 0 and v["peak_traced_mb"] > 0


def test_the_board_names_quests_and_items_not_their_ids() -> None:
    """Words, not ids (issue 15): each hero's quests read by their printed names (on the wide board; the
    compact one names only the viewer's own)."""
    from eregion.games.meq.components import components

    code, out = run("play", "meq", "--heroes", "1", "--as", "sauron", "--seed", "1", "--wide", input="quit\n")
    assert code == 0, out[-2000:]
    names = [q.name for q in components().quests.values()]
    assert any(name in flat(out) for name in names), out[-2000:]


def test_heroes_given_as_an_option_seat_the_third_hero() -> None:
    """`--option heroes=3` is `--heroes 3`: the third hero's seat can be played."""
    code, out = run("play", "meq", "--option", "heroes=3", "--as", "hero_3", "--seed", "2", input="quit\n")
    assert code == 0, out[-2000:]
    code, out = run("play", "meq", "--heroes", "2", "--option", "heroes=3", "--seed", "2", input="quit\n")
    assert code == 2 and "heroes is given twice" in flat(out), out[-2000:]


TAMPER: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "illegal": (
        lambda d: d["actions"].insert(2, "go:mount_doom"),
        "action #2 ('go:mount_doom') is illegal there",
    ),
    "unknown id": (lambda d: d["actions"].insert(2, "fly:away"), "action #2 ('fly:away') is illegal there"),
    "heroes": (lambda d: d["options"].update(heroes=5), "option 'heroes' cannot be 5"),
    "hero": (lambda d: d["options"].update(hero1="frodo"), "option 'hero1' cannot be 'frodo'"),
}


@pytest.mark.parametrize("change", sorted(TAMPER))
def test_a_malformed_save_exits_1_naming_the_fault_and_stays_untouched(tmp_path: Path, change: str) -> None:
    """Bad input (issue 13, Tests): a save with an illegal or unknown action id, or options no game can
    have, is refused with the fault named, and the file is left as it was."""
    s = GAME.new_game(3, {"heroes": 2})
    rng = Rng(1)
    for _ in range(5):
        s.apply(rng.choice(s.legal_actions()))
    path = tmp_path / "meq.json"
    Replay.of(s).save(path)
    data = json.loads(path.read_text())
    tamper, message = TAMPER[change]
    tamper(data)
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    code, out = run("play", "--resume", str(path), input="q\n")
    assert code == 1 and message in flat(out) and "Traceback" not in out, out
    assert path.read_bytes() == before
