"""Every encoded combat ability (eregion.games.meq.combatcards): one scenario per Hero, Skill and
Monster Combat card, per monster and minion ability and per hero ability that acts in combat, each a
combat position in which the card is played and its exact effect checked. Rules: the round's parts
(p. 28), the keywords (cancel, deal X damage, modifying, printed values, reduce to 0, combat stack,
types; p. 29), timing and exhaustion (p. 32); rulings R200-R249 in docs/meq-rules.md.

The opponents play plain cards (no text, ids like ``m30``: melee, attack 3, defence 0), so only the
card under test acts; the foe is nobody in particular (no ability) unless the scenario names it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from eregion.core import Rng
from eregion.games.meq.board import IllegalMove
from eregion.games.meq.combat import (
    FOE,
    HERO,
    PRINTED,
    Combat,
    Pending,
    Side,
    due,
    foe_stats,
    pay,
    play_round,
    prepare,
    resolve,
    settle,
)
from eregion.games.meq.combatcards import CARDS, FOES, HEROES, RULES, at_random, card_text, keeps_turn, opener
from eregion.games.meq.combatcards.choices import ReturnToHand
from eregion.games.meq.combatcards.heroes import OUTSIDE_COMBAT as HERO_OUTSIDE
from eregion.games.meq.components import components
from eregion.games.meq.facts import CombatCard
from eregion.games.meq.minions import ABILITIES as FOE_OUTSIDE

C = components()
K = (
    {k.id: k for d in C.combat_decks.values() for k in d.cards}
    | {k.id: k for h in C.heroes.values() for k in h.deck}
    | {k.id: k for k in C.skills}
)


def plain(type_: str, attack: int, defense: int, cost: int = 0) -> CombatCard:
    ident = f"{type_[0]}{attack}{defense}{cost or ''}"  # m30: melee, attack 3, defence 0; m303 costs 3
    return CombatCard(ident, "Plain", type_, attack, defense, cost, None, 1)


def M(attack: int, defense: int, cost: int = 0) -> CombatCard:
    return plain("melee", attack, defense, cost)


def R(attack: int, defense: int, cost: int = 0) -> CombatCard:
    return plain("ranged", attack, defense, cost)


def fight(
    hero: list[CombatCard | str],
    foe: list[CombatCard | str],
    *,
    foe_id: str = "nobody",
    health: int = 20,
    strength: tuple[int, int] = (20, 20),
    life: list[CombatCard] | None = None,
    rest: list[CombatCard] = (),  # type: ignore[assignment]
    deck: list[CombatCard] = (),  # type: ignore[assignment]
    damage: int = 0,
) -> Combat:
    """A combat in which each side holds these cards (ids for printed cards)."""
    hand = tuple(K[k] if isinstance(k, str) else k for k in hero)
    foes = tuple(K[k] if isinstance(k, str) else k for k in foe)
    return Combat(
        foe_id,
        False,
        health,
        2,
        Side(strength[0], hand),
        Side(strength[1], foes),
        damage=damage,
        life=tuple(life if life is not None else [R(0, 0)] * 6),
        rest=tuple(rest),
        deck=tuple(deck),
    )


def go(c: Combat, hero: CombatCard | str | None, foe: CombatCard | str | None, seed: int = 3) -> Combat:
    """One round with every encoded ability."""
    ident = lambda k: k if k is None or isinstance(k, str) else k.id
    return play_round(c, ident(hero), ident(foe), RULES, Rng(seed))


def on(c: Combat) -> Combat:
    """Between rounds: the hero pays from his life pool."""
    return pay(c) if c.owed else c


SCENARIOS: dict[str, Callable[[], None]] = {}


def scenario(*ids: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    def register(f: Callable[[], None]) -> Callable[[], None]:
        for i in ids:
            SCENARIOS[i] = f
        return f

    return register


# --- statics: cannot be cancelled, defence floor, damage cap --------------------------------------


@scenario("quick_shot", "sweep", "crossbow_shot")
def _uncancellable() -> None:
    """p. 29 Cancel, and the card's own text: Earthquake cancels nothing that cannot be cancelled."""
    for card, attack in (("quick_shot", 1), ("sweep", 3), ("crossbow_shot", 4)):
        c = go(fight([card], ["earthquake"]), card, "earthquake")
        assert not c.hero.play.cancelled and c.damage == attack and c.owed == 4


