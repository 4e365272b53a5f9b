"""The hero-side card vocabulary: the small frozen elements that Encounter, Peril, Corruption, Item,
character and quest cards are written in, each with the plain English it reads as.

An :data:`Effect` is a tuple of elements resolved in order by :mod:`.run` (a choice or a test pushes its
branch in front of the rest). A :class:`Lasting` element is a rule that holds while its card stays with
the hero (a Corruption card's -1 wisdom, the Horse); :mod:`.hero` reads those. Nothing here touches the
state: this module is the words and the data, :mod:`.run` what they do.
"""

from __future__ import annotations

from dataclasses import dataclass

from eregion.games.meq.components import components

C = components()
HERO, SAURON = "hero", "sauron"  # who chooses (Choose.by, MoveHero.by)
ALL = -1  # Cure(ALL): every Corruption card


def _n(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else many or one + 's'}"


def _place(loc: str) -> str:
    return C.locations[loc].name


class Element:
    """One part of a card's text."""

    def words(self) -> str:
        raise NotImplementedError


Effect = tuple[Element, ...]


def say(effect: Effect, joiner: str = "; then ") -> str:
    """An effect in words: its elements in order, joined as one sentence."""
    return joiner.join(e.words() for e in effect) or "nothing"


# --- favor, training, levels, Items, Corruption ------------------------------------------------------


@dataclass(frozen=True)
class Favor(Element):
    """Gain favor from the supply (p. 24: favor is unlimited)."""

    n: int

    def words(self) -> str:
        return f"gain {_n(self.n, 'favor', 'favor')}"


@dataclass(frozen=True)
class LoseFavor(Element):
    """Discard favor from the hero sheet, as much as he has (a loss, not a cost)."""

    n: int

    def words(self) -> str:
        return f"discard {_n(self.n, 'favor', 'favor')} from your hero sheet"


@dataclass(frozen=True)
class Pay(Element):
    """A cost in favor: the branch holding it is offered only when the hero has that much."""

    n: int

    def words(self) -> str:
        return f"spend {_n(self.n, 'favor', 'favor')}"


@dataclass(frozen=True)
class Training(Element):
    """Receive training (p. 26), ``times`` times."""

    times: int = 1

    def words(self) -> str:
        return "receive training" + (" twice" if self.times == 2 else "")


@dataclass(frozen=True)
class Level(Element):
    """One level in an attribute (p. 26); a third one is not gained."""

    attribute: str

    def words(self) -> str:
        return f"gain 1 level of {self.attribute}"


@dataclass(frozen=True)
class GainItem(Element):
    """Search the Item deck for this title (p. 26)."""

    item: str

    def words(self) -> str:
        return f"gain the {C.items[self.item].name} Item card"


@dataclass(frozen=True)
class DiscardItem(Element):
    """Discard one of the hero's Item cards, his choice (none held: nothing)."""

    def words(self) -> str:
        return "discard 1 of your Item cards"


@dataclass(frozen=True)
class Corrupt(Element):
    """The top Corruption card (p. 26); ``of`` > 1: Sauron draws that many and gives the hero one."""

    of: int = 1

    def words(self) -> str:
        if self.of > 1:
            return f"Sauron draws {self.of} Corruption cards and gives you 1 of them, discarding the rest"
        return "receive 1 Corruption card"


@dataclass(frozen=True)
class Cure(Element):
    """Discard Corruption cards from the hero, his choice which (``ALL``: every one)."""

    n: int = 1

    def words(self) -> str:
        return (
            "discard all Corruption cards from your hero"
            if self.n == ALL
            else (f"discard {_n(self.n, 'of your Corruption cards', 'of your Corruption cards')}")
        )


@dataclass(frozen=True)
class CureForFavor(Element):
    """Spend any number of favor, discarding one Corruption card for each."""

    def words(self) -> str:
        return "spend any number of favor to discard as many of your Corruption cards"


# --- the hero's pools --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Damage(Element):
    """The hero is dealt ``n`` damage, plus ``per_corruption`` for each Corruption card on him, paid
    from his hand or the top of his life pool (p. 32)."""

    n: int = 0
    per_corruption: int = 0

    def words(self) -> str:
        if self.per_corruption:
            return f"you are dealt {self.per_corruption} damage for each Corruption card on you"
        return f"you are dealt {self.n} damage"


