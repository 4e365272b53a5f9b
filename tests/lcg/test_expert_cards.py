"""The LCG expert plays the leadership cards an experienced player plays (issue 17): each in a position
that calls for it, and holds it where it would be wasted. Card abilities are paraphrased from the Core
Set data (``shared/data/lcg``)."""

from __future__ import annotations

import pytest

from eregion.core import Rng
from eregion.games.lcg import expert as X
from eregion.games.lcg import rules as R
from eregion.games.lcg.filters import Q
from eregion.games.lcg.registry import Ctx
from eregion.games.lcg.round import window
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.state import LcgState
from eregion.games.lcg.steps import RULES, destroy
from eregion.games.lcg.vocab.play import EngageChosen
from lcg.harness import find, hero, ids, put, ready_game, run_steps

FOR_GONDOR, COMMON_CAUSE, GRIM_RESOLVE, SNEAK_ATTACK = "01022", "01021", "01025", "01023"
FARAMIR, GANDALF, HUMMERHORNS, SON_OF_ARNOR = "01014", "01073", "01075", "01015"
FOREST_SPIDER, DOL_GULDUR_ORCS, OLD_FOREST_ROAD, FOREST_GATE = "01096", "01089", "01099", "01100"
EVER_VIGILANT = "01020"


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    """A handler's error fails the test instead of being answered by the fallback."""
    monkeypatch.setattr(X, "STRICT", True)


def _hand(s: LcgState, *cids: str) -> list[int]:
    """The player's hand emptied into his deck, then these cards in it."""
    for u in list(s.zones[(0, "hand")]):
        s.move(u, 0, "deck")
    return [put(s, cid, 0, "hand") for cid in cids]


def _tokens(s: LcgState, n: int) -> None:
    for h in R.heroes(s, 0):
        s.card_mut(h).tokens = n


def _choice(s: LcgState) -> str:
    return X.choose(s, Rng(0)).id


def _resolve(s: LcgState) -> None:
    """The expert answers until the test's halt."""
    while s.stack[-1][0] != "halt":
        s.apply(X.choose(s, Rng(0)))


def _resolve_until(s: LcgState, done) -> None:
    while not done():
        s.apply(X.choose(s, Rng(0)))


def _combat(s: LcgState, tag: str = "after_shadows") -> None:
    s.phase = "combat"
    run_steps(s, window(s, tag))


def test_for_gondor_when_one_more_attack_each_kills_the_enemy() -> None:
    """For Gondor! (+1 attack to every character, +1 defense to Gondor ones, this phase): Aragorn
    holds the Forest Spider (2 attack against his 2 defense) and Théodred and Glóin strike for 4
    against its 1 defense and 4 hit points, one short; with the card they kill it. Without an enemy
    the 2 resources stay in the pool."""
    s = ready_game()
    (fg,) = _hand(s, FOR_GONDOR)
    _tokens(s, 1)
    spider = put(s, FOREST_SPIDER, 0, "engaged")
    _combat(s)
    assert f"play:{fg}" in ids(s) and _choice(s) == f"play:{fg}"
    s.move(spider, ENC, "removed")
    _combat(s)
    assert _choice(s) == "pass"


def test_common_cause_readies_the_quester_whose_attack_makes_the_kill() -> None:
    """Common Cause (exhaust a hero of yours to ready another hero): Aragorn quested; Théodred and
    Glóin, 2 attack each, cannot both hold the Dol Guldur Orcs and kill them (0 defense, 3 hit
    points). Exhausting one to ready Aragorn (3 attack) lets the other defend and Aragorn kill."""
    s = ready_game()
    (cc,) = _hand(s, COMMON_CAUSE)
    aragorn, theodred, gloin = R.heroes(s, 0)
    s.card_mut(aragorn).exhausted = True
    _tokens(s, 0)
    s.card_mut(theodred).tokens = 1  # Common Cause costs 0, but a Leadership hero must be there
    put(s, DOL_GULDUR_ORCS, 0, "engaged")
    _combat(s)
    assert _choice(s) == f"play:{cc}"
    s.apply(f"play:{cc}")
    _resolve(s)
    assert not s.cards[aragorn].exhausted and sum(s.cards[h].exhausted for h in (theodred, gloin)) == 1


