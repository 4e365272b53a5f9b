"""Costs (p.4): coin costs, 1 coin per missing Skill symbol, each Skill symbol once per turn (p.5),
"one of" grey cards, chaining (with the rulebook's example) and the Landmark surcharge."""

from __future__ import annotations

from duel_helpers import (
    FELLOWSHIP,
    SAURON,
    coins,
    forts,
    give_token,
    ids,
    make,
    put_cards,
    refresh,
    set_forts,
    set_skills,
    tile,
    to_chapter,
    units,
)

from eregion.core import DecisionKind

# --- coin costs and Skills (p.4) -------------------------------------------------------------------


def test_coin_cost_goes_to_the_reserve() -> None:
    """p.4: a card's coin cost is paid to the reserve. C1-16 (blue, 1 coin, 1 Ring)."""
    s = make(0, chapters={1: {19: "C1-16"}})
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-16")
    assert coins(s) == (2, 2, 26)
    assert s.quest == [1, 0]


def test_a_free_card_costs_nothing() -> None:
    """p.4 note: a card that requires no Skill and no coin is free. C1-13 (blue, free)."""
    s = make(0, chapters={1: {19: "C1-13"}})
    s.coins[SAURON] = 0
    s.reserve = 27
    refresh(s, SAURON)
    assert "play:C1-13" in ids(s)
    s.apply("play:C1-13")
    assert coins(s) == (3, 0, 27) and s.quest == [0, 1]


def test_missing_skill_symbols_cost_one_coin_each() -> None:
    """p.4: without the required Skills you may pay 1 coin per missing symbol. C2-10 needs Ruse and
    Strength: 2 coins without grey cards, 1 with a Ruse, nothing with both."""
    for area, price in (((), 2), (("C1-05",), 1), (("C1-05", "C1-07"), 0)):
        s = make(0, chapters={2: {19: "C2-10"}})
        to_chapter(s, 2)
        put_cards(s, FELLOWSHIP, *area)
        s.coins[FELLOWSHIP] = 5
        s.reserve = 22
        refresh(s, FELLOWSHIP)
        s.apply("play:C2-10")
        assert coins(s) == (5 - price, 2, 22 + price), area


def test_a_card_you_cannot_afford_is_not_offered_but_may_be_discarded() -> None:
    s = make(0, chapters={2: {19: "C2-10"}})
    to_chapter(s, 2)
    s.coins[FELLOWSHIP] = 1
    refresh(s, FELLOWSHIP)
    assert "play:C2-10" not in ids(s) and "discard:C2-10" in ids(s)
    s.coins[FELLOWSHIP] = 2
    refresh(s, FELLOWSHIP)
    assert "play:C2-10" in ids(s)


def test_grey_cards_give_one_skill_per_symbol_every_turn() -> None:
    """p.5: 1 Skill per symbol shown; each symbol may be used once per turn, on each of your turns.
    One Knowledge grey card (C1-03) pays C1-17's Knowledge on one turn and C1-18's on the next."""
    s = make(0, chapters={1: {19: "C1-17", 18: "C1-18", 17: "C1-16"}})
    put_cards(s, FELLOWSHIP, "C1-03")
    s.reserve += s.coins[FELLOWSHIP]
    s.coins[FELLOWSHIP] = 0
    refresh(s, FELLOWSHIP)
    s.apply("play:C1-17")
    assert coins(s)[0] == 0 and s.spent_fixed == (0, 0, 0, 0, 0)  # reset for the next turn
    s.apply("discard:C1-16")  # Sauron
    assert "play:C1-18" in ids(s)
    s.apply("play:C1-18")
    assert coins(s)[0] == 0 and s.races[:7] == [1, 0, 0, 1, 0, 0, 0]


