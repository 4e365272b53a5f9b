"""A combat in the game flow (pp. 27-32): the Preparation with the agility split, rounds in which the
hero chooses his card face down before Sauron chooses his, the hero's damage paid card by card, and
the Resolution applied to the hero's pools, the monster token, the minion's damage and the influence
an undefeated foe lets Sauron place. The rules of a round are :mod:`.combat`; card abilities are not
yet encoded (``combat.PRINTED``)."""

from __future__ import annotations

from dataclasses import replace

from eregion.core import Action, Decision, DecisionKind
from eregion.core.engine import GameOver
from eregion.games.meq import combat as CB
from eregion.games.meq import finale as FN
from eregion.games.meq import options as OP
from eregion.games.meq import quests as QU
from eregion.games.meq.engine import RULES, SAURON, SPACE, argument
from eregion.games.meq.herocards import hero as HC
from eregion.games.meq.herocards.run import HERO_CARDS as EFFECTS
from eregion.games.meq.herocards.run import start
from eregion.games.meq.sauron_turn import dominant, opts
from eregion.games.meq.state import Fight, MeqState, log
from eregion.games.meq.steps import CARDS, TRACK, C, add_to, advance, ask, end_turn, hero_name, push


def fight(s: MeqState) -> Fight:
    assert s.fight is not None
    return s.fight


def foe_of(s: MeqState, f: Fight) -> CB.Foe:
    return CB.foe_stats(C, f.foe, f.adjustment)


@RULES.step("combat")
def _combat(s: MeqState, st: tuple) -> Decision | None:
    s.stack.pop()
    f = fight(s)
    name = C.monsters[f.foe].name if f.foe in C.monsters else C.minions[f.foe].name
    log(s, None, f"combat: {hero_name(s, f.hero)} against {name}")
    push(s, ("prepare",), ("combat_round",), ("resolution",))
    EFFECTS.combat_begins(s, s.heroes[f.hero - 1])  # before the Preparation (Cowardly)
    return None


@RULES.step("prepare")
def _prepare(s: MeqState, st: tuple) -> Decision | None:
    """Preparation (p. 28): the hero splits his agility between cards drawn and strength (R27)."""
    f = fight(s)
    p = s.pool(f.hero)
    most = min(HC.attribute(s, f.hero, "agility"), len(p.life))
    return ask(
        s,
        f.hero,
        DecisionKind.CHOOSE_NUMBER,
        "Agility: how many cards to draw (the rest is strength)?",
        (SPACE.act("n", k) for k in range(most + 1)),
    )


@RULES.answer("prepare")
def _prepare_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    f = fight(s)
    p = s.pool(f.hero)
    foe = foe_of(s, f)
    deck = list(CB.combat_deck(C, foe))
    s.rng.shuffle(deck)
    life = list(p.life)
    s.rng.shuffle(life)
    cards = CARDS[p.hero]
    combat = CB.prepare(
        foe,
        deck,
        HC.attribute(s, f.hero, "strength"),
        HC.attribute(s, f.hero, "agility"),
        int(argument(a)),
        [cards[c] for c in p.hand],
        [cards[c] for c in life],
        dict(s.minion_damage).get(f.foe, 0) if foe.minion else 0,
    )
    s.change_pool(f.hero, hand=(), life=())  # in the combat until its Resolution
    s.fight = replace(f, combat=combat)


def _combat_now(s: MeqState) -> CB.Combat:
    c = fight(s).combat
    assert c is not None
    return c


@RULES.step("combat_round")
def _combat_round(s: MeqState, st: tuple) -> Decision | None:
    """A round (pp. 28-29): the hero chooses his card (or declares himself exhausted) face down, then
    Sauron chooses his; both are revealed together."""
    f = fight(s)
    c = _combat_now(s)
    if c.over:
        s.stack.pop()
        return None
    if c.owed:
        s.stack.append(("pay_damage",))
        return None
    if f.chosen is None:
        if c.hero.exhausted:
            s.fight = replace(f, chosen="")
            return None
        opts = [SPACE.act("card", k) for k in sorted({k.id for k in c.hero.hand})]
        return ask(
            s,
            f.hero,
            DecisionKind.CHOOSE_CARD,
            "Combat: choose your card",
            [*opts, SPACE["exhaust"]],
            secret=f"{hero_name(s, f.hero)} has chosen",
            always=True,
        )
    if c.foe.exhausted:
        _play(s, None)
        return None
    opts = [SPACE.act("card", k) for k in sorted({k.id for k in c.foe.hand})]
    return ask(
        s,
        SAURON,
        DecisionKind.CHOOSE_CARD,
        "Combat: choose the foe's card",
        [*opts, SPACE["exhaust"]],
        always=True,
    )


@RULES.answer("combat_round")
def _combat_round_answer(s: MeqState, st: tuple, a: Action) -> None:
    f = fight(s)
    card = "" if a.id == "exhaust" else argument(a)
    if f.chosen is None:
        s.fight = replace(f, chosen=card)
    else:
        _play(s, card or None)


