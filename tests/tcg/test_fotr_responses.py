"""The Response window (rulings 30-35) and one scenario per response card of set 1 (``fotr/responses.py``).

Player 0 is the Free Peoples player and player 1 the Shadow player. Rules: 002 "Response" (a response
is played "whenever the situation described in its game text happens"; "You may respond more than once
to the same situation"; "After all required actions to a particular trigger have resolved, players may
perform response actions ... using the action procedure") and CR 4.2 "response" ("is about to": a
response that prevents the situation ends it). Docstrings paraphrase the cards in our words.
"""

from __future__ import annotations

from eregion.games.tcg import rules as R
from eregion.games.tcg.responses import answers
from eregion.games.tcg.state import TcgState
from eregion.games.tcg.steps import modify
from tcg.harness import (
    _take,
    act,
    begin,
    find,
    ids,
    logged,
    offered,
    pass_until,
    passes,
    play,
    start_phase,
    start_skirmish,
    table,
    use,
    wounds,
)

SH = 1


def empty_decks(s: TcgState) -> TcgState:
    """No card left in either draw deck, so only the hands say what a player could hold."""
    for p in (0, 1):
        for u in list(s.zones[(p, "draw")]):
            s.move(u, p, "adventure")  # (out of the way: not searched by name)
    return s


def test_no_window_when_nobody_could_answer() -> None:
    """Ruling 30: a wound about to be taken opens no window when neither player has a response to it in
    play, in hand or in his draw deck: the wound is placed at once."""
    s = empty_decks(table(site=4, fellowship=["Gimli"], minions=["Goblin Scavengers"]))
    start_skirmish(s, "Gimli", ["Goblin Scavengers"])
    passes(s)
    assert wounds(s, "Gimli") == 1 and not any(st[0] == "respond" for st in s.stack)


def test_a_window_is_posed_whenever_a_response_could_be_held() -> None:
    """Ruling 12 and 31: the Free Peoples player with Intimidate in his draw deck (not in hand) is asked
    about a companion's wound all the same, with only "pass" to answer: being asked tells nothing."""
    s = empty_decks(table(site=4, fellowship=["Gimli"], minions=["Goblin Scavengers"], hand=["Defiance"]))
    _take(s, 0, "Intimidate", "draw")
    start_skirmish(s, "Gimli", ["Goblin Scavengers"])
    passes(s)
    assert s.decision is not None and "about to take a wound" in s.decision.prompt
    assert s.decision.player == 0 and ids(s) == ["pass"]
    act(s, "pass")  # the Shadow player's deck holds no response to it: he is not asked
    assert wounds(s, "Gimli") == 1


def test_intimidate_ends_the_window_and_pays_its_cost() -> None:
    """Intimidate prevents the wound: the situation no longer exists, so no one else is asked about it
    (CR 4.2, "response"); its twilight is added and it is discarded (002, "Response")."""
    s = table(
        site=4, fellowship=["Gandalf, The Grey Wizard"], minions=["Goblin Scavengers"], hand=["Intimidate"]
    )
    start_skirmish(s, "Gandalf", ["Goblin Scavengers"])
    passes(s)
    act(s, play(s, "Intimidate"))
    assert wounds(s, "Gandalf") == 0 and s.pool == 2
    assert logged(s, "wound_prevented") and find(s, "Intimidate", zone="discard") >= 0


# --- the response cards ---------------------------------------------------------------------------------


def won(s: TcgState) -> TcgState:
    """Pass until the window of a skirmish won (002: responses after the skirmish's wounds and
    required triggers, ruling 34)."""
    return pass_until(s, "wins a skirmish")


def test_still_draws_breath_heals_the_dwarf_who_won() -> None:
    """Still Draws Breath (1_25): if a Dwarf wins a skirmish, heal that Dwarf."""
    s = table(site=4, fellowship=["Gimli"], minions=["Goblin Runner"], hand=["Still Draws Breath"])
    s.card_mut(find(s, "Gimli")).wounds = 1
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    won(s)
    assert s.decision.player == 0
    act(s, play(s, "Still Draws Breath"))
    assert wounds(s, "Gimli") == 0 and find(s, "Still Draws Breath", zone="discard") >= 0