@scenario("block")
def _block() -> None:
    """Block: not cancelled by Earthquake; Smash's reduction to 0 (p. 29) stops at 2."""
    c = go(fight(["block"], ["earthquake"]), "block", "earthquake")
    assert not c.hero.play.cancelled and c.owed == 0
    c = go(fight(["block"], ["smash"]), "block", "smash")
    assert c.hero.play.final_defense == 2 and c.owed == 0
    c = go(fight(["block"], [M(5, 0)]), "block", "m50")
    assert c.owed == 1  # unreduced it is the printed 4


@scenario("enraged")
def _enraged() -> None:
    """Enraged (a foe's card): 1 damage at most this round, attack and direct damage together."""
    c = go(fight([R(5, 0)], ["enraged"]), "r50", "enraged")
    assert c.damage == 1 and c.owed == 4
    c = go(fight(["eviscerate"], ["enraged"]), "eviscerate", "enraged")
    assert c.damage == 1  # Eviscerate's 2 more find the cap reached


# --- this round's modifiers ---------------------------------------------------------------------------


@scenario("overdraw", "ranged_strike")
def _plus_two_against_ranged() -> None:
    """+2 attack if the opponent plays a ranged card (p. 29, Types)."""
    for card, printed in (("overdraw", 2), ("ranged_strike", 1)):
        assert go(fight([card], [R(1, 0)]), card, "r10").damage == printed + 2
        assert go(fight([card], [M(1, 0)]), card, "m10").damage == printed


@scenario("parry")
def _parry() -> None:
    assert go(fight(["parry"], [M(4, 0)]), "parry", "m40").owed == 1  # defence 1 + 2
    assert go(fight(["parry"], [R(4, 0)]), "parry", "r40").owed == 3


@scenario("hack", "crush")
def _plus_against_melee() -> None:
    assert go(fight(["hack"], [M(0, 0)]), "hack", "m00").damage == 2
    assert go(fight(["hack"], [R(0, 0)]), "hack", "r00").damage == 1
    assert go(fight(["crush"], [M(0, 0)]), "crush", "m00").damage == 6


@scenario("aimed_shot")
def _aimed_shot() -> None:
    """+3 attack if the opponent's card has the type he played last round (pp. 30-31's example)."""
    c = on(go(fight([R(0, 0), "aimed_shot"], [M(0, 0), M(0, 0), R(0, 0)]), "r00", "m00"))
    assert go(c, "aimed_shot", "m00").damage == 6
    assert go(c, "aimed_shot", "r00").damage == 3


@scenario("attack_of_opportunity", "sneak_attack")
def _printed_defence_zero() -> None:
    """p. 29's printed-value example: the bonus reads the printed 0, not a modified value."""
    c = go(fight(["attack_of_opportunity"], [M(0, 0)]), "attack_of_opportunity", "m00")
    assert c.damage == 7
    assert go(fight(["attack_of_opportunity"], [M(0, 1)]), "attack_of_opportunity", "m01").damage == 1
    assert go(fight(["sneak_attack"], [M(0, 0)]), "sneak_attack", "m00").damage == 3
    c = go(fight(["sneak_attack"], ["smash"]), "sneak_attack", "smash")
    assert c.damage == 0  # Smash's printed defence is 1


@scenario("focused_assault")
def _focused_assault() -> None:
    """+1/+1 for each other melee card in the combat stack (p. 29, Combat Stack)."""
    c = on(go(fight([M(0, 0), R(0, 0), "focused_assault"], [M(0, 0)] * 3), "m00", "m00"))
    c = go(on(go(c, "r00", "m00")), "focused_assault", "m00")
    assert (c.hero.play.final_attack, c.hero.play.final_defense) == (1, 1)  # the ranged card not counted
    c = on(go(fight([M(0, 0), M(0, 0), "focused_assault"], [M(0, 0)] * 2 + [M(3, 0)]), "m00", "m00"))
    c = go(on(go(c, "m00", "m00")), "focused_assault", "m30")
    assert c.damage == 2 and c.owed == 1


@scenario("brutal_finisher")
def _brutal_finisher() -> None:
    c = on(go(fight([R(0, 0), M(0, 0), "brutal_finisher"], [M(0, 0)] * 3), "r00", "m00"))
    c = go(on(go(c, "m00", "m00")), "brutal_finisher", "m00")
    assert c.damage == 5  # 3 + 1 for each of the two other cards