def test_grim_resolve_readies_the_questers_for_the_fight_to_come() -> None:
    """Grim Resolve (ready every character, 5 resources) after the quest, when every hero is
    exhausted and two enemies are engaged: without it both attacks go undefended onto the heroes."""
    s = ready_game()
    (grim,) = _hand(s, GRIM_RESOLVE)
    for h in R.heroes(s, 0):
        s.card_mut(h).exhausted = True
    s.card_mut(hero(s, 0, 0)).tokens = 5
    put(s, DOL_GULDUR_ORCS, 0, "engaged")
    put(s, FOREST_SPIDER, 0, "engaged")
    s.phase = "quest"
    run_steps(s, window(s, "quest_end"))
    assert _choice(s) == f"play:{grim}"
    for h in R.heroes(s, 0)[1:]:
        s.card_mut(h).exhausted = False  # the heroes ready already: nothing to gain
    assert _choice(s) == "pass"


def test_faramir_stays_back_to_boost_the_questers_then_exhausts_after_the_staging() -> None:
    """Faramir (Action: exhaust him, each character of a player gets +1 willpower this phase): with
    the three heroes questing, his action adds 3 where committing him adds 2. With 4 threat in the
    staging area and 2 progress left to defeat the stage, the plan keeps him out of the commitment,
    and after the staging he is used."""
    s = ready_game()
    _hand(s)
    faramir = put(s, FARAMIR, 0, "allies")
    put(s, OLD_FOREST_ROAD, ENC, "staging")
    put(s, OLD_FOREST_ROAD, ENC, "staging")
    put(s, FOREST_GATE, ENC, "staging")
    s.card_mut(R.current_quest(s)).tokens = 6  # Flies and Spiders: 8 quest points
    _tokens(s, 0)
    run_steps(s, ("commit", 0))
    while s.stack[-1][0] == "commit":
        s.apply(X.choose(s, Rng(0)))
    assert faramir not in s.committed and set(R.heroes(s, 0)) <= set(s.committed)
    s.phase = "quest"
    run_steps(s, window(s, "after_staging"))
    assert R.staging_threat(s) == 4 and _choice(s) == f"use:{faramir}"


def test_sneak_attack_puts_gandalf_into_play_not_faramir_and_he_quests() -> None:
    """Sneak Attack (an ally from hand into play, back to hand at the end of the phase): with Gandalf
    and Faramir in hand, Gandalf (his entering effect, 4 willpower); then he is committed, since he
    leaves before any fight."""
    s = ready_game()
    sneak, gandalf, faramir = _hand(s, SNEAK_ATTACK, GANDALF, FARAMIR)
    _tokens(s, 1)
    put(s, OLD_FOREST_ROAD, ENC, "staging")
    s.phase = "quest"
    run_steps(s, window(s, "quest_start"))
    assert _choice(s) == f"play:{sneak}"
    s.apply(f"play:{sneak}")
    while s.cards[gandalf].zone == "hand" and s.stack[-1][0] != "halt":
        s.apply(X.choose(s, Rng(0)))
    assert s.cards[gandalf].zone == "allies" and s.cards[faramir].zone == "hand"
    _resolve(s)
    run_steps(s, ("commit", 0))
    while s.stack[-1][0] == "commit":
        s.apply(X.choose(s, Rng(0)))
    assert gandalf in s.committed


def test_hummerhorns_are_never_engaged_by_choice_and_their_damage_spares_aragorn() -> None:
    """Hummerhorns deal 5 damage to a hero of the player they engage. Son of Arnor's engagement takes
    the Forest Spider beside them; when they engage anyway, the 5 damage (enough to kill any of the
    three unhurt heroes) goes on the hero missed least, not Aragorn."""
    s = ready_game()
    _hand(s)
    hh = put(s, HUMMERHORNS, ENC, "staging")
    spider = put(s, FOREST_SPIDER, ENC, "staging")
    son = put(s, SON_OF_ARNOR, 0, "allies")
    run_steps(s, ("res", Ctx(0, son), (EngageChosen(Q(type="enemy", zone="staging")),), 0))
    assert _choice(s) == f"pick:{spider}"
    run_steps(s, ("opt_engage", 0))
    assert f"engage:{hh}" in ids(s) and _choice(s) != f"engage:{hh}"
    s.move(spider, ENC, "removed")
    run_steps(s, ("opt_engage", 0))
    s.apply(f"engage:{hh}")
    aragorn = find(s, "01001", "heroes")
    assert s.stack[-1][0] == "res" and _choice(s) != f"pick:{aragorn}"


