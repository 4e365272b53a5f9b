"""The opening of a game (002, "Setting up"): bidding burdens for the choice of turn order, the
starting fellowships, dealing the hands and placing site 1, then each player's one redraw (the
mulligan of the Comprehensive Rules), before the first turn (``turn``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from eregion.cards import deal
from eregion.core import Action, Decision, DecisionKind
from eregion.games.tcg import rules as R
from eregion.games.tcg.engine import PICK
from eregion.games.tcg.steps import SPACE, answer, draw, log, play_own_site, push, step
from eregion.games.tcg.text import SEAT_NAMES

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState

CARD, ONE, NUMBER = DecisionKind.CHOOSE_CARD, DecisionKind.CHOOSE_ONE, DecisionKind.CHOOSE_NUMBER
START_BUDGET = 4  # "as long as the total twilight cost of your starting companions is 4 or less"
MULLIGAN_HAND = 6


@step("bid")
def _bid(s: TcgState, st: tuple) -> Decision | None:
    return Decision(
        st[1],
        NUMBER,
        "Setup: bid burdens for the choice of turn order (in secret)",
        tuple(SPACE[f"bid:{i}"] for i in range(s.resistance[st[1]])),
        f"{SEAT_NAMES[st[1]]} has bid",  # the bids are revealed together, once both are in
    )


@answer("bid")
def _bid_answer(s: TcgState, st: tuple, a: Action) -> None:
    s.stack.pop()
    s.bids[st[1]] = int(a.id[4:])


@step("order")
def _order(s: TcgState, st: tuple) -> Decision | None:
    b = s.bids
    if b[0] != b[1]:
        chooser = 0 if b[0] > b[1] else 1
    else:  # "If there are any ties, then the tied players resolve randomly who chooses first"
        chooser = s.rng.randrange(2)
    log(s, "bids", None, b[0], b[1], chooser)
    s.stack[-1] = ("order_choice", chooser)
    return None


@step("order_choice")
def _order_choice(s: TcgState, st: tuple) -> Decision | None:
    return Decision(
        st[1], ONE, "Setup: you won the bid; go first or second?", (SPACE["first"], SPACE["second"])
    )


@answer("order_choice")
def _order_answer(s: TcgState, st: tuple, a: Action) -> None:
    s.stack.pop()
    chooser = st[1]
    first = chooser if a.id == "first" else 1 - chooser
    s.first = first
    s.fp = first
    for p in (0, 1):
        s.burdens[p] = s.bids[p]
    log(s, "order", first)
    push(
        s, ("start_fellowship", first, START_BUDGET), ("start_fellowship", 1 - first, START_BUDGET), ("deal",)
    )


@step("start_fellowship")
def _start_fellowship(s: TcgState, st: tuple) -> Decision | None:
    _, p, budget = st
    opts = []
    seen = set()
    cards = s.cards
    for u in s.zones[(p, "draw")]:
        dd = R.DEFS[cards[u].cid]  # (inline: asked of every card of the draw deck)
        if dd.type != "companion" or dd.id in seen or (dd.twilight or 0) > budget:
            continue
        if dd.unique and R.title_in_play(s, p, dd.title):
            continue
        seen.add(dd.id)
        opts.append(PICK[u])
    return Decision(
        p,
        CARD,
        f"Starting fellowship: add a companion (twilight left {budget})",
        (*sorted(opts, key=lambda a: a.index), SPACE["done"]),
    )


@answer("start_fellowship")
def _start_fellowship_answer(s: TcgState, st: tuple, a: Action) -> None:
    _, p, budget = st
    if a.id == "done":
        s.stack.pop()
        return
    u = SPACE.split(a)[1]
    s.move(u, p, "fellowship")
    log(s, "start_companion", p, u)
    s.stack[-1] = ("start_fellowship", p, budget - (R.d(s, u).twilight or 0))


@step("deal")
def _deal(s: TcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    for p in (0, 1):
        deal(s, s.zones[(p, "draw")], s.rng)
        draw(s, p, R.HAND_SIZE)
    play_own_site(s, s.first, 1)  # "The first player places his copy of site 1"
    s.pos = [1, 1]
    push(s, ("mulligan", s.first), ("mulligan", 1 - s.first), ("turn",))
    return None


@step("mulligan")
def _mulligan(s: TcgState, st: tuple) -> Decision | None:
    """Each player in turn order may redraw once: shuffle his hand into his draw deck and draw 6 (CR 4.2,
    "mulligan"; ruling 14)."""
    return Decision(
        st[1],
        ONE,
        f"Mulligan: keep this hand, or shuffle it into your draw deck and draw {MULLIGAN_HAND}?",
        (SPACE["no"], SPACE["yes"]),
    )


@answer("mulligan")
def _mulligan_answer(s: TcgState, st: tuple, a: Action) -> None:
    s.stack.pop()
    p = st[1]
    if a.id == "no":
        return
    for u in list(s.zones[(p, "hand")]):
        s.move(u, p, "draw")
    deal(s, s.zones[(p, "draw")], s.rng)  # "The cards in the original hand are not revealed"
    log(s, "mulligan", p)
    draw(s, p, MULLIGAN_HAND)
