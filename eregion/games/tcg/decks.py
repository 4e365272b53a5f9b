"""Deck lists: read a plain-text list of cards and check it against the deck-building rules.

A list is one entry per line, ``<count>x <card>``, where the card is its name ("Title, Subtitle", or the
title when that names one card) or its id (``1_2``); ``#`` starts a comment. Headings are for people:
each card is sorted by what it is (Ring-bearer, The One Ring, site, draw deck card), so a site listed
under "Free Peoples" is still a site. Every problem is collected and reported together, each naming its
line, so a player can fix a list in one pass (002 rulebook, "Each player brings to the game at least 71
cards").
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from eregion.cards.decklist import DeckError, Unplayable, fold, list_source, read_entries, where
from eregion.core import JSON
from eregion.core.deckbuilding import DeckBuilding, DeckCheck
from eregion.games.tcg.components import cards
from eregion.games.tcg.words import implemented

DECK_DIR = Path(__file__).parent / "data" / "decks"
STARTERS = ("aragorn-starter", "gandalf-starter")
TITLES = {
    "aragorn-starter": "Aragorn starter deck",
    "gandalf-starter": "Gandalf starter deck",
    "dwarven-moria": "Dwarves against Moria (sample)",
    "elven-isengard": "Elves against Isengard (sample)",
    "gondor-sauron": "Gondor against Sauron (sample)",
    "shire-ringwraith": "Hobbits against the Nazgûl (sample)",
}
"""The built-in decks: the two starters, then sample constructed decks of set 1, each pairing a Free
Peoples culture with a Shadow culture, all of implemented cards."""
BUILTIN = tuple(TITLES)
SAMPLES = BUILTIN[len(STARTERS) :]
_ALIASES = {"aragorn": "aragorn-starter", "gandalf": "gandalf-starter"}
MIN_DRAW = 60  # "Your draw deck must have at least 60 cards"
MAX_COPIES = 4  # "up to four copies of each card title (ignoring subtitles)"
SITE_NUMBERS = range(1, 10)  # "nine different site cards, one for each of the nine site numbers"
_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


@dataclass(frozen=True)
class Deck:
    """A legal deck: what each player brings to the game, as card ids."""

    name: str
    ring_bearer: str  # card id (Frodo), which starts in play bearing the Ring
    ring: str  # card id (The One Ring)
    sites: tuple[str, ...]  # the adventure deck: 9 site ids ordered by site number 1..9
    draw: tuple[str, ...]  # draw deck card ids in list order (duplicates repeated)


@cache
def _index() -> dict[str, tuple[str, ...]]:
    """Every way to name a card: id, full name, and title alone (ambiguous when titles repeat)."""
    exact: dict[str, list[str]] = defaultdict(list)
    titles: dict[str, list[str]] = defaultdict(list)
    for cid, c in cards().items():
        exact[fold(cid)].append(cid)
        exact[fold(c.name)].append(cid)
        titles[fold(c.title)].append(cid)
    out = {k: tuple(dict.fromkeys(v)) for k, v in titles.items()}
    out.update({k: tuple(dict.fromkeys(v)) for k, v in exact.items()})
    return out


def _lookup(wanted: str) -> str:
    """The card a list entry names: by id, full name, or title when only one card has it."""
    found = _index().get(fold(wanted), ())
    if not found:
        raise Unplayable(f'unknown card "{wanted}"')
    if len(found) > 1:
        defs = cards()
        names = "; ".join(f"{defs[c].name} ({c})" for c in found)
        raise Unplayable(f'"{wanted}" could be any of {names}: give the subtitle or the id')
    return found[0]


def parse_deck(text: str, name: str = "deck") -> Deck:
    """Read a deck list and check it against the deck-building rules; raises :class:`DeckError`."""
    defs = cards()
    lines = text.splitlines()
    entries, problems = read_entries(lines, _lookup)
    for no, cid, _ in entries:
        if not implemented(defs[cid]):
            problems.append(
                f'{where([no], lines)}: "{defs[cid].name}" cannot be played yet: its ability is not '
                "encoded in eregion (`eregion cards tcg --json` lists the implemented cards)"
            )

    ring_bearer: tuple[int, str] | None = None
    rings: list[tuple[int, str]] = []
    sites: list[tuple[int, str]] = []
    draw: list[tuple[int, str]] = []
    for no, cid, count in entries:
        c = defs[cid]
        for _ in range(count):
            if c.type == "ring":
                rings.append((no, cid))
            elif c.type == "site":
                sites.append((no, cid))
            elif c.ring_bearer and ring_bearer is None:  # the first Frodo listed bears the Ring
                ring_bearer = (no, cid)
            else:
                draw.append((no, cid))

    if ring_bearer is None:
        problems.append("no Ring-bearer: list one Frodo, who starts the game bearing The One Ring")
    if not rings:
        problems.append("no One Ring: list exactly one, borne by Frodo outside the draw deck")
    elif len(rings) > 1:
        problems.append(
            f"{where(sorted({n for n, _ in rings}), lines)}: {len(rings)} copies of The One Ring "
            "(exactly one, borne by Frodo; never in the draw deck)"
        )

    by_number: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for no, cid in sites:
        site = defs[cid].site
        assert site is not None
        by_number[site].append((no, cid))
    for n in SITE_NUMBERS:
        listed = by_number.get(n, [])
        if not listed:
            problems.append(f"no site {n} in the adventure deck (one site for each number 1-9)")
        elif len(listed) > 1:
            which = ", ".join(f'"{defs[cid].name}" (line {no})' for no, cid in listed)
            problems.append(f"{_NUMBER_WORDS.get(len(listed), len(listed))} sites numbered {n}: {which}")

    copies: Counter[str] = Counter(defs[cid].title for _, cid in draw)
    frodo = defs[ring_bearer[1]].title if ring_bearer else None
    for title, n in copies.items():
        limit = MAX_COPIES - 1 if title == frodo else MAX_COPIES
        if n > limit:
            at = where(sorted({no for no, cid in draw if defs[cid].title == title}), lines)
            why = "one more is the Ring-bearer" if title == frodo else "per title"
            problems.append(f'{at}: {n} copies of "{title}" in the draw deck (at most {limit}: {why})')

    if len(draw) < MIN_DRAW:
        problems.append(f"the draw deck has {len(draw)} cards (at least {MIN_DRAW})")
    free = sum(defs[cid].side == "free" for _, cid in draw)
    shadow = sum(defs[cid].side == "shadow" for _, cid in draw)
    if free != shadow:
        problems.append(f"{free} Free Peoples and {shadow} Shadow cards: they must be equal")

    if problems:
        raise DeckError(name, problems)
    assert ring_bearer is not None
    return Deck(
        name=name,
        ring_bearer=ring_bearer[1],
        ring=rings[0][1],
        sites=tuple(by_number[n][0][1] for n in SITE_NUMBERS),
        draw=tuple(cid for _, cid in draw),
    )


def builtin_names() -> tuple[str, ...]:
    """The built-in deck names that :func:`load_deck` accepts."""
    return BUILTIN


def deck_source(name_or_path: str) -> tuple[str, str]:
    """The name and list text of a built-in deck ("aragorn-starter", or just "aragorn") or of a deck
    list file; a setup can carry the text so a saved game never depends on the file again."""
    key = _ALIASES.get(name_or_path.strip().lower(), name_or_path.strip().lower())
    return list_source(name_or_path, key if key in BUILTIN else None, BUILTIN, DECK_DIR)


def is_builtin(name: str) -> bool:
    return _ALIASES.get(name.strip().lower(), name.strip().lower()) in BUILTIN


def load_deck(name_or_path: str) -> Deck:
    """A built-in deck by name or a deck list file by path, parsed and validated."""
    if is_builtin(name_or_path):
        return _builtin(name_or_path.strip().lower())
    name, text = deck_source(name_or_path)
    return parse_deck(text, name)


@cache
def _builtin(name: str) -> Deck:
    """Built-in decks are parsed once per process (a Deck is immutable)."""
    return parse_deck(*reversed(deck_source(name)))


def check_deck(text: str) -> DeckCheck:
    """A list's problems as :func:`parse_deck` words them (each naming its line) and the entries it
    could read: what the web app's deck builder shows as it is edited."""
    entries, _ = read_entries(text.splitlines(), _lookup)
    try:
        parse_deck(text)
    except DeckError as e:
        return DeckCheck(e.problems, tuple(entries))
    return DeckCheck((), tuple(entries))


def deck_text(name: str) -> str:
    """The list text of a built-in deck."""
    if not is_builtin(name):
        raise DeckError(
            name, [f"unknown deck {name!r}: the built-in decks are {', '.join(BUILTIN)}"], heading=False
        )
    return deck_source(name)[1]


def deck_setup(texts: Sequence[str], names: Sequence[str]) -> JSON:
    """A setup in which player 1 plays ``texts[0]`` and player 2 ``texts[1]`` (:func:`setup._decks`)."""
    return {"decks": list(texts), "names": list(names)}


DECK_BUILDING = DeckBuilding(check_deck, deck_text, deck_setup, ("deck1", "deck2"))
"""The TCG's deck building for the web app (``Game.deck_building``)."""