@scenario("reversal")
def _reversal() -> None:
    """Against a melee card: gain its attack, then cancel it (R217)."""
    c = go(fight(["reversal"], [M(4, 0)]), "reversal", "m40")
    assert c.damage == 4 and c.owed == 0 and c.foe.play.cancelled
    c = go(fight(["reversal"], [R(4, 0)]), "reversal", "r40")
    assert c.damage == 0 and c.owed == 4


@scenario("crushing_blow")
def _crushing_blow() -> None:
    c = go(fight(["crushing_blow"], [M(3, 1)]), "crushing_blow", "m31")
    assert c.damage == 4 and c.owed == 0
    c = go(fight(["crushing_blow"], [M(3, 2)]), "crushing_blow", "m32")
    assert c.damage == 0 and c.owed == 3


# --- reductions ---------------------------------------------------------------------------------------


@scenario("precision", "smash")
def _defence_to_zero() -> None:
    """p. 29 Reduce to 0: Parry's +2 defence cannot raise it again (R209)."""
    assert go(fight(["precision"], [M(0, 3)]), "precision", "m03").damage == 2
    c = go(fight(["smash"], ["parry"]), "smash", "parry")
    assert c.foe.play.final_defense == 0 and c.damage == 2 and c.owed == 0


@scenario("deadly_finesse")
def _deadly_finesse() -> None:
    """The opponent's printed attack and defence count as 1 (R210)."""
    c = go(fight(["deadly_finesse"], [M(5, 3)]), "deadly_finesse", "m53")
    assert c.damage == 3 and c.owed == 1
    c = go(fight(["deadly_finesse"], [M(0, 0)]), "deadly_finesse", "m00")
    assert c.damage == 4  # a printed 0 is not raised to 1


# --- cancels ------------------------------------------------------------------------------------------


@scenario("evade", "charge", "earthquake")
def _cancels() -> None:
    """p. 29 Cancel: text ignored, attack and defence 0."""
    c = go(fight(["evade"], [M(3, 0)]), "evade", "m30")
    assert c.foe.play.cancelled and c.owed == 0
    assert go(fight(["evade"], [R(3, 0)]), "evade", "r30").owed == 1
    c = go(fight(["charge"], [R(3, 1)]), "charge", "r31")
    assert c.foe.play.cancelled and c.damage == 2 and c.owed == 0
    c = go(fight([R(3, 3)], ["earthquake"]), "r33", "earthquake")
    assert c.hero.play.cancelled and c.damage == 0 and c.owed == 4


# --- next round ---------------------------------------------------------------------------------------


def two_rounds(first: str, second: CombatCard, foe_second: CombatCard, **kw: object) -> Combat:
    """``first`` against a plain card, then ``second`` against ``foe_second``; ``hero.dealt`` and
    ``owed`` are then the second round's."""
    c = fight([first, second], [M(0, 0), foe_second], **kw)  # type: ignore[arg-type]
    return go(on(go(c, first, "m00")), second, foe_second)


@scenario("fall_back", "rush")
def _next_round_cancel_by_type() -> None:
    """A "next round" cancel acts in part d (p. 28)."""
    assert two_rounds("fall_back", R(0, 0), M(3, 0)).owed == 0
    assert two_rounds("fall_back", R(0, 0), R(3, 0)).owed == 3
    assert two_rounds("rush", M(0, 0), R(3, 0)).owed == 0
    assert two_rounds("rush", M(0, 0), M(3, 0)).owed == 3


@scenario("volley", "overpower")
def _next_round_bonus_by_own_type() -> None:
    """Volley: pp. 30-31's example, +2 attack with a ranged card next round."""
    assert two_rounds("volley", R(1, 0), M(0, 0)).hero.dealt == 3
    assert two_rounds("volley", M(1, 0), M(0, 0)).hero.dealt == 1
    assert two_rounds("overpower", M(1, 0), M(0, 0)).hero.dealt == 3
    assert two_rounds("overpower", R(1, 0), M(0, 0)).hero.dealt == 1


@scenario("hide", "dodge", "concentrate", "expose_weakness")
def _next_round_bonus() -> None:
    assert two_rounds("hide", R(0, 0), M(3, 0)).owed == 1
    assert two_rounds("hide", M(0, 0), M(3, 0)).owed == 3
    assert two_rounds("dodge", M(0, 0), M(3, 0)).owed == 1
    c = two_rounds("concentrate", M(1, 0), M(3, 0))
    assert c.hero.dealt == 3 and c.owed == 1
    assert two_rounds("expose_weakness", M(0, 0), M(0, 0)).hero.dealt == 2


