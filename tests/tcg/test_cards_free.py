"""One scenario per Free Peoples card with an ability in the two starters, plus The One Ring, Frodo and Sam.

Each docstring says what the card does (its printed text, paraphrased) or which rule of the expanded starter
rulebook (002) the scenario shows. Player 0 is the Free Peoples player unless a test says otherwise.
"""

from __future__ import annotations

import dataclasses

import pytest

from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.state import TcgState
from tcg.harness import (
    act,
    begin,
    find,
    ids,
    offered,
    passes,
    pick,
    play,
    start_phase,
    start_skirmish,
    table,
    use,
)


def wounds(s: TcgState, name: str) -> int:
    return s.cards[find(s, name)].wounds


def zone(s: TcgState, name: str) -> str:
    return s.cards[find(s, name)].zone


pytestmark = pytest.mark.usefixtures("ask_phase_actions")


@pytest.fixture
def nazgul_troop(monkeypatch: pytest.MonkeyPatch) -> str:
    """No Nazgûl is in the starters: for the "while skirmishing a Nazgûl" clauses, Goblin Patrol Troop is
    made a Nazgûl for one test."""
    cid = "1_177"
    monkeypatch.setitem(R.DEFS, cid, dataclasses.replace(R.DEFS[cid], race="nazgul"))
    return "Goblin Patrol Troop"


# --- Ring-bearer, Ring and Sam ---------------------------------------------------------------------


def test_frodo_exerts_a_frodo_signet_companion_to_heal_himself() -> None:
    """Frodo, Son of Drogo: a fellowship action exerting another companion with the Frodo signet
    (Boromir, Son of Denethor) heals Frodo."""
    s = table(site=2, fellowship=["Boromir, Son of Denethor", "Gimli"])
    s.card_mut(find(s, "Frodo")).wounds = 2
    start_phase(s, "fellowship")
    act(s, use(s, "Frodo"))
    assert wounds(s, "Frodo") == 1 and wounds(s, "Boromir") == 1 and wounds(s, "Gimli") == 0
    assert s.pool == 0


def test_frodo_cannot_heal_without_a_wound_or_a_frodo_signet_companion() -> None:
    """The heal is the effect and the exertion the cost: with Frodo unhurt, or only an Aragorn-signet
    companion (Legolas, Gandalf signet) to exert, the ability is not offered."""
    s = table(site=2, fellowship=["Boromir, Son of Denethor"])
    assert offered(s) == []
    s = table(site=2, fellowship=["Legolas, Prince of Mirkwood"])
    s.card_mut(find(s, "Frodo")).wounds = 1
    assert offered(s) == []


def test_the_ruling_ring_turns_skirmish_wounds_into_burdens() -> None:
    """The One Ring, The Ruling Ring: as a response to a wound in a skirmish the Ring-bearer puts the Ring
    on; while worn, each wound he is about to take in a skirmish becomes a burden instead. It gives
    strength +1 (Frodo 3 + 1 = 4 < Goblin Runner 5)."""
    s = table(site=3, fellowship=["Aragorn, King in Exile"], minions=["Goblin Runner", "Goblin Scavengers"])
    frodo, aragorn = find(s, "Frodo"), find(s, "Aragorn")
    assert R.strength(s, frodo) == 4
    s.assign = ((frodo, (find(s, "Goblin Runner"),)), (aragorn, (find(s, "Goblin Scavengers"),)))
    begin(s, ("skirmishes", 0))
    act(s, pick(s, "Frodo"))
    passes(s)
    ring = s.ring[0]
    assert ids(s) == [f"use:{ring}", "pass"]
    act(s, f"use:{ring}")
    assert s.burdens[0] == 1 and s.cards[frodo].wounds == 0
    assert s.skirmish == (aragorn, (find(s, "Goblin Scavengers"),)) and s.wearing  # worn until regroup
    passes(s)
    assert s.phase == "regroup" and not s.wearing


