"""The effect vocabulary: what a card's abilities are made of, so each card is a few lines of data.

A card's text is a :class:`CardText`: static abilities (:class:`Static`), special abilities with a
timing word (:class:`Special`), an event's costs and effects, "when you play" text and other
triggers. Costs and effects are :class:`Part` objects run in order by the ``res`` step: costs are
checked before anything is paid ("If a card ... has a cost, you must pay that cost or you may not
use that card"), effects do as much as they can (002, "Costs and effects"). Parts that choose a card
ask the acting player; ``IT`` refers to the card chosen by the previous part (Bred for Battle:
"Exert an Uruk-hai to make it strength +3").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from eregion.cards import deal, effects
from eregion.cards.effects import PickInPlay
from eregion.games.tcg import playing as PL
from eregion.games.tcg import rules as R
from eregion.games.tcg import steps as S
from eregion.games.tcg.filters import BEARER, IT, SELF, Cond, Q, Target, each_target, targets
from eregion.games.tcg.registry import Ctx
from eregion.games.tcg.text import SEAT_NAMES

if TYPE_CHECKING:
    from eregion.games.tcg.state import TcgState


# --- parts: costs and effects --------------------------------------------------------------------


class Part(effects.Part["TcgState", Ctx]):
    """One TCG cost or effect (see :class:`eregion.cards.effects.Part`). Every part must be feasible
    before an ability is offered (ruling 1)."""

    cost = False  # pays for or picks what the others act on: before "to" when it leads an ability


@dataclass(frozen=True)
class Exert(Part):
    """Exert a chosen character: as a cost one's own (or any minion); as an effect (``effect``: "remove
    (3) to exert a Hobbit") any character that matches, the opponent's too."""

    cost = True

    target: Target = SELF
    effect: bool = False
    choose = "pick"
    prompt = "Exert which character?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in targets(s, ctx, self.target) if R.can_exert(s, u) and self._may(s, ctx, u)]

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        for u in each_target(s, ctx, self.target):
            if R.can_exert(s, u) and self._may(s, ctx, u):
                return True
        return False

    def _may(self, s: TcgState, ctx: Ctx, uid: int) -> bool:
        return self.effect or _controls(s, ctx, uid)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.exert(s, chosen)


def _controls(s: TcgState, ctx: Ctx, uid: int) -> bool:
    """A player exerts his own characters (or, for Shadow costs, any minion: 002 "You may exert
    another player's minion to pay a cost")."""
    c = s.cards[uid]
    return c.controller == ctx.player or R.d(s, uid).type == "minion"


@dataclass(frozen=True)
class ExertEach(Part):
    """Every matching character exerts (those that cannot, do not)."""

    q: Q

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in reversed(self.q.in_play(s, ctx)):  # pushed in reverse: exerted in play order
            if R.can_exert(s, u):
                S.exert(s, u)


@dataclass(frozen=True)
class DiscardSelf(Part):
    cost = True

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return R.in_play(s, ctx.src)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.discard(s, ctx.src)


@dataclass(frozen=True)
class RemoveTwilight(Part):
    """Remove ``n`` twilight tokens: as a cost all ``n`` must be there; as an effect (``effect``: "spot a
    ranger to remove (4)") as many as there are, at least one."""

    cost = True
    n: int
    effect: bool = False

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return s.pool >= (1 if self.effect else self.n)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.remove_twilight(s, self.n)


@dataclass(frozen=True)
class AddTwilight(Part):
    """Add ``n`` twilight tokens, or ``n`` for each matching card you can spot (``per``: Forces of
    Mordor's "spot X [sauron] minions to add X"; every one is spotted, ruling 5)."""

    cost = True

    n: int
    per: Q | None = None

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        n = self.n if self.per is None else self.n * len(self.per.in_play(s, ctx))
        S.add_twilight(s, n)


@dataclass(frozen=True)
class Spot(Part):
    """ "Spot a ranger": a requirement, nothing is paid."""

    cost = True

    q: Q
    n: int = 1
    gate = True

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return len(self.q.in_play(s, ctx)) >= self.n

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        return None


@dataclass(frozen=True)
class DiscardFromHand(Part):
    cost = True
    q: Q = field(default_factory=Q)
    choose = "pick"
    prompt = "Discard which card from your hand?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in s.zones[(ctx.player, "hand")] if self.q.match(s, u, ctx)]

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return any(self.q.match(s, u, ctx) for u in s.zones[(ctx.player, "hand")])

    def unseen(self) -> bool:
        return self.q.by_identity()

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.discard_from_hand(s, chosen)


