"""The LCG's basic procedures: threat, resources, drawing, exhausting, damage and destruction, progress
and exploring, revealing encounter cards (Surge, Doomed, Guarded), elimination and the end of the game.
Phases build on these (``round``, ``combat``).

Sections cited are from the rules companion (``shared/seeds/001_*``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from eregion.cards import GameOver, deal
from eregion.core import Action, Decision, DecisionKind
from eregion.games.lcg import rules as R
from eregion.games.lcg.engine import RULES, SPACE
from eregion.games.lcg.registry import TEXT, Ctx, Part
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.text import LINES, WHO, describe_event

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

step, answer, pose = RULES.step, RULES.answer, RULES.pose
PASS, DONE = SPACE["pass"], SPACE["done"]
CARD = DecisionKind.CHOOSE_CARD


def log(s: LcgState, kind: str, player: int | None, *args: Any) -> None:
    """Record ``(kind, player, *args, text)``: the line is written now, naming the cards as they are
    (an Orc Guard as one), because a card named here may later be shuffled into a face-down pile
    and dealt another identity (:func:`shuffle`): log a card before shuffling it away."""
    line = LINES.get(kind)  # (``describe_event`` written out: some 100 lines a game)
    text = (
        line(s, WHO.get(player, "The game"), args)
        if line is not None
        else describe_event(s, kind, player, args)
    )
    s.events = ((kind, player, *args, text), s.events)


def shuffle(s: LcgState, key: tuple[int, str]) -> None:
    """Shuffle a face-down pile: its identities are dealt again among its uids (``cards.deal``), so
    no uid says which card it is, even one seen face up before it was shuffled in."""
    deal(s, s.zones[key], s.rng)


def push(s: LcgState, *steps: tuple) -> None:
    """Push steps so that the first one given resolves first."""
    s.stack.extend(reversed(steps))


def fire(s: LcgState, on: str, subj: int = -1, n: int = 0, extra: tuple[int, ...] = ()) -> None:
    """Something happened that forced effects or responses may answer (4.3, 4.4): queue a
    ``trigger`` step (``abilities``) when some card of this game listens to ``on``. Call it after
    pushing what should come after the answers."""
    if on in s.in_game.heard:
        s.stack.append(("trigger", on, subj, n, extra))


def resolve(s: LcgState, ctx: Ctx, parts: tuple[Part, ...]) -> None:
    """Resolve an ability's parts: the ``res`` step (``abilities``) runs them in order."""
    s.stack.append(("res", ctx, parts, 0))


@dataclass
class QuestHooks:
    """What the scenario's quest does after two basic procedures: progress placed may advance the
    stage (14.3.4), and a defeated enemy may win a stage or the game. The quest rules (``quests``)
    build on this module, so they fill these in when they are imported instead of being called by
    name from here."""

    check_advance: Callable[[LcgState], None]
    after_enemy_defeated: Callable[[LcgState, str], None]


def _no_quest(*_: Any) -> None:
    raise RuntimeError("the quest rules (eregion.games.lcg.quests) are not loaded")


QUEST = QuestHooks(_no_quest, _no_quest)


def finish(s: LcgState, won: bool, reason: str) -> None:
    """The game ends for the whole group (14.8): a win when the last stage is defeated, a loss when
    every player is eliminated."""
    s.result = ("win" if won else "loss", reason)
    log(s, "game_over", None, "win" if won else "loss", reason)
    raise GameOver


# --- threat, resources, cards --------------------------------------------------------------------


def raise_threat(s: LcgState, p: int, n: int) -> None:
    if n <= 0 or s.out[p]:
        return
    s.threat[p] += n
    log(s, "threat", p, n, s.threat[p])
    if s.threat[p] >= R.THREAT_LIMIT:  # 14.9
        eliminate(s, p, "threat")


def raise_all_threat(s: LcgState, n: int) -> None:
    for p in R.active_players(s):
        raise_threat(s, p, n)


def lower_threat(s: LcgState, p: int, n: int) -> None:
    s.threat[p] = max(0, s.threat[p] - n)  # 4.12: never below 0


def add_resources(s: LcgState, hero: int, n: int = 1) -> None:
    s.card_mut(hero).tokens += n


def draw(s: LcgState, p: int, n: int = 1) -> None:
    """Draw from the top; an empty deck draws nothing and costs nothing (7.5). An active location
    may forbid drawing (Enchanted Stream)."""
    loc = R.active_location(s)
    if loc is not None and R.flag(s, loc, "no_draw"):
        return
    deck = s.zones[(p, "deck")]
    for u in s.zones[(p, "attached")]:
        if deck and s.cards[u].host is None and R.flag(s, u, "blocks_draw"):
            discard_attachment(s, u)  # a condition on the deck is discarded instead (Iron Shackles)
            return
    got = 0
    for _ in range(n):
        if not deck:
            break
        s.move(deck[-1], p, "hand")
        got += 1
    if got:
        log(s, "draw", p, got)


