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
from eregion.games.lcg.text import SEAT_NAMES

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
            s.move(c.uid, ENC, "ediscard")
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
            s.move(deck[-1], ENC, "edeck", bottom=True)
            S.log(s, "to_bottom", ctx.player)


# --- encounter effects on players ------------------------------------------------------------------


@dataclass(frozen=True)
class ForEachPlayer(Part):
    """ "Each player ...": the parts run once for each player still in the game, from the first
    player, each choosing for himself."""

    parts: tuple[Part, ...]

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        """Every player can do them: a travel cost each player must pay is no cost paid when one
        of them cannot (4.6)."""
        from eregion.games.lcg.abilities import parts_feasible

        return all(
            parts_feasible(s, ctx._replace(player=p, memo=()), self.parts) for p in R.active_players(s)
        )

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        for p in reversed(R.active_players(s)):
            S.resolve(s, ctx._replace(player=p, memo=()), self.parts)


@dataclass(frozen=True)
class If(Part):
    """ "(... instead if this attack is undefended)": one set of parts or the other."""

    cond: Cond
    then: tuple[Part, ...]
    otherwise: tuple[Part, ...] = ()

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        parts = self.then if self.cond.holds(s, ctx) else self.otherwise
        if parts:
            S.resolve(s, ctx, parts)


@dataclass(frozen=True)
class May(Part):
    """ "... may ...": the acting player chooses whether to do it."""

    parts: tuple[Part, ...]
    choose = "opt"
    prompt = "Use its effect?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        from eregion.games.lcg.abilities import parts_feasible

        return [1, 0] if parts_feasible(s, ctx, self.parts) else [0]

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        return {1: "yes", 0: "no"}

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        if chosen == 1:
            S.resolve(s, ctx, self.parts)


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
            s.card_mut(ctx.src).tokens += self.n


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


def _his_to_discard(s: LcgState, u: int) -> bool:
    """A player's attachments and claimed objectives are; encounter conditions on his cards are not
    (FAQ 1.06)."""
    return R.d(s, u).deck == "player" or R.d(s, u).type == "objective"


@dataclass(frozen=True)
class DiscardOwnAttachment(Part):
    """The acting player discards one attachment he controls, or one on the defending character
    (``defender``), or all that he controls (``all``)."""

    defender: bool = False
    all: bool = False
    prompt = "Discard which attachment?"

    def __post_init__(self) -> None:  # (what it chooses, fixed once: asked by every check)
        object.__setattr__(self, "choose", "" if self.all else "pick")

    def _pool(self, s: LcgState, ctx: Ctx) -> list[int]:
        if self.defender:  # on the defender, whoever controls it (a Sentinel of another player)
            return [u for h in ctx.extra for u in R.attachments(s, h) if _his_to_discard(s, u)]
        return [u for u in s.zones[(ctx.player, "attached")] if _his_to_discard(s, u)]

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return self._pool(s, ctx)

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        for u in self._pool(s, ctx) if self.all else ([chosen] if chosen is not None else []):
            S.discard_attachment(s, u)


# --- conditions attached to heroes and decks ----------------------------------------------------------


@dataclass(frozen=True)
class HighestThreat(Part):
    """The player with the highest threat does the parts; the first player breaks a tie (FAQ 1.03)."""

    parts: tuple[Part, ...]
    choose = "opt"
    prompt = "Which of the players tied for the highest threat?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        players = R.active_players(s)
        top = max((s.threat[p] for p in players), default=0)
        return [p for p in players if s.threat[p] == top]

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        return {p: f"Player {p + 1}" for p in self.choices(s, ctx)}

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        if chosen is not None:
            S.resolve(s, ctx._replace(player=chosen, memo=()), self.parts)


@dataclass(frozen=True)
class AttachToHero(Part):
    """This encounter card becomes a condition on a hero the acting player controls; he does not
    control it (FAQ 1.06): it stays an encounter card (Caught in a Web)."""

    choose = "pick"
    prompt = "Attach to which of your heroes?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return R.heroes(s, ctx.player)

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        c = s.card_mut(ctx.src)
        s.move(c.uid, ctx.player, "attached")
        c.host = chosen
        S.log(s, "attach", ctx.player, ctx.src, chosen)