@dataclass(frozen=True)
class Shields(Element):
    """The hero is dealt ``n`` damage, less 1 for each shield on the hand cards he chooses to discard;
    if he is dealt none, ``then`` happens."""

    n: int
    then: Effect = ()

    def words(self) -> str:
        out = f"you are dealt {self.n} damage, 1 less for each shield on the cards you choose to discard from your hand"
        return out + (f"; if you are dealt none: {say(self.then)}" if self.then else "")


@dataclass(frozen=True)
class Shuffle(Element):
    """Shuffle pools into the life pool (``hand``, ``rest``, ``damage``)."""

    pools: tuple[str, ...]

    def words(self) -> str:
        return f"shuffle your {' and '.join(self.pools)} pool{'s' if len(self.pools) > 1 else ''} into your life pool".replace(
            "hand pool", "hand"
        )


@dataclass(frozen=True)
class Mend(Element):
    """Move one card from the damage pool to the top of the rest pool per point of ``per``."""

    per: str

    def words(self) -> str:
        return f"move 1 card from your damage pool onto your rest pool for each point of your {self.per}"


@dataclass(frozen=True)
class Tire(Element):
    """The top ``n`` cards of the life pool go onto the rest pool."""

    n: int

    def words(self) -> str:
        return f"put the top {self.n} cards of your life pool onto your rest pool"


@dataclass(frozen=True)
class Draw(Element):
    """Draw from the life pool as many cards as the attribute ``per``."""

    per: str

    def words(self) -> str:
        return f"draw as many cards from your life pool as your {self.per}"


@dataclass(frozen=True)
class Discard(Element):
    """Discard ``n`` cards of the hero's choice from his hand to the rest pool; a cost when it is in a
    branch (offered only with ``n`` cards in hand)."""

    n: int

    def words(self) -> str:
        return f"discard {_n(self.n, 'card')} of your choice from your hand"


@dataclass(frozen=True)
class DiscardRandom(Element):
    """Discard random hand cards: ``n``, plus one per Corruption card on him."""

    n: int = 0
    per_corruption: int = 0

    def words(self) -> str:
        if self.per_corruption:
            return "discard 1 random card from your hand for each Corruption card on you"
        return f"discard {_n(self.n, 'random card')} from your hand"


# --- moving, fighting, ending the turn ---------------------------------------------------------------


@dataclass(frozen=True)
class MoveHero(Element):
    """Move the hero, not a Travel step (no Combat or Peril, no Explore): to ``to``, to an adjacent
    location of ``by``'s choice, or to the nearest Haven (``to`` = "haven"); ``encounter``: then he
    encounters it."""

    by: str = HERO
    to: str | None = None
    encounter: bool = False

    def words(self) -> str:
        where = (
            "to the nearest Haven"
            if self.to == "haven"
            else (f"at once to {_place(self.to)}" if self.to else "to an adjacent location")
        )
        who = "move your hero" if self.by == HERO else "Sauron moves your hero"
        return f"{who} {where}" + (" and encounter it" if self.encounter else "")


@dataclass(frozen=True)
class EndTurn(Element):
    def words(self) -> str:
        return "your turn ends"


@dataclass(frozen=True)
class FightFoe(Element):
    """A combat against ``foe`` (a monster, or "minion": a minion here, Sauron's choice). ``goes_on``:
    the hero's turn does not end if the foe stands; ``won``: what defeating it gives."""

    foe: str
    goes_on: bool = False
    won: Effect = ()

    def words(self) -> str:
        monster = C.monsters[self.foe].name if self.foe != "minion" else ""
        name = "the minion here" if not monster else f"{'an' if monster[0] in 'AEIOU' else 'a'} {monster}"
        out = f"fight {name}"
        if self.won:
            out += f"; if you defeat it: {say(self.won)}"
        return out + ("; your turn goes on even if it is not defeated" if self.goes_on else "")


# --- the board -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pool(Element):
    """Add (``n`` > 0) or remove influence in the Shadow Pool, within its limits (p. 16)."""

    n: int

    def words(self) -> str:
        if self.n > 0:
            return f"add {self.n} influence to the Shadow Pool"
        return f"remove {-self.n} influence from the Shadow Pool"