@scenario("flaming_arrow")
def _flaming_arrow() -> None:
    c = two_rounds("flaming_arrow", R(1, 0), M(0, 3))
    assert c.hero.dealt == 1  # against a printed defence of 3 reduced to 0


@scenario("set_trap")
def _set_trap() -> None:
    assert two_rounds("set_trap", R(0, 0), M(0, 0)).hero.dealt == 2
    assert two_rounds("set_trap", R(0, 0), R(0, 0)).hero.dealt == 0


@scenario("concussive_shot")
def _concussive_shot() -> None:
    assert two_rounds("concussive_shot", R(0, 0), M(3, 2)).owed == 0
    assert two_rounds("concussive_shot", R(0, 0), M(3, 1)).owed == 3


@scenario("shield_smash")
def _shield_smash() -> None:
    """Next round a card of printed cost 2 or more is cancelled (R216)."""
    assert two_rounds("shield_smash", M(0, 0), M(3, 0, 2)).owed == 0
    assert two_rounds("shield_smash", M(0, 0), M(3, 0, 1)).owed == 3


@scenario("ready")
def _ready() -> None:
    """Next round a ranged card costs nothing and leaves the stack at the end of the round (R208, R211);
    without Ready the same card exhausts the hero (p. 29, part c)."""
    c = two_rounds("ready", R(3, 0, 3), M(0, 0), strength=(2, 20))
    assert not c.hero.exhausted and c.hero.dealt == 3
    assert [k.id for k in c.hero.stack] == ["ready"] and c.rest[-1].id == "r303"
    c = two_rounds("ready", M(3, 0, 3), M(0, 0), strength=(2, 20))
    assert c.hero.exhausted and c.hero.dealt == 0


@scenario("anticipate")
def _anticipate() -> None:
    """Next round the opponent chooses first, face up (R213); not when Anticipate was cancelled."""
    c = go(fight(["anticipate", M(0, 0)], [M(0, 0)] * 2), "anticipate", "m00")
    assert opener(c) == FOE
    c = go(fight([M(0, 0)] * 2, ["anticipate", M(0, 0)]), "m00", "anticipate")
    assert opener(c) == HERO
    c = go(fight(["anticipate", M(0, 0)], ["evade", M(0, 0)]), "anticipate", "evade")
    assert opener(c) is None
    assert opener(play_round(fight(["anticipate"], [M(0, 0)]), "anticipate", "m00", PRINTED)) is None


# --- after the damage and at the end of the round ------------------------------------------------------


@scenario("eviscerate", "poison_arrow")
def _two_more_if_dealt() -> None:
    """R31: text that reads this round's damage acts after part f."""
    assert go(fight(["eviscerate"], [M(0, 1)]), "eviscerate", "m01").damage == 1 + 2
    assert go(fight(["eviscerate"], [M(0, 2)]), "eviscerate", "m02").damage == 0
    assert go(fight([R(0, 0)], ["poison_arrow"]), "r00", "poison_arrow").owed == 2 + 2
    assert go(fight([R(0, 2)], ["poison_arrow"]), "r02", "poison_arrow").owed == 0


@scenario("reckless")
def _reckless() -> None:
    c = go(fight(["reckless"], [M(1, 0)]), "reckless", "m10")
    assert c.owed == 1 + 2 and c.damage == 5
    assert go(fight(["reckless"], [M(0, 0)]), "reckless", "m00").owed == 0


@scenario("retaliate")
def _retaliate() -> None:
    c = go(fight(["retaliate"], [M(3, 0)]), "retaliate", "m30")
    assert c.owed == 3 and c.damage == 3


@scenario("hamstring")
def _hamstring() -> None:
    """The top card of the foe's deck goes under its combat stack, where it costs strength (p. 29)."""
    c = go(fight(["hamstring"], [M(0, 0)], deck=[M(1, 1, 2), R(0, 0)]), "hamstring", "m00")
    assert [k.id for k in c.foe.stack] == ["m112", "m00"] and [k.id for k in c.deck] == ["r00"]
    c = go(fight(["hamstring"], [M(0, 3)], deck=[M(1, 1, 2)]), "hamstring", "m03")
    assert len(c.foe.stack) == 1 and len(c.deck) == 1