@dataclass(frozen=True)
class AttachToDeck(Part):
    """This encounter card becomes a condition on the first player's deck (Iron Shackles): an
    attachment without a host; the next draw from that deck discards it instead (``steps.draw``)."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        if not R.active_players(s):
            return
        c = s.card_mut(ctx.src)
        c.host = None
        s.move(c.uid, s.first, "attached")
        S.log(s, "attach_deck", s.first, ctx.src)


# --- enemies and shadow cards ----------------------------------------------------------------------


def deal_shadow(s: LcgState, enemy: int) -> int | None:
    """Deal the top encounter card face down to an enemy (14.6); an empty deck deals nothing."""
    S.reset_encounter_deck(s)
    deck = s.zones[(ENC, "edeck")]
    if not deck:
        return None
    c = s.card_mut(deck[-1])
    s.move(c.uid, ENC, "shadow")
    c.host = enemy
    S.log(s, "shadow_dealt", s.cards[enemy].controller, enemy)
    return c.uid


@dataclass(frozen=True)
class DealShadow(Part):
    """More shadow cards for the attacking enemy (``SUBJ``): ``n``, or one per player. ``now``: dealt
    while its shadow cards are resolving, so they are turned up and resolve too (Massing at Night,
    ruling); otherwise face down until it attacks (Dol Guldur Beastmaster, FAQ)."""

    n: int = 1
    per_player: bool = False
    now: bool = False

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        from eregion.games.lcg.abilities import text

        e = ctx.subj
        if e < 0 or not R.in_play(s, e):
            return
        k = len(R.active_players(s)) if self.per_player else self.n
        new = [u for u in (deal_shadow(s, e) for _ in range(k)) if u is not None]
        if not self.now:
            return
        p = ctx.player
        for u in reversed(new):
            s.move(u, ENC, "shadow_up")
            S.log(s, "shadow_revealed", p, e, u)
            t = text(s, u)
            if t is not None and t.shadow:
                s.stack.append(("shadow_effect", p, u, e, ctx.extra))
                S.fire(s, "shadow", u, p, (e, *ctx.extra))


@dataclass(frozen=True)
class ShadowAttack(Part):
    """This shadow card attacks the defending player as an enemy (Wolf Rider): it is engaged with him
    until the end of the combat phase, attacks at once with a shadow card of its own, and then goes
    back on top of the encounter deck (``return_after_combat``)."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        p, u = ctx.player, ctx.src
        c = s.card_mut(u)
        if s.out[p] or c.zone != "shadow_up":
            return
        c.host = None
        s.move(c.uid, p, "engaged")
        S.log(s, "shadow_attack", p, u)
        modify(s, u, "return_top", 1, "phase", u)
        s.attacked = (*s.attacked, u)
        s.stack.append(("attack", p, u, 0, (), 0))
        deal_shadow(s, u)


def return_after_combat(s: LcgState) -> None:
    """After combat, a Wolf Rider that attacked from a shadow card goes on top of the encounter deck,
    wherever it is (defeated or not)."""
    for u in dict.fromkeys(m.target for m in s.mods if m.stat == "return_top"):
        c = s.cards[u]
        if c.zone in ("engaged", "ediscard"):
            S._discard_attachments(s, u)
            S._clear(s, u)
            s.move(c.uid, ENC, "edeck")
            S.log(s, "to_deck_top", None, u)


@dataclass(frozen=True)
class ReturnIfBlankShadow(Part):
    """Wargs: after it attacks, back to the staging area if one of its shadow cards had no shadow
    effect."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        u = ctx.src
        if s.cards[u].zone != "engaged" or all(R.d(s, x).has_shadow for x in R.shadows(s, u)):
            return
        S.discard_shadows(s, u)
        s.move(u, ENC, "staging")
        S.log(s, "to_staging", None, u)


@dataclass(frozen=True)
class InStaging(Part):
    """A requirement: this card is in the staging area (Goblin Sniper, Dungeon Jailor)."""

    gate = True

    def feasible(self, s: LcgState, ctx: Ctx) -> bool:
        return s.cards[ctx.src].zone == "staging"

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        return None


@dataclass(frozen=True)
class ThreatPerEngaged(Part):
    """The acting player's threat rises by 1 per enemy engaged with him (Under the Shadow)."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        S.raise_threat(s, ctx.player, len(R.engaged(s, ctx.player)))