def test_a_hero_caught_in_a_web_keeps_only_his_own_pool() -> None:
    """Caught in a Web: the hero readies only if 2 resources from his own pool are paid, so what he
    has is kept; the other heroes' resources are free to spend: Faramir (4) is played from
    Théodred's and Glóin's pools while Aragorn keeps his 1 (not 2 kept back from the whole 5)."""
    s = ready_game()
    (faramir,) = _hand(s, FARAMIR)
    aragorn, theodred, gloin = R.heroes(s, 0)
    web = put(s, "01080", 0, "attached")  # Caught in a Web
    s.card_mut(web).host = aragorn
    s.card_mut(aragorn).tokens = 1
    s.card_mut(theodred).tokens = s.card_mut(gloin).tokens = 2
    run_steps(s, ("plan", 0))
    assert _choice(s) == f"play:{faramir}"
    _resolve_until(s, lambda: s.cards[faramir].zone == "allies")
    assert s.cards[aragorn].tokens == 1


def test_sneak_attack_without_gandalf_brings_faramir_for_the_quest() -> None:
    """Without Gandalf in hand, Sneak Attack before the quest puts in the ally the quest gains most
    from for its phase: Faramir, whose action adds 1 willpower to each of the three ready heroes
    (the Guard of the Citadel adds 1)."""
    s = ready_game()
    sneak, faramir, guard = _hand(s, SNEAK_ATTACK, FARAMIR, "01013")
    _tokens(s, 1)
    s.phase = "quest"
    run_steps(s, window(s, "quest_start"))
    assert _choice(s) == f"play:{sneak}"
    s.apply(f"play:{sneak}")
    _resolve_until(s, lambda: s.cards[faramir].zone != "hand" or s.stack[-1][0] == "halt")
    assert s.cards[faramir].zone == "allies" and s.cards[guard].zone == "hand"


def test_gandalf_lowers_the_threat_that_the_refresh_would_take_to_50() -> None:
    """A player whose threat reaches 50 is eliminated (companion 14.9) and the refresh phase raises
    it by 1 (14.7). At threat 49 after the fight, Sneak Attack puts Gandalf in at the end of combat
    (any action window serves) and his entering choice is threat -5; at 40 the card is kept for the
    next quest."""
    s = ready_game()
    (sneak, _) = _hand(s, SNEAK_ATTACK, GANDALF)
    _tokens(s, 1)
    s.threat[0] = 49
    _combat(s, "combat_end")
    assert _choice(s) == f"play:{sneak}"
    s.apply(f"play:{sneak}")
    _resolve_until(s, lambda: s.stack[-1][0] == "halt")
    assert s.threat[0] == 44
    s = ready_game()
    _hand(s, SNEAK_ATTACK, GANDALF)
    _tokens(s, 1)
    s.threat[0] = 40
    _combat(s, "combat_end")
    assert _choice(s) == "pass"


def test_gandalf_is_bought_first_when_the_threat_nears_50() -> None:
    """With 6 resources, Gandalf (5) and the Guard of the Citadel (2) in hand: at threat 30 the
    Guard (Gandalf leaves at the end of the round and is the last resort), at threat 47 Gandalf,
    whose -5 keeps the refresh (+1, companion 14.7) from the 50 that eliminates (14.9)."""
    for threat, want in ((30, "01013"), (47, GANDALF)):
        s = ready_game()
        cards = dict(zip(("g", "guard"), _hand(s, GANDALF, "01013")))
        _tokens(s, 2)
        s.threat[0] = threat
        run_steps(s, ("plan", 0))
        pick = cards["g"] if want == GANDALF else cards["guard"]
        assert _choice(s) == f"play:{pick}"


def test_gandalf_at_the_brink_takes_the_resources_kept_for_a_web() -> None:
    """Caught in a Web keeps 2 resources in its hero's pool for his readying, but at threat 47 the
    refresh (+1, companion 14.7) and the next quest bring the 50 that eliminates (14.9): Gandalf's
    threat -5 comes first, paid from those 2 as well. At threat 30 the 2 stay kept and the Guard of
    the Citadel (2) is bought from the rest."""
    for threat, want in ((30, "guard"), (47, "g")):
        s = ready_game()
        aragorn = hero(s, 0, 0)
        web = put(s, "01080", 0, "attached")  # Caught in a Web
        s.card_mut(web).host = aragorn
        cards = dict(zip(("g", "guard"), _hand(s, GANDALF, "01013")))
        _tokens(s, 0)
        s.card_mut(aragorn).tokens = 5
        s.threat[0] = threat
        run_steps(s, ("plan", 0))
        assert _choice(s) == f"play:{cards[want]}"


