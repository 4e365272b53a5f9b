"""Copy-on-write card states (``eregion.cards.CardState``): a clone shares its cards and zones with
the state it came from, so the danger is a write that reaches both. Random games of the TCG and the
LCG are played with a clone (and a determinization) taken at every step: the original plays on
exactly as a game that never cloned, each clone keeps its snapshot while the original moves, and a
clone (or determinization) played on leaves the original and the other clones untouched."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from eregion.cards import Card, CardState
from eregion.core import Rng, State
from eregion.games import get_game

AHEAD = 3  # steps each clone waits (the original moves meanwhile), then plays on
MAX_STEPS = 400
SCENARIOS = ("journey-along-the-anduin", "escape-from-dol-guldur")


def _pick(s: State, rng: Rng) -> str:
    actions = s.legal_actions()
    return actions[rng.randrange(len(actions))].id


def _play_on(s: State, rng: Rng, steps: int) -> None:
    for _ in range(steps):
        if s.is_over:
            return
        s.apply(_pick(s, rng))


def check_isolation(game_name: str, seed: int, options: dict[str, Any] | None = None) -> int:
    """Play one random game twice, plain and with clones; returns the steps played."""
    game = get_game(game_name)
    plain = game.new_game(seed, options)
    rng = Rng(seed)
    trail = [plain.snapshot()]
    ids: list[str] = []
    while not plain.is_over and len(ids) < MAX_STEPS:
        ids.append(_pick(plain, rng))
        plain.apply(ids[-1])
        trail.append(plain.snapshot())

    where = f"{game_name} seed={seed} options={options}"
    s = game.new_game(seed, options)
    side = Rng(seed ^ 0xC10E)
    watched: list[tuple[State, dict, str]] = []  # clones waiting, with their snapshots
    for i, action_id in enumerate(ids):
        twin = s.clone()
        assert twin.snapshot() == trail[i], f"{where} step {i}: the clone differs from its original"
        watched.append((twin, trail[i], f"clone of step {i}"))
        if i % 4 == 0:
            p = s.decision.player  # type: ignore[union-attr]
            det = s.determinize(p, Rng(seed + i))
            watched.append((det, det.snapshot(), f"determinization of step {i}"))
        s.apply(action_id)
        assert s.snapshot() == trail[i + 1], f"{where} step {i}: taking clones changed how the game plays"
        for t, snap, what in watched:
            assert t.snapshot() == snap, f"{where} step {i}: the original's move changed its {what}"
        while len(watched) > 2 * AHEAD:
            t, _, what = watched.pop(0)
            before = s.snapshot()
            _play_on(t, side, AHEAD)
            assert s.snapshot() == before, f"{where} step {i}: playing on its {what} changed the original"
            for t2, snap2, what2 in watched:
                assert t2.snapshot() == snap2, f"{where} step {i}: playing on a {what} changed the {what2}"
    return len(ids)


GAMES = [
    *(("tcg", seed, None) for seed in range(8)),
    *(("lcg", seed, {"players": 1}) for seed in range(4)),
    *(("lcg", seed, {"players": 2}) for seed in range(4)),
    *(("lcg", 10 + k, {"players": 1 + k % 2, "scenario": sc}) for k, sc in enumerate(SCENARIOS)),
]


@pytest.mark.parametrize(("game", "seed", "options"), GAMES)
def test_clones_share_nothing_they_write(game: str, seed: int, options: dict[str, Any] | None) -> None:
    assert check_isolation(game, seed, options) > 10


def _shared_card_mut(self: CardState, uid: int) -> Card:
    return self.cards[uid]  # a broken copy-on-write: writes the card a clone may share


def _shared_zones(self: CardState) -> None:
    self._zones_mine = True  # a broken copy-on-write: writes the zone lists a clone may share


@pytest.mark.parametrize("game", ["tcg", "lcg"])
@pytest.mark.parametrize("broken", [("card_mut", _shared_card_mut), ("own_zones", _shared_zones)])
def test_the_check_catches_a_shared_write(monkeypatch: pytest.MonkeyPatch, game: str, broken) -> None:
    """The check above can fail: with either half of the copy-on-write broken, it does."""
    monkeypatch.setattr(CardState, *broken)
    with pytest.raises(AssertionError, match="changed"):
        for seed in range(3):
            check_isolation(game, seed)


def test_a_clone_copies_only_what_it_writes() -> None:
    s = get_game("tcg").new_game(0)
    t = s.clone()
    assert all(a is b for a, b in zip(s.cards, t.cards)) and s.zones is t.zones
    u = s.zones[(0, "draw")][0]
    t.card_mut(u).wounds = 1
    assert s.cards[u].wounds == 0 and t.cards[u].wounds == 1
    assert sum(a is not b for a, b in zip(s.cards, t.cards)) == 1
    t.move(u, 0, "discard")
    assert u in s.zones[(0, "draw")] and u not in t.zones[(0, "draw")] and s.cards[u].zone == "draw"


CARD_FIELDS = {"cid", "controller", "exhausted", "gen", "host", "owner", "tokens", "uid", "wounds", "zone"}


def _reads_a_card(node: ast.expr, names: dict[str, bool]) -> bool:
    """``s.cards[u]``, or a name bound to one (by its latest assignment above)."""
    if isinstance(node, ast.Subscript):
        return isinstance(node.value, ast.Attribute) and node.value.attr == "cards"
    return isinstance(node, ast.Name) and names.get(node.id, False)


def card_writes(source: str) -> list[int]:
    """Lines that assign a field of a card read from ``s.cards`` instead of ``s.card_mut``. Each
    function is read top to bottom: a name counts as a card read from ``s.cards`` from a line that
    binds it so until a line that binds it otherwise (``c = s.card_mut(u)``, ``c = s.move(...)``)."""
    found = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, ast.FunctionDef):
            continue
        names: dict[str, bool] = {}
        statements = [n for n in ast.walk(fn) if isinstance(n, (ast.Assign, ast.AugAssign))]
        for node in sorted(statements, key=lambda n: (n.lineno, n.col_offset)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Attribute) and t.attr in CARD_FIELDS and _reads_a_card(t.value, names):
                    found.append(t.lineno)
            if isinstance(node, ast.Assign):
                card = _reads_a_card(node.value, {})
                names.update({t.id: card for t in targets if isinstance(t, ast.Name)})
    return found


def test_the_rules_write_cards_only_through_the_kernel() -> None:
    """A card read from ``s.cards`` may be shared with a clone: the card games' modules write cards
    through ``card_mut``, ``move`` and ``deal`` only (the random games above cover what they reach,
    this covers every line)."""
    games = Path(__file__).resolve().parent.parent / "eregion" / "games"
    bad = {
        f"{path.relative_to(games)}:{line}"
        for game in ("tcg", "lcg")
        for path in sorted((games / game).rglob("*.py"))
        for line in card_writes(path.read_text())
    }
    assert not bad, f"cards written without card_mut: {sorted(bad)}"


def test_the_write_scan_sees_both_forms() -> None:
    source = (
        "def f(s, u):\n    s.cards[u].wounds += 1\n    c = s.cards[u]\n    c.host = None\n"
        "    s.card_mut(u).tokens = 1\n    c = s.card_mut(u)\n    c.host = None\n"
    )
    assert card_writes(source) == [2, 4]