def exhaust(s: LcgState, uid: int) -> None:
    s.card_mut(uid).exhausted = True


def ready(s: LcgState, uid: int) -> None:
    s.card_mut(uid).exhausted = False


# --- damage and leaving play ---------------------------------------------------------------------


def deal_damage(s: LcgState, uid: int, n: int) -> None:
    """Damage tokens; a card with damage equal to its hit points is destroyed at once (14.6.3)."""
    if n <= 0 or not R.in_play(s, uid):
        return
    c = s.card_mut(uid)
    c.wounds += n
    log(s, "damage", c.controller if c.controller != ENC else None, uid, n)
    if c.wounds >= R.hit_points(s, uid):
        if R.d(s, uid).type == "enemy":
            defeat_enemy(s, uid)
        else:
            destroy(s, uid)
    elif R.d(s, uid).is_character:
        fire(s, "damaged", uid, n)


def _discard_attachments(s: LcgState, host: int) -> None:
    """Attachments of a card leaving play are discarded (3.3.3)."""
    for u in R.attachments(s, host):
        discard_attachment(s, u)


def discard_attachment(s: LcgState, u: int) -> None:
    """An attachment goes to its owner's discard pile (an encounter one to the encounter discard
    pile)."""
    c = s.card_mut(u)
    c.host = None
    c.exhausted = False
    c.tokens = 0
    if R.d(s, u).type == "objective":  # detached: back to the staging area, unclaimed (FAQ 1.17)
        s.move(c.uid, ENC, "staging")
        log(s, "to_staging", None, u)
        return
    s.move(
        c.uid,
        ENC if R.d(s, u).deck == "encounter" else c.owner,
        "ediscard" if R.d(s, u).deck == "encounter" else "discard",
    )
    log(s, "discard", c.owner, u)


def discard_from_hand(s: LcgState, u: int) -> None:
    c = s.cards[u]
    s.move(c.uid, c.owner, "discard")
    log(s, "discard_hand", c.owner, u)


def _clear(s: LcgState, uid: int) -> None:
    """A card leaving play loses its damage, resources, exhaustion, host and place in the quest; a
    card with none of them (a hand or a deck at elimination) is not written."""
    c = s.cards[uid]
    if not (c.wounds or c.tokens or c.exhausted or c.host is not None or uid in s.committed):
        return
    c = s.card_mut(uid)
    c.wounds = c.tokens = 0
    c.exhausted = False
    c.host = None
    if uid in s.committed:
        s.committed = tuple(u for u in s.committed if u != uid)


def destroy(s: LcgState, uid: int) -> None:
    """A destroyed hero or ally goes to its owner's discard pile; a player whose heroes are all dead
    is eliminated (14.6.3, 14.9)."""
    c = s.cards[uid]
    controller = c.controller
    _discard_attachments(s, uid)
    _clear(s, uid)
    s.move(c.uid, c.owner, "discard")
    log(s, "destroyed", c.owner, uid)
    if not s.out[controller] and R.heroes_all_dead(s, controller):
        eliminate(s, controller, "heroes")
    left_play(s, uid, controller)
    fire(s, "destroyed", uid, controller)


def discard_from_play(s: LcgState, uid: int) -> None:
    """A character or attachment discarded from play (not destroyed: no "destroyed" trigger)."""
    c = s.cards[uid]
    if R.d(s, uid).type == "attachment":
        discard_attachment(s, uid)
        return
    controller = c.controller
    _discard_attachments(s, uid)
    _clear(s, uid)
    s.move(c.uid, c.owner, "discard")
    log(s, "discard", c.owner, uid)
    if R.d(s, uid).type == "hero" and not s.out[controller] and R.heroes_all_dead(s, controller):
        eliminate(s, controller, "heroes")
    left_play(s, uid, controller)


def left_play(s: LcgState, uid: int, controller: int) -> None:
    """A hero or ally left play (destroyed, returned to hand, shuffled away): Valiant Sacrifice and
    Brok Ironfist answer it."""
    if not s.out[controller]:
        fire(s, "left_play", uid, controller)


def discard_shadows(s: LcgState, enemy: int) -> None:
    for u in R.shadows(s, enemy):
        s.card_mut(u).host = None
        s.move(u, ENC, "ediscard")


def to_encounter_discard_or_victory(s: LcgState, uid: int) -> None:
    """Cards with victory points go to the victory display when they leave play (4.10.15)."""
    c = s.cards[uid]
    to_top = R.flag(s, uid, "to_deck_top")  # Banks of the Anduin
    _discard_attachments(s, uid)
    discard_shadows(s, uid)
    _clear(s, uid)
    dest = "edeck" if to_top else "victory" if R.d(s, uid).victory_points else "ediscard"
    s.move(c.uid, ENC, dest)