@scenario("endure")
def _endure() -> None:
    """The foe defeated: rest pool and combat stack shuffled into the life pool (R218)."""
    c = go(fight(["endure"], [M(0, 0)], health=3, life=[R(0, 0)] * 2, rest=[R(1, 1)]), "endure", "m00")
    assert c.foe_defeated and c.rest == () and c.hero.stack == ()
    assert sorted(k.id for k in c.life) == ["endure", "r00", "r00", "r11"]
    c = go(fight(["endure"], [M(0, 0)], health=4, rest=[R(1, 1)]), "endure", "m00")
    assert not c.foe_defeated and len(c.rest) == 1


@scenario("execute")
def _execute() -> None:
    """The foe is defeated in part f whatever its health (R215)."""
    assert go(fight(["execute"], [R(0, 0)]), "execute", "r00").foe_defeated
    assert not go(fight(["execute"], [R(0, 1)]), "execute", "r01").foe_defeated


# --- cards that change hands and decks -----------------------------------------------------------------


@scenario("trample", "overhead_swing")
def _random_discards() -> None:
    """Discards at random from the foe's hand (they go back into its deck at the Resolution)."""
    c = go(fight(["trample"], [M(0, 0), M(1, 1), R(2, 2)]), "trample", "m00")
    assert len(c.foe.hand) == 1 and len(c.spent) == 1 and "at random" in c.said[0]
    done = replace(c, foe=replace(c.foe, exhausted=True), hero=replace(c.hero, exhausted=True))
    assert len(resolve(done, travel=False).foe_cards) == 3
    c = go(fight(["overhead_swing"], [M(0, 0), M(1, 1), R(2, 2), R(3, 3)]), "overhead_swing", "m00")
    assert len(c.foe.hand) == 1 and len(c.spent) == 2


@scenario("wear_down")
def _wear_down() -> None:
    c = go(fight(["wear_down"], [M(0, 0), M(3, 0)]), "wear_down", "m00")
    assert [k.id for k in c.spent] == ["m30"] and c.damage == 3


@scenario("strategize")
def _strategize() -> None:
    c = go(fight(["strategize"], [M(0, 0), R(1, 1), R(2, 2), M(3, 3)]), "strategize", "m00")
    assert c.said == ("the foe holds 2 ranged and 1 melee card",)


# --- choices (R203) -------------------------------------------------------------------------------------


@scenario("shrewd_planning")
def _shrewd_planning() -> None:
    """Another card of the stack back to the hand: it no longer counts against strength (R214)."""
    c = on(go(fight([M(1, 0, 2), "shrewd_planning"], [M(0, 0)] * 2), "m102", "m00"))
    c = go(c, "shrewd_planning", "m00")
    first = c.pending[0]
    assert first.choice.decider(first.owner) == HERO and first.choice.options(c, HERO) == ("card:m102",)
    with pytest.raises(IllegalMove, match="not one of"):
        settle(c, "card:shrewd_planning")
    c = settle(c, "card:m102")
    assert [k.id for k in c.hero.stack] == ["shrewd_planning"] and [k.id for k in c.hero.hand] == ["m102"]


def test_shrewd_planning_after_ready_offers_ready() -> None:
    """Shrewd Planning played the round after Ready leaves the stack at the end of the round (R208)
    before its choice is settled (R203): the choice still offers the other cards of the stack, here
    Ready itself (R214), not nothing (found by test_combat_properties, hypothesis seed 361)."""
    c = on(go(fight(["ready", "shrewd_planning"], [M(0, 0)] * 2), "ready", "m00"))
    c = go(c, "shrewd_planning", "m00")
    assert [k.id for k in c.hero.stack] == ["ready"] and c.rest[-1].id == "shrewd_planning"
    first = c.pending[0]
    assert first.choice.options(c, HERO) == ("card:ready",)
    c = settle(c, "card:ready")
    assert c.hero.stack == () and [k.id for k in c.hero.hand] == ["ready"]


def test_a_choice_left_with_no_option_is_no_choice() -> None:
    """What a choice could take may be gone by the time it is settled: it is then dropped, as a choice
    asked with no option is never asked (R203)."""
    c = fight([M(0, 0)], [M(0, 0)])
    asked = Pending(HERO, ReturnToHand(), "shrewd_planning")
    assert not due(replace(c, pending=(asked,))).pending
    stacked = replace(c, hero=replace(c.hero, stack=(M(1, 0), M(2, 0))), pending=(asked, asked))
    assert due(stacked).pending == (asked, asked)


