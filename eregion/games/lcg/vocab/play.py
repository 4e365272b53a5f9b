"""Effects on the quest, locations and enemies, and on cards entering and leaving play
(:mod:`vocab` has the costs, choices and effects on characters and players)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.cards.effects import PickInPlay
from eregion.core import Decision, DecisionKind
from eregion.games.lcg import rules as R
from eregion.games.lcg import steps as S
from eregion.games.lcg.filters import Q
from eregion.games.lcg.registry import Ctx
from eregion.games.lcg.rules import ENC
from eregion.games.lcg.text import SEAT_NAMES, asking

if TYPE_CHECKING:
    from eregion.core import Action
    from eregion.games.lcg.state import LcgState

from eregion.games.lcg.vocab import Part, modify

CARD = DecisionKind.CHOOSE_CARD

# --- the quest, locations and enemies -------------------------------------------------------------------


@dataclass(frozen=True)
class Progress(Part):
    """Progress tokens: "quest" (on the current quest, so the active location takes them first: the
    companion's Golden Rule example on Legolas, FAQ 1.00, and FAQ 1.27), or placed straight on the
    "active" location, on "each_staging" location, on the trigger's location ("subj") or a chosen one."""

    where: str
    n: int = 1
    choose_q: Q | None = None
    prompt = "Place progress on which location?"

    def __post_init__(self) -> None:  # (what it chooses, fixed once: asked by every check)
        object.__setattr__(self, "choose", "pick" if self.where == "pick" else "")

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        assert self.choose_q is not None
        return self.choose_q.in_play(s, ctx)

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        if self.where == "active":
            return R.active_location(s) is not None
        if self.where == "subj":
            return R.in_play(s, ctx.subj)
        return self.where != "pick" or bool(self.choices(s, ctx))

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        if self.where == "quest":
            S.place_progress(s, self.n)
        elif self.where == "active":
            loc = R.active_location(s)
            if loc is not None:
                S.progress_on(s, loc, self.n)
        elif self.where == "each_staging":
            for u in R.locations_in_staging(s):
                S.progress_on(s, u, self.n)
        elif self.where == "subj":
            if R.in_play(s, ctx.subj):
                S.progress_on(s, ctx.subj, self.n)
        elif chosen is not None:
            S.progress_on(s, chosen, self.n)


@dataclass(frozen=True)
class RemoveProgress(Part):
    n: int

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        q = R.current_quest(s)
        if q is not None:
            k = min(self.n, s.cards[q].tokens)
            s.card_mut(q).tokens -= k
            if k:
                S.log(s, "progress_removed", None, q, k)


@dataclass(frozen=True)
class EngageChosen(PickInPlay["LcgState", Ctx], Part):
    """The acting player engages a chosen enemy (Son of Arnor)."""

    q: Q
    prompt = "Engage which enemy?"

    def act(self, s: LcgState, ctx: Ctx, uid: int) -> None:
        S.engage(s, ctx.player, uid)


@dataclass(frozen=True)
class ToStaging(PickInPlay["LcgState", Ctx], Part):
    """An engaged enemy returns to the staging area (A Light in the Dark)."""

    q: Q
    prompt = "Return which enemy to the staging area?"

    def act(self, s: LcgState, ctx: Ctx, uid: int) -> None:
        S.discard_shadows(s, uid)
        s.move(uid, ENC, "staging")
        S.log(s, "to_staging", None, uid)


@dataclass(frozen=True)
class Flag(Part):
    """A "cannot" or "does not" effect until the end of the phase, on a chosen card (``q``), on
    each enemy engaged with the chosen player ("engaged_with_chosen"), or on the chosen player."""

    stat: str
    q: Q | None = None
    scope: str = "pick"  # pick | engaged_with_chosen | chosen_player
    prompt: str = "Choose a card"

    def __post_init__(self) -> None:  # (what it chooses, fixed once: asked by every check)
        object.__setattr__(self, "choose", "pick" if self.scope == "pick" else "")

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        assert self.q is not None
        return self.q.in_play(s, ctx)

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        if self.scope == "engaged_with_chosen":
            for u in R.engaged(s, ctx.chosen_player):
                modify(s, u, self.stat, 1, "phase", ctx.src)
        elif self.scope == "chosen_player":
            modify(s, R.PLAYER_TARGET + ctx.chosen_player, self.stat, 1, "phase", ctx.src)
        elif chosen is not None:
            modify(s, chosen, self.stat, 1, "phase", ctx.src)


@dataclass(frozen=True)
class Strike(Part):
    """The chosen character (``IT``) attacks an enemy it may attack now, alone, at once (Quick
    Strike): its attack less the enemy's defense as damage. An extra attack: it does not use up the
    attack the rules allow against that enemy (FAQ 1.11)."""

    choose = "pick"
    prompt = "Attack which enemy?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        u = ctx.it
        if u < 0 or not R.in_play(s, u):
            return []
        p = s.cards[u].controller
        out = R.engaged(s, p)
        if R.keyword(s, u, "ranged"):
            out += [e for q in R.active_players(s) if q != p for e in R.engaged(s, q)]
        if R.flag(s, u, "reach_staging"):  # Dunhere attacking alone
            out += R.enemies_in_staging(s)
        return out

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.strike(s, ctx.player, chosen, (ctx.it,))


# --- cards entering and leaving play ----------------------------------------------------------------------


@dataclass(frozen=True)
class PutIntoPlay(Part):
    """Put an ally (from your hand, or from any discard pile with a cost you pay as X) or a hero from
    a discard pile into play (FAQ 1.16: not "played"). ``delayed``: at the end of the phase it returns
    to its owner's hand (Sneak Attack)."""

    source: str  # hand | discard_x | hero_discard | self_hand
    delayed: str = ""
    choose = "pick"
    prompt = "Put which card into play?"

    def unseen(self) -> bool:
        return self.source == "hand"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        if self.source == "self_hand":
            return [ctx.src] if s.cards[ctx.src].zone == "hand" else []
        if self.source == "hand":
            cards, defs = s.cards, R.DEFS  # (in hand: never an Orc Guard)
            return [
                u
                for u in s.zones[(ctx.player, "hand")]
                if (dd := defs[cards[u].cid]).type == "ally"
                and not (dd.unique and R.title_in_play(s, dd.name))
            ]
        out = []
        for p in R.active_players(s):
            for u in s.zones[(p, "discard")]:
                dd = R.d(s, u)
                if dd.unique and R.title_in_play(s, dd.name):
                    continue
                if (
                    self.source == "hero_discard"
                    and dd.type == "hero"
                    or self.source == "discard_x"
                    and dd.type == "ally"
                    and _x_payable(s, ctx, u)
                ):
                    out.append(u)
        return out

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        c = s.cards[chosen]
        if self.source == "discard_x":
            _pay_x(s, ctx, R.cost(s, chosen))
        if self.source == "hero_discard":
            s.move(c.uid, c.owner, "heroes")
        else:
            s.move(c.uid, ctx.player, "allies")
        S.log(s, "put_into_play", ctx.player, chosen)
        if self.delayed:
            modify(s, chosen, self.delayed, 1, "phase_end", ctx.src)
        S.fire(s, "enters", chosen, s.cards[chosen].controller)


def _x_payable(s: LcgState, ctx: Ctx, ally: int) -> bool:
    """Stand and Fight: X is the ally's printed cost, paid with the event's sphere; neutral allies
    have no sphere to match (FAQ)."""
    dd = R.d(s, ally)
    if dd.sphere in (None, "neutral"):
        return False
    return _x_budget(s, ctx, "spirit") >= R.cost(s, ally)


def _x_budget(s: LcgState, ctx: Ctx, sphere: str) -> int:
    return sum(s.cards[h].tokens for h in R.payers(s, ctx.player, sphere))


def _pay_x(s: LcgState, ctx: Ctx, n: int, sphere: str = "spirit") -> None:
    """Pay X from the richest heroes of the event's sphere first (a simplification: which heroes pay
    X is the player's choice in the game, rarely a real one)."""
    for h in sorted(R.payers(s, ctx.player, sphere), key=lambda u: -s.cards[u].tokens):
        k = min(n, s.cards[h].tokens)
        s.card_mut(h).tokens -= k
        n -= k


@dataclass(frozen=True)
class TopXToHand(Part):
    """Gandalf's Search: choose X and pay it with the event's sphere (5.3: X is the player's choice
    here), look at the top X cards of the chosen player's deck, add one to its owner's hand and put
    the rest back on top in the order the player picks (the ``search_top`` step). X is offered from 1
    to the cards in that deck (X = 0 would look at nothing), at most 9."""

    sphere: str
    choose = "opt"
    prompt = "Choose X"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        n = min(9, _x_budget(s, ctx, self.sphere), len(s.zones[(ctx.chosen_player, "deck")]))
        return list(range(1, n + 1))

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        return {x: f"X = {x}" for x in self.choices(s, ctx)}

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        decks = any(s.zones[(p, "deck")] for p in R.active_players(s))
        return decks and _x_budget(s, ctx, self.sphere) > 0

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        _pay_x(s, ctx, chosen, self.sphere)
        S.log(s, "search_top", ctx.player, ctx.chosen_player, chosen)
        s.stack.append(("search_top", ctx.player, ctx.chosen_player, chosen, False, ctx.src))


@S.step("search_top")
def _search_top(s: LcgState, st: tuple) -> Decision | None:
    """``k`` cards on top of ``owner``'s deck are being looked at: first one goes to its owner's
    hand, then the player puts the others back one at a time, each under the ones still in hand."""
    _, p, owner, k, took, src = st
    deck = s.zones[(owner, "deck")]
    k = min(k, len(deck))
    top = sorted(deck[len(deck) - k :])
    if k == 0 or (took and k == 1):
        s.stack.pop()
        return None
    if not took:
        whose = "his" if owner == p else f"{SEAT_NAMES[owner]}'s"
        return Decision(
            p,
            CARD,
            asking(s, src, "Add which card to its owner's hand?"),
            S.pick_options(top),
            f"{SEAT_NAMES[p]} adds one of the cards to {whose} hand",
        )
    return Decision(
        p,
        CARD,
        asking(s, src, "Put the cards back on top of the deck: which goes back first (under the others)?"),
        S.pick_options(top),
        f"{SEAT_NAMES[p]} puts a card back on top of the deck",
    )


@S.answer("search_top")
def _search_top_answer(s: LcgState, st: tuple, a: Action) -> None:
    _, p, owner, k, took, src = st
    u = S.SPACE.split(a)[1]
    deck = s.zones[(owner, "deck")]
    k = min(k, len(deck))
    if not took:
        s.move(u, owner, "hand")
        S.log(s, "search_to_hand", owner)  # into a hidden hand: the log does not name it
    else:
        deck = s.zone_mut((owner, "deck"))
        deck.remove(u)
        deck.insert(len(deck) - (k - 1), u)
    s.stack[-1] = ("search_top", p, owner, k - 1, True, src)


@dataclass(frozen=True)
class ReturnToHand(Part):
    """Take a card from your discard pile (a ``sphere``) or the topmost attachment of any discard pile
    into its owner's hand."""

    what: str  # sphere | top_attachment
    sphere: str = ""
    choose = "pick"
    prompt = "Return which card to hand?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        if self.what == "sphere":
            return [
                u
                for u in s.zones[(ctx.player, "discard")]
                if R.d(s, u).sphere == self.sphere and R.d(s, u).type != "hero" and u != ctx.src
            ]  # a hero card never goes to a hand (14.6.3)
        out = []
        for p in R.active_players(s):
            atts = [u for u in s.zones[(p, "discard")] if R.d(s, u).type == "attachment"]
            if atts:
                out.append(atts[-1])
        return out

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        c = s.cards[chosen]
        s.move(c.uid, c.owner, "hand")
        S.log(s, "to_hand", c.owner, chosen)


@dataclass(frozen=True)
class DiscardAttachment(Part):
    """Discard a chosen attachment in play matching ``trait`` (Miner of the Iron Hills: a
    Condition)."""

    trait: str = ""
    choose = "pick"
    prompt = "Discard which attachment?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return [
            u
            for p in R.active_players(s)
            for u in s.zones[(p, "attached")]
            if not self.trait or R.has_trait(s, u, self.trait)
        ]

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.discard_attachment(s, chosen)