def defeat_enemy(s: LcgState, uid: int) -> None:
    """A defeated enemy leaves play; an Orc Guard goes to its owner's discard pile as the player card
    it is (ruling), Eastern Crows shuffles back into the encounter deck."""
    c = s.cards[uid]
    cid = c.cid
    back = R.flag(s, uid, "shuffle_back")
    if R.is_orc_guard(s, uid):
        _discard_attachments(s, uid)
        discard_shadows(s, uid)
        _clear(s, uid)
        s.move(c.uid, c.owner, "discard")
    else:
        to_encounter_discard_or_victory(s, uid)
    log(s, "defeated", None, uid)
    if back and s.cards[uid].zone in ("ediscard", "victory"):
        s.move(c.uid, ENC, "edeck")
        log(s, "shuffled_back", None, uid)
        shuffle(s, (ENC, "edeck"))
    QUEST.after_enemy_defeated(s, cid)


def explore(s: LcgState, uid: int) -> None:
    """A location with progress equal to its quest points is explored and discarded (14.4.1)."""
    to_encounter_discard_or_victory(s, uid)
    log(s, "explored", None, uid)
    fire(s, "explored", uid)
    own_forced(s, uid, "explored")


def own_forced(s: LcgState, uid: int, on: str) -> None:
    """The forced effects a card that has just left play has on its own leaving (Mountains of
    Mirkwood once explored); the first player makes their choices (FAQ 1.03)."""
    t = TEXT.get(s.cards[uid].cid)
    for f in t.forced if t is not None else ():
        if f.on == on and R.active_players(s):
            resolve(s, Ctx(s.first, uid, (), uid), f.parts)


# --- progress --------------------------------------------------------------------------------------


def place_progress(s: LcgState, n: int) -> None:
    """Progress goes on the active location until it is explored, the rest on the quest (14.4); the
    quest advances once its quest points are reached (14.3.4)."""
    if n <= 0:
        return
    loc = R.active_location(s)
    if loc is not None:
        need = R.stat(s, loc, "quest_points") - s.cards[loc].tokens
        put = min(n, need)
        s.card_mut(loc).tokens += put
        log(s, "progress", None, loc, put)
        n -= put
        if s.cards[loc].tokens >= R.stat(s, loc, "quest_points"):
            explore(s, loc)
    q = R.current_quest(s)
    if n > 0 and q is not None:
        s.card_mut(q).tokens += n
        log(s, "progress", None, q, n)
        fire(s, "quest_progress", q, n)
    QUEST.check_advance(s)


# --- encounter cards -------------------------------------------------------------------------------


def reset_encounter_deck(s: LcgState) -> None:
    """An empty encounter deck is refilled from its discard pile, shuffled (7.5)."""
    deck = s.zones[(ENC, "edeck")]
    pile = s.zones[(ENC, "ediscard")]
    if deck or not pile:
        return
    for u in list(pile):
        s.move(u, ENC, "edeck")
    shuffle(s, (ENC, "edeck"))
    log(s, "reshuffle", None, len(deck))


def reveal(s: LcgState, setup: bool = False) -> None:
    """Queue revealing the top encounter card (staging, setup, Surge, Guarded)."""
    s.stack.append(("reveal", 1 if setup else 0, -1))


@step("reveal")
def _reveal(s: LcgState, st: tuple) -> Decision | None:
    """Reveal one card (14.3.2): enemies, locations and objectives enter the staging area, treacheries
    go to the discard pile; Doomed raises every threat, Surge reveals one more, Guarded attaches the
    next card to the objective (4.10.3, 4.10.6, 4.10.13, FAQ 1.01); When Revealed effects resolve
    before the Surge card (4.5). ``guard``: the objective to guard, -1, or ``-2 - uid`` for the Surge
    of card ``uid``, which never reveals that card itself as the deck's only card (a loop: Thalin
    defeats Eastern Crows as it is revealed, and it shuffles back into an empty deck)."""
    _, setup, guard = st
    s.stack.pop()
    reset_encounter_deck(s)
    deck = s.zones[(ENC, "edeck")]
    if not deck or deck == [-2 - guard]:
        return None
    uid = deck[-1]
    c = s.card_mut(uid)
    dd = R.d(s, uid)
    log(s, "reveal", None, uid)
    if dd.unique and _unique_copy_in_play(s, uid):  # 3.4.4
        s.move(c.uid, ENC, "ediscard")
        log(s, "unique_discarded", None, uid)
        return None
    if dd.type == "treachery":
        s.move(c.uid, ENC, "ediscard")
    else:
        s.move(c.uid, ENC, "staging")
    follow: list[tuple] = []
    if guard >= 0 and R.in_play(s, guard) and dd.type != "treachery":
        if dd.type == "objective":  # another objective: the next card guards the first (4.10.6)
            follow.append(("reveal", setup, guard))
        else:
            c.host = guard
    if dd.type == "objective" and R.keyword(s, uid, "guarded"):
        follow.append(("reveal", setup, uid))
    if R.keyword(s, uid, "surge"):
        follow.append(("reveal", setup, -2 - uid))
    push(s, *follow)
    # When Revealed after a window to cancel it (A Test of Will, Eleanor: FAQ 1.53), then the
    # keywords that follow; passive reactions to the reveal itself (Thalin) come first (FAQ).
    if has_text(s, uid, "revealed"):
        s.stack.append(("when_revealed", uid))
        fire(s, "revealed", uid)
    if dd.type == "enemy":
        fire(s, "enemy_revealed", uid)
    doomed = R.keyword(s, uid, "doomed")
    if doomed:
        raise_all_threat(s, doomed)
    return None