@scenario("rest")
def _rest() -> None:
    """Up to 2 cards, each from the top of the rest pool or of the life pool."""
    c = go(fight(["rest"], [M(0, 0)], life=[R(2, 2), R(0, 0)], rest=[R(0, 0), R(1, 1)]), "rest", "m00")
    assert c.pending[0].choice.options(c, HERO) == ("from_rest", "from_life", "done")
    with pytest.raises(IllegalMove, match="first settle"):
        play_round(c, None, None, RULES)
    c = settle(settle(c, "from_rest"), "from_life")
    assert [k.id for k in c.hero.hand] == ["r11", "r22"] and not c.pending
    assert [k.id for k in c.rest] == ["r00"] and len(c.life) == 1
    c = go(fight(["rest"], [M(0, 0)], rest=[R(1, 1)]), "rest", "m00")
    assert not settle(c, "done").pending and settle(c, "done").hero.hand == ()


@scenario("heightened_senses", "outmaneuver")
def _named_type() -> None:
    """A type named aloud (R219): by Sauron for Heightened Senses, by the hero for Outmaneuver; next
    round the foe's card of the other type is cancelled."""
    for card, decider in (("heightened_senses", FOE), ("outmaneuver", HERO)):
        c = go(fight([card, R(0, 0)], [M(0, 0), R(3, 0), M(3, 0)]), card, "m00")
        first = c.pending[0]
        assert first.choice.decider(first.owner) == decider and first.choice.options(c, HERO) == (
            "ranged",
            "melee",
        )
        c = on(settle(c, "melee"))
        assert c.said[-1].endswith("names melee")
        assert go(c, "r00", "r30").owed == 0
        assert go(c, "r00", "m30").owed == 3


@scenario("retreat")
def _retreat() -> None:
    """No damage taken: the hero may end the combat; the foe is not defeated (its wisdom placed) and a
    Travel step goes on (R220)."""
    c = go(fight(["retreat", M(0, 0)], [M(2, 0)]), "retreat", "m20")
    assert c.pending and not c.over
    left = settle(c, "yes")
    assert left.retreated and left.over
    r = resolve(left, travel=True)
    assert r.retreated and not r.ends_turn and r.influence == 2 and not r.foe_defeated
    assert not settle(c, "no").retreated
    assert not go(fight(["retreat"], [M(3, 0)]), "retreat", "m30").pending


# --- monsters and minions (p. 27: a foe's ability triggers from its cards) --------------------------------


@scenario("crebain")
def _crebain() -> None:
    """Spy: its ranged card's damage becomes influence Sauron places after the combat (R207)."""
    c = go(fight([R(0, 0)], [R(3, 0)], foe_id="crebain"), "r00", "r30")
    assert c.owed == 0 and c.influence == 3
    assert go(fight([R(0, 0)], [M(3, 0)], foe_id="crebain"), "r00", "m30").owed == 3


@scenario("agent")
def _agent() -> None:
    """Spread Lies: once per combat, the hero gains a Corruption card."""
    c = go(fight([R(0, 0)] * 2, [R(2, 0)] * 2, foe_id="agent"), "r00", "r20")
    assert c.corruption == 1
    assert on(go(on(c), "r00", "r20")).corruption == 1
    assert go(fight([R(0, 0)], [M(2, 0)], foe_id="agent"), "r00", "m20").corruption == 0


@scenario("snaga", "huorn")
def _plus_one_by_type() -> None:
    assert go(fight([R(0, 0)], [R(2, 0)], foe_id="snaga"), "r00", "r20").owed == 3
    assert go(fight([R(0, 0)], [M(2, 0)], foe_id="snaga"), "r00", "m20").owed == 2
    assert go(fight([R(0, 0)], [M(2, 0)], foe_id="huorn"), "r00", "m20").owed == 3


@scenario("orc")
def _orc() -> None:
    """Fanatical: both melee, 1 damage to the hero (the p. 30 example resolves it in part e)."""
    assert go(fight([M(0, 0)], [M(0, 0)], foe_id="orc"), "m00", "m00").owed == 1
    assert go(fight([R(0, 0)], [M(0, 0)], foe_id="orc"), "r00", "m00").owed == 0


