"""The hero turn (pp. 20-25): Rest, Ambush, Travel (move, Combat or Peril, Explore) and Encounter;
the one-hero game's second turn (p. 35). A defeated hero (p. 32) is :mod:`.defeat`.

A step names the hero by his seat (1-3). The combat itself is :mod:`.combat_steps`; a step that starts
one sets ``state.fight`` and pushes ``("combat",)``.
"""

from __future__ import annotations

from eregion.core import Action, Decision, DecisionKind
from eregion.games.meq import encounter as EN
from eregion.games.meq import explore as EX
from eregion.games.meq import growth as GR
from eregion.games.meq import minions as MI
from eregion.games.meq import quests as QU
from eregion.games.meq import story as ST
from eregion.games.meq import travel as TV
from eregion.games.meq.board import BLANK
from eregion.games.meq.engine import RULES, SAURON, SPACE, argument
from eregion.games.meq.herocards import hero as HC
from eregion.games.meq.herocards.run import HERO_CARDS as EFFECTS
from eregion.games.meq.herocards.run import NAMES
from eregion.games.meq.herocards.run import give_corruption as receive_corruption
from eregion.games.meq.plots import plots_at
from eregion.games.meq.sauron_turn import discard_plot
from eregion.games.meq.sauroncards import play as SCP
from eregion.games.meq.sauroncards import registry as SC
from eregion.games.meq.sauroncards.hero_parts import give_corruption
from eregion.games.meq.shadow import HERO_ENTERS, HERO_TURN_START
from eregion.games.meq.state import Fight, MeqState, log
from eregion.games.meq.steps import (
    CARDS,
    C,
    add_to,
    advance,
    ask,
    draw,
    draw_many,
    hero_name,
    push,
    set_pile,
    start_fight,
    take,
    where,
)

PERILS = {c.id: c for c in C.perils}
CORRUPTION = {c.id: c for c in C.corruption}


@RULES.step("hero_turn")
def _hero_turn(s: MeqState, st: tuple) -> Decision | None:
    s.stack.pop()
    seat = st[1]
    s.active, s.second, s.shadow_used = seat, st[2], False
    s.change_pool(seat, dark_path=False, travels=0, gained=0)
    log(s, seat, f"{hero_name(s, seat)}'s turn" + (" (second)" if st[2] else ""))
    push(
        s,
        ("shadow_window", HERO_TURN_START, seat),
        ("rest", seat),
        ("ambush", seat),
        ("explore", seat, ()),
        ("travel", seat),
        ("encounter", seat),
        ("hero_end", seat),
    )
    return None


@RULES.step("hero_end")
def _hero_end(s: MeqState, st: tuple) -> Decision | None:
    s.stack.pop()
    SCP.end_hero_turn(s, st[1])
    return None


# --- Rest ------------------------------------------------------------------------------------------


def may_rest(s: MeqState, seat: int) -> bool:
    """No monster token or minion here, and not a Shadow Stronghold (p. 20), nor a Haven an active Plot
    bars (A Broken Line of Kings), nor a location near the Witch-king outside a Haven (R503)."""
    loc = where(s, seat)
    return (
        not s.board.enemies_at(loc)
        and not C.locations[loc].stronghold
        and not SC.barred(s.plots, loc)
        and not MI.rest_barred(s.board, C, loc)
    )


@RULES.step("rest")
def _rest(s: MeqState, st: tuple) -> Decision | None:
    seat = st[1]
    if not may_rest(s, seat):
        s.stack.pop()
        return None
    heal = C.locations[where(s, seat)].haven
    prompt = "Rest (and heal, in a Haven)?" if heal else "Rest?"
    return ask(s, seat, DecisionKind.YES_NO, prompt, (SPACE["rest"], SPACE["pass"]))


