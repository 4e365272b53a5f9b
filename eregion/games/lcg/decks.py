"""Deck lists: read a plain-text list of heroes and player cards and check it against the deck rules.

A list is one entry per line, ``<count>x <card>``, where the card is its name (case and accents ignored:
"Dunhere" = "Dúnhere", "Gloin" = "Glóin") or its id (``01013``); a trailing "(Core Set)" as RingsDB
writes it is accepted; ``#`` starts a comment and blank lines are ignored. Heroes are listed like any other
card (``1x Aragorn``) and sorted out by their type. Every problem is collected and reported together, each
naming its line, so a player can fix a list in one pass.

The rules checked (rules companion §3.3 "Hero Cards & the Player Deck", §3.3.2 "Hero Cards", §3.4.3
"Unique Cards", §16 "Deckbuilding"):

* 1 to 3 heroes, each a different title: heroes start in play and a unique title can be in play only
  once, so the same hero cannot be listed twice.
* Only player cards (hero, ally, attachment, event); encounter and quest cards belong to the scenario.
* At most 3 copies of a card by title in the player deck. Heroes are not part of the player deck, so a
  hero does not count toward the copies of a same-titled ally (§3.4.3 only stops both being in play).

Deck size: the rules companion sets a minimum only for *tournament* decks ("A tournament deck must
contain a minimum of 50 cards", §3.3 and §16; heroes do not count, §3.3.2). Casual play has no minimum,
and the Core Set's own starter decks are 30 cards, so by default any non-empty player deck is accepted (an
empty one is almost surely a list with only its heroes). ``parse_deck(..., tournament=True)`` also
enforces the 50-card minimum. The counting checks (no heroes, an empty or short deck) are left out while
a line cannot be read, since the counts would be off for a reason already reported.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path

from eregion.cards.decklist import DeckError, Unplayable, fold, list_source, read_entries, where
from eregion.games.lcg.components import CardDef, cards

DECK_DIR = Path(__file__).parent / "data" / "decks"
STARTERS = ("leadership", "tactics", "spirit", "lore")
MIN_HEROES, MAX_HEROES = 1, 3  # "Each player chooses 1-3 hero cards"
MAX_COPIES = 3  # "no more than three copies of any card, by title"
TOURNAMENT_MIN = 50  # "A tournament deck must contain a minimum of 50 cards"
_CORE_SUFFIX = re.compile(r"\s*\((?:core set|core)\)$")  # RingsDB writes "1x Aragorn (Core Set)"
_STARTER_KEY = re.compile(r"(?:core[-_ ]?)?(?P<sphere>[a-z]+)(?:[-_ ]?starter)?")


@dataclass(frozen=True)
class Deck:
    """A legal deck: the heroes a player starts with in play and the player deck, as card ids."""

    name: str
    heroes: tuple[str, ...]  # hero card ids (1 to 3), in list order
    cards: tuple[str, ...]  # the player deck in list order, ids repeated per copy

    @property
    def starting_threat(self) -> int:
        """The player's threat at setup: the sum of the heroes' threat costs."""
        defs = cards()
        return sum(defs[h].threat_cost or 0 for h in self.heroes)


def _index(defs: dict[str, CardDef]) -> dict[str, tuple[str, ...]]:
    """Every way to name a card: its id and its folded name (two quests share "A Chosen Path")."""
    out: dict[str, list[str]] = defaultdict(list)
    for cid, c in defs.items():
        out[cid].append(cid)
        out[fold(c.name)].append(cid)
    return {k: tuple(v) for k, v in out.items()}


def _unknown(wanted: str, defs: dict[str, CardDef]) -> str:
    """The unknown-card message, with the closest player card names as a hint."""
    player = {fold(c.name): c.name for c in defs.values() if c.deck == "player"}
    close = difflib.get_close_matches(fold(wanted), list(player), n=2, cutoff=0.75)
    hint = f" (did you mean {' or '.join(repr(player[k]) for k in close)}?)" if close else ""
    return f'unknown card "{wanted}"{hint}'


def _lookup(defs: dict[str, CardDef], index: dict[str, tuple[str, ...]], wanted: str) -> str:
    """The player card a list entry names (by id or name), or why it names none."""
    found = index.get(fold(wanted)) or index.get(_CORE_SUFFIX.sub("", fold(wanted)), ())
    player = [cid for cid in found if defs[cid].deck == "player"]
    if not found:
        raise Unplayable(_unknown(wanted, defs))
    if not player:
        c = defs[found[0]]
        kind = "a quest card" if c.deck == "quest" else f"an encounter card ({c.type})"
        raise Unplayable(f"{c.name} ({c.id}) is {kind}, not a player card")
    if len(player) > 1:
        names = "; ".join(f"{defs[c].name} ({c})" for c in player)
        raise Unplayable(f'"{wanted}" could be any of {names}: give the id')
    return player[0]


def parse_deck(text: str, name: str = "deck", *, tournament: bool = False) -> Deck:
    """Read a deck list and check it against the deck-building rules; raises :class:`DeckError`.

    ``tournament`` adds the 50-card minimum of tournament play (see the module docstring).
    """
    defs = cards()
    index = _index(defs)
    lines = text.splitlines()
    entries, problems = read_entries(lines, partial(_lookup, defs, index))
    heroes = [(no, cid) for no, cid, count in entries if defs[cid].type == "hero" for _ in range(count)]
    deck = [(no, cid) for no, cid, count in entries if defs[cid].type != "hero" for _ in range(count)]

    read_all = not problems  # counts are only meaningful when every line was read
    if len(heroes) < MIN_HEROES and read_all:
        problems.append('no heroes: list 1 to 3 heroes, each as "1x <hero>"')
    elif len(heroes) > MAX_HEROES:
        at = where([no for no, _ in heroes], lines)
        problems.append(f"{at}: {len(heroes)} heroes (at most {MAX_HEROES})")
    by_title: dict[str, list[int]] = defaultdict(list)
    for no, cid in heroes:
        by_title[fold(defs[cid].name)].append(no)
    for title, nos in by_title.items():
        if len(nos) > 1:
            hero = next(defs[cid].name for _, cid in heroes if fold(defs[cid].name) == title)
            problems.append(
                f"{where(nos, lines)}: {hero} is listed {len(nos)} times (a hero is unique: once)"
            )

    copies: Counter[str] = Counter(fold(defs[cid].name) for _, cid in deck)
    for title, n in copies.items():
        if n > MAX_COPIES:
            nos = [no for no, cid in deck if fold(defs[cid].name) == title]
            shown = defs[next(cid for _, cid in deck if fold(defs[cid].name) == title)].name
            problems.append(f'{where(nos, lines)}: {n} copies of "{shown}" (at most {MAX_COPIES} per title)')

    if not deck and read_all:
        problems.append(
            "the player deck is empty: list the allies, attachments and events besides the heroes"
        )
    elif tournament and read_all and len(deck) < TOURNAMENT_MIN:
        problems.append(
            f"the player deck has {len(deck)} cards (a tournament deck needs at least {TOURNAMENT_MIN}, "
            "heroes not counted)"
        )

    if problems:
        raise DeckError(name, problems)
    return Deck(name=name, heroes=tuple(cid for _, cid in heroes), cards=tuple(cid for _, cid in deck))


def starter_names() -> tuple[str, ...]:
    """The built-in deck names that :func:`load_deck` accepts (also as "core-leadership" etc.)."""
    return STARTERS


def starter_key(name: str) -> str | None:
    """The built-in deck a name means ("Lore", "core-lore", "core_lore_starter"), or None."""
    m = _STARTER_KEY.fullmatch(fold(name))
    return m["sphere"] if m and m["sphere"] in STARTERS else None


def deck_source(name_or_path: str) -> tuple[str, str]:
    """The name and list text of a built-in deck or of a deck list file; a setup can carry the text so a
    saved game never depends on the file again."""
    return list_source(name_or_path, starter_key(name_or_path), STARTERS, DECK_DIR)


def load_deck(name_or_path: str) -> Deck:
    """A built-in starter by name or a deck list file by path, parsed and validated."""
    key = starter_key(name_or_path)
    if key is not None:
        return _builtin(key)
    name, text = deck_source(name_or_path)
    return parse_deck(text, name)


@cache
def _builtin(key: str) -> Deck:
    """Built-in decks are parsed once per process (a Deck is immutable)."""
    name, text = deck_source(key)
    return parse_deck(text, name)