@scenario("barrow_wight")
def _barrow_wight() -> None:
    """Regenerate: at the end of the round, not defeated, a ranged card: 1 damage healed (R201)."""
    c = go(fight([R(1, 0)], [R(0, 0)], foe_id="barrow_wight", health=4, damage=2), "r10", "r00")
    assert c.damage == 2
    c = go(fight([R(2, 0)], [R(0, 0)], foe_id="barrow_wight", health=4, damage=2), "r20", "r00")
    assert c.damage == 4 and c.foe_defeated


@scenario("southron", "warg_rider")
def _cheaper() -> None:
    """Superior Tactics and Surprise Assault lower the strength the stack costs (p. 29, part c)."""
    assert not go(
        fight([R(0, 0)], [M(0, 0, 3)], foe_id="southron", strength=(9, 2)), "r00", "m003"
    ).foe.exhausted
    assert go(fight([R(0, 0)], [R(0, 0, 3)], foe_id="southron", strength=(9, 2)), "r00", "r003").foe.exhausted
    c = go(
        fight([R(0, 0)] * 2, [M(0, 0, 3), M(0, 0, 2)], foe_id="warg_rider", strength=(9, 2)), "r00", "m003"
    )
    assert not c.foe.exhausted and not on(go(on(c), "r00", "m002")).foe.exhausted
    assert go(
        fight([R(0, 0)], [R(0, 0, 3)], foe_id="warg_rider", strength=(9, 2)), "r00", "r003"
    ).foe.exhausted


@scenario("dunlending")
def _dunlending() -> None:
    """Counter-attack: its melee card's defence stopped damage: 1 damage to the hero."""
    c = go(fight([R(3, 0)], [M(0, 2)], foe_id="dunlending"), "r30", "m02")
    assert c.damage == 1 and c.owed == 1
    assert go(fight([R(3, 0)], [R(0, 2)], foe_id="dunlending"), "r30", "r02").owed == 0


@scenario("uruk_hai")
def _uruk_hai() -> None:
    """Bloodfury: Sauron may draw a combat card (a decision of his)."""
    c = go(fight([R(0, 0)], [M(2, 0)], foe_id="uruk_hai", deck=[R(5, 5)]), "r00", "m20")
    first = c.pending[0]
    assert first.choice.decider(first.owner) == FOE
    assert [k.id for k in settle(c, "yes").foe.hand] == ["r55"] and settle(c, "yes").deck == ()
    assert settle(c, "no").foe.hand == ()


@scenario("giant_spider")
def _giant_spider() -> None:
    """Paralyzing Venom: 2 damage or more with a melee card, a hero card discarded at random to his
    rest pool."""
    c = go(fight([R(0, 0), M(1, 1)], [M(2, 0)], foe_id="giant_spider"), "r00", "m20")
    assert [k.id for k in c.rest] == ["m11"] and c.hero.hand == ()
    assert go(fight([R(0, 0), M(1, 1)], [M(1, 0)], foe_id="giant_spider"), "r00", "m10").rest == ()


@scenario("cave_troll")
def _cave_troll() -> None:
    c = go(fight([M(3, 0)], [R(0, 0)], foe_id="cave_troll"), "m30", "r00")
    assert c.hero.play.cancelled and c.damage == 0
    assert go(fight([R(3, 0)], [R(0, 0)], foe_id="cave_troll"), "r30", "r00").damage == 3


@scenario("oliphaunt")
def _oliphaunt() -> None:
    """Stampede: at least 1 of the damage paid from the hand (R212)."""
    c = go(fight([R(0, 0), M(1, 1)], [M(2, 0)], foe_id="oliphaunt"), "r00", "m20")
    assert c.from_hand == 1
    with pytest.raises(IllegalMove, match="1 of the damage must be paid from the hand"):
        pay(c)
    c = pay(c, ["m11"])
    assert next(k.id for k in c.wounds) == "m11" and len(c.wounds) == 2 and c.from_hand == 0


@scenario("balrog")
def _balrog() -> None:
    """Fear: 3 damage or more with a melee card, the hero plays at random next round."""
    assert at_random(go(fight([R(0, 0)], [M(3, 0)], foe_id="balrog"), "r00", "m30"), HERO)
    assert not at_random(go(fight([R(0, 0)], [M(2, 0)], foe_id="balrog"), "r00", "m20"), HERO)


@scenario("the_mouth_of_sauron")
def _mouth_of_sauron() -> None:
    """A hero who begins a combat with the Mouth of Sauron gains a Corruption card (R221)."""
    foe = foe_stats(C, "the_mouth_of_sauron")
    c = prepare(foe, [M(0, 0)] * 9, 5, 2, 0, [], [R(0, 0)] * 3)
    assert RULES.begin(c).corruption == 1
    assert RULES.begin(prepare(foe_stats(C, "orc"), [M(0, 0)] * 9, 5, 2, 0, [], [])).corruption == 0