@dataclass(frozen=True)
class Heal(Part):
    target: Target = SELF
    choose = "pick"
    prompt = "Heal which character?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in targets(s, ctx, self.target) if R.can_heal(s, u)]

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return any(R.can_heal(s, u) for u in each_target(s, ctx, self.target))

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.heal(s, chosen)


@dataclass(frozen=True)
class Pump(Part):
    """Make a character strength +n (or +alt if ``alt_if`` holds for it) until ``until``."""

    target: Target
    n: int
    alt: int = 0
    alt_if: Cond | None = None
    until: str = "skirmish"
    choose = "pick"
    prompt = "Make which character stronger?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return targets(s, ctx, self.target)

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return next(each_target(s, ctx, self.target), None) is not None

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        n = self.n
        if self.alt_if is not None and self.alt_if.holds(s, ctx, chosen):
            n = self.alt
        S.modify(s, chosen, "strength", n, self.until, ctx.src)


@dataclass(frozen=True)
class PumpEach(Part):
    """Every matching character, fixed when this resolves (Eregion's Trails)."""

    q: Q
    n: int
    until: str

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in self.q.in_play(s, ctx):
            S.modify(s, u, "strength", self.n, self.until, ctx.src)


@dataclass(frozen=True)
class PumpPerSpot(Part):
    """This minion is strength +1 for each other matching card you spot (Uruk Brood)."""

    q: Q

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        n = len([u for u in self.q.in_play(s, ctx) if u != ctx.src])
        if n and R.in_play(s, ctx.src):
            S.modify(s, ctx.src, "strength", n, "skirmish", ctx.src)


@dataclass(frozen=True)
class PumpLimited(Part):
    """Strength +n to this card (or its bearer), at most ``limit`` in total each phase (Uruk Slayer
    "limit +3", Orc Scimitar)."""

    n: int
    limit: int
    target: Target = SELF

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return s.limits.used("phase", ("pump", ctx.src)) < self.limit

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in targets(s, ctx, self.target):
            s.limits.add("phase", ("pump", ctx.src), self.n)
            S.modify(s, u, "strength", self.n, "skirmish", ctx.src)


@dataclass(frozen=True)
class Adjust(Part):
    """Change a total of the game until a boundary: the fellowship or minion archery total
    ("fellowship_archery", "minion_archery") for the phase, the move limit ("move_limit") for the turn."""

    stat: str
    n: int
    until: str

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.modify(s, -1, self.stat, self.n, self.until, ctx.src)


COUNTED = ("damage", "defender")  # keywords whose values add up ("damage +1" twice is +2)


@dataclass(frozen=True)
class Grant(Part):
    """Give the chosen card a keyword until a boundary (Emyn Muil: fierce until the regroup phase)."""

    target: Target
    keyword: str
    until: str
    n: int = 1  # a counted keyword's value ("damage +2")

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        """A keyword that counts (damage +1, defender +1) always adds; a card made fierce twice is
        fierce once (ruling 1: Lurtz's free ability is not offered again, nor Uruk-hai Rampage for an
        Uruk-hai already fierce, ruling 110). A chosen card (``IT``) is the one the choice before
        set aside, which tries its others when this one will not do (``steps.parts_feasible``)."""
        if self.keyword in COUNTED or self.target not in (SELF, BEARER, IT):
            return True
        return any(not R.keyword(s, u, self.keyword) for u in targets(s, ctx, self.target))

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in targets(s, ctx, self.target):
            S.modify(s, u, self.keyword, self.n, self.until, ctx.src)


@dataclass(frozen=True)
class Protect(Part):
    """ "Prevent a Hobbit from being overwhelmed unless that Hobbit's strength is tripled"."""

    target: Target
    choose = "pick"
    prompt = "Protect which companion from being overwhelmed?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return targets(s, ctx, self.target)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.modify(s, chosen, "overwhelm", 3, "skirmish", ctx.src)