def test_the_ruling_ring_is_not_offered_outside_a_skirmish() -> None:
    """The Ring's response is only for a wound in a skirmish: an archery wound is simply taken."""
    s = table(site=4, minions=["Goblin Marksman"])
    frodo = find(s, "Frodo")
    start_phase(s, "archery")
    passes(s)
    act(s, pick(s, "Frodo"))  # assign the archery wound: no Ring response is asked
    assert s.cards[frodo].wounds == 1 and s.burdens[0] == 0


def test_sam_exerts_to_remove_a_burden() -> None:
    """Sam, Son of Hamfast: fellowship action, exert Sam to remove a burden."""
    s = table(site=2, fellowship=["Sam, Son of Hamfast"], burdens=3)
    start_phase(s, "fellowship")
    act(s, use(s, "Sam"))
    assert s.burdens[0] == 2 and wounds(s, "Sam") == 1


def test_sam_becomes_ring_bearer_when_frodo_dies() -> None:
    """Sam's response: when Frodo is killed, Sam may become the Ring-bearer (resistance 5); the Ring goes
    to him and the game goes on (002, "What happens when he is killed?")."""
    s = table(site=3, fellowship=["Sam, Son of Hamfast"], minions=["Goblin Patrol Troop"], burdens=2)
    sam = find(s, "Sam")
    start_skirmish(s, "Frodo", ["Goblin Patrol Troop"])
    passes(s)  # 13 >= 2 x 4: overwhelmed
    assert ids(s) == [f"use:{sam}", "pass"]
    act(s, f"use:{sam}")
    assert s.result is None
    assert s.rb[0] == sam and s.resistance[0] == 5 and s.cards[s.ring[0]].host == sam
    assert zone(s, "Frodo") == "dead" and R.strength(s, sam) == 4
    assert s.burdens[0] == 2


# --- Gondor, Aragorn deck ---------------------------------------------------------------------------


def test_aragorn_heals_an_aragorn_signet_companion_at_the_start_of_the_turn() -> None:
    """Aragorn, King in Exile: at the start of each of your turns you may heal another companion with the
    Aragorn signet (Sam or Gimli, not Aragorn himself nor Boromir of the Frodo signet)."""
    s = table(
        site=2,
        fellowship=["Aragorn, King in Exile", "Sam, Son of Hamfast", "Gimli", "Boromir, Son of Denethor"],
    )
    for name in ("Aragorn", "Sam", "Gimli", "Boromir"):
        s.card_mut(find(s, name)).wounds = 1
    s.stack = [("fellowship",), ("start_of_turn",)]
    S.RULES.run(s)
    assert ids(s) == ["yes", "no"]
    act(s, "yes")
    assert sorted(ids(s)) == sorted([pick(s, "Sam"), pick(s, "Gimli")])
    act(s, pick(s, "Gimli"))
    assert [wounds(s, n) for n in ("Aragorn", "Sam", "Gimli", "Boromir")] == [1, 1, 0, 1]


def test_armor_caps_skirmish_wounds_at_one() -> None:
    """Armor: its bearer (a Man) takes no more than one wound in each skirmish: Aragorn loses to Uruk
    Rager (9, damage +1) and takes 1 wound instead of 2."""
    s = table(
        site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Rager"], items={"Aragorn": ["Armor"]}
    )
    start_skirmish(s, "Aragorn", ["Uruk Rager"])
    passes(s)
    assert wounds(s, "Aragorn") == 1
    s = table(site=5, fellowship=["Aragorn, King in Exile"], minions=["Uruk Rager"])
    start_skirmish(s, "Aragorn", ["Uruk Rager"])
    passes(s)
    assert wounds(s, "Aragorn") == 2


def test_armor_must_be_borne_by_a_man() -> None:
    """Armor's bearer must be a Man: Aragorn may take it, Frodo and Gimli may not."""
    s = table(site=2, fellowship=["Aragorn, King in Exile", "Gimli"], hand=["Armor"])
    start_phase(s, "fellowship")
    act(s, play(s, "Armor"))
    assert zone(s, "Armor") == "attached" and s.cards[find(s, "Armor")].host == find(s, "Aragorn")