@RULES.answer("rest")
def _rest_answer(s: MeqState, st: tuple, a: Action) -> None:
    """Resting shuffles the rest pool into the life pool (and in a Haven the damage pool too), then
    the leftmost Sauron marker advances one (p. 20)."""
    s.stack.pop()
    if a.id != "rest":
        return
    seat = st[1]
    p = s.pool(seat)
    heal = C.locations[where(s, seat)].haven
    back = (*p.rest, *(p.damage if heal else ()))
    s.change_pool(seat, life=tuple(sorted((*p.life, *back))), rest=(), damage=() if heal else p.damage)
    log(s, seat, f"{hero_name(s, seat)} rests" + (" and heals" if heal else ""))
    s.stack.append(("leftmost", seat, HC.marker_steps(s, seat)))
    s.stack.append(("cure", seat))


@RULES.step("cure")
def _cure(s: MeqState, st: tuple) -> Decision | None:
    """While resting a hero may discard one Corruption card by paying its favor (pp. 20, 26)."""
    p = s.pool(st[1])
    cards = sorted({c for c in p.corruption if CORRUPTION[c].cost <= p.favor})
    if not cards:
        s.stack.pop()
        return None
    return ask(
        s,
        st[1],
        DecisionKind.CHOOSE_CARD,
        "Rest: discard a Corruption card by paying its favor?",
        [*(SPACE.act("cure", c) for c in cards), SPACE["pass"]],
    )


@RULES.answer("cure")
def _cure_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "pass":
        return
    p = s.pool(st[1])
    held, favor = GR.discard_corruption(C, p.corruption, argument(a), p.favor)
    s.change_pool(st[1], corruption=held, favor=favor)
    add_to(s, "corruption_discard", argument(a))


@RULES.step("leftmost")
def _leftmost(s: MeqState, st: tuple) -> Decision | None:
    """The leftmost Sauron marker advances; the hero picks among ties (R22)."""
    return ask(
        s,
        st[1],
        DecisionKind.CHOOSE_ONE,
        "Rest: which of Sauron's markers advances?",
        (SPACE.act("marker", m) for m in ST.leftmost_sauron(s.story)),
    )


@RULES.answer("leftmost")
def _leftmost_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    advance(s, argument(a), st[2])


# --- Ambush, and Combat or Peril --------------------------------------------------------------------


@RULES.step("ambush")
def _ambush(s: MeqState, st: tuple) -> Decision | None:
    """Ambush (p. 22): Sauron must attack with a monster or minion in the hero's location (A23); in a
    Haven only if the hero allows it."""
    s.stack.pop()
    seat = st[1]
    loc = where(s, seat)
    if s.board.enemies_at(loc):
        if C.locations[loc].haven:
            s.stack.append(("allow", seat))
        else:
            s.stack.append(("foe", seat, False, False))
    return None


@RULES.step("allow")
def _allow(s: MeqState, st: tuple) -> Decision | None:
    return ask(
        s, st[1], DecisionKind.YES_NO, "Ambush: allow a combat in this Haven?", (SPACE["yes"], SPACE["no"])
    )


@RULES.answer("allow")
def _allow_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "yes":
        s.stack.append(("foe", st[1], False, False))


@RULES.step("foe")
def _foe(s: MeqState, st: tuple) -> Decision | None:
    """Sauron chooses what the hero faces (pp. 22-23): a monster token flipped (a blank is discarded,
    no fight), a minion, or, where the location is perilous for him, a Peril. He must, if able (A7)."""
    seat, peril = st[1], st[3]
    loc = where(s, seat)
    choices = [SPACE.act("token", f"{loc}/{f}") for f in sorted({t.face for t in s.board.tokens_at(loc)})]
    choices += [SPACE.act("fight", m) for m in s.board.minions_at(loc)]
    if peril:
        choices.append(SPACE["peril"])
    if not choices:
        s.stack.pop()
        return None
    # always asked: how many options there are depends on the token faces the heroes cannot see
    step = "Combat or Peril" if st[2] else "Ambush"
    prompt = f"{step}: what does {hero_name(s, seat)} face?"
    return ask(s, SAURON, DecisionKind.CHOOSE_ONE, prompt, choices, always=True)


