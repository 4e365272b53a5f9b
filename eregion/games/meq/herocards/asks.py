"""The decisions hero-side card text asks: which Skill card to keep, which cards pay damage or are
discarded, where a hero, an influence token or a character goes, which branch of a choice. Each step
is pushed by :mod:`.run` and answers with the action space's own verbs; every option is a legal action
whose label the flow reads (``text.py``)."""

from __future__ import annotations

from eregion.core import Action, Decision, DecisionKind
from eregion.games.meq import influence as INF
from eregion.games.meq.board import Token, nearest_havens
from eregion.games.meq.engine import RULES, SAURON, SPACE, argument
from eregion.games.meq.herocards import vocab as V
from eregion.games.meq.herocards.hero import hand_limit
from eregion.games.meq.herocards.run import CORRUPTIONS, fight, give_corruption, move_hero, payable, place_character, region_of, start, where
from eregion.games.meq.state import Fight, MeqState, log
from eregion.games.meq.steps import CARDS, C, add_to, ask, draw, draw_many, hero_name, pick, set_pile, take

TRAINING_DRAW = 2  # Skill cards drawn to choose one from (p. 26)


def _done(s: MeqState) -> None:
    s.stack.pop()


def _hand_cards(s: MeqState, seat: int, shields: bool = False) -> list[Action]:
    p = s.pool(seat)
    cards = CARDS[p.hero]
    return [SPACE.act("pay", c) for c in sorted(set(p.hand)) if not shields or cards[c].defense]


def _to_rest(s: MeqState, seat: int, card: str) -> None:
    p = s.pool(seat)
    s.change_pool(seat, hand=take(p.hand, card), rest=(*p.rest, card))


# --- training and the hand -------------------------------------------------------------------------


@RULES.step("hc_train")
def _train(s: MeqState, st: tuple) -> Decision | None:
    """Training (p. 26): the top two Skill cards; one to the hand, the other face up to the discards."""
    seat, drawn = st[1], st[2]
    if not drawn:
        drawn = tuple(draw_many(s, "skills", TRAINING_DRAW, "skill_discard"))
        if not drawn:
            s.stack.pop()
            return None
        s.stack[-1] = ("hc_train", seat, drawn)
    return ask(s, seat, DecisionKind.CHOOSE_CARD, "Training: keep which Skill card?", (SPACE.act("card", c) for c in sorted(set(drawn))))


@RULES.answer("hc_train")
def _train_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    seat, drawn, kept = st[1], st[2], argument(a)
    p = s.pool(seat)
    s.change_pool(seat, hand=tuple(sorted((*p.hand, kept))))
    add_to(s, "skill_discard", *take(drawn, kept))
    log(s, seat, f"{hero_name(s, seat)} receives training: {CARDS[p.hero][kept].name}")
    s.stack.append(("hc_limit", seat))


@RULES.step("hc_limit")
def _limit(s: MeqState, st: tuple) -> Decision | None:
    """Distraught: a hand over the limit discards, the hero's choice, down to it (R262)."""
    cap = hand_limit(s, st[1])
    if cap is None or len(s.pool(st[1]).hand) <= cap:
        s.stack.pop()
        return None
    return ask(s, st[1], DecisionKind.CHOOSE_CARD, "Hand limit: discard a card", _hand_cards(s, st[1]), always=True)


@RULES.answer("hc_limit")
def _limit_answer(s: MeqState, st: tuple, a: Action) -> None:
    _to_rest(s, st[1], argument(a))


@RULES.step("hc_discard")
def _discard(s: MeqState, st: tuple) -> Decision | None:
    if not s.pool(st[1]).hand:
        s.stack.pop()
        return None
    return ask(s, st[1], DecisionKind.CHOOSE_CARD, "Discard a card from your hand", _hand_cards(s, st[1]), always=True)


@RULES.answer("hc_discard")
def _discard_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    _to_rest(s, st[1], argument(a))


# --- damage and shields ----------------------------------------------------------------------------


