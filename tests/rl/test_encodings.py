"""The observations encode a player's view, nothing more and nothing less (issue 18).

Nothing more: a state and its determinization for a player (everything he cannot see dealt again) give
him the same observation. Nothing less: along random games, whenever his view changes (all of it but
the log and the options' labels: the mask stands for the options), his observation changes too.
The card tables agree with the view card by card, and the parts an encoding remembers between
positions never go stale.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="the RL environments need the rl extra: pip install -e '.[rl]'")

from eregion.core import Rng
from eregion.rl.encoding import get_encoding
from rl.helpers import CONFIGS, IDS, positions

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rl.md"


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_what_a_player_cannot_see_never_changes_his_observation(name: str, options: dict) -> None:
    enc = get_encoding(name)
    for i, s in enumerate(positions(name, options)):
        for p in enc.seats(s):
            other = s.determinize(p, Rng(i * 7 + p))
            assert np.array_equal(enc.observe(s, p), enc.observe(other, p)), (name, i, p)
            assert np.array_equal(enc.mask(s, p), enc.mask(other, p))


def _seen(view: dict[str, Any]) -> str:
    """The view without the log and the options' labels, as text to compare."""
    view = dict(view)
    view.pop("log", None)
    d = view.get("decision")
    if d is not None and "options" in d:
        view["decision"] = {**d, "options": [o["index"] for o in d["options"]]}
    return json.dumps(view, sort_keys=True)


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_the_observation_changes_whenever_the_view_does(name: str, options: dict) -> None:
    enc = get_encoding(name)
    last: dict[int, tuple[str, np.ndarray]] = {}
    changes = 0
    for s in positions(name, options):
        for p in enc.seats(s):
            seen = _seen(s.view(p))
            code = np.concatenate([enc.observe(s, p), enc.mask(s, p)])
            if p in last and last[p][0] != seen:
                changes += 1
                assert not np.array_equal(last[p][1], code), (name, p, seen)
            last[p] = (seen, code)
    assert changes > 50


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_remembered_parts_never_go_stale(name: str, options: dict) -> None:
    """The shared encoding (which remembers parts between positions, determinizations included)
    gives what a fresh one works out from nothing."""
    enc = get_encoding(name)
    for i, s in enumerate(positions(name, options, steps=80)):
        for p in enc.seats(s):
            for t in (s, s.determinize(p, Rng(i))):
                fresh = type(enc)(enc.fields)
                assert np.array_equal(enc.observe(t, p), fresh.observe(t, p)), (name, i, p)


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_an_observation_written_over_the_last_one_is_the_one_worked_out_afresh(
    name: str, options: dict
) -> None:
    """As in an environment's loop: the mover's observation at every move, each written over that
    player's last one (an encoding rewrites only what changed since), gives what a fresh encoding
    works out from nothing."""
    enc = get_encoding(name)
    enc = type(enc)(enc.fields)  # sheets of its own, first written in this game
    games = 20 if name == "duel" else 3  # Duel's rarer moves (a card from a play area discarded) need more
    for i, s in enumerate(positions(name, options, games=games, steps=400)):
        p = s.decision.player if s.decision is not None else enc.seats(s)[0]
        fresh = type(enc)(enc.fields)
        assert np.array_equal(enc.observe(s, p), fresh.observe(s, p)), (name, i, p)


@pytest.mark.parametrize("name", sorted({name for name, _ in CONFIGS}))
def test_one_encoding_serves_games_of_every_size_in_turn(name: str) -> None:
    """The sheets an encoding writes over belong to no one game: positions of games with other
    options (more players, other seats taken) in turn, each observed by every seat, give what a
    fresh encoding works out."""
    enc = get_encoding(name)
    enc = type(enc)(enc.fields)
    walks = [positions(name, options, games=1, steps=60) for n, options in CONFIGS if n == name]
    for step in range(60):
        for walk in walks:
            s = next(walk, None)
            if s is None:
                continue
            for p in enc.seats(s):
                assert np.array_equal(enc.observe(s, p), type(enc)(enc.fields).observe(s, p)), (name, step, p)


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_the_mask_is_the_legal_actions_and_observations_fit_their_space(name: str, options: dict) -> None:
    enc = get_encoding(name)
    for s in positions(name, options, games=1):
        for p in enc.seats(s):
            mask = enc.mask(s, p)
            legal = {a.index for a in s.legal_actions()} if s.current_player == p else set()
            assert set(np.flatnonzero(mask)) == legal
            obs = enc.observe(s, p)
            assert obs.shape == (enc.size,) and obs.dtype == np.float32
            assert np.all(np.abs(obs) <= enc.high)


def _view_cards(view: Any) -> list[dict[str, Any]]:
    """Every card the view lists with its uid, attachments and open shadow cards included."""
    out = []
    if isinstance(view, dict):
        if "uid" in view and "id" in view:
            out.append(view)
        for v in view.values():
            out += _view_cards(v)
    elif isinstance(view, list):
        for v in view:
            out += _view_cards(v)
    return out