@dataclass(frozen=True)
class ReturnExhaustedAlly(Part):
    """The acting player returns one of his exhausted allies to its owner's hand (Pursued by
    Shadow)."""

    choose = "pick"
    prompt = "Return which exhausted ally to its owner's hand?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return [u for u in s.zones[(ctx.player, "allies")] if s.cards[u].exhausted]

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        c = s.cards[chosen]
        controller = c.controller
        S._discard_attachments(s, chosen)
        S._clear(s, chosen)
        s.move(c.uid, c.owner, "hand")
        S.log(s, "to_hand", c.owner, chosen)
        S.left_play(s, chosen, controller)


@dataclass(frozen=True)
class DiscardCharacter(Part):
    """The acting player discards a character he controls (Nazgûl of Dol Guldur)."""

    choose = "pick"
    prompt = "Discard which of your characters?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return R.characters(s, ctx.player)

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        assert chosen is not None
        S.discard_from_play(s, chosen)


@dataclass(frozen=True)
class OrcGuard(Part):
    """The top card of the acting player's deck, face down, engages him as an Orc Guard (Tower Gate,
    Out of the Dungeons): an enemy of 1 attack, 1 defense, 1 hit point (``rules.ORC_GUARD``)."""

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        p = ctx.player
        deck = s.zones[(p, "deck")]
        if s.out[p] or not deck:
            return
        u = deck[-1]
        s.move(u, p, "engaged")
        S.log(s, "engage", p, u)
        S.fire(s, "engaged", u, p)


# --- searching ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SearchTop(Part):
    """The acting player takes 1 of the top ``n`` cards of his deck into his hand, then shuffles his
    deck (Mountains of Mirkwood)."""

    n: int
    choose = "pick"
    prompt = "Take which card into your hand?"

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        deck = s.zones[(ctx.player, "deck")]
        return sorted(deck[-self.n :]) if deck else []

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        p = ctx.player
        if chosen is not None and s.cards[chosen].zone == "deck":
            s.move(chosen, p, "hand")
            S.log(s, "search_own", p)  # the card goes to a hidden hand: the log does not name it
        S.shuffle(s, (p, "deck"))

    def secret(self, p: int) -> str | None:
        return f"{SEAT_NAMES[p]} takes a card from the top of his deck into his hand"


@dataclass(frozen=True)
class SearchEncounter(Part):
    """The acting player searches the encounter deck and discard pile for a card with ``trait`` and
    adds it to the staging area, not revealed (FAQ 1.22); the deck is shuffled after (FAQ 1.21).
    Options are (title, pile) pairs so they name no hidden card."""

    trait: str
    choose = "opt"
    prompt = "Add which card to the staging area?"

    def _found(self, s: LcgState) -> list[tuple[str, str]]:
        out = set()
        for z in ("edeck", "ediscard"):
            for u in s.zones[(ENC, z)]:
                if R.has_trait(s, u, self.trait):
                    out.add((s.cards[u].cid, z))
        return sorted(out)

    def choices(self, s: LcgState, ctx: Ctx) -> list[int]:
        return list(range(len(self._found(s))))

    def labels(self, s: LcgState, ctx: Ctx) -> dict[int, str]:
        where = {"edeck": "encounter deck", "ediscard": "discard pile"}
        return {i: f"{R.DEFS[cid].name} ({where[z]})" for i, (cid, z) in enumerate(self._found(s))}

    def do(self, s: LcgState, ctx: Ctx, chosen: int | None) -> None:
        found = self._found(s)
        if chosen is not None and chosen < len(found):
            cid, z = found[chosen]
            u = next(u for u in s.zones[(ENC, z)] if s.cards[u].cid == cid)
            s.move(u, ENC, "staging")
            S.log(s, "search", ctx.player, u)
        S.shuffle(s, (ENC, "edeck"))