def test_nobody_tosses_a_dwarf_mills_the_opponent() -> None:
    """Nobody Tosses a Dwarf (1_23): if a Dwarf wins a skirmish, the opponent discards the top 3 cards of
    his draw deck."""
    s = table(site=4, fellowship=["Gimli"], minions=["Goblin Runner"], hand=["Nobody Tosses a Dwarf"])
    start_skirmish(s, "Gimli", ["Goblin Runner"])
    won(s)
    act(s, play(s, "Nobody Tosses"))
    assert [e[1] for e in logged(s, "mill")] == [SH] * 3


def _uruk_wins(support: str, pool: int) -> TcgState:
    s = table(site=5, pool=pool, fellowship=["Sam, Son of Hamfast"], minions=["Uruk Savage"])
    _take(s, SH, support, "support")
    s.card_mut(find(s, "Uruk Savage")).wounds = 1
    start_skirmish(s, "Sam", ["Uruk Savage"])
    won(s)
    assert s.decision.player == SH
    return s


def test_uruk_bloodlust_heals_the_uruk_who_won() -> None:
    """Uruk Bloodlust (1_144): if your Uruk-hai wins a skirmish, remove (1) to heal him."""
    s = _uruk_wins("Uruk Bloodlust", pool=1)
    act(s, use(s, "Uruk Bloodlust"))
    assert wounds(s, "Uruk Savage") == 0 and s.pool == 0


def test_uruk_hai_rampage_makes_the_winner_fierce() -> None:
    """Uruk-hai Rampage (1_159): if your Uruk-hai wins a skirmish, remove (3) to make him fierce until the
    regroup phase; not offered without the twilight (002, "Costs and effects")."""
    s = _uruk_wins("Uruk-hai Rampage", pool=3)
    act(s, use(s, "Uruk-hai Rampage"))
    assert R.keyword(s, find(s, "Uruk Savage"), "fierce") and s.pool == 0
    s.pool = 2
    savage, sam = find(s, "Uruk Savage"), find(s, "Sam", zone="fellowship")
    assert answers(s, SH, ("wins_skirmish", (savage,), (sam,))) == []  # (ruling 35)


def test_enheartened_foe_makes_a_sauron_orc_fierce() -> None:
    """Enheartened Foe (1_247): if a [sauron] Orc wins a skirmish, make it fierce until the regroup
    phase."""
    s = table(
        site=6, fellowship=["Sam, Son of Hamfast"], minions=["Orc Soldier"], shadow_hand=["Enheartened Foe"]
    )
    start_skirmish(s, "Sam", ["Orc Soldier"])
    won(s)
    act(s, play(s, "Enheartened Foe"))
    assert R.keyword(s, find(s, "Orc Soldier"), "fierce")


def test_band_of_the_eye_makes_the_free_peoples_player_discard_at_random() -> None:
    """Band of the Eye (1_240): if this minion wins a skirmish, remove (2) to make the Free Peoples player
    discard a card at random from hand."""
    s = table(
        site=6, pool=2, fellowship=["Sam, Son of Hamfast"], minions=["Band of the Eye"], hand=["Defiance"]
    )
    start_skirmish(s, "Sam", ["Band of the Eye"])
    won(s)
    act(s, use(s, "Band of the Eye"))
    assert not s.zones[(0, "hand")] and s.pool == 0 and find(s, "Defiance", zone="discard") >= 0


