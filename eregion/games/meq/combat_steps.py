"""A combat in the game flow (pp. 27-32): the Preparation with the agility split, rounds in which the
hero chooses his card face down before Sauron chooses his, the hero's damage paid card by card, and
the Resolution applied to the hero's pools, the monster token, the minion's damage and the influence
an undefeated foe lets Sauron place. The rules of a round are :mod:`.combat`, the card abilities
:mod:`.combatcards`: the choices they leave are decisions here (R203), as are Anticipate's open first
choice (R213), the Balrog's random card and Retreat's move (R220)."""

from __future__ import annotations

from dataclasses import replace

from eregion.cards.presentation import asked_by
from eregion.core import Action, Decision, DecisionKind
from eregion.core.engine import GameOver
from eregion.games.meq import combat as CB
from eregion.games.meq import combatcards as CC
from eregion.games.meq import finale as FN
from eregion.games.meq import options as OP
from eregion.games.meq import quests as QU
from eregion.games.meq.engine import RULES, SAURON, SPACE, argument
from eregion.games.meq.herocards import hero as HC
from eregion.games.meq.herocards.run import HERO_CARDS as EFFECTS
from eregion.games.meq.herocards.run import NAMES, after_combat, start
from eregion.games.meq.sauron_turn import dominant, opts
from eregion.games.meq.sauroncards.hero_parts import give_corruption
from eregion.games.meq.shadow import COMBAT_START
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
    log(s, None, f"combat: {hero_name(s, f.hero)} against {_foe_name(s)}")
    push(s, ("shadow_window", COMBAT_START, f.hero), ("prepare",), ("combat_round",), ("resolution",))
    EFFECTS.combat_begins(s, s.heroes[f.hero - 1])  # before the Preparation (Cowardly)
    return None


@RULES.step("prepare")
def _prepare(s: MeqState, st: tuple) -> Decision | None:
    """Preparation (p. 28): the hero splits his agility between cards drawn and strength (R27)."""
    f = fight(s)
    p = s.pool(f.hero)
    most = min(max(0, HC.attribute(s, f.hero, "agility") - f.agility_less), len(p.life))
    return ask(
        s,
        f.hero,
        DecisionKind.CHOOSE_NUMBER,
        f"{_asking(s, 'Preparation')}: how many cards to draw with your agility (the rest is strength)?",
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
        max(0, HC.attribute(s, f.hero, "strength") - f.strength_less),
        max(0, HC.attribute(s, f.hero, "agility") - f.agility_less),
        int(argument(a)),
        [cards[c] for c in p.hand],
        [cards[c] for c in life],
        dict(s.minion_damage).get(f.foe, 0) if foe.minion else 0,
        [cards[c] for c in p.rest],
    )
    s.change_pool(f.hero, hand=(), life=())  # in the combat until its Resolution
    s.fight = replace(f, combat=CC.RULES.begin(combat, s.rng))
    _aftermath(s)


def _aftermath(s: MeqState) -> None:
    """What abilities leave outside the combat, done at once: what a combatant had to say aloud is
    logged, Corruption cards are given to the hero (p. 26), his rest pool is shown as it stands."""
    f = fight(s)
    c = _combat_now(s)
    for line in c.said:
        log(s, None, line)
    for _ in range(c.corruption):  # as Sauron's cards give them: one that acts at once does (R254, R510)
        give_corruption(s, f.hero)
    s.fight = replace(f, combat=replace(c, said=(), corruption=0))
    s.change_pool(f.hero, rest=tuple(k.id for k in c.rest))


def _combat_now(s: MeqState) -> CB.Combat:
    c = fight(s).combat
    assert c is not None
    return c


def _order(c: CB.Combat) -> tuple[CB.Who, CB.Who]:
    """The hero chooses first, unless a card makes Sauron choose first, face up (R213)."""
    return (CB.FOE, CB.HERO) if CC.opener(c) == CB.FOE else (CB.HERO, CB.FOE)


def _chosen(f: Fight, who: CB.Who) -> str | None:
    return f.chosen if who == CB.HERO else f.foe_chosen


