"""The quest deck: scenario setup, advancing through the stages and the stage rules that decide
when a stage may be defeated or the game is won.

The framework is 14.3.4 of the rules companion (``shared/seeds/001_*``): the quest advances as soon as
its progress reaches its quest points, progress does not carry over, and defeating the last stage wins
(14.10). The Core stages' own conditions (card text, paraphrased and keyed by card id) are here too
because without them a stage with 0 quest points would be won at once. The stages' When Revealed,
forced and response effects are card text (``cardtext.encounter``); the parts only Escape from Dol
Guldur needs (its objectives and the prisoner) are here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.core import Decision
from eregion.games.lcg import rules as R
from eregion.games.lcg import steps as S
from eregion.games.lcg.components import fold
from eregion.games.lcg.registry import Ctx
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.steps import finish, has_text, log, push, reveal, step
from eregion.games.lcg.vocab import Part

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

UNGOLIANTS_SPAWN = "01076"
HILL_TROLL = "01082"
NAZGUL = "01102"
DONT_LEAVE_THE_PATH, BEORNS_PATH = "01121", "01122"
NECROMANCERS_TOWER, THROUGH_THE_CAVERNS, OUT_OF_THE_DUNGEONS = "01123", "01124", "01125"
TO_THE_RIVER, ANDUIN_PASSAGE, AMBUSH_ON_THE_SHORE = "01126", "01127", "01128"


def _in_play_cid(s: LcgState, cid: str) -> bool:
    return any(s.cards[u].cid == cid for u in R.enemies_in_play(s))


def _objectives_claimed(s: LcgState) -> int:
    """Objectives under a player's control (claimed, :class:`Claim`)."""
    return sum(
        1
        for p in range(s.n)
        for z in ("allies", "attached")
        for u in s.zones[(p, z)]
        if R.d(s, u).type == "objective"
    )


def can_defeat_stage(s: LcgState, q: int) -> bool:
    """Whether the current stage may be defeated now (its quest points reached)."""
    cid = s.cards[q].cid
    if cid in (DONT_LEAVE_THE_PATH, AMBUSH_ON_THE_SHORE):  # won another way (no quest points)
        return False
    if cid == BEORNS_PATH:
        return not _in_play_cid(s, UNGOLIANTS_SPAWN)
    if cid == TO_THE_RIVER:
        return not _in_play_cid(s, HILL_TROLL)
    if cid == OUT_OF_THE_DUNGEONS:
        return not _in_play_cid(s, NAZGUL)
    if cid == NECROMANCERS_TOWER:
        return _objectives_claimed(s) >= 1
    if cid == THROUGH_THE_CAVERNS:
        return _objectives_claimed(s) >= 3 and not prisoners(s)
    return True


def check_advance(s: LcgState) -> None:
    """Advance as soon as the progress reaches the quest points and the stage allows it (14.3.4)."""
    q = R.current_quest(s)
    if q is None or s.cards[q].tokens <= 0:  # no progress yet reaches any stage's (positive) points
        return
    qp = R.stat(s, q, "quest_points")
    if qp > 0 and s.cards[q].tokens >= qp and can_defeat_stage(s, q):
        advance(s)


def advance(s: LcgState) -> None:
    """Defeat the current stage: its progress returns to the bank; the next stage is revealed (one of
    several alternatives at random, e.g. A Fork in the Road's two Chosen Paths); past the last stage the
    players win (14.10)."""
    q = R.current_quest(s)
    assert q is not None
    c = s.card_mut(q)
    c.tokens = 0
    s.move(c.uid, ENC, "removed")
    log(s, "stage_defeated", None, q)
    if not s.quest_deck:
        finish(s, True, "the last quest stage is defeated")
    options, rest = s.quest_deck[0], s.quest_deck[1:]
    s.quest_deck = rest
    chosen = options[s.rng.randrange(len(options))] if len(options) > 1 else options[0]
    for u in options:
        if u != chosen:
            s.move(u, ENC, "removed")
    s.move(chosen, ENC, "quest")
    log(s, "stage", None, chosen)
    stage_revealed(s, chosen)


def stage_revealed(s: LcgState, q: int) -> None:
    """A new stage's revealed rules; its When Revealed text (``cardtext.encounter``) runs like an
    encounter card's, for the first player (FAQ 1.03), but it is no encounter card to cancel."""
    cid = s.cards[q].cid
    if has_text(s, q, "revealed"):
        s.stack.append(("when_revealed", q))
    if cid == TO_THE_RIVER and not _in_play_cid(s, HILL_TROLL):
        _search_to_staging(s, HILL_TROLL)
    elif cid == AMBUSH_ON_THE_SHORE:
        s.skip_staging = True
        push(s, *(("reveal", 0, -1) for _ in range(2 * len(R.active_players(s)))))


def _search_to_staging(s: LcgState, cid: str) -> None:
    """Search the encounter deck for a copy and put it in the staging area, then shuffle (FAQ 1.21);
    it is not revealed (FAQ 1.22)."""
    deck = s.zones[(ENC, "edeck")]
    for u in deck:
        if s.cards[u].cid == cid:
            s.move(u, ENC, "staging")
            log(s, "search", None, u)
            break
    S.shuffle(s, (ENC, "edeck"))


def extra_reveals(s: LcgState) -> int:
    """Anduin Passage reveals one more card each quest phase."""
    q = R.current_quest(s)
    return 1 if q is not None and s.cards[q].cid == ANDUIN_PASSAGE else 0


def engagement_checks_off(s: LcgState) -> bool:
    q = R.current_quest(s)
    return q is not None and s.cards[q].cid == ANDUIN_PASSAGE