@dataclass(frozen=True)
class Burdens(Part):
    """Add ``n`` burdens (or ``alt`` if ``alt_if`` holds: "add 1 burden, or 3 if the Ring-bearer wears
    The One Ring"); a negative ``n`` removes."""

    n: int  # negative removes
    alt: int = 0  # added instead if ``alt_if`` holds for the card chosen last ("or 2 if it was a Hobbit")
    alt_if: Cond | None = None

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return self.n > 0 or s.burdens[s.fp] > 0 and R.can_unburden(s, s.fp)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        if self.alt_if is not None and self.alt_if.holds(s, ctx, ctx.it):
            S.add_burdens(s, s.fp, self.alt)
        elif self.n > 0:
            S.add_burdens(s, s.fp, self.n)
        else:
            S.remove_burdens(s, s.fp, -self.n)


@dataclass(frozen=True)
class Draw(Part):
    n: int = 1

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.draw(s, ctx.player, self.n)


@dataclass(frozen=True)
class MillFreePeoples(Part):
    """The Free Peoples player discards the top ``n`` cards of his draw deck."""

    n: int

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.mill(s, s.fp, self.n)


@dataclass(frozen=True)
class DiscardTarget(PickInPlay["TcgState", Ctx], Part):
    """Discard a chosen card from play."""

    q: Q
    prompt = "Discard which card?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in self.q.in_play(s, ctx) if not R.shielded(s, u, ctx.player)]

    def act(self, s: TcgState, ctx: Ctx, uid: int) -> None:
        S.discard(s, uid)


@dataclass(frozen=True)
class DiscardEvery(Part):
    q: Q

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in self.q.in_play(s, ctx):
            if R.in_play(s, u) and not R.shielded(s, u, ctx.player):
                S.discard(s, u)


@dataclass(frozen=True)
class DiscardCondition(Part):
    """ "Remove a Shadow condition from a companion" (Athelas)."""

    choose = "pick"
    prompt = "Discard which Shadow condition from a companion?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [
            u
            for p in (0, 1)
            for u in s.zones[(p, "attached")]
            if R.d(s, u).type == "condition"
            and R.d(s, u).side == "shadow"
            and R.d(s, s.cards[u].host or 0).type == "companion"
        ]

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.discard(s, chosen)


@dataclass(frozen=True)
class CancelSkirmish(Part):
    """Cancel the current skirmish if it involves a matching character. A skirmish involving the
    Ring-bearer cannot be cancelled (CR 4.2, "Ring-bearer"; ruling 13)."""

    q: Q

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        sk = s.skirmish
        if sk is None or sk[0] == s.rb[s.fp]:
            return False
        return any(self.q.match(s, u, ctx) for u in (sk[0], *sk[1]) if u >= 0)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        if self.feasible(s, ctx):
            s.skirmish_cancelled = True
            S.log(s, "cancel_skirmish", ctx.player, ctx.src)


@dataclass(frozen=True)
class Branch(Part):
    """Do one of several things; the player must pick one he can do in full, if any (002, "If an
    action offers a player a choice of effects, that player must choose one that can be fully
    satisfied")."""

    options: tuple[tuple[Part, ...], ...]
    labels: tuple[str, ...]
    choose = "opt"
    prompt = "Choose one"

    @property
    def cost(self) -> bool:  # type: ignore[override]
        """A choice between costs ("discard your tale from play or from hand to ...") is a cost."""
        return all(getattr(p, "cost", False) for parts in self.options for p in parts)

    def _full(self, s: TcgState, ctx: Ctx, parts: tuple[Part, ...]) -> bool:
        return S.parts_feasible(s, ctx, parts, full=True)

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        full = [i for i, parts in enumerate(self.options) if self._full(s, ctx, parts)]
        return full or list(range(len(self.options)))

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return any(self._full(s, ctx, parts) for parts in self.options)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.resolve_parts(s, ctx, self.options[chosen])


@dataclass(frozen=True)
class FreePeoplesChooses(Part):
    """ "The Free Peoples player chooses to either ...": a choice the Free Peoples player makes, whoever
    uses the ability (In the Ringwraith's Wake)."""

    branch: Branch

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return any(S.parts_feasible(s, Ctx(s.fp, ctx.src, ctx.memo), o) for o in self.branch.options)

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.resolve_parts(s, Ctx(s.fp, ctx.src, ctx.memo), (self.branch,))


_DECK_PILES = (("draw",), ("draw", "hand"), ("hand", "draw"))
"""Piles with a draw deck in them and no pile but his hand: ``rules.unseen_cids`` keeps the card ids
among them, fewer than the cards of a draw deck."""