def test_the_pale_blade_discards_a_free_peoples_condition() -> None:
    """The Pale Blade (1_221): borne by The Witch-king, damage +1; if he wins a skirmish, exert him to
    discard a Free Peoples condition."""
    s = table(
        site=3,
        fellowship=["Sam, Son of Hamfast"],
        minions=["The Witch-king"],
        items={"The Witch-king": ["The Pale Blade"]},
    )
    stairs = _take(s, 0, "Stairs of Khazad", "support")
    assert R.keyword(s, find(s, "The Witch-king"), "damage") == 1
    start_skirmish(s, "Sam", ["The Witch-king"])
    won(s)
    act(s, use(s, "The Pale Blade"))
    assert wounds(s, "The Witch-king") == 1 and s.cards[stairs].zone == "discard"


def test_in_the_ringwraiths_wake_lets_the_free_peoples_player_choose() -> None:
    """In the Ringwraith's Wake (1_214): if a Nazgûl wins a skirmish, the Free Peoples player chooses to
    exert the Ring-bearer or add a burden."""
    s = table(
        site=3,
        fellowship=["Sam, Son of Hamfast"],
        minions=["Úlairë Lemenya"],
        shadow_hand=["In the Ringwraith"],
    )
    start_skirmish(s, "Sam", ["Úlairë Lemenya"])
    won(s)
    act(s, play(s, "In the Ringwraith"))
    assert s.decision.player == 0 and ids(s) == ["opt:0", "opt:1"]
    act(s, "opt:1")
    assert s.burdens[0] == 1 and wounds(s, "Frodo") == 0


def test_all_blades_perish_prevents_a_wound_to_a_nazgul() -> None:
    """All Blades Perish (1_203): if a Nazgûl is about to take a wound, prevent it; the Free Peoples
    player is asked first (ruling 30)."""
    s = table(
        site=3,
        fellowship=["Aragorn, King in Exile"],
        minions=["Úlairë Lemenya"],
        shadow_hand=["All Blades Perish"],
    )
    modify(s, find(s, "Aragorn"), "strength", 5, "turn", -1)  # (13 against 9: he wins)
    start_skirmish(s, "Aragorn", ["Úlairë Lemenya"])
    pass_until(s, "about to take a wound")
    if s.decision.player == 0:
        act(s, "pass")
    act(s, play(s, "All Blades Perish"))
    assert wounds(s, "Úlairë Lemenya") == 0 and logged(s, "wound_prevented")


def test_goblin_armory_adds_twilight_and_saves_a_moria_orc() -> None:
    """Goblin Armory (1_173): each time you play a [moria] weapon, add (1); if a [moria] Orc is about to take
    a wound, discard this condition to prevent it."""
    s = table(site=4, pool=5, minions=["Goblin Runner"], shadow_hand=["Goblin Scimitar"])
    _take(s, SH, "Goblin Armory", "support")
    s.phase = "shadow"
    begin(s, ("shadow",))
    act(s, play(s, "Goblin Scimitar"))  # (on the only [moria] Orc; it costs 0)
    assert s.pool == 5 + 1 and "use it?" in s.decision.prompt  # before Goblin Scimitar's own "you may"
    s = table(site=4, fellowship=["Aragorn, King in Exile"], minions=["Goblin Runner"])
    armory = _take(s, SH, "Goblin Armory", "support")
    start_skirmish(s, "Aragorn", ["Goblin Runner"])
    pass_until(s, "about to take a wound")
    if s.decision.player == 0:
        act(s, "pass")
    act(s, use(s, "Goblin Armory"))
    assert wounds(s, "Goblin Runner") == 0 and s.cards[armory].zone == "discard"


def _companion_killed_by_an_orc(shadow_hand: str, *, wearing: bool = False, pool: int = 0) -> TcgState:
    s = table(
        site=6,
        pool=pool,
        fellowship=["Sam, Son of Hamfast"],
        minions=["Orc Soldier"],
        dead=["Gimli"],
        shadow_hand=[shadow_hand],
    )
    s.card_mut(find(s, "Sam", zone="fellowship")).wounds = 3
    s.wearing = wearing
    start_skirmish(s, "Sam", ["Orc Soldier"])
    pass_until(s, "is killed")
    if s.decision.player == 0:
        act(s, "pass")
    return s