def test_athelas_is_discarded_to_heal_a_companion() -> None:
    """Athelas (bearer a [gondor] Man): fellowship action, discard it to heal a companion (or remove a
    Shadow condition from one)."""
    s = table(
        site=2, fellowship=["Aragorn, King in Exile", "Sam, Son of Hamfast"], items={"Aragorn": ["Athelas"]}
    )
    s.card_mut(find(s, "Sam")).wounds = 2
    s.card_mut(find(s, "Aragorn")).wounds = 1
    start_phase(s, "fellowship")
    act(s, use(s, "Athelas"))
    act(s, pick(s, "Sam"))
    assert wounds(s, "Sam") == 1 and wounds(s, "Aragorn") == 1
    assert zone(s, "Athelas") == "discard"


def test_boromir_exerts_to_make_a_hobbit_stronger() -> None:
    """Boromir, Son of Denethor: skirmish action, exert Boromir to make a Hobbit strength +3: Frodo (4)
    becomes 7 and beats Goblin Runner (5)."""
    s = table(site=3, fellowship=["Boromir, Son of Denethor"], minions=["Goblin Runner"])
    runner = find(s, "Goblin Runner")
    start_skirmish(s, "Frodo", ["Goblin Runner"])
    act(s, use(s, "Boromir"))
    assert R.strength(s, find(s, "Frodo")) == 7 and wounds(s, "Boromir") == 1
    passes(s)
    assert wounds(s, "Frodo") == 0 and s.cards[runner].zone == "discard"  # 1 vitality: killed


def test_coat_of_mail_needs_triple_strength_to_overwhelm() -> None:
    """Coat of Mail: its bearer may not be overwhelmed unless his strength is tripled. Aragorn (8)
    against 13 + 5 = 18: doubled but not tripled, so he is only wounded."""
    minions = ["Goblin Patrol Troop", "Goblin Runner"]
    s = table(
        site=4, fellowship=["Aragorn, King in Exile"], minions=minions, items={"Aragorn": ["Coat of Mail"]}
    )
    start_skirmish(s, "Aragorn", minions)
    passes(s)
    assert zone(s, "Aragorn") == "fellowship" and wounds(s, "Aragorn") == 1
    s = table(site=4, fellowship=["Aragorn, King in Exile"], minions=minions)
    start_skirmish(s, "Aragorn", minions)
    passes(s)
    assert zone(s, "Aragorn") == "dead"


def test_eregions_trails_weakens_roaming_minions_until_regroup() -> None:
    """Eregion's Trails: maneuver event, exert a ranger to make each roaming minion strength -3 until the
    regroup phase. At site 4 the Uruk Soldier (site 5) roams, the Goblin Runner (site 4) does not."""
    s = table(
        site=4,
        fellowship=["Aragorn, King in Exile"],
        minions=["Uruk Soldier", "Goblin Runner"],
        hand=["Eregion's Trails"],
    )
    start_phase(s, "maneuver")
    act(s, play(s, "Eregion's Trails"))
    soldier, runner = find(s, "Uruk Soldier"), find(s, "Goblin Runner")
    assert R.strength(s, soldier) == 4 and R.strength(s, runner) == 5
    assert wounds(s, "Aragorn") == 1 and s.pool == 1
    passes(s)  # on through the archery phase (no archers) to the assignment of defenders
    assert s.phase == "assignment" and R.strength(s, soldier) == 4


def test_gondors_vengeance_discards_a_minion_in_regroup() -> None:
    """Gondor's Vengeance: regroup event, exert a ranger companion to discard a minion."""
    s = table(
        site=4,
        fellowship=["Aragorn, King in Exile"],
        minions=["Uruk Soldier", "Goblin Runner"],
        hand=["Gondor's Vengeance"],
    )
    start_phase(s, "regroup")
    act(s, play(s, "Gondor's Vengeance"))
    act(s, pick(s, "Uruk Soldier"))
    assert zone(s, "Uruk Soldier") == "discard" and zone(s, "Goblin Runner") == "shadow"
    assert wounds(s, "Aragorn") == 1


