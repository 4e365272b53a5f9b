"""Deck lists saved from the web app's deck builder, each kept for the browser that saved it.

A browser is known by a deck key it makes up and keeps (as it keeps its seat tokens); the store
holds only the key's SHA-256, so reading the store does not let anyone act as that browser."""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass

import sqlalchemy as sa

from eregion.store.schema import decks_table, now


@dataclass(frozen=True)
class SavedDeck:
    """One saved deck list (``text`` in the game's deck-list format)."""

    id: str
    game: str
    name: str
    text: str
    created: str
    updated: str


class DeckStore:
    """The deck half of :class:`~eregion.store.Store` (a mixin, like :class:`~eregion.store.matches.MatchStore`)."""

    engine: sa.Engine

    def _errors(self) -> AbstractContextManager[None]:
        raise NotImplementedError

    def save_deck(self, deck_id: str, game: str, owner_hash: str, name: str, text: str) -> SavedDeck:
        """Store a new deck list for ``owner_hash``."""
        stamp = now()
        with self._errors(), self.engine.begin() as conn:
            conn.execute(
                sa.insert(decks_table).values(
                    id=deck_id,
                    game=game,
                    owner_hash=owner_hash,
                    name=name,
                    text=text,
                    created=stamp,
                    updated=stamp,
                )
            )
        return SavedDeck(deck_id, game, name, text, stamp, stamp)

    def update_deck(self, deck_id: str, game: str, owner_hash: str, name: str, text: str) -> SavedDeck | None:
        """Replace the name and list of one of ``owner_hash``'s decks; None when it has no such deck."""
        t = decks_table
        stamp = now()
        with self._errors(), self.engine.begin() as conn:
            done = conn.execute(
                sa.update(t)
                .where(t.c.id == deck_id, t.c.game == game, t.c.owner_hash == owner_hash)
                .values(name=name, text=text, updated=stamp)
            )
            if done.rowcount != 1:
                return None
            created = conn.execute(sa.select(t.c.created).where(t.c.id == deck_id)).scalar_one()
        return SavedDeck(deck_id, game, name, text, created, stamp)

    def delete_deck(self, deck_id: str, game: str, owner_hash: str) -> bool:
        """Forget one of ``owner_hash``'s decks; False when it has no such deck."""
        t = decks_table
        with self._errors(), self.engine.begin() as conn:
            done = conn.execute(
                sa.delete(t).where(t.c.id == deck_id, t.c.game == game, t.c.owner_hash == owner_hash)
            )
        return done.rowcount == 1

    def decks_of(self, game: str, owner_hash: str) -> list[SavedDeck]:
        """``owner_hash``'s decks of ``game``, most recently saved first."""
        t = decks_table
        with self._errors(), self.engine.connect() as conn:
            rows = conn.execute(
                sa.select(t)
                .where(t.c.game == game, t.c.owner_hash == owner_hash)
                .order_by(t.c.updated.desc(), t.c.id)
            ).all()
        return [SavedDeck(r.id, r.game, r.name, r.text, r.created, r.updated) for r in rows]
