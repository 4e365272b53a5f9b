"""The TCG expert's decisions in positions that call for them (issue 16, "AI for any deck"): each
test builds a position and checks the expert's answer, so a rule of thumb that matters stays put."""

from __future__ import annotations

from eregion.core import Rng
from eregion.games.tcg import expert as X
from eregion.games.tcg.expert import race
from eregion.games.tcg.state import TcgState
from tcg.harness import begin, table


def _regroup_choice(s: TcgState, opponent_at: int) -> str:
    """The expert's answer to "move again or stay" after one move, the opponent's fellowship at
    ``opponent_at``."""
    s.pos[1 - s.fp] = opponent_at
    s.phase = "regroup"
    s.moves = 1
    begin(s, ("fp_choice",))
    assert [a.id for a in s.legal_actions()] == ["move", "stay"]
    return X.choose(s, Rng(0)).id


def test_moves_again_when_staying_loses_the_race() -> None:
    """002, "Regroup Phase", "Move limit": a player wins when his fellowship is at site 9 and his
    Ring-bearer survives, and each fellowship moves at most twice a turn in a two-player game. At site 2 with the opponent (who moves next)
    at site 1, staying needs four more turns and the opponent four: he gets there first. Moving on
    needs three. A thin fellowship would otherwise stay."""
    s = table(site=2, fellowship=["Gimli, Son of Glóin"])
    assert _regroup_choice(s, opponent_at=1) == "move"


def test_stays_when_the_race_allows_it() -> None:
    """Two sites ahead, staying still wins the race at full speed: the thin fellowship stays."""
    s = table(site=3, fellowship=["Gimli, Son of Glóin"])
    assert _regroup_choice(s, opponent_at=1) == "stay"


def test_minions_left_in_play_keep_a_thin_fellowship_home_even_in_a_race() -> None:
    """Minions are discarded only when the Free Peoples player stays (002, turn summary: "the Free
    Peoples player reconciles and Shadow players discard all minions in play"); moving on, they
    skirmish again at the next site: with no more healthy companions than minions, the race does
    not outweigh them."""
    s = table(site=2, fellowship=["Gimli, Son of Glóin"], minions=["Uruk Brood"])
    assert _regroup_choice(s, opponent_at=1) == "stay"


def test_a_lost_race_moves_on_past_fewer_minions_than_healthy_companions() -> None:
    """The same race lost by staying, with two healthy companions against the one minion left in
    play: moving on meets it again at the next site (002, turn summary), which the fellowship can
    bear; staying concedes the race to a fellowship moving twice a turn."""
    both = ["Gimli, Son of Glóin", "Legolas, Greenleaf"]
    s = table(site=2, fellowship=both, minions=["Uruk Brood"])
    assert _regroup_choice(s, opponent_at=1) == "move"
    s = table(site=3, fellowship=both, minions=["Uruk Brood"])
    assert _regroup_choice(s, opponent_at=1) == "stay"  # the race still allows staying


def test_a_race_lost_to_a_fellowship_at_full_speed_is_not_run() -> None:
    """002, "Regroup Phase", "Move limit" (two moves a turn in a two-player game). Turn 5, the
    opponent (who moves next) has had two turns and moved twice in each: site 5. At site 4, even
    moving on (three turns to go from site 5, against his two) loses the race at that pace, so a thin
    fellowship stays and lives for its Shadow side to win the game. At turn 7 the same opponent has
    had three turns and stayed once: he may stay again, and the race is run. Level with him at
    site 5, the race is run too (one stay of his and it is won)."""
    s = table(site=4, fellowship=["Gimli, Son of Glóin"])
    s.turn, s.pos[1 - s.fp] = 5, 5
    assert race.race_needs_move(s, s.fp) and race.race_lost(s, s.fp) and race.kept_full_speed(s, 1 - s.fp)
    assert _regroup_choice(s, opponent_at=5) == "stay"
    s = table(site=4, fellowship=["Gimli, Son of Glóin"])
    s.turn = 7
    assert _regroup_choice(s, opponent_at=5) == "move"
    s = table(site=5, fellowship=["Gimli, Son of Glóin"])
    s.turn = 5
    assert _regroup_choice(s, opponent_at=5) == "move"