def _choose(s: MeqState, who: CB.Who, card: str, shown: bool = False) -> None:
    f = fight(s)
    s.fight = replace(f, chosen=card, shown=shown) if who == CB.HERO else replace(f, foe_chosen=card)


@RULES.step("combat_round")
def _combat_round(s: MeqState, st: tuple) -> Decision | None:
    """A round (pp. 28-29): the hero chooses his card (or declares himself exhausted) face down, then
    Sauron chooses his; both are revealed together. Before it, the choices the last round's abilities
    left are settled, then the hero pays his damage."""
    f = fight(s)
    c = _combat_now(s)
    if c.pending:
        first = c.pending[0]
        seat = f.hero if first.choice.decider(first.owner) == CB.HERO else SAURON
        opts = [SPACE[o] for o in first.choice.options(c, first.owner)]
        prompt = asked_by(first.source, first.choice.prompt())
        return ask(s, seat, DecisionKind.CHOOSE_ONE, prompt, opts, always=True)
    if c.owed:
        s.stack.append(("pay_damage",))
        return None
    if c.over:
        s.stack.pop()
        return None
    opener = CC.opener(c)
    for who in _order(c):
        if _chosen(f, who) is not None:
            continue
        side = c.side(who)
        if side.exhausted:
            _choose(s, who, "")
            return None
        if CC.at_random(c, who) and side.hand:
            card = side.hand[s.rng.randrange(len(side.hand))].id
            _choose(s, who, card)
            log(s, None, f"{_name(s, who)} must play a card at random")
            return None
        opts = [SPACE.act("card", k) for k in sorted({k.id for k in side.hand})]
        first = " (face up, first)" if opener == who else ""
        if who == CB.HERO:
            secret = None if opener == CB.HERO else f"{hero_name(s, f.hero)} has chosen"
            prompt = f"{_asking(s, f'round {c.round + 1}')}: choose your card{first}"
            return ask(s, f.hero, DecisionKind.CHOOSE_CARD, prompt, [*opts, SPACE["exhaust"]], secret, True)
        prompt = f"{_asking(s, f'round {c.round + 1}')}: choose the foe's card{first}"
        return ask(s, SAURON, DecisionKind.CHOOSE_CARD, prompt, [*opts, SPACE["exhaust"]], always=True)
    _play(s)
    return None


def _foe_name(s: MeqState) -> str:
    foe = fight(s).foe
    return C.monsters[foe].name if foe in C.monsters else C.minions[foe].name


def _asking(s: MeqState, part: str) -> str:
    """What the combat's own questions begin with: the rule that asks, the combat, and its part
    (issue 15: every prompt names what asks it)."""
    return f"Combat, {hero_name(s, fight(s).hero)} against {_foe_name(s)}, {part}"


def _name(s: MeqState, who: CB.Who) -> str:
    f = fight(s)
    return hero_name(s, f.hero) if who == CB.HERO else "the foe"


@RULES.answer("combat_round")
def _combat_round_answer(s: MeqState, st: tuple, a: Action) -> None:
    f = fight(s)
    c = _combat_now(s)
    if c.pending:
        s.fight = replace(f, combat=CB.settle(c, a.id))
        _aftermath(s)
        return
    who = CB.FOE if s.decision is not None and s.decision.player == SAURON else CB.HERO
    card = "" if a.id == "exhaust" else argument(a)
    opener = CC.opener(c)
    _choose(s, who, card, shown=opener == CB.HERO)
    if opener == who:
        what = next(k.name for k in c.side(who).hand if k.id == card) if card else "nothing (exhausted)"
        log(s, None, f"{_name(s, who)} chooses first, face up: {what}")