def test_orc_butchery_mills_for_each_card_in_the_dead_pile() -> None:
    """Orc Butchery (1_265): if a companion is killed by a [sauron] Orc, the Free Peoples player discards
    the top 3 cards of his draw deck for each card in the dead pile (Gimli and Sam: 6)."""
    s = _companion_killed_by_an_orc("Orc Butchery")
    deck = len(s.zones[(0, "draw")])
    act(s, play(s, "Orc Butchery"))
    assert len(s.zones[(0, "draw")]) == deck - 6


def test_the_rings_oppression_adds_a_burden_or_three() -> None:
    """The Ring's Oppression (1_273): if a [sauron] Orc kills a companion, add a burden, or 3 while the
    Ring-bearer wears The One Ring."""
    for wearing, burdens in ((False, 1), (True, 3)):
        s = _companion_killed_by_an_orc("The Ring's Oppression", wearing=wearing, pool=3)
        act(s, play(s, "The Ring's Oppression"))
        assert s.burdens[0] == burdens


def _ring_put_on(against: str, shadow_hand: tuple[str, ...] = ()) -> TcgState:
    """Frodo (with a Hobbit Sword: strength 5, not overwhelmed) loses a skirmish and puts on The Ruling
    Ring in response to the wound (002, "The One Ring"); the Shadow player may respond to that."""
    s = table(
        site=5,
        minions=[against],
        items={"Frodo": ["Hobbit Sword"]},
        shadow_hand=list(shadow_hand),
    )
    start_skirmish(s, "Frodo", [against])
    pass_until(s, "about to take a wound")
    act(s, f"use:{s.ring[0]}")
    pass_until(s, "puts on The One Ring")
    assert s.decision.player == SH and s.wearing
    return s


def test_uruk_spy_discards_from_his_deck_for_burdens() -> None:
    """Uruk Spy (1_155): if the Ring-bearer puts on The One Ring, exert this minion; discard a card from
    the top of your draw deck for each [isengard] minion you spot (one: himself) and add a burden for
    each Shadow card discarded. The wound he put the Ring on for becomes a burden too (ruling 32)."""
    s = table(site=5, minions=["Uruk Spy"], items={"Frodo": ["Hobbit Sword"]})
    top = _take(s, SH, "Uruk Savage", "hand")
    s.move(top, SH, "draw")  # a Shadow card on top
    start_skirmish(s, "Frodo", ["Uruk Spy"])
    pass_until(s, "about to take a wound")
    act(s, f"use:{s.ring[0]}")
    pass_until(s, "puts on The One Ring")
    act(s, use(s, "Uruk Spy"))
    assert wounds(s, "Uruk Spy") == 1 and s.cards[top].zone == "discard"
    assert s.burdens[0] == 2 and wounds(s, "Frodo") == 0


def test_the_twilight_world_adds_two_burdens() -> None:
    """The Twilight World (1_228): if the Ring-bearer puts on The One Ring, exert a Nazgûl to add 2 burdens
    (and the wound becomes a third)."""
    s = _ring_put_on("Úlairë Lemenya", ("The Twilight World",))
    act(s, play(s, "The Twilight World"))
    assert wounds(s, "Úlairë Lemenya") == 1 and s.burdens[0] == 3 and wounds(s, "Frodo") == 0


def test_isildurs_bane_is_put_on_outside_skirmishes_for_two_burdens() -> None:
    """The One Ring, Isildur's Bane (1_1): if bearer is about to take a wound (any wound, archery too), he
    wears the Ring until the regroup phase; while worn, each wound becomes 2 burdens. The Ruling Ring (1_2)
    answers only wounds in a skirmish."""
    for ring in ("1_1", "1_2"):
        s = table(site=5, minions=["Uruk Savage"])
        s.card_mut(s.ring[0]).cid = ring
        s.phase = "archery"
        begin(s, ("archery_wounds", 0, 1))
        if f"pick:{s.rb[0]}" in ids(s):
            act(s, f"pick:{s.rb[0]}")
        asked = s.decision is not None and "about to take a wound" in s.decision.prompt
        put_on = f"use:{s.ring[0]}"
        assert (put_on in (ids(s) if asked else [])) == (ring == "1_1")
        if asked:
            act(s, put_on if ring == "1_1" else "pass")
        assert (s.burdens[0], wounds(s, "Frodo"), s.wearing) == (
            (2, 0, True) if ring == "1_1" else (0, 1, False)
        )