@RULES.answer("foe")
def _foe_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    seat, travel = st[1], st[2]
    loc = where(s, seat)
    if a.id == "peril":
        s.stack.append(("peril", seat))
        return
    if a.id.startswith("fight:"):
        start_fight(s, Fight(seat, argument(a), loc, None, travel))
        return
    face = argument(a).split("/")[1]
    token = next(t for t in s.board.tokens_at(loc) if t.face == face)
    s.board = s.board.remove_token(loc, token)
    if face == BLANK:
        add_to(s, f"tokens_out:{token.group}", face)
        log(s, SAURON, f"a monster token at {C.locations[loc].name} is flipped: blank")
        return
    log(s, SAURON, f"a monster token at {C.locations[loc].name} is flipped: {C.monsters[face].name}")
    as_ = SC.fought_as(s.plots, loc)  # Rise of the Uruk-hai
    if as_ is not None and as_[1] != face:
        s.stack.append(("fought_as", seat, face, as_[1], loc, travel, token.group, as_[0]))
        return
    start_fight(s, Fight(seat, face, loc, token, travel))


@RULES.step("peril")
def _peril(s: MeqState, st: tuple) -> Decision | None:
    """A Peril (p. 23): Sauron draws three and resolves one that affects the location or its region; none
    such, no effect (:mod:`.encounter`); the chosen card's text then acts (:mod:`.herocards`), with Reckless
    offering Sauron a fourth card."""
    seat = st[1]
    if len(st) == 2:  # draw first, then ask
        s.stack.pop()
        drawn = draw_many(s, "peril", EFFECTS.peril_draw(s, s.heroes[seat - 1]), "peril_discard")
        set_pile(s, "peril_drawn", drawn)
        s.stack.append(("peril", seat, "choose"))
        if HC.extra_perils(s, seat):  # Reckless: Sauron may draw more first
            s.stack.append(("hc_extra_peril", seat, HC.extra_perils(s, seat)))
        return None
    loc = where(s, seat)
    fits = EN.peril_choices(C, [PERILS[c] for c in s.decks["peril_drawn"]], loc)
    if not fits:
        s.stack.pop()
        _discard_perils(s)
        log(s, SAURON, f"no Peril card affects {C.locations[loc].name}")
        return None
    prompt = f"Peril: which Peril card does {hero_name(s, seat)} resolve?"
    return ask(s, SAURON, DecisionKind.CHOOSE_CARD, prompt, (SPACE.act("peril", c.id) for c in fits))


@RULES.answer("peril")
def _peril_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    log(s, SAURON, f"Peril: {PERILS[argument(a)].name}")
    _discard_perils(s)
    EFFECTS.peril(s, s.heroes[st[1] - 1], PERILS[argument(a)])


def _discard_perils(s: MeqState) -> None:
    add_to(s, "peril_discard", *s.decks["peril_drawn"])
    set_pile(s, "peril_drawn", ())


# --- Travel ----------------------------------------------------------------------------------------


def icons(s: MeqState, seat: int) -> list[str]:
    p = s.pool(seat)
    return [CARDS[p.hero][c].icon or "" for c in p.hand]


def moves(s: MeqState, seat: int) -> dict[str, TV.Cost]:
    """Where the hand can pay to go in one move (p. 22)."""
    p = s.pool(seat)
    hand = icons(s, seat)
    return {dst: cost for dst, cost in TV.moves(C, where(s, seat), p.items).items() if cost.affordable(hand)}


@RULES.step("travel")
def _travel(s: MeqState, st: tuple) -> Decision | None:
    """Travel (pp. 22-24): move as long as the hand pays, or stop."""
    if len(st) > 2 and SCP.one_move(s, st[1]):  # Winter Storm: one move this Travel step
        s.stack.pop()
        return None
    opts = [SPACE.act("go", dst) for dst in moves(s, st[1])] if HC.may_travel(s, st[1]) else []
    return ask(s, st[1], DecisionKind.MOVE, "Travel: move, or stop", [*opts, SPACE["stop"]], always=True)


