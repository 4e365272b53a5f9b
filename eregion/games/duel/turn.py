"""A turn (p.3): take an available card and play or discard it, or take a Landmark tile; the end of the turn, of a chapter and of the game."""

from __future__ import annotations

from eregion.core import Action, Decision
from eregion.games.duel import actions as A
from eregion.games.duel.costs import (
    FREES,
    NO_SURCHARGE,
    SIEGE,
    Purse,
    begin_payment,
    fixed_prices,
    landmark_surcharge,
    prices,
)
from eregion.games.duel.flow import (
    ABILITY,
    CARDS,
    CHAPTER_COINS,
    TILES,
    TOKEN_OF,
    C,
    Step,
    T,
    answer,
    effect_steps,
    gain_coins,
    step,
    win,
)
from eregion.games.duel.state import (
    NO_SKILLS,
    DuelState,
    bit_indices,
    presence,
)

# --- the turn (p.3) -------------------------------------------------------------------------------

# Where the groups of the action space begin: an option's card or tile is its index minus these.
PLAY, DISCARD, LANDMARK = A.PLAY, A.DISCARD, A.LANDMARK
NONE_SPENT: frozenset[str] = frozenset()  # no flexible source used yet this turn
FIRST_PLAY, FIRST_DISCARD, FIRST_LANDMARK = PLAY[0].index, DISCARD[0].index, LANDMARK[0].index


TURN, END_TURN = (("turn", 0), ("turn", 1)), (("end_turn", 0), ("end_turn", 1))  # per player: built once
TURN_PROMPT = "Take a Chapter card or a Landmark tile"
DOUBLE_DISCARD = ABILITY["double_discard"]
QUEST_ON_YELLOW, EXTRA_TURN_ON_YELLOW = ABILITY["quest_on_yellow"], ABILITY["extra_turn_on_yellow"]
UNIT_ON_BLUE, MOVEMENTS_ON_GREEN = ABILITY["unit_on_blue"], ABILITY["movements_on_green"]
COINS_ON_CHAIN = ABILITY["coins_on_chain"]


@step("turn")
def _turn(s: DuelState, st: Step) -> Decision:
    """Play or discard an available card, or take a Landmark tile (p.3). Options are priced with the
    fixed Skills left (one table per turn); a :class:`Purse` is built only for an option that is
    over budget without a flexible Skill, when the player has one."""
    p = st[1]
    budget, chains, flexible = s.coins[p], s.chains[p], s.flex[p]
    spent = s.spent_fixed  # fixed_prices, inlined for the usual turn that has used no Skill yet
    price, tile_short, _ = prices(s.fixed[p]) if spent is NO_SKILLS else fixed_prices(s, p)
    # The first tests of Purse.can_play, inlined: most options need no more. (Loops, not
    # comprehensions: each of those builds a function and calls it.)
    plays, discards = [], []
    purse = None  # one for the turn, built for the first option that needs it
    slots = s.slots
    for i in bit_indices(s.avail):
        c = slots[i]
        if (
            price[c] <= budget
            or FREES[c] & chains
            or flexible
            and (purse or (purse := Purse(s, p))).can_play(c)
        ):
            plays.append(PLAY[c])
        discards.append(DISCARD[c])
    plays += discards
    if s.landmarks_up:
        # What is left for the tile's Skills after the surcharge (landmark_surcharge, inlined).
        left = budget - (0 if s.abilities[p] & NO_SURCHARGE else s.forts[p].bit_count())
        enemy_forts = s.forts[1 - p]
        for t in s.landmarks_up:
            if (tile_short[t] <= left or flexible and (purse or (purse := Purse(s, p))).can_take(t)) and (
                enemy_forts or not SIEGE[t]
            ):
                plays.append(LANDMARK[t])
    return Decision(p, T, TURN_PROMPT, tuple(plays))


UNCOVERS = {
    ch: tuple(tuple((1 << j, layout.cover_mask[j]) for j in covered) for covered in layout.covers)
    for ch, layout in C.layouts.items()
}
"""Per chapter and slot: the bit of each slot its card covers, with the slots that cover that one."""


def take_from_layout(s: DuelState, c: int) -> None:
    """Remove a card from the layout; the cards it covered may become available."""
    i = s.slots.index(c)
    keep = ~(1 << i)
    s.present = present = s.present & keep
    avail = s.avail & keep
    for bit, covered_by in UNCOVERS[s.chapter][i]:
        if present & bit and not covered_by & present:
            avail |= bit
    s.avail = avail