@scenario("thalin")
def _iron_will() -> None:
    """Iron Will: an undefeated foe does not end Thalin's Travel step turn (p. 22's rule set aside)."""
    assert keeps_turn("thalin") and not keeps_turn("argalad")
    c = replace(fight([], []), hero=Side(9, (), exhausted=True), foe=Side(9, (), exhausted=True))
    assert not resolve(c, travel=not keeps_turn("thalin")).ends_turn
    assert resolve(c, travel=not keeps_turn("argalad")).ends_turn


# --- the table ------------------------------------------------------------------------------------------

ENCODED = sorted({*CARDS, *FOES, *HEROES})


@pytest.mark.parametrize("ident", ENCODED)
def test_each_encoded_ability(ident: str) -> None:
    """Every encoded card, foe and hero ability has a scenario, and it holds."""
    assert ident in SCENARIOS, f"no scenario for {ident}"
    SCENARIOS[ident]()


def test_every_combat_card_and_foe_is_encoded_or_explained() -> None:
    """All Hero, Skill and Monster Combat cards are encoded; every monster and minion's ability is
    encoded or listed as acting outside combat, and so is every hero's."""
    assert set(K) == set(CARDS)
    assert set(C.monsters) | set(C.minions) == set(FOES) | set(FOE_OUTSIDE)
    assert set(C.heroes) == set(HEROES) | set(HERO_OUTSIDE)
    assert len(K) == 53 and len(C.skills) == 20  # distinct ids: shared cards have one text


@pytest.mark.parametrize("ident", ENCODED)
def test_card_text_names_each_element(ident: str) -> None:
    """A card's display text is made from its encoding: each element's words are in it."""
    table = CARDS if ident in CARDS else FOES if ident in FOES else HEROES
    said = card_text(ident)
    for element in table[ident].elements():
        words = element.words()  # type: ignore[attr-defined]
        assert words[0].upper() + words[1:] in said or words in said, f"{ident}: {element!r}"


def test_card_text_refuses_an_unknown_card() -> None:
    with pytest.raises(KeyError, match="no combat text is encoded for 'gandalf'"):
        card_text("gandalf")


# --- the rulebook's worked examples with every ability ---------------------------------------------------


def orc_combat() -> Combat:
    """pp. 30-31: Argalad (strength 5, agility 3, one card drawn) against an Orc (the Zealot deck)."""
    deck = [K[i] for i in ("smash", "reckless", "hack", "parry", "charge", "quick_shot", "fall_back")]
    life = [K["aimed_shot"], K["parry"], K["precision"], K["overdraw"]]
    return prepare(foe_stats(C, "orc"), deck, 5, 3, 1, [K["volley"], K["quick_shot"]], life)


def test_p30_p31_combat_example_with_the_encoded_abilities() -> None:
    """Round 1: Volley against Smash: the hero's defence 0, dealt 2; the Orc dealt 1 (Fanatical does not
    act: Volley is ranged). Round 2: Aimed Shot; the Orc's 3-cost card over its strength 4, exhausted;
    Volley +2, Aimed Shot no +3 (an exhausted foe has no type); 5 damage, 6 in all: defeated."""
    c = go(orc_combat(), "volley", "smash")
    assert c.hero.play.final_defense == 0 and c.owed == 2 and c.damage == 1
    c = go(pay(c), "aimed_shot", "reckless")
    assert c.foe.exhausted and c.hero.play.final_attack == 5 and c.damage == 6 and c.foe_defeated and c.over


def test_p29_printed_value_example_with_the_encoded_abilities() -> None:
    """p. 29: "+5 attack if the opponent's printed defence is 0" applies although the foe's card, printed
    defence 0, gains +2 defence: Attack of Opportunity against Hack raised by last round's Concentrate
    (+2 attack and defence) and its own +1 attack against a melee card."""
    c = on(go(fight([R(0, 0), "attack_of_opportunity"], ["concentrate", "hack"]), "r00", "concentrate"))
    c = go(c, "attack_of_opportunity", "hack")
    assert c.hero.play.final_attack == 7 and c.foe.play.final_defense == 2 and c.foe.play.final_attack == 4
    assert c.damage == 5 and c.owed == 4
