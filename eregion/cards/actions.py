"""A fixed action space for card games: verbs on card instances plus a few named actions.

``ActionSpace(("play", "use", "pick"), ("pass", "done"), cards=200)`` gives ``play:17`` the index
``0 * 200 + 17``, and named actions follow the per-card block. Action objects are cached, so a
decision builds its options without allocating; labels come from the game's ``describe_action``.
"""

from __future__ import annotations

from eregion.core import Action, Decision


class ActionSpace:
    def __init__(self, verbs: tuple[str, ...], named: tuple[str, ...], cards: int) -> None:
        self.verbs = verbs
        self.named = named
        self.cards = cards
        self.size = len(verbs) * cards + len(named)
        self._card = {
            v: tuple(Action(f"{v}:{u}", i * cards + u) for u in range(cards)) for i, v in enumerate(verbs)
        }
        base = len(verbs) * cards
        self._named = {n: Action(n, base + i) for i, n in enumerate(named)}

    def card(self, verb: str, uid: int) -> Action:
        return self._card[verb][uid]

    def __getitem__(self, name: str) -> Action:
        return self._named[name]

    def shown(self, decision: Decision | None, player: int) -> set[int]:
        """The cards ``player``'s own pending decision names: a search of his deck shows him what it
        offers, so ``determinize`` must leave those cards as they are."""
        if decision is None or decision.player != player:
            return set()
        n = len(self.verbs) * self.cards
        return {a.index % self.cards for a in decision.options if a.index < n}

    @staticmethod
    def split(action: Action) -> tuple[str, int]:
        """``("play", 17)`` for ``play:17``; ``(name, -1)`` for a named action."""
        verb, _, rest = action.id.partition(":")
        return (verb, int(rest)) if rest else (verb, -1)
