"""The deck builder's half of the API: checking a deck list, keeping a browser's decks in the store,
and starting a match with the decks its players chose (docs/web-api.md, "Decks").

A browser is known by a deck key it makes up and sends with each call (kept beside its seat tokens);
only the key's hash is stored. Every list is read by the game's own rules
(:attr:`eregion.core.Game.deck_building`), so the page, ``eregion decks validate`` and a match agree.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from eregion.core import Game
from eregion.core.deckbuilding import DeckBuilding
from eregion.core.errors import EregionError, UnknownGame
from eregion.server.match import ApiError, bad, hash_token
from eregion.store import SavedDeck, Store

MAX_NAME = 80
"""Characters of a deck's name."""
MAX_TEXT = 20_000
"""Characters of a deck list (a 60-card deck written one card a line takes about 3,000)."""
MIN_KEY, MAX_KEY = 16, 200
"""Characters of a browser's deck key (the page makes 32)."""
MAX_DECKS = 200
"""Decks one browser may keep per game."""

DbCall = Callable[..., Awaitable[Any]]


def building(game: Game) -> DeckBuilding:
    """The game's deck building, or 404 for a game whose decks are not built by players."""
    if game.deck_building is None:
        raise ApiError(404, f"{game.name} has no deck building (the TCG has)")
    return game.deck_building


def _text(body: dict[str, Any]) -> str:
    text = body.get("text")
    if not isinstance(text, str):
        raise bad("'text' must be the deck list as a string, one '<count>x <card>' a line")
    if len(text) > MAX_TEXT:
        raise bad(f"the deck list is too long ({len(text)} characters, at most {MAX_TEXT})")
    return text


def _name(body: dict[str, Any]) -> str:
    name = body.get("name")
    if not isinstance(name, str) or not name.strip():
        raise bad("'name' must be the deck's name (a non-empty string)")
    name = " ".join(name.split())
    if len(name) > MAX_NAME:
        raise bad(f"the deck's name is too long ({len(name)} characters, at most {MAX_NAME})")
    return name


def owner_hash(key: Any) -> str:
    """The stored form of a browser's deck key, once it is checked."""
    if not isinstance(key, str) or not MIN_KEY <= len(key) <= MAX_KEY:
        raise bad(f"'owner' must be this browser's deck key, a string of {MIN_KEY} to {MAX_KEY} characters")
    return hash_token(key)


def _object(body: Any, fields: str) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise bad(f"the request body must be a JSON object with {fields}")
    return body


def legal_text(rules: DeckBuilding, text: str, name: str) -> str:
    """``text`` if it is a legal deck, else 400 with every problem (each naming its line)."""
    problems = rules.check(text).problems
    if problems:
        n = len(problems)
        raise bad(f"deck {name!r} is not legal ({n} problem{'s' if n > 1 else ''}): " + "; ".join(problems))
    return text


def saved_json(d: SavedDeck) -> dict[str, Any]:
    return {"id": d.id, "name": d.name, "text": d.text, "created": d.created, "updated": d.updated}


class DeckBook:
    """The deck endpoints, over the server's store (called through the manager's database thread)."""

    def __init__(self, store: Store, lookup: Callable[[str], Game], db_call: DbCall) -> None:
        self.store = store
        self.lookup = lookup
        self.db_call = db_call

    def _game(self, name: str) -> tuple[Game, DeckBuilding]:
        try:
            game = self.lookup(name)
        except UnknownGame as e:
            raise ApiError(404, str(e)) from None
        return game, building(game)

    def check(self, name: str, body: Any) -> dict[str, Any]:
        """``POST /api/games/{name}/decks/check``: the problems of a list and the cards it could read."""
        _, rules = self._game(name)
        found = rules.check(_text(_object(body, "'text'")))
        return {
            "legal": found.legal,
            "problems": list(found.problems),
            "cards": [{"line": no, "id": cid, "count": n} for no, cid, n in found.cards],
        }

    async def list(self, name: str, owner: str | None) -> dict[str, Any]:
        """``GET /api/games/{name}/decks``: the built-in decks and (with ``owner``) the browser's own."""
        game, rules = self._game(name)
        option = next(o for o in game.options if o.name == rules.options[0])
        builtin = [{"name": c, "title": option.label(c), "text": rules.builtin(c)} for c in option.choices]
        saved: list[SavedDeck] = []
        if owner is not None:
            saved = await self.db_call(self.store.decks_of, game.name, owner_hash(owner))
        return {"builtin": builtin, "saved": [saved_json(d) for d in saved]}

    async def save(self, name: str, body: Any) -> dict[str, Any]:
        """``POST /api/games/{name}/decks``: keep a legal deck for the browser; 400 if it is not legal."""
        game, rules = self._game(name)
        body = _object(body, "'owner', 'name' and 'text'")
        owner, deck_name = owner_hash(body.get("owner")), _name(body)
        text = legal_text(rules, _text(body), deck_name)
        have = await self.db_call(self.store.decks_of, game.name, owner)
        if len(have) >= MAX_DECKS:
            raise bad(
                f"this browser keeps {len(have)} decks of {game.name} already (at most {MAX_DECKS}); delete one"
            )
        deck_id = secrets.token_urlsafe(9)
        return saved_json(
            await self.db_call(self.store.save_deck, deck_id, game.name, owner, deck_name, text)
        )

    async def update(self, name: str, deck_id: str, body: Any) -> dict[str, Any]:
        """``PUT /api/games/{name}/decks/{id}``: replace a saved deck's name and list."""
        game, rules = self._game(name)
        body = _object(body, "'owner', 'name' and 'text'")
        owner, deck_name = owner_hash(body.get("owner")), _name(body)
        text = legal_text(rules, _text(body), deck_name)
        saved = await self.db_call(self.store.update_deck, deck_id, game.name, owner, deck_name, text)
        if saved is None:
            raise ApiError(404, f"this browser has no saved {game.name} deck {deck_id!r}")
        return saved_json(saved)

    async def delete(self, name: str, deck_id: str, owner: str | None) -> dict[str, Any]:
        """``DELETE /api/games/{name}/decks/{id}?owner=KEY``."""
        game, _ = self._game(name)
        if not await self.db_call(self.store.delete_deck, deck_id, game.name, owner_hash(owner)):
            raise ApiError(404, f"this browser has no saved {game.name} deck {deck_id!r}")
        return {"deleted": deck_id}


def match_setup(game: Game, options: dict[str, Any], decks: Any) -> Any:
    """The setup of a new match whose ``decks`` field gives a deck list for some seats: one entry per
    seat, null (the seat's built-in deck option) or ``{"name": ..., "text": ...}``; None without it."""
    if decks is None:
        return None
    rules = game.deck_building
    if rules is None:
        raise bad(f"{game.name} has no deck building: leave out 'decks'")
    if not isinstance(decks, list) or len(decks) != len(rules.options):
        raise bad(
            f"'decks' must be a list of {len(rules.options)} entries, one per seat: null or {{name, text}}"
        )
    texts, names = [], []
    for seat, (entry, option_name) in enumerate(zip(decks, rules.options, strict=True)):
        if entry is None:
            option = next(o for o in game.options if o.name == option_name)
            texts.append(rules.builtin(options[option_name]))
            names.append(option.label(options[option_name]))
            continue
        if not isinstance(entry, dict):
            raise bad(f"'decks'[{seat}] must be null or an object {{name, text}}")
        name = _name(entry)
        texts.append(legal_text(rules, _text(entry), name))
        names.append(name)
    try:
        return rules.setup(texts, names)
    except EregionError as e:
        raise bad(f"cannot use these decks: {e}") from None