def test_gondors_vengeance_is_not_offered_without_a_minion() -> None:
    """Ruling 1 (docs/tcg-rules.md): an event whose effect has nothing to act on is not offered."""
    s = table(site=4, fellowship=["Aragorn, King in Exile"], hand=["Gondor's Vengeance"])
    s.phase = "regroup"
    assert "Gondor's Vengeance" not in offered(s)


def test_great_shield_lowers_the_minion_archery_total() -> None:
    """Great Shield (bearer a Man): the minion archery total is -1; two Goblin Marksmen fire 1 arrow."""
    s = table(
        site=4,
        fellowship=["Boromir, Son of Denethor"],
        minions=["Goblin Marksman", "Goblin Marksman"],
        items={"Boromir": ["Great Shield"]},
    )
    assert R.archery_total(s, "shadow") == 1


def test_hobbit_intuition_cancels_a_hobbit_skirmish_at_sites_1_to_4() -> None:
    """Hobbit Intuition: at sites 1 to 4, cancel a skirmish involving a Hobbit (no winner, no wounds)."""
    s = table(site=3, fellowship=["Sam"], minions=["Goblin Runner"], hand=["Hobbit Intuition"])
    start_skirmish(s, "Sam", ["Goblin Runner"])
    act(s, play(s, "Hobbit Intuition"))
    passes(s)
    assert wounds(s, "Sam") == 0 and s.burdens[0] == 0 and wounds(s, "Goblin Runner") == 0


def test_hobbit_intuition_cannot_cancel_the_ring_bearers_skirmish() -> None:
    """CR 4.2, "Ring-bearer": skirmishes involving the Ring-bearer cannot be cancelled (ruling 13), so
    at sites 1 to 4 Hobbit Intuition has nothing to do in Frodo's skirmish and is not offered."""
    s = table(site=3, minions=["Goblin Runner"], hand=["Hobbit Intuition"])
    start_skirmish(s, "Frodo", ["Goblin Runner"])
    assert not any(a.startswith("play:") for a in ids(s)), ids(s)


def test_hobbit_intuition_makes_a_hobbit_stronger_after_site_4() -> None:
    """Hobbit Intuition: at any other site, make a Hobbit strength +3."""
    s = table(site=5, minions=["Uruk Savage"], hand=["Hobbit Intuition"])
    start_skirmish(s, "Frodo", ["Uruk Savage"])
    act(s, play(s, "Hobbit Intuition"))
    assert R.strength(s, find(s, "Frodo")) == 7


def test_hobbit_sword_is_borne_by_a_hobbit_for_strength_plus_2() -> None:
    """Hobbit Sword: bearer must be a Hobbit; a hand weapon giving strength +2."""
    s = table(site=2, fellowship=["Aragorn, King in Exile"], hand=["Hobbit Sword"])
    start_phase(s, "fellowship")
    act(s, play(s, "Hobbit Sword"))  # Frodo is the only Hobbit: chosen at once, not asked
    assert R.strength(s, find(s, "Frodo")) == 6 and s.pool == 1


def test_legolas_is_an_archer_and_stronger_against_a_nazgul(nazgul_troop: str) -> None:
    """Legolas, Prince of Mirkwood: archer (fellowship archery total 1); strength +3 while skirmishing a
    Nazgûl (the Troop made a Nazgûl for this test), not against an Orc."""
    s = table(site=4, fellowship=["Legolas, Prince of Mirkwood"], minions=[nazgul_troop, "Goblin Runner"])
    legolas = find(s, "Legolas")
    assert R.archery_total(s, "free") == 1 and R.strength(s, legolas) == 6
    s.skirmish = (legolas, (find(s, nazgul_troop),))
    assert R.strength(s, legolas) == 9
    s.skirmish = (legolas, (find(s, "Goblin Runner"),))
    assert R.strength(s, legolas) == 6