def test_valiant_sacrifice_waits_while_enchanted_stream_forbids_drawing() -> None:
    """Valiant Sacrifice (after an ally leaves play, its controller draws 2): played when the
    Snowbourn Scout dies, but not while Enchanted Stream is the active location (players cannot draw
    cards), where it would draw nothing for its resource."""
    for stream in (False, True):
        s = ready_game()
        (vs,) = _hand(s, "01024")
        _tokens(s, 1)
        if stream:
            put(s, "01095", ENC, "active")
        scout = put(s, "01016", 0, "allies")
        s.stack = [("halt",)]
        destroy(s, scout)
        RULES.run(s)
        assert s.stack[-1][0] == "respond" and f"play:{vs}" in ids(s)
        assert _choice(s) == ("pass" if stream else f"play:{vs}")


def _planning(s: LcgState, *cids: str, staged: tuple[str, ...] = ()) -> list[int]:
    """The planning phase with these cards in hand, 1 resource per hero and these enemies staged."""
    cards = _hand(s, *cids)
    _tokens(s, 1)
    for cid in staged:
        put(s, cid, ENC, "staging")
    s.phase = "planning"
    run_steps(s, ("plan", 0))
    return cards


def test_son_of_arnor_is_bought_to_take_an_enemy_out_of_the_staging_area_before_the_quest() -> None:
    """Son of Arnor (3; as he enters play, engage an enemy in the staging area): in the planning
    phase, with the Forest Spider staged, he is bought before the Snowbourn Scout and engages it, so
    its 2 threat no longer counts against the quest (companion 14.3.2: the staging area's threat)
    and the heroes meet it in combat. With nothing staged, the Scout's 1 resource buys more."""
    s = ready_game()
    scout, son = _planning(s, "01016", SON_OF_ARNOR)
    assert _choice(s) == f"play:{scout}"
    s = ready_game()
    scout, son = _planning(s, "01016", SON_OF_ARNOR, staged=(FOREST_SPIDER,))
    assert _choice(s) == f"play:{son}"
    s.apply(f"play:{son}")
    _resolve(s)
    assert s.cards[find(s, FOREST_SPIDER)].zone == "engaged" and R.staging_threat(s) == 0


def test_common_cause_readies_a_hero_caught_in_a_web_at_the_end_of_combat() -> None:
    """Caught in a Web: its hero readies in the refresh phase (companion 14.7) only if 2 resources
    of his pool are paid. At the end of combat Common Cause (exhaust a hero of yours to ready
    another) exhausts a hero the refresh readies anyway and readies the webbed one, so his 2
    resources stay in his pool; with no hero webbed the card is kept."""
    s = ready_game()
    (cc,) = _hand(s, COMMON_CAUSE)
    aragorn, theodred, gloin = R.heroes(s, 0)
    web = put(s, "01080", 0, "attached")
    s.card_mut(web).host = theodred
    s.card_mut(theodred).exhausted = True
    s.card_mut(theodred).tokens = 2
    _combat(s, "combat_end")
    assert _choice(s) == f"play:{cc}"
    s.apply(f"play:{cc}")
    _resolve(s)
    assert not s.cards[theodred].exhausted and s.cards[theodred].tokens == 2
    assert s.cards[gloin].exhausted != s.cards[aragorn].exhausted
    s = ready_game()
    _hand(s, COMMON_CAUSE)
    s.card_mut(R.heroes(s, 0)[1]).exhausted = True
    _combat(s, "combat_end")
    assert _choice(s) == "pass"


def test_ever_vigilant_readies_the_ally_that_defended_to_defend_the_next_attack() -> None:
    """Ever Vigilant (ready an ally): late in a game the heroes are exhausted with 1 hit point each;
    Faramir (2 defense, 3 hit points) has held one Forest Spider (attack 2) and another is still to
    attack. Readied after that attack (actions may be taken after each step of an attack, companion
    14.6.1), he holds the second too, where otherwise its 2 damage would destroy a hero; with no
    attack to come the card is kept."""
    s = ready_game()
    (ev,) = _hand(s, EVER_VIGILANT)
    _tokens(s, 1)
    for h in R.heroes(s, 0):
        s.card_mut(h).wounds = R.hit_points(s, h) - 1
        s.card_mut(h).exhausted = True
    faramir = put(s, FARAMIR, 0, "allies")
    s.card_mut(faramir).exhausted = True
    first = put(s, FOREST_SPIDER, 0, "engaged")
    second = put(s, FOREST_SPIDER, 0, "engaged")
    s.attacked = (first,)
    _combat(s, "after_attack")
    assert _choice(s) == f"play:{ev}"
    s.apply(f"play:{ev}")
    _resolve(s)
    assert not s.cards[faramir].exhausted
    s.card_mut(faramir).exhausted = True
    s.move(ev, 0, "hand")
    s.attacked = (first, second)
    _combat(s, "after_attack")
    assert _choice(s) == "pass"