def test_each_skill_symbol_is_used_once_per_turn() -> None:
    """p.5: a turn that pays twice (The Shire, promo) cannot use a symbol twice. The Shire needs Ruse,
    Strength, Courage 2, Knowledge 2; with one more Courage, C1-14 (Courage) is still free after it,
    but C1-17 (Knowledge) would cost a coin."""
    s = make(0, chapters={1: {5: "C1-14", 6: "C1-17"}}, promo=True)
    s.landmarks_up = (tile("the-shire"),)
    set_skills(s, FELLOWSHIP, Ruse=1, Strength=1, Courage=3, Knowledge=2)
    s.coins[FELLOWSHIP] = 0
    s.reserve = 28
    refresh(s, FELLOWSHIP)
    s.apply("landmark:the-shire")
    assert s.decision.kind is DecisionKind.CHOOSE_CARD
    offered = ids(s)
    assert "card:C1-14" in offered and "card:C1-17" not in offered
    s.apply("card:C1-14")
    assert coins(s)[0] == 0 and s.quest[0] == 1 and s.decision.player == SAURON


# --- "one of" grey cards (p.5) ---------------------------------------------------------------------


def test_one_of_grey_card_lets_the_player_choose_when_it_matters() -> None:
    """p.5: Skills separated by a slash give one of them per turn, your choice. C2-07 gives Ruse,
    Strength or Courage, the Elves' wild Skill token any Skill; C2-10 needs Ruse and Strength: with no
    coin the player chooses which one C2-07 gives (``skill:X``), and the token then gives the other
    unasked (the last source that helps: either Skill it gives saves the same coin)."""
    s = make(0, chapters={2: {19: "C2-10"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C2-07")
    give_token(s, FELLOWSHIP, "elves-wild-skill")
    s.coins[FELLOWSHIP] = 0
    s.reserve = 25
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-10")
    assert s.decision.kind is DecisionKind.CHOOSE_SKILL and s.decision.player == FELLOWSHIP
    assert s.decision.prompt == "Which Skill does C2-07 provide for this payment?"
    assert ids(s) == ["skill:Ruse", "skill:Strength"]  # Courage is not needed: not offered
    s.apply("skill:Strength")
    assert s.decision.player == SAURON and coins(s)[0] == 0 and s.quest[0] == 1
    log = [e.text for e in s.log()]
    assert any("C2-07 as Strength" in t for t in log) and any(" as Ruse" in t for t in log), log[-6:]


def test_the_last_flexible_skill_that_helps_is_not_asked_when_each_choice_costs_the_same() -> None:
    """C2-07 alone: whichever of Ruse or Strength it gives C2-10, the other costs 1 coin (p.4): nothing to
    choose, so the payment asks nothing and takes 1 coin."""
    s = make(0, chapters={2: {19: "C2-10"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C2-07")
    s.coins[FELLOWSHIP] = 1
    s.reserve = 24
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-10")
    assert s.decision.player == SAURON  # not asked
    assert coins(s) == (0, 2, 25) and s.quest[0] == 1
    assert any("C2-07 as Ruse" in e.text for e in s.log())


def test_one_of_grey_card_is_used_without_asking_when_only_one_choice_helps() -> None:
    s = make(0, chapters={2: {19: "C2-10"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C2-07", "C1-05")  # Ruse is fixed: the slash card must give Strength
    s.coins[FELLOWSHIP] = 0
    s.reserve = 25
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-10")
    assert s.decision.player == SAURON and coins(s)[0] == 0
    assert any("C2-07 as Strength" in e.text for e in s.log())


def test_one_of_grey_card_covers_only_one_symbol_per_turn() -> None:
    s = make(0, chapters={2: {19: "C2-10"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C2-07")
    s.coins[FELLOWSHIP] = 0
    refresh(s, FELLOWSHIP)
    assert "play:C2-10" not in ids(s)


def test_two_slash_cards_and_the_choice_that_keeps_the_cost_affordable() -> None:
    """Ruling 1 (docs/duel-rules.md): choices that would leave the cost unaffordable are not offered.
    C2-06 gives Knowledge or Leadership, C2-07 Ruse, Strength or Courage; C2-16 (Humans) needs
    Courage 2 and Knowledge: C2-06 must give Knowledge and C2-07 Courage, then 1 coin."""
    s = make(0, chapters={2: {19: "C2-16"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C2-06", "C2-07")
    s.coins[FELLOWSHIP] = 1
    s.reserve = 24
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-16")
    assert s.decision.player == SAURON and coins(s) == (0, 2, 25)
    log = [e.text for e in s.log()]
    assert any("C2-06 as Knowledge" in t for t in log) and any("C2-07 as Courage" in t for t in log)


# --- chaining (p.4) ----------------------------------------------------------------------------------


def test_chaining_example() -> None:
    """p.4 example: in chapter 1 you play a card for free (C1-21, red, gives the sword); in chapter 2
    the card with the matching symbol (C2-21, red, Ruse 2 and Knowledge) is free, without Skills;
    otherwise it would cost its Skills or 1 coin per missing symbol."""
    s = make(0, chapters={1: {19: "C1-21"}, 2: {19: "C2-21"}})
    refresh(s, FELLOWSHIP)
    s.coins[FELLOWSHIP] = 0
    s.reserve = 28
    s.apply("play:C1-21")
    s.apply("region:Lindon")
    assert units(s, FELLOWSHIP, "Lindon") == 1 and coins(s)[0] == 0
    to_chapter(s, 2)
    refresh(s, FELLOWSHIP)
    assert "play:C2-21" in ids(s)  # no Skills, no coins: chaining
    s.apply("play:C2-21")
    assert coins(s) == (0, 2, 28)
    assert any("C2-21 by chaining" in e.text for e in s.log())
    s.apply("region:Rohan")
    assert units(s, FELLOWSHIP, "Rohan") == 2


def test_without_the_chaining_symbol_the_card_is_paid_normally() -> None:
    """p.4 note: without the matching symbol the card is played normally, paying Skills or coins."""
    s = make(0, chapters={2: {19: "C2-21"}})
    to_chapter(s, 2)
    s.coins[SAURON] = 2
    refresh(s, SAURON)
    assert "play:C2-21" not in ids(s)  # 3 symbols missing, 2 coins
    s.coins[SAURON] = 3
    s.reserve = 24
    refresh(s, SAURON)
    s.apply("play:C2-21")
    assert coins(s) == (3, 0, 27)


def test_the_opponents_chaining_symbol_does_not_help() -> None:
    s = make(0, chapters={2: {19: "C2-21"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C1-21")
    s.coins[SAURON] = 0
    refresh(s, SAURON)
    assert "play:C2-21" not in ids(s)


# --- Landmark tiles (p.4) -----------------------------------------------------------------------------


def _bree_state(fellowship_forts: tuple[str, ...] = (), sauron_forts: tuple[str, ...] = (), money: int = 0):
    s = make(
        0, landmarks=["bree", "erebor", "isengard", "helms-deep", "grey-havens", "minas-tirith", "barad-dur"]
    )
    set_skills(s, FELLOWSHIP, Strength=3, Courage=2, Leadership=1)  # Bree's Skills exactly
    set_forts(s, FELLOWSHIP, *fellowship_forts)
    set_forts(s, SAURON, *sauron_forts)
    s.reserve += s.coins[FELLOWSHIP] - money
    s.coins[FELLOWSHIP] = money
    return refresh(s, FELLOWSHIP)


def test_landmark_costs_its_skills() -> None:
    """p.3-4: pay the tile's cost, place a Fortress on its region, then its other effects."""
    s = _bree_state()
    assert "landmark:bree" in ids(s)
    s.apply("landmark:bree")
    assert forts(s, FELLOWSHIP) == ["Arnor"] and units(s, FELLOWSHIP, "Arnor") == 4
    assert s.decision.kind is DecisionKind.MOVE  # then 2 movements (Player Aid)
    assert coins(s)[0] == 0


def test_landmark_surcharge_is_one_coin_per_own_fortress() -> None:
    """p.4: tiles cost 1 more coin per Fortress of yours already on the board (the first costs 0)."""
    assert "landmark:bree" not in ids(_bree_state(("Lindon",)))
    s = _bree_state(("Lindon", "Gondor"), money=2)
    assert "landmark:bree" in ids(s)
    reserve = s.reserve
    s.apply("landmark:bree")
    assert coins(s)[0] == 0 and s.reserve == reserve + 2
    assert "landmark:bree" not in ids(_bree_state(("Lindon", "Gondor"), money=1))


def test_the_opponents_fortresses_do_not_count() -> None:
    assert "landmark:bree" in ids(_bree_state(sauron_forts=("Lindon", "Gondor", "Mordor")))


def test_missing_landmark_skills_are_paid_in_coins_with_the_surcharge() -> None:
    s = _bree_state(("Lindon",), money=2)
    set_skills(s, FELLOWSHIP, Strength=2, Courage=2, Leadership=1)
    refresh(s, FELLOWSHIP)
    s.apply("landmark:bree")
    assert coins(s)[0] == 0
    s = _bree_state(("Lindon",), money=1)
    set_skills(s, FELLOWSHIP, Strength=2, Courage=2, Leadership=1)
    assert "landmark:bree" not in ids(refresh(s, FELLOWSHIP))


def test_dwarves_token_waives_the_surcharge_only() -> None:
    """Player Aid (NOTES section 7): the Dwarves token removes the +1 coin per Fortress, not the Skills."""
    s = _bree_state(("Lindon", "Gondor"))
    give_token(s, FELLOWSHIP, "dwarves-no-surcharge")
    refresh(s, FELLOWSHIP)
    assert "landmark:bree" in ids(s)
    set_skills(s, FELLOWSHIP, Strength=2, Courage=2, Leadership=1)
    refresh(s, FELLOWSHIP)
    assert "landmark:bree" not in ids(s)  # a missing Strength still costs a coin


def test_a_lone_skill_choice_credits_the_source_that_provides_it() -> None:
    """p.4-5 with the Elves' wild Skill token: fixed Leadership 1 and Ruse 1 (C2-06) leave C2-17 (Ruse 2,
    Leadership 1) one Ruse short. C2-06's flexible Skill (Knowledge or Leadership) cannot give Ruse, so only
    the wild token can: the payment asks nothing, uses the token as Ruse and costs no coin. (The engine once
    answered the lone option with the step as it was before the payment narrowed its sources, crediting
    C2-06 with a Ruse it cannot give.)"""
    s = make(0, chapters={2: {19: "C2-17"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C2-06")
    give_token(s, FELLOWSHIP, "elves-wild-skill")
    set_skills(s, FELLOWSHIP, Ruse=1, Leadership=1)
    s.coins[FELLOWSHIP] = 0
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-17")
    log = [e.text for e in s.log()]
    assert not any("C2-06 as Ruse" in t for t in log), log[-6:]
    assert any("as Ruse" in t for t in log), log[-6:]
    assert coins(s)[0] == 0


def test_skills_kept_as_cards_are_played_are_those_of_the_play_area() -> None:
    """p.4: a player's Skills are those of the grey cards in their play area (and the Elves token's
    wild Skill, last). Playing a grey card adds its own (``add_skills``); after every move of many
    random games they equal the Skills read again from the whole play area (``refresh_skills``)."""
    from eregion.core import Rng
    from eregion.games.duel.game import new_game

    rng, gains = Rng(4), 0  # moves after which a player has more Skills
    for seed in range(60):
        s = new_game(seed, {"promo": seed % 2 == 1})
        while not s.is_over:
            before = (s.fixed, s.flex)
            s.apply(rng.choice(s.legal_actions()))
            gains += (s.fixed, s.flex) != before
            again = s.clone()
            for p in (0, 1):
                again.refresh_skills(p)
            assert (again.fixed, again.flex) == (s.fixed, s.flex)
    assert gains > 100, gains


def test_a_slash_card_played_with_the_elves_token_gives_its_choice_before_the_tokens() -> None:
    """p.4 and the Elves token (Player Aid): a grey "one of" card played while the player holds the
    wild Skill adds its choice among the cards' ones, the token's still last, as reading the whole
    play area again gives."""
    s = make(0, chapters={2: {19: "C2-07"}})
    to_chapter(s, 2)
    put_cards(s, FELLOWSHIP, "C2-06")
    give_token(s, FELLOWSHIP, "elves-wild-skill")
    s.coins[FELLOWSHIP] = 10
    refresh(s, FELLOWSHIP)
    s.apply("play:C2-07")
    while s.decision.kind is DecisionKind.CHOOSE_SKILL:
        s.apply(s.legal_actions()[0])
    assert [source for source, _ in s.flex[FELLOWSHIP]] == ["C2-06", "C2-07", "the Elves token"]
    kept = s.flex
    s.refresh_skills(FELLOWSHIP)
    assert s.flex == kept