@RULES.answer("travel")
def _travel_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "stop":
        return
    seat, dst = st[1], argument(a)
    cost = moves(s, seat)[dst]
    s.change_pool(seat, travels=s.pool(seat).travels + 1)
    push(
        s,
        ("pay_travel", seat, dst, cost.icon, cost.cards, False),
        ("arrive", seat, dst),
        ("explore", seat, ()),
        ("travel", seat, True),
    )


@RULES.step("pay_travel")
def _pay_travel(s: MeqState, st: tuple) -> Decision | None:
    """The discard (R4): one card showing the path's icon, or exactly its number of cards."""
    seat, icon, cards, counting = st[1], st[3], st[4], st[5]
    p = s.pool(seat)
    if counting or cards == 1:
        opts = [SPACE.act("pay", c) for c in sorted(set(p.hand))]
    else:
        opts = [SPACE.act("pay", c) for c in sorted(set(p.hand)) if CARDS[p.hero][c].icon == icon]
        if len(p.hand) >= cards:
            opts.append(SPACE.act("n", cards))
    return ask(
        s,
        seat,
        DecisionKind.CHOOSE_CARD,
        f"Travel: pay for the move to {C.locations[st[2]].name}",
        opts,
        always=True,
    )


@RULES.answer("pay_travel")
def _pay_travel_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    seat, dst, icon, cards, counting = st[1:]
    if a.id.startswith("n:"):
        s.stack.append(("pay_travel", seat, dst, icon, cards, True))
        return
    card = argument(a)
    p = s.pool(seat)
    s.change_pool(seat, hand=take(p.hand, card), rest=(*p.rest, card))
    if counting and cards > 1:
        s.stack.append(("pay_travel", seat, dst, icon, cards - 1, True))


@RULES.step("arrive")
def _arrive(s: MeqState, st: tuple) -> Decision | None:
    """The hero reaches the location; Sauron then chooses Combat or Peril if the place calls for it."""
    s.stack.pop()
    seat, dst = st[1], st[2]
    s.board = s.board.move_hero(s.heroes[seat - 1], dst)
    log(s, seat, f"{hero_name(s, seat)} travels to {C.locations[dst].name}")
    push(s, ("shadow_window", HERO_ENTERS, seat, dst), ("entered", seat, dst))  # then Combat or Peril
    return None


# --- Explore ---------------------------------------------------------------------------------------


def discardable_plots(s: MeqState, seat: int) -> list[str]:
    """Active Plots whose marker is here and whose favor the hero can pay (p. 24)."""
    loc, favor = where(s, seat), s.pool(seat).favor
    return sorted(
        {s.plots[i].plot for i in plots_at(s.plots, loc) if C.plots[s.plots[i].plot].favor <= favor}
    )


@RULES.step("explore")
def _explore(s: MeqState, st: tuple) -> Decision | None:
    """Explore (p. 24; :mod:`.explore`), in any order: take the favor here, consult characters (for their
    favor or their ability, :mod:`.herocards`; not when Isolated), choose a Dark Path once a turn,
    complete the quests this location completes (their rewards act), discard a Plot here by paying its
    favor, trade."""
    seat = st[1]
    loc = where(s, seat)
    p = s.pool(seat)
    choices = [SPACE["favor"]] if s.board.favor_at(loc) and HC.favor_room(s, seat) != 0 else []
    if not HC.isolated(s, seat):
        for c in s.board.characters_at(loc):
            choices.append(SPACE.act("consult", c))
            if EFFECTS.has_ability(s, p.hero, c):
                choices.append(SPACE.act("ability", c))
    if EX.may_choose_dark_path(len(p.corruption), p.dark_path) and _corruption_left(s):
        choices.append(SPACE["dark_path"])
    choices += [SPACE.act("quest", q) for q in QU.completable(C, p.hero, p.quests, QU.Explored(loc))]
    choices += [SPACE.act("drop", x) for x in discardable_plots(s, seat)]
    if SCP.may_use_event(s, loc):
        choices.append(SPACE["event"])
    choices += [SPACE.act("trade", o) for o in traders(s, seat) if o not in st[2] and not HC.isolated(s, o)]
    if not choices:
        s.stack.pop()
        return None
    prompt = f"Explore: what does {hero_name(s, seat)} do at {C.locations[loc].name}?"
    return ask(s, seat, DecisionKind.CHOOSE_ONE, prompt, [*choices, SPACE["done"]])


