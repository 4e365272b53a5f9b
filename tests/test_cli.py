"""The ``eregion`` command through typer's CliRunner: play, resume, replay, bench, games and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import eregion.bench
from eregion.cli import app
from eregion.core import Replay
from eregion.games.duel import new_game

runner = CliRunner(env={"COLUMNS": "100"})
MOVES = "1\n" * 400  # more answers than any game needs


def run(*args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, list(args), input=input)
    return result.exit_code, result.output


def saved_game(tmp_path: Path, moves: int = 6) -> Path:
    """A save made at the prompt after ``moves`` answers, human Fellowship against random."""
    path = tmp_path / "game.json"
    code, _ = run(
        "play", "duel", "--seed", "3", "--vs", "random", input="1\n" * moves + f"save {path}\nquit\n"
    )
    assert code == 0 and path.exists()
    return path


def test_help_everywhere() -> None:
    for args in ([], ["play"], ["replay"], ["bench"], ["games"]):
        code, out = run(*args, "--help")
        assert code == 0 and "Usage" in out


def test_games_lists_each_game_with_its_command_line() -> None:
    code, out = run("games")
    assert code == 0
    assert "duel" in out and "Duel for Middle-earth" in out
    assert "the Fellowship against Sauron" in out  # each game's summary
    assert "sides (play --as SIDE): fellowship, sauron" in out
    assert "options (play and sim: --option NAME=VALUE):" in out
    assert "promo=false|true (default false; play: --promo)" in out
    assert "scenario=passage-through-mirkwood|journey-along-the-anduin|escape-from-dol-guldur" in out
    assert "deck1=aragorn-starter|gandalf-starter|dwarven-moria|elven-isengard|gondor-sauron|shire-ringwraith (default aragorn-starter; play: --deck NAME|FILE)" in out


def test_version() -> None:
    code, out = run("--version")
    assert code == 0 and out.startswith("eregion ") and len(out.split()) == 2


@pytest.mark.parametrize("command", ["play", "replay", "bench", "sim", "serve", "runs", "ratings"])
def test_help_shows_flags_as_flags_and_values_by_name(command: str) -> None:
    """A switch reads `--promo`, an option `--deck NAME|FILE`: no Python types (`<bool>`, `<list[str]>`)."""
    code, out = run(command, "--help")
    assert code == 0
    options = [
        line.strip().split("  ")[0]
        for line in out.split("Options:")[1].splitlines()
        if line.startswith("  -")
    ]
    assert options and "--help" in [o.strip() for o in options]
    for flags in options:
        words = flags.replace(",", " ").split()
        assert "<" not in flags and all(w.startswith("-") or w.isupper() or "|" in w for w in words), flags


def test_one_error_style_for_usage_and_engine_errors(tmp_path: Path) -> None:
    """A bad command line (exit 2) and a file that cannot be used (exit 1) both end in one `Error:` line."""
    code, out = run("play", "duel", "--as", "gollum")
    assert code == 2 and "Error: Invalid value for --as: 'gollum' is not a side of duel" in out
    code, out = run("replay", str(tmp_path / "none.json"))
    assert code == 1 and out.startswith("Error: cannot read") and "│" not in out


def test_play_takes_game_options_as_sim_does() -> None:
    code, out = run(
        "play", "lcg", "--option", "scenario=escape-from-dol-guldur", "--seed", "1", input="quit\n"
    )
    assert code == 0 and "Escape from Dol Guldur" in out
    code, out = run(
        "play", "lcg", "--scenario", "journey-along-the-anduin", "--option", "scenario=escape-from-dol-guldur"
    )
    assert code == 2 and "scenario is given twice" in out
    code, out = run("play", "--option", "promo=true", "--resume", "x.json")
    assert code == 2 and "leave out --seed, --option" in " ".join(out.split())


@pytest.fixture(scope="module")
def whole_game() -> str:
    """The output of a whole game, human Fellowship answering 1 each time against random."""
    code, out = run("play", "duel", "--seed", "3", "--vs", "random", input=MOVES)
    assert code == 0
    return out


def test_play_a_whole_game_against_the_ai(whole_game: str) -> None:
    out = whole_game
    assert "seed 3" in out and "--seed 3" in out
    assert "Game over." in out


def test_play_hotseat() -> None:
    code, out = run("play", "duel", "--hotseat", "--seed", "4", input="1\n" * 4 + "quit\n")
    assert code == 0
    assert "Sauron to decide" in out and "Fellowship to decide" in out and "(random)" not in out


def test_a_random_seed_is_printed() -> None:
    code, out = run("play", "duel", input="quit\n")
    assert code == 0 and "play this deal again with --seed" in out


def test_end_of_input_leaves_cleanly() -> None:
    code, out = run("play", "duel", "--seed", "3", input="")
    assert code == 0 and "Left the game." in out


def test_resume_continues_the_saved_game_identically(tmp_path: Path, whole_game: str) -> None:
    path = saved_game(tmp_path)
    saved = path.read_bytes()
    code, resumed = run("play", "--resume", str(path), input=MOVES)
    assert code == 0
    assert "Resuming duel after" in resumed
    final = whole_game[whole_game.rindex("\nChapter ") :]  # the compact board's first line
    assert resumed.endswith(final)  # same final position, log and result
    assert path.read_bytes() == saved


def test_resume_with_the_game_named(tmp_path: Path) -> None:
    code, out = run("play", "duel", "--resume", str(saved_game(tmp_path)), input="quit\n")
    assert code == 0 and "Resuming duel" in out


def test_replay_to_end_and_interactive(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    code, out = run("replay", str(path), "--to-end")
    assert code == 0 and "saved before its end" in out and "Move " not in out
    code, out = run("replay", str(path), "--as", "fellowship", input="n\nn\nb\n3\nq\n")
    assert code == 0 and "Start of the game" in out and "Move 3/" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "chess"], "unknown game 'chess'; available: duel"),
        (["play", "duel", "--as", "gollum"], "'gollum' is not a side of duel"),
        (["play", "duel", "--vs", "smaug"], "unknown agent 'smaug'; available: random, greedy"),
        (["play", "duel", "--hotseat", "--vs", "random"], "--hotseat seats humans"),
        (["play"], "name a game to play"),
        (["play", "--resume", "x.json", "--seed", "3"], "fixes its seed"),
        (["play", "duel", "--seed", "many"], "valid integer"),
        (["bench", "chess"], "unknown game 'chess'"),
        (["replay"], "Missing argument"),
    ],
)
def test_usage_errors_exit_2_with_a_clear_message(args: list[str], message: str) -> None:
    code, out = run(*args)
    assert code == 2
    assert message in " ".join(out.replace("│", " ").split())  # the error box may wrap lines
    assert "Traceback" not in out


def _tamper(path: Path, change: str) -> None:
    data = json.loads(path.read_text())
    if change == "illegal":
        data["actions"].insert(1, "play:C3-01")
    elif change == "format":
        data["format_version"] = 99
    elif change == "players":
        data["players"] = {"fellowship": "human", "sauron": "balrog"}
    path.write_text(json.dumps(data))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("missing", "cannot read"),
        ("not json", "not valid JSON"),
        ("illegal", "is illegal there"),
        ("format", "unsupported replay format_version 99"),
        ("players", "'balrog'"),
    ],
)
@pytest.mark.parametrize("command", ["play", "replay"])
def test_bad_save_files_exit_1_and_stay_untouched(
    tmp_path: Path, change: str, message: str, command: str
) -> None:
    path = tmp_path / "game.json"
    Replay.of(new_game(3)).save(path)
    if change == "missing":
        path.unlink()
    elif change == "not json":
        path.write_text("{ this is not json")
    else:
        _tamper(path, change)
    before = path.read_bytes() if path.exists() else None
    args = ["play", "--resume", str(path)] if command == "play" else ["replay", str(path)]
    code, out = run(*args, input="q\n")
    assert code == 1
    assert message in " ".join(out.split())
    assert "Traceback" not in out
    assert (path.read_bytes() if path.exists() else None) == before


def test_an_illegal_action_id_at_the_prompt_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    code, out = run("play", "duel", "--seed", "3", "--as", "sauron", input=f"play:C9-99\nsave {path}\nquit\n")
    assert code == 0
    assert "'play:C9-99' is not a choice here." in out
    assert json.loads(path.read_text())["actions"] == []


def test_bench_json_prints_one_object() -> None:
    code, out = run("bench", "duel", "--games", "2", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "duel" and data["games"] == 2


def test_bench_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(eregion.bench, "run", lambda game, games, seed: {"game": game, "moves_per_s": 1.5})
    code, out = run("bench", "duel", "--games", "5")
    assert code == 0 and "moves per s" in out and "1.5" in out


def test_any_agent_spec_can_be_the_opponent() -> None:
    """`--vs` takes agent specs; a bad parameter names the agent's parameters."""
    result = CliRunner().invoke(app, ["play", "duel", "--vs", "ismcts:simz=3"])
    assert result.exit_code == 2
    assert "has no parameter 'simz'" in result.output