@dataclass(frozen=True)
class GiveControl(Part):
    """This ally changes control to another player (Wandering Took)."""

    choose = "opt"
    prompt = "Give it to which player?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return [p for p in R.active_players(s) if p != ctx.player]

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        return {p: f"Player {p + 1}" for p in self.choices(s, ctx)}

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        if R.in_play(s, ctx.src):
            s.move(ctx.src, chosen, "allies")
            S.raise_threat(s, chosen, 3)
            S.log(s, "control", chosen, ctx.src)

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return bool(self.choices(s, ctx))


@dataclass(frozen=True)
class DiscardSelf(Part):
    """This card is discarded from play (not destroyed): Gandalf at the end of the round."""

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return R.in_play(s, ctx.src)

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        if R.in_play(s, ctx.src):
            S.discard_from_play(s, ctx.src)


@dataclass(frozen=True)
class Later(Part):
    """Mark this card for something at the end of the phase (Beorn shuffles into his deck)."""

    what: str

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        modify(s, ctx.src, self.what, 1, "phase_end", ctx.src)


@dataclass(frozen=True)
class LookShadow(Part):
    """Look at the face-down shadow card last dealt to the enemy of the trigger (Dark Knowledge).
    Co-operative: what is seen goes to the log for the whole group, as with the top encounter card
    (8.4)."""

    def _card(self, s: LcgState, ctx: Ctx) -> int:
        down = [u for u in R.shadows(s, ctx.subj) if s.cards[u].zone == "shadow"] if ctx.subj >= 0 else []
        return down[-1] if down else -1

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return self._card(s, ctx) >= 0

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        u = self._card(s, ctx)
        if u >= 0:
            S.log(s, "look_shadow", ctx.player, u, ctx.subj)