def test_sam_faithful_companion_takes_the_ring_when_frodo_dies() -> None:
    """Sam, Faithful Companion (1_310): if Frodo dies, make Sam the Ring-bearer (resistance 5). His
    fellowship ability plays Bill the Pony from the draw deck, a card of a later set: in a set-1 game
    it is never offered (ruling 1)."""
    s = table(site=5, fellowship=["Sam, Faithful Companion"], minions=["Uruk Rager"])
    s.phase = "fellowship"
    assert offered(s) == []
    start_skirmish(s, "Frodo", ["Uruk Rager"])
    pass_until(s, "is killed")
    act(s, use(s, "Sam"))
    sam = find(s, "Sam", zone="fellowship")
    assert s.result is None and s.rb[0] == sam and s.resistance[0] == 5 and s.cards[s.ring[0]].host == sam


# --- responses to a card being played ---------------------------------------------------------------


def test_breeding_pit_puts_the_copies_beneath_the_deck() -> None:
    """Breeding Pit (1_122): if you play an Uruk-hai, take all copies of that card in your discard pile and
    place them beneath your draw deck."""
    s = table(
        site=5,
        pool=3,
        shadow_hand=["Uruk Savage", "Breeding Pit"],
        shadow_discard=["Uruk Savage", "Uruk Savage", "Goblin Runner"],
    )
    copies = [
        u
        for u in s.zones[(SH, "discard")]
        if s.cards[u].cid == s.cards[find(s, "Uruk Savage", zone="hand")].cid
    ]
    begin(s, ("phase", "shadow"))
    act(s, play(s, "Uruk Savage"))
    pass_until(s, "is played")
    act(s, play(s, "Breeding Pit"))
    assert len(copies) == 2 and s.zones[(SH, "draw")][:2] == copies[::-1]
    assert [s.cards[u].cid for u in s.zones[(SH, "discard")]] == ["1_178", "1_122"]  # Goblin Runner, Pit


def test_strength_of_kings_cancels_a_skirmish_event_but_not_its_cost() -> None:
    """Strength of Kings (1_115): if a skirmish event is played during a skirmish involving a [gondor] Man,
    cancel it: Bred for Battle's Uruk-hai still exerts (its cost), but is not made stronger (002,
    "Response": "its costs and requirements are still paid")."""
    s = table(
        site=5,
        fellowship=["Boromir"],
        minions=["Uruk Savage"],
        hand=["Strength of Kings"],
        shadow_hand=["Bred for Battle"],
    )
    start_skirmish(s, "Boromir", ["Uruk Savage"])
    act(s, "pass")  # the Free Peoples player's first skirmish action
    act(s, play(s, "Bred for Battle"))
    pass_until(s, "is played")
    act(s, play(s, "Strength of Kings"))
    savage = find(s, "Uruk Savage")
    assert s.cards[savage].wounds == 1 and R.strength(s, savage) == 5 and logged(s, "cancel_event")


def _stealth(
    minions: list[str], shadow_support: tuple[str, ...] = (), shadow_hand: tuple[str, ...] = ()
) -> TcgState:
    """Sam skirmishes at site 3 and the Free Peoples player plays Hobbit Intuition (a stealth event) to
    cancel the skirmish; the Shadow player may respond to its playing."""
    s = table(
        site=3,
        fellowship=["Sam, Son of Hamfast"],
        minions=minions,
        hand=["Hobbit Intuition"],
        shadow_support=list(shadow_support),
        shadow_hand=list(shadow_hand),
    )
    start_skirmish(s, "Sam", minions[:1])
    act(s, play(s, "Hobbit Intuition"))
    pass_until(s, "is played")
    assert s.decision.player == SH
    return s


