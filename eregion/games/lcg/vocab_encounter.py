"""Effects on the encounter deck and the encounter cards' effects on players (cancel, reveal,
look at the top card, effects for each player, "if" and "may" clauses)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from eregion.games.lcg import rules as R
from eregion.games.lcg import steps as S
from eregion.games.lcg.filters import Cond
from eregion.games.lcg.registry import Ctx
from eregion.games.lcg.rules import ENC

if TYPE_CHECKING:
    from eregion.games.lcg.state import LcgState

from eregion.games.lcg.vocab import Part, modify

# --- the encounter deck --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cancel(Part):
    """Cancel the When Revealed (or shadow) effect that triggered this (FAQ 1.53)."""

    what: str = "revealed"  # revealed | shadow
    gate = True

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return ctx.subj >= 0 and not R.flag(s, ctx.subj, "cancelled")

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        modify(s, ctx.subj, "cancelled", 1, "phase", ctx.src)
        S.log(s, "cancel", ctx.player, ctx.subj)


@dataclass(frozen=True)
class ReplaceRevealed(Part):
    """Eleanor: the cancelled treachery is discarded and the next encounter card revealed."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        c = s.cards[ctx.subj]
        if c.zone != "ediscard":
            s.zones.move(c, ENC, "ediscard")
        S.reveal(s)


@dataclass(frozen=True)
class LookTop(Part):
    """Look at the top encounter card. Co-operative: what is seen goes to the log for the whole group
    (table talk is allowed, 8.4); an agent that resamples the deck may forget it."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        deck = s.zones[(ENC, "edeck")]
        if deck:
            S.log(s, "look_top", ctx.player, deck[-1])


@dataclass(frozen=True)
class MayBottom(Part):
    """Then the top encounter card may go to the bottom (Denethor)."""

    choose = "opt"
    prompt = "The top encounter card you looked at"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return [0, 1] if s.zones[(ENC, "edeck")] else []

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        return {0: "leave it on top", 1: "move it to the bottom"}

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return True

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        deck = s.zones[(ENC, "edeck")]
        if chosen == 1 and deck:
            s.zones.move(s.cards[deck[-1]], ENC, "edeck", bottom=True)
            S.log(s, "to_bottom", ctx.player)


# --- encounter effects on players ------------------------------------------------------------------


@dataclass(frozen=True)
class ForEachPlayer(Part):
    """ "Each player ...": the parts run once for each player still in the game, from the first
    player, each choosing for himself."""

    parts: tuple[Part, ...]

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        from eregion.games.lcg.abilities import resolve

        for p in reversed(R.active_players(s)):
            resolve(s, ctx._replace(player=p, memo=()), self.parts)


@dataclass(frozen=True)
class If(Part):
    """ "(... instead if this attack is undefended)": one set of parts or the other."""

    cond: Cond
    then: tuple[Part, ...]
    otherwise: tuple[Part, ...] = ()

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        from eregion.games.lcg.abilities import resolve

        parts = self.then if self.cond.holds(s, ctx) else self.otherwise
        if parts:
            resolve(s, ctx, parts)


@dataclass(frozen=True)
class May(Part):
    """ "... may ...": the acting player chooses whether to do it."""

    parts: tuple[Part, ...]
    choose = "opt"
    prompt = "Use this effect?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        from eregion.games.lcg.abilities import parts_feasible

        return [1, 0] if parts_feasible(s, ctx, self.parts) else [0]

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        return {1: "yes", 0: "no"}

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        from eregion.games.lcg.abilities import resolve

        if chosen == 1:
            resolve(s, ctx, self.parts)


@dataclass(frozen=True)
class DiscardEvents(Part):
    """The acting player discards every event in his hand (Eyes of the Forest)."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in list(s.zones[(ctx.player, "hand")]):
            if R.d(s, u).type == "event":
                S.discard_from_hand(s, u)


@dataclass(frozen=True)
class DiscardRandom(Part):
    """The acting player discards cards from his hand at random (a travel cost needs them all)."""

    n: int

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return len(s.zones[(ctx.player, "hand")]) >= self.n

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        hand = s.zones[(ctx.player, "hand")]
        for _ in range(min(self.n, len(hand))):
            S.discard_from_hand(s, hand[s.rng.randrange(len(hand))])


@dataclass(frozen=True)
class ThreatPerIdle(Part):
    """The acting player's threat rises by 1 per character he controls not committed to the quest
    (Pursued by Shadow)."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        S.raise_threat(s, ctx.player, sum(1 for u in R.characters(s, ctx.player) if u not in s.committed))


@dataclass(frozen=True)
class StagingThreat(Part):
    """The staging area's total threat rises by 1 per player until the end of the phase (Under the
    Shadow); "X" counted when it resolves."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        modify(s, R.STAGING, "threat", len(R.active_players(s)), "phase", ctx.src)


@dataclass(frozen=True)
class RevealMore(Part):
    """Reveal ``n`` more encounter cards (``per_player``: one per player in the game)."""

    n: int = 1
    per_player: bool = False

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        k = len(R.active_players(s)) if self.per_player else self.n
        for _ in range(k):
            S.reveal(s)


@dataclass(frozen=True)
class AddTokens(Part):
    """Resource tokens on this encounter card (Chieftain Ufthak)."""

    n: int = 1

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        if R.in_play(s, ctx.src):
            s.cards[ctx.src].tokens += self.n


@dataclass(frozen=True)
class Uncommit(Part):
    """The acting player removes one of his committed characters from the quest; it stays exhausted
    (Black Forest Bats)."""

    choose = "pick"
    prompt = "Remove which character from the quest?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return [u for u in s.committed if R.in_play(s, u) and s.cards[u].controller == ctx.player]

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        s.committed = tuple(u for u in s.committed if u != chosen)
        S.log(s, "uncommit", ctx.player, chosen)


@dataclass(frozen=True)
class DefenderFlag(Part):
    """A flag on the defending character of this attack (Despair: its defense does not count)."""

    stat: str

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in ctx.extra:
            modify(s, u, self.stat, 1, "phase", ctx.src)


@dataclass(frozen=True)
class DiscardOwnAttachment(Part):
    """The acting player discards one attachment he controls (on the defender: ``defender``), or all
    of them (``all``)."""

    defender: bool = False
    all: bool = False
    choose = "pick"
    prompt = "Discard which attachment?"

    def _pool(self, s: LcgState, ctx: Ctx) -> list[int]:
        out = list(s.zones[(ctx.player, "attached")])
        if self.defender:
            out = [u for u in out if s.cards[u].host in ctx.extra]
        return out

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return [] if self.all else self._pool(s, ctx)

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in self._pool(s, ctx) if self.all else ([chosen] if chosen is not None else []):
            S.discard_attachment(s, u)