@dataclass(frozen=True)
class SauronPlaces(Element):
    """Sauron may put 1 influence on each of up to ``spots`` different locations of the hero's
    region (``regions`` names others), never a Haven; ``token``: a monster token from that region's pile
    as well (on a location of his choice); ``not_here``: not the hero's location."""

    spots: int
    token: bool = False
    not_here: bool = False
    regions: tuple[str, ...] = ()
    optional: bool = True

    def words(self) -> str:
        where = " or ".join(C.regions[r].name for r in self.regions) if self.regions else "your region"
        how = "may place" if self.optional else "places"
        spots = "a location" if self.spots == 1 else f"each of {self.spots} locations"
        out = f"Sauron {how} 1 influence on {spots} in {where}"
        if self.token:
            out += " and a monster token on a location there"
        return out + (", not your own location" if self.not_here else "")


@dataclass(frozen=True)
class Extend(Element):
    """Sauron places ``n`` influence one at a time in extension of ``stronghold`` (p. 16)."""

    n: int
    stronghold: str

    def words(self) -> str:
        return f"Sauron places {self.n} influence in extension of {_place(self.stronghold)}"


@dataclass(frozen=True)
class Clear(Element):
    """The hero removes up to ``n`` influence from locations of his region, one token at a time."""

    n: int

    def words(self) -> str:
        return f"remove up to {self.n} influence from locations in your region"


@dataclass(frozen=True)
class ClearAround(Element):
    """Every influence and monster token within ``spaces`` of the hero is removed."""

    spaces: int = 1

    def words(self) -> str:
        return f"remove all influence and monster tokens within {self.spaces} space of your location"


@dataclass(frozen=True)
class DropToken(Element):
    """The hero discards one monster token from a location of his region (of his choosing; where
    several are, one of them unseen); ``optional``: he may decline."""

    optional: bool = True

    def words(self) -> str:
        return f"you {'may ' if self.optional else ''}discard 1 monster token from your region"


@dataclass(frozen=True)
class Character(Element):
    """Place a character on ``at`` (a location, or "haven": a Haven of the hero's choice); one already
    on the board stays (p. 14)."""

    character: str
    at: str

    def words(self) -> str:
        where = "a Haven of your choice" if self.at == "haven" else _place(self.at)
        return f"place {C.characters[self.character].name} on {where}"


@dataclass(frozen=True)
class Advance(Element):
    """A story marker moves ``n`` spaces."""

    marker: str
    n: int = 1

    def words(self) -> str:
        whose = "the heroes'" if self.marker == "green" else "Sauron's"
        return f"{whose} {self.marker} story marker advances {_n(self.n, 'space')}"


# --- Sauron's cards --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Look(Element):
    """The hero looks at what Sauron hides: ``plot_hand`` (his Plot cards) or ``tokens_adjacent`` (the
    monster tokens on the locations next to the hero's); his side learns it (R513)."""

    what: str  # plot_hand, tokens_adjacent

    def words(self) -> str:
        if self.what == "plot_hand":
            return "look at Sauron's hand of Plot cards"
        return "look at the faces of the monster tokens on the locations adjacent to yours"


@dataclass(frozen=True)
class SauronDraws(Element):
    plots: int = 0
    shadows: int = 0

    def words(self) -> str:
        parts = [_n(n, f"{kind} card") for n, kind in ((self.plots, "Plot"), (self.shadows, "Shadow")) if n]
        return f"Sauron draws {' and '.join(parts)}"


@dataclass(frozen=True)
class SauronDiscards(Element):
    """Sauron discards ``shadows`` random Shadow cards, or ``plots`` Plot cards of his choice."""

    shadows: int = 0
    plots: int = 0

    def words(self) -> str:
        if self.plots:
            return f"Sauron discards {_n(self.plots, 'Plot card')} of his choice from his hand"
        return f"Sauron discards {_n(self.shadows, 'random Shadow card')}"


@dataclass(frozen=True)
class Command(Element):
    """Sauron may move one minion to an adjacent location (p. 18); one that comes to the hero fights
    him, and his turn goes on if it stands."""

    def words(self) -> str:
        return "Sauron moves 1 minion to an adjacent location; if it comes to you, you fight it (your turn goes on if it is not defeated)"