def _cancelled(s: TcgState) -> bool:
    """Hobbit Intuition did nothing: the skirmish goes on."""
    return not s.skirmish_cancelled and bool(logged(s, "cancel_event"))


def test_relentless_cancels_a_stealth_event() -> None:
    """Relentless (1_194): if a stealth event is played, spot 3 [moria] minions to cancel it."""
    s = _stealth(["Goblin Runner"] * 3, shadow_hand=("Relentless",))
    act(s, play(s, "Relentless"))
    assert _cancelled(s)


def test_seeking_it_always_exerts_a_tracker_to_cancel_a_stealth_event() -> None:
    """Seeking It Always (1_275): if a stealth event is played, exert a [sauron] tracker to cancel it."""
    s = _stealth(["Goblin Runner", "Orc Ambusher"], shadow_support=("Seeking It Always",))
    act(s, use(s, "Seeking It Always"))
    assert _cancelled(s) and wounds(s, "Orc Ambusher") == 1


def test_wariness_exerts_or_discards_an_uruk_to_cancel_a_stealth_event() -> None:
    """Wariness (1_161): if a stealth event is played, exert or discard your Uruk-hai to cancel it."""
    s = _stealth(["Uruk Savage"], shadow_hand=("Wariness",))
    act(s, play(s, "Wariness"))
    act(s, "opt:0")  # exert (the other: discard)
    assert _cancelled(s) and wounds(s, "Uruk Savage") == 1


def test_orc_ambusher_cancels_a_regroup_event() -> None:
    """Orc Ambusher (1_261): the roaming penalty of your [sauron] minions is -1; if a Free Peoples regroup
    event is played, exert this minion to cancel it: Gondor's Vengeance's ranger still exerts."""
    s = table(
        site=4,
        fellowship=["Aragorn, King in Exile"],
        minions=["Orc Ambusher", "Goblin Runner"],
        hand=["Gondor's Vengeance"],
    )
    assert R.roaming_penalty(s, find(s, "Orc Ambusher")) == 1  # site 6, the fellowship at 4: 2 - 1
    start_phase(s, "regroup")
    act(s, play(s, "Gondor's Vengeance"))
    pass_until(s, "is played")
    act(s, use(s, "Orc Ambusher"))
    assert wounds(s, "Aragorn") == 1 and wounds(s, "Orc Ambusher") == 1
    assert s.cards[find(s, "Goblin Runner")].zone == "shadow" and logged(s, "cancel_event")


# --- exertions, healings and wounds taken ----------------------------------------------------------------


def test_strength_of_spirit_places_no_token_for_an_exertion() -> None:
    """Strength of Spirit (1_85): if a companion is about to exert, spot Gandalf to place no token for that
    exertion: Boromir's ability is paid for and makes Frodo strength +3, and Boromir stays unwounded."""
    s = table(
        site=4,
        fellowship=["Gandalf, The Grey Wizard", "Boromir"],
        minions=["Goblin Runner"],
        hand=["Strength of Spirit"],
    )
    start_skirmish(s, "Boromir", ["Goblin Runner"])
    frodo = R.strength(s, s.rb[0])
    act(s, use(s, "Boromir"))
    pass_until(s, "about to exert")
    act(s, play(s, "Strength of Spirit"))
    if s.decision is not None and f"pick:{s.rb[0]}" in ids(s):
        act(s, f"pick:{s.rb[0]}")
    assert wounds(s, "Boromir") == 0 and s.pool == 1 and logged(s, "no_token")
    assert R.strength(s, s.rb[0]) == frodo + 3


