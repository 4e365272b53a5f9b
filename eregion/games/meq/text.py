"""How Middle-earth Quest actions read to people: ``go:the_shire`` is "travel to The Shire"."""

from __future__ import annotations

from eregion.core import Action
from eregion.games.meq.state import MeqState
from eregion.games.meq.steps import CARDS, C

_CARD_NAMES = {k.id: k.name for d in C.combat_decks.values() for k in d.cards} | {
    k: card.name for cards in CARDS.values() for k, card in cards.items()
}
_NAMED = {
    "pass": "pass",
    "done": "done",
    "yes": "yes",
    "no": "no",
    "rest": "rest",
    "stop": "stop",
    "pool": "into the Shadow Pool",
    "peril": "a Peril",
    "exhaust": "declare yourself exhausted",
    "life": "the rest from the top of the life pool",
    "favor": "take the favor here",
    "give_favor": "give one favor",
    "dark_path": "choose a Dark Path (1 favor and a Corruption card)",
}


def card_name(card: str) -> str:
    """A combat card's title: a hero's, a Skill's or a monster's ("aimed_shot" is "Aimed Shot")."""
    return _CARD_NAMES[card]


def _named(table: dict, ident: str) -> str:  # type: ignore[type-arg]
    entry = table.get(ident)
    return entry.name if entry is not None else ident.replace("_", " ")


def describe_action(s: MeqState, action: Action) -> str:
    verb, _, arg = action.id.partition(":")
    if not arg:
        return _NAMED.get(verb, verb)
    if verb in ("go", "at"):
        return ("travel to " if verb == "go" else "") + C.locations[arg].name
    if verb == "card":
        return _CARD_NAMES[arg]
    if verb == "pay":
        return f"discard {_CARD_NAMES[arg]}"
    if verb == "track":
        return arg.replace("_", " ")
    if verb in ("plot", "drop"):
        return ("discard the Plot " if verb == "drop" else "") + C.plots[arg].name
    if verb == "shadow":
        return next(k.name for k in C.shadow if k.id == arg)
    if verb == "marker":
        return f"the {arg} story marker"
    if verb == "fight":
        return "fight " + (C.minions[arg].name if arg in C.minions else C.monsters[arg].name)
    if verb == "token":
        loc, face = arg.split("/")
        return f"the monster token at {C.locations[loc].name} ({_named(C.monsters, face)})"
    if verb in ("minion", "heal"):
        return ("move " if verb == "minion" else "heal ") + C.minions[arg].name
    if verb == "pile":
        return f"a token from the {C.groups[arg].name} pile"
    if verb == "item":
        return C.items[arg].name
    if verb == "consult":
        return f"consult {C.characters[arg].name} for favor"
    if verb == "trade":
        return f"trade with {s.heroes[int(arg) - 1].title()}"
    if verb == "quest":
        return arg.replace("_", " ")
    if verb == "seat":
        return s.heroes[int(arg) - 1].title() if int(arg) <= s.n else arg
    return arg
