"""The decisions hero-side card text asks of the hero and his cards: which Skill card to keep, which
cards pay damage or are discarded, which Item or Corruption card goes, which branch of a choice, and
Reckless's extra Peril draw. Each step is pushed by :mod:`.run` and answers with the action space's own
verbs; every option is a legal action whose label the flow reads (``text.py``, :func:`option_label`).
The board's decisions are :mod:`.places`."""

from __future__ import annotations

from eregion.cards.presentation import asked_by
from eregion.core import Action, Decision, DecisionKind
from eregion.games.meq import growth as GR
from eregion.games.meq.engine import RULES, SAURON, SPACE, argument
from eregion.games.meq.herocards import vocab as V
from eregion.games.meq.herocards.hero import hand_limit, rule_card
from eregion.games.meq.herocards.run import (
    CORRUPTIONS,
    give_corruption,
    payable,
    source_name,
    start,
)
from eregion.games.meq.state import MeqState, log
from eregion.games.meq.steps import CARDS, C, add_to, ask, draw_many, hero_name, pick, take


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
    seat, drawn, src = st[1:]
    if not drawn:
        drawn = tuple(draw_many(s, "skills", GR.TRAINING_DRAW, "skill_discard"))
        if not drawn:
            s.stack.pop()
            return None
        s.stack[-1] = ("hc_train", seat, drawn, src)
    return ask(
        s,
        seat,
        DecisionKind.CHOOSE_CARD,
        asked_by(source_name(src), "Training: keep which Skill card?"),
        (SPACE.act("card", c) for c in sorted(set(drawn))),
        secret=f"{hero_name(s, seat)} keeps a Skill card",
    )


@RULES.answer("hc_train")
def _train_answer(s: MeqState, st: tuple, a: Action) -> None:
    """The kept card goes to his hidden hand; only the one discarded face up is named (R512)."""
    s.stack.pop()
    seat, drawn, kept = st[1], st[2], argument(a)
    p = s.pool(seat)
    s.change_pool(seat, hand=tuple(sorted((*p.hand, kept))))
    gone = take(drawn, kept)
    add_to(s, "skill_discard", *gone)
    names = " and ".join(CARDS[p.hero][k].name for k in gone)
    log(
        s,
        seat,
        f"{hero_name(s, seat)} receives training" + (f", discarding {names} face up" if names else ""),
    )
    s.stack.append(("hc_limit", seat))


@RULES.step("hc_limit")
def _limit(s: MeqState, st: tuple) -> Decision | None:
    """Distraught: a hand over the limit discards, the hero's choice, down to it (R262)."""
    cap = hand_limit(s, st[1])
    if cap is None or len(s.pool(st[1]).hand) <= cap:
        s.stack.pop()
        return None
    prompt = asked_by(rule_card(s, st[1], "hand_limit"), f"Discard a card (you may hold {cap} at most)")
    return ask(s, st[1], DecisionKind.CHOOSE_CARD, prompt, _hand_cards(s, st[1]), always=True)


@RULES.answer("hc_limit")
def _limit_answer(s: MeqState, st: tuple, a: Action) -> None:
    _to_rest(s, st[1], argument(a))


@RULES.step("hc_discard")
def _discard(s: MeqState, st: tuple) -> Decision | None:
    if not s.pool(st[1]).hand:
        s.stack.pop()
        return None
    return ask(
        s,
        st[1],
        DecisionKind.CHOOSE_CARD,
        asked_by(source_name(st[2]), "Discard a card from your hand"),
        _hand_cards(s, st[1]),
        always=True,
    )


@RULES.answer("hc_discard")
def _discard_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    _to_rest(s, st[1], argument(a))


# --- damage and shields ----------------------------------------------------------------------------


@RULES.step("hc_damage")
def _damage(s: MeqState, st: tuple) -> Decision | None:
    """Damage outside combat (p. 32): each point a card from the hand or the top of the life pool, face
    down into the damage pool; with both empty he is defeated."""
    seat, owed, src = st[1:]
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
        asked_by(source_name(src), f"Damage: {owed} to pay (life pool or a card in hand)"),
        [*opts, *_hand_cards(s, seat)],
        secret=f"{hero_name(s, seat)} pays damage",
        always=True,
    )


