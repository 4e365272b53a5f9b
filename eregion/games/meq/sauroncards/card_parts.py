"""Elements done to the story track and to Sauron's cards: markers, Plot cards drawn, looked at, taken
back or searched for, active Plots discarded, Shadow cards drawn.

The Plot deck is a face-down multiset drawn at random (R46), the cards Sauron put at the bottom
(``plot_bottom``, in order) after it, and a card he put back on top (``plot_top``) before it (R310).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from eregion.core import Action
from eregion.games.meq import plots as PL
from eregion.games.meq.engine import SPACE, argument
from eregion.games.meq.sauroncards.hero_parts import LASTING
from eregion.games.meq.sauroncards.vocab import HEROES_CHOOSE, Ctx, Element, Place
from eregion.games.meq.state import MeqState, log
from eregion.games.meq.steps import C, add_to, advance, draw, hero_name, set_pile, take


def draw_plot(s: MeqState) -> str | None:
    """The top Plot card: one put back on top, else the face-down part at random, then the cards put at
    the bottom, in order; when all are out, the discards are shuffled into a new deck (p. 35)."""
    for ordered in ("plot_top",) + (("plot_bottom",) if not s.decks["plot"] else ()):
        if s.decks.get(ordered):
            card = s.decks[ordered][0]
            s.decks = {**s.decks, ordered: s.decks[ordered][1:]}
            return card
    return draw(s, "plot", "plot_discard")


def plot_deck(s: MeqState) -> tuple[str, ...]:
    """Every card of the Plot deck, whatever its part."""
    return (*s.decks.get("plot_top", ()), *s.decks["plot"], *s.decks["plot_bottom"])


def leave_deck(s: MeqState, card: str) -> None:
    """Take ``card`` out of the Plot deck (searched for): from its face-down part if there, else from the
    cards with a known place."""
    for part in ("plot", "plot_top", "plot_bottom"):
        if card in s.decks.get(part, ()):
            s.decks = {**s.decks, part: take(s.decks[part], card)}
            return


@dataclass(frozen=True)
class AdvanceMarker(Element):
    """A story marker moves ``n`` spaces (back when negative)."""

    marker: str
    n: int

    def words(self) -> str:
        way = f"advances {self.n}" if self.n > 0 else f"moves back {-self.n}"
        return f"the {self.marker} story marker {way} space{'s' if abs(self.n) > 1 else ''}"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        advance(s, self.marker, self.n)


@dataclass(frozen=True)
class HeroMarkerSlower(Element):
    """The heroes' marker advances ``n`` fewer spaces in the next Story step."""

    n: int

    def words(self) -> str:
        return f"the green story marker advances {self.n} fewer space in the next Story step"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        add_to(s, LASTING, f"green_slower:{self.n}")


@dataclass(frozen=True)
class DrawPlot(Element):
    """Sauron draws a Plot card into his hand (which card is his secret)."""

    def words(self) -> str:
        return "Sauron draws 1 Plot card"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        card = draw_plot(s)
        if card is not None:
            add_to(s, "plot_hand", card)
            log(s, None, "Sauron draws a Plot card")


@dataclass(frozen=True)
class DrawShadow(Element):
    """Sauron draws a Shadow card into his hand (p. 17: the deck remade from its discards when empty)."""

    def words(self) -> str:
        return "Sauron draws 1 Shadow card"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        card = draw(s, "shadow", "shadow_discard")
        if card is not None:
            add_to(s, "shadow_hand", card)
            log(s, None, "Sauron draws a Shadow card")


@dataclass(frozen=True)
class PeekPlot(Element):
    """Sauron looks at the top Plot card (held in ``plot_peek`` meanwhile, hidden from the heroes) and
    puts it back on the top or at the bottom."""

    prompt = "Put the top Plot card back on top (yes) or at the bottom (no)?"
    unseen = True

    def words(self) -> str:
        return "Sauron looks at the top Plot card and returns it to the top or the bottom of the Plot deck"

    def chooses(self) -> bool:
        return True

    def start(self, s: MeqState, ctx: Ctx) -> None:
        card = draw_plot(s)
        set_pile(s, "plot_peek", () if card is None else (card,))

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        return [SPACE["yes"], SPACE["no"]] if s.decks.get("plot_peek") else []

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        card = s.decks["plot_peek"][0]
        set_pile(s, "plot_peek", ())
        if chosen.id == "yes":
            s.decks = {**s.decks, "plot_top": (card, *s.decks.get("plot_top", ()))}
        else:
            s.decks = {**s.decks, "plot_bottom": (*s.decks["plot_bottom"], card)}

    def secret(self) -> str:
        return "Sauron returns the top Plot card"