@RULES.step("hc_damage")
def _damage(s: MeqState, st: tuple) -> Decision | None:
    """Damage outside combat (p. 32): each point a card from the hand or the top of the life pool, face
    down into the damage pool; with both empty he is defeated."""
    seat, owed = st[1], st[2]
    p = s.pool(seat)
    if not owed:
        s.stack.pop()
        return None
    if not p.life and not p.hand:
        s.stack.pop()
        s.stack.append(("defeat", seat))
        return None
    opts = [SPACE["life"]] if p.life and (len(p.life) >= owed or not p.hand) else []
    return ask(
        s,
        seat,
        DecisionKind.CHOOSE_CARD,
        f"Damage: {owed} to pay (life pool or a card in hand)",
        [*opts, *_hand_cards(s, seat)],
        secret=f"{hero_name(s, seat)} pays damage",
        always=True,
    )


@RULES.answer("hc_damage")
def _damage_answer(s: MeqState, st: tuple, a: Action) -> None:
    seat, owed = st[1], st[2]
    p = s.pool(seat)
    if a.id == "life":
        paid, life = [], p.life
        for _ in range(min(owed, len(life))):
            card, life = pick(s, life)
            paid.append(card)
        s.change_pool(seat, life=life, damage=tuple(sorted((*p.damage, *paid))))
        s.stack[-1] = ("hc_damage", seat, owed - len(paid))
        return
    card = argument(a)
    s.change_pool(seat, hand=take(p.hand, card), damage=tuple(sorted((*p.damage, card))))
    s.stack[-1] = ("hc_damage", seat, owed - 1)


@RULES.step("hc_shields")
def _shields(s: MeqState, st: tuple) -> Decision | None:
    """Damage the hero may lessen: he discards hand cards one at a time, each lowering it by its shields
    (its defence value, C10); only cards with a shield are offered (R256)."""
    seat, e, got = st[1], st[3], st[4]
    opts = _hand_cards(s, seat, shields=True) if got < e.n else []
    return ask(
        s,
        seat,
        DecisionKind.CHOOSE_CARD,
        f"{e.n - got} damage: discard cards for their shields, or take it",
        [*opts, SPACE["done"]],
        always=True,
    )


@RULES.answer("hc_shields")
def _shields_answer(s: MeqState, st: tuple, a: Action) -> None:
    seat, src, e, got = st[1:]
    if a.id != "done":
        card = argument(a)
        _to_rest(s, seat, card)
        s.stack[-1] = ("hc_shields", seat, src, e, got + CARDS[s.pool(seat).hero][card].defense)
        return
    s.stack.pop()
    left = max(0, e.n - got)
    log(s, seat, f"{hero_name(s, seat)} is dealt {left} damage")
    if left:
        s.stack.append(("hc_damage", seat, left))
    else:
        start(s, seat, src, e.then)


# --- Items and Corruption ----------------------------------------------------------------------------


@RULES.step("hc_item")
def _item(s: MeqState, st: tuple) -> Decision | None:
    items = sorted(set(s.pool(st[1]).items))
    if not items:
        s.stack.pop()
        return None
    return ask(s, st[1], DecisionKind.CHOOSE_ONE, "Discard an Item card", (SPACE.act("item", i) for i in items))


@RULES.answer("hc_item")
def _item_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    p = s.pool(st[1])
    s.change_pool(st[1], items=take(p.items, argument(a)))  # back to the Item deck (items_left)
    log(s, st[1], f"{hero_name(s, st[1])} discards the {C.items[argument(a)].name}")


@RULES.step("hc_give")
def _give(s: MeqState, st: tuple) -> Decision | None:
    """Sauron gives the hero one of the Corruption cards he drew; the others are discarded."""
    return ask(s, SAURON, DecisionKind.CHOOSE_CARD, f"Give {hero_name(s, st[1])} which Corruption card?", (SPACE.act("cure", c) for c in sorted(set(st[2]))))


@RULES.answer("hc_give")
def _give_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    add_to(s, "corruption_discard", *take(st[2], argument(a)))
    give_corruption(s, st[1], argument(a))


