"""Combat (eregion.games.meq.combat): preparation, rounds, strength and exhaustion, abilities' timing,
cancel, damage, defeat and resolution. The worked examples check the rulebook's own numbers (pp. 28-32).

The procedure is checked here with small :class:`CardRules` written for each case (the examples' few
abilities in the project's own words); the encoded abilities (``combatcards``) and the same examples
played with them are in ``test_combat_cards.py``."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eregion.core import Rng
from eregion.games.meq.board import Board, IllegalMove
from eregion.games.meq.combat import (
    CANCEL,
    CURRENT,
    DAMAGE,
    FOE,
    HERO,
    PREVIOUS,
    Combat,
    Play,
    Side,
    Timing,
    Who,
    after_minion_combat,
    cancel,
    combat_deck,
    deal,
    exhaust,
    foe_stats,
    last_type,
    mark,
    modify,
    other,
    pay,
    play_round,
    play_type,
    prepare,
    printed,
    reduce_to_zero,
    resolve,
    ringwraiths_return,
)
from eregion.games.meq.components import components
from eregion.games.meq.facts import CombatCard

C = components()
ARGALAD = C.heroes["argalad"]
HERO_CARDS = {k.id: k for k in ARGALAD.deck}
ZEALOT = {k.id: k for k in C.combat_decks["zealot"].cards}
ALL_CARDS = [k for d in C.combat_decks.values() for k in d.cards] + [
    k for h in C.heroes.values() for k in h.deck
]


def card(type_: str, attack: int, defense: int, cost: int, name: str = "x") -> CombatCard:
    return CombatCard(name, name, type_, attack, defense, cost, None, 1)


class ExampleRules:
    """The abilities the rulebook's examples use, in our words: Volley (next round, +2 attack if its
    owner plays a ranged card), Smash (the opponent's defence to 0), Aimed Shot (+3 attack if the
    opponent's card has the type he played last round) and the Orc's Fanatical (both melee: 1 damage
    to the opponent)."""

    def cost(self, combat: Combat, who: Who, at: int) -> int:
        return combat.side(who).stack[at].cost

    def play(self, combat: Combat, who: Who, card: CombatCard) -> Play:
        return printed(card)

    def resolve(self, combat: Combat, who: Who, card: CombatCard, timing: Timing, rng: Rng | None) -> Combat:
        foe = other(who)
        if card.id == "volley" and timing == PREVIOUS and play_type(combat, who) == "ranged":
            return modify(combat, who, attack=2)
        if card.id == "smash" and timing == CURRENT:
            return reduce_to_zero(combat, foe, "defense")
        if card.id == "aimed_shot" and timing == CURRENT:
            theirs = play_type(combat, foe)
            if theirs is not None and theirs == last_type(combat, foe):
                return modify(combat, who, attack=3)
        both_melee = play_type(combat, HERO) == play_type(combat, FOE) == "melee"
        if who == FOE and combat.foe_id == "orc" and timing == CURRENT and both_melee:
            return deal(combat, HERO, 1)
        return combat


def orc_combat(spend: int = 1) -> Combat:
    """pp. 30-31: Argalad against an Orc. Sauron's five Zealot cards include a Smash and a 3-cost card
    (the example does not say which; Reckless is one)."""
    deck = [ZEALOT[i] for i in ("smash", "reckless", "hack", "parry", "charge", "quick_shot", "fall_back")]
    life = [HERO_CARDS["aimed_shot"], HERO_CARDS["parry"], HERO_CARDS["precision"], HERO_CARDS["overdraw"]]
    hand = [HERO_CARDS["volley"], HERO_CARDS["quick_shot"]]
    return prepare(foe_stats(C, "orc"), deck, ARGALAD.strength, ARGALAD.agility, spend, hand, life)


# --- the worked examples ---------------------------------------------------------------------------


def test_p30_combat_example_round_1() -> None:
    """pp. 30-31, round 1: Sauron draws 5 (the Orc's fortitude); Argalad spends 1 agility on a card and
    adds 2 to his strength (7). Volley against Smash, 2 strength each, neither exhausted; Smash takes the
    hero's defence to 0 and Volley waits for next round; the hero is dealt 2 (two cards from his life
    pool into his damage pool), the Orc 1 (2 attack, 1 defence)."""
    c = orc_combat()
    assert len(c.foe.hand) == 5 and c.hero.strength == 7
    assert [k.id for k in c.hero.hand] == ["volley", "quick_shot", "aimed_shot"]
    c = play_round(c, "volley", "smash", ExampleRules())
    assert not c.hero.exhausted and not c.foe.exhausted
    assert c.hero.play.final_defense == 0
    assert c.owed == 2 and c.damage == 1 and not c.foe_defeated
    c = pay(c)
    assert [k.id for k in c.wounds] == ["parry", "precision"] and len(c.life) == 1
    assert not c.over


def test_p31_combat_example_round_2() -> None:
    """p. 31, round 2: Argalad plays Aimed Shot (5 strength in all, within 7); the Orc a 3-cost card
    (5 in all, over its 4): exhausted, its card cancelled. Volley gives +2 attack (a ranged card this
    round); Aimed Shot gives nothing (the exhausted Orc has no type); the Orc, 0 defence, is dealt 5:
    6 damage against health 3, defeated."""
    c = pay(play_round(orc_combat(), "volley", "smash", ExampleRules()))
    c = play_round(c, "aimed_shot", "reckless", ExampleRules())
    assert c.foe.exhausted and c.foe.play.cancelled and not c.hero.exhausted
    assert c.hero.play.final_attack == 5 and c.foe.play.final_defense == 0
    assert c.damage == 6 and c.foe_defeated and c.owed == 0 and c.over
    result = resolve(c, travel=True)
    assert [k.id for k in result.hero_rest] == ["volley", "aimed_shot"]
    assert result.foe_defeated and not result.ends_turn and result.influence == 0
    assert len(result.foe_cards) == 7  # the stack and the unplayed cards go back into the deck


def test_p29_damage_example_attack_5_defence_3() -> None:
    """p. 29, Deal Damage: the monster's attack 5 against the hero's defence 3 deals the hero 2."""
    c = Combat(
        "orc", False, 3, 2, Side(9, (card("melee", 0, 3, 1, "h"),)), Side(9, (card("melee", 5, 0, 1, "m"),))
    )
    c = play_round(c, "h", "m")
    assert c.owed == 2 and c.damage == 0


class PrintedValueRules(ExampleRules):
    """p. 29's keyword example: the hero's card gains +5 attack if the opponent's printed defence is 0;
    the monster's card, printed defence 0, gains +2 defence."""

    def resolve(self, combat: Combat, who: Who, card: CombatCard, timing: Timing, rng: Rng | None) -> Combat:
        if timing != CURRENT:
            return combat
        if card.id == "h":
            theirs = combat.side(FOE).play.card
            return modify(combat, HERO, attack=5) if theirs and theirs.defense == 0 else combat
        return modify(combat, FOE, defense=2)


def test_p29_printed_value_example() -> None:
    """p. 29: both bonuses apply, because the hero's reads the printed 0, not the modified 2."""
    c = Combat(
        "orc", False, 9, 2, Side(9, (card("ranged", 1, 0, 1, "h"),)), Side(9, (card("melee", 1, 0, 1, "m"),))
    )
    c = play_round(c, "h", "m", PrintedValueRules())
    assert c.hero.play.final_attack == 6 and c.foe.play.final_defense == 2
    assert c.damage == 4


# --- preparation -----------------------------------------------------------------------------------


def test_agility_splits_between_cards_and_strength() -> None:
    """p. 28: each agility not spent on a card is +1 strength; no more than his agility."""
    assert [orc_combat(s).hero.strength for s in range(4)] == [8, 7, 6, 5]
    assert len(orc_combat(3).hero.hand) == 5
    with pytest.raises(IllegalMove, match="agility spent on cards: 4, expected 0 to 3"):
        orc_combat(4)
    with pytest.raises(IllegalMove, match=r"expected 0 to 1 \(agility 3, life pool 1\)"):
        prepare(foe_stats(C, "orc"), [], 5, 3, 2, [], [HERO_CARDS["parry"]])


def test_minion_brings_its_damage_and_finale_adjustment_floors() -> None:
    """Minion damage stays between combats (p. 32); the Finale adjustment leaves health >= 1 (A10)."""
    wraiths = foe_stats(C, "the_ringwraiths", -20)
    assert wraiths.minion and wraiths.health == 1 and wraiths.fortitude == 0
    assert foe_stats(C, "the_ringwraiths", 3).health == C.minions["the_ringwraiths"].health + 3
    c = prepare(foe_stats(C, "gothmog"), list(ZEALOT.values()), 5, 3, 0, [], [], damage=4)
    assert c.damage == 4 and len(c.foe.hand) == C.minions["gothmog"].fortitude
    with pytest.raises(IllegalMove, match="neither a monster nor a minion"):
        foe_stats(C, "balrog_x")


def test_combat_decks_hold_25_cards_in_the_printed_ratio() -> None:
    """p. 27: each foe draws from the deck its card or space names; the decks hold 25 cards each, ranged to
    melee 3/2 (Zealot), 2/3 (Ravager), 1/4 (Behemoth), as the Monster Reference charts show."""
    ratio = {"zealot": 15, "ravager": 10, "behemoth": 5}
    for foe in [*C.monsters, *C.minions]:
        stats = foe_stats(C, foe)
        deck = combat_deck(C, stats)
        assert len(deck) == 25 and sum(k.type == "ranged" for k in deck) == ratio[stats.deck]


# --- rounds ----------------------------------------------------------------------------------------


def two_sides(hero: list[CombatCard], foe: list[CombatCard], strength: tuple[int, int] = (9, 9)) -> Combat:
    return Combat("orc", False, 20, 2, Side(strength[0], tuple(hero)), Side(strength[1], tuple(foe)), life=())


def test_exhausted_over_strength_card_cancelled_but_costs() -> None:
    """p. 29 part c: over his strength the combatant is exhausted and the card just played is cancelled
    (no attack, no defence); he plays no more cards."""
    spare = card("ranged", 1, 1, 1, "s")
    c = two_sides([card("melee", 4, 4, 3, "a"), spare], [card("melee", 2, 0, 1, "b")] * 2, (2, 9))
    c = play_round(replace(c, life=(spare,) * 3), "a", "b")
    assert c.hero.exhausted and c.hero.play.final_attack == 0 and c.owed == 2 and c.damage == 0
    assert sum(k.cost for k in c.hero.stack) == 3  # the cancelled card still counts
    with pytest.raises(IllegalMove, match="hero is exhausted"):
        play_round(pay(c), "s", "b")


def test_both_exhausted_ends_without_damage() -> None:
    """p. 29 part c: both exhausted at once, neither defeated, straight to the Resolution."""
    big = card("melee", 9, 0, 5, "big")
    c = play_round(replace(two_sides([big], [big], (4, 4)), life=(big,)), "big", "big")
    assert c.over and c.owed == 0 and c.damage == 0 and not c.hero_defeated
    with pytest.raises(IllegalMove, match="combat is over"):
        play_round(c, None, None)


def test_hero_with_no_cards_left_is_defeated() -> None:
    """p. 32: no card in life pool or hand is defeat at once, even without damage (checked when the
    round ends, R33), and both combatants may fall in the same round."""
    big = card("melee", 9, 0, 5, "big")
    c = play_round(two_sides([big], [big], (4, 4)), "big", "big")
    assert c.over and c.hero_defeated and not c.foe_defeated
    c = play_round(replace(two_sides([big], [big]), health=9), "big", "big")
    c = pay(c)
    assert c.hero_defeated and c.foe_defeated and c.over
    result = resolve(c, travel=False)
    assert result.ends_turn and result.foe_defeated and result.influence == 0


def test_declaring_exhaustion_and_the_other_plays_on() -> None:
    """p. 32: a combatant with no cards, or who will not play, declares himself exhausted; the other
    goes on until he too is exhausted or someone is defeated."""
    hit = card("melee", 3, 0, 0, "hit")
    c = exhaust(two_sides([], [hit, hit]), HERO)
    c = pay(play_round(c, None, "hit"), [])
    assert c.hero_defeated  # no life pool and no hand
    c = two_sides([hit], [hit, hit])
    c = play_round(c, None, "hit")
    assert c.hero.exhausted and c.owed == 3
    with pytest.raises(IllegalMove, match="the life pool is empty: name 3 more"):
        pay(c)
    c = pay(c, ["hit"])
    assert c.hero_defeated and c.over


def test_pay_checks_the_hand() -> None:
    c = replace(two_sides([card("melee", 1, 0, 0, "a")], []), owed=1, life=(card("ranged", 1, 1, 1, "l"),))
    with pytest.raises(IllegalMove, match="no 'zz' in hand"):
        pay(c, ["zz"])
    with pytest.raises(IllegalMove, match="2 cards from hand for 1 damage"):
        pay(c, ["a", "a"])
    assert [k.id for k in pay(c, ["a"]).wounds] == ["a"] and len(pay(c).life) == 0
    with pytest.raises(IllegalMove, match="first discards 1"):
        play_round(c, "a", None)


def test_unknown_card_is_refused_and_changes_nothing() -> None:
    c = two_sides([card("melee", 1, 0, 0, "a")], [card("melee", 1, 0, 0, "b")])
    with pytest.raises(IllegalMove, match="hero has no 'b' in hand"):
        play_round(c, "b", "b")
    assert c.round == 0 and len(c.hero.hand) == 1


class CancelRules(ExampleRules):
    """Each card named "c" cancels the opponent's card; "p" cannot be cancelled; "n" cancels next round."""

    def play(self, combat: Combat, who: Who, card: CombatCard) -> Play:
        return replace(printed(card), protected=card.id == "p")

    def resolve(self, combat: Combat, who: Who, card: CombatCard, timing: Timing, rng: Rng | None) -> Combat:
        if card.id == "c" and timing == CANCEL:
            return cancel(combat, other(who))
        if card.id == "n" and timing == PREVIOUS:
            return cancel(combat, other(who))
        if card.id == "d" and timing == CURRENT:
            return deal(combat, other(who), 2)
        if card.id == "r" and timing == DAMAGE and combat.side(other(who)).dealt:
            return deal(combat, who, 2)  # reckless: dealt damage, take 2 more
        return combat


class TypedCancelRules(ExampleRules):
    """Cards "vs_ranged" and "vs_melee" cancel the opponent's card of that type; "vs_ranged" then gains
    +2 attack if that card is ranged."""

    def resolve(self, combat: Combat, who: Who, card: CombatCard, timing: Timing, rng: Rng | None) -> Combat:
        wanted = {"vs_ranged": "ranged", "vs_melee": "melee"}.get(card.id)
        if timing == CANCEL and wanted and play_type(combat, other(who)) == wanted:
            return cancel(combat, other(who))
        if card.id == "vs_ranged" and timing == CURRENT and play_type(combat, other(who)) == "ranged":
            return modify(combat, who, attack=2)  # and +2 attack against a ranged card
        return combat


def test_typed_cancels_cancel_each_other() -> None:
    """p. 29 and R30, R45: a melee card cancelling ranged cards against a ranged card cancelling melee
    cards: both blank, whoever resolves first, because a cancelled card keeps its type."""
    hero, foe = card("melee", 2, 0, 1, "vs_ranged"), card("ranged", 0, 2, 1, "vs_melee")
    c = play_round(two_sides([hero], [foe]), "vs_ranged", "vs_melee", TypedCancelRules())
    assert c.hero.play.cancelled and c.foe.play.cancelled
    assert play_type(c, HERO) == "melee" and c.owed == 0 and c.damage == 0


def test_a_cancelled_card_keeps_its_type() -> None:
    """R45: the ranged card cancelled this round is still a ranged card for the text that follows."""
    ranged, foe = card("ranged", 1, 0, 0, "r"), card("melee", 1, 0, 0, "vs_ranged")
    c = play_round(two_sides([ranged], [foe]), "r", "vs_ranged", TypedCancelRules())
    assert c.hero.play.cancelled and play_type(c, HERO) == "ranged" and c.owed == 3 and c.damage == 0


def test_two_cards_cancelling_each_other_are_both_blank() -> None:
    """p. 29: both cancelled, zero attack and defence, and the strength still counts."""
    c = play_round(
        two_sides([card("melee", 3, 0, 2, "c")], [card("ranged", 3, 0, 2, "c")]), "c", "c", CancelRules()
    )
    assert c.hero.play.cancelled and c.foe.play.cancelled and c.owed == 0 and c.damage == 0


def test_uncancellable_and_next_round_cancel() -> None:
    """A protected card keeps its numbers; a "next round" cancel acts in part d; a cancelled card's own
    "next round" text is lost (p. 29)."""
    c = play_round(
        two_sides([card("melee", 3, 0, 0, "c")], [card("ranged", 2, 0, 0, "p")]), "c", "p", CancelRules()
    )
    assert not c.foe.play.cancelled and c.owed == 2 and c.damage == 3
    hero = [card("ranged", 1, 0, 0, "n"), card("melee", 0, 0, 0, "z")]
    foe = [card("melee", 4, 0, 0, "c"), card("melee", 4, 0, 0, "m")]
    c = replace(two_sides(hero, foe), life=(hero[1],) * 8)
    c = pay(play_round(c, "n", "c", CancelRules()))  # n is cancelled by c
    c = play_round(c, "z", "m", CancelRules())
    assert c.owed == 4  # n's next-round cancel was lost with it


def test_deal_x_damage_ignores_defence_and_defeat_waits_for_part_f() -> None:
    """p. 29: direct damage is dealt when resolved, whatever the defence; "reduce to 0" cannot be raised."""
    c = two_sides([card("melee", 0, 9, 0, "h")], [card("melee", 0, 0, 0, "d")])
    c = play_round(c, "h", "d", CancelRules())
    assert c.owed == 2
    c = reduce_to_zero(
        two_sides([card("melee", 1, 0, 0, "h")], [card("melee", 0, 0, 0, "z")]), HERO, "attack"
    )
    assert play_round(c, "h", "z").damage == 1  # a reduction lasts one round: a new card is not reduced


def test_reduce_to_zero_blocks_raises() -> None:
    c = play_round(two_sides([card("melee", 2, 0, 0, "h")], [card("melee", 0, 0, 0, "z")]), "h", "z")
    locked = modify(reduce_to_zero(c, HERO, "attack"), HERO, attack=5)
    assert locked.hero.play.final_attack == 0


def test_marks_last_the_whole_combat() -> None:
    """What an ability remembers ("once per battle") survives the rounds."""
    c = mark(two_sides([card("melee", 1, 0, 0, "h")] * 2, [card("melee", 0, 0, 0, "z")] * 2), "spread_lies")
    c = pay(play_round(c, "h", "z"))
    assert c.marks == {"spread_lies"}


def test_damage_ability_reads_the_damage_of_this_round() -> None:
    """R31: text that reads the damage dealt this round acts after the simultaneous damage."""
    c = two_sides([card("melee", 3, 0, 0, "h")], [card("melee", 1, 0, 0, "r")])
    c = play_round(c, "h", "r", CancelRules())
    assert c.damage == 5 and c.owed == 1


# --- resolution ------------------------------------------------------------------------------------


def test_undefeated_foe_places_its_wisdom_and_ends_a_travel_turn() -> None:
    """p. 29 part 4c: Sauron may place the foe's wisdom in influence; in the Travel step the turn ends
    (p. 22), in the Ambush step it goes on unless the hero was defeated (p. 22)."""
    c = exhaust(exhaust(orc_combat(), HERO), FOE)
    assert c.over
    travel, ambush = resolve(c, travel=True), resolve(c, travel=False)
    assert travel.influence == 2 and travel.ends_turn and not ambush.ends_turn
    assert len(travel.foe_cards) == 7 and travel.hero_hand == c.hero.hand
    with pytest.raises(IllegalMove, match="not over"):
        resolve(orc_combat(), travel=True)


def test_minion_damage_stays_and_ringwraiths_return() -> None:
    """p. 32: a minion keeps its damage; a defeated one leaves the board, the Ringwraiths come back to
    Minas Morgul at the start of Sauron's next Action step."""
    wraiths = foe_stats(C, "the_ringwraiths")
    hit = card("melee", 5, 0, 0, "hit")
    c = prepare(wraiths, [hit] * 10, 9, 0, 0, [hit, hit], [hit] * 5, damage=2)
    c = pay(play_round(c, "hit", None))
    c = exhaust(c, HERO)
    board = Board(minions={"the_ringwraiths": "osgiliath"})
    kept = resolve(c, travel=False)
    assert kept.minion_damage == 7 and not kept.ringwraiths_return and kept.influence == 0
    assert after_minion_combat(board, {}, "the_ringwraiths", kept) == (board, {"the_ringwraiths": 7})
    c = pay(play_round(prepare(wraiths, [hit] * 10, 9, 0, 0, [hit, hit], [hit], damage=2), "hit", None))
    c = pay(play_round(c, "hit", None))
    won = resolve(c, travel=True)
    assert won.foe_defeated and won.ringwraiths_return and not won.ends_turn
    board, damage = after_minion_combat(board, {"the_ringwraiths": 2}, "the_ringwraiths", won)
    assert "the_ringwraiths" not in board.minions and damage == {}
    assert ringwraiths_return(board, True).minions == {"the_ringwraiths": "minas_morgul"}
    assert ringwraiths_return(board, False) == board


# --- properties ------------------------------------------------------------------------------------

cards = st.sampled_from(ALL_CARDS)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(cards, max_size=8),
    st.lists(cards, max_size=8),
    st.lists(cards, max_size=10),
    st.integers(1, 12),
    st.integers(1, 12),
    st.integers(1, 12),
    st.data(),
)
def test_combat_ends_within_the_cards_and_damage_never_negative(
    hero: list[CombatCard],
    foe: list[CombatCard],
    life: list[CombatCard],
    hs: int,
    fs: int,
    health: int,
    data: st.DataObject,
) -> None:
    """With printed numbers only, each round spends a card of someone's hand or ends the combat, so it
    ends within (both hands + 1) rounds; damage never goes down and no value is negative."""
    c = Combat("orc", False, health, 2, Side(hs, tuple(hero)), Side(fs, tuple(foe)), life=tuple(life))
    bound = len(hero) + len(foe) + 1
    while not c.over:
        assert c.round < bound
        picks = []
        for side in (c.hero, c.foe):
            options = [None] if side.exhausted or not side.hand else [k.id for k in side.hand]
            picks.append(data.draw(st.sampled_from(options)))
        before = c
        c = play_round(c, picks[0], picks[1])
        assert c.owed >= 0 and c.damage >= before.damage
        assert min(c.hero.play.final_attack, c.hero.play.final_defense, c.foe.play.final_attack) >= 0
        if c.owed:
            short = max(0, c.owed - len(c.life))
            c = pay(c, [k.id for k in c.hero.hand[:short]])
        assert len(c.wounds) >= len(before.wounds)
    result = resolve(c, travel=True)
    assert result.influence in (0, 2) and result.foe_defeated == (c.damage >= health)
