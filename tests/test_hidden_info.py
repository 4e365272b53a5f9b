"""Nothing a recipient may not know reaches it: whole games of every game played through the real server
app, every frame of every recipient inspected (DESIGN.md, "Randomness, hidden information").

Each seat is a human driven by random legal actions; each seat and a spectator hold a WebSocket and also
read the REST body after every action. For every step and recipient:

- the REST body and the WebSocket frame say the same, and the view is the game's ``view(recipient)``;
- the frame is a function of what the recipient may know: computed from a state in which everything it
  cannot see has been dealt again (``determinize``, which deals hidden cards' identities among their
  uids), it is identical; a spectator's frame is unchanged whichever seat's hidden cards are dealt again;
- ``last`` is the game's announcement for that recipient, and it tells no more than the recipient's
  frames do: any other option the actor had that would have led to another game, but left the recipient
  the same frame once the actor's input is complete, reads the same to it (so a bid, or the card put
  under a deck, is named to no one else, nor its action id);
- a server rebuilt from the store answers every recipient the same body (``last`` included).

Then a direct test for each of the leaks this fixed: the TCG bid, a TCG card from hand placed beneath the
draw deck, and an LCG face-down Orc Guard whose uid told which card it was.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from lcg.harness import empty_hands, halted, put, ready_game, run_steps
from server_helpers import app_client
from starlette.testclient import TestClient

from eregion.core import Action, Decision, Rng, State
from eregion.games import get_game
from eregion.games.duel.flow import RULES as DUEL_RULES
from eregion.games.lcg import rules as LR
from eregion.games.lcg.round import window
from eregion.games.lcg.steps import RULES as LCG_RULES
from eregion.games.lcg.steps import SPACE as LCG_SPACE
from eregion.games.meq.engine import RULES as MEQ_RULES
from eregion.games.tcg.state import TcgState
from eregion.games.tcg.steps import RULES as TCG_RULES
from eregion.games.tcg.steps import SPACE as TCG_SPACE

ALTERNATIVES = 8  # other options tried per step and recipient for the announcement check
BEORN = "01031"
SETTLE = 6  # at most this many more moves of the same player to finish one input (see settle)
COMMON = ("step", "view", "status", "result", "last", "to_move", "actions", "idle")

# Seeds picked for games of 50 to 170 moves that reach the secret choices: the TCG bids and Gimli's card
# from hand put beneath the draw deck; the LCG's Gandalf's Search (a card into a hand, the rest put back
# in an order) and Mountains of Mirkwood's search into hand; face-down Orc Guards at Dol Guldur.
CASES = [
    ("duel", {"promo": False}, 3),
    ("duel", {"promo": True}, 4),
    ("tcg", {}, 30),
    ("tcg", {"deck1": "gandalf-starter", "deck2": "aragorn-starter"}, 14),
    ("lcg", {"scenario": "escape-from-dol-guldur", "players": 2, "deck1": "lore"}, 17),
    ("lcg", {"scenario": "passage-through-mirkwood", "players": 2, "deck1": "lore", "deck2": "spirit"}, 18),
    ("lcg", {"scenario": "passage-through-mirkwood", "players": 1}, 31),
    ("meq", {"heroes": 3}, 2),
]


SPACES = {"tcg": TCG_SPACE, "lcg": LCG_SPACE}  # the card games' action spaces: "verb:uid" ids


def uids_in(value: Any) -> set[int]:
    """Every card uid a frame shows."""
    if isinstance(value, dict):
        found = {value["uid"]} if isinstance(value.get("uid"), int) else set()
        for v in value.values():
            found |= uids_in(v)
        return found
    if isinstance(value, list):
        return set().union(*map(uids_in, value)) if value else set()
    return set()


def choose(state: State, rng: Rng) -> Action:
    """Random, but acting rather than passing more often than not, and bidding low (a TCG bid of 9
    burdens ends the game in a few moves), so games reach their card text."""
    options = state.legal_actions()
    low = [a for a in options if a.id in ("bid:0", "bid:1")]
    busy = [a for a in options if a.id not in ("pass", "done", "no", "stay")]
    if low:
        return rng.choice(low)
    return rng.choice(busy if busy and rng.random() < 0.7 else options)


RULES = {"duel": DUEL_RULES, "tcg": TCG_RULES, "lcg": LCG_RULES, "meq": MEQ_RULES}


def posed(game: str, d: Decision) -> bool:
    """Would the engine stop for this decision rather than take its option at once?"""
    return len(d.options) > 1 or d.always_ask or d.kind in RULES[game].always_ask


def plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


def frame_of(state: State, viewer: int | None) -> Any:
    """What the server derives from the state for ``viewer``: its view, who decides and (for the decider
    only) the legal actions with their labels and whether the lone one was posed only so that being asked
    tells nothing (``idle``: the others must not learn that he has nothing to play)."""
    d = state.decision
    actions = []
    mine = d is not None and d.player == viewer
    if mine:
        actions = [{"id": a.id, "label": state.describe_action(a)} for a in d.options]
    return plain(
        {
            "view": state.view(viewer),
            "to_move": None if d is None else d.player,
            "actions": actions,
            "idle": mine and state.idle,
        }
    )


def settle(state: State, a: Action, b: Action, viewer: int | None) -> tuple[bool, bool]:
    """Take ``a`` and ``b`` in two copies of ``state``, then, while the same player still decides and
    both copies offer him the same options, the same last option in both (the rest of one input:
    the payment after choosing where a card goes). Then: does ``viewer`` see the same frame in both,
    and are they the same game?"""
    actor = state.current_player
    one, two = state.clone(), state.clone()
    one.apply(a)
    two.apply(b)
    for _ in range(SETTLE):
        d1, d2 = one.decision, two.decision
        if d1 is None or d2 is None or d1.player != actor or d1.ids != d2.ids or d1.player != d2.player:
            break
        one.apply(d1.options[-1])
        two.apply(d2.options[-1])
    return frame_of(one, viewer) == frame_of(two, viewer), one.snapshot() == two.snapshot()


class Inspector:
    """One match through the app: every frame and body of every recipient checked against a mirror."""

    def __init__(self, client: TestClient, db: str, game: str, options: dict[str, Any], seed: int) -> None:
        self.client, self.db, self.seed = client, db, seed
        self.game = get_game(game)
        seated = self.game.seated(self.game.resolve_options(options))
        seats = ["human" if i < seated else "empty" for i in range(len(self.game.players))]
        r = client.post("/api/matches", json={"game": game, "options": options, "seed": seed, "seats": seats})
        assert r.status_code == 201, r.text
        m = r.json()
        self.id = m["id"]
        self.tokens = {s["seat"]: s["token"] for s in m["seats"] if s["kind"] == "human"}
        self.sides = [s["side"] for s in m["seats"]]
        self.recipients: list[int | None] = [*self.tokens, None]
        self.mirror = self.game.new_game(seed, self.game.resolve_options(options))
        self.rng = Rng(seed)  # the players' choices: the game depends on nothing else
        self.checks = Rng(~seed)  # which alternatives and determinizations are checked
        self.taken_back = 0  # takebacks made (:meth:`take_back`)

    def where(self, viewer: int | None) -> str:
        return f"{self.game.name} seed={self.seed} step={len(self.mirror.action_ids())} viewer={viewer}"

    def body(self, viewer: int | None, client: TestClient | None = None) -> Any:
        params = {} if viewer is None else {"token": self.tokens[viewer]}
        r = (client or self.client).get(f"/api/matches/{self.id}", params=params)
        assert r.status_code == 200, r.text
        return r.json()

    def check(
        self, viewer: int | None, frame: Any, prev: State | None, action: Action | None, taken: Any = None
    ) -> Any:
        """Check one recipient's WebSocket frame and REST body at the current step; return the body.
        ``taken``: the ``last`` of a takeback, which is the same for everyone and names no action."""
        where = self.where(viewer)
        body = self.body(viewer)
        assert frame["type"] == "state", where
        for key in COMMON:
            assert frame[key] == body[key], f"{where}: the frame's {key!r} differs from the REST body's"
        state = self.mirror
        expected = frame_of(state, viewer)
        got = {key: body[key] for key in ("view", "to_move", "actions", "idle")}
        assert got == expected, f"{where}: the body is not what the state shows this recipient"
        self.check_determinized(viewer, expected)
        if taken is not None:
            assert body["last"] == taken, where
        elif prev is None:
            assert body["last"] is None, where
        else:
            assert action is not None
            self.check_last(viewer, body["last"], prev, action)
        return body

    def check_determinized(self, viewer: int | None, expected: Any) -> None:
        """The frame cannot change when what the recipient cannot see is dealt again; nor can the fact
        that the decider is asked at all (the engine takes a lone option at once: were it lone in
        another deal, the decider would not have been stopped, and being stopped would tell)."""
        state = self.mirror
        if state.is_over:
            return
        for q in [viewer] if viewer is not None else list(self.tokens):
            det = state.determinize(q, self.checks.fork())
            assert frame_of(det, viewer) == expected, (
                f"{self.where(viewer)}: the frame changes when what seat {q} cannot see is dealt again"
            )
            d = det.decision
            if d is not None and d.player != q:
                assert posed(self.game.name, d), (
                    f"{self.where(viewer)}: {d.prompt!r} of seat {d.player} would not have been asked "
                    f"in another deal of what seat {q} cannot see"
                )

    def check_last(self, viewer: int | None, last: Any, prev: State, action: Action) -> None:
        """``last`` is the game's announcement, and says no more than the recipient's next frame."""
        where = self.where(viewer)
        actor = prev.decision.player  # type: ignore[union-attr]
        ann = prev.announce(action, viewer)
        assert last == {
            "seat": actor,
            "side": self.sides[actor],
            "action": ann.action,
            "label": ann.label,
            "text": ann.text,
            "by": "human",
        }, f"{where}: last is {last}"
        if viewer == actor:
            assert ann.action == action.id, where
            return
        space = SPACES.get(self.game.name)
        in_view = uids_in(frame_of(prev, viewer)["view"])

        def in_sight(a: Action) -> bool:  # a card the recipient sees (the target of a public effect)
            return (
                space is not None
                and a.index < len(space.verbs) * space.cards
                and a.index % space.cards in in_view
            )

        others = [a for a in prev.legal_actions() if a.id != action.id]
        for _ in range(min(ALTERNATIVES, len(others))):
            b = others.pop(self.checks.randrange(len(others)))
            if in_sight(action) and in_sight(b):
                continue  # which card in play a player targets is public, whether or not views show it
            # Options that lead to different games the recipient cannot tell apart (a bid, the card
            # put under a deck): which one was taken is not its to know. Options that lead to the
            # same game (the order two heroes pay in) may be told.
            same_frame, same_game = settle(prev, action, b, viewer)
            if same_frame and not same_game:
                assert prev.announce(b, viewer) == ann, (
                    f"{where}: {action.id!r} and {b.id!r} leave this recipient the same frame but are "
                    f"announced differently: {ann} and {prev.announce(b, viewer)} "
                    f"(decision {prev.decision.prompt!r})"  # type: ignore[union-attr]
                )

    def check_reload(self) -> None:
        """A new server on the same store rebuilds the match and answers every recipient the same."""
        live = {v: self.body(v) for v in self.recipients}
        with app_client(self.db) as other:
            for v in self.recipients:
                assert self.body(v, other) == live[v], f"{self.where(v)}: the rebuilt match answers otherwise"

    def take_back(self, sockets: dict[int | None, Any], steps: int, movers: list[int]) -> Any:
        """A seat that has decided asks to take back (the others accept, each answer a frame to everyone);
        every recipient's frames are checked. Returns the takeback's ``last``."""
        asker = movers[-1 - self.checks.randrange(len(movers))]
        back_to = len(movers) - 1 - movers[::-1].index(asker)
        others = [s for s in self.tokens if s != asker]
        url = f"/api/matches/{self.id}/takeback"
        answers = [(asker, None), *((s, True) for s in others)]
        for n, (seat, accept) in enumerate(answers):
            body = {"token": self.tokens[seat], "step": steps}
            r = self.client.post(url, json=body if accept is None else {**body, "accept": accept})
            assert r.status_code == 200, r.text
            if n < len(answers) - 1:  # asked, not yet accepted by all: nothing moved, nothing is told
                for v in self.recipients:
                    frame = sockets[v].receive_json()
                    assert frame["step"] == steps and frame["takeback"]["request"]["seat"] == asker
                    assert frame["view"] == self.body(v)["view"] == frame_of(self.mirror, v)["view"]
        moves = self.mirror.action_ids()[:back_to]
        told = (
            "took back a move" if len(movers) - back_to == 1 else f"took back {len(movers) - back_to} moves"
        )
        taken = {
            "seat": asker,
            "side": self.sides[asker],
            "action": None,
            "label": told,
            "text": told,
            "by": "human",
            "takeback": True,
        }
        self.mirror = self.game.new_game(self.seed, self.mirror.options, self.mirror.setup)
        for m in moves:
            self.mirror.apply(m)
        del movers[back_to:]
        self.taken_back += 1
        for v in self.recipients:
            self.check(v, sockets[v].receive_json(), None, None, taken)
        return taken

    def play(self, max_steps: int, takebacks: int = 0) -> int:
        sockets = {}
        with_ws = []
        for v in self.recipients:
            q = "" if v is None else f"?token={self.tokens[v]}"
            ws = self.client.websocket_connect(f"/ws/matches/{self.id}{q}")
            sockets[v] = ws.__enter__()
            with_ws.append(ws)
        try:
            for v in self.recipients:
                self.check(v, sockets[v].receive_json(), None, None)
            reload_at = 1 + self.checks.randrange(20)
            steps = 0
            movers: list[int] = []
            while not self.mirror.is_over and steps < max_steps:
                if takebacks and movers and self.checks.randrange(6) == 0:
                    takebacks -= 1
                    self.take_back(sockets, steps, movers)
                    steps += 1
                    continue
                prev = self.mirror.clone()
                action = choose(self.mirror, self.rng)
                actor = self.mirror.current_player
                assert actor is not None
                movers.append(actor)
                r = self.client.post(
                    f"/api/matches/{self.id}/actions",
                    json={"token": self.tokens[actor], "action": action.id, "step": steps},
                )
                assert r.status_code == 200, r.text
                self.mirror.apply(action)
                steps += 1
                for v in self.recipients:
                    self.check(v, sockets[v].receive_json(), prev, action)
                if steps == reload_at:
                    self.check_reload()
            self.check_reload()
            return steps
        finally:
            for ws in with_ws:
                ws.__exit__(None, None, None)


@pytest.mark.parametrize(("game", "options", "seed"), CASES, ids=[f"{c[0]}-{c[2]}" for c in CASES])
def test_no_frame_tells_a_recipient_what_it_may_not_know(
    tmp_path: Path, game: str, options: dict[str, Any], seed: int
) -> None:
    db = str(tmp_path / "hidden.db")
    with app_client(db) as client:
        steps = Inspector(client, db, game, options, seed).play(max_steps=400)
    assert steps > 20


TAKEBACK_CASES = [CASES[0], CASES[2], CASES[4], CASES[6]]


@pytest.mark.parametrize(
    ("game", "options", "seed"), TAKEBACK_CASES, ids=[f"{c[0]}-{c[2]}" for c in TAKEBACK_CASES]
)
def test_a_takeback_tells_no_one_what_it_may_not_know(
    tmp_path: Path, game: str, options: dict[str, Any], seed: int
) -> None:
    """Takebacks (docs/web-api.md): every frame of every recipient around a takeback, asked and accepted
    between people (alone against nobody: at once), is what the position taken back to shows it, and its
    ``last`` names no action. The position comes back with the same seed: hidden cards return the same."""
    db = str(tmp_path / "takeback.db")
    with app_client(db) as client:
        inspector = Inspector(client, db, game, options, seed)
        steps = inspector.play(max_steps=60, takebacks=4)
    assert steps > 20 and inspector.taken_back > 0


# --- the leaks this fixed, one by one ------------------------------------------------------------------


def _human_match(client: TestClient, game: str, seats: int, **options: Any) -> dict[str, Any]:
    n = len(get_game(game).players)
    kinds = ["human" if i < seats else "empty" for i in range(n)]
    r = client.post("/api/matches", json={"game": game, "options": options, "seed": 11, "seats": kinds})
    assert r.status_code == 201, r.text
    return dict(r.json())


def test_a_tcg_bid_reaches_no_one_else_before_the_bids_are_revealed(tmp_path: Path) -> None:
    db = str(tmp_path / "bid.db")
    with app_client(db) as client:
        m = _human_match(client, "tcg", 2)
        t0, t1 = m["seats"][0]["token"], m["seats"][1]["token"]
        with client.websocket_connect(f"/ws/matches/{m['id']}?token={t1}") as opponent:
            opponent.receive_json()
            r = client.post(
                f"/api/matches/{m['id']}/actions", json={"token": t0, "action": "bid:9", "step": 0}
            )
            assert r.status_code == 200 and r.json()["last"]["action"] == "bid:9"
            frame = opponent.receive_json()
        told = {
            "seat": 0,
            "side": "player_1",
            "action": None,
            "label": "Player 1 has bid",
            "text": "Player 1 has bid",
            "by": "human",
        }
        assert frame["last"] == told
        assert client.get(f"/api/matches/{m['id']}").json()["last"] == told
        assert client.get(f"/api/matches/{m['id']}", params={"token": t1}).json()["last"] == told
    with app_client(db) as client:  # rebuilt from the store
        assert client.get(f"/api/matches/{m['id']}").json()["last"] == told
        assert (
            client.get(f"/api/matches/{m['id']}", params={"token": t0}).json()["last"]["label"]
            == "Bid 9 burdens"
        )


def _beneath_the_deck_from_hand(seed: int) -> tuple[list[str], TcgState] | None:
    """A seeded game in which a player is asked which card of his hand to put beneath his draw deck
    (Gimli, Dwarf of Erebor): the action ids up to there, and the state."""
    s = get_game("tcg").new_game(seed)
    assert isinstance(s, TcgState)
    rng = Rng(seed)
    while not s.is_over:
        d = s.decision
        assert d is not None
        if d.prompt.endswith(": place which card beneath your draw deck?") and all(
            s.cards[TCG_SPACE.split(a)[1]].zone == "hand" for a in d.options
        ):
            return s.action_ids(), s
        s.apply(choose(s, rng))
    return None


def test_a_card_from_hand_put_beneath_the_deck_is_named_to_no_one_else(tmp_path: Path) -> None:
    found = next(f for f in map(_beneath_the_deck_from_hand, range(40)) if f is not None)
    prefix, state = found
    d = state.decision
    assert d is not None
    p = d.player
    pick = d.options[0]
    name = state.describe_action(pick)
    with app_client(str(tmp_path / "beneath.db")) as client:
        r = client.post("/api/matches", json={"game": "tcg", "seed": state.seed, "seats": ["human", "human"]})
        m = r.json()
        tokens = [s["token"] for s in m["seats"]]
        mirror = get_game("tcg").new_game(state.seed, state.options)
        for step, a in enumerate([*prefix, pick.id]):
            who = mirror.current_player
            assert who is not None
            r = client.post(
                f"/api/matches/{m['id']}/actions", json={"token": tokens[who], "action": a, "step": step}
            )
            assert r.status_code == 200, r.text
            mirror.apply(a)
        mine = client.get(f"/api/matches/{m['id']}", params={"token": tokens[p]}).json()["last"]
        assert mine["action"] == pick.id and mine["label"] == name
        for other in (
            client.get(f"/api/matches/{m['id']}", params={"token": tokens[1 - p]}).json(),
            client.get(f"/api/matches/{m['id']}").json(),
        ):
            last = other["last"]
            assert last["action"] is None and name not in json.dumps(other)
            assert last["label"] == f"Player {p + 1} places a card from hand beneath the draw deck"


def test_a_face_down_orc_guard_is_not_told_by_its_uid() -> None:
    """With the same decks, a player's deck card behind a given uid differs from seed to seed (uids
    used to follow the deck list), and a search agent's determinization deals a face-down Orc Guard's
    identity again instead of reading it."""
    game = get_game("lcg")
    options = {"scenario": "escape-from-dol-guldur", "players": 1}
    first = game.new_game(0, options)
    deck = sorted(first.zones[(0, "deck")] + first.zones[(0, "hand")])
    for u in deck:
        assert len({game.new_game(seed, options).cards[u].cid for seed in range(12)}) > 1, u
    s = game.new_game(3, options)
    top = s.zones[(0, "deck")][-1]
    s.move(top, 0, "engaged")  # the top card engages face down, as Tower Gate does
    assert LR.is_orc_guard(s, top)
    view = s.view(0)
    assert s.cards[top].cid not in json.dumps(view)
    dealt = {s.determinize(0, Rng(k)).cards[top].cid for k in range(12)}
    assert len(dealt) > 1 and all(cid in {s.cards[u].cid for u in deck} for cid in dealt)


def test_a_card_seen_then_shuffled_back_is_not_told_by_its_uid() -> None:
    """Beorn, seen in play, shuffles himself into his deck: from then on his uid is any card of that
    deck (every shuffle deals the pile's identities again), and the log still names him."""
    found = set()
    for seed in range(8):
        s = empty_hands(ready_game(players=2, seed=seed))
        beorn = put(s, BEORN, 1, "allies")
        run_steps(s, window(s, "w"), ("phase_end",))
        s.apply(f"use:{beorn}")
        assert s.cards[beorn].zone == "deck" and halted(s)
        assert "Beorn is shuffled into its owner's deck" in [e.text for e in s.log()]
        found.add(s.cards[beorn].cid)
        assert BEORN in {s.cards[u].cid for u in s.zones[(1, "deck")]}
    assert len(found) > 1