def has_text(s: LcgState, uid: int, part: str) -> bool:
    """Whether the card has encoded parts of this kind ("revealed", "shadow", "travel", "event")."""
    text = TEXT.get(s.cards[uid].cid)
    return text is not None and bool(getattr(text, part))


def _unique_copy_in_play(s: LcgState, uid: int) -> bool:
    cid = s.cards[uid].cid
    return any(
        s.cards[u].cid == cid for z in ("staging", "active") for u in s.zones[(ENC, z)] if u != uid
    ) or any(s.cards[u].cid == cid for u in R.all_engaged(s))


def engage(s: LcgState, p: int, enemy: int) -> None:
    """The enemy moves in front of the player (14.5); an objective it guards stays attached to it
    (FAQ 1.17)."""
    s.move(enemy, p, "engaged")
    log(s, "engage", p, enemy)
    fire(s, "engaged", enemy, p)


def progress_on(s: LcgState, uid: int, n: int) -> None:
    """Progress placed straight on one card by an effect (not the quest's overflow rule): a location
    is explored when full, the quest may advance."""
    if n <= 0 or not R.in_play(s, uid):
        return
    c = s.card_mut(uid)
    if R.d(s, uid).type == "location":
        need = R.stat(s, uid, "quest_points") - c.tokens
        c.tokens += min(n, max(0, need))
        log(s, "progress", None, uid, min(n, max(0, need)))
        if c.tokens >= R.stat(s, uid, "quest_points"):
            explore(s, uid)
        return
    c.tokens += n
    log(s, "progress", None, uid, n)
    fire(s, "quest_progress", uid, n)
    QUEST.check_advance(s)


def strike(s: LcgState, p: int, e: int, attackers: tuple[int, ...]) -> None:
    """An attack by ``attackers`` on enemy ``e``: their attack less its defense as damage (14.6.2);
    an enemy destroyed by it triggers "after ... participates in an attack that destroys"."""
    atk = sum(R.attack_against(s, u, e) for u in attackers if s.cards[u].zone in R.PLAY_AREA)
    log(s, "strike", p, e, attackers, atk)
    deal_damage(s, e, atk - R.defense(s, e))
    if not R.in_play(s, e):
        fire(s, "kills", e, p, attackers)


# --- elimination -----------------------------------------------------------------------------------


_MARKED = ("allies", "heroes", "aside")
"""A player's zones whose cards may carry damage, resources, exhaustion or a host: a card reaches his
hand or deck only from his deck, his hand or through :func:`_clear` (leaving play)."""


def eliminate(s: LcgState, p: int, reason: str) -> None:
    """A player out of the game puts his cards in their owners' discard piles; his enemies return to
    the staging area with their damage; the first player token moves on (14.9, 8.1.1). When nobody is
    left the players lose."""
    if s.out[p]:
        return
    s.out[p] = True
    log(s, "eliminated", p, reason)
    for u in list(s.zones[(p, "engaged")]):
        discard_shadows(s, u)
        if R.is_orc_guard(s, u):
            _clear(s, u)
            s.move(u, s.cards[u].owner, "discard")
        else:
            s.move(u, ENC, "staging")
    for u in list(s.zones[(p, "attached")]):
        discard_attachment(s, u)  # encounter cards to their discard pile, objectives to the staging area
    for z in ("allies", "heroes", "aside", "hand", "deck"):
        if z in _MARKED:
            for u in s.zones[(p, z)]:
                _clear(s, u)
        s.move_all((p, z), "discard")
    # Attachments he owns on other players' characters stay with their controllers (6.1).
    if all(s.out):
        finish(s, False, "all players eliminated")
    if s.first == p:
        s.first = R.next_player(s, p)


def pick_options(uids: list[int], verb: str = "pick") -> tuple[Action, ...]:
    return tuple(SPACE.card(verb, u) for u in uids)