def test_no_stranger_to_the_shadows_lowers_shadow_numbers() -> None:
    """No Stranger to the Shadows (on a ranger, limit 1 per ranger): each site's Shadow number is -1.
    Moving to Ettenmoors (Shadow number 2) with 2 companions adds 1 + 2."""
    s = table(site=1, fellowship=["Aragorn, King in Exile"], hand=["No Stranger to the Shadows"] * 2)
    start_phase(s, "fellowship")
    act(s, play(s, "No Stranger"))
    assert s.pool == 0 and s.cards[find(s, "No Stranger", zone="attached")].host == find(s, "Aragorn")
    assert offered(s) == []  # the second copy: Aragorn already has one
    act(s, "move")
    assert s.pool == 1 + 2


def test_pathfinder_plays_the_next_site_from_your_adventure_deck() -> None:
    """Pathfinder: spot a ranger to play the fellowship's next site, replacing an opponent's site there."""
    s = table(site=2, fellowship=["Aragorn, King in Exile"], hand=["Pathfinder"])
    s.stack = []
    S.play_own_site(s, 1, 3)  # the Shadow player's Council Courtyard is already site 3
    start_phase(s, "fellowship")
    act(s, play(s, "Pathfinder"))
    assert R.DEFS[s.cards[s.path[3]].cid].title == "Rivendell Terrace"
    assert s.cards[find(s, "Council Courtyard", zone="adventure")].owner == 1


def test_pathfinder_needs_a_ranger() -> None:
    """Pathfinder's "spot a ranger" is a requirement: without one it cannot be played."""
    s = table(site=2, fellowship=["Boromir, Son of Denethor"], hand=["Pathfinder"])
    assert offered(s) == []


def test_rosie_cotton_strengthens_and_heals_sam() -> None:
    """Rosie Cotton (ally): Sam is strength +1; fellowship action, exert Rosie to heal Sam."""
    s = table(site=2, fellowship=["Sam, Son of Hamfast"], support=["Rosie Cotton"])
    sam = find(s, "Sam")
    assert R.strength(s, sam) == 4
    s.card_mut(sam).wounds = 2
    start_phase(s, "fellowship")
    act(s, use(s, "Rosie"))
    assert s.cards[sam].wounds == 1 and wounds(s, "Rosie") == 1


def test_swordarm_of_the_white_tower_plus_2_or_4_for_a_defender() -> None:
    """Swordarm of the White Tower: a [gondor] companion strength +2, or +4 if he is defender +1."""
    s = table(site=5, fellowship=["Boromir, Son of Denethor"], minions=["Uruk Rager"], hand=["Swordarm"] * 2)
    boromir = find(s, "Boromir")
    start_skirmish(s, "Boromir", ["Uruk Rager"])
    act(s, play(s, "Swordarm"))
    assert R.strength(s, boromir) == 9
    S.modify(s, boromir, "defender", 1, "turn", -1)
    act(s, "pass")  # the Shadow player passes
    act(s, play(s, "Swordarm"))
    assert R.strength(s, boromir) == 13


def test_swordsman_of_the_northern_kingdom_against_a_roaming_minion() -> None:
    """Swordsman of the Northern Kingdom: a ranger strength +2, or +4 when skirmishing a roaming minion
    (Uruk Savage, site 5, at site 4; not roaming at site 5)."""
    for site, bonus in ((4, 4), (5, 2)):
        s = table(
            site=site, fellowship=["Aragorn, King in Exile"], minions=["Uruk Savage"], hand=["Swordsman"]
        )
        start_skirmish(s, "Aragorn", ["Uruk Savage"])
        act(s, play(s, "Swordsman"))
        assert R.strength(s, find(s, "Aragorn")) == 8 + bonus


# --- Gandalf deck --------------------------------------------------------------------------------------