@dataclass(frozen=True)
class PlayFrom(Part):
    """Play a matching card from the given zones (paying its cost less ``discount``); as a cost
    (Rivendell Terrace: "Play a Man to draw a card") it must be possible."""

    cost = True

    q: Q
    zones: tuple[str, ...] = ("hand",)
    discount: int = 0
    free: bool = False  # "play an Elf for free": no twilight cost at all (Galadriel)
    choose = "pick"
    prompt = "Play which card?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return sorted(self._playable(s, ctx))

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        if self.zones in _DECK_PILES and not self.q.fits_any(R.unseen_cids(s, ctx.player)):
            return False  # (no card id of his hand and draw deck fits: The Balrog for The Bridge)
        return next(self._playable(s, ctx), None) is not None

    def _playable(self, s: TcgState, ctx: Ctx) -> Iterator[int]:
        for z in self.zones:
            for u in s.zones[(ctx.player, z)]:
                if self.q.match(s, u, ctx) and PL.can_play(
                    s, ctx.player, u, self._off(s, u), free_timing=True
                ):
                    yield u

    def _off(self, s: TcgState, uid: int) -> int:
        return R.twilight_cost(s, uid) if self.free else self.discount

    @property
    def narrowed_by_choices(self) -> bool:  # (``eregion.cards.effects.hopeless``)
        return not self.q.reads_last_choice

    def unseen(self) -> bool:
        return "hand" in self.zones or "draw" in self.zones

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        if "draw" in self.zones:  # "When you finish looking through it, reshuffle it" (CR 4.2, "Draw deck")
            deal(s, [u for u in s.zones[(ctx.player, "draw")] if u != chosen], s.rng)
            s.known_top[ctx.player] = ()
        PL.start_play(s, ctx.player, chosen, self._off(s, chosen))


@dataclass(frozen=True)
class TakeFromDiscard(Part):
    q: Q
    choose = "pick"
    prompt = "Take which card into hand?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in s.zones[(ctx.player, "discard")] if self.q.match(s, u, ctx)]

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return any(self.q.match(s, u, ctx) for u in s.zones[(ctx.player, "discard")])

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.to_hand(s, chosen)


@dataclass(frozen=True)
class BeneathDeck(Part):
    """Place a matching card from ``zone`` beneath your draw deck."""

    q: Q = field(default_factory=Q)
    zone: str = "hand"
    revealed: bool = False  # "reveal an [elven] card from hand and place it ..." (Mallorn-trees)
    choose = "pick"
    prompt = "Place which card beneath your draw deck?"

    def choices(self, s: TcgState, ctx: Ctx) -> list[int]:
        return [u for u in s.zones[(ctx.player, self.zone)] if self.q.match(s, u, ctx)]

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        if self.revealed:  # named in the log, as it was shown
            s.move(chosen, ctx.player, "draw", bottom=True)
            S.log(s, "beneath_deck", ctx.player, chosen)
            return
        S.beneath_deck(s, chosen)

    def unseen(self) -> bool:
        return self.zone in ("hand", "draw") and self.q.by_identity()

    def secret(self, p: int) -> str | None:
        """A card from hand goes under the deck unseen (the log does not name it either), unless it is
        revealed."""
        return (
            f"{SEAT_NAMES[p]} places a card from hand beneath the draw deck"
            if self.zone == "hand" and not self.revealed
            else None
        )


@dataclass(frozen=True)
class SeeHand(Part):
    """Look at (``public`` False) or reveal an opponent's hand."""

    public: bool

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.see_hand(s, ctx.player, 1 - ctx.player, self.public)


@dataclass(frozen=True)
class NextSite(Part):
    """Pathfinder: play the fellowship's next site from your adventure deck, replacing an
    opponent's site there."""

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        S.play_own_site(s, ctx.player, s.pos[ctx.player] + 1)


@dataclass(frozen=True)
class StayHere(Part):
    """Shores of Nen Hithoel: the fellowship may not move again this turn."""

    def feasible(self, s: TcgState, ctx: Ctx) -> bool:
        return not s.no_more_moves  # once is enough: using it again would change nothing

    def do(self, s: TcgState, ctx: Ctx, chosen: int | None) -> None:
        s.no_more_moves = True
        S.log(s, "no_move", ctx.player, ctx.src)
