"""Bad input gets clear errors and changes nothing: illegal action ids (IllegalAction), broken or
tampered replays (ReplayError), impossible setups and options (InvalidSetup), broken component data
files (DataError naming file, entry and field). Hypothesis fuzzes ids and replay files."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from duel_helpers import FELLOWSHIP, SAURON, assert_illegal, ids, make
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from eregion.core import (
    DataError,
    EregionError,
    IllegalAction,
    InvalidSetup,
    Replay,
    ReplayError,
    Rng,
    UnknownGame,
)
from eregion.games import get_game
from eregion.games.duel import GAME, new_game
from eregion.games.duel import actions as A
from eregion.games.duel.components import DATA_DIR, load

ALL_IDS = [a.id for a in A.ACTIONS]

# --- illegal actions ------------------------------------------------------------------------------------


def test_unknown_action_names_the_decision_and_the_legal_ids() -> None:
    s = new_game(0)
    e = assert_illegal(s, "fly:Mordor")
    assert e.action == "fly:Mordor" and e.prompt == s.decision.prompt
    assert e.legal == tuple(ids(s))
    assert "fly:Mordor" in str(e) and s.decision.prompt in str(e) and "discard:C1-05" in str(e)


@pytest.mark.parametrize(
    "action",
    [
        "yes",  # an answer to a bonus, not to a turn
        "region:Lindon",
        "move:stop",
        "play:C1-01",  # in the layout but covered
        "discard:C2-01",  # a later chapter
        "token:elves-wild-skill",
        "skill:Ruse",
        "",
        "PLAY:C1-15",  # ids are case-sensitive
        "play:C1-15 ",
    ],
)
def test_ids_legal_elsewhere_are_refused_now(action: str) -> None:
    s = new_game(0)
    assert_illegal(s, action)


def test_a_landmark_not_face_up_or_not_affordable_is_refused() -> None:
    s = new_game(0)
    hidden = next(
        a.id for a in A.LANDMARK if a.id[9:] not in {x for x in s.view(None)["landmarks"]["face_up"]}
    )
    assert_illegal(s, hidden)
    assert_illegal(s, f"landmark:{s.view(None)['landmarks']['face_up'][0]}")  # Sauron has 2 coins


def test_an_action_object_of_another_decision_is_refused() -> None:
    s = new_game(0)
    before = s.snapshot()
    with pytest.raises(IllegalAction):
        s.apply(A.YES)
    assert s.snapshot() == before


def test_an_unaffordable_card_is_refused() -> None:
    s = make(0, chapters={1: {19: "C1-16"}})
    s.coins[SAURON] = 0
    from duel_helpers import refresh

    refresh(s, SAURON)
    assert_illegal(s, "play:C1-16")


def test_a_card_already_taken_is_refused() -> None:
    s = new_game(0)
    s.apply("discard:C1-05")
    assert s.decision.player == FELLOWSHIP
    assert_illegal(s, "discard:C1-05")
    assert_illegal(s, "play:C1-05")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 120),
    attempts=st.lists(st.one_of(st.text(max_size=24), st.sampled_from(ALL_IDS)), min_size=1, max_size=20),
)
def test_fuzzed_ids_never_change_the_state_when_refused(seed: int, steps: int, attempts: list[str]) -> None:
    s = new_game(seed % 1000, {"promo": seed % 2 == 1})
    rng = Rng(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    for attempt in attempts:
        before = s.snapshot()
        legal = ids(s)
        if attempt in legal:
            s.apply(attempt)
            continue
        with pytest.raises(IllegalAction) as info:
            s.apply(attempt)
        assert info.value.legal == tuple(legal)
        assert s.snapshot() == before


class DuelMachine(RuleBasedStateMachine):
    """Random legal moves, junk ids, clones and replays interleaved; the state must stay coherent."""

    def __init__(self) -> None:
        super().__init__()
        self.state = new_game(7, {"promo": True})
        self.rng = Rng(7)
        self.clones: list = []

    @precondition(lambda self: not self.state.is_over)
    @rule(pick=st.integers(0, 10_000))
    def play(self, pick: int) -> None:
        actions = self.state.legal_actions()
        self.state.apply(actions[pick % len(actions)])

    @rule(junk=st.one_of(st.text(max_size=12), st.sampled_from(ALL_IDS)))
    def junk(self, junk: str) -> None:
        before = self.state.snapshot()
        if junk in ids(self.state):
            return
        with pytest.raises(IllegalAction):
            self.state.apply(junk)
        assert self.state.snapshot() == before

    @rule()
    def clone(self) -> None:
        self.clones.append((self.state.clone(), self.state.snapshot()))

    @rule()
    def replay(self) -> None:
        text = Replay.of(self.state).dumps()
        assert Replay.loads(text).final(get_game).snapshot() == self.state.snapshot()

    @invariant()
    def clones_are_untouched(self) -> None:
        for c, snap in self.clones[-3:]:
            assert c.snapshot() == snap


TestDuelMachine = DuelMachine.TestCase
TestDuelMachine.settings = settings(max_examples=25, stateful_step_count=40, deadline=None)


# --- replays ----------------------------------------------------------------------------------------------


def _replay_text(moves: int = 10) -> tuple[str, object]:
    s = new_game(3)
    for _ in range(moves):
        s.apply(s.legal_actions()[0])
    return Replay.of(s).dumps(), s


def test_replay_round_trip_save_and_load(tmp_path: Path) -> None:
    _, s = _replay_text()
    path = tmp_path / "game.json"
    Replay.of(s).save(path)
    assert Replay.load(path).final(get_game).snapshot() == s.snapshot()
    states = Replay.load(path).states(get_game)
    assert len(states) == 11 and states[-1].snapshot() == s.snapshot()


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: "{not json", "not valid JSON"),
        (lambda d: json.dumps([1, 2]), "must be a JSON object"),
        (lambda d: json.dumps({**d, "format": "pgn"}), "not an eregion replay"),
        (lambda d: json.dumps({**d, "format_version": 99}), "format_version"),
        (lambda d: json.dumps({k: v for k, v in d.items() if k != "seed"}), "missing the field 'seed'"),
        (lambda d: json.dumps({**d, "seed": "3"}), "'seed' has the wrong type"),
        (lambda d: json.dumps({**d, "seed": True}), "'seed' has the wrong type"),
        (lambda d: json.dumps({**d, "actions": "play"}), "'actions' has the wrong type"),
        (lambda d: json.dumps({**d, "actions": [*d["actions"], 5]}), "action #10 is not a string"),
    ],
)
def test_malformed_replays(mutate, message: str) -> None:
    text, _ = _replay_text()
    with pytest.raises(ReplayError, match=message):
        Replay.loads(mutate(json.loads(text)))


def test_tampered_action_list_names_the_bad_action() -> None:
    text, _ = _replay_text()
    data = json.loads(text)
    data["actions"][4] = "play:C3-23"
    with pytest.raises(ReplayError, match=r"action #4 \('play:C3-23'\) is illegal there"):
        Replay.from_json(data).final(get_game)
    data["actions"] = data["actions"][:4] + data["actions"][5:]  # a dropped action shifts the rest
    with pytest.raises(ReplayError, match="is illegal there"):
        Replay.from_json(data).final(get_game)


def test_wrong_rules_version() -> None:
    text, _ = _replay_text()
    data = json.loads(text)
    data["rules_version"] = "0-old"
    with pytest.raises(ReplayError, match="rules version '0-old'"):
        Replay.from_json(data).final(get_game)


@pytest.mark.parametrize(
    "field, value, message",
    [
        ("setup", {"chapters": {"1": ["C1-01"]}}, "setup chapters.1"),
        ("setup", {"decks": []}, "unknown keys"),
        ("options", {"promo": "yes"}, "option 'promo' cannot be 'yes'"),
        ("options", {"expansion": True}, "unknown option 'expansion'"),
    ],
)
def test_replay_with_a_bad_setup_or_options(field: str, value: object, message: str) -> None:
    text, _ = _replay_text(0)
    data = json.loads(text)
    data[field] = value
    with pytest.raises(ReplayError, match=f"cannot start a game: .*{message}"):
        Replay.from_json(data).final(get_game)


def test_replay_of_an_unknown_game() -> None:
    text, _ = _replay_text(0)
    with pytest.raises(UnknownGame, match="available: duel"):
        Replay.loads(text.replace('"duel"', '"chess"')).final(get_game)


def test_unreadable_replay_files(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match="cannot read"):
        Replay.load(tmp_path / "missing.json")
    bad = tmp_path / "binary.json"
    bad.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(ReplayError):
        Replay.load(bad)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 2**70) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=10,
)


@settings(max_examples=150, deadline=None)
@given(
    field=st.sampled_from(["game", "rules_version", "seed", "options", "setup", "actions", "format"]),
    value=JSON_VALUES,
)
def test_fuzzed_replay_fields_give_only_clear_errors(field: str, value: object) -> None:
    text, _ = _replay_text(3)
    data = json.loads(text)
    data[field] = value
    try:
        Replay.from_json(json.loads(json.dumps(data))).final(get_game)
    except (ReplayError, UnknownGame):
        pass


# --- setups and options -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "setup, message",
    [
        ([], "setup must be an object"),
        ({"deck": []}, "unknown keys \\['deck'\\]"),
        ({"chapters": {"4": []}}, "keys '1', '2' and/or '3'"),
        ({"chapters": {"1": "C1-01"}}, "chapters.1: expected a list of ids"),
        ({"chapters": {"1": ["C1-01"] * 23}}, "missing: C1-02"),
        ({"chapters": {"1": [f"C1-{i:02d}" for i in range(1, 23)] + ["C2-01"]}}, "not allowed here: C2-01"),
        ({"chapters": {"1": [f"C1-{i:02d}" for i in range(1, 23)]}}, "must list each of the 23 ids once"),
        ({"landmarks": ["bree"]}, "landmarks: must list each of the 7"),
        (
            {
                "landmarks": [
                    "bree",
                    "erebor",
                    "isengard",
                    "helms-deep",
                    "grey-havens",
                    "minas-tirith",
                    "grond",
                ]
            },
            "not allowed here: grond",
        ),
        ({"alliance": {"Orcs": []}}, "keyed by Race"),
        ({"alliance": {"Elves": ["ents-turn", "elves-wild-skill", "elves-red-anywhere"]}}, "alliance.Elves"),
    ],
)
def test_bad_setup_pins(setup: object, message: str) -> None:
    with pytest.raises(InvalidSetup, match=message):
        new_game(0, None, setup)


def test_bad_options() -> None:
    with pytest.raises(InvalidSetup, match="unknown option 'players' for duel; options: promo"):
        new_game(0, {"players": 3})
    with pytest.raises(InvalidSetup, match=r"choose from \[False, True\]"):
        new_game(0, {"promo": 1.5})
    assert isinstance(InvalidSetup("x"), (EregionError, ValueError))


def test_a_pinned_setup_is_honoured_and_partial_pins_keep_the_rest_seeded() -> None:
    full = new_game(4)
    pinned = new_game(
        4, None, {"alliance": {"Elves": ["elves-wild-skill", "elves-yellow-turn", "elves-red-anywhere"]}}
    )
    assert pinned.slots == full.slots and pinned.landmarks_up == full.landmarks_up
    assert GAME.rules_version == Replay.of(pinned).rules_version


# --- component data files -------------------------------------------------------------------------------------


@pytest.fixture()
def data(tmp_path: Path) -> Path:
    shutil.copytree(DATA_DIR, tmp_path, dirs_exist_ok=True)
    return tmp_path


def _edit(path: Path, change) -> None:
    d = json.loads(path.read_text(encoding="utf-8"))
    change(d)
    path.write_text(json.dumps(d), encoding="utf-8")


def test_the_packaged_data_loads(data: Path) -> None:
    c = load(data)
    assert len(c.cards) == 69 and len(c.landmarks) == 9 and len(c.tokens) == 18


@pytest.mark.parametrize(
    "file, change, message",
    [
        (
            "cards.json",
            lambda d: d["cards"][0].update(chapter="one"),
            "cards.json: cards[0] (C1-01): field 'chapter': expected int",
        ),
        (
            "cards.json",
            lambda d: d["cards"][2].update(color="pink"),
            "cards[2] (C1-03): field 'color': 'pink' is not one of",
        ),
        (
            "cards.json",
            lambda d: d["cards"][13].update(skills={"Wisdom": 1}),
            "cards[13] (C1-14): field 'skills': 'Wisdom'",
        ),
        (
            "cards.json",
            lambda d: d["cards"][13].update(skills={"Courage": 0}),
            "field 'skills': Courage needs a positive count",
        ),
        (
            "cards.json",
            lambda d: d["cards"][8]["effects"][0].update(count=-2),
            "cards[8] (C1-09): field 'effects[0].count'",
        ),
        (
            "cards.json",
            lambda d: d["cards"][8]["effects"][0].update(effect="fly"),
            "field 'effects[0].effect': 'fly'",
        ),
        (
            "cards.json",
            lambda d: d["cards"][20]["effects"][0].update(regions=["Shire"]),
            "field 'effects[0].regions': 'Shire'",
        ),
        (
            "cards.json",
            lambda d: d["cards"][1].update(id="C1-01"),
            "cards[1]: field 'id': duplicate id 'C1-01'",
        ),
        ("cards.json", lambda d: d["cards"].pop(), "chapter 3 has 22 cards, expected 23"),
        ("cards.json", lambda d: d["cards"][0].pop("coins"), "cards[0] (C1-01): field 'coins': missing"),
        (
            "landmarks.json",
            lambda d: d["landmarks"][1].update(region="Shire"),
            "landmarks.json: landmarks[1] (bree): field 'region'",
        ),
        (
            "landmarks.json",
            lambda d: d["landmarks"][1].update(region="Mordor"),
            "Mordor already has a Landmark tile",
        ),
        (
            "alliance_tokens.json",
            lambda d: d["tokens"][0].update(ability="fly"),
            "alliance_tokens.json: tokens[0] (elves-yellow-turn): field 'ability'",
        ),
        (
            "alliance_tokens.json",
            lambda d: d["tokens"][0].update(race="Orcs"),
            "tokens[0] (elves-yellow-turn): field 'race'",
        ),
        (
            "layouts.json",
            lambda d: d["chapters"]["2"][0].pop("face_up"),
            "layouts.json: chapters.2[0]: field 'face_up': missing",
        ),
        (
            "layouts.json",
            lambda d: d["chapters"]["1"][0]["x"].append(8),
            "chapter 1 has 21 slots, expected 20",
        ),
        (
            "board.json",
            lambda d: d["connections"].append(["Lindon", "Mordorr"]),
            "board.json: connections: field '[11]'",
        ),
        ("board.json", lambda d: d["connections"].append(["Arnor", "Lindon"]), "repeated connection"),
        (
            "board.json",
            lambda d: d["quest"]["bonuses"].update({"20": "coin"}),
            "board.json: quest: field 'bonuses': space '20'",
        ),
        ("board.json", lambda d: d["setup"].update(first="gandalf"), "board.json: setup: field 'first'"),
        ("cards.json", lambda d: d.update(schema="eregion.duel.cards/2"), "cards.json: field 'schema'"),
    ],
)
def test_broken_data_files_name_file_entry_and_field(data: Path, file: str, change, message: str) -> None:
    _edit(data / file, change)
    with pytest.raises(DataError) as info:
        load(data)
    assert message in str(info.value), str(info.value)


def test_unreadable_data_files(data: Path) -> None:
    (data / "landmarks.json").write_text("{oops", encoding="utf-8")
    with pytest.raises(DataError, match="landmarks.json: not valid JSON"):
        load(data)
    (data / "landmarks.json").unlink()
    with pytest.raises(DataError, match="landmarks.json: cannot read"):
        load(data)