@RULES.step("hc_cure")
def _cure(s: MeqState, st: tuple) -> Decision | None:
    """Discard one of the hero's Corruption cards, his choice (``st[2]``: paying 1 favor each, as many
    as he likes)."""
    seat, for_favor = st[1], st[2]
    p = s.pool(seat)
    if not p.corruption or (for_favor and not p.favor):
        s.stack.pop()
        return None
    opts = [SPACE.act("cure", c) for c in sorted(set(p.corruption))]
    prompt = "Spend 1 favor to discard a Corruption card?" if for_favor else "Discard which Corruption card?"
    return ask(s, seat, DecisionKind.CHOOSE_CARD, prompt, [*opts, *([SPACE["done"]] if for_favor else [])])


@RULES.answer("hc_cure")
def _cure_answer(s: MeqState, st: tuple, a: Action) -> None:
    seat, for_favor = st[1], st[2]
    if a.id == "done":
        s.stack.pop()
        return
    if not for_favor:
        s.stack.pop()
    p = s.pool(seat)
    s.change_pool(seat, corruption=take(p.corruption, argument(a)), favor=p.favor - for_favor)
    add_to(s, "corruption_discard", argument(a))
    log(s, seat, f"{hero_name(s, seat)} discards the Corruption card {CORRUPTIONS[argument(a)].name}")


# --- places ------------------------------------------------------------------------------------------


def adjacent(loc: str) -> list[str]:
    return sorted({p.b if p.a == loc else p.a for p in C.paths if loc in (p.a, p.b)})


@RULES.step("hc_move")
def _move(s: MeqState, st: tuple) -> Decision | None:
    seat, e = st[1], st[2]
    loc = where(s, seat)
    places = list(nearest_havens(C, loc)) if e.to == "haven" else adjacent(loc)
    who = seat if e.by == V.HERO else SAURON
    return ask(s, who, DecisionKind.CHOOSE_ONE, f"Where does {hero_name(s, seat)} go?", (SPACE.act("at", x) for x in places))


@RULES.answer("hc_move")
def _move_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    move_hero(s, st[1], argument(a), st[2].encounter)


@RULES.step("hc_character")
def _character(s: MeqState, st: tuple) -> Decision | None:
    havens = [x for x, place in C.locations.items() if place.haven]
    return ask(s, st[1], DecisionKind.CHOOSE_ONE, f"Place {C.characters[st[2]].name} on which Haven?", (SPACE.act("at", x) for x in havens))


@RULES.answer("hc_character")
def _character_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    place_character(s, st[2], argument(a))


def _region_spots(s: MeqState, seat: int, regions: tuple[str, ...]) -> list[str]:
    return [x for r in (regions or (region_of(s, seat),)) for x in C.regions[r].locations]


@RULES.step("hc_place")
def _place(s: MeqState, st: tuple) -> Decision | None:
    """Sauron's influence from a card (R13): one token on each of up to ``spots`` different locations
    of the region, never a Haven; then a monster token if the card gives one."""
    seat, e, left, used = st[1:]
    here = where(s, seat)
    spots = [
        x
        for x in _region_spots(s, seat, e.regions)
        if not C.locations[x].haven and x not in used and not (e.not_here and x == here)
    ]
    if not left or not spots:
        s.stack.pop()
        if e.token:
            s.stack.append(("hc_token", seat, e))
        return None
    done = [SPACE["done"]] if e.optional else []
    return ask(s, SAURON, DecisionKind.CHOOSE_ONE, "Place influence on", [*(SPACE.act("at", x) for x in spots), *done])


@RULES.answer("hc_place")
def _place_answer(s: MeqState, st: tuple, a: Action) -> None:
    seat, e, left, used = st[1:]
    if a.id == "done":
        s.stack[-1] = ("hc_place", seat, e, 0, used)
        return
    s.board = INF.add_influence(s.board, C, argument(a))
    log(s, None, f"Sauron places influence on {C.locations[argument(a)].name}")
    s.stack[-1] = ("hc_place", seat, e, left - 1, (*used, argument(a)))