@dataclass(frozen=True)
class Reshuffle(Element):
    """This card and its discard pile are shuffled back into its deck."""

    def words(self) -> str:
        return "shuffle this card and its discard pile back into its deck"


# --- choices and tests -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Choose(Element):
    """``by`` chooses one of ``options`` whose costs he can pay; ``optional``: or none of them."""

    options: tuple[Effect, ...]
    by: str = HERO
    optional: bool = False

    def words(self) -> str:
        who = "you" if self.by == HERO else "Sauron"
        if self.optional and len(self.options) == 1:
            return f"{who} may ({say(self.options[0], ' and ')})"
        body = " or ".join(f"({say(o, ' and ')})" for o in self.options)
        return f"{who} {'may' if self.optional else 'must'} choose {body}"


@dataclass(frozen=True)
class Count(Element):
    """A number read off the game, compared by :class:`If`."""

    what: str  # one of COUNTS
    regions: tuple[str, ...] = ()

    def words(self) -> str:
        if self.what == "influence_regions":
            return "the influence in " + " and ".join(C.regions[r].name for r in self.regions)
        return COUNTS[self.what]


COUNTS = {
    "tokens_region": "the monster tokens in your region",
    "influence_region": "the influence in your region",
    "influence_pool": "the influence in the Shadow Pool",
    "influence_regions": "the influence in those regions",
    "influence_here": "the influence on your location",
    "corruption": "your Corruption cards",
    "plots": "the Plot cards in play",
    "adjacent_influenced": "the adjacent locations holding influence",
}
OPS = {"<": "is less than", "<=": "is at most", ">": "is greater than", ">=": "is at least"}


@dataclass(frozen=True)
class If(Element):
    """A test: ``attribute`` (or a constant ``at_least``) against a :class:`Count`, or ``no_corruption``."""

    then: Effect
    attribute: str | None = None
    op: str = ">="
    count: Count | None = None
    no_corruption: bool = False
    otherwise: Effect = ()

    def test_words(self) -> str:
        if self.no_corruption:
            return "you have no Corruption cards"
        assert self.count is not None
        if self.attribute is None:
            return f"{self.count.words()} is at least 1"
        return f"your {self.attribute} {OPS[self.op]} {self.count.words()}"

    def words(self) -> str:
        out = f"if {self.test_words()}: {say(self.then)}"
        return out + (f"; otherwise: {say(self.otherwise)}" if self.otherwise else "")


# --- lasting rules (Corruption cards, Items) ----------------------------------------------------------


@dataclass(frozen=True)
class Lasting(Element):
    """A rule that holds while the card stays with the hero; :mod:`.hero` and the flow read it by
    ``rule`` (one of LASTING) and ``n``."""

    rule: str
    n: int = 0
    attribute: str = ""

    def words(self) -> str:
        return LASTING[self.rule].format(n=self.n, attribute=self.attribute)


LASTING = {
    "attribute": "your {attribute} is {n} lower",
    "hand_limit": "you may never hold more than {n} Hero cards in your hand",
    "favor_limit": "you may never have more than {n} favor on your hero sheet",
    "favor_per_turn": "you may gain at most {n} favor in each later turn",
    "travel_limit": "you may take at most {n} Travel steps in each later turn",
    "isolated": "you may neither consult characters nor trade with other heroes",
    "combat_discard": "at the start of each later combat you discard {n} random card from your hand",
    "encounter_draw": "you draw {n} Encounter cards instead of 3",
    "extra_peril": "when Sauron draws Peril cards in your turn he may draw {n} more",
    "shadow_draw": "when Sauron plays a Shadow card in your turn he may then draw {n} Shadow card",
    "marker_steps": "when you rest or are defeated, the leftmost Sauron story marker advances {n} spaces instead of 1",
    "water_paths": "a water path costs you 1 card of any icon",
    "boat_link": "you may move between The Grey Havens and Belfalas for 3 cards of any icon",
    "horse": "each move costs you 1 card fewer, to no less than 1",
    "cloak": "after Sauron plays a Shadow card in your turn, remove {n} influence from the Shadow Pool",
}