@RULES.answer("hc_damage")
def _damage_answer(s: MeqState, st: tuple, a: Action) -> None:
    seat, owed, src = st[1:]
    p = s.pool(seat)
    if a.id == "life":
        paid, life = [], p.life
        for _ in range(min(owed, len(life))):
            card, life = pick(s, life)
            paid.append(card)
        s.change_pool(seat, life=life, damage=tuple(sorted((*p.damage, *paid))))
        s.stack[-1] = ("hc_damage", seat, owed - len(paid), src)
        return
    card = argument(a)
    s.change_pool(seat, hand=take(p.hand, card), damage=tuple(sorted((*p.damage, card))))
    s.stack[-1] = ("hc_damage", seat, owed - 1, src)


@RULES.step("hc_shields")
def _shields(s: MeqState, st: tuple) -> Decision | None:
    """Damage the hero may lessen: he discards hand cards one at a time, each lowering it by its shields
    (its defence value, C10); only cards with a shield are offered (R256)."""
    seat, src, e, got = st[1:]
    opts = _hand_cards(s, seat, shields=True) if got < e.n else []
    return ask(
        s,
        seat,
        DecisionKind.CHOOSE_CARD,
        asked_by(source_name(src), f"{e.n - got} damage: discard cards for their shields, or take it"),
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
        s.stack.append(("hc_damage", seat, left, src))
    else:
        start(s, seat, src, e.then)


# --- Items and Corruption ----------------------------------------------------------------------------


@RULES.step("hc_item")
def _item(s: MeqState, st: tuple) -> Decision | None:
    items = sorted(set(s.pool(st[1]).items))
    if not items:
        s.stack.pop()
        return None
    prompt = asked_by(source_name(st[2]), "Discard an Item card")
    return ask(s, st[1], DecisionKind.CHOOSE_ONE, prompt, (SPACE.act("item", i) for i in items))


@RULES.answer("hc_item")
def _item_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    p = s.pool(st[1])
    s.change_pool(st[1], items=take(p.items, argument(a)))  # back to the Item deck (items_left)
    log(s, st[1], f"{hero_name(s, st[1])} discards the {C.items[argument(a)].name}")


@RULES.step("hc_give")
def _give(s: MeqState, st: tuple) -> Decision | None:
    """Sauron gives the hero one of the Corruption cards he drew; the others are discarded."""
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_CARD,
        asked_by(source_name(st[3]), f"Give {hero_name(s, st[1])} which Corruption card?"),
        (SPACE.act("cure", c) for c in sorted(set(st[2]))),
    )


@RULES.answer("hc_give")
def _give_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    add_to(s, "corruption_discard", *take(st[2], argument(a)))
    give_corruption(s, st[1], argument(a))


@RULES.step("hc_cure")
def _cure(s: MeqState, st: tuple) -> Decision | None:
    """Discard one of the hero's Corruption cards, his choice (``st[2]``: paying 1 favor each, as many
    as he likes)."""
    seat, for_favor, src = st[1:]
    p = s.pool(seat)
    if not p.corruption or (for_favor and not p.favor):
        s.stack.pop()
        return None
    opts = [SPACE.act("cure", c) for c in sorted(set(p.corruption))]
    prompt = "Spend 1 favor to discard a Corruption card?" if for_favor else "Discard which Corruption card?"
    prompt = asked_by(source_name(src), prompt)
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


@RULES.step("hc_extra_peril")
def _extra_peril(s: MeqState, st: tuple) -> Decision | None:
    """Reckless: Sauron may draw more Peril cards in this hero's turn."""
    more = f"Draw {st[2]} more Peril card{'s' if st[2] > 1 else ''}?"
    prompt = asked_by(rule_card(s, st[1], "extra_peril"), more)
    return ask(s, SAURON, DecisionKind.YES_NO, prompt, (SPACE["yes"], SPACE["no"]))


@RULES.answer("hc_extra_peril")
def _extra_peril_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    if a.id == "yes":
        add_to(s, "peril_drawn", *draw_many(s, "peril", st[2], "peril_discard"))
        log(s, SAURON, "Sauron draws more Peril cards")


# --- choices ---------------------------------------------------------------------------------------


def offered(s: MeqState, seat: int, e: V.Choose) -> list[int]:
    """The branches whose costs the chooser can pay (R251); when he can pay none of a choice he must
    make, every branch, each done as far as it can be."""
    ok = [i for i, option in enumerate(e.options) if payable(s, seat, option, e.by)]
    return ok if ok or e.optional else list(range(len(e.options)))


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
    prompt = f"{source_name(st[2])} ({C.heroes[s.heroes[seat - 1]].name}'s card): choose"
    return ask(s, who, DecisionKind.CHOOSE_ONE, prompt, opts)


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
