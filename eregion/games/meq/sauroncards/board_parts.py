"""Elements done to the board: influence, monster tokens, favor, characters, minions and perilous marks.

Influence a card puts on a named location goes through ``influence.add_influence`` (never on a Haven,
the extension's caps kept); the Shadow Pool keeps its cap (4 x the stage). A monster token a card places
comes from the pile of its location's region pair; one a card removes is discarded face up, like a token
fought (R308). Placing a monster, moving a minion, placing influence are what the hero-side cards need
too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from eregion.core import Action
from eregion.games.meq import influence as INF
from eregion.games.meq import story as ST
from eregion.games.meq.board import Token
from eregion.games.meq.combat import RINGWRAITHS
from eregion.games.meq.engine import SPACE, argument
from eregion.games.meq.sauroncards.hero_parts import LASTING
from eregion.games.meq.sauroncards.vocab import HEROES_CHOOSE, SAURON_CHOOSES, Ctx, Element, Place, place_name
from eregion.games.meq.state import MeqState, log
from eregion.games.meq.steps import TRACK, C, add_to, draw


def _stage(s: MeqState) -> int:
    return ST.current_stage(s.story, TRACK)


@dataclass(frozen=True)
class PoolInfluence(Element):
    """Influence into the Shadow Pool while it has room (``n`` < 0: removed from it)."""

    n: int

    def words(self) -> str:
        if self.n < 0:
            return f"remove {-self.n} influence from the Shadow Pool"
        return f"place {self.n} influence in the Shadow Pool"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        if self.n < 0:
            s.board = replace(s.board, shadow_pool=max(0, s.board.shadow_pool + self.n))
        else:
            room = INF.pool_room(s.board, _stage(s))
            s.board = replace(s.board, shadow_pool=s.board.shadow_pool + min(room, self.n))


@dataclass(frozen=True)
class PlaceInfluence(Element):
    """``n`` influence on each location of ``where``."""

    n: int
    where: Place

    def words(self) -> str:
        return f"place {self.n} influence on {self.where.every()}"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        for loc in self.where.locations(s, ctx):
            s.board = INF.add_influence(s.board, C, loc, self.n)


@dataclass(frozen=True)
class SpreadInfluence(Element):
    """For each Corruption card on the hero, Sauron places 1 influence in extension of a Shadow
    Stronghold (``influence.legal_spots``) or in the Shadow Pool, one at a time (``left``: still to
    place; -1 before it is counted)."""

    left: int = -1
    prompt = "Place influence from the card"

    def words(self) -> str:
        return (
            "for each Corruption card on the hero, Sauron places 1 influence in extension of a Shadow "
            "Stronghold or in the Shadow Pool"
        )

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        left = len(s.pool(ctx.seat).corruption) if self.left < 0 else self.left
        if not left:
            return []
        opts = [SPACE["pool"]] if INF.pool_room(s.board, _stage(s)) else []
        return opts + [SPACE.act("at", loc) for loc in INF.legal_spots(s.board, C)]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        left = len(s.pool(ctx.seat).corruption) if self.left < 0 else self.left
        if chosen.id == "pool":
            s.board = INF.place_influence(s.board, C, 1, 1, (), _stage(s))
        else:
            s.board = INF.place_one(s.board, C, argument(chosen))
        s.stack.append(("card_part", replace(self, left=left - 1), ctx))


@dataclass(frozen=True)
class RemoveInfluence(Element):
    """Remove ``n`` influence (all when None) from each location of ``where``, or with ``each`` False
    from one of them that ``by`` chooses."""

    n: int | None
    where: Place
    each: bool = True
    by: str = HEROES_CHOOSE
    prompt = "Remove influence from which location?"

    def words(self) -> str:
        amount = "all influence" if self.n is None else f"{self.n} influence"
        return f"remove {amount} from {self.where.every() if self.each else self.where.words()}"

    def chooses(self) -> bool:
        return not self.each

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        return [SPACE.act("at", loc) for loc in self.where.locations(s, ctx) if s.board.influence_at(loc)]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        spots = self.where.locations(s, ctx) if chosen is None else [argument(chosen)]
        for loc in spots:
            if s.board.influence_at(loc):
                s.board = INF.remove_influence(s.board, C, loc, self.n)


def token_spots(s: MeqState, where: Place, ctx: Ctx, needs_influence: bool) -> list[str]:
    """Where a card may put a monster token: no hero there (p. 18), its pile not empty, and influence
    unless the card says otherwise."""
    out = []
    for loc in where.locations(s, ctx):
        group = C.regions[C.locations[loc].region].group
        has_pile = bool(s.decks[f"pile:{group}"] or s.decks[f"tokens_out:{group}"])
        if has_pile and not s.board.heroes_at(loc) and (s.board.influence_at(loc) or not needs_influence):
            out.append(loc)
    return out


def place_token(s: MeqState, loc: str) -> None:
    group = C.regions[C.locations[loc].region].group
    face = draw(s, f"pile:{group}", f"tokens_out:{group}")
    if face is not None:
        s.board = s.board.add_token(loc, Token(group, face))
        log(s, None, f"a monster token is placed at {place_name(loc)}")


@dataclass(frozen=True)
class PlaceTokens(Element):
    """Sauron places a monster token on each location of ``where`` (``each``), or ``n`` tokens on
    locations of it that he chooses (``distinct``: each on a different one; ``up_to``: he may stop),
    with influence there unless ``needs_influence`` is False; ``done``: where he has placed them."""

    where: Place
    n: int = 0
    each: bool = False
    up_to: bool = False
    distinct: bool = False
    needs_influence: bool = True
    done: tuple[str, ...] = ()
    prompt = "Place a monster token where?"

    def words(self) -> str:
        rule = "" if self.needs_influence else " (no influence needed)"
        if self.each:
            return f"place a monster token on {self.where.every()}{rule}"
        most = "up to " if self.up_to else ""
        each = " (each on a different location)" if self.distinct else ""
        return f"place {most}{self.n} monster tokens, each on {self.where.words()}{each}{rule}"

    def chooses(self) -> bool:
        return not self.each

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        if len(self.done) >= self.n:
            return []
        spots = token_spots(s, self.where, ctx, self.needs_influence)
        spots = [loc for loc in spots if not self.distinct or loc not in self.done]
        return [SPACE.act("at", loc) for loc in spots] + ([SPACE["done"]] if self.up_to and spots else [])

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        if chosen is None:
            for loc in token_spots(s, self.where, ctx, self.needs_influence):
                place_token(s, loc)
        elif chosen.id != "done":
            place_token(s, argument(chosen))
            s.stack.append(("card_part", replace(self, done=(*self.done, argument(chosen))), ctx))


def remove_token(s: MeqState, loc: str) -> None:
    """A monster token taken off the board by a card, discarded face up (R308)."""
    tokens = s.board.tokens_at(loc)
    token = tokens[s.rng.randrange(len(tokens))]
    s.board = s.board.remove_token(loc, token)
    add_to(s, f"tokens_out:{token.group}", token.face)
    log(s, None, f"a monster token is removed from {place_name(loc)}")


@dataclass(frozen=True)
class RemoveTokens(Element):
    """Remove every monster token from ``where`` (``n`` None), or ``n`` tokens one at a time from its
    locations as ``by`` chooses (``up_to``: he may stop)."""

    where: Place
    n: int | None = None
    up_to: bool = False
    by: str = HEROES_CHOOSE
    prompt = "Remove a monster token from where?"

    def words(self) -> str:
        if self.n is None:
            return f"remove every monster token from {self.where.every()}"
        most = "up to " if self.up_to else ""
        return f"remove {most}{self.n} monster token(s) from {self.where.words()}"

    def chooses(self) -> bool:
        return self.n is not None

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        if not self.n:
            return []
        spots = [SPACE.act("at", loc) for loc in self.where.locations(s, ctx) if s.board.tokens_at(loc)]
        return spots + ([SPACE["done"]] if self.up_to and spots else [])

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        if chosen is None:
            for loc in self.where.locations(s, ctx):
                while s.board.tokens_at(loc):
                    remove_token(s, loc)
        elif chosen.id != "done":
            remove_token(s, argument(chosen))
            assert self.n is not None
            s.stack.append(("card_part", replace(self, n=self.n - 1), ctx))


@dataclass(frozen=True)
class PlaceFavor(Element):
    n: int
    at: str

    def words(self) -> str:
        return f"place {self.n} favor on {place_name(self.at)}"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        s.board = s.board.add_favor(self.at, self.n)


@dataclass(frozen=True)
class RemoveFavor(Element):
    """``by`` discards 1 favor token from a location of ``where``."""

    where: Place
    by: str = SAURON_CHOOSES
    prompt = "Discard a favor from which location?"

    def words(self) -> str:
        return f"discard 1 favor from {self.where.words()}"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        return [SPACE.act("at", loc) for loc in self.where.locations(s, ctx) if s.board.favor_at(loc)]

    def affordable(self, s: MeqState, ctx: Ctx) -> bool:
        return bool(self.choices(s, ctx))

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        s.board = s.board.add_favor(argument(chosen), -1)


def put_character(s: MeqState, character: str, loc: str) -> None:
    """Place a character, or move it there if it is on the board (cards that "place or move" it)."""
    s.board = s.board.remove_character(character).place_character(character, loc)
    log(s, None, f"{C.characters[character].name} is placed at {place_name(loc)}")


@dataclass(frozen=True)
class PlaceCharacter(Element):
    """Place (or move) ``character`` on ``to``: fixed, or the location ``by`` chooses among them;
    ``if_in_play``: only when it is on the board."""

    character: str
    to: Place
    by: str = SAURON_CHOOSES
    if_in_play: bool = False
    prompt = "Place the character where?"

    def words(self) -> str:
        name = C.characters[self.character].name
        cond = f"if {name} is on the board, " if self.if_in_play else ""
        return f"{cond}place or move {name} to {self.to.words()}"

    def chooses(self) -> bool:
        return self.to.kind != "at"

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        if self.if_in_play and self.character not in s.board.characters:
            return []
        return [SPACE.act("at", loc) for loc in self.to.locations(s, ctx)]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        if self.if_in_play and self.character not in s.board.characters:
            return
        put_character(s, self.character, self.to.arg if chosen is None else argument(chosen))


@dataclass(frozen=True)
class MoveCharacter(Element):
    """Sauron chooses a character on the board; it moves to ``to``."""

    to: str
    prompt = "Which character moves?"

    def words(self) -> str:
        return f"Sauron chooses a character on the board; it moves to {place_name(self.to)}"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        return [SPACE.act("character", c) for c in sorted(s.board.characters)]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        put_character(s, argument(chosen), self.to)


@dataclass(frozen=True)
class RemoveCharacter(Element):
    """``by`` sends a character on ``where`` back to the Favor and Character area."""

    where: Place
    by: str = SAURON_CHOOSES
    prompt = "Which character leaves the board?"

    def words(self) -> str:
        return f"send a character on {self.where.words()} back to the Favor and Character area"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        spots = set(self.where.locations(s, ctx))
        return [SPACE.act("character", c) for c, at in sorted(s.board.characters.items()) if at in spots]

    def affordable(self, s: MeqState, ctx: Ctx) -> bool:
        return bool(self.choices(s, ctx))

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        s.board = s.board.remove_character(argument(chosen))
        log(s, None, f"{C.characters[argument(chosen)].name} leaves the board")


@dataclass(frozen=True)
class ReturnCharacters(Element):
    """Every character on the location concerned goes back to the Favor and Character area."""

    def words(self) -> str:
        return "every character on the location goes back to the Favor and Character area"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert ctx.loc is not None
        for c in s.board.characters_at(ctx.loc):
            s.board = s.board.remove_character(c)
            log(s, None, f"{C.characters[c].name} leaves the board")


@dataclass(frozen=True)
class MoveMinion(Element):
    """Sauron may move a minion on the board to ``to``."""

    to: str
    prompt = "Move a minion?"

    def words(self) -> str:
        return f"Sauron may move a minion to {place_name(self.to)}"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        movers = [m for m, at in sorted(s.board.minions.items()) if at != self.to]
        return [SPACE.act("minion", m) for m in movers] + [SPACE["pass"]]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        if chosen.id != "pass":
            s.board = s.board.move_minion(argument(chosen), self.to)
            log(s, None, f"{C.minions[argument(chosen)].name} moves to {place_name(self.to)}")


def _hurt(s: MeqState) -> dict[str, int]:
    return dict(s.minion_damage)


@dataclass(frozen=True)
class DamageMinion(Element):
    """``by`` deals ``n`` damage to a minion on ``where``; one whose damage reaches its health is
    defeated, as in a combat (p. 32; R309)."""

    n: int
    where: Place
    by: str = HEROES_CHOOSE
    prompt = "Damage which minion?"

    def words(self) -> str:
        return f"deal {self.n} damage to a minion on {self.where.words()}"

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        spots = set(self.where.locations(s, ctx))
        return [SPACE.act("minion", m) for m, at in sorted(s.board.minions.items()) if at in spots]

    def affordable(self, s: MeqState, ctx: Ctx) -> bool:
        return bool(self.choices(s, ctx))

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        m = argument(chosen)
        hurt = _hurt(s)
        hurt[m] = hurt.get(m, 0) + self.n
        if hurt[m] >= C.minions[m].health:
            del hurt[m]
            s.board = s.board.move_minion(m, None)
            s.wraiths_back = s.wraiths_back or m == RINGWRAITHS
            log(s, None, f"{C.minions[m].name} is defeated")
        s.minion_damage = tuple(sorted(hurt.items()))


def defeated_minions(s: MeqState) -> list[str]:
    """Minions whose stage has come that are not on the board (defeated, or waiting to return)."""
    return [m for m, x in C.minions.items() if x.stage <= s.story.entered and m not in s.board.minions]


@dataclass(frozen=True)
class RestoreMinion(Element):
    """Sauron chooses a minion on the board or defeated: its damage is removed and it is placed on a
    location holding influence (``minion`` chosen, then the place)."""

    minion: str = ""
    prompt = "Choose a minion"

    def words(self) -> str:
        return (
            "Sauron chooses a minion on the board or defeated: all its damage is removed and it is placed "
            "on a location holding influence"
        )

    def chooses(self) -> bool:
        return True

    def choices(self, s: MeqState, ctx: Ctx) -> list[Action]:
        if not self.minion:
            return [SPACE.act("minion", m) for m in sorted([*s.board.minions, *defeated_minions(s)])]
        return [SPACE.act("at", loc) for loc in C.locations if s.board.influence_at(loc)]

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        assert chosen is not None
        if not self.minion:
            s.stack.append(("card_part", replace(self, minion=argument(chosen)), ctx))
            return
        hurt = _hurt(s)
        hurt.pop(self.minion, None)
        s.minion_damage = tuple(sorted(hurt.items()))
        s.board = s.board.move_minion(self.minion, argument(chosen))
        if self.minion == RINGWRAITHS:
            s.wraiths_back = False
        log(s, None, f"{C.minions[self.minion].name} is placed at {place_name(argument(chosen))}")


@dataclass(frozen=True)
class MarkPerilous(Element):
    """The location the hero entered is perilous until the end of his turn."""

    def words(self) -> str:
        return "the location is perilous until the end of the hero's turn"

    def do(self, s: MeqState, ctx: Ctx, chosen: Action | None) -> None:
        loc = ctx.where(s)
        add_to(s, LASTING, f"perilous:{loc}")
        s.board = s.board.mark_perilous(loc)