@dataclass(frozen=True)
class Retrieve(Element):
    """Sauron takes one card of ``kinds`` (``plot``, ``shadow``), of ``names`` if given, from
    ``sources`` (``discard``, ``deck``) into his hand, naming it (R311); ``may_play``: a Plot may instead be played at once, if able (its marker placed as in the Plot step)."""

    kinds: tuple[str, ...]
    sources: tuple[str, ...]
    names: tuple[str, ...] = ()
    may_play: bool = False
    prompt = "Take which card?"

    def words(self) -> str:
        what = (
            " or ".join(C.plots[n].name for n in self.names)
            if self.names
            else " or ".join(f"a {k.capitalize()} card" for k in self.kinds)
        )
        where = " or ".join("the Plot deck" if x == "deck" else "the discard pile" for x in self.sources)
        out = f"Sauron searches {where} for {what} and takes it into his hand, showing it"
        return out + (", or plays it at once if able" if self.may_play else "")

    def chooses(self) -> bool:
        return True

    def found(self, s: MeqState) -> list[tuple[str, str]]:
        """(kind, card) he may take, once each, sorted."""
        out: set[tuple[str, str]] = set()
        for kind in self.kinds:
            piles = [s.decks[f"{kind}_discard"]] * ("discard" in self.sources)
            if "deck" in self.sources:
                piles.append(plot_deck(s) if kind == "plot" else s.decks["shadow"])
            out |= {(kind, c) for pile in piles for c in pile if not self.names or c in self.names}
        return sorted(out)

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        return [SPACE.act("take", c) for _, c in self.found(s)]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        card = argument(chosen)
        kind = "plot" if card in C.plots else "shadow"
        if card in s.decks[f"{kind}_discard"] and "discard" in self.sources:
            set_pile(s, f"{kind}_discard", take(s.decks[f"{kind}_discard"], card))
        elif kind == "plot":
            leave_deck(s, card)
        else:
            set_pile(s, "shadow", take(s.decks["shadow"], card))
        name = C.plots[card].name if kind == "plot" else next(k.name for k in C.shadow if k.id == card)
        log(s, None, f"Sauron takes {name}")
        if self.may_play and PL.playable(C, s.board, s.plots, (card,)):
            s.stack.append(("card_part", PlayOrKeep(card), ctx))
        else:
            add_to(s, f"{kind}_hand", card)


@dataclass(frozen=True)
class PlayOrKeep(Element):
    """Sauron plays the Plot at once (yes) or keeps it in hand (no)."""

    plot: str
    prompt = "Play the Plot card at once?"

    def words(self) -> str:
        return f"Sauron plays {C.plots[self.plot].name} at once or keeps it in hand"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        return [SPACE["yes"], SPACE["no"]]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        if chosen.id == "yes":
            s.stack.append(("plot_place", self.plot, "card"))
        else:
            add_to(s, "plot_hand", self.plot)


@dataclass(frozen=True)
class DiscardPlots(Element):
    """Every other active Plot whose title has ``word`` is discarded."""

    word: str

    def words(self) -> str:
        return f"discard every other active Plot with '{self.word}' in its title"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        for a in s.plots:
            if a.plot != ctx.card and self.word.lower() in C.plots[a.plot].name.lower():
                discard_active(s, a.plot, a.location)


def discard_active(s: MeqState, plot: str, loc: str) -> None:
    """An active Plot leaves the track for the discard pile (its plot marker with it)."""
    space = next(i for i, a in enumerate(s.plots) if a.plot == plot and a.location == loc)
    s.plots = s.plots[:space] + s.plots[space + 1 :]
    add_to(s, "plot_discard", plot)
    log(s, None, f"{C.plots[plot].name} is discarded")


@dataclass(frozen=True)
class HeroDiscardsPlot(Element):
    """A hero may pay ``favor`` to discard an active Plot on ``where`` (``seat``: the hero paying, once
    chosen; the heroes choose, R51)."""

    favor: int
    where: Place
    seat: int = 0
    by: str = HEROES_CHOOSE
    prompt = "Which hero pays, or pass?"

    def words(self) -> str:
        return f"a hero may spend {self.favor} favor to discard an active Plot on {self.where.words()}"

    def chooses(self) -> bool:
        return True

    def _targets(self, s: MeqState, ctx: Ctx) -> list[str]:
        spots = set(self.where.locations(s, ctx))
        return sorted({f"{a.plot}" for a in s.plots if a.location in spots})

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        if not self._targets(s, ctx):
            return []
        if not self.seat:
            payers = [k for k in range(1, s.n + 1) if s.pool(k).favor >= self.favor]
            return [SPACE.act("seat", k) for k in payers] + [SPACE["pass"]] if payers else []
        return [SPACE.act("drop", p) for p in self._targets(s, ctx)]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        if chosen.id == "pass":
            return
        if not self.seat:
            s.stack.append(("card_part", replace(self, seat=int(argument(chosen))), ctx))
            return
        plot = argument(chosen)
        loc = next(
            a.location for a in s.plots if a.plot == plot and a.location in self.where.locations(s, ctx)
        )
        s.change_pool(self.seat, favor=s.pool(self.seat).favor - self.favor)
        log(s, self.seat, f"{hero_name(s, self.seat)} spends {self.favor} favor")
        discard_active(s, plot, loc)