def _play(s: MeqState) -> None:
    f = fight(s)
    c = CB.play_round(_combat_now(s), f.chosen or None, f.foe_chosen or None, CC.RULES, s.rng)
    s.fight = replace(f, combat=c, chosen=None, foe_chosen=None, shown=False)
    hp, fp = c.hero.play, c.foe.play
    what = lambda p: p.card.name if p.card else "nothing"
    log(
        s,
        None,
        f"round {c.round}: {what(hp)} against {what(fp)}; the foe has {c.damage} damage, "
        f"{hero_name(s, f.hero)} is dealt {c.owed}",
    )
    _aftermath(s)


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
    forced = c.from_hand and c.hero.hand  # some of it must come from the hand (R212)
    opts = [SPACE["life"]] if (len(c.life) >= c.owed or not c.hero.hand) and not forced else []
    opts += [SPACE.act("pay", k) for k in sorted({k.id for k in c.hero.hand})]
    return ask(
        s,
        f.hero,
        DecisionKind.CHOOSE_CARD,
        f"{_asking(s, f'round {c.round}')}: damage: {c.owed} to pay (life pool or a card in hand)",
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
        one = CB.pay(replace(c, owed=1, from_hand=min(1, c.from_hand)), (argument(a),))
        c = replace(one, owed=c.owed - 1, from_hand=max(0, c.from_hand - 1) if c.owed > 1 else 0)
    s.fight = replace(f, combat=c)


@RULES.step("resolution")
def _resolution(s: MeqState, st: tuple) -> Decision | None:
    """Resolution (p. 29; R34): the hero's stack onto his rest pool, his hand kept, the foe's cards back
    into its deck, a monster token discarded, a minion's damage kept; an undefeated foe lets Sauron place
    its wisdom in influence, and a defeat or an undefeated foe of the Travel step ends the turn."""
    s.stack.pop()
    f = fight(s)
    c = _combat_now(s)
    p = s.pool(f.hero)
    r = CB.resolve(c, f.travel and not CC.keeps_turn(p.hero))
    s.change_pool(
        f.hero,
        hand=tuple(sorted(k.id for k in r.hero_hand)),
        life=tuple(sorted(k.id for k in r.hero_life)),
        rest=tuple(k.id for k in r.hero_rest),
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
    if not r.ends_turn or r.hero_defeated:  # below what the combat's end brings, not dropped by it
        after_combat(s, f.hero)
    if r.hero_defeated:
        s.stack.append(("defeat", f.hero))
    elif r.ends_turn:
        end_turn(s)
        after_combat(s, f.hero)
    elif r.retreated:
        s.stack.append(("retreat_to", f.hero))
    if r.influence:
        s.stack.append(("spare_influence", r.influence, True))
    # what the combat gives resolves first, before a defeat or the turn's end takes it away (R282)
    deed = QU.Fought(f.foe, f.loc, r.foe_defeated, f.quest)
    for quest in QU.completable(C, p.hero, s.pool(f.hero).quests, deed):  # a combat quest (R108)
        s.change_pool(f.hero, quests=QU.complete(C, p.hero, s.pool(f.hero).quests, quest, deed))
        log(s, f.hero, f"{hero_name(s, f.hero)} completes the quest {NAMES['quest'][quest]}")
        EFFECTS.quest_reward(s, p.hero, quest)
    if r.foe_defeated and f.won:  # a card's fight: what defeating the foe gives (herocards)
        start(s, f.hero, ("combat", f.foe), f.won)
    return None


@RULES.step("retreat_to")
def _retreat_to(s: MeqState, st: tuple) -> Decision | None:
    """Retreat (R220): the hero, who ended the combat, moves to an adjacent location, without paying
    for the path and without a Combat or Peril there; then his turn goes on."""
    seat = st[1]
    here = s.board.heroes[s.heroes[seat - 1]]
    opts = [SPACE.act("go", loc) for loc in C.adjacent[here]]
    return ask(s, seat, DecisionKind.MOVE, "Retreat: move to which adjacent location?", opts)


@RULES.answer("retreat_to")
def _retreat_to_answer(s: MeqState, st: tuple, a: Action) -> None:
    s.stack.pop()
    seat, dst = st[1], argument(a)
    s.board = s.board.move_hero(s.heroes[seat - 1], dst)
    log(s, seat, f"{hero_name(s, seat)} retreats to {C.locations[dst].name}")
