"""The combat's card rules: :class:`Rules` implements :class:`~eregion.games.meq.combat.CardRules`
over the encoded texts, and answers the game flow's questions about the next round (who chooses first
and face up, who plays at random) and the Resolution (a hero whose turn goes on)."""

from __future__ import annotations

from collections.abc import Iterator

from eregion.core import Rng
from eregion.games.meq import combat as CB
from eregion.games.meq.combat import FOE, HERO, Combat, Play, Timing, Who, other
from eregion.games.meq.combatcards import heroes, monsters
from eregion.games.meq.combatcards.context import Ctx, opens_note, random_note
from eregion.games.meq.combatcards.statics import KeepsTurn, Static
from eregion.games.meq.combatcards.vocab import Text
from eregion.games.meq.components import components
from eregion.games.meq.facts import CombatCard

CARDS: dict[str, Text] = {**heroes.CARDS, **monsters.CARDS}
"""Every Combat card's text by card id (Hero, Skill and Monster Combat cards)."""
FOES: dict[str, Text] = monsters.FOES
HEROES: dict[str, Text] = heroes.HEROES
NONE = Text()


def card_rules(card_id: str) -> Text:
    return CARDS.get(card_id, NONE)


def _foe(combat: Combat) -> Text:
    return FOES.get(combat.foe_id, NONE)


def _foe_name(combat: Combat) -> str:
    C = components()
    return (C.monsters[combat.foe_id] if combat.foe_id in C.monsters else C.minions[combat.foe_id]).name


class Rules:
    """Every Combat card's and foe's encoded ability (the flow's ``CardRules``)."""

    def _statics(self, combat: Combat, who: Who, card: CombatCard) -> Iterator[Static]:
        yield from card_rules(card.id).statics
        if who == FOE:
            yield from _foe(combat).statics

    def play(self, combat: Combat, who: Who, card: CombatCard) -> Play:
        play = CB.printed(card)
        for static in self._statics(combat, who, card):
            play = static.guard(play)
        return play

    def cost(self, combat: Combat, who: Who, at: int) -> int:
        side = combat.side(who)
        n = side.stack[at].cost
        statics = list(_foe(combat).statics) if who == FOE else []
        if side.last.live and side.last.card is not None:  # "next round" costs (Ready)
            statics += card_rules(side.last.card.id).statics
        for static in statics:
            n = static.cost(combat, who, at, n)
        return n

    def resolve(self, combat: Combat, who: Who, card: CombatCard, timing: Timing, rng: Rng | None) -> Combat:
        """The card's own text first, then (for the foe) its ability, which its card triggers (p. 27)."""
        texts = [(card_rules(card.id), card.name)]
        if who == FOE and timing != CB.PREVIOUS and _foe(combat).abilities:
            texts.append((_foe(combat), _foe_name(combat)))
        c = combat
        for txt, source in texts:
            for ability in txt.abilities:
                if ability.timing() == timing:
                    c = ability.run(Ctx(c, who, rng, source))
        return c

    def begin(self, combat: Combat, rng: Rng | None = None) -> Combat:
        """What the foe's ability does when the combat begins (the Mouth of Sauron's Corruption)."""
        c = combat
        for ability in _foe(combat).abilities:
            if ability.when == "start":
                c = ability.run(Ctx(c, FOE, rng, _foe_name(combat)))
        return c


RULES = Rules()


def opener(combat: Combat) -> Who | None:
    """Who must choose his card first, face up, in the coming round (Anticipate, R213): only while the
    combatant whose card demanded it is not exhausted."""
    for who in (HERO, FOE):
        if opens_note(who, combat.round + 1) in combat.marks and not combat.side(other(who)).exhausted:
            return who
    return None


def at_random(combat: Combat, who: Who) -> bool:
    """``who`` plays a card of his hand at random in the coming round (the Balrog's Fear)."""
    return random_note(who, combat.round + 1) in combat.marks


def keeps_turn(hero: str) -> bool:
    """The hero's own ability keeps his turn going after a combat he did not win (Iron Will)."""
    return any(isinstance(s, KeepsTurn) for s in HEROES.get(hero, NONE).statics)