def test_a_ring_bearer_alone_does_not_race_into_a_full_twilight_pool() -> None:
    """002, "Overwhelm": a character is killed when the opposing strength is double his own, and a
    Ring-bearer killed loses the game. Frodo alone at site 2, the opponent at site 1: staying loses
    the race, and with the pool nearly empty he moves on; with five twilight at the next site (four
    in the pool and one for him), enough for a minion of twice his strength, he stays."""
    s = table(site=2, pool=0)
    assert _regroup_choice(s, opponent_at=1) == "move"
    s = table(site=2, pool=4)
    assert _regroup_choice(s, opponent_at=1) == "stay"


def test_the_last_move_is_made_when_the_opponent_finishes_next_turn() -> None:
    """002: a player wins when his fellowship is at site 9 and his Ring-bearer survives the
    skirmishes there. Frodo alone at site 8 with twilight enough to overwhelm him would stay; but
    with the opponent at site 7, who moves next and reaches site 9 in one turn, staying loses unless
    he is stopped, and moving on wins if Frodo lives: he moves. With the opponent at site 5 he stays."""
    s = table(site=8)
    assert _regroup_choice(s, opponent_at=7) == "move"
    s = table(site=8)
    assert _regroup_choice(s, opponent_at=5) == "stay"


def test_kept_full_speed() -> None:
    """Turn t: each player has had t // 2 turns; two moves a turn from site 1, trusted after two."""
    s = table(site=2)
    s.turn, s.pos[1 - s.fp] = 3, 3
    assert not race.kept_full_speed(s, 1 - s.fp)  # one turn is no pace yet
    s.turn, s.pos[1 - s.fp] = 4, 5
    assert race.kept_full_speed(s, 1 - s.fp)
    s.pos[1 - s.fp] = 4
    assert not race.kept_full_speed(s, 1 - s.fp)


def test_turns_to_finish() -> None:
    assert [race.turns_to_finish(at) for at in (1, 2, 7, 8, 9)] == [4, 4, 1, 1, 0]


def _mulligan(hand: list[str]) -> str:
    s = table(site=1, hand=hand)
    begin(s, ("mulligan", s.fp))
    return X.choose(s, Rng(0)).id


def test_mulligan_a_hand_without_a_minion() -> None:
    """CR 4.2, "mulligan": shuffle the hand back and draw 6; the first reconcile draws up to eight
    again (002, "Shadow players reconcile"), so a hand that cannot put a minion in front of the
    opponent's fellowship is worth redrawing, and one that can is kept."""
    assert _mulligan(["Gimli's Battle Axe", "Uruk Bloodlust", "Elven Cloak"]) == "yes"
    assert _mulligan(["Gimli's Battle Axe", "Uruk Bloodlust", "Uruk Brood"]) == "no"


def test_assignment_when_a_pump_could_overwhelm_either_way() -> None:
    """002, "Assignment phase" and "Overwhelm": Frodo (strength 4) and Gandalf (7) against minions of
    strength 9 and 5, the Shadow player holding a card. Reckoning his pumps, Frodo is overwhelmed
    against either minion; without them only against the 9. Gandalf takes the 9."""
    from eregion.games.tcg import rules as R
    from tcg.harness import find, start_phase

    s = table(
        site=2,
        fellowship=["Gandalf, The Grey Wizard"],
        minions=["Úlairë Nertëa, Messenger of Dol Guldur", "Goblin Runner"],
        shadow_hand=["Goblin Sneak"],
    )
    assert [R.strength(s, m) for m in R.minions(s)] == [9, 5]
    start_phase(s, "assignment")
    assert s.stack[-1][0] == "assign_fp"
    first = X.choose(s, Rng(0))
    s.apply(first)
    gandalf, nertea = find(s, "Gandalf"), find(s, "Úlairë Nertëa")
    if first.id == f"pick:{gandalf}":
        assert X.choose(s, Rng(0)).id == f"pick:{nertea}"
    else:  # Frodo first: he must take the other one
        assert first.id == f"pick:{s.rb[s.fp]}" and X.choose(s, Rng(0)).id != f"pick:{nertea}"