def _corruption_left(s: MeqState) -> bool:
    return bool(s.decks["corruption"] or s.decks["corruption_discard"])


@RULES.answer("explore")
def _explore_answer(s: MeqState, st: tuple, a: Action) -> None:
    seat = st[1]
    loc = where(s, seat)
    verb, arg = a.id.partition(":")[0], argument(a)
    p = s.pool(seat)
    if a.id == "done":
        s.stack.pop()
    elif a.id == "favor":  # as much as his limits let him hold; the rest stays (R263)
        room = HC.favor_room(s, seat)
        n = s.board.favor_at(loc) if room is None else min(room, s.board.favor_at(loc))
        s.board = EX.retrieve_favor(s.board, loc, n)
        HC.gain_favor(s, seat, n)
        log(s, seat, f"{hero_name(s, seat)} takes {n} favor")
    elif a.id == "dark_path":
        card = draw(s, "corruption", "corruption_discard")
        assert card is not None
        s.change_pool(seat, dark_path=True)
        HC.gain_favor(s, seat, 1)
        log(s, seat, f"{hero_name(s, seat)} chooses a Dark Path: 1 favor and a Corruption card")
        receive_corruption(s, seat, card)
    elif verb in ("consult", "ability"):
        s.board, favor = EX.consult(s.board, C, arg, loc, use_ability=verb == "ability")
        HC.gain_favor(s, seat, favor)
        log(
            s,
            seat,
            f"{hero_name(s, seat)} consults {C.characters[arg].name} for {'its ability' if favor == 0 else 'favor'}",
        )
        if verb == "ability":
            EFFECTS.character_ability(s, p.hero, arg)
        if SC.consult_gives_corruption(s.plots, arg):  # A Dark Messenger and the like
            give_corruption(s, seat)
    elif a.id == "event":  # the Current Event's "after a hero explores here" text (p. 14)
        SCP.use_current_event(s, seat, loc)
    elif verb == "quest":
        s.change_pool(seat, quests=QU.complete(C, p.hero, p.quests, arg, QU.Explored(loc)))
        log(s, seat, f"{hero_name(s, seat)} completes the quest {NAMES['quest'][arg]}")
        EFFECTS.quest_reward(s, p.hero, arg)
    elif verb == "trade":  # each gives what he likes, the exploring hero first (p. 24)
        s.stack[-1] = ("explore", seat, (*st[2], int(arg)))  # once with each hero per exploration
        push(s, ("trade", seat, int(arg)), ("trade", int(arg), seat))
    else:
        s.change_pool(seat, favor=EX.discard_plot(C, arg, loc, loc, p.favor))
        discard_plot(s, arg, loc)
        log(s, seat, f"{hero_name(s, seat)} discards the Plot {C.plots[arg].name}")


def traders(s: MeqState, seat: int) -> list[int]:
    """The other heroes on the exploring hero's location, with whom he may trade (p. 24)."""
    here = s.board.heroes_at(where(s, seat))
    return [other for other in range(1, s.n + 1) if other != seat and s.heroes[other - 1] in here]