def test_barliman_butterbur_takes_a_gandalf_event_from_discard() -> None:
    """Barliman Butterbur (ally): fellowship action, exert him to take a [gandalf] event from your discard
    pile into hand."""
    s = table(site=2, support=["Barliman Butterbur"], discard=["Intimidate", "Defiance"])
    start_phase(s, "fellowship")
    act(s, use(s, "Barliman"))
    assert zone(s, "Intimidate") == "hand" and zone(s, "Defiance") == "discard"
    assert wounds(s, "Barliman") == 1


def test_bounder_protects_a_hobbit_from_being_overwhelmed() -> None:
    """Bounder (ally): skirmish action, exert it so a Hobbit cannot be overwhelmed unless his strength is
    tripled: Frodo (4) against Goblin Scavengers (8) is wounded, not killed."""
    s = table(site=3, support=["Bounder"], minions=["Goblin Scavengers"])
    start_skirmish(s, "Frodo", ["Goblin Scavengers"])
    act(s, use(s, "Bounder"))
    act(s, pick(s, "Frodo"))  # Bounder is a Hobbit too
    passes(s)
    act(s, "pass")  # the Ring is not put on
    assert zone(s, "Frodo") == "fellowship"
    assert wounds(s, "Frodo") == 1 and wounds(s, "Bounder") == 1


def test_defiance_plus_2_or_4_against_a_nazgul(nazgul_troop: str) -> None:
    """Defiance: make an Elf strength +2, or +4 if skirmishing a Nazgûl (the Troop made one for the test)."""
    for minion, bonus in (("Goblin Runner", 2), (nazgul_troop, 4)):
        s = table(site=4, fellowship=["Legolas, Prince of Mirkwood"], minions=[minion], hand=["Defiance"])
        start_skirmish(s, "Legolas", [minion])
        base = R.strength(s, find(s, "Legolas"))
        act(s, play(s, "Defiance"))
        assert R.strength(s, find(s, "Legolas")) == base + bonus and s.pool == 1


def test_gandalf_plays_a_gandalf_signet_companion_two_cheaper() -> None:
    """Gandalf, The Grey Wizard: fellowship action, exert Gandalf to play a companion with the Gandalf
    signet, its twilight cost -2 (Legolas: 2 - 2 = 0). Gimli has the Aragorn signet."""
    s = table(site=2, fellowship=["Gandalf, The Grey Wizard"], hand=["Legolas, Prince of Mirkwood", "Gimli"])
    start_phase(s, "fellowship")
    act(s, use(s, "Gandalf"))
    act(s, pick(s, "Legolas"))  # a card from hand: asked even when it is the only one
    assert zone(s, "Legolas") == "fellowship" and zone(s, "Gimli") == "hand"
    assert s.pool == 0 and wounds(s, "Gandalf") == 1


def test_gimli_adds_twilight_to_put_a_card_beneath_the_deck() -> None:
    """Gimli, Dwarf of Erebor: fellowship action if the pool has fewer than 2 tokens: add 2 to place a card
    from hand beneath your draw deck. Then the pool holds 2, so not again."""
    s = table(site=2, fellowship=["Gimli"], hand=["Defiance", "Intimidate"])
    defiance = find(s, "Defiance", zone="hand")
    start_phase(s, "fellowship")
    act(s, use(s, "Gimli"))
    act(s, pick(s, "Defiance"))
    assert s.pool == 2 and s.zones[(0, "draw")][0] == defiance
    assert offered(s) == []  # Intimidate is a response, not a fellowship action


def test_intimidate_prevents_a_wound_to_a_companion() -> None:
    """Intimidate: response, if a companion is about to take a wound, spot Gandalf to prevent it (its cost,
    2, is added to the pool)."""
    s = table(
        site=4, fellowship=["Gandalf, The Grey Wizard"], minions=["Goblin Scavengers"], hand=["Intimidate"]
    )
    intimidate = find(s, "Intimidate")
    start_skirmish(s, "Gandalf", ["Goblin Scavengers"])
    passes(s)
    act(s, play(s, "Intimidate"))
    assert wounds(s, "Gandalf") == 0 and s.pool == 2 and s.cards[intimidate].zone == "discard"