def test_extraordinary_resilience_removes_a_burden_instead_of_healing() -> None:
    """Extraordinary Resilience (1_287): if the Ring-bearer is about to heal, remove a burden instead."""
    s = table(site=2, fellowship=["Boromir"], hand=["Extraordinary Resilience"], burdens=2)
    s.card_mut(s.rb[0]).wounds = 1
    start_phase(s, "fellowship")
    act(s, use(s, "Frodo"))  # exert another companion with the Frodo signet to heal Frodo
    pass_until(s, "about to heal")
    act(s, play(s, "Extraordinary Resilience"))
    assert s.cards[s.rb[0]].wounds == 1 and s.burdens[0] == 1 and wounds(s, "Boromir") == 1


def test_lost_to_the_goblins_when_the_ring_bearer_takes_a_wound() -> None:
    """Lost to the Goblins (1_189): if the Ring-bearer exerts or takes a wound, discard a card from the top
    of your draw deck for each [moria] minion you spot; add a burden for each Shadow card discarded (limit
    3)."""
    s = table(site=4, minions=["Goblin Runner"], shadow_hand=["Lost to the Goblins"])
    top = _take(s, SH, "Goblin Scimitar", "hand")
    s.move(top, SH, "draw")
    start_skirmish(s, "Frodo", ["Goblin Runner"])
    pass_until(s, "Frodo, Son of Drogo takes a wound")
    act(s, play(s, "Lost to the Goblins"))
    assert s.cards[top].zone == "discard" and s.burdens[0] == 1 and wounds(s, "Frodo") == 1


def test_plundered_armories_plays_a_discarded_weapon_again() -> None:
    """Plundered Armories (1_193): if your [moria] weapon is discarded, play it from your discard pile at a
    twilight cost -1 (on a legal bearer: ruling 7). The Goblin Runner bearing it is killed; the Scimitar
    goes to the other [moria] Orc."""
    s = table(
        site=4,
        fellowship=["Aragorn, King in Exile"],
        minions=["Goblin Runner", "Goblin Scavengers"],
        shadow_support=["Plundered Armories"],
        items={"Goblin Runner": ["Goblin Scimitar"]},
    )
    scimitar = find(s, "Goblin Scimitar")
    start_skirmish(s, "Aragorn", ["Goblin Runner"])
    pass_until(s, "Goblin Scimitar is discarded")
    act(s, use(s, "Plundered Armories"))
    assert s.cards[scimitar].zone == "attached" and s.cards[scimitar].host == find(s, "Goblin Scavengers")


def test_blade_tip_goes_to_the_loser_and_wounds_him_each_fellowship_phase() -> None:
    """Blade Tip (1_209): if your Nazgûl wins a skirmish, transfer this condition from your support area
    to the losing character (limit 1 per character); at the start of each fellowship phase, wound bearer,
    or add a burden instead if he is the Ring-bearer."""
    for loser, items in (("Aragorn", {}), ("Frodo", {"Frodo": ["Hobbit Sword"]})):
        fellowship = ["Aragorn, King in Exile"] if loser == "Aragorn" else []
        s = table(site=3, fellowship=fellowship, minions=["Úlairë Lemenya"], items=items)
        tip = _take(s, SH, "Blade Tip", "support")
        victim = find(s, loser, zone="fellowship")
        start_skirmish(s, loser, ["Úlairë Lemenya"])
        won(s)
        act(s, use(s, "Blade Tip"))
        assert s.cards[tip].host == victim
        assert answers(s, SH, ("wins_skirmish", (find(s, "Úlairë Lemenya"),), (victim,))) == []  # limit 1
        before, burdens = s.cards[victim].wounds, s.burdens[0]
        begin(s, ("start_of_turn",))
        pass_until(s, "nothing")  # (any wound window passed)
        if loser == "Aragorn":
            assert (s.cards[victim].wounds, s.burdens[0]) == (before + 1, burdens)
        else:
            assert (s.cards[victim].wounds, s.burdens[0]) == (before, burdens + 1)