def _play(s: MeqState, foe_card: str | None) -> None:
    f = fight(s)
    c = CB.play_round(_combat_now(s), f.chosen or None, foe_card)
    s.fight = replace(f, combat=c, chosen=None)
    hp, fp = c.hero.play, c.foe.play
    what = lambda p: p.card.name if p.card else "nothing"
    log(
        s,
        None,
        f"round {c.round}: {what(hp)} against {what(fp)}; the foe has {c.damage} damage, "
        f"{hero_name(s, f.hero)} is dealt {c.owed}",
    )


@RULES.step("pay_damage")
def _pay_damage(s: MeqState, st: tuple) -> Decision | None:
    """The hero pays each point of damage with a card from his hand or the top of his life pool, face
    down into his damage pool (p. 32; R32)."""
    f = fight(s)
    c = _combat_now(s)
    if not c.owed:
        s.stack.pop()
        return None
    if not c.life and not c.hero.hand:
        s.fight = replace(f, combat=replace(c, owed=0, hero_defeated=True))
        s.stack.pop()
        return None
    opts = [SPACE["life"]] if len(c.life) >= c.owed or not c.hero.hand else []
    opts += [SPACE.act("pay", k) for k in sorted({k.id for k in c.hero.hand})]
    return ask(
        s,
        f.hero,
        DecisionKind.CHOOSE_CARD,
        f"Damage: {c.owed} to pay (life pool or a card in hand)",
        opts,
        secret=f"{hero_name(s, f.hero)} pays damage",
        always=True,
    )


@RULES.answer("pay_damage")
def _pay_damage_answer(s: MeqState, st: tuple, a: Action) -> None:
    f = fight(s)
    c = _combat_now(s)
    if a.id == "life":
        c = CB.pay(c, ())
    else:
        c = replace(CB.pay(replace(c, owed=1), (argument(a),)), owed=c.owed - 1)
    s.fight = replace(f, combat=c)


@RULES.step("resolution")
def _resolution(s: MeqState, st: tuple) -> Decision | None:
    """Resolution (p. 29; R34): the hero's stack onto his rest pool, his hand kept, the foe's cards back
    into its deck, a monster token discarded, a minion's damage kept; an undefeated foe lets Sauron place
    its wisdom in influence, and a defeat or an undefeated foe of the Travel step ends the turn."""
    s.stack.pop()
    f = fight(s)
    c = _combat_now(s)
    r = CB.resolve(c, f.travel)
    p = s.pool(f.hero)
    s.change_pool(
        f.hero,
        hand=tuple(sorted(k.id for k in r.hero_hand)),
        life=tuple(sorted(k.id for k in r.hero_life)),
        rest=(*p.rest, *(k.id for k in r.hero_rest)),
        damage=tuple(sorted((*p.damage, *(k.id for k in r.hero_wounds)))),
    )
    s.fight = None
    log(s, None, "the foe is defeated" if r.foe_defeated else "the foe is not defeated")
    if f.finale:
        side = FN.winner(r)
        s.result = (
            side,
            "the Ringwraiths fall in the Finale"
            if side == "heroes"
            else "the champion fails against the Ringwraiths",
        )
        log(s, None, f"{'Sauron wins' if side == 'sauron' else 'the heroes win'}: {s.result[1]}")
        raise GameOver
    if f.token is not None:
        add_to(s, f"tokens_out:{f.token.group}", f.token.face)
    if f.foe in C.minions:
        s.board, hurt = CB.after_minion_combat(s.board, dict(s.minion_damage), f.foe, r)
        s.minion_damage = tuple(sorted(hurt.items()))
        s.wraiths_back = s.wraiths_back or r.ringwraiths_return
        if r.foe_defeated:  # High Stakes Stage III: Sauron dominant, the heroes' marker gains (p. 35)
            gain = OP.minion_defeat_advance(s.story, TRACK, dominant(s), opts(s))
            if gain:
                advance(s, "green", gain)
    if r.hero_defeated:
        s.stack.append(("defeat", f.hero))
    elif r.ends_turn:
        end_turn(s)
    if r.influence:
        s.stack.append(("spare_influence", r.influence, True))
    # what the combat gives resolves first, before a defeat or the turn's end takes it away (R282)
    deed = QU.Fought(f.foe, f.loc, r.foe_defeated, f.quest)
    for quest in QU.completable(C, p.hero, s.pool(f.hero).quests, deed):  # a combat quest (R108)
        s.change_pool(f.hero, quests=QU.complete(C, p.hero, s.pool(f.hero).quests, quest, deed))
        log(s, f.hero, f"{hero_name(s, f.hero)} completes the quest {quest.replace('_', ' ')}")
        EFFECTS.quest_reward(s, p.hero, quest)
    if r.foe_defeated and f.won:  # a card's fight: what defeating the foe gives (herocards)
        start(s, f.hero, ("combat", f.foe), f.won)
    return None