def check_win(s: LcgState) -> None:
    """Stage wins not reached by progress: Ambush on the Shore while no enemy is in play, a state
    the rules check between the steps of the round (``checks``)."""
    q = R.current_quest(s)
    if q is not None and s.cards[q].cid == AMBUSH_ON_THE_SHORE and not R.enemies_in_play(s):
        finish(s, True, "no enemies are left in play")


def after_enemy_defeated(s: LcgState, cid: str) -> None:
    q = R.current_quest(s)
    if q is None:
        return
    if s.cards[q].cid == DONT_LEAVE_THE_PATH and cid == UNGOLIANTS_SPAWN:
        finish(s, True, "Ungoliant's Spawn is defeated")
    check_advance(s)


S.QUEST.check_advance = check_advance
S.QUEST.after_enemy_defeated = after_enemy_defeated


# --- scenario setup --------------------------------------------------------------------------------


def scenario_setup(s: LcgState) -> None:
    """The setup on each scenario's first stage (13.7): what the data puts in the staging area is
    there already; Journey Along the Anduin reveals one card per player; Escape from Dol Guldur's
    objectives are revealed, so Guarded attaches an encounter card to each (FAQ 1.01). Then the
    stage turns to its side B, whose revealed rules follow (the Hill Troll, the prisoner)."""
    q = R.current_quest(s) or 0
    first = s.cards[q].cid
    push(s, ("stage_revealed", q))
    if first == TO_THE_RIVER:
        push(s, *(("reveal", 1, -1) for _ in range(s.n)))
    elif first == NECROMANCERS_TOWER:
        objectives = [u for u in R.staging(s) if R.d(s, u).type == "objective"]
        push(s, *(("reveal", 1, u) for u in objectives))


@step("stage_revealed")
def _stage_revealed(s: LcgState, st: tuple) -> Decision | None:
    s.stack.pop()
    stage_revealed(s, st[1])
    return None


def same_title(s: LcgState, a: int, b: int) -> bool:
    return fold(R.d(s, a).name) == fold(R.d(s, b).name)


# --- objectives ------------------------------------------------------------------------------------


def unclaimed_in_staging(s: LcgState) -> list[int]:
    """Objectives in the staging area, not claimed, and not carried off by a guard that left it."""
    return [
        u
        for u in s.zones[(ENC, "staging")]
        if R.d(s, u).type == "objective" and all(s.cards[g].zone == "staging" for g in R.guards(s, u))
    ]


@dataclass(frozen=True)
class ShuffleObjectiveBack(Part):
    """An unclaimed objective in the staging area is shuffled into the encounter deck, free of its
    guard (Dungeon Jailor); the first player chooses which (FAQ 1.03)."""

    choose = "pick"
    prompt = "Shuffle which objective back into the encounter deck?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return unclaimed_in_staging(s)

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        for g in R.guards(s, chosen):
            s.card_mut(g).host = None
        s.move(chosen, ENC, "edeck")
        S.log(s, "shuffled_back", None, chosen)
        S.shuffle(s, (ENC, "edeck"))


@dataclass(frozen=True)
class Claim(Part):
    """Claim this objective: the acting player takes control of it (FAQ 1.07) and attaches it to a
    hero he controls; the quest may then advance."""

    choose = "pick"
    prompt = "Attach to which of your heroes?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return R.heroes(s, ctx.player) if s.cards[ctx.src].zone == "staging" else []

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        c = s.card_mut(ctx.src)
        if c.zone != "staging":
            return
        s.move(c.uid, ctx.player, "attached")
        c.host = chosen
        S.log(s, "claim", ctx.player, ctx.src, chosen)
        if len(R.restricted_on(s, chosen)) > 2:
            s.stack.append(("restricted", ctx.player, chosen))
        check_advance(s)


# --- the prisoner (Escape from Dol Guldur) ------------------------------------------------------------


def prisoners(s: LcgState) -> list[int]:
    """Heroes held face down: set aside (zone ``aside`` of their controller), out of play and alive
    (``rules.heroes_all_dead``); nothing else of a player's is ever set aside."""
    return [u for p in range(s.n) for u in s.zones[(p, "aside")] if R.d(s, u).type == "hero"]


@dataclass(frozen=True)
class TakePrisoner(Part):
    """A hero chosen at random among all the players' heroes becomes the prisoner: it cannot be used,
    damaged or collect resources, so it waits out of play until it is rescued."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        pool = [h for p in R.active_players(s) for h in R.heroes(s, p)]
        if not pool:
            return
        h = pool[s.rng.randrange(len(pool))]
        c = s.cards[h]
        p = c.controller
        s.move(c.uid, p, "aside")
        S.log(s, "prisoner", p, h)


@dataclass(frozen=True)
class Rescue(Part):
    """The first player may rescue the prisoner: it returns to play with 1 damage placed on it, and
    the Nazgûl of Dol Guldur, set aside, moves into the staging area (its forced effect)."""

    choose = "opt"
    prompt = "Rescue the prisoner now?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return [1, 0] if prisoners(s) else []

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        return {1: "yes", 0: "not yet"}

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        if chosen != 1:
            return
        for h in prisoners(s):
            c = s.card_mut(h)
            s.move(c.uid, c.controller, "heroes")
            c.wounds += 1  # placed, not dealt
            S.log(s, "rescued", c.controller, h)
            if c.wounds >= R.hit_points(s, h):
                S.destroy(s, h)
        for u in list(s.zones[(ENC, "aside")]):
            if s.cards[u].cid == NAZGUL:
                s.move(u, ENC, "staging")
                S.log(s, "to_staging", None, u)
        check_advance(s)


__all__ = [
    "Claim",
    "Rescue",
    "ShuffleObjectiveBack",
    "TakePrisoner",
    "advance",
    "check_advance",
    "reveal",
    "scenario_setup",
]