@RULES.step("hc_token")
def _token(s: MeqState, st: tuple) -> Decision | None:
    seat, e = st[1], st[2]
    here = where(s, seat)
    spots = [x for x in _region_spots(s, seat, e.regions) if not (e.not_here and x == here)]
    group = C.regions[region_of(s, seat)].group
    if not s.decks.get(f"pile:{group}"):
        s.stack.pop()
        return None
    return ask(s, SAURON, DecisionKind.CHOOSE_ONE, "Place a monster token on", [*(SPACE.act("at", x) for x in spots), SPACE["pass"]])


@RULES.answer("hc_token")
def _token_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "pass":
        return
    group = C.regions[region_of(s, st[1])].group
    face = draw(s, f"pile:{group}")
    assert face is not None
    s.board = s.board.add_token(argument(a), Token(group, face))
    log(s, SAURON, f"Sauron places a monster token on {C.locations[argument(a)].name}")


def chain(s: MeqState, stronghold: str) -> set[str]:
    """The Stronghold and the influenced locations joined to it (its extension, p. 16)."""
    seen, todo = {stronghold}, [stronghold]
    while todo:
        for x in adjacent(todo.pop()):
            if x not in seen and s.board.influence_at(x):
                seen.add(x)
                todo.append(x)
    return seen


@RULES.step("hc_extend")
def _extend(s: MeqState, st: tuple) -> Decision | None:
    """One influence in extension of the Stronghold: a legal Place Influence spot (p. 16) in its chain
    or next to it; none left, the token is not placed (R11)."""
    ext = chain(s, st[2])
    spots = [x for x in INF.legal_spots(s.board, C) if x in ext or any(y in ext for y in adjacent(x))]
    if not spots:
        s.stack.pop()
        return None
    return ask(s, SAURON, DecisionKind.CHOOSE_ONE, f"Influence in extension of {C.locations[st[2]].name}", (SPACE.act("at", x) for x in spots))


@RULES.answer("hc_extend")
def _extend_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    s.board = INF.place_one(s.board, C, argument(a))


@RULES.step("hc_clear")
def _clear(s: MeqState, st: tuple) -> Decision | None:
    seat, left = st[1], st[2]
    spots = [x for x in _region_spots(s, seat, ()) if s.board.influence_at(x)]
    if not left or not spots:
        s.stack.pop()
        return None
    return ask(s, seat, DecisionKind.CHOOSE_ONE, f"Remove influence ({left} left) from", [*(SPACE.act("at", x) for x in spots), SPACE["done"]])


@RULES.answer("hc_clear")
def _clear_answer(s: MeqState, st: tuple, a: Action) -> None:
    if a.id == "done":
        s.stack.pop()
        return
    s.board = INF.remove_influence(s.board, C, argument(a), 1)
    log(s, st[1], f"{hero_name(s, st[1])} removes 1 influence from {C.locations[argument(a)].name}")
    s.stack[-1] = ("hc_clear", st[1], st[2] - 1)


@RULES.step("hc_drop")
def _drop(s: MeqState, st: tuple) -> Decision | None:
    spots = [x for x in _region_spots(s, st[1], ()) if s.board.tokens_at(x)]
    if not spots:
        s.stack.pop()
        return None
    return ask(s, st[1], DecisionKind.CHOOSE_ONE, "Discard a monster token from", [*(SPACE.act("at", x) for x in spots), SPACE["pass"]])


@RULES.answer("hc_drop")
def _drop_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "pass":
        return
    loc = argument(a)
    tokens = s.board.tokens_at(loc)
    token = tokens[s.rng.randrange(len(tokens))]  # the hero cannot see which (R259)
    s.board = s.board.remove_token(loc, token)
    add_to(s, f"tokens_out:{token.group}", token.face)
    log(s, st[1], f"{hero_name(s, st[1])} discards a monster token from {C.locations[loc].name}")


# --- Sauron's cards and minions -----------------------------------------------------------------------


@RULES.step("hc_plot")
def _plot(s: MeqState, st: tuple) -> Decision | None:
    hand = sorted(set(s.decks["plot_hand"]))
    if not hand:
        s.stack.pop()
        return None
    return ask(s, SAURON, DecisionKind.CHOOSE_CARD, "Discard which Plot card?", (SPACE.act("plot", x) for x in hand))