@pytest.mark.parametrize(("name", "options"), [c for c in CONFIGS if c[0] in ("tcg", "lcg")])
def test_the_card_table_lists_the_cards_the_view_lists(name: str, options: dict) -> None:
    """Row by row: the card, and in play its current numbers; rows the view does not list are zero."""
    enc = get_encoding(name)
    module = __import__(f"eregion.rl.encodings.{name}", fromlist=["CIDS"])
    if name == "tcg":
        numbers = {"strength": module.STRENGTH, "vitality": module.STRENGTH + 1, "wounds": module.HOST + 1}
    else:
        numbers = {k: module.AFTER + 4 + i for i, k in enumerate(module.STATS)}
        numbers |= {"damage": module.AFTER + 2, "exhausted": module.AFTER + 1}
    for s in positions(name, options, games=1):
        for p in enc.seats(s):
            table = enc.observe(s, p)[enc.at["cards"] :].reshape(-1, module.WIDTH)
            cards = _view_cards(s.view(p))
            listed = {c["uid"] for c in cards}
            for c in cards:
                row = table[c["uid"]]
                assert row[0] == module.CIDS[c["id"]], c
                for key, column in numbers.items():
                    if key in c and ("wounds" in c or "damage" in c):  # numbers now, in play only
                        assert row[column] == c[key], (c, key)
            empty = [u for u in range(len(table)) if u not in listed and table[u].any()]
            assert not empty, f"rows the view does not list: {empty}"


def test_docs_list_every_field_of_every_game() -> None:
    text = DOCS.read_text()
    for name in ("duel", "tcg", "lcg", "meq"):
        enc = get_encoding(name)
        section = text.split(f"<!-- fields:{name} -->")[1].split("<!-- /fields -->")[0]
        documented = re.findall(r"^\| `([^`]+)` \| (\d+) \|", section, re.MULTILINE)
        assert documented == [(f.name, str(f.size)) for f in enc.fields], name
        assert f"{enc.size} numbers" in section and f"{enc.actions} actions" in section


def test_meq_piles_that_few_games_reach_are_encoded() -> None:
    """A Corruption card waiting for its combat's end (R504) and the Plot cards the heroes saw in
    Sauron's hand (R513) are piles that random games seldom reach: the encoding counts them (each hero
    sees which Plots were seen), where it once stopped with a KeyError inside PettingZoo's api_test."""
    from eregion.games import get_game
    from eregion.games.meq.steps import set_pile
    from eregion.rl.encodings.meq import DECK_INDEX, PLOTS

    enc = get_encoding("meq")
    s = get_game("meq").new_game(3)
    seen = next(iter(PLOTS))
    set_pile(s, "plot_hand", [seen])
    set_pile(s, "plots_seen", [seen])
    set_pile(s, "after_combat", ["1:careless"])
    for player in range(len(get_game("meq").players)):
        obs = enc.observe(s, player)
        assert obs[enc.at["plots_seen"] + PLOTS[seen]] == 1
        assert obs[enc.at["decks"] + DECK_INDEX["after_combat"]] == 1


def test_tcg_cards_stacked_on_a_card_in_play_are_encoded_for_both_seats() -> None:
    """Stacked cards lie face up under their host, anyone may look at them (stacking.py; ruling
    102): each seat's card table lists them as the view does, with the host they are on, and the
    position's hidden cards dealt again change nothing."""
    from eregion.games.tcg import rules as R
    from eregion.games.tcg.stacking import stack
    from eregion.rl.encodings.tcg import CIDS, HOST, WIDTH, ZONE_COLUMN

    enc = get_encoding("tcg")
    s = next(s for s in positions("tcg", {}, games=1, steps=60) if s.phase != "setup" and R.play_uids(s))
    s = s.clone()
    host = R.companions(s)[0]
    owner = s.cards[host].owner
    uid = s.zones[(owner, "hand")][0]
    stack(s, uid, host)
    for p in (0, 1):
        view = _view_cards(s.view(p))
        assert uid in {c["uid"] for c in view}
        row = enc.observe(s, p)[enc.at["cards"] :].reshape(-1, WIDTH)[uid]
        assert row[0] == CIDS[s.cards[uid].cid]
        assert row[ZONE_COLUMN["stacked"]] == 1 and row[ZONE_COLUMN["hand"]] == 0
        assert row[HOST] == host + 1
        assert row[1] == (owner == p) and row[2] == (owner == p)
        assert np.array_equal(enc.observe(s, p), enc.observe(s.determinize(p, Rng(p)), p))
    s.move(host, owner, "discard")  # its host gone from play, the view lists it no more
    for p in (0, 1):
        assert uid not in {c["uid"] for c in _view_cards(s.view(p))}
        assert not enc.observe(s, p)[enc.at["cards"] :].reshape(-1, WIDTH)[uid].any()


def test_duel_supplies_and_presence_are_the_rules_own() -> None:
    """The encoding works a side's Units in supply, Fortresses left and regions present (p.7) out
    of the Units and Fortresses it packs: along random games they are what the rules count."""
    from eregion.games.duel.components import components
    from eregion.games.duel.state import presence, supply_units

    enc = get_encoding("duel")
    for s in positions("duel", {}, games=3):
        for p in (0, 1):
            obs = enc.observe(s, p)
            for who, q in (("me", p), ("opponent", 1 - p)):
                at = enc.at[f"{who}.supply"]
                assert obs[at] == supply_units(s, q)
                assert obs[at + 1] == components().fortresses_per_side - s.forts[q].bit_count()
                assert obs[enc.at[f"{who}.presence"]] == presence(s, q)