def test_a_finished_save_is_replayed_not_resumed(tmp_path: Path) -> None:
    """Issue 15 item 6: a saved finished game steps to its end in `eregion replay`."""
    from eregion.agents import make_agent
    from eregion.terminal import HUMAN, save_game

    state = new_game(3)
    agent = make_agent("random", 1)
    while not state.is_over:
        state.apply(agent.choose(state))
    path = tmp_path / "done.json"
    save_game(path, state, (HUMAN, "random"))
    code, out = run("play", "--resume", str(path))
    assert code != 0 and "finished game" in out and "eregion replay" in out
    code, out = run("replay", str(path), input="\n" * (len(state.action_ids()) + 1))
    assert code == 0 and "Game over." in out and "End of the replay." in out


def test_cards_lists_every_duel_card_with_its_text() -> None:
    """`eregion cards duel --json`: every card, Landmark tile and Alliance token, with a text that names
    each of its costs and effects (issue 15: text generated from the encoding, never pasted)."""
    from eregion.games.duel.components import SKILLS, components
    from eregion.games.duel.text import effect_text

    code, out = run("cards", "duel", "--json")
    assert code == 0
    entries = {e["id"]: e for e in json.loads(out)}
    C = components()
    assert len(entries) == len(C.cards) + len(C.landmarks) + len(C.tokens)
    assert all(e["implemented"] and e["text"] and e["name"] for e in entries.values())
    for c in C.cards:
        text = entries[c.id]["text"]
        assert all(effect_text(e) in text for e in c.effects), text
        assert all(SKILLS[i] in text for i, n in enumerate(c.skills) if n), text
        assert (f"costs {c.coins} coin" in text) == (c.coins > 0), text
    code, out = run("cards", "duel", "C2-17")
    assert code == 0 and out.startswith("C2-17 · chapter 2 green card") and "Ruse ×2, Leadership" in out
    code, out = run("cards", "duel", "no such card")
    assert code == 1 and "Error: no card of duel is called 'no such card'" in out


def test_card_at_the_prompt_tells_what_a_card_does() -> None:
    code, out = run(
        "play", "duel", "--seed", "3", "--vs", "random", input="card C2-17\n?c1-01\ncard zzz\nquit\n"
    )
    assert code == 0
    assert "C2-17 · chapter 2 green card: costs Ruse ×2, Leadership" in out
    assert "C1-01 · chapter 1 grey card: free; gives" in out
    assert "No card is called 'zzz'" in out