def test_mysterious_wizard_plus_4_with_few_burdens() -> None:
    """Mysterious Wizard: Gandalf strength +2, or +4 if the Ring-bearer has 4 or fewer burdens."""
    for burdens, bonus in ((4, 4), (5, 2)):
        s = table(
            site=4,
            fellowship=["Gandalf, The Grey Wizard"],
            minions=["Goblin Runner"],
            hand=["Mysterious Wizard"],
            burdens=burdens,
        )
        start_skirmish(s, "Gandalf", ["Goblin Runner"])
        act(s, play(s, "Mysterious Wizard"))
        assert R.strength(s, find(s, "Gandalf")) == 7 + bonus


def test_noble_intentions_exerts_a_non_hobbit_for_a_hobbit() -> None:
    """Noble Intentions: exert a companion who is not a Hobbit to make a Hobbit strength +3."""
    s = table(site=3, fellowship=["Gimli", "Sam, Son of Hamfast"], minions=["Goblin Runner"], hand=["Noble"])
    start_skirmish(s, "Frodo", ["Goblin Runner"])
    act(s, play(s, "Noble"))  # Gimli is the only non-Hobbit: exerted at once
    assert wounds(s, "Gimli") == 1 and wounds(s, "Sam") == 0
    act(s, pick(s, "Frodo"))
    assert R.strength(s, find(s, "Frodo")) == 7 and R.strength(s, find(s, "Sam")) == 3


def test_sleep_caradhras_discards_every_condition() -> None:
    """Sleep, Caradhras: exert Gandalf to discard every condition, the Shadow player's and your own."""
    s = table(
        site=2,
        fellowship=["Gandalf, The Grey Wizard", "Aragorn, King in Exile"],
        hand=["Sleep, Caradhras"],
        shadow_support=["Saruman's Ambition", "Uruk-hai Armory"],
        items={"Aragorn": ["No Stranger to the Shadows", "Athelas"]},
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Sleep"))
    for name in ("Saruman's Ambition", "Uruk-hai Armory", "No Stranger"):
        assert zone(s, name) == "discard"
    assert zone(s, "Athelas") == "attached" and wounds(s, "Gandalf") == 1 and s.pool == 3


def test_sorry_about_everything_removes_a_burden() -> None:
    """Sorry About Everything: exert a Hobbit companion to remove a burden."""
    s = table(site=2, hand=["Sorry About Everything"], burdens=2)
    start_phase(s, "fellowship")
    act(s, play(s, "Sorry"))
    assert s.burdens[0] == 1 and wounds(s, "Frodo") == 1


def test_their_halls_of_stone_plus_4_underground() -> None:
    """Their Halls of Stone: a Dwarf strength +2, or +4 at an underground site (Mithril Mine, site 4)."""
    for site, bonus in ((3, 2), (4, 4)):
        s = table(site=site, fellowship=["Gimli"], minions=["Goblin Runner"], hand=["Their Halls"])
        start_skirmish(s, "Gimli", ["Goblin Runner"])
        act(s, play(s, "Their Halls"))
        assert R.strength(s, find(s, "Gimli")) == 6 + bonus


def test_treachery_deeper_than_you_know_reveals_the_shadow_hand() -> None:
    """Treachery Deeper Than You Know: spot Gandalf to reveal an opponent's hand."""
    s = table(
        site=2, fellowship=["Gandalf, The Grey Wizard"], hand=["Treachery"], shadow_hand=["Goblin Runner"]
    )
    start_phase(s, "fellowship")
    act(s, play(s, "Treachery"))
    assert s.seen[0] == ("1_178",) and s.pool == 1
    s = table(site=2, hand=["Treachery"])
    assert offered(s) == []