@answer("turn")
def _turn_answer(s: DuelState, st: Step, a: Action) -> None:
    p = st[1]
    s.stack[-1] = END_TURN[p]
    index = a.index
    if index >= FIRST_LANDMARK:
        t = index - FIRST_LANDMARK
        up = s.landmarks_up
        i = up.index(t)
        s.landmarks_up = up[:i] + up[i + 1 :]
        s.event("landmark", p, t)
        begin_payment(s, p, landmark_surcharge(s, p), TILES[t], ("landmark", p, t))
        return
    discard = index >= FIRST_DISCARD
    c = index - (FIRST_DISCARD if discard else FIRST_PLAY)
    take_from_layout(s, c)
    if discard:
        s.discard = s.discard + (c,)
        s.discard_seen = s.discard_seen + (3,)
        s.events = (("discard", p, c), s.events)  # s.event, inlined
        double = 2 if s.abilities[p] & DOUBLE_DISCARD else 1
        gain_coins(s, p, CHAPTER_COINS[s.chapter] * double)
        return
    buy_card(s, p, c)


def buy_card(s: DuelState, p: int, c: int) -> None:
    """Pay for a card (or chain it for free) and then play it."""
    if CARDS[c].chain_frees & s.chains[p]:  # free by chaining (is_free_by_chain)
        s.stack.append(("play", p, c, True))
    else:
        card = CARDS[c]
        begin_payment(s, p, card.coins, card, ("play", p, c, False))


@step("end_turn")
def _end_turn(s: DuelState, st: Step) -> Decision:
    """Reveal what became available; end the chapter or the game; next player (p.3)."""
    p = st[1]
    hidden = s.avail & ~s.face_up
    if hidden:
        s.face_up |= hidden
        for i in bit_indices(hidden):
            s.events = (("reveal", None, s.slots[i]), s.events)  # s.event, inlined
    if not s.present:
        if s.chapter == 3:
            final_scoring(s)
        s.start_chapter(s.chapter + 1)
    if s.extra_turns:
        s.extra_turns -= 1
        nxt = p
        s.event("extra_turn", p)
    else:
        nxt = 1 - p
    s.spent_fixed = NO_SKILLS
    s.spent_flex = NONE_SPENT
    s.stack[-1] = turn = TURN[nxt]  # in place of this step
    return _turn(s, turn)  # posed at once: one trip through the engine less


def final_scoring(s: DuelState) -> None:
    """End of chapter 3: most regions with presence wins; a tie shares the victory (p.8)."""
    f, r = presence(s, 0), presence(s, 1)
    win(s, None if f == r else (0 if f > r else 1), "presence")


# --- playing a card (p.5) -------------------------------------------------------------------------


@step("play")
def _play(s: DuelState, st: Step) -> None:
    """Put a paid card into the play area, then resolve its effects and the tokens it triggers."""
    _, p, c, chained = st
    stack = s.stack
    stack.pop()
    card = CARDS[c]
    area = s.area
    s.area = (area[0] + (c,), area[1]) if p == 0 else (area[0], area[1] + (c,))  # set_pair, inlined
    if card.chain_gives:
        s.chains[p] |= card.chain_gives
    color = card.color
    if color == "grey":
        s.add_skills(p, c)
    s.events = (("play", p, c, chained), s.events)  # s.event, inlined
    ab = s.abilities[p]
    if ab:  # the tokens a played card triggers, pushed first (the last first): they resolve after its effects
        if chained and ab & COINS_ON_CHAIN:
            stack.append(("coins", p, 3))
        if color == "yellow":
            if ab & EXTRA_TURN_ON_YELLOW:
                stack.append(("extra_turn", p))
            if ab & QUEST_ON_YELLOW:
                stack.append(("quest", p, 1))
        elif color == "blue" and ab & UNIT_ON_BLUE:
            stack.append(("place_one", p, 1, TOKEN_OF["unit_on_blue"]))
        elif color == "green" and ab & MOVEMENTS_ON_GREEN:
            stack.append(("movements", p, 2, TOKEN_OF["movements_on_green"]))
    stack.extend(effect_steps(s, p, c))


@step("coins")
def _coins(s: DuelState, st: Step) -> None:
    s.stack.pop()
    gain_coins(s, st[1], st[2])


@step("drain")
def _drain(s: DuelState, st: Step) -> None:
    """The opponent returns coins to the reserve (as many as they have)."""
    _, p, n = st
    s.stack.pop()
    o = 1 - p
    n = min(n, s.coins[o])
    if n:
        s.coins[o] -= n
        s.reserve += n
        s.event("drain", p, n)


@step("extra_turn")
def _extra_turn(s: DuelState, st: Step) -> None:
    s.stack.pop()
    s.extra_turns += 1
    s.event("gain_extra_turn", st[1])