@RULES.step("trade")
def _trade(s: MeqState, st: tuple) -> Decision | None:
    """Trading (p. 24; :mod:`.explore`): the giver hands over favor (one token at a time), Items and
    Encounter Quest cards, as he likes, until done."""
    giver, taker = s.pool(st[1]), s.pool(st[2])
    choices = [SPACE["give_favor"]] if giver.favor and HC.favor_room(s, st[2]) != 0 else []
    choices += [SPACE.act("item", i) for i in sorted(set(giver.items)) if i not in taker.items]
    choices += [SPACE.act("quest", q) for q in giver.quests.held if QU.tradeable(C, q)]
    if not choices:
        s.stack.pop()
        return None
    return ask(
        s,
        st[1],
        DecisionKind.CHOOSE_ONE,
        f"Trade: give {hero_name(s, st[2])} something?",
        [*choices, SPACE["done"]],
    )


@RULES.answer("trade")
def _trade_answer(s: MeqState, st: tuple, a: Action) -> None:
    if a.id == "done":
        s.stack.pop()
        return
    g, t = st[1], st[2]
    giver, taker = s.heroes[g - 1], s.heroes[t - 1]
    loc = where(s, g)
    verb, arg = a.id.partition(":")[0], argument(a)
    if a.id == "give_favor":
        favor = EX.give_favor(s.board, loc, {p.hero: p.favor for p in s.pools}, giver, taker, 1)
        s.change_pool(g, favor=favor[giver])
        s.change_pool(t, favor=favor[taker], gained=s.pool(t).gained + 1)
    elif verb == "item":
        items = EX.give_item(s.board, loc, {p.hero: p.items for p in s.pools}, giver, taker, arg)
        s.change_pool(g, items=items[giver])
        s.change_pool(t, items=items[taker])
    else:
        quests = EX.give_quest(s.board, loc, C, {p.hero: p.quests for p in s.pools}, giver, taker, arg)
        s.change_pool(g, quests=quests[giver])
        s.change_pool(t, quests=quests[taker])
    log(
        s,
        g,
        f"{hero_name(s, g)} gives {hero_name(s, t)} {'a favor' if a.id == 'give_favor' else arg.replace('_', ' ')}",
    )


# --- Encounter -------------------------------------------------------------------------------------


@RULES.step("encounter")
def _encounter(s: MeqState, st: tuple) -> Decision | None:
    """Encounter (pp. 24-25; :mod:`.encounter`): unless his location is perilous for him, the foe of a
    Starting quest won there is fought instead (R108), else three cards from its deck and the lowest
    priority that affects it resolves (its text acts, :mod:`.herocards`); a Quest card goes to his play
    area, the others are discarded."""
    s.stack.pop()
    seat = st[1]
    loc = where(s, seat)
    p = s.pool(seat)
    if not EN.draws_encounter(s.board, C, loc, HC.attribute(s, seat, "wisdom")) or SC.barred(s.plots, loc):
        return None
    foe = QU.encounter_foe(C, p.hero, p.quests, loc)
    if foe is not None:
        start_fight(s, Fight(seat, foe, loc, None, False, quest=True))
        return None
    deck = EN.encounter_deck(C, loc)
    cards = {c.id: c for c in C.encounters[deck]}
    drawn = draw_many(s, f"enc:{deck}", EFFECTS.encounter_draw(s, p.hero), f"enc_discard:{deck}")
    result = EN.encounter(C, [cards[c] for c in drawn], loc)
    add_to(s, f"enc_discard:{deck}", *(c.id for c in result.discarded))
    if result.resolved is None:
        log(s, seat, "no Encounter card affects this location")
        return None
    log(s, seat, f"Encounter: {result.resolved.name}")
    if result.to_play_area:
        s.change_pool(seat, quests=QU.take_quest(C, p.quests, result.resolved.id))
    else:
        add_to(s, f"enc_discard:{deck}", result.resolved.id)
    EFFECTS.encounter(s, p.hero, result.resolved)
    return None