@RULES.answer("hc_plot")
def _plot_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    set_pile(s, "plot_hand", take(s.decks["plot_hand"], argument(a)))
    add_to(s, "plot_discard", argument(a))
    log(s, SAURON, f"Sauron discards the Plot {C.plots[argument(a)].name}")


@RULES.step("hc_command")
def _command(s: MeqState, st: tuple) -> Decision | None:
    """Sauron commands one minion (p. 18): which, then where; one that comes to the hero fights him."""
    seat, minion = st[1], st[2]
    if minion is None:
        minions = sorted(s.board.minions)
        if not minions:
            s.stack.pop()
            return None
        return ask(s, SAURON, DecisionKind.CHOOSE_ONE, "Command which minion?", [*(SPACE.act("minion", m) for m in minions), SPACE["pass"]])
    return ask(s, SAURON, DecisionKind.CHOOSE_ONE, f"Move {C.minions[minion].name} to", (SPACE.act("at", x) for x in adjacent(s.board.minions[minion])))


@RULES.answer("hc_command")
def _command_answer(s: MeqState, st: tuple, a: Action) -> None:
    seat, minion = st[1], st[2]
    s.stack.pop()
    if a.id == "pass":
        return
    if minion is None:
        s.stack.append(("hc_command", seat, argument(a)))
        return
    loc = argument(a)
    s.board = s.board.move_minion(minion, loc)
    log(s, SAURON, f"Sauron moves {C.minions[minion].name} to {C.locations[loc].name}")
    if loc == where(s, seat):
        fight(s, Fight(seat, minion, loc, None, False))


@RULES.step("hc_minion")
def _minion(s: MeqState, st: tuple) -> Decision | None:
    """The minion that fights the hero: one on his location, Sauron's choice (R261)."""
    return ask(s, SAURON, DecisionKind.CHOOSE_ONE, "Which minion fights?", (SPACE.act("fight", m) for m in s.board.minions_at(where(s, st[1]))))


@RULES.answer("hc_minion")
def _minion_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    seat, e = st[1], st[2]
    fight(s, Fight(seat, argument(a), where(s, seat), None, not e.goes_on, won=e.won))


@RULES.step("hc_extra_peril")
def _extra_peril(s: MeqState, st: tuple) -> Decision | None:
    """Reckless: Sauron may draw more Peril cards in this hero's turn."""
    return ask(s, SAURON, DecisionKind.YES_NO, f"Draw {st[2]} more Peril card(s)?", (SPACE["yes"], SPACE["no"]))


@RULES.answer("hc_extra_peril")
def _extra_peril_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "yes":
        add_to(s, "peril_drawn", *draw_many(s, "peril", st[2], "peril_discard"))
        log(s, SAURON, "Sauron draws more Peril cards")


# --- choices ---------------------------------------------------------------------------------------


def offered(s: MeqState, seat: int, e: V.Choose) -> list[int]:
    """The branches whose costs the hero can pay (R251)."""
    return [i for i, option in enumerate(e.options) if payable(s, seat, option)]


@RULES.step("hc_choose")
def _choose(s: MeqState, st: tuple) -> Decision | None:
    seat, e = st[1], st[3]
    opts = [SPACE.act("option", i) for i in offered(s, seat, e)]
    if e.optional:
        opts.append(SPACE["pass"])
    if not opts:
        s.stack.pop()
        return None
    who = seat if e.by == V.HERO else SAURON
    return ask(s, who, DecisionKind.CHOOSE_ONE, f"{C.heroes[s.heroes[seat - 1]].name}'s card: choose", opts)


@RULES.answer("hc_choose")
def _choose_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    seat, src, e = st[1], st[2], st[3]
    if a.id == "pass":
        log(s, seat, "nothing is chosen")
        return
    option = e.options[int(argument(a))]
    log(s, seat if e.by == V.HERO else SAURON, f"chosen: {V.say(option)}")
    start(s, seat, src, option)


def option_label(s: MeqState, i: int) -> str:
    """How ``option:i`` reads in the choice now asked."""
    top = s.stack[-1] if s.stack else None
    if top is None or top[0] != "hc_choose" or i >= len(top[3].options):
        return f"option {i}"
    return V.say(top[3].options[i])
